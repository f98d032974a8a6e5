"""Game sessions in SQLite or PostgreSQL. Every SQL statement of the project lives in this package.

``Store.open`` takes a SQLite file path (the embedded default: one connection per process, WAL
journal, ``synchronous=FULL``) or a ``postgresql://`` URL (an asyncpg pool); ``store.backend`` holds
the few dialect differences, so every statement here is written once. A move the bot has
acknowledged is committed. A move is one transaction (log row, snapshot, version bump) guarded by
the version it was computed from, so a move made against a stale state is refused.

Every change of a game in play (a move, an undo, a resignation, a handover, taking a seat back, an
abandon vote that ends it, a game ended early) is one named method here: one transaction, guarded
by ``status = 'active'`` and the version the caller computed it from, bumping the version. Lobby
changes are guarded by ``status = 'lobby'`` inside their transaction; starting also checks that the
seats and options are the ones the state was dealt for.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from rules.refusal import Refusal
from store.backend import Backend, Row, open_backend, retry_conflicts
from store.schema import MIGRATIONS, PG_MIGRATIONS
from store.timer_plan import REMIND, TIMEOUT, ClockUpdate, Timer, plan

LOBBY, ACTIVE, FINISHED, ABANDONED, CANCELLED = "lobby", "active", "finished", "abandoned", "cancelled"

# The move-log marker of an undone decision in logs written before take-backs were compacted: an
# undo now deletes the undone move's row and logs nothing, so new logs hold no such rows (replays of
# old logs still honour them).
UNDO = "__undo__"


class StaleVersion(Refusal):
    """The game moved on since the caller read it (another move, a double click)."""

    default_reason = "That button belongs to an older board; use the latest one."


class SchemaTooNew(Exception):
    """The database was written by a newer version of the code; opening it would risk its data."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(f"database schema version {found} is newer than this code's {known}")
        self.found = found
        self.known = known


class SeatError(Refusal):
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
    timeouts_total: int = 0  # every decision this seat let time out in this game (the player was absent)
    handed_over: bool = False  # someone else handed this seat to the AI: it is not rated

    @property
    def is_ai(self) -> bool:
        """Whether the AI makes this seat's decisions (an AI player, or a human on autopilot)."""
        return self.ai_kind is not None or self.autopilot

    @property
    def is_human(self) -> bool:
        return self.user_id is not None


@dataclass(frozen=True)
class PostIntent:
    """A new turn post owed by a committed change: recorded in that change's transaction, cleared when
    Discord's message id is stored. ``key`` names the post (the version that asked for it), so a restart
    can find the message if Discord accepted it before the process died; ``start``: the post lists the
    moves after this version; ``ping``: the seats whose turn it begins."""

    key: int
    start: int
    ping: frozenset[int]

    def to_json(self) -> str:
        return json.dumps({"key": self.key, "start": self.start, "ping": sorted(self.ping)})

    @staticmethod
    def from_json(text: str | None) -> "PostIntent | None":
        if not text:
            return None
        data = json.loads(text)
        return PostIntent(int(data["key"]), int(data["start"]), frozenset(int(s) for s in data["ping"]))


@dataclass(frozen=True)
class BoardPost:
    """The game's turn post as the store knows it: the message (None before the first), the version its
    move lines start after, the version its images show (None when unknown), who was to act on the
    newest board it shows or is owed (None when unknown), and a new post owed but not yet recorded."""

    message_id: int | None = None
    start: int = 0
    shown: int | None = None
    to_act: frozenset[int] | None = None
    owed: PostIntent | None = None


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
    version: int  # bumped by every change (moves, undos, resignations, handovers): a guard, not a move count
    seats: tuple[SeatRecord, ...]
    moves_logged: int = 0  # rows of the move log (an undo deletes its move's row): the number of the latest move
    board: BoardPost = BoardPost()  # the turn post's bookkeeping (see services.flow)

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
    number: int = 0  # its place in the game's log (1 = the first move; old logs' undo rows count too)


