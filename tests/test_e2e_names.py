"""End to end: a player's name is text, never markup, and a post pings only the users it is meant for.

Seat 0 is a member named ``{p1}`` (a placeholder) and seat 1 a member whose name is a mention of
carol plus markdown. Carol does not play: no message of the bot may ever ping her, and the
captions show both names as written. Also: ``/game list`` hides games in channels the caller
cannot see. And: names holding links, timestamps, command and channel mentions
and bidirectional controls are inert in every post of a whole game, its end and the ratings.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3

import pytest

from cogs.ui import plain
from lang import SOURCE, Speaker, isolate
from rules.text import Msg, seats_in
from services.turn_posts import caption_events
from tests.e2e_helpers import (
    board_messages,
    board_snapshots,
    db_game,
    legal_choices,
    newest_shown,
    open_table,
    play_to_the_end,
    wait_board_after,
)
from tests.fake_discord.harness import World, running_bot
from tests.fake_discord.server import P_VIEW_CHANNEL, walk_components

pytestmark = pytest.mark.e2e

MOVES = 8


class NamesWorld(World):
    placeholder: int  # the member named "{p1}"
    mention: int  # the member named after carol's mention


def tricky_names(fake) -> NamesWorld:
    guild = fake.add_guild("Test Guild")
    channel = fake.add_text_channel(guild, "games")
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    world = NamesWorld(guild, channel, alice, bob, carol)
    world.placeholder = fake.add_user("{p1}")
    world.mention = fake.add_user(f"<@{carol}> **bold**")
    return world


def logged_moves(db_path, game_id: int) -> list[tuple[int, int, str]]:
    """(version, seat, events JSON) of every logged move, read-only from the bot's database."""
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return con.execute(
            "SELECT version, seat, events FROM moves WHERE game_id = ? ORDER BY version", (game_id,)
        ).fetchall()
    finally:
        con.close()


def every_bot_message(fake) -> list:
    return [m for m in fake.all_messages() if m.author_id == fake.bot_user_id]


async def test_names_are_text_and_only_players_are_pinged(tmp_path):
    async with running_bot(tmp_path, setup=tricky_names, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, world):
        players = [world.placeholder, world.mention]
        _, thread = await open_table(fake, world.channel, world.placeholder, "mountain-miners", [world.mention], bots=0)
        rng = random.Random(3)
        for _ in range(MOVES):
            choices = {user: await legal_choices(fake, user, thread) for user in players}
            mover = next((user for user in players if choices[user]), None)
            assert mover is not None, "a human is to act in a two-human game"
            choice = rng.choice(choices[mover])
            before = newest_shown(fake, thread)
            ix = await fake.slash(mover, thread, "move", {"action": choice["value"]})
            await ix.wait_done()
            assert ix.content.startswith("Played:"), ix.content
            await wait_board_after(fake, thread, before)  # a new turn post, or the turn's post edited

        # Each caption is the rules' events with the literal (escaped) names, filled in one pass.
        shown = ["{p1}", f"<\u200b@{world.carol}> \\*\\*bold\\*\\*"]
        rows = logged_moves(bot.db_path, db_game(bot.db_path)["id"])
        # Every line any board post ever showed (each post lists the moves of its turn).
        # (the newest move's line may start with the count of the post's earlier moves)
        captions = {
            re.sub(r"^\(\d+ earlier moves?: `/game log`\) ", "", line)
            for _, snapshot, _ in board_snapshots(fake, thread)
            for line in snapshot.text.splitlines()
        }
        seat0_moves = 0
        for number, (version, seat, events) in enumerate(rows, start=1):
            texts = [Speaker(SOURCE, shown).stored(e) for e in caption_events("mountain-miners", json.loads(events))]
            expected = f"Move {number}: " + (" · ".join(t for t in texts) or f"{isolate(shown[seat])} decided.")
            assert expected in captions, (expected, sorted(captions))
            seat0_moves += seat == 0 and any(0 in seats_in(Msg.from_json(e["msg"])) for e in json.loads(events))
        assert seat0_moves, "seat 0 (named {p1}) made a move whose caption names them"
        assert not any(f"<@{world.carol}>" in c for c in captions), "the mention in a name stays text"

        # /game log shows the same literal names.
        ix = await fake.slash(world.placeholder, thread, "game log", {})
        await ix.wait_done()
        assert "{p1}" in ix.content and f"<@{world.carol}>" not in ix.content, ix.content

        # Nobody outside the table was pinged, and every allowed_mentions names table members only.
        messages = every_bot_message(fake)
        assert all(world.carol not in m.pinged for m in messages), [m.text for m in messages if world.carol in m.pinged]
        for message in messages:
            for allowed in message.allowed_mentions_log:
                assert allowed is not None, f"a message without allowed_mentions: {message.content!r}"
                assert not set(allowed.get("parse") or []) & {"users", "roles", "everyone"}, (allowed, message.content)
                assert {int(u) for u in allowed.get("users") or []} <= set(players), (allowed, message.content)
        # Board posts ping exactly the player to act.
        for message in board_messages(fake, thread):
            created = message.history[0].text if message.history else message.text
            mentioned = {p for p in players if f"<@{p}>" in created}
            assert message.pinged == mentioned and len(mentioned) == 1, (message.content, message.pinged)


