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

import pytest

from store.scratch_databases import scratch_database

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


def fresh_postgres_database() -> contextlib.AbstractAsyncContextManager[str]:
    """A new database on the test server (its URL), dropped afterwards whatever still holds it."""
    return scratch_database(postgres_server_url())


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
