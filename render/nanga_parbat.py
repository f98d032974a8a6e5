"""Nanga Parbat board image, laid out for the chat column: the mountain (a pyramid of six region
pyramids with the dotted paths and the guide) fills the width; each player's name, points and
counts sit in an upper corner beside the peak; under the mountain one band of keys (the pieces,
the dotted path, how a section is numbered, and the frames the image shows, the last turn naming
who took it); the players' animal tables and the points chart run underneath. Shown 480 px wide
(1000 px become 480), no text is under 12 px.

Every animal section is named in words (colour only helps); hikers and camps carry their seat's
marker shape as well as its colour. In the acting seat's image the legal targets of the current
decision are framed in the accent colour; what the last turn changed is outlined in every image
(:func:`render.theme.outline_last_turn`) from the view's public ``last_turn``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.colour_vision import delta_e
from render.score_sheet import column_slug
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

WIDTH = 1000
MARGIN = 10
# Sizes as shown 480 px wide (Discord's chat column), where 1000 px become 480: text of 25 px
# shows at 12 px.
SMALL = 25  # every text but the headings and the status line
BODY = 28
CELL_W, CELL_H = 104, 86  # a section: an animal's name at SMALL on one line, or two, over its number
GAP = 3
REGION_W = 3 * CELL_W
REGION_GAP_X = 12
REGION_STEP_X = REGION_W + REGION_GAP_X
# Between two tiers of regions: room for a dotted path 40 px long (19 px as shown at 480).
TIER_GAP = 40
REGION_STEP_Y = 3 * CELL_H + TIER_GAP
TOP = theme.HEADER_HEIGHT
STATUS_H = 46
MOUNTAIN_Y = TOP + STATUS_H + 34  # room above the peak for its flag
MOUNTAIN_H = 3 * REGION_STEP_Y - TIER_GAP
STRIP_W = 370  # a player's name strip, in an upper corner beside the peak
CORNER_W = 300  # the counts and keys under it, clear of the mountain
LINE = 32  # a line of SMALL text in the corners and the animal tables (accents above, cedillas below)

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
    """An animal's short name, printed on its sections and in the panels' animal tables."""
    return words.t(f"np-animal-short-{kind}")


def _source_label(key: str) -> str:
    """A source of points, named as the score sheet's column for it (``score-nanga-parbat-<slug>``)."""
    return words.t(f"score-nanga-parbat-{column_slug(key)}")


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


# Animals are told apart by their printed names, hikers and camps by seat shape: no colour pair
# carries meaning alone here except the snow a piece stands on against the rock of the regions.
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


def _region_triangle(region: int, pad: int = 8) -> list[tuple[float, float]]:
    boxes = _cell_boxes()
    top = boxes[B.cell(region, 1)]
    bottom_left = boxes[B.cell(region, B.SECTION_ROWS[-1][0])]
    bottom_right = boxes[B.cell(region, B.SECTION_ROWS[-1][-1])]
    cx = (top[0] + top[2]) / 2
    return [
        (cx, top[1] - pad - 20),
        (bottom_left[0] - pad - 10, bottom_left[3] + pad),
        (bottom_right[2] + pad + 10, bottom_right[3] + pad),
    ]


def _bounds(points: Sequence[tuple[float, float]]) -> tuple[float, float, float, float]:
    return min(p[0] for p in points), min(p[1] for p in points), max(p[0] for p in points), max(p[1] for p in points)


def _centre(index: int) -> tuple[float, float]:
    x0, y0, x1, y1 = _cell_boxes()[index]
    return (x0 + x1) / 2, (y0 + y1) / 2


def _flag_box(region: int) -> tuple[float, float, float, float]:
    """Where a region's flag stands: left of its top section."""
    top = _cell_boxes()[B.cell(region, B.SECTION_ROWS[0][0])]
    fx, fy = top[0] - 62, top[1] - 18
    return (fx, fy, fx + 48, fy + 56)


PATH_DOT_R = 3.5
PATH_SPAN = 40  # a dotted path between two sections side by side: a column of dots in the gap, this tall


@cache
def _path_dots() -> tuple[tuple[tuple[float, float], ...], ...]:
    """Each dotted path's white dots, outside the two sections it joins: along the line between
    their middles, or, for two sections side by side (whose narrow gap that line barely crosses),
    down the middle of the gap."""
    paths = []
    boxes = _cell_boxes()
    for (ra, sa), (rb, sb) in B.DOTTED_PATHS:
        a, b = B.cell(ra, sa), B.cell(rb, sb)
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        if ay == by:
            gap_x = (min(boxes[a][2], boxes[b][2]) + max(boxes[a][0], boxes[b][0])) / 2
            paths.append(tuple((gap_x, ay - PATH_SPAN / 2 + k * PATH_SPAN / 4) for k in range(5)))
            continue
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        steps = max(2, int(length / 10))
        dots = []
        for k in range(steps + 1):
            x = ax + (bx - ax) * k / steps
            y = ay + (by - ay) * k / steps
            if any(box[0] - 3 <= x <= box[2] + 3 and box[1] - 3 <= y <= box[3] + 3 for box in (boxes[a], boxes[b])):
                continue
            dots.append((x, y))
        paths.append(tuple(dots))
    return tuple(paths)


