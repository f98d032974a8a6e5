"""A per-member cooldown against interaction spam: at most ``limit`` interactions in ``window`` seconds."""

from __future__ import annotations

import time
from collections import defaultdict, deque


class Cooldown:
    def __init__(self, limit: int, window: float) -> None:
        self.limit = limit
        self.window = window
        self._recent: defaultdict[int, deque[float]] = defaultdict(deque)

    def hit(self, user_id: int, now: float | None = None) -> float:
        """Record an interaction; returns 0 when it may proceed, else the seconds left to wait.

        Refused interactions are not recorded, so a member who stops spamming is let back in as soon
        as the window has passed.
        """
        now = time.monotonic() if now is None else now
        recent = self._recent[user_id]
        while recent and now - recent[0] >= self.window:
            recent.popleft()
        if len(recent) >= self.limit:
            return self.window - (now - recent[0])
        recent.append(now)
        return 0.0

    @classmethod
    def parse(cls, spec: str) -> "Cooldown":
        """From ``"LIMIT/SECONDS"``, e.g. ``"25/5"``."""
        limit, _, seconds = spec.partition("/")
        return cls(int(limit), float(seconds))
