"""A player's own screen: the Take turn picker, private hands by DM, /hand, /board, undo.

Every board post in a game's thread carries **Take turn** and **My hand** buttons. Take turn opens
an ephemeral picker: the player's private view as an image, and the legal actions of their current
decision as buttons (few) or a paged select menu (many); after each pick the same message shows
the next decision of the turn, until the turn ends. Action components carry the game id, the
state version and the seat, so a stale or double click is refused and changes nothing.

The picker is one Discord layout (Components V2, ``cogs.layout.panel_view``), like the turn post: a
container in the colour of the player's seat holding the game and the seat (its marker), the
decision's prompt, the player's view as a gallery, then the moves and the navigation (Undo, Ask for
more time); a practice game puts its explanation of the decision first (``lesson``). Every screen
of the picker message is a layout (the second look too, and the line shown when the player has no
decision): a message once a layout stays one, so it never goes back to content.

The picker, the hand and every answer here speak the language of the member who clicked (the one
they chose in ``/settings``, else their ``interaction.locale``: ``cogs.ui.locale_of``), images
included; the buttons under a board post, which everyone sees, speak the table's language. A move's
label is formatted for its reader, then cut to Discord's limits (80 characters on a button, 100 in a
menu).

A member who turned "Confirm moves that cannot be taken back" on in ``/settings`` gets a second look
before such a move (picked here or typed with ``/move``): the move and why it is final, with
**Confirm** (plays it at the version it was chosen at; a stale one is refused) and **Back** (the
picker again, nothing changed). Whether a move is final is the rules' answer on a copy of the state
(``rules.second_look``); reversible moves play at once, and the second look comes once a turn: on
its first decision that cannot be taken back (often the one that ends it), not again after.
"""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.installs import in_servers
from cogs.layout import images_view, panel_view, seat_colour, seat_mark
from cogs.time_bank import ask_more_time
from cogs.translator import t
from cogs.ui import (
    Gated,
    HostedButton,
    HostedSelect,
    OwnCog,
    acknowledge_now,
    answer,
    chosen_values,
    clip,
    defer_unless_quick,
    guarded,
    locale_of,
    plain,
    reader,
    refuse,
    select_of,
    settings_of,
    settle,
    speaker_for,
    table_speaker,
    tell,
    think,
    think_unless_quick,
)
from lang import Speaker
from rules import get_game
from rules.base import Action
from rules.refusal import Refusal
from rules.text import Msg, msg
from rules.text import seat as seat_arg
from services.lessons import lesson_for
from services.naming import game_title
from services.outcomes import Decision, MoveOutcome
from services.turn_posts import caption_events, catch_up, missed_posts, move_line, post_url
from store import ACTIVE, GameRecord

if TYPE_CHECKING:
    from cogs.client import TabletopClient
    from services.flow import GameFlow

log = logging.getLogger("tabletop.turns")

BUTTONS_MAX = 15  # up to three rows of five buttons; more actions use the paged select menu
PAGE_SIZE = 25  # Discord's select-menu limit
DM_CLOSED = 50007


def image_files(images: list[bytes], stem: str, alt: str) -> list[discord.File]:
    """Discord attachments for a board's images (``stem``.png, then ``stem``-2.png, ...), each with the alt
    text (its names made inert: alt text names the players)."""
    alt = plain(alt, in_markdown=False)[:1024]
    return [
        discord.File(io.BytesIO(image), filename=f"{stem}{'' if index == 0 else f'-{index + 1}'}.png", description=alt)
        for index, image in enumerate(images)
    ]


def board_buttons(record: GameRecord) -> list[discord.ui.Item[Any]]:
    """The buttons under every board post while the game is on (none once it is over), in the
    table's language: Take turn and My hand, persistent across restarts (:class:`TurnButton`)."""
    if record.status != ACTIVE:
        return []
    speaker = table_speaker(record, in_markdown=False)
    return [
        TurnButton(
            record.id,
            record.version,
            "turn",
            label=speaker.t("turn-button-take")[:80],
            style=discord.ButtonStyle.primary,
        ),
        TurnButton(
            record.id,
            record.version,
            "hand",
            label=speaker.t("turn-button-hand")[:80],
            style=discord.ButtonStyle.secondary,
        ),
    ]


