"""The shape of a Sheherazade state, for mypy: what each key holds and when it may be empty.

Types only: a state stays a plain JSON dict at run time. Tile ids are strings (``U03``, ``D12``);
stacks are named by letter (``U``, ``M``, ``L`` for the Island rows, ``D`` for Dream).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from rules.base import BaseState

# Whose decision and of what kind (the engine's docstring describes each).
Phase = Literal["stack", "hide", "take", "place", "name", "over"]


class Board(TypedDict):
    """One seat's island."""

    grid: list[list[str | None]]  # a row per Island stack (ROW_STACK order), a column per slot
    dream: list[str | None]  # the Dream slots
    flipped: list[str]  # tiles turned Genie side up by a third Magic Lamp
    lamps: list[str]  # visible Magic Lamp tiles, oldest first


class LastPlacement(TypedDict):
    seat: int
    tile: str


class LastTurn(TypedDict):
    """One player's run of decisions, from public facts only (what the board outlines)."""

    seat: int
    stack: str | None  # the stack drawn from, if any
    placed: list[list[Any]]  # [seat, tile]: the last tile of a round may go to another player
    flipped: list[list[Any]]  # [seat, tile]
    discarded: list[str]


class SheherazadeState(BaseState):
    move: int
    round: int  # 1..ROUNDS
    lookout: int
    current: int  # the seat to decide
    phase: Phase
    stacks: dict[str, list[str]]  # stack letter -> tiles, top first
    out: list[str]  # tiles set aside at set-up, unseen by all
    offer: list[str]  # tiles face up to take
    drawn: list[str]  # 2 players: the Lookout's secret draw, before hiding one
    secret: str | None  # 2 players: the face-down tile
    secret_stack: str | None  # ... and its stack, which everyone knows
    holding: str | None  # the tile taken and not yet placed
    picked: list[int]  # seats that took a tile this round
    discard: list[str]  # tiles discarded face up
    boards: list[Board]
    last: LastPlacement | None
    last_turn: NotRequired[LastTurn]  # absent until the first decision
