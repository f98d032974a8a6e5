"""bench.same_decisions: the check that a code change left the AIs' play exactly as it was, and
carrying the strength results of an unchanged table over to the new code version."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import asdict
from pathlib import Path

import pytest

from bench import ai_strength
from bench.ai_strength import ROOT
from bench.same_decisions import carry_over, compare_table, first_difference, results_files


def test_first_difference_finds_the_first_changed_or_missing_decision() -> None:
    assert first_difference(["a", "b", "c"], ["a", "b", "c"]) is None
    assert first_difference(["a", "b", "c"], ["a", "x", "c"]) == 1
    assert first_difference(["a", "b"], ["a", "b", "c"]) == 2
    assert first_difference([], []) is None


def copy_of_the_rules(target: Path) -> Path:
    """A checkout holding just what a game between the AIs needs: the rules, their data, the bench."""
    shutil.copytree(ROOT / "rules", target / "rules")
    shutil.copytree(ROOT / "bench", target / "bench", ignore=shutil.ignore_patterns("results"))
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


def test_normal_against_random_is_compared_too(tmp_path: Path) -> None:
    tree = copy_of_the_rules(tmp_path)
    assert compare_table(tree, "nanga-parbat", 2, range(1, 3), iterations=1, sides=("normal", "random")) is None


def record(seed: int, version: str, search: dict) -> dict:
    return {"seed": seed, "share": 1.0, "version": version, "budget": "cpu1s", "search": search, "scores": [3, 1]}


def test_carried_over_records_join_the_current_sample_and_say_where_they_came_from(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(ai_strength, "RESULTS_DIR", tmp_path)
    sides = ("hard", "normal")
    config = ai_strength.table_config("sheherazade", 2, ai_strength.budget_fields("cpu1s"), "cpu1s")
    current = asdict(config)
    older_settings = {key: value for key, value in current.items() if key != "opponent_leaves_on_own_sample"}
    path = ai_strength.results_path("sheherazade", 2, sides, "cpu1s")
    lines = [record(1, "old", older_settings), record(2, "other", older_settings)]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    provenance = {"from_version": "old", "from_commit": "abc1234", "check": "test"}

    assert results_files("sheherazade", 2, sides) == [path]
    assert carry_over(path, "sheherazade", 2, sides, "old", provenance) == 1
    carried, untouched = [json.loads(line) for line in path.read_text().splitlines()]
    assert carried["version"] == ai_strength.code_version("sheherazade", True) and carried["search"] == current
    assert carried["carried_over"] == provenance and carried["share"] == 1.0
    assert untouched == record(2, "other", older_settings)
    # the carried record is now part of the current sample; the other still keeps the file closed
    with pytest.raises(ai_strength.MixedRunsError, match="line 2"):
        ai_strength.read_results(path, ai_strength.run_identity("sheherazade", sides, "cpu1s", config))


def test_records_played_with_other_search_settings_are_not_carried_over(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(ai_strength, "RESULTS_DIR", tmp_path)
    sides = ("hard", "normal")
    current = asdict(ai_strength.table_config("sheherazade", 2, ai_strength.budget_fields("cpu1s"), "cpu1s"))
    path = ai_strength.results_path("sheherazade", 2, sides, "cpu1s")
    path.write_text(json.dumps(record(1, "old", dict(current, exploration=0.9))) + "\n")
    before = path.read_text()
    with pytest.raises(ai_strength.MixedRunsError, match="other search settings"):
        carry_over(path, "sheherazade", 2, sides, "old", {})
    assert path.read_text() == before
