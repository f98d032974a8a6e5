"""One line of text: the faces it is set in, its width, shortening it, and drawing it.

Text is set in bundled faces with a fallback per character (see :mod:`render.fonts`): names in
any script show, and a character no face has shows as a box. Every size is checked against
:data:`render.theme.limits.MIN_TEXT_PX`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from render import fonts
from render.fonts import clean_keeping_isolates
from render.theme.colours import TEXT, Color
from render.theme.layout_record import CUTS, cut_from, is_recording, record
from render.theme.limits import TEXT_BODY, check_size


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The primary face (Latin, Greek, Cyrillic) at ``size`` px; refuses sizes below MIN_TEXT_PX.
    Prefer :func:`text`, which also draws every other script."""
    check_size(size)
    return fonts.load(0, size, bold)


def visible(content: str) -> str:
    """``content`` as read: without the isolate marks around names."""
    return fonts.strip_isolates(content)


@dataclass(frozen=True)
class _Piece:
    """One run laid out: its face (None: placeholder boxes), text, direction, advance width and the
    outline that stands in for a bold weight its face lacks (see ``fonts.synthetic_bold``)."""

    face: int | None
    text: str
    width: float
    rtl: bool = False
    stroke: int = 0


def _box_width(size: int) -> float:
    return round(size * 0.6)


@lru_cache(maxsize=4096)
def _layout(content: str, size: int, bold: bool, language: str | None = None) -> tuple[tuple[_Piece, ...], float]:
    """The runs of ``content`` in drawing order (left to right) and the total width: first split
    by direction (names isolated, see :func:`isolate`), then by the face that has each character.
    ``language`` (the drawing's, see ``fonts.layout_language``) picks a face's localized glyph forms;
    it is part of the cache key, so a Japanese board never gets another language's shapes."""
    pieces = []
    for directed in fonts.directed_runs(content):
        by_face = []
        for run in fonts.runs(directed.text):
            if run.face is None:
                by_face.append(_Piece(None, run.text, _box_width(size) * len(run.text) + size * 0.08 * len(run.text)))
                continue
            loaded = fonts.load(run.face, size, bold)
            stroke = fonts.synthetic_bold(run.face, size, bold)
            if directed.rtl and fonts.RAQM:
                width = loaded.getlength(run.text, direction="rtl", language=language)
                by_face.append(_Piece(run.face, run.text, width + 2 * stroke, True, stroke))
            else:
                shown = run.text[::-1] if directed.rtl else run.text
                width = loaded.getlength(shown, language=language) if language else loaded.getlength(shown)
                by_face.append(_Piece(run.face, shown, width + 2 * stroke, False, stroke))
        if directed.rtl:
            by_face.reverse()
        pieces += by_face
    return tuple(pieces), sum(p.width for p in pieces)


def text_width(content: str, size: int = TEXT_BODY, bold: bool = False) -> float:
    check_size(size)
    return _layout(clean_keeping_isolates(content), size, bold, fonts.layout_language())[1]


def fit_text(content: str, size: int, max_width: float, bold: bool = False) -> str:
    """Shorten ``content`` with an ellipsis until it fits ``max_width`` pixels (an ellipsis inside
    a name stays inside the name's isolate). While :func:`recording`, a shortened text is noted, and
    the text drawn with it is recorded as cut (see :attr:`Drawn.cut`)."""
    content = clean_keeping_isolates(content)
    if text_width(content, size, bold) <= max_width:
        return content
    full = content
    while content:
        content = content[:-1]
        while content and content[-1] in (fonts.FSI, fonts.PDI):
            content = content[:-1]
        if text_width(clean_keeping_isolates(content + "…"), size, bold) <= max_width:
            break
    short = clean_keeping_isolates(content + "…")
    if is_recording():
        CUTS.setdefault(short, full)
    return short


def _baseline(anchor_v: str, y: float, ascent: int, descent: int) -> float:
    """Where the baseline goes for Pillow's vertical anchor letter, by the primary face's metrics."""
    if anchor_v in "at":
        return y + ascent
    if anchor_v == "m":
        return y + (ascent - descent) / 2
    if anchor_v == "s":
        return y
    return y - descent  # "d" / "b"


@lru_cache(maxsize=8192)
def text_mask(
    content: str, size: int, bold: bool, anchor: str, language: str | None
) -> tuple[Image.Image, int, int, tuple[int, int, int, int] | None]:
    """A rendered string as an alpha mask plus its offset from the anchor point (cached: most labels
    repeat from one image to the next, and drawing text is the bulk of a render), its glyphs in
    ``language``'s forms."""
    pieces, width = _layout(content, size, bold, language)
    ascent, descent = fonts.load(0, size, bold).getmetrics()
    top_room, bottom_room = ascent, descent
    for piece in pieces:
        if piece.face is not None:
            a, d = fonts.load(piece.face, size, bold).getmetrics()
            top_room, bottom_room = max(top_room, a + piece.stroke), max(bottom_room, d + piece.stroke)
    mask = Image.new("L", (max(1, math.ceil(width) + 2), top_room + bottom_room), 0)
    draw = ImageDraw.Draw(mask)
    x = 0.0
    for piece in pieces:
        if piece.face is None:
            for _ in piece.text:  # a hollow box: a character no bundled face has
                box = (x + size * 0.06, top_room - ascent * 0.72, x + size * 0.06 + _box_width(size), top_room)
                draw.rectangle(box, outline=255, width=max(2, size // 12))
                x += _box_width(size) + size * 0.08
        else:
            draw.text(
                (x + piece.stroke, top_room),
                piece.text,
                fill=255,
                font=fonts.load(piece.face, size, bold),
                anchor="ls",
                direction="rtl" if piece.rtl else None,
                language=language,
                stroke_width=piece.stroke,
                stroke_fill=255,
            )
            x += piece.width
    h, v = anchor[0], anchor[1]
    left = {"l": 0.0, "m": -width / 2, "r": -width}[h]
    top = _baseline(v, 0.0, ascent, descent) - top_room
    return mask, round(left), round(top), mask.getbbox()


def paste_text(
    image: Image.Image,
    xy: tuple[float, float],
    content: str,
    size: int = TEXT_BODY,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """Draw one line of ``content`` on ``image`` (any script, in the drawing's language's glyph
    forms; bold in every script, see ``fonts.synthetic_bold``; refuses small sizes)."""
    check_size(size)
    mask, left, top, ink = text_mask(clean_keeping_isolates(content), size, bold, anchor, fonts.layout_language())
    x, y = round(xy[0] + left), round(xy[1] + top)
    image.paste(color, (x, y), mask)
    if is_recording() and ink is not None:
        laid_out = clean_keeping_isolates(content)
        record(
            image,
            "text",
            visible(content),
            (x + ink[0], y + ink[1], x + ink[2], y + ink[3]),
            size=size,
            content=laid_out,
            cut=cut_from(laid_out),
        )


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int = TEXT_BODY,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """:func:`paste_text` onto the image behind ``draw``."""
    paste_text(draw._image, xy, content, size, color, bold, anchor)  # ImageDraw has no public way to its image


def ink_extent(content: str, size: int, bold: bool = False) -> tuple[int, int]:
    """How far ``content``'s ink reaches above (negative) and below its baseline, every script's
    face included (Japanese stands taller than Latin, Arabic reaches lower)."""
    _, _, top, ink = text_mask(clean_keeping_isolates(content or " "), size, bold, "ls", fonts.layout_language())
    if ink is None:
        return 0, 0
    return int(top + ink[1]), int(top + ink[3])
