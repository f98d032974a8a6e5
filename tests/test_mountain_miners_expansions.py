"""Mountain Miners expansions and variants: one test per new action, gem and rule."""

from __future__ import annotations

import random

import pytest

from render import render_view
from rules.mountain_miners import GAME
from rules.mountain_miners.scoring import score_state, tally
from tests.mountain_miners_helpers import build, ids, kinds, labels, play, say

DT = {"dark_tunnels": True}
GS = {"gemshards": True}
GA = {"golden_actions": True}
N = 6


def cell(state, x, y):
    return state["board"][y * state["n"] + x]


# ---------------------------------------------------------------- Dark Tunnels
def test_blind_grab_reveals_the_tile_to_everyone():
    state = build(full="ruby", board={(0, 0): "onyx"}, down="all", options=DT)
    assert labels(state) == {"grab:0,0": "Grab the face-down tile at A1"}
    assert GAME.view(state, None)["board"][0] == {"down": True}
    transition = GAME.apply(state, 0, "grab:0,0")
    assert transition.irreversible
    assert kinds(transition.state, 0) == ["onyx"]
    assert "onyx" in GAME.view(transition.state, None)["players"][0]["piles"]


def test_info_step_private_look_when_no_action_was_used():
    state = build(full="ruby", down="all", options=DT)
    state = play(state, "grab:0,0")
    assert state["turn"]["phase"] == "info" and state["turn"]["seat"] == 0
    assert all(i.startswith("peek:") for i in ids(state)) and len(ids(state)) == 35
    public_before = GAME.view(state, None)["board"]
    transition = GAME.apply(state, 0, "peek:3,3")
    after = transition.state
    assert transition.hidden_change == frozenset({0}) and transition.irreversible
    tile = cell(after, 3, 3)
    assert after["known"][0] == [tile["id"]] and tile["down"]
    assert GAME.view(after, None)["board"] == public_before  # spectators learn nothing
    assert GAME.view(after, 1)["board"][3 * N + 3] == {"down": True}
    assert GAME.view(after, 0)["board"][3 * N + 3]["seen"]["icons"] == ["ruby"]
    assert after["turn"]["seat"] == 1
    # Already-known tiles are not offered again.
    state = build(full="ruby", down="all", options=DT)
    state["known"][0] = [t["id"] for t in state["board"] if t][:30]
    state = play(state, "grab:0,0")
    assert len(ids(state)) == 35 - 29


def test_info_step_public_reveal_after_an_action():
    state = build(full="ruby", board={(4, 4): "onyx"}, down="all", coll={0: ["arrow_lock"]}, options=DT)
    state = play(state, "play:arrow_lock", "grab:0,0")
    assert state["turn"]["phase"] == "info" and all(i.startswith("reveal:") for i in ids(state))
    transition = GAME.apply(state, 0, "reveal:4,4")
    assert "down" not in cell(transition.state, 4, 4)
    assert GAME.view(transition.state, None)["board"][4 * N + 4] == {"icons": ["onyx"], "rot": 0}
    assert transition.hidden_change == frozenset()


def test_lightbulb_study_one_line_secretly():
    state = build(full="ruby", down="all", coll={0: ["lightbulb"]}, options=DT)
    state = play(state, "play:lightbulb")
    assert ids(state) == ["light:study", "light:show"]
    state = play(state, "light:study")
    assert len(ids(state)) == 12  # 6 rows and 6 columns
    transition = GAME.apply(state, 0, "line:y2")
    row = [cell(transition.state, x, 2)["id"] for x in range(N)]
    assert transition.state["known"][0] == row and transition.hidden_change == frozenset({0})
    assert all(cell(transition.state, x, 2)["down"] for x in range(N))


def test_lightbulb_reveal_two_lines():
    state = build(full="ruby", down="all", coll={0: ["lightbulb"]}, options=DT)
    state = play(state, "play:lightbulb", "light:show", "line:x1")
    assert state["turn"]["phase"] == "sub"  # the second line
    assert "line:x1" not in ids(state)
    state = play(state, "line:y5")
    revealed = {i for i, t in enumerate(state["board"]) if t and not t.get("down")}
    assert revealed == {y * N + 1 for y in range(N)} | {5 * N + x for x in range(N)}


