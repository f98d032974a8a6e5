"""The shared board: the five card piles, each player's landscape under its name bar, and the
objectives with their point tokens."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.paper_world.cards import CARD_H, CARD_W, PILE_W, _card, _empty_slot
from render.paper_world.look import GAP, GOLD, LINE, MARGIN, MARK, TEXT_PX, TOKEN_RED, WIDTH, _text
from render.theme import ACCENT, BACKGROUND, GRID, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM

# ------------------------------------------------------------------ the piles
PILE_DEPTH = 3  # px each card under a pile's top shows above it (at most three)


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
