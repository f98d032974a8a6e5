"""AI decisions off the event loop: the hard level in worker processes, the others in a thread;
a worker that dies is replaced and its decision made again, once."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from rules import get_game
from services.ai_pool import AIPool, AIUnavailable

GAME = "sheherazade"


def _position():
    game = get_game(GAME)
    state = game.setup(2, 17)
    seat = min(game.to_act(state))
    return state, seat, {action.id for action in game.legal_actions(state, seat)}


def _worker_pids(pool: AIPool) -> set[int]:
    executor = pool.processes.started
    return set(executor._processes) if executor is not None else set()


class KillsItsWorker:
    """A stand-in state whose unpickling ends the worker process that receives it (a real death,
    as an out-of-memory kill would be): every decision sent with it loses its worker."""

    def __reduce__(self):
        return (os._exit, (3,))


async def test_hard_decisions_run_in_worker_processes_and_cheap_ones_do_not() -> None:
    state, seat, legal = _position()
    pool = AIPool(workers=1)
    try:
        for kind in ("random", "greedy", "easy", "normal", None):
            assert await pool.decide(GAME, state, seat, kind, 0.05) in legal
        assert pool.processes.started is None  # no process was started for the cheap levels

        ticks = 0

        async def tick() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0)

        ticker = asyncio.create_task(tick())
        action = await pool.decide(GAME, state, seat, "hard", 0.05)
        ticker.cancel()
        assert action in legal
        assert len(_worker_pids(pool)) == 1
        assert ticks > 0  # the loop kept running while the search thought
    finally:
        pool.close()
    assert pool.processes.started is None


async def test_after_a_worker_is_killed_the_next_hard_decision_is_made_on_a_new_pool() -> None:
    state, seat, legal = _position()
    pool = AIPool(workers=1)
    try:
        assert await pool.decide(GAME, state, seat, "hard", 0.05) in legal
        (worker,) = _worker_pids(pool)
        os.kill(worker, signal.SIGKILL)
        for _ in range(3):  # not just once: the pool stays healthy afterwards
            assert await pool.decide(GAME, state, seat, "hard", 0.05) in legal
        assert pool.processes.starts == 2
        assert worker not in _worker_pids(pool) and len(_worker_pids(pool)) == 1
    finally:
        pool.close()


async def test_a_decision_whose_worker_dies_while_thinking_is_made_again_once() -> None:
    state, seat, legal = _position()
    pool = AIPool(workers=1)
    try:
        thinking = asyncio.create_task(pool.decide(GAME, state, seat, "hard", 1.0))
        while not _worker_pids(pool):
            await asyncio.sleep(0.01)
        (worker,) = _worker_pids(pool)
        await asyncio.sleep(0.3)  # let the worker take the decision
        os.kill(worker, signal.SIGKILL)
        assert await thinking in legal  # the same call answers, from the second pool
        assert pool.processes.starts == 2
        assert worker not in _worker_pids(pool)
    finally:
        pool.close()


async def test_a_decision_that_loses_its_worker_twice_raises_ai_unavailable() -> None:
    state, seat, legal = _position()
    pool = AIPool(workers=1)
    try:
        with pytest.raises(AIUnavailable) as raised:
            await pool.decide(GAME, KillsItsWorker(), seat, "hard", 0.05)
        assert raised.value.game_key == GAME and raised.value.level == "hard"
        assert "twice" in raised.value.reason
        assert pool.processes.starts == 2  # tried on the first pool and once on a new one, no more
        # Later decisions are not stuck: a third pool serves them.
        assert await pool.decide(GAME, state, seat, "hard", 0.05) in legal
        assert pool.processes.starts == 3
    finally:
        pool.close()
