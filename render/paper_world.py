"""Paper World images for the chat column, drawn 720 px wide (shown about 360 px wide in a turn
post): no text under 24 px (12 px as shown) and no mark under 32 px (16 px as shown).

``draw_all(view, names)`` gives one image for the table: the five piles, every player's 3 x 3
landscape and the objectives with the tokens each still pays, under one legend. A seat's own
images add a second one: its hand, with the cards placeable now ticked, and its discard. ``draw``
is the first image (the replay GIF's frame). The standings and whose turn it is are written in the
post's text, so the image draws no points and no title; a player's name bar says who acts.

Every card says its colour in words as well as by its fill (black cards are drawn dark); a card
with the scissors logo carries a scissors pictogram, the same ✂ the text writes after its name;
the scissors token is that pictogram on a red disc, and its card is framed red. A seat is shown by
its badge (colour and marker shape), never by a card colour alone. Everything the last turn
changed (the piles taken from, the cards placed, objectives scored) is outlined white.

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
from render.chat_layout import stack
from render.theme import ACCENT, BACKGROUND, GRID, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, Color

WIDTH = 720  # shown about 360 px wide in a turn post: half size
TEXT_PX = 25  # the only text size but the cards' values: 12.5 px as shown (and the least any board draws)
VALUE_PX = 36  # a card's value
MARK = 34  # the side of a mark (pictogram, badge, pill): 17 px as shown, the least is 16
MARGIN = 8
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


def scissors_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, color: Color) -> None:
    """The scissors pictogram, drawn as the text's ✂ is: two ring handles at the left, two blades
    crossing towards the right, in a ``size`` px square centred on (cx, cy)."""
    s = size / 2
    w = max(3, int(size / 9))
    r = s * 0.3
    upper, lower = (cx - s * 0.62, cy - s * 0.5), (cx - s * 0.62, cy + s * 0.5)
    # each blade runs from its handle across the middle to the opposite tip at the right
    draw.line((upper[0] + r * 0.8, upper[1] + r * 0.6, cx + s * 0.98, cy + s * 0.62), fill=color, width=w)
    draw.line((lower[0] + r * 0.8, lower[1] - r * 0.6, cx + s * 0.98, cy - s * 0.62), fill=color, width=w)
    for hx, hy in (upper, lower):
        draw.ellipse((hx - r, hy - r, hx + r, hy + r), outline=color, width=w)


def _check(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, color: Color) -> None:
    draw.line(
        (x, y + size * 0.5, x + size * 0.35, y + size * 0.85, x + size, y),
        fill=color,
        width=max(3, int(size / 6)),
        joint="curve",
    )


TICK = MARK  # a placeable card's tick


def _tick(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A placeable card's tick in a ``TICK`` px disc with its top left at (x, y): the legend says
    whether the card can go down now or on the seat's turn."""
    box = (x, y, x + TICK, y + TICK)
    theme.symbol(draw, box, "placeable", meaning="placeable")
    draw.ellipse(box, fill=ACCENT, outline=BACKGROUND, width=3)
    _check(draw, x + TICK * 0.25, y + TICK * 0.28, TICK / 2, BACKGROUND)


def _colour_word(colour: str) -> str:
    return words.t(f"pw-colour-{COLOUR_KEYS[colour]}")


def _card_word(colour: str, room: float) -> str:
    """The colour's name as written on a card ``room`` px wide: in full, or its short form where a
    language's word is wider than the card (shortened with an ellipsis only as a last resort)."""
    word = _colour_word(colour)
    if theme.text_width(word, TEXT_PX) > room:
        word = words.t(f"pw-colour-{COLOUR_KEYS[colour]}-short")
    return theme.fit_text(word, TEXT_PX, room)


# A card: its colour's word on the top line, then a row of marks: the count of a stack or of
# copies at the left, the value in the free room, the scissors pictogram (or token) at the right.
# A hand card adds a row below: the tick of a placeable card and the stars. A mark is MARK px wide
# and ROW_MARK_H px tall (what counts for a mark's size is its larger side).
CARD_W, CARD_H = 108, 67
PILE_W = 126  # a pile's card: wide enough for a two-digit count, the value and the pictogram
ROW_MARK_H = 30
TOKEN_D = 32  # the scissors token's disc: 16 px as shown
HAND_CARD_H = CARD_H + MARK + 2