def test_bomb_removes_a_block_and_the_next_player_refills_it():
    state = build(
        players=3,
        full="ruby",
        board={(0, 0): "onyx"},
        coll={0: ["bomb"]},
        options=DT,
        deck=["emerald", "diamond", "swap", "onyx", "ruby"],
    )
    state = play(state, "play:bomb")
    assert len(ids(state)) == 25
    state = play(state, "bomb:2,2")
    assert all(cell(state, x, y) is None for x in (2, 3) for y in (2, 3))
    assert len(state["removed"]) == 4 and state["refill"]
    state = play(state, "grab:0,0")  # the info step: reveal (an action was used)? no: board is face up
    assert state["turn"]["seat"] == 2  # seat 1 skipped its turn to refill
    refilled = [cell(state, x, y)["icons"][0] for y in (2, 3) for x in (2, 3)]
    assert refilled == ["emerald", "diamond", "swap", "onyx"]
    assert all(cell(state, x, y)["down"] for x in (2, 3) for y in (2, 3))
    assert [t["icons"] for t in state["deck"]] == [["ruby"]]
    # The arrow turned twice: once after seat 0, once after the refill turn.
    assert state["arrows"][0]["pos"] == 4


def test_second_arrow_adds_union_of_layers_and_is_removed_again():
    state = build(full="ruby", coll={0: ["second_arrow"], 1: ["second_arrow"]}, options=DT)
    state = play(state, "play:second_arrow", "arrow2:4")
    assert sorted(ids(state)) == ["grab:0,0", "grab:5,5"]
    state = play(state, "grab:5,5")
    assert [a["pos"] for a in state["arrows"]] == [2, 6]  # both rotate
    assert set(ids(state)) == {"grab:0,5", "grab:5,0", "play:second_arrow"}
    state = play(state, "play:second_arrow")
    assert len(state["arrows"]) == 1 and ids(state) == ["grab:5,0"]


def test_arrow_move_with_two_arrows_chooses_the_arrow():
    state = build(full="ruby", coll={0: ["arrow_move"]}, options=DT)
    state["arrows"].append({"pos": 4, "dir": 1, "step": 2})
    state = play(state, "play:arrow_move")
    assert len(ids(state)) == 16 and "arrow:1:7" in ids(state)
    state = play(state, "arrow:1:7")
    assert [a["pos"] for a in state["arrows"]] == [0, 7]


def test_ransack_flips_collects_a_neighbour_and_ends_the_turn():
    state = build(full="ruby", board={(2, 2): "onyx", (2, 3): "diamond"}, coll={0: ["ransack"]}, options=DT)
    state = play(state, "play:ransack", "flip:2,2")
    assert cell(state, 2, 2)["down"]
    assert all(cell(state, 2, 2)["id"] in known for known in state["known"])
    assert sorted(ids(state)) == ["loot:1,2", "loot:2,1", "loot:2,3", "loot:3,2"]
    state = play(state, "loot:2,3")
    assert kinds(state, 0) == ["diamond"]
    assert state["turn"]["seat"] == 1 or state["turn"]["phase"] == "info"
    assert cell(state, 0, 0) is not None  # the grab was skipped


def test_trash_scores_minus_two_outside_majorities_and_cannot_be_stolen():
    state = build(full="ruby", coll={0: ["trash", "trash", "ruby"], 1: ["steal"]}, options=DT)
    result = score_state(state)
    assert result[0] == [1 - 4, 0]
    assert result[1][0]["trash"] == -4
    state = build(full="ruby", seat=1, coll={0: ["trash"], 1: ["steal"]}, options=DT)
    assert "play:steal" not in ids(state)


def test_trash_is_a_gemstone_so_a_board_with_only_trash_left_goes_on(monkeypatch):
    """Spec M4: the seed introduces Trash and Multiplier as "two new gemstones" and the game ends when
    no gemstone is left, so a board holding only Trash (and actions) goes on. A board whose only
    gemstone is a Multiplier ends: an ASSUMPTION kept in the data."""
    from rules.mountain_miners import board as queries

    state = play(build(board={(0, 0): "ruby", (5, 5): "trash", (3, 3): "swap"}, options=DT), "grab:0,0")
    assert not state["over"] and state["turn"]["seat"] == 1 and ids(state, 1)
    state = play(build(board={(0, 0): "ruby", (5, 5): "multiplier", (3, 3): "swap"}, options=DT), "grab:0,0")
    assert state["over"]
    monkeypatch.setattr(queries, "LONE_MULTIPLIER_KEEPS_GAME_GOING", True)
    state = play(build(board={(0, 0): "ruby", (5, 5): "multiplier", (3, 3): "swap"}, options=DT), "grab:0,0")
    assert not state["over"]


