"""AI levels offered in the lobby: easy, normal and hard, and the AI kinds stored before levels.

* easy: the fair greedy player that, now and then, plays a random legal move instead;
* normal: the fair greedy player (one-step look-ahead on ``game.evaluate``);
* hard: the information-set tree search of :mod:`rules.search`, thinking for a time budget.

Seats store their kind as text; the kinds stored before levels existed ("greedy", "random")
keep working: greedy is the normal level, random stays a random player.
"""

from __future__ import annotations

from typing import Any

from rules.ai import greedy_action, random_action, view_rng
from rules.base import Game, State
from rules.search import game_search_config, search_action

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
LEVEL_LABELS = {
    "easy": "Easy: plays sensibly, makes mistakes",
    "normal": "Normal: picks the best-looking move",
    "hard": "Hard: thinks ahead (tree search)",
}
# Kinds stored by earlier versions, read as today's levels.
LEGACY_KINDS = {"greedy": "normal"}
# How often the easy player drops its sensible move for a random legal one.
EASY_MISTAKE_CHANCE = 0.3
# Thinking time of the hard level when the caller gives none (seconds per decision).
DEFAULT_THINK_SECONDS = 1.0


def level_of(kind: str | None) -> str:
    """The level a stored AI kind plays at (None: a human on autopilot, who plays normal)."""
    if kind is None:
        return DEFAULT_LEVEL
    return LEGACY_KINDS.get(kind, kind)


def easy_action(game: Game[Any, Any], state: State, seat: int) -> str:
    """The normal choice, except that with ``EASY_MISTAKE_CHANCE`` a random legal move; the coin
    is seeded from the seat's view only."""
    coin = view_rng(game, state, seat, "easy").random()
    if coin < EASY_MISTAKE_CHANCE:
        return random_action(game, state, seat, salt="easy")
    return greedy_action(game, state, seat)


def hard_action(game: Game[Any, Any], state: State, seat: int, think_seconds: float = DEFAULT_THINK_SECONDS) -> str:
    """The tree search's choice within ``think_seconds`` of wall-clock time."""
    return search_action(game, state, seat, game_search_config(game, seconds=think_seconds))


def level_action(
    kind: str | None, game: Game[Any, Any], state: State, seat: int, think_seconds: float = DEFAULT_THINK_SECONDS
) -> str:
    """The action an AI of stored ``kind`` (a level or a legacy kind) chooses for ``seat``."""
    level = level_of(kind)
    if level == "random":
        return random_action(game, state, seat)
    if level == "easy":
        return easy_action(game, state, seat)
    if level == "normal":
        return greedy_action(game, state, seat)
    if level == "hard":
        return hard_action(game, state, seat, think_seconds)
    raise ValueError(f"unknown AI kind {kind!r}")
