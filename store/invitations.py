"""Tables by invitation: the members a lobby waits on, and private lobbies.

A lobby's host invites members by name (``invited``): each is seated once they accept. A private
lobby's Join is a request (``requested``): the member is seated once the host approves. Either row
goes when it is answered; seating it and deleting it are one transaction, so a member answered twice
at once is seated once.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from rules.text import msg
from store.backend import retry_conflicts
from store.base import StoreRows
from store.records import LOBBY, SeatError

INVITED = "invited"
REQUESTED = "requested"


@dataclass(frozen=True)
class Invitation:
    """A member a lobby waits on: ``kind`` is ``invited`` (the member answers) or ``requested`` (the host does)."""

    game_id: int
    user_id: int
    kind: str
    name: str
    asked_at: float


class Invitations(StoreRows):
    """Rows of ``lobby_invitations`` and the ``games.private`` flag."""

    async def set_private(self, game_id: int, private: bool) -> None:
        """Make a lobby private (Join becomes a request) or public again; refused once it has started."""
        changed = await self._execute(
            "UPDATE games SET private = ?, updated_at = ? WHERE id = ? AND status = ?",
            (1 if private else 0, time.time(), game_id, LOBBY),
        )
        if changed != 1:
            raise SeatError(msg("store-refusal-already-started"))

    async def is_private(self, game_id: int) -> bool:
        return bool(await self._scalar("SELECT private FROM games WHERE id = ?", (game_id,)))

    @retry_conflicts
    async def add_invitation(self, game_id: int, user_id: int, name: str, kind: str) -> bool:
        """Record that the lobby waits on ``user_id``; False (nothing changed) when they are seated
        or already waited on."""
        async with self._transaction():
            if await self._lobby_status(game_id) != LOBBY:
                raise SeatError(msg("store-refusal-already-started"))
            if await self._scalar("SELECT 1 FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)):
                return False
            if await self._scalar(
                "SELECT 1 FROM lobby_invitations WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            ):
                return False
            await self._db.execute(
                "INSERT INTO lobby_invitations (game_id, user_id, kind, name, asked_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, user_id, kind, name, time.time()),
            )
            await self._touch(game_id)
        return True

    async def invitations(self, game_id: int) -> list[Invitation]:
        """The members the lobby waits on, oldest first."""
        rows = await self._fetchall(
            "SELECT game_id, user_id, kind, name, asked_at FROM lobby_invitations WHERE game_id = ?"
            " ORDER BY asked_at, user_id",
            (game_id,),
        )
        return [Invitation(int(r[0]), int(r[1]), str(r[2]), str(r[3]), float(r[4])) for r in rows]

    @retry_conflicts
    async def seat_invited(self, game_id: int, user_id: int, kind: str, max_seats: int) -> int:
        """Seat the member waited on as ``kind`` and drop the row, as one step; returns the seat.
        Refused when there is no such row (answered already), the lobby started, or the table is full."""
        async with self._transaction():
            if await self._lobby_status(game_id) != LOBBY:
                raise SeatError(msg("store-refusal-already-started"))
            name = await self._scalar(
                "SELECT name FROM lobby_invitations WHERE game_id = ? AND user_id = ? AND kind = ?",
                (game_id, user_id, kind),
            )
            if name is None:
                raise SeatError(msg("invitation-refusal-none"))
            count = await self._scalar("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,))
            if count >= max_seats:
                raise SeatError(msg("store-refusal-table-full", seats=max_seats))
            await self._db.execute(
                "DELETE FROM lobby_invitations WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, ai_kind, name) VALUES (?, ?, ?, NULL, ?)",
                (game_id, count, user_id, name),
            )
            await self._touch(game_id)
        return int(count)

    async def drop_invitation(self, game_id: int, user_id: int, kind: str) -> bool:
        """Forget the member waited on as ``kind`` (declined, or withdrawn); False when there was none."""
        changed = await self._execute(
            "DELETE FROM lobby_invitations WHERE game_id = ? AND user_id = ? AND kind = ?", (game_id, user_id, kind)
        )
        return changed == 1
