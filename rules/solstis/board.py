"""Solstis components, mountain geometry and scoring (pure functions over JSON panoramas).

A panorama is ``{"cells": {cell: "L"|"R"}, "spirits": [[spirit, anchor], ...],
"fireflies": [anchor, ...], "evil": cell|None}``; a cell id is ``"row-col"`` and a Land tile's
id is the id of the one cell it may sit on.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules.text import Msg, msg

if TYPE_CHECKING:  # rules.solstis.state imports nothing of this module's; the guard keeps it that way
    from rules.solstis.state import Panorama

DATA: dict[str, Any] = json.loads((Path(__file__).resolve().parents[2] / "data" / "solstis.json").read_text())

# ---------------------------------------------------------------- constants from data/solstis.json
ROWS = DATA["rows"]
FIRE_WEIGHT: dict[str, float] = {cell: float(w) for cell, w in DATA["fire_weight"].items()}
RAINBOWS: int = DATA["rainbows"]
FIREFLIES: int = DATA["fireflies"]
DISPLAY_SLOTS: int = DATA["display_slots"]
HAND_SIZE: int = DATA["hand_size"]
BEAR_HAND_SIZE: int = DATA["bear_hand_size"]
FIREFLY_WIN: int = DATA["firefly_win"]
SPIRIT_DRAW: int = DATA["spirit_draw"]
SPIRITS: dict[str, dict[str, Any]] = {s["id"]: s for s in DATA["spirits"]}
EVIL = DATA["evil"]["id"]
SPIRIT_NAMES: dict[str, str] = {**{k: v["name"] for k, v in SPIRITS.items()}, EVIL: DATA["evil"]["name"]}

_A = DATA["assumptions"]
FIRST_PLAYER = _A["first_player"]  # ASSUMPTION: "random" or a seat
FIRST_RAINBOW_ANYWHERE: bool = _A["first_rainbow_anywhere"]
RAINBOW_WITHOUT_CELL: str = _A["rainbow_without_cell"]  # ASSUMPTION: "supply" | "lost"
LINE_SPIRIT_CHOICE: str = _A["line_spirit_choice"]  # IMPL: "any" | "newest"
OVERLAPPING_SQUARES: bool = _A["overlapping_squares"]  # IMPL: True
EXHAUSTED_REWARD: str = _A["exhausted_reward"]  # ASSUMPTION: "skip" (the only behaviour)
LARGEST_AREA_BY: str = _A["largest_area_by"]  # ASSUMPTION: "land" | "cells"
COW_AREA_INDEX: int = _A["cow_area_index"]  # ASSUMPTION: 1
TIE: str = _A["tie"]  # ASSUMPTION: "shared"
FOX_FORCED_UNPLAYABLE: str = _A["fox_forced_unplayable"]  # IMPL: "pass"
SHORT_SPIRIT_DRAW: str = _A["short_spirit_draw"]  # ADDED ASSUMPTION
FIREFLIES_WHEN_NO_SPIRIT: bool = _A["fireflies_when_no_spirit"]  # ADDED ASSUMPTION
EVIL_WITHOUT_CELL: str = _A["evil_without_cell"]  # ADDED ASSUMPTION: "leaves_game"
COVERED_SQUIRREL_ACTS: bool = _A["covered_squirrel_acts"]  # ADDED ASSUMPTION
FORCED_TILE_GONE: str = _A["forced_tile_gone"]  # ADDED ASSUMPTION: "ignored"

# Values the engine supports for each choice (a data edit to anything else fails at import).
_SUPPORTED = {
    "rainbow_without_cell": ("supply", "lost"),
    "line_spirit_choice": ("any", "newest"),
    "exhausted_reward": ("skip",),
    "largest_area_by": ("land", "cells"),
    "tie": ("shared",),
    "fox_forced_unplayable": ("pass",),
    "short_spirit_draw": ("keep_what_is_there",),
    "evil_without_cell": ("leaves_game",),
    "forced_tile_gone": ("ignored", "pass"),
}
for _key, _values in _SUPPORTED.items():
    if _A[_key] not in _values:
        raise ValueError(f"data/solstis.json: assumption {_key}={_A[_key]!r} is not one of {_values}")

# ---------------------------------------------------------------- geometry
COLOUR: dict[int, str] = {r["row"]: r["colour"] for r in ROWS}
RGB: dict[int, tuple[int, int, int]] = {r["row"]: tuple(r["rgb"]) for r in ROWS}
CELLS: list[str] = [f"{r['row']}-{c}" for r in ROWS for c in range(r["first"], r["last"] + 1)]
CELL_SET = frozenset(CELLS)
RC: dict[str, tuple[int, int]] = {c: (int(c.split("-")[0]), int(c.split("-")[1])) for c in CELLS}
ROW_OF: dict[str, int] = {c: rc[0] for c, rc in RC.items()}
COL_OF: dict[str, int] = {c: rc[1] for c, rc in RC.items()}
NEIGHBOURS: dict[str, tuple[str, ...]] = {
    c: tuple(n for n in (f"{r + 1}-{k}", f"{r - 1}-{k}", f"{r}-{k + 1}", f"{r}-{k - 1}") if n in CELL_SET)
    for c, (r, k) in RC.items()
}
# Manhattan distance between any two cells (the evaluation measures detached areas by it, often).
DISTANCE: dict[str, dict[str, int]] = {
    a: {b: abs(ra - rb) + abs(ka - kb) for b, (rb, kb) in RC.items()} for a, (ra, ka) in RC.items()
}
# A square is named by its anchor, the bottom-left cell.
SQUARES: dict[str, tuple[str, str, str, str]] = {}
for _c, (_r, _k) in RC.items():
    _cells = (_c, f"{_r}-{_k + 1}", f"{_r + 1}-{_k}", f"{_r + 1}-{_k + 1}")
    if all(x in CELL_SET for x in _cells):
        SQUARES[_c] = _cells
SQUARES_OF: dict[str, tuple[str, ...]] = {c: tuple(a for a, cs in SQUARES.items() if c in cs) for c in CELLS}
BOTTOM_ROW = 1

assert len(CELLS) == 48


# What a player reads comes from the catalogue (lang/locales/*/solstis.ftl): a Land tile (and the
# cell it belongs on) is named by its row's colour and its number, a spirit by its key. Built once:
# action labels name tiles in the search's hot path.
TILE_MSG: dict[str, Msg] = {cell: msg(f"solstis-tile-{COLOUR[row]}", number=col) for cell, (row, col) in RC.items()}
SPIRIT_MSG: dict[str, Msg] = {key: msg(f"solstis-spirit-{key}") for key in SPIRIT_NAMES}
SPIRIT_TEXT_MSG: dict[str, Msg] = {key: msg(f"solstis-spirit-{key}-text") for key in SPIRIT_NAMES}


def tile_msg(tile: str) -> Msg:
    """A Land tile's name ("red 5"), or the name of the cell it belongs on."""
    return TILE_MSG[tile]


