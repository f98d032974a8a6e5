"""Nanga Parbat board image, laid out for the turn post, where it shows 360 px wide (720 px become
360, so 24 px text shows at 12 px and a 32 px mark at 16 px): under a thin header and the status
line (who decides what), the mountain (a pyramid of six region pyramids with their numbered flags,
the dotted paths and the guide) fills the width, each player's name strip and supply sit in an
upper corner beside the peak, and under the mountain one compact animal table (each animal's
colour and sign, its name, and how many each player holds) and one band of keys (the pieces, the
guide, the dotted path, how a section is numbered, and the frames the image shows).

The points chart and the points are not drawn: the post's text gives the standings, and the picker
names the chart's spots when one may be claimed. Every animal section carries its animal's sign as
well as its colour, and the animal table, which names each sign, is its legend; hikers and camps
carry their seat's marker shape as well as its colour. In the acting seat's image the legal targets
of the current decision are framed in the accent colour; what the last turn changed is outlined in
every image (:func:`render.theme.outline_last_turn`) from the view's public ``last_turn``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.colour_vision import delta_e
from render.theme import (
    ACCENT,
    BACKGROUND,
    GOOD,
    GRID,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DARK,
    TEXT_DIM,
    contrast_text,
    fit_text,
    seat_color,
    text,
)
from rules.nanga_parbat import board as B
from rules.text import Msg

WIDTH = 720
MARGIN = 8
# Sizes as shown 360 px wide (inside a turn post), where 720 px become 360: text of 24 px shows at
# 12 px, a mark of 32 px at 16 px.
SMALL = 24  # every text but the status line and the title
BODY = 26  # the status line
MARK = 34  # the least size of a mark that means something (17 px as shown)
CELL_W, CELL_H = 76, 50  # a section: its animal's sign (or a piece) and its number
GAP = 3
REGION_W = 3 * CELL_W
REGION_GAP_X = 10
REGION_STEP_X = REGION_W + REGION_GAP_X
# Between two tiers of regions: room for a dotted path.
TIER_GAP = 18
REGION_STEP_Y = 3 * CELL_H + TIER_GAP
TOP = 0  # no title bar: the thread and the post say which game this is
STATUS_H = 44
STATUS_LINE = 32  # each further line of the status band
MOUNTAIN_Y = TOP + STATUS_H + 12  # room above the peak for its flag
MOUNTAIN_H = 3 * REGION_STEP_Y - TIER_GAP
STRIP_H = 58  # a name strip: its to-act arrow is 34 px tall
LINE = 30  # a line of SMALL text

ANIMAL_FILL = {
    "leopard": (238, 238, 240),
    "tahr": (150, 98, 56),
    "deer": (132, 136, 146),
    "yak": (28, 28, 32),
    "bharal": (64, 124, 210),
    "panda": (212, 68, 48),
}
SNOW = (208, 216, 226)
ROCK = (70, 76, 90)
GUIDE_ROCK = (112, 100, 58)
FLAG = (250, 210, 40)


# A swatch whose colour is close to its panel's (the yak's near-black on the dark table) is told
# apart by a light outline: CIELAB distance at least this far from the panel, one or the other.
SWATCH_MIN_DELTA_E = 20.0


def swatch_outline(fill: tuple[int, int, int], panel: tuple[int, int, int] = PANEL) -> tuple[int, int, int]:
    """The outline of an animal's swatch on ``panel``: the grid's where the colour itself stands out,
    a light one where it would melt into the panel."""
    return GRID if delta_e(fill, panel) >= SWATCH_MIN_DELTA_E else TEXT_DIM


def _animal_label(kind: str) -> str:
    """An animal's name, the one the text, the picker and the rules use too."""
    return words.t(f"np-animal-short-{kind}")


def _two_lines(label: str, width: float, size: int = SMALL) -> list[str]:
    """``label`` in ``width`` px: one line, else two broken at a space, else inside the word with a
    hyphen (a short name in a long language still shows whole), else shortened as a last resort."""
    if theme.text_width(label, size) <= width:
        return [label]
    parts = label.split(" ")
    for cut in range(len(parts) - 1, 0, -1):
        first, second = " ".join(parts[:cut]), " ".join(parts[cut:])
        if theme.text_width(first, size) <= width and theme.text_width(second, size) <= width:
            return [first, second]
    breaks = []
    for cut in range(1, len(label)):
        head, tail = label[:cut], label[cut:]
        first = head.rstrip() if head[-1] == " " or tail[0] == " " else head + "-"
        wide = max(theme.text_width(first, size), theme.text_width(tail.lstrip(), size))
        if wide <= width:
            breaks.append((wide, first, tail.lstrip()))
    if breaks:
        _, first, second = min(breaks)  # the most even break
        return [first, second]
    return [fit_text(label, size, width)]


# Animals are told apart by their signs (named in the animal table), hikers and camps by seat
# shape: no colour pair carries meaning alone here except the snow a piece stands on against the
# rock of the regions, and the frames.
MEANINGFUL_COLOUR_PAIRS = [
    ("Nanga Parbat snow vs rock", SNOW, ROCK),
    # The frames of a seat's own view: chosen (green), its choices (yellow), the last turn (white).
    ("Nanga Parbat chosen frame vs choices frame", GOOD, theme.ACCENT),
    ("Nanga Parbat chosen frame vs last-turn frame", GOOD, theme.LAST_TURN),
]


