"""Where each slash command may be used, and by whose install.

Discord registers a command for server installs (``integration_types`` 0) and member installs (1),
usable in servers (``contexts`` 0), the bot's DMs (1) and group DMs (2); both fields belong to a
top-level command, and a group's subcommands inherit them. The commands that need no table (the
rules, help, a member's games, stats, settings, and /learn, which outside a server gives the rules in
short) are registered :func:`anywhere`, so a member who
installed the bot for themselves has them in any DM. Every other command is :func:`in_servers`.
``/game`` is one group for both kinds: it is registered anywhere, and its subcommands that act on a
table carry :data:`needs_server`, which refuses them privately in a DM (cogs.errors).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import discord
from discord import app_commands

T = TypeVar("T")

# The installs and places of a command usable without a server.
EVERYWHERE_INSTALLS = app_commands.AppInstallationType(guild=True, user=True)
EVERYWHERE_CONTEXTS = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
# Those of a command that acts on a server's table.
SERVER_INSTALLS = app_commands.AppInstallationType(guild=True, user=False)
SERVER_CONTEXTS = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)


def anywhere(item: T) -> T:
    """Register ``item`` (a top-level command) for both installs, in servers, DMs and group DMs."""
    return app_commands.allowed_installs(guilds=True, users=True)(
        app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(item)
    )


def in_servers(item: T) -> T:
    """Register ``item`` (a top-level command) for server installs, in servers only."""
    return app_commands.allowed_installs(guilds=True, users=False)(
        app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)(item)
    )


def _in_a_server(interaction: discord.Interaction) -> bool:
    """A subcommand of a group registered anywhere that acts on a server's table: refused (raised,
    answered by cogs.errors in the member's language) where there is no server."""
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage()
    return True


needs_server: Callable[[T], T] = app_commands.check(_in_a_server)


class AnywhereGroup(app_commands.Group):
    """A group registered :func:`anywhere` whose subcommands act on a server's table, except those
    named in ``without_server`` (their source names): in a DM the others are refused privately."""

    def __init__(self, *, without_server: frozenset[str], **kwargs: object) -> None:
        super().__init__(allowed_installs=EVERYWHERE_INSTALLS, allowed_contexts=EVERYWHERE_CONTEXTS, **kwargs)  # type: ignore[arg-type]
        self.without_server = without_server

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        command = interaction.command
        if command is not None and command.name not in self.without_server:
            return _in_a_server(interaction)
        return True
