"""Playing a game in its thread: /move, the board after every move, AI turns, resume.

Events dispatched for other cogs (listen with ``@commands.Cog.listener()``):
``on_game_started(record)``, ``on_game_move(outcome)`` after every committed and published move
(AI moves included), ``on_game_finished(record, result)``.

Every move, human or AI, goes through ``TableService.play`` (rules, then one committed
transaction) and then ``publish``, which renders the spectators' view in a worker thread and
posts it in the game's thread. Posts of one game are serialised so they appear in move order.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import defaultdict
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.turns import board_buttons
from cogs.ui import clip, pinging, plain, plain_names, tell, thread_of
from rules import get_game
from rules.base import IllegalAction, Result, format_event
from services.table import MoveOutcome, legal_actions_for
from store import ACTIVE, GameRecord, StaleVersion

if TYPE_CHECKING:
    from bot import TabletopBot

log = logging.getLogger("tabletop.table")

AUTOCOMPLETE_LIMIT = 25


def to_ping(record: GameRecord) -> list[int]:
    """The members whose decision the game waits for now: the only users a board post pings."""
    if record.status != ACTIVE or record.state is None:
        return []
    to_act = sorted(get_game(record.game_key).to_act(record.state))
    return [uid for uid in (record.seats[seat].user_id for seat in to_act) if uid]


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


def final_text(record: GameRecord, result: Result) -> str:
    names = plain_names(record.names)
    lines = ["**Game over.**"]
    winners = " and ".join(f"**{names[s]}**" for s in result.winners)
    lines.append(f"Winner: {winners}" if len(result.winners) == 1 else f"Shared win: {winners}")
    for seat in result.ranking:
        parts = ", ".join(f"{key} {value}" for key, value in result.breakdown[seat].items())
        lines.append(f"{result.places[seat]}. {names[seat]}: **{result.scores[seat]}**" + (f" ({parts})" if parts else ""))
    return clip("\n".join(lines))


class Table(commands.Cog):
    def __init__(self, bot: "TabletopBot") -> None:
        self.bot = bot
        self._publish_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._ai_tasks: dict[int, asyncio.Task] = {}
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
        image = await self._board_image(record)
        game = get_game(record.game_key)
        intro = f"**{game.title}** begins. Seats: " + ", ".join(
            f"{s.seat + 1}. {plain(s.name)}" for s in record.seats
        )
        await self._send_board(thread, record, f"{intro}\n{turn_line(record)}", image)
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
        """After a restart, show the current board: the last move's post may not have gone out."""
        thread = await self._thread(record)
        if thread is None:
            return
        image = await self._board_image(record)
        content = f"I am back after a restart; here is the board at move {record.moves_logged}.\n{turn_line(record)}"
        await self._send_board(thread, record, content, image)

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
        async with self._publish_locks[record.id]:
            # The move is already committed: a failure here must not stop the game or its AI seats.
            try:
                await self._publish(outcome)
            except Exception:
                log.exception("could not publish move %s of game %s", record.version, record.id)

    async def _publish(self, outcome: MoveOutcome) -> None:
        record = outcome.game
        thread = await self._thread(record)
        if thread is None:
            return
        image = await self._board_image(record)
        caption = f"Move {record.moves_logged}: {outcome.caption(plain_names(record.names))}"
        if outcome.result is None:
            await self._send_board(thread, record, f"{caption}\n{turn_line(record)}", image)
            return
        await self._send_board(thread, record, caption, image)
        sheet = await self.table.score_sheet(record)
        await thread.send(
            content=final_text(record, outcome.result),
            file=discord.File(fp=_bytes(sheet), filename=f"game-{record.id}-scores.png", description=self.table.score_sheet_alt(record)),
        )
        await self._announce_end(record)

    async def _board_image(self, record: GameRecord) -> bytes | None:
        try:
            return await self.table.public_image(record)
        except Exception:
            log.exception("could not draw the board of game %s at version %s", record.id, record.version)
            return None

    async def _send_board(self, thread: discord.abc.Messageable, record: GameRecord, content: str, image: bytes | None) -> None:
        view = board_buttons(record)
        extra: dict = {"view": view} if view is not None else {}
        if image is None:
            content += "\n(The board image could not be drawn this time; `/board` tries again.)"
        else:
            filename = f"game-{record.id}-move-{record.version:04d}.png"
            extra["file"] = discord.File(fp=_bytes(image), filename=filename, description=self.table.public_alt(record))
        await thread.send(content=clip(content), allowed_mentions=pinging(to_ping(record)), **extra)

    async def _announce_end(self, record: GameRecord) -> None:
        lobby = self.bot.get_cog("Lobby")
        if lobby is not None:
            await lobby.edit_lobby_message(record)  # type: ignore[attr-defined]

    async def _thread(self, record: GameRecord) -> discord.abc.Messageable | None:
        return await thread_of(self.bot, record)

    # ------------------------------------------------------------------ AI seats
    def kick_ai(self, game_id: int) -> None:
        """Make sure AI seats of this game play whenever they are to act."""
        task = self._ai_tasks.get(game_id)
        if task is not None and not task.done():
            return
        self._ai_tasks[game_id] = asyncio.create_task(self._run_ai(game_id), name=f"ai-{game_id}")

    async def _run_ai(self, game_id: int) -> None:
        try:
            while True:
                record = await self.table.store.get_game(game_id)
                if record is None or record.status != ACTIVE or not self.bot.owns_guild(record.guild_id):
                    return  # over, or on another process's shard (that process plays its AI seats)
                decision = await self.table.ai_decision(record)
                if decision is None:
                    return
                if self.bot.settings.ai_delay > 0:
                    await asyncio.sleep(self.bot.settings.ai_delay)
                seat, action_id = decision
                try:
                    outcome = await self.table.play(game_id, seat, action_id, expected_version=record.version, by_ai=True)
                except (StaleVersion, IllegalAction):
                    continue  # a human or a clock moved first; look again
                await self.publish(outcome)
                self.bot.dispatch("game_move", outcome)
                if outcome.result is not None:
                    self.bot.dispatch("game_finished", outcome.game, outcome.result)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI runner of game %s failed", game_id)

    async def cog_unload(self) -> None:
        for task in self._ai_tasks.values():
            task.cancel()


def _bytes(data: bytes) -> io.BytesIO:
    return io.BytesIO(data)


async def setup(bot: "TabletopBot") -> None:
    await bot.add_cog(Table(bot))
