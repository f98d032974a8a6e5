"""Paces and time banks: a lobby's pace, each seat's clock as the turn post shows it, and asking
for (and granting) more time.

A seat's time bank lives on its row (``bank``, ``decision_started``, ``base_ends``; migration 8) and
changes only inside guarded transactions: a move, an undo or a seat change settles it with the
game's timers (``StoreRows._sync_clock``), and a grant of more time moves the seat's time-out,
its base time and its reminder together here. A grant does not bump the game's version (the
player's picker stays valid); it is guarded instead by the request it answers: the seat's pending
request must be for the decision the seat is making now (``decision_token``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from rules.refusal import Refusal
from rules.text import msg
from store.away import Away, first_reminder, moved_out
from store.backend import Row, retry_conflicts
from store.base import StoreRows
from store.records import ACTIVE, LOBBY, SeatError, StaleVersion
from store.timer_plan import REMIND, TIMEOUT, reminder_moments


class MoreTimeRefused(Refusal):
    """A request for more time (or its grant) that cannot be made now; nothing changed."""


@dataclass(frozen=True)
class SeatClockRow:
    """A seat's clock as stored: its bank (None: the pace's starting bank), its current decision's
    start and base-time end (None: not deciding), its time-out, and its request for more time."""

    seat: int
    bank: float | None
    started: float | None
    base_ends: float | None
    deadline: float | None
    asked: int | None  # the decision a pending request is for (``decision_token``), None: none pending
    granted: bool  # the seat had its more time in this game
    asks: int = 0  # the requests for more time the seat made in this game


@dataclass(frozen=True)
class AskRecorded:
    """A request for more time, recorded: the decision it is for (``decision_token``) and how many
    requests the seat has made in this game, this one included."""

    token: int
    asks: int


# A seat's clock: its row and its time-out timer (one query for a game's seats, or one seat's).
CLOCK_QUERY = (
    "SELECT s.seat, s.bank, s.decision_started, s.base_ends, t.due_at, s.more_time_asked, s.more_time_granted,"
    " s.more_time_asks FROM seats AS s"
    " LEFT JOIN timers AS t ON t.game_id = s.game_id AND t.seat = s.seat AND t.kind = ?"
    " WHERE s.game_id = ?"
)


def _clock_of(row: Row) -> SeatClockRow:
    def seconds(value: object) -> float | None:
        return None if value is None else float(value)  # type: ignore[arg-type]  # a number column

    return SeatClockRow(
        int(row[0]),
        seconds(row[1]),
        seconds(row[2]),
        seconds(row[3]),
        seconds(row[4]),
        None if row[5] is None else int(row[5]),
        bool(row[6]),
        int(row[7]),
    )


def decision_token(started: float) -> int:
    """A decision's identity in a request for more time (and in its Grant button): its start, in ms."""
    return round(started * 1000)


