"""Paper World images for the chat column: the five piles and every player's 3 x 3 landscape,
then the objectives (and, in a seat's own images, its hand with the cards placeable now marked).

``draw_all(view, names)`` gives two images 1000 px wide with no text under 22 px; ``draw`` is
the first (piles and landscapes, the replay GIF's frame). Every card says its colour in words as
well as by its fill (black cards are drawn dark); a seat is shown by its badge (colour and marker
shape), never by a card colour alone. Everything the last turn changed (the piles taken from,
the cards placed, the scissors token's move, objectives scored) is outlined white.

Draws only from a view (``rules.paper_world`` ``GAME.view``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme
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
COLOUR_NAMES = {"Y": "Yellow", "B": "Blue", "G": "Green", "K": "Black"}
STARS = {1: 0, 2: 1, 3: 2, 4: 3, 5: 5}
TOKEN_RED: Color = (220, 60, 60)
GOLD: Color = (250, 200, 70)

# Colours that carry meaning on their own (checked under colour-blindness simulation by
# tests/test_theme.py). Card colours are not listed: every card also says its colour in words.
MEANINGFUL_COLOUR_PAIRS = [
    ("Paper World placeable mark vs last-turn outline", ACCENT, theme.LAST_TURN),
    ("Paper World black card vs table", CARD_EDGES["K"], BACKGROUND),
]

_text = theme.text


def _parse(code: str) -> tuple[str, int, bool]:
    return code[0], int(code[1]), code.endswith("s")


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: Color) -> None:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=fill)


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


def _card(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], code: str, outline: Color | None = None
) -> None:
    """Paste the (cached) picture of a card into ``box``."""
    x0, y0, x1, y1 = (int(round(v)) for v in box)
    tile = _card_tile(code, x1 - x0, y1 - y0, outline)
    theme.paste(draw, tile, (x0, y0), tile)


@cache
def _card_tile(code: str, w: int, h: int, outline: Color | None) -> Image.Image:
    tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _draw_card(ImageDraw.Draw(tile), (0, 0, w - 1, h - 1), code, outline)
    return tile


def _draw_card(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], code: str, outline: Color | None
) -> None:
    """A card: its colour as fill and as a word at the top, its value large, its stars below,
    and a ring around the value when it carries the scissors logo."""
    colour, value, scissors = _parse(code)
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    fill = CARD_COLOURS[colour]
    ink = theme.contrast_text(fill)
    theme.rounded_box(draw, box, fill=fill, outline=outline or CARD_EDGES[colour], width=4 if outline else 2, radius=8)
    _text(draw, (x0 + w / 2, y0 + (1 if w < 110 else 4)), COLOUR_NAMES[colour], size=SMALL, color=ink, anchor="mt")
    size = max(MEDIUM, int(min(w, h) * 0.3))
    # On a small card the value sits a little left of centre: the count pill ("x2") takes the right.
    cx, cy = x0 + w / 2 - (10 if w < 110 else 0), y0 + h * (0.57 if w < 110 else 0.52)
    if scissors:  # the scissors logo surrounds the number
        r = size * 0.55
        with theme.panel(
            draw,
            (cx - r - 5, cy - r - 2, cx + r + 2, cy + r + 5),
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
    cx = x0 + w / 2
    stars = STARS[value]
    if stars:
        r = max(5.0, min(w, h) * 0.065)
        step = r * 2.1
        left = cx - (stars - 1) * step / 2
        for i in range(stars):
            _star(draw, left + i * step, y1 - r - 5, r, GOLD if colour != "Y" else (120, 70, 10))
        theme.symbol(
            draw, (left - r, y1 - 2 * r - 5, left + (stars - 1) * step + r, y1 - 5), f"{stars} stars", meaning="stars"
        )


def _empty_slot(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    theme.rounded_box(draw, box, fill=BACKGROUND, outline=GRID, width=1, radius=8)


def _count_badge(draw: ImageDraw.ImageDraw, right: float, cy: float, count: int, meaning: str) -> None:
    """ "x2", "x3": how many cards a place holds, in a dark pill ending at ``right``."""
    label = f"x{count}"
    bw = theme.text_width(label, SMALL) + 6
    with theme.panel(draw, (right - bw, cy - 14, right, cy + 14), label, kind="symbol", meaning=meaning):
        theme.rounded_box(draw, (right - bw, cy - 14, right, cy + 14), fill=BACKGROUND, radius=8)
        _text(draw, (right - bw / 2, cy), label, size=SMALL, color=TEXT, anchor="mm")


def _token_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    theme.symbol(draw, (cx - r, cy - r, cx + r, cy + r), "scissors token", meaning="scissors token")
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TOKEN_RED, outline=TEXT, width=2)
    _scissors_icon(draw, cx, cy + 1, r * 1.3, TEXT)


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _points(n: int) -> str:
    return f"{n} point" if abs(n) == 1 else f"{n} points"


def _card_name(code: str) -> str:
    colour, value, scissors = _parse(code)
    return f"{COLOUR_NAMES[colour]} {value}" + (" (scissors)" if scissors else "")


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    cleaned = [" ".join(theme.clean(n).split()) for n in names]
    return [
        theme.isolate(cleaned[s] if s < len(cleaned) and cleaned[s] else f"Player {s + 1}")
        for s in range(view["players"])
    ]


def _subtitle(view: dict[str, Any], names: list[str]) -> str:
    parts = [f"Move {view['move']}, turn {view['turn']}"]
    if view.get("over"):
        winners = (view.get("result") or {}).get("winners", [])
        parts.append("game over: " + " & ".join(names[w] for w in winners) + (" win" if len(winners) > 1 else " wins"))
        return ": ".join(parts)
    doing = {
        "turn": "to play",
        "placing": "is placing",
        "skip_discard": "pays for a skip",
        "scissors": "may move the scissors",
        "limit": f"discards down to {view['hand_limit']}",
    }.get(view["phase"], "to play")
    parts.append(f"{names[view['current']]} {doing}")
    return ": ".join(parts)


# ------------------------------------------------------------------ the piles
PILE_CARD_W, PILE_CARD_H = 124, 150
PILES_H = 46 + PILE_CARD_H + 44 + 12


def _piles(view: dict[str, Any]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, PILES_H), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(draw, (MARGIN, 4, WIDTH - MARGIN, PILES_H - 4), fill=PANEL, radius=10)
    left = sum(p["size"] for p in view["piles"])
    alive = sum(1 for p in view["piles"] if p["size"])
    line = f"Piles: {alive} left, {_cards(left)}"
    if view.get("final_round") and not view.get("over"):
        turns = view["final_turns_left"]
        line += f". Final round: {turns} turn{'s' if turns != 1 else ''} left"
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
        cy = 50
        box = (cx, cy, cx + PILE_CARD_W, cy + PILE_CARD_H)
        if not pile["size"]:
            _empty_slot(draw, box)
            _text(draw, (cx + PILE_CARD_W / 2, cy + PILE_CARD_H / 2), "gone", size=SMALL, color=TEXT_DIM, anchor="mm")
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
CELL, GAP = 86, 6  # leaves the points sheet room for "Objectives" and a two-digit value
PANEL_W = (WIDTH - 3 * MARGIN) // 2
LAND_H = 46 + 12 + 3 * CELL + 2 * GAP + 14
SHEET = (
    ("stars", "Stars"),
    ("objectives", "Objectives"),
    ("scissors", "Scissors"),
    ("hand", "Hand"),
    ("discard", "Discard"),
)


def _landscape(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int, x: float, y: float
) -> None:
    """One player's panel: name bar, the 3 x 3 landscape, and the points so far beside it."""
    width = PANEL_W
    theme.rounded_box(draw, (x, y, x + width, y + LAND_H), fill=PANEL, radius=10)
    result = view.get("result")
    detail = _points(view["scores"][seat])
    if result and result["places"][seat] == 1:
        detail = "winner, " + detail
    you = " (you)" if view.get("seat") == seat else ""
    name_strip(draw, x, y, width, seat, names[seat] + you, seat in view["to_act"] and not result, detail, height=46)
    last = view.get("last_turn") or {}
    fresh = {tuple(c) for c in last.get("cells", [])} if last.get("seat") == seat else set()
    gx, gy = x + 10, y + 58
    for row in range(3):
        for col in range(3):
            _empty_slot(
                draw,
                (
                    gx + col * (CELL + GAP),
                    gy + row * (CELL + GAP),
                    gx + col * (CELL + GAP) + CELL,
                    gy + row * (CELL + GAP) + CELL,
                ),
            )
    scissors = view.get("scissors")
    for pile in view["landscapes"][seat]["stacks"]:
        cx = gx + pile["col"] * (CELL + GAP)
        cy = gy + pile["row"] * (CELL + GAP)
        has_token = (
            scissors is not None
            and scissors["seat"] == seat
            and scissors["x"] == pile["x"]
            and scissors["y"] == pile["y"]
        )
        box = (cx, cy, cx + CELL, cy + CELL)
        with theme.panel(draw, box, "card", kind="symbol"):
            _card(draw, box, pile["top"], outline=TOKEN_RED if has_token else None)
            if pile["height"] > 1:  # how many cards are stacked here, right of the value
                _count_badge(draw, cx + CELL - 2, cy + CELL * 0.52, pile["height"], "cards stacked")
            if has_token:  # the red frame; the token itself stands beside this player's scissors points
                theme.frame(draw, box, "scissors token")
        if (pile["x"], pile["y"]) in fresh:
            theme.outline_last_turn(draw, box)
    _sheet(
        draw,
        view,
        seat,
        gx + 3 * CELL + 2 * GAP + 12,
        gy,
        x + width - 12,
        token=scissors is not None and scissors["seat"] == seat,
    )


