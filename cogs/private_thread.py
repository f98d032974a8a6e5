"""A private table's thread: the game of a private lobby (``games.private``) plays in a private
thread holding only its players; others watch only when a player invites them.

At the start the publisher (``cogs.publisher``) asks for a private thread (Discord's type 12, not
invitable, so only the bot adds members), adds every seated member to it and posts the line it opens
with, under which **Invite a spectator** opens a member menu for a seated player (privately); the
member chosen is added to the thread and can read it from then on. The buttons' ids carry only the
game, so they keep working after a restart; each press re-reads the game. A channel that cannot hold
a private thread gets the public thread every other game has, and the thread says why. Every
refusal is a short private line in the member's language.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.ext import commands

from cogs.ui import NO_PINGS, Gated, OwnCog, clip, guarded, pinging, reader, table_speaker, tell
from rules.text import Msg, msg
from store import GameRecord

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.private_thread")

ARCHIVE_MINUTES = 1440  # as every game thread: a day without a message archives it


async def open_private_thread(channel: object, name: str) -> tuple[discord.Thread | None, Msg | None]:
    """Ask ``channel`` for a private thread named ``name`` that only the bot adds members to: the
    thread, or None and why the channel cannot hold one (said in the public thread made instead)."""
    create = getattr(channel, "create_thread", None)
    if create is None:
        return None, msg("learn-public-channel")
    try:
        thread = await create(
            name=name, type=discord.ChannelType.private_thread, invitable=False, auto_archive_duration=ARCHIVE_MINUTES
        )
    except discord.Forbidden:
        return None, msg("learn-public-no-permission")
    except (discord.HTTPException, TypeError, ValueError):
        return None, msg("learn-public-channel")
    return cast(discord.Thread, thread), None


def is_private_thread(channel: object) -> bool:
    return isinstance(channel, discord.Thread) and channel.type == discord.ChannelType.private_thread


async def furnish_private_thread(record: GameRecord, thread: discord.Thread, *, greet_once: bool = False) -> None:
    """Add every seated member to the private thread of ``record`` and post the line it opens with
    (its Invite a spectator button under it). ``greet_once``: a thread found again after a restart,
    greeted only when it holds no message yet. A failure is logged: the game goes on all the same
    (a player mentioned by the turn post can still reach it)."""
    for seat in record.seats:
        if seat.user_id is None:
            continue
        try:
            await thread.add_user(discord.Object(seat.user_id))
        except discord.HTTPException:
            log.warning("could not add member %s to the private thread of game %s", seat.user_id, record.id)
    try:
        if greet_once and [message async for message in thread.history(limit=1)]:
            return
        speaker = table_speaker(record)
        await thread.send(
            clip(speaker.t("private-thread-welcome")), view=invite_view(record), allowed_mentions=NO_PINGS
        )
    except discord.HTTPException:
        log.exception("could not post the opening line in the private thread of game %s", record.id)


async def say_thread_is_public(record: GameRecord, thread: discord.Thread, why: Msg) -> None:
    """In the public thread a private table got instead of a private one: why, in the table's language."""
    speaker = table_speaker(record)
    try:
        await thread.send(
            clip(speaker.t("private-thread-public", reason=why, number=record.id)), allowed_mentions=NO_PINGS
        )
    except discord.HTTPException:
        log.warning("could not say why the thread of private game %s is public", record.id)


def invite_view(record: GameRecord) -> discord.ui.View:
    """The Invite a spectator button, in the table's language (a label: names as written)."""
    speaker = table_speaker(record, in_markdown=False)
    view = discord.ui.View(timeout=None)
    view.add_item(InviteButton(record.id, speaker.t("private-thread-button-invite")))
    return view


