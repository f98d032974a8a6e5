"""The legend beside and under the mountain: its entries and their samples."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import ImageDraw

from render import theme, words
from render.chat_layout import (
    LAST_TURN,
    SMALL,
    dashed_polygon,
    last_turn_polygon,
)
from render.mountain_miners.facts import _facts_text, _rotation_text, _special_labels
from render.mountain_miners.gems import ACTION_KEYS, _action_key, _fit, draw_gem
from render.mountain_miners.look import (
    FACING_EDGE,
    FACING_FILL,
    FEWEST_FILL,
    LINE,
    MARGIN,
    MARK,
    MOST_FILL,
    SEEN_EDGE,
    STONE,
    STONE_EDGE,
    WIDTH,
)
from render.mountain_miners.mountain import SquareGeometry, mountain_geometry
from render.mountain_miners.piles import _pile_marks, _standing_mark
from render.theme import ACCENT, TEXT_DIM, text
from rules.mountain_miners.data import MULTIPLIER_FACTOR, kind_name
from rules.mountain_miners.engine import (
    ACTIONS,
)
from rules.text import msg

Entry = tuple[str, Callable[[ImageDraw.ImageDraw, float, float], None] | None, str]


def _side_column(
    d: ImageDraw.ImageDraw, view: dict[str, Any], x: float, right: float, entries: list[Entry]
) -> list[tuple[str, bool, theme.Color]]:
    """Beside the mountain: the arrows' turning, the facts, then as many legend ``entries`` as
    fit above the grid's bottom (those drawn are removed from ``entries``); returns the texts
    that go under the mountain instead (one with a word wider than the column)."""
    geo = mountain_geometry(view)
    y = 8.0
    under: list[tuple[str, bool, theme.Color]] = []
    for content, bold, colour in ((_rotation_text(view), False, ACCENT), (_facts_text(view), False, TEXT_DIM)):
        if not _fits_words(content, right - x, bold):  # a word wider than the column: under the mountain
            under.append((content, bold, colour))
            continue
        for line in theme.wrap_text(content, SMALL, right - x, bold=bold):
            text(d, (x, y), line, size=SMALL, color=colour, bold=bold)
            y += LINE
    y += 6
    limit = geo.bottom + MARGIN
    for entry in list(entries):  # in order, each that fits (up to three lines); the rest go under
        label, sample, meaning = entry
        room = right - x - SIDE_SAMPLE_W
        if not _fits_words(label, room) or "\u2068" in label:
            continue  # a word (or a name, which wraps whole) wider than the column: it goes under, whole
        lines = theme.wrap_text(label, SMALL, room)
        height = max(ENTRY_H, LINE * len(lines) + 6)
        if len(lines) > 3 or y + height > limit:
            continue
        entries.remove(entry)
        with theme.panel(d, (x, y, right, y + height), label, kind="legend", meaning=meaning):
            if sample is not None:
                sample(d, x + 6, y + height / 2)
            top = y + height / 2 - LINE * len(lines) / 2
            for number, line in enumerate(lines):
                middle = top + LINE * number + LINE / 2
                text(d, (x + SIDE_SAMPLE_W, middle), line, size=SMALL, color=TEXT_DIM, anchor="lm")
        y += height + 2
    return under


LEGEND_GAP = 16  # between two entries on a line


def _packed(entries: list[Entry], width: float) -> list[list[Entry]]:
    """``entries`` in lines ``width`` px wide, each going on the first line with room for it (in
    order otherwise), so that short entries fill the ends of lines a long one could not."""
    lines: list[tuple[list[Entry], float]] = []
    for entry in entries:
        label, sample, _ = entry
        need = (SAMPLE_W if sample is not None else 0) + theme.text_width(label, SMALL) + 4
        for number, (line, used) in enumerate(lines):
            if used + LEGEND_GAP + need <= width:
                lines[number] = ([*line, entry], used + LEGEND_GAP + need)
                break
        else:
            lines.append(([entry], need))
    return [line for line, _ in lines]


def _fits_words(content: str, width: float, bold: bool = False) -> bool:
    """Whether every word of ``content`` fits ``width`` (so wrapping it cuts none)."""
    return all(theme.text_width(word, SMALL, bold) <= width for word in content.split())


SAMPLE_MIDDLE = 12  # a sample's middle from where the legend draws it (12 px into its entry)
SIDE_SAMPLE_W = 44  # beside the mountain: the sample from its entry's left edge
SAMPLE_W = 52  # a legend entry's sample, before its words
ENTRY_H = 34


def _legend_entries(view: dict[str, Any], names: list[str], drawn: dict[str, Any]) -> list[Entry]:
    """What the mountain's gems, letters and frames mean (those it shows): gems first (with their
    values), then the action letters in alphabetical order, the specials and the frames."""
    entries: list[Entry] = []
    shown = set(drawn["shown"])
    # the gems go by their shape and colour, each with its points on it (and in the piles' heading)
    entries.append((words.t("mm-board-legend-gem-value"), _valued_gem_sample(view["gems"][-1]), "gem"))
    for number, kind in enumerate(sorted(shown & set(ACTIONS), key=ACTION_KEYS.__getitem__)):
        meaning = "action key" if not number else ""
        entries.append((words.say(kind_name(kind)), _key_sample(kind), meaning))
    for special, label in _special_labels(shown):
        entries.append((label, _gem_sample(special), ""))
    if drawn["down"]:
        entries.append((words.t("mm-board-legend-face-down"), None, ""))
    if drawn["seen"]:
        entries.append((words.t("mm-board-legend-seen"), _frame_sample(SEEN_EDGE), "seen"))
    if view.get("targets"):
        entries.append((words.t("mm-board-legend-targets"), _frame_sample(ACCENT), "targets"))
    if drawn["lit"]:
        entries.append((words.t("mm-board-legend-facing"), _facing_sample, "facing"))
    last = view.get("last_turn") or {}
    if drawn["solid"] or drawn["taken"]:
        who = names[last["seat"]] if last.get("seat") is not None and last["seat"] < len(names) else ""
        label = _fit(msg("mm-board-legend-last-turn", player=who), SMALL, WIDTH - 24 - SAMPLE_W)
        entries.append(
            (label, _frame_sample(LAST_TURN, dashed=not drawn["solid"]), "last turn" if drawn["solid"] else "taken")
        )
    if drawn["solid"] and drawn["taken"]:
        entries.append((words.t("mm-board-legend-taken"), _frame_sample(LAST_TURN, dashed=True), "taken"))
    return entries


def _piles_legend(view: dict[str, Any]) -> list[Entry]:
    """What the piles grid's numbers and marks mean (those it shows)."""
    marks = [_pile_marks(gem, p, view["standing"][gem]) for p in view["players"] for gem in view["gems"]]
    entries: list[Entry] = [(words.t("mm-board-legend-pile-count"), None, "")]
    if any(most for _, most, _, _ in marks):
        entries.append((words.t("mm-board-legend-most"), _standing_sample(True), "most"))
    if any(fewest for _, _, fewest, _ in marks):
        entries.append((words.t("mm-board-legend-fewest"), _standing_sample(False), "fewest"))
    if any(mult for _, _, _, mult in marks):
        label = words.t("mm-board-legend-multiplier-joined", factor=MULTIPLIER_FACTOR)
        entries.append((label, _gem_sample("multiplier"), "multiplier"))
    return entries


