"""Helpers for the chat-column render tests: draw every image of a view while recording the
size of every piece of text drawn (``theme.text_size_probe``), and check them against the limits."""

from __future__ import annotations

import importlib
from typing import Any, Sequence

from PIL import Image

from render import RENDER_MODULES, draw_views, theme
from render.chat_layout import MAX_IMAGES, MAX_WIDTH, SMALL


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
    with theme.text_size_probe() as probe:
        images = draw_views(key, view, names)
    sizes = probe.sizes
    assert 1 <= len(images) <= MAX_IMAGES
    for image in images:
        assert image.width <= MAX_WIDTH, (key, image.size)
    assert sizes, "no text drawn"
    assert min(sizes) >= SMALL, (key, sorted(set(sizes))[:5])
    return images
