"""Solstis board image, laid out for a turn post (shown about 360 px wide): who decides what on one
line; then the two panoramas one above the other, each under its player's name strip (the last
turn's key beside the strip of whoever took it), with a column of row shapes on its left and on
its right the keys of what that panorama shows (its notes, the square a spirit goes to, its
fireflies and its spirits by name); then the display, the spirit line, and the supplies with the
fire key. The standings are in the post's text, so no points are drawn. A seat's image adds its
hand, what each hand tile would capture and what the seat may choose.
Spirit tokens and fireflies sit on the middle corner of their square, over placed tiles only (a
placed tile has no number: its place is its number), so they hide no number.

Drawn 720 px wide: shown 360 px wide, no text is under 12 px (25 px drawn) and no mark that means
something under 16 px (32 px drawn).
Colour never works alone: on a panorama a tile's row is its place (the column left of each
panorama names each row by its shape, and is the key of the shapes on loose tiles); a loose tile
(display, hand, capture) carries its row's shape as a large silhouette under its number; spirit
tokens carry a two-letter code named beside the panorama, plain and blue spirits differ in shape,
lit and unlit fires are filled and hollow. What the last turn changed is outlined (see
:func:`render.theme.outline_last_turn`), from the public ``last_turn`` of the view.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.theme import ACCENT, BACKGROUND, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM
from rules.solstis.board import (
    CELLS,
    COL_OF,
    FIRE_WEIGHT,
    RGB,
    ROW_OF,
    SPIRITS,
    areas,
    spirit_msg,
    spirit_name,
    spirit_text_msg,
)

WIDTH = 720
MARGIN = 10
# Sizes as shown 360 px wide (the image in a turn post), where 720 px become 360: text of 25 px
# shows at 12.5 px, and a mark that means something is at least 32 px (16 px shown).
SMALL = 25
BODY = 26
LINE = 32  # one line of SMALL text
MARK = 34  # the least size of a mark that carries meaning (a row's shape, a firefly)
CELL = 44  # a panorama's cell: 22 px as shown, the panoramas one above the other
# Left of each panorama, a column names each row by its shape (level with the row); right of it,
# that panorama's notes and keys (the spirit square, its fireflies, its spirits).
KEY_W = 36
GRID_X = MARGIN + KEY_W + 4  # a panorama's left edge
SIDE_X = GRID_X + 10 * CELL + 10  # the panorama's side column
SIDE_W = WIDTH - MARGIN - SIDE_X
STRIP_W = WIDTH - 2 * MARGIN  # a player's name strip with the last turn's key, across the image
STRIP_H = 56  # tall enough for the to-act arrow to show 16 px
TOP = 6
STATUS_H = 40
DISPLAY_TILE = 56
HAND_TILE = 56
SMALL_TILE = 44

PLAIN_FILL = (156, 110, 62)
BLUE_FILL = (38, 84, 170)
EVIL_FILL = (10, 10, 12)
FIREFLY = (214, 255, 90)
LIT = (255, 214, 60)
UNLIT = (150, 154, 164)
FACE_DOWN = (92, 80, 70)

# A shape per mountain row (1 red ... 6 purple), so a tile's row reads without its colour: on a
# loose tile (display, hands, captures) as the tile's large silhouette under its number; on the
# panoramas a tile's row is its place, named by the column of shapes beside them.
ROW_SHAPES = {1: "circle", 2: "square", 3: "triangle", 4: "diamond", 5: "star", 6: "cross"}


# Colours that still carry meaning by themselves (the rest also differ by shape or text).
MEANINGFUL_COLOUR_PAIRS = [
    ("Solstis lit fire vs tile", LIT, BACKGROUND),
    ("Solstis target outline vs last-turn outline", ACCENT, theme.LAST_TURN),
]

# The decisions a view may wait for: the status line names each (messages solstis-board-phase-<phase>).
PHASES = ("play", "take", "rainbow", "square", "spirit", "keep", "deer", "beetle", "viper", "fox", "evil", "cover")
SEPARATOR = " · "  # between the parts of a line that flows (supplies, notes)


def spirit_code(spirit: str) -> str:
    """The code on a spirit's token (two characters at most; the legend names the spirit)."""
    return words.t(f"solstis-spirit-{spirit}-code")


@lru_cache(maxsize=1024)
def _wrapped(content: str, size: int, max_width: float, bold: bool = False) -> tuple[str, ...]:
    """``theme.wrap_text`` remembered: the side columns ask for the same lines several times a draw."""
    return tuple(theme.wrap_text(content, size, max_width, bold))


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


# A spirit token on a panorama (40 px: its code may be 38 px wide), on its square's middle corner.
TOKEN_R = 20
FIREFLY_R = 17  # 34 px: 17 px as shown


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


