"""Where AI players think: off the event loop, the hard level in worker processes.

A hard decision searches for a whole second of CPU time. In a thread it would hold the GIL and
slow every acknowledgement and every other game of the bot, so it runs in a process pool sized
to the machine's cores. The cheap levels (random, easy, normal) take milliseconds and run in a
thread, which spares a state's trip through pickling to another process.

A worker that dies (killed, out of memory) does not stop the hard AI: the pool is started afresh
(in a thread, off the event loop) and the decision it was making is made again on the new pool.
When that second try loses its worker too, ``decide`` raises ``AIUnavailable`` rather than trying
forever (see docs/resilience.md).
"""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ProcessPoolExecutor

from rules import get_game
from rules.base import State
from rules.levels import level_action, level_of
from services.worker_processes import HealingPool, WorkersLost, fork_server_context, watch_bot

# Levels whose decisions are worth a worker process (the rest run in a thread).
PROCESS_LEVELS = frozenset({"hard"})
AI_NAME = "tabletop-ai"  # what ps and /proc/PID/comm call a worker of this pool


class AIUnavailable(Exception):
    """The AI could not decide for a seat of a ``game_key`` game, and nothing was played.

    Raised by ``AIPool.decide`` (hence by ``Changes.ai_decision``) only after the pool was
    started afresh and the decision tried a second time: its worker process died both times.
    ``reason`` is one short sentence saying what failed, fit for a log line and for the message a
    caller posts in the game's thread when it pauses the game. Calling again later is allowed (a
    new pool is started), but a caller should not call again in a loop.
    Not a ``Refusal``: no player did anything wrong.
    """

    def __init__(self, game_key: str, reason: str, level: str | None = None) -> None:
        super().__init__(f"AI unavailable for {game_key}: {reason}")
        self.game_key = game_key
        self.reason = reason
        self.level = level


def decide(game_key: str, state: State, seat: int, kind: str | None, think_seconds: float) -> str:
    """The AI's action id for ``seat`` (runs in a worker process or thread)."""
    return level_action(kind, get_game(game_key), state, seat, think_seconds)


class AIPool:
    """A pool of worker processes for AI decisions, one per core, started in a thread (by ``start``,
    or on the first hard decision) and started again, in a thread, when a worker dies."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or max(1, os.cpu_count() or 1)
        self.processes = HealingPool("hard AI", self._start, workers=self.workers)

    def _start(self) -> ProcessPoolExecutor:
        # Forked from the fork server (services.worker_processes): never from the bot's own process,
        # which runs threads (to_thread renders, aiosqlite), and with the rules already imported.
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=fork_server_context(),
            initializer=watch_bot,
            initargs=(os.getpid(), None, AI_NAME),
        )

    async def start(self) -> None:
        """Start the workers (in a thread) and wait until each runs, so the first hard decision
        neither waits for them nor holds up the event loop."""
        await self.processes.start()

    async def decide(self, game_key: str, state: State, seat: int, kind: str | None, think_seconds: float) -> str:
        """Choose ``seat``'s action without blocking the event loop.

        Raises ``AIUnavailable`` when a hard decision lost its worker process twice in a row.
        """
        if level_of(kind) in PROCESS_LEVELS:
            try:
                return await self.processes.run(decide, game_key, state, seat, kind, think_seconds)
            except WorkersLost as lost:
                raise AIUnavailable(
                    game_key, "the AI's worker process stopped twice while thinking", level_of(kind)
                ) from lost
        return await asyncio.to_thread(decide, game_key, state, seat, kind, think_seconds)

    def close(self) -> None:
        """Stop the workers (waiting for none of the pending decisions)."""
        self.processes.close()
