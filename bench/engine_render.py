"""Engine and renderer figures per game: a full random game's engine time, and board render time.

python -m bench.engine_render [--games 200] [--game KEY ...]
"""

from __future__ import annotations

import argparse
import random
import time

from bench.stats import summary_ms
from render import render_view
from rules import available_keys, get_game

PLAYER_COUNTS = {"mountain-miners": 4, "sheherazade": 4, "paper-world": 2, "solstis": 2, "nanga-parbat": 2}


def random_game_time(key: str, players: int, seed: int) -> tuple[float, int]:
    game = get_game(key)
    rng = random.Random(seed)
    started = time.perf_counter()
    state = game.setup(players, seed, {})
    moves = 0
    while not game.is_over(state):
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
        moves += 1
    return time.perf_counter() - started, moves


def render_samples(key: str, players: int, seed: int, limit: int) -> tuple[list[float], int]:
    """Render the public and the acting seat's view along a random game; returns times and the largest PNG."""
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(players, seed, {})
    names = [f"Player {n + 1}" for n in range(players)]
    times, largest = [], 0
    while len(times) < limit:
        for seat in (None, min(game.to_act(state)) if not game.is_over(state) else None):
            view = game.view(state, seat)
            started = time.perf_counter()
            png = render_view(key, view, names)
            times.append(time.perf_counter() - started)
            largest = max(largest, len(png))
        if game.is_over(state):
            state = game.setup(players, seed := seed + 1, {})
            continue
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
    return times, largest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="random games per engine measurement")
    parser.add_argument("--renders", type=int, default=200, help="renders per game")
    parser.add_argument("--game", action="append", choices=available_keys())
    args = parser.parse_args(argv)
    for key in args.game or available_keys():
        players = PLAYER_COUNTS.get(key, get_game(key).min_players)
        samples, moves = [], []
        for seed in range(args.games):
            elapsed, count = random_game_time(key, players, seed)
            samples.append(elapsed)
            moves.append(count)
        mean_moves = sum(moves) / len(moves)
        print(f"{key:16s} engine, full random game ({players}p): {summary_ms(samples)}  mean {mean_moves:.0f} moves")
        times, largest = render_samples(key, players, 1, args.renders)
        print(f"{key:16s} render board PNG:                 {summary_ms(times)}  largest {largest / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
