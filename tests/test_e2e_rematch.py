"""End to end: a chain of rematches through the fake Discord.

Alice and Bob finish a game of Solstis (each hands their seat to the AI, which makes it quick); its
final post offers **Rematch**. A stranger's click is refused privately; Alice asks (Bob is pinged in
the thread), her second click is refused; the bot is killed and started again; Bob says yes: the
rematch starts in a new thread, the player after the first game's first player starting (its first
board pings that player), the final post links it and it links back. That game is finished and
rematched again (the other player starts again); Bob leaves the third game's rematch,
which lapses; every game is rated as usual.
"""

from __future__ import annotations

import json

import pytest

from rules import get_game
from tests.e2e_helpers import ENGLISH, GAME_OVER, board_messages, db_game, db_rows, open_table
from tests.fake_discord.harness import running_bot
from tests.speech import named

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}
GAME = "solstis"  # the quickest game: short, quick images
REMATCH, LEAVE = ENGLISH.t("rematch-button"), ENGLISH.t("rematch-button-leave")
REPLAY = ENGLISH.t("replay-button-open")  # every final post keeps its Replay button
REVIEW = ENGLISH.t("review-button")  # and its Review button


def final_post(fake, thread: int):
    """The bot's post of the final scores in ``thread``, or None before the game ends."""
    return next(
        (
            m
            for m in fake.messages(thread, include_ephemeral=False)
            if m.author_id == fake.bot_user_id and (m.text or "").startswith(GAME_OVER)
        ),
        None,
    )


def labels(message) -> list[str | None]:
    return [label for label, _, _ in message.buttons()]


def button(message, label: str) -> str:
    return next(custom_id for shown, custom_id, _ in message.buttons() if shown == label)


async def finish(fake, thread: int, players: list[int]):
    """Each player hands their seat to the AI, which plays the game to its end; returns the final post."""
    for user in players:
        ix = await fake.slash(user, thread, "game handover", {"player": user})
        await ix.wait_done()
        assert ix.ephemeral, ix.content
    return await fake.wait_for(lambda: final_post(fake, thread), 180, "the final scores")


