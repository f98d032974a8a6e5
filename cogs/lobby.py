"""/play and the lobby: Join, Leave, Add bot, Options, Start, Cancel.

Lobby components are ``DynamicItem``s whose custom ids carry the game id, so they keep
working after a restart; each click re-reads the lobby from the store.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.ui import Gated, OwnCog, display_name, guarded, plain, tell
from rules import available_keys, get_game
from rules.levels import DEFAULT_LEVEL, LEVEL_LABELS, LEVELS
from services.table import PACES, GamesInPlayLimit, LobbyLapsed, LobbyLimit, bots_problem, duration_text
from store import LOBBY, GameRecord, SeatError

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.lobby")

OPTIONS_PER_PAGE = 4  # four select rows plus one row of page buttons: Discord's limit is five rows

LOBBY_BUTTONS = (
    ("join", "Join", discord.ButtonStyle.success),
    ("leave", "Leave", discord.ButtonStyle.secondary),
    ("bot", "Add bot", discord.ButtonStyle.secondary),
    ("start", "Start", discord.ButtonStyle.primary),
    ("cancel", "Cancel", discord.ButtonStyle.danger),
)


def is_admin(interaction: discord.Interaction) -> bool:
    """A server admin (Administrator or Manage Server) may start or cancel any lobby."""
    permissions = interaction.permissions
    return bool(permissions.administrator or permissions.manage_guild)


def lobby_link(record: GameRecord) -> str:
    """A jump link to a lobby's message (or a mention of its channel while it has none)."""
    if record.lobby_message_id:
        return f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{record.lobby_message_id}"
    return f"<#{record.channel_id}>"


def refusal_text(problem: SeatError, viewer_id: int | None = None) -> str:
    """A refused lobby operation as a short line for ``viewer_id``; a lobby cap links the member's open
    lobby, names the channels of the lobbies that fill the server's cap (the caller may not see them
    all), or the other players at their cap of games in play."""
    text = str(problem)
    if isinstance(problem, LobbyLimit) and problem.open is not None:
        text = f"{text} {lobby_link(problem.open)}"
    if isinstance(problem, LobbyLimit) and problem.where:
        counts: dict[int, int] = {}
        for channel_id in problem.where:
            counts[channel_id] = counts.get(channel_id, 0) + 1
        places = ", ".join(f"<#{channel_id}> ({count})" for channel_id, count in counts.items())
        text = f"{text} The open lobbies are in: {places}."
    others = (
        [user_id for user_id in problem.members if user_id != viewer_id]
        if isinstance(problem, GamesInPlayLimit)
        else []
    )
    if others:
        text = f"{text} At their cap: {', '.join(f'<@{user_id}>' for user_id in others)}."
    return text


def lapsed_note(lobby_idle_seconds: float) -> str:
    """The lobby message's line once the lobby lapsed."""
    return f"Closed: nobody joined, left, changed an option or started it for {duration_text(lobby_idle_seconds)}."


def lobby_embed(record: GameRecord, note: str | None = None) -> discord.Embed:
    """The lobby message's embed; ``note`` replaces the status line (a lobby closed for a reason)."""
    game = get_game(record.game_key)
    status = (
        note
        or {
            LOBBY: f"Waiting for players: {game.min_players} to {game.max_players}.",
            "active": "The game is on: follow it in its thread.",
            "finished": "The game is over.",
            "cancelled": "The host cancelled this lobby.",
            "abandoned": "This game was abandoned.",
        }[record.status]
    )
    embed = discord.Embed(title=f"{game.title}: game #{record.id}", description=status, color=0xFFC43C)
    seats = []
    for seat in record.seats:
        who = f"<@{seat.user_id}>" if seat.user_id else plain(seat.name)  # a bot's name says its level
        host = " (host)" if seat.user_id == record.host_id else ""
        seats.append(f"{seat.seat + 1}. {who}{host}")
    embed.add_field(
        name=f"Players ({len(record.seats)}/{game.max_players})", value="\n".join(seats) or "-", inline=False
    )
    embed.add_field(name="Pace", value=PACES.get(record.pace, PACES["live"])[0], inline=False)
    if game.OPTIONS:
        embed.add_field(name="Options", value=game.describe_options(record.options)[:1024], inline=False)
    if record.thread_id:
        embed.add_field(name="Thread", value=f"<#{record.thread_id}>", inline=False)
    embed.set_footer(text="The host adds bots, changes options with the Options button and starts with Start.")
    return embed


