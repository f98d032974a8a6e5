"""The shared look of every board: sizes, palette, seat identity, text, and drawing primitives.

Boards are designed for Discord's chat column (about 550 px wide): every image is at most
:data:`MAX_WIDTH` pixels wide (twice the column, for sharp phones) and no text is smaller than
:data:`MIN_TEXT_PX` (11 px as shown). :func:`font`, :func:`text` and :func:`canvas` refuse
anything outside those limits, so a renderer cannot drift below them.

Text is set in bundled faces with a fallback per character (see :mod:`render.fonts`): names in
any script show, and a character no face has shows as a box.

Colour never carries meaning alone: each seat has a colour from a colour-blind-safe set AND a
marker shape (:func:`seat_badge`); the pairs of colours that still mean something by colour are
listed in :data:`MEANINGFUL_COLOUR_PAIRS` (and in a renderer's own ``MEANINGFUL_COLOUR_PAIRS``)
and checked under simulated colour-vision deficiency by the tests.
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from render import fonts

Color = tuple[int, int, int]

# Sizes: the image is shown at half size inline, so 22 px here is 11 px on screen.
MAX_WIDTH = 1100
MIN_TEXT_PX = 22
TEXT_SMALL = 22  # legends, secondary details
TEXT_BODY = 26  # names, labels, numbers
TEXT_LARGE = 30  # headline numbers, the status line
TEXT_TITLE = 34  # the game title in the header

# Table and text
BACKGROUND: Color = (30, 33, 40)
PANEL: Color = (44, 48, 58)
PANEL_LIGHT: Color = (60, 65, 78)
GRID: Color = (78, 84, 98)
TEXT: Color = (236, 238, 242)
TEXT_DIM: Color = (172, 178, 190)
TEXT_DARK: Color = (24, 26, 30)
ACCENT: Color = (255, 196, 60)  # whose turn (always with the arrow), highlights
GOOD: Color = (96, 200, 120)
BAD: Color = (232, 90, 90)
HIGHLIGHT: Color = (255, 230, 120)
LAST_TURN: Color = (255, 255, 255)  # outline of what the last turn placed/moved/took (with a dark inner line)
LAST_TURN_INNER: Color = (0, 0, 0)

# One colour per seat, chosen so that every pair stays >= 20 apart (CIELAB dE76) under simulated
# deuteranopia, protanopia and tritanopia, and apart from the table; each seat also has a marker.
SEAT_COLORS: tuple[Color, ...] = (
    (165, 221, 246),  # sky blue
    (250, 181, 66),  # orange
    (23, 135, 57),  # green
    (220, 62, 142),  # pink
    (240, 240, 178),  # cream
    (94, 13, 214),  # violet
)
SEAT_COLOUR_NAMES: tuple[str, ...] = ("blue", "orange", "green", "pink", "cream", "violet")
SEAT_MARKERS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "cross")

# Colour pairs whose difference means something on its own, checked by tests/test_theme.py:
# (what the pair tells apart, colour a, colour b). Seat pairs are checked separately.
MEANINGFUL_COLOUR_PAIRS: list[tuple[str, Color, Color]] = [
    ("last-turn outline vs table", LAST_TURN, BACKGROUND),
    ("last-turn outline vs panel", LAST_TURN, PANEL),
    ("to-act accent vs panel", ACCENT, PANEL_LIGHT),
] + [(f"seat {SEAT_COLOUR_NAMES[i]} vs table", c, BACKGROUND) for i, c in enumerate(SEAT_COLORS)]


def seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_marker(seat: int) -> str:
    """The shape that identifies ``seat`` beside its colour (for alt text and legends too)."""
    return SEAT_MARKERS[seat % len(SEAT_MARKERS)]


# ---------------------------------------------------------------- text


class TextTooSmall(ValueError):
    """Text below :data:`MIN_TEXT_PX` was asked for: unreadable in the chat column."""


def _check_size(size: int) -> None:
    if size < MIN_TEXT_PX:
        raise TextTooSmall(f"text size {size} px is below the minimum of {MIN_TEXT_PX} px")
    _probe_sizes(size)


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The primary face (Latin, Greek, Cyrillic) at ``size`` px; refuses sizes below MIN_TEXT_PX.
    Prefer :func:`text`, which also draws every other script."""
    _check_size(size)
    return fonts.load(0, size, bold)


# clean and isolate are in render.fonts, with the rest of mixed-direction text, so that render.words
# isolates names without importing this module (which reads its default last-turn label from words).
_BIDI_CONTROLS = fonts.BIDI_CONTROLS
clean = fonts.clean
printable = clean  # the old name: renderers still calling it keep working
isolate = fonts.isolate


