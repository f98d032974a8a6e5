"""Members' time away in the store: their zone and quiet hours (on ``member_settings``), their days
away (``away_days``), and pausing a game by a unanimous vote (``games.paused_at``, ``pause_votes``);
migration 15.

The arithmetic is ``store.away``; the clocks read a seat's time away inside the transaction that
writes its decision's timers (:meth:`AwayRows._away_of_seat`), so a decision is timed from the
settings as they are committed, in whichever process. A pause holds every clock of the game: the
timers of a paused game are not fired (``store.clock``), and the change that ends the pause (any
move, or a vote) moves every timer and every decision's start and base-time end later by the
pause's length, in its own guarded transaction, so the time bank's arithmetic is the same as if
the pause had not been.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from rules.refusal import Refusal
from rules.text import msg
from store.away import Away, is_zone
from store.backend import retry_conflicts
from store.base import StoreRows, _soon
from store.records import ACTIVE, StaleVersion

if TYPE_CHECKING:
    from zoneinfo import ZoneInfo


class AwayRefused(Refusal):
    """A change of a member's time away, or a vote to pause, that cannot be made; nothing changed."""


@dataclass(frozen=True)
class PauseVote:
    """A vote to pause, counted: the votes that count now (of the voters), whether this vote paused
    the game (every voter agreed), and whether it resumed a paused game instead."""

    votes: frozenset[int]
    paused: bool = False
    resumed: bool = False


def _day(value: object) -> date:
    return date.fromisoformat(str(value))


