"""Sheherazade images for the chat column: the round (Lookout, stacks, the tiles on offer), then
every player's island: name bar, its sources of points as pictograms (inside the name bar where
the name, they and the points fit on one line, else in a row under it), the Dream column and the
3 x 4 grid of wide Island tiles.

``draw_all(view, names)`` gives one image for 2 players (the round and both islands) and two for
3 to 5: the first stands alone (the round, every player's points so far, most first, and one
island: the seat's own in its images, else the island of the seat to act, at the end the
winner's), the second holds the other islands. Each is 894 px wide with no text under 25 px.
Island tiles show pictograms (``render.sheherazade_icons``), and every image ends with a key
naming the pictograms it shows. ``draw(view, names)`` is the first image.

Draws only from a view (``rules.sheherazade`` ``GAME.view``). Tiles are drawn once and cached as
small images (the same 80 tiles repeat in every image). In a seat's own images the legal targets
of its current decision are framed in the accent colour; everything the last turn changed (the
stack drawn from, tiles placed, tiles flipped Genie side up, tiles discarded) is outlined white.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import sheherazade_icons as icons
from render import theme, words
from render.chat_layout import HEADER_H, LARGE, MEDIUM, SMALL, header, name_strip, seat_badge, stack
from render.theme import ACCENT, BACKGROUND, BAD, GOOD, GRID, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, Color
from rules.sheherazade.data import DREAM_KINDS, DREAM_TILES, ISLAND_TILES, STACK_NAMES, key_slug
from rules.text import Msg, msg

WIDTH = 894
MARGIN = 16
BOARD_W = WIDTH - 2 * MARGIN
GAP = 6
DREAM_W = 230
# An Island tile is wider than tall: the grid takes the whole width beside the Dream column, so
# that two pictograms sit side by side at 34 px as shown at 480 px (three at 23 px).
TW = (BOARD_W - DREAM_W - 2 * GAP - 3 * GAP) // 4
TH = 84
DREAM_H = (3 * TH + 2 * GAP - 3 * GAP) // 4
STRIP_H = 46
SCORE_H = 44  # the row of an island's sources of points, under its name bar
ISLAND_PAD = 8  # above and below an island
BACK_W, BACK_H = 96, 104  # a stack's tile back in the round panel

ROW_FILL: dict[str, Color] = {"U": (70, 96, 140), "M": (66, 112, 92), "L": (138, 108, 70)}
ROW_EMPTY: dict[str, Color] = {"U": (46, 54, 72), "M": (44, 60, 56), "L": (64, 56, 46)}
GENIE_FILL: Color = (74, 44, 122)
DREAM_FILL: Color = (28, 36, 84)
DREAM_EDGE: Color = (120, 130, 200)
GOLD: Color = (250, 204, 70)
# Colours that tell things apart on their own (checked under colour-blindness simulation by
# tests/test_theme.py). Not listed, because words or position also say it: the rows (each has its
# own line of the grid), the stack backs (named), the Genie side ("Genie" on a gold-edged tile).
MEANINGFUL_COLOUR_PAIRS = [
    ("Sheherazade target frame vs last-turn outline", ACCENT, theme.LAST_TURN),
]


# ------------------------------------------------------------------ tiles (cached images)
# Where an Island tile's pictograms go, by how many it shows: the icon's side (px) and the (x, y)
# of each icon's corner, in a row across the tile.
def _row(count: int, size: int, gap: int) -> tuple[int, list[tuple[int, int]]]:
    left = (TW - count * size - (count - 1) * gap) // 2
    return size, [(left + k * (size + gap), (TH - size) // 2) for k in range(count)]


ICON_LAYOUT: dict[int, tuple[int, list[tuple[int, int]]]] = {1: _row(1, 66, 0), 2: _row(2, 64, 10), 3: _row(3, 44, 4)}


def element_meaning(element: str) -> str:
    """The layout record's name for what an element's pictogram stands for (its legend entry's)."""
    return f"element {element}"


def _paste_icon(image: Image.Image, element: str, x: int, y: int, size: int) -> None:
    """``element``'s pictogram with its corner at (x, y), recorded as a mark that needs its legend entry."""
    picture = icons.icon(element, size)
    image.paste(picture, (x, y), picture)
    theme.symbol(image, (x, y, x + size, y + size), element, element_meaning(element))


@lru_cache(maxsize=512)
def island_tile(tile: str, flipped: bool, locale: str) -> Image.Image:
    """An Island tile face (or its Genie side) with its words in ``locale`` (the drawing's language)."""
    elements = ISLAND_TILES.get(tile, [])
    back = GENIE_FILL if flipped else ROW_FILL.get(tile[0], PANEL_LIGHT)
    image = Image.new("RGB", (TW, TH), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, TW - 1, TH - 1),
        radius=8,
        fill=back,
        outline=GOLD if flipped else theme.mix(back, (255, 255, 255), 0.35),
        width=2,
    )
    if flipped:  # the Genie side: the tile no longer scores, and its old elements are not shown
        genie, size, bold = _word_in_tile(words.t("sh-board-genie"))
        theme.paste_text(image, (TW / 2, TH / 2), genie, size=size, color=GOLD, bold=bold, anchor="mm")
        return image
    size, corners = ICON_LAYOUT[min(3, max(1, len(elements)))]
    for element, (x, y) in zip(elements, corners, strict=False):
        _paste_icon(image, element, x, y, size)
    return image


def _word_in_tile(word: str) -> tuple[str, int, bool]:
    """A word across an Island tile: medium bold, else small bold, else small (the narrowest)."""
    tries = ((MEDIUM, True), (SMALL, True), (SMALL, False))
    size, bold = next(((z, b) for z, b in tries if theme.text_width(word, z, b) <= TW - 8), (SMALL, False))
    return theme.fit_text(word, size, TW - 8, bold=bold), size, bold


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
    return lines + [current] if current else lines


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
OFFER_DREAM_W, OFFER_H = 176, 132
DREAM_LEAST_W = 108


def _tile_width(tile: str, dream_w: int = OFFER_DREAM_W) -> int:
    return dream_w if tile and tile[0] == "D" else TW


def _paste_tile(
    image: Image.Image, tile: str, x: int, y: int, flipped: bool = False, dream_w: int = OFFER_DREAM_W
) -> None:
    if tile[0] == "D":
        theme.paste(image, dream_tile(DREAM_TILES[tile], dream_w, OFFER_H, words.locale()), (x, y))
    else:
        theme.paste(image, island_tile(tile, flipped, words.locale()), (x, y))
        _note_elements(image, tile, flipped)


