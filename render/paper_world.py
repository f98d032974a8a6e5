"""Paper World board image: the five piles, the objectives, every player's 3 x 3 landscape and,
in a seat's private image, that seat's hand with the cards placeable now marked.

Draws only from a view (``rules.paper_world`` ``GAME.view``); the default font has no symbol
glyphs, so stars, scissors and marks are drawn as shapes.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme
from render.theme import ACCENT, BACKGROUND, GRID, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, Color

WIDTH = 1200
MARGIN = 16
CARD_COLOURS: dict[str, Color] = {
    "Y": (236, 172, 58),  # desert orange
    "B": (58, 128, 214),  # sea blue
    "G": (64, 160, 84),  # forest green
    "K": (150, 154, 166),  # grey mountains
}
CARD_EDGES: dict[str, Color] = {"Y": (255, 214, 130), "B": (140, 190, 250), "G": (140, 215, 150), "K": (215, 218, 226)}
COLOUR_NAMES = {"Y": "Yellow", "B": "Blue", "G": "Green", "K": "Black"}
STARS = {1: 0, 2: 1, 3: 2, 4: 3, 5: 5}
TOKEN_RED: Color = (220, 60, 60)
GOLD: Color = (250, 200, 70)


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
    draw.line((x, y + size * 0.5, x + size * 0.35, y + size * 0.85, x + size, y), fill=color, width=max(3, int(size / 6)), joint="curve")


def _card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    code: str,
    big: bool = True,
    outline: Color | None = None,
) -> None:
    """Paste the (cached) picture of a card into ``box``."""
    x0, y0, x1, y1 = (int(round(v)) for v in box)
    tile = _card_tile(code, x1 - x0, y1 - y0, big, outline)
    draw._image.paste(tile, (x0, y0), tile)


@cache
def _card_tile(code: str, w: int, h: int, big: bool, outline: Color | None) -> Image.Image:
    tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _draw_card(ImageDraw.Draw(tile), (0, 0, w - 1, h - 1), code, big, outline)
    return tile


def _draw_card(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    code: str,
    big: bool,
    outline: Color | None,
) -> None:
    colour, value, scissors = _parse(code)
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    fill = CARD_COLOURS[colour]
    ink = theme.contrast_text(fill)
    theme.rounded_box(draw, box, fill=fill, outline=outline or CARD_EDGES[colour], width=4 if outline else 2, radius=8)
    size = int(min(w, h) * (0.46 if big else 0.5))
    cx, cy = x0 + w / 2, y0 + h * 0.42
    if scissors:  # the scissors logo surrounds the number
        r = size * 0.72
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=max(2, size // 14))
        for angle in (0.8, 2.35):
            ex, ey = cx + r * math.cos(angle), cy + r * math.sin(angle)
            draw.ellipse((ex - 4, ey - 4, ex + 4, ey + 4), fill=ink)
    _text(draw, (cx, cy), str(value), size=size, color=ink, bold=True, anchor="mm")
    stars = STARS[value]
    if stars:
        r = max(4.0, min(w, h) * 0.07)
        step = r * 2.1
        left = cx - (stars - 1) * step / 2
        for i in range(stars):
            _star(draw, left + i * step, y1 - r - max(4, h * 0.06), r, GOLD if colour != "Y" else (120, 70, 10))


def _empty_slot(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    theme.rounded_box(draw, box, fill=BACKGROUND, outline=GRID, width=1, radius=8)


def _token_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TOKEN_RED, outline=TEXT, width=2)
    _scissors_icon(draw, cx, cy + 1, r * 1.3, TEXT)


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _card_name(code: str) -> str:
    colour, value, scissors = _parse(code)
    return f"{COLOUR_NAMES[colour]} {value}" + (" (scissors)" if scissors else "")


def _name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) and names[seat] else f"Player {seat + 1}"


def _strip(draw: ImageDraw.ImageDraw, x: float, y: float, width: float, seat: int, name: str, active: bool, detail: str, arrow: bool = True) -> None:
    """A player's name bar (seat colour, accent frame and arrow for the player to act)."""
    height = 40
    theme.rounded_box(draw, (x, y, x + width, y + height), fill=PANEL_LIGHT, outline=ACCENT if active else None, width=3)
    draw.rectangle((x + 8, y + 9, x + 20, y + height - 9), fill=theme.seat_color(seat))
    tx = x + 30
    if active and arrow:
        draw.polygon([(tx, y + 11), (tx, y + height - 11), (tx + 14, y + height / 2)], fill=ACCENT)
        tx += 22
    _text(draw, (tx, y + height / 2), _fit(name, 20, width * 0.5), size=20, bold=active, anchor="lm")
    _text(draw, (x + width - 12, y + height / 2), _fit(detail, 18, width * 0.45), size=18, color=TEXT, anchor="rm")


