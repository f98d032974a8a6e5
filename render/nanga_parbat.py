"""Nanga Parbat board image: the mountain (a pyramid of six region pyramids with the dotted paths
and the guide), both players' panels with their animal boards (activated animals apart), the
points chart and the scoring path. In the acting seat's image the legal targets of the current
decision are outlined in the accent colour.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import Image, ImageDraw

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
    header,
    player_strip,
    rounded_box,
    seat_color,
    text,
)
from rules.nanga_parbat import board as B

WIDTH, HEIGHT = 1400, 870
CELL = 64  # a section's square
GAP = 3
REGION_W = 3 * CELL
REGION_STEP_X = REGION_W + 44
REGION_STEP_Y = 3 * CELL + 40
MOUNTAIN_X, MOUNTAIN_Y = 28, 122
MOUNTAIN_W = 3 * REGION_STEP_X - 44
RIGHT_X = MOUNTAIN_X + MOUNTAIN_W + 40
RIGHT_W = WIDTH - RIGHT_X - 20

ANIMAL_FILL = {
    "leopard": (238, 238, 240),
    "tahr": (150, 98, 56),
    "deer": (132, 136, 146),
    "yak": (28, 28, 32),
    "bharal": (64, 124, 210),
    "panda": (212, 68, 48),
}
ANIMAL_SHORT = {"leopard": "Leopard", "tahr": "Tahr", "deer": "Deer", "yak": "Yak", "bharal": "Bharal", "panda": "Panda"}
BREAKDOWN_LABEL = {"camps": "Camps", "different": "Different", "same": "Same", "panda": "Panda",
                   "area": "Area", "path": "Path rule"}
SNOW = (208, 216, 226)
ROCK = (70, 76, 90)
FLAG = (250, 210, 40)


# ---------------------------------------------------------------- geometry (fixed, computed once)
@cache
def _cell_boxes() -> tuple[tuple[int, int, int, int], ...]:
    boxes = [None] * B.CELLS
    centre_x = MOUNTAIN_X + MOUNTAIN_W / 2
    for row_index, regions in enumerate(B.REGION_ROWS):
        row_left = centre_x - (len(regions) * REGION_STEP_X - 44) / 2
        for k, region in enumerate(regions):
            rx = row_left + k * REGION_STEP_X
            ry = MOUNTAIN_Y + row_index * REGION_STEP_Y
            for s_row, sections in enumerate(B.SECTION_ROWS):
                left = rx + (REGION_W - len(sections) * CELL) / 2
                for j, section in enumerate(sections):
                    x = int(left + j * CELL)
                    y = int(ry + s_row * CELL)
                    boxes[B.cell(region, section)] = (x + GAP // 2, y + GAP // 2, x + CELL - GAP // 2, y + CELL - GAP // 2)
    return tuple(boxes)


def _region_triangle(region: int, pad: int = 10) -> list[tuple[float, float]]:
    boxes = _cell_boxes()
    top = boxes[B.cell(region, 1)]
    bottom_left = boxes[B.cell(region, B.SECTION_ROWS[-1][0])]
    bottom_right = boxes[B.cell(region, B.SECTION_ROWS[-1][-1])]
    cx = (top[0] + top[2]) / 2
    return [
        (cx, top[1] - pad - 18),
        (bottom_left[0] - pad - 16, bottom_left[3] + pad),
        (bottom_right[2] + pad + 16, bottom_right[3] + pad),
    ]


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
        steps = max(2, int(length / 9))
        for k in range(steps + 1):
            x = ax + (bx - ax) * k / steps
            y = ay + (by - ay) * k / steps
            if any(box[0] - 2 <= x <= box[2] + 2 and box[1] - 2 <= y <= box[3] + 2 for box in (boxes[a], boxes[b])):
                continue
            dots.append((x, y))
    return tuple(dots)


# ---------------------------------------------------------------- pieces
def _hiker(draw: ImageDraw.ImageDraw, box, color) -> None:
    """A walker: head and body, left of the section label."""
    x0, y0, x1, y1 = box
    cx = x0 + 24
    draw.ellipse((cx - 9, y0 + 5, cx + 9, y0 + 23), fill=color, outline=TEXT_DARK, width=2)
    draw.polygon([(cx - 16, y1 - 6), (cx + 16, y1 - 6), (cx, y0 + 20)], fill=color, outline=TEXT_DARK)


def _camp(draw: ImageDraw.ImageDraw, box, color) -> None:
    """A tent with its dark door."""
    x0, y0, x1, y1 = box
    cx = x0 + 24
    draw.polygon([(x0 + 4, y1 - 6), (x0 + 44, y1 - 6), (cx, y0 + 5)], fill=color, outline=TEXT_DARK, width=2)
    draw.polygon([(cx - 7, y1 - 6), (cx + 7, y1 - 6), (cx, y1 - 24)], fill=TEXT_DARK)


def _draw_mountain(draw: ImageDraw.ImageDraw, view: dict[str, Any], targets: dict[str, list]) -> None:
    boxes = _cell_boxes()
    guide = view["guide"]
    target_regions = set(targets.get("regions", []))
    for region in range(1, B.REGIONS + 1):
        tri = _region_triangle(region)
        outline = ACCENT if region in target_regions else (TEXT if region == guide else GRID)
        draw.polygon(tri, fill=ROCK if region != guide else (96, 88, 60), outline=outline, width=4 if outline != GRID else 2)
        # the yellow flag with the region number, left of the region's top section
        top = boxes[B.cell(region, B.SECTION_ROWS[0][0])]
        fx, fy = top[0] - 48, top[1] - 6
        draw.line((fx, fy, fx, fy + 44), fill=TEXT, width=3)
        draw.polygon([(fx, fy), (fx + 38, fy + 12), (fx, fy + 26)], fill=FLAG)
        text(draw, (fx + 13, fy + 13), str(region), size=19, color=TEXT_DARK, bold=True, anchor="lm")
        if region == guide:
            gx, gy = top[2] + 10, top[1] + 2
            rounded_box(draw, (gx, gy, gx + 76, gy + 26), fill=ACCENT, radius=12)
            text(draw, (gx + 38, gy + 13), "GUIDE", size=16, color=TEXT_DARK, bold=True, anchor="mm")
    for x, y in _path_dots():
        draw.ellipse((x - 3, y - 3, x + 3, y + 3), fill=TEXT)
    mountain = view["mountain"]
    target_cells = set(targets.get("cells", []))
    chosen = set()
    pending = view.get("pending") or {}
    if view["phase"] == "activate" and pending.get("first") is not None:
        chosen.add(pending["first"])
    if view["phase"] == "pick" and B.CHART_ROW_KEYS[pending["row"]] == "camps":
        chosen.update(pending["picked"])
    for index, content in enumerate(mountain):
        box = boxes[index]
        if content in ANIMAL_FILL:
            fill = ANIMAL_FILL[content]
            draw.rectangle(box, fill=fill, outline=GRID)
            text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2 - 4), ANIMAL_SHORT[content], size=15,
                 color=contrast_text(fill), bold=True, anchor="mm")
            label_color = contrast_text(fill)
        else:
            draw.rectangle(box, fill=SNOW, outline=GRID)
            owner = int(content[1])
            (_hiker if content[0] == "h" else _camp)(draw, box, seat_color(owner))
            label_color = TEXT_DARK
        text(draw, (box[2] - 4, box[3] - 3), B.name_of(index), size=12, color=label_color, anchor="rd")
        if index in chosen:
            draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=GOOD, width=5)
        elif index in target_cells:
            draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=ACCENT, width=5)


# ---------------------------------------------------------------- right side
def _draw_player(draw, view, names, seat, y, targets) -> int:
    to_act = seat in view["to_act"]
    score = view["scores"][seat]
    detail = f"{score} VP" + ("  (first player)" if seat == view["first"] else "")
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    player_strip(draw, (RIGHT_X, y), RIGHT_W, seat, name, to_act, detail=detail, height=38)
    y += 44
    stock = f"Hikers in stock {view['stock'][seat]}   Camps left {view['camps'][seat]}   Chart cubes {view['cubes'][seat]}"
    if view["over"]:
        parts = view["breakdown"][seat]
        stock = "   ".join(f"{BREAKDOWN_LABEL[key]} {parts[key]}" for key in BREAKDOWN_LABEL if parts.get(key))
        stock = "Scored: " + (stock or "nothing")
    text(draw, (RIGHT_X + 8, y), fit_text(stock, 17, RIGHT_W - 16), size=17, color=TEXT)
    y += 26
    board = view["boards"][seat]
    target_animals = set(targets.get("animals", [])) if to_act else set()
    col_w = (RIGHT_W - 96) // len(B.KINDS)
    text(draw, (RIGHT_X + 8, y + 17), "Ready", size=15, color=TEXT_DIM, anchor="lm")
    text(draw, (RIGHT_X + 8, y + 53), "Activated", size=15, color=TEXT_DIM, anchor="lm")
    for k, kind in enumerate(B.KINDS):
        x = RIGHT_X + 96 + k * col_w
        ready, used = board[kind]
        fill = ANIMAL_FILL[kind]
        for row, count in enumerate((ready, used)):
            box = (x, y + row * 36, x + col_w - 8, y + row * 36 + 32)
            if row == 1 and kind not in B.ACTIVATED:
                continue
            if count:
                dim = fill if row == 0 else tuple(int(c * 0.55 + 30) for c in fill)
                draw.rectangle(box, fill=dim, outline=GRID)
                label = f"{ANIMAL_SHORT[kind]} {count}" if count > 1 else ANIMAL_SHORT[kind]
                text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), fit_text(label, 15, col_w - 12),
                     size=15, color=contrast_text(dim), bold=row == 0, anchor="mm")
            elif row == 0:
                draw.rectangle(box, outline=PANEL_LIGHT, width=1)
                text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), ANIMAL_SHORT[kind], size=14,
                     color=GRID, anchor="mm")
            else:
                draw.rectangle(box, outline=PANEL_LIGHT, width=1)
            if kind in target_animals and count and (row == 0 or view["phase"] == "pick"):
                draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=ACCENT, width=4)
    return y + 80


def _draw_chart(draw, view, y, targets) -> int:
    text(draw, (RIGHT_X, y), "Points chart", size=19, bold=True)
    text(draw, (RIGHT_X + 150, y + 2), "circled: hikers/animals needed; number: VP", size=15, color=TEXT_DIM)
    y += 28
    label_w = 150
    cols = len(B.CHART_REQ)
    col_w = (RIGHT_W - label_w) // cols
    for col, need in enumerate(B.CHART_REQ):
        cx = RIGHT_X + label_w + col * col_w + col_w / 2
        draw.ellipse((cx - 13, y, cx + 13, y + 26), outline=TEXT, width=2)
        text(draw, (cx, y + 13), str(need), size=16, bold=True, anchor="mm")
        text(draw, (cx + 28, y + 13), B.COLUMN_LETTERS[col], size=14, color=TEXT_DIM, anchor="mm")
    y += 32
    spots = {tuple(s) for s in targets.get("spots", [])}
    pending = view.get("pending") or {}
    for row, row_data in enumerate(B.CHART_ROWS):
        text(draw, (RIGHT_X + 4, y + 20), f"{row + 1} {row_data['label']}", size=16, anchor="lm")
        for col in range(cols):
            box = (RIGHT_X + label_w + col * col_w, y, RIGHT_X + label_w + (col + 1) * col_w - 6, y + 40)
            owner = view["chart"][row][col]
            vp = B.CHART_VP[row][col]
            if owner is None:
                draw.rectangle(box, fill=PANEL_LIGHT, outline=GRID)
                text(draw, ((box[0] + box[2]) / 2, y + 20), str(vp), size=19, bold=True, anchor="mm")
            else:
                color = seat_color(owner)
                draw.rectangle(box, fill=PANEL, outline=color, width=3)
                draw.rectangle((box[0] + 8, y + 10, box[0] + 28, y + 30), fill=color, outline=TEXT)
                text(draw, ((box[0] + box[2]) / 2 + 12, y + 20), str(vp), size=17, color=TEXT_DIM, anchor="mm")
            if view["phase"] == "pick" and pending.get("row") == row and pending.get("col") == col:
                draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=GOOD, width=4)
            elif (row, col) in spots:
                draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=ACCENT, width=4)
        y += 46
    return y


def _draw_path(draw, view, y) -> int:
    scores = view["scores"]
    per_row = 30
    top = max(59, max(scores) + 5)
    rows = top // per_row + 1
    text(draw, (RIGHT_X, y), "Scoring path", size=19, bold=True)
    y += 28
    step = RIGHT_W // per_row
    for space in range(rows * per_row):
        r, c = divmod(space, per_row)
        x0, y0 = RIGHT_X + c * step, y + r * 34
        box = (x0, y0, x0 + step - 3, y0 + 30)
        here = [s for s in range(2) if scores[s] == space]
        if here:
            if len(here) == 2:
                draw.rectangle(box, fill=seat_color(0))
                draw.polygon([(box[2], box[1]), (box[2], box[3]), (box[0], box[3])], fill=seat_color(1))
            else:
                draw.rectangle(box, fill=seat_color(here[0]), outline=TEXT, width=2)
            text(draw, ((box[0] + box[2]) / 2, y0 + 15), str(space), size=14, color=TEXT_DARK, bold=True, anchor="mm")
        else:
            draw.rectangle(box, fill=PANEL, outline=GRID)
            if space % 5 == 0:
                text(draw, ((box[0] + box[2]) / 2, y0 + 15), str(space), size=13, color=TEXT_DIM, anchor="mm")
    return y + rows * 34


def _draw_legend(draw, y: int) -> None:
    x = RIGHT_X
    for painter, label in ((_hiker, "hiker"), (_camp, "camp")):
        box = (x, y, x + 52, y + 52)
        draw.rectangle(box, fill=SNOW, outline=GRID)
        painter(draw, box, TEXT_DIM)
        text(draw, (x + 60, y + 26), label, size=16, color=TEXT_DIM, anchor="lm")
        x += 115
    for k in range(5):
        draw.ellipse((x + k * 10 - 3, y + 23, x + k * 10 + 3, y + 29), fill=TEXT)
    text(draw, (x + 54, y + 26), "dotted path", size=16, color=TEXT_DIM, anchor="lm")
    x += 155
    for color, label in ((ACCENT, "your choices"), (GOOD, "chosen")):
        draw.rectangle((x, y + 12, x + 28, y + 40), outline=color, width=4)
        text(draw, (x + 36, y + 26), label, size=16, color=TEXT_DIM, anchor="lm")
        x += 138


def _subtitle(view: dict[str, Any], names: list[str]) -> str:
    turn = min(view["turns"] + 1, 2 * B.HIKERS)
    parts = [f"Move {view['move']}", f"Turn {turn} of {2 * B.HIKERS}"]
    if view["area_scoring"]:
        parts.append("Area scoring")
    return "   ".join(parts)


def _status(view: dict[str, Any], names: list[str]) -> str:
    def name(seat: int) -> str:
        return names[seat] if seat < len(names) else f"Player {seat + 1}"

    if view["over"]:
        result = view["result"]
        if len(result["winners"]) > 1:
            return f"Game over: shared win at {result['scores'][0]}-{result['scores'][1]}"
        return f"Game over: {name(result['winners'][0])} wins {max(result['scores'])}-{min(result['scores'])}"
    seat = view["to_act"][0]
    return f"{name(seat)} to act: {view['decision']}"


def _draw_rgb(view: dict[str, Any], names: list[str]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    header(draw, WIDTH, "Nanga Parbat", _subtitle(view, names))
    status = _status(view, names)
    actor = view["to_act"][0] if view["to_act"] else None
    draw.rectangle((0, 56, WIDTH, 88), fill=PANEL_LIGHT)
    if actor is not None:
        draw.rectangle((0, 56, 10, 88), fill=seat_color(actor))
    text(draw, (22, 72), fit_text(status, 20, WIDTH - 40), size=20, bold=True,
         color=ACCENT if actor is not None else TEXT, anchor="lm")
    targets = view.get("targets") or {}
    _draw_mountain(draw, view, targets)
    y = 102
    for seat in range(2):
        y = _draw_player(draw, view, names, seat, y, targets) + 12
    y = _draw_chart(draw, view, y + 4, targets)
    y = _draw_path(draw, view, y + 12)
    _draw_legend(draw, y + 16)
    legend_y = HEIGHT - 30
    gone = ", ".join(f"{ANIMAL_SHORT[k]} {n}" for k, n in view["discard"].items() if n)
    text(draw, (MOUNTAIN_X, legend_y), fit_text(f"Traded away: {gone or 'none'}", 16, MOUNTAIN_W), size=16, color=TEXT_DIM)
    return image


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    """The board image, already reduced to one fixed 256-colour palette (see :func:`_palette`)."""
    return _draw_rgb(view, names).quantize(palette=_palette(), dither=Image.Dither.NONE)


def _sample_view() -> dict[str, Any]:
    """A made-up board showing every colour the renderer uses (both seats, all animals, highlights)."""
    mountain = [B.KINDS[i % len(B.KINDS)] for i in range(B.CELLS)]
    for i, piece in zip(range(0, B.CELLS, 3), ("h0", "h1", "c0", "c1") * 3):
        mountain[i] = piece
    boards = [{k: [1 + i % 2, i % 2] for i, k in enumerate(B.KINDS)} for _ in range(2)]
    chart = [[(r + c) % 3 if (r + c) % 3 < 2 else None for c in range(len(B.CHART_REQ))] for r in range(len(B.CHART_ROWS))]
    return {
        "seat": 0, "to_act": [0], "move": 12, "over": False, "scores": [7, 8], "area_scoring": True,
        "first": 0, "turn": 0, "turns": 5, "phase": "pick", "decision": "choose hikers", "mountain": mountain,
        "guide": 2, "stock": [9, 9], "camps": [12, 12], "cubes": [3, 3], "boards": boards,
        "discard": {k: 1 for k in B.KINDS}, "chart": chart, "end_reason": None,
        "pending": {"row": 0, "col": 4, "need": 3, "picked": [0, 3]},
        "targets": {"cells": list(range(1, B.CELLS, 2)), "regions": [1, 4], "spots": [[2, 0]], "animals": list(B.KINDS)},
    }


@cache
def _palette() -> Image.Image:
    """One palette for every image, learnt once from sample boards.

    Mapping onto a known palette is several times faster than finding a palette per image, and
    it keeps every board's colours identical from move to move.
    """
    sample = _sample_view()
    spectator = dict(sample, seat=None, to_act=[1], phase="activate", targets={},
                     pending={"kind": "leopard", "first": 4, "back": "trap"})
    images = [_draw_rgb(sample, ["Sample one", "Sample two"]), _draw_rgb(spectator, ["Sample one", "Sample two"])]
    sheet = Image.new("RGB", (WIDTH, HEIGHT * len(images)), BACKGROUND)
    for k, im in enumerate(images):
        sheet.paste(im, (0, k * HEIGHT))
    return sheet.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
