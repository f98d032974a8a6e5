"""A player's hand and discard, on their private image."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render import theme, words
from render.paper_world.cards import CARD_W, HAND_CARD_H, _card, _card_name
from render.paper_world.look import GAP, LINE, MARGIN, TEXT_PX, TICK, WIDTH, _text, _tick
from render.theme import ACCENT, BACKGROUND, PANEL, TEXT_DIM


# ------------------------------------------------------------------ the hand (a seat's own images)
def _hand_hint(view: dict[str, Any]) -> str:
    """What the seat decides now, in a few words (empty when it decides nothing)."""
    decision = view.get("decision") or ""
    if decision == "limit":
        return words.t("pw-board-hint-limit", limit=view["hand_limit"])
    if decision == "turn":
        return words.t("pw-board-hint-turn")
    if decision == "placing":
        return words.t("pw-board-hint-placing")
    if decision == "skip_discard":
        return words.t("pw-board-hint-skip")
    if decision == "scissors":
        return words.t("pw-board-hint-scissors")
    return ""


FOOTER_LINES = 4  # the most lines the note under the hand takes (a long discard is shortened)
HAND_PER_ROW = (WIDTH - 2 * MARGIN - 16 + GAP) // (CARD_W + GAP)


def _hand_groups(view: dict[str, Any]) -> list[tuple[str, int]]:
    """The hand's cards in colour order, copies of a card as one (card, count)."""
    groups: list[tuple[str, int]] = []
    for colour in "YBGK":
        for code in [c for c in view.get("hand", []) if c[0] == colour]:
            if groups and groups[-1][0] == code:
                groups[-1] = (code, groups[-1][1] + 1)
            else:
                groups.append((code, 1))
    return groups


def _hand(view: dict[str, Any]) -> Image.Image:
    hand = view.get("hand", [])
    placeable = set(view.get("placeable", []))
    x = MARGIN + 8
    inner = WIDTH - 2 * MARGIN - 16
    heading = [words.t("pw-board-hand", count=len(hand))]
    hint = _hand_hint(view)
    hint_lines = theme.wrap_text(hint, TEXT_PX, inner) if hint else []
    groups = _hand_groups(view)
    rows = max(1, (len(groups) + HAND_PER_ROW - 1) // HAND_PER_ROW)
    discard = view.get("discard", [])
    listed = words.current().join([_card_name(c) for c in discard]) if discard else words.t("pw-board-discard-empty")
    footer = theme.wrap_text(words.t("pw-board-hand-footer", discard=listed), TEXT_PX, inner)
    if len(footer) > FOOTER_LINES:
        rest = " ".join(footer[FOOTER_LINES - 1 :])
        footer = [*footer[: FOOTER_LINES - 1], theme.fit_text(rest, TEXT_PX, inner)]
    cards_top = 8 + LINE * (len(heading) + len(hint_lines)) + 6
    body = cards_top + rows * (HAND_CARD_H + GAP)
    height = body + LINE * len(footer) + 10
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    seat = view["seat"]
    theme.rounded_box(
        draw, (MARGIN, 2, WIDTH - MARGIN, height - 2), fill=PANEL, outline=theme.seat_color(seat), width=3, radius=10
    )
    _text(draw, (x, 8), heading[0], size=TEXT_PX, bold=True)
    for n, line in enumerate(hint_lines):
        _text(draw, (x, 8 + LINE * (n + 1)), line, size=TEXT_PX, color=ACCENT)
    for gi, (code, count) in enumerate(groups):
        px = x + (gi % HAND_PER_ROW) * (CARD_W + GAP)
        py = cards_top + (gi // HAND_PER_ROW) * (HAND_CARD_H + GAP)
        ok = code in placeable
        box = (px, py, px + CARD_W, py + HAND_CARD_H)
        with theme.panel(draw, box, "card", kind="symbol"):
            _card(draw, box, code, outline=ACCENT if ok else None, stars=True, count=count, counted="copies in hand")
            if ok:  # at the left of the card's lower row
                _tick(draw, px + 4, py + HAND_CARD_H - 2 - TICK)
    for n, line in enumerate(footer):
        _text(draw, (x, body + LINE * n + 2), line, size=TEXT_PX, color=TEXT_DIM)
    return image
