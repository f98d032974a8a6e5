"""Shard arithmetic (services.shards), the SHARD_COUNT/SHARD_IDS settings, and the bot's ownership check."""

from __future__ import annotations

import pytest

from config import ConfigError, Settings
from services.shards import owns, parse_shard_ids, shard_of

# A real-looking guild id: its timestamp part (the bits above the low 22) decides the shard.
GUILD = 41771983423143937


def test_shard_of_follows_discords_formula():
    assert GUILD >> 22 == 9959216934
    assert shard_of(GUILD, 1) == 0
    assert shard_of(GUILD, 2) == 0  # 9959216934 is even
    assert shard_of(GUILD, 5) == 4  # ... and ends in 4
    assert shard_of(GUILD + (1 << 22), 2) == 1  # one millisecond later: the other shard of two
    assert shard_of((GUILD >> 22 << 22) | 0x3FFFFF, 2) == 0  # the low 22 bits (worker, counter) never matter
    assert shard_of(None, 4) == 0  # direct messages arrive on shard 0


def test_shard_of_refuses_zero_shards():
    with pytest.raises(ValueError):
        shard_of(GUILD, 0)


def test_owns_splits_every_guild_to_exactly_one_process():
    guilds = [GUILD + (n << 22) + n for n in range(40)]
    processes = [(0, 1), (2,), (3,)]  # four shards over three processes
    for guild in guilds:
        owners = [p for p in processes if owns(guild, 4, p)]
        assert len(owners) == 1, guild
    assert [owns(g, 4, (0, 1)) for g in guilds[:4]] == [False, False, True, True]  # 9959216934 % 4 == 2
    assert owns(None, 4, (0,)) and not owns(None, 4, (1, 2, 3))


@pytest.mark.parametrize(
    "text, ids", [("0", (0,)), ("0,1", (0, 1)), ("0-3", (0, 1, 2, 3)), (" 4, 0-1 ,1 ", (0, 1, 4)), ("7-7", (7,))]
)
def test_parse_shard_ids(text, ids):
    assert parse_shard_ids(text) == ids


@pytest.mark.parametrize(
    "text, why",
    [
        ("a", "neither a shard number"),
        ("0,,1", "empty entry"),
        ("1,", "empty entry"),
        ("3-1", "runs backwards"),
        ("-1", "neither"),
        ("0-", "neither"),
        ("1.5", "neither"),
    ],
)
def test_parse_shard_ids_says_what_is_wrong(text, why):
    with pytest.raises(ValueError, match=why):
        parse_shard_ids(text)


@pytest.fixture
def clean_env(monkeypatch):
    for name in ("SHARD_COUNT", "SHARD_IDS", "TABLETOP_SYNC_COMMANDS"):
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_settings_default_to_every_shard_and_no_sync(clean_env):
    settings = Settings.from_env()
    assert (settings.shard_count, settings.shard_ids, settings.sync_commands) == (None, None, False)


def test_settings_read_a_shard_range(clean_env):
    clean_env.setenv("SHARD_COUNT", "4")
    clean_env.setenv("SHARD_IDS", "2-3")
    settings = Settings.from_env()
    assert (settings.shard_count, settings.shard_ids) == (4, (2, 3))
    clean_env.delenv("SHARD_IDS")
    assert Settings.from_env().shard_ids is None  # a count alone: this process runs all of them


@pytest.mark.parametrize(
    "env, message",
    [
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number of shards from 1 to 10000 (it is 'two')"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_IDS": "0"}, "SHARD_IDS is set ('0') but SHARD_COUNT is not"),
        (
            {"SHARD_COUNT": "2", "SHARD_IDS": "1-2"},
            "SHARD_IDS names shard 2, but with SHARD_COUNT=2 the shards are 0 to 1",
        ),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "SHARD_IDS must list shard numbers like 0,1 or a range like 0-3"),
        ({"TABLETOP_SYNC_COMMANDS": "maybe"}, "TABLETOP_SYNC_COMMANDS must be 1 (on) or 0 (off)"),
    ],
)
def test_settings_explain_bad_shard_values(clean_env, env, message):
    for name, value in env.items():
        clean_env.setenv(name, value)
    with pytest.raises(ConfigError) as problem:
        Settings.from_env()
    assert message in str(problem.value)


@pytest.mark.parametrize("raw, on", [("1", True), ("yes", True), ("0", False), ("", False), ("off", False)])
def test_sync_flag(clean_env, raw, on):
    clean_env.setenv("TABLETOP_SYNC_COMMANDS", raw)
    assert Settings.from_env().sync_commands is on


def test_bot_owns_only_the_guilds_of_its_shards(clean_env, tmp_path):
    import bot

    clean_env.setenv("TABLETOP_DB", str(tmp_path / "t.db"))
    clean_env.setenv("SHARD_COUNT", "2")
    clean_env.setenv("SHARD_IDS", "1")
    one = bot.TabletopBot(Settings.from_env())
    assert (one.shard_count, one.shard_ids) == (2, [1])
    assert [one.owns_guild(GUILD + (n << 22)) for n in range(4)] == [False, True, False, True]
    assert not one.owns_guild(None)  # DMs go to shard 0's process
    clean_env.delenv("SHARD_IDS")
    clean_env.delenv("SHARD_COUNT")
    every = bot.TabletopBot(Settings.from_env())
    assert every.shard_count is None and all(every.owns_guild(GUILD + (n << 22)) for n in range(4))
    assert not every.gateway_connected  # not started: no shard is connected


def test_each_shard_range_has_its_own_heartbeat_file(clean_env):
    clean_env.setenv("TABLETOP_DB", "/data/t.db")
    clean_env.delenv("TABLETOP_HEALTH_FILE", raising=False)
    assert Settings.from_env().health_file == "/data/health.json"
    clean_env.setenv("SHARD_COUNT", "8")
    for ids, name in (
        ("1", "health-shard-1.json"),
        ("0-3", "health-shards-0-3.json"),
        ("0,2,5", "health-shards-0,2,5.json"),
    ):
        clean_env.setenv("SHARD_IDS", ids)
        assert Settings.from_env().health_file == f"/data/{name}"


def test_discord_refusing_the_shards_is_explained():
    import discord

    from ops import failures

    class Closed:  # what discord.ConnectionClosed reads from the socket
        close_code = 4011

    error = discord.ConnectionClosed(Closed(), shard_id=0)
    explanation = failures.explain(error, "x.db")
    assert explanation is not None and "close code 4011, sharding required" in explanation
    assert "raise SHARD_COUNT" in explanation and "same SHARD_COUNT" in explanation
    Closed.close_code = 4010
    assert "A shard id is not below SHARD_COUNT" in failures.explain(
        discord.ConnectionClosed(Closed(), shard_id=1), "x.db"
    )
    Closed.close_code = 4000
    assert failures.explain(discord.ConnectionClosed(Closed(), shard_id=0), "x.db") is None
