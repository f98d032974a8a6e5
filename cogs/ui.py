"""Small Discord helpers shared by the cogs: replies that never fail, text limits, and who reads
which language.

Every word the bot sends comes from the catalogue (``lang``) through a :class:`~lang.Speaker`:
:func:`reader` speaks the language of the member who clicked or typed (the one they chose in
``/settings``, else their ``interaction.locale``: :func:`locale_of`), for every private answer;
:func:`table_speaker` speaks the table's language (``games.language``), for everything in a game's
thread. Both fill in the seats' names made inert by :func:`plain`.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
from collections.abc import Callable, Coroutine, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

import discord
from discord.ext import commands

from lang import SOURCE, Speaker, isolate
from lang.catalogue import FSI, PDI
from rules.refusal import Refusal
from rules.text import Msg, msg
from services.naming import names_read_in
from store.members import MemberSettings

if TYPE_CHECKING:
    from store import GameRecord

log = logging.getLogger("tabletop.ui")

MAX_CONTENT = 2000


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    """``text`` within ``limit`` characters, cut with "…"; a name the cut falls in keeps its closing
    isolate (see ``lang.isolate``), so the text after it in a longer message keeps its order."""
    if len(text) <= limit:
        return text
    kept = text[: limit - 1]
    while True:
        opened = max(0, kept.count(FSI) - kept.count(PDI))
        if len(kept) + 1 + opened <= limit:
            return kept + "…" + PDI * opened
        kept = kept[: limit - 1 - opened]


# Where :func:`admit` leaves the language the member reads, for the rest of the interaction.
READER_LOCALE = "tabletop.reader-locale"
READER_SETTINGS = "tabletop.reader-settings"  # the member's settings, read once by admit


def discord_locale(interaction: discord.Interaction) -> str:
    """The Discord locale of the member who used ``interaction`` (``"fr"``, ``"pt-BR"``): their client's."""
    locale: object = interaction.locale  # a locale Discord added since is a stand-in with a value too
    value = getattr(locale, "value", None) or str(locale or "")
    return value or SOURCE


def locale_of(interaction: discord.Interaction) -> str:
    """The language to answer the member who used ``interaction`` in: the one they chose in
    ``/settings`` (read once per interaction by :func:`admit`, see ``services.members.reading_locale``),
    else their Discord client's."""
    extras = getattr(interaction, "extras", None)
    chosen = extras.get(READER_LOCALE) if isinstance(extras, dict) else None
    return chosen or discord_locale(interaction)


def use_locale(interaction: discord.Interaction, locale: str | None) -> None:
    """From now on in this interaction, answer in ``locale`` (None: the member's Discord locale);
    :func:`admit` sets it, and /settings when the member has just chosen another language."""
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict):
        if locale:
            extras[READER_LOCALE] = locale
        else:
            extras.pop(READER_LOCALE, None)


def guild_locale_of(interaction: discord.Interaction) -> str | None:
    """The server's language (Community servers set it; others read as English), or None in DMs."""
    found = getattr(interaction, "guild_locale", None)
    value = getattr(found, "value", None) or (str(found) if found else "")
    return value or None


def inert_names(names: list[str], *, in_markdown: bool = True) -> Callable[[int], str]:
    """A speaker's ``name_of`` for ``names``: each made inert for Discord (see :func:`plain`)."""
    shown = plain_names(names, in_markdown=in_markdown)
    return lambda seat: shown[seat] if 0 <= seat < len(shown) else f"#{seat + 1}"


def speaker_for(locale: str | None, names: list[str] | tuple[str, ...] = (), *, in_markdown: bool = True) -> Speaker:
    """The catalogue in ``locale`` naming the seats ``names`` (inert; ``in_markdown=False`` for
    labels Discord shows as written)."""
    names = list(names)
    return Speaker(locale, names, name_of=inert_names(names, in_markdown=in_markdown))


