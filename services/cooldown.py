"""A per-member cooldown against interaction spam: at most ``limit`` interactions in ``window`` seconds.

Built on discord.py's own cooldown machinery (``commands.CooldownMapping`` of ``commands.Cooldown``
buckets keyed by member id): a member's bucket holds ``limit`` tokens, the first interaction of a
window starts it, and a bucket not used for ``window`` seconds is dropped by the mapping itself
(``_verify_cache_integrity`` runs on every look-up), so members who stopped interacting cost nothing.
Refused interactions use no token, so a member who stops spamming is let back in when the window ends.
"""

from __future__ import annotations

import math
import time

from discord.ext import commands

# discord.py reads a time of 0.0 as "now" (``current or time.time()``); shifting every time we pass by
# one second keeps the times given by callers (tests start at 0.0) exact.
_CLOCK_ORIGIN = 1.0
# What a cooldown may be: at least one interaction, in a window longer than nothing and at most an
# hour (a longer window would lock a member out for longer than anyone would wait).
MAX_LIMIT = 10_000
MAX_WINDOW = 3600.0


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
    def parse(cls, spec: str) -> Cooldown:
        """From ``"LIMIT/SECONDS"``, e.g. ``"25/5"``; ValueError says what is wrong with any other text."""
        limit, slash, seconds = spec.strip().partition("/")
        limit, seconds = limit.strip(), seconds.strip()
        if not slash or not limit or not seconds:
            raise ValueError("write the two numbers with a slash between them")
        if not (limit.isascii() and limit.isdigit()) or not 1 <= int(limit) <= MAX_LIMIT:
            raise ValueError(f"COUNT must be a whole number from 1 to {MAX_LIMIT}")
        try:
            window = float(seconds)
        except ValueError:
            window = math.nan
        if not math.isfinite(window) or not 0 < window <= MAX_WINDOW:
            raise ValueError(f"SECONDS must be a number above 0 and at most {MAX_WINDOW:g}")
        return cls(int(limit), window)
