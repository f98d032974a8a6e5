"""End to end: a server's season, started, played into and closed.

A member who cannot manage the server is refused; an administrator opens a season, which is
announced in the channel chosen; a rated game finished in it shows in ``/leaderboard … season:``;
ending it posts the final table there once, and ``season: last`` keeps showing it. A season whose end
passed while the bot was down is closed and posted when the bot is back.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from datetime import UTC, datetime, timedelta

import pytest

from lang import Speaker
from tests.e2e_helpers import open_table, play_to_the_end
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}
ENGLISH = Speaker("en-US")


def days_ahead(days: int) -> str:
    return (datetime.now(UTC) + timedelta(days=days)).date().isoformat()


async def private_text(fake, user: int, channel: int, command: str, options: dict) -> str:
    ix = await fake.slash(user, channel, command, options)
    await ix.wait_done()
    assert ix.ephemeral, f"/{command} must answer privately"
    return (ix.message.embed_text() or "") + (ix.content or "")


def final_tables(fake, channel: int) -> list:
    title = ENGLISH.t("season-final-title", name="Winter")
    return [m for m in fake.messages(channel, include_ephemeral=False) if m.embeds and m.embeds[0]["title"] == title]


async def test_a_season_started_played_into_and_closed(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        announcements = fake.add_text_channel(world.guild, "announcements")
        fake.make_admin(world.guild, world.alice)
        start = {"last-day": days_ahead(30), "channel": announcements, "name": "Winter"}

        text = await private_text(fake, world.bob, world.channel, "season start", start)
        assert text == ENGLISH.t("season-refusal-not-admin")
        text = await private_text(fake, world.alice, world.channel, "season start", {**start, "last-day": "31/12"})
        assert text == ENGLISH.t("season-refusal-date")
        text = await private_text(
            fake, world.alice, world.channel, "leaderboard", {"game": "solstis", "season": "current"}
        )
        assert text.startswith("This server has no season open.")

        text = await private_text(fake, world.alice, world.channel, "season start", start)
        assert text.startswith("Season **Winter** is open.") and f"<#{announcements}>" in text
        announced = [m for m in fake.messages(announcements, include_ephemeral=False) if "has begun" in m.text]
        assert len(announced) == 1 and "**Winter**" in announced[0].text
        text = await private_text(fake, world.alice, world.channel, "season start", start)
        assert text.startswith("This server already has a season open")

        text = await private_text(
            fake, world.bob, world.channel, "leaderboard", {"game": "solstis", "season": "current"}
        )
        assert text == ENGLISH.t("season-table-empty", game="Solstis", name="Winter")

        # A rated game in the season: it counts in the season's table, from 1500 for both.
        _, thread = await open_table(fake, world.channel, world.alice, "solstis", [world.bob], bots=0)
        await play_to_the_end(fake, thread, [world.alice, world.bob], seed=5)
        await fake.wait_for(
            lambda: bot_rows(bot.db_path, "SELECT 1 FROM results WHERE rated = 1"), 30, "the game's results"
        )
        text = await private_text(
            fake, world.bob, world.channel, "leaderboard", {"game": "solstis", "season": "current"}
        )
        assert "Solstis: season Winter" in text
        # The deal is the bot's own, so the game may end drawn: a win moves 1500 by 16 each way, a draw not at all.
        places = sorted(place for (place,) in bot_rows(bot.db_path, "SELECT place FROM results WHERE rated = 1"))
        expected = {"**1500**"} if places == [1, 1] else {"**1516**", "**1484**"}
        assert places in ([1, 1], [1, 2]), places
        lines = [line for line in text.splitlines() if line.startswith("**")]
        assert len(lines) == 2 and expected == {line.split(": ")[1].split(" ")[0] for line in lines}, lines
        assert all("1 game" in line for line in lines)
        top = "**1500**" if places == [1, 1] else "**1516**"

        # Ended early by the administrator: the table is posted once in the chosen channel.
        text = await private_text(fake, world.alice, world.channel, "season end", {})
        assert text.startswith("Season **Winter** is over")
        await fake.wait_for(lambda: final_tables(fake, announcements), 15, "the season's final table")
        posted = final_tables(fake, announcements)[0]
        field = posted.embeds[0]["fields"][0]
        assert field["name"] == "Solstis" and "alice" in field["value"] and "bob" in field["value"]
        await asyncio.sleep(1.0)  # the clock woke once: a second post would be there by now
        assert len(final_tables(fake, announcements)) == 1

        text = await private_text(fake, world.bob, world.channel, "leaderboard", {"game": "solstis", "season": "last"})
        assert "Solstis: season Winter" in text and top in text
        text = await private_text(
            fake, world.bob, world.channel, "leaderboard", {"game": "solstis", "season": "current"}
        )
        assert text.startswith("This server has no season open.")
        text = await private_text(fake, world.bob, world.channel, "season end", {})
        assert text == ENGLISH.t("season-refusal-not-admin")

        # A season whose end passes while the bot is down is closed when it is back.
        spring = {**start, "name": "Spring"}
        assert (await private_text(fake, world.alice, world.channel, "season start", spring)).startswith("Season")
        bot.kill()
        with sqlite3.connect(bot.db_path) as con:
            con.execute("UPDATE seasons SET ends_at = ? WHERE closed_at IS NULL", (time.time() - 60,))
        con.close()
        bot.start()
        await bot.wait_ready(timeout=30)
        title = ENGLISH.t("season-final-title", name="Spring")
        spring_table = await fake.wait_for(
            lambda: [
                m
                for m in fake.messages(announcements, include_ephemeral=False)
                if m.embeds and m.embeds[0]["title"] == title
            ],
            20,
            "the table of the season that ended while the bot was down",
        )
        assert ENGLISH.t("season-final-empty") in spring_table[0].embeds[0]["description"]


def bot_rows(db_path, sql: str) -> list:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()