# ---------------------------------------------------------------- geometry (fixed, computed once)
@cache
def _cell_boxes() -> tuple[tuple[int, int, int, int], ...]:
    boxes: list[Any] = [None] * B.CELLS
    centre_x = WIDTH / 2
    for row_index, regions in enumerate(B.REGION_ROWS):
        row_left = centre_x - (len(regions) * REGION_STEP_X - REGION_GAP_X) / 2
        for k, region in enumerate(regions):
            rx = row_left + k * REGION_STEP_X
            ry = MOUNTAIN_Y + row_index * REGION_STEP_Y
            for s_row, sections in enumerate(B.SECTION_ROWS):
                left = rx + (REGION_W - len(sections) * CELL_W) / 2
                for j, section in enumerate(sections):
                    x = int(left + j * CELL_W)
                    y = int(ry + s_row * CELL_H)
                    boxes[B.cell(region, section)] = (
                        x + GAP // 2,
                        y + GAP // 2,
                        x + CELL_W - GAP // 2 - 1,
                        y + CELL_H - GAP // 2 - 1,
                    )
    return tuple(boxes)


def _region_triangle(region: int, pad: int = 4) -> list[tuple[float, float]]:
    boxes = _cell_boxes()
    top = boxes[B.cell(region, 1)]
    bottom_left = boxes[B.cell(region, B.SECTION_ROWS[-1][0])]
    bottom_right = boxes[B.cell(region, B.SECTION_ROWS[-1][-1])]
    cx = (top[0] + top[2]) / 2
    return [
        (cx, top[1] - pad - 8),
        (bottom_left[0] - pad, bottom_left[3] + pad),
        (bottom_right[2] + pad, bottom_right[3] + pad),
    ]


def _bounds(points: Sequence[tuple[float, float]]) -> tuple[float, float, float, float]:
    return min(p[0] for p in points), min(p[1] for p in points), max(p[0] for p in points), max(p[1] for p in points)


def _centre(index: int) -> tuple[float, float]:
    x0, y0, x1, y1 = _cell_boxes()[index]
    return (x0 + x1) / 2, (y0 + y1) / 2


FLAG_W, FLAG_H = 34, 44


def _flag_box(region: int) -> tuple[float, float, float, float]:
    """Where a region's flag stands: left of its top section."""
    top = _cell_boxes()[B.cell(region, B.SECTION_ROWS[0][0])]
    fx, fy = top[0] - FLAG_W - 8, top[1] - 6
    return (fx, fy, fx + FLAG_W, fy + FLAG_H)


def _guide_box(region: int) -> tuple[float, float, float, float]:
    """Where the guide stands: right of its region's top section (a cell's width is free there)."""
    top = _cell_boxes()[B.cell(region, B.SECTION_ROWS[0][0])]
    gx, gy = top[2] + 6, top[1] + 2
    return (gx, gy, gx + GUIDE_SIZE, gy + GUIDE_SIZE)


GUIDE_SIZE = 40
PATH_DOT_R = 3.5
PATH_SPAN = 40  # a dotted path's dots span this many px (20 px as shown)
TIER_PATH_SPAN = 30  # along the gap between two tiers (the dots and their ends 37 px: 18.5 px as shown)


@cache
def _path_dots() -> tuple[tuple[tuple[float, float], ...], ...]:
    """Each dotted path's white dots, in the gap between the two sections it joins and clear of
    both, across the way from one to the other: a column of dots down the narrow gap between two
    sections side by side, a row of dots along the gap between two tiers of regions (where the
    line between the sections' middles crosses it)."""
    paths = []
    boxes = _cell_boxes()
    offsets = [-PATH_SPAN / 2 + k * PATH_SPAN / 4 for k in range(5)]
    # Two paths from one lower section's tier gap may lie close side by side: four dots each there.
    across = [-TIER_PATH_SPAN / 2 + k * TIER_PATH_SPAN / 3 for k in range(4)]
    for (ra, sa), (rb, sb) in B.DOTTED_PATHS:
        a, b = B.cell(ra, sa), B.cell(rb, sb)
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        if ay == by:
            gap_x = (min(boxes[a][2], boxes[b][2]) + max(boxes[a][0], boxes[b][0])) / 2
            paths.append(tuple((gap_x, ay + dy) for dy in offsets))
        else:
            upper, lower = (a, b) if ay < by else (b, a)
            gap_y = (boxes[upper][3] + boxes[lower][1]) / 2
            paths.append(tuple(((ax + bx) / 2 + dx, gap_y) for dx in across))
    return tuple(paths)


# ---------------------------------------------------------------- the upper corners
# Beside the peak: a player's name strip, then the pieces left to place (a hiker and a camp, each
# with its count), the chart cubes left and, for the first player, a line saying so.
CORNER_Y = MOUNTAIN_Y - 8


def _corner_box(seat: int) -> tuple[float, float]:
    """The left edge and width of ``seat``'s corner: clear of the peak's flag and sections."""
    peak = _cell_boxes()[B.cell(1, 1)]
    flag = _flag_box(1)
    width = min(flag[0], WIDTH - peak[2] - 8) - MARGIN - 10
    return (MARGIN if seat == 0 else WIDTH - MARGIN - width), width


