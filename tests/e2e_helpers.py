"""Driving the real bot through the fake Discord like players would."""

from __future__ import annotations

import asyncio
import itertools
import random
import re
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lang import SOURCE, Speaker
from store.backend import is_postgres_url, to_dollar_params
from tests.fake_discord import FakeDiscord, Message
from tests.fake_discord.server import FLAG_COMPONENTS_V2, MEDIA_GALLERY, Snapshot, walk_components
from tests.speech import visible

PNG = b"\x89PNG\r\n\x1a\n"
# What an English-speaking member reads (the default of the fake's members and servers): the
# helpers find buttons and answers by the catalogue's words, never by words written here.
ENGLISH = Speaker(SOURCE)
LOBBY_LABELS = [ENGLISH.t(f"lobby-button-{verb}") for verb in ("join", "leave", "add-bot", "start", "cancel")]
OPTIONS, JOIN, ADD_BOT, START = (
    ENGLISH.t("lobby-button-options"),
    ENGLISH.t("lobby-button-join"),
    ENGLISH.t("lobby-button-add-bot"),
    ENGLISH.t("lobby-button-start"),
)
PLAYED = ENGLISH.t("turn-played", move="|").split("|")[0]  # "Played: "
GAME_OVER = ENGLISH.t("turn-final-head")


def board_messages(fake: FakeDiscord, thread_id: int) -> list[Message]:
    """The bot's public posts with images in the thread (turn posts and the final score sheet)."""
    return [
        m
        for m in fake.messages(thread_id, include_ephemeral=False)
        if m.attachments and m.author_id == fake.bot_user_id
    ]


BOARD_FILE = re.compile(r"-move-(\d+)\.png$")


def shown_version(attachments) -> int | None:
    """The game version a board's images show (from the first image's name), None for other images."""
    found = BOARD_FILE.search(attachments[0].filename) if attachments else None
    return int(found.group(1)) if found else None


def board_snapshots(fake: FakeDiscord, thread_id: int) -> list[tuple[Message, Snapshot, int]]:
    """Every board the thread ever showed, as (post, snapshot, version shown), in version order:
    each turn post's creation and each of its edits (one per move under the one-post-per-turn rule)."""
    found = []
    for message in fake.messages(thread_id, include_ephemeral=False):
        if message.author_id != fake.bot_user_id:
            continue
        for snapshot in message.history:
            version = shown_version(snapshot.attachments)
            if version is not None:
                found.append((message, snapshot, version))
    return sorted(found, key=lambda item: item[2])


def turn_posts(fake: FakeDiscord, thread_id: int) -> list[Message]:
    """The board posts (not the score sheet), oldest first."""
    return [m for m in board_messages(fake, thread_id) if shown_version(m.attachments) is not None]


def latest_board(fake: FakeDiscord, thread_id: int) -> Message:
    """The post showing the newest board (the current turn post)."""
    return max(turn_posts(fake, thread_id), key=lambda m: shown_version(m.attachments) or 0)


def newest_shown(fake: FakeDiscord, thread_id: int) -> int:
    """The highest version any board post shows now (0 before the first board)."""
    return max((shown_version(m.attachments) or 0 for m in turn_posts(fake, thread_id)), default=0)


async def wait_board_after(fake: FakeDiscord, thread_id: int, version: int, timeout: float = 15) -> Message:
    """Wait until a board post (new or edited) shows a version newer than ``version``; returns it."""
    await fake.wait_for(
        lambda: newest_shown(fake, thread_id) > version, timeout, f"a board newer than version {version}"
    )
    return latest_board(fake, thread_id)


async def wait_for_replay_gif(fake: FakeDiscord, thread_id: int, game_id: int, timeout: float = 30) -> None:
    """Wait until game ``game_id``'s animated replay is posted in its thread (after the final scores)."""
    gif = f"game-{game_id}-replay.gif"
    await fake.wait_for(
        lambda: any(
            a.filename == gif for m in fake.messages(thread_id, include_ephemeral=False) for a in m.attachments
        ),
        timeout,
        "the GIF replay",
    )


