"""Nanga Parbat board image, laid out for the chat column: the mountain (a pyramid of six region
pyramids with the dotted paths and the guide) fills the width; each player's panel sits in an upper
corner beside the peak; the points chart and the scoring path run underneath.

Every animal section is named in words (colour only helps); hikers and camps carry their seat's
marker shape as well as its colour. In the acting seat's image the legal targets of the current
decision are framed in the accent colour; what the last turn changed is outlined in every image
(:func:`render.theme.outline_last_turn`) from the view's public ``last_turn``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.score_sheet import column_slug
from render.theme import (
    ACCENT,
    BACKGROUND,
    GOOD,
    GRID,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_BODY,
    TEXT_DARK,
    TEXT_DIM,
    TEXT_SMALL,
    contrast_text,
    fit_text,
    seat_color,
    text,
)
from rules.nanga_parbat import board as B
from rules.text import Msg

WIDTH = 1100
MARGIN = 12
CELL = 92  # a section's square
GAP = 3
REGION_W = 3 * CELL
REGION_GAP_X = 28
REGION_STEP_X = REGION_W + REGION_GAP_X
REGION_STEP_Y = 3 * CELL + 26
TOP = theme.HEADER_HEIGHT
STATUS_H = 46
MOUNTAIN_Y = TOP + STATUS_H + 34  # room above the peak for its flag
MOUNTAIN_H = 3 * REGION_STEP_Y - 26
SIDE_W = 250  # a player's panel beside the mountain
STRIP_W = 370  # the name strip is wider: beside the peak there is more room

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


def _animal_label(kind: str) -> str:
    """An animal's short name, printed on its sections and in the panels' animal tables."""
    return words.t(f"np-animal-short-{kind}")


def _source_label(key: str) -> str:
    """A source of points, named as the score sheet's column for it (``score-nanga-parbat-<slug>``)."""
    return words.t(f"score-nanga-parbat-{column_slug(key)}")


