"""The timer dispatcher: fires the decision clocks' timers (the reminders and the time-outs) of the
games this process serves, each game's under its ``clock`` lease, and runs the heal, the clocks'
safety net. The game flow (``services.flow``) owns it and is told of each time-out's move, which it
shows like any move.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable

from rules import get_game
from rules.refusal import Refusal
from services.changes import TIMEOUTS_TO_AUTOPILOT
from services.notices import Publisher, Reminder, TimedOut, TimerTrouble
from services.outcomes import AfterMove
from services.paces import PACES
from services.wiring import Table
from store import ACTIVE, GameRecord
from store.clock import REMIND, TIMEOUT, Clock, DueTimer, Timer, timed_seats
from store.leases import CLOCK, Leases
from store.timer_plan import is_last_call

log = logging.getLogger("tabletop.flow")


IDLE_WAKE = 10.0  # the timer loop looks at least this often (another process may have set a timer)


MIN_WAIT = 0.02  # shortest sleep of the timer loop, so a timer it cannot fire yet never makes it spin


TIMER_BACKOFF = (2.0, 10.0, 60.0, 300.0, 1800.0)  # seconds before a failed timer is tried again, in turn


TIMER_REPORT_AFTER = 3  # failures of one timer after which it is reported once (log and thread)


class Timers:
    """The timer loop of one process. ``owns(guild_id)``: whether this process runs that server's
    shard (only its games' timers are fired here); ``after_move``: what follows a time-out's move
    (the flow's showing of it); ``heal_seconds``: how often the heal looks for games in play without
    clocks (normal play never needs it: the clocks are written with every change)."""

    def __init__(
        self,
        table: Table,
        publisher: Publisher,
        leases: Leases,
        after_move: AfterMove,
        *,
        owns: Callable[[int | None], bool],
        heal_seconds: float = 30.0,
    ) -> None:
        self.table = table
        self.publisher = publisher
        self.leases = leases
        self.clock = Clock(table.store)
        self.owns = owns
        self.heal_seconds = heal_seconds
        self.heals = 0  # heals that found a game in play without clocks (normal play leaves this at 0)
        self._after_move = after_move
        self._timer_tasks: set[asyncio.Task[None]] = set()
        self._firing: set[int] = set()
        self._timer_loop: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        # When the timer loop looks next (wall time), while it sleeps; None while it looks.
        self._next_look: float | None = None
        self._reported: set[tuple[int, int, str]] = set()  # timers already reported as failing

    def wake(self) -> None:
        """Look at the timers now (a change set one that may be due before the loop meant to look)."""
        self._wake.set()

    def tasks(self) -> list[asyncio.Task[None]]:
        """The timer loop and the timers being fired (for stopping)."""
        return [t for t in [self._timer_loop, *self._timer_tasks] if t is not None]

    def wake_for(self, record: GameRecord, fresh_timers: bool) -> None:
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

    # ------------------------------------------------------------------ timers
    def start_background(self) -> None:
        """Start the timer loop (it also runs the heal, the clocks' safety net)."""
        if self._timer_loop is None or self._timer_loop.done():
            self._timer_loop = asyncio.create_task(self._run_timers(), name="clock-loop")

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
        if record is not None and record.paused_at is not None:
            return None  # paused since the timer was read: it stands still, kept for the resume to move
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
        """The AI decides for the seat (move, count and autopilot in one transaction), said in the
        thread, then shown like any move. The timer row goes only after the move committed; only the
        process whose move committed says so in the thread."""
        record = await self._current(timer)
        if record is None:
            return
        try:
            outcome = await self.table.changes.time_out(record.id, timer.seat, timer.version, deadline=timer.due_at)
        except Refusal:
            await self.clock.take(timer)  # the player (or someone) moved first: nothing to do
            return
        await self.clock.take(timer)
        # The notice comes first, then the board with the AI's move: the next player's turn post never
        # comes before the word that the AI decided for this one.
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
        await self._after_move(outcome.move)


def _fire_at(due: DueTimer, me: str) -> float:
    """The moment this process (``me``) may fire ``due``: when it is due, or when another process's
    unexpired lease on the game's clock ends (if that holder died, its work falls to us then)."""
    ready = due.timer.due_at
    if due.lease_holder is not None and due.lease_holder != me and due.lease_expires is not None:
        ready = max(ready, due.lease_expires)
    return ready
