"""One guarded path for every change, undo in O(1) without extra clock time,
and seats and ratings that belong to their players. Service and store tests, no Discord, each on
SQLite and on PostgreSQL (the ``database`` fixture of tests/conftest.py)."""

from __future__ import annotations

import asyncio
import itertools
import time

import pytest

from rules import get_game
from rules.base import IllegalAction
from services import move_log
from services.move_log import replay
from services.wiring import Table
from store import ABANDONED, ACTIVE, CANCELLED, FINISHED, UNDO, GameRecord, SeatError, StaleVersion, Store
from store import ratings as ratings_store
from store.clock import TIMEOUT, Clock
from tests.speech import raises_saying

GAME = "mountain-miners"
ALICE, BOB, CAROL = 100, 101, 102
USERS = (ALICE, BOB, CAROL)


NO_GAME_CAPS = {"max_games_per_member": None, "max_games_per_server": None}  # one host starts many games here


@pytest.fixture
async def table(database):
    store = await Store.open(database)
    yield Table.build(store, **NO_GAME_CAPS)
    await store.close()


_PLACES = itertools.count(1)  # a server and channel per lobby: the lobby caps are not under test here


async def lobby(table: Table, players: int = 2, bots: int = 0) -> GameRecord:
    place = next(_PLACES)
    record = await table.lobbies.open_lobby(GAME, place, place, host_id=ALICE, host_name="alice", bots=bots)
    for user, name in list(zip(USERS, ("alice", "bob", "carol")))[1:players]:
        record = await table.lobbies.join(record.id, user, name)
    return record


async def started(table: Table, players: int = 2, bots: int = 0) -> GameRecord:
    record = await lobby(table, players, bots)
    return await table.changes.start(record.id, ALICE)


def dealt_for_its_seats(record: GameRecord) -> bool:
    """The stored state is exactly the deal for the seats (and options) the game has."""
    return record.state == get_game(record.game_key).setup(len(record.seats), record.seed, record.options)


def reversible(game, state, seat: int, action_id: str) -> bool:
    """Whether the service would let ``seat`` undo this action (reversible, the same seats to act)."""
    step = game.apply(state, seat, action_id)
    return (
        not step.irreversible
        and not step.hidden_change
        and step.state.get("rng_counter") == state.get("rng_counter")
        and game.to_act(step.state) == game.to_act(state)
    )


async def reversible_spot(table: Table, record: GameRecord) -> tuple[GameRecord, int, str]:
    """Play first-listed moves until the seat to act has an undoable decision; returns it."""
    game = get_game(record.game_key)
    for _ in range(100):
        seat = min(game.to_act(record.state))
        for action in game.legal_actions(record.state, seat):
            if reversible(game, record.state, seat, action.id):
                return record, seat, action.id
        record = (await table.changes.play(record.id, seat, game.legal_actions(record.state, seat)[0].id)).game
    raise AssertionError("no undoable decision found")


async def play_until(table: Table, record: GameRecord, seat: int) -> GameRecord:
    """Other seats play their first-listed move until ``seat`` is to act."""
    game = get_game(record.game_key)
    for _ in range(100):
        if seat in game.to_act(record.state):
            return record
        other = min(game.to_act(record.state))
        record = (await table.changes.play(record.id, other, game.legal_actions(record.state, other)[0].id)).game
    raise AssertionError(f"seat {seat} never came to act")


# ---------------------------------------------------------------- lobby operations under concurrency
async def test_start_and_cancel_racing_exactly_one_wins(table):
    lobbies = [await lobby(table) for _ in range(20)]
    outcomes = await asyncio.gather(
        *(
            both_orders(table.changes.start(r.id, ALICE), table.lobbies.cancel(r.id, ALICE), i)
            for i, r in enumerate(lobbies)
        )
    )
    for index, (record, pair) in enumerate(zip(lobbies, outcomes)):
        start, cancel = pair if index % 2 else reversed(pair)
        won = [o for o in (start, cancel) if isinstance(o, GameRecord)]
        assert len(won) == 1, (start, cancel)
        assert all(isinstance(o, (GameRecord, SeatError)) for o in (start, cancel))
        final = await table.store.get_game(record.id)
        if isinstance(start, GameRecord):
            assert final.status == ACTIVE and dealt_for_its_seats(final)
        else:
            assert final.status == CANCELLED and final.state is None  # never a cancelled game with a dealt state


