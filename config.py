"""Settings read from the environment, in one place."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


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


@dataclass(frozen=True)
class Settings:
    token: str
    database: str
    guild_id: int | None
    sync_commands: bool
    ai_delay: float
    log_level: str
    clock_scale: float = 1.0  # factor on the pace's decision time (tests use tiny values)
    cooldown: str = "25/5"  # at most 25 interactions a member in 5 seconds
    health_file: str = ""  # where the bot writes its heartbeat for `python -m ops.health`
    health_interval: float = 15.0  # seconds between heartbeats

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
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            database=database,
            guild_id=_server_id("TABLETOP_GUILD_ID"),
            sync_commands=os.environ.get("TABLETOP_SYNC_COMMANDS", "1") != "0",
            ai_delay=_float("TABLETOP_AI_DELAY", 1.0),
            log_level=_log_level("TABLETOP_LOG_LEVEL"),
            clock_scale=_float("TABLETOP_CLOCK_SCALE", 1.0),
            cooldown=os.environ.get("TABLETOP_COOLDOWN", "25/5").strip() or "25/5",
            health_file=os.environ.get("TABLETOP_HEALTH_FILE", "").strip() or default_health_file(database),
            health_interval=max(1.0, _float("TABLETOP_HEALTH_INTERVAL", 15.0)),
        )


def default_health_file(database: str) -> str:
    """The heartbeat lives next to the database, in the one folder the bot must be able to write
    (with a PostgreSQL server, in var/ as with the default SQLite file)."""
    if database.startswith(("postgresql://", "postgres://")):
        return str(Path("var") / "health.json")
    return str(Path(database).parent / "health.json")
