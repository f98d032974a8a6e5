"""One store on two databases. The dialect layer, the database chosen by DATABASE_URL, the
"database newer than the code" refusal on both, and guards that hold between processes sharing a
PostgreSQL database (separate connections, as two bot processes would have)."""

from __future__ import annotations

import asyncio

import pytest

from config import Settings
from ops import failures
from rules.base import Result
from store import FINISHED, SchemaTooNew, SeatError, StaleVersion, Store
from store import ratings as ratings_store
from store.backend import (
    DatabaseUnavailable,
    describe_database,
    is_postgres_url,
    retry_conflicts,
    rows_changed,
    to_dollar_params,
)
from store.backup import BackupError, backup_database
from store.clock import Clock
from store.schema import MIGRATIONS, PG_MIGRATIONS

GUILD = 881_000_000_000_000_000


def test_placeholders_become_numbered_in_order():
    sql = "UPDATE games SET state = ?, version = ? WHERE id = ? AND status IN (?, ?)"
    assert to_dollar_params(sql) == "UPDATE games SET state = $1, version = $2 WHERE id = $3 AND status IN ($4, $5)"


def test_row_counts_from_command_tags():
    assert [rows_changed(tag) for tag in ("UPDATE 3", "INSERT 0 1", "DELETE 0", "SELECT 12", "")] == [3, 1, 0, 12, 0]


def test_a_url_is_postgres_and_its_password_stays_out_of_logs():
    assert is_postgres_url("postgresql://bot:pw@db/tabletop") and is_postgres_url("postgres://db/x")
    assert not is_postgres_url("var/tabletop.db")
    assert describe_database("postgresql://bot:s3cr%40t@db:5432/tabletop") == "postgresql://bot:***@db:5432/tabletop"
    assert describe_database("var/tabletop.db") == "var/tabletop.db"


def test_database_url_chooses_postgres_over_the_sqlite_file(monkeypatch):
    monkeypatch.setenv("TABLETOP_DB", "/srv/games/t.db")
    monkeypatch.delenv("TABLETOP_HEALTH_FILE", raising=False)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert Settings.from_env().database == "/srv/games/t.db"
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot@db/tabletop")
    settings = Settings.from_env()
    assert settings.database == "postgresql://bot@db/tabletop"
    assert settings.health_file == "var/health.json"


def test_backup_of_a_postgres_database_points_to_pg_dump():
    with pytest.raises(BackupError, match="pg_dump"):
        backup_database("postgresql://bot@db/tabletop")


def test_both_schemas_have_every_migration():
    assert len(PG_MIGRATIONS) == len(MIGRATIONS)


async def test_a_database_newer_than_the_code_is_refused_on_both(database):
    store = await Store.open(database)
    await store._execute("UPDATE schema_version SET version = ?", (len(MIGRATIONS) + 1,))
    await store.close()
    with pytest.raises(SchemaTooNew) as refused:
        await Store.open(database)
    assert (refused.value.found, refused.value.known) == (len(MIGRATIONS) + 1, len(MIGRATIONS))


async def test_snowflakes_keep_every_bit(database):
    store = await Store.open(database)
    try:
        big = 2**63 - 1  # the largest id a snowflake (and BIGINT) can hold
        game_id = await store.create_lobby("solstis", big, big - 1, big - 2, "Host", seed=big - 3)
        await store.add_seat(game_id, "B", 4, user_id=big - 4)
        record = await store.get_game(game_id)
        assert (record.guild_id, record.channel_id, record.host_id, record.seed) == (big, big - 1, big - 2, big - 3)
        assert record.seats[1].user_id == big - 4
    finally:
        await store.close()


# ------------------------------------------------------------- two processes on one PostgreSQL database
@pytest.fixture
async def two_processes(postgres_url):
    first = await Store.open(postgres_url)
    second = await Store.open(postgres_url)  # its own pool: another process as far as the server knows
    yield first, second
    await first.close()
    await second.close()


async def test_two_processes_moving_on_one_version_one_wins_the_other_is_stale(two_processes):
    first, second = two_processes
    game_id = await first.create_lobby("mountain-miners", GUILD, 10, 100, "Host", seed=7)
    await second.add_seat(game_id, "B", 6, user_id=101)
    version = await first.start_game(game_id, thread_id=None, state={"move": 0})
    for round_ in range(15):
        outcomes = await asyncio.gather(
            first.commit_move(game_id, version, 0, f"a{round_}", [], {"move": round_}),
            second.commit_move(game_id, version, 1, f"b{round_}", [], {"move": round_}),
            return_exceptions=True,
        )
        won = [o for o in outcomes if isinstance(o, int)]
        assert len(won) == 1 and sum(isinstance(o, StaleVersion) for o in outcomes) == 1, outcomes
        version = won[0]
    log = await second.moves(game_id)
    assert [m.version for m in log] == list(range(2, 17)) and version == 16


