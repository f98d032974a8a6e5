"""A board as posted: a 256-colour PNG, on a palette learnt beforehand or found for the image."""

from __future__ import annotations

import io

from PIL import Image

from render.theme.colours import BACKGROUND
from render.theme.layout_record import carry


def quantized(source: Image.Image, palette: Image.Image) -> Image.Image:
    """``source`` mapped onto ``palette`` (no dithering), keeping its layout record."""
    out = source.quantize(palette=palette, dither=Image.Dither.NONE)
    carry(source, out)
    return out


def learn_palette(samples: list[Image.Image]) -> Image.Image:
    """A 256-colour palette learnt once from sample boards (stacked into one sheet).

    Mapping each board onto a known palette (``image.quantize(palette=...)``) is several times
    faster than finding a palette per image, and keeps colours identical from move to move.
    """
    width = max(im.width for im in samples)
    sheet = Image.new("RGB", (width, sum(im.height for im in samples)), BACKGROUND)
    y = 0
    for im in samples:
        sheet.paste(im.convert("RGB"), (0, y))
        y += im.height
    return sheet.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


# zlib level of every posted PNG. Measured with bench/engine_render.py-style runs over 25 positions
# per game: level 1 draws and encodes a board in 16-32 ms against 28-51 ms at level 6, for files
# about 40% larger (43-90 KB instead of 30-65 KB). The CPU is what limits a busy bot; the bytes are not.
PNG_COMPRESS_LEVEL = 1


def to_png(image: Image.Image) -> bytes:
    """Encode as a 256-colour PNG: boards are flat colours plus anti-aliased text."""
    buffer = io.BytesIO()
    if image.mode != "P":
        rgb = image if image.mode == "RGB" else image.convert("RGB")  # converting RGB to RGB would copy it
        image = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    image.save(buffer, format="PNG", optimize=False, compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()
