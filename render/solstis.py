"""Solstis board image, laid out for the chat column: the two panoramas one above the other,
each under its player's name strip, large (a cell shows 30 px wide at 480), with a column of row
shapes on its left and on its right the player's points by source and the keys of what the
panorama shows (its spirits, fireflies, and the last turn, naming who took it); then the display,
the spirit line and supplies; a seat's image adds its hand and what each hand tile would capture.
Spirit tokens and fireflies sit on the middle corner of their square, over placed tiles only (a
placed tile has no number: its place is its number), so they hide no number.

Shown 480 px wide, no text is under 12 px and no mark that means something under 16 px.
Colour never works alone: on a panorama a tile's row is its place (the column left of each
panorama names each row by its shape); a loose tile (display, hand, capture) carries its row's
shape as a large silhouette under its number (a key on the image names them); spirit tokens
carry a two-letter code named in a legend, plain and blue spirits differ in shape, lit and unlit
fires are filled and hollow. What the last turn changed is outlined (see
:func:`render.theme.outline_last_turn`), from the public ``last_turn`` of the view.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.score_sheet import column_slug
from render.theme import ACCENT, BACKGROUND, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM
from rules.solstis.board import (
    CELLS,
    COL_OF,
    COLOUR,
    FIRE_WEIGHT,
    RGB,
    ROW_OF,
    SPIRITS,
    areas,
    spirit_msg,
    spirit_name,
    spirit_text_msg,
)

WIDTH = 1100
MARGIN = 10
# Sizes as shown 480 px wide (Discord's chat column), where 1100 px become 480: text of 28 px
# shows at 12.2 px, and a mark that means something is at least 37 px (16 px shown).
SMALL = 28
BODY = 30
LINE = 33  # one line of SMALL text
MARK = 37  # the least size of a mark that carries meaning (a row's shape, a firefly)
CELL = 70  # a panorama's cell: 30.5 px as shown, the panoramas one above the other
# Left of each panorama, a column names each row by its shape (level with the row); right of it,
# the player's points by source, notes and keys (its spirits, fireflies, the last turn).
KEY_W = 44
GRID_X = MARGIN + KEY_W + 10  # a panorama's left edge
SIDE_X = GRID_X + 10 * CELL + 18  # the player's side column
SIDE_W = WIDTH - MARGIN - SIDE_X
STRIP_W = WIDTH - 2 * MARGIN  # a player's name strip, across the image
TOP = theme.HEADER_HEIGHT + 8
STATUS_H = 40
DISPLAY_TILE = 64
HAND_TILE = 64
SMALL_TILE = 52

PLAIN_FILL = (156, 110, 62)
BLUE_FILL = (38, 84, 170)
EVIL_FILL = (10, 10, 12)
FIREFLY = (214, 255, 90)
LIT = (255, 214, 60)
UNLIT = (150, 154, 164)
FACE_DOWN = (92, 80, 70)

# A shape per mountain row (1 red ... 6 purple), so a tile's row reads without its colour: on a
# loose tile (display, hands, captures) as the tile's large silhouette under its number; on the
# panoramas a tile's row is its place, named by the column of shapes between them.
ROW_SHAPES = {1: "circle", 2: "square", 3: "triangle", 4: "diamond", 5: "star", 6: "cross"}


# Colours that still carry meaning by themselves (the rest also differ by shape or text).
MEANINGFUL_COLOUR_PAIRS = [
    ("Solstis lit fire vs tile", LIT, BACKGROUND),
    ("Solstis target outline vs last-turn outline", ACCENT, theme.LAST_TURN),
]

# The decisions a view may wait for: the status line names each (messages solstis-board-phase-<phase>).
PHASES = ("play", "take", "rainbow", "square", "spirit", "keep", "deer", "beetle", "viper", "fox", "evil", "cover")
# The sources of points in a breakdown, in the order the board lists them.
SCORE_KEYS = ("largest", "fires", "spirits", "bonus", "fireflies")
SEPARATOR = " · "  # between the parts of a line that flows (scores, notes, supplies)


def spirit_code(spirit: str) -> str:
    """The code on a spirit's token (two characters at most; the legend names the spirit)."""
    return words.t(f"solstis-spirit-{spirit}-code")


def score_heading(key: str) -> str:
    """What a source of points is called, on the board as on the score sheet."""
    return words.t(f"score-solstis-{column_slug(key)}")


@lru_cache(maxsize=1024)
def _wrapped(content: str, size: int, max_width: float) -> tuple[str, ...]:
    """``theme.wrap_text`` remembered: the side columns ask for the same lines several times a draw."""
    return tuple(theme.wrap_text(content, size, max_width))


def _flow(parts: list[str], size: int, max_width: float, bold: bool = False) -> list[str]:
    """``parts`` joined by separators into as few lines of at most ``max_width`` px as they fit in
    (a part too long for a line alone is broken at its spaces)."""
    lines: list[str] = []
    for part in parts:
        pieces = [part] if theme.text_width(part, size, bold) <= max_width else theme.wrap_text(part, size, max_width)
        for piece in pieces:
            candidate = lines[-1] + SEPARATOR + piece if lines else piece
            if lines and theme.text_width(candidate, size, bold) <= max_width:
                lines[-1] = candidate
            else:
                lines.append(piece)
    return lines


def _with_name(say: Callable[[str], str], name: str, size: int, max_width: float, bold: bool = False) -> str:
    """``say(name)`` (a message naming ``name``) in at most ``max_width`` px: the name is shortened,
    never the words, and stays a run of its own direction."""
    room = max_width - theme.text_width(say(""), size, bold)
    return say(theme.fit_text(theme.isolate(theme.visible(name)), size, max(room, 0), bold))


TOKEN_R = 21  # a spirit token on a panorama, centred on a square's middle corner; its code at SMALL
FIREFLY_R = 19  # 38 px: 16.6 px as shown


def _firefly(draw: ImageDraw.ImageDraw, cx: float, cy: float, lit: bool, meaning: str = "firefly") -> None:
    """A firefly: a dot on a cell corner, filled when it scores (its area touches the bottom row)."""
    theme.symbol(draw, (cx - FIREFLY_R, cy - FIREFLY_R, cx + FIREFLY_R, cy + FIREFLY_R), "firefly", meaning=meaning)
    draw.ellipse(
        (cx - FIREFLY_R, cy - FIREFLY_R, cx + FIREFLY_R, cy + FIREFLY_R),
        fill=FIREFLY if lit else BACKGROUND,
        outline=FIREFLY,
        width=3,
    )


