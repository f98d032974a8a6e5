"""Mountain Miners board image for the chat column: one image 750 px wide (shown 360 px wide in
a turn post, so its 25 px text reads at 12 px and a 34 px mark at 16 px).

The mountain is drawn as a square grid (columns A.. left to right, rows 1.. top to bottom, as the
cell names read), not turned: the diamond of the rules is this square turned 45 degrees, so its
N corner is the grid's top-left corner, E the top-right, S the bottom-right and W the bottom-left;
NE, SE, SW and NW are the top, right, bottom and left edges. An arrow stands in the margin at the
corner or edge it faces, and the layer nearest it (spec 2.3) is the same cells as on the diamond.
A split tile's four sections are the square's quarters (the diamond's N, E, S and W sections: top
left, top right, bottom right, bottom left); those a grab would take now are lit.

Beside the mountain: the arrows' turning, the deck and the gems' values; under it the legend of
every action letter and frame it shows, then one grid of every player's piles (a row a seat, a
column a gem, the most and fewest marked by a triangle, a Multiplier by a star). Whose turn it is
and every player's points are the turn post's text, so the image does not repeat them. A seat's
own view adds its hand (action tiles, Trash, its secret tile, split tiles) and its decision.
The last turn's changes are framed in white: cells a tile arrived on or that changed solid, cells
a tile left dashed (a face-down tile that was taken is marked as a place only).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import (
    LAST_TURN,
    MEDIUM,
    SMALL,
    dashed_polygon,
    last_turn_polygon,
    legend_row,
)
from render.theme import ACCENT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, text
from rules.mountain_miners.data import MULTIPLIER_FACTOR, kind_name, step_name
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

Box = tuple[float, float, float, float]


def _bounds(points: Sequence[tuple[float, float]]) -> Box:
    """The box around ``points``."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


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
FACING_FILL = (226, 212, 176)  # a split tile's section that a grab would take now (far lighter than STONE)
FACING_EDGE = (255, 246, 214)  # and its outline, so the section reads as lit at 360 px
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
    # an action: a gold diamond with its key letter (named in the legend), as on every tile
    _action_key(draw, kind, cx, cy, max(r, MARK / 2 + 2), inner=MARK / 2, meaning="")


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
    box: Box | None = None,
) -> None:
    """An action: a gold rounded square ``r`` px either side of (cx, cy) with the action's key
    letter (see the legend), the same on whole and split tiles, in hands and legends; a lower-case
    letter, so it is not taken for a column (A-G) or a row (1-7) of the mountain. ``inner``: half
    the recorded box (``box``: the recorded box itself)."""
    inner = r * 0.9 if inner is None else inner
    box = box or (cx - inner, cy - inner, cx + inner, cy + inner)
    with theme.panel(draw, box, action_code(kind), kind="symbol", meaning=meaning):
        draw.rounded_rectangle((cx - r, cy - r, cx + r, cy + r), radius=r * 0.3, fill=ACTION_FILL, outline=(70, 50, 10))
        if kind in ACTION_KEYS:
            # centred by its ink: a letter without ascender ("m") would sit low
            above, below = theme.ink_extent(ACTION_KEYS[kind], letter, bold=True)
            baseline = cy - (above + below) / 2
            text(draw, (cx, baseline), ACTION_KEYS[kind], size=letter, color=theme.TEXT_DARK, bold=True, anchor="ms")


def _rotation_text(view: dict[str, Any]) -> str:
    """How the arrows turn after this turn (where they stand is drawn: the arrows themselves)."""
    a = view["arrows"][0]
    if view["locked"]:
        turning = msg("mm-board-locked")
    elif a["dir"] > 0:
        turning = msg("mm-board-turns-clockwise", step=step_name(a["step"]))
    else:
        turning = msg("mm-board-turns-anticlockwise", step=step_name(a["step"]))
    said = words.say(turning)
    return said[:1].upper() + said[1:]


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    names = [" ".join(theme.clean(n).split()) for n in names]
    count = len(view["players"])
    return [
        theme.isolate(names[s] if s < len(names) and names[s] else words.t("mm-board-player-number", number=s + 1))
        for s in range(count)
    ]


