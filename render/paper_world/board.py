"""The images of a view put together (the shared board, then a seat's hand) and the palette they are
mapped onto."""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from render import theme, words
from render.chat_layout import stack
from render.memo import Memo
from render.paper_world.cards import _names
from render.paper_world.hand import _hand
from render.paper_world.legend import _board_marks, _hand_marks, _legend
from render.paper_world.look import CARD_COLOURS, CARD_EDGES, GOLD, STAR_ON_YELLOW, TOKEN_RED, WIDTH
from render.paper_world.table import _final_round, _landscapes, _objectives, _piles
from render.theme import ACCENT, BACKGROUND, GRID, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM
from render.theme.layout_record import is_recording

# The parts of the table that most moves leave as they were (the piles, the objectives, the
# legends), kept as drawn: a move redraws the landscapes and what it changed. Each key holds all
# that its part is drawn from (the words' language too); a kept part is pasted, never drawn on.
# A part is up to about 0.5 MB (720 px wide, in full colour): 64 of them hold the parts shared by
# the images of a move (its turn post, DMs and pickers) for about twenty games drawn at once, in
# at most about 25 MB a drawing process (512 cost over 100 MB each at 50 games).
PARTS: Memo[Image.Image | None] = Memo("paper-world parts", 64)


def _kept(part: str, inputs: Hashable, draw: Callable[[], Image.Image | None]) -> Image.Image | None:
    # a part drawn while the tests' layout record is on carries its record: kept apart from the others
    return PARTS.get((part, words.locale(), is_recording(), inputs), draw)


def _piles_part(view: dict[str, Any]) -> Image.Image:
    last = (view.get("last_turn") or {}).get("piles", [])
    inputs = (json.dumps(view["piles"], sort_keys=True), tuple(last), _final_round(view))
    image = _kept("piles", inputs, lambda: _piles(view))
    assert image is not None
    return image


def _objectives_part(view: dict[str, Any]) -> Image.Image:
    last = (view.get("last_turn") or {}).get("objectives", [])
    inputs = (json.dumps(view["objectives"], sort_keys=True), tuple(last))
    image = _kept("objectives", inputs, lambda: _objectives(view))
    assert image is not None
    return image


def _legend_part(view: dict[str, Any], named: list[str], marks: list[str]) -> Image.Image | None:
    # what a legend says depends on its marks, and for "placeable" on whether the seat has targets
    return _kept("legend", (tuple(marks), bool(view.get("targets"))), lambda: _legend(view, named, marks))


def _board_rgb(view: dict[str, Any], named: list[str]) -> Image.Image:
    """The piles, every landscape (a seat's own first in its images) and the objectives, with
    their legend."""
    seat = view.get("seat")
    order = list(range(view["players"]))
    if seat is not None and 0 <= seat < len(order):
        order = [seat] + [s for s in order if s != seat]
    parts = [_piles_part(view), _landscapes(view, named, order), _objectives_part(view)]
    legend = _legend_part(view, named, _board_marks(view))
    if legend is not None:
        parts.append(legend)
    return stack([*parts, Image.new("RGB", (WIDTH, 4), BACKGROUND)])


def _hand_rgb(view: dict[str, Any], named: list[str]) -> Image.Image:
    """A seat's hand and discard, with their legend."""
    parts = [_hand(view)]
    legend = _legend_part(view, named, _hand_marks(view))
    if legend is not None:
        parts.append(legend)
    return stack([*parts, Image.new("RGB", (WIDTH, 4), BACKGROUND)])


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """The table (piles, landscapes, objectives); in a seat's own images its hand after it."""
    named = _names(view, names)
    images = [_quantize(_board_rgb(view, named))]
    if view.get("seat") is not None:
        images.append(_quantize(_hand_rgb(view, named)))
    return images


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table (the first image of :func:`draw_all`)."""
    return _quantize(_board_rgb(view, _names(view, names)))


def own_part(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image] | None:
    """None: a seat's images are not the spectators' board plus a part (its table shows its own
    landscape first)."""
    return None


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    """Alt-text detail past what every game's alt text says (``render.alt_text``): none for this game."""
    return ""


def _quantize(image: Image.Image) -> Image.Image:
    # A fixed palette: far faster than an adaptive one, and the same view always gives the same bytes.
    return theme.quantized(image, _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A 256-colour palette covering every fill of this board and the anti-aliasing ramps
    between its text/shape colours and the backgrounds they are drawn on."""
    inks = [
        TEXT,
        TEXT_DIM,
        theme.TEXT_DARK,
        ACCENT,
        GOLD,
        TOKEN_RED,
        GRID,
        STAR_ON_YELLOW,
        theme.LAST_TURN,
        theme.LAST_TURN_INNER,
    ]
    inks += list(CARD_COLOURS.values()) + list(CARD_EDGES.values()) + list(theme.SEAT_COLORS)
    grounds = [
        BACKGROUND,
        PANEL,
        PANEL_LIGHT,
        TOKEN_RED,
        GOLD,
        ACCENT,
        *CARD_COLOURS.values(),
        *theme.SEAT_COLORS,
    ]
    colours = []
    for ink in inks:
        for ground in grounds:
            for step in range(9):
                t = step / 8
                colours.append(tuple(round(a * t + b * (1 - t)) for a, b in zip(ink, ground)))
    sample = Image.new("RGB", (len(colours), 1))
    sample.putdata(colours)
    return sample.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
