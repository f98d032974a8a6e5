"""The typefaces every board draws with, and text set in them with a fallback per character.

The faces come from pip packages the project depends on (no system font is needed):

- Noto Sans (``fontpkg-noto-sans``): Latin, Greek, Cyrillic; the primary face.
- Noto Sans Arabic (``fontpkg-noto-sans-arabic``): Arabic.
- Heebo (``fontpkg-heebo``): Hebrew.
- Noto Sans CJK TC (``cvttf-notosanscjk-regular``): Chinese, Japanese, Korean, and many symbols.

All are SIL Open Font License families. The first three are variable fonts whose real Bold
instance is used for bold text; the CJK face has one weight, so CJK characters in bold text are
emboldened by a thin outline of their own colour (:func:`synthetic_bold`), the same in every
heading, rather than standing regular beside bold digits and Latin letters.

The CJK face is the Traditional Chinese one (the only one the packages ship), but it carries every
CJK region's glyph forms: laid out with a language (Raqm passes it to HarfBuzz, which picks the
face's localized forms), Japanese text takes the Japanese forms of 直, 選, 今, 遊 and 後. A drawing
tells the layout its language through :data:`LAYOUT_LANGUAGE` (``render.words.speaking`` sets it).

A string is split into runs, each drawn by the first face (in the order above) whose character
map has the character; a character no face has is drawn as a hollow box, never left out.
Right-to-left runs are shaped and ordered by Pillow's Raqm layout (HarfBuzz + FriBiDi) when it is
available; without Raqm a right-to-left run is reversed so its letters at least read in order
(isolated letter forms, as a fallback).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import TypeAlias, Union

from PIL import ImageFont, features

# The isolates names are wrapped in, read by the drawing as fonts.FSI and fonts.PDI.
from lang.catalogue import FSI as FSI
from lang.catalogue import PDI as PDI
from lang.catalogue import keep_isolates

BOLD_WEIGHT = 700
REGULAR_WEIGHT = 400


@dataclass(frozen=True)
class Face:
    """One bundled typeface: where its file is and whether it has a weight axis."""

    name: str
    path: Path
    variable: bool


def _noto_sans() -> Path:
    import fontpkg_noto_sans

    return Path(fontpkg_noto_sans.ROOT) / "files" / "NotoSans[wdth,wght].ttf"


def _noto_arabic() -> Path:
    import fontpkg_noto_sans_arabic

    return Path(fontpkg_noto_sans_arabic.ROOT) / "files" / "NotoSansArabic[wdth,wght].ttf"


def _heebo() -> Path:
    import fontpkg_heebo

    return Path(fontpkg_heebo.ROOT) / "files" / "Heebo[wght].ttf"


def _noto_cjk() -> Path:
    import cvttf_NotoSansCJK_Regular

    return Path(cvttf_NotoSansCJK_Regular.get_TTF_path())


# In fallback order: the primary face first.
_FACE_SOURCES: tuple[tuple[str, Callable[[], Path], bool], ...] = (
    ("Noto Sans", _noto_sans, True),
    ("Noto Sans Arabic", _noto_arabic, True),
    ("Heebo", _heebo, True),
    ("Noto Sans CJK", _noto_cjk, False),
)


@cache
def faces() -> tuple[Face, ...]:
    """The installed faces in fallback order. The primary face is required; a missing fallback
    package only costs its script (its characters become boxes)."""
    found = []
    for index, (name, locate, variable) in enumerate(_FACE_SOURCES):
        try:
            path = locate()
        except ImportError:
            if index == 0:
                raise
            continue
        if path.exists():
            found.append(Face(name, path, variable))
        elif index == 0:
            raise FileNotFoundError(path)
    return tuple(found)


@cache
def character_map(face_index: int) -> frozenset[int]:
    """The code points ``faces()[face_index]`` has a glyph for (read from its cmap table)."""
    from fontTools.ttLib import TTFont

    font = TTFont(str(faces()[face_index].path), lazy=True)
    try:
        return frozenset(font.getBestCmap() or {})
    finally:
        font.close()


RAQM = features.check("raqm")

# The language of the drawing in progress (a BCP 47 tag such as "ja" or "pt-BR"), or None: what the
# text layout shapes for, so each language gets its own glyph forms where a face has several.
LAYOUT_LANGUAGE: ContextVar[str | None] = ContextVar("layout_language", default=None)


def layout_language() -> str | None:
    """The language to lay text out in now; None without Raqm (the basic layout takes none)."""
    return LAYOUT_LANGUAGE.get() if RAQM else None


def synthetic_bold(face_index: int, size: int, bold: bool) -> int:
    """The outline, in pixels, that stands in for a Bold weight ``faces()[face_index]`` lacks (0: the
    face has a weight axis, or the text is not bold). About the stem difference between Noto Sans
    Regular and Bold on each side of a stroke."""
    if not bold or faces()[face_index].variable:
        return 0
    return max(1, round(size * 0.03))


@cache
def load(face_index: int, size: int, bold: bool) -> ImageFont.FreeTypeFont:
    """``faces()[face_index]`` at ``size`` pixels, in its Bold instance when ``bold``."""
    face = faces()[face_index]
    engine = ImageFont.Layout.RAQM if RAQM else ImageFont.Layout.BASIC
    loaded = ImageFont.truetype(str(face.path), size, layout_engine=engine)
    if face.variable:
        axes = loaded.get_variation_axes()
        weight = BOLD_WEIGHT if bold else REGULAR_WEIGHT
        values: list[float] = []
        for axis in axes:
            default = axis["default"]
            assert default is not None  # every axis of the bundled variable faces has a default
            values.append(weight if axis["name"] == b"Weight" else default)
        loaded.set_variation_by_axes(values)
    return loaded


# Characters that take no room of their own (joiners, variation selectors, skin-tone modifiers):
# dropped when no face has them rather than boxed, so an emoji sequence gives one box, not three.
_ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}


def _is_modifier(char: str) -> bool:
    return 0x1F3FB <= ord(char) <= 0x1F3FF


def face_for(char: str) -> int | None:
    """The index of the first face that has ``char``, or None (drawn as a box)."""
    code = ord(char)
    for index in range(len(faces())):
        if code in character_map(index):
            return index
    return None


@dataclass(frozen=True)
class Run:
    """A stretch of text drawn by one face; ``face`` None means placeholder boxes."""

    text: str
    face: int | None


def runs(content: str) -> tuple[Run, ...]:
    """``content`` split into runs by the face that draws each character. Spaces and marks stay in
    the run around them (so an Arabic or Hebrew phrase is shaped as one run)."""
    result: list[Run] = []
    for char in content:
        shared = char.isspace() or unicodedata.category(char) in _ZERO_WIDTH_CATEGORIES or _is_modifier(char)
        if shared and result and result[-1].face is not None and ord(char) in character_map(result[-1].face):
            result[-1] = Run(result[-1].text + char, result[-1].face)
            continue
        face = face_for(char)
        if face is None and (unicodedata.category(char) in _ZERO_WIDTH_CATEGORIES or _is_modifier(char)):
            continue
        if result and result[-1].face == face:
            result[-1] = Run(result[-1].text + char, face)
        else:
            result.append(Run(char, face))
    return tuple(result)


def is_right_to_left(content: str) -> bool:
    """Whether the first strongly directional character of ``content`` (outside isolates) is right-to-left."""
    depth = 0
    for char in content:
        if char == FSI:
            depth += 1
        elif char == PDI:
            depth = max(0, depth - 1)
        elif depth == 0:
            kind = unicodedata.bidirectional(char)
            if kind in ("R", "AL"):
                return True
            if kind == "L":
                return False
    return False


def ordered_for_basic_layout(run_text: str) -> str:
    """Without Raqm, a right-to-left run is reversed so it reads in order (unshaped)."""
    return run_text[::-1] if not RAQM and is_right_to_left(run_text) else run_text


# ---------------------------------------------------------------- mixed-direction text
# A name is put between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (see :func:`isolate`):
# it is laid out on its own, in its own direction, and the sentence around it keeps its order.
BIDI_CONTROLS = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))}


def clean(content: str) -> str:
    """``content`` without control characters (newlines, tabs, bidi overrides and isolates) that
    would break a one-line label; every visible character of every script is kept."""
    return "".join(
        " " if char in "\n\t\r" else char
        for char in content
        if char in "\n\t\r" or (unicodedata.category(char) != "Cc" and char not in BIDI_CONTROLS)
    )


@lru_cache(maxsize=16384)
def clean_keeping_isolates(content: str) -> str:
    """Like :func:`clean`, but the isolates that :func:`isolate` puts around names stay, balanced.
    (Cached: every text the theme draws or measures passes here, most of it the same from board to board.)"""
    body, depth = keep_isolates(content, _clean_char)
    return body + PDI * depth


def _clean_char(char: str) -> str:
    """What :func:`clean` keeps of one character that is not an isolate."""
    if char in "\n\t\r":
        return " "
    return char if unicodedata.category(char) != "Cc" and char not in BIDI_CONTROLS else ""


def isolate(name: str) -> str:
    """``name`` (cleaned) as a run of its own direction: put it in any sentence and a Hebrew or
    Arabic name leaves the order of the words around it alone."""
    return FSI + clean(name) + PDI


@dataclass(frozen=True)
class DirectedRun:
    """A stretch of text in one direction, in logical order; ``source`` is where it starts in the
    string with its isolate marks removed (for tests that check the visual order)."""

    text: str
    rtl: bool
    source: int


# A text as characters and isolates: an isolate is a nested list of its own units.
Units: TypeAlias = list[Union[str, "Units"]]


def _units(content: str) -> Units:
    """``content`` as characters and isolates (an isolate is a nested list of its own units)."""
    root: Units = []
    stack = [root]
    for char in content:
        if char == FSI:
            inner: Units = []
            stack[-1].append(inner)
            stack.append(inner)
        elif char == PDI:
            if len(stack) > 1:
                stack.pop()
        else:
            stack[-1].append(char)
    return root


def _first_strong_rtl(units: Units) -> bool | None:
    for unit in units:
        if isinstance(unit, str):
            kind = unicodedata.bidirectional(unit)
            if kind in ("R", "AL"):
                return True
            if kind == "L":
                return False
    return None


def _strength(unit: str | Units) -> str:
    """The unit's class for resolving levels: "L", "R", "N" (a number) or "" (neutral; an isolate
    counts as neutral to the text around it)."""
    if not isinstance(unit, str):
        return ""
    kind = unicodedata.bidirectional(unit)
    if kind == "L":
        return "L"
    if kind in ("R", "AL"):
        return "R"
    if kind in ("EN", "AN"):
        return "N"
    return ""


def _levels(units: Units, rtl: bool) -> list[int]:
    """Embedding levels by a simplified Unicode Bidirectional Algorithm (rules W1-W7, N1-N2, I1-I2
    without explicit embeddings): numbers run left to right, neutrals take the direction of the
    strong text on both sides or else the paragraph's."""
    base = 1 if rtl else 0
    kinds = [_strength(u) for u in units]
    resolved: list[str] = []
    previous = "R" if rtl else "L"
    for kind in kinds:
        if kind == "N":  # W7: a number after left-to-right text is left-to-right text
            resolved.append("L" if previous == "L" and not rtl else "N")
        else:
            resolved.append(kind)
            if kind in ("L", "R"):
                previous = kind
    sos = "R" if rtl else "L"
    directions: list[str] = []
    for index, kind in enumerate(resolved):
        if kind:
            directions.append(kind)
            continue
        before = next((("R" if k == "N" else k) for k in reversed(resolved[:index]) if k), sos)
        after = next((("R" if k == "N" else k) for k in resolved[index + 1 :] if k), sos)
        directions.append(before if before == after else sos)
    levels = []
    for kind in directions:
        if kind == "L":
            levels.append(base + (1 if base % 2 else 0))
        elif kind == "R":
            levels.append(base + (0 if base % 2 else 1))
        else:  # a number: left to right inside right-to-left text
            levels.append(base + (1 if base % 2 else 2))
    return levels


