"""Sheherazade's element pictograms: one small drawing per thing an Island tile shows (palm, Roc,
egg, the five animals, the three gems, the lamp, the bandit), each on a parchment disk so that it
stands out on every row colour, and each told apart by its outline as much as by its colour
(the gems: a long octagon, a hexagon and a brilliant's profile).

``icon(element, size)`` is an RGBA image ``size`` px square (drawn four times larger and scaled
down, cached), pasted with its own alpha. Words never appear on an icon: the board's legend names
them in the reader's language.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

Color = tuple[int, int, int]
Point = tuple[float, float]

DISK: Color = (240, 228, 198)  # parchment
DISK_EDGE: Color = (40, 30, 24)
INK: Color = (34, 26, 20)  # every outline

ELEMENTS = (
    "palm",
    "roc",
    "egg",
    "monkey",
    "fennec",
    "camel",
    "elephant",
    "snake",
    "emerald",
    "ruby",
    "diamond",
    "lamp",
    "bandit",
)
# The character board's sources of points: the elements above and the Dream tiles' points.
KEYED = (*ELEMENTS, "dream")

SCALE = 4  # drawn this many times larger, then scaled down (smooth edges)


class _Pen:
    """Draws in unit coordinates (0..1 across the icon) on the large canvas."""

    def __init__(self, draw: ImageDraw.ImageDraw, side: int) -> None:
        self.draw = draw
        self.side = side
        self.line_w = max(2, round(side * 0.045))

    def p(self, points: list[Point]) -> list[Point]:
        return [(x * self.side, y * self.side) for x, y in points]

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        return (x0 * self.side, y0 * self.side, x1 * self.side, y1 * self.side)

    def poly(self, points: list[Point], fill: Color, outline: Color | None = INK) -> None:
        self.draw.polygon(self.p(points), fill=fill, outline=outline, width=self.line_w)

    def ellipse(self, x0: float, y0: float, x1: float, y1: float, fill: Color, outline: Color | None = INK) -> None:
        self.draw.ellipse(self.box(x0, y0, x1, y1), fill=fill, outline=outline, width=self.line_w)

    def line(self, points: list[Point], fill: Color, width: float) -> None:
        self.draw.line(self.p(points), fill=fill, width=max(1, round(width * self.side)), joint="curve")


def _palm(pen: _Pen) -> None:
    trunk = [(0.47, 0.86), (0.49, 0.6), (0.52, 0.38)]
    pen.line(trunk, INK, 0.13)
    pen.line(trunk, (150, 98, 50), 0.08)
    green = (34, 150, 64)
    for angle in (-160, -120, -60, -20, -90):
        a = math.radians(angle)
        tip = (0.52 + 0.34 * math.cos(a), 0.36 + 0.3 * math.sin(a) + (0.12 if angle in (-160, -20) else 0))
        mid = ((0.52 + tip[0]) / 2, (0.36 + tip[1]) / 2)
        nx, ny = -(tip[1] - 0.36) * 0.28, (tip[0] - 0.52) * 0.28
        pen.poly([(0.52, 0.36), (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)], green)


def _roc(pen: _Pen) -> None:
    brown = (122, 70, 36)
    pen.poly(
        [(0.5, 0.36), (0.3, 0.24), (0.1, 0.32), (0.3, 0.42), (0.42, 0.56), (0.5, 0.78), (0.58, 0.56), (0.7, 0.42),
         (0.9, 0.32), (0.7, 0.24)],
        brown,
    )  # fmt: skip
    pen.ellipse(0.42, 0.2, 0.58, 0.38, brown)
    pen.poly([(0.46, 0.35), (0.54, 0.35), (0.5, 0.46)], (236, 170, 40))


def _egg(pen: _Pen) -> None:
    pen.poly(
        [(0.5 + 0.22 * math.sin(t) * (1 - 0.18 * math.cos(t)), 0.54 - 0.3 * math.cos(t)) for t in _turn(28)],
        (252, 250, 240),
    )
    for x, y in ((0.44, 0.42), (0.57, 0.55), (0.47, 0.66)):
        pen.ellipse(x - 0.03, y - 0.03, x + 0.03, y + 0.03, (176, 150, 110), None)


def _monkey(pen: _Pen) -> None:
    brown = (130, 82, 44)
    pen.ellipse(0.12, 0.34, 0.34, 0.56, brown)
    pen.ellipse(0.66, 0.34, 0.88, 0.56, brown)
    pen.ellipse(0.24, 0.2, 0.76, 0.78, brown)
    pen.ellipse(0.33, 0.4, 0.67, 0.74, (226, 186, 140))
    for x in (0.42, 0.58):
        pen.ellipse(x - 0.035, 0.47, x + 0.035, 0.54, INK, None)


def _fennec(pen: _Pen) -> None:
    orange = (232, 138, 44)
    pen.poly([(0.16, 0.1), (0.44, 0.4), (0.26, 0.5)], orange)
    pen.poly([(0.84, 0.1), (0.56, 0.4), (0.74, 0.5)], orange)
    pen.poly([(0.22, 0.12), (0.38, 0.38), (0.27, 0.42)], (250, 220, 190), None)
    pen.poly([(0.78, 0.12), (0.62, 0.38), (0.73, 0.42)], (250, 220, 190), None)
    pen.poly([(0.22, 0.42), (0.78, 0.42), (0.5, 0.86)], orange)
    pen.poly([(0.36, 0.62), (0.64, 0.62), (0.5, 0.86)], (250, 236, 214), None)
    pen.ellipse(0.46, 0.79, 0.54, 0.87, INK, None)
    for x in (0.38, 0.62):
        pen.ellipse(x - 0.035, 0.5, x + 0.035, 0.57, INK, None)


def _camel(pen: _Pen) -> None:
    tan = (206, 164, 96)
    pen.poly(
        [(0.14, 0.62), (0.18, 0.46), (0.28, 0.3), (0.36, 0.44), (0.44, 0.28), (0.54, 0.44), (0.66, 0.44),
         (0.74, 0.26), (0.88, 0.26), (0.88, 0.34), (0.78, 0.36), (0.74, 0.6), (0.72, 0.84), (0.64, 0.84),
         (0.62, 0.62), (0.3, 0.62), (0.28, 0.84), (0.2, 0.84), (0.2, 0.64)],
        tan,
    )  # fmt: skip


def _elephant(pen: _Pen) -> None:
    grey = (138, 142, 156)
    pen.ellipse(0.08, 0.22, 0.4, 0.66, grey)
    pen.ellipse(0.6, 0.22, 0.92, 0.66, grey)
    pen.ellipse(0.28, 0.18, 0.72, 0.62, grey)
    pen.line([(0.5, 0.5), (0.5, 0.72), (0.56, 0.86), (0.64, 0.84)], INK, 0.17)
    pen.line([(0.5, 0.5), (0.5, 0.72), (0.56, 0.86), (0.64, 0.84)], grey, 0.1)
    for x in (0.41, 0.59):
        pen.ellipse(x - 0.03, 0.36, x + 0.03, 0.42, INK, None)


def _snake(pen: _Pen) -> None:
    wave = [(0.12 + 0.64 * i / 24, 0.6 + 0.16 * math.sin(i / 24 * 2.4 * math.pi)) for i in range(25)]
    pen.line(wave, INK, 0.17)
    pen.line(wave, (110, 176, 40), 0.1)
    head = wave[-1]
    pen.ellipse(head[0] - 0.04, head[1] - 0.18, head[0] + 0.14, head[1] - 0.02, (110, 176, 40))
    pen.line([(head[0] + 0.13, head[1] - 0.1), (head[0] + 0.2, head[1] - 0.1)], (220, 40, 40), 0.03)


def _emerald(pen: _Pen) -> None:  # a long octagon (the emerald cut)
    green = (16, 184, 120)
    pen.poly([(0.24, 0.28), (0.76, 0.28), (0.88, 0.4), (0.88, 0.6), (0.76, 0.72), (0.24, 0.72), (0.12, 0.6),
              (0.12, 0.4)], green)  # fmt: skip
    pen.poly([(0.3, 0.38), (0.7, 0.38), (0.7, 0.62), (0.3, 0.62)], (110, 230, 180), None)


def _ruby(pen: _Pen) -> None:  # a hexagon standing on a point
    red = (214, 30, 66)
    pen.poly(_hexagon(0.36), red)
    pen.poly(_hexagon(0.17), (250, 120, 140), None)


def _hexagon(radius: float) -> list[Point]:
    return [(0.5 + radius * math.sin(math.pi * k / 3), 0.5 - radius * math.cos(math.pi * k / 3)) for k in range(6)]


def _diamond(pen: _Pen) -> None:  # a brilliant's profile: a flat top, the point down
    blue = (170, 222, 255)
    pen.poly([(0.3, 0.24), (0.7, 0.24), (0.88, 0.42), (0.5, 0.84), (0.12, 0.42)], blue)
    pen.line([(0.12, 0.42), (0.88, 0.42)], INK, 0.035)
    pen.line([(0.4, 0.42), (0.5, 0.84), (0.6, 0.42)], (90, 140, 190), 0.03)


def _lamp(pen: _Pen) -> None:
    gold = (246, 196, 52)
    pen.line([(0.22, 0.5), (0.12, 0.44), (0.14, 0.6), (0.26, 0.64)], INK, 0.09)
    pen.poly([(0.2, 0.52), (0.62, 0.52), (0.92, 0.36), (0.86, 0.46), (0.66, 0.7), (0.3, 0.7)], gold)
    pen.ellipse(0.34, 0.38, 0.56, 0.54, gold)
    pen.ellipse(0.41, 0.3, 0.49, 0.4, gold)
    pen.poly([(0.28, 0.7), (0.66, 0.7), (0.6, 0.78), (0.34, 0.78)], (200, 150, 30))


def _bandit(pen: _Pen) -> None:
    pen.ellipse(0.2, 0.16, 0.8, 0.82, (22, 22, 26))
    pen.poly([(0.16, 0.38), (0.84, 0.38), (0.84, 0.52), (0.16, 0.52)], (200, 30, 40))
    for x in (0.38, 0.62):
        pen.ellipse(x - 0.07, 0.41, x + 0.07, 0.49, (250, 250, 250), None)


def _dream(pen: _Pen) -> None:  # a Dream tile: night sky, a crescent moon and a star
    pen.poly([(0.14, 0.14), (0.86, 0.14), (0.86, 0.86), (0.14, 0.86)], (28, 36, 84), (120, 130, 200))
    pen.ellipse(0.26, 0.26, 0.62, 0.72, (250, 204, 70), None)
    pen.ellipse(0.36, 0.22, 0.72, 0.66, (28, 36, 84), None)
    star = [(0.68 + (0.13 if i % 2 == 0 else 0.05) * math.sin(math.pi * i / 5),
             0.62 - (0.13 if i % 2 == 0 else 0.05) * math.cos(math.pi * i / 5)) for i in range(10)]  # fmt: skip
    pen.poly(star, (250, 204, 70), None)


def _turn(steps: int) -> list[float]:
    return [2 * math.pi * i / steps for i in range(steps)]


DRAWERS: dict[str, Callable[[_Pen], None]] = {
    "palm": _palm,
    "roc": _roc,
    "egg": _egg,
    "monkey": _monkey,
    "fennec": _fennec,
    "camel": _camel,
    "elephant": _elephant,
    "snake": _snake,
    "emerald": _emerald,
    "ruby": _ruby,
    "diamond": _diamond,
    "lamp": _lamp,
    "bandit": _bandit,
    "dream": _dream,
}


@lru_cache(maxsize=128)
def icon(element: str, size: int, dim: bool = False) -> Image.Image:
    """``element``'s pictogram on its disk, ``size`` px square (RGBA)."""
    side = size * SCALE
    big = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    edge = max(2, round(side * 0.04))
    rim = (edge / 2, edge / 2, side - 1 - edge / 2, side - 1 - edge / 2)
    draw.ellipse(rim, fill=DISK, outline=DISK_EDGE, width=edge)
    inner = round(side * 0.1)
    art = Image.new("RGBA", (side - 2 * inner, side - 2 * inner), (0, 0, 0, 0))
    DRAWERS.get(element, _bandit)(_Pen(ImageDraw.Draw(art), art.width))
    big.alpha_composite(art, (inner, inner))
    return big.resize((size, size), Image.Resampling.LANCZOS)
