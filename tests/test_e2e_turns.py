"""End to end: the Take turn picker, private views by DM (and closed DMs), /hand, /board, undo."""

from __future__ import annotations

import json
import random
import re

import pytest

from rules import get_game
from tests.e2e_helpers import (
    assert_layout,
    assert_png,
    board_snapshots,
    db_game,
    db_rows,
    latest_board,
    legal_choices,
    newest_shown,
    open_table,
    picker_moves,
    to_act,
    turn_posts,
    wait_board_after,
)
from tests.fake_discord.harness import running_bot
from tests.fake_discord.server import MEDIA_GALLERY, walk_components

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}


async def open_picker(fake, user, thread):
    latest = latest_board(fake, thread)
    take = next(cid for label, cid, _ in latest.buttons() if label == "Take turn")
    ix = await fake.click(user, latest, take)
    await ix.wait_done()
    assert ix.ephemeral
    assert_layout(ix.message, buttons=False)  # one layout: the player's view in its gallery, the moves
    return ix.message


async def pick_one(fake, user, picker, rng):
    """Choose a random action on the picker; returns the picker message after it was refreshed."""
    components = picker_moves(picker)
    assert components, f"picker offers nothing: {picker.text!r}"
    kind, custom_id = rng.choice(components)
    if kind == "button":
        ix = await fake.click(user, picker, custom_id)
    else:
        options = picker.component(custom_id)["options"]
        ix = await fake.select(user, picker, custom_id, [rng.choice(options)["value"]])
    await ix.wait_done()
    assert_layout(fake.message(picker.id), buttons=False)  # and so is each screen after it
    return fake.message(picker.id), custom_id


@pytest.mark.parametrize("game_key", ["sheherazade", "solstis"])
async def test_the_refreshed_picker_shows_the_movers_view_and_no_dm_repeats_it(tmp_path, game_key):
    """After a move made on the picker, the picker is refreshed: with the player's view when they
    are still to act or when the move changed their view beyond the board the turn post shows, and
    without an image otherwise (the post just edited shows it all). The player gets no DM of the
    view their picker shows; every other seat whose view the move changed gets its DM, and a move
    by /move still sends the mover theirs. What changed is worked out from the rules, replaying the
    logged move on the state before it."""
    rng = random.Random(3)
    game = get_game(game_key)
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        users = [world.alice, world.bob]
        _, thread = await open_table(fake, world.channel, world.alice, game_key, [world.bob], bots=0)
        await fake.wait_for(lambda: all(fake.dm_messages(u) for u in users), 10, "the first private views")
        seen = {"acting": 0, "changed": 0, "unchanged": 0, "others' DMs": 0, "/move DM": 0}
        for turn in range(40):
            row = db_game(bot.db_path)
            if row["status"] != "active":
                break
            state = json.loads(row["state"])
            seat_of = {
                r["user_id"]: r["seat"]
                for r in db_rows(bot.db_path, "SELECT * FROM seats WHERE game_id = ?", (row["id"],))
            }
            mover = next(iter(await to_act(fake, thread, users)))
            dms = {u: len(fake.dm_messages(u)) for u in users}
            shown = newest_shown(fake, thread)
            by_slash = turn % 5 == 4
            if by_slash:
                choices = await legal_choices(fake, mover, thread)
                ix = await fake.slash(mover, thread, "move", {"action": rng.choice(choices)["value"]})
                await ix.wait_done()
            else:
                refreshed, _ = await pick_one(fake, mover, await open_picker(fake, mover, thread), rng)
            await wait_board_after(fake, thread, shown)
            logged = db_rows(
                bot.db_path,
                "SELECT seat, action_id FROM moves WHERE game_id = ? ORDER BY version DESC LIMIT 1",
                (row["id"],),
            )[0]
            assert logged["seat"] == seat_of[mover]
            after = game.apply(state, logged["seat"], logged["action_id"]).state
            changed = (
                set()
                if game.is_over(after)
                else set(game.apply(state, logged["seat"], logged["action_id"]).hidden_change)
            )
            for user in users:
                seat = seat_of[user]
                if user == mover and not by_slash:
                    assert len(fake.dm_messages(user)) == dms[user], "the picker shows the mover's view: no DM"
                    continue
                await fake.wait_for(lambda: len(fake.dm_messages(user)) >= dms[user] + (seat in changed), 10, "a DM")
                assert len(fake.dm_messages(user)) == dms[user] + (seat in changed)
                if seat in changed:
                    seen["/move DM" if user == mover else "others' DMs"] += 1
            if by_slash:
                continue
            if picker_moves(refreshed):
                assert refreshed.attachments, "still to act: the picker shows the next decision with the view"
                seen["acting"] += 1
            elif seat_of[mover] in changed:
                assert refreshed.attachments, "the move changed the mover's own view: the picker shows it"
                seen["changed"] += 1
                if game_key == "solstis":  # the turn post's board, as posted, then the mover's own panel
                    board = latest_board(fake, thread)
                    assert len(refreshed.attachments) == 2, refreshed.attachments
                    assert refreshed.attachments[0].data == board.attachments[0].data
            else:
                assert not refreshed.attachments, "nothing of the mover's view changed but the board: no image"
                seen["unchanged"] += 1
        # Each case was met: Sheherazade's moves often leave the mover's view as the board shows
        # it; a Solstis move changes the mover's hand, so /move sends it by DM.
        assert seen["changed"] and seen["unchanged" if game_key == "sheherazade" else "/move DM"], seen


