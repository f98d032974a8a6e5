"""End to end: the unmodified bot.py with real discord.py against the local fake Discord.

/play, Join, Add bot, Start, then a whole game through /move: a PNG after every move, the final
scores, and refusals that change nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import re
import signal
import sqlite3
from pathlib import Path

import pytest

from rules import available_keys, get_game
from rules.base import Result
from tests.e2e_helpers import (
    PNG,
    assert_layout,
    assert_png,
    board_messages,
    board_snapshots,
    db_game,
    expected_turn_posts,
    legal_choices,
    newest_shown,
    open_table,
    play_to_the_end,
    turn_posts,
    wait_board_after,
)
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e


def human_moves(db_path, seats) -> int:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        marks = ",".join("?" for _ in seats)
        return con.execute(f"SELECT COUNT(*) FROM moves WHERE seat IN ({marks})", tuple(seats)).fetchone()[0]
    finally:
        con.close()


FAST_AI = {"TABLETOP_AI_DELAY": "0"}


async def test_mountain_miners_whole_game_through_move(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        assert {"play", "move"} <= set(fake.commands)
        lobby, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=1)
        assert "bot" in lobby.text.lower() or "AI" in lobby.text
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
                # The AI seat may have moved between the look and the command, making it this user's
                # turn: then the made-up action is refused as not legal; otherwise as not their turn.
                expected = "not one of your legal moves" if await legal_choices(fake, user, thread) else "not your turn"
                assert ix.ephemeral and expected in ix.content, ix.content
        # The AI seat may have moved meanwhile; no human move was made by any refusal.
        assert human_moves(bot.db_path, (0, 1)) == 0
        posted = fake.messages(thread, include_ephemeral=False)[public_before:]
        assert all(re.search(r"^Move \d+: ", m.text, re.M) and "(normal bot)" in m.text for m in posted)

        final = await play_to_the_end(fake, thread, [world.alice, world.bob], seed=3)

        row = db_game(bot.db_path)
        assert row["status"] == "finished"
        # A board after every move, by a new turn post or an edit of the turn's post, as PNGs with
        # buttons while the game is on: the boards shown go forward from the deal (1) to the end, never
        # back. Publishing shows the latest committed game, so a move committed while the previous one
        # was being posted is shown together with it (one edit, both caption lines; checked below).
        shown = board_snapshots(fake, thread)
        versions = [version for _, _, version in shown]
        assert versions[0] == 1 and versions[-1] == row["version"]
        assert all(a < b for a, b in itertools.pairwise(versions)), versions
        posts = turn_posts(fake, thread)
        assert len(posts) == expected_turn_posts(bot.db_path) < row["version"] // 2
        assert posts[0].history[0].text.startswith("**Mountain Miners** begins.")
        for post, snapshot, version in shown:
            assert snapshot.attachments[0].data.startswith(PNG)
            assert snapshot.edited == (snapshot is not post.history[0])
            if version > 1:
                assert re.search(rf"^(?:\(.*?\) )?Move {version - 1}: \S", snapshot.text, re.M), snapshot.text
            labels = [label for label, _, _ in snapshot.buttons()]
            assert labels == (["Take turn", "My hand", "Pause"] if version < row["version"] else []), (version, labels)
            assert_layout(snapshot, buttons=version < row["version"])
        # Each move is in exactly one post (the posts' final texts): its caption line, or, for the
        # older moves of a post that shows only its newest, in that post's count of earlier ones.
        numbers = [int(n) for post in posts for n in re.findall(r"^(?:\(.*?\) )?Move (\d+):", post.text, re.M)]
        earlier = [int(n) for post in posts for n in re.findall(r"^\((\d+) earlier moves?:", post.text, re.M)]
        assert numbers == sorted(set(numbers)) and numbers[-1] == row["version"] - 1
        assert len(numbers) + sum(earlier) == row["version"] - 1, (numbers, earlier)
        result = Result.from_json(json.loads(row["result"]))
        names = ["alice", "bob"]
        for seat in result.ranking:
            assert f"{result.scores[seat]} point" in final.text
        assert final.attachments and final.attachments[0].filename.endswith("scores.png")
        assert any(name in final.text for name in names)
        assert_layout(final, buttons=False)
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


async def test_lobby_options_leave_cancel_and_autocomplete_filter(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis"})
        await ix.wait_done()
        lobby = ix.message
        ids = {label: cid for label, cid, _ in lobby.buttons()}
        # Only the host may open the options; the host changes the variant with a select.
        ix = await fake.click(world.bob, lobby, ids["Options"])
        await ix.wait_done()
        assert ix.ephemeral and "Only the host" in ix.content
        ix = await fake.click(world.alice, lobby, ids["Options"])
        await ix.wait_done()
        panel = ix.message
        assert panel.ephemeral
        select = panel.selects()[0]
        firefly = next(o for o in select["options"] if "Firefly" in o["label"])
        ix = await fake.select(world.alice, panel, select["custom_id"], [firefly["value"]])
        await ix.wait_done()
        await fake.wait_for(lambda: "Firefly" in fake.message(lobby.id).text, 10, "the lobby to show the option")
        # A full table refuses a third player; a seated player can leave; the host cannot.
        await (await fake.click(world.bob, lobby, ids["Join"])).wait_done()
        ix = await fake.click(world.carol, lobby, ids["Join"])
        await ix.wait_done()
        assert ix.ephemeral and "full" in ix.content
        await (await fake.click(world.bob, lobby, ids["Leave"])).wait_done()
        ix = await fake.click(world.alice, lobby, ids["Leave"])
        await ix.wait_done()
        assert "host cannot leave" in ix.content
        ix = await fake.click(world.alice, lobby, ids["Start"])
        await ix.wait_done()
        assert "at least 2" in ix.content
        await (await fake.click(world.bob, lobby, ids["Join"])).wait_done()
        await (await fake.click(world.alice, lobby, ids["Start"])).wait_done()
        thread = await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the thread")
        await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
        assert json.loads(db_game(bot.db_path)["options"]) == {"variant": "firefly"}
        ix = await fake.click(world.alice, lobby, ids["Start"]) if fake.message(lobby.id).buttons() else None
        assert ix is None, "a started lobby keeps no buttons"

        # Autocomplete: at most 25 choices, filtered by what was typed, ids as values.
        mover = world.alice if await legal_choices(fake, world.alice, thread.id) else world.bob
        choices = await legal_choices(fake, mover, thread.id)
        assert 1 <= len(choices) <= 25
        word = choices[-1]["name"].split()[-1].lower()
        filtered = await fake.autocomplete(mover, thread.id, "move", {"action": word}, focused="action")
        assert filtered and all(word in c["name"].lower() for c in filtered)
        unrelated = await fake.autocomplete(mover, thread.id, "move", {"action": "zzqqxx"}, focused="action")
        assert unrelated == []

        # Cancel: a new lobby closed by its host refuses further clicks.
        ix = await fake.slash(world.carol, world.channel, "play", {"game": "paper-world"})
        await ix.wait_done()
        second = ix.message
        ids2 = {label: cid for label, cid, _ in second.buttons()}
        ix = await fake.click(world.alice, second, ids2["Cancel"])
        await ix.wait_done()
        assert "Only the host" in ix.content
        await (await fake.click(world.carol, second, ids2["Cancel"])).wait_done()
        assert "cancelled" in fake.message(second.id).text
        assert db_game(bot.db_path)["status"] == "cancelled"


async def test_play_seats_bots_at_once_and_refuses_too_many(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, _bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "mountain-miners", "bots": 3})
        await ix.wait_done()
        text = ix.message.text
        assert "Players (4/6)" in text and text.count("(normal bot)") == 3 and "(AI, " not in text
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis", "bots": 2})
        await ix.wait_done()
        assert ix.ephemeral and "at most 1 bot." in ix.content


async def test_rules_pages_through_buttons_even_after_a_restart(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        ix = await fake.slash(world.carol, world.channel, "rules", {"game": "mountain-miners"})
        await ix.wait_done()
        first = ix.message
        assert ix.ephemeral and "Mountain Miners: how to play (1/2)" in first.embed_text()
        assert "Your turn" in first.embed_text() and "**Arrow Move**" in first.embed_text()
        assert [(label, cid) for label, cid, _ in first.buttons()] == [("Next (2/2)", "rules:mountain-miners:1")]
        bot.restart()  # the buttons carry game and page: no state to lose
        await bot.wait_ready()
        ix = await fake.click(world.carol, first, "rules:mountain-miners:1")
        await ix.wait_done()
        page = fake.message(first.id)
        assert "how to play (2/2)" in page.embed_text() and "**Map size**" in page.embed_text()
        assert [cid for _, cid, _ in page.buttons()] == ["rules:mountain-miners:0"]
        # A game whose rules fit one page gets no buttons.
        ix = await fake.slash(world.carol, world.channel, "rules", {"game": "nanga-parbat"})
        await ix.wait_done()
        assert "Players\n2\n" in ix.message.embed_text() and not ix.message.buttons()


def _children(pid: int) -> set[int]:
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except (FileNotFoundError, ProcessLookupError):
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.add(int(entry))
    return found


def _workers(bot_pid: int) -> dict[str, set[int]]:
    """The bot's worker processes (children of its fork server) by the name their pool gives them."""
    found: dict[str, set[int]] = {}
    for pid in set().union(*(_children(child) for child in _children(bot_pid))):
        with contextlib.suppress(FileNotFoundError, ProcessLookupError):
            found.setdefault(Path(f"/proc/{pid}/comm").read_text().strip(), set()).add(pid)
    return found


