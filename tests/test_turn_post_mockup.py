"""The turn post mock-up (bench/turn_post_mockup.py) words Discord timestamps and draws emoji as Discord does."""

from __future__ import annotations

import pytest
from PIL import Image

from bench.turn_post_mockup import Writer, discord_time, emoji, relative_time

# 2026-11-29 02:05:09 UTC, a Sunday.
NOW = 1795917909


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [
        (300, "in 5 minutes"),
        (329, "in 5 minutes"),
        (390, "in 7 minutes"),  # 6.5 minutes round up, as JavaScript's Math.round does
        (-300, "5 minutes ago"),
        (1, "in 1 second"),
        (30, "in 30 seconds"),
        (60, "in a minute"),
        (-3600, "an hour ago"),
        (3 * 3600, "in 3 hours"),
        (30 * 3600, "in a day"),
        (-5 * 86400, "5 days ago"),
        (40 * 86400, "in a month"),
        (100 * 86400, "in 3 months"),
        (400 * 86400, "in a year"),
        (-3 * 365 * 86400, "3 years ago"),
    ],
)
def test_relative_time_words_the_span_as_discord(seconds, shown):
    assert relative_time(seconds) == shown
    assert discord_time(NOW + seconds, "R", NOW) == shown


@pytest.mark.parametrize(
    ("style", "shown"),
    [
        ("t", "2:05 AM"),
        ("T", "2:05:09 AM"),
        ("d", "11/29/2026"),
        ("D", "November 29, 2026"),
        ("f", "November 29, 2026 2:05 AM"),
        ("", "November 29, 2026 2:05 AM"),
        ("F", "Sunday, November 29, 2026 2:05 AM"),
        ("s", "11/29/2026 2:05 AM"),
        ("S", "11/29/2026 2:05:09 AM"),
    ],
)
def test_absolute_styles_read_as_in_english_us(style, shown):
    assert discord_time(NOW, style, NOW + 12345) == shown


def test_afternoon_and_midnight_on_the_twelve_hour_clock():
    assert discord_time(NOW + 12 * 3600, "t", NOW) == "2:05 PM"
    assert discord_time(NOW - 2 * 3600 - 5 * 60, "t", NOW) == "12:00 AM"


def test_a_timestamp_in_a_line_becomes_one_pill_with_the_words_around_it():
    writer = Writer(Image.new("RGB", (800, 200)), 0, 800, {7: "alice"}, NOW)
    pieces = writer.segments(f"<@7>: 4:59 (time runs out <t:{NOW + 300}:R>) · **bank** 1\\. <t:{NOW}:t>")
    assert pieces == [
        ("@alice", "mention"),
        (": 4:59 (time runs out ", ""),
        ("in 5 minutes", "time"),
        (") · ", ""),
        ("bank", "bold"),
        (" 1", ""),
        (".", ""),
        (" ", ""),
        ("2:05 AM", "time"),
    ]
    words = writer.words(pieces)
    assert [("in 5 minutes", "time"), (")", "")] in words  # the closing bracket stays with the pill


def test_the_emoji_a_turn_post_holds_become_pictures_and_the_marker_shapes_stay_text():
    writer = Writer(Image.new("RGB", (800, 200)), 0, 800, {}, NOW)
    assert writer.segments("⏱ alice · **Yellow 4✂️** · ● ■ ▲ ◆ ★ ✚") == [
        ("⏱", "emoji"),
        (" alice · ", ""),
        ("Yellow 4", "bold"),
        ("✂", "emoji"),  # the variation selector goes with its emoji
        (" · ● ■ ▲ ◆ ★ ✚", ""),
    ]
    assert emoji("⏱", 44).size == (44, 44)
