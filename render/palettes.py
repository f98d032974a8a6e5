"""One fixed 256-colour palette per game, for the boards whose renderer draws in full colour.

A posted board is a 256-colour PNG. Finding a palette for every image (Pillow's fast octree) is the
largest single cost of encoding a board (8 to 11 ms of CPU for a Solstis or Nanga Parbat board, on
top of 3 to 4 ms of zlib), while mapping an image onto a palette known beforehand costs 1.5 to 2 ms.
Mountain Miners, Paper World and Sheherazade map onto palettes of their own while drawing (see
their ``_palette``); the others' palettes are learnt offline, from the boards of seeded games, by
``python -m bench.palettes`` into ``data/palettes.json`` (``tests/test_palettes.py`` checks the
file is what that script learns today), and :func:`on_palette` maps each board onto its game's.
Mountain Miners' and Sheherazade's own palettes are learnt offline by the same script, as their
renderers learn them (``learnt_palette``), and kept in the same file, so that no process learns
a palette before its first board (Sheherazade's took 0.3 s of CPU in every fresh drawing and
replay process); Paper World's is worked out from its colours in a few milliseconds.

Measured on boards of other seeds (names in Latin, Arabic, Hebrew, CJK and Greek, en-US and en-XA),
the learned palette is as close to the drawing as a palette found per image: mean error under 1 of
255 per pixel, 99.9% of pixels within 9 for both; the few pixels further off are anti-aliased
edges. The palette depends only on the colours a renderer uses (not on words or names), so one is
kept per game, not per language.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from PIL import Image

from render.theme.encoding import quantized

DATA_PATH = Path(__file__).resolve().parents[1] / "data" / "palettes.json"


@cache
def palette_colours() -> dict[str, list[str]]:
    """game key -> its palette as "rrggbb" colours, as ``data/palettes.json`` holds them."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    return {key: colours for key, colours in data.items() if not key.startswith("_")}


@cache
def fixed_palette(game_key: str) -> Image.Image | None:
    """The fixed palette of ``game_key``'s boards, as ``data/palettes.json`` holds it (None: the
    file has none for it: Paper World works its own out)."""
    colours = palette_colours().get(game_key)
    if colours is None:
        return None
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for colour in colours for channel in bytes.fromhex(colour)])
    return palette


def on_palette(game_key: str, image: Image.Image) -> Image.Image:
    """``image`` in 256 colours: as drawn when its renderer already mapped it onto a palette, else
    mapped onto the game's fixed palette (no dithering)."""
    if image.mode == "P":
        return image
    palette = fixed_palette(game_key)
    if palette is None:  # pragma: no cover - a renderer that never draws in full colour drew one
        return image
    return quantized(image.convert("RGB") if image.mode != "RGB" else image, palette)