def hidden_channel_world(fake) -> World:
    world = tricky_names(fake)
    world.secret = fake.add_text_channel(world.guild, "secret")
    fake.set_overwrite(world.secret, world.guild, deny=P_VIEW_CHANNEL, member=False)  # @everyone: hidden
    fake.set_overwrite(world.secret, world.alice, allow=P_VIEW_CHANNEL)
    fake.set_overwrite(world.secret, world.bob, allow=P_VIEW_CHANNEL)
    return world


async def test_game_list_hides_games_in_channels_the_caller_cannot_see(tmp_path):
    async with running_bot(tmp_path, setup=hidden_channel_world, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, world):
        await open_table(fake, world.secret, world.alice, "mountain-miners", [world.bob], bots=0)
        secret_game = db_game(bot.db_path)["id"]
        ix = await fake.slash(world.carol, world.channel, "play", {"game": "paper-world"})
        await ix.wait_done()
        open_lobby = db_game(bot.db_path)["id"]

        ix = await fake.slash(world.carol, world.channel, "game list", {})
        await ix.wait_done()
        assert ix.ephemeral
        assert f"**Paper World** #{open_lobby} in" in ix.content, ix.content
        assert "Games being played" not in ix.content and "Mountain Miners" not in ix.content, ix.content
        assert "alice" not in ix.content and "bob" not in ix.content, ix.content

        ix = await fake.slash(world.alice, world.channel, "game list", {})
        await ix.wait_done()
        players = Speaker(SOURCE).join([isolate("alice"), isolate("bob")])  # as the reader's language writes lists
        assert f"**Mountain Miners** #{secret_game}: {players}" in ix.content, ix.content
        assert f"**Paper World** #{open_lobby} in" in ix.content, ix.content


# ------------------------------------------------------------------ markup in names
BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
HIDDEN = re.compile("[\u200b\\\\]")  # what plain() adds: zero-width spaces and markdown backslashes


class MarkupWorld(World):
    linker: int
    mentioner: int
    channel_name: str


def markup_names(fake) -> MarkupWorld:
    guild = fake.add_guild("Test Guild")
    channel = fake.add_text_channel(guild, "games")
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    world = MarkupWorld(guild, channel, alice, bob, carol)
    # U+202E would show "evil" reversed and everything after it; the link would be clickable and
    # previewed, the timestamp a live clock, the command mention a button, the channel a link.
    world.linker = fake.add_user("\u202eevil https://evil.example/x <t:1700000000:R>")
    world.mentioner = fake.add_user(
        f"</play:1234567890123456789> <#{channel}> discord.gg/abc \u2066\u05e9\u05dc\u05d5\u05dd\u2069 1. x"
    )
    return world


def without_isolated_names(text: str, names: list[str]) -> str:
    """``text`` without each name (as posted: inert, isolated) and its isolate marks; a name cut at
    the end of a long text, or of a long line of the log (each move's line is clipped on its own),
    keeps its isolate closed after the "…"."""
    for name in names:
        for shown in (plain(name), plain(name, in_markdown=False)):
            text = text.replace(isolate(shown), "")
    return CUT_NAME.sub("", text)


CUT_NAME = re.compile("\u2068[^\u2066-\u2069]*…\u2069$", re.MULTILINE)


def visible(text: str) -> str:
    """Text as a reader sees it once rendered: without plain()'s zero-width spaces and backslashes."""
    return HIDDEN.sub("", text)


def every_text_the_bot_posted(fake) -> list[str]:
    """The content of every creation and edit of every bot message (private answers too), and embeds."""
    texts = []
    for message in every_bot_message(fake):
        texts.extend(snapshot.text for snapshot in message.history)
        texts.append(message.embed_text())
    return texts


async def private_text(fake, user: int, channel: int, command: str, options: dict) -> str:
    ix = await fake.slash(user, channel, command, options)
    await ix.wait_done()
    return (ix.content or "") + (ix.message.embed_text() if ix.message else "")


