"""Every language names each component of each game one way: its glossary
(``lang/locales/<locale>/glossary.json``) has an entry for every component the data files list, the
catalogue's message for the component says the glossary's term, and the words the glossary rules
out for a component appear nowhere in that game's messages or rules page in that language."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast, visitor

from cogs.rules_pages import rules_path
from lang import SOURCE, Speaker
from lang.catalogue import available
from lang.glossary import SOURCES, glossary_path, load, markdown
from tests.catalogue_checks import messages
from tests.rules_samples import PREFIXES
from tests.rules_samples import load as load_data

LANGUAGES = available()


def data_components() -> dict[str, dict[str, str]]:
    """Every component a glossary names, per game: its id as the data files write it and its
    English name there."""
    mm = load_data("mountain_miners")
    solstis = load_data("solstis")
    sheherazade = load_data("sheherazade")
    island = load_data("sheherazade_island_tiles")
    paper = load_data("paper_world")
    return {
        "mountain-miners": {
            f"{group}.{key}": item["name"]
            for group in ("gems", "specials", "actions")
            for key, item in mm[group].items()
        },
        "solstis": {f"spirits.{s['id']}": s["name"] for s in solstis["spirits"]} | {"evil": solstis["evil"]["name"]},
        "nanga-parbat": {f"animals.{a['key']}": a["name"] for a in load_data("nanga_parbat")["animals"]},
        "sheherazade": {f"dream_kinds.{k}": d["name"] for k, d in sheherazade["dream_kinds"].items()}
        | {f"elements.{e}": e.capitalize() for e in island["elements"]},
        "paper-world": {f"colours.{c}": paper["colour_names"][c] for c in paper["colours"]}
        | {f"objectives.{o['id']}": o["name"] for o in paper["objectives"]},
    }


class _Text(visitor.Visitor):
    """The words of a message as written (every variant of a selector), without its arguments."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.parts.append(node.value)


def game_texts(locale: str, game: str) -> list[tuple[str, str]]:
    """What a reader of ``locale`` reads of ``game``: its messages (its own prefix, or the game's key
    in the id: the score sheet's columns, the tutorial's lines) and its rules page."""
    found = []
    for message_id, message in messages(locale).items():
        if message_id.startswith(PREFIXES[game]) or game in message_id:
            text = _Text()
            text.visit(message)
            found.append((message_id, " ".join(text.parts)))
    path = rules_path(game, locale)
    found += [(f"{path.name}:{n}", line) for n, line in enumerate(path.read_text().splitlines(), 1)]
    return found


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_component_has_one_entry_with_its_message_and_source(locale):
    glossary = load(locale)
    english = Speaker(SOURCE)
    assert set(glossary) == set(data_components())
    for game, components in data_components().items():
        entries = glossary[game]
        assert set(entries) == set(components), (game, set(entries) ^ set(components))
        used = [entry["message"] for entry in entries.values()]
        assert len(used) == len(set(used)), f"{game}: two components share a message"
        for component, name in components.items():
            entry = entries[component]
            assert entry["message"].startswith(PREFIXES[game])
            # the message is the component's: in the source language it says the data's name
            assert english.t(entry["message"]) == name, (game, component)
            assert entry["source"] in SOURCES, (game, component)
            assert entry["source"] == "project" or entry.get("note"), f"{game} {component}: say where"


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_catalogue_names_each_component_by_its_glossary_term(locale):
    speaker = Speaker(locale)
    wrong = [
        (game, component, speaker.t(entry["message"]), entry["term"])
        for game, entries in load(locale).items()
        for component, entry in entries.items()
        if speaker.t(entry["message"]) != entry["term"]
    ]
    assert not wrong, wrong


@pytest.mark.parametrize("locale", LANGUAGES)
def test_no_other_word_is_used_for_a_component(locale):
    faults = set()
    for game, entries in load(locale).items():
        texts = game_texts(locale, game)
        for component, entry in entries.items():
            for word in entry.get("not", []):
                # a whole word only: a compound that contains it ("Wunderlampe") is another word
                pattern = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")
                faults |= {f"{game}: {word!r} in {where}: {text[:80]}" for where, text in texts if pattern.search(text)}
    assert not faults, "\n".join(sorted(faults))


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_readable_glossary_is_written_from_theload(locale):
    page = glossary_path(locale).with_name("GLOSSARY.md")
    assert page.read_text(encoding="utf-8") == markdown(locale), "run python -m lang.glossary"
