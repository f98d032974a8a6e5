"""Results and ratings as the players see them: recording a finished game once, and the queries
behind ``/stats`` and ``/leaderboard``. The rules of rating live in ``store.ratings``; this module
only gives the cogs what they show, so no cog reads the store.
"""

from __future__ import annotations

from rules.base import Result
from store import GameRecord, Store
from store import ratings as ratings_store
from store.ratings import LeaderRow, PlayerStats, SeatResult


class Standings:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def record(self, record: GameRecord, result: Result) -> list[SeatResult] | None:
        """Record a finished game's results and ratings once: the seats' results for the call that
        recorded it, None for any later call (another process, a sweep after a restart)."""
        if not await ratings_store.record_game(self.store, record, result):
            return None
        return await ratings_store.game_results(self.store, record.id)

    async def unrecorded(self) -> list[GameRecord]:
        """Finished games whose results were not recorded yet (the bot stopped before it could)."""
        games = []
        for game_id in await ratings_store.unrecorded_games(self.store):
            record = await self.store.get_game(game_id)
            if record is not None and record.result is not None:
                games.append(record)
        return games

    async def player(self, guild_id: int, user_id: int) -> list[PlayerStats]:
        return await ratings_store.player_stats(self.store, guild_id, user_id)

    async def leaderboard(self, guild_id: int, game_key: str, limit: int) -> list[LeaderRow]:
        return await ratings_store.leaderboard(self.store, guild_id, game_key, limit)
