"""Rematch: the same game again at the end of a game, with the same options, seats and language.

Any player of a finished game may ask for its rematch (the **Rematch** button on its final post).
The rematch is a lobby dealt from that game (``store.rematches``): the same game, options, pace and
table language, the same seats with bots at their levels in the same order of play, turned so that
the player after the finished game's first player starts (``rotated``; the rematch names that seat
to the rules, ``rules.base.FIRST_SEAT``). Each human seated says yes with one click, the one who
asked included, or leaves (their seat is freed; the host's role passes to the next human). The game
starts, in a new thread, as soon as every human still seated has said yes; when too few players are
left for the game (or no human), the rematch lapses. An untouched rematch lapses like an idle lobby.
It is rated as any game, and counted by the caps on games in play: a member at their cap cannot say
yes, and the start checks every player's cap and the server's, as a lobby's start does.

Every change is one guarded store transaction computed from the rematch as read (its version is
bumped by each change), so clicks at once in several processes are applied one after the other or
refused, never both; a click on a rematch that has started or lapsed is refused and changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from rules import get_game
from rules.base import FIRST_SEAT, IllegalAction
from rules.text import msg
from services.turn_posts import humans_to_act
from services.wiring import Table
from store import CANCELLED, FINISHED, LOBBY, Deal, GameRecord, PostIntent, SeatError, SeatRecord, StaleVersion
from store.rematches import NewSeat

ATTEMPTS = 4  # a click computed from a rematch another click changed meanwhile is computed again


@dataclass(frozen=True)
class RematchChain:
    """A game with the games it links to: the game it is a rematch of, and its own rematch."""

    game: GameRecord
    previous: GameRecord | None = None  # the game this one is the rematch of
    rematch: GameRecord | None = None  # its rematch (waiting, started or lapsed); None before anyone asked
    confirmed: frozenset[int] = frozenset()  # members of the waiting rematch who said yes

    @property
    def waiting(self) -> bool:
        """A rematch was asked for and waits for its players' yes."""
        return self.rematch is not None and self.rematch.status == LOBBY

    @property
    def started(self) -> bool:
        return self.rematch is not None and self.rematch.status not in (LOBBY, CANCELLED)

    @property
    def lapsed(self) -> bool:
        return self.rematch is not None and self.rematch.status == CANCELLED

    def humans(self) -> list[int]:
        """The members seated in the rematch, in seat order."""
        return [seat.user_id for seat in self.rematch.seats if seat.user_id is not None] if self.rematch else []

    def ready(self) -> list[int]:
        """The members of the rematch who said yes, in seat order."""
        return [user_id for user_id in self.humans() if user_id in self.confirmed]

    def undecided(self) -> list[int]:
        """The members of the rematch still to say yes (or leave), in seat order."""
        return [user_id for user_id in self.humans() if user_id not in self.confirmed]


@dataclass(frozen=True)
class RematchOutcome:
    """A click on the final post, committed: the chain as it is now, and what the click did."""

    chain: RematchChain
    asked: bool = False  # this click asked for the rematch (made it)
    started: bool = False  # this click started the game (``chain.rematch``, dealt, its thread still to open)
    lapsed: bool = False  # this click left too few players: the rematch is closed


def rotated(seats: tuple[SeatRecord, ...], first: int, starts: int = 0) -> list[NewSeat]:
    """The rematch's seats: the finished game's in the same order of play, turned so that the player
    after ``first`` (the finished game's first seat) sits at ``starts``, the seat that starts the
    rematch (humans stay humans, bots keep their level and name)."""
    count = len(seats)
    order = [seats[(first + 1 + number - starts) % count] for number in range(count)]
    return [(seat.user_id, seat.ai_kind, seat.name) for seat in order]


def rematch_seats(record: GameRecord) -> tuple[list[NewSeat], dict[str, Any]]:
    """The seats and options of the rematch of the finished game ``record``: the player after its
    first player starts. Where the rules leave the first player open, the rematch seats that player
    first and names seat 0 as the first seat (``FIRST_SEAT``); where they fix the first seat, the
    seats are turned so that player sits there."""
    game = get_game(record.game_key)
    first = game.first_seat(game.setup(len(record.seats), record.seed, record.options))
    options = {key: value for key, value in record.options.items() if key != FIRST_SEAT}
    if game.first_seat_free:
        return rotated(record.seats, first), {**options, FIRST_SEAT: 0}
    return rotated(record.seats, first, starts=first), options


