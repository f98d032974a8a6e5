"""The shape of a Paper World view, for mypy and for the renderer: every key ``GAME.view`` puts in it.

Types only: a view stays a plain JSON dict at run time. Cards are named by their codes
(``CODE``); a seat's view adds its hand, its discards and what it may place where.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from rules.base import BaseView
from rules.paper_world.state import Phase


class Pile(TypedDict):
    top: str | None  # the code of the face-up card on top; None once empty
    size: int


class Stack(TypedDict):
    """One stack of a landscape, by its cell and its place on the drawn grid."""

    x: int
    y: int
    col: int  # x - the landscape's origin
    row: int  # y - the landscape's origin
    top: str  # the code of the card on top
    height: int


class Landscape(TypedDict):
    origin: list[int]  # [x, y] of the drawn grid's corner
    stacks: list[Stack]


class Scissors(TypedDict):
    seat: int  # who holds the scissors token
    x: int  # the cell of the card it lies on
    y: int


class ObjectiveView(TypedDict):
    id: int
    tokens: list[int]
    taken: list[list[int]]  # [seat, token]


class Target(TypedDict):
    card: str  # a code in the hand
    x: int
    y: int
    skip: bool  # whether placing it there pays a skip


class LastTurnView(TypedDict):
    """The last (or current) turn's marks, cells as [x, y] of the seat's landscape."""

    seat: int
    turn: int
    piles: list[int]
    cells: list[list[int]]
    scissors: bool
    discarded: int
    objectives: list[int]


class PaperWorldView(BaseView):
    players: int
    turn: int
    current: int
    phase: Phase
    first: int
    colours: list[str]
    piles: list[Pile]
    hand_sizes: list[int]
    discard_sizes: list[int]
    landscapes: list[Landscape]
    scissors: Scissors | None
    objectives: list[ObjectiveView]
    placed_this_turn: list[str]
    skip_used: bool
    final_round: bool
    final_turns_left: int | None
    triggered_by: int | None
    hand_limit: int
    breakdown: list[dict[str, int]]  # per seat: scoring part -> points ("total" among them)
    last_turn: LastTurnView | None
    # A seat's view only:
    hand: NotRequired[list[str]]
    discard: NotRequired[list[str]]
    placeable: NotRequired[list[str]]  # hand cards that fit somewhere
    targets: NotRequired[list[Target]]  # where each may go, while the seat is to place
    decision: NotRequired[Phase | None]  # the phase, while the seat is to act
