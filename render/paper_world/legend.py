"""The legends: what each mark on the board and on the hand means."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.paper_world.cards import STAR_R, _token_disc, star_badge
from render.paper_world.look import (
    CARD_COLOURS,
    LINE,
    MARGIN,
    MARK,
    STARS,
    TEXT_PX,
    TICK,
    TOKEN_RED,
    WIDTH,
    _parse,
    _text,
    _tick,
    scissors_icon,
)
from render.paper_world.table import _points_token
from render.theme import BACKGROUND, PANEL_LIGHT, TEXT, TEXT_DIM

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
    x: float  # along a line of entries of any width
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