def _corner_text_span(seat: int, narrow: bool = False) -> tuple[float, float]:
    """Where the lines under ``seat``'s strip start and how wide they may be: clear of the peak's
    widest row of sections beside them, or, ``narrow``, clear of the tier below too (its flag and
    top section, and the guide beside it), for lines that reach down beside that tier."""
    x, width = _corner_box(seat)
    boxes = _cell_boxes()
    widest = [boxes[B.cell(1, s)] for s in B.SECTION_ROWS[-1]]
    if seat == 0:
        end = widest[0][0] - 12
        if narrow:
            end = min(end, _flag_box(2)[0] - 6)
        return x + 6, min(width - 12, end - (x + 6))
    start = max(x + 6, widest[-1][2] + 12)
    if narrow:
        start = max(start, boxes[B.cell(3, B.SECTION_ROWS[0][0])][2] + 12, _guide_box(3)[2] + 6)
        return start, WIDTH - MARGIN - 2 - start
    return start, WIDTH - MARGIN - 6 - start


CORNER_LINES_Y = CORNER_Y + STRIP_H + 8 + MARK + 8  # the first line under a strip's supply


def _tier_top(seat: int) -> float:
    """The top of what stands below ``seat``'s corner on the next tier down: region 2's flag on
    the left, region 3's top section (and the guide beside it) on the right."""
    if seat == 0:
        return _flag_box(2)[1]
    return min(_cell_boxes()[B.cell(3, B.SECTION_ROWS[0][0])][1], _guide_box(3)[1])


def _corner_lines(view: dict[str, Any], seat: int) -> list[tuple[float, str]]:
    """The lines under ``seat``'s supply, each with where it starts: the first two across the
    corner, any further one in the narrower span beside the tier below (a line is filled word by
    word; a word too long for its line alone is broken by :func:`theme.wrap_text`)."""
    texts = [words.t("np-board-cubes-left", count=view["cubes"][seat])]
    if seat == view["first"]:
        texts.append(words.t("np-board-first-player"))
    lines: list[tuple[float, str]] = []

    def span() -> tuple[float, float]:  # the next line's: narrow where its words reach the tier below
        return _corner_text_span(seat, narrow=CORNER_LINES_Y + LINE * (len(lines) + 1) + 2 > _tier_top(seat))

    for content in texts:
        line = ""
        for word in content.split(" "):
            x, width = span()
            candidate = f"{line} {word}" if line else word
            if theme.text_width(candidate, SMALL) <= width:
                line = candidate
                continue
            if line:
                lines.append((x, line))
                x, width = span()
            pieces = theme.wrap_text(word, SMALL, width)
            lines += [(x, piece) for piece in pieces[:-1]]
            line = pieces[-1]
        lines.append((span()[0], line))
    return lines


def _draw_corner(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int) -> None:
    """A player's name strip beside the peak and its supply under it."""
    x, width = _corner_box(seat)
    to_act = seat in view["to_act"]
    theme.player_strip(draw, (x, CORNER_Y), width, seat, _name(names, seat), to_act, height=STRIP_H, text_size=SMALL)
    y = CORNER_Y + STRIP_H + 8
    px = x + 6
    for kind, count in (("hiker", view["stock"][seat]), ("camp", view["camps"][seat])):
        box = (px, y, px + MARK + 4, y + MARK + 6)
        theme.symbol(draw, box, kind, kind)
        (_hiker if kind == "hiker" else _camp)(draw, (box[0] + box[2]) / 2, box[1], box[3], seat)
        label = f"×{count}"
        text(draw, (box[2] + 6, (box[1] + box[3]) / 2), label, size=SMALL, anchor="lm")
        px = box[2] + 6 + theme.text_width(label, SMALL) + 18
    y = CORNER_LINES_Y
    for line_x, line in _corner_lines(view, seat):
        text(draw, (line_x, y), line, size=SMALL)
        y += LINE


def _corner_bottom(view: dict[str, Any]) -> float:
    lines = max(len(_corner_lines(view, seat)) for seat in range(2))
    return CORNER_LINES_Y + LINE * lines


# ---------------------------------------------------------------- pieces and signs
def _hiker(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, seat: int) -> None:
    """A walker in the seat's colour with the seat's marker on its body."""
    colour = seat_color(seat)
    head = (bottom - top) * 0.42
    draw.ellipse((cx - head / 2, top, cx + head / 2, top + head), fill=colour, outline=TEXT_DARK, width=2)
    half = (bottom - top) * 0.42
    draw.polygon(
        [(cx - half, bottom), (cx + half, bottom), (cx, top + head * 0.7)], fill=colour, outline=TEXT_DARK, width=2
    )
    theme.marker(draw, theme.seat_marker(seat), cx, bottom - half * 0.5, half * 0.38, fill=contrast_text(colour))


CAMP_HALF = 0.56  # a tent's half width, as a share of its height


def _camp(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, seat: int) -> None:
    """A tent in the seat's colour with the seat's marker above its door."""
    colour = seat_color(seat)
    half = (bottom - top) * CAMP_HALF
    draw.polygon([(cx - half, bottom), (cx + half, bottom), (cx, top)], fill=colour, outline=TEXT_DARK, width=2)
    door = (bottom - top) * 0.3
    draw.polygon([(cx - door * 0.5, bottom), (cx + door * 0.5, bottom), (cx, bottom - door)], fill=TEXT_DARK)
    theme.marker(
        draw, theme.seat_marker(seat), cx, top + (bottom - top) * 0.5, (bottom - top) * 0.16, fill=contrast_text(colour)
    )


