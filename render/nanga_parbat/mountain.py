"""The mountain: its regions and cells, the corner labels, hikers, camps, signs, the guide and what the
last turn changed."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.nanga_parbat.geometry import (
    FLAG_H,
    FLAG_W,
    GUIDE_SIZE,
    PATH_DOT_R,
    _bounds,
    _cell_boxes,
    _flag_box,
    _guide_box,
    _path_dots,
    _region_triangle,
)
from render.nanga_parbat.look import (
    ANIMAL_FILL,
    CELL_W,
    FLAG,
    GAP,
    GUIDE_ROCK,
    LINE,
    MARGIN,
    MARK,
    MOUNTAIN_H,
    MOUNTAIN_Y,
    ROCK,
    SMALL,
    SNOW,
    STRIP_H,
    WIDTH,
    _name,
)
from render.theme import (
    ACCENT,
    BACKGROUND,
    GOOD,
    GRID,
    TEXT,
    TEXT_DARK,
    Color,
    contrast_text,
    seat_color,
    text,
)
from rules.nanga_parbat import board as B

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
        end: float = widest[0][0] - 12
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


def _region(draw: ImageDraw.ImageDraw, region: int, fill: Color, outline: Color, width: int) -> None:
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


def _frame(draw: ImageDraw.ImageDraw, box: Sequence[float], color: Color, width: int = 4) -> None:
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
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], targets: dict[str, list[Any]]
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
