"""Running as a service, without Discord: health heartbeat, start-up checks, invite link, Docker files."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import re
import sys
import tomllib
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import aiohttp
import discord
import pytest
import yaml

import bot
from config import ConfigError, Settings
from ops import failures, health
from ops.health import Heartbeat, judge, read_heartbeat, write_heartbeat
from store import SchemaTooNew

ROOT = Path(__file__).resolve().parents[1]
NOW = 1_000_000.0


def beat(**changes) -> Heartbeat:
    values = dict(written_at=NOW - 5, gateway_connected=True, database_ok=True, interval=15.0)
    values.update(changes)
    return Heartbeat(**values)


# ---------------------------------------------------------------------- health
def test_health_verdicts():
    assert judge(beat(), NOW) == (True, "healthy: connected to Discord, database answering (heartbeat 5 s ago)")
    assert judge(None, NOW) == (False, "no heartbeat yet: the bot is starting, or it is not running")
    assert judge(beat(database_ok=False), NOW) == (False, "the database did not answer")
    assert judge(beat(gateway_connected=False), NOW)[1].startswith("not connected to Discord")
    assert judge(beat(written_at=NOW - 46), NOW) == (
        False,
        "the last heartbeat is 46 s old: the bot is stuck or not running",
    )
    assert judge(beat(written_at=NOW - 44), NOW)[0]  # within three intervals of 15 s
    assert judge(beat(stopped=True), NOW) == (False, "the bot stopped 5 s ago")


def test_heartbeat_round_trip_and_unreadable_files(tmp_path):
    path = tmp_path / "health.json"
    assert read_heartbeat(path) is None
    write_heartbeat(path, beat())
    assert read_heartbeat(path) == beat()
    assert not list(tmp_path.glob("*.partial"))
    path.write_text("{not json")
    assert read_heartbeat(path) is None
    path.write_text('{"written_at": 1}')
    assert read_heartbeat(path) is None


def test_health_command_exit_codes(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TABLETOP_DB", str(tmp_path / "db" / "t.db"))
    monkeypatch.delenv("TABLETOP_HEALTH_FILE", raising=False)
    assert health.main() == 1
    assert capsys.readouterr().out.startswith("unhealthy: no heartbeat yet")
    (tmp_path / "db").mkdir()
    write_heartbeat(tmp_path / "db" / "health.json", beat(written_at=__import__("time").time()))
    assert health.main() == 0
    assert capsys.readouterr().out.startswith("healthy")


# ---------------------------------------------------------------------- configuration and start-up checks
def test_settings_explain_bad_values(monkeypatch):
    monkeypatch.setenv("TABLETOP_GUILD_ID", "my server")
    with pytest.raises(ConfigError, match="Copy Server ID"):
        Settings.from_env()
    monkeypatch.setenv("TABLETOP_GUILD_ID", " 123456789012345678 ")
    monkeypatch.setenv("TABLETOP_AI_DELAY", "fast")
    with pytest.raises(ConfigError, match="TABLETOP_AI_DELAY must be a number of seconds from 0 to 60"):
        Settings.from_env()
    monkeypatch.setenv("TABLETOP_AI_DELAY", "0.5")
    monkeypatch.setenv("TABLETOP_LOG_LEVEL", "chatty")
    with pytest.raises(ConfigError, match="DEBUG, INFO, WARNING, ERROR, CRITICAL"):
        Settings.from_env()
    monkeypatch.setenv("TABLETOP_LOG_LEVEL", "debug")
    monkeypatch.setenv("TABLETOP_DB", "/srv/games/t.db")
    monkeypatch.delenv("TABLETOP_HEALTH_FILE", raising=False)
    settings = Settings.from_env()
    assert (settings.guild_id, settings.ai_delay, settings.log_level_number) == (123456789012345678, 0.5, 10)
    assert settings.health_file == "/srv/games/health.json"
    assert settings.heal_seconds == 30.0
    # A heal every loop turn would only load the database: below 1 s is refused, not quietly raised to 1.
    monkeypatch.setenv("TABLETOP_HEAL_SECONDS", "0.1")
    with pytest.raises(ConfigError, match="TABLETOP_HEAL_SECONDS must be a number of seconds from 1 to 3600"):
        Settings.from_env()
    monkeypatch.setenv("TABLETOP_HEAL_SECONDS", "often")
    with pytest.raises(ConfigError, match="TABLETOP_HEAL_SECONDS must be a number"):
        Settings.from_env()


def test_data_folder_problems(tmp_path):
    assert failures.data_folder_problem(str(tmp_path / "new" / "t.db")) is None
    assert (tmp_path / "new").is_dir() and not list((tmp_path / "new").iterdir())
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    problem = failures.data_folder_problem(str(blocker / "t.db"))
    assert problem is not None and f"Cannot create the database folder {blocker}" in problem


@pytest.mark.skipif(
    not hasattr(__import__("os"), "geteuid") or __import__("os").geteuid() == 0, reason="root can write to any folder"
)
def test_unwritable_data_folder(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o555)
    problem = failures.data_folder_problem(str(locked / "t.db"))
    assert problem is not None and "is not writable" in problem and "chown" in problem


def test_failure_explanations():
    assert failures.explain(discord.LoginFailure("Improper token has been passed."), "x.db") == failures.TOKEN_REFUSED
    refused = failures.explain(SchemaTooNew(9, 3), "var/t.db")
    assert "schema\nversion 9; this code knows up to 3" in refused and "var/t.db" in refused
    key = aiohttp.client_reqrep.ConnectionKey("discord.com", 443, True, True, None, None, None)
    offline = aiohttp.ClientConnectorError(key, OSError(-2, "Name or service not known"))
    assert "could not connect to discord.com:443: Name or service not known" in failures.explain(offline, "x.db")
    assert failures.explain(ValueError("a bug"), "x.db") is None
    assert failures.explain(PermissionError("not network"), "x.db") is None


# ---------------------------------------------------------------------- the invite link and shutdown bookkeeping
def test_invite_link_asks_for_exactly_what_the_bot_needs():
    url = urlparse(bot.invite_url(1234567890))
    query = parse_qs(url.query)
    assert url.netloc == "discord.com" and query["client_id"] == ["1234567890"]
    assert query["scope"] == ["bot applications.commands"]
    assert query["permissions"] == ["377957239808"]
    assert bot.PERMISSIONS.value == 377957239808
    assert not bot.PERMISSIONS.administrator and not bot.PERMISSIONS.manage_messages
    member = parse_qs(urlparse(bot.member_install_url(1234567890)).query)
    assert member == {"client_id": ["1234567890"], "scope": ["applications.commands"], "integration_type": ["1"]}
    intents = bot.gateway_intents()
    assert not (intents.members or intents.presences or intents.message_content), "no privileged intent"
    assert intents.guilds, "the channels and threads the bot posts in are known from the gateway"


async def test_in_flight_tasks_are_told_from_long_lived_ones():
    async def idle():
        await asyncio.sleep(10)

    names = [
        "CommandTree-invoker",
        "discord-ui-dynamic-item-PickButton-pick:1",
        "discord.py: on_game_move",
        "clock-7",
        "clock-loop",
        "ai-3",
        "tabletop-heartbeat",
    ]
    tasks = [asyncio.create_task(idle(), name=n) for n in names]
    try:
        assert [t.get_name() for t in tasks if bot.in_flight(t)] == names[:4]
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def test_voice_warnings_are_off():
    bot.quiet_voice_warnings()
    assert discord.VoiceClient.warn_nacl is False and discord.VoiceClient.warn_dave is False


# ---------------------------------------------------------------------- Docker (no engine here: the files are checked)
def compose(name: str) -> dict:
    return yaml.safe_load((ROOT / name).read_text())


# The variables a self-hoster puts in .env (for resolving the compose files as compose would).
DOT_ENV = {"DISCORD_TOKEN": "token-from-env", "POSTGRES_PASSWORD": "s3cretPassw0rd"}
VARIABLE = re.compile(r"\$\{(?P<name>\w+)(?:(?P<op>:-|:\?)(?P<word>[^}]*))?\}")


def interpolate(text: str, env: dict[str, str]) -> str:
    """``text`` with compose's ``${NAME}``, ``${NAME:-default}`` and ``${NAME:?message}`` resolved from ``env``."""

    def value(match: re.Match) -> str:
        name, op, word = match["name"], match["op"], match["word"]
        if env.get(name):
            return env[name]
        if op == ":?":
            raise KeyError(f"{name}: {word}")
        return word if op == ":-" else ""

    return VARIABLE.sub(value, text)


