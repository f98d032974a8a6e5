"""The slow tests named in tests/conftest.py (SLOW_TESTS) exist: a renamed or removed test would
otherwise be left in `make test-fast` without anyone noticing, or its entry would name nothing."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import SLOW_TESTS

TESTS = Path(__file__).resolve().parent


def functions_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


def missing(slow: dict[str, tuple[str, ...]], folder: Path) -> list[str]:
    """Each ``file::function`` of ``slow`` that is not a test function of that file in ``folder``."""
    gone = []
    for name, functions in slow.items():
        path = folder / name
        present = functions_in(path) if path.exists() else set()
        gone.extend(f"{name}::{function}" for function in functions if function not in present)
    return gone


def test_every_slow_test_named_exists():
    assert missing(SLOW_TESTS, TESTS) == []


def test_a_name_that_is_not_there_is_found(tmp_path):
    (tmp_path / "test_here.py").write_text("def test_kept():\n    pass\n")
    slow = {"test_here.py": ("test_kept", "test_renamed"), "test_gone.py": ("test_x",)}
    assert missing(slow, tmp_path) == ["test_here.py::test_renamed", "test_gone.py::test_x"]
