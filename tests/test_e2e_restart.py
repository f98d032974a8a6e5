"""End to end: SIGKILL the bot mid-game, start it again, finish the game with no move lost."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3

import pytest

from tests.e2e_helpers import (
    board_snapshots,
    db_game,
    latest_board,
    legal_choices,
    newest_shown,
    open_table,
    play_to_the_end,
    turn_posts,
    wait_board_after,
)
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e


def logged_moves(db_path) -> list[tuple[int, int, str]]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return con.execute("SELECT version, seat, action_id FROM moves ORDER BY version").fetchall()
    finally:
        con.close()


async def test_sigkill_mid_game_then_finish(tmp_path):
    rng = random.Random(2)
    # A slow AI, so the kill lands while the AI seat still has to move.
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "1.5"}) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "solstis", [], bots=1)
        acknowledged = []
        # alice plays until it is the AI's turn right after one of her moves, in her second turn
        # at least (so an earlier turn's post exists).
        for _ in range(400):
            choices = await legal_choices(fake, world.alice, thread)
            if not choices:
                await asyncio.sleep(0.1)  # the AI is thinking
                continue
            ix = await fake.slash(world.alice, thread, "move", {"action": rng.choice(choices)["value"]})
            await ix.wait_done()
            assert ix.content.startswith("Played:")
            acknowledged.append(db_game(bot.db_path)["version"])
            await wait_board_after(fake, thread, acknowledged[-1] - 1)  # her move is on the board
            if not await legal_choices(fake, world.alice, thread) and len(turn_posts(fake, thread)) >= 2:
                break
        old_board = latest_board(fake, thread)
        snapshots_at_kill = len(old_board.history)
        # A picker opened before the crash (alice has no decision now, so it offers none yet).
        # A post of an earlier turn keeps its buttons as posted (only the current post is edited).
        earlier = turn_posts(fake, thread)[0]
        assert earlier.id != old_board.id
        take = next(cid for label, cid, _ in earlier.buttons() if label == "Take turn")
        version_at_kill = db_game(bot.db_path)["version"]
        bot.kill()
        moves_at_kill = logged_moves(bot.db_path)
        shown_at_kill = db_game(bot.db_path)["board_shown"]  # the version the store says the post shows
        assert {v for v, _, _ in moves_at_kill} >= set(acknowledged)

        bot.extra_env["TABLETOP_AI_DELAY"] = "0.2"  # quick from here on
        bot.start()
        await bot.wait_ready()
        # The bot resumes without announcing itself, and the pending AI turn continues by itself.
        await fake.wait_for(lambda: "resumed 1 active game(s)" in bot.output(), 15, "the resume")
        # The turn's post survived the restart. It is brought up to date only if the store says its
        # last edit was missed (the kill landed between an edit and its record); a board already
        # showing the current version is not posted or edited again.
        if shown_at_kill is not None and shown_at_kill >= version_at_kill:
            assert len(fake.message(old_board.id).history) == snapshots_at_kill, "an up-to-date board was reposted"
        else:
            assert len(fake.message(old_board.id).history) > snapshots_at_kill, "a missed edit was not made"
        assert turn_posts(fake, thread)[-1].id == old_board.id, "no new board post at the restart"
        assert not any("back after a restart" in m.text for m in fake.messages(thread))
        await fake.wait_for(
            lambda: db_game(bot.db_path)["version"] > version_at_kill, 20, "the AI to move after restart"
        )
        # A button posted before the restart still works, and so does a picker opened before it.
        ix = await fake.click(world.alice, earlier, take)
        await ix.wait_done()
        assert ix.ephemeral and ix.message.attachments
        # A picker opened before a restart still works after it.
        for _ in range(100):
            if await legal_choices(fake, world.alice, thread):
                break
            await asyncio.sleep(0.1)
        # The board of the current move is out (the AI's last edit may still be on its way).
        await fake.wait_for(
            lambda: newest_shown(fake, thread) >= db_game(bot.db_path)["version"], 10, "the current board"
        )
        latest = latest_board(fake, thread)
        take = next(cid for label, cid, _ in latest.buttons() if label == "Take turn")
        ix = await fake.click(world.alice, latest, take)
        await ix.wait_done()
        picker = ix.message
        cid = next(cid for _, cid, _ in picker.buttons() if cid.startswith("pick:"))
        bot.restart()
        await bot.wait_ready()
        version = db_game(bot.db_path)["version"]
        clicked = await fake.click(world.alice, picker, cid)
        await clicked.wait_done()
        assert db_game(bot.db_path)["version"] == version + 1

        await play_to_the_end(fake, thread, [world.alice], seed=4)
        after = logged_moves(bot.db_path)
        # No move lost: the log before the kill is a prefix of the final log, and versions have no gaps.
        assert after[: len(moves_at_kill)] == moves_at_kill
        assert [v for v, _, _ in after] == list(range(2, 2 + len(after)))
        assert db_game(bot.db_path)["status"] == "finished"
        numbers = [int(n) for b in turn_posts(fake, thread) for n in re.findall(r"^Move (\d+):", b.text, re.M)]
        assert len(numbers) == len(set(numbers)), "a move was captioned in two posts"
        final_version = db_game(bot.db_path)["version"]
        assert max(v for _, _, v in board_snapshots(fake, thread)) == final_version


async def whose_turn(fake, humans, thread) -> int | None:
    """The human who has a decision now (None while nobody has)."""
    for user in humans:
        if await legal_choices(fake, user, thread):
            return user
    return None


def post_key(filename: str) -> int | None:
    found = re.match(r"^game-\d+-post-(\d+)-move-\d+", filename)
    return int(found.group(1)) if found else None


@pytest.mark.parametrize("point", ["before", "after"])
async def test_a_kill_around_a_new_turn_post_loses_no_ping_and_shows_no_version_twice(tmp_path, point):
    """The bot is SIGKILLed as a new turn post is on its way to Discord, "before" Discord
    creates it or "after" Discord accepted it but before the bot stored its id. After the restart the
    post exists exactly once, pings the player whose turn it is, and every later human turn starts
    its own post that pings its player (the restart does not make the bot think a turn was shown)."""
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "0.2"}) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "nanga-parbat", [world.bob], bots=0)
        humans = [world.alice, world.bob]
        armed = {"on": False, "fired": False}

        def kill_at_new_turn_post(stage, channel_id, data, files):
            is_turn_post = channel_id == thread and files and post_key(files[0][1]) is not None
            if armed["on"] and not armed["fired"] and stage == point and is_turn_post:
                armed["fired"] = True
                bot.kill()
                return point == "before"  # "before": the request never creates the message
            return False

        fake.message_post_hook = kill_at_new_turn_post
        rng = random.Random(7)
        posts_before = len(turn_posts(fake, thread))
        armed["on"] = True
        for _ in range(60):  # moves until one begins the other player's turn (its post kills the bot)
            mover = await whose_turn(fake, humans, thread)
            if mover is None:
                await asyncio.sleep(0.05)
                continue
            choices = await legal_choices(fake, mover, thread)
            ix = await fake.slash(mover, thread, "move", {"action": rng.choice(choices)["value"]})
            await fake.wait_for(lambda: armed["fired"] or ix._is_done(), 15, "the move to be answered or the kill")
            if armed["fired"]:
                break
        assert armed["fired"], "no move began a new turn"
        fake.message_post_hook = None
        row_at_kill = db_game(bot.db_path)
        assert row_at_kill["board_intent"] is not None, "the post is owed in the store at the kill"
        owed_key = json.loads(row_at_kill["board_intent"])["key"]

        bot.start()
        await bot.wait_ready()
        await fake.wait_for(lambda: "resumed 1 active game(s)" in bot.output(), 15, "the resume")
        await fake.wait_for(lambda: db_game(bot.db_path)["board_intent"] is None, 15, "the owed post to be settled")
        with_key = [m for m in turn_posts(fake, thread) if post_key(m.attachments[0].filename) == owed_key]
        assert len(with_key) == 1, f"the owed post exists exactly once ({point}): {len(with_key)}"
        row = db_game(bot.db_path)
        assert row["board_message_id"] == with_key[0].id and row["board_shown"] == row["version"]
        to_act = await whose_turn(fake, humans, thread)
        assert to_act and f"<@{to_act}>" in with_key[0].history[0].text, "the new turn's post pings its player"
        assert len(turn_posts(fake, thread)) == posts_before + 1

        # Every later human turn starts its own post that pings its player.
        new_turns = 0
        for _ in range(40):
            mover = await whose_turn(fake, humans, thread)
            if mover is None:
                if db_game(bot.db_path)["status"] != "active":
                    break
                await asyncio.sleep(0.05)
                continue
            count = len(turn_posts(fake, thread))
            choices = await legal_choices(fake, mover, thread)
            ix = await fake.slash(mover, thread, "move", {"action": rng.choice(choices)["value"]})
            await ix.wait_done()
            next_mover = await whose_turn(fake, humans, thread)
            if next_mover is not None and next_mover != mover:
                await fake.wait_for(lambda: len(turn_posts(fake, thread)) == count + 1, 10, "the next turn's post")
                newest = turn_posts(fake, thread)[-1]
                assert f"<@{next_mover}>" in newest.history[0].text
                new_turns += 1
            if new_turns >= 3:
                break
        assert new_turns >= 3
        shown_at_creation = [version for _, snapshot, version in board_snapshots(fake, thread) if not snapshot.edited]
        assert len(shown_at_creation) == len(set(shown_at_creation)), "a version was shown in two posts"
