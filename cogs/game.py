"""/game (resign, abandon, handover, log, list), /rules and /help.

All ``/game`` subcommands live in one ``app_commands.Group`` (``GameCog.group``). To add one
(``/game undo``), either write a method here decorated with ``@group.command(name=...)``, or, from
another cog loaded after this one (and before the command tree is synced), attach a command whose
callback is a plain function (not a method)::

    async def undo(interaction: discord.Interaction) -> None: ...
    bot.get_cog("Game").group.add_command(app_commands.Command(name="undo", description="...", callback=undo))

Ending early (see ``services.ending``): a player who resigns is ranked last; the game ends at once
when at most one seat is left in it (or only AI seats would play on), otherwise the AI plays the
resigned seat to the end. ``/game abandon`` by the host (or a server admin) ends the game at once
without a result; other players vote with the same command and a majority of the human seats ends
it. Votes are kept in memory: a restart forgets them.
"""

from __future__ import annotations

import io
import logging
from collections import defaultdict
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.lobby import is_admin
from cogs.rules_pages import RulesPageButton, rules_embed, rules_view
from cogs.table import final_text
from cogs.ui import clip, say_in_thread, tell, thread_of
from rules import available_keys, get_game
from rules.base import format_event
from services.ending import early_result, ends_now, resigned
from store import ABANDONED, ACTIVE, FINISHED, LOBBY, GameRecord
from store.clock import Clock

if TYPE_CHECKING:
    from bot import TabletopBot

log = logging.getLogger("tabletop.game")

MAX_CONTENT = 2000
EMBED_FIELD = 1024

