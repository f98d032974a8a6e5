"""End to end: paces with a time bank, against the fake Discord.

* A blitz game's time bank grows with each player's moves, survives a restart of the bot in the
  middle of a decision, and the decision times out only once its base time and the whole bank are
  used up (then the bank is empty). The turn post shows each player's remaining time.
* The host sets the pace in the lobby's Options; a player asks for more time from their picker; the
  other player grants it with the button in the thread (the asker may not); the time-out moves, and
  the request's post says who granted it.
* No sequence of a player's own actions gives a decision more time: handing one's seat over and
  taking it back before the AI moves keeps the decision's deadline (it times out when it would
  have), and an undo returns a decision to its own deadline, never a later one.
* Requests for more time: alone with bots nobody can grant one, so none is posted; between people
  a player asks at most once a decision and three times a game, and only the first request pings.

Clocks are shrunk with TABLETOP_CLOCK_SCALE (as in test_e2e_clock_game.py): at 0.1 a blitz decision
(60 s, +10 s banked per move) takes 6 s and banks 1 s per move.
"""

from __future__ import annotations

import asyncio
import re
import time

import pytest

from tests.e2e_helpers import (
    ENGLISH,
    board_messages,
    db_game,
    db_rows,
    latest_board,
    legal_choices,
    move,
    open_table,
    to_act,
)
from tests.fake_discord.harness import running_bot
from tests.speech import visible

pytestmark = pytest.mark.e2e

SCALE = 0.1  # blitz: 6 s a decision, 1 s banked per move
RESTART_SCALE = 0.2  # blitz: 12 s a decision, 2 s banked per move


def env(scale: float) -> dict[str, str]:
    return {"TABLETOP_AI_DELAY": "0", "TABLETOP_CLOCK_SCALE": str(scale)}


def seat_rows(db_path, game_id: int) -> list[dict]:
    return db_rows(db_path, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))


def timeout_of(db_path, game_id: int, seat: int) -> float | None:
    rows = db_rows(
        db_path, "SELECT due_at FROM timers WHERE game_id = ? AND seat = ? AND kind = 'timeout'", (game_id, seat)
    )
    return rows[0]["due_at"] if rows else None


def deadlines_shown(message) -> list[int]:
    """The Discord timestamps a post shows (a turn post: when the deciding player times out)."""
    return [int(found) for found in re.findall(r"<t:(\d+):R>", message.text or "")]


def text_in(fake, thread: int, needle: str):
    return lambda: next(
        (m for m in fake.messages(thread, include_ephemeral=False) if needle in visible(m.text or "")), None
    )


async def blitz_table(fake, world, db_path, game: str = "mountain-miners") -> tuple[int, int]:
    """/play ``game`` at blitz pace, bob joins, Start; returns (thread id, game id)."""
    ix = await fake.slash(world.alice, world.channel, "play", {"game": game, "pace": "blitz"})
    await ix.wait_done()
    lobby = ix.message
    assert "Blitz: 1 minute a decision" in lobby.text, "the lobby describes the pace"
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    await (await fake.click(world.bob, lobby, ids[ENGLISH.t("lobby-button-join")])).wait_done()
    await (await fake.click(world.alice, lobby, ids[ENGLISH.t("lobby-button-start")])).wait_done()
    thread = await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the game thread")
    await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
    return thread.id, db_game(db_path)["id"]


