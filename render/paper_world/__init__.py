"""Paper World images for the chat column, drawn 720 px wide (shown about 360 px wide in a turn
post): no text under 24 px (12 px as shown) and no mark under 32 px (16 px as shown).

``draw_all(view, names)`` gives one image for the table: the five piles, every player's 3 x 3
landscape and the objectives with the tokens each still pays, under one legend. A seat's own
images add a second one: its hand, with the cards placeable now ticked, and its discard. ``draw``
is the first image (the replay GIF's frame). The standings and whose turn it is are written in the
post's text, so the image draws no points and no title; a player's name bar says who acts.

Every card says its colour in words as well as by its fill (black cards are drawn dark); a card
with the scissors logo carries a scissors pictogram, the same ✂ the text writes after its name;
the scissors token is that pictogram on a red disc, and its card is framed red. A seat is shown by
its badge (colour and marker shape), never by a card colour alone. Everything the last turn
changed (the piles taken from, the cards placed, objectives scored) is outlined white.

Draws only from a view (``rules.paper_world`` ``GAME.view``); every word comes from the catalogue
(``lang/locales/*/paper-world.ftl``) in the drawing's language (:mod:`render.words`).
"""

from __future__ import annotations

from render.paper_world.board import describe, draw, draw_all, own_part
from render.paper_world.look import MEANINGFUL_COLOUR_PAIRS

__all__ = ["MEANINGFUL_COLOUR_PAIRS", "describe", "draw", "draw_all", "own_part"]
