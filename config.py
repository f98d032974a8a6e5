"""Settings read from the environment, in one place."""

from __future__ import annotations

import logging
import math
import os
from dataclasses import dataclass
from pathlib import Path

from services.away import AWAY_DAYS_PER_YEAR
from services.cooldown import Cooldown
from services.lobbies import MAX_GAMES_PER_MEMBER, MAX_GAMES_PER_SERVER
from services.shards import parse_shard_ids
from store.backup import DEFAULT_KEEP, KEEP_ENV, parse_keep
from store.database_url import DatabaseUrlError, is_postgres_url, parse_database_url, url_scheme
from store.leases import LEASE_SECONDS

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
# Discord allows at most this many shards without a special arrangement; more is surely a typo.
MAX_SHARDS = 10_000
# Seconds between the clock's heals (missing clocks set, timers of ended games and leases dead
# processes left dropped; cogs/clock.py): cheap, and only a safety net, so rare.
HEAL_SECONDS = 30.0
# discord.py's own wait (its guild_ready_timeout): the stream of servers after connecting is taken as
# complete this many seconds after the last one arrived; then the bot is ready and resumes its games.
READY_WAIT = 2.0
DEFAULT_DATABASE = "var/tabletop.db"

# The range of every number setting: (lowest, highest); a value outside, NaN or infinite stops the
# start. The bounds are where a value stops making sense, not where the bot would merely be slow:
# an hour between heartbeats or heals already means a dead bot goes unnoticed for hours.
AI_DELAY_RANGE = (0.0, 60.0)  # an AI's pause before moving, so people can follow
AI_THINK_RANGE = (0.01, 60.0)  # a hard AI's search per decision; a turn waits for it
CLOCK_SCALE_RANGE = (0.0, 100.0)  # above 0 (exclusive): 0 would end every decision at once
HEALTH_INTERVAL_RANGE = (1.0, 3600.0)
LOOP_STALL_REPORT_RANGE = (0.0, 3600.0)
LEASE_RANGE = (0.5, 600.0)  # a dead process's work waits this long for another to take it over
HEAL_RANGE = (1.0, 3600.0)
READY_WAIT_RANGE = (0.1, 60.0)
# How long a click may wait for its answer before the bot defers it (Discord drops an interaction
# neither answered nor deferred within 3 s; the deferral itself needs the time left).
ANSWER_WITHIN = 1.5
ANSWER_WITHIN_RANGE = (0.0, 2.0)
RENDER_PROCESSES_RANGE = (0, 64)
AWAY_DAYS_RANGE = (0, 366)  # days away a member may declare in a calendar year
GAMES_CAP_RANGE = (0, 100_000)  # 0 turns a cap on games in play off


class ConfigError(ValueError):
    """An environment variable holds a value the bot cannot use; the message says which and why."""


def _raw(name: str) -> str:
    return os.environ.get(name, "").strip()


def _seconds(
    name: str,
    default: float,
    bounds: tuple[float, float],
    *,
    above_low: bool = False,
    what: str = "a number of seconds",
) -> float:
    """A finite number within ``bounds`` (``above_low``: the lowest bound itself excluded)."""
    raw = _raw(name)
    if not raw:
        return default
    low, high = bounds
    allowed = f"{what} {'above' if above_low else 'from'} {low:g} {'and at most' if above_low else 'to'} {high:g}"
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < low or value > high or (above_low and value == low):
        raise ConfigError(f"{name} must be {allowed} (it is {raw!r}); leave it unset for the default {default:g}.")
    return value


def _whole(name: str, default: int | None, bounds: tuple[int, int], meaning: str) -> int | None:
    """A whole number within ``bounds``; ``meaning`` says what the default (unset) does."""
    raw = _raw(name)
    if not raw:
        return default
    low, high = bounds
    if not (raw.isascii() and raw.isdigit()) or not low <= int(raw) <= high:
        raise ConfigError(
            f"{name} must be a whole number from {low} to {high} (it is {raw!r}); leave it unset for {meaning}."
        )
    return int(raw)


def _cap(name: str, default: int | None) -> int | None:
    """A cap on games in play: a whole number, 0 for no cap."""
    value = _whole(name, default, GAMES_CAP_RANGE, f"{default} (0 turns the cap off)")
    return None if value == 0 else value


def _cooldown(name: str, default: str) -> str:
    raw = _raw(name) or default
    try:
        Cooldown.parse(raw)
    except ValueError as problem:
        raise ConfigError(
            f"{name} must be COUNT/SECONDS, at most COUNT interactions a member in SECONDS seconds, such as "
            f"{default}: {problem} (it is {raw!r})."
        ) from None
    return raw


