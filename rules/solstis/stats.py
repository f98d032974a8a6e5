"""Solstis's end-of-game statistics (``rules.stats``): each panorama's largest area, its fires lit
and the spirits it met, counted as the scoring counts them (``board.score_panorama``)."""

from __future__ import annotations

from rules.solstis.board import score_panorama
from rules.stats import Played, Statistic
from rules.text import msg


def _scored(played: Played, part: str) -> list[int]:
    return [score_panorama(pan)[part] for pan in played.final["pan"]]


def _spirits_met(played: Played) -> list[int]:
    """Every spirit a panorama met, the Evil Spirit's covered one included (it was met all the same)."""
    return [len(pan["spirits"]) for pan in played.final["pan"]]


def _tiles_taken(played: Played) -> list[int]:
    """Tiles taken from the display (a decision of its own, beside playing from the hand)."""
    return played.count_actions(lambda action: action.startswith("take:"))


STATISTICS: tuple[Statistic, ...] = (
    Statistic("largest", msg("end-stats-solstis-largest"), lambda played: _scored(played, "largest")),
    Statistic("fires", msg("end-stats-solstis-fires"), lambda played: _scored(played, "fires")),
    Statistic("spirits", msg("end-stats-solstis-spirits"), _spirits_met),
    Statistic("taken", msg("end-stats-solstis-taken"), _tiles_taken),
)
