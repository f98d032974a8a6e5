"""/rules teaches every game: every component named in the data files has its own line (in every
language that has rules texts, by that language's names of the components), the pages fit
Discord's embed limits, and the page buttons carry the game and page."""

from __future__ import annotations

import re

import pytest

from cogs.embeds import EMBED_DESCRIPTION, EMBED_FIELD, EMBED_TOTAL, embed_size
from cogs.rules_pages import (
    pages,
    players_text,
    rules_embed,
    rules_language,
    rules_text,
    rules_view,
    sections,
)
from lang import PSEUDO, SOURCE, Speaker
from rules import available_keys, get_game
from tests.rules_samples import load, name_in, rules_languages


def components() -> dict[str, list[str]]:
    """Every component the data files name, per game: what /rules must explain one by one."""
    mm = load("mountain_miners")
    solstis = load("solstis")
    nanga = load("nanga_parbat")
    sheherazade = load("sheherazade")
    island = load("sheherazade_island_tiles")
    paper = load("paper_world")
    return {
        "mountain-miners": [g["name"] for g in mm["gems"].values()]
        + [s["name"] for s in mm["specials"].values()]
        + [a["name"] for a in mm["actions"].values()],
        "solstis": [s["name"] for s in solstis["spirits"]] + [solstis["evil"]["name"], "Firefly"],
        "nanga-parbat": [a["name"] for a in nanga["animals"]],
        "sheherazade": [k["name"] for k in sheherazade["dream_kinds"].values()]
        + [g.capitalize() for g in sheherazade["gems"]]
        + [e.capitalize() for e in island["elements"]],
        "paper-world": [o["name"] for o in paper["objectives"]],
    }


def explained(key: str, language: str = SOURCE) -> set[str]:
    """Names that open a bullet line of the rules text (``- **Name**``, or ``**A** and **B**``)."""
    names = set()
    for line in rules_text(key, language).splitlines():
        if line.startswith("- "):
            head = line.split(":", 1)[0]
            names.update(re.findall(r"\*\*(.+?)\*\*", head))
    return names


def test_every_game_has_a_rules_text():
    assert set(components()) == set(available_keys())


@pytest.mark.parametrize("language", rules_languages())
@pytest.mark.parametrize("key", sorted(components()))
def test_every_component_has_its_own_line(key, language):
    names = [name_in(language, key, name) for name in components()[key]]
    missing = [name for name in names if name not in explained(key, language)]
    assert not missing, f"{key} ({language}): no rules line for {missing}"


@pytest.mark.parametrize("key", available_keys())
def test_the_turn_and_every_option_are_explained(key):
    headings = [heading for heading, _ in sections(key)]
    assert any(word in h.lower() for h in headings for word in ("turn", "round"))
    for language in rules_languages():
        speaker = Speaker(language)
        text = "\n".join(pages(key, language)).replace("~", "")  # the pseudo-locale's padding
        for spec in get_game(key).OPTIONS:
            label = re.escape(speaker.say(spec.label).replace("~", ""))
            # French sets a space before the colon, Japanese writes a full-width one
            assert re.search(rf"- \*\*{label}\*\*\s?[:：]", text), (language, spec.key)


def test_a_reader_reads_their_language_or_the_next_of_their_chain():
    assert rules_language("solstis", "en-GB") == SOURCE
    assert rules_language("solstis", "ko") == SOURCE
    assert rules_language("solstis", PSEUDO) == PSEUDO
    pseudo = rules_embed("solstis", 0, PSEUDO)
    assert "how to play" not in (pseudo.title or "") and "Players" not in [f.name for f in pseudo.fields]
    assert "**" in (pseudo.description or "")


@pytest.mark.parametrize("key", available_keys())
def test_pages_stay_within_embed_limits_and_cover_everything(key):
    texts = pages(key)
    for number in range(len(texts)):
        embed = rules_embed(key, number)
        assert len(embed.description or "") <= EMBED_DESCRIPTION
        assert all(len(f.value or "") <= EMBED_FIELD for f in embed.fields)
        assert embed_size(embed) <= EMBED_TOTAL
        assert embed.description == texts[number]
    # Nothing is lost by paging: every line of the data file appears on some page.
    joined = "\n".join(texts)
    for line in rules_text(key).splitlines():
        if line.strip() and not line.startswith("## "):
            assert line in joined


@pytest.mark.parametrize("key", available_keys())
def test_page_buttons_carry_game_and_page(key):
    count = len(pages(key))
    view = rules_view(key, 0)
    if count == 1:
        assert view is None
        return
    ids = [item.custom_id for item in view.children]
    assert ids == [f"rules:{key}:1"]
    last = rules_view(key, count - 1)
    assert [item.custom_id for item in last.children] == [f"rules:{key}:{count - 2}"]
    if count > 2:
        assert [item.custom_id for item in rules_view(key, 1).children] == [f"rules:{key}:0", f"rules:{key}:2"]


def test_players_line():
    assert players_text("solstis") == "2" and players_text("nanga-parbat") == "2"
    assert players_text("mountain-miners") == "2 to 6"
    fields = {f.name: f.value for f in rules_embed("solstis").fields}
    assert fields["Players"] == "2"


def test_the_stand_in_island_tiles_are_explained_in_the_rules():
    assert "stand-in" in "\n".join(pages("sheherazade"))
