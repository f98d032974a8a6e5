"""A member's history in a server, read from ``results``: their recent games, their record against
each human opponent (head to head), and each game's outcomes in order (for best scores and streaks).

Only finished games count: an abandoned game has no result, and a practice game (``/learn``) is
left out like everywhere in /stats. Unrated games (AI players at the table, a seat handed over) do
count here: a head to head is who placed higher, whatever it did to ratings. AI opponents are left
out of the head to head (its opponents are members); the humans of a game with AI players still
count against each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from store import FINISHED, Store

# The results rows of finished, non-practice games (``r``: the results row, ``g``: its game).
COUNTED = " JOIN games g ON g.id = r.game_id AND g.status = ? AND g.practice = 0"


@dataclass(frozen=True)
class PastGame:
    """One finished game of the member: where they placed among ``players`` seats."""

    game_id: int
    game_key: str
    place: int
    players: int
    score: int
    won: bool
    rated: bool
    finished_at: float


@dataclass(frozen=True)
class Rivalry:
    """The member's record against one human opponent at one game: games both finished, counted by
    who placed higher (``ties``: the same place). ``name``: the opponent's name in their latest one."""

    game_key: str
    opponent_id: int
    name: str
    wins: int
    losses: int
    ties: int

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.ties


async def recent_games(
    store: Store, guild_id: int, user_id: int, game_key: str | None = None, limit: int = 5
) -> list[PastGame]:
    """The member's newest finished games in the server (of ``game_key`` only, when given), newest first."""
    where, params = _game_filter(game_key)
    rows = await store._fetchall(
        "SELECT r.game_id, r.game_key, r.place, (SELECT COUNT(*) FROM results o WHERE o.game_id = r.game_id),"
        " r.score, r.won, r.rated, r.finished_at FROM results r"
        + COUNTED
        + " WHERE r.guild_id = ? AND r.user_id = ?"
        + where
        + " ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ?",
        (FINISHED, guild_id, user_id, *params, limit),
    )
    return [
        PastGame(int(r[0]), r[1], int(r[2]), int(r[3]), int(r[4]), bool(r[5]), bool(r[6]), float(r[7])) for r in rows
    ]


async def head_to_head(
    store: Store,
    guild_id: int,
    user_id: int,
    game_key: str | None = None,
    *,
    opponent_id: int | None = None,
    exclude_game: int | None = None,
) -> list[Rivalry]:
    """The member's record against each human opponent, per game (``game_key`` only, when given;
    ``opponent_id`` only, when given; without game ``exclude_game``): the most games together first."""
    where, params = _game_filter(game_key)
    if opponent_id is not None:
        where += " AND b.user_id = ?"
        params.append(opponent_id)
    if exclude_game is not None:
        where += " AND r.game_id <> ?"
        params.append(exclude_game)
    rows = await store._fetchall(
        "SELECT h.opponent, h.game_key, h.wins, h.losses, h.ties, s.name FROM ("
        "  SELECT b.user_id AS opponent, r.game_key AS game_key,"
        "  SUM(CASE WHEN r.place < b.place THEN 1 ELSE 0 END) AS wins,"
        "  SUM(CASE WHEN r.place > b.place THEN 1 ELSE 0 END) AS losses,"
        "  SUM(CASE WHEN r.place = b.place THEN 1 ELSE 0 END) AS ties,"
        "  COUNT(*) AS together, MAX(r.game_id) AS latest"
        "  FROM results r" + COUNTED + " JOIN results b ON b.game_id = r.game_id"
        "  AND b.user_id IS NOT NULL AND b.user_id <> r.user_id"
        "  WHERE r.guild_id = ? AND r.user_id = ?" + where + " GROUP BY b.user_id, r.game_key"
        ") h JOIN seats s ON s.game_id = h.latest AND s.user_id = h.opponent"
        " ORDER BY h.together DESC, h.game_key, h.opponent",
        (FINISHED, guild_id, user_id, *params),
    )
    return [Rivalry(r[1], int(r[0]), r[5], int(r[2]), int(r[3]), int(r[4])) for r in rows]


async def outcomes(
    store: Store, guild_id: int, user_id: int, game_key: str | None = None
) -> list[tuple[str, int, bool]]:
    """Each of the member's finished games as (game, score, won), oldest first per game."""
    where, params = _game_filter(game_key)
    rows = await store._fetchall(
        "SELECT r.game_key, r.score, r.won FROM results r"
        + COUNTED
        + " WHERE r.guild_id = ? AND r.user_id = ?"
        + where
        + " ORDER BY r.game_key, r.finished_at, r.game_id",
        (FINISHED, guild_id, user_id, *params),
    )
    return [(r[0], int(r[1]), bool(r[2])) for r in rows]


def _game_filter(game_key: str | None) -> tuple[str, list[object]]:
    return (" AND r.game_key = ?", [game_key]) if game_key is not None else ("", [])