class AwayRows(StoreRows):
    """Members' zones, quiet hours and days away; pausing and resuming a game."""

    async def member_away(self, user_id: int, now: float | None = None) -> Away:
        """The member's zone, quiet hours and days away from two days before ``now`` on."""
        now = time.time() if now is None else now
        row = await self._db.fetchone(
            "SELECT time_zone, quiet_start, quiet_end FROM member_settings WHERE user_id = ?", (user_id,)
        )
        days = await self._fetchall(
            "SELECT day FROM away_days WHERE user_id = ? AND day >= ? ORDER BY day", (user_id, _soon(now))
        )
        found = tuple(_day(r[0]) for r in days)
        if row is None:
            return Away(days=found)
        return Away(
            None if row[0] is None else str(row[0]),
            None if row[1] is None else int(row[1]),
            None if row[2] is None else int(row[2]),
            found,
        )

    async def set_time_zone(self, user_id: int, zone: str | None) -> None:
        """The member's time zone (an IANA name of ``store.away.zone_names``; None: none)."""
        if zone is not None and not is_zone(zone):
            raise AwayRefused(msg("away-refusal-zone"))
        await self._set_columns(user_id, {"time_zone": zone})

    async def set_quiet_hours(self, user_id: int, start: int | None, end: int | None) -> None:
        """The member's quiet hours, minutes after local midnight (both None: none). Refused without
        a zone (never guessed) and for a start equal to the end."""
        if (start is None) != (end is None):
            raise AwayRefused(msg("away-refusal-quiet"))
        if start is not None and end is not None:
            if not (0 <= start < 1440 and 0 <= end < 1440) or start == end:
                raise AwayRefused(msg("away-refusal-quiet"))
            zone = await self._scalar("SELECT time_zone FROM member_settings WHERE user_id = ?", (user_id,))
            if zone is None:
                raise AwayRefused(msg("away-refusal-no-zone"))
        await self._set_columns(user_id, {"quiet_start": start, "quiet_end": end})

    @retry_conflicts
    async def declare_away(self, user_id: int, days: list[date], per_year: int, now: float | None = None) -> Away:
        """Declare ``days`` away (local dates in the member's zone), in one transaction: refused
        without a zone, for a day that is not after the member's today (days away are declared
        ahead), and when the calendar year of a day would then hold more than ``per_year`` days away.
        Days already declared count once. Returns the member's time away after it."""
        now = time.time() if now is None else now
        async with self._transaction():
            row = await self._db.fetchone(
                "SELECT time_zone FROM member_settings WHERE user_id = ?" + self._db.lock_suffix, (user_id,)
            )
            if row is None or row[0] is None:
                raise AwayRefused(msg("away-refusal-no-zone"))
            zone = str(row[0])
            today = datetime.fromtimestamp(now, _zone_info(zone)).date()
            wanted = sorted(set(days))
            if not wanted or any(day <= today for day in wanted):
                raise AwayRefused(msg("away-refusal-ahead"))
            for year in sorted({day.year for day in wanted}):
                rows = await self._db.fetchall(
                    "SELECT day FROM away_days WHERE user_id = ? AND day >= ? AND day <= ?",
                    (user_id, f"{year:04d}-01-01", f"{year:04d}-12-31"),
                )
                taken = {_day(r[0]) for r in rows} | {day for day in wanted if day.year == year}
                if len(taken) > per_year:
                    raise AwayRefused(msg("away-refusal-allowance", count=per_year, year=str(year)))
            for day in wanted:
                await self._db.execute(
                    "INSERT INTO away_days (user_id, day, declared_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (user_id, day) DO NOTHING",
                    (user_id, day.isoformat(), now),
                )
        return await self.member_away(user_id, now)

    async def cancel_away(self, user_id: int, day: date, now: float | None = None) -> Away:
        """Take back a day away that has not begun (a day begun or past stays: it was spent)."""
        now = time.time() if now is None else now
        away = await self.member_away(user_id, now)
        if away.zone is not None and day > datetime.fromtimestamp(now, _zone_info(away.zone)).date():
            await self._execute("DELETE FROM away_days WHERE user_id = ? AND day = ?", (user_id, day.isoformat()))
        return await self.member_away(user_id, now)

    async def away_days_in(self, user_id: int, year: int) -> int:
        """How many days away the member declared in the calendar ``year``."""
        value = await self._scalar(
            "SELECT COUNT(*) FROM away_days WHERE user_id = ? AND day >= ? AND day <= ?",
            (user_id, f"{year:04d}-01-01", f"{year:04d}-12-31"),
        )
        return int(value or 0)

    @retry_conflicts
    async def vote_pause(
        self, game_id: int, user_id: int, voters: frozenset[int], now: float | None = None
    ) -> PauseVote:
        """``user_id`` votes to pause the game, in one transaction holding its row: once every one of
        ``voters`` (the people playing) has, the game is paused (``paused_at``) and its votes go. A
        second vote of the same member withdraws it. On a paused game any player's vote resumes it
        (:meth:`_resume`). The version is left alone: the players' pickers stay valid."""
        now = time.time() if now is None else now
        async with self._transaction():
            row = await self._db.fetchone(
                "SELECT status, paused_at FROM games WHERE id = ?" + self._db.lock_suffix, (game_id,)
            )
            if row is None or row[0] != ACTIVE:
                raise StaleVersion(msg("store-refusal-not-in-play"))
            if user_id not in voters:
                raise AwayRefused(msg("away-refusal-pause-who"))
            if row[1] is not None:
                await self._resume(game_id, float(row[1]), now)
                return PauseVote(frozenset(), resumed=True)
            withdrawn = (
                await self._db.execute("DELETE FROM pause_votes WHERE game_id = ? AND user_id = ?", (game_id, user_id))
                == 1
            )
            if not withdrawn:
                await self._db.execute(
                    "INSERT INTO pause_votes (game_id, user_id, voted_at) VALUES (?, ?, ?)", (game_id, user_id, now)
                )
            rows = await self._db.fetchall("SELECT user_id FROM pause_votes WHERE game_id = ?", (game_id,))
            votes = frozenset(int(r[0]) for r in rows) & voters
            if withdrawn or votes != voters:
                return PauseVote(votes)
            await self._db.execute("UPDATE games SET paused_at = ? WHERE id = ?", (now, game_id))
            await self._db.execute("DELETE FROM pause_votes WHERE game_id = ?", (game_id,))
        return PauseVote(votes, paused=True)

    async def pause_votes(self, game_id: int) -> frozenset[int]:
        """Who has voted to pause the game (the votes go once it pauses or resumes)."""
        rows = await self._fetchall("SELECT user_id FROM pause_votes WHERE game_id = ?", (game_id,))
        return frozenset(int(r[0]) for r in rows)

    async def _set_columns(self, user_id: int, values: dict[str, Any]) -> None:
        columns = list(values)
        assert set(columns) <= {"time_zone", "quiet_start", "quiet_end"}, columns  # never a name from outside
        await self._execute(
            f"INSERT INTO member_settings (user_id, {', '.join(columns)}, updated_at)"
            f" VALUES (?, {', '.join('?' for _ in columns)}, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET "
            + ", ".join(f"{c} = excluded.{c}" for c in columns)
            + ", updated_at = excluded.updated_at",
            (user_id, *values.values(), time.time()),
        )


def _zone_info(zone: str) -> ZoneInfo:
    from zoneinfo import ZoneInfo

    return ZoneInfo(zone)
