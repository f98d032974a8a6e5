"""Review: a finished game's three costliest decisions of a player, privately.

The **Review** button under a finished game's final post (:meth:`ReviewButton.for_game`) and
``/game review`` (``number``: the game; without it, the game of the thread it is used in, else the
member's newest finished game in the server) open a private message for the member who asked: one
page per decision (the move, what they played, what the hard AI prefers, the points each was
expected to bring a few moves on, and one line why), with **Previous** and **Next**, and **Show in
replay**, which opens the replay viewer (``cogs.replay``) at that move with the board before it and
the board after it. Only the game's players get a review (their own); anyone else is refused,
privately, and shown nothing.

The review itself is ``services.reviews`` (computed once in a process of its own, from the
player's own view at the time, and kept). Every button carries the game (and the page or the move)
in its custom id (``review:<game>:<page or move>:<how>``), and each press reads the review again
(from the store), so a review's pages keep working after a restart and in any process.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from cogs.client import join_game_group, leave_game_group
from cogs.replay import Replays
from cogs.translator import t
from cogs.ui import (
    MAX_CONTENT,
    NO_PINGS,
    Gated,
    HostedButton,
    OwnCog,
    answer,
    clip,
    guarded,
    reader,
    table_speaker,
    tell,
    think,
)
from lang import Speaker
from rules.review import Finding
from rules.text import msg
from services.naming import game_title
from services.reviews import GameReview, check_reviewer
from store import GameRecord

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.review")

OPEN, PREV, NEXT, REPLAY = "open", "prev", "next", "replay"
EMOJI = {OPEN: "🔎", PREV: "◀️", NEXT: "▶️", REPLAY: "🎞️"}
LABEL_LIMIT = 300  # a choice's label on a page (a picker label is far shorter; a runaway one is cut)


# ---------------------------------------------------------------------- what a page shows
def why_line(finding: Finding, speaker: Speaker) -> str:
    """One line why the hard AI prefers its choice, by the points it expected of each."""
    gain = finding.preferred_points - finding.chosen_points
    if gain > 0:
        return speaker.t("review-why-more", gain=gain)
    if gain == 0:
        return speaker.t("review-why-same")
    return speaker.t("review-why-fewer")


def page_content(found: GameReview, page: int, speaker: Speaker) -> str:
    """Page ``page`` (0: the first) of the review, in ``speaker``'s language: which game and which
    decision, what was played, what the hard AI prefers, the points expected and why."""
    record = found.record
    title, number = game_title(record.game_key), record.id
    if not found.findings:
        return clip(f"🔎 {speaker.t('review-none', game=title, number=number)}\n{speaker.t('review-blind')}")
    finding = found.findings[page]
    lines = [
        f"🔎 **{speaker.t('review-head', game=title, number=number, page=page + 1, pages=len(found.findings))}**",
        speaker.t("review-move", move=finding.number),
        speaker.t("review-played", chosen=clip(speaker.say(finding.chosen_label), LABEL_LIMIT)),
        speaker.t("review-preferred", preferred=clip(speaker.say(finding.preferred_label), LABEL_LIMIT)),
        speaker.t("review-points", mine=finding.chosen_points, theirs=finding.preferred_points),
        why_line(finding, speaker),
        f"-# {speaker.t('review-blind')}",
    ]
    return clip("\n".join(lines), MAX_CONTENT)


def page_view(found: GameReview, page: int, speaker: Speaker) -> discord.ui.View | None:
    """Previous, Next and Show in replay for page ``page`` (labels in ``speaker``'s language, names
    as written); None when the review found nothing to show."""
    if not found.findings:
        return None
    game_id, last = found.record.id, len(found.findings) - 1
    view = discord.ui.View(timeout=None)
    view.add_item(ReviewButton(game_id, max(0, page - 1), PREV, speaker.t("review-button-prev"), disabled=page == 0))
    view.add_item(
        ReviewButton(game_id, min(last, page + 1), NEXT, speaker.t("review-button-next"), disabled=page >= last)
    )
    view.add_item(ReviewButton(game_id, found.findings[page].number, REPLAY, speaker.t("review-button-replay")))
    return view


def review_screen(found: GameReview, page: int, interaction: discord.Interaction) -> tuple[str, discord.ui.View | None]:
    """The whole page ``page`` (clamped to the review) for the member who asked: text and buttons."""
    page = min(max(page, 0), max(0, len(found.findings) - 1))
    words = reader(interaction, found.record)
    labels = reader(interaction, found.record, in_markdown=False)
    return page_content(found, page, words), page_view(found, page, labels)


# ---------------------------------------------------------------------- components
def button_id(game_id: int, arg: int | None, how: str) -> str:
    return f"review:{game_id}:{'x' if arg is None else arg}:{how}"


class ReviewButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"review:(?P<gid>\d+):(?P<arg>\d+|x):(?P<how>open|prev|next|replay)",
):
    """A review's buttons: ``open`` (the final post's **Review**: a new private review), ``prev`` and
    ``next`` (page ``arg`` of the same private message), ``replay`` (the replay viewer at move ``arg``,
    with the board before it)."""

    def __init__(
        self,
        game_id: int,
        arg: int | None = None,
        how: str = OPEN,
        label: str | None = None,
        *,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or "")[:80] or None,
                emoji=EMOJI.get(how),
                style=discord.ButtonStyle.primary if how in (NEXT, REPLAY) else discord.ButtonStyle.secondary,
                custom_id=button_id(game_id, arg, how),
                disabled=disabled,
            )
        )
        self.game_id, self.arg, self.how = game_id, arg, how

    @classmethod
    def for_game(cls, record: GameRecord) -> ReviewButton:
        """The **Review** button for a finished game's final post (in the table's language): each
        player who presses it gets their own review, privately; anyone else a private refusal."""
        return cls(record.id, None, OPEN, table_speaker(record, in_markdown=False).t("review-button"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReviewButton:
        arg = None if match["arg"] == "x" else int(match["arg"])
        return cls(int(match["gid"]), arg, match["how"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Review.of(interaction.client)
        if self.how == OPEN:
            await guarded(interaction, cog.open_review(interaction, self.game_id))
        elif self.how == REPLAY:
            replays = Replays.of(interaction.client)
            await guarded(interaction, cog.show_in_replay(interaction, replays, self.game_id, self.arg or 0))
        else:
            await guarded(interaction, cog.turn_to(interaction, self.game_id, self.arg or 0))


# ---------------------------------------------------------------------- the command and the cog
@app_commands.rename(number=t("cmd-game-review-number-name"))
@app_commands.describe(number=t("cmd-game-review-number-description"))
async def review_command(
    interaction: discord.Interaction,
    number: Optional[app_commands.Range[int, 1]] = None,  # noqa: UP045  # discord.py reads the annotation
) -> None:
    cog = Review.of(interaction.client)
    if number is None:
        record = await cog.bot.records.game_in_thread(interaction.channel_id or 0)
        if record is not None:
            number = record.id
        elif interaction.guild_id is not None:
            number = await cog.bot.reviews.find_game(interaction.guild_id, interaction.user.id)
        if number is None:
            await tell(interaction, msg("review-refusal-none"))
            return
    await cog.open_review(interaction, number)  # a refusal is answered by cogs.errors


REVIEW_COMMAND: app_commands.Command[Any, ..., None] = app_commands.Command(
    name=t("cmd-game-review-name"), description=t("cmd-game-review-description"), callback=review_command
)


class Review(OwnCog, commands.Cog, name="Review"):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    async def _review(self, interaction: discord.Interaction, game_id: int) -> GameReview:
        return await self.bot.reviews.review_of(game_id, interaction.user.id, interaction.guild_id)

    async def open_review(self, interaction: discord.Interaction, game_id: int) -> None:
        """A new private review of the member's decisions in game ``game_id``, at its first page.
        The answer is deferred at once: a review not yet kept is computed first (seconds)."""
        await think(interaction)
        found = await self._review(interaction, game_id)  # a refusal is answered by the caller's handler
        content, view = review_screen(found, 0, interaction)
        if view is None:
            await answer(interaction, content, allowed_mentions=NO_PINGS)
        else:
            await answer(interaction, content, view=view, allowed_mentions=NO_PINGS)

    async def turn_to(self, interaction: discord.Interaction, game_id: int, page: int) -> None:
        """The review the member clicked in, now at page ``page`` (the same private message)."""
        await interaction.response.defer()  # a review kept under another budget is computed again first
        found = await self._review(interaction, game_id)
        content, view = review_screen(found, page, interaction)
        await interaction.edit_original_response(content=content, view=view, allowed_mentions=NO_PINGS)

    async def show_in_replay(self, interaction: discord.Interaction, replays: Replays, game_id: int, move: int) -> None:
        """The replay viewer at ``move`` with the board before it, for a player of the game (their
        right to the review checked again first: the button is only ever on their own review)."""
        record = await self.bot.records.game(game_id)
        check_reviewer(record, game_id, interaction.user.id, interaction.guild_id)
        await replays.open_viewer(interaction, game_id, move, before=True)


async def setup(bot: TabletopClient) -> None:
    """After ``cogs.game`` and ``cogs.replay``: /game review joins the /game group."""
    bot.add_dynamic_items(ReviewButton)
    await bot.add_cog(Review(bot))
    join_game_group(bot, REVIEW_COMMAND)


async def teardown(bot: TabletopClient) -> None:
    leave_game_group(bot, REVIEW_COMMAND.name)
