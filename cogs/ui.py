"""Small Discord helpers shared by the cogs: replies that never fail, and text limits."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Coroutine, Iterable

import discord

from rules.refusal import Refusal

if TYPE_CHECKING:
    from store import GameRecord

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


def plain(name: str) -> str:
    """A player's name as text to post: markdown characters escaped and mentions defused.

    Names are chosen by members, so ``**x**``, ``<@123>`` or ``@everyone`` must read as written and
    never format, link or ping. Use it for every name that goes into a message, embed or thread name.
    """
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def plain_names(names: list[str]) -> list[str]:
    """:func:`plain` applied to every seat's name, in seat order (for ``format_event``)."""
    return [plain(name) for name in names]


def pinging(user_ids: "Iterable[int | None]") -> discord.AllowedMentions:
    """Allowed mentions that ping exactly these users (never roles or everyone); an empty list pings nobody."""
    users = [discord.Object(id=uid) for uid in dict.fromkeys(uid for uid in user_ids if uid)]
    return discord.AllowedMentions(users=users, everyone=False, roles=False, replied_user=False)


NO_PINGS = discord.AllowedMentions.none()


SORRY = "Something went wrong on my side; nothing was changed. Please try again."


async def admit(interaction: discord.Interaction) -> bool:
    """The one gate of every interaction, slash command or component: False (after telling the
    member) when they are over the per-member cooldown (``bot.cooldown``, TABLETOP_COOLDOWN).

    The command tree's ``interaction_check`` and :class:`Gated` components call it; commands and
    components share one bucket per member. Autocomplete always passes: it cannot show a message,
    and it changes nothing.
    """
    if interaction.type is discord.InteractionType.autocomplete:
        return True
    cooldown = getattr(interaction.client, "cooldown", None)
    wait = cooldown.hit(interaction.user.id) if cooldown is not None else 0.0
    if wait <= 0:
        return True
    await tell(interaction, f"Slow down a little: try again in {max(1, round(wait))} s.")
    return False


class Gated:
    """Mixin for every component (``DynamicItem``) of the bot: discord.py runs ``interaction_check``
    before the callback, so each click or selection passes :func:`admit` before anything else.
    List it first: ``class MyButton(Gated, discord.ui.DynamicItem[...], template=...)``."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await admit(interaction)


async def guarded(interaction: discord.Interaction, work: Coroutine[Any, Any, None]) -> None:
    """Run a component callback so that an unexpected error still gets a short answer.

    discord.py only logs exceptions raised in DynamicItem callbacks; without this the
    player would see Discord's "This interaction failed". (The cooldown is :class:`Gated`'s job.)
    """
    try:
        await work
    except Refusal as refusal:  # the one answer to every refusal: its reason, privately
        await tell(interaction, refusal.reason)
    except Exception:
        log.exception("component callback failed for interaction %s", interaction.id)
        await tell(interaction, SORRY)


async def thread_of(client: discord.Client, record: "GameRecord") -> discord.abc.Messageable | None:
    """The game's thread, or None when it has none or it is gone."""
    if record.thread_id is None:
        return None
    channel = client.get_channel(record.thread_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(record.thread_id)
        except discord.HTTPException:
            log.warning("thread %s of game %s is gone", record.thread_id, record.id)
            return None
    return channel  # type: ignore[return-value]


async def say_in_thread(client: discord.Client, record: "GameRecord", text: str, ping: "Iterable[int]" = ()) -> None:
    """Post a line in the game's thread pinging only the users in ``ping``; a failure is logged, never raised."""
    thread = await thread_of(client, record)
    if thread is None:
        return
    try:
        await thread.send(clip(text), allowed_mentions=pinging(ping))
    except discord.HTTPException:
        log.warning("could not post in the thread of game %s", record.id)
