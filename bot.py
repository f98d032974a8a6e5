"""Entry point: the tabletop Discord bot.

Configuration comes from the environment (see the README's "Configuration"): DISCORD_TOKEN is
required; TABLETOP_DB is the SQLite file (default var/tabletop.db); SHARD_COUNT and SHARD_IDS
choose the shards this process runs (default: all of them, as many as Discord recommends).

``python bot.py --sync-commands`` (``make sync``) registers the slash commands with Discord and
exits: run it once per deploy. A normal start does not sync unless TABLETOP_SYNC_COMMANDS=1.

The bot runs like a service: SIGTERM or Ctrl-C stop it cleanly (no new interactions are read,
moves in flight finish, the database is closed; exit code 0), and it writes a heartbeat that
``python -m ops.health`` reads. Problems a person can fix (no token, a refused token, no network,
an unwritable data folder, a database from a newer version, a broken message catalogue or paces
file) are explained in one paragraph and end the process with exit code 2, without a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import signal
import sys
import time
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.client import TabletopClient
from cogs.translator import CatalogueTranslator, check_words, register_command_words
from cogs.ui import Gated, admit
from config import ConfigError, Settings
from ops import failures
from ops.health import Heartbeat, write_heartbeat
from services.cooldown import Cooldown
from services.loop_stalls import LoopStalls
from services.setup import Services, open_services
from services.shards import owns
from store.backend import describe_database

log = logging.getLogger("tabletop")

EXTENSIONS = (
    "cogs.lobby",
    "cogs.invitations",
    "cogs.table",
    "cogs.turns",
    "cogs.game",
    "cogs.replay",  # after cogs.game: /game replay joins its group
    "cogs.review",  # after cogs.replay: /game review joins the group, Show in replay opens its viewer
    "cogs.time_bank",
    "cogs.stats",
    "cogs.seasons",
    "cogs.errors",
    "cogs.admin",
    "cogs.journal",
    "cogs.settings",
    "cogs.away",
    "cogs.rematch",
    "cogs.learn",
    "cogs.private_thread",
)

# What the invite link asks for: exactly what the bot uses, nothing more (see the README).
SCOPES = ("bot", "applications.commands")
PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,  # a practice game's thread (/learn)
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)

# How long a stop waits for interactions already being handled (Docker waits 30 s, see compose).
SHUTDOWN_GRACE = 20.0
# How often the loop-stall probe looks (TABLETOP_LOOP_STALL_REPORT): a stall is measured to within this,
# at a hundred wake-ups a second while the probe runs.
STALL_PROBE_INTERVAL = 0.01
# After the cogs are unloaded, how long cancelled AI and clock tasks get to roll back.
DRAIN_GRACE = 3.0
# Names discord.py (and our cogs) give the tasks that handle one interaction or one event.
IN_FLIGHT_PREFIXES = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch",
    "discord-ui-dynamic-item",
    "discord-ui-modal-dispatch",
    "discord.py: ",
    "clock-",
)
LONG_LIVED = ("clock-loop",)

EXIT_OK, EXIT_BUG, EXIT_SETUP = 0, 1, 2


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with the scopes and permissions it needs."""
    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, scopes=SCOPES)


def member_install_url(application_id: int) -> str:
    """The link that adds the bot to a member's own account (Discord's user install,
    ``integration_type=1``): only the commands registered for it (cogs.installs), in any DM; a user
    install has no bot in any server, so it asks for no permission."""
    return discord.utils.oauth_url(application_id, scopes=("applications.commands",)) + "&integration_type=1"


def in_flight(task: asyncio.Task[object]) -> bool:
    """Whether a task is handling one interaction or event (as opposed to a long-lived loop)."""
    name = task.get_name()
    return name.startswith(IN_FLIGHT_PREFIXES) and not name.startswith(LONG_LIVED)


