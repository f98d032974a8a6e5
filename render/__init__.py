"""Board images. Each game has a module with ``draw(view, names) -> PIL.Image``.

Renderers see only a view (``rules.base.Game.view``), never the full state, so an image can
show no more than the seat it is drawn for may know.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from PIL import Image

from render.theme import to_png

RENDER_MODULES: dict[str, str] = {
    "mountain-miners": "render.mountain_miners",
    "solstis": "render.solstis",
    "nanga-parbat": "render.nanga_parbat",
    "paper-world": "render.paper_world",
    "sheherazade": "render.sheherazade",
}


def draw_view(game_key: str, view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    module = importlib.import_module(RENDER_MODULES[game_key])
    return module.draw(view, list(names))


def render_view(game_key: str, view: dict[str, Any], names: Sequence[str]) -> bytes:
    """The PNG bytes of ``view`` drawn by the game's renderer, as one image."""
    return to_png(draw_view(game_key, view, names))


MAX_IMAGES_PER_POST = 4  # Discord shows up to four attachments of one message as a gallery


def draw_views(game_key: str, view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """The images that show ``view``: one, or up to four when one image cannot hold a readable
    table (the shared board first, then the players). A renderer opts in with ``draw_all``."""
    module = importlib.import_module(RENDER_MODULES[game_key])
    if hasattr(module, "draw_all"):
        images = list(module.draw_all(view, list(names)))
    else:
        images = [module.draw(view, list(names))]
    assert 1 <= len(images) <= MAX_IMAGES_PER_POST
    return images


def render_images(game_key: str, view: dict[str, Any], names: Sequence[str]) -> list[bytes]:
    """The PNG bytes of every image of ``view`` (see :func:`draw_views`), in posting order."""
    return [to_png(image) for image in draw_views(game_key, view, names)]
