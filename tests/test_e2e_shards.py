"""End to end: two bot processes share one database and split two shards between them.

The slash commands are synced once by the deploy step (``bot.py --sync-commands``); then one
process runs shard 0 and the other shard 1 (SHARD_COUNT=2), against a fake Discord with a server
on each shard. A game with an AI seat is played in each server: each process answers only its
shard's interactions and plays and posts only its own games. The shard 1 process is then killed
mid-game (its AI to move): the other process leaves that game alone, and after a restart the
game is resumed by its own process only, with no board posted twice.
"""

from __future__ import annotations

import asyncio
import random
import re
import time

import pytest

from ops.health import judge, read_heartbeat
from tests.e2e_helpers import board_snapshots, db_game, legal_choices, newest_shown, open_table, wait_board_after
from tests.fake_discord import FakeDiscord
from tests.fake_discord.harness import BotProcess, default_world

pytestmark = pytest.mark.e2e

RESUMED = "back after a restart"


async def exit_code(bot: BotProcess, timeout: float = 40) -> int:
    await asyncio.to_thread(bot.proc.wait, timeout)
    return bot.proc.returncode


def posted_versions(fake: FakeDiscord, thread: int) -> list[int]:
    """The version each board post showed when it was created (its later edits not counted)."""
    return [version for _, snapshot, version in board_snapshots(fake, thread) if not snapshot.edited]


def restart_notices(fake: FakeDiscord, thread: int) -> int:
    """How often the bot said in the thread that it was back after a restart."""
    return sum(RESUMED in (m.content or "") for m in fake.messages(thread, include_ephemeral=False))


def assert_each_board_once(fake: FakeDiscord, thread: int) -> None:
    """No board is posted twice: each version starts at most one post (a restart edits the turn's
    post or makes the one it owes, never a second board)."""
    posted = posted_versions(fake, thread)
    assert len(posted) == len(set(posted)), f"a board was posted twice: {posted}"


async def human_move(fake: FakeDiscord, rng: random.Random, user: int, thread: int, db, game_id: int) -> int:
    """``user`` plays a random legal move by /move; returns the game's version after it."""
    for _ in range(200):
        choices = await legal_choices(fake, user, thread)
        if choices:
            break
        await asyncio.sleep(0.05)  # the AI seat is still moving
    else:
        raise AssertionError("the human never got a decision")
    before = newest_shown(fake, thread)
    ix = await fake.slash(user, thread, "move", {"action": rng.choice(choices)["value"]})
    await ix.wait_done()
    assert ix.ephemeral and ix.content.startswith("Played:"), ix.content
    await wait_board_after(fake, thread, before)  # a new turn post, or the turn's post edited
    return db_game(db, game_id)["version"]


