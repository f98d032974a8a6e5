"""The AI seats runner: plays a game's AI seats (bots, and seats on autopilot) whenever they are to
act, one runner per game, each turn under the game's ``ai`` lease so one process plays it. The game
flow (``services.flow``) owns it; each AI move goes through the in-play changes and is shown by the
flow like any move.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from rules import get_game
from rules.refusal import Refusal
from services.notices import AIPaused, Publisher
from services.outcomes import AfterMove
from services.wiring import Table
from store import ACTIVE, GameRecord
from store.leases import AI, Leases

log = logging.getLogger("tabletop.flow")


AI_LEASE_POLL = 5.0  # at most this many seconds between looks at an AI turn another process holds


AI_RETRY_DELAYS = (1.0, 5.0)  # seconds before an AI turn that failed is tried again; then the game pauses


class AISeats:
    """The AI runners of one process. ``owns(guild_id)``: whether this process runs that server's
    shard (only its games' AI seats are played here); ``after_move``: what follows an AI's move (the
    flow's showing of it); ``ai_delay``: seconds an AI waits before moving, so people can follow."""

    def __init__(
        self,
        table: Table,
        publisher: Publisher,
        leases: Leases,
        after_move: AfterMove,
        *,
        owns: Callable[[int | None], bool],
        ai_delay: float = 0.0,
    ) -> None:
        self.table = table
        self.publisher = publisher
        self.leases = leases
        self.owns = owns
        self.ai_delay = ai_delay
        self._after_move = after_move
        self._ai_tasks: dict[int, asyncio.Task[None]] = {}

    def tasks(self) -> list[asyncio.Task[None]]:
        """The runners playing now (for stopping)."""
        return list(self._ai_tasks.values())

    # ------------------------------------------------------------------ AI seats
    def kick_ai(self, game_id: int, record: GameRecord | None = None) -> None:
        """Make sure the game's AI seats play whenever they are to act (one runner per game).
        ``record``: the game as just committed, when the caller has it: no runner is started (and
        nothing read) when no AI seat is to act in it."""
        if record is not None and not self.table.changes.needs_ai(record):
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
                if not self.table.changes.needs_ai(record):
                    return
                async with self.leases.held(AI, game_id) as lease:
                    if lease.claimed:
                        record = await self.table.records.game(game_id)  # the previous holder may have played
                        if record is None or not self.table.changes.needs_ai(record):
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
        decision = await self.table.changes.ai_decision(record)
        if decision is None:
            return False
        if self.ai_delay > 0:
            await asyncio.sleep(self.ai_delay)
        seat, action_id = decision
        outcome = await self.table.changes.play(record.id, seat, action_id, expected_version=record.version, by_ai=True)
        await self._after_move(outcome, fresh_timers=True)  # this runner is the game's (kick_ai leaves it running)
        return True


def _ai_seat(record: GameRecord) -> int | None:
    if record.state is None:
        return None
    to_act = get_game(record.game_key).to_act(record.state)
    return next((seat for seat in sorted(to_act) if record.seats[seat].is_ai), None)
