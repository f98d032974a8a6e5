"""The status lines, the image of a view put together, and the board in words for the alt text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from render import theme, words
from render.solstis.display import DISPLAY_ROW, LOWER_PAD, PILL_ROW, _display, _second_chance_below
from render.solstis.legend import (
    KEYS_LINE,
    _keys,
    _keys_lines,
    _line_rows,
    _section_height,
    _spirit_line,
    one_drawing,
    panorama_block_height,
)
from render.solstis.look import BODY, MARGIN, PHASES, SMALL, STATUS_H, TOP, WIDTH
from render.solstis.panorama import _player_section
from render.solstis.pieces import _owned
from render.solstis.private import _cell_choices, _display_choices, _private_height, _private_panel
from render.theme import ACCENT, PANEL, TEXT
from rules.solstis.board import (
    spirit_msg,
)

STATUS_LINE = 34  # px from one status line to the next


def _status(view: dict[str, Any], names: list[str]) -> tuple[list[str], int]:
    """Who decides what now, or who won, and its size: the names whole, on a second line where one
    does not hold them (at the smaller size where two lines at the body size would not)."""
    room = WIDTH - 2 * MARGIN
    if view["over"]:
        winners = view["result"]["winners"]
        status = words.t("solstis-board-game-over", winners=[names[w] for w in winners], count=len(winners))
    else:
        phase = view["phase"]
        task = words.t(f"solstis-board-phase-{phase}") if phase in PHASES else phase
        status = words.t("solstis-board-to-act", player=names[view["actor"]], task=task)
    for size in (BODY, SMALL):
        lines = theme.wrap_text(status, size, room, bold=True)
        if len(lines) <= 2:
            return lines, size
    return lines[:2], SMALL


def _status_height(view: dict[str, Any], names: list[str]) -> int:
    return STATUS_H + STATUS_LINE * (len(_status(view, names)[0]) - 1)


# ------------------------------------------------------------------ the image


def _lower_height(view: dict[str, Any]) -> int:
    display = DISPLAY_ROW * (2 if _second_chance_below(view) else 1)
    return LOWER_PAD + display + PILL_ROW * max(1, len(_line_rows(view))) + KEYS_LINE * len(_keys_lines(view)) + 2


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The board image (this game draws one: :func:`draw_all` is it, in a list)."""
    with one_drawing():  # the keys' placement is worked out once for the image
        return _draw(view, [theme.isolate(n) for n in names])  # a right-to-left name keeps the words around it in order


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """Every image of the view: the one board image."""
    return [draw(view, names)]


def own_part(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image] | None:
    """A seat with nothing to decide (no targets, no moves) sees the spectators' board with its own
    panel (hand, captures) under it: that panel alone, as the bottom of :func:`draw`'s image (the
    spectators' board ends in the same margin the seat's board has above its panel). None for the
    spectators' view and for a seat with targets framed on the board."""
    seat = view.get("seat")
    if seat is None or view.get("targets") or view.get("legal"):
        return None
    shown = [theme.isolate(n) for n in names]
    with one_drawing():
        image, d = theme.canvas(WIDTH, _private_height(view, shown) + MARGIN)
        _private_panel(d, view, shown, 0)
    return [image]


def _draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    seat = view.get("seat")
    private = seat is not None
    block = panorama_block_height(view, names)
    status, status_size = _status(view, names)
    status_h = _status_height(view, names)
    lower = _lower_height(view)
    height = TOP + status_h + block + lower + (_private_height(view, names) if private else 0) + MARGIN
    image, d = theme.canvas(WIDTH, height)
    for n, line in enumerate(status):
        theme.text(
            d,
            (MARGIN + 4, TOP + STATUS_H / 2 - 2 + n * STATUS_LINE),
            line,
            size=status_size,
            bold=True,
            color=ACCENT if not view["over"] else TEXT,
            anchor="lm",
        )

    y = TOP + status_h
    for s in range(2):
        _player_section(d, y, view, names, s, _cell_choices(view, s))
        y += _section_height(view, s, names)
    d.rectangle((0, y, WIDTH, y + lower - 4), fill=PANEL)
    y = _display(d, y + LOWER_PAD, view, _display_choices(view))
    _keys(d, _spirit_line(d, y, view), view)
    if private:
        _private_panel(d, view, names, TOP + status_h + block + lower)
    return image


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    """Alt-text detail: each panorama's spirits, and what the last turn changed."""
    parts = []
    for seat in range(2):
        owned = [spirit_msg(s) for s in _owned(view, seat)]
        if owned:
            parts.append(
                words.t("solstis-alt-player-spirits", player=names[seat], points=view["scores"][seat], spirits=owned)
            )
        else:
            parts.append(words.t("solstis-alt-player", player=names[seat], points=view["scores"][seat]))
    last = view.get("last_turn")
    if last and (last["placed"] or last["spirits"]):
        parts.append(
            words.t(
                "solstis-alt-last-turn",
                player=names[last["seat"]],
                cells=len(last["placed"]),
                spirits=len(last["spirits"]),
            )
        )
    return " ".join(parts)
