"""End to end in another language: a whole game in a server whose language is the pseudo-locale
(``en-XA``: every word accented and 40% longer), played by a member whose Discord is set to it.

Nothing English may be left: the lobby, the thread (turn posts, their alt text, the final text, the
replay line, the thread's name), the picker, the autocomplete choices and every private answer are
checked word by word; a word of plain ASCII letters is English unless it is a name. A member whose
Discord is in English meanwhile reads their own answers (``/game log``) in English: each reader
their own language, the thread the table's.
"""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from lang import SOURCE, Speaker
from lang.catalogue import CATALOGUE, available
from rules import get_game
from tests.e2e_helpers import board_messages, db_game, db_rows, latest_board, newest_shown, wait_board_after
from tests.fake_discord.harness import World, running_bot

pytestmark = pytest.mark.e2e

GAME = "solstis"  # the shortest game: about 15 decisions for the member against one bot
PSEUDO = "en-XA"
# Members' and AI players' names, and each language's own name (a language is offered by its name in
# the reader's words and in its own): names, not words.
NAMES = {"alice", "carol", "Ada", "Blaise"} | {
    word for code in available() for word in re.findall(r"[A-Za-z]{2,}", Speaker(code).t(f"language-{code}"))
}
PLAIN_WORD = re.compile(r"[A-Za-z]{2,}")
NOT_WORDS = re.compile(
    r"<(?:@!?|#|@&|t:)\d+(?::\w)?>"  # mentions, channels, timestamps
    r"|https?://\S+"  # links
    r"|game-\d+\S*\.(?:png|gif)"  # file names
)


def english_words(text: str) -> list[str]:
    """The words of ``text`` written in plain ASCII letters that are not names: English left over."""
    text = NOT_WORDS.sub(" ", text or "")
    return [word for word in PLAIN_WORD.findall(text) if word not in NAMES]


def texts_of(message) -> list[str]:
    """Everything a member reads of a message: its text, embeds, components and images' alt text."""
    found = [message.text, message.embed_text()]
    found += [label or "" for label, _, _ in message.buttons()]
    for select in message.selects():
        found.append(select.get("placeholder") or "")
        found += [option.get("label", "") for option in select.get("options") or []]
        found += [option.get("description") or "" for option in select.get("options") or []]
    found += [attachment.description or "" for attachment in message.attachments]
    return found


def assert_no_english(where: str, texts: list[str]) -> None:
    left = {word for text in texts for word in english_words(text)}
    assert not left, f"English left in {where}: {sorted(left)}\n" + "\n".join(t for t in texts if english_words(t))


def world(fake) -> World:
    guild = fake.add_guild("Pseudo", locale=PSEUDO)
    channel = fake.add_text_channel(guild, "games")
    alice = fake.add_user("alice", locale=PSEUDO)
    bob = fake.add_user("bob", locale=PSEUDO)
    carol = fake.add_user("carol", locale=SOURCE)
    return World(guild, channel, alice, bob, carol)


def by_verb(message) -> dict[str, str]:
    """A message's buttons by the verb of their custom id (labels are in the pseudo-locale)."""
    found = {}
    for _, custom_id, _ in message.buttons():
        parts = (custom_id or "").split(":")
        found[parts[-1] if parts[0] in ("lobby", "pick") else parts[0]] = custom_id
    return found


