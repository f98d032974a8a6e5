"""Which server (guild) each game is in: what a sharded process needs to pick its own games."""

from __future__ import annotations

from collections.abc import Iterable

from store import Store

# SQLite accepts at least this many ``?`` in one statement; longer lists are asked in parts.
IDS_PER_QUERY = 500


async def guilds_of(store: Store, game_ids: Iterable[int]) -> dict[int, int | None]:
    """The server of each of ``game_ids`` that exists (None for a game outside any server)."""
    ids = sorted(set(game_ids))
    found: dict[int, int | None] = {}
    for start in range(0, len(ids), IDS_PER_QUERY):
        part = ids[start : start + IDS_PER_QUERY]
        rows = await store._fetchall(f"SELECT id, guild_id FROM games WHERE id IN ({', '.join('?' * len(part))})", part)
        found.update({int(row[0]): (int(row[1]) if row[1] is not None else None) for row in rows})
    return found
