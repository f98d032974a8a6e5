"""The limits every board keeps in Discord's chat column (about 550 px wide).

Every image is at most :data:`MAX_WIDTH` pixels wide (twice the column, for sharp phones) and no
text is smaller than :data:`MIN_TEXT_PX` (11 px as shown): :func:`check_size` (through every text
the theme sets) and :func:`canvas` refuse anything outside them, so a renderer cannot drift below
them. :func:`text_size_probe` records the sizes asked for (the gallery prints the smallest).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from render.theme.colours import BACKGROUND, Color

# Sizes: the image is shown at half size inline, so 22 px here is 11 px on screen.
MAX_WIDTH = 1100
MIN_TEXT_PX = 22
TEXT_SMALL = 22  # legends, secondary details
TEXT_BODY = 26  # names, labels, numbers
TEXT_LARGE = 30  # headline numbers, the status line
TEXT_TITLE = 34  # the game title in the header


class TextTooSmall(ValueError):
    """Text below :data:`MIN_TEXT_PX` was asked for: unreadable in the chat column."""


def check_size(size: int) -> None:
    if size < MIN_TEXT_PX:
        raise TextTooSmall(f"text size {size} px is below the minimum of {MIN_TEXT_PX} px")
    _probe_sizes(size)


@dataclass
class SizeProbe:
    """The text sizes drawn while the probe was active."""

    sizes: list[int] = field(default_factory=list)

    @property
    def smallest(self) -> int | None:
        return min(self.sizes) if self.sizes else None


_ACTIVE_PROBES: list[SizeProbe] = []


def _probe_sizes(size: int) -> None:
    for probe in _ACTIVE_PROBES:
        probe.sizes.append(size)


@contextmanager
def text_size_probe() -> Iterator[SizeProbe]:
    """Record every text size asked for inside the ``with`` block (the gallery prints the smallest)."""
    probe = SizeProbe()
    _ACTIVE_PROBES.append(probe)
    try:
        yield probe
    finally:
        _ACTIVE_PROBES.remove(probe)


def canvas(width: int, height: int, color: Color = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank board; refuses widths over MAX_WIDTH (it would show too small inline)."""
    if width > MAX_WIDTH:
        raise ValueError(f"image width {width} px is over the maximum of {MAX_WIDTH} px")
    image = Image.new("RGB", (int(width), int(height)), color)
    return image, ImageDraw.Draw(image)