# Every command of the bot, for /help (commands found in the tree but missing here are appended).
HELP_SECTIONS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        "Start a game",
        (
            ("/play game: [bots:] [pace:]", "Open a lobby here; pace is live (5 min a decision) or slow (24 h)."),
            ("Join · Leave · Add bot · Options · Start · Cancel", "Lobby buttons; the host sets options, starts or cancels."),
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
            ("Clocks", "A reminder at half time; at time-out the AI decides for you; three in a row and the AI takes your seat."),
            ("/game resign", "Leave the game: you are ranked last; with one opponent left the game ends at once."),
            ("/game handover player:", "Host: the AI plays this player's seat for the rest of the game."),
            ("/game abandon", "Host: end the game without a result. Players: vote; a majority ends it."),
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


def can_manage(interaction: discord.Interaction, record: GameRecord) -> bool:
    """The host, or a server admin (Administrator or Manage Server)."""
    return interaction.user.id == record.host_id or is_admin(interaction)


def log_text(record: GameRecord, moves: list, limit: int = MAX_CONTENT) -> str:
    """The most recent public events of a game, newest last, within ``limit`` characters."""
    names = record.names
    title = get_game(record.game_key).title
    lines = []
    for move in moves:
        texts = [format_event(str(event.get("text", "")), names) for event in move.events]
        text = " · ".join(t for t in texts if t) or f"{names[move.seat] if 0 <= move.seat < len(names) else '?'} decided."
        if move.by_ai and 0 <= move.seat < len(record.seats) and record.seats[move.seat].is_human:
            text += " (by the AI)"
        lines.append(f"**{move.version - 1}.** {text}")
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
            players = ", ".join(s.name for s in record.seats)
            lines.append(clip(f"• {where} **{get_game(record.game_key).title}** #{record.id}: {players}", 300))
    if lobbies:
        lines.append(f"**Open lobbies ({len(lobbies)})**")
        for record in lobbies:
            link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{record.lobby_message_id}" if record.lobby_message_id else f"<#{record.channel_id}>"
            lines.append(clip(f"• **{get_game(record.game_key).title}** #{record.id} in <#{record.channel_id}>, {len(record.seats)} seated: {link}", 300))
    out: list[str] = []
    for index, line in enumerate(lines):
        rest = len(lines) - index
        if sum(len(o) + 1 for o in out) + len(line) + 40 > limit:
            out.append(f"…and {rest} more.")
            break
        out.append(line)
    return clip("\n".join(out), limit)


def help_embed(tree_commands: list[tuple[str, str]]) -> discord.Embed:
    embed = discord.Embed(title="Tabletop: every command", description="Games are played in a thread the bot opens for each table.", color=0xFFC43C)
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
    group = app_commands.Group(name="game", description="The game in this thread: resign, abandon, hand over, log; list games", guild_only=True)

    def __init__(self, bot: "TabletopBot") -> None:
        self.bot = bot
        self.clock = Clock(bot.store)  # type: ignore[arg-type]
        self._abandon_votes: defaultdict[int, set[int]] = defaultdict(set)

    @property
    def table(self):
        return self.bot.table

    async def _game_here(self, interaction: discord.Interaction, *, active: bool = True) -> GameRecord | None:
        """The game of the thread this command was used in, or None after telling the user why."""
        record = await self.table.store.game_by_thread(interaction.channel_id or 0)
        if record is None:
            await tell(interaction, "There is no game in this channel. Use this command inside a game's thread.")
            return None
        if active and record.status != ACTIVE:
            await tell(interaction, "This game is over.")
            return None
        return record

    # ------------------------------------------------------------------ /game handover
    @group.command(name="handover", description="Host: let the AI play this player's seat for the rest of the game.")
    @app_commands.describe(player="The seated player whose seat the AI takes")
    async def handover(self, interaction: discord.Interaction, player: discord.User) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        if not can_manage(interaction, record):
            await tell(interaction, "Only the host (or a server admin) can hand a seat to the AI.")
            return
        seat = record.seat_of(player.id)
        if seat is None:
            await tell(interaction, f"{player.display_name} is not playing in this game.")
            return
        if record.seats[seat].autopilot:
            await tell(interaction, f"The AI already plays {record.seats[seat].name}'s seat.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.table.store.set_autopilot(record.id, seat)
        await self.clock.clear_seat(record.id, seat)
        await tell(interaction, f"The AI now plays {record.seats[seat].name}'s seat.")
        await self._say(
            record,
            f"🤖 The host handed <@{player.id}>'s seat (**{record.seats[seat].name}**) to the AI for the rest of the game.",
        )
        self._kick_ai(record.id)

    # ------------------------------------------------------------------ /game undo
    @group.command(name="undo", description="Take back your last decision of this turn (if nothing hidden was revealed).")
    async def undo(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        turns = self.bot.get_cog("Turns")
        outcome = await turns.undo(interaction, record.id)  # type: ignore[union-attr]
        if outcome is not None:
            await tell(interaction, "Your last decision was taken back; the board is updated in the thread.")

    # ------------------------------------------------------------------ /game resign
    @group.command(name="resign", description="Resign from this game: you are ranked last.")
    async def resign(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            await tell(interaction, "You are not playing in this game.")
            return
        if seat in resigned(record):
            await tell(interaction, "You have already resigned from this game.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = None
        async with self.table.lock(record.id):
            record = await self.table.store.get_game(record.id)
            if record is None or record.status != ACTIVE or seat in resigned(record):
                await tell(interaction, "This game is over." if record is None or record.status != ACTIVE else "You have already resigned.")
                return
            finishing = ends_now(record, seat)
            await self.clock.resign(record.id, seat)
            if finishing:
                marked = await self.table.store.get_game(record.id)
                assert marked is not None
                result = early_result(get_game(record.game_key), marked)
                await self.table.store.end_game(record.id, FINISHED, result.to_json())
                await self.clock.clear_game(record.id)
        after = await self.table.store.get_game(record.id)
        assert after is not None
        name = record.seats[seat].name
        if result is None:
            await tell(interaction, "You resigned. The AI plays your seat to the end; you are ranked last.")
            await self._say(after, f"🏳️ **{name}** resigned. The AI plays their seat to the end of the game; they are ranked last.")
            self._kick_ai(after.id)
            return
        await tell(interaction, "You resigned; the game is over.")
        await self._say(after, f"🏳️ **{name}** resigned, so the game ends here.")
        await self._post_final(after, result)
        self.bot.dispatch("game_finished", after, result)

    async def _post_final(self, record: GameRecord, result) -> None:
        thread = await thread_of(self.bot, record)
        if thread is not None:
            try:
                sheet = await self.table.score_sheet(record)
                await thread.send(
                    content=final_text(record, result),
                    file=discord.File(io.BytesIO(sheet), filename=f"game-{record.id}-scores.png", description=self.table.score_sheet_alt(record)),
                )
            except discord.HTTPException:
                log.warning("could not post the final scores of game %s", record.id)
        await self._refresh_lobby(record)

    # ------------------------------------------------------------------ /game abandon
    @group.command(name="abandon", description="End this game without a result (host; or a majority of players voting).")
    async def abandon(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        manager = can_manage(interaction, record)
        seat = record.seat_of(interaction.user.id)
        if not manager and seat is None:
            await tell(interaction, "Only the host or the players of this game can abandon it.")
            return
        humans = {s.user_id for s in record.seats if s.user_id is not None}
        needed = len(humans) // 2 + 1
        votes = self._abandon_votes[record.id]
        if not manager:
            if interaction.user.id in votes:
                await tell(interaction, f"You already voted to abandon ({len(votes)} of {needed} votes).")
                return
            votes.add(interaction.user.id)
            if len(votes & humans) < needed:
                await tell(interaction, f"Your vote to abandon counts ({len(votes & humans)} of {needed}).")
                await self._say(
                    record,
                    f"🗳️ <@{interaction.user.id}> votes to abandon this game ({len(votes & humans)} of {needed} votes needed). "
                    "Other players can agree with `/game abandon`; the host can end it at once.",
                )
                return
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.table.lock(record.id):
            current = await self.table.store.get_game(record.id)
            if current is None or current.status != ACTIVE:
                await tell(interaction, "This game is over.")
                return
            await self.table.store.end_game(record.id, ABANDONED)
            await self.clock.clear_game(record.id)
        self._abandon_votes.pop(record.id, None)
        after = await self.table.store.get_game(record.id)
        assert after is not None
        if manager and interaction.user.id not in votes:
            who = "the host" if interaction.user.id == record.host_id else "a server admin"
            reason = f"<@{interaction.user.id}> ({who}) abandoned"
        else:
            voters = ", ".join(f"<@{uid}>" for uid in sorted(votes | {interaction.user.id}))
            reason = f"A majority of the players ({voters}) abandoned"
        await tell(interaction, "The game is abandoned.")
        await self._say(after, f"🛑 {reason} this game. It ends here without a result.")
        await self._refresh_lobby(after)
        self.bot.dispatch("game_abandoned", after)

    # ------------------------------------------------------------------ /game log and /game list
    @group.command(name="log", description="The recent moves of this game, as text (only you see it).")
    async def show_log(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction, active=False)
        if record is None:
            return
        moves = await self.table.store.moves(record.id, after_version=max(0, record.version - 200))
        await interaction.response.send_message(log_text(record, moves), ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    @group.command(name="list", description="Games being played in this server, with links to their threads.")
    async def list_games(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await tell(interaction, "Games are played in servers; use this in a server channel.")
            return
        records = await self.table.store.games_with_status(ACTIVE, LOBBY, guild_id=interaction.guild_id)
        await interaction.response.send_message(list_text(records), ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    # ------------------------------------------------------------------ /rules and /help
    @app_commands.command(name="rules", description="How to play a game: the turn, its components and options.")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=[app_commands.Choice(name=get_game(key).title, value=key) for key in available_keys()][:25])
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if game not in available_keys():
            await tell(interaction, "Unknown game.")
            return
        view = rules_view(game)
        await interaction.response.send_message(embed=rules_embed(game), ephemeral=True, **({"view": view} if view else {}))

    @app_commands.command(name="help", description="Every command of this bot.")
    async def show_help(self, interaction: discord.Interaction) -> None:
        found = [(c.name, getattr(c, "description", "")) for c in self.bot.tree.get_commands() if isinstance(c, app_commands.Command)]
        await interaction.response.send_message(embed=help_embed(found), ephemeral=True)

    # ------------------------------------------------------------------ helpers
    async def _say(self, record: GameRecord, text: str) -> None:
        await say_in_thread(self.bot, record, text)

    async def _refresh_lobby(self, record: GameRecord) -> None:
        lobby = self.bot.get_cog("Lobby")
        if lobby is not None:
            await lobby.edit_lobby_message(record)  # type: ignore[attr-defined]

    def _kick_ai(self, game_id: int) -> None:
        table = self.bot.get_cog("Table")
        if table is not None:
            table.kick_ai(game_id)  # type: ignore[attr-defined]


async def setup(bot: "TabletopBot") -> None:
    bot.add_dynamic_items(RulesPageButton)
    await bot.add_cog(GameCog(bot))
