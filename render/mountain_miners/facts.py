"""The facts written beside the mountain (the arrows' turning, the deck, the gems' values) and a seat's
decision bar."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PIL import ImageDraw

from render import theme, words
from render.chat_layout import (
    SMALL,
)
from render.mountain_miners.gems import _fit
from render.mountain_miners.look import WIDTH
from render.theme import ACCENT, PANEL_LIGHT, TEXT, text
from rules.mountain_miners.data import MULTIPLIER_FACTOR, kind_name, step_name
from rules.mountain_miners.engine import (
    TRASH_VALUE,
)
from rules.text import Msg, msg


def _rotation_text(view: dict[str, Any]) -> str:
    """How the arrows turn after this turn (where they stand is drawn: the arrows themselves)."""
    a = view["arrows"][0]
    if view["locked"]:
        turning = msg("mm-board-locked")
    elif a["dir"] > 0:
        turning = msg("mm-board-turns-clockwise", step=step_name(a["step"]))
    else:
        turning = msg("mm-board-turns-anticlockwise", step=step_name(a["step"]))
    said = words.say(turning)
    return said[:1].upper() + said[1:]


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    names = [" ".join(theme.clean(n).split()) for n in names]
    count = len(view["players"])
    return [
        theme.isolate(names[s] if s < len(names) and names[s] else words.t("mm-board-player-number", number=s + 1))
        for s in range(count)
    ]


def _facts_text(view: dict[str, Any]) -> str:
    """The deck, tiles removed and a refill due, in a row (the actions used are a history: the
    move lines tell it)."""
    info = [words.t("mm-board-deck", count=view["deck"])]
    if view.get("removed"):
        info.append(words.t("mm-board-removed", count=view["removed"]))
    if view.get("refill"):
        info.append(words.t("mm-board-refill-due", count=view["refill"]))
    line = info[-1]
    for part in reversed(info[:-1]):
        line = words.t("mm-board-facts", first=part, rest=line)
    return line


def _special_labels(shown: Iterable[str]) -> list[tuple[str, str]]:
    """The legend's words for the tiles that are neither gems nor actions among ``shown``."""
    labels: dict[str, Callable[[], str]] = {
        "trash": lambda: words.t("mm-board-legend-valued", kind=kind_name("trash"), value=TRASH_VALUE),
        "multiplier": lambda: words.t("mm-board-legend-multiplier", factor=MULTIPLIER_FACTOR),
        "wildcard": lambda: words.say(kind_name("wildcard")),
    }
    present = set(shown)
    return [(kind, label()) for kind, label in labels.items() if kind in present]


def _any_facing(view: dict[str, Any]) -> bool:
    """Whether the mountain shows a split tile, whose sections facing the arrow are drawn lighter."""
    tiles = [cell.get("seen") or cell for cell in view["board"] if cell and (cell.get("seen") or not cell.get("down"))]
    return bool(view["arrows"]) and any(len(tile["icons"]) > 1 for tile in tiles)


def _decision_bar(d: ImageDraw.ImageDraw, view: dict[str, Any], y: float) -> float:
    """A seat's decision in its own view ("Your move: ..."), framed like the cells it may choose."""
    said = msg("mm-board-your-move", prompt=Msg.from_json(view["prompt"]))
    outline, size, color = ACCENT, SMALL, TEXT
    bold = True
    room = WIDTH - 60
    # A sentence too long for one line (a wordy language) takes up to three, its names shortened first.
    full = words.say(said)
    fits = theme.text_width(full, size, bold) <= room
    lines = [full] if fits else theme.wrap_text(_fit(said, size, 2.8 * room, bold), size, room, bold)
    height = 46 + 34 * (len(lines) - 1)
    theme.rounded_box(d, (14, y, WIDTH - 14, y + height), fill=PANEL_LIGHT, outline=outline, width=3)
    for number, line in enumerate(lines):
        text(d, (WIDTH / 2, y + 23 + 34 * number), line, size=size, bold=bold, color=color, anchor="mm")
    return y + height
