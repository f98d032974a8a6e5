"""Board images. Each game has a renderer (:class:`render.protocol.Renderer`): a package of
modules by part of the image, whose ``__init__`` exposes ``draw(view, names) -> PIL.Image``,
``draw_all`` (every image of the view), ``describe`` (its alt text's own detail) and
``MEANINGFUL_COLOUR_PAIRS``.

Renderers see only a view (``rules.base.Game.view``), never the full state, so an image can
show no more than the seat it is drawn for may know.

Games are registered in :data:`rules.GAME_MODULES`, and their renderers here, in :func:`renderer`,
by the same key: a game's renderer is the package of render/ named as its engine
(``rules.mountain_miners`` is drawn by ``render.mountain_miners``), so adding a game means adding
its engine to that registry and its renderer to :func:`renderer`'s cases (mypy fails on a key of
``rules.GameKey`` without one, and on a renderer that does not satisfy the protocol).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, assert_never

from PIL import Image

from lang import SOURCE
from render.palettes import on_palette
from render.protocol import Renderer
from render.theme.encoding import to_png
from render.words import speaking
from rules import GAME_MODULES, GameKey, is_game_key


def renderer_module_name(game_key: str) -> str:
    """The module that draws the game registered under ``game_key``; KeyError for an unknown key."""
    return "render." + GAME_MODULES[game_key].rpartition(".")[2]


# key -> renderer module, derived from the one registry (for the worker processes' preloading)
RENDER_MODULES: dict[str, str] = {key: renderer_module_name(key) for key in GAME_MODULES}


def renderer(game_key: str) -> Renderer:
    """The renderer of the game registered under ``game_key``; KeyError for an unknown key."""
    if not is_game_key(game_key):
        raise KeyError(game_key)
    return _renderer_of(game_key)


def _renderer_of(key: GameKey) -> Renderer:
    """The renderers by engine key, each imported here on first use (a process loads only the games it
    draws; the drawing workers' fork server preloads every one, see ``RENDER_MODULES``). Each case
    returns a module where a ``Renderer`` is due, so mypy checks that module against the protocol;
    ``assert_never`` makes a key of ``rules.GameKey`` without a case a mypy error."""
    match key:
        case "mountain-miners":
            from render import mountain_miners

            return mountain_miners
        case "solstis":
            from render import solstis

            return solstis
        case "nanga-parbat":
            from render import nanga_parbat

            return nanga_parbat
        case "paper-world":
            from render import paper_world

            return paper_world
        case "sheherazade":
            from render import sheherazade

            return sheherazade
    assert_never(key)


def draw_view(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> Image.Image:
    """``view`` drawn by the game's renderer as one image, its words in ``locale``."""
    with speaking(locale, names):
        return renderer(game_key).draw(view, list(names))


def render_view(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> bytes:
    """The PNG bytes of ``view`` drawn by the game's renderer, as one image."""
    return to_png(on_palette(game_key, draw_view(game_key, view, names, locale)))


MAX_IMAGES_PER_POST = 4  # Discord shows up to four attachments of one message as a gallery


def own_part(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> list[bytes] | None:
    """The PNG images of a seat's own part of ``view``, when its view is the spectators' board plus
    that part (see ``Renderer.own_part``), else None: the board need not be drawn again for the seat."""
    with speaking(locale, names):
        images = renderer(game_key).own_part(view, list(names))
    return None if images is None else [to_png(on_palette(game_key, image)) for image in images]


def draw_views(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> list[Image.Image]:
    """The images that show ``view``: one, or up to four when one image cannot hold a readable
    table (the shared board first, then the players), as the renderer's ``draw_all`` draws them.
    Every word is drawn in ``locale`` (see ``render.words``)."""
    with speaking(locale, names):
        images = renderer(game_key).draw_all(view, list(names))
    assert 1 <= len(images) <= MAX_IMAGES_PER_POST
    return images


def render_images(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> list[bytes]:
    """The PNG bytes of every image of ``view`` (see :func:`draw_views`), in posting order, each on
    256 colours (a full-colour image on its game's fixed palette, see ``render.palettes``)."""
    return [to_png(on_palette(game_key, image)) for image in draw_views(game_key, view, names, locale)]
