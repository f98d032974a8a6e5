"""``/learn game:<game>``: a practice game against bots, in a private thread, that teaches.

Outside a server (a DM or group DM, where a member's own install offers it) there is no table to
deal: ``/learn`` answers privately with the game's rules in short (the goal, a turn, how it scores)
and says that a practice game needs a server.

The member plays one seat against bots (easy, as many as the game needs at the least, unless they
ask for others); the game flow deals it (``GameFlow.practice``: ``services.practice``, one store
transaction) and it goes on through the same flow as every game. Its thread is private, with the member
added (``cogs.publisher``; a channel that cannot hold a private thread gets a public one, saying
why). In it, the picker opens with the lesson of each decision and each bot's move says why it
matters (``services.lessons``); the game is unrated and never counted in /stats. When it ends
(its replay posted, or abandoned), its thread is archived: a member practising again and again
leaves no pile of active threads behind (Discord refuses new threads in a server holding too many).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.embeds import sectioned_embeds
from cogs.installs import anywhere
from cogs.lobby import refusal_text
from cogs.rules_pages import COLOUR, sections
from cogs.translator import game_choices, t
from cogs.ui import archive_thread, display_name, locale_of, reader, speaker_for, tell, think
from rules import available_keys
from rules.levels import LEVELS
from rules.text import msg
from services.naming import game_title
from services.practice import PRACTICE_LEVEL, practice_bots, practice_problem
from store import GameRecord, SeatError

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.learn")


def rules_summary(game: str, locale: str) -> list[discord.Embed]:
    """The rules of ``game`` in short, in the reader's language, for ``/learn`` outside a server:
    the goal and a turn (the first two sections of its rules pages), how it scores (the line the
    practice game's lessons teach), then that a practice table needs a server. Within Discord's
    limits by construction (``cogs.embeds``)."""
    speaker = speaker_for(locale)
    goal, turn = sections(game, locale)[:2]
    scoring = (speaker.t("learn-summary-scoring"), speaker.t(f"learn-scoring-{game}"))
    return sectioned_embeds(
        speaker.t("learn-summary-title", game=game_title(game)),
        speaker.t("learn-summary-needs-server"),
        [goal, turn, scoring],
        COLOUR,
        footer=speaker.plain("learn-summary-footer"),
    )


class Learn(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @app_commands.command(name=t("cmd-learn-name"), description=t("cmd-learn-description"))
    @app_commands.rename(game=t("cmd-learn-game-name"), bots=t("cmd-learn-bots-name"), level=t("cmd-learn-level-name"))
    @app_commands.describe(
        game=t("cmd-learn-game-description"),
        bots=t("cmd-learn-bots-description"),
        level=t("cmd-learn-level-description"),
    )
    @app_commands.choices(
        game=game_choices(),
        level=[app_commands.Choice(name=t(f"level-{key}"), value=key) for key in LEVELS],
    )
    @anywhere
    async def learn(
        self,
        interaction: discord.Interaction,
        game: str,
        bots: app_commands.Range[int, 1, 5] | None = None,
        level: str = PRACTICE_LEVEL,
    ) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            # A DM or group DM holds no table: the rules in short, privately, and where to practise.
            if game not in available_keys():
                await tell(interaction, msg("bot-refusal-unknown-game"))
                return
            embeds = rules_summary(game, locale_of(interaction))
            await interaction.response.send_message(embeds=embeds, ephemeral=True)
            return
        if isinstance(interaction.channel, discord.Thread):
            await tell(interaction, msg("learn-refusal-in-thread"))
            return
        if game not in available_keys():
            await tell(interaction, msg("bot-refusal-unknown-game"))
            return
        problem = practice_problem(game, practice_bots(game, bots), level)
        if problem is not None:
            await tell(interaction, problem)
            return
        await think(interaction)
        user = interaction.user
        try:
            record = await self.bot.flow.practice(
                game,
                interaction.guild_id,
                interaction.channel_id,
                user.id,
                display_name(user),
                bots=bots,
                level=level,
                language=locale_of(interaction),  # the member's game: their language
            )
        except SeatError as refusal:
            await tell(interaction, refusal_text(refusal, reader(interaction), user.id))
            return
        if record.thread_id is None:
            # No thread could be opened here: the game is ended at once (unrated, the member's own),
            # so it never stands in the way of their next /learn.
            try:
                await self.bot.flow.abandon(record.id, user.id)
            except Exception:
                log.exception("could not end practice game %s without a thread", record.id)
            await tell(interaction, msg("learn-refusal-no-thread"))
            return
        thread = self.bot.get_channel(record.thread_id)
        private = isinstance(thread, discord.Thread) and thread.type == discord.ChannelType.private_thread
        where = {"game": game_title(game), "number": record.id, "thread": f"<#{record.thread_id}>"}
        started = msg("learn-started", **where) if private else msg("learn-started-public", **where)
        await tell(interaction, started)

    # ------------------------------------------------------------------ the end of a practice game
    @commands.Cog.listener()
    async def on_game_wrapped_up(self, record: GameRecord) -> None:
        """A finished game's replay is posted (``cogs.stats``): a practice game's thread is archived."""
        if record.practice:
            await self._archive(record)

    @commands.Cog.listener()
    async def on_game_abandoned(self, record: GameRecord) -> None:
        """An abandoned game's last line is posted (``cogs.game``): a practice game's thread is archived."""
        if record.practice:
            await self._archive(record)

    async def _archive(self, record: GameRecord) -> None:
        # A board on its way (a bot's move shown as the game ended) is posted first: a post in an
        # archived thread would unarchive it again.
        await self.bot.flow.show(record.id)
        await archive_thread(self.bot, record)


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Learn(bot))
