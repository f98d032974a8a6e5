"""End to end: what one click on the picker costs the bot, counted in the real bot.

Two members play moves of every title through the Take turn picker against the fake Discord, the
bot run by ``bench/counted_bot.py`` (the unmodified ``bot.py`` with its store, services and
Discord client counted, see ``bench/move_statements.py --clicks``), on SQLite and on PostgreSQL.
Each click on a move, from the component's gate to the refreshed picker (the move, the turn post,
the private views by DM, the next decision), reads the game once and the member's settings once,
sends at most 12 SQL statements and commits one transaction (a write outside a transaction counts
as one)."""

from __future__ import annotations

import pytest

from bench.move_statements import click_counts
from rules import available_keys

pytestmark = pytest.mark.e2e

CLICKS = 6
MOST = {"game_reads": 1, "settings_reads": 1, "statements": 12, "transactions": 1}


@pytest.mark.parametrize("key", available_keys())
async def test_one_click_reads_the_game_once_and_commits_once(key, database, tmp_path):
    counts = await click_counts(key, CLICKS, tmp_path / "run", seed=3, database=database)
    assert len(counts) == CLICKS, counts  # every click played one move
    for click in counts:
        over = {name: click.get(name, 0) for name, most in MOST.items() if click.get(name, 0) > most}
        assert not over, (click["custom_id"], over, click)
        assert click.get("game_reads", 0) == 1 and click.get("transactions", 0) == 1, click
