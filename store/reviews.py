"""Reviews of finished games, one row per seat (migration 17's ``game_reviews``).

A review is computed once, in the background (``services.reviews``), and kept here as JSON text,
with the name of the method (the budget) it was computed with: a row of another method counts as
no review, so changing the budget recomputes reviews rather than showing stale ones.
"""

from __future__ import annotations

import json
import time
from typing import Any

from store.base import StoreRows


class Reviews(StoreRows):
    """Reads and writes of ``game_reviews``."""

    async def game_review(self, game_id: int, seat: int, method: str) -> list[dict[str, Any]] | None:
        """The stored review of ``seat`` in game ``game_id`` made by ``method`` (None: none yet)."""
        rows = await self._fetchall(
            "SELECT findings FROM game_reviews WHERE game_id = ? AND seat = ? AND method = ?", (game_id, seat, method)
        )
        if not rows:
            return None
        findings = json.loads(str(rows[0][0]))
        return list(findings) if isinstance(findings, list) else None

    async def save_game_review(self, game_id: int, seat: int, method: str, findings: list[dict[str, Any]]) -> None:
        """Keep ``seat``'s review of game ``game_id`` (replacing one of another method)."""
        await self._execute(
            "INSERT INTO game_reviews (game_id, seat, method, findings, created_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET method = excluded.method, findings = excluded.findings,"
            " created_at = excluded.created_at",
            (game_id, seat, method, json.dumps(findings, sort_keys=True), time.time()),
        )
