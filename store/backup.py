"""Consistent copies of the live database, made with SQLite's online backup API.

The database runs in WAL mode, so copying the file while the bot runs can produce a torn copy
(the newest moves live in the -wal file). The online backup reads every page inside one read
transaction on its own connection: the copy holds exactly the moves committed before it began,
and writers are not blocked meanwhile (WAL lets one writer and readers work at once).

    python -m store.backup [--db var/tabletop.db] [--out FOLDER_OR_FILE] [--keep N]   (also: make backup)

Backups of one database run one after the other, even from several processes (a lock file next to
the database), and each gets its own name (the time to the microsecond, and a counter should two
ever share it), so two backups never write the same file. After a backup into a folder, the oldest
backups of that database in the folder beyond the newest ``keep`` are deleted (TABLETOP_BACKUP_KEEP,
default :data:`DEFAULT_KEEP`; 0 keeps every one).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sqlite3
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

from store.database_url import describe_database, is_postgres_url

fcntl: ModuleType | None
try:
    import fcntl
except ImportError:  # Windows: backups are serialised within one process only
    fcntl = None

BACKUP_FOLDER = "backups"  # next to the database unless --out says otherwise
KEEP_ENV = "TABLETOP_BACKUP_KEEP"
DEFAULT_KEEP = 30  # a month of daily backups
MAX_KEEP = 100_000
LOCK_SUFFIX = ".backup-lock"  # the lock file sits next to the database it serialises
LOCK_WAIT = 600.0  # seconds a backup waits for another one of the same database before giving up
_in_process = threading.Lock()  # flock already excludes other threads; this covers systems without it


class BackupError(Exception):
    """The backup could not be made; the message says why in a person's words."""


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    size: int  # bytes
    seconds: float
    removed: tuple[Path, ...] = ()  # older backups deleted to keep the newest ``keep``

    def describe(self) -> str:
        pruned = f"; {len(self.removed)} older backup(s) removed" if self.removed else ""
        return f"{self.path} ({human_size(self.size)}, {self.seconds:.2f} s{pruned})"


def parse_keep(raw: str) -> int:
    """How many backups to keep, from its text; ValueError says what is allowed."""
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or int(text) > MAX_KEEP:
        raise ValueError(f"a whole number from 0 to {MAX_KEEP} (how many backups to keep; 0 keeps every one)")
    return int(text)


def human_size(size: int) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1024  # type: ignore[assignment]  # bytes become fractional kilobytes, megabytes, ...
    raise AssertionError("unreachable")


def default_target(database: str | Path, now: float | None = None, counter: int = 0) -> Path:
    """``<database folder>/backups/<name>-YYYYmmdd-HHMMSS-ffffff.db`` in UTC (``-N`` added for ``counter``)."""
    db = Path(database)
    return db.parent / BACKUP_FOLDER / backup_name(db, now, counter)


def backup_name(database: str | Path, now: float | None = None, counter: int = 0) -> str:
    moment = datetime.fromtimestamp(now if now is not None else time.time(), UTC)
    suffix = f"-{counter}" if counter else ""
    return f"{Path(database).stem}-{moment.strftime('%Y%m%d-%H%M%S-%f')}{suffix}.db"


def backup_database(database: str | Path, target: str | Path | None = None, keep: int = DEFAULT_KEEP) -> BackupInfo:
    """Copy the live database at ``database`` to ``target`` (a file, or a folder to put it in).

    Safe while the bot is running. The copy is written under a temporary name, switched to the
    rollback journal (a single self-contained file), checked with ``PRAGMA integrity_check``, and
    only then given its final name, so a file with the final name is always a complete backup.
    Backups of one database wait for each other; a backup into a folder never replaces an earlier
    one, and afterwards leaves only the newest ``keep`` of that database's backups there (0: all).
    """
    started = time.monotonic()
    if is_postgres_url(database):
        raise BackupError(
            "The games are on a PostgreSQL server (DATABASE_URL): back it up with the server's own tool,"
            ' e.g.  pg_dump --format=custom --file=tabletop.dump "$DATABASE_URL"  (this command copies SQLite files '
            "only)."
        )
    source_path = Path(database)
    if not source_path.is_file():
        raise BackupError(f"There is no database at {describe_database(source_path)}; set TABLETOP_DB or pass --db.")
    with _one_backup_at_a_time(source_path):
        final, into_folder = _final_path(source_path, target)
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
        removed = prune_backups(final.parent, source_path, keep) if into_folder else []
    return BackupInfo(final, final.stat().st_size, time.monotonic() - started, tuple(removed))


