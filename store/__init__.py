"""Game sessions in SQLite. Every SQL statement of the project lives in this package.

One connection per process, WAL journal, ``synchronous=FULL``: a move the bot has
acknowledged is on disk. A move is one transaction (log row, snapshot, version bump) guarded by
the version it was computed from, so a move made against a stale state is refused.
"""

from __future__ import annotations

import asyncio
import json
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncIterator, Iterable

import aiosqlite

from store.schema import MIGRATIONS

LOBBY, ACTIVE, FINISHED, ABANDONED, CANCELLED = "lobby", "active", "finished", "abandoned", "cancelled"


class StaleVersion(Exception):
    """The game moved on since the caller read it (another move, a double click)."""


class SeatError(Exception):
    """A lobby change that cannot be made (full, already seated, not seated, not a lobby)."""


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    user_id: int | None
    ai_kind: str | None
    name: str
    autopilot: bool = False  # a human's seat handed to the AI for good
    timeouts: int = 0  # consecutive decisions this seat let time out
    dm_closed: bool = False  # Discord refused a DM to this player in this game

    @property
    def is_ai(self) -> bool:
        """Whether the AI makes this seat's decisions (an AI player, or a human on autopilot)."""
        return self.ai_kind is not None or self.autopilot

    @property
    def is_human(self) -> bool:
        return self.user_id is not None


@dataclass(frozen=True)
class GameRecord:
    id: int
    game_key: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    host_id: int
    status: str
    pace: str
    options: dict[str, Any]
    seed: int
    state: dict[str, Any] | None
    result: dict[str, Any] | None
    version: int
    seats: tuple[SeatRecord, ...]

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]