# ---------------------------------------------------------------- the upper corners
# Beside the peak: the name strip, then the counts (or, at the end, the points by source), then
# the keys: pieces on the left, frames on the right, where the slopes leave room for them.
PANEL_Y = TOP + STATUS_H + 8
PANEL_LINES = 4  # lines of counts under a name strip
FINAL_LINES = 6  # lines of the points by source at the end (the keys move down for them)
KEYS_Y = PANEL_Y + theme.STRIP_HEIGHT + 6 + PANEL_LINES * LINE + 8


def _corner_x(seat: int) -> int:
    return MARGIN if seat == 0 else WIDTH - MARGIN - CORNER_W


def _strip_x(seat: int) -> int:
    return MARGIN if seat == 0 else WIDTH - MARGIN - STRIP_W


# ---------------------------------------------------------------- lower sections
ANIMALS_Y = MOUNTAIN_Y + MOUNTAIN_H + 18
TABLE_W = (WIDTH - 3 * MARGIN) // 2  # one player's animal table
ANIMALS_H = 8 + 34 + 6 * LINE + 10
CHART_Y = ANIMALS_Y + ANIMALS_H + 18
CHART_LABEL_W = 230  # the row labels' column; wider (up to CHART_LABEL_MAX) for a language with longer ones
CHART_LABEL_MAX = 350
CHART_ROW_H = 44
HEADING_LINE = 28  # a line of the chart's column headings


def _row_label(row: int) -> str:
    """A points-chart row's label with its number ("2 Different animals")."""
    key = B.CHART_ROW_KEYS[row]
    if key == "camps":
        return words.t("np-board-row-camps", row=row + 1)
    if key == "different":
        return words.t("np-board-row-different", row=row + 1)
    return words.t("np-board-row-same", row=row + 1)


@cache
def _chart_label_w(locale: str) -> int:
    """The width of the chart's label column in ``locale`` (the language being drawn)."""
    widest = max(theme.text_width(_row_label(row), SMALL) for row in range(len(B.CHART_ROWS)))
    return int(min(CHART_LABEL_MAX, max(CHART_LABEL_W, widest + 16)))


def _col_w() -> int:
    return (WIDTH - 2 * MARGIN - _chart_label_w(words.locale())) // len(B.CHART_REQ)


def _column_heading(col: int) -> str:
    return words.t("np-board-column", column=B.COLUMN_LETTERS[col], count=B.CHART_REQ[col])


def _heading(col: int) -> list[str]:
    """A chart column's heading ("A: needs 6") on one line, or two where the language's words are
    long for one of the columns (then every heading breaks alike, at its last space where it can)."""
    heading = _column_heading(col)
    lines = _two_lines(heading, _col_w() - 4)
    if len(lines) == 1 and _heading_lines(words.locale()) == 2 and " " in heading:
        first, _, last = heading.rpartition(" ")
        return [first, last]
    return lines


@cache
def _heading_lines(locale: str) -> int:
    return max(len(_two_lines(_column_heading(col), _col_w() - 4)) for col in range(len(B.CHART_REQ)))


@cache
def _chart_hint(locale: str) -> tuple[bool, list[str]]:
    """The chart's hint in ``locale``: whether it stands beside the title, and its lines (on lines of
    its own under the title where it does not fit beside it)."""
    hint = words.t("np-board-chart-hint")
    beside = WIDTH - MARGIN - (MARGIN + theme.text_width(words.t("np-board-chart"), BODY, True) + 14)
    if theme.text_width(hint, SMALL) <= beside:
        return True, [hint]
    return False, theme.wrap_text(hint, SMALL, WIDTH - 2 * MARGIN)


def _chart_headings_y() -> int:
    beside, lines = _chart_hint(words.locale())
    return CHART_Y + 40 + (0 if beside else LINE * len(lines))


def _chart_rows_y() -> int:
    return _chart_headings_y() + HEADING_LINE * _heading_lines(words.locale()) + 12


def _chart_box(row: int, col: int) -> tuple[int, int, int, int]:
    label_w = _chart_label_w(words.locale())
    col_w = _col_w()
    x = MARGIN + label_w + col * col_w
    y = _chart_rows_y() + row * CHART_ROW_H
    return (x, y, x + col_w - 8, y + CHART_ROW_H - 6)


def _foot_y() -> int:
    return _chart_rows_y() + len(B.CHART_ROWS) * CHART_ROW_H + 10


# ---------------------------------------------------------------- pieces
def _hiker(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, seat: int) -> None:
    """A walker in the seat's colour with the seat's marker on its body."""
    colour = seat_color(seat)
    draw.ellipse((cx - 12, top, cx + 12, top + 24), fill=colour, outline=TEXT_DARK, width=2)
    draw.polygon([(cx - 21, bottom), (cx + 21, bottom), (cx, top + 17)], fill=colour, outline=TEXT_DARK, width=2)
    theme.marker(draw, theme.seat_marker(seat), cx, bottom - 13, 9, fill=contrast_text(colour))


