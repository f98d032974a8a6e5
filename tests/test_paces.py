"""Paces and time banks, without Discord: the presets, the bank's arithmetic, the store's
guarded changes (bank growth and spending, a time-out only once the bank is used up, undo, asking
for and granting more time, a restart), the remaining time the turn post shows, and the service.

Moments are exact: the store reads the time from ``time.time``, which these tests set.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from lang import Speaker
from rules.refusal import Refusal
from services.clocks import more_time_grantors, pace_seconds
from services.paces import (
    ALIASES,
    DATA_PATH,
    DEFAULT_PACE,
    PACES,
    PROBLEM,
    Pace,
    PaceDataError,
    PacesNotKnown,
    clock_text,
    describe,
    load,
    pace_of,
    span,
    summarize,
    unknown_paces,
)
from services.wiring import Table
from store import ACTIVE, ClockUpdate, MoreTimeRefused, StaleVersion, Store
from store.clock import REMIND, TIMEOUT, Clock
from store.timer_plan import Allowance, is_last_call, next_reminder, reminder_moments, settle

BLITZ = Allowance(base=60, bank=0, increment=10, cap=300, last_call=60, more_time=60)
HOST, GUEST = 100, 101


class Now:
    """The time the store reads (``time.time``), set by the test."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, start: float = 1000.0) -> None:
        self.value = start
        monkeypatch.setattr(time, "time", lambda: self.value)

    def at(self, value: float) -> None:
        self.value = value


@pytest.fixture
def now(monkeypatch):
    return Now(monkeypatch)


def update(to_act: set[int], moved: set[int] = frozenset(), earned: set[int] = frozenset()) -> ClockUpdate:
    return ClockUpdate(
        to_act=frozenset(to_act),
        seconds=BLITZ.base,
        moved=frozenset(moved),
        allowance=BLITZ,
        earned=frozenset(earned),
    )


async def two_humans(store: Store) -> int:
    """A game of two people (seat 0 the host), dealt at the time now with seat 0 to act."""
    game_id = await store.create_lobby("mountain-miners", 1, 10, HOST, "Host", seed=7, pace="blitz")
    await store.add_seat(game_id, "Guest", max_seats=6, user_id=GUEST)
    await store.start_game(game_id, thread_id=555 + game_id, state={"move": 0}, clock=update({0}))
    return game_id


async def move(store: Store, game_id: int, seat: int, to_act: set[int], **kw) -> int:
    record = await store.get_game(game_id)
    assert record is not None
    own = not kw.get("timed_out", False)
    return await store.commit_move(
        game_id,
        record.version,
        seat,
        "x",
        [],
        {"move": record.version},
        by_ai=not own,
        clock=update(to_act, moved={seat}, earned={seat} if own else set()),
        **kw,
    )


def timers_of(timers, seat: int) -> dict[str, float]:
    return {t.kind: t.due_at for t in timers if t.seat == seat}


# ---------------------------------------------------------------- the presets
def test_the_presets_come_from_the_data_with_their_banks():
    assert list(PACES) == ["blitz", "live", "daily", "weekend"] and DEFAULT_PACE == "live"
    assert PACES["blitz"] == Pace("blitz", 60, 0, 10, 300, 60)
    assert PACES["live"] == Pace("live", 300, 0, 30, 900, 300)
    assert PACES["daily"] == Pace("daily", 86400, 259200, 3600, 259200, 86400)
    assert PACES["weekend"] == Pace("weekend", 259200, 0, 0, 0, 259200)
    # Games stored before keep working: "slow" plays as daily, an unknown pace as the default.
    assert ALIASES == {"slow": "daily"} and pace_of("slow") is PACES["daily"] and pace_of("nope") is PACES["live"]
    assert pace_seconds("slow") == 86400 and pace_seconds("blitz", 0.5) == 30
    assert PACES["blitz"].allowance(0.5) == Allowance(30, 0, 5, 150, 30, 30)


def test_a_pace_is_described_from_its_numbers():
    english = Speaker("en-US")
    said = {key: english.say(describe(pace)) for key, pace in PACES.items()}
    assert (
        said["blitz"]
        == "Blitz: 1 minute a decision; each of your moves adds 10 seconds to your time bank (up to 5 minutes)"
    )
    assert (
        said["live"]
        == "Live: 5 minutes a decision; each of your moves adds 30 seconds to your time bank (up to 15 minutes)"
    )
    assert said["daily"] == (
        "Daily: 24 hours a decision and a time bank of 3 days; each of your moves adds 1 hour to it (up to 3 days)"
    )
    assert said["weekend"] == "Weekend: 3 days a decision, no time bank"
    assert english.say(span(90)) == "90 seconds" and english.say(span(7200)) == "2 hours"
    assert [english.say(clock_text(s)) for s in (65, 3 * 3600 + 125, 2 * 86400 + 5 * 3600 + 7)] == [
        "1:05",
        "3 h 2 min",
        "2 d 5 h",
    ]


