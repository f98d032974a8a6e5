"""End to end: a private table's game plays in a private thread, through the real bot.py and the fake
Discord (which shows a private thread only to its members and to members with Manage Threads).

The lobby is made private through the service (``TableInvitations.set_private``), as its host would.
At Start its game gets a private thread (type 12, not invitable) holding the bot and its players; a
member of the channel who does not play cannot see it nor press anything in it. A player's Invite a
spectator opens a member menu, privately; the member chosen is added to the thread, reads it from then
on, and the thread says who invited whom. A non-player's press, a bot, a player or a spectator chosen
again are refused, each privately and in its own words. A channel where the bot may not make private
threads gets a public thread that says why; a public table's game still gets a public thread.
"""

from __future__ import annotations

import pytest

from services.invitations import TableInvitations
from services.lobbies import Lobbies
from store import Store
from tests.e2e_helpers import ENGLISH, JOIN, START, board_messages, db_game, env, latest_board, open_table
from tests.fake_discord.harness import running_bot
from tests.fake_discord.server import CH_PRIVATE_THREAD, CH_PUBLIC_THREAD, P_CREATE_PRIVATE_THREADS

pytestmark = pytest.mark.e2e

GAME = "solstis"
INVITE = ENGLISH.t("private-thread-button-invite")


async def make_private(db_path, game_id: int, host: int) -> None:
    """What the host's private switch does: the service sets the lobby's flag."""
    store = await Store.open(db_path)
    try:
        await TableInvitations(Lobbies(store)).set_private(game_id, host, True)
    finally:
        await store.close()


async def start_private_table(fake, bot, world) -> tuple[int, int]:
    """Alice opens a lobby of two, Bob joins, the lobby is made private, Alice starts it; returns
    the game's id and its thread's."""
    ix = await fake.slash(world.alice, world.channel, "play", {"game": GAME})
    await ix.wait_done()
    lobby = ix.message
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    await (await fake.click(world.bob, lobby, ids[JOIN])).wait_done()
    game_id = db_game(bot.db_path)["id"]
    await make_private(bot.db_path, game_id, world.alice)
    await (await fake.click(world.alice, lobby, ids[START])).wait_done()
    thread = await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the game thread")
    await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
    return game_id, thread.id


def invite_post(fake, thread_id: int):
    return next(m for m in fake.messages(thread_id) if any(label == INVITE for label, _, _ in m.buttons()))


async def invite(fake, player: int, game_id: int, thread_id: int, chosen: int):
    """``player`` presses Invite a spectator and chooses ``chosen`` in the menu; returns the menu's
    message and the choice's interaction."""
    post = invite_post(fake, thread_id)
    press = await fake.click(player, post, next(cid for label, cid, _ in post.buttons() if label == INVITE))
    await press.wait_done()
    menu = press.message
    assert menu.ephemeral and menu.text == ENGLISH.t("private-thread-pick", number=game_id)
    select = menu.selects()[0]
    assert select["type"] == 5 and (select.get("min_values"), select.get("max_values")) == (1, 1)
    chose = await fake.select(player, menu, select["custom_id"], [chosen])
    await chose.wait_done()
    return menu, chose


async def test_a_private_tables_game_is_in_a_private_thread_its_players_open_to_spectators(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        game_id, thread_id = await start_private_table(fake, bot, world)
        thread = fake.channels[thread_id]
        assert db_game(bot.db_path, game_id)["private"] == 1 and db_game(bot.db_path, game_id)["thread_id"] == thread_id
        # A private thread (type 12, only the bot adds to it) holding the bot and the two players.
        assert thread.type == CH_PRIVATE_THREAD and not thread.invitable
        assert thread.member_ids == {fake.bot_user_id, world.alice, world.bob}
        assert fake.can_view(world.alice, thread_id) and fake.can_view(world.bob, thread_id)
        # Carol, of the channel but not of the table, neither sees it nor can press in it.
        assert fake.can_view(world.carol, world.channel) and not fake.can_view(world.carol, thread_id)
        post = invite_post(fake, thread_id)
        assert post.text == ENGLISH.t("private-thread-welcome") and not post.pinged
        with pytest.raises(AssertionError, match="cannot see private thread"):
            await fake.click(world.carol, post, post.buttons()[0][1])
        board = latest_board(fake, thread_id)
        with pytest.raises(AssertionError, match="cannot see private thread"):
            await fake.click(world.carol, board, board.buttons()[0][1])

        # Bob invites Carol: she is added to the thread and reads it; the thread says who invited her.
        menu, _ = await invite(fake, world.bob, game_id, thread_id, world.carol)
        invited = ENGLISH.t("private-thread-invited", member=f"<@{world.carol}>", number=game_id)
        assert fake.message(menu.id).text == invited and fake.message(menu.id).selects() == []
        assert world.carol in thread.member_ids and fake.can_view(world.carol, thread_id)
        announce = ENGLISH.t("private-thread-announce", player=f"<@{world.bob}>", member=f"<@{world.carol}>")
        said = await fake.wait_for_message(thread_id, lambda m: m.text == announce)
        assert said.pinged == {world.carol}

        # Carol watches; she does not play, so her press of Invite is refused, privately.
        post = invite_post(fake, thread_id)
        press = await fake.click(world.carol, post, post.buttons()[0][1])
        await press.wait_done()
        assert press.ephemeral and press.content == ENGLISH.t("private-thread-refusal-players-only")

        # Choosing a player, a spectator already in, or a bot is refused, each in its own words.
        _, again = await invite(fake, world.alice, game_id, thread_id, world.carol)
        assert again.ephemeral and again.content == ENGLISH.t(
            "private-thread-refusal-already", member=f"<@{world.carol}>"
        )
        _, player = await invite(fake, world.alice, game_id, thread_id, world.bob)
        assert player.content == ENGLISH.t("private-thread-refusal-player", member=f"<@{world.bob}>")
        _, robot = await invite(fake, world.alice, game_id, thread_id, fake.bot_user_id)
        assert robot.content == ENGLISH.t("private-thread-refusal-bot")
        assert thread.member_ids == {fake.bot_user_id, world.alice, world.bob, world.carol}


async def test_a_private_table_where_no_private_thread_can_be_made_says_its_thread_is_public(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        fake.set_overwrite(world.channel, fake.bot_user_id, deny=P_CREATE_PRIVATE_THREADS)
        await fake.wait_for(lambda: fake.channels[world.channel].overwrites, 5)
        game_id, thread_id = await start_private_table(fake, bot, world)
        thread = fake.channels[thread_id]
        assert thread.type == CH_PUBLIC_THREAD and fake.can_view(world.carol, thread_id)
        why = ENGLISH.t("private-thread-public", reason=ENGLISH.t("learn-public-no-permission"), number=game_id)
        await fake.wait_for_message(thread_id, lambda m: m.text == why)
        assert not any(label == INVITE for m in fake.messages(thread_id) for label, _, _ in m.buttons())


async def test_a_public_tables_game_still_gets_a_public_thread(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        _, thread_id = await open_table(fake, world.channel, world.alice, GAME, [world.bob], 0)
        thread = fake.channels[thread_id]
        assert thread.type == CH_PUBLIC_THREAD and fake.can_view(world.carol, thread_id)
        assert db_game(bot.db_path)["private"] == 0
        assert not any(label == INVITE for m in fake.messages(thread_id) for label, _, _ in m.buttons())
        assert ENGLISH.t("private-thread-welcome") not in [m.text for m in fake.messages(thread_id)]