def both_orders(first, second, index: int):
    """The pair launched together, each half of the runs in the other order (so each may read first)."""
    pair = (first, second) if index % 2 else (second, first)
    return asyncio.gather(*pair, return_exceptions=True)


async def test_join_or_leave_during_start_never_leaves_a_seat_the_deal_ignores(table):
    joins = [await lobby(table, players=2) for _ in range(16)]
    leaves = [await lobby(table, players=3) for _ in range(16)]
    await asyncio.gather(
        *(
            both_orders(table.changes.start(r.id, ALICE), table.lobbies.join(r.id, CAROL, "carol"), i)
            for i, r in enumerate(joins)
        ),
        *(
            both_orders(table.changes.start(r.id, ALICE), table.lobbies.leave(r.id, BOB), i)
            for i, r in enumerate(leaves)
        ),
    )
    started_games = 0
    for record in joins + leaves:
        final = await table.store.get_game(record.id)
        if final.status == ACTIVE:
            started_games += 1
            assert dealt_for_its_seats(final), [s.name for s in final.seats]
        else:
            assert final.status == "lobby" and final.state is None
    assert started_games  # some starts went through (the others were refused, changing nothing)


async def test_two_players_leaving_at_once_free_exactly_their_own_seats(table):
    """Seat numbers move up as players leave: a leave must find the user's seat inside its transaction."""
    lobbies = []
    for _ in range(10):
        record = await lobby(table, players=3)
        lobbies.append(await table.lobbies.join(record.id, 103, "dave"))
    await asyncio.gather(
        *(
            both_orders(table.lobbies.leave(r.id, BOB), table.lobbies.leave(r.id, CAROL), i)
            for i, r in enumerate(lobbies)
        )
    )
    for record in lobbies:
        final = await table.store.get_game(record.id)
        assert [(s.seat, s.user_id) for s in final.seats] == [(0, ALICE), (1, 103)]


async def test_an_option_changed_during_start_is_either_dealt_or_refused(table):
    game = get_game(GAME)
    spec = next(s for s in game.OPTIONS if len(s.choices) > 1)
    other = next(v for v in spec.choices if v != spec.default)
    lobbies = [await lobby(table) for _ in range(10)]
    await asyncio.gather(
        *(
            both_orders(table.changes.start(r.id, ALICE), table.lobbies.set_option(r.id, ALICE, spec.key, other), i)
            for i, r in enumerate(lobbies)
        )
    )
    for record in lobbies:
        final = await table.store.get_game(record.id)
        assert final.status == "lobby" or dealt_for_its_seats(final)


# ---------------------------------------------------------------- undo: O(1), exact, no extra time
async def test_undo_restores_the_previous_state_without_reading_the_log_or_replaying(table, monkeypatch):
    record = await started(table)
    record, seat, action = await reversible_spot(table, record)
    user = USERS[seat]
    before = record
    moved = await table.changes.play(record.id, seat, action)
    assert moved.game.state != before.state

    calls: list[str] = []
    for name in ("get_game", "last_live_move", "undo_move", "moves", "commit_move"):
        original = getattr(table.store, name)

        def spy(*args, _name=name, _original=original, **kwargs):
            calls.append(_name)
            return _original(*args, **kwargs)

        monkeypatch.setattr(table.store, name, spy)

    def no_replay(*args, **kwargs):
        raise AssertionError("undo must not replay the game from its deal")

    monkeypatch.setattr(get_game(GAME), "setup", no_replay)
    monkeypatch.setattr(move_log, "replay", no_replay)
    back = await table.changes.undo(record.id, user)
    assert back.game.state == before.state
    assert back.game.version == moved.game.version + 1
    # A fixed handful of keyed reads and one write: never the move log, whatever its length.
    assert calls == ["get_game", "last_live_move", "undo_move", "get_game"]
    # The move under it is not this player's: nothing more to undo for them.
    with pytest.raises(IllegalAction):
        await table.changes.undo(record.id, user)


