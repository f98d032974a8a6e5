"""bot.py under cProfile, for bench/load.py --profile: never used by the bot itself.

Every thread of the process (the event loop, aiosqlite's, the render and to_thread workers) gets
its own profiler timed by that thread's CPU clock, so the stats say where CPU went, not where
the loop waited. When the bot stops (SIGTERM, which bot.py handles by stopping cleanly) the
profiles are merged and written to $TABLETOP_PROFILE_OUT.

A window of the run (bench/load.py marks each round's play so): SIGUSR1 opens it, SIGUSR2 closes it,
and what the threads did inside the windows alone is written to $TABLETOP_PROFILE_OUT.play (each
window is the difference of two snapshots of every thread's profile, so start-up, the opening of
games and the replays after the play are left out). With
TABLETOP_TRACEMALLOC=1 the largest live allocations by line go to $TABLETOP_PROFILE_OUT.memory.txt.

    TABLETOP_PROFILE_OUT=/tmp/bot.prof python tests/fake_discord/launch.py bench/profiled_bot.py
"""

from __future__ import annotations

import atexit
import cProfile
import gc
import marshal
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
_window: dict[str, dict] = {}  # "open": the snapshot at SIGUSR1; "sum": what the closed windows add up to

Stats = dict  # pstats' raw table: (file, line, function) -> (calls, primitive calls, tottime, cumtime, callers)


def _snapshot() -> Stats:
    """Every thread's profile as it stands, without stopping any (snapshot_stats only reads)."""
    with _guard:
        profiles = list(_profiles)
    merged: Stats = {}
    for profile in profiles:
        profile.snapshot_stats()
        _add(merged, profile.stats)  # type: ignore[attr-defined]  # set by snapshot_stats
    return merged  # (not pstats.Stats(profile): that calls create_stats, which stops this thread's profiler)


def _minus(after: tuple, before: tuple | None) -> tuple:
    if before is None:
        return after
    return tuple(a - b for a, b in zip(after, before))


def _difference(after: Stats, before: Stats) -> Stats:
    """What happened between two snapshots (functions and their callers, entry by entry)."""
    found: Stats = {}
    for key, (cc, nc, tt, ct, callers) in after.items():
        old = before.get(key)
        if old is not None:
            cc, nc, tt, ct = _minus((cc, nc, tt, ct), old[:4])
            callers = {caller: _minus(v, old[4].get(caller)) for caller, v in callers.items()}
        if nc or tt > 0:
            found[key] = (cc, nc, tt, ct, callers)
    return found


def _add(total: Stats, more: Stats) -> None:
    for key, (cc, nc, tt, ct, callers) in more.items():
        if key not in total:
            total[key] = (cc, nc, tt, ct, dict(callers))
            continue
        old = total[key]
        merged = dict(old[4])
        for caller, v in callers.items():
            merged[caller] = tuple(a + b for a, b in zip(merged[caller], v)) if caller in merged else v
        total[key] = (old[0] + cc, old[1] + nc, old[2] + tt, old[3] + ct, merged)


# The garbage collector's CPU time inside the windows (cProfile charges it to whatever function
# allocated last), by generation, with the number of collections: written to bot.prof.play.gc.
_gc: dict[str, float] = {}
_gc_started: list[float] = []


def _time_gc(phase: str, info: dict[str, int]) -> None:
    if "open" not in _window:
        return
    if phase == "start":
        _gc_started[:] = [time.thread_time()]
    elif _gc_started:
        generation = info.get("generation", -1)
        _gc[f"gen{generation} seconds"] = _gc.get(f"gen{generation} seconds", 0.0) + time.thread_time() - _gc_started[0]
        _gc[f"gen{generation} collections"] = _gc.get(f"gen{generation} collections", 0) + 1


def _open_window(*_: object) -> None:
    _window["open"] = _snapshot()


def _close_window(*_: object) -> None:
    before = _window.pop("open", None)
    if before is None:
        return
    _add(_window.setdefault("sum", {}), _difference(_snapshot(), before))


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
    if "sum" in _window:
        with open(out + ".play", "wb") as file:
            marshal.dump(_window["sum"], file)  # the format pstats.Stats reads
        Path(out + ".play.gc").write_text("".join(f"{key}: {value:.4f}\n" for key, value in sorted(_gc.items())))
    with _guard:
        profiles = list(_profiles)
    for profile in profiles:
        profile.create_stats()
    stats = pstats.Stats(*[p for p in profiles if getattr(p, "stats", None)])
    stats.dump_stats(out)


def main() -> None:
    signal.signal(signal.SIGTERM, _dump)
    signal.signal(signal.SIGUSR1, _open_window)
    signal.signal(signal.SIGUSR2, _close_window)
    gc.callbacks.append(_time_gc)
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
