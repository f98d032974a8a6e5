"""Paper World rules: setup, the worked examples P-1..P-5, skips, scissors, frame, hand limit, end."""

from __future__ import annotations

from collections import Counter

import pytest

from lang import Speaker
from rules import get_game
from rules.base import IllegalAction, can_take_back
from rules.paper_world import engine as pw
from rules.paper_world.engine import CODE, COL, GAME, SCI, VAL
from rules.paper_world.scenario import build_state
from tests.speech import visible

ENGLISH = Speaker("en-US", ["Ann", "Bo", "Cy", "Di"])


def say(message):
    """An event, label or refusal as an English reader sees it (seats named Ann, Bo, ...)."""
    return visible(ENGLISH.say(message))


def ids(state, seat):
    return [a.id for a in GAME.legal_actions(state, seat)]


def play(state, seat, *action_ids):
    for action_id in action_ids:
        transition = GAME.apply(state, seat, action_id)
        state = transition.state
    return state


def codes(cards):
    return sorted(CODE[c] for c in cards)


# ---------------------------------------------------------------- components and setup
def test_registered_under_its_key():
    assert get_game("paper-world") is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 4)


def test_blue_deck_has_52_cards_13_per_colour_with_the_spec_counts():
    deck = pw.deck_for(2)
    assert len(deck) == 52
    for colour, scissors in (("Y", [1, 2, 4]), ("B", [1, 2, 3]), ("G", [1, 3, 4]), ("K", [2, 3, 4])):
        mine = [c for c in deck if COL[c] == colour]
        assert len(mine) == 13
        assert Counter(VAL[c] for c in mine) == {1: 4, 2: 3, 3: 3, 4: 2, 5: 1}
        assert sorted(VAL[c] for c in mine if SCI[c]) == scissors
    assert len(pw.deck_for(3)) == 72 and len(pw.deck_for(4)) == 92
    for players in (3, 4):
        extra = pw.deck_for(players)[52:]
        for block in range(players - 2):
            cards = extra[block * 20 : (block + 1) * 20]
            assert sorted((COL[c], VAL[c]) for c in cards) == sorted((k, v) for k in "YBGK" for v in range(1, 6))
            assert Counter(COL[c] for c in cards if SCI[c]) == {"Y": 1, "B": 1, "G": 1, "K": 1}


# Game Park's licensed edition (gamepark/paper-world, rules/src/material/Landscape.ts): the scissors of
# the yellow-back set (added at 3 players) and of the red-back set (added at 4).
YELLOW_BACK_SCISSORS = {"Y": 2, "B": 1, "G": 3, "K": 4}
RED_BACK_SCISSORS = {"Y": 3, "B": 4, "G": 2, "K": 1}


@pytest.mark.parametrize("players", [3, 4])
def test_the_added_sets_carry_the_scissors_of_the_licensed_edition(players):
    deck = pw.deck_for(players)
    yellow, red = deck[52:72], deck[72:92]
    assert {COL[c]: VAL[c] for c in yellow if SCI[c]} == YELLOW_BACK_SCISSORS
    if players == 4:
        assert {COL[c]: VAL[c] for c in red if SCI[c]} == RED_BACK_SCISSORS
    # In a whole deal every card is somewhere (piles, stacks, hands): the scissors cards of the game are
    # the blue deck's twelve plus one per colour of each added set.
    state = GAME.setup(players, 1)
    dealt = [card for pile in state["piles"] for card in pile]
    dealt += [card for grid in state["grids"] for stack in grid.values() for card in stack]
    assert sorted(dealt) == sorted(deck)
    added = sorted((COL[c], VAL[c]) for c in dealt if SCI[c] and c >= 52)
    expected = [(k, v) for k, v in YELLOW_BACK_SCISSORS.items()]
    if players == 4:
        expected += list(RED_BACK_SCISSORS.items())
    assert added == sorted(expected)


