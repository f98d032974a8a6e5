"""Lessons checked against the moves they explain: seeded practice-style games of every title.

The member sits at seat 0 and bots choose at random elsewhere (and for the member, to walk far).
At each of the member's decisions the lesson must name every kind of move offered with its count,
state numbers of the position that the engine confirms when the moves are tried (how many tiles of
the hand capture, how many cards the biggest take brings, the best chart spot's points), and have
said how the game scores before the member's first choice that changes their public score. At
each bot move, the line saying why it matters must name only what its events say (ids matched
whole) and state exactly the public score changes.
"""

from __future__ import annotations

import random
import re

import pytest

from lang import Speaker
from lang.catalogue import CATALOGUE, SOURCE, available
from rules import available_keys, get_game
from rules.base import Action
from rules.text import Msg, msg
from services.lessons import (
    DEEDS,
    LESSON_KINDS,
    LESSON_MAX,
    TAKING_EVENTS,
    kinds_of,
    lesson_for,
    lesson_id,
    scoring_id,
    why_it_matters,
)
from tests.speech import visible

LEARNER = 0
SEEDS = (1, 2)
MOVES = 400  # moves walked per game at most
# Deeds that say something was taken from the table: said only when a taking event is there.
TAKING_DEEDS = {"steal", "camps", "trade", "capture", "spirit", "evil", "scissors", "cards", "tile", "grab"}


def en(text) -> str:
    return visible(Speaker(SOURCE, ["Ann", "Bot", "Cid"]).say(text) if isinstance(text, Msg) else text)


def event_ids(events) -> set[str]:
    return {event.text.id for event in events if isinstance(event.text, Msg)}


def tried(game, state, action_id):
    """The transition of ``action_id`` from ``state`` by the member."""
    return game.apply(state, LEARNER, action_id)


def check_numbers(key, game, state, actions, lesson):
    """The numbers a lesson states about the position, checked by trying the moves."""
    by_kind: dict[str, list] = {}
    for action in actions:
        by_kind.setdefault(action.id.split(":", 1)[0], []).append(action)
    mine = game.public_scores(state)[LEARNER]
    if key == "solstis" and "play" in by_kind:
        tiles, capturing = set(), set()
        for action in by_kind["play"]:
            tile = action.id.split(":", 1)[1].split("+", 1)[0]
            tiles.add(tile)
            if "solstis-event-played-captured" in event_ids(tried(game, state, action.id).events):
                capturing.add(tile)
        assert f"tiles that capture now: {len(capturing)} of {len(tiles)}" in lesson, lesson
    if key == "solstis" and "rainbow" in by_kind:
        # The lesson says: an empty cell next to your tiles (any cell while the panorama is empty).
        from rules.solstis.board import NEIGHBOURS

        cells = state["pan"][LEARNER]["cells"]
        for action in by_kind["rainbow"]:
            cell = action.id.split(":", 1)[1]
            assert cell not in cells and (not cells or any(n in cells for n in NEIGHBOURS[cell])), cell
    if key == "paper-world" and "take" in by_kind:
        # Each card taken into the hand costs 1 point as long as it stays there.
        most = max(mine - game.public_scores(tried(game, state, a.id).state)[LEARNER] for a in by_kind["take"])
        assert f"biggest take: {most} card" in lesson, lesson
    if key == "nanga-parbat" and "claim" in by_kind:
        # A claim may need more choices (hikers, animals) before it scores: its button says its points.
        offered = [int(re.search(r"for (\d+) points?", en(a.label)).group(1)) for a in by_kind["claim"]]
        assert f"best spot offered: {max(offered)} point" in lesson, lesson
    if key == "mountain-miners" and "grab" in by_kind:
        line = lesson.split("gem tiles: ", 1)[1].split("\n", 1)[0]
        numbers = [int(part.rsplit(" ", 1)[-1]) for part in line.split(", ")]
        assert sum(numbers) == len(by_kind["grab"]), lesson
    if key == "sheherazade" and "take" in by_kind:
        line = lesson.split("Dream tiles: ", 1)[1].split("\n", 1)[0]
        numbers = [int(part.rsplit(" ", 1)[-1]) for part in line.split(", ")]
        assert sum(numbers) == len(by_kind["take"]) and numbers[2] == sum(
            a.id == "take:hidden" for a in by_kind["take"]
        )


def check_lesson(key, game, state, actions):
    lesson = visible(lesson_for(key, actions, Speaker(SOURCE, ["Ann", "Bot", "Cid"]), state, LEARNER))
    kinds = kinds_of(actions)
    for kind, count in list(kinds.items())[:LESSON_KINDS]:
        text = en(msg(lesson_id(key, kind)))
        line = next(line for line in lesson.splitlines() if text in line)
        assert (f"({count} choices)" if count > 1 else "(1 choice)") in line, (kind, line)
    check_numbers(key, game, state, actions, lesson)
    assert len(lesson) <= LESSON_MAX and not lesson.endswith("…")
    return lesson


