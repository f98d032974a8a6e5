"""The spectators' boards a game posted are kept for its replay GIF, which reads them back instead of
drawing them again, and makes the very GIF it would have drawn."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

import render
from render.palettes import on_palette
from render.replay import render_replay
from rules import get_game
from services import posted_boards
from services.images import ImageService, SeatView, draw_replay, replay_views
from services.naming import table_language
from services.wiring import Table
from store import GameRecord
from tests.render_checks import counted_draws

NAMES = ["Ann", "Bob"]


async def started(table: Table, key: str) -> GameRecord:
    """A two-member game of ``key`` (Ann and Bob), dealt."""
    record = await table.lobbies.open_lobby(key, 1, 10, host_id=100, host_name="Ann")
    await table.lobbies.join(record.id, 101, "Bob")
    return await table.changes.start(record.id, 100)


def played_views(key: str, seed: int) -> list[dict]:
    """The spectators' views of a random two-player game of ``key``, from the deal to its end."""
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(2, seed, {})
    views = [game.view(state, None)]
    while not game.is_over(state):
        seat = min(game.to_act(state))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
        views.append(game.view(state, None))
    return views


def test_a_kept_board_is_found_by_its_view_its_names_and_its_language(tmp_path):
    view = played_views("solstis", 1)[3]
    (png,) = render.render_images("solstis", view, NAMES, "en-US")
    folder = str(tmp_path / "7")
    posted_boards.keep(folder, view, NAMES, "en-US", png)
    found = posted_boards.finder(folder, NAMES, "en-US")(view)
    drawn = on_palette("solstis", render.draw_view("solstis", view, NAMES, "en-US"))
    assert found is not None and found.mode == "P" and found.size == drawn.size
    assert found.tobytes() == drawn.tobytes() and found.getpalette() == drawn.getpalette()
    posted_boards.keep(folder, view, NAMES, "en-US", b"written again")  # a board kept once stays as it is
    assert posted_boards.finder(folder, NAMES, "en-US")(view) is not None


@pytest.mark.parametrize("key", ["solstis", "paper-world", "sheherazade", "mountain-miners", "nanga-parbat"])
def test_a_replay_from_the_posted_boards_is_the_replay_drawn_afresh_without_drawing(key, tmp_path, monkeypatch):
    """Every board posted (as the turn posts draw them) and kept: the GIF read from them is byte for
    byte the GIF drawn from the views, and no frame is drawn."""
    views = played_views(key, 4)
    folder = str(tmp_path / "1")
    for view in views:
        (png,) = render.render_images(key, view, NAMES, "fr")
        posted_boards.keep(folder, view, NAMES, "fr", png)
    drawn = render_replay(key, views, NAMES, locale="fr", max_frames=len(views))
    draws = counted_draws(monkeypatch)
    read = render_replay(
        key, views, NAMES, locale="fr", max_frames=len(views), posted=posted_boards.finder(folder, NAMES, "fr")
    )
    assert read == drawn
    assert draws == []
    # A board the game did not post (here: none in another language) is drawn, as before.
    render_replay(key, views[:3], NAMES, locale="de", max_frames=3, posted=posted_boards.finder(folder, NAMES, "de"))
    assert len(draws) >= 2


def test_a_view_the_game_did_not_post_or_no_folder_finds_nothing(tmp_path):
    views = played_views("solstis", 2)
    folder = str(tmp_path / "3")
    (png,) = render.render_images("solstis", views[1], NAMES, "en-US")
    posted_boards.keep(folder, views[1], NAMES, "en-US", png)
    assert posted_boards.finder(folder, NAMES, "en-US")(views[1]) is not None
    assert posted_boards.finder(folder, NAMES, "en-US")(views[2]) is None  # another board
    assert posted_boards.finder(folder, ["Ann", "Cy"], "en-US")(views[1]) is None  # other names
    assert posted_boards.finder(folder, NAMES, "de")(views[1]) is None  # another language
    assert posted_boards.finder(None, NAMES, "en-US")(views[1]) is None
    (tmp_path / "3" / posted_boards.board_name(views[2], NAMES, "en-US")).write_bytes(b"not a png")
    assert posted_boards.finder(folder, NAMES, "en-US")(views[2]) is None  # unreadable: drawn instead


