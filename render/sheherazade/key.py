"""The key to the pictograms and marks an image shows."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import SMALL
from render.sheherazade import icons
from render.sheherazade.look import LEAST_MARK, MARGIN, WIDTH, _paste_icon, element_meaning
from render.theme import BACKGROUND, TEXT_DIM
from rules.sheherazade.data import key_slug


def _element_name(element: str) -> str:
    """What the key calls a pictogram: an element's name, or the Dream tiles' points ("Dreams")."""
    if element == "dream":
        return words.t("score-sheherazade-dreams")
    return words.t(f"sh-element-{key_slug(element)}")


KEY_ICON = LEAST_MARK  # a pictogram in the key
KEY_LINE = 40
KEY_SPACE = 10  # between two entries of a line


# A legend entry drawn in the key's flow: its width, and how to draw it at (x, y), the top of its line.
KeyEntry = tuple[float, Callable[[Image.Image, ImageDraw.ImageDraw, float, float], None]]


def _element_key(elements: set[str], marks: Sequence[KeyEntry] = ()) -> Image.Image | None:
    """The key to the pictograms on an image: each one shown, with its name in the reader's
    language; after ``marks``, the entries of the frames it shows (the second image's legend)."""
    shown = [e for e in icons.KEYED if e in elements]
    if not shown and not marks:
        return None
    entries = list(marks) + [_pictogram_entry(e, _element_name(e)) for e in shown]
    right = WIDTH - MARGIN
    rows: list[list[tuple[KeyEntry, float]]] = [[]]
    x: float = MARGIN
    for entry in entries:
        if rows[-1] and x + entry[0] > right:
            rows.append([])
            x = MARGIN
        rows[-1].append((entry, x))
        x += entry[0] + KEY_SPACE
    image = Image.new("RGB", (WIDTH, 6 + KEY_LINE * len(rows) + 6), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for r, row in enumerate(rows):
        for (_, paint), x in row:
            paint(image, draw, x, 6 + r * KEY_LINE)
    return image


def _pictogram_entry(element: str, name: str) -> KeyEntry:
    width = KEY_ICON + 6 + theme.text_width(name, SMALL) + 4

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        box = (x, y, x + width, y + KEY_LINE)
        with theme.panel(draw, box, name, kind="legend", meaning=element_meaning(element)):
            _paste_icon(image, element, int(x), int(y + (KEY_LINE - KEY_ICON) / 2), KEY_ICON)
            theme.paste_text(image, (x + KEY_ICON + 6, y + KEY_LINE / 2), name, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, paint