def assert_layout(shown: Message | Snapshot, *, buttons: bool | None = None) -> list[dict]:
    """A turn post (or the result, the lobby, a picker) as Discord shows it, its creation or any
    edit: one Components V2 container (no content, no embeds), its text in text displays, its images
    in galleries naming the message's files in their order with their alt text (the first image
    alone), and the Take turn / My hand buttons while the game is on (``buttons``: whether they must
    be there; None: either). Returns the container's children."""
    assert shown.flags & FLAG_COMPONENTS_V2, f"not a layout: {shown!r}"
    assert not shown.content, f"a layout with content: {shown.content!r}"
    assert [c.get("type") for c in shown.components] == [17], f"not one container: {shown.components}"
    children = shown.components[0]["components"]
    galleries = [c for c in walk_components(children) if c.get("type") == MEDIA_GALLERY]
    items = [item for gallery in galleries for item in gallery["items"]]
    urls = [item["media"]["url"] for item in items]
    assert urls == [f"attachment://{a.filename}" for a in shown.attachments], (urls, shown.attachments)
    assert [item.get("description") for item in items] == [a.description for a in shown.attachments]
    if galleries:  # the first image alone in its gallery: Discord shows it at full width
        assert len(galleries[0]["items"]) == 1 and len(galleries) <= 2, galleries
    turn = [ENGLISH.t("turn-button-take"), ENGLISH.t("turn-button-hand")]
    labels = [c.get("label") for c in walk_components(children) if c.get("type") == 2 and c.get("label") in turn]
    if buttons is not None:  # the final post has buttons of its own (Rematch, Replay), never these
        assert labels == (turn if buttons else []), labels
    return children


def assert_png(message: Message) -> bytes:
    assert message.attachments, f"message without image: {message.text!r}"
    data = message.attachments[0].data
    assert data.startswith(PNG), "attachment is not a PNG"
    return data


class _PostgresReader:
    """Blocking reads of a PostgreSQL database for test code (which runs inside the fake's event loop):
    one asyncpg connection per URL, driven by an event loop of its own in a background thread."""

    def __init__(self) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._connections: dict[str, Any] = {}
        self._guard = threading.Lock()

    def _running_loop(self) -> asyncio.AbstractEventLoop:
        with self._guard:
            if self._loop is None:
                self._loop = asyncio.new_event_loop()
                threading.Thread(target=self._loop.run_forever, name="pg-test-reader", daemon=True).start()
            return self._loop

    async def _fetch(self, url: str, sql: str, params: Sequence[Any]) -> list[dict[str, Any]]:
        import asyncpg

        connection = self._connections.get(url)
        if connection is None or connection.is_closed():
            connection = self._connections[url] = await asyncpg.connect(url)
        return [dict(row) for row in await connection.fetch(to_dollar_params(sql), *params)]

    def rows(self, url: str, sql: str, params: Sequence[Any]) -> list[dict[str, Any]]:
        future = asyncio.run_coroutine_threadsafe(self._fetch(url, sql, params), self._running_loop())
        return future.result(timeout=30)

    def close(self, url: str) -> None:
        """Close the reader's connection to ``url`` (before the test drops that database)."""
        connection = self._connections.pop(url, None)
        if connection is not None and self._loop is not None:
            asyncio.run_coroutine_threadsafe(connection.close(), self._loop).result(timeout=10)


_postgres = _PostgresReader()


