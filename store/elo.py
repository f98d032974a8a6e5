"""Ratings by finishing place: pairwise Elo, the constants in one place.

Every pair of rated players in a game plays one virtual Elo match decided by their places: the
better place scores 1, the worse 0, a shared place 1/2. A player's change is ``K`` times the sum
of (actual - expected) over their opponents, divided by the number of opponents, so a game is
worth one game's K whatever the table size (with two players this is plain Elo: two players at
1500, the winner goes to 1516 and the loser to 1484). All expectations use the ratings from
before the game, so the order of the players does not matter and the sum of changes is zero.
"""

from __future__ import annotations

from collections.abc import Sequence

ELO_K = 32.0  # the most a rating can move in one game
ELO_START = 1500.0  # a player's rating before their first rated game
ELO_SCALE = 400.0  # a difference of this many points means 10:1 expected odds


def expected(rating: float, opponent: float) -> float:
    """The expected score of ``rating`` against ``opponent`` (0..1)."""
    return 1.0 / (1.0 + float(10.0 ** ((opponent - rating) / ELO_SCALE)))


def pair_score(place: int, opponent_place: int) -> float:
    """1 for a better (smaller) place, 0 for a worse one, 1/2 for a shared place."""
    if place < opponent_place:
        return 1.0
    if place > opponent_place:
        return 0.0
    return 0.5


def elo_update(ratings: Sequence[float], places: Sequence[int], k: float = ELO_K) -> list[float]:
    """The ratings after one game, given each player's rating before and finishing place (1 = first)."""
    if len(ratings) != len(places):
        raise ValueError("one place per rating")
    count = len(ratings)
    if count < 2:
        return [float(r) for r in ratings]
    after = []
    for i in range(count):
        delta = sum(pair_score(places[i], places[j]) - expected(ratings[i], ratings[j]) for j in range(count) if j != i)
        after.append(ratings[i] + k * delta / (count - 1))
    return after
