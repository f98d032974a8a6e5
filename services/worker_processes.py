"""Worker processes that end when the bot that started them ends, however it ends.

A ``ProcessPoolExecutor`` worker waits on its call queue, and it holds that queue's writing end
itself (a ``multiprocessing.Queue`` travels to the child whole), so it never sees end-of-file when
the bot dies. After a SIGKILL, an out-of-memory kill or a crash, the workers (and the fork server,
which they keep alive) would stay behind with every module loaded, tens of megabytes each, and a
bot restarted by its supervisor would start a new set beside them. So every worker watches the
bot's process and exits as soon as it is gone.

A worker can also die while the bot lives on (killed by an operator or the kernel's out-of-memory
killer). ``HealingPool`` starts a new pool when that happens and tries the lost work once more.
"""

from __future__ import annotations

import asyncio
import logging
import os
import select
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger("tabletop.workers")

T = TypeVar("T")

# How often a worker looks for its bot where the system cannot tell it (no pidfd).
POLL_SECONDS = 1.0


def _wait_for_exit(pid: int) -> None:
    """Return once process ``pid`` has ended."""
    try:
        handle = os.pidfd_open(pid)  # Linux 5.3+: readable when the process ends, immune to pid reuse
    except (AttributeError, OSError):
        handle = None
    if handle is not None:
        select.select([handle], [], [])
        return
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        except PermissionError:
            pass  # alive, but someone else's: cannot be ours after a pid reuse only in theory
        time.sleep(POLL_SECONDS)


def _exit_when_gone(pid: int) -> None:
    _wait_for_exit(pid)
    os._exit(0)  # no clean-up: there is nobody left to hand a result to


def watch_bot(bot_pid: int, then: Callable[[], None] | None = None) -> None:
    """Pool initializer: exit this worker when ``bot_pid`` ends; then run ``then`` (another initializer)."""
    threading.Thread(target=_exit_when_gone, args=(bot_pid,), name="watch-bot", daemon=True).start()
    if then is not None:
        then()


class WorkersLost(Exception):
    """A piece of work lost its worker process twice: on the pool it was sent to, and again on a
    pool started afresh for the retry. ``pool`` names the pool (for the log and the callers' message)."""

    def __init__(self, pool: str) -> None:
        super().__init__(f"a {pool} worker process died, and died again on a fresh pool")
        self.pool = pool


class HealingPool:
    """A process pool started on first use and started afresh whenever one of its workers dies.

    A worker that dies (killed, out of memory, a crash in a C extension) breaks a
    ``ProcessPoolExecutor`` for good: every later submission raises ``BrokenProcessPool``. Here the
    broken pool is dropped, a new one is started, and the work that failed is sent once more. If the
    work loses its worker a second time it is not sent a third time: ``WorkersLost`` is raised, so a
    piece of work that kills every worker it touches cannot take the pool down in a loop. The next
    piece of work gets a fresh pool again.
    """

    def __init__(self, name: str, start: Callable[[], ProcessPoolExecutor]) -> None:
        self.name = name
        self._start = start
        self._executor: ProcessPoolExecutor | None = None
        self.starts = 0  # pools started so far: one, plus one for every pool a dead worker broke

    @property
    def started(self) -> ProcessPoolExecutor | None:
        """The pool now in use, or None when none is running (not yet started, or closed)."""
        return self._executor

    def executor(self) -> ProcessPoolExecutor:
        """The pool now in use, started if there is none."""
        if self._executor is None:
            self._executor = self._start()
            self.starts += 1
        return self._executor

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` in a worker process, awaited without blocking the event loop.

        Raises ``WorkersLost`` when the work's worker died on two pools in a row; whatever ``work``
        itself raises comes back unchanged (a worker that raises is not a dead worker).
        """
        loop = asyncio.get_running_loop()
        lost: BrokenProcessPool | None = None
        for attempt in (1, 2):
            pool = self.executor()
            try:
                return await loop.run_in_executor(pool, work, *args)
            except BrokenProcessPool as error:
                lost = error
                self._discard(pool)
                log.warning("a %s worker process died (try %d of 2); a new pool is started", self.name, attempt)
        raise WorkersLost(self.name) from lost

    def _discard(self, pool: ProcessPoolExecutor) -> None:
        """Drop a broken pool; other work that failed on it at the same time finds the new one started."""
        if self._executor is pool:
            self._executor = None
        pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers, waiting for none of the pending work."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