def _note_elements(image: Image.Image, tile: str, flipped: bool) -> None:
    """Remember on ``image`` the pictograms an Island tile put there (its key names them)."""
    if not flipped:
        image.info.setdefault("elements", set()).update(ISLAND_TILES.get(tile, []))


def _element_name(element: str) -> str:
    """What the key calls a pictogram: an element's name, or the Dream tiles' points ("Dreams")."""
    if element == "dream":
        return words.t("score-sheherazade-dreams")
    return words.t(f"sh-element-{key_slug(element)}")


KEY_ICON = 32  # a pictogram in the key: 17 px as shown at 480 px
KEY_LINE = 38
KEY_SPACE = 18  # between two entries of a line


# A legend entry drawn in the key's flow: its width, and how to draw it at (x, y), the top of its line.
KeyEntry = tuple[float, Callable[[Image.Image, ImageDraw.ImageDraw, float, float], None]]


def _element_key(elements: set[str], marks: Sequence[KeyEntry] = ()) -> Image.Image | None:
    """The key to the pictograms on an image: each one shown, with its name in the reader's
    language; after ``marks``, the entries of the frames it shows (the second image's legend)."""
    shown = [e for e in icons.KEYED if e in elements]
    if not shown and not marks:
        return None
    entries = list(marks) + [_pictogram_entry(e, _element_name(e)) for e in shown]
    right = WIDTH - MARGIN
    rows: list[list[tuple[KeyEntry, float]]] = [[]]
    x: float = MARGIN
    for entry in entries:
        if rows[-1] and x + entry[0] > right:
            rows.append([])
            x = MARGIN
        rows[-1].append((entry, x))
        x += entry[0] + KEY_SPACE
    image = Image.new("RGB", (WIDTH, 6 + KEY_LINE * len(rows) + 6), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for r, row in enumerate(rows):
        for (_, paint), x in row:
            paint(image, draw, x, 6 + r * KEY_LINE)
    return image


def _pictogram_entry(element: str, name: str) -> KeyEntry:
    width = KEY_ICON + 6 + theme.text_width(name, SMALL) + 4

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        box = (x, y, x + width, y + KEY_LINE)
        with theme.panel(draw, box, name, kind="legend", meaning=element_meaning(element)):
            _paste_icon(image, element, int(x), int(y + (KEY_LINE - KEY_ICON) / 2), KEY_ICON)
            theme.paste_text(image, (x + KEY_ICON + 6, y + KEY_LINE / 2), name, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, paint


def _target(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], width: int = 5) -> None:
    """A legal target of the seat's decision: an accent frame around ``box``."""
    x0, y0, x1, y1 = box
    theme.frame(draw, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), "you may choose")
    draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 4), radius=10, outline=ACCENT, width=width)


def _points(value: int) -> str:
    return words.t("sh-board-points", points=value)


def _fit_named(message: Msg, name: str, size: int, max_width: float, bold: bool = False) -> str:
    """``message`` naming ``name`` as its ``$player`` in at most ``max_width`` px: the name is
    shortened first, the words around it only if they alone are too long."""
    args = dict(message.args)
    words_alone = theme.text_width(words.t(message.id, **args, player=""), size, bold)
    shown = theme.fit_text(name, size, max(max_width - words_alone, size), bold)
    return theme.fit_text(words.t(message.id, **args, player=shown), size, max_width, bold)


_MARK = "\ue000"  # stands for the name while the words around it are measured


def _whole(lines: Sequence[str], content: str) -> bool:
    """Whether ``lines`` hold all of ``content`` (nothing of it shortened with "…")."""

    def bare(text: str) -> str:
        return "".join(theme.visible(text).split())

    return bare("".join(lines)) == bare(content)


def _named_lines(say: Callable[[str], str], name: str, size: int, width: float, bold: bool = False) -> list[str]:
    """The words ``say`` makes around ``name`` on as few lines of at most ``width`` px as hold them
    whole (at most ``NAMED_LINES``): they break at their spaces, and a name too long for a line
    between its words (or its Japanese and Chinese characters), each of its lines a run of its own
    direction. Only a name too long for every line is shortened."""
    whole = say(name)
    if theme.text_width(whole, size, bold) <= width:
        return [whole]
    before, _, after = say(_MARK).partition(_MARK)

    def ending(part: str) -> str:
        return part + after

    lead = theme.text_width(before, size, bold)
    head = theme.wrap_text(before.strip(), size, width, bold) if before.strip() else []
    tail = theme.wrap_text(after.strip(), size, width, bold) if after.strip() else []
    wrapped = theme.wrap_text(whole, size, width, bold)
    found: list[list[str]] = [wrapped] if _whole(wrapped, whole) else []  # the name whole on a line
    for count in range(1, NAMED_LINES + 1):
        # the name goes on from the words before it, and the words after it end its last line
        lines = theme.name_lines(name, size, [width - lead] + [width] * (count - 1), bold, say=ending)
        if lines:
            found.append([before + lines[0], *lines[1:]])
        if head and count > len(head):  # the words before it on a line of their own
            lines = theme.name_lines(name, size, [width] * (count - len(head)), bold, say=ending)
            if lines:
                found.append(head + lines)
        if count > len(head) + len(tail):  # and the words after it too
            lines = theme.name_lines(name, size, [width] * (count - len(head) - len(tail)), bold)
            if lines:
                found.append(head + lines + tail)
    if found:
        return min(found, key=len)
    lines = theme.name_lines(name, size, [width - lead] + [width] * (NAMED_LINES - 1), bold, say=ending, shorten=True)
    return [before + lines[0], *lines[1:]] if lines else [theme.fit_text(whole, size, width, bold)]


NAMED_LINES = 3  # the most lines a line across the image takes to name a player whole


# ------------------------------------------------------------------ the round panel
# Every player's points are the turn post's text (cogs.layout), so the panel does not repeat them.
ROUND_H = 100 + 30 + BACK_H + 14 + 30  # and the offer row's heights (_offer_heights), and the legend's
LEGEND_H = 44  # the legend's row at the foot of the round panel (where it has something to show)
FINAL_LINE = 34
# At the end the tiles on offer are gone: the final ranking takes their place, one player a line
# across the panel's whole width, so that the longest names show in full.
ROUND_H_OVER = 100 + 30 + BACK_H + 14 + 30 + 6


