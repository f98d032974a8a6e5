"""End to end: two bot processes on one PostgreSQL database, a SIGKILL, a restart.

Two unmodified ``bot.py`` processes share a fresh PostgreSQL database; SHARD_COUNT=2, one runs shard
0 and the other shard 1, against the fake Discord with a server on each shard. In each server two
games run at once:

* a *played* game (Solstis, daily pace): alice moves by ``/move``, an AI seat answers;
* a *clocked* game (Solstis, live pace shrunk to seconds): bob never moves, so his clock reminds him,
  times out three times (the AI decides for him each time) and then hands his seat to the AI, which
  plays the game to its end against the AI seat.

The shard 1 process is SIGKILLed mid-game (just after its clocked game's first reminder, with its
played game going on) and started again a few seconds later, while one of its timers comes due.
Then every game must finish, and:

* no acknowledged move is lost or applied twice: alice's moves in the log are exactly the moves she
  was told were played, in order, and every game's versions run without a gap;
* every timer fires exactly once: each clocked game has exactly three time-outs in its log and in
  its thread the notices "time-out 1", "time-out 2" and the autopilot notice, once each (a
  reminder by DM at most once per decision); while shard 1's process is down the other process fires none
  of its timers (see cogs/clock.py: a shard's clocks wait for its process);
* no board is posted twice for the same version, and the last board shows each game's end;
* no lease is left once the clocks' heal has dropped those the killed process held.

Needs a PostgreSQL server (TABLETOP_TEST_DATABASE_URL; ``make test-pg``): skipped without one
locally, a failure under CI.
"""

from __future__ import annotations

import asyncio
import random
import re
from dataclasses import dataclass, field

import pytest

from tests.conftest import fresh_postgres_database
from tests.e2e_helpers import board_snapshots, close_db_reader, db_game, db_rows, legal_choices, newest_shown
from tests.fake_discord import FakeDiscord
from tests.fake_discord.harness import BotProcess

pytestmark = pytest.mark.e2e

# A live decision takes 300 s; scaled to 4 s here (reminder at 2 s). A daily one (24 h, 3-day bank) never times out.
CLOCK_SCALE = 4 / 300
LEASE_SECONDS = 2
HEAL_SECONDS = 1  # the clocks' heal, which also drops the leases a killed process left
TIMEOUT_NOTICE = re.compile(r"ran out of time, so the AI decided .* \(time-outs in a row: (\d)\)")
AUTOPILOT_NOTICE = "3 decisions in a row time out"
REMINDER = "⏰"
HALF_TIME = "half your time"  # the first reminder of a decision, by DM (then a last call)
FINAL = "**Game over.**"


@dataclass
class Table:
    """One game of the test: its server's shard, thread and id, and alice's acknowledged moves."""

    shard: int
    kind: str  # "played" or "clocked"
    thread: int
    game_id: int
    acknowledged: list[str] = field(default_factory=list)


def public_texts(fake: FakeDiscord, thread: int) -> list[str]:
    return [m.text for m in fake.messages(thread, include_ephemeral=False)]


def reminders_of(fake: FakeDiscord, user: int, table: Table) -> list[str]:
    """The half-time reminders ``user`` got by DM for ``table``'s game."""
    return [
        m.content or ""
        for m in fake.dm_messages(user)
        if HALF_TIME in (m.content or "") and f"** #{table.game_id}:" in (m.content or "")
    ]


def finished(fake: FakeDiscord, table: Table) -> bool:
    return any(text.startswith(FINAL) for text in public_texts(fake, table.thread))


async def open_game(fake: FakeDiscord, url: str, channel: int, host: int, pace: str) -> tuple[int, int]:
    """/play Solstis with one easy bot at ``pace``, then Start; returns (thread id, game id)."""
    ix = await fake.slash(host, channel, "play", {"game": "solstis", "bots": 1, "pace": pace, "level": "easy"})
    await ix.wait_done()
    lobby = ix.message
    before = {thread.id for thread in fake.threads(channel)}
    start = next(custom_id for label, custom_id, _ in lobby.buttons() if label == "Start")
    await (await fake.click(host, lobby, start)).wait_done()
    thread = await fake.wait_for(
        lambda: next((t for t in fake.threads(channel) if t.id not in before), None), 15, "the game thread"
    )
    await fake.wait_for(lambda: newest_shown(fake, thread.id) > 0, 15, "the first board")
    game_id = next(r["id"] for r in db_rows(url, "SELECT id FROM games WHERE thread_id = ?", (thread.id,)))
    return thread.id, game_id


