"""Which timers a game's seats should have: the pure rule behind every clock change.

Kept apart from ``store.clock`` (the rows and the queries) so that ``Store``'s own transactions can
apply it to a move's timers without importing the clock module, which imports ``Store``.

The time bank, BGA-style: a decision has its pace's base time; a seat also has a bank
(seconds, ``seats.bank``), spent only when a decision runs past its base time. A seat's decision
times out when its base time and its whole bank are used up: ``deadline = base_ends + bank``. When
the decision ends (the seat moved, or it is no longer to act), what ran past the base time is taken
from the bank (:func:`settle`) and, for a move the player made themselves, the pace's increment is
added (at most the pace's cap). A decision's reminders come at half its base time and, as a last
call, when ``max(last_call, 10% of the decision's whole time)`` is left (:func:`reminder_moments`).
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
class Allowance:
    """A pace's clock, in seconds (already scaled by the settings): ``base`` for each decision; the
    ``bank`` a seat starts the game with; the ``increment`` each of the seat's own moves adds to it,
    up to ``cap`` (None: no cap); the last reminder comes at least ``last_call`` before the time-out;
    a granted request for more time adds ``more_time`` to the asker's current decision; ``stretch``:
    the member's quiet hours and days away move its deadlines and reminders."""

    base: float
    bank: float = 0.0
    increment: float = 0.0
    cap: float | None = None
    last_call: float = 60.0
    more_time: float = 0.0
    # Whether the member's time away counts (quiet hours, days away: ``store.away``); the paces
    # played over days (daily, weekend) are stretched, those played in one sitting never.
    stretch: bool = False


def settle(bank: float, base_ends: float | None, now: float, increment: float = 0.0, cap: float | None = None) -> float:
    """A seat's bank once its decision ends at ``now``: what ran past the base time (``base_ends``;
    None: unknown, nothing is spent) is taken from it (never below 0), then ``increment`` is added,
    never beyond ``cap`` (a bank already above the cap keeps what it has)."""
    spent = max(0.0, now - base_ends) if base_ends is not None else 0.0
    left = max(0.0, bank - spent)
    if increment > 0:
        grown = left + increment
        left = max(left, min(cap, grown)) if cap is not None else grown
    return left


def reminder_moments(started: float, base: float, deadline: float, last_call: float) -> tuple[float, ...]:
    """When a decision that began at ``started`` (base time ``base``, timing out at ``deadline``)
    reminds its player: at half its base time, and (the last call) when the larger of ``last_call``
    and a tenth of its whole time is left, if that comes after the first reminder."""
    half = started + base / 2
    last = deadline - max(last_call, (deadline - started) / 10)
    return (half, last) if last > half else (half,)


def next_reminder(started: float, base: float, deadline: float, last_call: float, after: float) -> float | None:
    """The decision's first reminder moment strictly after ``after`` (None: no more reminders)."""
    return next((moment for moment in reminder_moments(started, base, deadline, last_call) if moment > after), None)


def is_last_call(started: float | None, base: float, due_at: float) -> bool:
    """Whether a reminder due at ``due_at`` is the decision's last call (not its half-time one)."""
    return started is not None and due_at > started + base / 2 + 1e-6


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
    # The pace's whole clock (bank, increment, cap, last call); None: ``seconds`` a decision, no bank.
    allowance: Allowance | None = None
    # Seats whose own decision this change was (not the AI's, not a time-out): their bank earns the
    # pace's increment.
    earned: frozenset[int] = frozenset()

    @property
    def pace(self) -> Allowance:
        """The clock this change sets decisions to."""
        return self.allowance if self.allowance is not None else Allowance(self.seconds)


def allowance_of(seconds: float | Allowance) -> Allowance:
    """A pace's clock from either a whole :class:`Allowance` or a decision's seconds (no bank)."""
    return seconds if isinstance(seconds, Allowance) else Allowance(float(seconds))
