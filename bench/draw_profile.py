"""Where a drawing worker's CPU goes: the boards of random games drawn in this process under cProfile.

The bot draws every board in a worker process (services/images.py: ``draw_board``), which
bench/profiled_bot.py does not see. This draws the same thing, the spectators' view of each position
of ``--games`` random games, one board after another, and prints the time per board and its
breakdown by layer (bench/profile_report.py's layers: drawing, PNG encoding and quantizing, rules'
view, ...).

    python -m bench.draw_profile [--game solstis] [--games 5] [--out draw.prof]
"""

from __future__ import annotations

import argparse
import cProfile
import random
import time
from pathlib import Path

from bench.profile_report import breakdown
from bench.stats import percentile
from rules import get_game
from services.images import SeatView, draw_board

NAMES = ("Alice", "Bob", "Carol", "Dave")


def positions(game_key: str, games: int, seed: int) -> list[dict]:
    """Every state of ``games`` random games of two players, in play order."""
    game = get_game(game_key)
    states = []
    for number in range(games):
        rng = random.Random(seed + number)
        state = game.setup(2, seed + number, {})
        states.append(state)
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
            states.append(state)
    return states


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="solstis")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("draw.prof"))
    args = parser.parse_args(argv)
    states = positions(args.game, args.games, args.seed)
    draw_board(args.game, SeatView(args.game, states[0], None), NAMES[:2])  # fonts and palettes loaded once
    profile = cProfile.Profile(time.process_time)
    seconds: list[float] = []
    png_bytes = 0
    for state in states:
        started = time.process_time()
        profile.enable()
        images = draw_board(args.game, SeatView(args.game, state, None), NAMES[:2])
        profile.disable()
        seconds.append(time.process_time() - started)
        png_bytes += sum(map(len, images))
    profile.dump_stats(args.out)
    boards = len(states)
    print(
        f"{args.game}: {boards} boards, CPU per board p50 {percentile(seconds, 0.5) * 1000:.1f} ms,"
        f" p95 {percentile(seconds, 0.95) * 1000:.1f} ms, mean {sum(seconds) / boards * 1000:.1f} ms;"
        f" PNG {png_bytes / boards / 1024:.0f} KB per board"
    )
    totals = breakdown(str(args.out))
    for layer, spent in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"  {layer:42s} {spent / boards * 1000:6.1f} ms per board  {spent / sum(totals.values()) * 100:5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
