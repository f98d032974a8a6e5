"""Leases: which bot process does a game's clock work or runs its AI turn, when several share a database.

A lease is a row ``(kind, game_id, holder, expires_at)`` of the ``leases`` table. ``kind`` is
``clock`` (firing the game's due reminders and time-outs) or ``ai`` (choosing and playing the move of
an AI seat); ``holder`` is the identity of a process (``hostname:pid:random``, :data:`PROCESS_IDENTITY`);
``expires_at`` a wall-clock moment.

* **Claim** is one atomic statement (an upsert whose update only applies when the row is free,
  expired, or already ours): of several processes claiming at once exactly one gets the row.
* **Renew**: the holder pushes ``expires_at`` forward while the work runs (every third of the lease,
  :class:`HeldLease`), so a long AI search never loses its lease to a live process.
* **Release**: the holder deletes its row when done, so the next claim needs no waiting.
* **Take over**: a process that dies (SIGKILL, a lost host) neither renews nor releases; its lease
  expires after :data:`LEASE_SECONDS` and the next claim by any process succeeds.

Leases decide who *works*; they are not what keeps a game correct. A move is still committed only at
the version it was computed from (the store's version guard), so even a holder whose lease lapsed
while it was stuck cannot apply a stale move or a time-out twice.

Moments are the processes' wall clocks (``time.time()``): processes on several hosts need clocks kept
in step (NTP), far closer than a lease's length.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass

from store import ACTIVE, Store

log = logging.getLogger("tabletop.leases")

CLOCK, AI = "clock", "ai"  # the kinds of work a lease is taken for (one lease of each kind per game)

# Seconds a lease lasts without renewal: how long a dead process's work waits before another process
# takes it over. Long enough that a busy process (a garbage collection, a slow database) renews in
# time, short enough that players barely notice a crash. TABLETOP_LEASE_SECONDS changes it (tests).
LEASE_SECONDS = 15.0
RENEWALS_PER_LEASE = 3  # the holder renews this many times per lease length


def process_identity() -> str:
    """A name for this process unique among every process sharing the database, even after restarts
    (a restarted process gets a new pid, or at least new random letters)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


PROCESS_IDENTITY = process_identity()


@dataclass(frozen=True)
class Lease:
    kind: str
    game_id: int
    holder: str
    expires_at: float


class Leases:
    """The lease rows, seen from one process (``holder``)."""

    def __init__(self, store: Store, holder: str = PROCESS_IDENTITY, seconds: float = LEASE_SECONDS) -> None:
        if seconds <= 0:
            raise ValueError(f"a lease lasts a positive number of seconds, not {seconds}")
        self.store = store
        self.holder = holder
        self.seconds = seconds

    async def claim(self, kind: str, game_id: int, now: float | None = None) -> bool:
        """Take (or extend) the lease if it is free, expired or already ours; False when another
        process holds it. Atomic: of several processes claiming at once exactly one succeeds."""
        now = time.time() if now is None else now
        changed = await self.store._execute(
            "INSERT INTO leases (kind, game_id, holder, expires_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (kind, game_id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at"
            " WHERE leases.holder = excluded.holder OR leases.expires_at <= ?",
            (kind, game_id, self.holder, now + self.seconds, now),
        )
        return changed == 1

    async def renew(self, kind: str, game_id: int, now: float | None = None) -> bool:
        """Push our lease's end forward; False when it is no longer ours (it expired and was taken)."""
        now = time.time() if now is None else now
        changed = await self.store._execute(
            "UPDATE leases SET expires_at = ? WHERE kind = ? AND game_id = ? AND holder = ?",
            (now + self.seconds, kind, game_id, self.holder),
        )
        return changed == 1

    async def release(self, kind: str, game_id: int) -> None:
        """Give our lease up at once (someone else's is left alone)."""
        await self.store._execute(
            "DELETE FROM leases WHERE kind = ? AND game_id = ? AND holder = ?", (kind, game_id, self.holder)
        )

    async def drop_dead(self, now: float | None = None) -> int:
        """Delete the expired leases of games no longer in play; returns how many went.

        A process that dies holding a lease cannot release it, and when its game then ends before
        anyone needs that lease again nobody ever claims it over: without this the row would stay
        for good. An expired lease of a game in play is left to the next claim (it is free anyway).
        """
        now = time.time() if now is None else now
        return await self.store._execute(
            "DELETE FROM leases WHERE expires_at <= ? AND game_id NOT IN (SELECT id FROM games WHERE status = ?)",
            (now, ACTIVE),
        )

    async def current(self, kind: str, game_id: int) -> Lease | None:
        """The lease row as it is now (possibly expired), or None when nobody holds one."""
        rows = await self.store._fetchall(
            "SELECT holder, expires_at FROM leases WHERE kind = ? AND game_id = ?", (kind, game_id)
        )
        return Lease(kind, game_id, str(rows[0][0]), float(rows[0][1])) if rows else None

    async def free_at(self, kind: str, game_id: int) -> float:
        """The moment we may claim the lease: now when it is free or ours, else when it expires."""
        lease = await self.current(kind, game_id)
        if lease is None or lease.holder == self.holder:
            return time.time()
        return lease.expires_at

    @contextlib.asynccontextmanager
    async def held(self, kind: str, game_id: int) -> AsyncIterator[HeldLease]:
        """Claim the lease for a piece of work: renewed in the background while the block runs,
        released at its end. Check ``claimed`` first: when False another process holds it and the
        block must not do the work."""
        held = HeldLease(self, kind, game_id)
        held.claimed = await self.claim(kind, game_id)
        if not held.claimed:
            yield held
            return
        keeper = asyncio.create_task(held.keep(), name=f"lease-{kind}-{game_id}")
        try:
            yield held
        finally:
            keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await keeper
            try:
                await self.release(kind, game_id)
            except Exception:  # the lease then simply expires
                log.warning("could not release the %s lease of game %s", kind, game_id, exc_info=True)


@dataclass
class HeldLease:
    """A lease claimed for the work of one ``async with Leases.held(...)`` block."""

    leases: Leases
    kind: str
    game_id: int
    claimed: bool = False
    lost: bool = False  # a renewal found the lease taken over (we were too slow); the version guard still holds

    async def keep(self) -> None:
        """Renew the lease every third of its length until cancelled."""
        while True:
            await asyncio.sleep(self.leases.seconds / RENEWALS_PER_LEASE)
            try:
                if not await self.leases.renew(self.kind, self.game_id):
                    self.lost = True
                    log.warning("the %s lease of game %s was taken over by another process", self.kind, self.game_id)
                    return
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("could not renew the %s lease of game %s", self.kind, self.game_id, exc_info=True)


__all__ = ["AI", "CLOCK", "LEASE_SECONDS", "PROCESS_IDENTITY", "HeldLease", "Lease", "Leases", "process_identity"]
