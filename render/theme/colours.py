"""The colours of the table every board is drawn on, and mixing them."""

from __future__ import annotations

Color = tuple[int, int, int]

# Table and text
BACKGROUND: Color = (30, 33, 40)
PANEL: Color = (44, 48, 58)
PANEL_LIGHT: Color = (60, 65, 78)
GRID: Color = (78, 84, 98)
TEXT: Color = (236, 238, 242)
TEXT_DIM: Color = (172, 178, 190)
TEXT_DARK: Color = (24, 26, 30)
ACCENT: Color = (255, 196, 60)  # whose turn (always with the arrow), highlights
GOOD: Color = (96, 200, 120)
BAD: Color = (232, 90, 90)
HIGHLIGHT: Color = (255, 230, 120)
LAST_TURN: Color = (255, 255, 255)  # outline of what the last turn placed/moved/took (with a dark inner line)
LAST_TURN_INNER: Color = (0, 0, 0)


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return tuple(int(a[i] * (1 - t) + b[i] * t) for i in range(3))  # type: ignore[return-value]  # three channels, as range(3) gives


def contrast_text(fill: Color) -> Color:
    """Dark or light text, whichever reads better on ``fill``."""
    r, g, b = fill
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else TEXT
