"""Nanga Parbat speaks in message ids: every event, choice, decision and refusal of a few seeded
games (and of the lobby option) is a message of the catalogue that formats in English and in the
pseudo-locale with every argument filled in; a choice's label fits Discord's 80 characters in
both; every animal and every source of points the data can name has its message."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from lang import CATALOGUE, PSEUDO, SOURCE, Speaker
from lang.catalogue import LOCALES_DIR, SHIPPED
from render.score_sheet import column_slug
from rules.base import MAX_ACTION_LABEL, IllegalAction
from rules.nanga_parbat import GAME
from rules.nanga_parbat import board as B
from rules.nanga_parbat.engine import BREAKDOWN_KEYS
from rules.text import ArgList, Msg

# The longest display names Discord allows, so that a message naming a seat is measured at its widest.
NAMES = ["W" * 32, "Ŵ" * 32]
SEEDS = ((1, False), (2, True), (3, False), (4, True), (5, False))


def nested(message: Msg) -> Iterator[Msg]:
    """``message`` and every message among its arguments."""
    yield message
    for value in message.args.values():
        items = value.items if isinstance(value, ArgList) else (value,)
        for item in items:
            if isinstance(item, Msg):
                yield from nested(item)


def _spoken() -> dict[str, dict[str, Msg]]:
    """kind ("event", "label", "decision", "refusal", "option") -> every distinct message seen."""
    found: dict[str, dict[str, Msg]] = {"event": {}, "label": {}, "decision": {}, "refusal": {}, "option": {}}

    def keep(kind: str, message: object) -> None:
        assert isinstance(message, Msg), f"{kind} is not a message: {message!r}"
        found[kind].setdefault(repr(message), message)

    for spec in GAME.OPTIONS:
        keep("option", spec.label)
        for label in spec.choices.values():
            keep("option", label)
    for seed, area in SEEDS:
        rng = random.Random(seed)
        state = GAME.setup(2, seed, {"area_scoring": area})
        while True:
            keep("decision", Msg.from_json(GAME.view(state, None)["decision"]))
            if GAME.is_over(state):
                break
            seat = min(GAME.to_act(state))
            actions = GAME.legal_actions(state, seat)
            for action in actions:
                keep("label", action.label)
            for bogus_seat, bogus in ((seat, "claim:9.9"), (1 - seat, actions[0].id)):
                with pytest.raises(IllegalAction) as refused:
                    GAME.apply(state, bogus_seat, bogus)
                keep("refusal", refused.value.reason)
            transition = GAME.apply(state, seat, rng.choice(actions).id)
            for event in transition.events:
                keep("event", event.text)
            state = transition.state
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, 0, "end")
        keep("refusal", refused.value.reason)
    return found


SPOKEN = _spoken()


def test_the_games_said_every_kind_of_thing():
    assert all(SPOKEN.values()), {kind: len(seen) for kind, seen in SPOKEN.items()}
    ids = {m.id for seen in SPOKEN.values() for message in seen.values() for m in nested(message)}
    # Enough of the game's words are exercised for the checks below to mean something.
    events = {i for i in ids if i.startswith("np-event-")}
    labels = {i for i in ids if i.startswith("np-action-")}
    assert len(events) >= 15 and len(labels) >= 12, (sorted(events), sorted(labels))


@pytest.mark.parametrize("locale", [SOURCE, PSEUDO])
def test_every_message_formats_with_every_argument(locale):
    speaker = Speaker(locale, NAMES)
    for kind, seen in SPOKEN.items():
        for message in seen.values():
            for part in nested(message):
                assert CATALOGUE.has(SOURCE, part.id), f"{kind}: {part.id} is not in the catalogue"
            shown = speaker.say(message)
            assert shown and shown != message.id, (kind, message)
            assert not re.search(r"[{}]|\$|np-|score-", shown), f"{kind} left unformatted: {shown!r}"
            if locale == PSEUDO:
                assert shown != Speaker(SOURCE, NAMES).say(message), f"{kind} not from the catalogue: {shown!r}"


@pytest.mark.parametrize("locale", [SOURCE, PSEUDO])
def test_every_action_label_fits_discord(locale):
    speaker = Speaker(locale, NAMES)
    too_long = {
        shown: len(shown)
        for shown in (speaker.say(label) for label in SPOKEN["label"].values())
        if len(shown) > MAX_ACTION_LABEL
    }
    assert not too_long, too_long


def test_every_label_of_every_chart_spot_fits_discord():
    """Claims of every spot (the widest numbers), every trade and swap label, in both languages."""
    claims = [GAME._spot_label(row, col) for row in range(len(B.CHART_ROWS)) for col in range(len(B.CHART_REQ))]
    for locale in (SOURCE, PSEUDO):
        speaker = Speaker(locale, NAMES)
        for label in claims:
            assert len(speaker.say(label)) <= MAX_ACTION_LABEL, speaker.say(label)


@pytest.mark.parametrize("locale", SHIPPED)
def test_an_animal_has_one_name_in_the_text_on_the_board_and_in_the_rules(locale):
    """The text (moves, standings) names an animal as the board's sections do, and the /rules page
    names it so too (a longer name only in brackets after it)."""
    speaker = Speaker(locale, NAMES)
    page = (LOCALES_DIR / locale / "rules" / "nanga-parbat.md").read_text(encoding="utf-8")
    for kind in B.KINDS:
        name = speaker.t(f"np-animal-{kind}")
        assert name == speaker.t(f"np-animal-short-{kind}"), (locale, kind)
        assert f"**{name}**" in page, (locale, kind, name)


def test_every_animal_has_its_names_and_every_power_its_text():
    for kind in B.KINDS:
        assert CATALOGUE.has(SOURCE, f"np-animal-{kind}"), kind
        assert CATALOGUE.has(SOURCE, f"np-animal-short-{kind}"), kind
    for kind in B.ACTIVATED:
        assert CATALOGUE.has(SOURCE, f"np-power-{kind}"), kind


def test_every_breakdown_key_has_its_score_sheet_heading():
    state = GAME.setup(2, 1, {"area_scoring": True})
    rng = random.Random(1)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    keys = {key for breakdown in GAME.result(state).breakdown for key in breakdown}
    assert keys == set(BREAKDOWN_KEYS)
    for key in keys:
        assert CATALOGUE.has(SOURCE, f"score-nanga-parbat-{column_slug(key)}"), key
