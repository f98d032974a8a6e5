"""Island and Dream tiles: their pictures, words and rules, the backs of face-down tiles, and pasting
them at their sizes."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import MEDIUM, SMALL
from render.sheherazade.look import (
    BACK_W,
    DREAM_EDGE,
    DREAM_FILL,
    GENIE_FILL,
    GOLD,
    ROW_FILL,
    TH,
    TW,
    _paste_icon,
    icon_layout,
)
from render.theme import BACKGROUND, GOOD, PANEL_LIGHT, TEXT, TEXT_DIM
from rules.sheherazade.data import DREAM_KINDS, DREAM_TILES, ISLAND_TILES, STACK_NAMES, key_slug


@lru_cache(maxsize=512)
def island_tile(tile: str, flipped: bool, locale: str, width: int = TW, height: int = TH) -> Image.Image:
    """An Island tile face (or its Genie side) with its words in ``locale`` (the drawing's language)."""
    elements = ISLAND_TILES.get(tile, [])
    back = GENIE_FILL if flipped else ROW_FILL.get(tile[0], PANEL_LIGHT)
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        radius=8,
        fill=back,
        outline=GOLD if flipped else theme.mix(back, (255, 255, 255), 0.35),
        width=2,
    )
    if flipped:  # the Genie side: the tile no longer scores, and its old elements are not shown
        genie, size, bold = _word_in_tile(words.t("sh-board-genie"), width)
        theme.paste_text(image, (width / 2, height / 2), genie, size=size, color=GOLD, bold=bold, anchor="mm")
        return image
    size, corners = icon_layout(min(3, max(1, len(elements))), width, height)
    for element, (x, y) in zip(elements, corners, strict=False):
        _paste_icon(image, element, x, y, size)
    return image


def _word_in_tile(word: str, width: int = TW) -> tuple[str, int, bool]:
    """A word across an Island tile: medium bold, else small bold, else small (the narrowest)."""
    tries = ((MEDIUM, True), (SMALL, True), (SMALL, False))
    size, bold = next(((z, b) for z, b in tries if theme.text_width(word, z, b) <= width - 8), (SMALL, False))
    return theme.fit_text(word, size, width - 8, bold=bold), size, bold


def dream_rule_args(kind: str) -> dict[str, int]:
    """The numbers of a Dream tile's scoring rule, from the game data: ``points`` (per element),
    ``one``/``two``/``three`` (a table's points for 1, 2 and 3 of something)."""
    spec = DREAM_KINDS.get(kind, {})
    args: dict[str, int] = {}
    if "points" in spec:
        args["points"] = spec["points"]
    table = spec.get("table")
    if isinstance(table, list):
        args.update(one=table[1], two=table[2], three=table[3])
    elif isinstance(table, dict):
        args.update(one=table["1"], two=table["2"])
    return args


def _dream_words(kind: str) -> tuple[str, str]:
    """A Dream tile's name and its scoring rule."""
    slug = key_slug(kind)
    return words.t(f"sh-dream-{slug}"), words.t(f"sh-dream-{slug}-text", **dream_rule_args(kind))


@lru_cache(maxsize=64)
def dream_tile(kind: str, width: int, height: int, locale: str) -> Image.Image:
    """A Dream tile: its name and scoring rule (wrapped to fit), in ``locale``."""
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=8, fill=DREAM_FILL, outline=DREAM_EDGE, width=2)
    name, rule = _dream_words(kind)
    named = [(line, True) for line in theme.wrap_text(name, SMALL, width - 10, bold=True)]
    if any(line.endswith("…") for line, _ in named) and not name.endswith("…"):
        # A word too wide for the tile in bold ("Elephant" on a tile on offer): in the regular
        # weight, which is narrower, rather than cut (the name stays white, the rule lilac).
        named = [(line, False) for line in _wrap_hyphenated(name, width - 8)]
    lines = [(line, bold, True) for line, bold in named]
    lines += [(line, False, False) for line in _wrap_hyphenated(rule, width - 8)]
    is_name = [is_name for _, _, is_name in lines]
    flowed = _flow([(line, bold) for line, bold, _ in lines], width - 8, 4, height - 3)
    if flowed:  # centred in the tile's height
        last, last_bold, last_baseline = flowed[-1]
        spare = (height - 3 - (last_baseline + _ink(last, last_bold)[1]) - 4) / 2
        flowed = [(line, bold, baseline + spare) for line, bold, baseline in flowed]
    for (line, bold, baseline), name_line in zip(flowed, is_name, strict=False):
        theme.paste_text(
            image,
            (width / 2, baseline),
            line,
            size=SMALL,
            color=TEXT if name_line else (190, 196, 240),
            bold=bold,
            anchor="ms",
        )
    return image


def _wrap_hyphenated(content: str, width: float) -> list[str]:
    """``content`` in lines of SMALL regular text at most ``width`` px wide; a word wider than a
    whole line is broken with a hyphen rather than cut."""
    wrapped = theme.wrap_text(content, SMALL, width)
    if not any(line.endswith("…") for line in wrapped) or content.endswith("…"):
        return wrapped
    lines: list[str] = []
    current = ""
    for word in content.split():
        joined = f"{current} {word}".strip()
        if theme.text_width(joined, SMALL) <= width:
            current = joined
            continue
        if current:
            lines.append(current)
        while theme.text_width(word, SMALL) > width and len(word) > 1:
            cut = max((k for k in range(1, len(word)) if theme.text_width(word[:k] + "-", SMALL) <= width), default=1)
            lines.append(word[:cut] + "-")
            word = word[cut:]
        current = word
    return [*lines, current] if current else lines


