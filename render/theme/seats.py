"""Who a seat is on a board: its colour AND its marker shape (colour never carries meaning alone),
as a badge, a playing piece, the bars that name a player, and tables with a row per seat.

Each seat has a colour from a colour-blind-safe set and a marker shape (:func:`seat_badge`); the
pairs of colours that still mean something by colour are listed in :data:`MEANINGFUL_COLOUR_PAIRS`
(and in a renderer's own ``MEANINGFUL_COLOUR_PAIRS``) and checked under simulated colour-vision
deficiency by the tests.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PIL import ImageDraw

from render.theme.colours import (
    ACCENT,
    BACKGROUND,
    LAST_TURN,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DARK,
    TEXT_DIM,
    Color,
    contrast_text,
    mix,
)
from render.theme.layout_record import panel, symbol
from render.theme.limits import TEXT_BODY, TEXT_SMALL
from render.theme.shapes import marker, rounded_box
from render.theme.typeset import fit_text, text, text_width
from render.theme.wrap import name_lines

# One colour per seat, chosen so that every pair stays >= 20 apart (CIELAB dE76) under simulated
# deuteranopia, protanopia and tritanopia, and apart from the table; each seat also has a marker.
SEAT_COLORS: tuple[Color, ...] = (
    (165, 221, 246),  # sky blue
    (250, 181, 66),  # orange
    (23, 135, 57),  # green
    (220, 62, 142),  # pink
    (240, 240, 178),  # cream
    (94, 13, 214),  # violet
)
SEAT_COLOUR_NAMES: tuple[str, ...] = ("blue", "orange", "green", "pink", "cream", "violet")
SEAT_MARKERS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "cross")

# Colour pairs whose difference means something on its own, checked by tests/test_theme.py:
# (what the pair tells apart, colour a, colour b). Seat pairs are checked separately.
MEANINGFUL_COLOUR_PAIRS: list[tuple[str, Color, Color]] = [
    ("last-turn outline vs table", LAST_TURN, BACKGROUND),
    ("last-turn outline vs panel", LAST_TURN, PANEL),
    ("to-act accent vs panel", ACCENT, PANEL_LIGHT),
] + [(f"seat {SEAT_COLOUR_NAMES[i]} vs table", c, BACKGROUND) for i, c in enumerate(SEAT_COLORS)]


def seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_marker(seat: int) -> str:
    """The shape that identifies ``seat`` beside its colour (for alt text and legends too)."""
    return SEAT_MARKERS[seat % len(SEAT_MARKERS)]


NAME_BAR_H = 46  # a name bar (``chat_layout.name_strip``) of one line
NAME_BAR_LINE = 30  # each further line of a long name in it


def name_bar_lines(
    name: str,
    size: int,
    width: float,
    detail: str,
    to_act: bool,
    say: Callable[[str], str] | None = None,
    most: int = 3,
) -> list[str]:
    """The lines of a name bar ``width`` px wide (seat badge, the to-act triangle, the name, the
    detail at the right of its last line): the name whole on as few lines as hold it (at most
    ``most``, then shortened), "" for a line the name leaves to the detail alone."""
    room = width - 46 - (22 if to_act else 0) - 12
    last_room = room - text_width(detail, size) - 12
    for count in range(1, most + 1):
        lines = name_lines(name, size, [room] * (count - 1) + [last_room], bold=to_act, say=say)
        if lines is not None:
            return lines + [""] * (count - len(lines))
    return name_lines(name, size, [room] * (most - 1) + [last_room], bold=to_act, say=say, shorten=True) or []


def name_bar(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    width: float,
    seat: int,
    lines: Sequence[str],
    to_act: bool,
    detail: str,
    size: int,
    height: float | None = None,
    detail_color: Color = TEXT,
) -> None:
    """A player's name bar of :func:`name_bar_lines` (as ``chat_layout.name_strip`` for one line):
    the seat badge, the to-act triangle and frame, the name's lines and the detail at the right of
    the last line. ``height``: the bar's (at least what its lines take)."""
    need = NAME_BAR_H + NAME_BAR_LINE * (max(1, len(lines)) - 1)
    height = max(height or 0, need)
    rounded_box(
        draw, (x, y, x + width, y + height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3, radius=8
    )
    first = y + NAME_BAR_H / 2
    seat_badge(draw, x + 22, first, 30, seat)
    label_x = x + 46
    if to_act:  # the bundled font has no arrow glyph: a triangle
        draw.polygon([(label_x, first - 11), (label_x, first + 11), (label_x + 14, first)], fill=ACCENT)
        symbol(draw, (label_x, first - 11, label_x + 14, first + 11), "to-act arrow")
        label_x += 22
    for n, line in enumerate(lines):
        if line:
            text(draw, (label_x, first + n * NAME_BAR_LINE), line, size=size, bold=to_act, anchor="lm")
    if detail:
        last = first + (max(1, len(lines)) - 1) * NAME_BAR_LINE
        text(draw, (x + width - 10, last), detail, size=size, color=detail_color, anchor="rm")


def seat_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, seat: int) -> None:
    """A seat's identity: a square swatch of its colour with its marker shape inside (so the seat
    reads without colour). ``size`` is the side of the swatch."""
    half = size / 2
    colour = seat_color(seat)
    symbol(draw, (cx - half, cy - half, cx + half, cy + half), f"seat {seat + 1} badge")
    draw.rounded_rectangle(
        (cx - half, cy - half, cx + half, cy + half),
        radius=max(3, int(size / 6)),
        fill=colour,
        outline=mix(colour, (0, 0, 0), 0.5),
        width=2,
    )
    marker(draw, seat_marker(seat), cx, cy, half * 0.62, fill=contrast_text(colour))


