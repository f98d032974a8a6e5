"""Issues 14 and 26: after a restart every game goes on exactly as if nothing happened.

The store records, with every change, who is to act on the board the turn post shows and the new
post a change owes (``games.board_to_act``, ``games.board_intent``). A restarted flow (a new
``GameFlow`` over the same database, as after a kill) therefore starts the next human turn's own post
and pings its player, brings a board that is behind up to date, and adopts a post Discord accepted
just before the kill instead of posting it twice. Real store (both databases) and a recording
publisher standing in for Discord.
"""

from __future__ import annotations

import itertools

import pytest

from rules import get_game
from services.flow import GameFlow
from services.wiring import Table
from store import GameRecord, PostIntent, Store
from store.leases import Leases

ALICE, BOB = 11, 12


class RecordingPublisher:
    """Discord as the flow sees it: posts get ids, edits change what a post shows. ``accept_then_die``
    makes the next new post reach 'Discord' and then fail before its id gets back (a kill)."""

    def __init__(self) -> None:
        self.ids = itertools.count(5000)
        self.posts: dict[int, dict] = {}  # message id -> {key, start, shows, pings}
        self.accept_then_die = False
        self.threads: dict[int, int] = {}  # thread id -> the game it was made for, in the order made
        self.thread_then_die = False

    async def open_thread(self, record: GameRecord) -> int | None:
        thread_id = 900 + 10 * record.id + len(self.threads)  # a second thread for a game gets a new id
        self.threads[thread_id] = record.id
        if self.thread_then_die:
            self.thread_then_die = False
            raise SystemExit("killed after Discord made the thread")
        return thread_id

    async def find_thread(self, record: GameRecord) -> int | None:
        return next((tid for tid, game_id in self.threads.items() if game_id == record.id), None)

    async def send_turn_post(self, record: GameRecord, owed: PostIntent, facts: object) -> int | None:
        message_id = next(self.ids)
        pings = sorted(s for s in get_game(record.game_key).to_act(record.state) if record.seats[s].user_id)
        self.posts[message_id] = {"key": owed.key, "start": owed.start, "shows": record.version, "pings": pings}
        if self.accept_then_die:
            self.accept_then_die = False
            raise SystemExit("killed after Discord accepted the post")
        return message_id

    async def edit_turn_post(self, record: GameRecord, message_id: int, start: int, facts: object) -> bool:
        self.posts[message_id]["shows"] = record.version
        return True

    async def find_turn_post(self, record: GameRecord, key: int) -> tuple[int, int] | None:
        return next(((mid, post["shows"]) for mid, post in self.posts.items() if post["key"] == key), None)

    def __getattr__(self, name):  # results, notices, DMs, lobby refreshes: nothing to record here
        async def nothing(*args, **kwargs):
            return None

        return nothing


def flow_over(store: Store, publisher: RecordingPublisher) -> GameFlow:
    """A process's flow over the database (a new one stands for the process after a restart)."""
    return GameFlow(Table.build(store), publisher, Leases(store, f"host:{id(publisher)}"))


async def two_player_game(flow: GameFlow) -> GameRecord:
    table = flow.table
    record = await table.lobbies.open_lobby("nanga-parbat", None, 77, ALICE, "alice")
    await table.lobbies.join(record.id, BOB, "bob")
    return await flow.start(record.id, ALICE)


async def play_one(flow: GameFlow, record: GameRecord) -> GameRecord:
    """The first seat to act makes its first legal decision."""
    game = get_game(record.game_key)
    seat = sorted(game.to_act(record.state))[0]
    action = game.legal_actions(record.state, seat)[0].id
    return (await flow.play(record.id, seat, action, expected_version=record.version)).game