@dataclass(frozen=True)
class MoveRecord:
    version: int
    seat: int
    action_id: str
    events: list[dict[str, Any]]
    by_ai: bool
    irreversible: bool
    created_at: float


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        # One connection is shared by every coroutine: without this lock a statement of one
        # coroutine could land inside another's open transaction.
        self._lock = asyncio.Lock()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    async def _execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Run one statement on its own; returns the number of rows it changed."""
        async with self._lock:
            cursor = await self._db.execute(sql, tuple(params))
            return cursor.rowcount

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        async with self._lock:
            async with self._db.execute(sql, tuple(params)) as cursor:
                return list(await cursor.fetchall())

    # ------------------------------------------------------------------ lifecycle
    @classmethod
    async def open(cls, path: str | Path) -> "Store":
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=FULL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        store = cls(db)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        await self._db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        async with self._db.execute("SELECT version FROM schema_version") as cursor:
            row = await cursor.fetchone()
        current = row[0] if row else 0
        if row is None:
            await self._db.execute("INSERT INTO schema_version (version) VALUES (0)")
        for number, script in enumerate(MIGRATIONS, start=1):
            if number <= current:
                continue
            async with self._transaction():
                for statement in _split_sql(script):
                    await self._db.execute(statement)
                await self._db.execute("UPDATE schema_version SET version = ?", (number,))

    async def schema_version(self) -> int:
        rows = await self._fetchall("SELECT version FROM schema_version")
        return int(rows[0][0])

    # ------------------------------------------------------------------ lobby
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
            cursor = await self._db.execute(
                "INSERT INTO games (game_key, guild_id, channel_id, host_id, status, options, seed, pace, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_key, guild_id, channel_id, host_id, LOBBY, json.dumps(options or {}), seed, pace, now, now),
            )
            game_id = cursor.lastrowid
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
            raise SeatError("The game has already started.")

    async def add_seat(self, game_id: int, name: str, max_seats: int, user_id: int | None = None, ai_kind: str | None = None) -> int:
        """Seat a user or an AI at the next free seat; returns the seat number."""
        async with self._transaction():
            status = await self._scalar("SELECT status FROM games WHERE id = ?", (game_id,))
            if status != LOBBY:
                raise SeatError("The game has already started.")
            if user_id is not None and await self._scalar(
                "SELECT 1 FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            ):
                raise SeatError("You are already seated.")
            count = await self._scalar("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,))
            if count >= max_seats:
                raise SeatError(f"The table is full ({max_seats} seats).")
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, ai_kind, name) VALUES (?, ?, ?, ?, ?)",
                (game_id, count, user_id, ai_kind, name),
            )
            await self._touch(game_id)
        return int(count)

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; later seats move up so seat numbers stay 0..n-1."""
        async with self._transaction():
            status = await self._scalar("SELECT status FROM games WHERE id = ?", (game_id,))
            if status != LOBBY:
                raise SeatError("The game has already started.")
            cursor = await self._db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            if cursor.rowcount != 1:
                raise SeatError("That seat is empty.")
            # Two steps so the primary key never collides while renumbering.
            await self._db.execute("UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat))
            await self._db.execute("UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,))
            await self._touch(game_id)

    async def set_seat(self, game_id: int, seat: int, user_id: int | None, ai_kind: str | None, name: str) -> None:
        """Hand a seat to someone else during a game."""
        await self._execute(
            "UPDATE seats SET user_id = ?, ai_kind = ?, name = ? WHERE game_id = ? AND seat = ?",
            (user_id, ai_kind, name, game_id, seat),
        )

    async def set_autopilot(self, game_id: int, seat: int, on: bool = True) -> None:
        """Let the AI play a human's seat for the rest of the game (the player keeps the seat's name and result)."""
        await self._execute("UPDATE seats SET autopilot = ? WHERE game_id = ? AND seat = ?", (int(on), game_id, seat))

    async def set_timeouts(self, game_id: int, seat: int, count: int) -> None:
        await self._execute("UPDATE seats SET timeouts = ? WHERE game_id = ? AND seat = ?", (count, game_id, seat))

    async def mark_dm_closed(self, game_id: int, seat: int) -> None:
        await self._execute("UPDATE seats SET dm_closed = 1 WHERE game_id = ? AND seat = ?", (game_id, seat))

    # ------------------------------------------------------------------ play
    async def start_game(self, game_id: int, thread_id: int | None, state: dict[str, Any]) -> int:
        """Move a lobby to play with its first state; returns the new version."""
        async with self._transaction():
            cursor = await self._db.execute(
                "UPDATE games SET status = ?, thread_id = ?, state = ?, version = version + 1, updated_at = ?"
                " WHERE id = ? AND status = ?",
                (ACTIVE, thread_id, json.dumps(state), time.time(), game_id, LOBBY),
            )
            if cursor.rowcount != 1:
                raise StaleVersion("The game is not in its lobby any more.")
            return int(await self._scalar("SELECT version FROM games WHERE id = ?", (game_id,)))

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        await self._execute("UPDATE games SET thread_id = ? WHERE id = ?", (thread_id, game_id))

    async def commit_move(
        self,
        game_id: int,
        expected_version: int,
        seat: int,
        action_id: str,
        events: list[dict[str, Any]],
        state: dict[str, Any],
        *,
        by_ai: bool = False,
        irreversible: bool = False,
        result: dict[str, Any] | None = None,
    ) -> int:
        """Append a move and its resulting snapshot atomically; returns the new version.

        Raises StaleVersion, changing nothing, when the game is no longer at ``expected_version``
        or no longer active.
        """
        new_version = expected_version + 1
        status = FINISHED if result is not None else ACTIVE
        now = time.time()
        async with self._transaction():
            cursor = await self._db.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, result = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = ?",
                (
                    json.dumps(state),
                    new_version,
                    status,
                    json.dumps(result) if result is not None else None,
                    now,
                    game_id,
                    expected_version,
                    ACTIVE,
                ),
            )
            if cursor.rowcount != 1:
                raise StaleVersion("The game has moved on; look at the latest board and try again.")
            await self._db.execute(
                "INSERT INTO moves (game_id, version, seat, action_id, events, by_ai, irreversible, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, new_version, seat, action_id, json.dumps(events), int(by_ai), int(irreversible), now),
            )
        return new_version

    async def end_game(self, game_id: int, status: str, result: dict[str, Any] | None = None) -> None:
        """Close a game without a move (abandoned, cancelled lobby)."""
        await self._execute(
            "UPDATE games SET status = ?, result = ?, version = version + 1, updated_at = ? WHERE id = ?",
            (status, json.dumps(result) if result is not None else None, time.time(), game_id),
        )

    async def set_board_post(self, game_id: int, message_id: int, version: int) -> None:
        """Remember the board post of the current turn: its message and the version it started at."""
        await self._execute(
            "UPDATE games SET board_message_id = ?, board_version = ? WHERE id = ?", (message_id, version, game_id)
        )

    async def board_post(self, game_id: int) -> tuple[int, int] | None:
        """(message id, starting version) of the game's current board post, or None before the first."""
        rows = await self._fetchall("SELECT board_message_id, board_version FROM games WHERE id = ?", (game_id,))
        if not rows or rows[0][0] is None:
            return None
        return int(rows[0][0]), int(rows[0][1])

    # ------------------------------------------------------------------ reads
    async def get_game(self, game_id: int) -> GameRecord | None:
        return await self._one_game("SELECT * FROM games WHERE id = ?", (game_id,))

    async def game_by_thread(self, thread_id: int) -> GameRecord | None:
        return await self._one_game("SELECT * FROM games WHERE thread_id = ?", (thread_id,))

    async def _one_game(self, sql: str, params: tuple[Any, ...]) -> GameRecord | None:
        async with self._lock:
            async with self._db.execute(sql, params) as cursor:
                row = await cursor.fetchone()
            return await self._record(row) if row else None

    async def games_with_status(self, *statuses: str, guild_id: int | None = None) -> list[GameRecord]:
        marks = ",".join("?" for _ in statuses)
        sql = f"SELECT * FROM games WHERE status IN ({marks})"
        params: list[Any] = list(statuses)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        async with self._lock:
            async with self._db.execute(sql + " ORDER BY id", params) as cursor:
                rows = await cursor.fetchall()
            return [await self._record(row) for row in rows]

    async def moves(self, game_id: int, after_version: int = 0) -> list[MoveRecord]:
        rows = await self._fetchall(
            "SELECT version, seat, action_id, events, by_ai, irreversible, created_at FROM moves"
            " WHERE game_id = ? AND version > ? ORDER BY version",
            (game_id, after_version),
        )
        return [
            MoveRecord(row[0], row[1], row[2], json.loads(row[3]), bool(row[4]), bool(row[5]), row[6]) for row in rows
        ]

    # ------------------------------------------------------------------ helpers
    async def _record(self, row: aiosqlite.Row) -> GameRecord:
        async with self._db.execute(
            "SELECT seat, user_id, ai_kind, name, autopilot, timeouts, dm_closed FROM seats WHERE game_id = ? ORDER BY seat",
            (row["id"],),
        ) as cursor:
            seats = tuple(
                SeatRecord(r[0], r[1], r[2], r[3], bool(r[4]), int(r[5]), bool(r[6])) for r in await cursor.fetchall()
            )
        return GameRecord(
            id=row["id"],
            game_key=row["game_key"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            thread_id=row["thread_id"],
            lobby_message_id=row["lobby_message_id"],
            host_id=row["host_id"],
            status=row["status"],
            pace=row["pace"],
            options=json.loads(row["options"]),
            seed=row["seed"],
            state=json.loads(row["state"]) if row["state"] else None,
            result=json.loads(row["result"]) if row["result"] else None,
            version=row["version"],
            seats=seats,
        )

    async def _scalar(self, sql: str, params: Iterable[Any] = ()) -> Any:
        async with self._db.execute(sql, tuple(params)) as cursor:
            row = await cursor.fetchone()
        return row[0] if row else None

    async def _touch(self, game_id: int) -> None:
        await self._db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (time.time(), game_id))


def _split_sql(script: str) -> list[str]:
    return [statement.strip() for statement in script.split(";") if statement.strip()]


__all__ = [
    "ABANDONED",
    "ACTIVE",
    "CANCELLED",
    "FINISHED",
    "LOBBY",
    "GameRecord",
    "MoveRecord",
    "SeatError",
    "SeatRecord",
    "StaleVersion",
    "Store",
]
