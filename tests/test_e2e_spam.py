"""End to end: spam is bounded. A second /play of a member in a channel is refused with a link to
their open lobby and changes nothing; slash commands and component clicks share one cooldown."""

from __future__ import annotations

import pytest

from tests.e2e_helpers import db_game
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e


def lobby_count(db_path) -> int:
    return db_game(db_path)["id"]  # ids are dense: the latest id is the number of games ever opened


async def test_second_lobby_refused_and_one_cooldown_for_commands_and_clicks(tmp_path):
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "0", "TABLETOP_COOLDOWN": "5/60"}) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "paper-world"})  # 1
        await ix.wait_done()
        lobby = ix.message
        posted = len(fake.messages(world.channel, include_ephemeral=False))

        again = await fake.slash(world.alice, world.channel, "play", {"game": "mountain-miners", "bots": 1})  # 2
        await again.wait_done()
        assert again.ephemeral, again.content
        assert "already have an open lobby in this channel" in again.content, again.content
        assert f"/{world.channel}/{lobby.id}" in again.content, "the refusal links the open lobby"
        assert lobby_count(bot.db_path) == 1 and db_game(bot.db_path)["game_key"] == "paper-world"
        assert len(fake.messages(world.channel, include_ephemeral=False)) == posted

        # Bob may still open his own table in the same channel.
        ix = await fake.slash(world.bob, world.channel, "play", {"game": "mountain-miners"})
        await ix.wait_done()
        assert not ix.ephemeral and lobby_count(bot.db_path) == 2

        # Alice's next interactions, commands and clicks alike, count against one bucket of 5.
        def button(message, label: str) -> str:  # buttons carry versions: read them afresh each time
            return next(cid for text, cid, _ in fake.message(message.id).buttons() if text == label)

        def bots() -> int:
            return fake.message(lobby.id).text.count("(normal bot)")

        chooser = await fake.click(world.alice, lobby, button(lobby, "Add bot"))  # 3: opens the level chooser
        await chooser.wait_done()
        panel = chooser.message
        await (await fake.click(world.alice, panel, button(panel, "Normal bot"))).wait_done()  # 4
        await fake.wait_for(lambda: bots() == 1, 5, "the first bot")
        await (await fake.slash(world.alice, world.channel, "help", {})).wait_done()  # 5
        click = await fake.click(world.alice, panel, button(panel, "Normal bot"))  # 6: over the limit
        await click.wait_done()
        assert click.ephemeral and "Slow down" in (click.content or ""), click.content
        command = await fake.slash(world.alice, world.channel, "help", {})  # 7
        await command.wait_done()
        assert command.ephemeral and "Slow down" in (command.content or ""), command.content
        assert bots() == 1 and lobby_count(bot.db_path) == 2, "a refused click changes nothing"
