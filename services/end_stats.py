"""The statistics a finished game's final post carries: the game's own numbers (``rules.stats``,
counted over the replayed move log), each player's time used and undos, and at most two light
awards. Read only once a game is finished, so nothing of it is shown while the game is in play.

Time used is read from the log: a decision a player made themselves took from the move logged
before it to its own (the first move of a game has no move before it and counts no time). An undo
deletes the undone move's row, so undos are counted on the seat (``SeatRecord.undos``).
"""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import dataclass

from rules import get_game
from rules.base import Result
from rules.stats import Award, Counted, awards, compute, replay, running_scores
from store import FINISHED, UNDO, GameRecord, MoveRecord, Store


@dataclass(frozen=True)
class EndStats:
    """What the final post says of a game beside its scores: ``counted``, the game's own statistics
    (one value per seat); ``seconds``, each seat's time used (None for a seat its player never
    decided for: an AI player); ``undos``, each seat's undos (None for an AI player's seat);
    ``awards``, at most two."""

    counted: tuple[Counted, ...]
    seconds: tuple[int | None, ...]
    undos: tuple[int | None, ...]
    awards: tuple[Award, ...]


def effective_moves(moves: list[MoveRecord]) -> list[MoveRecord]:
    """The moves in effect: an undo row of an older log takes back the move before it."""
    kept: list[MoveRecord] = []
    for move in moves:
        if move.action_id == UNDO:
            if kept:
                kept.pop()
        else:
            kept.append(move)
    return kept


def decision_seconds(moves: list[MoveRecord], players: int) -> dict[int, list[float]]:
    """Per seat: how long each decision its player made took (from the move logged before it)."""
    found: dict[int, list[float]] = {seat: [] for seat in range(players)}
    for before, move in itertools.pairwise(moves):
        if not move.by_ai and 0 <= move.seat < players:
            found[move.seat].append(max(0.0, float(move.created_at) - float(before.created_at)))
    return found


def humans_of(record: GameRecord) -> list[int]:
    """The seats of humans who played their own seat to the end (not AI players, not on autopilot)."""
    return [seat.seat for seat in record.seats if seat.is_human and not seat.is_ai]


def end_stats(record: GameRecord, moves: list[MoveRecord]) -> EndStats | None:
    """The statistics of ``record``, finished, over its logged ``moves`` (None before its end)."""
    if record.status != FINISHED or record.result is None:
        return None
    game = get_game(record.game_key)
    players = len(record.seats)
    live = effective_moves(moves)
    played = replay(game, players, record.seed, record.options, [(move.seat, move.action_id) for move in live])
    timed = decision_seconds(live, players)
    made = {move.seat for move in live if not move.by_ai}
    seconds = tuple(round(sum(timed[seat])) if seat in made else None for seat in range(players))
    result = Result.from_json(record.result)
    found = awards(running_scores(game, played), result.winners, humans_of(record), timed)
    return EndStats(
        counted=tuple(compute(record.game_key, played)),
        seconds=seconds,
        undos=tuple(seat.undos if seat.is_human else None for seat in record.seats),
        awards=tuple(found[:2]),
    )


async def read_end_stats(store: Store, record: GameRecord) -> EndStats | None:
    """:func:`end_stats` of ``record`` with its move log read from ``store``; the replay runs in a
    thread, so a long game never holds up the event loop."""
    if record.status != FINISHED or record.result is None:
        return None
    moves = await store.moves(record.id)
    return await asyncio.to_thread(end_stats, record, moves)


__all__ = ["EndStats", "decision_seconds", "effective_moves", "end_stats", "humans_of", "read_end_stats"]
