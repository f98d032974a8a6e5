"""The round panel: the stacks, the round's lines and phases, and the row of tiles on offer."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import MEDIUM, SMALL
from render.sheherazade.look import (
    BOARD_W,
    DREAM_EDGE,
    DREAM_FILL,
    GENIE_FILL,
    GOLD,
    MARGIN,
    ROW_FILL,
    TW,
    WIDTH,
    _cropped,
    _note,
    _target,
)
from render.sheherazade.status import _status_lines
from render.sheherazade.tiles import (
    DREAM_LEAST_W,
    OFFER_DREAM_W,
    OFFER_H,
    _back_width,
    _paste_tile,
    _tile_width,
    tile_back,
)
from render.theme import ACCENT, PANEL, TEXT, TEXT_DIM, Color

STATUS_LINE = 36  # from one line of the status (MEDIUM bold) to the next
ROUND_LINE = 52  # the round's line: its words (LARGE) and the stacks beside them
STACK_H = 44  # a stack: its back, its name and the tiles left in it
STACK_GAP = 12


def _stack_words(letter: str, count: int) -> tuple[str, str, int]:
    """A stack's name, how many tiles are left in it and that number's size."""
    return words.t("sh-board-stack-name", stack=letter), str(count), MEDIUM


def _stack_width(letter: str, count: int) -> float:
    name, left, size = _stack_words(letter, count)
    return 26 + theme.text_width(name, SMALL) + 8 + theme.text_width(left, size, True) + 10


def _paste_stack(image: Image.Image, letter: str, count: int, x: float, y: float) -> float:
    """A stack as a tile back (Genie purple, Dream night blue) with a band in the tint of the
    island row it feeds, its name and how many tiles are left; returns its width."""
    draw = ImageDraw.Draw(image)
    width = _stack_width(letter, count)
    draw.rounded_rectangle(
        (x, y, x + width, y + STACK_H),
        radius=8,
        fill=DREAM_FILL if letter == "D" else GENIE_FILL,
        outline=GOLD,
        width=2,
    )
    draw.rounded_rectangle((x + 7, y + 8, x + 17, y + STACK_H - 8), radius=3, fill=ROW_FILL.get(letter, DREAM_EDGE))
    name, left, size = _stack_words(letter, count)
    theme.paste_text(image, (x + 26, y + STACK_H / 2), name, size=SMALL, color=GOLD, anchor="lm")
    theme.paste_text(
        image,
        (x + width - 10, y + STACK_H / 2),
        left,
        size=size,
        color=TEXT if count else TEXT_DIM,
        bold=True,
        anchor="rm",
    )
    return width


Line = tuple[str, Color]


def _round_lines(view: dict[str, Any], names: list[str]) -> tuple[list[Line], list[Line], str]:
    """The panel's first line (the round and, where it fits beside it, what is being decided), the
    lines under it (at the end who won) and what is being decided where it goes instead: at the
    right of the offer's heading where it fits there, else under the round, wrapped."""
    round_words = words.t("sh-board-round", round=view["round"], rounds=view["rounds"])
    if view["over"]:
        status, _ = _status_lines(view, names, MEDIUM, BOARD_W)
        return [(round_words, TEXT)], [(line, TEXT) for line in status], ""
    phase = words.t(f"sh-board-phase-{view['phase']}") if view["phase"] in PHASES else ""
    beside = theme.text_width(round_words, MEDIUM, True) + ROUND_SPACE + theme.text_width(phase, MEDIUM, True)
    if not phase or beside <= BOARD_W:
        return [(round_words, TEXT)] + ([(phase, ACCENT)] if phase else []), [], ""
    heading = theme.text_width(words.t("sh-board-offer"), SMALL) + ROUND_SPACE + theme.text_width(phase, SMALL, True)
    if _shown(view) and not view["discard"] and heading <= BOARD_W:
        return [(round_words, TEXT)], [], phase
    return [(round_words, TEXT)], [(line, ACCENT) for line in theme.wrap_text(phase, MEDIUM, BOARD_W, True)], ""


PHASES = ("stack", "hide", "take", "place", "name")
ROUND_SPACE = 24  # between the round and what is being decided


def _round_panel(view: dict[str, Any], names: list[str]) -> Image.Image:
    """The round and what is being decided, the stacks, the tiles on offer and the discard."""
    image = Image.new("RGB", (WIDTH, 900), PANEL)
    draw = ImageDraw.Draw(image)
    legal = view.get("legal") or {}
    last = view.get("last_turn") or {}
    x, right = MARGIN, WIDTH - MARGIN
    first, under, offer_phase = _round_lines(view, names)
    y: float = 8
    lx: float = x
    for content, colour in first:
        theme.paste_text(image, (lx, y), content, size=MEDIUM, bold=True, color=colour)
        lx += theme.text_width(content, MEDIUM, True) + ROUND_SPACE
    for content, colour in under:
        y += STATUS_LINE
        theme.paste_text(image, (x, y), content, size=MEDIUM, bold=True, color=colour)
    y += STATUS_LINE + 4
    # the stacks, with the tiles left in each
    sx: float = x
    stack_targets = set(legal.get("targets", [])) if legal.get("kind") == "stack" else set()
    for letter, count in view["stacks"].items():
        if sx > x and sx + _stack_width(letter, count) > right:
            sx, y = x, y + STACK_H + 8
        width = _paste_stack(image, letter, count, sx, y)
        box = (sx, y, sx + width, y + STACK_H)
        if letter in stack_targets:
            _target(draw, box)
            _note(image, "targets")
        if last.get("stack") == letter:
            theme.outline_last_turn(draw, box)
            _note(image, "last_turn")
        sx += width + STACK_GAP
    y += STACK_H + 10
    if not view["over"]:
        y = _offer_row(image, view, y, offer_phase)
    return _cropped(image, y)


