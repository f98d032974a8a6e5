"""The animated replay of a whole game: board images in, one looping GIF out, under Discord's limit.

``pick_frames`` chooses which states to draw (every one up to a cap, else evenly spaced, always
the deal and the final board); ``animate_lazily`` turns frames, drawn one at a time on request, into
GIF bytes written as it goes (``animate`` does the same for frames already drawn). Long or busy
games are fitted under ``MAX_BYTES`` by downscaling, then by dropping every other frame, until
they fit. Frames share one palette so colours do not flicker (the game's posted boards' palette,
so a replay has the turn posts' colours and none is searched for), and the final board is held
longer. Each frame is drawn once, and a board that did not change is not drawn again.
GIF rather than APNG because Discord animates GIFs everywhere. Pillow folds a frame identical to
the one before into it (adding up their durations), so a move that changes nothing public adds time,
not a frame.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

from PIL import GifImagePlugin, Image, ImageChops

MAX_BYTES = 8_000_000  # Discord's smallest upload limit is 8 MiB; stay under 8 MB to be safe
MAX_FRAMES = 80  # a frame per move up to this many; longer games are sampled evenly
MAX_WIDTH = 800  # frames are downscaled to at most this width before encoding
MIN_WIDTH = 200  # never shrink below this; drop frames instead
FIRST_MS = 1500  # the deal
FRAME_MS = 700  # each move
FINAL_MS = 5000  # the final board


def pick_frames(count: int, cap: int = MAX_FRAMES) -> list[int]:
    """Indices of the states to show among ``count``: all when few, else ``cap`` evenly spaced with the
    first and last."""
    if count <= 0:
        return []
    if count <= cap:
        return list(range(count))
    if cap < 2:
        return [count - 1]
    step = (count - 1) / (cap - 1)
    return sorted({round(i * step) for i in range(cap)})


def animate(
    frames: Sequence[Image.Image],
    *,
    max_bytes: int = MAX_BYTES,
    max_frames: int = MAX_FRAMES,
    max_width: int = MAX_WIDTH,
    frame_ms: int = FRAME_MS,
    first_ms: int = FIRST_MS,
    final_ms: int = FINAL_MS,
) -> bytes:
    """A looping GIF of ``frames`` (the deal first, the final board last) in at most ``max_bytes``."""
    chosen = [frames[i] for i in pick_frames(len(frames), max_frames)]
    return animate_lazily(
        chosen.__getitem__,
        len(chosen),
        max_bytes=max_bytes,
        max_width=max_width,
        frame_ms=frame_ms,
        first_ms=first_ms,
        final_ms=final_ms,
    )


def animate_lazily(
    frame_at: Callable[[int], Image.Image],
    count: int,
    *,
    max_bytes: int = MAX_BYTES,
    max_width: int = MAX_WIDTH,
    frame_ms: int = FRAME_MS,
    first_ms: int = FIRST_MS,
    final_ms: int = FINAL_MS,
    palette: Image.Image | None = None,
) -> bytes:
    """A looping GIF of the frames ``frame_at(0)`` .. ``frame_at(count - 1)``, asked for one at a time.

    Each frame is drawn, scaled, mapped to the shared palette and written out before the next is
    asked for, so memory holds a few frames, not the whole game. Each frame is asked for once: the
    deal, the middle and the final board are drawn first (the canvas, and the palette when none is
    given) and kept until their turn; a frame taller than the canvas grows it where it stands. A
    frame is asked for again only when the GIF must start over: a frame wider than the canvas, or a
    GIF over ``max_bytes``, which is retried smaller, then with fewer frames, until it fits.

    ``palette`` (a "P" image): the colours of every frame, as the game's posted boards have them
    (``render.palettes``); when None, the frames' own palette if the sampled ones share one (a
    renderer that draws onto a palette of its own), else one found for the sampled frames.
    """
    if count <= 0:
        raise ValueError("a replay needs at least one frame")
    samples = {index: frame_at(index) for index in sorted({0, count // 2, count - 1})}
    canvas = (max(f.width for f in samples.values()), max(f.height for f in samples.values()))
    width = min(max_width, canvas[0])
    chosen = list(range(count))
    kept: dict[int, Image.Image] | None = dict(samples)  # the sampled frames, until the first pass uses them
    shared = palette or _shared_palette(list(samples.values()))
    while True:
        try:
            data = _encode(
                frame_at, chosen, samples, kept, canvas, width, (frame_ms, first_ms, final_ms), max_bytes, shared
            )
        except _LargerFrame as larger:
            canvas = (max(canvas[0], larger.size[0]), max(canvas[1], larger.size[1]))
            width = min(max_width, canvas[0])
            kept = None
            continue
        kept = None
        if data is not None:
            return data
        if width > MIN_WIDTH:
            width = max(MIN_WIDTH, int(width * 0.75))
        elif len(chosen) > 2:
            chosen = [*chosen[:-1:2], chosen[-1]]  # every other frame, keeping the final board
        else:
            raise ValueError(f"cannot fit a replay in {max_bytes} bytes")


def _shared_palette(frames: Sequence[Image.Image]) -> Image.Image | None:
    """The palette of ``frames`` when every one is a "P" image on the same palette, else None."""
    if not frames or any(frame.mode != "P" for frame in frames):
        return None
    colours = frames[0].getpalette()
    if not colours or any(frame.getpalette() != colours for frame in frames[1:]):
        return None
    palette = Image.new("P", (1, 1))
    palette.putpalette(colours)
    return palette


class _LargerFrame(Exception):
    """A frame is wider than the canvas: encoding starts again on a canvas that holds it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(f"a frame of {size[0]}x{size[1]}")
        self.size = size


