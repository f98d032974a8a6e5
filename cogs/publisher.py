"""The Discord side of the game flow: how committed changes are shown in a game's thread.

``services.flow.GameFlow`` decides what is owed (a new turn post, an edit, a notice, the result);
this module only turns those facts into Discord messages. A turn post's images are named
``game-<id>-post-<key>-move-<version>.png``: the key names the post, so a restart can find a post
Discord accepted before the process died (``find_turn_post``), and the version is what it shows.
"""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING

import discord

from cogs.turns import DM_CLOSED, board_buttons, image_files
from cogs.ui import clip, pinging, plain, plain_names, say_in_thread, thread_of
from render.score_sheet import column_label
from rules import get_game
from rules.base import Result, format_event
from services.flow import AIPaused, Notice, Reminder, TimedOut, TimerTrouble
from services.turn_posts import move_line, post_content
from store import ACTIVE, GameRecord, PostIntent

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.publisher")

RECONCILE_LOOKBACK = 50  # messages of a thread searched for a post made just before a restart
NO_IMAGE = "\n(The board image could not be drawn this time; `/board` tries again.)"


def to_ping(record: GameRecord) -> list[int]:
    """The members whose decision the game waits for now: the only users a board post pings."""
    if record.status != ACTIVE or record.state is None:
        return []
    to_act = sorted(get_game(record.game_key).to_act(record.state))
    return [record.seats[s].user_id for s in to_act if record.seats[s].user_id and not record.seats[s].is_ai]  # type: ignore[misc]  # None filtered


def intro_line(record: GameRecord) -> str:
    """The head of the game's first post."""
    return f"**{get_game(record.game_key).title}** begins. Seats: " + ", ".join(
        f"{s.seat + 1}. {plain(s.name)}" for s in record.seats
    )


def turn_line(record: GameRecord) -> str:
    """Who is to act now, with mentions for humans (see :func:`to_ping` for who may be pinged)."""
    if record.status != ACTIVE or record.state is None:
        return ""
    to_act = sorted(get_game(record.game_key).to_act(record.state))
    people = []
    for seat in to_act:
        info = record.seats[seat]
        people.append(f"<@{info.user_id}>" if info.user_id and not info.is_ai else f"{plain(info.name)} (AI)")
    if not people:
        return ""
    humans = any(record.seats[seat].user_id and not record.seats[seat].is_ai for seat in to_act)
    hint = " Press **Take turn** (or use `/move`)." if humans else ""
    return f"Next: {', '.join(people)} to decide.{hint}"


TOTAL_KEYS = frozenset({"total"})


def score_label(key: str) -> str:
    """What a score breakdown key is called: the same words as the score sheet's column, so the final
    text and the sheet posted with it agree."""
    return column_label(key)


def score_parts(result: Result, seat: int) -> str:
    """The seat's score breakdown in words, without the total and without parts that are zero
    for every player (a column nobody scored in says nothing)."""
    shown = [
        key
        for key in result.breakdown[seat]
        if key.lower() not in TOTAL_KEYS and any(part.get(key, 0) for part in result.breakdown)
    ]
    return ", ".join(f"{score_label(key)} {result.breakdown[seat][key]}" for key in shown)


def final_text(record: GameRecord, result: Result) -> str:
    names = plain_names(record.names)
    lines = ["**Game over.**"]
    winners = " and ".join(f"**{names[s]}**" for s in result.winners)
    lines.append(f"Winner: {winners}" if len(result.winners) == 1 else f"Shared win: {winners}")
    for seat in result.ranking:
        parts = score_parts(result, seat)
        points = f"{result.scores[seat]} point{'s' if abs(result.scores[seat]) != 1 else ''}"
        lines.append(f"{result.places[seat]}. {names[seat]}: **{points}**" + (f" ({parts})" if parts else ""))
    return clip("\n".join(lines))


def human_duration(seconds: float) -> str:
    """A short English duration: '2 minutes 30 seconds', '12 hours', '3 seconds'."""
    seconds = max(0, int(round(seconds)))
    parts = []
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        if seconds >= size or (unit == "second" and not parts):
            count, seconds = divmod(seconds, size)
            parts.append(f"{count} {unit}{'' if count == 1 else 's'}")
        if len(parts) == 2:
            break
    return " ".join(parts)


def post_file_prefix(game_id: int, key: int) -> str:
    return f"game-{game_id}-post-{key}-move-"


POST_FILE = re.compile(r"^game-(\d+)-post-(\d+)-move-(\d+)(?:-\d+)?\.png$")


