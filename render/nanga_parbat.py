"""Nanga Parbat board image: the mountain (a pyramid of six region pyramids with the dotted paths
and the guide), both players' panels with their animal boards (activated animals apart), the
points chart and the scoring path. In the acting seat's image the legal targets of the current
decision are outlined in the accent colour.
"""

from __future__ import annotations

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


# ---------------------------------------------------------------- fixed layout
PLAYER_Y = (102, 264)  # top of each player's panel
BOARD_DY = 70  # from a panel's top to its animal board
CHART_Y = 430
PATH_Y = 640
PATH_PER_ROW = 30
PATH_ROWS = 2
LEGEND_Y = PATH_Y + 28 + PATH_ROWS * 34 + 16
LABEL_W = 150  # chart row labels
SLOT_X = RIGHT_X + 96
SLOT_W = (RIGHT_W - 96) // len(B.KINDS)


def _chart_box(row: int, col: int) -> tuple[int, int, int, int]:
    col_w = (RIGHT_W - LABEL_W) // len(B.CHART_REQ)
    x = RIGHT_X + LABEL_W + col * col_w
    y = CHART_Y + 60 + row * 46
    return (x, y, x + col_w - 6, y + 40)


def _path_box(space: int) -> tuple[int, int, int, int]:
    step = RIGHT_W // PATH_PER_ROW
    r, c = divmod(space, PATH_PER_ROW)
    x0, y0 = RIGHT_X + c * step, PATH_Y + 28 + r * 34
    return (x0, y0, x0 + step - 3, y0 + 30)


def _slot_box(seat: int, k: int, row: int) -> tuple[int, int, int, int]:
    x = SLOT_X + k * SLOT_W
    y = PLAYER_Y[seat] + BOARD_DY + row * 36
    return (x, y, x + SLOT_W - 8, y + 32)


def _region(draw: ImageDraw.ImageDraw, region: int, fill, outline, width: int) -> None:
    """A region's mountain triangle and its yellow numbered flag (left of the top section)."""
    draw.polygon(_region_triangle(region), fill=fill, outline=outline, width=width)
    top = _cell_boxes()[B.cell(region, B.SECTION_ROWS[0][0])]
    fx, fy = top[0] - 48, top[1] - 6
    draw.line((fx, fy, fx, fy + 44), fill=TEXT, width=3)
    draw.polygon([(fx, fy), (fx + 38, fy + 12), (fx, fy + 26)], fill=FLAG)
    text(draw, (fx + 13, fy + 13), str(region), size=19, color=TEXT_DARK, bold=True, anchor="lm")


def _dots(draw: ImageDraw.ImageDraw) -> None:
    for x, y in _path_dots():
        draw.ellipse((x - 3, y - 3, x + 3, y + 3), fill=TEXT)


def _free_spot(draw: ImageDraw.ImageDraw, row: int, col: int) -> None:
    box = _chart_box(row, col)
    draw.rectangle(box, fill=PANEL_LIGHT, outline=GRID)
    text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), str(B.CHART_VP[row][col]), size=19, bold=True, anchor="mm")


