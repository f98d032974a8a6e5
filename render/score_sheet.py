"""The end-of-game score sheet: every player's points by source, one total, and their place."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render import theme
from rules.base import Result

# What each breakdown key of any game is called on the sheet (and in alt text).
COLUMN_LABELS: dict[str, str] = {
    # Solstis
    "largest": "Largest area",
    "fires": "Fires",
    "spirits": "Spirits",
    "bonus": "Bonus",
    "fireflies": "Fireflies",
    "firefly_win": "Firefly win",
    # Nanga Parbat
    "camps": "Camps",
    "different": "Different animals",
    "same": "Same animals",
    "panda": "Red panda",
    "area": "Areas",
    "path": "Path",
    # Paper World
    "discard": "Discard",
    "hand": "Hand",
    "objectives": "Objectives",
    "scissors": "Scissors",
    "stars": "Stars",
    # Sheherazade
    "Roc+Egg": "Roc & egg",
    # Mountain Miners
    "diamond": "Diamonds",
    "emerald": "Emeralds",
    "onyx": "Onyx",
    "ruby": "Rubies",
}
TOTAL_KEYS = {"total", "Total"}  # the sheet's own Points column is the total
PLACE_NAMES = {1: "1st", 2: "2nd", 3: "3rd"}
MARGIN = 16
ROW_HEIGHT = 46
SIZE = theme.TEXT_SMALL


def column_label(key: str) -> str:
    return COLUMN_LABELS.get(key, key.replace("_", " ").capitalize())


def shown_columns(result: Result) -> list[str]:
    """Breakdown keys worth a column: not a total, and not zero for every player."""
    seen: list[str] = []
    for breakdown in result.breakdown:
        for key in breakdown:
            if key not in seen and key not in TOTAL_KEYS:
                seen.append(key)
    return [key for key in seen if any(b.get(key, 0) for b in result.breakdown)]


def place_name(place: int) -> str:
    return PLACE_NAMES.get(place, f"{place}th")


def _places(result: Result) -> list[int]:
    return list(result.places) if result.places else [result.ranking.index(s) + 1 for s in range(len(result.scores))]


def _widths(labels: Sequence[str], rows: Sequence[Sequence[str]]) -> list[int]:
    """Each column as wide as its label or widest value; the name column takes what is left."""
    widths = []
    for index, label in enumerate(labels):
        values = [label] + [row[index] for row in rows]
        widths.append(int(max(theme.text_width(v, SIZE, bold=(v == label)) for v in values)) + 24)
    badge = ROW_HEIGHT
    spare = theme.MAX_WIDTH - 2 * MARGIN - badge - sum(widths) + widths[1]
    widths[1] = max(160, min(spare, max(widths[1], 220)))
    return widths


def draw_score_sheet(title: str, names: list[str], result: Result) -> Image.Image:
    columns = shown_columns(result)
    places = _places(result)
    labels = ["Place", "Player"] + [column_label(c) for c in columns] + ["Points"]
    rows = []
    for seat in result.ranking:
        row = [place_name(places[seat]), names[seat]]
        row += [str(result.breakdown[seat].get(column, 0)) for column in columns]
        row.append(str(result.scores[seat]))
        rows.append(row)
    widths = _widths(labels, rows)
    table_width = sum(widths) + ROW_HEIGHT
    width = min(theme.MAX_WIDTH, max(640, table_width + 2 * MARGIN))
    winners = " & ".join(names[s] for s in result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    banner = theme.wrap_text(f"{winners} {verb}!", theme.TEXT_LARGE, width - 2 * MARGIN, bold=True)
    top = theme.HEADER_HEIGHT + 16 + len(banner) * 40 + 12
    height = top + ROW_HEIGHT * (len(rows) + 1) + MARGIN
    image, draw = theme.canvas(width, height)
    theme.header(draw, width, title, "Final scores")
    for index, line in enumerate(banner):
        theme.text(draw, (MARGIN, theme.HEADER_HEIGHT + 14 + index * 40), line, size=theme.TEXT_LARGE, color=theme.ACCENT, bold=True)
    theme.table(draw, (MARGIN, top), labels, rows, widths, size=SIZE, row_height=ROW_HEIGHT,
                seats=list(result.ranking), align_right_from=2)
    return image


def render_score_sheet(title: str, names: list[str], result: Result) -> bytes:
    return theme.to_png(draw_score_sheet(title, names, result))
