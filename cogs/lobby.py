"""/play and the lobby: Join, Leave, Add bot, Options, Start, Cancel, and the host's Remove.

A lobby may be private (/play's ``private``, or the host's Options): Join is then a request the host
approves or declines (``services.invitations``; the host's prompt is in ``cogs.invitations``). The
lobby message names who is still invited and who asks to join. Before the start the host may remove
a seated member or a bot with the lobby's Remove select; the member removed is told by direct message.

The pace (``services.paces``: a decision's base time and the time bank) is chosen with /play's
``pace`` and changed by the host in Options; the lobby message describes it from its numbers.

The lobby message is one Discord layout (Components V2, see :func:`lobby_layout`), like the turn
post: a container in the host's seat colour with the game, its seats, settings and what it needs to
start as text, and its buttons in rows. Lobby components are ``DynamicItem``s whose custom ids
carry the game id, so they keep working after a restart (a lobby posted before layouts too: the
next edit makes it a layout); each click re-reads the lobby from the store.

Languages: the lobby message is public, so it speaks the table's language (``games.language``: the
server's language when the lobby opens; the host may change it in Options before the start, and
the thread, its boards and score sheet follow it). Every private panel (Options, Add bot) and
every refusal speaks the language of the member who clicked.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord
from discord import app_commands
from discord.ext import commands

from cogs.installs import in_servers
from cogs.layout import RULE, panel_view, seat_colour, seat_mark
from cogs.translator import game_choices, t
from cogs.ui import (
    Gated,
    HostedButton,
    HostedSelect,
    OwnCog,
    answer,
    chosen_values,
    clip,
    display_name,
    guarded,
    guild_locale_of,
    plain_name,
    reader,
    refuse,
    select_of,
    table_speaker,
    tell,
    think,
)
from lang import Speaker
from rules import available_keys, get_game
from rules.levels import DEFAULT_LEVEL, LEVELS
from rules.text import Msg, msg
from services.invitations import TableInvitations
from services.lobbies import GamesInPlayLimit, LobbyLapsed, LobbyLimit
from services.naming import bots_problem, duration_text, game_title, table_languages
from services.paces import DEFAULT_PACE, PACES, describe, pace_of
from store import INVITED, LOBBY, REQUESTED, GameRecord, Invitation, SeatError

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.lobby")

OPTIONS_PER_PAGE = 4  # four select rows plus one row of page buttons: Discord's limit is five rows
LANGUAGE = -1  # the table's language among the options panel's entries (after the game's options)
PACE = -2  # the game's pace among the options panel's entries (after the game's options)
PRIVATE = -3  # who may join (anyone, or by the host's approval) among the options panel's entries
MAX_WAITING_NAMES = 10  # members named on each waiting line of the lobby; the rest are counted

LOBBY_BUTTONS = (
    ("join", msg("lobby-button-join"), discord.ButtonStyle.success),
    ("leave", msg("lobby-button-leave"), discord.ButtonStyle.secondary),
    ("bot", msg("lobby-button-add-bot"), discord.ButtonStyle.secondary),
    ("start", msg("lobby-button-start"), discord.ButtonStyle.primary),
    ("cancel", msg("lobby-button-cancel"), discord.ButtonStyle.danger),
)


def is_admin(interaction: discord.Interaction) -> bool:
    """A server admin (Administrator or Manage Server) may start or cancel any lobby."""
    permissions = interaction.permissions
    return bool(permissions.administrator or permissions.manage_guild)


def lobby_link(record: GameRecord) -> str:
    """A jump link to a lobby's message (or a mention of its channel while it has none)."""
    if record.lobby_message_id:
        return f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{record.lobby_message_id}"
    return f"<#{record.channel_id}>"


def refusal_text(problem: SeatError, speaker: Speaker, viewer_id: int | None = None) -> str:
    """A refused lobby operation as a short line for ``viewer_id``, in ``speaker``'s language; a lobby
    cap links the member's open lobby, names the channels of the lobbies that fill the server's cap
    (the caller may not see them all), or the other players at their cap of games in play."""
    text = speaker.say(problem.reason)
    if isinstance(problem, LobbyLimit) and problem.open is not None:
        text = f"{text} {lobby_link(problem.open)}"
    if isinstance(problem, LobbyLimit) and problem.where:
        counts: dict[int, int] = {}
        for channel_id in problem.where:
            counts[channel_id] = counts.get(channel_id, 0) + 1
        places = [
            speaker.t("lobby-channel-count", channel=f"<#{channel_id}>", count=count)
            for channel_id, count in counts.items()
        ]
        text = f"{text} {speaker.t('lobby-open-lobbies-in', places=places)}"
    others = (
        [user_id for user_id in problem.members if user_id != viewer_id]
        if isinstance(problem, GamesInPlayLimit)
        else []
    )
    if others:
        text = f"{text} {speaker.t('lobby-at-their-cap', members=[f'<@{user_id}>' for user_id in others])}"
    return text


