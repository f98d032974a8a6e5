"""Names are text: event texts are filled in one pass, and names are escaped for Discord."""

from __future__ import annotations

from cogs.ui import pinging, plain
from rules.base import format_event


def test_a_name_that_looks_like_a_placeholder_stays_literal():
    names = ["{p1}", "Bob"]
    assert format_event("{p0} took 3 gems from {p1}.", names) == "{p1} took 3 gems from Bob."
    assert format_event("{p1} passes; {p0} scores.", names) == "Bob passes; {p1} scores."


def test_mentions_and_markdown_in_names_are_inserted_unchanged_by_the_rules_layer():
    names = ["<@123>", "**bold**", "{p0}{p1}"]
    assert format_event("{p0} and {p1} beat {p2}", names) == "<@123> and **bold** beat {p0}{p1}"


def test_placeholders_of_missing_seats_and_plain_braces_are_left_alone():
    assert format_event("{p3} and {p} and {x}", ["Ann"]) == "{p3} and {p} and {x}"
    assert format_event("{p10}", [f"n{i}" for i in range(11)]) == "n10"


def test_plain_escapes_markdown_and_defuses_mentions():
    snowflake = "123456789012345678"
    text = plain(f"<@{snowflake}> **bold** _it_ @everyone")
    assert f"<@{snowflake}>" not in text and "@everyone" not in text
    assert "\\*\\*bold\\*\\*" in text and "\\_it\\_" in text
    assert plain("{p1}") == "{p1}"


def test_pinging_names_exactly_the_given_users_and_nothing_else():
    assert pinging([5, None, 7, 5]).to_dict() == {"users": [5, 7], "parse": []}
    assert pinging([]).to_dict() == {"users": [], "parse": []}
