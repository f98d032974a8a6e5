"""Clock bookkeeping (store/clock.py) and the resignation ranking (services/ending.py), without Discord."""

from __future__ import annotations

import pytest

from cogs.publisher import timestamp
from lang import Speaker
from rules import get_game
from rules.base import Result, rank_by_score
from services.clocks import pace_seconds
from services.ending import early_result, ends_now, rank_resigned_last, resigned
from services.naming import duration_text
from store import FINISHED, GameRecord, Store
from store.clock import REMIND, TIMEOUT, Clock, Plan, Timer, plan, timed_seats
from tests.table_samples import bot, human, record


async def active_game(store: Store, humans: int = 2, bots: int = 0) -> int:
    game_id = await store.create_lobby("mountain-miners", 1, 10, 100, "Host", seed=7)
    for n in range(1, humans):
        await store.add_seat(game_id, f"P{n}", max_seats=6, user_id=100 + n)
    for n in range(bots):
        await store.add_seat(game_id, f"Bot{n}", max_seats=6, ai_kind="greedy")
    await store.start_game(game_id, thread_id=555 + game_id, state={"move": 0})
    return game_id


# ---------------------------------------------------------------- the plan
def test_plan_gives_new_to_act_seats_fresh_timers_and_drops_the_others():
    existing = [Timer(1, 0, REMIND, 4, 10.0), Timer(1, 0, TIMEOUT, 4, 20.0)]
    assert plan(existing, {1}, 5) == Plan(fresh=(1,), restamp=(), drop=(0,))
    assert plan([], {0, 1}, 5) == Plan(fresh=(0, 1))
    assert plan([], set(), 5) == Plan()


def test_plan_keeps_deadlines_when_someone_else_moved_and_replaces_them_when_the_seat_moved():
    existing = [Timer(1, 0, TIMEOUT, 4, 20.0), Timer(1, 1, TIMEOUT, 4, 30.0)]
    change = plan(existing, {0, 1}, 5, moved={1})
    assert change == Plan(fresh=(1,), restamp=(0,), drop=())
    # Already stamped with the current version: nothing to do.
    assert plan([Timer(1, 0, TIMEOUT, 5, 20.0)], {0}, 5) == Plan()


def test_timed_seats_are_humans_playing_their_own_seat():
    game = record([human(0), bot(1), human(2, autopilot=True), human(3)])
    assert timed_seats(game, {0, 1, 2, 3}) == {0, 3}
    assert timed_seats(game, {1}) == set()
    assert timed_seats(record([human(0)], status=FINISHED), {0}) == set()


# ---------------------------------------------------------------- rows
async def test_timers_are_rows_replaced_per_seat(store):
    clock = Clock(store)
    game_id = await active_game(store)
    await clock.set_seat(game_id, 0, version=1, seconds=100, now=1000.0)
    timers = await clock.timers(game_id)
    assert [(t.seat, t.kind, t.version, t.due_at) for t in timers] == [(0, REMIND, 1, 1050.0), (0, TIMEOUT, 1, 1100.0)]
    await clock.set_seat(game_id, 0, version=2, seconds=100, now=2000.0)
    assert [(t.kind, t.version, t.due_at) for t in await clock.timers(game_id)] == [
        (REMIND, 2, 2050.0),
        (TIMEOUT, 2, 2100.0),
    ]
    assert await clock.due(now=2049.0) == []
    assert [t.kind for t in await clock.due(now=2050.0)] == [REMIND]
    assert [t.kind for t in await clock.due(now=3000.0)] == [REMIND, TIMEOUT]


async def test_apply_and_take_and_clear(store):
    clock = Clock(store)
    game_id = await active_game(store, humans=3)
    await clock.apply(game_id, 1, Plan(fresh=(0, 1)), seconds=10, now=0.0)
    await clock.apply(game_id, 2, Plan(restamp=(0,), drop=(1,), fresh=(2,)), seconds=10, now=100.0)
    rows = {(t.seat, t.kind): (t.version, t.due_at) for t in await clock.timers(game_id)}
    assert rows == {
        (0, REMIND): (2, 5.0),
        (0, TIMEOUT): (2, 10.0),  # same deadlines, new version
        (2, REMIND): (2, 105.0),
        (2, TIMEOUT): (2, 110.0),
    }
    remind = next(t for t in await clock.timers(game_id) if t.seat == 0 and t.kind == REMIND)
    assert await clock.take(remind) is True
    assert await clock.take(remind) is False  # gone already: a second worker does nothing
    stale = Timer(game_id, 0, TIMEOUT, 1, 10.0)
    assert await clock.take(stale) is False  # another version: not this timer
    await clock.clear_seat(game_id, 0)
    assert {t.seat for t in await clock.timers(game_id)} == {2}
    await clock.clear_game(game_id)
    assert await clock.timers(game_id) == []


async def test_timers_survive_reopening_the_database(database):
    path = database
    first = await Store.open(path)
    game_id = await active_game(first)
    await Clock(first).set_seat(game_id, 1, version=1, seconds=60, now=500.0)
    await first.close()
    again = await Store.open(path)
    try:
        assert [(t.seat, t.kind, t.due_at) for t in await Clock(again).timers()] == [
            (1, REMIND, 530.0),
            (1, TIMEOUT, 560.0),
        ]
    finally:
        await again.close()


