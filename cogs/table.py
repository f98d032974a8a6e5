"""Playing a game in its thread: ``/move`` and the resume after a start.

Everything that follows a change of a game (the turn post, AI seats, timers, the result) is the
game flow's (``services.flow``); how it is shown in Discord is ``cogs.publisher``'s. This cog only
maps ``/move`` to one flow operation and starts the flow's background work once the bot is ready.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.ui import plain_names, tell
from rules.base import format_event
from services.table import legal_actions_for
from store import ACTIVE

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.table")

AUTOCOMPLETE_LIMIT = 25


class Table(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        self._resumed = False

    @property
    def table(self):
        return self.bot.table

    @property
    def flow(self):
        return self.bot.flow

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if self._resumed:
            return
        self._resumed = True
        self.flow.start_background()
        mine, others = await self.flow.resume()
        log.info("resumed %d active game(s) of this process's shards (%d on other shards)", mine, others)

    @app_commands.command(name="move", description="Make your move in this game's thread.")
    @app_commands.describe(action="Start typing to see your legal moves")
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.table.game_in_thread(interaction.channel_id or 0)
        if record is None:
            await tell(interaction, "There is no game in this channel. Use `/move` inside a game's thread.")
            return
        if record.status != ACTIVE:
            await tell(interaction, "This game is over.")
            return
        game, seat, actions = legal_actions_for(record, interaction.user.id)
        if seat is None:
            await tell(interaction, "You are not playing in this game.")
            return
        if record.seats[seat].is_ai:
            await tell(interaction, "The AI plays your seat now; take it back with `/game takeback`.")
            return
        if not actions:
            await tell(interaction, "It is not your turn to decide.")
            return
        chosen = next((a for a in actions if a.id == action), None)
        if chosen is None:  # someone typed a label instead of picking from the list
            typed = action.strip().lower()
            chosen = next((a for a in actions if a.label.lower() == typed), None)
        if chosen is None:
            await tell(interaction, "That is not one of your legal moves now; pick one from the list.")
            return
        # A refusal (stale version, illegal now) is answered in one place: cogs.errors.
        await self.flow.play(record.id, seat, chosen.id, expected_version=record.version)
        await tell(interaction, f"Played: {chosen.label}")

    @move.autocomplete("action")
    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        record = await self.table.game_in_thread(interaction.channel_id or 0)
        if record is None:
            return []
        _, _, actions = legal_actions_for(record, interaction.user.id)
        typed = current.strip().lower()
        matches = [a for a in actions if typed in a.label.lower() or typed == a.id.lower()] if typed else actions
        names = plain_names(record.names, in_markdown=False)  # labels may name seats as {pN}
        return [
            app_commands.Choice(name=format_event(a.label, names)[:100], value=a.id)
            for a in matches[:AUTOCOMPLETE_LIMIT]
        ]


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Table(bot))
