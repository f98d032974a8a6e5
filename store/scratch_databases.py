"""Throw-away PostgreSQL databases for tests and benchmarks: made on a server, dropped after use."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit


def on_database(url: str, name: str) -> str:
    """``url`` (any database of a PostgreSQL server) pointing at database ``name`` of the same server."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


async def run_on_server(url: str, sql: str) -> None:
    """One statement on its own connection (CREATE and DROP DATABASE cannot run in a transaction)."""
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        await connection.execute(sql)
    finally:
        await connection.close()


@contextlib.asynccontextmanager
async def scratch_database(server: str, prefix: str = "t_") -> AsyncIterator[str]:
    """A new, empty database on ``server`` (its URL), dropped afterwards whatever still holds it."""
    name = prefix + uuid.uuid4().hex[:16]
    await run_on_server(server, f'CREATE DATABASE "{name}"')
    try:
        yield on_database(server, name)
    finally:
        await run_on_server(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
