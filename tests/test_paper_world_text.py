"""Paper World speaks in message ids: every event and move label its engine emits, every card,
colour, objective and place the data can name, the lobby option and every score sheet column has
its message in the catalogue (lang/locales/en-US/paper-world.ftl), formats in English and in the
pseudo-locale without leaving an id or an argument unformatted, and move labels stay within
Discord's 80 characters."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from lang import Speaker
from lang.catalogue import CATALOGUE, PSEUDO, SOURCE, available
from render.score_sheet import column_slug
from rules.base import IllegalAction
from rules.paper_world import GAME
from rules.paper_world import engine as pw
from rules.paper_world.scenario import build_state
from rules.text import Msg, Seat, ids_in
from tests.speech import visible

LOCALES = (SOURCE, PSEUDO)
NAMES = ["Ann", "Bo", "Cy", "Di"]
MAX_LABEL = 80
BOGUS = ("take:c:Z", "place:Y9:0,0", "no-such-move")


def _played(seeds: range) -> Iterator[tuple[str, Msg]]:
    """("event" | "label" | "refusal", message) of seeded random games, 2 to 4 players, both options."""
    for players in (2, 3, 4):
        for objectives in ("random", "starred"):
            for seed in seeds:
                rng = random.Random(seed)
                state = GAME.setup(players, seed, {"objectives": objectives})
                while not state["over"]:
                    actor = state["current"]
                    actions = GAME.legal_actions(state, actor)
                    for action in actions:
                        assert isinstance(action.label, Msg), action
                        yield "label", action.label
                    try:
                        GAME.apply(state, actor, rng.choice(BOGUS))
                    except IllegalAction as refusal:
                        assert isinstance(refusal.reason, Msg), refusal.reason
                        yield "refusal", refusal.reason
                    transition = GAME.apply(state, actor, rng.choice(actions).id)
                    for event in transition.events:
                        assert isinstance(event.text, Msg), event
                        yield "event", event.text
                    state = transition.state


@pytest.fixture(scope="module")
def emitted() -> dict[str, set[Msg]]:
    """Every distinct message the engine said in the sample games, by kind."""
    found: dict[str, set[Msg]] = {"event": set(), "label": set(), "refusal": set()}
    for kind, message in _played(range(2)):
        found[kind].add(message)
    return found


def _formatted(speaker: Speaker, message: Msg) -> str:
    text = speaker.say(message)
    assert text and text != message.id, (speaker.locale, message.id)
    # an unknown id, a missing argument or a missing reference would show in braces or as an id
    assert "{" not in text and "}" not in text, (speaker.locale, message.id, text)
    assert not re.search(r"\b(pw|score|rules)-[a-z]", text), (speaker.locale, message.id, text)
    return text


def test_the_sample_games_say_every_kind_of_thing(emitted) -> None:
    ids = {kind: {m.id for m in messages} for kind, messages in emitted.items()}
    assert len(ids["event"]) >= 15, sorted(ids["event"])
    assert len(ids["label"]) >= 12, sorted(ids["label"])
    assert all(i.startswith("pw-") for i in ids["event"] | ids["label"])
    assert ids["refusal"]


@pytest.mark.parametrize("code", LOCALES)
def test_every_emitted_message_formats_and_labels_fit(emitted, code: str) -> None:
    speaker = Speaker(code, NAMES)
    for kind, messages in emitted.items():
        for message in messages:
            for message_id in ids_in(message):
                assert CATALOGUE.has(SOURCE, message_id), f"{kind} {message_id} is not in the catalogue"
            text = _formatted(speaker, message)
            if kind == "label":
                assert len(text) <= MAX_LABEL, (code, len(text), text)


def test_events_name_players_through_their_seats() -> None:
    state = build_state(hands=[["Y2"], []])
    transition = GAME.apply(state, 0, "place:Y2:0,0")
    event = transition.events[0]
    assert event.seat == 0 and event.text.args["player"] == Seat(0)
    names = ["{p1} <@1> { $x }", "Bo"]
    assert visible(Speaker(SOURCE, names).say(event.text)) == "{p1} <@1> { $x } placed Yellow 2 on their Yellow 1"


# ------------------------------------------------------------------ names built from data
def test_every_card_colour_and_value_is_named() -> None:
    speaker = Speaker(SOURCE)
    for code in sorted(pw.CODE_INFO):
        colour, value, scissors = pw.CODE_INFO[code]
        name = _formatted(speaker, pw.card_msg(code))
        assert name == f"{pw.COLOUR_NAMES[colour]} {value}" + ("✂" if scissors else "")
    for colour, key in pw.COLOUR_KEYS.items():
        assert _formatted(speaker, pw.colour_msg(colour)) == pw.COLOUR_NAMES[colour]
        assert CATALOGUE.has(SOURCE, f"pw-card-{key}") and CATALOGUE.has(SOURCE, f"pw-colour-{key}-short")


def test_every_objective_has_its_name() -> None:
    speaker = Speaker(SOURCE)
    assert sorted(pw.OBJECTIVE_NAMES) == list(range(1, 21))
    for objective, name in pw.OBJECTIVE_NAMES.items():
        assert _formatted(speaker, pw.objective_msg(objective)) == name  # the data's name, as /rules explains it


def test_every_place_and_side_is_named() -> None:
    for row in pw._POSITION_KEYS:
        for key in row:
            assert CATALOGUE.has(SOURCE, f"pw-position-{key}"), key
    for key in pw._ROW_KEYS:
        assert CATALOGUE.has(SOURCE, f"pw-row-{key}"), key
    for key in pw._COLUMN_KEYS:
        assert CATALOGUE.has(SOURCE, f"pw-column-{key}"), key
    for kind in ("", "-skip-free", "-skip-discard"):
        assert CATALOGUE.has(SOURCE, f"pw-action-place-on{kind}") and CATALOGUE.has(
            SOURCE, f"pw-action-place-new{kind}"
        )
    for kind in ("", "-skip"):
        assert CATALOGUE.has(SOURCE, f"pw-event-placed-on{kind}") and CATALOGUE.has(
            SOURCE, f"pw-event-placed-new{kind}"
        )


@pytest.mark.parametrize("code", LOCALES)
def test_the_lobby_option_speaks_the_catalogue(code: str) -> None:
    speaker = Speaker(code)
    (spec,) = GAME.OPTIONS
    for text in (spec.label, spec.description, *spec.choices.values()):
        assert isinstance(text, Msg)
        assert len(_formatted(speaker, text)) <= 100  # a select option's label


def test_every_score_sheet_column_has_its_heading() -> None:
    state = GAME.setup(3, 5, {})
    rng = random.Random(5)
    while not state["over"]:
        actor = state["current"]
        state = GAME.apply(state, actor, rng.choice(GAME.legal_actions(state, actor)).id).state
    keys = {key for part in GAME.result(state).breakdown for key in part}
    assert keys == {"stars", "objectives", "scissors", "hand", "discard", "total"}
    for key in keys:
        heading = f"score-{GAME.key}-{column_slug(key)}"
        assert CATALOGUE.has(SOURCE, heading), heading
        assert Speaker(PSEUDO).t(heading) != heading


# ------------------------------------------------------------------ worst-case move labels
def _labels(state) -> list[Msg]:
    labels = [a.label for a in GAME.legal_actions(state, state["current"])]
    assert all(isinstance(label, Msg) for label in labels)  # Paper World names every move by message id
    return [label for label in labels if isinstance(label, Msg)]


def _worst_states() -> Iterator:
    """States whose labels carry the longest arguments: five scissors cards atop the piles, yellow
    (the longest colour) stacks showing the same scissors card so that places name them, skips
    paid for or free, new stacks beyond the frame drawn."""
    starts = [{(0, 0): ["K1"]}, {(0, 0): ["B1"]}, {(0, 0): ["G1"]}]
    yield build_state(players=4, grids=[{(0, 0): ["Y1"]}, *starts], piles=[["Y2s"], ["Y2s"], ["G3s"], ["K3s"], ["B3s"]])
    yield build_state(players=4, grids=[{(0, 0): ["Y1"]}, *starts], piles=[["Y1s"], ["Y2s"], ["Y3s"], ["Y4s"], ["Y5"]])
    twins = {(0, 0): ["Y1", "Y2s"], (1, 0): ["B1"], (2, 0): ["G1"], (2, 1): ["K1"], (2, 2): ["Y1", "Y2s"]}
    twins[(0, 1)] = ["Y1", "Y3s"]
    for scissors in (None, (0, (1, 0))):
        yield build_state(
            players=4, grids=[twins, *starts], hands=[["Y5", "Y4s", "Y2", "K3", "G3"], [], [], []], scissors=scissors
        )
    edge = {(0, 0): ["Y1", "Y2s"], (1, 0): ["B1"], (0, 1): ["Y1", "Y2s"]}
    for scissors in (None, (0, (1, 0))):
        yield build_state(players=4, grids=[edge, *starts], hands=[["Y1s", "Y4s"], [], [], []], scissors=scissors)


@pytest.mark.parametrize("code", sorted({*available(), PSEUDO}))
def test_move_labels_fit_discord_with_the_longest_arguments(code: str) -> None:
    speaker = Speaker(code)
    longest = max((speaker.say(label) for state in _worst_states() for label in _labels(state)), key=len)
    assert len(longest) <= MAX_LABEL, (code, len(longest), longest)


def test_the_worst_states_reach_every_long_form() -> None:
    said = {label.id for state in _worst_states() for label in _labels(state)}
    assert {"pw-action-take-colour", "pw-action-take-value", "pw-action-place-on-skip-discard"} <= said
    assert {"pw-action-place-on-skip-free", "pw-action-place-new-skip-discard", "pw-action-place-new-skip-free"} <= said
    nested = {i for state in _worst_states() for label in _labels(state) for i in ids_in(label)}
    assert {
        "pw-stack-at",
        "pw-where-space",
        "pw-scissors-mark",
        "pw-where-left-of-row",
        "pw-where-above-column",
    } <= nested


def test_the_game_over_line_counts_points_as_the_final_post_does() -> None:
    """The final post says "10 points (Stars 15, ...)": the last move line names the same total as
    points, not as stars (the stars are those printed on the cards)."""
    rng = random.Random(5)
    state = GAME.setup(2, 5)
    events = []
    while not GAME.is_over(state):
        seat = state["current"]
        move = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id)
        events, state = move.events, move.state
    result = GAME.result(state)
    assert result is not None
    over = next(e.text for e in events if isinstance(e.text, Msg) and e.text.id == "pw-event-game-over")
    line = visible(Speaker(SOURCE, ["Ann", "Ben"]).say(over))
    best = result.scores[result.winners[0]]
    assert line.endswith(f"with {best} points.") or line.endswith(f"with {best} point."), line
    assert "star" not in line
