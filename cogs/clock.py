"""Decision clocks: a reminder halfway, the greedy AI at time-out, autopilot after three in a row.

The time-out itself is ``TableService.time_out``: the move, the count and the switch to autopilot
are one transaction; this cog only keeps the timer rows and posts what happened.

Timers are rows of the ``timers`` table (see ``store.clock``), so they survive restarts: the loop
started with this cog simply carries on from the rows. Every change of a game (``on_game_started``,
``on_game_move``) re-derives its timers from the game itself (``Clock``'s ``plan``), so the rows
never drift from the game; a cheap heal every ``TABLETOP_HEAL_SECONDS`` seconds (default
:data:`config.HEAL_SECONDS`) looks only at this process's games in play that have no timer at all
(the only ones whose clocks can be missing).

The loop does not poll: it sleeps until the next due timer, woken early when this process sets a
timer, and never longer than :data:`IDLE_WAKE` (timers set by another process sharing the database).

Several processes on one database (issue 14):

* A process fires only the timers of games on its own shards. A process that does not own a game's
  shard never fires its timers, even when the owner is down: while a shard is down its players cannot
  move either (their interactions arrive on that shard), so timing them out would punish them for the
  bot's outage. The game's clocks wait, and fire when a process for that shard is back.
* Firing a game's due timers takes the game's ``clock`` lease (``store.leases``) and renews it while
  the work runs, so of several processes for the same shard (a deploy overlapping the old process, a
  restart) exactly one fires each timer. A process killed mid-way leaves its lease to expire; the next
  process for the shard then fires what is left. A timer row is removed only once its work is done
  (reminder: just before it is posted; time-out: after the time-out move committed), so a crash never
  loses a time-out, and the move is version-guarded, so it is never played twice.
* A time-out notice is posted only by the process whose time-out move committed, a reminder only by
  the one that removed the reminder's row: each at most once. A crash between the commit and the post
  loses that one notice (the move and its board are still shown: see the Table cog's resume).

A time-out plays with the version the timer was set for: a timer that went stale (the player
moved meanwhile) changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING

from discord.ext import commands

from cogs.ui import plain, plain_names, say_in_thread
from config import HEAL_SECONDS
from rules import get_game
from rules.base import IllegalAction
from services.keyed_locks import KeyedLocks
from services.table import PACES, TIMEOUTS_TO_AUTOPILOT, MoveOutcome
from store import ACTIVE, GameRecord, StaleVersion
from store.clock import REMIND, TIMEOUT, Clock, DueTimer, Timer, timed_seats
from store.leases import CLOCK, LEASE_SECONDS, Leases

if TYPE_CHECKING:
    from bot import TabletopBot

log = logging.getLogger("tabletop.clock")

IDLE_WAKE = 10.0  # the loop looks at the timers at least this often (another process may have set one)
MIN_WAIT = 0.02  # shortest sleep of the loop, so a timer it cannot fire yet never makes it spin


def fire_at(due: DueTimer, me: str) -> float:
    """The moment this process (``me``) may fire ``due``, a timer of one of its own games: when it is
    due, or when another process's unexpired lease on the game's clock ends (if that holder died,
    its work falls to us then)."""
    ready = due.timer.due_at
    if due.lease_holder is not None and due.lease_holder != me and due.lease_expires is not None:
        ready = max(ready, due.lease_expires)
    return ready


def pace_seconds(pace: str, scale: float = 1.0) -> float:
    """Seconds a decision may take at ``pace`` (scaled for tests)."""
    return PACES.get(pace, PACES["live"])[1] * scale


def human_duration(seconds: float) -> str:
    """A short English duration: '2 minutes 30 seconds', '12 hours', '3 seconds'."""
    seconds = max(0, int(round(seconds)))
    parts = []
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        if seconds >= size or (unit == "second" and not parts):
            count, seconds = divmod(seconds, size)
            parts.append(f"{count} {unit}{'' if count == 1 else 's'}")
        if len(parts) == 2:
            break
    return " ".join(parts)


class ClockCog(commands.Cog, name="Clock"):
    def __init__(self, bot: "TabletopBot") -> None:
        self.bot = bot
        self.clock = Clock(bot.store)  # type: ignore[arg-type]
        self.leases = Leases(bot.store, seconds=getattr(bot.settings, "lease_seconds", LEASE_SECONDS))  # type: ignore[arg-type]
        self.heal_every: float = getattr(bot.settings, "heal_seconds", HEAL_SECONDS)
        self._locks: KeyedLocks[int] = KeyedLocks()
        self._busy: set[int] = set()
        self._tasks: set[asyncio.Task] = set()
        self._loop: asyncio.Task | None = None
        self._wake = asyncio.Event()  # set when the next due timer may have come closer

    @property
    def scale(self) -> float:
        return getattr(self.bot.settings, "clock_scale", 1.0)

    @property
    def idle_wake(self) -> float:
        """The longest the loop sleeps: :data:`IDLE_WAKE`, less when tests shrink the clocks (a quarter
        of the shortest decision, so a timer set by another process is never late by much)."""
        shortest = min(seconds for _, seconds in PACES.values()) * self.scale
        return min(IDLE_WAKE, max(MIN_WAIT, shortest / 4))

    def seconds(self, record: GameRecord) -> float:
        return pace_seconds(record.pace, self.scale)

    async def cog_load(self) -> None:
        self._loop = asyncio.create_task(self._run(), name="clock-loop")

    async def cog_unload(self) -> None:
        if self._loop is not None:
            self._loop.cancel()
        for task in list(self._tasks):
            task.cancel()

    # ------------------------------------------------------------------ keeping timers in step
    async def sync(self, game_id: int) -> None:
        """Bring the game's timers in line with who is to act now (idempotent; see ``Clock.sync``)."""
        async with self._locks.hold(game_id):
            record = await self.bot.store.get_game(game_id)  # type: ignore[union-attr]
            if record is None:
                return
            if record.status != ACTIVE or record.state is None:
                await self.clock.clear_game(game_id)
                return
            change = await self.clock.sync(record, get_game(record.game_key).to_act(record.state), self.seconds(record))
            if change.fresh:
                self._wake.set()  # a new timer may be due before the loop meant to wake

    async def heal(self) -> None:
        """Clocks of this process's games in play that have none are set; timers of games that are over
        go. Two indexed queries, then only the games without timers are looked at (a game with timers
        is kept in step by every change of it). Leases that dead processes left on ended games go too."""
        await self.clock.drop_inactive()
        await self.leases.drop_dead()
        for game_id, guild_id in await self.clock.active_without_timers():
            if not self.bot.owns_guild(guild_id):
                continue  # another process runs that server's shard and keeps its clocks
            try:
                await self.sync(game_id)
            except Exception:
                log.exception("could not set the clocks of game %s", game_id)

    @commands.Cog.listener()
    async def on_game_started(self, record: GameRecord) -> None:
        await self.sync(record.id)

    @commands.Cog.listener()
    async def on_game_move(self, outcome: MoveOutcome) -> None:
        # The run of time-outs ends in the move's own transaction (Store.commit_move), not here.
        await self.sync(outcome.game.id)

    @commands.Cog.listener()
    async def on_game_changed(self, record: GameRecord) -> None:
        """A seat changed hands (handover, take back, resignation): re-derive its clocks."""
        await self.sync(record.id)

    @commands.Cog.listener()
    async def on_game_finished(self, record: GameRecord, result: object) -> None:
        await self.clock.clear_game(record.id)

    # ------------------------------------------------------------------ the loop
    async def _run(self) -> None:
        await self.bot.wait_until_ready()
        last_heal = -self.heal_every
        while True:
            self._wake.clear()  # before looking, so a timer set while we look still wakes us
            wait = self.idle_wake
            try:
                if time.monotonic() - last_heal >= self.heal_every:
                    await self.heal()
                    last_heal = time.monotonic()
                wait = min(await self.fire_due(), self.heal_every - (time.monotonic() - last_heal))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("clock loop failed; carrying on")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=max(MIN_WAIT, wait))

    async def fire_due(self, now: float | None = None) -> float:
        """Hand every due timer this process may fire to a worker, one worker per game at a time;
        returns the seconds until the loop should look again."""
        now = time.time() if now is None else now
        wake = now + self.idle_wake
        by_game: dict[int, list[Timer]] = {}
        for due in await self.clock.due_work(now):
            game_id = due.timer.game_id
            if game_id in self._busy or not self.bot.owns_guild(due.guild_id):
                continue  # being fired here already / another process runs that server's shard
            ready = fire_at(due, self.leases.holder)
            if ready <= now:
                by_game.setdefault(game_id, []).append(due.timer)
            else:
                wake = min(wake, ready)  # another process is firing it: look again when its lease ends
        upcoming = await self.clock.next_due_at(now)
        if upcoming is not None:
            wake = min(wake, upcoming)
        for game_id, timers in by_game.items():
            self._busy.add(game_id)
            task = asyncio.create_task(self._fire_game(game_id, timers), name=f"clock-{game_id}")
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return max(MIN_WAIT, wake - now)

    async def _fire_game(self, game_id: int, timers: list[Timer]) -> None:
        """Fire one game's due timers under its clock lease (no other process fires them meanwhile)."""
        try:
            async with self.leases.held(CLOCK, game_id) as lease:
                if not lease.claimed:
                    return  # another process fires them; the loop looks again when its lease ends
                # Read again under the lease: a process that held it before us may have fired them.
                now = time.time()
                timers = [t for t in await self.clock.timers(game_id) if t.due_at <= now]
                timing_out = {t.seat for t in timers if t.kind == TIMEOUT}
                for timer in timers:
                    if timer.kind == REMIND and timer.seat in timing_out:
                        await self.clock.take(timer)  # too late to remind: the time-out follows at once
                    elif timer.kind == REMIND:
                        await self.remind(timer)
                for timer in timers:
                    if timer.kind == TIMEOUT:
                        await self.time_out(timer)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("timers of game %s failed", game_id)
        finally:
            self._busy.discard(game_id)
            self._wake.set()  # its next timers (or a retry) may be due sooner than the loop thinks

    async def _current(self, timer: Timer) -> GameRecord | None:
        """The game if ``timer`` still stands for the seat's current decision; otherwise re-sync."""
        record = await self.bot.store.get_game(timer.game_id)  # type: ignore[union-attr]
        if (
            record is not None
            and record.status == ACTIVE
            and record.state is not None
            and record.version == timer.version
            and timer.seat in timed_seats(record, get_game(record.game_key).to_act(record.state))
        ):
            return record
        await self.sync(timer.game_id)  # stale: re-derive (drops it, or re-stamps or replaces it)
        return None

    async def remind(self, timer: Timer) -> None:
        record = await self._current(timer)
        if record is None or not await self.clock.take(timer):
            return
        seat = record.seats[timer.seat]
        deadline = next((t.due_at for t in await self.clock.timers(record.id) if t.seat == timer.seat and t.kind == TIMEOUT), None)
        left = human_duration(deadline - time.time()) if deadline else "half your time"
        await self.say(
            record,
            f"⏰ <@{seat.user_id}>, it is your turn to decide in **{get_game(record.game_key).title}** #{record.id}: "
            f"{left} left. If time runs out, the AI decides for you.",
            ping=(seat.user_id,),
        )

    async def time_out(self, timer: Timer) -> None:
        """The AI decides for the seat through ``TableService.time_out`` (move, count and autopilot in one
        transaction), then the move is published like any other.

        The timer row goes only after the move committed: a process killed before that leaves the
        time-out to the next holder of the game's clock lease. Only the process whose move committed
        posts the notice (a second attempt at the same version is refused by the version guard)."""
        record = await self._current(timer)
        if record is None:
            return
        try:
            outcome = await self.bot.table.time_out(record.id, timer.seat, timer.version)  # type: ignore[union-attr]
        except (StaleVersion, IllegalAction):
            await self.sync(record.id)  # the player (or someone) moved first: nothing to do
            return
        await self.clock.take(timer)  # done; the move's own re-sync may already have replaced it
        table = self.bot.get_cog("Table")
        await table.after_move(outcome.move)  # type: ignore[union-attr]
        seat = record.seats[timer.seat]
        count = outcome.timeouts
        if outcome.autopilot:
            await self.say(
                record,
                f"🤖 <@{seat.user_id}> let {count} decisions in a row time out, so the AI plays **{plain(seat.name)}** "
                "until they take it back with `/game takeback`.",
                ping=(seat.user_id,),
            )
        else:
            more = TIMEOUTS_TO_AUTOPILOT - count
            warning = (
                f" {more} more in a row and the AI takes the seat." if outcome.move.result is None and more > 0 else ""
            )
            await self.say(
                record,
                f"⌛ <@{seat.user_id}> ran out of time, so the AI decided for **{plain(seat.name)}**: {outcome.move.caption(plain_names(record.names))}"
                f" (time-out {count} in a row).{warning}",
                ping=(seat.user_id,),
            )

    # ------------------------------------------------------------------ posting
    async def say(self, record: GameRecord, text: str, ping: "tuple[int | None, ...]" = ()) -> None:
        """Post in the game's thread, pinging only ``ping`` (the player the line is addressed to)."""
        await say_in_thread(self.bot, record, text, ping=[uid for uid in ping if uid])


async def setup(bot: "TabletopBot") -> None:
    await bot.add_cog(ClockCog(bot))
