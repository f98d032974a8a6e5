"""Nanga Parbat's end-of-game statistics (``rules.stats``): the camps each player built, then the
animals on their board, one number per kind (named as the board names them)."""

from __future__ import annotations

from rules.nanga_parbat.board import KINDS, board_counts
from rules.stats import Played, Statistic
from rules.text import msg


def _camps(played: Played) -> list[int]:
    return [sum(1 for piece in played.final["mountain"] if piece == f"c{seat}") for seat in range(played.players)]


def _animals(kind: str) -> Statistic:
    def count(played: Played) -> list[int]:
        return [board_counts(board).get(kind, 0) for board in played.final["boards"]]

    return Statistic(f"animal-{kind}", msg(f"np-animal-short-{kind}"), count)


STATISTICS: tuple[Statistic, ...] = (
    Statistic("camps", msg("end-stats-nanga-parbat-camps"), _camps),
    *(_animals(kind) for kind in KINDS),
)