def check_why(game, before, after, seat, events):
    line = why_it_matters(game, before, after, seat, LEARNER, events).text
    was, now = game.public_scores(before), game.public_scores(after)
    gained, lost = now[seat] - was[seat], was[LEARNER] - now[LEARNER]
    ids = event_ids(events)
    deeds = {DEEDS[i] for i in ids if i in DEEDS}
    if line.id == "learn-why-deed":
        deed = line.args["deed"].id.removeprefix("learn-deed-")
        assert deed in deeds, (deed, ids)  # a deed only when one of the move's own events says it
        if deed in TAKING_DEEDS:
            assert ids & TAKING_EVENTS, (deed, ids)
    else:
        assert line.id == "learn-why" and not deeds, ids  # never the score alone when a deed is there
    effect = line.args["effect"]
    args = dict(effect.args)
    expected = {
        "learn-effect-swing": gained > 0 and lost > 0,
        "learn-effect-scored": gained > 0 and lost <= 0,
        "learn-effect-hurt": gained <= 0 and lost > 0,
        "learn-effect-lost": gained < 0 and lost <= 0,
        "learn-effect-helped": gained == 0 and lost < 0,
        "learn-effect-took": gained == lost == 0 and bool(ids & TAKING_EVENTS),
        "learn-effect-quiet": gained == lost == 0 and not ids & TAKING_EVENTS,
    }
    assert expected[effect.id], (effect.id, gained, lost)
    points = {"learn-effect-scored": gained, "learn-effect-swing": gained, "learn-effect-hurt": lost}
    points |= {"learn-effect-lost": -gained, "learn-effect-helped": -lost}
    if effect.id in points:
        assert args["points"] == points[effect.id] and args["total"] == now[seat] and args["yours"] == now[LEARNER]
    if effect.id == "learn-effect-swing":
        assert args["lost"] == lost
    return en(line)


@pytest.mark.parametrize("key", available_keys())
@pytest.mark.parametrize("seed", SEEDS)
def test_lessons_and_captions_match_the_moves_of_a_practice_game(key, seed):
    game = get_game(key)
    state = game.setup(2, seed, {})
    rng = random.Random(seed)
    told_scoring = False
    scoring = en(msg(scoring_id(key)))
    lessons, captions, scored_by_member = [], [], False
    for _ in range(MOVES):
        to_act = sorted(game.to_act(state))
        if not to_act:
            break
        seat = to_act[0]
        actions = game.legal_actions(state, seat)
        choice = rng.choice(actions).id
        move = game.apply(state, seat, choice)
        if seat == LEARNER:
            lesson = check_lesson(key, game, state, actions)
            lessons.append(lesson)
            told_scoring = told_scoring or scoring in lesson
            if game.public_scores(move.state)[LEARNER] != game.public_scores(state)[LEARNER]:
                scored_by_member = True
                assert told_scoring, (key, lessons)  # scoring explained before the first choice that changes it
        else:
            captions.append(check_why(game, state, move.state, seat, move.events))
        state = move.state
    assert lessons and captions and told_scoring
    assert scored_by_member or len(lessons) < 5
    # Not one paragraph for all: the lessons follow the position.
    assert len(set(lessons)) >= min(len(lessons), 3), lessons


@pytest.mark.parametrize("key", available_keys())
def test_every_lesson_with_the_scoring_paragraph_fits_in_every_language(key):
    """The first decision of a game (nobody has scored: the paragraph is there) in every language,
    with the catalogue's longest kinds offered many times over, stays whole within LESSON_MAX."""
    game = get_game(key)
    state = game.setup(2, 1, {})
    prefix = lesson_id(key, "")
    for code in available():
        speaker = Speaker(code, ["\\*" * 32] * 3)
        kinds = sorted(
            (m[len(prefix) :] for m in CATALOGUE.ids() if m.startswith(prefix)),
            key=lambda kind: -len(speaker.t(lesson_id(key, kind))),
        )
        actions = [Action(f"{kind}:{n}", "x") for kind in kinds[:LESSON_KINDS] for n in range(40)]
        lesson = lesson_for(key, actions, speaker, state, LEARNER)
        assert speaker.t("learn-lesson-scoring", text=msg(scoring_id(key))) in lesson, code
        assert len(lesson) <= LESSON_MAX and not lesson.endswith("…"), (code, len(lesson))
