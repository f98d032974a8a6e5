"""Lobbies: opening one, seats and options, cancelling, lapsing, and dealing the game."""

from __future__ import annotations

import json
import time
from typing import Any

from rules.text import msg
from store.backend import retry_conflicts
from store.base import StoreRows
from store.records import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    PostIntent,
    SeatError,
    SeatKey,
    StaleVersion,
)
from store.timer_plan import ClockUpdate


class Lobbies(StoreRows):
    """Rows of games still in their lobby, and the step that deals them."""

    @retry_conflicts
    async def create_lobby(
        self,
        game_key: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        seed: int,
        options: dict[str, Any] | None = None,
        pace: str = "live",
    ) -> int:
        now = time.time()
        async with self._transaction():
            game_id = await self._db.insert_id(
                "INSERT INTO games (game_key, guild_id, channel_id, host_id, status, options, seed, pace, "
                "created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_key, guild_id, channel_id, host_id, LOBBY, json.dumps(options or {}), seed, pace, now, now),
            )
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, ai_kind, name) VALUES (?, 0, ?, NULL, ?)",
                (game_id, host_id, host_name),
            )
        return int(game_id)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_options(self, game_id: int, options: dict[str, Any]) -> None:
        changed = await self._execute(
            "UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = ?",
            (json.dumps(options), time.time(), game_id, LOBBY),
        )
        if changed != 1:
            raise SeatError(msg("store-refusal-already-started"))

    async def set_language(self, game_id: int, language: str, *, touch: bool = True) -> None:
        """The table's language (a Discord locale), while the game is in its lobby. ``touch``: the
        change counts as lobby activity (not when the bot sets the default as it opens the lobby)."""
        stamp = ", updated_at = ?" if touch else ""
        params: list[Any] = [language, *([time.time()] if touch else []), game_id, LOBBY]
        if await self._execute(f"UPDATE games SET language = ?{stamp} WHERE id = ? AND status = ?", params) != 1:
            raise SeatError(msg("store-refusal-already-started"))

    async def rename_ai_seats(self, game_id: int, names: dict[int, str]) -> None:
        """Rename AI seats of a lobby (their names say their level in the table's language)."""
        async with self._transaction():
            for seat, name in names.items():
                await self._db.execute(
                    "UPDATE seats SET name = ? WHERE game_id = ? AND seat = ? AND ai_kind IS NOT NULL"
                    " AND EXISTS (SELECT 1 FROM games WHERE games.id = seats.game_id AND games.status = ?)",
                    (name, game_id, seat, LOBBY),
                )

    @retry_conflicts
    async def add_seat(
        self, game_id: int, name: str, max_seats: int, user_id: int | None = None, ai_kind: str | None = None
    ) -> int:
        """Seat a user or an AI at the next free seat; returns the seat number."""
        async with self._transaction():
            status = await self._lobby_status(game_id)
            if status != LOBBY:
                raise SeatError(msg("store-refusal-already-started"))
            if user_id is not None and await self._scalar(
                "SELECT 1 FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            ):
                raise SeatError(msg("store-refusal-already-seated"))
            count = await self._scalar("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,))
            if count >= max_seats:
                raise SeatError(msg("store-refusal-table-full", seats=max_seats))
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, ai_kind, name) VALUES (?, ?, ?, ?, ?)",
                (game_id, count, user_id, ai_kind, name),
            )
            await self._touch(game_id)
        return int(count)

    @retry_conflicts
    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; later seats move up so seat numbers stay 0..n-1."""
        async with self._transaction():
            status = await self._lobby_status(game_id)
            if status != LOBBY:
                raise SeatError(msg("store-refusal-already-started"))
            await self._free_seat(game_id, seat)

    @retry_conflicts
    async def remove_user(self, game_id: int, user_id: int) -> None:
        """Free the lobby seat of ``user_id``, found inside the transaction (seat numbers move as others leave)."""
        async with self._transaction():
            status = await self._lobby_status(game_id)
            if status != LOBBY:
                raise SeatError(msg("store-refusal-already-started"))
            seat = await self._scalar("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            if seat is None:
                raise SeatError(msg("store-refusal-not-seated"))
            await self._free_seat(game_id, int(seat))

    async def _free_seat(self, game_id: int, seat: int) -> None:
        """Inside a lobby transaction: delete the seat and renumber the later ones."""
        if await self._db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)) != 1:
            raise SeatError(msg("store-refusal-seat-empty"))
        # Two steps so the primary key never collides while renumbering.
        await self._db.execute("UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat))
        await self._db.execute("UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,))
        await self._touch(game_id)

    @retry_conflicts
    async def cancel_lobby(self, game_id: int) -> None:
        """Close a lobby that was never dealt. Refused (StaleVersion) once it has started or closed."""
        async with self._transaction():
            changed = await self._db.execute(
                "UPDATE games SET status = ?, version = version + 1, updated_at = ? WHERE id = ? AND status = ?",
                (CANCELLED, time.time(), game_id, LOBBY),
            )
            if changed != 1:
                raise StaleVersion(msg("store-refusal-lobby-closed"))

    async def close_idle_lobbies(
        self, idle_before: float, *, guild_id: int | None = None, game_id: int | None = None
    ) -> list[int]:
        """Cancel the open lobbies (of a server, or one lobby) untouched since ``idle_before``; returns their ids.

        A lobby is touched when it opens and whenever a seat or an option changes. Each lobby is
        cancelled by its own guarded statement, so one that was touched (or started) meanwhile stays.
        """
        where, params = "status = ? AND updated_at < ?", [LOBBY, idle_before]
        if guild_id is not None:
            where += " AND guild_id = ?"
            params.append(guild_id)
        if game_id is not None:
            where += " AND id = ?"
            params.append(game_id)
        found = [int(r[0]) for r in await self._fetchall(f"SELECT id FROM games WHERE {where} ORDER BY id", params)]
        closed = []
        for lobby_id in found:  # a read first: looking at a lobby writes nothing unless it lapsed
            changed = await self._execute(
                "UPDATE games SET status = ?, version = version + 1 WHERE id = ? AND status = ? AND updated_at < ?",
                (CANCELLED, lobby_id, LOBBY, idle_before),
            )
            if changed == 1:
                closed.append(lobby_id)
        return closed

    @retry_conflicts
    async def start_game(
        self,
        game_id: int,
        thread_id: int | None,
        state: dict[str, Any],
        expected_seats: tuple[SeatKey, ...] | None = None,
        expected_options: dict[str, Any] | None = None,
        *,
        clock: ClockUpdate | None = None,
        first_post: PostIntent | None = None,
    ) -> int:
        """Move a lobby to play with its first state; returns the new version.

        ``expected_seats`` / ``expected_options``: the lobby the state was dealt for. When given, the
        start is refused (StaleVersion) if anyone joined or left, or an option changed, meanwhile.
        In the same transaction: the first decisions' timers (``clock``) and the game's first turn
        post, owed from now on (``first_post``; its key is replaced by the new version).
        """
        async with self._transaction():
            await self._lobby_status(game_id)  # hold the lobby: no one joins between the check and the start
            return await self._deal(
                game_id, thread_id, state, expected_seats, expected_options, clock=clock, first_post=first_post
            )

    async def _deal(
        self,
        game_id: int,
        thread_id: int | None,
        state: dict[str, Any],
        expected_seats: tuple[SeatKey, ...] | None,
        expected_options: dict[str, Any] | None,
        *,
        clock: ClockUpdate | None,
        first_post: PostIntent | None,
    ) -> int:
        """Inside a transaction holding the lobby: ``start_game``'s work (a rematch deals this way too)."""
        if expected_seats is not None and await self._seat_keys(game_id) != tuple(expected_seats):
            raise StaleVersion(msg("store-refusal-table-changed"))
        if expected_options is not None:
            options = await self._scalar("SELECT options FROM games WHERE id = ?", (game_id,))
            if options is None or json.loads(options) != expected_options:
                raise StaleVersion(msg("store-refusal-options-changed"))
        changed = await self._db.execute(
            "UPDATE games SET status = ?, thread_id = ?, state = ?, version = version + 1, updated_at = ?"
            " WHERE id = ? AND status = ?",
            (ACTIVE, thread_id, json.dumps(state), time.time(), game_id, LOBBY),
        )
        if changed != 1:
            raise StaleVersion(msg("store-refusal-not-a-lobby"))
        version = int(await self._scalar("SELECT version FROM games WHERE id = ?", (game_id,)))
        if first_post is not None and clock is not None:
            owed = PostIntent(version, first_post.start, first_post.ping)
            await self._db.execute(
                "UPDATE games SET board_intent = ?, board_to_act = ? WHERE id = ?",
                (owed.to_json(), json.dumps(sorted(clock.to_act)), game_id),
            )
        await self._sync_clock(game_id, version, clock)
        return version

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        await self._execute("UPDATE games SET thread_id = ? WHERE id = ?", (thread_id, game_id))

    async def ask_thread(self, game_id: int, now: float | None = None) -> None:
        """Record, before the request, that Discord is being asked for the game's thread: a process
        that dies before ``set_thread`` leaves this mark, and the next one looks for the thread
        Discord may have made instead of asking for a second (``services.flow.GameFlow.begin``)."""
        now = time.time() if now is None else now
        await self._execute("UPDATE games SET thread_asked = ? WHERE id = ? AND thread_id IS NULL", (now, game_id))
