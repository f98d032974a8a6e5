"""Paper World images for the chat column: the five piles and every player's 3 x 3 landscape,
then the objectives (and, in a seat's own images, its hand with the cards placeable now marked).

``draw_all(view, names)`` gives two images 1000 px wide with no text under 25 px (12 px when shown
480 px wide) and no mark under 34 px (16 px shown); ``draw`` is the first (piles and landscapes,
the replay GIF's frame). A card's stars are one star badge with their number. Every card says its colour in words as
well as by its fill (black cards are drawn dark); a seat is shown by its badge (colour and marker
shape), never by a card colour alone. Everything the last turn changed (the piles taken from,
the cards placed, the scissors token's move, objectives scored) is outlined white.

Draws only from a view (``rules.paper_world`` ``GAME.view``); every word comes from the catalogue
(``lang/locales/*/paper-world.ftl``) in the drawing's language (:mod:`render.words`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import HEADER_H, LARGE, MEDIUM, SMALL, header, name_strip, seat_badge, stack
from render.theme import ACCENT, BACKGROUND, GRID, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, Color

WIDTH = 1000
MARGIN = 16
CARD_COLOURS: dict[str, Color] = {
    "Y": (236, 172, 58),  # desert orange-yellow
    "B": (58, 128, 214),  # sea blue
    "G": (64, 160, 84),  # forest green
    "K": (34, 36, 42),  # black mountains (drawn dark, with a light edge)
}
# A black card's edge is a mid grey, not a light one: the white last-turn frame must not read as
# just a black card's own light edge (it was lost on black cards).
CARD_EDGES: dict[str, Color] = {"Y": (255, 214, 130), "B": (140, 190, 250), "G": (140, 215, 150), "K": (112, 116, 128)}
COLOUR_KEYS = {"Y": "yellow", "B": "blue", "G": "green", "K": "black"}  # pw-colour-<key>, pw-card-<key>
STARS = {1: 0, 2: 1, 3: 2, 4: 3, 5: 5}
TOKEN_RED: Color = (220, 60, 60)
GOLD: Color = (250, 200, 70)
STAR_ON_YELLOW: Color = (120, 70, 10)  # a star on a yellow card: dark, for the gold would not show

# Colours that carry meaning on their own (checked under colour-blindness simulation by
# tests/test_theme.py). Card colours are not listed: every card also says its colour in words.
MEANINGFUL_COLOUR_PAIRS = [
    ("Paper World placeable mark vs last-turn outline", ACCENT, theme.LAST_TURN),
    ("Paper World black card vs table", CARD_EDGES["K"], BACKGROUND),
    ("Paper World scissors-token frame vs placeable mark", TOKEN_RED, ACCENT),
    ("Paper World scissors-token frame vs last-turn outline", TOKEN_RED, theme.LAST_TURN),
]

_text = theme.text


def _parse(code: str) -> tuple[str, int, bool]:
    return code[0], int(code[1]), code.endswith("s")


def _star_points(cx: float, cy: float, r: float, inner: float = 0.45) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def _scissors_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, color: Color) -> None:
    """Two crossed blades over two ring handles."""
    s = size / 2
    w = max(2, int(size / 8))
    draw.line((cx - s * 0.6, cy + s * 0.2, cx + s * 0.7, cy - s), fill=color, width=w)
    draw.line((cx + s * 0.6, cy + s * 0.2, cx - s * 0.7, cy - s), fill=color, width=w)
    r = s * 0.32
    for hx in (cx - s * 0.6, cx + s * 0.6):
        hy = cy + s * 0.5
        draw.ellipse((hx - r, hy - r, hx + r, hy + r), outline=color, width=w)


def _check(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, color: Color) -> None:
    draw.line(
        (x, y + size * 0.5, x + size * 0.35, y + size * 0.85, x + size, y),
        fill=color,
        width=max(3, int(size / 6)),
        joint="curve",
    )


TICK = 36  # a placeable card's tick: 17 px as shown at 480 (it was 32 px, 15 px as shown)
TICK_ROOM = 3 + TICK + 1  # the top of a hand card, that the tick may take


def _tick(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A placeable card's tick in a ``TICK`` px disc with its top left at (x, y): the legend says
    whether the card can go down now or on the seat's turn."""
    box = (x, y, x + TICK, y + TICK)
    theme.symbol(draw, box, "placeable", meaning="placeable")
    draw.ellipse(box, fill=ACCENT, outline=BACKGROUND, width=2)
    _check(draw, x + TICK * 0.25, y + TICK * 0.28, TICK / 2, BACKGROUND)


def _colour_word(colour: str) -> str:
    return words.t(f"pw-colour-{COLOUR_KEYS[colour]}")


def _card_word(colour: str, room: float) -> str:
    """The colour's name as written on a card ``room`` px wide: in full, or its short form where a
    language's word is wider than the card (shortened with an ellipsis only as a last resort)."""
    word = _colour_word(colour)
    if theme.text_width(word, SMALL) > room:
        word = words.t(f"pw-colour-{COLOUR_KEYS[colour]}-short")
    return theme.fit_text(word, SMALL, room)


def _card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    code: str,
    outline: Color | None = None,
    named: bool = True,
) -> None:
    """Paste the (cached) picture of a card into ``box`` (``named``: with its colour's word)."""
    x0, y0, x1, y1 = (int(round(v)) for v in box)
    word = _card_word(code[0], x1 - x0 - 8) if named else ""
    tile = _card_tile(code, x1 - x0, y1 - y0, outline, word)
    theme.paste(draw, tile, (x0, y0), tile)


