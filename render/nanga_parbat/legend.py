"""The legend: what each mark on the mountain and in the table means."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from render import theme, words
from render.nanga_parbat.animals import USED_H, USED_W, _used_pill
from render.nanga_parbat.geometry import PATH_DOT_R
from render.nanga_parbat.look import FLAG, LINE, MARGIN, SMALL, SNOW, WIDTH
from render.nanga_parbat.mountain import _camp, _draw_guide, _hiker
from render.theme import (
    ACCENT,
    BACKGROUND,
    GOOD,
    GRID,
    TEXT,
    TEXT_DARK,
    TEXT_DIM,
    fit_text,
    text,
)

# ---------------------------------------------------------------- the keys band
# Under the animal table, across the image: what the pieces and marks mean (the hiker, the camp,
# the guide, the dotted path, how a section is numbered), then the frames this image shows (the
# last turn, whose player the post's move line names; in a seat's own view its choices and what it has chosen).
KEY_H = 34  # a line of keys (a piece's picture is 34 px: 17 px as shown)
KEY_GAP = 16  # between two keys on a line
KEY_LINE_GAP = 2  # between two lines of keys
KEY_PAD = 4  # above and below the keys
PIECE = 34  # a piece's picture in its key
KEY_FLAG_W = 28  # the flag in the key to the sections' numbers, KEY_H tall

Painter = Callable[[ImageDraw.ImageDraw, float, float], None]


def _piece_key(kind: str, label: str) -> tuple[float, int, Painter]:
    width = PIECE + 8 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning=kind):
            theme.symbol(draw, (x, y, x + PIECE, y + PIECE), f"{kind} key")
            draw.rectangle((x, y, x + PIECE, y + PIECE), fill=SNOW, outline=GRID)
            (_hiker if kind == "hiker" else _camp)(draw, x + PIECE / 2, y + 3, y + PIECE - 3, 0)
            text(draw, (x + PIECE + 8, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _guide_key(label: str) -> tuple[float, int, Painter]:
    width = PIECE + 8 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning="guide"):
            theme.symbol(draw, (x, y, x + PIECE, y + PIECE), "guide key")
            _draw_guide(draw, (x, y, x + PIECE, y + PIECE), with_record=False)
            text(draw, (x + PIECE + 8, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _path_key(label: str) -> tuple[float, int, Painter]:
    width = 56 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        r = PATH_DOT_R
        with theme.panel(draw, (x, y, x + width, y + PIECE), label, kind="legend", meaning="dotted path"):
            theme.symbol(draw, (x + 4 - r, y + PIECE / 2 - r, x + 44 + r, y + PIECE / 2 + r), "dotted path key")
            for k in range(5):
                draw.ellipse((x + 4 + k * 10 - r, y + PIECE / 2 - r, x + 4 + k * 10 + r, y + PIECE / 2 + r), fill=TEXT)
            text(draw, (x + 56, y + PIECE / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _section_key(label: str) -> tuple[float, int, Painter]:
    """A region's flag beside how a section is named ("2.4: region 2, section 4")."""
    width = KEY_FLAG_W + 10 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        with theme.panel(draw, (x, y, x + width, y + KEY_H), label, kind="legend", meaning="region flag"):
            with theme.panel(draw, (x, y, x + KEY_FLAG_W, y + KEY_H), "flag key", "symbol"):  # its number inside
                draw.line((x + 1, y, x + 1, y + KEY_H), fill=TEXT, width=3)
                draw.polygon([(x + 1, y), (x + KEY_FLAG_W, y + 13), (x + 1, y + 26)], fill=FLAG)
                text(draw, (x + 10, y + 13), "2", size=SMALL, color=TEXT_DARK, bold=True, anchor="mm")
            text(draw, (x + KEY_FLAG_W + 10, y + KEY_H / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _used_key(label: str) -> tuple[float, int, Painter]:
    width = USED_W + 8 + theme.text_width(label, SMALL)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        top = y + (KEY_H - USED_H) / 2
        with theme.panel(draw, (x, top, x + width, top + USED_H), label, kind="legend", meaning="used"):
            _used_pill(draw, (x, top), "1", with_record=False)
            text(draw, (x + USED_W + 8, top + USED_H / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return width, KEY_H, paint


def _last_turn_key(label: str) -> tuple[float, int, Painter]:
    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        theme.last_turn_key(draw, x, y + KEY_H / 2 - 19, label, size=SMALL, line_height=LINE)

    return 52 + theme.text_width(label, SMALL), KEY_H, paint


def _frame_key(colour: tuple[int, int, int], meaning: str, label: str) -> tuple[float, int, Painter]:
    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        middle = y + KEY_H / 2
        above, below = theme.ink_extent(label, SMALL)
        ink_top, ink_bottom = middle + (above - below) / 2 - 1, middle + (below - above) / 2 + 1
        with theme.panel(
            draw,
            (x, min(middle - 15, ink_top), x + 40 + theme.text_width(label, SMALL), max(middle + 15, ink_bottom)),
            label,
            kind="legend",
            meaning=meaning,
        ):
            draw.rectangle((x + 2, middle - 13, x + 28, middle + 13), outline=colour, width=4)
            text(draw, (x + 40, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return 40 + theme.text_width(label, SMALL), KEY_H, paint


def _key_entries(frames: Sequence[str] | set[str]) -> list[tuple[float, int, Painter]]:
    """Each key as (width, height, painter(draw, x, y)), in reading order."""
    entries = [
        _piece_key("hiker", words.t("np-board-legend-hiker")),
        _piece_key("camp", words.t("np-board-legend-camp")),
    ]
    if "guide" in frames:
        entries.append(_guide_key(words.t("np-board-guide")))
    entries += [
        _path_key(words.t("np-board-legend-path")),
        _section_key(words.t("np-board-legend-section", region=2, section=4)),
    ]
    if "used" in frames:
        entries.append(_used_key(words.t("np-board-used")))
    if "last turn" in frames:
        # Whose turn it was is in the post's newest move line: the key only says what the outline is.
        entries.append(_last_turn_key(words.t("np-board-legend-last-turn")))
    if "your choices" in frames:
        entries.append(_frame_key(ACCENT, "your choices", words.t("np-board-legend-choices")))
    if "chosen" in frames:
        entries.append(_frame_key(GOOD, "chosen", words.t("np-board-legend-chosen")))
    return entries


def _key_lines(entries: list[tuple[float, int, Painter]]) -> list[list[tuple[float, int, Painter]]]:
    """The keys in lines across the image (a key never breaks): each into the first line with room
    for it, so that a long key does not leave a line half empty."""
    room = WIDTH - 2 * MARGIN - 8
    lines: list[list[tuple[float, int, Painter]]] = []
    used: list[float] = []
    for entry in entries:
        for n, line in enumerate(lines):
            if used[n] + KEY_GAP + entry[0] <= room:
                line.append(entry)
                used[n] += KEY_GAP + entry[0]
                break
        else:
            lines.append([entry])
            used.append(entry[0])
    return lines


def _note(label: str) -> tuple[float, int, Painter]:
    """Words of their own in the keys band (how far the game has gone)."""

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        text(draw, (x, y + KEY_H / 2), label, size=SMALL, color=TEXT_DIM, anchor="lm")

    return theme.text_width(label, SMALL), KEY_H, paint


def _draw_keys(
    image: Image.Image,
    y0: int,
    frames: Sequence[str] | set[str],
    note: str = "",
) -> Image.Image:
    """``image`` with the keys band added at ``y0`` (its foot), ``note`` after the keys."""
    entries = _key_entries(frames)
    if note:
        entries.append(_note(fit_text(note, SMALL, WIDTH - 2 * MARGIN - 8)))
    lines = _key_lines(entries)
    height = sum(max(entry[1] for entry in line) for line in lines) + KEY_LINE_GAP * (len(lines) - 1) + 2 * KEY_PAD
    image = theme.insert_rows(image, y0, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = y0 + KEY_PAD
    for line in lines:
        x = MARGIN + 4.0
        line_h = max(entry[1] for entry in line)
        for width, entry_h, paint in line:
            paint(draw, x, y + (line_h - entry_h) / 2)
            x += width + KEY_GAP
        y += line_h + KEY_LINE_GAP
    return image
