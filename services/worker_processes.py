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
import contextlib
import logging
import multiprocessing
import os
import pickle
import select
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar, TypeVarTuple

import render

log = logging.getLogger("tabletop.workers")

T = TypeVar("T")
Ts = TypeVarTuple("Ts")  # the arguments of a piece of work, as its function takes them

# How often a worker looks for its bot where the system cannot tell it (no pidfd).
POLL_SECONDS = 1.0
# How long each first piece of work holds its worker while a pool starts, so that every worker is
# forked then (see HealingPool._started_pool); doubled on each round that did not reach them all.
HOLD_SECONDS = 0.05


# Imported once by the fork server, so every worker (drawing, replay, hard AI, review) starts with them and
# shares their memory. One list for every pool: there is one fork server per bot process. The first,
# services.fork_main, keeps the workers from loading the bot's script (bot.py) again.
PRELOAD = [
    "services.fork_main",
    "services.images",
    "services.ai_pool",
    "services.reviews",
    "services.worker_processes",
    "render.replay",
    "render.score_sheet",
    *render.RENDER_MODULES.values(),
]


def fork_server_context() -> multiprocessing.context.BaseContext:
    """Workers forked from a clean server process that has ``PRELOAD`` imported: never from the bot,
    whose threads and sockets a fork would copy (a forked child of a threaded process can inherit a
    lock held by a thread that is gone), and without a fresh interpreter's start for each worker."""
    try:
        context = multiprocessing.get_context("forkserver")
    except ValueError:  # no fork server on this platform (Windows): fresh interpreters instead
        return multiprocessing.get_context("spawn")
    context.set_forkserver_preload(PRELOAD)
    return context


def _hold(seconds: float) -> int:
    """Keep this worker busy a moment, then say which process it is (the start of a pool)."""
    time.sleep(seconds)
    return os.getpid()


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


def name_process(name: str) -> None:
    """Name this process ``name`` where ``ps``, ``top`` and /proc/PID/comm show it (Linux; elsewhere
    nothing): every worker is forked from one fork server, so the name tells which pool it is in."""
    with contextlib.suppress(OSError), open("/proc/self/comm", "w") as comm:
        comm.write(name[:15])  # the kernel keeps 15 characters


def watch_bot(bot_pid: int, then: Callable[[], object] | None = None, name: str | None = None) -> None:
    """Pool initializer: exit this worker when ``bot_pid`` ends; name it ``name`` (see
    ``name_process``); then run ``then`` (another initializer)."""
    threading.Thread(target=_exit_when_gone, args=(bot_pid,), name="watch-bot", daemon=True).start()
    if name is not None:
        name_process(name)
    if then is not None:
        then()


class ChildLost(Exception):
    """A piece of work run by :func:`in_child` lost its child process twice (killed, or it ended
    without handing back a result); the process that forked it lives on."""


def _child_result(work: Callable[[*Ts], T], args: tuple[*Ts], out: int) -> None:
    """In the forked child: run ``work``, write what came of it (a value or an exception) to
    ``out``, and end without running anything of the parent's (no clean-up, no atexit, no flush)."""
    try:
        try:
            outcome: tuple[bool, object] = (True, work(*args))
        except Exception as error:  # handed back to the parent, which raises it
            outcome = (False, error)
        try:
            data = pickle.dumps(outcome, pickle.HIGHEST_PROTOCOL)
        except Exception as error:  # an unpicklable result or exception: its words, at least
            data = pickle.dumps((False, RuntimeError(f"{type(error).__name__}: {error}")))
        with os.fdopen(out, "wb") as pipe:
            pipe.write(data)
    finally:
        os._exit(0)


def in_child(work: Callable[[*Ts], T], *args: *Ts) -> T:
    """``work(*args)`` in a child forked from this (worker) process, its result read back through a
    pipe; the child ends once it has handed it over.

    The child starts with everything this process has loaded and warmed (fonts, the words' and
    shapes' caches) and costs no start of its own, while whatever the work allocates goes back to
    the system with the child: a long-lived worker does heavy one-off work (a replay GIF) without
    growing. Only for worker processes, whose one thread besides the work only waits for the bot
    (``watch_bot``): never call it in the bot. An exception of ``work`` is raised here; a child
    that ends without a result is forked once more, then ``ChildLost`` is raised.
    """
    for attempt in (1, 2):
        readable, writable = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child's lines run in the child, outside coverage
            os.close(readable)
            _child_result(work, args, writable)
        os.close(writable)
        with os.fdopen(readable, "rb") as pipe:
            data = pipe.read()
        os.waitpid(pid, 0)
        if data:
            done, value = pickle.loads(data)
            if not done:
                assert isinstance(value, BaseException)
                raise value
            return value  # type: ignore[no-any-return]  # what work returned, unpickled
        log.warning("a child process of a worker ended without its result (try %d of 2)", attempt)
    raise ChildLost(getattr(work, "__name__", "work"))