@cache
def _card_tile(code: str, w: int, h: int, outline: Color | None, word: str) -> Image.Image:
    """A card's picture, with its colour written as ``word`` (the language is part of the key)."""
    tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _draw_card(ImageDraw.Draw(tile), (0, 0, w - 1, h - 1), code, outline, word)
    return tile


STAR_R = 19  # a card's star badge: 38 px across, 18 px as shown at 480 (the least a mark may be is 16)
BADGE_H = 30  # the count pill ("x2") at a card's bottom left


def star_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, count: int, on: str = "") -> None:
    """A card's stars: one star ``2 r`` px across with their number written on it (the stars are
    a card's points: a row of five small stars would show under 16 px in the chat column)."""
    fill = GOLD if on != "Y" else STAR_ON_YELLOW
    ink = theme.TEXT_DARK if on != "Y" else TEXT
    rim = theme.mix(fill, (0, 0, 0), 0.45)
    points = _star_points(cx, cy + r * 0.06, r, 0.56)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    with theme.panel(draw, (min(xs), min(ys), max(xs), max(ys)), f"{count} stars", kind="symbol", meaning="stars"):
        draw.polygon(points, fill=fill, outline=rim, width=2)
        _text(draw, (cx, cy + r * 0.1), str(count), size=SMALL, color=ink, bold=True, anchor="mm")


def _star_r(w: float, h: float) -> int:
    """The star badge's radius on a card ``w`` x ``h`` px (larger on the piles' large cards)."""
    return max(STAR_R, round(min(w, h) * 0.17))


@cache
def _word_bottom(locale: str) -> int:
    """How far below a card's top the ink of its colour word reaches in ``locale`` (letters below
    the line included), for the lowest of the four words."""
    ascent = theme.font(SMALL).getmetrics()[0]  # the word hangs from its face's ascent ("mt")
    lowest = max(
        theme.ink_extent(word, SMALL)[1]
        for key in COLOUR_KEYS.values()
        for word in (words.t(f"pw-colour-{key}"), words.t(f"pw-colour-{key}-short"))
    )
    return WORD_TOP + ascent + lowest


WORD_TOP = 1  # the colour word's top (by the face's ascent) below the card's top


def _card_layout(w: float, h: float, top: float | None = None) -> tuple[int, float, float]:
    """Where a card ``w`` x ``h`` px puts its value: its text size, its centre's height below the
    card's top (half-way between the word, or ``top`` px kept free at the top, and the bottom row,
    which holds the count pill and the stars) and the radius of the scissors ring (as large as the
    room between them allows)."""
    size = max(MEDIUM, int(min(w, h) * 0.3))
    word_bottom = _word_bottom(words.locale()) + 1 if top is None else top
    bottom_row = h - 4 - 2 * _star_r(w, h)
    r = max(15.0, min(size * 0.58, (bottom_row - word_bottom - 6) / 2))
    # The ring reaches r + 2 above the centre and r + 4 below it (its two handles).
    return size, (word_bottom + r + 2 + bottom_row - r - 4) / 2, r


def _draw_card(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], code: str, outline: Color | None, word: str
) -> None:
    """A card: its colour as fill and as a word at the top, its value large in the middle (ringed
    when it carries the scissors logo), and its stars, one badge with their number, at the bottom
    right (the bottom left is kept for the count of a stack or of copies, see :func:`count_badge`)."""
    colour, value, scissors = _parse(code)
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    fill = CARD_COLOURS[colour]
    ink = theme.contrast_text(fill)
    theme.rounded_box(draw, box, fill=fill, outline=outline or CARD_EDGES[colour], width=4 if outline else 2, radius=8)
    if word:
        _text(draw, (x0 + w / 2, y0 + WORD_TOP), word, size=SMALL, color=ink, anchor="mt")
    # A card without its word is in the hand, where a tick takes the word's corner: the ring keeps
    # below it.
    size, middle, r = _card_layout(w, h, None if word else TICK_ROOM)
    cx, cy = x0 + w / 2, y0 + middle
    if scissors:  # the scissors logo surrounds the number
        with theme.panel(
            draw,
            (cx - r - 4, cy - r - 2, cx + r + 4, cy + r + 4),
            "scissors ring",
            kind="symbol",
            meaning="scissors logo",
        ):
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=3)
            for angle in (0.8, 2.35):
                ex, ey = cx + r * math.cos(angle), cy + r * math.sin(angle)
                draw.ellipse((ex - 4, ey - 4, ex + 4, ey + 4), fill=ink)
            _text(draw, (cx, cy), str(value), size=size, color=ink, bold=True, anchor="mm")
    else:
        _text(draw, (cx, cy), str(value), size=size, color=ink, bold=True, anchor="mm")
    stars = STARS[value]
    if stars:
        star_r = _star_r(w, h)
        star_badge(draw, x1 - 4 - star_r, y1 - 4 - star_r, star_r, stars, colour)


