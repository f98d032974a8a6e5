"""Each of the 20 Paper World objectives, with a layout that meets it and one that does not."""

from __future__ import annotations

import pytest

from rules.paper_world import objectives as obj
from rules.paper_world.engine import GAME, OBJECTIVE_NAMES
from rules.paper_world.scenario import build_state


def layout(*rows: str) -> obj.Tops:
    """Rows of visible cards, e.g. "Y2 B3s ..": ".." is an empty cell; x = column, y = row."""
    tops = {}
    for y, row in enumerate(rows):
        for x, code in enumerate(row.split()):
            if code != "..":
                tops[(x, y)] = (code[0], int(code[1]), code.endswith("s"))
    return tops


CASES = {
    1: (layout("Y1 Y3 ..", ".. Y2 .."), layout("Y1 B3 ..", "Y4 .. Y2")),
    2: (layout("B3 .. K3", "G1 Y1 Y2", "Y3 .. G3"), layout("B3 .. K3", "G1 Y1 Y2", "Y3 .. G4")),
    3: (layout("Y2 .. ..", "B2 K2 .."), layout("Y2 K2 ..", ".. .. B2")),
    4: (layout(".. Y1 B2", ".. G3 K4"), layout(".. Y1 B2", ".. G3 Y4")),
    5: (layout("Y1 Y2 Y3", "B1 B2 B3", "K1 K2 K3"), layout("Y1 Y2 Y3", "B1 .. B3", "K1 K2 K3")),
    6: (layout("G1 .. Y5", ".. G4 ..", "B1 .. G2"), layout("G1 .. ..", ".. G4 ..", ".. G1 B2")),
    7: (layout("Y1 .. ..", "Y3 B3 K3"), layout("Y3 B3 ..", "K3 .. ..")),
    8: (layout("Y5 B1 G5"), layout("Y5 B4 G4")),
    9: (layout("Y1 B2 G3", "K4 .. Y5"), layout("Y1 B2 G3", "K4 .. Y4")),
    10: (layout(".. G2 ..", ".. B5 ..", ".. Y2 .."), layout(".. G2 ..", ".. B5 ..", ".. Y3 ..")),
    11: (layout(".. .. Y4", ".. B3 ..", "K2 .. .."), layout(".. .. Y4", ".. B3 ..", "K4 .. ..")),
    12: (layout("Y4 B4", "K4 .."), layout("Y4 B4", "K5 G3s")),
    13: (layout("Y1 B1 G1", "K1 .. Y1s"), layout("Y1 B1 G1", "K1 .. Y2s")),
    14: (layout("Y1 Y1 ..", "B2 G3 K4"), layout("B2 G3 K5")),
    15: (layout("Y5 ..", "B3 ..", "G4 .."), layout("Y5 ..", "B3 ..", "G3 ..")),
    16: (layout("Y1s B2s K4s"), layout("Y1s B2 K4s")),
    17: (layout(".. Y3 B3", ".. G3 K3"), layout(".. Y3 B3", ".. G3 K4")),
    18: (layout("B1 B2", "B5 B3"), layout("B1 B2", "B5 G3")),
    19: (layout(".. B1 ..", "Y4 G3 K5", ".. Y2 .."), layout(".. B1 ..", "Y4 G3 K5", ".. Y1 ..")),
    20: (layout(".. B1 ..", "Y4 .. K5", ".. G2 .."), layout(".. B1 ..", "Y4 G3 K5", ".. B2 ..")),
}


def test_every_objective_has_a_case():
    assert sorted(CASES) == sorted(OBJECTIVE_NAMES) == list(range(1, 21))


@pytest.mark.parametrize("objective", sorted(CASES))
def test_met_and_unmet(objective):
    met, unmet = CASES[objective]
    assert obj.met(objective, met), OBJECTIVE_NAMES[objective]
    assert not obj.met(objective, unmet), OBJECTIVE_NAMES[objective]


def test_shapes_anywhere_in_the_frame_and_negative_coordinates():
    shifted = {(x - 2, y - 1): top for (x, y), top in CASES[19][0].items()}
    assert obj.met(19, shifted)
    l_shape = {(-1, -2): ("K", 2, False), (-2, -2): ("Y", 2, False), (-2, -1): ("B", 2, False)}
    assert obj.met(3, l_shape)


def test_row_needs_three_in_one_row_not_a_column():
    assert not obj.met(7, layout("Y3 ..", "B3 ..", "K3 .."))
    assert not obj.met(14, layout("Y2 ..", "B3 ..", "K4 .."))
    assert not obj.met(15, layout("Y5 B3 G4"))


def test_cross_of_colours_ignores_the_centre_by_default():
    assert obj.met(20, CASES[20][0], cross_colours_needs_centre=False)
    assert not obj.met(20, CASES[20][0], cross_colours_needs_centre=True)
    with_centre = layout(".. B1 ..", "Y4 B3 K5", ".. G2 ..")
    assert obj.met(20, with_centre, cross_colours_needs_centre=True)


def test_engine_reads_the_visible_card_only():
    # covered cards do not count: the Y and K stacks show 5s, the B stack a 3 (no 4 visible)
    grid = {(0, 0): ["Y1", "Y2", "Y3", "Y4", "Y5"], (1, 0): ["B1", "B2", "B3"], (2, 0): ["K1", "K2", "K3", "K4", "K5"]}
    state = build_state(grids=[grid, {(0, 0): ["G1"]}], objectives=[8, 9, 12])
    assert [o["id"] for o in GAME.met_objectives(state, 0)] == [8]
    state["objectives"][0]["tokens"] = []
    assert GAME.met_objectives(state, 0) == []  # no token left: nothing to take