def _facts_text(view: dict[str, Any]) -> str:
    """The deck, tiles removed and a refill due, in a row (the actions used are a history: the
    move lines tell it)."""
    info = [words.t("mm-board-deck", count=view["deck"])]
    if view.get("removed"):
        info.append(words.t("mm-board-removed", count=view["removed"]))
    if view.get("refill"):
        info.append(words.t("mm-board-refill-due", count=view["refill"]))
    line = info[-1]
    for part in reversed(info[:-1]):
        line = words.t("mm-board-facts", first=part, rest=line)
    return line


def _special_labels(shown: Iterable[str]) -> list[tuple[str, str]]:
    """The legend's words for the tiles that are neither gems nor actions among ``shown``."""
    labels: dict[str, Callable[[], str]] = {
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


def _decision_bar(d: ImageDraw.ImageDraw, view: dict[str, Any], y: float) -> float:
    """A seat's decision in its own view ("Your move: ..."), framed like the cells it may choose."""
    said = msg("mm-board-your-move", prompt=Msg.from_json(view["prompt"]))
    outline, size, color = ACCENT, SMALL, TEXT
    bold = True
    room = WIDTH - 60
    # A sentence too long for one line (a wordy language) takes up to three, its names shortened first.
    full = words.say(said)
    fits = theme.text_width(full, size, bold) <= room
    lines = [full] if fits else theme.wrap_text(_fit(said, size, 2.8 * room, bold), size, room, bold)
    height = 46 + 34 * (len(lines) - 1)
    theme.rounded_box(d, (14, y, WIDTH - 14, y + height), fill=PANEL_LIGHT, outline=outline, width=3)
    for number, line in enumerate(lines):
        text(d, (WIDTH / 2, y + 23 + 34 * number), line, size=size, bold=bold, color=color, anchor="mm")
    return y + height


# ---------------------------------------------------------------------------- layout
WIDTH = 750
MARK = 34  # the least a meaningful mark measures here (16 px as shown 360 px wide)
MARGIN = 38  # round the grid: the column letters, the row numbers and the arrows
LINE = 30  # a line of SMALL text
# A tile's side by map size: a split tile's section is half of it, at least MARK px.
TILE = {5: 84, 6: 72, 7: 72}
PILE_ROW = 34  # a row of the piles grid: a seat badge (MARK px) high


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


# ---------------------------------------------------------------------------- images
def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The board image, on this game's fixed palette (also the replay GIF's frame)."""
    return _quantize(_board_image(view, _names(view, names)))


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """One image: the mountain with its legend, then every player's piles."""
    return [draw(view, names)]


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
        samples.append(_board_image(GAME.view(state, viewer), [f"#{i + 1}" for i in range(4)]))
    return theme.learn_palette(samples)


Entry = tuple[str, Callable[[ImageDraw.ImageDraw, float, float], None] | None, str]


def _side_column(
    d: ImageDraw.ImageDraw, view: dict[str, Any], x: float, right: float, entries: list[Entry]
) -> list[tuple[str, bool, theme.Color]]:
    """Beside the mountain: the arrows' turning, the facts, then as many legend ``entries`` as
    fit above the grid's bottom (those drawn are removed from ``entries``); returns the texts
    that go under the mountain instead (one with a word wider than the column)."""
    geo = mountain_geometry(view)
    y = 8.0
    under: list[tuple[str, bool, theme.Color]] = []
    for content, bold, colour in ((_rotation_text(view), False, ACCENT), (_facts_text(view), False, TEXT_DIM)):
        if not _fits_words(content, right - x, bold):  # a word wider than the column: under the mountain
            under.append((content, bold, colour))
            continue
        for line in theme.wrap_text(content, SMALL, right - x, bold=bold):
            text(d, (x, y), line, size=SMALL, color=colour, bold=bold)
            y += LINE
    y += 6
    limit = geo.bottom + MARGIN
    for entry in list(entries):  # in order, each that fits (up to three lines); the rest go under
        label, sample, meaning = entry
        room = right - x - SIDE_SAMPLE_W
        if not _fits_words(label, room) or "\u2068" in label:
            continue  # a word (or a name, which wraps whole) wider than the column: it goes under, whole
        lines = theme.wrap_text(label, SMALL, room)
        height = max(ENTRY_H, LINE * len(lines) + 6)
        if len(lines) > 3 or y + height > limit:
            continue
        entries.remove(entry)
        with theme.panel(d, (x, y, right, y + height), label, kind="legend", meaning=meaning):
            if sample is not None:
                sample(d, x + 6, y + height / 2)
            top = y + height / 2 - LINE * len(lines) / 2
            for number, line in enumerate(lines):
                middle = top + LINE * number + LINE / 2
                text(d, (x + SIDE_SAMPLE_W, middle), line, size=SMALL, color=TEXT_DIM, anchor="lm")
        y += height + 2
    return under


