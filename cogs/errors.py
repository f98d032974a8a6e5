"""The last line of defence: an unexpected error still gets a short answer, never a silent failure."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.ui import SORRY, plain, refuse, tell
from rules.refusal import Refusal
from rules.text import msg

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.errors")


class Errors(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        bot.tree.error(self.on_app_command_error)

    async def on_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.NoPrivateMessage):
            # The command named as the member's Discord names it (its source path, backticked).
            named = interaction.command.qualified_name if interaction.command else None
            refusal = msg("installs-refusal-needs-server", command=f"`/{named}`") if named else None
            await tell(interaction, refusal or msg("bot-refusal-server-only"))
            return
        if isinstance(error, app_commands.CheckFailure):
            await tell(interaction, msg("bot-refusal-not-here"))
            return
        original = getattr(error, "original", None)
        if isinstance(original, Refusal):  # the one answer to every refusal: its reason, privately
            await refuse(interaction, original)
            return
        if isinstance(error, app_commands.TransformerError):
            await tell(interaction, msg("bot-refusal-bad-value", value=plain(str(error.value)[:100])))
            return
        log.error(
            "command %s failed in channel %s (game %s)",
            interaction.command and interaction.command.qualified_name,
            interaction.channel_id,
            await self._game_id(interaction),
            exc_info=error,
        )
        await tell(interaction, SORRY)

    async def _game_id(self, interaction: discord.Interaction) -> int | None:
        """The game played in the interaction's thread, for the error line (None outside a game)."""
        try:
            record = await self.bot.records.game_in_thread(interaction.channel_id or 0)
        except Exception:
            return None
        return record.id if record is not None else None


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Errors(bot))
