"""Replaying a game's move log: the states from the deal through every logged move.

The log must always replay to the stored snapshot (audits and tests check it), and the end-of-game
replay GIF draws its frames from these states. Undo itself never replays: it reads the state kept
on the undone move's row.
"""

from __future__ import annotations

from typing import Any

from rules.base import Game
from store import UNDO, GameRecord


def replay(game: Game, record: GameRecord, moves: list) -> list[dict[str, Any]]:  # type: ignore[type-arg]  # any game's state
    """The states of a game from its deal through its move log.

    An undo deletes the undone move's row, so a log holds only the moves in effect; the undo rows of
    logs written before that (``UNDO``) still pop the last state."""
    states = [game.setup(len(record.seats), record.seed, record.options)]
    for move in moves:
        if move.action_id == UNDO:
            states.pop()
        else:
            states.append(game.apply(states[-1], move.seat, move.action_id).state)
    return states