def db_rows(database: Path | str, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
    """Rows of a read-only query (``?`` placeholders) on the bot's database, SQLite or PostgreSQL, as dicts."""
    if is_postgres_url(str(database)):
        return _postgres.rows(str(database), sql, params)
    con = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        return [dict(row) for row in con.execute(sql, tuple(params)).fetchall()]
    finally:
        con.close()


def close_db_reader(database: Path | str) -> None:
    """Let go of the test's own connection to a PostgreSQL database (nothing to do for SQLite)."""
    if is_postgres_url(str(database)):
        _postgres.close(str(database))


def db_game(db_path: Path | str, game_id: int | None = None) -> dict[str, Any]:
    """Read a game row straight from the bot's database (a SQLite file, read-only, or a PostgreSQL URL)."""
    if game_id is None:
        rows = db_rows(db_path, "SELECT * FROM games ORDER BY id DESC LIMIT 1")
    else:
        rows = db_rows(db_path, "SELECT * FROM games WHERE id = ?", (game_id,))
    if not rows:
        raise LookupError(f"no game {game_id if game_id is not None else '(none at all)'} in {db_path}")
    return rows[0]


async def set_options(fake: FakeDiscord, host: int, lobby: Message, choices: dict[str, str]) -> None:
    """Through the host's Options panel, set each option (by its label) to the choice labelled so,
    turning the panel's pages until the option's select shows."""
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    ix = await fake.click(host, lobby, ids[OPTIONS])
    await ix.wait_done()
    panel = ix.message
    for option, choice in choices.items():
        select = next((s for s in panel.selects() if s.get("placeholder") == option), None)
        page_labels = {ENGLISH.t("lobby-options-page", number=number) for number in range(1, 10)}
        pages = [custom_id for label, custom_id, _ in panel.buttons() if label in page_labels]
        for page in pages:
            if select is not None:
                break
            await (await fake.click(host, panel, page)).wait_done()
            panel = fake.message(panel.id)
            select = next((s for s in panel.selects() if s.get("placeholder") == option), None)
        assert select is not None, f"no option {option!r} on the Options panel"
        value = next(
            o["value"]
            for o in select["options"]
            if o["label"] == ENGLISH.t("lobby-option-choice", option=option, choice=choice)
        )
        await (await fake.select(host, panel, select["custom_id"], [value])).wait_done()
        panel = fake.message(panel.id)
    await fake.wait_for(
        lambda: all(
            ENGLISH.t("lobby-option-choice", option=o, choice=c) in fake.message(lobby.id).text
            for o, c in choices.items()
        ),
        10,
        "the options in the lobby",
    )


async def add_bots(fake: FakeDiscord, user: int, lobby: Message, count: int, level: str = "normal") -> Message | None:
    """Press Add bot, then the ``level`` button of its panel ``count`` times; returns the panel."""
    if count <= 0:
        return None
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    ix = await fake.click(user, lobby, ids[ADD_BOT])
    await ix.wait_done()
    panel = ix.message
    for _ in range(count):
        levels = {label: custom_id for label, custom_id, _ in fake.message(panel.id).buttons()}
        await (await fake.click(user, panel, levels[ENGLISH.t(f"level-{level}-button")])).wait_done()
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
    assert_layout(lobby, buttons=False)  # the lobby is one layout too, its buttons in its container
    labels = [label for label, _, _ in lobby.buttons()]
    assert labels[:5] == LOBBY_LABELS, labels
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    if options:
        await set_options(fake, host, lobby, options)
    for user in joiners:
        await (await fake.click(user, lobby, ids[JOIN])).wait_done()
    await add_bots(fake, host, lobby, bots, bot_level)
    await (await fake.click(host, lobby, ids[START])).wait_done()
    thread = await fake.wait_for(lambda: next(iter(fake.threads(channel)), None), 15, "the game thread")
    await fake.wait_for(lambda: board_messages(fake, thread.id), 15, "the first board")
    return fake.message(lobby.id), thread.id


def picker_moves(picker: Message) -> list[tuple[str, str]]:
    """The Take turn picker's moves: (``button``, custom id) for each enabled move button
    ('pick:...:<n>'), (``select``, custom id) for each menu of moves ('picks:...')."""
    found = [
        ("button", custom_id)
        for _, custom_id, disabled in picker.buttons()
        if custom_id and custom_id.startswith("pick:") and custom_id.rsplit(":", 1)[-1].isdigit() and not disabled
    ]
    found += [("select", s["custom_id"]) for s in picker.selects() if s["custom_id"].startswith("picks:")]
    return found


async def legal_choices(fake: FakeDiscord, user: int, thread: int) -> list[dict]:
    return await fake.autocomplete(user, thread, "move", {"action": ""}, focused="action")


async def play_to_the_end(
    fake: FakeDiscord,
    thread: int,
    humans: list[int],
    seed: int = 0,
    max_moves: int = 2000,
    on_move=None,
    head: str = GAME_OVER,
) -> Message:
    """Play the humans' moves via /move until the final scores are posted (the post opening with
    ``head``, the final post's head in the table's language); returns that message."""
    rng = random.Random(seed)
    for _ in range(max_moves):
        final = next((m for m in fake.messages(thread) if m.text.startswith(head)), None)
        if final is not None:
            return final
        moved = False
        for user in humans:
            choices = await legal_choices(fake, user, thread)
            if not choices:
                continue
            before = newest_shown(fake, thread)
            choice = rng.choice(choices)
            ix = await fake.slash(user, thread, "move", {"action": choice["value"]})
            await ix.wait_done()
            assert ix.ephemeral and ix.content.startswith(PLAYED), ix.content
            await wait_board_after(fake, thread, before)  # a new post or an edit of the turn's post
            if on_move:
                await on_move(user, choice)
            moved = True
            break
        if not moved:
            await asyncio.sleep(0.05)  # AI seats are moving
    raise AssertionError("the game did not finish")


def to_act_by_version(
    db_path: Path | str, game_id: int | None = None
) -> tuple[dict[int, frozenset[int]], frozenset[int]]:
    """Who was to act at every version of a game (the latest by default), replayed from its log, and its human seats."""
    import json

    from rules import get_game
    from store import UNDO

    row = db_game(db_path, game_id)
    moves = db_rows(
        db_path, "SELECT version, seat, action_id FROM moves WHERE game_id = ? ORDER BY version", (row["id"],)
    )
    seats = db_rows(
        db_path, "SELECT seat, user_id, ai_kind, autopilot FROM seats WHERE game_id = ? ORDER BY seat", (row["id"],)
    )
    game = get_game(row["game_key"])
    options = row["options"] if isinstance(row["options"], dict) else json.loads(row["options"])
    stack = [game.setup(len(seats), row["seed"], options)]
    acting = {1: frozenset(game.to_act(stack[0]))}
    for move in moves:
        if move["action_id"] == UNDO:
            stack.pop()
        else:
            stack.append(game.apply(stack[-1], move["seat"], move["action_id"]).state)
        acting[move["version"]] = frozenset(game.to_act(stack[-1]))
    humans = frozenset(
        s["seat"] for s in seats if s["user_id"] is not None and s["ai_kind"] is None and not s["autopilot"]
    )
    return acting, humans


def expected_turn_posts(db_path: Path | str) -> int:
    """How many board posts the one-post-per-turn rule makes for the latest game, move by move."""
    from services.turn_posts import starts_new_post

    acting, humans = to_act_by_version(db_path)
    versions = sorted(acting)
    return 1 + sum(
        starts_new_post(acting[before], acting[after], humans) for before, after in itertools.pairwise(versions)
    )


# ---------------------------------------------------------------- clocked games (SQLite)
def env(scale: float = 1.0) -> dict[str, str]:
    """The bot's environment for a clocked game: AIs move at once, clocks shrunk by ``scale``."""
    return {"TABLETOP_AI_DELAY": "0", "TABLETOP_CLOCK_SCALE": str(scale)}


def rows(db_path: Path, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
    """The rows of ``sql`` on the bot's SQLite database, opened read-only."""
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        return list(con.execute(sql, params).fetchall())
    finally:
        con.close()


def seats(db_path: Path, game_id: int) -> list[sqlite3.Row]:
    """The seats of game ``game_id`` in seat order, as the database holds them."""
    return rows(db_path, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))


def text_in(fake, thread: int, needle: str):
    """The first public message of ``thread`` whose text (names without their isolates) holds ``needle``."""
    return lambda: next((m for m in fake.messages(thread, include_ephemeral=False) if needle in visible(m.text)), None)


async def to_act(fake, thread: int, users: list[int]) -> list[int]:
    """Those of ``users`` who have a legal move in ``thread`` now."""
    return [u for u in users if await legal_choices(fake, u, thread)]


async def move(fake, thread: int, user: int) -> None:
    """``user`` plays their first legal move by ``/move`` and is told it was played."""
    choices = await legal_choices(fake, user, thread)
    ix = await fake.slash(user, thread, "move", {"action": choices[0]["value"]})
    await ix.wait_done()
    assert ix.ephemeral and ix.content.startswith("Played:"), ix.content