def _sheet(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, ix: float, iy: float, right: float, token: bool = False
) -> None:
    """The points so far, line by line, with the total below a rule."""
    part = view["breakdown"][seat]
    last = view.get("last_turn") or {}
    y = iy
    for key, label in SHEET:
        value = part[key]
        if key == "hand":
            label = f"Hand {view['hand_sizes'][seat]}"
        elif key == "discard":
            label = f"Discard {view['discard_sizes'][seat]}"
        shown = f"+{value}" if value > 0 and key != "stars" else str(value)
        _text(draw, (ix, y), label, size=SMALL, color=TEXT_DIM)
        _text(draw, (right, y), shown, size=SMALL, color=TEXT, anchor="ra")
        if key == "discard" and last.get("seat") == seat and last.get("discarded"):
            theme.outline_last_turn(
                draw, (ix - 4, y - 2, right + 2, y + 28), radius=6, width=3
            )  # a card went face down
        y += 32
    draw.line((ix, y + 2, right, y + 2), fill=GRID, width=2)
    _text(draw, (ix, y + 10), "Total", size=SMALL, bold=True)
    _text(draw, (right, y + 6), str(part["total"]), size=LARGE, bold=True, color=ACCENT, anchor="ra")
    if token:  # this player holds the scissors token (its card has the red frame)
        _token_badge(draw, ix + 18, y + 72, 18)
        _text(draw, (ix + 44, y + 72), "token", size=SMALL, color=TEXT_DIM, anchor="lm")


