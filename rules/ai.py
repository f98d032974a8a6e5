"""AI players that work for any registered game through the engine protocol alone.

Every choice is fair: an AI reads only what its seat may know. It decides on determinised
states (``Game.determinize``: the hidden parts resampled consistently with the seat's view),
never on the real one, and its own randomness is seeded from the seat's view. So two states
that look the same to the seat always get the same decision, whatever lies face down.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from rules.base import Game, State

AI_KINDS = ("random", "greedy")

# Determinised worlds the greedy look-ahead averages over when the seat cannot see everything:
# one world would make it bet on a single guess of the hidden cards; a few average the guess out
# (e.g. the chance that a second-chance draw captures). Measured decision time stays well under
# 50 ms at this count.
GREEDY_WORLDS = 4


def view_key(game: Game[Any, Any], state: State, seat: int | None) -> str:
    """A canonical text of what ``seat`` sees: the only input an AI's randomness may depend on."""
    return json.dumps(game.view(state, seat), sort_keys=True, separators=(",", ":"), default=str)


def view_rng(game: Game[Any, Any], state: State, seat: int, salt: str) -> random.Random:
    """A generator fixed by the seat's view (not the whole state, which holds hidden parts).

    AI choices are deterministic for a given view so that replays and tests are stable,
    without consuming the game's own random stream.
    """
    key = f"{view_key(game, state, seat)}:{seat}:{salt}"
    return random.Random(int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))


def random_action(game: Game[Any, Any], state: State, seat: int, salt: str = "") -> str:
    """A uniformly random legal action id for ``seat`` (listed on a determinised state)."""
    rng = view_rng(game, state, seat, "random" + salt)
    world = game.determinize(state, seat, rng)
    actions = game.legal_actions(world, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no legal action")
    return rng.choice(actions).id


def greedy_action(game: Game[Any, Any], state: State, seat: int, salt: str = "", worlds: int | None = None) -> str:
    """The legal action whose resulting states the game's evaluation rates best for ``seat``.

    One-step look-ahead on determinised worlds: every legal action is applied to each world and
    scored with ``game.evaluate``; the mean over the worlds decides. Each world has its own random
    seed, so the AI never learns what the game's next random draw will be. Ties are broken at
    random (seeded by the view), so the AI is not predictable in the order actions are listed.
    """
    rng = view_rng(game, state, seat, "greedy" + salt)
    if worlds is None:
        worlds = GREEDY_WORLDS if game.has_private_view(state) else 1
    samples = [game.determinize(state, seat, rng) for _ in range(max(1, worlds))]
    actions = game.legal_actions(samples[0], seat)
    if not actions:
        raise ValueError(f"seat {seat} has no legal action")
    # Determinisations keep the seat's legal list; should one ever not, it abstains on the actions
    # it does not allow rather than fail.
    allowed = [{a.id for a in game.legal_actions(world, seat)} for world in samples]
    best_value = None
    best: list[str] = []
    for action in actions:
        values = [
            game.evaluate(game.apply(world, seat, action.id).state, seat)
            for world, ids in zip(samples, allowed)
            if action.id in ids
        ]
        value = sum(values) / len(values)
        if best_value is None or value > best_value + 1e-9:
            best_value, best = value, [action.id]
        elif abs(value - best_value) <= 1e-9:
            best.append(action.id)
    return rng.choice(best)


def choose_action(kind: str, game: Game[Any, Any], state: State, seat: int) -> str:
    """The action an AI of ``kind`` picks for ``seat``: AI seats, time-outs, autopilot, handovers."""
    if kind == "random":
        return random_action(game, state, seat)
    if kind == "greedy":
        return greedy_action(game, state, seat)
    raise ValueError(f"unknown AI kind {kind!r}")