@pytest.mark.parametrize("players,sizes", [(2, [10] * 5), (3, [14, 14, 14, 14, 13]), (4, [18, 18, 18, 17, 17])])
def test_setup_starting_stacks_piles_and_objectives(players, sizes):
    for seed in range(5):
        state = GAME.setup(players, seed)
        assert sorted(len(p) for p in state["piles"]) == sorted(sizes)
        assert len(set(state["colours"])) == players
        for seat, grid in enumerate(state["grids"]):
            assert list(grid) == ["0,0"]
            (start,) = grid["0,0"]
            assert (COL[start], VAL[start], SCI[start]) == (state["colours"][seat], 1, False)
        assert len({o["id"] for o in state["objectives"]}) == 3
        assert all(o["tokens"] == [4, 2, 1] and o["taken"] == [] for o in state["objectives"])
        assert state["scissors"] is None and state["hands"] == [[]] * players
    assert [o["id"] for o in GAME.setup(2, 1, {"objectives": "starred"})["objectives"]] == [1, 14, 16]


def test_setup_is_seeded():
    assert GAME.setup(2, 42) == GAME.setup(2, 42)
    assert GAME.setup(2, 42)["piles"] != GAME.setup(2, 43)["piles"]


# ---------------------------------------------------------------- TAKE
def test_take_by_colour_takes_only_visible_cards_and_empty_piles_are_gone():
    state = build_state(piles=[["Y5", "Y2"], ["Y4"], ["B2"], ["G3", "Y1"], ["K1"]])
    assert set(ids(state, 0)) >= {"take:c:Y", "take:c:B", "take:c:K", "take:v:2", "take:v:4", "take:v:1"}
    after = GAME.apply(state, 0, "take:c:Y")
    s = after.state
    assert codes(s["hands"][0]) == ["Y1", "Y2", "Y4"]
    # the yellow 5 revealed under the yellow 2 is not taken
    assert [codes(p) for p in s["piles"]] == [["Y5"], [], ["B2"], ["G3"], ["K1"]]
    assert after.irreversible and 0 in after.hidden_change
    assert say(after.events[0].text) == "Ann took all Yellow: Yellow 2, Yellow 4, and Yellow 1"
    s = play(s, 1, "take:v:2")
    assert codes(s["hands"][1]) == ["B2"]


# ---------------------------------------------------------------- worked examples
def test_p1_score_fifteen():
    grid = {(0, 0): ["Y5"], (1, 0): ["B4"], (2, 0): ["G2"], (0, 1): ["K3"], (1, 1): ["Y1"], (2, 1): ["B2s"]}
    state = build_state(
        grids=[grid, {(0, 0): ["B1"]}],
        hands=[["K1", "G1"], []],
        discards=[["Y2", "Y3", "B3"], []],
        scissors=(0, (2, 1)),
        objectives=[
            {"id": 5, "tokens": [1], "taken": [[0, 4], [1, 2]]},
            {"id": 8, "tokens": [1], "taken": [[0, 2], [1, 4]]},
            9,
        ],
    )
    parts = GAME.breakdown(state, 0)
    assert parts == {"stars": 12, "objectives": 6, "scissors": 2, "hand": -2, "discard": -3, "total": 15}
    assert GAME.current_scores(state)[0] == 15


def test_p2_row_2_3_4_meets_objective_14_at_end_of_turn():
    grid = {(0, 0): ["Y1", "Y2"], (1, 0): ["B1", "B2", "B3"], (2, 0): ["G1", "G2", "G3"]}
    state = build_state(grids=[grid, {(0, 0): ["K1"]}], hands=[["G4"], []], objectives=[14, 5, 8])
    transition = GAME.apply(state, 0, "place:G4:2,0")
    state = transition.state
    assert state["current"] == 1  # nothing more to place: the turn ended
    assert state["objectives"][0]["taken"] == [[0, 4]]
    assert state["objectives"][0]["tokens"] == [2, 1]
    assert "Ann completed “One line worth 9” (+4)" in [say(e.text) for e in transition.events]


def test_p3_cross_1_5_2_4_around_3():
    from rules.paper_world import objectives as obj

    tops = {
        (0, 0): ("Y", 3, False),
        (0, -1): ("B", 1, False),
        (1, 0): ("G", 5, False),
        (0, 1): ("K", 2, False),
        (-1, 0): ("Y", 4, False),
    }
    assert obj.met(19, tops)