def _subtitle(view: dict[str, Any], names: list[str]) -> str:
    parts = [f"Move {view['move']}", f"Turn {view['turn']}"]
    if view.get("over"):
        result = view.get("result") or {}
        winners = result.get("winners", [])
        parts.append("Game over: " + " & ".join(_name(names, w) for w in winners) + (" win" if len(winners) > 1 else " wins"))
        return "  |  ".join(parts)
    who = _name(names, view["current"])
    phase = view["phase"]
    doing = {
        "turn": "to play",
        "placing": "is placing",
        "skip_discard": "pays for a skip",
        "scissors": "may move the scissors",
        "limit": f"discards down to {view['hand_limit']}",
    }.get(phase, "to play")
    parts.append(f"{who} {doing}")
    if view.get("final_round"):
        parts.append(f"FINAL ROUND: {view['final_turns_left']} turn(s) left")
    return "  |  ".join(parts)


def _draw_piles(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: float, y: float, width: float, height: float) -> None:
    left = sum(p["size"] for p in view["piles"])
    alive = sum(1 for p in view["piles"] if p["size"])
    _text(draw, (x + 14, y + 12), f"Piles: {alive} left, {left} cards", size=20, bold=True)
    slot = (width - 28) / 5
    cw, ch = min(86, slot - 18), 112
    for i, pile in enumerate(view["piles"]):
        cx = x + 14 + slot * i + (slot - cw) / 2
        cy = y + 46
        if not pile["size"]:
            _empty_slot(draw, (cx, cy, cx + cw, cy + ch))
            _text(draw, (cx + cw / 2, cy + ch / 2), "gone", size=18, color=TEXT_DIM, anchor="mm")
            continue
        depth = min(3, pile["size"] - 1)
        for d in range(depth, 0, -1):
            theme.rounded_box(draw, (cx + 3 * d, cy - 3 * d, cx + cw + 3 * d, cy + ch - 3 * d), fill=PANEL_LIGHT, outline=GRID, width=1)
        _card(draw, (cx, cy, cx + cw, cy + ch), pile["top"])
        _text(draw, (cx + cw / 2, cy + ch + 14), _cards(pile["size"]), size=17, color=TEXT, anchor="mm")


def _objectives_static(draw: ImageDraw.ImageDraw, x: float, y: float, width: float, height: float, count: int) -> None:
    theme.rounded_box(draw, (x, y, x + width, y + height), fill=PANEL, radius=10)
    _text(draw, (x + 14, y + 12), "Objectives (first 4, then 2, then 1)", size=20, bold=True)
    row_h = (height - 48) / max(1, count)
    for i in range(count):
        ry = y + 44 + i * row_h
        theme.rounded_box(draw, (x + 10, ry, x + width - 10, ry + row_h - 8), fill=PANEL_LIGHT, radius=8)


def _draw_objectives(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], x: float, y: float, width: float, height: float) -> None:
    row_h = (height - 48) / max(1, len(view["objectives"]))
    for i, o in enumerate(view["objectives"]):
        ry = y + 44 + i * row_h
        _text(draw, (x + 22, ry + 16), _fit(f"#{o['id']} {o['name']}", 20, width - 200), size=20, bold=True, anchor="lm")
        taken = o["taken"]
        line = ", ".join(f"{_name(names, s)} +{v}" for s, v in taken) if taken else "not scored yet"
        _text(draw, (x + 22, ry + 40), _fit(line, 17, width - 200), size=17, color=TEXT_DIM if not taken else TEXT, anchor="lm")
        # token discs: taken ones in the taker's colour, remaining ones gold
        discs = [(v, theme.seat_color(s)) for s, v in taken] + [(v, GOLD) for v in o["tokens"]]
        r = 17
        for j, (value, fill) in enumerate(discs):
            cx = x + width - 40 - (len(discs) - 1 - j) * (2 * r + 8)
            cy = ry + (row_h - 8) / 2
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=TEXT if fill == GOLD else None, width=2)
            _text(draw, (cx, cy), str(value), size=18, color=theme.contrast_text(fill), bold=True, anchor="mm")


