"""Leases for clock work and AI turns, bounded lock maps, and the recorded board version.

Leases run on both databases; "two processes" are two separately opened stores (two connections,
as two bot processes would have), each with its own identity.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from services.keyed_locks import KeyedLocks
from services.timers import _fire_at as fire_at
from store import Store
from store.clock import REMIND, TIMEOUT, Clock, DueTimer, Timer
from store.leases import AI, CLOCK, Leases, process_identity

LEASE = 5.0


@pytest.fixture
async def stores(database):
    """Two stores on the same database, like two bot processes."""
    first = await Store.open(database)
    second = await Store.open(database)
    yield first, second
    await first.close()
    await second.close()


async def active_game(store: Store, guild_id: int | None = 1) -> int:
    game_id = await store.create_lobby("solstis", guild_id, 10, 100, "Host", seed=3)
    await store.add_seat(game_id, "Bot", max_seats=4, ai_kind="normal")
    await store.start_game(game_id, thread_id=700 + game_id, state={"move": 0})
    return game_id


def test_identities_differ_between_processes_and_restarts():
    names = {process_identity() for _ in range(50)}
    assert len(names) == 50
    host, pid, _ = next(iter(names)).rsplit(":", 2)
    assert host and pid.isdigit()


async def test_one_holder_at_a_time_and_a_dead_holders_lease_is_taken_after_it_expires(stores):
    a_store, b_store = stores
    game_id = await active_game(a_store)
    a, b = Leases(a_store, "host:1:a", LEASE), Leases(b_store, "host:2:b", LEASE)
    now = 1_000_000.0
    assert await a.claim(CLOCK, game_id, now=now)
    assert not await b.claim(CLOCK, game_id, now=now + 1), "held by a"
    assert await a.claim(CLOCK, game_id, now=now + 1), "the holder may claim again (extends it)"
    assert await b.claim(AI, game_id, now=now + 1), "the AI lease of the same game is another lease"
    # a dies: it neither renews nor releases. Just before the end b is still refused, at the end it gets it.
    assert not await b.claim(CLOCK, game_id, now=now + 1 + LEASE - 0.01)
    assert await b.claim(CLOCK, game_id, now=now + 1 + LEASE)
    held = await b.current(CLOCK, game_id)
    assert (held.holder, held.expires_at) == ("host:2:b", now + 1 + 2 * LEASE)
    assert not await a.renew(CLOCK, game_id, now=now + 7), "a's lease was taken over: its renewal fails"
    await a.release(CLOCK, game_id)  # releasing someone else's lease leaves it alone
    assert (await b.current(CLOCK, game_id)).holder == "host:2:b"
    await b.release(CLOCK, game_id)
    assert await b.current(CLOCK, game_id) is None
    assert await a.claim(CLOCK, game_id, now=now + 8), "a released lease is free at once"


async def test_leases_a_dead_process_left_on_ended_games_are_dropped_once_expired(stores):
    a_store, _ = stores
    playing, ended = await active_game(a_store), await active_game(a_store)
    record = await a_store.get_game(ended)
    await a_store.end_game(ended, record.version, "abandoned")
    dead, live = Leases(a_store, "host:1:dead", LEASE), Leases(a_store, "host:2:live", LEASE)
    now = 3_000_000.0
    for kind in (CLOCK, AI):
        assert await dead.claim(kind, playing, now=now) and await dead.claim(kind, ended, now=now)
    assert await live.drop_dead(now=now + LEASE - 1) == 0, "unexpired leases stay, even on an ended game"
    assert await live.drop_dead(now=now + LEASE) == 2
    assert await live.current(CLOCK, ended) is None and await live.current(AI, ended) is None
    # an expired lease of a game in play stays for the next claim, which takes it over
    assert (await live.current(CLOCK, playing)).holder == "host:1:dead"
    assert await live.claim(CLOCK, playing, now=now + LEASE)


async def test_renewal_keeps_a_live_holder_ahead_of_the_others(stores):
    a_store, b_store = stores
    game_id = await active_game(a_store)
    a, b = Leases(a_store, "host:1:a", LEASE), Leases(b_store, "host:2:b", LEASE)
    now = 2_000_000.0
    assert await a.claim(AI, game_id, now=now)
    for step in range(1, 6):  # a renews every 2 s for 10 s: b never gets in
        assert await a.renew(AI, game_id, now=now + 2 * step)
        assert not await b.claim(AI, game_id, now=now + 2 * step + 1)
    assert await b.free_at(AI, game_id) == pytest.approx(now + 10 + LEASE)


async def test_concurrent_claims_from_two_processes_give_the_lease_to_exactly_one(stores):
    a_store, b_store = stores
    games = [await active_game(a_store) for _ in range(8)]
    a, b = Leases(a_store, "host:1:a", LEASE), Leases(b_store, "host:2:b", LEASE)
    for game_id in games:
        won = await asyncio.gather(a.claim(CLOCK, game_id), b.claim(CLOCK, game_id))
        assert sorted(won) == [False, True], won
        holder = (await a.current(CLOCK, game_id)).holder
        assert holder == ("host:1:a" if won[0] else "host:2:b")


async def test_held_renews_in_the_background_and_releases_at_the_end(stores):
    a_store, b_store = stores
    game_id = await active_game(a_store)
    a, b = Leases(a_store, "host:1:a", 0.6), Leases(b_store, "host:2:b", 0.6)
    async with a.held(AI, game_id) as lease:
        assert lease.claimed
        async with b.held(AI, game_id) as other:
            assert not other.claimed
        await asyncio.sleep(1.5)  # far past one lease length: only the renewals keep it
        assert not await b.claim(AI, game_id), "renewed while the work runs"
        assert not lease.lost
    assert await a.current(AI, game_id) is None, "released when the work is done"
    assert await b.claim(AI, game_id)


async def test_due_work_reports_each_timers_server_and_clock_lease(stores):
    store, _ = stores
    clock = Clock(store)
    held, free = await active_game(store, guild_id=55), await active_game(store, guild_id=None)
    now = time.time()
    await clock.set_seat(held, 0, version=1, seconds=10, now=now - 100)
    await clock.set_seat(free, 0, version=1, seconds=10, now=now - 50)
    await clock.set_seat(free, 1, version=1, seconds=1000, now=now)  # not due
    leases = Leases(store, "host:9:z", LEASE)
    assert await leases.claim(CLOCK, held)
    work = await clock.due_work(now)
    assert [(d.timer.game_id, d.timer.kind, d.guild_id, d.lease_holder) for d in work] == [
        (held, REMIND, 55, "host:9:z"),
        (held, TIMEOUT, 55, "host:9:z"),
        (free, REMIND, None, None),
        (free, TIMEOUT, None, None),
    ]
    assert await clock.next_due_at(now) == pytest.approx(now + 500)


async def test_the_heal_looks_only_at_games_in_play_without_timers_and_drops_timers_of_ended_games(stores):
    store, _ = stores
    clock = Clock(store)
    timed, untimed, ended = [await active_game(store, guild_id=g) for g in (1, 2, 3)]
    await clock.set_seat(timed, 0, version=1, seconds=10)
    await clock.set_seat(ended, 0, version=1, seconds=10)
    await store.end_game(ended, (await store.get_game(ended)).version, "abandoned")
    assert {t.game_id for t in await clock.timers()} == {timed}, "a game that ends drops its timers as it ends"
    # Rows an older version left behind on an ended game (the heal is the safety net for them):
    await clock.set_seat(ended, 0, version=1, seconds=10)
    assert await clock.active_without_timers() == [(untimed, 2)]
    assert await clock.drop_inactive() == 2
    assert {t.game_id for t in await clock.timers()} == {timed}


def test_a_timer_fires_when_due_or_when_another_holders_lease_ends():
    timer = Timer(1, 0, TIMEOUT, 3, 100.0)
    assert fire_at(DueTimer(timer, 5, None, None), "me") == 100.0
    assert fire_at(DueTimer(timer, 5, "me", 200.0), "me") == 100.0, "our own lease never delays us"
    assert fire_at(DueTimer(timer, 5, "other", 130.0), "me") == 130.0
    assert fire_at(DueTimer(timer, 5, "other", 50.0), "me") == 100.0, "an expired lease is free"


async def test_ten_thousand_games_leave_the_lock_map_empty():
    locks: KeyedLocks[int] = KeyedLocks()
    order: list[tuple[int, str]] = []

    async def change(game_id: int, label: str) -> None:
        async with locks.hold(game_id):
            order.append((game_id, label + " in"))
            await asyncio.sleep(0)
            order.append((game_id, label + " out"))

    # Two changes of each game at once: they never overlap, and every lock is dropped afterwards.
    await asyncio.gather(*(change(game_id, label) for game_id in range(10_000) for label in ("a", "b")))
    assert len(locks) == 0
    for game_id in (0, 4_321, 9_999):
        assert [label for g, label in order if g == game_id] == ["a in", "a out", "b in", "b out"]
    # The map holds only the keys in use at the moment.
    async with locks.hold(1), locks.hold(2):
        assert len(locks) == 2 and locks.locked(1) and not locks.locked(3)
    assert len(locks) == 0


async def test_a_cancelled_wait_leaves_no_lock_behind():
    locks: KeyedLocks[str] = KeyedLocks()
    async with locks.hold("g"):
        waiter = asyncio.create_task(_hold_once(locks, "g"))
        await asyncio.sleep(0.01)
        assert len(locks) == 1
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
    assert len(locks) == 0


async def _hold_once(locks: KeyedLocks[str], key: str) -> None:
    async with locks.hold(key):
        pass


async def test_the_table_services_locks_are_dropped_after_each_move(stores):
    from services.wiring import Table

    store, _ = stores
    service = Table.build(store, ai_think=0.05)
    game_id = await store.create_lobby("solstis", 1, 10, 100, "Host", seed=5)
    await store.add_seat(game_id, "Ada", max_seats=4, ai_kind="easy")
    await service.changes.start(game_id, 100)
    record = await store.get_game(game_id)
    seat = record.seat_of(100)
    from rules import get_game

    action = get_game("solstis").legal_actions(record.state, seat)[0]
    await service.changes.play(game_id, seat, action.id, expected_version=record.version)
    assert len(service.changes._locks) == 0 and len(service.lobbies._lobby_opening) == 0


async def test_the_board_version_shown_is_recorded_and_never_goes_back(stores):
    store, again = stores
    game_id = await active_game(store)

    async def board() -> tuple[int | None, int, int | None]:
        shown = (await again.get_game(game_id)).board
        return shown.message_id, shown.start, shown.shown

    await store.record_turn_post(game_id, None, 9001, 1, 2)
    assert await board() == (9001, 1, 2)
    await store.mark_board_shown(game_id, 9001, 5)
    await store.mark_board_shown(game_id, 9001, 4)  # a slower edit of an older board
    await store.mark_board_shown(game_id, 8000, 9)  # an edit of a post that is no longer the turn's
    assert await board() == (9001, 1, 5)


async def test_the_clock_loop_sleeps_until_the_next_due_timer_and_waits_for_another_holders_lease(stores):
    from services.timers import IDLE_WAKE
    from tests.flow_helpers import SERVER, flow_for

    store, other_store = stores
    cog = flow_for(store, (0,)).timers  # the timer dispatcher the flow owns
    fired: list[int] = []

    async def record(game_id):
        fired.append(game_id)
        cog._firing.discard(game_id)

    cog._fire_game = record
    now = time.time()
    assert await cog.fire_due(now) == pytest.approx(IDLE_WAKE), "no timers: the bounded wake-up"
    clock = Clock(store)
    soon = await active_game(store, guild_id=SERVER[0])
    await clock.set_seat(soon, 0, version=1, seconds=14, now=now)  # reminder due in 7 s
    assert await cog.fire_due(now) == pytest.approx(7.0)
    assert fired == []
    # Due now, but another process (same shard) holds the game's clock lease for 3 more seconds.
    other = Leases(other_store, "host:2:other", 3.0)
    assert await other.claim(CLOCK, soon, now=now + 5)
    assert await cog.fire_due(now + 7) == pytest.approx(1.0)
    for task in list(cog._timer_tasks):
        await task
    assert fired == [], "a live holder's timers are not fired"
    assert await cog.fire_due(now + 8.5) > 0
    for task in list(cog._timer_tasks):
        await task
    assert fired == [soon], "fired once its lease expired (its holder died)"


async def test_two_processes_for_the_same_shard_fire_each_games_timers_exactly_once(stores):
    """A deploy overlapping the old process: both run shard 0; the clock lease splits the work."""
    from services.timers import Timers
    from tests.flow_helpers import SERVER, flow_for

    a_store, b_store = stores
    clock = Clock(a_store)
    games = [await active_game(a_store, guild_id=SERVER[0]) for _ in range(12)]
    for game_id in games:
        await clock.set_seat(game_id, 0, version=1, seconds=10, now=time.time() - 100)  # overdue
    fired: list[tuple[str, int, str]] = []
    cogs = {}
    for name, store in (("a", a_store), ("b", b_store)):
        cog = flow_for(store, (0,)).timers  # the timer dispatcher the flow owns
        cog.leases = Leases(store, f"host:{name}", LEASE)

        def recorder(name: str, cog: Timers):
            async def fire(timer: Timer) -> None:
                fired.append((name, timer.game_id, timer.kind))
                await asyncio.sleep(0.2)  # the work takes a while: the other process looks meanwhile
                await cog.clock.take(timer)

            return fire

        cog.remind = recorder(name, cog)
        cog.time_out = recorder(name, cog)
        cogs[name] = cog
    for _ in range(3):  # both look several times while the other works
        await asyncio.gather(cogs["a"].fire_due(), cogs["b"].fire_due())
        await asyncio.gather(*(task for cog in cogs.values() for task in list(cog._timer_tasks)))
    by_game: dict[int, set[str]] = {}
    for name, game_id, kind in fired:
        assert kind == TIMEOUT, "the reminder is dropped when the time-out is due too"
        by_game.setdefault(game_id, set()).add(name)
    assert sorted(by_game) == games and all(len(names) == 1 for names in by_game.values()), by_game
    assert len(fired) == len(games), "each time-out fired exactly once"
    assert await clock.timers() == []
    assert await Leases(a_store).current(CLOCK, games[0]) is None, "released after the work"


async def test_two_processes_for_the_same_shard_play_an_ai_turn_once(stores):
    """Both run shard 0 and both are told to play the game's AI turn: the ai lease lets one do it."""
    from types import SimpleNamespace

    from store import StaleVersion
    from tests.flow_helpers import SERVER, flow_for

    a_store, _ = stores
    game_id = await active_game(a_store, guild_id=SERVER[0])
    start = (await a_store.get_game(game_id)).version
    decided: list[str] = []
    played: list[str] = []
    runners = []
    for name, store in zip("ab", stores):
        flow = flow_for(store, (0,), holder=f"host:{name}")
        flow.ai_seats.leases = Leases(store, f"host:{name}", 0.5)  # the AI seats runner's leases

        async def ai_decision(record, name=name):
            decided.append(name)
            await asyncio.sleep(0.05)  # thinking: the other process looks meanwhile
            return 1, "some-action"

        async def play(game_id, seat, action_id, *, expected_version, by_ai, name=name, store=store):
            changed = await store._execute(
                "UPDATE games SET version = version + 1 WHERE id = ? AND version = ?", (game_id, expected_version)
            )
            if changed != 1:
                raise StaleVersion("moved on")
            played.append(name)
            return SimpleNamespace(result=None, game=await store.get_game(game_id), hidden_change=frozenset())

        flow.table.changes.needs_ai = lambda record: record.version == start  # type: ignore[method-assign]  # one AI turn
        flow.table.changes.ai_decision = ai_decision
        flow.table.changes.play = play

        async def shown(outcome):
            return None

        flow.ai_seats._after_move = shown
        runners.append(flow.ai_seats._run_ai(game_id))
    await asyncio.wait_for(asyncio.gather(*runners), 10)
    assert len(played) == 1 and decided == played, (decided, played)
    assert (await a_store.get_game(game_id)).version == start + 1
    assert await Leases(a_store).current(AI, game_id) is None