def test_folders_of_processes_that_are_gone_are_swept(tmp_path):
    gone = tmp_path / f"{posted_boards.PREFIX}999999999-abc"
    mine = tmp_path / f"{posted_boards.PREFIX}{os.getpid()}-abc"
    other = tmp_path / "something-else"
    for folder in (gone, mine, other):
        (folder / "1").mkdir(parents=True)
    posted_boards.sweep(str(tmp_path))
    assert not gone.exists() and mine.exists() and other.exists()


async def test_the_service_keeps_only_the_spectators_boards_and_forgets_a_game_s_after_its_replay(store):
    """In worker processes: the posted spectators' board of a game is written to its folder, a
    seat's private view never is; the replay GIF drawn from them is the GIF drawn afresh, and the
    game's folder goes once the replay is made; closing the service removes the rest."""
    images = ImageService(processes=1)
    table = Table.build(store, images)
    try:
        record = await started(table, "solstis")
        game = get_game("solstis")
        for _ in range(6):
            key = (record.id, record.version, None, "en-US")
            await images.described(key, "solstis", SeatView("solstis", record.state, None), record.names)
            seat = min(game.to_act(record.state))
            private = (record.id, record.version, seat, "en-US")
            await images.described(private, "solstis", SeatView("solstis", record.state, seat), record.names)
            record = (await table.changes.play(record.id, seat, game.legal_actions(record.state, seat)[0].id)).game
        folder = images.posted.existing(record.id)
        assert folder is not None
        kept = sorted(Path(folder).iterdir())
        moves = await store.moves(record.id)
        views, _ = replay_views(record, moves)
        public = {posted_boards.board_name(view, record.names, "en-US") for view in views}
        assert 1 <= len(kept) <= 6 and {path.name for path in kept} <= public  # spectators' boards only
        afresh, _ = draw_replay(record, moves, "en-US")
        gif, count = await images.replay(store, record, locale="en-US")
        assert (gif, count) == (afresh, len(moves))
        assert images.posted.existing(record.id) is None  # forgotten after its replay
        root = Path(str(images.posted.folder(record.id))).parent
        assert root.exists()
    finally:
        images.close()
    assert not root.exists()


def test_no_folder_where_none_can_be_made_keeps_nothing_and_fails_nothing(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    posted = posted_boards.PostedBoards(str(blocked))  # mkdtemp inside a file: refused
    assert posted.folder(1) is None and posted.existing(1) is None
    posted.forget(1)
    posted.close()


@pytest.mark.parametrize("key", ["solstis", "paper-world", "sheherazade", "mountain-miners", "nanga-parbat"])
async def test_the_boards_a_game_posts_are_every_frame_its_replay_needs(key, store, monkeypatch):
    """A game played through the services, its spectators' board described at every version as the
    turn posts are (in the table's language, with its names): its replay GIF, drawn from the log as
    at the end of a game, reads every frame from them and draws none."""
    images = ImageService(processes=0)
    table = Table.build(store, images)
    try:
        record = await started(table, key)
        game = get_game(key)
        rng = random.Random(5)
        for _ in range(30):
            await table.boards.described(record, None)
            if game.is_over(record.state):
                break
            seat = min(game.to_act(record.state))
            action = rng.choice(game.legal_actions(record.state, seat)).id
            record = (await table.changes.play(record.id, seat, action)).game
        await table.boards.described(record, None)  # the last board posted
        moves = await store.moves(record.id)
        afresh, _ = draw_replay(record, moves, table_language(record.language))
        draws = counted_draws(monkeypatch)
        folder = images.posted.existing(record.id)
        gif, count = draw_replay(record, moves, table_language(record.language), folder)
        assert count == len(moves) and draws == [] and gif == afresh
    finally:
        images.close()


async def test_an_abandoned_game_s_kept_boards_go(store):
    """A game that ends without a replay (abandoned) lets go of the boards kept for one."""
    images = ImageService(processes=0)
    table = Table.build(store, images)
    try:
        record = await started(table, "solstis")
        await table.boards.described(record, None)
        assert images.posted.existing(record.id) is not None
        table.boards.forget_posted(record.id)
        assert images.posted.existing(record.id) is None
    finally:
        images.close()
