"""Shapes and the pieces of a board every renderer shares: boxes, marker shapes, the last-turn
outline, pills and the header bar."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from render.theme.colours import (
    LAST_TURN,
    LAST_TURN_INNER,
    PANEL,
    TEXT_DIM,
    Color,
    contrast_text,
)
from render.theme.layout_record import frame, panel
from render.theme.limits import TEXT_SMALL, TEXT_TITLE
from render.theme.typeset import fit_text, text, text_width


def rounded_box(
    draw: ImageDraw.ImageDraw,
    box: Sequence[float],
    fill: Color | None,
    outline: Color | None = None,
    width: int = 2,
    radius: int = 8,
) -> None:
    draw.rounded_rectangle(list(box), radius=radius, fill=fill, outline=outline, width=width)


def marker_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The polygon of a marker ``shape`` (see SEAT_MARKERS) of radius ``r`` centred at (cx, cy)."""
    if shape == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        points = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        return points
    if shape == "cross":
        a, b = r * 0.34, r * 0.95
        return [
            (cx - a, cy - b),
            (cx + a, cy - b),
            (cx + a, cy - a),
            (cx + b, cy - a),
            (cx + b, cy + a),
            (cx + a, cy + a),
            (cx + a, cy + b),
            (cx - a, cy + b),
            (cx - a, cy + a),
            (cx - b, cy + a),
            (cx - b, cy - a),
            (cx - a, cy - a),
        ]
    return [(cx + r * math.cos(k * math.pi / 12), cy + r * math.sin(k * math.pi / 12)) for k in range(24)]  # circle


def marker(
    draw: ImageDraw.ImageDraw,
    shape: str,
    cx: float,
    cy: float,
    r: float,
    fill: Color,
    outline: Color | None = None,
    width: int = 2,
) -> None:
    """Draw a marker ``shape`` (circle, square, triangle, diamond, star, cross)."""
    draw.polygon(marker_points(shape, cx, cy, r), fill=fill, outline=outline, width=width)


def outline_last_turn(draw: ImageDraw.ImageDraw, box: Sequence[float], radius: int = 8, width: int = 4) -> None:
    """Frame ``box`` as changed by the last turn: a white line with a black line inside it, so it
    shows on light and dark pieces alike. Draw it after the piece; it sits just outside ``box``."""
    x0, y0, x1, y1 = box
    frame(draw, (x0 - width - 1, y0 - width - 1, x1 + width + 1, y1 + width + 1), "last turn")
    draw.rounded_rectangle(
        (x0 - width - 1, y0 - width - 1, x1 + width + 1, y1 + width + 1),
        radius=radius + width,
        outline=LAST_TURN,
        width=width,
    )
    draw.rounded_rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), radius=radius, outline=LAST_TURN_INNER, width=2)


def pill(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    label: str,
    fill: Color,
    size: int = TEXT_SMALL,
    pad: int = 8,
) -> float:
    """A rounded label; returns its width so callers can lay out rows of pills."""
    width = text_width(label, size) + 2 * pad
    x, y = xy
    height = size + 2 * pad
    rounded_box(draw, (x, y, x + width, y + height), fill=fill, radius=height // 2)
    text(draw, (x + width / 2, y + height / 2), label, size=size, color=contrast_text(fill), anchor="mm")
    return width


HEADER_HEIGHT = 60


def header(
    draw: ImageDraw.ImageDraw,
    width: int,
    title: str,
    subtitle: str,
    height: int = HEADER_HEIGHT,
    subtitle_size: int = TEXT_SMALL,
    title_size: int = TEXT_TITLE,
) -> int:
    """The bar across the top: game title at the left, move/turn line at the right. Returns its height."""
    draw.rectangle((0, 0, width, height), fill=PANEL)
    with panel(draw, (0, 0, width, height), "header"):
        text(draw, (16, height / 2), title, size=title_size, bold=True, anchor="lm")
        title_w = text_width(title, title_size, bold=True)
        text(
            draw,
            (width - 16, height / 2),
            fit_text(subtitle, subtitle_size, width - title_w - 56),
            size=subtitle_size,
            color=TEXT_DIM,
            anchor="rm",
        )
    return height