def _two_lines(label: str, width: float, size: int = TEXT_SMALL) -> list[str]:
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
MEANINGFUL_COLOUR_PAIRS = [("Nanga Parbat snow vs rock", SNOW, ROCK)]


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
                left = rx + (REGION_W - len(sections) * CELL) / 2
                for j, section in enumerate(sections):
                    x = int(left + j * CELL)
                    y = int(ry + s_row * CELL)
                    boxes[B.cell(region, section)] = (
                        x + GAP // 2,
                        y + GAP // 2,
                        x + CELL - GAP // 2 - 1,
                        y + CELL - GAP // 2 - 1,
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


@cache
def _path_dots() -> tuple[tuple[float, float], ...]:
    """White dots along each dotted path, outside the two sections it joins."""
    dots = []
    boxes = _cell_boxes()
    for (ra, sa), (rb, sb) in B.DOTTED_PATHS:
        a, b = B.cell(ra, sa), B.cell(rb, sb)
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        steps = max(2, int(length / 11))
        for k in range(steps + 1):
            x = ax + (bx - ax) * k / steps
            y = ay + (by - ay) * k / steps
            if any(box[0] - 2 <= x <= box[2] + 2 and box[1] - 2 <= y <= box[3] + 2 for box in (boxes[a], boxes[b])):
                continue
            dots.append((x, y))
    return tuple(dots)


# ---------------------------------------------------------------- lower sections
CHART_Y = MOUNTAIN_Y + MOUNTAIN_H + 24
CHART_LABEL_W = 250  # the row labels' column; wider (up to CHART_LABEL_MAX) for a language with longer ones
CHART_LABEL_MAX = 330
CHART_ROW_H = 46
PATH_Y = CHART_Y + 40 + 40 + len(B.CHART_ROWS) * CHART_ROW_H + 16
PATH_PER_ROW = 30
PATH_ROWS = 2
PATH_STEP = (WIDTH - 2 * MARGIN) // PATH_PER_ROW
FOOT_Y = PATH_Y + 40 + PATH_ROWS * (PATH_STEP + 6) + 8
HEIGHT = FOOT_Y + 44


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
    widest = max(theme.text_width(_row_label(row), TEXT_SMALL) for row in range(len(B.CHART_ROWS)))
    return int(min(CHART_LABEL_MAX, max(CHART_LABEL_W, widest + 16)))


def _chart_box(row: int, col: int) -> tuple[int, int, int, int]:
    label_w = _chart_label_w(words.locale())
    col_w = (WIDTH - 2 * MARGIN - label_w) // len(B.CHART_REQ)
    x = MARGIN + label_w + col * col_w
    y = CHART_Y + 80 + row * CHART_ROW_H
    return (x, y, x + col_w - 8, y + CHART_ROW_H - 6)


def _path_box(space: int) -> tuple[int, int, int, int]:
    r, c = divmod(space, PATH_PER_ROW)
    x0, y0 = MARGIN + c * PATH_STEP, PATH_Y + 40 + r * (PATH_STEP + 6)
    return (x0, y0, x0 + PATH_STEP - 3, y0 + PATH_STEP)


def _panel_x(seat: int) -> int:
    return MARGIN if seat == 0 else WIDTH - MARGIN - SIDE_W


PANEL_Y = TOP + STATUS_H + 8
PANEL_LINES = 4  # lines of counts (or final points) above a panel's animal table
PANEL_BOTTOM = 740  # the players' panels and their legends end above this (the lowest regions' flags)


# ---------------------------------------------------------------- pieces
def _hiker(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, seat: int) -> None:
    """A walker in the seat's colour with the seat's marker on its body."""
    colour = seat_color(seat)
    draw.ellipse((cx - 11, top, cx + 11, top + 22), fill=colour, outline=TEXT_DARK, width=2)
    draw.polygon([(cx - 18, bottom), (cx + 18, bottom), (cx, top + 16)], fill=colour, outline=TEXT_DARK, width=2)
    theme.marker(draw, theme.seat_marker(seat), cx, bottom - 12, 7, fill=contrast_text(colour))


def _camp(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, seat: int) -> None:
    """A tent in the seat's colour with the seat's marker above its door."""
    colour = seat_color(seat)
    draw.polygon([(cx - 32, bottom), (cx + 32, bottom), (cx, top)], fill=colour, outline=TEXT_DARK, width=2)
    draw.polygon([(cx - 8, bottom), (cx + 8, bottom), (cx, bottom - 20)], fill=TEXT_DARK)
    theme.marker(draw, theme.seat_marker(seat), cx, top + (bottom - top) * 0.5, 8, fill=contrast_text(colour))


def _region(draw: ImageDraw.ImageDraw, region: int, fill, outline, width: int) -> None:
    """A region's mountain triangle and its yellow numbered flag (left of its top section)."""
    draw.polygon(_region_triangle(region), fill=fill, outline=outline, width=width)
    top = _cell_boxes()[B.cell(region, B.SECTION_ROWS[0][0])]
    fx, fy = top[0] - 62, top[1] - 18
    theme.cover(draw, (fx, fy, fx + 48, fy + 56))  # drawn again when the region is marked
    draw.line((fx, fy, fx, fy + 56), fill=TEXT, width=3)
    draw.polygon([(fx, fy), (fx + 48, fy + 16), (fx, fy + 34)], fill=FLAG)
    text(draw, (fx + 16, fy + 17), str(region), size=TEXT_SMALL, color=TEXT_DARK, bold=True, anchor="lm")


def _dots(draw: ImageDraw.ImageDraw) -> None:
    for x, y in _path_dots():
        draw.ellipse((x - 3, y - 3, x + 3, y + 3), fill=TEXT)


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
        bold = theme.text_width(label, TEXT_SMALL, bold=True) <= w - 4  # bold where it fits the section
        lines = [label] if bold else _two_lines(label, w - 2)
        rows = (h * 0.36,) if len(lines) == 1 else (h * 0.22, h * 0.5)
        for line, y in zip(lines, rows):
            text(draw, (w / 2, y), line, size=TEXT_SMALL, color=ink, bold=bold, anchor="mm")
        label_colour = theme.mix(fill, ink, 0.75)
    else:
        draw.rectangle((0, 0, w, h), fill=SNOW, outline=GRID)
        seat = int(content[1])
        if content[0] == "h":
            _hiker(draw, 24, 8, h - 8, seat)
        else:
            _camp(draw, 32, 16, h - 10, seat)
        label_colour = TEXT_DARK
    text(draw, (w - 5, h - 4), B.name_of(index), size=TEXT_SMALL, color=label_colour, anchor="rd")
    return tile


def _frame(draw: ImageDraw.ImageDraw, box, color, width: int = 5) -> None:
    meaning = "chosen" if color == GOOD else "your choices"
    draw.__dict__.setdefault("frames_drawn", set()).add(meaning)  # this image's legend lists it
    theme.frame(draw, (box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), meaning)
    draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=color, width=width)


