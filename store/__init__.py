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

from pathlib import Path

from store.away_rows import AwayRefused, AwayRows
from store.backend import open_backend
from store.games import Games
from store.invitations import INVITED, REQUESTED, Invitation, Invitations
from store.lobbies import Lobbies
from store.members import Members
from store.moves import MoveLog
from store.practice import Practice, PracticeInPlay, PracticeTooOften
from store.records import (
    ABANDONED,
    ACTIVE,
    CANCELLED,
    FINISHED,
    LOBBY,
    UNDO,
    BoardPost,
    GameRecord,
    LiveMove,
    MoveRecord,
    PostIntent,
    PostNews,
    SchemaTooNew,
    SeatedGame,
    SeatError,
    SeatRecord,
    StaleVersion,
)
from store.rematches import Deal, Rematches
from store.reviews import Reviews
from store.schema import MIGRATIONS, PG_MIGRATIONS
from store.seasons import Season, SeasonRefused, Seasons, SeasonSeat
from store.seats import Seats
from store.time_bank import MoreTimeRefused, SeatClockRow, TimeBank, decision_token
from store.timer_plan import ClockUpdate
from store.turn_posts import TurnPosts
from store.votes import Votes


class Store(
    Practice,
    Rematches,
    Invitations,
    Lobbies,
    MoveLog,
    Seats,
    Votes,
    TurnPosts,
    Games,
    Members,
    TimeBank,
    AwayRows,
    Reviews,
    Seasons,
):
    """Every game's rows, on SQLite (a file path) or PostgreSQL (a ``postgresql://`` URL): one façade
    over the store's concerns (practice games, rematches, lobbies, invitations, the move log, seats, votes,
    turn posts, reads, members' settings, time banks, time away, reviews of finished games, seasons)."""

    @classmethod
    async def open(cls, database: str | Path) -> Store:
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


def _split_sql(script: str) -> list[str]:
    return [statement.strip() for statement in script.split(";") if statement.strip()]


__all__ = [
    "ABANDONED",
    "ACTIVE",
    "CANCELLED",
    "FINISHED",
    "INVITED",
    "LOBBY",
    "REQUESTED",
    "UNDO",
    "AwayRefused",
    "BoardPost",
    "ClockUpdate",
    "Deal",
    "GameRecord",
    "Invitation",
    "Invitations",
    "LiveMove",
    "MoreTimeRefused",
    "MoveRecord",
    "PostIntent",
    "PostNews",
    "PracticeInPlay",
    "PracticeTooOften",
    "SchemaTooNew",
    "Season",
    "SeasonRefused",
    "SeasonSeat",
    "SeatClockRow",
    "SeatError",
    "SeatRecord",
    "SeatedGame",
    "StaleVersion",
    "Store",
    "decision_token",
]
