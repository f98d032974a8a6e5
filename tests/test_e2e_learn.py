"""End to end: a practice game played to the end through the fake Discord.

A member types ``/learn``: the game is dealt against an easy bot in a private thread with the member
added and greeted; a second ``/learn`` is refused while it runs. The picker opens with the lesson of
the decision (the rules' kinds of move, in words); each bot move's caption line ends with why it
matters, logged with the move. The game is played to its end: its final post has no Rematch, the
line under the replay says it was unrated and not counted, no rating moved, and ``/stats`` shows
nothing for the member.

What bounds practice games, through the same fake Discord: they count against the caps on games in
play; a member starts at most so many an hour (a restart forgets none) and each thread is archived
when its game ends; only the member lists and replays theirs; and a kill once Discord made the
thread, before the bot stored it, leaves the game that one thread after the restart.
"""

from __future__ import annotations

import json
import re

from lang import Speaker
from rules import get_game
from services.lessons import lesson_for
from tests.e2e_helpers import ENGLISH, board_snapshots, db_game, db_rows, play_to_the_end
from tests.fake_discord.harness import running_bot
from tests.fake_discord.server import CH_PRIVATE_THREAD
from tests.speech import named

GAME = "solstis"
WHY = ENGLISH.t("learn-why", effect="|").split("|")[0]  # "💡 Why it matters: "


