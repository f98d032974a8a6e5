"""The seat that starts: a caller (the rematch) may name it to every game whose rules leave it open
(``rules.base.FIRST_SEAT``); a deal without it draws its first player as before.

Seeded deals of every title: naming the seat the deal would have drawn changes nothing, naming
another changes who starts and nothing else that was dealt, and a seat the game cannot have or a
game whose rules fix the starter is refused as a caller's mistake.
"""

from __future__ import annotations

import pytest

from rules import GAME_MODULES, get_game
from rules.base import FIRST_SEAT

# What each game deals besides who starts: the same seed deals these the same whoever starts.
DEALT = {
    "mountain-miners": ("board", "deck", "arrows", "n"),
    "nanga-parbat": ("mountain",),
    "paper-world": ("colours", "piles", "grids", "objectives"),
    "sheherazade": ("stacks", "out"),
    "solstis": ("pile", "display", "hands", "deck"),
}
SEEDS = range(1, 13)


def counts(key: str) -> range:
    game = get_game(key)
    return range(game.min_players, game.max_players + 1)


def starters(key: str, state) -> set[int]:
    """Who acts first in a dealt state: the first player, or in Nanga Parbat the other one, who
    places the guide before the first player's first turn."""
    first = get_game(key).first_seat(state)
    return {1 - first} if key == "nanga-parbat" else {first}


def test_every_title_is_listed():
    assert set(DEALT) == set(GAME_MODULES)


@pytest.mark.parametrize("key", sorted(DEALT))
def test_naming_the_first_seat_changes_only_who_starts(key):
    game = get_game(key)
    assert game.first_seat_free  # every title's spec draws its first player at random
    drawn_seats = set()
    for players in counts(key):
        for seed in SEEDS:
            drawn = game.setup(players, seed)
            first = game.first_seat(drawn)
            drawn_seats.add(first)
            assert game.to_act(drawn) == starters(key, drawn)
            # Naming the seat the seed would have drawn deals the very same game.
            assert game.setup(players, seed, {FIRST_SEAT: first}) == drawn
            for seat in range(players):
                named = game.setup(players, seed, {FIRST_SEAT: seat})
                assert game.first_seat(named) == seat
                assert game.to_act(named) == starters(key, named)
                assert {part: named[part] for part in DEALT[key]} == {part: drawn[part] for part in DEALT[key]}
                # The name is the caller's, not an option of the game: the state's options lack it.
                assert named["options"] == drawn["options"]
    assert len(drawn_seats) > 1  # the seeds do draw different first players


@pytest.mark.parametrize("key", sorted(DEALT))
def test_a_first_seat_the_game_cannot_have_is_refused(key):
    game = get_game(key)
    players = game.min_players
    for wrong in (-1, players, "0", True, 0.0):
        with pytest.raises(ValueError):
            game.setup(players, 1, {FIRST_SEAT: wrong})


def test_a_game_whose_rules_fix_the_starter_refuses_a_named_seat(monkeypatch):
    game = get_game("paper-world")
    monkeypatch.setattr(type(game), "first_seat_free", False)
    with pytest.raises(ValueError, match="fix who starts"):
        game.setup(2, 1, {FIRST_SEAT: 1})
    assert game.first_seat(game.setup(2, 1)) in (0, 1)