def _visual(units: Units, source: int, rtl: bool | None = None) -> tuple[list[DirectedRun], int]:
    """The runs of ``units`` in visual order (left to right), and how many characters they hold."""
    if rtl is None:
        first = _first_strong_rtl(units)
        rtl = bool(first)
    levels = _levels(units, rtl)
    items: list[tuple[int, list[DirectedRun]]] = []  # (level, runs) in logical order
    position = source
    chars: list[str] = []
    start = position
    level_of_chars = -1

    def flush() -> None:
        if chars:
            items.append((level_of_chars, [DirectedRun("".join(chars), level_of_chars % 2 == 1, start)]))

    for unit, level in zip(units, levels):
        if isinstance(unit, str):
            if level != level_of_chars:
                flush()
                chars, start, level_of_chars = [], position, level
            chars.append(unit)
            position += 1
        else:
            flush()
            chars, level_of_chars = [], -1
            inner, count = _visual(unit, position)
            items.append((level, inner))
            position += count
    flush()
    if items:  # rule L2: reverse every sequence at each level from the highest to the lowest odd one
        highest = max(level for level, _ in items)
        lowest_odd = min((level for level, _ in items if level % 2), default=highest + 1)
        for target in range(highest, lowest_odd - 1, -1):
            index = 0
            while index < len(items):
                if items[index][0] >= target:
                    end = index
                    while end < len(items) and items[end][0] >= target:
                        end += 1
                    items[index:end] = items[index:end][::-1]
                    index = end
                else:
                    index += 1
    return [run for _, runs in items for run in runs], position - source


@cache
def directed_runs(content: str) -> tuple[DirectedRun, ...]:
    """``content`` as runs of one direction each, in visual (left-to-right) order. Isolates
    (FSI ... PDI) are laid out on their own and moved as one block, so a right-to-left name
    never reorders the sentence around it."""
    return tuple(_visual(_units(content), 0)[0])


def strip_isolates(content: str) -> str:
    return content.replace(FSI, "").replace(PDI, "")
