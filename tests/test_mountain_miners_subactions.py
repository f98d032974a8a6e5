"""Mountain Miners' sub-actions as tables (rules.mountain_miners.subactions): every choice the
listings offer has a handler, every handler is reached in seeded games, and each handler's outcome
agrees with the state it leaves (an action waiting for another choice stays with the same player;
a finished one leaves nothing being resolved)."""

from __future__ import annotations

import random

import pytest

from rules.mountain_miners import GAME, subactions
from rules.mountain_miners.data import ACTIONS
from rules.mountain_miners.subactions import CHOICES, HANDLERS, Outcome

ALL_EXPANSIONS = {"dark_tunnels": True, "gemshards": True, "golden_actions": True}
GAMES = 24
MAX_MOVES = 5000  # the longest of these games has a few hundred decisions
# Actions carried out at once when played, without a choice (Second Arrow only when removing it).
IMMEDIATE = {"arrow_lock", "double", "ring"}


def test_every_handler_and_listing_is_documented():
    for table in (HANDLERS, CHOICES):
        for key, function in table.items():
            assert function.__doc__ and len(function.__doc__.split()) >= 5, (
                f"{key}: {function.__name__} lacks a docstring"
            )


def test_every_action_with_a_choice_has_a_listing():
    assert set(CHOICES) == (set(ACTIONS) - IMMEDIATE) | {"assign", "section"}


@pytest.fixture(scope="module")
def recorded():
    """Seeded games with every expansion (action tiles played whenever one may be), recording each
    sub-action handler's outcome with the decisions before and after it."""
    records = []
    outcome_of = {}
    patch = pytest.MonkeyPatch()

    def recording(head, handler):
        def wrapped(state, seat, arg, cx):
            outcome = handler(state, seat, arg, cx)
            outcome_of["last"] = outcome
            return outcome

        return wrapped

    patch.setattr(subactions, "HANDLERS", {head: recording(head, h) for head, h in HANDLERS.items()})
    try:
        for seed in range(GAMES):
            rng = random.Random(seed)
            state = GAME.setup(2 + seed % 5, seed, {**ALL_EXPANSIONS, "quick_start": ["off", "actions"][seed % 2]})
            while not GAME.is_over(state):
                seat = min(GAME.to_act(state))
                actions = GAME.legal_actions(state, seat)
                plays = [a for a in actions if a.id.startswith("play:")]
                action = rng.choice(plays if plays and rng.random() < 0.7 else actions)
                sub_before = state["turn"]["sub"]
                outcome_of.clear()
                after = GAME.apply(state, seat, action.id).state
                if sub_before is not None:
                    records.append((seat, sub_before, action, outcome_of["last"], after))
                state = after
                assert state["move"] < MAX_MOVES, "a game that never ends: an action never finishes"
    finally:
        patch.undo()
    return records


def test_every_choice_offered_has_a_handler_and_every_handler_is_reached(recorded):
    offered = {action.id.partition(":")[0] for _, _, action, _, _ in recorded}
    assert offered <= set(HANDLERS)
    assert set(HANDLERS) <= offered, f"never reached: {sorted(set(HANDLERS) - offered)}"
    assert {sub["kind"] for _, sub, _, _, _ in recorded} == set(CHOICES)


def test_outcomes_agree_with_the_state_they_leave(recorded):
    seen = set()
    for seat, sub_before, action, outcome, after in recorded:
        head, _, arg = action.id.partition(":")
        turn = after["turn"]
        seen.add(outcome)
        if outcome is Outcome.WAITING:
            # The same action waits for another choice of the same player.
            assert turn["phase"] == "sub" and turn["seat"] == seat and turn["sub"]["kind"] == sub_before["kind"]
            assert GAME.legal_actions(after, seat)
        elif outcome is Outcome.FINISHED:
            assert turn["sub"] is None, (action.id, turn)
            assert turn["phase"] != "sub"
        else:
            # Handed on: a tile was received (it may ask for its section or pile) or a copied action began.
            sub = turn["sub"]
            assert sub is None or sub["kind"] in ("assign", "section") or (head == "cham" and sub["kind"] == arg), (
                action.id,
                sub,
            )
    assert seen == set(Outcome)
