"""Board images: each (game, version, seat, language) drawn once, all drawing in a small bounded pool.

A board image only depends on the game's state at a version, on whose view it is and on the
language its words are drawn in, so every post, ``/board``, My hand and Take turn of the same
(game id, version, seat, language) can share one drawing. Drawing costs tens of milliseconds of
CPU, so it runs off the event loop, in a pool of a fixed size so a member spamming requests queues
behind their own work instead of taking every core from the other games, and requests for an
image already being drawn wait for that drawing (single flight) instead of starting another one.

The pool is worker processes, one per core (``TABLETOP_RENDER_PROCESSES``; 0 means threads in
the bot process): a drawing holds the GIL for most of its time, so threads cannot use more than
one core and slow the event loop that answers interactions. Workers come from a fork server that
has already imported the renderers, so a worker starts in milliseconds and shares their pages; the
pools are started in threads by ``start`` before the bot's first interaction, never on the event
loop (the fork server's own start imports every renderer). Replays are drawn apart from the live
boards, so a live board never waits behind them: the end-of-game replay GIFs in a process of their
own at the lowest priority (``REPLAY_NICENESS``), each GIF in a child forked from it (drawing a
whole game is the bot's largest use of memory, which goes back to the system with the child, while
the replay process keeps its fonts and caches warm for the next GIF); the frames of
``/game replay`` in another process, between the two (``FRAMES_NICENESS``): a member waits for each
frame, so it must never queue behind a GIF of several seconds nor starve with it on a busy host,
while a live board still comes first. Frames are sent to their process one at a time from a queue
in the bot, where a member's page turn that a newer one of theirs overtook is dropped
(``FrameSuperseded``), so a member paging quickly costs one drawing, the newest page.

A drawing process that dies (killed, out of memory) is replaced: the pool is started afresh and the
drawing tried once more; if it dies again, ``DrawingUnavailable`` is raised (see docs/resilience.md).
"""

from __future__ import annotations

import asyncio
import functools
import os
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Hashable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, TypeVarTuple

import render
from lang import SOURCE
from render.replay import MAX_FRAMES, pick_frames, render_replay
from services import posted_boards
from services.posted_boards import PostedBoards
from services.worker_processes import (
    ChildLost,
    HealingPool,
    WorkersLost,
    fork_server_context,
    in_child,
    watch_bot,
)

if TYPE_CHECKING:
    from rules.base import Game, S, V
    from store import GameRecord, MoveRecord, Store


T = TypeVar("T")
Ts = TypeVarTuple("Ts")  # the arguments of a piece of work, as its function takes them


class LoggedMove(Protocol):
    """A row of a game's move log (the store's ``MoveRecord``), as far as a replay reads it."""

    @property
    def action_id(self) -> str: ...


M = TypeVar("M", bound=LoggedMove)

# (game id, state version, seat or None for the spectators' view, language of the words drawn); a
# replay frame's key is (game id, version of the move shown or 0 for the deal, None, language).
ImageKey = tuple[int, int, int | None, str]

RENDER_WORKERS = 2  # drawing threads when the pool is threads: a small host has about two cores for images
ALT_ENTRIES = 1024  # alt texts of the newest boards kept (a few hundred bytes each)
CACHE_BYTES = 64 * 1024 * 1024  # 64 MiB of PNGs (a board is ~50 to 400 KiB): the live views of dozens of games
# 16 MiB of replay frames (the boards of past moves members step through, see ``ImageService.replay_frame``):
# a cache of their own, so paging through old games never pushes the live boards out.
FRAME_CACHE_BYTES = 16 * 1024 * 1024
MAX_DEFAULT_PROCESSES = 4  # each worker is ~60 MB resident (45 MB PSS): more only when asked for
# What ps and /proc/PID/comm call the workers (all are children of one fork server).
DRAWING_NAME, REPLAY_NAME, FRAMES_NAME = "tabletop-draw", "tabletop-replay", "tabletop-frames"
REPLAY_NICENESS = 10  # replay GIFs are drawn when nothing else wants the CPU: live boards and answers come first
# Replay frames: below the live boards (a board of a move in play wins a contended core about three
# times in four) but well above the GIFs, which a loaded host starves (at nice 10 a frame waited
# more than 20 s under load); the kernel weighs nice 0 : 5 : 10 as about 1024 : 335 : 110.
FRAMES_NICENESS = 5
# Log rows a replay reads at most: over six times the longest game played at random (160 moves), so
# every real game is read whole, while a runaway log cannot fill the bot's memory (see replay_views).
MAX_REPLAY_MOVES = 1000