class WorkersLost(Exception):
    """A piece of work lost its worker process twice: on the pool it was sent to, and again on a
    pool started afresh for the retry. ``pool`` names the pool (for the log and the callers' message)."""

    def __init__(self, pool: str) -> None:
        super().__init__(f"a {pool} worker process died, and died again on a fresh pool")
        self.pool = pool


class HealingPool:
    """A process pool started off the event loop, and started afresh (off the loop too) whenever one
    of its workers dies.

    Starting a pool is slow: the first one starts the fork server, which imports every preloaded
    module before it forks a worker, and ``ProcessPoolExecutor`` does that inside the first
    ``submit``, which blocks its caller for half a second on a quiet machine and several on a
    loaded one. So a pool is never started by ``submit`` on the event loop: ``start`` builds it in a
    thread, with every worker forked and running (see ``_started_pool``), and the loop awaits that
    thread. The bot starts its pools before it answers its first interaction (``open_services``);
    ``run`` starts one the same way if nobody has.

    A worker that dies (killed, out of memory, a crash in a C extension) breaks a
    ``ProcessPoolExecutor`` for good: every later submission raises ``BrokenProcessPool``. Here the
    broken pool is dropped, a new one is started in a thread (callers that hit the broken pool at
    the same time await the same start), and the work that failed is sent once more. If the work
    loses its worker a second time it is not sent a third time: ``WorkersLost`` is raised, so a
    piece of work that kills every worker it touches cannot take the pool down in a loop. The next
    piece of work gets a fresh pool again.
    """

    def __init__(self, name: str, start: Callable[[], ProcessPoolExecutor], workers: int = 1) -> None:
        self.name = name
        self._start = start
        self.workers = workers  # the pool's max_workers: each is forked and running once it has started
        self._executor: ProcessPoolExecutor | None = None
        self._starting: asyncio.Future[ProcessPoolExecutor] | None = None
        self._closes = 0  # how many times close() ran: a start that a close overtook is undone
        self.starts = 0  # pools started so far: one, plus one for every pool a dead worker broke

    @property
    def started(self) -> ProcessPoolExecutor | None:
        """The pool now in use, or None when none is running (not yet started, or closed)."""
        return self._executor

    async def start(self) -> ProcessPoolExecutor:
        """The pool now in use; when there is none, one is started in a thread (never on the event
        loop) and every caller meanwhile awaits that same start."""
        if self._executor is not None:
            return self._executor
        if self._starting is None:
            self._starting = asyncio.ensure_future(self._start_in_thread())
        # shield: a caller that gives up must not cancel the start the others wait for
        return await asyncio.shield(self._starting)

    async def _start_in_thread(self) -> ProcessPoolExecutor:
        closes = self._closes
        try:
            pool = await asyncio.to_thread(self._started_pool)
        finally:
            self._starting = None
        if self._closes != closes:  # closed while it started: nobody is to use it
            pool.shutdown(wait=False, cancel_futures=True)
            raise RuntimeError(f"the {self.name} pool was closed while it started")
        if self._executor is not None:  # closed and restarted meanwhile: keep the one in use
            pool.shutdown(wait=False, cancel_futures=True)
            return self._executor
        self._executor = pool
        self.starts += 1
        return pool

    def _started_pool(self) -> ProcessPoolExecutor:
        """A new pool with all its workers forked and running (runs in a thread, may take seconds).

        ``ProcessPoolExecutor`` forks a worker inside ``submit`` whenever none is idle, so
        ``workers`` pieces of work that each hold their worker a moment make it fork them all here;
        later submissions find every worker there and fork nothing. A worker that finished its
        piece before the next was sent leaves one unforked, so this goes on until every worker has
        answered (a few rounds at most).
        """
        pool = self._start()
        try:
            hold = HOLD_SECONDS
            for _ in range(5):
                pids = set(pool.map(_hold, [hold] * self.workers))
                if len(pids) >= self.workers:
                    break
                hold *= 2
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        return pool

    async def run(self, work: Callable[[*Ts], T], *args: *Ts) -> T:
        """``work(*args)`` in a worker process, awaited without blocking the event loop.

        Raises ``WorkersLost`` when the work's worker died on two pools in a row; whatever ``work``
        itself raises comes back unchanged (a worker that raises is not a dead worker).
        """
        loop = asyncio.get_running_loop()
        lost: BrokenProcessPool | None = None
        for attempt in (1, 2):
            pool = await self.start()
            try:
                return await loop.run_in_executor(pool, work, *args)
            except BrokenProcessPool as error:
                lost = error
                self._discard(pool)
                log.warning("a %s worker process died (try %d of 2); a new pool is started", self.name, attempt)
        raise WorkersLost(self.name) from lost

    def _discard(self, pool: ProcessPoolExecutor) -> None:
        """Drop a broken pool; other work that failed on it at the same time awaits the same new start."""
        if self._executor is pool:
            self._executor = None
        pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers, waiting for none of the pending work (a start under way is undone)."""
        self._closes += 1
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