# ---------------------------------------------------------------- fixed base
@cache
def _base(locale: str) -> Image.Image:
    """Everything that never changes (in ``locale``): regions, flags, paths, chart grid, empty track."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for region in range(1, B.REGIONS + 1):
        _region(draw, region, ROCK, GRID, 2)
    _dots(draw)
    draw.rectangle((0, CHART_Y - 10, WIDTH, HEIGHT), fill=PANEL)
    title = words.t("np-board-chart")
    text(draw, (MARGIN, CHART_Y), title, size=TEXT_BODY, bold=True)
    hint_x = MARGIN + theme.text_width(title, TEXT_BODY, True) + 14
    hint = fit_text(words.t("np-board-chart-hint"), TEXT_SMALL, WIDTH - MARGIN - hint_x)
    text(draw, (hint_x, CHART_Y + 3), hint, size=TEXT_SMALL, color=TEXT_DIM)
    for col, need in enumerate(B.CHART_REQ):
        box = _chart_box(0, col)
        # Column letter and row number name a spot as the picker and captions do ("A2").
        heading = words.t("np-board-column", column=B.COLUMN_LETTERS[col], count=need)
        text(
            draw,
            ((box[0] + box[2]) / 2, CHART_Y + 58),
            fit_text(heading, TEXT_SMALL, box[2] - box[0] + 4),
            size=TEXT_SMALL,
            color=TEXT_DIM,
            anchor="mm",
        )
    label_room = _chart_box(0, 0)[0] - MARGIN - 12
    for row in range(len(B.CHART_ROWS)):
        box = _chart_box(row, 0)
        label = fit_text(_row_label(row), TEXT_SMALL, label_room)
        text(draw, (MARGIN + 4, (box[1] + box[3]) / 2), label, size=TEXT_SMALL, anchor="lm")
        for col in range(len(B.CHART_REQ)):
            _free_spot(draw, row, col)
    text(draw, (MARGIN, PATH_Y), words.t("np-board-path"), size=TEXT_BODY, bold=True)
    for space in range(PATH_ROWS * PATH_PER_ROW):
        _empty_space(draw, space)
    return image


def _spot_points(row: int, col: int, width: float) -> str:
    """A spot's points in ``width`` px: "12 points", or the number alone where the words do not fit."""
    points = B.CHART_VP[row][col]
    shown = words.t("np-board-points", points=points)
    return shown if theme.text_width(shown, TEXT_SMALL) <= width else str(points)


def _free_spot(draw: ImageDraw.ImageDraw, row: int, col: int) -> None:
    box = _chart_box(row, col)
    draw.rectangle(box, fill=PANEL_LIGHT, outline=GRID)
    text(
        draw,
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        _spot_points(row, col, box[2] - box[0] - 8),
        size=TEXT_SMALL,
        anchor="mm",
    )


def _empty_space(draw: ImageDraw.ImageDraw, space: int) -> None:
    box = _path_box(space)
    draw.rectangle(box, fill=BACKGROUND, outline=GRID)
    if space % 5 == 0:
        text(
            draw,
            ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
            str(space),
            size=TEXT_SMALL,
            color=TEXT_DIM,
            anchor="mm",
        )


