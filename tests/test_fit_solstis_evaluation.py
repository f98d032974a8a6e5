"""The fit behind Solstis's search evaluation (bench/fit_solstis_evaluation.py): its least squares
recover known weights, and its samples are the turn starts of a real game with the final margin."""

from __future__ import annotations

import random

import pytest

from bench.fit_solstis_evaluation import design_row, explained, game_samples, least_squares, side_data
from rules.solstis.fitted import FEATURES, PILE_AT_START


def test_least_squares_recovers_the_weights_of_noiseless_data() -> None:
    rng = random.Random(5)
    truth = [1.5, -2.0, 0.25, 3.0]
    rows = [[rng.uniform(-3, 3) for _ in range(3)] + [1.0] for _ in range(60)]
    targets = [sum(w * x for w, x in zip(truth, row)) for row in rows]
    weights = least_squares(rows, targets)
    assert weights == pytest.approx(truth, abs=1e-4)  # the tiny ridge pulls a little
    assert explained(weights, rows, targets) == pytest.approx(1.0)


def test_a_column_that_never_varies_gets_no_weight_instead_of_failing() -> None:
    rows = [[x, 0.0, 1.0] for x in range(10)]  # like Fireflies in the base game
    weights = least_squares(rows, [2.0 * x + 1.0 for x in range(10)])
    assert weights == pytest.approx([2.0, 0.0, 1.0], abs=1e-4)


def test_design_rows_scale_each_feature_by_how_full_the_pile_is() -> None:
    features = [float(i) for i in range(2 * len(FEATURES))]
    row = design_row(features, PILE_AT_START // 2)
    assert len(row) == 4 * len(FEATURES) + 1 and row[-1] == 1.0
    assert row[: 2 * len(FEATURES)] == features
    assert row[2 * len(FEATURES) : -1] == pytest.approx([x * (PILE_AT_START // 2) / PILE_AT_START for x in features])


def test_samples_are_turn_starts_with_the_final_margin_from_each_side() -> None:
    starts = game_samples(1000)
    assert len(starts) >= 15
    assert {start["mover"] for start in starts} == {0, 1}
    assert [start["pile"] for start in starts] == sorted((start["pile"] for start in starts), reverse=True)
    margins = {start["margin"] * (1 if start["mover"] == 0 else -1) for start in starts}
    assert len(margins) == 1  # one game, one final margin, seen from either seat
    rows, targets = side_data([starts], "to_move")
    waiting_rows, waiting_targets = side_data([starts], "waiting")
    assert targets == [-t for t in waiting_targets] and len(rows) == len(waiting_rows) == len(starts)
    # each side's features begin with that side's own score, then the rival's
    k = len(FEATURES)
    assert all(a[0] == b[k] and a[k] == b[0] for a, b in zip(rows, waiting_rows))
