"""Which bot process answers for which server: Discord's shard arithmetic, in one place.

Discord splits the servers (guilds) of a bot over ``shard_count`` gateway connections: a server
belongs to shard ``(guild_id >> 22) % shard_count``, and direct messages arrive on shard 0. A bot
process runs some of the shards (its *shard ids*); everything it does without an interaction
(resuming games at start-up, clocks, AI turns, sweeps) must be limited to the games of servers
on its own shards, or two processes would post the same board twice.
"""

from __future__ import annotations

from collections.abc import Iterable

# Direct messages (no server) are delivered on this shard, so its process owns server-less games.
DM_SHARD = 0


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that receives the events of server ``guild_id`` (None: a direct message)."""
    if shard_count < 1:
        raise ValueError(f"shard_count must be at least 1, not {shard_count}")
    if guild_id is None:
        return DM_SHARD
    return (guild_id >> 22) % shard_count


def owns(guild_id: int | None, shard_count: int, shard_ids: Iterable[int]) -> bool:
    """Whether the process running ``shard_ids`` (of ``shard_count``) owns server ``guild_id``."""
    return shard_of(guild_id, shard_count) in set(shard_ids)


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """The shard ids written as ``0,1``, ``0-3`` or ``0-3,8`` (sorted, each once).

    Raises ValueError saying what is wrong (not a number, a range written backwards, ...).
    """
    ids: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        if not part:
            raise ValueError("an empty entry (two commas in a row, or a trailing comma)")
        low, dash, high = part.partition("-")
        low, high = low.strip(), high.strip()
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(f"{part!r} is neither a shard number nor a range like 0-3")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ValueError(f"the range {part!r} runs backwards")
        ids.update(range(first, last + 1))
    return tuple(sorted(ids))
