"""Board images: one drawing per (game, version, seat), shared by every request, in a bounded pool."""

from __future__ import annotations

import asyncio
import io
import os
import signal
import threading
import time
from collections import deque
from pathlib import Path

import pytest
from PIL import Image

import render
from bench.worker_pools import first_legal_moves
from rules import get_game
from services.images import (
    FRAMES_NICENESS,
    MAX_REPLAY_MOVES,
    REPLAY_NICENESS,
    DrawingUnavailable,
    FrameSuperseded,
    ImageCache,
    ImageService,
    ReplayView,
    SeatView,
    draw_replay,
    replay_views,
    replayed_states,
)
from services.wiring import Table
from store import UNDO, MoveRecord
from tests.worker_probe import grow_and_report, replay_child

GAME = "mountain-miners"
DRAWN = "solstis"  # the tests that really draw (in worker processes) use the cheapest board


class CountingRenderer:
    """Stands in for ``render.render_images``: counts calls and the most drawings at the same time."""

    def __init__(self, seconds: float = 0.05) -> None:
        self.seconds = seconds
        self.calls: list[tuple[str, object]] = []
        self.locales: list[str] = []
        self.running = 0
        self.most_at_once = 0
        self._lock = threading.Lock()

    def __call__(self, game_key, view, names, locale="en-US"):
        with self._lock:
            self.calls.append((game_key, view.get("seat") if isinstance(view, dict) else None))
            self.locales.append(locale)
            number = len(self.calls)
            self.running += 1
            self.most_at_once = max(self.most_at_once, self.running)
        time.sleep(self.seconds)  # the CPU work of a real drawing, off the event loop
        with self._lock:
            self.running -= 1
        return [f"png of {game_key}, drawing {number}".encode()]


@pytest.fixture
def images():
    """Threads: the tests below count calls of a stand-in renderer, which worker processes would not see."""
    service = ImageService(processes=0)
    yield service
    service.close()


async def started_game(table: Table, game_key: str = GAME):
    record = await table.lobbies.open_lobby(game_key, 1, 10, host_id=100, host_name="Host")
    await table.lobbies.join(record.id, 101, "Bea")
    return await table.changes.start(record.id, 100)


async def test_concurrent_requests_of_one_version_draw_once(table, monkeypatch):
    renderer = CountingRenderer()
    monkeypatch.setattr(render, "render_images", renderer)
    record = await started_game(table)
    boards = await asyncio.gather(*(table.boards.public_images(record) for _ in range(12)))
    hands = await asyncio.gather(*(table.boards.seat_images(record, 0) for _ in range(12)))
    assert len(renderer.calls) == 2  # one public board, one view of seat 0
    assert all(board == boards[0] for board in boards) and all(hand == hands[0] for hand in hands)
    # Later requests of the same version come from the cache; the first-image wrappers too.
    assert await table.boards.public_image(record) == boards[0][0]
    assert await table.boards.seat_image(record, 0) == hands[0][0]
    assert len(renderer.calls) == 2
    # Another seat, or the next version, is a new drawing.
    await table.boards.seat_images(record, 1)
    game = get_game(GAME)
    seat = sorted(game.to_act(record.state))[0]
    outcome = await table.changes.play(record.id, seat, game.legal_actions(record.state, seat)[0].id)
    await asyncio.gather(*(table.boards.public_images(outcome.game) for _ in range(5)))
    assert len(renderer.calls) == 4


async def test_a_board_drawn_with_its_alt_text_is_one_drawing_shared_with_every_request(table, monkeypatch):
    """A posted board is drawn and described in one job; the alt text is the one said of it in the bot,
    and a request of the same board meanwhile (a picker, /board) waits for that drawing."""
    renderer = CountingRenderer()
    monkeypatch.setattr(render, "render_images", renderer)
    record = await started_game(table)
    (board, alt), also, (_hand, hand_alt) = await asyncio.gather(
        table.boards.described(record, None),
        table.boards.public_images(record),
        table.boards.described(record, 0, "en-XA"),
    )
    assert len(renderer.calls) == 2 and also == board  # the public board and seat 0's view, once each
    assert alt == table.boards.public_alt(record) and hand_alt == table.boards.seat_alt(record, 0, "en-XA")
    assert await table.boards.described(record, None) == (board, alt) and len(renderer.calls) == 2  # both cached
    assert await table.boards.public_images(record) == board and len(renderer.calls) == 2


