"""Solstis rules: the spec's worked examples S-1..S-5, every spirit, rainbows, blocking, the end."""

from __future__ import annotations

import pytest

from lang import Speaker
from rules.base import IllegalAction
from rules.solstis import GAME
from rules.solstis.board import EVIL, RAINBOWS, score_panorama, tile_msg
from rules.solstis.engine import _new_turn
from rules.text import msg, seat
from tests.game_checks import solstis_conservation
from tests.solstis_helpers import arrange, pan
from tests.speech import english


def act(state: dict, action_id: str, seat: int | None = None):
    if seat is None:
        seat = state["actor"]
    transition = GAME.apply(state, seat, action_id)
    solstis_conservation(transition.state)
    return transition


def ids(state: dict) -> list[str]:
    return [a.id for a in GAME.legal_actions(state, state["actor"])]


# A standard position: seat 0 holds 1-1, 1-2, 2-1 and plays orange 2, capturing orange 9,
# which completes the square anchored at 1-1.
BASE_DISPLAY = (("2-9", "6-4"), ("3-4", "5-4"), ("4-6", "6-6"), ("1-8", "3-8"))


def square_position(
    variant="base", line=("fish",), deck_top=(), top=("4-4", "4-5", "4-7"), pans=None, display=BASE_DISPLAY
):
    default = (pan(["1-1", "1-2", "2-1"]), pan(["1-9", "1-10", "6-5"]))
    return arrange(
        variant,
        pans=tuple(p if p is not None else d for p, d in zip(pans or (None, None), default)),
        hands=(("2-2", "3-7", "5-5"), ("5-7", "4-8", "4-3")),
        display=display,
        top=top,
        line=line,
        deck_top=deck_top,
    )


def meet(spirit: str, variant: str = "base", **kw) -> tuple[dict, list]:
    state = square_position(variant, line=(spirit,), **kw)
    state = act(state, "play:2-2+2-9").state
    assert state["phase"] == "spirit" and f"spirit:{spirit}" in ids(state) and "draw" in ids(state)
    transition = act(state, f"spirit:{spirit}")
    assert ["spirit", "1-1"] not in transition.state["pan"][0]["spirits"]
    assert [spirit, "1-1"] in transition.state["pan"][0]["spirits"]
    return transition.state, transition.events


# ------------------------------------------------------------------ worked examples (spec 1.6)
S1 = dict(land=["1-1", "1-2", "1-3", "2-1", "2-2", "4-2"], rainbows=["3-2"])


@pytest.mark.parametrize(
    "spirit,total",
    [("frog", 9), ("ladybug", 8), ("wolf", 9), ("moth", 9), ("bee", 8), ("bird", 8)],
)
def test_s1(spirit: str, total: int) -> None:
    score = score_panorama(pan(**S1, spirits=[[spirit, "1-1"]]))
    assert score["largest"] == 6 and score["fires"] == 1 and score["spirits"] == 1
    assert score["total"] == total


def test_s1_through_the_engine_result() -> None:
    state = arrange(pans=(pan(**S1, spirits=[["frog", "1-1"]]), pan(["1-9"])), hands=((), ()))
    state["over"] = True
    result = GAME.result(state)
    assert result.scores == [9, 1] and result.winners == [0] and result.breakdown[0]["bonus"] == 1


def test_s2_straddling_fire_counts_whole() -> None:
    score = score_panorama(pan(["1-5", "2-5", "3-5", "4-5", "5-5", "6-5", "6-6"]))
    assert (score["largest"], score["fires"], score["total"]) == (7, 3, 10)


def test_s3_half_fire_floors_down() -> None:
    score = score_panorama(pan(["1-5", "2-5", "3-5", "4-5", "5-5", "6-5"], rainbows=["6-6"]))
    assert (score["largest"], score["fires"], score["total"]) == (6, 1, 7)


@pytest.mark.parametrize("spirit,total", [("ladybug", 8), ("cow", 9), ("wolf", 8)])
def test_s4(spirit: str, total: int) -> None:
    board = pan(["1-1", "1-2", "2-1", "2-2", "1-3", "5-3", "5-4", "6-4"], spirits=[[spirit, "1-1"]])
    score = score_panorama(board)
    assert (score["largest"], score["fires"], score["spirits"]) == (5, 0, 1)
    assert score["total"] == total


def _evil_end_position() -> dict:
    # Seat 1 holds the base Evil Spirit and owns Bear (square 1-1) and Bee (square 1-4).
    p1 = pan(["1-1", "1-2", "2-1", "2-2", "1-4", "1-5", "2-4", "2-5"], spirits=[["bear", "1-1"], ["bee", "1-4"]])
    state = arrange(
        pans=(pan(["3-3"]), p1), hands=(("3-9",), ()), display=(("3-8", None), ("6-6", None)), pile_empty=True
    )
    state["evil_holder"] = 1
    state["deck"].remove(EVIL)
    return state