def seat_token(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int) -> None:
    """A playing piece of ``seat`` drawn as its marker shape in its colour with a dark rim."""
    marker(draw, seat_marker(seat), cx, cy, r, fill=seat_color(seat), outline=TEXT_DARK, width=max(2, int(r / 6)))
    symbol(draw, (cx - r, cy - r, cx + r, cy + r), f"seat {seat + 1} token")


STRIP_HEIGHT = 48


def player_strip(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    width: float,
    seat: int,
    name: str,
    to_act: bool,
    detail: str = "",
    height: int = STRIP_HEIGHT,
    text_size: int = TEXT_SMALL,
) -> None:
    """A player's name bar: seat badge (colour + shape), name, and a detail at the right; the
    player to act gets an accent frame and an arrow (never colour alone). ``text_size``: the
    detail's size (the name is at least TEXT_BODY)."""
    x, y = xy
    rounded_box(draw, (x, y, x + width, y + height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3)
    with panel(draw, (x, y, x + width, y + height), "player strip"):
        _player_strip_inside(draw, x, y, width, seat, name, to_act, detail, height, text_size)


def _player_strip_inside(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    width: float,
    seat: int,
    name: str,
    to_act: bool,
    detail: str,
    height: int,
    text_size: int = TEXT_SMALL,
) -> None:
    badge = height - 14
    seat_badge(draw, x + 8 + badge / 2, y + height / 2, badge, seat)
    label_x = x + badge + 18
    if to_act:
        draw.polygon([(label_x, y + 12), (label_x, y + height - 12), (label_x + 14, y + height / 2)], fill=ACCENT)
        symbol(draw, (label_x, y + 12, label_x + 14, y + height - 12), "to-act arrow")
        label_x += 22
    name_size = max(TEXT_BODY, text_size)
    detail_w = text_width(detail, text_size) + 12 if detail else 0
    text(
        draw,
        (label_x, y + height / 2),
        fit_text(name, name_size, width - (label_x - x) - detail_w - 10, bold=to_act),
        size=name_size,
        bold=to_act,
        anchor="lm",
    )
    if detail:
        text(draw, (x + width - 10, y + height / 2), detail, size=text_size, color=TEXT_DIM, anchor="rm")


def table(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    columns: Sequence[str],
    rows: Iterable[Sequence[str]],
    widths: Sequence[int],
    size: int = TEXT_SMALL,
    row_height: int = 40,
    seats: Sequence[int | None] | None = None,
    align_right_from: int | None = None,
) -> float:
    """A grid of text; a row with a seat gets the seat badge at its left. Columns from
    ``align_right_from`` on are right-aligned (numbers). Returns the y below it."""
    x0, y = xy
    total = sum(widths)
    badge_room = row_height if seats else 0
    draw.rectangle((x0, y, x0 + total + badge_room, y + row_height), fill=PANEL_LIGHT)

    def cell(index: int, x: float, w: int, value: str, bold: bool) -> None:
        if align_right_from is not None and index >= align_right_from:
            text(
                draw,
                (x + w - 10, y + row_height / 2),
                fit_text(value, size, w - 14, bold),
                size=size,
                bold=bold,
                anchor="rm",
            )
        else:
            text(
                draw,
                (x + 8, y + row_height / 2),
                fit_text(value, size, w - 14, bold),
                size=size,
                bold=bold,
                anchor="lm",
            )

    x = x0 + badge_room
    for index, (title, w) in enumerate(zip(columns, widths)):
        cell(index, x, w, title, True)
        x += w
    y += row_height
    for row_index, row in enumerate(rows):
        draw.rectangle(
            (x0, y, x0 + total + badge_room, y + row_height), fill=PANEL if row_index % 2 == 0 else BACKGROUND
        )
        seat = seats[row_index] if seats and row_index < len(seats) else None
        if seat is not None:
            seat_badge(draw, x0 + row_height / 2, y + row_height / 2, row_height - 12, seat)
        x = x0 + badge_room
        for index, (value, w) in enumerate(zip(row, widths)):
            cell(index, x, w, str(value), False)
            x += w
        y += row_height
    return y
