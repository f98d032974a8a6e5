"""The shape of a Nanga Parbat view, for mypy and for the renderer: every key ``GAME.view`` puts in it.

Types only: a view stays a plain JSON dict at run time. Nanga Parbat is played in the open, so a
seat's view holds what a spectator's does, and ``targets`` besides while that seat is to act.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from rules.base import BaseView
from rules.nanga_parbat.state import ActivationPending, ClaimPending, LastTurn, Phase


class Targets(TypedDict):
    """What a seat may point at now, for the board's highlights (the view's ``targets``)."""

    cells: list[int]  # sections, 0..35
    regions: list[int]  # 1..6
    spots: list[list[int]]  # chart spots to claim, as [row, column]
    animals: list[str]  # kinds to give or activate


class NangaParbatView(BaseView):
    breakdown: list[dict[str, int]]  # per seat: scoring part -> points
    area_scoring: bool
    first: int
    turn: int  # the seat whose turn it is
    turns: int  # turns completed
    phase: Phase
    decision: dict[str, Any]  # the decision now, as a message (Msg.to_json: id and arguments)
    mountain: list[str]  # section -> its piece
    guide: int | None
    stock: list[int]
    camps: list[int]
    cubes: list[int]
    removed: list[int]
    boards: list[dict[str, list[int]]]  # per seat: animal -> [ready, activated]
    discard: dict[str, int]
    chart: list[list[int | None]]
    pending: ActivationPending | ClaimPending | None
    end_reason: str | None
    last_turn: LastTurn | None  # what the current (or just finished) turn changed
    targets: NotRequired[Targets]  # only in the view of a seat that is to act
