"""Driving the real bot through the fake Discord like players would."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path
from typing import Any

from tests.fake_discord import FakeDiscord, Message

PNG = b"\x89PNG\r\n\x1a\n"


def board_messages(fake: FakeDiscord, thread_id: int) -> list[Message]:
    return [m for m in fake.messages(thread_id, include_ephemeral=False) if m.attachments and m.author_id == fake.bot_user_id]


def assert_png(message: Message) -> bytes:
    assert message.attachments, f"message without image: {message.content!r}"
    data = message.attachments[0].data
    assert data.startswith(PNG), "attachment is not a PNG"
    return data


def db_game(db_path: Path, game_id: int | None = None) -> dict[str, Any]:
    """Read a game row straight from the bot's SQLite file (read-only)."""
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        if game_id is None:
            row = con.execute("SELECT * FROM games ORDER BY id DESC LIMIT 1").fetchone()
        else:
            row = con.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
        return dict(row)
    finally:
        con.close()


async def set_options(fake: FakeDiscord, host: int, lobby: Message, choices: dict[str, str]) -> None:
    """Through the host's Options panel, set each option (by its label) to the choice labelled so."""
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    ix = await fake.click(host, lobby, ids["Options"])
    await ix.wait_done()
    panel = ix.message
    for option, choice in choices.items():
        select = next(s for s in panel.selects() if s.get("placeholder") == option)
        value = next(o["value"] for o in select["options"] if o["label"] == f"{option}: {choice}")
        await (await fake.select(host, panel, select["custom_id"], [value])).wait_done()
        panel = fake.message(panel.id)
    await fake.wait_for(lambda: all(f"{o}: {c}" in fake.message(lobby.id).embed_text() for o, c in choices.items()), 10, "the options in the lobby")


async def add_bots(fake: FakeDiscord, user: int, lobby: Message, count: int, level: str = "normal") -> Message | None:
    """Press Add bot, then the ``level`` button of its panel ``count`` times; returns the panel."""
    if count <= 0:
        return None
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    ix = await fake.click(user, lobby, ids["Add bot"])
    await ix.wait_done()
    panel = ix.message
    for _ in range(count):
        levels = {label: custom_id for label, custom_id, _ in fake.message(panel.id).buttons()}
        await (await fake.click(user, panel, levels[f"{level.capitalize()} bot"])).wait_done()
    return fake.message(panel.id)


async def open_table(
    fake: FakeDiscord,
    channel: int,
    host: int,
    game: str,
    joiners: list[int],
    bots: int,
    options: dict[str, str] | None = None,
    bot_level: str = "normal",
) -> tuple[Message, int]:
    """/play, Join for each joiner, Add bot (of ``bot_level``) ``bots`` times, options, Start; returns
    the lobby message and the thread id."""
    ix = await fake.slash(host, channel, "play", {"game": game})
    await ix.wait_done()
    lobby = ix.message
    labels = [label for label, _, _ in lobby.buttons()]
    assert labels[:5] == ["Join", "Leave", "Add bot", "Start", "Cancel"], labels
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    if options:
        await set_options(fake, host, lobby, options)
    for user in joiners:
        await (await fake.click(user, lobby, ids["Join"])).wait_done()
    await add_bots(fake, host, lobby, bots, bot_level)
    await (await fake.click(host, lobby, ids["Start"])).wait_done()
    thread = await fake.wait_for(lambda: next(iter(fake.threads(channel)), None), 15, "the game thread")
    await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
    return fake.message(lobby.id), thread.id


async def legal_choices(fake: FakeDiscord, user: int, thread: int) -> list[dict]:
    return await fake.autocomplete(user, thread, "move", {"action": ""}, focused="action")


async def play_to_the_end(
    fake: FakeDiscord,
    thread: int,
    humans: list[int],
    seed: int = 0,
    max_moves: int = 2000,
    on_move=None,
) -> Message:
    """Play the humans' moves via /move until the final scores are posted; returns that message."""
    rng = random.Random(seed)
    for _ in range(max_moves):
        final = next((m for m in fake.messages(thread) if m.content and m.content.startswith("**Game over.**")), None)
        if final is not None:
            return final
        moved = False
        for user in humans:
            choices = await legal_choices(fake, user, thread)
            if not choices:
                continue
            before = len(board_messages(fake, thread))
            choice = rng.choice(choices)
            ix = await fake.slash(user, thread, "move", {"action": choice["value"]})
            await ix.wait_done()
            assert ix.ephemeral and ix.content.startswith("Played:"), ix.content
            await fake.wait_for(lambda: len(board_messages(fake, thread)) > before, 15, "the board after a move")
            if on_move:
                await on_move(user, choice)
            moved = True
            break
        if not moved:
            await asyncio.sleep(0.05)  # AI seats are moving
    raise AssertionError("the game did not finish")
