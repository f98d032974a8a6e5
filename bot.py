"""Entry point: the tabletop Discord bot.

Configuration comes from the environment (see the README's "Configuration"): DISCORD_TOKEN is
required; TABLETOP_DB is the SQLite file (default var/tabletop.db).

The bot runs like a service: SIGTERM or Ctrl-C stop it cleanly (no new interactions are read,
moves in flight finish, the database is closed; exit code 0), and it writes a heartbeat that
``python -m ops.health`` reads. Problems a person can fix (no token, a refused token, no network,
an unwritable data folder, a database from a newer version) are explained in one paragraph and
end the process with exit code 2, without a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
import time

import discord
from discord import app_commands
from discord.ext import commands

from cogs.ui import admit
from config import ConfigError, Settings
from ops import failures
from ops.health import Heartbeat, write_heartbeat
from services.cooldown import Cooldown
from services.table import TableService
from store import Store
from store.backend import describe_database

log = logging.getLogger("tabletop")

EXTENSIONS = (
    "cogs.lobby", "cogs.table", "cogs.turns", "cogs.clock", "cogs.game", "cogs.stats", "cogs.errors",
    "cogs.admin", "cogs.journal",
)

# What the invite link asks for: exactly what the bot uses, nothing more (see the README).
SCOPES = ("bot", "applications.commands")
PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)

# How long a stop waits for interactions already being handled (Docker waits 30 s, see compose).
SHUTDOWN_GRACE = 20.0
# After the cogs are unloaded, how long cancelled AI and clock tasks get to roll back.
DRAIN_GRACE = 3.0
# Names discord.py (and our cogs) give the tasks that handle one interaction or one event.
IN_FLIGHT_PREFIXES = ("CommandTree-invoker", "discord-ui-view-dispatch", "discord-ui-dynamic-item",
                      "discord-ui-modal-dispatch", "discord.py: ", "clock-")
LONG_LIVED = ("clock-loop",)

EXIT_OK, EXIT_BUG, EXIT_SETUP = 0, 1, 2


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with the scopes and permissions it needs."""
    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, scopes=SCOPES)


def in_flight(task: asyncio.Task) -> bool:
    """Whether a task is handling one interaction or event (as opposed to a long-lived loop)."""
    name = task.get_name()
    return name.startswith(IN_FLIGHT_PREFIXES) and not name.startswith(LONG_LIVED)


