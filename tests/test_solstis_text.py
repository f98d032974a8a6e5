"""Solstis speaks in message ids: every event, move label and refusal its engine emits, every
component name the data can produce, every lobby option and every score sheet column has its
message in the catalogue (lang/locales/en-US/solstis.ftl), formats in English and in the
pseudo-locale without leaving an id or an argument unformatted, and move labels stay within
Discord's 80 characters with the longest arguments."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from lang import Speaker
from lang.catalogue import CATALOGUE, PSEUDO, SOURCE, available
from render.score_sheet import column_slug
from render.solstis import look as so_look
from rules.base import IllegalAction
from rules.solstis import GAME
from rules.solstis.board import (
    CELLS,
    SPIRIT_NAMES,
    SPIRITS,
    score_panorama,
    spirit_msg,
    spirit_text_msg,
    tile_msg,
)
from rules.solstis.engine import VARIANT_KEYS
from rules.solstis.state import Phase
from rules.text import Msg, ids_in, msg, seat

LOCALES = (SOURCE, PSEUDO)
NAMES = ["Ann", "Bob"]
MAX_LABEL = 80


def _played(seeds: range) -> Iterator[tuple[str, Msg]]:
    """("event" | "label" | "refusal", message) of seeded random games of every variant."""
    for variant in VARIANT_KEYS:
        for seed in seeds:
            rng = random.Random(seed)
            state = GAME.setup(2, seed, {"variant": variant})
            while not state["over"]:
                actor = next(iter(GAME.to_act(state)))
                actions = GAME.legal_actions(state, actor)
                for action in actions:
                    assert isinstance(action.label, Msg), action
                    yield "label", action.label
                for bogus in ("play:9-9", "spirit:unicorn"):
                    try:
                        GAME.apply(state, actor, bogus)
                    except IllegalAction as refusal:
                        assert isinstance(refusal.reason, Msg), refusal.reason
                        yield "refusal", refusal.reason
                transition = GAME.apply(state, actor, rng.choice(actions).id)
                for event in transition.events:
                    assert isinstance(event.text, Msg), event
                    yield "event", event.text
                state = transition.state


@pytest.fixture(scope="module")
def emitted() -> dict[str, dict[str, Msg]]:
    """Every message id the engine emitted in the sample games, with one example of each, by kind."""
    found: dict[str, dict[str, Msg]] = {"event": {}, "label": {}, "refusal": {}}
    for kind, message in _played(range(8)):
        found[kind].setdefault(message.id, message)
    return found


def _formatted(code: str, message: Msg) -> str:
    text = Speaker(code, NAMES).say(message)
    assert text and text != message.id, (code, message.id)
    # an unknown id, a missing argument or a missing reference would be shown in braces or as an id
    assert "{" not in text and "}" not in text, (code, message.id, text)
    assert "solstis-" not in text and "rules-" not in text, (code, message.id, text)
    return text


def test_the_sample_games_say_every_kind_of_thing(emitted) -> None:
    assert len(emitted["event"]) >= 25, sorted(emitted["event"])
    assert len(emitted["label"]) >= 12, sorted(emitted["label"])
    assert emitted["refusal"]


@pytest.mark.parametrize("code", LOCALES)
def test_every_emitted_message_formats(emitted, code: str) -> None:
    for kind, messages in emitted.items():
        for message in messages.values():
            for message_id in ids_in(message):
                assert CATALOGUE.has(SOURCE, message_id), f"{kind} {message_id} is not in the catalogue"
            text = _formatted(code, message)
            if kind == "label":
                assert len(text) <= MAX_LABEL, (code, text)


def test_events_name_players_through_their_seats() -> None:
    state = GAME.setup(2, 3, {"variant": "base"})
    actor = state["actor"]
    transition = GAME.apply(state, actor, GAME.legal_actions(state, actor)[0].id)
    first = transition.events[0]
    assert first.seat == actor and first.text.args["player"] == seat(actor)
    shown = Speaker(SOURCE, ["{p1} <@1>", "{ $x }"]).say(first.text)
    assert ["{p1} <@1>", "{ $x }"][actor] in shown


# ------------------------------------------------------------------ worst-case move labels
def _longest(code: str, messages: list[Msg]) -> Msg:
    speaker = Speaker(code)
    return max(messages, key=lambda m: len(speaker.say(m)))


ACTION_ARGS = {
    "solstis-action-play-capture": ("tile", "captured"),
    "solstis-action-play-second-chance": ("tile",),
    "solstis-action-take": ("tile", "captured"),
    "solstis-action-rainbow": ("cell",),
    "solstis-action-square": ("square",),
    "solstis-action-deer": ("tile",),
    "solstis-action-beetle": ("tile",),
    "solstis-action-viper": ("tile",),
    "solstis-action-fox": ("tile",),
    "solstis-action-evil": ("cell",),
}


@pytest.mark.parametrize("code", sorted({*available(), PSEUDO}))
def test_move_labels_fit_discord_with_the_longest_arguments(code: str) -> None:
    speaker = Speaker(code)
    tile = _longest(code, [tile_msg(c) for c in CELLS])
    labels = [msg(message_id, **{name: tile for name in names}) for message_id, names in ACTION_ARGS.items()]
    labels += [
        msg(message_id, spirit=spirit_msg(key), effect=spirit_text_msg(key))
        for message_id in ("solstis-action-meet", "solstis-action-keep")
        for key in SPIRITS  # the Evil Spirit is never met: drawing it takes it out of the pair
    ]
    labels += [msg("solstis-action-cover", spirit=spirit_msg(key)) for key in SPIRIT_NAMES]
    labels += [msg("solstis-action-draw", count=n) for n in (1, 2)]
    for label in labels:
        text = speaker.say(label)
        assert 1 <= len(text) <= MAX_LABEL, (code, len(text), text)


# ------------------------------------------------------------------ every key the data can produce
def test_every_tile_colour_and_spirit_has_its_messages() -> None:
    for cell in CELLS:
        assert CATALOGUE.has(SOURCE, tile_msg(cell).id), cell
    for key in SPIRIT_NAMES:
        for suffix in ("", "-text", "-code"):
            assert CATALOGUE.has(SOURCE, f"solstis-spirit-{key}{suffix}"), (key, suffix)
    for key in VARIANT_KEYS:
        assert CATALOGUE.has(SOURCE, f"solstis-variant-{key}")


def test_every_decision_has_its_status_line() -> None:
    decisions = set(Phase.__args__) - {"busy", "over"}
    assert decisions == set(so_look.PHASES)
    for phase in decisions:
        assert CATALOGUE.has(SOURCE, f"solstis-board-phase-{phase}"), phase


@pytest.mark.parametrize("code", sorted({*available(), PSEUDO}))
def test_spirit_codes_are_short_enough_for_a_token(code: str) -> None:
    for key in SPIRIT_NAMES:
        assert 1 <= len(Speaker(code).t(f"solstis-spirit-{key}-code")) <= 2, (code, key)


def test_lobby_options_are_messages() -> None:
    for spec in GAME.OPTIONS:
        assert isinstance(spec.label, Msg) and CATALOGUE.has(SOURCE, spec.label.id)
        assert set(spec.choices) == set(VARIANT_KEYS)
        for label in spec.choices.values():
            assert isinstance(label, Msg)
            for code in LOCALES:
                _formatted(code, label)


def _breakdown_keys() -> set[str]:
    keys = set(score_panorama({"cells": {}, "spirits": [], "fireflies": [], "evil": None}))
    state = GAME.setup(2, 1, {"variant": "firefly"})
    state["winner"] = 0  # a Firefly win adds its own column
    result = GAME._result(state)
    for breakdown in result.breakdown:
        keys |= set(breakdown)
    return keys


def test_every_score_sheet_column_has_its_heading() -> None:
    keys = _breakdown_keys()
    assert {"largest", "fires", "spirits", "bonus", "fireflies", "total", "firefly_win"} <= keys
    for key in keys:
        assert CATALOGUE.has(SOURCE, f"score-solstis-{column_slug(key)}"), key
