"""Gems and action letters: their shapes, values and keys, fitted into a tile."""

from __future__ import annotations

import math

from PIL import ImageDraw

from render import theme, words
from render.chat_layout import (
    SMALL,
)
from render.mountain_miners.look import ACTION_FILL, GEM_LOOK, MARK, TRASH_FILL, Box
from render.theme import TEXT, text
from rules.mountain_miners.data import MULTIPLIER_FACTOR
from rules.mountain_miners.engine import (
    GEMS,
    TRASH_VALUE,
)
from rules.text import Arg, ArgList, Msg, Seat


def _polygon(sides: int, cx: float, cy: float, r: float, rotation: float = -90.0) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(math.radians(rotation + 360 * i / sides)),
            cy + r * math.sin(math.radians(rotation + 360 * i / sides)),
        )
        for i in range(sides)
    ]


def action_code(kind: str) -> str:
    """The short code an action shows where its name does not fit (each image that shows a code
    also shows its legend), in the drawing's language."""
    return words.t(f"mm-code-{kind.replace('_', '-')}")


def _fit(message: Msg, size: int, max_width: float, bold: bool = False) -> str:
    """``message`` in the drawing's language within ``max_width`` px: the names in it (seats, and
    string arguments or lists of them, which in these drawings are names) are shortened, never its
    words."""
    full = words.say(message)
    if theme.text_width(full, size, bold) <= max_width:
        return full
    speaker = words.current()

    def name_of(value: Arg) -> Arg:
        return speaker.name(value.seat) if isinstance(value, Seat) else value

    named: dict[str, Arg] = {
        key: ArgList(tuple(name_of(item) for item in value.items)) if isinstance(value, ArgList) else name_of(value)
        for key, value in message.args.items()
        if isinstance(value, (str, Seat, ArgList))
    }
    count = sum(len(value.items) if isinstance(value, ArgList) else 1 for value in named.values())
    if not count:
        return theme.fit_text(full, size, max_width, bold)

    def blank(value: Arg) -> Arg:
        return ArgList(tuple("" for _ in value.items)) if isinstance(value, ArgList) else ""

    bare = words.say(Msg(message.id, {**message.args, **{key: blank(value) for key, value in named.items()}}))
    room = max(0.0, (max_width - theme.text_width(bare, size, bold)) / count)

    def shorten(value: Arg) -> Arg:
        if isinstance(value, ArgList):
            return ArgList(tuple(shorten(item) for item in value.items))
        return theme.fit_text(theme.isolate(theme.visible(str(value))), size, room, bold)

    fitted = {key: shorten(value) for key, value in named.items()}
    return theme.fit_text(words.say(Msg(message.id, {**message.args, **fitted})), size, max_width, bold)