def test_multiplier_doubles_a_pile_and_bars_that_gem():
    mult = {"icons": ["multiplier"], "as": "onyx"}
    state = build(
        full="onyx", board={(1, 0): "ruby"}, arrow=1, coll={0: ["onyx", "onyx", mult], 1: ["onyx"]}, options=DT
    )
    _scores, breakdown = score_state(state)
    assert breakdown[0]["onyx"] == 2 * (4 * 2) and breakdown[1]["onyx"] == 2 * 0 - 4
    assert ids(state) == ["grab:1,0"]  # no more onyx for seat 0
    # A pile with a Multiplier cannot be stolen from.
    state = build(full="ruby", seat=1, coll={0: ["onyx", mult], 1: ["steal"]}, options=DT)
    assert "play:steal" not in ids(state)


def test_multiplier_received_without_a_pile_waits_or_asks_which_pile():
    state = build(full="ruby", board={(0, 0): "multiplier"}, options=DT)
    state = play(state, "grab:0,0")
    ct = state["coll"][0][0]
    assert ct["icons"] == ["multiplier"] and not ct.get("as")
    state = build(full="ruby", board={(0, 0): "multiplier"}, coll={0: ["ruby", "onyx"]}, options=DT)
    state = play(state, "grab:0,0")
    assert ids(state) == ["assign:ruby", "assign:onyx"]
    state = play(state, "assign:onyx")
    assert score_state(state)[1][0]["onyx"] == 8


def test_open_multiplier_without_a_pile_waits_until_its_owner_joins_it_where_they_choose():
    """An open quick-start Multiplier has no pile to join: the first gem grabbed does not take it
    (it used to join that first pile by itself). Once its owner has piles, joining it is their
    choice, one move per pile, before the grab or after it; the gem is barred from then on."""
    state = build(
        full="ruby", board={(0, 0): "onyx", (1, 0): "onyx"}, arrow=1, coll={0: [{"icons": ["multiplier"]}]}, options=DT
    )
    state["locked"] = True  # the top layer stays the first row
    assert not any(i.startswith("join:") for i in ids(state))  # no pile yet
    state = play(state, "grab:0,0")
    multiplier = state["coll"][0][0]
    assert not multiplier.get("as") and state["turn"]["seat"] == 1
    state = play(state, "grab:2,0")  # seat 1 takes a ruby; seat 0 now holds Onyx and may choose
    assert state["turn"]["seat"] == 0
    shown = labels(state)
    assert shown["join:onyx"] == "Join your Multiplier to your Onyx pile"
    assert [i for i in shown if i.startswith("join:")] == ["join:onyx"]
    assert "grab:1,0" in shown  # not joined yet: Onyx may still be grabbed
    assert not any(i.startswith("join:") for i in ids(state, 1))  # never another seat's move
    state = play(state, "grab:1,0")  # a second Onyx, the Multiplier still waiting
    state = play(state, "grab:3,0")
    state["coll"][0].append({"id": 5000, "icons": ["ruby"]})
    assert [i for i in ids(state) if i.startswith("join:")] == ["join:ruby", "join:onyx"]
    transition = GAME.apply(state, 0, "join:onyx")
    after = transition.state
    assert not transition.irreversible  # nothing hidden came out: it may be taken back
    assert say(transition.events[0].text) == (
        "Ann joined their Multiplier to their Onyx pile: that pile scores double, and they may grab no more Onyx."
    )
    assert multiplier["id"] == after["coll"][0][0]["id"] and after["coll"][0][0]["as"] == "onyx"
    assert score_state(after)[1][0]["onyx"] == 2 * 4 * 2
    assert not any(i.startswith("join:") for i in ids(after))  # nothing left to join
    after["board"][4] = {"id": 5001, "icons": ["onyx"]}
    assert "grab:4,0" not in ids(after) and "grab:5,0" in ids(after)  # Onyx barred from now on


