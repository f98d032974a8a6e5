"""Mountain Miners board images for the chat column: the mountain, then every player's piles.

``draw_all(view, names)`` gives two images, each at most 1000 px wide with no text under 22 px:
the mountain (arrows, deck and a legend of every code and mark on it) and the players (gem piles
with the most/fewest marks, action tiles by name, Trash, secret and shard tiles).
``draw(view, names)`` is the mountain alone (the replay GIF's frame).

Whose turn it is and every player's points are the turn post's text (``cogs.layout``: crisp at
the reader's font size, read by screen readers), so the mountain does not repeat them: it is the
board, its last turn's marks and their legend; a seat's own view adds its decision.

Every image draws any view: the public one, or a seat's, which adds the highlighted cells of its
current decision, its prompt, and the face-down tiles it has seen. The last turn's changes are
framed in white: cells a tile arrived on or that changed solid, cells a tile left dashed (a
face-down tile that was taken is marked as a place only: its face is never drawn).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import fonts, theme, words
from render.chat_layout import (
    LARGE,
    LAST_TURN,
    MEDIUM,
    SMALL,
    dashed_polygon,
    header,
    last_turn_polygon,
    legend_row,
    name_strip,
)
from render.theme import ACCENT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, text
from rules.mountain_miners.data import MULTIPLIER_FACTOR, kind_name, position_name, step_name
from rules.mountain_miners.engine import (
    ACTIONS,
    GEMS,
    POSITIONS,
    SHARD_LAYOUTS,
    TRASH_VALUE,
    facing_quadrants,
)
from rules.mountain_miners.geometry import COLUMN_LETTERS
from rules.text import Arg, ArgList, Msg, Seat, msg

WIDTH = 1000
# The diamond's height and width, by map size: as wide as the arrows at its E and W corners leave
# room for (a split tile's gems must show at least 16 px at 480 px, so the diamond takes
# the width and its cells grow; 6 x 6 cells of 67 px half-diagonal).
MOUNTAIN_SIZE = {5: 780, 6: 806, 7: 806}

# Gem look: fill colour and shape, so gems differ by both colour and outline (and show their value).
# The colours were searched (within CIELAB 28 of the first, plainer choice of each gem) so that every
# pair stays at least 20 apart under simulated deuteranopia, protanopia and tritanopia
# (Sapphire, Lapis and Amethyst had become one blue); tests/test_theme.py checks every pair.
GEM_LOOK: dict[str, tuple[tuple[int, int, int], str]] = {
    "ruby": ((171, 10, 20), "triangle"),
    "sapphire": ((0, 51, 205), "circle"),
    "emerald": ((9, 227, 109), "square"),
    "lapis": ((103, 48, 136), "pentagon"),
    "diamond": ((143, 176, 187), "rhombus"),
    "pearl": ((254, 255, 228), "ring"),
    "onyx": ((0, 4, 29), "octagon"),
    "amethyst": ((204, 140, 255), "hexagon"),
}
STONE = (104, 94, 84)
STONE_EDGE = (60, 54, 48)
FACING_FILL = (178, 160, 126)  # a split tile's section that a grab would take now (lighter than STONE)
# An action's gold: kept 20 apart from every gem's colour under the three simulations (the plainer
# (214, 170, 70) came within 13.6 of Emerald under protanopia).
ACTION_FILL = (216, 188, 48)
ACTION_CELL = (92, 76, 40)
DOWN_FILL = (58, 50, 44)
TRASH_FILL = (120, 110, 96)
EMPTY_EDGE = (62, 66, 78)
EMPTY_FILL = (38, 41, 50)  # an emptied cell: a hole in the mountain, darker than any tile
MOST_FILL = (34, 84, 120)  # the pile with the most of a gem (also marked by an up triangle)
FEWEST_FILL = (110, 52, 40)  # the pile with the fewest (also marked by a down triangle)
SEEN_EDGE = (120, 200, 255)

# Colours that tell two things apart (checked under colour-blindness simulation by tests/test_theme.py);
# the most/fewest piles also carry an up or down triangle.
MEANINGFUL_COLOUR_PAIRS = (
    [
        ("Mountain Miners most vs fewest pile", MOST_FILL, FEWEST_FILL),
        ("Mountain Miners most pile vs plain pile", MOST_FILL, PANEL),
        ("Mountain Miners fewest pile vs plain pile", FEWEST_FILL, PANEL),
        ("Mountain Miners target frame vs last-turn frame", ACCENT, theme.LAST_TURN),
        ("Mountain Miners seen frame vs target frame", SEEN_EDGE, ACCENT),
        ("Mountain Miners seen frame vs last-turn frame", SEEN_EDGE, theme.LAST_TURN),
        ("Mountain Miners section a grab takes vs the rest of its tile", FACING_FILL, STONE),
    ]
    + [(f"Mountain Miners action vs {gem}", ACTION_FILL, colour) for gem, (colour, _) in GEM_LOOK.items()]
    + [
        (f"Mountain Miners {a} vs {b}", GEM_LOOK[a][0], GEM_LOOK[b][0])
        for i, a in enumerate(GEM_LOOK)
        for b in list(GEM_LOOK)[i + 1 :]
    ]
)


def _polygon(sides: int, cx: float, cy: float, r: float, rotation: float = -90.0) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(math.radians(rotation + 360 * i / sides)),
            cy + r * math.sin(math.radians(rotation + 360 * i / sides)),
        )
        for i in range(sides)
    ]


def action_code(kind: str) -> str:
    """The short code an action shows where its name does not fit (each image that shows a code
    also shows its legend), in the drawing's language."""
    return words.t(f"mm-code-{kind.replace('_', '-')}")


def _fit(message: Msg, size: int, max_width: float, bold: bool = False) -> str:
    """``message`` in the drawing's language within ``max_width`` px: the names in it (seats, and
    string arguments or lists of them, which in these drawings are names) are shortened, never its
    words."""
    full = words.say(message)
    if theme.text_width(full, size, bold) <= max_width:
        return full
    speaker = words.current()

    def name_of(value: Arg) -> Arg:
        return speaker.name(value.seat) if isinstance(value, Seat) else value

    named: dict[str, Arg] = {
        key: ArgList(tuple(name_of(item) for item in value.items)) if isinstance(value, ArgList) else name_of(value)
        for key, value in message.args.items()
        if isinstance(value, (str, Seat, ArgList))
    }
    count = sum(len(value.items) if isinstance(value, ArgList) else 1 for value in named.values())
    if not count:
        return theme.fit_text(full, size, max_width, bold)

    def blank(value: Arg) -> Arg:
        return ArgList(tuple("" for _ in value.items)) if isinstance(value, ArgList) else ""

    bare = words.say(Msg(message.id, {**message.args, **{key: blank(value) for key, value in named.items()}}))
    room = max(0.0, (max_width - theme.text_width(bare, size, bold)) / count)

    def shorten(value: Arg) -> Arg:
        if isinstance(value, ArgList):
            return ArgList(tuple(shorten(item) for item in value.items))
        return theme.fit_text(theme.isolate(theme.visible(str(value))), size, room, bold)

    fitted = {key: shorten(value) for key, value in named.items()}
    return theme.fit_text(words.say(Msg(message.id, {**message.args, **fitted})), size, max_width, bold)