@lru_cache(maxsize=16384)
def _clean_keeping_isolates(content: str) -> str:
    """Like :func:`clean`, but the isolates that :func:`isolate` puts around names stay, balanced.
    (Cached: every text drawn or measured passes here, most of it the same from board to board.)"""
    out: list[str] = []
    depth = 0
    for char in content:
        if char == fonts.FSI:
            depth += 1
            out.append(char)
        elif char == fonts.PDI:
            if depth:
                depth -= 1
                out.append(char)
        elif char in "\n\t\r":
            out.append(" ")
        elif unicodedata.category(char) != "Cc" and char not in _BIDI_CONTROLS:
            out.append(char)
    return "".join(out) + fonts.PDI * depth


def visible(content: str) -> str:
    """``content`` as read: without the isolate marks around names."""
    return fonts.strip_isolates(content)


@dataclass(frozen=True)
class _Piece:
    """One run laid out: its face (None: placeholder boxes), text, direction, advance width and the
    outline that stands in for a bold weight its face lacks (see ``fonts.synthetic_bold``)."""

    face: int | None
    text: str
    width: float
    rtl: bool = False
    stroke: int = 0


def _box_width(size: int) -> float:
    return round(size * 0.6)


@lru_cache(maxsize=4096)
def _layout(content: str, size: int, bold: bool, language: str | None = None) -> tuple[tuple[_Piece, ...], float]:
    """The runs of ``content`` in drawing order (left to right) and the total width: first split
    by direction (names isolated, see :func:`isolate`), then by the face that has each character.
    ``language`` (the drawing's, see ``fonts.layout_language``) picks a face's localized glyph forms;
    it is part of the cache key, so a Japanese board never gets another language's shapes."""
    pieces = []
    for directed in fonts.directed_runs(content):
        by_face = []
        for run in fonts.runs(directed.text):
            if run.face is None:
                by_face.append(_Piece(None, run.text, _box_width(size) * len(run.text) + size * 0.08 * len(run.text)))
                continue
            loaded = fonts.load(run.face, size, bold)
            stroke = fonts.synthetic_bold(run.face, size, bold)
            if directed.rtl and fonts.RAQM:
                width = loaded.getlength(run.text, direction="rtl", language=language)
                by_face.append(_Piece(run.face, run.text, width + 2 * stroke, True, stroke))
            else:
                shown = run.text[::-1] if directed.rtl else run.text
                width = loaded.getlength(shown, language=language) if language else loaded.getlength(shown)
                by_face.append(_Piece(run.face, shown, width + 2 * stroke, False, stroke))
        if directed.rtl:
            by_face.reverse()
        pieces += by_face
    return tuple(pieces), sum(p.width for p in pieces)


def text_width(content: str, size: int = TEXT_BODY, bold: bool = False) -> float:
    _check_size(size)
    return _layout(_clean_keeping_isolates(content), size, bold, fonts.layout_language())[1]


def fit_text(content: str, size: int, max_width: float, bold: bool = False) -> str:
    """Shorten ``content`` with an ellipsis until it fits ``max_width`` pixels (an ellipsis inside
    a name stays inside the name's isolate). While :func:`recording`, a shortened text is noted, and
    the text drawn with it is recorded as cut (see :attr:`Drawn.cut`)."""
    content = _clean_keeping_isolates(content)
    if text_width(content, size, bold) <= max_width:
        return content
    full = content
    while content:
        content = content[:-1]
        while content and content[-1] in (fonts.FSI, fonts.PDI):
            content = content[:-1]
        if text_width(_clean_keeping_isolates(content + "…"), size, bold) <= max_width:
            break
    short = _clean_keeping_isolates(content + "…")
    if _RECORDING:
        _CUTS.setdefault(short, full)
    return short


def _baseline(anchor_v: str, y: float, ascent: int, descent: int) -> float:
    """Where the baseline goes for Pillow's vertical anchor letter, by the primary face's metrics."""
    if anchor_v in "at":
        return y + ascent
    if anchor_v == "m":
        return y + (ascent - descent) / 2
    if anchor_v == "s":
        return y
    return y - descent  # "d" / "b"