def _valued_gem_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: draw_gem(draw_, kind, x + SAMPLE_MIDDLE, cy, MARK / 2)


def _gem_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: draw_gem(draw_, kind, x + SAMPLE_MIDDLE, cy, MARK / 2, label=False)


def _key_sample(kind: str) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    return lambda draw_, x, cy: _action_key(
        draw_, kind, x + SAMPLE_MIDDLE, cy, MARK / 2 + 1, inner=MARK / 2, meaning=""
    )


def _frame_sample(colour: theme.Color, dashed: bool = False) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    def sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
        x += SAMPLE_MIDDLE - MARK / 2  # centred as the other samples
        points = [(x, cy - MARK / 2), (x + MARK, cy - MARK / 2), (x + MARK, cy + MARK / 2), (x, cy + MARK / 2)]
        draw_.polygon(points, fill=STONE)
        if dashed:
            dashed_polygon(draw_, points, colour, width=4, dash=6)
        elif colour == LAST_TURN:
            last_turn_polygon(draw_, points)
        else:
            draw_.polygon(points, outline=colour, width=4)

    return sample


def _facing_sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
    """A split tile with the section an arrow at NE faces lit, as on the mountain."""
    geo = SquareGeometry(1, x + SAMPLE_MIDDLE - MARK / 2 - 2, cy - MARK / 2 - 2, MARK + 4)
    d = draw_
    d.rectangle(geo.box(0), fill=STONE, outline=STONE_EDGE)
    for q in (0, 1):
        d.rectangle(geo.quarter(0, q), fill=FACING_FILL, outline=FACING_EDGE, width=1)


def _standing_sample(most: bool) -> Callable[[ImageDraw.ImageDraw, float, float], None]:
    def sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
        cx = x + SAMPLE_MIDDLE
        draw_.rounded_rectangle(
            (cx - MARK / 2, cy - MARK / 2, cx + MARK / 2, cy + MARK / 2),
            radius=5,
            fill=MOST_FILL if most else FEWEST_FILL,
        )
        _standing_mark(draw_, cx, cy, most, half=MARK / 2 - 3)

    return sample


def _board_kinds(view: dict[str, Any]) -> list[str]:
    """The kinds the mountain shows (and so names in its legend)."""
    kinds: list[str] = []
    for cell in view["board"]:
        tile = (cell.get("seen") if cell.get("down") else cell) if cell else None
        kinds += (tile or {}).get("icons") or []
    return kinds


def _active_sample(draw_: ImageDraw.ImageDraw, x: float, cy: float) -> None:
    x += SAMPLE_MIDDLE - MARK / 2
    box = (x, cy - MARK / 2, x + MARK, cy + MARK / 2)
    draw_.rounded_rectangle(box, radius=6, fill=theme.BACKGROUND, outline=ACCENT, width=3)