async def _play_moves(fake, thread: int, user: int, count: int) -> None:
    """``count`` moves of ``user`` through /move, each answered and its board posted."""
    for _ in range(count):
        deadline = asyncio.get_running_loop().time() + 30
        while not (choices := await legal_choices(fake, user, thread)):
            assert asyncio.get_running_loop().time() < deadline, "the AI seat never handed the turn back"
            await asyncio.sleep(0.05)
        before = newest_shown(fake, thread)
        ix = await fake.slash(user, thread, "move", {"action": choices[0]["value"]})
        await ix.wait_done()
        assert ix.ephemeral and ix.content.startswith("Played"), ix.content
        await wait_board_after(fake, thread, before)


async def test_worker_pools_run_before_the_first_interaction_and_are_rebuilt_after_a_kill(tmp_path):
    env = {"TABLETOP_AI_DELAY": "0", "TABLETOP_AI_THINK": "0.05", "TABLETOP_RENDER_PROCESSES": "2"}
    async with running_bot(tmp_path, env=env) as (fake, bot, world):
        # Before any interaction: the drawing pool (2), the hard AI's (one per core), the GIFs' process
        # the replay frames' process and the review process.
        workers = _workers(bot.proc.pid)
        assert {name: len(pids) for name, pids in workers.items()} == {
            "tabletop-draw": 2,
            "tabletop-ai": os.cpu_count() or 1,
            "tabletop-replay": 1,
            "tabletop-frames": 1,
            "tabletop-review": 1,
        }, workers
        pools = workers["tabletop-draw"] | workers["tabletop-ai"]
        _, thread = await open_table(fake, world.channel, world.alice, "solstis", [], bots=1, bot_level="hard")
        await _play_moves(fake, thread, world.alice, 3)
        # The first game started no pool: the workers that were there drew its boards and thought.
        after = _workers(bot.proc.pid)
        assert after["tabletop-draw"] | after["tabletop-ai"] == pools
        for pid in pools:  # every drawing and hard-AI worker dies (an out-of-memory kill, say)
            # A worker may be gone already: the first kill breaks its pool, which stops the others.
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        await _play_moves(fake, thread, world.alice, 2)  # answered, drawn and played back on new pools
        rebuilt = _workers(bot.proc.pid)
        assert len(rebuilt["tabletop-draw"]) == 2 and len(rebuilt["tabletop-ai"]) == len(workers["tabletop-ai"])
        assert not (rebuilt["tabletop-draw"] | rebuilt["tabletop-ai"]) & pools
