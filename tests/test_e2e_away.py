"""End to end: time away and pauses, against the fake Discord.

* Quiet hours: a member picks a zone (the list completes it; a name not on it is refused) and quiet
  hours that cover the present; a daily decision's time-out then falls exactly at their end, its
  reminder is held back (none is planned before the time-out), and so it stays across a restart:
  past the decision's own deadline nothing times out and no reminder comes. With quiet hours off,
  the next decision is timed as usual.
* Days away: more days than the year allows are refused and nothing is written; a day declared
  ahead stretches a daily decision that spans it by exactly that day, and the turn post says so.
* A pause: **Pause** on the turn post is a vote; once both players voted the clocks stand still
  (the post says so, with **Resume**), across a restart, past the decision's own deadline; **Resume**
  goes on, every timer and the decision moved later by the same length; a move also resumes.

Clocks are shrunk with TABLETOP_CLOCK_SCALE where the test waits for a deadline (a daily decision
of 2.6 s and a bank of 7.8 s at 0.00003).
"""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta

import pytest

from tests.e2e_helpers import ENGLISH, board_messages, db_game, db_rows, latest_board, move, to_act
from tests.fake_discord.harness import running_bot
from tests.speech import visible

pytestmark = pytest.mark.e2e

SCALE = 0.00003  # daily: 2.592 s a decision, a bank of 7.776 s
BASE, BANK = 86400 * SCALE, 259200 * SCALE
REMINDER_WORDS = "it is your turn to decide in"  # every reminder says it (notice-reminder, notice-reminder-half)


def env(scale: float, **more: str) -> dict[str, str]:
    return {"TABLETOP_AI_DELAY": "0", "TABLETOP_CLOCK_SCALE": str(scale), **more}


def timers(db_path, game_id: int, seat: int) -> dict[str, float]:
    rows = db_rows(db_path, "SELECT kind, due_at FROM timers WHERE game_id = ? AND seat = ?", (game_id, seat))
    return {row["kind"]: float(row["due_at"]) for row in rows}


