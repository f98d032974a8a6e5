"""Playing a game in its thread: ``/move`` and the resume after a start.

Everything that follows a change of a game (the turn post, AI seats, timers, the result) is the
game flow's (``services.flow``); how it is shown in Discord is ``cogs.publisher``'s. This cog only
maps ``/move`` to one flow operation (after the second look a member may ask for in ``/settings``,
see ``cogs.turns``) and starts the flow's background work once the bot is ready.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.installs import in_servers
from cogs.translator import t
from cogs.ui import answer, locale_of, reader, tell, think
from rules.text import msg
from services.records import legal_actions_for
from store import ACTIVE

if TYPE_CHECKING:
    from cogs.client import TabletopClient
    from services.flow import GameFlow

log = logging.getLogger("tabletop.table")

AUTOCOMPLETE_LIMIT = 25


class Table(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        self._resumed = False

    @property
    def flow(self) -> GameFlow:
        return self.bot.flow

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if self._resumed:
            return
        self._resumed = True
        self.flow.start_background()
        mine, others = await self.flow.resume()
        log.info("resumed %d active game(s) of this process's shards (%d on other shards)", mine, others)

    @in_servers
    @app_commands.command(name=t("cmd-move-name"), description=t("cmd-move-description"))
    @app_commands.rename(action=t("cmd-move-action-name"))
    @app_commands.describe(action=t("cmd-move-action-description"))
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        await think(interaction)
        record = await self.bot.records.game_in_thread(interaction.channel_id or 0)
        if record is None:
            await tell(interaction, msg("turn-refusal-move-where"))
            return
        if record.status != ACTIVE:
            await tell(interaction, msg("turn-refusal-over"))
            return
        _game, seat, actions = legal_actions_for(record, interaction.user.id)
        if seat is None:
            await tell(interaction, msg("table-refusal-not-playing"))
            return
        if record.seats[seat].is_ai:
            await tell(interaction, msg("table-refusal-ai-plays-yours"))
            return
        if not actions:
            await tell(interaction, msg("turn-refusal-not-your-turn"))
            return
        labels = reader(interaction, record, in_markdown=False)  # labels are shown as written
        chosen = next((a for a in actions if a.id == action), None)
        if chosen is None:  # someone typed a label instead of picking from the list
            typed = action.strip().lower()
            chosen = next((a for a in actions if labels.say(a.label).lower() == typed), None)
        if chosen is None:
            await tell(interaction, msg("turn-refusal-not-a-move"))
            return
        # A member who asked for it in /settings first sees why a final move is final (cogs.turns).
        reason = await self.bot.records.members.second_look(record, seat, chosen.id, interaction.user.id)
        if reason is not None:
            from cogs.turns import second_look_screen  # the picker's cog, loaded after this one (see bot.py)

            look = second_look_screen(record, seat, actions.index(chosen), chosen, reason, locale_of(interaction))
            await answer(interaction, view=look)
            return
        # A refusal (stale version, illegal now) is answered in one place: cogs.errors.
        await self.flow.play(record.id, seat, chosen.id, expected_version=record.version)
        await tell(interaction, msg("turn-played", move=chosen.label), record.names)

    @move.autocomplete("action")
    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        record = await self.bot.records.game_in_thread(interaction.channel_id or 0)
        if record is None:
            return []
        _, _, actions = legal_actions_for(record, interaction.user.id)
        speaker = reader(interaction, record, in_markdown=False)  # choices are shown as written
        labels = [speaker.say(a.label) for a in actions]
        typed = current.strip().lower()
        matches = (
            [(a, label) for a, label in zip(actions, labels) if typed in label.lower() or typed == a.id.lower()]
            if typed
            else list(zip(actions, labels))
        )
        return [app_commands.Choice(name=label[:100], value=a.id) for a, label in matches[:AUTOCOMPLETE_LIMIT]]


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Table(bot))
