"""The turn post and the result as one Discord layout: what they say, and that
Discord's limits for a Components V2 message hold at six players with the longest names in six
scripts, in every language, with as many moves as a turn can hold.

The payloads are checked with the fake Discord's own checks (``tests/fake_discord``): 40 components,
4,000 characters over all text displays, 10 gallery items, every ``attachment://`` naming a file of
the message, no content and no embeds.
"""

from __future__ import annotations

import io
import random
import re

import discord
import pytest

from cogs.layout import (
    MAX_FILES,
    MAX_TEXT,
    PostTexts,
    components_of,
    fit_texts,
    not_a_list,
    result_view,
    seat_colour,
    seat_mark,
    text_of,
    turn_post_view,
)
from cogs.publisher import accent_of, final_text, intro_line, standings_text, to_ping, turn_text
from cogs.turns import board_buttons
from cogs.ui import plain, table_speaker
from lang import PSEUDO, Speaker
from lang.catalogue import available
from render import theme
from rules import get_game
from services.turn_posts import acting_seat, standings
from store import ACTIVE, FINISHED, GameRecord, SeatRecord
from tests.board_samples import names_for
from tests.fake_discord.server import FakeDiscord
from tests.speech import named

LANGUAGES = [*available(), PSEUDO]
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16
# A name whose every character Discord's markdown would read: posted escaped, twice as long.
MARKDOWN_NAME = "*_" * 16


def record(game_key: str, names: list[str], state, *, ai: tuple[int, ...] = (), language: str = "en-US", status=ACTIVE):
    seats = tuple(
        SeatRecord(i, None if i in ai else 1000 + i, "normal" if i in ai else None, name)
        for i, name in enumerate(names)
    )
    return GameRecord(7, game_key, 1, 2, 3, None, 1000, status, "live", {}, 5, state, None, 9, seats, language=language)


