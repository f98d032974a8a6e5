"""A member's time away, as ``/settings`` sets it: their time zone (from the list of zone names,
never guessed), their quiet hours, and their days away (declared ahead, at most a number a year:
the TABLETOP_AWAY_DAYS setting). What they do to the clocks is ``store.away``: at the daily and
weekend paces a deadline never falls in quiet hours or on a day away, a reminder waits for their
end, and a decision is stretched by the days away it spans; blitz and live are never stretched.
"""

from __future__ import annotations

import time
from datetime import date, timedelta

from rules.text import msg
from store import AwayRefused, Store
from store.away import Away, is_zone, local_day, parse_clock, zone_names

AWAY_DAYS_PER_YEAR = 21  # the default allowance of days away in a calendar year
MOST_CHOICES = 25  # Discord shows at most 25 autocomplete choices
OFF = ("off", "-", "0", "none")  # what turns quiet hours off


def zone_choices(typed: str) -> list[str]:
    """The zone names that match what the member typed (every word of it, in any case), at most
    :data:`MOST_CHOICES`; names that begin with it first."""
    words = typed.lower().replace("_", " ").split()
    found = [name for name in zone_names() if all(word in name.lower().replace("_", " ") for word in words)]
    head = typed.lower()
    found.sort(key=lambda name: (not name.lower().startswith(head), name))
    return found[:MOST_CHOICES]


def parse_quiet(text: str) -> tuple[int, int] | None:
    """Quiet hours from ``22:00-07:00`` (or ``22-7``): (start, end) in minutes, else None."""
    start, dash, end = text.replace("–", "-").partition("-")
    if not dash:
        return None
    first, last = parse_clock(start), parse_clock(end)
    if first is None or last is None or first == last:
        return None
    return first, last


def parse_days(text: str, most: int) -> list[date] | None:
    """Days from ``2026-12-24``, ``2026-12-24..2026-12-31`` or several of them separated by commas
    (at most ``most`` days in all); None when the text is not that."""
    days: list[date] = []
    for part in (piece.strip() for piece in text.split(",")):
        if not part:
            continue
        first, dots, last = part.partition("..")
        try:
            begins = date.fromisoformat(first.strip())
            ends = date.fromisoformat(last.strip()) if dots else begins
        except ValueError:
            return None
        if ends < begins or (ends - begins).days >= max(1, most):
            return None
        days += [begins + timedelta(days=step) for step in range((ends - begins).days + 1)]
        if len(days) > max(1, most):
            return None
    return days or None


class TimeAway:
    """Members' zones, quiet hours and days away; ``per_year``: the days away a calendar year allows."""

    def __init__(self, store: Store, per_year: int = AWAY_DAYS_PER_YEAR) -> None:
        self.store = store
        self.per_year = per_year

    async def check(
        self,
        user_id: int,
        zone: str | None,
        quiet: str | None,
        away: str | None,
        now: float | None = None,
        back: str | None = None,
    ) -> None:
        """Refuse, before anything is written, a ``/settings`` change of time away that would be
        refused part-way: an unknown zone, quiet hours or days that do not read, quiet hours or days
        without a zone, days that are not ahead or beyond the year's allowance."""
        now = time.time() if now is None else now
        current = await self.of(user_id)
        if zone is not None and not is_zone(zone.strip()):
            raise AwayRefused(msg("away-refusal-zone"))
        zone_after = zone.strip() if zone is not None else current.zone
        if quiet is not None and quiet.strip().lower() not in OFF:
            if parse_quiet(quiet) is None:
                raise AwayRefused(msg("away-refusal-quiet"))
            if zone_after is None:
                raise AwayRefused(msg("away-refusal-no-zone"))
        if back is not None and parse_days(back, 366) is None:
            raise AwayRefused(msg("away-refusal-days", count=366))
        if away is not None:
            days = parse_days(away, 366)
            if days is None:
                raise AwayRefused(msg("away-refusal-days", count=366))
            if zone_after is None:
                raise AwayRefused(msg("away-refusal-no-zone"))
            today = local_day(zone_after, now)
            if any(day <= today for day in days):
                raise AwayRefused(msg("away-refusal-ahead"))
            for year in sorted({day.year for day in days}):
                new = {day for day in days if day.year == year} - set(current.days)
                if await self.used(user_id, year) + len(new) > self.per_year:
                    raise AwayRefused(msg("away-refusal-allowance", count=self.per_year, year=str(year)))

    async def of(self, user_id: int) -> Away:
        return await self.store.member_away(user_id)

    async def choose_zone(self, user_id: int, name: str) -> Away:
        """The member's time zone: exactly a name of the list (anything else is refused)."""
        await self.store.set_time_zone(user_id, name.strip())
        return await self.of(user_id)

    async def set_quiet(self, user_id: int, text: str) -> Away:
        """Quiet hours from ``22:00-07:00``, or none from ``off``."""
        if text.strip().lower() in OFF:
            await self.store.set_quiet_hours(user_id, None, None)
            return await self.of(user_id)
        hours = parse_quiet(text)
        if hours is None:
            raise AwayRefused(msg("away-refusal-quiet"))
        await self.store.set_quiet_hours(user_id, *hours)
        return await self.of(user_id)

    async def declare(self, user_id: int, text: str, now: float | None = None) -> Away:
        """Days away from ``2026-12-24``, ``2026-12-24..2026-12-31`` or a list of them."""
        days = parse_days(text, 366)
        if days is None:
            raise AwayRefused(msg("away-refusal-days", count=366))
        return await self.store.declare_away(user_id, days, self.per_year, time.time() if now is None else now)

    async def take_back(self, user_id: int, text: str) -> Away:
        """Take back days away not yet begun (the same forms as :meth:`declare`)."""
        days = parse_days(text, 366)
        if days is None:
            raise AwayRefused(msg("away-refusal-days", count=366))
        for day in days:
            await self.store.cancel_away(user_id, day)
        return await self.of(user_id)

    async def used(self, user_id: int, year: int) -> int:
        return await self.store.away_days_in(user_id, year)
