"""/game (resign, abandon, handover, log, list), /rules and /help.

All ``/game`` subcommands live in one ``app_commands.Group`` (``GameCog.group``). To add one
(``/game undo``), either write a method here decorated with ``@group.command(name=...)``, or, from
another cog loaded after this one (and before the command tree is synced), attach a command whose
callback is a plain function (not a method)::

    async def undo(interaction: discord.Interaction) -> None: ...
    bot.get_cog("Game").group.add_command(app_commands.Command(name="undo", description="...", callback=undo))

Every change here is one ``TableService`` operation (one guarded transaction); this cog only
presents its outcome. Ending early (see ``services.ending``): a player who resigns is ranked last;
the game ends at once when at most one seat is left in it (or only AI seats would play on),
otherwise the AI plays the resigned seat to the end. ``/game abandon``: the host (or a server
admin) ends an unrated game at once; a rated game ends without a result only when a majority of
its human seats vote for it (the host's vote counts once). Votes are rows in the store, so they
survive a restart; a vote lapses at the next change of the board (or after a day), and using
``/game abandon`` again while one's vote counts withdraws it. ``/game handover`` hands your own
seat to the AI, or (host) the seat of a player whose latest decision timed out (that seat is then
unrated); ``/game takeback`` takes a seat back. The policies: docs/table-policies.md.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.lobby import close_lapsed_lobbies, is_admin
from cogs.rules_pages import RulesPageButton, rules_embed, rules_view
from cogs.ui import clip, plain, plain_names, say_in_thread, tell
from rules import available_keys, get_game
from rules.base import format_event
from store import ACTIVE, LOBBY, GameRecord

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.game")

MAX_CONTENT = 2000
EMBED_FIELD = 1024

# Every command of the bot, for /help (commands found in the tree but missing here are appended).
HELP_SECTIONS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        "Start a game",
        (
            ("/play game: [bots:] [pace:]", "Open a lobby here; pace is live (5 min a decision) or slow (24 h)."),
            (
                "Join · Leave · Add bot · Options · Start · Cancel",
                "Lobby buttons; the host adds bots, sets options, starts or cancels.",
            ),
            ("/rules game:", "How to play a game: the turn, every component and option (paged)."),
        ),
    ),
    (
        "Play (in the game's thread)",
        (
            ("Take turn", "Button under each board: your view and your legal moves, step by step."),
            ("My hand · /hand", "Privately see your hand and everything only you may see."),
            ("/board", "Privately see the current public board."),
            ("/move action:", "Type your move instead (start typing to see your legal moves)."),
            ("/game undo", "Take back your last decision of this turn, if nothing hidden was revealed."),
        ),
    ),
    (
        "Clocks and leaving",
        (
            (
                "Clocks",
                "A reminder at half time; at time-out the AI decides for you; three in a row and the AI plays your "
                "seat until you take it back.",
            ),
            ("/game resign", "Leave the game: you are ranked last; with one opponent left the game ends at once."),
            (
                "/game handover player:",
                "The AI plays your own seat; or (host) the seat of a player whose latest decision timed out (then "
                "unrated).",
            ),
            ("/game takeback", "Play your seat again after the AI took it over (time-outs or a handover)."),
            (
                "/game abandon",
                "End without a result: a majority of the players' votes (a vote lapses at the next move; again "
                "withdraws it); the host alone only in unrated games.",
            ),
        ),
    ),
    (
        "Information",
        (
            ("/game log", "The recent moves of this game, as text."),
            ("/game list", "Games being played in this server, with links to their threads."),
            ("/stats [user:]", "Ratings, games played and wins per game."),
            ("/leaderboard game:", "The best-rated players of a game in this server."),
            ("/help", "This list."),
        ),
    ),
)


def can_view(interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the member who asked may see the channel (a thread: its parent) where a game is played.

    Read from the guild cache; a channel the bot cannot resolve counts as hidden, so nothing of a
    game is shown to someone who might not be allowed to see it."""
    guild = interaction.guild
    member = interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return False
    channel = guild.get_channel_or_thread(channel_id)
    if isinstance(channel, discord.Thread):
        channel = channel.parent
    if channel is None:
        return False
    return channel.permissions_for(member).view_channel


def log_text(record: GameRecord, moves: list, limit: int = MAX_CONTENT) -> str:
    """The most recent public events of a game, newest last, within ``limit`` characters."""
    names = plain_names(record.names)
    title = get_game(record.game_key).title
    lines = []
    for move in moves:
        texts = [format_event(str(event.get("text", "")), names) for event in move.events]
        text = (
            " · ".join(t for t in texts if t) or f"{names[move.seat] if 0 <= move.seat < len(names) else '?'} decided."
        )
        if move.by_ai and 0 <= move.seat < len(record.seats) and record.seats[move.seat].is_human:
            text += " (by the AI)"
        lines.append(f"**{move.number}.** {text}")
    header = f"**{title} #{record.id}: log**"
    if not lines:
        return f"{header}\nNo moves yet."
    kept: list[str] = []
    budget = limit - len(header) - 60
    for line in reversed(lines):
        line = clip(line, 400)
        if sum(len(k) + 1 for k in kept) + len(line) + 1 > budget:
            break
        kept.append(line)
    kept.reverse()
    shown = f" (last {len(kept)} of {len(lines)} moves)" if len(kept) < len(lines) else ""
    return clip(f"{header}{shown}\n" + "\n".join(kept), limit)