class TabletopTree(app_commands.CommandTree):
    """Slash commands pass the one interaction gate first (cogs.ui.admit: the member cooldown)."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await admit(interaction)


def gateway_intents() -> discord.Intents:
    """The gateway events the bot asks for: its servers, channels and threads (``guilds``), nothing
    more. Everything a member does reaches it as an interaction, which needs no intent; messages
    (its own posts echoed back, each parsed into an object), typing, reactions, voice, invites and
    the rest are never read, so asking for them only costs CPU on every post. No privileged intent."""
    intents = discord.Intents.none()
    intents.guilds = True
    return intents


class TabletopBot(TabletopClient):
    """The bot over its shards: opens the store, loads the cogs, and reports its health.

    With ``sync_only`` it opens no database: it only loads the cogs so that ``sync_commands`` can
    register their slash commands (``python bot.py --sync-commands``).
    """

    def __init__(self, settings: Settings, *, sync_only: bool = False) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=gateway_intents(),
            max_messages=None,  # no message is read from the gateway (see gateway_intents): nothing to keep
            help_command=None,
            # Nobody is pinged unless a send names the users to ping (see cogs.ui.pinging).
            allowed_mentions=discord.AllowedMentions.none(),
            chunk_guilds_at_startup=False,
            guild_ready_timeout=settings.ready_wait,
            tree_cls=TabletopTree,
            shard_count=settings.shard_count,
            # discord.py types its shard_ids option as a list only, though None is its default (every
            # shard of the count): the ignore is for that stub, the call passes what it always did.
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.sync_only = sync_only
        self.cooldown = Cooldown.parse(settings.cooldown)
        # Built in setup_hook once the database is open (never in a --sync-commands run).
        self.services: Services | None = None
        self.flow = None  # type: ignore[assignment]  # the services from setup_hook on
        self.lobbies = None  # type: ignore[assignment]
        self.boards = None  # type: ignore[assignment]
        self.clocks = None  # type: ignore[assignment]
        self.records = None  # type: ignore[assignment]
        self.reviews = None  # type: ignore[assignment]
        self._stopping = False
        self._heartbeat: asyncio.Task[None] | None = None
        self._stalls: LoopStalls | None = None  # the loop-stall probe, when TABLETOP_LOOP_STALL_REPORT asks for it
        self._stall_report: asyncio.Task[None] | None = None
        self._invite_logged = False

    async def setup_hook(self) -> None:
        if self.settings.loop_stall_report and not self.sync_only:  # from the first moment: pools start below
            self._stalls = LoopStalls(STALL_PROBE_INTERVAL).start()
            self._stall_report = asyncio.create_task(self._report_stalls_forever(), name="tabletop-loop-stalls")
        # The cogs first: discord.py loads an extension as a fresh module, so a module that imports a
        # cog (the publisher imports the picker's buttons) must come after, or two copies would exist.
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        # Command names, descriptions and choices in each member's language (cogs.translator).
        check_words()  # no command registered under a message id for want of its words
        await self.tree.set_translator(CatalogueTranslator())
        register_command_words(self.tree)  # messages that mention a command show it as the reader's Discord does
        if self.sync_only:
            return
        from cogs.publisher import DiscordPublisher  # the flow's outlet in Discord

        services = await open_services(self.settings, DiscordPublisher(self), owns=self.owns_guild)
        self.services = services
        self.flow, self.lobbies, self.boards = services.flow, services.lobbies, services.boards
        self.clocks, self.records = services.clocks, services.records
        self.reviews = services.reviews
        if self.settings.sync_commands:
            log.info("TABLETOP_SYNC_COMMANDS=1: %s", await self.sync_commands())
        else:
            await self.warn_if_commands_differ()
        self._heartbeat = asyncio.create_task(self._beat_forever(), name="tabletop-heartbeat")
        # What start-up built (modules, the message catalogues, the command tree) lives as long as the
        # bot: frozen out of the garbage collector, a full collection walks only what play allocates
        # (one over the whole start-up heap took about a tenth of a second of CPU).
        gc.collect()
        gc.freeze()
        log.info("set-up done: database %s", describe_database(self.settings.database))

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[discord.ui.Item[Any]]]) -> None:
        """Register components; each must pass the one interaction gate (:class:`cogs.ui.Gated`), so an
        ungated one is refused here, at start-up, instead of letting members past the cooldown."""
        ungated = [item.__name__ for item in items if not issubclass(item, Gated)]
        if ungated:
            raise TypeError(f"components without the cooldown gate (list cogs.ui.Gated first): {', '.join(ungated)}")
        super().add_dynamic_items(*items)

    # ------------------------------------------------------------------ slash commands
    def _command_guild(self) -> discord.Object | None:
        """Where the commands are registered: one test server (TABLETOP_GUILD_ID), else everywhere."""
        return discord.Object(id=self.settings.guild_id) if self.settings.guild_id else None

    async def sync_commands(self) -> str:
        """Register this version's slash commands with Discord; returns a sentence saying what was done."""
        guild = self._command_guild()
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        synced = await self.tree.sync(guild=guild)
        where = f"to the server {guild.id} only" if guild is not None else "globally (every server)"
        names = ", ".join(f"/{command.name}" for command in sorted(synced, key=lambda c: c.name))
        return f"synced {len(synced)} slash command(s) {where}: {names}"

    async def warn_if_commands_differ(self) -> None:
        """One look at what Discord has registered: a start no longer syncs, so say when `make sync`
        is due (a new install, or an upgrade that added or removed a command)."""
        guild = self._command_guild()
        try:
            registered = {command.name for command in await self.tree.fetch_commands(guild=guild)}
        except discord.HTTPException as error:
            log.warning("could not list the registered slash commands (%s)", error)
            return
        wanted = {command.name for command in self.tree.get_commands()}
        if registered != wanted:
            missing = ", ".join(f"/{name}" for name in sorted(wanted - registered)) or "none"
            extra = ", ".join(f"/{name}" for name in sorted(registered - wanted)) or "none"
            log.warning(
                "the slash commands registered with Discord are not this version's (missing: %s; "
                "left over: %s): run `make sync` (python bot.py --sync-commands) once",
                missing,
                extra,
            )

    # ------------------------------------------------------------------ shards and gateway state
    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard of server ``guild_id``: only then does it resume,
        time or play for that server's games (another process runs the other shards)."""
        count = self.shard_count or 1
        ids = self.shard_ids if self.shard_ids is not None else range(count)
        return owns(guild_id, count, ids)

    @property
    def gateway_connected(self) -> bool:
        """Whether every shard of this process is connected (after the first ready, until a stop)."""
        if self._stopping or not self.is_ready():
            return False
        shards = self.shards
        return bool(shards) and all(not shard.is_closed() for shard in shards.values())

    async def on_ready(self) -> None:
        ids = sorted(self.shards)
        log.info(
            "ready as %s in %d server(s) on shard(s) %s of %s",
            self.user,
            len(self.guilds),
            ",".join(map(str, ids)),
            self.shard_count,
        )
        if not self._invite_logged and self.application_id is not None:
            self._invite_logged = True
            log.info("invite link (add the bot to a server): %s", invite_url(self.application_id))
            log.info("install link (a member adds it to their account): %s", member_install_url(self.application_id))
            if not self.guilds:
                log.warning("the bot is in no server yet: open the invite link above")

    # ------------------------------------------------------------------ health
    async def _beat_forever(self) -> None:
        while not self._stopping:
            await self._beat()
            await asyncio.sleep(self.settings.health_interval)

    async def _report_stalls_forever(self) -> None:
        while True:
            await asyncio.sleep(self.settings.loop_stall_report)
            await self._report_stalls()

    async def _report_stalls(self) -> None:
        """One log line: the event loop's longest stall since the last line (``LoopStalls.take``)."""
        if self._stalls is not None:
            longest = await self._stalls.take()
            log.info("event loop: longest stall %.0f ms since the last report", longest * 1000)

    async def _beat(self, stopped: bool = False) -> None:
        database_ok = False
        if self.services is not None and not stopped:
            try:
                await asyncio.wait_for(self.services.records.ping(), timeout=5)
                database_ok = True
            except Exception:
                log.warning("health: the database did not answer", exc_info=True)
        beat = Heartbeat(
            time.time(), self.gateway_connected and not stopped, database_ok, self.settings.health_interval, stopped
        )
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
                log.warning(
                    "stopping without waiting for %d task(s): %s",
                    len(pending),
                    ", ".join(sorted(t.get_name() for t in pending)),
                )
                return
            log.info("waiting for %d interaction(s) or event(s) in flight", len(pending))
            await asyncio.wait(pending, timeout=left)

    async def close(self) -> None:
        """Close Discord, then let cancelled tasks roll back, then close the store (in that order)."""
        self._stopping = True
        if self._heartbeat is not None:
            heartbeat, self._heartbeat = self._heartbeat, None
            # Cancel until it has ended: in Python 3.11 a cancellation that lands just as the
            # database ping completes is lost inside asyncio.wait_for, and the loop would go on.
            while not heartbeat.done():
                heartbeat.cancel()
                await asyncio.wait({heartbeat}, timeout=0.5)
        if self._stall_report is not None:  # the last line covers the time since the one before
            self._stall_report.cancel()
            self._stall_report = None
            await self._report_stalls()
        if self.flow is not None:  # no new AI turn or timer from here on; those running roll back
            await self.flow.stop()
        await super().close()
        current = asyncio.current_task()
        leftovers = {
            t for t in asyncio.all_tasks() if t is not current and (in_flight(t) or t.get_name().startswith("ai-"))
        }
        if leftovers:
            await asyncio.wait(leftovers, timeout=DRAIN_GRACE)
        if self.services is not None:  # worker processes (images, hard AI) and the database go with the bot
            services, self.services = self.services, None
            await services.close()
            await self._beat(stopped=True)
            log.info("database closed")
        if self._stalls is not None:
            stalls, self._stalls = self._stalls, None
            await stalls.stop()


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