async def test_move_and_undo_cycles_never_postpone_the_time_out(table):
    """12 move + undo cycles keep the first deadline. The timers follow each change in the change's
    own transaction (nobody syncs them afterwards), so every read below sees them as committed."""
    record = await started(table)
    record, seat, action = await reversible_spot(table, record)
    clock = Clock(table.store)

    def deadline(timers) -> float:
        return next(t.due_at for t in timers if t.seat == seat and t.kind == TIMEOUT)

    original = deadline(await clock.timers(record.id))
    seconds = table.clocks.decision_seconds(record)
    for _cycle in range(12):
        await asyncio.sleep(0.002)  # so that a fresh deadline is later than the first one
        moved = await table.changes.play(record.id, seat, action)
        fresh = deadline(await clock.timers(record.id))
        bank = (await table.store.seat_clocks(record.id))[seat].bank or 0.0  # base time, then the time bank
        assert fresh > original and fresh == pytest.approx(time.time() + seconds + bank, abs=5), (
            "a new decision: its own clock"
        )
        back = await table.changes.undo(record.id, USERS[seat])
        timers = await clock.timers(record.id)
        assert deadline(timers) == original
        assert all(t.version == back.game.version for t in timers)
        assert moved.game.version + 1 == back.game.version
    assert any(t.seat == seat and t.kind == TIMEOUT for t in await clock.due(now=original))


async def log_size(store: Store, game_id: int) -> tuple[int, int]:
    """(rows, bytes) of a game's move log: every column's text counted, saved states and timers included."""
    rows = await store._fetchall(
        "SELECT COUNT(*), COALESCE(SUM(LENGTH(action_id) + LENGTH(CAST(events AS TEXT))"
        " + COALESCE(LENGTH(CAST(state_before AS TEXT)), 0) + COALESCE(LENGTH(CAST(timers_before AS TEXT)), 0)), 0)"
        " FROM moves WHERE game_id = ?",
        (game_id,),
    )
    return int(rows[0][0]), int(rows[0][1])


async def test_move_and_undo_cycles_do_not_grow_the_log(table):
    """200 move + undo cycles: the log is the same size (rows and bytes) as before the first one,
    still replays to the stored state, and every cycle still bumps the version (stale buttons refused)."""
    record = await started(table)
    record, seat, action = await reversible_spot(table, record)
    game = get_game(GAME)
    before = await log_size(table.store, record.id)
    assert before[0] == record.moves_logged
    moved = None
    for _ in range(200):
        moved = await table.changes.play(record.id, seat, action)
        assert (await log_size(table.store, record.id))[0] == before[0] + 1
        back = await table.changes.undo(record.id, USERS[seat])
        assert back.game.version == moved.game.version + 1 and back.game.state == record.state
    after = await table.store.get_game(record.id)
    assert await log_size(table.store, record.id) == before
    assert after.moves_logged == before[0] and after.version == record.version + 400
    log = await table.store.moves(record.id)
    assert [m.number for m in log] == list(range(1, len(log) + 1))
    assert replay(game, after, log)[-1] == after.state
    # A button drawn for the undone move is refused, and the undone move can be played again.
    with pytest.raises(StaleVersion):
        await table.changes.play(record.id, seat, action, expected_version=moved.game.version)
    again = await table.changes.play(record.id, seat, action, expected_version=after.version)
    log = await table.store.moves(record.id)
    assert len(log) == before[0] + 1 and log[-1].action_id == action and again.game.moves_logged == len(log)
    assert replay(game, again.game, log)[-1] == again.game.state


async def test_an_undo_also_clears_the_take_backs_an_older_log_kept_above_the_move(table):
    """A log written before compaction keeps each take-back as two rows (the move, an undo row) above
    the move in effect; undoing that move removes them too, and the log still replays to the state."""
    record = await started(table)
    record, seat, action = await reversible_spot(table, record)
    game = get_game(GAME)
    moved = (await table.changes.play(record.id, seat, action)).game
    # What the old undo left after taking back a later decision B: B's row and an undo row above the
    # live move (games.last_live still names it), two rows more in the count, two versions more.
    after_move = moved.state
    later = game.legal_actions(after_move, seat)[0].id
    store = table.store
    for version, action_id in ((moved.version + 1, later), (moved.version + 2, UNDO)):
        await store._execute(
            "INSERT INTO moves (game_id, version, seat, action_id, events, by_ai, irreversible, created_at)"
            " VALUES (?, ?, ?, ?, ?, 0, 0, 0)",
            (record.id, version, seat, action_id, "[]"),
        )
    await store._execute(
        "UPDATE games SET version = version + 2, moves_logged = moves_logged + 2 WHERE id = ?", (record.id,)
    )
    assert (await log_size(store, record.id))[0] == record.moves_logged + 3
    back = await table.changes.undo(record.id, USERS[seat])
    assert back.game.state == record.state
    log = await store.moves(record.id)
    assert len(log) == record.moves_logged == back.game.moves_logged
    assert all(m.version <= record.version for m in log)
    assert replay(game, back.game, log)[-1] == back.game.state


