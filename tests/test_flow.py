"""The game flow (services/flow.py): clocks that never need the heal, timers that fail without a hot
loop, and an AI that keeps failing pausing its game with a word in the thread.

Real store (both databases) and table services; a recording publisher stands in for Discord.
"""

from __future__ import annotations

import asyncio
import random
import time

import pytest

import services.ai_seats as ai_seats_module
import services.timers as timers_module
from rules import available_keys, get_game
from rules.refusal import Refusal
from services.flow import GameFlow
from services.notices import AIPaused, TimerTrouble
from services.wiring import Table
from store import ACTIVE, GameRecord, Store
from store.clock import TIMEOUT, Clock, timed_seats
from store.leases import Leases
from store.timer_plan import Plan, plan
from tests.flow_helpers import Recorder

USERS = (101, 102, 103, 104)


def flow_over(store: Store, recorder: Recorder, **kwargs) -> GameFlow:
    return GameFlow(Table.build(store), recorder, Leases(store, "host:flow-test"), **kwargs)


async def started(flow: GameFlow, key: str, players: int, bots: int = 0) -> GameRecord:
    table = flow.table
    record = await table.lobbies.open_lobby(key, None, 77, USERS[0], "p0", bots=bots)
    for index in range(1, players - bots):
        await table.lobbies.join(record.id, USERS[index], f"p{index}")
    return await flow.start(record.id, USERS[0])


async def clocks_need_nothing(flow: GameFlow, game_id: int) -> None:
    """The invariant the heal stands guard over: a game's timers are exactly what its state asks for."""
    while True:  # AI seats play on meanwhile: read the game and its timers at one version
        record = await flow.table.records.game(game_id)
        timers = await flow.timers.clock.timers(game_id)
        again = await flow.table.records.game(game_id)
        assert record is not None and again is not None
        if again.version == record.version:
            break
    if record.status != ACTIVE:
        assert timers == [], "a game that ended keeps no clock"
        return
    timed = timed_seats(record, get_game(record.game_key).to_act(record.state))
    assert plan(timers, timed, record.version) == Plan(), (record.version, timers, timed)
    assert {t.seat for t in timers if t.kind == TIMEOUT} == timed


@pytest.mark.parametrize("key", available_keys())
async def test_normal_play_never_needs_the_heal(store, key):
    """Seeded games of every title through the flow, with undos, handovers and take-backs: after every
    change the clocks are already right, and the heal finds nothing to mend."""
    recorder = Recorder()
    flow = flow_over(store, recorder)
    game = get_game(key)
    rng = random.Random(key)
    record = await started(flow, key, game.min_players)
    for _step in range(120):
        record = await flow.table.records.game(record.id)
        assert record is not None
        await clocks_need_nothing(flow, record.id)
        if record.status != ACTIVE:
            break
        to_act = sorted(game.to_act(record.state))
        seat = to_act[0]
        user = record.seats[seat].user_id
        roll = rng.random()
        try:
            if roll < 0.05 and user is not None and not record.seats[seat].is_ai:
                await flow.hand_over(record.id, user, user)
            elif roll < 0.1 and user is not None and record.seats[seat].autopilot:
                await flow.take_back(record.id, user)
            elif roll < 0.2 and user is not None:
                await flow.undo(record.id, user)
            else:
                action = rng.choice(game.legal_actions(record.state, seat)).id
                await flow.play(
                    record.id, seat, action, expected_version=record.version, by_ai=record.seats[seat].is_ai
                )
        except Refusal:
            pass  # a refused undo or take-back changes nothing: the invariant still holds below
    await flow.timers.heal()
    assert flow.timers.heals == 0
    await flow.stop()


async def test_a_failing_timer_is_retried_with_growing_pauses_and_reported_once(store, monkeypatch):
    recorder = Recorder()
    flow = flow_over(store, recorder)
    record = await started(flow, "nanga-parbat", 2)
    clock = Clock(store)
    attempts: list[float] = []

    async def broken_time_out(game_id, seat, version, deadline=None):
        attempts.append(time.time())
        raise RuntimeError("the engine cannot decide here")

    monkeypatch.setattr(flow.changes, "time_out", broken_time_out)
    seat = sorted(get_game(record.game_key).to_act(record.state))[0]
    timer = next(t for t in await clock.timers(record.id) if t.kind == TIMEOUT and t.seat == seat)
    expected_pauses = [*timers_module.TIMER_BACKOFF, timers_module.TIMER_BACKOFF[-1]]
    for failure, pause in enumerate(expected_pauses, start=1):
        before = time.time()
        await flow.timers._fire_one(timer)
        timer = next(t for t in await clock.timers(record.id) if t.kind == TIMEOUT and t.seat == seat)
        assert timer.due_at == pytest.approx(before + pause, abs=2), (failure, pause)
    assert len(attempts) == len(expected_pauses)
    troubles = [n for n in recorder.notices if isinstance(n, TimerTrouble)]
    assert len(troubles) == 1 and troubles[0].attempts == timers_module.TIMER_REPORT_AFTER, "reported once"
    # The loop itself: with the failing timer put off, a second of looping tries it no more.
    attempts.clear()
    flow.start_background()
    await asyncio.sleep(1.0)
    await flow.stop()
    assert attempts == [], "a put-off timer is not fired again before its pause ends (no hot loop)"


