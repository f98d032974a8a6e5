"""The words drawn on an image, in the language the image is drawn for.

A drawing runs inside :func:`speaking` (``render.draw_views`` and the score sheet open it), and
everything a renderer writes comes from the catalogue through :func:`t` (an id and its arguments)
or :func:`say` (a message of the rules), with names isolated so a right-to-left name leaves the
words around it alone. The language lives in a context variable, so threads drawing two tables in
two languages at once never mix them, and no drawing helper needs a parameter for it.

The same words come back on every board of a game (labels, "3 gems", a player's line), and formatting
a message through the catalogue costs far more than looking it up, so each drawing process keeps the
words it made (:data:`WORDS`, bounded), keyed by the language, the names and the message with its
arguments: a board in another language or with other names never gets them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from lang import SOURCE, Speaker
from render.fonts import LAYOUT_LANGUAGE, isolate
from render.memo import Memo
from rules.text import Msg

_CURRENT: ContextVar[Speaker | None] = ContextVar("render_words", default=None)
# What the words drawn now depend on besides the message: the speaker's languages and the names.
_SPOKEN: ContextVar[tuple[tuple[str, ...], tuple[str, ...]] | None] = ContextVar("render_spoken", default=None)
WORDS: Memo[str] = Memo("words", 8192)  # a few boards' worth of words for each of many games


def speaker_for(locale: str | None, names: Sequence[str]) -> Speaker:
    """The catalogue in ``locale`` with ``names`` isolated for drawing."""
    shown = [isolate(name) for name in names]
    return Speaker(
        locale or SOURCE, shown, name_of=lambda seat: shown[seat] if 0 <= seat < len(shown) else f"#{seat + 1}"
    )


@contextmanager
def speaking(locale: str | None, names: Sequence[str]) -> Iterator[Speaker]:
    """Draw in ``locale`` (the table's language) naming ``names`` until the block ends; the text
    layout shapes for that language too (Japanese glyph forms on a Japanese board)."""
    speaker = speaker_for(locale, names)
    token = _CURRENT.set(speaker)
    spoken = _SPOKEN.set((tuple(speaker.codes), tuple(names)))
    laid_out = LAYOUT_LANGUAGE.set(speaker.locale)
    try:
        yield speaker
    finally:
        LAYOUT_LANGUAGE.reset(laid_out)
        _SPOKEN.reset(spoken)
        _CURRENT.reset(token)


def current() -> Speaker:
    """The speaker of the drawing in progress (English, no names, outside :func:`speaking`)."""
    found = _CURRENT.get()
    return found if found is not None else speaker_for(SOURCE, ())


def _spoken() -> tuple[tuple[str, ...], tuple[str, ...]]:
    return _SPOKEN.get() or ((SOURCE,), ())


def _arg_key(value: object) -> tuple[type, object]:
    """An argument as part of a key: its type too (1 and 1.0 are equal keys but may read differently),
    and anything not a plain int or str by its repr (a Msg, a seat, a list)."""
    kind = type(value)
    return (kind, value) if kind is int or kind is str else (kind, repr(value))


def t(message_id: str, /, **args: Any) -> str:
    """A message of the catalogue in the drawing's language; a command it names is drawn as the
    drawing's language names it, without the code marks a message carries (an image shows no markdown)."""
    key = ("t", _spoken(), message_id, tuple((name, _arg_key(value)) for name, value in args.items()))
    return WORDS.get(key, lambda: current().plain(message_id, **args))


def say(message: Msg | str) -> str:
    """A message of the rules (an event, a label) in the drawing's language, names isolated."""
    return WORDS.get(("say", _spoken(), type(message), repr(message)), lambda: current().say(message))


def locale() -> str:
    return current().locale