def reader(interaction: discord.Interaction, record: GameRecord | None = None, *, in_markdown: bool = True) -> Speaker:
    """The member who used ``interaction``, in their own language (``record``: the game whose seats
    the words may name)."""
    locale = locale_of(interaction)
    names = names_read_in(record, locale) if record is not None else []
    return speaker_for(locale, names, in_markdown=in_markdown)


def table_speaker(record: GameRecord, *, in_markdown: bool = True) -> Speaker:
    """The game's thread: the table's language, naming its seats."""
    return speaker_for(record.language, record.names, in_markdown=in_markdown)


# Where :func:`think` leaves whether the "thinking" placeholder it showed is private or public, until
# :func:`answer` replaces (or removes) it.
THINKING = "tabletop.thinking"


async def think(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    """Defer ``interaction`` with Discord's "thinking" placeholder (private unless ``ephemeral=False``);
    :func:`answer` then puts the answer in its place."""
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict):
        extras[THINKING] = "private" if ephemeral else "public"


# A click answered at once (the usual case: a picker is drawn in a tenth of a second) costs one
# request where a deferral and the edit that replaces it cost two; one that takes longer than
# ``Settings.answer_within`` (1.5 s by default) is deferred then, leaving the deferral the rest of
# Discord's 3 s.
# Where :func:`think_unless_quick` and :func:`defer_unless_quick` leave the acknowledgement they
# hold back, until the answer (or :func:`acknowledge_now`) settles it.
HELD = "tabletop.held"


class _HeldAcknowledgement:
    """A deferral sent ``within`` seconds from now unless the interaction is answered first."""

    def __init__(self, interaction: discord.Interaction, thinking: bool, within: float) -> None:
        self.interaction = interaction
        self.thinking = thinking
        self.sent: asyncio.Task[None] | None = None
        self.timer = asyncio.get_running_loop().call_later(within, self.send)

    def send(self) -> asyncio.Task[None]:
        """The deferral, started now if it was not yet."""
        self.timer.cancel()
        if self.sent is None:
            self.sent = asyncio.create_task(self._defer())
            self.sent.add_done_callback(_log_failed_deferral)
        return self.sent

    async def _defer(self) -> None:
        if self.interaction.response.is_done():
            return
        if self.thinking:
            await think(self.interaction)
        else:
            await self.interaction.response.defer()

    async def settle(self) -> None:
        """No deferral from now on; one already under way is waited for."""
        self.timer.cancel()
        if self.sent is not None:
            await asyncio.wait({self.sent})


