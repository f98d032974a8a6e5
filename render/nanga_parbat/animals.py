"""The table of each player's animals and used cards, under their names."""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import ImageDraw

from render import theme, words
from render.nanga_parbat.look import ANIMAL_FILL, LINE, MARGIN, SMALL, WIDTH, _animal_label, _two_lines, swatch_outline
from render.nanga_parbat.mountain import _frame, _last, _sign
from render.theme import (
    ACCENT,
    GRID,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
    contrast_text,
    text,
)
from rules.nanga_parbat import board as B

# ---------------------------------------------------------------- the animal table
# One column per animal: its swatch with its sign (the key to the mountain's sections) over its
# name, then one row per player, named by its seat badge, with how many it holds ready and how
# many it has used.
LABEL_W = 52  # the seat badges' column
TABLE_PAD = 6
SWATCH_W, SWATCH_H = 46, 34
ROW_H = 36
SEAT_BADGE = 34  # the badge that alone says whose row it is (17 px as shown)
USED_W, USED_H = 38, 32  # the dark pill holding how many of an animal a player has used


@cache
def _columns(locale: str) -> tuple[tuple[float, float], ...]:
    """Each animal column's left edge and width in ``locale``: the room left over is shared out so
    that a long name keeps one line where the short ones can spare it."""
    room = WIDTH - 2 * MARGIN - 2 * TABLE_PAD - LABEL_W
    least = max(SWATCH_W, USED_W + 8 + theme.text_width("9", SMALL)) + 12
    needs: list[float] = [max(least, theme.text_width(_animal_label(kind), SMALL) + 14) for kind in B.KINDS]
    if sum(needs) > room:  # too long for one line each: even columns, and the long names break
        needs = [room / len(B.KINDS)] * len(B.KINDS)
    spare = (room - sum(needs)) / len(B.KINDS)
    columns: list[tuple[float, float]] = []
    x: float = MARGIN + TABLE_PAD + LABEL_W
    for need in needs:
        columns.append((x, need + spare))
        x += need + spare
    return tuple(columns)


@cache
def _name_lines(locale: str) -> tuple[tuple[str, ...], ...]:
    return tuple(
        tuple(_two_lines(_animal_label(kind), width - 8)) for kind, (_, width) in zip(B.KINDS, _columns(locale))
    )


def _draw_count(draw: ImageDraw.ImageDraw, cx: float, cy: float, ready: int, used: int) -> None:
    """A player's count of one animal, centred at (cx, cy): how many are ready, then, where some
    were used (their power spent), how many in a dark pill, as the used tiles lie face down."""
    shown = str(ready) if ready else "–"
    colour = TEXT if ready or used else TEXT_DIM
    if not used:
        text(draw, (cx, cy), shown, size=SMALL, color=colour, anchor="mm")
        return
    width = theme.text_width(shown, SMALL) + 8 + USED_W
    x = cx - width / 2
    text(draw, (x, cy), shown, size=SMALL, color=colour, anchor="lm")
    _used_pill(draw, (x + width - USED_W, cy - USED_H / 2), str(used))


def _used_pill(draw: ImageDraw.ImageDraw, xy: tuple[float, float], label: str, with_record: bool = True) -> None:
    """The dark pill holding ``label`` (a count of used animals); ``with_record`` False for the
    keys band's sample, which explains the pill rather than being one."""
    x, y = xy
    box = (x, y, x + USED_W, y + USED_H)
    if with_record:
        draw.__dict__.setdefault("frames_drawn", set()).add("used")  # this image's keys list it
    # The count is drawn inside the pill on purpose.
    with theme.panel(draw, box, "used animals" if with_record else "used key", "symbol", "used" if with_record else ""):
        draw.rounded_rectangle(box, radius=8, fill=PANEL_LIGHT, outline=TEXT_DIM, width=2)
        text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, size=SMALL, color=TEXT_DIM, anchor="mm")


