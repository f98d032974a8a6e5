"""Backups of the live database (SQLite's online backup) and the refusal of a newer schema."""

from __future__ import annotations

import asyncio
import concurrent.futures
import fcntl
import sqlite3
import subprocess
import sys
import time

import pytest

from rules import get_game
from rules.ai import choose_action
from services.wiring import Table
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
    table = Table.build(store)
    record = await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=3)
    record = await table.changes.start(record.id, 100)
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
            outcome = await table.changes.play(
                current.id, seat, action, expected_version=current.version, by_ai=current.seats[seat].is_ai
            )
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
    table = Table.build(store)
    await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=1)
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
    con.executescript(
        MIGRATIONS[0] + "; CREATE TABLE schema_version (version INTEGER NOT NULL);"
        " INSERT INTO schema_version VALUES (1);"
    )
    con.close()
    store = await Store.open(old)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await store.games_with_status("active") == []
    finally:
        await store.close()


# ------------------------------------------------------------------ backups at the same time
def small_database(path, rows: int = 2000) -> None:
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("CREATE TABLE t (x INTEGER, pad TEXT)")
    con.executemany("INSERT INTO t VALUES (?, ?)", [(i, "x" * 200) for i in range(rows)])
    con.commit()
    con.close()


def rows_in(path) -> int:
    con = sqlite3.connect(path)
    try:
        return con.execute("SELECT COUNT(*) FROM t").fetchone()[0]
    finally:
        con.close()


def test_backups_at_the_same_instant_both_succeed_into_their_own_files(tmp_path, monkeypatch):
    """Eight backups started together, all stamped with the same instant (the clock stands still):
    each is complete and none replaced another (before: "disk I/O error", "readonly database")."""
    db = tmp_path / "live.db"
    small_database(db)
    monkeypatch.setattr(backup_module.time, "time", lambda: 1_700_000_000.25)
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        infos = list(pool.map(lambda _: backup_database(db), range(8)))
    paths = {info.path for info in infos}
    assert len(paths) == 8
    assert {p.name for p in paths} == {"live-20231114-221320-250000.db"} | {
        f"live-20231114-221320-250000-{n}.db" for n in range(1, 8)
    }
    assert backup_module.backups_of(tmp_path / "backups", db)[0].name == "live-20231114-221320-250000.db"
    for path in paths:
        assert read_rows_and_verdict(path) == ("ok", 2000)
    assert not list((tmp_path / "backups").glob("*.partial"))


def read_rows_and_verdict(path) -> tuple[str, int]:
    con = sqlite3.connect(path)
    try:
        return con.execute("PRAGMA integrity_check").fetchone()[0], con.execute("SELECT COUNT(*) FROM t").fetchone()[0]
    finally:
        con.close()


def test_a_later_backup_in_the_same_second_keeps_the_first_file(tmp_path, monkeypatch):
    db = tmp_path / "live.db"
    small_database(db, rows=10)
    monkeypatch.setattr(backup_module.time, "time", lambda: 1_700_000_000.0)
    first = backup_database(db)
    con = sqlite3.connect(db)
    con.execute("INSERT INTO t VALUES (99, 'later')")
    con.commit()
    con.close()
    second = backup_database(db)
    assert first.path != second.path
    assert (rows_in(first.path), rows_in(second.path)) == (10, 11)


def run_backup_process(db, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "store.backup", "--db", str(db), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_backups_from_two_processes_run_one_after_the_other(tmp_path):
    db = tmp_path / "live.db"
    small_database(db)
    lock = db.with_name(db.name + backup_module.LOCK_SUFFIX)
    # Hold the database's backup lock as another process's backup would: the new one waits for it.
    with open(lock, "a+b") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        waiting = run_backup_process(db)
        other = run_backup_process(db)
        time.sleep(1.5)  # ample for a backup of this size; both must still be waiting for the lock
        assert waiting.poll() is None and other.poll() is None
        assert not (tmp_path / "backups").exists() or not list((tmp_path / "backups").glob("live-*.db"))
        fcntl.flock(held.fileno(), fcntl.LOCK_UN)
    outputs = [process.communicate(timeout=60) for process in (waiting, other)]
    assert [process.returncode for process in (waiting, other)] == [0, 0], outputs
    written = sorted((tmp_path / "backups").glob("live-*.db"))
    assert len(written) == 2 and all(read_rows_and_verdict(path) == ("ok", 2000) for path in written)


def test_only_the_newest_backups_are_kept(tmp_path, monkeypatch):
    db = tmp_path / "live.db"
    small_database(db, rows=1)
    folder = tmp_path / "backups"
    folder.mkdir()
    unrelated = [folder / "other-20200101-000000.db", folder / "live-notes.txt", folder / "live.db"]
    for path in unrelated:
        path.write_text("not ours")
    clock = iter(1_700_000_000.0 + n for n in range(100))
    monkeypatch.setattr(backup_module.time, "time", lambda: next(clock))
    made = [backup_database(db, keep=3) for _ in range(5)]
    kept = backup_module.backups_of(folder, db)
    assert kept == [info.path for info in made[-3:]]
    assert made[3].removed == (made[0].path,) and made[4].removed == (made[1].path,)
    assert all(path.read_text() == "not ours" for path in unrelated)
    # keep=0 keeps every one; a backup to a named file never deletes anything.
    backup_database(db, keep=0)
    backup_database(db, tmp_path / "elsewhere.db", keep=1)
    assert len(backup_module.backups_of(folder, db)) == 4


def test_retention_from_the_command_line_and_the_environment(tmp_path, monkeypatch, capsys):
    db = tmp_path / "live.db"
    small_database(db, rows=1)
    for _ in range(3):
        assert backup_module.main(["--db", str(db), "--keep", "2"]) == 0
    assert len(backup_module.backups_of(tmp_path / "backups", db)) == 2
    monkeypatch.setenv("TABLETOP_BACKUP_KEEP", "1")
    assert backup_module.main(["--db", str(db)]) == 0
    assert len(backup_module.backups_of(tmp_path / "backups", db)) == 1
    assert "older backup(s) removed" in capsys.readouterr().out
    monkeypatch.setenv("TABLETOP_BACKUP_KEEP", "all")
    assert backup_module.main(["--db", str(db)]) == 2
    assert "TABLETOP_BACKUP_KEEP must be a whole number from 0 to 100000" in capsys.readouterr().err
