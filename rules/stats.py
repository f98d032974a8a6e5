"""The statistics of a finished game, from its replayed log: the numbers that matter in that game,
and at most two light awards. Pure: no I/O, no clock; the same deal and log give the same numbers.

Each game defines its statistics once, as data beside its scoring: ``rules/<game>/stats.py`` holds
``STATISTICS``, a tuple of :class:`Statistic` (a name as a message, and a pure function of the
replayed game giving one number per seat). :func:`statistics_of` finds them by the game's key, as
``rules.get_game`` finds its engine, and :func:`compute` runs them over a :class:`Played` game.

The awards (:func:`awards`) need facts beside the rules, which the services read from the move log:
who is human and how long each of their decisions took.
"""

from __future__ import annotations

import importlib
import statistics as numbers
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules import GAME_MODULES
from rules.base import Game
from rules.text import Msg


@dataclass(frozen=True)
class Played:
    """A finished game replayed: ``states`` from the deal through the last move, and ``moves``, the
    (seat, action id) of each logged move (``moves[i]`` took ``states[i]`` to ``states[i + 1]``).
    A statistic counts what is hidden during play (a secret tile) only when ``revealed``."""

    players: int
    states: Sequence[Mapping[str, Any]]
    moves: Sequence[tuple[int, str]]
    # Whether the game reached its end by its rules, which reveal everything hidden; a game ended
    # early (resignations) reveals nothing, and its statistics count only what its last board shows.
    revealed: bool = True

    @property
    def final(self) -> Mapping[str, Any]:
        return self.states[-1]

    def actions_of(self, seat: int) -> list[str]:
        """The action ids ``seat`` decided, in order."""
        return [action for by, action in self.moves if by == seat]

    def count_actions(self, test: Callable[[str], bool]) -> list[int]:
        """Per seat: how many of its decisions pass ``test``."""
        counts = [0] * self.players
        for by, action in self.moves:
            if test(action):
                counts[by] += 1
        return counts


@dataclass(frozen=True)
class Statistic:
    """One number per seat that matters in a game: its name (``label``, a message; a short noun
    phrase, "Largest area") and how it is counted from the replayed game."""

    key: str
    label: Msg
    count: Callable[[Played], list[int]]


@dataclass(frozen=True)
class Counted:
    """A statistic counted: its key and name, and one value per seat."""

    key: str
    label: Msg
    values: tuple[int, ...]


def statistics_of(game_key: str) -> tuple[Statistic, ...]:
    """The statistics a game defines (``rules/<game>/stats.py``: ``STATISTICS``); none for a game
    that defines none."""
    module = GAME_MODULES.get(game_key)
    if module is None:
        return ()
    try:
        found = importlib.import_module(module + ".stats")
    except ModuleNotFoundError:
        return ()
    defined: tuple[Statistic, ...] = found.STATISTICS
    return defined


def replay(
    game: Game[Any, Any], players: int, seed: int | str, options: Mapping[str, Any], moves: Sequence[tuple[int, str]]
) -> Played:
    """The game replayed from its seeded deal through ``moves`` (seat, action id), the log's order."""
    states: list[Mapping[str, Any]] = [game.setup(players, seed, options)]
    for seat, action in moves:
        states.append(game.apply(states[-1], seat, action).state)
    return Played(players, states, list(moves), revealed=game.is_over(states[-1]))


def compute(game_key: str, played: Played) -> list[Counted]:
    """Every statistic of the game counted over ``played``, in the order the game defines them."""
    return [
        Counted(stat.key, stat.label, tuple(int(v) for v in stat.count(played))) for stat in statistics_of(game_key)
    ]


def running_scores(game: Game[Any, Any], played: Played) -> list[list[int]]:
    """The scores a spectator could count after each state (the deal first): what a comeback is
    measured on. A state an engine cannot score counts as the state before it."""
    found: list[list[int]] = []
    for state in played.states:
        try:
            found.append([int(s) for s in game.public_scores(state)])
        except Exception:  # an engine that cannot score this moment: the last known scores stand
            found.append(found[-1] if found else [0] * played.players)
    return found


@dataclass(frozen=True)
class Award:
    """A light award: ``kind`` ("comeback", "fastest"), the seat it goes to, and its number (the
    points recovered, or the median seconds of a decision)."""

    kind: str
    seat: int
    amount: int


def comeback(scores: Sequence[Sequence[int]], winners: Sequence[int], humans: Sequence[int]) -> Award | None:
    """The biggest comeback: the one winner's largest deficit behind the leader at any moment of the
    game, when it was behind at all; only for a single human winner among at least two humans."""
    if len(winners) != 1 or len(humans) < 2 or winners[0] not in humans:
        return None
    winner = winners[0]
    deficit = max((max(row) - row[winner] for row in scores if row), default=0)
    return Award("comeback", winner, deficit) if deficit > 0 else None


def fastest(decision_seconds: Mapping[int, Sequence[float]], humans: Sequence[int]) -> Award | None:
    """The fastest mover: the human with the least median time per decision, among at least two
    humans who made decisions; none when the best two are equal to the second."""
    medians = {seat: numbers.median(decision_seconds[seat]) for seat in humans if decision_seconds.get(seat)}
    if len(medians) < 2:
        return None
    ordered = sorted(medians, key=lambda seat: (medians[seat], seat))
    best, second = ordered[0], ordered[1]
    if round(medians[best]) >= round(medians[second]):
        return None
    return Award("fastest", best, round(medians[best]))


def awards(
    scores: Sequence[Sequence[int]],
    winners: Sequence[int],
    humans: Sequence[int],
    decision_seconds: Mapping[int, Sequence[float]],
) -> list[Award]:
    """At most two light awards: the biggest comeback, then the fastest mover, each only where it
    means something (see :func:`comeback`, :func:`fastest`)."""
    return [found for found in (comeback(scores, winners, humans), fastest(decision_seconds, humans)) if found]


__all__ = [
    "Award",
    "Counted",
    "Played",
    "Statistic",
    "awards",
    "comeback",
    "compute",
    "fastest",
    "replay",
    "running_scores",
    "statistics_of",
]
