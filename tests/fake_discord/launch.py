"""Run the project's unmodified bot.py against a FakeDiscord.

    FAKE_DISCORD_API=http://127.0.0.1:PORT/api/v10 \
    FAKE_DISCORD_GATEWAY=ws://127.0.0.1:PORT/gateway \
    DISCORD_TOKEN=... python tests/fake_discord/launch.py [script.py]

Patches discord.py's REST base, gateway URL and CDN base (class attributes,
before any client exists), then runs the script (default: bot.py in the
repository root) with runpy as ``__main__``.  The bot has no test hooks.
"""

from __future__ import annotations

import os
import runpy
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def patch_discord(api: str, gateway: str, cdn: str | None = None) -> None:
    import discord.asset
    import discord.gateway
    import discord.http
    import yarl

    discord.http.Route.BASE = api.rstrip("/")
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    if cdn:
        discord.asset.Asset.BASE = cdn.rstrip("/")


def main(argv: list[str]) -> None:
    api = os.environ.get("FAKE_DISCORD_API")
    gateway = os.environ.get("FAKE_DISCORD_GATEWAY")
    if not api or not gateway:
        sys.exit("launch.py: FAKE_DISCORD_API and FAKE_DISCORD_GATEWAY must be set")
    cdn = os.environ.get("FAKE_DISCORD_CDN") or api.split("/api/")[0]
    patch_discord(api, gateway, cdn)

    script = Path(argv[1]) if len(argv) > 1 else REPO_ROOT / "bot.py"
    script = script.resolve()
    # behave like `python bot.py`: the script's directory first on sys.path
    sys.path.insert(0, str(script.parent))
    if str(REPO_ROOT) not in sys.path:
        sys.path.insert(1, str(REPO_ROOT))
    sys.argv = [str(script), *argv[2:]]
    print(f"launch.py: running {script} against {api} / {gateway}", flush=True)
    runpy.run_path(str(script), run_name="__main__")


if __name__ == "__main__":
    main(sys.argv)
