"""``/admin backup``: the bot's owner makes a consistent copy of the live database from Discord.

Owner means the application's owner (or a member of its team), as ``bot.is_owner`` says. The copy
is made on another thread with SQLite's online backup (``store.backup``), so play goes on meanwhile.
Answers are ephemeral: only the person who asked sees the path and size.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.installs import SERVER_CONTEXTS, SERVER_INSTALLS
from cogs.translator import t
from cogs.ui import tell, think
from rules.text import msg
from store.backup import BackupError, backup_database, human_size

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.admin")

NOT_OWNER = msg("admin-refusal-not-owner")


class Admin(commands.Cog):
    group = app_commands.Group(
        name=t("cmd-admin-name"),
        description=t("cmd-admin-description"),
        # Hidden from members without Administrator; the owner check below is what protects it.
        default_permissions=discord.Permissions(administrator=True),
        allowed_installs=SERVER_INSTALLS,
        allowed_contexts=SERVER_CONTEXTS,
    )

    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @group.command(name=t("cmd-admin-backup-name"), description=t("cmd-admin-backup-description"))
    async def backup(self, interaction: discord.Interaction) -> None:
        if not await self.bot.is_owner(interaction.user):
            await tell(interaction, NOT_OWNER)
            return
        await think(interaction)
        try:
            info = await asyncio.to_thread(
                backup_database, self.bot.settings.database, None, self.bot.settings.backup_keep
            )
        except BackupError as problem:
            log.error("backup asked by %s failed: %s", interaction.user.id, problem)
            await tell(interaction, msg("admin-backup-failed", problem=str(problem)))
            return
        log.info("backup written by /admin backup: %s", info.describe())
        await tell(interaction, msg("admin-backup-written", path=str(info.path), size=human_size(info.size)))


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Admin(bot))
