"""The shared look of every board, one module per concern, and all of it under one name.

- :mod:`render.theme.limits`: the sizes a board keeps to in Discord's chat column (at most
  :data:`MAX_WIDTH` px wide, no text under :data:`MIN_TEXT_PX`), refused outside them; the blank canvas.
- :mod:`render.theme.colours`: the table's colours.
- :mod:`render.theme.seats`: a seat's colour and marker shape (colour never carries meaning alone),
  its badge and piece, the bars that name a player, tables with a row per seat.
- :mod:`render.theme.typeset`: one line of text in any script (faces per character, see
  :mod:`render.fonts`), measured, shortened and drawn; :mod:`render.theme.wrap`: text over lines.
- :mod:`render.theme.layout_record`: the boxes drawn on an image, for the layout checker in the tests.
- :mod:`render.theme.shapes`: boxes, marker shapes, the last-turn outline, pills, the header.
- :mod:`render.theme.legend`: the key to the last-turn outline, in the drawing's language.
- :mod:`render.theme.encoding`: the posted PNG on 256 colours.

Renderers read them all through this package (``theme.text``, ``theme.SEAT_COLORS``); the modules
of the theme import one another and never this package, so no import runs in a circle.
"""

from __future__ import annotations

from render.fonts import clean, isolate
from render.theme.colours import (
    ACCENT,
    BACKGROUND,
    BAD,
    GOOD,
    GRID,
    HIGHLIGHT,
    LAST_TURN,
    LAST_TURN_INNER,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DARK,
    TEXT_DIM,
    Color,
    contrast_text,
    mix,
)
from render.theme.encoding import PNG_COMPRESS_LEVEL, learn_palette, quantized, to_png
from render.theme.layout_record import (
    KINDS,
    Drawn,
    carry,
    cover,
    drawn,
    frame,
    insert_rows,
    inside,
    is_recording,
    legend_entry,
    note_cut,
    panel,
    paste,
    record,
    recording,
    symbol,
)
from render.theme.legend import last_turn_key
from render.theme.limits import (
    MAX_WIDTH,
    MIN_TEXT_PX,
    TEXT_BODY,
    TEXT_LARGE,
    TEXT_SMALL,
    TEXT_TITLE,
    SizeProbe,
    TextTooSmall,
    canvas,
    text_size_probe,
)
from render.theme.seats import (
    MEANINGFUL_COLOUR_PAIRS,
    NAME_BAR_H,
    NAME_BAR_LINE,
    SEAT_COLORS,
    SEAT_COLOUR_NAMES,
    SEAT_MARKERS,
    STRIP_HEIGHT,
    name_bar,
    name_bar_lines,
    player_strip,
    seat_badge,
    seat_color,
    seat_marker,
    seat_token,
    table,
)
from render.theme.shapes import (
    HEADER_HEIGHT,
    header,
    marker,
    marker_points,
    outline_last_turn,
    pill,
    rounded_box,
)
from render.theme.typeset import fit_text, font, ink_extent, paste_text, text, text_width, visible
from render.theme.wrap import NAME_WRAP_LINES, NO_BREAK_SPACES, name_lines, named_label, wrap_text

__all__ = [
    "ACCENT",
    "BACKGROUND",
    "BAD",
    "GOOD",
    "GRID",
    "HEADER_HEIGHT",
    "HIGHLIGHT",
    "KINDS",
    "LAST_TURN",
    "LAST_TURN_INNER",
    "MAX_WIDTH",
    "MEANINGFUL_COLOUR_PAIRS",
    "MIN_TEXT_PX",
    "NAME_BAR_H",
    "NAME_BAR_LINE",
    "NAME_WRAP_LINES",
    "NO_BREAK_SPACES",
    "PANEL",
    "PANEL_LIGHT",
    "PNG_COMPRESS_LEVEL",
    "SEAT_COLORS",
    "SEAT_COLOUR_NAMES",
    "SEAT_MARKERS",
    "STRIP_HEIGHT",
    "TEXT",
    "TEXT_BODY",
    "TEXT_DARK",
    "TEXT_DIM",
    "TEXT_LARGE",
    "TEXT_SMALL",
    "TEXT_TITLE",
    "Color",
    "Drawn",
    "SizeProbe",
    "TextTooSmall",
    "canvas",
    "carry",
    "clean",
    "contrast_text",
    "cover",
    "drawn",
    "fit_text",
    "font",
    "frame",
    "header",
    "ink_extent",
    "insert_rows",
    "inside",
    "is_recording",
    "isolate",
    "last_turn_key",
    "learn_palette",
    "legend_entry",
    "marker",
    "marker_points",
    "mix",
    "name_bar",
    "name_bar_lines",
    "name_lines",
    "named_label",
    "note_cut",
    "outline_last_turn",
    "panel",
    "paste",
    "paste_text",
    "pill",
    "player_strip",
    "quantized",
    "record",
    "recording",
    "rounded_box",
    "seat_badge",
    "seat_color",
    "seat_marker",
    "seat_token",
    "symbol",
    "table",
    "text",
    "text_size_probe",
    "text_width",
    "to_png",
    "visible",
    "wrap_text",
]
