"""Which timers a game's seats should have: the pure rule behind every clock change.

Kept apart from ``store.clock`` (the rows and the queries) so that ``Store``'s own transactions can
apply it to a move's timers without importing the clock module, which imports ``Store``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

REMIND, TIMEOUT = "remind", "timeout"


@dataclass(frozen=True)
class Timer:
    game_id: int
    seat: int
    kind: str
    version: int
    due_at: float


@dataclass(frozen=True)
class Plan:
    """What ``sync`` must do to one game's timers."""

    fresh: tuple[int, ...] = ()  # seats that get a new reminder and time-out
    restamp: tuple[int, ...] = ()  # seats whose deadlines stay, stamped with the current version
    drop: tuple[int, ...] = ()  # seats whose timers go


def plan(existing: list[Timer], timed: set[int], version: int, moved: Iterable[int] = ()) -> Plan:
    """Decide, from a game's current timers and the seats that should be timed, what changes.

    ``moved``: seats that made a move since their timers were stamped (their decision changed).
    """
    moved = set(moved)
    have: dict[int, list[Timer]] = {}
    for timer in existing:
        have.setdefault(timer.seat, []).append(timer)
    fresh = sorted(seat for seat in timed if seat not in have or seat in moved)
    restamp = sorted(
        seat for seat in timed if seat in have and seat not in moved and any(t.version != version for t in have[seat])
    )
    drop = sorted(seat for seat in have if seat not in timed)
    return Plan(tuple(fresh), tuple(restamp), tuple(drop))


@dataclass(frozen=True)
class ClockUpdate:
    """What a change of a game means for its clocks, applied in the change's own transaction.

    ``to_act``: the seats to act after the change (from the rules); ``seconds``: how long one decision
    may take at the game's pace; ``moved``: seats whose decision this change made (a seat that moved
    and is still to act starts a fresh decision, so it gets fresh timers). Which of ``to_act`` run on
    a clock (people playing their own seat) the store reads from the seats inside the transaction.
    """

    to_act: frozenset[int]
    seconds: float
    moved: frozenset[int] = frozenset()
    # The seats of ``to_act`` that run on a clock, when the caller knows them (a move changes nobody's
    # seat, so the service knows); None: the store reads them from the seats in the transaction.
    timed: frozenset[int] | None = None
