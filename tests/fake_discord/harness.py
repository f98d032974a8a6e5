"""Run the real bot in a subprocess (via launch.py) against a FakeDiscord.

Typical e2e test::

    from tests.fake_discord.harness import running_bot

    async def test_play(tmp_path):
        async with running_bot(tmp_path, setup=my_setup) as (fake, bot, world):
            ix = await fake.slash(world.alice, world.channel, "play", {"game": "mountain-miners"})
            await ix.wait_done()
            ...
            bot.restart()                 # SIGKILL + start again, same DB
            await bot.wait_ready()        # waits for the *new* process' IDENTIFY

``setup(fake)`` runs before the bot starts and may return anything (``world``).
Without ``setup`` a default world is made: one guild "Test Guild", a text
channel "games" and users alice, bob, carol (see ``World``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from services.shards import parse_shard_ids

from .server import FakeDiscord

REPO_ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = Path(__file__).resolve().parent / "launch.py"
# The bot's ready wait in tests (TABLETOP_READY_WAIT) and the margin for its on_ready handlers to run.
BOT_READY_WAIT = 0.3
READY_MARGIN = 0.2


class BotProcess:
    """The bot (or ``script``) as a subprocess of ``launch.py``."""

    def __init__(
        self,
        fake: FakeDiscord,
        workdir: Path,
        *,
        script: Path | None = None,
        env: dict[str, str] | None = None,
        db_path: Path | None = None,
        args: tuple[str, ...] = (),
    ):
        self.fake = fake
        self.workdir = Path(workdir)
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.script = script
        self.extra_env = dict(env or {})
        self.args = tuple(args)  # command-line arguments of the script, e.g. ("--sync-commands",)
        self.db_path = Path(db_path) if db_path else self.workdir / "tabletop.sqlite3"
        self.log_path = self.workdir / "bot.log"
        self.proc: subprocess.Popen | None = None
        self.starts = 0
        self.identifies_at_start = 0

    def build_env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(self.fake.env())
        env["TABLETOP_DB"] = str(self.db_path)
        env["PYTHONUNBUFFERED"] = "1"
        env.setdefault("PYTHONPATH", str(REPO_ROOT))
        # Test drivers act far faster than people; the spam cooldown is tested on its own.
        env["TABLETOP_COOLDOWN"] = "1000/1"
        # Each test's fake Discord starts empty, so the bot registers its commands when it starts
        # (in production that is `make sync`, once per deploy); a test may set "0".
        env["TABLETOP_SYNC_COMMANDS"] = "1"
        # A killed process's leases (its AI turn, its clock work) expire in seconds, not the 15 s a
        # deployment waits, so a restart carries on quickly (store/leases.py).
        env["TABLETOP_LEASE_SECONDS"] = "3"
        # discord.py counts the bot ready this long after the last GUILD_CREATE (2 s by default); the
        # fake sends every server at once, so waiting longer only slows each start of the bot.
        env["TABLETOP_READY_WAIT"] = str(BOT_READY_WAIT)
        env.update(self.extra_env)
        return env

    def ready_settle(self) -> float | None:
        """How long after the last GUILD_CREATE the bot's on_ready has run: its ready wait and a margin
        (None: a script of the test's own, which waits as the fake's ``ready_settle`` assumes)."""
        if self.script is not None:
            return None
        wait = float(self.build_env().get("TABLETOP_READY_WAIT", BOT_READY_WAIT))
        return wait + READY_MARGIN

    def start(self) -> BotProcess:
        if self.running:
            raise RuntimeError("bot process already running")
        cmd = [sys.executable, str(LAUNCHER)]
        if self.script is not None or self.args:
            cmd.append(str(self.script or REPO_ROOT / "bot.py"))
        cmd.extend(self.args)
        self.starts += 1
        self.identifies_at_start = self.fake.identify_count
        with open(self.log_path, "ab") as log:
            log.write(f"\n===== start #{self.starts} at {time.strftime('%H:%M:%S')}: {cmd} =====\n".encode())
            log.flush()
            self.proc = subprocess.Popen(
                cmd,
                cwd=str(REPO_ROOT),
                env=self.build_env(),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        return self

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    @property
    def returncode(self) -> int | None:
        return None if self.proc is None else self.proc.poll()

    def kill(self) -> None:
        """SIGKILL, like a crash (no clean shutdown)."""
        if self.running:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def terminate(self, timeout: float = 10) -> int | None:
        """SIGTERM, then SIGKILL if it does not exit within ``timeout``."""
        if self.running:
            self.proc.terminate()
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        return self.returncode

    def restart(self) -> BotProcess:
        """SIGKILL and start again (same DB, same fake); then ``await bot.wait_ready()``."""
        self.kill()
        return self.start()

    def output(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def tail(self, n: int = 80) -> str:
        return "\n".join(self.output().splitlines()[-n:])

    def shards(self) -> list | None:
        """The ``(shard_id, shard_count)`` this process runs, from SHARD_IDS/SHARD_COUNT in its env
        (None: it runs every shard)."""
        ids, count = self.extra_env.get("SHARD_IDS"), self.extra_env.get("SHARD_COUNT")
        if not ids or not count:
            return None
        return [(shard_id, int(count)) for shard_id in parse_shard_ids(ids)]

    async def wait_ready(self, timeout: float = 30, **kw) -> None:
        """fake.wait_ready for *this* start of the process (an IDENTIFY after
        the last start()/restart(), and every shard of its SHARD_IDS connected),
        failing at once with the log if it died."""
        fake = self.fake
        min_identifies = kw.pop("min_identifies", None) or self.identifies_at_start + 1
        shards = self.shards()

        def check():
            if not self.running:
                raise AssertionError(
                    f"bot process exited with {self.returncode} before it was ready; log:\n{self.tail()}"
                )
            if fake.identify_count < min_identifies:
                return False
            if shards is not None and not set(shards) <= set(fake.ready_shards()):
                return False
            return bool(fake._ready_conns()) and (fake.command_syncs > 0 or not kw.get("require_commands", True))

        try:
            await fake.wait_for(check, timeout, "the bot to connect and sync its commands")
        except AssertionError as e:
            if "bot process exited" in str(e):
                raise
            raise AssertionError(f"{e}\n--- bot log ---\n{self.tail()}") from None
        kw.setdefault("settle", self.ready_settle())
        await fake.wait_ready(timeout=timeout, min_identifies=min_identifies, **kw)


@dataclass
class World:
    guild: int
    channel: int
    alice: int
    bob: int
    carol: int


def default_world(fake: FakeDiscord) -> World:
    guild = fake.add_guild("Test Guild")
    channel = fake.add_text_channel(guild, "games")
    return World(guild, channel, fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol"))


@contextlib.asynccontextmanager
async def running_bot(
    tmp_path: Path,
    *,
    setup: Callable[[FakeDiscord], Any] | None = None,
    env: dict[str, str] | None = None,
    script: Path | None = None,
    ready_timeout: float = 30,
    check_clean: bool = True,
    fake_kwargs: dict[str, Any] | None = None,
) -> AsyncIterator[tuple[FakeDiscord, BotProcess, Any]]:
    """Start a FakeDiscord and the bot, wait until ready, yield (fake, bot, world).

    On exit the bot is terminated and the fake stopped; with ``check_clean``
    the block fails if the fake recorded violations or unknown routes.
    On any failure the bot log and a fake summary are printed (pytest shows them).
    """
    fake = FakeDiscord(**(fake_kwargs or {}))
    await fake.start()
    bot: BotProcess | None = None
    ok = False
    try:
        world = setup(fake) if setup is not None else default_world(fake)
        bot = BotProcess(fake, Path(tmp_path) / "bot", env=env, script=script)
        bot.start()
        await bot.wait_ready(timeout=ready_timeout)
        yield fake, bot, world
        if check_clean:
            assert not fake.violations, f"Discord rule violations: {fake.violations}"
            assert not fake.unknown_routes, f"routes the fake does not know: {fake.unknown_routes}"
        ok = True
    finally:
        if bot is not None:
            bot.terminate()
        if not ok:
            print("===== fake_discord summary =====")
            print(fake.summary())
            if bot is not None:
                print("===== bot log (tail) =====")
                print(bot.tail(200))
        await fake.stop()