def names_of(db_path, game_id: int) -> list[str]:
    return [r["name"] for r in db_rows(db_path, "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]


def members_turn(db_path, game_id: int) -> dict | None:
    """The game's row once the member (seat 0) is to decide or the game is over, else None."""
    row = db_game(db_path, game_id)
    if row["status"] != "active" or 0 in get_game(GAME).to_act(json.loads(row["state"])):
        return row
    return None


async def test_a_practice_game_teaches_and_is_played_to_the_end_unrated(tmp_path):
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "learn", {"game": GAME})
        await ix.wait_done()
        assert ix.ephemeral, ix.content
        thread = await fake.wait_for(lambda: next(iter(fake.threads(world.channel)), None), 15, "the practice thread")
        game = db_game(bot.db_path)
        assert game["practice"] == 1 and game["status"] == "active" and game["thread_id"] == thread.id
        # A private thread, the member in it, and the reply links it.
        assert thread.type == CH_PRIVATE_THREAD and not thread.invitable
        assert world.alice in thread.member_ids
        title = ENGLISH.t(f"game-title-{GAME}")
        assert ix.content == ENGLISH.t("learn-started", game=title, number=game["id"], thread=f"<#{thread.id}>")
        seats = db_rows(
            bot.db_path, "SELECT user_id, ai_kind FROM seats WHERE game_id = ? ORDER BY seat", (game["id"],)
        )
        assert [(s["user_id"], s["ai_kind"]) for s in seats] == [(world.alice, None), (None, "easy")]
        welcome = fake.messages(thread.id)[0]
        assert welcome.text.startswith(ENGLISH.t("learn-welcome", member=f"<@{world.alice}>", game=title)[:40])
        await fake.wait_for(lambda: board_snapshots(fake, thread.id), 15, "the first board")

        # One practice game at a time: a second /learn is refused, privately, with a link to the first.
        again = await fake.slash(world.alice, world.channel, "learn", {"game": "paper-world"})
        await again.wait_done()
        assert again.ephemeral and f"<#{thread.id}>" in again.content and len(fake.threads(world.channel)) == 1

        # The picker opens with the lesson of the member's decision, from the rules' kinds of move.
        lessons_seen = 0

        async def look_at_the_picker(user, choice):
            nonlocal lessons_seen
            if lessons_seen >= 3:
                return
            # The member's decision (the bot waits for it, so the state stays as read).
            row = await fake.wait_for(lambda: members_turn(bot.db_path, game["id"]), 15, "the member's turn")
            if row["status"] != "active":
                return
            state = json.loads(row["state"])
            actions = get_game(GAME).legal_actions(state, 0)
            names = names_of(bot.db_path, game["id"])
            board = max(board_snapshots(fake, thread.id), key=lambda item: item[2])[0]
            take = next(cid for label, cid, _ in board.buttons() if label == ENGLISH.t("turn-button-take"))
            opened = await fake.click(world.alice, board, take)
            await opened.wait_done()
            picker = opened.message
            assert picker.ephemeral
            lesson = lesson_for(GAME, actions, Speaker("en-US", names), state, 0)  # with the position's numbers
            assert lesson.startswith("🎓") and lesson in picker.text, (picker.text, lesson)
            before = picker.text.split(lesson)[0]  # nothing, or the line saying the board clicked is older
            assert before in ("", ENGLISH.t("turn-picker-older-board", move=row["moves_logged"]) + "\n"), before
            assert len(picker.text) <= 2000
            lessons_seen += 1

        await look_at_the_picker(world.alice, None)
        final = await play_to_the_end(fake, thread.id, [world.alice], seed=4, on_move=look_at_the_picker)
        assert lessons_seen >= 2

        # Each bot move is logged with why it matters, and the turn posts' caption lines show it.
        moves = db_rows(
            bot.db_path, "SELECT seat, by_ai, events FROM moves WHERE game_id = ? ORDER BY version", (game["id"],)
        )
        bot_moves = [json.loads(m["events"]) for m in moves if m["seat"] == 1]
        assert bot_moves and all(events[-1]["msg"]["id"] in {"learn-why", "learn-why-deed"} for events in bot_moves)
        members = [event for m in moves if m["seat"] == 0 for event in json.loads(m["events"])]
        assert not any(event.get("msg", {}).get("id", "").startswith("learn-") for event in members)
        captions = [line for _, snap, _ in board_snapshots(fake, thread.id) for line in snap.text.splitlines()]
        assert any(WHY in line and re.search(r"\bMove \d+: ", line) for line in captions), captions[-10:]

        # The end: no Rematch on the final post, the line under the replay, no rating, nothing in /stats.
        rematch = ENGLISH.t("rematch-button")
        assert rematch not in [label for label, _, _ in final.buttons()]
        unrated = ENGLISH.t("learn-unrated")
        await fake.wait_for(lambda: any(unrated in m.text for m in fake.messages(thread.id)), 30, "the unrated line")
        assert db_game(bot.db_path, game["id"])["status"] == "finished"
        assert db_rows(bot.db_path, "SELECT * FROM ratings") == []
        results = db_rows(bot.db_path, "SELECT rated FROM results WHERE game_id = ?", (game["id"],))
        assert results and not any(r["rated"] for r in results)
        stats = await fake.slash(world.alice, world.channel, "stats", {})
        await stats.wait_done()
        assert stats.content == ENGLISH.t("stats-none", player=named("alice")), stats.content

        # With the practice game over, /learn deals a new one.
        next_one = await fake.slash(world.alice, world.channel, "learn", {"game": "paper-world"})
        await next_one.wait_done()
        await fake.wait_for(lambda: len(fake.threads(world.channel)) == 2, 15, "a second practice thread")


# ---------------------------------------------------------------------- what bounds practice games
FAST = {"TABLETOP_AI_DELAY": "0"}


async def learn(fake, user: int, channel: int, game: str = GAME):
    ix = await fake.slash(user, channel, "learn", {"game": game})
    await ix.wait_done()
    assert ix.ephemeral, ix.content
    return ix


def practice_of(db_path, user: int) -> dict | None:
    """The member's newest practice game, or None."""
    rows = db_rows(db_path, "SELECT * FROM games WHERE practice = 1 AND host_id = ? ORDER BY id DESC", (user,))
    return rows[0] if rows else None


async def test_practice_games_count_against_the_caps_on_games_in_play(tmp_path):
    caps = {**FAST, "TABLETOP_MAX_GAMES_PER_SERVER": "2", "TABLETOP_MAX_GAMES_PER_MEMBER": "1"}
    async with running_bot(tmp_path, env=caps) as (fake, bot, world):
        started = await learn(fake, world.alice, world.channel)
        assert "is ready in" in started.content, started.content
        # Alice's practice game fills her own cap of one: she cannot open a table now.
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "solstis"})
        await ix.wait_done()
        game = practice_of(bot.db_path, world.alice)["id"]
        assert ix.ephemeral and "the cap of games in play per member (1)" in ix.content and f"#{game}" in ix.content
        assert "is ready in" in (await learn(fake, world.bob, world.channel)).content
        # The server's two games in play are practice games: Carol's is refused, naming the cap.
        refused = await learn(fake, world.carol, world.channel, "paper-world")
        assert refused.content == ENGLISH.t("lobby-refusal-server-games", count=2, cap=2), refused.content
        assert practice_of(bot.db_path, world.carol) is None and len(fake.threads(world.channel)) == 2


