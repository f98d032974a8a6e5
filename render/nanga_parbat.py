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

from render import theme
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
# The name printed on a section (the full names are in the panels' animal tables).
ANIMAL_LABEL = {
    "leopard": "Leopard",
    "tahr": "Tahr",
    "deer": "Deer",
    "yak": "Yak",
    "bharal": "Bharal",
    "panda": "Panda",
}
SNOW = (208, 216, 226)
ROCK = (70, 76, 90)
GUIDE_ROCK = (112, 100, 58)
FLAG = (250, 210, 40)

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
CHART_LABEL_W = 250
CHART_ROW_H = 46
PATH_Y = CHART_Y + 40 + 40 + len(B.CHART_ROWS) * CHART_ROW_H + 16
PATH_PER_ROW = 30
PATH_ROWS = 2
PATH_STEP = (WIDTH - 2 * MARGIN) // PATH_PER_ROW
FOOT_Y = PATH_Y + 40 + PATH_ROWS * (PATH_STEP + 6) + 8
HEIGHT = FOOT_Y + 44


def _chart_box(row: int, col: int) -> tuple[int, int, int, int]:
    col_w = (WIDTH - 2 * MARGIN - CHART_LABEL_W) // len(B.CHART_REQ)
    x = MARGIN + CHART_LABEL_W + col * col_w
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