class RematchService:
    """The rematch operations, on a table's store, caps and clocks (``RematchService(table)``: it
    holds nothing of its own, so any number of them may work on one table)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.store = table.store

    async def chain(self, game_id: int) -> RematchChain:
        """The game ``game_id`` with the game it is a rematch of and its rematch (an idle rematch is
        closed here, as an idle lobby is when looked at)."""
        game = await self.store.get_game(game_id)
        if game is None:
            raise SeatError(msg("lobby-refusal-gone"))
        previous = await self.store.get_game(game.rematch_of) if game.rematch_of is not None else None
        rematch_id = await self.store.rematch_for(game_id)
        if rematch_id is None:
            return RematchChain(game, previous)
        await self.store.close_idle_lobbies(self.table.lobbies.lobby_cutoff(), game_id=rematch_id)
        rematch = await self.store.get_game(rematch_id)
        confirmed = (
            await self.store.rematch_confirmations(rematch_id)
            if rematch is not None and rematch.status == LOBBY
            else frozenset()
        )
        return RematchChain(game, previous, rematch, confirmed)

    async def was_asked(self, game_id: int) -> bool:
        """Whether anyone asked for a rematch of ``game_id``."""
        return await self.store.rematch_for(game_id) is not None

    async def ask(self, game_id: int, user_id: int) -> RematchOutcome:
        """``user_id`` presses Rematch on the final post of ``game_id``: asks for the rematch (the
        first to press), or says yes to it; the yes that completes everyone's starts the game."""
        # An attempt that made the rematch and then met a stale version is tried again, and finds the
        # rematch made: the click still asked for it.
        made: list[bool] = []
        outcome = await self._again(lambda: self._ask(game_id, user_id, made))
        return replace(outcome, asked=outcome.asked or any(made))

    async def leave(self, game_id: int, user_id: int) -> RematchOutcome:
        """``user_id`` leaves the rematch of ``game_id``: their seat is freed. With too few players
        left it lapses; when everyone left has said yes, it starts."""
        return await self._again(lambda: self._leave(game_id, user_id))

    async def _again(self, attempt: Callable[[], Awaitable[RematchOutcome]]) -> RematchOutcome:
        for number in range(ATTEMPTS):
            try:
                return await attempt()
            except StaleVersion:
                if number == ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")

    async def _ask(self, game_id: int, user_id: int, made: list[bool]) -> RematchOutcome:
        chain = await self.chain(game_id)
        game = chain.game
        if game.status != FINISHED:
            raise SeatError(msg("rematch-refusal-not-finished"))
        if game.seat_of(user_id) is None:
            raise SeatError(msg("rematch-refusal-not-a-player"))
        if game.practice:  # a practice game is one member's: /learn deals the next
            raise SeatError(msg("learn-refusal-rematch"))
        asked = False
        if chain.rematch is None:
            refusal = await self.table.lobbies.games_refusal(None, (user_id,), actor_id=user_id)
            if refusal is not None:
                raise refusal
            seed = _seed()
            seats, options = rematch_seats(game)
            _, asked = await self.store.create_rematch(game.id, user_id, seats, seed, options=options)
            made.append(asked)
            chain = await self.chain(game_id)
        rematch = _open(chain)
        if rematch.seat_of(user_id) is None:
            raise SeatError(msg("rematch-refusal-left"))
        humans = set(chain.humans())
        if not humans <= chain.confirmed | {user_id}:
            if user_id in chain.confirmed:
                raise SeatError(msg("rematch-refusal-already-ready", members=_mentions(chain.undecided())))
            refusal = await self.table.lobbies.games_refusal(None, (user_id,), actor_id=user_id)
            if refusal is not None:
                raise refusal
            await self.store.change_rematch(rematch.id, rematch.version, confirm=user_id)
            return RematchOutcome(await self.chain(game_id), asked=asked)
        # Everyone seated says yes with this click (or has, and the start was held up before): deal.
        async with self.table.lobbies.counting_starts():
            members = (rematch.host_id, *chain.humans())
            refusal = await self.table.lobbies.games_refusal(rematch.guild_id, members, actor_id=user_id)
            if refusal is not None:
                raise refusal
            deal = self._deal(rematch)
            await self.store.change_rematch(rematch.id, rematch.version, confirm=user_id, deal=deal)
        return RematchOutcome(await self.chain(game_id), asked=asked, started=True)

    async def _leave(self, game_id: int, user_id: int) -> RematchOutcome:
        chain = await self.chain(game_id)
        if chain.rematch is None:
            raise SeatError(msg("rematch-refusal-none"))
        rematch = _open(chain)
        if rematch.seat_of(user_id) is None:
            in_game = chain.game.seat_of(user_id) is not None
            raise SeatError(msg("rematch-refusal-left" if in_game else "rematch-refusal-not-a-player"))
        left = tuple(
            replace(seat, seat=number)
            for number, seat in enumerate(seat for seat in rematch.seats if seat.user_id != user_id)
        )
        after = replace(rematch, seats=left)
        humans = [seat.user_id for seat in left if seat.user_id is not None]
        if len(left) < get_game(rematch.game_key).min_players or not humans:
            await self.store.change_rematch(rematch.id, rematch.version, leave=user_id, lapse=True)
            return RematchOutcome(await self.chain(game_id), lapsed=True)
        host = None
        if rematch.host_id == user_id:  # the host's role passes to the next member seated
            host = humans[0]
            after = replace(after, host_id=host)
        if set(humans) <= chain.confirmed:  # everyone left has said yes: the game starts now
            async with self.table.lobbies.counting_starts():
                refusal = await self.table.lobbies.games_refusal(rematch.guild_id, (after.host_id, *humans))
                try:
                    deal = self._deal(after) if refusal is None else None
                except SeatError:  # the options do not suit so few players: nobody can play it now
                    await self.store.change_rematch(rematch.id, rematch.version, leave=user_id, lapse=True)
                    return RematchOutcome(await self.chain(game_id), lapsed=True)
                if deal is not None:
                    await self.store.change_rematch(rematch.id, rematch.version, leave=user_id, host_id=host, deal=deal)
                    return RematchOutcome(await self.chain(game_id), started=True)
        # Leaving is never refused for someone else's cap: the start waits for the next yes.
        await self.store.change_rematch(rematch.id, rematch.version, leave=user_id, host_id=host)
        return RematchOutcome(await self.chain(game_id))

    def _deal(self, record: GameRecord) -> Deal:
        """The rematch's first state for its seats, with its clocks and first turn post (as ``start``)."""
        game = get_game(record.game_key)
        try:
            state = game.setup(len(record.seats), record.seed, record.options)
        except IllegalAction as refusal:
            raise SeatError(refusal.reason) from None
        clock = self.table.clocks.clock_after(record, state)
        humans = frozenset(seat.seat for seat in record.seats if seat.is_human and not seat.is_ai)
        first = PostIntent(key=0, start=0, ping=humans_to_act(clock.to_act, humans))
        seats = tuple((seat.seat, seat.user_id, seat.ai_kind) for seat in record.seats)
        return Deal(state, seats, record.options, clock, first)


def _open(chain: RematchChain) -> GameRecord:
    """The chain's rematch while it waits; refused once it started or lapsed."""
    rematch = chain.rematch
    assert rematch is not None
    if rematch.status == CANCELLED:
        raise SeatError(msg("rematch-refusal-lapsed"))
    if rematch.status != LOBBY:
        where = f"<#{rematch.thread_id}>" if rematch.thread_id else msg("game-list-thread-opening")
        raise SeatError(msg("rematch-refusal-started", number=rematch.id, thread=where))
    return rematch


def _mentions(user_ids: list[int]) -> list[str]:
    return [f"<@{user_id}>" for user_id in user_ids]


def _seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)