class DiscordPublisher:
    """Shows what the flow commits, in the game's thread (see ``services.flow.Publisher``)."""

    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @property
    def table(self):
        return self.bot.table

    # ------------------------------------------------------------------ the thread
    async def open_thread(self, record: GameRecord) -> int | None:
        name = f"{get_game(record.game_key).title} #{record.id}"
        try:
            channel = self.bot.get_channel(record.channel_id) or await self.bot.fetch_channel(record.channel_id)
            if record.lobby_message_id:
                message = channel.get_partial_message(record.lobby_message_id)  # type: ignore[union-attr]  # text channels only
                try:
                    thread = await message.create_thread(name=name, auto_archive_duration=1440)
                    return thread.id
                except discord.HTTPException:
                    log.warning("could not open the thread of game %s on its lobby message", record.id)
            thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)  # type: ignore[union-attr]  # text channels only
            return thread.id
        except discord.HTTPException:
            log.exception("could not open a thread for game %s", record.id)
            return None

    # ------------------------------------------------------------------ turn posts
    async def send_turn_post(self, record: GameRecord, owed: PostIntent) -> int | None:
        thread = await thread_of(self.bot, record)
        if thread is None:
            return None
        content = await self._content(record, owed.start)
        files = await self._board_files(record, owed.key)
        if not files:
            content = clip(content, 1900) + NO_IMAGE
        view = board_buttons(record)
        extra: dict = {"view": view} if view is not None else {}
        try:
            message = await thread.send(
                content=clip(content), files=files, allowed_mentions=pinging(to_ping(record)), **extra
            )
        except discord.HTTPException as refused:
            log.warning("could not post the turn post of game %s (%s)", record.id, refused)
            return None
        return message.id

    async def edit_turn_post(self, record: GameRecord, message_id: int, start: int) -> bool:
        thread = await thread_of(self.bot, record)
        partial = getattr(thread, "get_partial_message", None)
        if partial is None:
            return False
        key = record.board.owed.key if record.board.owed else self._key_of(record)
        content = await self._content(record, start)
        files = await self._board_files(record, key)
        if not files:
            content = clip(content, 1900) + NO_IMAGE
        try:
            await partial(message_id).edit(
                content=clip(content),
                attachments=files,
                view=board_buttons(record),
                allowed_mentions=discord.AllowedMentions.none(),  # the turn's post pinged when it was made
            )
        except discord.HTTPException as refused:
            log.warning("could not edit the turn post of game %s (%s)", record.id, refused)
            return False
        return True

    @staticmethod
    def _key_of(record: GameRecord) -> int:
        """The key an edited post keeps: the one its first image carries (the version it started at,
        for posts made before keys were recorded)."""
        return record.board.start

    async def find_turn_post(self, record: GameRecord, key: int) -> tuple[int, int] | None:
        thread = await thread_of(self.bot, record)
        if thread is None or not hasattr(thread, "history"):
            return None
        me = self.bot.user.id if self.bot.user else None
        try:
            async for message in thread.history(limit=RECONCILE_LOOKBACK):  # type: ignore[attr-defined]  # threads have history
                if message.author.id != me or not message.attachments:
                    continue
                found = POST_FILE.match(message.attachments[0].filename)
                if found and int(found.group(1)) == record.id and int(found.group(2)) == key:
                    return message.id, int(found.group(3))
        except discord.HTTPException as refused:
            log.warning("could not read the thread of game %s (%s)", record.id, refused)
        return None

    async def _content(self, record: GameRecord, start_version: int) -> str:
        """Head, one line per move since ``start_version``, and who is to act."""
        names = plain_names(record.names)
        # Only the moves ``record`` shows: one committed while this post is drawn belongs to the next edit.
        moves = await self.table.moves(record.id, after_version=start_version, through_version=record.version)
        lines = [
            move_line(
                move.number,
                [format_event(str(event.get("text", "")), names) for event in move.events],
                names[move.seat] if 0 <= move.seat < len(names) else "?",
            )
            for move in moves
        ]
        head = intro_line(record) if start_version == 0 else ""
        return post_content(head, lines, turn_line(record))

    async def _board_files(self, record: GameRecord, key: int) -> list[discord.File]:
        """The board's images as attachments named after the post (none when drawing failed)."""
        try:
            images = await self.table.public_images(record)
        except Exception:
            log.exception("could not draw the board of game %s at version %s", record.id, record.version)
            return []
        alt = plain(self.table.public_alt(record), in_markdown=False)
        files = []
        for index, image in enumerate(images):
            suffix = "" if index == 0 else f"-{index + 1}"
            description = alt if index == 0 else f"{alt} (image {index + 1} of {len(images)})"
            name = f"{post_file_prefix(record.id, key)}{record.version:04d}{suffix}.png"
            files.append(discord.File(fp=io.BytesIO(image), filename=name, description=description[:1024]))
        return files

    # ------------------------------------------------------------------ the end, notices, refreshes
    async def show_result(self, record: GameRecord, result: Result) -> None:
        thread = await thread_of(self.bot, record)
        if thread is not None:
            files: list[discord.File] = []
            try:
                sheet = await self.table.score_sheet(record)
                files.append(
                    discord.File(
                        io.BytesIO(sheet),
                        filename=f"game-{record.id}-scores.png",
                        description=plain(self.table.score_sheet_alt(record), in_markdown=False),
                    )
                )
            except Exception:  # the result is committed: its words go out even when drawing failed
                log.exception("could not draw the score sheet of game %s", record.id)
            try:
                await thread.send(content=final_text(record, result), files=files)
            except discord.HTTPException:
                log.warning("could not post the final scores of game %s", record.id)
        self.bot.dispatch("game_finished", record, result)  # statistics record the ratings

    async def notify(self, record: GameRecord, notice: Notice) -> None:
        text, ping = notice_text(record, notice)
        await say_in_thread(self.bot, record, text, ping=ping)

    async def game_started(self, record: GameRecord) -> None:
        self.bot.dispatch("game_started", record)  # the journal notes it
        if not get_game(record.game_key).has_private_view(record.state):
            return
        for seat in record.seats:
            await self._dm_view(record, seat.seat, first=True)

    async def private_views_changed(self, record: GameRecord, seats: list[int]) -> None:
        if not get_game(record.game_key).has_private_view(record.state):
            return
        for seat in seats:
            await self._dm_view(record, seat, first=False)

    async def _dm_view(self, record: GameRecord, seat: int, first: bool) -> None:
        """A player's private view by DM; when their DMs are closed, the thread says where to look."""
        info = record.seats[seat]
        if info.user_id is None or info.dm_closed:
            return
        title = get_game(record.game_key).title
        images = await self.table.seat_images(record, seat)
        text = (
            f"Your private view for **{title} #{record.id}**. I will send a new one whenever it changes."
            if first
            else f"Your private view changed in **{title} #{record.id}** (move {record.moves_logged})."
        )
        if record.thread_id:
            text += f" Game thread: <#{record.thread_id}>"
        try:
            user = self.bot.get_user(info.user_id) or await self.bot.fetch_user(info.user_id)
            await user.send(
                clip(text),
                files=image_files(
                    images, f"game-{record.id}-hand-v{record.version}", self.table.seat_alt(record, seat)
                ),
            )
        except discord.Forbidden as refused:
            if refused.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", info.user_id, refused)
            await self.table.mark_dm_closed(record.id, seat)
            await say_in_thread(
                self.bot,
                record,
                f"<@{info.user_id}>, I cannot send you direct messages, so your private view stays here: "
                "use `/hand` or the **My hand** button any time.",
                ping=(info.user_id,),
            )
        except discord.HTTPException:
            log.warning("DM to %s failed", info.user_id, exc_info=True)

    async def game_changed(self, record: GameRecord) -> None:
        from cogs.lobby import edit_lobby_message  # the lobby cog imports the picker, which imports us

        await edit_lobby_message(self.bot, record)


