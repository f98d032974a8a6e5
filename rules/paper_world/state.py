"""The shape of a Paper World state, for mypy: what each key holds and when it may be empty.

Types only: a state stays a plain JSON dict at run time. Cards are ids into the engine's
``CARDS`` catalogue; a landscape cell is keyed ``"x,y"`` (the first stack at ``"0,0"``).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from rules.base import BaseState

# The decision open now: a turn's first choice, more placing, paying for a skip, the optional
# scissors move, discarding down to the hand limit; then the end.
Phase = Literal["turn", "placing", "skip_discard", "scissors", "limit", "over"]


class Objective(TypedDict):
    id: int  # the objective card (1..20)
    tokens: list[int]  # point tokens left, best first
    taken: list[list[int]]  # [seat, token] for each player who met it


class PendingCell(TypedDict):
    """The stack just placed on, while a skip is paid for or the scissors may move onto it."""

    cell: str


class LastTurn(TypedDict):
    """What the current (or last) turn changed, from public facts only."""

    seat: int
    turn: int
    piles: list[int]  # piles taken from
    cells: list[str]  # landscape cells placed on
    scissors: bool  # whether the scissors token moved
    discarded: int  # cards discarded face down (a count only)
    objectives: list[int]  # indexes of the objectives scored


class PaperWorldState(BaseState):
    move: int
    colours: list[str]  # each seat's colour
    piles: list[list[int]]  # the draw piles, top card last
    hands: list[list[int]]
    discards: list[list[int]]  # face down, per seat
    grids: list[dict[str, list[int]]]  # per seat: cell key -> stack, bottom card first
    scissors: list[Any] | None  # [holder seat, cell key of the card it lies on], once taken
    objectives: list[Objective]
    first: int
    current: int  # the seat to decide
    turn: int  # the turn number, from 1
    phase: Phase
    placed: list[int]  # cards placed this turn
    skipped: int  # skips used this turn
    pending: PendingCell | None
    final_left: int | None  # turns left once the end is triggered
    triggered_by: int | None  # the seat whose turn triggered the end
    last_turn: NotRequired[LastTurn]  # absent until the first decision
