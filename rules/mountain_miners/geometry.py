"""Diamond-grid geometry: layer distances for the 8 arrow positions, the top of the mountain,
cell names and 4-connected components (spec 2.3).

Cells are (x, y) with 0 <= x, y < n, stored flat at index ``y * n + x``. Drawn as a diamond,
(0, 0) is the top (N) corner, (n-1, 0) the E corner, (n-1, n-1) the S corner, (0, n-1) the W corner.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from functools import cache, lru_cache

POSITIONS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
COLUMN_LETTERS = "ABCDEFGHIJ"


def distance(p: int, x: int, y: int, n: int) -> int:
    """Layer distance d_p(x, y) of a cell from the arrow at position ``p`` (smaller is closer)."""
    m = n - 1
    if p == 0:
        return x + y
    if p == 1:
        return y
    if p == 2:
        return (m - x) + y
    if p == 3:
        return m - x
    if p == 4:
        return (m - x) + (m - y)
    if p == 5:
        return m - y
    if p == 6:
        return x + (m - y)
    if p == 7:
        return x
    raise ValueError(f"arrow position {p} is not 0..7")


def top_layer(occupied: Iterable[int], n: int, positions: Sequence[int]) -> list[int]:
    """Indexes of the occupied cells on the layer nearest to any of the arrows (union over arrows).

    Scans every occupied cell, so a lone tile far from the arrow is still found (spec example C).
    """
    return list(_top_layer(tuple(sorted(occupied)), n, tuple(positions)))


@lru_cache(maxsize=2048)
def _top_layer(cells: tuple[int, ...], n: int, positions: tuple[int, ...]) -> tuple[int, ...]:
    if not cells:
        return ()
    result: set[int] = set()
    for p in positions:
        best = None
        layer: list[int] = []
        for index in cells:
            d = distance(p, index % n, index // n, n)
            if best is None or d < best:
                best, layer = d, [index]
            elif d == best:
                layer.append(index)
        result.update(layer)
    return tuple(sorted(result))


def cell_name(index: int, n: int) -> str:
    """Letter for the column x (printed along the NE edge), number for the row y (along the NW edge)."""
    return f"{COLUMN_LETTERS[index % n]}{index // n + 1}"


def cell_id(index: int, n: int) -> str:
    return f"{index % n},{index // n}"


def parse_cell(text: str, n: int) -> int:
    x, y = (int(part) for part in text.split(","))
    if not (0 <= x < n and 0 <= y < n):
        raise ValueError(text)
    return y * n + x


def neighbours(index: int, n: int) -> tuple[int, ...]:
    return _adjacency(n)[index]


@cache
def _adjacency(n: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(_neighbours(i, n)) for i in range(n * n))


def _neighbours(index: int, n: int) -> list[int]:
    x, y = index % n, index // n
    out = []
    if x > 0:
        out.append(index - 1)
    if x < n - 1:
        out.append(index + 1)
    if y > 0:
        out.append(index - n)
    if y < n - 1:
        out.append(index + n)
    return out


def labels(occupied: AbstractSet[int], n: int) -> dict[int, int]:
    """Component number of every occupied cell (4-connectivity)."""
    adjacency = _adjacency(n)
    label: dict[int, int] = {}
    count = 0
    for start in occupied:
        if start in label:
            continue
        label[start] = count
        stack = [start]
        while stack:
            cell = stack.pop()
            for other in adjacency[cell]:
                if other in occupied and other not in label:
                    label[other] = count
                    stack.append(other)
        count += 1
    return label


def components(occupied: AbstractSet[int], n: int) -> int:
    """Number of 4-connected components of the occupied cells."""
    return len(set(labels(occupied, n).values()))


def moves_keeping_components(occupied: AbstractSet[int], n: int) -> dict[int, list[int]]:
    """For each occupied cell, the empty cells it may move to without increasing the number of
    components (spec 2.5 Swap, M5). Cached by occupancy: do not mutate the result."""
    return _moves(frozenset(occupied), n)


@lru_cache(maxsize=512)
def _moves(occupied: frozenset[int], n: int) -> dict[int, list[int]]:
    adjacency = _adjacency(n)
    base = components(occupied, n)
    out: dict[int, list[int]] = {}
    empties = [i for i in range(n * n) if i not in occupied]
    for src in sorted(occupied):
        rest = occupied - {src}
        label = labels(rest, n)
        count = len(set(label.values()))
        targets = []
        for dst in empties:
            touching = {label[c] for c in adjacency[dst] if c in label}
            if count + 1 - len(touching) <= base:
                targets.append(dst)
        out[src] = targets
    return out


def rotate(p: int, direction: int, step: int) -> int:
    return (p + direction * step) % 8
