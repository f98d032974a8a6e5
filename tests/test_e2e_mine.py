"""End to end: ``/game mine`` and its **Next** button, through the real bot.py and the fake Discord.

A member plays three games against bots in two servers: the list shows the games waiting for her
first, the soonest deadline first, with links to each thread and turn post, and leaves out a game
that ended and another member's practice game; **Next** opens, one after the other, the picker of
each decision waiting for her, wherever it is played: the same picker Take turn opens there, and
choosing on it plays the move. A member with no game is told so in one short private line, in her
language; the list is in the reader's language. A reminder by DM carries the same Next button.
"""

from __future__ import annotations

import asyncio
import random
import re
from dataclasses import dataclass

import pytest

from lang import Speaker
from tests.e2e_helpers import ENGLISH, db_rows, latest_board, legal_choices, picker_moves
from tests.fake_discord import FakeDiscord
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}
NEXT = "mine:next"
NUMBER = re.compile(r"\*\* #(\d+) ")


@dataclass
class TwoServers:
    first: int
    second: int
    channels: list[int]  # two in the first server, two in the second
    alice: int
    bob: int
    carol: int


def two_servers(fake: FakeDiscord) -> TwoServers:
    first = fake.add_guild("First Guild")
    second = fake.add_guild("Second Guild")
    channels = [
        fake.add_text_channel(first, "games"),
        fake.add_text_channel(first, "more-games"),
        fake.add_text_channel(second, "games"),
        fake.add_text_channel(second, "more-games"),
    ]
    return TwoServers(first, second, channels, fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol"))


def button(message, label: str) -> str:
    return next(cid for text, cid, _ in message.buttons() if text == label)


async def start_against_a_bot(fake: FakeDiscord, user: int, channel: int, game: str) -> int:
    """``/play`` with one bot, then Start; returns the game's thread once its first board is up."""
    ix = await fake.slash(user, channel, "play", {"game": game, "bots": 1})
    await ix.wait_done()
    lobby = ix.message
    await (await fake.click(user, lobby, button(lobby, ENGLISH.t("lobby-button-start")))).wait_done()
    thread = await fake.wait_for(lambda: next(iter(fake.threads(channel)), None), 15, "the game thread")
    await fake.wait_for(lambda: [m for m in fake.messages(thread.id, include_ephemeral=False) if m.attachments], 15)
    return thread.id


async def until_to_act(fake: FakeDiscord, user: int, thread: int, timeout: float = 20) -> None:
    """Wait until ``user`` has a decision to make in ``thread`` (the bots moved)."""
    for _ in range(int(timeout / 0.2)):
        if await legal_choices(fake, user, thread):
            return
        await asyncio.sleep(0.2)
    raise AssertionError(f"no decision for {user} in thread {thread}")


def game_of(db_path, thread: int) -> dict:
    return db_rows(db_path, "SELECT * FROM games WHERE thread_id = ?", (thread,))[0]


def deadline_of(db_path, game_id: int, user: int) -> float:
    """The time-out of ``user``'s current decision in the game (the deadline the list shows)."""
    return float(
        db_rows(
            db_path,
            "SELECT t.due_at FROM timers AS t JOIN seats AS s ON s.game_id = t.game_id AND s.seat = t.seat"
            " WHERE t.game_id = ? AND s.user_id = ? AND t.kind = 'timeout'",
            (game_id, user),
        )[0]["due_at"]
    )


def own_moves(db_path, game_id: int) -> int:
    return int(db_rows(db_path, "SELECT COUNT(*) AS n FROM moves WHERE game_id = ? AND by_ai = 0", (game_id,))[0]["n"])


def fields(message) -> dict[str, str]:
    """The list's sections (field name: text) over its embeds; a section going on keeps its text."""
    found: dict[str, str] = {}
    last = ""
    for embed in message.embeds:
        for field in embed.get("fields") or []:
            name = field["name"] if field["name"] != "\u200b" else last
            found[name] = (found.get(name, "") + "\n" + field["value"]).strip()
            last = name
    return found


def labels(picker) -> list[str]:
    """What the picker offers, as the member reads it: its move buttons and menu options."""
    shown = [label for label, cid, _ in picker.buttons() if cid and cid.startswith("pick:")]
    shown += [o["label"] for s in picker.selects() for o in s["options"]]
    return shown


async def test_next_follows_every_decision_waiting_for_a_member_across_two_servers(tmp_path):
    rng = random.Random(5)
    async with running_bot(tmp_path, setup=two_servers, env=FAST_AI) as (fake, bot, world):
        alice = world.alice
        threads = [
            await start_against_a_bot(fake, alice, world.channels[0], "solstis"),
            await start_against_a_bot(fake, alice, world.channels[2], "solstis"),
            await start_against_a_bot(fake, alice, world.channels[1], "nanga-parbat"),
        ]
        # A fourth game ends (its host abandons it): it is not listed.
        ended = await start_against_a_bot(fake, alice, world.channels[3], "solstis")
        ix = await fake.slash(alice, ended, "game abandon")
        await ix.wait_done()
        assert game_of(bot.db_path, ended)["status"] == "abandoned"
        # Bob practises (/learn): his own game, in a private thread, is his to see only.
        ix = await fake.slash(world.bob, world.channels[0], "learn", {"game": "solstis"})
        await ix.wait_done()
        practice = db_rows(bot.db_path, "SELECT id FROM games WHERE practice = 1")[0]["id"]

        for thread in threads:
            await until_to_act(fake, alice, thread)
        # Alice moves in her first game: its next decision's deadline comes after the others'.
        first = game_of(bot.db_path, threads[0])["id"]
        moved = own_moves(bot.db_path, first)
        choice = (await legal_choices(fake, alice, threads[0]))[0]
        await (await fake.slash(alice, threads[0], "move", {"action": choice["value"]})).wait_done()
        await fake.wait_for(lambda: own_moves(bot.db_path, first) > moved, 10, "alice's move")
        await until_to_act(fake, alice, threads[0])

        games = {thread: game_of(bot.db_path, thread) for thread in threads}
        ids = [games[t]["id"] for t in threads]
        deadlines = {game_id: deadline_of(bot.db_path, game_id, alice) for game_id in ids}
        expected = sorted(ids, key=deadlines.__getitem__)
        assert expected != sorted(ids)  # the list's order is the deadlines', not the games' own

        # The list, asked for in the second server: private, every game of both servers.
        ix = await fake.slash(alice, world.channels[2], "game mine")
        await ix.wait_done()
        listed = ix.message
        assert ix.ephemeral and listed.embeds, listed.content
        assert listed.embeds[0]["title"] == ENGLISH.t("mine-title", count=3)
        sections = fields(listed)
        waiting = sections[ENGLISH.t("mine-section-waiting", count=3)]
        assert [int(n) for n in NUMBER.findall(waiting)] == expected
        for thread, game in games.items():
            server = world.first if thread != threads[1] else world.second
            line = next(line for line in waiting.splitlines() if f"** #{game['id']} " in line)
            assert f"https://discord.com/channels/{server}/{thread})" in line, line
            assert f"https://discord.com/channels/{server}/{thread}/{game['board_message_id']})" in line, line
            assert f"<t:{int(deadlines[game['id']])}:R>" in line, line
            assert ("Second Guild" if server == world.second else "First Guild") in line
        everything = listed.embed_text()
        assert f"#{game_of(bot.db_path, ended)['id']} " not in everything  # the ended game
        assert f"#{practice} " not in everything  # bob's practice game

        # Bob's own list has his practice game.
        ix = await fake.slash(world.bob, world.channels[0], "game mine")
        await ix.wait_done()
        assert ix.ephemeral and f"** #{practice} " in ix.message.embed_text()

        # Next carries no state: it works on that list after the bot restarted.
        bot.restart()  # SIGKILL, then start again on the same database
        await bot.wait_ready()
        # Next, clicked again and again on that one list: the oldest decision waiting each time.
        for game_id in expected:
            thread = next(t for t, g in games.items() if g["id"] == game_id)
            ix = await fake.click(alice, listed, NEXT)
            await ix.wait_done()
            picker = ix.message
            assert ix.ephemeral and picker.id != listed.id
            components = picker_moves(picker)
            assert components and {cid.split(":")[1] for _, cid in components} == {str(game_id)}, picker.text
            # The very picker Take turn opens in that game's thread.
            board = latest_board(fake, thread)
            take = await fake.click(alice, board, button(board, ENGLISH.t("turn-button-take")))
            await take.wait_done()
            assert labels(take.message) == labels(picker)
            # Choosing on it plays the move.
            before = own_moves(bot.db_path, game_id)
            kind, custom_id = rng.choice(components)
            if kind == "button":
                pick = await fake.click(alice, picker, custom_id)
            else:
                values = [rng.choice(picker.component(custom_id)["options"])["value"]]
                pick = await fake.select(alice, picker, custom_id, values)
            await pick.wait_done()
            await fake.wait_for(lambda: own_moves(bot.db_path, game_id) > before, 10, f"the move in game {game_id}")


async def test_no_game_is_one_short_private_line_and_the_list_is_in_the_readers_language(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        ix = await fake.slash(world.carol, world.channel, "game mine")
        await ix.wait_done()
        assert ix.ephemeral and ix.content == ENGLISH.t("mine-none") and not ix.message.buttons()

        fake.set_locale(world.carol, "ja")
        ix = await fake.slash(world.carol, world.channel, "game mine")
        await ix.wait_done()
        assert ix.ephemeral and ix.content == Speaker("ja").t("mine-none")

        # Alice sits in a lobby only: it is listed, and with no decision waiting there is no Next.
        lobby = await fake.slash(world.bob, world.channel, "play", {"game": "solstis"})
        await lobby.wait_done()
        await (
            await fake.click(world.alice, lobby.message, button(lobby.message, ENGLISH.t("lobby-button-join")))
        ).wait_done()
        fake.set_locale(world.alice, "fr")
        ix = await fake.slash(world.alice, world.channel, "game mine")
        await ix.wait_done()
        french = Speaker("fr")
        assert ix.ephemeral and ix.message.embeds[0]["title"] == french.t("mine-title", count=1)
        assert french.t("mine-section-lobbies", count=1) in fields(ix.message)
        assert NEXT not in [cid for _, cid, _ in ix.message.buttons()]
        # Next from anywhere, with nothing waiting: one short private line.
        game_id = db_rows(bot.db_path, "SELECT id FROM games")[0]["id"]
        lobby_post = fake.message(lobby.message.id)
        assert (
            f"/{world.channel}/{lobby_post.id})" in ix.message.embed_text()
            and f"#{game_id} " in ix.message.embed_text()
        )


async def test_a_reminder_by_dm_carries_next_and_it_opens_the_waiting_picker(tmp_path):
    # Clocks shrunk: a live decision takes 15 s, so the half-time reminder comes after 7.5 s.
    async with running_bot(tmp_path, env={**FAST_AI, "TABLETOP_CLOCK_SCALE": "0.05"}) as (fake, bot, world):
        thread = await start_against_a_bot(fake, world.alice, world.channel, "solstis")
        game_id = game_of(bot.db_path, thread)["id"]
        reminder = await fake.wait_for(
            lambda: next((m for m in fake.dm_messages(world.alice) if NEXT in [c for _, c, _ in m.buttons()]), None),
            20,
            "the reminder by DM with Next",
        )
        assert (ENGLISH.t("mine-button-next"), NEXT, False) in reminder.buttons()
        before = own_moves(bot.db_path, game_id)
        ix = await fake.click(world.alice, reminder, NEXT)
        await ix.wait_done()
        picker = ix.message
        components = picker_moves(picker)
        assert ix.ephemeral and components, picker.text
        assert {cid.split(":")[1] for _, cid in components} == {str(game_id)}
        kind, custom_id = components[0]
        if kind == "button":
            pick = await fake.click(world.alice, picker, custom_id)
        else:
            pick = await fake.select(
                world.alice, picker, custom_id, [picker.component(custom_id)["options"][0]["value"]]
            )
        await pick.wait_done()
        await fake.wait_for(lambda: own_moves(bot.db_path, game_id) > before, 10, "the move picked from the DM")


async def test_a_member_in_25_games_gets_them_all_within_discords_limits(tmp_path):
    def long_names(fake: FakeDiscord) -> TwoServers:
        # Discord's longest server name (100 characters), so every line is as long as it gets.
        first = fake.add_guild("F" * 100)
        second = fake.add_guild("S" * 100)
        channels = [fake.add_text_channel(first, "games"), fake.add_text_channel(second, "games")]
        return TwoServers(first, second, channels, fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol"))

    caps_off = {**FAST_AI, "TABLETOP_MAX_GAMES_PER_MEMBER": "0", "TABLETOP_MAX_GAMES_PER_SERVER": "0"}
    async with running_bot(tmp_path, setup=long_names, env=caps_off) as (fake, bot, world):
        for number in range(25):
            channel = world.channels[number % 2]
            count = len(fake.threads(channel))
            ix = await fake.slash(world.alice, channel, "play", {"game": "solstis", "bots": 1})
            await ix.wait_done()
            lobby = ix.message
            await (await fake.click(world.alice, lobby, button(lobby, ENGLISH.t("lobby-button-start")))).wait_done()
            await fake.wait_for(lambda: len(fake.threads(channel)) > count, 15, f"game {number + 1}'s thread")
        ids = [row["id"] for row in db_rows(bot.db_path, "SELECT id FROM games WHERE status = 'active'")]
        assert len(ids) == 25
        await fake.wait_for(
            lambda: all(row["board_message_id"] for row in db_rows(bot.db_path, "SELECT board_message_id FROM games")),
            60,
            "every first turn post",
        )

        ix = await fake.slash(world.alice, world.channels[0], "game mine")
        await ix.wait_done()

        def listed() -> list[int]:
            return [int(n) for m in [ix.message, *ix.followups] for n in NUMBER.findall(m.embed_text())]

        # The list goes on in private follow-ups, sent after the first message.
        await fake.wait_for(lambda: len(listed()) >= 25, 10, "the whole list")
        messages = [ix.message, *ix.followups]
        assert all(m.ephemeral for m in messages)
        assert sorted(listed()) == sorted(ids)  # every game, once
        # Next once, on the first message; the fake refuses (and the block fails on) any message past a
        # limit of Discord's: 6,000 characters of embeds, 1,024 a field, 25 fields, 10 embeds.
        nexts = [cid for m in messages for _, cid, _ in m.buttons() if cid == NEXT]
        assert nexts == [NEXT] and NEXT in [cid for _, cid, _ in messages[0].buttons()]
        assert not fake.violations, fake.violations
        assert len(messages) > 1  # 25 such lines do not fit one message: the list goes on, whole
