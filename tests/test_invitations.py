"""Tables by invitation: the store's rows (on both databases) and the service's steps: invitations
accepted and declined, private lobbies' requests approved and declined, seats removed by the host,
and every refusal changing nothing."""

from __future__ import annotations

import asyncio

from services.invitations import TableInvitations, mentioned_ids
from services.lobbies import GamesInPlayLimit
from store import INVITED, REQUESTED, SeatError
from tests.speech import raises_saying

GAME = "mountain-miners"  # seats 2 to 6
GUILD, CHANNEL = 1, 10
HOST, ANA, BEA, CY, DEV, EVE, FAY = 100, 101, 102, 103, 104, 105, 106


def seated(record) -> list[int | None]:
    return [s.user_id for s in record.seats]


# ------------------------------------------------------------------ store (SQLite and PostgreSQL)
async def test_store_invitations_are_recorded_once_and_seat_as_one_step(store):
    game_id = await store.create_lobby(GAME, GUILD, CHANNEL, HOST, "Host", seed=7)
    assert await store.add_invitation(game_id, ANA, "Ana", INVITED) is True
    assert await store.add_invitation(game_id, ANA, "Ana", INVITED) is False  # already waited on
    assert await store.add_invitation(game_id, HOST, "Host", INVITED) is False  # seated already
    assert await store.add_invitation(game_id, BEA, "Bea", REQUESTED) is True
    assert [(i.user_id, i.kind, i.name) for i in await store.invitations(game_id)] == [
        (ANA, INVITED, "Ana"),
        (BEA, REQUESTED, "Bea"),
    ]
    # A request is not an invitation: seating Bea as invited is refused and changes nothing.
    with raises_saying(SeatError, "no invitation or request waiting"):
        await store.seat_invited(game_id, BEA, INVITED, 5)
    assert await store.seat_invited(game_id, ANA, INVITED, 5) == 1
    record = await store.get_game(game_id)
    assert [(s.seat, s.user_id, s.name) for s in record.seats] == [(0, HOST, "Host"), (1, ANA, "Ana")]
    assert [i.user_id for i in await store.invitations(game_id)] == [BEA]
    # Answered once: a second answer finds nothing.
    with raises_saying(SeatError, "no invitation or request waiting"):
        await store.seat_invited(game_id, ANA, INVITED, 5)
    assert await store.drop_invitation(game_id, BEA, REQUESTED) is True
    assert await store.drop_invitation(game_id, BEA, REQUESTED) is False
    assert await store.invitations(game_id) == []


async def test_store_a_full_table_refuses_the_invited_member_and_keeps_the_invitation(store):
    game_id = await store.create_lobby(GAME, GUILD, CHANNEL, HOST, "Host", seed=7)
    await store.add_invitation(game_id, ANA, "Ana", INVITED)
    await store.add_seat(game_id, "Bea", 2, user_id=BEA)
    with raises_saying(SeatError, "full"):
        await store.seat_invited(game_id, ANA, INVITED, 2)
    assert [i.user_id for i in await store.invitations(game_id)] == [ANA]
    assert seated(await store.get_game(game_id)) == [HOST, BEA]


async def test_store_private_flag_and_two_answers_at_once_seat_once(store):
    game_id = await store.create_lobby(GAME, GUILD, CHANNEL, HOST, "Host", seed=7)
    assert await store.is_private(game_id) is False
    await store.set_private(game_id, True)
    assert await store.is_private(game_id) is True
    await store.add_invitation(game_id, ANA, "Ana", INVITED)
    results = await asyncio.gather(
        store.seat_invited(game_id, ANA, INVITED, 5),
        store.seat_invited(game_id, ANA, INVITED, 5),
        return_exceptions=True,
    )
    assert sorted(type(r).__name__ for r in results) == ["SeatError", "int"]
    assert seated(await store.get_game(game_id)) == [HOST, ANA]
    await store.cancel_lobby(game_id)
    with raises_saying(SeatError, "already started"):
        await store.set_private(game_id, False)
    with raises_saying(SeatError, "already started"):
        await store.add_invitation(game_id, BEA, "Bea", INVITED)


# ------------------------------------------------------------------ service
def test_mentions_are_read_in_order_once_each():
    text = f"<@{10**17 + 1}> and <@!{10**17 + 2}>, again <@{10**17 + 1}>; not <@12> nor <#{10**17 + 3}>"
    assert mentioned_ids(text) == [10**17 + 1, 10**17 + 2]
    assert mentioned_ids("") == []


async def lobby(table):
    return await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=HOST, host_name="Host")


async def test_an_invitation_accepted_seats_the_member_and_one_declined_seats_nobody(table):
    invitations = TableInvitations(table.lobbies)
    record = await lobby(table)
    assert await invitations.invite(record.id, HOST, [(ANA, "Ana"), (BEA, "Bea"), (HOST, "Host")]) == [ANA, BEA]
    assert await invitations.invite(record.id, HOST, [(ANA, "Ana")]) == []  # already invited
    after = await invitations.accept(record.id, ANA)
    assert seated(after) == [HOST, ANA]
    after = await invitations.decline(record.id, BEA)
    assert seated(after) == [HOST, ANA]
    assert await invitations.waiting(record.id) == []
    with raises_saying(SeatError, "no invitation or request waiting"):
        await invitations.accept(record.id, BEA)
    # An invited member pressing Join accepts.
    await invitations.invite(record.id, HOST, [(CY, "Cy")])
    joined = await invitations.join(record.id, CY, "Cy")
    assert joined.seated and seated(joined.record) == [HOST, ANA, CY]


