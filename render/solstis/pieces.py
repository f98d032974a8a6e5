"""The pieces: tiles (placed, empty, face down, the rainbow), flames, spirit tokens and fireflies, and
where they stand on a player's grid."""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme
from render.solstis.look import (
    BLUE_FILL,
    CELL,
    EVIL_FILL,
    FACE_DOWN,
    FIREFLY,
    LIT,
    MARK,
    PLAIN_FILL,
    ROW_SHAPES,
    SMALL,
    UNLIT,
    spirit_code,
)
from render.theme import BACKGROUND
from rules.solstis.board import (
    COL_OF,
    FIRE_WEIGHT,
    RGB,
    ROW_OF,
    SPIRITS,
    spirit_name,
)

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
