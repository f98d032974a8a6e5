"""Shared fixtures, factories and markers of the test suite.

Databases: every store, service and clock test runs on both databases the store supports.
``database`` is the address of a fresh, empty database, once for SQLite (a file in the test's
temporary directory) and once for PostgreSQL (a database created for the test on the server named by
``TABLETOP_TEST_DATABASE_URL``, dropped afterwards). ``Store.open(database)`` opens it; a test may
open it again to play a restart. ``store`` is that database opened, ``table`` a ``Table``
on it (its ``images`` fixture may be overridden by a test file, e.g. to draw in threads), and
``start_game`` a factory of started games in any store.

Without ``TABLETOP_TEST_DATABASE_URL`` the PostgreSQL runs are skipped with that reason locally, and
FAIL under CI (``CI=true``): CI must never pass by not testing PostgreSQL. ``.ci/postgres.sh`` starts a
throw-away server and sets the variable (``make test-pg``, ``.ci/run``).

Markers (registered in pyproject.toml), given here by file name so that every test of a kind is
marked without each file having to remember it: ``sim`` the seeded random simulations, AI-strength
matches and the AIs' fairness over a thousand positions; ``e2e`` the real bot against the fake
Discord; ``slow`` any single test of more than a few seconds (all of the above, and a few others).
``make test-fast`` runs ``-m "not sim and not e2e"``.
"""

from __future__ import annotations

import contextlib
import os
from typing import Any

import pytest

from services.images import ImageService
from services.wiring import Table
from store import Store
from store.scratch_databases import ScratchPool

TEST_DATABASE_URL = "TABLETOP_TEST_DATABASE_URL"
BACKENDS = ("sqlite", "postgres")


# ---------------------------------------------------------------------- markers
# Files whose every test is a simulation: seeded random games under the engines' invariants,
# matches of one AI against another over many games, or the AIs' choices over many positions of
# seeded games (the fairness check, the search's settled stop, the reviews and their resampling,
# the determinised states, every view's type over random games). `make test` runs them all;
# `make test-fast` leaves them out.
SIMULATION_FILES = (
    "_sim.py",
    "test_paper_world_ai.py",
    "test_sheherazade_ai.py",
    "test_ai_fairness.py",
    "test_search.py",
    "test_review.py",
    "test_determinize.py",
    "test_state_types.py",
)
# Slow single tests of files that mix kinds carry an explicit ``@pytest.mark.slow``; these are the
# ones of files that are being edited elsewhere at the moment, marked here instead.
SLOW_TESTS = {
    "test_reversibility.py": ("test_reversible_moves_reveal_nothing",),
    "test_replay.py": ("test_the_longest_game_fits_under_8_mb",),
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test by its file: ``sim`` and ``slow`` for the simulations, ``e2e`` and ``slow``
    for the end-to-end runs, ``slow`` for the few slow tests elsewhere (see ``SLOW_TESTS``)."""
    for item in items:
        name = item.path.name
        if name.endswith(SIMULATION_FILES):
            item.add_marker(pytest.mark.sim)
            item.add_marker(pytest.mark.slow)
        elif name.startswith("test_e2e_"):
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.slow)
        if getattr(item, "originalname", item.name) in SLOW_TESTS.get(name, ()):
            item.add_marker(pytest.mark.slow)


# ---------------------------------------------------------------------- databases
def postgres_server_url() -> str:
    """The test server's URL, or skip (locally) / fail (CI) with the reason."""
    url = os.environ.get(TEST_DATABASE_URL, "").strip()
    if url:
        return url
    reason = f"{TEST_DATABASE_URL} is not set: no PostgreSQL server to test on (run `make test-pg`)"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(reason + " — CI must test PostgreSQL", pytrace=False)
    pytest.skip(reason)


# The test server's databases, emptied and reused from test to test (one set per test process).
_POOLS: dict[str, ScratchPool] = {}


def fresh_postgres_database() -> contextlib.AbstractAsyncContextManager[str]:
    """An empty database on the test server (its URL), emptied again afterwards whatever still holds it."""
    server = postgres_server_url()
    return _POOLS.setdefault(server, ScratchPool(server)).database()


@pytest.fixture(scope="session", autouse=True)
def _drop_scratch_databases():
    """At the end of the run, the pools' databases are dropped."""
    yield
    import asyncio

    for pool in _POOLS.values():
        asyncio.run(pool.close())
    _POOLS.clear()


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


@pytest.fixture
async def store(database):
    """The store open on a fresh database of each backend, closed afterwards."""
    opened = await Store.open(database)
    yield opened
    await opened.close()


@pytest.fixture
def images():
    """The image service a ``table`` draws through: the bot's default (worker processes)."""
    service = ImageService()
    yield service
    service.close()


@pytest.fixture
async def table(store, images):
    """The table's services (``services.wiring.Table``) on ``store`` drawing through ``images``."""
    yield Table.build(store, images)


# ---------------------------------------------------------------------- factories
async def _start_game(
    store: Store,
    humans: int | list[tuple[int, str]] = 2,
    bots: int = 0,
    *,
    game: str = "mountain-miners",
    guild_id: int | None = 1,
    channel_id: int = 10,
    seed: int = 7,
    thread_id: int | None = 555,
    state: dict[str, Any] | None = None,
) -> tuple[int, int]:
    """A game started in ``store`` straight from a lobby; returns (game id, version).

    ``humans``: a number of players (the host "Host" with user id 100, then "P1", "P2", ... with
    ids 101, 102, ...) or a list of (user id, name), host first; ``bots`` greedy bots "Bot0", ...
    seated after them. The state is a placeholder unless given: the store does not read it.
    """
    if isinstance(humans, int):
        humans = [(100, "Host")] + [(100 + n, f"P{n}") for n in range(1, humans)]
    (host_id, host_name), *others = humans
    game_id = await store.create_lobby(game, guild_id, channel_id, host_id, host_name, seed=seed)
    for user_id, name in others:
        await store.add_seat(game_id, name, max_seats=6, user_id=user_id)
    for n in range(bots):
        await store.add_seat(game_id, f"Bot{n}", max_seats=6, ai_kind="greedy")
    version = await store.start_game(game_id, thread_id=thread_id, state={"move": 0} if state is None else state)
    return game_id, version


@pytest.fixture
def start_game():
    """``await start_game(store, humans=2, bots=0, game=..., guild_id=..., ...)``: see ``_start_game``."""
    return _start_game


@pytest.fixture(scope="session", autouse=True)
def command_words() -> None:
    """As the bot does at start-up: the catalogue learns how every slash command is named, so a
    message a test formats names commands as the bot's own messages do (lang.register_command)."""
    import asyncio

    from cogs.translator import register_command_words
    from tests.command_tree import bot_command_tree

    register_command_words(asyncio.run(bot_command_tree()))
