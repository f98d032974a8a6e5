"""Sheherazade images: size, PNG weight, and what a seat's own image adds (its legal targets)."""

from __future__ import annotations

import random

import pytest

from render import render_view
from render.sheherazade import draw
from render.theme import MIN_WIDTH, to_png
from rules.sheherazade.engine import GAME


def play_to(players, seed, stop):
    rng = random.Random(seed)
    state = GAME.setup(players, seed)
    while not GAME.is_over(state) and not stop(state):
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_images_fit_discord(players):
    names = ["Alice", "Bob", "Chloé 🎲", "Dmitri", "Esmeralda Longname"][:players]
    for stop in (lambda s: s["move"] >= 30, lambda s: False):
        state = play_to(players, players, stop)
        for seat in (None, state["current"]):
            png = render_view("sheherazade", GAME.view(state, seat), names)
            assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 400_000
        image = draw(GAME.view(state, None), names)
        assert image.width >= MIN_WIDTH and image.height <= 1300


def test_seat_image_marks_legal_slots_public_image_does_not():
    state = play_to(4, 2, lambda s: s["phase"] == "place")
    assert state["phase"] == "place"
    seat = state["current"]
    names = ["A", "B", "C", "D"]
    mine = GAME.view(state, seat)
    assert len(mine["legal"]["slots"]) >= 2
    public = GAME.view(state, None)
    assert to_png(draw(mine, names)) != to_png(draw(public, names))
    assert "legal" not in GAME.view(state, (seat + 1) % 4) and "legal" not in public


def test_two_player_lookout_sees_its_draw_others_see_backs():
    state = play_to(2, 4, lambda s: s["phase"] == "hide")
    lookout = state["lookout"]
    names = ["A", "B"]
    own = to_png(draw(GAME.view(state, lookout), names))
    rival = GAME.view(state, 1 - lookout)
    public = GAME.view(state, None)
    assert rival["face_down"] == 3 and "drawn" not in rival["private"]
    assert own != to_png(draw(rival, names))
    assert to_png(draw(public, names)) == to_png(draw({**rival, "seat": None, "private": {}}, names))
