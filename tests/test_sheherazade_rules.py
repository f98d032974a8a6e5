"""Sheherazade rules: setup, placement, the round procedure for 3-5 players, the two-player round
with its hidden tile, and the Magic Lamp rule inside a game."""

from __future__ import annotations

import itertools

import pytest

from lang import Speaker
from rules.base import IllegalAction
from rules.sheherazade.data import ALL_TILES, ISLAND_TILES, tiles_of_stack
from rules.sheherazade.engine import GAME, empty_board, legal_slots, put_tile
from tests.speech import visible


def ids(actions):
    return [a.id for a in actions]


ENGLISH = Speaker("en-US", ["Ann", "Ben", "Cat", "Dan", "Eve"])


def said(message):
    """An event's text or an action's label as an English reader sees it."""
    return visible(ENGLISH.say(message))


def act(state, action_id):
    seat = state["current"]
    return GAME.apply(state, seat, action_id)


@pytest.mark.parametrize("players,size", [(2, 12), (3, 12), (4, 16), (5, 20)])
def test_setup_cuts_stacks_by_player_count(players, size):
    state = GAME.setup(players, 7)
    assert {s: len(t) for s, t in state["stacks"].items()} == {"U": size, "M": size, "L": size, "D": size}
    assert len(state["out"]) == 4 * (20 - size)
    assert sorted(state["out"] + [t for s in state["stacks"].values() for t in s]) == sorted(ALL_TILES)
    assert state["phase"] == "stack" and state["round"] == 1
    assert GAME.to_act(state) == {state["lookout"]}
    assert ids(GAME.legal_actions(state, state["lookout"])) == ["stack:U", "stack:M", "stack:L", "stack:D"]


def test_first_lookout_is_random():
    assert len({GAME.setup(4, seed)["lookout"] for seed in range(40)}) == 4


def test_placement_example_1_2_3_4():
    board = empty_board()
    assert [len(legal_slots(board, t)) for t in ("U01", "M01", "L01", "D01")] == [1, 1, 1, 4]
    for tile, slot in (("U01", (0, 0)), ("U02", (0, 1)), ("M01", (1, 1)), ("M02", (1, 2))):
        assert slot in legal_slots(board, tile)
        put_tile(board, tile, slot)
    assert legal_slots(board, "U03") == [(0, 2)]
    assert legal_slots(board, "M03") == [(1, 0), (1, 3)]
    assert legal_slots(board, "L03") == [(2, 0), (2, 1), (2, 2)]
    assert legal_slots(board, "D01") == [(-1, 0), (-1, 1), (-1, 2), (-1, 3)]
    assert [len(legal_slots(board, t)) for t in ("U03", "M03", "L03", "D01")] == [1, 2, 3, 4]


def test_first_tile_must_touch_the_board():
    board = empty_board()
    assert legal_slots(board, "L05") == [(2, 0)]
    put_tile(board, "L05", (2, 0))
    assert legal_slots(board, "M05") == [(1, 0)]  # (1,0) touches the board and the lower tile
    assert legal_slots(board, "L06") == [(2, 1)]


def test_lamp_rule_flips_the_two_older_lamps_each_third_lamp():
    board = empty_board()
    lamps = ["U07", "M16", "L09", "U08", "M17", "L10"]
    slots = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    flipped = [put_tile(board, t, s) for t, s in zip(lamps, slots)]
    assert flipped == [[], [], ["U07", "M16"], [], ["L09", "U08"], []]
    assert board["lamps"] == ["M17", "L10"]
    assert board["flipped"] == ["U07", "M16", "L09", "U08"]
    put_tile(board, "U09", (0, 2))
    assert board["flipped"][-2:] == ["M17", "L10"] and board["lamps"] == ["U09"]


def test_non_lamp_tiles_never_flip_anything():
    board = empty_board()
    put_tile(board, "U07", (0, 0))
    put_tile(board, "M16", (1, 0))
    assert put_tile(board, "L01", (2, 0)) == []
    assert board["lamps"] == ["U07", "M16"] and board["flipped"] == []


