"""Bounded caches of what a drawing worker makes again and again: one process's memory of words.

A drawing worker lives as long as the bot and draws the boards of every game, move after move, so
most of what a board needs was already made for the board before it: the same labels in the same
language with the same names. A :class:`Memo` keeps such results, least recently used first out,
bounded by a number of entries, keyed by everything the result depends on (a key that leaves out
one input would serve a stale result: the callers' keys name the language and the names too).

Every memo registers itself, so :func:`clear` empties them all and, for tests, :func:`bypassed`
makes every lookup compute afresh (a board drawn inside it must equal one drawn through the caches).
Threads may share a memo (the bot draws in threads when it has no worker processes).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any, Generic, TypeVar

V = TypeVar("V")

_MISSING = object()
_MEMOS: list[Memo[Any]] = []
_bypassed = 0


class Memo(Generic[V]):
    """A least-recently-used map of at most ``size`` entries; ``get(key, make)`` returns the value
    kept for ``key``, or ``make()``'s, which it then keeps."""

    def __init__(self, name: str, size: int) -> None:
        self.name = name
        self.size = size
        self.hits = 0
        self.misses = 0
        self._entries: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()
        _MEMOS.append(self)

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        if _bypassed:
            return make()
        with self._lock:
            found = self._entries.get(key, _MISSING)
            if found is not _MISSING:
                self._entries.move_to_end(key)
                self.hits += 1
                return found  # type: ignore[return-value]  # not _MISSING: a kept value
        value = make()
        with self._lock:
            self.misses += 1
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)


def clear() -> None:
    """Empty every memo of this process."""
    for memo in _MEMOS:
        memo.clear()


@contextmanager
def bypassed() -> Iterator[None]:
    """Inside the block every memo computes afresh and keeps nothing (to compare with the cached way)."""
    global _bypassed
    _bypassed += 1
    try:
        yield
    finally:
        _bypassed -= 1
