"""Reviews of finished games: for one player, the three decisions where their position fell most by
the hard AI's evaluation (``rules.review``), each with the choice the AI prefers and the points it
expected.

A review is computed once per game and seat and kept in the store (``game_reviews``, see
``store.reviews``), named by :data:`METHOD` (the budget it was made with): a review made with another
budget counts as none and is computed again. The computation is the costliest thing the bot does on
a member's request (one to three seconds of CPU), so it never runs on the event loop nor in a pool a
live game uses: it runs in a worker process of its own (``tabletop-review``), forked from the fork
server like every worker (``services.worker_processes``), at the lowest priority
(:data:`REVIEW_NICENESS`, as the end-of-game GIFs: a live board and every answer come first), one
review at a time. The pool is started with the others before the bot's first interaction
(``Table.start_workers``), in a thread; a worker that dies is replaced, in a thread too.

The work is bounded three ways: each review's budget is fixed (``rules.review.ReviewBudget``, the
same answer on every run), one review runs at a time, and at most :data:`MAX_WAITING` reviews wait
for the process (past that, a request is told to try again shortly, and nothing is queued). Two
requests for the same review share one computation, and a computation goes on to be stored when the
member who asked gives up (their interaction expired): the next request reads it from the store.

What a review may read: only the game's deal (seed, options), its log of moves in effect and the
seat; ``rules.review`` hands the states rebuilt from them only to ``determinize`` and ``view``, so a
review says nothing of what was hidden from the player at the time.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules import get_game
from rules.refusal import Refusal
from rules.review import DEFAULT_BUDGET, Finding, ReviewBudget, decisions_of, review
from rules.text import msg
from services.images import moves_in_effect
from services.worker_processes import HealingPool, WorkersLost, fork_server_context, watch_bot

if TYPE_CHECKING:
    from store import GameRecord, Store

log = logging.getLogger("tabletop.reviews")

REVIEW_NAME = "tabletop-review"  # what ps and /proc/PID/comm call the review process
# The lowest priority, as the replay GIFs: a review is background work the member waits for once
# (it is kept), while a live board or an answer is waited for at every move.
REVIEW_NICENESS = 10
MAX_WAITING = 8  # reviews computing or waiting for the process at most: more are refused, not queued
# Log rows a review reads at most: as the replay viewer (services.images.MAX_REPLAY_MOVES), so the
# move numbers of a review are the viewer's; the budget examines far fewer decisions anyway.
MAX_REVIEW_MOVES = 1000


def method_name(budget: ReviewBudget) -> str:
    """The name a review made with ``budget`` is stored under: every figure of the budget, so a
    changed budget never shows a review made with another."""
    return f"hard-i{budget.iterations}-s{budget.samples}-h{budget.horizon}-d{budget.decisions}"


METHOD = method_name(DEFAULT_BUDGET)


class ReviewRefused(Refusal):
    """A review that cannot be shown to this member (no such finished game here, not one of its
    players, the review process busy or unavailable); nothing was shown."""


@dataclass(frozen=True)
class GameReview:
    """The review of ``seat`` in the finished game ``record``: up to three findings, largest fall first."""

    record: GameRecord
    seat: int
    findings: tuple[Finding, ...]


def compute_review(
    game_key: str,
    players: int,
    seed: int,
    options: dict[str, Any],
    played: Sequence[tuple[int, str, bool]],
    seat: int,
    budget: ReviewBudget,
) -> list[dict[str, Any]]:
    """The review of ``seat`` in the game dealt by ``seed`` and ``options`` with the moves ``played``
    ((seat, action id, made by the AI) in effect), as JSON findings (runs in the review process)."""
    game = get_game(game_key)
    decisions = decisions_of(game, players, seed, options, played, seat)
    return [finding.to_json() for finding in review(game, seat, decisions, budget)]


def _start_review_process() -> ProcessPoolExecutor:
    """The one-worker pool reviews run in: forked from the fork server, niced, named."""
    return ProcessPoolExecutor(
        max_workers=1,
        mp_context=fork_server_context(),
        initializer=watch_bot,
        initargs=(os.getpid(), functools.partial(os.nice, REVIEW_NICENESS), REVIEW_NAME),
    )


def check_reviewer(
    record: GameRecord | None, game_id: int, user_id: int, guild_id: int | None
) -> tuple[GameRecord, int]:
    """``record`` and the member's seat in it when ``user_id`` may see its review, else
    :class:`ReviewRefused`: the game is finished, of this server, and they played in it. A game of
    another server, a game not finished, an unknown number and someone else's practice game are
    refused alike, so a number reveals nothing of a game the member did not play."""
    from store import FINISHED  # here, not at the top: the review process never needs the database driver

    unknown = ReviewRefused(msg("review-refusal-unknown", number=game_id))
    if record is None or record.guild_id != guild_id or record.state is None:
        raise unknown
    seat = record.seat_of(user_id)
    if record.practice and seat is None:
        raise unknown
    if record.status != FINISHED:
        if seat is None:
            raise unknown
        raise ReviewRefused(msg("review-refusal-not-finished", number=game_id))
    if seat is None:
        raise ReviewRefused(msg("review-refusal-not-player", number=game_id))
    return record, seat


class Reviews:
    """The reviews of the games on ``store``: read from the store, else computed in the review
    process (``processes=False``: in a thread, for tests and hosts without worker processes) and kept."""

    def __init__(self, store: Store, *, processes: bool = True, budget: ReviewBudget = DEFAULT_BUDGET) -> None:
        self.store = store
        self.processes = processes
        self.budget = budget
        self.method = method_name(budget)
        self._pool = HealingPool("review", _start_review_process, workers=1)
        self._turn = asyncio.Semaphore(1)  # one review computed at a time, also without processes
        self._computing: dict[tuple[int, int], asyncio.Future[tuple[Finding, ...]]] = {}
        self.computed = 0  # reviews computed by this process (the rest were read from the store)

    async def start(self) -> None:
        """Start the review process in a thread and wait until it runs (before the first interaction)."""
        if self.processes:
            await self._pool.start()

    def close(self) -> None:
        self._pool.close()

    async def find_game(self, guild_id: int, user_id: int) -> int | None:
        """The member's newest finished game in the server (practice games aside), or None."""
        from store.history import recent_games  # the review process never needs the database driver

        games = await recent_games(self.store, guild_id, user_id, limit=1)
        return games[0].game_id if games else None

    async def review_of(self, game_id: int, user_id: int, guild_id: int | None) -> GameReview:
        """The review of the member ``user_id`` in game ``game_id``: their right checked
        (:func:`check_reviewer`), then read from the store, or computed (one computation for every
        request of the same review) and kept."""
        record, seat = check_reviewer(await self.store.get_game(game_id), game_id, user_id, guild_id)
        stored = await self.store.game_review(record.id, seat, self.method)
        if stored is not None:
            return GameReview(record, seat, tuple(Finding.from_json(item) for item in stored))
        key = (record.id, seat)
        computing = self._computing.get(key)
        if computing is None:
            if len(self._computing) >= MAX_WAITING:
                raise ReviewRefused(msg("review-refusal-busy"))
            computing = asyncio.ensure_future(self._compute(record, seat))
            self._computing[key] = computing
            computing.add_done_callback(lambda _: self._computing.pop(key, None))
        # shield: a member who gives up must not cancel the computation (it is kept for the next look)
        try:
            findings = await asyncio.shield(computing)
        except WorkersLost as lost:
            log.warning("the review of seat %s of game %s lost its process twice", seat, record.id)
            raise ReviewRefused(msg("review-refusal-unavailable")) from lost
        return GameReview(record, seat, findings)

    async def _compute(self, record: GameRecord, seat: int) -> tuple[Finding, ...]:
        logged = await self.store.moves(record.id, limit=MAX_REVIEW_MOVES)
        played = tuple((move.seat, move.action_id, move.by_ai) for move in moves_in_effect(logged))
        args = (record.game_key, len(record.seats), record.seed, record.options, played, seat, self.budget)
        async with self._turn:
            if self.processes:
                found = await self._pool.run(compute_review, *args)
            else:
                found = await asyncio.to_thread(compute_review, *args)
        await self.store.save_game_review(record.id, seat, self.method, found)
        self.computed += 1
        return tuple(Finding.from_json(item) for item in found)
