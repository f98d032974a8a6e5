"""Helpers for the chat-column render tests: draw every image of a view while recording the
size of every piece of text drawn (``theme.text_size_probe``), and check them against the limits;
and whether a mixed-direction text reads in its sentence's order (``reads_in_order``)."""

from __future__ import annotations

import importlib
import pkgutil
import sys
import unicodedata
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import pytest
from PIL import Image

import render
from lang import SOURCE
from render import RENDER_MODULES, draw_views, fonts, theme
from render.chat_layout import MAX_IMAGES, MAX_WIDTH, SMALL


def renderer_modules(key: str) -> list[ModuleType]:
    """The renderer of ``key`` and, when it is a package, every module in it."""
    module = importlib.import_module(RENDER_MODULES[key])
    found = [module]
    for info in pkgutil.walk_packages(getattr(module, "__path__", []), module.__name__ + "."):
        found.append(importlib.import_module(info.name))
    return found


def _empty_renderer_caches(key: str) -> None:
    """Learn the renderer's own palette (from sample boards: before recording), then empty every
    other cache of its modules, so that cached tile pictures are drawn, measured and recorded again."""
    modules = renderer_modules(key)
    palettes = {module._palette for module in modules if callable(getattr(module, "_palette", None))}
    for module_palette in palettes:
        module_palette()
    for module in modules:
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)) and value not in palettes:
                value.cache_clear()


