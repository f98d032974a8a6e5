"""Ending a game without a move: abandon votes (lapsing, withdrawn) and an early end."""

from __future__ import annotations

import time
from typing import Any

from store.backend import retry_conflicts
from store.base import StoreRows
from store.records import (
    ABANDONED,
    FINISHED,
)


class Votes(StoreRows):
    """Abandon votes and the end of a game without a move."""

    @retry_conflicts
    async def vote_abandon(
        self,
        game_id: int,
        expected_version: int,
        user_id: int,
        voters: frozenset[int],
        needed: int,
        *,
        cast_after: float = 0.0,
        toggle: bool = False,
        now: float | None = None,
    ) -> tuple[frozenset[int], bool]:
        """Record ``user_id``'s vote to abandon; end the game (abandoned) once ``needed`` of ``voters`` agree.

        One transaction guarded by status and version (``voters`` and ``needed`` were computed from the
        seats at that version). A vote that does not end the game leaves the version alone: it changes
        nothing on the board. Votes lapse: only votes cast at ``expected_version`` (the board as it is
        now) and after ``cast_after`` count; lapsed rows are deleted here. ``toggle``: a user whose vote
        still counts withdraws it instead (their id is then missing from the votes returned). Returns
        the votes counted (of ``voters``) and whether the game ended.
        """
        now = time.time() if now is None else now
        async with self._transaction():
            await self._guard_active(game_id, expected_version)
            await self._db.execute(
                "DELETE FROM abandon_votes WHERE game_id = ? AND (version IS NULL OR version <> ? OR voted_at < ?)",
                (game_id, expected_version, cast_after),
            )
            withdrawn = (
                toggle
                and await self._db.execute(
                    "DELETE FROM abandon_votes WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
                == 1
            )
            if not withdrawn:
                await self._db.execute(
                    "INSERT INTO abandon_votes (game_id, user_id, voted_at, version) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (game_id, user_id) DO NOTHING",
                    (game_id, user_id, now, expected_version),
                )
            rows = await self._db.fetchall("SELECT user_id FROM abandon_votes WHERE game_id = ?", (game_id,))
            votes = frozenset(int(r[0]) for r in rows) & voters
            ended = not withdrawn and len(votes) >= needed
            if ended:
                await self._bump(game_id, ABANDONED)
        return votes, ended

    async def abandon_votes(
        self, game_id: int, *, at_version: int | None = None, cast_after: float | None = None
    ) -> frozenset[int]:
        """Who has a vote row to abandon the game; with ``at_version`` / ``cast_after`` only the votes
        that still count (cast at that version, after that moment)."""
        sql = "SELECT user_id FROM abandon_votes WHERE game_id = ?"
        params: list[Any] = [game_id]
        if at_version is not None:
            sql += " AND version = ?"
            params.append(at_version)
        if cast_after is not None:
            sql += " AND voted_at >= ?"
            params.append(cast_after)
        rows = await self._fetchall(sql, params)
        return frozenset(int(r[0]) for r in rows)

    @retry_conflicts
    async def end_game(
        self, game_id: int, expected_version: int, status: str, result: dict[str, Any] | None = None
    ) -> int:
        """End a game in play without a move (abandoned, or finished early with ``result``); returns the new version.

        Refused (StaleVersion) when the game is not active or moved past ``expected_version``.
        """
        if status not in (FINISHED, ABANDONED):
            raise ValueError(f"a game in play ends finished or abandoned, not {status!r}")
        async with self._transaction():
            await self._guard_active(game_id, expected_version)
            return await self._bump(game_id, status, result)