async def test_worker_processes_draw_and_describe_exactly_what_the_bot_process_would(table):
    record = await started_game(table, DRAWN)
    game = get_game(DRAWN)
    table.boards.images = ImageService(processes=1)
    try:
        for seat in (None, 1):
            images, alt = await table.boards.described(record, seat)
            view = game.view(record.state, seat)
            part = render.own_part(DRAWN, view, record.names) if seat is not None else None
            if part is None:
                assert images == render.render_images(DRAWN, view, record.names)
            else:  # the seat's own part under the spectators' board (Renderer.own_part)
                assert images == [*render.render_images(DRAWN, game.view(record.state, None), record.names), *part]
            assert alt == (table.boards.public_alt(record) if seat is None else table.boards.seat_alt(record, seat))
    finally:
        table.boards.images.close()


async def test_the_drawn_view_is_the_seat_view():
    seen = []
    service = ImageService(
        renderer=lambda key, view, names, locale: seen.append((key, view, tuple(names), locale)) or [b"x"]
    )
    try:
        assert await service.images((1, 3, 0, "fr"), GAME, lambda: {"who": 0}, ["A", "B"], "fr") == [b"x"]
    finally:
        service.close()
    assert seen == [(GAME, {"who": 0}, ("A", "B"), "fr")]


async def test_each_language_of_a_board_is_drawn_once(table, monkeypatch):
    """The cache key names the language: the table's board in its language, a member's look at it in
    theirs, each drawn once."""
    renderer = CountingRenderer(seconds=0)
    monkeypatch.setattr(render, "render_images", renderer)
    record = await started_game(table)
    assert record.language == "en-US"  # no server language given: the source
    english = await table.boards.public_images(record)
    pseudo = await table.boards.public_images(record, "en-XA")
    assert english != pseudo and renderer.locales == ["en-US", "en-XA"]
    assert await table.boards.public_images(record, "en-XA") == pseudo and len(renderer.calls) == 2
    await table.boards.seat_images(record, 0, "en-XA")
    assert renderer.locales[-1] == "en-XA" and len(renderer.calls) == 3


async def test_the_pool_never_draws_more_than_its_workers_at_once():
    renderer = CountingRenderer(seconds=0.05)
    service = ImageService(workers=2, renderer=renderer)
    try:
        results = await asyncio.gather(*(service.images((game, 1, None, "en-US"), GAME, dict, []) for game in range(8)))
    finally:
        service.close()
    assert len(renderer.calls) == 8 and len({tuple(r) for r in results}) == 8
    assert renderer.most_at_once == 2


async def test_a_cancelled_request_does_not_cancel_the_shared_drawing():
    renderer = CountingRenderer(seconds=0.1)
    service = ImageService(renderer=renderer)
    try:
        impatient = asyncio.ensure_future(service.images((1, 1, None, "en-US"), GAME, dict, []))
        patient = asyncio.ensure_future(service.images((1, 1, None, "en-US"), GAME, dict, []))
        await asyncio.sleep(0.02)
        impatient.cancel()
        assert await patient == [b"png of mountain-miners, drawing 1"]
    finally:
        service.close()
    assert len(renderer.calls) == 1


async def test_a_cancelled_described_request_does_not_cancel_the_drawing_others_wait_for(table, monkeypatch):
    renderer = CountingRenderer(seconds=0.1)
    monkeypatch.setattr(render, "render_images", renderer)
    record = await started_game(table)
    impatient = asyncio.ensure_future(table.boards.described(record, None))
    await asyncio.sleep(0.02)
    patient = asyncio.ensure_future(table.boards.public_images(record))
    await asyncio.sleep(0.02)
    impatient.cancel()
    assert await patient == [b"png of mountain-miners, drawing 1"]
    assert await table.boards.described(record, None) == (await patient, table.boards.public_alt(record))
    assert len(renderer.calls) == 1


async def test_a_failed_drawing_is_not_cached_and_is_tried_again():
    attempts = []

    def flaky(key, view, names, locale):
        attempts.append(1)
        if len(attempts) == 1:
            raise RuntimeError("font missing")
        return [b"ok"]

    service = ImageService(renderer=flaky)
    try:
        with pytest.raises(RuntimeError):
            await service.images((1, 1, None, "en-US"), GAME, dict, [])
        assert await service.images((1, 1, None, "en-US"), GAME, dict, []) == [b"ok"]
    finally:
        service.close()
    assert len(attempts) == 2


