"""Undo never crosses hidden information: a move the rules let a player take back must not show
its mover anything they could not see before, nor show anyone else more than the mover knew.

Generic over every engine: in seeded random games, for every move that :func:`can_take_back`
allows to be taken back, the move is applied again to states the mover cannot tell from the real one
(``Game.determinize`` from the mover's view: everything hidden from them resampled). If the move is
illegal in one of them, or the mover's view or a spectator's view after it differs, the move
revealed something the mover did not know and must be marked irreversible. What the move shows of
the mover's own cards (a card played from their hand) is theirs to show, and undo may take it back
(Board Game Arena's rule).
"""

from __future__ import annotations

import random

import pytest

from rules import get_game
from rules.base import Game, IllegalAction, State, can_take_back

SAMPLES_PER_OBSERVER = 3

CONFIGURATIONS = [
    ("solstis", 2, {"variant": "base"}),
    ("solstis", 2, {"variant": "firefly"}),
    ("nanga-parbat", 2, {}),
    ("paper-world", 2, {}),
    ("paper-world", 4, {}),
    ("sheherazade", 2, {}),
    ("sheherazade", 4, {}),
    ("mountain-miners", 3, {}),
    ("mountain-miners", 3, {"dark_tunnels": True, "gemshards": True, "golden_actions": True}),
    ("mountain-miners", 2, {"quick_start": "any", "quick_secret": True, "dark_tunnels": True}),
]
GAMES_PER_CONFIGURATION = 12


def revealed_to(game: Game, state: State, seat: int, action_id: str, rng: random.Random) -> str | None:
    """Why ``seat`` playing ``action_id`` shows something the mover did not know, or None if nothing."""
    after = game.apply(state, seat, action_id).state
    for _ in range(SAMPLES_PER_OBSERVER):
        twin = game.determinize(state, seat, rng)
        try:
            twin_after = game.apply(twin, seat, action_id).state
        except IllegalAction:
            return "the move is not possible in every position the mover cannot tell apart"
        for observer in (seat, None):
            if game.view(twin_after, observer) != game.view(after, observer):
                return f"the view of {observer} after the move depends on what the mover could not see"
    return None


@pytest.mark.parametrize("key,players,options", CONFIGURATIONS, ids=lambda v: str(v))
def test_reversible_moves_reveal_nothing(key: str, players: int, options: dict) -> None:
    game = get_game(key)
    checked = 0
    for seed in range(GAMES_PER_CONFIGURATION):
        rng = random.Random(seed)
        state = game.setup(players, seed, options)
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            action = rng.choice(game.legal_actions(state, seat)).id
            transition = game.apply(state, seat, action)
            if can_take_back(game, state, seat, transition):
                problem = revealed_to(game, state, seat, action, rng)
                assert problem is None, (
                    f"{key} seed {seed}: seat {seat} playing {action!r} is called reversible, but {problem}"
                )
                checked += 1
            state = transition.state
    assert checked > 0