async def test_a_time_bank_grows_and_runs_out_across_a_restart(tmp_path):
    # A restart starts every worker pool before the bot answers again (seconds on a loaded host), so
    # the decision interrupted by it is given 12 s (2 s banked per move), not 6.
    async with running_bot(tmp_path, env=env(RESTART_SCALE)) as (fake, bot, world):
        players = [world.alice, world.bob]
        thread, game_id = await blitz_table(fake, world, bot.db_path)
        assert db_game(bot.db_path, game_id)["pace"] == "blitz"

        # Quick moves: every own move within its base time banks 2 s (scaled 10 s), up to the cap.
        late = None
        for _ in range(30):
            now_acting = await to_act(fake, thread, players)
            assert now_acting, "someone is to act"
            user = now_acting[0]
            seat = players.index(user)
            if (seat_rows(bot.db_path, game_id)[seat]["bank"] or 0) >= 2.0:
                late = user
                break
            await move(fake, thread, user)
        assert late is not None, "a bank of 2 s built up"
        seat = players.index(late)
        row = seat_rows(bot.db_path, game_id)[seat]
        bank, base_ends = row["bank"], row["base_ends"]
        deadline = await fake.wait_for(lambda: timeout_of(bot.db_path, game_id, seat), 5, "the time-out")
        assert deadline == pytest.approx(base_ends + bank), "the time-out waits for the whole bank"
        assert bank == pytest.approx(round(bank)), "whole seconds banked: one per move"

        # The turn post shows when the deciding player's time runs out: the time-out, bank included.
        await fake.wait_for(lambda: "⏱" in (latest_board(fake, thread).text or ""), 10, "the clocks on the post")
        shown = re.search(r"⏱ time runs out <t:(\d+):R>", latest_board(fake, thread).text)
        assert shown is not None and abs(int(shown[1]) - deadline) <= 1, latest_board(fake, thread).text

        bot.restart()  # SIGKILL, then start again on the same database, mid-decision
        await bot.wait_ready()
        after = seat_rows(bot.db_path, game_id)[seat]
        assert (after["bank"], after["base_ends"]) == (bank, base_ends), "the bank survives the restart"
        assert timeout_of(bot.db_path, game_id, seat) == deadline

        announced = await fake.wait_for(text_in(fake, thread, "ran out of time"), 30, "the time-out")
        assert f"<@{late}>" in announced.content
        timed_out = db_rows(
            bot.db_path,
            "SELECT created_at FROM moves WHERE game_id = ? AND seat = ? AND by_ai = 1 ORDER BY version",
            (game_id, seat),
        )
        assert timed_out and timed_out[0]["created_at"] >= deadline - 0.05, "not before base time and bank"
        assert timed_out[0]["created_at"] > base_ends + 1.0, "the bank was spent before the time-out"
        assert seat_rows(bot.db_path, game_id)[seat]["bank"] == 0, "the bank ran out"
        assert seat_rows(bot.db_path, game_id)[seat]["timeouts"] == 1
        assert bot.starts == 2


