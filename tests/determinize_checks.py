"""Shared checks for ``Game.determinize``, run over positions of seeded random games.

A determinised state must look exactly like the real one to its seat, conserve every
component, resample what is hidden, depend only on the seat's view (two consistent states give
the same determinisation for the same generator), and play on legally to the end.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from rules.base import Game, State
from tests.engine_checks import assert_round_trip, check_step

Check = Callable[[State], None]


@dataclass
class Config:
    """One game set-up to sample positions from."""

    name: str
    game: Game
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    conservation: Check | None = None
    # A state without the parts that only name copies (e.g. Paper World's card ids of equal cards).
    signature: Callable[[State], Any] | None = None


def positions(config: Config, games: int, every: int, first_seed: int = 0) -> Iterator[tuple[int, int, State]]:
    """(seed, step, state) at every ``every``-th decision of ``games`` seeded random games."""
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(f"positions:{config.name}:{seed}")
        state = config.game.setup(config.players, seed, config.options)
        step = 0
        while not config.game.is_over(state):
            if step % every == every // 2:
                yield seed, step, state
            seat = rng.choice(sorted(config.game.to_act(state)))
            action = rng.choice(config.game.legal_actions(state, seat))
            state = config.game.apply(state, seat, action.id).state
            step += 1


def hidden_signature(config: Config, state: State) -> str:
    """The state as text without its random stream (which determinisation always redraws)."""
    data = config.signature(state) if config.signature else dict(state)
    data = {k: v for k, v in data.items() if k not in ("seed", "rng_counter")}
    return json.dumps(data, sort_keys=True, default=str)


def check_position(config: Config, state: State, seat: int | None, salt: str) -> bool:
    """Every property at one position for one seat; returns whether the hidden parts changed."""
    game = config.game
    det = game.determinize(state, seat, random.Random(f"{salt}:a"))
    assert game.view(det, seat) == game.view(state, seat), f"{config.name}: the view changed for seat {seat}"
    assert det["seed"] != state["seed"], "the random stream of the future must be redrawn"
    if seat is not None:  # the menu shown to the seat is part of what it knows
        assert [a.id for a in game.legal_actions(det, seat)] == [a.id for a in game.legal_actions(state, seat)]
    assert_round_trip(det)
    if config.conservation:
        config.conservation(det)
    # Canonical: a state consistent with the view determinises exactly like the real one.
    other = game.determinize(state, seat, random.Random(f"{salt}:b"))
    again = game.determinize(other, seat, random.Random(f"{salt}:a"))
    assert hidden_signature(config, again) == hidden_signature(config, det), (
        f"{config.name}: determinize depends on more than the view of seat {seat}"
    )
    return hidden_signature(config, det) != hidden_signature(config, state)


def play_on(config: Config, state: State, seed: int) -> None:
    """Random play from a determinised state to the end, every step under the engine's invariants."""
    game = config.game
    rng = random.Random(f"play-on:{seed}")
    for _ in range(5000):
        if config.conservation:
            config.conservation(state)
        if game.is_over(state):
            break
        check_step(game, state, rng, every_action=False)
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
    else:  # pragma: no cover - a failure path
        raise AssertionError("a determinised game did not end")
    assert game.result(state) is not None