def render_processes() -> int:
    """How many drawing processes to run when the settings do not say (``TABLETOP_RENDER_PROCESSES``,
    read by ``config``): one per core, at most ``MAX_DEFAULT_PROCESSES`` (a container may see many more
    cores than its CPU quota allows)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return min(cores, MAX_DEFAULT_PROCESSES)


class FrameSuperseded(Exception):
    """A member's page turn of a replay viewer was overtaken by a newer one of theirs before its
    frame came back: the newer page is what they see, so this one is not shown (its drawing, if it
    had started, still ends in the frames' cache)."""


class DrawingUnavailable(Exception):
    """A drawing (a board, a score sheet or a replay) could not be made: its worker process died,
    and died again on a pool started afresh for the retry. ``what`` names the drawing (for the log).

    Callers treat it like any failed drawing (a post without its image, a replay left out); the
    next drawing starts on a fresh pool again.
    """

    def __init__(self, what: str) -> None:
        super().__init__(f"could not draw {what}: its worker process died twice")
        self.what = what


def dealt_state(record: GameRecord) -> dict[str, Any]:
    """The state of a dealt game: a board, its alt text and its score sheet are only ever asked of one
    (a lobby has no state yet)."""
    assert record.state is not None, f"game {record.id} has no state to draw"
    return record.state


@dataclass(frozen=True)
class SeatView:
    """What ``seat`` (None: spectators) sees of ``state``: a view to draw, computable in another process."""

    game_key: str
    state: dict[str, Any]
    seat: int | None

    def __call__(self) -> dict[str, Any]:
        from rules import get_game

        return get_game(self.game_key).view(self.state, self.seat)


@dataclass(frozen=True)
class ReplayView:
    """What spectators saw after the moves ``played`` ((seat, action id) from the deal on): the
    state is rebuilt from the deal (see :func:`replayed_states`), so the view of a past move can be
    computed, like a ``SeatView``, in a worker process."""

    game_key: str
    players: int
    seed: int
    options: dict[str, Any]
    played: tuple[tuple[int, str], ...]

    def __call__(self) -> dict[str, Any]:
        from rules import get_game

        game = get_game(self.game_key)
        # the last state only: the states before it are let go one by one
        (state,) = deque(replayed_states(game, self.players, self.seed, self.options, self.played), maxlen=1)
        return game.view(state, None)


# Views plain enough to cross to a worker process (where the view is computed with its drawing).
PLAIN_VIEWS = (SeatView, ReplayView)


def moves_in_effect(moves: Sequence[M]) -> list[M]:
    """The moves of a log (store ``MoveRecord``s, oldest first) still in effect: an undo row, logged
    before undo compacted the log (``UNDO``), takes back the move before it."""
    from store import UNDO  # here, not at the top: the drawing workers never need the database driver

    played: list[M] = []
    for move in moves:
        if move.action_id == UNDO:
            if played:
                played.pop()
        else:
            played.append(move)
    return played


def replayed_states(
    game: Game[S, V], players: int, seed: int, options: dict[str, Any], played: Sequence[tuple[int, str]]
) -> Iterator[S]:
    """The states of a game from its deal, then after each (seat, action id) of ``played``: the one
    way a replay (the GIF, a frame of the step-through viewer) rebuilds a past board."""
    state = game.setup(players, seed, options)
    yield state
    for seat, action_id in played:
        state = game.apply(state, seat, action_id).state
        yield state


def draw_board(
    game_key: str, view_of: Callable[[], dict[str, Any]], names: Sequence[str], locale: str = SOURCE
) -> list[bytes]:
    """The PNG images of the view ``view_of`` computes, its words in ``locale`` (runs in a worker)."""
    return render.render_images(game_key, view_of(), names, locale)


def describe_board(game_key: str, state: dict[str, Any], seat: int | None, names: Sequence[str], locale: str) -> str:
    """The alt text of what ``seat`` (None: spectators) sees of ``state``, its words in ``locale``:
    the same view the drawing shows, described (runs in a worker)."""
    from render.alt_text import describe_view
    from rules import get_game

    return describe_view(game_key, get_game(game_key).view(state, seat), list(names), locale)


def draw_described(
    game_key: str,
    view_of: Callable[[], dict[str, Any]],
    names: Sequence[str],
    locale: str,
    alt_locale: str,
    renderer: Callable[..., list[bytes]] | None = None,
    keep_in: str | None = None,
) -> tuple[list[bytes], str]:
    """The PNG images of the view ``view_of`` computes and its alt text (words in ``alt_locale``):
    one view, described then drawn, in one job (runs in a worker; ``renderer``: another drawing
    function than ``render.render_images``, in a thread pool). ``keep_in``: the game's folder of
    posted boards, where a spectators' board drawn as one image is also written for the replay GIF
    (``services.posted_boards``)."""
    from render.alt_text import describe_view

    view = view_of()
    alt = describe_view(game_key, view, list(names), alt_locale)
    images = (renderer or render.render_images)(game_key, view, list(names), locale)
    if keep_in is not None and renderer is None and view.get("seat") is None and len(images) == 1:
        posted_boards.keep(keep_in, view, names, locale, images[0])
    return images, alt


def draw_own_described(
    game_key: str, view_of: Callable[[], dict[str, Any]], names: Sequence[str], locale: str, alt_locale: str
) -> tuple[list[bytes], str, bool]:
    """A seat's view and its alt text, as :func:`draw_described` gives them, but only the seat's own
    part of the images when the view is the spectators' board plus that part (``render.own_part``):
    the images, the alt text, and whether the images are that part alone (the spectators' board then
    goes first; it is drawn once for the turn post and shared). Runs in a worker."""
    from render.alt_text import describe_view

    view = view_of()
    alt = describe_view(game_key, view, list(names), alt_locale)
    part = render.own_part(game_key, view, list(names), locale)
    if part is not None:
        return part, alt, True
    return render.render_images(game_key, view, list(names), locale), alt, False


def replay_views(
    record: GameRecord, moves: list[MoveRecord], max_frames: int = MAX_FRAMES
) -> tuple[list[dict[str, Any]], int]:
    """The spectators' views a replay of the finished game ``record`` shows, and its number of moves.

    ``moves`` is the start of the game's log (``Store.moves`` with a ``limit``), oldest first. The
    states are replayed from the deal one at a time and only the views of the frames kept (at most
    ``max_frames``, see ``render.replay.pick_frames``) are held. When ``moves`` is only part of the
    log (the read was capped at ``MAX_REPLAY_MOVES``) the replay shows those moves, then the final
    board as stored: every frame is then true, only the moves after the cap are skipped over.
    """
    from rules import get_game

    game = get_game(record.game_key)
    played = [(move.seat, move.action_id) for move in moves_in_effect(moves)]
    complete = len(moves) >= record.moves_logged
    count = len(played) + 1 + (0 if complete else 1)  # the deal, each move, and the stored final board when cut
    kept = set(pick_frames(count, max_frames))
    views = []
    for index, state in enumerate(replayed_states(game, len(record.seats), record.seed, record.options, played)):
        if index in kept:
            views.append(game.view(state, None))
    if not complete:
        views.append(game.view(dealt_state(record), None))
    return views, len(played) if complete else record.moves_logged


def draw_replay(
    record: GameRecord, moves: list[MoveRecord], locale: str = SOURCE, posted_in: str | None = None
) -> tuple[bytes, int]:
    """The replay GIF of a finished game and its number of moves (runs in the replay process).

    ``record`` and ``moves`` are the store's GameRecord and MoveRecords (at most
    ``MAX_REPLAY_MOVES`` of them, see ``ImageService.replay``). Only the spectators' views of the
    frames kept are computed, and the frames are drawn one at a time into the GIF; a frame whose
    board the game posted is read back from ``posted_in`` (its folder of posted boards, see
    ``services.posted_boards``) instead of drawn again.
    """
    views, moves_played = replay_views(record, moves)
    posted = posted_boards.finder(posted_in, record.names, locale)
    gif = render_replay(record.game_key, views, record.names, max_frames=len(views), locale=locale, posted=posted)
    return gif, moves_played


_WARMED: set[tuple[str, str]] = set()  # in the replay process: the titles and languages it has drawn


def warm_replays(game_key: str, locale: str) -> None:
    """In the replay process, the first time a title and a language are asked for: draw the
    spectators' board of a dealt game of that title in that language, so that the fonts, glyphs and
    cached pieces a GIF of it needs are loaded here, in the process its GIFs' children are forked
    from, and not again in every child (a fresh process paid 0.1 to 0.3 s more for its first GIF)."""
    from rules import get_game

    if (game_key, locale) in _WARMED:
        return
    _WARMED.add((game_key, locale))
    game = get_game(game_key)
    state = game.setup(game.min_players, 1, {})
    names = [f"#{seat + 1}" for seat in range(game.min_players)]
    render.render_images(game_key, game.view(state, None), names, locale)


def forked(warm: tuple[str, str] | None, work: Callable[[*Ts], T], *args: *Ts) -> T:
    """In the replay process: warm it for ``warm`` (see :func:`warm_replays`), then run ``work`` in
    a child of it (``worker_processes.in_child``)."""
    if warm is not None:
        warm_replays(*warm)
    return in_child(work, *args)


def _one_process(niceness: int, name: str) -> Callable[[], ProcessPoolExecutor]:
    """A starter of a one-worker pool whose process runs at ``niceness`` and is named ``name``
    (the GIFs' replay process, the replay frames' process)."""

    def start() -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=1,
            mp_context=fork_server_context(),
            initializer=watch_bot,
            initargs=(os.getpid(), functools.partial(os.nice, niceness), name),
        )

    return start


