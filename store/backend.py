"""The SQL dialects behind the store: SQLite (embedded, the default) and PostgreSQL (asyncpg).

The store writes its statements once, with ``?`` placeholders, in the SQL both databases share.
A backend runs them: it owns the connection(s), the transactions and the few differences left:

* placeholders: ``?`` for SQLite, ``$1, $2, ...`` for PostgreSQL (converted here);
* a new row's id: ``lastrowid`` on SQLite, ``RETURNING id`` on PostgreSQL (``insert_id``);
* row counts: the cursor's ``rowcount``, or the command tag asyncpg returns (``UPDATE 1``);
* locking: SQLite's ``BEGIN IMMEDIATE`` lets one writer at a time in; on PostgreSQL a transaction
  that reads and then decides takes the row it decides on with ``FOR UPDATE`` (``lock_suffix``), and a
  transaction the server aborted for a conflict (serialization failure, deadlock) is run again by
  :func:`retry_conflicts`.

A statement run inside ``transaction()`` (in the same task) goes to that transaction's connection;
outside one it runs on its own (SQLite: under the connection lock; PostgreSQL: on a pooled connection).
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import re
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import aiosqlite

if TYPE_CHECKING:
    import asyncpg

from store.database_url import DatabaseUrlError, describe_database, is_postgres_url, parse_database_url, url_scheme


class Row(Protocol):
    """A result row, read by position or by column name (aiosqlite.Row and asyncpg.Record are both)."""

    def __getitem__(self, key: int | str, /) -> Any: ...  # noqa: ANN401 - a column's value, of the column's type

    def __len__(self) -> int: ...

    def __iter__(self) -> Iterator[Any]: ...


T = TypeVar("T")


class Backend(Protocol):
    """What the store needs of a database."""

    name: str  # "sqlite" or "postgres"
    lock_suffix: str  # appended to a SELECT whose row a transaction decides on

    def transaction(self) -> AbstractAsyncContextManager[None]: ...
    def snapshot(self) -> AbstractAsyncContextManager[None]: ...
    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int: ...
    async def run_later(self, sql: str, params: Iterable[Any] = ()) -> None: ...
    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]: ...
    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> Row | None: ...
    async def insert_id(self, sql: str, params: Iterable[Any] = ()) -> int: ...
    async def serialize(self, key: str) -> None: ...
    async def close(self) -> None: ...


class DatabaseUnavailable(Exception):
    """The database server cannot be reached or refused us (address, password, database name)."""


# ---------------------------------------------------------------------------------------- SQLite
WAL_SWITCH_TRIES = 100  # at 0.05 s apart: about 5 s, like the busy timeout


async def _switch_to_wal(db: aiosqlite.Connection) -> None:
    """Put the file in WAL mode. On a new file several processes may try at once; SQLite answers
    "database is locked" at once, without the busy timeout, to a connection that would otherwise wait
    on another reader upgrading too (its deadlock rule), so the switch is simply tried again."""
    for attempt in range(WAL_SWITCH_TRIES):
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or attempt == WAL_SWITCH_TRIES - 1:
                raise
            await asyncio.sleep(0.05)


def _rowcount(sql: str, params: tuple[Any, ...], db: sqlite3.Connection) -> int:
    cursor = db.execute(sql, params)
    try:
        return cursor.rowcount
    finally:
        cursor.close()


def _rows(sql: str, params: tuple[Any, ...], db: sqlite3.Connection) -> list[Row]:
    cursor = db.execute(sql, params)
    try:
        return cursor.fetchall()
    finally:
        cursor.close()


def _row(sql: str, params: tuple[Any, ...], db: sqlite3.Connection) -> Row | None:
    cursor = db.execute(sql, params)
    try:
        row: Row | None = cursor.fetchone()
        return row
    finally:
        cursor.close()


def _batch(
    queued: list[tuple[str, tuple[Any, ...]]], work: Callable[[sqlite3.Connection], T], db: sqlite3.Connection
) -> T:
    """In aiosqlite's thread: the writes queued in a transaction (see ``run_later``), then ``work``."""
    for sql, params in queued:
        db.execute(sql, params).close()
    return work(db)


def _rollback(db: sqlite3.Connection) -> None:
    """End a failed transaction: only when it began (BEGIN goes with the transaction's first trip)."""
    if db.in_transaction:
        db.execute("ROLLBACK").close()


def _nothing(db: sqlite3.Connection) -> None:
    return None


def _lastrowid(sql: str, params: tuple[Any, ...], db: sqlite3.Connection) -> int | None:
    cursor = db.execute(sql, params)
    try:
        return cursor.lastrowid
    finally:
        cursor.close()


