"""Decision clocks: a reminder halfway, the greedy AI at time-out, autopilot after three in a row.

The time-out itself is ``TableService.time_out``: the move, the count and the switch to autopilot
are one transaction; this cog only keeps the timer rows and posts what happened.

Timers are rows of the ``timers`` table (see ``store.clock``), so they survive restarts: the loop
started with this cog simply carries on from the rows, and heals any active game whose human
to-act seat has no timer. Every change of a game (``on_game_started``, ``on_game_move``) re-derives
its timers from the game itself (``Clock``'s ``plan``), so the rows never drift from the game.

A time-out plays with the version the timer was set for: a timer that went stale (the player
moved meanwhile) changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import defaultdict
from typing import TYPE_CHECKING

from discord.ext import commands

from cogs.ui import plain, plain_names, say_in_thread
from rules import get_game
from rules.base import IllegalAction
from services.table import PACES, TIMEOUTS_TO_AUTOPILOT, MoveOutcome
from store import ACTIVE, GameRecord, StaleVersion
from store.clock import REMIND, TIMEOUT, Clock, Timer, timed_seats
from store.guilds import guilds_of

if TYPE_CHECKING:
    from bot import TabletopBot

log = logging.getLogger("tabletop.clock")

HEAL_EVERY = 30.0  # seconds between checks that every active game's clocks are in place


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
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._busy: set[int] = set()
        self._tasks: set[asyncio.Task] = set()
        self._loop: asyncio.Task | None = None

    @property
    def scale(self) -> float:
        return getattr(self.bot.settings, "clock_scale", 1.0)

    @property
    def tick(self) -> float:
        """How often due timers are looked for: every second, faster when tests shrink the clocks."""
        shortest = min(seconds for _, seconds in PACES.values()) * self.scale
        return min(1.0, max(0.05, shortest / 20))

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
        async with self._locks[game_id]:
            record = await self.bot.store.get_game(game_id)  # type: ignore[union-attr]
            if record is None:
                return
            if record.status != ACTIVE or record.state is None:
                await self.clock.clear_game(game_id)
                return
            await self.clock.sync(record, get_game(record.game_key).to_act(record.state), self.seconds(record))

    async def heal(self) -> None:
        """Every active game gets its clocks; timers of games that are over go."""
        active = await self.bot.store.games_with_status(ACTIVE)  # type: ignore[union-attr]
        ids = {record.id for record in active}
        for timer_game in {t.game_id for t in await self.clock.timers()} - ids:
            await self.clock.clear_game(timer_game)
        for record in active:
            if not self.bot.owns_guild(record.guild_id):
                continue  # another process runs that server's shard and keeps its clocks
            try:
                await self.sync(record.id)
            except Exception:
                log.exception("could not set the clocks of game %s", record.id)

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
        last_heal = 0.0
        while True:
            try:
                if time.monotonic() - last_heal >= HEAL_EVERY:
                    await self.heal()
                    last_heal = time.monotonic()
                await self.fire_due()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("clock loop failed; carrying on")
            await asyncio.sleep(self.tick)

    async def fire_due(self, now: float | None = None) -> None:
        """Hand every due timer to a worker, one worker per game at a time."""
        by_game: dict[int, list[Timer]] = {}
        due = await self.clock.due(now)
        # Only timers of games on this process's shards: the process of the others fires theirs.
        servers = await guilds_of(self.bot.store, {timer.game_id for timer in due}) if due else {}  # type: ignore[arg-type]
        for timer in due:
            if timer.game_id in servers and not self.bot.owns_guild(servers[timer.game_id]):
                continue
            by_game.setdefault(timer.game_id, []).append(timer)
        for game_id, timers in by_game.items():
            if game_id in self._busy:
                continue
            self._busy.add(game_id)
            task = asyncio.create_task(self._fire_game(game_id, timers), name=f"clock-{game_id}")
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _fire_game(self, game_id: int, timers: list[Timer]) -> None:
        try:
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
        transaction), then the move is published like any other."""
        record = await self._current(timer)
        if record is None or not await self.clock.take(timer):
            return
        try:
            outcome = await self.bot.table.time_out(record.id, timer.seat, timer.version)  # type: ignore[union-attr]
        except (StaleVersion, IllegalAction):
            await self.sync(record.id)  # the player (or someone) moved first: nothing to do
            return
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
