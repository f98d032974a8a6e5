"""The heartbeat file and the health check that reads it.

The running bot writes a small JSON heartbeat every few seconds: when it was written, whether the
gateway connection to Discord is up, and whether the database answered a query. A health check
(Docker's HEALTHCHECK, or a person) runs ``python -m ops.health``: exit 0 when the last heartbeat
is recent and both are fine, otherwise exit 1 with one line saying what is wrong.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

# A heartbeat older than this many intervals means the bot is stuck or gone.
STALE_AFTER_INTERVALS = 3


@dataclass(frozen=True)
class Heartbeat:
    """One report of the bot's health at ``written_at`` (seconds since the epoch)."""

    written_at: float
    gateway_connected: bool
    database_ok: bool
    interval: float
    stopped: bool = False  # the bot shut down cleanly after writing this


def write_heartbeat(path: str | Path, beat: Heartbeat) -> None:
    """Replace the heartbeat file atomically, so a reader never sees half a file. Its folder is made
    when missing: with PostgreSQL nothing else creates it (a SQLite database's folder exists already)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.write_text(json.dumps(asdict(beat)))
    os.replace(partial, target)


def read_heartbeat(path: str | Path) -> Heartbeat | None:
    """The last heartbeat, or None when there is none (or it cannot be read)."""
    try:
        raw = json.loads(Path(path).read_text())
        return Heartbeat(
            written_at=float(raw["written_at"]),
            gateway_connected=bool(raw["gateway_connected"]),
            database_ok=bool(raw["database_ok"]),
            interval=float(raw["interval"]),
            stopped=bool(raw.get("stopped", False)),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def judge(beat: Heartbeat | None, now: float) -> tuple[bool, str]:
    """(healthy, one line saying why) for the last heartbeat as seen at ``now``."""
    if beat is None:
        return False, "no heartbeat yet: the bot is starting, or it is not running"
    age = now - beat.written_at
    if beat.stopped:
        return False, f"the bot stopped {age:.0f} s ago"
    if age > STALE_AFTER_INTERVALS * beat.interval:
        return False, f"the last heartbeat is {age:.0f} s old: the bot is stuck or not running"
    if not beat.database_ok:
        return False, "the database did not answer"
    if not beat.gateway_connected:
        return False, "not connected to Discord (the bot keeps trying to reconnect)"
    return True, f"healthy: connected to Discord, database answering (heartbeat {age:.0f} s ago)"


def main() -> int:
    from config import ConfigError, Settings

    try:
        settings = Settings.from_env()
    except ConfigError as problem:
        print(f"unhealthy: {problem}")
        return 1
    healthy, reason = judge(read_heartbeat(settings.health_file), time.time())
    print(reason if healthy else f"unhealthy: {reason}")
    return 0 if healthy else 1


if __name__ == "__main__":
    sys.exit(main())