def test_s5_evil_covers_the_spirit_the_opponent_chooses() -> None:
    state = _evil_end_position()
    assert GAME.current_scores(state)[1] == 4 + 2 + 1  # largest 4, Bear and Bee, Bee +1 for Bear
    state = act(state, "play:3-9+3-8").state  # seat 1 cannot capture, seat 0 then neither: the end
    assert state["phase"] == "cover" and state["actor"] == 0
    assert sorted(ids(state)) == ["cover:bear", "cover:bee"]
    bee_covered = act(state, "cover:bee").state
    assert bee_covered["over"]
    b = GAME.result(bee_covered).breakdown[1]
    assert (b["spirits"], b["bonus"], b["total"]) == (1, 0, 5)
    bear_covered = act(state, "cover:bear").state
    b = GAME.result(bear_covered).breakdown[1]
    assert (b["spirits"], b["bonus"], b["total"]) == (1, 0, 5)


def test_evil_holder_without_spirit_loses_nothing() -> None:
    state = _evil_end_position()
    state["evil_holder"] = 0  # seat 0 owns no spirit
    state = act(state, "play:3-9+3-8").state
    assert state["over"] and state["evil_cover"] is None


# ------------------------------------------------------------------ a turn
def test_capture_places_both_tiles_and_flips_the_stack() -> None:
    state = square_position(line=())
    legal = ids(state)
    assert "play:2-2+2-9" in legal and "play:3-7+3-4" in legal and "play:3-7+3-8" not in legal
    assert "play:5-5+5-4" not in legal  # 5-4 is face down
    state = act(state, "play:2-2+2-9").state
    assert state["pan"][0]["cells"]["2-2"] == "L" and state["pan"][0]["cells"]["2-9"] == "L"
    assert state["display"][0] == {"up": "6-4", "down": None}


def test_second_chance_may_capture_the_tile_just_played() -> None:
    state = arrange(hands=(("3-7", "5-5", "2-3"), ("1-1", "1-2", "1-3")), display=(("6-4", "6-6"),), top=("1-7",))
    state = act(state, "play:3-7").state  # red 7 drawn: it matches only green 7, now in the display
    assert state["pan"][0]["cells"] == {"1-7": "L", "3-7": "L"}
    assert len(state["hands"][0]) == 3 and state["actor"] == 1


def test_two_misses_win_a_rainbow_anywhere_on_an_empty_panorama() -> None:
    state = arrange(hands=(("3-7", "5-5", "2-3"), ("1-4", "1-2", "1-3")), display=(("6-4", "6-6"),), top=("1-1",))
    state = act(state, "play:3-7").state
    assert state["phase"] == "rainbow" and len(ids(state)) == 48
    state = act(state, "rainbow:4-4").state
    assert state["pan"][0]["cells"] == {"4-4": "R"} and state["rainbows"] == RAINBOWS - 1
    assert [e["up"] for e in state["display"]][:3] == ["6-4", "3-7", "1-1"]


def test_rainbow_must_touch_the_panorama() -> None:
    state = arrange(
        pans=(pan(["1-1"]), None),
        hands=(("3-7", "5-5", "2-3"), ("1-4", "1-2", "1-3")),
        display=(("6-4", "6-6"),),
        top=("1-9",),
    )
    state = act(state, "play:3-7").state
    assert sorted(ids(state)) == ["rainbow:1-2", "rainbow:2-1"]


def test_free_rainbow_is_displaced_by_its_tile() -> None:
    state = square_position(pans=(pan(["1-1", "1-2", "2-1"], rainbows=["2-9"]), None))
    state = act(state, "play:2-2+2-9").state
    assert state["pan"][0]["cells"]["2-9"] == "L"
    assert state["phase"] == "rainbow" and "rainbow:2-9" not in ids(state) and "rainbow:3-2" in ids(state)
    state = act(state, "rainbow:3-2").state
    assert state["pan"][0]["cells"]["3-2"] == "R"


def test_rainbow_under_a_spirit_blocks_its_tile() -> None:
    p0 = pan(["1-1", "1-2", "2-1"], rainbows=["2-2"], spirits=[["wolf", "1-1"]])
    state = square_position(pans=(p0, None))
    state = act(state, "play:2-2+2-9").state
    assert state["pan"][0]["cells"]["2-2"] == "R" and "2-2" in state["removed"]
    assert state["actor"] == 1  # no new square: 1-1 already hosts the Wolf


