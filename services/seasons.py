"""A server's seasons: an administrator opens a date range, ``/leaderboard … season:`` ranks the
members by the rated games finished inside it, and when it ends its table is posted once to the
channel the administrator chose.

A season's ratings are its own: every member starts the season at the start rating and moves by the
same pairwise Elo as the server's ratings (``store.elo``), game after game in the order they
finished, counting only the rated seats (``store.ratings``). So a season is a fresh race, and its
table can be recomputed at any time from the results: nothing is stored but the range.

Dates are whole days in the administrator's time zone (``/settings zone``; UTC without one): a
season from 2026-12-01 to 2026-12-31 runs from that zone's midnight opening the first day to the
midnight closing the last. The close is durable: :class:`SeasonClock` sleeps until the next end
(waking at least every :data:`IDLE_WAKE` seconds, as another process may open a season), and after
a restart closes what ended meanwhile. Each season is claimed before its table is posted, so it is
posted once across processes, by the process that serves its server.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, tzinfo
from datetime import time as clock_time
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from rules.text import msg
from store import Season, SeasonRefused, SeasonSeat, Store
from store.elo import ELO_START, elo_update

log = logging.getLogger("tabletop.seasons")

IDLE_WAKE = 60.0  # the season clock looks at least this often (another process may open a season)
RETRY_AFTER = 30.0  # after a failed look at the database

CURRENT, LAST = "current", "last"  # the seasons /leaderboard can show


@dataclass(frozen=True)
class SeasonRow:
    """One member's line of a season's table."""

    user_id: int
    name: str
    rating: float
    games: int
    wins: int


@dataclass(frozen=True)
class SeasonTable:
    """A season and, per game with rated games inside it, its table (best first)."""

    season: Season
    games: dict[str, list[SeasonRow]]


def season_rows(seats: Iterable[SeasonSeat]) -> list[SeasonRow]:
    """The season's table from its rated seats in the order the games finished: each member from
    :data:`~store.elo.ELO_START`, one Elo update per game among its rated seats; best rating first,
    then more wins, more games, the lower id."""
    rating: dict[int, float] = {}
    games: dict[int, int] = {}
    wins: dict[int, int] = {}
    names: dict[int, str] = {}
    by_game: dict[int, list[SeasonSeat]] = {}
    for seat in seats:
        by_game.setdefault(seat.game_id, []).append(seat)
    for played in by_game.values():  # in the order the games finished (the dict keeps it)
        if len(played) < 2:
            continue
        before = [rating.get(seat.user_id, ELO_START) for seat in played]
        after = elo_update(before, [seat.place for seat in played])
        for seat, new in zip(played, after):
            rating[seat.user_id] = new
            games[seat.user_id] = games.get(seat.user_id, 0) + 1
            wins[seat.user_id] = wins.get(seat.user_id, 0) + int(seat.won)
            names[seat.user_id] = seat.name
    rows = [SeasonRow(user, names[user], rating[user], games[user], wins[user]) for user in rating]
    return sorted(rows, key=lambda row: (-row.rating, -row.wins, -row.games, row.user_id))


def parse_day(text: str) -> date:
    """A date written ``YYYY-MM-DD``; raises :class:`SeasonRefused` otherwise."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise SeasonRefused(msg("season-refusal-date")) from None


def day_start(day: date, zone: str | None) -> float:
    """The moment ``day`` begins in ``zone`` (UTC without one, or for a zone no longer known)."""
    tz: tzinfo = UTC
    if zone:
        with contextlib.suppress(ZoneInfoNotFoundError, ValueError):
            tz = ZoneInfo(zone)
    return datetime.combine(day, clock_time(0), tzinfo=tz).timestamp()


class SeasonService:
    """Opening, ending and reading a server's seasons."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.changed = asyncio.Event()  # set when a season opens or ends early: the clock looks again

    async def open(
        self,
        guild_id: int,
        admin_id: int,
        *,
        name: str,
        last_day: str,
        first_day: str | None,
        channel_id: int,
        now: float | None = None,
    ) -> Season:
        """Open a season from ``first_day`` (today when None) to ``last_day`` included, in the
        administrator's zone; refused for a bad date, an end already past or another season open."""
        now = time.time() if now is None else now
        zone = (await self.store.member_away(admin_id, now)).zone
        ends_at = day_start(parse_day(last_day) + timedelta(days=1), zone)
        starts_at = now if first_day is None else day_start(parse_day(first_day), zone)
        if ends_at <= now:
            raise SeasonRefused(msg("season-refusal-end-past"))
        season = await self.store.open_season(guild_id, name.strip(), starts_at, ends_at, channel_id, admin_id)
        self.changed.set()
        return season

    async def end_now(self, guild_id: int, now: float | None = None) -> Season:
        """End the open season now (its table is then posted as at any end)."""
        season = await self.store.end_season_now(guild_id, time.time() if now is None else now)
        self.changed.set()
        return season

    async def season(self, guild_id: int, which: str, now: float | None = None) -> Season:
        """The season ``/leaderboard`` asks for: the open one (refused before it begins, or when there
        is none) or the last closed one."""
        now = time.time() if now is None else now
        if which == LAST:
            season = await self.store.last_closed_season(guild_id)
            if season is None:
                raise SeasonRefused(msg("season-refusal-none-closed"))
            return season
        season = await self.store.open_season_of(guild_id)
        if season is None:
            raise SeasonRefused(msg("season-refusal-none-open"))
        if season.starts_at > now:
            raise SeasonRefused(msg("season-refusal-not-begun", start=f"<t:{int(season.starts_at)}:R>"))
        return season

    async def open_season(self, guild_id: int) -> Season | None:
        return await self.store.open_season_of(guild_id)

    async def table(self, season: Season, game_key: str) -> list[SeasonRow]:
        """``game_key``'s table of ``season``."""
        return season_rows(await self.store.season_results(season, game_key))

    async def tables(self, season: Season) -> SeasonTable:
        """The table of every game rated inside ``season``."""
        games = {key: await self.table(season, key) for key in await self.store.season_games(season)}
        return SeasonTable(season, {key: rows for key, rows in games.items() if rows})

    async def close_due(self, owns: Callable[[int | None], bool], now: float | None = None) -> list[SeasonTable]:
        """Close the seasons of this process's servers whose end has passed; the tables of those this
        call claimed (another process, or an earlier call, never gets the same season)."""
        now = time.time() if now is None else now
        closed = []
        for season in await self.store.seasons_to_close(now):
            if owns(season.guild_id) and await self.store.claim_close(season.id, now):
                closed.append(await self.tables(season))
        return closed


class SeasonClock:
    """Sleeps until the next season's end, closes it and hands its tables to ``post``."""

    def __init__(
        self,
        seasons: SeasonService,
        post: Callable[[SeasonTable], Awaitable[None]],
        owns: Callable[[int | None], bool],
    ) -> None:
        self.seasons = seasons
        self.post = post
        self.owns = owns

    async def run_forever(self) -> None:
        while True:
            wait = await self.step()
            self.seasons.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.seasons.changed.wait(), wait)

    async def step(self, now: float | None = None) -> float:
        """Close and post what is due; how long to sleep before the next look."""
        try:
            for table in await self.seasons.close_due(self.owns, now):
                try:
                    await self.post(table)
                except Exception:
                    log.exception("could not post the table of season %s", table.season.id)
            following = await self.seasons.store.next_season_end()
        except Exception:
            log.exception("the season clock could not read the seasons")
            return RETRY_AFTER
        now = time.time() if now is None else now
        if following is None:
            return IDLE_WAKE
        return max(0.05, min(IDLE_WAKE, following - now))
