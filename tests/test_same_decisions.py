"""bench.same_decisions: the check that a code change left the AI's play exactly as it was."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from bench.ai_strength import ROOT
from bench.same_decisions import compare_table, first_difference


def test_first_difference_finds_the_first_changed_or_missing_decision() -> None:
    assert first_difference(["a", "b", "c"], ["a", "b", "c"]) is None
    assert first_difference(["a", "b", "c"], ["a", "x", "c"]) == 1
    assert first_difference(["a", "b"], ["a", "b", "c"]) == 2
    assert first_difference([], []) is None


def copy_of_the_rules(target: Path) -> Path:
    """A checkout holding just what a game needs: the rules package and its data."""
    shutil.copytree(ROOT / "rules", target / "rules")
    shutil.copytree(ROOT / "data", target / "data")
    return target


def test_the_same_code_plays_the_same_decisions(tmp_path: Path) -> None:
    tree = copy_of_the_rules(tmp_path)
    assert compare_table(tree, "sheherazade", 2, range(1, 2), iterations=8) is None


def test_a_changed_search_is_caught(tmp_path: Path) -> None:
    tree = copy_of_the_rules(tmp_path)
    search = tree / "rules" / "search.py"
    # far more exploration than the default: the hard seats choose differently somewhere in the game
    changed, count = re.subn(r"(?m)^EXPLORATION = .*$", "EXPLORATION = 5.0", search.read_text())
    assert count == 1
    search.write_text(changed)
    difference = compare_table(tree, "sheherazade", 2, range(1, 2), iterations=8)
    assert difference is not None and difference.startswith("seed 1 differs at decision ")