def test_secret_quick_start_multiplier_joins_where_and_when_its_owner_chooses():
    """A secret quick-start Multiplier stays in hand, unseen by the table, until its owner joins it
    to a pile of their choice in their turn: that reveals it to everyone (the move cannot be taken
    back), doubles the pile, and bars that gem from then on (it used to be revealed only at the
    end and joined to the best pile, so its cost never applied)."""
    secret = {"icons": ["multiplier"], "secret": True}
    options = {**DT, "quick_start": "any", "quick_secret": True}
    state = build(
        full="ruby", board={(1, 0): "onyx"}, arrow=1, coll={0: [secret, "onyx", "onyx", "ruby"]}, options=options
    )
    hidden_tile = {"secret": True}
    assert GAME.view(state, None)["players"][0]["tiles"][0] == hidden_tile
    assert GAME.view(state, 1)["players"][0]["tiles"][0] == hidden_tile
    shown = labels(state)
    assert [i for i in shown if i.startswith("join:")] == ["join:ruby", "join:onyx"]
    assert shown["join:onyx"] == "Reveal your secret Multiplier on your Onyx pile"
    assert "grab:1,0" in shown
    transition = GAME.apply(state, 0, "join:onyx")
    after = transition.state
    assert transition.irreversible and transition.events[0].seat == 0
    assert say(transition.events[0].text) == (
        "Ann revealed their secret tile, a Multiplier, and joined it to their Onyx pile:"
        " that pile scores double, and they may grab no more Onyx."
    )
    multiplier = after["coll"][0][0]
    assert multiplier["as"] == "onyx" and "secret" not in multiplier
    public = GAME.view(after, None)["players"][0]
    assert public["tiles"][0] == {"icons": ["multiplier"], "act": 0, "as": "onyx"}
    assert public["multipliers"] == {"onyx": 1}
    assert score_state(after)[1][0]["onyx"] == 2 * 4 * 2
    assert after["turn"]["seat"] == 0 and "grab:1,0" not in ids(after)  # the cost: no more Onyx
    assert not any(i.startswith("join:") for i in ids(after))
    # Joined after the grab instead, in the window after it (an action tile keeps it open).
    state = build(full="ruby", board={(1, 0): "onyx"}, arrow=1, coll={0: [secret, "ring"]}, options=options)
    state["locked"] = True
    state = play(state, "grab:1,0")
    assert state["turn"]["phase"] == "post"
    assert [i for i in ids(state) if i.startswith("join:")] == ["join:onyx"]
    state = play(state, "join:onyx")
    assert state["coll"][0][0]["as"] == "onyx" and state["turn"]["phase"] == "post"
    state = play(state, "end", "grab:0,0")
    assert state["turn"]["seat"] == 0
    state["board"][1] = {"id": 5002, "icons": ["onyx"]}
    assert "grab:1,0" not in ids(state) and ids(state)  # barred in the owner's later turns too


def test_a_multiplier_never_joined_scores_nothing_at_the_end_or_what_the_data_says(monkeypatch):
    """The end-of-game fallback is data (``unjoined_multiplier_at_end``): by default a Multiplier its
    owner never joined scores nothing (it is shown, with a line that says so); the data may make it
    join the best or the first pile instead."""
    from rules.mountain_miners import flow

    secret = {"icons": ["multiplier"], "secret": True}
    options = {**DT, "quick_start": "any", "quick_secret": True}

    def finished():
        state = build(board={(0, 0): "ruby"}, coll={0: [secret, "ruby", "onyx", "onyx"]}, options=options)
        transition = GAME.apply(state, 0, "grab:0,0")
        multiplier = next(ct for ct in transition.state["coll"][0] if ct["icons"] == ["multiplier"])
        return transition, multiplier

    plain = play(build(board={(0, 0): "ruby"}, coll={0: ["ruby", "onyx", "onyx"]}, options=DT), "grab:0,0")
    plain_breakdown = GAME.result(plain).breakdown[0]
    transition, multiplier = finished()
    assert transition.state["over"] and "secret" not in multiplier and not multiplier.get("as")
    assert "Ann’s Multiplier never joined a pile: it scores nothing." in [say(e.text) for e in transition.events]
    assert GAME.result(transition.state).breakdown[0] == plain_breakdown
    monkeypatch.setattr(flow, "UNJOINED_MULTIPLIER_AT_END", "best_pile")
    transition, multiplier = finished()
    assert multiplier["as"] == "onyx"  # 2 Onyx (4) beat 2 Ruby (1)
    breakdown = GAME.result(transition.state).breakdown[0]
    assert breakdown["onyx"] == 2 * plain_breakdown["onyx"] == 16 and breakdown["ruby"] == plain_breakdown["ruby"]
    monkeypatch.setattr(flow, "UNJOINED_MULTIPLIER_AT_END", "first_pile")
    transition, multiplier = finished()
    assert multiplier["as"] == "ruby"