def test_p4_skip_costs_a_discard():
    state = build_state(grids=[{(0, 0): ["G1"]}, {(0, 0): ["K1"]}], hands=[["G3", "Y5"], []])
    labels = {a.id: a.label for a in GAME.legal_actions(state, 0)}
    assert "place:G3:0,0" in labels and say(labels["place:G3:0,0"]) == "Place Green 3 on Green 1 (paid skip)"
    state = play(state, 0, "place:G3:0,0")
    assert state["phase"] == "skip_discard" and ids(state, 0) == ["discard:Y5"]
    transition = GAME.apply(state, 0, "discard:Y5")
    state = transition.state
    assert codes(state["discards"][0]) == ["Y5"] and state["hands"][0] == []
    assert say(transition.events[0].text) == "Ann discarded a card face down to pay for the skip"
    assert "card" not in transition.events[0].text.args  # which card stays hidden
    assert GAME.breakdown(state, 0) == {
        "stars": 2,
        "objectives": 0,
        "scissors": 0,
        "hand": 0,
        "discard": -1,
        "total": 1,
    }
    # Without another card there is nothing to pay with: no skip.
    alone = build_state(grids=[{(0, 0): ["G1"]}, {(0, 0): ["K1"]}], hands=[["G3"], []])
    assert not any(i.startswith("place:") for i in ids(alone, 0))


def test_p5_first_to_meet_takes_4_the_next_takes_2():
    state = build_state(
        grids=[
            {(0, 0): ["Y1", "Y2", "Y3", "Y4", "Y5"], (1, 0): ["B1", "B2", "B3", "B4"]},
            {(0, 0): ["K1", "K2", "K3", "K4", "K5"], (1, 0): ["G1", "G2", "G3", "G4"]},
        ],
        hands=[["B5"], ["G5"]],
        objectives=[8, 5, 9],
    )
    state = play(state, 0, "place:B5:1,0")
    state = play(state, 1, "place:G5:1,0")
    assert state["objectives"][0]["taken"] == [[0, 4], [1, 2]]
    assert state["objectives"][0]["tokens"] == [1]
    assert [GAME.breakdown(state, s)["objectives"] for s in (0, 1)] == [4, 2]


def test_objective_scored_once_and_several_at_once():
    grid = {(0, 0): ["Y1", "Y2", "Y3", "Y4", "Y5"], (1, 0): ["B1", "B2", "B3", "B4"]}
    state = build_state(grids=[grid, {(0, 0): ["K1"]}], hands=[["B5"], []], objectives=[8, 9, 5])
    # 8 (two 5s) only: 9 needs 1-2-3-4-5 visible
    state = play(state, 0, "place:B5:1,0")
    assert [o["taken"] for o in state["objectives"]] == [[[0, 4]], [], []]
    state = play(state, 1, "take:c:Y")
    state = play(state, 0, "take:c:B")
    assert state["objectives"][0]["taken"] == [[0, 4]]  # not again
    several = build_state(
        grids=[
            {(0, 0): ["Y1", "Y2", "Y3", "Y4"], (1, 0): ["B1", "B2", "B3", "B4"], (0, 1): ["K1", "K2", "K3", "K4"]},
            {(0, 0): ["G1"]},
        ],
        hands=[["Y5", "B5"], []],
        objectives=[8, 12, 5],
    )
    several = play(several, 0, "place:Y5:0,0", "place:B5:1,0")
    # 12 (three 4s) was met before and is scored at the end of this turn only if still met: it is not
    assert [o["taken"] for o in several["objectives"]] == [[[0, 4]], [], []]


# ---------------------------------------------------------------- PLACE
def test_place_same_colour_or_same_value_only():
    grid = {(0, 0): ["Y1"], (1, 0): ["B1"], (0, 1): ["K1"]}
    state = build_state(grids=[grid, {(0, 0): ["G1"]}], hands=[["Y2", "B2", "Y3", "K3", "G1"], []])
    state = play(state, 0, "place:Y2:0,0")
    now = ids(state, 0)
    assert "place:Y3:0,0" in now and "place:B2:1,0" in now and "done" in now
    assert not any(i.startswith("place:K3") or i.startswith("place:G1") for i in now)
    value_mode = play(state, 0, "place:B2:1,0")
    assert not any(i.startswith("place:Y3") for i in ids(value_mode, 0))
    colour_mode = play(state, 0, "place:Y3:0,0")
    assert not any(i.startswith("place:B2") for i in ids(colour_mode, 0))


