"""How many SQL statements one move costs, game by game: through the game flow, and through a
whole picker click.

The flow (default): seeded random games of every title are played by people through
``GameFlow.play`` on a fresh SQLite file, with a publisher that shows nothing, and every statement
the store sends is counted, and the trips to the database thread they take (each trip wakes the
event loop: this is the store's share of a move's CPU). Transactions' BEGIN and COMMIT are not
counted as statements (they ride along with other statements' trips).

A whole click (``--clicks N``): the unmodified ``bot.py`` runs against the fake Discord
(``tests/fake_discord``) under ``bench/counted_bot.py``, two members open a table of each title and
play ``N`` moves through the Take turn picker, and each click on a move is counted from the
component's gate to the refreshed picker: the games read, the member settings read, the SQL
statements, the transactions, the requests to Discord (the turn post, the private views, the
picker's own answer). ``--database URL`` runs the bot on that PostgreSQL database instead of a
fresh SQLite file (the database must be empty).

    python -m bench.move_statements [--games 3] [--moves 60]
    python -m bench.move_statements --clicks 8 [--game solstis]
"""

from __future__ import annotations

import argparse
import asyncio
import json
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

    async def send_turn_post(self, record: Any, owed: Any, facts: Any) -> int:
        self.next_id += 1
        return self.next_id

    async def edit_turn_post(self, record: Any, message_id: int, start: int, facts: Any) -> bool:
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


# ---------------------------------------------------------------------------------- a whole click
COUNTED_BOT = Path(__file__).resolve().parent / "counted_bot.py"
CLICK_FIGURES = ("game_reads", "settings_reads", "statements", "transactions", "discord_requests")


async def click_counts(
    key: str, clicks: int, workdir: Path, *, seed: int = 1, database: str | None = None
) -> list[dict[str, Any]]:
    """What each of ``clicks`` moves picked on the Take turn picker cost, in a two-member game of
    ``key`` played by the real bot against the fake Discord (``bench/counted_bot.py`` counts): one
    dict per click that played a move (``CLICK_FIGURES``, ``moves``, ``custom_id``), in order."""
    from tests.e2e_helpers import latest_board, legal_choices, newest_shown, open_table, picker_moves, wait_board_after
    from tests.fake_discord.harness import running_bot

    out = Path(workdir) / "clicks.jsonl"
    env = {"TABLETOP_CLICK_COUNTS": str(out), "TABLETOP_AI_DELAY": "0", "TABLETOP_READY_WAIT": "0.3"}
    if database is not None:
        env["TABLETOP_DB"] = database
    rng = random.Random(seed)
    async with running_bot(workdir, env=env, script=COUNTED_BOT) as (fake, _bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, key, [world.bob], bots=0)
        for _ in range(clicks):
            movers = [user for user in (world.alice, world.bob) if await legal_choices(fake, user, thread)]
            if not movers:
                break  # the game is over
            board = latest_board(fake, thread)
            take = next(custom_id for label, custom_id, _ in board.buttons() if label == "Take turn")
            opened = await fake.click(movers[0], board, take)
            await opened.wait_done()
            picker = opened.message
            kind, custom_id = rng.choice(picker_moves(picker))
            shown = newest_shown(fake, thread)
            if kind == "button":
                click = await fake.click(movers[0], picker, custom_id)
            else:
                options = picker.component(custom_id)["options"]
                click = await fake.select(movers[0], picker, custom_id, [rng.choice(options)["value"]])
            await click.wait_done()
            await wait_board_after(fake, thread, shown)
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return [line for line in lines if line.get("moves") == 1]


def click_summary(counts: list[dict[str, Any]]) -> dict[str, tuple[float, int]]:
    """Each figure's mean and most over the clicks."""
    return {
        name: (
            sum(c.get(name, 0) for c in counts) / max(1, len(counts)),
            max((c.get(name, 0) for c in counts), default=0),
        )
        for name in CLICK_FIGURES
    }


async def print_click_counts(keys: list[str], clicks: int, database: str | None) -> None:
    for key in keys:
        with tempfile.TemporaryDirectory() as tmp:
            counts = await click_counts(key, clicks, Path(tmp), database=database)
        figures = click_summary(counts)
        shown = ", ".join(f"{name} {mean:.1f} (most {most})" for name, (mean, most) in figures.items())
        print(f"{key:16s} {len(counts)} clicks: {shown}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--clicks", type=int, default=0, help="count whole picker clicks (this many per title)")
    parser.add_argument("--game", default="all", help="one title's key for --clicks (default: every title)")
    parser.add_argument("--database", default=None, help="an empty PostgreSQL database's URL for --clicks")
    args = parser.parse_args(argv)
    if args.clicks:
        keys = available_keys() if args.game == "all" else [args.game]
        asyncio.run(print_click_counts(list(keys), args.clicks, args.database))
        return 0
    for key in available_keys():
        per_move, trips, played = asyncio.run(statements_per_move(key, args.games, args.moves))
        print(
            f"{key:16s} {per_move:5.1f} statements, {trips:5.1f} trips to the database thread per move"
            f" ({played} moves by people through GameFlow.play)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