def lobby_view(record: GameRecord) -> discord.ui.View | None:
    if record.status != LOBBY:
        return None
    view = discord.ui.View(timeout=None)
    for verb, label, style in LOBBY_BUTTONS:
        view.add_item(LobbyButton(record.id, record.version, verb, label=label, style=style))
    if get_game(record.game_key).OPTIONS:
        view.add_item(
            LobbyButton(record.id, record.version, "opts", label="Options", style=discord.ButtonStyle.secondary, row=1)
        )
    return view


def options_panel(record: GameRecord, page: int) -> tuple[str, discord.ui.View]:
    """An ephemeral page of option selects for the host (four per page)."""
    game = get_game(record.game_key)
    specs = list(game.OPTIONS)
    pages = max(1, -(-len(specs) // OPTIONS_PER_PAGE))
    page = min(max(page, 0), pages - 1)
    view = discord.ui.View(timeout=None)
    for index in range(page * OPTIONS_PER_PAGE, min(len(specs), (page + 1) * OPTIONS_PER_PAGE)):
        view.add_item(OptionSelect.build(record, index))
    if pages > 1:
        for target in range(pages):
            view.add_item(
                LobbyButton(
                    record.id,
                    record.version,
                    f"opts:{target}",
                    label=f"Page {target + 1}",
                    style=discord.ButtonStyle.primary if target == page else discord.ButtonStyle.secondary,
                    row=4,
                )
            )
    return f"Options for {game.title} (page {page + 1}/{pages}). Changes show in the lobby at once.", view


class LobbyButton(
    Gated,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lobby:(?P<gid>\d+):(?P<ver>\d+):(?P<verb>join|leave|bot|start|cancel|opts(?::\d+)?)",
):
    """A lobby button; its id carries the game and the version the lobby had when it was drawn, so a
    click on a lobby that has since started or closed is refused."""

    def __init__(
        self,
        game_id: int,
        version: int,
        verb: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=label or verb, style=style, custom_id=f"lobby:{game_id}:{version}:{verb}", row=row)
        )
        self.game_id = game_id
        self.version = version
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["gid"]), int(match["ver"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]  # discord.py types the item callback on its own generic Interaction
        cog = Lobby.of(interaction.client)
        await guarded(interaction, cog.on_lobby_button(interaction, self.game_id, self.version, self.verb))


def bot_level_panel(game_id: int) -> tuple[str, discord.ui.View]:
    """The ephemeral chooser Add bot opens: one button per level. Its ids carry no lobby version, so
    the panel keeps working while the lobby changes (each click re-checks that it is still open)."""
    view = discord.ui.View(timeout=None)
    for level in LEVELS:
        view.add_item(BotLevelButton(game_id, level))
    lines = "\n".join(f"• {LEVEL_LABELS[level]}" for level in LEVELS)
    return f"Which level for the new bot?\n{lines}", view


class BotLevelButton(
    Gated, discord.ui.DynamicItem[discord.ui.Button], template=r"lbot:(?P<gid>\d+):(?P<level>easy|normal|hard)"
):
    """Seat a bot of one level at a lobby."""

    def __init__(self, game_id: int, level: str) -> None:
        style = discord.ButtonStyle.primary if level == DEFAULT_LEVEL else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=f"{level.capitalize()} bot", style=style, custom_id=f"lbot:{game_id}:{level}")
        )
        self.game_id = game_id
        self.level = level

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> BotLevelButton:
        return cls(int(match["gid"]), match["level"])

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]  # discord.py types the item callback on its own generic Interaction
        cog = Lobby.of(interaction.client)
        await guarded(interaction, cog.on_add_bot(interaction, self.game_id, self.level))


