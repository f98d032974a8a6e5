"""Board images: each (game, version, seat) drawn once, all drawing in a small bounded pool.

A board image only depends on the game's state at a version and on whose view it is, so every
post, ``/board``, My hand and Take turn of the same (game id, version, seat) can share one
drawing. Drawing costs tens to hundreds of milliseconds of CPU, so it runs in worker threads;
the pool has a fixed number of them so a member spamming requests queues behind their own
work instead of taking every core from the other games, and requests for an image already being
drawn wait for that drawing (single flight) instead of starting another one.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Sequence, TypeVar

import render

log = logging.getLogger("tabletop.images")

T = TypeVar("T")

# (game id, state version, seat or None for the spectators' view)
ImageKey = tuple[int, int, int | None]

RENDER_WORKERS = 2  # drawing threads: a small host has about two cores to spare for images
CACHE_BYTES = 64 * 1024 * 1024  # 64 MiB of PNGs (a board is ~50 to 400 KiB): the live views of dozens of games


class ImageCache:
    """A least-recently-used map of ImageKey to PNG images, bounded by their total size in bytes."""

    def __init__(self, max_bytes: int = CACHE_BYTES) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[ImageKey, list[bytes]] = OrderedDict()
        self._bytes = 0

    def get(self, key: ImageKey) -> list[bytes] | None:
        images = self._entries.get(key)
        if images is not None:
            self._entries.move_to_end(key)
        return images

    def put(self, key: ImageKey, images: list[bytes]) -> None:
        size = sum(len(image) for image in images)
        if size > self.max_bytes:
            return  # larger than the whole cache: keeping it would evict everything else
        old = self._entries.pop(key, None)
        if old is not None:
            self._bytes -= sum(len(image) for image in old)
        self._entries[key] = images
        self._bytes += size
        while self._bytes > self.max_bytes:
            _, evicted = self._entries.popitem(last=False)
            self._bytes -= sum(len(image) for image in evicted)

    @property
    def size_bytes(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)


class ImageService:
    """Draws board images through the cache, single flight per key, in a pool of ``workers`` threads."""

    def __init__(
        self,
        workers: int = RENDER_WORKERS,
        cache_bytes: int = CACHE_BYTES,
        renderer: Callable[[str, dict[str, Any], Sequence[str]], list[bytes]] | None = None,
    ) -> None:
        self.workers = workers
        self.cache = ImageCache(cache_bytes)
        self._renderer = renderer
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="render")
        self._drawing: dict[ImageKey, asyncio.Future[list[bytes]]] = {}

    async def images(
        self, key: ImageKey, game_key: str, view_of: Callable[[], dict[str, Any]], names: Sequence[str]
    ) -> list[bytes]:
        """The PNG images of ``key``: from the cache, from a drawing under way, or drawn now.

        ``view_of`` computes the view to draw (called in the pool, only when a drawing is needed).
        """
        cached = self.cache.get(key)
        if cached is not None:
            return list(cached)
        drawing = self._drawing.get(key)
        if drawing is None:
            drawing = asyncio.ensure_future(self._draw(key, game_key, view_of, list(names)))
            self._drawing[key] = drawing
        # shield: one requester giving up (a cancelled interaction) must not cancel the others' drawing
        return list(await asyncio.shield(drawing))

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """Run other image work (score sheets) in the same bounded pool."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, work, *args)

    async def _draw(self, key: ImageKey, game_key: str, view_of: Callable[[], dict[str, Any]], names: list[str]) -> list[bytes]:
        try:
            images = await self.run(self._render, game_key, view_of, names)
            self.cache.put(key, images)
            return images
        finally:
            self._drawing.pop(key, None)

    def _render(self, game_key: str, view_of: Callable[[], dict[str, Any]], names: list[str]) -> list[bytes]:
        renderer = self._renderer or render.render_images  # looked up late so tests can count calls
        return renderer(game_key, view_of(), names)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