def _camp(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, seat: int, half: float = 27) -> None:
    """A tent in the seat's colour with the seat's marker above its door (``half`` its half width:
    on a section it stays clear of the section's number)."""
    colour = seat_color(seat)
    draw.polygon([(cx - half, bottom), (cx + half, bottom), (cx, top)], fill=colour, outline=TEXT_DARK, width=2)
    draw.polygon([(cx - 8, bottom), (cx + 8, bottom), (cx, bottom - 18)], fill=TEXT_DARK)
    theme.marker(draw, theme.seat_marker(seat), cx, top + (bottom - top) * 0.48, 9, fill=contrast_text(colour))


def _region(draw: ImageDraw.ImageDraw, region: int, fill, outline, width: int) -> None:
    """A region's mountain triangle and its yellow numbered flag (left of its top section)."""
    draw.polygon(_region_triangle(region), fill=fill, outline=outline, width=width)
    fx, fy, _, _ = box = _flag_box(region)
    theme.cover(draw, box)  # drawn again when the region is marked
    # 56 px (27 px as shown at 480); the keys band says how a region and a section are numbered
    with theme.panel(draw, box, f"flag {region}", kind="symbol", meaning="region flag"):
        draw.line((fx, fy, fx, fy + 56), fill=TEXT, width=3)
        draw.polygon([(fx, fy), (fx + 48, fy + 16), (fx, fy + 34)], fill=FLAG)
        text(draw, (fx + 16, fy + 17), str(region), size=SMALL, color=TEXT_DARK, bold=True, anchor="lm")


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
    """One section with its animal (named in ``locale``), hiker or camp, and its printed section number."""
    x0, y0, x1, y1 = _cell_boxes()[index]
    tile = Image.new("RGB", (x1 - x0 + 1, y1 - y0 + 1), BACKGROUND)
    draw = ImageDraw.Draw(tile)
    w, h = x1 - x0, y1 - y0
    if content in ANIMAL_FILL:
        fill = ANIMAL_FILL[content]
        ink = contrast_text(fill)
        draw.rectangle((0, 0, w, h), fill=fill, outline=GRID)
        label = _animal_label(content)
        bold = theme.text_width(label, SMALL, bold=True) <= w - 6  # bold where it fits the section
        lines = [label] if bold else _two_lines(label, w - 4)
        if len(lines) == 1:
            text(draw, (w / 2, h * 0.34), label, size=SMALL, color=ink, bold=bold, anchor="mm")
        else:  # stacked by their ink from the top, clear of the number at the bottom right
            baseline = 2 - theme.ink_extent(lines[0], SMALL, bold)[0]
            for n, line in enumerate(lines):
                if n:
                    baseline += (
                        theme.ink_extent(lines[n - 1], SMALL, bold)[1] + 1 - theme.ink_extent(line, SMALL, bold)[0]
                    )
                text(draw, (w / 2, baseline), line, size=SMALL, color=ink, bold=bold, anchor="ms")
        label_colour = theme.mix(fill, ink, 0.75)
    else:
        draw.rectangle((0, 0, w, h), fill=SNOW, outline=GRID)
        seat = int(content[1])
        left, top, right, bottom = _piece_box(content, h)
        if content[0] == "h":
            _hiker(draw, (left + right) / 2, top, bottom, seat)
        else:
            _camp(draw, (left + right) / 2, top, bottom, seat, half=(right - left) / 2)
        label_colour = TEXT_DARK
    text(draw, (w - 5, h - 4), B.name_of(index), size=SMALL, color=label_colour, anchor="rs")
    return tile


PIECE_MEANING = {"h": "hiker", "c": "camp"}


def _piece_box(content: str, h: int) -> tuple[float, float, float, float]:
    """Where a section's hiker or camp is drawn in its tile (``h`` the tile's height, as drawn
    by :func:`_cell_tile`): a hiker 42 px wide, a camp 50 (20 and 24 px as shown at 480)."""
    if content[0] == "h":
        return (28 - 21, 6, 28 + 21, h - 6)
    return (30 - 25, 8, 30 + 25, h - 6)


def _frame(draw: ImageDraw.ImageDraw, box, color, width: int = 5) -> None:
    meaning = "chosen" if color == GOOD else "your choices"
    draw.__dict__.setdefault("frames_drawn", set()).add(meaning)  # this image's legend lists it
    theme.frame(draw, (box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), meaning)
    draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=color, width=width)


