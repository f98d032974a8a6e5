"""AI players that work for any registered game through the engine protocol alone."""

from __future__ import annotations

import hashlib
import random

from rules.base import Game, State, state_digest

AI_KINDS = ("random", "greedy")


def _chooser_rng(state: State, seat: int, salt: str) -> random.Random:
    """A generator fixed by the state itself and the seat.

    AI choices are deterministic for a given state so that replays and tests are stable,
    without consuming the game's own random stream.
    """
    key = f"{state_digest(state)}:{seat}:{salt}"
    return random.Random(int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))


def random_action(game: Game, state: State, seat: int, salt: str = "") -> str:
    """A uniformly random legal action id for ``seat``."""
    actions = game.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no legal action")
    return _chooser_rng(state, seat, "random" + salt).choice(actions).id


def greedy_action(game: Game, state: State, seat: int, salt: str = "") -> str:
    """The legal action whose resulting state the game's evaluation rates best for ``seat``.

    One-step look-ahead: every legal action is applied to a copy and scored with
    ``game.evaluate``; ties are broken at random (seeded), so the AI is not predictable
    in the order actions happen to be listed.
    """
    actions = game.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no legal action")
    rng = _chooser_rng(state, seat, "greedy" + salt)
    # Look ahead with another random stream, so the AI never learns what the game's own next
    # random draw (a card from the pile, a shuffle) will be.
    probe = dict(state)
    probe["seed"] = f"{state.get('seed')}/look-ahead"
    best_value = None
    best: list[str] = []
    for action in actions:
        value = game.evaluate(game.apply(probe, seat, action.id).state, seat)
        if best_value is None or value > best_value + 1e-9:
            best_value, best = value, [action.id]
        elif abs(value - best_value) <= 1e-9:
            best.append(action.id)
    return rng.choice(best)


def choose_action(kind: str, game: Game, state: State, seat: int) -> str:
    if kind == "random":
        return random_action(game, state, seat)
    if kind == "greedy":
        return greedy_action(game, state, seat)
    raise ValueError(f"unknown AI kind {kind!r}")
