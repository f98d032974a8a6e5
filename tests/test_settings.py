"""Settings that refuse nonsense, DATABASE_URL read by one function, and no password in any log line.

Every bad value of the settings must stop the start with exit code 2 and one paragraph
naming the variable and what it allows, never a traceback; the defaults must pass unchanged.
"""

from __future__ import annotations

import asyncio
import logging
import re

import pytest

import bot
from config import ConfigError, Settings
from ops import failures
from ops.health import main as health_main
from store.backend import DatabaseUrlError, describe_database, is_postgres_url, open_backend
from store.database_url import parse_database_url

# Variables the tests below set; each test starts with none of them, i.e. on the defaults.
VARIABLES = (
    "DATABASE_URL",
    "TABLETOP_DB",
    "TABLETOP_COOLDOWN",
    "TABLETOP_CLOCK_SCALE",
    "TABLETOP_AI_THINK",
    "TABLETOP_AI_DELAY",
    "TABLETOP_LEASE_SECONDS",
    "TABLETOP_HEALTH_INTERVAL",
    "TABLETOP_HEAL_SECONDS",
    "TABLETOP_READY_WAIT",
    "TABLETOP_RENDER_PROCESSES",
    "TABLETOP_BACKUP_KEEP",
    "TABLETOP_HEALTH_FILE",
    "SHARD_COUNT",
    "SHARD_IDS",
    "TABLETOP_GUILD_ID",
    "TABLETOP_LOG_LEVEL",
    "TABLETOP_SYNC_COMMANDS",
)


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch):
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "token-for-tests")


# ---------------------------------------------------------------------------------------- item 8
BAD_VALUES = [
    ("TABLETOP_COOLDOWN", "abc", "COUNT/SECONDS"),
    ("TABLETOP_COOLDOWN", "0/5", "COUNT must be a whole number from 1"),
    ("TABLETOP_COOLDOWN", "25/0", "SECONDS must be a number above 0"),
    ("TABLETOP_COOLDOWN", "25/inf", "SECONDS must be a number above 0"),
    ("TABLETOP_COOLDOWN", "25/nan", "SECONDS must be a number above 0"),
    ("TABLETOP_COOLDOWN", "-3/5", "COUNT must be a whole number from 1"),
    ("TABLETOP_COOLDOWN", "25", "two numbers with a slash"),
    ("TABLETOP_CLOCK_SCALE", "0", "a factor above 0 and at most 100"),
    ("TABLETOP_CLOCK_SCALE", "-1", "a factor above 0 and at most 100"),
    ("TABLETOP_CLOCK_SCALE", "nan", "a factor above 0 and at most 100"),
    ("TABLETOP_CLOCK_SCALE", "inf", "a factor above 0 and at most 100"),
    ("TABLETOP_AI_THINK", "inf", "a number of seconds from 0.01 to 60"),
    ("TABLETOP_AI_THINK", "nan", "a number of seconds from 0.01 to 60"),
    ("TABLETOP_AI_THINK", "-1", "a number of seconds from 0.01 to 60"),
    ("TABLETOP_AI_DELAY", "inf", "a number of seconds from 0 to 60"),
    ("TABLETOP_AI_DELAY", "-0.5", "a number of seconds from 0 to 60"),
    ("TABLETOP_AI_DELAY", "fast", "a number of seconds from 0 to 60"),
    ("TABLETOP_LEASE_SECONDS", "inf", "a number of seconds from 0.5 to 600"),
    ("TABLETOP_LEASE_SECONDS", "0.1", "a number of seconds from 0.5 to 600"),
    ("TABLETOP_HEALTH_INTERVAL", "inf", "a number of seconds from 1 to 3600"),
    ("TABLETOP_HEALTH_INTERVAL", "nan", "a number of seconds from 1 to 3600"),
    ("TABLETOP_HEALTH_INTERVAL", "0", "a number of seconds from 1 to 3600"),
    ("TABLETOP_HEAL_SECONDS", "inf", "a number of seconds from 1 to 3600"),
    ("TABLETOP_HEAL_SECONDS", "0.1", "a number of seconds from 1 to 3600"),
    ("TABLETOP_READY_WAIT", "0", "a number of seconds from 0.1 to 60"),
    ("TABLETOP_LOOP_STALL_REPORT", "-1", "a number of seconds from 0 to 3600"),
    ("TABLETOP_LOOP_STALL_REPORT", "often", "a number of seconds from 0 to 3600"),
    ("TABLETOP_READY_WAIT", "soon", "a number of seconds from 0.1 to 60"),
    ("TABLETOP_RENDER_PROCESSES", "abc", "a whole number from 0 to 64"),
    ("TABLETOP_RENDER_PROCESSES", "-1", "a whole number from 0 to 64"),
    ("TABLETOP_RENDER_PROCESSES", "1e3", "a whole number from 0 to 64"),
    ("TABLETOP_BACKUP_KEEP", "many", "a whole number from 0 to 100000"),
    ("TABLETOP_BACKUP_KEEP", "-2", "a whole number from 0 to 100000"),
    ("DATABASE_URL", "mysql://bot:hunter2@db/tabletop", "not a PostgreSQL URL"),
    ("DATABASE_URL", "var/tabletop.db", "must be a PostgreSQL URL"),
    ("TABLETOP_DB", "sqlite:///var/tabletop.db", "TABLETOP_DB to the file's path alone"),
]


