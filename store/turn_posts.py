"""The turn post's record: which message shows the current turn, what it shows, and a post owed."""

from __future__ import annotations

from store.base import StoreRows
from store.records import (
    PostIntent,
)


class TurnPosts(StoreRows):
    """The turn post's bookkeeping (see services.flow)."""

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
