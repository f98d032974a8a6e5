"""End to end, through the real bot.py and the fake Discord: a private lobby (``/play … private:``,
or the host's Options) turns Join into a request; the host approves or declines it by direct
message, or in the channel when their direct messages are closed; the lobby names who is still
invited and who asks; the host removes a seated member and a bot before the start. Every refusal
is private and says why."""

from __future__ import annotations

import pytest

from tests.e2e_helpers import ENGLISH, JOIN, OPTIONS, db_game, db_rows, env, seats
from tests.fake_discord.harness import running_bot
from tests.speech import visible

pytestmark = pytest.mark.e2e

GAME = "mountain-miners"  # seats 2 to 6


def button(fake, message, label: str) -> str:
    return next(cid for text, cid, _ in fake.message(message.id).buttons() if text == label)


def seated(bot, game_id: int) -> list[int | None]:
    return [s["user_id"] for s in seats(bot.db_path, game_id)]


def remove_select(fake, lobby) -> dict | None:
    placeholder = ENGLISH.t("privlobby-remove-placeholder")
    return next((s for s in fake.message(lobby.id).selects() if s.get("placeholder") == placeholder), None)


def remove_value(fake, lobby, seat: int, name: str) -> str:
    select = remove_select(fake, lobby)
    assert select is not None, fake.message(lobby.id).text
    label = ENGLISH.t("privlobby-remove-choice", seat=seat, player=name)
    return next(o["value"] for o in select["options"] if visible(o["label"]) == label)


async def followed_up(fake, ix):
    """The interaction once its private answer (a follow-up of a deferred update) has come."""
    await ix.wait_done()
    await fake.wait_for(lambda: ix.followups, 10, "a private answer")
    return ix