async def test_links_timestamps_mentions_and_bidi_controls_in_names_stay_inert_everywhere(tmp_path):
    async with running_bot(tmp_path, setup=markup_names, env={"TABLETOP_AI_DELAY": "0"}) as (fake, _bot, world):
        players = [world.linker, world.mentioner]
        names = [fake.users[user]["username"] for user in players]
        # What a reader sees of each name: the same letters, the bidi controls gone.
        readable = [BIDI_CONTROLS.sub("", name) for name in names]
        raw_markup = [
            "https://evil.example",
            "<t:1700000000:R>",
            "</play:1234567890123456789>",
            f"<#{world.channel}>",
            "discord.gg/abc",
        ]

        _, thread = await open_table(fake, world.channel, world.linker, "solstis", [world.mentioner], bots=0)
        listed = await private_text(fake, world.carol, world.channel, "game list", {})  # while it is played
        final = await play_to_the_end(fake, thread, players, seed=4)
        ratings = await fake.wait_for(
            lambda: next(
                (m for m in fake.messages(thread, include_ephemeral=False) if "Ratings" in (m.content or "")), None
            ),
            60,
            "the ratings line",
        )
        log = await private_text(fake, world.linker, thread, "game log", {})
        stats = await private_text(fake, world.carol, world.channel, "stats", {"user": world.mentioner})
        leaderboard = await private_text(fake, world.carol, world.channel, "leaderboard", {"game": "solstis"})
        intro = board_messages(fake, thread)[0].history[0].text

        # Every place a name appears shows it readably, in the one inert form.
        for place, text in {
            "intro": intro,
            "final text": final.text,
            "ratings line": ratings.content,
            "/game log": log,
            "/game list": listed,
            "/stats": stats,
            "/leaderboard": leaderboard,
        }.items():
            for name, seen in zip(names, readable):
                if place == "/stats" and name != names[1]:
                    continue
                assert plain(name) in text, (place, name, text)
                assert seen in visible(text), (place, seen, text)
        # No post at all (boards and their edits, captions, answers, embeds) holds live markup of a name.
        texts = every_text_the_bot_posted(fake)
        assert len(texts) > 20
        for text in texts:
            # The only bidi controls: the isolates the bot puts around each name.
            assert not BIDI_CONTROLS.search(without_isolated_names(text, names)), repr(text)
            for markup in raw_markup:
                assert markup not in text, (markup, text)
        # The captions name the players too: at least one move line shows each inert name.
        captions = [line for text in texts for line in text.splitlines() if re.search(r"\bMove \d+: ", line)]
        assert all(any(plain(name) in line for line in captions) for name in names), captions


# ------------------------------------------------------------------ right-to-left names
HEBREW, ARABIC = "דוד כהן", "محمد علي"
FSI, PDI = "\u2068", "\u2069"


class ScriptsWorld(World):
    hebrew: int
    arabic: int


def right_to_left_names(fake) -> ScriptsWorld:
    guild = fake.add_guild("Test Guild")
    channel = fake.add_text_channel(guild, "games")
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    world = ScriptsWorld(guild, channel, alice, bob, carol)
    world.hebrew, world.arabic = fake.add_user(HEBREW), fake.add_user(ARABIC)
    return world


def labels_of(components) -> list[str]:
    """Every label, description and placeholder of a component list (buttons, menus, options)."""
    found = []
    for component in walk_components(components):
        for key in ("label", "description", "placeholder"):
            if component.get(key):
                found.append(str(component[key]))
        for option in component.get("options") or []:
            found.extend(str(option.get(key)) for key in ("label", "description") if option.get(key))
    return found


async def test_hebrew_and_arabic_names_are_isolated_in_every_text_the_bot_sends(tmp_path):
    """A whole game with a Hebrew and an Arabic name: every post and its edits (turn post, moves,
    standings, final text, ratings), every private answer, the lobby, the log, /game list, /stats,
    /leaderboard, button and menu labels and the /move choices show each name between U+2068 and
    U+2069, so the sentence around it keeps its order; nothing else is isolated."""
    async with running_bot(tmp_path, setup=right_to_left_names, env={"TABLETOP_AI_DELAY": "0"}) as (fake, _bot, world):
        players = [world.hebrew, world.arabic]
        choices: list[str] = []

        async def note_choice(user, choice):
            choices.append(str(choice["name"]))

        _, thread = await open_table(fake, world.channel, world.hebrew, "solstis", [world.arabic], bots=0)
        listed = await private_text(fake, world.carol, world.channel, "game list", {})
        final = await play_to_the_end(fake, thread, players, seed=5, on_move=note_choice)
        await fake.wait_for(
            lambda: next((m for m in fake.messages(thread) if "Ratings" in (m.content or "")), None), 60, "ratings"
        )
        answers = [
            listed,
            await private_text(fake, world.hebrew, thread, "game log", {}),
            await private_text(fake, world.carol, world.channel, "stats", {"user": world.arabic}),
            await private_text(fake, world.carol, world.channel, "leaderboard", {"game": "solstis"}),
        ]
        assert HEBREW in final.text and ARABIC in final.text

        texts = every_text_the_bot_posted(fake) + answers + choices
        for message in every_bot_message(fake):
            for snapshot in message.history:
                texts.extend(labels_of(snapshot.components))
        seen = {HEBREW: 0, ARABIC: 0}
        for text in texts:
            for name in seen:
                assert text.count(name) == text.count(FSI + name + PDI), (name, text)
                seen[name] += text.count(name)
            assert not BIDI_CONTROLS.search(without_isolated_names(text, [HEBREW, ARABIC])), repr(text)
        assert min(seen.values()) > 10, seen  # both names were shown, many times
