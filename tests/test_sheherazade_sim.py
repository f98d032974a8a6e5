"""Seeded random Sheherazade games under the foundation's invariants plus conservation of tiles,
and the non-leak checks: the stacks' order and the two-player hidden tile never reach the public
view, the other player's view, or the public image."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from render.sheherazade import draw
from render.theme import to_png
from rules.sheherazade.data import ALL_TILES, LAMP_COUNT, LAMP_LIMIT, ROUNDS, ROW_STACK, STACKS
from rules.sheherazade.engine import GAME, draw_count
from tests.engine_checks import play_checked, seeded_game, simulated_games

GAMES_PER_COUNT = simulated_games(300)
# The shared per-step checks dominate the time (JSON round trips of every view); applying every
# legal action (at most 5 here) costs little more than a sample of three, so the first
# EVERY_ACTION_GAMES games per player count apply all of them and the rest a sample.
EVERY_ACTION_GAMES = 100
# The first games of these player counts are also checked for leaks of hidden tiles.
LEAK_GAMES = {2: 12, 3: 10, 5: 6}


def tiles_in_play(state):
    tiles = [t for s in state["stacks"].values() for t in s] + state["out"] + state["offer"] + state["drawn"]
    tiles += state["discard"] + [t for t in (state["secret"], state["holding"]) if t is not None]
    for board in state["boards"]:
        tiles += [t for row in board["grid"] for t in row if t is not None]
        tiles += [t for t in board["dream"] if t is not None]
    return tiles


SORTED_TILES = sorted(ALL_TILES)


def check_invariants(state):
    players = state["players"]
    assert sorted(tiles_in_play(state)) == SORTED_TILES, "tiles were created, lost or duplicated"
    n = draw_count(players)
    assert all(len(state["stacks"][s]) % n == 0 for s in STACKS)
    rounds_left = 0 if state["over"] else ROUNDS - state["round"] + (state["phase"] == "stack")
    assert sum(len(state["stacks"][s]) for s in STACKS) == n * rounds_left
    for seat, board in enumerate(state["boards"]):
        grid = board["grid"]
        placed = []
        for r, row in enumerate(grid):
            for c, t in enumerate(row):
                if t is None:
                    continue
                assert t[0] == ROW_STACK[r], "a tile in the wrong row"
                placed.append(t)
                if c > 0:
                    touching = row[c - 1] is not None or (c + 1 < len(row) and row[c + 1] is not None)
                    touching = touching or any(grid[rr][c] is not None for rr in (r - 1, r + 1) if 0 <= rr < len(grid))
                    assert touching, "a tile touches nothing"
        dreams = [t for t in board["dream"] if t is not None]
        assert all(t[0] == "D" for t in dreams)
        lamps_placed = [t for t in placed if LAMP_COUNT.get(t)]
        assert set(board["flipped"]) <= set(lamps_placed)
        assert sorted(board["lamps"]) == sorted(t for t in lamps_placed if t not in board["flipped"])
        assert sum(LAMP_COUNT[t] for t in board["lamps"]) < LAMP_LIMIT
        count = len(placed) + len(dreams)
        if state["over"]:
            assert count == ROUNDS
        else:
            holding = state["holding"] is not None and state["current"] == seat
            assert count == state["round"] - 1 + (seat in state["picked"] and not holding)
        per_type = Counter(t[0] for t in placed + dreams)
        assert max(per_type.values(), default=0) <= ROUNDS // len(STACKS)
    assert len(set(state["picked"])) == len(state["picked"])
    if state["over"]:
        assert all(not s for s in state["stacks"].values()) and not state["offer"] and state["secret"] is None


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games(players):
    for seed in range(GAMES_PER_COUNT):
        state, moves = play_checked(
            GAME,
            players,
            seed,
            every_action=seed < EVERY_ACTION_GAMES,
            extra=check_invariants,
            keep=seed < LEAK_GAMES.get(players, 0),
        )
        assert state["over"] and len(moves) >= ROUNDS * 2


def shuffle_hidden(state, rng):
    """The same state with the hidden tiles (stack order, tiles left out, the Lookout's private draw
    and face-down tile) exchanged at random among themselves, type by type."""
    out = dict(state)
    out["stacks"] = {}
    new_out = []
    drawn = list(state["drawn"])
    secret = state["secret"]
    for stack in STACKS:
        pool = state["stacks"][stack] + [t for t in state["out"] if t[0] == stack]
        pool += [t for t in drawn if t[0] == stack] + ([secret] if secret and secret[0] == stack else [])
        rng.shuffle(pool)
        size = len(state["stacks"][stack])
        out["stacks"][stack], pool = pool[:size], pool[size:]
        if drawn and drawn[0][0] == stack:
            out["drawn"], pool = pool[: len(drawn)], pool[len(drawn) :]
        if secret and secret[0] == stack:
            out["secret"], pool = pool[0], pool[1:]
        new_out += pool
    out["out"] = sorted(new_out)
    assert Counter(tiles_in_play(out)) == Counter(ALL_TILES)
    return out


@pytest.mark.parametrize("players,games", sorted(LEAK_GAMES.items()))
def test_hidden_tiles_never_leak(players, games):
    names = [f"P{i}" for i in range(players)]
    images = 0
    for seed in range(games):  # the random simulation's games
        rng = random.Random(seed)
        for state in seeded_game(GAME, players, seed, every_action=seed < EVERY_ACTION_GAMES).states[:-1]:
            other = shuffle_hidden(state, rng)
            assert GAME.view(other, None) == GAME.view(state, None)
            for seat in range(players):
                if players == 2 and seat == state["lookout"] and (state["drawn"] or state["secret"]):
                    continue  # the Lookout alone knows its draw
                assert GAME.view(other, seat) == GAME.view(state, seat)
            private_draw = state["drawn"] or state["secret"]
            if (private_draw and state["round"] % 8 == 1) or state["move"] % 23 == 0:  # images are slow: a sample
                assert to_png(draw(GAME.view(other, None), names)) == to_png(draw(GAME.view(state, None), names))
                images += 1
    assert images >= games


def test_two_player_secret_visible_to_the_lookout_only():
    rng = random.Random(1)
    state = GAME.setup(2, 1)
    seen = 0
    while not GAME.is_over(state):
        lookout = state["lookout"]
        if state["secret"] is not None:
            secret = state["secret"]
            assert GAME.view(state, lookout)["private"] == {"secret": secret}
            assert secret not in str(GAME.view(state, 1 - lookout)) and secret not in str(GAME.view(state, None))
            seen += 1
        if state["drawn"]:
            assert GAME.view(state, lookout)["private"] == {"drawn": state["drawn"]}
            assert all(t not in str(GAME.view(state, None)) for t in state["drawn"])
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    assert seen >= 16