def seat_row(db_path, game_id: int, seat: int) -> dict:
    return db_rows(db_path, "SELECT * FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))[0]


async def settings(fake, user: int, channel: int, options: dict[str, str]):
    ix = await fake.slash(user, channel, "settings", options)
    await ix.wait_done()
    assert ix.ephemeral, ix.content
    return ix


async def daily_table(fake, world, db_path) -> tuple[int, int]:
    """/play mountain-miners at the daily pace, bob joins, Start; (thread id, game id)."""
    ix = await fake.slash(world.alice, world.channel, "play", {"game": "mountain-miners", "pace": "daily"})
    await ix.wait_done()
    lobby = ix.message
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    await (await fake.click(world.bob, lobby, ids[ENGLISH.t("lobby-button-join")])).wait_done()
    await (await fake.click(world.alice, lobby, ids[ENGLISH.t("lobby-button-start")])).wait_done()
    thread = await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the game thread")
    await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
    # The first post's decisions are timed from when it was shown, in the transaction that records
    # it: read the clocks only after that one, or a read may come between the deal's and the post's.
    await fake.wait_for(lambda: db_game(db_path)["board_message_id"] is not None, 15, "the first post recorded")
    return thread.id, db_game(db_path)["id"]


async def deciding_seat(db_path, game_id: int) -> int:
    """The seat whose decision is timed now (waits for its time-out row)."""
    for _ in range(100):
        rows = db_rows(db_path, "SELECT seat FROM timers WHERE game_id = ? AND kind = 'timeout'", (game_id,))
        if rows:
            return int(rows[0]["seat"])
        await asyncio.sleep(0.1)
    raise AssertionError("no decision is timed")


def reminders_to(fake, user: int) -> list[str]:
    return [m.text for m in fake.dm_messages(user) if REMINDER_WORDS in visible(m.text or "")]


async def test_quiet_hours_move_a_deadline_and_hold_a_reminder_back_across_a_restart(tmp_path):
    async with running_bot(tmp_path, env=env(SCALE)) as (fake, bot, world):
        # The zone comes from the list: it completes, and a name not on it is refused.
        choices = await fake.autocomplete(world.alice, world.channel, "settings", {"zone": "paris"}, focused="zone")
        assert [c["value"] for c in choices] == ["Europe/Paris"]
        refused = await settings(fake, world.alice, world.channel, {"zone": "Mars/Olympus", "quiet": "22:00-07:00"})
        assert refused.content == ENGLISH.t("away-refusal-zone")
        assert db_rows(bot.db_path, "SELECT * FROM member_settings WHERE time_zone IS NOT NULL") == []

        # Quiet hours from an hour ago to the top of the hour after next, in UTC, for both players.
        now = time.time()
        hour = int(now // 3600)
        quiet_end = (hour + 2) * 3600.0
        quiet = f"{(hour - 1) % 24:02d}:00-{(hour + 2) % 24:02d}:00"
        for user in (world.alice, world.bob):
            panel = await settings(fake, user, world.channel, {"zone": "UTC", "quiet": quiet})
            said = visible(panel.content)
            assert "Time zone**: UTC." in said
            assert f"Quiet hours**: {quiet[:5]} to {quiet[6:]}." in said
            assert "Blitz and live games are never stretched" in said

        thread, game_id = await daily_table(fake, world, bot.db_path)
        seat = await deciding_seat(bot.db_path, game_id)
        row = seat_row(bot.db_path, game_id, seat)
        started = float(row["decision_started"])
        assert float(row["base_ends"]) == pytest.approx(started + BASE, abs=1e-6), "quiet hours move no base time"
        # Its time-out would be at started + 10.4 s, in the quiet hours: it is at their end, and its
        # reminder, held back to that end too, would come with the time-out, so none is planned.
        assert timers(bot.db_path, game_id, seat) == {"timeout": quiet_end}

        bot.restart()  # SIGKILL and start again on the same database, mid-decision
        await bot.wait_ready()
        assert timers(bot.db_path, game_id, seat) == {"timeout": quiet_end}, "the same after a restart"
        # Past the decision's own deadline (base time and bank): nothing timed out, nobody reminded.
        await asyncio.sleep(max(0.0, started + BASE + BANK + 2.0 - time.time()))
        seats = db_rows(bot.db_path, "SELECT timeouts_total FROM seats WHERE game_id = ?", (game_id,))
        assert [s["timeouts_total"] for s in seats] == [0, 0]
        assert db_game(bot.db_path, game_id)["version"] == 1
        assert reminders_to(fake, world.alice) == [] and reminders_to(fake, world.bob) == []
        assert timers(bot.db_path, game_id, seat) == {"timeout": quiet_end}

        # Quiet hours off: the next decision is timed as usual (half-time reminder, base and bank).
        for user in (world.alice, world.bob):
            panel = await settings(fake, user, world.channel, {"quiet": "off"})
            assert "Quiet hours**: none." in visible(panel.content)
        players = [world.alice, world.bob]
        acting = await to_act(fake, thread, players)
        assert acting == [players[seat]]
        await move(fake, thread, acting[0])
        for _ in range(100):
            nxt = await deciding_seat(bot.db_path, game_id)
            row = seat_row(bot.db_path, game_id, nxt)
            if row["decision_started"] is not None and float(row["decision_started"]) > started:
                break
            await asyncio.sleep(0.05)
        fresh = float(row["decision_started"])
        due = timers(bot.db_path, game_id, nxt)
        assert due["timeout"] == pytest.approx(fresh + BASE + float(row["bank"]), abs=1e-6)
        assert due.get("remind", fresh + BASE / 2) == pytest.approx(fresh + BASE / 2, abs=1e-6)


async def test_days_away_stretch_a_daily_decision_and_are_bounded_by_the_year(tmp_path):
    async with running_bot(tmp_path, env=env(1.0, TABLETOP_AWAY_DAYS="2")) as (fake, bot, world):
        today = datetime.now(UTC).date()
        first = today + timedelta(days=1)
        refused = await settings(fake, world.alice, world.channel, {"away": f"{first.isoformat()}"})
        assert refused.content == ENGLISH.t("away-refusal-no-zone"), "no zone yet: never guessed"
        await settings(fake, world.alice, world.channel, {"zone": "UTC"})
        # Three days with two a year allowed: refused (in the year of the first, should they straddle
        # two years the first year's count is what is said), and nothing is declared.
        three = f"{first.isoformat()}..{(first + timedelta(days=2)).isoformat()}"
        refused = await settings(fake, world.alice, world.channel, {"away": three})
        if first.year == (first + timedelta(days=2)).year:
            assert refused.content == ENGLISH.t("away-refusal-allowance", count=2, year=str(first.year))
        else:
            assert visible(refused.content).startswith("That would make more than 2 days away")
        refused = await settings(fake, world.alice, world.channel, {"away": today.isoformat()})
        assert refused.content == ENGLISH.t("away-refusal-ahead")
        assert db_rows(bot.db_path, "SELECT * FROM away_days") == []
        panel = await settings(fake, world.alice, world.channel, {"away": first.isoformat()})
        assert f"Days away**: {first.isoformat()}." in visible(panel.content)
        assert "This year: 1 of 2 days." in visible(panel.content) or first.year != today.year

        thread, game_id = await daily_table(fake, world, bot.db_path)
        players = [world.alice, world.bob]
        seat = await deciding_seat(bot.db_path, game_id)
        if players[seat] != world.alice:  # bob moves until alice decides
            for _ in range(10):
                acting = await to_act(fake, thread, players)
                if acting == [world.alice]:
                    break
                await move(fake, thread, acting[0])
            seat = players.index(world.alice)
            for _ in range(100):
                if "timeout" in timers(bot.db_path, game_id, seat):
                    break
                await asyncio.sleep(0.05)
        row = seat_row(bot.db_path, game_id, seat)
        started, bank = float(row["decision_started"]), float(row["bank"])
        # The day away (midnight to midnight UTC) lies inside the decision: it is a day longer, its
        # base time and its time-out alike.
        assert float(row["base_ends"]) == pytest.approx(started + 86400 + 86400, abs=1e-6)
        day_starts = datetime.combine(first, datetime.min.time(), tzinfo=UTC).timestamp()
        due = timers(bot.db_path, game_id, seat)
        assert due["timeout"] == pytest.approx(float(row["base_ends"]) + bank, abs=1e-6)
        half = started + 43200
        expected = day_starts + 86400 if day_starts <= half < day_starts + 86400 else half
        assert due["remind"] == pytest.approx(expected, abs=1e-6), "a reminder waits for the day's end"
        # The turn post says which day stretches alice's time (a Discord date every reader reads in
        # their own calendar).
        shown = await fake.wait_for(
            lambda: f"<t:{int(day_starts)}:D>" in (latest_board(fake, thread).text or ""), 15, "the day away"
        )
        assert shown
        assert "is away on" in visible(latest_board(fake, thread).text)


async def test_a_table_pauses_by_unanimous_vote_and_resumes(tmp_path):
    async with running_bot(tmp_path, env=env(SCALE)) as (fake, bot, world):
        thread, game_id = await daily_table(fake, world, bot.db_path)
        seat = await deciding_seat(bot.db_path, game_id)
        post = latest_board(fake, thread)
        pause = {label: cid for label, cid, _ in post.buttons()}["Pause"]
        voted = await fake.click(world.alice, post, pause)
        await voted.wait_done()
        assert voted.content == ENGLISH.t("away-pause-voted-done", count=1, needed=2)
        assert db_game(bot.db_path, game_id)["paused_at"] is None, "one vote of two pauses nothing"
        paused = await fake.click(world.bob, post, pause)
        await paused.wait_done()
        assert paused.content == ENGLISH.t("away-paused-done")
        paused_at = float(db_game(bot.db_path, game_id)["paused_at"])
        before = timers(bot.db_path, game_id, seat)
        started = float(seat_row(bot.db_path, game_id, seat)["decision_started"])
        await fake.wait_for(lambda: "Paused" in (latest_board(fake, thread).text or ""), 15, "the post paused")
        labels = [label for label, _, _ in latest_board(fake, thread).buttons()]
        assert "Resume" in labels and "Pause" not in labels

        bot.restart()
        await bot.wait_ready()
        # Past the decision's own deadline: the clocks stood still, nothing timed out.
        await asyncio.sleep(max(0.0, started + BASE + BANK + 2.0 - time.time()))
        assert db_game(bot.db_path, game_id)["version"] == 1
        assert timers(bot.db_path, game_id, seat) == before
        assert float(db_game(bot.db_path, game_id)["paused_at"]) == paused_at

        post = latest_board(fake, thread)
        resume = {label: cid for label, cid, _ in post.buttons()}["Resume"]
        resumed = await fake.click(world.bob, post, resume)
        await resumed.wait_done()
        assert resumed.content == ENGLISH.t("away-resumed-done")
        assert db_game(bot.db_path, game_id)["paused_at"] is None
        after = timers(bot.db_path, game_id, seat)
        moved = after["timeout"] - before["timeout"]
        assert moved >= BASE + BANK, "every timer moved by the pause's length"
        assert {kind: due - moved for kind, due in after.items()} == pytest.approx(before, abs=1e-6)
        assert float(seat_row(bot.db_path, game_id, seat)["decision_started"]) == pytest.approx(
            started + moved, abs=1e-6
        ), "the decision moved with its timers"
        await fake.wait_for(
            lambda: "Pause" in [label for label, _, _ in latest_board(fake, thread).buttons()], 15, "Pause again"
        )

        # Paused again, a move resumes the game too.
        post = latest_board(fake, thread)
        pause = {label: cid for label, cid, _ in post.buttons()}["Pause"]
        for user in (world.alice, world.bob):
            await (await fake.click(user, post, pause)).wait_done()
        assert db_game(bot.db_path, game_id)["paused_at"] is not None
        players = [world.alice, world.bob]
        await move(fake, thread, players[seat])
        assert db_game(bot.db_path, game_id)["paused_at"] is None
        assert db_game(bot.db_path, game_id)["version"] == 2
