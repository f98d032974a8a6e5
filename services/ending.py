"""Ending a game early, and how resignations weigh on a result. No Discord here.

The rule (Board Game Arena's spirit: a resigning player ends last):

* a player who resigns is ranked below every player still in the game; players who resigned
  earlier rank below those who resigned later;
* the game ends at once when at most one seat is left in it, or when no one left in it is a human
  who plays their own seat (only AIs and autopilot seats would play on): those left are ranked by
  their scores so far (as a spectator can count them), then the resigned seats;
* otherwise the resigning seat is handed to the AI (autopilot) and the game goes on; the final
  result ranks it last all the same.

Ending without a result: a rated game only by a strict majority of the humans still in it
(``abandon_voters``, ``votes_needed``); see ``Changes.abandon`` (``services.changes``).
"""

from __future__ import annotations

from rules.base import Game, Result, State, View, rank_by_score
from store import GameRecord


def resigned(record: GameRecord) -> dict[int, int]:
    """Resigned seats -> their order of resignation (1 = first); see store.clock."""
    return {seat.seat: -seat.timeouts for seat in record.seats if seat.timeouts < 0}


def staying(record: GameRecord, also_resigning: int | None = None) -> list[int]:
    gone = set(resigned(record)) | ({also_resigning} if also_resigning is not None else set())
    return [seat.seat for seat in record.seats if seat.seat not in gone]


def ends_now(record: GameRecord, resigning: int) -> bool:
    """Whether ``resigning`` resigning now ends the game (see the module rule)."""
    left = staying(record, resigning)
    if len(left) <= 1:
        return True
    return not any(record.seats[s].is_human and not record.seats[s].is_ai for s in left)


def abandon_voters(record: GameRecord) -> frozenset[int]:
    """The users whose votes decide an abandon: the humans of the seats still in the game (not resigned).

    A resigned player is already ranked last and has no say in voiding the game.
    """
    gone = resigned(record)
    return frozenset(s.user_id for s in record.seats if s.user_id is not None and s.seat not in gone)


def votes_needed(voters: frozenset[int]) -> int:
    """A strict majority of ``voters`` (at least one vote)."""
    return len(voters) // 2 + 1


def rank_resigned_last(record: GameRecord, result: Result) -> Result:
    """``result`` with resigned seats moved below the others (later resigners above earlier ones)."""
    order = resigned(record)
    if not order:
        return result
    engine_place = result.places or [result.ranking.index(s) + 1 for s in range(len(result.scores))]
    stay = [s for s in result.ranking if s not in order]
    gone = sorted(order, key=lambda s: -order[s])
    places = [0] * len(result.scores)
    for position, seat in enumerate(stay):
        previous = stay[position - 1] if position else None
        if previous is not None and engine_place[seat] == engine_place[previous]:
            places[seat] = places[previous]
        else:
            places[seat] = position + 1
    for position, seat in enumerate(gone, start=len(stay)):
        places[seat] = position + 1
    ranking = stay + gone
    winners = [s for s in stay if places[s] == 1] or ranking[:1]
    return Result(
        scores=list(result.scores),
        breakdown=[dict(b) for b in result.breakdown],
        ranking=ranking,
        winners=winners,
        places=places,
    )


def early_result(game: Game[State, View], record: GameRecord) -> Result:
    """The result of a game ended by resignations: scores so far, resigned seats last.

    The scores are the ones a spectator can count (``Game.public_scores``): the game ends without
    its hidden parts being revealed, so its final post and score sheet say only what its last
    board shows. ``record`` must already carry every resignation (the one ending the game included).
    """
    try:
        scores = [int(s) for s in game.public_scores(record.state or {})]
    except Exception:  # an engine that cannot score a game in progress: rank by seat order
        scores = [0] * len(record.seats)
    return rank_resigned_last(record, rank_by_score(scores))


__all__ = ["abandon_voters", "early_result", "ends_now", "rank_resigned_last", "resigned", "staying", "votes_needed"]