def _empty_slot(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    theme.rounded_box(draw, box, fill=BACKGROUND, outline=GRID, width=1, radius=8)


def _count_badge(draw: ImageDraw.ImageDraw, card: tuple[float, float, float, float], count: int, meaning: str) -> None:
    """ "x2", "x3": how many cards a place holds, in a dark pill at the bottom left of ``card``."""
    label = f"x{count}"  # a count, not a word: the same in every language
    bw = theme.text_width(label, SMALL) + 10
    left, bottom = card[0] + 4, card[3] - 4
    box = (left, bottom - BADGE_H, left + bw, bottom)
    with theme.panel(draw, box, label, kind="symbol", meaning=meaning):
        theme.rounded_box(draw, box, fill=BACKGROUND, radius=8)
        _text(draw, (left + bw / 2, bottom - BADGE_H / 2), label, size=SMALL, color=TEXT, anchor="mm")


def _token_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    theme.symbol(draw, (cx - r, cy - r, cx + r, cy + r), "scissors token", meaning="scissors token")
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TOKEN_RED, outline=TEXT, width=2)
    _scissors_icon(draw, cx, cy + 1, r * 1.3, TEXT)


def _cards(n: int) -> str:
    return words.t("pw-board-cards", count=n)


def _card_name(code: str) -> str:
    colour, value, scissors = _parse(code)
    name = words.t(f"pw-card-{COLOUR_KEYS[colour]}", value=value)
    return words.t("pw-scissors-mark", name=name) if scissors else name


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    cleaned = [" ".join(theme.clean(n).split()) for n in names]
    return [
        theme.isolate(cleaned[s] if s < len(cleaned) and cleaned[s] else words.t("pw-board-player", number=s + 1))
        for s in range(view["players"])
    ]


def _naming(say: Callable[[Any], str], names: Sequence[str], room: float, bold: bool = False) -> str:
    """``say(names)`` (a sentence naming players) within ``room`` px: the names are shortened, each
    to an equal share of the room the words leave, never the words around them."""
    if not names or theme.text_width(say(list(names)), SMALL, bold) <= room:
        return say(list(names))
    share = (room - theme.text_width(say([""] * len(names)), SMALL, bold)) / len(names)
    return say([theme.fit_text(name, SMALL, max(share, 0.0), bold) for name in names])


def _status(phase: str, player: str, limit: int) -> str:
    """Who does what now ("Ann is placing")."""
    if phase == "limit":
        return words.t("pw-board-status-limit", player=player, limit=limit)
    if phase == "placing":
        return words.t("pw-board-status-placing", player=player)
    if phase == "skip_discard":
        return words.t("pw-board-status-skip", player=player)
    if phase == "scissors":
        return words.t("pw-board-status-scissors", player=player)
    return words.t("pw-board-status-turn", player=player)


def _takers(points: list[int], shown: list[str]) -> str:
    """Who met an objective and what they scored ("Ann +4, Bo +2")."""
    pairs = zip(shown, points, strict=True)
    return words.current().join([words.t("pw-board-objective-taker", player=n, points=v) for n, v in pairs])


def _subtitle(view: dict[str, Any], names: list[str], room: float) -> str:
    """The move, the turn and who does what now, in ``room`` px."""
    move, turn = view["move"], view["turn"]
    if view.get("over"):
        winners = [names[w] for w in (view.get("result") or {}).get("winners", [])]
        return _naming(
            lambda shown: words.t(
                "pw-board-subtitle",
                move=move,
                turn=turn,
                status=words.t("pw-board-status-over", winners=shown, count=len(shown)),
            ),
            winners,
            room,
        )
    phase, limit = view["phase"], view["hand_limit"]
    return _naming(
        lambda shown: words.t("pw-board-subtitle", move=move, turn=turn, status=_status(phase, shown[0], limit)),
        [names[view["current"]]],
        room,
    )


# ------------------------------------------------------------------ the piles
PILE_CARD_W, PILE_CARD_H = 124, 150
PILES_H = 58 + PILE_CARD_H + 44 + 8


def _piles(view: dict[str, Any]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, PILES_H), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(draw, (MARGIN, 4, WIDTH - MARGIN, PILES_H - 4), fill=PANEL, radius=10)
    left = sum(p["size"] for p in view["piles"])
    alive = sum(1 for p in view["piles"] if p["size"])
    if view.get("final_round") and not view.get("over"):
        line = words.t("pw-board-piles-final", piles=alive, cards=left, turns=view["final_turns_left"])
    else:
        line = words.t("pw-board-piles", piles=alive, cards=left)
    _text(
        draw,
        (MARGIN + 14, 14),
        line,
        size=SMALL,
        bold=True,
        color=ACCENT if view.get("final_round") and not view.get("over") else TEXT,
    )
    last = view.get("last_turn") or {}
    slot = (WIDTH - 2 * MARGIN - 28) / 5
    for i, pile in enumerate(view["piles"]):
        cx = MARGIN + 14 + slot * i + (slot - PILE_CARD_W) / 2
        cy = 58  # below the line, its stack's edges clear of it
        box = (cx, cy, cx + PILE_CARD_W, cy + PILE_CARD_H)
        if not pile["size"]:
            _empty_slot(draw, box)
            gone = theme.fit_text(words.t("pw-board-pile-gone"), SMALL, PILE_CARD_W - 8)
            _text(draw, (cx + PILE_CARD_W / 2, cy + PILE_CARD_H / 2), gone, size=SMALL, color=TEXT_DIM, anchor="mm")
        else:
            depth = min(3, pile["size"] - 1)
            for d in range(depth, 0, -1):
                theme.rounded_box(
                    draw,
                    (cx + 3 * d, cy - 3 * d, cx + PILE_CARD_W + 3 * d, cy + PILE_CARD_H - 3 * d),
                    fill=PANEL_LIGHT,
                    outline=GRID,
                    width=1,
                )
            _card(draw, box, pile["top"])
        if i in last.get("piles", []):
            theme.outline_last_turn(draw, box)
        _text(draw, (cx + PILE_CARD_W / 2, cy + PILE_CARD_H + 22), _cards(pile["size"]), size=SMALL, anchor="mm")
    return image