def test_evil_spirit_cell_is_blocked_in_firefly() -> None:
    state = square_position("firefly", pans=(pan(["1-1", "1-2", "2-1"], evil="2-9"), None))
    state = act(state, "play:2-2+2-9").state
    assert "2-9" in state["removed"] and "2-9" not in state["pan"][0]["cells"]
    p = pan(["2-8"], evil="2-9")
    from rules.solstis.board import rainbow_cells

    assert "2-9" not in rainbow_cells(p) and "1-8" in rainbow_cells(p)


# ------------------------------------------------------------------ spirits
def test_one_spirit_per_turn_however_many_squares() -> None:
    p0 = pan(["1-1", "1-2", "2-1", "1-3", "2-3"])
    state = square_position(pans=(p0, None), line=("wolf", "bee"))
    state = act(state, "play:2-2+2-9").state
    assert state["phase"] == "square" and sorted(ids(state)) == ["square:1-1", "square:1-2"]
    state = act(state, "square:1-2").state
    state = act(state, "spirit:wolf").state
    assert state["pan"][0]["spirits"] == [["wolf", "1-2"]] and state["pan"][0]["fireflies"] == []
    assert state["actor"] == 1 and state["line"] == ["bee"]


def test_firefly_goes_on_the_other_square() -> None:
    p0 = pan(["1-1", "1-2", "2-1", "1-3", "2-3"])
    state = square_position("firefly", pans=(p0, None), line=("wolf",))
    state = act(state, "play:2-2+2-9").state
    state = act(act(state, "square:1-1").state, "spirit:wolf").state
    assert state["pan"][0]["fireflies"] == ["1-2"] and state["fireflies"] == 6
    assert GAME.result({**state, "over": True}).breakdown[0]["fireflies"] == 1  # its area touches row 1


def test_four_fireflies_win_at_once() -> None:
    p0 = pan(
        ["1-1", "1-2", "2-1", "1-3", "2-3", "1-5", "1-6", "2-5", "2-6", "1-7", "2-7", "1-8", "2-8"],
        fireflies=["1-5", "1-6", "1-7"],
    )
    display = (*BASE_DISPLAY[:3], ("5-3", "3-8"))
    state = square_position("firefly", pans=(p0, None), line=("wolf",), display=display)
    state = act(state, "play:2-2+2-9").state
    state = act(act(state, "square:1-1").state, "spirit:wolf").state
    assert state["over"] and state["winner"] == 0
    result = GAME.result(state)
    assert result.winners == [0] and result.ranking == [0, 1] and result.breakdown[0]["firefly_win"] == 1


def test_draw_two_keep_one_other_face_up() -> None:
    state = square_position(line=(), deck_top=("wolf", "bee"))
    state = act(state, "play:2-2+2-9").state  # the line is empty: the draw is forced
    assert state["phase"] == "keep" and sorted(ids(state)) == ["keep:bee", "keep:wolf"]
    mine, theirs, public = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert sorted(mine["drawn"]) == ["bee", "wolf"] and "drawn" not in theirs and "drawn" not in public
    assert public["drawn_count"] == 2
    state = act(state, "keep:wolf").state
    assert state["line"] == ["bee"] and ["wolf", "1-1"] in state["pan"][0]["spirits"]


def test_base_evil_drawn_forces_the_other_and_passes_on_next_meeting() -> None:
    state = square_position(line=(), deck_top=("wolf", EVIL))
    state = act(state, "play:2-2+2-9").state
    assert state["evil_holder"] == 0 and state["pan"][0]["spirits"] == [["wolf", "1-1"]] and state["line"] == []
    # Later seat 0 meets another spirit: the Evil passes to seat 1.
    state["line"] = ["bee"]
    state["deck"].remove("bee")
    state["turn"] = _new_turn(0)
    state["turn"]["square"] = "1-2"
    state["turn"]["step"] = "choose_spirit"
    state["phase"], state["actor"] = "spirit", 0
    state = act(state, "spirit:bee").state
    assert state["evil_holder"] == 1


def test_firefly_evil_goes_to_the_rival_and_moves_on_when_they_meet() -> None:
    state = square_position("firefly", line=(), deck_top=("wolf", EVIL))
    state = act(state, "play:2-2+2-9").state
    assert state["phase"] == "evil" and state["actor"] == 0
    assert set(ids(state)) == {f"evil:{c}" for c in ("1-8", "2-9", "2-10", "5-5", "6-4", "6-6")}
    state = act(state, "evil:2-9").state
    assert state["pan"][1]["evil"] == "2-9" and state["evil_holder"] is None


