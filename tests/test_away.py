"""The arithmetic of time away (store.away): quiet hours and days away against a deadline, in a
member's own time zone, across the changes of the clocks. Every moment is written as a UTC time,
so the expected ones are exact."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from store.away import (
    Away,
    effective_deadline,
    first_reminder,
    held_reminder,
    is_zone,
    moved_out,
    parse_clock,
    stretched,
    vacation_year_count,
    zone_names,
)


def utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


PARIS_NIGHTS = Away("Europe/Paris", quiet_start=22 * 60, quiet_end=7 * 60)
HOUR, DAY = 3600.0, 86400.0


def test_a_deadline_in_quiet_hours_moves_to_their_end_in_the_members_zone():
    # 23:30 in Paris in December (UTC+1) is inside 22:00-07:00: the deadline moves to 07:00 Paris.
    assert effective_deadline(utc(2026, 12, 1, 22, 30), utc(2026, 12, 2, 22, 30), PARIS_NIGHTS) == utc(2026, 12, 3, 6)
    # 06:59 Paris is still quiet; 07:00 is not (the end is not part of the quiet hours).
    assert moved_out(utc(2026, 12, 3, 5, 59), PARIS_NIGHTS) == utc(2026, 12, 3, 6)
    assert moved_out(utc(2026, 12, 3, 6), PARIS_NIGHTS) == utc(2026, 12, 3, 6)
    # 21:59 Paris is before them: unchanged.
    assert effective_deadline(0.0, utc(2026, 12, 2, 20, 59), PARIS_NIGHTS) == utc(2026, 12, 2, 20, 59)
    # The same hours in New York (UTC-5 in December) are other moments.
    new_york = Away("America/New_York", quiet_start=22 * 60, quiet_end=7 * 60)
    assert moved_out(utc(2026, 12, 3, 8), new_york) == utc(2026, 12, 3, 12)
    assert moved_out(utc(2026, 12, 3, 8), PARIS_NIGHTS) == utc(2026, 12, 3, 8)


def test_quiet_hours_within_one_day_and_across_the_change_of_the_clocks():
    afternoon = Away("Europe/Paris", quiet_start=13 * 60, quiet_end=14 * 60 + 30)
    assert moved_out(utc(2026, 7, 1, 11, 15), afternoon) == utc(2026, 7, 1, 12, 30)  # UTC+2 in summer
    assert moved_out(utc(2026, 7, 1, 12, 30), afternoon) == utc(2026, 7, 1, 12, 30)
    # On 29 March 2026 Paris goes from UTC+1 to UTC+2 at 02:00: quiet hours 01:00-08:00 end at 08:00
    # summer time, 06:00 UTC, an hour sooner in UTC than the night before.
    early = Away("Europe/Paris", quiet_start=60, quiet_end=8 * 60)
    assert moved_out(utc(2026, 3, 29, 0, 30), early) == utc(2026, 3, 29, 6)
    assert moved_out(utc(2026, 3, 28, 0, 30), early) == utc(2026, 3, 28, 7)
    # On 25 October 2026 it goes back: 08:00 is 07:00 UTC again.
    assert moved_out(utc(2026, 10, 25, 3), early) == utc(2026, 10, 25, 7)


def test_days_away_stretch_a_decision_by_the_time_it_spans_of_them():
    away = Away("Europe/Paris", days=(date(2026, 12, 5),))
    # A day decision begun at noon on the 4th (11:00 UTC) would end at noon on the 5th; the 5th
    # (23:00 UTC on the 4th to 23:00 UTC on the 5th) is left out, so it ends at noon on the 6th.
    assert stretched(utc(2026, 12, 4, 11), utc(2026, 12, 5, 11), away) == utc(2026, 12, 6, 11)
    # A decision that ends before the day away is not stretched.
    assert stretched(utc(2026, 12, 3, 11), utc(2026, 12, 4, 11), away) == utc(2026, 12, 4, 11)
    # A decision begun during a day away starts counting at its end.
    assert stretched(utc(2026, 12, 5, 10), utc(2026, 12, 5, 10) + DAY, away) == utc(2026, 12, 5, 23) + DAY
    # Two days in a row count as one span of 48 hours.
    two = Away("Europe/Paris", days=(date(2026, 12, 6), date(2026, 12, 5)))
    assert stretched(utc(2026, 12, 4, 11), utc(2026, 12, 5, 11), two) == utc(2026, 12, 7, 11)
    # Days apart are each left out as the decision reaches them.
    apart = Away("Europe/Paris", days=(date(2026, 12, 5), date(2026, 12, 7)))
    assert stretched(utc(2026, 12, 4, 11), utc(2026, 12, 6, 11), apart) == utc(2026, 12, 8, 11)


def test_a_day_away_on_the_change_of_the_clocks_lasts_25_or_23_hours():
    # 25 October 2026 in Paris: 22:00 UTC on the 24th to 23:00 UTC on the 25th, 25 hours.
    back = Away("Europe/Paris", days=(date(2026, 10, 25),))
    started = utc(2026, 10, 24, 10)
    assert stretched(started, started + DAY, back) - (started + DAY) == 25 * HOUR
    assert stretched(started, started + DAY, back) == utc(2026, 10, 26, 11)
    # 29 March 2026: 23:00 UTC on the 28th to 22:00 UTC on the 29th, 23 hours.
    forward = Away("Europe/Paris", days=(date(2026, 3, 29),))
    started = utc(2026, 3, 28, 10)
    assert stretched(started, started + DAY, forward) == started + DAY + 23 * HOUR


def test_quiet_hours_that_end_on_a_day_away_move_the_deadline_past_that_day():
    away = Away("Europe/Paris", quiet_start=22 * 60, quiet_end=7 * 60, days=(date(2026, 12, 5),))
    # 23:00 Paris on the 4th is quiet until 07:00 on the 5th, a day away: the deadline moves to the
    # end of the 5th, midnight Paris (23:00 UTC), which is quiet again until 07:00 on the 6th.
    assert effective_deadline(utc(2026, 12, 3, 22), utc(2026, 12, 4, 22), away) == utc(2026, 12, 6, 6)


def test_nothing_changes_without_a_zone_or_without_time_away():
    deadline = utc(2026, 12, 2, 22, 30)
    assert effective_deadline(0.0, deadline, Away()) == deadline
    assert effective_deadline(0.0, deadline, Away(None, 22 * 60, 7 * 60)) == deadline
    assert effective_deadline(0.0, deadline, Away("Europe/Paris", 8 * 60, 8 * 60)) == deadline  # same times: none
    assert Away("Europe/Paris").empty and not PARIS_NIGHTS.empty


def test_reminders_in_quiet_hours_are_held_back_or_dropped():
    deadline = utc(2026, 12, 3, 12)
    # 03:00 Paris is quiet: the reminder comes at 07:00 Paris.
    assert held_reminder(utc(2026, 12, 3, 2), deadline, PARIS_NIGHTS) == utc(2026, 12, 3, 6)
    # When the quiet hours end at the deadline or after it, no reminder is sent.
    assert held_reminder(utc(2026, 12, 3, 2), utc(2026, 12, 3, 6), PARIS_NIGHTS) is None
    # The first reminder left: a half-time one held back past ``after`` still counts.
    moments = (utc(2026, 12, 3, 2), utc(2026, 12, 3, 10))
    assert first_reminder(moments, deadline, PARIS_NIGHTS, after=utc(2026, 12, 3, 1)) == utc(2026, 12, 3, 6)
    assert first_reminder(moments, deadline, PARIS_NIGHTS, after=utc(2026, 12, 3, 6)) == utc(2026, 12, 3, 10)
    assert first_reminder(moments, deadline, PARIS_NIGHTS, after=utc(2026, 12, 3, 10)) is None


def test_zones_times_and_the_yearly_count():
    assert is_zone("Europe/Paris") and is_zone("America/Sao_Paulo") and is_zone("UTC")
    assert not is_zone("Mars/Olympus") and not is_zone("europe/paris") and not is_zone("")
    assert list(zone_names()) == sorted(zone_names())
    assert parse_clock("22:00") == 1320 and parse_clock("7") == 420 and parse_clock("07:05") == 425
    assert parse_clock("24:00") is None and parse_clock("7:60") is None and parse_clock("x") is None
    days = [date(2026, 12, 30), date(2026, 12, 31), date(2027, 1, 1), date(2026, 12, 31)]
    assert vacation_year_count(days, 2026) == 2 and vacation_year_count(days, 2027) == 1


@pytest.mark.parametrize("zone", ["Pacific/Auckland", "America/Los_Angeles", "Asia/Tokyo"])
def test_quiet_hours_never_move_a_deadline_earlier_or_leave_it_inside_them(zone):
    away = Away(zone, quiet_start=23 * 60, quiet_end=6 * 60 + 30)
    start = utc(2026, 3, 1)
    for step in range(0, 400 * 24, 7):  # every 7 hours over 400 days, both changes of the clocks
        deadline = start + step * HOUR
        moved = effective_deadline(deadline - DAY, deadline, away)
        assert moved >= deadline
        assert moved_out(moved, away) == moved, (zone, deadline)
