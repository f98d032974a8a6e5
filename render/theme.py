"""The shared look of every board: palette, fonts, and drawing primitives.

Only fonts that ship with Pillow are used (``ImageFont.load_default(size)`` is a scalable
FreeType face since Pillow 10.1); bold is drawn with a thin stroke of the same colour.
That face covers ASCII, Latin accents only partly, and no symbols or emoji: draw symbols as
shapes, and pass all text through :func:`text` (or :func:`printable`), which never shows a box.
"""

from __future__ import annotations

import io
import unicodedata
from functools import cache, lru_cache
from typing import Iterable, Sequence

from PIL import Image, ImageDraw, ImageFont

Color = tuple[int, int, int]

# Table and text
BACKGROUND: Color = (30, 33, 40)
PANEL: Color = (44, 48, 58)
PANEL_LIGHT: Color = (60, 65, 78)
GRID: Color = (78, 84, 98)
TEXT: Color = (236, 238, 242)
TEXT_DIM: Color = (160, 166, 178)
TEXT_DARK: Color = (24, 26, 30)
ACCENT: Color = (255, 196, 60)  # whose turn, the arrow, highlights
GOOD: Color = (96, 200, 120)
BAD: Color = (232, 90, 90)
HIGHLIGHT: Color = (255, 230, 120)

# One colour per seat, distinguishable on the dark table and for common colour-vision deficits.
SEAT_COLORS: tuple[Color, ...] = (
    (66, 146, 245),   # blue
    (245, 130, 48),   # orange
    (170, 110, 230),  # purple
    (60, 190, 170),   # teal
    (235, 90, 150),   # pink
    (200, 200, 80),   # olive yellow
)

MIN_WIDTH = 1000  # every board image is at least this wide


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.load_default(size)


@cache
def _has_glyph(char: str) -> bool:
    """Whether Pillow's bundled face draws ``char`` (it covers Latin text, not symbols or emoji)."""
    if char.isspace() or char.isascii():
        return True
    probe = font(24)
    return bytes(probe.getmask(char)) != bytes(probe.getmask("\ue000"))


_SPELLED_OUT = {"Æ": "AE", "æ": "ae", "Ø": "O", "ø": "o", "Ł": "L", "ł": "l", "ß": "ss", "Œ": "OE", "œ": "oe",
                "—": "-", "–": "-", "’": "'", "‘": "'", "“": '"', "”": '"', "×": "x"}


def printable(content: str) -> str:
    """``content`` reduced to what the bundled font can draw: accents are dropped (é -> e),
    other missing glyphs (emoji, symbols) are left out, so names never show as boxes."""
    out = []
    for char in content:
        if _has_glyph(char):
            out.append(char)
            continue
        base = _SPELLED_OUT.get(char) or "".join(
            c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)
        )
        out.append("".join(c for c in base if _has_glyph(c)))
    return "".join(out)


def seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def canvas(width: int, height: int, color: Color = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (max(width, MIN_WIDTH), height), color)
    return image, ImageDraw.Draw(image)


@lru_cache(maxsize=8192)
def _text_mask(content: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """A rendered string as an alpha mask plus its offset from the anchor point (cached: most labels
    repeat from one image to the next, and drawing text is the bulk of a render)."""
    face = font(size)
    stroke = 1 if bold else 0
    left, top, right, bottom = face.getbbox(content, anchor=anchor, stroke_width=stroke)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), content, fill=255, font=face, anchor=anchor, stroke_width=stroke, stroke_fill=255)
    return mask, left, top


