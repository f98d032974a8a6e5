"""Invitations to a lobby: ``/play … with: @a @b`` sends each member named a direct message with
Accept and Decline (``services.invitations``); Accept seats them, Decline drops the invitation, and
the lobby message is redrawn either way. The buttons' ids carry only the game, so they keep working
after a restart; each press re-reads the lobby from the store. Refusals are private.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from cogs.lobby import edit_lobby_message, refusal_text
from cogs.ui import Gated, HostedButton, OwnCog, guarded, reader, table_speaker
from rules.text import msg
from services.invitations import TableInvitations, mentioned_ids
from store import GameRecord, SeatError

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.invitations")


def invitation_view(record: GameRecord) -> discord.ui.View:
    """Accept and Decline under an invitation, in the table's language."""
    speaker = table_speaker(record, in_markdown=False)
    view = discord.ui.View(timeout=None)
    view.add_item(InvitationButton(record.id, "accept", speaker.t("invitation-button-accept")))
    view.add_item(InvitationButton(record.id, "decline", speaker.t("invitation-button-decline")))
    return view


async def send_invitations(client: TabletopClient, record: GameRecord, host: discord.abc.User, text: str) -> None:
    """Invite the members mentioned in ``text`` (bots and the host skipped) and tell each by a direct
    message; a member whose direct messages are closed stays invited (Join in the lobby accepts too)."""
    members: list[tuple[int, str]] = []
    users: dict[int, discord.User] = {}
    for user_id in mentioned_ids(text):
        try:
            user = client.get_user(user_id) or await client.fetch_user(user_id)
        except discord.HTTPException:
            continue
        if user.bot:
            continue
        users[user_id] = user
        members.append((user_id, user.display_name))
    if not members:
        raise SeatError(msg("invitation-refusal-nobody"))
    invited = await TableInvitations(client.lobbies).invite(record.id, host.id, members)
    speaker = table_speaker(record)
    for user_id in invited:
        line = speaker.t("invitation-prompt", member=f"<@{host.id}>", number=record.id)
        try:
            await users[user_id].send(line, view=invitation_view(record))
        except discord.HTTPException:
            log.info("could not send the invitation of game %s to %s", record.id, user_id)


class InvitationButton(
    Gated, discord.ui.DynamicItem[HostedButton], template=r"linv:(?P<gid>\d+):(?P<verb>accept|decline)"
):
    """Accept or Decline under an invitation to a lobby."""

    def __init__(self, game_id: int, verb: str, label: str | None = None) -> None:
        style = discord.ButtonStyle.success if verb == "accept" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=(label or verb)[:80], style=style, custom_id=f"linv:{game_id}:{verb}"))
        self.game_id = game_id
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> InvitationButton:
        return cls(int(match["gid"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Invitations.of(interaction.client)
        await guarded(interaction, cog.on_answer(interaction, self.game_id, self.verb))


class Invitations(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    async def send(self, record: GameRecord, host: discord.abc.User, text: str) -> None:
        """``/play``'s ``with``: invite the members it mentions (cogs.lobby calls this by the cog's
        name, so the two modules do not import each other)."""
        await send_invitations(self.bot, record, host, text)

    async def on_answer(self, interaction: discord.Interaction, game_id: int, verb: str) -> None:
        """Accept or Decline: the answer replaces the invitation (its buttons gone); a refusal is
        said privately and leaves the invitation as it was."""
        service = TableInvitations(self.bot.lobbies)
        user = interaction.user
        try:
            if verb == "accept":
                record = await service.accept(game_id, user.id)
            else:
                record = await service.decline(game_id, user.id)
        except SeatError as problem:
            text = refusal_text(problem, reader(interaction), user.id)
            await interaction.response.send_message(text, ephemeral=True)
            return
        speaker = reader(interaction)
        if verb == "accept":
            done = speaker.t("invitation-accepted", number=game_id)
        else:
            done = speaker.t("invitation-declined", number=game_id)
        await interaction.response.edit_message(content=done, view=None)
        await edit_lobby_message(self.bot, record)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(InvitationButton)
    await bot.add_cog(Invitations(bot))
