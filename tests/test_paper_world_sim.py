"""Seeded random Paper World games under the foundation's invariants, conservation of all cards,
and the non-leak check of the public view and image."""

from __future__ import annotations

import random

import pytest

from render.paper_world import draw
from render.theme import to_png
from rules.paper_world.engine import CODE, GAME
from tests.engine_checks import play_checked, seeded_game, simulated_games
from tests.game_checks import paper_world_invariants, paper_world_shuffle_hidden

GAMES_PER_COUNT = simulated_games(300)
# Applying every legal action at every step (up to ~50 per step) is the slow part: the first
# EVERY_ACTION_GAMES games per player count do it, the rest check a sample of three per step.
EVERY_ACTION_GAMES = 15
LEAK_GAMES = 4  # the first games of each player count are also checked for leaks of hidden cards


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games(players):
    ends = 0
    for seed in range(GAMES_PER_COUNT):
        state, _moves = play_checked(
            GAME,
            players,
            seed,
            every_action=seed < EVERY_ACTION_GAMES,
            extra=paper_world_invariants,
            keep=seed < LEAK_GAMES,
        )
        assert state["final_left"] == 0
        ends += sum(1 for p in state["piles"] if p) <= 2
    assert ends == GAMES_PER_COUNT


def test_public_view_and_image_leak_nothing():
    rng = random.Random(7)
    checked = 0
    for players in (2, 3, 4):
        for seed in range(LEAK_GAMES):  # the random simulation's games
            game = seeded_game(GAME, players, seed, every_action=seed < EVERY_ACTION_GAMES)
            for step, state in enumerate(game.states[:-1]):
                if step % 9 == 4 and any(state["hands"]):
                    twin = paper_world_shuffle_hidden(state, rng)
                    assert twin != state or all(len(h) <= 1 for h in state["hands"])
                    assert GAME.view(twin, None) == GAME.view(state, None)
                    assert to_png(draw(GAME.view(twin, None), ["a", "b", "c", "d"][:players])) == to_png(
                        draw(GAME.view(state, None), ["a", "b", "c", "d"][:players])
                    )
                    checked += 1
    assert checked > 30


def test_seat_view_shows_only_its_own_hand():
    state = GAME.setup(3, 5)
    rng = random.Random(3)
    for _ in range(30):
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    for seat in range(3):
        mine = GAME.view(state, seat)
        assert mine["hand"] == sorted(mine["hand"], key=lambda c: ("YBGK".index(c[0]), c[1:]))
        assert sorted(mine["hand"]) == sorted(CODE[c] for c in state["hands"][seat])
        # the other seats' hands can be anything of the same size: this view does not change
        twin = dict(state)
        others = [c for s in range(3) if s != seat for c in state["hands"][s]]
        random.Random(seat).shuffle(others)
        twin["hands"] = [list(h) for h in state["hands"]]
        position = 0
        for s in range(3):
            if s != seat:
                size = len(state["hands"][s])
                twin["hands"][s] = sorted(others[position : position + size])
                position += size
        assert GAME.view(twin, seat) == mine