# ---------------------------------------------------------------- the changing parts
def _last(view: dict[str, Any]) -> dict[str, Any]:
    return view.get("last_turn") or {"cells": [], "guide_from": None, "chart": [], "taken": [], "activated": []}


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
        _region(draw, region, GUIDE_ROCK if region == guide else ROCK, outline, 5)
        if region in target_regions:
            draw.__dict__.setdefault("frames_drawn", set()).add("your choices")
            theme.frame(draw, _bounds(_region_triangle(region)), "your choices")
    if marked:
        _dots(draw)
    if guide:
        top = boxes[B.cell(guide, B.SECTION_ROWS[0][0])]
        label = words.t("np-board-guide")
        width = theme.text_width(label, TEXT_SMALL, True) + 24
        gx: float = top[2] + 10
        gy = top[1] + 4
        beside_panel = gy < PANEL_BOTTOM
        if gx + width > (_panel_x(1) - 4 if beside_panel else WIDTH - MARGIN):
            gx = top[0] - 62 - 8 - width  # no room before the right panel: left of the region's flag
        with theme.panel(draw, (gx, gy, gx + width, gy + 34), "guide", kind="symbol"):
            theme.rounded_box(draw, (gx, gy, gx + width, gy + 34), fill=ACCENT, radius=16)
            text(draw, (gx + width / 2, gy + 17), label, size=TEXT_SMALL, color=TEXT_DARK, bold=True, anchor="mm")
        if last["guide_from"] is not None and last["guide_from"] != guide:
            theme.outline_last_turn(draw, (gx, gy, gx + width, gy + 34), radius=16, width=3)
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
    for index in last["cells"]:
        theme.outline_last_turn(draw, boxes[index], radius=2, width=4)
    for index in range(len(view["mountain"])):
        if index in chosen:
            _frame(draw, boxes[index], GOOD)
        elif index in target_cells:
            _frame(draw, boxes[index], ACCENT)


def _packed(items: list[str], width: float) -> list[str]:
    """``items`` joined with " · " into lines of at most ``width`` px, each into the first line with
    room for it (an item wider than a line is shortened)."""
    lines: list[str] = []
    for item in items:
        for n, line in enumerate(lines):
            if theme.text_width(f"{line} · {item}", TEXT_SMALL) <= width:
                lines[n] = f"{line} · {item}"
                break
        else:
            lines.append(fit_text(item, TEXT_SMALL, width))
    return lines


TABLE_ROW = 30  # a line of a panel: counts, the animal table's heading and its rows
USED_RIGHT = SIDE_W - 6  # the right edge of the "used" column, from the panel's left
READY_RIGHT = SIDE_W - 70  # the right edge of the "ready" column, headings on one line
READY_RIGHT_STAGGERED = SIDE_W - 46  # ... and with the "used" heading a line above "ready"
NUMBER_W = 18  # room for a count (one or two digits) in a column


@cache
def _table_heading(locale: str) -> tuple[bool, int]:
    """How the animal table's heading fits in ``locale``: (staggered, the ready column's right edge).

    On one line ("Animals  ready  used") where the words fit beside each other and beside the animal
    names; else staggered: "Animals" and "used" on the first line, "ready" alone on the second, each
    right-aligned over its column, which leaves the names more room."""
    title_w = theme.text_width(words.t("np-board-animals"), TEXT_SMALL, bold=True)
    ready_w = theme.text_width(words.t("np-board-ready"), TEXT_SMALL)
    used_w = theme.text_width(words.t("np-board-used"), TEXT_SMALL)
    names_w = max(theme.text_width(_animal_label(kind), TEXT_SMALL) for kind in B.KINDS)
    one_line = (
        6 + title_w + 12 <= READY_RIGHT - ready_w
        and USED_RIGHT - used_w >= READY_RIGHT + 12
        and 34 + names_w + 8 <= READY_RIGHT - NUMBER_W
    )
    return (False, READY_RIGHT) if one_line else (True, READY_RIGHT_STAGGERED)


def _source_line(key: str, points: int, width: float) -> str:
    """A source of points and its points in ``width`` px: the name is shortened, never the number."""
    rest = theme.text_width(words.t("np-board-source", source="", points=points), TEXT_SMALL)
    source = fit_text(_source_label(key), TEXT_SMALL, width - rest)
    return words.t("np-board-source", source=source, points=points)


def _name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else words.t("np-board-player", number=seat + 1)


