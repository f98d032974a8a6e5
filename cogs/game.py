"""/game (resign, abandon, handover, log, list, mine; replay is added by cogs.replay), /rules and /help.

All ``/game`` subcommands live in one ``app_commands.Group`` (``GameCog.group``). To add one
(``/game undo``), either write a method here decorated with ``@group.command(name=...)``, or, from
another cog loaded after this one (and before the command tree is synced), attach a command whose
callback is a plain function (not a method)::

    async def undo(interaction: discord.Interaction) -> None: ...
    game_group(bot).add_command(  # cogs.client.game_group
        app_commands.Command(name=t("cmd-game-undo-name"), description=t("cmd-game-undo-description"), callback=undo)
    )

Every change here is one ``GameFlow`` operation (one guarded transaction); this cog only
presents its outcome. Ending early (see ``services.ending``): a player who resigns is ranked last;
the game ends at once when at most one seat is left in it (or only AI seats would play on),
otherwise the AI plays the resigned seat to the end. ``/game abandon``: the host (or a server
admin) ends an unrated game at once; a rated game ends without a result only when a majority of
its human seats vote for it (the host's vote counts once). Votes are rows in the store, so they
survive a restart; a vote lapses at the next change of the board (or after a day), and using
``/game abandon`` again while one's vote counts withdraws it. ``/game handover`` hands your own
seat to the AI, or (host) the seat of a player whose latest decision timed out (that seat is then
unrated); ``/game takeback`` takes a seat back. The policies: docs/table-policies.md.

Answers to the member who used a command are in their language; what goes into the game's thread
is in the table's language. ``/game log`` shows every move in the reader's language: moves stored
as message ids (``{"msg": …}``) and moves stored before as English text (``{"text": …}``) alike.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.embeds import sectioned_embeds
from cogs.installs import AnywhereGroup, anywhere
from cogs.lobby import close_lapsed_lobbies, is_admin
from cogs.mine import NextButton, mine_embeds, next_view, server_name, shared_servers
from cogs.rules_pages import RulesPageButton, rules_embed, rules_view
from cogs.translator import game_choices, t
from cogs.ui import answer, clip, locale_of, plain_name, reader, say_in_thread, tell, think
from lang import SOURCE, Speaker, speaker
from rules import available_keys
from rules.text import Msg, msg
from rules.text import seat as seat_arg
from services.naming import game_title
from store import ACTIVE, LOBBY, GameRecord, MoveRecord

if TYPE_CHECKING:
    from cogs.client import TabletopClient
    from services.flow import GameFlow

log = logging.getLogger("tabletop.game")

MAX_CONTENT = 2000

# Every command of the bot, for /help, the one list every language shows: (section, its entries); an
# entry ``key`` is the catalogue's ``help-<key>-command`` and ``help-<key>-text``. The commands in an
# entry are the source's (``/game moretime``), shown as the reader's Discord names them (see
# help_command); the words around them (a button's label) are the reader's language's. A command of
# the tree missing here is still appended, and tests/test_discord_limits_i18n.py fails on it.
HELP_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("start", ("play", "learn", "lobby", "rules")),
    ("play", ("take-turn", "hand", "board", "move", "undo")),
    ("clocks", ("clocks", "away", "moretime", "resign", "handover", "takeback", "abandon")),
    ("information", ("log", "replay", "review", "list", "mine", "stats", "leaderboard", "season", "settings", "help")),
)


# Commands of the tree /help leaves to "More" on purpose: /admin is for server administrators, and
# Discord shows it to no one else.
HELP_UNLISTED = ("admin",)


def help_command(key: str, speaker: Speaker) -> str:
    """What an entry of /help names, in ``speaker``'s language: each part (``My hand · /hand``) that
    is a command in the source is that command as the reader's Discord names it (so no language's
    /help can name a command other than the tree's), the other parts (buttons) the reader's words."""
    english = speaker_source().t(f"help-{key}-command")
    own = speaker.t(f"help-{key}-command").split(" · ")
    parts = english.split(" · ")
    shown = [
        speaker.command(part) if part.startswith("/") else (own[index] if len(own) == len(parts) else part)
        for index, part in enumerate(parts)
    ]
    return " · ".join(shown)


def help_text(key: str, speaker: Speaker) -> str:
    return speaker.t(f"help-{key}-text")


def help_section(key: str, speaker: Speaker) -> str:
    return speaker.t(f"help-section-{key}")


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


def move_said(record: GameRecord, move: MoveRecord, speaker: Speaker) -> str:
    """What a logged move did, from its public events, in ``speaker``'s language (a human's seat
    played by the AI says so). Rows stored as message ids and rows stored as text before the
    catalogue existed read alike."""
    texts = [speaker.stored(event) for event in move.events]
    text = " · ".join(t for t in texts if t) or speaker.t("turn-decided", player=seat_arg(move.seat))
    if move.by_ai and 0 <= move.seat < len(record.seats) and record.seats[move.seat].is_human:
        text = speaker.t("game-log-by-ai", move=text)
    return text


def log_text(record: GameRecord, moves: list[MoveRecord], speaker: Speaker, limit: int = MAX_CONTENT) -> str:
    """The most recent public events of a game, newest last, within ``limit`` characters, in
    ``speaker``'s language (give it the game's names, made inert)."""
    lines = [speaker.t("game-log-line", number=move.number, move=move_said(record, move, speaker)) for move in moves]
    header = speaker.t("game-log-header", game=game_title(record.game_key), number=record.id)
    if not lines:
        return f"{header}\n{speaker.t('game-log-empty')}"
    kept: list[str] = []
    budget = limit - len(header) - 80
    for line in reversed(lines):
        line = clip(line, 400)
        if sum(len(k) + 1 for k in kept) + len(line) + 1 > budget:
            break
        kept.append(line)
    kept.reverse()
    shown = " " + speaker.t("game-log-last", count=len(kept), total=len(lines)) if len(kept) < len(lines) else ""
    return clip(f"{header}{shown}\n" + "\n".join(kept), limit)


def list_text(records: list[GameRecord], speaker: Speaker, limit: int = MAX_CONTENT) -> str:
    """Games of a server: active ones with their thread links, then open lobbies, in ``speaker``'s language."""
    active = [r for r in records if r.status == ACTIVE]
    lobbies = [r for r in records if r.status == LOBBY]
    if not active and not lobbies:
        return speaker.t("game-list-none")
    lines: list[str] = []
    if active:
        lines.append(speaker.t("game-list-playing", count=len(active)))
        for record in active:
            where = f"<#{record.thread_id}>" if record.thread_id else speaker.t("game-list-thread-opening")
            players = [plain_name(s.name) for s in record.seats]
            line = speaker.t(
                "game-list-game", thread=where, game=game_title(record.game_key), number=record.id, players=players
            )
            lines.append(clip(line, 300))
    if lobbies:
        lines.append(speaker.t("game-list-lobbies", count=len(lobbies)))
        for record in lobbies:
            link = (
                f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{record.lobby_message_id}"
                if record.lobby_message_id
                else f"<#{record.channel_id}>"
            )
            line = speaker.t(
                "game-list-lobby",
                game=game_title(record.game_key),
                number=record.id,
                channel=f"<#{record.channel_id}>",
                count=len(record.seats),
                link=link,
            )
            lines.append(clip(line, 300))
    out: list[str] = []
    for index, line in enumerate(lines):
        rest = len(lines) - index
        if sum(len(o) + 1 for o in out) + len(line) + 60 > limit:
            out.append(speaker.t("game-list-more", count=rest))
            break
        out.append(line)
    return clip("\n".join(out), limit)