def _spirit_fill(spirit: str) -> tuple[int, int, int]:
    if spirit == "evil":
        return EVIL_FILL
    return PLAIN_FILL if SPIRITS[spirit]["background"] == "plain" else BLUE_FILL


# ------------------------------------------------------------------ pieces


def _row_mark(draw: ImageDraw.ImageDraw, row: int, cx: float, cy: float, r: float, fill, meaning: str = "") -> None:
    """Row ``row``'s shape centred at (cx, cy), recorded at its drawn size."""
    points = theme.marker_points(ROW_SHAPES[row], cx, cy, r)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    if meaning:
        theme.symbol(draw, (min(xs), min(ys), max(xs), max(ys)), ROW_SHAPES[row], meaning=meaning)
    draw.polygon(points, fill=fill)


def _silhouette_r(size: int) -> float:
    """The radius of a loose tile's row shape: its square (the narrowest shape) is MARK px across."""
    return max(MARK / 1.64, size * 0.44)


@cache
def _tile(cell: str, size: int) -> Image.Image:
    """A loose Land tile (display, hand, capture): its row colour, its row's shape as a large
    silhouette (a shade between the fill and the ink) and its number over it."""
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    row = ROW_OF[cell]
    colour = RGB[row]
    ink = theme.contrast_text(colour)
    draw.rounded_rectangle(
        (1, 1, size - 2, size - 2), radius=6, fill=colour, outline=theme.mix(colour, (0, 0, 0), 0.4), width=2
    )
    r = _silhouette_r(size)
    points = theme.marker_points(ROW_SHAPES[row], size / 2, size / 2, r)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    with theme.panel(draw, (min(xs), min(ys), max(xs), max(ys)), ROW_SHAPES[row], kind="symbol", meaning="row shape"):
        draw.polygon(points, fill=theme.mix(colour, ink, 0.4), outline=theme.mix(colour, ink, 0.62), width=2)
        theme.text(
            draw,
            (size / 2, size / 2),
            str(COL_OF[cell]),
            size=max(SMALL, int(size * 0.5)),
            color=ink,
            bold=True,
            anchor="mm",
        )
    return image


# A fire mark's flame (a drop of height 3.2 r): on a placed tile in its middle, 45 px (19.6 px as
# shown at 480); on an empty cell at its left, clear of the number, 37 px (16.2 px as shown).
PLACED_FLAME_R = 0.2
EMPTY_FLAME_R = 0.165


def _flame_box(size: float, placed: bool) -> tuple[float, float, float, float]:
    """Where a cell's fire mark is, in the cell (left, top, right, bottom)."""
    x, y, r = _flame_at(size, placed)
    return (x - r, y - 2.2 * r, x + r, y + r)


def _flame_at(size: float, placed: bool) -> tuple[float, float, float]:
    """A cell's fire mark: its flame's round base centre and radius."""
    if placed:
        r = size * PLACED_FLAME_R
        return size / 2, size / 2 + 0.6 * r, r
    r = size * EMPTY_FLAME_R
    return size * 0.2, size * 0.66, r


@cache
def _placed(cell: str, size: int, fire: str = "") -> Image.Image:
    """A Land tile on a panorama: its row colour (its row is its place) and, on a fire's cell, the
    fire, filled when lit and hollow when not. No number: spirits and fireflies sit on its corners."""
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    colour = RGB[ROW_OF[cell]]
    draw.rounded_rectangle(
        (1, 1, size - 2, size - 2), radius=6, fill=colour, outline=theme.mix(colour, (0, 0, 0), 0.4), width=2
    )
    if fire:
        _flame(draw, *_flame_at(size, placed=True), lit=fire == "lit", rim=theme.contrast_text(colour))
    return image


@cache
def _empty(cell: str, size: int) -> Image.Image:
    """An empty cell of the panorama: a faint tint of its row, its number, and the fire mark."""
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    colour = RGB[ROW_OF[cell]]
    draw.rounded_rectangle(
        (2, 2, size - 3, size - 3),
        radius=6,
        fill=theme.mix(BACKGROUND, colour, 0.16),
        outline=theme.mix(BACKGROUND, colour, 0.45),
        width=1,
    )
    theme.text(
        draw,
        (size * 0.62, size / 2),
        str(COL_OF[cell]),
        size=SMALL,
        color=theme.mix(BACKGROUND, colour, 0.7),
        anchor="mm",
    )
    if cell in FIRE_WEIGHT:
        _flame(draw, *_flame_at(size, placed=False), lit=False, colour=theme.mix(BACKGROUND, LIT, 0.5))
    return image


@cache
def _rainbow(size: int) -> Image.Image:
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    stripes = [RGB[r] for r in range(6, 0, -1)]
    h = (size - 4) / len(stripes)
    for i, colour in enumerate(stripes):
        draw.rectangle((2, 2 + i * h, size - 3, 2 + (i + 1) * h), fill=colour)
    draw.rounded_rectangle((1, 1, size - 2, size - 2), radius=6, outline=(250, 250, 250), width=2)
    return image


@cache
def _face_down(size: int) -> Image.Image:
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((1, 1, size - 2, size - 2), radius=6, fill=FACE_DOWN, outline=(60, 52, 46), width=2)
    draw.line((8, size - 8, size - 8, 8), fill=(140, 126, 112), width=3)
    return image


def _flame(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    r: float,
    lit: bool,
    colour: tuple[int, int, int] | None = None,
    rim: tuple[int, int, int] = (60, 40, 20),
) -> None:
    """A fire mark: filled when lit, hollow when not (so it reads without colour)."""
    colour = colour or (LIT if lit else UNLIT)
    points = [(x - r, y), (x, y - 2.2 * r), (x + r, y)]
    width = max(3, round(r / 3))
    if lit:
        draw.polygon(points, fill=colour, outline=rim, width=2)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour, outline=rim, width=2)
        draw.polygon([(x - r + 2, y), (x, y - 2.2 * r + 3), (x + r - 2, y)], fill=colour)
    else:
        draw.arc((x - r, y - r, x + r, y + r), 0, 180, fill=rim, width=width + 2)
        draw.line(points, fill=rim, width=width + 2)
        draw.arc((x - r, y - r, x + r, y + r), 0, 180, fill=colour, width=width)
        draw.line(points, fill=colour, width=width)


