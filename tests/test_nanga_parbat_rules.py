"""Nanga Parbat rules: the spec's worked examples N-1..N-7 and unit tests of each rule.

States are built from a real setup and then arranged by hand (they are plain JSON), so every
test drives the engine through ``legal_actions`` and ``apply`` exactly as a player would. The
events are messages (ids and arguments); the tests read them as the English catalogue shows them,
the two seats named Ann and Ben.
"""

from __future__ import annotations

import pytest

from lang import Speaker
from rules import get_game
from rules.base import IllegalAction
from rules.nanga_parbat import GAME
from rules.nanga_parbat import board as B
from rules.text import Msg, msg, seat
from tests.speech import visible

A, O = 0, 1  # the acting player and the opponent in most tests
NAMES = ["Ann", "Ben"]
ENGLISH = Speaker("en-US", NAMES)


def SAY(message):
    """An event as an English reader sees it (without the isolates around names)."""
    return visible(ENGLISH.say(message))


def ids(state, seat=A):
    return [a.id for a in GAME.legal_actions(state, seat)]


def play(state, seat, *action_ids):
    events = []
    for action_id in action_ids:
        transition = GAME.apply(state, seat, action_id)
        state = transition.state
        events += [SAY(e.text) for e in transition.events]
    return state, events


def arranged(contents=None, *, phase="trap", guide=1, turn=A, area=False, fill="leopard"):
    """A state where ``turn`` is to act in ``phase``; ``contents`` maps "r.s" to a cell's content.

    Every other section holds ``fill`` (an animal), so no hiker groups exist unless asked for.
    """
    state = GAME.setup(2, 7, {"area_scoring": area})
    state["mountain"] = [fill] * B.CELLS
    for where, content in (contents or {}).items():
        state["mountain"][B.parse_cell(where)] = content
    state["phase"] = phase
    state["guide"] = guide
    state["turn"] = turn
    state["first"] = turn
    return state


def give_animals(state, seat, *kinds, used=()):
    for kind in kinds:
        state["boards"][seat][kind][0] += 1
    for kind in used:
        state["boards"][seat][kind][1] += 1
    return state


# ---------------------------------------------------------------- registry, setup, map


def test_registered_under_its_key():
    assert get_game("nanga-parbat") is GAME
    assert GAME.min_players == GAME.max_players == 2
    assert [spec.key for spec in GAME.OPTIONS] == ["area_scoring"]


def test_setup_components():
    state = GAME.setup(2, 3)
    assert sorted(state["mountain"]) == sorted(k for k in B.KINDS for _ in range(6))
    assert len(state["mountain"]) == 36
    assert state["stock"] == [15, 15] and state["camps"] == [12, 12] and state["cubes"] == [5, 5]
    assert state["score"] == [0, 0] and state["guide"] is None
    # The second player puts the guide on any region.
    second = 1 - state["first"]
    assert GAME.to_act(state) == {second}
    assert ids(state, second) == [f"guide:{r}" for r in range(1, 7)]
    transition = GAME.apply(state, second, "guide:5")
    state = transition.state
    assert state["guide"] == 5 and state["phase"] == "trap" and GAME.to_act(state) == {state["first"]}
    # An event is a message id with its arguments; the seat is named by whoever shows it.
    assert [e.text for e in transition.events] == [msg("np-event-guide-placed", player=seat(second), region=5)]
    assert SAY(transition.events[0].text) == f"{NAMES[second]} put the guide on region 5."


def test_setup_is_seeded():
    assert GAME.setup(2, 11)["mountain"] == GAME.setup(2, 11)["mountain"]
    assert GAME.setup(2, 11)["mountain"] != GAME.setup(2, 12)["mountain"]


def test_map_adjacency():
    def adjacent(a, b):
        return B.parse_cell(b) in B.NEIGHBOURS[B.parse_cell(a)]

    # brick pyramid inside a region
    assert adjacent("3.1", "3.2") and adjacent("3.2", "3.5") and adjacent("3.5", "3.6")
    assert not adjacent("3.1", "3.4") and not adjacent("3.4", "3.6") and not adjacent("3.2", "3.6")
    # dotted paths only between the listed sections
    assert adjacent("1.4", "2.1") and adjacent("2.6", "5.1") and adjacent("5.6", "6.4")
    assert not adjacent("1.5", "2.1") and not adjacent("2.1", "3.1")
    assert len(B.EDGES) == 6 * 9 + 9


# ---------------------------------------------------------------- worked examples


