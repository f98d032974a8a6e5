"""Legend entries every renderer shares: the key to the last-turn outline, in the drawing's language."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from render import fonts, words
from render.fonts import clean_keeping_isolates
from render.theme.colours import TEXT_DIM
from render.theme.layout_record import panel
from render.theme.limits import TEXT_SMALL
from render.theme.shapes import outline_last_turn
from render.theme.typeset import fit_text, text, text_mask, text_width


def last_turn_key(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    label: str | Sequence[str] | None = None,
    max_width: float | None = None,
    size: int = TEXT_SMALL,
    line_height: int = 32,
) -> float:
    """A legend entry for the last-turn outline at (x, y) (top-left); returns its width. The label
    (by default the catalogue's ``render-last-turn`` in the drawing's language) is shortened to keep
    the entry within ``max_width`` px; a sequence of lines is drawn one under the other,
    ``line_height`` apart (the sample beside the first)."""
    if label is None:
        label = words.t("render-last-turn")
    lines = [label] if isinstance(label, str) else list(label)
    side = 26
    if max_width is not None:
        lines = [fit_text(line, size, max_width - side - 26) for line in lines]
    width = side + 26 + max(text_width(line, size) for line in lines)
    middle = y + 6 + side / 2
    # A name in one script beside words in another (Arabic above Japanese) inks taller than one
    # face's line: the entry grows to hold what is drawn.
    low, high = float(y), float(y)
    for n, line in enumerate(lines):
        _, _, top, ink = text_mask(clean_keeping_isolates(line), size, False, "lm", fonts.layout_language())
        if ink is not None:
            low = min(low, middle + n * line_height + top + ink[1] - 2)
            high = max(high, middle + n * line_height + top + ink[3] + 2)
    box = (x, min(y, low), x + width, max(y + side + 12, high))
    with panel(draw, box, "last turn", kind="legend", meaning="last turn"):
        outline_last_turn(draw, (x + 6, y + 6, x + 6 + side, y + 6 + side), radius=4)
        for n, line in enumerate(lines):
            text(draw, (x + side + 20, middle + n * line_height), line, size=size, color=TEXT_DIM, anchor="lm")
    return width
