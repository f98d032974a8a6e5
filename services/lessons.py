"""Lessons of a practice game (``/learn``): what a decision is and why a bot's move matters.

Nothing here is a script written per turn: both come from the rules as they stand.

* :func:`lesson_for` explains a decision from its legal actions. Every engine names an action
  ``<kind>:<arguments>`` (``play:R3``, ``claim:2.4``, ``take:c:red``) or by its kind alone (``end``);
  the actions of one decision are grouped by kind and each kind gets its catalogue message,
  ``learn-kind-<game>-<kind>`` (what choosing a move of that kind does), under a head that says how
  many moves the decision offers. For the main kinds of each game (:data:`DETAILS`) the line adds
  what the position offers, read off the actions' ids and labels (what the buttons say). Given the
  position, ``learn-scoring-<game>`` (how the game scores) follows at the start and whenever one of
  the choices can change the player's score. The picker shows it at its top, in practice games only.
* :func:`why_it_matters` adds one line to a bot's move in a practice game, from what a spectator
  sees: what the move did that matters (:data:`DEEDS`, from its events' whole ids), then the public
  scores before and after the move (the spectators' view, the same scores the turn post's
  standings show), else whether its events took something from the table. It is logged with the
  move's events (so every caption, replay and restart shows the same line) and says nothing a
  spectator could not work out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from lang import Speaker
from rules import get_game
from rules.base import Action, Event, Game, S, State, V
from rules.text import ArgList, Msg, msg
from rules.text import seat as seat_arg

LESSON_KINDS = 5  # kinds of move explained at most in one lesson (no decision of the games offers more)
LESSON_MAX = 1500  # characters of a lesson at most: the picker's text stays within Discord's 2,000
SCORE_PROBES = 60  # legal actions tried at most when asking whether a decision can change the score

# The public events that take something from the table: a tile captured, grabbed, collected or
# stolen, a spot claimed, a spirit met, a card or the scissors taken. Matched by their whole message
# id (an id such as ``solstis-event-played-no-capture`` names a capture only to say there was none).
TAKING_EVENTS = frozenset(
    {
        "mm-event-grabbed",
        "mm-event-collected",
        "mm-event-stole",
        "np-event-claimed-camps",
        "np-event-claimed-camps-path",
        "np-event-claimed-trade",
        "np-event-claimed-trade-path",
        "pw-event-took-colour",
        "pw-event-took-value",
        "pw-event-scissors-taken",
        "sh-event-take",
        "sh-event-take-face-down",
        "sh-event-take-placed",
        "sh-event-take-face-down-placed",
        "solstis-event-played-captured",
        "solstis-event-second-chance-captured",
        "solstis-event-met",
        "solstis-event-evil-drawn-kept",
        "solstis-event-beetle",
        "solstis-event-fly",
        "solstis-event-viper",
    }
)

# What a move did that matters, by the whole id of one of its public events: the deed the line
# after a bot's move names (``learn-deed-<deed>``). Earlier entries win when a move has several
# (a steal says more than the grab it came with).
DEEDS: dict[str, str] = {
    "mm-event-stole": "steal",
    "solstis-event-viper": "steal",
    "np-event-claimed-camps": "camps",
    "np-event-claimed-camps-path": "camps",
    "np-event-claimed-trade": "trade",
    "np-event-claimed-trade-path": "trade",
    "pw-event-objective": "objective",
    "solstis-event-played-captured": "capture",
    "solstis-event-second-chance-captured": "capture",
    "solstis-event-beetle": "capture",
    "solstis-event-met": "spirit",
    "solstis-event-evil-drawn-kept": "evil",
    "solstis-event-fly": "steal",
    "pw-event-scissors-taken": "scissors",
    "pw-event-took-colour": "cards",
    "pw-event-took-value": "cards",
    "pw-event-placed-new": "stack",
    "pw-event-placed-new-skip": "stack",
    "pw-event-placed-on": "stack",
    "pw-event-placed-on-skip": "stack",
    "sh-event-take": "tile",
    "sh-event-take-face-down": "tile",
    "sh-event-take-placed": "tile",
    "sh-event-take-face-down-placed": "tile",
    "sh-event-place": "island",
    "mm-event-grabbed": "grab",
    "mm-event-collected": "grab",
    "np-event-trapped-scoring": "panda",
    "np-event-trapped": "trap",
}
DEED_ORDER = {deed: rank for rank, deed in enumerate(dict.fromkeys(DEEDS.values()))}


def action_kind(action_id: str) -> str:
    """The kind of an action: its id up to the first ``:`` (the whole id when it has none)."""
    return action_id.split(":", 1)[0]


def lesson_id(game_key: str, kind: str) -> str:
    """The catalogue id explaining moves of ``kind`` in ``game_key``."""
    return f"learn-kind-{game_key}-{kind}"


def kinds_of(actions: Iterable[Action]) -> dict[str, int]:
    """The kinds of move of a decision, in the order the engine lists them, each with its count."""
    kinds: dict[str, int] = {}
    for action in actions:
        kind = action_kind(action.id)
        kinds[kind] = kinds.get(kind, 0) + 1
    return kinds


def _label_args(action: Action) -> dict[str, Any]:
    """The arguments of an action's label (none for a plain-text label)."""
    return dict(action.label.args) if isinstance(action.label, Msg) else {}


