"""The turn post's record: which message shows the current turn, what it shows, and a post owed."""

from __future__ import annotations

from store.base import StoreRows
from store.records import (
    PostIntent,
)


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
            await self._db.run_later(
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
