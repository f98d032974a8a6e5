"""Board images. Each game has a renderer with ``draw(view, names) -> PIL.Image``: a package of
modules by part of the image, whose ``__init__`` exposes ``draw`` (and ``draw_all``, ``describe``
where the game has them).

Renderers see only a view (``rules.base.Game.view``), never the full state, so an image can
show no more than the seat it is drawn for may know.

Games are registered once, in :data:`rules.GAME_MODULES`: a game's renderer is the package of
render/ named as its engine (``rules.mountain_miners`` is drawn by ``render.mountain_miners``), so
adding a game means adding its engine to that registry and its renderer here under the same name.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from PIL import Image

from lang import SOURCE
from render.palettes import on_palette
from render.theme.encoding import to_png
from render.words import speaking
from rules import GAME_MODULES


def renderer_module_name(game_key: str) -> str:
    """The module that draws the game registered under ``game_key``; KeyError for an unknown key."""
    return "render." + GAME_MODULES[game_key].rpartition(".")[2]


# key -> renderer module, derived from the one registry (for the worker processes' preloading)
RENDER_MODULES: dict[str, str] = {key: renderer_module_name(key) for key in GAME_MODULES}


def renderer(game_key: str) -> ModuleType:
    """The renderer module of the game registered under ``game_key``."""
    return importlib.import_module(renderer_module_name(game_key))


def draw_view(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> Image.Image:
    """``view`` drawn by the game's renderer as one image, its words in ``locale``."""
    with speaking(locale, names):
        image: Image.Image = renderer(game_key).draw(view, list(names))
    return image


def render_view(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> bytes:
    """The PNG bytes of ``view`` drawn by the game's renderer, as one image."""
    return to_png(on_palette(game_key, draw_view(game_key, view, names, locale)))


MAX_IMAGES_PER_POST = 4  # Discord shows up to four attachments of one message as a gallery


def draw_views(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> list[Image.Image]:
    """The images that show ``view``: one, or up to four when one image cannot hold a readable
    table (the shared board first, then the players). A renderer opts in with ``draw_all``. Every
    word is drawn in ``locale`` (see ``render.words``)."""
    module = renderer(game_key)
    with speaking(locale, names):
        if hasattr(module, "draw_all"):
            images = list(module.draw_all(view, list(names)))
        else:
            images = [module.draw(view, list(names))]
    assert 1 <= len(images) <= MAX_IMAGES_PER_POST
    return images


def render_images(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> list[bytes]:
    """The PNG bytes of every image of ``view`` (see :func:`draw_views`), in posting order, each on
    256 colours (a full-colour image on its game's fixed palette, see ``render.palettes``)."""
    return [to_png(on_palette(game_key, image)) for image in draw_views(game_key, view, names, locale)]