def lapsed_note(lobby_idle_seconds: float) -> Msg:
    """The lobby message's line once the lobby lapsed."""
    return msg("lobby-status-lapsed", idle=duration_text(lobby_idle_seconds))


def language_name(code: str, speaker: Speaker) -> str:
    """A language as ``speaker`` calls it, followed by its own name when that differs ("French
    (français)"), so a member finds their language whatever the table speaks."""
    name, native = speaker.t(f"language-{code}"), Speaker(code).t(f"language-{code}")
    return name if name == native else speaker.t("lobby-language-choice", language=name, native=native)


def option_lines(record: GameRecord, speaker: Speaker) -> list[str]:
    """The game's options as chosen, one line each: "Variant: Fireflies"."""
    game = get_game(record.game_key)
    lines = []
    for spec in game.OPTIONS:
        value = record.options.get(spec.key, spec.default)
        label = spec.choices.get(value)
        shown = speaker.say(label) if label is not None else str(value)
        lines.append(speaker.t("lobby-option-choice", option=speaker.say(spec.label), choice=shown))
    return lines


def lobby_accent(record: GameRecord) -> discord.Colour:
    """The lobby's accent: the colour of the host's seat (the first seat when the host has none)."""
    seat = record.seat_of(record.host_id)
    return seat_colour(seat if seat is not None else 0)


def start_line(record: GameRecord, speaker: Speaker) -> str:
    """What the lobby still needs before it can start: more players (Join or a bot), or the host's Start."""
    game = get_game(record.game_key)
    seated = len(record.seats)
    if seated < game.min_players:
        return speaker.t("layouts-lobby-needs", count=game.min_players - seated)
    if seated < game.max_players:
        return speaker.t("layouts-lobby-ready", free=game.max_players - seated)
    return speaker.t("layouts-lobby-full")


def seat_lines(record: GameRecord, speaker: Speaker) -> str:
    """One line per seat with its marker (the shape the boards draw in its colour): a person by their
    mention, a bot by its name (which says its level), the host marked."""
    lines = []
    for seat in record.seats:
        who = f"<@{seat.user_id}>" if seat.user_id else plain_name(seat.name)  # a bot's name says its level
        if seat.user_id == record.host_id:
            line = speaker.t("lobby-seat-host", number=seat.seat + 1, player=who)
        else:
            line = speaker.t("lobby-seat", number=seat.seat + 1, player=who)
        lines.append(f"{seat_mark(seat.seat)} {line}")
    return "\n".join(lines) or "-"


def setting_line(label: str, value: str, speaker: Speaker) -> str:
    """One setting of the lobby ("**Pace**: Live, …"), as the language writes an option and its choice."""
    return speaker.t("lobby-option-choice", option=f"**{label}**", choice=value)


def waiting_lines(waiting: Sequence[Invitation], speaker: Speaker) -> list[str]:
    """Who the lobby still waits on: one line for the members invited, one for those asking to join
    (each by mention, at most :data:`MAX_WAITING_NAMES`, the rest counted); none when nobody waits."""
    lines = []
    for kind, line in ((INVITED, msg("privlobby-still-invited")), (REQUESTED, msg("privlobby-asking"))):
        members: list[str] = [f"<@{i.user_id}>" for i in waiting if i.kind == kind]
        if not members:
            continue
        if len(members) > MAX_WAITING_NAMES:
            more = speaker.t("privlobby-more", count=len(members) - MAX_WAITING_NAMES)
            members = [*members[:MAX_WAITING_NAMES], more]
        lines.append(speaker.t(line.id, members=members))
    return lines