def _items(value: object) -> int:
    """How many things a label argument lists (one when it is not a list)."""
    return len(value.items) if isinstance(value, ArgList) else 1


def _solstis_play(actions: Sequence[Action]) -> Msg:
    # ``play:<tile>+<captured>`` captures; ``play:<tile>`` has no match and draws a second chance.
    tiles = {action.id.split(":", 1)[1].split("+", 1)[0] for action in actions}
    capturing = {action.id.split(":", 1)[1].split("+", 1)[0] for action in actions if "+" in action.id}
    return msg("learn-detail-solstis-play", capturing=len(capturing), tiles=len(tiles))


def _nanga_parbat_claim(actions: Sequence[Action]) -> Msg:
    best = max((int(_label_args(action).get("points", 0)) for action in actions), default=0)
    return msg("learn-detail-nanga-parbat-claim", points=best)


def _paper_world_take(actions: Sequence[Action]) -> Msg:
    # A take's label lists the cards it takes: the values of one colour, or the colours of one value.
    counts = [_items(_label_args(action).get("values", _label_args(action).get("colours"))) for action in actions]
    return msg("learn-detail-paper-world-take", most=max(counts, default=0))


def _paper_world_place(actions: Sequence[Action]) -> Msg:
    # ``place:<card>:<where>``: the cards of the hand that can go somewhere now.
    cards = {action.id.split(":")[1] for action in actions}
    return msg("learn-detail-paper-world-place", cards=len(cards))


def _mountain_miners_grab(actions: Sequence[Action]) -> Msg:
    # A gem tile's label shows its value (``mm-kind-with-value``); a face-down one shows nothing.
    gems = hidden = 0
    for action in actions:
        tile = _label_args(action).get("tile")
        if isinstance(action.label, Msg) and action.label.id == "mm-action-grab-face-down":
            hidden += 1
        elif isinstance(tile, Msg) and tile.id == "mm-kind-with-value":
            gems += 1
    return msg("learn-detail-mountain-miners-grab", gems=gems, hidden=hidden, others=len(actions) - gems - hidden)


def _sheherazade_take(actions: Sequence[Action]) -> Msg:
    dream = sum(
        1
        for a in actions
        if isinstance(_label_args(a).get("tile"), Msg) and _label_args(a)["tile"].id == "sh-tile-dream"
    )
    hidden = sum(1 for action in actions if action.id == "take:hidden")
    return msg("learn-detail-sheherazade-take", dream=dream, island=len(actions) - dream - hidden, hidden=hidden)


# What the position says about a kind of move, worked out from its legal actions alone (their ids
# and labels, which the player reads on the buttons): counts that help choose among them.
DETAILS: dict[tuple[str, str], Callable[[Sequence[Action]], Msg]] = {
    ("solstis", "play"): _solstis_play,
    ("nanga-parbat", "claim"): _nanga_parbat_claim,
    ("paper-world", "take"): _paper_world_take,
    ("paper-world", "place"): _paper_world_place,
    ("mountain-miners", "grab"): _mountain_miners_grab,
    ("sheherazade", "take"): _sheherazade_take,
}


def scoring_id(game_key: str) -> str:
    """The catalogue id saying how ``game_key`` scores."""
    return f"learn-scoring-{game_key}"


def can_change_score(game: Game[S, V], state: S, seat: int, actions: Sequence[Action]) -> bool:
    """Whether one of ``actions`` may change ``seat``'s public score at once, tried on a position
    ``seat`` cannot tell from ``state`` (their own view of it: nothing hidden from them is read)."""
    known = game.determinize(state, seat, random.Random(0))
    now = game.public_scores(known)[seat]
    for action in actions[:SCORE_PROBES]:
        try:
            after = game.apply(known, seat, action.id).state
        except Exception:  # an action of the real position the sampled one does not allow
            continue
        if game.public_scores(after)[seat] != now:
            return True
    return False


