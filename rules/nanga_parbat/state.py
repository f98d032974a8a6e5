"""The shape of a Nanga Parbat state, for mypy: what each key holds and when it may be empty.

Types only: a state stays a plain JSON dict at run time. Sections of the mountain are indexed
0..35; a section holds an animal key, ``h<seat>`` (a hiker) or ``c<seat>`` (a camp).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from rules.base import BaseState

# The decision open now (the engine's docstring describes each).
Phase = Literal["guide_setup", "trap", "claim", "after", "activate", "pick", "over"]


class ActivationPending(TypedDict):
    """An activation started (phase ``activate``)."""

    kind: str  # the animal activated
    first: int | None  # the first piece picked to swap, once picked
    back: Phase  # the window to return to when it is done


class ClaimPending(TypedDict):
    """A chart spot being paid for (phase ``pick``)."""

    row: int
    col: int
    need: int  # how many pieces the spot asks for
    picked: list[Any]  # camps: sections of the hikers marked; trades: "kind" or "kind.used"


class LastTurn(TypedDict):
    """What the current (or last) turn changed, from the public table."""

    seat: int
    turns: int  # the turn counter when the record began
    cells: list[int]  # sections whose piece changed
    guide_from: int | None  # the guide's region before it first moved (0: it was not yet placed)
    chart: list[list[int]]  # chart spots claimed, as [row, column]
    taken: list[str]  # animals trapped
    activated: list[str]


class NangaParbatState(BaseState):
    move: int
    first: int
    turn: int  # the seat whose turn it is
    phase: Phase
    mountain: list[str]  # section -> its piece
    guide: int | None  # the guide's region, 1..6, once placed
    stock: list[int]  # hikers left to place, per seat
    camps: list[int]  # camps left, per seat
    cubes: list[int]  # chart cubes left, per seat
    removed: list[int]  # hikers turned into camps, per seat
    boards: list[dict[str, list[int]]]  # per seat: animal -> [ready, activated]
    discard: dict[str, int]  # animals traded away, by kind
    chart: list[list[int | None]]  # row -> column -> the seat that claimed it
    score: list[int]
    breakdown: list[dict[str, int]]
    pending: ActivationPending | ClaimPending | None
    turns: int  # turns completed
    end_reason: str | None  # "hikers" or "cubes", at the end
    last_turn: NotRequired[LastTurn]  # absent until the first decision
