"""A member's time away, and what it does to their deadlines: the pure arithmetic.

A member may set, in ``/settings``, their time zone (an IANA name such as ``Europe/Paris``, chosen
from a list, never guessed), quiet hours in that zone (``quiet_start`` to ``quiet_end``, minutes
after local midnight; an end before the start runs past midnight), and days away (whole local
days of that zone). At the paces that run over days (daily and weekend):

* a decision is stretched by the time away it spans: the days away are not counted, so its
  deadline comes later by exactly the part of those days it would have run through
  (:func:`stretched`);
* a deadline that falls inside quiet hours, or inside a day away, moves to their end
  (:func:`moved_out`);
* a reminder that falls inside either is held back to their end, and dropped when that is not
  before the deadline (:func:`held_reminder`).

Local times are turned into moments with ``zoneinfo``, so a day away on the day the clocks change
lasts 23 or 25 hours, and quiet hours keep their local times across the change. A local time the
change skips (02:30 on the night clocks go forward) is read as it would be before the change, and
one it repeats (01:30 on the night they go back) as its first occurrence (Python's ``fold=0``).

Nothing here reads the clock or a database: the store calls it inside the transaction that writes
the timers, with the member's settings read in that transaction.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

DAY_MINUTES = 24 * 60


@dataclass(frozen=True)
class Away:
    """A member's time away as stored: their zone (None: none chosen, so nothing applies), their
    quiet hours (both None: none) and their days away (local dates in their zone)."""

    zone: str | None = None
    quiet_start: int | None = None
    quiet_end: int | None = None
    days: tuple[date, ...] = ()

    @property
    def quiet(self) -> bool:
        """Whether the member has quiet hours (a zone and two different times)."""
        return (
            self.zone is not None
            and self.quiet_start is not None
            and self.quiet_end is not None
            and self.quiet_start != self.quiet_end
        )

    @property
    def empty(self) -> bool:
        """Whether nothing of this changes a deadline or a reminder."""
        return self.zone is None or (not self.quiet and not self.days)


NOBODY_AWAY = Away()

# For a turn post: (seat, the start of each day away its current decision spans), per deciding seat.
SeatsAway = tuple[tuple[int, tuple[float, ...]], ...]


@lru_cache(maxsize=1)
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name this machine knows, sorted (the list members choose from)."""
    return tuple(sorted(name for name in available_timezones() if "/" in name or name == "UTC"))


def is_zone(name: str) -> bool:
    """Whether ``name`` is a zone of :func:`zone_names` (anything else is refused, never guessed)."""
    return name in _zone_set()


@lru_cache(maxsize=1)
def _zone_set() -> frozenset[str]:
    return frozenset(zone_names())


@lru_cache(maxsize=512)
def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(f"unknown time zone {name!r}") from None


def local_moment(zone: str, day: date, minutes: int) -> float:
    """The moment (seconds since the epoch) of ``minutes`` after midnight of ``day`` in ``zone``."""
    at = datetime.combine(day, time(0), tzinfo=_zone(zone)) + timedelta(minutes=minutes)
    # Adding a timedelta to an aware datetime keeps its wall time: rebuild it so the offset is the
    # one in force at that wall time.
    wall = datetime(at.year, at.month, at.day, at.hour, at.minute, tzinfo=_zone(zone))
    return wall.timestamp()


def local_day(zone: str, moment: float) -> date:
    """The date in ``zone`` at ``moment``."""
    return datetime.fromtimestamp(moment, _zone(zone)).date()


def quiet_spans(away: Away, start: float, end: float) -> list[tuple[float, float]]:
    """The member's quiet hours that overlap ``start`` to ``end``, as (from, to) moments in order."""
    if not away.quiet or away.zone is None or away.quiet_start is None or away.quiet_end is None:
        return []
    first = local_day(away.zone, start) - timedelta(days=1)
    last = local_day(away.zone, end)
    spans = []
    day = first
    while day <= last:
        begins = local_moment(away.zone, day, away.quiet_start)
        ends_on = day + timedelta(days=1) if away.quiet_end < away.quiet_start else day
        ends = local_moment(away.zone, ends_on, away.quiet_end)
        if ends > start and begins <= end:
            spans.append((begins, ends))
        day += timedelta(days=1)
    return spans


