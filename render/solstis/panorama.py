"""Each player's section: their panorama grid, its row column and their name strip."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from render import theme
from render.solstis.legend import (
    LAST_TURN_SIDE,
    LEGEND_ROW,
    TOKEN_KEY_W,
    _common,
    _common_height,
    _last_turn_label,
    _legend_lines,
    _legend_row_height,
    _legend_rows,
    _moved_last,
    _notes,
    _square_shown,
    _words_below,
)
from render.solstis.look import CELL, GRID_X, KEY_W, LINE, MARGIN, ROW_SHAPES, SIDE_X, SMALL, STRIP_H, STRIP_W
from render.solstis.pieces import (
    FIREFLY_R,
    TOKEN_R,
    _cell_xy,
    _empty,
    _firefly,
    _flame_box,
    _last,
    _loose_tiles,
    _placed,
    _rainbow,
    _token,
)
from render.theme import ACCENT, TEXT_DIM
from rules.solstis.board import (
    CELLS,
    FIRE_WEIGHT,
    RGB,
    ROW_OF,
    areas,
)

# ------------------------------------------------------------------ sections


def _panorama(
    draw: ImageDraw.ImageDraw, x0: int, y0: int, view: dict[str, Any], seat: int, highlight: set[str]
) -> None:
    image = draw._image  # ImageDraw has no public way to its image
    pan = view["panoramas"][seat]
    cells = pan["cells"]
    covered = view["evil_cover"] if view["evil_holder"] == seat else None
    last = _last(view)
    bottom: dict[str, bool] = {}
    for comp in areas(cells):
        touches = any(ROW_OF[c] == 1 for c in comp)
        for c in comp:
            bottom[c] = touches
    for cell in CELLS:
        x, y = _cell_xy(x0, y0, cell)
        kind = cells.get(cell)
        if kind == "L":
            fire = ("lit" if bottom[cell] else "unlit") if cell in FIRE_WEIGHT else ""
            theme.paste(image, _placed(cell, CELL, fire), (x, y))
        elif kind == "R":
            theme.paste(image, _rainbow(CELL), (x, y))
        else:
            theme.paste(image, _empty(cell, CELL), (x, y))
        if cell in FIRE_WEIGHT and kind != "R":
            left, top, right, low = _flame_box(CELL, placed=kind == "L")
            theme.symbol(draw, (x + left, y + top, x + right, y + low), "fire", "fire")
        if cell in highlight:
            draw.rounded_rectangle((x + 2, y + 2, x + CELL - 3, y + CELL - 3), radius=6, outline=ACCENT, width=4)
            theme.frame(draw, (x + 2, y + 2, x + CELL - 3, y + CELL - 3), "you may choose")
    for owner, cell in last["placed"] + last["removed"]:
        if owner == seat:
            x, y = _cell_xy(x0, y0, cell)
            theme.outline_last_turn(draw, (x + 4, y + 4, x + CELL - 5, y + CELL - 5), radius=5, width=3)
    if pan["evil"]:
        x, y = _cell_xy(x0, y0, pan["evil"])
        theme.cover(draw, (x, y, x + CELL, y + CELL))  # the Evil Spirit covers its cell on purpose
        _token(draw, x + CELL / 2, y + CELL / 2, "evil", r=TOKEN_R)
        if [seat, pan["evil"]] in last["evil"]:
            r = TOKEN_R
            theme.outline_last_turn(
                draw, (x + CELL / 2 - r, y + CELL / 2 - r, x + CELL / 2 + r, y + CELL / 2 + r), radius=r, width=3
            )
    for anchor in pan["fireflies"]:
        x, y = _cell_xy(x0, y0, anchor)
        cx, cy = x + CELL, y
        lit = bottom.get(anchor)
        _firefly(draw, cx, cy, bool(lit))
        if [seat, anchor] in last["fireflies"]:
            theme.outline_last_turn(
                draw, (cx - FIREFLY_R, cy - FIREFLY_R, cx + FIREFLY_R, cy + FIREFLY_R), radius=FIREFLY_R, width=3
            )
    new_spirits = {s for owner, s in last["spirits"] if owner == seat}
    for spirit, anchor in pan["spirits"]:
        x, y = _cell_xy(x0, y0, anchor)
        _token(draw, x + CELL, y, spirit, r=TOKEN_R, covered=spirit == covered)
        if spirit in new_spirits:
            theme.outline_last_turn(
                draw, (x + CELL - TOKEN_R, y - TOKEN_R, x + CELL + TOKEN_R, y + TOKEN_R), radius=8, width=3
            )


def _row_column(draw: ImageDraw.ImageDraw, y0: int, is_key: bool) -> None:
    """Left of a panorama, each row's shape in its colour level with the row: on the panoramas a
    tile's row is its place, and this names it without its colour. Where the image shows loose
    tiles (``is_key``) the column is the key of the shapes they carry."""
    cx = MARGIN + KEY_W / 2
    r = KEY_W / 2 - 1

    def shapes() -> None:
        for row in range(1, 7):
            cy = y0 + (6 - row) * CELL + CELL / 2
            points = theme.marker_points(ROW_SHAPES[row], cx, cy, r if ROW_SHAPES[row] != "square" else r * 1.15)
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            theme.symbol(draw, (min(xs), min(ys), max(xs), max(ys)), ROW_SHAPES[row])
            draw.polygon(points, fill=RGB[row], outline=theme.mix(RGB[row], (0, 0, 0), 0.55), width=2)

    if is_key:
        with theme.panel(draw, (MARGIN, y0, MARGIN + KEY_W, y0 + 6 * CELL), "rows", kind="legend", meaning="row shape"):
            shapes()
    else:
        shapes()


def _strip(draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], names: list[str], seat: int) -> None:
    """``seat``'s name strip (badge, the to-act arrow, name) and, where that seat took the last
    turn, the last turn's key after it, naming the seat."""
    to_act = view["actor"] == seat and not view["over"]
    width = STRIP_W
    if _moved_last(view, seat):
        label = _last_turn_label(names[seat])
        key_w = LAST_TURN_SIDE + theme.text_width(label, SMALL)
        width = int(STRIP_W - key_w - 12)
        theme.last_turn_key(draw, MARGIN + width + 12, y + (STRIP_H - 38) / 2, [label], size=SMALL)
    theme.player_strip(draw, (MARGIN, y), width, seat, names[seat], to_act, height=STRIP_H, text_size=SMALL)