@contextlib.contextmanager
def _one_backup_at_a_time(source: Path) -> Iterator[None]:
    """Hold the database's backup lock: an exclusive ``flock`` on ``<database>.backup-lock``, which
    every process backing up the same file takes, so their copies run one after the other."""
    lock_path = source.with_name(source.name + LOCK_SUFFIX)
    with _in_process:
        if fcntl is None:
            yield
            return
        try:
            handle = open(lock_path, "a+b")  # noqa: SIM115  # held, and closed, around the copy below
        except OSError as error:
            raise BackupError(f"Cannot create the backup lock {lock_path} ({error.strerror}).") from None
        try:
            deadline = time.monotonic() + LOCK_WAIT
            while True:
                try:
                    fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise BackupError(
                            f"Another backup of {source} has held {lock_path} for {LOCK_WAIT:.0f} s; "
                            "try again when it has finished."
                        ) from None
                    time.sleep(0.05)
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        finally:
            handle.close()


def _final_path(source: Path, target: str | Path | None) -> tuple[Path, bool]:
    """Where the copy goes, and whether that is a folder of dated backups (the file name is ours)."""
    if target is None:
        folder = source.parent / BACKUP_FOLDER
    else:
        path = Path(target)
        # A folder when it is one, or when the name has no extension (a file is named like x.db).
        if not (path.is_dir() or str(target).endswith(os.sep) or not path.suffix):
            if path.resolve() == source.resolve():
                raise BackupError("The backup cannot overwrite the live database; choose another file.")
            _make_folder(path.parent)
            return path, False
        folder = path
    _make_folder(folder)
    now = time.time()
    counter = 0
    # Under the lock no other backup picks a name meanwhile, so the first free one stays free.
    while (folder / backup_name(source, now, counter)).exists():
        counter += 1
    return folder / backup_name(source, now, counter), True


def _make_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise BackupError(f"Cannot create the backup folder {folder} ({error.strerror}).") from None


def backups_of(folder: Path, database: str | Path) -> list[Path]:
    """The backups of ``database`` that ``folder`` holds (by their dated names), oldest first."""
    pattern = re.compile(re.escape(Path(database).stem) + r"-(\d{8}-\d{6})(?:-(\d{6}))?(?:-(\d+))?\.db")
    found = []
    for path in folder.iterdir() if folder.is_dir() else ():
        match = pattern.fullmatch(path.name)
        if match and path.is_file():
            found.append(((match[1], match[2] or "000000", int(match[3] or 0)), path))
    return [path for _, path in sorted(found)]


def prune_backups(folder: Path, database: str | Path, keep: int) -> list[Path]:
    """Delete the oldest backups of ``database`` in ``folder`` beyond the newest ``keep`` (0: none);
    the deleted paths. Only files named like our backups are ever touched."""
    if keep <= 0:
        return []
    backups = backups_of(folder, database)
    doomed = backups[: max(0, len(backups) - keep)]
    for path in doomed:
        path.unlink(missing_ok=True)
    return doomed


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
    parser.add_argument(
        "--db",
        default=os.environ.get("TABLETOP_DB", "").strip() or "var/tabletop.db",
        help="the live database (default: $TABLETOP_DB or var/tabletop.db)",
    )
    parser.add_argument(
        "--out", default=None, help="backup file (x.db), or folder for it (default: backups/ next to the database)"
    )
    parser.add_argument(
        "--keep",
        default=None,
        help=f"backups of this database to keep in the folder (default: ${KEEP_ENV} or {DEFAULT_KEEP}; "
        "0 keeps every one)",
    )
    args = parser.parse_args(argv)
    keep_text, keep_source = (
        (args.keep, "--keep") if args.keep is not None else (os.environ.get(KEEP_ENV, ""), KEEP_ENV)
    )
    try:
        keep = parse_keep(keep_text) if keep_text.strip() else DEFAULT_KEEP
    except ValueError as problem:
        print(f"{keep_source} must be {problem} (it is {keep_text!r}).", file=sys.stderr)
        return 2
    try:
        info = backup_database(args.db, args.out, keep)
    except BackupError as problem:
        print(problem, file=sys.stderr)
        return 1
    print(f"Backup written: {info.describe()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