def test_dark_tunnels_public_view_and_image_do_not_leak_face_down_tiles():
    rng = random.Random(4)
    state = GAME.setup(4, 11, DT)
    for _ in range(25):
        seat = next(iter(GAME.to_act(state)))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    down = [i for i, t in enumerate(state["board"]) if t and t.get("down")]
    assert len(down) > 5
    shuffled = GAME.setup(4, 11, DT)
    shuffled = __import__("json").loads(__import__("json").dumps(state))
    contents = [shuffled["board"][i] for i in down]
    rng.shuffle(contents)
    for i, tile in zip(down, contents):
        shuffled["board"][i] = tile
    rng.shuffle(shuffled["deck"])
    rng.shuffle(shuffled["removed"])
    names = ["A", "B", "C", "D"]
    assert GAME.view(shuffled, None) == GAME.view(state, None)
    assert render_view("mountain-miners", GAME.view(shuffled, None), names) == render_view(
        "mountain-miners", GAME.view(state, None), names
    )


# ---------------------------------------------------------------- Gemshards
def test_shard_grab_gets_the_section_facing_the_arrow():
    shard = ["onyx", "ruby"]  # icon 0 on the N and E sides, icon 1 on S and W
    for p, expected in [
        (0, ["grab:0,0"]),
        (1, ["grab:0,0"]),
        (2, ["grab:0,0"]),
        (3, ["grab:0,0:0", "grab:0,0:1"]),
        (4, ["grab:0,0"]),
        (6, ["grab:0,0"]),
        (7, ["grab:0,0:0", "grab:0,0:1"]),
    ]:
        state = build(board={(0, 0): shard}, arrow=p, options=GS)
        assert ids(state) == expected, p
    state = play(build(board={(0, 0): shard, (5, 5): "emerald"}, arrow=0, options=GS), "grab:0,0")
    assert kinds(state, 0) == ["onyx"]
    state = play(build(board={(0, 0): shard}, arrow=4, options=GS), "grab:0,0")
    assert kinds(state, 0) == ["ruby"]
    state = play(build(board={(0, 0): shard}, arrow=3, options=GS), "grab:0,0:1")
    assert kinds(state, 0) == ["ruby"] and state["coll"][0][0]["icons"] == shard  # keeps all icons


def test_shard_rotation_changes_the_facing_section():
    state = build(board={(0, 0): ["onyx", "ruby", "emerald", "diamond"], (5, 5): "ruby"}, arrow=0, options=GS)
    state["board"][0]["rot"] = 1  # quadrant q shows icon (q - 1) mod 4: N shows the W icon
    state = play(state, "grab:0,0")
    assert kinds(state, 0) == ["diamond"]


def test_rotate_grabbed_switches_the_active_section():
    state = build(
        full="ruby", coll={0: ["rotate_grabbed", {"icons": ["onyx", "swap", "emerald"], "act": 0}]}, options=GS
    )
    assert tally(state["coll"][0])["piles"] == {"onyx": 1}
    state = play(state, "play:rotate_grabbed")
    tile_id = state["coll"][0][-1]["id"]
    state = play(state, f"rotg:{tile_id}") if ids(state)[0].startswith("rotg") else state
    assert ids(state) == ["face:1", "face:2"]
    state = play(state, "face:2")
    assert tally(state["coll"][0])["piles"] == {"emerald": 1}


def test_rotate_board_turns_a_tile():
    state = build(full="ruby", board={(0, 0): ["onyx", "diamond"]}, coll={0: ["rotate_board"]}, arrow=0, options=GS)
    state = play(state, "play:rotate_board")
    assert ids(state) == ["rotb:0,0"]
    state = play(state, "rotb:0,0")
    assert ids(state) == ["turn:1", "turn:2", "turn:3"]
    state = play(state, "turn:2")
    assert state["board"][0]["rot"] == 2
    state = play(state, "grab:0,0")
    assert kinds(state, 0) == ["diamond"]


