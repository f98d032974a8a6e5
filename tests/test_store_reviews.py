"""Reviews of finished games in the store (``store.reviews``, migration 17's ``game_reviews``) and
the service over them (``services.reviews``): kept per game and seat under the name of their
budget, computed once (in the review process, or a thread) and read back, refused to anyone but
the game's players.

Every test runs on SQLite and on PostgreSQL (the ``store`` fixture).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from rules import get_game
from rules.ai import greedy_action, random_action
from rules.base import Result
from rules.review import Finding, ReviewBudget, decisions_of, review
from services.reviews import MAX_WAITING, METHOD, ReviewRefused, Reviews, method_name
from store import FINISHED, Store
from store import ratings as ratings_store

GUILD = 1
ALICE, BOB, CAROL = 100, 200, 300
SMALL = ReviewBudget(iterations=20, samples=2, horizon=2, decisions=12)  # a quick review, fixed like any

FINDINGS = [
    {
        "number": 5,
        "chosen": "take:L08",
        "chosen_label": {"text": "Take L08"},
        "preferred": "take:hidden",
        "preferred_label": {"msg": {"id": "sheherazade-take-hidden", "args": {}}},
        "chosen_points": 3,
        "preferred_points": 7,
        "fall": 0.25,
    }
]


async def game_with_seats(store: Store, humans: list[int], *, guild: int = GUILD) -> int:
    host, *others = humans
    game_id = await store.create_lobby("sheherazade", guild, 10, host, f"U{host}", seed=3)
    for user in others:
        await store.add_seat(game_id, f"U{user}", 6, user_id=user)
    return game_id


async def played_game(store: Store, key: str = "sheherazade", *, finish: bool = True) -> tuple[int, list[Any]]:
    """A real two-player game of ``key`` between ALICE (seat 0, at random) and BOB (seat 1, greedy),
    every move committed to the store as the flow commits it; played to its end unless ``finish``
    is False (then it stops after ten moves). Returns the game id and the moves (seat, action, by AI)."""
    game_id = await store.create_lobby(key, GUILD, 10, ALICE, "Alice", seed=3)
    await store.add_seat(game_id, "Bob", 6, user_id=BOB)
    game = get_game(key)
    state = game.setup(2, 3, {})
    version = await store.start_game(game_id, thread_id=None, state=state)
    played = []
    while not game.is_over(state) and (finish or len(played) < 10):
        mover = min(game.to_act(state))
        if mover == 0:
            action = random_action(game, state, mover, salt=str(len(played)))
        else:
            action = greedy_action(game, state, mover)
        state = game.apply(state, mover, action).state
        result = game.result(state) if game.is_over(state) else None
        version = await store.commit_move(
            game_id, version, mover, action, [], state, result=result.to_json() if result else None
        )
        played.append((mover, action, False))
    return game_id, played


# ---------------------------------------------------------------------- the store
async def test_a_review_is_kept_per_game_and_seat_and_read_back(store):
    game_id = await game_with_seats(store, [ALICE, BOB])
    assert await store.game_review(game_id, 0, METHOD) is None
    await store.save_game_review(game_id, 0, METHOD, FINDINGS)
    assert await store.game_review(game_id, 0, METHOD) == FINDINGS
    assert await store.game_review(game_id, 1, METHOD) is None  # the other seat has none yet
    await store.save_game_review(game_id, 1, METHOD, [])  # a review that found nothing is kept too
    assert await store.game_review(game_id, 1, METHOD) == []
    assert await store.game_review(game_id, 0, METHOD) == FINDINGS
    other = await game_with_seats(store, [ALICE, BOB])
    assert await store.game_review(other, 0, METHOD) is None  # per game


async def test_a_review_of_another_method_counts_as_none_and_is_replaced(store):
    game_id = await game_with_seats(store, [ALICE, BOB])
    old = method_name(ReviewBudget(iterations=10))
    await store.save_game_review(game_id, 0, old, FINDINGS)
    assert await store.game_review(game_id, 0, METHOD) is None
    assert await store.game_review(game_id, 0, old) == FINDINGS
    newer = [dict(FINDINGS[0], number=9)]
    await store.save_game_review(game_id, 0, METHOD, newer)  # one row per seat: the old one replaced
    assert await store.game_review(game_id, 0, METHOD) == newer
    assert await store.game_review(game_id, 0, old) is None
    rows = await store._fetchall("SELECT COUNT(*) FROM game_reviews WHERE game_id = ?", (game_id,))
    assert int(rows[0][0]) == 1


async def test_a_review_reads_back_equal_to_the_findings_computed(store):
    """The JSON kept is the findings' own (rules.review.Finding.to_json): read back, equal."""
    game = get_game("sheherazade")
    game_id, played = await played_game(store)
    findings = review(game, 0, decisions_of(game, 2, 3, {}, played, 0), SMALL)
    assert findings
    await store.save_game_review(game_id, 0, METHOD, [f.to_json() for f in findings])
    stored = await store.game_review(game_id, 0, METHOD)
    assert stored is not None and [Finding.from_json(item) for item in stored] == findings