def draw_gem(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, label: bool = True) -> None:
    """A gem icon: coloured shape with its value when ``label`` (text is never under 22 px, so a
    small icon goes without: its shape and colour name it, the legend gives the value)."""
    label = label and r >= 17
    if kind in GEM_LOOK:
        fill, shape = GEM_LOOK[kind]
        outline = (235, 235, 240) if kind == "onyx" else (20, 20, 24)
        if shape == "circle" or shape == "ring":
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=2)
            if shape == "ring":
                draw.ellipse(
                    (cx - r * 0.55, cy - r * 0.55, cx + r * 0.55, cy + r * 0.55), outline=(170, 150, 120), width=2
                )
        else:
            sides, rot = {
                "triangle": (3, -90),
                "square": (4, -45),
                "pentagon": (5, -90),
                "rhombus": (4, -90),
                "octagon": (8, -22.5),
                "hexagon": (6, 0),
            }[shape]
            scale = 1.2 if shape == "triangle" else 1.0
            draw.polygon(
                _polygon(sides, cx, cy + (r * 0.2 if shape == "triangle" else 0), r * scale, rot),
                fill=fill,
                outline=outline,
                width=2,
            )
        if label:
            text(
                draw,
                (cx, cy + (r * 0.15 if shape == "triangle" else 0)),
                str(GEMS[kind]["value"]),
                size=SMALL,
                color=theme.contrast_text(fill),
                bold=True,
                anchor="mm",
            )
        return
    if kind == "trash":
        draw.rectangle(
            (cx - r * 0.8, cy - r * 0.7, cx + r * 0.8, cy + r * 0.9), fill=TRASH_FILL, outline=(30, 30, 30), width=2
        )
        draw.line((cx - r * 0.95, cy - r * 0.8, cx + r * 0.95, cy - r * 0.8), fill=(30, 30, 30), width=3)
        if label:
            text(draw, (cx, cy + r * 0.1), str(TRASH_VALUE), size=SMALL, color=TEXT, bold=True, anchor="mm")
        return
    if kind == "multiplier":
        star = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5
            star.append(
                (cx + rr * math.cos(math.radians(-90 + 36 * i)), cy + rr * math.sin(math.radians(-90 + 36 * i)))
            )
        draw.polygon(star, fill=(250, 210, 60), outline=(60, 40, 0))
        if label:
            mark = words.t("mm-board-multiplier-mark", factor=MULTIPLIER_FACTOR)
            text(draw, (cx, cy + 2), mark, size=SMALL, color=theme.TEXT_DARK, bold=True, anchor="mm")
        return
    if kind == "wildcard":
        colours = [GEM_LOOK[g][0] for g in ("ruby", "emerald", "sapphire", "amethyst")]
        for i, colour in enumerate(colours):
            draw.pieslice((cx - r, cy - r, cx + r, cy + r), 90 * i, 90 * (i + 1), fill=colour)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(20, 20, 24), width=2)
        if label:
            text(draw, (cx, cy), words.t("mm-board-wildcard-mark"), size=SMALL, color=TEXT, bold=True, anchor="mm")
        return
    # an action: a gold badge with its three-letter code (named in the legend)
    code = action_code(kind)
    w = theme.text_width(code, SMALL) + 10
    h = SMALL + 8
    theme.rounded_box(
        draw,
        (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2),
        fill=ACTION_FILL,
        outline=(70, 50, 10),
        width=2,
        radius=5,
    )
    text(draw, (cx, cy + 1), code, size=SMALL, color=theme.TEXT_DARK, bold=True, anchor="mm")


def _bounds(points: Sequence[tuple[float, float]]) -> Box:
    """The box around ``points``."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


class BoardGeometry:
    def __init__(self, n: int, left: float, top: float, size: float) -> None:
        self.n = n
        self.h = size / (2 * n)
        self.cx = left + size / 2
        self.top = top
        self.mid_y = top + size / 2

    def centre(self, index: int) -> tuple[float, float]:
        x, y = index % self.n, index // self.n
        return self.cx + (x - y) * self.h, self.top + (x + y + 1) * self.h

    def rhombus(self, index: int, inset: float = 1.5) -> list[tuple[float, float]]:
        cx, cy = self.centre(index)
        h = self.h - inset
        return [(cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy)]

    def quadrant(self, index: int, q: int, inset: float = 1.5) -> list[tuple[float, float]]:
        """The small rhombus of quadrant q (0 N, 1 E, 2 S, 3 W) of a cell."""
        cx, cy = self.centre(index)
        h = self.h - inset
        corners = [(cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy)]
        a = corners[q]
        b = corners[(q + 1) % 4]
        d = corners[(q - 1) % 4]
        return [a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), (cx, cy), ((a[0] + d[0]) / 2, (a[1] + d[1]) / 2)]


def _draw_tile(
    draw: ImageDraw.ImageDraw,
    geo: BoardGeometry,
    index: int,
    tile: dict[str, Any],
    seen: bool,
    facing: frozenset[int] | set[int] = frozenset(),
    keys: set[str] | None = None,
) -> list[str]:
    """One face-up (or seen) tile; returns the action kinds it shows (for the legend). On a split
    tile an action section is a gold diamond holding the action's key letter (:data:`ACTION_KEYS`,
    named in the legend; the kinds drawn so are added to ``keys``): its three-letter code would not
    fit a section and covered the gems beside it."""
    cx, cy = geo.centre(index)
    icons = tile["icons"]
    shown: list[str] = []
    if len(icons) == 1:
        kind = icons[0]
        draw.polygon(geo.rhombus(index), fill=ACTION_CELL if kind in ACTIONS else STONE, outline=STONE_EDGE)
        if kind in ACTIONS:  # its code, named in the legend
            draw_gem(draw, kind, cx, cy, geo.h * 0.42)
        else:
            r = geo.h * 0.42
            with theme.panel(draw, (cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7), kind, "symbol", "gem"):
                draw_gem(draw, kind, cx, cy, r)
        shown.append(kind)
    else:
        layout = SHARD_LAYOUTS[len(icons)]
        if keys is not None:
            keys.update(icon for icon in icons if icon in ACTIONS)
        rot = tile.get("rot", 0)
        draw.polygon(geo.rhombus(index), fill=STONE, outline=STONE_EDGE)
        for q in range(4):
            icon = icons[layout[(q - rot) % 4]]
            poly = geo.quadrant(index, q)
            if q in facing:  # the section(s) a grab would give now
                section = geo.quadrant(index, q, inset=2.5)
                draw.polygon(section, fill=FACING_FILL)
                theme.frame(draw, _bounds(section), "facing")
            draw.line(poly[1:3] + [poly[3]], fill=STONE_EDGE, width=1)
            qx = sum(p[0] for p in poly) / 4
            qy = sum(p[1] for p in poly) / 4
            core = geo.h * SECTION_CORE
            if icon in ACTIONS:
                _action_key(draw, icon, qx, qy, geo.h * SECTION_ICON, core)
            else:
                r = geo.h * SECTION_GEM
                with theme.panel(
                    draw, (qx - core, qy - core, qx + core, qy + core), icon, kind="symbol", meaning="gem"
                ):
                    draw_gem(draw, icon, qx, qy, r, label=False)
            shown.append(icon)
    if seen:  # a face-down tile this seat has looked at: a blue frame
        draw.polygon(geo.rhombus(index, inset=4), outline=SEEN_EDGE, width=3)
        theme.frame(draw, _bounds(geo.rhombus(index, inset=4)), "seen")
    return shown


SECTION_ICON = 0.4  # a split tile's action diamond, as a share of the cell's half-diagonal
SECTION_GEM = 0.35  # a split tile's gem (the largest that keeps inside its section)
# The box recorded for a section's icon: its core, which neighbouring sections' cores (half a
# half-diagonal apart) never overlap; at 67 px half-diagonals it is 16 px as shown at 480 px.
SECTION_CORE = 0.249


# Each action's key letter on split tiles: the same in every game, on every image and in every
# language, so a player who has learnt "k = Arrow Lock" can trust it next turn. One glyph each, none
# below the line (no g, j, p, q, y), no i, l or o (1 and 0), and no n beside h and u; a hint of the
# English name where one is free (w: two arrows, v: an arrowhead). tests/test_mountain_miners_render.py
# checks that every action has one and that no two share one.
ACTION_KEYS: dict[str, str] = {
    "arrow_move": "m",
    "arrow_lock": "k",
    "swap": "s",
    "double": "d",
    "steal": "t",
    "lightbulb": "b",
    "bomb": "x",
    "second_arrow": "w",
    "ransack": "r",
    "rotate_grabbed": "h",
    "rotate_board": "z",
    "chameleon": "c",
    "artefact": "a",
    "flashlight": "f",
    "rumble": "u",
    "ring": "e",
    "wildcard_arrow": "v",
}


def _action_key(
    draw: ImageDraw.ImageDraw,
    kind: str,
    cx: float,
    cy: float,
    r: float,
    inner: float | None = None,
    meaning: str = "action key",
    letter: int = SMALL,
) -> None:
    """An action section: a gold diamond with the action's key letter (see the legend); a lower-case
    letter, so it is not taken for a column (A-G) or a row (1-7) of the mountain. ``inner``: half
    the recorded box, the diamond's middle where the letter is (boxes of neighbours keep apart)."""
    inner = r * 0.6 if inner is None else inner
    box = (cx - inner, cy - inner, cx + inner, cy + inner)
    with theme.panel(draw, box, action_code(kind), kind="symbol", meaning=meaning):
        draw.polygon(_polygon(4, cx, cy, r), fill=ACTION_FILL, outline=(70, 50, 10))
        if kind in ACTION_KEYS:
            # centred by its ink: a letter without ascender ("m") would sit low and touch the edges
            above, below = theme.ink_extent(ACTION_KEYS[kind], letter, bold=True)
            baseline = cy - (above + below) / 2
            text(draw, (cx, baseline), ACTION_KEYS[kind], size=letter, color=theme.TEXT_DARK, bold=True, anchor="ms")


ARROW_TIP, ARROW_BASE, ARROW_TAIL = 12, 40, 64  # an arrow's parts: how far out from its corner or edge
NUMBER_OUT = 18  # its number (two arrows) beyond the tail