async def test_two_processes_split_the_shards_and_a_restart_resumes_only_its_own_games(tmp_path):
    rng = random.Random(14)
    async with FakeDiscord(shard_count=2) as fake:
        guilds = {shard: fake.add_guild(f"Shard {shard} server", shard=(shard, 2)) for shard in (0, 1)}
        channels = {shard: fake.add_text_channel(guild, "games") for shard, guild in guilds.items()}
        alice = fake.add_user("alice")
        db = tmp_path / "data" / "tabletop.sqlite3"

        # The deploy step: sync the slash commands once, with no database and no gateway.
        sync = BotProcess(fake, tmp_path / "sync", db_path=db, args=("--sync-commands",))
        sync.start()
        assert await exit_code(sync) == 0, sync.tail()
        assert re.search(r"Synced \d+ slash command\(s\) globally \(every server\): .*/move", sync.output())
        assert fake.command_syncs == 1 and fake.identify_count == 0 and not db.exists()

        common = {
            "SHARD_COUNT": "2",
            "TABLETOP_SYNC_COMMANDS": "0",
            "TABLETOP_AI_DELAY": "0.2",
            "TABLETOP_HEALTH_INTERVAL": "1",
        }
        procs = {
            shard: BotProcess(fake, tmp_path / f"shard{shard}", db_path=db, env={**common, "SHARD_IDS": str(shard)})
            for shard in (0, 1)
        }
        try:
            for proc in procs.values():
                proc.start()
                await proc.wait_ready()
            assert fake.command_syncs == 1, "a normal start must not sync the commands"
            assert sorted(d.get("shard") for d in fake.identifies) == [[0, 2], [1, 2]]
            for shard, proc in procs.items():
                heartbeat = db.parent / f"health-shard-{shard}.json"
                await fake.wait_for(lambda: judge(read_heartbeat(heartbeat), time.time())[0], 10, "a healthy heartbeat")
                assert f"in 1 server(s) on shard(s) {shard} of 2" in proc.output()
                assert "are not this version's" not in proc.output(), "the deployed commands match"

            # A game with an AI seat in each server (game 1 on shard 0, game 2 on shard 1).
            threads, game_ids = {}, {}
            for shard in (0, 1):
                _, threads[shard] = await open_table(fake, channels[shard], alice, "solstis", [], bots=1)
                game_ids[shard] = db_game(db)["id"]
                assert db_game(db)["guild_id"] == guilds[shard]
            for _ in range(3):
                for shard in (0, 1):
                    await human_move(fake, rng, alice, threads[shard], db, game_ids[shard])

            # Each process took part only in its own server's game.
            for shard, proc in procs.items():
                output, other = proc.output(), 1 - shard
                assert f"game {game_ids[shard]} started" in output
                assert f"game {game_ids[other]} started" not in output
            for conn in fake._conns:
                shard = conn.shard[0]
                foreign = [event for event, guild in conn.dispatched if guild == str(guilds[1 - shard])]
                assert conn.shard == (shard, 2) and foreign == []
            for shard in (0, 1):
                assert restart_notices(fake, threads[shard]) == 0
                assert_each_board_once(fake, threads[shard])

            # Kill shard 1's process right after alice's move, while its AI seat waits to move.
            procs[1].extra_env["TABLETOP_AI_DELAY"] = "1.5"
            procs[1].restart()
            await procs[1].wait_ready()
            resumed = "resumed 1 active game(s) of this process's shards (1 on other shards)"
            await fake.wait_for(lambda: resumed in procs[1].output(), 15, "shard 1 to resume its game")
            for _ in range(200):  # the restart reposted game 2's board; wait until alice is to decide
                if await legal_choices(fake, alice, threads[1]):
                    break
                await asyncio.sleep(0.05)
            assert restart_notices(fake, threads[1]) == 0, "a restart goes on without announcing itself"
            for _ in range(30):  # until alice's move leaves the AI seat to act (not a second chance of hers)
                choices = await legal_choices(fake, alice, threads[1])
                if not choices:
                    await asyncio.sleep(0.05)
                    continue
                ix = await fake.slash(alice, threads[1], "move", {"action": rng.choice(choices)["value"]})
                await ix.wait_done()
                assert ix.content.startswith("Played:"), ix.content
                if not await legal_choices(fake, alice, threads[1]):
                    break
            version_at_kill = db_game(db, game_ids[1])["version"]
            procs[1].kill()
            await fake.wait_for(lambda: fake.ready_shards() == [(0, 2)], 10, "shard 1 to drop")
            with pytest.raises(AssertionError, match="not connected to the gateway on the shard of guild"):
                await fake.slash(alice, threads[1], "board", {})

            # Shard 0 plays on; it neither moves for game 2's AI nor posts in its thread.
            posts_in_game_2 = len(fake.messages(threads[1]))
            for _ in range(2):
                await human_move(fake, rng, alice, threads[0], db, game_ids[0])
            await asyncio.sleep(2.0)  # far longer than shard 0's AI delay
            assert db_game(db, game_ids[1])["version"] == version_at_kill
            assert len(fake.messages(threads[1])) == posts_in_game_2

            # Shard 1 comes back: it resumes game 2 (one repost, then its AI moves), not game 1.
            posts_in_game_1 = len(fake.messages(threads[0]))
            procs[1].extra_env["TABLETOP_AI_DELAY"] = "0.2"
            procs[1].start()
            await procs[1].wait_ready()
            await fake.wait_for(
                lambda: db_game(db, game_ids[1])["version"] > version_at_kill, 20, "game 2's AI to move"
            )
            assert restart_notices(fake, threads[1]) == 0
            await human_move(fake, rng, alice, threads[1], db, game_ids[1])
            assert len(fake.messages(threads[0])) == posts_in_game_1, "shard 1's restart posted in game 1"
            assert restart_notices(fake, threads[0]) == 0
            for shard in (0, 1):
                assert_each_board_once(fake, threads[shard])
            assert fake.violations == [] and fake.unknown_routes == []
            assert judge(read_heartbeat(db.parent / "health-shard-0.json"), time.time())[0]
        except BaseException:
            print(fake.summary())
            for shard, proc in procs.items():
                print(f"===== shard {shard} log =====\n{proc.tail(120)}")
            raise
        finally:
            for proc in procs.values():
                proc.terminate()


async def test_the_sync_step_and_a_start_that_does_not_sync(tmp_path):
    async with FakeDiscord() as fake:
        world = default_world(fake)
        # A start without the sync step registers nothing, and its log says what to run.
        bot = BotProcess(fake, tmp_path / "bot", env={"TABLETOP_SYNC_COMMANDS": "0"})
        bot.start()
        try:
            await bot.wait_ready(require_commands=False)
            await fake.wait_for(lambda: "run `make sync`" in bot.output(), 10, "the hint to sync")
            assert fake.command_syncs == 0 and fake.global_commands == []
            assert re.search(r"missing: /admin, .*/move, .*; left over: none\)", bot.output())
        finally:
            assert bot.terminate() == 0, bot.tail()

        # The deploy step, to one test server: its commands appear there, none globally.
        sync = BotProcess(
            fake, tmp_path / "sync", env={"TABLETOP_GUILD_ID": str(world.guild)}, args=("--sync-commands",)
        )
        sync.start()
        assert await exit_code(sync) == 0, sync.tail()
        assert f"slash command(s) to the server {world.guild} only: /admin, " in sync.output()
        assert fake.command_syncs == 1 and fake.global_commands == []
        assert "move" in {command["name"] for command in fake.guild_commands[world.guild]}
        assert fake.identify_count == 1, "the sync step never opens the gateway"

        # A refused token is explained in a paragraph (exit 2), as for a normal start.
        refused = BotProcess(
            fake, tmp_path / "refused", env={"DISCORD_TOKEN": "MTIz.wrong.token-value"}, args=("--sync-commands",)
        )
        refused.start()
        assert await exit_code(refused) == 2
        assert "Discord refused the token" in refused.output() and "Traceback" not in refused.output()


async def test_too_few_shards_is_explained(tmp_path):
    async with FakeDiscord(max_guilds_per_shard=1) as fake:
        for shard in (0, 1):
            fake.add_guild(f"Server {shard}", shard=(shard, 2))
        bot = BotProcess(fake, tmp_path / "bot", env={"SHARD_COUNT": "1"})
        bot.start()
        assert await exit_code(bot) == 2, bot.tail()
        assert "close code 4011, sharding required" in bot.output() and "Traceback" not in bot.output()
        assert [code for _, code in fake.refused_identifies] == [4011]
