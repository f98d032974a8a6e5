"""Fit the evaluation Solstis's searching AI uses (``rules/solstis/fitted.py``) and write its weights.

It plays seeded games of the normal AI against itself (base game), takes every turn start (the seat
to move about to choose its tile), and fits the final score margin by least squares on the features
of ``rules/solstis/fitted.py``, once from the side of the seat to move and once from the side of
the seat waiting. It prints how much of the final margin each fit explains on the games it was not
fitted on (the later half of the seeds), next to a straight-line fit on the normal level's own
evaluation, then fits again on all games and writes ``rules/solstis/fitted_weights.py``.

    python -m bench.fit_solstis_evaluation [--seed 1000] [--games 800] [--jobs 2] [--dry-run]
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from rules import get_game
from rules.ai import greedy_action
from rules.solstis.engine import _areas_of_layout
from rules.solstis.fitted import FEATURES, PILE_AT_START, position_features

WEIGHTS_MODULE = Path(__file__).resolve().parent.parent / "rules" / "solstis" / "fitted_weights.py"

# A ridge this small only settles features that never vary in the games (Fireflies in the base game).
RIDGE = 1e-6
VARIANTS = ["base"]
MODULE_HEAD = (
    '"""Weights of Solstis\'s fitted evaluation (``rules/solstis/fitted.py``), written by\n'
    "``python -m bench.fit_solstis_evaluation``: refit rather than edit by hand. A module rather than a file in\n"
    '``data/``, so that the AI-strength results (keyed by a hash of the rules\' code) see a refit."""\n\n'
)


def game_samples(seed: int) -> list[dict]:
    """One game of normal against normal: at each turn start, both sides' inputs and the margins."""
    game = get_game("solstis")
    state = game.setup(2, seed)
    starts = []
    while not game.is_over(state):
        seat = min(game.to_act(state))
        if state["phase"] == "play" and state["actor"] == seat:
            comps_of = [_areas_of_layout(state["pan"][s]["cells"]) for s in range(2)]
            breakdowns = game._breakdowns(state, comps_of)
            starts.append(
                {
                    "mover": seat,
                    "pile": len(state["pile"]),
                    "to_move": position_features(state, seat, comps_of, breakdowns),
                    "waiting": position_features(state, 1 - seat, comps_of, breakdowns),
                    "evaluation": game.evaluate(state, seat),
                }
            )
        state = game.apply(state, seat, greedy_action(game, state, seat)).state
    scores = game.result(state).scores
    for start in starts:
        start["margin"] = scores[start["mover"]] - scores[1 - start["mover"]]
    return starts


def design_row(features: list[float], pile: int) -> list[float]:
    """The regression's inputs: each feature, each feature scaled by how full the pile is, and 1."""
    early = pile / PILE_AT_START
    return features + [x * early for x in features] + [1.0]


def least_squares(rows: list[list[float]], targets: list[float]) -> list[float]:
    """The weights minimising the squared error (normal equations with a tiny ridge, Gaussian
    elimination with partial pivoting)."""
    m = len(rows[0])
    gram = [[0.0] * m for _ in range(m)]
    moment = [0.0] * m
    for row, y in zip(rows, targets):
        for i, xi in enumerate(row):
            if xi:
                moment[i] += xi * y
                gram_i = gram[i]
                for j in range(i, m):
                    gram_i[j] += xi * row[j]
    for i in range(m):
        for j in range(i):
            gram[i][j] = gram[j][i]
    scale = sum(gram[i][i] for i in range(m)) / m
    for i in range(m):
        gram[i][i] += RIDGE * scale
    augmented = [gram[i] + [moment[i]] for i in range(m)]
    for col in range(m):
        pivot = max(range(col, m), key=lambda r: abs(augmented[r][col]))
        augmented[col], augmented[pivot] = augmented[pivot], augmented[col]
        lead = augmented[col][col]
        for r in range(col + 1, m):
            factor = augmented[r][col] / lead
            if factor:
                row_r, row_c = augmented[r], augmented[col]
                for k in range(col, m + 1):
                    row_r[k] -= factor * row_c[k]
    weights = [0.0] * m
    for i in reversed(range(m)):
        weights[i] = (augmented[i][m] - sum(augmented[i][k] * weights[k] for k in range(i + 1, m))) / augmented[i][i]
    return weights


def explained(weights: list[float], rows: list[list[float]], targets: list[float]) -> float:
    """R squared of ``weights`` on ``rows``: the share of the targets' variance they predict."""
    mean = sum(targets) / len(targets)
    total = sum((y - mean) ** 2 for y in targets)
    residual = sum((y - sum(w * x for w, x in zip(weights, row))) ** 2 for row, y in zip(rows, targets))
    return 1.0 - residual / total


def side_data(games: list[list[dict]], side: str) -> tuple[list[list[float]], list[float]]:
    """Design rows and margins of one side (the mover's margin, or the waiting seat's)."""
    rows, targets = [], []
    for starts in games:
        for start in starts:
            rows.append(design_row(start[side], start["pile"]))
            targets.append(start["margin"] if side == "to_move" else -start["margin"])
    return rows, targets


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1000, help="first game seed")
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    parser.add_argument("--out", type=Path, default=WEIGHTS_MODULE)
    args = parser.parse_args()

    seeds = list(range(args.seed, args.seed + args.games))
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        games = list(pool.map(game_samples, seeds, chunksize=8))
    half = len(games) // 2
    print(f"{sum(len(g) for g in games)} turn starts from {len(games)} games (seeds {seeds[0]} to {seeds[-1]})")

    # How well the normal level's evaluation predicts the margin, with the best straight line.
    train = [(s["evaluation"], s["margin"]) for g in games[:half] for s in g]
    test = [(s["evaluation"], s["margin"]) for g in games[half:] for s in g]
    line = least_squares([[x, 1.0] for x, _ in train], [y for _, y in train])
    line_r2 = explained(line, [[x, 1.0] for x, _ in test], [y for _, y in test])
    print(f"normal's evaluation, straight line: R2 {line_r2:.3f} on the later half")

    out = {
        "features": list(FEATURES),
        "variants": VARIANTS,
        "fitted_on": {"games": len(games), "first_seed": seeds[0], "turn_starts": sum(len(g) for g in games)},
    }
    k = 2 * len(FEATURES)
    for side in ("to_move", "waiting"):
        rows, targets = side_data(games[:half], side)
        held_rows, held_targets = side_data(games[half:], side)
        r2 = explained(least_squares(rows, targets), held_rows, held_targets)
        print(f"fitted, seat {side.replace('_', ' ')}: R2 {r2:.3f} on the later half")
        weights = least_squares(*side_data(games, side))
        out[side] = {
            "weights": [round(w, 6) for w in weights[:k]],
            "per_pile": [round(w, 6) for w in weights[k : 2 * k]],
            "constant": round(weights[-1], 6),
            "held_out_r2": round(r2, 4),
        }
    if args.dry_run:
        print(json.dumps(out, indent=1))
        return
    args.out.write_text(MODULE_HEAD + "WEIGHTS = " + json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"written: {args.out}")


if __name__ == "__main__":
    main()
