"""Sheherazade's image for the chat column: one picture, 720 px wide, no text under 25 px (12.5 px
where a turn post shows it 360 px wide).

From the top: the round and what is being decided (the player to act is marked in their row); the
stacks with the tiles left in each; the tiles on offer, each showing what it is worth (an Island
tile's pictograms, a Dream tile's name and rule), and the newest discard; then one row per player:
seat badge, name, the Lookout and "picked" tags, how many Dream slots are filled and how many of
each element the island shows, each count the last turn raised outlined. A key names the
pictograms and frames shown. Points are not drawn: the turn post's text has the standings. A
seat's own image (My hand) has a title bar naming whose view it is and adds its island in full
under the offer (its sources of points, the Dream column and the 3 x 4 grid), with the slots it
may fill framed.

``draw_all(view, names)`` gives that one image in a list; ``draw(view, names)`` the image.

Draws only from a view (``rules.sheherazade`` ``GAME.view``). Tiles are drawn once and cached as
small images. In a seat's own image the legal targets of its decision are framed in the accent
colour; everything the last turn changed (the stack drawn from, the counts it raised, tiles placed
and flipped Genie side up on the seat's own island, the tile discarded) is outlined white.
"""

from __future__ import annotations

from render.sheherazade.images import describe, draw, draw_all, own_part
from render.sheherazade.look import MEANINGFUL_COLOUR_PAIRS

__all__ = ["MEANINGFUL_COLOUR_PAIRS", "describe", "draw", "draw_all", "own_part"]
