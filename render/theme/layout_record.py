"""The layout record: the boxes drawn on an image, for the layout checker in the tests.

While :func:`recording` is active, every text the theme draws and every symbol, legend entry and
panel a renderer declares is kept with its box, on the image it is drawn on; pasting one image
into another (:func:`paste`, :func:`carry`) brings the record along. Outside it nothing is kept.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

from render.fonts import clean_keeping_isolates
from render.theme.colours import BACKGROUND, Color

KINDS = ("text", "symbol", "legend", "panel", "frame")


@dataclass(frozen=True)
class Drawn:
    """One box drawn on an image. ``kind``: text, symbol (a mark that means something), legend (a
    legend entry: its sample and words), panel (an area others are drawn inside on purpose) or frame
    (an outline around something else). ``parent`` is the index of the box it is drawn inside on
    purpose (None: the image itself). ``meaning`` names what a symbol or frame says, or what a
    legend entry explains; a meaning on the image needs its legend entry there too."""

    kind: str
    label: str
    box: tuple[float, float, float, float]
    parent: int | None = None
    meaning: str = ""
    size: int = 0  # text: its size in px
    content: str = ""  # text: as laid out, with the isolate marks around names
    cut: str = ""  # text shortened with "…" (:func:`fit_text`): the shortened part as it was whole


_RECORDING = 0
# While recording: every text :func:`fit_text` shortened (as returned, ending in "…") -> the text whole.
CUTS: dict[str, str] = {}


def cut_from(content: str) -> str:
    """The whole text of the longest shortened piece inside ``content`` ("" when nothing in it was
    shortened by :func:`fit_text` while recording)."""
    if "…" not in content or not CUTS:
        return ""
    found = [short for short in CUTS if short in content]
    return CUTS[max(found, key=len)] if found else ""


def note_cut(short: str, full: str) -> None:
    """Note that ``short`` is ``full`` shortened by a renderer itself (lines left out, say), so that
    the layout record marks the text drawn with it as cut. ``short`` must end in "…"."""
    if _RECORDING and short != full:
        CUTS.setdefault(clean_keeping_isolates(short), clean_keeping_isolates(full))


@contextmanager
def recording() -> Iterator[None]:
    """Keep the layout record of every image drawn inside the ``with`` block (see :func:`drawn`)."""
    global _RECORDING
    _RECORDING += 1
    try:
        yield
    finally:
        _RECORDING -= 1
        if not _RECORDING:
            CUTS.clear()


def is_recording() -> bool:
    return bool(_RECORDING)


def image_of(target: Image.Image | ImageDraw.ImageDraw) -> Image.Image:
    return target if isinstance(target, Image.Image) else target._image  # ImageDraw has no public way to its image


def drawn(image: Image.Image) -> list[Drawn]:
    """The layout record of ``image`` (empty unless drawn while :func:`recording`)."""
    return list(getattr(image, "_layout_record", []))


def record(
    target: Image.Image | ImageDraw.ImageDraw,
    kind: str,
    label: str,
    box: Sequence[float],
    meaning: str = "",
    size: int = 0,
    content: str = "",
    cut: str = "",
) -> int | None:
    """Note a box drawn on ``target`` inside the innermost :func:`inside` block of that image;
    returns its index (None when not recording)."""
    if not _RECORDING:
        return None
    assert kind in KINDS, kind
    image = image_of(target)
    boxes = image.__dict__.setdefault("_layout_record", [])
    parents = image.__dict__.get("_layout_parents") or [None]
    x0, y0, x1, y1 = box
    boxes.append(
        Drawn(
            kind, label, (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), parents[-1], meaning, size, content, cut
        )
    )
    return len(boxes) - 1


def symbol(
    target: Image.Image | ImageDraw.ImageDraw, box: Sequence[float], label: str, meaning: str = ""
) -> int | None:
    """Note a symbol (a mark that carries meaning) drawn in ``box``."""
    return record(target, "symbol", label, box, meaning)


def frame(target: Image.Image | ImageDraw.ImageDraw, box: Sequence[float], meaning: str) -> int | None:
    """Note a frame drawn around something: its meaning needs a legend entry on the image."""
    return record(target, "frame", meaning, box, meaning)


def legend_entry(
    target: Image.Image | ImageDraw.ImageDraw, box: Sequence[float], meaning: str, label: str = ""
) -> int | None:
    """Note a legend entry (its sample and words) in ``box``, explaining ``meaning``."""
    return record(target, "legend", label or meaning, box, meaning)


@contextmanager
def inside(target: Image.Image | ImageDraw.ImageDraw, index: int | None) -> Iterator[None]:
    """Everything recorded in the block is drawn inside box ``index`` on purpose."""
    if index is None:
        yield
        return
    image = image_of(target)
    parents = image.__dict__.setdefault("_layout_parents", [None])
    parents.append(index)
    try:
        yield
    finally:
        parents.pop()


@contextmanager
def panel(
    target: Image.Image | ImageDraw.ImageDraw, box: Sequence[float], label: str, kind: str = "panel", meaning: str = ""
) -> Iterator[int | None]:
    """Note ``box`` as a panel (or symbol) and record what is drawn in the block inside it."""
    index = record(target, kind, label, box, meaning)
    with inside(target, index):
        yield index


def cover(target: Image.Image | ImageDraw.ImageDraw, box: Sequence[float]) -> None:
    """Forget the recorded boxes lying wholly in ``box``: the renderer has just painted over them."""
    if not _RECORDING:
        return
    image = image_of(target)
    boxes = image.__dict__.get("_layout_record")
    if not boxes:
        return
    x0, y0, x1, y1 = box
    gone = {
        i
        for i, b in enumerate(boxes)
        if b.box[0] >= x0 - 1 and b.box[1] >= y0 - 1 and b.box[2] <= x1 + 1 and b.box[3] <= y1 + 1
    }
    if not gone:
        return
    kept = [i for i in range(len(boxes)) if i not in gone]
    new_index = {old: new for new, old in enumerate(kept)}
    parents = image.__dict__.get("_layout_parents") or [None]
    assert all(p is None or p not in gone for p in parents), "an open panel was painted over"
    image.__dict__["_layout_parents"] = [None if p is None else new_index[p] for p in parents]
    image.__dict__["_layout_record"] = [
        replace(b, parent=None if b.parent is None or b.parent in gone else new_index[b.parent])
        for i, b in enumerate(boxes)
        if i not in gone
    ]


def carry(
    source: Image.Image, target: Image.Image, xy: tuple[float, float] = (0, 0), crop: Sequence[float] | None = None
) -> None:
    """Bring the layout record of ``source`` onto ``target`` with ``source``'s origin at ``xy``
    (inside the target's current :func:`inside` block). With ``crop``, the source region pasted."""
    if not _RECORDING:
        return
    boxes = getattr(source, "_layout_record", None)
    if not boxes:
        return
    dx, dy = xy
    if crop is not None:
        dx, dy = dx - crop[0], dy - crop[1]
    target_boxes = target.__dict__.setdefault("_layout_record", [])
    parents = target.__dict__.get("_layout_parents") or [None]
    offset = len(target_boxes)
    for item in boxes:
        x0, y0, x1, y1 = item.box
        parent = parents[-1] if item.parent is None else item.parent + offset
        target_boxes.append(replace(item, box=(x0 + dx, y0 + dy, x1 + dx, y1 + dy), parent=parent))


def paste(
    target: Image.Image | ImageDraw.ImageDraw,
    part: Image.Image,
    xy: tuple[float, float],
    mask: Image.Image | None = None,
) -> None:
    """``target.paste(part, xy, mask)`` that keeps the layout record of ``part``."""
    image = image_of(target)
    x, y = round(xy[0]), round(xy[1])
    image.paste(part, (x, y), mask)
    carry(part, image, (x, y))


def insert_rows(image: Image.Image, y: int, rows: int, color: Color = BACKGROUND) -> Image.Image:
    """``image`` with ``rows`` blank rows inserted at height ``y`` (a band that grows for a second
    line of text): what was below moves down, and so does its layout record."""
    if rows <= 0:
        return image
    out = Image.new(image.mode, (image.width, image.height + rows), color)
    out.paste(image.crop((0, 0, image.width, y)), (0, 0))
    out.paste(image.crop((0, y, image.width, image.height)), (0, y + rows))
    boxes = getattr(image, "_layout_record", None)
    if boxes:
        out.__dict__["_layout_record"] = [
            replace(b, box=(b.box[0], b.box[1] + rows, b.box[2], b.box[3] + rows)) if b.box[1] >= y else b
            for b in boxes
        ]
    return out
