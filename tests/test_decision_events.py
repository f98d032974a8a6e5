"""Every decision of every game says something public: the board post's caption gets a line for it.

Seeded random games of every game (fewest and most players, expansions on) apply a sample of the
legal actions at every step and assert each one yields at least one event. For decisions that
neither draw nor reveal anything, the events must also be the same when the hidden parts of the
state are resampled in a way the acting seat cannot tell apart (``determinize``): a caption line
can then never carry a hidden card.
"""

from __future__ import annotations

import random

import pytest

from lang import speaker
from rules import available_keys, get_game
from rules.base import clone_state

# Options that switch on every kind of decision a game has.
RICHEST_OPTIONS: dict[str, dict] = {
    "mountain-miners": {"dark_tunnels": True, "gemshards": True, "golden_actions": True},
    "solstis": {"variant": "firefly"},
    "nanga-parbat": {"area_scoring": True},
}
SAMPLED_PER_STEP = 6
MAX_STEPS = 400


def sample_games():
    for key in available_keys():
        game = get_game(key)
        for players in sorted({game.min_players, game.max_players}):
            yield key, players


@pytest.mark.parametrize("key,players", list(sample_games()))
def test_every_decision_yields_a_public_event(key: str, players: int) -> None:
    game = get_game(key)
    rng = random.Random(f"{key}-{players}")
    options = RICHEST_OPTIONS.get(key, {})
    checked = 0
    for seed in range(2):
        state = game.setup(players, seed, options)
        for _ in range(MAX_STEPS):
            to_act = sorted(game.to_act(state))
            if not to_act:
                break
            seat = rng.choice(to_act)
            actions = game.legal_actions(state, seat)
            for action in rng.sample(actions, min(SAMPLED_PER_STEP, len(actions))):
                transition = game.apply(state, seat, action.id)
                assert transition.events, f"{key}: {action.id!r} ({action.label}) yields no public event"
                assert all(speaker().say(event.text).strip() for event in transition.events)
                checked += 1
                if not transition.irreversible and not transition.hidden_change:
                    _assert_events_ignore_hidden(game, state, seat, action.id, transition.events, rng)
            state = game.apply(state, seat, rng.choice(actions).id).state
    assert checked > 100


def _assert_events_ignore_hidden(game, state, seat, action_id, events, rng) -> None:
    """Events of a decision that reveals nothing are the same on any state the seat cannot tell apart."""
    for _ in range(2):
        other = game.determinize(clone_state(state), seat, rng)
        assert game.view(other, seat) == game.view(state, seat)
        assert [e.text for e in game.apply(other, seat, action_id).events] == [e.text for e in events]