LEGEND_GAP = 16  # between two entries on a line


def _packed(entries: list[Entry], width: float) -> list[list[Entry]]:
    """``entries`` in lines ``width`` px wide, each going on the first line with room for it (in
    order otherwise), so that short entries fill the ends of lines a long one could not."""
    lines: list[tuple[list[Entry], float]] = []
    for entry in entries:
        label, sample, _ = entry
        need = (SAMPLE_W if sample is not None else 0) + theme.text_width(label, SMALL) + 4
        for number, (line, used) in enumerate(lines):
            if used + LEGEND_GAP + need <= width:
                lines[number] = (line + [entry], used + LEGEND_GAP + need)
                break
        else:
            lines.append(([entry], need))
    return [line for line, _ in lines]


def _fits_words(content: str, width: float, bold: bool = False) -> bool:
    """Whether every word of ``content`` fits ``width`` (so wrapping it cuts none)."""
    return all(theme.text_width(word, SMALL, bold) <= width for word in content.split())


SAMPLE_MIDDLE = 12  # a sample's middle from where the legend draws it (12 px into its entry)
SIDE_SAMPLE_W = 44  # beside the mountain: the sample from its entry's left edge
SAMPLE_W = 52  # a legend entry's sample, before its words
ENTRY_H = 34


def _legend_entries(view: dict[str, Any], names: list[str], drawn: dict[str, Any]) -> list[Entry]:
    """What the mountain's gems, letters and frames mean (those it shows): gems first (with their
    values), then the action letters in alphabetical order, the specials and the frames."""
    entries: list[Entry] = []
    shown = set(drawn["shown"])
    # the gems go by their shape and colour, each with its points on it (and in the piles' heading)
    entries.append((words.t("mm-board-legend-gem-value"), _valued_gem_sample(view["gems"][-1]), "gem"))
    for number, kind in enumerate(sorted(shown & set(ACTIONS), key=ACTION_KEYS.__getitem__)):
        meaning = "action key" if not number else ""
        entries.append((words.say(kind_name(kind)), _key_sample(kind), meaning))
    for special, label in _special_labels(shown):
        entries.append((label, _gem_sample(special), ""))
    if drawn["down"]:
        entries.append((words.t("mm-board-legend-face-down"), None, ""))
    if drawn["seen"]:
        entries.append((words.t("mm-board-legend-seen"), _frame_sample(SEEN_EDGE), "seen"))
    if view.get("targets"):
        entries.append((words.t("mm-board-legend-targets"), _frame_sample(ACCENT), "targets"))
    if drawn["lit"]:
        entries.append((words.t("mm-board-legend-facing"), _facing_sample, "facing"))
    last = view.get("last_turn") or {}
    if drawn["solid"] or drawn["taken"]:
        who = names[last["seat"]] if last.get("seat") is not None and last["seat"] < len(names) else ""
        label = _fit(msg("mm-board-legend-last-turn", player=who), SMALL, WIDTH - 24 - SAMPLE_W)
        entries.append(
            (label, _frame_sample(LAST_TURN, dashed=not drawn["solid"]), "last turn" if drawn["solid"] else "taken")
        )
    if drawn["solid"] and drawn["taken"]:
        entries.append((words.t("mm-board-legend-taken"), _frame_sample(LAST_TURN, dashed=True), "taken"))
    return entries


def _piles_legend(view: dict[str, Any]) -> list[Entry]:
    """What the piles grid's numbers and marks mean (those it shows)."""
    marks = [_pile_marks(gem, p, view["standing"][gem]) for p in view["players"] for gem in view["gems"]]
    entries: list[Entry] = [(words.t("mm-board-legend-pile-count"), None, "")]
    if any(most for _, most, _, _ in marks):
        entries.append((words.t("mm-board-legend-most"), _standing_sample(True), "most"))
    if any(fewest for _, _, fewest, _ in marks):
        entries.append((words.t("mm-board-legend-fewest"), _standing_sample(False), "fewest"))
    if any(mult for _, _, _, mult in marks):
        label = words.t("mm-board-legend-multiplier-joined", factor=MULTIPLIER_FACTOR)
        entries.append((label, _gem_sample("multiplier"), "multiplier"))
    return entries


