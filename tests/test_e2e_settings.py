"""End to end: /settings through the fake Discord.

A member turns "Confirm moves that cannot be taken back" on: a final move picked in the picker shows
its consequence with Confirm and Back; Back changes nothing and returns to the picker; Confirm plays
it (after a restart too); a Confirm left over from an older board is refused; a move that can be
taken back plays at once; ``/move`` asks the same; a turn of several decisions asks once (Paper
World). One member turns private views by DM off and reads the bot in French, another gets her DMs
in Japanese, though both Discord apps are in English.
"""

from __future__ import annotations

import json
import random

import pytest

from lang import Speaker
from rules import get_game
from rules.base import can_take_back
from rules.second_look import why_final
from rules.text import msg
from tests.e2e_helpers import (
    ENGLISH,
    PLAYED,
    assert_png,
    db_game,
    db_rows,
    latest_board,
    legal_choices,
    open_table,
    wait_board_after,
)
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}
BACK, CONFIRM = ENGLISH.t("confirm-button-back"), ENGLISH.t("confirm-button-yes")
ASKING = ENGLISH.t("confirm-how")  # the line only the second look shows
DMS_CLOSED = ENGLISH.t("turn-dm-closed", member="@").split("@", 1)[1][:30]  # the thread's "your DMs are closed"


