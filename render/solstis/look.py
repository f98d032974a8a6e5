"""The sizes, colours and row shapes every part of a Solstis image shares, and the text helpers its
panels use."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from render import theme, words
from render.theme import ACCENT, BACKGROUND

WIDTH = 720
MARGIN = 10
# Sizes as shown 360 px wide (the image in a turn post), where 720 px become 360: text of 25 px
# shows at 12.5 px, and a mark that means something is at least 32 px (16 px shown).
SMALL = 25
BODY = 26
LINE = 32  # one line of SMALL text
MARK = 34  # the least size of a mark that carries meaning (a row's shape, a firefly)
CELL = 44  # a panorama's cell: 22 px as shown, the panoramas one above the other
# Left of each panorama, a column names each row by its shape (level with the row); right of it,
# that panorama's notes and keys (the spirit square, its fireflies, its spirits).
KEY_W = 36
GRID_X = MARGIN + KEY_W + 4  # a panorama's left edge
SIDE_X = GRID_X + 10 * CELL + 10  # the panorama's side column
SIDE_W = WIDTH - MARGIN - SIDE_X
STRIP_W = WIDTH - 2 * MARGIN  # a player's name strip with the last turn's key, across the image
STRIP_H = 56  # tall enough for the to-act arrow to show 16 px
TOP = 6
STATUS_H = 40
DISPLAY_TILE = 56
HAND_TILE = 56
SMALL_TILE = 44

PLAIN_FILL = (156, 110, 62)
BLUE_FILL = (38, 84, 170)
EVIL_FILL = (10, 10, 12)
FIREFLY = (214, 255, 90)
LIT = (255, 214, 60)
UNLIT = (150, 154, 164)
FACE_DOWN = (92, 80, 70)

# A shape per mountain row (1 red ... 6 purple), so a tile's row reads without its colour: on a
# loose tile (display, hands, captures) as the tile's large silhouette under its number; on the
# panoramas a tile's row is its place, named by the column of shapes beside them.
ROW_SHAPES = {1: "circle", 2: "square", 3: "triangle", 4: "diamond", 5: "star", 6: "cross"}


# Colours that still carry meaning by themselves (the rest also differ by shape or text).
MEANINGFUL_COLOUR_PAIRS = [
    ("Solstis lit fire vs tile", LIT, BACKGROUND),
    ("Solstis target outline vs last-turn outline", ACCENT, theme.LAST_TURN),
]

# The decisions a view may wait for: the status line names each (messages solstis-board-phase-<phase>).
PHASES = ("play", "take", "rainbow", "square", "spirit", "keep", "deer", "beetle", "viper", "fox", "evil", "cover")
SEPARATOR = " · "  # between the parts of a line that flows (supplies, notes)


def spirit_code(spirit: str) -> str:
    """The code on a spirit's token (two characters at most; the legend names the spirit)."""
    return words.t(f"solstis-spirit-{spirit}-code")


@lru_cache(maxsize=1024)
def _wrapped(content: str, size: int, max_width: float, bold: bool = False) -> tuple[str, ...]:
    """``theme.wrap_text`` remembered: the side columns ask for the same lines several times a draw."""
    return tuple(theme.wrap_text(content, size, max_width, bold))


def _flow(parts: list[str], size: int, max_width: float, bold: bool = False) -> list[str]:
    """``parts`` joined by separators into as few lines of at most ``max_width`` px as they fit in
    (a part too long for a line alone is broken at its spaces)."""
    lines: list[str] = []
    for part in parts:
        pieces = [part] if theme.text_width(part, size, bold) <= max_width else theme.wrap_text(part, size, max_width)
        for piece in pieces:
            candidate = lines[-1] + SEPARATOR + piece if lines else piece
            if lines and theme.text_width(candidate, size, bold) <= max_width:
                lines[-1] = candidate
            else:
                lines.append(piece)
    return lines


def _with_name(say: Callable[[str], str], name: str, size: int, max_width: float, bold: bool = False) -> str:
    """``say(name)`` (a message naming ``name``) in at most ``max_width`` px: the name is shortened,
    never the words, and stays a run of its own direction."""
    room = max_width - theme.text_width(say(""), size, bold)
    return say(theme.fit_text(theme.isolate(theme.visible(name)), size, max(room, 0), bold))