# ---------------------------------------------------------------- fixed base
@cache
def _base(locale: str) -> Image.Image:
    """Everything that never changes (in ``locale``): regions, flags, paths, the animal tables'
    and the chart's grounds, the chart's headings and free spots."""
    image = Image.new("RGB", (WIDTH, _foot_y()), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for region in range(1, B.REGIONS + 1):
        _region(draw, region, ROCK, GRID, 2)
    _dots(draw)
    for seat in range(2):
        x = MARGIN + seat * (TABLE_W + MARGIN)
        theme.rounded_box(draw, (x, ANIMALS_Y, x + TABLE_W, ANIMALS_Y + ANIMALS_H), fill=PANEL, radius=10)
    draw.rectangle((0, CHART_Y - 10, WIDTH, _foot_y()), fill=PANEL)
    title = words.t("np-board-chart")
    text(draw, (MARGIN, CHART_Y), title, size=BODY, bold=True)
    beside, hint = _chart_hint(locale)
    if beside:
        text(
            draw, (MARGIN + theme.text_width(title, BODY, True) + 14, CHART_Y + 4), hint[0], size=SMALL, color=TEXT_DIM
        )
    else:
        for n, line in enumerate(hint):
            text(draw, (MARGIN, CHART_Y + 40 + LINE * n), line, size=SMALL, color=TEXT_DIM)
    lines = _heading_lines(locale)
    for col in range(len(B.CHART_REQ)):
        box = _chart_box(0, col)
        # Column letter and row number name a spot as the picker and captions do ("A2").
        heading = _heading(col)
        top = _chart_headings_y() + HEADING_LINE * (lines - len(heading))  # set on the rows, whatever their lines
        for n, line in enumerate(heading):
            text(
                draw,
                ((box[0] + box[2]) / 2, top + HEADING_LINE * n + HEADING_LINE / 2),
                line,
                size=SMALL,
                color=TEXT_DIM,
                anchor="mm",
            )
    label_room = _chart_box(0, 0)[0] - MARGIN - 12
    for row in range(len(B.CHART_ROWS)):
        box = _chart_box(row, 0)
        label = fit_text(_row_label(row), SMALL, label_room)
        text(draw, (MARGIN + 4, (box[1] + box[3]) / 2), label, size=SMALL, anchor="lm")
        for col in range(len(B.CHART_REQ)):
            _free_spot(draw, row, col)
    return image


def _spot_points(row: int, col: int, width: float) -> str:
    """A spot's points in ``width`` px: "12 points", or the number alone where the words do not fit."""
    points = B.CHART_VP[row][col]
    shown = words.t("np-board-points", points=points)
    return shown if theme.text_width(shown, SMALL) <= width else str(points)


def _free_spot(draw: ImageDraw.ImageDraw, row: int, col: int) -> None:
    box = _chart_box(row, col)
    draw.rectangle(box, fill=PANEL_LIGHT, outline=GRID)
    text(
        draw,
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        _spot_points(row, col, box[2] - box[0] - 8),
        size=SMALL,
        anchor="mm",
    )


# ---------------------------------------------------------------- the changing parts
def _last(view: dict[str, Any]) -> dict[str, Any]:
    return view.get("last_turn") or {"cells": [], "guide_from": None, "chart": [], "taken": [], "activated": []}


def _corners_taken(view: dict[str, Any], keys_y: float) -> list[tuple[float, float, float, float]]:
    """The boxes the upper corners fill (strips, counts, keys): the guide's label keeps clear of them."""
    strip_bottom = PANEL_Y + theme.STRIP_HEIGHT
    lines = []
    for seat in range(2):
        spans, shown = _corner_lines(view, seat)
        left = min(x for x, _ in spans)
        right = max(
            x + min(theme.text_width(line, SMALL), width) for (x, width), line in zip(spans, shown, strict=True)
        )
        lines.append((left, strip_bottom, right, keys_y))
    return [
        *lines,
        (_strip_x(0), PANEL_Y, _strip_x(0) + STRIP_W, strip_bottom),
        (_strip_x(1), PANEL_Y, _strip_x(1) + STRIP_W, strip_bottom),
    ]


def _guide_box(view: dict[str, Any], region: int, width: float, keys_y: float) -> tuple[float, float, float, float]:
    """Where the guide's label goes: right of the region's top section, else right of its middle
    row, else under its flag beside the top section, else left of its flag; the first place clear
    of the corners and inside the image (the region itself is also marked by its rock and outline)."""
    boxes = _cell_boxes()
    top = boxes[B.cell(region, B.SECTION_ROWS[0][0])]
    middle = boxes[B.cell(region, B.SECTION_ROWS[1][-1])]
    flag = _flag_box(region)
    places = [
        (top[2] + 10, top[1] + 4),
        (middle[2] + 14, middle[1] + 4),
        (top[0] - 12 - width, flag[3] + 4),
        (flag[0] - 8 - width, top[1] + 4),
    ]
    for gx, gy in places:
        box = (gx, gy, gx + width, gy + 34)
        inside = box[0] >= MARGIN and box[2] <= WIDTH - MARGIN
        if inside and not any(
            box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in _corners_taken(view, keys_y)
        ):
            return box
    gx, gy = places[-1]
    return (gx, gy, gx + width, gy + 34)


def _draw_mountain(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], targets: dict[str, list], keys_y: float
) -> None:
    boxes = _cell_boxes()
    guide = view["guide"]
    last = _last(view)
    target_regions = set(targets.get("regions", []))
    marked = sorted(target_regions | ({guide} if guide else set()))
    for region in marked:
        outline = ACCENT if region in target_regions else TEXT
        _region(draw, region, GUIDE_ROCK if region == guide else ROCK, outline, 5)
        if region in target_regions:
            draw.__dict__.setdefault("frames_drawn", set()).add("your choices")
            theme.frame(draw, _bounds(_region_triangle(region)), "your choices")
    if marked:
        _dots(draw, record=False)
    if guide:
        label = words.t("np-board-guide")
        box = _guide_box(view, guide, theme.text_width(label, SMALL, True) + 24, keys_y)
        with theme.panel(draw, box, "guide", kind="symbol"):
            theme.rounded_box(draw, box, fill=ACCENT, radius=16)
            text(
                draw,
                ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                label,
                size=SMALL,
                color=TEXT_DARK,
                bold=True,
                anchor="mm",
            )
        if last["guide_from"] is not None and last["guide_from"] != guide:
            theme.outline_last_turn(draw, box, radius=16, width=3)
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
        theme.outline_last_turn(draw, boxes[index], radius=2, width=4)
    for index in range(len(view["mountain"])):
        if index in chosen:
            _frame(draw, boxes[index], GOOD)
        elif index in target_cells:
            _frame(draw, boxes[index], ACCENT)