def _backup_keep(name: str) -> int:
    raw = _raw(name)
    if not raw:
        return DEFAULT_KEEP
    try:
        return parse_keep(raw)
    except ValueError as problem:
        raise ConfigError(
            f"{name} must be {problem} (it is {raw!r}); leave it unset for the default {DEFAULT_KEEP}."
        ) from None


def _database() -> str:
    """DATABASE_URL (a PostgreSQL server) wins over TABLETOP_DB (a SQLite file, or a URL too)."""
    url = _raw("DATABASE_URL")
    if url:
        return _checked_url(url, "DATABASE_URL")
    path = _raw("TABLETOP_DB")
    if url_scheme(path) is not None:  # a URL in TABLETOP_DB: checked, never taken for a file name
        return _checked_url(path, "TABLETOP_DB")
    return path or DEFAULT_DATABASE


def _checked_url(raw: str, name: str) -> str:
    try:
        return parse_database_url(raw, name)
    except DatabaseUrlError as problem:
        raise ConfigError(str(problem)) from None


def _server_id(name: str) -> int | None:
    raw = _raw(name)
    if not raw:
        return None
    if not raw.isdigit():
        raise ConfigError(
            f"{name} must be a server id, a long number such as 123456789012345678 (it is {raw!r}). "
            "In Discord, turn on Settings > Advanced > Developer Mode, then right-click the server icon > Copy "
            "Server ID."
        )
    return int(raw)


def _log_level(name: str) -> str:
    raw = os.environ.get(name, "INFO").strip().upper() or "INFO"
    if raw not in LOG_LEVELS:
        raise ConfigError(f"{name} must be one of {', '.join(LOG_LEVELS)} (it is {raw!r}).")
    return raw


def _shard_count(name: str) -> int | None:
    raw = _raw(name)
    if not raw:
        return None
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_SHARDS:
        raise ConfigError(
            f"{name} must be a whole number of shards from 1 to {MAX_SHARDS} (it is {raw!r}); "
            "leave it unset to use the number Discord recommends."
        )
    return int(raw)


def _shard_ids(name: str, count: int | None) -> tuple[int, ...] | None:
    raw = _raw(name)
    if not raw:
        return None
    try:
        ids = parse_shard_ids(raw)
    except ValueError as problem:
        raise ConfigError(f"{name} must list shard numbers like 0,1 or a range like 0-3 ({problem}).") from None
    if count is None:
        raise ConfigError(
            f"{name} is set ({raw!r}) but SHARD_COUNT is not: a process that runs some of the shards must "
            "know how many there are in all. Set SHARD_COUNT to the same value in every process."
        )
    too_high = [i for i in ids if i >= count]
    if too_high:
        raise ConfigError(
            f"{name} names shard {too_high[0]}, but with SHARD_COUNT={count} the shards are 0 to {count - 1}."
        )
    return ids


def _flag(name: str) -> bool:
    raw = os.environ.get(name, "").strip().lower()
    if raw in ("", "0", "no", "false", "off"):
        return False
    if raw in ("1", "yes", "true", "on"):
        return True
    raise ConfigError(f"{name} must be 1 (on) or 0 (off) (it is {raw!r}).")


