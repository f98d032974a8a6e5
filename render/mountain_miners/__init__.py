"""Mountain Miners board image for the chat column: one image 750 px wide (shown 360 px wide in
a turn post, so its 25 px text reads at 12 px and a 34 px mark at 16 px).

The mountain is drawn as a square grid (columns A.. left to right, rows 1.. top to bottom, as the
cell names read), not turned: the diamond of the rules is this square turned 45 degrees, so its
N corner is the grid's top-left corner, E the top-right, S the bottom-right and W the bottom-left;
NE, SE, SW and NW are the top, right, bottom and left edges. An arrow stands in the margin at the
corner or edge it faces, and the layer nearest it (spec 2.3) is the same cells as on the diamond.
A split tile's four sections are the square's quarters (the diamond's N, E, S and W sections: top
left, top right, bottom right, bottom left); those a grab would take now are lit.

Beside the mountain: the arrows' turning, the deck and the gems' values; under it the legend of
every action letter and frame it shows, then one grid of every player's piles (a row a seat, a
column a gem, the most and fewest marked by a triangle, a Multiplier by a star). Whose turn it is
and every player's points are the turn post's text, so the image does not repeat them. A seat's
own view adds its hand (action tiles, Trash, its secret tile, split tiles) and its decision.
The last turn's changes are framed in white: cells a tile arrived on or that changed solid, cells
a tile left dashed (a face-down tile that was taken is marked as a place only).
"""

from __future__ import annotations

from render.mountain_miners.board import describe, draw, draw_all, own_part
from render.mountain_miners.look import MEANINGFUL_COLOUR_PAIRS

__all__ = ["MEANINGFUL_COLOUR_PAIRS", "describe", "draw", "draw_all", "own_part"]
