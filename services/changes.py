"""In-play changes: the one path by which a game in play changes.

The game flow (``services.flow``) calls this service and then shows what was committed; nothing
else imports it (``tests/test_layers.py`` keeps the cogs and ``bot.py`` away from it). It loads the
game from the store, asks the rules, and commits. It
knows nothing of Discord: it returns plain outcomes that the cogs turn into messages.
Moves of one game are serialised by a per-game lock; the store's version check refuses
anything computed from a stale state even across processes.

Every change of a game in play is one operation here, committed as one guarded store transaction
that bumps the version: ``play``, ``time_out`` (the clock's move, counting the run of time-outs and
switching to autopilot in the same transaction), ``undo`` (O(1): the state before a reversible move
is kept on its log row), ``resign``, ``hand_over``, ``take_back``, ``abandon`` (votes are rows).
The seat and rating policy (who may hand a seat over, who may end a rated game) lives here too;
see ``services.ending`` for how resignations rank. Abandon votes lapse when the game changes; the
other caps and lapses (games in play, open lobbies) are ``services.lobbies``'.
docs/table-policies.md states every policy for players and server admins.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, replace
from typing import Any

from rules import get_game
from rules.ai import choose_action
from rules.base import Action, Event, Game, IllegalAction, Result, State, View, can_take_back, is_irreversible
from rules.refusal import Refusal
from rules.second_look import past_return_after, why_final
from rules.text import Msg, msg
from rules.text import seat as seat_arg
from services.ai_pool import AIPool
from services.clocks import MORE_TIME_ASKS_PER_GAME, Clocks, more_time_grantors
from services.ending import abandon_voters, early_result, ends_now, rank_resigned_last, resigned, votes_needed
from services.keyed_locks import KeyedLocks
from services.lessons import why_it_matters
from services.lobbies import Lobbies
from services.naming import game_title
from services.outcomes import MoveOutcome
from services.turn_posts import humans_to_act, starts_new_post
from store import (
    ABANDONED,
    ACTIVE,
    FINISHED,
    UNDO,
    ClockUpdate,
    GameRecord,
    MoreTimeRefused,
    MoveRecord,
    PostIntent,
    PostNews,
    SeatError,
    StaleVersion,
    Store,
)
from store.clock import timed_seats
from store.ratings import is_rated

log = logging.getLogger("tabletop.table")


TIMEOUTS_TO_AUTOPILOT = 3  # consecutive time-outs after which the AI plays the seat (until taken back)
DEFAULT_AI_THINK = 1.0  # seconds a hard AI searches per decision unless the settings say otherwise


def human_seats(record: GameRecord) -> frozenset[int]:
    """Seats a person decides for (bots and seats on autopilot are played by the AI)."""
    return frozenset(seat.seat for seat in record.seats if seat.is_human and not seat.is_ai)


def owed_post(record: GameRecord, to_act_before: frozenset[int], to_act_after: frozenset[int]) -> PostIntent | None:
    """The new turn post a change of ``record`` owes, or None when its board goes into the turn's post.

    A human's turn begins (see ``services.turn_posts``) when a person is to act after the change who
    was not to act on the board the turn post shows; the store records who that was with every change
    (``record.board.to_act``; for games older than that record, the board before the change)."""
    shown = record.board.to_act if record.board.to_act is not None else to_act_before
    humans = human_seats(record)
    if not starts_new_post(shown, to_act_after, humans):
        return None
    return PostIntent(key=0, start=record.version, ping=humans_to_act(to_act_after, humans))


# An abandon vote counts only while the board is the one it was cast on (the next move, undo or
# seat change lapses it) and for at most this long.
ABANDON_VOTE_SECONDS = 24 * 60 * 60


@dataclass(frozen=True)
class Unpicked:
    """A click on the picker that played nothing (``Changes.pick``): the game as read (None: no such
    game), and why: ``reason`` for the member (``stale``: the choice was made at an older version),
    or ``second_look``, why the ``chosen`` move of ``actions`` cannot be taken back."""

    game: GameRecord | None
    reason: Msg | None
    stale: bool = False
    second_look: Msg | None = None
    chosen: Action | None = None
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True)
class TimeoutOutcome:
    """The clock decided for a seat: the move made, and the seat's run of time-outs after it."""

    move: MoveOutcome
    timeouts: int  # time-outs in a row, this one included
    autopilot: bool  # this time-out handed the seat to the AI (the player can take it back)


