"""Invitations to a lobby: ``/play … with: @a @b`` sends each member named a direct message with
Accept and Decline (``services.invitations``); Accept seats them, Decline drops the invitation, and
the lobby message is redrawn either way. The buttons' ids carry only the game, so they keep working
after a restart; each press re-reads the lobby from the store. Refusals are private.

Requests to join a private lobby: the host gets Approve and Decline by direct message, or, when
their direct messages are closed, in the lobby's channel in a message that pings the host alone
(anyone else pressing its buttons is refused privately). Approve seats the member (the caps count
as for any Join), Decline drops the request; either way the member is told by direct message.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from cogs.lobby import edit_lobby_message, refusal_text, tell_member
from cogs.ui import Gated, HostedButton, OwnCog, clip, guarded, pinging, reader, table_speaker, tell
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


def request_view(record: GameRecord, user_id: int) -> discord.ui.View:
    """Approve and Decline under a request to join, in the table's language."""
    speaker = table_speaker(record, in_markdown=False)
    view = discord.ui.View(timeout=None)
    view.add_item(RequestButton(record.id, user_id, "approve", speaker.t("privlobby-button-approve")))
    view.add_item(RequestButton(record.id, user_id, "decline", speaker.t("privlobby-button-decline")))
    return view


async def ask_host(client: TabletopClient, record: GameRecord, requester: discord.abc.User) -> None:
    """Tell the host of ``record`` that ``requester`` asks to join: by direct message, else in the
    lobby's channel, pinging the host only."""
    speaker = table_speaker(record)
    member = f"<@{requester.id}>"
    try:
        host = client.get_user(record.host_id) or await client.fetch_user(record.host_id)
        line = speaker.t("privlobby-request-prompt", member=member, number=record.id)
        await host.send(clip(line), view=request_view(record, requester.id))
        return
    except discord.HTTPException:
        log.info("could not send the request to join game %s to its host; asking in the channel", record.id)
    channel = client.get_channel(record.channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        log.warning("no channel to ask the host of game %s", record.id)
        return
    line = speaker.t("privlobby-request-prompt-here", host=f"<@{record.host_id}>", member=member, number=record.id)
    try:
        await channel.send(
            clip(line), view=request_view(record, requester.id), allowed_mentions=pinging([record.host_id])
        )
    except discord.HTTPException:
        log.warning("could not ask the host of game %s in its channel", record.id)


class RequestButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"lreq:(?P<gid>\d+):(?P<uid>\d+):(?P<verb>approve|decline)",
):
    """Approve or Decline under a member's request to join a private lobby (the host's only)."""

    def __init__(self, game_id: int, user_id: int, verb: str, label: str | None = None) -> None:
        style = discord.ButtonStyle.success if verb == "approve" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=(label or verb)[:80], style=style, custom_id=f"lreq:{game_id}:{user_id}:{verb}")
        )
        self.game_id = game_id
        self.user_id = user_id
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RequestButton:
        return cls(int(match["gid"]), int(match["uid"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Invitations.of(interaction.client)
        await guarded(interaction, cog.on_request(interaction, self.game_id, self.user_id, self.verb))


class Invitations(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    async def send(self, record: GameRecord, host: discord.abc.User, text: str) -> None:
        """``/play``'s ``with``: invite the members it mentions (cogs.lobby calls this by the cog's
        name, so the two modules do not import each other)."""
        await send_invitations(self.bot, record, host, text)

    async def ask_host(self, record: GameRecord, requester: discord.abc.User) -> None:
        """A member asked to join the private lobby ``record`` (``cogs.lobby`` calls this by the
        cog's name): prompt its host."""
        await ask_host(self.bot, record, requester)

    async def on_request(self, interaction: discord.Interaction, game_id: int, user_id: int, verb: str) -> None:
        """The host's Approve or Decline: the answer replaces the prompt (its buttons gone), the lobby
        is redrawn and the member told by direct message. Anyone but the host is refused privately,
        and a refusal leaves the prompt as it was."""
        current = await self.bot.records.game(game_id)
        if current is not None and interaction.user.id != current.host_id:
            await tell(interaction, msg("privlobby-refusal-host-answers", number=game_id))
            return
        service = TableInvitations(self.bot.lobbies)
        try:
            if verb == "approve":
                record = await service.approve(game_id, interaction.user.id, user_id)
            else:
                record = await service.refuse(game_id, interaction.user.id, user_id)
        except SeatError as problem:
            text = refusal_text(problem, reader(interaction), interaction.user.id)
            await interaction.response.send_message(text, ephemeral=True)
            return
        member = f"<@{user_id}>"
        if verb == "approve":
            done, told = (
                msg("privlobby-approved", member=member, number=game_id),
                msg("privlobby-approved-you", number=game_id),
            )
        else:
            done, told = (
                msg("privlobby-declined", member=member, number=game_id),
                msg("privlobby-declined-you", number=game_id),
            )
        await interaction.response.edit_message(
            content=reader(interaction).say(done), view=None, allowed_mentions=discord.AllowedMentions.none()
        )
        await edit_lobby_message(self.bot, record)
        await tell_member(self.bot, user_id, table_speaker(record).say(told))

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
    bot.add_dynamic_items(InvitationButton, RequestButton)
    await bot.add_cog(Invitations(bot))
