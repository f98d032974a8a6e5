"""End to end: ``/play … with: @a @b`` invites members by direct message, through the real bot.py
and the fake Discord; Accept seats the member, Decline seats nobody and ends the invitation."""

from __future__ import annotations

import pytest

from tests.e2e_helpers import db_game, db_rows, env, seats
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e


def button(fake, message, label: str) -> str:
    return next(cid for text, cid, _ in fake.message(message.id).buttons() if text == label)


async def test_an_invitation_accepted_seats_the_member_and_one_declined_does_not(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        ix = await fake.slash(
            world.alice, world.channel, "play", {"game": "paper-world", "with": f"<@{world.bob}> <@{world.carol}>"}
        )
        await ix.wait_done()
        game_id = db_game(bot.db_path)["id"]
        await fake.wait_for(
            lambda: fake.dm_messages(world.bob) and fake.dm_messages(world.carol), 15, "the two invitations"
        )
        to_bob, to_carol = fake.dm_messages(world.bob)[-1], fake.dm_messages(world.carol)[-1]
        assert f"<@{world.alice}> invites you to game #{game_id}" in to_bob.content, to_bob.content

        ix = await fake.click(world.bob, to_bob, button(fake, to_bob, "Accept"))
        await ix.wait_done()
        assert f"You are seated at game #{game_id}" in fake.message(to_bob.id).content
        assert fake.message(to_bob.id).buttons() == []  # answered: the buttons are gone
        assert [s["user_id"] for s in seats(bot.db_path, game_id)] == [world.alice, world.bob]

        ix = await fake.click(world.carol, to_carol, button(fake, to_carol, "Decline"))
        await ix.wait_done()
        assert f"You declined the invitation to game #{game_id}" in fake.message(to_carol.id).content
        assert [s["user_id"] for s in seats(bot.db_path, game_id)] == [world.alice, world.bob]

        assert db_rows(bot.db_path, "SELECT * FROM lobby_invitations WHERE game_id = ?", (game_id,)) == []
