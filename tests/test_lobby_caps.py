"""Lobby caps: one open lobby per member per channel, a cap per server; a refusal changes nothing."""

from __future__ import annotations

import asyncio

from services.lobbies import MAX_OPEN_LOBBIES_PER_MEMBER, MAX_OPEN_LOBBIES_PER_SERVER, LobbyLimit
from services.wiring import Table
from store import LOBBY
from tests.speech import raises_saying

GAME = "mountain-miners"
GUILD, CHANNEL, OTHER_CHANNEL = 1, 10, 11


async def open_lobbies(table: Table) -> list:
    return await table.store.games_with_status(LOBBY)


async def test_a_second_lobby_of_a_member_in_a_channel_is_refused_naming_the_first(table):
    first = await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=100, host_name="Host")
    with raises_saying(LobbyLimit, f"already have an open lobby in this channel \\(game #{first.id}\\)") as refused:
        await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=100, host_name="Host", bots=1)
    assert refused.value.open is not None and refused.value.open.id == first.id
    assert [r.id for r in await open_lobbies(table)] == [first.id]
    assert (await table.lobbies.lobby_refusal(GUILD, CHANNEL, 100)) is not None
    # Another channel, or another member, is fine; so is the same channel once the first lobby is closed.
    elsewhere = await table.lobbies.open_lobby(GAME, GUILD, OTHER_CHANNEL, host_id=100, host_name="Host")
    someone_else = await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=101, host_name="Bea")
    await table.lobbies.cancel(first.id, 100)
    again = await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=100, host_name="Host")
    assert {r.id for r in await open_lobbies(table)} == {elsewhere.id, someone_else.id, again.id}


async def test_a_started_game_does_not_count_as_an_open_lobby(table):
    record = await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=100, host_name="Host", bots=1)
    await table.changes.start(record.id, 100)
    assert await table.lobbies.lobby_refusal(GUILD, CHANNEL, 100) is None


async def test_the_server_cap_refuses_the_next_lobby_and_changes_nothing(table):
    for host in range(MAX_OPEN_LOBBIES_PER_SERVER):
        await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=200 + host, host_name=f"H{host}")
    before = [r.id for r in await open_lobbies(table)]
    with raises_saying(LobbyLimit, f"already has {MAX_OPEN_LOBBIES_PER_SERVER} open lobbies") as refused:
        await table.lobbies.open_lobby(GAME, GUILD, OTHER_CHANNEL, host_id=999, host_name="Late")
    assert refused.value.open is None
    assert [r.id for r in await open_lobbies(table)] == before
    # Another server has its own cap.
    await table.lobbies.open_lobby(GAME, GUILD + 1, 20, host_id=999, host_name="Late")


async def test_one_member_cannot_fill_the_server_with_lobbies_in_many_channels(table):
    opened = [
        await table.lobbies.open_lobby(GAME, GUILD, 100 + channel, host_id=100, host_name="Host")
        for channel in range(MAX_OPEN_LOBBIES_PER_MEMBER)
    ]
    with raises_saying(LobbyLimit, f"already host {MAX_OPEN_LOBBIES_PER_MEMBER} open lobbies") as refused:
        await table.lobbies.open_lobby(GAME, GUILD, 999, host_id=100, host_name="Host")
    assert refused.value.open is not None and refused.value.open.id == opened[0].id
    assert [r.id for r in await open_lobbies(table)] == [r.id for r in opened]
    await table.lobbies.open_lobby(GAME, GUILD, 999, host_id=101, host_name="Bea")  # others are not affected


async def test_concurrent_play_commands_open_exactly_one_lobby(table):
    results = await asyncio.gather(
        *(table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=100, host_name="Host") for _ in range(6)),
        return_exceptions=True,
    )
    opened = [r for r in results if not isinstance(r, BaseException)]
    assert len(opened) == 1
    assert all(isinstance(r, LobbyLimit) for r in results if isinstance(r, BaseException))
    assert [r.id for r in await open_lobbies(table)] == [opened[0].id]


async def test_game_list_shows_each_member_the_lobbies_they_can_join_and_only_their_own_practice(table):
    from services.practice import PracticeService

    ann, bea, cid = 100, 101, 102
    open_one = await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=ann, host_name="Ann")
    full = await table.lobbies.open_lobby("nanga-parbat", GUILD, OTHER_CHANNEL, host_id=bea, host_name="Bea", bots=1)
    practice = await PracticeService(table).start("solstis", GUILD, CHANNEL, cid, "Cid")

    def ids(records) -> set[int]:
        return {record.id for record in records}

    # A stranger sees the lobby with a free seat, not the full one, and nobody's practice game.
    assert ids(await table.records.games_listed(GUILD, 999)) == {open_one.id}
    # Bea sits at her full table: she sees it; Cid sees his own practice game.
    assert ids(await table.records.games_listed(GUILD, bea)) == {open_one.id, full.id}
    assert ids(await table.records.games_listed(GUILD, cid)) == {open_one.id, practice.id}