def _arrow_points(
    geo: BoardGeometry, p: int, side: int = 0
) -> tuple[tuple[float, float], list[tuple[float, float]], tuple[float, float], tuple[float, float]]:
    """An arrow at position ``p``: its tip, the two corners of its head's base, its tail and where
    its number stands (``side`` -1 or 1 shifts it sideways, for two arrows on one position)."""
    angle = math.radians(p * 45)
    ux, uy = math.sin(angle), -math.cos(angle)
    reach = geo.n * geo.h * (1 if p % 2 == 0 else math.sqrt(0.5))
    px, py = -uy, ux
    shift = 28 * side

    def out(distance: float) -> tuple[float, float]:
        return geo.cx + ux * (reach + distance) + px * shift, geo.mid_y + uy * (reach + distance) + py * shift

    ox, oy = out(ARROW_BASE)
    base = [(ox + px * 20, oy + py * 20), (ox - px * 20, oy - py * 20)]
    return out(ARROW_TIP), base, out(ARROW_TAIL), out(ARROW_TAIL + NUMBER_OUT)


def _arrow_sides(view: dict[str, Any]) -> list[int]:
    """Each arrow's sideways shift: two arrows on one position stand side by side."""
    positions = [arrow["pos"] for arrow in view["arrows"]]
    return [
        (-1 if positions.index(pos) == number else 1) if positions.count(pos) > 1 else 0
        for number, pos in enumerate(positions)
    ]


def _arrow_boxes(view: dict[str, Any], geo: BoardGeometry) -> list[tuple[float, float, float, float]]:
    """The box each arrow (with its padlock or number) covers, for the legend to keep clear of."""
    boxes = []
    many = len(view["arrows"]) > 1
    for arrow, side in zip(view["arrows"], _arrow_sides(view), strict=True):
        tip, base, tail, number = _arrow_points(geo, arrow["pos"], side)
        points = [tip, *base, tail]
        pad = 16.0
        if many:
            points.append(number)
        xs, ys = [q[0] for q in points], [q[1] for q in points]
        boxes.append((min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad))
    return boxes


def _draw_arrow(
    draw: ImageDraw.ImageDraw, geo: BoardGeometry, p: int, locked: bool, number: int | None, moved: bool, side: int = 0
) -> None:
    """A triangle outside the diamond pointing at the corner or edge the arrow faces (``side`` -1 or
    1 shifts it sideways, for two arrows on one position)."""
    tip, base, tail, number_at = _arrow_points(geo, p, side)
    fill = (150, 150, 160) if locked else ACCENT
    draw.polygon(
        [tip, base[0], base[1]], fill=fill, outline=LAST_TURN if moved else (40, 30, 0), width=3 if moved else 1
    )
    if moved:
        theme.frame(draw, _bounds([tip, *base]), "last turn")
    theme.symbol(
        draw,
        (
            min(tip[0], tail[0], *(b[0] for b in base)),
            min(tip[1], tail[1], *(b[1] for b in base)),
            max(tip[0], tail[0], *(b[0] for b in base)),
            max(tip[1], tail[1], *(b[1] for b in base)),
        ),
        f"arrow at {POSITIONS[p]}",
    )
    draw.line([((base[0][0] + base[1][0]) / 2, (base[0][1] + base[1][1]) / 2), tail], fill=fill, width=9)
    if locked:  # a padlock at the tail
        lx, ly = tail
        draw.rectangle((lx - 11, ly - 4, lx + 11, ly + 13), fill=(150, 150, 160), outline=(30, 30, 30))
        draw.arc((lx - 7, ly - 15, lx + 7, ly + 1), 180, 360, fill=(150, 150, 160), width=4)
    if number is not None:
        text(draw, number_at, str(number), size=MEDIUM, bold=True, anchor="mm")


LABEL_OUT = 26  # an edge label's centre, out from its cell's edge
LABEL_CLEAR = 14  # half a label's width: how far along the edge it keeps from an arrow's side


def _edge_labels(d: ImageDraw.ImageDraw, view: dict[str, Any], geo: BoardGeometry) -> None:
    """The column letters along the NE edge and the row numbers along the NW edge, each just
    outside its cell's edge; one an arrow at that edge would cover slides along the edge, clear of it."""
    n, h = geo.n, geo.h
    r = math.sqrt(0.5)
    arrows = list(zip(view["arrows"], _arrow_sides(view), strict=True))
    for i in range(n):
        for index, label, edge_pos, (tx, ty), (ux, uy) in (
            (i, COLUMN_LETTERS[i], 1, (r, r), (r, -r)),  # NE edge: along it down-right, out up-right
            (i * n, str(i + 1), 7, (-r, r), (-r, -r)),  # NW edge: along it down-left, out up-left
        ):
            cx, cy = geo.centre(index)
            mx, my = cx + h / 2 * ux / r, cy + h / 2 * uy / r  # the middle of the cell's outer edge
            blocked = []  # spans along the edge (from mx, my) an arrow at this edge covers
            for arrow, side in arrows:
                if arrow["pos"] == edge_pos:
                    tip = _arrow_points(geo, edge_pos, side)[0]
                    at = (tip[0] - mx) * tx + (tip[1] - my) * ty
                    blocked.append((at - 20 - LABEL_CLEAR - 2, at + 20 + LABEL_CLEAR + 2))
            along = min(
                (
                    a
                    for a in [0.0, *(end for span in blocked for end in span)]
                    if not any(lo < a < hi for lo, hi in blocked)
                ),
                key=abs,
            )
            x = mx + ux * LABEL_OUT + tx * along
            y = my + uy * LABEL_OUT + ty * along
            text(d, (x, y), label, size=SMALL, color=TEXT_DIM, bold=True, anchor="mm")


# A collected split tile on the players image: each section 66 px square, so that at 480 px a gem
# shows 22 px wide and an action's key letter 12.5 px tall (9 px without ascender), where 44 px
# sections with 25 px letters read at 15 px and 9 px (6.5 px). The letter is as large as keeps "m"
# inside its diamond, and the diamond as large as keeps clear of the active section's frame.
SECTION_W = 66
SHARD_H = 66
SHARD_PAD = 3  # the tile's edge around its sections
SHARD_GEM = 23  # a gem's radius
SHARD_KEY = 27  # an action diamond's half-diagonal
SHARD_LETTER = 34


def _shard_width(tile: dict[str, Any]) -> float:
    return SECTION_W * len(tile["icons"]) + 2 * SHARD_PAD


