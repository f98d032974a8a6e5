"""The AI strength bench's result files (bench/ai_strength.py): games accumulate by seed across
runs, a run plays only the seeds the file lacks, and a file of another version or settings is
refused rather than mixed. Games are normal against random in Nanga Parbat (milliseconds each)."""

from __future__ import annotations

import json
import re
import shutil
from concurrent.futures import ThreadPoolExecutor

import pytest

from bench import ai_strength
from rules import get_game
from rules.search import SearchConfig, game_search_config

SIDES = ("normal", "random")
CONFIG = SearchConfig(iterations=10)


def lines(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_a_second_run_plays_only_the_missing_seeds_and_summarises_the_whole_file(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(ai_strength, "RESULTS_DIR", tmp_path)
    path = ai_strength.results_path("nanga-parbat", 2, SIDES, "it10")
    with ThreadPoolExecutor(1) as pool:
        ai_strength.run_table(pool, "nanga-parbat", 2, SIDES, range(1, 3), CONFIG, "it10")
        first = lines(path)
        summary = ai_strength.run_table(pool, "nanga-parbat", 2, SIDES, range(1, 5), CONFIG, "it10")
    records = lines(path)
    assert sorted(r["seed"] for r in first) == [1, 2]
    assert records[:2] == first, "earlier games are kept as they were"
    assert sorted(r["seed"] for r in records) == [1, 2, 3, 4]
    assert "n=   4" in summary
    wins = sum(r["share"] for r in records)
    assert f"win {wins / 4:6.1%}" in summary
    for record in records:
        assert record["budget"] == "it10" and record["version"] == ai_strength.code_version(
            "nanga-parbat", uses_search="hard" in SIDES
        )
        assert record["strong_seats"] == [record["seed"] % 2]  # the sides alternate seats by seed
        assert len(record["decision_cpu_seconds"]) == len(record["decision_seconds"]) > 0
    assert "decision (cpu) p50" in summary


def test_a_file_of_another_version_or_budget_is_refused(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(ai_strength, "RESULTS_DIR", tmp_path)
    path = ai_strength.results_path("nanga-parbat", 2, SIDES, "it10")
    with ThreadPoolExecutor(1) as pool:
        ai_strength.run_table(pool, "nanga-parbat", 2, SIDES, range(1, 2), CONFIG, "it10")
        record = lines(path)[0]
        path.write_text(json.dumps({**record, "version": "0123456789abcdef"}) + "\n")
        with pytest.raises(ai_strength.MixedRunsError):
            ai_strength.run_table(pool, "nanga-parbat", 2, SIDES, range(1, 3), CONFIG, "it10")
    assert len(lines(path)) == 1, "nothing is appended to a refused file"


def test_the_idle_budget_gives_each_table_its_calibrated_iteration_count() -> None:
    for (game, players), count in ai_strength.IDLE_ITERATIONS_PER_SECOND.items():
        config = ai_strength.table_config(game, players, {"seconds": 1.0}, ai_strength.IDLE_BUDGET)
        assert config.iterations == count and config.seconds is None
    assert set(ai_strength.IDLE_ITERATIONS_PER_SECOND) == set(ai_strength.TABLES)


def test_a_table_plays_with_its_games_search_settings_unless_overridden(monkeypatch) -> None:
    game = get_game("nanga-parbat")
    monkeypatch.setattr(type(game), "SEARCH_SETTINGS", {"exploration": 0.9, "expand_to_own_turn": True})
    config = ai_strength.table_config("nanga-parbat", 2, {"seconds": 1.0}, ai_strength.IDLE_BUDGET)
    assert config.exploration == 0.9 and config.expand_to_own_turn and config.iterations == 1200
    overridden = ai_strength.table_config("nanga-parbat", 2, {"iterations": 5, "exploration": 0.2}, "it5")
    assert overridden.exploration == 0.2 and overridden.expand_to_own_turn and overridden.iterations == 5
    # the bot's hard level reads the same settings
    assert game_search_config(game, seconds=1.0) == SearchConfig(seconds=1.0, exploration=0.9, expand_to_own_turn=True)


def test_the_search_code_counts_only_in_matches_the_hard_level_plays() -> None:
    config = SearchConfig(iterations=10)
    with_search = ai_strength.run_identity("nanga-parbat", ("hard", "normal"), "it10", config)
    without = ai_strength.run_identity("nanga-parbat", ("normal", "random"), "it10", config)
    assert with_search["version"] == ai_strength.code_version("nanga-parbat", uses_search=True)
    assert without["version"] == ai_strength.code_version("nanga-parbat", uses_search=False)
    assert with_search["version"] != without["version"] and without["search"] is None


def test_a_games_search_settings_are_identified_by_the_settings_not_by_the_code_hash(tmp_path, monkeypatch) -> None:
    """Games played with ``--set`` overrides and games played once the same values became the game's
    SEARCH_SETTINGS share a version (the settings themselves are in the run's identity); any other
    change of the game's code still makes a new version."""
    shutil.copytree(ai_strength.ROOT / "rules", tmp_path / "rules")
    monkeypatch.setattr(ai_strength, "ROOT", tmp_path)
    engine = tmp_path / "rules" / "solstis" / "engine.py"
    source = engine.read_text()
    before = ai_strength.code_version("solstis")
    # The assignment as written, annotated or not, on one line or spread over several (up to its
    # closing brace).
    settings, count = re.subn(
        r"(?ms)^    SEARCH_SETTINGS(?:: [^=\n]+)? = (?:\{.*?^    \}|.*?)$",
        '    SEARCH_SETTINGS = {"exploration": 0.9}',
        source,
    )
    assert count == 1
    engine.write_text(settings)
    assert ai_strength.code_version("solstis") == before
    engine.write_text(settings.replace('    title = "Solstis"', '    title = "Solstis!"'))
    assert ai_strength.code_version("solstis") != before


def test_named_budgets() -> None:
    assert ai_strength.budget_fields("cpu1s") == {"seconds": 1.0, "clock": "cpu"}
    assert ai_strength.budget_fields("cpu0.2s") == {"seconds": 0.2, "clock": "cpu"}
    assert ai_strength.budget_fields("idle1s") == {"seconds": 1.0}
    with pytest.raises(ValueError):
        ai_strength.budget_fields("fast")
    config = ai_strength.table_config("solstis", 2, ai_strength.budget_fields("cpu1s"), "cpu1s")
    assert config.seconds == 1.0 and config.clock == "cpu" and config.iterations is None
