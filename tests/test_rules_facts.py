"""What /rules says in numbers is what the engines count: in every language with rules pages,
each component's own line states the numbers its data gives (a gem's value, a Dream tile's points
or table, Trash's cost, the pairs and palms of Sheherazade), read off the page the reader gets, so a
page and the rules cannot drift apart. Numbers are compared as the digits a page writes."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from cogs.rules_pages import rules_text
from tests.rules_samples import load, name_in, rules_languages, statements


def line_of(key: str, language: str, names: list[str]) -> str:
    """The bullet line of the page that opens with every one of ``names`` (bold)."""
    for line in rules_text(key, language).replace("~", "").splitlines():
        head = line.split(":", 1)[0].split("：", 1)[0]
        if line.startswith("- ") and all(f"**{name}**" in head for name in names):
            return line
    raise AssertionError(f"{key} ({language}): no line for {names}")


def numbers(line: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", line)]


def facts() -> list[tuple[str, str, list[int]]]:
    """(game, component's English name(s), "+"-joined, numbers its line must state)."""
    mm = load("mountain_miners")
    found = [("mountain-miners", g["name"], [g["value"]]) for g in mm["gems"].values()]
    found.append(("mountain-miners", mm["specials"]["trash"]["name"], [abs(mm["specials"]["trash"]["value"])]))
    sh = load("sheherazade")
    for kind in sh["dream_kinds"].values():
        table = kind.get("table")
        if isinstance(table, dict):
            wanted = [int(k) for k in table] + list(table.values())
        elif isinstance(table, list):
            wanted = [n for n in table if n]
        else:
            wanted = [kind["points"]]
        found.append(("sheherazade", kind["name"], wanted))
    found.append(("sheherazade", "Palm", [sh["palm_points"]]))
    found.append(("sheherazade", "Roc+Egg", [sh["roc_egg_points"]]))
    nanga = load("nanga_parbat")
    panda = next(a["name"] for a in nanga["animals"] if a["key"] == nanga["panda_animal"])
    found.append(("nanga-parbat", panda, [nanga["panda_points"]]))
    return found


FACTS = facts()


@pytest.mark.parametrize("language", rules_languages())
@pytest.mark.parametrize(("key", "name", "wanted"), FACTS, ids=[f"{k}:{n}" for k, n, _ in FACTS])
def test_a_components_line_states_the_numbers_the_engine_counts(key, name, wanted, language):
    line = line_of(key, language, [name_in(language, key, part) for part in name.split("+")])
    said = numbers(line)
    missing = [n for n in wanted if n not in said]
    assert not missing, f"{language}: {line!r} does not say {missing}"


def statement_facts() -> list[tuple[str, str, list[int], str]]:
    """(game, statement id as in data/rules_trace/<game>.json, numbers its line must state, what
    they are) for the rows, counts and limits the pages give outside a component's own line."""
    solstis = load("solstis")
    firefly_spirits = [s for s in solstis["spirits"] if s["module"] == "firefly"]
    sh = load("sheherazade")
    island = load("sheherazade_island_tiles")
    island_tiles = len(island["tiles"])
    rows = len(sh["rows"])
    pw = load("paper_world")
    nanga = load("nanga_parbat")
    area = {int(pieces): points for pieces, points in nanga["area_scoring"].items()}
    geometry = load("mountain_miners")["geometry"]
    shards = load("mountain_miners")["shards"]
    sizes = [geometry["small_size"], geometry["default_size"], geometry["large_size"]]
    return [
        ("solstis", "1.1", [len(solstis["rows"])], "rows of the panorama"),
        ("solstis", "2.4", [solstis["spirit_draw"]], "spirits drawn to keep 1"),
        ("solstis", "2.5", [solstis["hand_size"], solstis["bear_hand_size"]], "hand sizes a turn refills to"),
        ("solstis", "4.4", [solstis["bear_hand_size"]], "hand size with the Bear"),
        ("solstis", "7.1", [solstis["firefly_win"]], "Fireflies that win"),
        ("solstis", "options.variant", [len(firefly_spirits)], "spirits the Firefly expansion adds"),
        (
            "sheherazade",
            "1.1",
            [rows * sh["columns"], rows, sh["columns"], sh["dream_slots"]],
            "island rows, columns and Dream tiles",
        ),
        (
            "sheherazade",
            "2.4",
            [sh["two_player_draw"], sh["two_player_draw"] - 1],
            "tiles the two-player Lookout draws and shows",
        ),
        ("sheherazade", "2.5", [sh["rounds"]], "rounds"),
        ("sheherazade", "3.1", [sh["palm_points"], sh["roc_egg_points"]], "a palm's and a Roc and Egg pair's points"),
        ("sheherazade", "7.1", [island_tiles], "Island tiles"),
        ("paper-world", "1.1", [pw["frame"], pw["frame"]], "the landscape's frame"),
        ("paper-world", "2.2", [pw["hand_limit"]], "hand limit"),
        ("paper-world", "2.5", [pw["end_trigger_piles"]], "piles left that end the game"),
        (
            "paper-world",
            "3.1",
            [pw["scissors_token_stars"], *pw["stars"].values(), *map(int, pw["stars"])],
            "the scissors token's stars and the stars by value",
        ),
        ("paper-world", "4.1", pw["objective_tokens"], "objective tokens"),
        ("paper-world", "4.6", [pw["frame"] ** 2], "places of the frame"),
        (
            "paper-world",
            "options.objectives",
            [pw["objectives_per_game"], len(pw["objectives"]), *pw["starred_objectives"]],
            "objectives per game, designs and starred cards",
        ),
        (
            "nanga-parbat",
            "2.3",
            nanga["chart"]["requirements"] + [vp for row in nanga["chart"]["rows"] for vp in row["vp"]],
            "the points chart's requirements and points",
        ),
        ("nanga-parbat", "2.5", [nanga["hikers"], nanga["chart_cubes"]], "hikers and chart cubes"),
        ("nanga-parbat", "4.1", [nanga["chart_cubes"], *area, *area.values()], "area scoring's pieces and points"),
        ("nanga-parbat", "options.area_scoring", [*area, *area.values()], "area scoring's pieces and points"),
        ("mountain-miners", "5.1", [len(geometry["positions"])], "arrow positions"),
        ("mountain-miners", "9.2", [shards["min_icons"], shards["max_icons"]], "sections of a split tile"),
        (
            "mountain-miners",
            "options.gemshards",
            [shards["min_icons"], shards["max_icons"]],
            "sections of a split tile",
        ),
        ("mountain-miners", "options.map_size", [n for size in sizes for n in (size, size)], "map sizes"),
    ]


STATEMENT_FACTS = statement_facts()


@pytest.mark.parametrize("language", rules_languages())
@pytest.mark.parametrize(
    ("key", "sid", "wanted", "what"), STATEMENT_FACTS, ids=[f"{k}:{s}" for k, s, _, _ in STATEMENT_FACTS]
)
def test_a_statements_numbers_are_the_engines(key, sid, wanted, what, language):
    line = statements(key, language)[sid].replace("~", "")
    missing = Counter(wanted) - Counter(numbers(line))
    assert not missing, f"{key} {sid} ({language}, {what}): {line!r} does not say {sorted(missing.elements())}"