def _token(draw: ImageDraw.ImageDraw, cx: float, cy: float, spirit: str, r: float = 22, covered: bool = False) -> None:
    """A spirit token: a circle (plain background) or a square (blue background) with its code."""
    fill = _spirit_fill(spirit)
    rim = (250, 246, 230)
    with theme.panel(draw, (cx - r, cy - r, cx + r, cy + r), spirit_name(spirit), kind="symbol"):
        _token_inside(draw, cx, cy, spirit, r, covered, fill, rim)


def _token_inside(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    spirit: str,
    r: float,
    covered: bool,
    fill: tuple[int, int, int],
    rim: tuple[int, int, int],
) -> None:
    if spirit != "evil" and SPIRITS[spirit]["background"] != "plain":
        draw.rounded_rectangle((cx - r, cy - r, cx + r, cy + r), radius=6, fill=fill, outline=rim, width=2)
    else:
        draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r), fill=fill, outline=(235, 60, 60) if spirit == "evil" else rim, width=3
        )
    theme.text(draw, (cx, cy), spirit_code(spirit), size=SMALL, color=(255, 255, 255), anchor="mm")
    if covered:
        draw.line((cx - r, cy - r, cx + r, cy + r), fill=(235, 60, 60), width=4)
        draw.line((cx - r, cy + r, cx + r, cy - r), fill=(235, 60, 60), width=4)


# ------------------------------------------------------------------ layout helpers


def _cell_xy(x0: float, y0: float, cell: str) -> tuple[int, int]:
    return int(x0 + (COL_OF[cell] - 1) * CELL), int(y0 + (6 - ROW_OF[cell]) * CELL)


def _last(view: dict[str, Any]) -> dict[str, Any]:
    return view.get("last_turn") or {
        "placed": [],
        "removed": [],
        "spirits": [],
        "evil": [],
        "fireflies": [],
        "display": [],
    }


def _owned(view: dict[str, Any], seat: int) -> list[str]:
    pan = view["panoramas"][seat]
    spirits = [s for s, _ in pan["spirits"]]
    if pan["evil"]:
        spirits.append("evil")
    return spirits


LEGEND_ROW = 50  # a line of the spirits' legend (a token and its name)
TOKEN_KEY_W = 50  # a legend entry's token and the gap before its words


def _legend_rows(view: dict[str, Any], seat: int) -> list[list[str]]:
    """The spirits of ``seat``'s panorama in legend rows that fit the side column (two short names
    share a row; a name too long for a row alone is wrapped in its entry, see _legend_lines)."""
    rows: list[list[str]] = [[]]
    x = 0.0
    for spirit in _owned(view, seat):
        lines = _legend_lines(view, seat, spirit)
        width = TOKEN_KEY_W + max(theme.text_width(line, SMALL) for line in lines) + 16
        if rows[-1] and (x + width > SIDE_W or len(lines) > 1 or len(_legend_lines(view, seat, rows[-1][-1])) > 1):
            rows.append([])
            x = 0.0
        rows[-1].append(spirit)
        x += width
    return rows if rows[0] else []


def _legend_lines(view: dict[str, Any], seat: int, spirit: str) -> list[str]:
    return list(_wrapped(_legend_name(view, seat, spirit), SMALL, SIDE_W - TOKEN_KEY_W))


def _legend_row_height(view: dict[str, Any], seat: int, row: list[str]) -> int:
    lines = max(len(_legend_lines(view, seat, spirit)) for spirit in row)
    return max(LEGEND_ROW, LINE * lines + 16)


def _legend_name(view: dict[str, Any], seat: int, spirit: str) -> str:
    """A spirit's name in the legend under ``seat``'s panorama (marked when the Evil Spirit covers it)."""
    if spirit == view["evil_cover"] and view["evil_holder"] == seat:
        return words.t("solstis-board-covered", spirit=spirit_msg(spirit))
    return words.say(spirit_msg(spirit))


def _score_lines(view: dict[str, Any], seat: int) -> list[str]:
    """Each source of ``seat``'s points and the hand, in lines that fit the player's column."""
    b = view["breakdown"][seat]
    keys = [k for k in SCORE_KEYS if k != "fireflies" or view["variant"] == "firefly"]
    parts = [words.t("solstis-board-score", source=score_heading(k), points=b[k]) for k in keys]
    parts.append(words.t("solstis-board-hand", count=view["hand_counts"][seat], size=view["hand_sizes"][seat]))
    return [line for part in parts for line in _wrapped(part, SMALL, SIDE_W)]  # one source a line


def _notes(view: dict[str, Any], seat: int) -> list[str]:
    """What sets ``seat`` apart now (the Evil Spirit, the Fox's tile), in lines that fit the column."""
    notes = []
    if view["evil_holder"] == seat:
        notes.append(words.t("solstis-board-holds-evil"))
    if view["evil_pending"] and view["current"] == seat:
        notes.append(words.t("solstis-board-drew-evil"))
    if view["forced"][seat]:
        notes.append(words.t("solstis-board-must-play-fox"))
    return _flow(notes, SMALL, SIDE_W)


