"""Cards (their tiles, colour words and names), star badges and tokens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.paper_world.look import (
    CARD_COLOURS,
    CARD_EDGES,
    COLOUR_KEYS,
    GOLD,
    MARK,
    STAR_ON_YELLOW,
    STARS,
    TEXT_PX,
    TOKEN_RED,
    VALUE_PX,
    _card_word,
    _parse,
    _star_points,
    _text,
    scissors_icon,
)
from render.theme import BACKGROUND, GRID, TEXT, TEXT_DIM, Color

# A card: its colour's word on the top line, then a row of marks: the count of a stack or of
# copies at the left, the value in the free room, the scissors pictogram (or token) at the right.
# A hand card adds a row below: the tick of a placeable card and the stars. A mark is MARK px wide
# and ROW_MARK_H px tall (what counts for a mark's size is its larger side).
CARD_W, CARD_H = 108, 67
PILE_W = 126  # a pile's card: wide enough for a two-digit count, the value and the pictogram
ROW_MARK_H = 30
TOKEN_D = 32  # the scissors token's disc: 16 px as shown
HAND_CARD_H = CARD_H + MARK + 2


def _card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    code: str,
    outline: Color | None = None,
    token: bool = False,
    stars: bool = False,
    count: int = 1,
    counted: str = "cards stacked",
) -> None:
    """Paste the (cached) picture of a card into ``box``; ``token``: it holds the scissors token;
    ``stars``: with its stars in a row below (the hand's cards); ``count`` > 1: that count in a
    pill, the mark meaning ``counted``."""
    x0, y0, x1, y1 = (round(v) for v in box)
    word = _card_word(code[0], x1 - x0 - 8)
    tile = _card_tile(code, x1 - x0, y1 - y0, outline, word, token, stars, count, counted)
    theme.paste(draw, tile, (x0, y0), tile)


@cache
def _card_tile(
    code: str,
    w: int,
    h: int,
    outline: Color | None,
    word: str,
    token: bool = False,
    stars: bool = False,
    count: int = 1,
    counted: str = "cards stacked",
) -> Image.Image:
    """A card's picture, with its colour written as ``word`` (the language is part of the key)."""
    tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _draw_card(ImageDraw.Draw(tile), (0, 0, w - 1, h - 1), code, outline, word, token, stars, count, counted)
    return tile


STAR_R = MARK // 2  # a hand card's star badge: one star with its number


def star_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, count: int, on: str = "") -> None:
    """A card's stars: one star ``2 r`` px across with their number written on it."""
    fill = GOLD if on != "Y" else STAR_ON_YELLOW
    ink = theme.TEXT_DARK if on != "Y" else TEXT
    rim = theme.mix(fill, (0, 0, 0), 0.45)
    points = _star_points(cx, cy + r * 0.06, r, 0.56)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    with theme.panel(draw, (min(xs), min(ys), max(xs), max(ys)), f"{count} stars", kind="symbol", meaning="stars"):
        draw.polygon(points, fill=fill, outline=rim, width=2)
        _text(draw, (cx, cy + r * 0.12), str(count), size=TEXT_PX, color=ink, bold=True, anchor="mm")


def _token_disc(draw: ImageDraw.ImageDraw, cx: float, cy: float, side: float = TOKEN_D) -> None:
    """The scissors token: the scissors pictogram in white on a red disc."""
    r = side / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TOKEN_RED, outline=TEXT, width=2)
    scissors_icon(draw, cx, cy, side * 0.66, TEXT)


MARK_ROW = CARD_H - 2 - ROW_MARK_H / 2  # the centre of a card's row of marks, below its top
WORD_BASE = 23  # the colour word's baseline below a card's top, lower for a word inked higher


def _count_label(count: int) -> str:
    return f"x{count}"  # a count, not a word: the same in every language


def _count_width(count: int) -> float:
    return max(MARK, theme.text_width(_count_label(count), TEXT_PX) + 8)


def _draw_card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    code: str,
    outline: Color | None,
    word: str,
    token: bool,
    stars: bool,
    count: int,
    counted: str,
) -> None:
    colour, value, scissors = _parse(code)
    x0, y0, x1, y1 = box
    w = x1 - x0
    fill = CARD_COLOURS[colour]
    ink = theme.contrast_text(fill)
    theme.rounded_box(draw, box, fill=fill, outline=outline or CARD_EDGES[colour], width=4 if outline else 2, radius=8)
    base = max(WORD_BASE, 2 - theme.ink_extent(word, TEXT_PX)[0])
    _text(draw, (x0 + w / 2, y0 + base), word, size=TEXT_PX, color=ink, anchor="ms")
    cy = y0 + MARK_ROW
    left, right = x0 + 4, x1 - 4
    if count > 1:
        label = _count_label(count)
        pill = (left, cy - ROW_MARK_H / 2, left + _count_width(count), cy + ROW_MARK_H / 2)
        with theme.panel(draw, pill, label, kind="symbol", meaning=counted):
            theme.rounded_box(draw, pill, fill=BACKGROUND, outline=TEXT_DIM, width=1, radius=8)
            _text(draw, ((pill[0] + pill[2]) / 2, cy), label, size=TEXT_PX, color=TEXT, anchor="mm")
        left = pill[2] + 2
    if token:  # the token sits on the card's scissors logo
        disc = (right - MARK / 2 - TOKEN_D / 2, cy - TOKEN_D / 2, right - MARK / 2 + TOKEN_D / 2, cy + TOKEN_D / 2)
        with theme.panel(draw, disc, "scissors token", kind="symbol", meaning="scissors token"):
            _token_disc(draw, (disc[0] + disc[2]) / 2, cy)
        right -= MARK + 2
    elif scissors:
        mark = (right - MARK, cy - ROW_MARK_H / 2, right, cy + ROW_MARK_H / 2)
        with theme.panel(draw, mark, "scissors", kind="symbol", meaning="scissors logo"):
            scissors_icon(draw, right - MARK / 2, cy, ROW_MARK_H, ink)
        right -= MARK + 2
    _text(draw, ((left + right) / 2, cy), str(value), size=VALUE_PX, color=ink, bold=True, anchor="mm")
    if stars and STARS[value]:
        star_badge(draw, x1 - 4 - STAR_R, y1 - 2 - STAR_R, STAR_R, STARS[value], colour)


def _empty_slot(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    theme.rounded_box(draw, box, fill=BACKGROUND, outline=GRID, width=1, radius=8)


def _card_name(code: str) -> str:
    colour, value, scissors = _parse(code)
    name = words.t(f"pw-card-{COLOUR_KEYS[colour]}", value=value)
    return words.t("pw-scissors-mark", name=name) if scissors else name


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    cleaned = [" ".join(theme.clean(n).split()) for n in names]
    return [
        theme.isolate(cleaned[s] if s < len(cleaned) and cleaned[s] else words.t("pw-board-player", number=s + 1))
        for s in range(view["players"])
    ]


def _naming(say: Callable[[Any], str], names: Sequence[str], room: float, bold: bool = False) -> str:
    """``say(names)`` (a sentence naming players) within ``room`` px: the names are shortened, each
    to an equal share of the room the words leave, never the words around them."""
    if not names or theme.text_width(say(list(names)), TEXT_PX, bold) <= room:
        return say(list(names))
    share = (room - theme.text_width(say([""] * len(names)), TEXT_PX, bold)) / len(names)
    return say([theme.fit_text(name, TEXT_PX, max(share, 0.0), bold) for name in names])