def _encode(
    frame_at: Callable[[int], Image.Image],
    chosen: Sequence[int],
    samples: dict[int, Image.Image],
    kept: dict[int, Image.Image] | None,
    canvas: tuple[int, int],
    width: int,
    timing: tuple[int, int, int],
    max_bytes: int,
    shared: Image.Image | None,
) -> bytes | None:
    """The GIF of the ``chosen`` frames at ``width``, written as it goes; None once it passes ``max_bytes``.

    ``kept``: frames already drawn, by index, used (and let go) instead of asking for them again.
    A frame taller than the canvas makes the canvas taller (the frames before it are padded below,
    as they would have been on the taller canvas); a wider one raises ``_LargerFrame``."""
    frame_ms, first_ms, final_ms = timing
    scale = width / canvas[0]
    size = (max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))
    palette = shared or _palette([_fit(sample, canvas, size) for sample in samples.values()])
    writer = _GifWriter(size, palette)
    for position, index in enumerate(chosen):
        frame = kept.pop(index) if kept is not None and index in kept else frame_at(index)
        if frame.width > canvas[0]:
            raise _LargerFrame(frame.size)
        if frame.height > canvas[1]:
            canvas = (canvas[0], frame.height)
            writer.grow(max(1, round(canvas[1] * scale)))
        indexed = _indexed(frame, scale, palette)
        del frame
        if position == 0:
            duration = first_ms if len(chosen) > 1 else final_ms
        elif position == len(chosen) - 1:
            duration = final_ms
        else:
            duration = frame_ms
        writer.add(_pad(indexed, writer.canvas), duration)
        if writer.size > max_bytes:
            return None
    data = writer.finish()
    return data if len(data) <= max_bytes else None


def _indexed(frame: Image.Image, scale: float, palette: Image.Image) -> Image.Image:
    """``frame`` scaled by ``scale`` and mapped onto ``palette`` (no dithering): as drawn when it is
    already on that palette at that size (mapping is done pixel by pixel, so this is the same)."""
    if scale == 1 and frame.mode == "P" and frame.getpalette() == palette.getpalette():
        return frame
    rgb = frame.convert("RGB")
    if scale != 1:
        rgb = rgb.resize(
            (max(1, round(rgb.width * scale)), max(1, round(rgb.height * scale))), Image.Resampling.BILINEAR
        )
    return rgb.quantize(palette=palette, dither=Image.Dither.NONE)