def _sign(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, ink: tuple[int, int, int]) -> None:
    """An animal's sign, so that no animal is told by its colour alone: a paw (leopard), horns
    curving back (tahr), antlers (deer), wide horns (yak), a star (bharal, wild in a trade) and a
    round face with ears (panda)."""
    w = max(3, int(r / 4))
    if kind == "leopard":
        draw.ellipse((cx - r * 0.45, cy - r * 0.05, cx + r * 0.45, cy + r * 0.75), fill=ink)
        for dx, dy in ((-0.72, -0.3), (-0.26, -0.72), (0.26, -0.72), (0.72, -0.3)):
            x, y = cx + dx * r, cy + dy * r
            draw.ellipse((x - r * 0.2, y - r * 0.24, x + r * 0.2, y + r * 0.24), fill=ink)
    elif kind == "tahr":
        for side in (-1, 1):
            points = [
                (cx + side * (0.15 + 0.65 * math.sin(t * math.pi / 2)) * r, cy + (0.85 - 1.7 * t) * r)
                for t in (k / 8 for k in range(9))
            ]
            draw.line(points, fill=ink, width=w, joint="curve")
    elif kind == "deer":
        draw.line((cx, cy + r, cx, cy - r * 0.2), fill=ink, width=w)
        for side in (-1, 1):
            draw.line((cx, cy - r * 0.2, cx + side * r * 0.8, cy - r), fill=ink, width=w)
            draw.line((cx + side * r * 0.4, cy - r * 0.6, cx + side * r * 0.05, cy - r), fill=ink, width=w)
    elif kind == "yak":
        draw.arc((cx - r, cy - r * 1.1, cx + r, cy + r * 0.5), start=10, end=170, fill=ink, width=w + 1)
        draw.ellipse((cx - r * 0.42, cy + r * 0.1, cx + r * 0.42, cy + r), fill=ink)
    elif kind == "bharal":
        draw.polygon(theme.marker_points("star", cx, cy, r), fill=ink)
    else:  # panda
        for side in (-1, 1):
            x, y = cx + side * r * 0.62, cy - r * 0.62
            draw.ellipse((x - r * 0.3, y - r * 0.3, x + r * 0.3, y + r * 0.3), fill=ink)
        draw.ellipse((cx - r * 0.78, cy - r * 0.6, cx + r * 0.78, cy + r * 0.95), outline=ink, width=w)


SIGN_R = 16  # a sign's radius on a section: 32 px (16 px as shown)
# A section's number is drawn right-aligned this far from the tile's right edge; its sign or piece
# stays left of the number's widest width (every number is "r.s", the digits as wide as each other).
NUMBER_INSET = 4
NUMBER_ROOM = 36  # the widest number at SMALL (34 px) and a px either side


def _region(draw: ImageDraw.ImageDraw, region: int, fill, outline, width: int) -> None:
    """A region's mountain triangle and its yellow numbered flag (left of its top section)."""
    draw.polygon(_region_triangle(region), fill=fill, outline=outline, width=width)
    fx, fy, _, _ = box = _flag_box(region)
    theme.cover(draw, box)  # drawn again when the region is marked
    with theme.panel(draw, box, f"flag {region}", kind="symbol", meaning="region flag"):
        draw.line((fx + 1, fy, fx + 1, fy + FLAG_H), fill=TEXT, width=3)
        draw.polygon([(fx + 1, fy), (fx + FLAG_W, fy + 14), (fx + 1, fy + 30)], fill=FLAG)
        text(draw, (fx + 12, fy + 15), str(region), size=SMALL, color=TEXT_DARK, bold=True, anchor="mm")


def _dots(draw: ImageDraw.ImageDraw, record: bool = True) -> None:
    """The dotted paths; ``record`` False where they are drawn again over regions redrawn on top
    of the base (which recorded them)."""
    r = PATH_DOT_R
    for dots in _path_dots():
        xs, ys = [x for x, _ in dots], [y for _, y in dots]
        if record:
            theme.symbol(draw, (min(xs) - r, min(ys) - r, max(xs) + r, max(ys) + r), "dotted path", "dotted path")
        for x, y in dots:
            draw.ellipse((x - r, y - r, x + r, y + r), fill=TEXT)


def _section(content: str, index: int) -> Image.Image:
    """One section in the language being drawn."""
    return _cell_tile(content, index, words.locale())


@cache
def _cell_tile(content: str, index: int, locale: str) -> Image.Image:
    """One section with its animal's sign, or its hiker or camp, and its printed number."""
    x0, y0, x1, y1 = _cell_boxes()[index]
    tile = Image.new("RGB", (x1 - x0 + 1, y1 - y0 + 1), BACKGROUND)
    draw = ImageDraw.Draw(tile)
    w, h = x1 - x0, y1 - y0
    if content in ANIMAL_FILL:
        fill = ANIMAL_FILL[content]
        ink = contrast_text(fill)
        draw.rectangle((0, 0, w, h), fill=fill, outline=GRID)
        cx, cy = 2 + SIGN_R, h / 2
        theme.symbol(draw, (cx - SIGN_R, cy - SIGN_R, cx + SIGN_R, cy + SIGN_R), content, f"animal {content}")
        _sign(draw, content, cx, cy, SIGN_R, ink)
        label_colour = theme.mix(fill, ink, 0.8)
    else:
        draw.rectangle((0, 0, w, h), fill=SNOW, outline=GRID)
        seat = int(content[1])
        left, top, right, bottom = _piece_box(content, h)
        (_hiker if content[0] == "h" else _camp)(draw, (left + right) / 2, top, bottom, seat)
        label_colour = TEXT_DARK
    text(draw, (w - NUMBER_INSET, h - 5), B.name_of(index), size=SMALL, color=label_colour, anchor="rs")
    return tile


PIECE_MEANING = {"h": "hiker", "c": "camp"}