class TimeBank(StoreRows):
    """A lobby's pace, the seats' clocks, and requests for more time."""

    async def set_pace(self, game_id: int, pace: str) -> None:
        """The game's pace, while it is in its lobby (a change of the lobby: it touches it)."""
        changed = await self._execute(
            "UPDATE games SET pace = ?, updated_at = ? WHERE id = ? AND status = ?", (pace, time.time(), game_id, LOBBY)
        )
        if changed != 1:
            raise SeatError(msg("store-refusal-already-started"))

    async def seat_clocks(self, game_id: int) -> dict[int, SeatClockRow]:
        """Every seat's clock, by seat (one query)."""
        rows = await self._fetchall(CLOCK_QUERY + " ORDER BY s.seat", (TIMEOUT, game_id))
        return {int(row[0]): _clock_of(row) for row in rows}

    @retry_conflicts
    async def ask_more_time(self, game_id: int, seat: int, limit: int | None = None) -> AskRecorded:
        """Record ``seat``'s request for more time for the decision it is making now; returns that
        decision's token and the seat's count of requests. Refused when the seat is not deciding on
        a clock, already had its more time in this game, already asked for this decision, or already
        made ``limit`` requests in this game (None: no bound)."""
        async with self._transaction():
            await self._hold_active(game_id)
            row = await self._clock_row(game_id, seat)
            if row is None or row.started is None or row.deadline is None:
                raise MoreTimeRefused(msg("paces-refusal-not-deciding"))
            if row.granted:
                raise MoreTimeRefused(msg("paces-refusal-used"))
            token = decision_token(row.started)
            if row.asked == token:
                raise MoreTimeRefused(msg("paces-refusal-already-asked"))
            if limit is not None and row.asks >= limit:
                raise MoreTimeRefused(msg("paces-refusal-asks-used", count=limit))
            await self._db.execute(
                "UPDATE seats SET more_time_asked = ?, more_time_asks = more_time_asks + 1"
                " WHERE game_id = ? AND seat = ?",
                (token, game_id, seat),
            )
        return AskRecorded(token, row.asks + 1)

    @retry_conflicts
    async def grant_more_time(
        self,
        game_id: int,
        seat: int,
        token: int,
        extension: float,
        *,
        base: float,
        last_call: float,
        stretch: bool = False,
        now: float | None = None,
    ) -> float:
        """Grant ``seat``'s pending request ``token``: its current decision gets ``extension`` more
        seconds (its base time ends later, so its bank is spent later, and its time-out moves with
        it), and its next reminder is planned anew (``base``, ``last_call``: the pace's). Returns the
        new time-out. ``stretch``: the pace counts the member's time away, so the new time-out moves
        out of quiet hours or a day away and the reminder is held back out of them. Refused when the
        request is no longer pending for the decision being made
        (the player decided meanwhile, or someone granted it first)."""
        now = time.time() if now is None else now
        async with self._transaction():
            await self._hold_active(game_id)
            row = await self._clock_row(game_id, seat)
            if row is None or row.granted:
                raise MoreTimeRefused(msg("paces-refusal-request-gone"))
            if (
                row.asked != token
                or row.started is None
                or decision_token(row.started) != token
                or row.deadline is None
                or row.base_ends is None
            ):
                raise MoreTimeRefused(msg("paces-refusal-request-gone"))
            deadline = row.deadline + extension
            away = await self._away_of_seat(game_id, seat, now) if stretch else Away()
            deadline = max(deadline, moved_out(deadline, away))
            version = await self._scalar(
                "SELECT version FROM timers WHERE game_id = ? AND seat = ? AND kind = ?", (game_id, seat, TIMEOUT)
            )
            await self._db.execute(
                "UPDATE timers SET due_at = ?, failures = 0 WHERE game_id = ? AND seat = ? AND kind = ?",
                (deadline, game_id, seat, TIMEOUT),
            )
            await self._db.execute(
                "DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ?", (game_id, seat, REMIND)
            )
            moment = first_reminder(reminder_moments(row.started, base, deadline, last_call), deadline, away, now)
            if moment is not None:
                await self._db.execute(
                    "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?)",
                    (game_id, seat, REMIND, int(version), moment),
                )
            await self._db.execute(
                "UPDATE seats SET base_ends = ?, more_time_asked = NULL, more_time_granted = 1"
                " WHERE game_id = ? AND seat = ?",
                (row.base_ends + extension, game_id, seat),
            )
        return deadline

    async def _hold_active(self, game_id: int) -> None:
        """Inside a transaction: hold the game's row (PostgreSQL; SQLite's BEGIN IMMEDIATE does it
        already), so a grant and a move of the game follow each other; refused unless it is in play."""
        status = await self._scalar("SELECT status FROM games WHERE id = ?" + self._db.lock_suffix, (game_id,))
        if status != ACTIVE:
            raise StaleVersion(msg("store-refusal-not-in-play"))

    async def _clock_row(self, game_id: int, seat: int) -> SeatClockRow | None:
        row = await self._db.fetchone(CLOCK_QUERY + " AND s.seat = ?", (TIMEOUT, game_id, seat))
        return None if row is None else _clock_of(row)
