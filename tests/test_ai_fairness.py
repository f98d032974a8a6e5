"""The AI never peeks: for every game with hidden information, over at least 1,000 positions of
seeded games, the random and greedy AIs choose the same action in the real state and in a state
whose hidden parts were resampled consistently with the deciding seat's view.

The same positions also show that the check has teeth: a look-ahead on the real state (what the
greedy AI did before) changes its choice with the hidden parts in many of them.
"""

from __future__ import annotations

import random

import pytest

from rules.ai import choose_action
from rules.base import Game, State
from rules.mountain_miners import GAME as MINERS
from rules.paper_world.engine import GAME as PAPER
from rules.sheherazade import GAME as SHEHERAZADE
from rules.solstis import GAME as SOLSTIS
from tests.determinize_checks import Config, positions

POSITIONS_PER_GAME = 1000


def peeking_choice(game: Game, state: State, seat: int) -> str:
    """The former greedy look-ahead: the best action by the evaluation of the real next state."""
    best_value, best = None, ""
    for action in game.legal_actions(state, seat):
        value = game.evaluate(game.apply(state, seat, action.id).state, seat)
        if best_value is None or value > best_value + 1e-9:
            best_value, best = value, action.id
    return best


# Per game: the configurations sampled in turn, and the fewest positions (of the 1,000) in which a
# peeking look-ahead must change its choice with the hidden parts alone (measured in brackets).
GAMES = {
    "solstis": (
        [Config(f"solstis-{v}", SOLSTIS, 2, {"variant": v}) for v in ("base", "firefly", "discovery")],
        100,
    ),  # [172]
    "paper-world": ([Config("paper-2", PAPER, 2), Config("paper-3", PAPER, 3), Config("paper-4", PAPER, 4)], 3),  # [7]
    "sheherazade": ([Config("sheherazade-2", SHEHERAZADE, 2), Config("sheherazade-3", SHEHERAZADE, 3)], 10),  # [24]
    "mountain-miners": (
        [
            Config("miners-dark", MINERS, 2, {"dark_tunnels": True}),
            Config("miners-all", MINERS, 3, {"dark_tunnels": True, "gemshards": True, "golden_actions": True}),
            Config("miners-secret", MINERS, 2, {"quick_start": "any", "quick_secret": True, "dark_tunnels": True}),
        ],
        5,  # [20]
    ),
}


def deciding_positions(configs: list[Config], count: int):
    """``count`` (config, seat, state) positions, the configurations taken in turn, several per game."""
    streams = [positions(config, 10_000, 3) for config in configs]
    taken = 0
    while taken < count:
        for config, stream in zip(configs, streams):
            _, _, state = next(stream)
            yield config, sorted(config.game.to_act(state))[0], state
            taken += 1


@pytest.mark.parametrize("game_key", sorted(GAMES))
def test_decisions_do_not_depend_on_hidden_parts(game_key: str) -> None:
    configs, least_peeking_changes = GAMES[game_key]
    peeking_changes = 0
    for index, (config, seat, state) in enumerate(deciding_positions(configs, POSITIONS_PER_GAME)):
        game = config.game
        other = game.determinize(state, seat, random.Random(f"fairness:{game_key}:{index}"))
        assert game.view(other, seat) == game.view(state, seat)
        for kind in ("random", "greedy"):
            real = choose_action(kind, game, state, seat)
            resampled = choose_action(kind, game, other, seat)
            assert real == resampled, (
                f"{config.name} position {index}: {kind} chose {real} but {resampled} once resampled"
            )
        peeking_changes += peeking_choice(game, state, seat) != peeking_choice(game, other, seat)
    assert peeking_changes >= least_peeking_changes, f"only {peeking_changes} positions depend on hidden parts"
