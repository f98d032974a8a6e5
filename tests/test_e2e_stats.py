"""End to end: results, ratings and the animated replay after a finished game.

Two humans finish a game: the replay GIF follows the final scores in the thread, the ratings move
by exactly 16 (or not at all on a shared place), /stats and /leaderboard show it. A game with an
AI player is recorded (it counts as played) but leaves ratings alone. Two members who play twice
see their head to head in /stats, the second game's final post says the standing between them, and
a recent game's button in /stats opens its replay.
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
from tests.speech import named

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


async def test_two_members_play_twice_and_see_their_head_to_head(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI, setup=two_channels) as (fake, bot, (world, second_channel)):
        _, thread1 = await open_table(fake, world.channel, world.alice, GAME, [world.bob], bots=0)
        final1 = await play_to_the_end(fake, thread1, [world.alice, world.bob], seed=5)
        await wait_replay(fake, thread1, final1)  # recorded
        _, thread2 = await open_table(fake, second_channel, world.bob, GAME, [world.alice], bots=0)
        final2 = await play_to_the_end(fake, thread2, [world.bob, world.alice], seed=7)
        await wait_replay(fake, thread2, final2)

        # The record between them, from the results in the database: who placed higher, game by game.
        alice = bob = ties = 0
        games = []
        for thread in (thread1, thread2):
            row = game_row(bot.db_path, thread)
            games.append(row["id"])
            place = {s["user_id"]: s["place"] for s in results(bot.db_path, row["id"])}
            alice += place[world.alice] < place[world.bob]
            bob += place[world.bob] < place[world.alice]
            ties += place[world.alice] == place[world.bob]
        assert alice + bob + ties == 2

        # The second game's final post says the standing (bob sits first there: named first when level).
        if alice > bob:
            standing = f"{named('alice')} leads {named('bob')} {alice}–{bob} at Solstis"
        elif bob > alice:
            standing = f"{named('bob')} leads {named('alice')} {bob}–{alice} at Solstis"
        else:
            standing = f"{named('bob')} and {named('alice')} are level {bob}–{alice} at Solstis"
        if ties:
            standing += f" ({ties} tie{'s' if ties > 1 else ''})"
        assert standing in fake.message(final2.id).text

        # /stats: the head to head (wins–losses–ties), the recent games newest first, each with its replay.
        ix = await fake.slash(world.alice, world.channel, "stats", {})
        await ix.wait_done()
        text = ix.message.embed_text()
        assert "Head to head: Solstis" in text and f"{named('bob')}: **{alice}–{bob}–{ties}**" in text
        assert "Best score" in text and "longest winning streak" in text
        assert "Unrated games count in the head to head but not in ratings" in text
        assert text.index(f"#{games[1]} Solstis") < text.index(f"#{games[0]} Solstis")
        ids = [custom_id for _, custom_id, _ in ix.message.buttons()]
        assert ids == [f"replay:{games[1]}:0:open", f"replay:{games[0]}:0:open"]
        viewer = await fake.click(world.alice, ix.message, f"replay:{games[0]}:0:open")
        await viewer.wait_done()
        assert not viewer.rejected and viewer.ephemeral
        assert f"#{games[0]}" in viewer.message.content and "the deal" in viewer.message.content
        assert viewer.message.attachments and viewer.message.attachments[0].filename.endswith(".png")

        # One game only: bob's view of the same rivalry, from his side.
        ix = await fake.slash(world.bob, world.channel, "stats", {"game": GAME})
        await ix.wait_done()
        assert f"{named('alice')}: **{bob}–{alice}–{ties}**" in ix.message.embed_text()
        ix = await fake.slash(world.bob, world.channel, "stats", {"game": "paper-world"})
        await ix.wait_done()
        assert ix.ephemeral and "has not finished a game of Paper World" in (ix.content or "")
