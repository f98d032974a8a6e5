"""Tables by invitation: the host invites members (seated once they accept), makes the lobby private
(Join becomes a request the host approves or declines) and removes a seated member or bot before the
start. Every seat taken this way is counted against the caps on games in play as a Join is
(``Lobbies.games_refusal``); every refusal is a SeatError the cog shows privately.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules import get_game
from rules.text import msg
from services.lobbies import Lobbies
from store import INVITED, REQUESTED, GameRecord, Invitation, SeatError

# A member mention as Discord writes it in a message or a string option: <@123> or <@!123>.
MENTION = re.compile(r"<@!?(\d{15,21})>")


def mentioned_ids(text: str) -> list[int]:
    """The members mentioned in ``text``, in order, each once (the ``with:`` option of /play)."""
    return list(dict.fromkeys(int(found) for found in MENTION.findall(text or "")))


@dataclass(frozen=True)
class Joined:
    """What a press of Join did: ``seated`` (a seat taken, an invitation accepted on the way) or a
    request left for the host of a private lobby (``seated`` False)."""

    record: GameRecord
    seated: bool


class TableInvitations:
    """Invitations, requests and removals on the lobbies of ``lobbies``."""

    def __init__(self, lobbies: Lobbies) -> None:
        self.lobbies = lobbies
        self.store = lobbies.store

    async def waiting(self, game_id: int) -> list[Invitation]:
        """The members the lobby waits on (invited, or asking to join), oldest first."""
        return await self.store.invitations(game_id)

    async def invite(self, game_id: int, host_id: int, members: list[tuple[int, str]]) -> list[int]:
        """The host invites ``members`` (id, name); returns those newly invited (seated or already
        invited members are skipped). Refused when the seats and invitations would exceed the table."""
        record = await self._hosted(game_id, host_id)
        members = [(user_id, name) for user_id, name in members if user_id != host_id]
        if not members:
            raise SeatError(msg("invitation-refusal-nobody"))
        max_players = get_game(record.game_key).max_players
        waiting = {i.user_id for i in await self.store.invitations(game_id)}
        seated = {s.user_id for s in record.seats}
        fresh = [(u, n) for u, n in members if u not in waiting and u not in seated]
        if len(record.seats) + len(waiting) + len(fresh) > max_players:
            raise SeatError(msg("invitation-refusal-too-many", seats=max_players))
        invited = []
        for user_id, name in fresh:
            if await self.store.add_invitation(game_id, user_id, name, INVITED):
                invited.append(user_id)
        return invited

    async def accept(self, game_id: int, user_id: int) -> GameRecord:
        """An invited member takes their seat (counted against the caps as a Join is)."""
        record = await self.lobbies.lobby(game_id)
        await self._counted(user_id)
        await self.store.seat_invited(game_id, user_id, INVITED, get_game(record.game_key).max_players)
        return await self.lobbies.lobby(game_id)

    async def decline(self, game_id: int, user_id: int) -> GameRecord:
        """An invited member says no; the lobby stops waiting on them."""
        await self.lobbies.lobby(game_id)
        if not await self.store.drop_invitation(game_id, user_id, INVITED):
            raise SeatError(msg("invitation-refusal-none"))
        return await self.lobbies.lobby(game_id)

    async def is_private(self, game_id: int) -> bool:
        """Whether the lobby's Join is a request the host answers."""
        return await self.store.is_private(game_id)

    async def set_private(self, game_id: int, host_id: int, private: bool) -> GameRecord:
        """The host makes the lobby private (Join becomes a request) or open to anyone again."""
        await self._hosted(game_id, host_id)
        await self.store.set_private(game_id, private)
        return await self.lobbies.lobby(game_id)

    async def join(self, game_id: int, user_id: int, name: str) -> Joined:
        """A press of Join: an invited member accepts; in a private lobby anyone else asks the host;
        otherwise the member is seated as by ``Lobbies.join``."""
        record = await self.lobbies.lobby(game_id)
        if record.seat_of(user_id) is not None:
            raise SeatError(msg("store-refusal-already-seated"))
        waiting = {i.user_id: i.kind for i in await self.store.invitations(game_id)}
        if waiting.get(user_id) == INVITED:
            return Joined(await self.accept(game_id, user_id), True)
        if not await self.store.is_private(game_id):
            return Joined(await self.lobbies.join(game_id, user_id, name), True)
        if user_id in waiting:
            raise SeatError(msg("invitation-refusal-already-asked"))
        await self._counted(user_id)  # a member at their cap would only hold the start up
        await self.store.add_invitation(game_id, user_id, name, REQUESTED)
        return Joined(await self.lobbies.lobby(game_id), False)

    async def approve(self, game_id: int, host_id: int, user_id: int) -> GameRecord:
        """The host seats a member who asked to join their private lobby."""
        record = await self._hosted(game_id, host_id)
        await self._counted(user_id)
        await self.store.seat_invited(game_id, user_id, REQUESTED, get_game(record.game_key).max_players)
        return await self.lobbies.lobby(game_id)

    async def refuse(self, game_id: int, host_id: int, user_id: int) -> GameRecord:
        """The host declines a member's request to join."""
        await self._hosted(game_id, host_id)
        if not await self.store.drop_invitation(game_id, user_id, REQUESTED):
            raise SeatError(msg("invitation-refusal-none"))
        return await self.lobbies.lobby(game_id)

    async def remove(self, game_id: int, host_id: int, seat: int) -> tuple[GameRecord, int | None]:
        """The host frees ``seat`` (a member or a bot) before the start; returns the lobby and the
        member removed (None for a bot), whom the cog tells privately. The host's own seat stays."""
        record = await self._hosted(game_id, host_id)
        taken = next((s for s in record.seats if s.seat == seat), None)
        if taken is None:
            raise SeatError(msg("store-refusal-seat-empty"))
        if taken.user_id == host_id:
            raise SeatError(msg("lobby-refusal-host-leaves"))
        if taken.user_id is not None:  # by member: seat numbers move up as others leave meanwhile
            await self.store.remove_user(game_id, taken.user_id)
        else:
            await self.store.remove_seat(game_id, seat)
        return await self.lobbies.lobby(game_id), taken.user_id

    async def _hosted(self, game_id: int, host_id: int) -> GameRecord:
        record = await self.lobbies.lobby(game_id)
        if record.host_id != host_id:
            raise SeatError(msg("invitation-refusal-host-only"))
        return record

    async def _counted(self, user_id: int) -> None:
        refusal = await self.lobbies.games_refusal(None, (user_id,), actor_id=user_id)
        if refusal is not None:
            raise refusal
