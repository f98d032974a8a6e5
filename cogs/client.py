"""What the cogs know of the bot: discord.py's bot with the services built for it.

``bot.py``'s ``TabletopBot`` is this class with its start-up, health and stopping added; the cogs
name this one, so no import runs from the cogs up to ``bot.py``.
"""

from __future__ import annotations

from typing import Any

from discord import app_commands
from discord.ext import commands

from config import Settings
from services.boards import Boards
from services.clocks import Clocks
from services.cooldown import Cooldown
from services.flow import GameFlow
from services.lobbies import Lobbies
from services.records import Records
from services.reviews import Reviews


class TabletopClient(commands.AutoShardedBot):
    """The bot as the cogs use it. The services (``services.setup.Services``) are set once the
    database is open (they stay None only in ``--sync-commands`` runs, which load the cogs without
    handling anything): ``flow``, the one entry point for every change of a game in play (and its
    start); ``lobbies``, tables before their deal; ``boards``, the drawings; ``clocks``; ``records``,
    the reads and Discord bookkeeping; ``reviews``, the reviews of finished games."""

    settings: Settings
    cooldown: Cooldown
    flow: GameFlow
    lobbies: Lobbies
    boards: Boards
    clocks: Clocks
    records: Records
    reviews: Reviews

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard of server ``guild_id`` (see ``bot.py``)."""
        raise NotImplementedError


def game_group(bot: commands.bot.BotBase) -> app_commands.Group | None:
    """The ``/game`` command as registered in ``bot``'s command tree (by ``cogs.game``), for another
    cog to add its subcommand to; None before ``cogs.game`` is loaded."""
    from cogs.translator import t  # the tree knows a command by its source name

    command = bot.tree.get_command(t("cmd-game-name").message)
    return command if isinstance(command, app_commands.Group) else None


def join_game_group(bot: commands.bot.BotBase, command: app_commands.Command[Any, ..., Any]) -> None:
    """Add ``command`` to ``/game`` as a subcommand (in place of one of its name, for an extension
    loaded again); ``cogs.game`` is loaded before the extensions that call this (``bot.EXTENSIONS``)."""
    group = game_group(bot)
    assert group is not None, "cogs.game is loaded first (bot.EXTENSIONS)"
    group.remove_command(command.name)
    group.add_command(command)


def leave_game_group(bot: commands.bot.BotBase, name: str) -> None:
    """Take the subcommand ``name`` out of ``/game`` (an extension unloaded)."""
    group = game_group(bot)
    if group is not None:
        group.remove_command(name)
