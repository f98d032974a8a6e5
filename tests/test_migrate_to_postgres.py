"""An existing SQLite database copied into PostgreSQL, every row of every table, and play goes on."""

from __future__ import annotations

import asyncio
import json

import pytest

from rules import get_game
from rules.base import Result
from services.move_log import replay
from services.rematch import RematchService
from services.wiring import Table
from store import ACTIVE, FINISHED, UNDO, Store
from store import ratings as ratings_store
from store.clock import Clock
from store.migrate_to_postgres import MigrationRefused, main, migrate
from store.schema import TABLES

GAME = "mountain-miners"
ALICE, BOB, CAROL = 100, 101, 102
GUILD = 7_000_000_000_000_000_001  # a real snowflake needs BIGINT
PRIMARY_KEYS = {
    "games": "id",
    "seats": "game_id, seat",
    "moves": "game_id, version",
    "timers": "game_id, seat, kind",
    "results": "game_id, seat",
    "ratings": "guild_id, game_key, user_id",
    "abandon_votes": "game_id, user_id",
    "rematch_confirmations": "game_id, user_id",
    "lobby_invitations": "game_id, user_id",
    "seasons": "id",
}
JSON_COLUMNS = {"options", "state", "result", "events", "state_before", "timers_before"}


async def first_moves(table: Table, game_id: int, count: int):
    """Play ``count`` first-listed moves of whoever is to act; returns the record."""
    record = await table.store.get_game(game_id)
    game = get_game(record.game_key)
    for _ in range(count):
        decided = await table.changes.ai_decision(record)  # a seat on autopilot is played by the AI
        if decided is not None:
            record = (await table.changes.play(game_id, *decided, expected_version=record.version, by_ai=True)).game
            continue
        seat = min(game.to_act(record.state))
        record = (await table.changes.play(game_id, seat, game.legal_actions(record.state, seat)[0].id)).game
    return record


async def undoable_move(table: Table, game_id: int):
    """Play until a seat makes a move it may take back, and take it back (its row deleted, the saved
    states of the other moves kept)."""
    record = await table.store.get_game(game_id)
    game = get_game(record.game_key)
    for _ in range(60):
        seat = min(game.to_act(record.state))
        action = game.legal_actions(record.state, seat)[0].id
        moved = await table.changes.play(game_id, seat, action)
        live = await table.store.last_live_move(game_id)
        if live is not None and live.state_before is not None and live.seat == seat:
            try:
                return (await table.changes.undo(game_id, (ALICE, BOB, CAROL)[seat])).game
            except Exception:
                pass
        record = moved.game
    raise AssertionError("no move could be taken back")


async def fill_sqlite(path: str) -> dict[str, int]:
    """Games in every situation, made through the service as the bot makes them."""
    store = await Store.open(path)
    table = Table.build(store)
    clock = Clock(store)
    ids: dict[str, int] = {}
    try:
        # A rated game finished by a resignation, its results and ratings recorded.
        rated = await table.lobbies.open_lobby(GAME, GUILD, 11, host_id=ALICE, host_name="Ålice")
        await table.lobbies.join(rated.id, BOB, "Bob 🎲")
        await table.changes.start(rated.id, ALICE)
        await first_moves(table, rated.id, 4)
        ended = await table.changes.resign(rated.id, BOB)
        assert ended.game.status == FINISHED
        assert await ratings_store.record_game(store, ended.game, Result.from_json(ended.game.result))
        ids["rated"] = rated.id
        # Its rematch, asked for by Alice (her yes recorded), waiting for Bob's.
        ids["rematch"] = (await RematchService(table).ask(rated.id, ALICE)).chain.rematch.id
        # A game in play: moves, an undo, clocks, a seat handed to the AI, an abandon vote.
        live = await table.lobbies.open_lobby(GAME, GUILD, 12, host_id=ALICE, host_name="Ålice")
        await table.lobbies.join(live.id, BOB, "Bob 🎲")
        await table.lobbies.join(live.id, CAROL, "Carol")
        await table.changes.start(live.id, ALICE)
        await first_moves(table, live.id, 3)
        record = await undoable_move(table, live.id)
        await table.changes.hand_over(live.id, CAROL, CAROL)
        record = await store.get_game(live.id)
        await clock.sync(record, get_game(GAME).to_act(record.state), 300.0, now=1_000.25)
        # Whoever the deal put to act, Bob's seat gets a clock too (so the timers table is never empty).
        await clock.set_seat(live.id, 1, record.version, 120.0, now=1_000.5)
        await table.changes.abandon(live.id, BOB)
        ids["live"] = live.id
        # A lobby with a bot, and a cancelled one.
        lobby = await table.lobbies.open_lobby(GAME, GUILD, 13, host_id=BOB, host_name="Bob 🎲", bots=1)
        ids["lobby"] = lobby.id
        await table.store.add_invitation(lobby.id, CAROL, "Carol", "invited")  # a member the lobby waits on
        cancelled = await table.lobbies.open_lobby(GAME, None, 14, host_id=CAROL, host_name="Carol")
        await table.lobbies.cancel(cancelled.id, CAROL)
        ids["cancelled"] = cancelled.id
        # A server's season (a copied id its next season must follow).
        await store.open_season(GUILD, "Winter", 1_000.0, 90_000.0, 13, BOB)
    finally:
        await store.close()
    return ids