def _board_image(view: dict[str, Any], names: list[str]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, 2400), theme.BACKGROUND)
    d = ImageDraw.Draw(image)
    geo = mountain_geometry(view)
    drawn = _draw_mountain(d, view, geo)
    entries = _legend_entries(view, names, drawn)
    side = geo.right + MARGIN + 4  # clear of an arrow at the E corner or the SE edge
    under = _side_column(d, view, side, WIDTH - 10, entries)
    entries += _piles_legend(view)  # under the mountain, right above the grid they explain
    y = geo.bottom + MARGIN
    for content, bold, colour in under:
        for line in theme.wrap_text(content, SMALL, WIDTH - 24, bold=bold):
            text(d, (12, y), line, size=SMALL, color=colour, bold=bold)
            y += LINE + 6  # its glyphs stand a little below y
    for row in _packed(entries, WIDTH - 24):
        y = legend_row(d, 12, y, WIDTH - 12, row, gap=LEGEND_GAP, line_h=ENTRY_H, sample_w=SAMPLE_W)
    y += 2
    y = _piles_grid(d, view, names, y)
    if view.get("seat") is not None and view.get("seat") in range(len(view["players"])):
        y = _hand(d, view, view["players"][view["seat"]], y)
    if view.get("prompt"):  # a seat's own view: its decision, which the yellow frames belong to
        y = _decision_bar(d, view, y + 6)
    out = image.crop((0, 0, WIDTH, int(y + 3)))
    theme.carry(image, out)
    return out


def _valued_gem_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: draw_gem(draw_, kind, x + SAMPLE_MIDDLE, cy, MARK / 2)


def _gem_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: draw_gem(draw_, kind, x + SAMPLE_MIDDLE, cy, MARK / 2, label=False)


def _key_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: _action_key(
        draw_, kind, x + SAMPLE_MIDDLE, cy, MARK / 2 + 1, inner=MARK / 2, meaning=""
    )


def _frame_sample(colour: theme.Color, dashed: bool = False) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    def sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
        x += SAMPLE_MIDDLE - MARK / 2  # centred as the other samples
        points = [(x, cy - MARK / 2), (x + MARK, cy - MARK / 2), (x + MARK, cy + MARK / 2), (x, cy + MARK / 2)]
        draw_.polygon(points, fill=STONE)
        if dashed:
            dashed_polygon(draw_, points, colour, width=4, dash=6)
        elif colour == LAST_TURN:
            last_turn_polygon(draw_, points)
        else:
            draw_.polygon(points, outline=colour, width=4)

    return sample


def _facing_sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
    """A split tile with the section an arrow at NE faces lit, as on the mountain."""
    geo = SquareGeometry(1, x + SAMPLE_MIDDLE - MARK / 2 - 2, cy - MARK / 2 - 2, MARK + 4)
    d = draw_
    d.rectangle(geo.box(0), fill=STONE, outline=STONE_EDGE)
    for q in (0, 1):
        d.rectangle(geo.quarter(0, q), fill=FACING_FILL, outline=FACING_EDGE, width=1)


# ---------------------------------------------------------------------------- piles
def _pile_marks(gem: str, p: dict[str, Any], standing: dict[str, Any]) -> tuple[int, bool, bool, int]:
    """A pile's count, whether it is the most or the fewest of its gem (the fewest only where it
    costs something: an empty pile loses nothing) and its Multipliers."""
    count = p["piles"].get(gem, 0)
    most = p["seat"] in standing["hi"]
    fewest = not most and p["seat"] in standing["lo"] and count > 0
    return count, most, fewest, p["multipliers"].get(gem, 0)