def _player_section(
    draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], names: list[str], seat: int, highlight: set[str]
) -> None:
    """``seat``'s name strip across the image, its panorama under it (the rows' shapes on its left)
    and its side column on the right: notes and the keys of what its panorama shows."""
    _strip(draw, y, view, names, seat)
    x: float  # across the side column, where keys of any width follow one another
    gy = y + STRIP_H + 4
    _row_column(draw, gy, _loose_tiles(view))
    _panorama(draw, GRID_X, gy, view, seat, highlight)
    if _square_shown(view, seat):
        x, yy = _cell_xy(GRID_X, gy, view["square"])
        draw.rectangle((x, yy - CELL, x + 2 * CELL, yy + CELL), outline=ACCENT, width=3)
        theme.frame(draw, (x, yy - CELL, x + 2 * CELL, yy + CELL), "spirit square")
    x0, ty = SIDE_X, gy
    notes = _notes(view, seat)
    for line in notes:
        theme.text(draw, (x0, ty), line, size=SMALL, color=ACCENT)
        ty += LINE
    ty += 8 if notes else 0
    covered = view["evil_cover"] if view["evil_holder"] == seat else None
    for row in _legend_rows(view, seat):
        x = x0
        height = _legend_row_height(view, seat, row)
        for spirit in row:
            lines = _legend_lines(view, seat, spirit)
            if _words_below(view, seat, spirit):
                _token(draw, x + TOKEN_R + 1, ty + LEGEND_ROW / 2 - 2, spirit, r=TOKEN_R, covered=spirit == covered)
                for n, line in enumerate(lines):
                    theme.text(draw, (x, ty + LEGEND_ROW + n * LINE), line, size=SMALL, color=TEXT_DIM)
                break  # such an entry has its row to itself
            _token(draw, x + TOKEN_R + 1, ty + height / 2 - 2, spirit, r=TOKEN_R, covered=spirit == covered)
            top = ty + height / 2 - 2 - LINE * (len(lines) - 1) / 2
            for n, line in enumerate(lines):
                theme.text(draw, (x + TOKEN_KEY_W, top + n * LINE), line, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += TOKEN_KEY_W + max(theme.text_width(line, SMALL) for line in lines) + 12
        ty += height
    if _common_height(view, seat):
        _common(draw, x0, ty + 8, view)
