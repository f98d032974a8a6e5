"""End to end: results, ratings and the animated replay after a finished game.

Two humans finish a game: the replay GIF follows the final scores in the thread, the ratings move
by exactly 16 (or not at all on a shared place), /stats and /leaderboard show it. A game with an
AI player is recorded (it counts as played) but leaves ratings alone.
"""

from __future__ import annotations

import io
import json
import re
import sqlite3

import pytest
from PIL import Image

from tests.e2e_helpers import open_table, play_to_the_end
from tests.fake_discord.harness import default_world, running_bot

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}
GAME = "solstis"  # the fastest engine: short games, quick images
LIMIT = 8_000_000


def results(db_path, game_id: int) -> list[dict]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in con.execute("SELECT * FROM results WHERE game_id = ? ORDER BY seat", (game_id,))]
    finally:
        con.close()


def game_row(db_path, thread_id: int) -> dict:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        return dict(con.execute("SELECT * FROM games WHERE thread_id = ?", (thread_id,)).fetchone())
    finally:
        con.close()


def two_channels(fake):
    world = default_world(fake)
    return world, fake.add_text_channel(world.guild, "more-games")  # open_table finds a channel's first thread


async def wait_replay(fake, thread: int, final):
    def find():
        for message in fake.messages(thread, include_ephemeral=False):
            if message.attachments and message.attachments[0].filename.endswith("replay.gif"):
                return message
        return None

    message = await fake.wait_for(find, 60, "the replay")
    assert message.id > final.id, "the replay comes after the final scores"
    attachment = message.attachments[0]
    assert attachment.data[:6] == b"GIF89a" and attachment.size < LIMIT
    assert attachment.description and "replay" in attachment.description.lower()
    image = Image.open(io.BytesIO(attachment.data))
    assert image.format == "GIF" and image.is_animated and image.n_frames >= 2
    return message, image


async def slash_embed(fake, user: int, channel: int, command: str, options: dict) -> str:
    ix = await fake.slash(user, channel, command, options)
    await ix.wait_done()
    assert ix.ephemeral, f"/{command} must answer privately"
    return (ix.message.embed_text() or "") + (ix.content or "")


async def test_two_humans_then_a_game_with_an_ai(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI, setup=two_channels) as (fake, bot, (world, second_channel)):
        assert {"stats", "leaderboard"} <= set(fake.commands)
        text = await slash_embed(fake, world.alice, world.channel, "stats", {})
        assert "has not finished a game" in text
        text = await slash_embed(fake, world.alice, world.channel, "leaderboard", {"game": GAME})
        assert "Nobody" in text

        # ---- a rated game: alice and bob
        _, thread = await open_table(fake, world.channel, world.alice, GAME, [world.bob], bots=0)
        final = await play_to_the_end(fake, thread, [world.alice, world.bob], seed=5)
        replay, image = await wait_replay(fake, thread, final)
        row = game_row(bot.db_path, thread)
        moves = row["version"] - 1
        assert image.n_frames <= moves + 1
        assert f"{moves} move" in replay.content

        places = json.loads(row["result"])["places"]
        seats = results(bot.db_path, row["id"])
        assert [s["user_id"] for s in seats] == [world.alice, world.bob]
        assert all(s["rated"] for s in seats)
        if places[0] == places[1]:
            expected = {world.alice: 1500, world.bob: 1500}
        else:
            winner = world.alice if places[0] < places[1] else world.bob
            loser = world.bob if winner == world.alice else world.alice
            expected = {winner: 1516, loser: 1484}
        assert {s["user_id"]: s["rating_after"] for s in seats} == expected
        assert "Ratings" in replay.content and all(str(v) in replay.content for v in expected.values())

        text = await slash_embed(fake, world.alice, world.channel, "stats", {})
        assert f"Rating **{expected[world.alice]}**" in text and "1 game (1 rated)" in text
        text = await slash_embed(fake, world.carol, world.channel, "stats", {"user": world.bob})
        assert "bob" in text and f"Rating **{expected[world.bob]}**" in text
        board = await slash_embed(fake, world.carol, world.channel, "leaderboard", {"game": GAME})
        lines = [line for line in board.splitlines() if line.startswith("**")]
        assert len(lines) == 2
        top = max(expected, key=lambda user: (expected[user], user == world.alice))
        top_name = "alice" if top == world.alice else "bob"
        assert top_name in lines[0] and f"**{expected[top]}**" in lines[0]

        # ---- an unrated game: alice against an AI
        _, thread2 = await open_table(fake, second_channel, world.alice, GAME, [], bots=1)
        final2 = await play_to_the_end(fake, thread2, [world.alice], seed=2)
        replay2, _ = await wait_replay(fake, thread2, final2)
        assert "unrated" in replay2.content
        row2 = game_row(bot.db_path, thread2)
        seats2 = results(bot.db_path, row2["id"])
        assert len(seats2) == 2 and not any(s["rated"] for s in seats2)
        assert seats2[1]["user_id"] is None and seats2[0]["rating_after"] is None

        text = await slash_embed(fake, world.alice, world.channel, "stats", {})
        assert f"Rating **{expected[world.alice]}**" in text and "2 games (1 rated)" in text
        board2 = await slash_embed(fake, world.carol, world.channel, "leaderboard", {"game": GAME})
        lines2 = [line for line in board2.splitlines() if line.startswith("**")]
        rating_of = lambda line: re.findall(r": \*\*(\d+)\*\*", line)  # noqa: E731
        assert [rating_of(line) for line in lines2] == [rating_of(line) for line in lines]  # ratings unchanged
        assert "2 games (1 rated)" in next(line for line in lines2 if "alice" in line)

        # Recorded once: a restart posts nothing again; a game finished but never recorded (the bot
        # died in between; simulated by deleting its rows while the bot is down) is recorded on start-up.
        def replays(channel: int) -> int:
            return len(
                [
                    m
                    for m in fake.messages(channel)
                    if m.attachments and m.attachments[0].filename.endswith("replay.gif")
                ]
            )

        assert replays(thread) == replays(thread2) == 1
        bot.kill()
        con = sqlite3.connect(bot.db_path)
        with con:
            con.execute("DELETE FROM results WHERE game_id = ?", (row2["id"],))
        con.close()
        bot.start()
        await bot.wait_ready()
        await fake.wait_for(lambda: replays(thread2) == 2 or None, 30, "the replay of the game recorded at start-up")
        assert replays(thread) == 1
        assert [s["rated"] for s in results(bot.db_path, row2["id"])] == [0, 0]
        assert len(results(bot.db_path, row["id"])) == 2
        text = await slash_embed(fake, world.alice, world.channel, "stats", {})
        assert f"Rating **{expected[world.alice]}**" in text and "2 games (1 rated)" in text