def test_ascending_by_one_same_colour_only_and_new_stacks_start_with_1():
    state = build_state(grids=[{(0, 0): ["Y1", "Y2"]}, {(0, 0): ["K1"]}], hands=[["Y3", "Y4", "B3", "B1", "B4"], []])
    now = ids(state, 0)
    assert "place:Y3:0,0" in now and "place:Y4:0,0" in now  # Y4 by skip
    assert not any(i.startswith("place:B3") or i.startswith("place:B4") for i in now)
    assert {i for i in now if i.startswith("place:B1")} == {
        "place:B1:0,-1",
        "place:B1:-1,0",
        "place:B1:1,0",
        "place:B1:0,1",
    }


def test_one_skip_per_turn_and_skip_size_is_one():
    grid = {(0, 0): ["Y1"], (1, 0): ["B1"]}
    state = build_state(grids=[grid, {(0, 0): ["K1"]}], hands=[["Y3", "B3", "Y4", "K2", "G2"], []])
    assert "place:Y4:0,0" not in ids(state, 0)  # a jump of two values is never allowed
    state = play(state, 0, "place:Y3:0,0", "discard:G2")
    assert state["skipped"] == 1
    now = ids(state, 0)
    assert "place:B3:1,0" not in now  # second skip refused
    assert "place:Y4:0,0" in now  # a normal step is still fine
    # starting a new stack on a 2 is a skip too
    fresh = build_state(grids=[grid, {(0, 0): ["K1"]}], hands=[["K2", "G2"], []])
    labels = {a.id: a.label for a in GAME.legal_actions(fresh, 0)}
    assert say(labels["place:K2:0,-1"]) == "Place Black 2 in the top-left space (paid skip)"
    fresh = play(fresh, 0, "place:K2:0,-1")
    assert fresh["phase"] == "skip_discard"


def test_frame_limit_three_by_three():
    grid = {(0, 0): ["Y1"], (1, 0): ["B1"], (2, 0): ["G1"]}
    state = build_state(grids=[grid, {(0, 0): ["K1"]}], hands=[["K1"], []])
    targets = {i.split(":")[2] for i in ids(state, 0) if i.startswith("place:")}
    assert targets == {"0,-1", "1,-1", "2,-1", "0,1", "1,1", "2,1"}  # never x=-1 or x=3
    tall = {(0, 0): ["Y1"], (0, 1): ["B1"], (0, 2): ["G1"], (1, 2): ["K1"], (2, 2): ["Y1"]}
    state = build_state(grids=[tall, {(0, 0): ["K1"]}], hands=[["B1"], []])
    targets = {i.split(":")[2] for i in ids(state, 0) if i.startswith("place:")}
    assert targets == {"1,0", "1,1", "2,1"}
    tops = ["Y1", "Y2", "Y3", "B1", "B2", "B3", "K2", "K3", "K4"]
    full = {(x, y): [tops[3 * y + x]] for x in range(3) for y in range(3)}
    state = build_state(grids=[full, {(0, 0): ["K1"]}], hands=[["G1"], []])
    assert not any(i.startswith("place:") for i in ids(state, 0))
    assert pw.empty_cells(state["grids"][0]) == []


