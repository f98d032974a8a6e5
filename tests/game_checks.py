"""Each game's own invariants and hidden-part shufflers, shared by the tests of several files.

The invariants (conservation of every component, and each game's own rules of a legal state) are
checked at every step of the seeded simulations (``tests/test_*_sim.py``, through
``tests.engine_checks.play_checked``'s ``extra``), of the determinisation checks and of hand-made
positions. A shuffler returns the same state with what no one sees (hands, piles, stacks) swapped
around among the hidden places: the public view and image of the two must be the same.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

from rules.base import clone_state
from rules.mountain_miners import GAME as MOUNTAIN_MINERS
from rules.mountain_miners.data import enabled_sets
from rules.mountain_miners.engine import SETS
from rules.nanga_parbat import board as B
from rules.paper_world.engine import CODE, COL, HAND_LIMIT, OBJECTIVE_TOKENS, SCI, VAL, deck_for, parse_cell
from rules.sheherazade.data import ALL_TILES, LAMP_COUNT, LAMP_LIMIT, ROUNDS, ROW_STACK, STACKS
from rules.sheherazade.engine import draw_count
from rules.solstis.board import CELLS, EVIL, FIREFLIES, RAINBOWS, spirits_for


# ---------------------------------------------------------------------- Mountain Miners
def mountain_miners_icons(options: dict) -> Counter:
    """How many of each icon the tiles of the sets ``options`` play with carry."""
    counts: Counter = Counter()
    for name in enabled_sets(MOUNTAIN_MINERS.resolve_options(options, 2)):
        counts.update(SETS[name])
    return counts


def mountain_miners_conservation(options: dict):
    """Board + deck + collections + used actions + removed tiles = the pool, each tile exactly once."""
    expected = mountain_miners_icons(options)

    def check(state: dict) -> None:
        tiles = [t for t in state["board"] if t is not None] + state["deck"] + state["discard"] + state["removed"]
        for coll in state["coll"]:
            tiles += coll
        assert len(tiles) == state["pool_size"]
        assert {t["id"] for t in tiles} == set(range(state["pool_size"])), "a tile was lost or duplicated"
        icons: Counter = Counter()
        for tile in tiles:
            icons.update(tile["icons"])
        assert icons == expected
        assert len(state["board"]) == state["n"] ** 2

    return check


# ---------------------------------------------------------------------- Nanga Parbat
def nanga_parbat_conservation(state) -> None:
    mountain = state["mountain"]
    assert len(mountain) == B.CELLS
    pending = state["pending"]
    paying = []
    if state["phase"] == "pick" and B.CHART_ROW_KEYS[pending["row"]] != "camps":
        paying = [item.split(".")[0] for item in pending["picked"]]
    for kind in B.KINDS:
        held = sum(sum(board[kind]) for board in state["boards"])
        assert mountain.count(kind) + held + state["discard"][kind] + paying.count(kind) == B.KIND_COUNT[kind], kind
        assert all(n >= 0 for board in state["boards"] for n in board[kind])
    for seat in range(2):
        hikers, camps = mountain.count(f"h{seat}"), mountain.count(f"c{seat}")
        assert state["stock"][seat] + hikers + state["removed"][seat] == B.HIKERS
        assert state["camps"][seat] + camps == B.CAMPS and camps == state["removed"][seat]
        placed = sum(row.count(seat) for row in state["chart"])
        assert state["cubes"][seat] + placed == B.CUBES and state["cubes"][seat] >= 0
        assert state["score"][seat] == sum(state["breakdown"][seat].values())
    # the path rule: the markers never share a space but 0
    assert state["score"][0] != state["score"][1] or state["score"][0] == 0
    # turns alternate and each places one hiker
    placed_hikers = [B.HIKERS - s for s in state["stock"]]
    assert abs(placed_hikers[0] - placed_hikers[1]) <= 1
    assert state["move"] >= 0 and (state["guide"] is None or 1 <= state["guide"] <= B.REGIONS)


# ---------------------------------------------------------------------- Paper World
def paper_world_invariants(state):
    players = state["players"]
    cards = [c for p in state["piles"] for c in p]
    for seat in range(players):
        cards += state["hands"][seat] + state["discards"][seat]
        for stack in state["grids"][seat].values():
            cards += stack
    assert sorted(cards) == sorted(deck_for(players)), "cards were created or lost"
    for grid in state["grids"]:
        cells = [parse_cell(k) for k in grid]
        assert max(x for x, _ in cells) - min(x for x, _ in cells) < 3
        assert max(y for _, y in cells) - min(y for _, y in cells) < 3
        for stack in grid.values():
            assert len({COL[c] for c in stack}) == 1, "a stack changed colour"
            assert VAL[stack[0]] in (1, 2)
            assert all(VAL[b] - VAL[a] in (1, 2) for a, b in itertools.pairwise(stack)), "a stack does not ascend"
    if state["phase"] == "turn" or state["over"]:
        assert all(len(h) <= HAND_LIMIT for h in state["hands"])
    if state["scissors"] is not None:
        seat, key = state["scissors"]
        assert SCI[state["grids"][seat][key][-1]], "the token must sit on a visible scissors card"
    for objective in state["objectives"]:
        values = sorted(objective["tokens"] + [v for _, v in objective["taken"]], reverse=True)
        assert values == OBJECTIVE_TOKENS
        seats = [s for s, _ in objective["taken"]]
        assert len(seats) == len(set(seats))
    assert state["skipped"] <= 1


def paper_world_shuffle_hidden(state, rng):
    """The same state with every hidden card (hands, discards, pile cards under the top) swapped
    around among the hidden places, sizes kept."""
    players = state["players"]
    slots = [state["hands"][s] for s in range(players)] + [state["discards"][s] for s in range(players)]
    hidden = [c for slot in slots for c in slot]
    unders = [pile[:-1] for pile in state["piles"]]
    hidden += [c for u in unders for c in u]
    rng.shuffle(hidden)
    out = dict(state)
    position = 0

    def refill(n):
        nonlocal position
        chunk = hidden[position : position + n]
        position += n
        return chunk

    out["hands"] = [sorted(refill(len(h))) for h in state["hands"]]
    out["discards"] = [refill(len(d)) for d in state["discards"]]
    out["piles"] = [[*refill(len(p) - 1), p[-1]] if p else [] for p in state["piles"]]
    return out


def paper_world_signature(state: dict) -> dict:
    """Paper World cards named by their code: copies of one card are interchangeable."""
    out = dict(state)
    out["piles"] = [[CODE[c] for c in pile] for pile in state["piles"]]
    out["hands"] = [sorted(CODE[c] for c in hand) for hand in state["hands"]]
    out["discards"] = [sorted(CODE[c] for c in d) for d in state["discards"]]
    out["grids"] = [{k: [CODE[c] for c in stack] for k, stack in grid.items()} for grid in state["grids"]]
    out["placed"] = [CODE[c] for c in state["placed"]]
    return out


# ---------------------------------------------------------------------- Sheherazade
def sheherazade_tiles(state):
    tiles = [t for s in state["stacks"].values() for t in s] + state["out"] + state["offer"] + state["drawn"]
    tiles += state["discard"] + [t for t in (state["secret"], state["holding"]) if t is not None]
    for board in state["boards"]:
        tiles += [t for row in board["grid"] for t in row if t is not None]
        tiles += [t for t in board["dream"] if t is not None]
    return tiles


SHEHERAZADE_TILES_SORTED = sorted(ALL_TILES)


def sheherazade_invariants(state):
    players = state["players"]
    assert sorted(sheherazade_tiles(state)) == SHEHERAZADE_TILES_SORTED, "tiles were created, lost or duplicated"
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


def sheherazade_shuffle_hidden(state, rng):
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
    assert Counter(sheherazade_tiles(out)) == Counter(ALL_TILES)
    return out


# ---------------------------------------------------------------------- Solstis
def solstis_conservation(state: dict) -> None:
    """All 48 Land tiles, 12 rainbows, the spirits and the Fireflies are each somewhere exactly once."""
    tiles = list(state["pile"]) + state["hands"][0] + state["hands"][1] + list(state["removed"])
    for entry in state["display"]:
        tiles += [t for t in (entry["up"], entry["down"]) if t]
    for pan in state["pan"]:
        tiles += [c for c, kind in pan["cells"].items() if kind == "L"]
    if state["turn"]["revealed"]:
        tiles.append(state["turn"]["revealed"])
    assert sorted(tiles) == sorted(CELLS), Counter(tiles) - Counter(CELLS)
    rainbows = state["rainbows"] + state["pending_rainbows"]
    rainbows += sum(1 for pan in state["pan"] for kind in pan["cells"].values() if kind == "R")
    assert rainbows == RAINBOWS
    spirits = list(state["deck"]) + state["line"] + state["drawn"]
    spirits += [s for pan in state["pan"] for s, _ in pan["spirits"]]
    expected = spirits_for(state["variant"])
    assert sorted(s for s in spirits if s != EVIL) == sorted(s for s in expected if s != EVIL)
    evil_places = spirits.count(EVIL) + (state["evil_holder"] is not None) + state["evil_pending"]
    evil_places += sum(1 for pan in state["pan"] if pan["evil"]) + state["evil_gone"]
    assert evil_places == (1 if EVIL in expected else 0)
    fireflies = state["fireflies"] + sum(len(pan["fireflies"]) for pan in state["pan"])
    assert fireflies == (FIREFLIES if state["variant"] == "firefly" else 0)
    for pan in state["pan"]:
        assert all(kind in ("L", "R") for kind in pan["cells"].values())
        assert pan["evil"] is None or pan["evil"] not in pan["cells"]
    assert len(state["hands"][0]) <= 4 and len(state["hands"][1]) <= 4


def solstis_shuffle_hidden(state: dict, rng: random.Random) -> dict:
    """Shuffle hands, pile and face-down display tiles among themselves, and the spirit deck."""
    out = clone_state(state)
    pool = list(out["pile"]) + out["hands"][0] + out["hands"][1]
    downs = [i for i, e in enumerate(out["display"]) if e["down"]]
    pool += [out["display"][i]["down"] for i in downs]
    rng.shuffle(pool)
    n0, n1 = len(out["hands"][0]), len(out["hands"][1])
    out["hands"][0] = sorted(pool[:n0])
    out["hands"][1] = sorted(pool[n0 : n0 + n1])
    rest = pool[n0 + n1 :]
    for i in downs:
        out["display"][i]["down"] = rest.pop()
    out["pile"] = rest
    spirits = list(out["deck"]) + list(out["drawn"])
    rng.shuffle(spirits)
    out["drawn"] = spirits[: len(out["drawn"])]
    out["deck"] = spirits[len(out["drawn"]) :]
    out["forced"] = [None, None]
    out["turn"]["forced"] = None
    return out