async def test_worker_processes_draw_exactly_what_the_bot_process_would(table):
    record = await started_game(table, DRAWN)
    game = get_game(DRAWN)
    service = ImageService(processes=1)
    try:
        for seat in (None, 0, 1):
            key = (record.id, record.version, seat, "en-US")
            drawn = await service.images(key, DRAWN, SeatView(DRAWN, record.state, seat), record.names)
            assert drawn == render.render_images(DRAWN, game.view(record.state, seat), record.names)
            assert service.cache.get(key) == drawn  # kept for the next request of this version
    finally:
        service.close()


async def test_a_killed_worker_process_is_replaced_and_the_board_still_drawn(table):
    record = await started_game(table, DRAWN)
    service = ImageService(processes=1)
    try:
        worker = await service.run(os.getpid)
        os.kill(worker, signal.SIGKILL)
        drawn = await service.images(
            (record.id, record.version, None, "en-US"), DRAWN, SeatView(DRAWN, record.state, None), record.names
        )
        assert drawn == render.render_images(DRAWN, get_game(DRAWN).view(record.state, None), record.names)
        assert await service.run(os.getpid) != worker
    finally:
        service.close()


def _drawing_workers(service: ImageService) -> set[int]:
    executor = service._processes.started
    return set(executor._processes) if executor is not None else set()


async def test_a_drawing_whose_worker_dies_while_drawing_is_made_again_once(table):
    record = await started_game(table, DRAWN)
    service = ImageService(processes=1)
    try:
        await service.run(os.getpid)  # the pool is up
        (worker,) = _drawing_workers(service)
        drawing = asyncio.create_task(service.run(time.sleep, 1.0))  # a drawing that takes a while
        await asyncio.sleep(0.3)
        os.kill(worker, signal.SIGKILL)
        assert await drawing is None  # the same call finished, on a second pool
        assert service._processes.starts == 2 and worker not in _drawing_workers(service)
        drawn = await service.images(
            (record.id, record.version, None, "en-US"), DRAWN, SeatView(DRAWN, record.state, None), record.names
        )
        assert drawn == render.render_images(DRAWN, get_game(DRAWN).view(record.state, None), record.names)
    finally:
        service.close()


async def test_a_drawing_that_loses_its_worker_twice_raises_drawing_unavailable():
    service = ImageService(processes=1)
    try:
        with pytest.raises(DrawingUnavailable):
            await service.run(os._exit, 3)  # ends every worker it is sent to
        assert service._processes.starts == 2  # the first pool and one retry, no more
        assert await service.run(os.getpid) != os.getpid()  # the next drawing gets a fresh pool
        assert service._processes.starts == 3
        with pytest.raises(DrawingUnavailable):
            await service.in_replay_process(os._exit, 3)
        assert await service.in_replay_process(os.getpid) != os.getpid()
    finally:
        service.close()


async def test_each_replay_runs_in_a_fresh_low_priority_process_that_then_ends():
    service = ImageService(processes=1)
    try:
        first = await service.in_replay_process(os.getpid)
        second = await service.in_replay_process(os.getpid)
        niceness = await service.in_replay_process(os.nice, 0)
    finally:
        service.close()
    assert len({first, second, os.getpid()}) == 3
    assert niceness == os.nice(0) + REPLAY_NICENESS
    for _ in range(50):  # the fork server reaps its finished workers
        if not Path(f"/proc/{first}").exists():
            break
        await asyncio.sleep(0.1)
    assert not Path(f"/proc/{first}").exists()


async def test_each_replay_runs_in_a_child_of_one_lasting_replay_process_warmed_once_per_title():
    """The replay process lives on from GIF to GIF; each GIF's work runs in a child forked from it,
    which ends with the work (so what it allocated goes with it), after the replay process drew one
    board of the title and language asked for, once."""
    service = ImageService(processes=1)
    try:
        await service.start()
        replay_pid = _only_worker(service._replays)
        child, parent, warmed = await service.in_replay_process(replay_child, warm=(DRAWN, "fr"))
        assert parent == replay_pid != child and warmed == [(DRAWN, "fr")]
        big = await service.in_replay_process(grow_and_report, 200)  # held until that child ends
        with pytest.raises(DrawingUnavailable):
            await service.in_replay_process(os._exit, 3)  # a child that dies: forked twice, then refused
        child, parent, warmed = await service.in_replay_process(replay_child, warm=("solstis", "en-US"))
        assert parent == replay_pid and warmed == sorted([(DRAWN, "fr"), ("solstis", "en-US")])
        assert _only_worker(service._replays) == replay_pid  # the same process throughout
        assert not Path(f"/proc/{big}").exists()  # the child that grew is gone, and reaped
        assert _rss_kb(replay_pid) < 150 * 1024  # its 200 MB never reached the replay process
    finally:
        service.close()


