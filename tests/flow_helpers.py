"""Game flows over a real store, with publishers that stand in for Discord, for the service tests.

``flow_for`` is the flow of a process running some of two shards, publishing nothing (``SERVER``
names a server on each shard); ``Recorder`` is a publisher that keeps every notice and answers
every post with a new message id.
"""

from __future__ import annotations

from services.flow import GameFlow
from services.shards import owns
from services.wiring import Table
from store import Store
from store.leases import Leases

# The processes of these tests share the servers among two shards.
SHARDS = 2
# Two servers whose ids put them on shard 0 and shard 1 of two (the bits above the low 22 decide).
SERVER = {0: (1000 << 22) | 5, 1: (1001 << 22) | 5}


class SilentPublisher:
    """A publisher that shows nothing: these tests look at what the flow decides, not at Discord."""

    def __getattr__(self, name):
        async def nothing(*args, **kwargs):
            return None

        return nothing


def flow_for(store: Store, shard_ids: tuple[int, ...], holder: str = "host:test") -> GameFlow:
    """The game flow of a process running ``shard_ids`` of two, over ``store``."""
    return GameFlow(
        Table.build(store),
        SilentPublisher(),
        Leases(store, holder),
        owns=lambda guild_id: owns(guild_id, SHARDS, shard_ids),
    )


class Recorder:
    """A publisher that records notices and answers every post with a new id."""

    def __init__(self) -> None:
        self.notices: list[object] = []
        self.next_id = 7000

    async def open_thread(self, record):
        return 800 + record.id

    async def send_turn_post(self, record, owed, facts):
        self.next_id += 1
        return self.next_id

    async def edit_turn_post(self, record, message_id, start, facts):
        return True

    async def find_turn_post(self, record, key):
        return None

    async def notify(self, record, notice):
        self.notices.append(notice)

    def __getattr__(self, name):
        async def nothing(*args, **kwargs):
            return None

        return nothing
