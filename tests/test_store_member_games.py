"""A member's games in every server (``/game mine``): the store's read and the order the reads give.

Every test runs on SQLite and on PostgreSQL (the ``store`` fixture). Solstis deals the first
decision to seat 0, so a member seated first is the one the game waits for."""

from __future__ import annotations

import time

from rules import get_game
from services.records import Records
from store import FINISHED, ClockUpdate, PostIntent, Store

ME, OTHER, THIRD = 200, 201, 202


async def deal(
    store: Store,
    seats: list[int],
    *,
    guild_id: int = 1,
    thread_id: int,
    seconds: float | None = None,
    seed: int = 3,
) -> int:
    """A Solstis game of the members ``seats`` (the first hosts), dealt by the rules; with
    ``seconds`` its first decision runs on a clock of that length. Returns its id."""
    game = get_game("solstis")
    host, *others = seats
    game_id = await store.create_lobby("solstis", guild_id, 10 * guild_id, host, f"U{host}", seed=seed)
    for user in others:
        await store.add_seat(game_id, f"U{user}", max_seats=2, user_id=user)
    state = game.setup(len(seats), seed, {})
    clock = ClockUpdate(frozenset(game.to_act(state)), seconds) if seconds is not None else None
    await store.start_game(game_id, thread_id=thread_id, state=state, clock=clock)
    return game_id


async def test_the_store_reads_every_seat_a_member_holds_in_play_or_in_a_lobby(store):
    before = time.time()
    clocked = await deal(store, [ME, OTHER], thread_id=501, seconds=600)
    untimed = await deal(store, [OTHER, ME], guild_id=2, thread_id=502)
    finished = await deal(store, [ME, OTHER], thread_id=503)
    await store.end_game(finished, (await store.get_game(finished)).version, FINISHED, {"scores": [1, 2]})
    lobby = await store.create_lobby("solstis", 1, 10, OTHER, "Other", seed=1)
    await store.add_seat(lobby, "Me", max_seats=2, user_id=ME)
    await store.create_lobby("solstis", 1, 10, THIRD, "Third", seed=1)  # a lobby I am not in
    await deal(store, [OTHER, THIRD], thread_id=504)  # a game I am not in

    found = {s.game.id: s for s in await store.seated_games_of(ME)}

    assert sorted(found) == sorted([clocked, untimed, lobby])  # the finished game is not read
    assert (found[clocked].seat, found[untimed].seat, found[lobby].seat) == (0, 1, 1)
    # The clocked decision's deadline is its time-out, 600 s after the deal.
    assert found[clocked].deadline is not None
    assert before + 600 <= found[clocked].deadline <= time.time() + 600
    assert found[untimed].deadline is None and found[lobby].deadline is None
    assert found[untimed].game.guild_id == 2
    assert not found[lobby].said_yes and found[lobby].final_post is None


async def test_a_rematch_says_where_it_is_answered_and_whether_the_member_said_yes(store):
    finished = await deal(store, [OTHER, ME], thread_id=601)
    await store.end_game(finished, (await store.get_game(finished)).version, FINISHED, {"scores": [1, 2]})
    await store.set_final_message(finished, 6010)
    rematch, _ = await store.create_rematch(finished, ME, [(ME, None, "Me"), (OTHER, None, "Other")], seed=4)

    (seated,) = await store.seated_games_of(ME)
    assert (seated.game.id, seated.final_thread, seated.final_post, seated.said_yes) == (rematch, 601, 6010, False)

    await store.change_rematch(rematch, seated.game.version, confirm=ME)
    (seated,) = await store.seated_games_of(ME)
    assert seated.said_yes
    (theirs,) = await store.seated_games_of(OTHER)
    assert not theirs.said_yes  # one member's yes is not another's


async def test_a_resigned_seat_is_not_read(store):
    game_id = await deal(store, [ME, OTHER], thread_id=701)
    assert [s.game.id for s in await store.seated_games_of(ME)] == [game_id]
    await store.resign_seat(game_id, (await store.get_game(game_id)).version, 0)
    assert await store.seated_games_of(ME) == []
    assert [s.game.id for s in await store.seated_games_of(OTHER)] == [game_id]


async def test_waiting_for_the_member_first_soonest_deadline_first_then_lobbies_then_the_others(store):
    records = Records(store)
    later = await deal(store, [ME, OTHER], thread_id=801, seconds=3600)
    sooner = await deal(store, [ME, THIRD], guild_id=2, thread_id=802, seconds=600)
    untimed = await deal(store, [ME, OTHER], thread_id=803)
    theirs = await deal(store, [OTHER, ME], guild_id=2, thread_id=804, seconds=60)  # the other is to act
    lobby = await store.create_lobby("solstis", 1, 10, OTHER, "Other", seed=1)
    await store.add_seat(lobby, "Me", max_seats=2, user_id=ME)
    finished = await deal(store, [OTHER, ME], thread_id=805)
    await store.end_game(finished, (await store.get_game(finished)).version, FINISHED, {"scores": [1, 2]})
    rematch, _ = await store.create_rematch(finished, OTHER, [(ME, None, "Me"), (OTHER, None, "Other")], seed=4)

    mine = await records.member_games(ME)
    assert [s.game.id for s in mine.waiting] == [sooner, later, untimed]
    # The rematch waits for my yes, so it comes before the older lobby.
    assert [s.game.id for s in mine.lobbies] == [rematch, lobby]
    assert [s.game.id for s in mine.others] == [theirs]
    assert mine.count == 6
    assert (await records.next_decision(ME)).id == sooner

    # Once I said yes, the rematch waits for the others: lobbies go oldest first.
    await store.change_rematch(rematch, (await store.get_game(rematch)).version, confirm=ME)
    assert [s.game.id for s in (await records.member_games(ME)).lobbies] == [lobby, rematch]

    # A server the bot no longer shares with me is left out, Next included.
    in_one = await records.member_games(ME, lambda guild_id: guild_id == 1)
    assert [s.game.id for s in in_one.waiting] == [later, untimed] and not in_one.others
    assert (await records.next_decision(ME, lambda guild_id: guild_id == 1)).id == later

    # A seat the AI plays for me (handed over) does not wait for me.
    await store.hand_over_seat(sooner, (await store.get_game(sooner)).version, 0, False)
    mine = await records.member_games(ME)
    assert [s.game.id for s in mine.waiting] == [later, untimed]
    assert sooner in [s.game.id for s in mine.others]


async def test_a_practice_game_is_listed_for_its_own_member_only(store):
    records = Records(store)
    game = get_game("solstis")
    state = game.setup(2, 3, {})
    practice = await store.create_practice(
        "solstis",
        1,
        10,
        ME,
        [(ME, None, "Me"), (None, "normal", "Bot")],
        3,
        state,
        pace="live",
        language=None,
        clock=ClockUpdate(frozenset(game.to_act(state)), 600),
        first_post=PostIntent(0, 0, frozenset({0})),
    )
    assert [s.game.id for s in (await records.member_games(ME)).waiting] == [practice]
    assert (await records.member_games(OTHER)).count == 0
    assert await records.next_decision(OTHER) is None


async def test_a_member_with_no_game_has_nothing_listed(store):
    records = Records(store)
    await deal(store, [OTHER, THIRD], thread_id=901)
    assert (await records.member_games(ME)).count == 0
    assert await records.next_decision(ME) is None