def spirit_msg(spirit: str) -> Msg:
    """A spirit's name ("Fish", "Evil Spirit")."""
    return SPIRIT_MSG[spirit]


def spirit_text_msg(spirit: str) -> Msg:
    """What a spirit does, in a few words."""
    return SPIRIT_TEXT_MSG[spirit]


def matches(t: str, u: str) -> bool:
    return ROW_OF[t] == ROW_OF[u] or COL_OF[t] == COL_OF[u]


def spirit_name(spirit: str) -> str:
    """The spirit's name in data/solstis.json: a reference (the layout record labels tokens with it),
    never shown to a player (see :func:`spirit_msg`)."""
    return SPIRIT_NAMES[spirit]


def is_plain(spirit: str) -> bool:
    return SPIRITS.get(spirit, {}).get("background") == "plain"


def is_blue(spirit: str) -> bool:
    return SPIRITS.get(spirit, {}).get("background") == "blue"


def spirits_for(variant: str) -> list[str]:
    """The spirit deck of a variant: base 15, Discovery 14 (no Evil), Firefly 19."""
    ids = [
        k for k, s in SPIRITS.items() if s["module"] == "base" or (variant == "firefly" and s["module"] == "firefly")
    ]
    if variant != "discovery":
        ids.append(EVIL)
    return ids


def new_panorama() -> Panorama:
    return {"cells": {}, "spirits": [], "fireflies": [], "evil": None}


def covered_cells(pan: Panorama) -> set[str]:
    out: set[str] = set()
    for _, anchor in pan["spirits"]:
        out.update(SQUARES[anchor])
    for anchor in pan["fireflies"]:
        out.update(SQUARES[anchor])
    return out


