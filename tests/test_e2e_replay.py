"""End to end: a replay paged through the fake Discord.

A member plays Solstis (hands and a deck spectators never see) against a bot. During the game the
player steps through their own running game up to the present while a member who is not seated is
refused; after it, a spectator opens ``/game replay`` in the thread and pages it end to end (⏭, ⏮,
▶ until the end, a jump to move N, across a restart of the bot). Every answer is ephemeral, nothing is
posted in the thread, and every frame is byte for byte the spectators' board of its move, redrawn
here from the log, with the move's logged events as its caption.
"""

from __future__ import annotations

import json

import pytest

from lang import Speaker
from render import render_images
from rules import get_game
from tests.e2e_helpers import db_game, db_rows, open_table, play_to_the_end, wait_for_replay_gif
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

GAME = "solstis"
ENGLISH = Speaker("en-US")


def logged(db_path, game_id: int) -> tuple[list[dict], list[str]]:
    moves = db_rows(
        db_path, "SELECT version, seat, action_id, events FROM moves WHERE game_id = ? ORDER BY version", (game_id,)
    )
    names = [r["name"] for r in db_rows(db_path, "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
    return moves, names


def public_boards(db_path, game_id: int, locale: str = "en-US") -> tuple[list[bytes], list[dict], list[str]]:
    """The first image of the spectators' board after each move (0: the deal), redrawn from the log."""
    row = db_game(db_path, game_id)
    moves, names = logged(db_path, game_id)
    game = get_game(GAME)
    state = game.setup(len(names), row["seed"], json.loads(row["options"]))
    boards = [render_images(GAME, game.view(state, None), names, locale)[0]]
    for move in moves:
        state = game.apply(state, move["seat"], move["action_id"]).state
        boards.append(render_images(GAME, game.view(state, None), names, locale)[0])
    return boards, moves, names


def buttons(message) -> dict[str, tuple[str, bool]]:
    """The viewer's buttons by what they do (the last part of their custom id): (custom id, disabled)."""
    return {custom_id.rsplit(":", 1)[1]: (custom_id, disabled) for _, custom_id, disabled in message.buttons()}


async def page(fake, user: int, viewer, how: str):
    """Press a viewer button; returns the viewer as it is after (the same private message)."""
    custom_id, disabled = buttons(fake.message(viewer.id))[how]
    assert not disabled, f"{how} is disabled"
    ix = await fake.click(user, viewer, custom_id)
    await ix.wait_done()
    assert ix.response_type == 6 and not ix.rejected, (ix.response_type, ix.rejected)
    shown = fake.message(viewer.id)
    assert shown.ephemeral and not shown.loading
    return shown


def head(number: int, move: int, total: int) -> str:
    return ENGLISH.t("replay-head", game=ENGLISH.t(f"game-title-{GAME}"), number=number, move=move, total=total)


async def test_a_replay_is_paged_end_to_end(tmp_path):
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, GAME, [], bots=1)
        game_id = db_game(bot.db_path)["id"]
        checked_running = []

        async def during_the_game(user, choice):
            if checked_running or db_game(bot.db_path, game_id)["status"] != "active":
                return
            moves, _ = logged(bot.db_path, game_id)
            if len(moves) < 4:
                return
            # The player steps through their own running game, up to the present.
            ix = await fake.slash(world.alice, thread, "game replay", {"move": 2})
            await ix.wait_done()
            assert ix.ephemeral and "still being played" in ix.content and "move 2 of" in ix.content
            now = await page(fake, world.alice, ix.message, "last")
            present = len(logged(bot.db_path, game_id)[0])
            assert f"move {present} of {present} so far" in now.content
            # Someone who does not play in it is refused, privately, and shown nothing.
            ix = await fake.slash(world.bob, thread, "game replay")
            await ix.wait_done()
            assert ix.ephemeral and "still being played" in ix.content and not ix.message.attachments
            checked_running.append(True)

        await play_to_the_end(fake, thread, [world.alice], seed=4, on_move=during_the_game)
        assert checked_running and db_game(bot.db_path, game_id)["status"] == "finished"
        boards, moves, names = public_boards(bot.db_path, game_id)
        total = len(moves)
        speaker = Speaker("en-US", names)
        await wait_for_replay_gif(fake, thread, game_id, 30)  # the animated replay stays, posted after the final scores
        public_before = len(fake.messages(thread, include_ephemeral=False))

        # The final post's Replay button opens anyone's own viewer at the deal.
        final = next(
            m
            for m in fake.messages(thread, include_ephemeral=False)
            if any(custom_id == f"replay:{game_id}:0:open" for _, custom_id, _ in m.buttons())
        )
        ix = await fake.click(world.carol, final, f"replay:{game_id}:0:open")
        await ix.wait_done()
        assert not ix.rejected and ix.ephemeral and ix.message.attachments[0].data == boards[0]

        # A spectator opens the replay in the thread: the deal.
        ix = await fake.slash(world.bob, thread, "game replay")
        await ix.wait_done()
        viewer = ix.message
        assert ix.ephemeral and viewer.ephemeral
        assert "the deal, before its" in viewer.content and f"{total} moves" in viewer.content
        assert viewer.attachments[0].data == boards[0]
        seen = {0: (viewer.content, viewer.attachments[0].data)}

        def check(shown, number: int) -> None:
            """The frame of move ``number``: its board, its head and its caption."""
            assert shown.attachments[0].data == boards[number], f"move {number}: not the public board"
            if number:
                assert head(game_id, number, total) in shown.content
                for event in json.loads(moves[number - 1]["events"]):
                    assert speaker.stored(event) in shown.content
            seen[number] = (shown.content, shown.attachments[0].data)

        check(await page(fake, world.bob, viewer, "last"), total)
        assert buttons(fake.message(viewer.id))["next"][1] and buttons(fake.message(viewer.id))["last"][1]
        first = await page(fake, world.bob, viewer, "first")
        assert first.attachments[0].data == boards[0] and buttons(first)["back"][1]
        for number in range(1, total + 1):
            if number == total // 2:  # the buttons carry the game and the move: they work after a restart
                bot.restart()
                await bot.wait_ready()
            check(await page(fake, world.bob, viewer, "next"), number)
        assert buttons(fake.message(viewer.id))["next"][1]  # ▶ stops at the last move
        check(await page(fake, world.bob, viewer, "back"), total - 1)
        # The captions and the boards change along the way.
        assert len({data for _, data in seen.values()}) > total // 2
        assert len({content for content, _ in seen.values()}) == total + 1

        # Jump to move N with the menu.
        (jump,) = fake.message(viewer.id).selects()
        offered = [int(option["value"]) for option in jump["options"]]
        assert 0 in offered and total - 2 in offered and len(offered) == min(25, total)
        target = min(offered, key=lambda n: abs(n - total // 3))  # far from the move shown
        ix = await fake.select(world.bob, viewer, jump["custom_id"], [str(target)])
        await ix.wait_done()
        check(fake.message(viewer.id), target)

        # A move past the end, a game that does not exist: private answers.
        ix = await fake.slash(world.bob, thread, "game replay", {"move": total + 50})
        await ix.wait_done()
        assert ix.ephemeral and f"has no move {total + 50}" in ix.content
        assert ix.message.attachments[0].data == boards[total]
        ix = await fake.slash(world.bob, world.channel, "game replay", {"number": game_id + 40})
        await ix.wait_done()
        assert ix.ephemeral and f"no game #{game_id + 40}" in ix.content and not ix.message.attachments
        # From the channel, by number; in the member's own language (the board too).
        fake.set_locale(world.carol, "fr")
        ix = await fake.slash(world.carol, world.channel, "game replay", {"number": game_id, "move": 1})
        await ix.wait_done()
        assert ix.ephemeral and "Rediffusion" in ix.content
        assert ix.message.attachments[0].data == public_boards(bot.db_path, game_id, "fr")[0][1]

        # Everything was private: the thread holds exactly what it held before.
        assert len(fake.messages(thread, include_ephemeral=False)) == public_before


async def test_paging_faster_than_the_frame_cooldown_is_told_to_slow_down(tmp_path):
    """8 interactions a minute: 2 frames a minute. The third frame asked for is answered privately
    with the cooldown's words, and the viewer stays as it was (nothing queued, nothing drawn)."""
    env = {"TABLETOP_AI_DELAY": "0", "TABLETOP_COOLDOWN": "8/60"}
    async with running_bot(tmp_path, env=env) as (fake, _bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, GAME, [], bots=1)  # 4 interactions
        ix = await fake.slash(world.alice, thread, "game replay")  # frame 1
        await ix.wait_done()
        viewer = ix.message
        assert ix.ephemeral and viewer.attachments
        shown = await page(fake, world.alice, viewer, "last")  # frame 2 (a game in play: "Now" stays pressable)
        before = (shown.content, shown.attachments[0].data, shown.edits)
        custom_id, _ = buttons(shown)["last"]
        ix = await fake.click(world.alice, viewer, custom_id)  # frame 3: over the frame cooldown
        await ix.wait_done()
        assert ix.ephemeral and ENGLISH.t("bot-slow-down", seconds=1).split(" 1 ")[0] in ix.content
        after = fake.message(viewer.id)
        assert (after.content, after.attachments[0].data, after.edits) == before
        # The interaction gate itself still lets the member in (this is their eighth interaction).
        ix = await fake.slash(world.alice, thread, "game log")
        await ix.wait_done()
        assert ix.ephemeral and "Slow down" not in ix.content