async def test_practice_starts_are_bounded_per_hour_and_each_thread_is_archived_when_it_ends(tmp_path):
    from services.practice import PRACTICE_STARTS_PER_HOUR

    async with running_bot(tmp_path, env=FAST) as (fake, bot, world):
        threads = []
        for number in range(PRACTICE_STARTS_PER_HOUR):  # /learn, then /game abandon, again and again
            await learn(fake, world.alice, world.channel)
            row = await fake.wait_for(lambda: (practice_of(bot.db_path, world.alice) or {}).get("thread_id"), 15)
            thread = fake.channels[row]
            assert not thread.archived
            await fake.wait_for(lambda: board_snapshots(fake, thread.id), 15, "the first board")
            ix = await fake.slash(world.alice, thread.id, "game abandon", {})
            await ix.wait_done()
            assert ix.ephemeral, ix.content
            await fake.wait_for(lambda: thread.archived, 15, f"practice thread {number + 1} archived")
            threads.append(thread.id)
        assert [t.id for t in fake.threads(world.channel)] == threads and all(
            fake.channels[t].archived for t in threads
        )

        # One more start within the hour is refused privately, saying when the next may start.
        refused = await learn(fake, world.alice, world.channel)
        first = db_rows(bot.db_path, "SELECT MIN(created_at) AS at FROM games WHERE practice = 1")[0]["at"]
        when = f"<t:{int(first + 3600) + 1}:R>"
        assert refused.content == ENGLISH.t("learn-refusal-too-often", count=PRACTICE_STARTS_PER_HOUR, when=when)
        assert len(fake.threads(world.channel)) == PRACTICE_STARTS_PER_HOUR
        # A restart forgets none of them.
        bot.restart()
        await bot.wait_ready()
        again = await learn(fake, world.alice, world.channel)
        assert again.content == refused.content and len(fake.threads(world.channel)) == PRACTICE_STARTS_PER_HOUR
        # Bob is not held up by Alice's starts.
        assert "is ready in" in (await learn(fake, world.bob, world.channel)).content


async def test_a_practice_game_is_listed_and_replayed_for_its_member_only(tmp_path):
    async with running_bot(tmp_path, env=FAST) as (fake, bot, world):
        await learn(fake, world.alice, world.channel)
        row = await fake.wait_for(lambda: (practice_of(bot.db_path, world.alice) or {}).get("thread_id"), 15)
        game = practice_of(bot.db_path, world.alice)["id"]
        await fake.wait_for(lambda: board_snapshots(fake, row), 15, "the first board")
        title = ENGLISH.t(f"game-title-{GAME}")

        async def listed(user) -> str:
            ix = await fake.slash(user, world.channel, "game list", {})
            await ix.wait_done()
            assert ix.ephemeral
            return ix.content

        async def replay(user) -> str:
            ix = await fake.slash(user, world.channel, "game replay", {"number": game})
            await ix.wait_done()
            assert ix.ephemeral
            return ix.content

        assert f"**{title}** #{game}" in await listed(world.alice)
        assert f"#{game}" not in await listed(world.bob) and f"<#{row}>" not in await listed(world.bob)
        unknown = ENGLISH.t("replay-refusal-unknown", number=game)
        assert await replay(world.bob) == unknown
        assert (await replay(world.alice)).startswith("🎞️"), "its member steps through it"
        # Ended, it is still its member's alone: not anyone's who sees the channel, as other games are.
        ix = await fake.slash(world.alice, row, "game abandon", {})
        await ix.wait_done()
        await fake.wait_for(lambda: practice_of(bot.db_path, world.alice)["status"] == "abandoned", 15)
        assert await replay(world.bob) == unknown and await replay(world.carol) == unknown
        assert (await replay(world.alice)).startswith("🎞️")


async def test_a_kill_once_discord_made_the_practice_thread_leaves_the_game_one_thread(tmp_path):
    async with running_bot(tmp_path, env=FAST) as (fake, bot, world):
        made: list[int] = []

        def kill_once_the_thread_is_made(stage, thread_id, data):
            if stage == "after" and not made:
                made.append(thread_id)
                bot.kill()  # Discord made the thread; the bot never heard its id
            return False

        fake.thread_create_hook = kill_once_the_thread_is_made
        await fake.slash(world.alice, world.channel, "learn", {"game": GAME})
        await fake.wait_for(lambda: made, 15, "the thread made and the bot killed")
        fake.thread_create_hook = None
        at_kill = practice_of(bot.db_path, world.alice)
        assert at_kill["thread_id"] is None and at_kill["thread_asked"] is not None

        bot.start()
        await bot.wait_ready()
        await fake.wait_for(lambda: practice_of(bot.db_path, world.alice)["thread_id"], 15, "the thread recorded")
        assert practice_of(bot.db_path, world.alice)["thread_id"] == made[0]
        assert [t.id for t in fake.threads(world.channel)] == made, "one thread, the one Discord made"
        thread = fake.channels[made[0]]
        assert world.alice in thread.member_ids
        await fake.wait_for(lambda: board_snapshots(fake, thread.id), 15, "the first board in it")
        welcome = ENGLISH.t("learn-welcome", member=f"<@{world.alice}>", game=ENGLISH.t(f"game-title-{GAME}"))
        assert [m.text for m in fake.messages(thread.id) if m.text.startswith(welcome[:40])] == [welcome]