def test_n1_path_rule_lands_beyond_the_opponent():
    """N-1: A at 7, B at 4, B scores 3 -> B would land on 7 -> B ends on 8 (here via a 3 VP trade)."""
    state = arranged(phase="claim", turn=O)
    give_animals(state, O, "yak", "tahr", "bharal")
    state["score"] = [7, 4]
    state, events = play(state, O, "claim:2.4")  # the whole board pays: no choice left
    assert state["score"] == [7, 8]
    assert state["breakdown"][O]["different"] == 3 and state["breakdown"][O]["path"] == 1
    assert events[0] == "Ben goes for D2 (3 points)."
    assert events[-1] == "Ben claimed D2: traded Tahr, Yak, and Bharal; +3 points and 1 for the path rule, now 8."


def test_n2_red_panda_scores_only_when_not_ahead():
    """N-2: both at 5, A traps a red panda -> A at 6; A at 6 vs B at 5 -> no point."""
    state = arranged({"1.2": "panda"})
    state["score"] = [5, 5]
    after, _events = play(state, A, "trap:1.2")
    assert after["score"] == [6, 5] and after["breakdown"][A]["panda"] == 1
    assert after["boards"][A]["panda"] == [1, 0]
    state["score"] = [6, 5]
    after, _ = play(state, A, "trap:1.2")
    assert after["score"] == [6, 5] and after["boards"][A]["panda"] == [1, 0]
    # Behind by one: the point lands on the opponent's space, so the path rule adds one more.
    state["score"] = [4, 5]
    after, _ = play(state, A, "trap:1.2")
    assert after["score"] == [6, 5]


def test_n3_guide_goes_to_the_region_numbered_by_the_section():
    """N-3: trapped from region 2 section 4 -> guide to region 4; the hiker takes the section."""
    state = arranged({"2.4": "deer"}, guide=2)
    state, events = play(state, A, "trap:2.4")
    assert state["guide"] == 4
    assert state["mountain"][B.cell(2, 4)] == "h0" and state["stock"] == [14, 15]
    assert events[0] == "Ann trapped the Deer at 2.4; the guide goes to region 4."


def test_n4_yak_tahr_bharal_is_three_different_not_three_same():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "tahr", "bharal")
    claims = [i for i in ids(state) if i.startswith("claim:")]
    assert claims == ["claim:2.4", "claim:2.5"]  # 3 different (D, E); no 3-same spot


def test_n5_yak_yak_bharal_is_three_same_not_three_different():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "yak", "bharal")
    claims = [i for i in ids(state) if i.startswith("claim:")]
    assert claims == ["claim:3.4", "claim:3.5"]
    state, _ = play(state, A, "claim:3.4")  # the whole board pays: no choice left
    assert state["score"] == [4, 0] and state["chart"][2][3] == A
    assert all(sum(v) == 0 for v in state["boards"][A].values())
    assert state["discard"]["yak"] == 2 and state["discard"]["bharal"] == 1


def _area_end_state(score):
    """Both players have placed every hiker; A ends the last turn. N-6's pieces on the mountain."""
    contents = {}
    for s in (1, 2, 3, 4):
        contents[f"1.{s}"] = "h0"  # A: 4 in region 1
    for s in (1, 2, 3, 4, 5):
        contents[f"2.{s}"] = "c1" if s == 1 else "h1"  # B: 5 in region 2, a camp counts
    for s in (1, 2, 3, 4, 5, 6):
        contents[f"3.{s}"] = "h0"  # A: 6 in region 3
    state = arranged(contents, phase="after", area=True, fill="deer")
    state["stock"] = [0, 0]
    state["score"] = list(score)
    state["camps"][1] = 11
    state["removed"][1] = 1
    return state


def test_n6_area_scoring_regions_in_order():
    state = _area_end_state([0, 0])
    assert ids(state) == ["end"]
    state, events = play(state, A, "end")
    assert state["over"] and state["end_reason"] == "hikers"
    assert state["score"] == [4, 2]  # A +1 (region 1), B +2 (region 2), A +3 (region 3)
    assert state["breakdown"][A]["area"] == 4 and state["breakdown"][O]["area"] == 2
    assert events[:4] == [
        "Ann ends the turn.",
        "Area scoring: Ann has 4 pieces in region 1: +1 point.",
        "Area scoring: Ben has 5 pieces in region 2: +2 points.",
        "Area scoring: Ann has 6 pieces in region 3: +3 points.",
    ]
    assert GAME.result(state).winners == [A]


