"""``/game mine``: every game a member sits in, in every server, and the **Next** button.

The list (``services.records.Records.member_games``) is private and in the member's language: the
games in play waiting for their decision first, the soonest deadline first, each with its deadline;
then the lobbies and rematches they sit in (a rematch still waiting for their yes first); then their
games waiting for other players. Each line links to the game's thread and its current turn post
(Discord jump links), or for a lobby to its lobby post, for a rematch to the final post where it is
answered. It is laid out as embeds that each fit a message (``cogs.embeds``): the first message
carries the **Next** button, and a list too long for one goes on in private follow-ups, so 25 games
or more stay within Discord's limits.

**Next** (:class:`NextButton`, persistent: its custom id names no game, so it works after a restart
and under any old list) opens the picker of the oldest decision waiting for the member who clicks,
wherever that game is played: the same picker **Take turn** opens (``cogs.turns.Turns.open_picker``),
an ephemeral reply, so it shows from any channel, server or direct message. Reminders by DM carry
the same button (``cogs.publisher``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from cogs.embeds import sectioned_embeds
from cogs.turns import Turns
from cogs.ui import Gated, HostedButton, guarded, plain_name, tell
from lang import Speaker
from rules.text import msg
from services.naming import game_title
from services.records import MemberGames
from store import SeatedGame

if TYPE_CHECKING:
    from cogs.client import TabletopClient

NEXT_ID = "mine:next"
COLOUR = 0x5865F2


def jump(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    """A Discord jump link to a channel or thread (and a message in it); ``@me`` for a direct message."""
    link = f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"
    return f"{link}/{message_id}" if message_id else link


def shared_servers(bot: TabletopClient) -> Callable[[int | None], bool]:
    """Whether the bot still shares the server of a game with its players: a server this process
    serves and is no longer in was left (its games are not listed); a server of another shard is
    kept, since only that shard's process knows it."""

    def shared(guild_id: int | None) -> bool:
        if guild_id is None:
            return True
        return bot.get_guild(guild_id) is not None or not bot.owns_guild(guild_id)

    return shared


def server_name(bot: TabletopClient, guild_id: int | None, speaker: Speaker) -> str:
    guild = bot.get_guild(guild_id) if guild_id is not None else None
    return plain_name(guild.name) if guild is not None else speaker.t("mine-server-other")


def _links(seated: SeatedGame, speaker: Speaker) -> str:
    record = seated.game
    if record.thread_id is None:
        return speaker.t("mine-thread-opening")
    thread = jump(record.guild_id, record.thread_id)
    if record.board.message_id is None:
        return speaker.t("mine-link-thread", thread=thread)
    post = jump(record.guild_id, record.thread_id, record.board.message_id)
    return speaker.t("mine-links", thread=thread, post=post)


def game_line(seated: SeatedGame, speaker: Speaker, server: str, *, waiting: bool) -> str:
    """One game in play: its title, number and server, its deadline when it waits for the member
    and its decision is timed, and the links to its thread and turn post."""
    record = seated.game
    args = {"game": game_title(record.game_key), "number": record.id, "server": server}
    links = _links(seated, speaker)
    if waiting and seated.deadline is not None:
        return speaker.t("mine-waiting", **args, deadline=f"<t:{int(seated.deadline)}:R>", links=links)
    return speaker.t("mine-game", **args, links=links)


def lobby_line(seated: SeatedGame, speaker: Speaker, server: str) -> str:
    """One lobby or rematch: a rematch says whether it waits for the member's yes and links to the
    final post its players answer on; a lobby links to its lobby post."""
    record = seated.game
    args = {"game": game_title(record.game_key), "number": record.id, "server": server}
    if record.rematch_of is not None:
        channel = seated.final_thread or record.channel_id
        link = jump(record.guild_id, channel, seated.final_post)
        if seated.said_yes:
            return speaker.t("mine-rematch-said-yes", **args, link=link)
        return speaker.t("mine-rematch-waiting", **args, link=link)
    link = jump(record.guild_id, record.channel_id, record.lobby_message_id)
    return speaker.t("mine-lobby", **args, count=len(record.seats), link=link)


def mine_embeds(games: MemberGames, speaker: Speaker, servers: Callable[[int | None], str]) -> list[discord.Embed]:
    """The list as embeds in ``speaker``'s language, each fitting a message of its own;
    ``servers(guild_id)``: the server's name as shown."""
    sections: list[tuple[str, str]] = []
    if games.waiting:
        lines = [game_line(s, speaker, servers(s.game.guild_id), waiting=True) for s in games.waiting]
        sections.append((speaker.t("mine-section-waiting", count=len(games.waiting)), "\n".join(lines)))
    if games.lobbies:
        lines = [lobby_line(s, speaker, servers(s.game.guild_id)) for s in games.lobbies]
        sections.append((speaker.t("mine-section-lobbies", count=len(games.lobbies)), "\n".join(lines)))
    if games.others:
        lines = [game_line(s, speaker, servers(s.game.guild_id), waiting=False) for s in games.others]
        sections.append((speaker.t("mine-section-others", count=len(games.others)), "\n".join(lines)))
    description = speaker.t("mine-description") if games.waiting else speaker.t("mine-description-none-waiting")
    return sectioned_embeds(speaker.t("mine-title", count=games.count), description, sections, COLOUR)


def next_view(speaker: Speaker) -> discord.ui.View:
    """A view holding only the **Next** button, labelled in ``speaker``'s language."""
    view = discord.ui.View(timeout=None)
    view.add_item(NextButton(label=speaker.t("mine-button-next")))
    return view


class NextButton(Gated, discord.ui.DynamicItem[HostedButton], template=re.escape(NEXT_ID)):
    """**Next**: the picker of the oldest decision waiting for the member who clicks, in any server."""

    def __init__(self, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=(label or "Next")[:80], style=discord.ButtonStyle.primary, custom_id=NEXT_ID)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> NextButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, open_next(interaction))


async def open_next(interaction: discord.Interaction) -> None:
    """Open the picker of the oldest decision waiting for the member, as Take turn opens it; say so
    privately when nothing waits for them."""
    bot: TabletopClient = interaction.client  # type: ignore[assignment]  # the bot is a TabletopClient
    record = await bot.records.next_decision(interaction.user.id, shared_servers(bot))
    if record is None:
        await tell(interaction, msg("mine-next-none"))
        return
    await Turns.of(bot).open_picker(interaction, record.id)
