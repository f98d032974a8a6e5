"""Backups of the live database (SQLite's online backup) and the refusal of a newer schema."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from rules import get_game
from rules.ai import choose_action
from services.table import TableService
from store import SchemaTooNew, Store
from store import backup as backup_module
from store.backup import BackupError, backup_database
from store.schema import MIGRATIONS

GAME = "mountain-miners"


def read_backup(path) -> tuple[str, list[int], int]:
    """(integrity verdict, logged move versions, the game's version) of a backup file."""
    con = sqlite3.connect(path)
    try:
        verdict = con.execute("PRAGMA integrity_check").fetchone()[0]
        versions = [row[0] for row in con.execute("SELECT version FROM moves ORDER BY version")]
        game_version = con.execute("SELECT version FROM games").fetchone()[0]
        return verdict, versions, game_version
    finally:
        con.close()


async def test_backup_during_play_holds_every_acknowledged_move(tmp_path):
    db = tmp_path / "live.db"
    store = await Store.open(db)
    table = TableService(store)
    record = await table.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=3)
    record = await table.start(record.id, 100)
    acknowledged: list[int] = []
    stop = asyncio.Event()

    async def keep_playing() -> None:
        # Every seat (the host's too) plays random moves through the service, one committed move after another;
        # the bots' seats as the AI, the host's as the host.
        current = record
        game = get_game(GAME)
        while not stop.is_set() and current.status == "active":
            seat = min(game.to_act(current.state))
            action = choose_action("random", game, current.state, seat)
            outcome = await table.play(current.id, seat, action, expected_version=current.version,
                                       by_ai=current.seats[seat].is_ai)
            acknowledged.append(outcome.game.version)
            current = outcome.game
            await asyncio.sleep(0)

    player = asyncio.create_task(keep_playing())
    try:
        backups = []
        for number in range(4):
            while len(acknowledged) < 3 * (number + 1) and not player.done():
                await asyncio.sleep(0.001)
            before = list(acknowledged)  # every move acknowledged before this backup starts
            during = len(acknowledged)
            info = await asyncio.to_thread(backup_database, db, tmp_path / "backups" / f"b{number}.db")
            backups.append((info, before, len(acknowledged) - during))
    finally:
        stop.set()
        await player
        await store.close()
    assert not player.exception()
    for info, before, _ in backups:
        verdict, versions, game_version = read_backup(info.path)
        assert verdict == "ok"
        assert set(before) <= set(versions), "an acknowledged move is missing from the backup"
        # A consistent snapshot: the log has no gaps and the game row matches its last logged move.
        assert versions == list(range(2, 2 + len(versions)))
        assert game_version == versions[-1]
        assert info.size == info.path.stat().st_size > 0
        assert not info.path.with_name(info.path.name + ".partial").exists()
    assert len(acknowledged) > len(backups[-1][1]), "play went on while backups were made"


async def test_backup_copy_is_self_contained(tmp_path):
    db = tmp_path / "live.db"
    store = await Store.open(db)
    table = TableService(store)
    await table.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=1)
    info = backup_database(db, tmp_path / "out")  # a folder: the file gets a dated name inside it
    await store.close()
    assert info.path.parent == tmp_path / "out" and info.path.name.startswith("live-")
    con = sqlite3.connect(info.path)
    try:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        assert con.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 2
    finally:
        con.close()


def test_backup_refuses_missing_database_and_overwriting_it(tmp_path):
    with pytest.raises(BackupError, match="no database"):
        backup_database(tmp_path / "nothing.db")
    db = tmp_path / "live.db"
    sqlite3.connect(db).close()
    with pytest.raises(BackupError, match="cannot overwrite the live database"):
        backup_database(db, db)


def test_backup_command_line(tmp_path, capsys):
    db = tmp_path / "live.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE t (x)")
    con.execute("INSERT INTO t VALUES (42)")
    con.commit()
    con.close()
    assert backup_module.main(["--db", str(db)]) == 0
    written = list((tmp_path / "backups").glob("live-*.db"))
    assert len(written) == 1
    assert "Backup written: " in capsys.readouterr().out
    assert sqlite3.connect(written[0]).execute("SELECT x FROM t").fetchone()[0] == 42
    assert backup_module.main(["--db", str(tmp_path / "missing.db")]) == 1
    assert "no database" in capsys.readouterr().err


async def test_newer_schema_is_refused_and_left_untouched(tmp_path):
    db = tmp_path / "future.db"
    store = await Store.open(db)
    await store.close()
    newer = len(MIGRATIONS) + 1
    con = sqlite3.connect(db)
    con.execute("UPDATE schema_version SET version = ?", (newer,))
    con.execute("CREATE TABLE from_the_future (x)")
    con.commit()
    con.close()
    with pytest.raises(SchemaTooNew) as refused:
        await Store.open(db)
    assert (refused.value.found, refused.value.known) == (newer, len(MIGRATIONS))
    con = sqlite3.connect(db)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchone()[0] == newer
    finally:
        con.close()


async def test_older_schema_is_migrated_forward(tmp_path):
    # A file made by the first version of the code gets exactly the missing migrations on open.
    old = tmp_path / "old.db"
    con = sqlite3.connect(old)
    con.executescript(MIGRATIONS[0] + "; CREATE TABLE schema_version (version INTEGER NOT NULL);"
                      " INSERT INTO schema_version VALUES (1);")
    con.close()
    store = await Store.open(old)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await store.games_with_status("active") == []
    finally:
        await store.close()