def _draw_player(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int, targets: dict[str, list]
) -> None:
    x, y = _panel_x(seat), PANEL_Y
    to_act = seat in view["to_act"]
    strip_x = x if seat == 0 else WIDTH - MARGIN - STRIP_W
    points = words.t("np-board-points", points=view["scores"][seat])
    theme.player_strip(draw, (strip_x, y), STRIP_W, seat, _name(names, seat), to_act, detail=points)
    y += theme.STRIP_HEIGHT + 6
    width, line_x = SIDE_W - 12, x + 6
    if view["over"]:
        # The points by source, under the name strip and as wide (beside the peak there is room).
        width, line_x = STRIP_W - 12, strip_x + 6
        parts = view["breakdown"][seat]
        sources = [_source_line(key, value, width) for key, value in parts.items() if value]
        lines = _packed(sources, width) or [words.t("np-board-no-points")]
        if len(lines) > PANEL_LINES:  # the score sheet lists them all; here the last line says more follow
            lines = lines[: PANEL_LINES - 1] + [fit_text(lines[PANEL_LINES - 1] + " · …", TEXT_SMALL, width)]
    else:
        lines = [
            words.t("np-board-hikers-left", count=view["stock"][seat]),
            words.t("np-board-camps-left", count=view["camps"][seat]),
            words.t("np-board-cubes-left", count=view["cubes"][seat]),
        ]
    if seat == view["first"] and not view["over"]:
        lines.append(words.t("np-board-first-player"))
    for line in lines[:PANEL_LINES]:
        text(draw, (line_x, y), fit_text(line, TEXT_SMALL, width), size=TEXT_SMALL)
        y += TABLE_ROW
    y += 6
    staggered, ready_right = _table_heading(words.locale())
    title, ready, used = words.t("np-board-animals"), words.t("np-board-ready"), words.t("np-board-used")
    used_x = x + USED_RIGHT
    title_room = used_x - theme.text_width(used, TEXT_SMALL) - 12 - (x + 6)
    text(draw, (x + 6, y), fit_text(title, TEXT_SMALL, title_room, bold=True), size=TEXT_SMALL, bold=True)
    text(draw, (used_x, y), fit_text(used, TEXT_SMALL, SIDE_W - 12), size=TEXT_SMALL, color=TEXT_DIM, anchor="ra")
    if staggered:
        y += TABLE_ROW
    ready_room = ready_right - 6 if staggered else ready_right - (6 + theme.text_width(title, TEXT_SMALL, True) + 12)
    ready = fit_text(ready, TEXT_SMALL, ready_room)
    text(draw, (x + ready_right, y), ready, size=TEXT_SMALL, color=TEXT_DIM, anchor="ra")
    y += 32
    board = view["boards"][seat]
    last = _last(view)
    target_animals = set(targets.get("animals", [])) if to_act else set()
    name_room = ready_right - NUMBER_W - 8 - 34
    for kind in B.KINDS:
        ready_count, used_count = board[kind]
        fill = ANIMAL_FILL[kind]
        draw.rounded_rectangle((x + 6, y + 4, x + 26, y + 24), radius=4, fill=fill, outline=GRID)
        colour = TEXT if ready_count or used_count else TEXT_DIM
        label = fit_text(_animal_label(kind), TEXT_SMALL, name_room)
        text(draw, (x + 34, y + 14), label, size=TEXT_SMALL, color=colour, anchor="lm")
        shown = str(ready_count) if ready_count else "–"
        text(draw, (x + ready_right, y + 14), shown, size=TEXT_SMALL, color=colour, anchor="rm")
        if kind in B.ACTIVATED:
            shown = str(used_count) if used_count else "–"
            text(draw, (used_x, y + 14), shown, size=TEXT_SMALL, color=colour, anchor="rm")
        if seat == last.get("seat") and (kind in last["taken"] or kind in last["activated"]):
            theme.outline_last_turn(draw, (x + 6, y + 4, x + 26, y + 24), radius=4, width=3)
        if kind in target_animals:
            _frame(draw, (x + 2, y, x + SIDE_W - 2, y + 28), ACCENT, 3)
        y += TABLE_ROW


