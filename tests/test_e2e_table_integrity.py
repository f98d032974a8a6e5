"""End to end: a seat is handed to the AI only when its player was absent or agrees, the
player takes it back, and abandon votes of a rated game survive a restart. Real bot.py against the fake."""

from __future__ import annotations

import pytest

from tests.e2e_helpers import db_game, env, legal_choices, move, open_table, rows, seats, text_in
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e


async def test_the_host_hands_over_only_an_absent_player_who_can_take_the_seat_back(tmp_path):
    async with running_bot(tmp_path, env=env(0.01)) as (fake, bot, world):  # live: 3 s a decision
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        game_id = db_game(bot.db_path)["id"]
        for _ in range(10):  # alice plays until bob is to decide
            if await legal_choices(fake, world.bob, thread):
                break
            await move(fake, thread, world.alice)
        assert await legal_choices(fake, world.bob, thread)

        # Bob is to act and present: the host may not give his seat to the AI.
        ix = await fake.slash(world.alice, thread, "game handover", {"player": world.bob})
        await ix.wait_done()
        assert ix.ephemeral and "only they can hand over" in ix.content
        assert seats(bot.db_path, game_id)[1]["autopilot"] == 0

        # Bob lets his decision time out: now he counts as absent, and the host may hand his seat over.
        await fake.wait_for(text_in(fake, thread, f"<@{world.bob}> ran out of time"), 15, "bob's time-out")
        assert seats(bot.db_path, game_id)[1]["timeouts_total"] == 1
        ix = await fake.slash(world.alice, thread, "game handover", {"player": world.bob})
        await ix.wait_done()
        assert ix.ephemeral and "not rated" in ix.content, ix.content
        announced = await fake.wait_for(
            text_in(fake, thread, "absent after a time-out"), 5, "the handover announcement"
        )
        assert "/game takeback" in announced.content
        bob = seats(bot.db_path, game_id)[1]
        assert bob["autopilot"] == 1 and bob["handed_over"] == 1

        # Bob is back: /move tells him how to take his seat back, /game takeback does it.
        ix = await fake.slash(world.bob, thread, "move", {"action": "anything"})
        await ix.wait_done()
        assert ix.ephemeral and "/game takeback" in ix.content
        ix = await fake.slash(world.bob, thread, "game takeback")
        await ix.wait_done()
        assert ix.ephemeral and "You play your seat again" in ix.content, ix.content
        await fake.wait_for(text_in(fake, thread, "takes **bob** back"), 5, "the take-back announcement")
        bob = seats(bot.db_path, game_id)[1]
        assert bob["autopilot"] == 0 and bob["handed_over"] == 1  # his again, but this game stays unrated for him
        ix = await fake.slash(world.bob, thread, "game takeback")
        await ix.wait_done()
        assert ix.ephemeral and "already play" in ix.content


async def test_abandon_votes_survive_a_restart_and_the_host_alone_cannot_void_a_rated_game(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        _, thread = await open_table(
            fake, world.channel, world.alice, "mountain-miners", [world.bob, world.carol], bots=0
        )
        game_id = db_game(bot.db_path)["id"]
        ix = await fake.slash(world.alice, thread, "game abandon")  # the host of a rated game: one vote
        await ix.wait_done()
        assert ix.ephemeral and "1 of 2" in ix.content, ix.content
        assert db_game(bot.db_path, game_id)["status"] == "active"
        assert [
            r["user_id"] for r in rows(bot.db_path, "SELECT user_id FROM abandon_votes WHERE game_id = ?", (game_id,))
        ] == [world.alice]

        bot.restart()  # SIGKILL, then start again on the same database
        await bot.wait_ready()
        # Resumed: the turn's board post is brought up to date (nothing is announced).
        await fake.wait_for(lambda: "resumed 1 active game(s)" in bot.output(), 15, "the resume after the restart")

        ix = await fake.slash(world.bob, thread, "game abandon")  # the second vote, after the restart
        await ix.wait_done()
        assert ix.ephemeral and "abandoned" in ix.content, ix.content
        ended = await fake.wait_for(text_in(fake, thread, "without a result"), 5, "the announcement")
        assert (
            "majority" in ended.content and f"<@{world.alice}>" in ended.content and f"<@{world.bob}>" in ended.content
        )
        row = db_game(bot.db_path, game_id)
        assert row["status"] == "abandoned" and row["result"] is None
