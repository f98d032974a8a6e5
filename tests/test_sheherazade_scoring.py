"""Sheherazade scoring: the rulebook's 35-point example and the spec's other worked examples (1.10)."""

from __future__ import annotations

import pytest

from rules.sheherazade.data import ISLAND_TILES
from rules.sheherazade.engine import GAME, empty_board, put_tile
from rules.sheherazade.scoring import _board_score, board_score, dream_points, score_boards, visible_counts

DREAM_ID = {  # one Dream tile id per kind (the data pairs them D01/D02 = roc, ...)
    "roc": ["D01", "D02"],
    "monkey": ["D03", "D04"],
    "fennec": ["D05", "D06"],
    "camel": ["D07", "D08"],
    "elephant": ["D09", "D10"],
    "gem_column": ["D11", "D12"],
    "gem_line": ["D13", "D14"],
    "lamp": ["D15", "D16"],
    "snake": ["D17", "D18"],
    "genie": ["D19", "D20"],
}


@pytest.fixture
def fixture_tiles(monkeypatch):
    """Register made-up Island tiles (ids X..) with the exact contents a worked example needs."""

    made = {}

    def tile(*elements: str) -> str:
        tile_id = f"X{len(made):02d}"
        made[tile_id] = list(elements)
        monkeypatch.setitem(ISLAND_TILES, tile_id, list(elements))
        return tile_id

    _board_score.cache_clear()  # scores are cached by tile id, and these ids change contents per test
    yield tile
    _board_score.cache_clear()


def board_of(rows, dreams, flipped=()):
    board = empty_board()
    rows = list(rows) + [[]] * (3 - len(rows))
    board["grid"] = [list(r) + [None] * (4 - len(r)) for r in rows]
    board["dream"] = list(dreams) + [None] * (4 - len(dreams))
    board["flipped"] = list(flipped)
    return board


def rulebook_board(tile):
    rows = [
        [
            tile("emerald", "palm", "bandit"),
            tile("diamond", "roc", "palm"),
            tile("palm", "bandit"),
            tile("lamp", "palm"),
        ],
        [tile("ruby", "bandit"), tile("elephant", "palm"), tile("egg", "bandit"), tile("palm", "bandit")],
        [tile("snake", "palm"), tile("diamond", "bandit"), tile("bandit"), tile("palm", "monkey")],
    ]
    return board_of(
        rows, [DREAM_ID["gem_column"][0], DREAM_ID["lamp"][0], DREAM_ID["elephant"][0], DREAM_ID["snake"][0]]
    )


def test_rulebook_example_scores_35(fixture_tiles):
    board = rulebook_board(fixture_tiles)
    opponent = board_of([[fixture_tiles("bandit", "bandit", "bandit")] * 2 + [fixture_tiles("palm", "bandit")]], [])
    parts = board_score(board)
    assert {kind: pts for _, kind, pts in parts["dreams"]} == {"gem_column": 8, "lamp": 4, "elephant": 5, "snake": 10}
    assert parts["palms"] == 8
    assert parts["roc_egg"] == 7
    assert parts["bandits"] == 7
    scores, breakdown, bandits = score_boards([board, opponent])
    assert bandits == [7, 7]  # tied for the most: both lose
    assert scores[0] == 35
    assert breakdown[0] == {"Dreams": 27, "Palms": 8, "Roc+Egg": 7, "Bandits": -7}
    assert scores[1] == 1 - 7


def test_rulebook_example_without_the_most_bandits_keeps_them(fixture_tiles):
    board = rulebook_board(fixture_tiles)
    worse = board_of([[fixture_tiles("bandit", "bandit", "bandit", "bandit")] * 2], [])
    scores, _, bandits = score_boards([board, worse])
    assert bandits == [7, 8]
    assert scores == [42, -8]


def example_two_board():
    """Spec 1.10 example 2 with the default tiles, lamps placed U07, M16, L10, U09, M18."""
    board = empty_board()
    flips = []
    order = [
        ("U07", (0, 0)),
        ("U03", (0, 1)),
        ("U11", (0, 2)),
        ("M16", (1, 0)),
        ("M19", (1, 1)),
        ("M12", (1, 2)),
        ("L10", (2, 0)),
        ("L12", (2, 1)),
        ("L05", (2, 2)),
        ("L04", (2, 3)),
        ("U09", (0, 3)),
        ("M18", (1, 3)),
    ]
    for tile, slot in order:
        flips.append((tile, put_tile(board, tile, slot)))
    for i, tile in enumerate(["D19", "D13", "D01", "D03"]):
        put_tile(board, tile, (-1, i))
    return board, dict(flips)


def test_example_two_lamp_flips_and_genie():
    board, flips = example_two_board()
    assert flips["L10"] == ["U07", "M16"]
    assert flips["M18"] == ["L10", "U09"]
    assert all(flips[t] == [] for t in flips if t not in ("L10", "M18"))
    assert sorted(board["flipped"]) == ["L10", "M16", "U07", "U09"]
    assert board["lamps"] == ["M18"]
    parts = board_score(board)
    assert {kind: pts for _, kind, pts in parts["dreams"]} == {"genie": 16, "gem_line": 12, "roc": 4, "monkey": 4}
    assert (parts["palms"], parts["roc_egg"], parts["bandits"]) == (4, 7, 2)
    assert parts["base"] == 47
    alone, _, _ = score_boards([board, board_of([], [])])
    assert alone[0] == 45  # the most bandits: -2
    shared, _, _ = score_boards([board, board])
    assert shared == [45, 45]
    fewer, _, _ = score_boards([board, example_more_bandits()])
    assert fewer[0] == 47


def example_more_bandits():
    board = empty_board()
    for c, tile in enumerate(["U02", "U06", "U09", "U12"]):
        put_tile(board, tile, (0, c))
    return board


