"""The sizes, card colours and small marks every part of a Paper World image shares."""

from __future__ import annotations

import math

from PIL import ImageDraw

from render import theme, words
from render.theme import ACCENT, BACKGROUND, Color

WIDTH = 720  # shown about 360 px wide in a turn post: half size
TEXT_PX = 25  # the only text size but the cards' values: 12.5 px as shown (and the least any board draws)
VALUE_PX = 36  # a card's value
MARK = 34  # the side of a mark (pictogram, badge, pill): 17 px as shown, the least is 16
MARGIN = 8
CARD_COLOURS: dict[str, Color] = {
    "Y": (236, 172, 58),  # desert orange-yellow
    "B": (58, 128, 214),  # sea blue
    "G": (64, 160, 84),  # forest green
    "K": (34, 36, 42),  # black mountains (drawn dark, with a light edge)
}
# A black card's edge is a mid grey, not a light one: the white last-turn frame must not read as
# just a black card's own light edge (it was lost on black cards).
CARD_EDGES: dict[str, Color] = {"Y": (255, 214, 130), "B": (140, 190, 250), "G": (140, 215, 150), "K": (112, 116, 128)}
COLOUR_KEYS = {"Y": "yellow", "B": "blue", "G": "green", "K": "black"}  # pw-colour-<key>, pw-card-<key>
STARS = {1: 0, 2: 1, 3: 2, 4: 3, 5: 5}
TOKEN_RED: Color = (220, 60, 60)
GOLD: Color = (250, 200, 70)
STAR_ON_YELLOW: Color = (120, 70, 10)  # a star on a yellow card: dark, for the gold would not show

# Colours that carry meaning on their own (checked under colour-blindness simulation by
# tests/test_theme.py). Card colours are not listed: every card also says its colour in words.
MEANINGFUL_COLOUR_PAIRS = [
    ("Paper World placeable mark vs last-turn outline", ACCENT, theme.LAST_TURN),
    ("Paper World black card vs table", CARD_EDGES["K"], BACKGROUND),
    ("Paper World scissors-token frame vs placeable mark", TOKEN_RED, ACCENT),
    ("Paper World scissors-token frame vs last-turn outline", TOKEN_RED, theme.LAST_TURN),
]

_text = theme.text


def _parse(code: str) -> tuple[str, int, bool]:
    return code[0], int(code[1]), code.endswith("s")


def _star_points(cx: float, cy: float, r: float, inner: float = 0.45) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def scissors_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, color: Color) -> None:
    """The scissors pictogram, drawn as the text's ✂ is: two ring handles at the left, two blades
    crossing towards the right, in a ``size`` px square centred on (cx, cy)."""
    s = size / 2
    w = max(3, int(size / 9))
    r = s * 0.3
    upper, lower = (cx - s * 0.62, cy - s * 0.5), (cx - s * 0.62, cy + s * 0.5)
    # each blade runs from its handle across the middle to the opposite tip at the right
    draw.line((upper[0] + r * 0.8, upper[1] + r * 0.6, cx + s * 0.98, cy + s * 0.62), fill=color, width=w)
    draw.line((lower[0] + r * 0.8, lower[1] - r * 0.6, cx + s * 0.98, cy - s * 0.62), fill=color, width=w)
    for hx, hy in (upper, lower):
        draw.ellipse((hx - r, hy - r, hx + r, hy + r), outline=color, width=w)


def _check(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, color: Color) -> None:
    draw.line(
        (x, y + size * 0.5, x + size * 0.35, y + size * 0.85, x + size, y),
        fill=color,
        width=max(3, int(size / 6)),
        joint="curve",
    )


TICK = MARK  # a placeable card's tick


def _tick(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A placeable card's tick in a ``TICK`` px disc with its top left at (x, y): the legend says
    whether the card can go down now or on the seat's turn."""
    box = (x, y, x + TICK, y + TICK)
    theme.symbol(draw, box, "placeable", meaning="placeable")
    draw.ellipse(box, fill=ACCENT, outline=BACKGROUND, width=3)
    _check(draw, x + TICK * 0.25, y + TICK * 0.28, TICK / 2, BACKGROUND)


def _colour_word(colour: str) -> str:
    return words.t(f"pw-colour-{COLOUR_KEYS[colour]}")


def _card_word(colour: str, room: float) -> str:
    """The colour's name as written on a card ``room`` px wide: in full, or its short form where a
    language's word is wider than the card (shortened with an ellipsis only as a last resort)."""
    word = _colour_word(colour)
    if theme.text_width(word, TEXT_PX) > room:
        word = words.t(f"pw-colour-{COLOUR_KEYS[colour]}-short")
    return theme.fit_text(word, TEXT_PX, room)


LINE = 32  # from one line of text to the next


GAP = 6  # between two cards side by side (in a landscape, in a hand)
