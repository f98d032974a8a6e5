"""A per-member cooldown against interaction spam: at most ``limit`` interactions in ``window`` seconds.

Built on discord.py's own cooldown machinery (``commands.CooldownMapping`` of ``commands.Cooldown``
buckets keyed by member id): a member's bucket holds ``limit`` tokens, the first interaction of a
window starts it, and a bucket not used for ``window`` seconds is dropped by the mapping itself
(``_verify_cache_integrity`` runs on every look-up), so members who stopped interacting cost nothing.
Refused interactions use no token, so a member who stops spamming is let back in when the window ends.
"""

from __future__ import annotations

import time

from discord.ext import commands

# discord.py reads a time of 0.0 as "now" (``current or time.time()``); shifting every time we pass by
# one second keeps the times given by callers (tests start at 0.0) exact.
_CLOCK_ORIGIN = 1.0


def _member_key(user_id: int) -> int:
    """The bucket key: one bucket per member, across every server, command and component."""
    return user_id


class Cooldown:
    def __init__(self, limit: int, window: float) -> None:
        self.limit = limit
        self.window = window
        self._buckets = commands.CooldownMapping(commands.Cooldown(limit, window), _member_key)

    def hit(self, user_id: int, now: float | None = None) -> float:
        """Record an interaction; returns 0 when it may proceed, else the seconds left to wait."""
        current = (time.monotonic() if now is None else now) + _CLOCK_ORIGIN
        retry_after = self._buckets.update_rate_limit(user_id, current)
        return retry_after or 0.0

    def tracked(self) -> int:
        """How many members currently have a bucket (stale ones are evicted on the next hit)."""
        return len(self._buckets._cache)

    @classmethod
    def parse(cls, spec: str) -> "Cooldown":
        """From ``"LIMIT/SECONDS"``, e.g. ``"25/5"``."""
        limit, _, seconds = spec.partition("/")
        return cls(int(limit), float(seconds))
