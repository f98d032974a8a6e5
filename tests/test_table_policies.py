"""At the service: caps on games in play, abandon votes that lapse and
can be withdrawn, handovers only of a player absent now, lobbies that lapse. Each test runs on SQLite
and on PostgreSQL (the ``database`` fixture of tests/conftest.py). The end-to-end tests through the
fake Discord are in tests/test_e2e_table_policies.py."""

from __future__ import annotations

import asyncio
import itertools
import time

import pytest

from rules import get_game
from rules.base import IllegalAction
from services.changes import ABANDON_VOTE_SECONDS
from services.lobbies import LOBBY_IDLE_SECONDS, MAX_OPEN_LOBBIES_PER_SERVER, GamesInPlayLimit, LobbyLapsed, LobbyLimit
from services.wiring import Table
from store import ABANDONED, ACTIVE, CANCELLED, LOBBY, GameRecord, SeatError, Store
from tests.speech import english, raises_saying

GAME = "mountain-miners"
ALICE, BOB, CAROL = 100, 101, 102
NAMES = {ALICE: "alice", BOB: "bob", CAROL: "carol"}


class MovableClock:
    """The service's clock: the real time plus a shift the test moves forward."""

    def __init__(self) -> None:
        self.shift = 0.0

    def __call__(self) -> float:
        return time.time() + self.shift


def service(store: Store, **settings) -> Table:
    return Table.build(store, **settings)


_PLACES = itertools.count(1000)  # a channel of its own per lobby (one open lobby per member per channel)


async def lobby(
    table: Table, host: int = ALICE, guild: int = 1, players: tuple[int, ...] = (), bots: int = 0
) -> GameRecord:
    record = await table.lobbies.open_lobby(
        GAME, guild, next(_PLACES), host_id=host, host_name=NAMES.get(host, str(host)), bots=bots
    )
    for user in players:
        record = await table.lobbies.join(record.id, user, NAMES.get(user, str(user)))
    return record


async def started(
    table: Table, host: int = ALICE, guild: int = 1, players: tuple[int, ...] = (), bots: int = 0
) -> GameRecord:
    record = await lobby(table, host, guild, players, bots)
    return await table.changes.start(record.id, host)


async def play_until(table: Table, record: GameRecord, seat: int) -> GameRecord:
    """Other seats play their first-listed move until ``seat`` is to act."""
    game = get_game(record.game_key)
    for _ in range(100):
        if seat in game.to_act(record.state):
            return record
        other = min(game.to_act(record.state))
        record = (await table.changes.play(record.id, other, game.legal_actions(record.state, other)[0].id)).game
    raise AssertionError(f"seat {seat} never came to act")


async def first_move(table: Table, record: GameRecord, seat: int) -> GameRecord:
    return (await table.changes.play(record.id, seat, get_game(GAME).legal_actions(record.state, seat)[0].id)).game


# ---------------------------------------------------------------- item 2: caps on games in play
async def test_a_member_at_the_cap_cannot_open_start_or_join_and_ai_only_games_count(store):
    table = service(store, max_games_per_member=2, max_games_per_server=None)
    waiting = await lobby(table, bots=1)  # opened while alice had no game in play
    first = await started(table, bots=1)
    second = await started(table, bots=1)
    # Alice hands her own seat to the AI: a game of AI players only, which still counts for its host.
    await table.changes.hand_over(second.id, ALICE, ALICE)

    with raises_saying(
        GamesInPlayLimit,
        r"You already play in 2 games \(#%d and #%d\), the cap of games in play per member \(2\)"
        % (first.id, second.id),
    ):
        await table.lobbies.open_lobby(GAME, 1, next(_PLACES), host_id=ALICE, host_name="alice")
    with raises_saying(GamesInPlayLimit, "per member") as refused:
        await table.changes.start(waiting.id, ALICE)
    assert refused.value.members == (ALICE,)
    assert (await store.get_game(waiting.id)).status == LOBBY
    bobs = await lobby(table, host=BOB)
    with raises_saying(GamesInPlayLimit, "per member"):
        await table.lobbies.join(bobs.id, ALICE, "alice")
    assert (await store.get_game(bobs.id)).seat_of(ALICE) is None

    # One of her games ends: the waiting lobby starts.
    assert (await table.changes.abandon(first.id, ALICE)).ended
    assert (await table.changes.start(waiting.id, ALICE)).status == ACTIVE


async def test_a_game_counts_for_every_human_seated_and_a_start_names_those_at_their_cap(store):
    table = service(store, max_games_per_member=1, max_games_per_server=None)
    lobby_of_alice = await lobby(table, players=(BOB,))  # bob joins while he has no game in play
    await started(table, host=CAROL, players=(BOB,))  # ...then plays a game carol hosts: his one game
    with raises_saying(GamesInPlayLimit, "One of the players here already plays") as refused:
        await table.changes.start(lobby_of_alice.id, ALICE)
    assert refused.value.members == (BOB,)
    await table.lobbies.leave(lobby_of_alice.id, BOB)
    await table.lobbies.add_bot(lobby_of_alice.id)
    assert (await table.changes.start(lobby_of_alice.id, ALICE)).status == ACTIVE