def _log_failed_deferral(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.warning("could not defer an interaction", exc_info=task.exception())


def _hold(interaction: discord.Interaction, thinking: bool, within: float) -> None:
    extras = getattr(interaction, "extras", None)
    if not isinstance(extras, dict):  # no place to keep it: acknowledged the usual way
        raise TypeError("an interaction without extras")
    extras[HELD] = _HeldAcknowledgement(interaction, thinking, within)


async def think_unless_quick(interaction: discord.Interaction, within: float) -> None:
    """:func:`think` (privately), but only when the answer is not ready ``within`` seconds: the
    first :func:`answer` before then is the interaction's response itself."""
    try:
        _hold(interaction, True, within)
    except TypeError:
        await think(interaction)


async def defer_unless_quick(interaction: discord.Interaction, within: float) -> None:
    """A deferred update of a component's message, but only when the new screen is not ready
    ``within`` seconds (see :func:`settle`, which tells the caller how to show it)."""
    try:
        _hold(interaction, False, within)
    except TypeError:
        await interaction.response.defer()


async def settle(interaction: discord.Interaction) -> bool:
    """Stop the acknowledgement held back for ``interaction`` (waiting for one already sent);
    True when the interaction is still unanswered, so what is shown now is its response."""
    extras = getattr(interaction, "extras", None)
    held = extras.pop(HELD, None) if isinstance(extras, dict) else None
    if isinstance(held, _HeldAcknowledgement):
        await held.settle()
    return not interaction.response.is_done()


async def acknowledge_now(interaction: discord.Interaction) -> None:
    """Send the acknowledgement held back for ``interaction`` now, if it was not answered: what
    follows is then a follow-up or an edit, as after an ordinary deferral."""
    extras = getattr(interaction, "extras", None)
    held = extras.pop(HELD, None) if isinstance(extras, dict) else None
    if isinstance(held, _HeldAcknowledgement):
        await asyncio.wait({held.send()})


async def answer(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | discord.ui.LayoutView | None = None,
    files: Sequence[discord.File] = (),
    allowed_mentions: discord.AllowedMentions | None = None,
    public: bool = False,
) -> discord.InteractionMessage | None:
    """Answer the member, privately unless ``public``. Not yet answered: a response (an
    acknowledgement held back, see :func:`think_unless_quick`, is then not sent). After
    :func:`think`, the first answer is an edit of the original response, as Discord documents (a
    follow-up in place of the placeholder is deprecated), and that message is returned; a private
    answer cannot take a public placeholder's place, so that placeholder is deleted and the answer
    follows privately. Any later answer, or one after a deferred update of a component's message, is
    a private follow-up: a second message is meant."""
    given: dict[str, Any] = {}
    if content is not None:
        given["content"] = content
    if embed is not None:
        given["embed"] = embed
    if view is not None:
        given["view"] = view
    if allowed_mentions is not None:
        given["allowed_mentions"] = allowed_mentions
    if await settle(interaction):
        await interaction.response.send_message(**given, files=list(files), ephemeral=not public)
        return None
    extras = getattr(interaction, "extras", None)
    placeholder = extras.pop(THINKING, None) if isinstance(extras, dict) else None
    if placeholder == ("public" if public else "private"):
        return await interaction.edit_original_response(**given, attachments=list(files))
    if placeholder == "public":
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            log.warning("could not remove the thinking message of interaction %s", interaction.id)
    if public:
        raise RuntimeError("a public answer needs a public response or placeholder of its own")
    await interaction.followup.send(**given, files=list(files), ephemeral=True)
    return None


async def tell(interaction: discord.Interaction, message: Msg | str, names: list[str] | tuple[str, ...] = ()) -> None:
    """Answer ``interaction`` with a short private line in the member's language, whether or not it
    was already answered (see :func:`answer`). ``message``: a message (``names``: the seats it may
    name), or text already in the member's language."""
    if isinstance(message, Msg):
        message = speaker_for(locale_of(interaction), names).say(message)
    try:
        await answer(interaction, clip(message))
    except discord.HTTPException:
        log.exception("could not answer interaction %s", interaction.id)


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


# Characters that are never seen but change how the text around them is drawn: the bidirectional
# embeddings and overrides (U+202A-U+202E: U+202E shows "evil" as "live") and isolates (U+2066-U+2069),
# and the zero-width characters that could hide such tricks or split a word invisibly (zero-width
# space, word joiner and invisible operators, byte order mark, Mongolian vowel separator). The
# joiners U+200C/U+200D and the marks U+200E/U+200F stay: scripts and emoji need them.
HIDDEN_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069\u200b\u2060-\u2064\ufeff\u180e]")
ZERO_WIDTH_SPACE = "\u200b"
# A list marker or subtext at the start of a name (a name may begin a line): "1. ", "* ", "+ ".
_LEADING_LIST = re.compile(r"^(\s*)(\d+)\.(?=\s)|^(\s*)([*+])(?=\s)")