def notice_text(record: GameRecord, notice: Notice) -> tuple[str, tuple[int, ...]]:
    """What a notice says in the thread, and whom it pings."""
    title = get_game(record.game_key).title
    if isinstance(notice, Reminder):
        left = human_duration(notice.seconds_left) if notice.seconds_left is not None else "half your time"
        return (
            f"⏰ <@{notice.user_id}>, it is your turn to decide in **{title}** #{record.id}: "
            f"{left} left. If time runs out, the AI decides for you.",
            (notice.user_id,),
        )
    if isinstance(notice, TimedOut):
        name = plain(record.seats[notice.seat].name)
        if notice.autopilot:
            return (
                f"🤖 <@{notice.user_id}> let {notice.in_a_row} decisions in a row time out, so the AI plays **{name}** "
                "until they take it back with `/game takeback`.",
                (notice.user_id,),
            )
        warning = (
            f" {notice.before_autopilot} more in a row and the AI takes the seat."
            if notice.before_autopilot > 0
            else ""
        )
        return (
            f"⌛ <@{notice.user_id}> ran out of time, so the AI decided for **{name}**: "
            f"{notice.move.caption(plain_names(record.names))} (time-out {notice.in_a_row} in a row).{warning}",
            (notice.user_id,),
        )
    if isinstance(notice, AIPaused):
        name = plain(record.seats[notice.seat].name) if 0 <= notice.seat < len(record.seats) else "the AI"
        return (
            f"⚠️ The AI could not decide for **{name}** after several tries, so the game waits. "
            "It tries again when anyone acts in this game or the bot restarts; the host can also `/game abandon`.",
            (),
        )
    if isinstance(notice, TimerTrouble):
        return (
            f"⚠️ The clock of this game failed {notice.attempts} times; the bot keeps trying with longer pauses "
            "and the operators have been told (see the bot's log).",
            (),
        )
    raise TypeError(f"unknown notice {notice!r}")
