"""Mountain Miners renderer: any view draws, sizes and limits, highlights only in the acting seat's image."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from render import render_view
from rules.mountain_miners import GAME

NAMES = ["Alice", "Bob the Miner", "Chloé", "Dmitri 🎲", "Eve", "Farouk"]


def states(players: int, seed: int, options: dict | None = None, every: int = 9):
    state = GAME.setup(players, seed, options or {})
    rng = random.Random(seed)
    out = [state]
    while not state["over"]:
        seat = next(iter(GAME.to_act(state)))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
        out.append(state)
    return out[::every] + [out[-1]]


@pytest.mark.parametrize("players", [2, 6])
def test_every_view_renders_within_limits(players):
    for state in states(players, 5):
        seat = next(iter(GAME.to_act(state)), 0)
        for viewer in (None, seat):
            png = render_view("mountain-miners", GAME.view(state, viewer), NAMES[:players])
            image = Image.open(io.BytesIO(png))
            assert image.width >= 1000 and len(png) < 400_000


def test_acting_seat_sees_highlighted_cells():
    state = GAME.setup(3, 2)
    seat = state["turn"]["seat"]
    view = GAME.view(state, seat)
    assert view["targets"] == GAME.top(state)
    public = render_view("mountain-miners", GAME.view(state, None), NAMES[:3])
    own = render_view("mountain-miners", view, NAMES[:3])
    assert public != own
    # The public view holds no hidden information in the base game beyond the deck's size.
    assert "deck" in GAME.view(state, None) and isinstance(GAME.view(state, None)["deck"], int)


def test_public_image_ignores_deck_order():
    state = GAME.setup(4, 9)
    shuffled = dict(state, deck=list(reversed(state["deck"])))
    assert GAME.view(state, None) == GAME.view(shuffled, None)
    names = NAMES[:4]
    assert render_view("mountain-miners", GAME.view(state, None), names) == render_view(
        "mountain-miners", GAME.view(shuffled, None), names)


def test_collected_shards_show_which_section_is_active():
    """A collected shard tile shows all its sections with the active one framed in the accent colour."""
    from PIL import Image, ImageDraw

    from render.mountain_miners import _draw_shards
    from render.theme import ACCENT

    def accent_x(active: int) -> float:
        image = Image.new("RGB", (300, 30))
        _draw_shards(ImageDraw.Draw(image), [{"icons": ["ruby", "lapis", "swap"], "act": active}], 290, 4)
        xs = [x for x in range(300) for y in range(30) if image.getpixel((x, y)) == ACCENT]
        assert xs, "no accent frame drawn"
        return sum(xs) / len(xs)

    assert accent_x(0) + 15 < accent_x(1) < accent_x(2) - 15  # one section (20 px) further right each time