def rigged(players, seed=3, lookout=0, **stacks):
    """A fresh game with a chosen Lookout and chosen tiles on top of some stacks."""
    state = GAME.setup(players, seed)
    state["lookout"] = state["current"] = lookout
    for stack, order in stacks.items():
        size = len(state["stacks"][stack])
        rest = [t for t in tiles_of_stack(stack) if t not in order]
        state["stacks"][stack] = list(order) + rest[: size - len(order)]
    state["out"] = sorted(set(ALL_TILES) - {t for s in state["stacks"].values() for t in s})
    return state


def test_three_player_round_order_and_next_lookout():
    state = rigged(3, lookout=0, U=["U01", "U07", "U11"])
    t = act(state, "stack:U")
    assert t.irreversible
    state = t.state
    assert state["offer"] == ["U01", "U07", "U11"] and state["phase"] == "take"
    assert ids(GAME.legal_actions(state, 0)) == ["take:U01", "take:U07", "take:U11"]
    state = act(state, "take:U07").state  # the only legal slot: placed at once
    assert state["boards"][0]["grid"][0][0] == "U07"
    assert state["phase"] == "name" and GAME.to_act(state) == {0}
    assert ids(GAME.legal_actions(state, 0)) == ["name:1", "name:2"]
    state = act(state, "name:2").state
    assert GAME.to_act(state) == {2}
    t = act(state, "take:U11")
    state = t.state
    # Seat 1 receives the last tile, places it, and is the next Lookout.
    assert state["boards"][1]["grid"][0][0] == "U01"
    assert state["boards"][2]["grid"][0][0] == "U11"
    assert state["round"] == 2 and state["lookout"] == 1 and state["phase"] == "stack"
    assert GAME.to_act(state) == {1}
    assert any(e.text.id == "sh-event-last-tile-placed" and e.seat == 1 for e in t.events)
    assert "Ben gets the last tile, Roc + Palm, and places it in the upper row, column 1" in [
        said(e.text) for e in t.events
    ]
    assert state["stacks"]["U"] == rigged(3, lookout=0, U=["U01", "U07", "U11"])["stacks"]["U"][3:]


def test_placement_decision_when_two_slots_are_legal():
    state = rigged(3, lookout=0, M=["M01", "M02", "M03", "M04", "M05", "M06"], U=["U01", "U02", "U03"])
    state["boards"][0]["grid"][0][0] = "U09"
    state["boards"][0]["grid"][0][1] = "U10"
    state = act(state, "stack:M").state
    state = act(state, "take:M01").state
    assert state["phase"] == "place" and state["holding"] == "M01"
    assert ids(GAME.legal_actions(state, 0)) == ["place:1,0", "place:1,1"]
    view = GAME.view(state, 0)
    assert view["legal"] == {"kind": "place", "tile": "M01", "slots": [[1, 0], [1, 1]]}
    assert "legal" not in GAME.view(state, None) and "legal" not in GAME.view(state, 1)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, "place:1,2")
    state = act(state, "place:1,1").state
    assert state["boards"][0]["grid"][1][1] == "M01" and state["phase"] == "name"


def test_dream_tiles_go_to_the_first_free_dream_slot():
    state = rigged(4, lookout=2, D=["D05", "D06", "D19", "D01"])
    state = act(state, "stack:D").state
    state = act(state, "take:D19").state
    assert state["boards"][2]["dream"] == ["D19", None, None, None]
    assert ids(GAME.legal_actions(state, 2)) == ["name:0", "name:1", "name:3"]
    state = act(state, "name:0").state
    state = act(state, "take:D01").state
    assert ids(GAME.legal_actions(state, 0)) == ["name:1", "name:3"]
    state = act(state, "name:3").state
    state = act(state, "take:D05").state
    assert state["boards"][1]["dream"][0] == "D06"
    assert state["lookout"] == 1 and state["round"] == 2