@lru_cache(maxsize=8192)
def _text_mask(
    content: str, size: int, bold: bool, anchor: str, language: str | None
) -> tuple[Image.Image, int, int, tuple[int, int, int, int] | None]:
    """A rendered string as an alpha mask plus its offset from the anchor point (cached: most labels
    repeat from one image to the next, and drawing text is the bulk of a render), its glyphs in
    ``language``'s forms."""
    pieces, width = _layout(content, size, bold, language)
    ascent, descent = fonts.load(0, size, bold).getmetrics()
    top_room, bottom_room = ascent, descent
    for piece in pieces:
        if piece.face is not None:
            a, d = fonts.load(piece.face, size, bold).getmetrics()
            top_room, bottom_room = max(top_room, a + piece.stroke), max(bottom_room, d + piece.stroke)
    mask = Image.new("L", (max(1, math.ceil(width) + 2), top_room + bottom_room), 0)
    draw = ImageDraw.Draw(mask)
    x = 0.0
    for piece in pieces:
        if piece.face is None:
            for _ in piece.text:  # a hollow box: a character no bundled face has
                box = (x + size * 0.06, top_room - ascent * 0.72, x + size * 0.06 + _box_width(size), top_room)
                draw.rectangle(box, outline=255, width=max(2, size // 12))
                x += _box_width(size) + size * 0.08
        else:
            draw.text(
                (x + piece.stroke, top_room),
                piece.text,
                fill=255,
                font=fonts.load(piece.face, size, bold),
                anchor="ls",
                direction="rtl" if piece.rtl else None,
                language=language,
                stroke_width=piece.stroke,
                stroke_fill=255,
            )
            x += piece.width
    h, v = anchor[0], anchor[1]
    left = {"l": 0.0, "m": -width / 2, "r": -width}[h]
    top = _baseline(v, 0.0, ascent, descent) - top_room
    return mask, int(round(left)), int(round(top)), mask.getbbox()


def paste_text(
    image: Image.Image,
    xy: tuple[float, float],
    content: str,
    size: int = TEXT_BODY,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """Draw one line of ``content`` on ``image`` (any script, in the drawing's language's glyph
    forms; bold in every script, see ``fonts.synthetic_bold``; refuses small sizes)."""
    _check_size(size)
    mask, left, top, ink = _text_mask(_clean_keeping_isolates(content), size, bold, anchor, fonts.layout_language())
    x, y = int(round(xy[0] + left)), int(round(xy[1] + top))
    image.paste(color, (x, y), mask)
    if _RECORDING and ink is not None:
        laid_out = _clean_keeping_isolates(content)
        record(
            image,
            "text",
            visible(content),
            (x + ink[0], y + ink[1], x + ink[2], y + ink[3]),
            size=size,
            content=laid_out,
            cut=_cut_from(laid_out),
        )


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int = TEXT_BODY,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """:func:`paste_text` onto the image behind ``draw``."""
    paste_text(draw._image, xy, content, size, color, bold, anchor)  # type: ignore[attr-defined]  # ImageDraw has no public way to its image


_CJK_WIDE = ((0x3000, 0x30FF), (0x3400, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
# Characters a line of Japanese or Chinese never starts with (closing marks, small kana, the long-vowel mark).
_NO_LINE_START = frozenset("、。，．・：；！？）」』】〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")


def _is_wide(char: str) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in _CJK_WIDE)


def _break_units(word: str) -> list[str]:
    """The pieces of a space-free ``word`` a line may break between: Japanese and Chinese break
    between characters (never before a closing mark, nor between a number and its counter), other
    scripts only at spaces. A name inside isolates (see :func:`isolate`) is never broken."""
    units: list[str] = []
    current = ""
    depth = 0
    for char in word:
        breakable = (
            current
            and depth == 0
            and char not in _NO_LINE_START
            and char != fonts.PDI
            and (_is_wide(char) or _is_wide(current[-1]))
            and not (current[-1] in "0123456789" and _is_wide(char))  # a number keeps its counter: 4点
        )
        if breakable:
            units.append(current)
            current = char
        else:
            current += char
        if char == fonts.FSI:
            depth += 1
        elif char == fonts.PDI:
            depth = max(0, depth - 1)
    if current:
        units.append(current)
    return units


def ink_extent(content: str, size: int, bold: bool = False) -> tuple[int, int]:
    """How far ``content``'s ink reaches above (negative) and below its baseline, every script's
    face included (Japanese stands taller than Latin, Arabic reaches lower)."""
    _, _, top, ink = _text_mask(_clean_keeping_isolates(content or " "), size, bold, "ls", fonts.layout_language())
    if ink is None:
        return 0, 0
    return int(top + ink[1]), int(top + ink[3])


NO_BREAK_SPACES = frozenset("\u00a0\u202f\u2007")  # French puts them before : ; ! ? and inside « »


def _words(content: str) -> list[str]:
    """``content`` split at its spaces, but for those inside a name's isolates (a name is never
    broken over two lines: its words would change order in a right-to-left script) and the
    no-break spaces (a line never starts with a French ":" or "?")."""
    found: list[str] = []
    current = ""
    depth = 0
    for char in content:
        if char == fonts.FSI:
            depth += 1
        elif char == fonts.PDI:
            depth = max(0, depth - 1)
        if char.isspace() and depth == 0 and char not in NO_BREAK_SPACES:
            if current:
                found.append(current)
            current = ""
        else:
            current += char
    if current:
        found.append(current)
    return found


def wrap_text(content: str, size: int, max_width: float, bold: bool = False) -> list[str]:
    """``content`` broken into lines of at most ``max_width`` pixels: at spaces, and between the
    characters of Japanese and Chinese text, which has no spaces."""
    lines: list[str] = []
    line = ""
    for word in _words(_clean_keeping_isolates(content)):
        units = _break_units(word)
        # Japanese or Chinese set apart by a space ("魔人の面 各4点") breaks at the space where the
        # part after it fits a line of its own, rather than inside that part.
        overflows = line and len(units) > 1 and text_width(f"{line} {word}", size, bold) > max_width
        if overflows and text_width(word, size, bold) <= max_width:
            lines.append(line)
            line = word
            continue
        for index, unit in enumerate(units):
            candidate = f"{line} {unit}".strip() if index == 0 else line + unit
            if line and text_width(candidate, size, bold) > max_width:
                lines.append(line)
                line = unit
            else:
                line = candidate
            if line == unit and _is_name(unit) and text_width(unit, size, bold) > max_width:
                # A name too long for a line of its own goes on over the next lines, each line a run
                # of the name's own direction (name_lines), rather than being cut.
                parts = name_lines(visible(unit), size, [max_width] * NAME_WRAP_LINES, bold, shorten=True)
                assert parts is not None  # shorten: the last line takes the rest
                lines.extend(parts[:-1])
                line = parts[-1]
    if line:
        lines.append(line)
    return [fit_text(_clean_keeping_isolates(item), size, max_width, bold) for item in lines]


NAME_WRAP_LINES = 3  # lines a name may take inside wrapped text (Discord's longest names need two)


def _is_name(unit: str) -> bool:
    """Whether ``unit`` is one isolated name (see :func:`isolate`) and nothing else."""
    return unit.startswith(fonts.FSI) and unit.endswith(fonts.PDI) and unit.count(fonts.FSI) == 1


def _name_units(name: str) -> list[tuple[str, bool]]:
    """The pieces of ``name`` (as shown) a line may break between, each with whether a space comes
    before it: its words, and the characters of Japanese and Chinese."""
    units: list[tuple[str, bool]] = []
    for word in visible(name).split():
        for index, unit in enumerate(_break_units(word)):
            units.append((unit, index == 0 and bool(units)))
    return units


def _joined(units: Sequence[tuple[str, bool]]) -> str:
    return "".join((" " if spaced and n else "") + unit for n, (unit, spaced) in enumerate(units))


def name_lines(
    name: str,
    size: int,
    widths: Sequence[float],
    bold: bool = False,
    say: Callable[[str], str] | None = None,
    shorten: bool = False,
) -> list[str] | None:
    """``name`` whole on at most ``len(widths)`` lines, line ``n`` at most ``widths[n]`` px: a name
    too long for one line breaks between its words (or its Japanese and Chinese characters), and
    each line stays a run of the name's own direction (a right-to-left name reads on from the end
    of the line above). ``say`` puts the words that follow the name (e.g. "(you)") around the part
    on its last line. None when the lines cannot hold it, unless ``shorten``: then the last line
    is shortened with "…" (recorded as cut)."""
    say = say or (lambda part: part)
    units = _name_units(name)
    if not units:
        return [say(isolate(visible(name)))]
    lines: list[str] = []
    starts: list[int] = []
    start = 0
    for room in widths:
        best = start
        for end in range(start + 1, len(units) + 1):
            part = isolate(_joined(units[start:end]))
            if text_width(say(part) if end == len(units) else part, size, bold) <= room:
                best = end
        if best == start:
            break
        part = isolate(_joined(units[start:best]))
        lines.append(say(part) if best == len(units) else part)
        starts.append(start)
        start = best
        if start == len(units):
            return lines
    if not shorten or not widths:
        return None
    # The last line takes the rest of the name, shortened; the cut is noted against the whole name.
    keep = min(len(lines), len(widths) - 1)
    lines, start = lines[:keep], (starts[keep] if keep < len(starts) else start)
    room = widths[len(lines)] - text_width(say(""), size, bold)
    rest = fit_text(isolate(_joined(units[start:])), size, max(room, 0), bold)
    if _RECORDING:
        _CUTS[rest] = _clean_keeping_isolates(isolate(visible(name)))
    return lines + [say(rest)]


NAME_BAR_H = 46  # a name bar (``chat_layout.name_strip``) of one line
NAME_BAR_LINE = 30  # each further line of a long name in it


def name_bar_lines(
    name: str,
    size: int,
    width: float,
    detail: str,
    to_act: bool,
    say: Callable[[str], str] | None = None,
    most: int = 3,
) -> list[str]:
    """The lines of a name bar ``width`` px wide (seat badge, the to-act triangle, the name, the
    detail at the right of its last line): the name whole on as few lines as hold it (at most
    ``most``, then shortened), "" for a line the name leaves to the detail alone."""
    room = width - 46 - (22 if to_act else 0) - 12
    last_room = room - text_width(detail, size) - 12
    for count in range(1, most + 1):
        lines = name_lines(name, size, [room] * (count - 1) + [last_room], bold=to_act, say=say)
        if lines is not None:
            return lines + [""] * (count - len(lines))
    return name_lines(name, size, [room] * (most - 1) + [last_room], bold=to_act, say=say, shorten=True) or []


def name_bar(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    width: float,
    seat: int,
    lines: Sequence[str],
    to_act: bool,
    detail: str,
    size: int,
    height: float | None = None,
    detail_color: Color = TEXT,
) -> None:
    """A player's name bar of :func:`name_bar_lines` (as ``chat_layout.name_strip`` for one line):
    the seat badge, the to-act triangle and frame, the name's lines and the detail at the right of
    the last line. ``height``: the bar's (at least what its lines take)."""
    need = NAME_BAR_H + NAME_BAR_LINE * (max(1, len(lines)) - 1)
    height = max(height or 0, need)
    rounded_box(
        draw, (x, y, x + width, y + height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3, radius=8
    )
    first = y + NAME_BAR_H / 2
    seat_badge(draw, x + 22, first, 30, seat)
    label_x = x + 46
    if to_act:  # the bundled font has no arrow glyph: a triangle
        draw.polygon([(label_x, first - 11), (label_x, first + 11), (label_x + 14, first)], fill=ACCENT)
        symbol(draw, (label_x, first - 11, label_x + 14, first + 11), "to-act arrow")
        label_x += 22
    for n, line in enumerate(lines):
        if line:
            text(draw, (label_x, first + n * NAME_BAR_LINE), line, size=size, bold=to_act, anchor="lm")
    if detail:
        last = first + (max(1, len(lines)) - 1) * NAME_BAR_LINE
        text(draw, (x + width - 10, last), detail, size=size, color=detail_color, anchor="rm")


# -------------------------------------------------- text-size probe (for bench/gallery.py)


@dataclass
class SizeProbe:
    """The text sizes drawn while the probe was active."""

    sizes: list[int] = field(default_factory=list)

    @property
    def smallest(self) -> int | None:
        return min(self.sizes) if self.sizes else None


_ACTIVE_PROBES: list[SizeProbe] = []


def _probe_sizes(size: int) -> None:
    for probe in _ACTIVE_PROBES:
        probe.sizes.append(size)


@contextmanager
def text_size_probe() -> Iterator[SizeProbe]:
    """Record every text size asked for inside the ``with`` block (the gallery prints the smallest)."""
    probe = SizeProbe()
    _ACTIVE_PROBES.append(probe)
    try:
        yield probe
    finally:
        _ACTIVE_PROBES.remove(probe)


# -------------------------------------------------- layout record (for the layout checker in tests)
# While :func:`recording` is active, every text the theme draws and every symbol, legend entry and
# panel a renderer declares is kept with its box, on the image it is drawn on; pasting one image
# into another (:func:`paste`, :func:`carry`) brings the record along. Outside it nothing is kept.

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
_CUTS: dict[str, str] = {}


def _cut_from(content: str) -> str:
    """The whole text of the longest shortened piece inside ``content`` ("" when nothing in it was
    shortened by :func:`fit_text` while recording)."""
    if "…" not in content or not _CUTS:
        return ""
    found = [short for short in _CUTS if short in content]
    return _CUTS[max(found, key=len)] if found else ""


def note_cut(short: str, full: str) -> None:
    """Note that ``short`` is ``full`` shortened by a renderer itself (lines left out, say), so that
    the layout record marks the text drawn with it as cut. ``short`` must end in "…"."""
    if _RECORDING and short != full:
        _CUTS.setdefault(_clean_keeping_isolates(short), _clean_keeping_isolates(full))


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
            _CUTS.clear()


def is_recording() -> bool:
    return bool(_RECORDING)


def _image_of(target: Image.Image | ImageDraw.ImageDraw) -> Image.Image:
    return target if isinstance(target, Image.Image) else target._image  # type: ignore[attr-defined]  # ImageDraw has no public way to its image


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
    image = _image_of(target)
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
    image = _image_of(target)
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
    image = _image_of(target)
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
    image = _image_of(target)
    x, y = int(round(xy[0])), int(round(xy[1]))
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


def quantized(source: Image.Image, palette: Image.Image) -> Image.Image:
    """``source`` mapped onto ``palette`` (no dithering), keeping its layout record."""
    out = source.quantize(palette=palette, dither=Image.Dither.NONE)
    carry(source, out)
    return out


# ------------------------------------------------------------ shapes and layout


def canvas(width: int, height: int, color: Color = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank board; refuses widths over MAX_WIDTH (it would show too small inline)."""
    if width > MAX_WIDTH:
        raise ValueError(f"image width {width} px is over the maximum of {MAX_WIDTH} px")
    image = Image.new("RGB", (int(width), int(height)), color)
    return image, ImageDraw.Draw(image)


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return tuple(int(a[i] * (1 - t) + b[i] * t) for i in range(3))  # type: ignore[return-value]  # three channels, as range(3) gives


def contrast_text(fill: Color) -> Color:
    """Dark or light text, whichever reads better on ``fill``."""
    r, g, b = fill
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else TEXT


def rounded_box(
    draw: ImageDraw.ImageDraw,
    box: Sequence[float],
    fill: Color | None,
    outline: Color | None = None,
    width: int = 2,
    radius: int = 8,
) -> None:
    draw.rounded_rectangle(list(box), radius=radius, fill=fill, outline=outline, width=width)


def marker_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The polygon of a marker ``shape`` (see SEAT_MARKERS) of radius ``r`` centred at (cx, cy)."""
    if shape == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        points = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        return points
    if shape == "cross":
        a, b = r * 0.34, r * 0.95
        return [
            (cx - a, cy - b),
            (cx + a, cy - b),
            (cx + a, cy - a),
            (cx + b, cy - a),
            (cx + b, cy + a),
            (cx + a, cy + a),
            (cx + a, cy + b),
            (cx - a, cy + b),
            (cx - a, cy + a),
            (cx - b, cy + a),
            (cx - b, cy - a),
            (cx - a, cy - a),
        ]
    return [(cx + r * math.cos(k * math.pi / 12), cy + r * math.sin(k * math.pi / 12)) for k in range(24)]  # circle


def marker(
    draw: ImageDraw.ImageDraw,
    shape: str,
    cx: float,
    cy: float,
    r: float,
    fill: Color,
    outline: Color | None = None,
    width: int = 2,
) -> None:
    """Draw a marker ``shape`` (circle, square, triangle, diamond, star, cross)."""
    draw.polygon(marker_points(shape, cx, cy, r), fill=fill, outline=outline, width=width)


def seat_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, seat: int) -> None:
    """A seat's identity: a square swatch of its colour with its marker shape inside (so the seat
    reads without colour). ``size`` is the side of the swatch."""
    half = size / 2
    colour = seat_color(seat)
    symbol(draw, (cx - half, cy - half, cx + half, cy + half), f"seat {seat + 1} badge")
    draw.rounded_rectangle(
        (cx - half, cy - half, cx + half, cy + half),
        radius=max(3, int(size / 6)),
        fill=colour,
        outline=mix(colour, (0, 0, 0), 0.5),
        width=2,
    )
    marker(draw, seat_marker(seat), cx, cy, half * 0.62, fill=contrast_text(colour))


def seat_token(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int) -> None:
    """A playing piece of ``seat`` drawn as its marker shape in its colour with a dark rim."""
    marker(draw, seat_marker(seat), cx, cy, r, fill=seat_color(seat), outline=TEXT_DARK, width=max(2, int(r / 6)))
    symbol(draw, (cx - r, cy - r, cx + r, cy + r), f"seat {seat + 1} token")


def outline_last_turn(draw: ImageDraw.ImageDraw, box: Sequence[float], radius: int = 8, width: int = 4) -> None:
    """Frame ``box`` as changed by the last turn: a white line with a black line inside it, so it
    shows on light and dark pieces alike. Draw it after the piece; it sits just outside ``box``."""
    x0, y0, x1, y1 = box
    frame(draw, (x0 - width - 1, y0 - width - 1, x1 + width + 1, y1 + width + 1), "last turn")
    draw.rounded_rectangle(
        (x0 - width - 1, y0 - width - 1, x1 + width + 1, y1 + width + 1),
        radius=radius + width,
        outline=LAST_TURN,
        width=width,
    )
    draw.rounded_rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), radius=radius, outline=LAST_TURN_INNER, width=2)


def named_label(name: str, words: str, size: int, max_width: float, bold: bool = False) -> str:
    """``name`` followed by ``words`` (e.g. "'s last turn") in at most ``max_width`` px: the name is
    shortened, never the words, and stays a run of its own direction."""
    room = max_width - text_width(words, size, bold)
    return fit_text(isolate(visible(name)), size, room, bold) + words


def last_turn_key(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    label: str | Sequence[str] | None = None,
    max_width: float | None = None,
    size: int = TEXT_SMALL,
    line_height: int = 32,
) -> float:
    """A legend entry for the last-turn outline at (x, y) (top-left); returns its width. The label
    (by default the catalogue's ``render-last-turn`` in the drawing's language) is shortened to keep
    the entry within ``max_width`` px; a sequence of lines is drawn one under the other,
    ``line_height`` apart (the sample beside the first)."""
    if label is None:
        from render import words  # words imports this module

        label = words.t("render-last-turn")
    lines = [label] if isinstance(label, str) else list(label)
    side = 26
    if max_width is not None:
        lines = [fit_text(line, size, max_width - side - 26) for line in lines]
    width = side + 26 + max(text_width(line, size) for line in lines)
    middle = y + 6 + side / 2
    # A name in one script beside words in another (Arabic above Japanese) inks taller than one
    # face's line: the entry grows to hold what is drawn.
    low, high = float(y), float(y)
    for n, line in enumerate(lines):
        _, _, top, ink = _text_mask(_clean_keeping_isolates(line), size, False, "lm", fonts.layout_language())
        if ink is not None:
            low = min(low, middle + n * line_height + top + ink[1] - 2)
            high = max(high, middle + n * line_height + top + ink[3] + 2)
    box = (x, min(y, low), x + width, max(y + side + 12, high))
    with panel(draw, box, "last turn", kind="legend", meaning="last turn"):
        outline_last_turn(draw, (x + 6, y + 6, x + 6 + side, y + 6 + side), radius=4)
        for n, line in enumerate(lines):
            text(draw, (x + side + 20, middle + n * line_height), line, size=size, color=TEXT_DIM, anchor="lm")
    return width


def pill(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    label: str,
    fill: Color,
    size: int = TEXT_SMALL,
    pad: int = 8,
) -> float:
    """A rounded label; returns its width so callers can lay out rows of pills."""
    width = text_width(label, size) + 2 * pad
    x, y = xy
    height = size + 2 * pad
    rounded_box(draw, (x, y, x + width, y + height), fill=fill, radius=height // 2)
    text(draw, (x + width / 2, y + height / 2), label, size=size, color=contrast_text(fill), anchor="mm")
    return width


HEADER_HEIGHT = 60


def header(
    draw: ImageDraw.ImageDraw,
    width: int,
    title: str,
    subtitle: str,
    height: int = HEADER_HEIGHT,
    subtitle_size: int = TEXT_SMALL,
    title_size: int = TEXT_TITLE,
) -> int:
    """The bar across the top: game title at the left, move/turn line at the right. Returns its height."""
    draw.rectangle((0, 0, width, height), fill=PANEL)
    with panel(draw, (0, 0, width, height), "header"):
        text(draw, (16, height / 2), title, size=title_size, bold=True, anchor="lm")
        title_w = text_width(title, title_size, bold=True)
        text(
            draw,
            (width - 16, height / 2),
            fit_text(subtitle, subtitle_size, width - title_w - 56),
            size=subtitle_size,
            color=TEXT_DIM,
            anchor="rm",
        )
    return height


STRIP_HEIGHT = 48


def player_strip(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    width: float,
    seat: int,
    name: str,
    to_act: bool,
    detail: str = "",
    height: int = STRIP_HEIGHT,
    text_size: int = TEXT_SMALL,
) -> None:
    """A player's name bar: seat badge (colour + shape), name, and a detail at the right; the
    player to act gets an accent frame and an arrow (never colour alone). ``text_size``: the
    detail's size (the name is at least TEXT_BODY)."""
    x, y = xy
    rounded_box(draw, (x, y, x + width, y + height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3)
    with panel(draw, (x, y, x + width, y + height), "player strip"):
        _player_strip_inside(draw, x, y, width, seat, name, to_act, detail, height, text_size)


def _player_strip_inside(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    width: float,
    seat: int,
    name: str,
    to_act: bool,
    detail: str,
    height: int,
    text_size: int = TEXT_SMALL,
) -> None:
    badge = height - 14
    seat_badge(draw, x + 8 + badge / 2, y + height / 2, badge, seat)
    label_x = x + badge + 18
    if to_act:
        draw.polygon([(label_x, y + 12), (label_x, y + height - 12), (label_x + 14, y + height / 2)], fill=ACCENT)
        symbol(draw, (label_x, y + 12, label_x + 14, y + height - 12), "to-act arrow")
        label_x += 22
    name_size = max(TEXT_BODY, text_size)
    detail_w = text_width(detail, text_size) + 12 if detail else 0
    text(
        draw,
        (label_x, y + height / 2),
        fit_text(name, name_size, width - (label_x - x) - detail_w - 10, bold=to_act),
        size=name_size,
        bold=to_act,
        anchor="lm",
    )
    if detail:
        text(draw, (x + width - 10, y + height / 2), detail, size=text_size, color=TEXT_DIM, anchor="rm")


def table(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    columns: Sequence[str],
    rows: Iterable[Sequence[str]],
    widths: Sequence[int],
    size: int = TEXT_SMALL,
    row_height: int = 40,
    seats: Sequence[int | None] | None = None,
    align_right_from: int | None = None,
) -> float:
    """A grid of text; a row with a seat gets the seat badge at its left. Columns from
    ``align_right_from`` on are right-aligned (numbers). Returns the y below it."""
    x0, y = xy
    total = sum(widths)
    badge_room = row_height if seats else 0
    draw.rectangle((x0, y, x0 + total + badge_room, y + row_height), fill=PANEL_LIGHT)

    def cell(index: int, x: float, w: int, value: str, bold: bool) -> None:
        if align_right_from is not None and index >= align_right_from:
            text(
                draw,
                (x + w - 10, y + row_height / 2),
                fit_text(value, size, w - 14, bold),
                size=size,
                bold=bold,
                anchor="rm",
            )
        else:
            text(
                draw,
                (x + 8, y + row_height / 2),
                fit_text(value, size, w - 14, bold),
                size=size,
                bold=bold,
                anchor="lm",
            )

    x = x0 + badge_room
    for index, (title, w) in enumerate(zip(columns, widths)):
        cell(index, x, w, title, True)
        x += w
    y += row_height
    for row_index, row in enumerate(rows):
        draw.rectangle(
            (x0, y, x0 + total + badge_room, y + row_height), fill=PANEL if row_index % 2 == 0 else BACKGROUND
        )
        seat = seats[row_index] if seats and row_index < len(seats) else None
        if seat is not None:
            seat_badge(draw, x0 + row_height / 2, y + row_height / 2, row_height - 12, seat)
        x = x0 + badge_room
        for index, (value, w) in enumerate(zip(row, widths)):
            cell(index, x, w, str(value), False)
            x += w
        y += row_height
    return y


def learn_palette(samples: list[Image.Image]) -> Image.Image:
    """A 256-colour palette learnt once from sample boards (stacked into one sheet).

    Mapping each board onto a known palette (``image.quantize(palette=...)``) is several times
    faster than finding a palette per image, and keeps colours identical from move to move.
    """
    width = max(im.width for im in samples)
    sheet = Image.new("RGB", (width, sum(im.height for im in samples)), BACKGROUND)
    y = 0
    for im in samples:
        sheet.paste(im.convert("RGB"), (0, y))
        y += im.height
    return sheet.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


# zlib level of every posted PNG. Measured with bench/engine_render.py-style runs over 25 positions
# per game: level 1 draws and encodes a board in 16-32 ms against 28-51 ms at level 6, for files
# about 40% larger (43-90 KB instead of 30-65 KB). The CPU is what limits a busy bot; the bytes are not.
PNG_COMPRESS_LEVEL = 1


def to_png(image: Image.Image) -> bytes:
    """Encode as a 256-colour PNG: boards are flat colours plus anti-aliased text."""
    buffer = io.BytesIO()
    if image.mode != "P":
        rgb = image if image.mode == "RGB" else image.convert("RGB")  # converting RGB to RGB would copy it
        image = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    image.save(buffer, format="PNG", optimize=False, compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()
