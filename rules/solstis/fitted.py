"""The fitted evaluation the searching AI uses in Solstis: what a position is worth, read off
features of each seat's panorama, hand and reachable display tiles.

Its weights (``rules/solstis/fitted_weights.py``) come from ``bench/fit_solstis_evaluation.py``:
a least-squares fit of the final score margin on these features, over turn starts of games the
normal AI played against itself. Each feature has a weight for the seat being valued and one for
its rival, and each of those a second weight scaled by how full the pile still is, so a feature
may matter more early than late. There is one set for a seat that is about to move and one for a
seat that has just moved, since whose turn it is changes what the hand and the display are worth.

Only the searching AI uses it (``Solstis.search_evaluate``): as the greedy AI's one-step value it
did no better than the hand-written evaluation (which stays the normal level's). Features read a
determinised world, so a rival's hand in them is a sampled one, never the real one.
"""

from __future__ import annotations

from typing import Any

from rules.solstis.board import (
    BOTTOM_ROW,
    DISPLAY_SLOTS,
    DISTANCE,
    FIRE_WEIGHT,
    HAND_SIZE,
    NEIGHBOURS,
    ROW_OF,
    SQUARES,
    matches,
)
from rules.solstis.fitted_weights import WEIGHTS
from rules.solstis.state import SolstisState

FEATURES = (
    "score",  # the seat's score now
    "near_land",  # Land tiles of each detached area over its distance to the main area
    "largest",  # Land tiles in the largest area (also inside the score)
    "lit_fires",
    "spirits",
    "bonus",  # end-of-game spirit bonuses as they stand
    "land",  # Land tiles placed
    "areas",  # separate areas
    "unlit_fire_weight",
    "squares_one_short",  # empty cells that would complete a 2x2 square
    "squares_two_short",  # squares with exactly two cells filled
    "hand_next_to_panorama",  # hand tiles whose cell touches the panorama
    "hand_can_capture",  # hand tiles matching a face-up display tile
    "display_next_to_main",  # face-up display tiles whose cell touches the main area
    "bear",
    "rainbows",
    "main_touches_bottom",
    "fireflies",
)
# Tiles in the pile when the game starts (48 Land tiles less the display and both hands): the fit's
# measure of how early it is.
PILE_AT_START = 48 - 2 * DISPLAY_SLOTS - 2 * HAND_SIZE


def seat_features(state: SolstisState, seat: int, comps: list[list[str]], breakdown: dict[str, int]) -> list[float]:
    """``FEATURES`` of ``seat`` in ``state`` (``comps``: its panorama's areas; ``breakdown``: its score)."""
    pan = state["pan"][seat]
    cells = pan["cells"]
    lands = [sum(1 for x in comp if cells[x] == "L") for comp in comps]
    main: list[str] = comps[lands.index(max(lands))] if comps else []
    near = 0.0
    if len(comps) >= 2:
        for comp, land in zip(comps, lands):
            if land and comp is not main:
                near += land / min(min(map(DISTANCE[x].__getitem__, main)) for x in comp)
    grounded = {x for comp in comps if any(ROW_OF[y] == BOTTOM_ROW for y in comp) for x in comp}
    unlit = sum(w for cell, w in FIRE_WEIGHT.items() if cells.get(cell) == "L" and cell not in grounded)
    one_short: set[str] = set()
    two_short = 0
    for square in SQUARES.values():
        empty = [cell for cell in square if cell not in cells]
        if len(empty) == 1:
            one_short.add(empty[0])
        elif len(empty) == 2:
            two_short += 1
    hand = state["hands"][seat]
    face_up = [entry["up"] for entry in state["display"] if entry["up"]]
    main_cells = set(main)
    return [
        float(breakdown["total"]),
        near,
        float(breakdown["largest"]),
        float(breakdown["fires"]),
        float(breakdown["spirits"]),
        float(breakdown["bonus"]),
        float(sum(lands)),
        float(len(comps)),
        unlit,
        float(len(one_short)),
        float(two_short),
        float(sum(1 for t in hand if t not in cells and any(n in cells for n in NEIGHBOURS[t]))),
        float(sum(1 for t in hand if any(matches(t, u) for u in face_up))),
        float(sum(1 for u in face_up if u not in cells and any(n in main_cells for n in NEIGHBOURS[u]))),
        1.0 if state["bear"][seat] else 0.0,
        float(sum(1 for kind in cells.values() if kind == "R")),
        1.0 if any(ROW_OF[x] == BOTTOM_ROW for x in main) else 0.0,
        float(len(pan["fireflies"])),
    ]


def position_features(
    state: SolstisState, seat: int, comps_of: list[list[list[str]]], breakdowns: list[dict[str, int]]
) -> list[float]:
    """The fit's inputs for valuing ``state`` for ``seat``: its features, then its rival's."""
    rival = 1 - seat
    return seat_features(state, seat, comps_of[seat], breakdowns[seat]) + seat_features(
        state, rival, comps_of[rival], breakdowns[rival]
    )


def load_weights(data: dict[str, Any] = WEIGHTS) -> dict[str, Any]:
    """The fitted weights (by default the committed ones), checked against ``FEATURES``."""
    if list(data["features"]) != list(FEATURES):
        raise ValueError("the fitted weights' features are not rules/solstis/fitted.py's FEATURES")
    for side in ("to_move", "waiting"):
        if len(data[side]["weights"]) != 2 * len(FEATURES) or len(data[side]["per_pile"]) != 2 * len(FEATURES):
            raise ValueError(
                f"the fitted weights' {side} needs {2 * len(FEATURES)} weights and as many per-pile weights"
            )
    return data


def fitted_value(weights: dict[str, Any], features: list[float], pile: int, to_move: bool) -> float:
    """The predicted final margin (up to a constant per side, which no comparison needs)."""
    side = weights["to_move" if to_move else "waiting"]
    early = pile / PILE_AT_START
    margin: float = sum((w + p * early) * x for w, p, x in zip(side["weights"], side["per_pile"], features))
    return margin