# A fire mark: three tongues of flame, 34 px wide (17 px as shown) and 20 px tall, across the
# top of its cell. A spirit token or a firefly only ever sits on a fire cell's lower corners (its
# square's middle corner: the mountain has no cell above or beside a fire's outer side), so the
# fire stays clear of them; on an empty cell the number sits under it.
FIRE_W, FIRE_H = 34, 20
# The fire's outline in a FIRE_W x FIRE_H box: tongues of flame licking up from a rounded base.
FIRE_OUTLINE = (
    (17, 20),
    (10, 19.5),
    (5, 17.7),
    (2, 14.5),
    (1, 10.9),
    (2, 7.3),
    (4, 4.1),
    (5, 8.2),
    (7, 10.9),
    (9, 8.2),
    (11, 4.5),
    (14, 1.4),
    (16, 0),
    (15, 3.6),
    (16, 7.3),
    (18, 10),
    (20, 7.3),
    (21, 4.5),
    (23, 2.3),
    (24, 5.5),
    (26, 9.1),
    (28, 10),
    (30, 7.3),
    (31.5, 3.6),
    (33, 7.3),
    (33, 11.8),
    (31.5, 15.5),
    (28.5, 18.2),
    (24, 19.5),
)


def _flame_box(size: float, placed: bool) -> tuple[float, float, float, float]:
    """Where a cell's fire mark is, in the cell (left, top, right, bottom)."""
    left = (size - FIRE_W) / 2
    return (left, 1, left + FIRE_W, 1 + FIRE_H)


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
        left, top, _, _ = _flame_box(size, placed=True)
        _flame(draw, left, top, lit=fire == "lit", rim=theme.contrast_text(colour))
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
        (size / 2, size - 2 if cell in FIRE_WEIGHT else size / 2),
        str(COL_OF[cell]),
        size=SMALL,
        color=theme.mix(BACKGROUND, colour, 0.7),
        anchor="ms" if cell in FIRE_WEIGHT else "mm",  # under the fire: on a baseline near the foot
    )
    if cell in FIRE_WEIGHT:
        left, top, _, _ = _flame_box(size, placed=False)
        _flame(draw, left, top, lit=False, colour=theme.mix(BACKGROUND, LIT, 0.5))
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
    lit: bool,
    colour: tuple[int, int, int] | None = None,
    rim: tuple[int, int, int] = (60, 40, 20),
) -> None:
    """A fire mark with its box's top-left at (x, y): filled when lit, hollow when not (so it reads
    without colour)."""
    colour = colour or (LIT if lit else UNLIT)
    points = [(x + px, y + py) for px, py in FIRE_OUTLINE]
    if lit:
        draw.polygon(points, fill=colour, outline=rim, width=2)
    else:
        draw.line([*points, points[0]], fill=rim, width=5, joint="curve")
        draw.line([*points, points[0]], fill=colour, width=3, joint="curve")


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


def _loose_tiles(view: dict[str, Any]) -> bool:
    """Whether the image shows a loose tile (its row told by its shape, which the row columns
    beside the panoramas then explain)."""
    return bool(
        any(entry["up"] for entry in view["display"])
        or view["revealed"]
        or view.get("hand")
        or view.get("rival_hand")
        or view.get("rival_must_play")
    )


LEGEND_ROW = 44  # a line of the spirits' legend (a token and its name)
TOKEN_KEY_W = 48  # a legend entry's token and the gap before its words


def _legend_rows(view: dict[str, Any], seat: int) -> list[list[str]]:
    """The spirits of ``seat``'s panorama in legend rows that fit the side column (two short names
    share a row; a name too long for a row alone is wrapped in its entry, see _legend_lines)."""
    rows: list[list[str]] = [[]]
    x = 0.0
    for spirit in _owned(view, seat):
        lines = _legend_lines(view, seat, spirit)
        width = TOKEN_KEY_W + max(theme.text_width(line, SMALL) for line in lines) + 12
        alone = len(lines) > 1 or _words_below(view, seat, spirit)
        previous = rows[-1][-1] if rows[-1] else None
        if previous and (
            x + width > SIDE_W
            or alone
            or len(_legend_lines(view, seat, previous)) > 1
            or _words_below(view, seat, previous)
        ):
            rows.append([])
            x = 0.0
        rows[-1].append(spirit)
        x += width
    return rows if rows[0] else []


def _words_below(view: dict[str, Any], seat: int, spirit: str) -> bool:
    """Whether a spirit's name has a word too wide for the room beside its token: then its words
    go under the token, across the column."""
    name = _legend_name(view, seat, spirit)
    return any("…" in line for line in _wrapped(name, SMALL, SIDE_W - TOKEN_KEY_W)) and "…" not in name


def _legend_lines(view: dict[str, Any], seat: int, spirit: str) -> list[str]:
    below = _words_below(view, seat, spirit)
    return list(_wrapped(_legend_name(view, seat, spirit), SMALL, SIDE_W if below else SIDE_W - TOKEN_KEY_W))


def _legend_row_height(view: dict[str, Any], seat: int, row: list[str]) -> int:
    if _words_below(view, seat, row[0]):
        return LEGEND_ROW + LINE * len(_legend_lines(view, seat, row[0]))
    lines = max(len(_legend_lines(view, seat, spirit)) for spirit in row)
    return max(LEGEND_ROW, LINE * lines + 12)


def _legend_name(view: dict[str, Any], seat: int, spirit: str) -> str:
    """A spirit's name beside ``seat``'s panorama (marked when the Evil Spirit covers it)."""
    if spirit == view["evil_cover"] and view["evil_holder"] == seat:
        return words.t("solstis-board-covered", spirit=spirit_msg(spirit))
    return words.say(spirit_msg(spirit))


