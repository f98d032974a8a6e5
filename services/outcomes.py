"""What a committed move returns (:class:`MoveOutcome`), and what a click on the picker returns
(:class:`Click`, with the next :class:`Decision` to show): plain facts the flow shows and the cogs
turn into answers (``services.changes`` and ``services.flow`` make them; nothing here changes a
game)."""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Protocol

from lang import SOURCE, Speaker
from rules.base import Action, Event, Result
from rules.text import Msg
from rules.text import seat as seat_arg
from store import GameRecord, MoveRecord


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
    undoable: bool = False  # the state before it was kept: its player may take it back (``Changes.undo``)
    logged: MoveRecord | None = None  # its row of the move log, as written (a move played, not an undo)

    def caption(self, speaker: Speaker | None = None) -> str:
        """One line naming who did what, built from the public events only, in ``speaker``'s
        language with its names (the cogs pass the thread's, names made inert for Discord)."""
        speaker = speaker or Speaker(SOURCE, self.game.names)
        lines = [speaker.say(event.text) for event in self.events] or [
            speaker.t("turn-decided", player=seat_arg(self.seat))
        ]
        return " · ".join(lines)


class AfterMove(Protocol):
    """What follows a move the timers or the AI seats committed: the flow shows it (``GameFlow``'s
    ``_after_move``); ``fresh_timers``: a move played, whose timers are the kept or fresh ones."""

    def __call__(self, outcome: MoveOutcome, *, fresh_timers: bool = ...) -> Awaitable[object]: ...


@dataclass(frozen=True)
class Decision:
    """What the picker shows ``seat`` in ``game``: the decision's ``actions`` (none: the game is
    over, the AI plays the seat, or others are to act), whether the player may take their last move
    back (``can_undo``) and ask for more time (``can_ask_more``), the moves made since the player
    last decided (``missed``, oldest first), and whether to put the decision's lesson first (a
    practice game's, ``lesson``). ``with_view``: whether the picker shows the player's own view;
    not after their own move when they are no longer to act and the move changed nothing of their
    view but what the turn post shows (the post, just edited, shows it; My hand shows the rest)."""

    game: GameRecord
    seat: int
    actions: tuple[Action, ...]
    can_undo: bool = False
    can_ask_more: bool = False
    missed: tuple[MoveRecord, ...] = ()
    lesson: bool = False
    with_view: bool = True


@dataclass(frozen=True)
class Click:
    """A click on a move of the picker (``GameFlow.pick``), as one flow operation returns it.

    ``move``: the move committed (None when nothing was played). ``refusal``: why nothing was
    played, for the member alone. ``second_look``: why the chosen move (``chosen``, of ``decision``'s
    actions) cannot be taken back, asked before playing it. ``decision``: the picker to show next
    (the next decision after the move, or the current one when the choice was stale); None when the
    picker stays as it is. ``post``: what the click did to the thread's turn post: ``"edited"``,
    ``"started"`` (a new post), or None (nothing shown)."""

    move: MoveOutcome | None = None
    refusal: Msg | None = None
    second_look: Msg | None = None
    chosen: Action | None = None
    decision: Decision | None = None
    post: str | None = None
