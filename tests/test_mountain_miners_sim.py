"""Mountain Miners: seeded random simulations with the foundation's invariants, tile conservation,
and the greedy AI against the random AI."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.ai import greedy_action, random_action
from rules.mountain_miners import GAME
from rules.mountain_miners.engine import SETS
from tests.engine_checks import play_checked

GAMES_PER_COUNT = 200
# Checking every legal action at every step costs ~5x a plain step: the first EVERY_ACTION_GAMES
# seeds of each player count apply every legal action, the rest a random sample of 3 per step.
EVERY_ACTION_GAMES = 10


def expected_icons(options: dict) -> Counter:
    counts: Counter = Counter()
    for name in GAME.enabled_sets(GAME.resolve_options(options, 2)):
        counts.update(SETS[name])
    return counts


def conservation(options: dict):
    expected = expected_icons(options)

    def check(state: dict) -> None:
        tiles = [t for t in state["board"] if t is not None] + state["deck"] + state["discard"] + state["removed"]
        for coll in state["coll"]:
            tiles += coll
        ids = [t["id"] for t in tiles]
        assert sorted(ids) == list(range(state["pool_size"])), "a tile was lost or duplicated"
        icons: Counter = Counter()
        for tile in tiles:
            icons.update(tile["icons"])
        assert icons == expected
        assert state["move"] >= 0

    return check


@pytest.mark.parametrize("players", range(2, 7))
def test_random_games_base(players):
    options: dict = {}
    check = conservation(options)
    lengths = []
    for seed in range(GAMES_PER_COUNT):
        state, moves = play_checked(GAME, players, seed, options, every_action=seed < EVERY_ACTION_GAMES, extra=check)
        assert state["over"] and not GAME.board_has_gems(state)
        assert state["move"] == len(moves)
        lengths.append(len(moves))
    assert min(lengths) >= 20  # at least the 26 gems' worth of grabs spread over the turns


@pytest.mark.parametrize("options", [
    {"harder": True},
    {"quick_start": "actions"},
    {"quick_start": "any", "quick_secret": True},
    {"quick_start": "actions", "quick_arrow": True},
    {"map_size": 5},
])
def test_random_games_variants(options):
    check = conservation(options)
    for players in (2, 4, 6):
        for seed in range(20):
            play_checked(GAME, players, seed, options, every_action=seed < 5, extra=check)


def play_ai(seed: int, greedy_seat: int, options: dict | None = None) -> list[int]:
    state = GAME.setup(2, seed, options or {})
    while not GAME.is_over(state):
        seat = next(iter(GAME.to_act(state)))
        chooser = greedy_action if seat == greedy_seat else random_action
        state = GAME.apply(state, seat, chooser(GAME, state, seat)).state
    return GAME.result(state).winners


def test_greedy_beats_random():
    games = 100
    wins = sum(1 for seed in range(games) if play_ai(seed, seed % 2) == [seed % 2])
    assert wins >= 70, f"greedy won only {wins} of {games}"
