"""Putting the services together: the one place that opens the store and builds the flow.

``bot.py`` hands over its validated settings and the publisher (the Discord side); nothing above
the services opens the database, builds a clock or a lease. Settings arrive as plain values here,
so no service reads the environment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from services.flow import GameFlow, Publisher
from services.images import ImageService
from services.paces import DATA_PATH, PacesNotKnown, is_known, unknown_paces
from services.practice import PRACTICE_PACE
from services.table import TableService
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
    """Open the database, build the table service and the game flow over it, and start the worker
    processes (drawing, replay, hard AI). Games stored with a pace the paces file no longer has (nor
    maps by an alias) stop the start (:class:`~services.paces.PacesNotKnown`): they would otherwise
    play at another pace."""
    store = await Store.open(settings.database)
    try:
        missing = unknown_paces(await store.paces_stored())
    except BaseException:
        await store.close()
        raise
    needed = () if is_known(PRACTICE_PACE) else (PRACTICE_PACE,)
    if missing or needed:
        await store.close()
        raise PacesNotKnown(DATA_PATH, missing, needed)
    images = ImageService(processes=settings.render_processes)
    table = TableService(
        store,
        images,
        ai_think=settings.ai_think,
        clock_scale=settings.clock_scale,
        max_games_per_member=settings.max_games_per_member,
        max_games_per_server=settings.max_games_per_server,
    )
    try:
        # Every worker process is started here, off the event loop, before the bot reads its first
        # interaction: a pool started on first use would hold up the loop (and that answer) while
        # the fork server imports every renderer.
        await table.start_workers()
    except BaseException:
        await table.close()
        raise
    flow = GameFlow(
        table,
        publisher,
        Leases(store, seconds=settings.lease_seconds),
        owns=owns,
        ai_delay=settings.ai_delay,
        heal_seconds=settings.heal_seconds,
    )
    return table, flow