def _landscapes(view: dict[str, Any], names: list[str], seats: list[int]) -> Image.Image:
    rows = (len(seats) + 1) // 2
    image = Image.new("RGB", (WIDTH, rows * (LAND_H + MARGIN) + MARGIN), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for index, seat in enumerate(seats):
        _landscape(
            draw,
            view,
            names,
            seat,
            MARGIN + (index % 2) * (PANEL_W + MARGIN),
            MARGIN + (index // 2) * (LAND_H + MARGIN),
        )
    return image


# ------------------------------------------------------------------ objectives and the hand
OBJ_ROW = 76


def _objectives(view: dict[str, Any], names: list[str]) -> Image.Image:
    objectives = view["objectives"]
    height = 50 + OBJ_ROW * len(objectives) + 16
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(draw, (MARGIN, 4, WIDTH - MARGIN, height - 4), fill=PANEL, radius=10)
    _text(draw, (MARGIN + 14, 14), "Objectives: the first to meet one scores its top token", size=SMALL, bold=True)
    last = view.get("last_turn") or {}
    for i, o in enumerate(objectives):
        ry = 50 + i * OBJ_ROW
        box = (MARGIN + 10, ry, WIDTH - MARGIN - 10, ry + OBJ_ROW - 8)
        theme.rounded_box(draw, box, fill=PANEL_LIGHT, radius=8)
        if i in last.get("objectives", []):
            theme.outline_last_turn(draw, box)
        taken = o["taken"]
        right_w = 60 * (len(taken) + len(o["tokens"])) + 10
        _text(
            draw,
            (MARGIN + 24, ry + 6),
            theme.fit_text(f"{o['name']} (#{o['id']})", SMALL, WIDTH - 2 * MARGIN - right_w - 40),
            size=SMALL,
            bold=True,
        )
        line = ", ".join(f"{names[s]} +{v}" for s, v in taken) if taken else "not scored yet"
        _text(
            draw,
            (MARGIN + 24, ry + 36),
            theme.fit_text(line, SMALL, WIDTH - 2 * MARGIN - right_w - 40),
            size=SMALL,
            color=TEXT if taken else TEXT_DIM,
        )
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


HAND_CARD_W, HAND_CARD_H = 88, 112


def _hand_rows(view: dict[str, Any]) -> int:
    col_w = (WIDTH - 2 * MARGIN - 28) / 4
    per_row = max(1, int((col_w - 4) // (HAND_CARD_W + 10)))
    counts = [len({c for c in view.get("hand", []) if c[0] == k}) for k in "YBGK"]
    return max(1, max((n + per_row - 1) // per_row for n in counts))


def _hand(view: dict[str, Any]) -> Image.Image:
    rows = _hand_rows(view)
    height = 50 + 34 + rows * (HAND_CARD_H + 14) + 48 + 8
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    seat = view["seat"]
    theme.rounded_box(
        draw, (MARGIN, 4, WIDTH - MARGIN, height - 4), fill=PANEL, outline=theme.seat_color(seat), width=3, radius=10
    )
    hand = view.get("hand", [])
    placeable = set(view.get("placeable", []))
    now = bool(view.get("targets"))
    x = MARGIN + 14
    _text(draw, (x, 14), f"Your hand: {_cards(len(hand))}", size=SMALL, bold=True)
    hint = {
        "turn": "Your turn: take from the piles or place cards",
        "placing": "Place more of the same colour or value, or Done",
        "skip_discard": "Choose a card to discard for the skip",
        "scissors": "Move the scissors token onto your new card?",
        "limit": f"Discard down to {view['hand_limit']} cards",
    }.get(view.get("decision") or "", "")
    if hint:
        _text(
            draw,
            (WIDTH - MARGIN - 14, 14),
            theme.fit_text(hint, SMALL, WIDTH - 420),
            size=SMALL,
            color=ACCENT,
            anchor="ra",
        )
    col_w = (WIDTH - 2 * MARGIN - 28) / 4
    per_row = max(1, int((col_w - 4) // (HAND_CARD_W + 10)))
    for ci, colour in enumerate("YBGK"):
        cx0 = x + ci * col_w
        mine = [c for c in hand if c[0] == colour]
        _text(draw, (cx0, 50), f"{COLOUR_NAMES[colour]} ({len(mine)})", size=SMALL, color=TEXT)
        groups: list[tuple[str, int]] = []
        for code in mine:
            if groups and groups[-1][0] == code:
                groups[-1] = (code, groups[-1][1] + 1)
            else:
                groups.append((code, 1))
        for gi, (code, count) in enumerate(groups):
            px = cx0 + (gi % per_row) * (HAND_CARD_W + 10)
            py = 84 + (gi // per_row) * (HAND_CARD_H + 14)
            ok = code in placeable
            with theme.panel(draw, (px, py, px + HAND_CARD_W, py + HAND_CARD_H), "card", kind="symbol"):
                _card(draw, (px, py, px + HAND_CARD_W, py + HAND_CARD_H), code, outline=ACCENT if ok else None)
                if count > 1:
                    _count_badge(draw, px + HAND_CARD_W - 2, py + HAND_CARD_H * 0.52, count, "copies in hand")
            if ok:
                draw.ellipse((px - 10, py - 10, px + 18, py + 18), fill=ACCENT)
                _check(draw, px - 3, py - 1, 14, BACKGROUND)
    mark = "ticked: placeable now" if now else "ticked: placeable on your turn"
    discard = view.get("discard", [])
    line = f"{mark}. Your discard (face down, -1 each): " + (
        ", ".join(_card_name(c) for c in discard) if discard else "empty"
    )
    _text(draw, (x, height - 40), theme.fit_text(line, SMALL, WIDTH - 2 * MARGIN - 28), size=SMALL, color=TEXT_DIM)
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
            label = (
                theme.named_label(names[seat], "'s last turn", SMALL, 420)
                if seat is not None and seat < len(names)
                else "last turn"
            )
        else:
            label = {
                "scissors logo": "scissors card",
                "cards stacked": "cards in the stack",
                "stars": "stars (points)",
                "copies in hand": "copies in your hand",
                "scissors token": "scissors token",
            }[meaning]
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
        bw = theme.text_width("x2", SMALL) + 8
        theme.rounded_box(draw, (cx - bw / 2, cy - 14, cx + bw / 2, cy + 14), fill=PANEL_LIGHT, radius=8)
        _text(draw, (cx, cy), "x2", size=SMALL, color=TEXT, anchor="mm")
    elif meaning == "stars":
        _star(draw, cx, cy, 16, GOLD)
    elif meaning == "scissors token":
        draw.rounded_rectangle((cx - 20, cy - 18, cx + 20, cy + 18), radius=6, outline=TOKEN_RED, width=4)
        draw.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), fill=TOKEN_RED, outline=TEXT, width=2)
        _scissors_icon(draw, cx, cy + 1, 15, TEXT)


def _title(view: dict[str, Any], named: list[str]) -> Image.Image:
    title = Image.new("RGB", (WIDTH, HEADER_H), BACKGROUND)
    header(ImageDraw.Draw(title), WIDTH, "Paper World", _subtitle(view, named))
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
        (120, 70, 10),
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