@pytest.mark.parametrize("within", ["1.5", "0"])
async def test_the_picker_answers_its_clicks_at_once_or_defers_them_in_time(tmp_path, within):
    """With time to spare the picker is its click's response itself: Take turn answered with a new
    private message, a move picked on it with an update of the picker. An answer not ready within
    TABLETOP_ANSWER_WITHIN seconds (0 here: none is) is deferred first, then edits what the deferral
    left, as Discord documents. Either way each click gets one response, in time, and no refusal."""
    rng = random.Random(7)
    async with running_bot(tmp_path, env={**FAST_AI, "TABLETOP_ANSWER_WITHIN": within}) as (fake, bot, world):
        users = [world.alice, world.bob]
        _, thread = await open_table(fake, world.channel, world.alice, "sheherazade", [world.bob], bots=0)
        for _ in range(3):
            mover = (await to_act(fake, thread, users))[0]
            latest = latest_board(fake, thread)
            take = next(cid for label, cid, _ in latest.buttons() if label == "Take turn")
            opened = await fake.click(mover, latest, take)
            await opened.wait_done()
            assert opened.ephemeral and opened.message.attachments and picker_moves(opened.message)
            assert opened.response_type == (5 if within == "0" else 4), opened.response_type
            assert opened.deferred == (within == "0") and not opened.rejected
            version = db_game(bot.db_path)["version"]
            kind, custom_id = rng.choice(picker_moves(opened.message))
            if kind == "button":
                picked = await fake.click(mover, opened.message, custom_id)
            else:
                options = opened.message.component(custom_id)["options"]
                picked = await fake.select(mover, opened.message, custom_id, [rng.choice(options)["value"]])
            await picked.wait_done()
            assert picked.response_type == (6 if within == "0" else 7) and not picked.rejected, picked.rejected
            assert db_game(bot.db_path)["version"] == version + 1
            refreshed = fake.message(opened.message.id)  # the picker itself, now at the new version
            if picker_moves(refreshed):
                assert all(f"-v{version + 1}." in a.filename for a in refreshed.attachments), refreshed
            else:
                assert "Not your turn" in refreshed.text, refreshed.text