async def alice_moves(fake: FakeDiscord, rng: random.Random, alice: int, table: Table) -> bool:
    """alice plays one random legal move if she has a decision; True when she moved (acknowledged)."""
    choices = await legal_choices(fake, alice, table.thread)
    if not choices:
        return False
    choice = rng.choice(choices)["value"]
    ix = await fake.slash(alice, table.thread, "move", {"action": choice})
    await ix.wait_done()
    assert ix.ephemeral and ix.content.startswith("Played:"), ix.content
    table.acknowledged.append(choice)
    return True


def logged(url: str, table: Table) -> list[dict]:
    return db_rows(
        url, "SELECT version, seat, action_id, by_ai FROM moves WHERE game_id = ? ORDER BY version", (table.game_id,)
    )


async def test_two_processes_on_postgres_survive_a_sigkill_with_no_move_timer_or_board_lost_or_doubled(tmp_path):
    rng = random.Random(1414)
    async with fresh_postgres_database() as url, FakeDiscord(shard_count=2) as fake:
        guilds = {shard: fake.add_guild(f"Shard {shard} server", shard=(shard, 2)) for shard in (0, 1)}
        channels = {shard: fake.add_text_channel(guild, "games") for shard, guild in guilds.items()}
        alice, bob = fake.add_user("alice"), fake.add_user("bob")
        common = {
            "DATABASE_URL": url,
            "SHARD_COUNT": "2",
            "TABLETOP_AI_DELAY": "0.2",
            "TABLETOP_AI_THINK": "0.05",
            "TABLETOP_CLOCK_SCALE": str(CLOCK_SCALE),
            "TABLETOP_LEASE_SECONDS": str(LEASE_SECONDS),
            "TABLETOP_HEAL_SECONDS": str(HEAL_SECONDS),
        }
        procs = {
            shard: BotProcess(
                fake,
                tmp_path / f"shard{shard}",
                env={
                    **common,
                    "SHARD_IDS": str(shard),
                    "TABLETOP_HEALTH_FILE": str(tmp_path / f"health-{shard}.json"),
                    "TABLETOP_SYNC_COMMANDS": "1" if shard == 0 else "0",
                },
            )
            for shard in (0, 1)
        }
        try:
            for proc in procs.values():
                proc.start()
                await proc.wait_ready(timeout=40)
            assert db_rows(url, "SELECT version FROM schema_version")[0]["version"] >= 5

            tables: list[Table] = []
            for shard in (0, 1):
                thread, game_id = await open_game(fake, url, channels[shard], alice, "daily")
                tables.append(Table(shard, "played", thread, game_id))
            for shard in (0, 1):
                thread, game_id = await open_game(fake, url, channels[shard], bob, "live")
                tables.append(Table(shard, "clocked", thread, game_id))
            played = {t.shard: t for t in tables if t.kind == "played"}
            clocked = {t.shard: t for t in tables if t.kind == "clocked"}

            # Both processes at work: alice plays in both servers until the clocked game of shard 1
            # has sent its first reminder; then shard 1's process is killed.
            def first_reminder() -> bool:
                return bool(reminders_of(fake, bob, clocked[1]))

            while not (first_reminder() and played[1].acknowledged):
                for shard in (0, 1):
                    await alice_moves(fake, rng, alice, played[shard])
                await asyncio.sleep(0.05)
            killed_pid = procs[1].proc.pid
            procs[1].kill()
            at_kill = {t.game_id: db_game(url, t.game_id)["version"] for t in tables if t.shard == 1}
            moves_at_kill = {t.game_id: logged(url, t) for t in tables if t.shard == 1}
            await fake.wait_for(lambda: fake.ready_shards() == [(0, 2)], 10, "shard 1 to drop")

            # While it is down (longer than a decision, so a timer of its clocked game comes due), the
            # other process plays on and leaves shard 1's games and timers alone.
            down_until = asyncio.get_running_loop().time() + 5.0
            while asyncio.get_running_loop().time() < down_until:
                await alice_moves(fake, rng, alice, played[0])
                await asyncio.sleep(0.05)
            for game_id, version in at_kill.items():
                assert db_game(url, game_id)["version"] == version, "a shard 1 game changed while its process was down"
            overdue = db_rows(
                url,
                "SELECT COUNT(*) AS n FROM timers WHERE game_id = ? AND kind = 'timeout'"
                " AND due_at < EXTRACT(EPOCH FROM now())",
                (clocked[1].game_id,),
            )[0]["n"]
            assert overdue == 1, "a time-out of shard 1's clocked game came due while its process was down"

            procs[1].start()
            await procs[1].wait_ready(timeout=40)
            await fake.wait_for(
                lambda: "resumed 2 active game(s) of this process's shards" in procs[1].output(),
                20,
                "shard 1 to resume",
            )

            # Everything plays to its end: alice in her games, the clocks and the AI in the others.
            async def all_finished() -> bool:
                for table in played.values():
                    if not finished(fake, table):
                        await alice_moves(fake, rng, alice, table)
                return all(finished(fake, table) for table in tables)

            deadline = asyncio.get_running_loop().time() + 75
            while not await all_finished():
                assert asyncio.get_running_loop().time() < deadline, [
                    (t.kind, t.shard, db_game(url, t.game_id)["status"]) for t in tables
                ]
                await asyncio.sleep(0.1)

            for table in tables:
                row = db_game(url, table.game_id)
                moves = logged(url, table)
                assert row["status"] == "finished"
                # No move lost or applied twice: versions without a gap, the kill's log a prefix of the final one.
                assert [m["version"] for m in moves] == list(range(2, 2 + len(moves))), (table, moves)
                assert row["version"] == moves[-1]["version"]
                if table.game_id in moves_at_kill:
                    assert moves[: len(moves_at_kill[table.game_id])] == moves_at_kill[table.game_id]
                # No board posted twice for one version; the last board shows the end.
                created = [v for _, snapshot, v in board_snapshots(fake, table.thread) if not snapshot.edited]
                assert len(created) == len(set(created)), f"a board was posted twice: {created}"
                assert max(v for _, _, v in board_snapshots(fake, table.thread)) == row["version"]
                assert sum(text.startswith(FINAL) for text in public_texts(fake, table.thread)) == 1
                if table.kind == "played":
                    # alice's moves in the log are exactly the acknowledged ones, in order.
                    hers = [m["action_id"] for m in moves if not m["by_ai"] and m["seat"] == 0]
                    assert hers == table.acknowledged
                    assert not any(REMINDER in text for text in public_texts(fake, table.thread))
                else:
                    seat = db_rows(
                        url,
                        "SELECT timeouts_total, autopilot FROM seats WHERE game_id = ? AND seat = 0",
                        (table.game_id,),
                    )[0]
                    assert (seat["timeouts_total"], seat["autopilot"]) == (3, 1)
                    texts = public_texts(fake, table.thread)
                    notices = [int(found.group(1)) for text in texts if (found := TIMEOUT_NOTICE.search(text))]
                    assert notices == [1, 2], f"time-out notices of game {table.game_id}: {notices}"
                    assert sum(AUTOPILOT_NOTICE in text for text in texts) == 1
                    assert not any(REMINDER in text for text in texts), "reminders go by DM"
                    reminders = len(reminders_of(fake, bob, table))
                    assert 1 <= reminders <= 3, reminders
                    if table.shard == 0:
                        assert reminders == 3, "every decision of an undisturbed clock is reminded once"
            assert db_rows(url, "SELECT COUNT(*) AS n FROM timers")[0]["n"] == 0

            # Every lease of a live process was released. The killed one could release nothing: a lease
            # it held at the kill stays if its game ended before anyone needed that lease again, until
            # a clock heal (every HEAL_SECONDS here) finds it expired on a game no longer in play.
            # A live process lets go of a game's lease just after its last post (the final post is made
            # while the AI turn or the time-out that ended the game still holds it), so allow a moment.
            def live_leases() -> list[dict]:
                left = db_rows(url, "SELECT holder, game_id FROM leases")
                return [row for row in left if row["holder"].split(":")[-2] != str(killed_pid)]

            released_by = asyncio.get_running_loop().time() + 5
            while live := live_leases():
                assert asyncio.get_running_loop().time() < released_by, (killed_pid, live)
                await asyncio.sleep(0.1)
            deadline = asyncio.get_running_loop().time() + LEASE_SECONDS + 2 * HEAL_SECONDS + 10
            while left := db_rows(url, "SELECT holder, game_id FROM leases"):
                assert asyncio.get_running_loop().time() < deadline, f"leases no heal dropped: {left}"
                await asyncio.sleep(0.2)
            # A restart goes on without announcing itself (the next human turn's post pings its player).
            for table in tables:
                backs = sum("back after a restart" in text for text in public_texts(fake, table.thread))
                assert backs == 0, (table, backs)
            assert fake.violations == [] and fake.unknown_routes == []
        except BaseException:
            print(fake.summary())
            for shard, proc in procs.items():
                print(f"===== shard {shard} log =====\n{proc.tail(150)}")
            raise
        finally:
            for proc in procs.values():
                proc.terminate()
            close_db_reader(url)