@dataclass(frozen=True)
class ResignOutcome:
    game: GameRecord
    seat: int
    order: int  # 1 for the first seat to resign in this game
    result: Result | None  # set when the resignation ended the game


@dataclass(frozen=True)
class HandoverOutcome:
    game: GameRecord
    seat: int
    by_someone_else: bool  # the host handed an absent player's seat over: that seat is unrated


@dataclass(frozen=True)
class AbandonOutcome:
    game: GameRecord
    ended: bool
    votes: frozenset[int]  # user ids whose votes count
    needed: int  # votes that end the game
    unilateral: bool = False  # the host (or an admin) ended an unrated game at once
    withdrawn: bool = False  # this user's vote still counted, so this call withdrew it


@dataclass(frozen=True)
class MoreTimeAsked:
    """A player asked for more time for their current decision (``token`` names that decision)."""

    game: GameRecord
    seat: int
    token: int
    extension: float  # seconds a grant adds
    grantors: tuple[int, ...]  # who may grant it: the other players, or the host when only the asker plays
    by_host: bool  # nobody else plays: the host (who does not play) grants it
    ping: bool = True  # the seat's first request of the game: its post pings the grantors


@dataclass(frozen=True)
class MoreTimeGranted:
    game: GameRecord
    seat: int
    granted_by: int
    extension: float
    deadline: float  # the seat's decision now times out then


@dataclass(frozen=True)
class PauseVoted:
    """A vote to pause (or, on a paused game, to resume), counted: the game after it, the voter,
    the votes that count and the people whose votes are needed (all of them), and what it did."""

    game: GameRecord
    user_id: int
    votes: frozenset[int]
    voters: frozenset[int]
    paused: bool
    resumed: bool