def paste_text(
    image: Image.Image,
    xy: tuple[float, float],
    content: str,
    size: int = 18,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """Draw ``content`` on ``image`` (bold by a thin stroke; unprintable glyphs dropped)."""
    mask, left, top = _text_mask(printable(content), size, bold, anchor)
    image.paste(color, (int(round(xy[0] + left)), int(round(xy[1] + top))), mask)


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int = 18,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """:func:`paste_text` onto the image behind ``draw``."""
    paste_text(draw._image, xy, content, size, color, bold, anchor)  # type: ignore[attr-defined]


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return tuple(int(a[i] * (1 - t) + b[i] * t) for i in range(3))  # type: ignore[return-value]


def text_width(content: str, size: int = 18) -> float:
    return font(size).getlength(printable(content))


def fit_text(content: str, size: int, max_width: float) -> str:
    """Shorten ``content`` with an ellipsis until it fits ``max_width`` pixels."""
    if text_width(content, size) <= max_width:
        return content
    while content and text_width(content + "…", size) > max_width:
        content = content[:-1]
    return content + "…"


def contrast_text(fill: Color) -> Color:
    """Dark or light text, whichever reads better on ``fill``."""
    r, g, b = fill
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else TEXT


def rounded_box(
    draw: ImageDraw.ImageDraw,
    box: Sequence[float],
    fill: Color | None,
    outline: Color | None = None,
    width: int = 2,
    radius: int = 8,
) -> None:
    draw.rounded_rectangle(list(box), radius=radius, fill=fill, outline=outline, width=width)


def pill(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    label: str,
    fill: Color,
    size: int = 16,
    pad: int = 6,
) -> float:
    """A small rounded label; returns its width so callers can lay out rows of pills."""
    width = text_width(label, size) + 2 * pad
    x, y = xy
    rounded_box(draw, (x, y, x + width, y + size + 2 * pad - 2), fill=fill, radius=(size + 2 * pad) // 2)
    text(draw, (x + pad, y + pad - 1), label, size=size, color=contrast_text(fill))
    return width


def header(
    draw: ImageDraw.ImageDraw,
    width: int,
    title: str,
    subtitle: str,
    height: int = 56,
) -> int:
    """The bar across the top: game title at the left, move/turn line at the right. Returns its height."""
    draw.rectangle((0, 0, width, height), fill=PANEL)
    text(draw, (18, height / 2), title, size=26, bold=True, anchor="lm")
    text(draw, (width - 18, height / 2), fit_text(subtitle, 18, width * 0.6), size=18, color=TEXT_DIM, anchor="rm")
    return height


def player_strip(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    width: float,
    seat: int,
    name: str,
    to_act: bool,
    detail: str = "",
    height: int = 36,
) -> None:
    """A player's name bar in their seat colour; the player to act gets an accent frame and arrow."""
    x, y = xy
    rounded_box(draw, (x, y, x + width, y + height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3)
    draw.rectangle((x + 6, y + 8, x + 18, y + height - 8), fill=seat_color(seat))
    if to_act:  # a small triangle: the bundled font has no arrow glyphs
        draw.polygon([(x + 26, y + 10), (x + 26, y + height - 10), (x + 38, y + height / 2)], fill=ACCENT)
    label_x = x + (44 if to_act else 28)
    text(draw, (label_x, y + height / 2), fit_text(name, 18, width * 0.55), size=18, bold=to_act, anchor="lm")
    if detail:
        text(draw, (x + width - 10, y + height / 2), fit_text(detail, 16, width * 0.45), size=16, color=TEXT_DIM, anchor="rm")


def table(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    columns: Sequence[str],
    rows: Iterable[Sequence[str]],
    widths: Sequence[int],
    size: int = 17,
    row_height: int = 28,
    row_colors: Sequence[Color | None] | None = None,
) -> float:
    """A simple grid of text; returns the y below it."""
    x0, y = xy
    total = sum(widths)
    draw.rectangle((x0, y, x0 + total, y + row_height), fill=PANEL_LIGHT)
    x = x0
    for title, w in zip(columns, widths):
        text(draw, (x + 8, y + row_height / 2), fit_text(title, size, w - 12), size=size, bold=True, anchor="lm")
        x += w
    y += row_height
    for index, row in enumerate(rows):
        marker = row_colors[index] if row_colors and index < len(row_colors) else None
        draw.rectangle((x0, y, x0 + total, y + row_height), fill=PANEL if index % 2 == 0 else BACKGROUND)
        if marker:
            draw.rectangle((x0, y, x0 + 6, y + row_height), fill=marker)
        x = x0
        for cell, w in zip(row, widths):
            text(draw, (x + 10, y + row_height / 2), fit_text(str(cell), size, w - 14), size=size, anchor="lm")
            x += w
        y += row_height
    return y


def learn_palette(samples: list[Image.Image]) -> Image.Image:
    """A 256-colour palette learnt once from sample boards (stacked into one sheet).

    Mapping each board onto a known palette (``image.quantize(palette=...)``) is several times
    faster than finding a palette per image, and keeps colours identical from move to move.
    """
    width = max(im.width for im in samples)
    sheet = Image.new("RGB", (width, sum(im.height for im in samples)), BACKGROUND)
    y = 0
    for im in samples:
        sheet.paste(im.convert("RGB"), (0, y))
        y += im.height
    return sheet.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def to_png(image: Image.Image) -> bytes:
    """Encode as a compact 256-colour PNG: boards are flat colours plus anti-aliased text."""
    buffer = io.BytesIO()
    if image.mode != "P":
        image = image.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    image.save(buffer, format="PNG", optimize=False, compress_level=6)
    return buffer.getvalue()
