"""Time away in the store, on both databases: a member's zone, quiet hours and days away (the
refusals, the yearly allowance, persistence across a reopening), and the clocks of a daily game
timed with them in the transaction that writes them (a blitz game's are not). The arithmetic
itself is tested in test_away.py; here the exact moments the timer rows hold are checked."""

from __future__ import annotations

import time
from datetime import UTC, date, datetime

import pytest

from services.paces import PACES
from store import AwayRefused, ClockUpdate, PostIntent, Store
from store.away import Away
from store.clock import REMIND, TIMEOUT, Clock

HOST, GUEST = 100, 101
DAILY = PACES["daily"].allowance()
BLITZ = PACES["blitz"].allowance()
HOUR, DAY = 3600.0, 86400.0


def utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


@pytest.fixture
def now(monkeypatch):
    class Now:
        value = utc(2026, 12, 1, 19)  # 20:00 in Paris

    monkeypatch.setattr(time, "time", lambda: Now.value)
    return Now


async def two_humans(store: Store, pace: str = "daily") -> int:
    """A game of two people at ``pace`` (seat 0 the host, to act), dealt at the time now."""
    allowance = PACES[pace].allowance()
    game_id = await store.create_lobby("mountain-miners", 1, 10, HOST, "Host", seed=7, pace=pace)
    await store.add_seat(game_id, "Guest", max_seats=6, user_id=GUEST)
    clock = ClockUpdate(to_act=frozenset({0}), seconds=allowance.base, allowance=allowance)
    await store.start_game(game_id, thread_id=555 + game_id, state={"move": 0}, clock=clock)
    return game_id


def timers_of(timers, seat: int) -> dict[str, float]:
    return {t.kind: t.due_at for t in timers if t.seat == seat}


async def test_zone_and_quiet_hours_are_checked_and_kept(database, now):
    store = await Store.open(database)
    try:
        assert await store.member_away(HOST) == Away()
        with pytest.raises(AwayRefused):
            await store.set_time_zone(HOST, "Europe/Atlantis")  # not a zone: refused, never guessed
        with pytest.raises(AwayRefused):
            await store.set_quiet_hours(HOST, 22 * 60, 7 * 60)  # no zone yet
        await store.set_time_zone(HOST, "Europe/Paris")
        with pytest.raises(AwayRefused):
            await store.set_quiet_hours(HOST, 8 * 60, 8 * 60)  # no span
        await store.set_quiet_hours(HOST, 22 * 60, 7 * 60)
    finally:
        await store.close()
    store = await Store.open(database)  # another process reads the same
    try:
        assert await store.member_away(HOST) == Away("Europe/Paris", 1320, 420)
        assert (await store.member_settings(HOST)).reminders, "the other settings keep their defaults"
        await store.set_quiet_hours(HOST, None, None)
        assert await store.member_away(HOST) == Away("Europe/Paris")
    finally:
        await store.close()