# ---------------------------------------------------------------- time-outs and autopilot
async def test_three_time_outs_in_a_row_switch_to_autopilot_in_the_move_transaction(table):
    record = await started(table)
    counts = []
    for expected in (1, 2, 3):
        record = await play_until(table, record, 1)
        outcome = await table.changes.time_out(record.id, 1, record.version)
        record = outcome.move.game
        assert outcome.move.by_ai and outcome.move.seat == 1
        assert record.seats[1].timeouts == expected == outcome.timeouts and record.seats[1].timeouts_total == expected
        counts.append((outcome.timeouts, outcome.autopilot, record.seats[1].autopilot))
    assert counts == [(1, False, False), (2, False, False), (3, True, True)]
    with raises_saying(IllegalAction, "takeback"):
        await table.changes.play(record.id, 1, "anything")


async def test_a_time_out_is_refused_once_the_game_moved_on(table):
    record = await started(table)
    seat = min(get_game(GAME).to_act(record.state))
    await table.changes.play(record.id, seat, get_game(GAME).legal_actions(record.state, seat)[0].id)
    with pytest.raises(StaleVersion):
        await table.changes.time_out(record.id, seat, record.version)
    assert (await table.store.get_game(record.id)).seats[seat].timeouts == 0


async def test_a_failed_count_rolls_the_time_out_move_back(table, monkeypatch):
    """The count is in the move's transaction: if counting fails, the move is not committed either."""
    record = await play_until(table, await started(table), 1)

    async def broken(*args, **kwargs):
        raise RuntimeError("disk full")

    logged = len(await table.store.moves(record.id))
    monkeypatch.setattr(table.store, "_count_timeout", broken)
    with pytest.raises(RuntimeError):
        await table.changes.time_out(record.id, 1, record.version)
    after = await table.store.get_game(record.id)
    assert after.version == record.version and after.state == record.state
    assert len(await table.store.moves(record.id)) == logged and after.seats[1].timeouts == 0


# ---------------------------------------------------------------- resign, end, guards
async def test_resign_is_one_transaction(table, monkeypatch):
    record = await started(table)

    async def broken(*args, **kwargs):
        raise RuntimeError("crash between the steps")

    monkeypatch.setattr(table.store, "_bump", broken)
    with pytest.raises(RuntimeError):
        await table.changes.resign(record.id, BOB)
    half = await table.store.get_game(record.id)
    assert half.status == ACTIVE and half.seats[1].timeouts == 0 and not half.seats[1].autopilot  # nothing half done
    monkeypatch.undo()
    outcome = await table.changes.resign(record.id, BOB)
    assert outcome.result is not None and outcome.result.winners == [0]
    assert outcome.game.status == FINISHED and outcome.game.seats[1].timeouts == -1
    assert outcome.game.version == record.version + 1


async def test_the_store_refuses_changes_of_a_game_not_active_or_moved_on(table):
    record = await started(table, players=3)
    store = table.store
    with pytest.raises(StaleVersion):
        await store.end_game(record.id, record.version - 1, ABANDONED)
    with pytest.raises(StaleVersion):
        await store.hand_over_seat(record.id, record.version + 1, 1, by_someone_else=False)
    with pytest.raises(StaleVersion):
        await store.resign_seat(record.id, record.version - 1, 1)
    version = await store.end_game(record.id, record.version, ABANDONED)
    for change in (
        store.end_game(record.id, version, FINISHED, {"scores": []}),
        store.resign_seat(record.id, version, 1),
        store.hand_over_seat(record.id, version, 1, by_someone_else=True),
        store.take_back_seat(record.id, version, 1),
        store.vote_abandon(record.id, version, BOB, frozenset({ALICE, BOB}), 2),
        store.commit_move(record.id, version, 0, "x", [], {}),
    ):
        with pytest.raises(StaleVersion):
            await change
    final = await store.get_game(record.id)
    assert final.status == ABANDONED and final.version == version and final.result is None


# ---------------------------------------------------------------- seats are the players' own
async def test_the_host_cannot_hand_over_a_present_player(table):
    record = await started(table)
    with raises_saying(IllegalAction, "only they"):
        await table.changes.hand_over(record.id, ALICE, BOB)
    with raises_saying(IllegalAction, "only they"):
        await table.changes.hand_over(record.id, 999, BOB, admin=True)
    after = await table.store.get_game(record.id)
    assert not after.seats[1].autopilot and after.version == record.version


