"""Whether the AI still decides exactly as it did at an earlier commit.

The AI-strength files (``bench/results/``) are keyed by a hash of the AI code and the game's rules,
so an edit of ``rules/search.py`` refuses every table's file, even one that only adds a setting that
some games turn on. This check says whether such an edit left a table's play unchanged: it plays the
same seeded games (hard against normal, seats alternating, a fixed iteration count so that the
search is deterministic) with the code of this checkout and with the code of an earlier commit
(checked out into a temporary git worktree), and compares every decision.

    python -m bench.same_decisions --commit 6b4a521 [--games sheherazade:2,mountain-miners:2]
        [--seeds 3] [--iterations 150]

It prints one line per table and exits with 1 if any decision differs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.ai_strength import ROOT, TABLES, parse_tables

# Plays one game and prints its decisions as JSON. It runs inside either checkout, so it uses only
# calls that every version since the search was added has had.
PLAY_ONE_GAME = """
import json, sys
from rules import get_game
from rules.ai import greedy_action
from rules.search import game_search_config, search_action

key, players, seed, iterations = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
game = get_game(key)
config = game_search_config(game, iterations=iterations)
state = game.setup(players, seed)
decisions = []
while not game.is_over(state):
    seat = min(game.to_act(state))
    if (seat + seed) % 2 == 0:
        action = search_action(game, state, seat, config, seed=seed * 100_003 + len(decisions))
    else:
        action = greedy_action(game, state, seat)
    decisions.append(action)
    state = game.apply(state, seat, action).state
print(json.dumps(decisions))
"""


def play_in(tree: Path, game: str, players: int, seed: int, iterations: int) -> subprocess.Popen:
    """Start one game in the checkout at ``tree``; its decisions come out on stdout as JSON."""
    return subprocess.Popen(
        [sys.executable, "-c", PLAY_ONE_GAME, game, str(players), str(seed), str(iterations)],
        cwd=tree, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def decisions_of(process: subprocess.Popen) -> list[str]:
    out, err = process.communicate()
    if process.returncode != 0:
        raise RuntimeError(f"a game failed to play:\n{err.strip()}")
    return json.loads(out)


def first_difference(old: list[str], new: list[str]) -> int | None:
    """The index of the first decision that differs (a shorter game differs where it ends)."""
    for index, (before, after) in enumerate(zip(old, new)):
        if before != after:
            return index
    return None if len(old) == len(new) else min(len(old), len(new))


def compare_table(old_tree: Path, game: str, players: int, seeds: range, iterations: int) -> str | None:
    """None if every decision of every seed is the same in both checkouts, else what differs."""
    for seed in seeds:
        # both checkouts play the seed at once: one core each
        old_run = play_in(old_tree, game, players, seed, iterations)
        new_run = play_in(ROOT, game, players, seed, iterations)
        old, new = decisions_of(old_run), decisions_of(new_run)
        where = first_difference(old, new)
        if where is not None:
            return f"seed {seed} differs at decision {where} of {len(old)}"
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", required=True, help="the earlier commit to compare with")
    parser.add_argument("--games", default="", help="comma-separated keys, or key:players (default: every table)")
    parser.add_argument("--seeds", type=int, default=3, help="games per table (seeds 1 .. N)")
    parser.add_argument("--iterations", type=int, default=150, help="search iterations per hard decision")
    args = parser.parse_args()
    tables = parse_tables(args.games) if args.games else TABLES
    differing = 0
    with tempfile.TemporaryDirectory() as scratch:
        old_tree = Path(scratch) / "old"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--quiet", "--detach", str(old_tree), args.commit], check=True)
        try:
            for game, players in tables:
                difference = compare_table(old_tree, game, players, range(1, args.seeds + 1), args.iterations)
                verdict = "every decision the same" if difference is None else difference
                print(f"{game:16} {players}p  seeds 1-{args.seeds}, {args.iterations} iterations: {verdict}", flush=True)
                differing += difference is not None
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old_tree)], check=False)
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