class SqliteBackend:
    """One aiosqlite connection shared by every coroutine, one writer transaction at a time."""

    name = "sqlite"
    lock_suffix = ""  # BEGIN IMMEDIATE already holds the whole database for the transaction

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        # Without this lock a statement of one coroutine could land inside another's open transaction.
        self._lock = asyncio.Lock()
        self._in_transaction: contextvars.ContextVar[bool] = contextvars.ContextVar("sqlite_tx", default=False)
        # Inside a transaction: statements sent with its next trip to the database thread (BEGIN, then
        # the writes ``run_later`` queues); None outside one.
        self._queued: list[tuple[str, tuple[Any, ...]]] | None = None

    @classmethod
    async def open(cls, path: str | Path) -> SqliteBackend:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        db.row_factory = aiosqlite.Row
        # The wait for a lock first: switching a new file to WAL takes one, and processes started
        # together on a new database would otherwise fail with "database is locked" instead of waiting
        # (the one case the wait does not cover, two readers upgrading at once, _switch_to_wal retries).
        await db.execute("PRAGMA busy_timeout=5000")
        await _switch_to_wal(db)
        await db.execute("PRAGMA synchronous=FULL")
        await db.execute("PRAGMA foreign_keys=ON")
        return cls(db)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """BEGIN IMMEDIATE ... COMMIT, in as few trips to the database thread as the reads allow: BEGIN
        goes with the transaction's first statement, and the writes queued by ``run_later`` go with
        the next read or with the COMMIT (a transaction that only writes is one trip)."""
        async with self._lock:
            self._queued = [("BEGIN IMMEDIATE", ())]
            token = self._in_transaction.set(True)
            try:
                yield
                queued, self._queued = self._queued, None
                await self._thread(_batch, [*queued, ("COMMIT", ())], _nothing)
            except BaseException:
                self._queued = None  # whatever was not sent yet is dropped with the transaction
                await self._thread(_rollback)
                raise
            finally:
                self._queued = None
                self._in_transaction.reset(token)

    async def _thread(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args, connection)`` in aiosqlite's thread: one trip there and back."""
        done: T = await self.db._execute(work, *args, self.db._conn)  # type: ignore[no-untyped-call]  # aiosqlite's queue to its thread, untyped
        return done

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[None]:
        """Several reads that see one state: no write of this process can land between them."""
        if self._in_transaction.get():
            yield
            return
        async with self._lock:
            token = self._in_transaction.set(True)
            try:
                yield
            finally:
                self._in_transaction.reset(token)

    @asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        """The connection for one statement: free inside our own transaction, else wait for the lock."""
        if self._in_transaction.get():
            yield
        else:
            async with self._lock:
                yield

    # Each statement is one trip to aiosqlite's thread and back (the loop wakes once per trip): the
    # statement, its rows and closing its cursor are done there in one go, where aiosqlite's own
    # ``execute`` + ``fetchall`` + cursor close would take three trips.
    async def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        async with self._turn():
            if self._queued and self._in_transaction.get():  # the transaction's waiting statements first
                queued, self._queued = self._queued, []
                return await self._thread(_batch, queued, work)
            return await self._thread(work)

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        return await self._run(functools.partial(_rowcount, sql, tuple(params)))

    async def run_later(self, sql: str, params: Iterable[Any] = ()) -> None:
        """A write whose outcome the caller does not read (no row count): inside a transaction it is
        sent with the transaction's next statement or its COMMIT, in the same trip, and a failure
        surfaces there (the transaction is rolled back all the same); outside one it runs at once."""
        if self._queued is not None and self._in_transaction.get():
            self._queued.append((sql, tuple(params)))
            return
        await self.execute(sql, params)

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        return await self._run(functools.partial(_rows, sql, tuple(params)))

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> Row | None:
        return await self._run(functools.partial(_row, sql, tuple(params)))

    async def insert_id(self, sql: str, params: Iterable[Any] = ()) -> int:
        row_id = await self._run(functools.partial(_lastrowid, sql, tuple(params)))
        if row_id is None:  # an INSERT always sets it; anything else is a caller's mistake
            raise RuntimeError(f"no row id after {sql!r}")
        return row_id

    async def serialize(self, key: str) -> None:
        """Inside a transaction: wait for any other transaction holding ``key`` (BEGIN IMMEDIATE already did)."""

    async def close(self) -> None:
        await self.db.close()


# ------------------------------------------------------------------------------------ PostgreSQL
_PLACEHOLDER = re.compile(r"\?")
_COUNT_TAG = re.compile(r"(\d+)\s*$")

# SQLSTATEs after which the whole transaction may simply be run again.
RETRYABLE_SQLSTATES = frozenset({"40001", "40P01"})  # serialization_failure, deadlock_detected
CONFLICT_RETRIES = 5