class OptionSelect(Gated, discord.ui.DynamicItem[discord.ui.Select], template=r"lopt:(?P<gid>\d+):(?P<index>\d+)"):
    def __init__(self, game_id: int, index: int, select: discord.ui.Select | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id=f"lopt:{game_id}:{index}", options=[discord.SelectOption(label="-")])
        )
        self.game_id = game_id
        self.index = index

    @classmethod
    def build(cls, record: GameRecord, index: int) -> OptionSelect:
        spec = get_game(record.game_key).OPTIONS[index]
        current = record.options.get(spec.key, spec.default)
        choices = list(spec.choices.items())[:25]
        select = discord.ui.Select(
            custom_id=f"lopt:{record.id}:{index}",
            placeholder=spec.label[:150],
            options=[
                discord.SelectOption(
                    label=f"{spec.label}: {label}"[:100],
                    value=str(position),
                    default=value == current,
                    description=spec.description[:100] or None,
                )
                for position, (value, label) in enumerate(choices)
            ],
        )
        return cls(record.id, index, select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> OptionSelect:
        return cls(int(match["gid"]), int(match["index"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]  # discord.py types the item callback on its own generic Interaction
        cog = Lobby.of(interaction.client)
        values = interaction.data.get("values", []) if interaction.data else []
        await guarded(interaction, cog.on_option(interaction, self.game_id, self.index, values[0] if values else None))


class Lobby(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @property
    def table(self):
        return self.bot.table

    @app_commands.command(name="play", description="Open a lobby for a game in this channel.")
    @app_commands.describe(
        game="Which game to play",
        bots="How many AI players to seat at once",
        pace="live: 5 minutes a decision (default); slow: 24 hours",
        level="How well those bots play (default: normal)",
    )
    @app_commands.choices(
        game=[app_commands.Choice(name=get_game(key).title, value=key) for key in available_keys()],
        pace=[app_commands.Choice(name=PACES[key][0], value=key) for key in PACES],
        level=[app_commands.Choice(name=LEVEL_LABELS[key], value=key) for key in LEVELS],
    )
    async def play(
        self,
        interaction: discord.Interaction,
        game: str,
        bots: app_commands.Range[int, 0, 5] = 0,
        pace: str = "live",
        level: str = DEFAULT_LEVEL,
    ) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            await tell(interaction, "Games are played in a server channel, not in DMs.")
            return
        if isinstance(interaction.channel, discord.Thread):
            await tell(interaction, "Open a lobby in a text channel, not inside a thread.")
            return
        problem = bots_problem(game, bots)
        if problem:  # refuse before deferring: a deferred public reply could not turn private
            await tell(interaction, problem)
            return
        await self.close_lapsed_lobbies(interaction.guild_id)
        refusal = await self.table.lobby_refusal(interaction.guild_id, interaction.channel_id, interaction.user.id)
        if refusal is not None:
            await tell(interaction, refusal_text(refusal, interaction.user.id))
            return
        await interaction.response.defer(thinking=True)
        try:
            record = await self.table.open_lobby(
                game,
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                display_name(interaction.user),
                bots,
                pace,
                level,
            )
        except (SeatError, KeyError) as problem:
            text = refusal_text(problem, interaction.user.id) if isinstance(problem, SeatError) else "Unknown game."
            await interaction.followup.send(text, ephemeral=True)
            return
        message = await interaction.followup.send(
            content=f"<@{interaction.user.id}> opened a table for **{get_game(game).title}**. Press Join to sit down.",
            embed=lobby_embed(record),
            view=lobby_view(record),
            wait=True,
        )
        await self.table.set_lobby_message(record.id, message.id)

    async def on_lobby_button(self, interaction: discord.Interaction, game_id: int, version: int, verb: str) -> None:
        user = interaction.user
        current = await self.table.game(game_id)
        if current is None or current.version != version or current.status != LOBBY:
            await tell(interaction, "This lobby has already started or was closed.")
            return
        if verb.startswith("opts"):
            page = int(verb.split(":")[1]) if ":" in verb else 0
            record = await self.table.game(game_id)
            if record is None or record.status != LOBBY:
                await tell(interaction, "This lobby is closed.")
                return
            if user.id != record.host_id:
                await tell(interaction, "Only the host can change the options.")
                return
            content, view = options_panel(record, page)
            if ":" in verb:  # a page button on the panel itself: show the other page in place
                await interaction.response.edit_message(content=content, view=view)
            else:
                await interaction.response.send_message(content, view=view, ephemeral=True)
            return
        if verb == "bot":
            if user.id != current.host_id and not is_admin(interaction):
                await tell(interaction, "Only the host can add a bot.")
                return
            content, view = bot_level_panel(game_id)
            await interaction.response.send_message(content, view=view, ephemeral=True)
            return
        await interaction.response.defer()
        try:
            if verb == "join":
                record = await self.table.join(game_id, user.id, display_name(user))
            elif verb == "leave":
                record = await self.table.leave(game_id, user.id)
            elif verb == "cancel":
                record = await self.table.cancel(game_id, user.id, admin=is_admin(interaction))
            else:  # start: dealt, then its thread opened and its first post shown by the flow
                record = await self.table.start(game_id, user.id, admin=is_admin(interaction))
        except SeatError as problem:
            await tell(interaction, refusal_text(problem, user.id))
            if isinstance(problem, LobbyLapsed):
                await self.edit_lobby_message(problem.lobby, note=lapsed_note(self.table.lobby_idle_seconds))
            return
        await self.refresh_lobby(interaction, record)
        if verb == "start":
            await self.bot.flow.begin(record)

    async def on_add_bot(self, interaction: discord.Interaction, game_id: int, level: str) -> None:
        """A level button of the Add bot panel: seat the bot, say so on the panel, refresh the lobby."""
        current = await self.table.game(game_id)
        if current is None or current.status != LOBBY:
            await tell(interaction, "This lobby has already started or was closed.")
            return
        try:
            record = await self.table.add_bot(game_id, level, by=interaction.user.id, admin=is_admin(interaction))
        except SeatError as problem:
            await tell(interaction, str(problem))
            if isinstance(problem, LobbyLapsed):
                await self.edit_lobby_message(problem.lobby, note=lapsed_note(self.table.lobby_idle_seconds))
            return
        content, view = bot_level_panel(game_id)
        await interaction.response.edit_message(content=f"Seated {plain(record.seats[-1].name)}. {content}", view=view)
        await self.edit_lobby_message(record)

    async def on_option(self, interaction: discord.Interaction, game_id: int, index: int, raw: str | None) -> None:
        record = await self.table.game(game_id)
        if record is None or record.status != LOBBY:
            await tell(interaction, "This lobby is closed.")
            return
        spec = get_game(record.game_key).OPTIONS[index]
        choices = list(spec.choices)
        if raw is None or not raw.isdigit() or int(raw) >= len(choices):
            await tell(interaction, "That is not one of the choices.")
            return
        try:
            record = await self.table.set_option(game_id, interaction.user.id, spec.key, choices[int(raw)])
        except SeatError as problem:
            await tell(interaction, str(problem))
            if isinstance(problem, LobbyLapsed):
                await self.edit_lobby_message(problem.lobby, note=lapsed_note(self.table.lobby_idle_seconds))
            return
        content, view = options_panel(record, index // OPTIONS_PER_PAGE)
        await interaction.response.edit_message(content=content, view=view)
        await self.edit_lobby_message(record)

    async def refresh_lobby(self, interaction: discord.Interaction, record: GameRecord) -> None:
        try:
            await interaction.edit_original_response(embed=lobby_embed(record), view=lobby_view(record))
        except discord.HTTPException:
            log.exception("could not refresh lobby %s", record.id)

    async def edit_lobby_message(self, record: GameRecord, note: str | None = None) -> None:
        await edit_lobby_message(self.bot, record, note)

    async def close_lapsed_lobbies(self, guild_id: int | None) -> None:
        await close_lapsed_lobbies(self.bot, guild_id)


async def close_lapsed_lobbies(client: TabletopClient, guild_id: int | None) -> None:
    """Cancel the server's lapsed lobbies (idle too long) and say so on their messages."""
    for record in await client.table.close_lapsed_lobbies(guild_id):
        await edit_lobby_message(client, record, note=lapsed_note(client.table.lobby_idle_seconds))


async def edit_lobby_message(client: discord.Client, record: GameRecord, note: str | None = None) -> None:
    """Update the lobby message from outside its own interaction (options changed, game started or
    ended); ``note`` replaces its status line."""
    if not record.lobby_message_id:
        return
    channel = client.get_channel(record.channel_id)
    if channel is None:
        return
    try:
        message = channel.get_partial_message(record.lobby_message_id)  # type: ignore[union-attr]  # text channels only
        await message.edit(
            embed=lobby_embed(record, note), view=lobby_view(record), allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException:
        log.warning("could not edit lobby message of game %s", record.id)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(LobbyButton, OptionSelect, BotLevelButton)
    await bot.add_cog(Lobby(bot))