# ------------------------------------------------------------------ the landscapes
# A landscape's card: as narrow as leaves the points sheet room for "Objectives" and a two-digit
# value, and as tall as holds its word, its value and the bottom row (count pill, star badge).
CELL, CELL_H, GAP = 86, 114, 6
PANEL_W = (WIDTH - 3 * MARGIN) // 2
LAND_H = 46 + 12 + 3 * CELL_H + 2 * GAP + 14
# The points sheet beside the landscape: SHEET_GAP px right of it, SHEET_RIGHT px from the panel's edge.
SHEET_GAP, SHEET_RIGHT = 8, 6
SHEET_W = PANEL_W - 10 - 3 * CELL - 2 * GAP - SHEET_GAP - SHEET_RIGHT
# The points sheet's lines: breakdown keys, named as the score sheet names them (score-paper-world-<key>).
SHEET = ("stars", "objectives", "scissors", "hand", "discard")


STRIP_H = theme.NAME_BAR_H  # a name bar of one line; each further line of a long name adds NAME_BAR_LINE


def _strip_text(view: dict[str, Any], names: list[str], seat: int) -> tuple[list[str], str]:
    """A seat's name bar: its name (with "(you)" in the seat's own images) on as many lines as it
    takes to show it whole, and the detail at the right of the last line (its points, "winner")."""
    result = view.get("result")
    points = view["scores"][seat]
    if result and result["places"][seat] == 1:
        detail = words.t("pw-board-points-winner", points=points)
    else:
        detail = words.t("pw-board-points", points=points)
    to_act = seat in view["to_act"] and not result
    say = (lambda part: words.t("pw-board-you", name=part)) if view.get("seat") == seat else None
    return theme.name_bar_lines(names[seat], SMALL, PANEL_W, detail, to_act, say), detail


def _strip_height(view: dict[str, Any], names: list[str]) -> int:
    """The name bars' height in this image: as many lines as its longest name takes."""
    most = max(len(_strip_text(view, names, seat)[0]) for seat in range(view["players"]))
    return STRIP_H + theme.NAME_BAR_LINE * (most - 1)


def _landscape(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    seat: int,
    x: float,
    y: float,
    height: int = LAND_H,
) -> None:
    """One player's panel: name bar, the 3 x 3 landscape, and the points so far beside it."""
    width = PANEL_W
    theme.rounded_box(draw, (x, y, x + width, y + height), fill=PANEL, radius=10)
    to_act = seat in view["to_act"] and not view.get("result")
    lines, detail = _strip_text(view, names, seat)
    if len(lines) == 1 and _strip_height(view, names) == STRIP_H:
        name_strip(draw, x, y, width, seat, lines[0], to_act, detail, height=STRIP_H)
    else:
        theme.name_bar(draw, x, y, width, seat, lines, to_act, detail, SMALL, _strip_height(view, names))
    last = view.get("last_turn") or {}
    fresh = {tuple(c) for c in last.get("cells", [])} if last.get("seat") == seat else set()
    gx, gy = x + 10, y + _strip_height(view, names) + 12
    for row in range(3):
        for col in range(3):
            _empty_slot(
                draw,
                (
                    gx + col * (CELL + GAP),
                    gy + row * (CELL_H + GAP),
                    gx + col * (CELL + GAP) + CELL,
                    gy + row * (CELL_H + GAP) + CELL_H,
                ),
            )
    scissors = view.get("scissors")
    for pile in view["landscapes"][seat]["stacks"]:
        cx = gx + pile["col"] * (CELL + GAP)
        cy = gy + pile["row"] * (CELL_H + GAP)
        has_token = (
            scissors is not None
            and scissors["seat"] == seat
            and scissors["x"] == pile["x"]
            and scissors["y"] == pile["y"]
        )
        box = (cx, cy, cx + CELL, cy + CELL_H)
        with theme.panel(draw, box, "card", kind="symbol"):
            _card(draw, box, pile["top"], outline=TOKEN_RED if has_token else None)
            if pile["height"] > 1:  # how many cards are stacked here, right of the value
                _count_badge(draw, box, pile["height"], "cards stacked")
            if has_token:  # the red frame; the token itself stands beside this player's scissors points
                theme.frame(draw, box, "scissors token")
        if (pile["x"], pile["y"]) in fresh:
            theme.outline_last_turn(draw, box)
    _sheet(
        draw,
        view,
        seat,
        gx + 3 * CELL + 2 * GAP + SHEET_GAP,
        gy,
        x + width - SHEET_RIGHT,
        token=scissors is not None and scissors["seat"] == seat,
    )


SHEET_SIZE = MEDIUM  # the points sheet's words: a size above the smallest, it is what a player reads first
SHEET_LINE = 38
SHEET_FOOT = 50  # the rule and the total under the lines
SHEET_TOKEN = 44  # the scissors token under the total