_start_replay_process = _one_process(REPLAY_NICENESS, REPLAY_NAME)
_start_frames_process = _one_process(FRAMES_NICENESS, FRAMES_NAME)


@dataclass
class FrameJob:
    """A replay frame to draw, and who waits for it: each request's own future, by its token, so
    one request can be dropped (superseded, cancelled) while others still wait for the drawing."""

    key: ImageKey
    game_key: str
    view_of: Callable[[], dict[str, Any]]
    names: list[str]
    locale: str
    waiters: dict[object, asyncio.Future[list[bytes]]] = field(default_factory=dict)


class ImageCache:
    """A least-recently-used map of ImageKey to PNG images, bounded by their total size in bytes.

    Only a game's newest version is kept: once a version is stored, the game's older images are
    dropped (boards and hands are asked for at the game's current version; an older one would just
    be drawn again), and an older image arriving late is not stored. So the cache holds the live
    boards and hands, not the history. ``newest_only=False`` (the replay frames' cache) keeps any
    version, bounded by size alone.
    """

    def __init__(self, max_bytes: int = CACHE_BYTES, *, newest_only: bool = True) -> None:
        self.max_bytes = max_bytes
        self.newest_only = newest_only
        self._entries: OrderedDict[ImageKey, list[bytes]] = OrderedDict()
        self._bytes = 0
        self._newest: dict[int, int] = {}  # game id -> its newest version in the cache
        self._of_game: dict[int, set[ImageKey]] = {}  # game id -> its keys in the cache

    def get(self, key: ImageKey) -> list[bytes] | None:
        images = self._entries.get(key)
        if images is not None:
            self._entries.move_to_end(key)
        return images

    def put(self, key: ImageKey, images: list[bytes]) -> None:
        size = sum(len(image) for image in images)
        if size > self.max_bytes:
            return  # larger than the whole cache: keeping it would evict everything else
        game, version = key[0], key[1]
        newest = self._newest.get(game)
        if self.newest_only and newest is not None and version < newest:
            return  # drawn for a version that has already been replaced
        if self.newest_only and newest is not None and version > newest:
            for old in list(self._of_game.get(game, ())):
                self._remove(old)
        self._remove(key)
        self._entries[key] = images
        self._bytes += size
        self._newest[game] = max(version, newest or 0)
        self._of_game.setdefault(game, set()).add(key)
        while self._bytes > self.max_bytes:
            self._remove(next(iter(self._entries)))

    def _remove(self, key: ImageKey) -> None:
        images = self._entries.pop(key, None)
        if images is None:
            return
        self._bytes -= sum(len(image) for image in images)
        keys = self._of_game.get(key[0])
        if keys is not None:
            keys.discard(key)
            if not keys:  # the game's last image: forget the game too, so the maps stay bounded
                del self._of_game[key[0]]
                self._newest.pop(key[0], None)

    @property
    def size_bytes(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)


