"""End-of-game scoring (spec 2.6): majorities per gem type over all players, Trash, Multipliers;
the count of a collection (:func:`tally`) and the final ranking."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict

from rules.base import Result, rank_by_score
from rules.mountain_miners.data import (
    ACTIONS,
    GEM_VALUES,
    GEMS,
    MULTIPLIER_FACTOR,
    SCORE_COMPARE_ALL,
    SHARED_WIN_ON_TIE,
    TRASH_VALUE,
    gem_types,
)
from rules.mountain_miners.state import MinersState, Tile


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


class Tally(TypedDict):
    """One player's collection counted: gem piles, Multipliers per pile, Trash, action tiles, and
    how many tiles are secret."""

    piles: dict[str, int]
    multipliers: dict[str, int]
    trash: int
    actions: dict[str, int]
    secret: int


def tally(coll: Sequence[Tile], hide_secret: bool = False) -> Tally:
    """One pass over a collection; ``hide_secret`` leaves secret tiles out of every count but their own."""
    piles: dict[str, int] = {}
    mult: dict[str, int] = {}
    actions: dict[str, int] = {}
    trash = secret = 0
    for ct in coll:
        if ct.get("secret"):
            secret += 1
            if hide_secret:
                continue
        kind = ct["icons"][ct.get("act", 0)]
        if kind in GEMS:
            piles[kind] = piles.get(kind, 0) + 1
        elif kind in ACTIONS:
            actions[kind] = actions.get(kind, 0) + 1
        elif kind == "trash":
            trash += 1
        elif kind == "wildcard":
            if ct.get("as"):
                piles[ct["as"]] = piles.get(ct["as"], 0) + 1
        elif kind == "multiplier" and ct.get("as"):
            mult[ct["as"]] = mult.get(ct["as"], 0) + 1
    return {"piles": piles, "multipliers": mult, "trash": trash, "actions": actions, "secret": secret}


def score_tallies(state: MinersState, tallies: Sequence[Tally]) -> tuple[list[int], list[dict[str, int]]]:
    """Scores and per-gem breakdowns of the counted collections, with the game's options."""
    values = {g: GEM_VALUES[g] for g in gem_types(state["options"])}
    return score_piles(
        [t["piles"] for t in tallies],
        values,
        multipliers=[t["multipliers"] for t in tallies],
        trash=[t["trash"] for t in tallies] if state["options"].get("dark_tunnels") else None,
        trash_value=TRASH_VALUE,
        multiplier_factor=MULTIPLIER_FACTOR,
        compare_all=SCORE_COMPARE_ALL,
    )


def score_state(state: MinersState) -> tuple[list[int], list[dict[str, int]]]:
    """Scores and breakdowns as if the game ended now, every tile counted."""
    return score_tallies(state, [tally(c) for c in state["coll"]])


def final_result(state: MinersState) -> Result:
    """The ranking: by score; ties are shared (M3) unless the assumption says fewer tiles wins."""
    scores, breakdown = score_state(state)
    tiebreak = None if SHARED_WIN_ON_TIE else [-len(coll) for coll in state["coll"]]
    result = rank_by_score(scores, tiebreak)
    return Result(
        scores=result.scores, breakdown=breakdown, ranking=result.ranking, winners=result.winners, places=result.places
    )