def test_fish() -> None:
    state, _ = meet("fish")
    assert state["phase"] == "rainbow" and state["rainbows"] == RAINBOWS - 1
    state = act(state, "rainbow:3-1").state
    assert state["pan"][0]["cells"]["3-1"] == "R" and state["actor"] == 1


def test_deer() -> None:
    state, _ = meet("deer")
    assert state["phase"] == "deer" and sorted(ids(state)) == ["deer:3-7", "deer:5-5"]
    pile = len(state["pile"])
    state = act(state, "deer:3-7").state
    assert state["pan"][0]["cells"]["3-7"] == "L" and len(state["hands"][0]) == 3 and len(state["pile"]) == pile - 2


def test_eagle() -> None:
    state, _ = meet("eagle", top=("4-4", "4-5", "6-7"))
    assert state["pan"][0]["cells"]["6-7"] == "L" and state["hands"][0] == ["3-7", "4-5", "5-5"]


def test_bear() -> None:
    state, _ = meet("bear")
    assert state["bear"][0] and len(state["hands"][0]) == 4
    assert GAME.view(state, None)["hand_sizes"] == [4, 3]


def test_fly() -> None:
    state, events = meet("fly")
    stolen = [t for t in ("5-7", "4-8", "4-3") if t not in state["hands"][1]]
    assert len(stolen) == 1 and state["pan"][0]["cells"][stolen[0]] == "L"
    assert len(state["hands"][1]) == 3  # compensated from the pile
    assert msg("solstis-event-fly", player=seat(0), rival=seat(1), tile=tile_msg(stolen[0])) in [e.text for e in events]
    said = [english(e.text, ["Ann", "Bob"]) for e in events]
    assert f"The Fly takes {Speaker().say(tile_msg(stolen[0]))} from Bob's hand for Ann" in said


def test_beetle() -> None:
    state, _ = meet("beetle")
    assert state["phase"] == "beetle" and sorted(ids(state)) == ["beetle:1-8", "beetle:3-4", "beetle:4-6", "beetle:6-4"]
    state = act(state, "beetle:1-8").state
    assert state["pan"][0]["cells"]["1-8"] == "L"
    assert {"up": "3-8", "down": None} in state["display"]


def test_marmot() -> None:
    state, events = meet("marmot")
    assert state["actor"] == 0 and state["phase"] == "play" and len(state["hands"][0]) == 3
    assert msg("solstis-event-plays-again", player=seat(0)) in [e.text for e in events]
    assert "Ann plays again (Marmot)" in [english(e.text, ["Ann", "Bob"]) for e in events]


def test_viper_takes_an_isolated_tile() -> None:
    state, _ = meet("viper", "firefly")
    assert "6-5" not in state["pan"][1]["cells"] and state["pan"][0]["cells"]["6-5"] == "L"
    assert state["pan"][1]["cells"] == {"1-9": "L", "1-10": "L"}


def test_fox_reveals_the_hand_to_the_opponent_only_and_forces_the_tile() -> None:
    state, _ = meet("fox", "firefly")
    assert state["phase"] == "fox" and sorted(ids(state)) == ["fox:4-3", "fox:4-8", "fox:5-7"]
    assert GAME.view(state, 0)["rival_hand"] == ["4-3", "4-8", "5-7"]
    assert "rival_hand" not in GAME.view(state, 1) and "rival_hand" not in GAME.view(state, None)
    transition = act(state, "fox:4-8")
    state = transition.state
    assert "rival_hand" not in GAME.view(state, 0)
    assert GAME.view(state, 0)["rival_must_play"] == "4-8" and GAME.view(state, 1)["must_play"] == "4-8"
    assert GAME.view(state, None)["forced"] == [False, True]
    assert state["actor"] == 1 and all(i.startswith("play:4-8") for i in ids(state))
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, "play:5-7")


def test_squirrel_places_the_hand_at_the_end() -> None:
    p0 = pan(["1-1", "1-2", "2-1", "2-2"], spirits=[["squirrel", "1-1"]])
    state = arrange(
        pans=(p0, pan(["6-4"])), hands=(("3-9", "2-3", "4-4"), ()), display=(("3-8", None),), pile_empty=True
    )
    state = act(state, "play:3-9+3-8").state
    assert state["over"] and state["hands"][0] == []
    assert {"2-3", "4-4", "3-8", "3-9"} <= set(state["pan"][0]["cells"])
    assert GAME.result(state).breakdown[0]["largest"] == 5  # 2-3 joins; 4-4 and the 3-8/3-9 pair stand apart