def _piles_grid(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: float) -> float:
    """Every player's piles in one grid: a row a seat (badge and short name), a column a gem (its
    icon on top), each cell the count, a triangle for the most (up) or fewest (down), a star for a
    Multiplier joined to it; then its legend. Returns the y below."""
    players, gems = view["players"], view["gems"]
    left, right = 10.0, WIDTH - 10.0
    # a cell needs room for a two-digit count (or a star carrying it) and a triangle; the short
    # names take what is left, none where eight gems leave no room (the badge names the seat, as
    # in the post's standings)
    name_w = max(0.0, min(150.0, right - left - MARK - 8 - CELL_LEAST * len(gems)))
    if name_w < 60:
        name_w = 0.0
    cell = (right - left - MARK - 8 - name_w) / max(1, len(gems))
    x_gems = left + MARK + 8 + name_w
    for number, gem in enumerate(gems):
        cx = x_gems + cell * (number + 0.5)
        with theme.panel(d, (cx - MARK / 2, y, cx + MARK / 2, y + MARK), gem, "symbol", "gem"):
            draw_gem(d, gem, cx, y + MARK / 2, MARK / 2)
    y += MARK + 1
    found: set[str] = set()
    for row, p in enumerate(players):
        seat, cy = p["seat"], y + PILE_ROW / 2
        if row % 2 == 0:
            d.rectangle((left, y, right, y + PILE_ROW), fill=PANEL)
        theme.seat_badge(d, left + MARK / 2 + 1, cy, MARK, seat)
        if name_w:
            short = theme.fit_text(names[seat] if seat < len(names) else "", SMALL, name_w - 8)
            text(d, (left + MARK + 10, cy), short, size=SMALL, color=TEXT, anchor="lm")
        for number, gem in enumerate(gems):
            x0 = x_gems + cell * number
            count, most, fewest, mult = _pile_marks(gem, p, view["standing"][gem])
            if most or fewest:
                d.rounded_rectangle(
                    (x0 + 2, y + 2, x0 + cell - 2, y + PILE_ROW - 2), radius=6, fill=MOST_FILL if most else FEWEST_FILL
                )
            if mult:  # a Multiplier joined to the pile: the count on a star
                sx = x0 + 4 + STAR_R
                with theme.panel(
                    d, (sx - STAR_R, cy - STAR_R, sx + STAR_R, cy + STAR_R), "multiplier", "symbol", "multiplier"
                ):
                    draw_gem(d, "multiplier", sx, cy, STAR_R, label=False)
                    text(d, (sx, cy + 2), str(count), size=SMALL, bold=True, color=theme.TEXT_DARK, anchor="mm")
                found.add("multiplier")
            else:
                text(
                    d,
                    (x0 + 8, cy),
                    str(count),
                    size=SMALL,
                    bold=bool(count),
                    color=TEXT if count else TEXT_DIM,
                    anchor="lm",
                )
            if most or fewest:
                meaning = "most" if most else "fewest"
                half = MARK / 2
                at = x0 + cell - 4
                _standing_mark(d, at - half, cy, most, half=half)
                theme.symbol(d, (at - MARK, cy - half, at, cy + half), meaning, meaning)
                found.add(meaning)
        y += PILE_ROW
    return y


CELL_LEAST = 84  # a pile's cell at its narrowest: a star of STAR_R with a count, and a triangle
STAR_R = 19


def _standing_sample(most: bool) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    def sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
        cx = x + SAMPLE_MIDDLE
        draw_.rounded_rectangle(
            (cx - MARK / 2, cy - MARK / 2, cx + MARK / 2, cy + MARK / 2),
            radius=5,
            fill=MOST_FILL if most else FEWEST_FILL,
        )
        _standing_mark(draw_, cx, cy, most, half=MARK / 2 - 3)

    return sample


def _standing_mark(d: ImageDraw.ImageDraw, cx: float, cy: float, most: bool, half: float) -> None:
    """An up triangle for the most of a gem, a down triangle for the fewest (shape, not colour alone)."""
    if most:
        points = [(cx, cy - half * 0.9), (cx + half, cy + half * 0.8), (cx - half, cy + half * 0.8)]
    else:
        points = [(cx - half, cy - half * 0.8), (cx + half, cy - half * 0.8), (cx, cy + half * 0.9)]
    d.polygon(points, fill=TEXT)


# ---------------------------------------------------------------------------- a seat's hand
HELD = MARK + 8  # one held tile or section


