"""Practice games (``/learn``): one member against bots, made and dealt in one transaction.

A practice game is a row of ``games`` with ``practice = 1``. It never waits in a lobby: the row, its
seats (the member first, then the bots) and the deal (its first state, clocks and owed turn post,
as ``Lobbies._deal``) are written together, so a practice game either exists dealt or not at all. A
member has at most one practice game in play, and at most ``per_hour`` practice games started in
the last hour (ended ones included: each start costs a thread). Both are counted from the rows of
``games`` themselves, so the bound survives a restart and holds across processes; the checks and
the insert are one transaction, held per member, so two ``/learn`` at once make one game.
"""

from __future__ import annotations

import json
import time
from typing import Any

from rules.text import msg
from store.backend import retry_conflicts
from store.lobbies import Lobbies
from store.records import ACTIVE, LOBBY, PostIntent, SeatError
from store.timer_plan import ClockUpdate

PracticeSeat = tuple[int | None, str | None, str]  # (user id, AI level, name), in seat order


class PracticeInPlay(SeatError):
    """The member already has a practice game in play (``game_id``): one at a time."""

    def __init__(self, game_id: int, thread_id: int | None) -> None:
        where = f"<#{thread_id}>" if thread_id else f"#{game_id}"
        super().__init__(msg("learn-refusal-one-at-a-time", number=game_id, thread=where))
        self.game_id = game_id
        self.thread_id = thread_id


class PracticeTooOften(SeatError):
    """The member started ``count`` practice games in the last hour, the most there may be; the
    next may start at ``next_at`` (when the oldest of them is an hour old)."""

    def __init__(self, count: int, next_at: float) -> None:
        super().__init__(msg("learn-refusal-too-often", count=count, when=f"<t:{int(next_at) + 1}:R>"))
        self.count = count
        self.next_at = next_at


PRACTICE_WINDOW = 3600.0  # seconds: practice starts are counted over the last hour


class Practice(Lobbies):
    """Rows of practice games."""

    @retry_conflicts
    async def create_practice(
        self,
        game_key: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        seats: list[PracticeSeat],
        seed: int,
        state: dict[str, Any],
        *,
        pace: str,
        language: str | None,
        clock: ClockUpdate,
        first_post: PostIntent,
        per_hour: int | None = None,
        now: float | None = None,
    ) -> int:
        """A practice game of ``host_id``, dealt with ``state`` for ``seats``; returns its id. Refused
        (nothing written) when the member already has a practice game in play (PracticeInPlay), or
        has started ``per_hour`` practice games in the last hour already (PracticeTooOften; None:
        no such bound)."""
        now = time.time() if now is None else now
        async with self._transaction():
            await self._db.serialize(f"practice:{host_id}")
            row = await self._db.fetchone(
                "SELECT id, thread_id FROM games WHERE host_id = ? AND practice = 1 AND status IN (?, ?)"
                " ORDER BY id LIMIT 1",
                (host_id, LOBBY, ACTIVE),
            )
            if row is not None:
                raise PracticeInPlay(int(row[0]), None if row[1] is None else int(row[1]))
            if per_hour is not None:
                recent = await self._db.fetchall(
                    "SELECT created_at FROM games WHERE host_id = ? AND practice = 1 AND created_at > ?"
                    " ORDER BY created_at DESC LIMIT ?",
                    (host_id, now - PRACTICE_WINDOW, per_hour),
                )
                if len(recent) >= per_hour:
                    raise PracticeTooOften(len(recent), float(recent[-1][0]) + PRACTICE_WINDOW)
            game_id = await self._db.insert_id(
                "INSERT INTO games (game_key, guild_id, channel_id, host_id, status, options, seed, pace, language,"
                " practice, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)",
                (game_key, guild_id, channel_id, host_id, LOBBY, json.dumps({}), seed, pace, language, now, now),
            )
            for number, (user_id, ai_kind, name) in enumerate(seats):
                await self._db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, ai_kind, name) VALUES (?, ?, ?, ?, ?)",
                    (game_id, number, user_id, ai_kind, name),
                )
            await self._deal(int(game_id), None, state, None, None, clock=clock, first_post=first_post)
        return int(game_id)
