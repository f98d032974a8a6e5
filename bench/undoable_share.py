"""The share of decisions a player could take back, and the second looks a turn asks, per title,
over seeded random games.

    python -m bench.undoable_share [--games 10] [--players N]

Every decision of every seat is counted (as if each seat were a person); a decision counts as
undoable when :func:`rules.base.can_take_back` allows it: the same rule the table's Undo and the
"confirm moves that cannot be taken back" setting use. With that setting on, a player is asked
(the second look, :func:`rules.second_look.why_final`) on the first decision of a turn that cannot
be taken back; "every final" counts instead a second look on each such decision (the rule before it
was asked once a turn). A turn ends with the decision after which its mover is no longer to act (or
the game is over). Random play, so the figures describe the rules, not good play. Prints one line
per title: decisions, undoable ones and the share, turns, and second looks per turn both ways (with
the most in one turn).
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass

from rules import available_keys, get_game
from rules.base import can_take_back
from rules.second_look import past_return_after, why_final


@dataclass
class Tally:
    """What :func:`tally` counts over a title's games."""

    decisions: int = 0
    undoable: int = 0
    turns: int = 0
    asked: int = 0  # second looks, once a turn
    asked_every: int = 0  # second looks on every decision that cannot be taken back
    most_in_a_turn: int = 0  # the most second looks in one turn, once a turn
    most_every: int = 0  # the same, on every final decision


def tally(key: str, games: int, players: int | None) -> Tally:
    """Decisions, undoable ones, turns and second looks over ``games`` seeded random games of ``key``."""
    game = get_game(key)
    seats = players or game.min_players
    out = Tally()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.setup(seats, seed, {})
        past: frozenset[int] = frozenset()
        in_turn: dict[int, tuple[int, int]] = {}  # seat: second looks so far in its turn (once, every)
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            action = rng.choice(game.legal_actions(state, seat)).id
            transition = game.apply(state, seat, action)
            out.decisions += 1
            reversible = can_take_back(game, state, seat, transition)
            out.undoable += reversible
            once, every = in_turn.get(seat, (0, 0))
            once += why_final(game, state, seat, action, past) is not None
            every += not reversible
            past = past_return_after(game, state, seat, transition, past)
            state = transition.state
            if seat in game.to_act(state) and not game.is_over(state):
                in_turn[seat] = (once, every)
                continue
            in_turn.pop(seat, None)
            out.turns += 1
            out.asked += once
            out.asked_every += every
            out.most_in_a_turn = max(out.most_in_a_turn, once)
            out.most_every = max(out.most_every, every)
    return out


def share(key: str, games: int, players: int | None) -> tuple[int, int]:
    """(decisions, undoable decisions) over ``games`` seeded random games of ``key``."""
    counted = tally(key, games, players)
    return counted.decisions, counted.undoable


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=None, help="players per game (default: the fewest)")
    args = parser.parse_args()
    for key in available_keys():
        t = tally(key, args.games, args.players)
        turns = max(1, t.turns)
        share = t.undoable / max(1, t.decisions)
        print(
            f"{key:16} decisions {t.decisions:6d}  undoable {t.undoable:6d}  share {share:6.1%}"
            f"  turns {t.turns:5d}  asked {t.asked:5d} ({t.asked / turns:.2f} a turn, most {t.most_in_a_turn})"
            f"  every final {t.asked_every:5d} ({t.asked_every / turns:.2f} a turn, most {t.most_every})"
        )


if __name__ == "__main__":
    main()