async def test_a_resigned_player_is_free_of_the_game(store):
    table = service(store, max_games_per_member=1, max_games_per_server=None)
    record = await started(table, players=(BOB, CAROL))
    with pytest.raises(GamesInPlayLimit):
        await lobby(table, host=BOB)
    await table.changes.resign(record.id, BOB)  # the game goes on between alice and carol
    assert (await store.get_game(record.id)).status == ACTIVE
    await lobby(table, host=BOB)


async def test_the_server_cap_counts_every_game_in_play_there(store):
    table = service(store, max_games_per_member=None, max_games_per_server=2)
    waiting = await lobby(table, host=CAROL, bots=1)  # opened while the server had room
    await started(table, host=ALICE, bots=1)
    await started(table, host=BOB, bots=2)
    with raises_saying(GamesInPlayLimit, "This server already has 2 games in play"):
        await lobby(table, host=999)
    with raises_saying(
        GamesInPlayLimit, r"This server already has 2 games in play, its cap of games in play \(2\)"
    ) as refused:
        await table.changes.start(waiting.id, CAROL)
    assert refused.value.members == ()
    assert (await store.get_game(waiting.id)).status == LOBBY
    await started(table, host=CAROL, guild=2, bots=1)  # another server has its own cap


async def test_concurrent_starts_never_pass_the_cap(store):
    table = service(store, max_games_per_member=2, max_games_per_server=None)
    lobbies = [await lobby(table, guild=10 + n, bots=1) for n in range(6)]
    outcomes = await asyncio.gather(*(table.changes.start(r.id, ALICE) for r in lobbies), return_exceptions=True)
    assert sum(isinstance(o, GameRecord) for o in outcomes) == 2
    assert all(isinstance(o, (GameRecord, GamesInPlayLimit)) for o in outcomes), outcomes
    assert len(await store.games_in_play_of(ALICE)) == 2


async def test_the_caps_are_off_when_configured_so(store):
    table = service(store, max_games_per_member=None, max_games_per_server=None)
    for n in range(7):
        await started(table, bots=1)
    assert len(await store.games_in_play_of(ALICE)) == 7


# ---------------------------------------------------------------- item 9: lobbies lapse
async def backdate(store: Store, game_id: int, seconds: float) -> None:
    """Make a lobby look untouched for ``seconds`` (its last change that long ago)."""
    await store._execute("UPDATE games SET updated_at = ? WHERE id = ?", (time.time() - seconds, game_id))


async def test_idle_lobbies_lapse_stop_counting_and_are_closed_when_looked_at(store):
    table = service(store)
    hosts = range(200, 200 + MAX_OPEN_LOBBIES_PER_SERVER)
    opened = [
        await table.lobbies.open_lobby(GAME, 1, 10 + host % 2, host_id=host, host_name=str(host)) for host in hosts
    ]
    refusal = await table.lobbies.lobby_refusal(1, 99, 999)
    assert isinstance(refusal, LobbyLimit) and "lapses (after 24 hours without activity)" in english(refusal)
    assert sorted(refusal.where) == sorted(r.channel_id for r in opened)  # where the blocking lobbies are

    for record in opened:
        await backdate(store, record.id, LOBBY_IDLE_SECONDS + 1)
    assert await table.lobbies.lobby_refusal(1, 99, 999) is None  # lapsed lobbies no longer count
    with raises_saying(LobbyLapsed, "lapsed after 24 hours without activity") as lapsed:
        await table.lobbies.join(opened[0].id, 999, "late")
    assert lapsed.value.lobby.status == CANCELLED and lapsed.value.lobby.seat_of(999) is None
    closed = await table.lobbies.close_lapsed_lobbies(1)
    assert [r.id for r in closed] == [r.id for r in opened[1:]] and all(r.status == CANCELLED for r in closed)
    assert await table.lobbies.close_lapsed_lobbies(1) == []
    assert await store.games_with_status(LOBBY, guild_id=1) == []
    await table.lobbies.open_lobby(GAME, 1, 99, host_id=999, host_name="late")


async def test_a_lobby_touched_within_the_idle_time_stays_open(store):
    table = service(store)
    quiet = await table.lobbies.open_lobby(GAME, 1, 10, host_id=ALICE, host_name="alice")
    busy = await table.lobbies.open_lobby(GAME, 1, 11, host_id=BOB, host_name="bob")
    await backdate(store, quiet.id, LOBBY_IDLE_SECONDS + 1)
    await backdate(store, busy.id, LOBBY_IDLE_SECONDS - 60)
    assert [r.id for r in await table.lobbies.close_lapsed_lobbies(1)] == [quiet.id]
    assert (await table.lobbies.join(busy.id, CAROL, "carol")).seat_of(CAROL) == 1
    assert (await store.get_game(busy.id)).status == LOBBY
    with raises_saying(SeatError, "already started or was closed"):
        await table.changes.start(quiet.id, ALICE)


