"""Solstis renderer: every decision renders for spectators and seats, readable size, private parts private."""

from __future__ import annotations

from PIL import Image

from render import render_view
from render.solstis import LOWER_Y, draw
from rules.ai import random_action
from rules.solstis import GAME

NAMES = ["Alice", "Bob"]


def _states(variant: str, seeds: range) -> list[dict]:
    out = []
    for seed in seeds:
        state = GAME.setup(2, seed, {"variant": variant})
        while not state["over"]:
            out.append(state)
            seat = next(iter(GAME.to_act(state)))
            state = GAME.apply(state, seat, random_action(GAME, state, seat)).state
        out.append(state)
    return out


def test_every_phase_renders_for_spectators_and_the_seat_to_act() -> None:
    seen_phases = set()
    for variant in ("base", "firefly", "discovery"):
        for index, state in enumerate(_states(variant, range(12))):
            phase = state["phase"]
            if phase in seen_phases and index % 9:
                continue
            seen_phases.add(phase)
            for seat in (None, state["actor"] if not state["over"] else 0):
                png = render_view("solstis", GAME.view(state, seat), NAMES)
                assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 400_000
                image = draw(GAME.view(state, seat), NAMES)
                assert image.width >= 1000 and image.height >= 560
    assert {"play", "rainbow", "spirit", "keep", "over"} <= seen_phases


def test_private_image_adds_the_hand_and_is_deterministic() -> None:
    state = GAME.setup(2, 4, {"variant": "base"})
    public = draw(GAME.view(state, None), NAMES)
    mine = draw(GAME.view(state, 0), NAMES)
    theirs = draw(GAME.view(state, 1), NAMES)
    assert mine.height > public.height
    assert mine.tobytes() != theirs.tobytes()
    again = render_view("solstis", GAME.view(state, 0), NAMES)
    assert again == render_view("solstis", GAME.view(state, 0), NAMES)
    # The panoramas (play phase: nothing highlighted there) are the same in every seat's image.
    assert mine.crop((0, 60, 1100, LOWER_Y)).tobytes() == public.crop((0, 60, 1100, LOWER_Y)).tobytes()
    assert isinstance(public, Image.Image)
