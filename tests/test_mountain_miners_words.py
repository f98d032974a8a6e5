"""Mountain Miners speaks in message ids: every name the data can produce has its message,
every message the engine emits in seeded games with every expansion exists with exactly its
arguments and reads in English and in the pseudo-locale, move labels stay within Discord's 80
characters with the longest names, and the score sheet names every breakdown key."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from lang import PSEUDO, SOURCE, Speaker
from lang.catalogue import CATALOGUE
from render.score_sheet import column_slug
from rules.base import IllegalAction
from rules.mountain_miners import GAME, subactions
from rules.mountain_miners.data import ACTIONS, GEMS, POSITIONS, SPECIALS, STEP_NAMES, kind_name, position_name
from rules.mountain_miners.state import Ctx
from rules.text import ArgList, Msg
from tests.catalogue_checks import SOURCE_MESSAGES, variables

ALL = {"dark_tunnels": True, "gemshards": True, "golden_actions": True}
LOCALES = (SOURCE, PSEUDO)
# Discord's longest display names (32 characters), so labels are measured at their worst.
LONG_NAMES = [(f"Player{seat} " * 6)[:32] for seat in range(6)]
MAX_LABEL = 80
MAX_SELECT = 100  # a select option's label and description


def walk(message: Msg) -> Iterator[Msg]:
    """``message`` and every message nested in its arguments."""
    yield message
    for value in message.args.values():
        yield from _walk_arg(value)


def _walk_arg(value: object) -> Iterator[Msg]:
    if isinstance(value, Msg):
        yield from walk(value)
    elif isinstance(value, ArgList):
        for item in value.items:
            yield from _walk_arg(item)


def assert_reads(message: Msg) -> None:
    """Every id in ``message`` is in the source catalogue with exactly these arguments, and it reads
    in English and in the pseudo-locale with no id left unformatted."""
    for part in walk(message):
        assert part.id.startswith("mm-") or part.id.startswith("score-mountain-miners-"), part.id
        assert part.id in SOURCE_MESSAGES, f"{part.id} is not in the catalogue"
        assert set(part.args) == variables(SOURCE_MESSAGES[part.id]).names, (part.id, sorted(part.args))
    for locale in LOCALES:
        text = Speaker(locale, LONG_NAMES).say(message)
        assert text and not re.search(r"\bmm-[a-z0-9-]+", text), (locale, text)
        assert "{" not in text and "}" not in text, (locale, text)


# ---------------------------------------------------------------------- names from the data
def test_every_tile_kind_position_and_step_has_its_message():
    kinds = list(GEMS) + list(SPECIALS) + list(ACTIONS)
    for kind in kinds:
        assert_reads(kind_name(kind))
    for kind in ACTIONS:
        assert CATALOGUE.has(SOURCE, f"mm-code-{kind.replace('_', '-')}"), kind
    for p in range(len(POSITIONS)):
        assert_reads(position_name(p))
    for step in STEP_NAMES:
        assert CATALOGUE.has(SOURCE, f"mm-step-{step}"), step
    for quarters in subactions.QUARTER_TURNS:
        assert CATALOGUE.has(SOURCE, f"mm-quarters-{quarters}"), quarters


def test_the_score_sheet_names_every_breakdown_key():
    """render/score_sheet.py shows breakdown key K as ``score-mountain-miners-<slug of K>``."""
    keys: set[str] = set()
    for options in ({}, ALL):
        state = GAME.setup(6, 3, options)
        for breakdown in GAME.result({**state, "over": True}).breakdown:
            keys.update(breakdown)
    assert keys == set(GEMS) | {"trash"}
    for key in keys:
        assert CATALOGUE.has(SOURCE, f"score-mountain-miners-{column_slug(key)}"), key


# ---------------------------------------------------------------------- what the engine says
@pytest.fixture(scope="module")
def said() -> dict[str, set[Msg]]:
    """Events, move labels, prompts and refusals of seeded games with every expansion (action
    tiles played whenever one may be, so every action is resolved), each message once."""
    found: dict[str, set[Msg]] = {"event": set(), "label": set(), "prompt": set(), "refusal": set()}
    variants = [
        {},
        {"quick_start": "actions", "quick_secret": True},
        {"quick_start": "any", "quick_arrow": True, "map_size": 7},
        {"harder": True, "map_size": 5},
    ]
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.setup(2 + seed % 5, seed, {**ALL, **variants[seed % len(variants)]})
        while not GAME.is_over(state):
            seat = min(GAME.to_act(state))
            actions = GAME.legal_actions(state, seat)
            found["label"].update(a.label for a in actions if isinstance(a.label, Msg))
            prompt = GAME.view(state, seat)["prompt"]
            if prompt is not None:
                found["prompt"].add(Msg.from_json(prompt))
            plays = [a for a in actions if a.id.startswith("play:")]
            action = rng.choice(plays if plays and rng.random() < 0.7 else actions)
            transition = GAME.apply(state, seat, action.id)
            found["event"].update(e.text for e in transition.events if isinstance(e.text, Msg))
            state = transition.state
    try:
        subactions.resolve(state, 0, "no-such-choice", "", Ctx())
    except IllegalAction as refusal:
        assert isinstance(refusal.reason, Msg)
        found["refusal"].add(refusal.reason)
    return found


def test_the_engine_says_nothing_but_messages(said):
    assert all(said.values())
    for kind, messages in said.items():
        for message in messages:
            assert isinstance(message, Msg), (kind, message)
            assert_reads(message)


def test_labels_fit_discord_with_the_longest_names(said):
    for label in said["label"]:
        for locale in LOCALES:
            shown = Speaker(locale, LONG_NAMES).say(label)
            assert len(shown) <= MAX_LABEL, (locale, len(shown), shown)


def test_the_games_reach_most_of_the_catalogue(said):
    """The seeded games say most of what the catalogue holds for moves and the log (the rest are
    rare turns: a blind grab of a forbidden tile, a game that stalls, a fizzling Chameleon)."""
    reached = {part.id for messages in said.values() for message in messages for part in walk(message)}
    moves = {i for i in SOURCE_MESSAGES if i.startswith(("mm-action-", "mm-event-", "mm-prompt-"))}
    assert len(reached & moves) >= 0.8 * len(moves), sorted(moves - reached)


def test_lobby_options_are_messages_that_fit_a_select():
    for spec in GAME.OPTIONS:
        assert isinstance(spec.label, Msg) and isinstance(spec.description, Msg)
        assert_reads(spec.label)
        assert_reads(spec.description)
        for choice in spec.choices.values():
            assert isinstance(choice, Msg)
            assert_reads(choice)
            for locale in LOCALES:
                speaker = Speaker(locale)
                assert len(f"{speaker.say(spec.label)}: {speaker.say(choice)}") <= MAX_SELECT
        for locale in LOCALES:
            assert len(Speaker(locale).say(spec.description)) <= MAX_SELECT, spec.key


def test_the_rare_lines_read_too():
    """What seeded games seldom say (a stalled game, a blind grab of a barred tile, a fizzling
    Chameleon, a turn with nothing to grab), with the arguments the engine gives them."""
    from rules.mountain_miners.data import kind_label, sections
    from rules.text import msg, seat

    scores = [msg("mm-player-points", player=seat(s), points=p) for s, p in enumerate((12, -3, 0))]
    tile = sections([kind_label("onyx"), kind_name("swap")])
    for message in (
        msg("mm-event-over-stalled", scores=scores),
        msg("mm-event-over-no-gems", scores=scores),
        msg("mm-event-uncovered-forbidden", player=seat(0), tile=tile, cell="C4"),
        msg("mm-event-chameleon-fizzled", player=seat(1)),
        msg("mm-action-chameleon-fizzles"),
        msg("mm-event-no-grab", player=seat(2)),
        msg("mm-action-no-grab"),
        msg("mm-event-chose", player=seat(0)),
        msg("mm-event-chose-flip", player=seat(0), cell="A1"),
        msg("mm-event-multiplier-joined", player=seat(0), gem=kind_name("onyx")),
        msg("mm-event-secret-multiplier-joined", player=seat(1), gem=kind_name("ruby")),
        msg("mm-event-multiplier-unjoined", player=seat(2)),
    ):
        assert_reads(message)


def test_the_multiplier_join_is_listed_by_the_picker_and_fits_in_every_language():
    """Joining a waiting Multiplier is a move of its owner's turn: the picker shows it, in every
    language, whole on a button, with the longest gem names."""
    from cogs.turns import picker_view
    from cogs.ui import speaker_for
    from lang import SHIPPED
    from tests.mountain_miners_helpers import build
    from tests.picker_samples import action_rows, record

    options = {**ALL, "quick_start": "any", "quick_secret": True}
    secret = {"icons": ["multiplier"], "secret": True}
    state = build(full="ruby", coll={0: [secret, "amethyst", "sapphire"]}, options=options)
    actions = GAME.legal_actions(state, 0)
    joins = [a for a in actions if a.id.startswith("join:")]
    assert [a.id for a in joins] == ["join:sapphire", "join:amethyst"]
    for locale in (*SHIPPED, PSEUDO):
        speaker = speaker_for(locale, LONG_NAMES, in_markdown=False)
        rows = action_rows(picker_view(record(), 0, actions, 0, False, speaker))
        shown = [component["label"] for row in rows for component in row["components"]]
        for action in joins:
            label = speaker.say(action.label)
            assert len(label) <= MAX_LABEL and label in shown, (locale, label)
