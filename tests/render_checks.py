"""Helpers for the chat-column render tests: draw every image of a view while recording the
size of every piece of text drawn, and check the sizes against the chat-column limits."""

from __future__ import annotations

import importlib
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from PIL import Image

from render import RENDER_MODULES, draw_views, theme
from render.chat_layout import MAX_IMAGES, MAX_WIDTH, SMALL


@contextmanager
def recording_text_sizes() -> Iterator[list[int]]:
    """Within the block, every text drawn through the theme appends its pixel size to the list."""
    sizes: list[int] = []
    original = theme.paste_text

    def recording(image, xy, content, size=18, *args, **kwargs):
        if str(content).strip():
            sizes.append(size)
        return original(image, xy, content, size, *args, **kwargs)

    theme.paste_text = recording
    try:
        yield sizes
    finally:
        theme.paste_text = original


def chat_images(key: str, view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """Every image of ``view``, asserting the chat-column limits: 1 to 4 images, none wider than
    ``MAX_WIDTH``, and no text smaller than ``SMALL`` pixels."""
    module = importlib.import_module(RENDER_MODULES[key])
    module_palette = getattr(module, "_palette", None)
    if module_palette is not None:
        module_palette()  # learnt from sample boards: learn it before recording
    for value in vars(module).values():  # cached tile pictures must be drawn again to be measured
        if callable(getattr(value, "cache_clear", None)) and value is not module_palette:
            value.cache_clear()
    with recording_text_sizes() as sizes:
        images = draw_views(key, view, names)
    assert 1 <= len(images) <= MAX_IMAGES
    for image in images:
        assert image.width <= MAX_WIDTH, (key, image.size)
    assert sizes, "no text drawn"
    assert min(sizes) >= SMALL, (key, sorted(set(sizes))[:5])
    return images
