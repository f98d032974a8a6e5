"""Finished games in a store, recorded as the bot records them: for the tests of what results make
(history, head to head, seasons)."""

from __future__ import annotations

from rules.base import rank_by_score
from store import FINISHED, GameRecord, Store
from store import ratings as ratings_store


async def finish(
    store: Store,
    humans: list[int],
    scores: list[int],
    bots: int = 0,
    record_it: bool = True,
    *,
    guild: int = 1,
    at: float | None = None,
) -> tuple[GameRecord, object]:
    """A Solstis game in server ``guild`` of ``humans`` (then ``bots`` AI players) finished with
    ``scores`` (one per seat), recorded at ``at`` (now when None) unless ``record_it`` is False."""
    host, *others = humans
    game_id = await store.create_lobby("solstis", guild, 10, host, f"U{host}", seed=7)
    for user in others:
        await store.add_seat(game_id, f"U{user}", 6, user_id=user)
    for n in range(bots):
        await store.add_seat(game_id, f"Bot{n}", 6, ai_kind="greedy")
    version = await store.start_game(game_id, thread_id=None, state={"move": 0})
    result = rank_by_score(scores)
    await store.commit_move(game_id, version, 0, "x", [], {"move": 1}, result=result.to_json())
    record = await store.get_game(game_id)
    assert record is not None and record.status == FINISHED
    if record_it:
        assert await ratings_store.record_game(store, record, result, now=at)
    return record, result