def _pad(frame: Image.Image, size: tuple[int, int]) -> Image.Image:
    """A palette ``frame`` on a canvas of ``size``, filled with its top-left corner's colour."""
    if frame.size == size:
        return frame
    padded = Image.new("P", size, frame.getpixel((0, 0)))
    padded.putpalette(frame.getpalette() or [])
    padded.paste(frame, (0, 0))
    return padded


class _GifWriter:
    """A looping GIF written one frame at a time, every frame on one global palette.

    A frame waits until the next one arrives: a frame identical to it only adds its duration (as
    Pillow's own writer does), and a changed frame is written as the rectangle that changed, drawn
    over the previous frame (disposal 1). The canvas may grow taller on the way (``grow``): the
    first frame, which covers the whole canvas, is written last, at the canvas's final size.
    """

    def __init__(self, size: tuple[int, int], palette: Image.Image) -> None:
        self.canvas = size
        self.out = io.BytesIO()  # every frame after the first
        self._colours = bytes(palette.getpalette() or [])[: 3 * 256].ljust(3 * 256, b"\0")
        self._first: tuple[Image.Image, int] | None = None  # the first frame and its duration
        self._first_bytes = b""  # the first frame as written at the canvas's size then
        self._first_canvas = size
        self._previous: Image.Image | None = None  # the last frame written (what the screen shows)
        self._pending: tuple[Image.Image, tuple[int, int, int, int], int] | None = None  # frame, box, ms

    @property
    def size(self) -> int:
        return self.out.tell() + len(self._first_bytes)

    def grow(self, height: int) -> None:
        """Make the canvas ``height`` tall: the frames held are padded below with their corner colour."""
        if height <= self.canvas[1]:
            return
        self.canvas = (self.canvas[0], height)
        if self._previous is not None:
            self._previous = _pad(self._previous, self.canvas)
        if self._pending is not None:
            frame, box, ms = self._pending
            whole = box == (0, 0, frame.width, frame.height)
            frame = _pad(frame, self.canvas)
            self._pending = (frame, (0, 0, *self.canvas) if whole else box, ms)

    def add(self, frame: Image.Image, duration: int) -> None:
        shown = self._pending[0] if self._pending else self._previous
        if shown is None:
            self._pending = (frame, (0, 0, frame.width, frame.height), duration)
            return
        box = _changed_box(shown, frame)
        if box is None and self._pending is not None:  # nothing changed: hold the pending frame longer
            pending, pending_box, ms = self._pending
            self._pending = (pending, pending_box, ms + duration)
            return
        self._flush()
        self._pending = (frame, box or (0, 0, 1, 1), duration)

    def finish(self) -> bytes:
        self._flush()
        head = io.BytesIO()
        width, height = self.canvas
        head.write(b"GIF89a" + _u16(width) + _u16(height) + bytes([0x80 | 7, 0, 0]) + self._colours)
        head.write(b"!\xff\x0bNETSCAPE2.0\x03\x01" + _u16(0) + b"\0")  # loop forever
        if self._first is not None and self._first_canvas != self.canvas:  # the canvas grew since
            first, duration = self._first
            self._first_bytes = _chunks(_pad(first, self.canvas), (0, 0), duration)
        head.write(self._first_bytes)
        return head.getvalue() + self.out.getvalue() + b";"

    def _flush(self) -> None:
        if self._pending is None:
            return
        frame, box, duration = self._pending
        if self._first is None:  # the first frame covers the canvas: written by finish, at its final size
            self._first, self._first_canvas = (frame, duration), self.canvas
            self._first_bytes = _chunks(frame, (0, 0), duration)
        else:
            part = frame if box == (0, 0, frame.width, frame.height) else frame.crop(box)
            self.out.write(_chunks(part, box[:2], duration))
        self._previous, self._pending = frame, None


def _chunks(part: Image.Image, offset: tuple[int, int], duration: int) -> bytes:
    """A frame's bytes in the GIF: ``part`` at ``offset``, shown ``duration`` ms over the frame before."""
    return b"".join(GifImagePlugin.getdata(part, offset=offset, duration=duration, disposal=1))