async def test_days_away_are_declared_ahead_within_the_yearly_allowance(store, now):
    with pytest.raises(AwayRefused):
        await store.declare_away(HOST, [date(2026, 12, 10)], per_year=3)  # no zone yet
    await store.set_time_zone(HOST, "Europe/Paris")
    with pytest.raises(AwayRefused):
        await store.declare_away(HOST, [date(2026, 12, 1)], per_year=3)  # today in Paris: not ahead
    with pytest.raises(AwayRefused):
        await store.declare_away(HOST, [date(2026, 11, 30), date(2026, 12, 4)], per_year=3)  # one past
    assert await store.member_away(HOST) == Away("Europe/Paris"), "a refusal declares nothing"
    away = await store.declare_away(HOST, [date(2026, 12, 3), date(2026, 12, 4)], per_year=3)
    assert away.days == (date(2026, 12, 3), date(2026, 12, 4))
    await store.declare_away(HOST, [date(2026, 12, 4), date(2026, 12, 24)], per_year=3)  # the 4th counts once
    with pytest.raises(AwayRefused) as refused:
        await store.declare_away(HOST, [date(2026, 12, 31)], per_year=3)  # a fourth day in 2026
    assert refused.value.reason.args == {"count": 3, "year": "2026"}
    # The next year has its own allowance.
    await store.declare_away(HOST, [date(2027, 1, 1), date(2027, 1, 2), date(2027, 1, 3)], per_year=3)
    assert (await store.away_days_in(HOST, 2026), await store.away_days_in(HOST, 2027)) == (3, 3)
    # A day not begun may be taken back; then another fits.
    await store.cancel_away(HOST, date(2026, 12, 24))
    await store.declare_away(HOST, [date(2026, 12, 31)], per_year=3)
    assert (await store.member_away(HOST)).days == (
        date(2026, 12, 3),
        date(2026, 12, 4),
        date(2026, 12, 31),
        date(2027, 1, 1),
        date(2027, 1, 2),
        date(2027, 1, 3),
    )
    assert await store.member_away(GUEST) == Away(), "nobody else's time away changed"


async def test_quiet_hours_move_a_daily_deadline_and_hold_its_reminder_back(store, now):
    await store.set_time_zone(HOST, "Europe/Paris")
    await store.set_quiet_hours(HOST, 19 * 60, 9 * 60)  # 19:00 to 09:00 in Paris
    game_id = await two_humans(store)  # seat 0 begins deciding at 20:00 Paris on 1 December
    clock = Clock(store)
    # Half-time would be 08:00 Paris on the 2nd: held back to 09:00 (08:00 UTC). The time-out, base
    # time and bank (a day and three days), would be 20:00 Paris on the 5th: moved to 09:00 on the 6th.
    assert timers_of(await clock.timers(game_id), 0) == {REMIND: utc(2026, 12, 2, 8), TIMEOUT: utc(2026, 12, 6, 8)}
    row = (await store.seat_clocks(game_id))[0]
    assert (row.started, row.base_ends, row.bank) == (utc(2026, 12, 1, 19), utc(2026, 12, 2, 19), 3 * DAY)
    # The last call (a tenth of the decision's 109 hours before its end: 21:06 UTC on the 5th) is
    # 22:06 Paris, quiet: held back to 09:00 on the 6th, the time-out itself, so none is sent.
    reminder = next(t for t in await clock.timers(game_id) if t.kind == REMIND)
    assert await clock.take_reminder(reminder, DAILY, now=reminder.due_at)
    assert timers_of(await clock.timers(game_id), 0) == {TIMEOUT: utc(2026, 12, 6, 8)}


async def test_a_first_post_shown_later_keeps_a_held_reminder_and_deadline_at_the_quiet_hours_end(store, now):
    await store.set_time_zone(HOST, "Europe/Paris")
    await store.set_quiet_hours(HOST, 19 * 60, 9 * 60)
    game_id = await two_humans(store)
    record = await store.get_game(game_id)
    assert record is not None and record.board.message_id is None
    await store.owe_turn_post(game_id, PostIntent(record.version, 0, frozenset()))  # as the flow owes it
    # The first post is shown five minutes after the deal: the decision begins then. Half-time (08:05
    # Paris) and the time-out (20:05 Paris on the 5th) still fall in quiet hours, so both stay at their
    # end, 09:00 Paris: moved by the five minutes they would be sent in the quiet hours' last minutes.
    shown_at = utc(2026, 12, 1, 19, 5)
    moved = await store.record_turn_post(
        game_id, record.version, 9001, 0, record.version, posted=True, pace=DAILY, now=shown_at
    )
    assert moved == pytest.approx(300)
    assert timers_of(await Clock(store).timers(game_id), 0) == {
        REMIND: utc(2026, 12, 2, 8),
        TIMEOUT: utc(2026, 12, 6, 8),
    }
    row = (await store.seat_clocks(game_id))[0]
    assert (row.started, row.base_ends, row.bank) == (shown_at, utc(2026, 12, 2, 19, 5), 3 * DAY)