def _piece_box(content: str, h: int) -> tuple[float, float, float, float]:
    """Where a section's hiker or camp is drawn in its tile (``h`` the tile's height), left of the
    section's number."""
    right = CELL_W - GAP - NUMBER_INSET - NUMBER_ROOM
    if content[0] == "h":
        return (1, 6, right, h - 4)
    return (1, h - 4 - (right - 1) / (2 * CAMP_HALF), right, h - 4)


def _frame(draw: ImageDraw.ImageDraw, box, color, width: int = 4) -> None:
    meaning = "chosen" if color == GOOD else "your choices"
    draw.__dict__.setdefault("frames_drawn", set()).add(meaning)  # this image's legend lists it
    theme.frame(draw, (box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), meaning)
    draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=color, width=width)


# ---------------------------------------------------------------- fixed base
@cache
def _base(locale: str) -> Image.Image:
    """The mountain as it never changes: regions, flags and paths."""
    image = Image.new("RGB", (WIDTH, MOUNTAIN_Y + MOUNTAIN_H + 10), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for region in range(1, B.REGIONS + 1):
        _region(draw, region, ROCK, GRID, 2)
    _dots(draw)
    return image


# ---------------------------------------------------------------- the changing parts
def _last(view: dict[str, Any]) -> dict[str, Any]:
    return view.get("last_turn") or {"cells": [], "guide_from": None, "chart": [], "taken": [], "activated": []}


def _draw_guide(draw: ImageDraw.ImageDraw, box: Sequence[float], with_record: bool = True) -> None:
    """The guide: a yellow star on a dark disc."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    r = (box[2] - box[0]) / 2
    if with_record:
        theme.symbol(draw, box, "guide", "guide")
    draw.ellipse(tuple(box), fill=TEXT_DARK, outline=FLAG, width=2)
    draw.polygon(theme.marker_points("star", cx, cy + 1, r * 0.8), fill=FLAG)


def _draw_mountain(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], targets: dict[str, list]
) -> None:
    boxes = _cell_boxes()
    guide = view["guide"]
    last = _last(view)
    target_regions = set(targets.get("regions", []))
    marked = sorted(target_regions | ({guide} if guide else set()))
    for region in marked:
        outline = ACCENT if region in target_regions else TEXT
        _region(draw, region, GUIDE_ROCK if region == guide else ROCK, outline, 4)
        if region in target_regions:
            draw.__dict__.setdefault("frames_drawn", set()).add("your choices")
            theme.frame(draw, _bounds(_region_triangle(region)), "your choices")
    if marked:
        _dots(draw, record=False)
    if guide:
        box = _guide_box(guide)
        _draw_guide(draw, box)
        if last["guide_from"] is not None and last["guide_from"] != guide:
            theme.outline_last_turn(draw, box, radius=GUIDE_SIZE // 2, width=3)
    target_cells = set(targets.get("cells", []))
    chosen = set()
    pending = view.get("pending") or {}
    if view["phase"] == "activate" and pending.get("first") is not None:
        chosen.add(pending["first"])
    if view["phase"] == "pick" and B.CHART_ROW_KEYS[pending["row"]] == "camps":
        chosen.update(pending["picked"])
    for index, content in enumerate(view["mountain"]):
        box = boxes[index]
        theme.paste(image, _section(content, index), box[:2])
        if content not in ANIMAL_FILL:  # a hiker or a camp: the keys band explains it
            left, top, right, bottom = _piece_box(content, box[3] - box[1])
            meaning = PIECE_MEANING[content[0]]
            theme.symbol(draw, (box[0] + left, box[1] + top, box[0] + right, box[1] + bottom), meaning, meaning)
    for index in last["cells"]:
        theme.outline_last_turn(draw, boxes[index], radius=2, width=3)
    for index in range(len(view["mountain"])):
        if index in chosen:
            _frame(draw, boxes[index], GOOD)
        elif index in target_cells:
            _frame(draw, boxes[index], ACCENT)


def _name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else words.t("np-board-player", number=seat + 1)


# ---------------------------------------------------------------- the animal table
# One column per animal: its swatch with its sign (the key to the mountain's sections) over its
# name, then one row per player, named by its seat badge, with how many it holds ready and how
# many it has used.
LABEL_W = 52  # the seat badges' column
TABLE_PAD = 6
SWATCH_W, SWATCH_H = 46, 34
ROW_H = 36
SEAT_BADGE = 34  # the badge that alone says whose row it is (17 px as shown)
USED_W, USED_H = 38, 32  # the dark pill holding how many of an animal a player has used


@cache
def _columns(locale: str) -> tuple[tuple[float, float], ...]:
    """Each animal column's left edge and width in ``locale``: the room left over is shared out so
    that a long name keeps one line where the short ones can spare it."""
    room = WIDTH - 2 * MARGIN - 2 * TABLE_PAD - LABEL_W
    least = max(SWATCH_W, USED_W + 8 + theme.text_width("9", SMALL)) + 12
    needs = [max(least, theme.text_width(_animal_label(kind), SMALL) + 14) for kind in B.KINDS]
    if sum(needs) > room:  # too long for one line each: even columns, and the long names break
        needs = [room / len(B.KINDS)] * len(B.KINDS)
    spare = (room - sum(needs)) / len(B.KINDS)
    columns, x = [], MARGIN + TABLE_PAD + LABEL_W
    for need in needs:
        columns.append((x, need + spare))
        x += need + spare
    return tuple(columns)


@cache
def _name_lines(locale: str) -> tuple[tuple[str, ...], ...]:
    return tuple(
        tuple(_two_lines(_animal_label(kind), width - 8)) for kind, (_, width) in zip(B.KINDS, _columns(locale))
    )


def _draw_count(draw: ImageDraw.ImageDraw, cx: float, cy: float, ready: int, used: int) -> None:
    """A player's count of one animal, centred at (cx, cy): how many are ready, then, where some
    were used (their power spent), how many in a dark pill, as the used tiles lie face down."""
    shown = str(ready) if ready else "–"
    colour = TEXT if ready or used else TEXT_DIM
    if not used:
        text(draw, (cx, cy), shown, size=SMALL, color=colour, anchor="mm")
        return
    width = theme.text_width(shown, SMALL) + 8 + USED_W
    x = cx - width / 2
    text(draw, (x, cy), shown, size=SMALL, color=colour, anchor="lm")
    _used_pill(draw, (x + width - USED_W, cy - USED_H / 2), str(used))


def _used_pill(draw: ImageDraw.ImageDraw, xy: tuple[float, float], label: str, with_record: bool = True) -> None:
    """The dark pill holding ``label`` (a count of used animals); ``with_record`` False for the
    keys band's sample, which explains the pill rather than being one."""
    x, y = xy
    box = (x, y, x + USED_W, y + USED_H)
    if with_record:
        draw.__dict__.setdefault("frames_drawn", set()).add("used")  # this image's keys list it
    # The count is drawn inside the pill on purpose.
    with theme.panel(draw, box, "used animals" if with_record else "used key", "symbol", "used" if with_record else ""):
        draw.rounded_rectangle(box, radius=8, fill=PANEL_LIGHT, outline=TEXT_DIM, width=2)
        text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, size=SMALL, color=TEXT_DIM, anchor="mm")