async def test_after_a_restart_the_next_human_turn_starts_its_own_post_and_pings(store):
    publisher = RecordingPublisher()
    flow = flow_over(store, publisher)
    record = await two_player_game(flow)
    assert len(publisher.posts) == 1
    # Play until the turn passes at least once, then "restart": a new flow over the same database.
    seen_turns = 1
    after_restart = flow_over(store, publisher)
    await after_restart.resume()
    assert len(publisher.posts) == 1, "an up-to-date board is not posted again"
    game = get_game(record.game_key)
    for _ in range(40):
        before = frozenset(game.to_act(record.state))
        record = await play_one(after_restart, record)
        if record.status != "active":
            break
        now = frozenset(game.to_act(record.state))
        if now - before:
            seen_turns += 1
            newest = publisher.posts[max(publisher.posts)]
            assert newest["shows"] == record.version and newest["pings"] == sorted(now), newest
        assert len(publisher.posts) == seen_turns, "one post per human turn, after the restart as before"
    assert seen_turns >= 3


async def test_a_post_accepted_just_before_a_kill_is_adopted_not_posted_twice(store):
    publisher = RecordingPublisher()
    flow = flow_over(store, publisher)
    record = await two_player_game(flow)
    game = get_game(record.game_key)
    # Play until the next move begins the other player's turn, and let that post die on its way back.
    for _ in range(40):
        seat = sorted(game.to_act(record.state))[0]
        action = game.legal_actions(record.state, seat)[0].id
        after = game.apply(record.state, seat, action).state
        if frozenset(game.to_act(after)) - frozenset(game.to_act(record.state)):
            break
        record = await play_one(flow, record)
    publisher.accept_then_die = True
    with pytest.raises(SystemExit):
        await flow.table.changes.play(record.id, seat, action, expected_version=record.version)
        await flow._show(record.id, reconcile=False)  # the kill lands inside the publish
    posts_at_kill = dict(publisher.posts)
    owed = (await store.get_game(record.id)).board.owed
    assert owed is not None, "the post is still owed in the store"
    restarted = flow_over(store, publisher)
    await restarted.resume()
    assert publisher.posts.keys() == posts_at_kill.keys(), "the post Discord already had is not posted again"
    after = await store.get_game(record.id)
    assert after.board.owed is None and after.board.message_id == max(publisher.posts)
    assert after.board.shown == after.version


async def test_a_board_behind_the_game_is_brought_up_to_date_on_resume(store):
    publisher = RecordingPublisher()
    flow = flow_over(store, publisher)
    record = await two_player_game(flow)
    # A move committed by a process killed before it could show it.
    game = get_game(record.game_key)
    seat = sorted(game.to_act(record.state))[0]
    await flow.table.changes.play(
        record.id, seat, game.legal_actions(record.state, seat)[0].id, expected_version=record.version
    )
    latest = await store.get_game(record.id)
    assert (latest.board.shown or 0) < latest.version
    await flow_over(store, publisher).resume()
    latest = await store.get_game(record.id)
    shown = max(post["shows"] for post in publisher.posts.values())
    assert shown == latest.version and latest.board.shown == latest.version


@pytest.mark.parametrize("kill", [True, False])
async def test_a_thread_made_just_before_a_kill_is_the_games_only_thread(store, kill):
    """The process dies after Discord made the game's thread and before the bot stored its id
    (``kill``), or before it asked at all: after the resume the game has exactly one thread, and
    its first post is in it."""
    publisher = RecordingPublisher()
    flow = flow_over(store, publisher)
    table = flow.table
    lobby = await table.lobbies.open_lobby("nanga-parbat", None, 77, ALICE, "alice")
    await table.lobbies.join(lobby.id, BOB, "bob")
    dealt = await table.changes.start(lobby.id, ALICE)
    if kill:
        publisher.thread_then_die = True
        with pytest.raises(SystemExit):
            await flow.begin(dealt)
        at_kill = await store.get_game(dealt.id)
        assert at_kill.thread_id is None and at_kill.thread_asked is not None, "asked for, before the request"
    restarted = flow_over(store, publisher)
    await restarted.resume()
    after = await store.get_game(dealt.id)
    assert [tid for tid, game_id in publisher.threads.items() if game_id == dealt.id] == [after.thread_id]
    assert after.board.message_id is not None and after.board.owed is None
