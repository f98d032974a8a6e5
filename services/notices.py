"""What the game flow asks the place the games are shown to show: the :class:`Publisher` protocol
(``cogs.publisher`` implements it for Discord, tests record it) and the notices said in a game's
thread (reminders, time-outs, an AI that pauses, a timer in trouble)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from rules.base import Result
from services.outcomes import MoveOutcome
from services.paces import SeatClock
from store import GameRecord, MoveRecord, PostIntent
from store.away import SeatsAway
from store.members import MemberSettings


@dataclass(frozen=True)
class PostFacts:
    """What a turn post shows beyond the game itself, read by the flow with the change it shows, so
    the publisher reads nothing back: each human's time left (``Clocks.clock_summary``) and the
    moves the post captions (those after the post's start, through the version it shows), and the
    days away that stretch a deciding player's time."""

    clocks: list[SeatClock]
    moves: tuple[MoveRecord, ...]
    # Deciding seats whose decision spans days their player declared away, with each day's start
    # (``Clocks.days_away``; only at the paces that are stretched).
    away: SeatsAway = ()


@dataclass(frozen=True)
class Reminder:
    """Half of a player's base time for one decision is gone, or (``last_call``) little of their
    whole time (base and bank) is left. Said to the player by DM, in the thread when DMs fail."""

    seat: int
    user_id: int
    seconds_left: float | None
    last_call: bool = False


@dataclass(frozen=True)
class TimedOut:
    """The clock decided for a seat (the AI's move is ``move``)."""

    seat: int
    user_id: int
    move: MoveOutcome
    in_a_row: int
    autopilot: bool  # this time-out handed the seat to the AI
    before_autopilot: int  # time-outs in a row still allowed before the AI takes the seat


@dataclass(frozen=True)
class AIPaused:
    """The AI could not decide for the game's AI seat, even after retries: the game waits."""

    seat: int


@dataclass(frozen=True)
class TimerTrouble:
    """A timer of the game keeps failing; it is retried with growing pauses."""

    seat: int
    attempts: int


Notice = Reminder | TimedOut | AIPaused | TimerTrouble


class Publisher(Protocol):
    """What the flow needs from the place the games are shown (Discord, or a test's recorder).

    Each method shows committed facts; none may change a game. Drawing happens off the event loop."""

    async def open_thread(self, record: GameRecord) -> int | None:
        """Open the game's thread; its id, or None when that failed."""

    async def find_thread(self, record: GameRecord) -> int | None:
        """The thread Discord already made for the game (asked for by a process that died before
        recording it), made ready as ``open_thread`` would have left it; None when there is none."""

    async def send_turn_post(self, record: GameRecord, owed: PostIntent, facts: PostFacts) -> int | None:
        """Post a new turn post showing ``record`` and ``facts`` (its move lines, those after
        ``owed.start``; the post names ``owed.key`` so it can be found again); the message id, or
        None when Discord refused."""

    async def edit_turn_post(self, record: GameRecord, message_id: int, start: int, facts: PostFacts) -> bool:
        """Edit the turn post ``message_id`` to show ``record`` and ``facts``; False when Discord refused."""

    async def find_turn_post(self, record: GameRecord, key: int) -> tuple[int, int] | None:
        """(message id, version it shows) of a turn post named ``key`` already in the thread, or None."""

    async def show_result(self, record: GameRecord, result: Result) -> None:
        """The game is over: the final text and the score sheet."""

    async def notify(self, record: GameRecord, notice: Notice) -> None:
        """Say ``notice`` in the game's thread (pinging only the player it is addressed to)."""

    async def game_changed(self, record: GameRecord) -> None:
        """Anything else that shows the game (its lobby message, statistics) may need a refresh."""

    async def game_started(self, record: GameRecord) -> None:
        """The game's thread is open and its first post shown: each player's first private view."""

    async def private_views_changed(
        self, record: GameRecord, seats: list[int], settings: Mapping[int, MemberSettings]
    ) -> None:
        """What ``seats`` may see privately changed with the last move: send each its new view
        (``settings``: their members' settings by user id, as the flow read them; a member missing
        from it has the defaults)."""
