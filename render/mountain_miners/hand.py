"""A seat's own hand: its action tiles, Trash, secret tile and split tiles."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from render import theme, words
from render.chat_layout import (
    dashed_polygon,
    legend_row,
)
from render.mountain_miners.facts import _special_labels
from render.mountain_miners.gems import ACTION_KEYS, _action_key, draw_gem
from render.mountain_miners.legend import (
    ENTRY_H,
    SAMPLE_W,
    Entry,
    _active_sample,
    _board_kinds,
    _frame_sample,
    _gem_sample,
    _key_sample,
)
from render.mountain_miners.look import MARK, SEEN_EDGE, WIDTH
from render.theme import ACCENT, PANEL_LIGHT
from rules.mountain_miners.data import kind_name
from rules.mountain_miners.engine import (
    ACTIONS,
)

# ---------------------------------------------------------------------------- a seat's hand
HELD = MARK + 8  # one held tile or section


def _hand(d: ImageDraw.ImageDraw, view: dict[str, Any], p: dict[str, Any], y: float) -> float:
    """What only this seat needs to see: its action tiles, Trash, its secret tile (its face: the
    owner knows it) and its split tiles (the section that counts framed), then their legend."""
    items: list[tuple[str, Any]] = []
    for kind, count in sorted(p["actions"].items(), key=lambda item: ACTION_KEYS.get(item[0], item[0])):
        items += [("action", kind)] * count
    items += [("trash", None)] * int(p.get("trash") or 0)
    items += [
        ("tile", tile) for tile in p["tiles"] if tile.get("icons") and (len(tile["icons"]) > 1 or tile.get("secret"))
    ]
    if not items:
        return y
    x, left, right = 12.0, 12.0, WIDTH - 12.0
    y += 6
    theme.seat_badge(d, x + MARK / 2, y + HELD / 2, MARK, p["seat"])
    x += MARK + 10
    kinds: set[str] = set()
    for what, value in items:
        width = HELD * len(value["icons"]) + 4 if what == "tile" else HELD
        if x + width > right:
            x, y = left + MARK + 10, y + HELD + 6
        cy = y + HELD / 2
        if what == "action":
            _action_key(d, value, x + HELD / 2, cy, MARK / 2 + 2, inner=MARK / 2, meaning="")
            kinds.add(value)
        elif what == "trash":
            with theme.panel(d, (x + 4, cy - MARK / 2, x + 4 + MARK, cy + MARK / 2), "trash", "symbol"):
                draw_gem(d, "trash", x + HELD / 2, cy, MARK / 2, label=False)
            kinds.add("trash")
        else:
            theme.rounded_box(d, (x, y, x + width, y + HELD), fill=PANEL_LIGHT, radius=6)
            if value.get("secret"):
                dashed_polygon(d, [(x, y), (x + width, y), (x + width, y + HELD), (x, y + HELD)], SEEN_EDGE, width=3)
                theme.frame(d, (x, y, x + width, y + HELD), "secret")
                kinds.add("secret")
            for k, icon in enumerate(value["icons"]):
                sx = x + 2 + HELD * k
                cx = sx + HELD / 2
                if len(value["icons"]) > 1 and k == value.get("act", 0):
                    active = (sx + 1, y + 2, sx + HELD - 1, y + HELD - 2)
                    d.rounded_rectangle(active, radius=6, fill=theme.BACKGROUND, outline=ACCENT, width=3)
                    theme.frame(d, active, "active section")
                    kinds.add("active section")
                if icon in ACTIONS:
                    _action_key(d, icon, cx, cy, MARK / 2 + 1, inner=MARK / 2, meaning="")
                    kinds.add(icon)
                else:
                    with theme.panel(d, (cx - MARK / 2, cy - MARK / 2, cx + MARK / 2, cy + MARK / 2), icon, "symbol"):
                        draw_gem(d, icon, cx, cy, MARK / 2 - 1, label=False)
                    kinds.add(icon)
        x += width + 6
    y += HELD + 4
    shown = set(_board_kinds(view))
    entries: list[Entry] = []
    if "active section" in kinds:
        entries.append((words.t("mm-board-legend-active"), _active_sample, "active section"))
    if "secret" in kinds:
        entries.append((words.t("mm-board-legend-secret"), _frame_sample(SEEN_EDGE, dashed=True), "secret"))
    for kind in sorted((kinds - shown) & set(ACTIONS), key=ACTION_KEYS.__getitem__):
        entries.append((words.say(kind_name(kind)), _key_sample(kind), ""))
    for kind, label in _special_labels(kinds - shown):
        entries.append((label, _gem_sample(kind), ""))
    if entries:
        y = legend_row(d, 12, y, WIDTH - 12, entries, gap=16, line_h=ENTRY_H, sample_w=SAMPLE_W)
    return y
