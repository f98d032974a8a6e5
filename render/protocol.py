"""What every game's renderer is: the protocol its package (``render/<game>/``) satisfies.

A renderer is a module, not a class: ``render.solstis`` exposes ``draw``, ``draw_all``, ``describe``
and ``MEANINGFUL_COLOUR_PAIRS`` at its top, and mypy checks the module against :class:`Renderer`
where ``render.renderer`` registers it under its engine's key. Each function reads only a view
(``rules.base.Game.view``: what one seat, or a spectator, may see) and the players' names, in seat
order, and writes its words in the language ``render.words.speaking`` set.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PIL import Image

from render.theme.colours import Color
from rules.base import View


class Renderer(Protocol):
    """A game's drawings of a view, and its words for them."""

    @property
    def MEANINGFUL_COLOUR_PAIRS(self) -> Sequence[tuple[str, Color, Color]]:
        """Pairs of colours of this game's images whose difference means something, checked for
        colour-blind readers (``tests/test_theme.py``) with the theme's own."""

    def draw(self, view: View, names: Sequence[str]) -> Image.Image:
        """The image of ``view`` (the first of :meth:`draw_all`, the replay GIF's frame)."""

    def draw_all(self, view: View, names: Sequence[str]) -> list[Image.Image]:
        """Every image of ``view``, in posting order: one, or up to four
        (``render.MAX_IMAGES_PER_POST``) when one image cannot hold a readable table."""

    def own_part(self, view: View, names: Sequence[str]) -> list[Image.Image] | None:
        """A seat's view as the spectators' board plus the images of this part alone, when that is
        what it is (the seat has nothing to decide there: no targets framed on the board); None when
        the seat's images differ from the spectators' board elsewhere, or the game draws no such part.
        The spectators' board's images followed by these show what :meth:`draw_all` shows of ``view``."""

    def describe(self, view: View, names: Sequence[str]) -> str:
        """What the alt text says of ``view`` past what it says of every game (``render.alt_text``:
        whose view, the move, the scores, who acts or won); empty when nothing."""
