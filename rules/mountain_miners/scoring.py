"""End-of-game scoring (spec 2.6): majorities per gem type over all players, Trash, Multipliers."""

from __future__ import annotations

from typing import Mapping, Sequence


def score_piles(
    counts: Sequence[Mapping[str, int]],
    values: Mapping[str, int],
    multipliers: Sequence[Mapping[str, int]] | None = None,
    trash: Sequence[int] | None = None,
    trash_value: int = -2,
    multiplier_factor: int = 2,
    compare_all: bool = True,
) -> tuple[list[int], list[dict[str, int]]]:
    """Scores and per-gem breakdowns.

    ``counts[p][g]`` is how many tiles of gem ``g`` player ``p`` holds. For each gem the players
    with the highest count add ``value * count``, those with the lowest subtract it (both when
    everybody ties). With ``compare_all`` (the default) players holding 0 take part in the
    comparison (and lose 0 when lowest); otherwise only holders are compared.
    A pile with k Multipliers is multiplied by ``multiplier_factor ** k`` (negative piles too).
    """
    players = len(counts)
    scores = [0] * players
    breakdown: list[dict[str, int]] = [{} for _ in range(players)]
    for gem, value in values.items():
        row = [counts[p].get(gem, 0) for p in range(players)]
        compared = [p for p in range(players) if compare_all or row[p] > 0]
        if not compared:
            for p in range(players):
                breakdown[p][gem] = 0
            continue
        hi = max(row[p] for p in compared)
        lo = min(row[p] for p in compared)
        for p in range(players):
            pile = 0
            if p in compared:
                if row[p] == hi:
                    pile += value * row[p]
                if row[p] == lo:
                    pile -= value * row[p]
            if multipliers:
                pile *= multiplier_factor ** multipliers[p].get(gem, 0)
            breakdown[p][gem] = pile
            scores[p] += pile
    if trash is not None:
        for p in range(players):
            breakdown[p]["trash"] = trash_value * trash[p]
            scores[p] += trash_value * trash[p]
    return scores, breakdown