def command_description(command: app_commands.Command[Any, ..., Any] | app_commands.Group, speaker: Speaker) -> str:
    """A command's description in ``speaker``'s language (from its message id, see cogs.translator)."""
    described = getattr(command, "_locale_description", None)
    message_id = described.extras.get("id") if described is not None else None
    return speaker.t(message_id) if message_id else command.description


def help_embeds(tree_commands: list[tuple[str, str]], speaker: Speaker) -> list[discord.Embed]:
    """Every command, in ``speaker``'s language, as embeds that each fit a message (one in every
    language today; a section too long for a field goes on in the next, see ``cogs.embeds``);
    ``tree_commands``: (name, description) of the top-level commands of the tree (those
    :data:`HELP_SECTIONS` does not list are appended)."""
    english = speaker_source()
    listed = " ".join(help_command(key, english) for _, keys in HELP_SECTIONS for key in keys)
    sections = [
        (
            help_section(section, speaker),
            "\n".join(
                speaker.t("help-entry", command=help_command(key, speaker), text=help_text(key, speaker))
                for key in keys
            ),
        )
        for section, keys in HELP_SECTIONS
    ]
    extra = [(name, text) for name, text in tree_commands if f"/{name}" not in listed]
    if extra:
        value = "\n".join(speaker.t("help-entry", command=f"/{name}", text=text) for name, text in extra)
        sections.append((speaker.t("help-section-more"), value))
    return sectioned_embeds(speaker.t("help-title"), speaker.t("help-description"), sections, 0xFFC43C)