def _packed(items: list[Callable[[float], str]], width: Callable[[int], float]) -> list[str]:
    """``items`` joined with " · " into lines, line ``n`` at most ``width(n)`` px, each into the
    first line with room for it whole. An item is ``item(room)``: itself in ``room`` px (shortened
    only where a line of its own is narrower than it)."""
    lines: list[str] = []
    for item in items:
        for n, line in enumerate(lines):
            whole = item(width(n))
            if theme.text_width(f"{line} · {whole}", SMALL) <= width(n):
                lines[n] = f"{line} · {whole}"
                break
        else:
            lines.append(item(width(len(lines))))
    return lines


def _corner_span(seat: int, n: int, wide: bool) -> tuple[float, float]:
    """Where line ``n`` under ``seat``'s name strip starts and how wide it may be (``wide``: as
    wide as the strip, at the end): clear of the sections beside it, as the peak's slopes widen
    downwards (a long line at the end ran onto section 1.4 or 1.6)."""
    x, width = (_strip_x(seat) + 6, STRIP_W - 12) if wide else (_corner_x(seat) + 6, CORNER_W - 12)
    top = PANEL_Y + theme.STRIP_HEIGHT + 6 + LINE * n
    beside = [box for box in _cell_boxes() if box[1] < top + LINE and box[3] > top]
    if beside and seat == 0:
        width = min(width, min(box[0] for box in beside) - 8 - x)
    elif beside:
        start = max(box[2] for box in beside) + 8
        if start > x:
            x, width = start, width - (start - x)
    return x, width


def _source_line(key: str, points: int, width: float) -> str:
    """A source of points and its points in ``width`` px: the name is shortened, never the number."""
    rest = theme.text_width(words.t("np-board-source", source="", points=points), SMALL)
    source = fit_text(_source_label(key), SMALL, width - rest)
    return words.t("np-board-source", source=source, points=points)


def _name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else words.t("np-board-player", number=seat + 1)


def _corner_lines(view: dict[str, Any], seat: int) -> tuple[list[tuple[float, float]], list[str]]:
    """Where each line under ``seat``'s name strip starts and how wide it may be, and the lines:
    what is left to place, or at the end the points by source (on as many lines as FINAL_LINES)."""
    below = (view.get("_points_below") or [False, False])[seat]
    points = [words.t("np-board-points", points=view["scores"][seat])] if below else []
    over = view["over"]
    if over:  # the points by source, as wide as the strip where the peak's slopes leave room
        spans = [_corner_span(seat, n, True) for n in range(len(points) + FINAL_LINES)]
        parts = view["breakdown"][seat]
        sources = [partial(_source_line, key, value) for key, value in parts.items() if value]
        lines = _packed(sources, lambda n: spans[len(points) + n][1]) or [words.t("np-board-no-points")]
        if len(lines) > FINAL_LINES:  # the score sheet lists them all; here the last line says more follow
            last = spans[len(points) + FINAL_LINES - 1][1]
            lines = lines[: FINAL_LINES - 1] + [fit_text(lines[FINAL_LINES - 1] + " · …", SMALL, last)]
        lines = points + lines
    else:
        lines = points + [
            words.t("np-board-hikers-left", count=view["stock"][seat]),
            words.t("np-board-camps-left", count=view["camps"][seat]),
            words.t("np-board-cubes-left", count=view["cubes"][seat]),
        ]
        if seat == view["first"]:
            lines.append(words.t("np-board-first-player"))
    return [_corner_span(seat, n, over) for n in range(len(lines))], lines


def _keys_y(view: dict[str, Any]) -> int:
    """Where the keys start: under the corners' lines (lower at the end, when they are more)."""
    most = max(len(_corner_lines(view, seat)[1]) for seat in range(2))
    return KEYS_Y + LINE * max(0, most - PANEL_LINES)


def _points_beside(view: dict[str, Any], names: list[str], seat: int) -> bool:
    """Whether ``seat``'s name shows whole beside its points in its strip (else the name takes the
    strip and the points the first line under it)."""
    points = words.t("np-board-points", points=view["scores"][seat])
    badge = theme.STRIP_HEIGHT - 14
    room = STRIP_W - badge - 18 - (22 if seat in view["to_act"] else 0) - theme.text_width(points, SMALL) - 12 - 10
    return theme.text_width(_name(names, seat), max(theme.TEXT_BODY, SMALL), seat in view["to_act"]) <= room


def _draw_corner(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int) -> None:
    """A player's name strip beside the peak and the lines under it."""
    to_act = seat in view["to_act"]
    points = words.t("np-board-points", points=view["scores"][seat])
    if (view.get("_points_below") or [False, False])[seat]:
        points = ""  # the first line under the strip
    strip_x = _strip_x(seat)
    theme.player_strip(draw, (strip_x, PANEL_Y), STRIP_W, seat, _name(names, seat), to_act, points, text_size=SMALL)
    y = PANEL_Y + theme.STRIP_HEIGHT + 6
    spans, lines = _corner_lines(view, seat)
    for (x, width), line in zip(spans, lines, strict=True):
        text(draw, (x, y), fit_text(line, SMALL, width), size=SMALL)
        y += LINE


