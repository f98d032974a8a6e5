"""The end-of-game score sheet: every player's points by source, one total, and their place.

Every word on it comes from the catalogue in the drawing's language (``render.words``): the column
of breakdown key ``K`` of game ``G`` is the message ``score-G-<slug>`` (the slug is ``K`` in lower
case with every run of other characters than letters and digits made one ``-``), which each game's
catalogue provides; the headings are ``render-score-…``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PIL import Image

from lang import SOURCE, Speaker
from render import theme, words
from rules.base import Result

TOTAL_KEYS = {"total", "Total"}  # the sheet's own Points column is the total
MARGIN = 16
ROW_HEIGHT = 48  # its seat badge (12 px less) shows 16 px wide where the final post draws the sheet
SIZE = theme.TEXT_BODY
# The widest sheet: its smallest text (SIZE) still shows at 12 px where the final post draws it,
# 360 px wide in a 480 px chat column.
SHEET_MAX_WIDTH = SIZE * 360 // 12


def column_slug(key: str) -> str:
    """``Roc+Egg`` → ``roc-egg``, ``firefly_win`` → ``firefly-win``: the key as a message id part."""
    return re.sub(r"[^a-z0-9]+", "-", key.lower()).strip("-")


def column_label(key: str, game_key: str | None = None, speaker: Speaker | None = None) -> str:
    """What breakdown key ``key`` of ``game_key`` is called on the sheet (and in the final text and
    alt text), in the drawing's language (or ``speaker``'s). A key no catalogue names yet shows as
    written (a new column is never left out for want of its name)."""
    speaker = speaker or words.current()
    if game_key is not None:
        message_id = f"score-{game_key}-{column_slug(key)}"
        if any(speaker.catalogue.has(code, message_id) for code in speaker.codes):
            return speaker.t(f"score-{game_key}-{column_slug(key)}")
    return key.replace("_", " ").capitalize()


def game_key_of(title: str) -> str | None:
    """The key of the game called ``title`` (for callers that name the game by its title)."""
    from rules import available_keys, get_game

    return next((key for key in available_keys() if key == title or get_game(key).title == title), None)


def shown_columns(result: Result) -> list[str]:
    """Breakdown keys worth a column: not a total, and not zero for every player."""
    seen: list[str] = []
    for breakdown in result.breakdown:
        for key in breakdown:
            if key not in seen and key not in TOTAL_KEYS:
                seen.append(key)
    return [key for key in seen if any(b.get(key, 0) for b in result.breakdown)]


def place_name(place: int) -> str:
    """``1st``, ``2nd``... in the drawing's language."""
    return words.t("render-score-place", place=place)


def _places(result: Result) -> list[int]:
    return list(result.places) if result.places else [result.ranking.index(s) + 1 for s in range(len(result.scores))]


NAME_MAX = 300  # px: the name column of the tables of further sources (a longer name is shortened)
NAME_WHOLE_MAX = SHEET_MAX_WIDTH * 2 // 3 - 20  # px: the name column beside the total, at most
NAME_SHORTENED_MAX = SHEET_MAX_WIDTH // 2 - 40  # px: that column when some name is too long for it anyway
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


def draw_score_sheet(title: str, names: list[str], result: Result, game_key: str | None = None) -> Image.Image:
    """Every player, best first, with the total beside the name; the sources of points follow in
    as many tables, one below the other, as it takes to keep every column inside the image.
    ``title``: the game's name as the reader calls it; ``game_key``: the game (found from the title
    when not given), whose catalogue names the columns."""
    game_key = game_key or game_key_of(title)
    columns = shown_columns(result)
    places = _places(result)
    names = [theme.isolate(n) for n in names]
    order = list(result.ranking)
    place_head, player_head, points_head = (
        words.t("render-score-place-heading"),
        words.t("render-score-player-heading"),
        words.t("render-score-points-heading"),
    )
    place_w = _column_width([place_name(places[s]) for s in order], place_head)
    points_w = _column_width([str(result.scores[s]) for s in order], points_head)
    inner = SHEET_MAX_WIDTH - 2 * MARGIN
    # Beside the total every name shows whole where a column of at most two thirds of the sheet
    # holds it (a 32-character Latin, Greek, Cyrillic, Arabic or Hebrew name does; 32 Japanese
    # characters do not); the tables of the other sources below repeat the names in a narrower column.
    widest_name = max(160, _column_width([names[s] for s in order], player_head))
    # A name no column may hold whole is shortened in a column of at most half the sheet (a
    # per-seat slot; the final post's text names everyone in full).
    name_max = NAME_WHOLE_MAX if widest_name <= NAME_WHOLE_MAX else NAME_SHORTENED_MAX
    name_w = min(widest_name, inner - ROW_HEIGHT - place_w - points_w, name_max)
    rest_name_w = min(NAME_MAX, name_w)
    labels = [column_label(c, game_key) for c in columns]
    source_w = [
        _column_width([str(result.breakdown[s].get(c, 0)) for s in order], label) for c, label in zip(columns, labels)
    ]
    main_w = ROW_HEIGHT + place_w + name_w + points_w
    # Sources beside the total while they fit; the rest in tables of their own under it.
    first: list[int] = []
    used = main_w
    for index, width in enumerate(source_w):
        if used + width > inner:
            break
        first.append(index)
        used += width
    rest = _chunks(source_w[len(first) :], inner - ROW_HEIGHT - rest_name_w)
    rest = [[index + len(first) for index in chunk] for chunk in rest]
    table_w = [main_w + sum(source_w[i] for i in first)]
    table_w += [ROW_HEIGHT + rest_name_w + sum(source_w[i] for i in chunk) for chunk in rest]
    width = min(SHEET_MAX_WIDTH, max(640, max(table_w) + 2 * MARGIN))
    if widest_name > name_w:  # a name shortened beside the total: in a column of at most half the sheet
        width = max(width, min(SHEET_MAX_WIDTH, 2 * name_w))
    banner_text = words.t("render-score-winners", count=len(result.winners), winners=[names[s] for s in result.winners])
    banner = theme.wrap_text(banner_text, theme.TEXT_LARGE, width - 2 * MARGIN, bold=True)
    top = theme.HEADER_HEIGHT + 16 + len(banner) * 40 + 12
    table_h = ROW_HEIGHT * (len(order) + 1)
    height = top + (1 + len(rest)) * (table_h + GAP) - GAP + MARGIN
    image, draw = theme.canvas(width, height)
    theme.header(draw, width, title, words.t("render-score-final"), subtitle_size=SIZE)
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
        [place_head, player_head, points_head] + [labels[i] for i in first],
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
            [player_head] + [labels[i] for i in chunk],
            rows,
            [rest_name_w] + [source_w[i] for i in chunk],
            size=SIZE,
            row_height=ROW_HEIGHT,
            seats=order,
            align_right_from=1,
        )
        y += table_h + GAP
    return image


def render_score_sheet(
    title: str, names: list[str], result: Result, game_key: str | None = None, locale: str = SOURCE
) -> bytes:
    """The sheet as PNG bytes, every word in ``locale`` (runs in a drawing worker)."""
    with words.speaking(locale, names):
        return theme.to_png(draw_score_sheet(title, names, result, game_key))
