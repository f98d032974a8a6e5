"""/game replay: a private viewer to step through a game, move by move.

``/game replay`` (in a game's thread, or anywhere with the game's ``number``; ``move`` to start
elsewhere than at the deal) opens an ephemeral message showing the spectators' board at one move
and the caption of that move, with ⏮ ◀ ▶ ⏭ buttons (the deal, one move back, one move on, the
last move; for a game in play, the present) and a menu to jump to a nearby move or to landmarks
spread over the game. It works for games that have ended, for anyone who can see their channel,
and for a member's own game in play up to the present (see ``services.replays``: who may look, how
a frame is rebuilt and drawn, never anything hidden from a spectator).

Every component carries the game id and the move in its custom id (``replay:<game>:<move>:<how>``,
``replay:<game>:jump``), so a viewer keeps working after a restart and in any process; each look
is checked again (a refusal is answered privately and shows nothing). Each frame asked for passes
the member's frame cooldown (``services.replays.frame_cooldown``) after the interaction gate, so a
member paging quickly is told to slow down instead of queueing drawings; a page turn overtaken by
the member's next one before its frame was drawn is not shown (the newest page is).

For the final post of a game: ``view.add_item(ReplayButton.for_game(record))`` adds a **Replay**
button (in the table's language) that opens this viewer at the deal for whoever clicks it.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from cogs.client import join_game_group, leave_game_group
from cogs.game import can_view, move_said
from cogs.translator import t
from cogs.turns import image_files
from cogs.ui import (
    MAX_CONTENT,
    NO_PINGS,
    Gated,
    HostedButton,
    HostedSelect,
    OwnCog,
    answer,
    chosen_values,
    clip,
    guarded,
    locale_of,
    select_of,
    speaker_for,
    table_speaker,
    tell,
    think,
)
from lang import Speaker
from rules.text import msg
from services.cooldown import Cooldown
from services.images import FrameSuperseded
from services.naming import game_title
from services.replays import ReplayFrame, frame_cooldown, jump_choices, replay_frame
from store import GameRecord

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.replay")

LAST = "end"  # the move of ⏭: the last one there is when it is pressed (a game in play moves on)
OPEN, FIRST, BACK, NEXT, FINAL = "open", "first", "back", "next", "last"
EMOJI = {FIRST: "⏮️", BACK: "◀️", NEXT: "▶️", FINAL: "⏭️", OPEN: "🎞️"}
CAPTION_LIMIT = 1500  # the caption's share of the message (the head and notes take the rest)


# ---------------------------------------------------------------------- what the viewer shows
def head_line(frame: ReplayFrame, speaker: Speaker) -> str:
    """Which game and which move, in ``speaker``'s language."""
    record = frame.record
    args = {"game": game_title(record.game_key), "number": record.id, "move": frame.number, "total": frame.total}
    if frame.number == 0:
        if frame.in_play:
            return speaker.t("replay-head-deal-in-play", **args)
        return speaker.t("replay-head-deal", **args)
    if frame.in_play:
        return speaker.t("replay-head-in-play", **args)
    return speaker.t("replay-head", **args)


def caption(frame: ReplayFrame, speaker: Speaker) -> str:
    """What the move shown did (its logged, public events); nothing at the deal (the head says it)."""
    move = frame.move
    return move_said(frame.record, move, speaker) if move is not None else ""


def viewer_content(frame: ReplayFrame, speaker: Speaker) -> str:
    """The viewer's text: the head, the move's caption, and what the reader should know (a move
    asked for that the game does not have, a log longer than a replay reads)."""
    lines = [f"🎞️ {head_line(frame, speaker)}"]
    if frame.number:
        said = clip(caption(frame, speaker), CAPTION_LIMIT)
        lines.append(speaker.t("game-log-line", number=frame.number, move=said))
    if frame.beyond is not None:
        lines.append(speaker.t("replay-beyond", number=frame.record.id, move=frame.beyond, total=frame.total))
    if frame.cut:
        lines.append(speaker.t("replay-cut", count=frame.total))
    return clip("\n".join(lines), MAX_CONTENT)


def frame_alt(frame: ReplayFrame, speaker: Speaker) -> str:
    """The frame images' alt text: which board this is, and the move's caption."""
    record = frame.record
    args = {"game": game_title(record.game_key), "number": record.id, "move": frame.number, "total": frame.total}
    head = speaker.t("replay-alt", **args) if frame.number else speaker.t("replay-alt-deal", **args)
    return clip(f"{head} {caption(frame, speaker)}".strip(), 1000)


def frame_files(frame: ReplayFrame, speaker: Speaker) -> list[discord.File]:
    """The frame's images as attachments (``speaker``: names as written, for the alt text)."""
    stem = f"game-{frame.record.id}-replay-{frame.number:04d}"
    return image_files(frame.images, stem, frame_alt(frame, speaker))


