"""The share of decisions a player could take back, per title, over seeded random games.

    python -m bench.undoable_share [--games 10] [--players N]

Every decision of every seat is counted (as if each seat were a person); a decision counts as
undoable when :func:`rules.base.can_take_back` allows it: the same rule the table's Undo and the
"confirm moves that cannot be taken back" setting use. Random play, so the figures describe the
rule, not good play. Prints one line per title: decisions, undoable ones, and the share.
"""

from __future__ import annotations

import argparse
import random

from rules import available_keys, get_game
from rules.base import can_take_back


def share(key: str, games: int, players: int | None) -> tuple[int, int]:
    """(decisions, undoable decisions) over ``games`` seeded random games of ``key``."""
    game = get_game(key)
    seats = players or game.min_players
    decisions = undoable = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = game.setup(seats, seed, {})
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            action = rng.choice(game.legal_actions(state, seat)).id
            transition = game.apply(state, seat, action)
            decisions += 1
            undoable += can_take_back(game, state, seat, transition)
            state = transition.state
    return decisions, undoable


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=None, help="players per game (default: the fewest)")
    args = parser.parse_args()
    for key in available_keys():
        decisions, undoable = share(key, args.games, args.players)
        print(f"{key:16} decisions {decisions:6d}  undoable {undoable:6d}  share {undoable / max(1, decisions):6.1%}")


if __name__ == "__main__":
    main()
