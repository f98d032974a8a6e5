"""What the bot remembers of each member: their last known Discord locale, for the messages that
come with no interaction to read it from (direct messages: private views, reminders by DM).

Every interaction carries the member's locale; :meth:`MemberLocales.seen` is called with it on each
one and writes only when it differs from what this process last knew (a member's first interaction
after a start costs one write, the rest cost a dictionary look-up). The memory is bounded: the
least recently seen members are forgotten first (and cost one write again when they come back).
"""

from __future__ import annotations

import logging
from collections import OrderedDict

from store import Store

log = logging.getLogger("tabletop.members")

REMEMBERED = 10_000  # members whose locale this process keeps in memory


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
        """The member's last known locale (None: never seen, or the store did not answer)."""
        known = self._known.get(user_id)
        if known is not None:
            return known
        try:
            return await self.store.member_locale(user_id)
        except Exception:
            log.warning("could not read the locale of member %s", user_id, exc_info=True)
            return None