# ---------------------------------------------------------------- item 3: abandon votes lapse, can be withdrawn
async def test_a_vote_lapses_at_the_next_move(store):
    table = service(store)
    record = await started(table, players=(BOB, CAROL))
    assert (await table.changes.abandon(record.id, ALICE)).votes == {ALICE}
    seat = min(get_game(GAME).to_act(record.state))
    record = await first_move(table, record, seat)
    later = await table.changes.abandon(record.id, BOB)
    assert not later.ended and later.votes == {BOB} and later.needed == 2  # alice's vote lapsed with the move
    assert (await table.changes.abandon(record.id, CAROL)).ended


async def test_a_vote_lapses_after_the_votes_time(store):
    clock = MovableClock()
    table = service(store, clock=clock)
    record = await started(table, players=(BOB, CAROL))
    assert (await table.changes.abandon(record.id, ALICE)).votes == {ALICE}
    clock.shift = ABANDON_VOTE_SECONDS + 1  # the board has not changed, but a day went by
    later = await table.changes.abandon(record.id, BOB)
    assert not later.ended and later.votes == {BOB}
    assert (await store.get_game(record.id)).status == ACTIVE


async def test_voting_again_withdraws_and_a_vote_after_a_lapse_starts_fresh(store):
    table = service(store)
    record = await started(table, players=(BOB, CAROL))
    assert (await table.changes.abandon(record.id, BOB)).votes == {BOB}
    withdrawn = await table.changes.abandon(record.id, BOB)
    assert withdrawn.withdrawn and withdrawn.votes == frozenset() and not withdrawn.ended
    assert not (await table.changes.abandon(record.id, CAROL)).ended  # one vote of the two needed
    # The game moves on: carol's vote lapses, and bob's new vote is a fresh one, not a withdrawal.
    seat = min(get_game(GAME).to_act(record.state))
    record = await first_move(table, record, seat)
    fresh = await table.changes.abandon(record.id, BOB)
    assert not fresh.withdrawn and fresh.votes == {BOB}
    ended = await table.changes.abandon(record.id, ALICE)
    assert ended.ended and ended.votes == {ALICE, BOB} and ended.game.status == ABANDONED


async def test_votes_cast_before_the_lapse_rule_no_longer_count(store):
    """The migration leaves old votes without a version: they count for nothing."""
    table = service(store)
    record = await started(table, players=(BOB,))
    await store._execute(
        "INSERT INTO abandon_votes (game_id, user_id, voted_at) VALUES (?, ?, ?)", (record.id, ALICE, time.time())
    )
    vote = await table.changes.abandon(record.id, BOB)
    assert not vote.ended and vote.votes == {BOB}


# ---------------------------------------------------------------- item 4: handover only of a player absent now
async def test_the_host_cannot_hand_over_a_player_who_played_since_their_time_out(store):
    table = service(store)
    record = await play_until(table, await started(table, players=(BOB,)), 1)
    record = (await table.changes.time_out(record.id, 1, record.version)).move.game
    assert record.seats[1].timeouts == 1 and record.seats[1].timeouts_total == 1
    record = await play_until(table, record, 1)
    record = await first_move(table, record, 1)  # bob is back and decides himself
    assert record.seats[1].timeouts == 0 and record.seats[1].timeouts_total == 1
    with raises_saying(IllegalAction, "not absent now.*only they can hand over"):
        await table.changes.hand_over(record.id, ALICE, BOB)
    with raises_saying(IllegalAction, "not absent now"):
        await table.changes.hand_over(record.id, 999, BOB, admin=True)
    after = await store.get_game(record.id)
    assert not after.seats[1].autopilot and not after.seats[1].handed_over and after.version == record.version
    # He lets his next decision time out: absent now, so the host may hand his seat over (unrated).
    record = await play_until(table, after, 1)
    record = (await table.changes.time_out(record.id, 1, record.version)).move.game
    outcome = await table.changes.hand_over(record.id, ALICE, BOB)
    assert outcome.by_someone_else and outcome.game.seats[1].handed_over


# ---------------------------------------------------------------- who adds bots
async def test_only_the_host_adds_bots(store):
    table = service(store)
    record = await lobby(table, players=(BOB,))
    with raises_saying(SeatError, "Only the host can add a bot"):
        await table.lobbies.add_bot(record.id, by=BOB)
    assert len((await store.get_game(record.id)).seats) == 2
    assert len((await table.lobbies.add_bot(record.id, by=ALICE)).seats) == 3
    assert len((await table.lobbies.add_bot(record.id, by=999, admin=True)).seats) == 4
