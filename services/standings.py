"""Results and ratings as the players see them: recording a finished game once, and the queries
behind ``/stats`` and ``/leaderboard``. The rules of rating live in ``store.ratings``; this module
only gives the cogs what they show, so no cog reads the store.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from rules.base import Result
from store import GameRecord, Store
from store import history as history_store
from store import ratings as ratings_store
from store.history import PastGame, Rivalry
from store.ratings import LeaderRow, PlayerStats, SeatResult, places_of

RECENT_GAMES = 5  # the recent games /stats lists, each with a button to its replay


@dataclass(frozen=True)
class Bests:
    """A member's best score and longest run of consecutive wins at one game."""

    game_key: str
    best_score: int
    longest_streak: int


@dataclass(frozen=True)
class History:
    """What /stats shows of a member: per game their record, best score and streak; their recent
    games; their record against each human opponent (AI opponents are left out)."""

    stats: list[PlayerStats]
    bests: dict[str, Bests]
    recent: list[PastGame]
    rivalries: list[Rivalry]


@dataclass(frozen=True)
class PairStanding:
    """Two seats of a game just finished and their record against each other at that game, this
    game included: ``first`` is the one ahead (or the earlier seat when they are level)."""

    first: int
    second: int
    wins: int
    losses: int
    ties: int


def bests_of(outcomes: list[tuple[str, int, bool]]) -> dict[str, Bests]:
    """Per game: the best score and the longest run of wins, from the outcomes oldest first."""
    best: dict[str, int] = {}
    longest: dict[str, int] = {}
    run: dict[str, int] = {}
    for game_key, score, won in outcomes:
        best[game_key] = max(best.get(game_key, score), score)
        run[game_key] = run.get(game_key, 0) + 1 if won else 0
        longest[game_key] = max(longest.get(game_key, 0), run[game_key])
    return {key: Bests(key, best[key], longest[key]) for key in best}


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

    async def history(self, guild_id: int, user_id: int, game_key: str | None = None) -> History:
        """A member's record in a server (of ``game_key`` only, when given): see :class:`History`."""
        stats = [row for row in await self.player(guild_id, user_id) if game_key is None or row.game_key == game_key]
        return History(
            stats,
            bests_of(await history_store.outcomes(self.store, guild_id, user_id, game_key)),
            await history_store.recent_games(self.store, guild_id, user_id, game_key, RECENT_GAMES),
            await history_store.head_to_head(self.store, guild_id, user_id, game_key),
        )

    async def standings_after(self, record: GameRecord, result: Result) -> list[PairStanding]:
        """Each pair of members at the game just finished, with their record against each other at
        that game, this game counted (whether or not it is recorded yet); none for a practice game
        or outside a server. Pairs in seat order."""
        if record.practice or record.guild_id is None:
            return []
        places = places_of(result)
        humans = [seat for seat in record.seats if seat.user_id is not None]
        pairs = []
        for a, b in combinations(humans, 2):
            assert a.user_id is not None and b.user_id is not None
            before = await history_store.head_to_head(
                self.store, record.guild_id, a.user_id, record.game_key, opponent_id=b.user_id, exclude_game=record.id
            )
            wins = sum(r.wins for r in before) + (places[a.seat] < places[b.seat])
            losses = sum(r.losses for r in before) + (places[a.seat] > places[b.seat])
            ties = sum(r.ties for r in before) + (places[a.seat] == places[b.seat])
            if losses > wins:
                pairs.append(PairStanding(b.seat, a.seat, losses, wins, ties))
            else:
                pairs.append(PairStanding(a.seat, b.seat, wins, losses, ties))
        return pairs

    async def leaderboard(self, guild_id: int, game_key: str, limit: int) -> list[LeaderRow]:
        return await ratings_store.leaderboard(self.store, guild_id, game_key, limit)
