"""Sheherazade's end-of-game statistics (``rules.stats``): the Dreams each island fulfilled (a Dream
tile that scored), then its tiles' elements, one number per element, as the scoring counts them
(``scoring.visible_counts``: a tile turned Genie side up shows none)."""

from __future__ import annotations

from rules.sheherazade.data import ELEMENTS, element_msg
from rules.sheherazade.scoring import board_score, visible_counts
from rules.stats import Played, Statistic
from rules.text import msg


def _dreams(played: Played) -> list[int]:
    return [
        sum(1 for _tile, _kind, points in board_score(board)["dreams"] if points > 0)
        for board in played.final["boards"]
    ]


def _element(element: str) -> Statistic:
    def count(played: Played) -> list[int]:
        return [visible_counts(board)[element] for board in played.final["boards"]]

    return Statistic(f"element-{element}", element_msg(element), count)


STATISTICS: tuple[Statistic, ...] = (
    Statistic("dreams", msg("end-stats-sheherazade-dreams"), _dreams),
    *(_element(element) for element in ELEMENTS),
)