def _flow(lines: list[tuple[str, bool]], width: float, top: float, bottom: float) -> list[tuple[str, bool, float]]:
    """Lines of SMALL text (with whether each is bold) set one under the other from ``top``, each
    line's ink just below the last's (accented capitals stand taller than plain ones), as many as
    end above ``bottom``: (line, bold, baseline). When some do not fit, the last one shown ends in
    an ellipsis."""
    placed: list[tuple[str, bool, float]] = []
    y = top
    for line, bold in lines:
        ink_top, ink_bottom = _ink(line, bold)
        baseline = y - ink_top
        if baseline + ink_bottom > bottom:
            if placed:
                last, last_bold, last_baseline = placed[-1]
                placed[-1] = (theme.fit_text(last + "…", SMALL, width, last_bold), last_bold, last_baseline)
            break
        placed.append((line, bold, baseline))
        y = baseline + ink_bottom + 2
    return placed


def _ink(line: str, bold: bool) -> tuple[int, int]:
    """How far a SMALL line's ink reaches above (negative) and below its baseline."""
    return theme.ink_extent(line, SMALL, bold)


def _back_width() -> int:
    """A stack's back: wide enough for the longest stack name in the drawing's language."""
    widest = max(theme.text_width(words.t("sh-board-stack-name", stack=s), SMALL) for s in STACK_NAMES)
    return max(BACK_W, int(widest) + 16)


@lru_cache(maxsize=32)
def tile_back(stack_letter: str, width: int, height: int, locale: str) -> Image.Image:
    """A tile's back: Genie for Island tiles, starlit sky for Dream tiles, with the stack's name in ``locale``."""
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    fill = DREAM_FILL if stack_letter == "D" else GENIE_FILL
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=8, fill=fill, outline=GOLD, width=2)
    if stack_letter in ROW_FILL:  # a band in the tint of the island row its tiles go to
        draw.rounded_rectangle((6, height - 18, width - 7, height - 8), radius=4, fill=ROW_FILL[stack_letter])
    label = theme.fit_text(words.t("sh-board-stack-name", stack=stack_letter), SMALL, width - 8)
    theme.paste_text(image, (width / 2, 6), label, size=SMALL, color=GOLD, anchor="mt")
    return image


def _paste_dream(image: Image.Image, tile: str, x: int, y: int, width: int, height: int, points: int | None) -> None:
    """A Dream tile in an island's Dream column: its name and the points it scores now (its rule
    is on the tile while it is on offer, and in /rules)."""
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (x, y, x + width - 1, y + height - 1), radius=8, fill=DREAM_FILL, outline=DREAM_EDGE, width=2
    )
    name, _ = _dream_words(DREAM_TILES[tile])
    # The points it scores now at the right, its name at the left: one line or two (bold, else the
    # regular weight, which is narrower), the lines 6 px apart and centred in the tile's height.
    value = "" if points is None else str(points)
    value_w = theme.text_width(value, MEDIUM, True) if value else 0
    room = width - 20 - (value_w + 10 if value else 0)
    lines, bold = [], True
    for bold in (True, False):
        lines = theme.wrap_text(name, SMALL, room, bold)
        if len(lines) <= 2 and not any(line.endswith("…") for line in lines):
            break
    else:  # a word wider than the room (the pseudo-locale's "Elephant"): broken with a hyphen
        bold = False
        lines = _wrap_hyphenated(name, room)
        if len(lines) > 2:
            cut = theme.fit_text(lines[1] + "…", SMALL, room)
            theme.note_cut(cut, name)
            lines = [lines[0], cut]
    extents = [theme.ink_extent(line, SMALL, bold) for line in lines]
    total = sum(below - above for above, below in extents) + 6 * (len(lines) - 1)
    top = y + (height - total) / 2
    for line, (above, below) in zip(lines, extents, strict=True):
        theme.paste_text(image, (x + 10, top - above), line, size=SMALL, bold=bold, anchor="ls")
        top += below - above + 6
    if value:
        theme.paste_text(
            image,
            (x + width - 10, y + height / 2),
            value,
            size=MEDIUM,
            color=GOOD if points else TEXT_DIM,
            bold=True,
            anchor="rm",
        )


# A Dream tile on offer is wider and taller than an Island tile: its name and rule take up to four lines.
OFFER_DREAM_W, OFFER_H = 150, 120
DREAM_LEAST_W = 108


def _tile_width(tile: str, dream_w: int = OFFER_DREAM_W) -> int:
    return dream_w if tile and tile[0] == "D" else TW


def _paste_tile(
    image: Image.Image, tile: str, x: int, y: int, flipped: bool = False, dream_w: int = OFFER_DREAM_W, height: int = TH
) -> None:
    if tile[0] == "D":
        theme.paste(image, dream_tile(DREAM_TILES[tile], dream_w, OFFER_H, words.locale()), (x, y))
    else:
        theme.paste(image, island_tile(tile, flipped, words.locale(), TW, height), (x, y))
        _note_elements(image, tile, flipped)


def _note_elements(image: Image.Image, tile: str, flipped: bool) -> None:
    """Remember on ``image`` the pictograms an Island tile put there (its key names them)."""
    if not flipped:
        image.info.setdefault("elements", set()).update(ISLAND_TILES.get(tile, []))
