"""What the bot says, read in English for assertions: refusals and messages go through the catalogue.

A refusal's reason is a message id with arguments (``rules.text.Msg``); tests that check what a
player reads format it in the source language, with the seats' names the service attached.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from lang import SOURCE, Speaker
from rules.text import Msg

FSI, PDI = "\u2068", "\u2069"  # the isolates a speaker puts around every name (lang.isolate)


def visible(text: str) -> str:
    """``text`` as a reader sees it: without the invisible isolates around names."""
    return text.replace(FSI, "").replace(PDI, "")


def named(name: str) -> str:
    """A name as a speaker fills it into a message: isolated for mixed directions."""
    return FSI + name + PDI


def english(said: Any, names: Sequence[str] = ()) -> str:
    """A refusal, a message or a stored text as an English reader sees it (the isolates around
    names, which no one sees, left out)."""
    if isinstance(said, BaseException):
        names = names or getattr(said, "names", ())
        said = getattr(said, "reason", str(said))
    if isinstance(said, (Msg, str)):
        return visible(Speaker(SOURCE, list(names)).say(said))
    return str(said)


@contextlib.contextmanager
def raises_saying(kind: type[BaseException], match: str | None = None, names: Sequence[str] = ()) -> Iterator[Any]:
    """``pytest.raises`` whose ``match`` is searched in the refusal as an English reader reads it."""
    with pytest.raises(kind) as info:
        yield info
    if match is not None:
        text = english(info.value, names)
        assert re.search(match, text), f"{match!r} not in {text!r}"
