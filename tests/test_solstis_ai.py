"""Solstis's evaluations (the normal AI's judgement, and the fitted one the hard AI values leaves
with): worked values, and the remembered areas giving exactly what ``areas`` gives."""

from __future__ import annotations

import pytest

from rules import get_game
from rules.solstis import GAME
from rules.solstis.board import areas, score_panorama
from rules.solstis.engine import _areas_of_layout
from rules.solstis.fitted import FEATURES, PILE_AT_START, fitted_value, load_weights, position_features, seat_features
from tests.solstis_helpers import arrange, pan

# Two areas of two Land tiles each (1-1 1-2 and 1-6 1-7) and a lone Land tile at 3-1.
TWO_EQUAL_AREAS_AND_ONE_TILE = ["1-1", "1-2", "1-6", "1-7", "3-1"]


def test_remembered_areas_follow_each_panoramas_own_order() -> None:
    forward = pan(TWO_EQUAL_AREAS_AND_ONE_TILE)["cells"]
    backward = dict(reversed(list(forward.items())))
    assert _areas_of_layout(forward) == areas(forward)
    # the same occupied cells listed the other way round are not served the first answer
    assert _areas_of_layout(backward) == areas(backward) != areas(forward)
    assert _areas_of_layout(forward) is _areas_of_layout(forward)


def test_detached_land_counts_by_its_distance_to_the_main_area() -> None:
    # Seat 0: main area 1-1 1-2 2-1 (3 Land), a lone Land tile at 1-5, 3 steps from 1-2.
    mine, rival = pan(["1-1", "1-2", "2-1", "1-5"]), pan(["1-9", "1-10", "2-10"])
    state = arrange(pans=(mine, rival))
    lead = score_panorama(mine)["total"] - score_panorama(rival)["total"]
    assert GAME.evaluate(state, 0) == pytest.approx(lead + 1 / 3)
    assert GAME.evaluate(state, 1) == pytest.approx(-lead - 1 / 3)


def test_equal_areas_take_the_first_listed_as_the_main_one() -> None:
    # Main 1-1 1-2: the other pair is 4 steps away (2/4) and 3-1 is 2 away (1/2).
    # Main 1-6 1-7: the first pair is 4 steps away (2/4) and 3-1 is 7 away (1/7).
    forward = pan(TWO_EQUAL_AREAS_AND_ONE_TILE)
    backward = pan(list(reversed(TWO_EQUAL_AREAS_AND_ONE_TILE)))
    rival = pan(["4-9"])
    first = GAME.evaluate(arrange(pans=(forward, rival)), 0)
    second = GAME.evaluate(arrange(pans=(backward, rival)), 0)
    assert first - second == pytest.approx(1 / 2 - 1 / 7)


# ---------------------------------------------------------------------- the hard level's fitted evaluation
def _s2_position() -> dict:
    """Worked example S-2 for seat 0 (score 10), a hand and a display around it; seat 1 has 1-9."""
    mine = pan(["1-5", "2-5", "3-5", "4-5", "5-5", "6-5", "6-6"])
    return arrange(
        pans=(mine, pan(["1-9"])), hands=(("1-6", "3-1", "6-7"), ()), display=(("2-2", "2-9"), ("4-6", None))
    )


def test_fitted_features_of_a_worked_position() -> None:
    state = _s2_position()
    comps_of = [_areas_of_layout(state["pan"][s]["cells"]) for s in range(2)]
    features = dict(zip(FEATURES, seat_features(state, 0, comps_of[0], GAME._breakdowns(state, comps_of)[0])))
    assert features == {
        "score": 10,
        "near_land": 0,
        "largest": 7,
        "lit_fires": 3,
        "spirits": 0,
        "bonus": 0,
        "land": 7,
        "areas": 1,
        "unlit_fire_weight": 0,
        "squares_one_short": 1,  # 5-6 completes the square 5-5 5-6 6-5 6-6
        "squares_two_short": 9,  # anchors 1-4..5-4 and 1-5..4-5
        "hand_next_to_panorama": 2,  # 1-6 (beside 1-5) and 6-7 (beside 6-6); 3-1 touches nothing
        "hand_can_capture": 1,  # 1-6 matches 4-6 by its number
        "display_next_to_main": 1,  # 4-6 touches 4-5; 2-2 touches nothing
        "bear": 0,
        "rainbows": 0,
        "main_touches_bottom": 1,
        "fireflies": 0,
    }
    both = position_features(state, 1, comps_of, GAME._breakdowns(state, comps_of))
    assert both[: len(FEATURES)] == seat_features(state, 1, comps_of[1], GAME._breakdowns(state, comps_of)[1])
    assert both[len(FEATURES) :][0] == 10  # then the rival's, beginning with its score


def test_fitted_value_weighs_features_by_how_full_the_pile_is() -> None:
    k = 2 * len(FEATURES)
    unit = [0.0] * k
    unit[0], unit[len(FEATURES)] = 1.0, -1.0  # own score less the rival's
    slope = [0.0] * k
    slope[0] = 2.0  # own score counts twice more with a full pile
    weights = {"to_move": {"weights": unit, "per_pile": slope}, "waiting": {"weights": unit, "per_pile": [0.0] * k}}
    features = [0.0] * k
    features[0], features[len(FEATURES)] = 10.0, 4.0
    assert fitted_value(weights, features, PILE_AT_START, to_move=True) == pytest.approx(10 * 3 - 4)
    assert fitted_value(weights, features, PILE_AT_START // 2, to_move=True) == pytest.approx(10 * 2 - 4)
    assert fitted_value(weights, features, PILE_AT_START, to_move=False) == pytest.approx(6)


def test_the_committed_weights_fit_the_features_and_a_mismatch_is_refused() -> None:
    weights = load_weights()
    assert weights["features"] == list(FEATURES) and "base" in weights["variants"]
    for side in ("to_move", "waiting"):
        assert weights[side]["held_out_r2"] > 0.2
    with pytest.raises(ValueError, match="features"):
        load_weights(dict(weights, features=list(reversed(FEATURES))))
    with pytest.raises(ValueError, match="per-pile"):
        load_weights(dict(weights, waiting=dict(weights["waiting"], per_pile=[0.0])))


def test_the_search_values_with_the_fit_only_where_it_was_fitted() -> None:
    base = _s2_position()
    assert GAME.search_evaluate(base, 0) != GAME.evaluate(base, 0)
    assert GAME.search_evaluate(base, 0) > GAME.search_evaluate(base, 1)
    firefly = arrange(
        variant="firefly", pans=base["pan"], hands=(("1-6", "3-1", "6-7"), ()), display=(("2-2", "2-9"), ("4-6", None))
    )
    assert GAME.search_evaluate(firefly, 0) == GAME.evaluate(firefly, 0)


def test_other_games_search_with_their_own_evaluation() -> None:
    game = get_game("sheherazade")
    state = game.setup(2, 3)
    assert all(game.search_evaluate(state, seat) == game.evaluate(state, seat) for seat in range(2))
