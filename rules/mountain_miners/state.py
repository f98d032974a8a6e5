"""The shape of a Mountain Miners state (plain JSON, described as TypedDicts for the type checker),
and what one ``apply`` produces besides the state.

State layout (JSON only):

* ``n``: the grid size; ``board``: ``n*n`` cells (index ``y*n + x``), each a tile or ``None``;
* a tile is ``{"id", "icons": [kind, ...]}`` (one icon in the base game; 1 to 4 with
  Gemshards, which adds ``"rot": 0..3``) plus ``"down": true`` while face down (Dark Tunnels);
* ``deck``: the face-down remainder of the pool (only Bomb refills draw from it);
* ``arrows``: ``[{"pos": 0..7, "dir": +1/-1, "step": 1/2/4}]`` and one shared ``locked`` flag;
* ``coll``: per seat, collected tiles: a tile plus ``"act"`` (index of its active icon, absent
  means 0) and ``"as"`` (the gem pile a Wildcard or Multiplier was assigned to, absent until
  then), ``"secret"`` for a quick-start tile kept in hand;
* ``discard``: used action tiles; ``removed``: tiles out of the game (bombed, discarded piles);
* ``known``: per seat, ids of face-down tiles that seat has looked at (Dark Tunnels);
* ``turn``: whose turn and which decision of it: ``phase`` is ``"pre"`` (play an action or
  grab), ``"grab"``, ``"post"`` (play an action or end the turn), ``"sub"`` (a choice inside an
  action, described by ``sub``), ``"info"`` (Dark Tunnels end-of-turn look) or ``"arrow_start"``
  (quick-start twist: the start player places the arrow); ``grabs`` left, ``pre``/``post``
  windows used, ``used`` = actions played this turn;
* ``move``: actions applied so far; ``over``; ``stall``: turns in a row without a grab.

Types only: a state stays a plain JSON dict at run time; the engine is a ``Game[MinersState]``,
like every other game, so mypy checks each key the rules read or write.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from rules.base import BaseState, Event
from rules.text import Msg

# A tile, on the board or collected. ``as`` is a Python keyword, hence the functional form.
Tile = TypedDict(
    "Tile",
    {
        "id": int,
        "icons": list[str],  # one kind in the base game; 1 to 4 sections with Gemshards
        "rot": NotRequired[int],  # quarter turns clockwise (Gemshards)
        "down": NotRequired[bool],  # face down on the board (Dark Tunnels)
        "act": NotRequired[int],  # collected: index of the active section (absent: 0)
        "as": NotRequired[str],  # collected Wildcard or Multiplier: the gem pile it joined
        "secret": NotRequired[bool],  # a quick-start tile kept in hand
    },
)


class Arrow(TypedDict):
    pos: int  # 0..7, N clockwise
    dir: int  # +1 clockwise, -1 anticlockwise
    step: int  # eighths of a turn per rotation: 1, 2 or 4


class Sub(TypedDict):
    """A choice inside an action (``turn["phase"] == "sub"``): ``kind`` is the action (or
    "section"/"assign" for a tile just received), ``then`` the phase after it; the other keys are
    the choices made so far in a several-step action."""

    kind: str
    then: str
    window: NotRequired[str]  # "pre" or "post": where the action was played
    a: NotRequired[int]  # Swap: the first cell
    victim: NotRequired[int]  # Steal: the player stolen from
    tile: NotRequired[int]  # the collected tile concerned (section, assign, Rotate Grabbed)
    what: NotRequired[str]  # assign: the kind being assigned
    choices: NotRequired[list[int]]  # section: the section indexes to choose from
    mode: NotRequired[str]  # Lightbulb: "study" or "show"
    left: NotRequired[int]  # Lightbulb: lines still to choose
    src: NotRequired[int | None]  # Ransack: the flipped cell; Rumble: the tile being moved
    cell: NotRequired[int]  # Rotate Board: the tile to turn
    moved: NotRequired[list[int]]  # Rumble: ids of the tiles moved so far


class Turn(TypedDict):
    seat: int
    phase: str  # pre, grab, post, sub, info, arrow_start, end, over
    grabs: int  # grabs left
    grabbed: int
    pre: bool  # the action window before the grab was used
    post: bool  # the action window after the grab was used
    used: int  # actions played this turn
    sub: Sub | None
    got: NotRequired[list[int]]  # ids collected this turn (when those may not be played at once)
    info: NotRequired[str]  # Dark Tunnels end-of-turn step: "peek" or "reveal"


class LastTurn(TypedDict):
    """What the turn being played (or the last one) changed in public, for the board's marks."""

    seat: int
    cells: dict[str, str]  # cell index -> "taken", "placed" or "changed"
    arrows: bool
    gained: list[int]
    lost: list[int]
    closed: bool


class MinersState(BaseState):
    n: int  # grid size; cell index y * n + x
    board: list[Tile | None]
    deck: list[Tile]  # face-down remainder of the pool (Bomb refills draw from it)
    arrows: list[Arrow]
    locked: bool
    coll: list[list[Tile]]  # per seat, collected tiles
    discard: list[Tile]  # action tiles played
    removed: list[Tile]  # out of the game (bombed, Artefact)
    known: list[list[int]]  # per seat, ids of face-down tiles it has looked at
    refill: list[int]  # cells a Bomb emptied, refilled by the next player
    stall: int  # turns in a row without a grab
    start_seat: int
    move: int
    pool_size: int
    turn: Turn
    fresh: NotRequired[list[int]]  # ids of tiles hidden until this move (greedy AI)
    last_turn: NotRequired[LastTurn]


def current_sub(state: MinersState) -> Sub:
    """The action being resolved; only called while the turn is in its "sub" phase."""
    sub = state["turn"]["sub"]
    assert sub is not None, "no action is being resolved"
    return sub


class Ctx:
    """What one ``apply`` produces besides the state: events, seats with private news, irreversibility."""

    __slots__ = ("events", "hidden", "irreversible")

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.hidden: set[int] = set()
        self.irreversible = False

    def say(self, text: Msg, seat: int | None = None) -> None:
        self.events.append(Event(text, seat))


def tile_at(state: MinersState, index: int) -> Tile:
    """The tile on cell ``index``, which the caller knows to be occupied."""
    tile = state["board"][index]
    assert tile is not None, f"cell {index} is empty"
    return tile
