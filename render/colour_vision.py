"""Simulated colour-vision deficiency (Machado, Oliveira and Fernandes 2009, severity 1.0) and
CIELAB colour difference, to check that colours which carry meaning stay apart for everyone."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image

Color = tuple[int, int, int]

# Machado et al. 2009, severity 1.0; applied to linear RGB.
MACHADO_2009: dict[str, tuple[tuple[float, float, float], ...]] = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
DEFICIENCIES = tuple(MACHADO_2009)
MIN_DELTA_E = 20.0  # the least CIELAB distance two meaningful colours keep under every simulation


def _to_linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(linear: float) -> int:
    linear = min(1.0, max(0.0, linear))
    c = linear * 12.92 if linear <= 0.0031308 else 1.055 * linear ** (1 / 2.4) - 0.055
    return round(c * 255)


def _simulate_linear(colour: Color, deficiency: str) -> tuple[float, float, float]:
    matrix = MACHADO_2009[deficiency]
    lin = [_to_linear(c) for c in colour]
    return tuple(min(1.0, max(0.0, sum(row[j] * lin[j] for j in range(3)))) for row in matrix)  # type: ignore[return-value]  # three channels in, three out


def simulate(colour: Color, deficiency: str) -> Color:
    """``colour`` as seen with ``deficiency`` (sRGB)."""
    return tuple(_to_srgb(c) for c in _simulate_linear(colour, deficiency))  # type: ignore[return-value]  # three channels in, three out


def _lab_from_linear(rgb: Sequence[float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def lab(colour: Color) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    return _lab_from_linear([_to_linear(c) for c in colour])


def delta_e(a: Color, b: Color, deficiency: str | None = None) -> float:
    """CIE76 distance between ``a`` and ``b``, as seen with ``deficiency`` (None: normal vision)."""
    if deficiency is None:
        return math.dist(lab(a), lab(b))
    return math.dist(
        _lab_from_linear(_simulate_linear(a, deficiency)), _lab_from_linear(_simulate_linear(b, deficiency))
    )


def worst_delta_e(a: Color, b: Color) -> tuple[float, str]:
    """The smallest distance between ``a`` and ``b`` over normal vision and every deficiency."""
    return min((delta_e(a, b, kind), kind or "normal vision") for kind in (None, *DEFICIENCIES))


def simulate_image(image: Image.Image, deficiency: str) -> Image.Image:
    """``image`` as seen with ``deficiency`` (for reviewing boards in the gallery). Boards are flat
    colours plus anti-aliasing, so simulating a 256-colour palette of the image is faithful."""
    indexed = image.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    palette = indexed.getpalette() or []
    simulated: list[int] = []
    for k in range(0, len(palette) - 2, 3):
        simulated.extend(simulate((palette[k], palette[k + 1], palette[k + 2]), deficiency))
    indexed.putpalette(simulated)
    return indexed.convert("RGB")
