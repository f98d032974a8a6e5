"""The sizes and colours every part of a Sheherazade image shares, the element icons placed on a tile,
and the small helpers every panel uses (a decision's target frame, the marks an image notes for its
key)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render import theme
from render.sheherazade import icons
from render.theme import ACCENT, Color

# 720 px wide: shown 360 px wide in a turn post, 25 px text reads at 12.5 px and a 32 px mark at 16 px.
WIDTH = 720
MARGIN = 16
BOARD_W = WIDTH - 2 * MARGIN
GAP = 6
DREAM_W = 200
# An Island tile is wider than tall: the grid takes the whole width beside the Dream column (the
# owner's island, in its own image), three pictograms side by side at 36 px.
TW = (BOARD_W - DREAM_W - 2 * GAP - 3 * GAP) // 4
TH = 78
DREAM_H = (3 * TH + 2 * GAP - 3 * GAP) // 4
SCORE_H = 44  # the row of an island's sources of points, above its grid
ISLAND_PAD = 8  # above and below an island
BACK_W = 96  # a face-down tile's back on offer, at least
LEAST_MARK = 32  # the smallest pictogram or badge: 16 px as shown

ROW_FILL: dict[str, Color] = {"U": (70, 96, 140), "M": (66, 112, 92), "L": (138, 108, 70)}
ROW_EMPTY: dict[str, Color] = {"U": (46, 54, 72), "M": (44, 60, 56), "L": (64, 56, 46)}
GENIE_FILL: Color = (74, 44, 122)
DREAM_FILL: Color = (28, 36, 84)
DREAM_EDGE: Color = (120, 130, 200)
GOLD: Color = (250, 204, 70)
# Colours that tell things apart on their own (checked under colour-blindness simulation by
# tests/test_theme.py). Not listed, because words or position also say it: the rows (each has its
# own line of the grid), the stack backs (named), the Genie side ("Genie" on a gold-edged tile).
MEANINGFUL_COLOUR_PAIRS = [
    ("Sheherazade target frame vs last-turn outline", ACCENT, theme.LAST_TURN),
]


# ------------------------------------------------------------------ element icons on a tile
def icon_layout(count: int, width: int, height: int) -> tuple[int, list[tuple[int, int]]]:
    """Where an Island tile ``width`` x ``height`` px puts its ``count`` pictograms: the icon's
    side (px, as large as the tile allows up to 56) and the (x, y) of each icon's corner, in a row."""
    gap = 4 if count > 2 else 8
    size = int(min(56, height - 10, (width - 10 - (count - 1) * gap) / count))
    left = (width - count * size - (count - 1) * gap) // 2
    return size, [(left + k * (size + gap), (height - size) // 2) for k in range(count)]


def element_meaning(element: str) -> str:
    """The layout record's name for what an element's pictogram stands for (its legend entry's)."""
    return f"element {element}"


def _paste_icon(image: Image.Image, element: str, x: int, y: int, size: int) -> None:
    """``element``'s pictogram with its corner at (x, y), recorded as a mark that needs its legend entry."""
    picture = icons.icon(element, size)
    image.paste(picture, (x, y), picture)
    theme.symbol(image, (x, y, x + size, y + size), element, element_meaning(element))


def _target(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], width: int = 5) -> None:
    """A legal target of the seat's decision: an accent frame around ``box``."""
    x0, y0, x1, y1 = box
    theme.frame(draw, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), "you may choose")
    draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 4), radius=10, outline=ACCENT, width=width)


# ------------------------------------------------------------------ shared bits
def _cropped(image: Image.Image, height: float) -> Image.Image:
    """The top ``height`` rows of ``image`` (drawn on a tall canvas), with its layout record and
    the pictograms it noted."""
    out = image.crop((0, 0, image.width, max(1, int(height))))
    theme.carry(image, out)
    out.info.update({k: v for k, v in image.info.items() if k in ("elements", "last_turn", "targets")})
    return out


def _note(image: Image.Image, mark: str) -> None:
    """Remember on ``image`` that it shows a mark the key explains ("last_turn" or "targets")."""
    image.info[mark] = True
