"""A player's board of tiles, with the score chips of its row."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import SMALL
from render.sheherazade.look import (
    BOARD_W,
    DREAM_H,
    DREAM_W,
    GAP,
    GOLD,
    ISLAND_PAD,
    MARGIN,
    ROW_EMPTY,
    SCORE_H,
    TH,
    TW,
    WIDTH,
    _note,
    _paste_icon,
    _target,
)
from render.sheherazade.players import BADGE, ROW_LINE
from render.sheherazade.tiles import _note_elements, _paste_dream, _word_in_tile, island_tile
from render.theme import ACCENT, BACKGROUND, BAD, TEXT, TEXT_DIM, Color
from rules.sheherazade.data import key_slug


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
