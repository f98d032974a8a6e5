"""The mountain: its square grid of cells, the arrows at its corners and edges, and the frames of the
last turn."""

from __future__ import annotations

import math
from typing import Any

from PIL import ImageDraw

from render import theme
from render.chat_layout import (
    LAST_TURN,
    MEDIUM,
    SMALL,
    dashed_polygon,
    last_turn_polygon,
)
from render.mountain_miners.gems import _action_key, draw_gem
from render.mountain_miners.look import (
    ACTION_CELL,
    DOWN_FILL,
    EMPTY_EDGE,
    EMPTY_FILL,
    FACING_EDGE,
    FACING_FILL,
    MARGIN,
    SEEN_EDGE,
    STONE,
    STONE_EDGE,
    TILE,
    Box,
    _bounds,
)
from render.theme import ACCENT, TEXT_DIM, text
from rules.mountain_miners.engine import (
    ACTIONS,
    POSITIONS,
    SHARD_LAYOUTS,
    facing_quadrants,
)
from rules.mountain_miners.geometry import COLUMN_LETTERS


class SquareGeometry:
    """Where the square grid's cells are: cell ``index`` is (x, y) = (index % n, index // n)."""

    def __init__(self, n: int, left: float, top: float, tile: float) -> None:
        self.n, self.left, self.top, self.tile = n, left, top, tile
        self.right = left + n * tile
        self.bottom = top + n * tile

    def box(self, index: int, inset: float = 1.5) -> Box:
        x, y = index % self.n, index // self.n
        x0, y0 = self.left + x * self.tile, self.top + y * self.tile
        return (x0 + inset, y0 + inset, x0 + self.tile - inset, y0 + self.tile - inset)

    def square(self, index: int, inset: float = 1.5) -> list[tuple[float, float]]:
        x0, y0, x1, y1 = self.box(index, inset)
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]

    def quarter(self, index: int, q: int, inset: float = 1.5) -> Box:
        """Section q of a cell (0 N: top left, 1 E: top right, 2 S: bottom right, 3 W: bottom left)."""
        x0, y0, x1, y1 = self.box(index, 1.5)
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        left, top = q in (0, 3), q in (0, 1)
        bx0, bx1 = (x0, mx) if left else (mx, x1)
        by0, by1 = (y0, my) if top else (my, y1)
        return (bx0 + inset, by0 + inset, bx1 - inset, by1 - inset)


def mountain_geometry(view: dict[str, Any]) -> SquareGeometry:
    n = view["n"]
    return SquareGeometry(n, MARGIN, MARGIN, TILE.get(n, TILE[7]))


# Where an arrow at position p stands: the corner (dx, dy in -1, 1) or edge it faces, as the
# diamond's N corner is the grid's top-left corner (see the module's docstring).
CORNERS = {0: (-1, -1), 2: (1, -1), 4: (1, 1), 6: (-1, 1)}
EDGES = {1: (0, -1), 3: (1, 0), 5: (0, 1), 7: (-1, 0)}
ARROW_LONG = 34  # an arrow's length (tip to base) and its width: 16 px as shown
ARROW_WIDE = 34
CORNER_LONG = 32  # a corner's arrow, along the diagonal: its box is still 34 px square


