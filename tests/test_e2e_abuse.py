"""End to end: bad input never changes a game, always gets a short private reason in time.

Over 200 malformed, stale, out-of-turn and foreign interactions are sent; the fake Discord fails
the test on any answer later than 3 seconds; every answer must be ephemeral and no game changes.
Also: a spamming member gets the cooldown message, a server admin may start someone else's
lobby, and every posted image carries alt text describing it.
"""

from __future__ import annotations

import asyncio

import pytest

from tests.e2e_helpers import (
    board_messages,
    db_game,
    latest_board,
    legal_choices,
    newest_shown,
    open_table,
    wait_board_after,
)
from tests.fake_discord.harness import default_world, running_bot
from tests.speech import visible

pytestmark = pytest.mark.e2e


def world_with_admin(fake):
    world = default_world(fake)
    world.dave = fake.add_user("dave")
    fake.make_admin(world.guild, world.dave)
    return world


def snapshot(db_path, game_id):
    row = db_game(db_path, game_id)
    return row["version"], row["state"], row["status"]


async def test_bad_input_changes_nothing_and_is_answered(tmp_path):
    async with running_bot(
        tmp_path, setup=world_with_admin, env={"TABLETOP_AI_DELAY": "0", "TABLETOP_COOLDOWN": "25/5"}
    ) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "mountain-miners", [world.bob], bots=0)
        game_id = db_game(bot.db_path)["id"]
        # carol's lobby, to be poked at by people who do not host it.
        ix = await fake.slash(world.carol, world.channel, "play", {"game": "paper-world"})
        await ix.wait_done()
        lobby = ix.message
        lobby_id = db_game(bot.db_path)["id"]
        ids = {label: cid for label, cid, _ in lobby.buttons()}

        # A picker that goes stale: opened, then its owner moves by /move.
        mover = world.alice if await legal_choices(fake, world.alice, thread) else world.bob
        latest = latest_board(fake, thread)
        take = next(cid for label, cid, _ in latest.buttons() if label == "Take turn")
        my_hand = next(cid for label, cid, _ in latest.buttons() if label == "My hand")
        stale_pickers = []
        for _ in range(5):
            opened = await fake.click(mover, latest, take)
            await opened.wait_done()
            picker = opened.message
            cid = next((cid for _, cid, _ in picker.buttons() if cid.startswith("pick:")), None)
            stale_pickers.append((picker, cid))
        assert all(cid for _, cid in stale_pickers), "each picker offers its actions"
        first = (await legal_choices(fake, mover, thread))[0]["value"]
        shown = newest_shown(fake, thread)
        ix = await fake.slash(mover, thread, "move", {"action": first})
        await ix.wait_done()
        assert ix.content.startswith("Played:")
        await wait_board_after(fake, thread, shown)  # the board of that move (a new post or an edit)
        latest = latest_board(fake, thread)  # the turn's post now (its buttons carry the new version)
        take = next(cid for label, cid, _ in latest.buttons() if label == "Take turn")
        my_hand = next(cid for label, cid, _ in latest.buttons() if label == "My hand")
        # Whoever is to act now, and what they could legally do (for out-of-turn attempts by others).
        actor = world.alice if await legal_choices(fake, world.alice, thread) else world.bob
        idle = world.bob if actor == world.alice else world.alice
        legal_id = (await legal_choices(fake, actor, thread))[0]["value"]

        before_game = snapshot(bot.db_path, game_id)
        before_lobby = snapshot(bot.db_path, lobby_id)
        posted_before = len(fake.messages(thread, include_ephemeral=False))

        attempts = [
            lambda n: fake.slash(world.carol, thread, "move", {"action": legal_id}),  # foreign
            lambda n: fake.slash(idle, thread, "move", {"action": legal_id}),  # out of turn
            lambda n: fake.slash(actor, thread, "move", {"action": f"junk-{n}"}),  # malformed
            lambda n: fake.slash(actor, thread, "move", {"action": "grab:" + "9" * 94}),  # malformed, long
            lambda n: fake.slash(actor, world.channel, "move", {"action": legal_id}),  # no game in this channel
            lambda n: fake.click(world.carol, latest, take),  # foreign picker
            lambda n: fake.click(world.carol, latest, my_hand),  # foreign hand
            lambda n: fake.click(world.bob, lobby, ids["Start"]),  # not the host
            lambda n: fake.click(world.alice, lobby, ids["Cancel"]),  # not the host
            lambda n: fake.slash(world.carol, thread, "game undo", {}),  # foreign undo
            lambda n: fake.slash(idle, thread, "game undo", {}),  # nothing of theirs to undo
            lambda n: fake.slash(world.carol, thread, "hand", {}),  # not seated
            lambda n: fake.slash(world.carol, thread, "game resign", {}),  # not seated
        ]
        answered = 0
        reasons = set()
        # Stale: each old picker refuses its action once, then shows the current decision in place.
        for picker, cid in stale_pickers:
            ix = await fake.click(mover, picker, cid)
            await ix.wait_done(timeout=5)
            assert any("older board" in (m.content or "") for m in ix.followups), ix
            answered += 1
        while answered < 205:
            for attempt in attempts:
                ix = await attempt(answered)
                await ix.wait_done(timeout=5)
                reply = ix.followups[-1] if ix.followups else ix.message
                assert reply is not None and reply.ephemeral, f"not answered privately: {ix!r}"
                assert reply.content and len(reply.content) < 200, reply.content
                reasons.add(reply.content)
                answered += 1

        assert snapshot(bot.db_path, game_id) == before_game
        assert snapshot(bot.db_path, lobby_id) == before_lobby
        assert len(fake.messages(thread, include_ephemeral=False)) == posted_before
        assert len(reasons) >= 8  # distinct, specific reasons, not one generic refusal
        assert not any("Something went wrong" in reason for reason in reasons)

        # Only the host or a server admin starts a lobby: dave is an admin.
        await (await fake.click(world.dave, lobby, ids["Join"])).wait_done()
        ix = await fake.click(world.dave, lobby, ids["Start"])
        await ix.wait_done()
        assert db_game(bot.db_path, lobby_id)["status"] == "active", (ix.content, ix.followups)

        # A burst from one member meets the cooldown, answered privately as well.
        burst = await asyncio.gather(*(fake.slash(world.carol, thread, "board", {}) for _ in range(40)))
        for ix in burst:
            await ix.wait_done(timeout=8)
        slowed = [ix for ix in burst if ix.ephemeral and "Slow down" in (ix.content or "")]
        assert slowed and all(ix.ephemeral for ix in burst)

        # Every board image says in words what it shows.
        for message in board_messages(fake, thread):
            description = visible(message.attachments[0].description or "")
            assert description.startswith("Mountain Miners, the public board at move")
            assert "Scores so far: alice" in description
