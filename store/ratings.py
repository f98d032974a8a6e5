"""Results and ratings in the store (SQLite or PostgreSQL): every finished game's seats, and per-server,
per-game ratings.

``record_game`` writes, in one transaction, a ``results`` row for every seat of a finished game
and, when the game is rated, each player's new rating, games and wins in ``ratings``. It is
idempotent: a game that already has results is left alone, so the finish event may fire twice
(or again after a restart) without counting a game twice.

Which games are rated (``is_rated``): a game in a server with at least two human seats and no
AI seat. An AI seat is a seat that an AI player holds at the end (``ai_kind`` set: added as a bot
in the lobby, or a seat handed to an AI player). A human seat that went on autopilot by its
player's own doing (their time-outs, their resignation, handing over their own seat) still counts
as its human: the player keeps the seat's result and the game stays rated, so leaving a losing game
does not dodge the rating. A seat the AI played by someone else's decision (the host handed an
absent player's seat over, ``seats.handed_over``) is not rated: its player's rating is theirs, and
the others are rated among themselves (when at least two rated seats remain). Unrated games and
seats are still recorded and count as played, except practice games (``/learn``): recorded, never
rated, and left out of every count (``NOT_PRACTICE``).

Ratings are by finishing place (``store.elo``: pairwise Elo, K, start rating). ``ratings.played``
and ``ratings.wins`` count rated games only; totals over every recorded game come from ``results``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from rules.base import Result
from store import FINISHED, GameRecord, Store
from store.backend import retry_conflicts
from store.elo import ELO_START, elo_update


@dataclass(frozen=True)
class PlayerStats:
    """One player's record for one game in one server."""

    game_key: str
    rating: float | None  # None before their first rated game
    games: int  # every recorded game, rated or not
    wins: int  # every recorded win, rated or not
    rated_games: int


@dataclass(frozen=True)
class LeaderRow:
    user_id: int
    name: str
    rating: float
    games: int
    wins: int
    rated_games: int


@dataclass(frozen=True)
class SeatResult:
    seat: int
    user_id: int | None
    place: int
    score: int
    won: bool
    rated: bool
    rating_before: float | None
    rating_after: float | None


def places_of(result: Result) -> list[int]:
    """Each seat's place (1 = first); engines that leave ``places`` empty are ranked by ``ranking``."""
    if result.places and len(result.places) == len(result.scores):
        return list(result.places)
    places = [0] * len(result.scores)
    for position, seat in enumerate(result.ranking):
        places[seat] = position + 1
    return places


def rated_seats(record: GameRecord) -> list[int]:
    """The seats whose ratings a rated game moves: human seats not handed over by someone else."""
    if not is_rated(record):
        return []
    seats = [seat.seat for seat in record.seats if seat.user_id is not None and not seat.handed_over]
    return seats if len(seats) >= 2 else []


def is_rated(record: GameRecord) -> bool:
    """A server game with at least two human seats and no AI seat (autopilot seats stay human); a
    practice game (``/learn``) never is."""
    if record.guild_id is None or record.practice:
        return False
    if any(seat.ai_kind is not None for seat in record.seats):
        return False
    humans = {seat.user_id for seat in record.seats if seat.user_id is not None}
    return len(humans) >= 2


@retry_conflicts
async def record_game(store: Store, record: GameRecord, result: Result, now: float | None = None) -> bool:
    """Record a finished game's results (and ratings when rated); False when it was already recorded."""
    now = time.time() if now is None else now
    places = places_of(result)
    rated_set = set(rated_seats(record))
    rated = bool(rated_set)
    winners = set(result.winners)
    db = store._db
    async with store._transaction():
        # One recording at a time per server and game (PostgreSQL; SQLite's BEGIN IMMEDIATE already is):
        # two games ending together must not both read a player's old rating, nor one game be counted twice.
        await db.serialize(f"ratings:{record.guild_id}:{record.game_key}")
        if await db.fetchone("SELECT 1 FROM results WHERE game_id = ? LIMIT 1", (record.id,)) is not None:
            return False
        before: dict[int, float] = {}
        after: dict[int, float] = {}
        if rated:
            players = [seat for seat in record.seats if seat.seat in rated_set]
            for seat in players:
                row = await db.fetchone(
                    "SELECT rating FROM ratings WHERE guild_id = ? AND game_key = ? AND user_id = ?",
                    (record.guild_id, record.game_key, seat.user_id),
                )
                before[seat.seat] = float(row[0]) if row else ELO_START
            new = elo_update([before[s.seat] for s in players], [places[s.seat] for s in players])
            after = {seat.seat: rating for seat, rating in zip(players, new)}
        for seat in record.seats:
            await db.execute(
                "INSERT INTO results (game_id, seat, user_id, guild_id, game_key, place, score, won, rated,"
                " rating_before, rating_after, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.id,
                    seat.seat,
                    seat.user_id,
                    record.guild_id,
                    record.game_key,
                    places[seat.seat],
                    int(result.scores[seat.seat]),
                    int(seat.seat in winners),
                    int(seat.seat in rated_set),
                    before.get(seat.seat),
                    after.get(seat.seat),
                    now,
                ),
            )
            if seat.seat in rated_set:
                await db.execute(
                    "INSERT INTO ratings (guild_id, game_key, user_id, rating, played, wins) VALUES (?, ?, ?, ?, 1, ?)"
                    " ON CONFLICT (guild_id, game_key, user_id) DO UPDATE SET"
                    " rating = excluded.rating, played = ratings.played + 1, wins = ratings.wins + excluded.wins",
                    (record.guild_id, record.game_key, seat.user_id, after[seat.seat], int(seat.seat in winners)),
                )
    return True


