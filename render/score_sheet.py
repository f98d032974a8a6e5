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
    "sapphire": "Sapphires",
    "pearl": "Pearls",
    "amethyst": "Amethysts",
}
TOTAL_KEYS = {"total", "Total"}  # the sheet's own Points column is the total
PLACE_NAMES = {1: "1st", 2: "2nd", 3: "3rd"}
MARGIN = 16
ROW_HEIGHT = 46
SIZE = theme.TEXT_BODY
# The widest sheet: its smallest text (SIZE) still shows at 12 px when the image shows 480 px wide.
SHEET_MAX_WIDTH = SIZE * 480 // 12


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


NAME_MAX = 300  # px: a longer name is shortened with an ellipsis
GAP = 14


def _column_width(values: Sequence[str], label: str) -> int:
    return int(max(theme.text_width(v, SIZE, bold=(v == label)) for v in [label, *values])) + 24


def _chunks(widths: list[int], room: int) -> list[list[int]]:
    """Column indices packed, in order, into tables at most ``room`` px wide (at least one each)."""
    chunks: list[list[int]] = [[]]
    used = 0
    for index, width in enumerate(widths):
        if chunks[-1] and used + width > room:
            chunks.append([])
            used = 0
        chunks[-1].append(index)
        used += width
    return chunks if chunks[0] else []


def draw_score_sheet(title: str, names: list[str], result: Result) -> Image.Image:
    """Every player, best first, with the total beside the name; the sources of points follow in
    as many tables, one below the other, as it takes to keep every column inside the image."""
    columns = shown_columns(result)
    places = _places(result)
    names = [theme.isolate(n) for n in names]
    order = list(result.ranking)
    place_w = _column_width([place_name(places[s]) for s in order], "Place")
    points_w = _column_width([str(result.scores[s]) for s in order], "Points")
    name_w = min(NAME_MAX, max(160, _column_width([names[s] for s in order], "Player")))
    labels = [column_label(c) for c in columns]
    source_w = [
        _column_width([str(result.breakdown[s].get(c, 0)) for s in order], label) for c, label in zip(columns, labels)
    ]
    inner = SHEET_MAX_WIDTH - 2 * MARGIN
    main_w = ROW_HEIGHT + place_w + name_w + points_w
    # Sources beside the total while they fit; the rest in tables of their own under it.
    first: list[int] = []
    used = main_w
    for index, width in enumerate(source_w):
        if used + width > inner:
            break
        first.append(index)
        used += width
    rest = _chunks(source_w[len(first) :], inner - ROW_HEIGHT - name_w)
    rest = [[index + len(first) for index in chunk] for chunk in rest]
    table_w = [main_w + sum(source_w[i] for i in first)]
    table_w += [ROW_HEIGHT + name_w + sum(source_w[i] for i in chunk) for chunk in rest]
    width = min(SHEET_MAX_WIDTH, max(640, max(table_w) + 2 * MARGIN))
    winners = " & ".join(names[s] for s in result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    banner = theme.wrap_text(f"{winners} {verb}!", theme.TEXT_LARGE, width - 2 * MARGIN, bold=True)
    top = theme.HEADER_HEIGHT + 16 + len(banner) * 40 + 12
    table_h = ROW_HEIGHT * (len(order) + 1)
    height = top + (1 + len(rest)) * (table_h + GAP) - GAP + MARGIN
    image, draw = theme.canvas(width, height)
    theme.header(draw, width, title, "Final scores", subtitle_size=SIZE)
    for index, line in enumerate(banner):
        theme.text(
            draw,
            (MARGIN, theme.HEADER_HEIGHT + 14 + index * 40),
            line,
            size=theme.TEXT_LARGE,
            color=theme.ACCENT,
            bold=True,
        )
    rows = []
    for seat in order:
        rows.append(
            [place_name(places[seat]), names[seat], str(result.scores[seat])]
            + [str(result.breakdown[seat].get(columns[i], 0)) for i in first]
        )
    theme.table(
        draw,
        (MARGIN, top),
        ["Place", "Player", "Points"] + [labels[i] for i in first],
        rows,
        [place_w, name_w, points_w] + [source_w[i] for i in first],
        size=SIZE,
        row_height=ROW_HEIGHT,
        seats=order,
        align_right_from=2,
    )
    y = top + table_h + GAP
    for chunk in rest:
        rows = [[names[seat]] + [str(result.breakdown[seat].get(columns[i], 0)) for i in chunk] for seat in order]
        theme.table(
            draw,
            (MARGIN, y),
            ["Player"] + [labels[i] for i in chunk],
            rows,
            [name_w] + [source_w[i] for i in chunk],
            size=SIZE,
            row_height=ROW_HEIGHT,
            seats=order,
            align_right_from=1,
        )
        y += table_h + GAP
    return image


def render_score_sheet(title: str, names: list[str], result: Result) -> bytes:
    return theme.to_png(draw_score_sheet(title, names, result))