def seats(db_path, game_id: int) -> list[int | None]:
    return [
        r["user_id"] for r in db_rows(db_path, "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    ]


def starter(db_path, game: dict) -> int | None:
    """The member at the seat that started ``game`` (its deal rebuilt from its seed and options)."""
    engine = get_game(game["game_key"])
    players = seats(db_path, game["id"])
    dealt = engine.setup(len(players), game["seed"], json.loads(game["options"]))
    return players[engine.first_seat(dealt)]


def rematch_of(db_path, game_id: int) -> dict | None:
    rows = db_rows(db_path, "SELECT * FROM games WHERE rematch_of = ?", (game_id,))
    return rows[0] if rows else None


async def click(fake, user: int, message, label: str):
    ix = await fake.click(user, message, button(fake.message(message.id), label))
    await ix.wait_done()
    return ix


async def new_thread(fake, channel: int, known: set[int]):
    thread = await fake.wait_for(
        lambda: next((t for t in fake.threads(channel) if t.id not in known), None), 30, "the rematch's thread"
    )
    await fake.wait_for(lambda: board_messages(fake, thread.id), 30, "the rematch's first board")
    return thread.id


async def test_a_chain_of_rematches(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        alice, bob, carol = world.alice, world.bob, world.carol
        _, thread1 = await open_table(fake, world.channel, alice, GAME, [bob], bots=0)
        game1 = db_game(bot.db_path)
        assert seats(bot.db_path, game1["id"]) == [alice, bob]
        final1 = await finish(fake, thread1, [alice, bob])
        assert labels(final1) == [REMATCH, REPLAY, REVIEW]
        # The final post says the standing between the two, this game counted.
        places = json.loads(db_game(bot.db_path, game1["id"])["result"])["places"]
        if places[0] == places[1]:
            standing1 = f"{named('alice')} and {named('bob')} are level 0–0 at Solstis (1 tie)"
        else:
            winner, loser = ("alice", "bob") if places[0] < places[1] else ("bob", "alice")
            standing1 = f"{named(winner)} leads {named(loser)} 1–0 at Solstis"
        assert standing1 in final1.text

        # A member who did not play is refused privately; nothing is made.
        ix = await click(fake, carol, final1, REMATCH)
        assert ix.ephemeral and "Only the players of this game" in ix.content
        assert rematch_of(bot.db_path, game1["id"]) is None

        # Alice asks: the post says who is awaited, Bob is pinged in the thread.
        ix = await click(fake, alice, final1, REMATCH)
        await fake.wait_for(
            lambda: labels(fake.message(final1.id)) == [REMATCH, LEAVE, REPLAY, REVIEW], 10, "Rematch and Leave"
        )
        assert f"Waiting for: <@{bob}>" in fake.message(final1.id).text
        assert standing1 in fake.message(final1.id).text  # the rematch waiting on it keeps the standing
        assert fake.message(final1.id).text.startswith(GAME_OVER)  # the scores stay
        asked = await fake.wait_for(
            lambda: next((m for m in fake.messages(thread1) if "asks for a rematch" in (m.text or "")), None),
            10,
            "the rematch asked in the thread",
        )
        assert bob in asked.pinged and alice not in asked.pinged
        waiting = rematch_of(bot.db_path, game1["id"])
        assert waiting["status"] == "lobby" and waiting["host_id"] == alice and waiting["thread_id"] is None
        # The player after the first game's first player sits first, and starts the rematch.
        first1 = starter(bot.db_path, game1)
        after1 = bob if first1 == alice else alice
        assert seats(bot.db_path, waiting["id"]) == [after1, first1]
        assert (json.loads(waiting["options"]), waiting["pace"], waiting["language"]) == (
            {**json.loads(game1["options"]), "first_seat": 0},
            game1["pace"],
            game1["language"],
        )
        ix = await click(fake, alice, final1, REMATCH)
        assert ix.ephemeral and f"You said yes already: waiting for <@{bob}>" in ix.content

        # The bot dies and starts again: the rematch waits in the database.
        bot.restart()
        await bot.wait_ready()

        # Bob says yes: the game starts in a new thread; each post links the other.
        await click(fake, bob, final1, REMATCH)
        thread2 = await new_thread(fake, world.channel, {thread1})
        game2 = rematch_of(bot.db_path, game1["id"])
        assert game2["id"] == waiting["id"] and game2["status"] == "active" and game2["thread_id"] == thread2
        assert seats(bot.db_path, game2["id"]) == [after1, first1] and starter(bot.db_path, game2) == after1
        assert board_messages(fake, thread2)[0].pinged == {after1}  # the first board asks that player to play
        await fake.wait_for(
            lambda: f"game #{game2['id']}, <#{thread2}>" in fake.message(final1.id).text, 15, "the link"
        )
        assert labels(fake.message(final1.id)) == [REPLAY, REVIEW]  # a rematch that started takes no more clicks
        back = await fake.wait_for(
            lambda: next(
                (
                    m
                    for m in fake.messages(thread2)
                    if f"Rematch of game #{game1['id']} (<#{thread1}>)" in (m.text or "")
                ),
                None,
            ),
            10,
            "the link back in the new thread",
        )
        assert standing1 in back.text  # the rematch's thread says where the two stand

        # The second game ends; its final post links the first, and its rematch rotates the seats again.
        final2 = await finish(fake, thread2, [alice, bob])
        assert f"Rematch of game #{game1['id']}: <#{thread1}>" in final2.text
        assert labels(final2) == [REMATCH, REPLAY, REVIEW]
        await click(fake, bob, final2, REMATCH)
        await fake.wait_for(
            lambda: labels(fake.message(final2.id)) == [REMATCH, LEAVE, REPLAY, REVIEW], 10, "Rematch and Leave"
        )
        await click(fake, alice, final2, REMATCH)
        thread3 = await new_thread(fake, world.channel, {thread1, thread2})
        game3 = rematch_of(bot.db_path, game2["id"])
        assert game3["thread_id"] == thread3 and seats(bot.db_path, game3["id"]) == [first1, after1]
        assert starter(bot.db_path, game3) == first1
        assert board_messages(fake, thread3)[0].pinged == {first1}
        await fake.wait_for(
            lambda: f"game #{game3['id']}, <#{thread3}>" in fake.message(final2.id).text, 15, "the second link"
        )
        assert f"Rematch of game #{game1['id']}" in fake.message(final2.id).text  # both links on one post

        # The third game ends; Bob leaves its rematch: one player is too few, so it lapses.
        final3 = await finish(fake, thread3, [alice, bob])
        assert f"Rematch of game #{game2['id']}: <#{thread2}>" in final3.text
        await click(fake, alice, final3, REMATCH)
        await fake.wait_for(
            lambda: labels(fake.message(final3.id)) == [REMATCH, LEAVE, REPLAY, REVIEW], 10, "Rematch and Leave"
        )
        await click(fake, bob, final3, LEAVE)
        await fake.wait_for(lambda: "No rematch" in fake.message(final3.id).text, 10, "the rematch lapsed")
        assert labels(fake.message(final3.id)) == [REPLAY, REVIEW]
        assert rematch_of(bot.db_path, game3["id"])["status"] == "cancelled"
        assert len(fake.threads(world.channel)) == 3

        # Rated as usual: the finished games are recorded with ratings.
        for game_id in (game1["id"], game2["id"], game3["id"]):
            await fake.wait_for(
                lambda game_id=game_id: (
                    len(db_rows(bot.db_path, "SELECT 1 FROM results WHERE game_id = ?", (game_id,))) == 2
                ),
                30,
                "the results",
            )
            rows = db_rows(bot.db_path, "SELECT user_id, rated FROM results WHERE game_id = ?", (game_id,))
            assert {r["user_id"] for r in rows} == {alice, bob} and all(r["rated"] for r in rows)


async def test_a_waiting_rematch_is_no_open_lobby_and_a_kill_as_its_thread_is_made_leaves_one_thread(tmp_path):
    """A rematch waiting for its players' yes is not listed by /game list as an open lobby (nobody can
    join it); and a kill once Discord made its thread, before the bot stored it, leaves it one thread."""
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        alice, bob, carol = world.alice, world.bob, world.carol
        _, thread1 = await open_table(fake, world.channel, alice, GAME, [bob], bots=0)
        game1 = db_game(bot.db_path)
        ix = await fake.slash(alice, thread1, "game resign", {})  # two players: the game ends at once
        await ix.wait_done()
        final1 = await fake.wait_for(lambda: final_post(fake, thread1), 30, "the final scores")
        await click(fake, alice, final1, REMATCH)
        waiting = await fake.wait_for(lambda: rematch_of(bot.db_path, game1["id"]), 10, "the rematch asked")
        assert waiting["status"] == "lobby"
        for reader in (carol, alice, bob):  # a stranger cannot join it, and its players answer on the post
            ix = await fake.slash(reader, world.channel, "game list", {})
            await ix.wait_done()
            assert ix.ephemeral and ix.content == ENGLISH.t("game-list-none"), ix.content

        made: list[int] = []

        def kill_once_the_thread_is_made(stage, thread_id, data):
            if stage == "after" and not made:
                made.append(thread_id)
                bot.kill()  # Discord made the rematch's thread; the bot never heard its id
            return False

        fake.thread_create_hook = kill_once_the_thread_is_made
        await fake.click(bob, final1, button(fake.message(final1.id), REMATCH))
        await fake.wait_for(lambda: made, 15, "the rematch's thread made and the bot killed")
        fake.thread_create_hook = None
        at_kill = rematch_of(bot.db_path, game1["id"])
        assert at_kill["status"] == "active" and at_kill["thread_id"] is None and at_kill["thread_asked"] is not None

        bot.start()
        await bot.wait_ready()
        await fake.wait_for(lambda: rematch_of(bot.db_path, game1["id"])["thread_id"], 15, "the thread recorded")
        assert rematch_of(bot.db_path, game1["id"])["thread_id"] == made[0]
        assert [t.id for t in fake.threads(world.channel) if t.id != thread1] == made, "one thread for the rematch"
        await fake.wait_for(lambda: board_messages(fake, made[0]), 30, "the rematch's first board in it")
