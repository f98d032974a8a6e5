"""Where things stand on the mountain: the cells of each region, its triangle, the flag, the guide and
the path dots."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from render.nanga_parbat.look import (
    CELL_H,
    CELL_W,
    GAP,
    MOUNTAIN_Y,
    REGION_GAP_X,
    REGION_STEP_X,
    REGION_STEP_Y,
    REGION_W,
    WIDTH,
)
from rules.nanga_parbat import board as B


# ---------------------------------------------------------------- geometry (fixed, computed once)
@cache
def _cell_boxes() -> tuple[tuple[int, int, int, int], ...]:
    boxes: list[Any] = [None] * B.CELLS
    centre_x = WIDTH / 2
    for row_index, regions in enumerate(B.REGION_ROWS):
        row_left = centre_x - (len(regions) * REGION_STEP_X - REGION_GAP_X) / 2
        for k, region in enumerate(regions):
            rx = row_left + k * REGION_STEP_X
            ry = MOUNTAIN_Y + row_index * REGION_STEP_Y
            for s_row, sections in enumerate(B.SECTION_ROWS):
                left = rx + (REGION_W - len(sections) * CELL_W) / 2
                for j, section in enumerate(sections):
                    x = int(left + j * CELL_W)
                    y = int(ry + s_row * CELL_H)
                    boxes[B.cell(region, section)] = (
                        x + GAP // 2,
                        y + GAP // 2,
                        x + CELL_W - GAP // 2 - 1,
                        y + CELL_H - GAP // 2 - 1,
                    )
    return tuple(boxes)


def _region_triangle(region: int, pad: int = 4) -> list[tuple[float, float]]:
    boxes = _cell_boxes()
    top = boxes[B.cell(region, 1)]
    bottom_left = boxes[B.cell(region, B.SECTION_ROWS[-1][0])]
    bottom_right = boxes[B.cell(region, B.SECTION_ROWS[-1][-1])]
    cx = (top[0] + top[2]) / 2
    return [
        (cx, top[1] - pad - 8),
        (bottom_left[0] - pad, bottom_left[3] + pad),
        (bottom_right[2] + pad, bottom_right[3] + pad),
    ]


def _bounds(points: Sequence[tuple[float, float]]) -> tuple[float, float, float, float]:
    return min(p[0] for p in points), min(p[1] for p in points), max(p[0] for p in points), max(p[1] for p in points)


def _centre(index: int) -> tuple[float, float]:
    x0, y0, x1, y1 = _cell_boxes()[index]
    return (x0 + x1) / 2, (y0 + y1) / 2


FLAG_W, FLAG_H = 34, 44


def _flag_box(region: int) -> tuple[float, float, float, float]:
    """Where a region's flag stands: left of its top section."""
    top = _cell_boxes()[B.cell(region, B.SECTION_ROWS[0][0])]
    fx, fy = top[0] - FLAG_W - 8, top[1] - 6
    return (fx, fy, fx + FLAG_W, fy + FLAG_H)


def _guide_box(region: int) -> tuple[float, float, float, float]:
    """Where the guide stands: right of its region's top section (a cell's width is free there)."""
    top = _cell_boxes()[B.cell(region, B.SECTION_ROWS[0][0])]
    gx, gy = top[2] + 6, top[1] + 2
    return (gx, gy, gx + GUIDE_SIZE, gy + GUIDE_SIZE)


GUIDE_SIZE = 40
PATH_DOT_R = 3.5
PATH_SPAN = 40  # a dotted path's dots span this many px (20 px as shown)
TIER_PATH_SPAN = 30  # along the gap between two tiers (the dots and their ends 37 px: 18.5 px as shown)


@cache
def _path_dots() -> tuple[tuple[tuple[float, float], ...], ...]:
    """Each dotted path's white dots, in the gap between the two sections it joins and clear of
    both, across the way from one to the other: a column of dots down the narrow gap between two
    sections side by side, a row of dots along the gap between two tiers of regions (where the
    line between the sections' middles crosses it)."""
    paths = []
    boxes = _cell_boxes()
    offsets = [-PATH_SPAN / 2 + k * PATH_SPAN / 4 for k in range(5)]
    # Two paths from one lower section's tier gap may lie close side by side: four dots each there.
    across = [-TIER_PATH_SPAN / 2 + k * TIER_PATH_SPAN / 3 for k in range(4)]
    for (ra, sa), (rb, sb) in B.DOTTED_PATHS:
        a, b = B.cell(ra, sa), B.cell(rb, sb)
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        if ay == by:
            gap_x = (min(boxes[a][2], boxes[b][2]) + max(boxes[a][0], boxes[b][0])) / 2
            paths.append(tuple((gap_x, ay + dy) for dy in offsets))
        else:
            upper, lower = (a, b) if ay < by else (b, a)
            gap_y = (boxes[upper][3] + boxes[lower][1]) / 2
            paths.append(tuple(((ax + bx) / 2 + dx, gap_y) for dx in across))
    return tuple(paths)
