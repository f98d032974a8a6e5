"""End to end: AI levels in the lobby. Add bot offers easy, normal and hard; the bot's name says its
level; /play seats bots of a chosen level; a game against a hard bot (searching in a worker
process, with a tiny think budget) plays to the end."""

from __future__ import annotations

import os
import signal
import sqlite3

import pytest

from services.ai_pool import AI_NAME
from tests.e2e_helpers import add_bots, board_messages, db_game, play_to_the_end
from tests.fake_discord.harness import running_bot
from tests.speech import visible

pytestmark = pytest.mark.e2e

FAST_HARD_AI = {"TABLETOP_AI_DELAY": "0", "TABLETOP_AI_THINK": "0.05"}


def seat_rows(db_path, game_id: int) -> list[tuple]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return con.execute(
            "SELECT seat, user_id, ai_kind, name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        ).fetchall()
    finally:
        con.close()


def ai_moves(db_path, game_id: int, seat: int) -> int:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return con.execute(
            "SELECT COUNT(*) FROM moves WHERE game_id = ? AND seat = ? AND by_ai = 1", (game_id, seat)
        ).fetchone()[0]
    finally:
        con.close()


async def test_add_bot_offers_three_levels_and_a_hard_bot_plays_a_game_to_the_end(tmp_path):
    async with running_bot(tmp_path, env=FAST_HARD_AI) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis"})
        await ix.wait_done()
        lobby = ix.message
        ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}

        # Only the host opens the level chooser (a bot makes the game unrated).
        ix = await fake.click(world.carol, lobby, ids["Add bot"])
        await ix.wait_done()
        assert ix.ephemeral and "Only the host can add a bot" in ix.content

        panel = await add_bots(fake, world.alice, lobby, 1, "hard")
        assert panel is not None and panel.ephemeral
        assert [label for label, _, _ in panel.buttons()] == ["Easy bot", "Normal bot", "Hard bot"]
        assert "Seated Ada (hard bot)." in visible(panel.content)
        await fake.wait_for(lambda: "Ada (hard bot)" in fake.message(lobby.id).text, 10, "the hard bot in the lobby")
        game_id = db_game(bot.db_path)["id"]
        assert [(row[2], row[3]) for row in seat_rows(bot.db_path, game_id)] == [
            (None, "alice"),
            ("hard", "Ada (hard bot)"),
        ]

        # Solstis seats two: a third bot is refused on the panel and nothing changes.
        levels = {label: custom_id for label, custom_id, _ in panel.buttons()}
        ix = await fake.click(world.alice, panel, levels["Easy bot"])
        await ix.wait_done()
        assert ix.ephemeral and len(seat_rows(bot.db_path, game_id)) == 2

        await (await fake.click(world.alice, fake.message(lobby.id), ids["Start"])).wait_done()
        thread = await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the game thread")
        await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
        await play_to_the_end(fake, thread.id, [world.alice], seed=11)

        row = db_game(bot.db_path, game_id)
        assert row["status"] == "finished"
        assert ai_moves(bot.db_path, game_id, 1) >= 5  # the hard bot made its own decisions
        posted = [m.text for m in board_messages(fake, thread.id)]
        assert any("Ada (hard bot)" in text for text in posted)


async def test_play_seats_bots_of_the_chosen_level(tmp_path):
    async with running_bot(tmp_path, env=FAST_HARD_AI) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "sheherazade", "bots": 2, "level": "easy"})
        await ix.wait_done()
        text = ix.message.text
        assert "Ada (easy bot)" in text and "Blaise (easy bot)" in text
        game_id = db_game(bot.db_path)["id"]
        assert [row[2] for row in seat_rows(bot.db_path, game_id)] == [None, "easy", "easy"]

        ix = await fake.slash(world.bob, world.channel, "play", {"game": "solstis", "bots": 1})
        await ix.wait_done()
        assert "Ada (normal bot)" in ix.message.text  # the default level is normal


def ai_workers(root: int) -> set[int]:
    """The hard AI's worker processes under process ``root`` (the bot): the descendants its pool
    names ``tabletop-ai`` (all workers come from one fork server; the drawing ones have other names)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    children.setdefault(int(stat.read().split(")")[-1].split()[1]), []).append(int(entry))
            except (FileNotFoundError, ProcessLookupError):
                pass
    found, todo = set(), [root]
    while todo:
        for child in children.get(todo.pop(), []):
            todo.append(child)
            try:
                with open(f"/proc/{child}/comm") as comm:
                    if comm.read().strip() == AI_NAME:
                        found.add(child)
            except (FileNotFoundError, ProcessLookupError):
                pass
    return found


async def test_a_hard_bot_plays_on_after_its_worker_processes_are_killed(tmp_path):
    """A killed AI worker broke the pool for good (the hard bot never moved again
    and the game stalled); now the pool is started afresh and the game plays to the end."""
    async with running_bot(tmp_path, env=FAST_HARD_AI) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis", "bots": 1, "level": "hard"})
        await ix.wait_done()
        game_id = db_game(bot.db_path)["id"]
        start = {label: cid for label, cid, _ in ix.message.buttons()}["Start"]
        await (await fake.click(world.alice, fake.message(ix.message.id), start)).wait_done()
        thread = await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the game thread")
        await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
        killed: dict[str, object] = {}

        async def kill_the_ai_workers_once(user, choice) -> None:
            if killed or ai_moves(bot.db_path, game_id, 1) < 1:
                return  # killed once the bot has decided at least once
            workers = ai_workers(bot.proc.pid)
            assert workers, "no AI worker process found under the bot"
            for pid in workers:
                os.kill(pid, signal.SIGKILL)
            killed["pids"], killed["bot moves"] = workers, ai_moves(bot.db_path, game_id, 1)

        await play_to_the_end(fake, thread.id, [world.alice], seed=5, on_move=kill_the_ai_workers_once)

        assert killed, "the game ended before the bot's first move"
        assert db_game(bot.db_path, game_id)["status"] == "finished"
        assert ai_moves(bot.db_path, game_id, 1) >= killed["bot moves"] + 3  # it went on deciding after the kill
        assert not (ai_workers(bot.proc.pid) & killed["pids"]) and ai_workers(bot.proc.pid)