async def test_a_whole_game_in_the_pseudo_locale_leaves_no_english(tmp_path):
    if not CATALOGUE.has(SOURCE, f"{GAME}-spirit-fish"):
        pytest.skip(f"the {GAME} catalogue is not here yet (its engine still speaks English)")
    read: list[tuple[str, str]] = []  # (where, text) of everything alice was shown privately
    async with running_bot(tmp_path, setup=world, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, w):
        ix = await fake.slash(w.alice, w.channel, "play", {"game": GAME, "bots": 1})
        await ix.wait_done()
        lobby = ix.message
        assert_no_english("the lobby", texts_of(lobby))
        ix = await fake.click(w.carol, lobby, by_verb(lobby)["start"])  # not the host: refused, in English
        await ix.wait_done()
        assert ix.ephemeral and "Only the host" in ix.content
        await (await fake.click(w.alice, lobby, by_verb(lobby)["start"])).wait_done()
        thread = await fake.wait_for(lambda: next(iter(fake.threads(w.channel)), None), 15, "the game thread")
        await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
        row = db_game(bot.db_path)
        assert row["language"] == PSEUDO  # the server's language
        assert db_rows(bot.db_path, "SELECT locale FROM member_settings WHERE user_id = ?", (w.alice,)) == [
            {"locale": PSEUDO}
        ]

        rng = random.Random(7)
        picked_with_the_picker = 0
        for _ in range(200):
            if any(
                m.attachments and m.attachments[0].filename.endswith("scores.png") for m in fake.messages(thread.id)
            ):
                break
            choices = await fake.autocomplete(w.alice, thread.id, "move", {"action": ""}, focused="action")
            if not choices:
                await asyncio.sleep(0.05)  # the bot is moving
                continue
            read += [("the autocomplete", choice["name"]) for choice in choices]
            before = newest_shown(fake, thread.id)
            if picked_with_the_picker < 3:
                board = latest_board(fake, thread.id)
                ix = await fake.click(w.alice, board, by_verb(board)["turn"])
                await ix.wait_done()
                picker = ix.message
                read += [("the picker", text) for text in texts_of(picker)]
                picks = [cid for cid in by_verb(picker).values() if re.fullmatch(r"pick:\d+:\d+:\d+:\d+", cid)]
                if picks:
                    ix = await fake.click(w.alice, picker, rng.choice(picks))
                else:
                    select = picker.selects()[0]
                    option = rng.choice(select["options"])
                    ix = await fake.select(w.alice, picker, select["custom_id"], [option["value"]])
                await ix.wait_done()
                picked_with_the_picker += 1
            else:
                ix = await fake.slash(w.alice, thread.id, "move", {"action": rng.choice(choices)["value"]})
                await ix.wait_done()
                assert ix.ephemeral
                read.append(("the answer to /move", ix.content or ""))
            await wait_board_after(fake, thread.id, before)
        else:
            raise AssertionError("the game did not finish")
        assert db_game(bot.db_path)["status"] == "finished"
        await fake.wait_for(
            lambda: any(m.attachments and m.attachments[0].filename.endswith(".gif") for m in fake.messages(thread.id)),
            30,
            "the replay",
        )

        # A refusal, /hand and /game log for alice: in her language.
        for command, options in (("move", {"action": "anything"}), ("hand", {}), ("board", {}), ("game log", {})):
            ix = await fake.slash(w.alice, thread.id, command, options)
            await ix.wait_done()
            read += [(f"/{command}", text) for text in texts_of(ix.message)] if ix.message else []
        # Carol's Discord is in English: her /game log is English, the same moves.
        ix = await fake.slash(w.carol, thread.id, "game log", {})
        await ix.wait_done()
        assert ix.ephemeral and "log" in ix.content and english_words(ix.content), "carol reads the log in English"

        # Everything the thread shows, and everything alice read, is in the pseudo-locale.
        assert_no_english("the thread's name", [fake.channels[thread.id].name or ""])
        for message in fake.messages(thread.id, include_ephemeral=False):
            for snapshot in message.history:
                assert_no_english("a post of the thread", [snapshot.text])
            assert_no_english("a post of the thread", texts_of(message))
        for message in fake.dm_messages(w.alice):
            assert_no_english("a direct message", texts_of(message))
        assert_no_english("what alice read", [text for _, text in read])
        assert_no_english("the lobby, at the end", texts_of(fake.message(lobby.id)))
        english = Speaker(SOURCE)
        assert english.t("turn-final-head") not in "\n".join(m.text for m in fake.messages(thread.id))
        assert get_game(GAME).title not in (fake.channels[thread.id].name or "")


async def test_the_lobby_options_in_the_pseudo_locale(tmp_path):
    """The host's Options panel (each game option and the table's language) in the host's language,
    and a language chosen there is the table's."""
    if not CATALOGUE.has(SOURCE, f"{GAME}-spirit-fish"):
        pytest.skip(f"the {GAME} catalogue is not here yet (its engine still speaks English)")
    async with running_bot(tmp_path, setup=world, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, w):
        ix = await fake.slash(w.alice, w.channel, "play", {"game": GAME})
        await ix.wait_done()
        lobby = ix.message
        ix = await fake.click(w.alice, lobby, by_verb(lobby)["opts"])
        await ix.wait_done()
        panel = ix.message
        assert_no_english("the options panel", texts_of(panel))
        language = next(s for s in panel.selects() if s["custom_id"].startswith("llang:"))
        assert [o["value"] for o in language["options"] if o.get("default")] == [PSEUDO]
        ix = await fake.select(w.alice, panel, language["custom_id"], [SOURCE])
        await ix.wait_done()
        await fake.wait_for(
            lambda: "Join" in [label for label, _, _ in fake.message(lobby.id).buttons()], 10, "English"
        )
        assert db_game(bot.db_path)["language"] == SOURCE
        assert_no_english("the panel after the change", texts_of(fake.message(panel.id)))  # alice's own language