@cache
def _sheet_size(locale: str) -> int:
    """The points sheet's text size in ``locale``: SHEET_SIZE where each of its words fits the
    sheet's width on a line of its own, else the smallest (a wordy language)."""
    fits = all(theme.text_width(words.t(f"score-paper-world-{key}"), SHEET_SIZE) <= SHEET_W for key in SHEET)
    return SHEET_SIZE if fits else SMALL


def _sheet_lines(view: dict[str, Any], seat: int, width: float) -> list[tuple[str, str, str, int]]:
    """(key, label, value shown, lines) for each line of a seat's points sheet ``width`` px wide: one
    line, or two where a language's word leaves its value no room beside it."""
    part = view["breakdown"][seat]
    out = []
    for key in SHEET:
        value = part[key]
        # Hand and discard cost a point a card: their value is the count of cards, negated.
        label = words.t(f"score-paper-world-{key}")
        shown = f"+{value}" if value > 0 and key != "stars" else str(value)
        size = _sheet_size(words.locale())
        beside = theme.text_width(label, size) + 8 + theme.text_width(shown, size) <= width
        out.append((key, label, shown, 1 if beside else 2))
    return out


def _land_height(view: dict[str, Any], names: list[str], seats: list[int]) -> int:
    """A landscape panel's height: LAND_H, or taller where a long name takes more lines or a
    language's long words need the points sheet to take more lines."""
    strip = _strip_height(view, names)
    need = LAND_H + strip - STRIP_H
    for seat in seats:
        lines = sum(n for *_, n in _sheet_lines(view, seat, SHEET_W))
        token = view.get("scissors") is not None and view["scissors"]["seat"] == seat
        need = max(need, strip + 12 + SHEET_LINE * lines + SHEET_FOOT + (SHEET_TOKEN if token else 0) + 14)
    return need


def _sheet(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, ix: float, iy: float, right: float, token: bool = False
) -> None:
    """The points so far, line by line, with the total below a rule."""
    last = view.get("last_turn") or {}
    size = _sheet_size(words.locale())
    y = iy
    for key, label, shown, lines in _sheet_lines(view, seat, right - ix):
        if lines == 2:  # a long word: the label on a line of its own, its value under it
            _text(draw, (ix, y), theme.fit_text(label, size, right - ix), size=size, color=TEXT_DIM)
        else:
            _text(draw, (ix, y), label, size=size, color=TEXT_DIM)
        _text(draw, (right, y + SHEET_LINE * (lines - 1)), shown, size=size, color=TEXT, anchor="ra")
        if key == "discard" and last.get("seat") == seat and last.get("discarded"):
            # a card went face down: the line framed, clear of the line above
            bottom = y + SHEET_LINE * lines - 2
            theme.outline_last_turn(draw, (ix - 2, y + 2, right + 1, bottom), radius=6, width=3)
        y += SHEET_LINE * lines
    draw.line((ix, y + 4, right, y + 4), fill=GRID, width=2)
    total = str(view["breakdown"][seat]["total"])
    total_w = theme.text_width(total, LARGE, bold=True)
    _text(
        draw,
        (ix, y + 12),
        theme.fit_text(words.t("score-paper-world-total"), size, right - ix - total_w - 8, bold=True),
        size=size,
        bold=True,
    )
    _text(draw, (right, y + 10), total, size=LARGE, bold=True, color=ACCENT, anchor="ra")
    if token:  # this player holds the scissors token (its card has the red frame)
        _token_badge(draw, ix + 18, y + 76, 18)
        token_word = theme.fit_text(words.t("pw-board-token"), SMALL, right - ix - 44)
        _text(draw, (ix + 44, y + 76), token_word, size=SMALL, color=TEXT_DIM, anchor="lm")


