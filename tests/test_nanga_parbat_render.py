"""Nanga Parbat board images: every kind of decision draws, the image is public, and the acting
seat's image (and only it) carries the legal targets."""

from __future__ import annotations

import io

from PIL import Image

from render import render_view
from rules.ai import greedy_action, random_action
from rules.nanga_parbat import GAME

NAMES = ["Alice", "Bob"]


def _states_of_one_game(seed=3, area=True):
    state = GAME.setup(2, seed, {"area_scoring": area})
    states = [state]
    while not GAME.is_over(state):
        seat = next(iter(GAME.to_act(state)))
        chooser = greedy_action if seat == 0 else random_action
        state = GAME.apply(state, seat, chooser(GAME, state, seat)).state
        states.append(state)
    return states


def test_every_phase_draws_a_small_wide_png():
    seen = set()
    states = _states_of_one_game()
    for state in states[::2] + [states[-1]]:
        if state["phase"] in seen and not state["over"]:
            continue
        seen.add(state["phase"])
        for seat in (None, 0, 1):
            png = render_view("nanga-parbat", GAME.view(state, seat), NAMES)
            assert len(png) < 400_000
            image = Image.open(io.BytesIO(png))
            assert image.width >= 1000 and image.height >= 600
    assert {"guide_setup", "trap", "claim", "pick", "over"} <= seen


def test_public_image_has_nothing_hidden():
    """No hidden information: changing the seed and draw counter (the only non-public state)
    leaves the spectators' view and image identical."""
    state = _states_of_one_game(seed=5, area=False)[40]
    other = dict(state, seed=999_999, rng_counter=state["rng_counter"] + 7)
    assert GAME.view(state, None) == GAME.view(other, None)
    assert render_view("nanga-parbat", GAME.view(state, None), NAMES) == render_view(
        "nanga-parbat", GAME.view(other, None), NAMES
    )


def test_targets_are_drawn_only_for_the_seat_to_act():
    state = next(s for s in _states_of_one_game(seed=6) if s["phase"] == "trap" and s["move"] > 10)
    actor = next(iter(GAME.to_act(state)))
    public = render_view("nanga-parbat", GAME.view(state, None), NAMES)
    assert render_view("nanga-parbat", GAME.view(state, 1 - actor), NAMES) == public
    assert render_view("nanga-parbat", GAME.view(state, actor), NAMES) != public
