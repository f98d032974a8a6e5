"""The store's shared ground: the connection, transactions, and what every change of a game does
inside its own transaction (the version guard, the bump, the clocks, the turn post's record).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import UTC, date, datetime, timedelta
from typing import Any

from rules.text import msg
from store.away import Away, first_reminder, moved_out, stretched
from store.backend import Backend, Row
from store.records import (
    ACTIVE,
    GameRecord,
    PostIntent,
    SeatKey,
    SeatRecord,
    StaleVersion,
    board_of,
)
from store.timer_plan import REMIND, TIMEOUT, Allowance, ClockUpdate, Timer, plan, reminder_moments, settle


class StoreRows:
    """The database connection and the steps shared by every kind of change."""

    def __init__(self, backend: Backend) -> None:
        self._db = backend

    @property
    def backend(self) -> str:
        """Which database holds the games: ``sqlite`` or ``postgres``."""
        return self._db.name

    def _transaction(self) -> AbstractAsyncContextManager[None]:
        """One write transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: guarded by row locks)."""
        return self._db.transaction()

    async def _execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Run one statement on its own; returns the number of rows it changed."""
        return await self._db.execute(sql, params)

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        return await self._db.fetchall(sql, params)

    async def _scalar(self, sql: str, params: Iterable[Any] = ()) -> Any:  # noqa: ANN401 - a column's value
        row = await self._db.fetchone(sql, params)
        return row[0] if row else None

    async def _touch(self, game_id: int) -> None:
        await self._db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (time.time(), game_id))

    async def _lobby_status(self, game_id: int) -> str | None:
        """Inside a lobby transaction: the game's status, its row held (PostgreSQL) until commit."""
        status = await self._scalar("SELECT status FROM games WHERE id = ?" + self._db.lock_suffix, (game_id,))
        return None if status is None else str(status)

    async def _guard_active(self, game_id: int, expected_version: int) -> int | None:
        """Inside a transaction: refuse (StaleVersion) unless the game is active at ``expected_version``.

        Returns the version of its live move (the top of what undo may take back), or None.
        """
        # FOR UPDATE on PostgreSQL: the game's row stays ours until commit, so two changes computed
        # from the same version cannot both pass this check (SQLite's BEGIN IMMEDIATE does it already).
        row = await self._db.fetchone(
            "SELECT status, version, last_live, paused_at FROM games WHERE id = ?" + self._db.lock_suffix, (game_id,)
        )
        if row is None or row[0] != ACTIVE:
            raise StaleVersion(msg("store-refusal-not-in-play"))
        if int(row[1]) != expected_version:
            raise StaleVersion(msg("store-refusal-moved-on"))
        if row[3] is not None:  # every change of a paused game (a move, a vote) ends the pause first
            await self._resume(game_id, float(row[3]), time.time())
        return None if row[2] is None else int(row[2])

    async def _resume(self, game_id: int, paused_at: float, now: float) -> None:
        """Inside a transaction holding the game's row: end its pause. Every timer, and every
        decision's start and base-time end (held ones too), moves later by the pause's length, so
        the clocks stood still through it and the time bank's arithmetic is unchanged."""
        length = max(0.0, now - paused_at)
        await self._db.execute("UPDATE timers SET due_at = due_at + ? WHERE game_id = ?", (length, game_id))
        await self._db.execute(
            "UPDATE seats SET decision_started = decision_started + ?, base_ends = base_ends + ?,"
            " held_started = held_started + ?, held_base_ends = held_base_ends + ? WHERE game_id = ?",
            (length, length, length, length, game_id),
        )
        await self._db.execute("UPDATE games SET paused_at = NULL WHERE id = ?", (game_id,))
        await self._db.execute("DELETE FROM pause_votes WHERE game_id = ?", (game_id,))

    async def _bump(self, game_id: int, status: str = ACTIVE, result: dict[str, Any] | None = None) -> int:
        """Inside a guarded transaction: the next version (and the status; a result when it ends)."""
        await self._db.execute(
            "UPDATE games SET version = version + 1, status = ?, result = COALESCE(?, result), updated_at = ? WHERE "
            "id = ?",
            (status, json.dumps(result) if result is not None else None, time.time(), game_id),
        )
        if status != ACTIVE:  # a game that ends keeps no clock, in the same transaction
            await self._db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
        return int(await self._scalar("SELECT version FROM games WHERE id = ?", (game_id,)))

    async def _record(self, row: Row) -> GameRecord:
        """The game of a ``games`` row, with its seats read by a second query (for lists of games)."""
        rows = await self._db.fetchall(
            "SELECT " + SEAT_COLUMNS + " FROM seats WHERE game_id = ? ORDER BY seat", (row["id"],)
        )
        return _game_of(row, tuple(_seat_of(r) for r in rows))

    async def _one_game(self, where: str, params: tuple[Any, ...]) -> GameRecord | None:
        """The one game matching ``where`` (a condition on ``g``, the games row) with its seats, in one
        statement: a move reads its game this way several times, so it costs one query, not two."""
        rows = await self._db.fetchall(
            "SELECT g.*, "
            + ", ".join(f"s.{c} AS s_{c}" for c in SEAT_COLUMNS.split(", "))
            + " FROM games AS g LEFT JOIN seats AS s ON s.game_id = g.id WHERE "
            + where
            + " ORDER BY s.seat",
            params,
        )
        if not rows:
            return None
        seats = tuple(
            _seat_of([row[f"s_{c}"] for c in SEAT_COLUMNS.split(", ")]) for row in rows if row["s_seat"] is not None
        )
        return _game_of(rows[0], seats)

    async def _seat_keys(self, game_id: int) -> tuple[SeatKey, ...]:
        rows = await self._db.fetchall(
            "SELECT seat, user_id, ai_kind FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return tuple((int(r[0]), r[1], r[2]) for r in rows)

    async def _seat_timers(self, game_id: int, seat: int) -> dict[str, Any]:
        """The seat's timer rows, kind -> due time, and its time bank under ``SEAT_CLOCK`` (kept on a
        reversible move for its undo, which puts both back as they were)."""
        rows = await self._db.fetchall(
            "SELECT kind, due_at FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        kept: dict[str, Any] = {str(r[0]): float(r[1]) for r in rows}
        row = await self._db.fetchone(
            "SELECT bank, decision_started, base_ends FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        if row is not None:
            kept[SEAT_CLOCK] = [None if value is None else float(value) for value in row]
        return kept

    async def _clock_rows(self, game_id: int) -> tuple[list[Row], list[Row]]:
        """Inside a change's transaction: the rows :meth:`_sync_clock` plans from (every seat's clock,
        every timer of the game), read once for a caller that needs them before it syncs."""
        seat_rows = await self._db.fetchall(
            "SELECT seat, user_id, ai_kind, autopilot, bank, base_ends, decision_started, held_started,"
            " held_base_ends FROM seats WHERE game_id = ?",
            (game_id,),
        )
        rows = await self._db.fetchall(
            "SELECT game_id, seat, kind, version, due_at FROM timers WHERE game_id = ?", (game_id,)
        )
        return seat_rows, rows

    @staticmethod
    def _seat_timers_of(clock_rows: tuple[list[Row], list[Row]], seat: int) -> dict[str, Any]:
        """:meth:`_seat_timers` from the rows :meth:`_clock_rows` read."""
        seat_rows, rows = clock_rows
        kept: dict[str, Any] = {str(r[2]): float(r[4]) for r in rows if int(r[1]) == seat}
        for r in seat_rows:
            if int(r[0]) == seat:  # bank, decision_started, base_ends
                kept[SEAT_CLOCK] = [None if value is None else float(value) for value in (r[4], r[6], r[5])]
        return kept

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

    async def _sync_clock(
        self,
        game_id: int,
        version: int,
        clock: ClockUpdate | None,
        status: str | None = None,
        clock_rows: tuple[list[Row], list[Row]] | None = None,
    ) -> None:
        """Inside a change's transaction: the game's timers as ``clock`` says (``store.timer_plan.plan``),
        and the seats' time banks with them.

        Timers follow every change in the change's own transaction, so they never drift from the game
        and no process needs to catch them up afterwards (the clock's heal stays only as a safety net).
        A seat whose decision ends (it moved, or it is no longer to act) has its bank settled
        (``timer_plan.settle``: what ran past the base time is spent; a move of its own earns the
        increment); a seat that starts a decision gets its base time and its bank as its time-out.
        A seat that leaves the clock mid-decision without deciding (handed to the AI) has that decision
        held (``held_started``, ``held_base_ends``): back on the clock before anyone decided for it
        (taken back), it resumes the held decision and its deadline, so a handover and a takeback
        never give a decision more time; the AI's move for the seat, or the seat no longer being to
        act, ends the held decision.
        ``status``: the game's status after the change, when the caller knows it (else it is read);
        ``clock_rows``: the seats' and timers' rows as :meth:`_clock_rows` read them in this
        transaction (else they are read here).
        """
        if status is None:
            status = await self._scalar("SELECT status FROM games WHERE id = ?", (game_id,))
        if status != ACTIVE:
            await self._db.run_later("DELETE FROM timers WHERE game_id = ?", (game_id,))
            await self._db.run_later(
                "UPDATE seats SET decision_started = NULL, base_ends = NULL"
                " WHERE game_id = ? AND base_ends IS NOT NULL",
                (game_id,),
            )
            return
        if clock is None:
            return
        pace = clock.pace
        seat_rows, rows = clock_rows if clock_rows is not None else await self._clock_rows(game_id)
        if clock.timed is not None:
            timed = set(clock.timed)
        else:
            people = {int(r[0]) for r in seat_rows if r[1] is not None and r[2] is None and not int(r[3])}
            timed = people & set(clock.to_act)
        existing = [Timer(int(r[0]), int(r[1]), str(r[2]), int(r[3]), float(r[4])) for r in rows]
        change = plan(existing, timed, version, clock.moved)
        now = time.time()
        banks = {int(r[0]): (_seconds(r[4]), _seconds(r[5])) for r in seat_rows}
        started = {int(r[0]): _seconds(r[6]) for r in seat_rows}
        held = {int(r[0]): (float(r[7]), float(r[8])) for r in seat_rows if r[7] is not None and r[8] is not None}
        people_seated = {int(r[0]) for r in seat_rows if r[1] is not None and r[2] is None}
        ending = set(change.fresh) | set(change.drop)
        # A seat no longer timed whose timers went with the change itself (resigned, handed over)
        # still ends its decision here.
        ending |= {seat for seat, (_, base_ends) in banks.items() if base_ends is not None and seat not in timed}
        ending |= set(clock.earned)
        # A held decision is over once its seat decided (the AI moved for it) or is no longer to act.
        for seat in sorted(held):
            if seat in clock.moved or seat not in clock.to_act:
                del held[seat]
                await self._db.run_later(
                    "UPDATE seats SET held_started = NULL, held_base_ends = NULL WHERE game_id = ? AND seat = ?",
                    (game_id, seat),
                )
        settled: dict[int, float] = {}
        for seat in sorted(ending):
            if seat not in banks:
                continue
            bank, base_ends = banks[seat]
            if base_ends is None and seat not in clock.earned:
                continue  # no decision of its own was open: nothing to settle
            increment = pace.increment if seat in clock.earned else 0.0
            settled[seat] = settle(pace.bank if bank is None else bank, base_ends, now, increment, pace.cap)
            if seat in change.fresh:
                continue
            opened = started.get(seat)
            if (
                base_ends is not None
                and opened is not None
                and seat not in timed
                and seat not in clock.moved
                and seat in clock.to_act
                and seat in people_seated
            ):
                # The player left the clock mid-decision (the AI took the seat over): the decision is
                # held, so taking the seat back before the AI decides resumes it with its deadline.
                # What ran past the base time is spent now; the base time is over by now at the latest.
                await self._db.run_later(
                    "UPDATE seats SET bank = ?, decision_started = NULL, base_ends = NULL, held_started = ?,"
                    " held_base_ends = ? WHERE game_id = ? AND seat = ?",
                    (settled[seat], opened, max(base_ends, now), game_id, seat),
                )
                continue
            await self._db.run_later(
                "UPDATE seats SET bank = ?, decision_started = NULL, base_ends = NULL WHERE game_id = ? AND seat = ?",
                (settled[seat], game_id, seat),
            )
        for seat in change.drop:
            await self._db.run_later("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
        for seat in change.restamp:
            await self._db.run_later(
                "UPDATE timers SET version = ?, failures = 0 WHERE game_id = ? AND seat = ?", (version, game_id, seat)
            )
        had_timers = {timer.seat for timer in existing}
        for seat in change.fresh:
            if seat in had_timers:
                await self._db.run_later("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            bank = settled.get(seat)
            if bank is None:
                stored = banks.get(seat, (None, None))[0]
                bank = pace.bank if stored is None else stored
            if seat in held and seat not in clock.moved:
                await self._resume_decision(game_id, seat, version, pace, bank, *held[seat], now)
            else:
                await self._begin_decision(game_id, seat, version, pace, bank, now)

    async def _begin_decision(
        self, game_id: int, seat: int, version: int, pace: Allowance, bank: float, now: float
    ) -> None:
        """Inside a transaction: ``seat`` starts a decision at ``now`` with ``bank`` seconds banked
        (its timers must be gone): the half-time reminder, the time-out once its base time and bank
        are used up, and the decision's start, base time and bank on its seat. At a pace that is
        stretched (``pace.stretch``: daily, weekend) the member's time away counts
        (:meth:`_timed_for`)."""
        base_ends = now + pace.base
        deadline = base_ends + bank
        reminder: float | None = now + pace.base / 2
        if pace.stretch:
            base_ends, deadline, reminder = await self._timed_for(game_id, seat, pace, now, base_ends, deadline)
        if reminder is not None:
            await self._db.run_later(
                "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)",
                (game_id, seat, REMIND, version, reminder, game_id, seat, TIMEOUT, version, deadline),
            )
        else:
            await self._db.run_later(
                "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, seat, TIMEOUT, version, deadline),
            )
        await self._db.run_later(
            "UPDATE seats SET bank = ?, decision_started = ?, base_ends = ? WHERE game_id = ? AND seat = ?",
            (bank, now, base_ends, game_id, seat),
        )

    async def _timed_for(
        self, game_id: int, seat: int, pace: Allowance, started: float, base_ends: float, deadline: float
    ) -> tuple[float, float, float | None]:
        """Inside a transaction: a decision of ``seat`` begun at ``started`` as the member's time away
        makes it (``store.away``): its days away are added to it like more time (its base time ends
        later by as much as its time-out), its time-out then moves out of quiet hours or a day away,
        and its first reminder is held back out of them. Returns (base_ends, deadline, first reminder
        or None)."""
        away = await self._away_of_seat(game_id, seat, started)
        if away.empty:
            return base_ends, deadline, started + pace.base / 2
        longer = stretched(started, deadline, away)
        base_ends += longer - deadline
        deadline = max(longer, moved_out(longer, away))
        moments = reminder_moments(started, pace.base, deadline, pace.last_call)
        return base_ends, deadline, first_reminder(moments, deadline, away, after=started)

    async def _away_of_seat(self, game_id: int, seat: int, now: float) -> Away:
        """Inside a transaction: the time away of the member playing ``seat`` (one query; nobody is
        away for a seat without a member, or for a member without a zone)."""
        rows = await self._db.fetchall(
            "SELECT m.time_zone, m.quiet_start, m.quiet_end, d.day FROM seats AS s"
            " JOIN member_settings AS m ON m.user_id = s.user_id"
            " LEFT JOIN away_days AS d ON d.user_id = s.user_id AND d.day >= ?"
            " WHERE s.game_id = ? AND s.seat = ? ORDER BY d.day",
            (_soon(now), game_id, seat),
        )
        if not rows or rows[0][0] is None:
            return Away()
        first = rows[0]
        return Away(
            str(first[0]),
            None if first[1] is None else int(first[1]),
            None if first[2] is None else int(first[2]),
            tuple(date.fromisoformat(str(r[3])) for r in rows if r[3] is not None),
        )

    async def _resume_decision(
        self,
        game_id: int,
        seat: int,
        version: int,
        pace: Allowance,
        bank: float,
        started: float,
        base_ends: float,
        now: float,
    ) -> None:
        """Inside a transaction: ``seat`` takes up again the decision it left when the AI took its
        seat (its timers must be gone): the decision keeps its start and its base-time end, so it
        times out when it would have (base time and ``bank``), not a moment later; its next reminder
        is the first still to come."""
        deadline = base_ends + bank
        away = await self._away_of_seat(game_id, seat, now) if pace.stretch else Away()
        # The held decision was stretched by its days away when it began: only its time-out moves
        # out of the quiet hours or day away it now falls in.
        deadline = max(deadline, moved_out(deadline, away))
        await self._db.run_later(
            "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?)",
            (game_id, seat, TIMEOUT, version, deadline),
        )
        moment = first_reminder(reminder_moments(started, pace.base, deadline, pace.last_call), deadline, away, now)
        if moment is not None:
            await self._db.run_later(
                "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, seat, REMIND, version, moment),
            )
        await self._db.run_later(
            "UPDATE seats SET bank = ?, decision_started = ?, base_ends = ?, held_started = NULL,"
            " held_base_ends = NULL WHERE game_id = ? AND seat = ?",
            (bank, started, base_ends, game_id, seat),
        )

    async def _seat_bank(self, game_id: int, seat: int) -> tuple[float | None, float | None]:
        """Inside a transaction: the seat's (bank, base_ends); (None, None) when it has no row."""
        row = await self._db.fetchone(
            "SELECT bank, base_ends FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        return (None, None) if row is None else (_seconds(row[0]), _seconds(row[1]))

    async def _owe_post(self, game_id: int, version: int, to_act: frozenset[int], post: PostIntent) -> None:
        """Inside a change's transaction: the new turn post the change owes, keyed by its version."""
        before = PostIntent.from_json(await self._scalar("SELECT board_intent FROM games WHERE id = ?", (game_id,)))
        start = min(post.start, before.start) if before is not None else post.start
        owed = PostIntent(version, start, post.ping)
        await self._db.run_later(
            "UPDATE games SET board_to_act = ?, board_intent = ? WHERE id = ?",
            (json.dumps(sorted(to_act)), owed.to_json(), game_id),
        )


# The key of a seat's time bank (bank, decision_started, base_ends) among the timers kept on a move.
SEAT_CLOCK = "seat_clock"

SEAT_COLUMNS = "seat, user_id, ai_kind, name, autopilot, timeouts, dm_closed, timeouts_total, handed_over, undos"


def _soon(now: float) -> str:
    """The earliest local date a member anywhere may be living at ``now``: the days away a decision
    begun then can reach are never before it, so only those are read."""
    return (datetime.fromtimestamp(now, UTC) - timedelta(days=2)).date().isoformat()


def _seconds(value: float | str | None) -> float | None:
    """A moment or a span read from the database (None stays None)."""
    return None if value is None else float(value)


def _seat_of(r: Row | Sequence[Any]) -> SeatRecord:
    """A seat from its columns in SEAT_COLUMNS order."""
    return SeatRecord(r[0], r[1], r[2], r[3], bool(r[4]), int(r[5]), bool(r[6]), int(r[7]), bool(r[8]), int(r[9] or 0))


def _game_of(row: Row, seats: tuple[SeatRecord, ...]) -> GameRecord:
    """A game from its ``games`` columns (read by name) and its seats."""
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
        board=board_of(row),
        language=row["language"],
        rematch_of=row["rematch_of"],
        final_message_id=row["final_message_id"],
        practice=bool(row["practice"]),
        thread_asked=_seconds(row["thread_asked"]),
        past_return=frozenset(int(s) for s in json.loads(row["past_return"] or "[]")),
        paused_at=_seconds(row["paused_at"]),
        private=bool(row["private"]),
    )
