"""What a committed change of a game in play returns: plain facts the flow shows and the cogs
turn into answers (``services.changes`` makes them; nothing here changes a game)."""

from __future__ import annotations

from dataclasses import dataclass

from lang import SOURCE, Speaker
from rules.base import Event, Result
from rules.text import seat as seat_arg
from store import GameRecord


@dataclass(frozen=True)
class MoveOutcome:
    """A committed move: the game as it is now, and what happened."""

    game: GameRecord
    seat: int
    action_id: str
    events: list[Event]
    hidden_change: frozenset[int]
    result: Result | None
    by_ai: bool = False

    def caption(self, speaker: Speaker | None = None) -> str:
        """One line naming who did what, built from the public events only, in ``speaker``'s
        language with its names (the cogs pass the thread's, names made inert for Discord)."""
        speaker = speaker or Speaker(SOURCE, self.game.names)
        lines = [speaker.say(event.text) for event in self.events] or [
            speaker.t("turn-decided", player=seat_arg(self.seat))
        ]
        return " · ".join(lines)


@dataclass(frozen=True)
class TimeoutOutcome:
    """The clock decided for a seat: the move made, and the seat's run of time-outs after it."""

    move: MoveOutcome
    timeouts: int  # time-outs in a row, this one included
    autopilot: bool  # this time-out handed the seat to the AI (the player can take it back)


@dataclass(frozen=True)
class ResignOutcome:
    game: GameRecord
    seat: int
    order: int  # 1 for the first seat to resign in this game
    result: Result | None  # set when the resignation ended the game


@dataclass(frozen=True)
class HandoverOutcome:
    game: GameRecord
    seat: int
    by_someone_else: bool  # the host handed an absent player's seat over: that seat is unrated


@dataclass(frozen=True)
class AbandonOutcome:
    game: GameRecord
    ended: bool
    votes: frozenset[int]  # user ids whose votes count
    needed: int  # votes that end the game
    unilateral: bool = False  # the host (or an admin) ended an unrated game at once
    withdrawn: bool = False  # this user's vote still counted, so this call withdrew it


@dataclass(frozen=True)
class MoreTimeAsked:
    """A player asked for more time for their current decision (``token`` names that decision)."""

    game: GameRecord
    seat: int
    token: int
    extension: float  # seconds a grant adds
    grantors: tuple[int, ...]  # who may grant it: the other players, or the host in a game with bots only
    by_host: bool  # nobody else plays: the host grants it


@dataclass(frozen=True)
class MoreTimeGranted:
    game: GameRecord
    seat: int
    granted_by: int
    extension: float
    deadline: float  # the seat's decision now times out then