def test_chameleon_copies_a_visible_action():
    state = build(full="ruby", board={(3, 3): "arrow_lock", (4, 4): "swap"}, coll={0: ["chameleon"]}, options=GS)
    state = play(state, "play:chameleon")
    assert ids(state) == ["cham:arrow_lock", "cham:swap"]
    state = play(state, "cham:arrow_lock")
    assert state["locked"] and ids(state) == ["grab:0,0"]


def test_artefact_discards_a_whole_pile():
    state = build(full="ruby", coll={0: ["artefact", "ruby", "ruby", "onyx"]}, options=GS)
    state = play(state, "play:artefact")
    assert ids(state) == ["art:ruby", "art:onyx"]
    state = play(state, "art:ruby")
    assert kinds(state, 0) == ["onyx"] and len(state["removed"]) == 2


def test_wildcard_needs_a_gem_pile_and_is_assigned_on_receipt():
    state = build(board={(0, 0): "wildcard", (1, 0): "ruby"}, arrow=1, options=GS)
    assert ids(state) == ["grab:1,0"]
    state = build(board={(0, 0): "wildcard", (1, 0): "ruby"}, arrow=1, coll={0: ["onyx"]}, options=GS)
    state = play(state, "grab:0,0")
    assert state["coll"][0][-1]["as"] == "onyx" and tally(state["coll"][0])["piles"] == {"onyx": 2}
    state = build(board={(0, 0): "wildcard", (1, 0): "ruby"}, arrow=1, coll={0: ["onyx", "ruby"]}, options=GS)
    state = play(state, "grab:0,0")
    assert ids(state) == ["assign:ruby", "assign:onyx"]
    state = play(state, "assign:ruby")
    assert tally(state["coll"][0])["piles"] == {"onyx": 1, "ruby": 2}


def test_stolen_wildcard_is_reassigned_by_the_thief():
    wild = {"icons": ["wildcard"], "as": "onyx"}
    state = build(full="ruby", coll={0: ["steal", "diamond"], 1: ["onyx", wild]}, options=GS)
    state = play(state, "play:steal")
    wild_id = state["coll"][1][1]["id"]
    state = play(state, f"take:{wild_id}")
    assert state["coll"][0][-1]["as"] == "diamond"


# ---------------------------------------------------------------- Golden Actions
def test_flashlight_grabs_anywhere():
    state = build(full="ruby", board={(3, 4): "onyx"}, coll={0: ["flashlight"]}, options=GA)
    state = play(state, "play:flashlight")
    assert len(ids(state)) == 36
    state = play(state, "flash:3,4")
    assert kinds(state, 0) == ["onyx"] and ids(state) == ["grab:0,0"]


def test_rumble_moves_two_tiles_into_empty_cells():
    state = build(board={(0, 0): "ruby", (1, 0): "onyx", (2, 0): "emerald"}, coll={0: ["rumble"]}, options=GA)
    state = play(state, "play:rumble", "rum:0,0", "rumto:5,5")
    assert state["board"][0] is None and cell(state, 5, 5)["icons"] == ["ruby"]
    assert "rum:5,5" not in ids(state)  # a second, different tile
    state = play(state, "rum:2,0", "rumto:0,5")
    assert cell(state, 0, 5)["icons"] == ["emerald"] and state["turn"]["phase"] in ("pre", "grab")


def test_ring_reverses_the_rotation():
    state = build(full="ruby", coll={0: ["ring"]}, options=GA)
    state = play(state, "play:ring", "grab:0,0")
    assert state["arrows"][0]["pos"] == 6 and state["arrows"][0]["dir"] == -1


@pytest.mark.parametrize("step,expected", [(1, 1), (2, 2), (4, 4)])
def test_wildcard_arrow_sets_the_step(step, expected):
    state = build(full="ruby", coll={0: ["wildcard_arrow"]}, options=GA)
    state = play(state, "play:wildcard_arrow")
    assert ids(state) == ["step:1", "step:2", "step:4"]
    state = play(state, f"step:{step}", "grab:0,0")
    assert state["arrows"][0]["pos"] == expected


# ---------------------------------------------------------------- variants
def test_quick_start_gives_each_player_an_action_tile():
    state = GAME.setup(4, 3, {"quick_start": "actions"})
    assert all(
        len(c) == 1 and c[0]["icons"][0] in ("arrow_move", "arrow_lock", "swap", "double", "steal")
        for c in state["coll"]
    )
    assert state["pool_size"] == 44