def plain(name: str, *, in_markdown: bool = True) -> str:
    """A player's name as inert text to post: it reads as written and never formats, links or pings.

    Names are chosen by members, so none of their markup may work in a message, embed or thread:
    markdown (``**x**``, ``# x``, ``> x``, ``1. x``) is escaped; ``<`` is followed by a zero-width space,
    which defuses every angle-bracket markup (mentions ``<@1>``, channels ``<#1>``, timestamps
    ``<t:1:R>``, command mentions ``</play:1>``, emoji, ``<https://...>``); ``@everyone``/``@here``
    likewise; a link's ``://`` and the dots between words get a zero-width space, so no URL or invite
    is made clickable or previewed; the bidirectional controls and hidden characters of
    :data:`HIDDEN_CONTROLS` are removed (right-to-left letters are kept and still read right to left).
    This is the one function for every name that goes into anything the bot posts.

    ``in_markdown=False`` is for text Discord shows as written, never parsed (button and menu labels,
    autocomplete choices, image alt text): there only the hidden controls can do harm, and a backslash
    or zero-width space would be shown or copied as part of the name.
    """
    text = HIDDEN_CONTROLS.sub("", name)
    if not in_markdown:
        return text
    text = discord.utils.escape_markdown(text)
    text = _LEADING_LIST.sub(lambda m: f"{m[1]}{m[2]}\\." if m[2] else f"{m[3]}\\{m[4]}", text)
    text = text.replace("<", "<" + ZERO_WIDTH_SPACE)
    text = re.sub(r"@(everyone|here)", "@" + ZERO_WIDTH_SPACE + r"\1", text)
    text = text.replace("://", ":" + ZERO_WIDTH_SPACE + "//")
    return re.sub(r"(?<=\w)\.(?=\w)", "." + ZERO_WIDTH_SPACE, text)


def plain_name(name: str, *, in_markdown: bool = True) -> str:
    """A player's name put into a sentence the bot sends: :func:`plain`, then isolated for mixed
    directions (``lang.isolate``), so a Hebrew or Arabic name leaves the words around it in order.
    A speaker does this itself for the seats it names; this is for a name passed as text."""
    return isolate(plain(name, in_markdown=in_markdown))


def plain_names(names: list[str], *, in_markdown: bool = True) -> list[str]:
    """:func:`plain` applied to every seat's name, in seat order (a table's names are made inert
    once, not for every speaker a move builds)."""
    return list(_plain_names(tuple(names), in_markdown))


@functools.lru_cache(maxsize=1024)
def _plain_names(names: tuple[str, ...], in_markdown: bool) -> tuple[str, ...]:
    return tuple(plain(name, in_markdown=in_markdown) for name in names)


def pinging(user_ids: Iterable[int | None]) -> discord.AllowedMentions:
    """Allowed mentions that ping exactly these users (never roles or everyone); an empty list pings nobody."""
    users = [discord.Object(id=uid) for uid in dict.fromkeys(uid for uid in user_ids if uid)]
    return discord.AllowedMentions(users=users, everyone=False, roles=False, replied_user=False)


NO_PINGS = discord.AllowedMentions.none()


SORRY = msg("bot-sorry")


async def refuse(interaction: discord.Interaction, refusal: Refusal) -> None:
    """The one answer to every refusal: its reason, privately, in the member's language (naming the
    seats of the game the service refused in, when it said which)."""
    await tell(interaction, refusal.reason, getattr(refusal, "names", ()))


async def admit(interaction: discord.Interaction) -> bool:
    """The one gate of every interaction, slash command or component: False (after telling the
    member) when they are over the per-member cooldown (``bot.cooldown``, TABLETOP_COOLDOWN).

    The command tree's ``interaction_check`` and :class:`Gated` components call it; commands and
    components share one bucket per member. Autocomplete always passes: it cannot show a message,
    and it changes nothing. Every interaction that passes reads the member's language here, once
    (:func:`locale_of` then answers with it).
    """
    records = getattr(interaction.client, "records", None)
    if interaction.type is discord.InteractionType.autocomplete:
        if records is not None:  # choices in the member's language, as the command's answer will be
            use_locale(
                interaction, await records.members.reader_locale(interaction.user.id, discord_locale(interaction))
            )
        return True
    cooldown = getattr(interaction.client, "cooldown", None)
    wait = cooldown.hit(interaction.user.id) if cooldown is not None else 0.0
    if wait > 0:
        await tell(interaction, msg("bot-slow-down", seconds=max(1, round(wait))))
        return False
    if records is not None:
        # The member's Discord locale, for the direct messages that come without one; then the
        # language they read in this interaction (the one chosen in /settings, if any).
        await records.members.seen(interaction.user.id, discord_locale(interaction))
        locale, settings = await records.members.reader(interaction.user.id, discord_locale(interaction))
        use_locale(interaction, locale)
        extras = getattr(interaction, "extras", None)
        if isinstance(extras, dict) and settings is not None:
            extras[READER_SETTINGS] = settings  # the rest of the interaction reads them from here
    return True


