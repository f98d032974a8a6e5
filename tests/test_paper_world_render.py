"""Paper World images: size, determinism, what the public and private images show."""

from __future__ import annotations

import io
import random

from PIL import Image

from render import render_view
from render.paper_world import draw
from render.theme import to_png
from rules.paper_world import GAME
from rules.paper_world.scenario import build_state


def midgame(players: int, seed: int, steps: int):
    state = GAME.setup(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    return state


def test_images_are_wide_small_and_deterministic():
    for players in (2, 3, 4):
        state = midgame(players, players, 40)
        names = ["Ann", "Bo", "Cy", "Di"][:players]
        for seat in (None, 0):
            png = render_view("paper-world", GAME.view(state, seat), names)
            image = Image.open(io.BytesIO(png))
            assert image.width >= 1000 and len(png) < 400_000
            assert png == render_view("paper-world", GAME.view(state, seat), names)


def test_private_image_differs_only_by_the_hand_panel():
    state = build_state(hands=[["Y2", "Y2", "B3"], ["K5"]], piles=[["G3"], ["B1"], [], ["K2"], ["Y4"]])
    public = draw(GAME.view(state, None), ["Ann", "Bo"])
    mine = draw(GAME.view(state, 0), ["Ann", "Bo"])
    assert mine.height > public.height
    # the shared top part is the same picture
    top = (0, 60, public.width, public.height - 20)
    assert mine.crop(top).tobytes() == public.crop(top).tobytes()
    other = draw(GAME.view(state, 1), ["Ann", "Bo"])
    assert to_png(other) != to_png(mine)


def test_finished_game_renders():
    state = midgame(2, 9, 2000)
    assert state["over"]
    png = to_png(draw(GAME.view(state, None), ["Ann", "Bo"]))
    assert png.startswith(b"\x89PNG")
