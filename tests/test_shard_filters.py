"""A process acts without an interaction only for the games of its own shards.

The clock fires only its own games' timers and heals only their clocks, the start-up sweep records
only its own finished games, and the resume reposts only its own boards. Real store, stub bot.
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from cogs.stats import Stats
from rules import get_game
from rules.base import Result
from services.shards import owns
from services.standings import Standings
from store import ACTIVE, FINISHED, Store
from store.clock import Clock
from store.guilds import guilds_of
from tests.flow_helpers import SERVER, SHARDS, flow_for


class StubBot:
    """What the cogs ask of the bot: its store, settings, and which servers its shards own."""

    def __init__(self, store: Store, shard_ids: tuple[int, ...]) -> None:
        self.store = store
        self.records = SimpleNamespace(store=store, standings=Standings(store))
        self.settings = SimpleNamespace(clock_scale=1.0, ai_delay=0.0)
        self.shard_ids = shard_ids

    def owns_guild(self, guild_id: int | None) -> bool:
        return owns(guild_id, SHARDS, self.shard_ids)


async def active_game(store: Store, guild_id: int | None) -> int:
    game_id = await store.create_lobby("solstis", guild_id, 77, 11, "alice", seed=1)
    await store.add_seat(game_id, "bob", 2, user_id=12)
    await store.start_game(game_id, thread_id=None, state=get_game("solstis").setup(2, 1, {}))
    return game_id


def test_the_two_servers_are_on_different_shards():
    assert [owns(SERVER[s], SHARDS, (0,)) for s in (0, 1)] == [True, False]


async def test_guilds_of_games(store):
    games = [await active_game(store, SERVER[0]), await active_game(store, SERVER[1]), await active_game(store, None)]
    assert await guilds_of(store, [*games, 999]) == {games[0]: SERVER[0], games[1]: SERVER[1], games[2]: None}
    assert await guilds_of(store, []) == {}


@pytest.mark.parametrize("shard", [0, 1])
async def test_clock_fires_only_the_timers_of_its_own_games(store, shard):
    games = {s: await active_game(store, SERVER[s]) for s in (0, 1)}
    clock = Clock(store)
    for game_id in games.values():
        await clock.set_seat(game_id, 0, version=1, seconds=10, now=time.time() - 100)  # both overdue
    flow = flow_for(store, (shard,))
    fired: list[int] = []

    async def record(game_id):
        fired.append(game_id)
        flow.timers._firing.discard(game_id)

    flow.timers._fire_game = record
    await flow.timers.fire_due()
    for task in list(flow.timers._timer_tasks):
        await task
    assert fired == [games[shard]]
    assert {t.game_id for t in await clock.timers()} == set(games.values()), "the other shard's timers stay"

    await flow.timers.heal()
    assert flow.timers.heals == 0, "a game with timers is kept in step by its own changes, not by the heal"
    for game_id in games.values():  # clocks missing (rows lost outside the bot's own changes)
        await clock.clear_game(game_id)
    await flow.timers.heal()
    assert flow.timers.heals == 1
    assert {t.game_id for t in await clock.timers()} == {games[shard]}, "only its own game's clocks are set"


async def test_the_start_up_sweep_records_only_its_own_finished_games(store):
    result = Result(scores=[3, 1], breakdown=[{}, {}], ranking=[0, 1], winners=[0], places=[1, 2])
    games = {}
    for shard in (0, 1):
        games[shard] = await active_game(store, SERVER[shard])
        version = (await store.get_game(games[shard])).version
        await store.end_game(games[shard], version, FINISHED, result.to_json())
    stats = Stats(StubBot(store, (1,)))
    finished: list[int] = []

    async def finish(record, got):
        assert got == result
        finished.append(record.id)

    stats.finish = finish
    await stats.on_ready()
    assert finished == [games[1]]


async def test_the_resume_reposts_only_its_own_games(store):
    games = {s: await active_game(store, SERVER[s]) for s in (0, 1)}
    dm_game = await active_game(store, None)
    for game_id in (*games.values(), dm_game):
        await store.set_thread(game_id, 500 + game_id)
    flow = flow_for(store, (0,))
    shown: list[int] = []
    kicked: list[int] = []

    async def show(game_id, reconcile=False):
        assert reconcile, "a resume first looks whether Discord already has an owed post"
        shown.append(game_id)

    flow.show = show
    flow.ai_seats.kick_ai = kicked.append
    assert await flow.resume() == (2, 1)
    assert shown == kicked == [games[0], dm_game]  # games outside any server belong to shard 0
    assert (await store.get_game(games[1])).status == ACTIVE


async def test_ai_seats_play_only_in_games_of_its_own_shards(store):
    games = {s: await active_game(store, SERVER[s]) for s in (0, 1)}
    flow = flow_for(store, (1,))
    asked: list[int] = []

    async def ai_decision(record):
        asked.append(record.id)
        return None  # nothing to play: the runner stops

    flow.table.changes.ai_decision = ai_decision
    flow.table.changes.needs_ai = lambda record: True  # type: ignore[method-assign]  # an AI seat is to act in both
    for game_id in games.values():
        await flow.ai_seats._run_ai(game_id)
    assert asked == [games[1]]
