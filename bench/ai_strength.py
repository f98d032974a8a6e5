"""How strong the AI levels are: hard against normal and normal against random, game by game.

Each match is N seeded games with the sides alternating seats (at 4 players the seats alternate
side by side, two seats each, and swap every game). A side's win share counts a game won by it
alone as 1 and a game whose first place both sides share as 1/2; the 95% interval is Wilson's.
Time per decision is measured on the stronger side of each match.

    python -m bench.ai_strength [--games solstis,sheherazade] [--think 1.0] [--n 200] [--jobs 2]
        [--iterations K] [--matches hard-normal,normal-random] [--depth 8] [--epsilon 0.5]

``--iterations`` replaces the time budget by a fixed number of search iterations (reproducible
whatever else runs on the machine); the search's playout flags exist to tune it.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from bench.stats import percentile
from rules import get_game
from rules.ai import greedy_action, random_action
from rules.levels import easy_action
from rules.search import EXPLORATION, PLAYOUT_DEPTH, PLAYOUT_EPSILON, PLAYOUT_SAMPLE, SearchConfig, search_action

# (game key, player count) of every table the issue asks to measure
TABLES = [
    ("solstis", 2),
    ("nanga-parbat", 2),
    ("paper-world", 2),
    ("paper-world", 4),
    ("sheherazade", 2),
    ("sheherazade", 4),
    ("mountain-miners", 2),
    ("mountain-miners", 4),
]
MATCHES = ("hard-normal", "normal-random")


@dataclass(frozen=True)
class Match:
    """One seeded game's set-up, picklable for the worker processes."""

    game: str
    players: int
    seed: int
    sides: tuple[str, str]  # (strong, weak) levels
    config: SearchConfig


def choose(level: str, game, state, seat: int, config: SearchConfig, seed: int) -> str:
    if level == "hard":
        return search_action(game, state, seat, config, seed=seed)
    if level == "normal":
        return greedy_action(game, state, seat)
    if level == "easy":
        return easy_action(game, state, seat)
    return random_action(game, state, seat, salt=str(seed))


def seat_levels(match: Match) -> list[str]:
    """Which side sits where: 2 players alternate by game; 4 players sit A B A B or B A B A."""
    strong, weak = match.sides
    flip = match.seed % 2
    return [(strong, weak)[(seat + flip) % 2] for seat in range(match.players)]


def play(match: Match) -> tuple[float, list[float]]:
    """Play one game; return the strong side's share of the win and its decision times."""
    game = get_game(match.game)
    state = game.setup(match.players, match.seed)
    levels = seat_levels(match)
    times: list[float] = []
    decision = 0
    while not game.is_over(state):
        seat = min(game.to_act(state))
        started = time.perf_counter()
        action = choose(levels[seat], game, state, seat, match.config, seed=match.seed * 100_003 + decision)
        if levels[seat] == match.sides[0]:
            times.append(time.perf_counter() - started)
        state = game.apply(state, seat, action).state
        decision += 1
    result = game.result(state)
    assert result is not None
    sides = {levels[winner] == match.sides[0] for winner in result.winners}
    share = 1.0 if sides == {True} else 0.5 if len(sides) == 2 else 0.0
    return share, times


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% with z = 1.96)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def run_table(pool: ProcessPoolExecutor, game: str, players: int, sides: tuple[str, str], n: int, config: SearchConfig, first_seed: int) -> str:
    matches = [Match(game, players, first_seed + i, sides, config) for i in range(n)]
    started = time.perf_counter()
    outcomes = list(pool.map(play, matches, chunksize=1))
    wins = sum(share for share, _ in outcomes)
    times = [t for _, ts in outcomes for t in ts]
    low, high = wilson(wins, n)
    return (
        f"{game:16s} {players}p  {sides[0]:>6s} vs {sides[1]:<6s} n={n:4d}  win {wins / n:6.1%}  "
        f"95% [{low:5.1%}, {high:5.1%}]  decision p50 {percentile(times, 0.5) * 1000:7.1f} ms "
        f"p95 {percentile(times, 0.95) * 1000:7.1f} ms  ({time.perf_counter() - started:.0f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="", help="comma-separated keys, or key:players (default: every table)")
    parser.add_argument("--matches", default=",".join(MATCHES), help="comma-separated strong-weak pairs")
    parser.add_argument("--think", type=float, default=1.0, help="seconds per hard decision")
    parser.add_argument("--iterations", type=int, default=None, help="a fixed search budget instead of --think")
    parser.add_argument("--n", type=int, default=200, help="games per match")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="first game seed")
    parser.add_argument("--depth", type=int, default=PLAYOUT_DEPTH, help="playout decisions before evaluate (<0: to the end)")
    parser.add_argument("--epsilon", type=float, default=PLAYOUT_EPSILON)
    parser.add_argument("--sample", type=int, default=PLAYOUT_SAMPLE)
    parser.add_argument("--c", type=float, default=EXPLORATION)
    parser.add_argument("--random-expansion", action="store_true", help="expand untried actions at random")
    args = parser.parse_args()

    tables = TABLES
    if args.games:
        wanted = [item.split(":") for item in args.games.split(",")]
        tables = [(key, players) for key, players in TABLES if any(w[0] == key and (len(w) == 1 or int(w[1]) == players) for w in wanted)]
    config = SearchConfig(
        iterations=args.iterations,
        seconds=None if args.iterations else args.think,
        exploration=args.c,
        playout_depth=None if args.depth < 0 else args.depth,
        playout_epsilon=args.epsilon,
        playout_sample=args.sample,
        greedy_expansion=not args.random_expansion,
    )
    budget = f"{args.iterations} iterations" if args.iterations else f"{args.think} s"
    print(f"hard: {budget} per decision, depth {config.playout_depth}, epsilon {args.epsilon}, sample {args.sample}, c {args.c}, greedy expansion {config.greedy_expansion}")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for match in args.matches.split(","):
            strong, weak = match.split("-")
            for key, players in tables:
                print(run_table(pool, key, players, (strong, weak), args.n, config, args.seed), flush=True)


if __name__ == "__main__":
    main()