def _offer_row(image: Image.Image, view: dict[str, Any], y: float, phase: str = "") -> float:
    """The tiles on offer (or the Lookout's private draw, or the tile being placed) from ``y``,
    under their heading (with ``phase``, what is being decided, at its right), and the newest
    discarded tile at the right where it fits; returns the y under them."""
    draw = ImageDraw.Draw(image)
    legal = view.get("legal") or {}
    last = view.get("last_turn") or {}
    x, right = MARGIN, WIDTH - MARGIN
    shown = _shown(view)
    if not shown:  # "No tiles on offer" (with the discard's count) and no empty row under it
        line = words.t("sh-board-offer-empty")
        theme.paste_text(image, (x, y), line, size=SMALL, color=TEXT_DIM)
        if view["discard"]:
            discarded = words.t("sh-board-discarded", count=len(view["discard"]))
            dx = x + theme.text_width(line, SMALL) + 30
            theme.paste_text(image, (dx, y), theme.fit_text(discarded, SMALL, right - dx), size=SMALL, color=TEXT_DIM)
        return y + 40
    theme.paste_text(image, (x, y), words.t("sh-board-offer"), size=SMALL, color=TEXT_DIM)
    if phase:
        theme.paste_text(image, (right, y), phase, size=SMALL, bold=True, color=ACCENT, anchor="ra")
    tiles_y = y + 30
    take_targets = set(legal.get("targets", [])) if legal.get("kind") == "take" else set()
    hide_targets = set(legal.get("targets", [])) if legal.get("kind") == "hide" else set()
    back_w = max(TW, _back_width())
    backs = sum(1 for _, marker in shown if marker == "back")
    dreams = sum(1 for tile, marker in shown if marker != "back" and tile and tile[0] == "D")
    room = BOARD_W - OFFER_GAP * (len(shown) - 1) - backs * back_w - (len(shown) - backs - dreams) * TW
    dream_w = max(DREAM_LEAST_W, min(OFFER_DREAM_W, room // dreams)) if dreams else OFFER_DREAM_W
    high = 0
    noted = False
    cx: float = x
    for index, (tile, marker) in enumerate(shown):
        tw = _tile_width(tile, dream_w) if marker != "back" else back_w
        th = OFFER_H if marker != "back" and tile and tile[0] == "D" else OFFER_TH
        if marker == "back":
            theme.paste(
                image, tile_back(view.get("face_down_stack") or "U", tw, OFFER_TH, words.locale()), (cx, tiles_y)
            )
        else:
            _paste_tile(image, tile, int(cx), int(tiles_y), dream_w=dream_w, height=OFFER_TH)
        if marker in ("face down", "placing"):
            note = words.t("sh-board-hidden-by-you") if marker == "face down" else words.t("sh-board-to-place")
            note_w = tw + 60  # two lines at most, under the tile and a little beside it, inside the image
            middle = min(max(cx + tw / 2, x + note_w / 2), right - note_w / 2)
            for n, line in enumerate(theme.wrap_text(note, SMALL, note_w)[:2]):
                theme.paste_text(image, (middle, tiles_y + th + 4 + 27 * n), line, size=SMALL, color=GOLD, anchor="mt")
            noted = True
        if (
            tile in take_targets
            or (marker in ("face down", "back") and "hidden" in take_targets)
            or str(index) in hide_targets
        ):
            _target(draw, (cx, tiles_y, cx + tw, tiles_y + th))
            _note(image, "targets")
        high = max(high, th)
        cx += tw + OFFER_GAP
    if view["discard"]:  # the newest discarded tile, at the right where the row leaves room
        tile = view["discard"][-1]
        tw, th = _tile_width(tile), OFFER_H if tile[0] == "D" else OFFER_TH
        discarded = words.t("sh-board-discarded", count=len(view["discard"]))
        dx = right - max(tw, theme.text_width(discarded, SMALL))
        if dx >= cx + 12:
            theme.paste_text(image, (right, y), discarded, size=SMALL, color=TEXT_DIM, anchor="ra")
            _paste_tile(image, tile, int(right - tw), int(tiles_y), height=OFFER_TH)
            if tile in (last.get("discarded") or []):
                theme.outline_last_turn(draw, (right - tw, tiles_y, right, tiles_y + th))
                _note(image, "last_turn")
            high = max(high, th)
    return tiles_y + high + (62 if noted else 10)


OFFER_GAP = 10  # between two tiles on offer
OFFER_TH = 60  # an Island tile on offer (or a tile's back): three pictograms of 36 px


def _shown(view: dict[str, Any]) -> list[tuple[str, str]]:
    """The tiles in the offer row: (tile or '' for a back, marker: '', 'face down', 'back', 'placing')."""
    private = view.get("private") or {}
    shown: list[tuple[str, str]] = []
    if private.get("drawn"):
        shown = [(t, "") for t in private["drawn"]]
    else:
        shown = [(t, "") for t in view["offer"]]
        if view["face_down"]:
            secret = private.get("secret")
            shown += [(secret, "face down") if secret else ("", "back")] * (1 if secret else view["face_down"])
    if view.get("holding"):
        shown.append((view["holding"], "placing"))
    return shown
