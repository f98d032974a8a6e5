"""The image of a view put together: the status line, the mountain, the table and the legend; and the
alt text's description."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.nanga_parbat.animals import _draw_animals, _frames_shown, _table_height
from render.nanga_parbat.legend import _draw_keys
from render.nanga_parbat.look import BODY, MARGIN, MARK, STATUS_H, STATUS_LINE, TOP, WIDTH, _name
from render.nanga_parbat.mountain import _base, _corner_bottom, _draw_corner, _draw_mountain
from render.theme import (
    ACCENT,
    BACKGROUND,
    PANEL_LIGHT,
    TEXT,
    text,
)
from rules.nanga_parbat import board as B
from rules.text import Msg


def _progress(view: dict[str, Any]) -> str:
    turn = min(view["turns"] + 1, 2 * B.HIKERS)
    if view["area_scoring"]:
        return words.t("np-board-progress-area", turn=turn, turns=2 * B.HIKERS)
    return words.t("np-board-progress", turn=turn, turns=2 * B.HIKERS)


def _decision(view: dict[str, Any]) -> str:
    """The decision open now, as the engine states it (a message; a plain string from before)."""
    decision = view["decision"]
    return words.say(Msg.from_json(decision) if isinstance(decision, dict) else str(decision))


def _status(view: dict[str, Any], names: list[str], room: float) -> list[str]:
    """Who decides what now, or who won, at BODY in bold: one line of ``room`` px, or more where the
    name and the decision do not fit on one (the name is never shortened to make room)."""
    if view["over"]:
        result = view["result"]
        high, low = max(result["scores"]), min(result["scores"])
        if len(result["winners"]) > 1:
            line = words.t("np-board-over-shared", high=high, low=low)
        else:
            name = theme.isolate(theme.visible(_name(names, result["winners"][0])))
            line = words.t("np-board-over-win", player=name, high=high, low=low)
    else:
        name = theme.isolate(theme.visible(_name(names, view["to_act"][0])))
        line = words.t("np-board-status", player=name, decision=_decision(view))
    return theme.wrap_text(line, BODY, room, bold=True)


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The board image (this game draws one: :func:`draw_all` is it, in a list)."""
    return _draw(view, [theme.isolate(n) for n in names])  # a right-to-left name keeps the words around it in order


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """Every image of the view: the one board image."""
    return [draw(view, names)]


def _draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    base = _base(words.locale())
    table_y = max(base.height, int(_corner_bottom(view)) + 8)
    table_h = _table_height(view)
    image = Image.new("RGB", (WIDTH, table_y + table_h + 4), BACKGROUND)
    theme.paste(image, base, (0, 0))
    draw = ImageDraw.Draw(image)
    targets = view.get("targets") or {}
    _draw_mountain(image, draw, view, targets)
    for seat in range(2):
        _draw_corner(draw, view, names, seat)
    _draw_animals(draw, view, table_y, targets)
    # last: it lists the frames drawn above
    image = _draw_keys(image, image.height, _frames_shown(draw, view), _progress(view))
    return _draw_status(image, view, names)


def _draw_status(image: Image.Image, view: dict[str, Any], names: list[str]) -> Image.Image:
    """The status band under the header, grown by a line for each line the status needs past one."""
    actor = view["to_act"][0] if view["to_act"] else None
    x = MARGIN + (46 if actor is not None else 0)
    lines = _status(view, names, WIDTH - x - MARGIN)
    extra = STATUS_LINE * (len(lines) - 1)
    image = theme.insert_rows(image, TOP + STATUS_H // 2, extra, PANEL_LIGHT)
    draw = ImageDraw.Draw(image)
    height = STATUS_H + extra
    draw.rectangle((0, TOP, WIDTH, TOP + height), fill=PANEL_LIGHT)
    if actor is not None:
        theme.seat_badge(draw, MARGIN + 18, TOP + STATUS_H / 2, MARK, actor)
    for n, line in enumerate(lines):
        text(
            draw,
            (x, TOP + STATUS_H / 2 + STATUS_LINE * n),
            line,
            size=BODY,
            bold=True,
            color=ACCENT if actor is not None else TEXT,
            anchor="lm",
        )
    return image


def own_part(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image] | None:
    """None: a seat's images are not the spectators' board plus a part (the one image is the whole view)."""
    return None


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    """Alt-text detail: the guide's region and what the last turn changed."""
    parts = []
    if view.get("guide"):
        parts.append(words.t("np-alt-guide", region=view["guide"]))
    last = view.get("last_turn")
    if last and last["cells"]:
        cells = [B.name_of(i) for i in last["cells"]]
        parts.append(words.t("np-alt-last-turn", player=_name(names, last["seat"]), cells=cells))
    return " ".join(parts)
