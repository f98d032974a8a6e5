"""A seat's private panel: its hand, what it must do, which squares, tiles and frames its decision
offers and the keys to them."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from render import theme, words
from render.solstis.display import PILL_H
from render.solstis.legend import TOKEN_KEY_W
from render.solstis.look import BODY, HAND_TILE, LINE, SMALL, SMALL_TILE, WIDTH, _with_name, _wrapped
from render.solstis.pieces import TOKEN_R, _tile, _token
from render.theme import ACCENT, PANEL, PANEL_LIGHT, TEXT_DIM
from rules.solstis.board import (
    CELLS,
    spirit_msg,
    spirit_text_msg,
)


def _choices(view: dict[str, Any], phases: tuple[str, ...]) -> set[str]:
    """The targets of the decision of the seat whose view this is, in one of ``phases``."""
    seat = view.get("seat")
    if seat is None or view.get("actor") != seat or view["phase"] not in phases:
        return set()
    return set(view.get("targets", []))


def _cell_choices(view: dict[str, Any], panorama: int) -> set[str]:
    """The cells of ``panorama`` framed as choices: one's own for a rainbow or a square, the
    rival's for the Evil Spirit or the Viper."""
    own = panorama == view.get("seat")
    return _choices(view, ("rainbow", "square") if own else ("evil", "viper")) & set(CELLS)


def _display_choices(view: dict[str, Any]) -> set[str]:
    """The display tiles framed as choices (to play onto, take, or turn for the Beetle)."""
    up = {entry["up"] for entry in view["display"] if entry["up"]}
    return _choices(view, ("play", "take", "beetle")) & up


def _frames_choices(view: dict[str, Any]) -> bool:
    """Whether the image frames the seat's choices (then its private panel says what they mean)."""
    return bool(_display_choices(view) or any(_cell_choices(view, s) for s in range(2)))


# ------------------------------------------------------------------ a seat's own panel

PANEL_X = 24  # the private panel's content starts here
PANEL_RIGHT = WIDTH - 24
TITLE_H = 56
KEY_LINE = 44  # a key entry of the private panel on a line of its own
GROUP_ROW = HAND_TILE + 14  # a row of hand tiles with what they capture
# The arrow from a hand tile to what it would capture: 36 px tall, 18 px as shown.
CAPTURE_ARROW_W, CAPTURE_ARROW_H = 22, 36


def _capture_key(view: dict[str, Any]) -> str:
    """The words of the capture arrow's key, where a hand tile has something to capture."""
    return words.t("solstis-board-captures-key") if any(view["captures"].get(t) for t in view["hand"]) else ""


def _key_width(key: str) -> float:
    return CAPTURE_ARROW_W + 8 + theme.text_width(key, SMALL)


def _group_width(view: dict[str, Any], tile: str) -> float:
    """A hand tile with what it captures (or the words that it captures nothing)."""
    caps = view["captures"].get(tile, [])[:4]
    if caps:
        return HAND_TILE + 8 + CAPTURE_ARROW_W + 6 + len(caps) * (SMALL_TILE + 4)
    return HAND_TILE + 8 + theme.text_width(words.t("solstis-board-no-capture"), SMALL)


def _hand_rows(view: dict[str, Any]) -> list[list[str]]:
    """The hand's tiles, each with its captures, in rows that fit the panel."""
    rows: list[list[str]] = [[]]
    x = float(PANEL_X)
    for tile in view["hand"]:
        width = _group_width(view, tile)
        if rows[-1] and x + width > PANEL_RIGHT:
            rows.append([])
            x = PANEL_X
        rows[-1].append(tile)
        x += width + 28
    return rows


def _key_lines(view: dict[str, Any]) -> list[list[str]]:
    """The private panel's keys (what a hand tile captures, what the seat may choose) in lines."""
    keys = []
    if _capture_key(view):
        keys.append("captures")
    if _frames_choices(view):
        keys.append("choices")
    widths = {"captures": _key_width(_capture_key(view)), "choices": _choice_key_width()}
    lines: list[list[str]] = []
    x = float(PANEL_X)
    for key in keys:
        if lines and x + widths[key] <= PANEL_RIGHT:
            lines[-1].append(key)
        else:
            lines.append([key])
            x = PANEL_X
        x += widths[key] + 28
    return lines


