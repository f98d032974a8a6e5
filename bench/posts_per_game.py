"""Board posts per game in a thread: one post per move (before) against one post per human turn (after).

Plays seeded games of every game at its fewest and most players with the greedy AI deciding for
every seat, and counts the posts each publishing policy would make, from the policy's own pure
function (``services.turn_posts.starts_new_post``):

* before: the first board, one board per move, and the final scores;
* after: the first board, a new post whenever a human's turn begins (every other move edits the
  turn's post), and the final scores.

Seats 0..h-1 count as humans, for h = 1 and h = all seats (everyone human). Run:
``python -m bench.posts_per_game [--games N] [--kind greedy|random]``.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
from typing import Any

from rules import available_keys, get_game
from rules.ai import choose_action
from services.turn_posts import starts_new_post

# Options that make the longest games (every expansion on): the worst case for the thread.
RICHEST_OPTIONS: dict[str, dict[str, Any]] = {
    "mountain-miners": {"dark_tunnels": True, "gemshards": True, "golden_actions": True},
    "solstis": {"variant": "firefly"},
}


def acting_sequence(key: str, players: int, seed: int, kind: str) -> list[frozenset[int]]:
    """Who is to act at every version of one AI-played game, from the deal to the end."""
    game = get_game(key)
    state = game.setup(players, seed, RICHEST_OPTIONS.get(key, {}))
    acting = [frozenset(game.to_act(state))]
    while acting[-1]:
        seat = min(acting[-1])
        state = game.apply(state, seat, choose_action(kind, game, state, seat)).state
        acting.append(frozenset(game.to_act(state)))
    return acting


def posts(acting: list[frozenset[int]], humans: frozenset[int]) -> tuple[int, int]:
    """(before, after) numbers of posts for one game: first board and final scores included."""
    moves = len(acting) - 1
    turns = sum(starts_new_post(shown, now, humans) for shown, now in itertools.pairwise(acting))
    return moves + 2, turns + 2


def table(games: int, kind: str) -> list[str]:
    rows = [
        "| Game | Players | Humans | Posts before (one per move) | Posts after (one per human turn) |",
        "|---|---|---|---|---|",
    ]
    for key in available_keys():
        game = get_game(key)
        for players in sorted({game.min_players, game.max_players}):
            sequences = [acting_sequence(key, players, seed, kind) for seed in range(games)]
            for humans in sorted({1, players}):
                counted = [posts(seq, frozenset(range(humans))) for seq in sequences]
                before = statistics.mean(b for b, _ in counted)
                after = statistics.mean(a for _, a in counted)
                rows.append(f"| {game.title} | {players} | {humans} | {before:.0f} | {after:.0f} |")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games per row (mean shown)")
    parser.add_argument("--kind", default="greedy", choices=("greedy", "random"))
    args = parser.parse_args()
    print(f"Posts per game, mean of {args.games} seeded {args.kind}-AI games, every expansion on:")
    print("\n".join(table(args.games, args.kind)))


if __name__ == "__main__":
    main()