def _moved_last(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` took the last turn and it left a mark on the image (its key then sits in
    that seat's side column and names it)."""
    last = view.get("last_turn")
    return bool(
        last
        and last.get("seat") == seat
        and any(last.get(k) for k in ("placed", "removed", "spirits", "evil", "fireflies", "display"))
    )


FIREFLY_KEY_W = 2 * FIREFLY_R + 12  # the firefly key's dot and the gap before its words
LAST_TURN_SIDE = 26 + 26  # theme.last_turn_key's sample and the gap before its words


SQUARE_KEY_W = 44  # the square key's frame and the gap before its words


def _square_shown(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat``'s panorama frames the square its spirit goes to (while it is being chosen)."""
    return bool(view["square"] and view["current"] == seat and not view["over"])


def _square_key_lines() -> list[str]:
    return list(_wrapped(words.t("solstis-board-square-key"), SMALL, SIDE_W - SQUARE_KEY_W))


def _firefly_key_lines() -> list[str]:
    return list(_wrapped(words.t("solstis-board-firefly-key"), SMALL, SIDE_W - FIREFLY_KEY_W))


def _last_turn_lines(name: str) -> list[str]:
    """The last-turn key naming whose turn it was, in at most two lines of the side column: the
    name is shortened only where even a line of its own cannot hold it."""
    room = SIDE_W - LAST_TURN_SIDE
    whole = theme.isolate(theme.visible(name))
    shown_room = room
    while True:
        shown = whole if shown_room == room else theme.fit_text(whole, SMALL, shown_room)
        label = words.t("solstis-board-last-turn", player=shown)
        lines = list(_wrapped(label, SMALL, room))
        if shown_room <= 3 * SMALL or (len(lines) <= 2 and "".join(lines).count("…") == label.count("…")):
            return lines[:2]
        shown_room -= SMALL // 2


KEY_LINE = 38  # a line of a key of two lines (a name in Arabic inks taller than a line of Latin)


def _last_turn_key_height(names: list[str] | None, seat: int) -> int:
    """The last-turn key's height in the side column (without the names: room for two lines)."""
    lines = 2 if names is None else len(_last_turn_lines(names[seat]))
    return KEY_LINE * lines + 8


def _side_height(view: dict[str, Any], seat: int, names: list[str] | None = None) -> int:
    """The height of ``seat``'s side column: its points, notes, keys and spirits."""
    height = (len(_score_lines(view, seat)) + len(_notes(view, seat))) * LINE + 8
    if _moved_last(view, seat):
        height += _last_turn_key_height(names, seat)
    if _square_shown(view, seat):
        height += LINE * len(_square_key_lines()) + 8  # as _side_key draws it
    if view["panoramas"][seat]["fireflies"]:
        height += max(2 * FIREFLY_R + 8, LINE * len(_firefly_key_lines()) + 8)
    height += sum(_legend_row_height(view, seat, row) for row in _legend_rows(view, seat))
    return height


def _section_height(view: dict[str, Any], seat: int, names: list[str] | None = None) -> int:
    """A player's section: the name strip, then the panorama with the side column beside it."""
    return theme.STRIP_HEIGHT + 10 + max(6 * CELL, _side_height(view, seat, names)) + 14


def panorama_block_height(view: dict[str, Any], names: list[str] | None = None) -> int:
    """Height of the players' block (both sections, one above the other) for this view and names
    (without them, at most this); the same in the public and every private image of one state."""
    return sum(_section_height(view, s, names) for s in range(2))


# ------------------------------------------------------------------ sections


def _panorama(
    draw: ImageDraw.ImageDraw, x0: int, y0: int, view: dict[str, Any], seat: int, highlight: set[str]
) -> None:
    image = draw._image  # type: ignore[attr-defined]  # ImageDraw has no public way to its image
    pan = view["panoramas"][seat]
    cells = pan["cells"]
    covered = view["evil_cover"] if view["evil_holder"] == seat else None
    last = _last(view)
    bottom: dict[str, bool] = {}
    for comp in areas(cells):
        touches = any(ROW_OF[c] == 1 for c in comp)
        for c in comp:
            bottom[c] = touches
    for cell in CELLS:
        x, y = _cell_xy(x0, y0, cell)
        kind = cells.get(cell)
        if kind == "L":
            fire = ("lit" if bottom[cell] else "unlit") if cell in FIRE_WEIGHT else ""
            theme.paste(image, _placed(cell, CELL, fire), (x, y))
        elif kind == "R":
            theme.paste(image, _rainbow(CELL), (x, y))
        else:
            theme.paste(image, _empty(cell, CELL), (x, y))
        if cell in FIRE_WEIGHT and kind != "R":
            left, top, right, low = _flame_box(CELL, placed=kind == "L")
            theme.symbol(draw, (x + left, y + top, x + right, y + low), "fire", "fire")
        if cell in highlight:
            draw.rounded_rectangle((x + 2, y + 2, x + CELL - 3, y + CELL - 3), radius=6, outline=ACCENT, width=4)
            theme.frame(draw, (x + 2, y + 2, x + CELL - 3, y + CELL - 3), "you may choose")
    for owner, cell in last["placed"] + last["removed"]:
        if owner == seat:
            x, y = _cell_xy(x0, y0, cell)
            theme.outline_last_turn(draw, (x + 4, y + 4, x + CELL - 5, y + CELL - 5), radius=5, width=3)
    if pan["evil"]:
        x, y = _cell_xy(x0, y0, pan["evil"])
        theme.cover(draw, (x, y, x + CELL, y + CELL))  # the Evil Spirit covers its cell on purpose
        _token(draw, x + CELL / 2, y + CELL / 2, "evil", r=TOKEN_R)
        if [seat, pan["evil"]] in last["evil"]:
            r = TOKEN_R
            theme.outline_last_turn(
                draw, (x + CELL / 2 - r, y + CELL / 2 - r, x + CELL / 2 + r, y + CELL / 2 + r), radius=r, width=3
            )
    for anchor in pan["fireflies"]:
        x, y = _cell_xy(x0, y0, anchor)
        cx, cy = x + CELL, y
        lit = bottom.get(anchor)
        _firefly(draw, cx, cy, bool(lit))
        if [seat, anchor] in last["fireflies"]:
            theme.outline_last_turn(
                draw, (cx - FIREFLY_R, cy - FIREFLY_R, cx + FIREFLY_R, cy + FIREFLY_R), radius=FIREFLY_R, width=3
            )
    new_spirits = {s for owner, s in last["spirits"] if owner == seat}
    for spirit, anchor in pan["spirits"]:
        x, y = _cell_xy(x0, y0, anchor)
        _token(draw, x + CELL, y, spirit, r=TOKEN_R, covered=spirit == covered)
        if spirit in new_spirits:
            theme.outline_last_turn(
                draw, (x + CELL - TOKEN_R, y - TOKEN_R, x + CELL + TOKEN_R, y + TOKEN_R), radius=8, width=3
            )


def _row_column(draw: ImageDraw.ImageDraw, y0: int) -> None:
    """Left of a panorama, each row's shape in its colour level with the row: on the panoramas a
    tile's row is its place, and this names it without its colour."""
    cx = MARGIN + KEY_W / 2
    for row in range(1, 7):
        cy = y0 + (6 - row) * CELL + CELL / 2
        r = KEY_W / 2 - 1
        points = theme.marker_points(ROW_SHAPES[row], cx, cy, r if ROW_SHAPES[row] != "square" else r * 1.15)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        theme.symbol(draw, (min(xs), min(ys), max(xs), max(ys)), ROW_SHAPES[row], meaning="row shape")
        draw.polygon(points, fill=RGB[row], outline=theme.mix(RGB[row], (0, 0, 0), 0.55), width=2)


def _player_section(
    draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], names: list[str], seat: int, highlight: set[str]
) -> None:
    """``seat``'s name strip across the image, its panorama under it (the rows' shapes on its left)
    and its side column on the right: points by source, notes, the keys of what its panorama shows."""
    to_act = view["actor"] == seat and not view["over"]
    points = words.t("solstis-board-points", points=view["scores"][seat])
    theme.player_strip(draw, (MARGIN, y), STRIP_W, seat, names[seat], to_act, points, text_size=SMALL)
    gy = y + theme.STRIP_HEIGHT + 10
    _row_column(draw, gy)
    _panorama(draw, GRID_X, gy, view, seat, highlight)
    if _square_shown(view, seat):
        x, yy = _cell_xy(GRID_X, gy, view["square"])
        draw.rectangle((x, yy - CELL, x + 2 * CELL, yy + CELL), outline=ACCENT, width=3)
        theme.frame(draw, (x, yy - CELL, x + 2 * CELL, yy + CELL), "spirit square")
    x0, ty = SIDE_X, gy
    for line in _score_lines(view, seat):
        theme.text(draw, (x0, ty), line, size=SMALL, color=TEXT)
        ty += LINE
    for line in _notes(view, seat):
        theme.text(draw, (x0, ty), line, size=SMALL, color=ACCENT)
        ty += LINE
    ty += 8
    if _moved_last(view, seat):
        theme.last_turn_key(draw, x0, ty, _last_turn_lines(names[seat]), size=SMALL, line_height=KEY_LINE)
        ty += _last_turn_key_height(names, seat)
    if _square_shown(view, seat):

        def square(x: float, middle: float) -> None:
            draw.rectangle((x + 2, middle - 13, x + 32, middle + 13), outline=ACCENT, width=3)

        ty += _side_key(draw, x0, ty, "spirit square", _square_key_lines(), SQUARE_KEY_W, square)
    if view["panoramas"][seat]["fireflies"]:

        def firefly(x: float, middle: float) -> None:
            _firefly(draw, x + FIREFLY_R + 2, middle, True, meaning="")

        ty += _side_key(draw, x0, ty, "firefly", _firefly_key_lines(), FIREFLY_KEY_W, firefly, 2 * FIREFLY_R + 8)
    covered = view["evil_cover"] if view["evil_holder"] == seat else None
    for row in _legend_rows(view, seat):
        x = x0
        height = _legend_row_height(view, seat, row)
        for spirit in row:
            _token(draw, x + 22, ty + height / 2 - 2, spirit, r=21, covered=spirit == covered)
            lines = _legend_lines(view, seat, spirit)
            top = ty + height / 2 - 2 - LINE * (len(lines) - 1) / 2
            for n, line in enumerate(lines):
                theme.text(draw, (x + TOKEN_KEY_W, top + n * LINE), line, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += TOKEN_KEY_W + max(theme.text_width(line, SMALL) for line in lines) + 16
        ty += height


def _side_key(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    meaning: str,
    lines: list[str],
    words_at: float,
    sample: Callable[[float, float], None],
    least: float = 0,
) -> float:
    """A key entry in a side column: ``sample(x, middle)`` then ``lines`` of words from ``x +
    words_at``, explaining ``meaning``; returns its height (at least ``least``)."""
    height = max(least, LINE * len(lines) + 8)
    width = words_at + max(theme.text_width(line, SMALL) for line in lines)
    middle = y + height / 2 - 2
    with theme.panel(draw, (x, y, x + width, y + height), meaning, kind="legend", meaning=meaning):
        sample(x, middle)
        top = middle - LINE * (len(lines) - 1) / 2
        for n, line in enumerate(lines):
            theme.text(draw, (x + words_at, top + n * LINE), line, size=SMALL, color=TEXT_DIM, anchor="lm")
    return height


FIRE_KEY = 0  # the fire mark's entry, after the rows' (1 to 6) in the same key
FIRE_KEY_SAMPLES = 62  # a lit and an unlit flame before its words


def _row_key_entries() -> list[tuple[int, float]]:
    """Each row with the width of its key entry (swatch, shape and colour name), then the fire
    mark's (a lit and an unlit flame and their meaning)."""
    rows = [(row, 40 + theme.text_width(words.t(f"solstis-colour-{COLOUR[row]}"), SMALL)) for row in range(1, 7)]
    return [*rows, (FIRE_KEY, FIRE_KEY_SAMPLES + theme.text_width(words.t("solstis-board-fire-key"), SMALL))]


def _row_key_lines() -> list[list[int]]:
    """The rows' key entries in lines that fit the width, the first line after the key's title."""
    lines: list[list[int]] = [[]]
    x = MARGIN + 4 + theme.text_width(words.t("solstis-board-rows"), SMALL) + 12
    for row, width in _row_key_entries():
        if lines[-1] and x + width > WIDTH - MARGIN:
            lines.append([])
            x = MARGIN + 4 + theme.text_width(words.t("solstis-board-rows"), SMALL) + 12
        lines[-1].append(row)
        x += width + 22
    return lines


def _row_key(draw: ImageDraw.ImageDraw, y: int) -> int:
    """Each row's colour named with its shape, on one line or more. Returns the y below it."""
    title = words.t("solstis-board-rows")
    theme.text(draw, (MARGIN + 4, y + 17), title, size=SMALL, color=TEXT_DIM, anchor="lm")
    for line in _row_key_lines():
        x = MARGIN + 4 + theme.text_width(title, SMALL) + 12
        for row in line:
            if row == FIRE_KEY:
                x += _fire_key(draw, x, y) + 22
                continue
            colour = RGB[row]
            name = words.t(f"solstis-colour-{COLOUR[row]}")
            with theme.panel(
                draw,
                (x, y + 2, x + 40 + theme.text_width(name, SMALL), y + 36),
                COLOUR[row],
                kind="legend",
                meaning="row shape",
            ):
                theme.marker(
                    draw, ROW_SHAPES[row], x + 17, y + 18, 17, fill=colour, outline=theme.mix(colour, (0, 0, 0), 0.55)
                )
                theme.text(draw, (x + 40, y + 18), name, size=SMALL, color=TEXT, anchor="lm")
            x += 40 + theme.text_width(name, SMALL) + 22
        y += 40
    return y


def _fire_key(draw: ImageDraw.ImageDraw, x: float, y: int) -> float:
    """The fire mark's key entry at ``x`` on the key line at ``y``; returns its width."""
    label = words.t("solstis-board-fire-key")
    width = FIRE_KEY_SAMPLES + theme.text_width(label, SMALL)
    with theme.panel(draw, (x, y + 2, x + width, y + 36), "fire", kind="legend", meaning="fire"):
        _flame(draw, x + 12, y + 25, 10, lit=True)
        _flame(draw, x + 40, y + 25, 10, lit=False)
        theme.text(draw, (x + FIRE_KEY_SAMPLES, y + 18), label, size=SMALL, color=TEXT, anchor="lm")
    return width


def _display_hint_below() -> bool:
    """Whether the display's hint takes a line of its own (it does not fit beside the title)."""
    title_w = theme.text_width(words.t("solstis-board-display"), BODY, bold=True)
    hint_w = theme.text_width(words.t("solstis-board-display-hint"), SMALL)
    return MARGIN + 4 + title_w + 14 + hint_w > WIDTH - MARGIN


def _display(draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], show: set[str]) -> int:
    """The face-up display tiles (each over its face-down stack) and the second-chance tile."""
    image = draw._image  # type: ignore[attr-defined]  # ImageDraw has no public way to its image
    last = _last(view)
    title, hint = words.t("solstis-board-display"), words.t("solstis-board-display-hint")
    theme.text(draw, (MARGIN + 4, y), title, size=BODY, bold=True)
    if _display_hint_below():
        y += 40
        theme.text(
            draw, (MARGIN + 4, y), theme.fit_text(hint, SMALL, WIDTH - 2 * MARGIN - 8), size=SMALL, color=TEXT_DIM
        )
    else:
        theme.text(
            draw, (MARGIN + 4 + theme.text_width(title, BODY, bold=True) + 14, y + 3), hint, size=SMALL, color=TEXT_DIM
        )
    y += 44
    x = MARGIN + 4
    for index, entry in enumerate(view["display"]):
        if entry["down"]:
            theme.paste(image, _face_down(DISPLAY_TILE), (x + 8, y + 8))
        if entry["up"]:
            theme.paste(image, _tile(entry["up"], DISPLAY_TILE), (x, y))
            if entry["up"] in show:
                draw.rounded_rectangle(
                    (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), radius=6, outline=ACCENT, width=4
                )
                theme.frame(draw, (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), "you may choose")
        elif not entry["down"]:
            draw.rounded_rectangle(
                (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), radius=6, outline=theme.GRID, width=2
            )
        if index in last["display"]:
            theme.outline_last_turn(draw, (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), radius=6, width=3)
        x += DISPLAY_TILE + 22
    if view["revealed"]:
        label_x = x + 10
        label = words.t("solstis-board-second-chance")
        theme.text(draw, (label_x, y + DISPLAY_TILE / 2), label, size=SMALL, color=ACCENT, bold=True, anchor="lm")
        theme.paste(
            image,
            _tile(view["revealed"], DISPLAY_TILE),
            (int(label_x + theme.text_width(label, SMALL, True) + 10), y),
        )
    return y + DISPLAY_TILE + 16


def _supplies(view: dict[str, Any]) -> list[str]:
    """The pile, the supplies and the spirits drawn, in lines that fit the width."""
    parts = [
        words.t("solstis-board-pile", count=view["pile"]),
        words.t("solstis-board-rainbows", count=view["rainbows"]),
        words.t("solstis-board-deck", count=view["deck"]),
    ]
    if view["variant"] == "firefly":
        parts.append(words.t("solstis-board-fireflies", count=view["fireflies"]))
    if view["removed"]:
        parts.append(words.t("solstis-board-out-of-game", count=view["removed"]))
    if view["drawn_count"]:
        parts.append(words.t("solstis-board-drawn", count=view["drawn_count"]))
    return _flow(parts, SMALL, WIDTH - 2 * MARGIN - 8)


def _pill_rows(spirits: list[str], max_width: float) -> list[list[str]]:
    """Spirit pills in rows of at most ``max_width`` px."""
    rows: list[list[str]] = [[]]
    for spirit in spirits:
        candidate = rows[-1] + [spirit]
        if rows[-1] and sum(_pill_width(s) + 10 for s in candidate) > max_width:
            rows.append([spirit])
        else:
            rows[-1] = candidate
    return rows if rows[0] else []


def _spirit_line_rows(line: list[str]) -> list[list[str]]:
    return _pill_rows(line, WIDTH - 2 * MARGIN)


PILL_TEXT_MAX = WIDTH - 2 * MARGIN - 10 - 62  # the words of the widest pill one row holds


def _pill_label(spirit: str) -> str:
    label = words.t("solstis-board-spirit-pill", spirit=spirit_msg(spirit), effect=spirit_text_msg(spirit))
    return theme.fit_text(label, SMALL, PILL_TEXT_MAX)


def _pill_width(spirit: str) -> float:
    return 50 + theme.text_width(_pill_label(spirit), SMALL) + 12


def _spirit_pill(draw: ImageDraw.ImageDraw, x: float, y: float, spirit: str) -> float:
    """A face-up spirit of the line: its token, name and what it does."""
    width = _pill_width(spirit)
    theme.rounded_box(draw, (x, y, x + width, y + 46), fill=PANEL_LIGHT, radius=10)
    _token(draw, x + 24, y + 23, spirit, r=21)
    theme.text(draw, (x + 50, y + 23), _pill_label(spirit), size=SMALL, anchor="lm")
    return width


STATUS_LINE = 36  # px from one status line to the next


def _status(view: dict[str, Any], names: list[str]) -> tuple[list[str], int]:
    """Who decides what now, or who won, and its size: the names whole, on a second line where one
    does not hold them (at the smaller size where two lines at the body size would not)."""
    room = WIDTH - 2 * MARGIN
    if view["over"]:
        winners = view["result"]["winners"]
        status = words.t("solstis-board-game-over", winners=[names[w] for w in winners], count=len(winners))
    else:
        phase = view["phase"]
        task = words.t(f"solstis-board-phase-{phase}") if phase in PHASES else phase
        status = words.t("solstis-board-to-act", player=names[view["actor"]], task=task)
    for size in (BODY, SMALL):
        lines = theme.wrap_text(status, size, room, bold=True)
        if len(lines) <= 2:
            return lines, size
    return lines[:2], SMALL


def _status_height(view: dict[str, Any], names: list[str]) -> int:
    return STATUS_H + STATUS_LINE * (len(_status(view, names)[0]) - 1)


# ------------------------------------------------------------------ the image


def _lower_height(view: dict[str, Any]) -> int:
    line_rows = max(1, len(_spirit_line_rows(view["line"])))
    row_key = 40 * len(_row_key_lines())
    display = 44 + (40 if _display_hint_below() else 0) + DISPLAY_TILE + 16
    return 4 + row_key + display + 36 * len(_supplies(view)) + 44 + line_rows * 54 + 14


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    names = [theme.isolate(n) for n in names]  # a right-to-left name keeps the words around it in order
    seat = view.get("seat")
    private = seat is not None
    block = panorama_block_height(view, names)
    status, status_size = _status(view, names)
    status_h = _status_height(view, names)
    height = TOP + status_h + block + _lower_height(view) + (_private_height(view, names) if private else 0) + MARGIN
    image, d = theme.canvas(WIDTH, height)
    title = words.t(f"solstis-board-title-{view['variant']}")
    theme.header(d, WIDTH, title, words.t("solstis-board-move", move=view["move"]), subtitle_size=SMALL)
    for n, line in enumerate(status):
        theme.text(
            d,
            (MARGIN + 4, TOP + STATUS_H / 2 - 4 + n * STATUS_LINE),
            line,
            size=status_size,
            bold=True,
            color=ACCENT if not view["over"] else TEXT,
            anchor="lm",
        )

    y = TOP + status_h
    for s in range(2):
        _player_section(d, y, view, names, s, _cell_choices(view, s))
        y += _section_height(view, s, names)
    d.rectangle((0, y, WIDTH, y + _lower_height(view) - 8), fill=PANEL)
    y = _row_key(d, y + 4)
    y = _display(d, y, view, _display_choices(view))
    for line in _supplies(view):
        theme.text(d, (MARGIN + 4, y), line, size=SMALL)
        y += 36
    theme.text(d, (MARGIN + 4, y), words.t("solstis-board-spirit-line"), size=BODY, bold=True)
    y += 44
    rows = _spirit_line_rows(view["line"])
    if not rows:
        theme.text(d, (MARGIN + 4, y + 10), words.t("solstis-board-empty"), size=SMALL, color=TEXT_DIM)
    for row in rows:
        x = float(MARGIN + 4)
        for spirit in row:
            x += _spirit_pill(d, x, y, spirit) + 10
        y += 54
    if private:
        _private_panel(d, view, names, TOP + status_h + block + _lower_height(view))
    return image


def _choices(view: dict[str, Any], phases: tuple[str, ...]) -> set[str]:
    """The targets of the decision of the seat whose view this is, in one of ``phases``."""
    seat = view.get("seat")
    if seat is None or view.get("actor") != seat or view["phase"] not in phases:
        return set()
    return set(view.get("targets", []))


def _cell_choices(view: dict[str, Any], panorama: int) -> set[str]:
    """The cells of ``panorama`` framed as choices: one's own for a rainbow or a square, the
    rival's for the Evil Spirit or the Viper."""
    own = panorama == view.get("seat")
    return _choices(view, ("rainbow", "square") if own else ("evil", "viper")) & set(CELLS)


def _display_choices(view: dict[str, Any]) -> set[str]:
    """The display tiles framed as choices (to play onto, take, or turn for the Beetle)."""
    up = {entry["up"] for entry in view["display"] if entry["up"]}
    return _choices(view, ("play", "take", "beetle")) & up


def _frames_choices(view: dict[str, Any]) -> bool:
    """Whether the image frames the seat's choices (then its private panel says what they mean)."""
    return bool(_display_choices(view) or any(_cell_choices(view, s) for s in range(2)))


def _drawn_rows(view: dict[str, Any]) -> list[list[str]]:
    return _pill_rows(list(view.get("drawn") or []), WIDTH - 48)


def _capture_key(view: dict[str, Any]) -> str:
    """The words of the capture arrow's key, where a hand tile has something to capture."""
    return words.t("solstis-board-captures-key") if any(view["captures"].get(t) for t in view["hand"]) else ""


def _key_width(key: str) -> float:
    return CAPTURE_ARROW_W + 8 + theme.text_width(key, SMALL)


def _hand_title_room(view: dict[str, Any], key: str) -> float:
    """The room for the hand's title, left of the must-play note and of ``key`` (if any)."""
    must = words.t("solstis-board-must-play-fox") if view.get("must_play") else ""
    return WIDTH - 24 - 60 - (theme.text_width(must, SMALL) + 24 if must else 0) - (_key_width(key) + 24 if key else 0)


def _capture_key_below(view: dict[str, Any], names: list[str]) -> bool:
    """Whether the capture arrow's key takes a line of its own under the hand: where beside the
    title it would shorten the player's name."""
    key = _capture_key(view)
    if not key:
        return False
    title = words.t("solstis-board-hand-private", player=theme.isolate(theme.visible(names[view["seat"]])))
    return theme.text_width(title, BODY, True) > _hand_title_room(view, key)


KEY_LINE = 44  # the capture arrow's key on a line of its own


def _private_height(view: dict[str, Any], names: list[str]) -> int:
    below = (KEY_LINE if _capture_key_below(view, names) else 0) + (KEY_LINE if _frames_choices(view) else 0)
    if view.get("drawn"):
        extra = 36 + 56 * max(1, len(_drawn_rows(view)))  # the label, then the drawn spirits in rows of their own
    else:
        extra = 70 if (view.get("rival_hand") is not None or view.get("rival_must_play") or view.get("legal")) else 0
    return 50 + HAND_TILE + 24 + below + extra + 10


# The arrow from a hand tile to what it would capture: 38 px tall, 17 px as shown at 480 px.
CAPTURE_ARROW_W, CAPTURE_ARROW_H = 22, 38


def _capture_arrow(d: ImageDraw.ImageDraw, x: float, mid: float) -> None:
    half = CAPTURE_ARROW_H / 2
    d.polygon([(x, mid - half), (x + CAPTURE_ARROW_W, mid), (x, mid + half)], fill=ACCENT)


def _capture_key_entry(d: ImageDraw.ImageDraw, x: float, mid: float, key: str) -> None:
    with theme.panel(d, (x, mid - 20, x + _key_width(key), mid + 20), key, kind="legend", meaning="captures"):
        _capture_arrow(d, x, mid)
        theme.text(d, (x + CAPTURE_ARROW_W + 8, mid), key, size=SMALL, anchor="lm")


def _hand_slot(view: dict[str, Any]) -> float:
    """The width each hand tile may take with what it captures (the hand shares the panel's width)."""
    return (WIDTH - 48) / max(1, len(view["hand"]))


def _private_panel(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: int) -> None:
    image = d._image  # type: ignore[attr-defined]  # ImageDraw has no public way to its image
    seat = view["seat"]
    theme.rounded_box(
        d,
        (8, y + 4, WIDTH - 8, y + _private_height(view, names) - 4),
        fill=PANEL_LIGHT,
        outline=theme.seat_color(seat),
        width=3,
    )
    theme.seat_badge(d, 36, y + 30, 32, seat)
    must = words.t("solstis-board-must-play-fox") if view.get("must_play") else ""
    # The capture arrow's key at the title line's right (left of a must-play note), or on a line
    # of its own under the hand where the name would not fit whole beside it.
    key = _capture_key(view)
    below = _capture_key_below(view, names)
    room = _hand_title_room(view, "" if below else key)
    title = _with_name(lambda name: words.t("solstis-board-hand-private", player=name), names[seat], BODY, room, True)
    theme.text(d, (60, y + 30), title, size=BODY, bold=True, anchor="lm")
    right = WIDTH - 24
    if must:
        theme.text(d, (right, y + 30), must, size=SMALL, color=ACCENT, anchor="rm")
        right -= theme.text_width(must, SMALL) + 24
    if key and not below:
        _capture_key_entry(d, right - _key_width(key), y + 30, key)
    x, ty = 24, y + 54
    slot = _hand_slot(view)
    for tile in view["hand"]:
        theme.paste(image, _tile(tile, HAND_TILE), (x, ty))
        if tile == view.get("must_play"):
            d.rounded_rectangle((x, ty, x + HAND_TILE - 1, ty + HAND_TILE - 1), radius=6, outline=ACCENT, width=4)
        caps = view["captures"].get(tile, [])
        cx = x + HAND_TILE + 8
        if caps:
            mid = ty + HAND_TILE / 2
            _capture_arrow(d, cx, mid)
            theme.symbol(
                d, (cx, mid - CAPTURE_ARROW_H / 2, cx + CAPTURE_ARROW_W, mid + CAPTURE_ARROW_H / 2), "▸", "captures"
            )
            cx += CAPTURE_ARROW_W + 6
            for u in caps[:4]:
                theme.paste(image, _tile(u, SMALL_TILE), (cx, ty + (HAND_TILE - SMALL_TILE) // 2))
                cx += SMALL_TILE + 4
        else:
            none = words.t("solstis-board-no-capture")
            lines = theme.wrap_text(none, SMALL, max(slot - HAND_TILE - 8 - 24, 60))
            top = ty + HAND_TILE / 2 - (len(lines) - 1) * 15
            for index, line in enumerate(lines):
                theme.text(d, (cx, top + index * 30), line, size=SMALL, color=TEXT_DIM, anchor="lm")
            cx += int(max(theme.text_width(line, SMALL) for line in lines))
        x = int(max(cx + 24, x + 220))
    if not view["hand"]:
        theme.text(d, (24, ty + 16), words.t("solstis-board-empty"), size=SMALL, color=TEXT_DIM)
    info_y = ty + HAND_TILE + 20
    if below:
        _capture_key_entry(d, 24, info_y + 20, key)
        info_y += KEY_LINE
    if _frames_choices(view):
        label = words.t("solstis-board-choices-key")
        with theme.panel(
            d, (24, info_y, 24 + 44 + theme.text_width(label, SMALL), info_y + 40), label, "legend", "you may choose"
        ):
            d.rounded_rectangle((26, info_y + 4, 58, info_y + 36), radius=6, outline=ACCENT, width=4)
            theme.text(d, (24 + 44, info_y + 20), label, size=SMALL, anchor="lm")
        info_y += KEY_LINE
    if view.get("drawn"):
        label = words.t("solstis-board-drawn-keep")
        theme.text(d, (24, info_y + 14), label, size=SMALL, bold=True, anchor="lm")
        py = info_y + 36
        for row in _drawn_rows(view):
            px = 24.0
            for spirit in row:
                px += _spirit_pill(d, px, py, spirit) + 10
            py += 56
    elif view.get("rival_hand") is not None:
        tiles = len(view["rival_hand"])
        room = WIDTH - 48 - 12 - tiles * (SMALL_TILE + 6)
        label = _with_name(
            lambda name: words.t("solstis-board-rival-hand", player=name), names[1 - seat], SMALL, room, True
        )
        theme.text(d, (24, info_y + 23), label, size=SMALL, bold=True, anchor="lm")
        px = int(24 + theme.text_width(label, SMALL, True) + 12)
        for tile in view["rival_hand"]:
            theme.paste(image, _tile(tile, SMALL_TILE), (px, info_y))
            px += SMALL_TILE + 6
    elif view.get("rival_must_play"):
        room = WIDTH - 48 - 12 - SMALL_TILE
        label = _with_name(
            lambda name: words.t("solstis-board-rival-must-play", player=name), names[1 - seat], SMALL, room, True
        )
        theme.text(d, (24, info_y + 23), label, size=SMALL, bold=True, anchor="lm")
        theme.paste(
            image,
            _tile(view["rival_must_play"], SMALL_TILE),
            (int(24 + theme.text_width(label, SMALL, True) + 12), info_y),
        )
    elif view.get("legal"):
        theme.text(
            d,
            (24, info_y + 23),
            words.t("solstis-board-your-move", count=len(view["legal"])),
            size=SMALL,
            color=TEXT_DIM,
            anchor="lm",
        )


def describe(view: dict[str, Any], names: list[str]) -> str:
    """Alt-text detail: each panorama's spirits, and what the last turn changed."""
    parts = []
    for seat in range(2):
        owned = [spirit_msg(s) for s in _owned(view, seat)]
        if owned:
            parts.append(
                words.t("solstis-alt-player-spirits", player=names[seat], points=view["scores"][seat], spirits=owned)
            )
        else:
            parts.append(words.t("solstis-alt-player", player=names[seat], points=view["scores"][seat]))
    last = view.get("last_turn")
    if last and (last["placed"] or last["spirits"]):
        parts.append(
            words.t(
                "solstis-alt-last-turn",
                player=names[last["seat"]],
                cells=len(last["placed"]),
                spirits=len(last["spirits"]),
            )
        )
    return " ".join(parts)