def is_blocked(pan: Panorama, cell: str) -> bool:
    """A covered cell holding a rainbow, or the cell under the (Firefly) Evil Spirit."""
    if pan["evil"] == cell:
        return True
    return pan["cells"].get(cell) == "R" and cell in covered_cells(pan)


def rainbow_cells(pan: Panorama) -> list[str]:
    """Cells where a rainbow (or the Firefly Evil Spirit) may go: empty, unblocked, next to an occupied cell."""
    cells = pan["cells"]
    if not cells:
        return [c for c in CELLS if c != pan["evil"]] if FIRST_RAINBOW_ANYWHERE else []
    out = []
    for c in CELLS:
        if c in cells or c == pan["evil"]:
            continue
        if any(n in cells for n in NEIGHBOURS[c]):
            out.append(c)
    return out


def areas(cells: dict[str, str]) -> list[list[str]]:
    """Connected components (orthogonal) of occupied cells; rainbows belong to areas."""
    seen: set[str] = set()
    out = []
    for start in cells:
        if start in seen:
            continue
        seen.add(start)
        stack = [start]
        comp = []
        while stack:
            c = stack.pop()
            comp.append(c)
            for n in NEIGHBOURS[c]:
                if n in cells and n not in seen:
                    seen.add(n)
                    stack.append(n)
        out.append(comp)
    return out


def isolated_tiles(pan: Panorama) -> list[str]:
    """Land tiles with no occupied orthogonal neighbour (Viper targets)."""
    cells = pan["cells"]
    return sorted(
        (c for c, kind in cells.items() if kind == "L" and not any(n in cells for n in NEIGHBOURS[c])),
        key=RC.__getitem__,
    )


def score_panorama(
    pan: Panorama, covered_spirit: str | None = None, comps: list[list[str]] | None = None
) -> dict[str, int]:
    """The spec's formula: largest + lit + spirits + bonus + fireflies_lit (1.6).

    ``comps``: the panorama's ``areas``, when the caller has already found them.
    """
    cells = pan["cells"]
    if comps is None:
        comps = areas(cells)
    land_counts = []
    bottom_of: dict[str, bool] = {}
    best_cells = -1
    best_land_by_cells = 0
    for comp in comps:
        land = sum(1 for c in comp if cells[c] == "L")
        land_counts.append(land)
        bottom = any(ROW_OF[c] == BOTTOM_ROW for c in comp)
        for c in comp:
            bottom_of[c] = bottom
        if len(comp) > best_cells or (len(comp) == best_cells and land > best_land_by_cells):
            best_cells, best_land_by_cells = len(comp), land
    land_counts.sort(reverse=True)
    if LARGEST_AREA_BY == "cells":
        largest = best_land_by_cells if comps else 0
    else:
        largest = land_counts[0] if land_counts else 0
    lit_w = unlit_w = 0.0
    for c, w in FIRE_WEIGHT.items():
        if cells.get(c) == "L":
            if bottom_of[c]:
                lit_w += w
            else:
                unlit_w += w
    lit = math.floor(lit_w + 1e-9)
    unlit = math.floor(unlit_w + 1e-9)
    owned = [s for s, _ in pan["spirits"] if s != covered_spirit]
    plain = sum(1 for s in owned if is_plain(s))
    blue = sum(1 for s in owned if is_blue(s))
    rainbows = sum(1 for k in cells.values() if k == "R")
    bonus = 0
    for s in owned:
        if s == "bee":
            bonus += plain
        elif s == "bird":
            bonus += blue - 1
        elif s == "frog":
            bonus += rainbows
        elif s == "moth":
            bonus += lit
        elif s == "ladybug":
            bonus += unlit
        elif s == "wolf":
            bonus += len(comps)
        elif s == "cow":
            bonus += land_counts[COW_AREA_INDEX] if len(land_counts) > COW_AREA_INDEX else 0
        elif s == "phoenix":
            bonus += len(pan["fireflies"])
    fireflies_lit = sum(1 for a in pan["fireflies"] if bottom_of.get(a))
    total = largest + lit + len(owned) + bonus + fireflies_lit
    return {
        "largest": largest,
        "fires": lit,
        "spirits": len(owned),
        "bonus": bonus,
        "fireflies": fireflies_lit,
        "total": total,
    }
