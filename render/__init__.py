"""Board images. Each game has a module with ``draw(view, names) -> PIL.Image``.

Renderers see only a view (``rules.base.Game.view``), never the full state, so an image can
show no more than the seat it is drawn for may know.
"""

from __future__ import annotations

import importlib
from typing import Any, Sequence

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
    """The PNG bytes of ``view`` drawn by the game's renderer."""
    return to_png(draw_view(game_key, view, names))
