"""Solstis board image, laid out for a turn post (shown about 360 px wide): who decides what on one
line; then the two panoramas one above the other, each under its player's name strip (the last
turn's key beside the strip of whoever took it), with a column of row shapes on its left and on
its right the keys of what that panorama shows (its notes, the square a spirit goes to, its
fireflies and its spirits by name); then the display, the spirit line, and the supplies with the
fire key. The standings are in the post's text, so no points are drawn. A seat's image adds its
hand, what each hand tile would capture and what the seat may choose.
Spirit tokens and fireflies sit on the middle corner of their square, over placed tiles only (a
placed tile has no number: its place is its number), so they hide no number.

Drawn 720 px wide: shown 360 px wide, no text is under 12 px (25 px drawn) and no mark that means
something under 16 px (32 px drawn).
Colour never works alone: on a panorama a tile's row is its place (the column left of each
panorama names each row by its shape, and is the key of the shapes on loose tiles); a loose tile
(display, hand, capture) carries its row's shape as a large silhouette under its number; spirit
tokens carry a two-letter code named beside the panorama, plain and blue spirits differ in shape,
lit and unlit fires are filled and hollow. What the last turn changed is outlined (see
:func:`render.theme.outline_last_turn`), from the public ``last_turn`` of the view.
"""

from __future__ import annotations

from render.solstis.board import describe, draw, draw_all, own_part
from render.solstis.look import MEANINGFUL_COLOUR_PAIRS

__all__ = ["MEANINGFUL_COLOUR_PAIRS", "describe", "draw", "draw_all", "own_part"]