def draw_gem(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, label: bool = True) -> None:
    """A gem icon: coloured shape with its value when ``label`` (text is never under 22 px, so a
    small icon goes without: its shape and colour name it, the legend gives the value)."""
    label = label and r >= 17
    if kind in GEM_LOOK:
        fill, shape = GEM_LOOK[kind]
        outline = (235, 235, 240) if kind == "onyx" else (20, 20, 24)
        if shape == "circle" or shape == "ring":
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=2)
            if shape == "ring":
                draw.ellipse(
                    (cx - r * 0.55, cy - r * 0.55, cx + r * 0.55, cy + r * 0.55), outline=(170, 150, 120), width=2
                )
        else:
            sides, rot = {
                "triangle": (3, -90),
                "square": (4, -45),
                "pentagon": (5, -90),
                "rhombus": (4, -90),
                "octagon": (8, -22.5),
                "hexagon": (6, 0),
            }[shape]
            scale = 1.2 if shape == "triangle" else 1.0
            draw.polygon(
                _polygon(sides, cx, cy + (r * 0.2 if shape == "triangle" else 0), r * scale, rot),
                fill=fill,
                outline=outline,
                width=2,
            )
        if label:
            text(
                draw,
                (cx, cy + (r * 0.15 if shape == "triangle" else 0)),
                str(GEMS[kind]["value"]),
                size=SMALL,
                color=theme.contrast_text(fill),
                bold=True,
                anchor="mm",
            )
        return
    if kind == "trash":
        draw.rectangle(
            (cx - r * 0.8, cy - r * 0.7, cx + r * 0.8, cy + r * 0.9), fill=TRASH_FILL, outline=(30, 30, 30), width=2
        )
        draw.line((cx - r * 0.95, cy - r * 0.8, cx + r * 0.95, cy - r * 0.8), fill=(30, 30, 30), width=3)
        if label:
            text(draw, (cx, cy + r * 0.1), str(TRASH_VALUE), size=SMALL, color=TEXT, bold=True, anchor="mm")
        return
    if kind == "multiplier":
        star = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5
            star.append(
                (cx + rr * math.cos(math.radians(-90 + 36 * i)), cy + rr * math.sin(math.radians(-90 + 36 * i)))
            )
        draw.polygon(star, fill=(250, 210, 60), outline=(60, 40, 0))
        if label:
            mark = words.t("mm-board-multiplier-mark", factor=MULTIPLIER_FACTOR)
            text(draw, (cx, cy + 2), mark, size=SMALL, color=theme.TEXT_DARK, bold=True, anchor="mm")
        return
    if kind == "wildcard":
        colours = [GEM_LOOK[g][0] for g in ("ruby", "emerald", "sapphire", "amethyst")]
        for i, colour in enumerate(colours):
            draw.pieslice((cx - r, cy - r, cx + r, cy + r), 90 * i, 90 * (i + 1), fill=colour)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(20, 20, 24), width=2)
        if label:
            text(draw, (cx, cy), words.t("mm-board-wildcard-mark"), size=SMALL, color=TEXT, bold=True, anchor="mm")
        return
    # an action: a gold diamond with its key letter (named in the legend), as on every tile
    _action_key(draw, kind, cx, cy, max(r, MARK / 2 + 2), inner=MARK / 2, meaning="")


# Each action's key letter on split tiles: the same in every game, on every image and in every
# language, so a player who has learnt "k = Arrow Lock" can trust it next turn. One glyph each, none
# below the line (no g, j, p, q, y), no i, l or o (1 and 0), and no n beside h and u; a hint of the
# English name where one is free (w: two arrows, v: an arrowhead). tests/test_mountain_miners_render.py
# checks that every action has one and that no two share one.
ACTION_KEYS: dict[str, str] = {
    "arrow_move": "m",
    "arrow_lock": "k",
    "swap": "s",
    "double": "d",
    "steal": "t",
    "lightbulb": "b",
    "bomb": "x",
    "second_arrow": "w",
    "ransack": "r",
    "rotate_grabbed": "h",
    "rotate_board": "z",
    "chameleon": "c",
    "artefact": "a",
    "flashlight": "f",
    "rumble": "u",
    "ring": "e",
    "wildcard_arrow": "v",
}


def _action_key(
    draw: ImageDraw.ImageDraw,
    kind: str,
    cx: float,
    cy: float,
    r: float,
    inner: float | None = None,
    meaning: str = "action key",
    letter: int = SMALL,
    box: Box | None = None,
) -> None:
    """An action: a gold rounded square ``r`` px either side of (cx, cy) with the action's key
    letter (see the legend), the same on whole and split tiles, in hands and legends; a lower-case
    letter, so it is not taken for a column (A-G) or a row (1-7) of the mountain. ``inner``: half
    the recorded box (``box``: the recorded box itself)."""
    inner = r * 0.9 if inner is None else inner
    box = box or (cx - inner, cy - inner, cx + inner, cy + inner)
    with theme.panel(draw, box, action_code(kind), kind="symbol", meaning=meaning):
        draw.rounded_rectangle((cx - r, cy - r, cx + r, cy + r), radius=r * 0.3, fill=ACTION_FILL, outline=(70, 50, 10))
        if kind in ACTION_KEYS:
            # centred by its ink: a letter without ascender ("m") would sit low
            above, below = theme.ink_extent(ACTION_KEYS[kind], letter, bold=True)
            baseline = cy - (above + below) / 2
            text(draw, (cx, baseline), ACTION_KEYS[kind], size=letter, color=theme.TEXT_DARK, bold=True, anchor="ms")