def _rss_kb(pid: int) -> int:
    fields = Path(f"/proc/{pid}/status").read_text().splitlines()
    return int(next(line for line in fields if line.startswith("VmRSS:")).split()[1])


@pytest.mark.slow  # seconds on its own
async def test_the_replay_process_draws_the_whole_game_as_a_gif(table):
    record = await started_game(table, DRAWN)
    game = get_game(DRAWN)
    for _ in range(4):
        seat = sorted(game.to_act(record.state))[0]
        record = (await table.changes.play(record.id, seat, game.legal_actions(record.state, seat)[0].id)).game
    moves = await table.store.moves(record.id)
    service = ImageService(processes=1)
    try:
        data, count = await service.in_replay_process(draw_replay, record, moves)
    finally:
        service.close()
    assert count == len(moves) == 4
    gif = Image.open(io.BytesIO(data))
    assert (
        gif.format == "GIF" and 2 <= gif.n_frames <= count + 1
    )  # a move that changes nothing public adds time, not a frame


async def test_a_replay_reads_at_most_its_cap_of_moves_and_ends_on_the_stored_board(table, monkeypatch):
    record = await started_game(table, DRAWN)
    game = get_game(DRAWN)
    for _ in range(12):
        seat = sorted(game.to_act(record.state))[0]
        record = (await table.changes.play(record.id, seat, game.legal_actions(record.state, seat)[0].id)).game
    whole_log = await table.store.moves(record.id)
    assert len(whole_log) == record.moves_logged == 12
    reads: list[tuple[int | None, int]] = []
    original = table.store.moves

    async def counted(*args, **kwargs):
        rows = await original(*args, **kwargs)
        reads.append((kwargs.get("limit"), len(rows)))
        return rows

    monkeypatch.setattr(table.store, "moves", counted)
    service = ImageService(processes=1)
    try:
        data, count = await service.replay(table.store, record, cap=5)
        assert reads == [(5, 5)] and count == 12
        gif = Image.open(io.BytesIO(data))
        assert gif.format == "GIF" and 2 <= gif.n_frames <= 7
        await service.replay(table.store, record)
        assert reads[-1] == (MAX_REPLAY_MOVES, 12)  # the default cap reads a real game whole
    finally:
        service.close()

    # What the capped replay shows: the deal, the first five moves, then the board as stored.
    states = [game.setup(2, record.seed, record.options)]
    for move in whole_log:
        states.append(game.apply(states[-1], move.seat, move.action_id).state)
    views, played = replay_views(record, whole_log[:5])
    assert played == 12
    assert views == [game.view(state, None) for state in states[:6]] + [game.view(record.state, None)]
    assert replay_views(record, whole_log) == ([game.view(state, None) for state in states], 12)


def test_a_replay_honours_the_undo_rows_of_logs_written_before_compaction():
    game = get_game(DRAWN)
    state = game.setup(2, 5)
    log, states = [], [state]
    for version in range(2, 8):
        seat = sorted(game.to_act(state))[0]
        action = game.legal_actions(state, seat)[0].id
        state = game.apply(state, seat, action).state
        states.append(state)
        log.append(MoveRecord(version, seat, action, [], False, False, 0.0))
    # An old log: the fourth move, an undo row, and the same move again.
    old = [*log[:4], MoveRecord(10, log[3].seat, UNDO, [], False, True, 0.0), log[3], *log[4:]]

    class Finished:
        game_key, seats, seed, options, names = DRAWN, (0, 1), 5, {}, ["a", "b"]
        moves_logged = len(old)
        state = states[-1]

    assert replay_views(Finished, old) == ([game.view(s, None) for s in states], 6)


def test_cache_keeps_only_the_newest_version_of_each_game():
    cache = ImageCache(max_bytes=1000)
    cache.put((1, 1, None), [b"board v1"])
    cache.put((1, 1, 0), [b"hand v1"])
    cache.put((2, 5, None), [b"other game"])
    cache.put((1, 2, None), [b"board v2"])  # game 1 moved on: its version 1 images are dead
    assert cache.get((1, 1, None)) is None and cache.get((1, 1, 0)) is None
    assert cache.get((1, 2, None)) == [b"board v2"] and cache.get((2, 5, None)) == [b"other game"]
    cache.put((1, 1, 1), [b"late hand v1"])  # a drawing of the old version finishing late is not kept
    assert cache.get((1, 1, 1)) is None
    cache.put((1, 2, 1), [b"hand v2"])
    assert len(cache) == 3 and cache.size_bytes == len(b"board v2" + b"other game" + b"hand v2")


