"""The review of a finished game (rules.review): per title on a seeded game, and blind to what was
hidden from the player (resampling every hidden part of every decision changes nothing)."""

from __future__ import annotations

import random

import pytest

from rules import available_keys, get_game
from rules.ai import greedy_action, random_action
from rules.base import Game
from rules.review import KEPT, Decision, Finding, decisions_of, review

SEED = 3

# Seat 0 plays at random, seat 1 greedy: the review of seat 0 under the default budget, as
# (move, the player's action, the hard AI's action, points expected for each).
EXPECTED = {
    "mountain-miners": [
        (31, "end", "play:arrow_lock", 8, 8),
        (39, "swap2:4,4", "swap2:1,2", 11, 11),
        (33, "grab:4,5", "play:arrow_lock", 4, 8),
    ],
    "solstis": [
        (5, "play:3-2+3-10", "play:1-4+5-4", 4, 3),
        (25, "play:2-2+2-1", "play:4-4+4-8", 7, 6),
        (23, "play:1-2+1-10", "play:4-4+5-4", 8, 9),
    ],
    "nanga-parbat": [
        (102, "end", "act:tahr", 16, 16),
        (101, "trap:1.2", "trap:1.1", 16, 16),
        (21, "claim:2.5", "skip", 4, 2),
    ],
    "paper-world": [
        (25, "place:B2:-1,-2", "place:K1:-1,-2", -2, 7),
        (37, "place:K4:1,0", "place:B1s:-1,0", 0, 2),
        (63, "take:c:G", "place:K3s:1,-1", 5, 10),
    ],
    "sheherazade": [
        (44, "take:L08", "take:hidden", 16, 29),
        (35, "take:M07", "take:hidden", 6, 17),
        (66, "take:hidden", "take:M05", 40, 48),
    ],
}


def seeded_game(key: str) -> tuple[Game, list[tuple[int, str, bool]]]:
    """A whole 2-player game: seat 0 at random, seat 1 greedy, every move by its player."""
    game = get_game(key)
    state = game.setup(2, SEED, {})
    played = []
    while not game.is_over(state):
        mover = min(game.to_act(state))
        if mover == 0:
            action = random_action(game, state, mover, salt=str(len(played)))
        else:
            action = greedy_action(game, state, mover)
        played.append((mover, action, False))
        state = game.apply(state, mover, action).state
    return game, played


def summary(findings: list[Finding]) -> list[tuple[int, str, str, int, int]]:
    return [(f.number, f.chosen, f.preferred, f.chosen_points, f.preferred_points) for f in findings]


@pytest.mark.parametrize("key", available_keys())
def test_a_seeded_game_gets_its_three_largest_falls(key):
    game, played = seeded_game(key)
    decisions = list(decisions_of(game, 2, SEED, {}, played, 0))
    findings = review(game, 0, decisions)
    assert summary(findings) == EXPECTED[key]
    assert len(findings) == KEPT
    assert [f.fall for f in findings] == sorted((f.fall for f in findings), reverse=True) and findings[-1].fall > 0
    by_number = {d.number: d for d in decisions}
    for finding in findings:
        decision = by_number[finding.number]
        legal = {action.id: action.label for action in game.legal_actions(decision.state, 0)}
        # the labels are what the picker showed for those two choices at that decision
        assert legal[finding.chosen] == finding.chosen_label and legal[finding.preferred] == finding.preferred_label
        assert finding.chosen == played[finding.number - 1][1] != finding.preferred
        assert Finding.from_json(finding.to_json()) == finding


def test_moves_the_ai_made_for_the_player_are_not_reviewed():
    game, played = seeded_game("sheherazade")
    taken_over = [(mover, action, mover == 0 and number >= 40) for number, (mover, action, _) in enumerate(played, 1)]
    numbers = [d.number for d in decisions_of(game, 2, SEED, {}, taken_over, 0)]
    assert numbers and max(numbers) < 40
    assert all(played[n - 1][0] == 0 for n in numbers)


@pytest.mark.parametrize("key", ["solstis", "paper-world", "sheherazade"])
def test_resampling_what_was_hidden_from_the_player_changes_nothing(key):
    """Every decision's state replaced by another the player could not tell from it: the hidden
    parts (the opponent's hand, the deck's order, face-down tiles) and the random seed drawn
    afresh from another generator, the player's view and public history the same."""
    game, played = seeded_game(key)
    decisions = list(decisions_of(game, 2, SEED, {}, played, 0))
    real = review(game, 0, decisions)
    rng = random.Random(99)
    resampled = []
    for decision in decisions:
        other = game.determinize(decision.state, 0, rng)
        assert game.view(other, 0) == game.view(decision.state, 0)
        resampled.append(Decision(decision.number, other, decision.action_id))
    # the test can fail: the hidden parts really differ, not only the seed
    hidden = [
        {k: v for k, v in d.state.items() if k not in ("seed", "rng_counter")}
        != {k: v for k, v in r.state.items() if k not in ("seed", "rng_counter")}
        for d, r in zip(decisions, resampled)
    ]
    assert sum(hidden) > len(decisions) // 2
    assert review(game, 0, resampled) == real
