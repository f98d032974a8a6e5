"""The entries of the marks' legend, the status lines naming players whole, and the title bar."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.chat_layout import HEADER_H, LARGE, SMALL, header
from render.sheherazade.board import _shows_last_turn
from render.sheherazade.key import KEY_LINE, KeyEntry
from render.sheherazade.look import MARGIN, WIDTH
from render.theme import ACCENT, BACKGROUND, PANEL, TEXT_DIM
from rules.text import msg

_MARK = "\ue000"  # stands for the name while the words around it are measured


def _whole(lines: Sequence[str], content: str) -> bool:
    """Whether ``lines`` hold all of ``content`` (nothing of it shortened with "…")."""

    def bare(text: str) -> str:
        return "".join(theme.visible(text).split())

    return bare("".join(lines)) == bare(content)


def _named_lines(say: Callable[[str], str], name: str, size: int, width: float, bold: bool = False) -> list[str]:
    """The words ``say`` makes around ``name`` on as few lines of at most ``width`` px as hold them
    whole (at most ``NAMED_LINES``): they break at their spaces, and a name too long for a line
    between its words (or its Japanese and Chinese characters), each of its lines a run of its own
    direction. Only a name too long for every line is shortened."""
    whole = say(name)
    if theme.text_width(whole, size, bold) <= width:
        return [whole]
    before, _, after = say(_MARK).partition(_MARK)

    def ending(part: str) -> str:
        return part + after

    lead = theme.text_width(before, size, bold)
    head = theme.wrap_text(before.strip(), size, width, bold) if before.strip() else []
    tail = theme.wrap_text(after.strip(), size, width, bold) if after.strip() else []
    wrapped = theme.wrap_text(whole, size, width, bold)
    found: list[list[str]] = [wrapped] if _whole(wrapped, whole) else []  # the name whole on a line
    for count in range(1, NAMED_LINES + 1):
        # the name goes on from the words before it, and the words after it end its last line
        lines = theme.name_lines(name, size, [width - lead] + [width] * (count - 1), bold, say=ending)
        if lines:
            found.append([before + lines[0], *lines[1:]])
        if head and count > len(head):  # the words before it on a line of their own
            lines = theme.name_lines(name, size, [width] * (count - len(head)), bold, say=ending)
            if lines:
                found.append(head + lines)
        if count > len(head) + len(tail):  # and the words after it too
            lines = theme.name_lines(name, size, [width] * (count - len(head) - len(tail)), bold)
            if lines:
                found.append(head + lines + tail)
    if found:
        return min(found, key=len)
    lines = theme.name_lines(name, size, [width - lead] + [width] * (NAMED_LINES - 1), bold, say=ending, shorten=True)
    return [before + lines[0], *lines[1:]] if lines else [theme.fit_text(whole, size, width, bold)]


NAMED_LINES = 3  # the most lines a line across the image takes to name a player whole


def _mark_entries(view: dict[str, Any], names: list[str], targets: bool, outlined: bool) -> list[KeyEntry]:
    """The frames' legend, as the first entries of the key: the last-turn outline and the accent
    targets, where the image shows them."""
    entries: list[KeyEntry] = []
    if _shows_last_turn(view, outlined):  # whose turn it was: the outlines are in that player's row
        label = words.t("render-last-turn")

        def last_turn(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
            theme.last_turn_key(draw, x, y, label, size=SMALL)

        entries.append((26 + 26 + theme.text_width(label, SMALL), last_turn))
    if view.get("legal") and targets:
        choose = theme.fit_text(words.t("sh-board-legend-targets"), SMALL, WIDTH - 2 * MARGIN - 36)
        width = 36 + theme.text_width(choose, SMALL)

        def target(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
            box = (x, y, x + width, y + KEY_LINE)
            with theme.panel(draw, box, "you may choose", kind="legend", meaning="you may choose"):
                draw.rounded_rectangle((x, y + 6, x + 26, y + 32), radius=5, outline=ACCENT, width=4)
                theme.paste_text(image, (x + 34, y + KEY_LINE / 2), choose, size=SMALL, color=TEXT_DIM, anchor="lm")

        entries.append((width, target))
    return entries


def _status_lines(view: dict[str, Any], names: list[str], size: int, max_width: float) -> tuple[list[str], int]:
    """What is being decided now (or who won) on lines of at most ``max_width`` px, naming the player
    whole (:func:`_named_lines`), and the text size: ``size``, or SMALL where a tie names several
    winners and one of them is too long for a line at ``size``."""
    if view["over"]:
        winners = view["result"]["winners"]
        if len(winners) == 1:

            def won(who: str) -> str:
                return words.t("sh-board-status-over", winners=[who], count=1)

            return _named_lines(won, names[winners[0]], size, max_width, bold=True), size
        line = words.t("sh-board-status-over", winners=[names[s] for s in winners], count=len(winners))
        for shown in (size, SMALL):
            lines = theme.wrap_text(line, shown, max_width, bold=True)
            if _whole(lines, line):
                break
        return lines, shown
    phase = view["phase"]
    if phase == "stack":
        status = msg("sh-board-status-stack")
    elif phase == "hide":
        status = msg("sh-board-status-hide")
    elif phase == "take":
        status = msg("sh-board-status-take")
    elif phase == "place":
        status = msg("sh-board-status-place")
    elif phase == "name":
        status = msg("sh-board-status-name")
    else:
        return [], size

    def saying(who: str) -> str:
        return words.t(status.id, **dict(status.args), player=who)

    return _named_lines(saying, names[view["current"]], size, max_width, bold=True), size


def _names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    players = view["players"]
    cleaned = [" ".join(theme.clean(n).split()) for n in names]
    return [
        theme.isolate(cleaned[s] if s < len(cleaned) and cleaned[s] else words.t("sh-board-player", number=s + 1))
        for s in range(players)
    ]


HEADER_LINE = 34  # from one line of the header's SMALL text to the next


def _title_bar(view: dict[str, Any], named: list[str]) -> Image.Image:
    """The title bar: the game, and the move with whose view it is beside it; where that does not fit
    beside the title, it goes under it, on as many lines as it takes to name the player whole."""
    seat = view.get("seat")
    title = words.t("sh-title")
    room = WIDTH - (theme.text_width(title, LARGE) + 40) - 16  # what chat_layout.header leaves the subtitle

    def seen_by(who: str) -> str:
        return words.t("sh-board-header-seat", move=view["move"], player=who)

    public = words.t("sh-board-header-public", move=view["move"])
    subtitle = seen_by(named[seat]) if seat is not None else public
    if theme.text_width(subtitle, SMALL) <= room:
        bar = Image.new("RGB", (WIDTH, HEADER_H), BACKGROUND)
        header(ImageDraw.Draw(bar), WIDTH, title, subtitle)
        return bar
    width = WIDTH - 2 * MARGIN
    if seat is not None:
        lines = _named_lines(seen_by, named[seat], SMALL, width)
    else:
        lines = theme.wrap_text(subtitle, SMALL, width)
    height = HEADER_H + HEADER_LINE * len(lines) + 4
    bar = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(bar)
    draw.rectangle((0, 0, WIDTH, height), fill=PANEL)
    theme.text(draw, (MARGIN, HEADER_H / 2), title, size=LARGE, bold=True, anchor="lm")
    for n, line in enumerate(lines):
        middle = HEADER_H - 6 + HEADER_LINE * n + HEADER_LINE / 2
        theme.text(draw, (MARGIN, middle), line, size=SMALL, color=TEXT_DIM, anchor="lm")
    return bar