async def test_own_handover_stays_rated_and_the_player_takes_the_seat_back(table):
    record = await started(table)
    outcome = await table.changes.hand_over(record.id, BOB, BOB)
    assert not outcome.by_someone_else and outcome.game.seats[1].autopilot and not outcome.game.seats[1].handed_over
    assert outcome.game.version == record.version + 1
    assert ratings_store.rated_seats(outcome.game) == [0, 1]
    record = await play_until(table, outcome.game, 1)
    with raises_saying(IllegalAction, "takeback"):
        await table.changes.play(record.id, 1, get_game(GAME).legal_actions(record.state, 1)[0].id)
    back = await table.changes.take_back(record.id, BOB)
    assert not back.seats[1].autopilot and back.version == record.version + 1
    moved = await table.changes.play(back.id, 1, get_game(GAME).legal_actions(back.state, 1)[0].id)
    assert not moved.by_ai and moved.seat == 1
    # Versions also count the handover and the take-back; move numbers count only the log's rows.
    log = await table.store.moves(record.id)
    assert [m.number for m in log] == list(range(1, len(log) + 1)) and moved.game.moves_logged == len(log)
    assert moved.game.version == len(log) + 3  # the deal, the moves, the handover and the take-back
    with raises_saying(IllegalAction, "already play"):
        await table.changes.take_back(record.id, BOB)


async def test_the_host_hands_over_an_absent_player_whose_seat_is_then_unrated(table):
    record = await play_until(table, await started(table), 1)
    record = (await table.changes.time_out(record.id, 1, record.version)).move.game
    outcome = await table.changes.hand_over(record.id, ALICE, BOB)
    assert outcome.by_someone_else and outcome.game.seats[1].handed_over and outcome.game.seats[1].autopilot
    back = await table.changes.take_back(record.id, BOB)
    assert back.seats[1].handed_over  # the AI played it by the host's decision: unrated for good
    assert ratings_store.rated_seats(back) == []
    # Bob resigns later: a resigned seat is the AI's to the end.
    outcome = await table.changes.resign(record.id, BOB)
    assert outcome.game.status == FINISHED
    await ratings_store.record_game(table.store, outcome.game, outcome.result)
    assert not any(r.rated for r in await ratings_store.game_results(table.store, record.id))


async def test_a_resigned_player_cannot_take_the_seat_back(table):
    record = await started(table, players=3)
    await table.changes.resign(record.id, CAROL)
    with raises_saying(IllegalAction, "resigned"):
        await table.changes.take_back(record.id, CAROL)


# ---------------------------------------------------------------- abandon: a majority of the humans
async def test_a_rated_game_ends_without_result_only_by_a_majority(table):
    record = await started(table)
    first = await table.changes.abandon(record.id, ALICE)  # the host: one vote, not a void
    assert not first.ended and first.votes == {ALICE} and first.needed == 2
    assert (await table.store.get_game(record.id)).status == ACTIVE
    with raises_saying(IllegalAction, "majority"):
        await table.changes.abandon(record.id, 999, admin=True)  # an admin has no unilateral void either
    again = await table.changes.abandon(record.id, ALICE)  # voting again withdraws the vote
    assert again.withdrawn and not again.ended and again.votes == frozenset()
    assert (await table.changes.abandon(record.id, ALICE)).votes == {ALICE}
    last = await table.changes.abandon(record.id, BOB)
    assert last.ended and last.votes == {ALICE, BOB}
    assert last.game.status == ABANDONED and last.game.result is None


async def test_the_host_still_ends_an_unrated_game_at_once(table):
    record = await started(table, players=2, bots=1)
    outcome = await table.changes.abandon(record.id, ALICE)
    assert outcome.ended and outcome.unilateral and outcome.game.status == ABANDONED


async def test_resigned_players_have_no_say_and_votes_survive_a_restart(database):
    path = database
    store = await Store.open(path)
    table = Table.build(store)
    record = await started(table, players=3)
    await table.changes.resign(record.id, CAROL)
    with pytest.raises(IllegalAction):
        await table.changes.abandon(record.id, CAROL)
    vote = await table.changes.abandon(record.id, BOB)
    assert not vote.ended and vote.needed == 2
    await store.close()

    store = await Store.open(path)  # a restart
    try:
        table = Table.build(store)
        assert await store.abandon_votes(record.id) == {BOB}
        outcome = await table.changes.abandon(record.id, ALICE)
        assert outcome.ended and outcome.votes == {ALICE, BOB}
    finally:
        await store.close()
