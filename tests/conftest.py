"""Shared fixtures: every store, service and clock test runs on both databases the store supports.

``database`` is the address of a fresh, empty database, once for SQLite (a file in the test's
temporary directory) and once for PostgreSQL (a database created for the test on the server named by
``TABLETOP_TEST_DATABASE_URL``, dropped afterwards). ``Store.open(database)`` opens it; a test may
open it again to play a restart.

Without ``TABLETOP_TEST_DATABASE_URL`` the PostgreSQL runs are skipped with that reason locally, and
FAIL under CI (``CI=true``): CI must never pass by not testing PostgreSQL. ``ci/postgres.sh`` starts a
throw-away server and sets the variable (``make test-pg``, ``.ci/run``).
"""

from __future__ import annotations

import contextlib
import os
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest

TEST_DATABASE_URL = "TABLETOP_TEST_DATABASE_URL"
BACKENDS = ("sqlite", "postgres")


def postgres_server_url() -> str:
    """The test server's URL, or skip (locally) / fail (CI) with the reason."""
    url = os.environ.get(TEST_DATABASE_URL, "").strip()
    if url:
        return url
    reason = f"{TEST_DATABASE_URL} is not set: no PostgreSQL server to test on (run `make test-pg`)"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(reason + " — CI must test PostgreSQL", pytrace=False)
    pytest.skip(reason)


def with_database(url: str, name: str) -> str:
    """``url`` pointing at database ``name`` on the same server."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


async def _admin(url: str, sql: str) -> None:
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        await connection.execute(sql)
    finally:
        await connection.close()


@contextlib.asynccontextmanager
async def fresh_postgres_database():
    """A new database on the test server (its URL), dropped afterwards whatever still holds it."""
    server = postgres_server_url()
    name = "t_" + uuid.uuid4().hex[:16]
    await _admin(server, f'CREATE DATABASE "{name}"')
    try:
        yield with_database(server, name)
    finally:
        await _admin(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=BACKENDS)
async def database(request, tmp_path):
    """A fresh database of each backend: a SQLite file path, or the URL of a new PostgreSQL database."""
    if request.param == "sqlite":
        yield str(tmp_path / "games.db")
        return
    async with fresh_postgres_database() as url:
        yield url


@pytest.fixture
async def postgres_url():
    """A fresh PostgreSQL database only (for tests about PostgreSQL itself)."""
    async with fresh_postgres_database() as url:
        yield url
