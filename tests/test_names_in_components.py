"""Names are inert in what Discord shows outside a message's text too: picker buttons (labels that
name a seat as ``{pN}``) and image alt text (which names the players). Discord shows these as
written, never parsed, so a link or a mention there is only text; what could still harm is a
bidirectional control reordering what follows, and it is removed."""

from __future__ import annotations

from cogs.layout import text_of
from cogs.turns import image_files, picker_view
from rules.base import Action
from store import ACTIVE, GameRecord, SeatRecord
from tests.fake_discord.server import walk_components

MARKUP = "\u202eevil https://example.com <t:1:R> </x:1>"


def record_named(name: str) -> GameRecord:
    seats = (SeatRecord(0, 11, None, name), SeatRecord(1, 12, None, "bob"))
    return GameRecord(1, "solstis", 5, 6, 7, None, 11, ACTIVE, "live", {}, 1, {}, None, 3, seats)


def inert(text: str) -> bool:
    """No control left that could reorder the text, and the name still reads as its author wrote it."""
    return "\u202e" not in text and "evil https://example.com <t:1:R> </x:1>" in text


async def test_picker_buttons_name_seats_inertly():
    view = picker_view(record_named(MARKUP), 0, [Action("a", "Take the tile from {p0}")], page=0, can_undo=False)
    labels = [c["label"] for c in walk_components(view.to_components()) if c["type"] == 2]
    assert any("Take the tile from" in label for label in labels)
    assert all(inert(label) for label in labels), labels
    # The picker's heading names the seat as text: markdown-escaped, no control left.
    assert all("\u202e" not in text for text in text_of(view))


def test_alt_text_names_players_inertly():
    files = image_files([b"png"], "game-1", f"The board; {MARKUP} is to act.")
    assert files[0].description and inert(files[0].description), files[0].description
