"""How long the event loop went without running: a probe for the benchmarks and the tests.

A task sleeps a short ``interval`` again and again; whenever it wakes later than asked, the loop was
busy (or blocked) for the difference, and nothing else on it (an interaction's answer, the gateway's
heartbeat) could run meanwhile. ``longest`` is the largest such stall since the last ``take``.
"""

from __future__ import annotations

import asyncio
import contextlib

INTERVAL = 0.005  # seconds between looks: short, so a stall is measured to within a few milliseconds


class LoopStalls:
    """The longest time the running event loop was held up, measured by a task of its own."""

    def __init__(self, interval: float = INTERVAL) -> None:
        self.interval = interval
        self.longest = 0.0
        self.wakes = 0  # how many times the probe ran: the loop kept turning
        self._task: asyncio.Task[None] | None = None

    def start(self) -> LoopStalls:
        self._task = asyncio.get_running_loop().create_task(self._watch(), name="loop-stalls")
        return self

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(self.interval)
            self.wakes += 1
            self.longest = max(self.longest, loop.time() - before - self.interval)

    async def take(self) -> float:
        """The longest stall since the last ``take`` (or the start), in seconds; starts over.

        Yields to the loop first, so a stall that has just ended is counted."""
        await asyncio.sleep(self.interval * 2)
        longest, self.longest = self.longest, 0.0
        return longest

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
