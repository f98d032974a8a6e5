"""Lessons of a practice game (``/learn``): what a decision is and why a bot's move matters.

Nothing here is a script written per turn: both come from the rules as they stand.

* :func:`lesson_for` explains a decision from its legal actions. Every engine names an action
  ``<kind>:<arguments>`` (``play:R3``, ``claim:2.4``, ``take:c:red``) or by its kind alone (``end``);
  the actions of one decision are grouped by kind and each kind gets its catalogue message,
  ``learn-kind-<game>-<kind>`` (what choosing a move of that kind does), under a head that says how
  many moves the decision offers. The picker shows it at its top, in practice games only.
* :func:`why_it_matters` adds one line to a bot's move in a practice game, from what a spectator
  sees: the public scores before and after the move (the spectators' view, the same scores the
  turn post's standings show), else whether its events took something from the table. It is
  logged with the move's events (so every caption, replay and restart shows the same line) and
  says nothing a spectator could not work out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from lang import Speaker
from rules.base import Action, Event, Game
from rules.text import msg
from rules.text import seat as seat_arg

LESSON_KINDS = 5  # kinds of move explained at most in one lesson (no decision of the games offers more)
LESSON_MAX = 1500  # characters of a lesson at most: the picker's text stays within Discord's 2,000

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


def lesson_for(game_key: str, actions: Sequence[Action], speaker: Speaker) -> str:
    """The lesson of a decision offering ``actions`` in ``game_key``, in ``speaker``'s language: how
    many moves it offers, then one line per kind of move saying what choosing it does. Empty when
    there is nothing to decide."""
    if not actions:
        return ""
    kinds = kinds_of(actions)
    lines = [speaker.t("learn-lesson-head", count=len(actions))]
    for kind, count in list(kinds.items())[:LESSON_KINDS]:
        text = msg(f"learn-kind-{game_key}-{kind}")
        lines.append(speaker.t("learn-lesson-line", text=text, count=count))
    if len(kinds) > LESSON_KINDS:
        lines.append(speaker.t("learn-lesson-more", count=len(kinds) - LESSON_KINDS))
    text = "\n".join(lines)
    return text if len(text) <= LESSON_MAX else text[: LESSON_MAX - 1] + "…"


def took_something(events: Iterable[Event]) -> bool:
    """Whether a move's public events say it took something from the table."""
    for event in events:
        text = event.text
        if getattr(text, "id", None) in TAKING_EVENTS:
            return True
    return False


def why_it_matters(game: Game[Any], before: Any, after: Any, seat: int, learner: int, events: Sequence[Event]) -> Event:
    """Why the bot at ``seat``'s move (from ``before`` to ``after``, with its public ``events``)
    matters to ``learner`` (the member's seat): what it scored, what it cost them, or what it took.
    From public facts only (the spectators' scores and the move's public events)."""
    was, now = game.public_scores(before), game.public_scores(after)
    gained = now[seat] - was[seat]
    lost = was[learner] - now[learner]
    scores = {"player": seat_arg(seat), "total": now[seat], "learner": seat_arg(learner), "yours": now[learner]}
    if gained > 0 and lost > 0:
        return Event(msg("learn-why-swing", points=gained, lost=lost, **scores), seat)
    if gained > 0:
        return Event(msg("learn-why-scored", points=gained, **scores), seat)
    if lost > 0:
        return Event(msg("learn-why-hurt", points=lost, **scores), seat)
    if gained < 0:
        return Event(msg("learn-why-lost", points=-gained, **scores), seat)
    if lost < 0:
        return Event(msg("learn-why-helped", points=-lost, **scores), seat)
    if took_something(events):
        return Event(msg("learn-why-took", player=seat_arg(seat), learner=seat_arg(learner)), seat)
    return Event(msg("learn-why-quiet", player=seat_arg(seat)), seat)
