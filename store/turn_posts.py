"""The turn post's record: which message shows the current turn, what it shows, and a post owed."""

from __future__ import annotations

import time

from store.base import StoreRows
from store.records import ACTIVE, BoardPost, PostIntent, posts_of
from store.timer_plan import Allowance


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
        pace: Allowance | None = None,
        now: float | None = None,
    ) -> float:
        """Discord accepted a new turn post (``message_id``) showing version ``shown``: it becomes the
        game's current post, and the post owed under ``owed_key`` (if any) is settled. A post owed by a
        later change (another key) stays owed.

        ``posted``: the post was made just now (at ``now``), not found after a restart. When it is the
        game's first post and shows the deal (nothing changed since), the decisions opened by the deal
        start their clocks now at the game's ``pace``, in this transaction: a decision's time is
        measured from when its board is shown, not from the deal (drawing the board and opening the
        thread take seconds). Returns how many seconds the clocks moved (0: none)."""
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
                and pace is not None
                and row[1] is None
                and start == 0
                and owed is not None
                and owed.key == owed_key == shown == int(row[2])
                and row[3] == ACTIVE
            )
            moved = await self._start_clocks(game_id, int(row[2]), pace, now) if first_of_deal and pace else 0.0
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

    async def _start_clocks(self, game_id: int, version: int, pace: Allowance, now: float) -> float:
        """Inside a transaction: every decision of the game opened before ``now`` begins again at
        ``now``, with the bank it had: its base time, time-out and reminder are planned from ``now`` as
        for any decision, so the member's quiet hours and days away hold them back as they would (a
        reminder held to the end of a day away stays there). Returns the longest span moved."""
        rows = await self._db.fetchall(
            "SELECT seat, decision_started, bank FROM seats WHERE game_id = ? AND decision_started IS NOT NULL",
            (game_id,),
        )
        moved = 0.0
        for seat, started, bank in rows:
            span = now - float(started)
            if span <= 0:
                continue
            moved = max(moved, span)
            await self._db.run_later("DELETE FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
            await self._begin_decision(game_id, seat, version, pace, pace.bank if bank is None else float(bank), now)
        return moved

    async def owe_turn_post(self, game_id: int, post: PostIntent) -> None:
        """Record that a new turn post is owed (an edit Discord refused falls back to a new post), unless
        one is owed already (that one is made first and shows the newest board anyway)."""
        await self._execute(
            "UPDATE games SET board_intent = ? WHERE id = ? AND board_intent IS NULL", (post.to_json(), game_id)
        )
