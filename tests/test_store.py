"""The store: lobby seats, versioned moves, migrations, and durability under SIGKILL."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from store import ABANDONED, ACTIVE, CANCELLED, FINISHED, SeatError, StaleVersion, Store
from store.schema import MIGRATIONS
from tests.speech import raises_saying

ROOT = Path(__file__).resolve().parents[1]


async def test_lobby_seats_and_renumbering(store):
    game_id = await store.create_lobby("mountain-miners", 1, 10, 100, "Host", seed=7)
    await store.add_seat(game_id, "Bea", 3, user_id=101)
    await store.add_seat(game_id, "Bot", 3, ai_kind="greedy")
    with raises_saying(SeatError, "full"):
        await store.add_seat(game_id, "Cy", 3, user_id=102)
    with raises_saying(SeatError, "already seated"):
        await store.add_seat(game_id, "Bea", 6, user_id=101)
    await store.remove_seat(game_id, 1)
    record = await store.get_game(game_id)
    assert [(s.seat, s.name, s.user_id, s.ai_kind) for s in record.seats] == [
        (0, "Host", 100, None),
        (1, "Bot", None, "greedy"),
    ]
    assert record.seat_of(100) == 0 and record.seat_of(101) is None


async def test_move_commits_log_snapshot_and_version_together(store, start_game):
    game_id, version = await start_game(store)
    v2 = await store.commit_move(game_id, version, 0, "grab:0,0", [{"text": "a", "seat": 0}], {"move": 1})
    assert v2 == version + 1
    record = await store.get_game(game_id)
    assert record.version == v2 and record.state == {"move": 1} and record.status == ACTIVE
    moves = await store.moves(game_id)
    assert [(m.version, m.seat, m.action_id, m.events) for m in moves] == [
        (v2, 0, "grab:0,0", [{"text": "a", "seat": 0}])
    ]


async def test_moves_between_two_versions_keep_their_numbers_in_the_log(store, start_game):
    game_id, version = await start_game(store)
    for number in range(4):
        version = await store.commit_move(game_id, version, number % 2, f"m{number}", [], {"move": number})
    first = (await store.moves(game_id))[0].version
    window = await store.moves(game_id, after_version=first, through_version=first + 2)
    assert [(m.action_id, m.number) for m in window] == [("m1", 2), ("m2", 3)]


async def test_a_capped_read_of_the_log_returns_its_first_moves_only(store, start_game):
    game_id, version = await start_game(store)
    for number in range(10):
        version = await store.commit_move(game_id, version, number % 2, f"m{number}", [], {"move": number})
    first = await store.moves(game_id, limit=4)
    assert [(m.action_id, m.number) for m in first] == [("m0", 1), ("m1", 2), ("m2", 3), ("m3", 4)]
    assert len(await store.moves(game_id, limit=100)) == 10 and await store.moves(game_id, limit=0) == []


async def test_stale_version_is_refused_and_changes_nothing(store, start_game):
    game_id, version = await start_game(store)
    await store.commit_move(game_id, version, 0, "a", [], {"move": 1})
    with pytest.raises(StaleVersion):
        await store.commit_move(game_id, version, 1, "b", [], {"move": 99})
    record = await store.get_game(game_id)
    assert record.state == {"move": 1}
    assert [m.action_id for m in await store.moves(game_id)] == ["a"]


async def test_concurrent_moves_on_one_version_only_one_wins(store, start_game):
    game_id, version = await start_game(store)
    outcomes = await asyncio.gather(
        *(store.commit_move(game_id, version, seat, f"m{seat}", [], {"move": seat}) for seat in range(2)),
        return_exceptions=True,
    )
    assert sum(isinstance(o, int) for o in outcomes) == 1
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 1
    assert len(await store.moves(game_id)) == 1


async def test_finishing_move_closes_the_game(store, start_game):
    game_id, version = await start_game(store)
    await store.commit_move(game_id, version, 0, "last", [], {"over": True}, result={"scores": [1, 2]})
    record = await store.get_game(game_id)
    assert record.status == FINISHED and record.result == {"scores": [1, 2]}
    with pytest.raises(StaleVersion):
        await store.commit_move(game_id, record.version, 0, "after", [], {})


async def test_lobby_refuses_changes_after_start(store, start_game):
    game_id, _ = await start_game(store)
    with pytest.raises(SeatError):
        await store.add_seat(game_id, "Late", 6, user_id=999)
    with pytest.raises(StaleVersion):
        await store.start_game(game_id, 1, {})
    lobby = await store.create_lobby("mountain-miners", 1, 10, 100, "Host", seed=1)
    # A lobby is closed by cancel_lobby; end_game only ends a game in play (guarded).
    with pytest.raises(StaleVersion):
        await store.end_game(lobby, 0, ABANDONED)
    await store.cancel_lobby(lobby)
    assert (await store.get_game(lobby)).status == CANCELLED
    with pytest.raises(StaleVersion):
        await store.cancel_lobby(lobby)


async def test_migrations_run_once_and_reopen_keeps_data(database, start_game):
    path = database
    first = await Store.open(path)
    game_id, _ = await start_game(first)
    assert await first.schema_version() == len(MIGRATIONS)
    await first.close()
    again = await Store.open(path)
    assert await again.schema_version() == len(MIGRATIONS)
    assert (await again.get_game(game_id)).thread_id == 555
    await again.close()


WRITER = textwrap.dedent(
    """
    import asyncio, sys
    sys.path.insert(0, {root!r})
    from store import Store

    async def main():
        store = await Store.open({db!r})
        game_id = await store.create_lobby("mountain-miners", 1, 10, 100, "Host", seed=3)
        await store.add_seat(game_id, "B", 6, user_id=101)
        version = await store.start_game(game_id, 42, {{"move": 0}})
        print("GAME", game_id, flush=True)
        n = 0
        while True:
            n += 1
            state = {{"move": n, "padding": "x" * 2000}}
            version = await store.commit_move(game_id, version, n % 2, f"move-{{n}}", [{{"text": str(n)}}], state)
            print("ACK", version, flush=True)

    asyncio.run(main())
    """
)


def test_sigkill_mid_stream_loses_no_acknowledged_move(database, tmp_path):
    db = database
    script = tmp_path / "writer.py"
    script.write_text(WRITER.format(root=str(ROOT), db=str(db)))
    process = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    acknowledged = []
    game_id = None
    try:
        for line in process.stdout:
            kind, value = line.split()
            if kind == "GAME":
                game_id = int(value)
            else:
                acknowledged.append(int(value))
            if len(acknowledged) >= 150:
                break
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
    assert game_id is not None and len(acknowledged) >= 150

    async def check():
        store = await Store.open(db)
        record = await store.get_game(game_id)
        versions = [m.version for m in await store.moves(game_id)]
        await store.close()
        return record, versions

    record, versions = asyncio.run(check())
    # Every acknowledged move is there, the log has no gaps, and the snapshot matches the log's end.
    assert set(acknowledged) <= set(versions)
    assert versions == list(range(versions[0], versions[0] + len(versions)))
    assert record.version == versions[-1]
    assert record.state["move"] == len(versions)


async def test_board_post_of_the_turn_survives_reopening(tmp_path, start_game):
    path = tmp_path / "b.db"
    first = await Store.open(path)
    game_id, version = await start_game(first)
    other_id = await first.create_lobby("solstis", 1, 10, 100, "Host", seed=8)
    assert (await first.get_game(game_id)).board.message_id is None
    await first.record_turn_post(game_id, None, 9001, version, version)
    await first.record_turn_post(game_id, None, 9002, version + 3, version + 3)  # a later turn's post replaces it
    await first.close()
    again = await Store.open(path)
    board = (await again.get_game(game_id)).board
    assert (board.message_id, board.start, board.shown) == (9002, version + 3, version + 3)
    # Both posts are remembered, oldest first, for the links of a returning player's catch-up.
    assert board.posts == ((version, 9001), (version + 3, 9002))
    assert (await again.get_game(other_id)).board.message_id is None
    await again.close()
