"""The legends and keys: a player's legend of spirits and notes beside their panorama, the board's keys
and counts (fire, fireflies, the square, the supply) and the line of spirits, and the heights they
take."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw

from render import theme, words
from render.solstis.display import PILL_H, PILL_ROW, _supply_parts
from render.solstis.look import CELL, LINE, MARGIN, SIDE_W, SMALL, STRIP_H, WIDTH, _flow, _with_name, _wrapped
from render.solstis.pieces import FIRE_H, FIRE_W, FIREFLY_R, TOKEN_R, _firefly, _flame, _owned, _token
from render.theme import ACCENT, PANEL_LIGHT, TEXT_DIM
from rules.solstis.board import (
    FIRE_WEIGHT,
    spirit_msg,
)

LEGEND_ROW = 44  # a line of the spirits' legend (a token and its name)
TOKEN_KEY_W = 48  # a legend entry's token and the gap before its words


def _legend_rows(view: dict[str, Any], seat: int) -> list[list[str]]:
    """The spirits of ``seat``'s panorama in legend rows that fit the side column (two short names
    share a row; a name too long for a row alone is wrapped in its entry, see _legend_lines)."""
    rows: list[list[str]] = [[]]
    x = 0.0
    for spirit in _owned(view, seat):
        lines = _legend_lines(view, seat, spirit)
        width = TOKEN_KEY_W + max(theme.text_width(line, SMALL) for line in lines) + 12
        alone = len(lines) > 1 or _words_below(view, seat, spirit)
        previous = rows[-1][-1] if rows[-1] else None
        if previous and (
            x + width > SIDE_W
            or alone
            or len(_legend_lines(view, seat, previous)) > 1
            or _words_below(view, seat, previous)
        ):
            rows.append([])
            x = 0.0
        rows[-1].append(spirit)
        x += width
    return rows if rows[0] else []


def _words_below(view: dict[str, Any], seat: int, spirit: str) -> bool:
    """Whether a spirit's name has a word too wide for the room beside its token: then its words
    go under the token, across the column."""
    name = _legend_name(view, seat, spirit)
    return any("…" in line for line in _wrapped(name, SMALL, SIDE_W - TOKEN_KEY_W)) and "…" not in name


def _legend_lines(view: dict[str, Any], seat: int, spirit: str) -> list[str]:
    below = _words_below(view, seat, spirit)
    return list(_wrapped(_legend_name(view, seat, spirit), SMALL, SIDE_W if below else SIDE_W - TOKEN_KEY_W))


def _legend_row_height(view: dict[str, Any], seat: int, row: list[str]) -> int:
    if _words_below(view, seat, row[0]):
        return LEGEND_ROW + LINE * len(_legend_lines(view, seat, row[0]))
    lines = max(len(_legend_lines(view, seat, spirit)) for spirit in row)
    return max(LEGEND_ROW, LINE * lines + 12)


def _legend_name(view: dict[str, Any], seat: int, spirit: str) -> str:
    """A spirit's name beside ``seat``'s panorama (marked when the Evil Spirit covers it)."""
    if spirit == view["evil_cover"] and view["evil_holder"] == seat:
        return words.t("solstis-board-covered", spirit=spirit_msg(spirit))
    return words.say(spirit_msg(spirit))


def _notes(view: dict[str, Any], seat: int) -> list[str]:
    """What sets ``seat`` apart now (the Evil Spirit, the Fox's tile), in lines that fit the column."""
    notes = []
    if view["evil_holder"] == seat:
        notes.append(words.t("solstis-board-holds-evil"))
    if view["evil_pending"] and view["current"] == seat:
        notes.append(words.t("solstis-board-drew-evil"))
    if view["forced"][seat]:
        notes.append(words.t("solstis-board-must-play-fox"))
    return [line for note in notes for line in _wrapped(note, SMALL, SIDE_W)]


def _moved_last(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` took the last turn and it left a mark on the image (its key then sits
    beside that seat's name strip and names it)."""
    last = view.get("last_turn")
    return bool(
        last
        and last.get("seat") == seat
        and any(last.get(k) for k in ("placed", "removed", "spirits", "evil", "fireflies", "display"))
    )


FIREFLY_KEY_W = 2 * FIREFLY_R + 10  # the firefly key's dot and the gap before its words
SQUARE_KEY_W = 42  # the square key's frame and the gap before its words
LAST_TURN_SIDE = 26 + 26  # theme.last_turn_key's sample and the gap before its words


def _square_shown(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat``'s panorama frames the square its spirit goes to (while it is being chosen)."""
    return bool(view["square"] and view["current"] == seat and not view["over"])


def _last_turn_label(name: str) -> str:
    """The last-turn key naming whose turn it was, its words in at most half the image's width (the
    name is shortened, never the words)."""
    room = WIDTH / 2 - 4
    return _with_name(lambda shown: words.t("solstis-board-last-turn", player=shown), name, SMALL, room)


def _side_height(view: dict[str, Any], seat: int) -> int:
    """The height of ``seat``'s side column: its notes and its spirits by name."""
    height = len(_notes(view, seat)) * LINE + (8 if _notes(view, seat) else 0)
    height += sum(_legend_row_height(view, seat, row) for row in _legend_rows(view, seat))
    return height


def _section_height(view: dict[str, Any], seat: int, names: list[str] | None = None) -> int:
    """A player's section: the name strip, then the panorama with the side column beside it."""
    side = _side_height(view, seat) + _common_height(view, seat)
    return STRIP_H + 4 + max(6 * CELL, side) + 8


def panorama_block_height(view: dict[str, Any], names: list[str] | None = None) -> int:
    """Height of the players' block (both sections, one above the other) for this view; the same
    in the public and every private image of one state (``names`` changes nothing)."""
    return sum(_section_height(view, s, names) for s in range(2))


FIRE_KEY_SAMPLES = 2 * FIRE_W + 14  # a lit and an unlit fire before the fire key's words
KEYS_LINE = 40  # a line of the board's keys and counts under the spirit line
KEY_GAP = 24  # between two entries of that line


def _key_entries(view: dict[str, Any]) -> list[tuple[str, float]]:
    """The keys of what the panoramas show (fire, fireflies, the spirit square), each with its
    width; then each supply count (a part of text)."""
    entries: list[tuple[str, float]] = []
    if _fires_shown(view):
        entries.append(("fire", FIRE_KEY_SAMPLES + theme.text_width(words.t("solstis-board-fire-key"), SMALL)))
    if any(view["panoramas"][s]["fireflies"] for s in range(2)):
        entries.append(("firefly", FIREFLY_KEY_W + theme.text_width(words.t("solstis-board-firefly-key"), SMALL)))
    if any(_square_shown(view, s) for s in range(2)):
        entries.append(("square", SQUARE_KEY_W + theme.text_width(words.t("solstis-board-square-key"), SMALL)))
    return entries


def _count_entries(view: dict[str, Any]) -> list[tuple[str, float]]:
    return [(part, theme.text_width(part, SMALL)) for part in _supply_parts(view)]


GROUPS = ("keys", "counts")  # the board's keys (fire, fireflies, the square), the supply counts


def _group(view: dict[str, Any], group: str) -> list[tuple[str, float]]:
    return _key_entries(view) if group == "keys" else _count_entries(view)


def _keys_lines(view: dict[str, Any]) -> list[list[tuple[str, float]]]:
    """The lines the board's keys and counts take under the spirit line (those not in a side
    column): each entry is a key's kind or a count's words, with its width."""
    _, side = _placement(view)
    return _band_lines([item for group in GROUPS if group not in side for item in _group(view, group)])


def _band_lines(items: list[tuple[str, float]]) -> list[list[tuple[str, float]]]:
    lines: list[list[tuple[str, float]]] = []
    x = 0.0
    room = WIDTH - 2 * MARGIN - 8
    for item in items:
        if lines and x + item[1] <= room:
            lines[-1].append(item)
        else:
            lines.append([item])
            x = 0.0
        x += item[1] + KEY_GAP
    return lines


KEY_SAMPLE_ROW = 38  # a key's sample above its words, in a side column (where beside it they would be cut)


def _key_words(kind: str) -> str:
    return words.t(
        {"fire": "solstis-board-fire-key", "firefly": "solstis-board-firefly-key"}.get(kind, "solstis-board-square-key")
    )


def _sample_width(kind: str) -> float:
    return {"fire": FIRE_KEY_SAMPLES, "firefly": FIREFLY_KEY_W}.get(kind, SQUARE_KEY_W)


def _uncut(content: str, lines: list[str]) -> bool:
    return not any("…" in line for line in lines) or "…" in content


def _side_key_lines(kind: str) -> tuple[list[str], bool]:
    """A key's words in a side column, and whether they sit beside its sample (else under it)."""
    content = _key_words(kind)
    beside = list(_wrapped(content, SMALL, SIDE_W - _sample_width(kind)))
    if _uncut(content, beside):
        return beside, True
    return list(_wrapped(content, SMALL, SIDE_W)), False


def _side_key_height(kind: str) -> int:
    lines, beside = _side_key_lines(kind)
    return (max(KEY_SAMPLE_ROW, LINE * len(lines) + 6) if beside else KEY_SAMPLE_ROW + LINE * len(lines)) + 8


def _side_counts(view: dict[str, Any]) -> list[str]:
    return _flow(_supply_parts(view), SMALL, SIDE_W)


def _group_fits(view: dict[str, Any], group: str) -> bool:
    """Whether a group goes into a side column without a word cut."""
    if group == "keys":
        return all(_uncut(_key_words(kind), _side_key_lines(kind)[0]) for kind, _ in _key_entries(view))
    return all(_uncut(part, list(_wrapped(part, SMALL, SIDE_W))) for part in _supply_parts(view))


def _group_height(view: dict[str, Any], group: str) -> int:
    if group == "keys":
        return sum(_side_key_height(kind) for kind, _ in _key_entries(view))
    return LINE * len(_side_counts(view))


_drawing = threading.local()  # the placements worked out in this thread's drawing of one image (see one_drawing)


@contextmanager
def one_drawing() -> Iterator[None]:
    """Within the block (one image drawn: one view, one language), a view's placement of the keys and
    counts is worked out once: the heights and the drawing of an image ask for it nine times."""
    outer = getattr(_drawing, "placements", None)
    if outer is None:
        _drawing.placements = {}
    try:
        yield
    finally:
        if outer is None:
            _drawing.placements = None


def _placement(view: dict[str, Any]) -> tuple[int, tuple[str, ...]]:
    """Which seat's side column (the one with more room) holds which of the board's keys and
    counts: whichever way makes the image shortest (the rest take lines under the spirit line)."""
    placements: dict[int, tuple[dict[str, Any], tuple[int, tuple[str, ...]]]] | None = getattr(
        _drawing, "placements", None
    )
    if placements is None:
        return _work_out_placement(view)
    found = placements.get(id(view))
    if found is None or found[0] is not view:  # the view is held with its placement: its id is not reused
        found = placements[id(view)] = (view, _work_out_placement(view))
    return found[1]


def _work_out_placement(view: dict[str, Any]) -> tuple[int, tuple[str, ...]]:
    seat = min((1, 0), key=lambda s: _side_height(view, s))
    best: tuple[float, tuple[str, ...]] | None = None
    for side in (GROUPS, ("keys",), ("counts",), ()):
        if not all(_group_fits(view, group) for group in side):
            continue
        held = sum(_group_height(view, group) for group in side)
        grows = max(0, _side_height(view, seat) + 8 + held - 6 * CELL) if held else 0
        band = [item for group in GROUPS if group not in side for item in _group(view, group)]
        cost = grows + KEYS_LINE * len(_band_lines(band))
        if best is None or cost < best[0]:
            best = (cost, side)
    assert best is not None  # nothing in a side column always fits
    return seat, best[1]


def _common_height(view: dict[str, Any], seat: int) -> int:
    """The height the board's keys and counts take at the foot of ``seat``'s side column."""
    common_seat, side = _placement(view)
    if seat != common_seat or not side:
        return 0
    return 8 + sum(_group_height(view, group) for group in side)


def _common(draw: ImageDraw.ImageDraw, x: float, y: float, view: dict[str, Any]) -> None:
    """The board's keys and counts at the foot of a side column: each key's words beside its sample
    (or under it where beside they would be cut), then the counts."""
    _, side = _placement(view)
    if "keys" in side:
        for kind, _ in _key_entries(view):
            lines, beside = _side_key_lines(kind)
            height = _side_key_height(kind) - 8
            words_x = x + _sample_width(kind) if beside else x
            width = max(_sample_width(kind), *(words_x - x + theme.text_width(line, SMALL) for line in lines))
            meaning = "spirit square" if kind == "square" else kind
            middle = y + (height / 2 if beside else KEY_SAMPLE_ROW / 2) - 2
            with theme.panel(draw, (x, y, x + width, y + height), meaning, kind="legend", meaning=meaning):
                if kind == "fire":
                    _flame(draw, x, middle - FIRE_H / 2, lit=True)
                    _flame(draw, x + FIRE_W + 6, middle - FIRE_H / 2, lit=False)
                elif kind == "firefly":
                    _firefly(draw, x + FIREFLY_R + 1, middle, True, meaning="")
                else:
                    draw.rectangle((x + 1, middle - 16, x + 33, middle + 16), outline=ACCENT, width=3)
                top = middle - LINE * (len(lines) - 1) / 2 if beside else y + KEY_SAMPLE_ROW + LINE / 2 - 2
                for n, line in enumerate(lines):
                    theme.text(draw, (words_x, top + n * LINE), line, size=SMALL, color=TEXT_DIM, anchor="lm")
            y += height + 8
    if "counts" in side:
        for line in _side_counts(view):
            theme.text(draw, (x, y), line, size=SMALL, color=TEXT_DIM)
            y += LINE


def _keys(draw: ImageDraw.ImageDraw, y: float, view: dict[str, Any]) -> None:
    """The keys of the panoramas' marks and the supply counts, from ``y`` down."""
    for line in _keys_lines(view):
        x = float(MARGIN + 4)
        middle = y + KEYS_LINE / 2 - 2
        for kind, width in line:
            box = (x, middle - 18, x + width, middle + 18)
            if kind == "fire":
                with theme.panel(draw, box, "fire", kind="legend", meaning="fire"):
                    _flame(draw, x, middle - FIRE_H / 2, lit=True)
                    _flame(draw, x + FIRE_W + 6, middle - FIRE_H / 2, lit=False)
                    label = words.t("solstis-board-fire-key")
                    theme.text(draw, (x + FIRE_KEY_SAMPLES, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            elif kind == "firefly":
                with theme.panel(draw, box, "firefly", kind="legend", meaning="firefly"):
                    _firefly(draw, x + FIREFLY_R + 1, middle, True, meaning="")
                    label = words.t("solstis-board-firefly-key")
                    theme.text(draw, (x + FIREFLY_KEY_W, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            elif kind == "square":
                with theme.panel(draw, box, "spirit square", kind="legend", meaning="spirit square"):
                    draw.rectangle((x + 1, middle - 16, x + 33, middle + 16), outline=ACCENT, width=3)
                    label = words.t("solstis-board-square-key")
                    theme.text(draw, (x + SQUARE_KEY_W, middle), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            else:
                theme.text(draw, (x, middle), kind, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += width + KEY_GAP
        y += KEYS_LINE


def _fires_shown(view: dict[str, Any]) -> bool:
    """Whether a panorama shows a fire mark (every fire's cell but under a rainbow)."""
    return any(view["panoramas"][s]["cells"].get(cell) != "R" for s in range(2) for cell in FIRE_WEIGHT)


def _pill_width(spirit: str) -> float:
    return TOKEN_KEY_W + theme.text_width(words.say(spirit_msg(spirit)), SMALL) + 12


def _line_rows(view: dict[str, Any]) -> list[list[str]]:
    """The spirit line's spirits (token and name) in rows: the first after the line's title."""
    rows: list[list[str]] = [[]]
    x = MARGIN + 4 + theme.text_width(words.t("solstis-board-spirit-line"), SMALL, True) + 14
    for spirit in view["line"]:
        if rows[-1] and x + _pill_width(spirit) > WIDTH - MARGIN:
            rows.append([])
            x = MARGIN + 4
        rows[-1].append(spirit)
        x += _pill_width(spirit) + 10
    return rows


def _spirit_pill(draw: ImageDraw.ImageDraw, x: float, y: float, spirit: str) -> float:
    """A face-up spirit of the line: its token and its name."""
    width = _pill_width(spirit)
    theme.rounded_box(draw, (x, y, x + width, y + PILL_H), fill=PANEL_LIGHT, radius=10)
    _token(draw, x + TOKEN_R + 3, y + PILL_H / 2, spirit, r=TOKEN_R)
    theme.text(draw, (x + TOKEN_KEY_W, y + PILL_H / 2), words.say(spirit_msg(spirit)), size=SMALL, anchor="lm")
    return width


def _spirit_line(draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any]) -> int:
    title = words.t("solstis-board-spirit-line")
    theme.text(draw, (MARGIN + 4, y + PILL_H / 2), title, size=SMALL, bold=True, anchor="lm")
    x = MARGIN + 4 + theme.text_width(title, SMALL, True) + 14
    rows = _line_rows(view)
    if not rows[0]:
        theme.text(draw, (x, y + PILL_H / 2), words.t("solstis-board-empty"), size=SMALL, color=TEXT_DIM, anchor="lm")
    for row in rows:
        for spirit in row:
            x += _spirit_pill(draw, x, y, spirit) + 10
        y += PILL_ROW
        x = MARGIN + 4
    return y