def _split_tiles(tiles: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The collected tiles of two sections or more (a whole tile counts in a pile or a chip)."""
    return [tile for tile in tiles if len(tile.get("icons") or []) >= 2]


def _draw_shards(
    d: ImageDraw.ImageDraw,
    tiles: list[dict[str, Any]],
    right: float,
    y: float,
    keys: set[str] | None = None,
) -> float:
    """Collected Gemshards tiles of several sections in one row, right-aligned: every section's
    icon, the active one (the only one that counts) framed in the accent colour on a dark ground,
    so that it stands out in grey too and its frame never runs into a gold action diamond; an
    action as a gold diamond with its key letter, as on the mountain (the actions, trash,
    multipliers and wildcards drawn are added to ``keys``, for the legend). Returns the left edge used."""
    x = right - sum(_shard_width(tile) for tile in tiles) - 8 * (len(tiles) - 1)
    left = x
    cy = y + SHARD_H / 2
    for tile in tiles:
        icons = tile["icons"]
        width = _shard_width(tile)
        theme.rounded_box(d, (x, y, x + width, y + SHARD_H), fill=PANEL_LIGHT, radius=8)
        for k, icon in enumerate(icons):
            sx = x + SHARD_PAD + SECTION_W * k
            cx = sx + SECTION_W / 2
            if k == tile.get("act", 0):
                active = (sx + 1, y + 1, sx + SECTION_W - 1, y + SHARD_H - 1)
                d.rounded_rectangle(active, radius=7, fill=theme.BACKGROUND, outline=ACCENT, width=3)
                theme.frame(d, active, "active section")
            if icon in ACTIONS:
                _action_key(d, icon, cx, cy, SHARD_KEY, inner=21, letter=SHARD_LETTER)
                if keys is not None:
                    keys.add(icon)
            else:
                with theme.panel(d, (cx - 20, cy - 20, cx + 20, cy + 20), icon, kind="symbol"):
                    draw_gem(d, icon, cx, cy, SHARD_GEM, label=False)
                if keys is not None and icon not in GEMS:  # a trash, multiplier or wildcard: named in the legend
                    keys.add(icon)
        x += width + 8
    return left


def _rotation_text(view: dict[str, Any]) -> str:
    arrows = view["arrows"]
    a = arrows[0]
    where = (
        msg("mm-board-arrows-at", positions=[position_name(x["pos"]) for x in arrows])
        if len(arrows) > 1
        else msg("mm-board-arrow-at", position=position_name(a["pos"]))
    )
    if view["locked"]:
        turning = msg("mm-board-locked")
    elif a["dir"] > 0:
        turning = msg("mm-board-turns-clockwise", step=step_name(a["step"]))
    else:
        turning = msg("mm-board-turns-anticlockwise", step=step_name(a["step"]))
    return words.t("mm-board-rotation", arrows=where, turning=turning)


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    names = [" ".join(theme.clean(n).split()) for n in names]
    count = len(view["players"])
    return [
        theme.isolate(names[s] if s < len(names) and names[s] else words.t("mm-board-player-number", number=s + 1))
        for s in range(count)
    ]


def _points(value: int) -> str:
    return words.t("mm-board-points", points=value)


def _subtitle(view: dict[str, Any], max_width: float) -> str:
    """The move the image shows (whose turn it is: the post's text says it, with the mention)."""
    if view["over"]:
        return _fit(msg("mm-board-subtitle-over", move=view["move"]), SMALL, max_width)
    return _fit(msg("mm-board-subtitle-move", move=view["move"]), SMALL, max_width)


def _header(d: ImageDraw.ImageDraw, view: dict[str, Any], title: str) -> None:
    """The title bar: the game (or "Players") and the move shown."""
    room = WIDTH - (theme.text_width(title, LARGE, bold=True) + 40) - 16
    header(d, WIDTH, title, _subtitle(view, room))


# ---------------------------------------------------------------------------- images
def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The mountain image (the first of :func:`draw_all`), on this game's fixed palette."""
    return _quantize(_mountain_image(view, _names(view, names)))


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """The mountain, then the players: two images posted together."""
    named = _names(view, names)
    return [_quantize(_mountain_image(view, named)), _quantize(_players_image(view, named))]


def _quantize(image: Image.Image) -> Image.Image:
    return theme.quantized(image, _palette())


@cache
def _palette() -> Image.Image:
    """Learnt once from images of seeded games with every expansion, public and private."""
    from rules.mountain_miners import GAME

    samples = []
    for options, seat in (({}, None), ({"dark_tunnels": True, "gemshards": True, "golden_actions": True}, 0)):
        state = GAME.setup(4, 1, options)
        while not GAME.is_over(state) and state["move"] < 25:
            acting = min(GAME.to_act(state))
            actions = GAME.legal_actions(state, acting)
            state = GAME.apply(state, acting, actions[state["move"] % len(actions)].id).state
        viewer = min(GAME.to_act(state)) if seat is not None and not GAME.is_over(state) else None
        view = GAME.view(state, viewer)
        named = [f"#{i + 1}" for i in range(4)]
        samples += [_mountain_image(view, named), _players_image(view, named)]
    return theme.learn_palette(samples)


def _facts_text(view: dict[str, Any]) -> str:
    """The deck, the actions used, tiles removed and a refill due, in a row."""
    info = [
        words.t("mm-board-deck", count=view["deck"]),
        words.t("mm-board-used-actions", count=len(view["discard"])),
    ]
    if view.get("removed"):
        info.append(words.t("mm-board-removed", count=view["removed"]))
    if view.get("refill"):
        info.append(words.t("mm-board-refill-due", count=view["refill"]))
    line = info[-1]
    for part in reversed(info[:-1]):
        line = words.t("mm-board-facts", first=part, rest=line)
    return line


def _rooms(view: dict[str, Any]) -> tuple[float, float]:
    """The room above and below the diamond: an arrow's length (and its number, with two arrows)
    where one stands at N or S, else a narrow margin (the edge labels stand beside the top corner)."""
    need = ARROW_TAIL + NUMBER_OUT + 18 if len(view["arrows"]) > 1 else ARROW_TAIL + 8
    at = {arrow["pos"] for arrow in view["arrows"]}
    return (need if 0 in at else 24.0), (need if 4 in at else 12.0)


def _text_lines(view: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The rotation (one line, or more in a wordy language) and the facts about the mountain."""
    rotation = theme.wrap_text(_rotation_text(view), MEDIUM, WIDTH - 32, bold=True)
    return rotation, theme.wrap_text(_facts_text(view), SMALL, WIDTH - 32)


def mountain_geometry(view: dict[str, Any], lines: tuple[list[str], list[str]] | None = None) -> BoardGeometry:
    """Where the mountain image draws the diamond of ``view`` (under its text ``lines``)."""
    n = view["n"]
    size = MOUNTAIN_SIZE.get(n, MOUNTAIN_SIZE[7])
    rotation, facts = lines or _text_lines(view)
    top = 64 + 38 * len(rotation) + 34 * len(facts) + 12  # two lines of text: 148
    return BoardGeometry(n, (WIDTH - size) / 2, top + _rooms(view)[0], size)


def _mountain_image(view: dict[str, Any], names: list[str]) -> Image.Image:
    n = view["n"]
    last = view.get("last_turn") or {}
    marks = {index: kind for index, kind in last.get("cells", [])}
    rotation, facts = _text_lines(view)
    geo = mountain_geometry(view, (rotation, facts))
    # drawn on a tall canvas, then cut below the legend
    image = Image.new("RGB", (WIDTH, 2400), theme.BACKGROUND)
    d = ImageDraw.Draw(image)
    _header(d, view, words.t("mm-board-title"))
    line_y = 76
    for line in rotation:
        text(d, (16, line_y), line, size=MEDIUM, color=ACCENT, bold=True)
        line_y += 38
    for line in facts:
        text(d, (16, line_y), line, size=SMALL, color=TEXT_DIM)
        line_y += 34

    facing = {q for a in view["arrows"] for q in facing_quadrants(a["pos"])}
    keys: set[str] = set()  # the action kinds drawn on split tiles (by their key letters)
    shown: list[str] = []
    any_down = any_seen = False
    for index, cell in enumerate(view["board"]):
        if cell is None:
            d.polygon(geo.rhombus(index), fill=EMPTY_FILL, outline=EMPTY_EDGE)
        elif cell.get("down"):
            any_down = True
            if cell.get("seen"):
                any_seen = True
                shown += _draw_tile(d, geo, index, cell["seen"], seen=True, facing=facing, keys=keys)
            else:
                d.polygon(geo.rhombus(index), fill=DOWN_FILL, outline=STONE_EDGE)
                cx, cy = geo.centre(index)
                text(d, (cx, cy), "?", size=LARGE, color=(150, 138, 120), bold=True, anchor="mm")
        else:
            shown += _draw_tile(d, geo, index, cell, seen=False, facing=facing, keys=keys)
    for index, kind in marks.items():
        if kind == "taken":
            dashed_polygon(d, geo.rhombus(index, inset=5), LAST_TURN, width=4)
            theme.frame(d, _bounds(geo.rhombus(index, inset=5)), "taken")
        else:
            last_turn_polygon(d, geo.rhombus(index, inset=4))
            theme.frame(d, _bounds(geo.rhombus(index, inset=4)), "last turn")
    for index in view.get("targets") or []:
        d.polygon(geo.rhombus(index, inset=2), outline=ACCENT, width=5)
        theme.frame(d, _bounds(geo.rhombus(index, inset=2)), "targets")
    _edge_labels(d, view, geo)
    many = len(view["arrows"]) > 1
    for number, (arrow, side) in enumerate(zip(view["arrows"], _arrow_sides(view), strict=True)):
        _draw_arrow(d, geo, arrow["pos"], view["locked"], number + 1 if many else None, bool(last.get("arrows")), side)

    bottom = geo.mid_y + n * geo.h + _rooms(view)[1]
    marked = {b.meaning for b in theme.drawn(image)}  # the marks drawn
    # the solid last-turn frames (a tile that came or changed, a moved arrow); a taken tile's is dashed
    any_marks = any(kind != "taken" for kind in marks.values()) or bool(last.get("arrows"))
    entries = _mountain_legend(view, marked, names, shown, any_down, any_seen, any_marks, keys)
    y = max(bottom, _legend_columns(d, entries, geo, _arrow_boxes(view, geo), bottom))
    if view.get("prompt"):  # a seat's own view: its decision, which the yellow frames belong to
        y = _decision_bar(d, view, y + 10)
    out = image.crop((0, 0, WIDTH, int(y + 14)))
    theme.carry(image, out)
    return out


# A legend entry: its words, its sample (a callable drawing it, or None), the sample's width, the
# meaning it explains (the layout record's name of the marks it stands for) and its group (gems,
# actions, codes, marks: see LEGEND_SECTIONS).
LegendEntry = tuple[str, Callable[[ImageDraw.ImageDraw, float, float], None] | None, float, str, str]
LEGEND_LINE = 36  # one line of the legend (its words a little above its middle: scripts that hang low fit)
LEGEND_MIDDLE = 16  # a legend line's words' middle below its top
LEGEND_CLEAR = 26  # how far the legend keeps from the diamond (across) and from an arrow
COLUMN_MAX = (WIDTH - 32 - 24) / 2  # a legend column's widest
LEGEND_GAP = 24  # between two legend columns


def _mountain_legend(
    view: dict[str, Any],
    marked: set[str],
    names: list[str],
    shown: list[str],
    any_down: bool,
    any_seen: bool,
    any_marks: bool,
    keys: set[str] | None = None,
) -> list[LegendEntry]:
    """What the gems, codes, marks and frames on the mountain mean (only those it shows)."""
    entries: list[LegendEntry] = []
    for gem in view["gems"]:
        label = words.t("mm-board-legend-valued", kind=kind_name(gem), value=GEMS[gem]["value"])
        # The first gem's entry and the first key letter's explain the gems and keys drawn (if any).
        entries.append((label, _gem_sample(gem), 34, "gem" if not entries and "gem" in marked else "", "gems"))
    keys = keys or set()
    whole = _whole_actions(view)
    named_key = False
    # Key letters in alphabetical order (a letter is looked up), then the whole tiles' codes.
    kinds = sorted(
        {k for k in shown if k in ACTIONS},
        key=lambda k: (k not in keys, ACTION_KEYS[k] if k in keys else action_code(k)),
    )
    for kind in kinds:
        if kind in keys:  # a key letter on split tiles (and its code too where it is on a whole tile)
            label = (
                words.t("mm-board-legend-action", code=action_code(kind), kind=kind_name(kind))
                if kind in whole
                else words.say(kind_name(kind))
            )
            meaning = "action key" if "action key" in marked and not named_key else ""
            named_key = named_key or bool(meaning)
            entries.append((label, _key_sample(kind), 34, meaning, "actions"))
        else:  # its code's badge, as on the mountain
            entries.append((words.say(kind_name(kind)), _code_sample(kind), _code_width(kind) + 12, "", "codes"))
    for special, label in _special_labels(shown):
        entries.append((label, _gem_sample(special), 34, "", "gems"))
    if any_down:
        entries.append((words.t("mm-board-legend-face-down"), None, 0, "", "marks"))
    if any_seen:
        entries.append((words.t("mm-board-legend-seen"), _frame_sample(False, SEEN_EDGE), 34, "seen", "marks"))
    if view.get("targets"):
        entries.append((words.t("mm-board-legend-targets"), _frame_sample(False, ACCENT), 34, "targets", "marks"))
    if _any_facing(view):
        entries.append((words.t("mm-board-legend-facing"), _facing_sample, 34, "facing", "marks"))
    last = view.get("last_turn") or {}
    taken = any(kind == "taken" for _, kind in last.get("cells", []))
    if any_marks or taken:  # the entry naming whose last turn the frames show; dashed if only a tile went
        who = names[last["seat"]] if last["seat"] < len(names) else ""
        label = _fit(msg("mm-board-legend-last-turn", player=who), SMALL, COLUMN_MAX - 34)
        meaning = "last turn" if any_marks else "taken"
        entries.append((label, _frame_sample(dashed=not any_marks), 34, meaning, "marks"))
    if any_marks and taken:
        entries.append((words.t("mm-board-legend-taken"), _frame_sample(dashed=True), 34, "taken", "marks"))
    return entries


def _diamond_top(geo: BoardGeometry, x0: float, x1: float) -> float:
    """The highest top, at the diamond's middle or below, of a legend column over ``x0``..``x1``
    clear of the diamond (whose half-width is its bottom's height above a line, below the middle)."""
    bottom = geo.mid_y + geo.n * geo.h
    across = max(geo.cx - x1, x0 - geo.cx)  # the column's near side from the diamond's axis
    return max(geo.mid_y, bottom - (across - LEGEND_CLEAR)) if across > LEGEND_CLEAR else bottom + 8.0


def _clear(geo: BoardGeometry, obstacles: tuple[Box, ...], box: Box) -> bool:
    """Whether ``box`` keeps clear of the diamond and of every arrow."""
    x0, y0, x1, y1 = box
    return _diamond_top(geo, x0, x1) <= y0 and not any(
        o[0] < x1 and o[2] > x0 and o[1] < y1 and o[3] > y0 for o in obstacles
    )


def _legend_columns(
    d: ImageDraw.ImageDraw,
    entries: list[LegendEntry],
    geo: BoardGeometry,
    obstacles: list[tuple[float, float, float, float]],
    floor: float,
) -> float:
    """The legend as a key of aligned columns (:func:`_legend_plan`): its sections (gems, actions,
    marks) each under one heading (a section over two columns has its heading's line run on over
    the second), every column starting at the same height, one gutter between them; in the image's
    empty corners beside the diamond's lower corner where that is as low, else in a band under it
    (``floor``: the image goes down to there anyway). Returns the y below the lowest column."""
    if not entries:
        return geo.mid_y
    shapes = tuple((entry[0], entry[2], entry[4]) for entry in entries)
    below = tuple(box for box in obstacles if box[3] > geo.mid_y)  # the legend keeps below the middle
    top, columns = _legend_plan(shapes, (geo.n, geo.h, geo.cx, geo.top), below, int(floor))
    rooms = _group_rooms(shapes)
    lowest = geo.mid_y
    for number, (x0, width, rows) in enumerate(columns):
        y = top
        for index, group in rows:
            if index == _CONTINUED:  # the heading's line runs on from the column before: one heading over both
                rule_y = y + LEGEND_LINE - 3
                start = columns[number - 1][0] + columns[number - 1][1]
                if not _clear(geo, below, (start, rule_y - 1, x0, rule_y + 1)):
                    start = x0  # (past the diamond's corner or an arrow: it breaks off and goes on level)
                d.line([(start, rule_y), (x0 + width, rule_y)], fill=HEADING_RULE, width=2)
                y += LEGEND_LINE
                continue
            if index == _HEADING:
                label = _heading("actions" if group == "codes" else group)
                text(d, (x0, y + LEGEND_MIDDLE), label, size=SMALL, color=TEXT, bold=True, anchor="lm")
                d.line([(x0, y + LEGEND_LINE - 3), (x0 + width, y + LEGEND_LINE - 3)], fill=HEADING_RULE, width=2)
                y += LEGEND_LINE
                continue
            label, sample, own, meaning, _ = entries[index]
            sample_w = rooms[group]
            lines = _entry_lines_of(label, sample_w, width)[0]
            box = (
                x0,
                y,
                x0 + sample_w + max(theme.text_width(line, SMALL) for line in lines) + 4,
                y + LEGEND_LINE * len(lines),
            )
            with theme.panel(d, box, label, kind="legend", meaning=meaning):
                if sample is not None:  # a sample draws centred at x + 2: right-aligned in the samples' room
                    sample(d, x0 + sample_w - own / 2 - 5, y + LEGEND_MIDDLE)
                for line_number, line in enumerate(lines):
                    cy = y + LEGEND_LINE * line_number + LEGEND_MIDDLE
                    text(d, (x0 + sample_w, cy), line, size=SMALL, color=TEXT_DIM, anchor="lm")
            y += LEGEND_LINE * len(lines)
        lowest = max(lowest, y)
    return lowest


# A legend entry's shape for the layout: its words, its sample's width and its group.
EntryShape = tuple[str, float, str]
# The legend's sections, each under one heading, in the order they are read where no other order
# is shorter (the whole tiles' codes under the actions' key letters, with a sample's room of their
# own: a code's badge is wider than a letter's diamond).
LEGEND_SECTIONS = (("gems",), ("actions", "codes"), ("marks",))
_HEADING, _CONTINUED = -1, -2  # a column's row: a group's heading, or the room beside it in its next column
HEADING_RULE = (86, 92, 108)  # the line under a legend heading
LEGEND_LEFT, LEGEND_RIGHT = 16.0, WIDTH - 16.0
# px of height a key is worth shortening by to go against its grain: a group over two columns (one
# to a column reads more easily), an entry on two lines (each), the sections out of their order.
SPLIT_COST = 6
WRAP_COST = 27
REORDER_COST = 4
# A legend plan: the columns' top, and each column's left edge, width and rows (entry index or
# _HEADING / _CONTINUED, and its group).
Rows = tuple[tuple[int, str], ...]
LegendPlan = tuple[float, tuple[tuple[float, float, Rows], ...]]


def _heading(group: str) -> str:
    """A legend group's heading."""
    if group == "gems":
        return words.t("mm-board-legend-heading-gems")
    if group == "actions":
        return words.t("mm-board-legend-heading-actions")
    return words.t("mm-board-legend-heading-marks")


@lru_cache(maxsize=4096)
def _entry_lines_of(label: str, sample_w: float, width: float) -> tuple[tuple[str, ...], float]:
    """An entry's words on as many lines as a column ``width`` px wide leaves them (most take one),
    and the widest's width."""
    room = max(width - sample_w - 4, _widest_word(label))  # (a word is never cut)
    lines = [label] if theme.text_width(label, SMALL) <= room else theme.wrap_text(label, SMALL, room)
    return tuple(lines), max(theme.text_width(line, SMALL) for line in lines)


def _group_rooms(shapes: tuple[EntryShape, ...]) -> dict[str, float]:
    """Each group's samples' room: its widest sample (every entry of a group starts its words at
    the same place)."""
    rooms: dict[str, float] = {}
    for _, own, group in shapes:
        rooms[group] = max(rooms.get(group, 0.0), own)
    return rooms


def _split(heights: list[float], kinds: list[int], count: int, whole: bool) -> list[tuple[int, int]] | None:
    """The rows cut into at most ``count`` columns, each as short as can be: (first row, end) of
    each. A heading never ends a column. A group goes on in the next column (never if ``whole``)
    only from the top of its own: the next column's first row stays free beside its heading, so one
    heading reads over both and every column of a group starts at the same height."""
    total = sum(heights)
    tallest = max(heights)
    limit = max(tallest + LEGEND_LINE, total / count)
    while limit <= total + LEGEND_LINE:
        columns: list[tuple[int, int]] = []
        first, used = 0, 0.0
        for row, height in enumerate(heights):
            if row > first and used + height > limit:  # a new column before this row
                cut = row
                if kinds[row] != _HEADING and (whole or _HEADING in kinds[first + 1 : row]):
                    while cut > first and kinds[cut] != _HEADING:
                        cut -= 1  # the whole group goes on to the next column
                if cut > first and kinds[cut - 1] == _HEADING:
                    cut -= 1  # the heading goes with its first entry
                if cut <= first:
                    break
                columns.append((first, cut))
                first = cut
                used = (0.0 if kinds[first] == _HEADING else LEGEND_LINE) + sum(heights[first:row])
            used += height
            if used > limit:
                break
        else:
            columns.append((first, len(heights)))
            if len(columns) <= count:
                return columns
        limit += LEGEND_LINE
    return None


Box = tuple[float, float, float, float]


def _common_top(geo: BoardGeometry, obstacles: tuple[Box, ...], spans: list[tuple[float, float, float]]) -> float:
    """The highest top, at the diamond's middle or below, where columns (left, right, height) all
    stand clear of the diamond and of every arrow."""
    top = max(_diamond_top(geo, x0, x1) for x0, x1, _ in spans)
    for y in sorted({top, *(box[3] + 4 for box in obstacles if box[3] + 4 > top)}):
        if not any(
            box[0] < x1 and box[2] > x0 and box[1] < y + height and box[3] > y
            for x0, x1, height in spans
            for box in obstacles
        ):
            return y
    return top  # not reached: below the lowest arrow nothing is in the way


def _column_size(shapes: tuple[EntryShape, ...], rooms: dict[str, float], rows: Rows, width: float) -> float:
    """The height of a column of ``rows`` ``width`` px wide."""
    return sum(
        LEGEND_LINE * (1 if index < 0 else len(_entry_lines_of(shapes[index][0], rooms[group], width)[0]))
        for index, group in rows
    )


def _column_width(shapes: tuple[EntryShape, ...], rooms: dict[str, float], rows: Rows) -> tuple[float, float]:
    """The width a column of ``rows`` needs (at most :data:`COLUMN_MAX`: a longer entry wraps), and
    the least it can take (its widest word, or name, whole)."""
    needs, least = [], []
    for index, group in rows:
        if index == _HEADING:
            width = theme.text_width(_heading("actions" if group == "codes" else group), SMALL, bold=True)
            needs.append(width)
            least.append(width)
        elif index != _CONTINUED:
            needs.append(rooms[group] + theme.text_width(shapes[index][0], SMALL) + 4)
            least.append(rooms[group] + _widest_word(shapes[index][0]) + 4)
    return min(COLUMN_MAX, max(needs)), min(COLUMN_MAX, max(least))


@lru_cache(maxsize=1024)
def _widest_word(label: str) -> float:
    """The width of the widest piece of ``label`` a line cannot break (a name is one piece)."""
    pieces, current, depth = [], "", 0
    for char in label:
        depth += (char == fonts.FSI) - (char == fonts.PDI)
        if char.isspace() and depth <= 0:
            pieces.append(current)
            current = ""
        else:
            current += char
    return max(theme.text_width(piece, SMALL) for piece in [*pieces, current])


def _shared(needs: list[float], least: list[float], room: float) -> list[float] | None:
    """Widths for columns needing ``needs`` within ``room``: the widest narrowed alike (they wrap),
    none below its ``least`` (None: they do not fit)."""
    if sum(needs) <= room:
        return needs
    if sum(least) > room:
        return None
    low, high = 0.0, max(needs)
    for _ in range(20):  # the cap on every width that fills the room
        cap = (low + high) / 2
        if sum(max(low_, min(need, cap)) for need, low_ in zip(needs, least, strict=True)) > room:
            high = cap
        else:
            low = cap
    return [max(low_, min(need, low)) for need, low_ in zip(needs, least, strict=True)]


@lru_cache(maxsize=256)
def _legend_plan(
    shapes: tuple[EntryShape, ...],
    geometry: tuple[int, float, float, float],
    obstacles: tuple[tuple[float, float, float, float], ...],
    floor: int,
) -> LegendPlan:
    """Where the legend's columns stand: of one to four columns at one top, one gutter apart,
    either set against the image's sides (in the corners beside the diamond's lower corner) or
    spread in a band under it, the arrangement that ends highest (no higher than ``floor`` is
    sought: the image goes down to there anyway), a group kept to one column, its entries on one
    line and the sections in their order where that costs little. Remembered: from one move to the
    next the legend mostly stays as it was."""
    n, h, cx, top = geometry
    geo = BoardGeometry(n, cx - n * h, top, 2 * n * h)
    rooms = _group_rooms(shapes)
    sections = []
    for groups in LEGEND_SECTIONS:
        members = [(i, group) for group in groups for i, shape in enumerate(shapes) if shape[2] == group]
        if members:
            sections.append(((_HEADING, members[0][1]), *members))
    span = LEGEND_RIGHT - LEGEND_LEFT
    widest = _column_width(shapes, rooms, tuple(row for section in sections for row in section))[0]
    candidates: dict[tuple[Rows, ...], float] = {}  # columns -> px their shape counts beyond their height
    for order in itertools.permutations(sections):
        rows = [row for section in order for row in section]
        kinds = [min(index, 0) for index, _ in rows]
        # cut as if no entry wrapped: columns differ in width, and each arrangement counts its own wraps
        heights = [_column_size(shapes, rooms, (row,), widest) for row in rows]
        for count in range(1, 5):
            for whole in (True, False):
                cut = _split(heights, kinds, count, whole)
                if cut is None:
                    continue
                columns = tuple(
                    (((_CONTINUED, rows[first][1]),) if kinds[first] != _HEADING else ()) + tuple(rows[first:end])
                    for first, end in cut
                )
                penalty = REORDER_COST * (list(order) != sections)
                penalty += SPLIT_COST * sum(column[0][0] == _CONTINUED for column in columns)
                candidates[columns] = min(penalty, candidates.get(columns, penalty))
    best: tuple[float, LegendPlan] | None = None
    for columns, penalty in candidates.items():
        used = len(columns)
        sized = [_column_width(shapes, rooms, column) for column in columns]
        needs = [need for need, _ in sized]
        # the band: spread under the diamond (gutters at most twice the least), the widest
        # columns narrowed alike where they do not fit
        band = _shared(needs, [least for _, least in sized], span - (used - 1) * LEGEND_GAP)
        arrangements = []
        if band is not None:
            gutter = min(2 * LEGEND_GAP, (span - sum(band)) / (used - 1)) if used > 1 else 0.0
            x = cx - (sum(band) + (used - 1) * gutter) / 2
            spread = []
            for need in band:
                spread.append(x)
                x += need + gutter
            arrangements.append((spread, band, True))
        for left in range(used + 1):  # or set against the sides: ``left`` columns on the left
            xs = []
            x = LEGEND_LEFT
            for need in needs[:left]:
                xs.append(x)
                x += need + LEGEND_GAP
            x = LEGEND_RIGHT + LEGEND_GAP
            right: list[float] = []
            for need in reversed(needs[left:]):
                x -= need + LEGEND_GAP
                right.insert(0, x)
            if left and right and xs[-1] + needs[left - 1] + LEGEND_GAP > right[0] + 0.5:
                continue
            arrangements.append((xs + right, needs, False))
        for xs, widths, banded in arrangements:
            ends = [x0 + w for x0, w in zip(xs, widths, strict=True)]
            if min(xs) < LEGEND_LEFT - 0.5 or max(ends) > LEGEND_RIGHT + 0.5:
                continue
            tall = [_column_size(shapes, rooms, column, w) for column, w in zip(columns, widths, strict=True)]
            spans = [(x0, x0 + w, height) for x0, w, height in zip(xs, widths, tall, strict=True)]
            at = _common_top(geo, obstacles, spans)
            # lower is better, then in the key's grain, then fewer columns, then the band
            wraps = WRAP_COST * (sum(tall) / LEGEND_LINE - sum(map(len, columns)))
            cost = max(at + max(tall), floor) + penalty + wraps + 2 * used + (not banded)
            if best is None or cost < best[0]:
                best = cost, (math.ceil(at), tuple(zip(xs, widths, columns, strict=True)))
    assert best is not None  # one column of everything under the diamond always fits
    return best[1]


def _whole_actions(view: dict[str, Any]) -> set[str]:
    """The actions shown on the mountain as whole tiles (by their code; on split tiles they go by
    a key letter)."""
    whole = set()
    for cell in view["board"]:
        tile = (cell.get("seen") if cell.get("down") else cell) if cell else None
        icons = (tile or {}).get("icons") or []
        if len(icons) == 1 and icons[0] in ACTIONS:
            whole.add(icons[0])
    return whole


def _frame_sample(dashed: bool, colour: theme.Color = LAST_TURN) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    """A frame around a small cell: the last turn's (solid where a tile came or changed, dashed
    where one was taken), or in ``colour`` (a seat's choices, the tiles it has seen)."""

    def sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
        cx = x + 2
        points = [(cx, cy - 15), (cx + 15, cy), (cx, cy + 15), (cx - 15, cy)]
        if dashed:
            dashed_polygon(draw_, points, colour, width=3, dash=6)
        else:
            draw_.polygon(points, fill=DOWN_FILL, outline=colour, width=3)

    return sample


def _code_width(kind: str) -> float:
    """The width of an action's code badge (as :func:`draw_gem` draws it on a whole tile)."""
    return theme.text_width(action_code(kind), SMALL) + 10


def _code_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: draw_gem(draw_, kind, x + 2, cy, 0)


def _key_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: _action_key(draw_, kind, x + 2, cy, 17, inner=12, meaning="")


def _special_labels(shown: Iterable[str]) -> list[tuple[str, str]]:
    """The legend's words for the tiles that are neither gems nor actions among ``shown``."""
    labels = {
        "trash": lambda: words.t("mm-board-legend-valued", kind=kind_name("trash"), value=TRASH_VALUE),
        "multiplier": lambda: words.t("mm-board-legend-multiplier", factor=MULTIPLIER_FACTOR),
        "wildcard": lambda: words.say(kind_name("wildcard")),
    }
    present = set(shown)
    return [(kind, label()) for kind, label in labels.items() if kind in present]


def _any_facing(view: dict[str, Any]) -> bool:
    """Whether the mountain shows a split tile, whose sections facing the arrow are drawn lighter."""
    tiles = [cell.get("seen") or cell for cell in view["board"] if cell and (cell.get("seen") or not cell.get("down"))]
    return bool(view["arrows"]) and any(len(tile["icons"]) > 1 for tile in tiles)


def _facing_sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
    """A split tile's cell with the section facing the arrow lighter, as on the mountain."""
    geo = BoardGeometry(1, x - 13, cy - 15, 30)  # centred where the frame samples are (x + 2)
    draw_.polygon(geo.rhombus(0), fill=STONE, outline=STONE_EDGE)
    for q in range(4):
        draw_.polygon(geo.quadrant(0, q, inset=2), fill=FACING_FILL if q == 1 else None, outline=STONE_EDGE)


def _gem_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: draw_gem(draw_, kind, x + 2, cy, 15, label=False)


def _decision_bar(d: ImageDraw.ImageDraw, view: dict[str, Any], y: float) -> float:
    """A seat's decision in its own view ("Your move: ..."), framed like the cells it may choose."""
    said = msg("mm-board-your-move", prompt=Msg.from_json(view["prompt"]))
    outline, size, color = ACCENT, SMALL, TEXT
    bold = True
    room = WIDTH - 60
    line = _fit(said, size, room, bold=bold)
    # A sentence too long for one line (a wordy language) takes two, its names shortened first.
    lines = [line] if line == words.say(said) else theme.wrap_text(_fit(said, size, 1.8 * room, bold), size, room, bold)
    height = 46 + 34 * (len(lines) - 1)
    theme.rounded_box(d, (14, y, WIDTH - 14, y + height), fill=PANEL_LIGHT, outline=outline, width=3)
    for number, line in enumerate(lines):
        text(d, (WIDTH / 2, y + 23 + 34 * number), line, size=size, bold=bold, color=color, anchor="mm")
    return y + height


# ---------------------------------------------------------------------------- players
CHIP_H = 40  # a chip (an action, Trash, the secret tiles, the last turn's change)
ROW_GAP = 6  # between two rows of chips and tiles
BLOCK_GAP = 18  # below a player's block


def _players_image(view: dict[str, Any], names: list[str]) -> Image.Image:
    players = view["players"]
    # Drawn on a canvas tall enough for the longest names, two rows of piles and every row of
    # chips and tiles, then cut below the legend.
    rows = sum(len(_holding_rows(_holdings(view, p), WIDTH - 24)) for p in players)
    blocks = len(players) * (44 + 2 * theme.NAME_BAR_LINE + 8 + 2 * PILE_ROW + BLOCK_GAP)
    height = 64 + 10 + blocks + rows * (SHARD_H + ROW_GAP) + 400
    image = Image.new("RGB", (WIDTH, height), theme.BACKGROUND)
    d = ImageDraw.Draw(image)
    _header(d, view, words.t("mm-board-players-title"))
    y: float = 64 + 10
    keys: set[str] = set()  # what split tiles show besides gems (actions by their key letters), for the legend
    for p in players:
        y += _player_block(d, view, names, p, 12, y, WIDTH - 24, keys)
    # The triangles' entries only where a triangle shows (no one has the most of a gem at the deal).
    standing = view["standing"].values()
    entries: list[tuple[str, Callable | None] | tuple[str, Callable | None, str]] = []
    if any(st["hi"] for st in standing):
        entries.append((words.t("mm-board-legend-most"), _standing_sample(True), "most"))
    # (an empty pile with the fewest is not marked: it costs nothing)
    if any(_pile(g, p, view["standing"][g], p["seat"]).fewest for p in players for g in view["gems"]):
        entries.append((words.t("mm-board-legend-fewest"), _standing_sample(False), "fewest"))
    if any(_split_tiles(p["tiles"]) for p in players):
        entries.append((words.t("mm-board-legend-active"), _active_section_sample, "active section"))
    entries += [(label, _gem_sample(kind), "") for kind, label in _special_labels(keys)]
    # the key letters as on the mountain, in alphabetical order (the first entry explains them all)
    for number, kind in enumerate(sorted(keys & set(ACTIONS), key=ACTION_KEYS.__getitem__)):
        entries.append((words.say(kind_name(kind)), _held_key_sample(kind), "" if number else "action key"))
    bottom = legend_row(d, 16, y + 4, WIDTH - 16, entries, sample_w=KEY_SAMPLE_ROOM, line_h=46) if entries else y
    out = image.crop((0, 0, WIDTH, int(min(height, bottom + 12))))
    theme.carry(image, out)
    return out


# The most/fewest triangle on a pile: 34 px wide, at least 16 px as shown at 480 px.
STANDING_HALF = 17
STANDING_ROOM = 2 * STANDING_HALF + 10  # the room it takes at a pile's right end


# The players legend's samples: an action's key letter at 28 px (where the mountain's legend has
# 25 px), in a diamond that holds the widest letter, so the letter read on a tile is found at a glance.
KEY_SAMPLE_ROOM = 50  # the room before an entry's words (legend_row draws a sample at its left + 12)
KEY_SAMPLE_MIDDLE = 11  # from there to the sample's middle
KEY_SAMPLE_R = 22.5  # the diamond's half-diagonal: "m" at 28 px needs 21.5
KEY_SAMPLE_LETTER = 28


def _held_key_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: _action_key(
        draw_, kind, x + KEY_SAMPLE_MIDDLE, cy, KEY_SAMPLE_R, inner=15, meaning="", letter=KEY_SAMPLE_LETTER
    )


def _active_section_sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
    """A split tile's section framed as the active one, on the tile's lighter ground."""
    cx = x + KEY_SAMPLE_MIDDLE
    draw_.rounded_rectangle((cx - 21, cy - 21, cx + 21, cy + 21), radius=7, fill=PANEL_LIGHT)
    draw_.rounded_rectangle(
        (cx - 18, cy - 18, cx + 18, cy + 18), radius=6, fill=theme.BACKGROUND, outline=ACCENT, width=3
    )


def _standing_sample(most: bool) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    def sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
        cx = x + KEY_SAMPLE_MIDDLE
        fill = MOST_FILL if most else FEWEST_FILL
        draw_.rounded_rectangle((cx - 18, cy - 18, cx + 18, cy + 18), radius=5, fill=fill)
        _standing_mark(draw_, cx, cy, most, half=13)

    return sample


def _standing_mark(d: ImageDraw.ImageDraw, cx: float, cy: float, most: bool, half: float = STANDING_HALF) -> None:
    """An up triangle for the most of a gem, a down triangle for the fewest (shape, not colour alone),
    ``half`` px either side of (cx, cy)."""
    top, bottom = cy - half * 0.9, cy + half * 0.8
    if most:
        points = [(cx, top), (cx + half, bottom), (cx - half, bottom)]
    else:
        points = [(cx - half, cy - half * 0.8), (cx + half, cy - half * 0.8), (cx, cy + half * 0.9)]
    d.polygon(points, fill=TEXT)


PILE_ROW = 56  # a row of gem piles in a player's block
PILE_GEM = 19  # a pile's gem: 18 px as shown at 480 px
PILE_LABEL = 2 * PILE_GEM + 10  # where its count starts


@dataclass(frozen=True)
class _Pile:
    """One gem pile of a player as the players image shows it."""

    gem: str
    label: str
    most: bool
    fewest: bool
    empty: bool  # nothing held, marked or multiplied: drawn as a dim outline so held piles stand out

    @property
    def width(self) -> float:
        """The room it needs: the gem, its label and the most/fewest triangle."""
        mark = STANDING_ROOM if self.most or self.fewest else 8
        return PILE_LABEL + theme.text_width(self.label, MEDIUM, bold=not self.empty) + mark


def _pile(gem: str, p: dict[str, Any], standing: dict[str, Any], seat: int) -> _Pile:
    count = p["piles"].get(gem, 0)
    most = seat in standing["hi"]
    # the fewest only where it costs something: an empty pile loses nothing, so it is not marked red
    fewest = not most and seat in standing["lo"] and count > 0
    mult = p["multipliers"].get(gem, 0)
    label = (
        words.t("mm-board-pile-multiplied", count=count, factor=MULTIPLIER_FACTOR**mult)
        if mult
        else words.t("mm-board-pile", count=count)
    )
    return _Pile(gem, label, most, fewest, empty=not count and not (most or fewest or mult))


def _pile_share(width: float, count: int) -> float:
    """A pile's width when ``count`` of them share a row ``width`` px wide."""
    return (width - 4 * (count - 1)) / max(1, count)


def _player_block(
    d: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    p: dict[str, Any],
    x0: float,
    y: float,
    width: float,
    keys: set[str],
) -> float:
    """One player's name bar, gem piles, chips and split tiles; adds the action kinds drawn on
    split tiles to ``keys`` (for the legend) and returns the height used."""
    top = y
    seat = p["seat"]
    points = view["scores"][seat]
    if view["over"] and seat in view["result"]["winners"]:
        detail = words.t("mm-board-winner-points", points=points)
    else:
        detail = _points(points)
    acting = seat in view["to_act"]
    # The name whole, on a second line where it does not fit beside the detail ("(you)" kept).
    say = (lambda part: words.t("mm-board-you", player=part)) if view["seat"] == seat else None
    lines = theme.name_bar_lines(names[seat], SMALL, width, detail, acting, say)
    extra = theme.NAME_BAR_LINE * (len(lines) - 1)
    if len(lines) == 1:
        name_strip(d, x0, y, width, seat, lines[0], acting, detail)
    else:
        theme.name_bar(d, x0, y, width, seat, lines, acting, detail, SMALL, height=44 + extra)
    y += extra
    gems = view["gems"]
    standing = view["standing"]
    gy = y + 52
    piles = [_pile(g, p, standing[g], seat) for g in gems]
    # One row of piles; two where one pile's label and mark would not fit its share of one row (a
    # multiplied pile, "12 ×4", at 6 players with every gem).
    rows = 1 if all(pile.width <= _pile_share(width, len(gems)) for pile in piles) else 2
    per_row = -(-len(gems) // rows)
    cell_w = _pile_share(width, per_row)
    for index, pile in enumerate(piles):
        gx = x0 + (index % per_row) * (cell_w + 4)
        py = gy + (index // per_row) * PILE_ROW
        if pile.empty:
            d.rounded_rectangle((gx, py, gx + cell_w, py + 46), radius=6, outline=PANEL, width=2)
        else:
            fill = MOST_FILL if pile.most else FEWEST_FILL if pile.fewest else PANEL
            theme.rounded_box(d, (gx, py, gx + cell_w, py + 46), fill=fill, radius=6)
        draw_gem(d, pile.gem, gx + 4 + PILE_GEM, py + 23, PILE_GEM, label=False)
        color = TEXT_DIM if pile.empty else TEXT
        text(d, (gx + PILE_LABEL, py + 23), pile.label, size=MEDIUM, bold=not pile.empty, color=color, anchor="lm")
        if pile.most or pile.fewest:
            cx = gx + cell_w - STANDING_ROOM / 2
            _standing_mark(d, cx, py + 23, pile.most)
            meaning = "most" if pile.most else "fewest"
            box = (cx - STANDING_HALF, py + 23 - STANDING_HALF, cx + STANDING_HALF, py + 23 + STANDING_HALF)
            theme.symbol(d, box, meaning, meaning)
    ay = gy + PILE_ROW * rows
    for row in _holding_rows(_holdings(view, p), width):
        row_h = SHARD_H if any(h.kind == "tile" for h in row) else CHIP_H
        ax, cy = x0, ay + row_h / 2
        for holding in row:
            if holding.kind == "tile":
                continue
            label, w = holding.label, holding.width
            if w > width:  # wider than a whole row: only then is a chip shortened
                label = theme.fit_text(label, SMALL, width - 16)
                w = theme.text_width(label, SMALL) + 16
            box = (ax, cy - CHIP_H / 2, ax + w, cy + CHIP_H / 2)
            if holding.kind == "none":
                text(d, (ax, cy), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            elif holding.kind == "change":  # framed like the mountain's marks of the last turn
                d.rounded_rectangle(box, radius=8, outline=LAST_TURN, width=3)
                text(d, (ax + 8, cy), label, size=SMALL, color=TEXT, anchor="lm")
            else:
                theme.rounded_box(d, box, fill=holding.fill, radius=8)
                text(d, (ax + 8, cy), label, size=SMALL, color=theme.contrast_text(holding.fill), anchor="lm")
            ax += w + 8
        tiles = [h.tile for h in row if h.tile is not None]
        if tiles:
            _draw_shards(d, tiles, x0 + width, ay, keys=keys)
        ay += row_h + ROW_GAP
    return ay - ROW_GAP - top + BLOCK_GAP


@dataclass(frozen=True)
class _Holding:
    """One thing a player holds below the piles: a chip (its label on a ``fill``), the last turn's
    change (framed), "no action tiles", or a collected split ``tile``."""

    kind: str  # "chip", "change", "none" or "tile"
    width: float
    label: str = ""
    fill: theme.Color = PANEL
    tile: dict[str, Any] | None = None


def _holdings(view: dict[str, Any], p: dict[str, Any]) -> list[_Holding]:
    """What a player holds besides the piles, in the order drawn: the last turn's change, the
    chips, then the split tiles."""
    seat = p["seat"]
    last = view.get("last_turn") or {}
    gained = ((last.get("gained") or [])[seat : seat + 1] or [0])[0]
    lost = ((last.get("lost") or [])[seat : seat + 1] or [0])[0]
    out: list[_Holding] = []
    if gained or lost:
        if gained and lost:
            change = words.t("mm-board-last-turn-both", gained=gained, lost=lost)
        elif gained:
            change = words.t("mm-board-last-turn-gained", gained=gained)
        else:
            change = words.t("mm-board-last-turn-lost", lost=lost)
        out.append(_Holding("change", theme.text_width(change, SMALL) + 16, change))
    chips: list[tuple[str, theme.Color]] = []
    for kind, k in sorted(p["actions"].items()):
        chips.append((words.t("mm-board-chip-actions", kind=kind_name(kind), count=k), ACTION_FILL))
    if p.get("trash"):
        chips.append((words.t("mm-board-chip-trash", count=p["trash"], points=TRASH_VALUE * p["trash"]), TRASH_FILL))
    hidden = sum(1 for t in p["tiles"] if t.get("secret") and "icons" not in t)
    if hidden:
        chips.append((words.t("mm-board-chip-secret", count=hidden), DOWN_FILL))
    out += [_Holding("chip", theme.text_width(label, SMALL) + 16, label, fill) for label, fill in chips]
    split = _split_tiles(p["tiles"])
    if not chips and not split:
        none = words.t("mm-board-no-actions")
        out.append(_Holding("none", theme.text_width(none, SMALL) + 4, none))
    out += [_Holding("tile", _shard_width(tile), tile=tile) for tile in split]
    return out


def _holding_rows(holdings: list[_Holding], width: float) -> list[list[_Holding]]:
    """``holdings`` in rows ``width`` px wide, each on the first row it fits after the one before
    (chips at the left, tiles at the right end), so nothing is cut or left out."""
    rows: list[list[_Holding]] = [[]]
    used = 0.0
    for holding in holdings:
        if rows[-1] and used + 8 + holding.width > width:
            rows.append([])
            used = 0.0
        used += (8 if rows[-1] else 0) + holding.width
        rows[-1].append(holding)
    return rows