def _table_height(view: dict[str, Any]) -> int:
    names = max(len(lines) for lines in _name_lines(words.locale()))
    return TABLE_PAD + SWATCH_H + 4 + LINE * names + 4 + 2 * ROW_H + TABLE_PAD


def _draw_animals(draw: ImageDraw.ImageDraw, view: dict[str, Any], y0: float, targets: dict[str, list[Any]]) -> None:
    """The animal table at ``y0``: the key to the signs and each player's animals."""
    height = _table_height(view)
    theme.rounded_box(draw, (MARGIN, y0, WIDTH - MARGIN, y0 + height), fill=PANEL, radius=10)
    names_h = LINE * max(len(lines) for lines in _name_lines(words.locale()))
    on_mountain = set(view["mountain"])
    for col, kind in enumerate(B.KINDS):
        x, col_w = _columns(words.locale())[col]
        cx = x + col_w / 2
        lines = _name_lines(words.locale())[col]
        entry = (x + 4, y0 + TABLE_PAD, x + col_w - 4, y0 + TABLE_PAD + SWATCH_H + 4 + names_h)
        # The key to the signs on the mountain: an animal none of whose sections is left there heads
        # its column without explaining anything.
        legend = kind in on_mountain
        with theme.panel(
            draw, entry, _animal_label(kind), "legend" if legend else "panel", f"animal {kind}" if legend else ""
        ):
            fill = ANIMAL_FILL[kind]
            swatch = (cx - SWATCH_W / 2, y0 + TABLE_PAD, cx + SWATCH_W / 2, y0 + TABLE_PAD + SWATCH_H)
            theme.symbol(draw, swatch, f"{kind} swatch")
            draw.rounded_rectangle(swatch, radius=6, fill=fill, outline=swatch_outline(fill), width=3)
            _sign(draw, kind, cx, (swatch[1] + swatch[3]) / 2, SWATCH_H / 2 - 4, contrast_text(fill))
            for n, line in enumerate(lines):
                text(draw, (cx, swatch[3] + 4 + LINE * n + LINE / 2), line, size=SMALL, color=TEXT, anchor="mm")
    y = y0 + TABLE_PAD + SWATCH_H + 4 + names_h + 4
    last = _last(view)
    row_h = ROW_H
    for seat in range(2):
        draw.line((MARGIN + TABLE_PAD, y, WIDTH - MARGIN - TABLE_PAD, y), fill=GRID, width=1)
        theme.seat_badge(draw, MARGIN + TABLE_PAD + LABEL_W / 2 - 4, y + row_h / 2, SEAT_BADGE, seat)
        to_act = seat in view["to_act"]
        target_animals = set(targets.get("animals", [])) if to_act else set()
        for col, kind in enumerate(B.KINDS):
            ready, used = view["boards"][seat][kind]
            x, col_w = _columns(words.locale())[col]
            _draw_count(draw, x + col_w / 2, y + row_h / 2, ready, used)
            cell = (x + 6, y + 5, x + col_w - 6, y + row_h - 5)
            if seat == last.get("seat") and (kind in last["taken"] or kind in last["activated"]):
                theme.outline_last_turn(draw, cell, radius=4, width=3)
            if kind in target_animals:
                _frame(draw, cell, ACCENT, 3)
        y += row_h


def _frames_shown(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> set[str]:
    """The meanings of the frames and pieces this image shows (so its legend lists only those)."""
    shown = set(draw.__dict__.get("frames_drawn", ()))
    shown |= {"hiker", "camp"}  # the corners show each player's supply of both
    if view.get("guide"):
        shown.add("guide")
    last = _last(view)
    guide_moved = (
        last.get("guide_from") is not None and last.get("guide_from") != view.get("guide") and view.get("guide")
    )
    seat = last.get("seat")
    if last.get("cells") or guide_moved or (seat is not None and (last.get("taken") or last.get("activated"))):
        shown.add("last turn")
    return shown
