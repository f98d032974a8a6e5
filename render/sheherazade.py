"""Sheherazade's image for the chat column: one picture, 720 px wide, no text under 25 px (12.5 px
where a turn post shows it 360 px wide).

From the top: the round and what is being decided (the player to act is marked in their row); the
stacks with the tiles left in each; the tiles on offer, each showing what it is worth (an Island
tile's pictograms, a Dream tile's name and rule), and the newest discard; then one row per player:
seat badge, name, the Lookout and "picked" tags, how many Dream slots are filled and how many of
each element the island shows, each count the last turn raised outlined. A key names the
pictograms and frames shown. Points are not drawn: the turn post's text has the standings. A
seat's own image (My hand) has a title bar naming whose view it is and adds its island in full
under the offer (its sources of points, the Dream column and the 3 x 4 grid), with the slots it
may fill framed.

``draw_all(view, names)`` gives that one image in a list; ``draw(view, names)`` the image.

Draws only from a view (``rules.sheherazade`` ``GAME.view``). Tiles are drawn once and cached as
small images. In a seat's own image the legal targets of its decision are framed in the accent
colour; everything the last turn changed (the stack drawn from, the counts it raised, tiles placed
and flipped Genie side up on the seat's own island, the tile discarded) is outlined white.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import sheherazade_icons as icons
from render import theme, words
from render.chat_layout import HEADER_H, LARGE, MEDIUM, SMALL, header, stack
from render.theme import ACCENT, BACKGROUND, BAD, GOOD, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, Color
from rules.sheherazade.data import DREAM_KINDS, DREAM_TILES, ISLAND_TILES, STACK_NAMES, key_slug
from rules.text import msg

# 720 px wide: shown 360 px wide in a turn post, 25 px text reads at 12.5 px and a 32 px mark at 16 px.
WIDTH = 720
MARGIN = 16
BOARD_W = WIDTH - 2 * MARGIN
GAP = 6
DREAM_W = 200
# An Island tile is wider than tall: the grid takes the whole width beside the Dream column (the
# owner's island, in its own image), three pictograms side by side at 36 px.
TW = (BOARD_W - DREAM_W - 2 * GAP - 3 * GAP) // 4
TH = 78
DREAM_H = (3 * TH + 2 * GAP - 3 * GAP) // 4
SCORE_H = 44  # the row of an island's sources of points, above its grid
ISLAND_PAD = 8  # above and below an island
BACK_W = 96  # a face-down tile's back on offer, at least
LEAST_MARK = 32  # the smallest pictogram or badge: 16 px as shown

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
def icon_layout(count: int, width: int, height: int) -> tuple[int, list[tuple[int, int]]]:
    """Where an Island tile ``width`` x ``height`` px puts its ``count`` pictograms: the icon's
    side (px, as large as the tile allows up to 56) and the (x, y) of each icon's corner, in a row."""
    gap = 4 if count > 2 else 8
    size = int(min(56, height - 10, (width - 10 - (count - 1) * gap) / count))
    left = (width - count * size - (count - 1) * gap) // 2
    return size, [(left + k * (size + gap), (height - size) // 2) for k in range(count)]


def element_meaning(element: str) -> str:
    """The layout record's name for what an element's pictogram stands for (its legend entry's)."""
    return f"element {element}"


def _paste_icon(image: Image.Image, element: str, x: int, y: int, size: int) -> None:
    """``element``'s pictogram with its corner at (x, y), recorded as a mark that needs its legend entry."""
    picture = icons.icon(element, size)
    image.paste(picture, (x, y), picture)
    theme.symbol(image, (x, y, x + size, y + size), element, element_meaning(element))


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


def _element_name(element: str) -> str:
    """What the key calls a pictogram: an element's name, or the Dream tiles' points ("Dreams")."""
    if element == "dream":
        return words.t("score-sheherazade-dreams")
    return words.t(f"sh-element-{key_slug(element)}")


KEY_ICON = LEAST_MARK  # a pictogram in the key
KEY_LINE = 40
KEY_SPACE = 10  # between two entries of a line


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


# ------------------------------------------------------------------ shared bits
def _cropped(image: Image.Image, height: float) -> Image.Image:
    """The top ``height`` rows of ``image`` (drawn on a tall canvas), with its layout record and
    the pictograms it noted."""
    out = image.crop((0, 0, image.width, max(1, int(height))))
    theme.carry(image, out)
    out.info.update({k: v for k, v in image.info.items() if k in ("elements", "last_turn", "targets")})
    return out


def _note(image: Image.Image, mark: str) -> None:
    """Remember on ``image`` that it shows a mark the key explains ("last_turn" or "targets")."""
    image.info[mark] = True


STATUS_LINE = 36  # from one line of the status (MEDIUM bold) to the next
ROUND_LINE = 52  # the round's line: its words (LARGE) and the stacks beside them
STACK_H = 44  # a stack: its back, its name and the tiles left in it
STACK_GAP = 12


def _stack_words(letter: str, count: int) -> tuple[str, str, int]:
    """A stack's name, how many tiles are left in it and that number's size."""
    return words.t("sh-board-stack-name", stack=letter), str(count), MEDIUM


def _stack_width(letter: str, count: int) -> float:
    name, left, size = _stack_words(letter, count)
    return 26 + theme.text_width(name, SMALL) + 8 + theme.text_width(left, size, True) + 10


def _paste_stack(image: Image.Image, letter: str, count: int, x: float, y: float) -> float:
    """A stack as a tile back (Genie purple, Dream night blue) with a band in the tint of the
    island row it feeds, its name and how many tiles are left; returns its width."""
    draw = ImageDraw.Draw(image)
    width = _stack_width(letter, count)
    draw.rounded_rectangle(
        (x, y, x + width, y + STACK_H),
        radius=8,
        fill=DREAM_FILL if letter == "D" else GENIE_FILL,
        outline=GOLD,
        width=2,
    )
    draw.rounded_rectangle((x + 7, y + 8, x + 17, y + STACK_H - 8), radius=3, fill=ROW_FILL.get(letter, DREAM_EDGE))
    name, left, size = _stack_words(letter, count)
    theme.paste_text(image, (x + 26, y + STACK_H / 2), name, size=SMALL, color=GOLD, anchor="lm")
    theme.paste_text(
        image,
        (x + width - 10, y + STACK_H / 2),
        left,
        size=size,
        color=TEXT if count else TEXT_DIM,
        bold=True,
        anchor="rm",
    )
    return width


Line = tuple[str, Color]


def _round_lines(view: dict[str, Any], names: list[str]) -> tuple[list[Line], list[Line], str]:
    """The panel's first line (the round and, where it fits beside it, what is being decided), the
    lines under it (at the end who won) and what is being decided where it goes instead: at the
    right of the offer's heading where it fits there, else under the round, wrapped."""
    round_words = words.t("sh-board-round", round=view["round"], rounds=view["rounds"])
    if view["over"]:
        status, _ = _status_lines(view, names, MEDIUM, BOARD_W)
        return [(round_words, TEXT)], [(line, TEXT) for line in status], ""
    phase = words.t(f"sh-board-phase-{view['phase']}") if view["phase"] in PHASES else ""
    beside = theme.text_width(round_words, MEDIUM, True) + ROUND_SPACE + theme.text_width(phase, MEDIUM, True)
    if not phase or beside <= BOARD_W:
        return [(round_words, TEXT)] + ([(phase, ACCENT)] if phase else []), [], ""
    heading = theme.text_width(words.t("sh-board-offer"), SMALL) + ROUND_SPACE + theme.text_width(phase, SMALL, True)
    if _shown(view) and not view["discard"] and heading <= BOARD_W:
        return [(round_words, TEXT)], [], phase
    return [(round_words, TEXT)], [(line, ACCENT) for line in theme.wrap_text(phase, MEDIUM, BOARD_W, True)], ""


PHASES = ("stack", "hide", "take", "place", "name")
ROUND_SPACE = 24  # between the round and what is being decided


def _round_panel(view: dict[str, Any], names: list[str]) -> Image.Image:
    """The round and what is being decided, the stacks, the tiles on offer and the discard."""
    image = Image.new("RGB", (WIDTH, 900), PANEL)
    draw = ImageDraw.Draw(image)
    legal = view.get("legal") or {}
    last = view.get("last_turn") or {}
    x, right = MARGIN, WIDTH - MARGIN
    first, under, offer_phase = _round_lines(view, names)
    y: float = 8
    lx: float = x
    for content, colour in first:
        theme.paste_text(image, (lx, y), content, size=MEDIUM, bold=True, color=colour)
        lx += theme.text_width(content, MEDIUM, True) + ROUND_SPACE
    for content, colour in under:
        y += STATUS_LINE
        theme.paste_text(image, (x, y), content, size=MEDIUM, bold=True, color=colour)
    y += STATUS_LINE + 4
    # the stacks, with the tiles left in each
    sx: float = x
    stack_targets = set(legal.get("targets", [])) if legal.get("kind") == "stack" else set()
    for letter, count in view["stacks"].items():
        if sx > x and sx + _stack_width(letter, count) > right:
            sx, y = x, y + STACK_H + 8
        width = _paste_stack(image, letter, count, sx, y)
        box = (sx, y, sx + width, y + STACK_H)
        if letter in stack_targets:
            _target(draw, box)
            _note(image, "targets")
        if last.get("stack") == letter:
            theme.outline_last_turn(draw, box)
            _note(image, "last_turn")
        sx += width + STACK_GAP
    y += STACK_H + 10
    if not view["over"]:
        y = _offer_row(image, view, y, offer_phase)
    return _cropped(image, y)


def _offer_row(image: Image.Image, view: dict[str, Any], y: float, phase: str = "") -> float:
    """The tiles on offer (or the Lookout's private draw, or the tile being placed) from ``y``,
    under their heading (with ``phase``, what is being decided, at its right), and the newest
    discarded tile at the right where it fits; returns the y under them."""
    draw = ImageDraw.Draw(image)
    legal = view.get("legal") or {}
    last = view.get("last_turn") or {}
    x, right = MARGIN, WIDTH - MARGIN
    shown = _shown(view)
    if not shown:  # "No tiles on offer" (with the discard's count) and no empty row under it
        line = words.t("sh-board-offer-empty")
        theme.paste_text(image, (x, y), line, size=SMALL, color=TEXT_DIM)
        if view["discard"]:
            discarded = words.t("sh-board-discarded", count=len(view["discard"]))
            dx = x + theme.text_width(line, SMALL) + 30
            theme.paste_text(image, (dx, y), theme.fit_text(discarded, SMALL, right - dx), size=SMALL, color=TEXT_DIM)
        return y + 40
    theme.paste_text(image, (x, y), words.t("sh-board-offer"), size=SMALL, color=TEXT_DIM)
    if phase:
        theme.paste_text(image, (right, y), phase, size=SMALL, bold=True, color=ACCENT, anchor="ra")
    tiles_y = y + 30
    take_targets = set(legal.get("targets", [])) if legal.get("kind") == "take" else set()
    hide_targets = set(legal.get("targets", [])) if legal.get("kind") == "hide" else set()
    back_w = max(TW, _back_width())
    backs = sum(1 for _, marker in shown if marker == "back")
    dreams = sum(1 for tile, marker in shown if marker != "back" and tile and tile[0] == "D")
    room = BOARD_W - OFFER_GAP * (len(shown) - 1) - backs * back_w - (len(shown) - backs - dreams) * TW
    dream_w = max(DREAM_LEAST_W, min(OFFER_DREAM_W, room // dreams)) if dreams else OFFER_DREAM_W
    high = 0
    noted = False
    cx: float = x
    for index, (tile, marker) in enumerate(shown):
        tw = _tile_width(tile, dream_w) if marker != "back" else back_w
        th = OFFER_H if marker != "back" and tile and tile[0] == "D" else OFFER_TH
        if marker == "back":
            theme.paste(
                image, tile_back(view.get("face_down_stack") or "U", tw, OFFER_TH, words.locale()), (cx, tiles_y)
            )
        else:
            _paste_tile(image, tile, int(cx), int(tiles_y), dream_w=dream_w, height=OFFER_TH)
        if marker in ("face down", "placing"):
            note = words.t("sh-board-hidden-by-you") if marker == "face down" else words.t("sh-board-to-place")
            note_w = tw + 60  # two lines at most, under the tile and a little beside it, inside the image
            middle = min(max(cx + tw / 2, x + note_w / 2), right - note_w / 2)
            for n, line in enumerate(theme.wrap_text(note, SMALL, note_w)[:2]):
                theme.paste_text(image, (middle, tiles_y + th + 4 + 27 * n), line, size=SMALL, color=GOLD, anchor="mt")
            noted = True
        if (
            tile in take_targets
            or (marker in ("face down", "back") and "hidden" in take_targets)
            or str(index) in hide_targets
        ):
            _target(draw, (cx, tiles_y, cx + tw, tiles_y + th))
            _note(image, "targets")
        high = max(high, th)
        cx += tw + OFFER_GAP
    if view["discard"]:  # the newest discarded tile, at the right where the row leaves room
        tile = view["discard"][-1]
        tw, th = _tile_width(tile), OFFER_H if tile[0] == "D" else OFFER_TH
        discarded = words.t("sh-board-discarded", count=len(view["discard"]))
        dx = right - max(tw, theme.text_width(discarded, SMALL))
        if dx >= cx + 12:
            theme.paste_text(image, (right, y), discarded, size=SMALL, color=TEXT_DIM, anchor="ra")
            _paste_tile(image, tile, int(right - tw), int(tiles_y), height=OFFER_TH)
            if tile in (last.get("discarded") or []):
                theme.outline_last_turn(draw, (right - tw, tiles_y, right, tiles_y + th))
                _note(image, "last_turn")
            high = max(high, th)
    return tiles_y + high + (62 if noted else 10)


OFFER_GAP = 10  # between two tiles on offer
OFFER_TH = 60  # an Island tile on offer (or a tile's back): three pictograms of 36 px


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


# ------------------------------------------------------------------ the players' rows
ROW_LINE = 38  # one line of a player's row: the name, or pictograms with their counts
BADGE = 34  # a seat badge's side
ITEM_SPACE = 10  # between two things in a row
Item = tuple[float, Callable[[Image.Image, ImageDraw.ImageDraw, float, float], None]]


def element_counts(view: dict[str, Any], seat: int) -> list[tuple[str, int]]:
    """How many of each element a seat's island shows (tiles Genie side up show none), in the
    pictograms' order."""
    board = view["boards"][seat]
    flipped = set(board["flipped"])
    seen = [
        e for row in board["grid"] for tile in row if tile and tile not in flipped for e in ISLAND_TILES.get(tile, [])
    ]
    return [(element, seen.count(element)) for element in icons.ELEMENTS if element in seen]


def _count_item(element: str, value: str, changed: bool = False) -> Item:
    """A pictogram and the number beside it, outlined where the last turn changed it."""
    width = LEAST_MARK + 4 + theme.text_width(value, SMALL, True)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
        _paste_icon(image, element, int(x), int(mid - LEAST_MARK / 2), LEAST_MARK)
        image.info.setdefault("elements", set()).add(element)
        theme.paste_text(image, (x + LEAST_MARK + 4, mid), value, size=SMALL, bold=True, anchor="lm")
        if changed:
            _outline_item(image, draw, (x, mid - LEAST_MARK / 2, x + width, mid + LEAST_MARK / 2))

    return width, paint


def _outline_item(image: Image.Image, draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    """The last-turn outline around an item of a row (its count went up)."""
    theme.outline_last_turn(draw, box, radius=6, width=3)
    _note(image, "last_turn")


def _genie_item(count: int, changed: bool) -> Item:
    """Tiles turned Genie side up: a small Genie side and how many."""
    word = words.t("sh-board-genie")
    side = theme.text_width(word, SMALL, True) + 16
    value = str(count)
    width = side + 4 + theme.text_width(value, SMALL, True)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
        draw.rounded_rectangle((x, mid - 16, x + side, mid + 16), radius=6, fill=GENIE_FILL, outline=GOLD, width=2)
        theme.paste_text(image, (x + side / 2, mid), word, size=SMALL, color=GOLD, bold=True, anchor="mm")
        theme.paste_text(image, (x + side + 4, mid), value, size=SMALL, bold=True, anchor="lm")
        if changed:
            _outline_item(image, draw, (x, mid - 16, x + width, mid + 16))

    return width, paint


def _row_items(view: dict[str, Any], seat: int) -> list[Item]:
    """What a player's row shows after the name: Dream slots filled, each element's count and the
    tiles Genie side up, each outlined where the last turn added to it."""
    board = view["boards"][seat]
    last = view.get("last_turn") or {}
    flips = {tile for s, tile in last.get("flipped", []) if s == seat}
    new = [tile for s, tile in last.get("placed", []) if s == seat]
    grown = {e for tile in new if tile not in board["flipped"] for e in ISLAND_TILES.get(tile, [])}
    filled = sum(1 for tile in board["dream"] if tile is not None)
    dreamt = any(tile[0] == "D" for tile in new)
    items = [_count_item("dream", f"{filled}/{len(board['dream'])}", dreamt)]
    items += [_count_item(element, str(count), element in grown) for element, count in element_counts(view, seat)]
    if board["flipped"]:
        items.append(_genie_item(len(board["flipped"]), bool(flips)))
    return items


def _row_name(view: dict[str, Any], seat: int, names: list[str]) -> tuple[str, str]:
    """A row's name and its tags: Lookout, picked this round."""
    name = names[seat]
    tags = []
    if seat == view["lookout"] and not view["over"]:
        tags.append(words.t("sh-board-lookout-tag"))
    if seat in view["picked"] and not view["over"]:
        tags.append(words.t("sh-board-picked-tag"))
    return name, words.t("tag-separator").join(tags)


def _player_row(view: dict[str, Any], seat: int, names: list[str]) -> Image.Image:
    """One player: in a column at the left the seat badge (the to-act triangle beside it), the
    name and under it the tags; at the right the row's items (:func:`_row_items`), at one column
    in every row so that the counts line up, on as many lines as they take."""
    to_act = seat in view["to_act"]
    x0, right = MARGIN, WIDTH - MARGIN - 10
    name, tags = _row_name(view, seat, names)
    name_x = x0 + 10 + BADGE + 10 + (24 if to_act else 0)
    column = x0 + 10 + NAME_COLUMN
    shown = theme.fit_text(name, SMALL, column - ITEM_SPACE - name_x, bold=to_act)
    tags_w = theme.text_width(tags, SMALL) if tags else 0
    starts = [column, max(column, x0 + 10 + tags_w + ITEM_SPACE) if tags else column]
    placed = []
    line = 0
    x = starts[0]
    for width, paint in _row_items(view, seat):
        if x + width > right and x > starts[min(line, 1)]:
            line += 1
            x = starts[min(line, 1)]
        placed.append((x, line, paint))
        x += width + ITEM_SPACE
    lines = max(line + 1, 2 if tags else 1)
    height = 2 + ROW_LINE * lines + 2
    image = Image.new("RGB", (WIDTH, height + ROW_GAP), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(
        draw, (x0, 0, x0 + BOARD_W, height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3, radius=8
    )

    def middle(line: int) -> float:
        return 2 + ROW_LINE / 2 + ROW_LINE * line

    theme.seat_badge(draw, x0 + 10 + BADGE / 2, middle(0), BADGE, seat)
    if to_act:  # the bundled font has no arrow glyph: a triangle
        ax, mid = x0 + 10 + BADGE + 10, middle(0)
        draw.polygon([(ax, mid - 16), (ax, mid + 16), (ax + 18, mid)], fill=ACCENT)
        theme.symbol(draw, (ax, mid - 16, ax + 18, mid + 16), "to-act arrow")
    theme.paste_text(image, (name_x, middle(0)), shown, size=SMALL, bold=to_act, anchor="lm")
    if tags:
        theme.paste_text(image, (x0 + 10, middle(1)), tags, size=SMALL, color=TEXT_DIM, anchor="lm")
    for x, line, paint in placed:
        paint(image, draw, x, middle(line))
    legal = view.get("legal") or {}
    if legal.get("kind") == "name" and seat in legal.get("seats", []):
        _target(draw, (x0 + 4, 4, x0 + BOARD_W - 4, height - 4), width=3)
        _note(image, "targets")
    return image


NAME_COLUMN = 250  # a row's column for the badge and name: about 16 letters of a name
ROW_GAP = 4  # between two rows


# ------------------------------------------------------------------ the seat's own island
def _you(name: str) -> str:
    return words.t("sh-board-you", player=name)


def _board(view: dict[str, Any], seat: int, names: list[str]) -> Image.Image:
    """A seat's island in full (in its own image): a heading with its badge and name, its sources
    of points, the Dream column and the 3 x 4 grid, the slots it may fill framed."""
    mine = view.get("seat") == seat
    heading = _you(names[seat]) if mine else names[seat]
    lines = theme.wrap_text(heading, SMALL, BOARD_W - 30 - BADGE, bold=True)  # whole, on as many lines as it takes
    head_h = ROW_LINE + theme.NAME_BAR_LINE * (len(lines) - 1)
    island_h = head_h + SCORE_H + 4 + 3 * TH + 2 * GAP
    image = Image.new("RGB", (WIDTH, ISLAND_PAD + island_h + ISLAND_PAD), BACKGROUND)
    draw = ImageDraw.Draw(image)
    x, y = MARGIN, ISLAND_PAD
    board = view["boards"][seat]
    legal = view.get("legal") or {}
    mid = y + ROW_LINE / 2
    theme.seat_badge(draw, x + 10 + BADGE / 2, mid, BADGE, seat)
    for n, line in enumerate(lines):
        theme.paste_text(
            image, (x + 20 + BADGE, mid + theme.NAME_BAR_LINE * n), line, size=SMALL, bold=True, anchor="lm"
        )
    _score_row(image, view, seat, int(y + head_h))
    top = y + head_h + SCORE_H + 4
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
            empty = theme.wrap_text(words.t("sh-board-dream-slot"), SMALL, DREAM_W - 12)[:2]
            for n, line in enumerate(empty):  # one line, two where the words are long
                theme.paste_text(
                    image,
                    (x + DREAM_W / 2, dy + DREAM_H / 2 + 26 * (n - (len(empty) - 1) / 2)),
                    line,
                    size=SMALL,
                    color=(110, 116, 150),
                    anchor="mm",
                )
        else:
            _paste_dream(image, tile, x, dy, DREAM_W, DREAM_H, dream_points.get(tile))
            if tile in placed:
                theme.outline_last_turn(draw, (x, dy, x + DREAM_W, dy + DREAM_H))
                _note(image, "last_turn")
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
                    _note(image, "targets")
                    here, size, bold = _word_in_tile(words.t("sh-board-slot-target"))
                    theme.paste_text(
                        image, (tx + TW / 2, ty + TH / 2), here, size=size, color=ACCENT, bold=bold, anchor="mm"
                    )
            else:
                theme.paste(image, island_tile(tile, tile in flipped, words.locale()), (tx, ty))
                _note_elements(image, tile, tile in flipped)
                if tile in placed:
                    theme.outline_last_turn(draw, (tx, ty, tx + TW - 1, ty + TH - 1))
                    _note(image, "last_turn")
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


def _shows_last_turn(view: dict[str, Any], image_has_last_turn: bool) -> bool:
    last = view.get("last_turn") or {}
    return bool(
        image_has_last_turn
        and last
        and (last.get("placed") or last.get("stack") or last.get("flipped") or last.get("discarded"))
    )


def _mark_entries(view: dict[str, Any], names: list[str], targets: bool, outlined: bool) -> list[KeyEntry]:
    """The frames' legend, as the first entries of the key: the last-turn outline and the accent
    targets, where the image shows them."""
    entries: list[KeyEntry] = []
    if _shows_last_turn(view, outlined):  # whose turn it was: the outlines are in that player's row
        label = words.t("render-last-turn")

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


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    players = view["players"]
    cleaned = [" ".join(theme.clean(n).split()) for n in names]
    return [
        theme.isolate(cleaned[s] if s < len(cleaned) and cleaned[s] else words.t("sh-board-player", number=s + 1))
        for s in range(players)
    ]


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


# ------------------------------------------------------------------ the image
def _images_rgb(view: dict[str, Any], names: Sequence[str], limit: int | None = None) -> list[Image.Image]:
    """The image of :func:`draw_all` before quantizing, in a list (``limit`` is kept for callers
    that ask for the first image only: there is one)."""
    named = _names(view, names)
    seat = view.get("seat")
    own = seat if isinstance(seat, int) and 0 <= seat < view["players"] else None
    parts = [_title_bar(view, named)] if own is not None else []
    parts.append(_round_panel(view, named))
    if own is not None:
        parts.append(_board(view, own, named))
    parts += [_player_row(view, s, named) for s in range(view["players"])]
    elements: set[str] = set().union(*(part.info.get("elements", set()) for part in parts))
    targets = any(part.info.get("targets") for part in parts)
    outlined = any(part.info.get("last_turn") for part in parts)
    key = _element_key(elements, _mark_entries(view, named, targets, outlined))
    if key is not None:
        parts.append(key)
    return [stack(parts)]


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """The board's image (see the module docstring) in a list, on the game's fixed palette."""
    return [_quantize(image) for image in _images_rgb(view, names)]


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The board's image."""
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