NUMBER_W = 22  # room for a count (one or two digits) in a column
# The seat badge that alone tells whose an animal table or a claimed chart spot is: 34 px, 16.3 px
# as shown at 480 (they were 28 and 30 px, 13 and 14 px as shown).
SEAT_BADGE = 34


@cache
def _table_columns(locale: str) -> tuple[int, int]:
    """The right edges of the "ready" and "used" columns, from an animal table's left, in
    ``locale``: close to the animals' names, so that a row reads at a glance."""
    names_w = max(theme.text_width(_animal_label(kind), SMALL) for kind in B.KINDS)
    ready_w = max(theme.text_width(words.t("np-board-ready"), SMALL), NUMBER_W)
    used_w = max(theme.text_width(words.t("np-board-used"), SMALL), NUMBER_W)
    title_w = theme.text_width(words.t("np-board-animals"), SMALL, bold=True)
    ready_right = int(44 + max(names_w, title_w) + 28 + ready_w)
    used_right = min(ready_right + 28 + used_w, TABLE_W - 16)
    return min(ready_right, int(used_right - used_w - 28)), int(used_right)


def _draw_animals(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, targets: dict[str, list]) -> None:
    """A player's animals under the mountain: how many of each are ready, and how many used."""
    x = MARGIN + seat * (TABLE_W + MARGIN)
    y = ANIMALS_Y + 8
    ready_right, used_right = _table_columns(words.locale())
    title, ready, used = words.t("np-board-animals"), words.t("np-board-ready"), words.t("np-board-used")
    theme.seat_badge(draw, x + 22, y + 15, SEAT_BADGE, seat)  # it alone says whose table this is
    ready_w = theme.text_width(ready, SMALL)
    title_room = ready_right - ready_w - 16 - 44
    text(draw, (x + 44, y + 15), fit_text(title, SMALL, title_room, bold=True), size=SMALL, bold=True, anchor="lm")
    text(draw, (x + ready_right, y + 15), ready, size=SMALL, color=TEXT_DIM, anchor="rm")
    text(draw, (x + used_right, y + 15), used, size=SMALL, color=TEXT_DIM, anchor="rm")
    y += 34
    board = view["boards"][seat]
    last = _last(view)
    to_act = seat in view["to_act"]
    target_animals = set(targets.get("animals", [])) if to_act else set()
    name_room = ready_right - NUMBER_W - 12 - 44
    for kind in B.KINDS:
        ready_count, used_count = board[kind]
        fill = ANIMAL_FILL[kind]
        middle = y + LINE / 2
        draw.rounded_rectangle(
            (x + 12, middle - 11, x + 34, middle + 11), radius=4, fill=fill, outline=swatch_outline(fill), width=2
        )
        colour = TEXT if ready_count or used_count else TEXT_DIM
        label = fit_text(_animal_label(kind), SMALL, name_room)
        text(draw, (x + 44, middle), label, size=SMALL, color=colour, anchor="lm")
        shown = str(ready_count) if ready_count else "–"
        text(draw, (x + ready_right, middle), shown, size=SMALL, color=colour, anchor="rm")
        if kind in B.ACTIVATED:
            shown = str(used_count) if used_count else "–"
            text(draw, (x + used_right, middle), shown, size=SMALL, color=colour, anchor="rm")
        if seat == last.get("seat") and (kind in last["taken"] or kind in last["activated"]):
            # the whole row (its swatch, name and counts), so it shows at 480 px
            theme.outline_last_turn(draw, (x + 10, y + 4, x + used_right + 8, y + LINE - 4), radius=4, width=3)
        if kind in target_animals:
            _frame(draw, (x + 6, y + 1, x + TABLE_W - 6, y + LINE - 1), ACCENT, 3)
        y += LINE


