"""What /rules says in numbers is what the engines count: in every language with rules pages,
each component's own line states the numbers its data gives (a gem's value, a Dream tile's points
or table, Trash's cost, the pairs and palms of Sheherazade), read off the page the reader gets, so a
page and the rules cannot drift apart. Numbers are compared as the digits a page writes."""

from __future__ import annotations

import re

import pytest

from cogs.rules_pages import rules_text
from tests.rules_samples import load, name_in, rules_languages


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