@dataclass(frozen=True)
class Settings:
    token: str
    database: str
    guild_id: int | None
    sync_commands: bool
    ai_delay: float
    log_level: str
    clock_scale: float = 1.0  # factor on the pace's decision time (tests use tiny values)
    ai_think: float = 1.0  # seconds a hard AI searches per decision (0.2 suits fast tables)
    cooldown: str = "25/5"  # at most 25 interactions a member in 5 seconds
    health_file: str = ""  # where the bot writes its heartbeat for `python -m ops.health`
    health_interval: float = 15.0  # seconds between heartbeats
    # How many shards the bot has in all (None: the number Discord recommends), and which of them
    # this process runs (None: all of them). See services.shards.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # Seconds a process's claim on a game's clock work or AI turn lasts unless renewed: how long a dead
    # process's work waits before another takes it over (store/leases.py; tests shorten it).
    lease_seconds: float = LEASE_SECONDS
    heal_seconds: float = HEAL_SECONDS  # tests shorten it to see a heal happen
    # Seconds after the last server arrives before the bot counts as ready and resumes its games
    # (tests shorten it: each start of the bot would otherwise wait 2 s).
    ready_wait: float = READY_WAIT
    # Drawing processes (None: one per core the bot may use, at most 4; 0: threads); services/setup.py
    # hands it to the image pool.
    render_processes: int | None = None
    # Caps on games in play (docs/table-policies.md): per member (in every server) and per server;
    # None: no cap.
    max_games_per_member: int | None = MAX_GAMES_PER_MEMBER
    max_games_per_server: int | None = MAX_GAMES_PER_SERVER
    backup_keep: int = DEFAULT_KEEP  # backups kept in the backups folder (0: every one); store/backup.py
    # Seconds between log lines saying the event loop's longest stall (services.loop_stalls); 0: no
    # probe at all. For the soak and load runs, which read the figure from the bot's log.
    loop_stall_report: float = 0.0
    # Days away a member may declare in a calendar year (/settings; services.away).
    away_days_per_year: int = AWAY_DAYS_PER_YEAR
    # Seconds the Take turn picker and a pick on it may take before their click is deferred: an
    # answer ready sooner is the click's response itself, one request instead of two (cogs/ui.py).
    answer_within: float = ANSWER_WITHIN

    @property
    def log_level_number(self) -> int:
        return logging.getLevelName(self.log_level)

    @classmethod
    def from_env(cls) -> Settings:
        """The settings from the environment, each checked for its form and range; ConfigError names
        the first variable that is wrong and says what it allows (docs/configuration.md lists them)."""
        database = _database()
        shard_count = _shard_count("SHARD_COUNT")
        shard_ids = _shard_ids("SHARD_IDS", shard_count)
        return cls(
            token=_raw("DISCORD_TOKEN"),
            database=database,
            guild_id=_server_id("TABLETOP_GUILD_ID"),
            # Slash commands are synced once per deploy (`make sync`); a start syncs only when asked.
            sync_commands=_flag("TABLETOP_SYNC_COMMANDS"),
            ai_delay=_seconds("TABLETOP_AI_DELAY", 1.0, AI_DELAY_RANGE),
            log_level=_log_level("TABLETOP_LOG_LEVEL"),
            clock_scale=_seconds("TABLETOP_CLOCK_SCALE", 1.0, CLOCK_SCALE_RANGE, above_low=True, what="a factor"),
            ai_think=_seconds("TABLETOP_AI_THINK", 1.0, AI_THINK_RANGE),
            cooldown=_cooldown("TABLETOP_COOLDOWN", "25/5"),
            health_file=_raw("TABLETOP_HEALTH_FILE") or default_health_file(database, shard_ids),
            health_interval=_seconds("TABLETOP_HEALTH_INTERVAL", 15.0, HEALTH_INTERVAL_RANGE),
            shard_count=shard_count,
            shard_ids=shard_ids,
            lease_seconds=_seconds("TABLETOP_LEASE_SECONDS", LEASE_SECONDS, LEASE_RANGE),
            heal_seconds=_seconds("TABLETOP_HEAL_SECONDS", HEAL_SECONDS, HEAL_RANGE),
            ready_wait=_seconds("TABLETOP_READY_WAIT", READY_WAIT, READY_WAIT_RANGE),
            answer_within=_seconds("TABLETOP_ANSWER_WITHIN", ANSWER_WITHIN, ANSWER_WITHIN_RANGE),
            render_processes=_whole(
                "TABLETOP_RENDER_PROCESSES",
                None,
                RENDER_PROCESSES_RANGE,
                "one process per core the bot may use, at most 4 (0: draw in threads)",
            ),
            backup_keep=_backup_keep(KEEP_ENV),
            max_games_per_member=_cap("TABLETOP_MAX_GAMES_PER_MEMBER", MAX_GAMES_PER_MEMBER),
            max_games_per_server=_cap("TABLETOP_MAX_GAMES_PER_SERVER", MAX_GAMES_PER_SERVER),
            loop_stall_report=_seconds("TABLETOP_LOOP_STALL_REPORT", 0.0, LOOP_STALL_REPORT_RANGE),
            away_days_per_year=_whole(
                "TABLETOP_AWAY_DAYS", AWAY_DAYS_PER_YEAR, AWAY_DAYS_RANGE, f"{AWAY_DAYS_PER_YEAR} days a year"
            )
            or 0,
        )


def default_health_file(database: str, shard_ids: tuple[int, ...] | None = None) -> str:
    """The heartbeat lives next to the database, in the one folder the bot must be able to write.

    Processes that share the database folder but run different shards each get their own file
    (``health-shard-1.json``, ``health-shards-0-3.json``), so one's heartbeat never hides the other's.
    """
    # A PostgreSQL server has no folder of ours: the heartbeat goes to var/, as with the default SQLite file.
    folder = Path("var") if is_postgres_url(database) else Path(database).parent
    if not shard_ids:
        return str(folder / "health.json")
    if len(shard_ids) == 1:
        return str(folder / f"health-shard-{shard_ids[0]}.json")
    contiguous = list(shard_ids) == list(range(shard_ids[0], shard_ids[-1] + 1))
    label = f"{shard_ids[0]}-{shard_ids[-1]}" if contiguous else ",".join(map(str, shard_ids))
    return str(folder / f"health-shards-{label}.json")
