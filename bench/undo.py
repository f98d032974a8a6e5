"""What one undo costs after many move + undo cycles (undo must not replay the game;
cycles must not grow the log).

A Mountain Miners table is played through the service to a decision that can be undone; then each
count of move + undo cycles is played, and one ``Changes.undo`` is timed there. An undo deletes
the undone move's row, so the log's rows and bytes stay what they were however many cycles are
played: both are printed. For comparison it prints what replaying the log from the deal costs.

    python -m bench.undo [--cycles 500 3000] [--repeat 20]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from bench.stats import summary_ms
from rules import get_game
from services.move_log import replay
from services.wiring import Table
from store import Store

GAME = "mountain-miners"


async def undoable_table(table: Table) -> tuple[int, int, str, int]:
    """A started two-player game at a decision its player can undo: (game id, seat, action, user)."""
    game = get_game(GAME)
    record = await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="alice")
    await table.lobbies.join(record.id, 101, "bob")
    record = await table.changes.start(record.id, 100)
    for _ in range(100):
        seat = min(game.to_act(record.state))
        for action in game.legal_actions(record.state, seat):
            step = game.apply(record.state, seat, action.id)
            if not (step.irreversible or step.hidden_change) and game.to_act(step.state) == game.to_act(record.state):
                return record.id, seat, action.id, (100, 101)[seat]
        record = (await table.changes.play(record.id, seat, game.legal_actions(record.state, seat)[0].id)).game
    raise RuntimeError("no undoable decision found")


async def log_size(store: Store, game_id: int) -> tuple[int, int]:
    """(rows, bytes of events and saved states) of the game's move log."""
    moves = await store.moves(game_id)
    return len(moves), sum(len(str(move.events)) for move in moves)


async def measure(cycles: list[int], repeat: int) -> list[tuple[int, tuple[int, int], list[float], list[float]]]:
    figures = []
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.db")
        try:
            table = Table.build(store)
            game_id, seat, action, user = await undoable_table(table)
            played = 0
            for count in sorted(cycles):
                while played < count - repeat:
                    await table.changes.play(game_id, seat, action)
                    await table.changes.undo(game_id, user)
                    played += 1
                undo_times, replay_times = [], []
                for _ in range(repeat):
                    await table.changes.play(game_id, seat, action)
                    started = time.perf_counter()
                    await table.changes.undo(game_id, user)
                    undo_times.append(time.perf_counter() - started)
                    played += 1
                record = await store.get_game(game_id)
                moves = await store.moves(game_id)
                for _ in range(max(1, repeat // 4)):
                    started = time.perf_counter()
                    replay(get_game(GAME), record, moves)
                    replay_times.append(time.perf_counter() - started)
                figures.append((played, await log_size(store, game_id), undo_times, replay_times))
        finally:
            await store.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cycles", type=int, nargs="+", default=[500, 3000])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    for played, (rows, size), undo_times, replay_times in asyncio.run(measure(args.cycles, args.repeat)):
        print(
            f"{GAME} after {played:5d} move + undo cycles: log {rows} rows, {size} bytes; undo {summary_ms(undo_times)}"
        )
        print(f"{'':16s} (replaying that log from the deal takes {summary_ms(replay_times)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
