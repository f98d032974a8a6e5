"""Results and ratings: every finished game is recorded, rated games move ratings, and the thread
gets an animated replay of the whole game after the final scores. ``/stats`` and ``/leaderboard``.

Recording (``store.ratings.record_game``) is one idempotent transaction, so the finish event may
fire twice; on start-up, finished games that were never recorded (the bot stopped in between) are
recorded then. The replay and the rating changes are posted only by the call that recorded the
game, so they appear once. Which games are rated: see ``store.ratings`` (games with AI players
are recorded but unrated; a human seat on autopilot still counts as its human).

``/stats [user] [game]`` also shows a member's history: their recent games (each with a button that
opens its replay), their best score and longest winning streak per game, and their record against
each member they played (head to head: who placed higher; AI opponents are left out, and unrated
games count there but not in ratings). Practice and abandoned games stay out.

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

from cogs.embeds import EMBED_FIELD, EMBED_FIELD_NAME, EMBED_FIELDS, EMBED_TOTAL, embed_size
from cogs.installs import anywhere, in_servers
from cogs.replay import OPEN, ReplayButton
from cogs.seasons import season_range, table_lines
from cogs.translator import game_choices, season_choices, t
from cogs.ui import answer, clip, display_name, plain_name, reader, table_speaker, tell, think, thread_of
from lang import Speaker
from rules import available_keys
from rules.base import Result
from rules.text import msg
from rules.text import seat as seat_arg
from services.naming import game_title
from services.standings import History, Standings
from store import GameRecord, SeasonRefused
from store.elo import ELO_START
from store.history import Rivalry
from store.ratings import SeatResult

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.stats")

LEADERBOARD_SIZE = 10
H2H_EVERY_GAME = 5  # opponents listed per game when /stats shows every game (the most games together)
H2H_ONE_GAME = 20  # when it shows one game
MAX_GAME_FIELDS = 10  # fields of per-game lines (there are fewer games than that)
MAX_FOOTER = 2048  # Discord's limit for an embed's footer


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


def _title(speaker: Speaker, game_key: str) -> str:
    return speaker.say(game_title(game_key)) if game_key in available_keys() else game_key


def rivalry_lines(rivalries: list[Rivalry], speaker: Speaker, shown: int, limit: int = EMBED_FIELD) -> str:
    """One game's head to head, the most games together first: at most ``shown`` opponents, then how
    many more there are, within ``limit`` characters."""
    lines: list[str] = []
    for index, rival in enumerate(rivalries):
        more = speaker.t("stats-h2h-more", count=len(rivalries) - index)
        line = speaker.t(
            "stats-h2h-line", player=plain_name(rival.name), wins=rival.wins, losses=rival.losses, ties=rival.ties
        )
        last = index == len(rivalries) - 1
        if index >= shown or len("\n".join([*lines, line])) + (0 if last else len(more) + 1) > limit:
            lines.append(more)
            break
        lines.append(line)
    return "\n".join(lines)


def recent_lines(history: History, speaker: Speaker) -> str:
    """The recent games, newest first: the game, the place, the points and the day (each reader's own)."""
    return "\n".join(
        speaker.t(
            "stats-recent-line",
            number=game.game_id,
            game=_title(speaker, game.game_key),
            place=game.place,
            players=game.players,
            points=game.score,
        )
        + f" · <t:{int(game.finished_at)}:d>"
        for game in history.recent
    )


def stats_embed(name: str, history: History, speaker: Speaker, *, one_game: bool = False) -> discord.Embed:
    """What /stats shows of a member: per game their rating, counts, best score and longest winning
    streak; their recent games; their head to head per game (AI opponents left out: the footer says
    so, and that unrated games count there). Within Discord's limits for an embed: a field that would
    not fit the whole is left out, the per-game lines first in."""
    embed = discord.Embed(title=clip(speaker.t("stats-title", player=name), 256), color=0xFFC43C)
    footer = clip(f"{speaker.t('stats-footer')} {speaker.t('stats-history-footer')}", MAX_FOOTER)
    embed.set_footer(text=footer)
    fields: list[tuple[str, str]] = []
    for row in history.stats[:MAX_GAME_FIELDS]:
        rating = (
            speaker.t("stats-rating", rating=round(row.rating))
            if row.rating is not None
            else speaker.t("stats-rating-none")
        )
        value = f"{rating} · {speaker.t('stats-counts', games=row.games, rated=row.rated_games, wins=row.wins)}"
        bests = history.bests.get(row.game_key)
        if bests is not None:
            value += "\n" + speaker.t("stats-bests", score=bests.best_score, streak=bests.longest_streak)
        fields.append((_title(speaker, row.game_key), value))
    if history.recent:
        fields.append((speaker.t("stats-recent-title"), recent_lines(history, speaker)))
    shown = H2H_ONE_GAME if one_game else H2H_EVERY_GAME
    for row in history.stats[:MAX_GAME_FIELDS]:
        rivals = [r for r in history.rivalries if r.game_key == row.game_key]
        if rivals:
            title = speaker.t("stats-h2h-title", game=_title(speaker, row.game_key))
            fields.append((title, rivalry_lines(rivals, speaker, shown)))
    for field_name, value in fields:
        field_name, value = field_name[:EMBED_FIELD_NAME], clip(value, EMBED_FIELD)
        if len(embed.fields) >= EMBED_FIELDS or embed_size(embed) + len(field_name) + len(value) > EMBED_TOTAL:
            continue
        embed.add_field(name=field_name, value=value, inline=False)
    return embed


def recent_view(history: History, speaker: Speaker) -> discord.ui.View | None:
    """A button per recent game that opens its replay privately (``cogs.replay``), in the reader's language."""
    if not history.recent:
        return None
    view = discord.ui.View(timeout=None)
    for game in history.recent:
        view.add_item(ReplayButton(game.game_id, 0, OPEN, speaker.t("stats-recent-button", number=game.game_id)))
    return view


class Stats(commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot
        self._swept = False

    @property
    def standings(self) -> Standings:
        return self.bot.records.standings

    # ------------------------------------------------------------------ recording
    @commands.Cog.listener()
    async def on_game_finished(self, record: GameRecord, result: Result) -> None:
        await self.finish(record, result)

    @commands.Cog.listener()
    async def on_game_abandoned(self, record: GameRecord) -> None:
        """An abandoned game gets no replay GIF: the boards kept for one go."""
        self.bot.boards.forget_posted(record.id)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Record finished games the bot stopped before recording (once per process)."""
        if self._swept:
            return
        self._swept = True
        try:
            for record in await self.standings.unrecorded():
                # Another process runs the other shards and records their games (once: see record_game).
                assert record.result is not None  # unrecorded() lists finished games with their result
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
    @anywhere
    @app_commands.command(name=t("cmd-stats-name"), description=t("cmd-stats-description"))
    @app_commands.rename(user=t("cmd-stats-user-name"), game=t("cmd-stats-game-name"))
    @app_commands.describe(user=t("cmd-stats-user-description"), game=t("cmd-stats-game-description"))
    @app_commands.choices(game=game_choices())
    async def stats(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        await think(interaction)
        if interaction.guild_id is None:
            await tell(interaction, msg("stats-refusal-in-dms"))
            return
        if game is not None and game.value not in available_keys():
            await tell(interaction, msg("stats-refusal-pick-game"))
            return
        speaker = reader(interaction)
        who = user or interaction.user
        name = plain_name(display_name(who))
        game_key = game.value if game is not None else None
        history = await self.standings.history(interaction.guild_id, who.id, game_key)
        if not history.stats:
            if game_key is not None:
                await tell(interaction, speaker.t("stats-none-game", player=name, game=game_title(game_key)))
            else:
                await tell(interaction, speaker.t("stats-none", player=name))
            return
        await answer(
            interaction,
            embed=stats_embed(name, history, speaker, one_game=game_key is not None),
            view=recent_view(history, speaker),
        )

    @in_servers
    @app_commands.command(name=t("cmd-leaderboard-name"), description=t("cmd-leaderboard-description"))
    @app_commands.rename(game=t("cmd-leaderboard-game-name"), season=t("cmd-leaderboard-season-name"))
    @app_commands.describe(game=t("cmd-leaderboard-game-description"), season=t("cmd-leaderboard-season-description"))
    @app_commands.choices(game=game_choices(), season=season_choices())
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        season: app_commands.Choice[str] | None = None,
    ) -> None:
        await think(interaction)
        if interaction.guild_id is None or game.value not in available_keys():
            await tell(interaction, msg("stats-refusal-pick-game"))
            return
        speaker = reader(interaction)
        if season is not None:
            await self._season_board(interaction, speaker, game.value, season.value)
            return
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

    async def _season_board(
        self, interaction: discord.Interaction, speaker: Speaker, game_key: str, which: str
    ) -> None:
        """``/leaderboard … season:``: the open or last season's table of ``game_key`` in this server."""
        assert interaction.guild_id is not None
        seasons = self.bot.records.seasons
        try:
            season = await seasons.season(interaction.guild_id, which)
        except SeasonRefused as refused:
            await tell(interaction, refused.reason)
            return
        title = game_title(game_key)
        rows = await seasons.table(season, game_key)
        if not rows:
            await tell(interaction, msg("season-table-empty", game=title, name=season.name))
            return
        embed = discord.Embed(
            title=clip(speaker.t("season-table-title", game=title, name=season.name), 256),
            description=clip(season_range(speaker, season) + "\n\n" + table_lines(speaker, rows), 4000),
            color=0xFFC43C,
        )
        embed.set_footer(text=clip(speaker.t("season-footer", start=round(ELO_START)), MAX_FOOTER))
        await answer(interaction, embed=embed)


async def setup(bot: TabletopClient) -> None:
    await bot.add_cog(Stats(bot))
