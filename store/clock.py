"""Decision clocks in the store (SQLite or PostgreSQL): a reminder and a time-out per human seat that must decide.

A timer row is ``(game_id, seat, kind, version, due_at)``: ``kind`` is ``remind`` or ``timeout``,
``version`` the game version the seat's decision was timed from (a time-out plays only if the
game is still at that version). Rows are the whole truth, so timers survive restarts.

``plan`` is the pure bookkeeping rule, ``Clock.sync`` applies it to the rows:

* a human seat (not on autopilot) that is to act and has no timers gets a reminder at half its
  base time and a time-out once its base time and its time bank are used up (``store.timer_plan``);
  when the half-time reminder fires, the decision's last call takes its place (``take_reminder``);
* a seat that just moved and is still to act (its next decision) gets fresh timers;
* an undo puts the seat's timers back as they were before the undone move (in the undo's own
  transaction, see ``Store.undo_move``), so move + undo cycles never postpone a deadline;
* a seat still to act while someone else moved keeps its deadlines, re-stamped with the new version;
* a seat no longer to act (or a game no longer active) loses its timers;
* a seat handed to the AI mid-decision loses its timers but keeps that decision (held); taken back
  before the AI decided, it resumes it with its old deadline (``StoreRows._sync_clock``), so handover
  + takeback cycles never postpone a deadline either.

Resignations are kept in ``seats.timeouts`` as negative numbers (-1 for the first seat to resign,
-2 for the second, ...): a resigned seat is on autopilot, so it never times out, and its count of
time-outs has no other meaning. Time-outs are counted, resignations marked, in the transaction of
the move or change itself (``Store.commit_move``, ``Store.resign_seat``): the rows here are only clocks.

With several bot processes on one database, who fires a game's due timers is decided by the game's
``clock`` lease (``store.leases``); ``due_work`` reports each due timer with its game's server and
that lease, so a process can pick the timers it should fire.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from store import ACTIVE, UNDO, GameRecord, Store
from store.away import Away, first_reminder
from store.backend import retry_conflicts
from store.timer_plan import REMIND, TIMEOUT, Allowance, Plan, Timer, allowance_of, plan, reminder_moments, settle


@dataclass(frozen=True)
class DueTimer:
    """A due timer with what decides which process fires it: the game's server (its shard) and the
    game's clock lease (holder and end; None when nobody holds it)."""

    timer: Timer
    guild_id: int | None
    lease_holder: str | None
    lease_expires: float | None


def timed_seats(record: GameRecord, to_act: Iterable[int]) -> set[int]:
    """The seats of ``to_act`` that run on a clock: humans who play their seat themselves."""
    if record.status != ACTIVE:
        return set()
    return {
        seat
        for seat in to_act
        if 0 <= seat < len(record.seats) and record.seats[seat].is_human and not record.seats[seat].is_ai
    }


def is_resigned(record: GameRecord, seat: int) -> bool:
    return record.seats[seat].timeouts < 0


