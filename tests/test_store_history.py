"""A member's history for /stats: recent games, head to head, best score and longest winning streak,
and the standing between the members of a game just finished.

Every test runs on SQLite and on PostgreSQL (the ``store`` fixture). Each game is a real finished
game in the store (a lobby, a start, one move that finishes it with the scores given) recorded as the
bot records it (``store.ratings.record_game``).
"""

from __future__ import annotations

from rules import get_game
from rules.base import Result, rank_by_score
from services.standings import Bests, PairStanding, Standings
from store import ABANDONED, FINISHED, ClockUpdate, PostIntent
from store import history as history_store
from store import ratings as ratings_store
from store.history import Rivalry
from tests.finished_games import finish

GUILD = 1
ALICE, BOB, CAROL = 100, 200, 300


async def test_head_to_head_counts_wins_losses_and_ties_by_place(store):
    await finish(store, [ALICE, BOB], [9, 3])  # alice
    await finish(store, [BOB, ALICE], [9, 3])  # bob
    await finish(store, [ALICE, BOB], [5, 5])  # a shared first place: a tie
    await finish(store, [ALICE, BOB], [8, 1])  # alice
    # Three members: each pair by who placed higher (carol's 1 places her last).
    await finish(store, [ALICE, BOB, CAROL], [5, 9, 1])
    rivals = await history_store.head_to_head(store, GUILD, ALICE)
    assert rivals == [
        Rivalry("solstis", BOB, "U200", wins=2, losses=2, ties=1),
        Rivalry("solstis", CAROL, "U300", wins=1, losses=0, ties=0),
    ]
    assert await history_store.head_to_head(store, GUILD, BOB) == [
        Rivalry("solstis", ALICE, "U100", wins=2, losses=2, ties=1),
        Rivalry("solstis", CAROL, "U300", wins=1, losses=0, ties=0),
    ]
    assert await history_store.head_to_head(store, GUILD, CAROL, opponent_id=BOB) == [
        Rivalry("solstis", BOB, "U200", wins=0, losses=1, ties=0)
    ]
    assert await history_store.head_to_head(store, GUILD, ALICE, "paper-world") == []
    assert await history_store.head_to_head(store, GUILD + 1, ALICE) == []  # another server


async def test_unrated_games_count_in_the_head_to_head_but_not_in_ratings(store):
    await finish(store, [ALICE, BOB], [9, 3])  # rated
    record, _ = await finish(store, [ALICE, BOB], [1, 9, 0], bots=1)  # an AI at the table: unrated
    assert not ratings_store.is_rated(record)
    rivals = await history_store.head_to_head(store, GUILD, ALICE)
    assert rivals == [Rivalry("solstis", BOB, "U200", wins=1, losses=1, ties=0)]  # the AI is left out
    board = await ratings_store.leaderboard(store, GUILD, "solstis")
    assert [(r.user_id, r.rating, r.rated_games, r.games) for r in board] == [
        (ALICE, 1516.0, 1, 2),
        (BOB, 1484.0, 1, 2),
    ]


async def test_practice_and_abandoned_games_stay_out(store):
    await finish(store, [ALICE, BOB], [9, 3])
    game = get_game("solstis")
    state = game.setup(2, 3, {})
    practice = await store.create_practice(
        "solstis",
        GUILD,
        10,
        ALICE,
        [(ALICE, None, "U100"), (None, "normal", "Bot")],
        3,
        state,
        pace="live",
        language=None,
        clock=ClockUpdate(frozenset(game.to_act(state)), 600),
        first_post=PostIntent(0, 0, frozenset({0})),
    )
    record = await store.get_game(practice)
    done = rank_by_score([99, 0])
    await store.end_game(practice, record.version, FINISHED, done.to_json())
    assert await ratings_store.record_game(store, await store.get_game(practice), done)
    # An abandoned game has no result; were results written for one anyway, they would not count.
    game_id = await store.create_lobby("solstis", GUILD, 10, ALICE, "U100", seed=7)
    await store.add_seat(game_id, "U200", 6, user_id=BOB)
    version = await store.start_game(game_id, thread_id=None, state={"move": 0})
    await store.end_game(game_id, version, ABANDONED)
    abandoned = await store.get_game(game_id)
    assert abandoned.status == ABANDONED
    await ratings_store.record_game(store, abandoned, rank_by_score([50, 0]))

    recent = await history_store.recent_games(store, GUILD, ALICE)
    assert len(recent) == 1 and recent[0].game_id not in (practice, game_id)
    assert await history_store.head_to_head(store, GUILD, ALICE) == [Rivalry("solstis", BOB, "U200", 1, 0, 0)]
    history = await Standings(store).history(GUILD, ALICE)
    assert history.bests == {"solstis": Bests("solstis", best_score=9, longest_streak=1)}


async def test_best_score_and_longest_streak_run_across_games(store):
    # alice: W W L W W W L (scores 4 5 1 6 2 7 0): the longest run is 3, the best score 7
    for mine, theirs in [(4, 1), (5, 1), (1, 3), (6, 1), (2, 1), (7, 1), (0, 3)]:
        await finish(store, [ALICE, BOB], [mine, theirs])
    await finish(store, [BOB, ALICE], [20, 10, 0], bots=1)  # bob's best, in an unrated game
    standings = Standings(store)
    alice = await standings.history(GUILD, ALICE)
    assert alice.bests == {"solstis": Bests("solstis", best_score=10, longest_streak=3)}
    assert [g.score for g in alice.recent] == [10, 0, 7, 2, 6]  # the newest five, newest first
    assert [(g.place, g.players, g.won, g.rated) for g in alice.recent[:2]] == [
        (2, 3, False, False),
        (2, 2, False, True),
    ]
    bob = await standings.history(GUILD, BOB)
    assert bob.bests == {"solstis": Bests("solstis", best_score=20, longest_streak=2)}  # the last L and then the W
    assert [r.game_key for r in bob.stats] == ["solstis"]
    assert (await standings.history(GUILD, BOB, "nanga-parbat")).recent == []


async def test_the_standing_after_a_game_counts_that_game(store):
    standings = Standings(store)
    await finish(store, [ALICE, BOB], [9, 3])
    await finish(store, [ALICE, BOB], [9, 3])
    await finish(store, [ALICE, BOB], [3, 9])
    # The game just finished, not recorded yet (its final post comes before the recording): bob wins.
    record, result = await finish(store, [ALICE, BOB], [1, 2], record_it=False)
    assert await standings.standings_after(record, result) == [PairStanding(0, 1, wins=2, losses=2, ties=0)]
    await ratings_store.record_game(store, record, result)
    assert await standings.standings_after(record, result) == [PairStanding(0, 1, wins=2, losses=2, ties=0)]
    # bob wins again: he now leads, so he is named first
    record, result = await finish(store, [ALICE, BOB], [1, 2])
    assert await standings.standings_after(record, result) == [PairStanding(1, 0, wins=3, losses=2, ties=0)]
    # three members: every pair, in seat order
    record, result = await finish(store, [ALICE, BOB, CAROL], [5, 5, 9], record_it=False)
    assert await standings.standings_after(record, result) == [
        PairStanding(1, 0, wins=3, losses=2, ties=1),
        PairStanding(2, 0, wins=1, losses=0, ties=0),
        PairStanding(2, 1, wins=1, losses=0, ties=0),
    ]
    assert Result.from_json(record.result).places == [2, 2, 1]