def _frames_shown(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> set[str]:
    """The meanings of the frames and pieces this image shows (so its legend lists only those)."""
    shown = set(draw.__dict__.get("frames_drawn", ()))
    shown |= {PIECE_MEANING[content[0]] for content in view["mountain"] if content not in ANIMAL_FILL}
    last = _last(view)
    guide_moved = (
        last.get("guide_from") is not None and last.get("guide_from") != view.get("guide") and view.get("guide")
    )
    seat = last.get("seat")
    if (
        last.get("cells")
        or last.get("chart")
        or guide_moved
        or (seat is not None and (last.get("taken") or last.get("activated")))
    ):
        shown.add("last turn")
    return shown


# ---------------------------------------------------------------- the keys band
# Under the mountain, across the image: what the pieces and marks mean (the hiker, the camp, the
# dotted path, how a section is numbered), then the frames this image shows (the last turn, naming
# who took it; in a seat's own view its choices and what it has chosen). Drawn last, in rows
# inserted under the mountain, so that it lists exactly the frames drawn above.
KEYS_AT = ANIMALS_Y - 6  # where the band goes in (the mountain's foot is above it)
KEY_H = 58  # a line of keys (a piece's picture is 54 px)
KEY_GAP = 30  # between two keys on a line
PIECE = 54  # a piece's picture in its key
LAST_TURN_ROOM = 460  # the last-turn key's words (a line across half the image at most)

Painter = Callable[[ImageDraw.ImageDraw, float, float], None]


def _piece_key(kind: str, label: str) -> tuple[float, int, Painter]:
    width = PIECE + 10 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning=kind):
            draw.rectangle((x, y, x + PIECE, y + PIECE), fill=SNOW, outline=GRID)
            if kind == "hiker":
                _hiker(draw, x + PIECE / 2, y + 4, y + PIECE - 4, 0)
            else:
                _camp(draw, x + PIECE / 2, y + 10, y + PIECE - 6, 0)
            text(draw, (x + PIECE + 10, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _path_key(label: str) -> tuple[float, int, Painter]:
    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        r = PATH_DOT_R
        with theme.panel(
            draw,
            (x, y, x + 58 + theme.text_width(label, SMALL), y + PIECE),
            label,
            kind="legend",
            meaning="dotted path",
        ):
            for k in range(5):
                draw.ellipse((x + 4 + k * 10 - r, y + PIECE / 2 - r, x + 4 + k * 10 + r, y + PIECE / 2 + r), fill=TEXT)
            text(draw, (x + 58, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return 58 + theme.text_width(label, SMALL), KEY_H, paint


def _section_key(label: str) -> tuple[float, int, Painter]:
    """A region's flag beside how a section is named ("2.4: region 2, section 4")."""

    width = 56 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        fy = y + 4
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning="region flag"):
            draw.line((x + 2, fy, x + 2, fy + 48), fill=TEXT, width=3)
            draw.polygon([(x + 2, fy), (x + 46, fy + 15), (x + 2, fy + 30)], fill=FLAG)
            text(draw, (x + 16, fy + 15), "2", size=SMALL, color=TEXT_DARK, bold=True, anchor="lm")
            text(draw, (x + 56, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _last_turn_key(lines: list[str]) -> tuple[float, int, Painter]:
    height = max(KEY_H, 14 + LINE * len(lines))

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        top = y + height / 2 - 19 - LINE * (len(lines) - 1) / 2
        theme.last_turn_key(draw, x, top, lines, size=SMALL, line_height=LINE)

    return 52 + max(theme.text_width(line, SMALL) for line in lines), height, paint


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


def _key_entries(frames: Sequence[str] | set[str], last_turn_label: Sequence[str]) -> list[tuple[float, int, Painter]]:
    """Each key as (width, height, painter(draw, x, y)), in reading order."""
    entries = []
    # A piece's key only where the mountain shows one (at the start it holds none).
    if "hiker" in frames:
        entries.append(_piece_key("hiker", words.t("np-board-legend-hiker")))
    if "camp" in frames:
        entries.append(_piece_key("camp", words.t("np-board-legend-camp")))
    entries += [
        _path_key(words.t("np-board-legend-path")),
        _section_key(words.t("np-board-legend-section", region=2, section=4)),
    ]
    if "last turn" in frames:
        entries.append(_last_turn_key(list(last_turn_label) or [words.t("np-board-legend-last-turn")]))
    if "your choices" in frames:
        entries.append(_frame_key(ACCENT, "your choices", words.t("np-board-legend-choices")))
    if "chosen" in frames:
        entries.append(_frame_key(GOOD, "chosen", words.t("np-board-legend-chosen")))
    return entries


def _key_lines(entries: list[tuple[float, int, Painter]]) -> list[list[tuple[float, int, Painter]]]:
    """The keys in lines across the image (a key never breaks; a line holds as many as fit)."""
    lines: list[list[tuple[float, int, Painter]]] = [[]]
    x = 0.0
    for entry in entries:
        if lines[-1] and x + entry[0] > WIDTH - 2 * MARGIN - 8:
            lines.append([])
            x = 0.0
        lines[-1].append(entry)
        x += entry[0] + KEY_GAP
    return lines


def _draw_keys(
    image: Image.Image, frames: Sequence[str] | set[str], last_turn_label: Sequence[str] = ()
) -> Image.Image:
    """``image`` with the keys band inserted under the mountain."""
    lines = _key_lines(_key_entries(frames, last_turn_label))
    height = sum(max(entry[1] for entry in line) for line in lines) + 6 * (len(lines) - 1) + 10
    image = theme.insert_rows(image, KEYS_AT, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = KEYS_AT + 4
    for line in lines:
        x = MARGIN + 8.0
        line_h = max(entry[1] for entry in line)
        for width, entry_h, paint in line:
            paint(draw, x, y + (line_h - entry_h) / 2)
            x += width + KEY_GAP
        y += line_h + 6
    return image


def _last_turn_label(name: str, max_width: float) -> list[str]:
    """The last-turn key naming whose turn it was, on one line or two of at most ``max_width`` px:
    the name is shortened only where even a line of its own cannot hold it."""
    whole = words.t("np-board-legend-last-turn-of", player=theme.isolate(theme.visible(name)))
    if theme.text_width(whole, SMALL) <= max_width:
        return [whole]
    # The longest start of the name that leaves two whole lines (it may share a line with the
    # words next to it, "’s" in English).
    room = max_width
    while True:
        shown = fit_text(theme.isolate(theme.visible(name)), SMALL, room)
        label = words.t("np-board-legend-last-turn-of", player=shown)
        lines = theme.wrap_text(label, SMALL, max_width)
        if room <= 3 * SMALL or (len(lines) <= 2 and "".join(lines).count("…") == label.count("…")):
            return lines[:2]
        room -= SMALL // 2


def _draw_chart(draw: ImageDraw.ImageDraw, view: dict[str, Any], targets: dict[str, list]) -> None:
    spots = {tuple(s) for s in targets.get("spots", [])}
    pending = view.get("pending") or {}
    claimed = {tuple(s) for s in _last(view)["chart"]}
    for row, owners in enumerate(view["chart"]):
        for col, owner in enumerate(owners):
            box = _chart_box(row, col)
            if owner is not None:
                # Owned: the owner's badge (colour and shape); no coloured frame, which would read as a target.
                theme.cover(draw, box)
                draw.rectangle(box, fill=BACKGROUND, outline=GRID, width=2)
                theme.seat_badge(draw, box[0] + 22, (box[1] + box[3]) / 2, SEAT_BADGE, owner)
                text(
                    draw,
                    ((box[0] + box[2]) / 2 + 16, (box[1] + box[3]) / 2),
                    _spot_points(row, col, box[2] - box[0] - 56),
                    size=SMALL,
                    color=TEXT_DIM,
                    anchor="mm",
                )
            if (row, col) in claimed:
                theme.outline_last_turn(draw, box, radius=2, width=3)
            if view["phase"] == "pick" and pending.get("row") == row and pending.get("col") == col:
                _frame(draw, box, GOOD, 4)
            elif (row, col) in spots:
                _frame(draw, box, ACCENT, 4)


def _subtitle(view: dict[str, Any]) -> str:
    turn = min(view["turns"] + 1, 2 * B.HIKERS)
    if view["area_scoring"]:
        return words.t("np-board-subtitle-area", move=view["move"], turn=turn, turns=2 * B.HIKERS)
    return words.t("np-board-subtitle", move=view["move"], turn=turn, turns=2 * B.HIKERS)


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


STATUS_LINE = 36  # each further line of the status band


def _footer(view: dict[str, Any]) -> list[str]:
    """The animals traded away, on as many lines as the language needs."""
    gone = [words.t("np-board-traded-item", animal=_animal_label(k), count=n) for k, n in view["discard"].items() if n]
    footer = words.t("np-board-traded", animals=gone) if gone else words.t("np-board-traded-none")
    return theme.wrap_text(footer, SMALL, WIDTH - 2 * MARGIN)


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    names = [theme.isolate(n) for n in names]  # a right-to-left name keeps the words around it in order
    base = _base(words.locale())
    footer = _footer(view)
    image = Image.new("RGB", (WIDTH, base.height + LINE * len(footer) + 10), PANEL)
    theme.paste(image, base, (0, 0))
    draw = ImageDraw.Draw(image)
    title, subtitle = words.t("np-board-title"), _subtitle(view)
    # The title takes a smaller size where a language's subtitle would not fit beside it whole.
    roomy = theme.text_width(title, theme.TEXT_TITLE, True) + 56 + theme.text_width(subtitle, SMALL) <= WIDTH
    theme.header(draw, WIDTH, title, subtitle, subtitle_size=SMALL, title_size=theme.TEXT_TITLE if roomy else BODY)
    targets = view.get("targets") or {}
    # (drawing only) the seats whose name leaves its points no room in the strip: they go below it
    view = {**view, "_points_below": [not _points_beside(view, names, seat) for seat in range(2)]}
    keys_y = _keys_y(view)
    _draw_mountain(image, draw, view, targets, keys_y)
    for seat in range(2):
        _draw_corner(draw, view, names, seat)
        _draw_animals(draw, view, seat, targets)
    who = _last(view).get("seat")
    label = _last_turn_label(names[who], LAST_TURN_ROOM) if who is not None and who < len(names) else []
    _draw_chart(draw, view, targets)
    for n, line in enumerate(footer):
        text(draw, (MARGIN, base.height + LINE * n), line, size=SMALL, color=TEXT_DIM)
    image = _draw_keys(image, _frames_shown(draw, view), label)  # last: it lists the frames drawn above
    return _draw_status(image, view, names)


def _draw_status(image: Image.Image, view: dict[str, Any], names: list[str]) -> Image.Image:
    """The status band under the header, grown by a line for each line the status needs past one."""
    actor = view["to_act"][0] if view["to_act"] else None
    x = MARGIN + (42 if actor is not None else 0)
    lines = _status(view, names, WIDTH - x - MARGIN)
    extra = STATUS_LINE * (len(lines) - 1)
    image = theme.insert_rows(image, TOP + STATUS_H // 2, extra, PANEL_LIGHT)
    draw = ImageDraw.Draw(image)
    height = STATUS_H + extra
    draw.rectangle((0, TOP, WIDTH, TOP + height), fill=PANEL_LIGHT)
    if actor is not None:
        theme.seat_badge(draw, MARGIN + 17, TOP + STATUS_H / 2, 32, actor)
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