async def unrecorded_games(store: Store) -> list[int]:
    """Finished games with a result but no results rows (the bot stopped before recording them)."""
    rows = await store._fetchall(
        "SELECT id FROM games WHERE status = ? AND result IS NOT NULL"
        " AND NOT EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id) ORDER BY id",
        (FINISHED,),
    )
    return [int(row[0]) for row in rows]


async def game_results(store: Store, game_id: int) -> list[SeatResult]:
    rows = await store._fetchall(
        "SELECT seat, user_id, place, score, won, rated, rating_before, rating_after FROM results"
        " WHERE game_id = ? ORDER BY seat",
        (game_id,),
    )
    return [SeatResult(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5]), r[6], r[7]) for r in rows]


# Results of practice games (``/learn``) are recorded, unrated, but never counted in /stats or the
# leaderboards: a condition on a ``results`` row (``{results}``: its name in the statement).
NOT_PRACTICE = "NOT EXISTS (SELECT 1 FROM games p WHERE p.id = {results}.game_id AND p.practice = 1)"


async def player_stats(store: Store, guild_id: int, user_id: int) -> list[PlayerStats]:
    """A player's record in a server, one entry per game they finished there."""
    totals = await store._fetchall(
        "SELECT game_key, COUNT(*), COALESCE(SUM(won), 0), COALESCE(SUM(rated), 0) FROM results"
        " WHERE guild_id = ? AND user_id = ? AND " + NOT_PRACTICE.format(results="results") + " GROUP BY game_key"
        " ORDER BY game_key",
        (guild_id, user_id),
    )
    ratings = {
        row[0]: float(row[1])
        for row in await store._fetchall(
            "SELECT game_key, rating FROM ratings WHERE guild_id = ? AND user_id = ?", (guild_id, user_id)
        )
    }
    return [PlayerStats(r[0], ratings.get(r[0]), int(r[1]), int(r[2]), int(r[3])) for r in totals]


async def leaderboard(store: Store, guild_id: int, game_key: str, limit: int = 10) -> list[LeaderRow]:
    """The best rated players of a game in a server, best first, with the name they last played under."""
    rows = await store._fetchall(
        "SELECT r.user_id, r.rating, r.played,"
        " (SELECT COUNT(*) FROM results x"
        "   WHERE x.guild_id = r.guild_id AND x.game_key = r.game_key AND x.user_id = r.user_id"
        "   AND " + NOT_PRACTICE.format(results="x") + "),"
        " (SELECT COALESCE(SUM(x.won), 0) FROM results x"
        "   WHERE x.guild_id = r.guild_id AND x.game_key = r.game_key AND x.user_id = r.user_id"
        "   AND " + NOT_PRACTICE.format(results="x") + "),"
        " (SELECT s.name FROM results x JOIN seats s ON s.game_id = x.game_id AND s.seat = x.seat"
        "   WHERE x.guild_id = r.guild_id AND x.game_key = r.game_key AND x.user_id = r.user_id"
        "   ORDER BY x.finished_at DESC LIMIT 1)"
        " FROM ratings r WHERE r.guild_id = ? AND r.game_key = ?"
        " ORDER BY r.rating DESC, r.wins DESC, r.played DESC, r.user_id LIMIT ?",
        (guild_id, game_key, limit),
    )
    return [LeaderRow(int(r[0]), r[5] or f"<@{r[0]}>", float(r[1]), int(r[3]), int(r[4]), int(r[2])) for r in rows]