def _choice_key_width() -> float:
    return 44 + theme.text_width(words.t("solstis-board-choices-key"), SMALL)


def _drawn_lines(spirit: str) -> list[str]:
    """A drawn spirit's name and what it does, wrapped to the panel's width beside its token."""
    label = words.t("solstis-board-spirit-pill", spirit=spirit_msg(spirit), effect=spirit_text_msg(spirit))
    return list(_wrapped(label, SMALL, PANEL_RIGHT - PANEL_X - TOKEN_KEY_W - 16))


def _drawn_height(spirit: str) -> int:
    return max(PILL_H, LINE * len(_drawn_lines(spirit)) + 10) + 8


def _extra_height(view: dict[str, Any]) -> int:
    if view.get("drawn"):
        return 40 + sum(_drawn_height(s) for s in view["drawn"])
    if view.get("rival_hand") is not None or view.get("rival_must_play"):
        return 40 + SMALL_TILE + 12
    return 40 if view.get("legal") else 0


TITLE_LINE = 34  # each further line of the private panel's title


def _title_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    """The private panel's title, the seat's name whole (on a second line where it needs one)."""
    title = words.t("solstis-board-hand-private", player=names[view["seat"]])
    return list(_wrapped(title, BODY, PANEL_RIGHT - PANEL_X - 46, True))


def _must_lines(view: dict[str, Any]) -> list[str]:
    """The note that the seat must play the tile the rival's Fox chose (framed in the hand)."""
    return (
        list(_wrapped(words.t("solstis-board-must-play-fox"), SMALL, PANEL_RIGHT - PANEL_X))
        if view.get("must_play")
        else []
    )


def _private_height(view: dict[str, Any], names: list[str]) -> int:
    title = TITLE_LINE * (len(_title_lines(view, names)) - 1) + LINE * len(_must_lines(view))
    return (
        title
        + TITLE_H
        + GROUP_ROW * len(_hand_rows(view))
        + KEY_LINE * len(_key_lines(view))
        + _extra_height(view)
        + 14
    )


def _capture_arrow(d: ImageDraw.ImageDraw, x: float, mid: float) -> None:
    half = CAPTURE_ARROW_H / 2
    d.polygon([(x, mid - half), (x + CAPTURE_ARROW_W, mid), (x, mid + half)], fill=ACCENT)


