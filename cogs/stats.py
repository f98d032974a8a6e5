"""Results and ratings: every finished game is recorded, rated games move ratings, and the thread
gets an animated replay of the whole game after the final scores. ``/stats`` and ``/leaderboard``.

Recording (``store.ratings.record_game``) is one idempotent transaction, so the finish event may
fire twice; on start-up, finished games that were never recorded (the bot stopped in between) are
recorded then. The replay and the rating changes are posted only by the call that recorded the
game, so they appear once. Which games are rated: see ``store.ratings`` (games with AI players
are recorded but unrated; a human seat on autopilot still counts as its human).

The replay and the rating changes go into the thread in the table's language; ``/stats`` and
``/leaderboard`` answer in the language of the member who asked.
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.translator import game_choices, t
from cogs.ui import answer, clip, display_name, plain_name, reader, table_speaker, tell, think, thread_of
from lang import Speaker
from rules import available_keys
from rules.base import Result
from rules.text import msg
from rules.text import seat as seat_arg
from services.naming import game_title
from store import GameRecord
from store.elo import ELO_START
from store.ratings import SeatResult

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.stats")

LEADERBOARD_SIZE = 10


def _signed(delta: float) -> str:
    value = round(delta)
    return f"+{value}" if value > 0 else ("±0" if value == 0 else f"−{-value}")


def ratings_line(record: GameRecord, results: list[SeatResult], speaker: Speaker | None = None) -> str:
    """One line on what the game did to ratings (or why it did nothing), in the table's language."""
    speaker = speaker or table_speaker(record)
    if record.practice:
        return speaker.t("learn-unrated")
    if any(r.rated for r in results):
        changes = [
            speaker.t(
                "stats-rating-change",
                player=seat_arg(r.seat),
                before=round(r.rating_before),
                after=round(r.rating_after),
                delta=_signed(r.rating_after - r.rating_before),
            )
            for r in sorted(results, key=lambda r: (r.place, r.seat))
            if r.rating_before is not None and r.rating_after is not None
        ]
        unrated = [seat_arg(r.seat) for r in results if not r.rated and r.user_id is not None]
        line = speaker.t("stats-ratings", game=game_title(record.game_key), changes=", ".join(changes))
        if unrated:
            line = f"{line} {speaker.t('stats-ratings-unrated-seats', players=unrated)}"
        return line
    if any(seat.ai_kind for seat in record.seats):
        return speaker.t("stats-unrated-ai")
    return speaker.t("stats-unrated-humans")


class Stats(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        self._swept = False

    @property
    def standings(self):
        return self.bot.records.standings

    # ------------------------------------------------------------------ recording
    @commands.Cog.listener()
    async def on_game_finished(self, record: GameRecord, result: Result) -> None:
        await self.finish(record, result)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Record finished games the bot stopped before recording (once per process)."""
        if self._swept:
            return
        self._swept = True
        try:
            for record in await self.standings.unrecorded():
                # Another process runs the other shards and records their games (once: see record_game).
                if self.bot.owns_guild(record.guild_id):
                    await self.finish(record, Result.from_json(record.result))
        except Exception:
            log.exception("could not record the games finished while the bot was away")

    async def finish(self, record: GameRecord, result: Result) -> None:
        """Record the game once; the call that records it posts the replay and the rating changes."""
        try:
            results = await self.standings.record(record, result)
            if results is None:
                return  # recorded already, by this process or another
        except Exception:
            log.exception("could not record the results of game %s", record.id)
            return
        await self.post_replay(record, ratings_line(record, results))
        self.bot.dispatch("game_wrapped_up", record)  # the finished game's last post is in its thread

    async def post_replay(self, record: GameRecord, line: str) -> None:
        thread = await self._thread(record)
        if thread is None:
            return
        speaker = table_speaker(record)
        data: bytes | None = None
        moves = 0
        try:
            data, moves = await self.bot.boards.replay_gif(record)
        except Exception:
            log.exception("could not build the replay of game %s", record.id)
        try:
            if data is None:
                await thread.send(content=clip(line))
                return
            caption = speaker.t("stats-replay", game=game_title(record.game_key), number=record.id, count=moves)
            alt = speaker.t("stats-replay-alt", game=game_title(record.game_key), number=record.id, count=moves)
            gif = io.BytesIO(data)
            del data
            try:
                await thread.send(
                    content=clip(f"🎞️ {caption}\n{line}"),
                    file=discord.File(gif, filename=f"game-{record.id}-replay.gif", description=clip(alt, 1000)),
                )
            finally:
                # discord.py leaves open a file it did not open, and references left in the HTTP
                # layer kept every posted replay's buffer (about 1 MB each) alive (tracemalloc).
                gif.close()
        except discord.HTTPException:
            log.exception("could not post the replay of game %s", record.id)

    async def _thread(self, record: GameRecord) -> discord.abc.Messageable | None:
        return await thread_of(self.bot, record)

    # ------------------------------------------------------------------ commands
    @app_commands.command(name=t("cmd-stats-name"), description=t("cmd-stats-description"))
    @app_commands.rename(user=t("cmd-stats-user-name"))
    @app_commands.describe(user=t("cmd-stats-user-description"))
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await think(interaction)
        if interaction.guild_id is None:
            await tell(interaction, msg("stats-refusal-in-dms"))
            return
        speaker = reader(interaction)
        who = user or interaction.user
        name = plain_name(display_name(who))
        rows = await self.standings.player(interaction.guild_id, who.id)
        if not rows:
            await tell(interaction, speaker.t("stats-none", player=name))
            return
        embed = discord.Embed(title=clip(speaker.t("stats-title", player=name), 256), color=0xFFC43C)
        for row in rows[:25]:
            title = speaker.say(game_title(row.game_key)) if row.game_key in available_keys() else row.game_key
            rating = (
                speaker.t("stats-rating", rating=round(row.rating))
                if row.rating is not None
                else speaker.t("stats-rating-none")
            )
            counts = speaker.t("stats-counts", games=row.games, rated=row.rated_games, wins=row.wins)
            embed.add_field(name=title[:256], value=f"{rating} · {counts}"[:1024], inline=False)
        embed.set_footer(text=speaker.t("stats-footer"))
        await answer(interaction, embed=embed)

    @app_commands.command(name=t("cmd-leaderboard-name"), description=t("cmd-leaderboard-description"))
    @app_commands.rename(game=t("cmd-leaderboard-game-name"))
    @app_commands.describe(game=t("cmd-leaderboard-game-description"))
    @app_commands.choices(game=game_choices())
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        await think(interaction)
        if interaction.guild_id is None or game.value not in available_keys():
            await tell(interaction, msg("stats-refusal-pick-game"))
            return
        speaker = reader(interaction)
        title = game_title(game.value)
        rows = await self.standings.leaderboard(interaction.guild_id, game.value, LEADERBOARD_SIZE)
        if not rows:
            await tell(interaction, msg("stats-leaderboard-empty", game=title))
            return
        lines = [
            speaker.t(
                "stats-leaderboard-line",
                place=place,
                player=plain_name(row.name),
                rating=round(row.rating),
                counts=speaker.t("stats-counts", games=row.games, rated=row.rated_games, wins=row.wins),
            )
            for place, row in enumerate(rows, start=1)
        ]
        embed = discord.Embed(
            title=speaker.t("stats-leaderboard-title", game=title)[:256],
            description=clip("\n".join(lines), 4000),
            color=0xFFC43C,
        )
        embed.set_footer(text=speaker.t("stats-leaderboard-footer", start=round(ELO_START)))
        await answer(interaction, embed=embed)


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Stats(bot))
