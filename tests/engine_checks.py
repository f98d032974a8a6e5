"""The foundation's invariants, checked step by step over seeded random games of any engine.

Every game's simulation test calls :func:`play_checked`; a game-specific ``extra`` callback adds
its own invariants (conservation of components, ...) at every step. The other checks of a
simulation (non-leak of hidden parts, ...) run over the same seeded games through
:func:`seeded_game`, which hands back a game the simulation kept, or plays the same one again
without the per-step checks (cheap: the checks, not the moves, are what costs).
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.base import Action, Game, IllegalAction, State, Transition, clone_state, state_digest

# `make test` plays a part of each long simulation so the suite stays within its time budget;
# bench/simulations.py (TABLETOP_FULL_SIMULATIONS=1) plays them all, with the same checks.
FULL_SIMULATIONS = os.environ.get("TABLETOP_FULL_SIMULATIONS") == "1"
SHORT_RUN_SHARE = 0.15


def simulated_games(full: int) -> int:
    """How many seeded games a simulation plays: ``full`` in the long run, 15% of it in `make test`."""
    return full if FULL_SIMULATIONS else max(1, round(full * SHORT_RUN_SHARE))


MADE_UP_IDS = ("no-such-action", "x" * 101, "", "grab:99,99", "pass:extra:junk")


def assert_round_trip(state: State) -> None:
    """The state is JSON-only: it comes back from JSON equal. Python's equality already tells a
    tuple from a list and an int key from a str key, so no second pass is needed."""
    assert json.loads(json.dumps(state)) == state, "state does not survive a JSON round trip"


@dataclass
class Step:
    """What checking one decision point computed, for the simulation to go on from without
    computing it again: each seat's legal actions, and the transitions already applied."""

    to_act: frozenset[int]
    actions: dict[int, list[Action]]
    applied: dict[tuple[int, str], Transition] = field(default_factory=dict)


def check_step(game: Game, state: State, rng: random.Random, every_action: bool = True) -> Step:
    """Invariants at one decision point; never changes ``state``.

    Returns what it computed on the way (the legal actions and the transitions it applied), which a
    simulation reuses for its own move: the same function of the same unchanged state.
    """
    before = clone_state(state)
    to_act = game.to_act(state)
    assert to_act, "a game that is not over must have someone to act"
    players = state["players"]
    step = Step(to_act, {})
    for seat in range(players):
        actions = game.legal_actions(state, seat)
        if seat not in to_act:
            assert actions == [], f"seat {seat} is not to act but has actions"
            continue
        step.actions[seat] = actions
        assert actions, f"seat {seat} must act but has no legal action"
        ids = [a.id for a in actions]
        assert len(ids) == len(set(ids)), f"duplicate action ids: {ids}"
        for action in actions:
            # A label that is a message (id and arguments) is measured in every language by its game's
            # catalogue test, with the longest arguments; a plain-string label here.
            assert 1 <= len(action.id) <= 100
            assert not isinstance(action.label, str) or 1 <= len(action.label) <= 80
        chosen = actions if every_action else rng.sample(actions, min(3, len(actions)))
        for action in chosen:
            transition = game.apply(state, seat, action.id)
            assert isinstance(transition.events, list)
            assert_round_trip(transition.state)
            step.applied[seat, action.id] = transition
        legal = set(ids)
        # Two made-up ids a step (drawn from the list) keep long simulations affordable.
        for bogus in rng.sample(MADE_UP_IDS, 2):
            if bogus in legal:
                continue
            try:
                game.apply(state, seat, bogus)
            except IllegalAction as refusal:
                assert refusal.reason
            else:
                raise AssertionError(f"made-up id {bogus!r} was accepted")
    some = step.actions[next(iter(to_act))][0].id  # an action legal for a seat that is to act
    for seat in range(players):
        if seat not in to_act:
            try:
                game.apply(state, seat, some)
            except IllegalAction:
                pass
            else:
                raise AssertionError("a seat not to act was allowed to move")
    json.dumps(game.view(state, None))
    for seat in to_act:
        json.dumps(game.view(state, seat))
    assert state == before, "checking a step changed the state"
    return step


@dataclass(frozen=True)
class SeededGame:
    """One game of a simulation: every state it went through (the set-up first, the end last) and
    every move, ``moves[i]`` leading from ``states[i]`` to ``states[i + 1]``."""

    states: list[State]
    moves: list[tuple[int, str]]