def settings_of(service: dict, monkeypatch, env: dict[str, str] = DOT_ENV) -> Settings:
    """The bot's Settings inside the container of ``service`` (its environment, resolved from ``env``)."""
    for name in list(os.environ):
        if name.startswith(("TABLETOP_", "SHARD_", "DATABASE_URL", "DISCORD_")):
            monkeypatch.delenv(name)
    monkeypatch.setenv("TABLETOP_DB", "/data/tabletop.db")  # the Dockerfile's ENV
    for name, raw in service["environment"].items():
        monkeypatch.setenv(name, interpolate(str(raw), env))
    return Settings.from_env()


def test_compose_sqlite_file_runs_one_bot_on_the_volume(monkeypatch):
    sqlite = compose("docker-compose.sqlite.yml")
    service = sqlite["services"]["bot"]
    assert set(sqlite["services"]) == {"sync-commands", "bot"}
    assert service["restart"] == "unless-stopped"
    assert "tabletop-data:/data" in [v.split("   ")[0].strip() for v in service["volumes"]]
    assert "tabletop-data" in sqlite["volumes"]
    assert service["healthcheck"]["test"] == ["CMD", "python", "-m", "ops.health"]
    assert service["environment"]["DISCORD_TOKEN"].startswith("${DISCORD_TOKEN:?")
    assert service["depends_on"] == {"sync-commands": {"condition": "service_completed_successfully"}}
    grace = service["stop_grace_period"]
    assert grace.endswith("s") and int(grace[:-1]) > bot.SHUTDOWN_GRACE + bot.DRAIN_GRACE
    settings = settings_of(service, monkeypatch)
    assert settings.database == "/data/tabletop.db" and settings.shard_ids is None
    assert settings.health_file == "/data/health.json"  # in the volume, which the bot's user owns


