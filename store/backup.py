"""Consistent copies of the live database, made with SQLite's online backup API.

The database runs in WAL mode, so copying the file while the bot runs can produce a torn copy
(the newest moves live in the -wal file). The online backup reads every page inside one read
transaction on its own connection: the copy holds exactly the moves committed before it began,
and writers are not blocked meanwhile (WAL lets one writer and readers work at once).

    python -m store.backup [--db var/tabletop.db] [--out FOLDER_OR_FILE]      (also: make backup)
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import time
from dataclasses import dataclass
from pathlib import Path

BACKUP_FOLDER = "backups"  # next to the database unless --out says otherwise


class BackupError(Exception):
    """The backup could not be made; the message says why in a person's words."""


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    size: int  # bytes
    seconds: float

    def describe(self) -> str:
        return f"{self.path} ({human_size(self.size)}, {self.seconds:.2f} s)"


def human_size(size: int) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1024  # type: ignore[assignment]
    raise AssertionError("unreachable")


def default_target(database: str | Path, now: float | None = None) -> Path:
    """``<database folder>/backups/<name>-YYYYmmdd-HHMMSS.db`` in UTC."""
    db = Path(database)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now if now is not None else time.time()))
    return db.parent / BACKUP_FOLDER / f"{db.stem}-{stamp}.db"


def backup_database(database: str | Path, target: str | Path | None = None) -> BackupInfo:
    """Copy the live database at ``database`` to ``target`` (a file, or a folder to put it in).

    Safe while the bot is running. The copy is written under a temporary name, switched to the
    rollback journal (a single self-contained file), checked with ``PRAGMA integrity_check``, and
    only then given its final name, so a file with the final name is always a complete backup.
    """
    started = time.monotonic()
    if str(database).startswith(("postgresql://", "postgres://")):
        raise BackupError(
            "The games are on a PostgreSQL server (DATABASE_URL): back it up with the server's own tool,"
            " e.g.  pg_dump --format=custom --file=tabletop.dump \"$DATABASE_URL\"  (this command copies SQLite files only)."
        )
    source_path = Path(database)
    if not source_path.is_file():
        raise BackupError(f"There is no database at {source_path}; set TABLETOP_DB or pass --db.")
    final = _final_path(source_path, target)
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise BackupError(f"Cannot create the backup folder {final.parent} ({error.strerror}).") from None
    partial = final.with_name(final.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        _copy(source_path, partial)
        _check(partial)
        os.replace(partial, final)
    except sqlite3.Error as error:
        partial.unlink(missing_ok=True)
        raise BackupError(f"The backup failed: {error}.") from None
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise BackupError(f"Cannot write the backup to {final.parent} ({error.strerror}).") from None
    return BackupInfo(final, final.stat().st_size, time.monotonic() - started)


def _final_path(source: Path, target: str | Path | None) -> Path:
    if target is None:
        return default_target(source)
    path = Path(target)
    # A folder when it is one, or when the name has no extension (a file is named like x.db).
    if path.is_dir() or str(target).endswith(os.sep) or not path.suffix:
        return path / default_target(source).name
    if path.resolve() == source.resolve():
        raise BackupError("The backup cannot overwrite the live database; choose another file.")
    return path


def _copy(source: Path, partial: Path) -> None:
    # Its own connection: the bot's connection keeps serving moves while this one reads.
    live = sqlite3.connect(source, timeout=10)
    copy = sqlite3.connect(partial)
    try:
        # pages=-1 copies everything in one step, i.e. in one read transaction: one consistent snapshot.
        live.backup(copy, pages=-1)
        copy.execute("PRAGMA journal_mode=DELETE")  # the copy needs no -wal file beside it
    finally:
        copy.close()
        live.close()


def _check(path: Path) -> None:
    con = sqlite3.connect(path)
    try:
        verdict = con.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        con.close()
    if verdict != "ok":
        raise sqlite3.DatabaseError(f"integrity check of the copy says {verdict!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m store.backup", description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", default=os.environ.get("TABLETOP_DB", "").strip() or "var/tabletop.db",
                        help="the live database (default: $TABLETOP_DB or var/tabletop.db)")
    parser.add_argument("--out", default=None, help="backup file (x.db), or folder for it (default: backups/ next to the database)")
    args = parser.parse_args(argv)
    try:
        info = backup_database(args.db, args.out)
    except BackupError as problem:
        print(problem, file=sys.stderr)
        return 1
    print(f"Backup written: {info.describe()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