def _notes(view: dict[str, Any], seat: int) -> list[str]:
    """What sets ``seat`` apart now (the Evil Spirit, the Fox's tile), in lines that fit the column."""
    notes = []
    if view["evil_holder"] == seat:
        notes.append(words.t("solstis-board-holds-evil"))
    if view["evil_pending"] and view["current"] == seat:
        notes.append(words.t("solstis-board-drew-evil"))
    if view["forced"][seat]:
        notes.append(words.t("solstis-board-must-play-fox"))
    return [line for note in notes for line in _wrapped(note, SMALL, SIDE_W)]


def _moved_last(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` took the last turn and it left a mark on the image (its key then sits
    beside that seat's name strip and names it)."""
    last = view.get("last_turn")
    return bool(
        last
        and last.get("seat") == seat
        and any(last.get(k) for k in ("placed", "removed", "spirits", "evil", "fireflies", "display"))
    )


FIREFLY_KEY_W = 2 * FIREFLY_R + 10  # the firefly key's dot and the gap before its words
SQUARE_KEY_W = 42  # the square key's frame and the gap before its words
LAST_TURN_SIDE = 26 + 26  # theme.last_turn_key's sample and the gap before its words


def _square_shown(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat``'s panorama frames the square its spirit goes to (while it is being chosen)."""
    return bool(view["square"] and view["current"] == seat and not view["over"])


def _last_turn_label(name: str) -> str:
    """The last-turn key naming whose turn it was, its words in at most half the image's width (the
    name is shortened, never the words)."""
    room = WIDTH / 2 - 4
    return _with_name(lambda shown: words.t("solstis-board-last-turn", player=shown), name, SMALL, room)


def _side_height(view: dict[str, Any], seat: int) -> int:
    """The height of ``seat``'s side column: its notes and its spirits by name."""
    height = len(_notes(view, seat)) * LINE + (8 if _notes(view, seat) else 0)
    height += sum(_legend_row_height(view, seat, row) for row in _legend_rows(view, seat))
    return height


def _section_height(view: dict[str, Any], seat: int, names: list[str] | None = None) -> int:
    """A player's section: the name strip, then the panorama with the side column beside it."""
    side = _side_height(view, seat) + _common_height(view, seat)
    return STRIP_H + 4 + max(6 * CELL, side) + 8


def panorama_block_height(view: dict[str, Any], names: list[str] | None = None) -> int:
    """Height of the players' block (both sections, one above the other) for this view; the same
    in the public and every private image of one state (``names`` changes nothing)."""
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


def _row_column(draw: ImageDraw.ImageDraw, y0: int, is_key: bool) -> None:
    """Left of a panorama, each row's shape in its colour level with the row: on the panoramas a
    tile's row is its place, and this names it without its colour. Where the image shows loose
    tiles (``is_key``) the column is the key of the shapes they carry."""
    cx = MARGIN + KEY_W / 2
    r = KEY_W / 2 - 1

    def shapes() -> None:
        for row in range(1, 7):
            cy = y0 + (6 - row) * CELL + CELL / 2
            points = theme.marker_points(ROW_SHAPES[row], cx, cy, r if ROW_SHAPES[row] != "square" else r * 1.15)
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            theme.symbol(draw, (min(xs), min(ys), max(xs), max(ys)), ROW_SHAPES[row])
            draw.polygon(points, fill=RGB[row], outline=theme.mix(RGB[row], (0, 0, 0), 0.55), width=2)

    if is_key:
        with theme.panel(draw, (MARGIN, y0, MARGIN + KEY_W, y0 + 6 * CELL), "rows", kind="legend", meaning="row shape"):
            shapes()
    else:
        shapes()


def _strip(draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], names: list[str], seat: int) -> None:
    """``seat``'s name strip (badge, the to-act arrow, name) and, where that seat took the last
    turn, the last turn's key after it, naming the seat."""
    to_act = view["actor"] == seat and not view["over"]
    width = STRIP_W
    if _moved_last(view, seat):
        label = _last_turn_label(names[seat])
        key_w = LAST_TURN_SIDE + theme.text_width(label, SMALL)
        width = int(STRIP_W - key_w - 12)
        theme.last_turn_key(draw, MARGIN + width + 12, y + (STRIP_H - 38) / 2, [label], size=SMALL)
    theme.player_strip(draw, (MARGIN, y), width, seat, names[seat], to_act, height=STRIP_H, text_size=SMALL)


def _player_section(
    draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], names: list[str], seat: int, highlight: set[str]
) -> None:
    """``seat``'s name strip across the image, its panorama under it (the rows' shapes on its left)
    and its side column on the right: notes and the keys of what its panorama shows."""
    _strip(draw, y, view, names, seat)
    gy = y + STRIP_H + 4
    _row_column(draw, gy, _loose_tiles(view))
    _panorama(draw, GRID_X, gy, view, seat, highlight)
    if _square_shown(view, seat):
        x, yy = _cell_xy(GRID_X, gy, view["square"])
        draw.rectangle((x, yy - CELL, x + 2 * CELL, yy + CELL), outline=ACCENT, width=3)
        theme.frame(draw, (x, yy - CELL, x + 2 * CELL, yy + CELL), "spirit square")
    x0, ty = SIDE_X, gy
    notes = _notes(view, seat)
    for line in notes:
        theme.text(draw, (x0, ty), line, size=SMALL, color=ACCENT)
        ty += LINE
    ty += 8 if notes else 0
    covered = view["evil_cover"] if view["evil_holder"] == seat else None
    for row in _legend_rows(view, seat):
        x = x0
        height = _legend_row_height(view, seat, row)
        for spirit in row:
            lines = _legend_lines(view, seat, spirit)
            if _words_below(view, seat, spirit):
                _token(draw, x + TOKEN_R + 1, ty + LEGEND_ROW / 2 - 2, spirit, r=TOKEN_R, covered=spirit == covered)
                for n, line in enumerate(lines):
                    theme.text(draw, (x, ty + LEGEND_ROW + n * LINE), line, size=SMALL, color=TEXT_DIM)
                break  # such an entry has its row to itself
            _token(draw, x + TOKEN_R + 1, ty + height / 2 - 2, spirit, r=TOKEN_R, covered=spirit == covered)
            top = ty + height / 2 - 2 - LINE * (len(lines) - 1) / 2
            for n, line in enumerate(lines):
                theme.text(draw, (x + TOKEN_KEY_W, top + n * LINE), line, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += TOKEN_KEY_W + max(theme.text_width(line, SMALL) for line in lines) + 12
        ty += height
    if _common_height(view, seat):
        _common(draw, x0, ty + 8, view)


# ------------------------------------------------------------------ the display, the line, the supplies

DISPLAY_STEP = DISPLAY_TILE + 14  # one display stack (its face-down tile shows 6 px right and below)
DISPLAY_ROW = DISPLAY_TILE + 6 + 12
LOWER_PAD = 8
PILL_H = 42
PILL_ROW = PILL_H + 8


def _second_chance_below(view: dict[str, Any]) -> bool:
    """Whether the second-chance tile takes a row of its own (it does not fit beside the display)."""
    if not view["revealed"]:
        return False
    right = MARGIN + 4 + len(view["display"]) * DISPLAY_STEP + 10
    label = words.t("solstis-board-second-chance")
    return right + theme.text_width(label, SMALL, True) + 10 + DISPLAY_TILE > WIDTH - MARGIN


def _display(draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], show: set[str]) -> int:
    """The face-up display tiles (each over its face-down stack) and the second-chance tile."""
    image = draw._image  # type: ignore[attr-defined]  # ImageDraw has no public way to its image
    last = _last(view)
    x = MARGIN + 4
    for index, entry in enumerate(view["display"]):
        if entry["down"]:
            theme.paste(image, _face_down(DISPLAY_TILE), (x + 6, y + 6))
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
        x += DISPLAY_STEP
    if view["revealed"]:
        if _second_chance_below(view):
            x, y = MARGIN + 4 - 10, y + DISPLAY_ROW
        label_x = x + 10
        label = words.t("solstis-board-second-chance")
        theme.text(draw, (label_x, y + DISPLAY_TILE / 2), label, size=SMALL, color=ACCENT, bold=True, anchor="lm")
        theme.paste(
            image,
            _tile(view["revealed"], DISPLAY_TILE),
            (int(label_x + theme.text_width(label, SMALL, True) + 10), y),
        )
    return y + DISPLAY_ROW


def _supply_parts(view: dict[str, Any]) -> list[str]:
    """The pile, the supplies and the spirits drawn (counts only: the pile stays hidden)."""
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
    return parts


FIRE_KEY_SAMPLES = 2 * FIRE_W + 14  # a lit and an unlit fire before the fire key's words
KEYS_LINE = 40  # a line of the board's keys and counts under the spirit line
KEY_GAP = 24  # between two entries of that line


def _key_entries(view: dict[str, Any]) -> list[tuple[str, float]]:
    """The keys of what the panoramas show (fire, fireflies, the spirit square), each with its
    width; then each supply count (a part of text)."""
    entries: list[tuple[str, float]] = []
    if _fires_shown(view):
        entries.append(("fire", FIRE_KEY_SAMPLES + theme.text_width(words.t("solstis-board-fire-key"), SMALL)))
    if any(view["panoramas"][s]["fireflies"] for s in range(2)):
        entries.append(("firefly", FIREFLY_KEY_W + theme.text_width(words.t("solstis-board-firefly-key"), SMALL)))
    if any(_square_shown(view, s) for s in range(2)):
        entries.append(("square", SQUARE_KEY_W + theme.text_width(words.t("solstis-board-square-key"), SMALL)))
    return entries


def _count_entries(view: dict[str, Any]) -> list[tuple[str, float]]:
    return [(part, theme.text_width(part, SMALL)) for part in _supply_parts(view)]


GROUPS = ("keys", "counts")  # the board's keys (fire, fireflies, the square), the supply counts


def _group(view: dict[str, Any], group: str) -> list[tuple[str, float]]:
    return _key_entries(view) if group == "keys" else _count_entries(view)


def _keys_lines(view: dict[str, Any]) -> list[list[tuple[str, float]]]:
    """The lines the board's keys and counts take under the spirit line (those not in a side
    column): each entry is a key's kind or a count's words, with its width."""
    _, side = _placement(view)
    return _band_lines([item for group in GROUPS if group not in side for item in _group(view, group)])


def _band_lines(items: list[tuple[str, float]]) -> list[list[tuple[str, float]]]:
    lines: list[list[tuple[str, float]]] = []
    x = 0.0
    room = WIDTH - 2 * MARGIN - 8
    for item in items:
        if lines and x + item[1] <= room:
            lines[-1].append(item)
        else:
            lines.append([item])
            x = 0.0
        x += item[1] + KEY_GAP
    return lines


KEY_SAMPLE_ROW = 38  # a key's sample above its words, in a side column (where beside it they would be cut)


def _key_words(kind: str) -> str:
    return words.t(
        {"fire": "solstis-board-fire-key", "firefly": "solstis-board-firefly-key"}.get(kind, "solstis-board-square-key")
    )


def _sample_width(kind: str) -> float:
    return {"fire": FIRE_KEY_SAMPLES, "firefly": FIREFLY_KEY_W}.get(kind, SQUARE_KEY_W)


def _uncut(content: str, lines: list[str]) -> bool:
    return not any("…" in line for line in lines) or "…" in content


def _side_key_lines(kind: str) -> tuple[list[str], bool]:
    """A key's words in a side column, and whether they sit beside its sample (else under it)."""
    content = _key_words(kind)
    beside = list(_wrapped(content, SMALL, SIDE_W - _sample_width(kind)))
    if _uncut(content, beside):
        return beside, True
    return list(_wrapped(content, SMALL, SIDE_W)), False


def _side_key_height(kind: str) -> int:
    lines, beside = _side_key_lines(kind)
    return (max(KEY_SAMPLE_ROW, LINE * len(lines) + 6) if beside else KEY_SAMPLE_ROW + LINE * len(lines)) + 8


def _side_counts(view: dict[str, Any]) -> list[str]:
    return _flow(_supply_parts(view), SMALL, SIDE_W)


def _group_fits(view: dict[str, Any], group: str) -> bool:
    """Whether a group goes into a side column without a word cut."""
    if group == "keys":
        return all(_uncut(_key_words(kind), _side_key_lines(kind)[0]) for kind, _ in _key_entries(view))
    return all(_uncut(part, list(_wrapped(part, SMALL, SIDE_W))) for part in _supply_parts(view))


def _group_height(view: dict[str, Any], group: str) -> int:
    if group == "keys":
        return sum(_side_key_height(kind) for kind, _ in _key_entries(view))
    return LINE * len(_side_counts(view))


def _placement(view: dict[str, Any]) -> tuple[int, tuple[str, ...]]:
    """Which seat's side column (the one with more room) holds which of the board's keys and
    counts: whichever way makes the image shortest (the rest take lines under the spirit line)."""
    seat = min((1, 0), key=lambda s: _side_height(view, s))
    best: tuple[float, tuple[str, ...]] | None = None
    for side in (GROUPS, ("keys",), ("counts",), ()):
        if not all(_group_fits(view, group) for group in side):
            continue
        held = sum(_group_height(view, group) for group in side)
        grows = max(0, _side_height(view, seat) + 8 + held - 6 * CELL) if held else 0
        band = [item for group in GROUPS if group not in side for item in _group(view, group)]
        cost = grows + KEYS_LINE * len(_band_lines(band))
        if best is None or cost < best[0]:
            best = (cost, side)
    assert best is not None  # nothing in a side column always fits
    return seat, best[1]


def _common_height(view: dict[str, Any], seat: int) -> int:
    """The height the board's keys and counts take at the foot of ``seat``'s side column."""
    common_seat, side = _placement(view)
    if seat != common_seat or not side:
        return 0
    return 8 + sum(_group_height(view, group) for group in side)


def _common(draw: ImageDraw.ImageDraw, x: float, y: float, view: dict[str, Any]) -> None:
    """The board's keys and counts at the foot of a side column: each key's words beside its sample
    (or under it where beside they would be cut), then the counts."""
    _, side = _placement(view)
    if "keys" in side:
        for kind, _ in _key_entries(view):
            lines, beside = _side_key_lines(kind)
            height = _side_key_height(kind) - 8
            words_x = x + _sample_width(kind) if beside else x
            width = max(_sample_width(kind), *(words_x - x + theme.text_width(line, SMALL) for line in lines))
            meaning = "spirit square" if kind == "square" else kind
            middle = y + (height / 2 if beside else KEY_SAMPLE_ROW / 2) - 2
            with theme.panel(draw, (x, y, x + width, y + height), meaning, kind="legend", meaning=meaning):
                if kind == "fire":
                    _flame(draw, x, middle - FIRE_H / 2, lit=True)
                    _flame(draw, x + FIRE_W + 6, middle - FIRE_H / 2, lit=False)
                elif kind == "firefly":
                    _firefly(draw, x + FIREFLY_R + 1, middle, True, meaning="")
                else:
                    draw.rectangle((x + 1, middle - 16, x + 33, middle + 16), outline=ACCENT, width=3)
                top = middle - LINE * (len(lines) - 1) / 2 if beside else y + KEY_SAMPLE_ROW + LINE / 2 - 2
                for n, line in enumerate(lines):
                    theme.text(draw, (words_x, top + n * LINE), line, size=SMALL, color=TEXT_DIM, anchor="lm")
            y += height + 8
    if "counts" in side:
        for line in _side_counts(view):
            theme.text(draw, (x, y), line, size=SMALL, color=TEXT_DIM)
            y += LINE


def _keys(draw: ImageDraw.ImageDraw, y: float, view: dict[str, Any]) -> None:
    """The keys of the panoramas' marks and the supply counts, from ``y`` down."""
    for line in _keys_lines(view):
        x = float(MARGIN + 4)
        middle = y + KEYS_LINE / 2 - 2
        for kind, width in line:
            box = (x, middle - 18, x + width, middle + 18)
            if kind == "fire":
                with theme.panel(draw, box, "fire", kind="legend", meaning="fire"):
                    _flame(draw, x, middle - FIRE_H / 2, lit=True)
                    _flame(draw, x + FIRE_W + 6, middle - FIRE_H / 2, lit=False)
                    label = words.t("solstis-board-fire-key")
                    theme.text(draw, (x + FIRE_KEY_SAMPLES, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            elif kind == "firefly":
                with theme.panel(draw, box, "firefly", kind="legend", meaning="firefly"):
                    _firefly(draw, x + FIREFLY_R + 1, middle, True, meaning="")
                    label = words.t("solstis-board-firefly-key")
                    theme.text(draw, (x + FIREFLY_KEY_W, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            elif kind == "square":
                with theme.panel(draw, box, "spirit square", kind="legend", meaning="spirit square"):
                    draw.rectangle((x + 1, middle - 16, x + 33, middle + 16), outline=ACCENT, width=3)
                    label = words.t("solstis-board-square-key")
                    theme.text(draw, (x + SQUARE_KEY_W, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            else:
                theme.text(draw, (x, middle), kind, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += width + KEY_GAP
        y += KEYS_LINE


def _fires_shown(view: dict[str, Any]) -> bool:
    """Whether a panorama shows a fire mark (every fire's cell but under a rainbow)."""
    return any(view["panoramas"][s]["cells"].get(cell) != "R" for s in range(2) for cell in FIRE_WEIGHT)


def _pill_width(spirit: str) -> float:
    return TOKEN_KEY_W + theme.text_width(words.say(spirit_msg(spirit)), SMALL) + 12


def _line_rows(view: dict[str, Any]) -> list[list[str]]:
    """The spirit line's spirits (token and name) in rows: the first after the line's title."""
    rows: list[list[str]] = [[]]
    x = MARGIN + 4 + theme.text_width(words.t("solstis-board-spirit-line"), SMALL, True) + 14
    for spirit in view["line"]:
        if rows[-1] and x + _pill_width(spirit) > WIDTH - MARGIN:
            rows.append([])
            x = MARGIN + 4
        rows[-1].append(spirit)
        x += _pill_width(spirit) + 10
    return rows


def _spirit_pill(draw: ImageDraw.ImageDraw, x: float, y: float, spirit: str) -> float:
    """A face-up spirit of the line: its token and its name."""
    width = _pill_width(spirit)
    theme.rounded_box(draw, (x, y, x + width, y + PILL_H), fill=PANEL_LIGHT, radius=10)
    _token(draw, x + TOKEN_R + 3, y + PILL_H / 2, spirit, r=TOKEN_R)
    theme.text(draw, (x + TOKEN_KEY_W, y + PILL_H / 2), words.say(spirit_msg(spirit)), size=SMALL, anchor="lm")
    return width


def _spirit_line(draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any]) -> int:
    title = words.t("solstis-board-spirit-line")
    theme.text(draw, (MARGIN + 4, y + PILL_H / 2), title, size=SMALL, bold=True, anchor="lm")
    x = MARGIN + 4 + theme.text_width(title, SMALL, True) + 14
    rows = _line_rows(view)
    if not rows[0]:
        theme.text(draw, (x, y + PILL_H / 2), words.t("solstis-board-empty"), size=SMALL, color=TEXT_DIM, anchor="lm")
    for row in rows:
        for spirit in row:
            x += _spirit_pill(draw, x, y, spirit) + 10
        y += PILL_ROW
        x = MARGIN + 4
    return y


STATUS_LINE = 34  # px from one status line to the next


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
    display = DISPLAY_ROW * (2 if _second_chance_below(view) else 1)
    return LOWER_PAD + display + PILL_ROW * max(1, len(_line_rows(view))) + KEYS_LINE * len(_keys_lines(view)) + 2


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    names = [theme.isolate(n) for n in names]  # a right-to-left name keeps the words around it in order
    seat = view.get("seat")
    private = seat is not None
    block = panorama_block_height(view, names)
    status, status_size = _status(view, names)
    status_h = _status_height(view, names)
    lower = _lower_height(view)
    height = TOP + status_h + block + lower + (_private_height(view, names) if private else 0) + MARGIN
    image, d = theme.canvas(WIDTH, height)
    for n, line in enumerate(status):
        theme.text(
            d,
            (MARGIN + 4, TOP + STATUS_H / 2 - 2 + n * STATUS_LINE),
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
    d.rectangle((0, y, WIDTH, y + lower - 4), fill=PANEL)
    y = _display(d, y + LOWER_PAD, view, _display_choices(view))
    _keys(d, _spirit_line(d, y, view), view)
    if private:
        _private_panel(d, view, names, TOP + status_h + block + lower)
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


# ------------------------------------------------------------------ a seat's own panel

PANEL_X = 24  # the private panel's content starts here
PANEL_RIGHT = WIDTH - 24
TITLE_H = 56
KEY_LINE = 44  # a key entry of the private panel on a line of its own
GROUP_ROW = HAND_TILE + 14  # a row of hand tiles with what they capture
# The arrow from a hand tile to what it would capture: 36 px tall, 18 px as shown.
CAPTURE_ARROW_W, CAPTURE_ARROW_H = 22, 36


def _capture_key(view: dict[str, Any]) -> str:
    """The words of the capture arrow's key, where a hand tile has something to capture."""
    return words.t("solstis-board-captures-key") if any(view["captures"].get(t) for t in view["hand"]) else ""


def _key_width(key: str) -> float:
    return CAPTURE_ARROW_W + 8 + theme.text_width(key, SMALL)


def _group_width(view: dict[str, Any], tile: str) -> float:
    """A hand tile with what it captures (or the words that it captures nothing)."""
    caps = view["captures"].get(tile, [])[:4]
    if caps:
        return HAND_TILE + 8 + CAPTURE_ARROW_W + 6 + len(caps) * (SMALL_TILE + 4)
    return HAND_TILE + 8 + theme.text_width(words.t("solstis-board-no-capture"), SMALL)


def _hand_rows(view: dict[str, Any]) -> list[list[str]]:
    """The hand's tiles, each with its captures, in rows that fit the panel."""
    rows: list[list[str]] = [[]]
    x = float(PANEL_X)
    for tile in view["hand"]:
        width = _group_width(view, tile)
        if rows[-1] and x + width > PANEL_RIGHT:
            rows.append([])
            x = PANEL_X
        rows[-1].append(tile)
        x += width + 28
    return rows


def _key_lines(view: dict[str, Any]) -> list[list[str]]:
    """The private panel's keys (what a hand tile captures, what the seat may choose) in lines."""
    keys = []
    if _capture_key(view):
        keys.append("captures")
    if _frames_choices(view):
        keys.append("choices")
    widths = {"captures": _key_width(_capture_key(view)), "choices": _choice_key_width()}
    lines: list[list[str]] = []
    x = float(PANEL_X)
    for key in keys:
        if lines and x + widths[key] <= PANEL_RIGHT:
            lines[-1].append(key)
        else:
            lines.append([key])
            x = PANEL_X
        x += widths[key] + 28
    return lines


def _choice_key_width() -> float:
    return 44 + theme.text_width(words.t("solstis-board-choices-key"), SMALL)


def _drawn_lines(spirit: str) -> list[str]:
    """A drawn spirit's name and what it does, wrapped to the panel's width beside its token."""
    label = words.t("solstis-board-spirit-pill", spirit=spirit_msg(spirit), effect=spirit_text_msg(spirit))
    return list(_wrapped(label, SMALL, PANEL_RIGHT - PANEL_X - TOKEN_KEY_W - 16))


def _drawn_height(spirit: str) -> int:
    return max(PILL_H, LINE * len(_drawn_lines(spirit)) + 10) + 8


def _extra_height(view: dict[str, Any]) -> int:
    if view.get("drawn"):
        return 40 + sum(_drawn_height(s) for s in view["drawn"])
    if view.get("rival_hand") is not None or view.get("rival_must_play"):
        return 40 + SMALL_TILE + 12
    return 40 if view.get("legal") else 0


TITLE_LINE = 34  # each further line of the private panel's title


def _title_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    """The private panel's title, the seat's name whole (on a second line where it needs one)."""
    title = words.t("solstis-board-hand-private", player=names[view["seat"]])
    return list(_wrapped(title, BODY, PANEL_RIGHT - PANEL_X - 46, True))


def _must_lines(view: dict[str, Any]) -> list[str]:
    """The note that the seat must play the tile the rival's Fox chose (framed in the hand)."""
    return (
        list(_wrapped(words.t("solstis-board-must-play-fox"), SMALL, PANEL_RIGHT - PANEL_X))
        if view.get("must_play")
        else []
    )


def _private_height(view: dict[str, Any], names: list[str]) -> int:
    title = TITLE_LINE * (len(_title_lines(view, names)) - 1) + LINE * len(_must_lines(view))
    return (
        title
        + TITLE_H
        + GROUP_ROW * len(_hand_rows(view))
        + KEY_LINE * len(_key_lines(view))
        + _extra_height(view)
        + 14
    )


def _capture_arrow(d: ImageDraw.ImageDraw, x: float, mid: float) -> None:
    half = CAPTURE_ARROW_H / 2
    d.polygon([(x, mid - half), (x + CAPTURE_ARROW_W, mid), (x, mid + half)], fill=ACCENT)


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
    mid = y + TITLE_H / 2 + 2
    theme.seat_badge(d, PANEL_X + 18, mid, 34, seat)
    title = _title_lines(view, names)
    for n, line in enumerate(title):
        theme.text(d, (PANEL_X + 46, mid + n * TITLE_LINE), line, size=BODY, bold=True, anchor="lm")
    ty = y + TITLE_H + TITLE_LINE * (len(title) - 1)
    for line in _must_lines(view):
        theme.text(d, (PANEL_X, ty + LINE / 2 - 4), line, size=SMALL, color=ACCENT, anchor="lm")
        ty += LINE
    for row in _hand_rows(view):
        x = float(PANEL_X)
        for tile in row:
            theme.paste(image, _tile(tile, HAND_TILE), (int(x), ty))
            if tile == view.get("must_play"):
                d.rounded_rectangle((x, ty, x + HAND_TILE - 1, ty + HAND_TILE - 1), radius=6, outline=ACCENT, width=4)
            caps = view["captures"].get(tile, [])[:4]
            cx = x + HAND_TILE + 8
            middle = ty + HAND_TILE / 2
            if caps:
                _capture_arrow(d, cx, middle)
                theme.symbol(
                    d,
                    (cx, middle - CAPTURE_ARROW_H / 2, cx + CAPTURE_ARROW_W, middle + CAPTURE_ARROW_H / 2),
                    "▸",
                    "captures",
                )
                cx += CAPTURE_ARROW_W + 6
                for u in caps:
                    theme.paste(image, _tile(u, SMALL_TILE), (int(cx), ty + (HAND_TILE - SMALL_TILE) // 2))
                    cx += SMALL_TILE + 4
            else:
                none = words.t("solstis-board-no-capture")
                theme.text(d, (cx, middle), none, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += _group_width(view, tile) + 28
        ty += GROUP_ROW
    if not view["hand"]:
        theme.text(d, (PANEL_X, ty + 16), words.t("solstis-board-empty"), size=SMALL, color=TEXT_DIM)
        ty += GROUP_ROW
    for line in _key_lines(view):
        x = float(PANEL_X)
        middle = ty + KEY_LINE / 2 - 2
        for key in line:
            if key == "captures":
                label = _capture_key(view)
                with theme.panel(d, (x, middle - 19, x + _key_width(label), middle + 19), label, "legend", "captures"):
                    _capture_arrow(d, x, middle)
                    theme.text(d, (x + CAPTURE_ARROW_W + 8, middle), label, size=SMALL, anchor="lm")
                x += _key_width(label) + 28
            else:
                label = words.t("solstis-board-choices-key")
                with theme.panel(
                    d, (x, middle - 19, x + _choice_key_width(), middle + 19), label, "legend", "you may choose"
                ):
                    d.rounded_rectangle((x + 2, middle - 16, x + 34, middle + 16), radius=6, outline=ACCENT, width=4)
                    theme.text(d, (x + 44, middle), label, size=SMALL, anchor="lm")
                x += _choice_key_width() + 28
        ty += KEY_LINE
    _private_extra(d, view, names, ty)


def _private_extra(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: int) -> None:
    """Under the hand: the spirits drawn to keep one of, or the rival's hand the Fox shows, or the
    tile the rival must play, or how many moves the seat has."""
    image = d._image  # type: ignore[attr-defined]  # ImageDraw has no public way to its image
    seat = view["seat"]
    room = PANEL_RIGHT - PANEL_X
    if view.get("drawn"):
        theme.text(d, (PANEL_X, y + 18), words.t("solstis-board-drawn-keep"), size=SMALL, bold=True, anchor="lm")
        py = y + 40
        for spirit in view["drawn"]:
            lines = _drawn_lines(spirit)
            height = _drawn_height(spirit) - 8
            theme.rounded_box(d, (PANEL_X, py, PANEL_RIGHT, py + height), fill=PANEL, radius=10)
            _token(d, PANEL_X + TOKEN_R + 3, py + height / 2, spirit, r=TOKEN_R)
            top = py + height / 2 - LINE * (len(lines) - 1) / 2
            for n, line in enumerate(lines):
                theme.text(d, (PANEL_X + TOKEN_KEY_W, top + n * LINE), line, size=SMALL, anchor="lm")
            py += height + 8
    elif view.get("rival_hand") is not None:
        label = _with_name(
            lambda name: words.t("solstis-board-rival-hand", player=name), names[1 - seat], SMALL, room, True
        )
        theme.text(d, (PANEL_X, y + 18), label, size=SMALL, bold=True, anchor="lm")
        px = PANEL_X
        for tile in view["rival_hand"]:
            theme.paste(image, _tile(tile, SMALL_TILE), (px, y + 40))
            px += SMALL_TILE + 6
    elif view.get("rival_must_play"):
        label = _with_name(
            lambda name: words.t("solstis-board-rival-must-play", player=name), names[1 - seat], SMALL, room, True
        )
        theme.text(d, (PANEL_X, y + 18), label, size=SMALL, bold=True, anchor="lm")
        theme.paste(image, _tile(view["rival_must_play"], SMALL_TILE), (PANEL_X, y + 40))
    elif view.get("legal"):
        theme.text(
            d,
            (PANEL_X, y + 18),
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
