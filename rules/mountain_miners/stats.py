"""Mountain Miners's end-of-game statistics (``rules.stats``): the action tiles each player played,
the steals among them, then the tiles in each gem pile (named as the tiles are), as the scoring
counts them (``scoring.tally``)."""

from __future__ import annotations

from rules.mountain_miners.data import GEM_ORDER
from rules.mountain_miners.scoring import tally
from rules.stats import Played, Statistic
from rules.text import msg


def _actions(played: Played) -> list[int]:
    return played.count_actions(lambda action: action.startswith("play:"))


def _steals(played: Played) -> list[int]:
    return played.count_actions(lambda action: action == "play:steal")


def _gems(gem: str) -> Statistic:
    def count(played: Played) -> list[int]:
        hidden = not played.revealed  # a game ended early keeps its secret tiles secret
        return [tally(coll, hide_secret=hidden)["piles"].get(gem, 0) for coll in played.final["coll"]]

    return Statistic(f"gem-{gem}", msg(f"score-mountain-miners-{gem}"), count)


STATISTICS: tuple[Statistic, ...] = (
    Statistic("actions", msg("end-stats-mountain-miners-actions"), _actions),
    Statistic("steals", msg("end-stats-mountain-miners-steals"), _steals),
    *(_gems(gem) for gem in GEM_ORDER),
)
