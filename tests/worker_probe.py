"""Functions a worker process runs in tests: whether it holds a module only a test's script imports,
and what a replay child inherits from the replay process."""

from __future__ import annotations

import os
import sys


def holds_minidom() -> bool:
    return "xml.dom.minidom" in sys.modules


def replay_child() -> tuple[int, int, list[tuple[str, str]]]:
    """In a child of the replay process: its pid, its parent's (the replay process) and the titles
    and languages the replay process had warmed before it forked this child."""
    from services import images

    return os.getpid(), os.getppid(), sorted(images._WARMED)


def grow_and_report(megabytes: int) -> int:
    """Allocate ``megabytes`` and keep them until this process ends; returns its pid."""
    _kept.append(bytearray(megabytes * 1024 * 1024))
    return os.getpid()


_kept: list[bytearray] = []
