"""Worker pools and the event loop: how long the loop stalls when pools start, and how long a live
board waits when replay frames are being drawn.

Stalls: each run is a fresh process (so a fresh fork server) with a probe task on its event loop
(``services.loop_stalls``) that records the longest time the loop went without running. ``thread``
is the bot's way: every pool started in threads before the first interaction
(``ImageService.start``, ``AIPool.start``), then a first game (a board, a hard decision, a replay
frame, the end-of-game replay), then a drawing worker killed and its pool rebuilt. ``loop`` is how
pools started before: inside the first ``submit``, on the event loop (the drawing pool through the
fork server, the hard AI's by spawning), and again on the loop after a worker died.

Frames: the time of one live board (Solstis, drawn in the drawing pool of 2 processes), alone and
asked right after 12 frames of ``/game replay`` were sent: ``own`` draws the frames in their own
process at niceness 5 (the bot's way), ``shared`` in the live boards' pool, first come first served
(as before 2026-12-02).

    python -m bench.worker_pools [--repeat 5] [--rounds 8]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bench.stats import percentile, summary_ms

GAME, NAMES, SEED = "solstis", ["Ann", "Bob"], 3
FRAMES = 12


def first_legal_moves(game_key: str, moves: int, seed: int = SEED) -> list[tuple[int, str]]:
    """(seat, action id) of ``moves`` moves of a 2-player game, each the first legal action."""
    from rules import get_game

    game = get_game(game_key)
    state, played = game.setup(2, seed), []
    for _ in range(moves):
        seat = min(game.to_act(state))
        action = game.legal_actions(state, seat)[0].id
        played.append((seat, action))
        state = game.apply(state, seat, action).state
    return played


async def stalls(mode: str) -> dict[str, float]:
    """The longest loop stalls (seconds) over a start, a first game and a killed worker's rebuild."""
    from rules import get_game
    from services.ai_pool import AIPool
    from services.images import ImageService, ReplayView, SeatView
    from services.loop_stalls import LoopStalls
    from services.worker_processes import fork_server_context, watch_bot

    probe = LoopStalls().start()
    await probe.take()
    out: dict[str, float] = {}
    loop = asyncio.get_running_loop()
    if mode == "loop":  # the pools as they started before: in the first submission, on the loop
        drawing = ProcessPoolExecutor(
            2, mp_context=fork_server_context(), initializer=watch_bot, initargs=(os.getpid(),)
        )
        import multiprocessing

        ai = ProcessPoolExecutor(
            2, mp_context=multiprocessing.get_context("spawn"), initializer=watch_bot, initargs=(os.getpid(),)
        )
        worker = await loop.run_in_executor(drawing, os.getpid)
        await loop.run_in_executor(ai, os.getpid)
        out["start + first game"] = await probe.take()
        os.kill(worker, signal.SIGKILL)
        await asyncio.sleep(0.3)
        drawing.shutdown(wait=False, cancel_futures=True)
        drawing = ProcessPoolExecutor(
            2, mp_context=fork_server_context(), initializer=watch_bot, initargs=(os.getpid(),)
        )
        await probe.take()
        await loop.run_in_executor(drawing, os.getpid)
        out["rebuild after a killed worker"] = await probe.take()
        drawing.shutdown(wait=False, cancel_futures=True)
        ai.shutdown(wait=False, cancel_futures=True)
    else:
        images, pool = ImageService(processes=2), AIPool(workers=2)
        await asyncio.gather(images.start(), pool.start())
        out["start"] = await probe.take()
        game = get_game(GAME)
        state = game.setup(2, SEED)
        await images.images((1, 1, None, "en-US"), GAME, SeatView(GAME, state, None), NAMES)
        await pool.decide(GAME, state, min(game.to_act(state)), "hard", 0.05)
        await images.replay_frame((1, 0, None, "en-US"), GAME, ReplayView(GAME, 2, SEED, {}, ()), NAMES)
        await images.in_replay_process(os.getpid)
        out["first game"] = await probe.take()
        started = images._processes.started
        assert started is not None
        os.kill(next(iter(started._processes)), signal.SIGKILL)
        await asyncio.sleep(0.3)
        await probe.take()
        await asyncio.gather(*(images.run(os.getpid) for _ in range(3)))
        out["rebuild after a killed worker"] = await probe.take()
        images.close()
        pool.close()
    await probe.stop()
    return out


async def frames(mode: str, rounds: int) -> dict[str, list[float]]:
    """Seconds of one live board, alone and right after ``FRAMES`` replay frames were sent."""
    from rules import get_game
    from services.images import ImageService, ReplayView, SeatView

    game = get_game(GAME)
    played = first_legal_moves(GAME, FRAMES * 2)
    state = game.setup(2, SEED)
    images = ImageService(processes=2)
    await images.start()
    out: dict[str, list[float]] = {"alone": [], "after frames": []}
    version = 0

    async def live() -> float:
        nonlocal version
        version += 1
        began = time.perf_counter()
        await images.images((1, version, None, "en-US"), GAME, SeatView(GAME, state, None), NAMES)
        return time.perf_counter() - began

    for _ in range(3):  # warm: fonts and palettes loaded in every worker
        await asyncio.gather(live(), live())
    for game_id in range(2, rounds + 2):
        out["alone"].append(await live())
        views = [ReplayView(GAME, 2, SEED, {}, tuple(played[:n])) for n in range(FRAMES, FRAMES * 2)]
        keys = [(game_id, n, None, "en-US") for n in range(FRAMES, FRAMES * 2)]
        draw = images.replay_frame if mode == "own" else images.images  # images(): the live boards' pool
        sent = [asyncio.ensure_future(draw(key, GAME, view, NAMES)) for key, view in zip(keys, views, strict=True)]
        await asyncio.sleep(0)
        out["after frames"].append(await live())
        await asyncio.gather(*sent)
    images.close()
    return out


def child(arguments: argparse.Namespace) -> None:
    if arguments.child == "stalls":
        result: Any = asyncio.run(stalls(arguments.mode))
    else:
        result = asyncio.run(frames(arguments.mode, arguments.rounds))
    print(json.dumps(result), flush=True)


def run_child(*args: str) -> Any:  # noqa: ANN401 - the JSON line the child printed: any JSON value
    done = subprocess.run(
        [sys.executable, "-m", "bench.worker_pools", *args], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="fresh processes per way of starting the pools")
    parser.add_argument("--rounds", type=int, default=8, help="live boards timed per way of drawing frames")
    parser.add_argument("--child", choices=("stalls", "frames"), help=argparse.SUPPRESS)
    parser.add_argument("--mode", default="thread", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.child:
        child(arguments)
        return
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for mode, label in (("loop", "pools started on the loop (before)"), ("thread", "pools started in threads (now)")):
        runs = [run_child("--child", "stalls", "--mode", mode) for _ in range(arguments.repeat)]
        print(f"\nlongest event-loop stall, {label}, {arguments.repeat} fresh processes:")
        for phase in runs[0]:
            samples = [run[phase] for run in runs]
            print(f"  {phase:32s} p50 {percentile(samples, 0.5) * 1000:7.1f} ms  max {max(samples) * 1000:7.1f} ms")
    for mode, label in (("shared", "frames in the live pool (before)"), ("own", "frames in their own process (now)")):
        result = run_child("--child", "frames", "--mode", mode, "--rounds", str(arguments.rounds))
        print(f"\nlive board, {label}:")
        print(f"  alone                  {summary_ms(result['alone'])}")
        print(f"  after {FRAMES} frames sent   {summary_ms(result['after frames'])}")


if __name__ == "__main__":
    main()