def _frames_shown(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> set[str]:
    """The meanings of the frames this image shows (so its legend lists only those)."""
    shown = set(draw.__dict__.get("frames_drawn", ()))
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


def _draw_legend(
    draw: ImageDraw.ImageDraw,
    seat_side: int,
    y: int,
    frames: Sequence[str] | set[str] = (),
    last_turn_label: str = "",
) -> None:
    """Keys in the space under a panel: pieces on the left, frames on the right (``frames`` holds
    the frames' meanings, which name them in the layout record; the words are the catalogue's)."""
    x = _panel_x(seat_side) + 6
    room = SIDE_W - 70
    if seat_side == 0:
        pieces = ((_hiker, words.t("np-board-legend-hiker")), (_camp, words.t("np-board-legend-camp")))
        for painter, label in pieces:
            draw.rectangle((x, y, x + 54, y + 54), fill=SNOW, outline=GRID)
            painter(draw, x + 27, y + 4, y + 50, 0) if painter is _hiker else painter(draw, x + 27, y + 8, y + 48, 0)
            _key_words(draw, x + 64, y + 27, label, room)
            y += 62
        for k in range(5):
            draw.ellipse((x + 4 + k * 10 - 3, y + 14, x + 4 + k * 10 + 3, y + 20), fill=TEXT)
        _key_words(draw, x + 64, y + 17, words.t("np-board-legend-path"), room, down=True)
    else:  # only the frames the image shows
        if "last turn" in frames:
            label = last_turn_label or words.t("np-board-legend-last-turn")
            theme.last_turn_key(draw, x, y, label, max_width=SIDE_W - 8)
            y += 44
        keys = (
            (ACCENT, "your choices", words.t("np-board-legend-choices")),
            (GOOD, "chosen", words.t("np-board-legend-chosen")),
        )
        for colour, meaning, label in keys:
            if meaning not in frames:
                continue
            label = fit_text(label, TEXT_SMALL, SIDE_W - 8 - 46)
            with theme.panel(
                draw,
                (x + 6, y + 6, x + 46 + theme.text_width(label, TEXT_SMALL), y + 32),
                label,
                kind="legend",
                meaning=meaning,
            ):
                draw.rectangle((x + 6, y + 6, x + 32, y + 32), outline=colour, width=4)
                text(draw, (x + 46, y + 19), label, size=TEXT_SMALL, color=TEXT_DIM, anchor="lm")
            y += 44


def _key_words(draw: ImageDraw.ImageDraw, x: float, y: float, label: str, width: float, down: bool = False) -> None:
    """A key's words left-aligned at ``x`` around ``y``: one line, or two where they are too long
    (centred on ``y``, or from ``y`` downwards with ``down``: the last key has room below it)."""
    lines = _two_lines(label, width)
    top = y if down or len(lines) == 1 else y - 13
    for n, line in enumerate(lines):
        text(draw, (x, top + 26 * n), line, size=TEXT_SMALL, color=TEXT_DIM, anchor="lm")


def _last_turn_label(name: str, max_width: float) -> str:
    """The last-turn key naming whose turn it was, the name shortened to fit ``max_width`` px; the
    plain key where the words leave the name too little room to be recognised."""
    words_only = theme.text_width(words.t("np-board-legend-last-turn-of", player=""), TEXT_SMALL)
    room = max_width - words_only
    if room < 3 * TEXT_SMALL:
        return words.t("np-board-legend-last-turn")
    shown = fit_text(theme.isolate(theme.visible(name)), TEXT_SMALL, room)
    return words.t("np-board-legend-last-turn-of", player=shown)


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
                theme.seat_badge(draw, box[0] + 22, (box[1] + box[3]) / 2, 28, owner)
                text(
                    draw,
                    ((box[0] + box[2]) / 2 + 14, (box[1] + box[3]) / 2),
                    _spot_points(row, col, box[2] - box[0] - 52),
                    size=TEXT_SMALL,
                    color=TEXT_DIM,
                    anchor="mm",
                )
            if (row, col) in claimed:
                theme.outline_last_turn(draw, box, radius=2, width=3)
            if view["phase"] == "pick" and pending.get("row") == row and pending.get("col") == col:
                _frame(draw, box, GOOD, 4)
            elif (row, col) in spots:
                _frame(draw, box, ACCENT, 4)


def _draw_path(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    """Each player's marker (seat shape in seat colour) on the space of their score."""
    scores = view["scores"]
    last_space = PATH_ROWS * PATH_PER_ROW - 1
    spaces = [min(score, last_space) for score in scores]  # past the printed track: parked on the last space
    for seat, space in enumerate(spaces):
        box = _path_box(space)
        together = spaces[0] == spaces[1]
        r = (box[2] - box[0]) / 2 - 3
        cx = (box[0] + box[2]) / 2 + (-(r / 2) if together and seat == 0 else (r / 2) if together else 0)
        cy = (box[1] + box[3]) / 2
        theme.cover(draw, box)  # the marker stands on the space, over its printed number
        draw.rectangle(box, fill=BACKGROUND, outline=GRID)
        theme.seat_token(draw, cx, cy, r * (0.48 if together else 1), seat)


def _subtitle(view: dict[str, Any]) -> str:
    turn = min(view["turns"] + 1, 2 * B.HIKERS)
    if view["area_scoring"]:
        return words.t("np-board-subtitle-area", move=view["move"], turn=turn, turns=2 * B.HIKERS)
    return words.t("np-board-subtitle", move=view["move"], turn=turn, turns=2 * B.HIKERS)


def _decision(view: dict[str, Any]) -> str:
    """The decision open now, as the engine states it (a message; a plain string from before)."""
    decision = view["decision"]
    return words.say(Msg.from_json(decision) if isinstance(decision, dict) else str(decision))


def _status(view: dict[str, Any], names: list[str]) -> str:
    if view["over"]:
        result = view["result"]
        high, low = max(result["scores"]), min(result["scores"])
        if len(result["winners"]) > 1:
            return words.t("np-board-over-shared", high=high, low=low)
        return words.t("np-board-over-win", player=_name(names, result["winners"][0]), high=high, low=low)
    return words.t("np-board-status", player=_name(names, view["to_act"][0]), decision=_decision(view))


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    names = [theme.isolate(n) for n in names]  # a right-to-left name keeps the words around it in order
    base = _base(words.locale())
    image = base.copy()
    theme.carry(base, image)
    draw = ImageDraw.Draw(image)
    theme.header(draw, WIDTH, words.t("np-board-title"), _subtitle(view))
    actor = view["to_act"][0] if view["to_act"] else None
    draw.rectangle((0, TOP, WIDTH, TOP + STATUS_H), fill=PANEL_LIGHT)
    x = MARGIN
    if actor is not None:
        theme.seat_badge(draw, x + 16, TOP + STATUS_H / 2, 30, actor)
        x += 40
    text(
        draw,
        (x, TOP + STATUS_H / 2),
        fit_text(_status(view, names), TEXT_BODY, WIDTH - x - MARGIN, bold=True),
        size=TEXT_BODY,
        bold=True,
        color=ACCENT if actor is not None else TEXT,
        anchor="lm",
    )
    targets = view.get("targets") or {}
    _draw_mountain(image, draw, view, targets)
    for seat in range(2):
        _draw_player(draw, view, names, seat, targets)
    staggered, _ = _table_heading(words.locale())
    legend_y = PANEL_Y + theme.STRIP_HEIGHT + 6 + PANEL_LINES * TABLE_ROW + 6 + 32 + 6 * TABLE_ROW + 16
    legend_y += TABLE_ROW if staggered else 0
    who = _last(view).get("seat")
    label = _last_turn_label(names[who], SIDE_W - 8 - 52) if who is not None and who < len(names) else ""
    _draw_chart(draw, view, targets)
    _draw_path(draw, view)
    for side in range(2):  # last: it lists the frames drawn above
        _draw_legend(draw, side, legend_y, _frames_shown(draw, view), label)
    gone = [words.t("np-board-traded-item", animal=_animal_label(k), count=n) for k, n in view["discard"].items() if n]
    footer = words.t("np-board-traded", animals=gone) if gone else words.t("np-board-traded-none")
    text(draw, (MARGIN, FOOT_Y), fit_text(footer, TEXT_SMALL, WIDTH - 2 * MARGIN), size=TEXT_SMALL, color=TEXT_DIM)
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
