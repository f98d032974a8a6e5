"""End to end: the unmodified bot.py with real discord.py against the local fake Discord.

/play, Join, Add bot, Start, then a whole game through /move: a PNG after every move, the final
scores, and refusals that change nothing.
"""

from __future__ import annotations

import json
import re

import pytest

from rules import available_keys, get_game
from rules.base import Result
from tests.e2e_helpers import assert_png, board_messages, db_game, legal_choices, open_table, play_to_the_end
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}


async def test_mountain_miners_whole_game_through_move(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        assert {"play", "move"} <= set(fake.commands)
        lobby, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=1)
        assert "bot" in lobby.embed_text().lower() or "AI" in lobby.embed_text()
        first = board_messages(fake, thread)[0]
        assert_png(first)

        # Refusals: each gets a short private reason and posts nothing.
        public_before = len(fake.messages(thread, include_ephemeral=False))
        ix = await fake.slash(world.carol, thread, "move", {"action": "grab:0,0"})
        await ix.wait_done()
        assert ix.ephemeral and "not playing" in ix.content
        ix = await fake.slash(world.alice, world.channel, "move", {"action": "grab:0,0"})
        await ix.wait_done()
        assert ix.ephemeral and "no game" in ix.content.lower()
        for user in (world.alice, world.bob):
            if await legal_choices(fake, user, thread):
                ix = await fake.slash(user, thread, "move", {"action": "made-up-action"})
                await ix.wait_done()
                assert ix.ephemeral and "not one of your legal moves" in ix.content
            else:
                ix = await fake.slash(user, thread, "move", {"action": "made-up-action"})
                await ix.wait_done()
                assert ix.ephemeral and "not your turn" in ix.content
        assert len(fake.messages(thread, include_ephemeral=False)) == public_before
        assert db_game(bot.db_path)["version"] == 1

        final = await play_to_the_end(fake, thread, [world.alice, world.bob], seed=3)

        boards = [b for b in board_messages(fake, thread) if re.search(r"move-\d+\.png$", b.attachments[0].filename)]
        row = db_game(bot.db_path)
        assert row["status"] == "finished"
        moves = row["version"] - 1  # version 1 is the dealt game
        # One board per move plus the first one.
        assert len(boards) == moves + 1
        numbers = [int(m) for b in boards for m in re.findall(r"^Move (\d+):", b.content or "")]
        assert numbers == list(range(1, moves + 1))
        for board in boards:
            assert_png(board)
        result = Result.from_json(json.loads(row["result"]))
        names = ["alice", "bob"]
        for seat in result.ranking:
            assert f"{result.scores[seat]}**" in final.content
        assert final.attachments and final.attachments[0].filename.endswith("scores.png")
        assert any(name in final.content for name in names)
        # After the end, /move is refused.
        ix = await fake.slash(world.alice, thread, "move", {"action": "anything"})
        await ix.wait_done()
        assert ix.ephemeral and "over" in ix.content


@pytest.mark.parametrize("key", [k for k in available_keys() if k != "mountain-miners"])
async def test_every_game_is_playable_through_move(tmp_path, key):
    game = get_game(key)
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        humans = [world.alice, world.bob][: game.min_players]
        _, thread = await open_table(fake, world.channel, world.alice, key, humans[1:], bots=0)
        await play_to_the_end(fake, thread, humans, seed=5)
        assert db_game(bot.db_path)["status"] == "finished"