async def test_two_processes_filling_a_lobby_never_overfill_it(two_processes):
    first, second = two_processes
    game_id = await first.create_lobby("mountain-miners", GUILD, 10, 100, "Host", seed=7)
    joins = [(first if n % 2 else second).add_seat(game_id, f"P{n}", 4, user_id=200 + n) for n in range(8)]
    outcomes = await asyncio.gather(*joins, return_exceptions=True)
    assert sorted(o for o in outcomes if isinstance(o, int)) == [1, 2, 3]
    assert all(isinstance(o, SeatError) for o in outcomes if not isinstance(o, int))
    seats = (await first.get_game(game_id)).seats
    assert [s.seat for s in seats] == [0, 1, 2, 3]


async def test_two_processes_recording_games_together_lose_no_rating(two_processes):
    """Two games of the same players end at once, each recorded by another process: both count."""
    first, second = two_processes
    records = []
    for channel in (1, 2):
        game_id = await first.create_lobby("solstis", GUILD, channel, 100, "alice", seed=3)
        await first.add_seat(game_id, "bob", 4, user_id=200)
        version = await first.start_game(game_id, thread_id=None, state={"move": 0})
        result = Result(scores=[10, 5], breakdown=[{}, {}], ranking=[0, 1], winners=[0], places=[1, 2])
        await first.commit_move(game_id, version, 0, "x", [], {"move": 1}, result=result.to_json())
        record = await first.get_game(game_id)
        assert record.status == FINISHED
        records.append((record, result))
    done = await asyncio.gather(
        ratings_store.record_game(first, *records[0]),
        ratings_store.record_game(second, *records[1]),
        ratings_store.record_game(second, *records[0]),  # the same game again, from the other process
    )
    assert sorted(done) == [False, True, True]
    alice = await ratings_store.player_stats(second, GUILD, 100)
    assert alice[0].rated_games == 2 and alice[0].games == 2 and alice[0].wins == 2
    board = await ratings_store.leaderboard(first, GUILD, "solstis")
    assert [(row.user_id, row.rated_games) for row in board] == [(100, 2), (200, 2)]
    # Two wins from 1500: 1516, then a bit less than 16 more; the loser mirrors it.
    assert board[0].rating > 1516.0 and board[0].rating + board[1].rating == pytest.approx(3000.0)


async def test_two_processes_setting_one_seats_clock_leave_one_pair_of_timers(two_processes):
    first, second = two_processes
    game_id = await first.create_lobby("mountain-miners", GUILD, 10, 100, "Host", seed=7)
    await first.add_seat(game_id, "B", 6, user_id=101)
    version = await first.start_game(game_id, thread_id=None, state={"move": 0})
    await asyncio.gather(
        *(
            Clock(store).set_seat(game_id, 1, version, 60.0, now=100.0 + n)
            for n, store in enumerate([first, second] * 4)
        )
    )
    timers = await Clock(first).timers(game_id)
    assert sorted(t.kind for t in timers) == ["remind", "timeout"] and {t.seat for t in timers} == {1}


class _ServerSaid(Exception):
    def __init__(self, sqlstate: str) -> None:
        super().__init__(sqlstate)
        self.sqlstate = sqlstate


async def test_a_transaction_aborted_for_a_conflict_runs_again_and_others_do_not():
    attempts: list[str] = []

    @retry_conflicts
    async def operation(failures: list[str]) -> str:
        attempts.append("try")
        if failures:
            raise _ServerSaid(failures.pop(0))
        return "done"

    assert await operation(["40P01", "40001"]) == "done" and len(attempts) == 3  # deadlock, serialization
    attempts.clear()
    with pytest.raises(_ServerSaid):
        await operation(["23505"])  # a unique violation is a real refusal: not retried
    assert len(attempts) == 1
    attempts.clear()
    with pytest.raises(_ServerSaid):
        await operation(["40001"] * 10)  # a conflict that never clears gives up after a few tries
    assert len(attempts) == 5


async def test_an_unreachable_postgres_server_is_explained_without_its_password():
    url = "postgresql://bot:hunter2@127.0.0.1:1/tabletop"  # nothing listens on port 1
    with pytest.raises(DatabaseUnavailable) as refused:
        await Store.open(url)
    text = failures.explain(refused.value, url)
    assert text is not None and "127.0.0.1:1/tabletop" in text and "DATABASE_URL" in text
    assert "hunter2" not in text


async def test_the_server_of_each_game_is_read_on_both(database):
    """store.guilds (what a sharded process reads to pick its games) on either database."""
    from store.guilds import guilds_of

    store = await Store.open(database)
    try:
        in_server = await store.create_lobby("solstis", GUILD, 1, 100, "Host", seed=1)
        direct = await store.create_lobby("solstis", None, 2, 100, "Host", seed=1)
        assert await guilds_of(store, [in_server, direct, 999_999]) == {in_server: GUILD, direct: None}
    finally:
        await store.close()


async def test_processes_opening_a_new_database_at_once_all_start(database):
    """Bot processes started together on an empty database (a first `docker compose up`): one
    migrates, the others wait for it, none fails."""
    stores = await asyncio.gather(*(Store.open(database) for _ in range(4)))
    try:
        assert [await store.schema_version() for store in stores] == [len(MIGRATIONS)] * 4
    finally:
        for store in stores:
            await store.close()
