"""Small Discord helpers shared by the cogs: replies that never fail, and text limits."""

from __future__ import annotations

import logging
from typing import Awaitable

import discord

log = logging.getLogger("tabletop.ui")

MAX_CONTENT = 2000


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


async def tell(interaction: discord.Interaction, message: str) -> None:
    """Answer ``interaction`` with a short private line, whether or not it was already answered."""
    message = clip(message)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(message, ephemeral=True)
        else:
            await interaction.response.send_message(message, ephemeral=True)
    except discord.HTTPException:
        log.exception("could not answer interaction %s", interaction.id)


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


SORRY = "Something went wrong on my side; nothing was changed. Please try again."


async def guarded(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a component callback so that an unexpected error still gets a short answer.

    discord.py only logs exceptions raised in DynamicItem callbacks; without this the
    player would see Discord's "This interaction failed".
    """
    try:
        await work
    except Exception:
        log.exception("component callback failed for interaction %s", interaction.id)
        await tell(interaction, SORRY)