def _table_height(view: dict[str, Any]) -> int:
    names = max(len(lines) for lines in _name_lines(words.locale()))
    return TABLE_PAD + SWATCH_H + 4 + LINE * names + 4 + 2 * ROW_H + TABLE_PAD


def _draw_animals(draw: ImageDraw.ImageDraw, view: dict[str, Any], y0: float, targets: dict[str, list]) -> None:
    """The animal table at ``y0``: the key to the signs and each player's animals."""
    height = _table_height(view)
    theme.rounded_box(draw, (MARGIN, y0, WIDTH - MARGIN, y0 + height), fill=PANEL, radius=10)
    names_h = LINE * max(len(lines) for lines in _name_lines(words.locale()))
    on_mountain = set(view["mountain"])
    for col, kind in enumerate(B.KINDS):
        x, col_w = _columns(words.locale())[col]
        cx = x + col_w / 2
        lines = _name_lines(words.locale())[col]
        entry = (x + 4, y0 + TABLE_PAD, x + col_w - 4, y0 + TABLE_PAD + SWATCH_H + 4 + names_h)
        # The key to the signs on the mountain: an animal none of whose sections is left there heads
        # its column without explaining anything.
        legend = kind in on_mountain
        with theme.panel(
            draw, entry, _animal_label(kind), "legend" if legend else "panel", f"animal {kind}" if legend else ""
        ):
            fill = ANIMAL_FILL[kind]
            swatch = (cx - SWATCH_W / 2, y0 + TABLE_PAD, cx + SWATCH_W / 2, y0 + TABLE_PAD + SWATCH_H)
            theme.symbol(draw, swatch, f"{kind} swatch")
            draw.rounded_rectangle(swatch, radius=6, fill=fill, outline=swatch_outline(fill), width=3)
            _sign(draw, kind, cx, (swatch[1] + swatch[3]) / 2, SWATCH_H / 2 - 4, contrast_text(fill))
            for n, line in enumerate(lines):
                text(draw, (cx, swatch[3] + 4 + LINE * n + LINE / 2), line, size=SMALL, color=TEXT, anchor="mm")
    y = y0 + TABLE_PAD + SWATCH_H + 4 + names_h + 4
    last = _last(view)
    row_h = ROW_H
    for seat in range(2):
        draw.line((MARGIN + TABLE_PAD, y, WIDTH - MARGIN - TABLE_PAD, y), fill=GRID, width=1)
        theme.seat_badge(draw, MARGIN + TABLE_PAD + LABEL_W / 2 - 4, y + row_h / 2, SEAT_BADGE, seat)
        to_act = seat in view["to_act"]
        target_animals = set(targets.get("animals", [])) if to_act else set()
        for col, kind in enumerate(B.KINDS):
            ready, used = view["boards"][seat][kind]
            x, col_w = _columns(words.locale())[col]
            _draw_count(draw, x + col_w / 2, y + row_h / 2, ready, used)
            cell = (x + 6, y + 5, x + col_w - 6, y + row_h - 5)
            if seat == last.get("seat") and (kind in last["taken"] or kind in last["activated"]):
                theme.outline_last_turn(draw, cell, radius=4, width=3)
            if kind in target_animals:
                _frame(draw, cell, ACCENT, 3)
        y += row_h