def test_n6_area_scoring_uses_the_path_rule_each_time():
    state = _area_end_state([1, 0])
    state, events = play(state, A, "end")
    assert "Area scoring: Ben has 5 pieces in region 2: +2 points and 1 for the path rule." in events
    # A 1 -> 2; B 0 -> 2 is taken -> 3; A 2 -> 5.
    assert state["score"] == [5, 3]
    assert state["breakdown"][O]["path"] == 1


def test_area_scoring_is_off_in_the_standard_game():
    state = _area_end_state([0, 0])
    state["options"]["area_scoring"] = False
    state, _ = play(state, A, "end")
    assert state["over"] and state["score"] == [0, 0]
    result = GAME.result(state)
    assert result.winners == [0, 1] and result.places == [1, 1]  # 0-0 is a shared win


def test_n7_connected_hikers_build_camps():
    state = arranged({"2.2": "h0", "2.4": "h0", "2.5": "h0"}, phase="claim")
    assert [i for i in ids(state) if i.startswith("claim:")] == ["claim:1.4", "claim:1.5"]
    state, events = play(state, A, "claim:1.4")  # the group is exactly 3: it all becomes camps
    assert [state["mountain"][B.cell(2, s)] for s in (2, 4, 5)] == ["c0"] * 3
    assert state["camps"] == [9, 12] and state["removed"] == [3, 0]
    assert state["score"] == [4, 0] and state["breakdown"][A]["camps"] == 4
    assert events[-1] == "Ann claimed D1: built 3 camps at 2.2, 2.4, and 2.5; +4 points, now 4."


# ---------------------------------------------------------------- trapping and the guide


def test_trap_offers_exactly_the_animals_of_the_guides_region():
    state = arranged({"4.1": "h1", "4.3": "c1", "4.6": "h0"}, guide=4)
    assert sorted(i for i in ids(state) if i.startswith("trap:")) == ["trap:4.2", "trap:4.4", "trap:4.5"]


def test_empty_region_the_active_player_relocates_the_guide_then_traps():
    contents = {f"3.{s}": "h1" for s in range(1, 7)}
    contents.update({f"5.{s}": "c0" for s in range(1, 7)})
    state = arranged(contents, guide=3)
    assert GAME.to_act(state) == {A}
    assert ids(state) == ["guide:1", "guide:2", "guide:4", "guide:6"]  # regions with an animal
    state, events = play(state, A, "guide:6")
    assert state["guide"] == 6 and state["phase"] == "trap"
    assert events == ["Ann moved the guide from empty region 3 to region 6."]
    assert ids(state)[:6] == [f"trap:6.{s}" for s in range(1, 7)]


def test_unoffered_actions_are_refused():
    state = arranged(guide=2)
    for bogus in ("trap:3.1", "claim:1.1", "act:yak", "guide:9", "end"):
        with pytest.raises(IllegalAction):
            GAME.apply(state, A, bogus)
    with pytest.raises(IllegalAction):
        GAME.apply(state, O, "trap:2.1")


# ---------------------------------------------------------------- activations


def test_activations_are_offered_at_every_window_and_once_each():
    state = arranged({"2.1": "yak"}, guide=2)
    give_animals(state, A, "yak")
    assert "act:yak" in ids(state)  # W0, before trapping
    state, _ = play(state, A, "trap:2.1")  # a second yak, trapped this turn
    assert state["phase"] == "claim" and ids(state) == ["act:yak", "end"]  # W1
    state, events = play(state, A, "act:yak", "guide:5")
    assert state["guide"] == 5 and state["boards"][A]["yak"] == [1, 1]
    assert events == ["Ann activates a Yak.", "Ann activated a Yak: the guide moves from region 1 to region 5."]
    assert ids(state) == ["act:yak", "end"]  # still W1: the other yak
    state, _ = play(state, A, "act:yak", "guide:2")
    assert state["boards"][A]["yak"] == [0, 2]
    # no animal left to activate and nothing to claim: the turn ended by itself
    assert state["turn"] == O and state["phase"] == "trap" and state["guide"] == 2


def test_activation_after_a_claim_window_w2():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "tahr", "bharal")
    state, _ = play(state, A, "claim:2.5")
    # the whole board paid for the claim; no animal left to activate: the turn is over
    assert state["turn"] == O and state["score"] == [2, 0]
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "tahr", "bharal", "yak")
    state, _ = play(state, A, "claim:2.5", "give:tahr", "give:bharal")
    assert state["phase"] == "after" and state["cubes"][A] == 4
    assert ids(state) == ["act:yak", "end"]  # W2
    assert not any(i.startswith("claim:") for i in ids(state))  # one claim per turn