async def sync_and_exit(settings: Settings) -> str:
    """Log in (no gateway, no database), register the slash commands, and say what was done."""
    bot = TabletopBot(settings, sync_only=True)
    async with bot:
        await bot.login(settings.token)
        return await bot.sync_commands()


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="The tabletop Discord bot (settings come from the environment).")
    parser.add_argument(
        "--sync-commands",
        action="store_true",
        help="register the slash commands with Discord (globally, or in TABLETOP_GUILD_ID) and exit; "
        "run it once per deploy",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
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
    missing = failures.data_files_problem()
    if missing:
        say(missing)
        return EXIT_SETUP
    if arguments.sync_commands:
        return run_sync(settings)
    unwritable = failures.data_folder_problem(settings.database)
    if unwritable:
        say(unwritable)
        return EXIT_SETUP
    try:
        asyncio.run(serve(settings))
    except KeyboardInterrupt:  # only where signal handlers cannot be installed
        return EXIT_OK
    except Exception as error:
        return explained(error, settings)
    return EXIT_OK


def run_sync(settings: Settings) -> int:
    """``--sync-commands``: print what was registered; a problem a person can fix exits 2."""
    try:
        done = asyncio.run(sync_and_exit(settings))
    except Exception as error:
        return explained(error, settings)
    print(done[0].upper() + done[1:] + ".")
    return EXIT_OK


def explained(error: Exception, settings: Settings) -> int:
    """Say what to do about a start-up problem a person can fix (exit 2); anything else is a bug: raise it."""
    explanation = failures.explain(error, settings.database)
    if explanation is None:
        raise error
    say(explanation)
    return EXIT_SETUP


if __name__ == "__main__":
    sys.exit(main())