def test_cache_forgets_a_game_whose_images_were_all_evicted():
    cache = ImageCache(max_bytes=10)
    cache.put((1, 7, None), [b"aaaaaa"])
    cache.put((2, 1, None), [b"bbbbbb"])  # evicts game 1 entirely
    assert cache.get((1, 7, None)) is None
    cache.put((1, 3, None), [b"cccc"])  # so an unrelated lower version of game 1 is stored again
    assert cache.get((1, 3, None)) == [b"cccc"]


def test_cache_evicts_least_recently_used_by_bytes():
    cache = ImageCache(max_bytes=10)
    cache.put((1, 1, None), [b"aaaa"])
    cache.put((2, 1, None), [b"bb", b"bb"])
    assert cache.get((1, 1, None)) == [b"aaaa"]  # now the most recently used
    cache.put((3, 1, None), [b"cccc"])  # 12 bytes: the least recently used (game 2) goes
    assert cache.get((2, 1, None)) is None
    assert cache.get((1, 1, None)) == [b"aaaa"] and cache.get((3, 1, None)) == [b"cccc"]
    assert cache.size_bytes == 8 and len(cache) == 2
    cache.put((4, 1, None), [b"x" * 11])  # larger than the whole cache: not kept, nothing evicted
    assert cache.get((4, 1, None)) is None and len(cache) == 2


def _only_worker(pool) -> int:
    """The pid of a started one-process pool's worker (ImageService's replay or frames process)."""
    (pid,) = pool.started._processes
    return pid


GUARD = 120  # seconds: only a guard against a hang (the test then fails), never a measure of speed


def _frames_asked(service: ImageService, record, played, moves) -> list[asyncio.Future]:
    return [
        asyncio.ensure_future(
            service.replay_frame(
                (record.id, n, None, "en-US"), DRAWN, ReplayView(DRAWN, 2, 3, {}, tuple(played[:n])), ["A", "B"]
            )
        )
        for n in moves
    ]


def _check_frames(played, moves, drawn) -> None:
    game = get_game(DRAWN)
    for n, images in zip(moves, drawn, strict=True):
        state = deque(replayed_states(game, 2, 3, {}, played[:n]), maxlen=1)[0]
        assert images == render.render_images(DRAWN, game.view(state, None), ["A", "B"])


async def test_a_live_board_never_waits_behind_replay_frames_or_gifs(table):
    # The frames' and the GIFs' processes are stopped (SIGSTOP): no frame and no GIF can be drawn,
    # whatever the machine's load. A live board must come back all the same, and no frame with it
    # (a frame drawn meanwhile would have been drawn by the live boards' pool).
    record = await started_game(table, DRAWN)
    played = first_legal_moves(DRAWN, 24)
    service = ImageService(processes=2)
    stopped: list[int] = []
    try:
        await service.start()
        frames_pid, gif_pid = _only_worker(service._frames), _only_worker(service._replays)
        stopped = [frames_pid, gif_pid]
        for pid in stopped:
            os.kill(pid, signal.SIGSTOP)
        gif = asyncio.ensure_future(service.in_replay_process(os.getppid))
        frames = _frames_asked(service, record, played, range(12, 24))
        await asyncio.sleep(0)  # the GIF and the twelve frames are sent before the live board is asked for
        key = (record.id, record.version, None, "en-US")
        board = await asyncio.wait_for(
            service.images(key, DRAWN, SeatView(DRAWN, record.state, None), record.names), GUARD
        )
        assert board == render.render_images(DRAWN, get_game(DRAWN).view(record.state, None), record.names)
        assert not gif.done() and not any(frame.done() for frame in frames)
        for pid in stopped:
            os.kill(pid, signal.SIGCONT)
        stopped = []
        _check_frames(played, range(12, 24), await asyncio.wait_for(asyncio.gather(*frames), GUARD))
        assert await asyncio.wait_for(gif, GUARD) == gif_pid  # the GIF's work ran in a child of the GIF process
    finally:
        for pid in stopped:
            os.kill(pid, signal.SIGCONT)
        service.close()