async def test_days_away_stretch_a_daily_decision_and_blitz_is_never_stretched(store, now):
    await store.set_time_zone(HOST, "Europe/Paris")
    await store.declare_away(HOST, [date(2026, 12, 3)], per_year=10)  # 23:00 UTC on the 2nd to 23:00 on the 3rd
    game_id = await two_humans(store)
    # The decision spans the 3rd: a whole day later, its base time and its time-out alike.
    row = (await store.seat_clocks(game_id))[0]
    assert (row.base_ends, row.deadline) == (utc(2026, 12, 2, 19) + DAY, utc(2026, 12, 5, 19) + DAY)
    assert timers_of(await Clock(store).timers(game_id), 0)[REMIND] == utc(2026, 12, 2, 7)  # half-time, unmoved
    # A blitz game of the same member is timed as if nobody were ever away.
    await store.set_quiet_hours(HOST, 19 * 60, 9 * 60)
    blitz = await two_humans(store, "blitz")
    start = utc(2026, 12, 1, 19)
    assert timers_of(await Clock(store).timers(blitz), 0) == {REMIND: start + 30, TIMEOUT: start + 60}
    assert not BLITZ.stretch and DAILY.stretch and PACES["weekend"].allowance().stretch
    assert not PACES["live"].allowance().stretch


async def test_more_time_granted_into_quiet_hours_moves_out_of_them(store, now):
    await store.set_time_zone(HOST, "Europe/Paris")
    game_id = await two_humans(store)  # time-out at 20:00 Paris on the 5th (19:00 UTC)
    await store.set_quiet_hours(HOST, 22 * 60, 7 * 60)  # set after the decision began: it keeps its time-out
    assert timers_of(await Clock(store).timers(game_id), 0)[TIMEOUT] == utc(2026, 12, 5, 19)
    token = (await store.ask_more_time(game_id, 0)).token
    # A day more would be 20:00 Paris on the 6th; three hours more land at 23:00, moved to 07:00.
    deadline = await store.grant_more_time(
        game_id, 0, token, 3 * HOUR, base=DAILY.base, last_call=DAILY.last_call, stretch=True
    )
    assert deadline == utc(2026, 12, 6, 6)
    assert timers_of(await Clock(store).timers(game_id), 0)[TIMEOUT] == utc(2026, 12, 6, 6)


async def move(store: Store, game_id: int, seat: int, to_act: set[int]) -> int:
    record = await store.get_game(game_id)
    assert record is not None
    clock = ClockUpdate(
        to_act=frozenset(to_act), seconds=DAILY.base, moved=frozenset({seat}), allowance=DAILY, earned=frozenset({seat})
    )
    return await store.commit_move(game_id, record.version, seat, "x", [], {"move": record.version}, clock=clock)


async def test_a_unanimous_vote_pauses_the_clocks_and_a_move_resumes_them(store, now):
    game_id = await two_humans(store)
    clock = Clock(store)
    start = utc(2026, 12, 1, 19)
    people = frozenset({HOST, GUEST})
    with pytest.raises(AwayRefused):
        await store.vote_pause(game_id, 999, people)  # not a player
    assert (await store.vote_pause(game_id, HOST, people)).votes == {HOST}
    assert (await store.vote_pause(game_id, HOST, people)).votes == frozenset(), "a second click withdraws"
    await store.vote_pause(game_id, HOST, people)
    now.value = start + HOUR
    vote = await store.vote_pause(game_id, GUEST, people)
    assert vote.paused and vote.votes == people
    record = await store.get_game(game_id)
    assert record.paused_at == start + HOUR and record.version == 1, "paused, the pickers still valid"
    assert await store.pause_votes(game_id) == frozenset()
    # Paused: no timer is ever due, however late.
    assert [t for t in await clock.due(start + 30 * DAY) if t.game_id == game_id] == []
    assert [d for d in await clock.due_work(start + 30 * DAY) if d.timer.game_id == game_id] == []
    assert await clock.next_due_at(start) is None
    # Ten hours later seat 0 moves: the pause ends first, so its decision ran one hour, not eleven.
    now.value = start + 11 * HOUR
    await move(store, game_id, 0, {1})
    record = await store.get_game(game_id)
    assert record.paused_at is None
    seat0 = (await store.seat_clocks(game_id))[0]
    assert seat0.bank == 3 * DAY, "within its base time: nothing of the bank spent"
    # Seat 1's fresh decision is timed from the move: a day and three days.
    assert timers_of(await clock.timers(game_id), 1) == {REMIND: now.value + 12 * HOUR, TIMEOUT: now.value + 4 * DAY}


