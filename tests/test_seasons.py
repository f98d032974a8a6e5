"""Seasons: the season's own ratings from its rated games (worked numbers), the days in the
administrator's zone, and the rows on both databases (one open season per server, the refusals, the
close claimed once, only the rated games finished inside the range counted).

Each game is a real finished game in the store, recorded as the bot records it, at a given moment.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from services.seasons import LAST, SeasonClock, SeasonRow, SeasonService, day_start, parse_day, season_rows
from store import SeasonRefused, SeasonSeat, Store
from tests.finished_games import finish as finished_game

GUILD, OTHER_GUILD = 1, 2
ALICE, BOB, CAROL = 100, 200, 300
CHANNEL = 555
DAY = 86400.0


def utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


DEC_1, DEC_15, JAN_1 = utc(2026, 12, 1), utc(2026, 12, 15), utc(2027, 1, 1)


async def finish(store: Store, humans: list[int], scores: list[int], at: float, *, bots: int = 0, guild=GUILD):
    """A Solstis game finished with ``scores`` at ``at``, recorded (see tests.finished_games)."""
    return (await finished_game(store, humans, scores, bots, guild=guild, at=at))[0]


def seat(game: int, user: int, place: int) -> SeasonSeat:
    return SeasonSeat(game, float(game), user, place, place == 1, f"U{user}")


def test_a_season_rates_from_the_start_rating_game_after_game():
    # Alice beats Bob (both at 1500: 16 points change hands), then Bob beats Alice: Bob was the
    # underdog by 32 points, so he gains 32 x (1 - 1/(1 + 10^(32/400))) = 17.47.
    rows = season_rows([seat(1, ALICE, 1), seat(1, BOB, 2), seat(2, BOB, 1), seat(2, ALICE, 2)])
    assert [(r.user_id, round(r.rating, 2), r.games, r.wins) for r in rows] == [
        (BOB, 1501.47, 2, 1),
        (ALICE, 1498.53, 2, 1),
    ]


def test_a_tie_on_rating_goes_to_more_wins_then_more_games():
    rows = season_rows([seat(1, ALICE, 1), seat(1, BOB, 1), seat(2, CAROL, 1), seat(2, ALICE, 1)])
    # Shared first places move nobody: all three at 1500, Alice has two wins in two games.
    assert [r.user_id for r in rows] == [ALICE, BOB, CAROL]
    assert rows[0] == SeasonRow(ALICE, "U100", 1500.0, 2, 2)
    assert season_rows([seat(1, ALICE, 1)]) == []  # one rated seat alone rates nobody


def test_days_are_whole_days_in_the_zone_chosen():
    assert day_start(parse_day("2026-12-31"), None) == utc(2026, 12, 31)
    assert day_start(parse_day("2026-12-31"), "Europe/Paris") == utc(2026, 12, 30, 23)
    assert day_start(parse_day("2026-07-01"), "America/New_York") == utc(2026, 7, 1, 4)  # summer time
    assert day_start(parse_day("2026-12-31"), "Not/AZone") == utc(2026, 12, 31)
    for bad in ("31/12/2026", "2026-13-01", "tomorrow", ""):
        with pytest.raises(SeasonRefused) as refused:
            parse_day(bad)
        assert refused.value.reason.id == "season-refusal-date"


async def test_one_season_open_per_server_and_the_refusals(store):
    seasons = SeasonService(store)
    season = await seasons.open(
        GUILD, ALICE, name="Winter", last_day="2026-12-31", first_day="2026-12-01", channel_id=CHANNEL, now=DEC_1
    )
    assert (season.starts_at, season.ends_at, season.closed) == (DEC_1, JAN_1, False)
    for kwargs, reason in (({"last_day": "2027-01-31"}, "season-refusal-already-open"),):
        with pytest.raises(SeasonRefused) as refused:
            await seasons.open(GUILD, BOB, name="x", first_day=None, channel_id=CHANNEL, now=DEC_1, **kwargs)
        assert refused.value.reason.id == reason
    other = SeasonService(store)
    for last_day, first_day, reason in (
        ("2026-11-30", None, "season-refusal-end-past"),
        ("2026-12-10", "2026-12-20", "season-refusal-empty-range"),
        ("2028-12-31", None, "season-refusal-too-long"),
        ("2026-12-32", None, "season-refusal-date"),
    ):
        with pytest.raises(SeasonRefused) as refused:
            await other.open(
                OTHER_GUILD, BOB, name="x", last_day=last_day, first_day=first_day, channel_id=CHANNEL, now=DEC_1
            )
        assert refused.value.reason.id == reason
    assert await store.open_season_of(OTHER_GUILD) is None  # nothing written by a refusal
    with pytest.raises(SeasonRefused) as refused:
        await seasons.season(GUILD, LAST, now=DEC_1)
    assert refused.value.reason.id == "season-refusal-none-closed"


async def test_the_administrators_zone_sets_the_days(store):
    await store.set_time_zone(ALICE, "Asia/Tokyo")
    season = await SeasonService(store).open(
        GUILD, ALICE, name="Tokyo", last_day="2026-12-31", first_day="2026-12-01", channel_id=CHANNEL, now=DEC_1 - DAY
    )
    assert (season.starts_at, season.ends_at) == (utc(2026, 11, 30, 15), utc(2026, 12, 31, 15))
    with pytest.raises(SeasonRefused) as refused:
        await SeasonService(store).season(GUILD, "current", now=utc(2026, 11, 30, 14))
    assert refused.value.reason.id == "season-refusal-not-begun"


async def test_only_rated_games_finished_inside_the_season_count(store):
    seasons = SeasonService(store)
    await finish(store, [ALICE, BOB], [9, 3], at=DEC_1 - 1)  # before the season
    season = await seasons.open(
        GUILD, ALICE, name="Winter", last_day="2026-12-31", first_day="2026-12-01", channel_id=CHANNEL, now=DEC_1
    )
    await finish(store, [ALICE, BOB], [9, 3], at=DEC_15)  # Alice
    await finish(store, [BOB, ALICE], [9, 3], at=DEC_15 + 1)  # Bob
    await finish(store, [CAROL, BOB], [1, 9, 0], at=DEC_15 + 2, bots=1)  # an AI at the table: unrated
    await finish(store, [CAROL, ALICE], [9, 1], at=DEC_15 + 3, guild=OTHER_GUILD)  # another server
    await finish(store, [CAROL, ALICE], [9, 1], at=JAN_1)  # after the end
    current = await seasons.season(GUILD, "current", now=DEC_15 + 10)
    assert current == season
    rows = await seasons.table(current, "solstis")
    assert [(r.user_id, round(r.rating, 2), r.games, r.wins) for r in rows] == [
        (BOB, 1501.47, 2, 1),
        (ALICE, 1498.53, 2, 1),
    ]
    assert await seasons.table(current, "paper-world") == []
    tables = await seasons.tables(current)
    assert list(tables.games) == ["solstis"] and tables.games["solstis"] == rows


async def test_the_close_is_claimed_once_and_posts_the_table_once(store):
    seasons = SeasonService(store)
    await seasons.open(
        GUILD, ALICE, name="Winter", last_day="2026-12-31", first_day="2026-12-01", channel_id=CHANNEL, now=DEC_1
    )
    await finish(store, [ALICE, BOB], [9, 3], at=DEC_15)
    posted = []

    async def post(table):
        posted.append(table)

    mine = SeasonClock(seasons, post, owns=lambda guild: guild == GUILD)
    theirs = SeasonClock(SeasonService(store), post, owns=lambda guild: guild == GUILD)
    assert await mine.step(now=DEC_15) == 60.0  # not due: the clock looks again within its idle wake
    assert await mine.step(now=JAN_1 - 5) == 5.0  # sleeps until the end
    assert posted == []
    assert await mine.step(now=JAN_1 + 1) == 60.0
    assert await theirs.step(now=JAN_1 + 2) == 60.0  # another process: already claimed
    assert len(posted) == 1 and posted[0].season.name == "Winter"
    assert [r.user_id for r in posted[0].games["solstis"]] == [ALICE, BOB]
    closed = await seasons.season(GUILD, LAST)
    assert closed.closed_at == JAN_1 + 1
    # A new season may follow the closed one.
    await seasons.open(
        GUILD, BOB, name="Spring", last_day="2027-03-31", first_day=None, channel_id=CHANNEL, now=JAN_1 + 3
    )


async def test_a_season_not_of_this_process_is_left_to_its_own(store):
    seasons = SeasonService(store)
    await seasons.open(GUILD, ALICE, name="W", last_day="2026-12-31", first_day=None, channel_id=CHANNEL, now=DEC_1)
    posted = []

    async def post(table):
        posted.append(table)

    await SeasonClock(seasons, post, owns=lambda guild: False).step(now=JAN_1 + 1)
    assert posted == [] and (await store.open_season_of(GUILD)) is not None


async def test_ending_early_brings_the_end_to_now(store):
    seasons = SeasonService(store)
    with pytest.raises(SeasonRefused) as refused:
        await seasons.end_now(GUILD, now=DEC_1)
    assert refused.value.reason.id == "season-refusal-none-open"
    await seasons.open(
        GUILD, ALICE, name="W", last_day="2026-12-31", first_day="2026-12-01", channel_id=CHANNEL, now=DEC_1
    )
    assert seasons.changed.is_set()
    ended = await seasons.end_now(GUILD, now=DEC_15)
    assert ended.ends_at == DEC_15
    assert [s.id for s in await store.seasons_to_close(DEC_15)] == [ended.id]
