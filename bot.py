"""Entry point: the tabletop Discord bot.

Configuration comes from the environment (see README): DISCORD_TOKEN is required;
TABLETOP_DB is the SQLite file (default var/tabletop.db).
"""

from __future__ import annotations

import asyncio
import logging
import sys

import discord
from discord import app_commands
from discord.ext import commands

from cogs.ui import admit
from config import Settings
from services.cooldown import Cooldown
from services.table import TableService
from store import Store

log = logging.getLogger("tabletop")

EXTENSIONS = ("cogs.lobby", "cogs.table", "cogs.turns", "cogs.clock", "cogs.game", "cogs.stats", "cogs.errors")

TOKEN_HELP = """DISCORD_TOKEN is not set, so the bot cannot log in.

To get a token:
  1. Open https://discord.com/developers/applications and create an application.
  2. Under "Bot", press "Reset Token" and copy the token.
  3. Under "OAuth2 > URL Generator", tick "bot" and "applications.commands", then the
     permissions Send Messages, Send Messages in Threads, Create Public Threads, Attach Files,
     Embed Links and Read Message History; open the URL to invite the bot to your server.
  4. Run:  DISCORD_TOKEN=your-token make run
"""


class TabletopTree(app_commands.CommandTree):
    """Slash commands pass the one interaction gate first (cogs.ui.admit: the member cooldown)."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await admit(interaction)


class TabletopBot(commands.Bot):
    """The bot: opens the store, loads the cogs, and syncs slash commands on start-up."""

    def __init__(self, settings: Settings) -> None:
        intents = discord.Intents.default()
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
        log.info("set-up done: database %s", self.settings.database)

    async def on_ready(self) -> None:
        log.info("ready as %s in %d server(s)", self.user, len(self.guilds))

    async def close(self) -> None:
        await super().close()
        if self.store is not None:
            await self.store.close()


def main() -> int:
    settings = Settings.from_env()
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stdout,
    )
    if not settings.token:
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    bot = TabletopBot(settings)
    try:
        asyncio.run(bot.start(settings.token))
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN. Reset it in the developer portal and try again.", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