@pytest.mark.parametrize("name, value, allowed", BAD_VALUES, ids=[f"{n}={v}" for n, v, _ in BAD_VALUES])
def test_a_bad_value_stops_the_start_with_one_paragraph(name, value, allowed, monkeypatch, capsys):
    monkeypatch.setenv(name, value)
    with pytest.raises(ConfigError) as problem:
        Settings.from_env()
    message = str(problem.value)
    assert message.startswith(name) and allowed in message, message
    assert "hunter2" not in message
    # bot.main: exit code 2, the paragraph on stderr, no traceback (main returns before anything starts).
    assert bot.main([]) == bot.EXIT_SETUP
    err = capsys.readouterr().err
    assert failures.CONFIG.format(detail=message) in err and "Traceback" not in err
    # The health check refuses the same settings with the same reason.
    assert health_main() == 1
    assert capsys.readouterr().out == f"unhealthy: {message}\n"


def test_the_defaults_pass_and_are_the_stated_ones():
    settings = Settings.from_env()
    assert settings.database == "var/tabletop.db"
    assert (settings.ai_delay, settings.ai_think, settings.clock_scale) == (1.0, 1.0, 1.0)
    assert settings.cooldown == "25/5"
    assert (settings.health_interval, settings.lease_seconds, settings.heal_seconds) == (15.0, 15.0, 30.0)
    assert settings.render_processes is None and settings.backup_keep == 30
    assert settings.ready_wait == 2.0  # discord.py's own guild_ready_timeout
    assert settings.health_file == "var/health.json"
    assert settings.loop_stall_report == 0.0  # no loop-stall probe unless asked for


def test_values_at_the_edges_of_their_ranges_pass(monkeypatch):
    edges = {
        "TABLETOP_COOLDOWN": " 1 / 0.5 ",
        "TABLETOP_CLOCK_SCALE": "0.0001",
        "TABLETOP_AI_THINK": "0.01",
        "TABLETOP_AI_DELAY": "0",
        "TABLETOP_LEASE_SECONDS": "0.5",
        "TABLETOP_HEALTH_INTERVAL": "3600",
        "TABLETOP_HEAL_SECONDS": "1",
        "TABLETOP_READY_WAIT": "0.1",
        "TABLETOP_RENDER_PROCESSES": "0",
        "TABLETOP_BACKUP_KEEP": "0",
        "TABLETOP_LOOP_STALL_REPORT": "3600",
    }
    for name, value in edges.items():
        monkeypatch.setenv(name, value)
    settings = Settings.from_env()
    assert settings.cooldown.strip() == "1 / 0.5" and bot.Cooldown.parse(settings.cooldown).window == 0.5
    assert (settings.clock_scale, settings.ai_think, settings.ai_delay) == (0.0001, 0.01, 0.0)
    assert (settings.lease_seconds, settings.health_interval, settings.heal_seconds) == (0.5, 3600.0, 1.0)
    assert (settings.render_processes, settings.backup_keep) == (0, 0)
    assert settings.ready_wait == 0.1
    assert settings.loop_stall_report == 3600.0


# ---------------------------------------------------------------------------------------- item 7
PASSWORD = "hunter2"
ACCEPTED_URLS = [
    "postgres://bot:hunter2@db:5432/tabletop",
    "postgresql://bot:hunter2@db:5432/tabletop",
    "postgresql+asyncpg://bot:hunter2@db:5432/tabletop",
    "POSTGRESQL://bot:hunter2@db:5432/tabletop",
    "PostgreSQL+AsyncPG://bot:hunter2@db:5432/tabletop",
    "Postgres://bot:hunter2@db:5432/tabletop",
]


