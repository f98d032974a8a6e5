"""Where AI players think: off the event loop, the hard level in worker processes.

A hard decision searches for a whole second of CPU time. In a thread it would hold the GIL and
slow every acknowledgement and every other game of the bot, so it runs in a process pool sized
to the machine's cores. The cheap levels (random, easy, normal) take milliseconds and run in a
thread, which spares a state's trip through pickling to another process.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

from rules import get_game
from rules.base import State
from rules.levels import level_action, level_of
from services.worker_processes import watch_bot

# Levels whose decisions are worth a worker process (the rest run in a thread).
PROCESS_LEVELS = frozenset({"hard"})


def decide(game_key: str, state: State, seat: int, kind: str | None, think_seconds: float) -> str:
    """The AI's action id for ``seat`` (runs in a worker process or thread)."""
    return level_action(kind, get_game(game_key), state, seat, think_seconds)


class AIPool:
    """A lazily started pool of worker processes for AI decisions, one per core."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or max(1, os.cpu_count() or 1)
        self._executor: ProcessPoolExecutor | None = None

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # spawn, not fork: the bot's process runs threads (to_thread renders, aiosqlite), and a
            # forked child of a threaded process can inherit a lock held by a thread that is gone.
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=watch_bot,
                initargs=(os.getpid(),),
            )
        return self._executor

    async def decide(self, game_key: str, state: State, seat: int, kind: str | None, think_seconds: float) -> str:
        """Choose ``seat``'s action without blocking the event loop."""
        if level_of(kind) in PROCESS_LEVELS:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._pool(), decide, game_key, state, seat, kind, think_seconds)
        return await asyncio.to_thread(decide, game_key, state, seat, kind, think_seconds)

    def close(self) -> None:
        """Stop the workers (waiting for none of the pending decisions)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
