"""The end-of-game score sheet: every player's breakdown, total and place."""

from __future__ import annotations

from PIL import Image

from render import theme
from rules.base import Result


def _columns(result: Result) -> list[str]:
    seen: list[str] = []
    for breakdown in result.breakdown:
        for key in breakdown:
            if key not in seen:
                seen.append(key)
    return seen


def draw_score_sheet(title: str, names: list[str], result: Result) -> Image.Image:
    columns = _columns(result)
    name_width = 240
    column_width = max(90, min(150, int(720 / max(1, len(columns)))))
    widths = [70, name_width] + [column_width] * len(columns) + [110]
    width = max(theme.MIN_WIDTH, sum(widths) + 40)
    row_height = 40
    height = 56 + 70 + row_height * (len(names) + 1) + 40
    image, draw = theme.canvas(width, height)
    theme.header(draw, width, f"{title}: final scores", "Game over")
    winners = " & ".join(names[s] for s in result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    theme.text(draw, (20, 76), f"Winner: {winners} {verb}", size=26, color=theme.ACCENT, bold=True)
    place_names = {1: "1st", 2: "2nd", 3: "3rd"}
    rows = []
    colours = []
    for seat in result.ranking:
        place = result.places[seat] if result.places else result.ranking.index(seat) + 1
        row = [place_names.get(place, f"{place}th"), names[seat]]
        row += [str(result.breakdown[seat].get(column, 0)) for column in columns]
        row.append(str(result.scores[seat]))
        rows.append(row)
        colours.append(theme.seat_color(seat))
    theme.table(
        draw,
        (20, 120),
        ["Place", "Player"] + columns + ["Total"],
        rows,
        widths,
        size=19,
        row_height=row_height,
        row_colors=colours,
    )
    return image


def render_score_sheet(title: str, names: list[str], result: Result) -> bytes:
    return theme.to_png(draw_score_sheet(title, names, result))
