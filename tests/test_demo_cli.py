"""The offline demo: friendly option parsing, its own output folder, human-readable output."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench import demo
from rules import available_keys, get_game

GAMES_DOC = Path(__file__).resolve().parents[1] / "docs" / "games.md"


def test_option_values_are_matched_like_a_person_types_them():
    solstis, miners = get_game("solstis"), get_game("mountain-miners")
    assert demo.resolve_demo_options(solstis, '{"variant": "Firefly"}') == {"variant": "firefly"}
    assert demo.resolve_demo_options(solstis, "variant=discovery") == {"variant": "discovery"}
    assert demo.resolve_demo_options(miners, "dark_tunnels=on, map_size=6 quick_start=Actions") == {
        "dark_tunnels": True,
        "map_size": 6,
        "quick_start": "actions",
    }
    assert demo.resolve_demo_options(miners, '{"gemshards": true, "map_size": 5}') == {"gemshards": True, "map_size": 5}
    assert demo.resolve_demo_options(miners, "") == {}


@pytest.mark.parametrize(
    "game, raw, says",
    [
        ("solstis", '{"variant": "Sparkle"}', '"base" (Base game), "firefly" (Firefly expansion), "discovery"'),
        ("mountain-miners", "colour=red", "Its options: dark_tunnels, gemshards, golden_actions, harder"),
        ("mountain-miners", "map_size=9", '"auto" (Auto), 5 (5 × 5), 6 (6 × 6), 7 (7 × 7)'),
        ("sheherazade", "x=1", "none (this game has no options)"),
        ("solstis", "{variant", "not valid JSON"),
        ("solstis", "variant", "is not key=value"),
    ],
)
def test_bad_options_answer_with_the_valid_choices(game, raw, says):
    with pytest.raises(demo.OptionProblem) as problem:
        demo.resolve_demo_options(get_game(game), raw)
    assert says in str(problem.value)


def test_main_reports_bad_options_without_a_traceback(tmp_path, capsys):
    code = demo.main(["--game", "solstis", "--options", '{"variant":"Firefly!"}', "--out", str(tmp_path)])
    captured = capsys.readouterr()
    assert code == 2
    assert "Choose one of:" in captured.err and "Traceback" not in captured.err
    assert not list(tmp_path.iterdir()), "nothing is written for refused options"


@pytest.mark.slow  # seconds on its own
def test_each_run_has_its_own_folder_and_keeps_other_files(tmp_path, capsys):
    assert demo.main(["--game", "solstis", "--seed", "3", "--out", str(tmp_path), "--options", "variant=firefly"]) == 0
    first = capsys.readouterr().out
    folder = tmp_path / "solstis-2p-seed3-variant-firefly"
    moves = sorted(folder.glob("move-*.png"))
    assert moves and (folder / "scores.png").is_file() and (folder / "log.txt").is_file()
    assert f"Images: {folder}/" in first and "{" not in first, "human text, not Python dicts"
    assert re.search(r"^  1\. (Greedy|Random) \d: \d+  \(", first, re.M)
    (folder / "my-notes.txt").write_text("keep me")
    (folder / "move-9999.png").write_bytes(b"stale")  # from an earlier, longer run with these settings
    assert demo.main(["--game", "solstis", "--seed", "3", "--out", str(tmp_path), "--options", "variant=firefly"]) == 0
    again = capsys.readouterr().out
    assert "Replaced the" in again
    assert (folder / "my-notes.txt").read_text() == "keep me"
    assert not (folder / "move-9999.png").exists()
    assert sorted(folder.glob("move-*.png")) == moves
    # Other settings go to another folder and leave this one alone.
    assert demo.main(["--game", "solstis", "--seed", "4", "--out", str(tmp_path)]) == 0
    assert (tmp_path / "solstis-2p-seed4").is_dir() and sorted(folder.glob("move-*.png")) == moves


def test_games_doc_lists_every_option_of_every_game():
    """docs/games.md's options table is exactly what ``python -m bench.demo --markdown-options`` prints."""
    table = demo.options_markdown()
    assert table in GAMES_DOC.read_text(), (
        "regenerate the table in docs/games.md with: python -m bench.demo --markdown-options"
    )
    for key in available_keys():
        for spec in get_game(key).OPTIONS:
            assert f"`{spec.key}`" in table