def test_activated_animals_can_still_be_traded():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "tahr", used=("leopard",))
    assert "claim:2.4" in ids(state)
    state, _ = play(state, A, "claim:2.4")
    assert state["discard"]["leopard"] == 1 and state["discard"]["tahr"] == 1
    assert state["boards"][A]["leopard"] == [0, 0]


def test_trading_offers_activated_and_unactivated_copies_apart():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "tahr", "deer", used=("yak",))
    state, _ = play(state, A, "claim:2.4")
    assert sorted(ids(state)) == ["give:deer", "give:tahr", "give:yak", "give:yak.used"]
    state, _ = play(state, A, "give:yak.used")
    assert sorted(ids(state)) == ["give:deer", "give:tahr"]
    state, _ = play(state, A, "give:deer")
    assert state["boards"][A]["yak"] == [1, 0] and state["discard"]["yak"] == 1


def test_snow_leopard_swaps_two_adjacent_hikers_of_different_players():
    state = arranged({"1.1": "h0", "1.2": "h1", "1.3": "h0", "1.5": "c1", "2.1": "h1"}, guide=4)
    give_animals(state, A, "leopard")
    state, _ = play(state, A, "act:leopard")
    # 1.1-1.3 are both A's (no-op, not offered); the camp at 1.5 never moves.
    assert sorted(ids(state)) == ["pick:1.1", "pick:1.2", "pick:1.3"]
    state, events = play(state, A, "pick:1.3")  # 1.2 is its only partner: swapped at once
    assert state["mountain"][B.cell(1, 3)] == "h1" and state["mountain"][B.cell(1, 2)] == "h0"
    assert state["mountain"][B.cell(1, 5)] == "c1"
    assert events[0] == "Ann picks Ann’s hiker at 1.3 to swap."
    assert events[-1:] == ["Ann activated a Leopard: swapped Ann’s hiker at 1.3 with Ben’s hiker at 1.2."]
    assert state["boards"][A]["leopard"] == [0, 1] and state["phase"] == "trap"


def test_snow_leopard_follows_dotted_paths():
    state = arranged({"1.4": "h0", "2.1": "h1"}, guide=4)
    give_animals(state, A, "leopard")
    state, _ = play(state, A, "act:leopard")
    assert sorted(ids(state)) == ["pick:1.4", "pick:2.1"]


def test_snow_leopard_not_offered_without_a_pair():
    state = arranged({"1.1": "h0", "1.4": "h1", "2.2": "c1"}, guide=4)
    give_animals(state, A, "leopard")
    assert "act:leopard" not in ids(state)


def test_tahr_swaps_a_hiker_with_an_adjacent_animal():
    state = arranged({"6.1": "h1", "6.2": "bharal", "6.3": "c0", "3.6": "c0"}, guide=1, fill="h0")
    state["mountain"][B.cell(1, 1)] = "yak"  # something to trap in region 1
    give_animals(state, A, "tahr")
    state, _ = play(state, A, "act:tahr")
    # hikers next to an animal (1.1's yak, 6.2's bharal); the camp at 6.3 never moves
    assert sorted(ids(state)) == ["pick:1.2", "pick:1.3", "pick:6.1", "pick:6.4", "pick:6.5"]
    state, events = play(state, A, "pick:6.1")  # only 6.2 is an adjacent animal: taken at once
    assert state["mountain"][B.cell(6, 1)] == "bharal" and state["mountain"][B.cell(6, 2)] == "h1"
    assert events[-1:] == ["Ann activated a Tahr: swapped Ben’s hiker at 6.1 with the Bharal at 6.2."]


def test_musk_deer_swaps_two_animals_anywhere():
    state = arranged({"1.1": "panda", "6.6": "yak"}, guide=2)
    give_animals(state, A, "deer")
    after_leopard, _ = play(state, A, "act:deer", "pick:2.1")
    assert sorted(ids(after_leopard)) == ["pick:1.1", "pick:6.6"]  # another leopard would be no swap
    state["mountain"][B.cell(4, 4)] = "h1"
    state, _ = play(state, A, "act:deer")
    assert len(ids(state)) == 35 and "pick:4.4" not in ids(state)  # animals only, anywhere
    state, _ = play(state, A, "pick:6.6")
    assert len(ids(state)) == 34 and "pick:6.6" not in ids(state)
    state, events = play(state, A, "pick:1.1")
    assert state["mountain"][B.cell(1, 1)] == "yak" and state["mountain"][B.cell(6, 6)] == "panda"
    assert events[-1:] == ["Ann activated a Deer: swapped the Yak at 6.6 with the Panda at 1.1."]


