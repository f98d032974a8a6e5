"""The shape of a Solstis state, for mypy: what each key holds and when it may be empty.

Types only: a state stays a plain JSON dict at run time. A cell id is ``"row-col"``, and a Land
tile's id is the id of the one cell it may sit on; spirits are named by key (``"fox"``).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from rules.base import BaseState

# The decision open now (the engine's docstring lists them); "busy" while a handler runs, "over" at the end.
Phase = Literal[
    "play",
    "take",
    "rainbow",
    "square",
    "spirit",
    "keep",
    "deer",
    "beetle",
    "viper",
    "fox",
    "evil",
    "cover",
    "busy",
    "over",
]
# Where the turn machine (Solstis._advance) stands.
Step = Literal[
    "play",
    "squares",
    "choose_spirit",
    "effect",
    "fireflies",
    "evil",
    "refill",
    "end_cover",
    "end_squirrel",
    "end_score",
]


class Panorama(TypedDict):
    """One seat's mountain."""

    cells: dict[str, str]  # cell -> "L" (a Land tile) or "R" (a rainbow)
    spirits: list[list[str]]  # [spirit, anchor of the square it met on]
    fireflies: list[str]  # anchors of the squares holding a Firefly
    evil: str | None  # Firefly: the cell the Evil Spirit haunts


class DisplaySlot(TypedDict):
    up: str | None  # the face-up tile
    down: str | None  # the face-down tile beneath it, turned up when the top one is taken


class Turn(TypedDict):
    seat: int
    step: Step
    touched: list[str]  # cells of the seat's panorama filled this turn (squares)
    revealed: str | None  # the second-chance tile awaiting its capture choice
    square: str | None  # anchor of the square that meets the spirit
    met: str | None  # spirit met this turn
    evil_drawn: bool
    extra: bool  # Marmot: the seat plays again
    forced: str | None  # Fox-forced tile for this turn


class LastTurn(TypedDict):
    """What the current (or last) turn changed on the table, from public facts only."""

    seat: int
    placed: list[list[Any]]  # [owner seat, cell]
    removed: list[list[Any]]  # [owner seat, cell]
    spirits: list[list[Any]]  # [owner seat, spirit]
    evil: list[list[Any]]  # [owner seat, cell]
    fireflies: list[list[Any]]  # [owner seat, anchor]
    display: list[int]  # display slots whose face-up tile changed


class SolstisState(BaseState):
    move: int
    variant: str  # a key of engine.VARIANTS
    pile: list[str]
    display: list[DisplaySlot]
    hands: list[list[str]]
    bear: list[bool]  # whose hand size the Bear raised
    pan: list[Panorama]
    rainbows: int  # rainbows left in the supply
    fireflies: int  # Fireflies left in the supply
    deck: list[str]  # face-down spirits
    line: list[str]  # face-up spirits
    drawn: list[str]  # two spirits drawn, one to keep
    removed: list[str]  # Land tiles out of the game
    evil_holder: int | None  # base: the seat keeping the Evil Spirit in front of them
    evil_cover: str | None  # base, end: the spirit it covers
    evil_pending: bool  # Firefly: drawn this turn, to be placed in the rival's panorama
    evil_gone: bool  # Firefly: it found no cell and left the game
    forced: list[str | None]  # Fox: the tile each seat must play on its next turn
    pending_rainbows: int
    passes: int  # passes in a row; two end the game
    phase: Phase
    actor: int  # the seat to decide
    first: int
    winner: int | None  # Firefly: an instant win
    turn: Turn
    last_turn: NotRequired[LastTurn]  # absent until the first decision