@cache
def _cell_tile(content: str, index: int) -> Image.Image:
    """One section with its animal (named), hiker or camp, and its printed section number."""
    x0, y0, x1, y1 = _cell_boxes()[index]
    tile = Image.new("RGB", (x1 - x0 + 1, y1 - y0 + 1), BACKGROUND)
    draw = ImageDraw.Draw(tile)
    w, h = x1 - x0, y1 - y0
    if content in ANIMAL_FILL:
        fill = ANIMAL_FILL[content]
        ink = contrast_text(fill)
        draw.rectangle((0, 0, w, h), fill=fill, outline=GRID)
        label = ANIMAL_LABEL[content]
        bold = theme.text_width(label, TEXT_SMALL, bold=True) <= w - 4  # bold where it fits the section
        text(draw, (w / 2, h * 0.36), label, size=TEXT_SMALL, color=ink, bold=bold, anchor="mm")
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
def _base() -> Image.Image:
    """Everything that never changes: regions, flags, paths, chart grid, empty track."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for region in range(1, B.REGIONS + 1):
        _region(draw, region, ROCK, GRID, 2)
    _dots(draw)
    draw.rectangle((0, CHART_Y - 10, WIDTH, HEIGHT), fill=PANEL)
    text(draw, (MARGIN, CHART_Y), "Points chart", size=TEXT_BODY, bold=True)
    text(
        draw,
        (MARGIN + theme.text_width("Points chart", TEXT_BODY, True) + 14, CHART_Y + 3),
        "claim a spot by giving what its column needs",
        size=TEXT_SMALL,
        color=TEXT_DIM,
    )
    for col, need in enumerate(B.CHART_REQ):
        box = _chart_box(0, col)
        # Column letter and row number name a spot as the picker and captions do ("A2").
        text(
            draw,
            ((box[0] + box[2]) / 2, CHART_Y + 58),
            f"{B.COLUMN_LETTERS[col]}: needs {need}",
            size=TEXT_SMALL,
            color=TEXT_DIM,
            anchor="mm",
        )
    for row, row_data in enumerate(B.CHART_ROWS):
        box = _chart_box(row, 0)
        text(draw, (MARGIN + 4, (box[1] + box[3]) / 2), f"{row + 1} {row_data['label']}", size=TEXT_SMALL, anchor="lm")
        for col in range(len(B.CHART_REQ)):
            _free_spot(draw, row, col)
    text(draw, (MARGIN, PATH_Y), "Scoring path", size=TEXT_BODY, bold=True)
    for space in range(PATH_ROWS * PATH_PER_ROW):
        _empty_space(draw, space)
    return image


def _free_spot(draw: ImageDraw.ImageDraw, row: int, col: int) -> None:
    box = _chart_box(row, col)
    draw.rectangle(box, fill=PANEL_LIGHT, outline=GRID)
    text(
        draw,
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        f"{B.CHART_VP[row][col]} points",
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
        gx, gy = top[2] + 10, top[1] + 4
        width = theme.text_width("Guide", TEXT_SMALL, True) + 24
        theme.rounded_box(draw, (gx, gy, gx + width, gy + 34), fill=ACCENT, radius=16)
        text(draw, (gx + width / 2, gy + 17), "Guide", size=TEXT_SMALL, color=TEXT_DARK, bold=True, anchor="mm")
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
        theme.paste(image, _cell_tile(content, index), box[:2])
    for index in last["cells"]:
        theme.outline_last_turn(draw, boxes[index], radius=2, width=4)
    for index in range(len(view["mountain"])):
        if index in chosen:
            _frame(draw, boxes[index], GOOD)
        elif index in target_cells:
            _frame(draw, boxes[index], ACCENT)


def _packed(items: list[str], width: float) -> list[str]:
    """``items`` joined with " · " into as few lines of at most ``width`` px as their order allows."""
    lines: list[str] = []
    for item in items:
        if lines and theme.text_width(f"{lines[-1]} · {item}", TEXT_SMALL) <= width:
            lines[-1] = f"{lines[-1]} · {item}"
        else:
            lines.append(item)
    return lines


def _draw_player(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int, targets: dict[str, list]
) -> None:
    x, y = _panel_x(seat), PANEL_Y
    to_act = seat in view["to_act"]
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    strip_x = x if seat == 0 else WIDTH - MARGIN - STRIP_W
    theme.player_strip(draw, (strip_x, y), STRIP_W, seat, name, to_act, detail=f"{view['scores'][seat]} points")
    y += theme.STRIP_HEIGHT + 6
    if view["over"]:
        parts = view["breakdown"][seat]
        from render.score_sheet import column_label

        lines = _packed([f"{column_label(key)} {value}" for key, value in parts.items() if value], SIDE_W - 12) or [
            "no points"
        ]
    else:
        lines = [
            f"Hikers left {view['stock'][seat]}",
            f"Camps left {view['camps'][seat]}",
            f"Chart cubes {view['cubes'][seat]}",
        ]
    if seat == view["first"] and not view["over"]:
        lines.append("First player")
    for line in lines[:PANEL_LINES]:
        text(draw, (x + 6, y), line, size=TEXT_SMALL)
        y += 30
    y += 6
    text(draw, (x + 6, y), "Animals", size=TEXT_SMALL, bold=True)
    text(draw, (x + SIDE_W - 70, y), "ready", size=TEXT_SMALL, color=TEXT_DIM, anchor="ra")
    text(draw, (x + SIDE_W - 6, y), "used", size=TEXT_SMALL, color=TEXT_DIM, anchor="ra")
    y += 32
    board = view["boards"][seat]
    last = _last(view)
    target_animals = set(targets.get("animals", [])) if to_act else set()
    for kind in B.KINDS:
        ready, used = board[kind]
        fill = ANIMAL_FILL[kind]
        draw.rounded_rectangle((x + 6, y + 4, x + 26, y + 24), radius=4, fill=fill, outline=GRID)
        colour = TEXT if ready or used else TEXT_DIM
        text(draw, (x + 34, y + 14), ANIMAL_LABEL[kind], size=TEXT_SMALL, color=colour, anchor="lm")
        text(draw, (x + SIDE_W - 70, y + 14), str(ready) if ready else "–", size=TEXT_SMALL, color=colour, anchor="rm")
        if kind in B.ACTIVATED:
            text(draw, (x + SIDE_W - 6, y + 14), str(used) if used else "–", size=TEXT_SMALL, color=colour, anchor="rm")
        if seat == last.get("seat") and (kind in last["taken"] or kind in last["activated"]):
            theme.outline_last_turn(draw, (x + 6, y + 4, x + 26, y + 24), radius=4, width=3)
        if kind in target_animals:
            _frame(draw, (x + 2, y, x + SIDE_W - 2, y + 28), ACCENT, 3)
        y += 30


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
    last_turn_label: str = "last turn",
) -> None:
    """Keys in the space under a panel: pieces on the left, frames on the right."""
    x = _panel_x(seat_side) + 6
    if seat_side == 0:
        for painter, label in ((_hiker, "hiker"), (_camp, "camp")):
            draw.rectangle((x, y, x + 54, y + 54), fill=SNOW, outline=GRID)
            painter(draw, x + 27, y + 4, y + 50, 0) if painter is _hiker else painter(draw, x + 27, y + 8, y + 48, 0)
            text(draw, (x + 64, y + 27), label, size=TEXT_SMALL, color=TEXT_DIM, anchor="lm")
            y += 62
        for k in range(5):
            draw.ellipse((x + 4 + k * 10 - 3, y + 14, x + 4 + k * 10 + 3, y + 20), fill=TEXT)
        text(draw, (x + 64, y + 17), "dotted path", size=TEXT_SMALL, color=TEXT_DIM, anchor="lm")
    else:  # only the frames the image shows
        if "last turn" in frames:
            theme.last_turn_key(draw, x, y, last_turn_label, max_width=SIDE_W - 8)
            y += 44
        for colour, label in ((ACCENT, "your choices"), (GOOD, "chosen")):
            if label not in frames:
                continue
            with theme.panel(
                draw,
                (x + 6, y + 6, x + 46 + theme.text_width(label, TEXT_SMALL), y + 32),
                label,
                kind="legend",
                meaning=label,
            ):
                draw.rectangle((x + 6, y + 6, x + 32, y + 32), outline=colour, width=4)
                text(draw, (x + 46, y + 19), label, size=TEXT_SMALL, color=TEXT_DIM, anchor="lm")
            y += 44


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
                    f"{B.CHART_VP[row][col]} points",
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
    parts = [f"Move {view['move']}", f"turn {turn} of {2 * B.HIKERS}"]
    if view["area_scoring"]:
        parts.append("area scoring")
    return " · ".join(parts)


def _status(view: dict[str, Any], names: list[str]) -> str:
    def name(seat: int) -> str:
        return names[seat] if seat < len(names) else f"Player {seat + 1}"

    if view["over"]:
        result = view["result"]
        if len(result["winners"]) > 1:
            return f"Game over: shared win at {result['scores'][0]} to {result['scores'][1]} points"
        return (
            f"Game over: {name(result['winners'][0])} wins, {max(result['scores'])} to {min(result['scores'])} points"
        )
    return f"{name(view['to_act'][0])}: {view['decision']}"


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    names = [theme.isolate(n) for n in names]  # a right-to-left name keeps the words around it in order
    base = _base()
    image = base.copy()
    theme.carry(base, image)
    draw = ImageDraw.Draw(image)
    theme.header(draw, WIDTH, "Nanga Parbat", _subtitle(view))
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
    legend_y = PANEL_Y + theme.STRIP_HEIGHT + 6 + PANEL_LINES * 30 + 6 + 32 + 6 * 30 + 16
    who = _last(view).get("seat")
    room = SIDE_W - 8
    label = (
        theme.named_label(names[who], "'s last turn", TEXT_SMALL, room - 52)
        if who is not None and who < len(names)
        else "last turn"
    )
    _draw_chart(draw, view, targets)
    _draw_path(draw, view)
    for side in range(2):  # last: it lists the frames drawn above
        _draw_legend(draw, side, legend_y, _frames_shown(draw, view), label)
    gone = ", ".join(f"{ANIMAL_LABEL[k]} {n}" for k, n in view["discard"].items() if n)
    text(
        draw,
        (MARGIN, FOOT_Y),
        fit_text(f"Traded away: {gone or 'none yet'}", TEXT_SMALL, WIDTH - 2 * MARGIN),
        size=TEXT_SMALL,
        color=TEXT_DIM,
    )
    return image


def describe(view: dict[str, Any], names: list[str]) -> str:
    """Alt-text detail: the guide's region and what the last turn changed."""
    parts = []
    if view.get("guide"):
        parts.append(f"The guide is on region {view['guide']}")
    last = view.get("last_turn")
    if last and last["cells"]:
        who = names[last["seat"]] if last["seat"] < len(names) else f"Player {last['seat'] + 1}"
        parts.append(
            f"{who}'s last turn changed sections " + ", ".join(B.name_of(i) for i in last["cells"]) + " (outlined)"
        )
    return ". ".join(parts) + ("." if parts else "")
