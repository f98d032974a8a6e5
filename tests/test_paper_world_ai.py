"""The greedy AI (one-step look-ahead on PaperWorld.evaluate) against the random AI."""

from __future__ import annotations

from rules import ai
from rules.paper_world import GAME
from tests.engine_checks import simulated_games

GAMES = max(50, simulated_games(200))  # make test plays the first 50 seeds; bench/simulations.py all 200


def play(seed: int, greedy_seat: int) -> list[int]:
    state = GAME.setup(2, seed)
    while not GAME.is_over(state):
        seat = state["current"]
        kind = "greedy" if seat == greedy_seat else "random"
        state = GAME.apply(state, seat, ai.choose_action(kind, GAME, state, seat)).state
    return GAME.result(state).winners


def test_greedy_beats_random_three_games_in_four():
    wins = 0
    for seed in range(GAMES):
        greedy_seat = seed % 2  # half the games each side
        winners = play(seed, greedy_seat)
        wins += winners == [greedy_seat]
    assert wins >= 0.75 * GAMES, f"greedy won only {wins} of {GAMES}"


def test_evaluate_prefers_useful_cards_and_placing():
    from rules.paper_world.scenario import build_state

    state = build_state(
        grids=[{(0, 0): ["Y1"]}, {(0, 0): ["K1"]}], hands=[["Y2"], []], piles=[["Y3"], ["B5"], ["G2"], ["K4"], ["B4"]]
    )
    options = {a.id: GAME.evaluate(GAME.apply(state, 0, a.id).state, 0) for a in GAME.legal_actions(state, 0)}
    assert options["place:Y2:0,0"] > options["take:c:B"]  # B4/B5 have no stack to go on
    assert options["take:c:Y"] > options["take:c:B"]  # Y3 continues the yellow stack
