"""Ratings by finishing place (pairwise Elo) and recording results in SQLite, once per game."""

from __future__ import annotations

import asyncio

import pytest

from rules.base import Result, rank_by_score
from store import FINISHED, Store
from store import ratings as ratings_store
from store.elo import ELO_K, ELO_START, elo_update, expected

GUILD = 1


# ---------------------------------------------------------------------- the Elo update
def test_constants():
    assert (ELO_K, ELO_START) == (32.0, 1500.0)


def test_two_equal_players_winner_gains_16():
    assert elo_update([1500, 1500], [1, 2]) == [1516.0, 1484.0]
    assert elo_update([1500, 1500], [2, 1]) == [1484.0, 1516.0]


def test_two_players_tie_between_equals_changes_nothing():
    assert elo_update([1500, 1500], [1, 1]) == [1500.0, 1500.0]


def test_tie_moves_ratings_towards_each_other():
    low, high = elo_update([1400, 1600], [1, 1])
    # expected score of the weaker player is 1/(1+10^(200/400)) = 0.240253...
    assert low == pytest.approx(1400 + 32 * (0.5 - 0.2402530733520421))
    assert high == pytest.approx(1600 - 32 * (0.5 - 0.2402530733520421))
    assert low + high == pytest.approx(3000)


def test_upset_against_a_stronger_player():
    winner, loser = elo_update([1400, 1600], [1, 2])
    assert winner == pytest.approx(1400 + 32 * (1 - 0.2402530733520421))  # 1424.31...
    assert round(winner) == 1424 and round(loser) == 1576


def test_three_players_by_place():
    # each pair: 1st beats 2nd and 3rd, 2nd beats 3rd; divided by 2 opponents
    first, second, third = elo_update([1500, 1500, 1500], [1, 2, 3])
    assert (first, second, third) == (1516.0, 1500.0, 1484.0)


def test_four_players_with_a_shared_place():
    after = elo_update([1500, 1500, 1500, 1500], [1, 2, 2, 4])
    # seat 0: 3 wins -> 32*1.5/3 = 16; seats 1,2: 1 loss, 1 tie, 1 win -> 0; seat 3: 3 losses -> -16
    assert after == [1516.0, 1500.0, 1500.0, 1484.0]


def test_sum_of_changes_is_zero_and_order_does_not_matter():
    ratings, places = [1530.0, 1470.0, 1611.0, 1390.0], [3, 1, 2, 4]
    after = elo_update(ratings, places)
    assert sum(after) == pytest.approx(sum(ratings))
    order = [2, 0, 3, 1]
    shuffled = elo_update([ratings[i] for i in order], [places[i] for i in order])
    assert shuffled == pytest.approx([after[i] for i in order])


def test_expected_is_symmetric():
    assert expected(1500, 1500) == 0.5
    assert expected(1600, 1400) + expected(1400, 1600) == pytest.approx(1)


# ---------------------------------------------------------------------- recording in SQLite
async def finished_game(
    store: Store,
    humans: list[tuple[int, str]],
    bots: int = 0,
    scores: list[int] | None = None,
    own_handover: int | None = None,
    host_handover: int | None = None,
):
    """A finished game; ``own_handover``/``host_handover``: a seat handed to the AI during it, by its
    player or by someone else (the host)."""
    (host_id, host_name), *others = humans
    game_id = await store.create_lobby("solstis", GUILD, 10, host_id, host_name, seed=7)
    for user_id, name in others:
        await store.add_seat(game_id, name, 6, user_id=user_id)
    for n in range(bots):
        await store.add_seat(game_id, f"Bot{n}", 6, ai_kind="greedy")
    version = await store.start_game(game_id, thread_id=None, state={"move": 0})
    if own_handover is not None:
        version = await store.hand_over_seat(game_id, version, own_handover, by_someone_else=False)
    if host_handover is not None:
        version = await store.hand_over_seat(game_id, version, host_handover, by_someone_else=True)
    count = len(humans) + bots
    result = rank_by_score(scores or list(range(count, 0, -1)))  # seat 0 wins by default
    await store.commit_move(game_id, version, 0, "x", [], {"move": 1}, result=result.to_json())
    record = await store.get_game(game_id)
    assert record.status == FINISHED
    return record, result


async def test_rated_game_updates_ratings_once(store):
    record, result = await finished_game(store, [(100, "alice"), (200, "bob")])
    assert ratings_store.is_rated(record)
    assert await ratings_store.record_game(store, record, result) is True
    # the event fires again (twice more, even concurrently): nothing changes
    again = await asyncio.gather(*(ratings_store.record_game(store, record, result) for _ in range(2)))
    assert again == [False, False]
    rows = await ratings_store.game_results(store, record.id)
    assert [(r.seat, r.user_id, r.place, r.won, r.rated, r.rating_before, r.rating_after) for r in rows] == [
        (0, 100, 1, True, True, 1500.0, 1516.0),
        (1, 200, 2, False, True, 1500.0, 1484.0),
    ]
    alice = await ratings_store.player_stats(store, GUILD, 100)
    assert alice == [ratings_store.PlayerStats("solstis", 1516.0, games=1, wins=1, rated_games=1)]
    board = await ratings_store.leaderboard(store, GUILD, "solstis")
    assert [(r.name, r.rating, r.games, r.wins, r.rated_games) for r in board] == [
        ("alice", 1516.0, 1, 1, 1),
        ("bob", 1484.0, 1, 0, 1),
    ]
    assert await ratings_store.unrecorded_games(store) == []