# ---------------------------------------------------------------- scissors
def test_scissors_token_move_block_free_skip_and_steal():
    state = build_state(
        grids=[{(0, 0): ["Y1"], (1, 0): ["B1"]}, {(0, 0): ["K1", "K2s"]}],
        hands=[["Y2s", "Y3", "B3", "G4"], []],
        scissors=(1, (0, 0)),
    )
    assert GAME.breakdown(state, 1)["scissors"] == 2
    state = play(state, 0, "place:Y2s:0,0")
    assert state["phase"] == "scissors"
    assert ids(state, 0) == ["scissors:move", "scissors:leave"]
    transition = GAME.apply(state, 0, "scissors:move")
    state = transition.state
    assert state["scissors"] == [0, "0,0"]
    assert say(transition.events[0].text) == "Ann took the scissors token from Bo and put it on their Yellow 2✂"
    assert transition.hidden_change == frozenset()  # the token is public: no hand changed
    assert GAME.breakdown(state, 0)["scissors"] == 2 and GAME.breakdown(state, 1)["scissors"] == 0
    # Y3 cannot cover the token's card; B3 is neither yellow nor a 2: the turn ended by itself
    assert state["current"] == 1
    blocked = play(state, 1, "take:c:Y")
    now = ids(blocked, 0)
    assert "place:Y3:0,0" not in now and not any(i.endswith(":0,0") for i in now)
    # a free skip while holding the token (B1 -> B3, nothing discarded)
    state = blocked
    labels = {a.id: a.label for a in GAME.legal_actions(state, 0)}
    assert say(labels["place:B3:1,0"]) == "Place Blue 3 on Blue 1 (free skip)"
    transition = GAME.apply(state, 0, "place:B3:1,0")
    state = transition.state
    assert state["discards"][0] == [] and CODE[state["grids"][0]["1,0"][-1]] == "B3"
    assert say(transition.events[0].text) == "Ann placed Blue 3 on their Blue 1 (skip)"


def test_scissors_token_can_stay_and_move_between_own_cards():
    state = build_state(grids=[{(0, 0): ["Y1"], (1, 0): ["B1"]}, {(0, 0): ["K1"]}], hands=[["Y2s", "B2s"], []])
    state = play(state, 0, "place:Y2s:0,0", "scissors:leave")
    assert state["scissors"] is None and state["phase"] == "placing"
    assert "place:B2s:1,0" in ids(state, 0)
    state = play(state, 0, "done")
    assert state["current"] == 1
    state = build_state(
        grids=[{(0, 0): ["Y1", "Y2s"], (1, 0): ["B1"]}, {(0, 0): ["K1"]}],
        hands=[["B2s", "K1"], []],
        scissors=(0, (0, 0)),
    )
    state = play(state, 0, "place:B2s:1,0", "scissors:move")
    assert state["scissors"] == [0, "1,0"]


# ---------------------------------------------------------------- hand limit, pass, end
def test_hand_limit_nine_discard_down_at_end_of_turn():
    hand = ["Y2", "Y3", "B2", "B3", "G2", "G3", "K2", "K3"]
    state = build_state(hands=[hand, []], piles=[["Y5"], ["B5"], ["G5"], ["K4"], ["Y4"]])
    state = play(state, 0, "take:c:Y")  # +2 -> 10 cards
    assert state["phase"] == "limit" and state["current"] == 0 and len(state["hands"][0]) == 10
    assert ids(state, 0)[0].startswith("discard:")
    transition = GAME.apply(state, 0, "discard:K2")
    state = transition.state
    assert len(state["hands"][0]) == 9 and codes(state["discards"][0]) == ["K2"]
    assert state["current"] == 1 and state["phase"] == "turn"
    big = build_state(hands=[hand, []], piles=[["Y5"], ["B5"], ["G4"], ["K5"], ["Y4"]])
    big = play(big, 0, "take:v:5")  # 8 + 3 = 11: two discards, one at a time
    big = play(big, 0, "discard:Y2")
    assert big["current"] == 0 and big["phase"] == "limit"
    big = play(big, 0, "discard:Y5")
    assert big["current"] == 1 and len(big["discards"][0]) == 2 and len(big["hands"][0]) == 9


def test_pass_when_nothing_to_take_or_place():
    state = build_state(hands=[["K5"], []], piles=[[], [], [], [], []], final_left=2)
    assert ids(state, 0) == ["pass"]
    state = play(state, 0, "pass")
    assert state["current"] == 1 and state["final_left"] == 1