def chat_images(key: str, view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """Every image of ``view``, asserting the chat-column limits: 1 to 4 images, none wider than
    ``MAX_WIDTH``, and no text smaller than ``SMALL`` pixels."""
    _empty_renderer_caches(key)
    with theme.text_size_probe() as probe:
        images = draw_views(key, view, names)
    sizes = probe.sizes
    assert 1 <= len(images) <= MAX_IMAGES
    for image in images:
        assert image.width <= MAX_WIDTH, (key, image.size)
    assert sizes, "no text drawn"
    assert min(sizes) >= SMALL, (key, sorted(set(sizes))[:5])
    return images


# ---------------------------------------------------------------- the layout checker
# Boxes come from render.theme's layout record (theme.recording()); the rules are those of the issue:
# no two boxes overlap unless one is drawn inside the other on purpose, no box leaves its panel or the
# image, and every mark that means something has its legend entry on the same image (and no legend
# entry explains a mark the image does not show).

OVERLAP_SLACK = 1.0  # px: anti-aliased edges of neighbours may touch


def draw_recorded(key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> list[Image.Image]:
    """Every image of ``view`` in ``locale``, drawn with the layout record on (caches emptied so that
    every cached tile is drawn, and recorded, again)."""
    _empty_renderer_caches(key)
    with theme.recording():
        return draw_views(key, view, names, locale)


def _intersects(a: Sequence[float], b: Sequence[float], slack: float = OVERLAP_SLACK) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack


def _inside(inner: Sequence[float], outer: Sequence[float], slack: float = 1.0) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[2] <= outer[2] + slack
        and inner[3] <= outer[3] + slack
    )


def layout_faults(image: Image.Image) -> list[str]:
    """Every breach of the layout rules on ``image`` (empty: none)."""
    boxes = theme.drawn(image)
    faults = []
    whole = (0, 0, image.width, image.height)
    for item in boxes:
        if not _inside(item.box, whole, slack=0):
            faults.append(f"{item.kind} {item.label!r} {item.box} leaves the {image.width}x{image.height} image")
        if item.parent is not None and not _inside(item.box, boxes[item.parent].box):
            faults.append(
                f"{item.kind} {item.label!r} {item.box} leaves its {boxes[item.parent].kind} "
                f"{boxes[item.parent].label!r} {boxes[item.parent].box}"
            )
    siblings: dict[int | None, list[int]] = {}
    for index, item in enumerate(boxes):
        if item.kind != "frame":
            siblings.setdefault(item.parent, []).append(index)
    for members in siblings.values():
        members.sort(key=lambda i: boxes[i].box[0])
        for position, i in enumerate(members):
            a = boxes[i]
            for j in members[position + 1 :]:
                b = boxes[j]
                if b.box[0] >= a.box[2] - OVERLAP_SLACK:
                    break
                if _intersects(a.box, b.box):
                    faults.append(f"{a.kind} {a.label!r} {a.box} overlaps {b.kind} {b.label!r} {b.box}")
    return faults


def legend_faults(image: Image.Image) -> list[str]:
    """Marks whose meaning has no legend entry on ``image``, and legend entries for marks it lacks."""
    boxes = theme.drawn(image)
    explained = {b.meaning for b in boxes if b.kind == "legend" and b.meaning}
    # A legend entry's own sample is not a mark on the board.
    in_legend = set()
    for index, item in enumerate(boxes):
        parent = item.parent
        while parent is not None:
            if boxes[parent].kind == "legend":
                in_legend.add(index)
                break
            parent = boxes[parent].parent
    marks = {
        b.meaning for i, b in enumerate(boxes) if b.kind in ("symbol", "frame") and b.meaning and i not in in_legend
    }
    faults = [f"mark {m!r} has no legend entry" for m in sorted(marks - explained)]
    faults += [f"legend entry {m!r} explains no mark on the image" for m in sorted(explained - marks)]
    return faults


# Inside a turn post, Discord draws an image about 360 px wide in a 480 px chat column (the
# container's padding and the avatar's gutter take the rest) and about 280 px on a phone: sizes are
# checked as shown at ``SHOWN``, and ``PHONE`` is reported beside them.
SHOWN = 360
PHONE = 280
# Marks that say who a thing belongs to or who acts: they carry meaning without a legend entry.
IDENTITY_MARKS = ("seat ", "to-act arrow")


def smallest_text_shown(image: Image.Image, width: int = SHOWN) -> float | None:
    """The smallest text on ``image`` as shown ``width`` px wide (px)."""
    sizes = [b.size for b in theme.drawn(image) if b.kind == "text" and b.size]
    return min(sizes) * width / image.width if sizes else None


def dead_band_share(image: Image.Image, width: int = SHOWN, tolerance: int = 10) -> float:
    """The tallest run of rows holding nothing but one flat colour, as a share of the height, with
    ``image`` shown ``width`` px wide."""
    shown = image.convert("RGB").resize(
        (width, max(1, round(image.height * width / image.width))), Image.Resampling.BOX
    )
    pixels = shown.load()
    longest = run = 0
    for y in range(shown.height):
        row = [pixels[x, y] for x in range(0, shown.width, 2)]
        flat = all(max(abs(p[c] - row[0][c]) for p in row) <= tolerance for c in range(3))
        run = run + 1 if flat else 0
        longest = max(longest, run)
    return longest / shown.height


def meaningful(boxes: Sequence[theme.Drawn], index: int) -> bool:
    """Whether symbol ``index`` carries meaning: it has one (and so a legend entry), it tells a seat
    or the seat to act, or it is the sample (key) of a legend entry."""
    item = boxes[index]
    if item.kind != "symbol":
        return False
    if item.meaning or item.label.startswith(IDENTITY_MARKS):
        return True
    parent = item.parent
    while parent is not None:
        if boxes[parent].kind == "legend":
            return True
        parent = boxes[parent].parent
    return False


def small_symbols(image: Image.Image, width: int = SHOWN, least: float = 16) -> list[str]:
    """Symbols that carry a meaning (:func:`meaningful`) smaller than ``least`` px as shown."""
    scale = width / image.width
    boxes = theme.drawn(image)
    return [
        f"{b.label!r} {max(b.box[2] - b.box[0], b.box[3] - b.box[1]) * scale:.1f} px"
        for i, b in enumerate(boxes)
        if meaningful(boxes, i) and max(b.box[2] - b.box[0], b.box[3] - b.box[1]) * scale < least
    ]


def cut_texts(image: Image.Image) -> list[theme.Drawn]:
    """The texts on ``image`` drawn shortened with "…" (``theme.fit_text`` or ``theme.note_cut``)."""
    return [b for b in theme.drawn(image) if b.kind == "text" and b.cut]


def kept_columns(shortened: str) -> int:
    """How much of a shortened text still shows, in columns (a Japanese or Chinese character counts
    two, as it is about twice as wide), the ellipsis not counted."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in theme.visible(shortened) if c != "…")


def shortened_part(item: theme.Drawn) -> str:
    """The shortened piece of the cut text ``item`` as drawn (the longest start of its whole text
    that the drawn text holds, with the ellipsis)."""
    full, drawn = theme.visible(item.cut), theme.visible(item.content)
    for end in range(len(full), -1, -1):
        if full[:end] + "…" in drawn:
            return full[:end] + "…"
    return "…"


def cut_faults(image: Image.Image, allowed: Sequence[Callable[[theme.Drawn, Image.Image], bool]] = ()) -> list[str]:
    """Every text on ``image`` drawn shortened, but for those an ``allowed`` exception accepts."""
    return [
        f"text {theme.visible(item.content)!r} {item.box} is cut (whole: {theme.visible(item.cut)!r})"
        for item in cut_texts(image)
        if not any(rule(item, image) for rule in allowed)
    ]


# ---------------------------------------------------------------- mixed-direction text
def outer_order(content: str) -> list[int]:
    """For each run in visual order, where it starts in the sentence (a name's runs all count as
    the name's start), consecutive repeats collapsed."""
    starts = []
    depth = 0
    position = 0
    opening = 0
    for char in content:
        if char == fonts.FSI:
            if depth == 0:
                opening = position
            depth += 1
        elif char == fonts.PDI:
            depth = max(0, depth - 1)
        else:
            starts.append(opening if depth else position)
            position += 1
    order = []
    for run in fonts.directed_runs(content):
        outer = starts[run.source]
        if not order or order[-1] != outer:
            order.append(outer)
    return order


def reads_in_order(content: str) -> bool:
    """The runs of ``content`` are laid out in the sentence's order, each once (a name isolated
    between FSI and PDI counts as one run, whatever its own direction)."""
    order = outer_order(content)
    return order == sorted(order) and len(order) == len(set(order))


def patch_theme_function(patch: pytest.MonkeyPatch, name: str, replacement: Callable[..., Any]) -> Callable[..., Any]:
    """Put ``replacement`` in place of the theme's function ``name`` wherever a drawing module of
    render/ holds it (the theme's modules import one another's functions by name, and so do some
    renderers), so that every call reaches it; returns the original. ``patch.undo()`` restores it."""
    original = getattr(theme, name)
    for module_name, module in list(sys.modules.items()):
        if (module_name == "render" or module_name.startswith("render.")) and getattr(module, name, None) is original:
            patch.setattr(module, name, replacement)
    return original


def counted_draws(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The views ``render.draw_view`` draws from now on (it still draws them), in a list."""
    draws: list[dict[str, Any]] = []
    original = render.draw_view

    def counted(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> Image.Image:
        draws.append(view)
        return original(game_key, view, names, locale)

    monkeypatch.setattr(render, "draw_view", counted)
    return draws
