"""The move log: a move with its snapshot, the live move an undo would take back, and the undo."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import Any

from rules.text import msg
from store.backend import retry_conflicts
from store.base import SEAT_CLOCK, StoreRows
from store.records import (
    ACTIVE,
    FINISHED,
    BoardPost,
    LiveMove,
    MoveRecord,
    PostIntent,
    PostNews,
    StaleVersion,
    posts_of,
)
from store.timer_plan import REMIND, TIMEOUT, ClockUpdate


class MoveLog(StoreRows):
    """Moves of games in play, each one guarded transaction."""

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
        ends_a_run: bool = True,
        timeout_due: float | None = None,
        news: PostNews | None = None,
        now: float | None = None,
        past_return: frozenset[int] = frozenset(),
    ) -> int:
        """Append a move and its resulting snapshot atomically; returns the new version.

        ``ends_a_run``: the seat has time-outs in a row that the player's own move ends (False when the
        caller knows it has none, which saves a statement).

        Raises StaleVersion, changing nothing, when the game is no longer at ``expected_version``
        or no longer active. In the same transaction:

        * ``state_before`` (for a reversible move) is kept on the move row with the seat's timers, so
          an undo restores both without reading the log;
        * a move the player made themselves ends their run of time-outs;
        * ``timed_out``: the clock made this move for the seat: one more time-out in a row (and in the
          game); with ``autopilot_after`` the seat goes on autopilot once the run reaches that many
          (unless the move ended the game); with ``timeout_due`` (the time-out timer that fired), only
          while the seat's time-out is still that one (more time granted meanwhile refuses it);
        * the game's timers follow ``clock`` (a finished game has none);
        * the turn post: who is to act on the board the move lands on (``clock.to_act``), and, when
          the move begins a human's turn, the new post it owes (``post``, keyed by the new version);
          ``news``: what Discord answered about the turn post since the last change and was not
          recorded yet (``PostNews``: a new post, or an edit), recorded first, as
          :meth:`record_turn_post` or :meth:`mark_board_shown` would have. The turn post's record
          is written in the move's own ``UPDATE``, from the row the version check read.

        ``now``: the moment the move is logged at (the caller's, so it knows the row it wrote).
        ``past_return``: the seats whose turn has passed a point of no return after this move
        (:func:`rules.second_look.past_return_after`), kept for the next second look.
        """
        new_version = expected_version + 1
        status = FINISHED if result is not None else ACTIVE
        now = time.time() if now is None else now
        async with self._transaction():
            live_before, board = await self._guard_move(game_id, expected_version)
            if timed_out and timeout_due is not None:
                due = await self._scalar(
                    "SELECT due_at FROM timers WHERE game_id = ? AND seat = ? AND kind = ?", (game_id, seat, TIMEOUT)
                )
                if due is None or float(due) != timeout_due:
                    raise StaleVersion(msg("table-refusal-decided-in-time"))
            posted = board if news is None else news.apply(board)
            if clock is not None and post is not None:
                # The new post this move owes, keyed by the new version (merged with one still owed).
                owed = posted.owed
                start = min(post.start, owed.start) if owed is not None else post.start
                posted = replace(posted, owed=PostIntent(new_version, start, post.ping))
            board_set = ""
            board_values: tuple[Any, ...] = ()
            if posted != board:
                board_set = (
                    ", board_message_id = ?, board_version = ?, board_shown = ?, board_intent = ?, board_posts = ?"
                )
                board_values = (
                    posted.message_id,
                    posted.start,
                    posted.shown,
                    posted.owed.to_json() if posted.owed is not None else None,
                    posted.posts_json(),
                )
            await self._db.run_later(
                "UPDATE games SET state = ?, version = ?, status = ?, result = ?, updated_at = ?, last_live = ?,"
                " moves_logged = moves_logged + 1, board_to_act = COALESCE(?, board_to_act), past_return = ?"
                + board_set
                + " WHERE id = ?",
                (
                    json.dumps(state),
                    new_version,
                    status,
                    json.dumps(result) if result is not None else None,
                    now,
                    new_version,
                    json.dumps(sorted(clock.to_act)) if clock is not None else None,
                    json.dumps(sorted(past_return)) if past_return else None,
                    *board_values,
                    game_id,
                ),
            )
            # A reversible move keeps its seat's timers for its undo: from the rows the clocks' sync
            # reads anyway (nothing below changes them before it), when the game goes on.
            clock_rows = None
            if state_before is not None and clock is not None and status == ACTIVE and not timed_out:
                clock_rows = await self._clock_rows(game_id)
                timers_before: dict[str, Any] | None = self._seat_timers_of(clock_rows, seat)
            else:
                timers_before = await self._seat_timers(game_id, seat) if state_before is not None else None
            await self._db.run_later(
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
            elif not by_ai and ends_a_run:
                await self._db.run_later(
                    "UPDATE seats SET timeouts = 0 WHERE game_id = ? AND seat = ? AND timeouts > 0", (game_id, seat)
                )
            await self._sync_clock(game_id, new_version, clock, status, clock_rows)
        return new_version

    async def _guard_move(self, game_id: int, expected_version: int) -> tuple[int | None, BoardPost]:
        """:meth:`_guard_active` for a move, reading the turn post's record in the same statement:
        the version of the live move (or None) and the board as recorded."""
        row = await self._db.fetchone(
            "SELECT status, version, last_live, board_message_id, board_version, board_shown, board_intent,"
            " board_posts, paused_at FROM games WHERE id = ?" + self._db.lock_suffix,
            (game_id,),
        )
        if row is None or row[0] != ACTIVE:
            raise StaleVersion(msg("store-refusal-not-in-play"))
        if int(row[1]) != expected_version:
            raise StaleVersion(msg("store-refusal-moved-on"))
        if row[8] is not None:  # a move ends the game's pause (a time-out cannot: its timer moves with it)
            await self._resume(game_id, float(row[8]), time.time())
        board = BoardPost(
            message_id=None if row[3] is None else int(row[3]),
            start=int(row[4] or 0),
            shown=None if row[5] is None else int(row[5]),
            owed=PostIntent.from_json(row[6]),
            posts=posts_of(row[7]),
        )
        return (None if row[2] is None else int(row[2])), board

    async def last_live_move(self, game_id: int) -> LiveMove | None:
        """The newest move still in effect, read by key (two indexed rows, whatever the log's length)."""
        async with self._db.snapshot():
            version = await self._scalar("SELECT last_live FROM games WHERE id = ?", (game_id,))
            if version is None:
                return None
            row = await self._db.fetchone(
                "SELECT version, seat, action_id, by_ai, irreversible, state_before FROM moves WHERE game_id = ? AND "
                "version = ?",
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
        moves in effect, so move + undo cycles never grow it (and it replays to the stored state).
        The version is still bumped, so buttons drawn for the undone move are refused as stale.
        Refused (StaleVersion) when the game moved on, is over, or that move is no longer the live one.
        """
        new_version = expected_version + 1
        now = time.time()
        async with self._transaction():
            live = await self._guard_active(game_id, expected_version)
            if live != undone_version:
                raise StaleVersion(msg("store-refusal-not-last-decision"))
            row = await self._db.fetchone(
                "SELECT state_before, timers_before, live_before FROM moves WHERE game_id = ? AND version = ?",
                (game_id, undone_version),
            )
            if row is None or row[0] is None:
                raise StaleVersion(msg("store-refusal-cannot-undo"))
            # The undone move is the newest in effect, so every row from it up is dead: the move itself,
            # and in logs written before undo compacted them, earlier take-backs (a move and its undo row).
            removed = await self._db.execute(
                "DELETE FROM moves WHERE game_id = ? AND version >= ?", (game_id, undone_version)
            )
            await self._db.execute(
                "UPDATE games SET state = ?, version = ?, updated_at = ?, last_live = ?, moves_logged = moves_logged "
                "- ?"
                " WHERE id = ?",
                (row[0], new_version, now, row[2], removed, game_id),
            )
            await self._db.execute("UPDATE seats SET undos = undos + 1 WHERE game_id = ? AND seat = ?", (game_id, seat))
            kept = json.loads(row[1]) if row[1] is not None else {}
            timers = {kind: due_at for kind, due_at in kept.items() if kind in (REMIND, TIMEOUT)}
            if SEAT_CLOCK in kept:  # the seat's time bank as it was: a move and its undo earn nothing
                await self._db.execute(
                    "UPDATE seats SET bank = ?, decision_started = ?, base_ends = ? WHERE game_id = ? AND seat = ?",
                    (*kept[SEAT_CLOCK], game_id, seat),
                )
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
            # Who is to act is the same after an undo as before it (the service refuses any other), so
            # the board's recorded to-act stands.
            await self._sync_clock(game_id, new_version, clock)
        return new_version

    async def last_own_move(self, game_id: int, seat: int) -> int | None:
        """The version of ``seat``'s newest move made by its player (not by the AI), or None."""
        version = await self._scalar(
            "SELECT MAX(version) FROM moves WHERE game_id = ? AND seat = ? AND by_ai = 0", (game_id, seat)
        )
        return None if version is None else int(version)

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
            + upper
            + " ORDER BY version"
            + (" LIMIT ?" if limit is not None else ""),
            params,
        )
        return [
            MoveRecord(row[0], row[1], row[2], json.loads(row[3]), bool(row[4]), bool(row[5]), row[6], int(row[7]))
            for row in rows
        ]
