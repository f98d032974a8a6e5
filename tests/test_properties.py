"""Property-based tests (hypothesis) of small shared pieces: ranking, geometry, cell names, Elo."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import rank_by_score
from rules.mountain_miners import geometry as geo
from store.elo import elo_update

scores = st.lists(st.integers(min_value=-50, max_value=80), min_size=2, max_size=6)


@given(scores)
def test_ranking_is_consistent_with_scores(values):
    result = rank_by_score(values)
    assert sorted(result.ranking) == list(range(len(values)))
    assert [values[s] for s in result.ranking] == sorted(values, reverse=True)
    for a in range(len(values)):
        for b in range(len(values)):
            if values[a] > values[b]:
                assert result.places[a] < result.places[b]
            if values[a] == values[b]:
                assert result.places[a] == result.places[b]
    assert set(result.winners) == {s for s, v in enumerate(values) if v == max(values)}


@settings(max_examples=300)
@given(
    n=st.integers(min_value=5, max_value=7),
    data=st.data(),
    arrows=st.lists(st.integers(min_value=0, max_value=7), min_size=1, max_size=2, unique=True),
)
def test_top_layer_is_the_nearest_occupied_line(n, data, arrows):
    occupied = data.draw(st.sets(st.integers(min_value=0, max_value=n * n - 1), min_size=1))
    top = geo.top_layer(occupied, n, arrows)

    def nearest_line(p: int) -> set[int]:
        distances = {i: geo.distance(p, i % n, i // n, n) for i in occupied}
        return {i for i, d in distances.items() if d == min(distances.values())}

    # The union of each arrow's nearest occupied line, never stopping at the halfway layer.
    assert set(top) == set().union(*(nearest_line(p) for p in arrows))


@given(n=st.integers(min_value=5, max_value=7), index=st.integers(min_value=0, max_value=48))
def test_cell_names_parse_back(n, index):
    index %= n * n
    assert geo.parse_cell(geo.cell_id(index, n), n) == index


@given(
    ratings=st.lists(st.floats(min_value=800, max_value=2400), min_size=2, max_size=5),
    data=st.data(),
)
def test_elo_changes_sum_to_zero(ratings, data):
    places = data.draw(
        st.lists(st.integers(min_value=1, max_value=len(ratings)), min_size=len(ratings), max_size=len(ratings))
    )
    after = elo_update(ratings, places)
    assert abs(sum(after) - sum(ratings)) < 1e-6
