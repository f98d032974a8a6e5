"""Settings read from the environment, in one place."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from services.shards import parse_shard_ids
from store.leases import LEASE_SECONDS

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
# Discord allows at most this many shards without a special arrangement; more is surely a typo.
MAX_SHARDS = 10_000
# Seconds between the clock's heals (missing clocks set, timers of ended games and leases dead
# processes left dropped; cogs/clock.py): cheap, and only a safety net, so rare.
HEAL_SECONDS = 30.0


class ConfigError(ValueError):
    """An environment variable holds a value the bot cannot use; the message says which and why."""


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number (it is {raw!r}); leave it unset for the default {default:g}.") from None


def _server_id(name: str) -> int | None:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise ConfigError(
            f"{name} must be a server id, a long number such as 123456789012345678 (it is {raw!r}). "
            "In Discord, turn on Settings > Advanced > Developer Mode, then right-click the server icon > Copy Server ID."
        )
    return int(raw)


def _log_level(name: str) -> str:
    raw = os.environ.get(name, "INFO").strip().upper() or "INFO"
    if raw not in LOG_LEVELS:
        raise ConfigError(f"{name} must be one of {', '.join(LOG_LEVELS)} (it is {raw!r}).")
    return raw


def _shard_count(name: str) -> int | None:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_SHARDS:
        raise ConfigError(
            f"{name} must be a whole number of shards from 1 to {MAX_SHARDS} (it is {raw!r}); "
            "leave it unset to use the number Discord recommends."
        )
    return int(raw)


def _shard_ids(name: str, count: int | None) -> tuple[int, ...] | None:
    raw = os.environ.get(name, "").strip()
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

    @property
    def log_level_number(self) -> int:
        return logging.getLevelName(self.log_level)

    @classmethod
    def from_env(cls) -> "Settings":
        """The settings from the environment; ConfigError names the first variable that is wrong."""
        # DATABASE_URL (postgresql://...) puts the games on a PostgreSQL server; else the SQLite file.
        database = (
            os.environ.get("DATABASE_URL", "").strip()
            or os.environ.get("TABLETOP_DB", "").strip()
            or "var/tabletop.db"
        )
        shard_count = _shard_count("SHARD_COUNT")
        shard_ids = _shard_ids("SHARD_IDS", shard_count)
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            database=database,
            guild_id=_server_id("TABLETOP_GUILD_ID"),
            # Slash commands are synced once per deploy (`make sync`); a start syncs only when asked.
            sync_commands=_flag("TABLETOP_SYNC_COMMANDS"),
            ai_delay=_float("TABLETOP_AI_DELAY", 1.0),
            log_level=_log_level("TABLETOP_LOG_LEVEL"),
            clock_scale=_float("TABLETOP_CLOCK_SCALE", 1.0),
            ai_think=_float("TABLETOP_AI_THINK", 1.0),
            cooldown=os.environ.get("TABLETOP_COOLDOWN", "25/5").strip() or "25/5",
            health_file=os.environ.get("TABLETOP_HEALTH_FILE", "").strip() or default_health_file(database, shard_ids),
            health_interval=max(1.0, _float("TABLETOP_HEALTH_INTERVAL", 15.0)),
            shard_count=shard_count,
            shard_ids=shard_ids,
            lease_seconds=max(0.5, _float("TABLETOP_LEASE_SECONDS", LEASE_SECONDS)),
            heal_seconds=max(1.0, _float("TABLETOP_HEAL_SECONDS", HEAL_SECONDS)),
        )


def default_health_file(database: str, shard_ids: tuple[int, ...] | None = None) -> str:
    """The heartbeat lives next to the database, in the one folder the bot must be able to write.

    Processes that share the database folder but run different shards each get their own file
    (``health-shard-1.json``, ``health-shards-0-3.json``), so one's heartbeat never hides the other's.
    """
    # A PostgreSQL server has no folder of ours: the heartbeat goes to var/, as with the default SQLite file.
    folder = Path("var") if database.startswith(("postgresql://", "postgres://")) else Path(database).parent
    if not shard_ids:
        return str(folder / "health.json")
    if len(shard_ids) == 1:
        return str(folder / f"health-shard-{shard_ids[0]}.json")
    contiguous = list(shard_ids) == list(range(shard_ids[0], shard_ids[-1] + 1))
    label = f"{shard_ids[0]}-{shard_ids[-1]}" if contiguous else ",".join(map(str, shard_ids))
    return str(folder / f"health-shards-{label}.json")