class InviteButton(Gated, discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"pthr:(?P<gid>\d+):invite"):
    """Invite a spectator, under the opening line of a private table's thread."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or "Invite")[:80],
                style=discord.ButtonStyle.secondary,
                emoji="👀",
                custom_id=f"pthr:{game_id}:invite",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> InviteButton:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = PrivateThreads.of(interaction.client)
        await guarded(interaction, cog.on_invite(interaction, self.game_id))


class SpectatorSelect(Gated, discord.ui.DynamicItem[discord.ui.UserSelect[Any]], template=r"pthr:(?P<gid>\d+):pick"):
    """The member menu Invite a spectator opens (privately, for a seated player): one member."""

    def __init__(self, game_id: int, placeholder: str | None = None) -> None:
        super().__init__(
            discord.ui.UserSelect(
                custom_id=f"pthr:{game_id}:pick",
                placeholder=placeholder[:150] if placeholder else None,
                min_values=1,
                max_values=1,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SpectatorSelect:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = PrivateThreads.of(interaction.client)
        await guarded(interaction, cog.on_pick(interaction, self.game_id))


def chosen_member(interaction: discord.Interaction) -> tuple[int, bool] | None:
    """The member chosen in the menu, from the interaction's data as Discord sends it: (id, whether
    it is a bot); None when nothing was chosen."""
    data = cast(dict[str, Any], interaction.data or {})
    values = data.get("values") or []
    if not values:
        return None
    user_id = int(values[0])
    users = cast(dict[str, Any], (data.get("resolved") or {}).get("users") or {})
    return user_id, bool((users.get(str(user_id)) or {}).get("bot"))


class PrivateThreads(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    async def _seated_in_thread(
        self, interaction: discord.Interaction, game_id: int
    ) -> tuple[GameRecord, discord.Thread] | None:
        """The game and its private thread when the member who pressed may invite (seated at the
        table, pressing in its private thread); else None, after telling them why, privately."""
        record = await self.bot.records.game(game_id)
        channel = interaction.channel
        if record is None or record.thread_id is None or channel is None or channel.id != record.thread_id:
            await tell(interaction, msg("private-thread-refusal-gone"))
            return None
        if record.seat_of(interaction.user.id) is None:
            await tell(interaction, msg("private-thread-refusal-players-only"))
            return None
        if not is_private_thread(channel):
            await tell(interaction, msg("private-thread-refusal-public"))
            return None
        return record, cast(discord.Thread, channel)

    async def on_invite(self, interaction: discord.Interaction, game_id: int) -> None:
        """Invite a spectator: a seated player gets the member menu, privately."""
        found = await self._seated_in_thread(interaction, game_id)
        if found is None:
            return
        speaker = reader(interaction, in_markdown=False)
        view = discord.ui.View(timeout=None)
        view.add_item(SpectatorSelect(game_id, speaker.t("private-thread-pick-placeholder")))
        text = reader(interaction).t("private-thread-pick", number=game_id)
        await interaction.response.send_message(clip(text), view=view, ephemeral=True)

    async def on_pick(self, interaction: discord.Interaction, game_id: int) -> None:
        """A member chosen in the menu: added to the thread (the menu replaced by the confirmation,
        and the thread told who invited whom); a refusal leaves the menu to choose again."""
        found = await self._seated_in_thread(interaction, game_id)
        if found is None:
            return
        record, thread = found
        chosen = chosen_member(interaction)
        if chosen is None:
            await tell(interaction, msg("private-thread-refusal-gone"))
            return
        user_id, is_bot = chosen
        member = f"<@{user_id}>"
        if is_bot:
            await tell(interaction, msg("private-thread-refusal-bot"))
            return
        if record.seat_of(user_id) is not None:
            await tell(interaction, msg("private-thread-refusal-player", member=member))
            return
        try:
            inside = {m.id for m in await thread.fetch_members()}
        except discord.HTTPException:
            inside = set()  # unknown: adding them again does no harm
        if user_id in inside:
            await tell(interaction, msg("private-thread-refusal-already", member=member))
            return
        try:
            await thread.add_user(discord.Object(user_id))
        except discord.HTTPException:
            log.warning("could not add spectator %s to the private thread of game %s", user_id, game_id)
            await tell(interaction, msg("private-thread-refusal-failed", member=member))
            return
        done = reader(interaction).t("private-thread-invited", member=member, number=game_id)
        await interaction.response.edit_message(content=clip(done), view=None)
        announce = table_speaker(record).t("private-thread-announce", player=f"<@{interaction.user.id}>", member=member)
        try:
            await thread.send(clip(announce), allowed_mentions=pinging([user_id]))
        except discord.HTTPException:
            log.warning("could not say in the thread of game %s who was invited to watch", game_id)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(InviteButton, SpectatorSelect)
    await bot.add_cog(PrivateThreads(bot))