# ---------------------------------------------------------------- chart claims


def test_camps_need_connected_hikers():
    # 2.1, 2.6 and 4.4 are A's but pairwise apart: no 3-camp claim.
    state = arranged({"2.1": "h0", "2.6": "h0", "4.4": "h0"}, phase="claim")
    assert not any(i.startswith("claim:1.") for i in ids(state))
    # a chain across a dotted path (1.4-2.1) counts
    state = arranged({"1.1": "h0", "1.2": "h0", "1.4": "h0", "2.1": "h0", "5.5": "h0"}, phase="claim")
    state, _ = play(state, A, "claim:1.5")
    assert sorted(ids(state)) == ["hiker:1.1", "hiker:1.2", "hiker:1.4", "hiker:2.1"]
    state, _ = play(state, A, "hiker:2.1")  # then 1.4, then 1.2: each the only connected choice
    cells = [state["mountain"][B.cell(*rc)] for rc in ((1, 1), (1, 2), (1, 4), (2, 1), (5, 5))]
    assert cells == ["h0", "c0", "c0", "c0", "h0"]


def test_camp_groups_do_not_run_through_camps():
    # A's hikers 3.1 and 3.4 are joined only through A's camp at 3.2.
    state = arranged({"3.1": "h0", "3.2": "c0", "3.4": "h0", "3.5": "h0"}, phase="claim")
    assert not B.CAMP_GROUPS_THROUGH_CAMPS
    assert not any(i.startswith("claim:1.") for i in ids(state))
    state["mountain"][B.cell(3, 2)] = "h0"
    assert "claim:1.4" in ids(state)


def test_camps_need_camps_in_stock():
    hikers = {f"4.{s}": "h0" for s in range(1, 7)}
    state = arranged(hikers, phase="claim")
    assert [i for i in ids(state) if i.startswith("claim:1.")] == [f"claim:1.{c}" for c in range(1, 6)]
    state["camps"][A] = 4
    assert [i for i in ids(state) if i.startswith("claim:1.")] == ["claim:1.3", "claim:1.4", "claim:1.5"]
    state["camps"][A] = 2
    assert not any(i.startswith("claim:1.") for i in ids(state))


def test_a_claimed_spot_is_gone_for_both_players():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "yak", "yak")
    state, _ = play(state, A, "claim:3.4")  # three yaks: every pick is forced
    assert state["chart"][2][3] == A and state["score"] == [4, 0]
    state = state | {"phase": "claim", "turn": O}
    give_animals(state, O, "tahr", "tahr", "tahr")
    assert [i for i in ids(state, O) if i.startswith("claim:")] == ["claim:3.5"]


def test_no_claims_without_cubes():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "yak", "yak")
    state["cubes"][A] = 0
    assert ids(state) == ["act:yak", "end"]


def test_six_different_with_two_bharals_and_invalid_picks_refused():
    state = arranged(phase="claim")
    give_animals(state, A, "leopard", "tahr", "deer", "yak", "bharal", "bharal", "panda")
    assert "claim:2.1" in ids(state)
    state, _ = play(state, A, "claim:2.1", "give:yak")
    assert sorted(ids(state)) == ["give:bharal", "give:deer", "give:leopard", "give:panda", "give:tahr"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, A, "give:yak")
    state, _ = play(state, A, "give:bharal", "give:bharal", "give:leopard", "give:tahr")
    assert sorted(ids(state)) == ["give:deer", "give:panda"]
    state, _ = play(state, A, "give:deer")
    assert state["boards"][A]["panda"] == [1, 0]
    assert state["score"] == [10, 0] and state["chart"][1][0] == A


def test_same_trade_locks_the_kind_once_chosen():
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "yak", "tahr", "tahr", "bharal")
    state, _ = play(state, A, "claim:3.4", "give:tahr")
    assert sorted(ids(state)) == ["give:bharal", "give:tahr"]


# ---------------------------------------------------------------- path rule and the end


def test_path_markers_never_share_a_space_except_zero():
    state = arranged({"1.2": "panda"})
    state, _ = play(state, A, "trap:1.2")
    assert state["score"] == [1, 0]
    state = arranged(phase="claim")
    give_animals(state, A, "yak", "yak", "yak")
    state["score"] = [0, 4]
    state, _ = play(state, A, "claim:3.4")
    assert state["score"] == [5, 4]


