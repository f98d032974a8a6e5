"""Rematch: the same game again with the same options, language and order of play, the player after
the last game's first player starting;
each player says yes or leaves; the game starts once every player left has said yes, or lapses.

Service and store tests on both databases: what a rematch copies, the rotation, the yeses and
leavings, the lapses, the caps on games in play, stale and concurrent clicks, and a restart.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace

import pytest

from rules import get_game
from rules.base import FIRST_SEAT
from rules.text import msg
from services.ending import early_result
from services.lobbies import GamesInPlayLimit
from services.rematch import RematchService, rotated
from services.wiring import Table
from store import ACTIVE, CANCELLED, FINISHED, LOBBY, SeatError, StaleVersion, Store
from store.clock import Clock
from store.ratings import is_rated
from tests.speech import raises_saying

GUILD, CHANNEL = 1, 10
HOST, BEA, CID, DAN = 100, 101, 102, 103
NAMES = {HOST: "Host", BEA: "Bea", CID: "Cid", DAN: "Dan"}


async def finished_game(
    table: Table,
    game: str = "mountain-miners",
    humans: tuple[int, ...] = (HOST, BEA),
    bots: tuple[str, ...] = (),
    options: dict | None = None,
    language: str | None = None,
    pace: str = "live",
    first: int | None = 0,
    private: bool = False,
):
    """A game dealt through the lobby as the bot deals it (host first), then ended with a result;
    seat ``first`` starts it (named as a rematch names it, so that the rematch's order is known), or
    with None the game draws its first player."""
    lobby = await table.lobbies.open_lobby(game, GUILD, CHANNEL, humans[0], NAMES[humans[0]], pace=pace)
    for user_id in humans[1:]:
        await table.lobbies.join(lobby.id, user_id, NAMES[user_id])
    for level in bots:
        await table.lobbies.add_bot(lobby.id, level)
    for key, value in (options or {}).items():
        await table.lobbies.set_option(lobby.id, humans[0], key, value)
    if language:
        await table.lobbies.set_language(lobby.id, humans[0], language)
    if private:
        await table.store.set_private(lobby.id, True)
    if first is not None:
        await table.store.set_options(lobby.id, {**(await table.lobbies.lobby(lobby.id)).options, FIRST_SEAT: first})
    record = await table.changes.start(lobby.id, humans[0])
    return await end(table, record.id)


async def end(table: Table, game_id: int):
    """End the game in play ``game_id`` with its scores so far (finished, with a result)."""
    record = await table.records.game(game_id)
    result = early_result(get_game(record.game_key), record)
    await table.store.end_game(game_id, record.version, FINISHED, result.to_json())
    return await table.records.game(game_id)


def keys(record) -> list[tuple]:
    return [(seat.user_id, seat.ai_kind, seat.name) for seat in record.seats]


async def confirmations(table: Table, rematch_id: int) -> frozenset[int]:
    return await table.store.rematch_confirmations(rematch_id)


# ---------------------------------------------------------------------- what a rematch copies
@pytest.mark.parametrize("private", [False, True])
async def test_the_rematch_of_a_private_table_is_private(table, private):
    """A private table's rematch plays in a private thread of its players as the first game did."""
    game = await finished_game(table, game="solstis", private=private)
    assert game.private is private
    outcome = await RematchService(table).ask(game.id, HOST)
    assert outcome.chain.rematch.private is private
    await RematchService(table).ask(game.id, BEA)
    dealt = await table.records.game(outcome.chain.rematch.id)
    assert dealt.status == ACTIVE and dealt.private is private


async def test_the_rematch_copies_the_game_and_rotates_its_seats(table):
    game = await finished_game(
        table, humans=(HOST, BEA), bots=("hard",), options={"gemshards": True}, language="fr", pace="daily", first=None
    )
    assert [seat.user_id for seat in game.seats] == [HOST, BEA, None]
    asked = await RematchService(table).ask(game.id, BEA)
    assert asked.asked and not asked.started and asked.chain.waiting
    rematch = asked.chain.rematch
    # The same game, options, pace and language; bots at their levels, names as they were; the same
    # order of play from the player after the game's first player, who starts (seat 0, named to the
    # rules); the member who asked is its host and has said yes.
    assert (rematch.status, rematch.rematch_of, rematch.host_id) == (LOBBY, game.id, BEA)
    assert (rematch.game_key, rematch.options, rematch.pace, rematch.language) == (
        game.game_key,
        {**game.options, FIRST_SEAT: 0},
        "daily",
        "fr",
    )
    assert (rematch.guild_id, rematch.channel_id, rematch.thread_id) == (GUILD, CHANNEL, None)
    first = game.state["start_seat"]  # who started the finished game
    assert keys(rematch) == [keys(game)[(first + 1 + number) % 3] for number in range(3)]
    assert [seat.ai_kind for seat in rematch.seats].count("hard") == 1 and rematch.seed != game.seed
    assert asked.chain.ready() == [BEA] and asked.chain.undecided() == [HOST]
    assert await confirmations(table, rematch.id) == {BEA}

    started = await RematchService(table).ask(game.id, HOST)
    assert started.started and not started.asked and started.chain.started
    dealt = started.chain.rematch
    assert dealt.status == ACTIVE and dealt.thread_id is None  # the cog opens its thread (flow.begin)
    assert keys(dealt) == keys(rematch)
    assert dealt.state == get_game(game.game_key).setup(3, rematch.seed, rematch.options)
    # Seat 0 starts: it is to act, or, where the deal's arrow leaves it no tile to grab, the rules
    # passed its turn at once (a stalled turn) and the next seat is to act.
    assert dealt.state["start_seat"] == 0
    passed = dealt.state["stall"] == 1 and dealt.state["turn"]["seat"] == 1 and dealt.state["move"] == 0
    assert get_game(dealt.game_key).to_act(dealt.state) == ({1} if passed else {0}), dealt.state["turn"]
    # Dealt as a lobby's start deals: the first decisions' clocks and the first turn post owed.
    assert dealt.board.owed is not None and dealt.board.owed.key == dealt.version
    to_act = get_game(dealt.game_key).to_act(dealt.state)
    timed = {timer.seat for timer in await Clock(table.store).timers(dealt.id)}
    assert timed == {seat for seat in to_act if dealt.seats[seat].user_id is not None}
    # The chain reads both ways.
    assert (await RematchService(table).chain(dealt.id)).previous.id == game.id
    assert (await RematchService(table).chain(game.id)).rematch.id == dealt.id


def starter(record) -> tuple:
    """The seat (member or bot) that starts the game ``record``, read from its dealt state."""
    return keys(record)[get_game(record.game_key).first_seat(record.state)]


@pytest.mark.parametrize(
    "key, players",
    [
        ("mountain-miners", 3),
        ("mountain-miners", 4),
        ("nanga-parbat", 2),
        ("paper-world", 3),
        ("sheherazade", 2),
        ("sheherazade", 4),
        ("solstis", 2),
    ],
)
async def test_each_rematch_is_started_by_the_player_after_the_last_first_player(table, key, players):
    humans = (HOST, BEA, CID, DAN)[:players]
    game = await finished_game(table, key, humans=humans, first=None)
    for _ in range(4):  # a chain: each rematch of the last (no move played, so each state is as dealt)
        order = keys(game)
        after = order[(order.index(starter(game)) + 1) % players]
        for user_id in humans:
            started = await RematchService(table).ask(game.id, user_id)
        assert started.started
        rematch = started.chain.rematch
        # The same order of play, and the player after the last game's first player starts.
        assert starter(rematch) == after
        assert [order[(order.index(seat) - order.index(after)) % players] for seat in keys(rematch)] == order
        assert get_game(key).to_act(rematch.state) == ({1} if key == "nanga-parbat" else {0})
        game = await end(table, rematch.id)


def test_rotation_keeps_humans_bots_and_names():
    from store import SeatRecord

    seats = (SeatRecord(0, 1, None, "A"), SeatRecord(1, None, "easy", "Ada (easy bot)"), SeatRecord(2, 2, None, "B"))
    bot, a, b = (None, "easy", "Ada (easy bot)"), (1, None, "A"), (2, None, "B")
    # The player after the first seat sits first: A started, so the bot does now; B started, A does.
    assert rotated(seats, 0) == [bot, b, a]
    assert rotated(seats, 2) == [a, bot, b]
    # Where the rules fix the starting seat (here 1), the player after the last starter sits there.
    assert rotated(seats, 1, starts=1) == [bot, b, a]
    assert rotated(seats[:1], 0) == [a]


async def test_a_game_against_bots_rematches_at_once(table):
    game = await finished_game(table, humans=(HOST,), bots=("easy", "normal"), first=None)
    outcome = await RematchService(table).ask(game.id, HOST)
    assert outcome.asked and outcome.started
    dealt = outcome.chain.rematch
    order = [(HOST, None), (None, "easy"), (None, "normal")]
    after = (game.state["start_seat"] + 1) % 3  # the seat after the finished game's first player
    assert [(seat.user_id, seat.ai_kind) for seat in dealt.seats] == order[after:] + order[:after]
    assert dealt.status == ACTIVE and not is_rated(dealt)


async def test_a_rematch_of_two_people_is_rated_as_usual(table):
    game = await finished_game(table, game="solstis", humans=(HOST, BEA))
    await RematchService(table).ask(game.id, HOST)
    dealt = (await RematchService(table).ask(game.id, BEA)).chain.rematch
    assert dealt.status == ACTIVE and is_rated(dealt) == is_rated(game) is True


# ---------------------------------------------------------------------- leaving and lapsing
async def test_a_member_who_leaves_frees_the_seat_and_the_others_play(table):
    game = await finished_game(table, humans=(HOST, BEA, CID))
    await RematchService(table).ask(game.id, HOST)
    left = await RematchService(table).leave(game.id, CID)
    assert not left.started and not left.lapsed and left.chain.waiting
    assert [seat.user_id for seat in left.chain.rematch.seats] == [BEA, HOST]  # seats renumbered, order kept
    assert [seat.seat for seat in left.chain.rematch.seats] == [0, 1]
    with raises_saying(SeatError, "You left this rematch"):
        await RematchService(table).ask(game.id, CID)
    with raises_saying(SeatError, "You left this rematch"):
        await RematchService(table).leave(game.id, CID)
    started = await RematchService(table).ask(game.id, BEA)
    assert started.started and [seat.user_id for seat in started.chain.rematch.seats] == [BEA, HOST]
    assert started.chain.rematch.state == get_game(game.game_key).setup(
        2, started.chain.rematch.seed, started.chain.rematch.options
    )


async def test_the_last_to_leave_starts_the_game_when_everyone_else_said_yes(table):
    game = await finished_game(table, humans=(HOST, BEA, CID))
    await RematchService(table).ask(game.id, HOST)
    await RematchService(table).ask(game.id, BEA)
    outcome = await RematchService(table).leave(game.id, CID)
    assert outcome.started and outcome.chain.rematch.status == ACTIVE
    assert [seat.user_id for seat in outcome.chain.rematch.seats] == [BEA, HOST]


async def test_the_host_who_leaves_hands_the_rematch_to_the_next_player(table):
    game = await finished_game(table, humans=(HOST, BEA, CID))
    await RematchService(table).ask(game.id, CID)
    outcome = await RematchService(table).leave(game.id, CID)
    assert outcome.chain.rematch.host_id == BEA  # seats were [Bea, Cid, Host]
    await RematchService(table).ask(game.id, HOST)
    dealt = (await RematchService(table).ask(game.id, BEA)).chain.rematch
    assert dealt.status == ACTIVE and dealt.host_id == BEA
    assert await table.store.games_in_play_of(CID) == []  # a member who left has no part in it


async def test_too_few_players_left_lapses_the_rematch(table):
    game = await finished_game(table, game="solstis", humans=(HOST, BEA))
    await RematchService(table).ask(game.id, HOST)
    outcome = await RematchService(table).leave(game.id, BEA)
    assert outcome.lapsed and outcome.chain.lapsed and outcome.chain.rematch.status == CANCELLED
    for click in (RematchService(table).ask, RematchService(table).leave):
        for user_id in (HOST, BEA):
            with raises_saying(SeatError, "This rematch lapsed"):
                await click(game.id, user_id)
    assert (await RematchService(table).chain(game.id)).lapsed


async def test_bots_alone_do_not_play_a_rematch(table):
    game = await finished_game(table, humans=(HOST,), bots=("easy",))
    rematches = RematchService(table)
    # Made by hand without the host's yes (as when the start was held up), then the host leaves.
    await table.store.create_rematch(game.id, HOST, rotated(game.seats, 0), seed=5)
    outcome = await rematches.leave(game.id, HOST)
    assert outcome.lapsed


async def test_an_untouched_rematch_lapses_like_an_idle_lobby(store, images):
    now = [time.time()]
    table = Table.build(store, images, lobby_idle_seconds=3600, clock=lambda: now[0])
    game = await finished_game(table, humans=(HOST, BEA))
    await RematchService(table).ask(game.id, HOST)
    now[0] += 3601
    chain = await RematchService(table).chain(game.id)
    assert chain.lapsed
    with raises_saying(SeatError, "This rematch lapsed"):
        await RematchService(table).ask(game.id, BEA)


# ---------------------------------------------------------------------- refusals change nothing
async def test_stale_and_wrong_clicks_are_refused_and_change_nothing(table):
    game = await finished_game(table, humans=(HOST, BEA))
    with raises_saying(SeatError, "Nobody has asked for a rematch yet"):
        await RematchService(table).leave(game.id, HOST)
    with raises_saying(SeatError, "Only the players of this game"):
        await RematchService(table).ask(game.id, DAN)
    assert (await RematchService(table).chain(game.id)).rematch is None  # a stranger asked for nothing
    await RematchService(table).ask(game.id, HOST)
    rematch = (await RematchService(table).chain(game.id)).rematch
    with raises_saying(SeatError, "You said yes already: waiting for <@101>"):
        await RematchService(table).ask(game.id, HOST)
    with raises_saying(SeatError, "Only the players of this game"):
        await RematchService(table).leave(game.id, DAN)
    assert (await table.records.game(rematch.id)).version == rematch.version
    started = await RematchService(table).ask(game.id, BEA)
    dealt = started.chain.rematch
    for click in (RematchService(table).ask, RematchService(table).leave):
        for user_id in (HOST, BEA):
            with raises_saying(SeatError, f"already started: game #{dealt.id}"):
                await click(game.id, user_id)
    assert (await table.records.game(dealt.id)).version == dealt.version
    assert await table.store.rematch_for(game.id) == dealt.id
    # A game still in play has no rematch; the rematch of a rematch is the next game of the chain.
    with raises_saying(SeatError, "not over"):
        await RematchService(table).ask(dealt.id, HOST)
    # A rematch is no lobby: the lobby's operations refuse it, and it never counts as an open lobby.
    await RematchService(table).ask((await end(table, dealt.id)).id, HOST)
    waiting = (await RematchService(table).chain(dealt.id)).rematch
    for operation in (
        table.lobbies.join(waiting.id, DAN, "Dan"),
        table.lobbies.leave(waiting.id, BEA),
        table.lobbies.add_bot(waiting.id, "easy", by=HOST),
        table.lobbies.set_option(waiting.id, HOST, "gemshards", True),
        table.changes.start(waiting.id, HOST),
        table.lobbies.cancel(waiting.id, HOST),
    ):
        with raises_saying(SeatError, "This table is a rematch"):
            await operation
    assert await table.lobbies.lobby_refusal(GUILD, CHANNEL, HOST) is None


async def test_two_players_clicking_at_once_make_one_rematch_and_start_it(table):
    game = await finished_game(table, game="solstis", humans=(HOST, BEA))
    outcomes = await asyncio.gather(RematchService(table).ask(game.id, HOST), RematchService(table).ask(game.id, BEA))
    assert sum(outcome.asked for outcome in outcomes) == 1
    assert sum(outcome.started for outcome in outcomes) == 1
    rows = await table.store._fetchall("SELECT id, status FROM games WHERE rematch_of = ?", (game.id,))
    assert len(rows) == 1 and rows[0][1] == ACTIVE


async def test_a_click_that_made_the_rematch_still_asked_after_a_stale_retry(table, monkeypatch):
    """The click that makes the rematch meets a stale version when it says yes (another click changed
    the rematch meanwhile): tried again, it finds the rematch made, and still reports that it asked
    (the thread's "asked for a rematch" line depends on it)."""
    game = await finished_game(table, game="mountain-miners", humans=(HOST, BEA, CID))
    change = table.store.change_rematch
    calls = []

    async def stale_once(*args, **kwargs):
        calls.append(args)
        if len(calls) == 1:
            raise StaleVersion(msg("rematch-refusal-not-finished"))
        return await change(*args, **kwargs)

    monkeypatch.setattr(table.store, "change_rematch", stale_once)
    outcome = await RematchService(table).ask(game.id, HOST)
    assert len(calls) == 2 and outcome.asked and not outcome.started
    assert HOST in outcome.chain.confirmed


async def test_one_rematch_per_game_even_when_made_twice(store):
    table = Table.build(store)
    game = await finished_game(table, humans=(HOST, BEA))
    made = await asyncio.gather(
        *(store.create_rematch(game.id, user, rotated(game.seats, 0), seed=3) for user in (HOST, BEA, HOST))
    )
    assert len({game_id for game_id, _ in made}) == 1 and sum(created for _, created in made) == 1


# ---------------------------------------------------------------------- caps
async def test_a_member_at_the_cap_of_games_in_play_cannot_ask_or_say_yes(store, images):
    table = Table.build(store, images, max_games_per_member=1)
    game = await finished_game(table, humans=(HOST, BEA))
    busy = await table.lobbies.open_lobby("solstis", GUILD, 20, BEA, "Bea")
    await table.lobbies.join(busy.id, DAN, "Dan")
    await table.changes.start(busy.id, BEA)  # Bea now plays a game: her cap is full
    with raises_saying(GamesInPlayLimit, "You already play in 1 game"):
        await RematchService(table).ask(game.id, BEA)
    assert (await RematchService(table).chain(game.id)).rematch is None
    asked = await RematchService(table).ask(game.id, HOST)
    rematch = asked.chain.rematch
    with raises_saying(GamesInPlayLimit, "You already play in 1 game"):
        await RematchService(table).ask(game.id, BEA)
    assert await confirmations(table, rematch.id) == {HOST}
    assert (await table.records.game(rematch.id)).version == rematch.version
    # Her game ends: she may say yes, and the rematch starts.
    await end(table, busy.id)
    assert (await RematchService(table).ask(game.id, BEA)).started


async def test_the_start_counts_every_players_cap_and_the_servers(store, images):
    table = Table.build(store, images, max_games_per_server=1)
    game = await finished_game(table, game="solstis", humans=(HOST, BEA))
    other = await table.lobbies.open_lobby("solstis", GUILD, 20, CID, "Cid", bots=1)
    await table.changes.start(other.id, CID)  # the server's one game in play
    await RematchService(table).ask(game.id, HOST)
    with raises_saying(GamesInPlayLimit, "games in play"):
        await RematchService(table).ask(game.id, BEA)
    chain = await RematchService(table).chain(game.id)
    assert chain.waiting and chain.confirmed == {HOST}
    await end(table, other.id)
    assert (await RematchService(table).ask(game.id, BEA)).started


async def test_leaving_is_never_refused_for_a_cap_and_a_held_start_goes_on_at_the_next_click(store, images):
    table = Table.build(store, images, max_games_per_server=1)
    game = await finished_game(table, humans=(HOST, BEA, CID))
    await RematchService(table).ask(game.id, HOST)
    await RematchService(table).ask(game.id, BEA)
    other = await table.lobbies.open_lobby("solstis", GUILD, 20, DAN, "Dan", bots=1)
    await table.changes.start(other.id, DAN)
    left = await RematchService(table).leave(game.id, CID)  # everyone left said yes, but the server is full
    assert not left.started and left.chain.waiting and left.chain.undecided() == []
    await end(table, other.id)
    outcome = await RematchService(table).ask(game.id, BEA)  # a yes again: the start goes on
    assert outcome.started and [seat.user_id for seat in outcome.chain.rematch.seats] == [BEA, HOST]


# ---------------------------------------------------------------------- durable
async def test_a_rematch_lives_in_the_database_across_a_restart(database):
    store = await Store.open(database)
    table = Table.build(store)
    game = await finished_game(table, game="solstis", humans=(HOST, BEA))
    await RematchService(table).ask(game.id, HOST)
    await store.close()

    store = await Store.open(database)  # another process, or the bot started again
    try:
        table = Table.build(store)
        chain = await RematchService(table).chain(game.id)
        assert chain.waiting and chain.ready() == [HOST] and chain.undecided() == [BEA]
        outcome = await RematchService(table).ask(game.id, BEA)
        assert outcome.started and [seat.user_id for seat in outcome.chain.rematch.seats] == [BEA, HOST]
    finally:
        await store.close()


@pytest.mark.parametrize("code", ["en-US", "fr", "de", "es-ES", "pt-BR", "ja"])
def test_every_language_has_the_rematch_file(code):
    from lang.catalogue import LOCALES_DIR

    assert (LOCALES_DIR / code / "rematch.ftl").is_file()


# ---------------------------------------------------------------------- Discord's limits in every language
MENTIONS = ["<@" + "9" * 19 + ">"] * 6  # six members, the longest mentions


def _rematch_messages() -> list[tuple[str, set[str]]]:
    from fluent.syntax import FluentParser, ast

    from lang.catalogue import LOCALES_DIR, SOURCE
    from tests.catalogue_checks import variables

    resource = FluentParser().parse((LOCALES_DIR / SOURCE / "rematch.ftl").read_text(encoding="utf-8"))
    return [(entry.id.name, variables(entry).names) for entry in resource.body if isinstance(entry, ast.Message)]


@pytest.mark.parametrize("locale", [*__import__("lang.catalogue", fromlist=["available"]).available(), "en-XA"])
def test_the_rematch_words_fit_discord_in_every_language(locale):
    from lang import Speaker

    speaker = Speaker(locale)
    for label in ("rematch-button", "rematch-button-leave"):
        assert 1 <= len(speaker.t(label)) <= 80, (locale, label)
    worst = {"member": MENTIONS[0], "members": MENTIONS, "ready": MENTIONS, "waiting": MENTIONS}
    for message_id, names in _rematch_messages():
        arguments = {name: worst.get(name, "x" * 100 if name == "thread" else 99_999) for name in names}
        text = speaker.t(message_id, **arguments)
        assert "{" not in text.replace("{ ", ""), (locale, message_id, text)
        # A rematch line goes under the final scores: it stays short enough to keep most of them.
        assert len(text) <= (400 if message_id.startswith("rematch-line-") else 2000), (locale, message_id, len(text))


def test_the_final_post_keeps_its_rematch_lines_within_discords_limit():
    from cogs.layout import MAX_TEXT
    from cogs.publisher import final_post
    from rules.base import rank_by_score
    from services.rematch import RematchChain
    from store import SeatRecord
    from store.records import GameRecord

    names = ["\\\\*" * 32] * 6
    seats = tuple(SeatRecord(n, 900 + n, None, name) for n, name in enumerate(names))
    result = rank_by_score([99_999] * 6)
    result.breakdown[:] = [{f"part-{n}": 9_999 for n in range(30)} for _ in seats]

    def record(game_id: int, status: str, thread: int | None = None, of: int | None = None) -> GameRecord:
        return GameRecord(
            game_id, "mountain-miners", GUILD, CHANNEL, thread, None, 900, status, "live", {}, 1, None,
            result.to_json(), 9, seats, rematch_of=of,
        )  # fmt: skip

    game = record(2, FINISHED, thread=502, of=1)
    chain = RematchChain(game, record(1, FINISHED, thread=501), record(3, LOBBY), frozenset({900}))
    for locale in ("en-US", "fr", "ja", "en-XA"):
        content, buttons = final_post(replace(game, language=locale), result, chain)
        assert len(content) <= MAX_TEXT  # a layout's text (Components V2)
        assert "<#501>" in content and "<@901>" in content  # the lines are kept whole; the scores are cut
        assert [item.custom_id for item in buttons] == [
            "rematch:2:go",
            "rematch:2:leave",
            "replay:2:0:open",
            "review:2:x:open",
        ]