async def test_an_ai_that_keeps_failing_pauses_its_game_with_a_word_in_the_thread(store, monkeypatch):
    monkeypatch.setattr(ai_seats_module, "AI_RETRY_DELAYS", (0.01, 0.01))
    recorder = Recorder()
    flow = flow_over(store, recorder)
    calls: list[int] = []

    async def broken_decision(record):
        calls.append(record.version)
        raise RuntimeError("the worker died twice")

    monkeypatch.setattr(flow.changes, "ai_decision", broken_decision)
    record = await started(flow, "nanga-parbat", 2, bots=1)
    # The bot may be second to act: let the human move until the AI seat is to act.
    game = get_game(record.game_key)
    for _ in range(10):
        record = await flow.table.records.game(record.id)
        if flow.table.changes.needs_ai(record):
            break
        seat = sorted(game.to_act(record.state))[0]
        await flow.play(record.id, seat, game.legal_actions(record.state, seat)[0].id, expected_version=record.version)
    flow.ai_seats.kick_ai(record.id)
    for _ in range(200):
        if any(isinstance(n, AIPaused) for n in recorder.notices):
            break
        await asyncio.sleep(0.01)
    paused = [n for n in recorder.notices if isinstance(n, AIPaused)]
    assert len(paused) == 1 and record.seats[paused[0].seat].is_ai
    assert len(calls) == 1 + len(ai_seats_module.AI_RETRY_DELAYS), "tried once, then retried after each pause"
    assert (await flow.table.records.game(record.id)).version == record.version, "nothing was played"
    await flow.stop()


@pytest.mark.parametrize("key", available_keys())
async def test_a_moves_outcome_is_the_game_as_committed(store, key):
    """The in-play changes build a move's resulting game without reading it back (one query less per
    move): after every move of seeded games, with time-outs among them, it equals the stored game."""
    table = Table.build(store)
    game = get_game(key)
    rng = random.Random(f"outcome-{key}")
    lobby = await table.lobbies.open_lobby(key, None, 77, USERS[0], "p0")
    for index in range(1, game.min_players):
        await table.lobbies.join(lobby.id, USERS[index], f"p{index}")
    record = await table.changes.start(lobby.id, USERS[0])
    for _ in range(80):
        if record.status != ACTIVE:
            break
        seat = sorted(game.to_act(record.state))[0]
        if rng.random() < 0.15 and not record.seats[seat].is_ai:
            outcome = (await table.changes.time_out(record.id, seat, record.version)).move
        else:
            action = rng.choice(game.legal_actions(record.state, seat)).id
            outcome = await table.changes.play(
                record.id, seat, action, expected_version=record.version, by_ai=record.seats[seat].is_ai
            )
        assert outcome.game == await store.get_game(record.id)
        record = outcome.game


# ---------------------------------------------------------------------- a decision's clock starts at its board
class SlowPoster(Recorder):
    """Discord shows each new post ``delay`` seconds after it is asked for (the board drawn on a
    loaded machine, the thread opened first), or refuses it (``refuse``); records the edits."""

    def __init__(self, delay: float = 0.0, refuse: bool = False) -> None:
        super().__init__()
        self.delay, self.refuse = delay, refuse
        self.edits: list[int] = []

    async def send_turn_post(self, record, owed, facts):
        await asyncio.sleep(self.delay)
        return None if self.refuse else await super().send_turn_post(record, owed, facts)

    async def edit_turn_post(self, record, message_id, start, facts):
        self.edits.append(message_id)
        return True


