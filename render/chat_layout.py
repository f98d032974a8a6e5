"""Pieces shared by the boards drawn for Discord's chat column (Mountain Miners, Paper World,
Sheherazade): text sizes, the title bar, a seat badge, the last-turn frame and the gallery split.

Discord shows an image about 480 px wide inline, so a board is at most ``MAX_WIDTH`` (1100 px)
and these boards (1000 px or less) draw no text smaller than ``SMALL`` px (12 px as shown at
480 px). A table too big for one readable image is split into up to four images, posted together
as one gallery.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import theme
from render.theme import ACCENT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, Color

MAX_WIDTH = 1100  # pixels: twice the ~550 px chat column
SMALL = 25  # the smallest text on any board: 12 px when a 1000 px image shows 480 px wide
MEDIUM = 28
LARGE = 34
HEADER_H = 64
MAX_IMAGES = 4  # Discord shows up to four images of one message as a gallery

# The frame around everything the last turn changed (the theme's white with a dark inner line),
# dashed where a piece left a place; it differs in lightness, not only hue, from the yellow frame
# of a seat's legal targets.
LAST_TURN: Color = theme.LAST_TURN
LAST_TURN_INNER: Color = theme.LAST_TURN_INNER


def header(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str) -> int:
    """The title bar: the game at the left, the move and who acts at the right. Returns its height."""
    draw.rectangle((0, 0, width, HEADER_H), fill=PANEL)
    theme.text(draw, (16, HEADER_H / 2), title, size=LARGE, bold=True, anchor="lm")
    title_w = theme.text_width(title, LARGE) + 40
    theme.text(
        draw,
        (width - 16, HEADER_H / 2),
        theme.fit_text(subtitle, SMALL, width - title_w - 16),
        size=SMALL,
        color=TEXT_DIM,
        anchor="rm",
    )
    return HEADER_H


def seat_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, seat: int, radius: float = 15) -> None:
    """A seat's mark: the theme's swatch of its colour with its marker shape inside, so a seat is
    never told by colour alone."""
    theme.seat_badge(draw, cx, cy, 2 * radius, seat)


def last_turn_polygon(draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]], width: int = 4) -> None:
    """A piece the last turn placed, moved or changed: a white outline with a dark line inside it."""
    draw.polygon(list(points), outline=LAST_TURN, width=width)
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    inner = [(x + (cx - x) * 0.06, y + (cy - y) * 0.06) for x, y in points]
    draw.polygon(inner, outline=LAST_TURN_INNER, width=2)


def name_strip(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    width: float,
    seat: int,
    name: str,
    to_act: bool,
    detail: str = "",
    height: int = 44,
) -> None:
    """A player's name bar: seat badge, a play triangle and frame for the player to act, detail at the right."""
    theme.rounded_box(
        draw, (x, y, x + width, y + height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3, radius=8
    )
    seat_badge(draw, x + 22, y + height / 2, seat)
    label_x = x + 46
    if to_act:  # the bundled font has no arrow glyph: a triangle
        draw.polygon([(label_x, y + 11), (label_x, y + height - 11), (label_x + 14, y + height / 2)], fill=ACCENT)
        label_x += 22
    detail_w = theme.text_width(detail, SMALL) + 12 if detail else 0
    theme.text(
        draw,
        (label_x, y + height / 2),
        theme.fit_text(name, SMALL, width - (label_x - x) - detail_w - 12, bold=to_act),
        size=SMALL,
        bold=to_act,
        anchor="lm",
    )
    if detail:
        theme.text(draw, (x + width - 10, y + height / 2), detail, size=SMALL, color=TEXT, anchor="rm")


def dashed_polygon(
    draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]], color: Color, width: int = 3, dash: float = 9
) -> None:
    """A closed outline drawn in dashes (a place a piece left, as against a piece that arrived)."""
    for (x0, y0), (x1, y1) in zip(points, [*points[1:], points[0]]):
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        steps = int(length // dash)
        for k in range(0, steps, 2):
            a, b = k / steps, min(1.0, (k + 1) / steps)
            draw.line(
                (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a, x0 + (x1 - x0) * b, y0 + (y1 - y0) * b),
                fill=color,
                width=width,
            )


def dashed_box(draw: ImageDraw.ImageDraw, box: Sequence[float], color: Color = LAST_TURN, width: int = 4) -> None:
    """A place a piece left in the last turn (the dashed form of the last-turn outline)."""
    x0, y0, x1, y1 = box
    dashed_polygon(draw, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)], color, width)


def legend_row(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    right: float,
    entries: Sequence[tuple[str, object] | tuple[str, object, str]],
    gap: float = 22,
    line_h: int = 34,
    sample_w: float = 34,
) -> float:
    """Lay out legend entries left to right, wrapping at ``right``. An entry is a label and a
    ``sample(draw, x, cy) -> width`` callable (or None) drawn before it, and optionally the meaning
    it explains (the layout record's name of the marks it stands for); ``sample_w`` px are left for
    a sample. Returns the y below."""
    cx = x
    for entry in entries:
        label, sample = entry[0], entry[1]
        meaning = str(entry[2]) if len(entry) > 2 else ""
        room = sample_w if callable(sample) else 0.0
        width = room + theme.text_width(label, SMALL) + 4  # the glyphs' bearings
        if cx > x and cx + width > right:
            cx = x
            y += line_h
        with theme.panel(draw, (cx, y, cx + width, y + line_h), label, kind="legend", meaning=meaning):
            if callable(sample):
                sample(draw, cx + 12, y + line_h / 2)
            theme.text(draw, (cx + room, y + line_h / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")
        cx += width + gap
    return y + line_h


def stack(parts: Sequence[Image.Image], background: Color = theme.BACKGROUND, gap: int = 0) -> Image.Image:
    """The images of ``parts`` one below the other, left-aligned, on one canvas."""
    width = max(p.width for p in parts)
    height = sum(p.height for p in parts) + gap * (len(parts) - 1)
    out = Image.new("RGB", (width, height), background)
    y = 0
    for part in parts:
        theme.paste(out, part, (0, y))
        y += part.height + gap
    return out