async def test_whole_game_through_the_picker_with_dms_and_closed_dms(tmp_path):
    rng = random.Random(11)
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        fake.close_dms(world.bob)
        _, thread = await open_table(fake, world.channel, world.alice, "solstis", [world.bob], bots=0)

        # alice gets her private view by DM; bob's DMs are closed, so the thread tells him once.
        await fake.wait_for(lambda: fake.dm_messages(world.alice), 10, "alice's DM")
        dm = fake.dm_messages(world.alice)[0]
        assert_png(dm)
        notice = await fake.wait_for_message(thread, lambda m: "cannot send you direct messages" in (m.content or ""))
        assert f"<@{world.bob}>" in notice.content

        # bob sees his hand with /hand and the My hand button, privately.
        ix = await fake.slash(world.bob, thread, "hand", {})
        await ix.wait_done()
        assert ix.ephemeral and ix.message.attachments
        assert_png(ix.message)
        latest = latest_board(fake, thread)
        my_hand = next(cid for label, cid, _ in latest.buttons() if label == "My hand")
        ix = await fake.click(world.bob, latest, my_hand)
        await ix.wait_done()
        assert ix.ephemeral and ix.message.attachments

        # A spectator can see the board but has no hand and no turn.
        ix = await fake.slash(world.carol, thread, "board", {})
        await ix.wait_done()
        assert ix.ephemeral and ix.message.attachments
        ix = await fake.slash(world.carol, thread, "hand", {})
        await ix.wait_done()
        assert ix.ephemeral and "not playing" in ix.content
        take = next(cid for label, cid, _ in latest.buttons() if label == "Take turn")
        ix = await fake.click(world.carol, latest, take)
        await ix.wait_done()
        assert ix.ephemeral and "not playing" in ix.content

        # Play the whole game through the pickers only.
        stale_checked = False
        last_mover: int | None = None
        last_line = ""
        for _ in range(400):
            if db_game(bot.db_path)["status"] == "finished":
                break
            movers = [u for u in (world.alice, world.bob) if await legal_choices(fake, u, thread)]
            assert len(movers) == 1
            mover = movers[0]
            other = world.bob if mover == world.alice else world.alice
            picker = await open_picker(fake, mover, thread)
            assert picker.attachments, "the picker shows the player's own view"
            # The other player moved since this one last decided: the picker says so first, with
            # the other's latest move line (as the thread's posts write it).
            if last_mover is not None and last_mover != mover:
                assert "Since your last decision" in picker.text, picker.text
                assert last_line in picker.text, (last_line, picker.text)
            # Any earlier post the catch-up links is a post of this thread that shows that move.
            for number, message_id in re.findall(
                r"\[move (\d+)\]\(https://discord\.com/channels/\d+/\d+/(\d+)\)", picker.text
            ):
                assert fake.message(int(message_id)).channel_id == thread
                assert f"Move {number}: " in fake.message(int(message_id)).text
            # A second picker of the same decision goes stale once the first one is used.
            second = await open_picker(fake, mover, thread) if not stale_checked else None
            version = db_game(bot.db_path)["version"]
            shown = newest_shown(fake, thread)
            picker, used = await pick_one(fake, mover, picker, rng)
            board = await wait_board_after(fake, thread, shown)  # a new post or an edit of the turn's post
            assert db_game(bot.db_path)["version"] == version + 1
            assert f"Move {version}: " in board.text  # the caption line of this very decision
            last_mover = mover
            # (after the count of the post's earlier moves, when it has some)
            last_line = next(
                line[line.index(f"Move {version}: ") :]
                for line in board.text.splitlines()
                if f"Move {version}: " in line
            )
            assert_layout(board)
            if second is not None and used.startswith("pick:"):
                after = db_game(bot.db_path)["version"]
                posted = len(fake.messages(thread, include_ephemeral=False))
                ix = await fake.click(mover, second, used)
                await ix.wait_done()
                assert any("older board" in (m.content or "") for m in ix.followups), ix
                assert db_game(bot.db_path)["version"] == after
                assert len(fake.messages(thread, include_ephemeral=False)) == posted
                stale_checked = True
            # The other player has no decision to make right now.
            if db_game(bot.db_path)["status"] == "active" and not await legal_choices(fake, other, thread):
                other_picker = await open_picker(fake, other, thread)
                assert "Not your turn" in other_picker.text and not picker_moves(other_picker)
        assert db_game(bot.db_path)["status"] == "finished"
        assert stale_checked
        final = next(m for m in fake.messages(thread) if m.text.startswith("**Game over.**"))
        assert final.attachments
        assert_layout(final, buttons=False)
        # alice received her private view by DM (at the start; her own moves' changes her refreshed
        # picker showed, see the test above, which follows the DMs move by move); bob none (closed DMs).
        assert fake.dm_messages(world.alice)
        assert fake.dm_messages(world.bob) == []
        notices = [m for m in fake.messages(thread) if "cannot send you direct messages" in (m.content or "")]
        assert len(notices) == 1


