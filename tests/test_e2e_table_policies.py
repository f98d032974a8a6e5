"""End to end : what a member can do against the table's policies,
through the real bot.py and the fake Discord. A member cannot start game after game; an abandon vote
lapses when the game moves on and can be withdrawn; the host cannot hand over a player who came back
after a time-out; idle lobbies lapse and a full server says where its lobbies are; only the host adds
bots. The policies are described in docs/table-policies.md."""

from __future__ import annotations

import sqlite3
import time

import pytest

from lang import SOURCE, Speaker
from services.lobbies import LOBBY_IDLE_SECONDS, MAX_GAMES_PER_MEMBER, MAX_OPEN_LOBBIES_PER_SERVER
from tests.e2e_helpers import db_game, db_rows, env, legal_choices, move, open_table, seats, text_in, to_act
from tests.fake_discord.harness import World, running_bot
from tests.fake_discord.server import P_VIEW_CHANNEL

pytestmark = pytest.mark.e2e


def button(fake, message, label: str) -> str:
    """A button's custom id, read afresh (lobby buttons carry the lobby's version)."""
    return next(cid for text, cid, _ in fake.message(message.id).buttons() if text == label)


def statuses(db_path) -> list[str]:
    return [row["status"] for row in db_rows(db_path, "SELECT status FROM games ORDER BY id")]


