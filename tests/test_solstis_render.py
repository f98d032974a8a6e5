"""Solstis renderer: every decision renders for spectators and seats, within the chat-column limits,
private parts private, and the last turn outlined alike in every view."""

from __future__ import annotations

import pytest
from PIL import Image

from render import render_view, theme
from render.solstis import STATUS_H, TOP, draw, panorama_block_height
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


@pytest.mark.slow  # seconds on its own
def test_every_phase_renders_for_spectators_and_the_seat_to_act() -> None:
    seen_phases = set()
    for variant in ("base", "firefly", "discovery"):
        for index, state in enumerate(_states(variant, range(12))):
            phase = state["phase"]
            if phase in seen_phases and index % 9:
                continue
            seen_phases.add(phase)
            for seat in (None, state["actor"] if not state["over"] else 0):
                with theme.text_size_probe() as probe:
                    png = render_view("solstis", GAME.view(state, seat), NAMES)
                assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 400_000
                image = draw(GAME.view(state, seat), NAMES)
                assert 900 <= image.width <= theme.MAX_WIDTH and image.height >= 700
                assert probe.sizes and min(probe.sizes) >= theme.MIN_TEXT_PX
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
    bottom = TOP + STATUS_H + panorama_block_height(GAME.view(state, None))
    assert (
        mine.crop((0, TOP + STATUS_H, 1100, bottom)).tobytes()
        == public.crop((0, TOP + STATUS_H, 1100, bottom)).tobytes()
    )
    assert isinstance(public, Image.Image)


def _play_until_second_turn(seed: int) -> tuple[dict, dict]:
    """The state at the start of the second player's first turn, and the state before it."""
    state = GAME.setup(2, seed, {"variant": "base"})
    first = state["turn"]["seat"]
    previous = state
    while state["turn"]["seat"] == first and not state["over"]:
        previous = state
        seat = next(iter(GAME.to_act(state)))
        state = GAME.apply(state, seat, random_action(GAME, state, seat)).state
    return previous, state


def test_last_turn_lists_the_played_and_captured_cells_publicly() -> None:
    _, state = _play_until_second_turn(5)
    last = GAME.view(state, None)["last_turn"]
    mover = last["seat"]
    assert mover != state["turn"]["seat"]
    placed = {cell for owner, cell in last["placed"] if owner == mover}
    # The first turn fills at least the played tile and its capture (or a rainbow) in the mover's panorama.
    filled = {cell for cell, kind in state["pan"][mover]["cells"].items() if kind}
    assert placed and placed <= filled
    # Every view carries the same public record.
    assert GAME.view(state, 0)["last_turn"] == GAME.view(state, 1)["last_turn"] == last


def test_last_turn_record_restarts_with_the_next_turn() -> None:
    _, state = _play_until_second_turn(5)
    seat = next(iter(GAME.to_act(state)))
    after = GAME.apply(state, seat, random_action(GAME, state, seat)).state
    assert after["last_turn"]["seat"] == seat
    assert all(
        owner == seat or [owner, cell] not in state["last_turn"]["placed"]
        for owner, cell in after["last_turn"]["placed"]
    )


def test_last_turn_is_outlined_in_public_and_private_views_alike() -> None:
    _, state = _play_until_second_turn(5)
    view = GAME.view(state, None)
    without = dict(view, last_turn=None)
    marked, unmarked = draw(view, NAMES), draw(without, NAMES)
    bottom = TOP + STATUS_H + panorama_block_height(view)
    band = (0, TOP + STATUS_H, 1100, bottom)
    assert marked.crop(band).tobytes() != unmarked.crop(band).tobytes()

    # The outline is drawn in white: there is more pure white with the record than without.
    def white(image: Image.Image) -> int:
        return dict((colour, count) for count, colour in image.crop(band).getcolors(1 << 20)).get(theme.LAST_TURN, 0)

    assert white(marked) > white(unmarked)
    assert state["phase"] == "play"  # no target highlights: the panoramas must match byte for byte
    for seat in (0, 1):
        private = draw(GAME.view(state, seat), NAMES)
        assert private.crop(band).tobytes() == marked.crop(band).tobytes()


def test_tokens_and_fireflies_leave_tile_numbers_whole_and_are_explained() -> None:
    """Issue 27: spirit tokens and firefly dots covered tile numbers, the firefly dot had no legend
    and the last-turn key did not say whose turn. Over whole firefly games: no token or dot
    overlaps a number, every firefly has its legend entry, the key names the last player."""
    from tests.render_checks import draw_recorded, layout_faults, legend_faults

    tokens = fireflies = 0
    for state in _states("firefly", range(3))[::3]:
        view = GAME.view(state, None)
        image = draw_recorded("solstis", view, NAMES)[0]
        assert layout_faults(image) == [] and legend_faults(image) == [], state["move"]
        drawn = theme.drawn(image)
        tokens += sum(1 for b in drawn if b.kind == "symbol" and b.label in {"Phoenix", "Bird", "Bear", "Fish", "Deer"})
        fireflies += sum(1 for b in drawn if b.meaning == "firefly" and b.kind == "symbol")
        last = view.get("last_turn")
        if last and last["placed"]:
            assert f"{NAMES[last['seat']]}'s last turn" in [b.label for b in drawn if b.kind == "text"]
    assert tokens and fireflies