async def test_second_game_starts_from_the_new_ratings(store):
    first, result = await finished_game(store, [(100, "alice"), (200, "bob")])
    await ratings_store.record_game(store, first, result)
    second, result = await finished_game(store, [(200, "bob"), (100, "alice")])  # bob (seat 0) wins
    await ratings_store.record_game(store, second, result)
    bob_gain = 32 * (1 - expected(1484, 1516))
    board = await ratings_store.leaderboard(store, GUILD, "solstis")
    assert round(bob_gain, 2) == 17.47  # the underdog wins more than 16
    assert [r.name for r in board] == ["bob", "alice"]
    assert board[0].rating == pytest.approx(1484 + bob_gain)
    assert board[1].rating == pytest.approx(1516 - bob_gain)
    assert [(r.games, r.wins) for r in board] == [(2, 1), (2, 1)]


async def test_game_with_an_ai_is_recorded_but_unrated(store):
    record, result = await finished_game(store, [(100, "alice"), (200, "bob")], bots=1)
    assert not ratings_store.is_rated(record)
    assert await ratings_store.record_game(store, record, result)
    rows = await ratings_store.game_results(store, record.id)
    assert len(rows) == 3 and not any(r.rated for r in rows)
    assert rows[2].user_id is None and rows[2].rating_after is None
    assert await ratings_store.leaderboard(store, GUILD, "solstis") == []
    assert await ratings_store.player_stats(store, GUILD, 100) == [
        ratings_store.PlayerStats("solstis", None, games=1, wins=1, rated_games=0)
    ]


async def test_autopilot_seat_keeps_the_game_rated(store):
    record, result = await finished_game(store, [(100, "alice"), (200, "bob")], own_handover=1)
    record = await store.get_game(record.id)
    assert record.seats[1].is_ai and ratings_store.is_rated(record)
    await ratings_store.record_game(store, record, result)
    assert [r.rating for r in await ratings_store.leaderboard(store, GUILD, "solstis")] == [1516.0, 1484.0]


async def test_a_seat_handed_over_by_someone_else_is_not_rated(store):
    """The host handed Bob's seat to the AI: Bob's rating does not move on the AI's play."""
    record, result = await finished_game(store, [(100, "alice"), (200, "bob")], scores=[3, 9], host_handover=1)
    assert record.seats[1].handed_over and ratings_store.rated_seats(record) == []
    await ratings_store.record_game(store, record, result)
    rows = await ratings_store.game_results(store, record.id)
    assert [(r.seat, r.place, r.rated, r.rating_after) for r in rows] == [(0, 2, False, None), (1, 1, False, None)]
    assert await ratings_store.leaderboard(store, GUILD, "solstis") == []
    # With three players, the two who played their own seats are rated between themselves only.
    record, result = await finished_game(store, [(1, "a"), (2, "b"), (3, "c")], scores=[9, 5, 1], host_handover=2)
    await ratings_store.record_game(store, record, result)
    rows = await ratings_store.game_results(store, record.id)
    assert [(r.seat, r.rated, r.rating_after) for r in rows] == [(0, True, 1516.0), (1, True, 1484.0), (2, False, None)]
    assert [r.name for r in await ratings_store.leaderboard(store, GUILD, "solstis")] == ["a", "b"]


async def test_three_players_with_a_tie(store):
    record, result = await finished_game(store, [(1, "a"), (2, "b"), (3, "c")], scores=[5, 9, 5])
    assert result.places == [2, 1, 2]
    await ratings_store.record_game(store, record, result)
    board = await ratings_store.leaderboard(store, GUILD, "solstis")
    assert [(r.name, r.rating, r.wins) for r in board] == [("b", 1516.0, 1), ("a", 1492.0, 0), ("c", 1492.0, 0)]


async def test_unrecorded_games_are_found_after_a_restart(store, database):
    record, result = await finished_game(store, [(100, "alice"), (200, "bob")])
    assert await ratings_store.unrecorded_games(store) == [record.id]
    reopened = await Store.open(database)  # another process, as after a restart
    try:
        assert await ratings_store.unrecorded_games(reopened) == [record.id]
        again = await reopened.get_game(record.id)
        assert await ratings_store.record_game(reopened, again, Result.from_json(again.result))
        assert not await ratings_store.record_game(reopened, again, Result.from_json(again.result))
        assert await ratings_store.unrecorded_games(reopened) == []
    finally:
        await reopened.close()
    assert not await ratings_store.record_game(store, record, result)


def test_places_fall_back_to_the_ranking():
    result = Result(scores=[1, 3], breakdown=[{}, {}], ranking=[1, 0], winners=[1])
    assert ratings_store.places_of(result) == [2, 1]