# The games this process has played, kept for the checks that run over the same games as a
# simulation (non-leak, activations, ...) instead of playing games of their own. Only the games a
# simulation asks to keep are stored (their states take memory); the others are played again.
_SEEDED_GAMES: dict[tuple[str, int, int, str, bool], SeededGame] = {}


def _game_key(game: Game, players: int, seed: int, options: dict[str, Any] | None, every_action: bool):
    return (game.key, players, seed, json.dumps(options or {}, sort_keys=True), every_action)


def _draw_as_checked(game: Game, state: State, rng: random.Random, every_action: bool) -> Step:
    """What ``check_step`` returns, drawing the same random numbers, without checking anything:
    the moves chosen afterwards are then the same as in the checked game."""
    to_act = game.to_act(state)
    step = Step(to_act, {})
    for seat in range(state["players"]):
        if seat in to_act:
            actions = step.actions[seat] = game.legal_actions(state, seat)
            if not every_action:
                rng.sample(actions, min(3, len(actions)))
            rng.sample(MADE_UP_IDS, 2)
    return step


def _play(
    game: Game,
    players: int,
    seed: int,
    options: dict[str, Any] | None,
    every_action: bool,
    max_steps: int,
    checked: bool,
    extra: Callable[[State], None] | None = None,
    keep_states: bool = False,
) -> tuple[list[State], list[tuple[int, str]]]:
    rng = random.Random(seed * 7919 + players)
    state = game.setup(players, seed, options or {})
    if checked:
        assert_round_trip(state)
    states = [state]
    moves: list[tuple[int, str]] = []
    for _ in range(max_steps):
        if extra:
            extra(state)
        if game.is_over(state):
            break
        if checked:
            step = check_step(game, state, rng, every_action=every_action)
        else:
            step = _draw_as_checked(game, state, rng, every_action)
        seat = rng.choice(sorted(step.to_act))
        action = rng.choice(step.actions[seat])
        transition = step.applied.get((seat, action.id)) or game.apply(state, seat, action.id)
        state = transition.state
        moves.append((seat, action.id))
        if keep_states:
            states.append(state)
    else:
        raise AssertionError(f"game did not end within {max_steps} steps")
    if not keep_states:
        states = [state]
    return states, moves


def seeded_game(
    game: Game, players: int, seed: int, options: dict[str, Any] | None = None, every_action: bool = True
) -> SeededGame:
    """The game ``play_checked`` plays (or played) for the same arguments, every state included.

    A game a simulation kept in this process comes from memory; any other is played again without
    the checks, drawing the same random numbers, so it is move for move the same game.
    """
    key = _game_key(game, players, seed, options, every_action)
    if key not in _SEEDED_GAMES:
        states, moves = _play(game, players, seed, options, every_action, 5000, checked=False, keep_states=True)
        _SEEDED_GAMES[key] = SeededGame(states, moves)
    return _SEEDED_GAMES[key]


def play_checked(
    game: Game,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    max_steps: int = 5000,
    every_action: bool = True,
    extra: Callable[[State], None] | None = None,
    check_replay: bool = True,
    keep: bool = False,
) -> tuple[State, list[tuple[int, str]]]:
    """Play one random game checking the invariants at every step; returns the end state and moves.

    ``every_action`` applies every legal action at every step (else a sample of three);
    ``check_replay`` also replays the moves from the seed and compares the end states; ``keep``
    keeps the game in this process for the other checks that run over it (``seeded_game``).
    """
    states, moves = _play(game, players, seed, options, every_action, max_steps, True, extra, keep_states=keep)
    state = states[-1]
    if keep:
        _SEEDED_GAMES[_game_key(game, players, seed, options, every_action)] = SeededGame(states, moves)
    result = game.result(state)
    assert result is not None
    assert sorted(result.ranking) == list(range(players))
    assert result.winners and all(result.places[w] == 1 for w in result.winners)
    assert len(result.scores) == len(result.breakdown) == players
    assert game.to_act(state) == frozenset()
    if not check_replay:
        return state, moves
    # Same seed, same actions: the same state.
    replay = game.setup(players, seed, options or {})
    for seat, action_id in moves:
        replay = game.apply(replay, seat, action_id).state
    assert state_digest(replay) == state_digest(state), "replay diverged"
    return state, moves
