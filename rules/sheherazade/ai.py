"""A fast position evaluation for the greedy AI (``Game.evaluate``).

Score so far (with a tile in hand counted as placed) plus a rough value of what the Dream tiles
may still earn from the Island tiles yet to come, minus the best opponent's score so far.
"""

from __future__ import annotations

from collections import Counter

from rules.sheherazade.data import COLUMNS, DREAM_KINDS, DREAM_TILES, ISLAND_TILES, ROW_STACK, stack_of, tiles_of_stack
from rules.sheherazade.scoring import score_boards, visible_counts
from rules.sheherazade.state import Board, SheherazadeState

# Mean count of each element per Island tile of each row type (stand-in data or printed data alike).
_ROW_MEAN: dict[str, Counter[str]] = {}
for _stack in ROW_STACK:
    _tiles = tiles_of_stack(_stack)
    _count: Counter[str] = Counter(e for t in _tiles for e in ISLAND_TILES[t])
    _ROW_MEAN[_stack] = Counter({e: n / len(_tiles) for e, n in _count.items()})

POTENTIAL_WEIGHT = 0.6  # how much of a Dream tile's expected future gain the AI believes in
OPPONENT_WEIGHT = 0.5  # weight of the best opponent's score


def _with_held(state: SheherazadeState, seat: int) -> list[Board]:
    """The boards, with a tile held by ``seat`` put provisionally in its first free slot."""
    boards = state["boards"]
    tile = state.get("holding")
    if tile is None or state["current"] != seat:
        return boards
    board: Board = {
        "grid": [list(r) for r in boards[seat]["grid"]],
        "dream": list(boards[seat]["dream"]),
        "flipped": boards[seat]["flipped"],
        "lamps": boards[seat]["lamps"],
    }
    if stack_of(tile) == "D":
        board["dream"][board["dream"].index(None)] = tile
    else:
        row = board["grid"][ROW_STACK.index(stack_of(tile))]
        row[row.index(None)] = tile
    out = list(boards)
    out[seat] = board
    return out


def potential(board: Board) -> float:
    """Expected extra points from the island slots still empty, given the Dream tiles held,
    and for open Dream slots a modest flat value."""
    counts = visible_counts(board)
    free: Counter[str] = Counter()
    for r, row in enumerate(board["grid"]):
        free[ROW_STACK[r]] = sum(1 for t in row if t is None)
    expect: Counter[str] = Counter()
    for stack, n in free.items():
        for element, mean in _ROW_MEAN[stack].items():
            expect[element] += mean * n
    value = 0.0
    for tile in board["dream"]:
        if tile is None:
            continue
        spec = DREAM_KINDS[DREAM_TILES[tile]]
        if spec["rule"] == "per":
            value += spec["points"] * expect[spec["element"]]
        elif spec["rule"] in ("gem_column", "gem_line"):
            value += 1.5 * (expect["emerald"] + expect["ruby"] + expect["diamond"])
        elif spec["rule"] == "exact" and spec["element"] == "snake":
            value += 3.0 if counts["snake"] == 0 and expect["snake"] > 0.2 else 0.0
        elif spec["rule"] == "exact":
            value += 2.0 if counts["lamp"] < 2 and expect["lamp"] > 0.2 else 0.0
        elif spec["rule"] == "genie":
            value += 2.0 * expect["lamp"]
    # Palms and Roc/Egg pairs still to come are worth the same to everyone: ignored.
    value += 4.0 * sum(1 for t in board["dream"] if t is None) * (sum(free.values()) / (COLUMNS * len(ROW_STACK)))
    return value


def evaluate(state: SheherazadeState, seat: int) -> float:
    boards = _with_held(state, seat)
    scores, _, _ = score_boards(boards)
    own = scores[seat] + POTENTIAL_WEIGHT * potential(boards[seat])
    others = [s for i, s in enumerate(scores) if i != seat]
    return own - OPPONENT_WEIGHT * (max(others) if others else 0)