def test_game_ends_when_both_placed_all_hikers_after_the_last_turn():
    state = arranged({"1.1": "bharal", "1.2": "h1"}, guide=1, fill="tahr")
    state["stock"] = [1, 0]
    give_animals(state, A, "tahr", "tahr", "tahr")
    state, _ = play(state, A, "trap:1.1")
    # the last hiker is out, but the turn goes on: A may still claim (step 4)
    assert not state["over"] and "claim:3.3" in ids(state)
    state, events = play(state, A, "claim:3.3")  # 3 tahrs and the bharal: all forced
    assert state["over"] and state["end_reason"] == "hikers" and state["score"] == [6, 0]
    assert events[-1] == "Game over: both players have placed all their hikers. Final score 6–0."
    assert GAME.to_act(state) == frozenset() and GAME.result(state).winners == [A]


def test_game_ends_when_both_placed_all_cubes_except_in_the_area_variant():
    for area, over in ((False, True), (True, False)):
        state = arranged(phase="claim", area=area)
        state["cubes"] = [1, 0]
        give_animals(state, A, "yak", "yak", "yak")
        state, _ = play(state, A, "claim:3.5")
        assert state["over"] is over
        if over:
            assert state["end_reason"] == "cubes"
        else:
            assert state["turn"] == O and state["phase"] == "trap"


def test_views_are_public_and_targets_only_for_the_seat_to_act():
    state = arranged({"2.4": "deer"}, guide=2)
    public = GAME.view(state, None)
    assert "targets" not in public and "targets" not in GAME.view(state, O)
    mine = GAME.view(state, A)
    assert mine["targets"]["cells"] == [B.cell(2, s) for s in range(1, 7)]
    assert {k: v for k, v in mine.items() if k not in ("targets", "seat")} == {
        k: v for k, v in public.items() if k != "seat"
    }
    assert public["to_act"] == [A] and public["scores"] == [0, 0] and public["move"] == 0


def test_choices_and_decisions_read_as_the_catalogue_says():
    def labels(state):
        return {a.id: SAY(a.label) for a in GAME.legal_actions(state, A)}

    def decision(state):
        return SAY(Msg.from_json(GAME.view(state, A)["decision"]))

    state = arranged(phase="claim")
    give_animals(state, A, "yak", "tahr", "deer", used=("yak",))
    assert labels(state) == {
        "claim:2.4": "Claim D2: trade 3 different animals for 3 points",
        "claim:2.5": "Claim E2: trade 3 different animals for 2 points",
        "act:yak": "Activate Yak: move the guide to another region",
        "skip": "Claim nothing this turn",
    }
    assert decision(state) == "claim a chart spot, activate an animal, or go on"
    state, _ = play(state, A, "claim:2.4")
    assert labels(state)["give:yak"] == "Trade a Yak, not yet activated (3 to choose)"
    assert labels(state)["give:yak.used"] == "Trade an activated Yak (3 to choose)"
    assert decision(state) == "D2: choose 3 animals to trade"
    state, _ = play(state, A, "give:yak.used")
    assert decision(state) == "D2: choose 2 more animals to trade (given: Yak)"

    state = arranged({"1.1": "h0", "1.2": "h1", "1.3": "h0", "2.1": "h1"}, guide=4)
    give_animals(state, A, "leopard")
    assert labels(state)["trap:4.2"] == "Trap the Leopard at 4.2 (guide then to region 2)"
    assert labels(state)["act:leopard"] == "Activate Leopard: swap two adjacent hikers"
    state, _ = play(state, A, "act:leopard")
    assert labels(state)["pick:1.2"] == "Leopard: swap your opponent’s hiker at 1.2"
    assert decision(state) == "Leopard: choose the first piece to swap"
    state, _ = play(state, A, "pick:1.2")
    assert labels(state) == {
        "pick:1.1": "Leopard: …with your hiker at 1.1",
        "pick:1.3": "Leopard: …with your hiker at 1.3",
    }
    assert decision(state) == "Leopard: choose the second piece to swap"


def test_the_lobby_option_speaks_in_messages():
    (spec,) = GAME.OPTIONS
    assert SAY(spec.label) == "Area scoring"
    assert [SAY(label) for label in spec.choices.values()] == ["Off (standard game)", "On (regions score at the end)"]