def names_of(db_path, game_id: int) -> list[str]:
    return [s["name"] for s in db_rows(db_path, "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]


def last_action(db_path, game_id: int) -> str:
    rows = db_rows(db_path, "SELECT action_id FROM moves WHERE game_id = ? ORDER BY version DESC LIMIT 1", (game_id,))
    return rows[0]["action_id"]


def position(db_path) -> tuple[dict, dict, dict[int, int]]:
    """(game row, its state, user id -> seat) as committed."""
    row = db_game(db_path)
    seats = db_rows(db_path, "SELECT seat, user_id FROM seats WHERE game_id = ?", (row["id"],))
    return row, json.loads(row["state"]), {s["user_id"]: s["seat"] for s in seats if s["user_id"]}


def past_return(row: dict) -> frozenset[int]:
    """The seats whose turn has passed a point of no return, as the game row keeps them."""
    return frozenset(json.loads(row["past_return"] or "[]"))


def kinds(db_path, user: int) -> tuple[list[int], list[int]]:
    """The member's moves now, by index into their legal moves: (ones asked about, ones played at once)."""
    row, state, seat_of = position(db_path)
    game = get_game(row["game_key"])
    seat = seat_of[user]
    if seat not in game.to_act(state):
        return [], []
    actions = game.legal_actions(state, seat)
    reasons = [why_final(game, state, seat, a.id, past_return(row)) for a in actions]
    return [i for i, r in enumerate(reasons) if r is not None], [i for i, r in enumerate(reasons) if r is None]


def expected_look(db_path, index: int, user: int) -> tuple[str, str]:
    """What the second look of the member's move ``index`` says: the move's line and its reason."""
    row, state, seat_of = position(db_path)
    game = get_game(row["game_key"])
    names = [
        s["name"] for s in db_rows(db_path, "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (row["id"],))
    ]
    speaker = Speaker("en-US", names)
    action = game.legal_actions(state, seat_of[user])[index]
    reason = why_final(game, state, seat_of[user], action.id, past_return(row))
    assert reason is not None
    return speaker.t("confirm-prompt", move=action.label), speaker.say(reason)


async def open_picker(fake, user, thread):
    latest = latest_board(fake, thread)
    take = next(cid for label, cid, _ in latest.buttons() if label == ENGLISH.t("turn-button-take"))
    ix = await fake.click(user, latest, take)
    await ix.wait_done()
    assert ix.ephemeral
    return ix.message


async def choose(fake, user, picker, index: int):
    """Pick the move ``index`` on the picker (a button, or the select of its page); returns the
    interaction once answered."""
    button = next(
        (cid for _, cid, _ in picker.buttons() if cid and cid.startswith("pick:") and cid.endswith(f":{index}")), None
    )
    if button is not None:
        ix = await fake.click(user, picker, button)
    else:
        select = next(s for s in picker.selects() if s["custom_id"].startswith("picks:"))
        assert any(o["value"] == str(index) for o in select["options"]), "the move is on the picker's first page"
        ix = await fake.select(user, picker, select["custom_id"], [str(index)])
    await ix.wait_done()
    return ix


def sure(message, label: str) -> str:
    return next(cid for text, cid, _ in message.buttons() if text == label and cid.startswith("sure:"))


async def test_a_final_move_is_confirmed_or_backed_out_and_a_reversible_one_plays_at_once(tmp_path):
    rng = random.Random(5)
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        alice, bob = world.alice, world.bob
        # alice turns the second look on in her private /settings panel.
        ix = await fake.slash(alice, world.channel, "settings", {})
        await ix.wait_done()
        panel = ix.message
        assert ix.ephemeral and ENGLISH.t("settings-confirm-off") in panel.content
        assert ENGLISH.t("settings-dms-on") in panel.content and ENGLISH.t("settings-reminders-on") in panel.content
        await (await fake.click(alice, panel, "settings:confirm:on")).wait_done()
        assert ENGLISH.t("settings-confirm-on") in fake.message(panel.id).content
        assert db_rows(bot.db_path, "SELECT confirm_irreversible FROM member_settings WHERE user_id = ?", (alice,)) == [
            {"confirm_irreversible": 1}
        ]

        _, thread = await open_table(fake, world.channel, alice, "mountain-miners", [bob], bots=0)
        done = {"back and confirm": False, "stale and at once": False, "/move": False}
        for _ in range(300):
            if all(done.values()) or db_game(bot.db_path)["status"] != "active":
                break
            final, reversible = kinds(bot.db_path, alice)
            if not final and not reversible:
                choices = await legal_choices(fake, bob, thread)
                if not choices:
                    continue
                ix = await fake.slash(bob, thread, "move", {"action": rng.choice(choices)["value"]})
                await ix.wait_done()
                assert ix.ephemeral and ix.content.startswith(PLAYED), ix.content  # bob never asked for it
                continue
            row = db_game(bot.db_path)
            version, state = row["version"], row["state"]
            posts = len(fake.messages(thread, include_ephemeral=False))
            small = [i for i in final if i < 25]

            if not done["back and confirm"] and small:
                index = small[0]
                said, why = expected_look(bot.db_path, index, alice)
                picker = await open_picker(fake, alice, thread)
                ix = await choose(fake, alice, picker, index)
                look = fake.message(picker.id)
                assert said in look.text and why in look.text and ASKING in look.text, look.text
                assert db_game(bot.db_path)["version"] == version  # nothing played yet
                # Back: the picker again, nothing changed anywhere.
                await (await fake.click(alice, look, sure(look, BACK))).wait_done()
                again = fake.message(picker.id)
                assert ASKING not in (again.text or "")
                assert any(c.startswith("pick:") for _, c, _ in again.buttons() if c) or again.selects()
                row = db_game(bot.db_path)
                assert (row["version"], row["state"]) == (version, state)
                assert len(fake.messages(thread, include_ephemeral=False)) == posts
                # The same move again, then Confirm: played through the normal flow.
                await choose(fake, alice, again, index)
                look = fake.message(picker.id)
                assert ASKING in look.text
                # The second look outlives the process: Confirm works after a restart.
                bot.restart()
                await bot.wait_ready()
                await (await fake.click(alice, look, sure(look, CONFIRM))).wait_done()
                assert db_game(bot.db_path)["version"] == version + 1
                seat = position(bot.db_path)[2][alice]
                chosen = get_game("mountain-miners").legal_actions(json.loads(state), seat)[index].id
                assert last_action(bot.db_path, row["id"]) == chosen
                await wait_board_after(fake, thread, version)
                done["back and confirm"] = True
                continue

            if not done["stale and at once"] and small and [i for i in reversible if i < 25]:
                # A second look left open while the game moves on: its Confirm is refused later.
                picker = await open_picker(fake, alice, thread)
                await choose(fake, alice, picker, small[0])
                look = fake.message(picker.id)
                assert ASKING in look.text
                # A move that can be taken back plays at once, no second look.
                other = await open_picker(fake, alice, thread)
                ix = await choose(fake, alice, other, next(i for i in reversible if i < 25))
                assert db_game(bot.db_path)["version"] == version + 1
                assert ASKING not in (fake.message(other.id).text or "")
                assert any(label == ENGLISH.t("turn-picker-undo") for label, _, _ in fake.message(other.id).buttons())
                ix = await fake.click(alice, look, sure(look, CONFIRM))
                await ix.wait_done()
                assert any(ENGLISH.t("turn-refusal-older-choice") in (m.content or "") for m in ix.followups), ix
                assert db_game(bot.db_path)["version"] == version + 1  # the stale Confirm changed nothing
                await wait_board_after(fake, thread, version)
                done["stale and at once"] = True
                continue

            if not done["/move"] and final and done["back and confirm"]:
                row, state_now, seat_of = position(bot.db_path)
                action = get_game("mountain-miners").legal_actions(state_now, seat_of[alice])[final[0]]
                said, why = expected_look(bot.db_path, final[0], alice)
                ix = await fake.slash(alice, thread, "move", {"action": action.id})
                await ix.wait_done()
                look = ix.message
                assert ix.ephemeral and said in look.text and why in look.text, look.text
                assert db_game(bot.db_path)["version"] == version
                await (await fake.click(alice, look, sure(look, CONFIRM))).wait_done()
                assert db_game(bot.db_path)["version"] == version + 1
                await wait_board_after(fake, thread, version)
                done["/move"] = True
                continue

            # Nothing to check here: alice plays on (a reversible move at once, a final one confirmed).
            if reversible:
                picker = await open_picker(fake, alice, thread)
                await choose(fake, alice, picker, reversible[0] if reversible[0] < 25 else 0)
            else:
                row, state_now, seat_of = position(bot.db_path)
                action = get_game("mountain-miners").legal_actions(state_now, seat_of[alice])[final[0]]
                ix = await fake.slash(alice, thread, "move", {"action": action.id})
                await ix.wait_done()
                await (await fake.click(alice, ix.message, sure(ix.message, CONFIRM))).wait_done()
            assert db_game(bot.db_path)["version"] == version + 1
            await wait_board_after(fake, thread, version)
        assert all(done.values()), done


def kind_of(game, state: dict, seat: int, action_id: str) -> str:
    """ "R": the player could take the move back; "I": they could not, and their turn goes on; "E":
    it ends their turn (or the game)."""
    transition = game.apply(state, seat, action_id)
    if can_take_back(game, state, seat, transition):
        return "R"
    return "I" if seat in game.to_act(transition.state) and not game.is_over(transition.state) else "E"


async def test_a_turn_of_several_decisions_asks_once(tmp_path):
    """Paper World with the second look on: a turn that places a tile (taken back at will) and then
    discards is asked about once, at the discard that ends it; a turn that draws a card unseen (final)
    and then must discard is asked about once, at the draw, and its discard plays at once. Alice's
    moves are steered towards both kinds of turn; bob plays at random."""
    rng = random.Random(3)
    game = get_game("paper-world")
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        alice, bob = world.alice, world.bob
        ix = await fake.slash(alice, world.channel, "settings", {})
        await ix.wait_done()
        await (await fake.click(alice, ix.message, "settings:confirm:on")).wait_done()
        _, thread = await open_table(fake, world.channel, alice, "paper-world", [bob], bots=0)
        seen = {"R": False, "I": False}  # a turn that began with a tile placed / a card drawn unseen, checked
        turn: list[tuple[str, bool]] = []  # alice's decisions in her turn so far: (kind, asked)
        finals = asked = 0
        for _ in range(400):
            row, state, seat_of = position(bot.db_path)
            if all(seen.values()) or row["status"] != "active":
                break
            seat = seat_of[alice]
            version = row["version"]
            if seat not in game.to_act(state):
                choices = await legal_choices(fake, bob, thread)
                ix = await fake.slash(bob, thread, "move", {"action": rng.choice(choices)["value"]})
                await ix.wait_done()
                assert ix.ephemeral and ix.content.startswith(PLAYED), ix.content  # bob never asked for it
                await wait_board_after(fake, thread, version)
                continue
            actions = game.legal_actions(state, seat)
            by_kind: dict[str, list[int]] = {}
            for index, action in enumerate(actions[:25]):
                by_kind.setdefault(kind_of(game, state, seat, action.id), []).append(index)
            # A draw that leaves her to act first; then, once one is checked, a tile placed; else a card
            # taken (her hand fills up, so that a draw must be followed by a discard).
            wanted = "I" if not seen["I"] and "I" in by_kind else ("R" if seen["I"] and not turn else "E")
            kind = wanted if wanted in by_kind else ("R" if turn and "R" in by_kind else "E")
            if kind not in by_kind:
                kind = next(iter(by_kind))
            index = rng.choice(by_kind[kind])
            picker = await open_picker(fake, alice, thread)
            await choose(fake, alice, picker, index)
            look = fake.message(picker.id)
            was_asked = ASKING in (look.text or "")
            if was_asked:
                await (await fake.click(alice, look, sure(look, CONFIRM))).wait_done()
            assert db_game(bot.db_path)["version"] == version + 1, (kind, actions[index].id)
            await wait_board_after(fake, thread, version)
            turn.append((kind, was_asked))
            finals += kind != "R"
            asked += was_asked
            if kind != "E":
                continue
            # Her turn is over: asked at most once, never about a move she could take back, and on the
            # first one she could not.
            kinds_in_turn = [k for k, _ in turn]
            assert sum(a for _, a in turn) == 1, turn
            assert not any(a for k, a in turn if k == "R"), turn
            assert next(a for k, a in turn if k != "R"), turn
            if kinds_in_turn[0] == "R" and kinds_in_turn[-1] == "E":
                assert turn[-1][1]  # placed, then asked at the end
                seen["R"] = True
            if kinds_in_turn[0] == "I" and len(turn) > 1:
                assert turn[0][1] and not turn[-1][1]  # asked at the draw, the discard at once
                seen["I"] = True
            turn = []
        assert all(seen.values()), seen
        assert asked < finals  # asking on every final move would have asked more


async def test_private_views_by_dm_off_and_a_language_of_ones_own(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        alice, bob = world.alice, world.bob
        # alice reads the bot in Japanese though her Discord app is in English.
        ix = await fake.slash(alice, world.channel, "settings", {})
        await ix.wait_done()
        await (await fake.select(alice, ix.message, "settings:language", ["ja"])).wait_done()
        assert fake.message(ix.message.id).content.startswith(Speaker("ja").t("settings-title"))
        ix = await fake.slash(bob, world.channel, "settings", {})
        await ix.wait_done()
        panel = ix.message
        await (await fake.click(bob, panel, "settings:dms:off")).wait_done()
        await (await fake.select(bob, panel, "settings:language", ["fr"])).wait_done()
        french = Speaker("fr")
        shown = fake.message(panel.id).content
        assert shown.startswith(french.t("settings-title")) and french.t("settings-dms-off") in shown  # at once
        assert db_rows(bot.db_path, "SELECT language, private_dms FROM member_settings WHERE user_id = ?", (bob,)) == [
            {"language": "fr", "private_dms": 0}
        ]

        _, thread = await open_table(fake, world.channel, alice, "solstis", [bob], bots=0)
        await fake.wait_for(lambda: fake.dm_messages(alice), 10, "alice's DM")
        dm = fake.dm_messages(alice)[0]
        assert_png(dm)
        first = Speaker("ja").t("turn-dm-first", game=msg("game-title-solstis"), number=db_game(bot.db_path)["id"])
        assert dm.text.startswith(first), dm.text  # her DMs are in the language she chose
        assert [shown for shown, _ in dm.gallery()] == dm.attachments  # every image in the layout, in order
        assert fake.dm_messages(bob) == []  # he turned them off: no DM, and no "DMs closed" notice
        assert not [m for m in fake.messages(thread) if DMS_CLOSED in (m.content or "")]
        row = db_game(bot.db_path)
        ix = await fake.slash(bob, thread, "hand", {})
        await ix.wait_done()
        names = names_of(bot.db_path, row["id"])
        hand = Speaker("fr", names).t(
            "turn-hand", game=msg("game-title-solstis"), number=row["id"], move=row["moves_logged"]
        )
        assert (
            ix.ephemeral and ix.message.text == hand and ix.message.attachments
        )  # French, though his Discord is English
        # Back to Discord's language: English again.
        await (await fake.select(bob, panel, "settings:language", ["discord"])).wait_done()
        ix = await fake.slash(bob, thread, "hand", {})
        await ix.wait_done()
        assert ix.message.text == Speaker("en-US", names).t(
            "turn-hand", game=msg("game-title-solstis"), number=row["id"], move=db_game(bot.db_path)["moves_logged"]
        )
