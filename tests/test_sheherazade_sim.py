"""Seeded random Sheherazade games under the foundation's invariants plus conservation of tiles,
and the non-leak checks: the stacks' order and the two-player hidden tile never reach the public
view, the other player's view, or the public image."""

from __future__ import annotations

import random

import pytest

from render.sheherazade import draw
from render.theme import to_png
from rules.sheherazade.data import ROUNDS
from rules.sheherazade.engine import GAME
from tests.engine_checks import play_checked, seeded_game, simulated_games
from tests.game_checks import sheherazade_invariants, sheherazade_shuffle_hidden

GAMES_PER_COUNT = simulated_games(300)
# The shared per-step checks dominate the time (JSON round trips of every view); applying every
# legal action (at most 5 here) costs little more than a sample of three, so the first
# EVERY_ACTION_GAMES games per player count apply all of them and the rest a sample.
EVERY_ACTION_GAMES = 100
# The first games of these player counts are also checked for leaks of hidden tiles.
LEAK_GAMES = {2: 12, 3: 10, 5: 6}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games(players):
    for seed in range(GAMES_PER_COUNT):
        state, moves = play_checked(
            GAME,
            players,
            seed,
            every_action=seed < EVERY_ACTION_GAMES,
            extra=sheherazade_invariants,
            keep=seed < LEAK_GAMES.get(players, 0),
        )
        assert state["over"] and len(moves) >= ROUNDS * 2


@pytest.mark.parametrize("players,games", sorted(LEAK_GAMES.items()))
def test_hidden_tiles_never_leak(players, games):
    names = [f"P{i}" for i in range(players)]
    images = 0
    for seed in range(games):  # the random simulation's games
        rng = random.Random(seed)
        for state in seeded_game(GAME, players, seed, every_action=seed < EVERY_ACTION_GAMES).states[:-1]:
            other = sheherazade_shuffle_hidden(state, rng)
            assert GAME.view(other, None) == GAME.view(state, None)
            for seat in range(players):
                if players == 2 and seat == state["lookout"] and (state["drawn"] or state["secret"]):
                    continue  # the Lookout alone knows its draw
                assert GAME.view(other, seat) == GAME.view(state, seat)
            private_draw = state["drawn"] or state["secret"]
            if (private_draw and state["round"] % 8 == 1) or state["move"] % 23 == 0:  # images are slow: a sample
                assert to_png(draw(GAME.view(other, None), names)) == to_png(draw(GAME.view(state, None), names))
                images += 1
    assert images >= games


def test_two_player_secret_visible_to_the_lookout_only():
    rng = random.Random(1)
    state = GAME.setup(2, 1)
    seen = 0
    while not GAME.is_over(state):
        lookout = state["lookout"]
        if state["secret"] is not None:
            secret = state["secret"]
            assert GAME.view(state, lookout)["private"] == {"secret": secret}
            assert secret not in str(GAME.view(state, 1 - lookout)) and secret not in str(GAME.view(state, None))
            seen += 1
        if state["drawn"]:
            assert GAME.view(state, lookout)["private"] == {"drawn": state["drawn"]}
            assert all(t not in str(GAME.view(state, None)) for t in state["drawn"])
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    assert seen >= 16
