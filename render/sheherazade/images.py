"""The images of a view put together, on their fixed palette."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, cast

from PIL import Image

from render import theme, words
from render.chat_layout import stack
from render.palettes import fixed_palette
from render.sheherazade.board import _board
from render.sheherazade.key import _element_key
from render.sheherazade.look import DREAM_H, DREAM_W, TH, TW
from render.sheherazade.players import _player_row
from render.sheherazade.round import _round_panel
from render.sheherazade.status import _mark_entries, _names, _title_bar
from render.sheherazade.tiles import dream_tile, island_tile, tile_back
from render.theme import BACKGROUND
from rules.sheherazade.data import DREAM_KINDS, ISLAND_TILES, STACK_NAMES


# ------------------------------------------------------------------ the image
def _images_rgb(view: dict[str, Any], names: Sequence[str], limit: int | None = None) -> list[Image.Image]:
    """The image of :func:`draw_all` before quantizing, in a list (``limit`` is kept for callers
    that ask for the first image only: there is one)."""
    named = _names(view, names)
    seat = view.get("seat")
    own = seat if isinstance(seat, int) and 0 <= seat < view["players"] else None
    parts = [_title_bar(view, named)] if own is not None else []
    parts.append(_round_panel(view, named))
    if own is not None:
        parts.append(_board(view, own, named))
    parts += [_player_row(view, s, named) for s in range(view["players"])]
    elements: set[str] = set().union(*(part.info.get("elements", set()) for part in parts))
    targets = any(part.info.get("targets") for part in parts)
    outlined = any(part.info.get("last_turn") for part in parts)
    key = _element_key(elements, _mark_entries(view, named, targets, outlined))
    if key is not None:
        parts.append(key)
    return [stack(parts)]


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """The board's image (see the module docstring) in a list, on the game's fixed palette."""
    return [_quantize(image) for image in _images_rgb(view, names)]


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The board's image."""
    return _quantize(_images_rgb(view, names, limit=1)[0])


def own_part(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image] | None:
    """None: a seat's images are not the spectators' board plus a part (a seat's image has a title
    bar and its island in full in the middle)."""
    return None


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    """Alt-text detail past what every game's alt text says (``render.alt_text``): none for this game."""
    return ""


def _quantize(image: Image.Image) -> Image.Image:
    return theme.quantized(image, _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """One fixed palette for every image: :func:`learnt_palette`, as ``data/palettes.json`` holds it.

    Mapping onto a known palette is several times faster than finding a palette per image
    (the bulk of the PNG time), and the same colours always come out the same. Learning it takes
    about 0.3 s of CPU (it draws three boards and every tile face), which every fresh drawing or
    replay process paid before its first image; it is learnt offline (``python -m bench.palettes``)."""
    palette = fixed_palette("sheherazade")
    assert palette is not None, "data/palettes.json has no Sheherazade palette: run python -m bench.palettes"
    return palette


def learnt_palette() -> Image.Image:
    """The palette learnt from sample boards and every tile face (``python -m bench.palettes`` writes
    it to ``data/palettes.json``; drawing reads it from there, see :func:`_palette`)."""
    from rules.sheherazade.engine import GAME

    samples = []
    for players, stop, seat in ((5, 10_000, None), (5, 60, 0), (2, 5, 0)):
        state = GAME.setup(players, 1)
        while not GAME.is_over(state) and state["move"] < stop:
            acting = state["current"]
            actions = GAME.legal_actions(state, acting)
            state = GAME.apply(state, acting, actions[state["move"] % len(actions)].id).state
        view = GAME.view(state, state["current"] if seat is not None and not GAME.is_over(state) else None)
        samples += _images_rgb(
            cast(dict[str, Any], view), [words.t("sh-board-player", number=i + 1) for i in range(players)]
        )
    locale = words.locale()
    faces = [island_tile(t, f, locale) for t in sorted(ISLAND_TILES) for f in (False, True)]
    faces += [dream_tile(k, w, h, locale) for k in DREAM_KINDS for w, h in ((TW, TH), (DREAM_W, DREAM_H))]
    faces += [tile_back(s, TW, TH, locale) for s in STACK_NAMES]
    per_row = 8
    strip = Image.new("RGB", (DREAM_W * per_row, TH * ((len(faces) + per_row - 1) // per_row)), BACKGROUND)
    for i, face in enumerate(faces):
        strip.paste(face, ((i % per_row) * DREAM_W, (i // per_row) * TH))
    return theme.learn_palette([*samples, strip])