@cache
def _base() -> Image.Image:
    """Everything that never changes: frame, regions, flags, paths, chart, empty track, legend."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    header(draw, WIDTH, "Nanga Parbat", "")
    draw.rectangle((0, 56, WIDTH, 88), fill=PANEL_LIGHT)
    for region in range(1, B.REGIONS + 1):
        _region(draw, region, ROCK, GRID, 2)
    _dots(draw)
    for seat in range(2):
        y = PLAYER_Y[seat] + BOARD_DY
        text(draw, (RIGHT_X + 8, y + 17), "Ready", size=15, color=TEXT_DIM, anchor="lm")
        text(draw, (RIGHT_X + 8, y + 53), "Activated", size=15, color=TEXT_DIM, anchor="lm")
    text(draw, (RIGHT_X, CHART_Y), "Points chart", size=19, bold=True)
    text(draw, (RIGHT_X + 150, CHART_Y + 2), "circled: hikers/animals needed; number: VP", size=15, color=TEXT_DIM)
    for col, need in enumerate(B.CHART_REQ):
        box = _chart_box(0, col)
        cx, y = (box[0] + box[2]) / 2, CHART_Y + 28
        draw.ellipse((cx - 13, y, cx + 13, y + 26), outline=TEXT, width=2)
        text(draw, (cx, y + 13), str(need), size=16, bold=True, anchor="mm")
        text(draw, (cx + 28, y + 13), B.COLUMN_LETTERS[col], size=14, color=TEXT_DIM, anchor="mm")
    for row, row_data in enumerate(B.CHART_ROWS):
        box = _chart_box(row, 0)
        text(draw, (RIGHT_X + 4, box[1] + 20), f"{row + 1} {row_data['label']}", size=16, anchor="lm")
        for col in range(len(B.CHART_REQ)):
            _free_spot(draw, row, col)
    text(draw, (RIGHT_X, PATH_Y), "Scoring path", size=19, bold=True)
    for space in range(PATH_ROWS * PATH_PER_ROW):
        _empty_space(draw, space)
    _draw_legend(draw, LEGEND_Y)
    return image


def _empty_space(draw: ImageDraw.ImageDraw, space: int) -> None:
    box = _path_box(space)
    draw.rectangle(box, fill=PANEL, outline=GRID)
    if space % 5 == 0:
        text(draw, ((box[0] + box[2]) / 2, box[1] + 15), str(space), size=13, color=TEXT_DIM, anchor="mm")


@cache
def _cell_tile(content: str, index: int) -> Image.Image:
    """One section with its animal, hiker or camp and its printed name."""
    x0, y0, x1, y1 = _cell_boxes()[index]
    tile = Image.new("RGB", (x1 - x0 + 1, y1 - y0 + 1), BACKGROUND)
    draw = ImageDraw.Draw(tile)
    box = (0, 0, x1 - x0, y1 - y0)
    if content in ANIMAL_FILL:
        fill = ANIMAL_FILL[content]
        draw.rectangle(box, fill=fill, outline=GRID)
        text(draw, (box[2] / 2, box[3] / 2 - 4), ANIMAL_SHORT[content], size=15, color=contrast_text(fill),
             bold=True, anchor="mm")
        label_color = contrast_text(fill)
    else:
        draw.rectangle(box, fill=SNOW, outline=GRID)
        (_hiker if content[0] == "h" else _camp)(draw, box, seat_color(int(content[1])))
        label_color = TEXT_DARK
    text(draw, (box[2] - 4, box[3] - 3), B.name_of(index), size=12, color=label_color, anchor="rd")
    return tile


@cache
def _slot_tile(kind: str, row: int, count: int) -> Image.Image | None:
    """One place of an animal board: the animals of a kind, ready (row 0) or activated (row 1)."""
    if row == 1 and kind not in B.ACTIVATED:
        return None
    x0, y0, x1, y1 = _slot_box(0, 0, 0)
    tile = Image.new("RGB", (x1 - x0 + 1, y1 - y0 + 1), BACKGROUND)
    draw = ImageDraw.Draw(tile)
    box = (0, 0, x1 - x0, y1 - y0)
    if count:
        fill = ANIMAL_FILL[kind]
        dim = fill if row == 0 else tuple(int(c * 0.55 + 30) for c in fill)
        draw.rectangle(box, fill=dim, outline=GRID)
        label = f"{ANIMAL_SHORT[kind]} {count}" if count > 1 else ANIMAL_SHORT[kind]
        text(draw, (box[2] / 2, box[3] / 2), fit_text(label, 15, SLOT_W - 12), size=15, color=contrast_text(dim),
             bold=row == 0, anchor="mm")
    else:
        draw.rectangle(box, outline=PANEL_LIGHT, width=1)
        if row == 0:
            text(draw, (box[2] / 2, box[3] / 2), ANIMAL_SHORT[kind], size=14, color=GRID, anchor="mm")
    return tile


def _frame(draw: ImageDraw.ImageDraw, box, color, width: int = 5) -> None:
    draw.rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=color, width=width)


# ---------------------------------------------------------------- the changing parts
def _draw_mountain(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], targets: dict[str, list]) -> None:
    boxes = _cell_boxes()
    guide = view["guide"]
    target_regions = set(targets.get("regions", []))
    marked = sorted(target_regions | ({guide} if guide else set()))
    for region in marked:
        outline = ACCENT if region in target_regions else TEXT
        _region(draw, region, (96, 88, 60) if region == guide else ROCK, outline, 4)
    if marked:
        _dots(draw)
    if guide:
        top = boxes[B.cell(guide, B.SECTION_ROWS[0][0])]
        gx, gy = top[2] + 10, top[1] + 2
        rounded_box(draw, (gx, gy, gx + 76, gy + 26), fill=ACCENT, radius=12)
        text(draw, (gx + 38, gy + 13), "GUIDE", size=16, color=TEXT_DARK, bold=True, anchor="mm")
    target_cells = set(targets.get("cells", []))
    chosen = set()
    pending = view.get("pending") or {}
    if view["phase"] == "activate" and pending.get("first") is not None:
        chosen.add(pending["first"])
    if view["phase"] == "pick" and B.CHART_ROW_KEYS[pending["row"]] == "camps":
        chosen.update(pending["picked"])
    for index, content in enumerate(view["mountain"]):
        box = boxes[index]
        image.paste(_cell_tile(content, index), box[:2])
        if index in chosen:
            _frame(draw, box, GOOD)
        elif index in target_cells:
            _frame(draw, box, ACCENT)


def _draw_player(image, draw, view, names, seat, targets) -> None:
    y = PLAYER_Y[seat]
    to_act = seat in view["to_act"]
    detail = f"{view['scores'][seat]} VP" + ("  (first player)" if seat == view["first"] else "")
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    player_strip(draw, (RIGHT_X, y), RIGHT_W, seat, name, to_act, detail=detail, height=38)
    line = f"Hikers in stock {view['stock'][seat]}   Camps left {view['camps'][seat]}   Chart cubes {view['cubes'][seat]}"
    if view["over"]:
        parts = view["breakdown"][seat]
        line = "   ".join(f"{BREAKDOWN_LABEL[key]} {parts[key]}" for key in BREAKDOWN_LABEL if parts.get(key))
        line = "Scored: " + (line or "nothing")
    text(draw, (RIGHT_X + 8, y + 44), fit_text(line, 17, RIGHT_W - 16), size=17, color=TEXT)
    board = view["boards"][seat]
    target_animals = set(targets.get("animals", [])) if to_act else set()
    for k, kind in enumerate(B.KINDS):
        for row, count in enumerate(board[kind]):
            tile = _slot_tile(kind, row, count)
            if tile is None:
                continue
            box = _slot_box(seat, k, row)
            image.paste(tile, box[:2])
            if kind in target_animals and count and (row == 0 or view["phase"] == "pick"):
                _frame(draw, box, ACCENT, 4)


def _draw_chart(draw, view, targets) -> None:
    spots = {tuple(s) for s in targets.get("spots", [])}
    pending = view.get("pending") or {}
    for row, owners in enumerate(view["chart"]):
        for col, owner in enumerate(owners):
            box = _chart_box(row, col)
            if owner is not None:
                color = seat_color(owner)
                draw.rectangle(box, fill=PANEL, outline=color, width=3)
                draw.rectangle((box[0] + 8, box[1] + 10, box[0] + 28, box[1] + 30), fill=color, outline=TEXT)
                text(draw, ((box[0] + box[2]) / 2 + 12, box[1] + 20), str(B.CHART_VP[row][col]), size=17,
                     color=TEXT_DIM, anchor="mm")
            if view["phase"] == "pick" and pending.get("row") == row and pending.get("col") == col:
                _frame(draw, box, GOOD, 4)
            elif (row, col) in spots:
                _frame(draw, box, ACCENT, 4)


def _draw_path(draw, view) -> None:
    scores = view["scores"]
    last = PATH_ROWS * PATH_PER_ROW - 1
    # Past the printed track (rare), the last space shows the higher number for both markers.
    spaces = [min(score, last) for score in scores]
    for space in sorted(set(spaces)):
        box = _path_box(space)
        here = [s for s in range(2) if spaces[s] == space]
        if len(here) == 2:
            draw.rectangle(box, fill=seat_color(0))
            draw.polygon([(box[2], box[1]), (box[2], box[3]), (box[0], box[3])], fill=seat_color(1))
        else:
            draw.rectangle(box, fill=seat_color(here[0]), outline=TEXT, width=2)
        shown = max(scores[s] for s in here)
        text(draw, ((box[0] + box[2]) / 2, box[1] + 15), str(shown), size=14 if shown < 100 else 11,
             color=TEXT_DARK, bold=True, anchor="mm")


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


def _subtitle(view: dict[str, Any]) -> str:
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
    return f"{name(view['to_act'][0])} to act: {view['decision']}"


def _draw_rgb(view: dict[str, Any], names: list[str]) -> Image.Image:
    image = _base().copy()
    draw = ImageDraw.Draw(image)
    text(draw, (WIDTH - 18, 28), fit_text(_subtitle(view), 18, WIDTH * 0.6), size=18, color=TEXT_DIM, anchor="rm")
    actor = view["to_act"][0] if view["to_act"] else None
    if actor is not None:
        draw.rectangle((0, 56, 10, 88), fill=seat_color(actor))
    text(draw, (22, 72), fit_text(_status(view, names), 20, WIDTH - 40), size=20, bold=True,
         color=ACCENT if actor is not None else TEXT, anchor="lm")
    targets = view.get("targets") or {}
    _draw_mountain(image, draw, view, targets)
    for seat in range(2):
        _draw_player(image, draw, view, names, seat, targets)
    _draw_chart(draw, view, targets)
    _draw_path(draw, view)
    gone = ", ".join(f"{ANIMAL_SHORT[k]} {n}" for k, n in view["discard"].items() if n)
    text(draw, (MOUNTAIN_X, HEIGHT - 30), fit_text(f"Traded away: {gone or 'none'}", 16, MOUNTAIN_W), size=16,
         color=TEXT_DIM)
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
    return theme.learn_palette([_draw_rgb(sample, ["Sample one", "Sample two"]), _draw_rgb(spectator, ["Sample one", "Sample two"])])