def test_final_round_each_player_one_more_turn_triggerer_last():
    state = build_state(piles=[["Y2"], ["B2"], ["G3"], [], []], hands=[[], []])
    state = play(state, 0, "take:v:2")  # piles left: 1 -> trigger
    assert state["final_left"] == 2 and state["triggered_by"] == 0 and not state["over"]
    assert state["current"] == 1
    state = play(state, 1, "take:c:G")
    assert state["current"] == 0 and not state["over"] and state["final_left"] == 1
    transition = GAME.apply(state, 0, "place:Y2:0,0")
    state = transition.state
    assert state["over"] and GAME.to_act(state) == frozenset()
    assert say(transition.events[-1].text).startswith("Game over: ")
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, "pass")


def test_final_round_three_players():
    state = build_state(players=3, piles=[["Y2"], ["B2"], [], [], []], hands=[[], [], []], current=1)
    state = play(state, 1, "take:c:Y")  # 1 pile left at the end of seat 1's turn
    assert state["final_left"] == 3
    order = []
    while not state["over"]:
        seat = state["current"]
        order.append(seat)
        state = play(state, seat, ids(state, seat)[0])
    assert order == [2, 0, 1]


def test_tie_break_fewer_discards_then_shared():
    a = build_state(grids=[{(0, 0): ["Y1", "Y2", "Y3"]}, {(0, 0): ["K1", "K2"]}], discards=[["B5"], []], hands=[[], []])
    result = GAME._result(a)
    assert result.scores == [1, 1] and result.winners == [1] and result.places == [2, 1]
    b = build_state(grids=[{(0, 0): ["Y1", "Y2"]}, {(0, 0): ["K1", "K2"]}], hands=[[], []])
    result = GAME._result(b)
    assert result.winners == [0, 1] and result.places == [1, 1]


def test_views_hide_hands_and_discards():
    state = build_state(hands=[["Y2", "K5"], ["B3"]], discards=[["G4"], []], piles=[["B1"], ["B5"], ["Y1"], [], []])
    public = GAME.view(state, None)
    assert "hand" not in public and "discard" not in public
    assert public["hand_sizes"] == [2, 1] and public["discard_sizes"] == [1, 0]
    assert "Y2" not in str(public) and "G4" not in str(public)
    mine = GAME.view(state, 0)
    assert mine["hand"] == ["Y2", "K5"] and mine["discard"] == ["G4"]
    assert mine["placeable"] == ["Y2"] and {t["card"] for t in mine["targets"]} == {"Y2"}
    theirs = GAME.view(state, 1)
    assert theirs["hand"] == ["B3"] and "Y2" not in str(theirs) and theirs["targets"] == []
    assert public["piles"][0] == {"top": "B1", "size": 1} and public["piles"][3] == {"top": None, "size": 0}


def test_done_event_and_flags():
    state = build_state(grids=[{(0, 0): ["Y1"], (1, 0): ["B1"]}, {(0, 0): ["K1"]}], hands=[["Y2", "B2", "K5"], []])
    placed = GAME.apply(state, 0, "place:Y2:0,0")
    # Placing a card from one's own hand shows one's own card: it may be taken back (Undo).
    assert not placed.irreversible and say(placed.events[0].text) == "Ann placed Yellow 2 on their Yellow 1"
    assert can_take_back(GAME, state, 0, placed)
    done = GAME.apply(placed.state, 0, "done")
    assert say(done.events[0].text) == "Ann ended their turn after placing one card"
    # the turn passes to Bo, whose hand did not change: no DM (the turn post names Bo); Ann's neither
    # Ending the turn passes it on: the move is final, though it reveals nothing.
    assert done.state["current"] == 1 and done.hidden_change == frozenset() and not done.irreversible
    assert not can_take_back(GAME, placed.state, 0, done)
    # Taking from the piles shows the cards beneath: never taken back.
    dealt = GAME.setup(2, 3)
    take = next(a.id for a in GAME.legal_actions(dealt, dealt["current"]) if a.id.startswith("take:"))
    assert GAME.apply(dealt, dealt["current"], take).irreversible
    for action in GAME.legal_actions(state, 0):
        assert len(say(action.label)) <= 80 and len(action.id) <= 100
