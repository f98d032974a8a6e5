"""Nanga Parbat board image, laid out for the turn post, where it shows 360 px wide (720 px become
360, so 24 px text shows at 12 px and a 32 px mark at 16 px): under a thin header and the status
line (who decides what), the mountain (a pyramid of six region pyramids with their numbered flags,
the dotted paths and the guide) fills the width, each player's name strip and supply sit in an
upper corner beside the peak, and under the mountain one compact animal table (each animal's
colour and sign, its name, and how many each player holds) and one band of keys (the pieces, the
guide, the dotted path, how a section is numbered, and the frames the image shows).

The points chart and the points are not drawn: the post's text gives the standings, and the picker
names the chart's spots when one may be claimed. Every animal section carries its animal's sign as
well as its colour, and the animal table, which names each sign, is its legend; hikers and camps
carry their seat's marker shape as well as its colour. In the acting seat's image the legal targets
of the current decision are framed in the accent colour; what the last turn changed is outlined in
every image (:func:`render.theme.outline_last_turn`) from the view's public ``last_turn``.
"""

from __future__ import annotations

from render.nanga_parbat.board import describe, draw, draw_all, own_part
from render.nanga_parbat.look import MEANINGFUL_COLOUR_PAIRS

__all__ = ["MEANINGFUL_COLOUR_PAIRS", "describe", "draw", "draw_all", "own_part"]
