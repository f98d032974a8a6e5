"""Rematches: a lobby dealt from a finished game, its members' yes, their leaving, and its start.

A rematch is a row of ``games`` in the lobby status whose ``rematch_of`` names the finished game (one
rematch per game: a unique index). Its seats are the finished game's, rotated by one; each human
seated says yes once (``rematch_confirmations``) or leaves (their seat is freed, later seats move
up). Every change of a rematch is one transaction guarded by the lobby's status and version (each
change bumps it), so two clicks computed from the same rematch cannot both pass; the change that
completes the yeses deals the game in the same transaction (see ``Lobbies._deal``).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from rules.text import msg
from store.backend import retry_conflicts
from store.lobbies import Lobbies
from store.records import CANCELLED, FINISHED, LOBBY, PostIntent, SeatError, SeatKey, StaleVersion
from store.timer_plan import ClockUpdate

NewSeat = tuple[int | None, str | None, str]  # (user id, AI level, name) of a rematch's seat, in order


@dataclass(frozen=True)
class Deal:
    """A rematch's game, dealt for the seats ``seats`` and the options ``options`` (as ``start_game``)."""

    state: dict[str, Any]
    seats: tuple[SeatKey, ...]
    options: dict[str, Any]
    clock: ClockUpdate
    first_post: PostIntent


class Rematches(Lobbies):
    """Rows of rematches: made once per finished game, then changed by the yeses and leavings."""

    @retry_conflicts
    async def create_rematch(
        self,
        of_game: int,
        host_id: int,
        seats: list[NewSeat],
        seed: int,
        now: float | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[int, bool]:
        """The rematch of the finished game ``of_game`` (id, and whether this call made it): made with
        ``seats`` in order, ``host_id`` its host, and the finished game's pace, language and privacy, and
        its options (or ``options``, those computed from them: a rematch names its first seat there).
        Made once: a second call (even from another process at the same moment) finds the first's.
        """
        now = time.time() if now is None else now
        async with self._transaction():
            # The finished game's row is held: two callers at once make the rematch one after the other.
            game = await self._db.fetchone(
                "SELECT status, game_key, guild_id, channel_id, options, pace, language, private FROM games"
                " WHERE id = ?" + self._db.lock_suffix,
                (of_game,),
            )
            if game is None or game["status"] != FINISHED:
                raise StaleVersion(msg("rematch-refusal-not-finished"))
            existing = await self._scalar("SELECT id FROM games WHERE rematch_of = ?", (of_game,))
            if existing is not None:
                return int(existing), False
            game_id = await self._db.insert_id(
                "INSERT INTO games (game_key, guild_id, channel_id, host_id, status, options, seed, pace, language,"
                " private, rematch_of, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game["game_key"],
                    game["guild_id"],
                    game["channel_id"],
                    host_id,
                    LOBBY,
                    game["options"] if options is None else json.dumps(options),
                    seed,
                    game["pace"],
                    game["language"],
                    game["private"],  # a private table's rematch is private too: its thread holds its players
                    of_game,
                    now,
                    now,
                ),
            )
            for number, (user_id, ai_kind, name) in enumerate(seats):
                await self._db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, ai_kind, name) VALUES (?, ?, ?, ?, ?)",
                    (game_id, number, user_id, ai_kind, name),
                )
        return int(game_id), True

    async def set_final_message(self, game_id: int, message_id: int) -> None:
        """The post of the game's final scores (its Rematch button), edited as the rematch changes."""
        await self._execute("UPDATE games SET final_message_id = ? WHERE id = ?", (message_id, game_id))

    async def rematch_for(self, of_game: int) -> int | None:
        """The id of the rematch of ``of_game`` (in any status), or None when nobody asked for one."""
        found = await self._scalar("SELECT id FROM games WHERE rematch_of = ?", (of_game,))
        return None if found is None else int(found)

    async def rematch_confirmations(self, game_id: int) -> frozenset[int]:
        """The members who said yes to the rematch ``game_id`` (and are still seated)."""
        rows = await self._fetchall(
            "SELECT c.user_id FROM rematch_confirmations AS c JOIN seats AS s"
            " ON s.game_id = c.game_id AND s.user_id = c.user_id WHERE c.game_id = ?",
            (game_id,),
        )
        return frozenset(int(r[0]) for r in rows)

    @retry_conflicts
    async def change_rematch(
        self,
        game_id: int,
        expected_version: int,
        *,
        confirm: int | None = None,
        leave: int | None = None,
        host_id: int | None = None,
        lapse: bool = False,
        deal: Deal | None = None,
        now: float | None = None,
    ) -> int:
        """One change of the rematch ``game_id``, computed from it at ``expected_version``: ``confirm``
        says yes for a member, ``leave`` frees a member's seat (and their yes); ``host_id``: its new
        host; then ``lapse`` closes it, or ``deal`` starts the game. Refused (StaleVersion, nothing
        changed) when the rematch started, closed or changed meanwhile. Returns the new version."""
        now = time.time() if now is None else now
        async with self._transaction():
            row = await self._db.fetchone(
                "SELECT status, version FROM games WHERE id = ?" + self._db.lock_suffix, (game_id,)
            )
            if row is None or row[0] != LOBBY:
                raise StaleVersion(msg("rematch-refusal-closed"))
            if int(row[1]) != expected_version:
                raise StaleVersion(msg("rematch-refusal-changed"))
            if leave is not None:
                seat = await self._scalar("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, leave))
                if seat is None:
                    raise SeatError(msg("rematch-refusal-not-in-it"))
                await self._free_seat(game_id, int(seat))
                await self._db.execute(
                    "DELETE FROM rematch_confirmations WHERE game_id = ? AND user_id = ?", (game_id, leave)
                )
            if confirm is not None:
                await self._db.execute(
                    "INSERT INTO rematch_confirmations (game_id, user_id, confirmed_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (game_id, user_id) DO NOTHING",
                    (game_id, confirm, now),
                )
            if host_id is not None:
                await self._db.execute("UPDATE games SET host_id = ? WHERE id = ?", (host_id, game_id))
            if deal is not None:
                return await self._deal(
                    game_id,
                    None,
                    deal.state,
                    deal.seats,
                    deal.options,
                    clock=deal.clock,
                    first_post=deal.first_post,
                )
            await self._db.execute(
                "UPDATE games SET status = ?, version = version + 1, updated_at = ? WHERE id = ?",
                (CANCELLED if lapse else LOBBY, now, game_id),
            )
            return int(await self._scalar("SELECT version FROM games WHERE id = ?", (game_id,)))
