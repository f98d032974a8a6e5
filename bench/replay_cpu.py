"""The CPU of one end-of-game replay GIF per title, drawn in this process (warm: best of the runs).

    python -m bench.replay_cpu [--game KEY ...] [--before PATH] [--runs N]

Each title's game is played at random (two players, a fixed seed) and its kept frames' spectators'
views go through ``render.replay.render_replay``. ``--before PATH``: another version of
render/replay.py (e.g. ``git show COMMIT:render/replay.py > /tmp/replay_before.py``), run
alternately with this one on the same views, with this checkout's renderers.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import time
from pathlib import Path
from types import ModuleType

import render.replay as current
from rules import available_keys, get_game


def views_of_a_game(key: str, seed: int = 3) -> list[dict]:
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(2, 5, {})
    views = [game.view(state, None)]
    while not game.is_over(state):
        seat = min(game.to_act(state))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
        views.append(game.view(state, None))
    return [views[i] for i in current.pick_frames(len(views))]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("replay_before", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", nargs="+", default=available_keys())
    parser.add_argument("--before", type=Path, default=None)
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args(argv)
    sides: list[tuple[str, ModuleType]] = [("this", current)]
    if args.before is not None:
        sides.insert(0, ("before", load(args.before)))
    for key in args.game:
        views = views_of_a_game(key)
        best: dict[str, float] = {}
        sizes: dict[str, int] = {}
        for _ in range(args.runs):
            for name, module in sides:
                started = time.process_time()
                data = module.render_replay(key, views, ["Ann", "Bob"], max_frames=len(views))
                best[name] = min(best.get(name, float("inf")), time.process_time() - started)
                sizes[name] = len(data)
        figures = ", ".join(f"{name} {best[name]:.2f} s ({sizes[name] / 1e6:.2f} MB)" for name, _ in sides)
        print(f"{key}: {len(views)} frames; {figures}; load average {os.getloadavg()[0]:.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
