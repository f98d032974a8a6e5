"""What the bot remembers of each member: their last known Discord locale, for the messages that
come with no interaction to read it from (direct messages: private views, reminders by DM), and
their ``/settings`` (see ``store.members``).

Every interaction carries the member's locale; :meth:`MemberLocales.seen` is called with it on each
one and writes only when it differs from what this process last knew (a member's first interaction
after a start costs one write, the rest cost a dictionary look-up). The memory is bounded: the
least recently seen members are forgotten first (and cost one write again when they come back).

Settings are read from the store each time they matter (one row by its key), never kept in this
process's memory: a member who changes a setting through one process is answered by another
accordingly at once. The language a member reads is chosen in one place, :func:`reading_locale`:
the language they chose in ``/settings``, else their Discord client's (in an interaction) or the
one they last used (in a direct message).
"""

from __future__ import annotations

import logging
from collections import OrderedDict

from lang import SHIPPED
from rules import get_game
from rules.refusal import Refusal
from rules.second_look import why_final
from rules.text import Msg, msg
from store import GameRecord, Store
from store.members import DEFAULTS, SWITCHES, MemberSettings

log = logging.getLogger("tabletop.members")

REMEMBERED = 10_000  # members whose locale this process keeps in memory


class SettingRefused(Refusal):
    """A /settings change the bot does not accept (an unknown language or switch)."""


def reading_locale(settings: MemberSettings, discord_locale: str | None) -> str | None:
    """The one rule for the language a member reads: the language they chose in ``/settings``, else
    ``discord_locale`` (their client's, in an interaction; the one they last used, for a DM)."""
    return settings.language or discord_locale


class MemberLocales:
    def __init__(self, store: Store, remembered: int = REMEMBERED) -> None:
        self.store = store
        self.remembered = remembered
        self._known: OrderedDict[int, str] = OrderedDict()
        self.writes = 0  # locales written (tests and benchmarks look)

    async def seen(self, user_id: int, locale: str | None) -> None:
        """The member used the bot with Discord set to ``locale``: remember it when it changed.
        Never raises: a failed write is logged and tried again on the member's next interaction."""
        if not locale:
            return
        if self._known.get(user_id) == locale:
            self._known.move_to_end(user_id)
            return
        try:
            await self.store.set_member_locale(user_id, locale)
        except Exception:
            log.warning("could not record the locale of member %s", user_id, exc_info=True)
            return
        self.writes += 1
        self._known[user_id] = locale
        self._known.move_to_end(user_id)
        while len(self._known) > self.remembered:
            self._known.popitem(last=False)

    async def locale_of(self, user_id: int) -> str | None:
        """The language to write to the member in a direct message: the one they chose in
        ``/settings``, else their last known Discord locale (None: never seen, nothing chosen)."""
        try:
            settings = await self.store.member_settings(user_id)
        except Exception:
            log.warning("could not read the locale of member %s", user_id, exc_info=True)
            return self._known.get(user_id)
        return reading_locale(settings, settings.locale or self._known.get(user_id))

    async def reader_locale(self, user_id: int, discord_locale: str) -> str:
        """The language to answer the member in, in an interaction that came with ``discord_locale``.
        Never raises: when the store does not answer, Discord's locale."""
        return (await self.reader(user_id, discord_locale))[0]

    async def reader(self, user_id: int, discord_locale: str) -> tuple[str, MemberSettings | None]:
        """:meth:`reader_locale`, and the member's settings it was read from (None when the store did
        not answer), so the rest of the interaction need not read them again."""
        try:
            settings = await self.store.member_settings(user_id)
        except Exception:
            log.warning("could not read the settings of member %s", user_id, exc_info=True)
            return discord_locale, None
        return reading_locale(settings, discord_locale) or discord_locale, settings

    # ------------------------------------------------------------------ /settings
    async def settings(self, user_id: int) -> MemberSettings:
        """The member's settings (the defaults until they change one)."""
        return await self.store.member_settings(user_id)

    async def switch(self, user_id: int, name: str, on: bool) -> MemberSettings:
        """Turn the member's switch ``name`` (``confirm``, ``dms``, ``reminders``) on or off; their
        settings after it. Setting a switch to the value it has changes nothing (a double click)."""
        if name not in SWITCHES:
            raise SettingRefused(msg("settings-refusal-unknown"))
        await self.store.set_member_switch(user_id, name, on)
        return await self.settings(user_id)

    async def choose_language(self, user_id: int, language: str | None) -> MemberSettings:
        """The language the member reads the bot's answers in: one of the shipped languages, or None
        for their Discord client's."""
        if language is not None and language not in SHIPPED:
            raise SettingRefused(msg("settings-refusal-language"))
        await self.store.set_member_language(user_id, language)
        return await self.settings(user_id)

    async def dm_wanted(self, record: GameRecord, seat: int) -> bool:
        """Whether ``seat``'s private view goes to its member by direct message: a member's seat (not
        a bot's) whose DMs are not known to be closed, and who has not turned private views by DM off
        in ``/settings`` (then, as with closed DMs, ``/hand`` and **My hand** show it)."""
        return (await self.private_view_dm(record, seat))[0]

    async def private_view_dm(self, record: GameRecord, seat: int) -> tuple[bool, str | None]:
        """For one private view: whether it goes by DM (:meth:`dm_wanted`) and the language to write
        it in (:meth:`locale_of`), from one read of the member's settings."""
        info = record.seats[seat]
        if info.user_id is None or info.dm_closed:
            return False, None
        try:
            settings = await self.store.member_settings(info.user_id)
        except Exception:
            log.warning("could not read the settings of member %s", info.user_id, exc_info=True)
            return DEFAULTS.dms, self._known.get(info.user_id)
        return self.private_view_dm_with(record, seat, settings)

    def private_view_dm_with(
        self, record: GameRecord, seat: int, settings: MemberSettings | None
    ) -> tuple[bool, str | None]:
        """:meth:`private_view_dm` from the member's ``settings`` already read (None: they could not
        be read, so the defaults and the locale last seen)."""
        info = record.seats[seat]
        if info.user_id is None or info.dm_closed:
            return False, None
        if settings is None:
            return DEFAULTS.dms, self._known.get(info.user_id)
        return settings.dms, reading_locale(settings, settings.locale or self._known.get(info.user_id))

    async def reminders_wanted(self, user_id: int | None) -> bool:
        """Whether the clocks remind this member (everyone, unless they turned reminders off)."""
        if not user_id:
            return True
        return (await self._or_defaults(user_id)).reminders

    async def second_look(self, record: GameRecord, seat: int, action_id: str, user_id: int) -> Msg | None:
        """What to tell the member before their move ``action_id`` is played, or None to play it at
        once: when they turned "Confirm moves that cannot be taken back" on and the move cannot be
        undone and is the first such decision of their turn, why it is final (see ``rules.second_look``;
        found on a copy, nothing is committed)."""
        if record.state is None or record.seats[seat].is_ai or not (await self.settings(user_id)).confirm:
            return None  # (a seat the AI plays: the flow refuses the move, with its own reason)
        return why_final(get_game(record.game_key), record.state, seat, action_id, record.past_return)

    async def _or_defaults(self, user_id: int) -> MemberSettings:
        """The member's settings; the defaults (logged) when the store does not answer, so that a
        notice or a private view is never lost to a failed read of a setting."""
        try:
            return await self.store.member_settings(user_id)
        except Exception:
            log.warning("could not read the settings of member %s", user_id, exc_info=True)
            return DEFAULTS