def _draw_landscape(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    seat: int,
    x: float,
    y: float,
    width: float,
) -> float:
    """One player's panel (over its static part, :func:`_landscape_static`)."""
    cell, gap = CELL, GAP
    grid_w = 3 * cell + 2 * gap
    active = seat in view["to_act"]
    score = view["scores"][seat]
    detail = f"{score} stars"
    result = view.get("result")
    if result:
        place = result["places"][seat]
        detail += "  -  WINNER" if place == 1 else f"  -  place {place}"
    _strip(draw, x, y, width, seat, _name(names, seat), active or bool(result and result["places"][seat] == 1), detail, arrow=not result)
    land = view["landscapes"][seat]
    gx, gy = x + 14, y + 54
    scissors = view.get("scissors")
    for stack in land["stacks"]:
        cx = gx + stack["col"] * (cell + gap)
        cy = gy + stack["row"] * (cell + gap)
        has_token = scissors is not None and scissors["seat"] == seat and scissors["x"] == stack["x"] and scissors["y"] == stack["y"]
        box = (cx, cy, cx + cell, cy + cell)
        _card(draw, box, stack["top"], outline=TOKEN_RED if has_token else None)
        if stack["height"] > 1:
            label = f"x{stack['height']}"
            bw = theme.text_width(label, 16) + 10
            theme.rounded_box(draw, (cx + cell - bw - 4, cy + 4, cx + cell - 4, cy + 26), fill=BACKGROUND, radius=8)
            _text(draw, (cx + cell - 4 - bw / 2, cy + 15), label, size=16, color=TEXT, anchor="mm")
        if has_token:
            _token_badge(draw, cx + 18, cy + 18, 15)
    # the score sheet beside the grid
    part = view["breakdown"][seat]
    ix = gx + grid_w + 18
    iy = gy + 2
    colour = view["colours"][seat]
    _text(draw, (ix, iy), f"Started: {COLOUR_NAMES[colour]}", size=17, color=TEXT_DIM)
    rows = [
        f"{part['stars']}",
        f"+{part['objectives']}",
        f"+{part['scissors']}",
        f"{part['hand']}",
        f"{part['discard']}",
    ]
    right = x + width - 16
    _text(draw, (ix + 84, iy + 34 + 3 * 30), f"({_cards(view['hand_sizes'][seat])})", size=18, color=TEXT_DIM)
    _text(draw, (ix + 84, iy + 34 + 4 * 30), f"({_cards(view['discard_sizes'][seat])})", size=18, color=TEXT_DIM)
    for i, value in enumerate(rows):
        _text(draw, (right, iy + 34 + i * 30), value, size=18, color=TEXT, anchor="ra")
    ty = iy + 34 + len(rows) * 30 + 4
    _text(draw, (right, ty + 10), str(part["total"]), size=22, bold=True, color=ACCENT, anchor="ra")
    if scissors is not None and scissors["seat"] == seat:
        _token_badge(draw, ix + 14, ty + 62, 14)
        _text(draw, (ix + 36, ty + 62), "holds the scissors", size=17, color=TEXT, anchor="lm")
    if active and view.get("placed_this_turn"):
        placed = ", ".join(_card_name(c) for c in view["placed_this_turn"])
        _text(draw, (ix, ty + 92), _fit(f"This turn: {placed}", 16, right - ix), size=16, color=ACCENT)


SHEET_LABELS = ("Stars on top", "Objectives", "Scissors token", "Hand", "Discard")


