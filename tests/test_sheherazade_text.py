"""Sheherazade's words: every message the engine can say (events, move labels, refusals) is in the
catalogue and formats in English and in the pseudo-locale with all its arguments; every component the
data can name has its message; labels stay within Discord's 80 characters with the longest names."""

from __future__ import annotations

import random
from typing import Any

import pytest

from lang import CATALOGUE, PSEUDO, SOURCE, Speaker
from render.score_sheet import column_slug
from render.sheherazade.tiles import dream_rule_args
from rules.base import IllegalAction
from rules.sheherazade.data import (
    CHARACTERS,
    DREAM_KINDS,
    ELEMENTS,
    ISLAND_TILES,
    ROW_STACK,
    STACKS,
    key_slug,
    tile_msg,
)
from rules.sheherazade.engine import GAME
from rules.text import ArgList, Msg, Seat, ids_in, msg, seat
from tests.board_samples import long_name
from tests.engine_checks import MADE_UP_IDS
from tests.speech import named, visible

LOCALES = (SOURCE, PSEUDO)
# The longest names Discord allows (32 characters), in several scripts.
NAMES = [long_name(script) for script in ("latin", "arabic", "cyrillic", "hebrew", "greek")]


def formatted(message: Msg | str, code: str) -> str:
    """``message`` in ``code``, checking every message in it (nested ones too) exists in the source
    and formats without a Fluent error (a missing argument, an unknown variant)."""
    assert isinstance(message, Msg), f"plain text left in the engine: {message!r}"
    speaker = Speaker(code, NAMES)
    bundle = CATALOGUE.bundle(code)

    def value(arg: Any) -> Any:
        if isinstance(arg, Seat):
            return named(NAMES[arg.seat])  # a name filled in is isolated for mixed directions
        if isinstance(arg, Msg):
            return text(arg)
        if isinstance(arg, ArgList):
            return speaker.join([str(value(item)) for item in arg.items])
        assert not isinstance(arg, bool)
        return arg

    def text(message: Msg) -> str:
        assert CATALOGUE.has(SOURCE, message.id), f"{message.id} is not in the source catalogue"
        pattern = bundle.get_message(message.id).value
        out, errors = bundle.format_pattern(pattern, {k: value(v) for k, v in message.args.items()})
        assert not errors, (code, message.id, errors)
        return str(out)

    shown = text(message)
    assert shown == speaker.say(message)
    assert "sh-" not in shown and "{" not in shown and "}" not in shown, shown
    return shown


def everything_said(players: int, seed: int) -> tuple[list[Msg | str], list[Msg | str], list[Msg | str]]:
    """(events, labels, refusals) of one seeded random game."""
    rng = random.Random(seed)
    state = GAME.setup(players, seed)
    events: list[Msg | str] = []
    labels: list[Msg | str] = []
    refusals: list[Msg | str] = []
    while not GAME.is_over(state):
        acting = state["current"]
        actions = GAME.legal_actions(state, acting)
        labels += [a.label for a in actions]
        bogus = rng.choice(MADE_UP_IDS)
        for who, action_id in ((acting, bogus), ((acting + 1) % players, actions[0].id)):
            try:
                GAME.apply(state, who, action_id)
            except IllegalAction as refusal:
                refusals.append(refusal.reason)
        transition = GAME.apply(state, acting, rng.choice(actions).id)
        events += [e.text for e in transition.events]
        state = transition.state
    try:
        GAME.apply(state, 0, "stack:U")
    except IllegalAction as refusal:
        refusals.append(refusal.reason)
    return events, labels, refusals


@pytest.fixture(scope="module")
def said() -> dict[str, list[Msg | str]]:
    out: dict[str, list[Msg | str]] = {"events": [], "labels": [], "refusals": []}
    for players in (2, 3, 4, 5):
        for seed in range(3):
            events, labels, refusals = everything_said(players, seed)
            out["events"] += events
            out["labels"] += labels
            out["refusals"] += refusals
    try:
        GAME.setup(6, 1)
    except IllegalAction as refusal:
        out["refusals"].append(refusal.reason)
    return out


def unique(messages: list[Msg | str]) -> list[Msg | str]:
    return list({m: None for m in messages})


@pytest.mark.parametrize("code", LOCALES)
def test_every_event_label_and_refusal_formats(said, code):
    for kind, messages in said.items():
        assert messages, kind
        for message in unique(messages):
            formatted(message, code)