def away_spans(away: Away) -> list[tuple[float, float]]:
    """The member's days away as (from, to) moments, consecutive days joined into one span."""
    if away.zone is None or not away.days:
        return []
    spans: list[tuple[float, float]] = []
    for day in sorted(set(away.days)):
        begins = local_moment(away.zone, day, 0)
        ends = local_moment(away.zone, day + timedelta(days=1), 0)
        if spans and spans[-1][1] >= begins:
            spans[-1] = (spans[-1][0], max(spans[-1][1], ends))
        else:
            spans.append((begins, ends))
    return spans


def day_starts(away: Away) -> list[tuple[float, float]]:
    """Each day away on its own, as (from, to) moments (for saying which days a decision spans)."""
    if away.zone is None:
        return []
    return [
        (local_moment(away.zone, day, 0), local_moment(away.zone, day + timedelta(days=1), 0))
        for day in sorted(set(away.days))
    ]


def stretched(started: float, deadline: float, away: Away) -> float:
    """The deadline of a decision that began at ``started`` and would time out at ``deadline``, once
    the member's days away are left out of it: the decision's clock stands still through them, so it
    times out when it has run, outside them, as long as it would have run in all."""
    moment, left = started, max(0.0, deadline - started)
    for begins, ends in away_spans(away):
        if ends <= moment:
            continue
        begins = max(begins, moment)
        if moment + left <= begins:
            break
        left -= begins - moment
        moment = ends
    return moment + left


def _inside(moment: float, spans: list[tuple[float, float]]) -> float | None:
    """The end of the span of ``spans`` that ``moment`` lies in (from included, to excluded), else None."""
    for begins, ends in spans:
        if begins <= moment < ends:
            return ends
    return None


def moved_out(moment: float, away: Away) -> float:
    """``moment``, or the end of the quiet hours or day away it falls in (and again, should that end
    fall in another: quiet hours that end on a day away move on to the day's end)."""
    days = away_spans(away)
    for _ in range(2 * len(days) + 8):
        later = _inside(moment, quiet_spans(away, moment, moment)) or _inside(moment, days)
        if later is None:
            return moment
        moment = later
    return moment


def effective_deadline(started: float, deadline: float, away: Away) -> float:
    """When a decision begun at ``started`` with its time-out at ``deadline`` (its base time and bank)
    times out for a member with ``away``: stretched by the days away it spans, then moved out of the
    quiet hours or day away it would fall in. Never earlier than ``deadline``."""
    if away.empty:
        return deadline
    return max(deadline, moved_out(stretched(started, deadline, away), away))


def held_reminder(moment: float, deadline: float, away: Away) -> float | None:
    """When a reminder planned for ``moment`` is sent: then, or at the end of the quiet hours or day
    away it falls in; None when that is not before ``deadline`` (the time-out comes first)."""
    sent = moved_out(moment, away)
    return sent if sent < deadline else None


def first_reminder(moments: tuple[float, ...], deadline: float, away: Away, after: float) -> float | None:
    """The first of a decision's reminder ``moments``, each held back (:func:`held_reminder`), that
    comes strictly after ``after`` and before ``deadline`` (None: no reminder is left to send)."""
    for moment in moments:
        sent = held_reminder(moment, deadline, away)
        if sent is not None and sent > after:
            return sent
    return None


def vacation_year_count(days: tuple[date, ...] | list[date], year: int) -> int:
    """How many of ``days`` (each counted once) lie in the calendar ``year``."""
    return len({day for day in days if day.year == year})


def parse_clock(text: str) -> int | None:
    """Minutes after midnight from ``HH:MM`` or ``H`` (0 to 23:59), else None."""
    text = text.strip()
    hours, _, minutes = text.partition(":")
    if not hours.isdigit() or (minutes and not minutes.isdigit()) or len(hours) > 2 or len(minutes) > 2:
        return None
    value = int(hours) * 60 + (int(minutes) if minutes else 0)
    if int(hours) > 23 or (minutes and int(minutes) > 59):
        return None
    return value


def clock_label(minutes: int) -> str:
    """``HH:MM`` of ``minutes`` after midnight."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"
