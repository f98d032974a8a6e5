"""The game flow: what happens when a game changes, from the commit to what the players see.

Every change of a game goes through here, whoever asks for it (a player's click, an AI seat, a
clock): the table service (``services.changes``) asks the rules and commits the change, its timers and
the turn-post bookkeeping in one guarded transaction; only then does the flow tell the
:class:`Publisher` (the Discord side implements it) what to show. Nothing that matters lives only in
this process's memory: the timers, the post a change owes and the version each post shows are rows,
so a restart (or another process taking over a shard) carries on exactly where the last one stopped.

The flow also plays the AI seats (each turn under the game's ``ai`` lease, so one process plays it)
and fires the timers (under the game's ``clock`` lease), through the very same path as a player.

The turn post (see ``services.turn_posts``): a change that begins a human's turn owes a new post,
recorded in its transaction (``games.board_intent``); every other change edits the turn's post.
The owed post is settled once Discord's message id is stored. A process killed between Discord
accepting the post and that record leaves the post owed: the next resume finds the message by its
key (the file name carries it) instead of posting it twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from rules import get_game
from rules.base import Result
from rules.refusal import Refusal
from services.changes import TIMEOUTS_TO_AUTOPILOT, TableService
from services.keyed_locks import KeyedLocks
from services.outcomes import (
    AbandonOutcome,
    HandoverOutcome,
    MoreTimeAsked,
    MoreTimeGranted,
    MoveOutcome,
    ResignOutcome,
)
from services.paces import PACES
from store import ACTIVE, GameRecord, PostIntent
from store.clock import REMIND, TIMEOUT, Clock, DueTimer, Timer, timed_seats
from store.leases import AI, CLOCK, Leases
from store.timer_plan import is_last_call

log = logging.getLogger("tabletop.flow")

IDLE_WAKE = 10.0  # the timer loop looks at least this often (another process may have set a timer)
MIN_WAIT = 0.02  # shortest sleep of the timer loop, so a timer it cannot fire yet never makes it spin
AI_LEASE_POLL = 5.0  # at most this many seconds between looks at an AI turn another process holds
TIMER_BACKOFF = (2.0, 10.0, 60.0, 300.0, 1800.0)  # seconds before a failed timer is tried again, in turn
TIMER_REPORT_AFTER = 3  # failures of one timer after which it is reported once (log and thread)
AI_RETRY_DELAYS = (1.0, 5.0)  # seconds before an AI turn that failed is tried again; then the game pauses


# ---------------------------------------------------------------------- what the flow asks to show
@dataclass(frozen=True)
class Reminder:
    """Half of a player's base time for one decision is gone, or (``last_call``) little of their
    whole time (base and bank) is left. Said to the player by DM, in the thread when DMs fail."""

    seat: int
    user_id: int
    seconds_left: float | None
    last_call: bool = False


@dataclass(frozen=True)
class TimedOut:
    """The clock decided for a seat (the AI's move is ``move``)."""

    seat: int
    user_id: int
    move: MoveOutcome
    in_a_row: int
    autopilot: bool  # this time-out handed the seat to the AI
    before_autopilot: int  # time-outs in a row still allowed before the AI takes the seat


@dataclass(frozen=True)
class AIPaused:
    """The AI could not decide for the game's AI seat, even after retries: the game waits."""

    seat: int


@dataclass(frozen=True)
class TimerTrouble:
    """A timer of the game keeps failing; it is retried with growing pauses."""

    seat: int
    attempts: int


Notice = Reminder | TimedOut | AIPaused | TimerTrouble


class Publisher(Protocol):
    """What the flow needs from the place the games are shown (Discord, or a test's recorder).

    Each method shows committed facts; none may change a game. Drawing happens off the event loop."""

    async def open_thread(self, record: GameRecord) -> int | None:
        """Open the game's thread; its id, or None when that failed."""

    async def send_turn_post(self, record: GameRecord, owed: PostIntent) -> int | None:
        """Post a new turn post showing ``record`` (its move lines start after ``owed.start``; the post
        names ``owed.key`` so it can be found again); the message id, or None when Discord refused."""

    async def edit_turn_post(self, record: GameRecord, message_id: int, start: int) -> bool:
        """Edit the turn post ``message_id`` to show ``record``; False when Discord refused."""

    async def find_turn_post(self, record: GameRecord, key: int) -> tuple[int, int] | None:
        """(message id, version it shows) of a turn post named ``key`` already in the thread, or None."""

    async def show_result(self, record: GameRecord, result: Result) -> None:
        """The game is over: the final text and the score sheet."""

    async def notify(self, record: GameRecord, notice: Notice) -> None:
        """Say ``notice`` in the game's thread (pinging only the player it is addressed to)."""

    async def game_changed(self, record: GameRecord) -> None:
        """Anything else that shows the game (its lobby message, statistics) may need a refresh."""

    async def game_started(self, record: GameRecord) -> None:
        """The game's thread is open and its first post shown: each player's first private view."""

    async def private_views_changed(self, record: GameRecord, seats: list[int]) -> None:
        """What ``seats`` may see privately changed with the last move: send each its new view."""


# ---------------------------------------------------------------------- the flow
class GameFlow:
    """Every change of a game, what follows it, and the work nobody asks for (AI seats, timers).

    ``owns(guild_id)``: whether this process runs that server's shard (only then does it play its AI
    seats, fire its timers and resume its games). ``ai_delay``: seconds an AI waits before moving, so
    people can follow. ``heal_seconds``: how often the safety net looks for games in play without
    clocks (normal play never needs it: the clocks are written with every change)."""

    def __init__(
        self,
        table: TableService,
        publisher: Publisher,
        leases: Leases,
        *,
        owns: Callable[[int | None], bool] = lambda guild_id: True,
        ai_delay: float = 0.0,
        heal_seconds: float = 30.0,
    ) -> None:
        self.table = table
        self.publisher = publisher
        self.leases = leases
        self.clock = Clock(table.store)
        self.owns = owns
        self.ai_delay = ai_delay
        self.heal_seconds = heal_seconds
        self.heals = 0  # heals that found a game in play without clocks (normal play leaves this at 0)
        self._show_locks: KeyedLocks[int] = KeyedLocks()
        self._ai_tasks: dict[int, asyncio.Task[None]] = {}
        self._timer_tasks: set[asyncio.Task[None]] = set()
        self._firing: set[int] = set()
        self._timer_loop: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        # When the timer loop looks next (wall time), while it sleeps; None while it looks.
        self._next_look: float | None = None
        self._reported: set[tuple[int, int, str]] = set()  # timers already reported as failing

    # ------------------------------------------------------------------ changes of a game
    async def start(self, game_id: int, user_id: int, *, admin: bool = False) -> GameRecord:
        """Deal the game (the host or an admin), open its thread, show its first post, let AI seats play."""
        record = await self.table.start(game_id, user_id, admin=admin)
        return await self.begin(record)

    async def begin(self, record: GameRecord) -> GameRecord:
        """A dealt game without a thread (just started, or stopped before its thread was opened)."""
        thread_id = await self.publisher.open_thread(record)
        if thread_id is None:
            return record
        record = await self.table.attach_thread(record.id, thread_id)
        await self.show(record.id)
        await self.publisher.game_changed(record)
        await self.publisher.game_started(record)
        self._wake.set()  # its first clocks may be due before the loop meant to look
        self.kick_ai(record.id)
        return record

    async def play(
        self, game_id: int, seat: int, action_id: str, *, expected_version: int | None, by_ai: bool = False
    ) -> MoveOutcome:
        """One decision for ``seat``; raises a Refusal (changing nothing) when it cannot be made."""
        outcome = await self.table.play(game_id, seat, action_id, expected_version=expected_version, by_ai=by_ai)
        await self._after_move(outcome, fresh_timers=True)
        return outcome

    async def undo(self, game_id: int, user_id: int) -> MoveOutcome:
        outcome = await self.table.undo(game_id, user_id)
        await self._after_move(outcome)
        return outcome

    async def resign(self, game_id: int, user_id: int) -> ResignOutcome:
        outcome = await self.table.resign(game_id, user_id)
        await self._after(outcome.game, outcome.result)
        return outcome

    async def hand_over(self, game_id: int, actor_id: int, player_id: int, *, admin: bool = False) -> HandoverOutcome:
        outcome = await self.table.hand_over(game_id, actor_id, player_id, admin=admin)
        await self._after(outcome.game, None)
        return outcome

    async def take_back(self, game_id: int, user_id: int) -> GameRecord:
        record = await self.table.take_back(game_id, user_id)
        await self._after(record, None)
        return record

    async def abandon(self, game_id: int, user_id: int, *, admin: bool = False) -> AbandonOutcome:
        outcome = await self.table.abandon(game_id, user_id, admin=admin)
        if outcome.ended:
            await self.publisher.game_changed(outcome.game)
        return outcome

    async def ask_more_time(self, game_id: int, user_id: int) -> MoreTimeAsked:
        """The player asks for more time for their current decision (see ``TableService.ask_more_time``)."""
        return await self.table.ask_more_time(game_id, user_id)

    async def grant_more_time(self, game_id: int, user_id: int, seat: int, token: int) -> MoreTimeGranted:
        """Grant a request for more time; the timer loop looks again (the seat's reminder moved)."""
        outcome = await self.table.grant_more_time(game_id, user_id, seat, token)
        self._wake.set()
        return outcome

    async def _after_move(self, outcome: MoveOutcome, *, fresh_timers: bool = False) -> None:
        """What follows a committed move (a person's, an AI's, a clock's, an undo): as after any
        change (:meth:`_after`), with the private views the move changed. ``fresh_timers``: a move
        played (not an undo), whose timers are the ones kept or fresh decisions' (see :meth:`_wake_for`)."""
        hidden = outcome.hidden_change if outcome.result is None else frozenset()
        await self._after(outcome.game, outcome.result, hidden, fresh_timers=fresh_timers)

    async def _after(
        self,
        record: GameRecord,
        result: Result | None,
        hidden: frozenset[int] = frozenset(),
        *,
        fresh_timers: bool = False,
    ) -> None:
        """What follows every committed change: the thread is brought up to date, the private views in
        ``hidden`` sent, the game's end shown, the timer loop woken (a new timer may be due soon), and
        the AI seats let play (no runner is started when none is to act in ``record``, as committed)."""
        await self.show(record.id)
        if hidden:
            try:
                await self.publisher.private_views_changed(record, sorted(hidden))
            except Exception:
                log.exception("could not send the private views of game %s", record.id)
        if result is not None:
            await self._show_result(record, result)
        self._wake_for(record, fresh_timers)
        self.kick_ai(record.id, record)

    def _wake_for(self, record: GameRecord, fresh_timers: bool) -> None:
        """Wake the timer loop after a change of ``record``, unless it looks anyway before any timer
        the change can have set. A move played keeps the timers of seats still deciding and gives a
        fresh decision to the others, whose first timer (the half-time reminder) is half a decision
        away: when the loop sleeps until before that, waking it would only read the timers again.
        Every other change (an undo puts older timers back, a seat changes hands) wakes it."""
        if fresh_timers and self._next_look is not None:
            base = self.table.clocks.allowance(record).base
            if base > 0 and self._next_look <= time.time() + base / 2:
                return
        self._wake.set()

    async def _show_result(self, record: GameRecord, result: Result) -> None:
        try:
            latest = await self.table.records.game(record.id) or record
            await self.publisher.show_result(latest, result)
            await self.publisher.game_changed(latest)
        except Exception:
            log.exception("could not show the result of game %s", record.id)

    # ------------------------------------------------------------------ the turn post
    async def show(self, game_id: int, *, reconcile: bool = False) -> None:
        """Bring the game's thread up to date with the latest committed version: settle an owed turn
        post (``reconcile``: first look whether Discord already has it, after a restart) or edit the
        turn's post. A failure is logged, never raised: the change is committed whatever is shown."""
        async with self._show_locks.hold(game_id):
            try:
                await self._show(game_id, reconcile)
            except Exception:
                log.exception("could not show game %s", game_id)

    async def _show(self, game_id: int, reconcile: bool) -> None:
        for _ in range(2):  # a refused edit owes a new post, which is then made at once
            record = await self.table.records.game(game_id)
            if record is None or record.thread_id is None or record.status == "lobby":
                return
            board = record.board
            owed = board.owed
            if owed is None and board.message_id is None:
                # A game that never had a post (or one from before posts were recorded): owe its first.
                owed = PostIntent(record.version, 0, frozenset())
            if owed is not None:
                found = await self.publisher.find_turn_post(record, owed.key) if reconcile else None
                if found is not None:
                    message_id, shown = found
                    await self.table.store.record_turn_post(game_id, owed.key, message_id, owed.start, shown)
                    continue  # it may show an older version: the edit below brings it up to date
                message_id = await self.publisher.send_turn_post(record, owed)
                if message_id is not None:
                    await self.table.store.record_turn_post(game_id, owed.key, message_id, owed.start, record.version)
                return
            if board.shown is not None and board.shown >= record.version:
                return
            assert board.message_id is not None
            if await self.publisher.edit_turn_post(record, board.message_id, board.start):
                await self.table.store.mark_board_shown(game_id, board.message_id, record.version)
                return
            log.warning("the turn post of game %s could not be edited; posting a new one", game_id)
            await self.table.store.owe_turn_post(game_id, PostIntent(record.version, board.start, frozenset()))

    # ------------------------------------------------------------------ resume
    async def resume(self) -> tuple[int, int]:
        """After a start: every game in play on this process's shards goes on as if nothing happened.
        An owed post is reconciled with the thread, a board behind the game is brought up to date, a
        game stopped before its thread opened gets it, and AI seats play on. Nothing is announced: the
        next human turn's own post pings its player, as without a restart. Returns (games resumed here,
        games in play on other processes' shards)."""
        in_play = await self.table.records.games_in_play()
        games = [record for record in in_play if self.owns(record.guild_id)]
        for record in games:
            try:
                if record.thread_id is None:
                    await self.begin(record)
                    continue
                await self.show(record.id, reconcile=True)
                self.kick_ai(record.id)
            except Exception:
                log.exception("could not resume game %s", record.id)
        return len(games), len(in_play) - len(games)

    # ------------------------------------------------------------------ AI seats
    def kick_ai(self, game_id: int, record: GameRecord | None = None) -> None:
        """Make sure the game's AI seats play whenever they are to act (one runner per game).
        ``record``: the game as just committed, when the caller has it: no runner is started (and
        nothing read) when no AI seat is to act in it."""
        if record is not None and not self.table.needs_ai(record):
            return
        task = self._ai_tasks.get(game_id)
        if task is not None and not task.done():
            return
        task = asyncio.create_task(self._run_ai(game_id), name=f"ai-{game_id}")
        self._ai_tasks[game_id] = task
        task.add_done_callback(lambda done: self._forget_runner(game_id, done))

    def _forget_runner(self, game_id: int, task: asyncio.Task[None]) -> None:
        if self._ai_tasks.get(game_id) is task:
            del self._ai_tasks[game_id]

    async def _run_ai(self, game_id: int) -> None:
        """Play the game's AI turns one after another until a person (or nobody) is to act.

        Each turn is played under the game's ``ai`` lease: when another process holds it, wait until it
        ends and look again, so exactly one process plays each turn and a dead one's turn is taken over.
        An AI that fails is tried again after a pause; after the last retry the game waits, saying so."""
        failures = 0
        try:
            while True:
                record = await self.table.records.game(game_id)
                if record is None or record.status != ACTIVE or not self.owns(record.guild_id):
                    return
                if not self.table.needs_ai(record):
                    return
                async with self.leases.held(AI, game_id) as lease:
                    if lease.claimed:
                        record = await self.table.records.game(game_id)  # the previous holder may have played
                        if record is None or not self.table.needs_ai(record):
                            return
                        try:
                            played = await self._play_ai_turn(record)
                        except Refusal:
                            played = True  # a person or a clock moved first: look again
                        except Exception:
                            failures += 1
                            log.exception("the AI of game %s failed (attempt %d)", game_id, failures)
                            if failures > len(AI_RETRY_DELAYS):
                                seat = _ai_seat(record)
                                await self.publisher.notify(record, AIPaused(seat if seat is not None else -1))
                                return
                            played = True
                            await asyncio.sleep(AI_RETRY_DELAYS[failures - 1])
                        if not played:
                            return
                        continue
                free_at = await self.leases.free_at(AI, game_id)
                await asyncio.sleep(min(AI_LEASE_POLL, max(0.05, free_at - time.time())))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI runner of game %s failed", game_id)

    async def _play_ai_turn(self, record: GameRecord) -> bool:
        """Choose and play one AI move at ``record``'s version (lease held); False when no AI is to act."""
        decision = await self.table.ai_decision(record)
        if decision is None:
            return False
        if self.ai_delay > 0:
            await asyncio.sleep(self.ai_delay)
        seat, action_id = decision
        outcome = await self.table.play(record.id, seat, action_id, expected_version=record.version, by_ai=True)
        await self._after_move(outcome, fresh_timers=True)  # this runner is the game's (kick_ai leaves it running)
        return True

    # ------------------------------------------------------------------ timers
    def start_background(self) -> None:
        """Start the timer loop (it also runs the heal, the clocks' safety net)."""
        if self._timer_loop is None or self._timer_loop.done():
            self._timer_loop = asyncio.create_task(self._run_timers(), name="clock-loop")

    async def stop(self) -> None:
        """Stop the timer loop, the timers being fired and the AI runners (their leases expire)."""
        tasks = [t for t in [self._timer_loop, *self._timer_tasks, *self._ai_tasks.values()] if t is not None]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=3.0)

    @property
    def idle_wake(self) -> float:
        """The longest the loop sleeps: IDLE_WAKE, less when tests shrink the clocks (a quarter of the
        shortest decision, so a timer set by another process is never late by much)."""
        shortest = min(pace.decision for pace in PACES.values()) * self.table.clocks.clock_scale
        return min(IDLE_WAKE, max(MIN_WAIT, shortest / 4))

    async def _run_timers(self) -> None:
        last_heal = -self.heal_seconds
        while True:
            self._wake.clear()  # before looking, so a timer set while we look still wakes us
            self._next_look = None  # ...and every change made while we look wakes us (see _wake_for)
            wait = self.idle_wake
            try:
                if time.monotonic() - last_heal >= self.heal_seconds:
                    await self.heal()
                    last_heal = time.monotonic()
                wait = min(await self.fire_due(), self.heal_seconds - (time.monotonic() - last_heal))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("timer loop failed; carrying on")
            self._next_look = time.time() + max(MIN_WAIT, wait)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=max(MIN_WAIT, wait))

    async def heal(self) -> None:
        """The safety net: clocks for this process's games in play that have none (normal play never
        leaves a game so: its clocks are written with every change), and leftovers of ended games."""
        await self.clock.drop_inactive()
        await self.leases.drop_dead()
        for game_id, guild_id in await self.clock.active_without_timers():
            if not self.owns(guild_id):
                continue
            record = await self.table.records.game(game_id)
            if record is None or record.state is None:
                continue
            to_act = get_game(record.game_key).to_act(record.state)
            if not timed_seats(record, to_act):
                continue  # nobody to time (AI seats to act): nothing is missing
            # Read after the query above: a change committed in between brought its own clocks, and
            # then the sync finds nothing to do. Only clocks the sync had to set count as a heal.
            change = await self.clock.sync(record, to_act, self.table.clocks.allowance(record), guarded=True)
            if change.fresh or change.restamp:
                self.heals += 1
                log.warning("game %s was in play without its clocks; they are set now", game_id)
                self._wake.set()

    async def fire_due(self, now: float | None = None) -> float:
        """Hand every due timer this process may fire to a worker, one worker per game at a time;
        returns the seconds until the loop should look again."""
        now = time.time() if now is None else now
        wake = now + self.idle_wake
        by_game: dict[int, list[Timer]] = {}
        for due in await self.clock.due_work(now):
            game_id = due.timer.game_id
            if game_id in self._firing or not self.owns(due.guild_id):
                continue
            ready = _fire_at(due, self.leases.holder)
            if ready <= now:
                by_game.setdefault(game_id, []).append(due.timer)
            else:
                wake = min(wake, ready)
        upcoming = await self.clock.next_due_at(now)
        if upcoming is not None:
            wake = min(wake, upcoming)
        for game_id in by_game:
            self._firing.add(game_id)
            task = asyncio.create_task(self._fire_game(game_id), name=f"clock-{game_id}")
            self._timer_tasks.add(task)
            task.add_done_callback(self._timer_tasks.discard)
        return max(MIN_WAIT, wake - now)

    async def _fire_game(self, game_id: int) -> None:
        """Fire one game's due timers under its clock lease. A timer that fails is put off with a
        growing pause (never a hot loop) and, after a few failures, reported once."""
        try:
            async with self.leases.held(CLOCK, game_id) as lease:
                if not lease.claimed:
                    return
                now = time.time()
                timers = [t for t in await self.clock.timers(game_id) if t.due_at <= now]
                timing_out = {t.seat for t in timers if t.kind == TIMEOUT}
                ordered = [t for t in timers if t.kind == REMIND] + [t for t in timers if t.kind == TIMEOUT]
                for timer in ordered:
                    if timer.kind == REMIND and timer.seat in timing_out:
                        await self.clock.take(timer)  # too late to remind: the time-out follows at once
                        continue
                    await self._fire_one(timer)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("timers of game %s failed", game_id)
        finally:
            self._firing.discard(game_id)
            self._wake.set()

    async def _fire_one(self, timer: Timer) -> None:
        try:
            if timer.kind == REMIND:
                await self.remind(timer)
            else:
                await self.time_out(timer)
        except asyncio.CancelledError:
            raise
        except Exception:
            failures = await self.clock.put_off(timer, TIMER_BACKOFF)
            key = (timer.game_id, timer.seat, timer.kind)
            log.exception(
                "%s timer of game %s (seat %s) failed %d time(s); tried again later",
                timer.kind,
                timer.game_id,
                timer.seat,
                failures,
            )
            if failures >= TIMER_REPORT_AFTER and key not in self._reported:
                self._reported.add(key)
                record = await self.table.records.game(timer.game_id)
                if record is not None:
                    await self.publisher.notify(record, TimerTrouble(timer.seat, failures))

    async def _current(self, timer: Timer) -> GameRecord | None:
        """The game if ``timer`` still stands for the seat's current decision, else None."""
        record = await self.table.records.game(timer.game_id)
        if (
            record is not None
            and record.status == ACTIVE
            and record.state is not None
            and record.version == timer.version
            and timer.seat in timed_seats(record, get_game(record.game_key).to_act(record.state))
        ):
            return record
        # Stale (the player moved meanwhile): that change set the clocks anew in its transaction, so
        # this only re-derives them, idempotently, in case a row from an older version is left.
        if record is not None and record.status == ACTIVE and record.state is not None:
            to_act = get_game(record.game_key).to_act(record.state)
            await self.clock.sync(record, to_act, self.table.clocks.allowance(record), guarded=True)
        else:
            await self.clock.take(timer)
        return None

    async def remind(self, timer: Timer) -> None:
        """Remind the player (the half-time reminder, or the last call before the time-out), unless they
        turned reminders off in /settings; taking the half-time reminder sets the decision's last call
        in the same transaction (the timer is used up either way; the time-out still comes)."""
        record = await self._current(timer)
        if record is None:
            return
        allowance = self.table.clocks.allowance(record)
        row = (await self.table.store.seat_clocks(record.id)).get(timer.seat)
        if not await self.clock.take_reminder(timer, allowance):
            return
        user_id = record.seats[timer.seat].user_id or 0
        if not await self.table.records.members.reminders_wanted(user_id):
            return
        deadline = row.deadline if row is not None else None
        last_call = row is not None and is_last_call(row.started, allowance.base, timer.due_at)
        left = None if deadline is None else max(0.0, deadline - time.time())
        await self.publisher.notify(record, Reminder(timer.seat, user_id, left, last_call))

    async def time_out(self, timer: Timer) -> None:
        """The AI decides for the seat (move, count and autopilot in one transaction), shown like any
        move. The timer row goes only after the move committed; only the process whose move committed
        says so in the thread."""
        record = await self._current(timer)
        if record is None:
            return
        try:
            outcome = await self.table.time_out(record.id, timer.seat, timer.version, deadline=timer.due_at)
        except Refusal:
            await self.clock.take(timer)  # the player (or someone) moved first: nothing to do
            return
        await self.clock.take(timer)
        await self._after_move(outcome.move)
        user_id = record.seats[timer.seat].user_id or 0
        await self.publisher.notify(
            record,
            TimedOut(
                timer.seat,
                user_id,
                outcome.move,
                outcome.timeouts,
                outcome.autopilot,
                max(0, TIMEOUTS_TO_AUTOPILOT - outcome.timeouts) if outcome.move.result is None else 0,
            ),
        )


def _fire_at(due: DueTimer, me: str) -> float:
    """The moment this process (``me``) may fire ``due``: when it is due, or when another process's
    unexpired lease on the game's clock ends (if that holder died, its work falls to us then)."""
    ready = due.timer.due_at
    if due.lease_holder is not None and due.lease_holder != me and due.lease_expires is not None:
        ready = max(ready, due.lease_expires)
    return ready


def _ai_seat(record: GameRecord) -> int | None:
    if record.state is None:
        return None
    to_act = get_game(record.game_key).to_act(record.state)
    return next((seat for seat in sorted(to_act) if record.seats[seat].is_ai), None)
