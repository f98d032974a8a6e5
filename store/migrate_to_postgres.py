"""Copy a SQLite database of the bot into an empty PostgreSQL database, every row of every table.

    python -m store.migrate_to_postgres --from var/tabletop.db --to postgresql://user:pass@host/db

(``--from`` defaults to ``$TABLETOP_DB``, ``--to`` to ``$DATABASE_URL``.) Stop the bot first: a move
made during the copy would not be in it. The SQLite file is first brought to the code's schema
version (as the bot would on start); the PostgreSQL database gets the same version. The copy is one
PostgreSQL transaction: it is all there or not at all. A target that already holds games, seats,
moves, timers, results, ratings or votes is refused, so a second run never mixes two databases.
Game ids are kept, so thread links and logs keep meaning the same games.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from store import Store
from store.backend import PostgresBackend, SqliteBackend, describe_database, is_postgres_url
from store.schema import TABLES


class MigrationRefused(Exception):
    """The copy was not made; the message says why in a person's words."""


@dataclass(frozen=True)
class CopyReport:
    rows: dict[str, int]  # table -> rows copied

    def describe(self) -> str:
        return ", ".join(f"{count} {table}" for table, count in self.rows.items())


async def migrate(source: str | Path, target: str) -> CopyReport:
    """Copy every row of the SQLite database ``source`` into the empty PostgreSQL database ``target``."""
    if not is_postgres_url(target):
        raise MigrationRefused(f"The target must be a postgresql:// URL, not {describe_database(target)!r}.")
    if is_postgres_url(source) or not Path(source).is_file():
        raise MigrationRefused(f"There is no SQLite database at {source}.")
    origin = await Store.open(source)  # refuses a file newer than this code; upgrades an older one
    try:
        destination = await Store.open(target)
        try:
            return await _copy(_sqlite(origin), _postgres(destination))
        finally:
            await destination.close()
    finally:
        await origin.close()


def _sqlite(store: Store) -> SqliteBackend:
    backend = store._db
    assert isinstance(backend, SqliteBackend)
    return backend


def _postgres(store: Store) -> PostgresBackend:
    backend = store._db
    assert isinstance(backend, PostgresBackend)
    return backend


async def _copy(source: SqliteBackend, target: PostgresBackend) -> CopyReport:
    copied: dict[str, int] = {}
    async with target.transaction():
        # No one else writes these tables until the copy commits (a bot started too early waits).
        await target.execute(f"LOCK TABLE {', '.join(TABLES)} IN EXCLUSIVE MODE")
        for table in TABLES:
            if await target.fetchone(f"SELECT 1 FROM {table} LIMIT 1") is not None:
                raise MigrationRefused(
                    f"The PostgreSQL database is not empty (table {table} has rows); copy into a new database."
                )
        for table in TABLES:
            copied[table] = await _copy_table(source, target, table)
        # New games and seasons continue after the copied ids.
        for table in ("games", "seasons"):
            await target.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM {table}"
            )
    return CopyReport(copied)


async def _copy_table(source: SqliteBackend, target: PostgresBackend, table: str) -> int:
    """Copy one table's rows, each value converted to its PostgreSQL column's type."""
    columns = [str(row[1]) for row in await source.fetchall(f"PRAGMA table_info({table})")]
    types = {
        str(row[0]): str(row[1])
        for row in await target.fetchall(
            "SELECT column_name, data_type FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ?",
            (table,),
        )
    }
    missing = [column for column in columns if column not in types]
    if missing:
        raise MigrationRefused(f"The PostgreSQL table {table} has no column {', '.join(missing)}.")
    converters = [_converter(types[column]) for column in columns]
    rows = await source.fetchall(f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid")
    values = [tuple(convert(value) for convert, value in zip(converters, row)) for row in rows]
    if values:
        marks = ", ".join("?" for _ in columns)
        await target.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", values)
    return len(values)


def _converter(data_type: str) -> Callable[[Any], Any]:
    """SQLite is loose about types (a REAL column may hold an integer); PostgreSQL's driver is not."""
    if data_type in ("double precision", "real"):
        return lambda value: None if value is None else float(value)
    if data_type in ("bigint", "integer", "smallint"):
        return lambda value: None if value is None else int(value)
    return lambda value: value  # text, json, jsonb: the JSON text as SQLite holds it


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m store.migrate_to_postgres", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--from",
        dest="source",
        default=os.environ.get("TABLETOP_DB", "").strip() or "var/tabletop.db",
        help="the SQLite database (default: $TABLETOP_DB or var/tabletop.db)",
    )
    parser.add_argument(
        "--to",
        dest="target",
        default=os.environ.get("DATABASE_URL", "").strip(),
        help="the empty PostgreSQL database, postgresql://... (default: $DATABASE_URL)",
    )
    args = parser.parse_args(argv)
    if not args.target:
        print("Say where to copy to: --to postgresql://... or DATABASE_URL.", file=sys.stderr)
        return 2
    try:
        report = asyncio.run(migrate(args.source, args.target))
    except MigrationRefused as problem:
        print(problem, file=sys.stderr)
        return 1
    print(f"Copied {args.source} into {describe_database(args.target)}: {report.describe()}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