def normal(row, columns: list[str]) -> tuple:
    """A row as comparable values: JSON text as the document it holds (PostgreSQL may respace JSONB)."""
    return tuple(
        json.loads(value) if column in JSON_COLUMNS and value is not None else value
        for column, value in zip(columns, row)
    )


async def table_rows(store: Store, table: str) -> tuple[list[str], list[tuple]]:
    rows = await store._fetchall(f"SELECT * FROM {table} ORDER BY {PRIMARY_KEYS[table]}")
    columns = list(rows[0].keys()) if rows else []
    return columns, [normal(row, columns) for row in rows]


async def test_every_row_is_copied_and_play_goes_on(tmp_path, postgres_url):
    source = str(tmp_path / "tabletop.db")
    ids = await fill_sqlite(source)

    report = await migrate(source, postgres_url)

    old = await Store.open(source)
    new = await Store.open(postgres_url)
    try:
        assert new.backend == "postgres"
        assert await new.schema_version() == await old.schema_version()
        for table in TABLES:
            old_columns, old_rows = await table_rows(old, table)
            new_columns, new_rows = await table_rows(new, table)
            assert old_rows, f"the fixture left {table} empty: the copy of it would be untested"
            assert sorted(new_columns) == sorted(old_columns)
            order = [new_columns.index(column) for column in old_columns]
            assert [tuple(row[i] for i in order) for row in new_rows] == old_rows, table
            assert report.rows[table] == len(old_rows)
        # The same records through the store's own reads.
        for game_id in ids.values():
            assert await new.get_game(game_id) == await old.get_game(game_id)
            assert await new.moves(game_id) == await old.moves(game_id)
        # The log of the game with a take-back still replays, on PostgreSQL, to the state copied there.
        live_record, live_log = await new.get_game(ids["live"]), await new.moves(ids["live"])
        assert replay(get_game(GAME), live_record, live_log)[-1] == live_record.state
        assert len(live_log) == live_record.moves_logged and not any(m.action_id == UNDO for m in live_log)
        assert await ratings_store.leaderboard(new, GUILD, GAME) == await ratings_store.leaderboard(old, GUILD, GAME)
        assert await Clock(new).timers() == await Clock(old).timers()
        assert await new.abandon_votes(ids["live"]) == {BOB}

        # Play continues on PostgreSQL: a move, the clock, a vote that ends the game, and new games
        # numbered after the copied ones.
        table = Table.build(new)
        record = await new.get_game(ids["live"])
        assert record.status == ACTIVE
        assert await new.abandon_votes(ids["live"], at_version=record.version) == {BOB}  # it counts until the next move
        moved = await first_moves(table, ids["live"], 1)
        assert moved.version == record.version + 1 and len(await new.moves(ids["live"])) == record.moves_logged + 1
        await Clock(new).sync(moved, get_game(GAME).to_act(moved.state), 300.0, now=2_000.0)
        # Bob's vote lapsed with the move: Alice's vote alone does not end the game.
        assert (await table.changes.abandon(ids["live"], ALICE)).votes == {ALICE}
        ended = await table.changes.abandon(ids["live"], BOB)
        assert ended.ended and ended.votes == {ALICE, BOB}
        fresh = await table.lobbies.open_lobby(GAME, GUILD, 15, host_id=CAROL, host_name="Carol")
        assert fresh.id > max(ids.values())
        joined = await table.lobbies.join(ids["lobby"], ALICE, "Ålice")
        assert len(joined.seats) == 3 and (joined.seats[2].user_id, joined.seats[2].name) == (ALICE, "Ålice")
    finally:
        await old.close()
        await new.close()


async def test_a_target_that_holds_games_is_refused_and_left_alone(tmp_path, postgres_url):
    source = str(tmp_path / "tabletop.db")
    await fill_sqlite(source)
    await migrate(source, postgres_url)
    store = await Store.open(postgres_url)
    before = {t: len(await store._fetchall(f"SELECT 1 FROM {t}")) for t in TABLES}
    await store.close()

    with pytest.raises(MigrationRefused, match="not empty"):
        await migrate(source, postgres_url)
    # The command says no too (it runs its own event loop, so from a thread here).
    assert await asyncio.to_thread(main, ["--from", source, "--to", postgres_url]) == 1

    store = await Store.open(postgres_url)
    try:
        assert {t: len(await store._fetchall(f"SELECT 1 FROM {t}")) for t in TABLES} == before
    finally:
        await store.close()


async def test_the_command_needs_a_sqlite_file_and_a_postgres_url(tmp_path):
    with pytest.raises(MigrationRefused, match="no SQLite database"):
        await migrate(tmp_path / "missing.db", "postgresql://nobody@127.0.0.1:1/none")
    with pytest.raises(MigrationRefused, match="postgresql://"):
        await migrate(tmp_path / "missing.db", str(tmp_path / "other.db"))