class TurnButton(
    Gated, discord.ui.DynamicItem[HostedButton], template=r"(?P<verb>turn|hand):(?P<gid>\d+):(?P<ver>\d+)"
):
    """Take turn / My hand under a board. They only show things, so a button under an older board
    opens the current decision (saying so) instead of being refused; the picker's own action
    components are the ones bound to a version."""

    def __init__(
        self,
        game_id: int,
        version: int,
        verb: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(discord.ui.Button(label=label or verb, style=style, custom_id=f"{verb}:{game_id}:{version}"))
        self.game_id = game_id
        self.version = version
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TurnButton:
        return cls(int(match["gid"]), int(match["ver"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Turns.of(interaction.client)
        if self.verb == "turn":
            await guarded(interaction, cog.open_picker(interaction, self.game_id, self.version))
        else:
            await guarded(interaction, cog.show_hand(interaction, self.game_id))


class PickButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"pick:(?P<gid>\d+):(?P<ver>\d+):(?P<seat>\d+):(?P<what>\d+|p\d+|undo|more)",
):
    """One action (index into the decision's legal actions), a page switch (``p<n>``), undo, or
    asking for more time (``more``, see ``cogs.time_bank``)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        seat: int,
        what: str,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"pick:{game_id}:{version}:{seat}:{what}", row=row
            )
        )
        self.game_id, self.version, self.seat, self.what = game_id, version, seat, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickButton:
        return cls(int(match["gid"]), int(match["ver"]), int(match["seat"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Turns.of(interaction.client)
        if self.what.startswith("p"):
            await guarded(
                interaction, cog.show_page(interaction, self.game_id, self.version, self.seat, int(self.what[1:]))
            )
        elif self.what == "undo":
            await guarded(interaction, cog.undo_from_picker(interaction, self.game_id))
        elif self.what == "more":
            await guarded(interaction, ask_more_time(interaction, self.game_id))
        else:
            await guarded(interaction, cog.pick(interaction, self.game_id, self.version, self.seat, int(self.what)))


class PickSelect(
    Gated,
    discord.ui.DynamicItem[HostedSelect],
    template=r"picks:(?P<gid>\d+):(?P<ver>\d+):(?P<seat>\d+):(?P<page>\d+)",
):
    def __init__(self, game_id: int, version: int, seat: int, page: int, select: HostedSelect | None = None) -> None:
        super().__init__(
            select
            or discord.ui.Select(
                custom_id=f"picks:{game_id}:{version}:{seat}:{page}", options=[discord.SelectOption(label="-")]
            )
        )
        self.game_id, self.version, self.seat, self.page = game_id, version, seat, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["gid"]), int(match["ver"]), int(match["seat"]), int(match["page"]), select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Turns.of(interaction.client)
        values = chosen_values(interaction)
        index = int(values[0]) if values and str(values[0]).isdigit() else -1
        await guarded(interaction, cog.pick(interaction, self.game_id, self.version, self.seat, index))


class SureButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"sure:(?P<gid>\d+):(?P<ver>\d+):(?P<seat>\d+):(?P<index>\d+):(?P<verb>yes|back)",
):
    """The second look before a move that cannot be taken back: Confirm (``yes``) plays the move
    ``index`` of the decision at version ``ver``; Back shows the picker again."""

    def __init__(
        self,
        game_id: int,
        version: int,
        seat: int,
        index: int,
        verb: str,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"sure:{game_id}:{version}:{seat}:{index}:{verb}"
            )
        )
        self.game_id, self.version, self.seat, self.index, self.verb = game_id, version, seat, index, verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SureButton:
        return cls(int(match["gid"]), int(match["ver"]), int(match["seat"]), int(match["index"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Turns.of(interaction.client)
        if self.verb == "yes":
            work = cog.pick(interaction, self.game_id, self.version, self.seat, self.index, confirmed=True)
        else:
            work = cog.back_to_picker(interaction, self.game_id, self.seat, self.index)
        await guarded(interaction, work)


def picker_accent(seat: int) -> discord.Colour:
    """The picker's accent: the colour of the player's own seat, as the boards draw it."""
    return seat_colour(seat)


def picker_head(record: GameRecord, seat: int, speaker: Speaker) -> str:
    """The picker's heading: the player's seat (its marker and name) and the game."""
    return speaker.t(
        "layouts-picker-head",
        mark=seat_mark(seat),
        player=seat_arg(seat),
        game=game_title(record.game_key),
        number=record.id,
    )


def second_look_screen(
    record: GameRecord, seat: int, index: int, action: Action, reason: Msg, locale: str
) -> discord.ui.LayoutView:
    """The second look before the move ``action`` (the ``index``-th of ``seat``'s decision at
    ``record``'s version), in ``locale``, as a layout in the player's colour: the move, why it
    cannot be taken back, Confirm and Back."""
    speaker = speaker_for(locale, record.names)
    labels = speaker_for(locale, record.names, in_markdown=False)
    content = "\n".join(
        [
            speaker.t("confirm-prompt", move=action.label),
            speaker.say(reason),
            speaker.t("confirm-how"),
        ]
    )
    gid, ver = record.id, record.version
    buttons: list[discord.ui.Item[Any]] = [
        SureButton(
            gid, ver, seat, index, "yes", label=labels.t("confirm-button-yes"), style=discord.ButtonStyle.danger
        ),
        SureButton(gid, ver, seat, index, "back", label=labels.t("confirm-button-back")),
    ]
    return panel_view([clip(content)], picker_accent(seat), rows=[buttons])


def action_labels(actions: list[Action], speaker: Speaker) -> list[str]:
    """Each move's label as ``speaker`` reads it (names inert, as written: give a speaker made with
    ``in_markdown=False``), uncut."""
    return [speaker.say(action.label) for action in actions]


def picker_rows(
    record: GameRecord,
    seat: int,
    actions: list[Action],
    page: int,
    can_undo: bool,
    speaker: Speaker,
    can_ask_more: bool = False,
) -> list[list[discord.ui.Item[Any]]]:
    """The picker's components in ``speaker``'s language, row by row: the moves as buttons (up to
    three rows of five) or one page of a select menu with its page buttons; then Undo and Ask for
    more time."""
    rows: list[list[discord.ui.Item[Any]]] = []
    gid, ver = record.id, record.version
    labels = action_labels(actions, speaker)
    if len(actions) <= BUTTONS_MAX:
        buttons: list[discord.ui.Item[Any]] = [
            PickButton(gid, ver, seat, str(index), label=label[:80], style=discord.ButtonStyle.primary)
            for index, label in enumerate(labels)
        ]
        rows += [buttons[start : start + 5] for start in range(0, len(buttons), 5)]
    else:
        pages = -(-len(actions) // PAGE_SIZE)
        page = min(max(page, 0), pages - 1)
        chunk = labels[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
        select: HostedSelect = discord.ui.Select(
            custom_id=f"picks:{gid}:{ver}:{seat}:{page}",
            placeholder=speaker.t("turn-picker-placeholder", count=len(actions), page=page + 1, pages=pages)[:150],
            options=[
                discord.SelectOption(label=label[:100], value=str(page * PAGE_SIZE + offset))
                for offset, label in enumerate(chunk)
            ],
        )
        rows.append([PickSelect(gid, ver, seat, page, select)])
        turning: list[discord.ui.Item[Any]] = []
        if page > 0:
            label = speaker.t("turn-picker-previous", page=page, pages=pages)
            turning.append(PickButton(gid, ver, seat, f"p{page - 1}", label=label))
        if page < pages - 1:
            label = speaker.t("turn-picker-next", page=page + 2, pages=pages)
            turning.append(PickButton(gid, ver, seat, f"p{page + 1}", label=label))
        rows.append(turning)
    navigation: list[discord.ui.Item[Any]] = []
    if can_undo:
        label = speaker.t("turn-picker-undo")
        navigation.append(PickButton(gid, ver, seat, "undo", label=label, style=discord.ButtonStyle.danger))
    if can_ask_more:
        label = speaker.t("paces-button-ask")
        navigation.append(PickButton(gid, ver, seat, "more", label=label, style=discord.ButtonStyle.secondary))
    rows.append(navigation)
    return [row for row in rows if row]


def picker_view(
    record: GameRecord,
    seat: int,
    actions: list[Action],
    page: int,
    can_undo: bool,
    speaker: Speaker | None = None,
    can_ask_more: bool = False,
    *,
    text: str = "",
    files: list[discord.File] | None = None,
    lesson: str | None = None,
) -> discord.ui.LayoutView:
    """The picker as one layout: a container in the player's seat colour holding ``lesson`` first
    when given (a practice game's explanation), the prompt ``text`` (already in the reader's
    language), the player's own view (``files``), then the moves and the navigation (see
    :func:`picker_rows`; labels in ``speaker``'s language, names as written: by default the table's
    language); ``can_ask_more``: offer Ask for more time. Without ``actions`` it has no components
    (the game is over, the AI plays the seat, or another player is to act)."""
    speaker = speaker or table_speaker(record, in_markdown=False)
    rows = picker_rows(record, seat, actions, page, can_undo, speaker, can_ask_more) if actions else []
    head = picker_head(record, seat, speaker_for(speaker.locale, record.names))
    return panel_view([head, text], picker_accent(seat), files=files or [], rows=rows, lesson=lesson)


class Turns(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @property
    def flow(self) -> GameFlow:
        return self.bot.flow

    # ------------------------------------------------------------------ the picker
    async def open_picker(
        self, interaction: discord.Interaction, game_id: int, board_version: int | None = None
    ) -> None:
        await think_unless_quick(interaction, self.bot.settings.answer_within)  # usually answered at once
        record = await self.bot.records.game(game_id)
        if record is None or record.status != ACTIVE:
            await tell(interaction, msg("turn-refusal-over"))
            return
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            await tell(interaction, msg("table-refusal-not-playing"))
            return
        older = None
        if board_version is not None and board_version != record.version:
            older = reader(interaction).t("turn-picker-older-board", move=record.moves_logged)
        decision = await self.flow.decision(record, seat)
        files, view = await self._picker_screen(decision, 0, locale_of(interaction), note=older)
        await answer(interaction, view=view, files=files)

    async def _picker_screen(
        self, decision: Decision, page: int, locale: str, note: str | None = None
    ) -> tuple[list[discord.File], discord.ui.LayoutView]:
        """The picker of ``decision`` (the flow's: a seat's decision now), in ``locale`` (the
        player's), as one layout and the files it shows: the player's view, the prompt (after
        ``note``, a line said first) and the moves; a line instead of the moves when the player has
        none to make (game over, the AI plays the seat, waiting for others)."""
        record, seat = decision.game, decision.seat
        speaker = speaker_for(locale, record.names)
        actions = list(decision.actions)
        # the player's view and its alt text, drawn and described together off the event loop
        files: list[discord.File] = []
        if decision.with_view:
            images, alt = await self.bot.boards.described(record, seat, locale)
            files = image_files(images, f"game-{record.id}-seat{seat}-v{record.version}", alt)
        can_undo = can_ask_more = False
        if record.status != ACTIVE:
            text, actions = speaker.t("turn-refusal-over"), []
        elif record.seats[seat].is_ai:
            text, actions = speaker.t("turn-picker-ai-plays"), []
        elif not actions:
            to_act = get_game(record.game_key).to_act(record.state) if record.state is not None else frozenset()
            text = speaker.t("turn-picker-waiting", players=[seat_arg(s) for s in sorted(to_act)])
        else:
            can_undo, can_ask_more = decision.can_undo, decision.can_ask_more
            text = speaker.t("turn-picker-prompt", move=record.moves_logged + 1, count=len(actions))
            # What happened since the player last decided (others' moves, the AI's for them), first.
            missed = catch_up(
                speaker,
                [
                    move_line(
                        speaker,
                        m.number,
                        [speaker.stored(e) for e in caption_events(record.game_key, m.events)],
                        m.seat,
                    )
                    for m in decision.missed
                ],
                links=self._missed_post_links(record, decision),
            )
            if missed:
                text = f"{missed}\n{text}"
        if note:
            text = f"{note}\n{text}"
        labels = speaker_for(locale, record.names, in_markdown=False)
        # A practice game (/learn): the lesson of this decision, shown first.
        lesson = (
            lesson_for(record.game_key, actions, speaker, record.state, seat) if decision.lesson and actions else None
        )
        view = picker_view(
            record, seat, actions, page, can_undo, labels, can_ask_more, text=text, files=files, lesson=lesson
        )
        return files, view

    @staticmethod
    def _missed_post_links(record: GameRecord, decision: Decision) -> list[tuple[int, str]]:
        """Links to the earlier turn posts that showed the moves a player missed (each with the
        number of its first move), the post the picker belongs to left out."""
        if record.thread_id is None:
            return []
        moves = [(move.version, move.number) for move in decision.missed]
        found = missed_posts(record.board.posts, record.board.message_id, moves)
        return [(number, post_url(record.guild_id, record.thread_id, message)) for number, message in found]

    @staticmethod
    async def _show(interaction: discord.Interaction, files: list[discord.File], view: discord.ui.LayoutView) -> None:
        """Show a screen of the picker (a layout) in place of the picker message: as the click's
        response when it was not acknowledged yet, else as an edit. The content and embeds are
        cleared explicitly: a layout has neither, and a picker opened before layouts had content
        (discord.py switches a message to a layout only when told so)."""
        if await settle(interaction):
            await interaction.response.edit_message(content=None, embeds=[], attachments=files, view=view)
        else:
            await interaction.edit_original_response(content=None, embeds=[], attachments=files, view=view)

    async def show_page(
        self, interaction: discord.Interaction, game_id: int, version: int, seat: int, page: int
    ) -> None:
        await interaction.response.defer()
        record = await self.bot.records.game(game_id)
        if record is None or record.seat_of(interaction.user.id) != seat:
            await tell(interaction, msg("turn-refusal-not-your-picker"))
            return
        files, view = await self._picker_screen(await self.flow.decision(record, seat), page, locale_of(interaction))
        await self._show(interaction, files, view)

    async def pick(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        seat: int,
        index: int,
        *,
        confirmed: bool = False,
    ) -> None:
        """Play the move ``index`` of ``seat``'s decision at ``version`` (refused when the game moved
        on), as one flow operation (``GameFlow.pick``), then show what it returns: the next decision,
        or why nothing was played. Unless ``confirmed`` (the second look's Confirm), a move that
        cannot be taken back first shows the second look, for a member who asked for it in /settings.
        The click is acknowledged only when the next screen is not ready in time (it is usually the
        response itself); a refusal acknowledges it first, as it comes as a message of its own."""
        await defer_unless_quick(interaction, self.bot.settings.answer_within)
        settings = settings_of(interaction)  # read once, by the gate
        if settings is None:
            settings = await self.bot.records.members.settings(interaction.user.id)
        try:
            click = await self.flow.pick(
                game_id,
                interaction.user.id,
                seat,
                version,
                index,
                second_look=settings.confirm and not confirmed,
                settings=settings,
            )
        except Refusal as refusal:
            await acknowledge_now(interaction)
            await refuse(interaction, refusal)
            record = await self.bot.records.game(game_id)
            if record is not None and record.seat_of(interaction.user.id) == seat:
                await self._refresh(interaction, await self.flow.decision(record, seat))
            return
        if click.second_look is not None and click.decision is not None and click.chosen is not None:
            look = second_look_screen(
                click.decision.game, seat, index, click.chosen, click.second_look, locale_of(interaction)
            )
            await self._show(interaction, [], look)  # the move and why it is final; no images
            return
        if click.refusal is not None:
            await acknowledge_now(interaction)
            await tell(interaction, click.refusal)
        if click.decision is not None:
            await self._refresh(interaction, click.decision)

    async def back_to_picker(self, interaction: discord.Interaction, game_id: int, seat: int, index: int) -> None:
        """Back from the second look: the picker as the game is now (at the page of the move the
        member had chosen); nothing is played."""
        await interaction.response.defer()
        record = await self.bot.records.game(game_id)
        if record is None or record.seat_of(interaction.user.id) != seat:
            await tell(interaction, msg("turn-refusal-not-your-picker"))
            return
        decision = await self.flow.decision(record, seat)
        files, view = await self._picker_screen(decision, index // PAGE_SIZE, locale_of(interaction))
        await self._show(interaction, files, view)

    async def undo_from_picker(self, interaction: discord.Interaction, game_id: int) -> None:
        await interaction.response.defer()
        outcome = await self.undo(interaction, game_id)
        if outcome is not None:
            await self._refresh(interaction, await self.flow.decision(outcome.game, outcome.seat))

    async def undo(self, interaction: discord.Interaction, game_id: int) -> MoveOutcome | None:
        """Undo through the service, then publish like any move; tells the reason when refused."""
        try:
            return await self.flow.undo(game_id, interaction.user.id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return None

    async def _refresh(self, interaction: discord.Interaction, decision: Decision) -> None:
        files, view = await self._picker_screen(decision, 0, locale_of(interaction))
        try:
            await self._show(interaction, files, view)
        except discord.HTTPException:
            log.warning("could not refresh the picker of game %s", decision.game.id)

    # ------------------------------------------------------------------ hands
    async def show_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        await think(interaction)
        record = await self.bot.records.game(game_id)
        if record is None or record.state is None:
            await tell(interaction, msg("turn-refusal-not-started"))
            return
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            await tell(interaction, msg("turn-refusal-no-hand"))
            return
        images, alt = await self.bot.boards.described(record, seat, locale_of(interaction))
        text = reader(interaction).t(
            "turn-hand", game=game_title(record.game_key), number=record.id, move=record.moves_logged
        )
        files = image_files(images, f"game-{record.id}-hand", alt)
        await answer(interaction, view=images_view(text, files, picker_accent(seat)), files=files)

    @in_servers
    @app_commands.command(name=t("cmd-hand-name"), description=t("cmd-hand-description"))
    async def hand(self, interaction: discord.Interaction) -> None:
        record = await self._game_for(interaction)
        if record is None:
            await tell(interaction, msg("turn-refusal-hand-where"))
            return
        await self.show_hand(interaction, record.id)

    @in_servers
    @app_commands.command(name=t("cmd-board-name"), description=t("cmd-board-description"))
    async def board(self, interaction: discord.Interaction) -> None:
        await think(interaction)
        record = await self.bot.records.game_in_thread(interaction.channel_id or 0)
        if record is None or record.state is None:
            await tell(interaction, msg("turn-refusal-board-where"))
            return
        images, alt = await self.bot.boards.described(record, None, locale_of(interaction))
        text = reader(interaction).t(
            "turn-board", game=game_title(record.game_key), number=record.id, move=record.moves_logged
        )
        files = image_files(images, f"game-{record.id}-board", alt)
        await answer(interaction, view=images_view(text, files, None), files=files)

    async def _game_for(self, interaction: discord.Interaction) -> GameRecord | None:
        """The game of this thread, or the user's only active game in this server."""
        record = await self.bot.records.game_in_thread(interaction.channel_id or 0)
        if record is not None:
            return record
        mine = [
            g
            for g in await self.bot.records.games_listed(interaction.guild_id, interaction.user.id)
            if g.status == ACTIVE and g.seat_of(interaction.user.id) is not None
        ]
        return mine[0] if len(mine) == 1 else None


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(TurnButton, PickButton, PickSelect, SureButton)
    await bot.add_cog(Turns(bot))