def shows_scoring(game: Game[S, V], state: S, seat: int, actions: Sequence[Action]) -> bool:
    """Whether the lesson says how the game scores: at the start (nobody has scored yet) and at
    every decision whose choices can change the player's score."""
    if not any(game.public_scores(state)):
        return True
    return can_change_score(game, state, seat, actions)


def lesson_for(
    game_key: str, actions: Sequence[Action], speaker: Speaker, state: State | None = None, seat: int | None = None
) -> str:
    """The lesson of a decision offering ``actions`` in ``game_key``, in ``speaker``'s language: how
    many moves it offers, then one line per kind of move saying what choosing it does, with what
    the position offers of it; then, given the position (``state``, and ``seat`` deciding), how
    the game scores when that is worth knowing now. Empty when there is nothing to decide."""
    if not actions:
        return ""
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action_kind(action.id), []).append(action)
    head = [speaker.t("learn-lesson-head", count=len(actions))]
    plain, detailed = [], []
    for kind, offered in list(by_kind.items())[:LESSON_KINDS]:
        kind_text = msg(f"learn-kind-{game_key}-{kind}")
        plain.append(speaker.t("learn-lesson-line", text=kind_text, count=len(offered)))
        detail = DETAILS.get((game_key, kind))
        if detail is None:
            detailed.append(plain[-1])
        else:
            detailed.append(
                speaker.t("learn-lesson-line-detail", text=kind_text, count=len(offered), detail=detail(offered))
            )
    if len(by_kind) > LESSON_KINDS:
        more = speaker.t("learn-lesson-more", count=len(by_kind) - LESSON_KINDS)
        plain.append(more)
        detailed.append(more)
    scoring: list[str] = []
    if state is not None and seat is not None and shows_scoring(get_game(game_key), state, seat, actions):
        scoring.append(speaker.t("learn-lesson-scoring", text=msg(f"learn-scoring-{game_key}")))
    # Within LESSON_MAX: the position's numbers give way first, then the scoring paragraph.
    for lines in (detailed + scoring, plain + scoring, detailed, plain):
        text = "\n".join(head + lines)
        if len(text) <= LESSON_MAX:
            return text
    return text[: LESSON_MAX - 1] + "…"


def deed_of(events: Iterable[Event]) -> str | None:
    """What a move did that matters, from its public events' whole ids (see :data:`DEEDS`)."""
    found = [DEEDS[text.id] for text in (event.text for event in events) if isinstance(text, Msg) and text.id in DEEDS]
    return min(found, key=DEED_ORDER.__getitem__) if found else None


def took_something(events: Iterable[Event]) -> bool:
    """Whether a move's public events say it took something from the table."""
    for event in events:
        text = event.text
        if getattr(text, "id", None) in TAKING_EVENTS:
            return True
    return False


def why_it_matters(game: Game[S, V], before: S, after: S, seat: int, learner: int, events: Sequence[Event]) -> Event:
    """Why the bot at ``seat``'s move (from ``before`` to ``after``, with its public ``events``)
    matters to ``learner`` (the member's seat): what it did (a capture, a claim, a spirit met: its
    events say), then what it scored or cost them, or what it took.
    From public facts only (the spectators' scores and the move's public events)."""
    was, now = game.public_scores(before), game.public_scores(after)
    gained = now[seat] - was[seat]
    lost = was[learner] - now[learner]
    scores = {"player": seat_arg(seat), "total": now[seat], "learner": seat_arg(learner), "yours": now[learner]}
    if gained > 0 and lost > 0:
        effect = msg("learn-effect-swing", points=gained, lost=lost, **scores)
    elif gained > 0:
        effect = msg("learn-effect-scored", points=gained, **scores)
    elif lost > 0:
        effect = msg("learn-effect-hurt", points=lost, **scores)
    elif gained < 0:
        effect = msg("learn-effect-lost", points=-gained, **scores)
    elif lost < 0:
        effect = msg("learn-effect-helped", points=-lost, **scores)
    elif took_something(events):
        effect = msg("learn-effect-took", **scores)
    else:
        effect = msg("learn-effect-quiet", **scores)
    deed = deed_of(events)
    if deed is None:
        return Event(msg("learn-why", effect=effect), seat)
    return Event(msg("learn-why-deed", deed=msg(f"learn-deed-{deed}", player=seat_arg(seat)), effect=effect), seat)
