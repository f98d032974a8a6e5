"""The animated replay of a whole game: board images in, one looping GIF out, under Discord's limit.

``pick_frames`` chooses which states to draw (every one up to a cap, else evenly spaced, always
the deal and the final board); ``animate`` turns the drawn images into GIF bytes. Long or busy
games are fitted under ``MAX_BYTES`` by downscaling, then by dropping every other frame, until
they fit. Frames share one palette so colours do not flicker, and the final board is held longer.
GIF rather than APNG because Discord animates GIFs everywhere. Pillow folds a frame identical to
the one before into it (adding up their durations), so a move that changes nothing public adds time,
not a frame.
"""

from __future__ import annotations

import io
from typing import Any, Sequence

from PIL import Image

MAX_BYTES = 8_000_000  # Discord's smallest upload limit is 8 MiB; stay under 8 MB to be safe
MAX_FRAMES = 80  # a frame per move up to this many; longer games are sampled evenly
MAX_WIDTH = 800  # frames are downscaled to at most this width before encoding
MIN_WIDTH = 200  # never shrink below this; drop frames instead
FIRST_MS = 1500  # the deal
FRAME_MS = 700  # each move
FINAL_MS = 5000  # the final board


def pick_frames(count: int, cap: int = MAX_FRAMES) -> list[int]:
    """Indices of the states to show among ``count``: all when few, else ``cap`` evenly spaced with the first and last."""
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
    if not frames:
        raise ValueError("a replay needs at least one frame")
    chosen = [frames[i] for i in pick_frames(len(frames), max_frames)]
    canvas = (max(f.width for f in chosen), max(f.height for f in chosen))
    width = min(max_width, canvas[0])
    while True:
        data = _encode(chosen, canvas, width, frame_ms, first_ms, final_ms)
        if len(data) <= max_bytes:
            return data
        if width > MIN_WIDTH:
            width = max(MIN_WIDTH, int(width * 0.75))
        elif len(chosen) > 2:
            chosen = chosen[:-1:2] + [chosen[-1]]  # every other frame, keeping the final board
        else:
            raise ValueError(f"cannot fit a replay in {max_bytes} bytes")


def _encode(
    frames: Sequence[Image.Image], canvas: tuple[int, int], width: int, frame_ms: int, first_ms: int, final_ms: int
) -> bytes:
    scale = width / canvas[0]
    size = (max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))
    scaled = [_fit(frame, canvas, size) for frame in frames]
    palette = _palette([scaled[0], scaled[len(scaled) // 2], scaled[-1]])
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in scaled]
    durations = [frame_ms] * len(indexed)
    if len(indexed) > 1:
        durations[0] = first_ms
    durations[-1] = final_ms
    out = io.BytesIO()
    indexed[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=indexed[1:],
        duration=durations,
        loop=0,
        disposal=1,
        optimize=False,
    )
    return out.getvalue()


def _fit(frame: Image.Image, canvas: tuple[int, int], size: tuple[int, int]) -> Image.Image:
    """``frame`` in RGB on a canvas of the largest frame's size (filled with its corner colour), scaled to ``size``."""
    rgb = frame.convert("RGB")
    if rgb.size != canvas:
        padded = Image.new("RGB", canvas, rgb.getpixel((0, 0)))
        padded.paste(rgb, (0, 0))
        rgb = padded
    if rgb.size != size:
        rgb = rgb.resize(size, Image.Resampling.LANCZOS)
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
    """``image`` in RGB, at most ``max_width`` wide (keeps memory small while frames are collected)."""
    rgb = image.convert("RGB")
    if rgb.width <= max_width:
        return rgb
    height = max(1, round(rgb.height * max_width / rgb.width))
    return rgb.resize((max_width, height), Image.Resampling.LANCZOS)


def render_replay(game_key: str, views: Sequence[dict[str, Any]], names: Sequence[str], **kwargs: Any) -> bytes:
    """The replay GIF of a game from its spectator views, deal first (draws only the frames it keeps)."""
    from render import draw_view

    cap = kwargs.get("max_frames", MAX_FRAMES)
    frames = [shrink(draw_view(game_key, views[i], names), kwargs.get("max_width", MAX_WIDTH)) for i in pick_frames(len(views), cap)]
    return animate(frames, **kwargs)
