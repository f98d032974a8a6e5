"""Members' settings: one row per member who has used the bot (migration 7's ``member_settings``).

For now the row keeps the member's last known Discord locale, so a direct message (which comes with
no interaction to read a locale from) is written in the member's language.
"""

from __future__ import annotations

import time

from store.base import StoreRows


class Members(StoreRows):
    """Reads and writes of ``member_settings``."""

    async def member_locale(self, user_id: int) -> str | None:
        """The member's last known Discord locale (``"fr"``, ``"pt-BR"``), or None when never seen."""
        value = await self._scalar("SELECT locale FROM member_settings WHERE user_id = ?", (user_id,))
        return None if value is None else str(value)

    async def member_locales(self, user_ids: list[int]) -> dict[int, str]:
        """The last known locale of each of ``user_ids`` that has one."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        rows = await self._fetchall(
            f"SELECT user_id, locale FROM member_settings WHERE locale IS NOT NULL AND user_id IN "
            f"({', '.join('?' for _ in ids)})",
            ids,
        )
        return {int(row[0]): str(row[1]) for row in rows}

    async def set_member_locale(self, user_id: int, locale: str) -> None:
        """Remember the member's Discord locale (creating their row when it is their first time)."""
        await self._execute(
            "INSERT INTO member_settings (user_id, locale, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at",
            (user_id, locale, time.time()),
        )
