"""``/season start`` and ``/season end``: a server's administrators (Manage Server) run seasons, and
``/leaderboard … season:`` shows the open or the last season's table (``cogs.stats``).

Opening a season answers the administrator privately and announces it in the channel they chose,
where its table is posted when it ends (``services.seasons.SeasonClock``, started here once the
bot is ready). What the channel reads is in the server's language.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.installs import SERVER_CONTEXTS, SERVER_INSTALLS
from cogs.translator import t
from cogs.ui import clip, plain_name, speaker_for, tell, think
from lang import Speaker
from rules.text import msg
from services.naming import game_title
from services.seasons import SeasonClock, SeasonRow, SeasonTable
from store import Season, SeasonRefused
from store.elo import ELO_START

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.seasons")

TABLE_SIZE = 10  # members per game in a season's table
NAME_LIMIT = 60  # characters of a season's name
EMBED_FIELD = 1024
EMBED_FIELDS = 25


def season_range(speaker: Speaker, season: Season) -> str:
    """When the season runs, as Discord timestamps each reader's client shows in their own zone."""
    return speaker.t("season-range", start=f"<t:{int(season.starts_at)}:D>", end=f"<t:{int(season.ends_at)}:f>")


def table_lines(speaker: Speaker, rows: list[SeasonRow]) -> str:
    return "\n".join(
        speaker.t(
            "season-table-line",
            place=place,
            player=plain_name(row.name),
            rating=round(row.rating),
            games=row.games,
            wins=row.wins,
        )
        for place, row in enumerate(rows[:TABLE_SIZE], start=1)
    )


def final_embed(speaker: Speaker, table: SeasonTable) -> discord.Embed:
    """The table a season's end posts: one field per game rated in it (the busiest first)."""
    season = table.season
    embed = discord.Embed(
        title=clip(speaker.t("season-final-title", name=season.name), 256),
        description=clip(season_range(speaker, season) + "\n" + speaker.t("season-final-intro"), 4000),
        color=0xFFC43C,
    )
    busiest = sorted(table.games.items(), key=lambda item: (-sum(row.games for row in item[1]), item[0]))
    for key, rows in busiest[:EMBED_FIELDS]:
        embed.add_field(
            name=clip(speaker.say(game_title(key)), 256),
            value=clip(table_lines(speaker, rows), EMBED_FIELD),
            inline=False,
        )
    if not table.games:
        embed.description = clip(f"{embed.description}\n\n{speaker.t('season-final-empty')}", 4000)
    embed.set_footer(text=clip(speaker.t("season-footer", start=round(ELO_START)), 2048))
    return embed


class Seasons(commands.Cog):
    group = app_commands.Group(
        name=t("cmd-season-name"),
        description=t("cmd-season-description"),
        # Shown to members who may manage the server; the check below is what protects it.
        default_permissions=discord.Permissions(manage_guild=True),
        allowed_installs=SERVER_INSTALLS,
        allowed_contexts=SERVER_CONTEXTS,
    )

    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        self._clock: asyncio.Task[None] | None = None

    async def cog_unload(self) -> None:
        if self._clock is not None:
            self._clock.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._clock

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Start the season clock once (it closes what ended while the bot was away, too)."""
        if self._clock is None and getattr(self.bot, "records", None) is not None:
            clock = SeasonClock(self.bot.records.seasons, self.post_table, self.bot.owns_guild)
            self._clock = asyncio.create_task(clock.run_forever(), name="tabletop-seasons")

    def _server_speaker(self, guild_id: int) -> Speaker:
        guild = self.bot.get_guild(guild_id)
        locale = getattr(getattr(guild, "preferred_locale", None), "value", None)
        return speaker_for(locale)

    def _channel(self, channel_id: int) -> discord.abc.Messageable | None:
        channel = self.bot.get_channel(channel_id)
        return channel if isinstance(channel, discord.abc.Messageable) else None

    async def post_table(self, table: SeasonTable) -> None:
        channel = self._channel(table.season.channel_id)
        if channel is None:
            log.warning("season %s ended but its channel %s is gone", table.season.id, table.season.channel_id)
            return
        await channel.send(
            embed=final_embed(self._server_speaker(table.season.guild_id), table),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @staticmethod
    def _may_manage(interaction: discord.Interaction) -> bool:
        permissions = getattr(interaction, "permissions", None)
        return bool(permissions is not None and permissions.manage_guild)

    @group.command(name=t("cmd-season-start-name"), description=t("cmd-season-start-description"))
    @app_commands.rename(
        last_day=t("cmd-season-start-last-day-name"),
        channel=t("cmd-season-start-channel-name"),
        name=t("cmd-season-start-title-name"),
        first_day=t("cmd-season-start-first-day-name"),
    )
    @app_commands.describe(
        last_day=t("cmd-season-start-last-day-description"),
        channel=t("cmd-season-start-channel-description"),
        name=t("cmd-season-start-title-description"),
        first_day=t("cmd-season-start-first-day-description"),
    )
    async def start(
        self,
        interaction: discord.Interaction,
        last_day: str,
        channel: discord.TextChannel,
        name: str | None = None,
        first_day: str | None = None,
    ) -> None:
        await think(interaction)
        if interaction.guild_id is None or not self._may_manage(interaction):
            await tell(interaction, msg("season-refusal-not-admin"))
            return
        title = " ".join((name or "").split())[:NAME_LIMIT] or last_day.strip()[:4]
        me = interaction.guild.me if interaction.guild is not None else None
        target = interaction.guild.get_channel(channel.id) if interaction.guild is not None else None
        if me is not None and isinstance(target, discord.TextChannel):
            allowed = target.permissions_for(me)
            if not (allowed.send_messages and allowed.embed_links):
                await tell(interaction, msg("season-refusal-channel", channel=f"<#{channel.id}>"))
                return
        try:
            season = await self.bot.records.seasons.open(
                interaction.guild_id,
                interaction.user.id,
                name=title,
                last_day=last_day,
                first_day=first_day,
                channel_id=channel.id,
            )
        except SeasonRefused as refused:
            await tell(interaction, refused.reason)
            return
        server = self._server_speaker(interaction.guild_id)
        posted = self._channel(channel.id)
        if posted is not None:
            try:
                await posted.send(
                    clip(server.t("season-announced", name=season.name) + "\n" + season_range(server, season)),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
            except discord.HTTPException:
                log.warning("could not announce season %s in channel %s", season.id, channel.id)
        await tell(interaction, msg("season-opened", name=season.name, channel=f"<#{channel.id}>"))

    @group.command(name=t("cmd-season-end-name"), description=t("cmd-season-end-description"))
    async def end(self, interaction: discord.Interaction) -> None:
        await think(interaction)
        if interaction.guild_id is None or not self._may_manage(interaction):
            await tell(interaction, msg("season-refusal-not-admin"))
            return
        try:
            season = await self.bot.records.seasons.end_now(interaction.guild_id)
        except SeasonRefused as refused:
            await tell(interaction, refused.reason)
            return
        await tell(interaction, msg("season-ended", name=season.name, channel=f"<#{season.channel_id}>"))


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Seasons(bot))