def _private_panel(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: int) -> None:
    image = d._image  # ImageDraw has no public way to its image
    seat = view["seat"]
    theme.rounded_box(
        d,
        (8, y + 4, WIDTH - 8, y + _private_height(view, names) - 4),
        fill=PANEL_LIGHT,
        outline=theme.seat_color(seat),
        width=3,
    )
    mid = y + TITLE_H / 2 + 2
    theme.seat_badge(d, PANEL_X + 18, mid, 34, seat)
    title = _title_lines(view, names)
    for n, line in enumerate(title):
        theme.text(d, (PANEL_X + 46, mid + n * TITLE_LINE), line, size=BODY, bold=True, anchor="lm")
    ty = y + TITLE_H + TITLE_LINE * (len(title) - 1)
    for line in _must_lines(view):
        theme.text(d, (PANEL_X, ty + LINE / 2 - 4), line, size=SMALL, color=ACCENT, anchor="lm")
        ty += LINE
    for row in _hand_rows(view):
        x = float(PANEL_X)
        for tile in row:
            theme.paste(image, _tile(tile, HAND_TILE), (int(x), ty))
            if tile == view.get("must_play"):
                d.rounded_rectangle((x, ty, x + HAND_TILE - 1, ty + HAND_TILE - 1), radius=6, outline=ACCENT, width=4)
            caps = view["captures"].get(tile, [])[:4]
            cx = x + HAND_TILE + 8
            middle = ty + HAND_TILE / 2
            if caps:
                _capture_arrow(d, cx, middle)
                theme.symbol(
                    d,
                    (cx, middle - CAPTURE_ARROW_H / 2, cx + CAPTURE_ARROW_W, middle + CAPTURE_ARROW_H / 2),
                    "▸",
                    "captures",
                )
                cx += CAPTURE_ARROW_W + 6
                for u in caps:
                    theme.paste(image, _tile(u, SMALL_TILE), (int(cx), ty + (HAND_TILE - SMALL_TILE) // 2))
                    cx += SMALL_TILE + 4
            else:
                none = words.t("solstis-board-no-capture")
                theme.text(d, (cx, middle), none, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += _group_width(view, tile) + 28
        ty += GROUP_ROW
    if not view["hand"]:
        theme.text(d, (PANEL_X, ty + 16), words.t("solstis-board-empty"), size=SMALL, color=TEXT_DIM)
        ty += GROUP_ROW
    for key_line in _key_lines(view):
        x = float(PANEL_X)
        middle = ty + KEY_LINE / 2 - 2
        for key in key_line:
            if key == "captures":
                label = _capture_key(view)
                with theme.panel(d, (x, middle - 19, x + _key_width(label), middle + 19), label, "legend", "captures"):
                    _capture_arrow(d, x, middle)
                    theme.text(d, (x + CAPTURE_ARROW_W + 8, middle), label, size=SMALL, anchor="lm")
                x += _key_width(label) + 28
            else:
                label = words.t("solstis-board-choices-key")
                with theme.panel(
                    d, (x, middle - 19, x + _choice_key_width(), middle + 19), label, "legend", "you may choose"
                ):
                    d.rounded_rectangle((x + 2, middle - 16, x + 34, middle + 16), radius=6, outline=ACCENT, width=4)
                    theme.text(d, (x + 44, middle), label, size=SMALL, anchor="lm")
                x += _choice_key_width() + 28
        ty += KEY_LINE
    _private_extra(d, view, names, ty)


def _private_extra(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: int) -> None:
    """Under the hand: the spirits drawn to keep one of, or the rival's hand the Fox shows, or the
    tile the rival must play, or how many moves the seat has."""
    image = d._image  # ImageDraw has no public way to its image
    seat = view["seat"]
    room = PANEL_RIGHT - PANEL_X
    if view.get("drawn"):
        theme.text(d, (PANEL_X, y + 18), words.t("solstis-board-drawn-keep"), size=SMALL, bold=True, anchor="lm")
        py = y + 40
        for spirit in view["drawn"]:
            lines = _drawn_lines(spirit)
            height = _drawn_height(spirit) - 8
            theme.rounded_box(d, (PANEL_X, py, PANEL_RIGHT, py + height), fill=PANEL, radius=10)
            _token(d, PANEL_X + TOKEN_R + 3, py + height / 2, spirit, r=TOKEN_R)
            top = py + height / 2 - LINE * (len(lines) - 1) / 2
            for n, line in enumerate(lines):
                theme.text(d, (PANEL_X + TOKEN_KEY_W, top + n * LINE), line, size=SMALL, anchor="lm")
            py += height + 8
    elif view.get("rival_hand") is not None:
        label = _with_name(
            lambda name: words.t("solstis-board-rival-hand", player=name), names[1 - seat], SMALL, room, True
        )
        theme.text(d, (PANEL_X, y + 18), label, size=SMALL, bold=True, anchor="lm")
        px = PANEL_X
        for tile in view["rival_hand"]:
            theme.paste(image, _tile(tile, SMALL_TILE), (px, y + 40))
            px += SMALL_TILE + 6
    elif view.get("rival_must_play"):
        label = _with_name(
            lambda name: words.t("solstis-board-rival-must-play", player=name), names[1 - seat], SMALL, room, True
        )
        theme.text(d, (PANEL_X, y + 18), label, size=SMALL, bold=True, anchor="lm")
        theme.paste(image, _tile(view["rival_must_play"], SMALL_TILE), (PANEL_X, y + 40))
    elif view.get("legal"):
        theme.text(
            d,
            (PANEL_X, y + 18),
            words.t("solstis-board-your-move", count=len(view["legal"])),
            size=SMALL,
            color=TEXT_DIM,
            anchor="lm",
        )