class ImageService:
    """Draws board images through the cache, single flight per key, in a pool of ``workers``.

    ``processes``: worker processes (None: ``render_processes()``; 0: ``workers`` threads). A custom
    ``renderer`` (tests) always runs in threads, and so does a ``view_of`` that is not a ``SeatView``:
    only plain data crosses to a process.
    """

    def __init__(
        self,
        workers: int = RENDER_WORKERS,
        cache_bytes: int = CACHE_BYTES,
        renderer: Callable[[str, dict[str, Any], Sequence[str], str], list[bytes]] | None = None,
        processes: int | None = None,
    ) -> None:
        self.processes = render_processes() if processes is None else processes
        self.workers = self.processes or workers
        self.cache = ImageCache(cache_bytes)
        self.frames = ImageCache(FRAME_CACHE_BYTES, newest_only=False)  # replay frames: see replay_frame
        self._renderer = renderer
        self._threads = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="render")
        # Started by ``start`` (the bot does it before its first interaction), in a thread, and again
        # after a worker dies. Live boards, hands and score sheets are drawn in ``_processes``; the
        # end-of-game GIFs in ``_replays``, one process at the lowest priority; the frames of
        # ``/game replay`` in ``_frames``, one process between the two. So a live board never waits
        # behind a replay, and a frame never waits behind a GIF.
        self._processes = HealingPool("drawing", self._start_processes, workers=self.processes)
        self._replays = HealingPool("replay", _start_replay_process, workers=1)
        self._frames = HealingPool("replay frames", _start_frames_process, workers=1)
        self._replay_turn = asyncio.Semaphore(1)  # one replay at a time
        self.posted = PostedBoards()  # the spectators' boards posted, for the replay GIFs
        self._drawing: dict[ImageKey, asyncio.Future[list[bytes]]] = {}
        self.alts: OrderedDict[tuple[ImageKey, str], str] = OrderedDict()  # (key, alt language) -> alt text
        # The frames waiting for the frames' process, oldest first (one job per key, shared by every
        # request for it), the one it draws now, the task that sends them one by one, and each
        # member's newest page turn (its token), which drops any earlier one still waiting.
        self._frame_queue: OrderedDict[ImageKey, FrameJob] = OrderedDict()
        self._frame_now: FrameJob | None = None
        self._frame_server: asyncio.Task[None] | None = None
        self._page_turns: dict[Hashable, object] = {}

    async def images(
        self,
        key: ImageKey,
        game_key: str,
        view_of: Callable[[], dict[str, Any]],
        names: Sequence[str],
        locale: str = SOURCE,
    ) -> list[bytes]:
        """The PNG images of ``key``: from the cache, from a drawing under way, or drawn now, with
        their words in ``locale`` (the language the key names).

        ``view_of`` computes the view to draw (called in the pool, only when a drawing is needed);
        pass a ``SeatView`` so the view, like the drawing, is computed in a worker process.
        """
        return await self._through(self.cache, self._drawing, key, game_key, view_of, names, locale, self.run)

    async def described(
        self,
        key: ImageKey,
        game_key: str,
        view_of: SeatView,
        names: Sequence[str],
        locale: str = SOURCE,
        alt_locale: str | None = None,
    ) -> tuple[list[bytes], str]:
        """The PNG images of ``key`` (as :meth:`images`) and their alt text in ``alt_locale`` (``locale``
        when None): drawn and described in one job of the pool, from one view, when neither is known
        yet (a board of a move, posted); otherwise the images as :meth:`images` gives them (cached, or
        a drawing under way, which is not started twice) and the alt text described in the pool."""
        alt_locale = alt_locale or locale
        cached, alt = self.cache.get(key), self.alts.get((key, alt_locale))
        if cached is not None and alt is not None:
            return list(cached), alt
        if cached is None and key not in self._drawing:
            job = asyncio.ensure_future(self._draw_described(key, game_key, view_of, list(names), locale, alt_locale))
            drawing: asyncio.Future[list[bytes]] = asyncio.get_running_loop().create_future()
            self._drawing[key] = drawing  # an images() call for this key meanwhile waits for this drawing

            def settle(done: asyncio.Future[tuple[list[bytes], str]]) -> None:
                if self._drawing.get(key) is drawing:
                    del self._drawing[key]
                failed = None if done.cancelled() else done.exception()
                if done.cancelled():
                    drawing.cancel()
                elif failed is not None:
                    drawing.set_exception(failed)
                    drawing.exception()  # retrieved: the waiters, if any, get it too
                else:
                    drawing.set_result(done.result()[0])

            job.add_done_callback(settle)
            # shield: one requester giving up must not cancel the drawing others wait for (as images())
            drawn, described = await asyncio.shield(job)
            return list(drawn), described
        images = await self.images(key, game_key, view_of, names, locale)
        if alt is None:
            alt = await self.run(describe_board, view_of.game_key, view_of.state, view_of.seat, list(names), alt_locale)
            self._remember_alt(key, alt_locale, alt)
        return images, alt

    async def _draw_described(
        self, key: ImageKey, game_key: str, view_of: SeatView, names: list[str], locale: str, alt_locale: str
    ) -> tuple[list[bytes], str]:
        # A spectators' board of a game is kept for its replay GIF (see services.posted_boards).
        keep_in = self.posted.folder(key[0]) if key[2] is None and self._renderer is None else None
        if key[2] is not None and self._renderer is None:
            # A seat's view that is the spectators' board plus the seat's own part: only the part is
            # drawn, after the board shared with the turn post (from the cache, usually).
            images, alt, part = await self.run(draw_own_described, game_key, view_of, names, locale, alt_locale)
            if part:
                board = SeatView(view_of.game_key, view_of.state, None)
                images = [*await self.images((key[0], key[1], None, key[3]), game_key, board, names, locale), *images]
        elif self._renderer is None and self.processes:
            images, alt = await self.run(draw_described, game_key, view_of, names, locale, alt_locale, None, keep_in)
        else:
            loop = asyncio.get_running_loop()
            images, alt = await loop.run_in_executor(
                self._threads, draw_described, game_key, view_of, names, locale, alt_locale, self._renderer, keep_in
            )
        self.cache.put(key, images)
        self._remember_alt(key, alt_locale, alt)
        return images, alt

    def _remember_alt(self, key: ImageKey, alt_locale: str, alt: str) -> None:
        self.alts[(key, alt_locale)] = alt
        self.alts.move_to_end((key, alt_locale))
        while len(self.alts) > ALT_ENTRIES:
            self.alts.popitem(last=False)

    async def start(self) -> None:
        """Start the worker processes (the drawing pool and the replay process) in threads and wait
        until every worker runs: the fork server's start imports every renderer, seconds on a loaded
        host, which must not hold up the event loop nor the first board. Without it the pools start
        on first use, in a thread as well."""
        if self.processes:
            await asyncio.gather(self._processes.start(), self._replays.start(), self._frames.start())

    async def replay_frame(
        self,
        key: ImageKey,
        game_key: str,
        view_of: ReplayView,
        names: Sequence[str],
        locale: str = SOURCE,
        turn_of: Hashable | None = None,
    ) -> list[bytes]:
        """The PNG images of a past board of a game (a frame of the step-through replay), drawn on
        demand like any board: from the frames' own bounded cache, from a drawing under way or
        waiting, or drawn in the frames' process (never in the live boards' pool, so a member paging
        through a replay cannot delay a move's board, and never behind an end-of-game GIF), the
        state rebuilt from the deal by ``view_of`` in the worker.

        Frames are drawn one at a time, oldest request first. ``turn_of`` (a member, for a page
        turned in a viewer): a newer page turn of the same member drops this one, raising
        ``FrameSuperseded`` here at once, and this one's drawing is never started if it still waits;
        a member thus has at most one page turn waiting, and never sees an older page after a newer.

        ``key``: (game id, version of the move shown, or 0 for the deal, None, language). A move's
        version names the whole log up to it (an undo removes only the newest row, and versions are
        never reused), so a frame stays true for as long as its key can be asked for.
        """
        token = object()
        if turn_of is not None:
            earlier = self._page_turns.get(turn_of)
            self._page_turns[turn_of] = token
            if earlier is not None:
                self._drop_frame_request(earlier, FrameSuperseded())
        try:
            cached = self.frames.get(key)
            if cached is not None:
                return list(cached)
            job = self._frame_now if self._frame_now is not None and self._frame_now.key == key else None
            job = job or self._frame_queue.get(key)
            if job is None:
                job = FrameJob(key, game_key, view_of, list(names), locale)
                self._frame_queue[key] = job
                if self._frame_server is None:
                    self._frame_server = asyncio.ensure_future(self._serve_frames())
            waiter: asyncio.Future[list[bytes]] = asyncio.get_running_loop().create_future()
            job.waiters[token] = waiter
            try:
                return list(await waiter)
            finally:
                self._drop_frame_request(token, None)  # done, superseded or cancelled: no longer waited for
        finally:
            if turn_of is not None and self._page_turns.get(turn_of) is token:
                del self._page_turns[turn_of]

    def _drop_frame_request(self, token: object, reason: Exception | None) -> None:
        """Stop waiting for request ``token``'s frame (its future gets ``reason``, when given); a
        frame nobody waits for any more is taken out of the queue before it is drawn."""
        for job in [self._frame_now, *self._frame_queue.values()]:
            if job is None or token not in job.waiters:
                continue
            waiter = job.waiters.pop(token)
            if reason is not None and not waiter.done():
                waiter.set_exception(reason)
            if not job.waiters and self._frame_queue.get(job.key) is job:
                del self._frame_queue[job.key]
            return

    async def _serve_frames(self) -> None:
        """Draw the waiting frames one at a time, oldest first, each handed to whoever still waits
        for it and kept in the frames' cache; ends when none is left (the next request starts it again)."""
        try:
            while self._frame_queue:
                _, job = self._frame_queue.popitem(last=False)
                self._frame_now = job
                try:
                    images = await self._draw_frame(job)
                except Exception as failed:  # DrawingUnavailable, or the drawing's own error: every waiter gets it
                    for waiter in job.waiters.values():
                        if not waiter.done():
                            waiter.set_exception(failed)
                else:
                    self.frames.put(job.key, images)
                    for waiter in job.waiters.values():
                        if not waiter.done():
                            waiter.set_result(images)
                finally:
                    self._frame_now = None
        finally:
            self._frame_server = None

    async def _draw_frame(self, job: FrameJob) -> list[bytes]:
        if self._renderer is None and self.processes and isinstance(job.view_of, PLAIN_VIEWS):
            return await self.in_frames_pool(draw_board, job.game_key, job.view_of, job.names, job.locale)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._threads, self._render, job.game_key, job.view_of, job.names, job.locale)

    async def _through(
        self,
        cache: ImageCache,
        drawings: dict[ImageKey, asyncio.Future[list[bytes]]],
        key: ImageKey,
        game_key: str,
        view_of: Callable[[], dict[str, Any]],
        names: Sequence[str],
        locale: str,
        pool: Callable[..., Awaitable[list[bytes]]],
    ) -> list[bytes]:
        cached = cache.get(key)
        if cached is not None:
            return list(cached)
        drawing = drawings.get(key)
        if drawing is None:
            drawing = asyncio.ensure_future(
                self._draw(key, game_key, view_of, list(names), locale, cache, drawings, pool)
            )
            drawings[key] = drawing
        # shield: one requester giving up (a cancelled interaction) must not cancel the others' drawing
        return list(await asyncio.shield(drawing))

    @staticmethod
    def view_of(record: GameRecord, seat: int | None) -> SeatView:
        """What ``seat`` (None: spectators) sees of the game ``record`` (a store GameRecord), to pass to ``images``."""
        return SeatView(record.game_key, dealt_state(record), seat)

    async def run(self, work: Callable[[*Ts], T], *args: *Ts) -> T:
        """Run other image work (score sheets) in the same bounded pool (``work`` a module-level function).

        A worker process that died (killed, out of memory) breaks its pool: a new pool is started
        and the work tried once more, so one lost worker never stops the boards. Raises
        ``DrawingUnavailable`` when the work lost its worker on the new pool as well.
        """
        if not self.processes:
            return await asyncio.get_running_loop().run_in_executor(self._threads, work, *args)
        try:
            return await self._processes.run(work, *args)
        except WorkersLost as lost:
            raise DrawingUnavailable(getattr(work, "__name__", "an image")) from lost

    async def replay(
        self, store: Store, record: GameRecord, cap: int = MAX_REPLAY_MOVES, locale: str = SOURCE
    ) -> tuple[bytes, int]:
        """The replay GIF of the finished game ``record`` and its number of moves.

        Reads at most ``cap`` rows of the game's log (the first ones: a replay starts from the deal)
        and draws in the replay process (``in_replay_process``); see ``replay_views`` for a log longer
        than the cap. Raises ``DrawingUnavailable`` when the replay process died twice.
        """
        moves = await store.moves(record.id, limit=cap)
        try:
            return await self.in_replay_process(
                draw_replay, record, moves, locale, self.posted.existing(record.id), warm=(record.game_key, locale)
            )
        finally:
            self.posted.forget(record.id)  # the game's posted boards served their one replay

    async def in_replay_process(self, work: Callable[[*Ts], T], *args: *Ts, warm: tuple[str, str] | None = None) -> T:
        """Run ``work`` (module-level, plain-data arguments; an end-of-game replay) in a child forked
        from the replay process (``worker_processes.in_child``), one at a time: the child ends with
        the work, so the memory a whole game's drawing took goes back to the system, while the
        replay process lives on with its fonts and caches warm. ``warm`` (a title and a language):
        the replay process first draws one board of them, once in its life (``warm_replays``), so
        that every child starts warm for them.

        Without worker processes (``processes=0``) it runs in a thread instead. Raises
        ``DrawingUnavailable`` when the work lost its child twice, or the replay process twice.
        """
        async with self._replay_turn:
            if not self.processes:
                return await self.in_replay_pool(work, *args)
            try:
                return await self.in_replay_pool(forked, warm, work, *args)
            except ChildLost as lost:
                raise DrawingUnavailable("a replay") from lost

    async def in_frames_pool(self, work: Callable[[*Ts], T], *args: *Ts) -> T:
        """Run ``work`` in the replay frames' process (a thread when ``processes=0``), never behind a
        live board nor a GIF. Raises ``DrawingUnavailable`` when the work lost its process twice."""
        if not self.processes:
            return await asyncio.get_running_loop().run_in_executor(self._threads, work, *args)
        try:
            return await self._frames.run(work, *args)
        except WorkersLost as lost:
            raise DrawingUnavailable("a replay frame") from lost

    async def in_replay_pool(self, work: Callable[[*Ts], T], *args: *Ts) -> T:
        """Run ``work`` in the low-priority replay process (a thread when ``processes=0``), behind the
        replay work sent before it and never in front of a live board. Raises ``DrawingUnavailable``
        when the work lost its process twice."""
        if not self.processes:
            return await asyncio.get_running_loop().run_in_executor(self._threads, work, *args)
        try:
            return await self._replays.run(work, *args)
        except WorkersLost as lost:
            raise DrawingUnavailable("a replay") from lost

    async def _draw(
        self,
        key: ImageKey,
        game_key: str,
        view_of: Callable[[], dict[str, Any]],
        names: list[str],
        locale: str,
        cache: ImageCache,
        drawings: dict[ImageKey, asyncio.Future[list[bytes]]],
        pool: Callable[..., Awaitable[list[bytes]]],
    ) -> list[bytes]:
        try:
            if self._renderer is None and self.processes and isinstance(view_of, PLAIN_VIEWS):
                images = await pool(draw_board, game_key, view_of, names, locale)
            else:
                loop = asyncio.get_running_loop()
                images = await loop.run_in_executor(self._threads, self._render, game_key, view_of, names, locale)
            cache.put(key, images)
            return images
        finally:
            drawings.pop(key, None)

    def _render(
        self, game_key: str, view_of: Callable[[], dict[str, Any]], names: list[str], locale: str
    ) -> list[bytes]:
        renderer = self._renderer or render.render_images  # looked up late so tests can count calls
        return renderer(game_key, view_of(), names, locale)

    def _start_processes(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self.processes,
            mp_context=fork_server_context(),
            initializer=watch_bot,
            initargs=(os.getpid(), None, DRAWING_NAME),
        )

    def close(self) -> None:
        self.posted.close()
        self._threads.shutdown(wait=False, cancel_futures=True)
        self._processes.close()
        self._replays.close()
        self._frames.close()
        if self._frame_server is not None and not self._frame_server.get_loop().is_closed():
            self._frame_server.cancel()
