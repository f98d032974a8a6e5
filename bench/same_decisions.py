"""Whether the AIs still decide exactly as they did at an earlier commit, and if so, carry the
AI-strength results over.

The AI-strength files (``bench/results/``) are keyed by a hash of the AI code and the game's rules,
so an edit of ``rules/search.py`` refuses every table's file, even one that only adds a setting that
some games turn on. This check says whether such an edit left a table's play unchanged: it plays the
same seeded games (the match's two levels, seats alternating as in ``bench.ai_strength``, a fixed
iteration count so that the search is deterministic) with the code of this checkout and with the code
of an earlier commit (checked out into a temporary git worktree), and compares every decision.

With ``--carry-over``, the records of a table and match whose decisions are all the same, written
by the earlier commit's code, are given the current code version (and the current search settings,
which must agree with theirs), and each says where it came from and how that was checked, so the
file can grow again instead of being played anew. Same decisions at a fixed iteration count do not
mean the same strength at a time budget: a change that makes a game's search faster or slower buys
a different number of iterations per second, so after one, play hard against normal again instead
of carrying it over (normal against random has no budget and carries over safely).

    python -m bench.same_decisions --commit c04fecb [--games sheherazade:2,mountain-miners:2]
        [--matches hard-normal,normal-random] [--seeds 3] [--iterations 150] [--carry-over]

It prints one line per table and match, and exits with 1 if any decision differs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

from bench import ai_strength
from bench.ai_strength import MATCHES, ROOT, TABLES, budget_fields, code_version, parse_tables, table_config

# Plays one game and prints its decisions as JSON. It runs inside either checkout, with that
# checkout's own rules of the bench for who sits where and how each level decides.
PLAY_ONE_GAME = """
import json, sys
from bench.ai_strength import Match, choose, seat_levels
from rules import get_game
from rules.search import game_search_config

key, players, seed, iterations = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
strong, weak = sys.argv[5], sys.argv[6]
game = get_game(key)
config = game_search_config(game, iterations=iterations)
levels = seat_levels(Match(key, players, seed, (strong, weak), config))
state = game.setup(players, seed)
decisions = []
while not game.is_over(state):
    seat = min(game.to_act(state))
    action = choose(levels[seat], game, state, seat, config, seed=seed * 100_003 + len(decisions))
    decisions.append(action)
    state = game.apply(state, seat, action).state
print(json.dumps(decisions))
"""

# Prints the code version the checkout's own bench gives a table and match.
OLD_VERSION = """
import sys
from bench.ai_strength import code_version
print(code_version(sys.argv[1], sys.argv[2] == "search"))
"""


def _run_in(tree: Path, script: str, *args: object) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", script, *map(str, args)],
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _output(process: subprocess.Popen) -> str:
    out, err = process.communicate()
    if process.returncode != 0:
        raise RuntimeError(f"a check failed to run:\n{err.strip()}")
    return out


def play_in(
    tree: Path, game: str, players: int, seed: int, iterations: int, sides: tuple[str, str]
) -> subprocess.Popen:
    """Start one game in the checkout at ``tree``; its decisions come out on stdout as JSON."""
    return _run_in(tree, PLAY_ONE_GAME, game, players, seed, iterations, *sides)


def first_difference(old: list[str], new: list[str]) -> int | None:
    """The index of the first decision that differs (a shorter game differs where it ends)."""
    for index, (before, after) in enumerate(zip(old, new)):
        if before != after:
            return index
    return None if len(old) == len(new) else min(len(old), len(new))


def compare_table(
    old_tree: Path, game: str, players: int, seeds: range, iterations: int, sides: tuple[str, str] = ("hard", "normal")
) -> str | None:
    """None if every decision of every seed is the same in both checkouts, else what differs."""
    for seed in seeds:
        # both checkouts play the seed at once: one core each
        old_run = play_in(old_tree, game, players, seed, iterations, sides)
        new_run = play_in(ROOT, game, players, seed, iterations, sides)
        old, new = json.loads(_output(old_run)), json.loads(_output(new_run))
        where = first_difference(old, new)
        if where is not None:
            return f"seed {seed} differs at decision {where} of {len(old)}"
    return None


def carry_over(path: Path, game: str, players: int, sides: tuple[str, str], old_version: str, provenance: dict) -> int:
    """Give the records of ``path`` written at ``old_version`` the current version; return how many.

    A record's search settings must be the current table's for its budget on every setting the
    record names (a setting added since takes its default value), else the file is refused.
    """
    uses_search = "hard" in sides
    version = code_version(game, uses_search)
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    carried = 0
    for record in records:
        if record["version"] != old_version:
            continue
        search = None
        if uses_search:
            search = asdict(table_config(game, players, budget_fields(record["budget"]), record["budget"]))
            if {key: search[key] for key in record["search"]} != record["search"]:
                raise ai_strength.MixedRunsError(
                    f"{path.name}: seed {record['seed']} was played with other search settings"
                )
        record.update(version=version, search=search, carried_over=provenance)
        carried += 1
    if carried:
        path.write_text("".join(json.dumps(record, sort_keys=True) + "\n" for record in records), encoding="utf-8")
    return carried


def results_files(game: str, players: int, sides: tuple[str, str]) -> list[Path]:
    """The current (not superseded) results files of one table and match, every budget and tag."""
    return sorted(ai_strength.RESULTS_DIR.glob(f"ai_strength-{game}-{players}p-{sides[0]}-{sides[1]}-*.jsonl"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].replace("\n", " "))
    parser.add_argument("--commit", required=True, help="the earlier commit to compare with")
    parser.add_argument("--games", default="", help="comma-separated keys, or key:players (default: every table)")
    parser.add_argument(
        "--matches", default="hard-normal", help=f"comma-separated strong-weak pairs ({', '.join(MATCHES)})"
    )
    parser.add_argument("--seeds", type=int, default=3, help="games per table (seeds 1 .. N)")
    parser.add_argument("--iterations", type=int, default=150, help="search iterations per hard decision")
    parser.add_argument(
        "--carry-over",
        action="store_true",
        help="give the earlier commit's records of unchanged tables the current version",
    )
    args = parser.parse_args()
    tables = parse_tables(args.games) if args.games else TABLES
    matches = [tuple(match.split("-")) for match in args.matches.split(",")]
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", args.commit], check=True, capture_output=True, text=True
    ).stdout.strip()
    differing = 0
    with tempfile.TemporaryDirectory() as scratch:
        old_tree = Path(scratch) / "old"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--quiet", "--detach", str(old_tree), commit], check=True
        )
        try:
            for game, players in tables:
                for sides in matches:
                    seeds = range(1, args.seeds + 1)
                    difference = compare_table(old_tree, game, players, seeds, args.iterations, sides)
                    verdict = "every decision the same" if difference is None else difference
                    print(
                        f"{game:16} {players}p {'-'.join(sides):14} seeds 1-{args.seeds},"
                        f" {args.iterations} iterations: {verdict}",
                        flush=True,
                    )
                    differing += difference is not None
                    if difference is None and args.carry_over:
                        old_version = _output(
                            _run_in(old_tree, OLD_VERSION, game, "search" if "hard" in sides else "none")
                        ).strip()
                        provenance = {
                            "from_version": old_version,
                            "from_commit": commit,
                            "check": f"bench.same_decisions: seeds 1-{args.seeds} at {args.iterations}"
                            " iterations, every decision the same",
                        }
                        for path in results_files(game, players, sides):
                            count = carry_over(path, game, players, sides, old_version, provenance)
                            print(f"    {path.name}: {count} records carried over from {old_version}", flush=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old_tree)], check=False)
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
