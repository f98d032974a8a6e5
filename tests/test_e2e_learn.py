"""End to end: a practice game played to the end through the fake Discord.

A member types ``/learn``: the game is dealt against an easy bot in a private thread with the member
added and greeted; a second ``/learn`` is refused while it runs. The picker opens with the lesson of
the decision (the rules' kinds of move, in words); each bot move's caption line ends with why it
matters, logged with the move. The game is played to its end: its final post has no Rematch, the
line under the replay says it was unrated and not counted, no rating moved, and ``/stats`` shows
nothing for the member.
"""

from __future__ import annotations

import json

from lang import Speaker
from rules import get_game
from services.lessons import lesson_for
from tests.e2e_helpers import ENGLISH, board_snapshots, db_game, db_rows, play_to_the_end
from tests.fake_discord.harness import running_bot
from tests.fake_discord.server import CH_PRIVATE_THREAD
from tests.speech import named

GAME = "solstis"
WHY = ENGLISH.t("learn-why-scored", player="|", points=1, total=1, learner="x", yours=1).split("|")[0]  # "💡 Why it…"


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
            actions = get_game(GAME).legal_actions(json.loads(row["state"]), 0)
            names = names_of(bot.db_path, game["id"])
            board = max(board_snapshots(fake, thread.id), key=lambda item: item[2])[0]
            take = next(cid for label, cid, _ in board.buttons() if label == ENGLISH.t("turn-button-take"))
            opened = await fake.click(world.alice, board, take)
            await opened.wait_done()
            picker = opened.message
            assert picker.ephemeral
            lesson = lesson_for(GAME, actions, Speaker("en-US", names))
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
        assert bot_moves and all(events[-1]["msg"]["id"].startswith("learn-why-") for events in bot_moves)
        members = [event for m in moves if m["seat"] == 0 for event in json.loads(m["events"])]
        assert not any(event.get("msg", {}).get("id", "").startswith("learn-") for event in members)
        captions = [line for _, snap, _ in board_snapshots(fake, thread.id) for line in snap.text.splitlines()]
        assert any(WHY in line and line.startswith("Move ") for line in captions), captions[-10:]

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
