"""Every statement /rules makes is traced to the game's spec: ``data/rules_trace/<game>.json`` names,
for each line of each page, the spec sections it comes from (headings copied into
``data/rules_trace/headings.json``, since the specs live outside the repository) or a named
ASSUMPTION. A statement is one non-empty line of a section of ``lang/locales/<language>/rules/<game>.md``,
called ``<section>.<line>`` (both counted from 1, headings not counted), so one id names the same
statement in every language; ``options.<key>`` is the line the page appends for a lobby option.

A new line in any language has no trace entry and fails; a removed line leaves a stale entry and
fails; an English line reworded since it was traced fails until its trace is checked again."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from lang import PSEUDO, SOURCE
from rules import available_keys
from tests.rules_samples import rules_languages, statements

TRACE = Path(__file__).resolve().parent.parent / "data" / "rules_trace"
LANGUAGES = [code for code in rules_languages() if code != PSEUDO]  # the pseudo-locale reads the source's page


@cache
def trace(key: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((TRACE / f"{key}.json").read_text(encoding="utf-8"))
    return data


@cache
def headings() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((TRACE / "headings.json").read_text(encoding="utf-8"))
    return data


def shape(line: str) -> tuple[str, int]:
    """What kind of line a statement is (a component's bullet, a numbered step, prose) and, for a
    bullet, how many bold names open it (a name's original in brackets aside): the same in every
    language."""
    if line.startswith("- "):
        head = re.sub(r"[(（][^)）]*[)）]", "", re.split(r"[:：]", line, maxsplit=1)[0])
        return "bullet", len(re.findall(r"\*\*(.+?)\*\*", head))
    if re.match(r"\d+\. ", line):
        return "step " + line.split(".", 1)[0], 0
    return "prose", 0


def test_every_game_has_a_trace_and_its_spec_headings():
    assert sorted(p.stem for p in TRACE.glob("*.json") if p.stem != "headings") == sorted(available_keys())
    assert sorted(k for k in headings() if not k.startswith("_")) == sorted(available_keys())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", available_keys())
def test_every_statement_of_every_page_is_traced(key, language):
    said = statements(key, language)
    traced = trace(key)["statements"]
    untraced = {sid: line for sid, line in said.items() if sid not in traced}
    assert not untraced, (
        f"{key} ({language}): statements without a trace entry in data/rules_trace/{key}.json: {untraced}"
    )
    stale = sorted(set(traced) - set(said))
    assert not stale, f"{key} ({language}): trace entries for statements the page no longer makes: {stale}"


@pytest.mark.parametrize("key", available_keys())
def test_the_trace_records_the_english_it_checked(key):
    said = statements(key, SOURCE)
    for sid, entry in trace(key)["statements"].items():
        assert entry["text"] == said.get(sid), (
            f"{key} {sid}: the English page now says {said.get(sid)!r}; check it against the spec again "
            f"and update its entry in data/rules_trace/{key}.json"
        )


@pytest.mark.parametrize("key", available_keys())
def test_every_cited_section_is_a_heading_of_the_spec(key):
    data, spec = trace(key), headings()[key]
    assert data["spec"] == spec["spec"]
    known = set(spec["headings"])
    assumptions = data["assumptions"]
    used: set[str] = set()
    for sid, entry in data["statements"].items():
        assert entry["sections"] or entry.get("assumptions"), f"{key} {sid}: traced to nothing"
        unknown = [s for s in entry["sections"] if s not in known]
        assert not unknown, f"{key} {sid}: {unknown} are not headings of {spec['spec']}"
        named = entry.get("assumptions", [])
        assert all(name in assumptions for name in named), f"{key} {sid}: unnamed assumption in {named}"
        used.update(named)
    assert set(assumptions) == used, f"{key}: assumptions no statement rests on: {set(assumptions) - used}"
    assert all(text.strip() for text in assumptions.values())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", available_keys())
def test_a_statement_has_the_same_shape_in_every_language(key, language):
    """The ids only name one statement in every language if the pages keep step with each other."""
    source, page = statements(key, SOURCE), statements(key, language)
    different = {
        sid: (source[sid], line) for sid, line in page.items() if sid in source and shape(line) != shape(source[sid])
    }
    assert not different, f"{key} ({language}): lines out of step with the English page: {different}"