class Changes:
    """Every change of a game in play, each one guarded store transaction (see the module's text).

    Only the game flow (``services.flow``) and its own helpers call these: the flow shows what each
    change committed. ``clocks``: the pace's clocks each change sets; ``lobbies``: the lobby a start
    deals and the caps it is counted against. ``ai_think``: seconds a hard AI thinks per decision (the
    TABLETOP_AI_THINK setting); ``abandon_vote_seconds``: the longest an abandon vote counts;
    ``clock``: the time now, in the store's seconds (tests move it)."""

    def __init__(
        self,
        store: Store,
        clocks: Clocks,
        lobbies: Lobbies,
        ai_pool: AIPool,
        *,
        ai_think: float = DEFAULT_AI_THINK,
        abandon_vote_seconds: float = ABANDON_VOTE_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.clocks = clocks
        self.lobbies = lobbies
        self.ai_pool = ai_pool
        self.ai_think = ai_think
        self.abandon_vote_seconds = abandon_vote_seconds
        self._clock = clock
        # Per game; each lock lives only while in use (a long-running bot sees many games).
        self._locks: KeyedLocks[int] = KeyedLocks()
        # What Discord answered about each game's turn post and the store does not know yet (the flow
        # leaves it here after a click): the game's next move records it in its own transaction.
        self.news: dict[int, PostNews] = {}

    def lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """``async with table.lock(game_id):`` changes of one game in this process, one at a time."""
        return self._locks.hold(game_id)

    async def start(self, game_id: int, user_id: int, admin: bool = False) -> GameRecord:
        """Deal the game: the host, or a server admin (``admin``). The thread is attached afterwards
        (see ``attach_thread``)."""
        record = await self.lobbies.lobby(game_id)
        if user_id != record.host_id and not admin:
            raise SeatError(msg("lobby-refusal-host-starts"))
        game = get_game(record.game_key)
        if len(record.seats) < game.min_players:
            raise SeatError(msg("lobby-refusal-too-few", game=game_title(record.game_key), count=game.min_players))
        try:
            state = game.setup(len(record.seats), record.seed, record.options)
        except IllegalAction as refusal:
            raise SeatError(refusal.reason) from None
        seats = tuple((seat.seat, seat.user_id, seat.ai_kind) for seat in record.seats)
        members = (record.host_id, *(seat.user_id for seat in record.seats if seat.user_id is not None))
        async with self.lobbies.counting_starts():
            capped = await self.lobbies.games_refusal(record.guild_id, members, actor_id=user_id)
            if capped is not None:
                raise capped
            try:
                # Deals only if it is still this lobby: same seats, same options, not started or cancelled.
                clock = self.clocks.clock_after(record, state)
                first = PostIntent(key=0, start=0, ping=humans_to_act(clock.to_act, human_seats(record)))
                await self.store.start_game(
                    game_id,
                    None,
                    state,
                    expected_seats=seats,
                    expected_options=record.options,
                    clock=clock,
                    first_post=first,
                )
            except StaleVersion as refusal:
                raise SeatError(refusal.reason) from None
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
        """Apply one action for ``seat`` and commit it; raises IllegalAction or StaleVersion, changing nothing.

        ``by_ai``: the AI decided (an AI seat, or a seat on autopilot). A human's own move on a seat the
        AI plays is refused: the player takes the seat back first (``take_back``).
        """
        async with self.lock(game_id):
            record = await self._active(game_id)
            if expected_version is not None and expected_version != record.version:
                raise StaleVersion(msg("store-refusal-stale"))
            if not by_ai and 0 <= seat < len(record.seats) and record.seats[seat].is_ai:
                raise IllegalAction(msg("table-refusal-ai-plays-seat"))
            with naming(record):
                return await self._commit_move(record, seat, action_id, by_ai=by_ai)

    async def pick(
        self,
        game_id: int,
        user_id: int,
        seat: int,
        version: int,
        index: int,
        *,
        second_look: bool = False,
    ) -> MoveOutcome | Unpicked:
        """A member's click on the move ``index`` of ``seat``'s decision at ``version`` (the picker's
        buttons carry them): every check of the click and the move on one read of the game, under its
        lock. Returns the committed move, or why nothing was played (:class:`Unpicked`): the game is
        over, the picker is another seat's, the choice is stale or not one, or (``second_look``: the
        member asked, in /settings, to confirm moves that cannot be taken back) the move is final and
        the first such decision of the seat's turn, and is asked about first (once a turn). Raises a
        Refusal, changing nothing, when the rules or the store refuse the move."""
        async with self.lock(game_id):
            record = await self.store.get_game(game_id)
            if record is None or record.status != ACTIVE or record.state is None:
                return Unpicked(record, msg("turn-refusal-over"))
            if record.seat_of(user_id) != seat:
                return Unpicked(record, msg("turn-refusal-not-your-picker"))
            if version != record.version:
                return Unpicked(record, msg("turn-refusal-older-choice"), stale=True)
            game = get_game(record.game_key)
            actions = game.legal_actions(record.state, seat)
            if not 0 <= index < len(actions):
                return Unpicked(record, msg("turn-refusal-not-a-choice"))
            action = actions[index]
            if record.seats[seat].is_ai:
                raise IllegalAction(msg("table-refusal-ai-plays-seat"))
            if second_look:
                reason = why_final(game, record.state, seat, action.id, record.past_return)
                if reason is not None:
                    return Unpicked(record, None, second_look=reason, chosen=action, actions=tuple(actions))
            with naming(record):
                return await self._commit_move(record, seat, action.id, by_ai=False)

    async def time_out(
        self, game_id: int, seat: int, expected_version: int, deadline: float | None = None
    ) -> TimeoutOutcome:
        """The seat's decision clock ran out at ``expected_version``: the greedy AI decides for it.

        The move, the seat's run of time-outs and, at the third in a row, autopilot are one transaction.
        Raises StaleVersion when the game moved on or the seat is no longer timed (nothing changes),
        or (``deadline``: the time-out that fired) when the seat's time-out moved since (more time).
        """
        record = await self._active(game_id)
        game = get_game(record.game_key)
        state = record.state
        assert state is not None  # an active game has a state (_active refuses one without)
        if record.version != expected_version or seat not in timed_seats(record, game.to_act(state)):
            raise StaleVersion(msg("table-refusal-decided-in-time"))
        # Computed outside the lock (it may take a while); the commit re-checks the version.
        action = await asyncio.to_thread(choose_action, "greedy", game, state, seat)
        async with self.lock(game_id):
            record = await self._active(game_id)
            if record.version != expected_version:
                raise StaleVersion(msg("table-refusal-decided-in-time"))
            move = await self._commit_move(record, seat, action, by_ai=True, timed_out=True, deadline=deadline)
        after = move.game.seats[seat]
        autopilot = after.autopilot and not record.seats[seat].autopilot
        return TimeoutOutcome(move=move, timeouts=max(0, after.timeouts), autopilot=autopilot)

    async def _commit_move(
        self,
        record: GameRecord,
        seat: int,
        action_id: str,
        *,
        by_ai: bool,
        timed_out: bool = False,
        deadline: float | None = None,
    ) -> MoveOutcome:
        """Under the game's lock: ask the rules, then commit the move in one guarded transaction
        (with what Discord answered about the turn post since the last change, ``news``)."""
        game = get_game(record.game_key)
        assert record.state is not None
        transition = game.apply(record.state, seat, action_id)
        events = list(transition.events)
        if record.practice and 0 <= seat < len(record.seats) and record.seats[seat].ai_kind is not None:
            # why a bot's move matters
            events.append(practice_note(game, record, record.state, transition.state, seat, events))
        result = game.result(transition.state)
        if result is not None:
            result = rank_resigned_last(record, result)  # resigned players end last
        # Randomness drawn or secrets revealed can never be taken back, whatever the engine says.
        irreversible = is_irreversible(record.state, transition, seat)
        # Only a player's own decision that can be taken back keeps the state before it.
        undoable = not by_ai and can_take_back(game, record.state, seat, transition)
        # Whose turn has passed a point of no return: the second look is asked once a turn.
        past_return = past_return_after(game, record.state, seat, transition, record.past_return)
        earned = frozenset([seat]) if not by_ai and not timed_out else frozenset()
        clock = self.clocks.clock_after(record, transition.state, moved=frozenset([seat]), earned=earned)
        if not timed_out:  # nobody's seat changes hands in a move, so who runs on a clock is known
            clock = replace(clock, timed=frozenset(timed_seats(record, clock.to_act)))
        before = frozenset(game.to_act(record.state))
        post = owed_post(record, before, clock.to_act) if result is None else None
        news = self.news.pop(record.id, None)
        now = time.time()
        logged_events = [event.to_json() for event in events]
        try:
            await self.store.commit_move(
                record.id,
                record.version,
                seat,
                action_id,
                logged_events,
                transition.state,
                by_ai=by_ai,
                irreversible=irreversible,
                result=result.to_json() if result else None,
                state_before=record.state if undoable else None,
                timed_out=timed_out,
                autopilot_after=TIMEOUTS_TO_AUTOPILOT if timed_out else None,
                clock=clock,
                post=post,
                ends_a_run=0 <= seat < len(record.seats) and record.seats[seat].timeouts > 0,
                timeout_due=deadline,
                news=news,
                now=now,
                past_return=past_return,
            )
        except BaseException:
            if news is not None:
                self.news.setdefault(record.id, news)  # recorded with a later change, or by the flow
            raise
        # The game as committed: read back after a time-out (its seat's run and autopilot changed in
        # the transaction), otherwise known without a read, since a move changes only these fields.
        after = (
            await self._reload(record.id)
            if timed_out
            else replace(
                _after_move(record, seat, by_ai, transition.state, result, clock, post, news), past_return=past_return
            )
        )
        return MoveOutcome(
            game=after,
            seat=seat,
            action_id=action_id,
            events=events,
            hidden_change=transition.hidden_change,
            result=result,
            by_ai=by_ai,
            undoable=undoable,
            logged=MoveRecord(
                version=after.version,
                seat=seat,
                action_id=action_id,
                events=logged_events,
                by_ai=by_ai,
                irreversible=irreversible,
                created_at=now,
                number=after.moves_logged,
            ),
        )

    async def undo(self, game_id: int, user_id: int) -> MoveOutcome:
        """Take back the user's last decision, Board Game Arena style.

        Allowed only for the player's own decisions of the current turn: the last live move must be
        theirs, made by them (not an AI or a clock), reversible (no randomness drawn, nothing hidden
        revealed), and undoing it must not change who is to act. Costs O(1) in the log's length: the
        state before the move is read from its row, nothing is replayed. The seat's clock goes back to
        the deadline it had before the move. The undone move's row leaves the log and nothing takes
        its place, so taking back never makes the log longer; the version still moves on, so buttons
        drawn for the undone move are refused.
        """
        async with self.lock(game_id):
            record = await self._active(game_id)
            seat = _player_seat(record, user_id)
            if record.seats[seat].is_ai:
                raise IllegalAction(msg("table-refusal-ai-plays-yours"))
            game = get_game(record.game_key)
            last = await self.store.last_live_move(game_id)
            if last is None:
                raise IllegalAction(msg("table-refusal-nothing-to-undo"))
            if last.seat != seat or last.by_ai:
                raise IllegalAction(msg("table-refusal-undo-own"))
            if last.irreversible:
                raise IllegalAction(msg("table-refusal-undo-hidden"))
            if last.state_before is None:  # can_take_back refused it when it was made
                raise IllegalAction(msg("table-refusal-undo-turn"))
            previous = last.state_before
            assert record.state is not None
            if game.to_act(previous) != game.to_act(record.state) or seat not in game.to_act(previous):
                raise IllegalAction(msg("table-refusal-undo-turn-now"))
            events = [Event(msg("turn-event-took-back", player=seat_arg(seat)), seat=seat)]
            await self.store.undo_move(
                game_id, record.version, last.version, seat, clock=self.clocks.clock_after(record, previous)
            )
            after = await self._reload(game_id)
        return MoveOutcome(
            game=after, seat=seat, action_id=UNDO, events=events, hidden_change=frozenset([seat]), result=None
        )

    # ------------------------------------------------------------------ more time
    async def ask_more_time(self, game_id: int, user_id: int) -> MoreTimeAsked:
        """The player asks for more time for the decision they are making now: granted once a game;
        a request that lapses because they decided may be made again, one per decision and at most
        ``MORE_TIME_ASKS_PER_GAME`` in a game (only the first pings). Refused when nobody else could
        grant it (alone with bots). One guarded transaction records it; nothing else changes until
        someone grants it."""
        record = await self._active(game_id)
        seat = _player_seat(record, user_id)
        if record.seats[seat].is_ai:
            raise IllegalAction(msg("table-refusal-ai-plays-yours"))
        grantors, by_host = more_time_grantors(record, seat)
        if not grantors:  # alone with bots: no request, since nobody could answer it
            raise MoreTimeRefused(msg("paces-refusal-nobody-to-grant"))
        asked = await self.store.ask_more_time(game_id, seat, MORE_TIME_ASKS_PER_GAME)
        return MoreTimeAsked(
            record, seat, asked.token, self.clocks.allowance(record).more_time, grantors, by_host, ping=asked.asks == 1
        )

    async def grant_more_time(self, game_id: int, user_id: int, seat: int, token: int) -> MoreTimeGranted:
        """``user_id`` grants ``seat``'s request ``token``: the pace's more time is added to that
        seat's current decision, in one guarded transaction (refused when the request no longer
        stands: the player decided, or someone granted it first)."""
        record = await self._active(game_id)
        if not 0 <= seat < len(record.seats):
            raise MoreTimeRefused(msg("paces-refusal-request-gone"))
        grantors, _by_host = more_time_grantors(record, seat)
        if user_id not in grantors:
            if user_id == record.seats[seat].user_id:
                raise MoreTimeRefused(msg("paces-refusal-grant-own"))
            raise MoreTimeRefused(msg("paces-refusal-grant-who"))
        allowance = self.clocks.allowance(record)
        deadline = await self.store.grant_more_time(
            game_id,
            seat,
            token,
            allowance.more_time,
            base=allowance.base,
            last_call=allowance.last_call,
            stretch=allowance.stretch,
        )
        return MoreTimeGranted(await self._reload(game_id), seat, user_id, allowance.more_time, deadline)

    async def vote_pause(self, game_id: int, user_id: int) -> PauseVoted:
        """``user_id`` votes to pause the game: once every person playing it (not resigned) has, its
        clocks stand still (one transaction holding the game's row; the version is unchanged). On a
        paused game a player's vote resumes it; any move does too (``Store._resume``)."""
        record = await self._active(game_id)
        voters = abandon_voters(record)
        vote = await self.store.vote_pause(game_id, user_id, voters)
        return PauseVoted(await self._reload(game_id), user_id, vote.votes, voters, vote.paused, vote.resumed)

    # ------------------------------------------------------------------ leaving, seats, ending early
    async def resign(self, game_id: int, user_id: int) -> ResignOutcome:
        """The user resigns: ranked last; the AI plays their seat on, or the game ends now (see services.ending).

        One transaction marks the seat and, when it ends the game, stores the early result.
        """
        async with self.lock(game_id):
            record = await self._active(game_id)
            seat = _player_seat(record, user_id)
            if seat in resigned(record):
                raise IllegalAction(msg("table-refusal-already-resigned"))
            result = None
            if ends_now(record, seat):
                result = early_result(get_game(record.game_key), _with_resignation(record, seat))
            order = await self.store.resign_seat(
                game_id,
                record.version,
                seat,
                result.to_json() if result else None,
                clock=self.clocks.clock_after(record, record.state),
            )
            after = await self._reload(game_id)
        return ResignOutcome(game=after, seat=seat, order=order, result=result)

    async def hand_over(self, game_id: int, actor_id: int, player_id: int, *, admin: bool = False) -> HandoverOutcome:
        """Let the AI play ``player_id``'s seat.

        A player may hand over their own seat (it stays rated, like autopilot after their own
        time-outs). The host (or a server admin) may hand over another player's seat only while that
        player is absent now: their latest decision timed out and they have not played one since (the
        seat's run of time-outs in a row is at least one; their own move, or taking the seat back,
        ends the run). Such a seat is then not rated in this game, even after its player takes it back
        (``take_back``): the AI played some of its decisions by someone else's choice.
        """
        async with self.lock(game_id):
            record = await self._active(game_id)
            with naming(record):
                return await self._hand_over(record, actor_id, player_id, admin)

    async def _hand_over(self, record: GameRecord, actor_id: int, player_id: int, admin: bool) -> HandoverOutcome:
        """``hand_over`` under the game's lock."""
        game_id = record.id
        seat = record.seat_of(player_id)
        if seat is None:
            raise IllegalAction(msg("table-refusal-not-a-player"))
        info = record.seats[seat]
        if info.is_ai:
            raise IllegalAction(msg("table-refusal-ai-already", player=seat_arg(seat)))
        own = actor_id == player_id
        if not own:
            if actor_id != record.host_id and not admin:
                raise IllegalAction(msg("table-refusal-handover-host"))
            if info.timeouts < 1:
                raise IllegalAction(msg("table-refusal-not-absent", player=seat_arg(seat)))
        await self.store.hand_over_seat(
            game_id, record.version, seat, by_someone_else=not own, clock=self.clocks.clock_after(record, record.state)
        )
        after = await self._reload(game_id)
        return HandoverOutcome(game=after, seat=seat, by_someone_else=not own)

    async def take_back(self, game_id: int, user_id: int) -> GameRecord:
        """The player plays their own seat again after autopilot (time-outs or a handover); not after resigning."""
        async with self.lock(game_id):
            record = await self._active(game_id)
            seat = _player_seat(record, user_id)
            if seat in resigned(record):
                raise IllegalAction(msg("table-refusal-takeback-resigned"))
            if not record.seats[seat].autopilot:
                raise IllegalAction(msg("table-refusal-own-seat"))
            await self.store.take_back_seat(
                game_id, record.version, seat, clock=self.clocks.clock_after(record, record.state)
            )
            return await self._reload(game_id)

    async def abandon(self, game_id: int, user_id: int, *, admin: bool = False) -> AbandonOutcome:
        """End the game without a result, or count the user's vote towards that.

        An unrated game (AI players, or fewer than two humans) the host or a server admin may end at
        once. A rated game ends without a result only when a majority of its human seats still in the
        game vote for it (the host's vote counts once, like anyone's): nobody can void another
        player's rating alone. Votes are rows: they survive a restart. A vote lapses at the next change
        of the board (a move, an undo, a seat handed over or taken back) and after the votes' time
        (``abandon_vote_seconds``); voting again while one's vote counts withdraws it.
        """
        async with self.lock(game_id):
            record = await self._active(game_id)
            voters = abandon_voters(record)
            needed = votes_needed(voters)
            manager = user_id == record.host_id or admin
            if manager and not is_rated(record):
                await self.store.end_game(game_id, record.version, ABANDONED)
                return AbandonOutcome(await self._reload(game_id), True, frozenset(), needed, unilateral=True)
            if user_id not in voters:
                raise IllegalAction(
                    msg("table-refusal-abandon-rated") if manager else msg("table-refusal-abandon-players")
                )
            now = self._clock()
            votes, ended = await self.store.vote_abandon(
                game_id,
                record.version,
                user_id,
                voters,
                needed,
                cast_after=now - self.abandon_vote_seconds,
                toggle=True,
                now=now,
            )
            after = await self._reload(game_id)
        return AbandonOutcome(after, ended, votes, needed, withdrawn=user_id not in votes)

    def needs_ai(self, record: GameRecord) -> bool:
        """Whether an AI seat (a bot, or a seat on autopilot) is to act now: cheap, nothing is chosen."""
        return _ai_seat_to_act(record) is not None

    async def ai_decision(self, record: GameRecord) -> tuple[int, str] | None:
        """The next AI seat to act and its chosen action, or None when no AI is to act.

        The choice is computed off the event loop (the hard level in a worker process, see
        services/ai_pool.py) so that it never delays answers to interactions or other games.
        """
        seat = _ai_seat_to_act(record)
        if seat is None or record.state is None:  # an AI seat to act is found only in a dealt game
            return None
        kind = record.seats[seat].ai_kind  # None: a human seat on autopilot, which plays normal
        return seat, await self.ai_pool.decide(record.game_key, record.state, seat, kind, self.ai_think)

    async def _active(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        if record is None or record.status != ACTIVE or record.state is None:
            raise IllegalAction(msg("table-refusal-not-in-play"))
        return record

    async def _reload(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        assert record is not None
        return record


def _after_move(
    record: GameRecord,
    seat: int,
    by_ai: bool,
    state: dict[str, Any],
    result: Result | None,
    clock: ClockUpdate,
    post: PostIntent | None,
    news: PostNews | None = None,
) -> GameRecord:
    """``record`` as a move (not a time-out) leaves it, field for field as ``Store.commit_move`` writes
    it: the new state, version and status, one more logged move, the mover's run of time-outs ended,
    and the turn post's record (``news`` recorded first; who is to act; a post owed by this move,
    merged with one still owed)."""
    version = record.version + 1
    board = news.apply(record.board) if news is not None else record.board
    owed = board.owed
    if post is not None:
        owed = PostIntent(version, min(post.start, owed.start) if owed is not None else post.start, post.ping)
    seats = record.seats
    if not by_ai and 0 <= seat < len(seats) and seats[seat].timeouts > 0:
        seats = tuple(replace(info, timeouts=0) if info.seat == seat else info for info in seats)
    return replace(
        record,
        seats=seats,
        state=state,
        version=version,
        status=FINISHED if result is not None else ACTIVE,
        result=result.to_json() if result is not None else record.result,
        moves_logged=record.moves_logged + 1,
        board=replace(board, to_act=clock.to_act, owed=owed),
    )


@contextlib.contextmanager
def naming(record: GameRecord) -> Iterator[None]:
    """A refusal raised in the block names its game's seats (``refusal.names``), so the player reads
    their names in it (a reason names seats as arguments, see ``cogs.ui.refuse``)."""
    try:
        yield
    except Refusal as refusal:
        refusal.names = list(record.names)
        raise


def _ai_seat_to_act(record: GameRecord) -> int | None:
    """The first AI seat (a bot, or a seat on autopilot) to act in an active game, or None."""
    if record.status != ACTIVE or record.state is None:
        return None
    to_act = get_game(record.game_key).to_act(record.state)
    return next((seat for seat in sorted(to_act) if record.seats[seat].is_ai), None)


def _player_seat(record: GameRecord, user_id: int) -> int:
    """The seat ``user_id`` plays in ``record``; refused when they are not at the table."""
    seat = record.seat_of(user_id)
    if seat is None:
        raise IllegalAction(msg("table-refusal-not-playing"))
    return seat


def practice_note(
    game: Game[State, View], record: GameRecord, before: State, after: State, seat: int, events: list[Event]
) -> Event:
    """In a practice game, the line logged with a bot's move (from ``before``, the state ``record``
    holds, to ``after``) that says why it matters to the member (``services.lessons``: from the
    public scores and events only)."""
    learner = next((info.seat for info in record.seats if info.user_id is not None), 0)
    return why_it_matters(game, before, after, seat, learner, events)


def _with_resignation(record: GameRecord, seat: int) -> GameRecord:
    """``record`` as it will be once ``seat`` has resigned (next in order, on autopilot)."""
    order = len(resigned(record)) + 1
    seats = tuple(replace(s, timeouts=-order, autopilot=True) if s.seat == seat else s for s in record.seats)
    return replace(record, seats=seats)
