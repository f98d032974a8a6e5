"""The game journal: one log line per game event worth knowing (started, finished, abandoned).

It only listens to the events the other cogs dispatch, so the log tells an operator what happened
without any cog having to log it itself. Lines name the game id, which every error line names too.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from discord.ext import commands

from rules import get_game
from rules.base import Result
from store import GameRecord

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.games")


def seats_text(record: GameRecord) -> str:
    """The seats' names for a log line (AI players' names already say "(bot)")."""
    return ", ".join(s.name for s in record.seats)


def result_text(record: GameRecord, result: Result | Mapping[str, Any]) -> str:
    """'winner(s) with score; n moves' from a rules Result (or its JSON form)."""
    scores = getattr(result, "scores", None) or (result.get("scores") if isinstance(result, dict) else None) or []
    winners = getattr(result, "winners", None) or (result.get("winners") if isinstance(result, dict) else None) or []
    names = record.names
    won = ", ".join(f"{names[s]} {scores[s]}" for s in winners if s < len(names) and s < len(scores))
    return f"won by {won or 'nobody'}; scores {', '.join(str(s) for s in scores)}"


class Journal(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_game_started(self, record: GameRecord) -> None:
        log.info(
            "game %s started: %s in server %s, thread %s; seats: %s",
            record.id,
            get_game(record.game_key).title,
            record.guild_id,
            record.thread_id,
            seats_text(record),
        )

    @commands.Cog.listener()
    async def on_game_finished(self, record: GameRecord, result: Result) -> None:
        log.info(
            "game %s finished after move %s: %s, %s",
            record.id,
            record.moves_logged,
            get_game(record.game_key).title,
            result_text(record, result),
        )

    @commands.Cog.listener()
    async def on_game_abandoned(self, record: GameRecord) -> None:
        log.info("game %s abandoned at move %s: %s", record.id, record.moves_logged, get_game(record.game_key).title)


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Journal(bot))
