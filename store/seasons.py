"""A server's seasons in the store: a date range whose rated games make a table of their own.

An administrator opens a season (``open_season``); one season of a server is open at a time, and a
new one may follow as soon as the last one is closed. When a season's end passes, the process that
serves its server claims the close (``claim_close``: ``closed_at`` is set only if it was unset, so
two processes never both post the table) and posts the table. ``season_results`` reads the rated
seats of the games finished inside the range, in the order they finished, from which the season's
own ratings are computed (``services.seasons``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.text import Msg, msg
from store.backend import Row
from store.base import StoreRows

LONGEST_SEASON_DAYS = 366  # a season longer than a year is a typo more often than a wish


class SeasonRefused(Exception):
    """A season cannot be opened or ended as asked; ``reason`` says why, to the one who asked."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.id)
        self.reason = reason


@dataclass(frozen=True)
class Season:
    id: int
    guild_id: int
    name: str
    starts_at: float
    ends_at: float
    channel_id: int
    started_by: int
    closed_at: float | None

    @property
    def closed(self) -> bool:
        return self.closed_at is not None


@dataclass(frozen=True)
class SeasonSeat:
    """One rated seat of a game finished inside a season."""

    game_id: int
    finished_at: float
    user_id: int
    place: int
    won: bool
    name: str


_COLUMNS = "id, guild_id, name, starts_at, ends_at, channel_id, started_by, closed_at"


def _season(row: Row) -> Season:
    closed = row[7]
    return Season(
        int(row[0]),
        int(row[1]),
        str(row[2]),
        float(row[3]),
        float(row[4]),
        int(row[5]),
        int(row[6]),
        None if closed is None else float(closed),
    )


class Seasons(StoreRows):
    """Reads and writes of ``seasons``, and the season's rated seats from ``results``."""

    async def open_season(
        self, guild_id: int, name: str, starts_at: float, ends_at: float, channel_id: int, started_by: int
    ) -> Season:
        """Open a season of ``guild_id``; refused while another is open, or for a range that is
        empty or longer than :data:`LONGEST_SEASON_DAYS`."""
        if ends_at <= starts_at:
            raise SeasonRefused(msg("season-refusal-empty-range"))
        if ends_at - starts_at > LONGEST_SEASON_DAYS * 86400:
            raise SeasonRefused(msg("season-refusal-too-long"))
        async with self._transaction():
            await self._db.serialize(f"seasons:{guild_id}")
            if await self._db.fetchone(
                "SELECT 1 FROM seasons WHERE guild_id = ? AND closed_at IS NULL LIMIT 1", (guild_id,)
            ):
                raise SeasonRefused(msg("season-refusal-already-open"))
            season_id = await self._db.insert_id(
                "INSERT INTO seasons (guild_id, name, starts_at, ends_at, channel_id, started_by)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, name, starts_at, ends_at, channel_id, started_by),
            )
        return Season(season_id, guild_id, name, starts_at, ends_at, channel_id, started_by, None)

    async def open_season_of(self, guild_id: int) -> Season | None:
        """The season of ``guild_id`` not yet closed (it may not have begun, or be past its end and
        about to be closed)."""
        rows = await self._fetchall(
            f"SELECT {_COLUMNS} FROM seasons WHERE guild_id = ? AND closed_at IS NULL ORDER BY id DESC LIMIT 1",
            (guild_id,),
        )
        return _season(rows[0]) if rows else None

    async def last_closed_season(self, guild_id: int) -> Season | None:
        rows = await self._fetchall(
            f"SELECT {_COLUMNS} FROM seasons WHERE guild_id = ? AND closed_at IS NOT NULL"
            " ORDER BY closed_at DESC, id DESC LIMIT 1",
            (guild_id,),
        )
        return _season(rows[0]) if rows else None

    async def end_season_now(self, guild_id: int, now: float) -> Season:
        """Bring the open season's end forward to ``now`` (the close then follows as for any end)."""
        async with self._transaction():
            await self._db.serialize(f"seasons:{guild_id}")
            rows = await self._db.fetchall(
                f"SELECT {_COLUMNS} FROM seasons WHERE guild_id = ? AND closed_at IS NULL ORDER BY id DESC LIMIT 1",
                (guild_id,),
            )
            if not rows:
                raise SeasonRefused(msg("season-refusal-none-open"))
            season = _season(rows[0])
            ends_at = max(min(season.ends_at, now), season.starts_at)
            await self._db.execute("UPDATE seasons SET ends_at = ? WHERE id = ?", (ends_at, season.id))
        return Season(**{**season.__dict__, "ends_at": ends_at})

    async def seasons_to_close(self, now: float) -> list[Season]:
        """Open seasons whose end has passed, oldest end first."""
        rows = await self._fetchall(
            f"SELECT {_COLUMNS} FROM seasons WHERE closed_at IS NULL AND ends_at <= ? ORDER BY ends_at, id", (now,)
        )
        return [_season(row) for row in rows]

    async def next_season_end(self) -> float | None:
        """When the next open season ends (None: no season open anywhere)."""
        value = await self._scalar("SELECT MIN(ends_at) FROM seasons WHERE closed_at IS NULL")
        return None if value is None else float(value)

    async def claim_close(self, season_id: int, now: float) -> bool:
        """Mark the season closed; True only for the one caller that closed it."""
        return (
            await self._execute("UPDATE seasons SET closed_at = ? WHERE id = ? AND closed_at IS NULL", (now, season_id))
            == 1
        )

    async def season_results(self, season: Season, game_key: str | None = None) -> list[SeasonSeat]:
        """The rated seats of the server's games finished inside ``season`` (of ``game_key``, or of
        every game, then keyed by game through ``season_games``), in the order they finished, with
        the name each member played under."""
        where = "x.guild_id = ? AND x.rated = 1 AND x.user_id IS NOT NULL AND x.finished_at >= ? AND x.finished_at < ?"
        params: list[object] = [season.guild_id, season.starts_at, season.ends_at]
        if game_key is not None:
            where += " AND x.game_key = ?"
            params.append(game_key)
        rows = await self._fetchall(
            "SELECT x.game_id, x.finished_at, x.user_id, x.place, x.won, s.name FROM results x"
            " JOIN seats s ON s.game_id = x.game_id AND s.seat = x.seat"
            f" WHERE {where} ORDER BY x.finished_at, x.game_id, x.seat",  # rated: never a practice game
            params,
        )
        return [
            SeasonSeat(int(r[0]), float(r[1]), int(r[2]), int(r[3]), bool(r[4]), str(r[5] or f"<@{r[2]}>"))
            for r in rows
        ]

    async def season_games(self, season: Season) -> list[str]:
        """The games with at least one rated result inside ``season``, by name."""
        rows = await self._fetchall(
            "SELECT DISTINCT game_key FROM results WHERE guild_id = ? AND rated = 1"
            " AND finished_at >= ? AND finished_at < ? ORDER BY game_key",
            (season.guild_id, season.starts_at, season.ends_at),
        )
        return [str(row[0]) for row in rows]
