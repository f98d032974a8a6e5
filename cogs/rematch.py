"""The Rematch buttons under a finished game's final post (``services.rematch`` decides).

**Rematch** asks for the rematch (the first to press it) or says yes to it; **Leave** leaves it.
Their custom ids carry the finished game's id only (``rematch:<game>:go|leave``): each click reads
the rematch from the store, so the buttons work after a restart and in any process, and a click on a
rematch that has started or lapsed is refused privately (and the post brought up to date). The post
says who is ready and who is awaited, then links the new game's thread; the final post of a game
that is itself a rematch links the game before it, so a chain of rematches can be walked both ways.

Builders for the final post's layout: :func:`rematch_lines` (its lines, in the table's language) and
:func:`rematch_buttons` (its buttons); ``cogs.publisher.final_post`` puts them with the final scores,
and the publisher edits that post whenever the rematch changes (``game_changed``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from cogs.ui import Gated, HostedButton, OwnCog, guarded, refuse, say_in_thread
from lang import Speaker
from rules.refusal import Refusal
from rules.text import msg
from services.rematch import RematchChain
from store import FINISHED

if TYPE_CHECKING:
    from cogs.client import TabletopClient


def mentions(user_ids: list[int]) -> list[str]:
    return [f"<@{user_id}>" for user_id in user_ids]


def rematch_lines(chain: RematchChain, speaker: Speaker) -> list[str]:
    """What the final post of ``chain.game`` says of its rematches, in ``speaker``'s language: the
    game it is a rematch of, and its own rematch (who is ready, its thread, or that it lapsed)."""
    lines = []
    previous = chain.previous
    if previous is not None:
        where = f"<#{previous.thread_id}>" if previous.thread_id else f"#{previous.id}"
        lines.append(speaker.t("rematch-line-of", number=previous.id, thread=where))
    rematch = chain.rematch
    if rematch is None:
        return lines
    if chain.waiting:
        waiting = chain.undecided()
        if waiting:
            lines.append(
                speaker.t("rematch-line-waiting", ready=mentions(chain.ready()) or ["-"], waiting=mentions(waiting))
            )
        else:
            lines.append(speaker.t("rematch-line-ready", ready=mentions(chain.ready())))
    elif chain.started:
        where = f"<#{rematch.thread_id}>" if rematch.thread_id else speaker.t("game-list-thread-opening")
        lines.append(speaker.t("rematch-line-started", number=rematch.id, thread=where))
    else:
        lines.append(speaker.t("rematch-line-lapsed"))
    return lines


def rematch_buttons(chain: RematchChain, speaker: Speaker) -> list[RematchButton]:
    """The final post's buttons: Rematch until someone asks; Rematch and Leave while the rematch
    waits; none once it started or lapsed (labels in ``speaker``'s language, Discord shows them as written)."""
    if chain.game.status != FINISHED or chain.game.practice or chain.started or chain.lapsed:
        return []  # (a practice game has no rematch: /learn deals the next)
    buttons = [
        RematchButton(chain.game.id, "go", label=speaker.t("rematch-button")[:80], style=discord.ButtonStyle.primary)
    ]
    if chain.waiting:
        buttons.append(
            RematchButton(
                chain.game.id,
                "leave",
                label=speaker.t("rematch-button-leave")[:80],
                style=discord.ButtonStyle.secondary,
            )
        )
    return buttons


class RematchButton(Gated, discord.ui.DynamicItem[HostedButton], template=r"rematch:(?P<gid>\d+):(?P<verb>go|leave)"):
    """Rematch / Leave under a finished game's final post."""

    def __init__(
        self,
        game_id: int,
        verb: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(discord.ui.Button(label=label or verb, style=style, custom_id=f"rematch:{game_id}:{verb}"))
        self.game_id = game_id
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["gid"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Rematch.of(interaction.client)
        await guarded(interaction, cog.on_button(interaction, self.game_id, self.verb))


class Rematch(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    async def on_button(self, interaction: discord.Interaction, game_id: int, verb: str) -> None:
        """A click on Rematch or Leave: the flow decides (``services.rematch``) and begins a game the
        click started (its thread, ``GameFlow.begin``); the final post shows the outcome (the
        publisher edits it, see ``game_changed``), and the publisher links the two games both ways."""
        await interaction.response.defer()  # a start deals and opens a thread: longer than Discord waits
        user_id = interaction.user.id
        await self.remember_final_post(interaction, game_id)
        try:
            if verb == "go":
                outcome, begun = await self.bot.flow.ask_rematch(game_id, user_id)
            else:
                outcome, begun = await self.bot.flow.leave_rematch(game_id, user_id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            await self.show(game_id)  # a stale post shows the rematch as it is now
            return
        chain = outcome.chain
        others = [member for member in chain.undecided() if member != user_id] if chain.waiting else []
        if outcome.asked and others:
            text = msg("rematch-asked", member=f"<@{user_id}>", members=mentions(others))
            await say_in_thread(self.bot, chain.game, text, ping=others)
        if begun is not None and begun.thread_id is not None:
            return  # its thread links back and this post links it (the publisher's ``game_started``)
        await self.show(game_id)

    async def show(self, game_id: int) -> None:
        """Bring the final post of ``game_id`` up to date with its rematch (when there is one)."""
        if not await self.bot.flow.rematch_asked(game_id):
            return  # nothing asked: the post is as it was made
        record = await self.bot.records.game(game_id)
        if record is not None:
            await self.bot.flow.publisher.game_changed(record)

    async def remember_final_post(self, interaction: discord.Interaction, game_id: int) -> None:
        """The post clicked on is the game's final post: recorded if the store does not know it yet
        (the bot stopped between posting it and recording it)."""
        message = interaction.message
        if message is None:
            return
        record = await self.bot.records.game(game_id)
        if record is not None and record.final_message_id is None and record.thread_id == message.channel.id:
            await self.bot.records.record_final_post(game_id, message.id)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(RematchButton)
    await bot.add_cog(Rematch(bot))