def test_quick_start_secret_tile_is_private():
    state = GAME.setup(3, 3, {"quick_start": "any", "quick_secret": True})
    public = GAME.view(state, None)
    assert all(p["tiles"] == [{"secret": True}] for p in public["players"])
    own = GAME.view(state, 1)["players"][1]["tiles"][0]
    assert own["icons"] == state["coll"][1][0]["icons"]


def test_quick_start_arrow_choice_for_the_start_player():
    state = GAME.setup(3, 5, {"quick_start": "actions", "quick_arrow": True})
    start = state["start_seat"]
    assert state["coll"][start] == [] and all(len(state["coll"][s]) == 1 for s in range(3) if s != start)
    assert ids(state) == ["start:0", "start:2", "start:4", "start:6"]
    state = play(state, "start:4")
    assert state["arrows"][0]["pos"] == 4 and state["turn"]["seat"] == start


def test_map_size_follows_the_pool():
    assert GAME.setup(2, 1, {"map_size": 7})["n"] == 6  # 44 tiles cannot fill 7 x 7
    assert GAME.setup(2, 1, {"map_size": 7, "dark_tunnels": True})["n"] == 7
    assert GAME.setup(2, 1, {"map_size": 5})["n"] == 5
    small = GAME.setup(2, 1, {"gemshards": True})
    assert small["n"] == 5 and len([t for t in small["board"] if t]) == 25


def test_harder_with_expansions_counts_chameleon_once():
    state = build(
        full="ruby", board={(3, 3): "arrow_lock"}, coll={0: ["chameleon", "ring"]}, options={**GS, **GA, "harder": True}
    )
    state = play(state, "play:chameleon", "cham:arrow_lock", "grab:0,0")
    assert state["turn"]["seat"] == 1


def test_blind_grab_of_a_forbidden_tile_is_lost_and_stays_face_up():
    mult = {"icons": ["multiplier"], "as": "onyx"}
    state = build(full="ruby", board={(0, 0): "onyx"}, down={(0, 0)}, coll={0: ["onyx", mult]}, options=DT)
    assert ids(state) == ["grab:0,0"]
    transition = GAME.apply(state, 0, "grab:0,0")
    after = transition.state
    assert after["board"][0]["icons"] == ["onyx"] and "down" not in after["board"][0]
    assert kinds(after, 0) == ["multiplier", "onyx"] and transition.irreversible
    assert transition.events[0].text.id == "mm-event-uncovered-forbidden"
    assert say(transition.events[0].text) == "Ann uncovered Onyx (4) at A1 but may not take it; it stays face up."


def test_private_image_shows_the_tiles_a_seat_has_seen():
    state = build(full="ruby", board={(2, 3): "onyx"}, down="all", options=DT)
    state = play(state, "grab:0,0", "peek:2,3")
    names = ["A", "B"]
    public = render_view("mountain-miners", GAME.view(state, None), names)
    other = GAME.view(state, 1)
    other["targets"], other["prompt"], other["seat"] = [], None, None
    assert render_view("mountain-miners", other, names) == public  # seat 1 knows nothing more
    own = GAME.view(state, 0)
    assert own["board"][3 * N + 2]["seen"]["icons"] == ["onyx"]
    assert render_view("mountain-miners", own, names) != public


def test_bomb_with_an_empty_deck_leaves_the_hole():
    state = build(players=2, full="ruby", coll={0: ["bomb"]}, options=DT)
    state = play(state, "play:bomb", "bomb:4,4", "grab:0,0")
    assert state["turn"]["seat"] == 0  # seat 1 skipped its turn; nothing to refill from
    assert all(cell(state, x, y) is None for x in (4, 5) for y in (4, 5))


