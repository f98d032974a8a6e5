"""Putting the services together: the one place that opens the store and builds the flow.

``bot.py`` hands over its validated settings and the publisher (the Discord side); nothing above
the services opens the database, builds a clock or a lease. Settings arrive as plain values here,
so no service reads the environment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from services.changes import TableService
from services.flow import GameFlow, Publisher
from services.images import ImageService
from store import Store
from store.leases import Leases


class ServiceSettings(Protocol):
    """What the services need of the settings (``config.Settings`` has it)."""

    database: str
    ai_think: float
    ai_delay: float
    clock_scale: float
    lease_seconds: float
    heal_seconds: float
    render_processes: int | None
    max_games_per_member: int | None
    max_games_per_server: int | None


async def open_services(
    settings: ServiceSettings, publisher: Publisher, *, owns: Callable[[int | None], bool]
) -> tuple[TableService, GameFlow]:
    """Open the database and build the table service and the game flow over it."""
    store = await Store.open(settings.database)
    images = ImageService(processes=settings.render_processes)
    table = TableService(
        store,
        images,
        ai_think=settings.ai_think,
        clock_scale=settings.clock_scale,
        max_games_per_member=settings.max_games_per_member,
        max_games_per_server=settings.max_games_per_server,
    )
    flow = GameFlow(
        table,
        publisher,
        Leases(store, seconds=settings.lease_seconds),
        owns=owns,
        ai_delay=settings.ai_delay,
        heal_seconds=settings.heal_seconds,
    )
    return table, flow
