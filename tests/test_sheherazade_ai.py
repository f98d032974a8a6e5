"""Sheherazade AI: the greedy AI (one-step look-ahead on the game's evaluation) against the random AI."""

from __future__ import annotations

from rules.ai import greedy_action, random_action
from rules.sheherazade.engine import GAME

GAMES = 200


def play(players, seed, kinds):
    state = GAME.setup(players, seed)
    while not GAME.is_over(state):
        seat = state["current"]
        choose = greedy_action if kinds[seat] == "greedy" else random_action
        state = GAME.apply(state, seat, choose(GAME, state, seat)).state
    return GAME.result(state)


def test_greedy_mean_score_beats_random_by_ten_in_three_player_games():
    greedy, rand = [], []
    for seed in range(GAMES):
        kinds = ["greedy" if seat == seed % 3 else "random" for seat in range(3)]  # the greedy seat rotates
        result = play(3, seed, kinds)
        for seat, kind in enumerate(kinds):
            (greedy if kind == "greedy" else rand).append(result.scores[seat])
    assert sum(greedy) / len(greedy) >= sum(rand) / len(rand) + 10


def test_greedy_wins_three_quarters_of_two_player_games():
    wins = 0
    for seed in range(GAMES):
        kinds = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        result = play(2, seed, kinds)
        wins += kinds.index("greedy") in result.winners and len(result.winners) == 1
    assert wins >= 0.75 * GAMES
