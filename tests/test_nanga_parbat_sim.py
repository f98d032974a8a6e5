"""Nanga Parbat: seeded random games under the foundation's invariants plus conservation of every
component, and the greedy AI against the random AI."""

from __future__ import annotations

import pytest

from rules.ai import greedy_action, random_action
from rules.nanga_parbat import GAME
from rules.nanga_parbat import board as B
from tests.engine_checks import play_checked, seeded_game, simulated_games
from tests.game_checks import nanga_parbat_conservation

GAMES_PER_OPTION_SET = simulated_games(300)
# Trying every legal action at every step costs about twice a sampled step: the first games of
# each option set do it, the rest apply a sample of three actions per step (keeps the file fast).
EVERY_ACTION_GAMES = 40
ACTIVATION_GAMES = 30  # the first games without area scoring also show every power in use


@pytest.mark.parametrize("area", [False, True])
def test_random_games_keep_every_invariant(area):
    ends = {"hikers": 0, "cubes": 0}
    for seed in range(GAMES_PER_OPTION_SET):
        state, moves = play_checked(
            GAME,
            2,
            seed,
            {"area_scoring": area},
            every_action=seed < EVERY_ACTION_GAMES,
            extra=nanga_parbat_conservation,
            keep=not area and seed < ACTIVATION_GAMES,
        )
        assert state["over"] and state["move"] == len(moves)
        ends[state["end_reason"]] += 1
        if state["end_reason"] == "hikers":
            assert state["stock"] == [0, 0] and state["turns"] == 2 * B.HIKERS
        else:
            assert state["cubes"] == [0, 0]
        if not area:
            assert state["breakdown"][0]["area"] == state["breakdown"][1]["area"] == 0
    assert ends["hikers"] > 0
    if area:
        assert ends["cubes"] == 0
    else:
        assert ends["cubes"] > 0


def test_activations_happen_in_random_play():
    """Every power is used in random games, at each of the three windows."""
    seen = set()
    for seed in range(ACTIVATION_GAMES):  # the random simulation's games
        game = seeded_game(GAME, 2, seed, {"area_scoring": False}, every_action=seed < EVERY_ACTION_GAMES)
        for state, (_, action) in zip(game.states, game.moves):
            if action.startswith("act:"):
                seen.add((action, state["phase"]))
    assert {kind for kind, _ in seen} == {f"act:{k}" for k in B.ACTIVATED}
    assert {phase for _, phase in seen} == {"trap", "claim", "after"}


def test_greedy_beats_random():
    wins = 0
    games = max(
        50, simulated_games(200)
    )  # make test: the first 50 seeds (fewer would make the bar a coin toss); bench/simulations.py all 200
    for seed in range(games):
        greedy_seat = seed % 2
        state = GAME.setup(2, seed, {"area_scoring": seed % 4 >= 2})
        while not GAME.is_over(state):
            seat = next(iter(GAME.to_act(state)))
            chooser = greedy_action if seat == greedy_seat else random_action
            state = GAME.apply(state, seat, chooser(GAME, state, seat)).state
        wins += GAME.result(state).winners == [greedy_seat]
    assert wins >= 0.75 * games, wins