def _arrow_shape(geo: SquareGeometry, p: int) -> list[tuple[float, float]]:
    """The arrowhead polygon (tip first) of an arrow at position ``p``, in the margin, its tip
    at the corner or edge it faces."""
    if p in CORNERS:
        dx, dy = CORNERS[p]
        tip = (geo.left if dx < 0 else geo.right, geo.top if dy < 0 else geo.bottom)
        tip = (tip[0] + dx * 2, tip[1] + dy * 2)
        ux, uy = dx * math.sqrt(0.5), dy * math.sqrt(0.5)
        long = CORNER_LONG
    else:
        dx, dy = EDGES[p]
        n, t = geo.n, geo.tile
        along = (n // 2) * t  # a grid line in the edge's middle: clear of the letters and numbers
        if dy:
            tip = (geo.left + along, (geo.top - 3) if dy < 0 else (geo.bottom + 3))
        else:
            tip = ((geo.left - 3) if dx < 0 else (geo.right + 3), geo.top + along)
        ux, uy = float(dx), float(dy)
        long = ARROW_LONG
    px, py = -uy, ux
    bx, by = tip[0] + ux * long, tip[1] + uy * long
    half = ARROW_WIDE / 2
    return [tip, (bx + px * half, by + py * half), (bx - px * half, by - py * half)]


def _draw_arrows(d: ImageDraw.ImageDraw, view: dict[str, Any], geo: SquareGeometry) -> None:
    """Each arrow (two on one position drawn once: they take the same layer), grey when locked;
    framed white when the last turn moved it."""
    moved = bool((view.get("last_turn") or {}).get("arrows"))
    fill = (150, 150, 160) if view["locked"] else ACCENT
    for p in sorted({arrow["pos"] for arrow in view["arrows"]}):
        shape = _arrow_shape(geo, p)
        d.polygon(shape, fill=fill, outline=LAST_TURN if moved else (40, 30, 0), width=3 if moved else 1)
        box = _bounds(shape)
        theme.symbol(d, box, f"arrow at {POSITIONS[p]}")
        if moved:
            theme.frame(d, box, "last turn")


def _coordinates(d: ImageDraw.ImageDraw, geo: SquareGeometry) -> None:
    """The column letters above the grid and the row numbers left of it."""
    for i in range(geo.n):
        middle = geo.left + (i + 0.5) * geo.tile
        text(d, (middle, geo.top - MARGIN / 2), COLUMN_LETTERS[i], size=SMALL, color=TEXT_DIM, bold=True, anchor="mm")
        middle = geo.top + (i + 0.5) * geo.tile
        text(d, (geo.left - MARGIN / 2, middle), str(i + 1), size=SMALL, color=TEXT_DIM, bold=True, anchor="mm")


def _draw_cell(
    d: ImageDraw.ImageDraw,
    geo: SquareGeometry,
    index: int,
    tile: dict[str, Any],
    facing: set[int],
    seen: bool,
    lit: set[int],
) -> list[str]:
    """One face-up (or seen) tile; returns the kinds it shows (for the legend). A whole tile shows
    its gem (with its value) or its action's letter; a split tile one icon a section, the sections
    a grab would take now lit."""
    x0, y0, x1, y1 = geo.box(index)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    icons = tile["icons"]
    if len(icons) == 1:
        kind = icons[0]
        d.rectangle((x0, y0, x1, y1), fill=ACTION_CELL if kind in ACTIONS else STONE, outline=STONE_EDGE)
        r = geo.tile * 0.3
        if kind in ACTIONS:
            _action_key(d, kind, cx, cy, r * 1.2, inner=r * 0.8, meaning="action key")
        else:
            with theme.panel(d, (cx - r, cy - r, cx + r, cy + r), kind, "symbol", "gem"):
                draw_gem(d, kind, cx, cy, r)
    else:
        layout = SHARD_LAYOUTS[len(icons)]
        rot = tile.get("rot", 0)
        d.rectangle((x0, y0, x1, y1), fill=STONE, outline=STONE_EDGE)
        for q in range(4):
            icon = icons[layout[(q - rot) % 4]]
            box = geo.quarter(index, q)
            if q in facing:
                d.rectangle(box, fill=FACING_FILL, outline=FACING_EDGE, width=2)
                theme.frame(d, box, "facing")
                lit.add(index)
            qx, qy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            # the recorded box: the section (at least MARK px), which its neighbours' never overlap
            half = (box[2] - box[0]) / 2
            core = geo.quarter(index, q, inset=0)
            if icon in ACTIONS:
                _action_key(d, icon, qx, qy, half + 1, box=core)
            else:
                with theme.panel(d, core, icon, kind="symbol", meaning="gem"):
                    draw_gem(d, icon, qx, qy, half - 1, label=False)
        d.line((cx, y0, cx, y1), fill=STONE_EDGE, width=1)
        d.line((x0, cy, x1, cy), fill=STONE_EDGE, width=1)
    if seen:
        d.rectangle(geo.box(index, 4), outline=SEEN_EDGE, width=3)
        theme.frame(d, geo.box(index, 4), "seen")
    return list(icons)


def _draw_mountain(d: ImageDraw.ImageDraw, view: dict[str, Any], geo: SquareGeometry) -> dict[str, Any]:
    """The grid, its marks and arrows; returns what it shows (for the legend)."""
    last = view.get("last_turn") or {}
    marks = {index: kind for index, kind in last.get("cells", [])}
    facing = {q for a in view["arrows"] for q in facing_quadrants(a["pos"])}
    shown: list[str] = []
    lit: set[int] = set()  # the cells with a lit section
    down = seen = False
    for index, cell in enumerate(view["board"]):
        if cell is None:
            d.rectangle(geo.box(index), fill=EMPTY_FILL, outline=EMPTY_EDGE)
        elif cell.get("down"):
            down = True
            if cell.get("seen"):
                seen = True
                shown += _draw_cell(d, geo, index, cell["seen"], facing, seen=True, lit=lit)
            else:
                x0, y0, x1, y1 = geo.box(index)
                d.rectangle((x0, y0, x1, y1), fill=DOWN_FILL, outline=STONE_EDGE)
                text(d, ((x0 + x1) / 2, (y0 + y1) / 2), "?", size=MEDIUM, color=(150, 138, 120), bold=True, anchor="mm")
        else:
            shown += _draw_cell(d, geo, index, cell, facing, seen=False, lit=lit)
    for index, kind in marks.items():
        if kind == "taken":
            dashed_polygon(d, geo.square(index, 5), LAST_TURN, width=4)
            theme.frame(d, geo.box(index, 5), "taken")
        else:
            last_turn_polygon(d, geo.square(index, 4))
            theme.frame(d, geo.box(index, 4), "last turn")
    for index in view.get("targets") or []:
        d.rectangle(geo.box(index, 2), outline=ACCENT, width=5)
        theme.frame(d, geo.box(index, 2), "targets")
    _coordinates(d, geo)
    _draw_arrows(d, view, geo)
    return {
        "shown": shown,
        "lit": bool(lit),
        "down": down,
        "seen": seen,
        "solid": any(kind != "taken" for kind in marks.values()) or bool(last.get("arrows")),
        "taken": any(kind == "taken" for kind in marks.values()),
    }