def _hand(d: ImageDraw.ImageDraw, view: dict[str, Any], p: dict[str, Any], y: float) -> float:
    """What only this seat needs to see: its action tiles, Trash, its secret tile (its face: the
    owner knows it) and its split tiles (the section that counts framed), then their legend."""
    items: list[tuple[str, Any]] = []
    for kind, count in sorted(p["actions"].items(), key=lambda item: ACTION_KEYS.get(item[0], item[0])):
        items += [("action", kind)] * count
    items += [("trash", None)] * int(p.get("trash") or 0)
    items += [
        ("tile", tile) for tile in p["tiles"] if tile.get("icons") and (len(tile["icons"]) > 1 or tile.get("secret"))
    ]
    if not items:
        return y
    x, left, right = 12.0, 12.0, WIDTH - 12.0
    y += 6
    theme.seat_badge(d, x + MARK / 2, y + HELD / 2, MARK, p["seat"])
    x += MARK + 10
    kinds: set[str] = set()
    for what, value in items:
        width = HELD * len(value["icons"]) + 4 if what == "tile" else HELD
        if x + width > right:
            x, y = left + MARK + 10, y + HELD + 6
        cy = y + HELD / 2
        if what == "action":
            _action_key(d, value, x + HELD / 2, cy, MARK / 2 + 2, inner=MARK / 2, meaning="")
            kinds.add(value)
        elif what == "trash":
            with theme.panel(d, (x + 4, cy - MARK / 2, x + 4 + MARK, cy + MARK / 2), "trash", "symbol"):
                draw_gem(d, "trash", x + HELD / 2, cy, MARK / 2, label=False)
            kinds.add("trash")
        else:
            theme.rounded_box(d, (x, y, x + width, y + HELD), fill=PANEL_LIGHT, radius=6)
            if value.get("secret"):
                dashed_polygon(d, [(x, y), (x + width, y), (x + width, y + HELD), (x, y + HELD)], SEEN_EDGE, width=3)
                theme.frame(d, (x, y, x + width, y + HELD), "secret")
                kinds.add("secret")
            for k, icon in enumerate(value["icons"]):
                sx = x + 2 + HELD * k
                cx = sx + HELD / 2
                if len(value["icons"]) > 1 and k == value.get("act", 0):
                    active = (sx + 1, y + 2, sx + HELD - 1, y + HELD - 2)
                    d.rounded_rectangle(active, radius=6, fill=theme.BACKGROUND, outline=ACCENT, width=3)
                    theme.frame(d, active, "active section")
                    kinds.add("active section")
                if icon in ACTIONS:
                    _action_key(d, icon, cx, cy, MARK / 2 + 1, inner=MARK / 2, meaning="")
                    kinds.add(icon)
                else:
                    with theme.panel(d, (cx - MARK / 2, cy - MARK / 2, cx + MARK / 2, cy + MARK / 2), icon, "symbol"):
                        draw_gem(d, icon, cx, cy, MARK / 2 - 1, label=False)
                    kinds.add(icon)
        x += width + 6
    y += HELD + 4
    shown = set(_board_kinds(view))
    entries: list[Entry] = []
    if "active section" in kinds:
        entries.append((words.t("mm-board-legend-active"), _active_sample, "active section"))
    if "secret" in kinds:
        entries.append((words.t("mm-board-legend-secret"), _frame_sample(SEEN_EDGE, dashed=True), "secret"))
    for kind in sorted((kinds - shown) & set(ACTIONS), key=ACTION_KEYS.__getitem__):
        entries.append((words.say(kind_name(kind)), _key_sample(kind), ""))
    for kind, label in _special_labels(kinds - shown):
        entries.append((label, _gem_sample(kind), ""))
    if entries:
        y = legend_row(d, 12, y, WIDTH - 12, entries, gap=16, line_h=ENTRY_H, sample_w=SAMPLE_W)
    return y


def _board_kinds(view: dict[str, Any]) -> list[str]:
    """The kinds the mountain shows (and so names in its legend)."""
    kinds: list[str] = []
    for cell in view["board"]:
        tile = (cell.get("seen") if cell.get("down") else cell) if cell else None
        kinds += (tile or {}).get("icons") or []
    return kinds


def _active_sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
    x += SAMPLE_MIDDLE - MARK / 2
    box = (x, cy - MARK / 2, x + MARK, cy + MARK / 2)
    draw_.rounded_rectangle(box, radius=6, fill=theme.BACKGROUND, outline=ACCENT, width=3)