@pytest.mark.parametrize(
    "spirit,bonus",
    [("bee", 1), ("bird", 1), ("frog", 1), ("moth", 1), ("ladybug", 1), ("wolf", 2), ("cow", 1), ("phoenix", 2)],
)
def test_end_spirit_bonuses(spirit: str, bonus: int) -> None:
    board = pan(
        ["1-1", "1-2", "2-1", "2-2", "3-2", "4-2", "6-7"],
        rainbows=["1-3"],
        spirits=[[spirit, "1-1"], ["bear", "2-1"] if spirit != "bird" else ["frog", "2-1"]],
        fireflies=["1-2", "3-1"],
    )
    score = score_panorama(board)
    if spirit == "bird":
        bonus += 1  # the Frog there: +1 for the rainbow
    assert score["bonus"] == bonus


# ------------------------------------------------------------------ the end
def test_empty_pile_only_captures_and_two_passes_end() -> None:
    state = arrange(
        pans=(pan(["1-1"]), pan(["6-4"])),
        hands=(("3-9", "5-5"), ("4-4",)),
        display=(("3-8", None), ("2-1", None)),
        pile_empty=True,
    )
    assert ids(state) == ["play:3-9+3-8"]  # 5-5 cannot capture, so it cannot be played
    transition = act(state, "play:3-9+3-8")
    state = transition.state
    texts = [english(e.text, ["Ann", "Bob"]) for e in transition.events]
    assert "Bob cannot capture and passes" in texts and "Ann cannot capture and passes" in texts
    assert state["over"] and GAME.to_act(state) == frozenset()


def test_pass_then_the_other_player_still_plays() -> None:
    state = arrange(
        pans=(pan(["1-1"]), pan(["6-4"])),
        hands=(("3-9", "2-5"), ("4-4",)),
        display=(("3-8", None), ("2-1", None)),
        pile_empty=True,
    )
    state = act(state, "play:3-9+3-8").state
    assert not state["over"] and state["actor"] == 0 and state["passes"] == 1
    assert ids(state) == ["play:2-5+2-1"]
    state = act(state, "play:2-5+2-1").state
    assert state["over"]


def test_made_up_ids_are_refused() -> None:
    state = square_position()
    for bogus in ("play:2-2+2-8", "play:9-9", "spirit:fish", "draw", "rainbow:1-1", "play:2-2+"):
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, bogus)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, "play:2-2+2-9")


def test_hidden_change_and_irreversible_flags() -> None:
    state = square_position(line=("wolf",))
    transition = act(state, "play:3-7+3-4")  # a capture, then the refill draws a tile for seat 0
    assert transition.hidden_change == frozenset({0}) and transition.irreversible
    state = act(state, "play:2-2+2-9").state  # a square: the decision stays public
    transition = act(state, "spirit:wolf")
    assert 0 in transition.hidden_change and transition.irreversible  # refill at the end of the turn
    before = square_position("firefly", line=("fox",))
    before = act(before, "play:2-2+2-9").state
    transition = act(before, "spirit:fox")
    assert transition.state["phase"] == "fox" and transition.hidden_change == frozenset({0}) and transition.irreversible


def test_no_fireflies_when_no_spirit_could_be_met() -> None:
    """Fireflies go to the *other* squares of a turn in which a spirit was met: with no spirit left to
    meet, a new square gets none."""
    state = square_position("firefly", line=())
    spirits = list(state["deck"])
    state["deck"] = []
    state["pan"][1]["spirits"] = [[s, "9-9"] for s in spirits]  # every spirit is already out
    after = GAME.apply(state, 0, "play:2-2+2-9").state
    assert after["pan"][0]["fireflies"] == [] and after["fireflies"] == 7
    assert after["pan"][0]["spirits"] == []


def test_a_capture_that_turns_a_display_tile_face_up_cannot_be_undone() -> None:
    """Capturing the top of a display stack reveals the tile beneath: hidden information, so the move
    is irreversible (undo never crosses a reveal)."""
    from rules.base import is_irreversible

    state = square_position(top=("4-4", "4-5", "3-3"))
    state["turn"]["revealed"] = None
    stacked = next(e for e in state["display"] if e["up"] == "2-9")
    assert stacked["down"] == "6-4"
    transition = act(state, "play:2-2+2-9")
    assert {"up": "6-4", "down": None} in transition.state["display"]
    assert transition.irreversible and is_irreversible(state, transition, 0)
    # Taking a tile with nothing beneath it reveals nothing.
    state = square_position(display=(("2-9", None), ("3-4", "5-4"), ("4-6", "6-6"), ("1-8", "3-8")))
    assert not act(state, "play:2-2+2-9").irreversible
