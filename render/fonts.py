"""The typefaces every board draws with, and text set in them with a fallback per character.

The faces come from pip packages the project depends on (no system font is needed):

- Noto Sans (``fontpkg-noto-sans``): Latin, Greek, Cyrillic; the primary face.
- Noto Sans Arabic (``fontpkg-noto-sans-arabic``): Arabic.
- Heebo (``fontpkg-heebo``): Hebrew.
- Noto Sans CJK TC (``cvttf-notosanscjk-regular``): Chinese, Japanese, Korean, and many symbols.

All are SIL Open Font License families. The first three are variable fonts whose real Bold
instance is used for bold text; the CJK face has one weight, so CJK characters in bold text are
drawn in its regular weight.

A string is split into runs, each drawn by the first face (in the order above) whose character
map has the character; a character no face has is drawn as a hollow box, never left out.
Right-to-left runs are shaped and ordered by Pillow's Raqm layout (HarfBuzz + FriBiDi) when it is
available; without Raqm a right-to-left run is reversed so its letters at least read in order
(isolated letter forms, as a fallback).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import ImageFont, features

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


@cache
def load(face_index: int, size: int, bold: bool) -> ImageFont.FreeTypeFont:
    """``faces()[face_index]`` at ``size`` pixels, in its Bold instance when ``bold``."""
    face = faces()[face_index]
    engine = ImageFont.Layout.RAQM if RAQM else ImageFont.Layout.BASIC
    loaded = ImageFont.truetype(str(face.path), size, layout_engine=engine)
    if face.variable:
        axes = loaded.get_variation_axes()
        weight = BOLD_WEIGHT if bold else REGULAR_WEIGHT
        loaded.set_variation_by_axes([weight if axis["name"] == b"Weight" else axis["default"] for axis in axes])
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
    """Whether the first strongly directional character of ``content`` is right-to-left."""
    for char in content:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


def ordered_for_basic_layout(run_text: str) -> str:
    """Without Raqm, a right-to-left run is reversed so it reads in order (unshaped)."""
    return run_text[::-1] if not RAQM and is_right_to_left(run_text) else run_text