def lobby_layout(
    record: GameRecord,
    note: Msg | None = None,
    *,
    waiting: Sequence[Invitation] = (),
    private: bool = False,
) -> discord.ui.LayoutView:
    """The lobby message as one layout, in the table's language (``note`` replaces the status line:
    a lobby closed for a reason): a container in the host's seat colour holding the game and its
    host, what the lobby needs to start, the seats and the members it still waits on (``waiting``),
    the pace, language, privacy (``private``: Join is a request) and options as chosen; then, while
    the lobby is open, its buttons (Join, Leave, Add bot, Start, Cancel; Options) and the host's Remove."""
    speaker = table_speaker(record)
    game = get_game(record.game_key)
    status = (
        note
        or {
            LOBBY: msg("lobby-status-waiting", low=game.min_players, high=game.max_players),
            "active": msg("lobby-status-active"),
            "finished": msg("lobby-status-finished"),
            "cancelled": msg("lobby-status-cancelled"),
            "abandoned": msg("lobby-status-abandoned"),
        }[record.status]
    )
    open_ = record.status == LOBBY and note is None
    title = speaker.t("lobby-title", game=game_title(record.game_key), number=record.id)
    head = [f"### {title}"]
    if open_:
        head.append(speaker.t("lobby-opened", host=f"<@{record.host_id}>", game=game_title(record.game_key)))
    # An open lobby says how many it seats and what it still needs; a full one only the latter.
    state = [] if open_ and len(record.seats) >= game.max_players else [speaker.say(status)]
    if open_:
        state.append(start_line(record, speaker))
    players = speaker.t("lobby-field-players", count=len(record.seats), most=game.max_players)
    seats_block = f"**{players}**\n{seat_lines(record, speaker)}"
    if open_:
        seats_block = "\n".join([seats_block, *waiting_lines(waiting, speaker)])
    settings = [
        setting_line(speaker.t("lobby-field-pace"), speaker.say(describe(pace_of(record.pace))), speaker),
        setting_line(speaker.t("lobby-field-language"), language_name(speaker.locale, speaker), speaker),
    ]
    if private and open_:
        settings.append(
            setting_line(speaker.t("privlobby-field-joining"), speaker.t("privlobby-joining-private"), speaker)
        )
    if game.OPTIONS:
        settings.append(f"**{speaker.t('lobby-field-options')}**")
        settings += [f"• {line}" for line in option_lines(record, speaker)]
    if record.thread_id:
        settings.append(setting_line(speaker.t("lobby-field-thread"), f"<#{record.thread_id}>", speaker))
    blocks: list[str | None] = [
        "\n".join(head),
        "\n".join(state),
        RULE,
        seats_block,
        RULE,
        "\n".join(settings),
    ]
    if open_:
        blocks.append(f"-# {speaker.t('lobby-footer')}")
    return panel_view(blocks, lobby_accent(record), rows=lobby_rows(record))


def lobby_rows(record: GameRecord) -> list[list[discord.ui.Item[Any]]]:
    """The lobby's buttons in the table's language, two rows, and the host's Remove select below
    them while anyone but the host is seated (none of them once the lobby is closed)."""
    if record.status != LOBBY:
        return []
    speaker = table_speaker(record, in_markdown=False)
    first: list[discord.ui.Item[Any]] = [
        LobbyButton(record.id, record.version, verb, label=speaker.say(label)[:80], style=style)
        for verb, label, style in LOBBY_BUTTONS
    ]
    options = LobbyButton(
        record.id,
        record.version,
        "opts",
        label=speaker.t("lobby-button-options")[:80],
        style=discord.ButtonStyle.secondary,
    )
    rows: list[list[discord.ui.Item[Any]]] = [first, [options]]
    if any(seat.user_id != record.host_id for seat in record.seats):
        rows.append([RemoveSelect.build(record, speaker)])
    return rows


async def lobby_view(client: TabletopClient, record: GameRecord, note: Msg | None = None) -> discord.ui.LayoutView:
    """:func:`lobby_layout` with what the store holds beside the lobby's record: the members it
    still waits on and whether it is private (an open lobby only)."""
    if record.status != LOBBY or note is not None:
        return lobby_layout(record, note)
    service = TableInvitations(client.lobbies)
    waiting = await service.waiting(record.id)
    return lobby_layout(record, waiting=waiting, private=await service.is_private(record.id))


def remove_value(seat: int, user_id: int | None, name: str) -> str:
    """The Remove select's value for a seat: a member by id (their seat number moves up as others
    leave), a bot by its seat and name (unique in a lobby), so a stale choice is told apart."""
    return f"u{user_id}" if user_id is not None else f"b{seat}:{name}"[:100]


def option_entries(record: GameRecord) -> list[int]:
    """What the Options panel sets, in order: each game option's index, the pace, the table's
    language, then who may join."""
    return [*range(len(get_game(record.game_key).OPTIONS)), PACE, LANGUAGE, PRIVATE]