def to_dollar_params(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's numbered ``$1, $2, ...`` (the store never puts ``?`` in a literal)."""
    counter = iter(range(1, 10_000))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


def rows_changed(status: str) -> int:
    """The row count of an asyncpg command tag (``UPDATE 3``, ``INSERT 0 1``, ``DELETE 0``)."""
    match = _COUNT_TAG.search(status or "")
    return int(match.group(1)) if match else 0


class PostgresBackend:
    """A small asyncpg pool; each transaction holds one connection from BEGIN to COMMIT."""

    name = "postgres"
    lock_suffix = " FOR UPDATE"

    def __init__(self, pool: asyncpg.Pool[asyncpg.Record]) -> None:
        self.pool = pool
        self._connection: contextvars.ContextVar[Any] = contextvars.ContextVar("pg_tx", default=None)

    @classmethod
    async def open(cls, url: str, min_size: int = 1, max_size: int = 5) -> PostgresBackend:
        import asyncpg  # only a PostgreSQL deployment needs the driver loaded

        try:
            pool = await asyncpg.create_pool(url, min_size=min_size, max_size=max_size, command_timeout=60, timeout=15)
        except (TimeoutError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise DatabaseUnavailable(
                f"Cannot open the PostgreSQL database {describe_database(url)}: {type(error).__name__}: {error}"
            ) from None
        return cls(pool)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        if self._connection.get() is not None:
            raise RuntimeError("the store does not nest transactions")
        async with self.pool.acquire() as connection, connection.transaction():
            token = self._connection.set(connection)
            try:
                yield
            finally:
                self._connection.reset(token)

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[None]:
        """Several reads that see one state: a read-only REPEATABLE READ transaction."""
        if self._connection.get() is not None:
            yield
            return
        async with (
            self.pool.acquire() as connection,
            connection.transaction(isolation="repeatable_read", readonly=True),
        ):
            token = self._connection.set(connection)
            try:
                yield
            finally:
                self._connection.reset(token)

    @asynccontextmanager
    async def _connection_for_statement(self) -> AsyncIterator[Any]:
        current = self._connection.get()
        if current is not None:
            yield current
        else:
            async with self.pool.acquire() as connection:
                yield connection

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        async with self._connection_for_statement() as connection:
            return rows_changed(await connection.execute(to_dollar_params(sql), *params))

    async def run_later(self, sql: str, params: Iterable[Any] = ()) -> None:
        """A write whose outcome the caller does not read: sent at once (asyncpg has no batching here)."""
        await self.execute(sql, params)

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        async with self._connection_for_statement() as connection:
            return list(await connection.fetch(to_dollar_params(sql), *params))

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> Row | None:
        async with self._connection_for_statement() as connection:
            row: Row | None = await connection.fetchrow(to_dollar_params(sql), *params)
            return row

    async def insert_id(self, sql: str, params: Iterable[Any] = ()) -> int:
        async with self._connection_for_statement() as connection:
            return int(await connection.fetchval(to_dollar_params(sql) + " RETURNING id", *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """One statement for many rows (a bulk copy)."""
        async with self._connection_for_statement() as connection:
            await connection.executemany(to_dollar_params(sql), rows)

    async def serialize(self, key: str) -> None:
        """Inside a transaction: one transaction at a time holds ``key`` (an advisory lock until commit)."""
        await self.execute("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", (key,))

    async def close(self) -> None:
        await self.pool.close()


def is_conflict(error: BaseException) -> bool:
    """Whether PostgreSQL aborted a transaction only because another one got in its way."""
    return getattr(error, "sqlstate", None) in RETRYABLE_SQLSTATES


def retry_conflicts(method: Callable[..., Awaitable[T]]) -> Callable[..., Awaitable[T]]:
    """Run a store operation (one whole transaction) again when the server aborted it for a conflict.

    Only for methods whose every effect is inside their transaction: a rolled-back attempt left nothing.
    """

    @functools.wraps(method)
    async def wrapper(*args: Any, **kwargs: Any) -> T:
        for attempt in range(CONFLICT_RETRIES):
            try:
                return await method(*args, **kwargs)
            except Exception as error:
                if not is_conflict(error) or attempt == CONFLICT_RETRIES - 1:
                    raise
                await asyncio.sleep(0.01 * (attempt + 1))
        raise AssertionError("unreachable")

    return wrapper


async def open_backend(database: str | Path) -> Backend:
    """A SQLite file (a path) or a PostgreSQL server (a URL: see :func:`store.database_url.parse_database_url`;
    any other URL is refused with :class:`DatabaseUrlError` rather than taken for a file name)."""
    if url_scheme(database) is not None:
        return await PostgresBackend.open(parse_database_url(str(database), "The database URL"))
    return await SqliteBackend.open(database)


__all__ = [
    "Backend",
    "DatabaseUnavailable",
    "DatabaseUrlError",
    "PostgresBackend",
    "Row",
    "SqliteBackend",
    "describe_database",
    "is_conflict",
    "is_postgres_url",
    "open_backend",
    "retry_conflicts",
    "rows_changed",
    "to_dollar_params",
]
