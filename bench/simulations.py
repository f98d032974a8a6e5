"""The long seeded simulations: every random-game test with its full number of games.

`make test` plays 40% of the games of each long simulation (``tests.engine_checks.simulated_games``)
to keep the suite within its time budget; this runs the same tests, with the same checks at every
step, over all of them (200 Mountain Miners games per configuration, 300 per player count, option
set or variant in the other games, 200 Solstis games of greedy against random) and prints how long
each file took. The checks that run over a simulation's games (non-leak, activations) look at the
same first games in both runs.

    python -m bench.simulations [--workers 2] [pytest arguments, e.g. -k mountain]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIMULATION_FILES = sorted(
    str(path.relative_to(ROOT))
    for path in [*(ROOT / "tests").glob("test_*_sim.py"), ROOT / "tests" / "test_paper_world_ai.py"]
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="pytest-xdist workers (default 2)")
    args, pytest_args = parser.parse_known_args()
    env = {**os.environ, "TABLETOP_FULL_SIMULATIONS": "1"}
    failed = 0
    for path in SIMULATION_FILES:
        started = time.perf_counter()
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", path, *pytest_args]
        if args.workers > 1:
            command += ["-n", str(args.workers)]
        outcome = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        last = (outcome.stdout.strip().splitlines() or ["(no output)"])[-1]
        print(f"{path:40} {time.perf_counter() - started:7.1f} s  {last}", flush=True)
        if outcome.returncode not in (0, 5):  # 5: -k selected nothing in this file
            failed += 1
            print(outcome.stdout[-4000:], outcome.stderr[-2000:], sep="\n")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
