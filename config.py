"""Settings read from the environment, in one place."""

from __future__ import annotations

import os
from dataclasses import dataclass


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    return float(raw) if raw else default


@dataclass(frozen=True)
class Settings:
    token: str
    database: str
    guild_id: int | None
    sync_commands: bool
    ai_delay: float
    log_level: str
    clock_scale: float = 1.0
    ai_think: float = 1.0  # seconds a hard AI searches per decision (0.2 suits fast tables)
    cooldown: str = "25/5"  # at most 25 interactions a member in 5 seconds  # factor on the pace's decision time (tests use tiny values)

    @classmethod
    def from_env(cls) -> "Settings":
        guild = os.environ.get("TABLETOP_GUILD_ID", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            database=os.environ.get("TABLETOP_DB", "var/tabletop.db"),
            guild_id=int(guild) if guild else None,
            sync_commands=os.environ.get("TABLETOP_SYNC_COMMANDS", "1") != "0",
            ai_delay=_float("TABLETOP_AI_DELAY", 1.0),
            log_level=os.environ.get("TABLETOP_LOG_LEVEL", "INFO").upper(),
            clock_scale=_float("TABLETOP_CLOCK_SCALE", 1.0),
            ai_think=_float("TABLETOP_AI_THINK", 1.0),
            cooldown=os.environ.get("TABLETOP_COOLDOWN", "25/5").strip() or "25/5",
        )
