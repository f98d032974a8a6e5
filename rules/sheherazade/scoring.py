"""Sheherazade scoring (spec 1.9), pure functions over a board.

A board is ``{"grid": 3 rows x 4 columns of tile id or None, "dream": 4 x tile id or None,
"flipped": [tile ids Genie side up], "lamps": [visible lamp tiles, oldest first]}``.
Scores work on partial boards too (scores so far).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, TypedDict

from rules.sheherazade.data import (
    DREAM_KINDS,
    DREAM_TILES,
    FLIPPED_BANDITS_COUNT,
    GEMS,
    ISLAND_TILES,
    PALM_POINTS,
    ROC_COUNTS_TWICE,
    ROC_EGG_POINTS,
    SNAKE_ZERO_POINTS,
)


class BoardScore(TypedDict):
    """One board's score but the bandit penalty, which depends on the other boards."""

    dreams: list[tuple[str, str, int]]  # (tile, Dream kind, points) for each Dream tile placed
    dream_total: int
    palms: int
    roc_egg: int
    bandits: int  # visible bandits, for the penalty
    base: int  # dream_total + palms + roc_egg


# A board as the hashable key of the score cache: its grid rows, its Dream slots, its flipped tiles.
BoardKey = tuple[tuple[tuple[str | None, ...], ...], tuple[str | None, ...], tuple[str, ...]]


def visible_counts(board: Mapping[str, Any]) -> Counter[str]:
    """Element counts over the board's Island tiles that are not flipped."""
    flipped = set(board["flipped"])
    counts: Counter[str] = Counter()
    for row in board["grid"]:
        for tile in row:
            if tile is not None and tile not in flipped:
                counts.update(ISLAND_TILES[tile])
    if FLIPPED_BANDITS_COUNT:
        for tile in flipped:
            counts["bandit"] += ISLAND_TILES[tile].count("bandit")
    return counts


def _distinct_gems(tiles: list[str | None], flipped: set[str]) -> int:
    return len({e for t in tiles if t is not None and t not in flipped for e in ISLAND_TILES[t] if e in GEMS})


def dream_points(kind: str, board: Mapping[str, Any], counts: Counter[str]) -> int:
    """What one Dream tile of ``kind`` scores on ``board``."""
    spec = DREAM_KINDS[kind]
    rule = spec["rule"]
    flipped = set(board["flipped"])
    grid = board["grid"]
    points: int  # the data file's numbers are ints
    if rule == "per":
        points = spec["points"] * counts[spec["element"]]
        return points
    if rule == "gem_column":
        table = spec["table"]
        points = sum(table[_distinct_gems([row[c] for row in grid], flipped)] for c in range(len(grid[0])))
        return points
    if rule == "gem_line":
        table = spec["table"]
        points = sum(table[_distinct_gems(row, flipped)] for row in grid)
        return points
    if rule == "exact":
        count = counts[spec["element"]]
        if count == 0 and kind == "snake":
            return SNAKE_ZERO_POINTS
        points = spec["table"].get(str(count), 0)
        return points
    if rule == "genie":
        points = spec["points"] * len(board["flipped"])
        return points
    raise ValueError(f"unknown Dream rule {rule!r}")


def board_key(board: Mapping[str, Any]) -> BoardKey:
    """What a board's score depends on, hashable (the views of every seat score the same boards)."""
    return (tuple(tuple(row) for row in board["grid"]), tuple(board["dream"]), tuple(board["flipped"]))


def board_score(board: Mapping[str, Any]) -> BoardScore:
    """Everything of one board's score except the bandit penalty (which depends on the others).

    The result is shared through a cache: treat it as read-only."""
    return _board_score(board_key(board))


@lru_cache(maxsize=8192)
def _board_score(key: BoardKey) -> BoardScore:
    grid, dream, flipped = key
    board: dict[str, Any] = {"grid": grid, "dream": dream, "flipped": flipped}
    counts = visible_counts(board)
    pairs = min(counts["roc"], counts["egg"])
    dream_counts = counts
    if not ROC_COUNTS_TWICE:  # a Roc in a Roc/Egg pair would not also score the Roc Dream tile
        dream_counts = counts.copy()
        dream_counts["roc"] -= pairs
    dreams = []
    for tile in board["dream"]:
        if tile is not None:
            kind = DREAM_TILES[tile]
            dreams.append((tile, kind, dream_points(kind, board, dream_counts)))
    palms = PALM_POINTS * counts["palm"]
    roc_egg = ROC_EGG_POINTS * pairs
    dream_total = sum(points for _, _, points in dreams)
    return {
        "dreams": dreams,
        "dream_total": dream_total,
        "palms": palms,
        "roc_egg": roc_egg,
        "bandits": counts["bandit"],
        "base": dream_total + palms + roc_egg,
    }


def score_boards(
    boards: Sequence[Mapping[str, Any]], parts: list[BoardScore] | None = None
) -> tuple[list[int], list[dict[str, int]], list[int]]:
    """Scores, breakdowns and visible bandit counts; everyone tied for the most bandits loses them."""
    if parts is None:
        parts = [board_score(b) for b in boards]
    bandits = [p["bandits"] for p in parts]
    most = max(bandits) if bandits else 0
    scores, breakdowns = [], []
    for p in parts:
        penalty = p["bandits"] if most > 0 and p["bandits"] == most else 0
        scores.append(p["base"] - penalty)
        breakdowns.append(
            {"Dreams": p["dream_total"], "Palms": p["palms"], "Roc+Egg": p["roc_egg"], "Bandits": -penalty}
        )
    return scores, breakdowns, bandits
