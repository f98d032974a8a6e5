"""Solstis's evaluation (the normal AI's judgement and the hard AI's leaf values): worked values,
and the remembered areas giving exactly what ``areas`` gives."""

from __future__ import annotations

import pytest

from rules.solstis import GAME
from rules.solstis.board import areas, score_panorama
from rules.solstis.engine import _areas_of_layout
from tests.test_solstis_rules import arrange, pan

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
