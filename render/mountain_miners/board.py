"""The image of a view put together (the mountain, the legend, the piles, a seat's hand) on its fixed
palette."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any, cast

from PIL import Image, ImageDraw

from render import theme
from render.chat_layout import (
    SMALL,
    legend_row,
)
from render.mountain_miners.facts import _decision_bar, _names
from render.mountain_miners.hand import _hand
from render.mountain_miners.legend import (
    ENTRY_H,
    LEGEND_GAP,
    SAMPLE_W,
    _legend_entries,
    _packed,
    _piles_legend,
    _side_column,
)
from render.mountain_miners.look import LINE, MARGIN, WIDTH
from render.mountain_miners.mountain import _draw_mountain, mountain_geometry
from render.mountain_miners.piles import _piles_grid
from render.palettes import fixed_palette
from render.theme import text


# ---------------------------------------------------------------------------- images
def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The board image, on this game's fixed palette (also the replay GIF's frame)."""
    return _quantize(_board_image(view, _names(view, names)))


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """One image: the mountain with its legend, then every player's piles."""
    return [draw(view, names)]


def own_part(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image] | None:
    """None: a seat's images are not the spectators' board plus a part (the one image is the whole view)."""
    return None


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    """Alt-text detail past what every game's alt text says (``render.alt_text``): none for this game."""
    return ""


def _quantize(image: Image.Image) -> Image.Image:
    return theme.quantized(image, _palette())


@cache
def _palette() -> Image.Image:
    """The board's fixed palette: :func:`learnt_palette`, as ``data/palettes.json`` holds it (learnt
    offline by ``python -m bench.palettes``, so no fresh drawing or replay process learns it)."""
    palette = fixed_palette("mountain-miners")
    assert palette is not None, "data/palettes.json has no Mountain Miners palette: run python -m bench.palettes"
    return palette


def learnt_palette() -> Image.Image:
    """Learnt from images of seeded games with every expansion, public and private."""
    from rules.mountain_miners import GAME

    samples = []
    for options, seat in (({}, None), ({"dark_tunnels": True, "gemshards": True, "golden_actions": True}, 0)):
        state = GAME.setup(4, 1, options)
        while not GAME.is_over(state) and state["move"] < 25:
            acting = min(GAME.to_act(state))
            actions = GAME.legal_actions(state, acting)
            state = GAME.apply(state, acting, actions[state["move"] % len(actions)].id).state
        viewer = min(GAME.to_act(state)) if seat is not None and not GAME.is_over(state) else None
        samples.append(_board_image(cast(dict[str, Any], GAME.view(state, viewer)), [f"#{i + 1}" for i in range(4)]))
    return theme.learn_palette(samples)


def _board_image(view: dict[str, Any], names: list[str]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, 2400), theme.BACKGROUND)
    d = ImageDraw.Draw(image)
    geo = mountain_geometry(view)
    drawn = _draw_mountain(d, view, geo)
    entries = _legend_entries(view, names, drawn)
    side = geo.right + MARGIN + 4  # clear of an arrow at the E corner or the SE edge
    under = _side_column(d, view, side, WIDTH - 10, entries)
    entries += _piles_legend(view)  # under the mountain, right above the grid they explain
    y = geo.bottom + MARGIN
    for content, bold, colour in under:
        for line in theme.wrap_text(content, SMALL, WIDTH - 24, bold=bold):
            text(d, (12, y), line, size=SMALL, color=colour, bold=bold)
            y += LINE + 6  # its glyphs stand a little below y
    for row in _packed(entries, WIDTH - 24):
        y = legend_row(d, 12, y, WIDTH - 12, row, gap=LEGEND_GAP, line_h=ENTRY_H, sample_w=SAMPLE_W)
    y += 2
    y = _piles_grid(d, view, names, y)
    if view.get("seat") is not None and view.get("seat") in range(len(view["players"])):
        y = _hand(d, view, view["players"][view["seat"]], y)
    if view.get("prompt"):  # a seat's own view: its decision, which the yellow frames belong to
        y = _decision_bar(d, view, y + 6)
    out = image.crop((0, 0, WIDTH, int(y + 3)))
    theme.carry(image, out)
    return out
