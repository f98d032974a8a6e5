"""Worker pools start off the event loop: before the first board, and again after a worker dies.

The first start of a pool starts the fork server, which imports every preloaded module before it
forks a worker (half a second on a quiet machine, several on a loaded one). These tests make that
import take ``SLOW`` seconds on purpose (one more preloaded module that sleeps) and measure the
event loop's longest stall with a probe task (``services.loop_stalls``) over a bot's start, a first
game and a killed worker: were a pool started on the loop, the loop would stall for all of ``SLOW``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SLOW = 3.0  # seconds the fork server's preload takes here (one module that sleeps on import)
# The most the loop may stall while pools start: half of SLOW, so a start on the loop (a stall of at
# least SLOW) always fails, while a loaded 2-core machine's ordinary hiccups (tens of ms) never do.
BOUND = SLOW / 2

SCRIPT = textwrap.dedent(
    """
    import asyncio, json, os, signal, sys
    import multiprocessing.forkserver as forkserver
    from services import worker_processes
    worker_processes.PRELOAD.append("slow_preload")  # the fork server's start takes SLOW seconds more
    from rules import get_game
    from services.ai_pool import AIPool
    from services.images import ImageService, ReplayView, SeatView
    from services.loop_stalls import LoopStalls
    from services.reviews import Reviews, compute_review
    from rules.review import ReviewBudget

    GAME, NAMES = "solstis", ["Ann", "Bob"]

    def workers(pool):
        executor = pool.started
        return sorted(executor._processes) if executor is not None else []

    async def main():
        probe = LoopStalls().start()
        images, ai = ImageService(processes=2), AIPool(workers=1)
        reviews = Reviews(None, processes=True)  # its pool only: no store is read here
        out = {}
        # The bot's start (Table.start_workers): every pool, at once, before any interaction.
        await asyncio.gather(images.start(), ai.start(), reviews.start())
        out["start"] = await probe.take()
        out["ready"] = [
            workers(images._processes),
            workers(images._replays),
            workers(images._frames),
            workers(ai.processes),
            workers(reviews._pool),
        ]
        # A first game: a board, a hard decision, a replay frame, the end-of-game replay.
        game = get_game(GAME)
        state = game.setup(2, 7)
        await images.images((1, 1, None, "en-US"), GAME, SeatView(GAME, state, None), NAMES)
        seat = min(game.to_act(state))
        await ai.decide(GAME, state, seat, "hard", 0.05)
        await images.replay_frame((1, 0, None, "en-US"), GAME, ReplayView(GAME, 2, 7, {}, ()), NAMES)
        await images.in_replay_process(os.getpid)
        await reviews._pool.run(compute_review, GAME, 2, 7, {}, (), 0, ReviewBudget(iterations=5))
        out["first_game"] = await probe.take()
        out["after_game"] = [
            workers(images._processes), workers(images._frames), workers(ai.processes), workers(reviews._pool)
        ]
        # A drawing worker killed, and the fork server with it: the rebuild starts a fork server again.
        os.kill(forkserver._forkserver._forkserver_pid, signal.SIGKILL)
        os.kill(out["ready"][0][0], signal.SIGKILL)
        await asyncio.sleep(0.2)
        drawings = [asyncio.ensure_future(images.run(os.getpid)) for _ in range(3)]
        while images._processes._starting is None and not all(d.done() for d in drawings):
            await asyncio.sleep(0.01)
        # An interaction's answer meanwhile: the loop runs it while the pool is still being rebuilt.
        await asyncio.sleep(0.05)
        out["answered_during_rebuild"] = images._processes._starting is not None
        pids = await asyncio.gather(*drawings)
        out["rebuild"] = await probe.take()
        out["rebuild_starts"] = images._processes.starts
        out["drawn_by"] = sorted(set(pids))
        out["after_rebuild"] = workers(images._processes)
        await probe.stop()
        images.close()
        ai.close()
        reviews.close()
        print(json.dumps(out), flush=True)

    if __name__ == "__main__":
        asyncio.run(main())
    """
)


def test_pools_start_and_restart_off_the_event_loop(tmp_path):
    (tmp_path / "slow_preload.py").write_text(f"import time\ntime.sleep({SLOW})\n")
    script = tmp_path / "stand_in.py"
    script.write_text(SCRIPT)
    done = subprocess.run(
        [sys.executable, str(script)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(tmp_path)])},
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])

    # Started: every worker of every pool runs before the first board is asked for...
    drawing, replay, frames, ai, review = out["ready"]
    assert (len(drawing), len(replay), len(frames), len(ai), len(review)) == (2, 1, 1, 1, 1)
    # ...while the loop kept turning: the SLOW fork server start ran in a thread.
    assert out["start"] < BOUND, out
    # The first game started nothing: the same workers drew and thought, and the loop never waited.
    assert out["after_game"] == [drawing, frames, ai, review]
    assert out["first_game"] < BOUND, out

    # The killed worker's pool was rebuilt once for the three drawings that found it broken, in a
    # thread: the loop answered during the rebuild, and never stalled for the fork server's start.
    assert out["answered_during_rebuild"]
    assert out["rebuild_starts"] == 2
    assert out["rebuild"] < BOUND, out
    assert not set(out["after_rebuild"]) & set(drawing) and len(out["after_rebuild"]) == 2
    assert set(out["drawn_by"]) <= set(out["after_rebuild"])