def viewer_view(frame: ReplayFrame, speaker: Speaker) -> discord.ui.View:
    """⏮ ◀ ▶ ⏭ and the jump menu, in ``speaker``'s language (a speaker of labels: names as written)."""
    game_id, number, total = frame.record.id, frame.number, frame.total
    view = discord.ui.View(timeout=None)
    view.add_item(ReplayButton(game_id, 0, FIRST, speaker.t("replay-button-first"), disabled=number == 0))
    view.add_item(
        ReplayButton(game_id, max(0, number - 1), BACK, speaker.t("replay-button-back"), disabled=number == 0)
    )
    view.add_item(
        ReplayButton(game_id, min(total, number + 1), NEXT, speaker.t("replay-button-next"), disabled=number >= total)
    )
    # A game in play moves on: "Now" stays pressable at the present to look again.
    last = speaker.t("replay-button-now") if frame.in_play else speaker.t("replay-button-last")
    view.add_item(ReplayButton(game_id, None, FINAL, last, disabled=number >= total and not frame.in_play))
    choices = jump_choices(number, total)
    if choices:
        options = []
        for move in choices:
            if move == 0:
                options.append(discord.SelectOption(label=speaker.t("replay-jump-deal")[:100], value="0"))
                continue
            said = move_said(frame.record, frame.moves[move - 1], speaker)
            options.append(
                discord.SelectOption(
                    label=speaker.t("replay-jump-move", move=move)[:100], value=str(move), description=clip(said, 100)
                )
            )
        select: HostedSelect = discord.ui.Select(
            custom_id=jump_id(game_id),
            placeholder=speaker.t("replay-jump-placeholder", move=number, total=total)[:150],
            options=options,
            row=1,
        )
        view.add_item(ReplayJump(game_id, select))
    return view


def screen(frame: ReplayFrame, locale: str) -> tuple[str, list[discord.File], discord.ui.View]:
    """The whole viewer at ``frame`` for a reader with ``locale``: text, images, components."""
    names = frame.record.names
    words = speaker_for(locale, names)
    labels = speaker_for(locale, names, in_markdown=False)
    return viewer_content(frame, words), frame_files(frame, labels), viewer_view(frame, labels)


def pair_screen(
    prior: ReplayFrame, frame: ReplayFrame, content: str, files: list[discord.File], locale: str
) -> tuple[str, list[discord.File]]:
    """The viewer at ``frame`` (its ``content`` and ``files``) with the board before it (``prior``,
    the move before) shown first, and a line saying which board is which."""
    record = frame.record
    words = speaker_for(locale, record.names)
    labels = speaker_for(locale, record.names, in_markdown=False)
    line = words.t("review-replay-pair", move=frame.number)
    alt = labels.t("review-replay-alt-before", game=game_title(record.game_key), number=record.id, move=frame.number)
    stem = f"game-{record.id}-replay-{prior.number:04d}-before"
    return clip(f"{content}\n{line}", MAX_CONTENT), image_files(prior.images, stem, alt) + files


# ---------------------------------------------------------------------- components
def button_id(game_id: int, move: int | None, how: str) -> str:
    return f"replay:{game_id}:{LAST if move is None else move}:{how}"


def jump_id(game_id: int) -> str:
    return f"replay:{game_id}:jump"


class ReplayButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"replay:(?P<gid>\d+):(?P<move>\d+|end):(?P<how>open|first|back|next|last)",
):
    """A viewer's ⏮ ◀ ▶ ⏭ (``how``: first, back, next, last) showing move ``move`` (None: the last
    there is) in the same private message; or, with ``how="open"`` (a public post's **Replay**, see
    :meth:`for_game`), a new private viewer at move ``move``."""

    def __init__(
        self,
        game_id: int,
        move: int | None = 0,
        how: str = OPEN,
        label: str | None = None,
        *,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or "")[:80] or None,
                emoji=EMOJI.get(how),
                style=discord.ButtonStyle.primary if how == NEXT else discord.ButtonStyle.secondary,
                custom_id=button_id(game_id, move, how),
                disabled=disabled,
                row=row if row is not None else (None if how == OPEN else 0),
            )
        )
        self.game_id, self.move, self.how = game_id, move, how

    @classmethod
    def for_game(cls, record: GameRecord) -> ReplayButton:
        """The **Replay** button for a post in the game's thread (in the table's language): anyone
        who clicks it gets their own viewer, at the deal."""
        return cls(record.id, 0, OPEN, table_speaker(record, in_markdown=False).t("replay-button-open"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        move = None if match["move"] == LAST else int(match["move"])
        return cls(int(match["gid"]), move, match["how"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Replays.of(interaction.client)
        if self.how == OPEN:
            await guarded(interaction, cog.open_viewer(interaction, self.game_id, self.move))
        else:
            await guarded(interaction, cog.turn_to(interaction, self.game_id, self.move))


class ReplayJump(Gated, discord.ui.DynamicItem[HostedSelect], template=r"replay:(?P<gid>\d+):jump"):
    """The viewer's menu: the move chosen is shown in the same private message."""

    def __init__(self, game_id: int, select: HostedSelect | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id=jump_id(game_id), options=[discord.SelectOption(label="-")])
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayJump:
        return cls(int(match["gid"]), select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        chosen = str(values[0]) if values else ""
        move = int(chosen) if chosen.isdigit() else 0
        await guarded(interaction, Replays.of(interaction.client).turn_to(interaction, self.game_id, move))


# ---------------------------------------------------------------------- the command and the cog
@app_commands.rename(number=t("cmd-game-replay-number-name"), move=t("cmd-game-replay-move-name"))
@app_commands.describe(number=t("cmd-game-replay-number-description"), move=t("cmd-game-replay-move-description"))
async def replay_command(
    interaction: discord.Interaction,
    number: Optional[app_commands.Range[int, 1]] = None,  # noqa: UP045  # discord.py reads the annotation
    move: Optional[app_commands.Range[int, 0]] = None,  # noqa: UP045  # discord.py reads the annotation
) -> None:
    cog = Replays.of(interaction.client)
    if number is None:
        record = await cog.bot.records.game_in_thread(interaction.channel_id or 0)
        if record is None:
            await tell(interaction, msg("replay-refusal-where"))
            return
        number = record.id
    await cog.open_viewer(interaction, number, move or 0)  # a refusal is answered by cogs.errors


REPLAY_COMMAND: app_commands.Command[Any, ..., None] = app_commands.Command(
    name=t("cmd-game-replay-name"), description=t("cmd-game-replay-description"), callback=replay_command
)


class Replays(OwnCog, commands.Cog, name="Replays"):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        self._frames: Cooldown | None = None

    @property
    def frames(self) -> Cooldown | None:
        """The members' frame cooldown, a share of the bot's interaction cooldown (None without one)."""
        cooldown = getattr(self.bot, "cooldown", None)
        if self._frames is None and cooldown is not None:
            self._frames = frame_cooldown(cooldown)
        return self._frames

    async def _may_draw(self, interaction: discord.Interaction) -> bool:
        """The frame cooldown: False (after telling the member to slow down) when they asked for
        frames faster than it allows."""
        frames = self.frames
        wait = frames.hit(interaction.user.id) if frames is not None else 0.0
        if wait > 0:
            await tell(interaction, msg("bot-slow-down", seconds=max(1, round(wait))))
            return False
        return True

    async def _frame(
        self, interaction: discord.Interaction, game_id: int, move: int | None, *, page_turn: bool = False
    ) -> ReplayFrame:
        return await replay_frame(
            self.bot.boards,
            game_id,
            interaction.user.id,
            move,
            locale_of(interaction),
            guild_id=interaction.guild_id,
            sees=lambda record: can_view(interaction, record.channel_id),
            page_turn=page_turn,
        )

    async def open_viewer(
        self, interaction: discord.Interaction, game_id: int, move: int | None, *, before: bool = False
    ) -> None:
        """A new private viewer of game ``game_id`` at ``move`` (None: the last). ``before`` (a
        review's **Show in replay**): the board before the move is shown too, ahead of the board after
        it (one look of two frames); the viewer's buttons then page on as usual."""
        if not await self._may_draw(interaction):
            return
        await think(interaction)
        frame = await self._frame(interaction, game_id, move)  # a refusal is answered by the caller's handler
        locale = locale_of(interaction)
        content, files, view = screen(frame, locale)
        if before and frame.number > 0:
            prior = await self._frame(interaction, game_id, frame.number - 1)
            content, files = pair_screen(prior, frame, content, files, locale)
        await answer(interaction, content, files=files, view=view, allowed_mentions=NO_PINGS)

    async def turn_to(self, interaction: discord.Interaction, game_id: int, move: int | None) -> None:
        """The viewer the member clicked in, now at ``move`` (None: the last). The click is deferred
        at once (Discord's 3 s) and the message edited when the frame is drawn; a click the member's
        next one overtook while its frame waited is left as deferred: the newer click's edit shows
        the page they asked for last, and the message never goes back to an older one."""
        if not await self._may_draw(interaction):
            return
        await interaction.response.defer()
        try:
            frame = await self._frame(interaction, game_id, move, page_turn=True)
        except FrameSuperseded:
            return
        content, files, view = screen(frame, locale_of(interaction))
        await interaction.edit_original_response(
            content=content, attachments=files, view=view, allowed_mentions=NO_PINGS
        )


async def setup(bot: TabletopClient) -> None:
    """After ``cogs.game``: /game replay joins its group."""
    bot.add_dynamic_items(ReplayButton, ReplayJump)
    await bot.add_cog(Replays(bot))
    join_game_group(bot, REPLAY_COMMAND)


async def teardown(bot: TabletopClient) -> None:
    leave_game_group(bot, REPLAY_COMMAND.name)
