"""A seat's view drawn as the spectators' board plus the seat's own part (``Renderer.own_part``).

For every game, over seeded random games at 2 and at most players, every seat's view at every
position: when the renderer gives an own part, the seat's whole image is the spectators' board
(but for the plain margin that ends it) with that part under it, pixel for pixel, so showing the
board the turn post drew and the part shows the seat what drawing its view whole does. A part is
never given for a seat with targets or moves on the board, nor for spectators. And the bot draws
only the part (``services.images.draw_own_described``), the board coming from the turn post's.
"""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageChops

from render import draw_views, renderer
from render.words import speaking
from rules import GAME_MODULES, get_game
from services.images import SeatView, draw_own_described


def _seat_views(key: str, players: int, seed: int):
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(players, seed)
    names = [f"Player {n + 1}" for n in range(players)]
    for step in range(400):
        if game.is_over(state):
            break
        for seat in range(players):
            yield state, seat, names
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state


def _one_colour(image: Image.Image) -> bool:
    return len(image.getcolors(1) or []) == 1


@pytest.mark.parametrize("key", sorted(GAME_MODULES))
def test_an_own_part_under_the_spectators_board_is_the_seats_whole_image(key):
    game = get_game(key)
    split = 0
    for players in sorted({game.min_players, game.max_players}):
        for state, seat, names in _seat_views(key, players, seed=players):
            view = game.view(state, seat)
            with speaking("en-US", names):
                part = renderer(key).own_part(view, names)
            if part is None:
                continue
            assert not view.get("targets") and not view.get("legal"), "a seat with a decision is drawn whole"
            split += 1
            (whole,) = draw_views(key, view, names, "en-US")
            (board,) = draw_views(key, game.view(state, None), names, "en-US")
            (own,) = part
            whole, board, own = whole.convert("RGB"), board.convert("RGB"), own.convert("RGB")
            top = whole.height - own.height
            assert 0 < top <= board.height and whole.width == board.width == own.width
            assert ImageChops.difference(whole.crop((0, top, whole.width, whole.height)), own).getbbox() is None
            assert (
                ImageChops.difference(
                    whole.crop((0, 0, whole.width, top)), board.crop((0, 0, whole.width, top))
                ).getbbox()
                is None
            )
            assert _one_colour(board.crop((0, top, board.width, board.height))), "the board ends in a plain margin"
    if key == "solstis":
        assert split > 20, split  # Solstis draws a waiting seat's hand as its own part


def test_the_bot_draws_only_a_seats_own_part_when_there_is_one():
    """The drawing job of a seat's view (in the worker) returns the part alone, flagged, when the
    renderer gives one, and the whole view otherwise (a seat to act, a game without parts)."""
    game = get_game("solstis")
    flagged = whole = 0
    for state, seat, names in _seat_views("solstis", 2, seed=5):
        images, alt, part = draw_own_described("solstis", SeatView("solstis", state, seat), names, "en-US", "en-US")
        assert alt and images
        view = game.view(state, seat)
        expected = renderer("solstis").own_part(view, names) is not None
        assert part == expected
        flagged += part
        whole += not part
    assert flagged and whole
    images, _, part = draw_own_described(
        "sheherazade", SeatView("sheherazade", get_game("sheherazade").setup(2, 1), 0), ["A", "B"], "en-US", "en-US"
    )
    assert not part and images
