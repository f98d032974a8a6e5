"""The table: the one path by which a game changes.

Cogs call this service; it loads the game from the store, asks the rules, and commits. It
knows nothing of Discord: it returns plain outcomes that the cogs turn into messages.
Moves of one game are serialised by a per-game lock; the store's version check refuses
anything computed from a stale state even across processes.
"""

from __future__ import annotations

import asyncio
import random
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from render import render_images, render_view
from render.alt_text import describe_result, describe_view
from render.score_sheet import render_score_sheet
from rules import get_game
from rules.ai import choose_action
from services.ending import rank_resigned_last
from rules.base import Event, Game, IllegalAction, Result, format_event
from store import ACTIVE, CANCELLED, LOBBY, GameRecord, SeatError, StaleVersion, Store

AI_NAMES = ("Ada", "Blaise", "Cleo", "Dot", "Euler", "Fermi")

# pace -> (label, seconds a decision may take); a reminder goes out halfway
PACES: dict[str, tuple[str, int]] = {
    "live": ("Live: 5 minutes a decision", 5 * 60),
    "slow": ("Slow: 24 hours a decision", 24 * 60 * 60),
}


@dataclass(frozen=True)
class MoveOutcome:
    """A committed move: the game as it is now, and what happened."""

    game: GameRecord
    seat: int
    action_id: str
    events: list[Event]
    hidden_change: frozenset[int]
    result: Result | None
    by_ai: bool = False

    def caption(self) -> str:
        """One line naming who did what, built from the public events only."""
        names = self.game.names
        lines = [format_event(event.text, names) for event in self.events] or [f"{names[self.seat]} decided."]
        return " · ".join(lines)


UNDO = "__undo__"  # the move-log marker of an undone decision; the log itself stays append-only


def replay(game: Game, record: GameRecord, moves: list) -> list[dict[str, Any]]:
    """The states of a game from its deal through its move log (undo rows pop the last state)."""
    states = [game.setup(len(record.seats), record.seed, record.options)]
    for move in moves:
        if move.action_id == UNDO:
            states.pop()
        else:
            states.append(game.apply(states[-1], move.seat, move.action_id).state)
    return states


