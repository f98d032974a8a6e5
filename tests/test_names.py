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


# ------------------------------------------------------------------ every markup is inert
ZWSP = "\u200b"


def test_links_are_neither_clickable_nor_previewed():
    assert plain("see https://evil.example/x") == f"see https:{ZWSP}//evil.{ZWSP}example/x"
    assert plain("<https://evil.example>") == f"<{ZWSP}https:{ZWSP}//evil.{ZWSP}example>"
    assert plain("[click](http://a.b)") == f"\\[click](http:{ZWSP}//a.{ZWSP}b)"
    assert plain("discord.gg/abc") == f"discord.{ZWSP}gg/abc"


def test_angle_bracket_markup_is_defused():
    assert plain("<t:1700000000:R>") == f"<{ZWSP}t:1700000000:R>"
    assert plain("</play:1234567890123456789>") == f"<{ZWSP}/play:1234567890123456789>"
    assert plain("<#123456789012345678>") == f"<{ZWSP}#123456789012345678>"
    assert plain("<@&123456789012345678>") == f"<{ZWSP}@&123456789012345678>"
    assert plain("<:pepe:123456789012345678>") == f"<{ZWSP}:pepe:123456789012345678>"
    assert plain("@here and @everyone") == f"@{ZWSP}here and @{ZWSP}everyone"
    assert plain("I <3 games") == f"I <{ZWSP}3 games"


def test_bidi_controls_and_hidden_characters_go_and_right_to_left_letters_stay():
    for control in [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)]:
        assert plain(f"a{control}b") == "ab", hex(ord(control))
    for hidden in ("\u200b", "\u2060", "\ufeff", "\u180e"):
        assert plain(f"a{hidden}b") == "ab"
    assert plain("\u202eevil") == "evil"
    hebrew, arabic = "\u05e9\u05dc\u05d5\u05dd", "\u0645\u0644\u0643"
    assert plain(f"\u202b{arabic}\u202c {hebrew}") == f"{arabic} {hebrew}"
    # Joiners and marks that scripts and emoji need are kept: a family emoji stays one emoji.
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert plain(family) == family and plain("\u200fabc\u200e") == "\u200fabc\u200e"


def test_markdown_at_the_start_of_a_line_is_escaped():
    assert plain("1. first") == "1\\. first"
    assert plain("* star") == "\\* star"
    assert plain("# Big") == "\\# Big"
    assert plain("> quote") == "\\> quote"
    assert plain("-# small") == "\\-# small"
    assert plain("J.R.R. Tolkien") == f"J.{ZWSP}R.{ZWSP}R. Tolkien"


def test_labels_lose_only_the_hidden_controls():
    assert plain("\u202e**x** https://a.b <t:1:R>", in_markdown=False) == "**x** https://a.b <t:1:R>"


def test_an_ai_players_level_is_said_in_the_readers_language():
    from services.naming import ai_name, bot_name, names_read_in
    from store import ACTIVE, GameRecord, SeatRecord

    japanese = bot_name("Ada", "normal", "ja")
    numbered = ai_name(
        {bot_name(n, "hard", "ja") for n in ("Ada", "Blaise", "Cleo", "Dot", "Euler", "Fermi")}, "hard", 6, "ja"
    )
    seats = (
        SeatRecord(0, 100, None, "Ada（ふつうボット）"),  # a person who chose that name keeps it
        SeatRecord(1, None, "normal", japanese),
        SeatRecord(2, None, "hard", numbered),
    )
    record = GameRecord(7, "solstis", 1, 2, 3, None, 100, ACTIVE, "live", {}, 1, {}, None, 1, seats, language="ja")
    assert names_read_in(record, "ja") == list(record.names)
    french = names_read_in(record, "fr")
    assert french[0] == "Ada（ふつうボット）"
    assert french[1] == bot_name("Ada", "normal", "fr") and french[1] != japanese
    assert french[2] != numbered and "ボット" not in french[2]
