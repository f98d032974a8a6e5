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
``make test-fast`` runs ``-m "not sim and not e2e and not slow"``.
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
# Slow tests of files that mix kinds, by file and test function (every case of the function): those
# one of whose cases took 1.5 s or more on the loaded 2-core development machine (``pytest
# --durations=0``, 2026-12-03). `make test` runs them; `make test-fast` leaves them out, with the
# simulations and the end-to-end runs, to keep the edit loop within its two minutes. (A few more
# carry an explicit ``@pytest.mark.slow`` in their file.)
SLOW_TESTS = {
    "test_ai_pool.py": ("test_hard_decisions_run_in_worker_processes_and_cheap_ones_do_not",),
    "test_ai_strength_results.py": ("test_a_second_run_plays_only_the_missing_seeds_and_summarises_the_whole_file",),
    "test_backup.py": ("test_backups_from_two_processes_run_one_after_the_other",),
    "test_catalogue.py": ("test_no_source_message_is_unused",),
    "test_discord_limits_i18n.py": ("test_a_command_written_in_a_message_reads_as_the_readers_discord_names_it",),
    "test_flow.py": (
        "test_normal_play_never_needs_the_heal",
        "test_the_first_decision_is_timed_from_its_post_not_from_the_deal",
    ),
    "test_glossary.py": ("test_no_other_word_is_used_for_a_component",),
    "test_images.py": ("test_a_drawing_whose_worker_dies_while_drawing_is_made_again_once",),
    "test_layout_legibility.py": ("test_no_text_under_12_px_where_the_post_shows_it",),
    "test_learn.py": (
        "test_the_picker_with_its_longest_lesson_keeps_it_whole",
        "test_every_decision_met_in_random_games_has_its_lesson_in_every_language",
    ),
    "test_leases.py": (
        "test_held_renews_in_the_background_and_releases_at_the_end",
        "test_ten_thousand_games_leave_the_lock_map_empty",
    ),
    "test_lessons_walk.py": ("test_every_lesson_with_the_scoring_paragraph_fits_in_every_language",),
    "test_mountain_miners_subactions.py": ("test_every_choice_offered_has_a_handler_and_every_handler_is_reached",),
    "test_mountain_miners_words.py": ("test_the_engine_says_nothing_but_messages",),
    "test_names_bidi.py": ("test_the_code_passes_seats_only_as_name_variables",),
    "test_palettes.py": ("test_the_data_file_holds_exactly_the_palettes_the_script_learns",),
    "test_paper_world_render.py": ("test_images_fit_the_chat_column_and_are_deterministic",),
    "test_pool_starts.py": ("test_pools_start_and_restart_off_the_event_loop",),
    "test_replay.py": ("test_the_longest_game_fits_under_8_mb", "test_noise_is_shrunk_then_thinned_until_it_fits"),
    "test_reversibility.py": ("test_reversible_moves_reveal_nothing",),
    "test_same_decisions.py": ("test_normal_against_random_is_compared_too",),
    "test_settings.py": ("test_the_real_process_exits_2_without_a_traceback",),
    "test_sheherazade_render.py": ("test_last_turn_outlines_the_placed_tile_and_stack_in_every_view",),
    "test_spectator_texts.py": ("test_the_thread_shows_a_spectator_nothing_hidden",),
    "test_store_reviews.py": (
        "test_the_review_process_computes_what_a_thread_does",
        "test_a_player_s_review_is_computed_once_then_read_from_the_store",
        "test_two_requests_for_one_review_share_one_computation",
        "test_the_member_s_latest_finished_game_is_found",
    ),
    "test_table_integrity.py": ("test_move_and_undo_cycles_do_not_grow_the_log",),
    "test_table_service.py": ("test_whole_game_through_the_service",),
    "test_turn_post_height.py": ("test_the_board_comes_right_under_one_short_line_of_whose_turn_it_is",),
    "test_worker_processes.py": (
        "test_workers_and_fork_server_exit_when_the_bot_is_killed",
        "test_workers_do_not_load_the_bots_script_again",
    ),
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
