"""Mountain Miners base game: one test per rule, the spec's worked examples (2.11) and geometry."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.mountain_miners import GAME
from rules.mountain_miners import geometry as geo
from rules.mountain_miners.scoring import score_piles
from tests.mountain_miners_helpers import action_count, build, ids, kinds, labels, play

N = 6
VALUES = {"ruby": 1, "emerald": 2, "diamond": 3, "onyx": 4}


def cells(indexes):
    return {(i % N, i // N) for i in indexes}


# ---------------------------------------------------------------- geometry (2.3, example C)
FULL = set(range(N * N))
EXPECTED_FULL = {
    0: {(0, 0)},
    1: {(x, 0) for x in range(N)},
    2: {(5, 0)},
    3: {(5, y) for y in range(N)},
    4: {(5, 5)},
    5: {(x, 5) for x in range(N)},
    6: {(0, 5)},
    7: {(0, y) for y in range(N)},
}


@pytest.mark.parametrize("p", range(8))
def test_top_layer_full_board(p):
    assert cells(geo.top_layer(FULL, N, [p])) == EXPECTED_FULL[p]


@pytest.mark.parametrize("p", range(8))
def test_top_layer_only_far_corner_left(p):
    assert cells(geo.top_layer({5 * N + 5}, N, [p])) == {(5, 5)}


@pytest.mark.parametrize("p", range(8))
def test_top_layer_scans_every_layer(p):
    # Only the bottom-right 2x2 block and (4,5)... remain: the nearest layer may be deep.
    occupied = {y * N + x for (x, y) in [(4, 4), (5, 4), (4, 5), (5, 5)]}
    expected = {
        0: {(4, 4)},
        1: {(4, 4), (5, 4)},
        2: {(5, 4)},
        3: {(5, 4), (5, 5)},
        4: {(5, 5)},
        5: {(4, 5), (5, 5)},
        6: {(4, 5)},
        7: {(4, 4), (4, 5)},
    }[p]
    assert cells(geo.top_layer(occupied, N, [p])) == expected


def test_top_layer_with_holes_and_two_arrows():
    occupied = {y * N + x for (x, y) in [(1, 0), (4, 0), (2, 3), (0, 5)]}
    assert cells(geo.top_layer(occupied, N, [1])) == {(1, 0), (4, 0)}  # a row with holes
    assert cells(geo.top_layer(occupied, N, [6])) == {(0, 5)}
    assert cells(geo.top_layer(occupied, N, [1, 6])) == {(1, 0), (4, 0), (0, 5)}  # union


def test_example_c_through_the_engine():
    state = build(full="ruby", arrow=0)
    assert ids(state) == ["grab:0,0"]
    state = play(state, "grab:0,0")  # the arrow turns to E
    assert state["arrows"][0]["pos"] == 2
    assert ids(state) == ["grab:5,0"]
    state = build(full="ruby", arrow=1)
    assert ids(state) == [f"grab:{x},0" for x in range(N)]


def test_cell_names_and_labels():
    state = build(board={(2, 2): "onyx", (3, 3): "ruby"}, arrow=0)
    assert labels(state) == {"grab:2,2": "Grab Onyx (4) at C3"}
    assert geo.cell_name(5 * N + 5, N) == "F6"


# ---------------------------------------------------------------- scoring (2.6, examples A and B)
EXAMPLE_A = [
    {"ruby": 3, "emerald": 2, "onyx": 1},
    {"ruby": 1, "emerald": 2, "diamond": 2, "onyx": 2},
    {"ruby": 2, "diamond": 1},
]
EXAMPLE_B = [
    {"ruby": 2, "emerald": 1, "diamond": 1},
    {"ruby": 2, "emerald": 3, "onyx": 1},
]


def test_scoring_example_a():
    scores, breakdown = score_piles(EXAMPLE_A, VALUES)
    assert scores == [7, 17, 0]
    assert breakdown[0] == {"ruby": 3, "emerald": 4, "diamond": 0, "onyx": 0}
    assert breakdown[1] == {"ruby": -1, "emerald": 4, "diamond": 6, "onyx": 8}
    assert breakdown[2] == {"ruby": 0, "emerald": 0, "diamond": 0, "onyx": 0}


def test_scoring_example_a_holders_only_flag():
    assert score_piles(EXAMPLE_A, VALUES, compare_all=False)[0] == [-1, 13, -3]


def test_scoring_example_b():
    scores, breakdown = score_piles(EXAMPLE_B, VALUES)
    assert scores == [1, 10]
    assert breakdown[0] == {"ruby": 0, "emerald": -2, "diamond": 3, "onyx": 0}
    assert breakdown[1] == {"ruby": 0, "emerald": 6, "diamond": 0, "onyx": 4}


def _collection(piles):
    return [kind for kind, count in piles.items() for _ in range(count)]


@pytest.mark.parametrize("example,expected", [(EXAMPLE_A, [7, 17, 0]), (EXAMPLE_B, [1, 10])])
def test_scoring_examples_through_the_engine(example, expected):
    # The last gem on the board is an extra Onyx for the player with the fewest points.
    coll = {s: [*_collection(piles), "swap"] for s, piles in enumerate(example)}
    state = build(players=len(example), board={(0, 0): "onyx", (1, 0): "arrow_move"}, coll=coll)
    assert GAME.current_scores(state) == expected
    assert GAME.view(state, None)["scores"] == expected
    state = play(state, "grab:0,0")  # the post window offers Swap: decline it
    assert not state["over"]
    state = play(state, "end")
    assert state["over"]
    grown = [dict(p) for p in example]
    grown[0]["onyx"] = grown[0].get("onyx", 0) + 1
    result = GAME.result(state)
    assert result.scores == score_piles(grown, VALUES)[0]
    assert result.breakdown[0]["onyx"] == score_piles(grown, VALUES)[1][0]["onyx"]


def test_shared_win_on_tie():
    state = build(players=3, board={(0, 0): "swap"}, coll={0: ["ruby"], 1: ["ruby"], 2: ["emerald"]})
    state["over"] = True
    result = GAME.result(state)
    # ruby: 0 and 1 highest with 1 (+1), 2 lowest with 0; emerald: 2 highest (+2)
    assert result.scores == [1, 1, 2]
    state = build(players=2, board={(0, 0): "swap"}, coll={0: ["ruby", "emerald"], 1: ["ruby", "emerald"]})
    state["over"] = True
    result = GAME.result(state)
    assert result.scores == [0, 0] and result.winners == [0, 1]


# ---------------------------------------------------------------- rotation and lock (example D)
def test_rotation_quarter_turn_clockwise():
    state = build(full="ruby", arrow=0)
    positions = []
    for _ in range(5):
        state = play(state, ids(state)[0])
        positions.append(state["arrows"][0]["pos"])
    assert positions == [2, 4, 6, 0, 2]
    assert state["turn"]["seat"] == 1  # 5 turns in a 2-player game


def test_side_positions_keep_rotating_on_sides():
    state = build(full="ruby", arrow=1)
    state = play(state, "grab:0,0")
    assert state["arrows"][0]["pos"] == 3


def test_arrow_lock_holds_until_next_lock_and_move_still_works():
    state = build(full="ruby", arrow=0, coll={0: ["arrow_lock", "arrow_move"], 1: ["arrow_lock"]})
    assert set(ids(state)) == {"play:arrow_lock", "play:arrow_move", "grab:0,0"}
    state = play(state, "play:arrow_lock")
    assert state["locked"]
    state = play(state, "grab:0,0", "end")  # seat 0 keeps Arrow Move for the post window? ends turn
    assert state["arrows"][0]["pos"] == 0 and state["turn"]["seat"] == 1
    state = play(state, "grab:1,0") if "grab:1,0" in ids(state) else play(state, ids(state)[-1])
    state = play(state, "end") if "end" in ids(state) else state
    assert state["arrows"][0]["pos"] == 0  # still locked
    # Arrow Move works while locked.
    state = play(state, "play:arrow_move", "arrow:5")
    assert state["arrows"][0]["pos"] == 5 and state["locked"]
    state = play(state, ids(state)[0])
    assert state["arrows"][0]["pos"] == 5  # locked: no rotation
    # The next Arrow Lock unlocks it.
    assert "play:arrow_lock" in ids(state)
    state = play(state, "play:arrow_lock")
    assert not state["locked"]
    state = play(state, ids(state)[0])
    assert state["arrows"][0]["pos"] == 7


def test_arrow_move_offers_all_eight_positions():
    state = build(full="ruby", arrow=0, coll={0: ["arrow_move"]})
    state = play(state, "play:arrow_move")
    assert ids(state) == [f"arrow:{p}" for p in range(8)]
    state = play(state, "arrow:3")
    assert ids(state) == [f"grab:5,{y}" for y in range(N)]


# ---------------------------------------------------------------- Double
def test_double_before_grab_gives_two_grabs_recomputing_the_top():
    state = build(full="ruby", arrow=0, coll={0: ["double"]})
    state = play(state, "play:double")
    assert ids(state) == ["grab:0,0"]
    state = play(state, "grab:0,0")
    assert state["turn"]["seat"] == 0
    assert ids(state) == ["grab:1,0", "grab:0,1"]
    state = play(state, "grab:0,1")
    assert state["turn"]["seat"] == 1 and kinds(state, 0) == ["ruby", "ruby"]


def test_double_after_grab_is_one_immediate_extra_grab():
    state = build(full="ruby", arrow=0, coll={0: ["double", "double"]})
    state = play(state, "grab:0,0")
    assert ids(state) == ["play:double", "end"]
    state = play(state, "play:double")
    assert ids(state) == ["grab:1,0", "grab:0,1"]
    state = play(state, "grab:1,0")
    # The post window is used: the turn ends although a Double is left.
    assert state["turn"]["seat"] == 1 and kinds(state, 0) == ["double", "ruby", "ruby"]


# ---------------------------------------------------------------- Swap
def test_swap_two_tiles():
    state = build(board={(0, 0): "ruby", (1, 0): "onyx"}, arrow=0, coll={0: ["swap"]})
    state = play(state, "play:swap")
    firsts = ids(state)
    assert "swap:0,0" in firsts and "swap:1,0" in firsts
    state = play(state, "swap:0,0")
    assert "swap2:1,0" in ids(state)
    state = play(state, "swap2:1,0")
    assert state["board"][0]["icons"] == ["onyx"] and state["board"][1]["icons"] == ["ruby"]
    assert ids(state) == ["grab:0,0"]


def test_swap_into_empty_cell_must_keep_board_connected():
    # A line of three: moving the middle one away would split it; moving an end next to the other end is fine.
    board = {(0, 0): "ruby", (1, 0): "emerald", (2, 0): "onyx"}
    state = build(board=board, arrow=4, coll={0: ["swap"]})
    state = play(state, "play:swap", "swap:1,0")
    partners = set(ids(state))
    assert "swap2:0,0" in partners and "swap2:2,0" in partners  # tile with tile always ok
    assert not any(p.startswith("swap2:") and p.endswith(",5") for p in partners)  # far away: split
    state2 = play(build(board=board, arrow=4, coll={0: ["swap"]}), "play:swap", "swap:0,0")
    moved = set(ids(state2))
    # The end tile may go next to the rest of the line, or trade places with a tile.
    assert moved == {"swap2:1,1", "swap2:2,1", "swap2:3,0", "swap2:1,0", "swap2:2,0"}
    # Middle tile: only cells that reconnect both ends... none (the middle is the only bridge),
    # so it may only swap with the other tiles.
    assert {p for p in partners} == {"swap2:0,0", "swap2:2,0"}


def test_swap_on_split_board_may_not_split_more_but_may_join():
    board = {(0, 0): "ruby", (3, 0): "onyx", (4, 0): "emerald"}  # two pieces
    state = build(board=board, arrow=4, coll={0: ["swap"]})
    state = play(state, "play:swap", "swap:0,0")
    options = set(ids(state))
    assert "swap2:5,5" in options  # a lone tile may go anywhere: still two pieces
    assert "swap2:2,0" in options  # joining is fine
    state = play(build(board=board, arrow=4, coll={0: ["swap"]}), "play:swap", "swap:3,0")
    options = set(ids(state))
    # (3,0) may join the ruby or stay by the emerald; leaving both alone would make three pieces.
    assert options == {"swap2:0,0", "swap2:4,0", "swap2:0,1", "swap2:1,0", "swap2:4,1", "swap2:5,0"}


def test_swap_from_empty_first_cell():
    board = {(0, 0): "ruby", (1, 0): "onyx"}
    state = build(board=board, arrow=4, coll={0: ["swap"]})
    state = play(state, "play:swap")
    assert "swap:2,0" in ids(state) and "swap:5,5" not in ids(state)
    state = play(state, "swap:2,0")
    assert ids(state) == ["swap2:0,0"]  # the ruby may hop over; the onyx leaving would split them
    state = play(state, "swap2:0,0")
    assert state["board"][0] is None and state["board"][2]["icons"] == ["ruby"]


# ---------------------------------------------------------------- Steal
def test_steal_a_gem_or_an_action():
    state = build(players=3, full="ruby", arrow=0, coll={0: ["steal"], 1: ["onyx", "onyx", "swap"], 2: []})
    state = play(state, "play:steal")
    # Only seat 1 has something: the victim is chosen automatically.
    shown = labels(state)
    assert sorted(shown.values()) == ["Steal their Onyx (4)", "Steal their Swap"]
    onyx = next(i for i, label in shown.items() if "Onyx" in label)
    state = play(state, onyx)
    assert kinds(state, 0) == ["onyx"] and kinds(state, 1) == ["onyx", "swap"]
    assert ids(state) == ["grab:0,0"]


def test_steal_choose_the_opponent_first():
    state = build(players=3, full="ruby", arrow=0, coll={0: ["steal"], 1: ["onyx"], 2: ["diamond"]})
    state = play(state, "play:steal")
    assert ids(state) == ["steal:1", "steal:2"]
    state = play(state, "steal:2")
    state = play(state, ids(state)[0])
    assert kinds(state, 0) == ["diamond"] and kinds(state, 2) == []


def test_steal_not_playable_when_nobody_has_tiles():
    state = build(players=3, full="ruby", arrow=0, coll={0: ["steal"]})
    assert ids(state) == ["grab:0,0"]


def test_stolen_action_can_be_played_after_the_grab():
    state = build(full="ruby", arrow=0, coll={0: ["steal"], 1: ["arrow_move"]})
    state = play(state, "play:steal", ids(play(state, "play:steal"))[0], "grab:0,0")
    assert ids(state) == ["play:arrow_move", "end"]


# ---------------------------------------------------------------- per-turn limits
def test_one_action_before_and_one_after():
    state = build(full="ruby", arrow=0, coll={0: ["arrow_lock", "arrow_lock", "arrow_lock"]})
    state = play(state, "play:arrow_lock")
    assert ids(state) == ["grab:0,0"]  # no second pre action
    state = play(state, "grab:0,0")
    assert ids(state) == ["play:arrow_lock", "end"]
    state = play(state, "play:arrow_lock")
    assert state["turn"]["seat"] == 1 and action_count(state, 0) == 1


def test_harder_variant_one_action_per_turn():
    state = build(full="ruby", arrow=0, coll={0: ["arrow_lock", "arrow_lock"]}, options={"harder": True})
    state = play(state, "play:arrow_lock", "grab:0,0")
    assert state["turn"]["seat"] == 1  # no post window
    state = build(full="ruby", arrow=0, coll={0: ["arrow_lock", "arrow_lock"]}, options={"harder": True})
    state = play(state, "grab:0,0")
    assert ids(state) == ["play:arrow_lock", "end"]


def test_just_grabbed_action_usable_in_post_window():
    state = build(board={(0, 0): "swap", (1, 1): "ruby"}, arrow=0)
    state = play(state, "grab:0,0")
    assert ids(state) == ["play:swap", "end"]


# ---------------------------------------------------------------- end of game
def test_game_ends_when_no_gem_is_left_on_the_board():
    state = build(board={(0, 0): "ruby", (1, 0): "swap", (0, 1): "steal"}, arrow=0)
    state = play(state, "grab:0,0")
    assert state["over"] and GAME.to_act(state) == frozenset()
    result = GAME.result(state)
    assert result.scores == [1, 0] and result.winners == [0]
    view = GAME.view(state, None)
    assert view["over"] and view["result"]["scores"] == [1, 0]


def test_game_continues_while_a_gem_remains():
    state = build(board={(0, 0): "swap", (5, 5): "ruby"}, arrow=0)
    state = play(state, "grab:0,0", "end")
    assert not state["over"] and state["turn"]["seat"] == 1
    assert ids(state) == ["grab:5,5"]


def test_made_up_ids_are_refused():
    state = build(full="ruby", arrow=0)
    for bogus in ["grab:1,1", "grab:9,9", "play:swap", "end", "arrow:3", "take:1"]:
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, bogus)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, "grab:0,0")


def test_setup_deals_the_pool():
    for players in range(2, 7):
        state = GAME.setup(players, 7)
        assert state["n"] == 6 and len(state["board"]) == 36 and all(state["board"])
        assert len(state["deck"]) == 44 - 36
        assert state["arrows"][0]["pos"] in (0, 2, 4, 6)
        assert state["move"] == 0 and not state["over"]
        counts = {}
        for tile in state["board"] + state["deck"]:
            counts[tile["icons"][0]] = counts.get(tile["icons"][0], 0) + 1
        assert counts == {
            "ruby": 8,
            "emerald": 7,
            "diamond": 6,
            "onyx": 5,
            "arrow_move": 6,
            "arrow_lock": 4,
            "swap": 4,
            "double": 2,
            "steal": 2,
        }


def test_view_shows_targets_only_to_the_acting_seat():
    state = build(full="ruby", arrow=1)
    assert GAME.view(state, 0)["targets"] == list(range(6))
    assert GAME.view(state, 1)["targets"] == [] and GAME.view(state, None)["targets"] == []
    view = GAME.view(state, None)
    for key in ("seat", "to_act", "move", "over", "scores"):
        assert key in view


def test_private_views_only_with_hidden_information():
    from rules.mountain_miners import GAME as MM

    assert not MM.has_private_view(MM.setup(3, 1, {}))
    assert MM.has_private_view(MM.setup(3, 1, {"dark_tunnels": True}))
    assert MM.has_private_view(MM.setup(3, 1, {"quick_start": "actions", "quick_secret": True}))
    assert not MM.has_private_view(MM.setup(3, 1, {"quick_start": "actions"}))
