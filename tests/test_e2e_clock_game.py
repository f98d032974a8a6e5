"""End to end: decision clocks (reminder, time-out, autopilot, restart), /game handover, resign,
abandon, log and list, /rules and /help, against the fake Discord.

Clocks are shrunk with TABLETOP_CLOCK_SCALE so that a "live" decision (5 minutes) takes seconds.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import pytest

from rules import available_keys, get_game
from tests.e2e_helpers import (
    board_messages,
    db_game,
    env,
    move,
    newest_shown,
    open_table,
    rows,
    seats,
    text_in,
    to_act,
)
from tests.fake_discord.harness import default_world, running_bot
from tests.speech import named, visible

pytestmark = pytest.mark.e2e


def dm_with(fake, user: int, needle: str):
    return lambda: next((m for m in fake.dm_messages(user) if needle in (m.content or "")), None)


@dataclass
class TwoRooms:
    guild: int
    channel: int
    other: int
    alice: int
    bob: int
    carol: int


def two_rooms(fake) -> TwoRooms:
    world = default_world(fake)
    other = fake.add_text_channel(world.guild, "more-games")
    return TwoRooms(world.guild, world.channel, other, world.alice, world.bob, world.carol)


# ---------------------------------------------------------------- clocks
async def test_reminder_then_time_out_makes_the_ai_play_and_a_move_resets_the_count(tmp_path):
    async with running_bot(tmp_path, env=env(0.01)) as (fake, bot, world):  # live: 3 s a decision
        players = [world.alice, world.bob]
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        game_id = db_game(bot.db_path)["id"]
        late = (await to_act(fake, thread, players))[0]
        seat = players.index(late)

        # Reminders go by DM: at half the base time, then a last call before the time-out.
        reminder = await fake.wait_for(dm_with(fake, late, "half your time"), 10, "the reminder by DM")
        # The time left is a Discord timestamp, which each member's client shows in their language.
        assert re.search(r"<t:\d+:R>", reminder.content) and f"<#{thread}>" in reminder.content
        last_call = await fake.wait_for(dm_with(fake, late, "Last call"), 10, "the last call by DM")
        shown_before = newest_shown(fake, thread)
        timeout = await fake.wait_for(text_in(fake, thread, "ran out of time"), 10, "the time-out")
        assert f"<@{late}>" in timeout.content and "AI decided" in timeout.content
        await fake.wait_for(lambda: newest_shown(fake, thread) > shown_before, 10, "the AI's move on the board")
        # The notice came before any board showed the AI's move, and the board's line for the move
        # says the AI played it for the late player.
        late_name = "alice" if late == world.alice else "bob"
        shown = [
            (snapshot.at, visible(snapshot.text))
            for board in board_messages(fake, thread)
            for snapshot in board.history
            if "Move 1" in visible(snapshot.text)
        ]
        assert shown and all(at > timeout.history[0].at for at, _ in shown)
        assert f"Move 1 (the AI played for {late_name}):" in shown[0][1], shown[0][1]
        assert reminder.id < last_call.id < timeout.id
        assert not [m for m in fake.messages(thread) if "⏰" in (m.content or "")], "DMs work: none in the thread"
        assert len([m for m in fake.dm_messages(late) if m.id < timeout.id]) == 2
        log = rows(bot.db_path, "SELECT seat, by_ai FROM moves WHERE game_id = ? ORDER BY version", (game_id,))
        assert (log[0]["seat"], log[0]["by_ai"]) == (seat, 1)
        assert seats(bot.db_path, game_id)[seat]["timeouts"] == 1

        # The late player now moves themselves (others move when they are to act): the count resets.
        for _ in range(20):
            acting = await to_act(fake, thread, players)
            if late in acting:
                await move(fake, thread, late)
                break
            if acting:
                await move(fake, thread, acting[0])
        await fake.wait_for(lambda: seats(bot.db_path, game_id)[seat]["timeouts"] == 0, 5, "the count to reset")

        # Timers follow whoever is to act, stamped with the current version.
        def in_step():
            version = db_game(bot.db_path)["version"]
            timers = rows(bot.db_path, "SELECT seat, kind, version FROM timers WHERE game_id = ?", (game_id,))
            return timers and all(t["version"] == version for t in timers) and timers

        timers = await fake.wait_for(in_step, 5, "the timers of the next decision")
        acting_seats = {players.index(u) for u in await to_act(fake, thread, players)}
        assert {t["seat"] for t in timers} == acting_seats
        assert sorted(t["kind"] for t in timers) == ["remind", "timeout"] * len(acting_seats)


async def test_three_time_outs_in_a_row_hand_the_seat_to_the_ai(tmp_path):
    async with running_bot(tmp_path, env=env(0.005)) as (fake, bot, world):  # 1.5 s a decision
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [], bots=1)
        game_id = db_game(bot.db_path)["id"]
        handed = await fake.wait_for(text_in(fake, thread, "until they take it back"), 30, "the seat handed to the AI")
        assert f"<@{world.alice}>" in handed.content and "3 decisions in a row" in handed.content
        alice = seats(bot.db_path, game_id)[0]
        assert alice["autopilot"] == 1 and alice["timeouts"] == 3
        timeouts = [m for m in fake.messages(thread) if "ran out of time" in (m.content or "")]
        assert len(timeouts) == 2 and "time-outs in a row: 1" in timeouts[0].content
        assert "2 more in a row" in timeouts[0].content
        # No clock runs for a seat the AI plays, and the AI goes on playing it.
        await fake.wait_for(
            lambda: (
                rows(bot.db_path, "SELECT COUNT(*) AS n FROM moves WHERE game_id = ? AND seat = 0", (game_id,))[0]["n"]
                > 3
            ),
            20,
            "the AI to play alice's seat",
        )
        assert rows(bot.db_path, "SELECT * FROM timers WHERE game_id = ? AND seat = 0", (game_id,)) == []


async def test_a_timer_survives_a_restart(tmp_path):
    # 24 s a decision: longer than a restart takes on a loaded machine (about 11 s), so the deadline
    # read after the restart is still the first decision's.
    async with running_bot(tmp_path, env=env(0.08)) as (fake, bot, world):
        players = [world.alice, world.bob]
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        game_id = db_game(bot.db_path)["id"]
        late = (await to_act(fake, thread, players))[0]
        query = "SELECT seat, kind, version, due_at FROM timers WHERE game_id = ?"
        # The clock sets its timers right after the first board is posted.
        await fake.wait_for(lambda: len(rows(bot.db_path, query, (game_id,))) == 2, 5, "the first decision's timers")
        before = [tuple(r) for r in rows(bot.db_path, query, (game_id,))]
        assert {r[1] for r in before} == {"remind", "timeout"}

        bot.restart()  # SIGKILL, then start again on the same database
        await bot.wait_ready()
        after = [
            tuple(r)
            for r in rows(bot.db_path, "SELECT seat, kind, version, due_at FROM timers WHERE game_id = ?", (game_id,))
        ]
        timeout_row = next(r for r in before if r[1] == "timeout")
        assert timeout_row in after  # the same deadline, not a new one

        announced = await fake.wait_for(text_in(fake, thread, "ran out of time"), 40, "the time-out after the restart")
        assert f"<@{late}>" in announced.content
        assert bot.starts == 2
        assert db_game(bot.db_path)["version"] == 2  # exactly one move: the AI's, for the late player


# ---------------------------------------------------------------- /game handover, log, list, /rules, /help
async def test_host_hands_a_seat_to_the_ai_and_information_commands(tmp_path):
    async with running_bot(tmp_path, env=env()) as (fake, bot, world):
        assert {"game", "rules", "help"} <= set(fake.commands)
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        game_id = db_game(bot.db_path)["id"]
        version = db_game(bot.db_path)["version"]

        ix = await fake.slash(world.bob, thread, "game handover", {"player": world.alice})
        await ix.wait_done()
        assert ix.ephemeral and "Only the host" in ix.content
        ix = await fake.slash(world.alice, thread, "game handover", {"player": world.carol})
        await ix.wait_done()
        assert ix.ephemeral and "not playing" in ix.content
        ix = await fake.slash(world.alice, world.channel, "game handover", {"player": world.bob})
        await ix.wait_done()
        assert ix.ephemeral and "no game" in ix.content.lower()
        assert db_game(bot.db_path)["version"] == version and seats(bot.db_path, game_id)[1]["autopilot"] == 0

        # The host cannot hand over a present player (bob never timed out); bob can hand over his own.
        ix = await fake.slash(world.alice, thread, "game handover", {"player": world.bob})
        await ix.wait_done()
        assert ix.ephemeral and "only they can hand over" in ix.content
        assert db_game(bot.db_path)["version"] == version and seats(bot.db_path, game_id)[1]["autopilot"] == 0
        ix = await fake.slash(world.bob, thread, "game handover", {"player": world.bob})
        await ix.wait_done()
        assert ix.ephemeral and "AI now plays" in ix.content
        await fake.wait_for(text_in(fake, thread, "handed"), 5, "the handover announcement")
        assert seats(bot.db_path, game_id)[1]["autopilot"] == 1 and seats(bot.db_path, game_id)[1]["handed_over"] == 0

        # The AI plays bob's seat whenever it is to act; alice plays hers.
        def ai_played_bob():
            return rows(bot.db_path, "SELECT 1 FROM moves WHERE game_id = ? AND seat = 1 AND by_ai = 1", (game_id,))

        for _ in range(40):
            if ai_played_bob():
                break
            if await to_act(fake, thread, [world.alice]):
                await move(fake, thread, world.alice)
            else:
                await fake.wait_for(ai_played_bob, 10, "the AI to play bob's seat")
        assert ai_played_bob()
        assert rows(bot.db_path, "SELECT 1 FROM moves WHERE game_id = ? AND seat = 1 AND by_ai = 0", (game_id,)) == []

        # /game log: the recent public events, privately, within 2000 characters.
        ix = await fake.slash(world.carol, thread, "game log")
        await ix.wait_done()
        assert ix.ephemeral and len(ix.content) <= 2000
        assert "log" in ix.content and "**1.**" in ix.content and ("alice" in ix.content or "bob" in ix.content)
        ix = await fake.slash(world.carol, world.channel, "game log")
        await ix.wait_done()
        assert ix.ephemeral and "no game" in ix.content.lower()

        # /game list: the games of this server with links to their threads.
        ix = await fake.slash(world.carol, world.channel, "game list")
        await ix.wait_done()
        assert ix.ephemeral and f"<#{thread}>" in ix.content and "Mountain Miners" in ix.content
        assert len(ix.content) <= 2000

        # /rules for every game, /help with every command.
        for key in available_keys():
            ix = await fake.slash(world.carol, world.channel, "rules", {"game": key})
            await ix.wait_done()
            assert ix.ephemeral
            text = ix.message.embed_text()
            assert get_game(key).title in text and "Players" in text
        ix = await fake.slash(world.carol, world.channel, "help")
        await ix.wait_done()
        assert ix.ephemeral
        text = ix.message.embed_text()
        for name in (
            "/play",
            "/move",
            "/hand",
            "/board",
            "/stats",
            "/leaderboard",
            "/rules",
            "/help",
            "Take turn",
            "My hand",
            "/game undo",
            "/game resign",
            "/game abandon",
            "/game handover",
            "/game takeback",
            "/game log",
            "/game list",
        ):
            assert name in text, name


# ---------------------------------------------------------------- /game resign
async def test_resign_two_players_ends_and_more_players_hand_to_the_ai_then_end(tmp_path):
    async with running_bot(tmp_path, setup=two_rooms, env=env()) as (fake, bot, world):
        # Two players: bob resigns, alice wins at once.
        _, duel = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        duel_id = db_game(bot.db_path)["id"]
        ix = await fake.slash(world.carol, duel, "game resign")
        await ix.wait_done()
        assert ix.ephemeral and "not playing" in ix.content
        ix = await fake.slash(world.bob, duel, "game resign")
        await ix.wait_done()
        assert ix.ephemeral and "game is over" in ix.content
        final = await fake.wait_for(text_in(fake, duel, "**Game over.**"), 10, "the final scores")
        assert f"Winner: **{named('alice')}**" in final.text  # the name isolated for mixed directions
        assert final.attachments and final.attachments[0].filename.endswith("scores.png")
        assert await fake.wait_for(text_in(fake, duel, "resigned"), 5, "the resignation")
        row = db_game(bot.db_path, duel_id)
        assert row["status"] == "finished"
        result = json.loads(row["result"])
        assert result["winners"] == [0] and result["ranking"] == [0, 1] and result["places"] == [1, 2]
        ix = await fake.slash(world.alice, duel, "game resign")
        await ix.wait_done()
        assert ix.ephemeral and "over" in ix.content

        # Three players: carol resigns (the AI plays on for her), then bob: alice wins, carol last.
        trio_thread = None
        ix = await fake.slash(world.alice, world.other, "play", {"game": "mountain-miners"})
        await ix.wait_done()
        lobby = ix.message
        ids = {label: cid for label, cid, _ in lobby.buttons()}
        for user in (world.bob, world.carol):
            await (await fake.click(user, lobby, ids["Join"])).wait_done()
        await (await fake.click(world.alice, lobby, ids["Start"])).wait_done()
        trio_thread = (await fake.wait_for(lambda: next(iter(fake.threads(world.other)), None), 15, "the thread")).id
        await fake.wait_for(lambda: board_messages(fake, trio_thread), 15, "the first board")
        trio_id = db_game(bot.db_path)["id"]
        ix = await fake.slash(world.carol, trio_thread, "game resign")
        await ix.wait_done()
        assert ix.ephemeral and "ranked last" in ix.content
        await fake.wait_for(text_in(fake, trio_thread, "plays their seat"), 5, "the resignation")
        carol = seats(bot.db_path, trio_id)[2]
        assert carol["autopilot"] == 1 and carol["timeouts"] == -1
        assert db_game(bot.db_path, trio_id)["status"] == "active"
        ix = await fake.slash(world.carol, trio_thread, "game resign")
        await ix.wait_done()
        assert ix.ephemeral and "already resigned" in ix.content
        ix = await fake.slash(world.bob, trio_thread, "game resign")
        await ix.wait_done()
        assert ix.ephemeral and "game is over" in ix.content
        await fake.wait_for(text_in(fake, trio_thread, "**Game over.**"), 10, "the final scores")
        result = json.loads(db_game(bot.db_path, trio_id)["result"])
        assert result["winners"] == [0] and result["ranking"] == [0, 1, 2] and result["places"] == [1, 2, 3]


# ---------------------------------------------------------------- /game abandon
async def test_abandon_by_the_host_and_by_a_majority(tmp_path):
    async with running_bot(tmp_path, setup=two_rooms, env=env()) as (fake, bot, world):
        lobby, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=1)
        game_id = db_game(bot.db_path)["id"]
        ix = await fake.slash(world.carol, thread, "game abandon")
        await ix.wait_done()
        assert ix.ephemeral and "Only the host or the players" in ix.content
        ix = await fake.slash(world.bob, thread, "game abandon")  # 1 of 2 human votes: not yet
        await ix.wait_done()
        assert ix.ephemeral and "1 of 2" in ix.content
        await fake.wait_for(text_in(fake, thread, "votes to abandon"), 5, "the vote")
        assert db_game(bot.db_path, game_id)["status"] == "active"
        ix = await fake.slash(world.alice, thread, "game abandon")  # the host: at once
        await ix.wait_done()
        assert ix.ephemeral and "abandoned" in ix.content
        ended = await fake.wait_for(text_in(fake, thread, "without a result"), 5, "the announcement")
        assert "host" in ended.content
        row = db_game(bot.db_path, game_id)
        assert row["status"] == "abandoned" and row["result"] is None
        assert rows(bot.db_path, "SELECT * FROM timers WHERE game_id = ?", (game_id,)) == []
        await fake.wait_for(lambda: "abandoned" in fake.message(lobby.id).text, 5, "the lobby message")
        ix = await fake.slash(world.alice, thread, "game abandon")
        await ix.wait_done()
        assert ix.ephemeral and "over" in ix.content

        # Three humans: two votes of non-hosts end it.
        ix = await fake.slash(world.alice, world.other, "play", {"game": "mountain-miners"})
        await ix.wait_done()
        ids = {label: cid for label, cid, _ in ix.message.buttons()}
        for user in (world.bob, world.carol):
            await (await fake.click(user, ix.message, ids["Join"])).wait_done()
        await (await fake.click(world.alice, ix.message, ids["Start"])).wait_done()
        second = (await fake.wait_for(lambda: next(iter(fake.threads(world.other)), None), 15, "the thread")).id
        await fake.wait_for(lambda: board_messages(fake, second), 15, "the first board")
        second_id = db_game(bot.db_path)["id"]
        ix = await fake.slash(world.bob, second, "game abandon")
        await ix.wait_done()
        assert "1 of 2" in ix.content
        ix = await fake.slash(world.bob, second, "game abandon")  # again: withdraws the vote
        await ix.wait_done()
        assert "withdrew" in ix.content and "0 of 2" in ix.content
        ix = await fake.slash(world.bob, second, "game abandon")
        await ix.wait_done()
        assert "1 of 2" in ix.content
        ix = await fake.slash(world.carol, second, "game abandon")
        await ix.wait_done()
        assert ix.ephemeral and "abandoned" in ix.content
        ended = await fake.wait_for(text_in(fake, second, "without a result"), 5, "the announcement")
        assert "majority" in ended.content and f"<@{world.bob}>" in ended.content
        assert db_game(bot.db_path, second_id)["status"] == "abandoned"