def six_players(language: str = "en-US", *, ai: tuple[int, ...] = (), moves: int = 40) -> GameRecord:
    """A Mountain Miners table of six, the longest names in six scripts (one of them all markdown),
    ``moves`` random decisions into the game."""
    game = get_game("mountain-miners")
    state = game.setup(6, 11, {})
    rng = random.Random(5)
    for _ in range(moves):
        seat = sorted(game.to_act(state))[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
    names = names_for(6)
    names[3] = MARKDOWN_NAME
    return record("mountain-miners", names, state, ai=ai, language=language)


def files(count: int, stem: str = "game-7-post-3-move-0009") -> list[discord.File]:
    return [
        discord.File(io.BytesIO(PNG), filename=f"{stem}{'' if i == 0 else f'-{i + 1}'}.png", description=f"alt {i}")
        for i in range(count)
    ]


def discord_problems(view: discord.ui.LayoutView, sent: list[discord.File]) -> list[str]:
    """What the fake Discord (Discord's rules) refuses in a message of ``view`` with ``sent``."""
    fake = FakeDiscord()
    components = view.to_components()
    data = {"components": components, "flags": 1 << 15}
    uploads = [(i, file.filename, PNG, "image/png") for i, file in enumerate(sent)]
    return fake._check_components(components, v2=True) + fake._check_v2_message(data, uploads, None)


def long_moves(count: int, width: int = 300) -> list[str]:
    return [f"Move {n}: " + "x" * width for n in range(1, count + 1)]


# ---------------------------------------------------------------- standings


def test_standings_put_the_leader_first_and_ties_share_a_place():
    rows = standings([5, 9, 9, 2, 5])
    assert [(r.place, r.seat, r.points) for r in rows] == [(1, 1, 9), (1, 2, 9), (3, 0, 5), (3, 4, 5), (5, 3, 2)]
    assert [r.place for r in standings([0, 0])] == [1, 1]
    assert [(r.place, r.seat) for r in standings([-3, 4])] == [(1, 1), (2, 0)]


def test_standings_text_names_every_seat_with_its_marker_leader_first():
    table = six_players()
    scores = get_game("mountain-miners").public_scores(table.state)
    text = not_a_list(standings_text(table))  # as the post shows it (fit_texts)
    assert len(text.splitlines()) == 1 and text.startswith("Scores: ")
    parts = text.removeprefix("Scores: ").split(" · ")
    assert len(parts) == 6
    for part, row in zip(parts, standings(scores)):
        place = "1st" if row.place == 1 else "2nd" if row.place == 2 else "3rd" if row.place == 3 else f"{row.place}th"
        assert part == f"{place} {seat_mark(row.seat)} {named(plain(table.names[row.seat]))} **{row.points}**"
    assert plain(MARKDOWN_NAME) == "\\*\\_" * 16  # the escaped name, as Discord shows it: *_*_...
    assert len({seat_mark(s) for s in range(6)}) == 6


# Code points of the Geometric Shapes, Miscellaneous Symbols and Dingbats blocks that Unicode marks
# Emoji=Yes (emoji-data.txt): Discord draws these as coloured Twemoji pictures, not as text in the
# seat's shape (its ✖ is near-black, lost on the dark theme), so no seat marker may be one.
EMOJI_SPANS = """
    25AA..25AB 25B6 25C0 25FB..25FE 2600..2604 260E 2611 2614..2615 2618 261D 2620 2622..2623 2626 262A
    262E..262F 2638..263A 2640 2642 2648..2653 265F..2660 2663 2665..2666 2668 267B 267E..267F 2692..2697 2699
    269B..269C 26A0..26A1 26A7 26AA..26AB 26B0..26B1 26BD..26BE 26C4..26C5 26C8 26CE..26CF 26D1 26D3..26D4
    26E9..26EA 26F0..26F5 26F7..26FA 26FD 2702 2705 2708..270D 270F 2712 2714 2716 271D 2721 2728 2733..2734
    2744 2747 274C 274E 2753..2755 2757 2763..2764 2795..2797 27A1 27B0 27BF
"""
EMOJI_IN_SYMBOL_BLOCKS = frozenset(
    chr(c)
    for span in EMOJI_SPANS.split()
    for c in range(int(span.split("..")[0], 16), int(span.split("..")[-1], 16) + 1)
)


def test_every_seat_marker_is_text_in_discord_not_an_emoji():
    """A marker must show in the reader's text colour and the seat's shape, as on the images."""
    marks = [seat_mark(seat) for seat in range(6)]
    assert all(len(mark) == 1 and mark not in EMOJI_IN_SYMBOL_BLOCKS for mark in marks), marks
    assert "✖" in EMOJI_IN_SYMBOL_BLOCKS and "✚" not in EMOJI_IN_SYMBOL_BLOCKS


def test_a_line_starting_with_a_number_is_never_a_discord_list():
    assert not_a_list("1. a\n1. b\n3. c") == "1\\. a\n1\\. b\n3\\. c"
    assert not_a_list("Seats: 1. a") == "Seats: 1. a"


# ---------------------------------------------------------------- whose turn, accent, pings


def test_only_the_humans_to_act_are_mentioned_and_pinged():
    game = get_game("nanga-parbat")
    state = game.setup(2, 3, {})
    first = sorted(game.to_act(state))[0]
    other = 1 - first
    # The human to act: mentioned (with their marker) and the post pings them alone.
    table = record("nanga-parbat", ["Ann", "Ben"], state, ai=(other,))
    text = turn_text(table)
    assert re.findall(r"<@(\d+)>", text) == [str(1000 + first)] and to_ping(table) == [1000 + first]
    assert f"{seat_mark(first)} <@{1000 + first}>" in text and len(text.splitlines()) == 1
    # The game's first post says how to act too.
    assert "Take turn" in turn_text(table, hint=True) and "Take turn" not in text
    # The AI to act: named, nobody mentioned or pinged, no "press Take turn".
    table = record("nanga-parbat", ["Ann", "Ben"], state, ai=(first,))
    text = turn_text(table, hint=True)
    assert "<@" not in text and to_ping(table) == [] and "Take turn" not in text
    assert f"{seat_mark(first)} {named(table.names[first])} (AI)" in text
    # A finished game: nobody.
    assert turn_text(record("nanga-parbat", ["Ann", "Ben"], state, status=FINISHED)) == ""


def test_the_accent_is_the_colour_of_the_seat_to_act():
    game = get_game("nanga-parbat")
    state = game.setup(2, 3, {})
    first = sorted(game.to_act(state))[0]
    assert accent_of(record("nanga-parbat", ["Ann", "Ben"], state)) == seat_colour(first)
    assert seat_colour(first).to_rgb() == theme.seat_color(first)
    assert accent_of(record("nanga-parbat", ["Ann", "Ben"], state, status=FINISHED)) is None
    # Several to act: the first person (the one pinged), else the first seat.
    assert acting_seat({0, 2, 3}, {2, 3}) == 2
    assert acting_seat({1, 4}, set()) == 1
    assert acting_seat(set(), {0}) is None


# ---------------------------------------------------------------- limits


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_six_player_post_with_the_longest_names_keeps_discords_limits(language):
    table = six_players(language)
    speaker = table_speaker(table)
    texts = PostTexts(
        head=intro_line(table, speaker),
        turn=turn_text(table, speaker),
        moves=long_moves(60),
        standings=standings_text(table, speaker),
    )
    sent = files(4)
    view = turn_post_view(texts, speaker, sent, accent_of(table), board_buttons(table))
    assert discord_problems(view, sent) == []
    shown = text_of(view)
    assert sum(len(t) for t in shown) <= MAX_TEXT
    assert components_of(view) <= 40
    # Under the board: the newest move after a count of the 59 earlier ones (on its line), then the
    # standings with every seat's name.
    below = shown[-1].splitlines()
    assert len(below) == 2, below
    assert below[0] == speaker.t("turn-earlier-moves", count=59) + " Move 60: " + "x" * 300
    assert all(plain(name) in below[1] for name in table.names), below[1]


async def test_the_move_lines_give_way_and_the_rest_stays():
    speaker = Speaker("en-US", ["a", "b"])
    texts = PostTexts(head="H" * 900, turn="T" * 900, moves=long_moves(40, 500), standings="S" * 900)
    fitted = fit_texts(texts, speaker)
    assert fitted.total() <= MAX_TEXT
    assert fitted.head == texts.head and fitted.turn == texts.turn and fitted.standings == texts.standings
    lines = fitted.moves.splitlines()
    assert len(lines) == 1 and lines[0].startswith("(39 earlier moves") and lines[0].endswith(texts.moves[-1])
    # One move is shown whole; two show the newest after a count of the other.
    assert fit_texts(PostTexts(turn="T", moves=["Move 1: a"], standings="S"), speaker).moves == "Move 1: a"
    small = PostTexts(turn="T", moves=["Move 1: a", "Move 2: b"], standings="S")
    assert fit_texts(small, speaker).moves == "(1 earlier move: `/game log`) Move 2: b"
    # One enormous line is cut, never the post.
    huge = fit_texts(PostTexts(moves=["y" * 9000]), speaker)
    assert huge.total() <= MAX_TEXT and huge.moves.endswith("…")


async def test_the_galleries_show_the_files_by_name_in_order_with_their_alt_text():
    speaker = Speaker("en-US", ["a", "b"])
    sent = files(3)
    view = turn_post_view(PostTexts(turn="t"), speaker, sent, None)
    (container,) = view.to_components()
    assert container["type"] == 17 and container.get("accent_color") is None
    # The first image alone (Discord shows it at full width), the others in a second gallery.
    first, rest = [c for c in container["components"] if c["type"] == 12]
    items = first["items"] + rest["items"]
    assert len(first["items"]) == 1
    assert [item["media"]["url"] for item in items] == [f"attachment://{f.filename}" for f in sent]
    assert [item.get("description") for item in items] == ["alt 0", "alt 1", "alt 2"]
    # One image: one gallery.
    single = turn_post_view(PostTexts(turn="t"), speaker, sent[:1], None).to_components()[0]["components"]
    assert len([c for c in single if c["type"] == 12]) == 1
    # The file names keep the form a restart looks for (cogs.publisher.POST_FILE).
    from cogs.publisher import POST_FILE

    assert all(POST_FILE.match(f.filename) for f in sent)
    # More images than a message holds: the first ten (the publisher sends only those files).
    many = files(12)
    view = turn_post_view(PostTexts(turn="t"), speaker, many, seat_colour(0))
    shown = [c for c in view.to_components()[0]["components"] if c["type"] == 12]
    assert sum(len(gallery["items"]) for gallery in shown) == MAX_FILES
    assert discord_problems(view, many[:MAX_FILES]) == []
    # The fake refuses what Discord refuses: 11 items, a reference to a file the message lacks.
    eleven = {"type": 12, "items": [{"media": {"url": f"attachment://{f.filename}"}} for f in many[:11]]}
    uploads = [(i, f.filename, PNG, "image/png") for i, f in enumerate(many)]
    assert FakeDiscord._check_v2_message({"components": [eleven]}, uploads, None)
    assert FakeDiscord._check_v2_message({"components": [eleven]}, uploads[:10], None)
    assert FakeDiscord._check_v2_message({"components": [], "content": "hi"}, [], None)


async def test_without_images_the_post_says_so_in_text():
    speaker = Speaker("en-US", ["a", "b"])
    view = turn_post_view(PostTexts(turn="t", note=speaker.t("turn-no-image")), speaker, [], None)
    assert discord_problems(view, []) == []
    assert text_of(view)[-1] == speaker.t("turn-no-image")
    assert not [c for c in view.to_components()[0]["components"] if c["type"] == 12]


async def test_the_buttons_sit_in_the_container_with_their_persistent_ids():
    table = six_players()
    view = turn_post_view(PostTexts(turn="t"), table_speaker(table), files(1), None, board_buttons(table))
    rows = [c for c in view.to_components()[0]["components"] if c["type"] == 1]
    assert [(b["label"], b["custom_id"]) for b in rows[0]["components"]] == [
        ("Take turn", f"turn:{table.id}:{table.version}"),
        ("My hand", f"hand:{table.id}:{table.version}"),
    ]
    assert board_buttons(record("solstis", ["a", "b"], None, status=FINISHED)) == []


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_result_is_a_layout_too(language):
    from rules.base import Result

    table = six_players(language)
    result = Result(
        scores=[188, 177, 177, 150, 12, 0],
        breakdown=[{"ruby": 100 + s, "trash": -s, "total": 0} for s in range(6)],
        ranking=[0, 1, 2, 3, 4, 5],
        winners=[0],
        places=[1, 2, 2, 4, 5, 6],
    )
    sheet = files(1, "game-7-scores")
    view = result_view(final_text(table, result), sheet, seat_colour(0))
    assert discord_problems(view, sheet) == []
    (text,) = text_of(view)
    # Places as the language writes them (as on the score sheet), never a list Discord renumbers.
    second = table_speaker(table).t("render-score-place", place=2)
    assert f"\n{not_a_list(second + ' ')}" in text and not re.search(r"^\d+[.)] ", text, re.M), text
    assert view.to_components()[0]["accent_color"] == seat_colour(0).value
