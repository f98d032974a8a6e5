"""AI decisions off the event loop: the hard level in worker processes, the others in a thread."""

from __future__ import annotations

import asyncio

from rules import get_game
from services.ai_pool import AIPool


async def test_hard_decisions_run_in_worker_processes_and_cheap_ones_do_not() -> None:
    game = get_game("sheherazade")
    state = game.setup(2, 17)
    seat = min(game.to_act(state))
    legal = {action.id for action in game.legal_actions(state, seat)}
    pool = AIPool(workers=1)
    try:
        for kind in ("random", "greedy", "easy", "normal", None):
            assert await pool.decide("sheherazade", state, seat, kind, 0.05) in legal
        assert pool._executor is None  # no process was started for the cheap levels

        ticks = 0

        async def tick() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0)

        ticker = asyncio.create_task(tick())
        action = await pool.decide("sheherazade", state, seat, "hard", 0.05)
        ticker.cancel()
        assert action in legal
        assert pool._executor is not None and len(pool._executor._processes) == 1
        assert ticks > 0  # the loop kept running while the search thought
    finally:
        pool.close()
    assert pool._executor is None
