"""Worker processes that end when the bot that started them ends, however it ends.

A ``ProcessPoolExecutor`` worker waits on its call queue, and it holds that queue's writing end
itself (a ``multiprocessing.Queue`` travels to the child whole), so it never sees end-of-file when
the bot dies. After a SIGKILL, an out-of-memory kill or a crash, the workers (and the fork server,
which they keep alive) would stay behind with every module loaded, tens of megabytes each, and a
bot restarted by its supervisor would start a new set beside them. So every worker watches the
bot's process and exits as soon as it is gone.
"""

from __future__ import annotations

import os
import select
import threading
import time
from collections.abc import Callable

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
