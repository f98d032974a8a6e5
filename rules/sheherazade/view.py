"""The shape of a Sheherazade view, for mypy and for the renderer: every key ``GAME.view`` puts in it.

Types only: a view stays a plain JSON dict at run time. A seat's view adds what it knows besides
(``private``: the Lookout's secret draw) and, while it is to act, what it may choose (``legal``).
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from rules.base import BaseView
from rules.sheherazade.state import Board, LastPlacement, LastTurn, Phase


class Private(TypedDict):
    """What one seat knows beyond the public view: as the Lookout, the tiles it drew and hid."""

    drawn: NotRequired[list[str]]
    secret: NotRequired[str]


class PlaceTargets(TypedDict):
    kind: Literal["place"]
    tile: str | None  # the tile held
    slots: list[list[int]]  # where it may go, as [row, column] (row: the Dream row too)


class NameTargets(TypedDict):
    kind: Literal["name"]
    seats: list[int]  # whom the seat may name


class ChoiceTargets(TypedDict):
    kind: Phase  # the other phases: the action ids' arguments to choose among
    targets: list[str]


class SheherazadeView(BaseView):
    players: int
    round: int
    rounds: int
    phase: Phase
    lookout: int
    current: int
    stacks: dict[str, int]  # stack letter -> tiles left
    offer: list[str]
    face_down: int  # face-down tiles in play (the Lookout's draw and the secret tile)
    face_down_stack: str | None
    holding: str | None
    picked: list[int]
    discard: list[str]
    boards: list[Board]
    dream_points: list[list[list[str | int]]]  # per seat: [tile, points] for each Dream tile
    palms: list[int]
    roc_egg: list[int]
    bandits: list[int]
    most_bandits: int
    characters: list[str]
    last: LastPlacement | None
    last_turn: LastTurn | None  # what the current (or just finished) turn changed
    stand_in_tiles: bool
    private: NotRequired[Private]  # a seat's view only
    legal: NotRequired[PlaceTargets | NameTargets | ChoiceTargets]  # a seat that is to act only
