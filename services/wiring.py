"""One table's services over one store, built together: the clocks, the reads, the boards, the
lobbies and the in-play changes. The game flow (``services.flow``) works on a :class:`Table`;
``services.setup`` builds one from the settings, tests build their own (``Table.build(store)``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass

from services.ai_pool import AIPool
from services.away import AWAY_DAYS_PER_YEAR
from services.boards import Boards
from services.changes import ABANDON_VOTE_SECONDS, DEFAULT_AI_THINK, Changes
from services.clocks import Clocks
from services.images import ImageService
from services.lobbies import LOBBY_IDLE_SECONDS, MAX_GAMES_PER_MEMBER, MAX_GAMES_PER_SERVER, Lobbies
from services.records import Records
from services.reviews import Reviews
from store import Store


@dataclass(frozen=True)
class Table:
    """The services of the games on ``store``; ``changes`` is for the flow (and tests) only."""

    store: Store
    clocks: Clocks
    records: Records
    boards: Boards
    lobbies: Lobbies
    changes: Changes
    reviews: Reviews

    @classmethod
    def build(
        cls,
        store: Store,
        images: ImageService | None = None,
        ai_think: float = DEFAULT_AI_THINK,
        ai_pool: AIPool | None = None,
        clock_scale: float = 1.0,
        *,
        max_games_per_member: int | None = MAX_GAMES_PER_MEMBER,
        max_games_per_server: int | None = MAX_GAMES_PER_SERVER,
        lobby_idle_seconds: float = LOBBY_IDLE_SECONDS,
        abandon_vote_seconds: float = ABANDON_VOTE_SECONDS,
        clock: Callable[[], float] = time.time,
        away_days_per_year: int = AWAY_DAYS_PER_YEAR,
    ) -> Table:
        """``images``: the drawing cache and processes; ``ai_think``: seconds a hard AI thinks per
        decision (TABLETOP_AI_THINK); ``clock_scale``: the factor on every pace's decision time
        (TABLETOP_CLOCK_SCALE); ``max_games_per_member`` / ``max_games_per_server``: caps on games in
        play (None: no cap); ``lobby_idle_seconds``: when an untouched lobby lapses;
        ``abandon_vote_seconds``: the longest an abandon vote counts; ``clock``: the time now, in the
        store's seconds (tests move it); ``away_days_per_year``: the days away a member may declare
        in a calendar year (TABLETOP_AWAY_DAYS)."""
        clocks = Clocks(store, clock_scale)
        lobbies = Lobbies(
            store,
            max_games_per_member=max_games_per_member,
            max_games_per_server=max_games_per_server,
            lobby_idle_seconds=lobby_idle_seconds,
            clock=clock,
        )
        changes = Changes(
            store,
            clocks,
            lobbies,
            ai_pool or AIPool(),
            ai_think=ai_think,
            abandon_vote_seconds=abandon_vote_seconds,
            clock=clock,
        )
        boards = Boards(store, images)
        # Reviews run in a process of their own when the boards do (a thread only where they do too).
        reviews = Reviews(store, processes=bool(boards.images.processes))
        return cls(store, clocks, Records(store, away_days_per_year), boards, lobbies, changes, reviews)

    async def start_workers(self) -> None:
        """Start every worker process (drawing, replay, hard AI, review), in threads, and wait until
        each runs: done before the bot answers its first interaction, so no answer waits for a start."""
        await asyncio.gather(self.boards.images.start(), self.changes.ai_pool.start(), self.reviews.start())

    async def close(self) -> None:
        """Stop the worker processes (drawing, replay, hard AI, review) and close the database."""
        self.boards.images.close()
        self.changes.ai_pool.close()
        self.reviews.close()
        await self.store.close()