async def test_a_vote_on_a_paused_game_resumes_it_with_its_timers_moved(database, now):
    store = await Store.open(database)
    start = utc(2026, 12, 1, 19)
    try:
        game_id = await two_humans(store)
        assert (await store.vote_pause(game_id, HOST, frozenset({HOST}))).paused  # alone with bots: one vote
    finally:
        await store.close()
    store = await Store.open(database)  # the pause is kept across processes
    try:
        assert (await store.get_game(game_id)).paused_at == start
        now.value = start + 2 * DAY
        assert (await store.vote_pause(game_id, HOST, frozenset({HOST}))).resumed
        assert (await store.get_game(game_id)).paused_at is None
        assert timers_of(await Clock(store).timers(game_id), 0) == {
            REMIND: start + 2 * DAY + 12 * HOUR,
            TIMEOUT: start + 2 * DAY + 4 * DAY,
        }
        row = (await store.seat_clocks(game_id))[0]
        assert (row.started, row.base_ends) == (start + 2 * DAY, start + 3 * DAY)
    finally:
        await store.close()


async def test_the_settings_service_checks_a_whole_change_before_writing_any_of_it(store, now):
    from services.away import TimeAway, parse_days, parse_quiet, zone_choices

    assert parse_quiet("22:00-07:00") == (1320, 420) and parse_quiet("22-7") == (1320, 420)
    assert parse_quiet("22:00") is None and parse_quiet("07:00-07:00") is None
    assert parse_days("2026-12-24..2026-12-26, 2026-12-31", 366) == [
        date(2026, 12, 24),
        date(2026, 12, 25),
        date(2026, 12, 26),
        date(2026, 12, 31),
    ]
    assert parse_days("2026-12-26..2026-12-24", 366) is None and parse_days("soon", 366) is None
    assert zone_choices("paris") == ["Europe/Paris"] and len(zone_choices("america")) == 25
    away = TimeAway(store, per_year=2)
    # A good zone with days beyond the allowance: refused before the zone is written.
    with pytest.raises(AwayRefused):
        await away.check(HOST, "Europe/Paris", "22:00-07:00", "2026-12-03..2026-12-05")
    with pytest.raises(AwayRefused):
        await away.check(HOST, None, "22:00-07:00", None)  # quiet hours without any zone
    with pytest.raises(AwayRefused):
        await away.check(HOST, "Europe/Paris", None, None, back="someday")
    assert await store.member_away(HOST) == Away()
    await away.check(HOST, "Europe/Paris", "22:00-07:00", "2026-12-03..2026-12-04")
    await away.choose_zone(HOST, "Europe/Paris")
    await away.set_quiet(HOST, "22:00-07:00")
    assert (await away.declare(HOST, "2026-12-03..2026-12-04")).days == (date(2026, 12, 3), date(2026, 12, 4))
    with pytest.raises(AwayRefused):
        await away.check(HOST, None, None, "2026-12-10")  # a third day in 2026
    assert (await away.take_back(HOST, "2026-12-04")).days == (date(2026, 12, 3),)
    assert await away.used(HOST, 2026) == 1
