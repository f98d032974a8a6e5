"""bot.py under cProfile, for bench/load.py --profile: never used by the bot itself.

Every thread of the process (the event loop, aiosqlite's, the render and to_thread workers) gets
its own profiler timed by that thread's CPU clock, so the stats say where CPU went, not where
the loop waited. When the bot stops (SIGTERM, which bot.py handles by stopping cleanly) the
profiles are merged and written to $TABLETOP_PROFILE_OUT. With
TABLETOP_TRACEMALLOC=1 the largest live allocations by line go to $TABLETOP_PROFILE_OUT.memory.txt.

    TABLETOP_PROFILE_OUT=/tmp/bot.prof python tests/fake_discord/launch.py bench/profiled_bot.py
"""

from __future__ import annotations

import atexit
import cProfile
import os
import pstats
import runpy
import signal
import sys
import threading
import time
import tracemalloc
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
_profiles: list[cProfile.Profile] = []
_guard = threading.Lock()


def _start_thread_profile(*_: object) -> None:
    """Installed by threading.setprofile: the first event in a new thread swaps in a profiler."""
    profile = cProfile.Profile(time.thread_time)
    with _guard:
        _profiles.append(profile)
    profile.enable()


def _dump(*_: object) -> None:
    """On SIGTERM before the bot installs its own handler: write the profile and stop at once."""
    _write()
    os._exit(0)


def _write() -> None:
    """Merge the threads' profiles into $TABLETOP_PROFILE_OUT (also at a clean exit: bot.py's own
    SIGTERM handler replaces ours once it runs, and then the bot stops cleanly)."""
    if tracemalloc.is_tracing():
        top = tracemalloc.take_snapshot().statistics("lineno")[:40]
        Path(os.environ.get("TABLETOP_PROFILE_OUT", "bot.prof") + ".memory.txt").write_text(
            "\n".join(map(str, top)) + "\n"
        )
    out = os.environ.get("TABLETOP_PROFILE_OUT", "bot.prof")
    with _guard:
        profiles = list(_profiles)
    for profile in profiles:
        profile.create_stats()
    stats = pstats.Stats(*[p for p in profiles if getattr(p, "stats", None)])
    stats.dump_stats(out)


def main() -> None:
    signal.signal(signal.SIGTERM, _dump)
    atexit.register(_write)
    if os.environ.get("TABLETOP_TRACEMALLOC") == "1":
        tracemalloc.start(1)  # where the bot's live Python memory was allocated, written beside the profile
    threading.setprofile(_start_thread_profile)
    main_profile = cProfile.Profile(time.thread_time)
    _profiles.append(main_profile)
    main_profile.enable()
    sys.argv = [str(REPO_ROOT / "bot.py")]
    runpy.run_path(str(REPO_ROOT / "bot.py"), run_name="__main__")


if __name__ == "__main__":
    main()