async def test_a_request_approved_seats_the_member_and_one_declined_does_not(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": GAME, "private": True})
        await ix.wait_done()
        lobby = ix.message
        game_id = db_game(bot.db_path)["id"]
        assert db_game(bot.db_path)["private"]
        assert ENGLISH.t("privlobby-joining-private") in lobby.text, lobby.text

        # Bob presses Join: he is told privately that he asked, and the lobby names him as asking.
        ix = await followed_up(fake, await fake.click(world.bob, lobby, button(fake, lobby, JOIN)))
        assert ix.ephemeral and ix.content == ENGLISH.t("privlobby-asked", number=game_id), ix.content
        assert seated(bot, game_id) == [world.alice]
        await fake.wait_for(
            lambda: ENGLISH.t("privlobby-asking", members=[f"<@{world.bob}>"]) in fake.message(lobby.id).text,
            10,
            "the lobby naming Bob as asking",
        )
        # Asking twice is refused, privately.
        ix = await followed_up(fake, await fake.click(world.bob, lobby, button(fake, lobby, JOIN)))
        assert ix.ephemeral and "already asked to join" in ix.content, ix.content

        # The host is asked by direct message and approves: Bob is seated and told so privately.
        prompt = await fake.wait_for(lambda: next(iter(fake.dm_messages(world.alice)), None), 15, "the host's prompt")
        assert prompt.content == ENGLISH.t("privlobby-request-prompt", member=f"<@{world.bob}>", number=game_id)
        ix = await fake.click(world.alice, prompt, button(fake, prompt, ENGLISH.t("privlobby-button-approve")))
        await ix.wait_done()
        assert fake.message(prompt.id).content == ENGLISH.t(
            "privlobby-approved", member=f"<@{world.bob}>", number=game_id
        )
        assert fake.message(prompt.id).buttons() == []  # answered: the buttons are gone
        assert seated(bot, game_id) == [world.alice, world.bob]
        told = await fake.wait_for(lambda: fake.dm_messages(world.bob), 10, "Bob told he is seated")
        assert told[-1].content == ENGLISH.t("privlobby-approved-you", number=game_id)
        await fake.wait_for(
            lambda: ENGLISH.t("privlobby-asking", members=["|"]).split("|")[0] not in fake.message(lobby.id).text,
            10,
            "the lobby no longer naming anyone as asking",
        )

        # Carol asks; the host declines: Carol is not seated and is told privately.
        ix = await followed_up(fake, await fake.click(world.carol, lobby, button(fake, lobby, JOIN)))
        assert ix.ephemeral and ix.content == ENGLISH.t("privlobby-asked", number=game_id)
        second = await fake.wait_for(
            lambda: next((m for m in fake.dm_messages(world.alice) if m.id != prompt.id), None), 15, "a second prompt"
        )
        ix = await fake.click(world.alice, second, button(fake, second, ENGLISH.t("privlobby-button-decline")))
        await ix.wait_done()
        assert fake.message(second.id).content == ENGLISH.t(
            "privlobby-declined", member=f"<@{world.carol}>", number=game_id
        )
        assert seated(bot, game_id) == [world.alice, world.bob]
        told = await fake.wait_for(lambda: fake.dm_messages(world.carol), 10, "Carol told she was declined")
        assert told[-1].content == ENGLISH.t("privlobby-declined-you", number=game_id)
        assert db_rows(bot.db_path, "SELECT * FROM lobby_invitations WHERE game_id = ?", (game_id,)) == []


async def test_the_host_makes_the_lobby_private_in_options_and_is_asked_in_the_channel_when_dms_are_closed(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        fake.close_dms(world.alice)
        ix = await fake.slash(world.alice, world.channel, "play", {"game": GAME})
        await ix.wait_done()
        lobby = ix.message
        game_id = db_game(bot.db_path)["id"]
        assert not db_game(bot.db_path)["private"]

        # Only the host opens Options; there the host makes the lobby private.
        ix = await fake.click(world.bob, lobby, button(fake, lobby, OPTIONS))
        await ix.wait_done()
        assert ix.ephemeral and ix.content == ENGLISH.t("lobby-refusal-host-options")
        ix = await fake.click(world.alice, lobby, button(fake, lobby, OPTIONS))
        await ix.wait_done()
        panel = ix.message
        joining = ENGLISH.t("privlobby-field-joining")
        pages = [cid for label, cid, _ in panel.buttons() if label and label.startswith("Page")]
        select = next((s for s in panel.selects() if s.get("placeholder") == joining), None)
        for page in pages:
            if select is not None:
                break
            await (await fake.click(world.alice, panel, page)).wait_done()
            select = next((s for s in fake.message(panel.id).selects() if s.get("placeholder") == joining), None)
        assert select is not None, "no Joining select on the Options panel"
        await (await fake.select(world.alice, panel, select["custom_id"], ["private"])).wait_done()
        assert db_game(bot.db_path)["private"]
        await fake.wait_for(
            lambda: ENGLISH.t("privlobby-joining-private") in fake.message(lobby.id).text, 10, "the lobby says private"
        )

        # Bob asks; the host's direct messages are closed: the channel gets the prompt, pinging the host only.
        ix = await followed_up(fake, await fake.click(world.bob, lobby, button(fake, lobby, JOIN)))
        assert ix.ephemeral and ix.content == ENGLISH.t("privlobby-asked", number=game_id)
        here = ENGLISH.t(
            "privlobby-request-prompt-here", host=f"<@{world.alice}>", member=f"<@{world.bob}>", number=game_id
        )
        prompt = await fake.wait_for_message(world.channel, lambda m: m.content == here)
        assert prompt.pinged == {world.alice}, prompt.pinged
        # Anyone but the host is refused, privately, and nothing changes.
        for who in (world.bob, world.carol):
            ix = await fake.click(who, prompt, button(fake, prompt, ENGLISH.t("privlobby-button-approve")))
            await ix.wait_done()
            assert ix.ephemeral and ix.content == ENGLISH.t("privlobby-refusal-host-answers", number=game_id)
        assert seated(bot, game_id) == [world.alice]
        ix = await fake.click(world.alice, prompt, button(fake, prompt, ENGLISH.t("privlobby-button-approve")))
        await ix.wait_done()
        assert seated(bot, game_id) == [world.alice, world.bob]
        assert fake.message(prompt.id).buttons() == []
        told = await fake.wait_for(lambda: fake.dm_messages(world.bob), 10, "Bob told he is seated")
        assert told[-1].content == ENGLISH.t("privlobby-approved-you", number=game_id)


async def test_the_host_removes_a_member_and_a_bot_and_the_lobby_names_who_is_still_invited(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        ix = await fake.slash(
            world.alice, world.channel, "play", {"game": GAME, "bots": 1, "with": f"<@{world.carol}>"}
        )
        await ix.wait_done()
        lobby = ix.message
        game_id = db_game(bot.db_path)["id"]
        await fake.wait_for(lambda: fake.dm_messages(world.carol), 15, "Carol's invitation")
        still = ENGLISH.t("privlobby-still-invited", members=[f"<@{world.carol}>"])
        await fake.wait_for(lambda: still in fake.message(lobby.id).text, 10, "the still-invited line")
        ix = await fake.click(world.bob, lobby, button(fake, lobby, JOIN))  # a public lobby: seated at once
        await ix.wait_done()
        assert seated(bot, game_id) == [world.alice, None, world.bob]
        assert still in fake.message(lobby.id).text  # Carol has not answered yet

        # Bob may not remove anyone: a private refusal, nothing changes.
        bot_name = seats(bot.db_path, game_id)[1]["name"]
        select = remove_select(fake, lobby)
        ix = await fake.select(world.bob, lobby, select["custom_id"], [remove_value(fake, lobby, 2, bot_name)])
        await ix.wait_done()
        assert ix.ephemeral and ix.content == ENGLISH.t("privlobby-refusal-host-removes"), ix.content
        assert seated(bot, game_id) == [world.alice, None, world.bob]

        # The host removes Bob: he is told by direct message; the bot's seat stays.
        ix = await fake.select(world.alice, lobby, select["custom_id"], [remove_value(fake, lobby, 3, "bob")])
        ix = await followed_up(fake, ix)
        assert ix.ephemeral and ix.content == ENGLISH.t("privlobby-removed", player=f"<@{world.bob}>", number=game_id)
        assert seated(bot, game_id) == [world.alice, None]
        told = await fake.wait_for(lambda: fake.dm_messages(world.bob), 10, "Bob told he was removed")
        assert told[-1].content == ENGLISH.t("privlobby-removed-you", number=game_id)
        # Then the bot: the host alone is left, and the Remove select goes with nobody to remove.
        value = remove_value(fake, lobby, 2, bot_name)
        ix = await followed_up(fake, await fake.select(world.alice, lobby, select["custom_id"], [value]))
        assert ix.ephemeral and visible(ix.content) == ENGLISH.t("privlobby-removed", player=bot_name, number=game_id)
        assert seated(bot, game_id) == [world.alice]
        await fake.wait_for(lambda: remove_select(fake, lobby) is None, 10, "the Remove select gone")
        assert still in fake.message(lobby.id).text
        assert all(len(cid or "") <= 100 for _, cid, _ in fake.message(lobby.id).buttons())


async def test_an_invited_member_pressing_join_in_a_private_lobby_is_seated_without_asking(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        ix = await fake.slash(
            world.alice, world.channel, "play", {"game": GAME, "private": True, "with": f"<@{world.carol}>"}
        )
        await ix.wait_done()
        lobby = ix.message
        game_id = db_game(bot.db_path)["id"]
        still = ENGLISH.t("privlobby-still-invited", members=[f"<@{world.carol}>"])
        await fake.wait_for(lambda: still in fake.message(lobby.id).text, 10, "the still-invited line")
        ix = await followed_up(fake, await fake.click(world.bob, lobby, button(fake, lobby, JOIN)))
        assert ix.content == ENGLISH.t("privlobby-asked", number=game_id)
        asking = ENGLISH.t("privlobby-asking", members=[f"<@{world.bob}>"])
        await fake.wait_for(lambda: asking in fake.message(lobby.id).text, 10, "the asking line")
        assert still in fake.message(lobby.id).text  # both lines at once
        ix = await fake.click(world.carol, lobby, button(fake, lobby, JOIN))
        await ix.wait_done()
        assert seated(bot, game_id) == [world.alice, world.carol]
        await fake.wait_for(lambda: still not in fake.message(lobby.id).text, 10, "Carol no longer invited")
        assert asking in fake.message(lobby.id).text
        # Only Bob's request reached the host; Carol's Join asked nobody.
        await fake.wait_for(lambda: fake.dm_messages(world.alice), 10, "the host's prompt")
        prompts = [m for m in fake.dm_messages(world.alice) if m.buttons()]
        assert [m.content for m in prompts] == [
            ENGLISH.t("privlobby-request-prompt", member=f"<@{world.bob}>", number=game_id)
        ]
