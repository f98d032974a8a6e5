"""Members' settings: one row per member who has used the bot (migration 7's ``member_settings``).

The row keeps the member's last known Discord locale, so a direct message (which comes with no
interaction to read a locale from) is written in the member's language, and their ``/settings``
choices: the language they prefer for the bot's answers (NULL: Discord's), whether a move that cannot
be taken back asks for a confirmation first, whether private views come by direct message, and
whether the clocks remind them. A member without a row has the defaults (:class:`MemberSettings`).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from store.base import StoreRows

# The /settings switches and their columns (the only column names a change may write).
SWITCHES: dict[str, str] = {
    "confirm": "confirm_irreversible",
    "dms": "private_dms",
    "reminders": "reminders",
}


@dataclass(frozen=True)
class MemberSettings:
    """A member's settings as stored (the defaults for a member without a row)."""

    locale: str | None = None  # their Discord client's language, as last seen
    language: str | None = None  # the language they chose for the bot's answers; None: Discord's
    confirm: bool = False  # a move that cannot be taken back shows its consequence first
    dms: bool = True  # private views come by direct message
    reminders: bool = True  # the clocks remind them when half their time is gone

    def switch(self, name: str) -> bool:
        """The value of the switch ``name`` (a key of :data:`SWITCHES`)."""
        value = getattr(self, name)
        assert isinstance(value, bool), name
        return value


DEFAULTS = MemberSettings()


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

    async def member_settings(self, user_id: int) -> MemberSettings:
        """The member's settings (the defaults when they have no row)."""
        rows = await self._fetchall(
            "SELECT locale, language, confirm_irreversible, private_dms, reminders FROM member_settings"
            " WHERE user_id = ?",
            (user_id,),
        )
        if not rows:
            return DEFAULTS
        return _settings_of(rows[0])

    async def members_settings(self, user_ids: list[int]) -> dict[int, MemberSettings]:
        """The settings of each of ``user_ids`` (the defaults for a member without a row), in one query."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        rows = await self._fetchall(
            "SELECT user_id, locale, language, confirm_irreversible, private_dms, reminders FROM member_settings"
            f" WHERE user_id IN ({', '.join('?' for _ in ids)})",
            ids,
        )
        found = {int(row[0]): _settings_of(tuple(row)[1:]) for row in rows}
        return {user_id: found.get(user_id, DEFAULTS) for user_id in ids}

    async def set_member_switch(self, user_id: int, name: str, on: bool) -> None:
        """Turn the member's switch ``name`` (a key of :data:`SWITCHES`) on or off."""
        column = SWITCHES[name]  # KeyError for anything else: never a column name from outside
        await self._upsert(user_id, column, int(on))

    async def set_member_language(self, user_id: int, language: str | None) -> None:
        """The language the member chose for the bot's answers (None: their Discord client's)."""
        await self._upsert(user_id, "language", language)

    async def _upsert(self, user_id: int, column: str, value: str | int | None) -> None:
        await self._execute(
            f"INSERT INTO member_settings (user_id, {column}, updated_at) VALUES (?, ?, ?)"
            f" ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}, updated_at = excluded.updated_at",
            (user_id, value, time.time()),
        )


def _text(value: object) -> str | None:
    return None if value is None else str(value)


def _settings_of(row: Iterable[Any]) -> MemberSettings:
    """A member's settings from (locale, language, confirm_irreversible, private_dms, reminders)."""
    locale, language, confirm, dms, reminders = tuple(row)
    return MemberSettings(
        locale=_text(locale),
        language=_text(language),
        confirm=bool(confirm),
        dms=bool(dms),
        reminders=bool(reminders),
    )