async def first_clock(flow: GameFlow, record: GameRecord) -> tuple[float, float, float]:
    """The deciding seat's (reminder due, time-out due, bank) once dealt."""
    (seat,) = timed_seats(record, get_game(record.game_key).to_act(record.state))
    due = {timer.kind: timer.due_at for timer in await flow.timers.clock.timers(record.id) if timer.seat == seat}
    bank = (
        await flow.table.store._fetchall("SELECT bank FROM seats WHERE game_id = ? AND seat = ?", (record.id, seat))
    )[0][0]
    return due["remind"], due[TIMEOUT], float(bank)


async def test_the_first_decision_is_timed_from_its_post_not_from_the_deal(store):
    poster = SlowPoster(delay=1.5)
    flow = flow_over(store, poster)
    dealt_at = time.time()
    record = await started(flow, "nanga-parbat", 2)
    posted_at = time.time()
    allowance = flow.table.clocks.allowance(record)
    remind, timeout, bank = await first_clock(flow, record)
    # Measured from when Discord showed the board (at least 1.5 s after the deal), with the same base
    # time, reminder spacing and bank as any decision.
    assert bank == allowance.bank
    assert dealt_at + 1.5 + allowance.base + bank <= timeout <= posted_at + allowance.base + bank
    assert timeout - remind == pytest.approx(allowance.base / 2 + bank)
    # The post was drawn with the deal's deadline: it is edited once to show the moved one.
    record = await flow.table.records.game(record.id)
    assert poster.edits == [record.board.message_id]
    # Later posts start no clock again: a move's post leaves the next decision's clock as dealt.
    await clocks_need_nothing(flow, record.id)
    await flow.stop()


async def test_a_first_post_made_after_a_restart_starts_the_clock_then(store):
    refused = SlowPoster(refuse=True)  # the process dies (or Discord fails) between the deal and the post
    flow = flow_over(store, refused)
    record = await started(flow, "solstis", 2)
    assert (await flow.table.records.game(record.id)).board.message_id is None
    await flow.stop()
    await asyncio.sleep(1.2)
    poster = SlowPoster()
    again = flow_over(store, poster)
    resumed_at = time.time()
    assert await again.resume() == (1, 0)
    allowance = again.table.clocks.allowance(record)
    _, timeout, bank = await first_clock(again, record)
    assert timeout >= resumed_at + allowance.base + bank
    assert len(poster.edits) == 1
    await again.stop()


class PostsShown(Recorder):
    """A publisher that remembers, per message, the version each post or edit showed."""

    def __init__(self) -> None:
        super().__init__()
        self.shows: dict[int, int] = {}
        self.newest: int | None = None  # the message of the newest post

    async def send_turn_post(self, record, owed, facts):
        message_id = await super().send_turn_post(record, owed, facts)
        self.shows[message_id] = record.version
        self.newest = message_id
        return message_id

    async def edit_turn_post(self, record, message_id, start, facts):
        self.shows[message_id] = record.version
        return True


@pytest.mark.parametrize("key", available_keys())
async def test_a_click_records_what_discord_answered_with_the_next_move(store, key):
    """A click on the picker (``GameFlow.pick``) leaves what Discord answered about the turn post
    (its edit, or the new post) to the game's next move, which records it in its own transaction: so
    after every click, the store's record of the turn post with that news applied is what Discord
    shows, no post is left owed, and once the flow stops the store alone says so."""
    shown = PostsShown()
    flow = flow_over(store, shown)
    record = await started(flow, key, players=2)
    game = get_game(key)
    rng = random.Random(5)
    clicks = {"edited": 0, "started": 0}
    for _ in range(30):
        if record.status != ACTIVE:
            break
        seat = sorted(game.to_act(record.state))[0]
        user = record.seats[seat].user_id
        index = rng.randrange(len(game.legal_actions(record.state, seat)))
        click = await flow.pick(record.id, user, seat, record.version, index)
        assert click.move is not None and click.refusal is None and click.decision is not None
        record = click.move.game
        clicks[click.post] += 1
        stored = await store.get_game(record.id)
        news = flow.changes.news.get(record.id)
        assert (news is not None) == (record.status == ACTIVE)  # a game over records it at once
        board = news.apply(stored.board) if news is not None else stored.board
        assert stored.version == record.version and board.owed is None
        assert board.message_id == shown.newest and shown.shows[board.message_id] == board.shown == record.version
        assert click.decision.game.version == record.version
    assert clicks["edited"] and (clicks["started"] or game.max_players == 1), clicks
    await flow.stop()
    stored = await store.get_game(record.id)
    assert flow.changes.news == {}
    if stored.status == ACTIVE:
        assert (stored.board.message_id, stored.board.shown, stored.board.owed) == (
            shown.newest,
            stored.version,
            None,
        )