def list_text(records: list[GameRecord], limit: int = MAX_CONTENT) -> str:
    """Games of a server: active ones with their thread links, then open lobbies."""
    active = [r for r in records if r.status == ACTIVE]
    lobbies = [r for r in records if r.status == LOBBY]
    if not active and not lobbies:
        return "No game is being played in this server. Start one with `/play`."
    lines: list[str] = []
    if active:
        lines.append(f"**Games being played ({len(active)})**")
        for record in active:
            where = f"<#{record.thread_id}>" if record.thread_id else "(thread being opened)"
            players = ", ".join(plain(s.name) for s in record.seats)
            lines.append(clip(f"• {where} **{get_game(record.game_key).title}** #{record.id}: {players}", 300))
    if lobbies:
        lines.append(f"**Open lobbies ({len(lobbies)})**")
        for record in lobbies:
            link = (
                f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{record.lobby_message_id}"
                if record.lobby_message_id
                else f"<#{record.channel_id}>"
            )
            lines.append(
                clip(
                    f"• **{get_game(record.game_key).title}** #{record.id} in <#{record.channel_id}>, "
                    f"{len(record.seats)} seated: {link}",
                    300,
                )
            )
    out: list[str] = []
    for index, line in enumerate(lines):
        rest = len(lines) - index
        if sum(len(o) + 1 for o in out) + len(line) + 40 > limit:
            out.append(f"…and {rest} more.")
            break
        out.append(line)
    return clip("\n".join(out), limit)


def help_embed(tree_commands: list[tuple[str, str]]) -> discord.Embed:
    embed = discord.Embed(
        title="Tabletop: every command",
        description="Games are played in a thread the bot opens for each table.",
        color=0xFFC43C,
    )
    listed = " ".join(cmd for _, entries in HELP_SECTIONS for cmd, _ in entries)
    for section, entries in HELP_SECTIONS:
        value = "\n".join(f"**{cmd}**: {text}" for cmd, text in entries)
        embed.add_field(name=section, value=clip(value, EMBED_FIELD), inline=False)
    extra = [(name, text) for name, text in tree_commands if f"/{name}" not in listed]
    if extra:
        value = "\n".join(f"**/{name}**: {text}" for name, text in extra)
        embed.add_field(name="More", value=clip(value, EMBED_FIELD), inline=False)
    return embed