def speaker_source() -> Speaker:
    """The source language (the commands' own names are the source's)."""
    return speaker(SOURCE)


class GameCog(commands.Cog, name="Game"):
    # Registered for member installs and DMs too, for /game mine; the other subcommands act on a
    # server's table and are refused in a DM (cogs.installs).
    group = AnywhereGroup(
        name=t("cmd-game-name"),
        description=t("cmd-game-description"),
        without_server=frozenset({t("cmd-game-mine-name").message}),
    )

    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @property
    def flow(self) -> GameFlow:
        return self.bot.flow

    async def _game_here(self, interaction: discord.Interaction, *, active: bool = True) -> GameRecord | None:
        """The game of the thread this command was used in, or None after telling the user why."""
        record = await self.bot.records.game_in_thread(interaction.channel_id or 0)
        if record is None:
            await tell(interaction, msg("game-refusal-no-game-here"))
            return None
        if active and record.status != ACTIVE:
            await tell(interaction, msg("turn-refusal-over"))
            return None
        return record

    # ------------------------------------------------------------------ /game handover and /game takeback
    @group.command(name=t("cmd-game-handover-name"), description=t("cmd-game-handover-description"))
    @app_commands.rename(player=t("cmd-game-handover-player-name"))
    @app_commands.describe(player=t("cmd-game-handover-player-description"))
    async def handover(self, interaction: discord.Interaction, player: discord.User) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await think(interaction)
        outcome = await self.flow.hand_over(
            record.id, interaction.user.id, player.id, admin=is_admin(interaction)
        )  # a refusal is answered by cogs.errors
        names = outcome.game.names
        who = seat_arg(outcome.seat)
        if outcome.by_someone_else:
            await tell(interaction, msg("game-handover-other-done", player=who), names)
            text = msg("game-handover-other", host=f"<@{interaction.user.id}>", member=f"<@{player.id}>", player=who)
            await self._say(outcome.game, text, ping=(player.id,))
        else:
            await tell(interaction, msg("game-handover-own-done"))
            await self._say(outcome.game, msg("game-handover-own", member=f"<@{player.id}>", player=who))

    @group.command(name=t("cmd-game-takeback-name"), description=t("cmd-game-takeback-description"))
    async def takeback(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await think(interaction)
        after = await self.flow.take_back(record.id, interaction.user.id)  # a refusal is answered by cogs.errors
        seat = after.seat_of(interaction.user.id)
        await tell(interaction, msg("game-takeback-done"))
        if seat is not None:
            await self._say(after, msg("game-takeback", member=f"<@{interaction.user.id}>", player=seat_arg(seat)))

    # ------------------------------------------------------------------ /game undo
    @group.command(name=t("cmd-game-undo-name"), description=t("cmd-game-undo-description"))
    async def undo(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await think(interaction)
        await self.flow.undo(record.id, interaction.user.id)  # a refusal is answered by cogs.errors
        await tell(interaction, msg("game-undo-done"))

    # ------------------------------------------------------------------ /game resign
    @group.command(name=t("cmd-game-resign-name"), description=t("cmd-game-resign-description"))
    async def resign(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        if record.seat_of(interaction.user.id) is None:
            await tell(interaction, msg("table-refusal-not-playing"))
            return
        await think(interaction)
        outcome = await self.flow.resign(record.id, interaction.user.id)  # a refusal is answered by cogs.errors
        after = outcome.game
        who = seat_arg(outcome.seat)
        if outcome.result is None:
            await tell(interaction, msg("game-resign-done"))
            await self._say(after, msg("game-resigned", player=who))
            return
        await tell(interaction, msg("game-resign-done-over"))
        await self._say(after, msg("game-resigned-over", player=who))

    # ------------------------------------------------------------------ /game abandon
    @group.command(name=t("cmd-game-abandon-name"), description=t("cmd-game-abandon-description"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        if record is None:
            return
        await think(interaction)
        outcome = await self.flow.abandon(
            record.id, interaction.user.id, admin=is_admin(interaction)
        )  # a refusal is answered by cogs.errors
        count = len(outcome.votes)
        member = f"<@{interaction.user.id}>"
        if not outcome.ended:
            if outcome.withdrawn:
                await tell(interaction, msg("game-abandon-withdrawn-done", count=count, needed=outcome.needed))
                await self._say(
                    outcome.game, msg("game-abandon-withdrawn", member=member, count=count, needed=outcome.needed)
                )
                return
            await tell(interaction, msg("game-abandon-voted-done", count=count, needed=outcome.needed))
            await self._say(outcome.game, msg("game-abandon-voted", member=member, count=count, needed=outcome.needed))
            return
        after = outcome.game
        if outcome.unilateral:
            text = (
                msg("game-abandoned-by-host", member=member)
                if interaction.user.id == record.host_id
                else msg("game-abandoned-by-admin", member=member)
            )
        else:
            text = msg("game-abandoned-by-vote", members=[f"<@{uid}>" for uid in sorted(outcome.votes)])
        await tell(interaction, msg("game-abandon-done"))
        await self._say(after, text)
        self.bot.dispatch("game_abandoned", after)

    # ------------------------------------------------------------------ /game log and /game list
    @group.command(name=t("cmd-game-log-name"), description=t("cmd-game-log-description"))
    async def show_log(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction, active=False)
        if record is None:
            return
        moves = await self.bot.records.moves(record.id, after_version=max(0, record.version - 200))
        await interaction.response.send_message(
            log_text(record, moves, reader(interaction, record)),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @group.command(name=t("cmd-game-list-name"), description=t("cmd-game-list-description"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await tell(interaction, msg("bot-refusal-server-only"))
            return
        await close_lapsed_lobbies(self.bot, interaction.guild_id)  # closed (and saying so) rather than listed
        records = await self.bot.records.games_listed(interaction.guild_id, interaction.user.id)
        records = [record for record in records if can_view(interaction, record.channel_id)]
        await interaction.response.send_message(
            list_text(records, reader(interaction)), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    @group.command(name=t("cmd-game-mine-name"), description=t("cmd-game-mine-description"))
    async def mine(self, interaction: discord.Interaction) -> None:
        """Every game the member sits in, in every server, privately (see ``cogs.mine``)."""
        await think(interaction)
        games = await self.bot.records.member_games(interaction.user.id, shared_servers(self.bot))
        if not games.count:
            await tell(interaction, msg("mine-none"))
            return
        speaker = reader(interaction)
        first, *more = mine_embeds(games, speaker, lambda guild_id: server_name(self.bot, guild_id, speaker))
        none = discord.AllowedMentions.none()
        await answer(
            interaction, embed=first, view=next_view(speaker) if games.waiting else None, allowed_mentions=none
        )
        for embed in more:
            await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=none)

    # ------------------------------------------------------------------ /rules and /help
    @anywhere
    @app_commands.command(name=t("cmd-rules-name"), description=t("cmd-rules-description"))
    @app_commands.rename(game=t("cmd-rules-game-name"))
    @app_commands.describe(game=t("cmd-rules-game-description"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if game not in available_keys():
            await tell(interaction, msg("bot-refusal-unknown-game"))
            return
        locale = locale_of(interaction)
        view = rules_view(game, 0, locale)
        embed = rules_embed(game, 0, locale)
        if view:
            await interaction.response.send_message(embed=embed, ephemeral=True, view=view)
        else:
            await interaction.response.send_message(embed=embed, ephemeral=True)

    @anywhere
    @app_commands.command(name=t("cmd-help-name"), description=t("cmd-help-description"))
    async def show_help(self, interaction: discord.Interaction) -> None:
        speaker = reader(interaction)
        found = [
            (c.name, command_description(c, speaker))
            for c in self.bot.tree.get_commands()
            if isinstance(c, app_commands.Command)
        ]
        first, *more = help_embeds(found, speaker)
        await interaction.response.send_message(embed=first, ephemeral=True)
        for embed in more:
            await interaction.followup.send(embed=embed, ephemeral=True)

    # ------------------------------------------------------------------ helpers
    async def _say(self, record: GameRecord, text: Msg, ping: tuple[int, ...] = ()) -> None:
        """A line in the game's thread, in the table's language."""
        await say_in_thread(self.bot, record, text, ping=ping)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(RulesPageButton, NextButton)
    await bot.add_cog(GameCog(bot))