@pytest.mark.parametrize("url", ACCEPTED_URLS)
def test_every_spelling_of_a_postgres_url_is_postgres(url, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", url)
    settings = Settings.from_env()
    assert settings.database == "postgresql://bot:hunter2@db:5432/tabletop"  # the form asyncpg takes
    assert settings.health_file == "var/health.json"  # not a folder named after the URL
    assert is_postgres_url(url) and failures.data_folder_problem(settings.database) is None
    assert describe_database(url).endswith("://bot:***@db:5432/tabletop")
    assert not list(tmp_path.iterdir()), "nothing was created on disk for a server's URL"


def test_a_url_in_tabletop_db_is_read_by_the_same_function(monkeypatch):
    monkeypatch.setenv("TABLETOP_DB", "POSTGRES://bot@db/tabletop")
    assert Settings.from_env().database == "postgresql://bot@db/tabletop"
    monkeypatch.setenv("DATABASE_URL", "postgresql+asyncpg://bot@other/tabletop")
    assert Settings.from_env().database == "postgresql://bot@other/tabletop"  # DATABASE_URL wins


@pytest.mark.parametrize(
    "url", ["mysql://bot:hunter2@db/t", "sqlite:///var/t.db", "http://db/t", "postgresql+psycopg://bot:hunter2@db/t"]
)
async def test_the_store_refuses_other_urls_instead_of_making_a_file(url, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(DatabaseUrlError) as problem:
        await open_backend(url)
    assert "not a PostgreSQL URL" in str(problem.value) and PASSWORD not in str(problem.value)
    assert not list(tmp_path.iterdir())


def test_a_port_that_is_not_a_number_is_refused_without_the_password():
    with pytest.raises(DatabaseUrlError) as problem:
        parse_database_url("postgresql://bot:hunter2@db:54x2/tabletop")
    assert "port" in str(problem.value) and PASSWORD not in str(problem.value)


SECRET_FORMS = [
    # (the URL, how it reads in a log line)
    ("postgresql://bot:hunter2@db:5432/tabletop", "postgresql://bot:***@db:5432/tabletop"),
    ("postgresql://bot:s3cr%40t@db:5432/tabletop", "postgresql://bot:***@db:5432/tabletop"),
    ("postgresql://db/tabletop?user=bot&password=hunter2", "postgresql://db/tabletop?user=bot&password=***"),
    (
        "postgresql://db/tabletop?PASSWORD=hunter2&sslmode=require",
        "postgresql://db/tabletop?PASSWORD=***&sslmode=require",
    ),
    ("postgresql://db/tabletop?sslpassword=hunter2", "postgresql://db/tabletop?sslpassword=***"),
    ("postgresql://bot:hun/ter2@db/tabletop", "postgresql://bot:***@db/tabletop"),  # an unencoded "/"
    ("postgresql://bot:hun@ter2@db/tabletop", "postgresql://bot:***@db/tabletop"),  # an unencoded "@"
    ("postgresql://bot:hun?ter2@db/tabletop", "postgresql://bot:***@db/tabletop"),  # an unencoded "?"
    ("POSTGRESQL+ASYNCPG://bot:hunter2@db/t?password=hunter2", "POSTGRESQL+ASYNCPG://bot:***@db/t?password=***"),
    ("mysql://bot:hunter2@db/t", "mysql://bot:***@db/t"),
    ("postgresql://bot@db/tabletop", "postgresql://bot@db/tabletop"),
    ("var/tabletop.db", "var/tabletop.db"),
]


@pytest.mark.parametrize("url, shown", SECRET_FORMS)
def test_describe_database_never_shows_a_password(url, shown):
    assert describe_database(url) == shown


@pytest.mark.parametrize("url", [u for u, _ in SECRET_FORMS if "hunter2" in u or "s3cr" in u])
def test_no_log_line_of_the_start_shows_the_password(url, monkeypatch, caplog):
    """The start logs the database (set-up done) and reports an unreachable one: neither shows it."""
    monkeypatch.setenv("DATABASE_URL", url)
    try:
        settings = Settings.from_env()
    except ConfigError as problem:  # an unusable URL: its refusal is what a person sees
        assert "hunter2" not in str(problem) and "s3cr" not in str(problem)
        return
    caplog.set_level(logging.DEBUG)
    bot.log.info("set-up done: database %s", describe_database(settings.database))
    refused = failures.explain(bot_database_unavailable(settings.database), settings.database)
    assert refused is not None
    assert "hunter2" not in caplog.text + refused and "s3cr" not in caplog.text + refused


def bot_database_unavailable(url: str) -> Exception:
    """What the store raises for a server that cannot be reached (asyncpg is not asked: port 1 on localhost)."""
    from store.backend import DatabaseUnavailable, PostgresBackend

    local = re.sub(r"([@/])db(:5432)?/", r"\g<1>127.0.0.1:1/", url, count=1)
    try:
        asyncio.run(PostgresBackend.open(parse_database_url(local)))
    except DatabaseUnavailable as error:
        return error
    raise AssertionError("a server on port 1 answered")


# ------------------------------------------------------------------------------ item 1: heartbeat folder
async def test_the_heartbeat_folder_is_made_with_postgres(monkeypatch, tmp_path, capsys):
    """With PostgreSQL no database folder exists; the heartbeat (var/health-shard-0.json) makes its own."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:hunter2@db/tabletop")
    monkeypatch.setenv("SHARD_COUNT", "2")
    monkeypatch.setenv("SHARD_IDS", "0")
    settings = Settings.from_env()
    assert settings.health_file == "var/health-shard-0.json" and not (tmp_path / "var").exists()
    tabletop = bot.TabletopBot(settings)
    await tabletop._beat()
    assert (tmp_path / "var" / "health-shard-0.json").is_file()
    # ops.health now reads it (unhealthy only because this bot is not connected, not for a missing file).
    assert health_main() == 1
    assert capsys.readouterr().out == "unhealthy: the database did not answer\n"


async def test_every_spelling_opens_the_same_postgres_database(postgres_url, monkeypatch, tmp_path):
    """On a real server: the spellings people write all reach it (the old code made SQLite files of them)."""
    from store import Store

    monkeypatch.chdir(tmp_path)
    _scheme, rest = postgres_url.split("://", 1)
    for spelling in ("POSTGRESQL+ASYNCPG", "Postgres", "postgresql+asyncpg"):
        monkeypatch.setenv("DATABASE_URL", f"{spelling}://{rest}")
        store = await Store.open(Settings.from_env().database)
        try:
            await store.ping()
        finally:
            await store.close()
    assert not list(tmp_path.iterdir())


def test_the_configuration_page_lists_every_variable_the_settings_read():
    from pathlib import Path

    import config
    from store.backup import KEEP_ENV

    read = set(re.findall(r'"((?:TABLETOP|SHARD|DATABASE|DISCORD)_[A-Z_]+)"', Path(config.__file__).read_text())) | {
        KEEP_ENV
    }
    page = (Path(config.__file__).parent / "docs" / "configuration.md").read_text()
    listed = set(re.findall(r"^\| `([A-Z_]+)` \|", page, flags=re.M))
    assert read == listed, (sorted(read - listed), sorted(listed - read))


def test_the_real_process_exits_2_without_a_traceback(tmp_path):
    """`python bot.py` as an operator runs it: TABLETOP_RENDER_PROCESSES=abc used to end in a traceback."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(bot.__file__).parent
    env = {key: value for key, value in os.environ.items() if key not in VARIABLES}
    env.update(DISCORD_TOKEN="token-for-tests", TABLETOP_RENDER_PROCESSES="abc", TABLETOP_DB=str(tmp_path / "t.db"))
    done = subprocess.run(
        [sys.executable, str(root / "bot.py")], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2, done.stderr
    assert "TABLETOP_RENDER_PROCESSES must be a whole number from 0 to 64 (it is 'abc')" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "t.db").exists()


def test_the_ready_wait_is_the_wait_discord_py_uses(monkeypatch, tmp_path):
    """TABLETOP_READY_WAIT is handed to discord.py: how long after the last server the bot counts as ready."""
    monkeypatch.setenv("TABLETOP_DB", str(tmp_path / "t.db"))
    assert bot.TabletopBot(Settings.from_env())._connection.guild_ready_timeout == 2.0
    monkeypatch.setenv("TABLETOP_READY_WAIT", "0.3")
    assert bot.TabletopBot(Settings.from_env())._connection.guild_ready_timeout == 0.3
