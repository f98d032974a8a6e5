"""One asyncio lock per key (a game, a server), kept only while it is held or waited for.

A ``defaultdict(asyncio.Lock)`` keyed by game id grows by one lock per game ever touched and never
shrinks: a bot that runs for months holds a lock for every game it ever saw. :class:`KeyedLocks`
counts the coroutines using each key's lock (holding it or waiting for it) and drops the lock when
the last one leaves, so the map holds at most one entry per key in use *now*.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)


@dataclass
class _Entry:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0  # coroutines holding or waiting for ``lock``


class KeyedLocks(Generic[K]):
    """``async with locks.hold(key):`` runs one block per key at a time, in arrival order."""

    def __init__(self) -> None:
        self._entries: dict[K, _Entry] = {}

    @contextlib.asynccontextmanager
    async def hold(self, key: K) -> AsyncIterator[None]:
        entry = self._entries.get(key)
        if entry is None:
            entry = self._entries[key] = _Entry()
        entry.users += 1
        try:
            async with entry.lock:
                yield
        finally:
            # Counted down even when cancelled while waiting, so an abandoned wait leaves nothing behind.
            entry.users -= 1
            if entry.users == 0 and self._entries.get(key) is entry:
                del self._entries[key]

    def locked(self, key: K) -> bool:
        """Whether someone holds ``key``'s lock now."""
        entry = self._entries.get(key)
        return entry is not None and entry.lock.locked()

    def __len__(self) -> int:
        """Keys whose lock is held or waited for right now."""
        return len(self._entries)


__all__ = ["KeyedLocks"]