def test_assumption_switches_for_bombed_tiles_and_ties(monkeypatch):
    """Both ASSUMPTIONs are data: flipping them changes the rule, no code edit needed. (Each is
    patched in the module whose rule reads it: the Bomb's handler, the final ranking.)"""
    from rules.mountain_miners import scoring, subactions

    monkeypatch.setattr(subactions, "BOMBED_TILES_LEAVE", False)
    state = build(
        players=3,
        full="ruby",
        board={(0, 0): "onyx"},
        coll={0: ["bomb"]},
        options=DT,
        deck=["emerald", "diamond", "swap", "onyx", "ruby"],
    )
    state = play(play(state, "play:bomb"), "bomb:2,2")
    assert state["removed"] == [] and [t["icons"] for t in state["deck"][-4:]] == [["ruby"]] * 4

    tied = GAME.setup(2, 1, {})
    tied["over"] = True
    tied["board"] = [None] * len(tied["board"])
    tied["coll"] = [
        [{"id": 900, "icons": ["ruby"], "rot": 0}],
        [{"id": 901, "icons": ["ruby"], "rot": 0}, {"id": 902, "icons": ["swap"], "rot": 0}],
    ]
    assert GAME.result(tied).winners == [0, 1]  # shared by default (M3)
    monkeypatch.setattr(scoring, "SHARED_WIN_ON_TIE", False)
    assert GAME.result(tied).winners == [0]  # fewer collected tiles breaks the tie


# ---------------------------------------------------------------- rules slips
def test_rotate_grabbed_cannot_turn_a_trash_section_away():
    """Trash "can't be discarded or removed in any way": a collected tile showing Trash stays Trash."""
    shard = {"icons": ["trash", "onyx"], "act": 0}
    state = build(full="ruby", coll={0: ["rotate_grabbed", shard]}, options={**DT, **GS})
    assert "play:rotate_grabbed" not in ids(state)
    # The same tile showing its gem may still turn (even onto the Trash side).
    state = build(
        full="ruby", coll={0: ["rotate_grabbed", {"icons": ["trash", "onyx"], "act": 1}]}, options={**DT, **GS}
    )
    state = play(state, "play:rotate_grabbed")
    assert ids(state) == [f"rotg:{state['coll'][0][-1]['id']}"]
    assert ids(play(state, ids(state)[0])) == ["face:0"]


def test_with_two_arrows_a_tile_offers_only_the_sections_facing_an_arrow_whose_top_layer_holds_it():
    """The section facing the arrow is yours, for the arrow whose top layer the tile is on: a tile on
    the north arrow's top row offers its north section only, not the one facing the south arrow."""
    state = build(full="ruby", board={(0, 0): ["onyx", "emerald"]}, arrow=0, options=GS)
    state["arrows"].append({"pos": 4, "dir": 1, "step": 2})
    shown = labels(state)
    assert shown["grab:0,0"] == "Grab Onyx (4) at A1"
    assert not any(i.startswith("grab:0,0:") for i in shown)
    state = play(state, "grab:0,0")
    assert kinds(state, 0) == ["onyx"]
    # A tile on both arrows' top layers (a lone tile) offers both sections.
    state = build(board={(0, 0): ["onyx", "emerald"]}, arrow=0, options=GS)
    state["arrows"].append({"pos": 4, "dir": 1, "step": 2})
    assert ids(state) == ["grab:0,0:0", "grab:0,0:1"]


def test_secret_quick_start_wildcard_joins_the_best_pile_when_revealed_at_the_end():
    """A secret quick-start Wildcard stays in hand until the end; then it joins the pile where it
    scores most for its owner (``secret_wildcard_joins_best_pile``)."""
    secret = {"icons": ["wildcard"], "secret": True}
    options = {**GS, "quick_start": "any", "quick_secret": True}
    state = build(board={(0, 0): "ruby"}, coll={0: [secret, "onyx", "onyx"], 1: ["onyx"]}, options=options)
    assert not any(i.startswith("join:") for i in ids(state))  # joining by choice is the Multiplier's
    over = play(state, "grab:0,0")
    wildcard = next(ct for ct in over["coll"][0] if ct["icons"] == ["wildcard"])
    assert over["over"] and wildcard["as"] == "onyx" and "secret" not in wildcard
    assert GAME.result(over).breakdown[0]["onyx"] == 3 * 4


def test_quick_start_wildcard_joins_the_first_pile():
    """A Wildcard becomes the type of the pile it joins; a quick-start one, received before any pile,
    waits (like a Multiplier) and joins the first pile its owner starts."""
    state = build(full="ruby", board={(0, 0): "onyx"}, coll={0: [{"icons": ["wildcard"]}]}, options=GS)
    assert tally(state["coll"][0])["piles"] == {}
    state = play(state, "grab:0,0")
    wildcard = next(ct for ct in state["coll"][0] if ct["icons"] == ["wildcard"])
    assert wildcard["as"] == "onyx"
    assert tally(state["coll"][0])["piles"] == {"onyx": 2}