def _changed_box(before: Image.Image, after: Image.Image) -> tuple[int, int, int, int] | None:
    """The rectangle where two frames on the same palette differ (None: identical)."""
    return ImageChops.difference(_indices(before), _indices(after)).getbbox()


def _indices(frame: Image.Image) -> Image.Image:
    """A palette frame's colour indices as a greyscale image (to compare indices, not colours)."""
    return Image.frombuffer("L", frame.size, frame.tobytes(), "raw", "L", 0, 1)


def _u16(value: int) -> bytes:
    return value.to_bytes(2, "little")


def _fit(frame: Image.Image, canvas: tuple[int, int], size: tuple[int, int]) -> Image.Image:
    """``frame`` in RGB on a canvas of the largest frame's size (filled with its corner colour), scaled to ``size``."""
    rgb = frame.convert("RGB")
    if rgb.size != canvas:
        padded = Image.new("RGB", canvas, rgb.getpixel((0, 0)))
        padded.paste(rgb, (0, 0))
        rgb = padded
    if rgb.size != size:
        rgb = rgb.resize(size, Image.Resampling.BILINEAR)
    return rgb


def _palette(samples: Sequence[Image.Image]) -> Image.Image:
    """One 256-colour palette for every frame, from a few frames side by side."""
    width = sum(s.width for s in samples)
    height = max(s.height for s in samples)
    strip = Image.new("RGB", (width, height))
    x = 0
    for sample in samples:
        strip.paste(sample, (x, 0))
        x += sample.width
    return strip.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def shrink(image: Image.Image, max_width: int = MAX_WIDTH) -> Image.Image:
    """``image`` in RGB, at most ``max_width`` wide.

    Bilinear: for the mild downscaling of a board (about 0.7) it looks like Lanczos in a 256-colour
    GIF and costs less than half (resizing was a third of a replay's CPU)."""
    rgb = image.convert("RGB")
    if rgb.width <= max_width:
        return rgb
    height = max(1, round(rgb.height * max_width / rgb.width))
    return rgb.resize((max_width, height), Image.Resampling.BILINEAR)


def render_replay(game_key: str, views: Sequence[dict[str, Any]], names: Sequence[str], **kwargs: Any) -> bytes:
    """The replay GIF of a game from its spectator views, deal first; ``locale=``: the language of
    the words drawn on its frames (the table's).

    Draws only the frames it keeps, one at a time (see :func:`animate_lazily`): a game's frames are
    never all in memory at once. ``posted=``: a function giving the board the game posted for a view
    (a "P" image on the game's palette, as the turn post showed it), or None; such a frame is that
    board, not drawn again.
    """
    from lang import SOURCE
    from render import draw_view
    from render.palettes import fixed_palette

    locale = kwargs.pop("locale", SOURCE)
    max_width = kwargs.pop("max_width", MAX_WIDTH)
    posted: Callable[[dict[str, Any]], Image.Image | None] = kwargs.pop("posted", None) or (lambda view: None)
    picked = pick_frames(len(views), kwargs.pop("max_frames", MAX_FRAMES))
    # The last few frames drawn, by position (the sampled ones and the one before): a frame whose
    # view is the same as one of theirs is that image, not drawn again.
    drawn: dict[int, Image.Image] = {}

    def frame_at(position: int) -> Image.Image:
        for done, image in drawn.items():
            if views[picked[done]] == views[picked[position]]:  # the board did not change: nothing to draw
                return image
        view = views[picked[position]]
        image = posted(view) or draw_view(game_key, view, names, locale)
        if image.width > max_width:
            image = shrink(image, max_width)
        drawn[position] = image
        while len(drawn) > 4:
            del drawn[next(iter(drawn))]
        return image

    # The game's posted boards' palette (a renderer drawing on a palette of its own has none: its
    # frames' own is used), so the replay's colours are the turn posts' and no palette is searched for.
    kwargs.setdefault("palette", fixed_palette(game_key))
    return animate_lazily(frame_at, len(picked), max_width=max_width, **kwargs)