class TabletopTree(app_commands.CommandTree):
    """Slash commands pass the one interaction gate first (cogs.ui.admit: the member cooldown)."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await admit(interaction)


class TabletopBot(commands.Bot):
    """The bot: opens the store, loads the cogs, syncs slash commands, and reports its health."""

    def __init__(self, settings: Settings) -> None:
        intents = discord.Intents.default()  # no privileged intent: slash commands need none
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            # Nobody is pinged unless a send names the users to ping (see cogs.ui.pinging).
            allowed_mentions=discord.AllowedMentions.none(),
            chunk_guilds_at_startup=False,
            tree_cls=TabletopTree,
        )
        self.settings = settings
        self.cooldown = Cooldown.parse(settings.cooldown)
        self.store: Store | None = None
        self.table: TableService | None = None
        self.gateway_connected = False
        self._heartbeat: asyncio.Task | None = None
        self._invite_logged = False

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.settings.database)
        self.table = TableService(self.store)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        if self.settings.sync_commands:
            if self.settings.guild_id:
                guild = discord.Object(id=self.settings.guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self._heartbeat = asyncio.create_task(self._beat_forever(), name="tabletop-heartbeat")
        log.info("set-up done: database %s", describe_database(self.settings.database))

    # ------------------------------------------------------------------ gateway state
    async def on_ready(self) -> None:
        self.gateway_connected = True
        log.info("ready as %s in %d server(s)", self.user, len(self.guilds))
        if not self._invite_logged and self.application_id is not None:
            self._invite_logged = True
            log.info("invite link (add the bot to a server): %s", invite_url(self.application_id))
            if not self.guilds:
                log.warning("the bot is in no server yet: open the invite link above")

    async def on_resumed(self) -> None:
        self.gateway_connected = True

    async def on_disconnect(self) -> None:
        self.gateway_connected = False

    # ------------------------------------------------------------------ health
    async def _beat_forever(self) -> None:
        while True:
            await self._beat()
            await asyncio.sleep(self.settings.health_interval)

    async def _beat(self, stopped: bool = False) -> None:
        database_ok = False
        if self.store is not None and not stopped:
            try:
                await asyncio.wait_for(self.store.ping(), timeout=5)
                database_ok = True
            except Exception:
                log.warning("health: the database did not answer", exc_info=True)
        beat = Heartbeat(time.time(), self.gateway_connected and not stopped, database_ok,
                         self.settings.health_interval, stopped)
        try:
            write_heartbeat(self.settings.health_file, beat)
        except OSError as error:
            log.warning("health: cannot write %s (%s)", self.settings.health_file, error.strerror)

    # ------------------------------------------------------------------ stopping
    async def finish_in_flight(self, grace: float = SHUTDOWN_GRACE) -> None:
        """Wait (at most ``grace`` seconds) for the interactions and events being handled.

        A handler may start others (a move dispatches game events), so look again until none is left.
        """
        deadline = time.monotonic() + grace
        while True:
            pending = {t for t in asyncio.all_tasks() if in_flight(t) and t is not asyncio.current_task()}
            left = deadline - time.monotonic()
            if not pending:
                return
            if left <= 0:
                log.warning("stopping without waiting for %d task(s): %s", len(pending),
                            ", ".join(sorted(t.get_name() for t in pending)))
                return
            log.info("waiting for %d interaction(s) or event(s) in flight", len(pending))
            await asyncio.wait(pending, timeout=left)

    async def close(self) -> None:
        """Close Discord, then let cancelled tasks roll back, then close the store (in that order)."""
        self.gateway_connected = False
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat
            self._heartbeat = None
        await super().close()  # unloads the cogs, which cancel their AI and clock tasks
        current = asyncio.current_task()
        leftovers = {t for t in asyncio.all_tasks() if t is not current and (in_flight(t) or t.get_name().startswith("ai-"))}
        if leftovers:
            await asyncio.wait(leftovers, timeout=DRAIN_GRACE)
        if self.store is not None:
            store, self.store = self.store, None
            await store.close()
            await self._beat(stopped=True)
            log.info("database closed")


def install_stop_signals(stop: asyncio.Event) -> None:
    """SIGTERM (docker stop, systemd) and SIGINT (Ctrl-C) ask for a clean stop."""
    loop = asyncio.get_running_loop()

    def request_stop(name: str) -> None:
        if stop.is_set():
            log.info("%s again: already stopping", name)
            return
        log.info("%s received: stopping", name)
        stop.set()

    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl-C still raises KeyboardInterrupt
            loop.add_signal_handler(sig, request_stop, sig.name)


async def serve(settings: Settings) -> None:
    """Run the bot until it fails or a stop signal arrives; always close everything."""
    stop = asyncio.Event()
    install_stop_signals(stop)
    bot = TabletopBot(settings)
    async with bot:
        gateway = asyncio.create_task(bot.start(settings.token), name="tabletop-gateway")
        stopping = asyncio.create_task(stop.wait(), name="tabletop-stop-signal")
        done, _ = await asyncio.wait({gateway, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if gateway in done:
            stopping.cancel()
            gateway.result()  # a start-up failure (token, network, database) surfaces here
            return
        # Stop reading the gateway first: no new interaction can arrive while the last ones finish.
        gateway.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await gateway
        log.info("no new interactions; finishing the ones in flight")
        await bot.finish_in_flight()
    log.info("stopped cleanly")


def quiet_voice_warnings() -> None:
    """The bot never joins voice: discord.py's warnings about missing voice libraries do not apply."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


class OneLineReconnects(logging.Filter):
    """discord.py logs a full traceback each time it reconnects after a network drop; one line says
    the same to a person (what failed, and that it retries)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None and str(record.msg).startswith("Attempting a reconnect"):
            error = record.exc_info[1]
            record.msg = f"{record.getMessage()} after a lost connection ({failures.network_detail(error)})"
            record.args = ()
            record.exc_info = None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def setup_logging(settings: Settings) -> None:
    """discord.py's own logging set-up; colours only on a terminal, plain lines in files and `docker logs`."""
    plain = logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s", "%Y-%m-%d %H:%M:%S")
    if sys.stderr.isatty():
        discord.utils.setup_logging(level=settings.log_level_number, root=True)
    else:
        discord.utils.setup_logging(level=settings.log_level_number, formatter=plain, root=True)
    logging.getLogger("discord.client").addFilter(OneLineReconnects())


def say(paragraph: str) -> None:
    print(f"\n{paragraph}\n", file=sys.stderr)


def main() -> int:
    try:
        settings = Settings.from_env()
    except ConfigError as problem:
        say(failures.CONFIG.format(detail=problem))
        return EXIT_SETUP
    setup_logging(settings)
    quiet_voice_warnings()
    if not settings.token:
        say(failures.NO_TOKEN)
        return EXIT_SETUP
    problem = failures.data_folder_problem(settings.database)
    if problem:
        say(problem)
        return EXIT_SETUP
    try:
        asyncio.run(serve(settings))
    except KeyboardInterrupt:  # only where signal handlers cannot be installed
        return EXIT_OK
    except Exception as error:
        explanation = failures.explain(error, settings.database)
        if explanation is None:
            raise
        say(explanation)
        return EXIT_SETUP
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