def _landscape_static(draw: ImageDraw.ImageDraw, x: float, y: float, width: float, over: bool) -> None:
    theme.rounded_box(draw, (x, y, x + width, y + LAND_H), fill=PANEL, radius=10)
    gx, gy = x + 14, y + 54
    for row in range(3):
        for col in range(3):
            cx = gx + col * (CELL + GAP)
            cy = gy + row * (CELL + GAP)
            _empty_slot(draw, (cx, cy, cx + CELL, cy + CELL))
    ix = gx + 3 * CELL + 2 * GAP + 18
    iy = gy + 2
    right = x + width - 16
    for i, label in enumerate(SHEET_LABELS):
        _text(draw, (ix, iy + 34 + i * 30), label, size=18, color=TEXT)
    ty = iy + 34 + len(SHEET_LABELS) * 30 + 4
    draw.line((ix, ty, right, ty), fill=GRID, width=2)
    _text(draw, (ix, ty + 10), "Final score" if over else "Score so far", size=20, bold=True)


def _draw_hand(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: float, y: float, width: float, height: float) -> None:
    hand = view.get("hand", [])
    placeable = set(view.get("placeable", []))
    now = bool(view.get("targets"))
    mark = "marked: placeable now" if now else "marked: placeable on your turn"
    title = f"Your hand: {_cards(len(hand))} ({mark})"
    _text(draw, (x + 14, y + 12), title, size=20, bold=True)
    decision = view.get("decision")
    if decision:
        hint = {
            "turn": "Your turn: take from the piles or place cards",
            "placing": "Place more of the same colour / value, or Done",
            "skip_discard": "Choose a card to discard for the skip",
            "scissors": "Move the scissors token onto your new card?",
            "limit": f"Discard down to {view['hand_limit']} cards",
        }.get(decision, "")
        _text(draw, (x + width - 14, y + 14), hint, size=18, color=ACCENT, anchor="ra")
    col_w = (width - 28) / 4
    cw, ch = 62, 80
    for ci, colour in enumerate("YBGK"):
        cx0 = x + 14 + ci * col_w
        mine = [c for c in hand if c[0] == colour]
        _text(draw, (cx0, y + 46), f"{COLOUR_NAMES[colour]} ({len(mine)})", size=17, color=CARD_EDGES[colour])
        groups: list[tuple[str, int]] = []
        for code in mine:
            if groups and groups[-1][0] == code:
                groups[-1] = (code, groups[-1][1] + 1)
            else:
                groups.append((code, 1))
        per_row = max(1, int((col_w - 8) // (cw + 8)))
        for gi, (code, count) in enumerate(groups):
            px = cx0 + (gi % per_row) * (cw + 8)
            py = y + 70 + (gi // per_row) * (ch + 12)
            ok = code in placeable
            _card(draw, (px, py, px + cw, py + ch), code, big=False, outline=ACCENT if ok else None)
            if count > 1:
                theme.rounded_box(draw, (px + cw - 26, py - 6, px + cw + 4, py + 16), fill=BACKGROUND, radius=8)
                _text(draw, (px + cw - 11, py + 5), f"x{count}", size=15, color=TEXT, anchor="mm")
            if ok:
                draw.ellipse((px - 8, py - 8, px + 16, py + 16), fill=ACCENT)
                _check(draw, px - 2, py - 1, 12, BACKGROUND)
    discard = view.get("discard", [])
    line = "Your discard pile (face down, -1 each): " + (", ".join(_card_name(c) for c in discard) if discard else "empty")
    _text(draw, (x + 14, y + height - 26), _fit(line, 17, width - 28), size=17, color=TEXT_DIM)


CELL, GAP = 92, 6
LAND_H = 40 + 14 + 3 * CELL + 2 * GAP + 14
TOP_H = 214
PILE_W = 520


@lru_cache(maxsize=64)
def _base(players: int, objectives: int, height: int, hand_h: int, seat: int | None, over: bool) -> Image.Image:
    """Everything that does not depend on the position: panels, empty slots, fixed labels."""
    image, d = theme.canvas(WIDTH, height)
    d.rectangle((0, 0, WIDTH, 56), fill=PANEL)
    _text(d, (18, 28), "Paper World", size=26, bold=True, anchor="lm")
    y = 56 + MARGIN
    theme.rounded_box(d, (MARGIN, y, MARGIN + PILE_W, y + TOP_H), fill=PANEL, radius=10)
    _objectives_static(d, MARGIN * 2 + PILE_W, y, WIDTH - 3 * MARGIN - PILE_W, TOP_H, objectives)
    y += TOP_H + MARGIN
    panel_w = (WIDTH - 3 * MARGIN) / 2
    for index in range(players):
        _landscape_static(d, MARGIN + (index % 2) * (panel_w + MARGIN), y + (index // 2) * (LAND_H + MARGIN), panel_w, over)
    y += (players + 1) // 2 * (LAND_H + MARGIN)
    if seat is not None:
        theme.rounded_box(d, (MARGIN, y, WIDTH - MARGIN, y + hand_h), fill=PANEL, outline=theme.seat_color(seat), width=3, radius=10)
    return image


@lru_cache(maxsize=1024)
def _fit(content: str, size: int, max_width: float) -> str:
    return theme.fit_text(content, size, max_width)


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    players = view["players"]
    panel_w = (WIDTH - 3 * MARGIN) / 2
    top_h = TOP_H
    land_h = LAND_H
    rows = (players + 1) // 2
    private = view.get("seat") is not None
    hand_rows = 1
    if private:
        counts = [len({c for c in view.get("hand", []) if c[0] == k}) for k in "YBGK"]
        per_row = max(1, int(((WIDTH - 28 - 2 * MARGIN) / 4 - 8) // 70))
        hand_rows = max(1, max((n + per_row - 1) // per_row for n in counts))
    hand_h = 70 + hand_rows * 92 + 34 if private else 0
    height = 56 + MARGIN + top_h + MARGIN + rows * (land_h + MARGIN) + (hand_h + MARGIN if private else 0)
    image = _base(players, len(view["objectives"]), int(height), hand_h, view.get("seat"), bool(view.get("over"))).copy()
    d = ImageDraw.Draw(image)
    _text(d, (WIDTH - 18, 28), _fit(_subtitle(view, names), 18, WIDTH * 0.6), size=18, color=TEXT_DIM, anchor="rm")
    y = 56 + MARGIN
    pile_w = PILE_W
    _draw_piles(d, view, MARGIN, y, pile_w, top_h)
    _draw_objectives(d, view, names, MARGIN * 2 + pile_w, y, WIDTH - 3 * MARGIN - pile_w, top_h)
    y += top_h + MARGIN
    order = list(range(players))
    for index, seat in enumerate(order):
        px = MARGIN + (index % 2) * (panel_w + MARGIN)
        py = y + (index // 2) * (land_h + MARGIN)
        _draw_landscape(d, view, names, seat, px, py, panel_w)
    y += rows * (land_h + MARGIN)
    if private:
        _draw_hand(d, view, MARGIN, y, WIDTH - 2 * MARGIN, hand_h)
    # Map onto a fixed palette here: far faster than theme.to_png's adaptive quantization, and
    # the same view always gives the same bytes.
    return image.quantize(palette=_palette(), dither=Image.Dither.NONE)


@cache
def _palette() -> Image.Image:
    """A 256-colour palette covering every fill of this board and the anti-aliasing ramps
    between its text/shape colours and the backgrounds they are drawn on."""
    inks = [TEXT, TEXT_DIM, theme.TEXT_DARK, ACCENT, GOLD, TOKEN_RED, GRID, (120, 70, 10)]
    inks += list(CARD_COLOURS.values()) + list(CARD_EDGES.values()) + list(theme.SEAT_COLORS[:4])
    grounds = [BACKGROUND, PANEL, PANEL_LIGHT, TOKEN_RED, GOLD, ACCENT] + list(CARD_COLOURS.values()) + list(theme.SEAT_COLORS[:4])
    colours = []
    for ink in inks:
        for ground in grounds:
            for step in range(9):
                t = step / 8
                colours.append(tuple(int(round(a * t + b * (1 - t))) for a, b in zip(ink, ground)))
    sample = Image.new("RGB", (len(colours), 1))
    sample.putdata(colours)
    return sample.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