def options_panel(
    record: GameRecord, page: int, speaker: Speaker, private: bool = False
) -> tuple[str, discord.ui.View]:
    """An ephemeral page of option selects for the host (four per page), in ``speaker``'s language
    (``private``: whether the lobby is private now, which its select shows)."""
    entries = option_entries(record)
    pages = max(1, -(-len(entries) // OPTIONS_PER_PAGE))
    page = min(max(page, 0), pages - 1)
    view = discord.ui.View(timeout=None)
    for entry in entries[page * OPTIONS_PER_PAGE : (page + 1) * OPTIONS_PER_PAGE]:
        if entry == LANGUAGE:
            view.add_item(LanguageSelect.build(record, speaker))
        elif entry == PRIVATE:
            view.add_item(PrivateSelect.build(record, speaker, private))
        elif entry == PACE:
            view.add_item(PaceSelect.build(record, speaker))
        else:
            view.add_item(OptionSelect.build(record, entry, speaker))
    if pages > 1:
        for target in range(pages):
            view.add_item(
                LobbyButton(
                    record.id,
                    record.version,
                    f"opts:{target}",
                    label=speaker.t("lobby-options-page", number=target + 1)[:80],
                    style=discord.ButtonStyle.primary if target == page else discord.ButtonStyle.secondary,
                    row=4,
                )
            )
    content = speaker.t("lobby-options-panel", game=game_title(record.game_key), page=page + 1, pages=pages)
    return content, view


def page_of(record: GameRecord, entry: int) -> int:
    """The Options panel's page that shows ``entry``."""
    return option_entries(record).index(entry) // OPTIONS_PER_PAGE


class LobbyButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"lobby:(?P<gid>\d+):(?P<ver>\d+):(?P<verb>join|leave|bot|start|cancel|opts(?::\d+)?)",
):
    """A lobby button; its id carries the game and the version the lobby had when it was drawn, so a
    click on a lobby that has since started or closed is refused."""

    def __init__(
        self,
        game_id: int,
        version: int,
        verb: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=label or verb, style=style, custom_id=f"lobby:{game_id}:{version}:{verb}", row=row)
        )
        self.game_id = game_id
        self.version = version
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["gid"]), int(match["ver"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Lobby.of(interaction.client)
        await guarded(interaction, cog.on_lobby_button(interaction, self.game_id, self.version, self.verb))


def bot_level_panel(game_id: int, speaker: Speaker) -> tuple[str, discord.ui.View]:
    """The ephemeral chooser Add bot opens: one button per level, in ``speaker``'s language. Its ids
    carry no lobby version, so the panel keeps working while the lobby changes (each click re-checks
    that it is still open)."""
    view = discord.ui.View(timeout=None)
    for level in LEVELS:
        view.add_item(BotLevelButton(game_id, level, speaker.t(f"level-{level}-button")))
    lines = "\n".join(f"• {speaker.t(f'level-{level}')}" for level in LEVELS)
    return speaker.t("lobby-bot-level-question", levels=lines), view


class BotLevelButton(
    Gated, discord.ui.DynamicItem[HostedButton], template=r"lbot:(?P<gid>\d+):(?P<level>easy|normal|hard)"
):
    """Seat a bot of one level at a lobby."""

    def __init__(self, game_id: int, level: str, label: str | None = None) -> None:
        style = discord.ButtonStyle.primary if level == DEFAULT_LEVEL else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=(label or level)[:80], style=style, custom_id=f"lbot:{game_id}:{level}")
        )
        self.game_id = game_id
        self.level = level

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BotLevelButton:
        return cls(int(match["gid"]), match["level"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Lobby.of(interaction.client)
        await guarded(interaction, cog.on_add_bot(interaction, self.game_id, self.level))


class OptionSelect(Gated, discord.ui.DynamicItem[HostedSelect], template=r"lopt:(?P<gid>\d+):(?P<index>\d+)"):
    def __init__(self, game_id: int, index: int, select: HostedSelect | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id=f"lopt:{game_id}:{index}", options=[discord.SelectOption(label="-")])
        )
        self.game_id = game_id
        self.index = index

    @classmethod
    def build(cls, record: GameRecord, index: int, speaker: Speaker) -> OptionSelect:
        spec = get_game(record.game_key).OPTIONS[index]
        current = record.options.get(spec.key, spec.default)
        choices = list(spec.choices.items())[:25]
        option = speaker.say(spec.label)
        description = speaker.say(spec.description)[:100] if spec.description else None
        select: HostedSelect = discord.ui.Select(
            custom_id=f"lopt:{record.id}:{index}",
            placeholder=option[:150],
            options=[
                discord.SelectOption(
                    label=speaker.t("lobby-option-choice", option=option, choice=speaker.say(label))[:100],
                    value=str(position),
                    default=value == current,
                    description=description,
                )
                for position, (value, label) in enumerate(choices)
            ],
        )
        return cls(record.id, index, select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OptionSelect:
        return cls(int(match["gid"]), int(match["index"]), select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Lobby.of(interaction.client)
        values = chosen_values(interaction)
        await guarded(interaction, cog.on_option(interaction, self.game_id, self.index, values[0] if values else None))


class LanguageSelect(Gated, discord.ui.DynamicItem[HostedSelect], template=r"llang:(?P<gid>\d+)"):
    """The table's language (the thread, its boards and score sheet), set by the host before the start."""

    def __init__(self, game_id: int, select: HostedSelect | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id=f"llang:{game_id}", options=[discord.SelectOption(label="-")])
        )
        self.game_id = game_id

    @classmethod
    def build(cls, record: GameRecord, speaker: Speaker) -> LanguageSelect:
        current = table_speaker(record).locale
        codes = list(table_languages())
        if current not in codes:  # the test pseudo-locale, set from the server's language
            codes.append(current)
        option = speaker.t("lobby-option-language")
        select: HostedSelect = discord.ui.Select(
            custom_id=f"llang:{record.id}",
            placeholder=option[:150],
            options=[
                discord.SelectOption(
                    label=speaker.t("lobby-option-choice", option=option, choice=language_name(code, speaker))[:100],
                    value=code,
                    default=code == current,
                )
                for code in codes[:25]
            ],
        )
        return cls(record.id, select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LanguageSelect:
        return cls(int(match["gid"]), select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Lobby.of(interaction.client)
        values = chosen_values(interaction)
        await guarded(interaction, cog.on_language(interaction, self.game_id, values[0] if values else None))


class PaceSelect(Gated, discord.ui.DynamicItem[HostedSelect], template=r"lpace:(?P<gid>\d+)"):
    """The game's pace (``services.paces``), set by the host before the start."""

    def __init__(self, game_id: int, select: HostedSelect | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id=f"lpace:{game_id}", options=[discord.SelectOption(label="-")])
        )
        self.game_id = game_id

    @classmethod
    def build(cls, record: GameRecord, speaker: Speaker) -> PaceSelect:
        current = pace_of(record.pace).key
        option = speaker.t("lobby-field-pace")
        select: HostedSelect = discord.ui.Select(
            custom_id=f"lpace:{record.id}",
            placeholder=option[:150],
            options=[
                discord.SelectOption(
                    label=speaker.t("lobby-option-choice", option=option, choice=speaker.say(pace.name))[:100],
                    value=key,
                    default=key == current,
                )
                for key, pace in list(PACES.items())[:25]
            ],
        )
        return cls(record.id, select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PaceSelect:
        return cls(int(match["gid"]), select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Lobby.of(interaction.client)
        values = chosen_values(interaction)
        await guarded(interaction, cog.on_pace(interaction, self.game_id, values[0] if values else None))


class PrivateSelect(Gated, discord.ui.DynamicItem[HostedSelect], template=r"lpriv:(?P<gid>\d+)"):
    """Who may join the lobby, set by the host before the start: anyone, or by the host's approval."""

    def __init__(self, game_id: int, select: HostedSelect | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id=f"lpriv:{game_id}", options=[discord.SelectOption(label="-")])
        )
        self.game_id = game_id

    @classmethod
    def build(cls, record: GameRecord, speaker: Speaker, private: bool) -> PrivateSelect:
        option = speaker.t("privlobby-field-joining")
        select: HostedSelect = discord.ui.Select(
            custom_id=f"lpriv:{record.id}",
            placeholder=option[:150],
            options=[
                discord.SelectOption(
                    label=speaker.t("lobby-option-choice", option=option, choice=speaker.say(choice))[:100],
                    value=value,
                    default=(value == "private") == private,
                )
                for value, choice in (
                    ("open", msg("privlobby-joining-open")),
                    ("private", msg("privlobby-joining-private")),
                )
            ],
        )
        return cls(record.id, select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PrivateSelect:
        return cls(int(match["gid"]), select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Lobby.of(interaction.client)
        values = chosen_values(interaction)
        await guarded(interaction, cog.on_private(interaction, self.game_id, values[0] if values else None))


class RemoveSelect(Gated, discord.ui.DynamicItem[HostedSelect], template=r"lrm:(?P<gid>\d+)"):
    """The host removes a seated member or a bot before the start (anyone else is refused)."""

    def __init__(self, game_id: int, select: HostedSelect | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id=f"lrm:{game_id}", options=[discord.SelectOption(label="-")])
        )
        self.game_id = game_id

    @classmethod
    def build(cls, record: GameRecord, speaker: Speaker) -> RemoveSelect:
        """The seats the host may free (every one but the host's), in ``speaker``'s language."""
        choices = [seat for seat in record.seats if seat.user_id != record.host_id][:25]
        select: HostedSelect = discord.ui.Select(
            custom_id=f"lrm:{record.id}",
            placeholder=speaker.t("privlobby-remove-placeholder")[:150],
            options=[
                discord.SelectOption(
                    label=speaker.t(
                        "privlobby-remove-choice",
                        seat=seat.seat + 1,
                        player=plain_name(seat.name, in_markdown=False),
                    )[:100],
                    value=remove_value(seat.seat, seat.user_id, seat.name),
                )
                for seat in choices
            ],
        )
        return cls(record.id, select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RemoveSelect:
        return cls(int(match["gid"]), select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = Lobby.of(interaction.client)
        values = chosen_values(interaction)
        await guarded(interaction, cog.on_remove(interaction, self.game_id, values[0] if values else None))


class HostPrompt(Protocol):
    """What the lobby asks of ``cogs.invitations`` (found by the cog's name, so that the two modules
    do not import each other): tell the host that ``requester`` asks to join ``record``."""

    async def ask_host(self, record: GameRecord, requester: discord.abc.User) -> None: ...


class Lobby(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @in_servers
    @app_commands.command(name=t("cmd-play-name"), description=t("cmd-play-description"))
    @app_commands.rename(
        game=t("cmd-play-game-name"),
        bots=t("cmd-play-bots-name"),
        pace=t("cmd-play-pace-name"),
        level=t("cmd-play-level-name"),
        invite=t("cmd-play-with-name"),
        private=t("cmd-play-private-name"),
    )
    @app_commands.describe(
        game=t("cmd-play-game-description"),
        bots=t("cmd-play-bots-description"),
        pace=t("cmd-play-pace-description"),
        level=t("cmd-play-level-description"),
        invite=t("cmd-play-with-description"),
        private=t("cmd-play-private-description"),
    )
    @app_commands.choices(
        game=game_choices(),
        pace=[app_commands.Choice(name=t(f"paces-name-{key}"), value=key) for key in PACES],
        level=[app_commands.Choice(name=t(f"level-{key}"), value=key) for key in LEVELS],
    )
    async def play(
        self,
        interaction: discord.Interaction,
        game: str,
        bots: app_commands.Range[int, 0, 5] = 0,
        pace: str = DEFAULT_PACE,
        level: str = DEFAULT_LEVEL,
        invite: str = "",
        private: bool = False,
    ) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            await tell(interaction, msg("lobby-refusal-in-dms"))
            return
        if isinstance(interaction.channel, discord.Thread):
            await tell(interaction, msg("lobby-refusal-in-thread"))
            return
        if game not in available_keys():
            await tell(interaction, msg("bot-refusal-unknown-game"))
            return
        too_many = bots_problem(game, bots)
        if too_many:  # refuse before deferring: a deferred public reply could not turn private
            await tell(interaction, too_many)
            return
        await self.close_lapsed_lobbies(interaction.guild_id)
        refusal = await self.bot.lobbies.lobby_refusal(
            interaction.guild_id, interaction.channel_id, interaction.user.id
        )
        if refusal is not None:
            await tell(interaction, refusal_text(refusal, reader(interaction), interaction.user.id))
            return
        await think(interaction, ephemeral=False)
        try:
            record = await self.bot.lobbies.open_lobby(
                game,
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                display_name(interaction.user),
                bots,
                pace,
                level,
                language=guild_locale_of(interaction),
            )
            if private:  # Join becomes a request to the host from the first message on
                record = await TableInvitations(self.bot.lobbies).set_private(record.id, interaction.user.id, True)
        except SeatError as problem:  # private: the public placeholder makes way for it (cogs.ui.answer)
            await tell(interaction, refusal_text(problem, reader(interaction), interaction.user.id))
            return
        message = await answer(interaction, view=await lobby_view(self.bot, record), public=True)
        if message is not None:
            await self.bot.records.set_lobby_message(record.id, message.id)
        if invite:  # the members named in ``with``: each invited by a direct message (cogs.invitations)
            invitations: Any = self.bot.get_cog("Invitations")
            try:
                await invitations.send(record, interaction.user, invite)
            except SeatError as problem:
                await interaction.followup.send(
                    refusal_text(problem, reader(interaction), interaction.user.id), ephemeral=True
                )
            else:  # the lobby names who it still waits on
                fresh = await self.bot.records.game(record.id)
                if fresh is not None:
                    await self.edit_lobby_message(fresh)

    async def on_lobby_button(self, interaction: discord.Interaction, game_id: int, version: int, verb: str) -> None:
        user = interaction.user
        current = await self.bot.records.game(game_id)
        if current is None or current.version != version or current.status != LOBBY:
            await tell(interaction, msg("lobby-refusal-started-or-closed"))
            return
        if verb.startswith("opts"):
            page = int(verb.split(":")[1]) if ":" in verb else 0
            record = await self.bot.records.game(game_id)
            if record is None or record.status != LOBBY:
                await tell(interaction, msg("lobby-refusal-closed"))
                return
            if user.id != record.host_id:
                await tell(interaction, msg("lobby-refusal-host-options"))
                return
            private = await TableInvitations(self.bot.lobbies).is_private(game_id)
            content, view = options_panel(record, page, reader(interaction), private)
            if ":" in verb:  # a page button on the panel itself: show the other page in place
                await interaction.response.edit_message(content=content, view=view)
            else:
                await interaction.response.send_message(content, view=view, ephemeral=True)
            return
        if verb == "bot":
            if user.id != current.host_id and not is_admin(interaction):
                await tell(interaction, msg("lobby-refusal-host-adds-bots"))
                return
            content, view = bot_level_panel(game_id, reader(interaction))
            await interaction.response.send_message(content, view=view, ephemeral=True)
            return
        await interaction.response.defer()
        try:
            if verb == "join":  # an invited member accepts; in a private lobby anyone else asks the host
                joined = await TableInvitations(self.bot.lobbies).join(game_id, user.id, display_name(user))
                record = joined.record
                if not joined.seated:  # told first, then the lobby names them as asking
                    await tell(interaction, msg("privlobby-asked", number=game_id))
                    await self.refresh_lobby(interaction, record)
                    await self.ask_host(record, user)
                    return
            elif verb == "leave":
                record = await self.bot.lobbies.leave(game_id, user.id)
            elif verb == "cancel":
                record = await self.bot.lobbies.cancel(game_id, user.id, admin=is_admin(interaction))
            else:  # start: dealt, then its thread opened and its first post shown by the flow
                record = await self.bot.flow.deal(game_id, user.id, admin=is_admin(interaction))
        except SeatError as problem:
            await tell(interaction, refusal_text(problem, reader(interaction), user.id))
            if isinstance(problem, LobbyLapsed):
                await self.edit_lobby_message(problem.lobby, note=lapsed_note(self.bot.lobbies.lobby_idle_seconds))
            return
        await self.refresh_lobby(interaction, record)
        if verb == "start":
            await self.bot.flow.begin(record)

    async def on_add_bot(self, interaction: discord.Interaction, game_id: int, level: str) -> None:
        """A level button of the Add bot panel: seat the bot, say so on the panel, refresh the lobby."""
        current = await self.bot.records.game(game_id)
        if current is None or current.status != LOBBY:
            await tell(interaction, msg("lobby-refusal-started-or-closed"))
            return
        try:
            record = await self.bot.lobbies.add_bot(game_id, level, by=interaction.user.id, admin=is_admin(interaction))
        except SeatError as problem:
            await refuse(interaction, problem)
            if isinstance(problem, LobbyLapsed):
                await self.edit_lobby_message(problem.lobby, note=lapsed_note(self.bot.lobbies.lobby_idle_seconds))
            return
        speaker = reader(interaction)
        content, view = bot_level_panel(game_id, speaker)
        seated = speaker.t("lobby-bot-seated", player=plain_name(record.seats[-1].name))
        await interaction.response.edit_message(content=f"{seated} {content}", view=view)
        await self.edit_lobby_message(record)

    async def on_option(self, interaction: discord.Interaction, game_id: int, index: int, raw: str | None) -> None:
        record = await self.bot.records.game(game_id)
        if record is None or record.status != LOBBY:
            await tell(interaction, msg("lobby-refusal-closed"))
            return
        options = get_game(record.game_key).OPTIONS
        if not 0 <= index < len(options):
            await tell(interaction, msg("lobby-refusal-not-a-choice"))
            return
        spec = options[index]
        choices = list(spec.choices)
        if raw is None or not raw.isdigit() or int(raw) >= len(choices):
            await tell(interaction, msg("lobby-refusal-not-a-choice"))
            return
        await self._changed_option(
            interaction, self.bot.lobbies.set_option(game_id, interaction.user.id, spec.key, choices[int(raw)]), index
        )

    async def on_language(self, interaction: discord.Interaction, game_id: int, raw: str | None) -> None:
        """The host chose the table's language in the Options panel."""
        record = await self.bot.records.game(game_id)
        if record is None or record.status != LOBBY:
            await tell(interaction, msg("lobby-refusal-closed"))
            return
        if raw is None:
            await tell(interaction, msg("lobby-refusal-not-a-choice"))
            return
        await self._changed_option(
            interaction, self.bot.lobbies.set_language(game_id, interaction.user.id, raw), LANGUAGE
        )

    async def on_pace(self, interaction: discord.Interaction, game_id: int, raw: str | None) -> None:
        """The host chose the game's pace in the Options panel."""
        record = await self.bot.records.game(game_id)
        if record is None or record.status != LOBBY:
            await tell(interaction, msg("lobby-refusal-closed"))
            return
        if raw is None or raw not in PACES:
            await tell(interaction, msg("lobby-refusal-not-a-choice"))
            return
        await self._changed_option(interaction, self.bot.lobbies.set_pace(game_id, interaction.user.id, raw), PACE)

    async def on_private(self, interaction: discord.Interaction, game_id: int, raw: str | None) -> None:
        """The host chose who may join in the Options panel: anyone, or by the host's approval."""
        record = await self.bot.records.game(game_id)
        if record is None or record.status != LOBBY:
            await tell(interaction, msg("lobby-refusal-closed"))
            return
        if raw not in ("open", "private"):
            await tell(interaction, msg("lobby-refusal-not-a-choice"))
            return
        if interaction.user.id != record.host_id:
            await tell(interaction, msg("lobby-refusal-host-options"))
            return
        service = TableInvitations(self.bot.lobbies)
        await self._changed_option(
            interaction, service.set_private(game_id, interaction.user.id, raw == "private"), PRIVATE
        )

    async def on_remove(self, interaction: discord.Interaction, game_id: int, raw: str | None) -> None:
        """The host's Remove select: free the seat chosen (a member or a bot), redraw the lobby, and
        tell the member removed by direct message. Anyone else is refused, privately."""
        record = await self.bot.records.game(game_id)
        if record is None or record.status != LOBBY:
            await tell(interaction, msg("lobby-refusal-started-or-closed"))
            return
        if interaction.user.id != record.host_id:
            await tell(interaction, msg("privlobby-refusal-host-removes"))
            return
        chosen = next((s for s in record.seats if remove_value(s.seat, s.user_id, s.name) == raw), None)
        if chosen is None:  # the member left, or the seats moved, since the select was drawn
            await tell(interaction, msg("privlobby-refusal-seat-changed"))
            return
        await interaction.response.defer()
        try:
            record, removed = await TableInvitations(self.bot.lobbies).remove(game_id, interaction.user.id, chosen.seat)
        except SeatError as problem:
            await tell(interaction, refusal_text(problem, reader(interaction), interaction.user.id))
            if isinstance(problem, LobbyLapsed):
                await self.edit_lobby_message(problem.lobby, note=lapsed_note(self.bot.lobbies.lobby_idle_seconds))
            return
        await self.refresh_lobby(interaction, record)
        who = f"<@{removed}>" if removed is not None else plain_name(chosen.name)
        await tell(interaction, reader(interaction).t("privlobby-removed", player=who, number=game_id))
        if removed is not None:
            await tell_member(self.bot, removed, table_speaker(record).t("privlobby-removed-you", number=game_id))

    async def ask_host(self, record: GameRecord, requester: discord.abc.User) -> None:
        """Pass a request to join to the host's prompt (``cogs.invitations``)."""
        prompt = self.bot.get_cog("Invitations")
        if prompt is None:
            log.warning("no Invitations cog to ask the host of game %s", record.id)
            return
        await cast(HostPrompt, prompt).ask_host(record, requester)

    async def _changed_option(
        self, interaction: discord.Interaction, change: Awaitable[GameRecord], entry: int
    ) -> None:
        """Make a change of the Options panel (``change``: the service's coroutine), then show the
        panel's page of ``entry`` again and refresh the lobby message."""
        try:
            record = await change
        except SeatError as problem:
            await refuse(interaction, problem)
            if isinstance(problem, LobbyLapsed):
                await self.edit_lobby_message(problem.lobby, note=lapsed_note(self.bot.lobbies.lobby_idle_seconds))
            return
        private = await TableInvitations(self.bot.lobbies).is_private(record.id)
        content, view = options_panel(record, page_of(record, entry), reader(interaction), private)
        await interaction.response.edit_message(content=content, view=view)
        await self.edit_lobby_message(record)

    async def refresh_lobby(self, interaction: discord.Interaction, record: GameRecord) -> None:
        try:
            # A lobby opened before layouts had content and an embed: a layout has neither.
            view = await lobby_view(self.bot, record)
            await interaction.edit_original_response(content=None, embed=None, view=view)
        except discord.HTTPException:
            log.exception("could not refresh lobby %s", record.id)

    async def edit_lobby_message(self, record: GameRecord, note: Msg | None = None) -> None:
        await edit_lobby_message(self.bot, record, note)

    async def close_lapsed_lobbies(self, guild_id: int | None) -> None:
        await close_lapsed_lobbies(self.bot, guild_id)


async def close_lapsed_lobbies(client: TabletopClient, guild_id: int | None) -> None:
    """Cancel the server's lapsed lobbies (idle too long) and say so on their messages."""
    for record in await client.lobbies.close_lapsed_lobbies(guild_id):
        await edit_lobby_message(client, record, note=lapsed_note(client.lobbies.lobby_idle_seconds))


async def tell_member(client: discord.Client, user_id: int, text: str) -> bool:
    """A direct message to a member (a removal, an answer to their request); False when it could
    not be sent (their direct messages closed): nothing else can reach them privately."""
    try:
        user = client.get_user(user_id) or await client.fetch_user(user_id)
        await user.send(clip(text), allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.info("could not send a direct message to %s", user_id)
        return False
    return True


async def edit_lobby_message(client: TabletopClient, record: GameRecord, note: Msg | None = None) -> None:
    """Update the lobby message from outside its own interaction (options changed, game started or
    ended); ``note`` replaces its status line."""
    if not record.lobby_message_id:
        return
    channel = client.get_channel(record.channel_id)
    if channel is None:
        return
    try:
        message = channel.get_partial_message(record.lobby_message_id)  # type: ignore[union-attr]  # text channels only
        await message.edit(
            content=None,  # a lobby opened before layouts had content and an embed: a layout has neither
            embed=None,
            view=await lobby_view(client, record, note),
            allowed_mentions=discord.AllowedMentions.none(),
        )
    except discord.HTTPException:
        log.warning("could not edit lobby message of game %s", record.id)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(
        LobbyButton, OptionSelect, BotLevelButton, LanguageSelect, PaceSelect, PrivateSelect, RemoveSelect
    )
    await bot.add_cog(Lobby(bot))
