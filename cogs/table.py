"""Playing a game in its thread: /move, the board after every move, AI turns, resume.

One board post per turn (see ``services.turn_posts``): a human's turn starts a new post that
mentions them; every later move until the next human turn edits that post in place (new images,
a caption line per move). The current post (message id, starting version) is kept in the store,
so a restart carries on editing it. A failed edit falls back to a new post: no move is left
without its board.

Events dispatched for other cogs (listen with ``@commands.Cog.listener()``):
``on_game_started(record)``, ``on_game_move(outcome)`` after every committed and published move
(AI moves included), ``on_game_finished(record, result)``.

Every move, human or AI, goes through ``TableService.play`` (rules, then one committed
transaction) and then ``publish``, which renders the spectators' view in a worker thread and
posts it in the game's thread. Posts of one game are serialised so they appear in move order.

Several processes on one database (issue 14): a process plays the AI seats only of games on its own
shards, and each AI turn under the game's ``ai`` lease (``store.leases``), renewed while the AI thinks,
so exactly one process plays it; a process killed mid-turn leaves the lease to expire, and the next
process for that shard (its restart) plays the turn. The store records the version each board post
shows (``games.board_shown``): a restart brings a board up to date only where that post was missed,
and says in the thread that it is back.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.turns import board_buttons
from cogs.ui import clip, pinging, plain, plain_names, tell, thread_of
from rules import get_game
from rules.base import IllegalAction, Result, format_event
from services.keyed_locks import KeyedLocks
from services.table import MoveOutcome, legal_actions_for
from services.turn_posts import move_line, post_content, starts_new_post
from store import ACTIVE, GameRecord, StaleVersion
from store.leases import AI, LEASE_SECONDS, Leases

if TYPE_CHECKING:
    from bot import TabletopBot

log = logging.getLogger("tabletop.table")

AUTOCOMPLETE_LIMIT = 25
AI_LEASE_POLL = 5.0  # at most this many seconds between looks at an AI turn another process holds


def to_ping(record: GameRecord) -> list[int]:
    """The members whose decision the game waits for now: the only users a board post pings."""
    if record.status != ACTIVE or record.state is None:
        return []
    to_act = sorted(get_game(record.game_key).to_act(record.state))
    return [uid for uid in (record.seats[seat].user_id for seat in to_act) if uid]


@dataclass
class TurnPost:
    """The board post of the current turn as far as this process knows it."""

    message_id: int
    start_version: int  # the post lists the moves after this version (0: the game's first post)
    shown_version: int  # the version its images show
    shown_to_act: frozenset[int]  # who was to act on that board
    exact: bool = True  # False when rebuilt from the store after a restart (shown version unknown)


def human_seats(record: GameRecord) -> frozenset[int]:
    """Seats a person decides for (bots and seats on autopilot are played by the AI)."""
    return frozenset(seat.seat for seat in record.seats if seat.is_human and not seat.is_ai)


def now_to_act(record: GameRecord) -> frozenset[int]:
    if record.status != ACTIVE or record.state is None:
        return frozenset()
    return frozenset(get_game(record.game_key).to_act(record.state))


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
        people.append(f"<@{info.user_id}>" if info.user_id else f"{plain(info.name)} (AI)")
    if not people:
        return ""
    humans = any(record.seats[seat].user_id for seat in to_act)
    hint = " Press **Take turn** (or use `/move`)." if humans else ""
    return f"Next: {', '.join(people)} to decide.{hint}"


# Readable names of the score breakdown keys the engines report; any other key is shown as written,
# capitalised. Keys naming the total are left out: the score itself is the total.
SCORE_LABELS: dict[str, str] = {
    # Solstis
    "largest": "Largest group", "fires": "Fires", "spirits": "Spirits", "bonus": "Bonus",
    "fireflies": "Fireflies", "firefly_win": "Firefly win",
    # Nanga Parbat
    "camps": "Camps", "different": "Different animals", "same": "Same animals", "panda": "Red panda",
    "area": "Area scoring", "path": "Path bonus",
    # Paper World
    "stars": "Stars", "objectives": "Objectives", "scissors": "Scissors token",
    "hand": "Cards in hand", "discard": "Discarded cards",
    # Mountain Miners
    "trash": "Trash",
}
TOTAL_KEYS = frozenset({"total"})


def score_label(key: str) -> str:
    return SCORE_LABELS.get(key) or (key[:1].upper() + key[1:]).replace("_", " ")


def score_parts(result: Result, seat: int) -> str:
    """The seat's score breakdown in words, without the total and without parts that are zero
    for every player (a column nobody scored in says nothing)."""
    shown = [
        key for key in result.breakdown[seat]
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


class Table(commands.Cog):
    def __init__(self, bot: "TabletopBot") -> None:
        self.bot = bot
        self._publish_locks: KeyedLocks[int] = KeyedLocks()
        self._ai_tasks: dict[int, asyncio.Task] = {}  # only running runners (each removes itself when done)
        self.leases = Leases(bot.store, seconds=getattr(bot.settings, "lease_seconds", LEASE_SECONDS))  # type: ignore[arg-type]
        self._posts: dict[int, TurnPost] = {}  # game id -> its current turn post (games in play only)
        self._resumed = False

    @property
    def table(self):
        return self.bot.table

    # ------------------------------------------------------------------ start and resume
    async def begin(self, record: GameRecord, lobby_message: discord.Message | None) -> None:
        """Open the game's thread, post the first board, and let AI seats play if they start."""
        thread = await self._open_thread(record, lobby_message)
        if thread is None:
            return
        record = await self.table.attach_thread(record.id, thread.id)
        async with self._publish_locks.hold(record.id):
            await self._new_post(thread, record, start_version=0)  # 0: the game's first post
        self.bot.dispatch("game_started", record)
        self.kick_ai(record.id)

    async def _open_thread(self, record: GameRecord, lobby_message: discord.Message | None) -> discord.abc.Messageable | None:
        name = f"{get_game(record.game_key).title} #{record.id}"
        try:
            if lobby_message is not None:
                return await lobby_message.create_thread(name=name, auto_archive_duration=1440)
            channel = self.bot.get_channel(record.channel_id) or await self.bot.fetch_channel(record.channel_id)
            return await channel.create_thread(name=name, type=discord.ChannelType.public_thread)  # type: ignore[union-attr]
        except discord.HTTPException:
            log.exception("could not open a thread for game %s", record.id)
            return None

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if self._resumed:
            return
        self._resumed = True
        # Only this process's shards: another process resumes (and posts in) the other servers.
        active = await self.table.store.games_with_status(ACTIVE)
        games = [record for record in active if self.bot.owns_guild(record.guild_id)]
        for record in games:
            try:
                if record.thread_id is None:  # stopped between dealing and opening the thread
                    await self.begin(record, None)
                    continue
                await self._post_resumed(record)
                self.kick_ai(record.id)
            except Exception:
                log.exception("could not resume game %s", record.id)
        log.info("resumed %d active game(s) of this process's shards (%d on other shards)",
                 len(games), len(active) - len(games))

    async def _post_resumed(self, record: GameRecord) -> None:
        """After a restart: bring the turn's board up to date only if its last post or edit was missed
        (the version the store says it shows is behind the game), then say in the thread that the bot
        is back (players were promised that line; it pings whoever is to act)."""
        thread = await self._thread(record)
        if thread is None:
            return
        async with self._publish_locks.hold(record.id):
            shown = await self.table.store.board_shown(record.id)
            if shown is None or shown < record.version:
                await self._bring_up_to_date(thread, record, force=True)
        try:
            await thread.send(
                clip(f"I am back after a restart; the board of this turn shows move {record.moves_logged}.\n{turn_line(record)}"),
                allowed_mentions=pinging(to_ping(record)),
            )
        except discord.HTTPException:
            log.warning("could not announce the restart in game %s", record.id)

    # ------------------------------------------------------------------ /move
    @app_commands.command(name="move", description="Make your move in this game's thread.")
    @app_commands.describe(action="Start typing to see your legal moves")
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.table.store.game_by_thread(interaction.channel_id or 0)
        if record is None:
            await tell(interaction, "There is no game in this channel. Use `/move` inside a game's thread.")
            return
        if record.status != ACTIVE:
            await tell(interaction, "This game is over.")
            return
        game, seat, actions = legal_actions_for(record, interaction.user.id)
        if seat is None:
            await tell(interaction, "You are not playing in this game.")
            return
        if record.seats[seat].is_ai:
            await tell(interaction, "The AI plays your seat now; take it back with `/game takeback`.")
            return
        if not actions:
            await tell(interaction, "It is not your turn to decide.")
            return
        chosen = next((a for a in actions if a.id == action), None)
        if chosen is None:  # someone typed a label instead of picking from the list
            typed = action.strip().lower()
            chosen = next((a for a in actions if a.label.lower() == typed), None)
        if chosen is None:
            await tell(interaction, "That is not one of your legal moves now; pick one from the list.")
            return
        try:
            outcome = await self.table.play(record.id, seat, chosen.id, expected_version=record.version)
        except (IllegalAction, StaleVersion) as refusal:
            await tell(interaction, getattr(refusal, "reason", None) or str(refusal))
            return
        await tell(interaction, f"Played: {chosen.label}")
        await self.after_move(outcome)

    async def play_and_publish(
        self, game_id: int, seat: int, action_id: str, *, expected_version: int | None, by_ai: bool = False
    ) -> MoveOutcome:
        """The one path for every move outside /move's own checks (pickers, clocks, AI):
        commit through the service, then publish. Raises IllegalAction or StaleVersion."""
        outcome = await self.table.play(game_id, seat, action_id, expected_version=expected_version, by_ai=by_ai)
        await self.after_move(outcome)
        return outcome

    async def after_move(self, outcome: MoveOutcome) -> None:
        """Everything that follows a committed move: the board in the thread, listeners, AI seats."""
        await self.publish(outcome)
        # Other cogs (clocks, hands, stats) listen to these instead of being called from here.
        self.bot.dispatch("game_move", outcome)
        if outcome.result is not None:
            self.bot.dispatch("game_finished", outcome.game, outcome.result)
        self.kick_ai(outcome.game.id)

    @move.autocomplete("action")
    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        record = await self.table.store.game_by_thread(interaction.channel_id or 0)
        if record is None:
            return []
        _, _, actions = legal_actions_for(record, interaction.user.id)
        typed = current.strip().lower()
        matches = [a for a in actions if typed in a.label.lower() or typed == a.id.lower()] if typed else actions
        names = record.names  # labels may name seats as {pN}
        return [
            app_commands.Choice(name=format_event(a.label, names)[:100], value=a.id) for a in matches[:AUTOCOMPLETE_LIMIT]
        ]

    # ------------------------------------------------------------------ publishing
    async def publish(self, outcome: MoveOutcome) -> None:
        """Post the board after a committed move; the final post adds the scores."""
        record = outcome.game
        async with self._publish_locks.hold(record.id):
            # The move is already committed: a failure here must not stop the game or its AI seats.
            try:
                await self._publish(outcome)
            except Exception:
                log.exception("could not publish move %s of game %s", record.version, record.id)

    async def _publish(self, outcome: MoveOutcome) -> None:
        thread = await self._thread(outcome.game)
        if thread is None:
            return
        # The latest committed state: a move committed meanwhile is shown now, never an older one.
        record = await self.table.store.get_game(outcome.game.id) or outcome.game
        await self._bring_up_to_date(thread, record)
        if outcome.result is None:
            return
        sheet = await self.table.score_sheet(outcome.game)
        await thread.send(
            content=final_text(outcome.game, outcome.result),
            file=discord.File(fp=_bytes(sheet), filename=f"game-{outcome.game.id}-scores.png", description=self.table.score_sheet_alt(outcome.game)),
        )
        await self._announce_end(outcome.game)
        self._posts.pop(outcome.game.id, None)  # the game is over: its last post stays as it is

    async def _bring_up_to_date(self, thread: discord.abc.Messageable, record: GameRecord, force: bool = False) -> None:
        """Show ``record`` in the thread: edit the turn's post, or start a new post when a human's
        turn began (or the edit fails). Call with the game's publish lock held."""
        post = self._posts.get(record.id) or await self._stored_post(record)
        if post is not None and post.shown_version >= record.version and not force:
            return  # already shown (a later move's publish got here first)
        to_act = now_to_act(record)
        if post is None or starts_new_post(post.shown_to_act, to_act, human_seats(record)):
            start = post.shown_version if post is not None and post.exact else record.version - 1
            await self._new_post(thread, record, start_version=max(1, start))
            return
        if not await self._edit_post(thread, record, post):
            await self._new_post(thread, record, start_version=post.start_version)

    async def _stored_post(self, record: GameRecord) -> TurnPost | None:
        """The turn post remembered in the store (after a restart). It is taken as showing the
        current turn: the restart notice mentions whoever is to act, so nobody misses a ping."""
        stored = await self.table.store.board_post(record.id)
        if stored is None:
            return None
        message_id, start = stored
        shown = await self.table.store.board_shown(record.id)
        return TurnPost(message_id, start, start if shown is None else shown, now_to_act(record), exact=False)

    async def _post_content(self, record: GameRecord, start_version: int) -> str:
        """Head, one line per move since ``start_version``, and who is to act."""
        names = plain_names(record.names)
        # Only the moves ``record`` shows: one committed while this post is drawn belongs to the next
        # edit (or the next post, which starts after this post's version), never to both.
        moves = await self.table.store.moves(record.id, after_version=start_version, through_version=record.version)
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

    async def _board_files(self, record: GameRecord) -> list[discord.File]:
        """The board's images as attachments (none when drawing failed)."""
        try:
            images = await self.table.public_images(record)
        except Exception:
            log.exception("could not draw the board of game %s at version %s", record.id, record.version)
            return []
        alt = self.table.public_alt(record)
        files = []
        for index, image in enumerate(images):
            suffix = "" if index == 0 else f"-{index + 1}"
            description = alt if index == 0 else f"{alt} (image {index + 1} of {len(images)})"
            files.append(discord.File(fp=_bytes(image), filename=f"game-{record.id}-move-{record.version:04d}{suffix}.png", description=description[:1024]))
        return files

    async def _new_post(self, thread: discord.abc.Messageable, record: GameRecord, start_version: int) -> None:
        content = await self._post_content(record, start_version)
        files = await self._board_files(record)
        if not files:
            content = clip(content, 1900) + "\n(The board image could not be drawn this time; `/board` tries again.)"
        view = board_buttons(record)
        extra: dict = {"view": view} if view is not None else {}
        message = await thread.send(
            content=clip(content), files=files, allowed_mentions=pinging(to_ping(record)), **extra
        )
        self._posts[record.id] = TurnPost(message.id, start_version, record.version, now_to_act(record))
        await self.table.store.set_board_post(record.id, message.id, start_version, shown=record.version)

    async def _edit_post(self, thread: discord.abc.Messageable, record: GameRecord, post: TurnPost) -> bool:
        """Edit the turn's post to show ``record``; False when Discord refused (deleted, no access)."""
        partial = getattr(thread, "get_partial_message", None)
        if partial is None:
            return False
        content = await self._post_content(record, post.start_version)
        files = await self._board_files(record)
        if not files:
            content = clip(content, 1900) + "\n(The board image could not be drawn this time; `/board` tries again.)"
        try:
            await partial(post.message_id).edit(
                content=clip(content), attachments=files, view=board_buttons(record),
                allowed_mentions=discord.AllowedMentions.none(),  # the turn's post pinged when it was made
            )
        except discord.HTTPException as refused:
            log.warning("could not edit the board post of game %s (%s); posting a new one", record.id, refused)
            return False
        post.shown_version = record.version
        post.shown_to_act = now_to_act(record)
        await self.table.store.mark_board_shown(record.id, post.message_id, record.version)
        return True

    async def _announce_end(self, record: GameRecord) -> None:
        lobby = self.bot.get_cog("Lobby")
        if lobby is not None:
            await lobby.edit_lobby_message(record)  # type: ignore[attr-defined]

    @commands.Cog.listener()
    async def on_game_finished(self, record: GameRecord, result: object) -> None:
        self._posts.pop(record.id, None)  # a game over keeps its last post as it is: nothing to remember

    @commands.Cog.listener()
    async def on_game_abandoned(self, record: GameRecord) -> None:
        self._posts.pop(record.id, None)

    async def _thread(self, record: GameRecord) -> discord.abc.Messageable | None:
        return await thread_of(self.bot, record)

    # ------------------------------------------------------------------ AI seats
    def kick_ai(self, game_id: int) -> None:
        """Make sure AI seats of this game play whenever they are to act."""
        task = self._ai_tasks.get(game_id)
        if task is not None and not task.done():
            return
        task = asyncio.create_task(self._run_ai(game_id), name=f"ai-{game_id}")
        self._ai_tasks[game_id] = task
        task.add_done_callback(lambda done: self._forget_runner(game_id, done))

    def _forget_runner(self, game_id: int, task: asyncio.Task) -> None:
        """Drop a finished runner, so the map holds only the games whose AI is playing now."""
        if self._ai_tasks.get(game_id) is task:
            del self._ai_tasks[game_id]

    async def _run_ai(self, game_id: int) -> None:
        """Play the game's AI turns one after another until a human (or nobody) is to act.

        Each turn is played under the game's ``ai`` lease: when another process holds it (a process
        for the same shard, or a killed one whose lease has not expired yet) this runner waits until
        the lease ends and looks again, so one process plays each turn and a dead one's turn is
        taken over."""
        try:
            while True:
                record = await self.table.store.get_game(game_id)
                if record is None or record.status != ACTIVE or not self.bot.owns_guild(record.guild_id):
                    return  # over, or on another process's shard (that process plays its AI seats)
                if not self.table.needs_ai(record):
                    return  # a human (or nobody) is to act
                async with self.leases.held(AI, game_id) as lease:
                    if lease.claimed:
                        # Read again under the lease: the process that held it before may have played.
                        record = await self.table.store.get_game(game_id)
                        if record is None or not self.table.needs_ai(record):
                            return
                        if not await self._play_ai_turn(record):
                            return
                        continue
                free_at = await self.leases.free_at(AI, game_id)
                await asyncio.sleep(min(AI_LEASE_POLL, max(0.05, free_at - time.time())))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI runner of game %s failed", game_id)

    async def _play_ai_turn(self, record: GameRecord) -> bool:
        """Choose and play one AI move at ``record``'s version and publish it (lease held); False when
        no AI is to act after all."""
        decision = await self.table.ai_decision(record)
        if decision is None:
            return False
        if self.bot.settings.ai_delay > 0:
            await asyncio.sleep(self.bot.settings.ai_delay)
        seat, action_id = decision
        try:
            outcome = await self.table.play(record.id, seat, action_id, expected_version=record.version, by_ai=True)
        except (StaleVersion, IllegalAction):
            return True  # a human or a clock moved first; look again
        await self.publish(outcome)
        self.bot.dispatch("game_move", outcome)
        if outcome.result is not None:
            self.bot.dispatch("game_finished", outcome.game, outcome.result)
        return True

    async def cog_unload(self) -> None:
        for task in list(self._ai_tasks.values()):
            task.cancel()


def _bytes(data: bytes) -> io.BytesIO:
    return io.BytesIO(data)


async def setup(bot: "TabletopBot") -> None:
    await bot.add_cog(Table(bot))
