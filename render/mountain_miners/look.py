"""The sizes, colours and gem looks every part of a Mountain Miners image shares."""

from __future__ import annotations

from collections.abc import Sequence

from render import theme
from render.theme import ACCENT, PANEL

Box = tuple[float, float, float, float]


def _bounds(points: Sequence[tuple[float, float]]) -> Box:
    """The box around ``points``."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


# The diamond's height and width, by map size: as wide as the arrows at its E and W corners leave
# room for (a split tile's gems must show at least 16 px at 480 px, so the diamond takes
# the width and its cells grow; 6 x 6 cells of 67 px half-diagonal).
MOUNTAIN_SIZE = {5: 780, 6: 806, 7: 806}

# Gem look: fill colour and shape, so gems differ by both colour and outline (and show their value).
# The colours were searched (within CIELAB 28 of the first, plainer choice of each gem) so that every
# pair stays at least 20 apart under simulated deuteranopia, protanopia and tritanopia
# (Sapphire, Lapis and Amethyst had become one blue); tests/test_theme.py checks every pair.
GEM_LOOK: dict[str, tuple[tuple[int, int, int], str]] = {
    "ruby": ((171, 10, 20), "triangle"),
    "sapphire": ((0, 51, 205), "circle"),
    "emerald": ((9, 227, 109), "square"),
    "lapis": ((103, 48, 136), "pentagon"),
    "diamond": ((143, 176, 187), "rhombus"),
    "pearl": ((254, 255, 228), "ring"),
    "onyx": ((0, 4, 29), "octagon"),
    "amethyst": ((204, 140, 255), "hexagon"),
}
STONE = (104, 94, 84)
STONE_EDGE = (60, 54, 48)
FACING_FILL = (226, 212, 176)  # a split tile's section that a grab would take now (far lighter than STONE)
FACING_EDGE = (255, 246, 214)  # and its outline, so the section reads as lit at 360 px
# An action's gold: kept 20 apart from every gem's colour under the three simulations (the plainer
# (214, 170, 70) came within 13.6 of Emerald under protanopia).
ACTION_FILL = (216, 188, 48)
ACTION_CELL = (92, 76, 40)
DOWN_FILL = (58, 50, 44)
TRASH_FILL = (120, 110, 96)
EMPTY_EDGE = (62, 66, 78)
EMPTY_FILL = (38, 41, 50)  # an emptied cell: a hole in the mountain, darker than any tile
MOST_FILL = (34, 84, 120)  # the pile with the most of a gem (also marked by an up triangle)
FEWEST_FILL = (110, 52, 40)  # the pile with the fewest (also marked by a down triangle)
SEEN_EDGE = (120, 200, 255)

# Colours that tell two things apart (checked under colour-blindness simulation by tests/test_theme.py);
# the most/fewest piles also carry an up or down triangle.
MEANINGFUL_COLOUR_PAIRS = (
    [
        ("Mountain Miners most vs fewest pile", MOST_FILL, FEWEST_FILL),
        ("Mountain Miners most pile vs plain pile", MOST_FILL, PANEL),
        ("Mountain Miners fewest pile vs plain pile", FEWEST_FILL, PANEL),
        ("Mountain Miners target frame vs last-turn frame", ACCENT, theme.LAST_TURN),
        ("Mountain Miners seen frame vs target frame", SEEN_EDGE, ACCENT),
        ("Mountain Miners seen frame vs last-turn frame", SEEN_EDGE, theme.LAST_TURN),
        ("Mountain Miners section a grab takes vs the rest of its tile", FACING_FILL, STONE),
    ]
    + [(f"Mountain Miners action vs {gem}", ACTION_FILL, colour) for gem, (colour, _) in GEM_LOOK.items()]
    + [
        (f"Mountain Miners {a} vs {b}", GEM_LOOK[a][0], GEM_LOOK[b][0])
        for i, a in enumerate(GEM_LOOK)
        for b in list(GEM_LOOK)[i + 1 :]
    ]
)


# ---------------------------------------------------------------------------- layout
WIDTH = 750
MARK = 34  # the least a meaningful mark measures here (16 px as shown 360 px wide)
MARGIN = 38  # round the grid: the column letters, the row numbers and the arrows
LINE = 30  # a line of SMALL text
# A tile's side by map size: a split tile's section is half of it, at least MARK px.
TILE = {5: 84, 6: 72, 7: 72}
PILE_ROW = 34  # a row of the piles grid: a seat badge (MARK px) high
