"""The shape of a Solstis view, for mypy and for the renderer: every key ``GAME.view`` puts in it.

Types only: a view stays a plain JSON dict at run time. A seat's view holds the public one and
what that seat knows besides (``SolstisPrivate``), its captures and its legal choices.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from rules.base import BaseView
from rules.solstis.state import LastTurn, Panorama, Phase


class DisplayView(TypedDict):
    up: str | None  # the face-up tile
    down: bool  # whether a face-down tile lies beneath it


class SolstisPrivate(TypedDict):
    """What one seat knows beyond the public view."""

    hand: list[str]
    drawn: NotRequired[list[str]]  # the two spirits it drew, while it chooses one
    rival_hand: NotRequired[list[str]]  # the Fox shows it the rival's hand
    must_play: str | None  # the tile the Fox forces it to play
    rival_must_play: str | None  # the tile the Fox forces the rival to play


class SolstisView(BaseView):
    breakdown: list[dict[str, int]]  # per seat: scoring part -> points
    variant: str
    phase: Phase
    actor: int | None  # the seat to decide; None once the game is over
    current: int  # the seat whose turn it is
    pile: int  # tiles left in the pile
    rainbows: int
    fireflies: int
    display: list[DisplayView]
    line: list[str]  # face-up spirits
    deck: int  # face-down spirits left
    drawn_count: int
    hand_counts: list[int]
    hand_sizes: list[int]
    panoramas: list[Panorama]
    evil_holder: int | None
    evil_cover: str | None
    evil_pending: bool
    revealed: str | None
    square: str | None
    removed: int
    forced: list[bool]  # per seat: whether a Fox-forced tile waits
    pending_rainbows: int
    last_turn: LastTurn | None  # what the current (or just finished) turn changed
    # A seat's view only (SolstisPrivate, then these):
    hand: NotRequired[list[str]]
    drawn: NotRequired[list[str]]
    rival_hand: NotRequired[list[str]]
    must_play: NotRequired[str | None]
    rival_must_play: NotRequired[str | None]
    captures: NotRequired[dict[str, list[str]]]  # tile in hand -> the cells it would capture
    legal: NotRequired[list[str]]  # the seat's legal action ids
    targets: NotRequired[list[str]]  # the cells those actions point at
