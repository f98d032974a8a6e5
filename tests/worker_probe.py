"""A function a worker process runs in tests: whether it holds a module only a test's script imports."""

from __future__ import annotations

import sys


def holds_minidom() -> bool:
    return "xml.dom.minidom" in sys.modules