def test_compose_runs_postgres_and_two_bot_processes_over_the_shards(monkeypatch):
    main = compose("docker-compose.yml")
    services = main["services"]
    bots = {name: s for name, s in services.items() if s.get("command") is None and s.get("image") == "tabletop-bot"}
    assert sorted(bots) == ["bot-shard-0", "bot-shard-1"]
    assert set(services) == {"postgres", "sync-commands", "migrate-from-sqlite", *bots}

    postgres = services["postgres"]
    assert postgres["image"].split(":")[0] == "postgres" and postgres["restart"] == "unless-stopped"
    assert "postgres-data:/var/lib/postgresql/data" in [v.split()[0] for v in postgres["volumes"]]
    assert "postgres-data" in main["volumes"]
    assert postgres["healthcheck"]["test"][:2] == ["CMD", "pg_isready"]
    assert "ports" not in postgres  # reached by the bots on the compose network only
    pg_env = {k: interpolate(str(v), DOT_ENV) for k, v in postgres["environment"].items()}

    assert services["sync-commands"]["restart"] == "no"
    assert services["sync-commands"]["command"] == ["python", "bot.py", "--sync-commands"]

    shards: list[int] = []
    counts: set[int | None] = set()
    health_files = set()
    for service in bots.values():
        assert service["restart"] == "unless-stopped"
        assert service["depends_on"] == {
            "postgres": {"condition": "service_healthy"},
            "sync-commands": {"condition": "service_completed_successfully"},
        }
        assert service["healthcheck"]["test"] == ["CMD", "python", "-m", "ops.health"]
        grace = service["stop_grace_period"]
        assert grace.endswith("s") and int(grace[:-1]) > bot.SHUTDOWN_GRACE + bot.DRAIN_GRACE
        settings = settings_of(service, monkeypatch)
        database = urlparse(settings.database)
        assert database.scheme == "postgresql" and database.hostname == "postgres" and database.port == 5432
        assert (database.username, database.password, database.path) == (
            pg_env["POSTGRES_USER"],
            pg_env["POSTGRES_PASSWORD"],
            "/" + pg_env["POSTGRES_DB"],
        )
        assert settings.token == "token-from-env" and settings.sync_commands is False
        counts.add(settings.shard_count)
        shards.extend(settings.shard_ids or ())
        # The image's working folder belongs to root: the heartbeat must go where the bot may write.
        assert settings.health_file.startswith(("/tmp/", "/data/"))
        health_files.add(settings.health_file)
    (count,) = counts
    assert count is not None and sorted(shards) == list(range(count)), "every shard in exactly one process"
    assert len(health_files) == 1  # one per container, each in its own filesystem


def test_compose_refuses_to_start_without_token_or_database_password(monkeypatch):
    services = compose("docker-compose.yml")["services"]
    for missing in DOT_ENV:
        env = {k: v for k, v in DOT_ENV.items() if k != missing}
        with pytest.raises(KeyError, match=missing):
            settings_of(services["bot-shard-0"], monkeypatch, env)
    with pytest.raises(KeyError, match="POSTGRES_PASSWORD"):
        interpolate(str(services["postgres"]["environment"]["POSTGRES_PASSWORD"]), {"DISCORD_TOKEN": "t"})


