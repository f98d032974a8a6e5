"""Paper World's end-of-game statistics (``rules.stats``): cards discarded, objectives taken and
the times a player moved the scissors token."""

from __future__ import annotations

from rules.stats import Played, Statistic
from rules.text import msg


def _discarded(played: Played) -> list[int]:
    return [len(pile) for pile in played.final["discards"]]


def _objectives(played: Played) -> list[int]:
    taken = [0] * played.players
    for objective in played.final["objectives"]:
        for seat, _token in objective["taken"]:
            taken[seat] += 1
    return taken


def _scissors(played: Played) -> list[int]:
    return played.count_actions(lambda action: action == "scissors:move")


STATISTICS: tuple[Statistic, ...] = (
    Statistic("discarded", msg("end-stats-paper-world-discarded"), _discarded),
    Statistic("objectives", msg("end-stats-paper-world-objectives"), _objectives),
    Statistic("scissors", msg("end-stats-paper-world-scissors"), _scissors),
)