# ---------------------------------------------------------------- the data file, checked
def written(tmp_path, change) -> Path:
    """A copy of the shipped paces file with ``change`` made to its data."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "paces.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refusal_of(path: Path) -> str:
    with pytest.raises(PaceDataError) as caught:
        load(path)
    assert str(caught.value).startswith(f"{path}: "), caught.value  # the file is named first
    return str(caught.value)


def test_the_shipped_file_loads_as_the_presets():
    assert load() == (PACES, ALIASES, DEFAULT_PACE) and PROBLEM is None


@pytest.mark.parametrize(
    ("value", "said"),
    [
        (float("nan"), '"decision" of pace "blitz" is NaN, not a finite number'),
        (float("inf"), '"decision" of pace "blitz" is Infinity, not a finite number'),
        ("60", '"decision" of pace "blitz" is "60", not a number of seconds'),
        (True, '"decision" of pace "blitz" is true, not a number of seconds'),
        (None, '"decision" of pace "blitz" is null, not a number of seconds'),
        (0, '"decision" of pace "blitz" is 0: it must be more than 0 seconds'),
        (400 * 86400, "more than a year"),
    ],
)
def test_a_decision_time_is_a_finite_positive_number_of_seconds(tmp_path, value, said):
    path = written(tmp_path, lambda data: data["paces"]["blitz"].update(decision=value))
    assert said in refusal_of(path)


@pytest.mark.parametrize("field", ["bank", "increment", "bank_cap", "more_time"])
def test_every_other_time_is_finite_and_not_negative(tmp_path, field):
    for value, said in (
        (float("nan"), "not a finite number"),
        (float("-inf"), "not a finite number"),
        (-1, "negative"),
    ):
        path = written(tmp_path, lambda data, v=value: data["paces"]["daily"].update({field: v}))
        assert f'"{field}" of pace "daily"' in refusal_of(path) and said in refusal_of(path)


def test_json_without_nan_literals_is_read_and_a_huge_number_is_infinity_refused(tmp_path):
    path = tmp_path / "paces.json"
    path.write_text(DATA_PATH.read_text(encoding="utf-8").replace('"decision": 60,', '"decision": 1e400,', 1))
    assert '"decision" of pace "blitz" is Infinity, not a finite number' in refusal_of(path)
    path.write_text(DATA_PATH.read_text(encoding="utf-8").replace('"decision": 60,', '"decision": NaN,', 1))
    assert '"decision" of pace "blitz" is NaN' in refusal_of(path)


def test_a_broken_or_missing_file_is_named_with_what_is_wrong(tmp_path):
    path = tmp_path / "paces.json"
    path.write_text('{"paces": {"blitz": {"decision": 60,}}}')
    assert "is not valid JSON (Expecting property name enclosed in double quotes at line 1" in refusal_of(path)
    assert "cannot be read" in refusal_of(tmp_path / "nowhere.json")
    path.write_text("[]")
    assert "is not a JSON object" in refusal_of(path)


def test_names_fields_and_aliases_are_checked(tmp_path):
    cases = [
        (lambda d: d["paces"]["blitz"].update(decison=30), 'pace "blitz" has the unknown field "decison"'),
        (lambda d: d["paces"]["blitz"].pop("decision"), 'pace "blitz" has no "decision" time'),
        (lambda d: d.update(pace={}), 'has the unknown field "pace"'),
        (lambda d: d.update(paces={}), 'has no "paces" object'),
        (lambda d: d["paces"].update({"Fast Game": {"decision": 30}}), 'the pace name "Fast Game" is not lowercase'),
        (lambda d: d["paces"].update(fast={"decision": 30}), "add paces-name-fast to lang/locales/*/paces.ftl"),
        (lambda d: d.update(default="weekly"), '"default" is "weekly", which is not a pace'),
        (lambda d: d["aliases"].update(old="weekly"), 'the alias "old" names "weekly", which is not a pace'),
        (lambda d: d["aliases"].update(live="daily"), 'the alias "live" is also a pace'),
    ]
    for change, said in cases:
        assert said in refusal_of(written(tmp_path, change)), said
    # A comment field (starting with "_") is allowed anywhere at the top.
    assert load(written(tmp_path, lambda d: d.update(_note="kept for the operators")))[0] == PACES


def test_paces_stored_in_games_must_still_be_known(monkeypatch):
    stored = {"live": 4, "slow": 1, "weekend": 2}
    assert unknown_paces(stored) == {}  # slow is read as daily
    monkeypatch.delitem(PACES, "weekend")  # the file dropped a pace still in use
    assert unknown_paces(stored) == {"weekend": 2}
    problem = PacesNotKnown(DATA_PATH, unknown_paces(stored))
    assert str(problem) == f'{DATA_PATH} has no pace "weekend" (2 stored games) and no alias for it'


async def test_the_store_counts_the_paces_its_games_name(store):
    await store.create_lobby("mountain-miners", 1, 10, HOST, "Host", seed=7, pace="weekend")
    await store.create_lobby("mountain-miners", 1, 11, HOST, "Host", seed=7, pace="slow")
    await store.create_lobby("solstis", 1, 12, GUEST, "Guest", seed=7, pace="weekend")
    assert await store.paces_stored() == {"weekend": 2, "slow": 1}


# ---------------------------------------------------------------- the arithmetic
def test_settling_a_decision_spends_what_ran_past_the_base_time_then_adds_the_increment():
    assert settle(0, base_ends=1060, now=1020, increment=10, cap=300) == 10  # in time: +10
    assert settle(30, base_ends=1060, now=1075, increment=10, cap=300) == 25  # 15 s spent, then +10
    assert settle(30, base_ends=1060, now=1100, increment=0) == 0  # a time-out: all spent, nothing earned
    assert settle(295, base_ends=1060, now=1000, increment=10, cap=300) == 300  # never beyond the cap
    assert settle(400, base_ends=None, now=1000, increment=10, cap=300) == 400  # above the cap: kept, not cut
    assert settle(50, base_ends=None, now=5000) == 50  # no open decision known: nothing spent


def test_reminders_at_half_time_and_a_last_call():
    # 60 s a decision, 40 s banked: half time at 30 s, the last call when a minute is left (40 s in).
    assert reminder_moments(1000, 60, 1100, last_call=60) == (1030, 1040)
    # A day and a 3-day bank: 12 h in, then when a tenth of the 4 days is left (9.6 h).
    day = 86400
    assert reminder_moments(0, day, 4 * day, last_call=60) == (day / 2, 4 * day - 0.4 * day)
    # No room for a last call after the half-time one (a minute, no bank): half time only.
    assert reminder_moments(1000, 60, 1060, last_call=60) == (1030,)
    assert next_reminder(1000, 60, 1100, 60, after=1030) == 1040 and next_reminder(1000, 60, 1100, 60, 1040) is None
    assert not is_last_call(1000, 60, 1030) and is_last_call(1000, 60, 1040)


# ---------------------------------------------------------------- the store
async def test_a_bank_grows_by_the_increment_and_is_spent_past_the_base_time(store, now):
    game_id = await two_humans(store)  # at 1000: seat 0 has 60 s and no bank
    clock = Clock(store)
    assert timers_of(await clock.timers(game_id), 0) == {REMIND: 1030, TIMEOUT: 1060}
    row = (await store.seat_clocks(game_id))[0]
    assert (row.bank, row.started, row.base_ends, row.deadline) == (0, 1000, 1060, 1060)

    now.at(1020)  # seat 0 decides in 20 s: +10
    await move(store, game_id, 0, {1})
    clocks = await store.seat_clocks(game_id)
    assert (clocks[0].bank, clocks[0].started, clocks[0].deadline) == (10, None, None)
    assert timers_of(await clock.timers(game_id), 1) == {REMIND: 1050, TIMEOUT: 1080}

    now.at(1070)  # seat 1 decides in 50 s: +10; seat 0's next decision has 60 s and its 10 s bank
    await move(store, game_id, 1, {0})
    assert (await store.seat_clocks(game_id))[1].bank == 10
    assert timers_of(await clock.timers(game_id), 0) == {REMIND: 1100, TIMEOUT: 1140}

    now.at(1135)  # seat 0 ran 5 s past its base time: 10 - 5 + 10
    await move(store, game_id, 0, {1})
    assert (await store.seat_clocks(game_id))[0].bank == 15

    # Seat 1 (10 s banked) times out only once its base time and its bank are used up.
    assert timers_of(await clock.timers(game_id), 1) == {REMIND: 1165, TIMEOUT: 1205}
    assert [t.kind for t in await clock.due(now=1195) if t.seat == 1] == [REMIND]
    assert [t.kind for t in await clock.due(now=1205) if t.seat == 1] == [REMIND, TIMEOUT]
    now.at(1205)
    await move(store, game_id, 1, {0}, timed_out=True, timeout_due=1205.0)
    clocks = await store.seat_clocks(game_id)
    assert clocks[1].bank == 0, "a time-out spends the whole bank and earns nothing"
    assert clocks[0].bank == 15 and clocks[0].deadline == 1205 + 60 + 15


async def test_a_seat_deciding_again_in_its_turn_gets_a_fresh_decision_with_its_bank(store, now):
    game_id = await two_humans(store)
    now.at(1065)  # 5 s past the base time: 0 - 5 -> 0, then +10
    await move(store, game_id, 0, {0})
    row = (await store.seat_clocks(game_id))[0]
    assert (row.bank, row.started, row.base_ends, row.deadline) == (10, 1065, 1125, 1135)


async def test_undo_puts_the_bank_back_as_it_was(store, now):
    game_id = await two_humans(store)
    now.at(1050)
    record = await store.get_game(game_id)
    version = await store.commit_move(
        game_id,
        record.version,
        0,
        "x",
        [],
        {"move": 1},
        state_before=record.state,
        clock=update({0}, moved={0}, earned={0}),
    )
    assert (await store.seat_clocks(game_id))[0].bank == 10
    now.at(1055)
    await store.undo_move(game_id, version, version, 0, clock=update({0}))
    row = (await store.seat_clocks(game_id))[0]
    assert (row.bank, row.started, row.base_ends, row.deadline) == (0, 1000, 1060, 1060), "nothing earned"


async def hand_over(store: Store, game_id: int, seat: int, to_act: set[int]) -> int:
    record = await store.get_game(game_id)
    return await store.hand_over_seat(game_id, record.version, seat, False, clock=update(to_act))


async def take_back(store: Store, game_id: int, seat: int, to_act: set[int]) -> int:
    record = await store.get_game(game_id)
    return await store.take_back_seat(game_id, record.version, seat, clock=update(to_act))


async def test_a_handover_and_a_takeback_never_give_a_decision_more_time(store, now):
    game_id = await two_humans(store)
    await move(store, game_id, 0, {1})
    await move(store, game_id, 1, {0})  # seat 0: 10 s banked, deciding from 1000 until 1060 + 10
    clock = Clock(store)
    for moment in (1010, 1030, 1050):  # within the base time, again and again
        now.at(moment)
        await hand_over(store, game_id, 0, {0})
        assert timers_of(await clock.timers(game_id), 0) == {}, "the AI plays the seat: no clock"
        now.at(moment + 1)
        await take_back(store, game_id, 0, {0})
        row = (await store.seat_clocks(game_id))[0]
        assert (row.bank, row.started, row.base_ends, row.deadline) == (10, 1000, 1060, 1070), moment
        if moment == 1010:  # the half-time reminder still to come is kept
            assert timers_of(await clock.timers(game_id), 0) == {REMIND: 1030, TIMEOUT: 1070}
    assert timers_of(await clock.timers(game_id), 0) == {TIMEOUT: 1070}, "no reminder left to come"
    # Past the base time the bank is spent up to the handover; taken back, the time-out stays put.
    now.at(1065)
    await hand_over(store, game_id, 0, {0})
    now.at(1067)
    await take_back(store, game_id, 0, {0})
    row = (await store.seat_clocks(game_id))[0]
    assert (row.bank, row.started, row.base_ends, row.deadline) == (5, 1000, 1065, 1070)
    # Deciding at 1068 spends 8 s of the bank in all (as without the handovers), then earns 10 s.
    now.at(1068)
    await move(store, game_id, 0, {1})
    assert (await store.seat_clocks(game_id))[0].bank == 12


async def test_after_the_ai_decided_for_a_handed_over_seat_a_takeback_starts_a_fresh_decision(store, now):
    game_id = await two_humans(store)
    now.at(1010)
    await hand_over(store, game_id, 0, {0})
    now.at(1012)
    record = await store.get_game(game_id)
    await store.commit_move(
        game_id, record.version, 0, "x", [], {"move": 1}, by_ai=True, clock=update({0}, moved={0})
    )  # the AI decided for the seat; it is to act again
    now.at(1020)
    await take_back(store, game_id, 0, {0})
    row = (await store.seat_clocks(game_id))[0]
    assert (row.started, row.base_ends, row.deadline) == (1020, 1080, 1080), "a new decision, its own time"
    # A seat handed over while someone else decides holds nothing.
    await move(store, game_id, 0, {1})
    now.at(1030)
    await hand_over(store, game_id, 0, {1})
    await take_back(store, game_id, 0, {1})
    assert (await store.seat_clocks(game_id))[0].deadline is None


async def test_a_time_out_that_no_longer_stands_is_refused(store, now):
    game_id = await two_humans(store)
    now.at(1061)
    with pytest.raises(StaleVersion):  # the time-out was moved (more time) since this timer fired
        await move(store, game_id, 0, {1}, timed_out=True, timeout_due=1050.0)
    assert (await store.get_game(game_id)).version == 1


async def test_more_time_is_asked_once_and_granted_once(store, now):
    game_id = await two_humans(store)
    clock = Clock(store)
    with pytest.raises(MoreTimeRefused):  # seat 1 is not deciding
        await store.ask_more_time(game_id, 1)
    now.at(1040)  # the half-time reminder went (1030): the last call is the next reminder
    await clock.take_reminder(next(t for t in await clock.timers(game_id) if t.kind == REMIND), BLITZ, now=1040)
    token = (await store.ask_more_time(game_id, 0)).token
    assert token == 1_000_000
    with pytest.raises(MoreTimeRefused):
        await store.ask_more_time(game_id, 0)  # already asked for this decision
    with pytest.raises(MoreTimeRefused):
        await store.grant_more_time(game_id, 0, token + 1, 60, base=60, last_call=60)  # not this request
    deadline = await store.grant_more_time(game_id, 0, token, 60, base=60, last_call=60, now=1045)
    assert deadline == 1120
    row = (await store.seat_clocks(game_id))[0]
    assert (row.base_ends, row.deadline, row.asked, row.granted) == (1120, 1120, None, True)
    # The last call is planned anew: a minute before the new time-out.
    assert timers_of(await clock.timers(game_id), 0) == {REMIND: 1060, TIMEOUT: 1120}
    assert (await store.get_game(game_id)).version == 1, "a grant leaves the players' buttons valid"
    with pytest.raises(MoreTimeRefused):
        await store.grant_more_time(game_id, 0, token, 60, base=60, last_call=60)  # a second click
    with pytest.raises(MoreTimeRefused):
        await store.ask_more_time(game_id, 0)  # once a game

    # The extension delays spending the bank: seat 0 decides at 1115, within 60 + 60 s.
    now.at(1115)
    await move(store, game_id, 0, {1})
    assert (await store.seat_clocks(game_id))[0].bank == 10


async def test_a_request_lapses_when_the_player_decides(store, now):
    game_id = await two_humans(store)
    token = (await store.ask_more_time(game_id, 0)).token
    now.at(1010)
    await move(store, game_id, 0, {0})  # a new decision of the same seat
    with pytest.raises(MoreTimeRefused):
        await store.grant_more_time(game_id, 0, token, 60, base=60, last_call=60)
    again = await store.ask_more_time(game_id, 0)
    assert (again.token, again.asks) == (1_010_000, 2), "a lapsed request may be made again"


async def test_requests_for_more_time_are_bounded_in_a_game(store, now):
    game_id = await two_humans(store)
    for moment in (1000, 1010, 1020):
        now.at(moment)
        if moment > 1000:
            await move(store, game_id, 0, {0})  # a new decision of the same seat
        asked = await store.ask_more_time(game_id, 0, limit=3)
        assert (asked.token, asked.asks) == (moment * 1000, (moment - 990) // 10)
    now.at(1030)
    await move(store, game_id, 0, {0})
    with pytest.raises(MoreTimeRefused):
        await store.ask_more_time(game_id, 0, limit=3)
    assert (await store.seat_clocks(game_id))[0].asks == 3, "a refused request is not counted"


async def test_the_bank_survives_reopening_the_database(database, monkeypatch):
    now = Now(monkeypatch)
    first = await Store.open(database)
    game_id = await two_humans(first)
    now.at(1020)
    await move(first, game_id, 0, {1})
    now.at(1030)
    await move(first, game_id, 1, {0})  # seat 0: 10 s banked, decision from 1030
    await first.close()
    again = await Store.open(database)
    try:
        clocks = await again.seat_clocks(game_id)
        assert (clocks[0].bank, clocks[0].base_ends, clocks[0].deadline) == (10, 1090, 1100)
        assert clocks[1].bank == 10
        now.at(1095)  # the reopened store settles it as before: 5 s spent, +10
        await move(again, game_id, 0, {1})
        assert (await again.seat_clocks(game_id))[0].bank == 15
    finally:
        await again.close()


async def test_a_seat_that_resigns_ends_its_decision(store, now):
    game_id = await two_humans(store)
    now.at(1070)
    await store.resign_seat(game_id, 1, 0, clock=update({0}))
    row = (await store.seat_clocks(game_id))[0]
    assert (row.bank, row.started, row.deadline) == (0, None, None)


# ---------------------------------------------------------------- remaining time and the service
async def test_the_remaining_time_of_each_human(store, now):
    game_id = await two_humans(store)
    now.at(1020)
    await move(store, game_id, 0, {1})  # seat 0: 10 s banked, waiting; seat 1 deciding from 1020
    record = await store.get_game(game_id)
    rows = await store.seat_clocks(game_id)
    waiting, deciding = summarize(record, rows, BLITZ, now=1050)
    assert (waiting.deciding, waiting.base_left, waiting.bank_left, waiting.deadline) == (False, 60, 10, None)
    assert (deciding.deciding, deciding.base_left, deciding.bank_left, deciding.deadline) == (True, 30, 0, 1080)
    now.at(1030)
    await move(store, game_id, 1, {0})
    record = await store.get_game(game_id)
    deciding = summarize(record, await store.seat_clocks(game_id), BLITZ, now=1095)[0]
    assert (deciding.base_left, deciding.bank_left, deciding.left) == (0, 5, 5), "5 s of the bank spent"


async def test_the_service_asks_and_grants_more_time(store):
    table = Table.build(store, max_games_per_member=None, max_games_per_server=None)
    lobby = await table.lobbies.open_lobby("mountain-miners", 1, 10, HOST, "host", pace="slow")
    assert lobby.pace == "daily", "an old pace's name opens its new pace"
    lobby = await table.lobbies.set_pace(lobby.id, HOST, "blitz")
    with pytest.raises(Refusal):
        await table.lobbies.set_pace(lobby.id, HOST, "turbo")
    await table.lobbies.join(lobby.id, GUEST, "guest")
    with pytest.raises(Refusal):
        await table.lobbies.set_pace(lobby.id, GUEST, "live")  # only the host sets the table
    record = await table.changes.start(lobby.id, HOST)
    assert record.status == ACTIVE and record.pace == "blitz"
    first = [record.seats[s].user_id for s in (0, 1) if await table.clocks.can_ask_more_time(record, s)]
    assert len(first) == 1, "only the player deciding may ask"
    asker = first[0]
    other = GUEST if asker == HOST else HOST
    asked = await table.changes.ask_more_time(record.id, asker)
    assert asked.grantors == (other,) and not asked.by_host and asked.extension == 60
    assert not await table.clocks.can_ask_more_time(record, asked.seat)
    with pytest.raises(Refusal):
        await table.changes.grant_more_time(record.id, asker, asked.seat, asked.token)  # not one's own
    with pytest.raises(Refusal):
        await table.changes.grant_more_time(record.id, 999, asked.seat, asked.token)  # not a player
    before = (await store.seat_clocks(record.id))[asked.seat].deadline
    granted = await table.changes.grant_more_time(record.id, other, asked.seat, asked.token)
    assert granted.deadline == pytest.approx(before + 60)
    clocks = await table.clocks.clock_summary(granted.game)
    assert {c.user_id for c in clocks} == {HOST, GUEST}


def test_nobody_grants_their_own_request_and_alone_with_bots_nobody_can():
    from tests.table_samples import bot, human, record

    solo = record([human(0), bot(1)])  # the host (user 10) plays alone with a bot
    assert more_time_grantors(solo, 0) == ((), False)
    duel = record([human(0), human(1), bot(2)])
    assert more_time_grantors(duel, 0) == ((11,), False) and more_time_grantors(duel, 1) == ((10,), False)
    hosted = record([bot(0), human(1)])  # the host does not play (user 11 does): the host may grant
    assert more_time_grantors(hosted, 1) == ((10,), True)


def test_the_data_file_names_every_pace_in_every_language():
    from lang.catalogue import CATALOGUE, SHIPPED

    data = json.loads(DATA_PATH.read_text())
    for code in SHIPPED:
        for key in data["paces"]:
            assert CATALOGUE.has(code, f"paces-name-{key}"), (code, key)
