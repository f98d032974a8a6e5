"""What a committed move returns (:class:`MoveOutcome`): plain facts the flow shows and the cogs
turn into answers (``services.changes`` makes it; nothing here changes a game)."""

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
