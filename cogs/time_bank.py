"""Asking for more time: ``/game moretime`` (or Ask for more time in the picker) and the Grant button.

A player may ask for more time for the decision they are making (granted once a game; asked at most
once a decision and a few times a game); the thread then says so under a **Grant** button, naming
whoever may grant it (the other players; when nobody else plays, a host who does not play) and
pinging them on the seat's first request of the game only. Alone with bots nobody can grant it, so
the request is refused. Any of them grants it with one click: the pace's more time is added to the
asker's current decision (``GameFlow.grant_more_time``, one guarded transaction), and the
request's post then says who granted it (pinging nobody again). The button's custom id carries the
game, the asker's seat and the decision the request is for, so it keeps working after a restart, and
a click after the player decided (or after someone granted it first) is refused and changes nothing.
What goes into the thread is in the table's language; answers to the member who clicked are in theirs.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.client import game_group
from cogs.translator import t
from cogs.ui import NO_PINGS, Gated, HostedButton, guarded, pinging, table_speaker, tell, think, thread_of
from rules.text import msg
from rules.text import seat as seat_arg
from services.paces import span
from store import ACTIVE

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.time_bank")


def grant_view(game_id: int, seat: int, token: int, label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(GrantButton(game_id, seat, token, label))
    return view


class GrantButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"moretime:(?P<gid>\d+):(?P<seat>\d+):(?P<token>\d+)",
):
    """Grant one request for more time: the game, the asker's seat, the decision it is for."""

    def __init__(self, game_id: int, seat: int, token: int, label: str = "-") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=discord.ButtonStyle.success, custom_id=f"moretime:{game_id}:{seat}:{token}"
            )
        )
        self.game_id, self.seat, self.token = game_id, seat, token

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GrantButton:
        return cls(int(match["gid"]), int(match["seat"]), int(match["token"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, grant_more_time(interaction, self.game_id, self.seat, self.token))


async def ask_more_time(interaction: discord.Interaction, game_id: int) -> None:
    """The member asks for more time in game ``game_id`` (a refusal is answered privately by the
    caller's ``guarded``): the thread asks whoever may grant it, under a Grant button."""
    client: TabletopClient = interaction.client  # type: ignore[assignment]  # the bot's own client
    await think(interaction)
    asked = await client.flow.ask_more_time(game_id, interaction.user.id)
    record = asked.game
    speaker = table_speaker(record)
    member = f"<@{interaction.user.id}>"
    extension = span(asked.extension)
    if asked.by_host:
        text = speaker.t("paces-asked-host", member=member, extension=extension, host=f"<@{record.host_id}>")
    else:
        grantors = [f"<@{user_id}>" for user_id in asked.grantors]
        text = speaker.t("paces-asked", member=member, extension=extension, players=grantors)
    label = table_speaker(record, in_markdown=False).t("paces-button-grant")
    thread = await thread_of(client, record)
    if thread is not None:
        try:
            await thread.send(
                text,
                view=grant_view(record.id, asked.seat, asked.token, label),
                allowed_mentions=pinging(asked.grantors if asked.ping else ()),
            )
        except discord.HTTPException:
            log.warning("could not ask for more time in the thread of game %s", record.id)
    await tell(interaction, msg("paces-asked-done", extension=extension))


async def grant_more_time(interaction: discord.Interaction, game_id: int, seat: int, token: int) -> None:
    """The member grants a request for more time; the request's message loses its button and says who
    granted it, and the thread says how long the player now has."""
    client: TabletopClient = interaction.client  # type: ignore[assignment]  # the bot's own client
    await interaction.response.defer()
    granted = await client.flow.grant_more_time(game_id, interaction.user.id, seat, token)
    record = granted.game
    info = record.seats[seat]
    answered = table_speaker(record).t(
        "paces-asked-granted",
        member=f"<@{info.user_id}>" if info.user_id else seat_arg(seat),
        extension=span(granted.extension),
        granter=f"<@{interaction.user.id}>",
    )
    try:
        await interaction.edit_original_response(content=answered, view=None, allowed_mentions=NO_PINGS)
    except discord.HTTPException:
        log.warning("could not take the Grant button off in game %s", record.id)
    deadline = f"<t:{int(granted.deadline)}:R>"
    text = table_speaker(record).t(
        "paces-granted",
        granter=f"<@{interaction.user.id}>",
        member=f"<@{info.user_id}>" if info.user_id else seat_arg(seat),
        extension=span(granted.extension),
        deadline=deadline,
    )
    thread = await thread_of(client, record)
    if thread is not None:
        try:
            await thread.send(text, allowed_mentions=pinging([info.user_id]))
        except discord.HTTPException:
            log.warning("could not say in the thread of game %s that more time was granted", record.id)
    await tell(interaction, msg("paces-granted-done", extension=span(granted.extension)), record.names)


async def moretime(interaction: discord.Interaction) -> None:
    """``/game moretime``: ask for more time in this thread's game."""
    client: TabletopClient = interaction.client  # type: ignore[assignment]  # the bot's own client
    record = await client.records.game_in_thread(interaction.channel_id or 0)
    if record is None:
        await tell(interaction, msg("game-refusal-no-game-here"))
        return
    if record.status != ACTIVE:
        await tell(interaction, msg("turn-refusal-over"))
        return
    await ask_more_time(interaction, record.id)  # a refusal is answered by cogs.errors


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(GrantButton)
    group = game_group(bot)
    if group is not None:
        group.add_command(
            app_commands.Command(
                name=t("paces-cmd-moretime-name"), description=t("paces-cmd-moretime-description"), callback=moretime
            )
        )