class GameCog(commands.Cog, name="Game"):
    group = app_commands.Group(
        name="game", description="The game in this thread: resign, abandon, hand over, log; list games", guild_only=True
    )

    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @property
    def table(self):
        return self.bot.table

    @property
    def flow(self):
        return self.bot.flow

    async def _game_here(self, interaction: discord.Interaction, *, active: bool = True) -> GameRecord | None:
        """The game of the thread this command was used in, or None after telling the user why."""
        record = await self.table.game_in_thread(interaction.channel_id or 0)
        if record is None:
            await tell(interaction, "There is no game in this channel. Use this command inside a game's thread.")
            return None
        if active and record.status != ACTIVE:
            await tell(interaction, "This game is over.")
            return None
        return record

    # ------------------------------------------------------------------ /game handover and /game takeback
    @group.command(name="handover", description="Let the AI play a seat: your own, or (host) an absent player's.")
    @app_commands.describe(
        player="The seated player whose seat the AI takes (yourself, or a player whose latest decision timed out)"
    )
    async def handover(self, interaction: discord.Interaction, player: discord.User) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.flow.hand_over(
            record.id, interaction.user.id, player.id, admin=is_admin(interaction)
        )  # a refusal is answered by cogs.errors
        name = plain(outcome.game.seats[outcome.seat].name)
        if outcome.by_someone_else:
            await tell(interaction, f"The AI now plays {name}'s seat; that seat is not rated in this game.")
            text = (
                f"🤖 <@{interaction.user.id}> handed <@{player.id}>'s seat (**{name}**), absent after a time-out, to "
                "the AI. "
                "That seat is not rated in this game; its player can take it back with `/game takeback`."
            )
            await self._say(outcome.game, text, ping=(player.id,))
        else:
            await tell(interaction, "The AI now plays your seat. Take it back any time with `/game takeback`.")
            await self._say(outcome.game, f"🤖 <@{player.id}> handed their seat (**{name}**) to the AI.")

    @group.command(name="takeback", description="Play your own seat again after the AI took it over.")
    async def takeback(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        after = await self.flow.take_back(record.id, interaction.user.id)  # a refusal is answered by cogs.errors
        seat = after.seat_of(interaction.user.id)
        name = plain(after.seats[seat].name) if seat is not None else "their seat"
        await tell(interaction, "You play your seat again. Press **Take turn** (or use `/move`) when it is your turn.")
        await self._say(after, f"🙋 <@{interaction.user.id}> takes **{name}** back from the AI.")

    # ------------------------------------------------------------------ /game undo
    @group.command(
        name="undo", description="Take back your last decision of this turn (if nothing hidden was revealed)."
    )
    async def undo(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.undo(record.id, interaction.user.id)  # a refusal is answered by cogs.errors
        await tell(interaction, "Your last decision was taken back; the board is updated in the thread.")

    # ------------------------------------------------------------------ /game resign
    @group.command(name="resign", description="Resign from this game: you are ranked last.")
    async def resign(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        if record.seat_of(interaction.user.id) is None:
            await tell(interaction, "You are not playing in this game.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.flow.resign(record.id, interaction.user.id)  # a refusal is answered by cogs.errors
        after = outcome.game
        name = plain(after.seats[outcome.seat].name)
        if outcome.result is None:
            await tell(interaction, "You resigned. The AI plays your seat to the end; you are ranked last.")
            await self._say(
                after, f"🏳️ **{name}** resigned. The AI plays their seat to the end of the game; they are ranked last."
            )
            return
        await tell(interaction, "You resigned; the game is over.")
        await self._say(after, f"🏳️ **{name}** resigned, so the game ends here.")

    # ------------------------------------------------------------------ /game abandon
    @group.command(
        name="abandon", description="End this game without a result (a majority of players; host alone if unrated)."
    )
    async def abandon(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.flow.abandon(
            record.id, interaction.user.id, admin=is_admin(interaction)
        )  # a refusal is answered by cogs.errors
        count = len(outcome.votes)
        if not outcome.ended:
            if outcome.withdrawn:
                await tell(interaction, f"You withdrew your vote to abandon ({count} of {outcome.needed} votes).")
                await self._say(
                    outcome.game,
                    f"🗳️ <@{interaction.user.id}> withdrew their vote to abandon ({count} of {outcome.needed} votes "
                    "needed).",
                )
                return
            await tell(
                interaction,
                f"Your vote to abandon counts ({count} of {outcome.needed}) until the next move. "
                "Use `/game abandon` again to withdraw it.",
            )
            await self._say(
                outcome.game,
                f"🗳️ <@{interaction.user.id}> votes to abandon this game ({count} of {outcome.needed} votes needed). "
                "Other players can agree with `/game abandon` before the next move; votes lapse once the game moves "
                "on.",
            )
            return
        after = outcome.game
        if outcome.unilateral:
            who = "the host" if interaction.user.id == record.host_id else "a server admin"
            reason = f"<@{interaction.user.id}> ({who}) abandoned"
        else:
            voters = ", ".join(f"<@{uid}>" for uid in sorted(outcome.votes))
            reason = f"A majority of the players ({voters}) abandoned"
        await tell(interaction, "The game is abandoned.")
        await self._say(after, f"🛑 {reason} this game. It ends here without a result.")
        self.bot.dispatch("game_abandoned", after)

    # ------------------------------------------------------------------ /game log and /game list
    @group.command(name="log", description="The recent moves of this game, as text (only you see it).")
    async def show_log(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction, active=False)
        if record is None:
            return
        moves = await self.table.moves(record.id, after_version=max(0, record.version - 200))
        await interaction.response.send_message(
            log_text(record, moves), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    @group.command(name="list", description="Games being played in this server, with links to their threads.")
    async def list_games(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await tell(interaction, "Games are played in servers; use this in a server channel.")
            return
        await close_lapsed_lobbies(self.bot, interaction.guild_id)  # closed (and saying so) rather than listed
        records = await self.table.games_listed(interaction.guild_id)
        records = [record for record in records if can_view(interaction, record.channel_id)]
        await interaction.response.send_message(
            list_text(records), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    # ------------------------------------------------------------------ /rules and /help
    @app_commands.command(name="rules", description="How to play a game: the turn, its components and options.")
    @app_commands.describe(game="Which game")
    @app_commands.choices(
        game=[app_commands.Choice(name=get_game(key).title, value=key) for key in available_keys()][:25]
    )
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if game not in available_keys():
            await tell(interaction, "Unknown game.")
            return
        view = rules_view(game)
        await interaction.response.send_message(
            embed=rules_embed(game), ephemeral=True, **({"view": view} if view else {})
        )

    @app_commands.command(name="help", description="Every command of this bot.")
    async def show_help(self, interaction: discord.Interaction) -> None:
        found = [
            (c.name, getattr(c, "description", ""))
            for c in self.bot.tree.get_commands()
            if isinstance(c, app_commands.Command)
        ]
        await interaction.response.send_message(embed=help_embed(found), ephemeral=True)

    # ------------------------------------------------------------------ helpers
    async def _say(self, record: GameRecord, text: str, ping: tuple[int, ...] = ()) -> None:
        await say_in_thread(self.bot, record, text, ping=ping)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(RulesPageButton)
    await bot.add_cog(GameCog(bot))