def test_compose_migrates_the_sqlite_volume_into_postgres_only_when_asked(monkeypatch):
    main = compose("docker-compose.yml")
    migrate = main["services"]["migrate-from-sqlite"]
    assert migrate["profiles"] == ["migrate"]  # never started by `docker compose up`
    assert migrate["restart"] == "no"
    assert migrate["depends_on"] == {"postgres": {"condition": "service_healthy"}}
    assert migrate["command"][:3] == ["python", "-m", "store.migrate_to_postgres"]
    source = migrate["command"][migrate["command"].index("--from") + 1]
    # The file the SQLite install keeps its games in, on the same named volume.
    sqlite_bot = compose("docker-compose.sqlite.yml")["services"]["bot"]
    assert source == settings_of(sqlite_bot, monkeypatch).database
    assert "tabletop-data:/data" in migrate["volumes"] and "tabletop-data" in main["volumes"]
    target = interpolate(migrate["environment"]["DATABASE_URL"], DOT_ENV)
    assert target == settings_of(main["services"]["bot-shard-0"], monkeypatch).database


def test_image_installs_the_postgres_driver():
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert any(re.match(r"asyncpg\b", d) for d in dependencies)
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "COPY pyproject.toml" in dockerfile and "pip install --no-cache-dir ." in dockerfile


def test_dockerfile_and_dockerignore():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "USER tabletop" in dockerfile and "HEALTHCHECK" in dockerfile and '"ops.health"' in dockerfile
    copied = {
        line.split()[1] for line in dockerfile.splitlines() if line.startswith("COPY ") and "./" in line.split()[-1]
    }
    imported = {"cogs", "ops", "rules", "render", "lang", "store", "services", "data"}
    assert imported <= copied, f"the image misses {imported - copied}"
    ignored = set((ROOT / ".dockerignore").read_text().split())
    assert {".venv", ".git", "var", "**/*.db", "demo-out", "**/__pycache__", ".env"} <= ignored


def test_health_module_runs_as_a_command(tmp_path):
    import subprocess

    env = {"TABLETOP_DB": str(tmp_path / "t.db"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "ops.health"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 1 and done.stdout.startswith("unhealthy: no heartbeat yet") and not done.stderr


# ---------------------------------------------------------------------- the game journal
def test_journal_lines_name_the_game_and_its_result(caplog):
    from cogs.journal import Journal, result_text
    from rules.base import Result
    from store import GameRecord, SeatRecord

    seats = (SeatRecord(0, 11, None, "alice"), SeatRecord(1, None, "greedy", "Ada (bot)"))
    record = GameRecord(7, "solstis", 1, 2, 3, 4, 11, "finished", "live", {}, 1, None, None, 35, seats)
    record = dataclasses.replace(record, moves_logged=34)  # versions also count seat changes; moves are logged
    result = Result(scores=[25, 7], breakdown=[{}, {}], ranking=[0, 1], winners=[0], places=[1, 2])
    assert result_text(record, result) == "won by alice 25; scores 25, 7"
    assert result_text(record, result.to_json()) == "won by alice 25; scores 25, 7"
    journal = Journal(bot=None)
    with caplog.at_level("INFO", logger="tabletop.games"):
        asyncio.run(journal.on_game_started(record))
        asyncio.run(journal.on_game_finished(record, result))
        asyncio.run(journal.on_game_abandoned(record))
    assert [r.getMessage() for r in caplog.records] == [
        "game 7 started: Solstis in server 1, thread 3; seats: alice, Ada (bot)",
        "game 7 finished after move 34: Solstis, won by alice 25; scores 25, 7",
        "game 7 abandoned at move 34: Solstis",
    ]


def test_a_reconnect_is_one_warning_line():
    try:
        raise ConnectionResetError(104, "Connection reset by peer")
    except ConnectionResetError:
        record = __import__("logging").LogRecord(
            "discord.client", 40, "client.py", 1, "Attempting a reconnect in %.2fs", (5.0,), sys.exc_info()
        )
    assert bot.OneLineReconnects().filter(record)
    assert record.exc_info is None and record.levelname == "WARNING"
    assert record.getMessage() == (
        "Attempting a reconnect in 5.00s after a lost connection "
        "(ConnectionResetError: [Errno 104] Connection reset by peer)"
    )
