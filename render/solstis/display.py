"""The display of tiles on offer and the supply."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from render import theme, words
from render.solstis.look import DISPLAY_TILE, MARGIN, SMALL, WIDTH
from render.solstis.pieces import _face_down, _last, _tile
from render.theme import ACCENT

# ------------------------------------------------------------------ the display, the line, the supplies

DISPLAY_STEP = DISPLAY_TILE + 14  # one display stack (its face-down tile shows 6 px right and below)
DISPLAY_ROW = DISPLAY_TILE + 6 + 12
LOWER_PAD = 8
PILL_H = 42
PILL_ROW = PILL_H + 8


def _second_chance_below(view: dict[str, Any]) -> bool:
    """Whether the second-chance tile takes a row of its own (it does not fit beside the display)."""
    if not view["revealed"]:
        return False
    right = MARGIN + 4 + len(view["display"]) * DISPLAY_STEP + 10
    label = words.t("solstis-board-second-chance")
    return right + theme.text_width(label, SMALL, True) + 10 + DISPLAY_TILE > WIDTH - MARGIN


def _display(draw: ImageDraw.ImageDraw, y: int, view: dict[str, Any], show: set[str]) -> int:
    """The face-up display tiles (each over its face-down stack) and the second-chance tile."""
    image = draw._image  # ImageDraw has no public way to its image
    last = _last(view)
    x = MARGIN + 4
    for index, entry in enumerate(view["display"]):
        if entry["down"]:
            theme.paste(image, _face_down(DISPLAY_TILE), (x + 6, y + 6))
        if entry["up"]:
            theme.paste(image, _tile(entry["up"], DISPLAY_TILE), (x, y))
            if entry["up"] in show:
                draw.rounded_rectangle(
                    (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), radius=6, outline=ACCENT, width=4
                )
                theme.frame(draw, (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), "you may choose")
        elif not entry["down"]:
            draw.rounded_rectangle(
                (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), radius=6, outline=theme.GRID, width=2
            )
        if index in last["display"]:
            theme.outline_last_turn(draw, (x, y, x + DISPLAY_TILE - 1, y + DISPLAY_TILE - 1), radius=6, width=3)
        x += DISPLAY_STEP
    if view["revealed"]:
        if _second_chance_below(view):
            x, y = MARGIN + 4 - 10, y + DISPLAY_ROW
        label_x = x + 10
        label = words.t("solstis-board-second-chance")
        theme.text(draw, (label_x, y + DISPLAY_TILE / 2), label, size=SMALL, color=ACCENT, bold=True, anchor="lm")
        theme.paste(
            image,
            _tile(view["revealed"], DISPLAY_TILE),
            (int(label_x + theme.text_width(label, SMALL, True) + 10), y),
        )
    return y + DISPLAY_ROW


def _supply_parts(view: dict[str, Any]) -> list[str]:
    """The pile, the supplies and the spirits drawn (counts only: the pile stays hidden)."""
    parts = [
        words.t("solstis-board-pile", count=view["pile"]),
        words.t("solstis-board-rainbows", count=view["rainbows"]),
        words.t("solstis-board-deck", count=view["deck"]),
    ]
    if view["variant"] == "firefly":
        parts.append(words.t("solstis-board-fireflies", count=view["fireflies"]))
    if view["removed"]:
        parts.append(words.t("solstis-board-out-of-game", count=view["removed"]))
    if view["drawn_count"]:
        parts.append(words.t("solstis-board-drawn", count=view["drawn_count"]))
    return parts