async def test_the_host_sets_the_pace_and_a_player_gets_more_time(tmp_path):
    async with running_bot(tmp_path, env=env(0.5)) as (fake, bot, world):  # blitz: 30 s a decision
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis"})
        await ix.wait_done()
        lobby = ix.message
        assert "Live: 5 minutes a decision" in lobby.text
        ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
        ix = await fake.click(world.bob, lobby, ids[ENGLISH.t("lobby-button-options")])
        await ix.wait_done()
        assert ix.ephemeral and "Only the host" in ix.content
        ix = await fake.click(world.alice, lobby, ids[ENGLISH.t("lobby-button-options")])
        await ix.wait_done()
        panel = ix.message
        pace = ENGLISH.t("lobby-field-pace")
        select = next(s for s in panel.selects() if s.get("placeholder") == pace)
        labels = [o["label"] for o in select["options"]]
        assert labels == [f"{pace}: {name}" for name in ("Blitz", "Live", "Daily", "Weekend")]
        blitz = next(o["value"] for o in select["options"] if o["label"].endswith("Blitz"))
        await (await fake.select(world.alice, panel, select["custom_id"], [blitz])).wait_done()
        await fake.wait_for(lambda: "Blitz: 1 minute" in fake.message(lobby.id).text, 10, "the new pace")
        ids = {label: custom_id for label, custom_id, _ in fake.message(lobby.id).buttons()}
        await (await fake.click(world.bob, lobby, ids[ENGLISH.t("lobby-button-join")])).wait_done()
        await (await fake.click(world.alice, lobby, ids[ENGLISH.t("lobby-button-start")])).wait_done()
        thread = (await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the thread")).id
        await fake.wait_for(lambda: board_messages(fake, thread), 15, "the first board")
        game_id = db_game(bot.db_path)["id"]
        assert db_game(bot.db_path, game_id)["pace"] == "blitz"

        players = [world.alice, world.bob]
        asker = (await to_act(fake, thread, players))[0]
        other = world.bob if asker == world.alice else world.alice
        seat = players.index(asker)
        ix = await fake.slash(other, thread, "game moretime")
        await ix.wait_done()
        assert ix.ephemeral and "only while one of your decisions is on the clock" in ix.content

        # The asker's picker offers Ask for more time.
        board = latest_board(fake, thread)
        take = next(cid for label, cid, _ in board.buttons() if label == ENGLISH.t("turn-button-take"))
        ix = await fake.click(asker, board, take)
        await ix.wait_done()
        picker = ix.message
        ask = next(cid for label, cid, _ in picker.buttons() if label == ENGLISH.t("paces-button-ask"))

        # The first decision is timed from its post, which is edited once more when that moved its
        # deadline by a second or more: once that edit is in, the post shows the clock's deadline to
        # within 2 s (a Discord timestamp shows whole seconds, and a move under a second is not
        # edited in).
        def agrees() -> bool:
            kept = timeout_of(bot.db_path, game_id, seat)
            return [abs(shown - kept) < 2 for shown in deadlines_shown(fake.message(board.id))] == [True]

        await fake.wait_for(agrees, 10, "the post's deadline")
        before = timeout_of(bot.db_path, game_id, seat)
        ix = await fake.click(asker, picker, ask)
        await ix.wait_done()
        assert ix.ephemeral and "You asked for 30 seconds more" in ix.content
        request = await fake.wait_for(text_in(fake, thread, "asks for 30 seconds more"), 10, "the request")
        assert f"<@{other}>" in request.content and f"<@{asker}>" in request.content
        grant = next(cid for label, cid, _ in request.buttons() if label == ENGLISH.t("paces-button-grant"))

        ix = await fake.click(asker, request, grant)  # not one's own request
        await ix.wait_done()
        assert "cannot grant your own request" in (ix.message.content if ix.message else ix.content)
        assert timeout_of(bot.db_path, game_id, seat) == before

        ix = await fake.click(other, request, grant)
        await ix.wait_done()
        granted = await fake.wait_for(text_in(fake, thread, "more for this decision: their time"), 10, "the grant")
        assert f"<@{other}>" in granted.content and f"<@{asker}>" in granted.content
        assert timeout_of(bot.db_path, game_id, seat) == pytest.approx(before + 30)
        # The turn post shows the new deadline: the grant made no new version, yet the post is edited.
        await fake.wait_for(
            lambda: [abs(shown - (before + 30)) <= 1 for shown in deadlines_shown(fake.message(board.id))] == [True],
            10,
            "the new deadline on the turn post",
        )
        assert seat_rows(bot.db_path, game_id)[seat]["more_time_granted"] == 1
        await fake.wait_for(lambda: not fake.message(request.id).buttons(), 5, "the Grant button to go")
        answered = visible(fake.message(request.id).text)
        assert "granted it" in answered and f"<@{other}>" in answered, answered
        assert "one click" not in answered, "the request no longer asks for a click"
        assert fake.message(request.id).pinged == {other}, "the edit pings nobody again"

        ix = await fake.slash(asker, thread, "game moretime")  # once a game
        await ix.wait_done()
        assert ix.ephemeral and "already had more time once" in ix.content


async def test_handing_ones_seat_over_and_taking_it_back_keeps_the_decisions_deadline(tmp_path):
    # The AI waits 8 s before it moves, so each takeback comes before it decides for the seat.
    slow_ai = {"TABLETOP_AI_DELAY": "8", "TABLETOP_CLOCK_SCALE": "0.3"}  # blitz: 18 s a decision
    async with running_bot(tmp_path, env=slow_ai) as (fake, bot, world):
        players = [world.alice, world.bob]
        thread, game_id = await blitz_table(fake, world, bot.db_path)
        user = (await to_act(fake, thread, players))[0]
        seat = players.index(user)
        deadline = await fake.wait_for(lambda: timeout_of(bot.db_path, game_id, seat), 5, "the time-out")
        started = seat_rows(bot.db_path, game_id)[seat]["decision_started"]
        for _ in range(3):
            ix = await fake.slash(user, thread, "game handover", {"player": user})
            await ix.wait_done()
            assert ix.ephemeral and "AI now plays" in ix.content, ix.content
            await asyncio.sleep(0.5)
            ix = await fake.slash(user, thread, "game takeback")
            await ix.wait_done()
            assert ix.ephemeral and seat_rows(bot.db_path, game_id)[seat]["autopilot"] == 0, ix.content
            assert timeout_of(bot.db_path, game_id, seat) == pytest.approx(deadline, abs=0.01), "the deadline stands"
            assert seat_rows(bot.db_path, game_id)[seat]["decision_started"] == started, "the same decision"
        assert not db_rows(bot.db_path, "SELECT 1 FROM moves WHERE game_id = ? AND seat = ?", (game_id, seat))

        # The decision times out when it would have without the handovers.
        await fake.wait_for(text_in(fake, thread, "ran out of time"), 30, "the time-out")
        timed_out = db_rows(
            bot.db_path, "SELECT created_at FROM moves WHERE game_id = ? AND seat = ? AND by_ai = 1", (game_id, seat)
        )
        assert len(timed_out) == 1 and deadline - 0.05 <= timed_out[0]["created_at"] < deadline + 2.0
        assert seat_rows(bot.db_path, game_id)[seat]["timeouts"] == 1


async def test_an_undo_returns_a_decision_to_its_own_deadline(tmp_path):
    async with running_bot(tmp_path, env=env(1.0)) as (fake, bot, world):  # blitz: 60 s a decision
        players = [world.alice, world.bob]
        thread, game_id = await blitz_table(fake, world, bot.db_path)
        for _ in range(40):
            user = (await to_act(fake, thread, players))[0]
            seat = players.index(user)
            before = seat_rows(bot.db_path, game_id)[seat]
            deadline = timeout_of(bot.db_path, game_id, seat)
            await move(fake, thread, user)
            ix = await fake.slash(user, thread, "game undo", {})
            await ix.wait_done()
            if "taken back" not in ix.content:
                continue  # that decision cannot be taken back: it stands, the game goes on
            for _ in range(2):  # the same decision again, later: a fresh decision, then its undo
                after = seat_rows(bot.db_path, game_id)[seat]
                kept = ("bank", "decision_started", "base_ends")
                assert [after[k] for k in kept] == [before[k] for k in kept], "the clock as it was, bank included"
                assert timeout_of(bot.db_path, game_id, seat) == deadline
                await asyncio.sleep(1.0)
                await move(fake, thread, user)
                fresh = timeout_of(bot.db_path, game_id, seat)
                assert fresh is not None and fresh > deadline + 1.0, "the next decision has its own time"
                ix = await fake.slash(user, thread, "game undo", {})
                await ix.wait_done()
                assert "taken back" in ix.content, ix.content
            assert timeout_of(bot.db_path, game_id, seat) == deadline, "never a later deadline"
            return
        raise AssertionError("no decision that can be taken back came up")


async def test_alone_with_bots_nobody_can_grant_more_time(tmp_path):
    async with running_bot(tmp_path, env=env(1.0)) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [], bots=1)
        game_id = db_game(bot.db_path)["id"]
        for _ in range(100):  # until alice decides on a clock
            if await legal_choices(fake, world.alice, thread):
                break
            await asyncio.sleep(0.1)
        await fake.wait_for(lambda: timeout_of(bot.db_path, game_id, 0), 5, "alice's clock")
        ix = await fake.slash(world.alice, thread, "game moretime")
        await ix.wait_done()
        assert ix.ephemeral and ix.content == ENGLISH.t("paces-refusal-nobody-to-grant"), ix.content
        board = latest_board(fake, thread)
        take = next(cid for label, cid, _ in board.buttons() if label == ENGLISH.t("turn-button-take"))
        ix = await fake.click(world.alice, board, take)
        await ix.wait_done()
        labels = [label for label, _, _ in ix.message.buttons()]
        assert ENGLISH.t("paces-button-ask") not in labels, labels
        posted = [m for m in fake.messages(thread, include_ephemeral=False) if "asks for" in visible(m.text or "")]
        assert not posted, "no request nobody can answer"
        assert seat_rows(bot.db_path, game_id)[0]["more_time_asked"] is None