def _landscapes(view: dict[str, Any], names: list[str], seats: list[int]) -> Image.Image:
    rows = (len(seats) + 1) // 2
    height = _land_height(view, names, seats)
    image = Image.new("RGB", (WIDTH, rows * (height + MARGIN) + MARGIN), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for index, seat in enumerate(seats):
        _landscape(
            draw,
            view,
            names,
            seat,
            MARGIN + (index % 2) * (PANEL_W + MARGIN),
            MARGIN + (index // 2) * (height + MARGIN),
            height,
        )
    return image


# ------------------------------------------------------------------ objectives and the hand
OBJ_ROW = 76
LINE = 34  # from one line of SMALL text to the next


def _objective_line(objective: dict[str, Any], names: list[str]) -> str:
    """Who met ``objective`` and what each scored, or that it is still open."""
    taken = objective["taken"]
    if not taken:
        return words.t("pw-board-objective-open")
    return _takers([v for _, v in taken], [names[s] for s, _ in taken])


def _objectives(view: dict[str, Any], names: list[str]) -> Image.Image:
    objectives = view["objectives"]
    # The heading on as many lines as the language needs; the rows follow it.
    heading = theme.wrap_text(words.t("pw-board-objectives"), SMALL, WIDTH - 2 * MARGIN - 28, bold=True)
    top = 50 + LINE * (len(heading) - 1)
    right_ws = [60 * (len(o["taken"]) + len(o["tokens"])) + 10 for o in objectives]
    # Who met each objective, on as many lines as it takes to name them whole.
    lines = [
        theme.wrap_text(_objective_line(o, names), SMALL, WIDTH - 2 * MARGIN - right_w - 40)
        for o, right_w in zip(objectives, right_ws)
    ]
    rows = [OBJ_ROW + LINE * (len(text) - 1) for text in lines]
    height = top + sum(rows) + 16
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(draw, (MARGIN, 4, WIDTH - MARGIN, height - 4), fill=PANEL, radius=10)
    for n, line in enumerate(heading):
        _text(draw, (MARGIN + 14, 14 + LINE * n), line, size=SMALL, bold=True)
    last = view.get("last_turn") or {}
    ry = top
    for i, o in enumerate(objectives):
        if i:
            ry += rows[i - 1]
        box = (MARGIN + 10, ry, WIDTH - MARGIN - 10, ry + rows[i] - 8)
        theme.rounded_box(draw, box, fill=PANEL_LIGHT, radius=8)
        if i in last.get("objectives", []):
            theme.outline_last_turn(draw, box)
        taken = o["taken"]
        right_w = right_ws[i]
        _text(
            draw,
            (MARGIN + 24, ry + 6),
            theme.fit_text(
                words.t("pw-board-objective", name=words.t(f"pw-objective-{o['id']}"), number=o["id"]),
                SMALL,
                WIDTH - 2 * MARGIN - right_w - 40,
                bold=True,
            ),
            size=SMALL,
            bold=True,
        )
        for n, line in enumerate(lines[i]):
            _text(draw, (MARGIN + 24, ry + 36 + LINE * n), line, size=SMALL, color=TEXT if taken else TEXT_DIM)
        # tokens: the ones taken show the taker's badge, the ones left are gold discs
        tx = WIDTH - MARGIN - 24 - 30
        for value in reversed(o["tokens"]):
            draw.ellipse((tx - 24, ry + 10, tx + 24, ry + 58), fill=GOLD, outline=TEXT, width=2)
            _text(draw, (tx, ry + 34), str(value), size=MEDIUM, color=theme.TEXT_DARK, bold=True, anchor="mm")
            tx -= 60
        for s, value in reversed(taken):
            draw.ellipse((tx - 24, ry + 10, tx + 24, ry + 58), fill=PANEL, outline=GRID, width=2)
            seat_badge(draw, tx - 8, ry + 34, s, radius=11)
            _text(draw, (tx + 12, ry + 34), str(value), size=SMALL, bold=True, anchor="mm")
            tx -= 60
    return image


HAND_CARD_W, HAND_CARD_H = 88, 122  # tall enough for a tick, a scissors ring and the bottom row one under the other


def _hand_rows(view: dict[str, Any]) -> int:
    col_w = (WIDTH - 2 * MARGIN - 28) / 4
    per_row = max(1, int((col_w - 4) // (HAND_CARD_W + 10)))
    counts = [len({c for c in view.get("hand", []) if c[0] == k}) for k in "YBGK"]
    return max(1, max((n + per_row - 1) // per_row for n in counts))


def _hand_hint(view: dict[str, Any]) -> str:
    """What the seat decides now, in a few words (empty when it decides nothing)."""
    decision = view.get("decision") or ""
    if decision == "limit":
        return words.t("pw-board-hint-limit", limit=view["hand_limit"])
    if decision == "turn":
        return words.t("pw-board-hint-turn")
    if decision == "placing":
        return words.t("pw-board-hint-placing")
    if decision == "skip_discard":
        return words.t("pw-board-hint-skip")
    if decision == "scissors":
        return words.t("pw-board-hint-scissors")
    return ""


FOOTER_LINES = 4  # the most lines the note under the hand takes (a long discard is shortened)


def _hand(view: dict[str, Any]) -> Image.Image:
    rows = _hand_rows(view)
    hand = view.get("hand", [])
    placeable = set(view.get("placeable", []))
    x = MARGIN + 14
    inner = WIDTH - 2 * MARGIN - 28
    title = words.t("pw-board-hand", count=len(hand))
    hint = _hand_hint(view)
    # The hint stands beside the title when it fits there, else on lines of its own below it.
    beside = inner - theme.text_width(title, SMALL, bold=True) - 24
    hint_lines = [] if not hint or theme.text_width(hint, SMALL) <= beside else theme.wrap_text(hint, SMALL, inner)
    top = LINE * len(hint_lines)  # how far the columns move down for them
    discard = view.get("discard", [])
    listed = words.current().join([_card_name(c) for c in discard]) if discard else words.t("pw-board-discard-empty")
    note = words.t("pw-board-hand-footer", discard=listed)
    footer = theme.wrap_text(note, SMALL, inner)
    if len(footer) > FOOTER_LINES:
        rest = " ".join(footer[FOOTER_LINES - 1 :])
        footer = footer[: FOOTER_LINES - 1] + [theme.fit_text(rest, SMALL, inner)]
    body = top + 50 + 34 + rows * (HAND_CARD_H + 14)
    height = body + 16 + LINE * (len(footer) - 1) + 40
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    seat = view["seat"]
    theme.rounded_box(
        draw, (MARGIN, 4, WIDTH - MARGIN, height - 4), fill=PANEL, outline=theme.seat_color(seat), width=3, radius=10
    )
    _text(draw, (x, 14), title, size=SMALL, bold=True)
    if hint and not hint_lines:
        _text(draw, (WIDTH - MARGIN - 14, 14), hint, size=SMALL, color=ACCENT, anchor="ra")
    for n, line in enumerate(hint_lines):
        _text(draw, (x, 14 + LINE * (n + 1)), line, size=SMALL, color=ACCENT)
    col_w = inner / 4
    per_row = max(1, int((col_w - 4) // (HAND_CARD_W + 10)))
    for ci, colour in enumerate("YBGK"):
        cx0 = x + ci * col_w
        mine = [c for c in hand if c[0] == colour]
        heading = words.t("pw-board-hand-colour", colour=_colour_word(colour), count=len(mine))
        _text(draw, (cx0, top + 50), theme.fit_text(heading, SMALL, col_w - 8), size=SMALL, color=TEXT)
        groups: list[tuple[str, int]] = []
        for code in mine:
            if groups and groups[-1][0] == code:
                groups[-1] = (code, groups[-1][1] + 1)
            else:
                groups.append((code, 1))
        for gi, (code, count) in enumerate(groups):
            px = cx0 + (gi % per_row) * (HAND_CARD_W + 10)
            py = top + 84 + (gi // per_row) * (HAND_CARD_H + 14)
            ok = code in placeable
            with theme.panel(draw, (px, py, px + HAND_CARD_W, py + HAND_CARD_H), "card", kind="symbol"):
                # In the hand the colour's heading names a column's cards: no word on them, so the
                # tick of a placeable card covers none.
                box = (px, py, px + HAND_CARD_W, py + HAND_CARD_H)
                _card(draw, box, code, outline=ACCENT if ok else None, named=False)
                if count > 1:
                    _count_badge(draw, (px, py, px + HAND_CARD_W, py + HAND_CARD_H), count, "copies in hand")
                if ok:  # inside the card's top left corner (where a board card has its word)
                    _tick(draw, px + 3, py + 3)
    for n, line in enumerate(footer):
        _text(draw, (x, body + 16 + LINE * n), line, size=SMALL, color=TEXT_DIM)
    return image


# ------------------------------------------------------------------ images
LEGEND_LINE = 44


def _board_marks(view: dict[str, Any]) -> list[str]:
    """What the first image marks (piles and landscapes), for its legend."""
    marks = []
    last = view.get("last_turn") or {}
    if last.get("piles") or last.get("cells") or last.get("discarded"):
        marks.append("last turn")
    tops = [p["top"] for p in view["piles"] if p["size"]]
    tops += [pile["top"] for land in view["landscapes"] for pile in land["stacks"]]
    if any(_parse(code)[2] for code in tops):
        marks.append("scissors logo")
    if any(pile["height"] > 1 for land in view["landscapes"] for pile in land["stacks"]):
        marks.append("cards stacked")
    if view.get("scissors") is not None:
        marks.append("scissors token")
    if any(STARS[_parse(code)[1]] for code in tops):
        marks.append("stars")
    return marks


def _hand_marks(view: dict[str, Any]) -> list[str]:
    """What the second image marks (objectives and the seat's hand), for its legend."""
    marks = []
    last = view.get("last_turn") or {}
    if last.get("objectives"):
        marks.append("last turn")
    hand = view.get("hand", []) if view.get("seat") is not None else []
    if any(_parse(code)[2] for code in hand):
        marks.append("scissors logo")
    if len(set(hand)) < len(hand):
        marks.append("copies in hand")
    if any(STARS[_parse(code)[1]] for code in hand):
        marks.append("stars")
    if set(hand) & set(view.get("placeable", [])):
        marks.append("placeable")
    return marks


def _legend(view: dict[str, Any], names: list[str], marks: list[str]) -> Image.Image | None:
    """One line (wrapped if need be) explaining every mark of an image, and nothing else."""
    if not marks:
        return None
    last = view.get("last_turn") or {}
    seat = last.get("seat")
    entries: list[tuple[str, str]] = []
    for meaning in marks:
        if meaning == "last turn":
            if seat is not None and seat < len(names):
                label = _naming(lambda shown: words.t("pw-board-legend-last-turn", player=shown[0]), [names[seat]], 420)
            else:
                label = words.t("pw-board-legend-last-turn-anyone")
        elif meaning == "scissors logo":
            label = words.t("pw-board-legend-scissors-logo")
        elif meaning == "cards stacked":
            label = words.t("pw-board-legend-stacked")
        elif meaning == "stars":
            label = words.t("pw-board-legend-stars")
        elif meaning == "copies in hand":
            label = words.t("pw-board-legend-copies")
        elif meaning == "placeable":
            # out of turn a tick says what the card could do once the seat's turn comes
            if view.get("targets"):
                label = words.t("pw-board-legend-placeable-now")
            else:
                label = words.t("pw-board-legend-placeable-later")
        else:
            label = words.t("pw-board-legend-scissors-token")
        entries.append((meaning, label))
    rows: list[list[tuple[str, str, float]]] = [[]]
    used = 0.0
    for meaning, label in entries:
        width = 60 + theme.text_width(label, SMALL)
        if rows[-1] and used + width > WIDTH - 2 * MARGIN:
            rows.append([])
            used = 0.0
        rows[-1].append((meaning, label, width))
        used += width + 24
    image = Image.new("RGB", (WIDTH, LEGEND_LINE * len(rows) + 4), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for row_index, row in enumerate(rows):
        x, y = MARGIN + 4, 2 + row_index * LEGEND_LINE
        for meaning, label, width in row:
            cy = y + 19
            if meaning == "last turn":
                theme.last_turn_key(draw, x, y, label, size=SMALL)
            else:
                with theme.panel(draw, (x, y, x + width, y + 38), label, kind="legend", meaning=meaning):
                    _legend_sample(draw, meaning, x + 24, cy)
                    _text(draw, (x + 52, cy), label, size=SMALL, color=TEXT_DIM, anchor="lm")
            x += width + 24
    return image


def _legend_sample(draw: ImageDraw.ImageDraw, meaning: str, cx: float, cy: float) -> None:
    if meaning == "scissors logo":
        draw.ellipse((cx - 17, cy - 17, cx + 17, cy + 17), outline=TEXT, width=3)
        for angle in (0.8, 2.35):
            ex, ey = cx + 17 * math.cos(angle), cy + 17 * math.sin(angle)
            draw.ellipse((ex - 4, ey - 4, ex + 4, ey + 4), fill=TEXT)
    elif meaning in ("cards stacked", "copies in hand"):
        sample = "x2"
        bw = theme.text_width(sample, SMALL) + 8
        theme.rounded_box(draw, (cx - bw / 2, cy - 14, cx + bw / 2, cy + 14), fill=PANEL_LIGHT, radius=8)
        _text(draw, (cx, cy), sample, size=SMALL, color=TEXT, anchor="mm")
    elif meaning == "stars":
        star_badge(draw, cx, cy, STAR_R, 2)
    elif meaning == "placeable":
        _tick(draw, cx - TICK / 2, cy - TICK / 2)
    elif meaning == "scissors token":
        draw.rounded_rectangle((cx - 20, cy - 18, cx + 20, cy + 18), radius=6, outline=TOKEN_RED, width=4)
        draw.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), fill=TOKEN_RED, outline=TEXT, width=2)
        _scissors_icon(draw, cx, cy + 1, 15, TEXT)


def _title(view: dict[str, Any], named: list[str]) -> Image.Image:
    """The title bar: the game, and the move with who does what now beside it; where that line does
    not fit beside the title it goes below it, on as many lines as it takes to name players whole."""
    game = words.t("pw-board-title")
    room = WIDTH - theme.text_width(game, LARGE) - 40 - 16  # what chat_layout.header leaves the subtitle
    subtitle = _subtitle(view, named, math.inf)
    if theme.text_width(subtitle, SMALL) <= room:
        title = Image.new("RGB", (WIDTH, HEADER_H), BACKGROUND)
        header(ImageDraw.Draw(title), WIDTH, game, subtitle)
        return title
    lines = theme.wrap_text(subtitle, SMALL, WIDTH - 32)
    height = HEADER_H + LINE * len(lines) + 4
    title = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(title)
    draw.rectangle((0, 0, WIDTH, height), fill=PANEL)
    _text(draw, (16, HEADER_H / 2), game, size=LARGE, bold=True, anchor="lm")
    for n, line in enumerate(lines):
        _text(draw, (16, HEADER_H - 6 + LINE * n + LINE / 2), line, size=SMALL, color=TEXT_DIM, anchor="lm")
    return title


def _board_rgb(view: dict[str, Any], named: list[str]) -> Image.Image:
    """The piles and every landscape (a seat's own first in its images), with the last-turn key."""
    seat = view.get("seat")
    order = list(range(view["players"]))
    if seat is not None and 0 <= seat < len(order):
        order = [seat] + [s for s in order if s != seat]
    parts = [_title(view, named), _piles(view), _landscapes(view, named, order)]
    legend = _legend(view, named, _board_marks(view))
    if legend is not None:
        parts.append(legend)
    return stack(parts)


def _objectives_rgb(view: dict[str, Any], named: list[str]) -> Image.Image:
    """The objectives, and in a seat's own images its hand."""
    parts = [_title(view, named), _objectives(view, named)]
    if view.get("seat") is not None:
        parts.append(_hand(view))
    legend = _legend(view, named, _hand_marks(view))
    if legend is not None:
        parts.append(legend)
    return stack(parts + [Image.new("RGB", (WIDTH, 12), BACKGROUND)])


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """The piles and landscapes, then the objectives (and the seat's hand in its own images)."""
    named = _names(view, names)
    return [_quantize(_board_rgb(view, named)), _quantize(_objectives_rgb(view, named))]


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The piles and every landscape (the first image of :func:`draw_all`)."""
    return _quantize(_board_rgb(view, _names(view, names)))


def _quantize(image: Image.Image) -> Image.Image:
    # A fixed palette: far faster than an adaptive one, and the same view always gives the same bytes.
    return theme.quantized(image, _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A 256-colour palette covering every fill of this board and the anti-aliasing ramps
    between its text/shape colours and the backgrounds they are drawn on."""
    inks = [
        TEXT,
        TEXT_DIM,
        theme.TEXT_DARK,
        ACCENT,
        GOLD,
        TOKEN_RED,
        GRID,
        STAR_ON_YELLOW,
        theme.LAST_TURN,
        theme.LAST_TURN_INNER,
    ]
    inks += list(CARD_COLOURS.values()) + list(CARD_EDGES.values()) + list(theme.SEAT_COLORS)
    grounds = (
        [BACKGROUND, PANEL, PANEL_LIGHT, TOKEN_RED, GOLD, ACCENT]
        + list(CARD_COLOURS.values())
        + list(theme.SEAT_COLORS)
    )
    colours = []
    for ink in inks:
        for ground in grounds:
            for step in range(9):
                t = step / 8
                colours.append(tuple(int(round(a * t + b * (1 - t))) for a, b in zip(ink, ground)))
    sample = Image.new("RGB", (len(colours), 1))
    sample.putdata(colours)
    return sample.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