@pytest.mark.parametrize("snakes,points", [(0, 0), (1, 10), (2, 5), (3, 0), (4, 0)])
def test_snake_dream(fixture_tiles, snakes, points):
    board = board_of([[fixture_tiles("snake") for _ in range(snakes)]], [])
    assert dream_points("snake", board, visible_counts(board)) == points


@pytest.mark.parametrize("lamps,points", [(0, 0), (1, 4), (2, 12)])
def test_lamp_dream(fixture_tiles, lamps, points):
    board = board_of([[fixture_tiles("lamp") for _ in range(lamps)]], [])
    assert dream_points("lamp", board, visible_counts(board)) == points


def test_two_copies_of_a_dream_tile_both_score(fixture_tiles):
    board = board_of([[fixture_tiles("camel"), fixture_tiles("camel", "palm")]], DREAM_ID["camel"])
    parts = board_score(board)
    assert [pts for _, _, pts in parts["dreams"]] == [8, 8]
    assert parts["base"] == 17


def test_animal_values(fixture_tiles):
    board = board_of(
        [[fixture_tiles("roc", "monkey"), fixture_tiles("fennec", "camel"), fixture_tiles("elephant")]],
        [DREAM_ID["roc"][0], DREAM_ID["monkey"][0], DREAM_ID["fennec"][0], DREAM_ID["camel"][0]],
    )
    assert [pts for _, _, pts in board_score(board)["dreams"]] == [2, 2, 3, 4]
    assert dream_points("elephant", board, visible_counts(board)) == 5


def test_gem_rows_and_columns(fixture_tiles):
    e, r, d = (fixture_tiles(g) for g in ("emerald", "ruby", "diamond"))
    e2 = fixture_tiles("emerald", "palm")
    board = board_of([[e, r, d, e2], [r, e2, None, None], [d, None, None, None]], [])
    counts = visible_counts(board)
    # columns: c0 {e,r,d}=12, c1 {r,e}=6, c2 {d}=2, c3 {e}=2
    assert dream_points("gem_column", board, counts) == 22
    # rows: r0 {e,r,d}=10, r1 {r,e}=5, r2 {d}=2
    assert dream_points("gem_line", board, counts) == 17
    board["flipped"] = [e]
    counts = visible_counts(board)
    assert dream_points("gem_column", board, counts) == 6 + 6 + 2 + 2
    assert dream_points("gem_line", board, counts) == 10 + 5 + 2


def test_roc_egg_combos_never_share_a_bird(fixture_tiles):
    board = board_of([[fixture_tiles("roc"), fixture_tiles("roc"), fixture_tiles("roc", "egg")]], [DREAM_ID["roc"][0]])
    parts = board_score(board)
    assert parts["roc_egg"] == 7  # three rocs, one egg: one combo
    assert parts["dreams"][0][2] == 6  # every Roc still scores its Dream tile
    board["grid"][1][0] = fixture_tiles("egg", "egg")
    assert board_score(board)["roc_egg"] == 21


def test_flipped_tiles_lose_everything_including_bandits(fixture_tiles):
    t = fixture_tiles("lamp", "bandit", "palm", "roc", "egg")
    board = board_of([[t]], [DREAM_ID["genie"][0], DREAM_ID["lamp"][0]])
    before = board_score(board)
    assert (before["bandits"], before["palms"], before["roc_egg"], before["base"]) == (1, 1, 7, 12)
    board["flipped"] = [t]
    after = board_score(board)
    assert (after["bandits"], after["palms"], after["roc_egg"]) == (0, 0, 0)
    assert [pts for _, _, pts in after["dreams"]] == [4, 0]


def test_bandit_ties_three_players(fixture_tiles):
    b = fixture_tiles("bandit")
    boards = [board_of([[b, b, b]], []), board_of([[b, b, b]], []), board_of([[b]], [])]
    scores, breakdown, bandits = score_boards(boards)
    assert bandits == [3, 3, 1]
    assert scores == [-3, -3, 0]
    assert [d["Bandits"] for d in breakdown] == [-3, -3, 0]


def test_no_bandits_anywhere_costs_nothing(fixture_tiles):
    p = fixture_tiles("palm")
    scores, _, bandits = score_boards([board_of([[p]], []), board_of([[p, p]], [])])
    assert bandits == [0, 0] and scores == [1, 2]


def test_tie_break_fewer_bandits_wins(fixture_tiles):
    """Scores tied 40/40 with bandits 2 and 4 (a third player holds the most): the one with 2 wins."""
    b, p40 = fixture_tiles("bandit"), fixture_tiles(*["palm"] * 20)
    state = GAME.setup(3, 1)
    state["boards"] = [
        board_of([[p40, p40, b, b]], []),
        board_of([[p40, p40, b, b], [b, b]], []),
        board_of([[b, b, b, b], [b]], []),
    ]
    result = GAME._result(state)
    assert result.scores == [40, 40, -5]
    assert result.winners == [0]
    assert result.ranking == [0, 1, 2]
    state["boards"][1] = board_of([[p40, p40, b, b]], [])
    shared = GAME._result(state)
    assert shared.winners == [0, 1] and shared.places == [1, 1, 3]


def test_roc_in_a_pair_can_be_switched_off_for_the_roc_dream(fixture_tiles, monkeypatch):
    from rules.sheherazade import scoring

    board = board_of([[fixture_tiles("roc", "egg"), fixture_tiles("roc")]], [DREAM_ID["roc"][0]])
    assert board_score(board)["base"] == 4 + 7  # default: both Rocs score the Dream tile, one pair
    monkeypatch.setattr(scoring, "ROC_COUNTS_TWICE", False)
    _board_score.cache_clear()
    assert board_score(board)["base"] == 2 + 7