@dataclass(frozen=True)
class LiveMove:
    """The newest move still in effect (not taken back): what an undo would take back."""

    version: int
    seat: int
    action_id: str
    by_ai: bool
    irreversible: bool
    state_before: dict[str, Any] | None  # None: the move cannot be undone (irreversible, or logged before undo kept it)


SeatKey = tuple[int, int | None, str | None]  # (seat, user_id, ai_kind): who sits where in a lobby


class Store:
    """Every game's rows, on SQLite (a file path) or PostgreSQL (a ``postgresql://`` URL)."""

    def __init__(self, backend: Backend) -> None:
        self._db = backend

    @property
    def backend(self) -> str:
        """Which database holds the games: ``sqlite`` or ``postgres``."""
        return self._db.name

    def _transaction(self) -> Any:
        """One write transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: guarded by row locks)."""
        return self._db.transaction()

    async def _execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Run one statement on its own; returns the number of rows it changed."""
        return await self._db.execute(sql, params)

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        return await self._db.fetchall(sql, params)

    # ------------------------------------------------------------------ lifecycle
    @classmethod
    async def open(cls, database: str | Path) -> "Store":
        """Open (and bring up to date) the database: a SQLite file path, or a ``postgresql://`` URL."""
        backend = await open_backend(database)
        store = cls(backend)
        try:
            await store._migrate()
        except BaseException:
            await backend.close()  # a refused database must not keep its connection alive
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        migrations = PG_MIGRATIONS if self._db.name == "postgres" else MIGRATIONS
        async with self._transaction():
            # Two processes opening a new database at once: the second waits for the first to finish
            # migrating. The lock comes before the CREATE: two concurrent CREATE TABLE IF NOT EXISTS
            # of one new table collide on PostgreSQL's catalogue (a unique violation), not wait.
            await self._db.serialize("schema migration")
            await self._db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = await self._db.fetchone("SELECT version FROM schema_version")
            current = row[0] if row else 0
            if current > len(migrations):
                raise SchemaTooNew(current, len(migrations))
            if row is None:
                await self._db.execute("INSERT INTO schema_version (version) VALUES (0)")
            for number, script in enumerate(migrations, start=1):
                if number <= current:
                    continue
                for statement in _split_sql(script):
                    await self._db.execute(statement)
                await self._db.execute("UPDATE schema_version SET version = ?", (number,))

    async def ping(self) -> None:
        """Run a trivial query: raises if the database does not answer (used by the health heartbeat)."""
        await self._fetchall("SELECT 1")

    async def schema_version(self) -> int:
        rows = await self._fetchall("SELECT version FROM schema_version")
        return int(rows[0][0])

    # ------------------------------------------------------------------ lobby
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
                "INSERT INTO games (game_key, guild_id, channel_id, host_id, status, options, seed, pace, created_at, updated_at)"
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
            raise SeatError("The game has already started.")

    @retry_conflicts
    async def add_seat(self, game_id: int, name: str, max_seats: int, user_id: int | None = None, ai_kind: str | None = None) -> int:
        """Seat a user or an AI at the next free seat; returns the seat number."""
        async with self._transaction():
            status = await self._lobby_status(game_id)
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

    @retry_conflicts
    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; later seats move up so seat numbers stay 0..n-1."""
        async with self._transaction():
            status = await self._lobby_status(game_id)
            if status != LOBBY:
                raise SeatError("The game has already started.")
            await self._free_seat(game_id, seat)

    @retry_conflicts
    async def remove_user(self, game_id: int, user_id: int) -> None:
        """Free the lobby seat of ``user_id``, found inside the transaction (seat numbers move as others leave)."""
        async with self._transaction():
            status = await self._lobby_status(game_id)
            if status != LOBBY:
                raise SeatError("The game has already started.")
            seat = await self._scalar("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            if seat is None:
                raise SeatError("You are not seated at this table.")
            await self._free_seat(game_id, int(seat))

    async def _free_seat(self, game_id: int, seat: int) -> None:
        """Inside a lobby transaction: delete the seat and renumber the later ones."""
        if await self._db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)) != 1:
            raise SeatError("That seat is empty.")
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
                raise StaleVersion("The lobby has already started or was closed.")

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

    async def mark_dm_closed(self, game_id: int, seat: int) -> None:
        await self._execute("UPDATE seats SET dm_closed = 1 WHERE game_id = ? AND seat = ?", (game_id, seat))

    # ------------------------------------------------------------------ play
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
            if expected_seats is not None and await self._seat_keys(game_id) != tuple(expected_seats):
                raise StaleVersion("The table changed while the game was being dealt; press Start again.")
            if expected_options is not None:
                options = await self._scalar("SELECT options FROM games WHERE id = ?", (game_id,))
                if options is None or json.loads(options) != expected_options:
                    raise StaleVersion("The options changed while the game was being dealt; press Start again.")
            changed = await self._db.execute(
                "UPDATE games SET status = ?, thread_id = ?, state = ?, version = version + 1, updated_at = ?"
                " WHERE id = ? AND status = ?",
                (ACTIVE, thread_id, json.dumps(state), time.time(), game_id, LOBBY),
            )
            if changed != 1:
                raise StaleVersion("The game is not in its lobby any more.")
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

    @retry_conflicts
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
        state_before: dict[str, Any] | None = None,
        timed_out: bool = False,
        autopilot_after: int | None = None,
        clock: ClockUpdate | None = None,
        post: PostIntent | None = None,
    ) -> int:
        """Append a move and its resulting snapshot atomically; returns the new version.

        Raises StaleVersion, changing nothing, when the game is no longer at ``expected_version``
        or no longer active. In the same transaction:

        * ``state_before`` (for a reversible move) is kept on the move row with the seat's timers, so
          an undo restores both without reading the log;
        * a move the player made themselves ends their run of time-outs;
        * ``timed_out``: the clock made this move for the seat: one more time-out in a row (and in the
          game); with ``autopilot_after`` the seat goes on autopilot once the run reaches that many
          (unless the move ended the game);
        * the game's timers follow ``clock`` (a finished game has none);
        * the turn post: who is to act on the board the move lands on (``clock.to_act``), and, when
          the move begins a human's turn, the new post it owes (``post``, keyed by the new version).
        """
        new_version = expected_version + 1
        status = FINISHED if result is not None else ACTIVE
        now = time.time()
        async with self._transaction():
            live_before = await self._guard_active(game_id, expected_version)
            await self._db.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, result = ?, updated_at = ?, last_live = ?,"
                " moves_logged = moves_logged + 1 WHERE id = ?",
                (
                    json.dumps(state),
                    new_version,
                    status,
                    json.dumps(result) if result is not None else None,
                    now,
                    new_version,
                    game_id,
                ),
            )
            timers_before = await self._seat_timers(game_id, seat) if state_before is not None else None
            await self._db.execute(
                "INSERT INTO moves (game_id, version, seat, action_id, events, by_ai, irreversible, created_at,"
                " state_before, timers_before, live_before) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    new_version,
                    seat,
                    action_id,
                    json.dumps(events),
                    int(by_ai),
                    int(irreversible),
                    now,
                    json.dumps(state_before) if state_before is not None else None,
                    json.dumps(timers_before) if timers_before is not None else None,
                    live_before,
                ),
            )
            if timed_out:
                await self._count_timeout(game_id, seat, autopilot_after if result is None else None)
            elif not by_ai:
                await self._db.execute(
                    "UPDATE seats SET timeouts = 0 WHERE game_id = ? AND seat = ? AND timeouts > 0", (game_id, seat)
                )
            if clock is not None:
                await self._note_board(game_id, new_version, clock.to_act, post)
            await self._sync_clock(game_id, new_version, clock)
        return new_version

    async def last_live_move(self, game_id: int) -> LiveMove | None:
        """The newest move still in effect, read by key (two indexed rows, whatever the log's length)."""
        async with self._db.snapshot():
            version = await self._scalar("SELECT last_live FROM games WHERE id = ?", (game_id,))
            if version is None:
                return None
            row = await self._db.fetchone(
                "SELECT version, seat, action_id, by_ai, irreversible, state_before FROM moves WHERE game_id = ? AND version = ?",
                (game_id, version),
            )
        if row is None:
            return None
        before = json.loads(row[5]) if row[5] is not None else None
        return LiveMove(int(row[0]), int(row[1]), str(row[2]), bool(row[3]), bool(row[4]), before)

    @retry_conflicts
    async def undo_move(
        self, game_id: int, expected_version: int, undone_version: int, seat: int, *, clock: ClockUpdate | None = None
    ) -> int:
        """Take back the live move ``undone_version`` in one transaction; returns the new version.

        The game returns to the state kept on that move's row, the move under it becomes the live one,
        and the seat's timers are put back as they were before the move (so a move and its undo never
        give the player more time). The undone move's row is deleted and nothing is logged in its
        place (rows above it, the take-backs of an older log, go with it): the log holds only the
        moves in effect, so move + undo cycles never grow it (and it replays to the stored state). The version is still bumped, so buttons drawn for the
        undone move are refused as stale. Refused (StaleVersion) when the game moved on, is over, or
        that move is no longer the live one.
        """
        new_version = expected_version + 1
        now = time.time()
        async with self._transaction():
            live = await self._guard_active(game_id, expected_version)
            if live != undone_version:
                raise StaleVersion("That decision is no longer the last one.")
            row = await self._db.fetchone(
                "SELECT state_before, timers_before, live_before FROM moves WHERE game_id = ? AND version = ?",
                (game_id, undone_version),
            )
            if row is None or row[0] is None:
                raise StaleVersion("That decision cannot be undone.")
            # The undone move is the newest in effect, so every row from it up is dead: the move itself,
            # and in logs written before undo compacted them, earlier take-backs (a move and its undo row).
            removed = await self._db.execute(
                "DELETE FROM moves WHERE game_id = ? AND version >= ?", (game_id, undone_version)
            )
            await self._db.execute(
                "UPDATE games SET state = ?, version = ?, updated_at = ?, last_live = ?, moves_logged = moves_logged - ?"
                " WHERE id = ?",
                (row[0], new_version, now, row[2], removed, game_id),
            )
            timers = json.loads(row[1]) if row[1] is not None else {}
            if timers:
                await self._db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
                for kind, due_at in timers.items():
                    await self._db.execute(
                        "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?)",
                        (game_id, seat, kind, new_version, float(due_at)),
                    )
            else:  # no clock was running before the move: keep whatever runs now, never a fresh one
                await self._db.execute(
                    "UPDATE timers SET version = ? WHERE game_id = ? AND seat = ?", (new_version, game_id, seat)
                )
            if clock is not None:
                await self._note_board(game_id, new_version, clock.to_act, None)
            await self._sync_clock(game_id, new_version, clock)
        return new_version

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
            order = int(await self._scalar("SELECT COUNT(*) FROM seats WHERE game_id = ? AND timeouts < 0", (game_id,))) + 1
            changed = await self._db.execute(
                "UPDATE seats SET timeouts = ?, autopilot = 1 WHERE game_id = ? AND seat = ? AND timeouts >= 0",
                (-order, game_id, seat),
            )
            if changed != 1:
                raise StaleVersion("That seat has already resigned.")
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
                raise StaleVersion("That seat is not on autopilot, or its player resigned.")
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
                "UPDATE seats SET user_id = ?, ai_kind = ?, name = ? WHERE game_id = ? AND seat = ?",
                (user_id, ai_kind, name, game_id, seat),
            )
            await self._db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            return await self._bump(game_id)

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
            withdrawn = toggle and await self._db.execute(
                "DELETE FROM abandon_votes WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            ) == 1
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
        sql, params = "SELECT user_id FROM abandon_votes WHERE game_id = ?", [game_id]
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

    async def set_board_post(self, game_id: int, message_id: int, version: int, shown: int | None = None) -> None:
        """Remember the board post of the current turn: its message, the version it started at, and
        the version its images show (``shown``; None when unknown)."""
        await self._execute(
            "UPDATE games SET board_message_id = ?, board_version = ?, board_shown = ? WHERE id = ?",
            (message_id, version, shown, game_id),
        )

    async def mark_board_shown(self, game_id: int, message_id: int, shown: int) -> None:
        """The turn's post (``message_id``) now shows version ``shown`` (after an edit). Never goes
        back: a slower edit of an older version does not hide a newer one."""
        await self._execute(
            "UPDATE games SET board_shown = ? WHERE id = ? AND board_message_id = ?"
            " AND (board_shown IS NULL OR board_shown < ?)",
            (shown, game_id, message_id, shown),
        )

    async def board_post(self, game_id: int) -> tuple[int, int] | None:
        """(message id, starting version) of the game's current board post, or None before the first."""
        rows = await self._fetchall("SELECT board_message_id, board_version FROM games WHERE id = ?", (game_id,))
        if not rows or rows[0][0] is None:
            return None
        return int(rows[0][0]), int(rows[0][1])

    async def board_shown(self, game_id: int) -> int | None:
        """The version the game's current board post shows, None before the first post (or when a post
        was made before this was recorded): a restart reposts the board only when it is behind."""
        rows = await self._fetchall("SELECT board_message_id, board_shown FROM games WHERE id = ?", (game_id,))
        if not rows or rows[0][0] is None or rows[0][1] is None:
            return None
        return int(rows[0][1])

    # ------------------------------------------------------------------ reads
    async def get_game(self, game_id: int) -> GameRecord | None:
        return await self._one_game("SELECT * FROM games WHERE id = ?", (game_id,))

    async def game_by_thread(self, thread_id: int) -> GameRecord | None:
        return await self._one_game("SELECT * FROM games WHERE thread_id = ?", (thread_id,))

    async def _one_game(self, sql: str, params: tuple[Any, ...]) -> GameRecord | None:
        async with self._db.snapshot():
            row = await self._db.fetchone(sql, params)
            return await self._record(row) if row else None

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
        those where they hold a seat they have not resigned (seats on autopilot count)."""
        # From the games in play (few, by the status index) to their seats (by the (game, user) index):
        # never a scan of every seat of every game ever played.
        rows = await self._fetchall(
            "SELECT id FROM games WHERE status = ? AND (host_id = ? OR EXISTS (SELECT 1 FROM seats"
            " WHERE seats.game_id = games.id AND seats.user_id = ? AND seats.timeouts >= 0)) ORDER BY id",
            (ACTIVE, user_id, user_id),
        )
        return [int(r[0]) for r in rows]

    async def count_games_in_play(self, guild_id: int) -> int:
        """How many games are in play in one server (games of AI players only included)."""
        return int(await self._scalar("SELECT COUNT(*) FROM games WHERE status = ? AND guild_id = ?", (ACTIVE, guild_id)))

    async def moves(
        self, game_id: int, after_version: int = 0, through_version: int | None = None, limit: int | None = None
    ) -> list[MoveRecord]:
        """The logged moves with ``after_version`` < version <= ``through_version`` (no upper bound: None),
        oldest first; with ``limit``, only the first ``limit`` of them are read."""
        upper = " AND version <= ?" if through_version is not None else ""
        params: tuple[Any, ...] = (game_id, after_version) + ((through_version,) if through_version is not None else ())
        if limit is not None:
            params += (max(0, limit),)
        rows = await self._fetchall(
            "SELECT * FROM (SELECT version, seat, action_id, events, by_ai, irreversible, created_at,"
            " ROW_NUMBER() OVER (ORDER BY version) FROM moves WHERE game_id = ?) AS logged WHERE version > ?"
            + upper + " ORDER BY version" + (" LIMIT ?" if limit is not None else ""),
            params,
        )
        return [
            MoveRecord(row[0], row[1], row[2], json.loads(row[3]), bool(row[4]), bool(row[5]), row[6], int(row[7]))
            for row in rows
        ]

    # ------------------------------------------------------------------ helpers
    async def _record(self, row: Row) -> GameRecord:
        rows = await self._db.fetchall(
            "SELECT seat, user_id, ai_kind, name, autopilot, timeouts, dm_closed, timeouts_total, handed_over"
            " FROM seats WHERE game_id = ? ORDER BY seat",
            (row["id"],),
        )
        seats = tuple(
            SeatRecord(r[0], r[1], r[2], r[3], bool(r[4]), int(r[5]), bool(r[6]), int(r[7]), bool(r[8])) for r in rows
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
            moves_logged=row["moves_logged"],
            board=_board_of(row),
        )

    async def _scalar(self, sql: str, params: Iterable[Any] = ()) -> Any:
        row = await self._db.fetchone(sql, params)
        return row[0] if row else None

    async def _lobby_status(self, game_id: int) -> str | None:
        """Inside a lobby transaction: the game's status, its row held (PostgreSQL) until commit."""
        return await self._scalar("SELECT status FROM games WHERE id = ?" + self._db.lock_suffix, (game_id,))

    async def _touch(self, game_id: int) -> None:
        await self._db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (time.time(), game_id))

    async def _guard_active(self, game_id: int, expected_version: int) -> int | None:
        """Inside a transaction: refuse (StaleVersion) unless the game is active at ``expected_version``.

        Returns the version of its live move (the top of what undo may take back), or None.
        """
        # FOR UPDATE on PostgreSQL: the game's row stays ours until commit, so two changes computed
        # from the same version cannot both pass this check (SQLite's BEGIN IMMEDIATE does it already).
        row = await self._db.fetchone(
            "SELECT status, version, last_live FROM games WHERE id = ?" + self._db.lock_suffix, (game_id,)
        )
        if row is None or row[0] != ACTIVE:
            raise StaleVersion("This game is not being played any more.")
        if int(row[1]) != expected_version:
            raise StaleVersion("The game has moved on; look at the latest board and try again.")
        return None if row[2] is None else int(row[2])

    async def _bump(self, game_id: int, status: str = ACTIVE, result: dict[str, Any] | None = None) -> int:
        """Inside a guarded transaction: the next version (and the status; a result when it ends)."""
        await self._db.execute(
            "UPDATE games SET version = version + 1, status = ?, result = COALESCE(?, result), updated_at = ? WHERE id = ?",
            (status, json.dumps(result) if result is not None else None, time.time(), game_id),
        )
        if status != ACTIVE:  # a game that ends keeps no clock, in the same transaction
            await self._db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
        return int(await self._scalar("SELECT version FROM games WHERE id = ?", (game_id,)))

    async def _sync_clock(self, game_id: int, version: int, clock: ClockUpdate | None) -> None:
        """Inside a change's transaction: the game's timers as ``clock`` says (``store.timer_plan.plan``).

        Timers follow every change in the change's own transaction, so they never drift from the game
        and no process needs to catch them up afterwards (the clock's heal stays only as a safety net).
        """
        status = await self._scalar("SELECT status FROM games WHERE id = ?", (game_id,))
        if status != ACTIVE:
            await self._db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            return
        if clock is None:
            return
        rows = await self._db.fetchall(
            "SELECT seat FROM seats WHERE game_id = ? AND user_id IS NOT NULL AND ai_kind IS NULL AND autopilot = 0",
            (game_id,),
        )
        timed = {int(r[0]) for r in rows} & set(clock.to_act)
        rows = await self._db.fetchall(
            "SELECT game_id, seat, kind, version, due_at FROM timers WHERE game_id = ?", (game_id,)
        )
        existing = [Timer(int(r[0]), int(r[1]), str(r[2]), int(r[3]), float(r[4])) for r in rows]
        change = plan(existing, timed, version, clock.moved)
        now = time.time()
        for seat in change.drop:
            await self._db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
        for seat in change.restamp:
            await self._db.execute(
                "UPDATE timers SET version = ?, failures = 0 WHERE game_id = ? AND seat = ?", (version, game_id, seat)
            )
        for seat in change.fresh:
            await self._db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            await self._db.execute(
                "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)",
                (game_id, seat, REMIND, version, now + clock.seconds / 2, game_id, seat, TIMEOUT, version,
                 now + clock.seconds),
            )

    async def _note_board(
        self, game_id: int, version: int, to_act: frozenset[int], post: PostIntent | None
    ) -> None:
        """Inside a change's transaction: who is to act on the board it lands on, and the new turn post it
        owes (a post still owed from before keeps its start, so its move lines are not lost)."""
        if post is None:
            await self._db.execute(
                "UPDATE games SET board_to_act = ? WHERE id = ?", (json.dumps(sorted(to_act)), game_id)
            )
            return
        before = PostIntent.from_json(await self._scalar("SELECT board_intent FROM games WHERE id = ?", (game_id,)))
        start = min(post.start, before.start) if before is not None else post.start
        owed = PostIntent(version, start, post.ping)
        await self._db.execute(
            "UPDATE games SET board_to_act = ?, board_intent = ? WHERE id = ?",
            (json.dumps(sorted(to_act)), owed.to_json(), game_id),
        )

    # ------------------------------------------------------------------ the turn post
    async def record_turn_post(
        self, game_id: int, owed_key: int | None, message_id: int, start: int, shown: int
    ) -> None:
        """Discord accepted a new turn post (``message_id``) showing version ``shown``: it becomes the
        game's current post, and the post owed under ``owed_key`` (if any) is settled. A post owed by a
        later change (another key) stays owed."""
        async with self._transaction():
            owed = PostIntent.from_json(await self._scalar("SELECT board_intent FROM games WHERE id = ?", (game_id,)))
            later = None
            if owed is not None and owed.key != owed_key:
                # Owed by a change committed while this post was on its way: its lines start after what
                # this post shows, so no move is captioned in two posts.
                later = PostIntent(owed.key, max(owed.start, shown), owed.ping)
            await self._db.execute(
                "UPDATE games SET board_message_id = ?, board_version = ?, board_shown = ?,"
                " board_intent = ? WHERE id = ?",
                (message_id, start, shown, later.to_json() if later else None, game_id),
            )

    async def owe_turn_post(self, game_id: int, post: PostIntent) -> None:
        """Record that a new turn post is owed (an edit Discord refused falls back to a new post), unless
        one is owed already (that one is made first and shows the newest board anyway)."""
        await self._execute(
            "UPDATE games SET board_intent = ? WHERE id = ? AND board_intent IS NULL", (post.to_json(), game_id)
        )

    async def _seat_timers(self, game_id: int, seat: int) -> dict[str, float]:
        """The seat's timer rows, kind -> due time (kept on a reversible move for its undo)."""
        rows = await self._db.fetchall("SELECT kind, due_at FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
        return {str(r[0]): float(r[1]) for r in rows}

    async def _count_timeout(self, game_id: int, seat: int, autopilot_after: int | None) -> None:
        """Inside a move's transaction: one more time-out for the seat; autopilot when the run is long enough."""
        await self._db.execute(
            "UPDATE seats SET timeouts = timeouts + 1, timeouts_total = timeouts_total + 1"
            " WHERE game_id = ? AND seat = ? AND timeouts >= 0",
            (game_id, seat),
        )
        if autopilot_after is not None:
            await self._db.execute(
                "UPDATE seats SET autopilot = 1 WHERE game_id = ? AND seat = ? AND timeouts >= ?",
                (game_id, seat, autopilot_after),
            )

    async def _seat_keys(self, game_id: int) -> tuple[SeatKey, ...]:
        rows = await self._db.fetchall("SELECT seat, user_id, ai_kind FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return tuple((int(r[0]), r[1], r[2]) for r in rows)


def _board_of(row: Row) -> BoardPost:
    to_act = row["board_to_act"]
    return BoardPost(
        message_id=None if row["board_message_id"] is None else int(row["board_message_id"]),
        start=int(row["board_version"] or 0),
        shown=None if row["board_shown"] is None else int(row["board_shown"]),
        to_act=None if to_act is None else frozenset(int(s) for s in json.loads(to_act)),
        owed=PostIntent.from_json(row["board_intent"]),
    )


def _split_sql(script: str) -> list[str]:
    return [statement.strip() for statement in script.split(";") if statement.strip()]


__all__ = [
    "ABANDONED",
    "ACTIVE",
    "BoardPost",
    "CANCELLED",
    "ClockUpdate",
    "PostIntent",
    "FINISHED",
    "LOBBY",
    "GameRecord",
    "LiveMove",
    "MoveRecord",
    "SchemaTooNew",
    "SeatError",
    "SeatRecord",
    "StaleVersion",
    "Store",
    "UNDO",
]
