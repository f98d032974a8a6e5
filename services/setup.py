"""Putting the services together: the one place that opens the store and builds the flow and the
services the cogs use (:class:`Services`).

``bot.py`` hands over its validated settings and the publisher (the Discord side); nothing above
the services opens the database, builds a clock or a lease. Settings arrive as plain values here,
so no service reads the environment.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from services.boards import Boards
from services.clocks import Clocks
from services.flow import GameFlow
from services.images import ImageService
from services.lobbies import Lobbies
from services.notices import Publisher
from services.paces import DATA_PATH, PacesNotKnown, is_known, unknown_paces
from services.practice import PRACTICE_PACE
from services.records import Records
from services.reviews import Reviews
from services.wiring import Table
from store import Store
from store.leases import Leases


class ServiceSettings(Protocol):
    """What the services need of the settings (``config.Settings`` has it), read only: the settings
    are frozen, so each is a property here (a plain attribute fits it too)."""

    @property
    def database(self) -> str: ...

    @property
    def ai_think(self) -> float: ...

    @property
    def ai_delay(self) -> float: ...

    @property
    def clock_scale(self) -> float: ...

    @property
    def lease_seconds(self) -> float: ...

    @property
    def heal_seconds(self) -> float: ...

    @property
    def render_processes(self) -> int | None: ...

    @property
    def max_games_per_member(self) -> int | None: ...

    @property
    def max_games_per_server(self) -> int | None: ...

    @property
    def away_days_per_year(self) -> int: ...


@dataclass(frozen=True)
class Services:
    """What the bot hands the cogs: the game flow (every change of a game in play, and its start),
    the lobbies (a table before its deal), the boards, the clocks and the reads."""

    flow: GameFlow
    lobbies: Lobbies
    boards: Boards
    clocks: Clocks
    records: Records
    reviews: Reviews

    async def close(self) -> None:
        """Stop the worker processes (drawing, hard AI) and close the database (after ``flow.stop``)."""
        await self.flow.table.close()


async def open_services(
    settings: ServiceSettings, publisher: Publisher, *, owns: Callable[[int | None], bool]
) -> Services:
    """Open the database, build the services and the game flow over it, and start the worker
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
    table = Table.build(
        store,
        images,
        ai_think=settings.ai_think,
        clock_scale=settings.clock_scale,
        max_games_per_member=settings.max_games_per_member,
        max_games_per_server=settings.max_games_per_server,
        away_days_per_year=settings.away_days_per_year,
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
    return Services(flow, table.lobbies, table.boards, table.clocks, table.records, table.reviews)