@pytest.mark.parametrize("code", LOCALES)
def test_action_labels_fit_a_button_with_the_longest_names(said, code):
    for label in unique(said["labels"]):
        shown = formatted(label, code)
        assert 1 <= len(shown) <= 80, (code, len(shown), shown)


def test_the_games_say_every_event_and_move_of_the_catalogue(said):
    """The seeded games reach every event, label and slot message of the game (so the checks above
    cover them all), the combined take-and-place lines included."""
    used: set[str] = set()
    for messages in said.values():
        for message in messages:
            used |= ids_in(message)
    wanted = {i for i in CATALOGUE.ids(SOURCE) if i.startswith(("sh-event-", "sh-action-", "sh-slot-", "sh-tile-"))}
    assert wanted - used == set()
    assert all(not i.startswith("sh-board-") for i in used)


def test_a_tile_taken_and_placed_at_once_is_one_line():
    state = GAME.setup(3, 3)
    state["lookout"] = state["current"] = 0
    state["stacks"]["U"][:3] = ["U01", "U07", "U11"]
    state = GAME.apply(state, 0, "stack:U").state
    events = GAME.apply(state, 0, "take:U07").events
    assert [e.text for e in events] == [
        msg("sh-event-take-placed", player=seat(0), tile=tile_msg("U07"), slot=msg("sh-slot-island", row="U", column=1))
    ]
    english = Speaker(SOURCE, ["Ann", "Ben", "Cat"])
    assert visible(english.say(events[0].text)) == "Ann takes Lamp + Palm and places it in the upper row, column 1"


# ---------------------------------------------------------------------- every name the data can produce
@pytest.mark.parametrize("code", LOCALES)
def test_every_element_dream_kind_and_character_has_its_message(code):
    speaker = Speaker(code)
    elements = set(ELEMENTS) | {e for contents in ISLAND_TILES.values() for e in contents}
    for element in sorted(elements):
        assert CATALOGUE.has(SOURCE, f"sh-element-{key_slug(element)}"), element
    for kind in DREAM_KINDS:
        assert CATALOGUE.has(SOURCE, f"sh-dream-{key_slug(kind)}"), kind
        assert CATALOGUE.has(SOURCE, f"sh-dream-{key_slug(kind)}-text"), kind
        formatted(Msg(f"sh-dream-{key_slug(kind)}-text", dream_rule_args(kind)), code)
        rule = speaker.t(f"sh-dream-{key_slug(kind)}-text", **dream_rule_args(kind))
        assert all(str(n) in rule for n in dream_rule_args(kind).values()), rule
    for character in CHARACTERS:
        assert CATALOGUE.has(SOURCE, f"sh-character-{key_slug(character)}"), character
    for tile in ISLAND_TILES:
        formatted(tile_msg(tile), code)


def test_every_stack_and_row_reads_differently():
    english = Speaker(SOURCE)
    assert len({english.t("sh-action-draw", stack=s, left=4) for s in STACKS}) == len(STACKS)
    assert len({english.t("sh-board-stack-name", stack=s) for s in STACKS}) == len(STACKS)
    assert len({english.t("sh-action-take-face-down-blind", stack=s) for s in STACKS}) == len(STACKS)
    assert len({english.t("sh-event-draw", player="A", count=3, stack=s) for s in STACKS}) == len(STACKS)
    assert len({english.t("sh-slot-island", row=r, column=1) for r in ROW_STACK}) == len(ROW_STACK)


def score_column_id(key: str) -> str:
    """The score sheet's message for a breakdown key (render/score_sheet.py's rule)."""
    return "score-sheherazade-" + column_slug(key)


def test_every_score_breakdown_key_has_its_column_heading():
    state = GAME.setup(3, 2)
    rng = random.Random(2)
    while not GAME.is_over(state):
        acting = state["current"]
        state = GAME.apply(state, acting, rng.choice(GAME.legal_actions(state, acting)).id).state
    result = GAME.result(state)
    keys = {key for breakdown in result.breakdown for key in breakdown}
    assert keys == {"Dreams", "Palms", "Roc+Egg", "Bandits"}
    for key in keys:
        assert CATALOGUE.has(SOURCE, score_column_id(key)), key
    assert score_column_id("Roc+Egg") == "score-sheherazade-roc-egg"