# ---------------------------------------------------------------------- the service
async def test_a_player_s_review_is_computed_once_then_read_from_the_store(store):
    game_id, played = await played_game(store)
    reviews = Reviews(store, processes=False, budget=SMALL)
    found = await reviews.review_of(game_id, ALICE, GUILD)
    game = get_game("sheherazade")
    assert list(found.findings) == review(game, 0, decisions_of(game, 2, 3, {}, played, 0), SMALL)
    assert found.seat == 0 and found.record.id == game_id and reviews.computed == 1
    again = await reviews.review_of(game_id, ALICE, GUILD)
    assert again.findings == found.findings and reviews.computed == 1  # kept: not computed again
    elsewhere = Reviews(store, processes=False, budget=SMALL)  # another bot process reads the same
    assert (await elsewhere.review_of(game_id, ALICE, GUILD)).findings == found.findings
    assert elsewhere.computed == 0
    bob = await reviews.review_of(game_id, BOB, GUILD)  # each player their own
    assert bob.seat == 1 and reviews.computed == 2
    stored = await store.game_review(game_id, 1, method_name(SMALL))
    assert stored is not None and tuple(Finding.from_json(item) for item in stored) == bob.findings


async def test_two_requests_for_one_review_share_one_computation(store):
    game_id, _ = await played_game(store)
    reviews = Reviews(store, processes=False, budget=SMALL)
    first, second = await asyncio.gather(
        reviews.review_of(game_id, ALICE, GUILD), reviews.review_of(game_id, ALICE, GUILD)
    )
    assert first.findings == second.findings and reviews.computed == 1


async def test_only_the_players_of_a_finished_game_here_get_its_review(store):
    game_id, _ = await played_game(store)
    reviews = Reviews(store, processes=False, budget=SMALL)
    with pytest.raises(ReviewRefused) as refused:
        await reviews.review_of(game_id, CAROL, GUILD)
    assert refused.value.reason.id == "review-refusal-not-player"
    with pytest.raises(ReviewRefused) as refused:
        await reviews.review_of(game_id, ALICE, GUILD + 1)  # from another server: as unknown
    assert refused.value.reason.id == "review-refusal-unknown"
    with pytest.raises(ReviewRefused) as refused:
        await reviews.review_of(game_id + 99, ALICE, GUILD)
    assert refused.value.reason.id == "review-refusal-unknown"
    in_play, _ = await played_game(store, finish=False)
    with pytest.raises(ReviewRefused) as refused:
        await reviews.review_of(in_play, ALICE, GUILD)
    assert refused.value.reason.id == "review-refusal-not-finished"
    with pytest.raises(ReviewRefused) as refused:
        await reviews.review_of(in_play, CAROL, GUILD)  # not theirs, not over: nothing said of it
    assert refused.value.reason.id == "review-refusal-unknown"
    lobby = await game_with_seats(store, [ALICE, BOB])
    with pytest.raises(ReviewRefused) as refused:
        await reviews.review_of(lobby, ALICE, GUILD)
    assert refused.value.reason.id == "review-refusal-unknown"
    assert reviews.computed == 0 and await store.game_review(game_id, 2, method_name(SMALL)) is None


async def test_past_the_waiting_reviews_a_request_is_refused_not_queued(store):
    game_id, _ = await played_game(store)
    reviews = Reviews(store, processes=False, budget=SMALL)
    blocker: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    for n in range(MAX_WAITING):  # the waiting room full of other reviews
        reviews._computing[(10_000 + n, 0)] = blocker
    with pytest.raises(ReviewRefused) as refused:
        await reviews.review_of(game_id, ALICE, GUILD)
    assert refused.value.reason.id == "review-refusal-busy" and reviews.computed == 0
    reviews._computing.clear()
    assert (await reviews.review_of(game_id, ALICE, GUILD)).record.status == FINISHED


async def test_the_review_process_computes_what_a_thread_does(store):
    """Run in the review process (forked from the fork server, niced, off the event loop): the same
    findings as computed here."""
    game_id, played = await played_game(store, "solstis")
    reviews = Reviews(store, processes=True, budget=SMALL)
    try:
        await reviews.start()
        found = await reviews.review_of(game_id, ALICE, GUILD)
    finally:
        reviews.close()
    game = get_game("solstis")
    assert list(found.findings) == review(game, 0, decisions_of(game, 2, 3, {}, played, 0), SMALL)


async def test_the_member_s_latest_finished_game_is_found(store):
    assert await Reviews(store, processes=False).find_game(GUILD, ALICE) is None
    first, _ = await played_game(store)
    second, _ = await played_game(store, "solstis")
    for game_id in (first, second):
        record = await store.get_game(game_id)
        assert record is not None and record.result is not None
        await ratings_store.record_game(store, record, Result.from_json(record.result))
    reviews = Reviews(store, processes=False)
    assert await reviews.find_game(GUILD, ALICE) == second
    assert await reviews.find_game(GUILD, CAROL) is None
    assert await reviews.find_game(GUILD + 1, ALICE) is None