LOOKOUT_LINE = 30  # from one line of the Lookout's name to the next
STATUS_LINE = 36  # from one line of the status (MEDIUM bold) to the next


def _round_head(view: dict[str, Any], names: list[str]) -> tuple[str, float, list[str], list[str], int]:
    """The round panel's first lines: the round's words, where the Lookout's seat badge goes, the
    Lookout's name (on further lines under itself where one cannot hold it), and what is being
    decided (wrapped: see :func:`_status_lines`) with its text size."""
    round_words = words.t("sh-board-round", round=view["round"], rounds=view["rounds"])
    lx = MARGIN + theme.text_width(round_words, LARGE, True) + 30
    lx += theme.text_width(words.t("sh-board-lookout"), SMALL) + 22
    room = WIDTH - MARGIN - lx - 20
    lookout = theme.name_lines(names[view["lookout"]], SMALL, [room] * NAMED_LINES, bold=True, shorten=True) or []
    status, size = _status_lines(view, names, MEDIUM, WIDTH - 2 * MARGIN)
    return round_words, lx, lookout, status, size


def _head_extra(lookout: Sequence[str], status: Sequence[str]) -> int:
    """How much taller the round panel's first lines are than one line each."""
    return LOOKOUT_LINE * max(0, len(lookout) - 1) + STATUS_LINE * max(0, len(status) - 1)


def _shown(view: dict[str, Any]) -> list[tuple[str, str]]:
    """The tiles in the offer row: (tile or '' for a back, marker: '', 'face down', 'back', 'placing')."""
    private = view.get("private") or {}
    shown: list[tuple[str, str]] = []
    if private.get("drawn"):
        shown = [(t, "") for t in private["drawn"]]
    else:
        shown = [(t, "") for t in view["offer"]]
        if view["face_down"]:
            secret = private.get("secret")
            shown += [(secret, "face down") if secret else ("", "back")] * (1 if secret else view["face_down"])
    if view.get("holding"):
        shown.append((view["holding"], "placing"))
    return shown


def _offer_heights(view: dict[str, Any]) -> tuple[int, int]:
    """The offer row's height (a Dream tile's where one shows there or in the discard, else an
    Island tile's) and the room under it (two lines for a note under a tile, else a little)."""
    shown = _shown(view)
    if not shown and not view["discard"]:  # "No tiles on offer" stands in the heading's place
        return 0, 8
    tiles = [tile for tile, marker in shown if marker != "back"] + list(view["discard"][-2:])
    high = OFFER_H if any(tile and tile[0] == "D" for tile in tiles) else TH
    return high, (62 if any(marker in ("face down", "placing") for _, marker in shown) else 16)


def _round_height(view: dict[str, Any], names: list[str], extra: int, legend: bool) -> int:
    if not view["over"]:
        return ROUND_H + extra + sum(_offer_heights(view)) + (LEGEND_H if legend else 0)
    lines = sum(len(shown) for _, shown in _final_rows(view["result"], names)[1])
    return ROUND_H_OVER + extra + FINAL_LINE * lines + (48 if legend else 0)


