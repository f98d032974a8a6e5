"""The sizes and colours every part of a Nanga Parbat image shares, and the animals' swatches and
labels."""

from __future__ import annotations

from collections.abc import Sequence

from render import theme, words
from render.colour_vision import delta_e
from render.theme import (
    GOOD,
    GRID,
    PANEL,
    TEXT_DIM,
    fit_text,
)

WIDTH = 720
MARGIN = 8
# Sizes as shown 360 px wide (inside a turn post), where 720 px become 360: text of 24 px shows at
# 12 px, a mark of 32 px at 16 px.
SMALL = 24  # every text but the status line and the title
BODY = 26  # the status line
MARK = 34  # the least size of a mark that means something (17 px as shown)
CELL_W, CELL_H = 76, 50  # a section: its animal's sign (or a piece) and its number
GAP = 3
REGION_W = 3 * CELL_W
REGION_GAP_X = 10
REGION_STEP_X = REGION_W + REGION_GAP_X
# Between two tiers of regions: room for a dotted path.
TIER_GAP = 18
REGION_STEP_Y = 3 * CELL_H + TIER_GAP
TOP = 0  # no title bar: the thread and the post say which game this is
STATUS_H = 44
STATUS_LINE = 32  # each further line of the status band
MOUNTAIN_Y = TOP + STATUS_H + 12  # room above the peak for its flag
MOUNTAIN_H = 3 * REGION_STEP_Y - TIER_GAP
STRIP_H = 58  # a name strip: its to-act arrow is 34 px tall
LINE = 30  # a line of SMALL text

ANIMAL_FILL = {
    "leopard": (238, 238, 240),
    "tahr": (150, 98, 56),
    "deer": (132, 136, 146),
    "yak": (28, 28, 32),
    "bharal": (64, 124, 210),
    "panda": (212, 68, 48),
}
SNOW = (208, 216, 226)
ROCK = (70, 76, 90)
GUIDE_ROCK = (112, 100, 58)
FLAG = (250, 210, 40)


# A swatch whose colour is close to its panel's (the yak's near-black on the dark table) is told
# apart by a light outline: CIELAB distance at least this far from the panel, one or the other.
SWATCH_MIN_DELTA_E = 20.0


def swatch_outline(fill: tuple[int, int, int], panel: tuple[int, int, int] = PANEL) -> tuple[int, int, int]:
    """The outline of an animal's swatch on ``panel``: the grid's where the colour itself stands out,
    a light one where it would melt into the panel."""
    return GRID if delta_e(fill, panel) >= SWATCH_MIN_DELTA_E else TEXT_DIM


def _animal_label(kind: str) -> str:
    """An animal's name, the one the text, the picker and the rules use too."""
    return words.t(f"np-animal-short-{kind}")


def _two_lines(label: str, width: float, size: int = SMALL) -> list[str]:
    """``label`` in ``width`` px: one line, else two broken at a space, else inside the word with a
    hyphen (a short name in a long language still shows whole), else shortened as a last resort."""
    if theme.text_width(label, size) <= width:
        return [label]
    parts = label.split(" ")
    for cut in range(len(parts) - 1, 0, -1):
        first, second = " ".join(parts[:cut]), " ".join(parts[cut:])
        if theme.text_width(first, size) <= width and theme.text_width(second, size) <= width:
            return [first, second]
    breaks = []
    for cut in range(1, len(label)):
        head, tail = label[:cut], label[cut:]
        first = head.rstrip() if head[-1] == " " or tail[0] == " " else head + "-"
        wide = max(theme.text_width(first, size), theme.text_width(tail.lstrip(), size))
        if wide <= width:
            breaks.append((wide, first, tail.lstrip()))
    if breaks:
        _, first, second = min(breaks)  # the most even break
        return [first, second]
    return [fit_text(label, size, width)]


# Animals are told apart by their signs (named in the animal table), hikers and camps by seat
# shape: no colour pair carries meaning alone here except the snow a piece stands on against the
# rock of the regions, and the frames.
MEANINGFUL_COLOUR_PAIRS = [
    ("Nanga Parbat snow vs rock", SNOW, ROCK),
    # The frames of a seat's own view: chosen (green), its choices (yellow), the last turn (white).
    ("Nanga Parbat chosen frame vs choices frame", GOOD, theme.ACCENT),
    ("Nanga Parbat chosen frame vs last-turn frame", GOOD, theme.LAST_TURN),
]


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else words.t("np-board-player", number=seat + 1)
