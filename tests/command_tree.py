"""The bot's slash-command tree with its cogs loaded, as the bot builds it (nothing connects)."""

from __future__ import annotations

import discord
from discord.ext import commands


async def bot_command_tree() -> discord.app_commands.CommandTree:
    """Every cog of ``bot.EXTENSIONS`` loaded into a client that never connects: its command tree."""
    from bot import EXTENSIONS

    client = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    for extension in EXTENSIONS:
        await client.load_extension(extension)
    return client.tree
