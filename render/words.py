"""The words drawn on an image, in the language the image is drawn for.

A drawing runs inside :func:`speaking` (``render.draw_views`` and the score sheet open it), and
everything a renderer writes comes from the catalogue through :func:`t` (an id and its arguments)
or :func:`say` (a message of the rules), with names isolated so a right-to-left name leaves the
words around it alone. The language lives in a context variable, so threads drawing two tables in
two languages at once never mix them, and no drawing helper needs a parameter for it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from lang import SOURCE, Speaker
from render.theme import isolate
from rules.text import Msg

_CURRENT: ContextVar[Speaker | None] = ContextVar("render_words", default=None)


def speaker_for(locale: str | None, names: Sequence[str]) -> Speaker:
    """The catalogue in ``locale`` with ``names`` isolated for drawing."""
    shown = [isolate(name) for name in names]
    return Speaker(
        locale or SOURCE, shown, name_of=lambda seat: shown[seat] if 0 <= seat < len(shown) else f"#{seat + 1}"
    )


@contextmanager
def speaking(locale: str | None, names: Sequence[str]) -> Iterator[Speaker]:
    """Draw in ``locale`` (the table's language) naming ``names`` until the block ends."""
    token = _CURRENT.set(speaker_for(locale, names))
    try:
        yield current()
    finally:
        _CURRENT.reset(token)


def current() -> Speaker:
    """The speaker of the drawing in progress (English, no names, outside :func:`speaking`)."""
    found = _CURRENT.get()
    return found if found is not None else speaker_for(SOURCE, ())


def t(message_id: str, /, **args: Any) -> str:
    """A message of the catalogue in the drawing's language."""
    return current().t(message_id, **args)


def say(message: Msg | str) -> str:
    """A message of the rules (an event, a label) in the drawing's language, names isolated."""
    return current().say(message)


def locale() -> str:
    return current().locale
