"""Results and ratings: every finished game is recorded, rated games move ratings, and the thread
gets an animated replay of the whole game after the final scores. ``/stats`` and ``/leaderboard``.

Recording (``store.ratings.record_game``) is one idempotent transaction, so the finish event may
fire twice; on start-up, finished games that were never recorded (the bot stopped in between) are
recorded then. The replay and the rating changes are posted only by the call that recorded the
game, so they appear once. Which games are rated: see ``store.ratings`` (games with AI players
are recorded but unrated; a human seat on autopilot still counts as its human).
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.ui import clip, display_name, plain, plain_names, tell, thread_of
from rules import available_keys, get_game
from rules.base import Result
from store import GameRecord
from store.elo import ELO_START
from store.ratings import SeatResult

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.stats")

LEADERBOARD_SIZE = 10


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _signed(delta: float) -> str:
    value = round(delta)
    return f"+{value}" if value > 0 else ("±0" if value == 0 else f"−{-value}")


def ratings_line(record: GameRecord, results: list[SeatResult]) -> str:
    """One line on what the game did to ratings (or why it did nothing)."""
    names = plain_names(record.names)
    if any(r.rated for r in results):
        changes = ", ".join(
            f"{names[r.seat]} {round(r.rating_before)} → **{round(r.rating_after)}** "
            f"({_signed(r.rating_after - r.rating_before)})"
            for r in sorted(results, key=lambda r: (r.place, r.seat))
            if r.rating_before is not None and r.rating_after is not None
        )
        unrated = [names[r.seat] for r in results if not r.rated and r.user_id is not None]
        note = f" ({', '.join(unrated)}: unrated, the seat was handed to the AI by someone else)" if unrated else ""
        return f"Ratings ({get_game(record.game_key).title}): {changes}{note}"
    if any(seat.ai_kind for seat in record.seats):
        return "Recorded as played, unrated: games with AI players do not change ratings."
    return "Recorded as played, unrated: rated games need at least two human players in a server."


class Stats(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        self._swept = False

    @property
    def standings(self):
        return self.bot.table.standings

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

    async def post_replay(self, record: GameRecord, line: str) -> None:
        thread = await self._thread(record)
        if thread is None:
            return
        game = get_game(record.game_key)
        data: bytes | None = None
        moves = 0
        try:
            data, moves = await self.bot.table.replay_gif(record)
        except Exception:
            log.exception("could not build the replay of game %s", record.id)
        try:
            if data is None:
                await thread.send(content=clip(line))
                return
            caption = f"Replay of {game.title} #{record.id}: {_plural(moves, 'move')} from the deal to the final board."
            gif = io.BytesIO(data)
            del data
            try:
                await thread.send(
                    content=clip(f"🎞️ {caption}\n{line}"),
                    file=discord.File(
                        gif, filename=f"game-{record.id}-replay.gif", description=clip(f"Animated {caption}", 1000)
                    ),
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
    @app_commands.command(name="stats", description="A player's ratings, games and wins in this server.")
    @app_commands.describe(user="Whose results to show (you by default)")
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if interaction.guild_id is None:
            await tell(interaction, "Ratings are kept per server; use `/stats` in a server.")
            return
        who = user or interaction.user
        name = plain(display_name(who))
        rows = await self.standings.player(interaction.guild_id, who.id)
        if not rows:
            await tell(interaction, f"{name} has not finished a game in this server yet.")
            return
        embed = discord.Embed(title=clip(f"{name}: results in this server", 256), color=0xFFC43C)
        for row in rows[:25]:
            title = get_game(row.game_key).title if row.game_key in available_keys() else row.game_key
            rating = f"Rating **{round(row.rating)}**" if row.rating is not None else "Unrated (no rated game yet)"
            embed.add_field(
                name=title,
                value=f"{rating} · {_plural(row.games, 'game')} ({row.rated_games} rated) · {_plural(row.wins, 'win')}",
                inline=False,
            )
        embed.set_footer(text="Rated games: two or more human players and no AI players.")
        await interaction.followup.send(embed=embed, ephemeral=True)

    @app_commands.command(name="leaderboard", description="The top rated players of a game in this server.")
    @app_commands.describe(game="Which game")
    @app_commands.choices(
        game=[app_commands.Choice(name=get_game(key).title, value=key) for key in available_keys()][:25]
    )
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if interaction.guild_id is None or game.value not in available_keys():
            await tell(interaction, "Pick a game from the list, in a server.")
            return
        title = get_game(game.value).title
        rows = await self.standings.leaderboard(interaction.guild_id, game.value, LEADERBOARD_SIZE)
        if not rows:
            await tell(
                interaction,
                f"Nobody has a {title} rating in this server yet: finish a game with two or more human players and "
                "no AI.",
            )
            return
        lines = [
            f"**{place}.** {plain(row.name)}: **{round(row.rating)}** · "
            f"{_plural(row.games, 'game')} ({row.rated_games} rated) · {_plural(row.wins, 'win')}"
            for place, row in enumerate(rows, start=1)
        ]
        embed = discord.Embed(title=f"{title}: leaderboard", description=clip("\n".join(lines), 4000), color=0xFFC43C)
        embed.set_footer(text=f"Elo-style rating by finishing place; everyone starts at {round(ELO_START)}.")
        await interaction.followup.send(embed=embed, ephemeral=True)


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Stats(bot))
