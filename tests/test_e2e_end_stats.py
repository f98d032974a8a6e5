"""End to end: a finished game's final post carries its statistics, in the table's language, at two
players and at the most players a game seats; nothing of them is posted while the game is in play.

The six languages' games are played at once in one bot, each in a server whose language is the
table's (the members read English, so their private answers are English); the final post is found by
its head in the table's language, and its statistics are checked against what the catalogue says in
that language: the head, one row per statistic of the game that someone scored on, the time and undo
rows.
"""

from __future__ import annotations

import asyncio
import sqlite3
from dataclasses import dataclass

import pytest

from lang import SOURCE, Speaker
from lang.catalogue import available
from rules import get_game
from rules.stats import statistics_of
from tests.e2e_helpers import board_messages, play_to_the_end
from tests.fake_discord import FakeDiscord, Message
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}


@dataclass
class Table:
    guild: int
    channel: int
    users: list[int]


def world_in(languages: list[str]):
    """One server per language (its locale the table's language), each with a channel and two
    members who read English."""

    def setup(fake: FakeDiscord) -> dict[str, Table]:
        tables = {}
        for language in languages:
            guild = fake.add_guild(f"Stats {language}", locale=language)
            channel = fake.add_text_channel(guild, "games")
            users = [fake.add_user(name, locale=SOURCE) for name in ("alice", "bob")]
            tables[language] = Table(guild, channel, users)
        return tables

    return setup


async def open_game(fake: FakeDiscord, table: Table, game: str, bots: int) -> int:
    """/play, bob joins, ``bots`` AI players, Start (by the buttons' verbs: the lobby is in the
    server's language); the thread's id."""
    host, guest = table.users
    ix = await fake.slash(host, table.channel, "play", {"game": game})
    await ix.wait_done()
    lobby = ix.message

    def verb(name: str) -> str:  # a lobby button's id carries the lobby's version: read it afresh
        shown = fake.message(lobby.id)
        return next(c for _, c, _ in shown.buttons() if (c or "").split(":")[-1] == name)

    await (await fake.click(guest, fake.message(lobby.id), verb("join"))).wait_done()
    if bots:
        await add_bots_by_verb(fake, host, fake.message(lobby.id), bots)
    await (await fake.click(host, fake.message(lobby.id), verb("start"))).wait_done()
    thread = await fake.wait_for(lambda: next(iter(fake.threads(table.channel)), None), 15, "the game thread")
    await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
    return thread.id


async def add_bots_by_verb(fake: FakeDiscord, user: int, lobby: Message, count: int) -> None:
    """Add bot, then the first level of its panel ``count`` times (the labels are in the server's
    language, the custom ids are not)."""
    add = next(custom_id for _, custom_id, _ in lobby.buttons() if (custom_id or "").endswith(":bot"))
    ix = await fake.click(user, lobby, add)
    await ix.wait_done()
    panel = ix.message
    for _ in range(count):
        buttons = [custom_id for _, custom_id, _ in fake.message(panel.id).buttons()]
        normal = next((c for c in buttons if c and c.endswith("normal")), buttons[0])
        await (await fake.click(user, panel, normal)).wait_done()


def seats_of(db_path, thread: int) -> list[sqlite3.Row]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        game = con.execute("SELECT id, language FROM games WHERE thread_id = ?", (thread,)).fetchone()
        assert game is not None
        return con.execute("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game["id"],)).fetchall()
    finally:
        con.close()


async def check_final_statistics(fake: FakeDiscord, db_path, table: Table, game: str, bots: int, language: str) -> None:
    speaker = Speaker(language)
    head = speaker.t("turn-final-head")
    stats_head = speaker.t("end-stats-head", players="|").split("|")[0]
    thread = await open_game(fake, table, game, bots)
    final = await play_to_the_end(fake, thread, table.users, seed=3, max_moves=3000, head=head)
    before = [m for m in fake.messages(thread) if m.id < final.id]
    assert not any(stats_head in (m.text or "") for m in before), "no statistics while the game is in play"
    text = final.text
    assert stats_head in text, (language, text)
    block = text[text.index(stats_head) :]
    seats = seats_of(db_path, thread)
    assert len(seats) == 2 + bots
    for name in ("alice", "bob"):
        assert name in block.split("\n")[0], "the head names every player"
    rows = {line.split(":")[0].rstrip("\u00a0 ") for line in block.split("\n")[1:]}
    labels = {speaker.say(stat.label) for stat in statistics_of(game)}
    assert rows & labels, f"the game's own statistics are shown ({language}): {rows}"
    assert speaker.t("end-stats-time") in rows and speaker.t("end-stats-undos") in rows
    assert len(text) <= 4000


async def check_every_language(tmp_path, game: str, bots: int) -> None:
    """One game in each language at once, in one bot (a server per language)."""
    languages = list(available())
    async with running_bot(tmp_path, env=FAST_AI, setup=world_in(languages)) as (fake, bot, tables):
        await asyncio.gather(
            *(
                check_final_statistics(fake, bot.db_path, tables[language], game, bots, language)
                for language in languages
            )
        )


async def test_two_players_final_post_has_statistics_in_every_language(tmp_path) -> None:
    await check_every_language(tmp_path, "solstis", 0)


async def test_most_players_final_post_has_statistics_in_every_language(tmp_path) -> None:
    game = "mountain-miners"
    await check_every_language(tmp_path, game, get_game(game).max_players - 2)