async def test_requests_for_more_time_are_bounded_and_ping_once(tmp_path):
    async with running_bot(tmp_path, env=env(1.0)) as (fake, bot, world):  # blitz: 60 s a decision
        players = [world.alice, world.bob]
        thread, game_id = await blitz_table(fake, world, bot.db_path)
        asker = (await to_act(fake, thread, players))[0]
        other = world.bob if asker == world.alice else world.alice

        def requests():
            return [m for m in fake.messages(thread, include_ephemeral=False) if "asks for" in visible(m.text or "")]

        asked = 0
        deadline = time.monotonic() + 60
        while asked < 4 and time.monotonic() < deadline:
            if asker not in await to_act(fake, thread, players):
                await move(fake, thread, other)
                continue
            ix = await fake.slash(asker, thread, "game moretime")
            await ix.wait_done()
            if asked < 3:
                assert ix.ephemeral and ix.content.startswith("You asked for 1 minute more"), ix.content
                await fake.wait_for(lambda: len(requests()) == asked + 1, 10, "the request")
                again = await fake.slash(asker, thread, "game moretime")  # once a decision
                await again.wait_done()
                assert again.ephemeral and again.content == ENGLISH.t("paces-refusal-already-asked")
            else:  # three requests in this game already
                assert ix.ephemeral and ix.content == ENGLISH.t("paces-refusal-asks-used", count=3), ix.content
            asked += 1
            await move(fake, thread, asker)  # the request lapses with the decision
        assert asked == 4
        posted = requests()
        assert len(posted) == 3, "a refused request is not posted"
        assert [m.pinged for m in posted] == [{other}, set(), set()], "only the first request pings"
        assert all(f"<@{other}>" in m.text for m in posted), "each names who may grant it"
        assert seat_rows(bot.db_path, game_id)[players.index(asker)]["more_time_asks"] == 3
