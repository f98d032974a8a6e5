"""Issue 14: a restart reposts a board only where its post was missed.

The store records the version the current board post shows (``games.board_shown``); the resume
brings a game's board up to date only when that is behind the game (or there is no post, or a post
from before the version was recorded), and always says once that the bot is back. Real store
(both databases), stub bot and thread.
"""

from __future__ import annotations

import pytest

from cogs.table import Table
from rules import get_game
from store import Store
from tests.test_shard_filters import SERVER, StubBot


class RecordingThread:
    """A thread that keeps what the bot sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send(self, content: str = "", **_: object) -> None:
        self.sent.append(content)


@pytest.fixture
async def store(database):
    opened = await Store.open(database)
    yield opened
    await opened.close()


async def game_in_play(store: Store) -> int:
    game_id = await store.create_lobby("solstis", SERVER[0], 77, 11, "alice", seed=4)
    await store.add_seat(game_id, "Ada (easy bot)", max_seats=4, ai_kind="easy")
    await store.start_game(game_id, thread_id=None, state=get_game("solstis").setup(2, 4, {}))
    await store.set_thread(game_id, 900 + game_id)
    return game_id


async def test_the_resume_brings_up_to_date_only_the_boards_that_are_behind(store):
    current, behind, never_posted, unrecorded = [await game_in_play(store) for _ in range(4)]
    version = (await store.get_game(current)).version
    await store.set_board_post(current, 5001, 0, shown=version)
    await store.set_board_post(behind, 5002, 0, shown=version - 1)  # the last edit before the kill was lost
    await store.set_board_post(unrecorded, 5004, 0)  # posted by a version that did not record what it showed
    table = Table(StubBot(store, (0,)))  # type: ignore[arg-type]
    threads = {game_id: RecordingThread() for game_id in (current, behind, never_posted, unrecorded)}
    brought: list[tuple[int, bool]] = []

    async def thread_of(record):
        return threads[record.id]

    async def bring_up_to_date(thread, record, force=False):
        brought.append((record.id, force))

    table._thread = thread_of  # type: ignore[method-assign]
    table._bring_up_to_date = bring_up_to_date  # type: ignore[method-assign]
    for game_id in threads:
        await table._post_resumed(await store.get_game(game_id))
    assert brought == [(behind, True), (never_posted, True), (unrecorded, True)]
    for game_id, thread in threads.items():
        assert len(thread.sent) == 1 and "back after a restart" in thread.sent[0], (game_id, thread.sent)
        assert "Next: " in thread.sent[0], "the notice says who is to act"


async def test_a_post_read_back_from_the_store_knows_the_version_it_shows(store):
    game_id = await game_in_play(store)
    version = (await store.get_game(game_id)).version
    await store.set_board_post(game_id, 6001, 0, shown=version)
    table = Table(StubBot(store, (0,)))  # type: ignore[arg-type]
    post = await table._stored_post(await store.get_game(game_id))
    assert (post.message_id, post.start_version, post.shown_version, post.exact) == (6001, 0, version, False)