def _frames_shown(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> set[str]:
    """The meanings of the frames and pieces this image shows (so its legend lists only those)."""
    shown = set(draw.__dict__.get("frames_drawn", ()))
    shown |= {"hiker", "camp"}  # the corners show each player's supply of both
    if view.get("guide"):
        shown.add("guide")
    last = _last(view)
    guide_moved = (
        last.get("guide_from") is not None and last.get("guide_from") != view.get("guide") and view.get("guide")
    )
    seat = last.get("seat")
    if last.get("cells") or guide_moved or (seat is not None and (last.get("taken") or last.get("activated"))):
        shown.add("last turn")
    return shown


# ---------------------------------------------------------------- the keys band
# Under the animal table, across the image: what the pieces and marks mean (the hiker, the camp,
# the guide, the dotted path, how a section is numbered), then the frames this image shows (the
# last turn, whose player the post's move line names; in a seat's own view its choices and what it has chosen).
KEY_H = 34  # a line of keys (a piece's picture is 34 px: 17 px as shown)
KEY_GAP = 16  # between two keys on a line
KEY_LINE_GAP = 2  # between two lines of keys
KEY_PAD = 4  # above and below the keys
PIECE = 34  # a piece's picture in its key
KEY_FLAG_W = 28  # the flag in the key to the sections' numbers, KEY_H tall

Painter = Callable[[ImageDraw.ImageDraw, float, float], None]


def _piece_key(kind: str, label: str) -> tuple[float, int, Painter]:
    width = PIECE + 8 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning=kind):
            theme.symbol(draw, (x, y, x + PIECE, y + PIECE), f"{kind} key")
            draw.rectangle((x, y, x + PIECE, y + PIECE), fill=SNOW, outline=GRID)
            (_hiker if kind == "hiker" else _camp)(draw, x + PIECE / 2, y + 3, y + PIECE - 3, 0)
            text(draw, (x + PIECE + 8, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _guide_key(label: str) -> tuple[float, int, Painter]:
    width = PIECE + 8 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning="guide"):
            theme.symbol(draw, (x, y, x + PIECE, y + PIECE), "guide key")
            _draw_guide(draw, (x, y, x + PIECE, y + PIECE), with_record=False)
            text(draw, (x + PIECE + 8, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _path_key(label: str) -> tuple[float, int, Painter]:
    width = 56 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        r = PATH_DOT_R
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning="dotted path"):
            theme.symbol(draw, (x + 4 - r, y + PIECE / 2 - r, x + 44 + r, y + PIECE / 2 + r), "dotted path key")
            for k in range(5):
                draw.ellipse((x + 4 + k * 10 - r, y + PIECE / 2 - r, x + 4 + k * 10 + r, y + PIECE / 2 + r), fill=TEXT)
            text(draw, (x + 56, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _section_key(label: str) -> tuple[float, int, Painter]:
    """A region's flag beside how a section is named ("2.4: region 2, section 4")."""
    width = KEY_FLAG_W + 10 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        with theme.panel(draw, (x, y, x + width, y + KEY_H), label, kind="legend", meaning="region flag"):
            with theme.panel(draw, (x, y, x + KEY_FLAG_W, y + KEY_H), "flag key", "symbol"):  # its number inside
                draw.line((x + 1, y, x + 1, y + KEY_H), fill=TEXT, width=3)
                draw.polygon([(x + 1, y), (x + KEY_FLAG_W, y + 13), (x + 1, y + 26)], fill=FLAG)
                text(draw, (x + 10, y + 13), "2", size=SMALL, color=TEXT_DARK, bold=True, anchor="mm")
            text(draw, (x + KEY_FLAG_W + 10, y + KEY_H / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _used_key(label: str) -> tuple[float, int, Painter]:
    width = USED_W + 8 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        top = y + (KEY_H - USED_H) / 2
        with theme.panel(draw, (x, top, x + width, top + USED_H), label, kind="legend", meaning="used"):
            _used_pill(draw, (x, top), "1", with_record=False)
            text(draw, (x + USED_W + 8, top + USED_H / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _last_turn_key(label: str) -> tuple[float, int, Painter]:
    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        theme.last_turn_key(draw, x, y + KEY_H / 2 - 19, label, size=SMALL, line_height=LINE)

    return 52 + theme.text_width(label, SMALL), KEY_H, paint


def _frame_key(colour: tuple[int, int, int], meaning: str, label: str) -> tuple[float, int, Painter]:
    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        middle = y + KEY_H / 2
        above, below = theme.ink_extent(label, SMALL)
        ink_top, ink_bottom = middle + (above - below) / 2 - 1, middle + (below - above) / 2 + 1
        with theme.panel(
            draw,
            (x, min(middle - 15, ink_top), x + 40 + theme.text_width(label, SMALL), max(middle + 15, ink_bottom)),
            label,
            kind="legend",
            meaning=meaning,
        ):
            draw.rectangle((x + 2, middle - 13, x + 28, middle + 13), outline=colour, width=4)
            text(draw, (x + 40, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return 40 + theme.text_width(label, SMALL), KEY_H, paint


def _key_entries(frames: Sequence[str] | set[str]) -> list[tuple[float, int, Painter]]:
    """Each key as (width, height, painter(draw, x, y)), in reading order."""
    entries = [
        _piece_key("hiker", words.t("np-board-legend-hiker")),
        _piece_key("camp", words.t("np-board-legend-camp")),
    ]
    if "guide" in frames:
        entries.append(_guide_key(words.t("np-board-guide")))
    entries += [
        _path_key(words.t("np-board-legend-path")),
        _section_key(words.t("np-board-legend-section", region=2, section=4)),
    ]
    if "used" in frames:
        entries.append(_used_key(words.t("np-board-used")))
    if "last turn" in frames:
        # Whose turn it was is in the post's newest move line: the key only says what the outline is.
        entries.append(_last_turn_key(words.t("np-board-legend-last-turn")))
    if "your choices" in frames:
        entries.append(_frame_key(ACCENT, "your choices", words.t("np-board-legend-choices")))
    if "chosen" in frames:
        entries.append(_frame_key(GOOD, "chosen", words.t("np-board-legend-chosen")))
    return entries


def _key_lines(entries: list[tuple[float, int, Painter]]) -> list[list[tuple[float, int, Painter]]]:
    """The keys in lines across the image (a key never breaks): each into the first line with room
    for it, so that a long key does not leave a line half empty."""
    room = WIDTH - 2 * MARGIN - 8
    lines: list[list[tuple[float, int, Painter]]] = []
    used: list[float] = []
    for entry in entries:
        for n, line in enumerate(lines):
            if used[n] + KEY_GAP + entry[0] <= room:
                line.append(entry)
                used[n] += KEY_GAP + entry[0]
                break
        else:
            lines.append([entry])
            used.append(entry[0])
    return lines


def _note(label: str) -> tuple[float, int, Painter]:
    """Words of their own in the keys band (how far the game has gone)."""

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        text(draw, (x, y + KEY_H / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return theme.text_width(label, SMALL), KEY_H, paint


def _draw_keys(
    image: Image.Image,
    y0: int,
    frames: Sequence[str] | set[str],
    note: str = "",
) -> Image.Image:
    """``image`` with the keys band added at ``y0`` (its foot), ``note`` after the keys."""
    entries = _key_entries(frames)
    if note:
        entries.append(_note(fit_text(note, SMALL, WIDTH - 2 * MARGIN - 8)))
    lines = _key_lines(entries)
    height = sum(max(entry[1] for entry in line) for line in lines) + KEY_LINE_GAP * (len(lines) - 1) + 2 * KEY_PAD
    image = theme.insert_rows(image, y0, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = y0 + KEY_PAD
    for line in lines:
        x = MARGIN + 4.0
        line_h = max(entry[1] for entry in line)
        for width, entry_h, paint in line:
            paint(draw, x, y + (line_h - entry_h) / 2)
            x += width + KEY_GAP
        y += line_h + KEY_LINE_GAP
    return image


def _progress(view: dict[str, Any]) -> str:
    turn = min(view["turns"] + 1, 2 * B.HIKERS)
    if view["area_scoring"]:
        return words.t("np-board-progress-area", turn=turn, turns=2 * B.HIKERS)
    return words.t("np-board-progress", turn=turn, turns=2 * B.HIKERS)


def _decision(view: dict[str, Any]) -> str:
    """The decision open now, as the engine states it (a message; a plain string from before)."""
    decision = view["decision"]
    return words.say(Msg.from_json(decision) if isinstance(decision, dict) else str(decision))


def _status(view: dict[str, Any], names: list[str], room: float) -> list[str]:
    """Who decides what now, or who won, at BODY in bold: one line of ``room`` px, or more where the
    name and the decision do not fit on one (the name is never shortened to make room)."""
    if view["over"]:
        result = view["result"]
        high, low = max(result["scores"]), min(result["scores"])
        if len(result["winners"]) > 1:
            line = words.t("np-board-over-shared", high=high, low=low)
        else:
            name = theme.isolate(theme.visible(_name(names, result["winners"][0])))
            line = words.t("np-board-over-win", player=name, high=high, low=low)
    else:
        name = theme.isolate(theme.visible(_name(names, view["to_act"][0])))
        line = words.t("np-board-status", player=name, decision=_decision(view))
    return theme.wrap_text(line, BODY, room, bold=True)


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    names = [theme.isolate(n) for n in names]  # a right-to-left name keeps the words around it in order
    base = _base(words.locale())
    table_y = max(base.height, int(_corner_bottom(view)) + 8)
    table_h = _table_height(view)
    image = Image.new("RGB", (WIDTH, table_y + table_h + 4), BACKGROUND)
    theme.paste(image, base, (0, 0))
    draw = ImageDraw.Draw(image)
    targets = view.get("targets") or {}
    _draw_mountain(image, draw, view, targets)
    for seat in range(2):
        _draw_corner(draw, view, names, seat)
    _draw_animals(draw, view, table_y, targets)
    # last: it lists the frames drawn above
    image = _draw_keys(image, image.height, _frames_shown(draw, view), _progress(view))
    return _draw_status(image, view, names)


def _draw_status(image: Image.Image, view: dict[str, Any], names: list[str]) -> Image.Image:
    """The status band under the header, grown by a line for each line the status needs past one."""
    actor = view["to_act"][0] if view["to_act"] else None
    x = MARGIN + (46 if actor is not None else 0)
    lines = _status(view, names, WIDTH - x - MARGIN)
    extra = STATUS_LINE * (len(lines) - 1)
    image = theme.insert_rows(image, TOP + STATUS_H // 2, extra, PANEL_LIGHT)
    draw = ImageDraw.Draw(image)
    height = STATUS_H + extra
    draw.rectangle((0, TOP, WIDTH, TOP + height), fill=PANEL_LIGHT)
    if actor is not None:
        theme.seat_badge(draw, MARGIN + 18, TOP + STATUS_H / 2, MARK, actor)
    for n, line in enumerate(lines):
        text(
            draw,
            (x, TOP + STATUS_H / 2 + STATUS_LINE * n),
            line,
            size=BODY,
            bold=True,
            color=ACCENT if actor is not None else TEXT,
            anchor="lm",
        )
    return image


def describe(view: dict[str, Any], names: list[str]) -> str:
    """Alt-text detail: the guide's region and what the last turn changed."""
    parts = []
    if view.get("guide"):
        parts.append(words.t("np-alt-guide", region=view["guide"]))
    last = view.get("last_turn")
    if last and last["cells"]:
        cells = [B.name_of(i) for i in last["cells"]]
        parts.append(words.t("np-alt-last-turn", player=_name(names, last["seat"]), cells=cells))
    return " ".join(parts)
