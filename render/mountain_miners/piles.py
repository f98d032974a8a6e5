"""The grid of every player's piles: a row a seat, a column a gem, the most and fewest marked."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from render import theme
from render.chat_layout import (
    SMALL,
)
from render.mountain_miners.gems import draw_gem
from render.mountain_miners.look import FEWEST_FILL, MARK, MOST_FILL, PILE_ROW, WIDTH
from render.theme import PANEL, TEXT, TEXT_DIM, text


# ---------------------------------------------------------------------------- piles
def _pile_marks(gem: str, p: dict[str, Any], standing: dict[str, Any]) -> tuple[int, bool, bool, int]:
    """A pile's count, whether it is the most or the fewest of its gem (the fewest only where it
    costs something: an empty pile loses nothing) and its Multipliers."""
    count = p["piles"].get(gem, 0)
    most = p["seat"] in standing["hi"]
    fewest = not most and p["seat"] in standing["lo"] and count > 0
    return count, most, fewest, p["multipliers"].get(gem, 0)


def _piles_grid(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: float) -> float:
    """Every player's piles in one grid: a row a seat (badge and short name), a column a gem (its
    icon on top), each cell the count, a triangle for the most (up) or fewest (down), a star for a
    Multiplier joined to it; then its legend. Returns the y below."""
    players, gems = view["players"], view["gems"]
    left, right = 10.0, WIDTH - 10.0
    # a cell needs room for a two-digit count (or a star carrying it) and a triangle; the short
    # names take what is left, none where eight gems leave no room (the badge names the seat, as
    # in the post's standings)
    name_w = max(0.0, min(150.0, right - left - MARK - 8 - CELL_LEAST * len(gems)))
    if name_w < 60:
        name_w = 0.0
    cell = (right - left - MARK - 8 - name_w) / max(1, len(gems))
    x_gems = left + MARK + 8 + name_w
    for number, gem in enumerate(gems):
        cx = x_gems + cell * (number + 0.5)
        with theme.panel(d, (cx - MARK / 2, y, cx + MARK / 2, y + MARK), gem, "symbol", "gem"):
            draw_gem(d, gem, cx, y + MARK / 2, MARK / 2)
    y += MARK + 1
    found: set[str] = set()
    for row, p in enumerate(players):
        seat, cy = p["seat"], y + PILE_ROW / 2
        if row % 2 == 0:
            d.rectangle((left, y, right, y + PILE_ROW), fill=PANEL)
        theme.seat_badge(d, left + MARK / 2 + 1, cy, MARK, seat)
        if name_w:
            short = theme.fit_text(names[seat] if seat < len(names) else "", SMALL, name_w - 8)
            text(d, (left + MARK + 10, cy), short, size=SMALL, color=TEXT, anchor="lm")
        for number, gem in enumerate(gems):
            x0 = x_gems + cell * number
            count, most, fewest, mult = _pile_marks(gem, p, view["standing"][gem])
            if most or fewest:
                d.rounded_rectangle(
                    (x0 + 2, y + 2, x0 + cell - 2, y + PILE_ROW - 2), radius=6, fill=MOST_FILL if most else FEWEST_FILL
                )
            if mult:  # a Multiplier joined to the pile: the count on a star
                sx = x0 + 4 + STAR_R
                with theme.panel(
                    d, (sx - STAR_R, cy - STAR_R, sx + STAR_R, cy + STAR_R), "multiplier", "symbol", "multiplier"
                ):
                    draw_gem(d, "multiplier", sx, cy, STAR_R, label=False)
                    text(d, (sx, cy + 2), str(count), size=SMALL, bold=True, color=theme.TEXT_DARK, anchor="mm")
                found.add("multiplier")
            else:
                text(
                    d,
                    (x0 + 8, cy),
                    str(count),
                    size=SMALL,
                    bold=bool(count),
                    color=TEXT if count else TEXT_DIM,
                    anchor="lm",
                )
            if most or fewest:
                meaning = "most" if most else "fewest"
                half = MARK / 2
                at = x0 + cell - 4
                _standing_mark(d, at - half, cy, most, half=half)
                theme.symbol(d, (at - MARK, cy - half, at, cy + half), meaning, meaning)
                found.add(meaning)
        y += PILE_ROW
    return y


CELL_LEAST = 84  # a pile's cell at its narrowest: a star of STAR_R with a count, and a triangle
STAR_R = 19


def _standing_mark(d: ImageDraw.ImageDraw, cx: float, cy: float, most: bool, half: float) -> None:
    """An up triangle for the most of a gem, a down triangle for the fewest (shape, not colour alone)."""
    if most:
        points = [(cx, cy - half * 0.9), (cx + half, cy + half * 0.8), (cx - half, cy + half * 0.8)]
    else:
        points = [(cx - half, cy - half * 0.8), (cx + half, cy - half * 0.8), (cx, cy + half * 0.9)]
    d.polygon(points, fill=TEXT)