async def test_only_the_host_invites_and_invitations_count_against_the_seats(table):
    invitations = TableInvitations(table.lobbies)
    record = await lobby(table)
    with raises_saying(SeatError, "Only the host can invite"):
        await invitations.invite(record.id, ANA, [(BEA, "Bea")])
    with raises_saying(SeatError, "Name at least one other member"):
        await invitations.invite(record.id, HOST, [(HOST, "Host")])
    six = [(ANA, "Ana"), (BEA, "Bea"), (CY, "Cy"), (DEV, "Dev"), (EVE, "Eve"), (FAY, "Fay")]
    with raises_saying(SeatError, "at most 6 players, counting those still invited"):
        await invitations.invite(record.id, HOST, six)
    assert await invitations.waiting(record.id) == []  # the refusal changed nothing
    assert await invitations.invite(record.id, HOST, six[:4]) == [ANA, BEA, CY, DEV]
    with raises_saying(SeatError, "at most 6 players, counting those still invited"):
        await invitations.invite(record.id, HOST, six[4:])


async def test_a_private_lobby_turns_join_into_a_request_the_host_approves_or_declines(table):
    invitations = TableInvitations(table.lobbies)
    record = await lobby(table)
    with raises_saying(SeatError, "Only the host"):
        await invitations.set_private(record.id, ANA, True)
    assert await invitations.is_private(record.id) is False
    await invitations.set_private(record.id, HOST, True)
    assert await invitations.is_private(record.id) is True
    asked = await invitations.join(record.id, ANA, "Ana")
    assert not asked.seated and seated(asked.record) == [HOST]
    with raises_saying(SeatError, "already asked to join"):
        await invitations.join(record.id, ANA, "Ana")
    await invitations.join(record.id, BEA, "Bea")
    assert [(i.user_id, i.kind) for i in await invitations.waiting(record.id)] == [(ANA, REQUESTED), (BEA, REQUESTED)]
    with raises_saying(SeatError, "Only the host"):
        await invitations.approve(record.id, ANA, BEA)
    assert seated(await invitations.approve(record.id, HOST, ANA)) == [HOST, ANA]
    assert seated(await invitations.refuse(record.id, HOST, BEA)) == [HOST, ANA]
    assert await invitations.waiting(record.id) == []
    # A request is answered by the host, never by the member: Bea cannot accept her own.
    await invitations.join(record.id, CY, "Cy")
    with raises_saying(SeatError, "no invitation or request waiting"):
        await invitations.accept(record.id, CY)
    # A public lobby seats at once.
    await invitations.set_private(record.id, HOST, False)
    joined = await invitations.join(record.id, DEV, "Dev")
    assert joined.seated and seated(joined.record) == [HOST, ANA, DEV]


async def test_the_host_removes_a_member_and_a_bot_but_not_themselves(table):
    invitations = TableInvitations(table.lobbies)
    record = await table.lobbies.open_lobby(GAME, GUILD, CHANNEL, host_id=HOST, host_name="Host", bots=1)
    await table.lobbies.join(record.id, ANA, "Ana")
    with raises_saying(SeatError, "Only the host"):
        await invitations.remove(record.id, ANA, 1)
    with raises_saying(SeatError, "host cannot leave"):
        await invitations.remove(record.id, HOST, 0)
    with raises_saying(SeatError, "That seat is empty"):
        await invitations.remove(record.id, HOST, 4)
    after, removed = await invitations.remove(record.id, HOST, 2)
    assert removed == ANA and seated(after) == [HOST, None]
    after, removed = await invitations.remove(record.id, HOST, 1)
    assert removed is None and seated(after) == [HOST]


async def test_accepting_or_approving_counts_against_the_members_games_in_play(store, images):
    from services.wiring import Table

    table = Table.build(store, images)
    table.lobbies.max_games_per_member = 1
    invitations = TableInvitations(table.lobbies)
    busy = await table.lobbies.open_lobby(GAME, GUILD, 20, host_id=ANA, host_name="Ana", bots=1)
    await table.changes.start(busy.id, ANA)
    record = await lobby(table)
    await invitations.invite(record.id, HOST, [(ANA, "Ana")])
    with raises_saying(GamesInPlayLimit):
        await invitations.accept(record.id, ANA)
    assert seated(await table.store.get_game(record.id)) == [HOST]
    assert [i.user_id for i in await invitations.waiting(record.id)] == [ANA]  # still invited
    await invitations.set_private(record.id, HOST, True)
    with raises_saying(GamesInPlayLimit):
        await invitations.join(record.id, ANA, "Ana")
