"""How many SQL statements one move costs, game by game, through the game flow.

Seeded random games of every title are played by people through ``GameFlow.play`` (the path of a
picker click or ``/move``) on a fresh SQLite file, with a publisher that shows nothing, and every
statement the store sends is counted, and the trips to the database thread they take (each trip
wakes the event loop: this is the store's share of a move's CPU). Transactions' BEGIN and COMMIT are
not counted as statements (they ride along with other statements' trips).

    python -m bench.move_statements [--games 3] [--moves 60]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from rules import available_keys, get_game
from services.flow import GameFlow
from services.wiring import Table
from store import Store
from store.leases import Leases

USERS = (101, 102, 103, 104, 105, 106)


class NothingShown:
    """A publisher that accepts every post and shows nothing (only the store is measured)."""

    def __init__(self) -> None:
        self.next_id = 1

    async def send_turn_post(self, record: Any, owed: Any) -> int:
        self.next_id += 1
        return self.next_id

    async def edit_turn_post(self, record: Any, message_id: int, start: int) -> bool:
        return True

    async def open_thread(self, record: Any) -> int:
        return 10_000 + int(record.id)

    def __getattr__(self, name: str) -> Any:
        async def nothing(*args: Any, **kwargs: Any) -> None:
            return None

        return nothing


def counting(store: Store, counts: Counter[str], measuring: list[bool]) -> None:
    """Count every statement the store's backend runs while ``measuring[0]`` is on, and (SQLite)
    the trips to the database thread they took: a transaction's writes queued by ``run_later`` go
    with its next read or its COMMIT, so trips are fewer than statements."""
    backend = store._db
    for name in ("execute", "fetchall", "fetchone", "run_later"):
        original = getattr(backend, name, None)
        if original is None:  # (a store from before run_later, for comparisons)
            continue

        def counted(sql: str, params: Any = (), _original: Any = original, _name: str = name) -> Any:
            if measuring[0]:
                counts[_name] += 1
            return _original(sql, params)

        setattr(backend, name, counted)
    connection = getattr(backend, "db", None)
    if connection is not None:  # aiosqlite: each _execute is one trip to its thread
        trip = connection._execute

        def tripped(*args: Any, **kwargs: Any) -> Any:
            if measuring[0]:
                counts["trips"] += 1
            return trip(*args, **kwargs)

        connection._execute = tripped


async def statements_per_move(key: str, games: int, moves: int) -> tuple[float, float, int]:
    """Statements and trips to the database thread per move over ``games`` seeded games of ``key``
    (at most ``moves`` moves each)."""
    game = get_game(key)
    counts: Counter[str] = Counter()
    played = 0
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.db")
        try:
            table = Table.build(store)
            flow = GameFlow(table, NothingShown(), Leases(store, "bench"))  # type: ignore[arg-type]  # a stand-in
            measuring = [False]
            counting(store, counts, measuring)
            for seed in range(1, games + 1):
                lobby = await table.lobbies.open_lobby(key, None, seed, USERS[0], "p0")
                for index in range(1, game.min_players):
                    await table.lobbies.join(lobby.id, USERS[index], f"p{index}")
                record = await flow.start(lobby.id, USERS[0])
                rng = random.Random(seed)
                for _ in range(moves):
                    if record.status != "active":
                        break
                    seat = sorted(game.to_act(record.state))[0]
                    action = rng.choice(game.legal_actions(record.state, seat)).id
                    measuring[0] = True
                    record = (await flow.play(record.id, seat, action, expected_version=record.version)).game
                    measuring[0] = False
                    played += 1
            await flow.stop()
        finally:
            await store.close()
    trips = counts.pop("trips", 0)
    return sum(counts.values()) / max(1, played), trips / max(1, played), played


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=60)
    args = parser.parse_args(argv)
    for key in available_keys():
        per_move, trips, played = asyncio.run(statements_per_move(key, args.games, args.moves))
        print(
            f"{key:16s} {per_move:5.1f} statements, {trips:5.1f} trips to the database thread per move"
            f" ({played} moves by people through GameFlow.play)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