def _card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    code: str,
    outline: Color | None = None,
    token: bool = False,
    stars: bool = False,
    count: int = 1,
    counted: str = "cards stacked",
) -> None:
    """Paste the (cached) picture of a card into ``box``; ``token``: it holds the scissors token;
    ``stars``: with its stars in a row below (the hand's cards); ``count`` > 1: that count in a
    pill, the mark meaning ``counted``."""
    x0, y0, x1, y1 = (int(round(v)) for v in box)
    word = _card_word(code[0], x1 - x0 - 8)
    tile = _card_tile(code, x1 - x0, y1 - y0, outline, word, token, stars, count, counted)
    theme.paste(draw, tile, (x0, y0), tile)


@cache
def _card_tile(
    code: str,
    w: int,
    h: int,
    outline: Color | None,
    word: str,
    token: bool = False,
    stars: bool = False,
    count: int = 1,
    counted: str = "cards stacked",
) -> Image.Image:
    """A card's picture, with its colour written as ``word`` (the language is part of the key)."""
    tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _draw_card(ImageDraw.Draw(tile), (0, 0, w - 1, h - 1), code, outline, word, token, stars, count, counted)
    return tile


STAR_R = MARK // 2  # a hand card's star badge: one star with its number


def star_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, count: int, on: str = "") -> None:
    """A card's stars: one star ``2 r`` px across with their number written on it."""
    fill = GOLD if on != "Y" else STAR_ON_YELLOW
    ink = theme.TEXT_DARK if on != "Y" else TEXT
    rim = theme.mix(fill, (0, 0, 0), 0.45)
    points = _star_points(cx, cy + r * 0.06, r, 0.56)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    with theme.panel(draw, (min(xs), min(ys), max(xs), max(ys)), f"{count} stars", kind="symbol", meaning="stars"):
        draw.polygon(points, fill=fill, outline=rim, width=2)
        _text(draw, (cx, cy + r * 0.12), str(count), size=TEXT_PX, color=ink, bold=True, anchor="mm")


def _token_disc(draw: ImageDraw.ImageDraw, cx: float, cy: float, side: float = TOKEN_D) -> None:
    """The scissors token: the scissors pictogram in white on a red disc."""
    r = side / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TOKEN_RED, outline=TEXT, width=2)
    scissors_icon(draw, cx, cy, side * 0.66, TEXT)


MARK_ROW = CARD_H - 2 - ROW_MARK_H / 2  # the centre of a card's row of marks, below its top
WORD_BASE = 23  # the colour word's baseline below a card's top, lower for a word inked higher


def _count_label(count: int) -> str:
    return f"x{count}"  # a count, not a word: the same in every language


def _count_width(count: int) -> float:
    return max(MARK, theme.text_width(_count_label(count), TEXT_PX) + 8)


def _draw_card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    code: str,
    outline: Color | None,
    word: str,
    token: bool,
    stars: bool,
    count: int,
    counted: str,
) -> None:
    colour, value, scissors = _parse(code)
    x0, y0, x1, y1 = box
    w = x1 - x0
    fill = CARD_COLOURS[colour]
    ink = theme.contrast_text(fill)
    theme.rounded_box(draw, box, fill=fill, outline=outline or CARD_EDGES[colour], width=4 if outline else 2, radius=8)
    base = max(WORD_BASE, 2 - theme.ink_extent(word, TEXT_PX)[0])
    _text(draw, (x0 + w / 2, y0 + base), word, size=TEXT_PX, color=ink, anchor="ms")
    cy = y0 + MARK_ROW
    left, right = x0 + 4, x1 - 4
    if count > 1:
        label = _count_label(count)
        pill = (left, cy - ROW_MARK_H / 2, left + _count_width(count), cy + ROW_MARK_H / 2)
        with theme.panel(draw, pill, label, kind="symbol", meaning=counted):
            theme.rounded_box(draw, pill, fill=BACKGROUND, outline=TEXT_DIM, width=1, radius=8)
            _text(draw, ((pill[0] + pill[2]) / 2, cy), label, size=TEXT_PX, color=TEXT, anchor="mm")
        left = pill[2] + 2
    if token:  # the token sits on the card's scissors logo
        disc = (right - MARK / 2 - TOKEN_D / 2, cy - TOKEN_D / 2, right - MARK / 2 + TOKEN_D / 2, cy + TOKEN_D / 2)
        with theme.panel(draw, disc, "scissors token", kind="symbol", meaning="scissors token"):
            _token_disc(draw, (disc[0] + disc[2]) / 2, cy)
        right -= MARK + 2
    elif scissors:
        mark = (right - MARK, cy - ROW_MARK_H / 2, right, cy + ROW_MARK_H / 2)
        with theme.panel(draw, mark, "scissors", kind="symbol", meaning="scissors logo"):
            scissors_icon(draw, right - MARK / 2, cy, ROW_MARK_H, ink)
        right -= MARK + 2
    _text(draw, ((left + right) / 2, cy), str(value), size=VALUE_PX, color=ink, bold=True, anchor="mm")
    if stars and STARS[value]:
        star_badge(draw, x1 - 4 - STAR_R, y1 - 2 - STAR_R, STAR_R, STARS[value], colour)