async def test_undo_from_the_picker_and_the_command(tmp_path):
    """Undo restores the previous decision of the same turn; the other player cannot undo it."""
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        for _ in range(40):
            mover = next(iter([u for u in (world.alice, world.bob) if await legal_choices(fake, u, thread)]))
            other = world.bob if mover == world.alice else world.alice
            picker = await open_picker(fake, mover, thread)
            version = db_game(bot.db_path)["version"]
            state_before = db_game(bot.db_path)["state"]
            # The first listed choice of Mountain Miners' turn start is a pre-action or a grab.
            first = picker_moves(picker)[0][1]
            ix = await fake.click(mover, picker, first)
            await ix.wait_done()
            picker = fake.message(picker.id)
            undo = [cid for label, cid, _ in picker.buttons() if label == "Undo my last decision"]
            if not undo:
                continue  # that decision ended the turn or drew something: no undo offered
            state_after = db_game(bot.db_path)["state"]
            ix = await fake.slash(other, thread, "game undo", {})
            await ix.wait_done()
            assert ix.ephemeral and "own decisions" in ix.content
            ix = await fake.click(mover, picker, undo[0])
            await ix.wait_done()
            row = db_game(bot.db_path)
            assert row["version"] == version + 2 and row["state"] == state_before != state_after
            # Again via the command: redo the decision, then /game undo.
            picker = await open_picker(fake, mover, thread)
            ix = await fake.click(mover, picker, picker_moves(picker)[0][1])
            await ix.wait_done()
            ix = await fake.slash(mover, thread, "game undo", {})
            await ix.wait_done()
            assert ix.ephemeral and "taken back" in ix.content
            assert db_game(bot.db_path)["version"] == version + 4
            assert db_game(bot.db_path)["state"] == state_before
            # The take-backs left the log (compacted, docs/resilience.md): the turn's post lists the
            # moves in effect only, numbered as the log numbers them now.
            latest = latest_board(fake, thread).text
            assert all("took back" not in m.text for m in turn_posts(fake, thread))
            numbers = [int(n) for n in re.findall(r"Move (\d+): ", latest)]
            # (No line at all when the decision taken back was the game's first: nothing is in effect.)
            assert max(numbers, default=0) == db_game(bot.db_path)["moves_logged"]
            # Every decision, undo included, was shown: versions 1..now each by a post or an edit.
            assert [v for _, _, v in board_snapshots(fake, thread)] == list(range(1, version + 5))
            return
        raise AssertionError("no undoable decision came up")


def log_size(db_path) -> tuple[int, int]:
    """(rows, bytes) of the move log: every column's text, saved states and timers included."""
    import sqlite3

    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return con.execute(
            "SELECT COUNT(*), COALESCE(SUM(LENGTH(action_id) + LENGTH(events) + COALESCE(LENGTH(state_before), 0)"
            " + COALESCE(LENGTH(timers_before), 0)), 0) FROM moves"
        ).fetchone()
    finally:
        con.close()


async def test_a_member_repeating_move_and_undo_does_not_grow_the_log(tmp_path):
    """Every move + undo cycle added two rows (4.6 KB); now the log stays as it was."""
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        for _ in range(40):
            mover = next(iter([u for u in (world.alice, world.bob) if await legal_choices(fake, u, thread)]))
            picker = await open_picker(fake, mover, thread)
            first = picker_moves(picker)[0][1]
            ix = await fake.click(mover, picker, first)
            await ix.wait_done()
            picker = fake.message(picker.id)
            undo = [cid for label, cid, _ in picker.buttons() if label == "Undo my last decision"]
            if not undo:
                continue  # that decision ended the turn or drew something: no undo offered
            await (await fake.click(mover, picker, undo[0])).wait_done()
            before, state, version = (
                log_size(bot.db_path),
                db_game(bot.db_path)["state"],
                db_game(bot.db_path)["version"],
            )
            for _ in range(15):
                picker = await open_picker(fake, mover, thread)
                await (await fake.click(mover, picker, picker_moves(picker)[0][1])).wait_done()
                picker = fake.message(picker.id)
                undo = [cid for label, cid, _ in picker.buttons() if label == "Undo my last decision"]
                await (await fake.click(mover, picker, undo[0])).wait_done()
            row = db_game(bot.db_path)
            assert row["version"] == version + 30 and row["state"] == state
            assert log_size(bot.db_path) == before and row["moves_logged"] == before[0]
            await wait_board_after(fake, thread, version + 29)  # the thread shows the game as it is
            return
        raise AssertionError("no undoable decision came up")


