"""The in-play changes and the lobbies: the one path by which a game changes, without Discord."""

from __future__ import annotations

import pytest

from rules import available_keys, get_game
from rules.base import IllegalAction, Result
from services.wiring import Table
from store import ACTIVE, CANCELLED, FINISHED, SeatError, StaleVersion, Store
from tests.speech import raises_saying

GAME = "mountain-miners" if "mountain-miners" in available_keys() else available_keys()[0]


@pytest.fixture
async def table(database):
    store = await Store.open(database)
    yield Table.build(store)
    await store.close()


async def test_lobby_rules(table):
    record = await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host")
    assert [s.name for s in record.seats] == ["Host"]
    with raises_saying(SeatError, "at least 2"):
        await table.changes.start(record.id, 100)
    record = await table.lobbies.join(record.id, 101, "Bea")
    with raises_saying(SeatError, "already seated"):
        await table.lobbies.join(record.id, 101, "Bea")
    with raises_saying(SeatError, "Only the host"):
        await table.changes.start(record.id, 101)
    with raises_saying(SeatError, "host cannot leave"):
        await table.lobbies.leave(record.id, 100)
    record = await table.lobbies.leave(record.id, 101)
    assert len(record.seats) == 1
    record = await table.lobbies.add_bot(record.id)
    assert record.seats[1].is_ai and record.seats[1].name.endswith("(normal bot)")
    record = await table.changes.start(record.id, 100)
    assert record.status == ACTIVE and record.state is not None
    with pytest.raises(SeatError):
        await table.changes.start(record.id, 100)
    with pytest.raises(SeatError):
        await table.lobbies.join(record.id, 102, "Late")


async def test_cancel_is_host_only(table):
    record = await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=1)
    with pytest.raises(SeatError):
        await table.lobbies.cancel(record.id, 555)
    assert (await table.lobbies.cancel(record.id, 100)).status == CANCELLED


async def test_too_many_bots_refused(table):
    with pytest.raises(SeatError):
        await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=get_game(GAME).max_players)


async def test_options_are_validated(table):
    game = get_game(GAME)
    record = await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=1)
    with pytest.raises(SeatError):
        await table.lobbies.set_option(record.id, 100, "no-such-option", True)
    if game.OPTIONS:
        spec = game.OPTIONS[0]
        value = list(spec.choices)[-1]
        with raises_saying(SeatError, "host"):
            await table.lobbies.set_option(record.id, 101, spec.key, value)


@pytest.mark.parametrize("key", available_keys())
async def test_whole_game_through_the_service(table, key):
    """Refusals change nothing; stale versions are refused; every move is logged; the result is stored."""
    game = get_game(key)
    record = await table.lobbies.open_lobby(key, 1, 10, host_id=100, host_name="Host", bots=game.min_players - 1)
    record = await table.changes.start(record.id, 100)
    # Make every seat an AI so the service plays the game alone.
    await table.store.set_seat(record.id, record.version, 0, None, "random", "Host (AI)")
    record = await table.store.get_game(record.id)
    start_version = record.version
    moves = 0
    while record.status == ACTIVE:
        before = record.version
        seat = min(game.to_act(record.state))
        with pytest.raises(IllegalAction):
            await table.changes.play(record.id, seat, "definitely-not-an-action")
        other = (seat + 1) % len(record.seats)
        if other not in game.to_act(record.state):
            with pytest.raises(IllegalAction):
                await table.changes.play(record.id, other, game.legal_actions(record.state, seat)[0].id)
        assert (await table.store.get_game(record.id)).version == before
        decided = await table.changes.ai_decision(record)
        assert decided is not None
        outcome = await table.changes.play(record.id, *decided, expected_version=before, by_ai=True)
        with pytest.raises((StaleVersion, IllegalAction)):
            await table.changes.play(record.id, *decided, expected_version=before)
        record = outcome.game
        moves += 1
        assert record.version == before + 1
        assert outcome.caption()
    assert record.status == FINISHED
    result = Result.from_json(record.result)
    assert result == game.result(record.state)
    log = await table.store.moves(record.id)
    assert len(log) == moves and log[0].version == start_version + 1
    # The log replays to the stored snapshot.
    state = game.setup(len(record.seats), record.seed, record.options)
    for move in log:
        state = game.apply(state, move.seat, move.action_id).state
    assert state == record.state
    png = await table.boards.score_sheet(record)
    assert png.startswith(b"\x89PNG")


async def _active_two_humans(table, key):
    game = get_game(key)
    record = await table.lobbies.open_lobby(key, 1, 10, host_id=100, host_name="Ann")
    await table.lobbies.join(record.id, 101, "Bob")
    record = await table.changes.start(record.id, 100)
    return game, record


# Games whose first-listed moves meet all three situations (a reversible decision inside a turn,
# a reversible decision that ends the turn, and the other player asking).
@pytest.mark.parametrize("key", ["sheherazade", "nanga-parbat", "mountain-miners"])
async def test_undo_follows_board_game_arena_policy(table, key):
    """Undo only your own reversible decision within your turn; never changing who is to act."""
    game, record = await _active_two_humans(table, key)
    user_of = {0: 100, 1: 101}
    undone = refused_turn_end = refused_other = False
    for _ in range(300):
        if record.status != ACTIVE or (undone and refused_turn_end and refused_other):
            break
        seat = min(game.to_act(record.state))
        before = record
        outcome = await table.changes.play(record.id, seat, game.legal_actions(record.state, seat)[0].id)
        record = outcome.game
        last = (await table.store.moves(record.id))[-1]
        other_user = user_of[1 - seat]
        if not refused_other:
            with raises_saying(IllegalAction, "own decisions"):
                await table.changes.undo(record.id, other_user)
            refused_other = True
        still_me = record.status == ACTIVE and game.to_act(record.state) == game.to_act(before.state)
        if still_me and not last.irreversible and not undone:
            back = await table.changes.undo(record.id, user_of[seat])
            assert back.game.state == before.state and back.game.version == record.version + 1
            record = back.game
            undone = True
        elif not still_me and not last.irreversible and record.status == ACTIVE and not refused_turn_end:
            with raises_saying(IllegalAction, "who is to act"):
                await table.changes.undo(record.id, user_of[seat])
            refused_turn_end = True
        elif last.irreversible and record.status == ACTIVE:
            with pytest.raises(IllegalAction):
                await table.changes.undo(record.id, user_of[seat])
    assert undone and refused_turn_end and refused_other
    # The log with its undo rows still replays to the stored snapshot.
    from services.move_log import replay

    states = replay(game, record, await table.store.moves(record.id))
    assert states[-1] == record.state