def test_two_player_round_with_hidden_tile_taken_blind():
    state = rigged(2, lookout=0, U=["U01", "U07", "U11"])
    t = act(state, "stack:U")
    state = t.state
    assert t.hidden_change == {0} and t.irreversible
    assert state["phase"] == "hide" and GAME.to_act(state) == {0}
    public = GAME.view(state, None)
    assert public["offer"] == [] and public["face_down"] == 3 and public["face_down_stack"] == "U"
    assert GAME.view(state, 0)["private"] == {"drawn": ["U01", "U07", "U11"]}
    assert GAME.view(state, 1)["private"] == {}
    assert ids(GAME.legal_actions(state, 0)) == ["hide:0", "hide:1", "hide:2"]
    t = act(state, "hide:1")
    state = t.state
    assert state["offer"] == ["U01", "U11"] and state["secret"] == "U07"
    assert GAME.to_act(state) == {1}
    for seat in (None, 1):
        text = str(GAME.view(state, seat))
        assert "U07" not in text
    assert GAME.view(state, 0)["private"] == {"secret": "U07"}
    assert not any("U07" in said(e.text) for e in t.events)
    labels = {a.id: said(a.label) for a in GAME.legal_actions(state, 1)}
    assert list(labels) == ["take:U01", "take:U11", "take:hidden"] and "U07" not in labels["take:hidden"]
    t = act(state, "take:hidden")
    state = t.state
    assert t.irreversible and state["boards"][1]["grid"][0][0] == "U07"
    assert state["secret"] is None and GAME.to_act(state) == {0}
    assert ids(GAME.legal_actions(state, 0)) == ["take:U01", "take:U11"]
    t = act(state, "take:U11")
    state = t.state
    assert state["discard"] == ["U01"]
    assert state["lookout"] == 1 and state["round"] == 2 and GAME.to_act(state) == {1}
    assert "Roc + Palm is discarded face up" in [said(e.text) for e in t.events]


def test_two_player_lookout_may_take_the_hidden_tile_and_it_is_discarded_otherwise():
    state = rigged(2, lookout=1, L=["L01", "L09", "L12"])
    state = act(state, "stack:L").state
    state = act(state, "hide:2").state  # L12 face down
    state = act(state, "take:L01").state
    assert ids(GAME.legal_actions(state, 1)) == ["take:L09", "take:hidden"]
    label = said({a.id: a.label for a in GAME.legal_actions(state, 1)}["take:hidden"])
    assert label.endswith(": Egg + Palm")  # the Lookout knows what it hid (L12: an egg and a palm)
    both = act(state, "take:hidden").state
    assert both["boards"][1]["grid"][2][0] == "L12" and both["discard"] == ["L09"]
    other = act(state, "take:L09").state
    assert other["discard"] == ["L12"] and other["lookout"] == 0
    assert "L12" in str(GAME.view(other, None)["discard"])


def test_two_player_game_alternates_lookouts_and_gives_four_of_each_type():
    import random

    rng = random.Random(5)
    state = GAME.setup(2, 5)
    lookouts = []
    while not GAME.is_over(state):
        if state["phase"] == "stack":
            lookouts.append(state["lookout"])
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    assert len(lookouts) == 16
    assert all(a != b for a, b in itertools.pairwise(lookouts))
    assert len(state["discard"]) == 16
    for board in state["boards"]:
        assert all(t is not None for row in board["grid"] for t in row) and None not in board["dream"]
        assert [[t[0] for t in row] for row in board["grid"]] == [["U"] * 4, ["M"] * 4, ["L"] * 4]


def test_full_game_five_players_every_island_complete():
    import random

    rng = random.Random(11)
    state = GAME.setup(5, 11)
    while not GAME.is_over(state):
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    assert all(len(s) == 0 for s in state["stacks"].values())
    for board in state["boards"]:
        assert sorted(t[0] for row in board["grid"] for t in row) == ["L"] * 4 + ["M"] * 4 + ["U"] * 4
        assert None not in board["dream"]
    result = GAME.result(state)
    assert result.scores == GAME.view(state, None)["scores"]
    assert GAME.view(state, None)["result"] == result.to_json()


def test_stand_in_tiles_are_marked_and_complete():
    assert len(ISLAND_TILES) == 60
    assert all(len(tiles_of_stack(s)) == 20 for s in "UMLD")
    assert GAME.view(GAME.setup(3, 1), None)["stand_in_tiles"] is True
