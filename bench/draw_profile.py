"""What a drawing worker's CPU costs per move: the boards of random games drawn as the bot draws them.

The bot draws every board in a worker process (services/images.py: ``draw_board``), which
bench/profiled_bot.py does not see. After each move the turn post shows the spectators' board at
the new version: ``draw_board`` of the public view, every image of it (1 to 4 PNGs, all counted
here). This does the same for every position of ``--games`` random games, one after another in one
process (as one long-lived worker draws the boards of many games, its caches warm), and prints the
process CPU time per move (``time.process_time``, measured without a profiler) and its breakdown
by layer (bench/profile_report.py's layers: drawing, PNG encoding and quantizing, rules' view, ...),
from the same sequence drawn again under cProfile in a forked copy of the process (so both passes
start with the same caches). The profiler slows Python code two to three times and C code (Pillow's
quantizer, zlib) not at all, so read the breakdown's shares with that in mind; the headline figure
is the unprofiled one. (Before this bench timed the profiled run: about 70 ms per board then was
about 25 ms of real CPU.)

``--private`` also draws what a move sends by DM: the private view of each seat whose view the
move changed beyond the public one (``Transition.hidden_change``), as the publisher does
(``private_views_changed``), counted in the same figure per move. ``--pickers`` also draws the
mover's view when the picker they moved with shows it after their move (cogs/turns.py: ``pick``
then ``_refresh``: when they are still to act, or the move changed their view beyond the board;
``Decision.with_view``), and the view of each seat to act, as the picker a player opens with Take
turn shows it (a view already drawn for the move, e.g. a DM to the same seat, is not drawn again:
the image cache holds it). With both, the figure is about what the real bot's workers draw per move
when every seat is a person who acts through the picker and takes their DMs (bench/load.py measures
that from outside, with the bot's other costs); a seat's view that has an own part
(``Renderer.own_part``: Solstis's waiting hand) is drawn whole here, where the bot draws only the
part and shows the turn post's board with it, so for Solstis the figure is an upper bound.

    python -m bench.draw_profile [--game solstis] [--games 5] [--players 2] [--locale en-US]
                                 [--private] [--pickers] [--out draw.prof] [--no-profile]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.profile_report import breakdown
from bench.stats import percentile
from rules import get_game
from services.images import SeatView, draw_board

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


@dataclass(frozen=True)
class Move:
    """A position to show: the state after a move (or the deal), the seats whose private view it
    changed and the seat that moved (None: the deal)."""

    state: dict[str, Any]
    hidden: frozenset[int]
    mover: int | None = None


def positions(game_key: str, games: int, seed: int, players: int = 2) -> list[Move]:
    """The deal and every state after each move of ``games`` random games, in play order."""
    game = get_game(game_key)
    moves = []
    for number in range(games):
        rng = random.Random(seed + number)
        state = game.setup(players, seed + number, {})
        moves.append(Move(state, frozenset(range(players))))  # the deal: every hand is new
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            transition = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id)
            state = transition.state
            # the bot sends no DM after the move that ends the game (services/flow.py: _after_move)
            hidden = frozenset() if game.is_over(state) else frozenset(transition.hidden_change)
            moves.append(Move(state, hidden, seat))
    return moves


@dataclass(frozen=True)
class Scope:
    """What is drawn after each move besides the turn post: DMs, pickers."""

    dms: bool = False
    pickers: bool = False

    @property
    def label(self) -> str:
        return "".join(part for part, on in ((", with DMs", self.dms), (", with pickers", self.pickers)) if on)


def views_of(game_key: str, move: Move, scope: Scope) -> list[SeatView]:
    """What the bot draws after ``move``: the turn post's public board; with ``scope.dms`` each
    changed private view (the publisher DMs those, when the game has private views); with
    ``scope.pickers`` the mover's picker, which the bot shows with their view at the new version
    after the move when they are still to act or the move changed their view (cogs/turns.py
    ``pick`` then ``_refresh``), and the view of each seat to act (Take turn); each seat's view once
    (the image cache's key)."""
    game = get_game(game_key)
    seats: list[int] = []
    if scope.dms and game.has_private_view(move.state):
        seats += sorted(move.hidden)
    if scope.pickers and move.mover is not None:
        still = not game.is_over(move.state) and move.mover in game.to_act(move.state)
        if still or move.mover in move.hidden:
            seats.append(move.mover)
    if scope.pickers and not game.is_over(move.state):
        seats += sorted(game.to_act(move.state))
    return [SeatView(game_key, move.state, None)] + [
        SeatView(game_key, move.state, seat) for seat in dict.fromkeys(seats)
    ]


def draw_moves(
    game_key: str, moves: list[Move], names: tuple[str, ...], locale: str, scope: Scope
) -> list[list[bytes]]:
    return [
        [png for view in views_of(game_key, move, scope) for png in draw_board(game_key, view, names, locale)]
        for move in moves
    ]


def timed(
    game_key: str, moves: list[Move], names: tuple[str, ...], locale: str, scope: Scope
) -> tuple[list[float], int, int]:
    """CPU seconds per move (process time, no profiler), PNG bytes and images drawn in all."""
    seconds: list[float] = []
    png_bytes = images = 0
    for move in moves:
        started = time.process_time()
        drawn = [png for view in views_of(game_key, move, scope) for png in draw_board(game_key, view, names, locale)]
        seconds.append(time.process_time() - started)
        png_bytes += sum(map(len, drawn))
        images += len(drawn)
    return seconds, png_bytes, images


def profiled(game_key: str, moves: list[Move], names: tuple[str, ...], locale: str, scope: Scope, out: Path) -> None:
    """The same sequence under cProfile, in a forked copy of this process (same caches), into ``out``."""
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        try:
            profile = cProfile.Profile(time.process_time)
            profile.enable()
            draw_moves(game_key, moves, names, locale, scope)
            profile.disable()
            profile.dump_stats(out)
        finally:
            os._exit(0)
    os.waitpid(child, 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="solstis")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--locale", default="en-US")
    parser.add_argument("--private", action="store_true", help="also draw the private views a move changed (DMs)")
    parser.add_argument("--pickers", action="store_true", help="also draw the views of the seats to act (Take turn)")
    parser.add_argument("--out", type=Path, default=Path("draw.prof"))
    parser.add_argument("--no-profile", action="store_true", help="times only, no breakdown")
    args = parser.parse_args(argv)
    names = NAMES[: args.players]
    moves = positions(args.game, args.games, args.seed, args.players)
    # fonts, palettes and catalogues loaded once, as a worker has them before its first board
    draw_board(args.game, SeatView(args.game, moves[0].state, None), names, args.locale)
    scope = Scope(dms=args.private, pickers=args.pickers)
    if not args.no_profile:
        profiled(args.game, moves, names, args.locale, scope, args.out)
    seconds, png_bytes, images = timed(args.game, moves, names, args.locale, scope)
    count = len(moves)
    p50, p95 = percentile(seconds, 0.5) * 1000, percentile(seconds, 0.95) * 1000
    print(
        f"{args.game} ({args.players} players, {args.locale}{scope.label}): {count} moves,"
        f" {images / count:.2f} images per move, CPU per move p50 {p50:.1f} ms, p95 {p95:.1f} ms,"
        f" mean {sum(seconds) / count * 1000:.1f} ms; PNG {png_bytes / count / 1024:.0f} KB per move"
    )
    if args.no_profile:
        return 0
    totals = breakdown(str(args.out))
    cpu = sum(totals.values())
    print(f"  breakdown under cProfile ({cpu / count * 1000:.1f} ms per move: the profiler slows Python code, not C):")
    for layer, spent in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"  {layer:42s} {spent / count * 1000:6.1f} ms per move  {spent / cpu * 100:5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
