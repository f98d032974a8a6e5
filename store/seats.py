"""Seats of a game in play: resigning, handing over to the AI, taking back, replacing, closed DMs."""

from __future__ import annotations

from typing import Any

from rules.text import msg
from store.backend import retry_conflicts
from store.base import StoreRows
from store.records import (
    ACTIVE,
    FINISHED,
    StaleVersion,
)
from store.timer_plan import ClockUpdate


class Seats(StoreRows):
    """Changes of who plays a seat, each one guarded transaction."""

    @retry_conflicts
    async def resign_seat(
        self,
        game_id: int,
        expected_version: int,
        seat: int,
        result: dict[str, Any] | None = None,
        *,
        clock: ClockUpdate | None = None,
    ) -> int:
        """Mark ``seat`` resigned (next in the resignation order) and put it on autopilot, in one transaction.

        With ``result`` the resignation ends the game: it is finished with that result at once.
        Returns the seat's resignation order (1 = first). See ``store.clock`` for the marking.
        """
        async with self._transaction():
            await self._guard_active(game_id, expected_version)
            order = (
                int(await self._scalar("SELECT COUNT(*) FROM seats WHERE game_id = ? AND timeouts < 0", (game_id,))) + 1
            )
            changed = await self._db.execute(
                "UPDATE seats SET timeouts = ?, autopilot = 1 WHERE game_id = ? AND seat = ? AND timeouts >= 0",
                (-order, game_id, seat),
            )
            if changed != 1:
                raise StaleVersion(msg("store-refusal-already-resigned"))
            await self._db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            version = await self._bump(game_id, FINISHED if result is not None else ACTIVE, result)
            await self._sync_clock(game_id, version, clock)
        return order

    @retry_conflicts
    async def hand_over_seat(
        self, game_id: int, expected_version: int, seat: int, by_someone_else: bool, *, clock: ClockUpdate | None = None
    ) -> int:
        """Let the AI play ``seat`` (autopilot) in one transaction; returns the new version.

        ``by_someone_else``: the player did not choose it, so the seat is marked unrated for good.
        """
        async with self._transaction():
            await self._guard_active(game_id, expected_version)
            # handed_over only ever goes from 0 to 1: a seat handed over by someone else stays unrated.
            marks = ", handed_over = 1" if by_someone_else else ""
            await self._db.execute(
                f"UPDATE seats SET autopilot = 1{marks} WHERE game_id = ? AND seat = ?", (game_id, seat)
            )
            await self._db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            version = await self._bump(game_id)
            await self._sync_clock(game_id, version, clock)
            return version

    @retry_conflicts
    async def take_back_seat(
        self, game_id: int, expected_version: int, seat: int, *, clock: ClockUpdate | None = None
    ) -> int:
        """The player plays their seat again (autopilot off, run of time-outs over); returns the new version.

        A resigned seat cannot be taken back (StaleVersion); a handed-over seat stays unrated.
        """
        async with self._transaction():
            await self._guard_active(game_id, expected_version)
            changed = await self._db.execute(
                "UPDATE seats SET autopilot = 0, timeouts = 0 WHERE game_id = ? AND seat = ? AND autopilot = 1"
                " AND timeouts >= 0 AND user_id IS NOT NULL",
                (game_id, seat),
            )
            if changed != 1:
                raise StaleVersion(msg("store-refusal-not-on-autopilot"))
            version = await self._bump(game_id)
            await self._sync_clock(game_id, version, clock)
            return version

    @retry_conflicts
    async def set_seat(
        self, game_id: int, expected_version: int, seat: int, user_id: int | None, ai_kind: str | None, name: str
    ) -> int:
        """Give a seat of a game in play to someone else (another user or an AI player); returns the new version."""
        async with self._transaction():
            await self._guard_active(game_id, expected_version)
            await self._db.execute(
                "UPDATE seats SET user_id = ?, ai_kind = ?, name = ?, decision_started = NULL, base_ends = NULL,"
                " held_started = NULL, held_base_ends = NULL WHERE game_id = ? AND seat = ?",
                (user_id, ai_kind, name, game_id, seat),
            )
            await self._db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            return await self._bump(game_id)

    async def mark_dm_closed(self, game_id: int, seat: int) -> None:
        await self._execute("UPDATE seats SET dm_closed = 1 WHERE game_id = ? AND seat = ?", (game_id, seat))
