"""Reading games: one by id or thread, by status, and the counts behind the caps."""

from __future__ import annotations

from typing import Any

from store.base import StoreRows
from store.records import (
    ACTIVE,
    LOBBY,
    GameRecord,
    SeatedGame,
)


class Games(StoreRows):
    """Reads of whole games."""

    async def get_game(self, game_id: int) -> GameRecord | None:
        return await self._one_game("g.id = ?", (game_id,))

    async def game_by_thread(self, thread_id: int) -> GameRecord | None:
        return await self._one_game("g.thread_id = ?", (thread_id,))

    async def games_with_status(
        self, *statuses: str, guild_id: int | None = None, updated_since: float | None = None
    ) -> list[GameRecord]:
        """The games in any of ``statuses`` (of one server), oldest first; with ``updated_since``
        only those changed at or after that moment (a lobby idle for longer has lapsed)."""
        marks = ",".join("?" for _ in statuses)
        sql = f"SELECT * FROM games WHERE status IN ({marks})"
        params: list[Any] = list(statuses)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        if updated_since is not None:
            sql += " AND updated_at >= ?"
            params.append(updated_since)
        async with self._db.snapshot():
            rows = await self._db.fetchall(sql + " ORDER BY id", params)
            return [await self._record(row) for row in rows]

    async def games_in_play_of(self, user_id: int) -> list[int]:
        """Ids of the games in play, in every server, that count for ``user_id``: those they host and
        those where they hold a seat they have not resigned (seats on autopilot count), practice
        games (``/learn``) included."""
        # From the games in play (few, by the status index) to their seats (by the (game, user) index):
        # never a scan of every seat of every game ever played.
        rows = await self._fetchall(
            "SELECT id FROM games WHERE status = ? AND (host_id = ? OR EXISTS (SELECT 1 FROM seats"
            " WHERE seats.game_id = games.id AND seats.user_id = ? AND seats.timeouts >= 0)) ORDER BY id",
            (ACTIVE, user_id, user_id),
        )
        return [int(r[0]) for r in rows]

    async def seated_games_of(self, user_id: int) -> list[SeatedGame]:
        """Every game in play and every lobby (rematches included), in every server, where
        ``user_id`` holds a seat they have not resigned, oldest first: with that seat, its time-out
        (the deadline of the decision it is making, if timed), the start of that decision,
        whether the member said yes (to a rematch), and where a rematch is answered (the finished
        game's thread and final post)."""
        # From the games in play and lobbies (by the status index) to the member's seat in each (by
        # the (game, user) index), never a scan of every seat of every game ever played.
        sql = (
            "SELECT g.*, s.seat AS seated_seat, s.decision_started AS seated_started, t.due_at AS seated_deadline,"
            " (SELECT COUNT(*) FROM rematch_confirmations AS c WHERE c.game_id = g.id AND c.user_id = s.user_id)"
            " AS seated_yes, f.thread_id AS seated_final_thread, f.final_message_id AS seated_final_post"
            " FROM games AS g JOIN seats AS s ON s.game_id = g.id AND s.user_id = ?"
            " LEFT JOIN games AS f ON f.id = g.rematch_of"
            " LEFT JOIN timers AS t ON t.game_id = g.id AND t.seat = s.seat AND t.kind = 'timeout'"
            " WHERE g.status IN (?, ?) AND s.timeouts >= 0 ORDER BY g.id"
        )
        async with self._db.snapshot():
            rows = await self._db.fetchall(sql, (user_id, ACTIVE, LOBBY))
            return [
                SeatedGame(
                    await self._record(row),
                    int(row["seated_seat"]),
                    None if row["seated_deadline"] is None else float(row["seated_deadline"]),
                    None if row["seated_started"] is None else float(row["seated_started"]),
                    int(row["seated_yes"]) > 0,
                    row["seated_final_thread"],
                    row["seated_final_post"],
                )
                for row in rows
            ]

    async def paces_stored(self) -> dict[str, int]:
        """Every pace the stored games name (any status: a rematch copies a finished game's pace),
        with how many games name it."""
        rows = await self._fetchall("SELECT pace, COUNT(*) FROM games GROUP BY pace")
        return {str(row[0]): int(row[1]) for row in rows}

    async def count_games_in_play(self, guild_id: int) -> int:
        """How many games are in play in one server: games of AI players only and practice games
        included, since the bot plays their bots all the same."""
        return int(
            await self._scalar("SELECT COUNT(*) FROM games WHERE status = ? AND guild_id = ?", (ACTIVE, guild_id))
        )

    async def practice_in_play_of(self, user_id: int) -> list[int]:
        """Ids of the practice games (``/learn``) ``user_id`` has in play, in every server."""
        rows = await self._fetchall(
            "SELECT id FROM games WHERE status = ? AND practice = 1 AND host_id = ? ORDER BY id", (ACTIVE, user_id)
        )
        return [int(r[0]) for r in rows]