def _empty_slot(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    theme.rounded_box(draw, box, fill=BACKGROUND, outline=GRID, width=1, radius=8)


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
    if not names or theme.text_width(say(list(names)), TEXT_PX, bold) <= room:
        return say(list(names))
    share = (room - theme.text_width(say([""] * len(names)), TEXT_PX, bold)) / len(names)
    return say([theme.fit_text(name, TEXT_PX, max(share, 0.0), bold) for name in names])


# ------------------------------------------------------------------ the piles
PILE_DEPTH = 3  # px each card under a pile's top shows above it (at most three)
LINE = 32  # from one line of text to the next


def _final_round(view: dict[str, Any]) -> str:
    """The final round's note over the piles ("Final round: 2 turns left"), or ""."""
    if view.get("final_round") and not view.get("over"):
        return words.t("pw-board-final-round", turns=view["final_turns_left"])
    return ""


def _piles(view: dict[str, Any]) -> Image.Image:
    """The five piles side by side, each its top card with the count of its cards."""
    note = (
        theme.wrap_text(_final_round(view), TEXT_PX, WIDTH - 2 * MARGIN - 16, bold=True) if _final_round(view) else []
    )
    top = 6 + LINE * len(note) + 3 * PILE_DEPTH
    height = top + CARD_H + 6
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(draw, (MARGIN, 2, WIDTH - MARGIN, height - 2), fill=PANEL, radius=10)
    for n, line in enumerate(note):
        _text(draw, (MARGIN + 8, 4 + LINE * n), line, size=TEXT_PX, bold=True, color=ACCENT)
    last = view.get("last_turn") or {}
    slot = (WIDTH - 2 * MARGIN - 8) / 5
    for i, pile in enumerate(view["piles"]):
        cx = MARGIN + 4 + slot * i + (slot - PILE_W - 3 * PILE_DEPTH) / 2
        box = (cx, top, cx + PILE_W, top + CARD_H)
        if not pile["size"]:
            _empty_slot(draw, box)
            gone = theme.fit_text(words.t("pw-board-pile-gone"), TEXT_PX, PILE_W - 8)
            _text(draw, (cx + PILE_W / 2, top + CARD_H / 2), gone, size=TEXT_PX, color=TEXT_DIM, anchor="mm")
        else:
            for d in range(min(3, pile["size"] - 1), 0, -1):
                theme.rounded_box(
                    draw,
                    (
                        cx + PILE_DEPTH * d,
                        top - PILE_DEPTH * d,
                        cx + PILE_W + PILE_DEPTH * d,
                        top + CARD_H - PILE_DEPTH * d,
                    ),
                    fill=PANEL_LIGHT,
                    outline=GRID,
                    width=1,
                )
            with theme.panel(draw, box, "pile", kind="symbol"):
                _card(draw, box, pile["top"], count=pile["size"])
        if i in last.get("piles", []):
            theme.outline_last_turn(draw, box)
    return image


# ------------------------------------------------------------------ the landscapes
GAP = 6
PANEL_W = (WIDTH - 3 * MARGIN) // 2
NAME_H = MARK + 4  # a name bar: the seat badge, the to-act arrow and the name on one line
GRID_H = 3 * CARD_H + 2 * GAP
LAND_H = NAME_H + 4 + GRID_H + 6


def _bar_lines(view: dict[str, Any], names: list[str], seat: int) -> list[str]:
    """A seat's name bar's lines: its name on one line (shortened if need be), and in the seat's
    own images with "(you)" after it, on the two lines that show it whole, or else its start
    then "(you)"."""
    to_act = seat in view["to_act"] and not view.get("result")
    room = PANEL_W - (MARK + 12) - (MARK * 0.6 + 8 if to_act else 0) - 8
    if view.get("seat") != seat:
        return [theme.fit_text(names[seat], TEXT_PX, room, to_act)]

    def you(part: str) -> str:
        return words.t("pw-board-you", name=part)

    for count in (1, 2):
        lines = theme.name_lines(names[seat], TEXT_PX, [room] * count, bold=to_act, say=you)
        if lines is not None:
            return lines
    # A name too long for two lines: its start on the first, "(you)" alone on the second.
    return [theme.fit_text(names[seat], TEXT_PX, room, to_act), you("").strip()]


def _bar_height(view: dict[str, Any], names: list[str]) -> int:
    """The name bars' height in this image: as many lines as its longest takes."""
    most = max(len(_bar_lines(view, names, seat)) for seat in range(view["players"]))
    return NAME_H + LINE * (most - 1)


def _land_height(view: dict[str, Any], names: list[str]) -> int:
    return LAND_H + _bar_height(view, names) - NAME_H


def _name_bar(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int, x: float, y: float) -> None:
    """A player's name bar: seat badge, the to-act arrow (and an accent frame) for a player to act,
    the name."""
    to_act = seat in view["to_act"] and not view.get("result")
    theme.rounded_box(
        draw,
        (x, y, x + PANEL_W, y + _bar_height(view, names)),
        fill=PANEL_LIGHT,
        outline=ACCENT if to_act else None,
        width=3,
        radius=8,
    )
    cy = y + NAME_H / 2
    theme.seat_badge(draw, x + 4 + MARK / 2, cy, MARK, seat)
    label_x = x + MARK + 12
    if to_act:  # the bundled font has no arrow glyph: a triangle
        arrow = (label_x, cy - MARK / 2, label_x + MARK * 0.6, cy + MARK / 2)
        draw.polygon([(arrow[0], arrow[1]), (arrow[0], arrow[3]), (arrow[2], cy)], fill=ACCENT)
        theme.symbol(draw, arrow, "to-act arrow")
        label_x = arrow[2] + 8
    for n, line in enumerate(_bar_lines(view, names, seat)):
        _text(draw, (label_x, cy + LINE * n), line, size=TEXT_PX, bold=to_act, anchor="lm")


def _landscape(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int, x: float, y: float
) -> None:
    """One player's panel: name bar and the 3 x 3 landscape."""
    theme.rounded_box(draw, (x, y, x + PANEL_W, y + _land_height(view, names)), fill=PANEL, radius=10)
    _name_bar(draw, view, names, seat, x, y)
    last = view.get("last_turn") or {}
    fresh = {tuple(c) for c in last.get("cells", [])} if last.get("seat") == seat else set()
    gx = x + (PANEL_W - 3 * CARD_W - 2 * GAP) / 2
    gy = y + _bar_height(view, names) + 4
    for row in range(3):
        for col in range(3):
            cx, cy = gx + col * (CARD_W + GAP), gy + row * (CARD_H + GAP)
            _empty_slot(draw, (cx, cy, cx + CARD_W, cy + CARD_H))
    scissors = view.get("scissors")
    for pile in view["landscapes"][seat]["stacks"]:
        cx = gx + pile["col"] * (CARD_W + GAP)
        cy = gy + pile["row"] * (CARD_H + GAP)
        has_token = (
            scissors is not None
            and scissors["seat"] == seat
            and scissors["x"] == pile["x"]
            and scissors["y"] == pile["y"]
        )
        box = (cx, cy, cx + CARD_W, cy + CARD_H)
        with theme.panel(draw, box, "card", kind="symbol"):
            outline = TOKEN_RED if has_token else None
            _card(draw, box, pile["top"], outline=outline, token=has_token, count=pile["height"])
            if has_token:  # the token on the card, and the card framed red
                theme.frame(draw, box, "scissors token")
        if (pile["x"], pile["y"]) in fresh:
            theme.outline_last_turn(draw, box)


def _landscapes(view: dict[str, Any], names: list[str], seats: list[int]) -> Image.Image:
    rows = (len(seats) + 1) // 2
    height = _land_height(view, names)
    image = Image.new("RGB", (WIDTH, rows * (height + MARGIN) + MARGIN // 2), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for index, seat in enumerate(seats):
        _landscape(
            draw,
            view,
            names,
            seat,
            MARGIN + (index % 2) * (PANEL_W + MARGIN),
            MARGIN // 2 + (index // 2) * (height + MARGIN),
        )
    return image


# ------------------------------------------------------------------ the objectives
TOKEN_STEP = MARK + 8  # from one token to the next
TAKEN_W = MARK + 4 + 30  # a taken token: the taker's badge and what it scored


def _objective_name(objective: dict[str, Any]) -> str:
    """What an objective asks for, in the drawing's language ("L of the same colour (#1)")."""
    return words.t("pw-board-objective", name=words.t(f"pw-objective-{objective['id']}"), number=objective["id"])


def _tokens_width(objective: dict[str, Any]) -> float:
    return TAKEN_W * len(objective["taken"]) + TOKEN_STEP * len(objective["tokens"])


def _objectives(view: dict[str, Any]) -> Image.Image:
    """One row an objective: what it asks for, then who took which token and the tokens it still
    pays (the next to meet it takes the leftmost, the highest)."""
    objectives = view["objectives"]
    right = max((_tokens_width(o) for o in objectives), default=0.0)
    room = WIDTH - 2 * MARGIN - 24 - right - 12
    lines = [theme.wrap_text(_objective_name(o), TEXT_PX, room) for o in objectives]
    rows = [max(MARK + 2, LINE * len(text) + 4) for text in lines]
    height = sum(rows) + 4 * max(0, len(rows) - 1) + 10
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(draw, (MARGIN, 2, WIDTH - MARGIN, height - 2), fill=PANEL, radius=10)
    last = view.get("last_turn") or {}
    ry = 5.0
    for i, o in enumerate(objectives):
        box = (MARGIN + 4, ry, WIDTH - MARGIN - 4, ry + rows[i])
        theme.rounded_box(draw, box, fill=PANEL_LIGHT, radius=8)
        if i in last.get("objectives", []):
            theme.outline_last_turn(draw, box)
        top = ry + (rows[i] - LINE * len(lines[i])) / 2
        for n, line in enumerate(lines[i]):
            _text(draw, (MARGIN + 14, top + LINE * n + LINE / 2), line, size=TEXT_PX, anchor="lm")
        cy = ry + rows[i] / 2
        tx = WIDTH - MARGIN - 12 - _tokens_width(o)
        for s, value in o["taken"]:
            theme.seat_badge(draw, tx + MARK / 2, cy, MARK, s)
            _text(draw, (tx + MARK + 4, cy), str(value), size=TEXT_PX, bold=True, anchor="lm")
            tx += TAKEN_W
        for value in o["tokens"]:
            disc = (tx, cy - MARK / 2, tx + MARK, cy + MARK / 2)
            with theme.panel(draw, disc, f"{value} points token", kind="symbol", meaning="objective token"):
                _points_token(draw, tx + MARK / 2, cy, value)
            tx += TOKEN_STEP
        ry += rows[i] + 4
    return image


def _points_token(draw: ImageDraw.ImageDraw, cx: float, cy: float, value: int) -> None:
    r = MARK / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD, outline=TEXT, width=2)
    _text(draw, (cx, cy), str(value), size=TEXT_PX, color=theme.TEXT_DARK, bold=True, anchor="mm")


# ------------------------------------------------------------------ the hand (a seat's own images)
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
HAND_PER_ROW = (WIDTH - 2 * MARGIN - 16 + GAP) // (CARD_W + GAP)


def _hand_groups(view: dict[str, Any]) -> list[tuple[str, int]]:
    """The hand's cards in colour order, copies of a card as one (card, count)."""
    groups: list[tuple[str, int]] = []
    for colour in "YBGK":
        for code in [c for c in view.get("hand", []) if c[0] == colour]:
            if groups and groups[-1][0] == code:
                groups[-1] = (code, groups[-1][1] + 1)
            else:
                groups.append((code, 1))
    return groups


def _hand(view: dict[str, Any]) -> Image.Image:
    hand = view.get("hand", [])
    placeable = set(view.get("placeable", []))
    x = MARGIN + 8
    inner = WIDTH - 2 * MARGIN - 16
    heading = [words.t("pw-board-hand", count=len(hand))]
    hint = _hand_hint(view)
    hint_lines = theme.wrap_text(hint, TEXT_PX, inner) if hint else []
    groups = _hand_groups(view)
    rows = max(1, (len(groups) + HAND_PER_ROW - 1) // HAND_PER_ROW)
    discard = view.get("discard", [])
    listed = words.current().join([_card_name(c) for c in discard]) if discard else words.t("pw-board-discard-empty")
    footer = theme.wrap_text(words.t("pw-board-hand-footer", discard=listed), TEXT_PX, inner)
    if len(footer) > FOOTER_LINES:
        rest = " ".join(footer[FOOTER_LINES - 1 :])
        footer = footer[: FOOTER_LINES - 1] + [theme.fit_text(rest, TEXT_PX, inner)]
    cards_top = 8 + LINE * (len(heading) + len(hint_lines)) + 6
    body = cards_top + rows * (HAND_CARD_H + GAP)
    height = body + LINE * len(footer) + 10
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    seat = view["seat"]
    theme.rounded_box(
        draw, (MARGIN, 2, WIDTH - MARGIN, height - 2), fill=PANEL, outline=theme.seat_color(seat), width=3, radius=10
    )
    _text(draw, (x, 8), heading[0], size=TEXT_PX, bold=True)
    for n, line in enumerate(hint_lines):
        _text(draw, (x, 8 + LINE * (n + 1)), line, size=TEXT_PX, color=ACCENT)
    for gi, (code, count) in enumerate(groups):
        px = x + (gi % HAND_PER_ROW) * (CARD_W + GAP)
        py = cards_top + (gi // HAND_PER_ROW) * (HAND_CARD_H + GAP)
        ok = code in placeable
        box = (px, py, px + CARD_W, py + HAND_CARD_H)
        with theme.panel(draw, box, "card", kind="symbol"):
            _card(draw, box, code, outline=ACCENT if ok else None, stars=True, count=count, counted="copies in hand")
            if ok:  # at the left of the card's lower row
                _tick(draw, px + 4, py + HAND_CARD_H - 2 - TICK)
    for n, line in enumerate(footer):
        _text(draw, (x, body + LINE * n + 2), line, size=TEXT_PX, color=TEXT_DIM)
    return image


# ------------------------------------------------------------------ legends and images
LEGEND_LINE = MARK + 4


def _board_marks(view: dict[str, Any]) -> list[str]:
    """What the table's image marks, for its legend."""
    marks = []
    last = view.get("last_turn") or {}
    if last.get("piles") or last.get("cells") or last.get("objectives"):
        marks.append("last turn")
    tops = [pile["top"] for land in view["landscapes"] for pile in land["stacks"]]
    tops += [p["top"] for p in view["piles"] if p["size"]]
    scissors = view.get("scissors")
    holder = {(scissors["seat"], scissors["x"], scissors["y"])} if scissors is not None else set()
    plain = [
        pile["top"]
        for seat, land in enumerate(view["landscapes"])
        for pile in land["stacks"]
        if (seat, pile["x"], pile["y"]) not in holder
    ] + [p["top"] for p in view["piles"] if p["size"]]
    if any(_parse(code)[2] for code in plain):
        marks.append("scissors logo")
    if scissors is not None:
        marks.append("scissors token")
    if tops:
        marks.append("cards stacked")
    if any(o["tokens"] for o in view["objectives"]):
        marks.append("objective token")
    return marks


def _hand_marks(view: dict[str, Any]) -> list[str]:
    """What the hand's image marks, for its legend."""
    marks = []
    hand = view.get("hand", [])
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
    """Lines explaining every mark of an image, and nothing else (an entry wraps its words)."""
    if not marks:
        return None
    room = WIDTH - 2 * MARGIN - 2
    entries: list[tuple[str, list[str]]] = []
    for meaning in marks:
        if meaning == "last turn":  # who moved is in the post's move line
            label = words.t("pw-board-legend-last-turn-anyone")
        elif meaning == "placeable":
            # out of turn a tick says what the card could do once the seat's turn comes
            if view.get("targets"):
                label = words.t("pw-board-legend-placeable-now")
            else:
                label = words.t("pw-board-legend-placeable-later")
        elif meaning == "scissors logo":
            label = words.t("pw-board-legend-scissors-logo")
        elif meaning == "scissors token":
            label = words.t("pw-board-legend-scissors-token")
        elif meaning == "cards stacked":
            label = words.t("pw-board-legend-stacked")
        elif meaning == "copies in hand":
            label = words.t("pw-board-legend-copies")
        elif meaning == "stars":
            label = words.t("pw-board-legend-stars")
        else:
            label = words.t("pw-board-legend-objective-token")
        entries.append((meaning, theme.wrap_text(label, TEXT_PX, room - MARK - 8)))
    rows: list[list[tuple[str, list[str], float]]] = [[]]
    used = 0.0
    for meaning, lines in entries:
        width = MARK + 8 + max(theme.text_width(line, TEXT_PX) for line in lines)
        if rows[-1] and (used + width > room or len(lines) > 1):
            rows.append([])
            used = 0.0
        rows[-1].append((meaning, lines, width))
        used += width + 12
    heights = [max(LEGEND_LINE, 10 + LINE * max(len(lines) for _, lines, _ in row)) for row in rows]
    image = Image.new("RGB", (WIDTH, sum(heights) + 6), BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = 4.0
    for row, row_h in zip(rows, heights, strict=True):
        x = MARGIN + 2
        for meaning, lines, width in row:
            cy = y + MARK / 2 + 2
            if meaning == "last turn":
                theme.last_turn_key(draw, x, y - 2, lines, size=TEXT_PX, line_height=LINE)
            else:
                box = (x, y, x + width, y + max(MARK + 4, LINE * len(lines)))
                with theme.panel(draw, box, lines[0], kind="legend", meaning=meaning):
                    _legend_sample(draw, meaning, x + MARK / 2, cy)
                    for n, line in enumerate(lines):
                        _text(draw, (x + MARK + 8, cy + LINE * n), line, size=TEXT_PX, color=TEXT_DIM, anchor="lm")
            x += width + 12
        y += row_h
    return image


def _legend_sample(draw: ImageDraw.ImageDraw, meaning: str, cx: float, cy: float) -> None:
    half = MARK / 2
    if meaning == "scissors logo":
        theme.rounded_box(draw, (cx - half, cy - half, cx + half, cy + half), fill=CARD_COLOURS["Y"], radius=6)
        scissors_icon(draw, cx, cy, MARK - 4, theme.contrast_text(CARD_COLOURS["Y"]))
    elif meaning in ("cards stacked", "copies in hand"):
        theme.rounded_box(draw, (cx - half, cy - half, cx + half, cy + half), fill=PANEL_LIGHT, radius=8)
        _text(draw, (cx, cy), "x2", size=TEXT_PX, color=TEXT, anchor="mm")
    elif meaning == "stars":
        star_badge(draw, cx, cy, STAR_R, 2)
    elif meaning == "placeable":
        _tick(draw, cx - TICK / 2, cy - TICK / 2)
    elif meaning == "scissors token":
        draw.rounded_rectangle((cx - half, cy - half, cx + half, cy + half), radius=6, outline=TOKEN_RED, width=4)
        _token_disc(draw, cx, cy, MARK - 10)  # the sample's frame is MARK px
    elif meaning == "objective token":
        _points_token(draw, cx, cy, 4)


def _board_rgb(view: dict[str, Any], named: list[str]) -> Image.Image:
    """The piles, every landscape (a seat's own first in its images) and the objectives, with
    their legend."""
    seat = view.get("seat")
    order = list(range(view["players"]))
    if seat is not None and 0 <= seat < len(order):
        order = [seat] + [s for s in order if s != seat]
    parts = [_piles(view), _landscapes(view, named, order), _objectives(view)]
    legend = _legend(view, named, _board_marks(view))
    if legend is not None:
        parts.append(legend)
    return stack(parts + [Image.new("RGB", (WIDTH, 4), BACKGROUND)])


def _hand_rgb(view: dict[str, Any], named: list[str]) -> Image.Image:
    """A seat's hand and discard, with their legend."""
    parts = [_hand(view)]
    legend = _legend(view, named, _hand_marks(view))
    if legend is not None:
        parts.append(legend)
    return stack(parts + [Image.new("RGB", (WIDTH, 4), BACKGROUND)])


def draw_all(view: dict[str, Any], names: Sequence[str]) -> list[Image.Image]:
    """The table (piles, landscapes, objectives); in a seat's own images its hand after it."""
    named = _names(view, names)
    images = [_quantize(_board_rgb(view, named))]
    if view.get("seat") is not None:
        images.append(_quantize(_hand_rgb(view, named)))
    return images


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table (the first image of :func:`draw_all`)."""
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
