"""End to end: a finished game's Review through the fake Discord.

Alice and Bob play Solstis (hands and a deck the other never sees) to its end. Under the final post,
Carol, who did not play, presses **Review** and is refused privately; Alice (in English) presses it
and pages through her review (one page per decision: what she played, what the hard AI prefers, the
points each was expected to bring, one line why), then **Show in replay** opens the replay viewer
at that move with the spectators' board before it and after it. Bob (in French) asks with
`/game review` in the channel, which finds his latest finished game. Every page is what
``rules.review`` finds from the log, every answer is private, the thread gains nothing, and the
review is computed once per player and then read from the store.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from lang import Speaker
from render import render_images
from rules import get_game
from rules.review import Finding, decisions_of, review
from services.images import moves_in_effect
from tests.e2e_helpers import db_game, db_rows, open_table, play_to_the_end, wait_for_replay_gif
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

GAME = "solstis"
REVIEW_WAIT = 240  # a review is computed at the lowest priority, on a host other tests share


class Move:
    def __init__(self, row: dict) -> None:
        self.seat, self.action_id, self.by_ai = int(row["seat"]), str(row["action_id"]), bool(row["by_ai"])


def expected(db_path, game_id: int, seat: int) -> tuple[list[Finding], list[Move], list[str], dict]:
    """What ``rules.review`` finds for ``seat`` from the game's log, the moves in effect and the names."""
    row = db_game(db_path, game_id)
    rows = db_rows(db_path, "SELECT seat, action_id, by_ai FROM moves WHERE game_id = ? ORDER BY version", (game_id,))
    moves = moves_in_effect([Move(r) for r in rows])
    names = [r["name"] for r in db_rows(db_path, "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
    game = get_game(GAME)
    options = json.loads(row["options"])
    played = [(m.seat, m.action_id, m.by_ai) for m in moves]
    return review(game, seat, decisions_of(game, len(names), row["seed"], options, played, seat)), moves, names, row


def public_board(row: dict, moves: list[Move], names: list[str], number: int, locale: str) -> bytes:
    """The first image of the spectators' board after the first ``number`` moves, redrawn here."""
    game = get_game(GAME)
    state = game.setup(len(names), row["seed"], json.loads(row["options"]))
    for m in moves[:number]:
        state = game.apply(state, m.seat, m.action_id).state
    return render_images(GAME, game.view(state, None), names, locale)[0]


def by_how(message) -> dict[str, tuple[str | None, str, bool]]:
    """A review's buttons by what they do (the end of their custom id): (label, custom id, disabled)."""
    return {cid.rsplit(":", 1)[1]: (label, cid, disabled) for label, cid, disabled in message.buttons() if cid}


def check_page(content: str, finding: Finding, page: int, pages: int, game_id: int, speaker: Speaker) -> None:
    title = speaker.t(f"game-title-{GAME}")
    assert speaker.t("review-head", game=title, number=game_id, page=page, pages=pages) in content
    assert speaker.t("review-move", move=finding.number) in content
    assert speaker.t("review-played", chosen=speaker.say(finding.chosen_label)) in content
    assert speaker.t("review-preferred", preferred=speaker.say(finding.preferred_label)) in content
    assert speaker.t("review-points", mine=finding.chosen_points, theirs=finding.preferred_points) in content
    gain = finding.preferred_points - finding.chosen_points
    why = (
        speaker.t("review-why-more", gain=gain)
        if gain > 0
        else speaker.t("review-why-same")
        if gain == 0
        else speaker.t("review-why-fewer")
    )
    assert why in content


async def turn(fake, user: int, shown, how: str):
    """Press Previous or Next on a review; returns the same private message as it is after."""
    _, custom_id, disabled = by_how(fake.message(shown.id))[how]
    assert not disabled, f"{how} is disabled"
    ix = await fake.click(user, shown, custom_id)
    await ix.wait_done(REVIEW_WAIT)
    assert not ix.rejected, ix.rejected
    page = fake.message(shown.id)
    assert page.ephemeral
    return page


async def test_a_finished_game_is_reviewed_by_each_of_its_players_privately(tmp_path):
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, GAME, [world.bob], bots=0)
        game_id = db_game(bot.db_path)["id"]
        await play_to_the_end(fake, thread, [world.alice, world.bob], seed=5)
        assert db_game(bot.db_path, game_id)["status"] == "finished"
        await fake.wait_for(
            lambda: db_rows(bot.db_path, "SELECT 1 FROM results WHERE game_id = ?", (game_id,)), 30, "the results"
        )
        final = await fake.wait_for(
            lambda: next(
                (
                    m
                    for m in fake.messages(thread, include_ephemeral=False)
                    if any(cid == f"review:{game_id}:x:open" for _, cid, _ in m.buttons())
                ),
                None,
            ),
            15,
            "the Review button on the final post",
        )
        english = Speaker("en-US")
        assert (english.t("review-button"), f"review:{game_id}:x:open", False) in final.buttons()
        await wait_for_replay_gif(fake, thread, game_id, 60)  # the animated replay, posted after the final scores
        public_before = len(fake.messages(thread, include_ephemeral=False))

        # Carol did not play: a private refusal, nothing computed.
        ix = await fake.click(world.carol, final, f"review:{game_id}:x:open")
        await ix.wait_done(REVIEW_WAIT)
        assert ix.ephemeral and english.t("review-refusal-not-player", number=game_id) in ix.content
        assert not ix.message.buttons() and not ix.message.attachments
        assert not db_rows(bot.db_path, "SELECT 1 FROM game_reviews WHERE game_id = ?", (game_id,))

        # Alice presses Review: her first page, privately.
        # (computed in a thread: the fake Discord runs on this test's event loop)
        findings, moves, names, row = await asyncio.to_thread(expected, bot.db_path, game_id, 0)
        assert findings, "the review of a random player finds decisions to show"
        speaker = Speaker("en-US", names)
        ix = await fake.click(world.alice, final, f"review:{game_id}:x:open")
        await ix.wait_done(REVIEW_WAIT)
        assert not ix.rejected and ix.ephemeral
        shown = ix.message
        pages = len(findings)
        check_page(shown.content, findings[0], 1, pages, game_id, speaker)
        assert speaker.t("review-blind") in shown.content
        buttons = by_how(shown)
        assert buttons["prev"][2] and not buttons["replay"][2]
        assert buttons["replay"][1] == f"review:{game_id}:{findings[0].number}:replay"
        assert buttons["next"][0] == english.t("review-button-next")

        # Next to the last page, then back.
        for page in range(2, pages + 1):
            shown = await turn(fake, world.alice, shown, "next")
            check_page(shown.content, findings[page - 1], page, pages, game_id, speaker)
        assert by_how(shown)["next"][2]  # the last page: Next is off
        if pages > 1:
            shown = await turn(fake, world.alice, shown, "prev")
            check_page(shown.content, findings[pages - 2], pages - 1, pages, game_id, speaker)
        at = findings[max(0, pages - 2)]

        # Show in replay: the replay viewer at that move, the board before it, then after it.
        _, custom_id, _ = by_how(fake.message(shown.id))["replay"]
        ix = await fake.click(world.alice, shown, custom_id)
        await ix.wait_done(REVIEW_WAIT)
        assert not ix.rejected and ix.ephemeral
        viewer = ix.message
        title = english.t(f"game-title-{GAME}")
        total = len(moves)
        assert english.t("replay-head", game=title, number=game_id, move=at.number, total=total) in viewer.content
        assert english.t("review-replay-pair", move=at.number) in viewer.content
        files = {a.filename: a.data for a in viewer.attachments}
        before = f"game-{game_id}-replay-{at.number - 1:04d}-before.png"
        after = f"game-{game_id}-replay-{at.number:04d}.png"
        assert viewer.attachments[0].filename == before and after in files
        assert files[before] == public_board(row, moves, names, at.number - 1, "en-US")
        assert files[after] == public_board(row, moves, names, at.number, "en-US")
        assert files[before] != files[after]
        # The viewer pages on as any replay does (its ⏮ ◀ ▶ ⏭ carry the game and the move).
        assert any(cid == f"replay:{game_id}:{at.number + 1}:next" for _, cid, _ in viewer.buttons()) or (
            at.number == total
        )

        # Bob, in French, with /game review in the channel: his latest finished game, his own review.
        fake.set_locale(world.bob, "fr")
        french = Speaker("fr", names)
        bob_findings, _, _, _ = await asyncio.to_thread(expected, bot.db_path, game_id, 1)
        ix = await fake.slash(world.bob, world.channel, "game review")
        await ix.wait_done(REVIEW_WAIT)
        assert not ix.rejected and ix.ephemeral
        shown = ix.message
        if bob_findings:
            check_page(shown.content, bob_findings[0], 1, len(bob_findings), game_id, french)
            assert french.t("review-blind") in shown.content
            labels = {how: label for how, (label, _, _) in by_how(shown).items()}
            assert labels["next"] == Speaker("fr").t("review-button-next")
            assert labels["replay"] == Speaker("fr").t("review-button-replay")
            if len(bob_findings) > 1:
                shown = await turn(fake, world.bob, shown, "next")
                check_page(shown.content, bob_findings[1], 2, len(bob_findings), game_id, french)
            _, custom_id, _ = by_how(fake.message(shown.id))["replay"]
            ix = await fake.click(world.bob, shown, custom_id)
            await ix.wait_done(REVIEW_WAIT)
            assert ix.ephemeral and "Rediffusion" in ix.content
            assert french.t("review-replay-pair", move=int(custom_id.split(":")[2])) in ix.content
        else:
            assert french.t("review-none", game=french.t(f"game-title-{GAME}"), number=game_id) in shown.content

        # Alice's review again, by number: read from the store, not computed again.
        stored = db_rows(bot.db_path, "SELECT seat, created_at FROM game_reviews WHERE game_id = ?", (game_id,))
        assert sorted(r["seat"] for r in stored) == [0, 1]
        ix = await fake.slash(world.alice, world.channel, "game review", {"number": game_id})
        await ix.wait_done(REVIEW_WAIT)
        check_page(ix.content, findings[0], 1, pages, game_id, speaker)
        assert db_rows(bot.db_path, "SELECT seat, created_at FROM game_reviews WHERE game_id = ?", (game_id,)) == stored

        # Carol by number, and a game that does not exist: private refusals, nothing shown.
        ix = await fake.slash(world.carol, world.channel, "game review", {"number": game_id})
        await ix.wait_done(REVIEW_WAIT)
        assert ix.ephemeral and english.t("review-refusal-not-player", number=game_id) in ix.content
        ix = await fake.slash(world.carol, world.channel, "game review")
        await ix.wait_done(REVIEW_WAIT)
        assert ix.ephemeral and english.t("review-refusal-none") in ix.content
        ix = await fake.slash(world.alice, world.channel, "game review", {"number": game_id + 40})
        await ix.wait_done(REVIEW_WAIT)
        assert ix.ephemeral and english.t("review-refusal-unknown", number=game_id + 40) in ix.content

        # Everything was private: the thread holds exactly what it held before.
        assert len(fake.messages(thread, include_ephemeral=False)) == public_before
