"""The shape of a Mountain Miners view, for mypy and for the renderer: every key ``GAME.view``
(``views.view``) puts in it.

Types only: a view stays a plain JSON dict at run time. Face-down tiles are backs unless the seat
looked at them, and other players' secret tiles are backs while the game runs.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from rules.base import BaseView
from rules.mountain_miners.scoring import Tally
from rules.mountain_miners.state import Arrow


class Face(TypedDict):
    """A tile's face: its icons and its quarter turns."""

    icons: list[str]
    rot: int


class FaceDown(TypedDict):
    """A face-down tile on the mountain; ``seen``: its face, when this seat looked at it."""

    down: bool
    seen: NotRequired[Face]


class HiddenTile(TypedDict):
    """Another player's secret tile, while the game runs."""

    secret: bool


CollectedTile = TypedDict(
    "CollectedTile",
    {
        "icons": list[str],
        "act": int,  # the active section
        "as": str | None,  # the gem pile a Wildcard or Multiplier joined
        "secret": NotRequired[bool],  # a secret tile shown to its owner (or at the end)
    },
)


class PlayerView(Tally):
    """One player's collection: its tiles and their counts (a ``Tally``, secret tiles hidden from
    the others while the game runs)."""

    seat: int
    tiles: list[HiddenTile | CollectedTile]


class Standing(TypedDict):
    """One gem pile across the players: the counts, and who has the most and the fewest."""

    counts: list[int]
    hi: list[int]
    lo: list[int]


class TurnView(TypedDict):
    grabs: int
    grabbed: int
    pre: bool
    post: bool
    used: int


class LastTurnView(TypedDict):
    """The marks of the last (or current) turn: [cell, "taken" | "placed" | "changed"] by cell."""

    seat: int
    cells: list[list[int | str]]
    arrows: bool
    gained: list[int]
    lost: list[int]


class MinersView(BaseView):
    n: int  # grid size
    board: list[Face | FaceDown | None]  # by cell index y * n + x
    arrows: list[Arrow]
    locked: bool
    players: list[PlayerView]
    gems: list[str]
    standing: dict[str, Standing]  # gem -> its pile across the players
    deck: int
    discard: list[str]  # the kinds of the action tiles played
    removed: int
    current: int
    phase: str
    turn: TurnView
    sub: str | None  # the action being resolved
    refill: int
    last_turn: LastTurnView | None
    options: dict[str, Any]
    targets: list[int]  # cells to highlight for the acting seat's decision (empty for the others)
    prompt: dict[str, Any] | None  # the acting seat's decision, as a message (Msg.to_json)