@pytest.mark.parametrize("key", ["mountain-miners", "nanga-parbat", "paper-world", "sheherazade", "solstis"])
async def test_picker_hands_and_dms_work_for_every_game(tmp_path, key):
    """Every registered game: DMs only where there is something private, /hand, and 15 decisions
    taken through the picker, each advancing the game by exactly one version."""
    rng = random.Random(3)
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, key, [world.bob], bots=0)
        game = get_game(key)
        private = game.has_private_view(json.loads(db_game(bot.db_path)["state"]))
        if private:
            await fake.wait_for(lambda: fake.dm_messages(world.alice) and fake.dm_messages(world.bob), 10, "both DMs")
        ix = await fake.slash(world.bob, thread, "hand", {})
        await ix.wait_done()
        assert ix.ephemeral and ix.message.attachments and ix.message.attachments[0].description.startswith(game.title)
        for _ in range(15):
            if db_game(bot.db_path)["status"] != "active":
                break
            movers = [u for u in (world.alice, world.bob) if await legal_choices(fake, u, thread)]
            assert len(movers) == 1
            picker = await open_picker(fake, movers[0], thread)
            version = db_game(bot.db_path)["version"]
            await pick_one(fake, movers[0], picker, rng)
            assert db_game(bot.db_path)["version"] == version + 1
        if not private:
            assert fake.dm_messages(world.alice) == [] and fake.dm_messages(world.bob) == []
        waiting = [u for u in (world.alice, world.bob) if not await legal_choices(fake, u, thread)]
        later = await fake.slash(waiting[0], thread, "hand", {})  # a player not to act: no moves framed
        await later.wait_done()
        shown_views = [ix.message, later.message, *fake.dm_messages(world.alice), *fake.dm_messages(world.bob)]
        # My hand and every DM lay their images out as the turn post does: the first alone at the
        # post's width, then the rest (a Paper World hand, a Solstis waiting player's panel).
        for shown in shown_views:
            children = assert_layout(shown, buttons=False)
            galleries = [c for c in walk_components(children) if c.get("type") == MEDIA_GALLERY]
            assert shown.attachments and len(galleries) == min(2, len(shown.attachments)), galleries
            assert shown.text_displays() == [shown.text], "one line of text, above the images"
        if key in ("paper-world", "solstis"):  # a table and a hand; a board and a waiting player's panel
            assert any(len(m.attachments) == 2 for m in shown_views)


async def test_a_deleted_turn_post_is_replaced_by_a_new_one(tmp_path):
    """An edit that Discord refuses (the post was deleted) falls back to a new post: no move is
    left without its board; the next decision of the same turn edits that new post."""
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        mover = world.alice if await legal_choices(fake, world.alice, thread) else world.bob
        gone = latest_board(fake, thread)
        await fake.moderator_delete(gone)
        version = db_game(bot.db_path)["version"]
        ix = await fake.slash(mover, thread, "move", {"action": (await legal_choices(fake, mover, thread))[0]["value"]})
        await ix.wait_done()
        board = await wait_board_after(fake, thread, version)
        assert board.id != gone.id and not board.history[0].edited
        assert f"Move {version}: " in board.text and board.attachments[0].data.startswith(b"\x89PNG")
        assert_layout(board, buttons=True)
        assert [label for label, _, _ in board.buttons()] == ["Take turn", "My hand", "Pause"]
        if await legal_choices(fake, mover, thread):
            ix = await fake.slash(
                mover, thread, "move", {"action": (await legal_choices(fake, mover, thread))[0]["value"]}
            )
            await ix.wait_done()
            again = await wait_board_after(fake, thread, version + 1)
            if await legal_choices(fake, mover, thread):  # the same turn goes on: the new post is edited
                assert again.id == board.id and again.history[-1].edited
            else:  # that decision ended the turn (the seed decides): the next turn has its own post
                assert again.id != board.id and not again.history[0].edited
