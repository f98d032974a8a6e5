"""The turn post's record: which message shows the current turn, what it shows, and a post owed."""

from __future__ import annotations

import time

from store.base import StoreRows
from store.records import ACTIVE, BoardPost, PostIntent, posts_of
from store.timer_plan import TIMEOUT


class TurnPosts(StoreRows):
    """The turn post's bookkeeping (see services.flow)."""

    async def mark_board_shown(self, game_id: int, message_id: int, shown: int) -> None:
        """The turn's post (``message_id``) now shows version ``shown`` (after an edit). Never goes
        back: a slower edit of an older version does not hide a newer one."""
        await self._execute(
            "UPDATE games SET board_shown = ? WHERE id = ? AND board_message_id = ?"
            " AND (board_shown IS NULL OR board_shown < ?)",
            (shown, game_id, message_id, shown),
        )

    async def record_turn_post(
        self,
        game_id: int,
        owed_key: int | None,
        message_id: int,
        start: int,
        shown: int,
        *,
        posted: bool = False,
        now: float | None = None,
    ) -> float:
        """Discord accepted a new turn post (``message_id``) showing version ``shown``: it becomes the
        game's current post, and the post owed under ``owed_key`` (if any) is settled. A post owed by a
        later change (another key) stays owed.

        ``posted``: the post was made just now (at ``now``), not found after a restart. When it is the
        game's first post and shows the deal (nothing changed since), the decisions opened by the deal
        start their clocks now, in this transaction: a decision's time is measured from when its board
        is shown, not from the deal (drawing the board and opening the thread take seconds). Returns
        how many seconds the clocks moved (0: none)."""
        now = time.time() if now is None else now
        async with self._transaction():
            # The game's row is held: no change commits between this read and the clocks moved below.
            row = await self._db.fetchone(
                "SELECT board_intent, board_message_id, version, status, board_posts FROM games WHERE id = ?"
                + self._db.lock_suffix,
                (game_id,),
            )
            if row is None:
                return 0.0
            owed = PostIntent.from_json(row[0])
            first_of_deal = (
                posted
                and row[1] is None
                and start == 0
                and owed is not None
                and owed.key == owed_key == shown == int(row[2])
                and row[3] == ACTIVE
            )
            moved = await self._start_clocks(game_id, now) if first_of_deal else 0.0
            later = None
            if owed is not None and owed.key != owed_key:
                # Owed by a change committed while this post was on its way: its lines start after what
                # this post shows, so no move is captioned in two posts.
                later = PostIntent(owed.key, max(owed.start, shown), owed.ping)
            posts = BoardPost(posts=posts_of(row[4])).with_post(message_id, start)
            await self._db.run_later(
                "UPDATE games SET board_message_id = ?, board_version = ?, board_shown = ?,"
                " board_intent = ?, board_posts = ? WHERE id = ?",
                (
                    message_id,
                    start,
                    shown,
                    later.to_json() if later else None,
                    BoardPost(posts=posts).posts_json(),
                    game_id,
                ),
            )
        return moved

    async def _start_clocks(self, game_id: int, now: float) -> float:
        """Inside a transaction: every decision of the game opened before ``now`` starts at ``now``
        instead. Its start, its base time's end and its timers move by the same span, so its bank and
        the spacing of its reminders are what they were; returns the longest span moved."""
        rows = await self._db.fetchall(
            "SELECT s.seat, s.decision_started, s.base_ends, s.bank, t.due_at FROM seats AS s"
            " LEFT JOIN timers AS t ON t.game_id = s.game_id AND t.seat = s.seat AND t.kind = ?"
            " WHERE s.game_id = ? AND s.decision_started IS NOT NULL",
            (TIMEOUT, game_id),
        )
        moved = 0.0
        for seat, started, base_ends, bank, due in rows:
            span = now - float(started)
            if span <= 0:
                continue
            moved = max(moved, span)
            await self._db.run_later(
                "UPDATE seats SET decision_started = ?, base_ends = base_ends + ? WHERE game_id = ? AND seat = ?",
                (now, span, game_id, seat),
            )
            await self._db.run_later(
                "UPDATE timers SET due_at = due_at + ? WHERE game_id = ? AND seat = ? AND kind <> ?",
                (span, game_id, seat, TIMEOUT),
            )
            if due is None:
                continue
            timeout = float(due) + span
            if base_ends is not None and bank is not None and float(due) > float(base_ends) + float(bank) + 1e-6:
                # A time-out moved to the end of the member's quiet hours or day away (store.away)
                # stays there, unless the decision's own time-out, moved by the span, now comes later.
                timeout = max(float(due), float(base_ends) + span + float(bank))
            await self._db.run_later(
                "UPDATE timers SET due_at = ? WHERE game_id = ? AND seat = ? AND kind = ?",
                (timeout, game_id, seat, TIMEOUT),
            )
        return moved

    async def owe_turn_post(self, game_id: int, post: PostIntent) -> None:
        """Record that a new turn post is owed (an edit Discord refused falls back to a new post), unless
        one is owed already (that one is made first and shows the newest board anyway)."""
        await self._execute(
            "UPDATE games SET board_intent = ? WHERE id = ? AND board_intent IS NULL", (post.to_json(), game_id)
        )