def _round_panel(view: dict[str, Any], names: list[str], group: Sequence[int] = ()) -> Image.Image:
    """Round and Lookout, what is being decided, the stacks, the tiles on offer, who picked, the discard."""
    round_words, lx, lookout_lines, status, status_size = _round_head(view, names)
    extra = _head_extra(lookout_lines, status)
    marks = _marks(view, group, with_round=True)
    legend = _legend_shows(view, *marks)
    image = Image.new("RGB", (WIDTH, _round_height(view, names, extra, legend)), PANEL)
    draw = ImageDraw.Draw(image)
    legal = view.get("legal") or {}
    last = view.get("last_turn") or {}
    x = MARGIN
    theme.paste_text(image, (x, 12), round_words, size=LARGE, bold=True)
    lookout_words = words.t("sh-board-lookout")
    theme.paste_text(
        image,
        (x + theme.text_width(round_words, LARGE, True) + 30, 28),
        lookout_words,
        size=SMALL,
        color=TEXT_DIM,
        anchor="lm",
    )
    seat_badge(draw, lx, 28, view["lookout"], radius=13)
    for n, line in enumerate(lookout_lines):
        theme.paste_text(image, (lx + 20, 28 + LOOKOUT_LINE * n), line, size=SMALL, bold=True, anchor="lm")
    sy = 58 + LOOKOUT_LINE * max(0, len(lookout_lines) - 1)
    for n, line in enumerate(status):
        theme.paste_text(
            image,
            (x, sy + STATUS_LINE * n),
            line,
            size=status_size,
            bold=True,
            color=ACCENT if not view["over"] else TEXT,
        )
    # stacks with the tiles left in each
    top = 100 + extra  # under the first lines
    y = top
    back_w = _back_width()
    stacks_w = len(view["stacks"]) * (back_w + 14) - 14
    theme.paste_text(
        image, (x, y), theme.fit_text(words.t("sh-board-stacks"), SMALL, stacks_w), size=SMALL, color=TEXT_DIM
    )
    stack_targets = set(legal.get("targets", [])) if legal.get("kind") == "stack" else set()
    sx = x
    for letter, count in view["stacks"].items():
        theme.paste(image, tile_back(letter, back_w, BACK_H, words.locale()), (sx, y + 30))
        theme.paste_text(
            image,
            (sx + back_w / 2, y + 30 + BACK_H / 2 + 14),
            str(count) if count else theme.fit_text(words.t("sh-board-stack-empty"), SMALL, back_w - 10, bold=True),
            size=LARGE if count else SMALL,
            color=TEXT if count else TEXT_DIM,
            bold=True,
            anchor="mm",
        )
        if letter in stack_targets:
            _target(draw, (sx, y + 30, sx + back_w, y + 30 + BACK_H))
        if last.get("stack") == letter:
            theme.outline_last_turn(draw, (sx, y + 30, sx + back_w, y + 30 + BACK_H))
        sx += back_w + 14
    # who picked this round (the final ranking goes below, across the whole panel)
    px = sx + 20
    if not view["over"]:
        draw.line((px - 12, y, px - 12, y + 30 + BACK_H), fill=GRID, width=2)
        heading = theme.wrap_text(words.t("sh-board-picked"), SMALL, WIDTH - MARGIN - px)[:2]
        for n, line in enumerate(heading):  # one line, two where the words are long
            theme.paste_text(image, (px, y + 27 * n), line, size=SMALL, color=TEXT_DIM)
        py = y + 34 + 27 * (len(heading) - 1)
        for seat in view["picked"][:4]:
            seat_badge(draw, px + 12, py + 13, seat, radius=12)
            theme.paste_text(
                image, (px + 32, py + 13), theme.fit_text(names[seat], SMALL, WIDTH - px - 50), size=SMALL, anchor="lm"
            )
            py += 28
        if not view["picked"]:
            nobody = theme.fit_text(words.t("sh-board-picked-nobody"), SMALL, WIDTH - MARGIN - px)
            theme.paste_text(image, (px, py), nobody, size=SMALL, color=TEXT_DIM)
    # the tiles on offer (or the Lookout's private draw), then the discard
    y = top + 30 + BACK_H + 14
    if view["over"]:
        y = _final_points(image, draw, view["result"], names, y)
        if legend:
            _legend(image, draw, view, names, y + 4, *marks)
        return image
    shown = _shown(view)
    # At a round's start nothing is on offer or discarded yet: one line says so, with no empty row under it.
    heading = words.t("sh-board-offer") if shown or view["discard"] else words.t("sh-board-offer-empty")
    theme.paste_text(image, (x, y), heading, size=SMALL, color=TEXT_DIM)
    tiles_y = y + 30
    take_targets = set(legal.get("targets", [])) if legal.get("kind") == "take" else set()
    hide_phase = legal.get("kind") == "hide"
    # Dream tiles on offer as wide as the row leaves them (up to OFFER_DREAM_W), never narrower than DREAM_LEAST_W
    backs = sum(1 for _, marker in shown if marker == "back")
    dreams = sum(1 for tile, marker in shown if marker != "back" and tile and tile[0] == "D")
    room = WIDTH - 2 * MARGIN - 14 * (len(shown) - 1) - backs * max(TW, _back_width())
    room -= (len(shown) - backs - dreams) * TW
    dream_w = max(DREAM_LEAST_W, min(OFFER_DREAM_W, room // dreams)) if dreams else OFFER_DREAM_W
    cx = x
    for index, (tile, marker) in enumerate(shown):
        tw = _tile_width(tile, dream_w) if marker != "back" else max(TW, _back_width())
        th = OFFER_H if marker != "back" and tile and tile[0] == "D" else TH
        if marker == "back":
            theme.paste(image, tile_back(view.get("face_down_stack") or "U", tw, TH, words.locale()), (cx, tiles_y))
        else:
            _paste_tile(image, tile, cx, tiles_y, dream_w=dream_w)
        if marker in ("face down", "placing"):
            note = words.t("sh-board-hidden-by-you") if marker == "face down" else words.t("sh-board-to-place")
            for n, line in enumerate(theme.wrap_text(note, SMALL, tw + 24)[:2]):  # under the tile, two lines at most
                theme.paste_text(
                    image, (cx + tw / 2, tiles_y + th + 2 + 27 * n), line, size=SMALL, color=GOLD, anchor="mt"
                )
        target = tile in take_targets or (marker in ("face down", "back") and "hidden" in take_targets)
        if target or (hide_phase and str(index) in legal.get("targets", [])):
            _target(draw, (cx, tiles_y, cx + tw, tiles_y + th))
        cx += tw + 14
    if not shown and view["discard"]:
        theme.paste_text(image, (x, tiles_y + 40), words.t("sh-board-offer-empty"), size=SMALL, color=TEXT_DIM)
    if view["discard"]:
        widths = [_tile_width(t) for t in view["discard"][-2:]]
        dx = max(cx + 10, WIDTH - MARGIN - sum(widths) - 10 * (len(widths) - 1))
        if dx + min(widths) <= WIDTH - MARGIN:
            discarded = words.t("sh-board-discarded", count=len(view["discard"]))
            theme.paste_text(
                image, (dx, y), theme.fit_text(discarded, SMALL, WIDTH - MARGIN - dx), size=SMALL, color=TEXT_DIM
            )
            recent = set(last.get("discarded") or [])
            tx = dx
            for tile, tw in zip(view["discard"][-2:], widths, strict=True):
                th = OFFER_H if tile[0] == "D" else TH
                if tx + tw > WIDTH - MARGIN:
                    break
                _paste_tile(image, tile, tx, tiles_y)
                if tile in recent:
                    theme.outline_last_turn(draw, (tx, tiles_y, tx + tw, tiles_y + th))
                tx += tw + 10
    if legend:
        _legend(image, draw, view, names, tiles_y + sum(_offer_heights(view)), *marks)
    return image


def _final_points(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    result: dict[str, Any],
    names: list[str],
    y: float,
    heading: Msg | None = None,
    pitch: int = FINAL_LINE,
) -> float:
    """The final ranking (or the standings so far, under ``heading``), one player a line across the
    panel (place, seat badge, the whole name, the points at the right); returns the y under it."""
    theme.paste_text(
        image,
        (MARGIN, y),
        theme.fit_text(words.say(heading or msg("sh-board-final-points")), SMALL, WIDTH - 2 * MARGIN),
        size=SMALL,
        color=TEXT if view_over(result) else TEXT_DIM,
    )
    badge_x, rows = _final_rows(result, names)
    ly = y + 30
    for seat, shown in rows:
        colour = ACCENT if seat in result["winners"] else TEXT
        bold = seat in result["winners"]
        place = words.t("sh-board-place", place=result["places"][seat])
        theme.paste_text(image, (MARGIN, ly + pitch / 2), place, size=SMALL, color=colour, bold=True, anchor="lm")
        seat_badge(draw, badge_x, ly + pitch / 2, seat, radius=12)
        for number, line in enumerate(shown):
            theme.paste_text(
                image,
                (badge_x + 20, ly + pitch * (number + 0.5)),
                line,
                size=SMALL,
                color=colour,
                bold=bold,
                anchor="lm",
            )
        theme.paste_text(
            image,
            (WIDTH - MARGIN, ly + pitch / 2),
            str(result["scores"][seat]),
            size=SMALL,
            color=colour,
            bold=True,
            anchor="rm",
        )
        ly += pitch * len(shown)
    return ly + 6


def _final_rows(result: dict[str, Any], names: list[str]) -> tuple[float, list[tuple[int, list[str]]]]:
    """The final ranking's badge position and, for each seat in ranking order, its name as drawn:
    whole, on two lines when one cannot hold it (the longest names Discord allows)."""
    places = [words.t("sh-board-place", place=result["places"][seat]) for seat in result["ranking"]]
    badge_x = MARGIN + max(26, *(theme.text_width(place, SMALL, True) + 18 for place in places))
    points_w = max(theme.text_width(str(result["scores"][seat]), SMALL, True) for seat in result["ranking"])
    room = WIDTH - MARGIN - points_w - 24 - (badge_x + 20)
    rows = []
    for seat in result["ranking"]:
        bold = seat in result["winners"]
        name = names[seat]
        if theme.text_width(name, SMALL, bold) <= room:
            rows.append((seat, [name]))
        else:  # each line a run of its own direction, as the whole name was
            lines = theme.wrap_text(theme.visible(name), SMALL, room, bold)
            shown = [theme.isolate(line) for line in lines[:1]] + [
                theme.fit_text(theme.isolate(" ".join(lines[1:])), SMALL, room, bold)
            ]
            rows.append((seat, shown))
    return badge_x, rows


def _legend_shows(view: dict[str, Any], image_has_targets: bool = True, image_has_last_turn: bool = True) -> bool:
    """Whether :func:`_legend` has anything to show: a last turn that marked something, or targets."""
    return _shows_last_turn(view, image_has_last_turn) or bool(view.get("legal") and image_has_targets)


def _shows_last_turn(view: dict[str, Any], image_has_last_turn: bool) -> bool:
    last = view.get("last_turn") or {}
    return bool(
        image_has_last_turn
        and last
        and (last.get("placed") or last.get("stack") or last.get("flipped") or last.get("discarded"))
    )


def _legend(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    y: float,
    image_has_targets: bool = True,
    image_has_last_turn: bool = True,
) -> None:
    """What the frames mean: the last-turn outline (with whose turn) and the accent targets."""
    x: float = MARGIN
    last = view.get("last_turn") or {}
    if _shows_last_turn(view, image_has_last_turn):
        seat = last["seat"]
        who = names[seat] if seat < len(names) else ""
        label = _fit_named(msg("sh-board-legend-last-turn"), who, SMALL, WIDTH // 2 - 52)
        x += theme.last_turn_key(draw, x, y - 4, label, size=SMALL) + 24
    if view.get("legal") and image_has_targets:
        choose = theme.fit_text(words.t("sh-board-legend-targets"), SMALL, WIDTH - MARGIN - x - 36)
        with theme.panel(
            draw,
            (x, y - 4, x + 36 + theme.text_width(choose, SMALL), y + 36),  # room for accents and descenders
            "you may choose",
            kind="legend",
            meaning="you may choose",
        ):
            draw.rounded_rectangle((x, y + 2, x + 26, y + 28), radius=5, outline=ACCENT, width=4)
            theme.paste_text(image, (x + 34, y + 15), choose, size=SMALL, color=TEXT_DIM, anchor="lm")


def _marks(view: dict[str, Any], group: Sequence[int], with_round: bool) -> tuple[bool, bool]:
    """Whether an image of the islands of ``group`` (and the round panel, ``with_round``) shows a
    target frame and a last-turn outline: its legend explains only what it shows."""
    legal = view.get("legal") or {}
    kind = legal.get("kind")
    targets = (kind == "name" and any(s in legal.get("seats", []) for s in group)) or (
        kind == "place" and view.get("seat") in group and bool(legal.get("slots"))
    )
    if with_round and kind in ("stack", "take", "hide") and legal.get("targets"):
        targets = True
    if with_round and kind == "name" and legal.get("seats") and _has_standings(view):
        targets = True  # the standings frame the players the Lookout may name
    last = view.get("last_turn") or {}
    outlined = any(s in group for s, _ in last.get("placed", [])) or any(s in group for s, _ in last.get("flipped", []))
    if with_round and (last.get("stack") or last.get("discarded")):
        outlined = True
    return targets, outlined


def _mark_entries(view: dict[str, Any], names: list[str], targets: bool, outlined: bool) -> list[KeyEntry]:
    """The second image's legend (the round panel carries the first image's), as the first
    entries of its key: the last-turn outline (with whose turn) and the accent targets it shows."""
    entries: list[KeyEntry] = []
    if _shows_last_turn(view, outlined):
        seat = view["last_turn"]["seat"]
        who = names[seat] if seat < len(names) else ""
        label = _fit_named(msg("sh-board-legend-last-turn"), who, SMALL, BOARD_W - 52)

        def last_turn(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
            theme.last_turn_key(draw, x, y, label, size=SMALL)

        entries.append((26 + 26 + theme.text_width(label, SMALL), last_turn))
    if view.get("legal") and targets:
        choose = theme.fit_text(words.t("sh-board-legend-targets"), SMALL, WIDTH - 2 * MARGIN - 36)
        width = 36 + theme.text_width(choose, SMALL)

        def target(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
            box = (x, y, x + width, y + KEY_LINE)
            with theme.panel(draw, box, "you may choose", kind="legend", meaning="you may choose"):
                draw.rounded_rectangle((x, y + 6, x + 26, y + 32), radius=5, outline=ACCENT, width=4)
                theme.paste_text(image, (x + 34, y + KEY_LINE / 2), choose, size=SMALL, color=TEXT_DIM, anchor="lm")

        entries.append((width, target))
    return entries


def _status_lines(view: dict[str, Any], names: list[str], size: int, max_width: float) -> tuple[list[str], int]:
    """What is being decided now (or who won) on lines of at most ``max_width`` px, naming the player
    whole (:func:`_named_lines`), and the text size: ``size``, or SMALL where a tie names several
    winners and one of them is too long for a line at ``size``."""
    if view["over"]:
        winners = view["result"]["winners"]
        if len(winners) == 1:

            def won(who: str) -> str:
                return words.t("sh-board-status-over", winners=[who], count=1)

            return _named_lines(won, names[winners[0]], size, max_width, bold=True), size
        line = words.t("sh-board-status-over", winners=[names[s] for s in winners], count=len(winners))
        for shown in (size, SMALL):
            lines = theme.wrap_text(line, shown, max_width, bold=True)
            if _whole(lines, line):
                break
        return lines, shown
    phase = view["phase"]
    if phase == "stack":
        status = msg("sh-board-status-stack")
    elif phase == "hide":
        status = msg("sh-board-status-hide")
    elif phase == "take":
        status = msg("sh-board-status-take")
    elif phase == "place":
        status = msg("sh-board-status-place")
    elif phase == "name":
        status = msg("sh-board-status-name")
    else:
        return [], size

    def saying(who: str) -> str:
        return words.t(status.id, **dict(status.args), player=who)

    return _named_lines(saying, names[view["current"]], size, max_width, bold=True), size


# ------------------------------------------------------------------ a player's island
def _bar_lines(view: dict[str, Any], seat: int, names: list[str], tagged: bool = True) -> tuple[list[str], str]:
    """A seat's name bar: its name (with "(you)" in the seat's own images) on as many lines as it
    takes to show it whole, and the detail at the right of the last line (points, after the tags
    Lookout and picked where ``tagged``: not under the round panel, which names them)."""
    tags = []
    if tagged and seat == view["lookout"]:
        tags.append(words.t("sh-board-lookout-tag"))
    if tagged and seat in view["picked"]:
        tags.append(words.t("sh-board-picked-tag"))
    detail = words.t("tag-separator").join(tags + [_points(view["scores"][seat])])

    def you(part: str) -> str:
        return words.t("sh-board-you", player=part)

    say = you if view.get("seat") == seat else None
    return theme.name_bar_lines(names[seat], SMALL, BOARD_W, detail, seat in view["to_act"], say), detail


NAME_GAP = 28  # from a name to the chips beside it in its name bar


def _chips_inline(view: dict[str, Any], seat: int, names: list[str], tagged: bool) -> tuple[float, float] | None:
    """Where the chips of a seat's island may start in its name bar (x), the name whole before
    them and the detail after them, and how far right they may end; None when they do not fit
    there (they take a row of their own under the bar)."""
    lines, detail = _bar_lines(view, seat, names, tagged)
    if len(lines) != 1:
        return None
    to_act = seat in view["to_act"]
    start = MARGIN + 46 + (22 if to_act else 0) + theme.text_width(lines[0], SMALL, to_act) + NAME_GAP
    end = MARGIN + BOARD_W - 10 - (theme.text_width(detail, SMALL) + NAME_GAP if detail else 0)
    if start + _chips_width(_chips(view, seat)) > end:
        return None
    return start, end


def chip_columns(
    view: dict[str, Any], group: Sequence[int], names: list[str], tagged: bool = True
) -> dict[int, float | None]:
    """Where each island of an image starts its chips in its name bar (None: in a row under it):
    at one column for every island where that fits, so that the numbers line up."""
    spans = {seat: _chips_inline(view, seat, names, tagged) for seat in group}
    starts = [span[0] for span in spans.values() if span]
    common = max(starts, default=0.0)
    columns: dict[int, float | None] = {}
    for seat, span in spans.items():
        if span is None:
            columns[seat] = None
        elif common + _chips_width(_chips(view, seat)) <= span[1]:
            columns[seat] = common
        else:
            columns[seat] = span[0]
    return columns


def _board(
    view: dict[str, Any], seat: int, names: list[str], chips_x: float | None = None, tagged: bool = True
) -> Image.Image:
    """A seat's island: its name bar (with its tags where ``tagged``), its sources of points (in
    the bar at ``chips_x`` where given, see :func:`chip_columns`, else in a row under it), the
    Dream column and the grid."""
    lines, detail = _bar_lines(view, seat, names, tagged)
    strip_h = STRIP_H + theme.NAME_BAR_LINE * (len(lines) - 1)
    row_h = 0 if chips_x is not None else 4 + SCORE_H
    island_h = strip_h + row_h + 4 + 3 * TH + 2 * GAP
    image = Image.new("RGB", (WIDTH, ISLAND_PAD + island_h + ISLAND_PAD), BACKGROUND)
    draw = ImageDraw.Draw(image)
    x, y = MARGIN, ISLAND_PAD
    board = view["boards"][seat]
    legal = view.get("legal") or {}
    mine = view.get("seat") == seat
    to_act = seat in view["to_act"]
    if len(lines) == 1:
        name_strip(draw, x, y, BOARD_W, seat, lines[0], to_act, detail, height=STRIP_H)
    else:  # the longest names on a second line (or a third), never cut
        theme.name_bar(draw, x, y, BOARD_W, seat, lines, to_act, detail, SMALL, height=strip_h)
    if legal.get("kind") == "name" and seat in legal.get("seats", []):
        _target(draw, (x, y, x + BOARD_W, y + island_h), width=4)
    if chips_x is None:
        _score_row(image, view, seat, y + strip_h + 4)
    else:
        mid = y + STRIP_H / 2
        end = _paste_chips(image, _chips(view, seat), chips_x, mid) + CHIP_SPACE
        character = _character(view, seat)
        room = x + BOARD_W - 10 - (theme.text_width(detail, SMALL) + NAME_GAP if detail else 0)
        if end + theme.text_width(character, SMALL) <= room:
            theme.paste_text(image, (end, mid), character, size=SMALL, color=TEXT_DIM, anchor="lm")
    top = y + strip_h + row_h + 4
    image.info["grid_top"] = top
    last = view.get("last_turn") or {}
    placed = {tile for s, tile in last.get("placed", []) if s == seat}
    placed |= {tile for s, tile in last.get("flipped", []) if s == seat}
    # Dream column
    dream_points = {t: p for t, p in view["dream_points"][seat]}
    first_empty = next((i for i, tile in enumerate(board["dream"]) if tile is None), -1)
    for i, tile in enumerate(board["dream"]):
        dy = top + i * (DREAM_H + GAP)
        if tile is None:
            draw.rounded_rectangle(
                (x, dy, x + DREAM_W, dy + DREAM_H), radius=8, fill=(34, 38, 56), outline=(60, 66, 96)
            )
            if i != first_empty:  # the first empty slot says what the column is for; the rest stay quiet
                continue
            empty = theme.fit_text(words.t("sh-board-dream-slot"), SMALL, DREAM_W - 12)
            theme.paste_text(
                image, (x + DREAM_W / 2, dy + DREAM_H / 2), empty, size=SMALL, color=(110, 116, 150), anchor="mm"
            )
        else:
            _paste_dream(image, tile, x, dy, DREAM_W, DREAM_H, dream_points.get(tile))
            if tile in placed:
                theme.outline_last_turn(draw, (x, dy, x + DREAM_W, dy + DREAM_H))
    # island grid
    gx = x + DREAM_W + 2 * GAP
    flipped = set(board["flipped"])
    slots = {tuple(s) for s in legal.get("slots", [])} if legal.get("kind") == "place" and mine else set()
    for r, row in enumerate(board["grid"]):
        for c, tile in enumerate(row):
            tx, ty = gx + c * (TW + GAP), top + r * (TH + GAP)
            if tile is None:
                draw.rounded_rectangle((tx, ty, tx + TW - 1, ty + TH - 1), radius=8, fill=ROW_EMPTY["UML"[r]])
                if (r, c) in slots:
                    _target(draw, (tx, ty, tx + TW - 1, ty + TH - 1))
                    here, size, bold = _word_in_tile(words.t("sh-board-slot-target"))
                    theme.paste_text(
                        image, (tx + TW / 2, ty + TH / 2), here, size=size, color=ACCENT, bold=bold, anchor="mm"
                    )
            else:
                theme.paste(image, island_tile(tile, tile in flipped, words.locale()), (tx, ty))
                _note_elements(image, tile, tile in flipped)
                if tile in placed:
                    theme.outline_last_turn(draw, (tx, ty, tx + TW - 1, ty + TH - 1))
    return image


SCORE_ICON = 38  # a pictogram in an island's row of points: 20 px as shown at 480 px
CHIP_SPACE = 20  # between two sources of points in the row
Chip = tuple[tuple[str, ...], str, Color, str]  # pictograms, number, its colour, a note after it


def _chips(view: dict[str, Any], seat: int) -> list[Chip]:
    """An island's sources of points: Dreams, palms, Roc+Egg pairs, bandits (and what the most
    bandits cost), lamps of 2."""
    board = view["boards"][seat]
    bandits = view["bandits"][seat]
    most = view["most_bandits"]
    penalty = bandits if most > 0 and bandits == most else 0
    lamps = len(board["lamps"])
    return [
        (("dream",), str(sum(p for _, p in view["dream_points"][seat])), TEXT, ""),
        (("palm",), str(view["palms"][seat]), TEXT, ""),
        (("roc", "egg"), str(view["roc_egg"][seat]), TEXT, ""),
        (("bandit",), str(bandits), TEXT, f"{words.t('sh-board-most-bandits')} -{penalty}" if penalty else ""),
        (("lamp",), f"{lamps}/2", GOLD if lamps == 2 else TEXT, ""),
    ]


def _chip_widths(chips: Sequence[Chip]) -> list[float]:
    """Each chip's width: its pictograms, its number and its note."""
    widths = []
    for pictures, value, _, note in chips:
        width = len(pictures) * (SCORE_ICON + 3) + 3 + theme.text_width(value, SMALL, True)
        if note:
            width += 10 + theme.text_width(note, SMALL, True)
        widths.append(width)
    return widths


def _chips_width(chips: Sequence[Chip]) -> float:
    """The width of a row of chips, from its first pictogram to its last number or note."""
    return sum(_chip_widths(chips)) + CHIP_SPACE * (len(chips) - 1)


def _paste_chips(image: Image.Image, chips: Sequence[Chip], x: float, mid: float) -> float:
    """A row of chips from ``x``, centred on ``mid``; returns where the last one ends."""
    for pictures, value, color, note in chips:
        for element in pictures:
            _paste_icon(image, element, int(x), int(mid - SCORE_ICON / 2), SCORE_ICON)
            image.info.setdefault("elements", set()).add(element)
            x += SCORE_ICON + 3
        x += 3
        theme.paste_text(image, (x, mid), value, size=SMALL, color=color, bold=True, anchor="lm")
        x += theme.text_width(value, SMALL, True)
        if note:  # the most bandits: their count comes off
            theme.paste_text(image, (x + 10, mid), note, size=SMALL, color=BAD, bold=True, anchor="lm")
            x += 10 + theme.text_width(note, SMALL, True)
        x += CHIP_SPACE
    return x - CHIP_SPACE


def _character(view: dict[str, Any], seat: int) -> str:
    """The name of a seat's character board (shown where it fits: it does not score)."""
    return words.t(f"sh-character-{key_slug(view['characters'][seat])}")


def _score_row(image: Image.Image, view: dict[str, Any], seat: int, top: int) -> None:
    """An island's sources of points in one row under its name bar, each as its pictogram and a
    number; the character board's name at the right where it fits."""
    mid = top + SCORE_H / 2
    x = _paste_chips(image, _chips(view, seat), MARGIN + 8, mid) + CHIP_SPACE
    character = _character(view, seat)
    if x + theme.text_width(character, SMALL) <= WIDTH - MARGIN - 8:
        theme.paste_text(image, (WIDTH - MARGIN - 8, mid), character, size=SMALL, color=TEXT_DIM, anchor="rm")


# ------------------------------------------------------------------ images
def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    players = view["players"]
    cleaned = [" ".join(theme.clean(n).split()) for n in names]
    return [
        theme.isolate(cleaned[s] if s < len(cleaned) and cleaned[s] else words.t("sh-board-player", number=s + 1))
        for s in range(players)
    ]


def _groups(view: dict[str, Any]) -> list[list[int]]:
    """Which islands go in which image: both in one for 2 players; else one island with the round
    panel and the standings (the seat's own in its images, else the island of the seat to act, at
    the end the winner's), and the others in a second image in seat order."""
    players = view["players"]
    seat = view.get("seat")
    order = list(range(players))
    if seat is not None and 0 <= seat < players:
        order = [seat] + [s for s in order if s != seat]
    if players <= 2:
        return [order]
    if seat is not None and 0 <= seat < players:
        first = seat
    elif view["over"]:
        first = view["result"]["ranking"][0]
    else:
        first = view["current"]
    return [[first], [s for s in range(players) if s != first]]


def _has_standings(view: dict[str, Any]) -> bool:
    """Whether the first image ranks the players by their points so far (3 players or more, during the game)."""
    return len(_groups(view)) > 1 and not view["over"]


def view_over(result: dict[str, Any]) -> bool:
    """Whether a ranking is the game's result (not the standings so far)."""
    return not result.get("so_far", False)


def standing(view: dict[str, Any]) -> dict[str, Any]:
    """The standings so far in the shape of a result: ranking (most points first, then seat order),
    places (shared on equal points) and the leaders (none while nobody has a point)."""
    scores = list(view["scores"])
    ranking = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    places = [1 + sum(1 for other in scores if other > scores[s]) for s in range(len(scores))]
    top = max(scores, default=0)
    leaders = [s for s in ranking if scores[s] == top] if top > 0 else []
    return {"scores": scores, "ranking": ranking, "places": places, "winners": leaders, "so_far": True}


STANDING_LINE = 38  # from one player's line of the standings to the next (room for a frame)


def _standings(view: dict[str, Any], names: list[str]) -> Image.Image:
    """Every player's points so far, most first, one player a line (the whole name)."""
    result = standing(view)
    lines = sum(len(shown) for _, shown in _final_rows(result, names)[1])
    image = Image.new("RGB", (WIDTH, 12 + 30 + STANDING_LINE * lines + 10), PANEL)
    draw = ImageDraw.Draw(image)
    draw.line((MARGIN, 0, WIDTH - MARGIN, 0), fill=GRID, width=2)
    _final_points(image, draw, result, names, 12, msg("sh-board-standings"), STANDING_LINE)
    legal = view.get("legal") or {}
    if legal.get("kind") == "name":  # the Lookout names who picks next: the players it may name
        ly = 12 + 30
        for seat, shown in _final_rows(result, names)[1]:
            high = STANDING_LINE * len(shown)
            if seat in legal.get("seats", []):
                _target(draw, (MARGIN - 4, ly + 6, WIDTH - MARGIN + 4, ly + high - 6), width=3)
            ly += high
    return image


HEADER_LINE = 34  # from one line of the header's SMALL text to the next


def _title_bar(view: dict[str, Any], named: list[str]) -> Image.Image:
    """The title bar: the game, and the move with whose view it is beside it; where that does not fit
    beside the title, it goes under it, on as many lines as it takes to name the player whole."""
    seat = view.get("seat")
    title = words.t("sh-title")
    room = WIDTH - (theme.text_width(title, LARGE) + 40) - 16  # what chat_layout.header leaves the subtitle

    def seen_by(who: str) -> str:
        return words.t("sh-board-header-seat", move=view["move"], player=who)

    public = words.t("sh-board-header-public", move=view["move"])
    subtitle = seen_by(named[seat]) if seat is not None else public
    if theme.text_width(subtitle, SMALL) <= room:
        bar = Image.new("RGB", (WIDTH, HEADER_H), BACKGROUND)
        header(ImageDraw.Draw(bar), WIDTH, title, subtitle)
        return bar
    width = WIDTH - 2 * MARGIN
    if seat is not None:
        lines = _named_lines(seen_by, named[seat], SMALL, width)
    else:
        lines = theme.wrap_text(subtitle, SMALL, width)
    height = HEADER_H + HEADER_LINE * len(lines) + 4
    bar = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(bar)
    draw.rectangle((0, 0, WIDTH, height), fill=PANEL)
    theme.text(draw, (MARGIN, HEADER_H / 2), title, size=LARGE, bold=True, anchor="lm")
    for n, line in enumerate(lines):
        middle = HEADER_H - 6 + HEADER_LINE * n + HEADER_LINE / 2
        theme.text(draw, (MARGIN, middle), line, size=SMALL, color=TEXT_DIM, anchor="lm")
    return bar


def _images_rgb(view: dict[str, Any], names: Sequence[str], limit: int | None = None) -> list[Image.Image]:
    """The images of :func:`draw_all` before quantizing; only the first ``limit`` when given."""
    named = _names(view, names)
    title_bar = _title_bar(view, named)
    images = []
    groups = _groups(view)
    for index, group in enumerate(groups[:limit]):
        parts = [title_bar, _round_panel(view, named, group)] if index == 0 else [title_bar]
        if index == 0 and _has_standings(view):
            parts.append(_standings(view, named))
        tagged = index > 0  # the round panel names the Lookout and who picked
        columns = chip_columns(view, group, named, tagged)
        parts += [_board(view, s, named, columns[s], tagged) for s in group]
        marks = _mark_entries(view, named, *_marks(view, group, with_round=False)) if index > 0 else []
        key = _element_key(set().union(*(part.info.get("elements", set()) for part in parts)), marks)
        if key is not None:
            parts.append(key)
        images.append(stack(parts))
    return images


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """Every image of the board (see the module docstring), on the game's fixed palette."""
    return [_quantize(image) for image in _images_rgb(view, names)]


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The first image: the round panel and the first island(s)."""
    return _quantize(_images_rgb(view, names, limit=1)[0])


def _quantize(image: Image.Image) -> Image.Image:
    return theme.quantized(image, _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """One fixed palette for every image, learnt once from sample boards and every tile face.

    Mapping onto a known palette is several times faster than finding a palette per image
    (the bulk of the PNG time), and the same colours always come out the same."""
    from rules.sheherazade.engine import GAME

    samples = []
    for players, stop, seat in ((5, 10_000, None), (5, 60, 0), (2, 5, 0)):
        state = GAME.setup(players, 1)
        while not GAME.is_over(state) and state["move"] < stop:
            acting = state["current"]
            actions = GAME.legal_actions(state, acting)
            state = GAME.apply(state, acting, actions[state["move"] % len(actions)].id).state
        view = GAME.view(state, state["current"] if seat is not None and not GAME.is_over(state) else None)
        samples += _images_rgb(view, [words.t("sh-board-player", number=i + 1) for i in range(players)])
    locale = words.locale()
    faces = [island_tile(t, f, locale) for t in sorted(ISLAND_TILES) for f in (False, True)]
    faces += [dream_tile(k, w, h, locale) for k in DREAM_KINDS for w, h in ((TW, TH), (DREAM_W, DREAM_H))]
    faces += [tile_back(s, TW, TH, locale) for s in STACK_NAMES]
    per_row = 8
    strip = Image.new("RGB", (DREAM_W * per_row, TH * ((len(faces) + per_row - 1) // per_row)), BACKGROUND)
    for i, face in enumerate(faces):
        strip.paste(face, ((i % per_row) * DREAM_W, (i // per_row) * TH))
    return theme.learn_palette(samples + [strip])