def settings_of(interaction: discord.Interaction) -> MemberSettings | None:
    """The member's settings as :func:`admit` read them for this interaction (None: not read)."""
    extras = getattr(interaction, "extras", None)
    found = extras.get(READER_SETTINGS) if isinstance(extras, dict) else None
    return found if isinstance(found, MemberSettings) else None


# The component inside a ``DynamicItem``: discord.py lets a dynamic item sit in a classic view or in a
# layout (Components V2), so its button or menu is typed for either.
HostView = discord.ui.View | discord.ui.LayoutView
HostedButton = discord.ui.Button[HostView]
HostedSelect = discord.ui.Select[HostView]


def select_of(item: discord.ui.Item[Any]) -> HostedSelect | None:
    """The select menu discord.py rebuilt from a clicked component (``DynamicItem.from_custom_id``
    receives it typed as any item), for the dynamic menu to keep; None if it is not a menu."""
    return item if isinstance(item, discord.ui.Select) else None


def chosen_values(interaction: discord.Interaction) -> list[str]:
    """The values the member chose in the select menu ``interaction`` comes from (none for a click
    on anything else): Discord sends them as ``data["values"]``."""
    data: Mapping[str, object] = interaction.data or {}
    values = data.get("values")
    return [str(value) for value in values] if isinstance(values, list) else []


C = TypeVar("C")


class OwnCog:
    """Mixin for a cog whose buttons call back into it: ``Lobby.of(interaction.client)`` is the cog as
    loaded in the bot (looked up by the class's own cog name, never by a string elsewhere)."""

    @classmethod
    def of(cls: type[C], client: discord.Client) -> C:
        name: str = getattr(cls, "__cog_name__", cls.__name__)  # commands.CogMeta names every cog class
        cog = client.get_cog(name) if isinstance(client, commands.bot.BotBase) else None
        if cog is None:
            raise RuntimeError(f"{cls.__name__} is not loaded")
        # Found by name, not by isinstance: discord.py executes an extension's module afresh when it
        # loads it, so the loaded cog's class may be another copy of ``cls`` than a sibling imported.
        return cast("C", cog)


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
        await refuse(interaction, refusal)
    except Exception:
        log.exception("component callback failed for interaction %s", interaction.id)
        await tell(interaction, SORRY)


async def thread_of(client: discord.Client, record: GameRecord) -> discord.abc.Messageable | None:
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
    return channel  # type: ignore[return-value]  # a thread id names a messageable channel


async def archive_thread(client: discord.Client, record: GameRecord) -> None:
    """Archive the thread of ``record``, a game that is over: it stays readable (and is unarchived
    by anyone who writes in it), but no longer counts among the server's active threads, of which
    Discord allows a server only so many. The bot made the thread, so it may archive it; a failure
    is logged, and Discord archives the thread itself after a day without activity anyway."""
    thread = await thread_of(client, record)
    if not isinstance(thread, discord.Thread) or thread.archived:
        return
    try:
        await thread.edit(archived=True)
    except discord.HTTPException:
        log.warning("could not archive the thread of game %s", record.id)


async def say_in_thread(client: discord.Client, record: GameRecord, text: Msg | str, ping: Iterable[int] = ()) -> None:
    """Post a line in the game's thread (a message: in the table's language, naming its seats),
    pinging only the users in ``ping``; a failure is logged, never raised."""
    thread = await thread_of(client, record)
    if thread is None:
        return
    if isinstance(text, Msg):
        text = table_speaker(record).say(text)
    try:
        await thread.send(clip(text), allowed_mentions=pinging(ping))
    except discord.HTTPException:
        log.warning("could not post in the thread of game %s", record.id)
