"""The 20 objective designs of Paper World, as predicates over a landscape's visible cards.

A landscape is given as ``tops``: ``{(x, y): (colour, value, scissors)}`` for every stack.
Stacks always fit in a 3 x 3 frame, so any shape found among them lies inside that frame: a row
of three stacks is a full row of the frame, four corners two apart are the frame's corners.
Coordinates stay within -2..2 because the first stack sits at (0, 0).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import cast

Top = tuple[str, int, bool]
Tops = dict[tuple[int, int], Top]

RANGE = range(-2, 3)
# Every window anchored inside -2..2 (a shape running past 2 simply finds no stacks there).
SQUARES = [[(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)] for x in range(-2, 2) for y in range(-2, 2)]
# An L is three cells of a 2 x 2 block, any rotation.
LS = [[cell for i, cell in enumerate(square) if i != missing] for square in SQUARES for missing in range(4)]
ROWS = [[(x, y), (x + 1, y), (x + 2, y)] for x in range(-2, 1) for y in RANGE]
COLUMNS = [[(x, y), (x, y + 1), (x, y + 2)] for x in RANGE for y in range(-2, 1)]
DIAGONALS = [[(x, y), (x + 1, y + 1), (x + 2, y + 2)] for x in range(-2, 1) for y in range(-2, 1)] + [
    [(x + 2, y), (x + 1, y + 1), (x, y + 2)] for x in range(-2, 1) for y in range(-2, 1)
]
CORNERS = [[(x, y), (x + 2, y), (x, y + 2), (x + 2, y + 2)] for x in range(-2, 1) for y in range(-2, 1)]
CENTRES = [(x, y) for x in range(-1, 2) for y in range(-1, 2)]


def _arms(centre: tuple[int, int]) -> list[tuple[int, int]]:
    x, y = centre
    return [(x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)]


def _shapes(tops: Tops, shapes: list[list[tuple[int, int]]]) -> Iterator[list[Top]]:
    """The shapes fully covered by stacks, each as its list of visible cards."""
    for shape in shapes:
        cards = [tops.get(cell) for cell in shape]
        if None not in cards:
            yield cast("list[Top]", cards)  # no None left, which the check above cannot tell mypy


def _any(tops: Tops, shapes: list[list[tuple[int, int]]], test: Callable[[list[Top]], bool]) -> bool:
    return any(test(cards) for cards in _shapes(tops, shapes))


def _count_value(tops: Tops, value: int) -> int:
    return sum(1 for top in tops.values() if top[1] == value)


def _same_colour(cards: list[Top]) -> bool:
    return len({c[0] for c in cards}) == 1


def _all_value(value: int) -> Callable[[list[Top]], bool]:
    return lambda cards: all(c[1] == value for c in cards)


def _cross_values(tops: Tops) -> bool:
    for centre in CENTRES:
        cards = [tops.get(cell) for cell in [centre, *_arms(centre)]]
        if None not in cards and len({c[1] for c in cast("list[Top]", cards)}) == 5:
            return True
    return False


def _cross_colours(tops: Tops, needs_centre: bool) -> bool:
    for centre in CENTRES:
        if needs_centre and centre not in tops:
            continue
        arms = [tops.get(cell) for cell in _arms(centre)]
        if None not in arms and len({c[0] for c in cast("list[Top]", arms)}) == 4:
            return True
    return False


def _diagonal_234(cards: list[Top]) -> bool:
    return cards[1][1] == 3 and {cards[0][1], cards[2][1]} == {2, 4}


def met(objective: int, tops: Tops, cross_colours_needs_centre: bool = False) -> bool:
    """Whether the landscape ``tops`` fulfils objective ``objective`` (1..20)."""
    if objective == 1:
        return _any(tops, LS, _same_colour)
    if objective == 2:
        return _any(tops, CORNERS, lambda cards: len({c[1] for c in cards}) == 1)
    if objective == 3:
        return _any(tops, LS, _all_value(2))
    if objective == 4:
        return _any(tops, SQUARES, lambda cards: len({c[0] for c in cards}) == 4)
    if objective == 5:
        return len(tops) >= 9
    if objective == 6:
        return _any(tops, DIAGONALS, _same_colour)
    if objective == 7:
        return _any(tops, ROWS, _all_value(3))
    if objective == 8:
        return _count_value(tops, 5) >= 2
    if objective == 9:
        return {top[1] for top in tops.values()} >= {1, 2, 3, 4, 5}
    if objective == 10:
        return _any(tops, COLUMNS, lambda cards: [c[1] for c in cards] == [2, 5, 2])
    if objective == 11:
        return _any(tops, DIAGONALS, _diagonal_234)
    if objective == 12:
        return _count_value(tops, 4) >= 3
    if objective == 13:
        return _count_value(tops, 1) >= 5
    if objective == 14:
        return _any(tops, ROWS, lambda cards: sum(c[1] for c in cards) == 9)
    if objective == 15:
        return _any(tops, COLUMNS, lambda cards: sum(c[1] for c in cards) == 12)
    if objective == 16:
        return sum(1 for top in tops.values() if top[2]) >= 3
    if objective == 17:
        return _any(tops, SQUARES, _all_value(3))
    if objective == 18:
        return _any(tops, SQUARES, _same_colour)
    if objective == 19:
        return _cross_values(tops)
    if objective == 20:
        return _cross_colours(tops, cross_colours_needs_centre)
    raise ValueError(f"no objective {objective}")