# ---------------------------------------------------------------- item 2: a cap on games in play
async def test_a_member_cannot_start_game_after_game(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        for started in range(1, MAX_GAMES_PER_MEMBER + 1):  # games against a bot: they count too
            if started == MAX_GAMES_PER_MEMBER:  # before her last game, alice sits down at bob's table
                ix = await fake.slash(world.bob, world.channel, "play", {"game": "solstis"})
                await ix.wait_done()
                bobs = ix.message
                await (await fake.click(world.alice, bobs, button(fake, bobs, "Join"))).wait_done()
            ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis", "bots": 1})
            await ix.wait_done()
            lobby = ix.message
            await (await fake.click(world.alice, lobby, button(fake, lobby, "Start"))).wait_done()
            await fake.wait_for(lambda: len(fake.threads(world.channel)) == started, 15, f"game {started}'s thread")
        bobs_id = db_rows(bot.db_path, "SELECT id FROM games WHERE status = 'lobby'")[0]["id"]
        assert statuses(bot.db_path).count("active") == MAX_GAMES_PER_MEMBER

        ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis", "bots": 1})
        await ix.wait_done()
        assert ix.ephemeral and f"the cap of games in play per member ({MAX_GAMES_PER_MEMBER})" in ix.content, (
            ix.content
        )
        assert f"<@{world.alice}>" not in ix.content  # her own refusal lists her games, not her
        assert len(statuses(bot.db_path)) == MAX_GAMES_PER_MEMBER + 1  # no lobby was opened

        # Bob's table cannot start while alice, seated there, is at her cap; the refusal names her.
        ix = await fake.click(world.bob, bobs, button(fake, bobs, "Start"))
        await ix.wait_done()
        one_player = Speaker(SOURCE).t("lobby-refusal-players-games", count=1, cap=MAX_GAMES_PER_MEMBER)
        assert ix.ephemeral and one_player in ix.content and f"<@{world.alice}>" in ix.content, ix.content
        assert db_game(bot.db_path, bobs_id)["status"] == "lobby"

        # Nor can she sit down at another table.
        ix = await fake.slash(world.carol, world.channel, "play", {"game": "solstis"})
        await ix.wait_done()
        carols = ix.message
        ix = await fake.click(world.alice, carols, button(fake, carols, "Join"))
        await ix.wait_done()
        assert ix.ephemeral and f"You already play in {MAX_GAMES_PER_MEMBER} games" in ix.content, ix.content
        assert len(seats(bot.db_path, db_game(bot.db_path)["id"])) == 1

        # One of her games ends: bob's table starts.
        first_thread = fake.threads(world.channel)[0].id
        ix = await fake.slash(world.alice, first_thread, "game abandon")  # unrated (a bot): the host ends it
        await ix.wait_done()
        assert ix.ephemeral and "abandoned" in ix.content
        await (await fake.click(world.bob, bobs, button(fake, bobs, "Start"))).wait_done()
        assert db_game(bot.db_path, bobs_id)["status"] == "active"


# ---------------------------------------------------------------- item 3: abandon votes lapse and can be withdrawn
async def test_an_abandon_vote_lapses_when_the_game_moves_on_and_can_be_withdrawn(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        players = [world.alice, world.bob, world.carol]
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", players[1:], bots=0)
        game_id = db_game(bot.db_path)["id"]
        ix = await fake.slash(world.alice, thread, "game abandon")
        await ix.wait_done()
        assert ix.ephemeral and "1 of 2" in ix.content and "until the next move" in ix.content, ix.content

        await move(fake, thread, (await to_act(fake, thread, players))[0])  # the game moves on
        ix = await fake.slash(world.bob, thread, "game abandon")
        await ix.wait_done()
        assert ix.ephemeral and "1 of 2" in ix.content, ix.content  # alice's vote lapsed with the move
        assert db_game(bot.db_path, game_id)["status"] == "active"

        ix = await fake.slash(world.bob, thread, "game abandon")  # again: bob withdraws his vote
        await ix.wait_done()
        assert ix.ephemeral and "withdrew" in ix.content and "0 of 2" in ix.content, ix.content
        await fake.wait_for(text_in(fake, thread, "withdrew their vote"), 5, "the withdrawal in the thread")

        ix = await fake.slash(world.carol, thread, "game abandon")
        await ix.wait_done()
        assert ix.ephemeral and "1 of 2" in ix.content, ix.content
        ix = await fake.slash(world.bob, thread, "game abandon")  # a fresh vote: now two agree
        await ix.wait_done()
        assert ix.ephemeral and "abandoned" in ix.content, ix.content
        ended = await fake.wait_for(text_in(fake, thread, "without a result"), 5, "the announcement")
        assert f"<@{world.bob}>" in ended.content and f"<@{world.carol}>" in ended.content
        assert f"<@{world.alice}>" not in ended.content
        assert db_game(bot.db_path, game_id)["status"] == "abandoned"


# ---------------------------------------------------------------- item 4: handover only of a player absent now
async def test_the_host_cannot_hand_over_a_player_who_came_back_after_a_time_out(tmp_path):
    async with running_bot(tmp_path, env=env(0.02)) as (fake, bot, world):  # live: 6 s a decision
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        game_id = db_game(bot.db_path)["id"]
        for _ in range(10):  # alice plays until bob is to decide
            if await legal_choices(fake, world.bob, thread):
                break
            await move(fake, thread, world.alice)
        await fake.wait_for(text_in(fake, thread, f"<@{world.bob}> ran out of time"), 20, "bob's time-out")

        for _ in range(40):  # bob is back: he makes his next decision himself
            if await legal_choices(fake, world.bob, thread):
                await move(fake, thread, world.bob)
                break
            if await legal_choices(fake, world.alice, thread):
                await move(fake, thread, world.alice)
        bob = seats(bot.db_path, game_id)[1]
        assert bob["timeouts_total"] == 1 and bob["timeouts"] == 0, dict(bob)

        ix = await fake.slash(world.alice, thread, "game handover", {"player": world.bob})
        await ix.wait_done()
        assert ix.ephemeral and "not absent now" in ix.content and "only they can hand over" in ix.content, ix.content
        bob = seats(bot.db_path, game_id)[1]
        assert bob["autopilot"] == 0 and bob["handed_over"] == 0


# ---------------------------------------------------------------- item 9: lobbies lapse; a full server says where
class HostsWorld(World):
    secret: int  # a channel the caller (carol) cannot see
    hosts: list[int]


def many_hosts(fake) -> HostsWorld:
    guild = fake.add_guild("Test Guild")
    channel = fake.add_text_channel(guild, "games")
    world = HostsWorld(guild, channel, fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol"))
    world.secret = fake.add_text_channel(guild, "secret")
    fake.set_overwrite(world.secret, guild, deny=P_VIEW_CHANNEL, member=False)  # @everyone: hidden
    world.hosts = [fake.add_user(f"host{n}") for n in range(MAX_OPEN_LOBBIES_PER_SERVER)]
    for host in world.hosts[::2]:
        fake.set_overwrite(world.secret, host, allow=P_VIEW_CHANNEL)
    return world


async def test_idle_lobbies_lapse_and_a_full_server_names_where_its_lobbies_are(tmp_path):
    async with running_bot(tmp_path, setup=many_hosts, env=env()) as (fake, bot, world):
        lobbies = []
        for n, host in enumerate(world.hosts):  # half of them in the channel carol cannot see
            ix = await fake.slash(host, world.secret if n % 2 == 0 else world.channel, "play", {"game": "solstis"})
            await ix.wait_done()
            assert not ix.ephemeral, ix.content
            lobbies.append(ix.message)

        ix = await fake.slash(world.carol, world.channel, "play", {"game": "solstis"})
        await ix.wait_done()
        half = MAX_OPEN_LOBBIES_PER_SERVER // 2
        assert ix.ephemeral and f"already has {MAX_OPEN_LOBBIES_PER_SERVER} open lobbies" in ix.content, ix.content
        assert f"<#{world.secret}> ({half})" in ix.content and f"<#{world.channel}> ({half})" in ix.content, ix.content

        # Nobody touches the lobbies in #games for a day and a second: /game list closes them.
        backdate(bot.db_path, world.channel, LOBBY_IDLE_SECONDS + 1)
        ix = await fake.slash(world.carol, world.channel, "game list", {})
        await ix.wait_done()
        assert ix.ephemeral and "No game is being played" in ix.content, ix.content
        assert statuses(bot.db_path) == ["cancelled" if n % 2 else "lobby" for n in range(MAX_OPEN_LOBBIES_PER_SERVER)]
        ix = await fake.slash(world.carol, world.channel, "play", {"game": "solstis"})  # 5 of 10 lobbies: room again
        await ix.wait_done()
        assert not ix.ephemeral and "opened a table" in ix.message.text, ix.message.text
        await (await fake.click(world.carol, ix.message, button(fake, ix.message, "Cancel"))).wait_done()

        # The others lapse too: the next /play closes them.
        backdate(bot.db_path, world.secret, LOBBY_IDLE_SECONDS + 1)
        ix = await fake.slash(world.bob, world.channel, "play", {"game": "solstis"})
        await ix.wait_done()
        assert not ix.ephemeral and "opened a table" in ix.message.text, ix.message.text
        assert statuses(bot.db_path) == ["cancelled"] * (MAX_OPEN_LOBBIES_PER_SERVER + 1) + ["lobby"]
        for lobby in lobbies:  # each lapsed lobby's message says why it closed, and has no buttons left
            await fake.wait_for(lambda: "nobody joined, left" in fake.message(lobby.id).text, 5, "the lapse note")
            assert fake.message(lobby.id).buttons() == []


def backdate(db_path, channel: int, seconds: float) -> None:
    """Make the open lobbies of a channel look untouched for ``seconds``."""
    con = sqlite3.connect(db_path, timeout=10)
    try:
        with con:
            con.execute(
                "UPDATE games SET updated_at = ? WHERE status = 'lobby' AND channel_id = ?",
                (time.time() - seconds, channel),
            )
    finally:
        con.close()


# ---------------------------------------------------------------- who adds bots
async def test_only_the_host_adds_bots(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "mountain-miners"})
        await ix.wait_done()
        lobby = ix.message
        await (await fake.click(world.bob, lobby, button(fake, lobby, "Join"))).wait_done()
        ix = await fake.click(world.bob, lobby, button(fake, lobby, "Add bot"))
        await ix.wait_done()
        assert ix.ephemeral and "Only the host can add a bot" in ix.content, ix.content
        assert len(seats(bot.db_path, db_game(bot.db_path)["id"])) == 2