async def test_consecutive_timeouts_count_and_reset(store):
    # Time-outs are counted in the time-out move's own transaction (Store.commit_move), and
    # a move the player makes themselves ends the run; this replaces the old Clock.add_timeout/reset_timeouts.
    game_id = await active_game(store)
    version = 1
    version = await store.commit_move(
        game_id, version, 1, "a", [], {"move": 1}, by_ai=True, timed_out=True, autopilot_after=3
    )
    version = await store.commit_move(
        game_id, version, 1, "b", [], {"move": 2}, by_ai=True, timed_out=True, autopilot_after=3
    )
    assert (await store.get_game(game_id)).seats[1].timeouts == 2
    version = await store.commit_move(game_id, version, 1, "c", [], {"move": 3})  # the player's own move
    seat = (await store.get_game(game_id)).seats[1]
    assert seat.timeouts == 0 and seat.timeouts_total == 2 and not seat.autopilot
    version = await store.commit_move(
        game_id, version, 1, "d", [], {"move": 4}, by_ai=True, timed_out=True, autopilot_after=3
    )
    assert (await store.get_game(game_id)).seats[1].timeouts == 1


async def test_resign_marks_order_puts_seat_on_autopilot_and_is_not_reset(store):
    clock = Clock(store)
    game_id = await active_game(store, humans=3)
    await clock.set_seat(game_id, 2, version=1, seconds=10)
    assert await store.resign_seat(game_id, 1, 2) == 1
    assert await store.resign_seat(game_id, 2, 0) == 2
    game = await store.get_game(game_id)
    assert game.version == 3
    assert resigned(game) == {2: 1, 0: 2}
    assert game.seats[2].autopilot and game.seats[2].is_ai
    assert await clock.timers(game_id) == []
    # A move of the seat (the AI's, or a time-out) never erases the resignation mark.
    await store.commit_move(game_id, 3, 2, "x", [], {"move": 1}, by_ai=True, timed_out=True, autopilot_after=3)
    assert (await store.get_game(game_id)).seats[2].timeouts == -1


# ---------------------------------------------------------------- resignations in results
def test_resigned_seats_rank_last_later_resigners_above_earlier():
    base = rank_by_score([10, 30, 20, 40])  # ranking 3, 1, 2, 0
    game = record([human(0), human(1, timeouts=-1), human(2), human(3, timeouts=-2)])
    result = rank_resigned_last(game, base)
    assert result.ranking == [2, 0, 3, 1]
    assert result.places == [2, 4, 1, 3]
    assert result.winners == [2]
    assert result.scores == [10, 30, 20, 40]


def test_ties_among_players_still_in_are_kept():
    base = rank_by_score([5, 5, 9])
    game = record([human(0), human(1), human(2, timeouts=-1)])
    result = rank_resigned_last(game, base)
    assert result.ranking[:2] in ([0, 1], [1, 0]) and result.ranking[2] == 2
    assert result.places == [1, 1, 3]
    assert sorted(result.winners) == [0, 1]


def test_no_resignation_leaves_the_result_alone():
    base = rank_by_score([1, 2])
    assert rank_resigned_last(record([human(0), human(1)]), base) is base


def test_when_the_game_ends_on_a_resignation():
    assert ends_now(record([human(0), human(1)]), 0)  # two players: the other wins
    assert not ends_now(record([human(0), human(1), human(2)]), 0)
    assert not ends_now(record([human(0), human(1), bot(2)]), 0)  # a human and an AI play on
    assert ends_now(record([human(0), human(1, timeouts=-1), human(2)]), 0)  # one left
    assert ends_now(record([human(0), bot(1), bot(2)]), 0)  # only AIs would play on
    assert ends_now(record([human(0), human(1, autopilot=True), bot(2)]), 0)


def test_early_result_ranks_scores_so_far_then_the_resigned():
    game = get_game("mountain-miners")
    state = game.setup(3, 11, {})
    seats = [human(0, timeouts=-1), human(1), human(2)]
    rec = record(seats)
    rec = GameRecord(**{**rec.__dict__, "state": state})
    result = early_result(game, rec)
    assert isinstance(result, Result)
    assert result.ranking[-1] == 0 and result.places[0] == 3
    assert set(result.winners) <= {1, 2} and result.winners


def test_durations():
    assert pace_seconds("live") == 300 and pace_seconds("slow") == 86400
    assert pace_seconds("live", 0.01) == pytest.approx(3.0)
    english = Speaker("en-US")
    assert english.say(duration_text(24 * 3600)) == "24 hours" and english.say(duration_text(3600)) == "1 hour"
    assert english.say(duration_text(150)) == "2 minutes" and english.say(duration_text(1)) == "1 minute"
    # The time left of a reminder is a Discord timestamp: every reader's client shows it in their language.
    shown = timestamp(150)
    assert shown.startswith("<t:") and shown.endswith(":R>")