async def test_a_replay_frame_never_waits_behind_a_gif(table):
    # The GIFs' process is stopped with an end-of-game replay sent to it: a frame asked for after it
    # still comes back (a frame queued behind the GIF would wait as long as the GIF takes; here,
    # for ever). The GIF is drawn once its process runs again.
    record = await started_game(table, DRAWN)
    played = first_legal_moves(DRAWN, 8)
    service = ImageService(processes=1)
    gif_pid = None
    try:
        await service.start()
        gif_pid = _only_worker(service._replays)
        os.kill(gif_pid, signal.SIGSTOP)
        gif = asyncio.ensure_future(service.in_replay_process(os.getpid))
        await asyncio.sleep(0)
        frames = _frames_asked(service, record, played, [8])
        _check_frames(played, [8], await asyncio.wait_for(asyncio.gather(*frames), GUARD))
        assert not gif.done()
        os.kill(gif_pid, signal.SIGCONT)
        gif_pid = None
        assert await asyncio.wait_for(gif, GUARD) != os.getpid()
    finally:
        if gif_pid is not None:
            os.kill(gif_pid, signal.SIGCONT)
        service.close()


async def test_frames_are_drawn_below_live_boards_and_above_gifs_in_priority():
    service = ImageService(processes=1)
    try:
        live = await service.run(os.nice, 0)
        frames = await service.in_frames_pool(os.nice, 0)
        gifs = await service.in_replay_process(os.nice, 0)
    finally:
        service.close()
    assert (live, frames, gifs) == (os.nice(0), os.nice(0) + FRAMES_NICENESS, os.nice(0) + REPLAY_NICENESS)
    assert 0 < FRAMES_NICENESS < REPLAY_NICENESS


class GatedRenderer:
    """Stands in for ``render.render_images`` for frames: records the page each drawing shows (the
    view is ``{"page": n}``) and holds the first drawing until ``release`` is set."""

    def __init__(self) -> None:
        self.pages: list[int] = []
        self.first_started = threading.Event()
        self.release = threading.Event()

    def __call__(self, game_key, view, names, locale="en-US"):
        self.pages.append(view["page"])
        if len(self.pages) == 1:
            self.first_started.set()
            self.release.wait(GUARD)
        return [f"page {view['page']}".encode()]


def _page(service: ImageService, page: int, member: int | None) -> asyncio.Future:
    return asyncio.ensure_future(
        service.replay_frame((1, page, None, "en-US"), DRAWN, lambda: {"page": page}, ["A", "B"], turn_of=member)
    )


async def test_a_members_newer_page_turn_drops_their_older_ones_and_the_queue_is_served_oldest_first():
    renderer = GatedRenderer()
    service = ImageService(processes=0, renderer=renderer)
    try:
        first = _page(service, 1, member=7)  # drawn at once, and held there
        await asyncio.to_thread(renderer.first_started.wait, GUARD)
        other = _page(service, 9, member=8)  # another member's page: waits behind page 1
        second = _page(service, 2, member=7)  # member 7 turns on twice before page 1 is back...
        await asyncio.sleep(0)
        third = _page(service, 3, member=7)
        opened = _page(service, 4, member=None)  # a viewer opened: never dropped
        await asyncio.sleep(0)
        # ...so only their newest page turn still waits: the older ones are answered at once, superseded.
        for dropped in (first, second):
            with pytest.raises(FrameSuperseded):
                await asyncio.wait_for(dropped, GUARD)
        renderer.release.set()
        assert await asyncio.wait_for(asyncio.gather(other, third, opened), GUARD) == [
            [b"page 9"],
            [b"page 3"],
            [b"page 4"],
        ]
        # Page 2 was never drawn; page 1, already drawing, was finished and kept; the rest in the
        # order asked for, one at a time.
        assert renderer.pages == [1, 9, 3, 4]
        assert service.frames.get((1, 1, None, "en-US")) == [b"page 1"]
        # A page turn answered from the cache also overtakes the member's page still waiting.
        renderer.release.clear()
        renderer.first_started.clear()
        renderer.pages.clear()
        held = _page(service, 5, member=8)  # the first drawing again: held
        await asyncio.to_thread(renderer.first_started.wait, GUARD)
        waiting = _page(service, 6, member=7)
        await asyncio.sleep(0)
        assert await _page(service, 3, member=7) == [b"page 3"]  # cached: back at once
        with pytest.raises(FrameSuperseded):
            await asyncio.wait_for(waiting, GUARD)
        renderer.release.set()
        assert await asyncio.wait_for(held, GUARD) == [b"page 5"]
        assert 6 not in renderer.pages
        assert not service._page_turns and not service._frame_queue  # nothing left behind
    finally:
        renderer.release.set()
        service.close()
