"""A player's row: their name, element counts and genies."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import SMALL
from render.sheherazade import icons
from render.sheherazade.look import BOARD_W, GENIE_FILL, GOLD, LEAST_MARK, MARGIN, WIDTH, _note, _paste_icon, _target
from render.theme import ACCENT, BACKGROUND, PANEL_LIGHT, TEXT_DIM
from rules.sheherazade.data import ISLAND_TILES

# ------------------------------------------------------------------ the players' rows
ROW_LINE = 38  # one line of a player's row: the name, or pictograms with their counts
BADGE = 34  # a seat badge's side
ITEM_SPACE = 10  # between two things in a row
Item = tuple[float, Callable[[Image.Image, ImageDraw.ImageDraw, float, float], None]]


def element_counts(view: dict[str, Any], seat: int) -> list[tuple[str, int]]:
    """How many of each element a seat's island shows (tiles Genie side up show none), in the
    pictograms' order."""
    board = view["boards"][seat]
    flipped = set(board["flipped"])
    seen = [
        e for row in board["grid"] for tile in row if tile and tile not in flipped for e in ISLAND_TILES.get(tile, [])
    ]
    return [(element, seen.count(element)) for element in icons.ELEMENTS if element in seen]


def _count_item(element: str, value: str, changed: bool = False) -> Item:
    """A pictogram and the number beside it, outlined where the last turn changed it."""
    width = LEAST_MARK + 4 + theme.text_width(value, SMALL, True)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
        _paste_icon(image, element, int(x), int(mid - LEAST_MARK / 2), LEAST_MARK)
        image.info.setdefault("elements", set()).add(element)
        theme.paste_text(image, (x + LEAST_MARK + 4, mid), value, size=SMALL, bold=True, anchor="lm")
        if changed:
            _outline_item(image, draw, (x, mid - LEAST_MARK / 2, x + width, mid + LEAST_MARK / 2))

    return width, paint


def _outline_item(image: Image.Image, draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    """The last-turn outline around an item of a row (its count went up)."""
    theme.outline_last_turn(draw, box, radius=6, width=3)
    _note(image, "last_turn")


def _genie_item(count: int, changed: bool) -> Item:
    """Tiles turned Genie side up: a small Genie side and how many."""
    word = words.t("sh-board-genie")
    side = theme.text_width(word, SMALL, True) + 16
    value = str(count)
    width = side + 4 + theme.text_width(value, SMALL, True)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
        draw.rounded_rectangle((x, mid - 16, x + side, mid + 16), radius=6, fill=GENIE_FILL, outline=GOLD, width=2)
        theme.paste_text(image, (x + side / 2, mid), word, size=SMALL, color=GOLD, bold=True, anchor="mm")
        theme.paste_text(image, (x + side + 4, mid), value, size=SMALL, bold=True, anchor="lm")
        if changed:
            _outline_item(image, draw, (x, mid - 16, x + width, mid + 16))

    return width, paint


def _row_items(view: dict[str, Any], seat: int) -> list[Item]:
    """What a player's row shows after the name: Dream slots filled, each element's count and the
    tiles Genie side up, each outlined where the last turn added to it."""
    board = view["boards"][seat]
    last = view.get("last_turn") or {}
    flips = {tile for s, tile in last.get("flipped", []) if s == seat}
    new = [tile for s, tile in last.get("placed", []) if s == seat]
    grown = {e for tile in new if tile not in board["flipped"] for e in ISLAND_TILES.get(tile, [])}
    filled = sum(1 for tile in board["dream"] if tile is not None)
    dreamt = any(tile[0] == "D" for tile in new)
    items = [_count_item("dream", f"{filled}/{len(board['dream'])}", dreamt)]
    items += [_count_item(element, str(count), element in grown) for element, count in element_counts(view, seat)]
    if board["flipped"]:
        items.append(_genie_item(len(board["flipped"]), bool(flips)))
    return items


def _row_name(view: dict[str, Any], seat: int, names: list[str]) -> tuple[str, str]:
    """A row's name and its tags: Lookout, picked this round."""
    name = names[seat]
    tags = []
    if seat == view["lookout"] and not view["over"]:
        tags.append(words.t("sh-board-lookout-tag"))
    if seat in view["picked"] and not view["over"]:
        tags.append(words.t("sh-board-picked-tag"))
    return name, words.t("tag-separator").join(tags)


def _player_row(view: dict[str, Any], seat: int, names: list[str]) -> Image.Image:
    """One player: in a column at the left the seat badge (the to-act triangle beside it), the
    name and under it the tags; at the right the row's items (:func:`_row_items`), at one column
    in every row so that the counts line up, on as many lines as they take."""
    to_act = seat in view["to_act"]
    x0, right = MARGIN, WIDTH - MARGIN - 10
    name, tags = _row_name(view, seat, names)
    name_x = x0 + 10 + BADGE + 10 + (24 if to_act else 0)
    column = x0 + 10 + NAME_COLUMN
    shown = theme.fit_text(name, SMALL, column - ITEM_SPACE - name_x, bold=to_act)
    tags_w = theme.text_width(tags, SMALL) if tags else 0
    starts = [column, max(column, x0 + 10 + tags_w + ITEM_SPACE) if tags else column]
    placed = []
    line = 0
    x = starts[0]
    for width, paint in _row_items(view, seat):
        if x + width > right and x > starts[min(line, 1)]:
            line += 1
            x = starts[min(line, 1)]
        placed.append((x, line, paint))
        x += width + ITEM_SPACE
    lines = max(line + 1, 2 if tags else 1)
    height = 2 + ROW_LINE * lines + 2
    image = Image.new("RGB", (WIDTH, height + ROW_GAP), BACKGROUND)
    draw = ImageDraw.Draw(image)
    theme.rounded_box(
        draw, (x0, 0, x0 + BOARD_W, height), fill=PANEL_LIGHT, outline=ACCENT if to_act else None, width=3, radius=8
    )

    def middle(line: int) -> float:
        return 2 + ROW_LINE / 2 + ROW_LINE * line

    theme.seat_badge(draw, x0 + 10 + BADGE / 2, middle(0), BADGE, seat)
    if to_act:  # the bundled font has no arrow glyph: a triangle
        ax, mid = x0 + 10 + BADGE + 10, middle(0)
        draw.polygon([(ax, mid - 16), (ax, mid + 16), (ax + 18, mid)], fill=ACCENT)
        theme.symbol(draw, (ax, mid - 16, ax + 18, mid + 16), "to-act arrow")
    theme.paste_text(image, (name_x, middle(0)), shown, size=SMALL, bold=to_act, anchor="lm")
    if tags:
        theme.paste_text(image, (x0 + 10, middle(1)), tags, size=SMALL, color=TEXT_DIM, anchor="lm")
    for x, line, paint in placed:
        paint(image, draw, x, middle(line))
    legal = view.get("legal") or {}
    if legal.get("kind") == "name" and seat in legal.get("seats", []):
        _target(draw, (x0 + 4, 4, x0 + BOARD_W - 4, height - 4), width=3)
        _note(image, "targets")
    return image


NAME_COLUMN = 250  # a row's column for the badge and name: about 16 letters of a name
ROW_GAP = 4  # between two rows