class Clock:
    """Timer rows of the ``timers`` table (and the resignation mark) for the clock and game cogs."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def timers(self, game_id: int | None = None) -> list[Timer]:
        if game_id is None:
            rows = await self.store._fetchall("SELECT game_id, seat, kind, version, due_at FROM timers ORDER BY due_at")
        else:
            rows = await self.store._fetchall(
                "SELECT game_id, seat, kind, version, due_at FROM timers WHERE game_id = ? ORDER BY due_at", (game_id,)
            )
        return [Timer(int(r[0]), int(r[1]), str(r[2]), int(r[3]), float(r[4])) for r in rows]

    async def due(self, now: float | None = None) -> list[Timer]:
        """Timers whose moment has come, earliest first (a paused game's clocks stand still: none)."""
        now = time.time() if now is None else now
        rows = await self.store._fetchall(
            "SELECT t.game_id, t.seat, t.kind, t.version, t.due_at FROM timers AS t JOIN games AS g ON g.id = t.game_id"
            " WHERE t.due_at <= ? AND g.paused_at IS NULL ORDER BY t.due_at, t.kind",
            (now,),
        )
        return [Timer(int(r[0]), int(r[1]), str(r[2]), int(r[3]), float(r[4])) for r in rows]

    async def due_work(self, now: float | None = None) -> list[DueTimer]:
        """Due timers (earliest first) with their game's server and clock lease, in one query; none of
        a paused game (its clocks stand still until a move or a vote resumes it)."""
        now = time.time() if now is None else now
        rows = await self.store._fetchall(
            "SELECT t.game_id, t.seat, t.kind, t.version, t.due_at, g.guild_id, l.holder, l.expires_at"
            " FROM timers AS t JOIN games AS g ON g.id = t.game_id"
            " LEFT JOIN leases AS l ON l.kind = 'clock' AND l.game_id = t.game_id"
            " WHERE t.due_at <= ? AND g.paused_at IS NULL ORDER BY t.due_at, t.kind",
            (now,),
        )
        return [
            DueTimer(
                Timer(int(r[0]), int(r[1]), str(r[2]), int(r[3]), float(r[4])),
                None if r[5] is None else int(r[5]),
                None if r[6] is None else str(r[6]),
                None if r[7] is None else float(r[7]),
            )
            for r in rows
        ]

    async def next_due_at(self, after: float) -> float | None:
        """The moment of the first timer due after ``after`` (an index lookup), None when there is none."""
        rows = await self.store._fetchall(
            "SELECT MIN(t.due_at) FROM timers AS t JOIN games AS g ON g.id = t.game_id"
            " WHERE t.due_at > ? AND g.paused_at IS NULL",
            (after,),
        )
        return None if not rows or rows[0][0] is None else float(rows[0][0])

    async def drop_inactive(self) -> int:
        """Remove the timers of games no longer in play (one statement); returns how many went."""
        return await self.store._execute(
            "DELETE FROM timers WHERE game_id IN (SELECT id FROM games WHERE status <> ?)", (ACTIVE,)
        )

    async def active_without_timers(self) -> list[tuple[int, int | None]]:
        """(game id, server) of every game in play that has no timer: the only ones whose clocks may be
        missing (a game with timers is kept in step by every change of it)."""
        rows = await self.store._fetchall(
            "SELECT g.id, g.guild_id FROM games AS g WHERE g.status = ?"
            " AND NOT EXISTS (SELECT 1 FROM timers AS t WHERE t.game_id = g.id) ORDER BY g.id",
            (ACTIVE,),
        )
        return [(int(r[0]), None if r[1] is None else int(r[1])) for r in rows]

    @retry_conflicts
    async def set_seat(
        self, game_id: int, seat: int, version: int, seconds: float | Allowance, now: float | None = None
    ) -> None:
        """Replace the seat's timers with a fresh decision: a reminder at half its base time, the
        time-out once the base time (``seconds``, or an :class:`Allowance`) and the seat's bank are used up."""
        now = time.time() if now is None else now
        pace = allowance_of(seconds)
        async with self.store._transaction():
            db = self.store._db
            await self._hold_game(game_id)
            await db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            bank, _ = await self.store._seat_bank(game_id, seat)
            await self.store._begin_decision(game_id, seat, version, pace, pace.bank if bank is None else bank, now)

    @retry_conflicts
    async def apply(
        self,
        game_id: int,
        version: int,
        change: Plan,
        seconds: float | Allowance,
        now: float | None = None,
        *,
        guarded: bool = False,
    ) -> bool:
        """Carry out a :class:`Plan` in one transaction; whether it was carried out. ``guarded``: only
        while the game is still at ``version`` (a change committed since the plan was made set the
        clocks itself, in its own transaction). ``seconds``: a decision's base time, or the pace's
        whole :class:`Allowance`. A seat whose decision ends here (the safety net found it so) has
        what it ran past its base time taken from its bank; it earns nothing (the change that made
        its move settled that move in its own transaction)."""
        if not (change.fresh or change.restamp or change.drop):
            return False
        now = time.time() if now is None else now
        pace = allowance_of(seconds)
        async with self.store._transaction():
            db = self.store._db
            if await self._hold_game(game_id) != version and guarded:
                return False
            for seat in change.drop:
                await db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
                bank, base_ends = await self.store._seat_bank(game_id, seat)
                if base_ends is not None:
                    await db.execute(
                        "UPDATE seats SET bank = ?, decision_started = NULL, base_ends = NULL"
                        " WHERE game_id = ? AND seat = ?",
                        (settle(pace.bank if bank is None else bank, base_ends, now), game_id, seat),
                    )
            for seat in change.restamp:
                await db.execute(
                    "UPDATE timers SET version = ? WHERE game_id = ? AND seat = ?", (version, game_id, seat)
                )
            for seat in change.fresh:
                await db.execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
                bank, base_ends = await self.store._seat_bank(game_id, seat)
                bank = settle(pace.bank if bank is None else bank, base_ends, now)
                await self.store._begin_decision(game_id, seat, version, pace, bank, now)
        return True

    async def take_reminder(self, timer: Timer, seconds: float | Allowance, now: float | None = None) -> bool:
        """Remove exactly this reminder and, in the same transaction, set the decision's next one (its
        last call, unless that moment has passed or comes too close to the first); False when the
        reminder changed meanwhile (the player moved, or more time was granted)."""
        now = time.time() if now is None else now
        pace = allowance_of(seconds)
        async with self.store._transaction():
            db = self.store._db
            await self._hold_game(timer.game_id)  # a grant of more time re-plans this reminder
            taken = await db.execute(
                "DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ? AND due_at = ?",
                (timer.game_id, timer.seat, REMIND, timer.version, timer.due_at),
            )
            if taken != 1:
                return False
            row = await db.fetchone(
                "SELECT s.decision_started, t.due_at FROM seats AS s JOIN timers AS t"
                " ON t.game_id = s.game_id AND t.seat = s.seat AND t.kind = ?"
                " WHERE s.game_id = ? AND s.seat = ?",
                (TIMEOUT, timer.game_id, timer.seat),
            )
            if row is not None and row[0] is not None:
                started, deadline = float(row[0]), float(row[1])
                # At a stretched pace the last call is held back out of quiet hours and days away too.
                away = await self.store._away_of_seat(timer.game_id, timer.seat, now) if pace.stretch else Away()
                moment = first_reminder(
                    reminder_moments(started, pace.base, deadline, pace.last_call),
                    deadline,
                    away,
                    after=max(timer.due_at, now),
                )
                if moment is not None:
                    await db.execute(
                        "INSERT INTO timers (game_id, seat, kind, version, due_at) VALUES (?, ?, ?, ?, ?)",
                        (timer.game_id, timer.seat, REMIND, timer.version, moment),
                    )
        return True

    async def _hold_game(self, game_id: int) -> int | None:
        """Inside a timer transaction: hold the game's row (PostgreSQL) so two processes' timer
        changes for one game follow each other, as SQLite's BEGIN IMMEDIATE makes them do; returns the
        game's version (None: no such game)."""
        row = await self.store._db.fetchone(
            "SELECT version FROM games WHERE id = ?" + self.store._db.lock_suffix, (game_id,)
        )
        return None if row is None else int(row[0])

    async def take(self, timer: Timer) -> bool:
        """Remove exactly this timer (same version and moment); False when it changed meanwhile."""
        changed = await self.store._execute(
            "DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ? AND due_at = ?",
            (timer.game_id, timer.seat, timer.kind, timer.version, timer.due_at),
        )
        return changed == 1

    async def put_off(self, timer: Timer, pauses: tuple[float, ...], now: float | None = None) -> int:
        """Firing ``timer`` failed: count the failure and put it off by the next of ``pauses`` (the last
        one repeats), so a timer that keeps failing is tried less and less often, never in a hot loop.
        Returns its failures so far (0 when the timer changed meanwhile)."""
        now = time.time() if now is None else now
        async with self.store._transaction():
            db = self.store._db
            row = await db.fetchone(
                "SELECT failures FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ?",
                (timer.game_id, timer.seat, timer.kind, timer.version),
            )
            if row is None:
                return 0
            failures = int(row[0]) + 1
            pause = pauses[min(failures, len(pauses)) - 1]
            await db.execute(
                "UPDATE timers SET failures = ?, due_at = ? WHERE game_id = ? AND seat = ? AND kind = ? AND version "
                "= ?",
                (failures, now + pause, timer.game_id, timer.seat, timer.kind, timer.version),
            )
        return failures

    async def clear_seat(self, game_id: int, seat: int) -> None:
        await self.store._execute("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))

    async def clear_game(self, game_id: int) -> None:
        await self.store._execute("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def sync(
        self,
        record: GameRecord,
        to_act: Iterable[int],
        seconds: float | Allowance,
        now: float | None = None,
        *,
        guarded: bool = False,
    ) -> Plan:
        """Bring one game's timers in line with who is to act at ``record``'s version; returns what changed.

        A seat "moved" when the log shows a decision of its own after its timers were stamped. An undo
        row is not a decision: the undo itself put the seat's timers back as they were before the
        undone move (``Store.undo_move``), so a move and its undo never postpone the deadline.
        """
        timed = timed_seats(record, to_act)
        existing = await self.timers(record.id)
        moved: set[int] = set()
        older = [t for t in existing if t.version < record.version]
        if older:
            since = {t.seat: t.version for t in older}
            for move in await self.store.moves(record.id, after_version=min(since.values())):
                if move.action_id != UNDO and move.seat in since and move.version > since[move.seat]:
                    moved.add(move.seat)
        change = plan(existing, timed, record.version, moved)
        if not await self.apply(record.id, record.version, change, seconds, now, guarded=guarded):
            return Plan()  # nothing to do, or (guarded) the game moved on and that change set its clocks
        return change


__all__ = [
    "REMIND",
    "TIMEOUT",
    "Allowance",
    "Clock",
    "DueTimer",
    "Plan",
    "Timer",
    "is_resigned",
    "plan",
    "timed_seats",
]
