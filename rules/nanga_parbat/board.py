"""The mountain, the animals and the points chart of Nanga Parbat, loaded from ``data/nanga_parbat.json``.

Sections are indexed 0..35: ``index = (region - 1) * SECTIONS + (section - 1)``. Every ASSUMPTION
of the spec is read from the data file's ``assumptions`` block into a named constant here, so a
corrected board is a data change.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.nanga_parbat.state import NangaParbatState

DATA_PATH = Path(__file__).resolve().parents[2] / "data" / "nanga_parbat.json"
DATA = json.loads(DATA_PATH.read_text(encoding="utf-8"))
_ASSUME = DATA["assumptions"]

REGIONS: int = DATA["regions"]
SECTIONS: int = DATA["sections"]
CELLS = REGIONS * SECTIONS
REGION_ROWS: list[list[int]] = DATA["region_rows"]
SECTION_ROWS: list[list[int]] = DATA["section_rows"]

ANIMALS: list[dict[str, Any]] = DATA["animals"]
KINDS: list[str] = [a["key"] for a in ANIMALS]
KIND_NAME: dict[str, str] = {a["key"]: a["name"] for a in ANIMALS}
KIND_COUNT: dict[str, int] = {a["key"]: a["count"] for a in ANIMALS}
KIND_POWER: dict[str, str] = {a["key"]: a["power"] for a in ANIMALS}
ACTIVATED: list[str] = [a["key"] for a in ANIMALS if a["activated"]]
WILD: str = DATA["wild_animal"]
PANDA: str = DATA["panda_animal"]
PANDA_POINTS: int = DATA["panda_points"]

HIKERS: int = DATA["hikers"]
CAMPS: int = DATA["camps"]
HIKER = ("h0", "h1")  # a seat's hiker on the mountain, by seat
CAMP = ("c0", "c1")  # a seat's camp
CUBES: int = DATA["chart_cubes"]

CHART_REQ: list[int] = DATA["chart"]["requirements"]
CHART_ROWS: list[dict[str, Any]] = DATA["chart"]["rows"]
CHART_ROW_KEYS: list[str] = [row["key"] for row in CHART_ROWS]  # camps, different, same
CHART_VP: list[list[int]] = [row["vp"] for row in CHART_ROWS]
COLUMN_LETTERS = "ABCDEFGHIJ"
AREA_POINTS: dict[int, int] = {int(k): v for k, v in DATA["area_scoring"].items()}

# ASSUMPTIONS (spec 2.7), named
INTRA_REGION_EDGES: list[tuple[int, int]] = [tuple(e) for e in _ASSUME["intra_region_edges"]]
DOTTED_PATHS: list[tuple[tuple[int, int], tuple[int, int]]] = [(tuple(a), tuple(b)) for a, b in _ASSUME["dotted_paths"]]
EMPTY_REGION_RELOCATED_BY: str = _ASSUME["empty_region_relocated_by"]  # "active" or "opponent"
END_CHECK: str = _ASSUME["end_check"]  # "end_of_turn" or "immediate"
CAMP_GROUPS_THROUGH_CAMPS: bool = _ASSUME["camp_groups_through_camps"]
LEOPARD_SAME_OWNER: bool = _ASSUME["leopard_may_swap_same_owner"]
DEER_SAME_KIND: bool = _ASSUME["deer_may_swap_same_kind"]
TIE_AT_ZERO_SHARED: bool = _ASSUME["tie_at_zero_shared"]
YAK_TO_EMPTY_REGION: bool = _ASSUME["yak_may_target_empty_region"]
TAHR_ANY_HIKER: bool = _ASSUME["tahr_moves_any_hiker"]

assert EMPTY_REGION_RELOCATED_BY in ("active", "opponent")
assert END_CHECK in ("end_of_turn", "immediate")
assert sum(KIND_COUNT.values()) == CELLS, "one animal per section at setup"
assert max(CHART_REQ) <= len(KINDS), "a 'different animals' spot cannot need more kinds than exist"
assert len(CHART_REQ) == len(CHART_VP[0]) and all(len(v) == len(CHART_REQ) for v in CHART_VP)


def cell(region: int, section: int) -> int:
    return (region - 1) * SECTIONS + (section - 1)


def region_of(index: int) -> int:
    return index // SECTIONS + 1


def section_of(index: int) -> int:
    return index % SECTIONS + 1


def name_of(index: int) -> str:
    """The short printed name of a section: ``2.4`` = region 2, section 4 (also used in action ids)."""
    return f"{region_of(index)}.{section_of(index)}"


def parse_cell(text: str) -> int:
    region, section = text.split(".")
    r, s = int(region), int(section)
    if not (1 <= r <= REGIONS and 1 <= s <= SECTIONS):
        raise ValueError(text)
    return cell(r, s)


def _edges() -> list[tuple[int, int]]:
    edges: set[tuple[int, int]] = set()
    for region in range(1, REGIONS + 1):
        for a, b in INTRA_REGION_EDGES:
            x, y = cell(region, a), cell(region, b)
            edges.add((min(x, y), max(x, y)))
    for (ra, sa), (rb, sb) in DOTTED_PATHS:
        x, y = cell(ra, sa), cell(rb, sb)
        edges.add((min(x, y), max(x, y)))
    return sorted(edges)


EDGES: list[tuple[int, int]] = _edges()
NEIGHBOURS: list[tuple[int, ...]] = [
    tuple(sorted({b for a, b in EDGES if a == i} | {a for a, b in EDGES if b == i})) for i in range(CELLS)
]
REGION_CELLS: list[range] = [range((r - 1) * SECTIONS, r * SECTIONS) for r in range(1, REGIONS + 1)]


def components(nodes: set[int]) -> list[set[int]]:
    """The connected parts of the sections ``nodes`` under the mountain's adjacency."""
    left = set(nodes)
    parts = []
    while left:
        start = left.pop()
        part = {start}
        stack = [start]
        while stack:
            for n in NEIGHBOURS[stack.pop()]:
                if n in left:
                    left.remove(n)
                    part.add(n)
                    stack.append(n)
        parts.append(part)
    return parts


def is_connected(nodes: set[int] | list[int]) -> bool:
    nodes = set(nodes)
    return len(nodes) <= 1 or len(components(nodes)) == 1


def hiker_groups(mountain: list[str], seat: int) -> list[set[int]]:
    """Own hikers that may be converted together (connected among themselves, or through own camps)."""
    hikers = {i for i, c in enumerate(mountain) if c == HIKER[seat]}
    if not CAMP_GROUPS_THROUGH_CAMPS:
        return components(hikers)
    nodes = hikers | {i for i, c in enumerate(mountain) if c == CAMP[seat]}
    return [part & hikers for part in components(nodes) if part & hikers]


def board_counts(board: dict[str, list[int]]) -> dict[str, int]:
    """How many of each animal a player's board holds, ready or used."""
    return {kind: ready + used for kind, (ready, used) in board.items()}


def claim_capacity(state: NangaParbatState, seat: int) -> list[int]:
    """The largest requirement ``seat`` could pay now in each chart row (camps, different, same)."""
    groups = hiker_groups(state["mountain"], seat)
    camps = min(max((len(g) for g in groups), default=0), state["camps"][seat])
    counts = board_counts(state["boards"][seat])
    wild = counts.get(WILD, 0)
    tame = [counts[k] for k in KINDS if k != WILD]
    different = min(sum(1 for c in tame if c > 0) + wild, len(KINDS))
    same = max(tame, default=0) + wild
    return [{"camps": camps, "different": different, "same": same}[key] for key in CHART_ROW_KEYS]