class TableService:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks[game_id]

    # ------------------------------------------------------------------ lobby
    async def open_lobby(
        self,
        game_key: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        bots: int = 0,
        pace: str = "live",
    ) -> GameRecord:
        get_game(game_key)  # KeyError for an unknown game, before anything is stored
        if pace not in PACES:
            raise SeatError(f"The pace is one of: {', '.join(PACES)}.")
        problem = bots_problem(game_key, bots)
        if problem:
            raise SeatError(problem)
        seed = random.SystemRandom().randrange(1, 2**31)
        game_id = await self.store.create_lobby(game_key, guild_id, channel_id, host_id, host_name, seed, {}, pace)
        for _ in range(bots):
            await self.add_bot(game_id)
        record = await self.store.get_game(game_id)
        assert record is not None
        return record

    async def join(self, game_id: int, user_id: int, name: str) -> GameRecord:
        record = await self._lobby(game_id)
        await self.store.add_seat(game_id, name, get_game(record.game_key).max_players, user_id=user_id)
        return await self._reload(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        record = await self._lobby(game_id)
        seat = record.seat_of(user_id)
        if seat is None:
            raise SeatError("You are not seated at this table.")
        if user_id == record.host_id:
            raise SeatError("The host cannot leave; use Cancel to close the lobby.")
        await self.store.remove_seat(game_id, seat)
        return await self._reload(game_id)

    async def add_bot(self, game_id: int, kind: str = "greedy") -> GameRecord:
        record = await self._lobby(game_id)
        used = {seat.name for seat in record.seats}
        name = next((f"{n} (bot)" for n in AI_NAMES if f"{n} (bot)" not in used), f"Bot {len(record.seats) + 1}")
        await self.store.add_seat(game_id, name, get_game(record.game_key).max_players, ai_kind=kind)
        return await self._reload(game_id)

    async def set_option(self, game_id: int, user_id: int, key: str, value: Any) -> GameRecord:
        record = await self._lobby(game_id)
        if user_id != record.host_id:
            raise SeatError("Only the host can change the options.")
        game = get_game(record.game_key)
        options = dict(record.options)
        options[key] = value
        try:
            game.resolve_options(options, max(len(record.seats), game.min_players))
        except IllegalAction as refusal:
            raise SeatError(refusal.reason) from None
        await self.store.set_options(game_id, options)
        return await self._reload(game_id)

    async def cancel(self, game_id: int, user_id: int, admin: bool = False) -> GameRecord:
        """Close a lobby: the host, or a server admin (``admin``)."""
        record = await self._lobby(game_id)
        if user_id != record.host_id and not admin:
            raise SeatError("Only the host (or a server admin) can cancel the lobby.")
        await self.store.end_game(game_id, CANCELLED)
        return await self._reload(game_id)

    async def start(self, game_id: int, user_id: int, admin: bool = False) -> GameRecord:
        """Deal the game: the host, or a server admin (``admin``). The thread is attached afterwards
        (see ``attach_thread``)."""
        record = await self._lobby(game_id)
        if user_id != record.host_id and not admin:
            raise SeatError("Only the host (or a server admin) can start the game.")
        game = get_game(record.game_key)
        if len(record.seats) < game.min_players:
            raise SeatError(f"{game.title} needs at least {game.min_players} players; invite friends or add a bot.")
        try:
            state = game.setup(len(record.seats), record.seed, record.options)
        except IllegalAction as refusal:
            raise SeatError(refusal.reason) from None
        try:
            await self.store.start_game(game_id, None, state)
        except StaleVersion:
            raise SeatError("The game has already started.") from None
        return await self._reload(game_id)

    async def attach_thread(self, game_id: int, thread_id: int) -> GameRecord:
        await self.store.set_thread(game_id, thread_id)
        return await self._reload(game_id)

    # ------------------------------------------------------------------ play
    async def play(
        self,
        game_id: int,
        seat: int,
        action_id: str,
        *,
        expected_version: int | None = None,
        by_ai: bool = False,
    ) -> MoveOutcome:
        """Apply one action for ``seat`` and commit it; raises IllegalAction or StaleVersion, changing nothing."""
        async with self.lock(game_id):
            record = await self.store.get_game(game_id)
            if record is None:
                raise IllegalAction("There is no such game.")
            if record.status != ACTIVE or record.state is None:
                raise IllegalAction("This game is not being played.")
            if expected_version is not None and expected_version != record.version:
                raise StaleVersion("That button belongs to an older board; use the latest one.")
            game = get_game(record.game_key)
            transition = game.apply(record.state, seat, action_id)
            result = game.result(transition.state)
            if result is not None:
                result = rank_resigned_last(record, result)  # resigned players end last
            # Randomness drawn or secrets revealed can never be taken back, whatever the engine says.
            irreversible = (
                transition.irreversible
                or bool(transition.hidden_change)
                or transition.state.get("rng_counter") != record.state.get("rng_counter")
            )
            await self.store.commit_move(
                game_id,
                record.version,
                seat,
                action_id,
                [event.to_json() for event in transition.events],
                transition.state,
                by_ai=by_ai,
                irreversible=irreversible,
                result=result.to_json() if result else None,
            )
            after = await self._reload(game_id)
        return MoveOutcome(
            game=after,
            seat=seat,
            action_id=action_id,
            events=list(transition.events),
            hidden_change=transition.hidden_change,
            result=result,
            by_ai=by_ai,
        )

    async def undo(self, game_id: int, user_id: int) -> MoveOutcome:
        """Take back the user's last decision, Board Game Arena style.

        Allowed only for the player's own decisions of the current turn: the last logged move must be
        theirs, made by them (not an AI or a clock), reversible (no randomness drawn, nothing hidden
        revealed), and undoing it must not change who is to act.
        """
        async with self.lock(game_id):
            record = await self.store.get_game(game_id)
            if record is None or record.status != ACTIVE or record.state is None:
                raise IllegalAction("This game is not being played.")
            seat = record.seat_of(user_id)
            if seat is None:
                raise IllegalAction("You are not playing in this game.")
            game = get_game(record.game_key)
            moves = await self.store.moves(game_id)
            live = _live_moves(moves)
            if not live:
                raise IllegalAction("There is nothing to undo.")
            last = live[-1]
            if last.seat != seat or last.by_ai:
                raise IllegalAction("You can only undo your own decisions of the current turn.")
            if last.irreversible:
                raise IllegalAction("That decision drew or revealed something hidden, so it cannot be undone.")
            states = replay(game, record, moves)
            previous = states[-2]
            if game.to_act(previous) != game.to_act(record.state) or seat not in game.to_act(previous):
                raise IllegalAction("Undoing now would change who is to act, so it is not allowed.")
            events = [Event(text="{p%d} took back their last decision." % seat, seat=seat)]
            await self.store.commit_move(
                game_id, record.version, seat, UNDO, [e.to_json() for e in events], previous, irreversible=True
            )
            after = await self._reload(game_id)
        return MoveOutcome(
            game=after, seat=seat, action_id=UNDO, events=events, hidden_change=frozenset([seat]), result=None
        )

    async def ai_decision(self, record: GameRecord) -> tuple[int, str] | None:
        """The next AI seat to act and its chosen action, or None when no AI is to act.

        The choice is computed in a worker thread: a greedy look-ahead must not block the
        event loop that answers interactions.
        """
        if record.status != ACTIVE or record.state is None:
            return None
        game = get_game(record.game_key)
        to_act = game.to_act(record.state)
        for seat in sorted(to_act):
            if record.seats[seat].is_ai:
                kind = record.seats[seat].ai_kind or "greedy"  # a human seat on autopilot plays greedy
                action = await asyncio.to_thread(choose_action, kind, game, record.state, seat)
                return seat, action
        return None

    # ------------------------------------------------------------------ images
    async def public_image(self, record: GameRecord) -> bytes:
        game = get_game(record.game_key)
        return await asyncio.to_thread(render_view, record.game_key, game.view(record.state, None), record.names)

    async def public_images(self, record: GameRecord) -> list[bytes]:
        """The spectators' board as 1 to 4 PNGs (one message shows them as a gallery)."""
        game = get_game(record.game_key)
        return await asyncio.to_thread(render_images, record.game_key, game.view(record.state, None), record.names)

    async def seat_image(self, record: GameRecord, seat: int) -> bytes:
        game = get_game(record.game_key)
        return await asyncio.to_thread(render_view, record.game_key, game.view(record.state, seat), record.names)

    def public_alt(self, record: GameRecord) -> str:
        """Alt text of the public board image: what it shows, from the same view."""
        return describe_view(record.game_key, get_game(record.game_key).view(record.state, None), record.names)

    def seat_alt(self, record: GameRecord, seat: int) -> str:
        return describe_view(record.game_key, get_game(record.game_key).view(record.state, seat), record.names)

    def score_sheet_alt(self, record: GameRecord) -> str:
        game = get_game(record.game_key)
        result = Result.from_json(record.result) if record.result else game.result(record.state)
        assert result is not None
        return describe_result(game.title, record.names, result)

    async def score_sheet(self, record: GameRecord) -> bytes:
        game = get_game(record.game_key)
        result = Result.from_json(record.result) if record.result else game.result(record.state)
        assert result is not None
        return await asyncio.to_thread(render_score_sheet, game.title, record.names, result)

    # ------------------------------------------------------------------ helpers
    async def _lobby(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        if record is None:
            raise SeatError("This lobby no longer exists.")
        if record.status != LOBBY:
            raise SeatError("This game has already started or was closed.")
        return record

    async def _reload(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        assert record is not None
        return record


def bots_problem(game_key: str, bots: int) -> str | None:
    """Why ``bots`` AI players cannot be seated at once at a new table of this game, or None."""
    game = get_game(game_key)
    most = game.max_players - 1
    if not 0 <= bots <= most:
        return f"{game.title} seats at most {game.max_players} players, so at most {most} bot{'s' if most != 1 else ''}."
    return None


def _live_moves(moves: list) -> list:
    """The moves still in effect once undo rows have cancelled what they took back."""
    live: list = []
    for move in moves:
        if move.action_id == UNDO:
            live.pop()
        else:
            live.append(move)
    return live


def legal_actions_for(record: GameRecord, user_id: int) -> tuple[Game, int | None, list]:
    """The engine, the user's seat, and that seat's legal actions now (empty when none)."""
    game = get_game(record.game_key)
    seat = record.seat_of(user_id)
    if seat is None or record.state is None or record.status != ACTIVE:
        return game, seat, []
    return game, seat, game.legal_actions(record.state, seat)
