"""The game flow: the one entry point for every change of a game, from the commit to what the
players see.

Every change of a game goes through here, whoever asks for it (a player's click, an AI seat, a
clock, a practice deal, a rematch's start): the in-play changes (``services.changes``, which only the
flow and its helpers import) ask the rules and commit the change, its timers and the turn-post
bookkeeping in one guarded transaction; only then does the flow tell the :class:`Publisher` (the
Discord side implements it) what to show. Nothing that matters lives only in this process's memory:
the timers, the post a change owes and the version each post shows are rows, so a restart (or another
process taking over a shard) carries on exactly where the last one stopped.

The flow owns the AI seats runner (``services.ai_seats``: each turn under the game's ``ai`` lease, so
one process plays it) and the timer dispatcher (``services.timers``: under the game's ``clock``
lease); both move through the very same path as a player.

The turn post (see ``services.turn_posts``): a change that begins a human's turn owes a new post,
recorded in its transaction (``games.board_intent``); every other change edits the turn's post.
The owed post is settled once Discord's message id is stored. A process killed between Discord
accepting the post and that record leaves the post owed: the next resume finds the message by its
key (the file name carries it) instead of posting it twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from rules.base import Result
from services.ai_seats import AISeats
from services.changes import AbandonOutcome, HandoverOutcome, MoreTimeAsked, MoreTimeGranted, ResignOutcome
from services.keyed_locks import KeyedLocks
from services.notices import Publisher
from services.outcomes import MoveOutcome
from services.practice import PRACTICE_LEVEL, PracticeService
from services.rematch import RematchChain, RematchOutcome, RematchService
from services.timers import Timers
from services.wiring import Table
from store import GameRecord, PostIntent
from store.leases import Leases

log = logging.getLogger("tabletop.flow")


class GameFlow:
    """Every change of a game, what follows it, and the work nobody asks for (AI seats, timers).

    ``owns(guild_id)``: whether this process runs that server's shard (only then does it play its AI
    seats, fire its timers and resume its games). ``ai_delay``: seconds an AI waits before moving, so
    people can follow. ``heal_seconds``: how often the safety net looks for games in play without
    clocks (normal play never needs it: the clocks are written with every change)."""

    def __init__(
        self,
        table: Table,
        publisher: Publisher,
        leases: Leases,
        *,
        owns: Callable[[int | None], bool] = lambda guild_id: True,
        ai_delay: float = 0.0,
        heal_seconds: float = 30.0,
    ) -> None:
        self.table = table
        self.changes = table.changes
        self.publisher = publisher
        self.leases = leases
        self.owns = owns
        self.timers = Timers(table, publisher, leases, self._after_move, owns=owns, heal_seconds=heal_seconds)
        self.ai_seats = AISeats(table, publisher, leases, self._after_move, owns=owns, ai_delay=ai_delay)
        self.rematches = RematchService(table)
        self._show_locks: KeyedLocks[int] = KeyedLocks()

    # ------------------------------------------------------------------ changes of a game
    async def start(self, game_id: int, user_id: int, *, admin: bool = False) -> GameRecord:
        """Deal the game (the host or an admin), open its thread, show its first post, let AI seats play."""
        return await self.begin(await self.deal(game_id, user_id, admin=admin))

    async def deal(self, game_id: int, user_id: int, *, admin: bool = False) -> GameRecord:
        """Deal the lobby's game (the host or an admin) without opening its thread yet: the caller
        shows the lobby as started, then calls :meth:`begin` (a game left so is begun by ``resume``)."""
        return await self.changes.start(game_id, user_id, admin=admin)

    async def practice(
        self,
        game_key: str,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        *,
        bots: int | None = None,
        level: str = PRACTICE_LEVEL,
        language: str | None = None,
    ) -> GameRecord:
        """Deal a practice game for ``user_id`` (``services.practice``) and begin it like any game;
        its ``thread_id`` is None when no thread could be opened."""
        record = await PracticeService(self.table).start(
            game_key, guild_id, channel_id, user_id, name, bots=bots, level=level, language=language
        )
        return await self.begin(record)

    async def rematch(self, game_id: int) -> RematchChain:
        """The game ``game_id`` with its rematch chain (see ``RematchService.chain``)."""
        return await self.rematches.chain(game_id)

    async def rematch_asked(self, game_id: int) -> bool:
        """Whether anyone asked for a rematch of ``game_id``."""
        return await self.rematches.was_asked(game_id)

    async def ask_rematch(self, game_id: int, user_id: int) -> tuple[RematchOutcome, GameRecord | None]:
        """``user_id`` presses Rematch on the final post of ``game_id`` (``RematchService.ask``); a
        rematch this click started is begun like any game. Returns the outcome and the begun game."""
        outcome = await self.rematches.ask(game_id, user_id)
        return outcome, await self._begin_rematch(outcome)

    async def leave_rematch(self, game_id: int, user_id: int) -> tuple[RematchOutcome, GameRecord | None]:
        """``user_id`` leaves the rematch of ``game_id`` (``RematchService.leave``); a rematch that
        starts for it is begun like any game. Returns the outcome and the begun game."""
        outcome = await self.rematches.leave(game_id, user_id)
        return outcome, await self._begin_rematch(outcome)

    async def _begin_rematch(self, outcome: RematchOutcome) -> GameRecord | None:
        rematch = outcome.chain.rematch
        if not outcome.started or rematch is None:
            return None
        return await self.begin(rematch)

    async def begin(self, record: GameRecord) -> GameRecord:
        """A dealt game without a thread (just started, or stopped before its thread was opened).

        The request for the thread is recorded before it is made (``thread_asked``), as a turn post
        is owed before it is sent: a game asked for once may have a thread Discord made just before
        the process died, so it is looked for first, and a second is asked for only when none is found.
        A game thus has at most one thread, wherever the process stops."""
        thread_id = await self.publisher.find_thread(record) if record.thread_asked is not None else None
        if thread_id is None:
            await self.table.store.ask_thread(record.id)
            thread_id = await self.publisher.open_thread(record)
        if thread_id is None:
            return record
        record = await self.changes.attach_thread(record.id, thread_id)
        await self.show(record.id)
        await self.publisher.game_changed(record)
        await self.publisher.game_started(record)
        self.timers.wake()  # its first clocks may be due before the loop meant to look
        self.ai_seats.kick_ai(record.id)
        return record

    async def play(
        self, game_id: int, seat: int, action_id: str, *, expected_version: int | None, by_ai: bool = False
    ) -> MoveOutcome:
        """One decision for ``seat``; raises a Refusal (changing nothing) when it cannot be made."""
        outcome = await self.changes.play(game_id, seat, action_id, expected_version=expected_version, by_ai=by_ai)
        await self._after_move(outcome, fresh_timers=True)
        return outcome

    async def undo(self, game_id: int, user_id: int) -> MoveOutcome:
        outcome = await self.changes.undo(game_id, user_id)
        await self._after_move(outcome)
        return outcome

    async def resign(self, game_id: int, user_id: int) -> ResignOutcome:
        outcome = await self.changes.resign(game_id, user_id)
        await self._after(outcome.game, outcome.result)
        return outcome

    async def hand_over(self, game_id: int, actor_id: int, player_id: int, *, admin: bool = False) -> HandoverOutcome:
        outcome = await self.changes.hand_over(game_id, actor_id, player_id, admin=admin)
        await self._after(outcome.game, None)
        return outcome

    async def take_back(self, game_id: int, user_id: int) -> GameRecord:
        record = await self.changes.take_back(game_id, user_id)
        await self._after(record, None)
        return record

    async def abandon(self, game_id: int, user_id: int, *, admin: bool = False) -> AbandonOutcome:
        outcome = await self.changes.abandon(game_id, user_id, admin=admin)
        if outcome.ended:
            await self.publisher.game_changed(outcome.game)
        return outcome

    async def ask_more_time(self, game_id: int, user_id: int) -> MoreTimeAsked:
        """The player asks for more time for their current decision (see ``Changes.ask_more_time``)."""
        return await self.changes.ask_more_time(game_id, user_id)

    async def grant_more_time(self, game_id: int, user_id: int, seat: int, token: int) -> MoreTimeGranted:
        """Grant a request for more time; the timer loop looks again (the seat's reminder moved), and
        the turn post is edited: the version it shows is unchanged, but the deadline it shows moved."""
        outcome = await self.changes.grant_more_time(game_id, user_id, seat, token)
        self.timers.wake()
        await self.show(game_id, refresh=True)
        return outcome

    async def _after_move(self, outcome: MoveOutcome, *, fresh_timers: bool = False) -> None:
        """What follows a committed move (a person's, an AI's, a clock's, an undo): as after any
        change (:meth:`_after`), with the private views the move changed. ``fresh_timers``: a move
        played (not an undo), whose timers are the ones kept or fresh decisions' (see ``Timers.wake_for``)."""
        hidden = outcome.hidden_change if outcome.result is None else frozenset()
        await self._after(outcome.game, outcome.result, hidden, fresh_timers=fresh_timers)

    async def _after(
        self,
        record: GameRecord,
        result: Result | None,
        hidden: frozenset[int] = frozenset(),
        *,
        fresh_timers: bool = False,
    ) -> None:
        """What follows every committed change: the thread is brought up to date, the private views in
        ``hidden`` sent, the game's end shown, the timer loop woken (a new timer may be due soon), and
        the AI seats let play (no runner is started when none is to act in ``record``, as committed)."""
        await self.show(record.id)
        if hidden:
            try:
                await self.publisher.private_views_changed(record, sorted(hidden))
            except Exception:
                log.exception("could not send the private views of game %s", record.id)
        if result is not None:
            await self._show_result(record, result)
        self.timers.wake_for(record, fresh_timers)
        self.ai_seats.kick_ai(record.id, record)

    async def _show_result(self, record: GameRecord, result: Result) -> None:
        try:
            latest = await self.table.records.game(record.id) or record
            await self.publisher.show_result(latest, result)
            await self.publisher.game_changed(latest)
        except Exception:
            log.exception("could not show the result of game %s", record.id)

    # ------------------------------------------------------------------ the turn post
    async def show(self, game_id: int, *, reconcile: bool = False, refresh: bool = False) -> None:
        """Bring the game's thread up to date with the latest committed version: settle an owed turn
        post (``reconcile``: first look whether Discord already has it, after a restart) or edit the
        turn's post (``refresh``: even when it shows the latest version, since a change that makes no
        version, more time, moved what it says). A failure is logged, never raised: the change is
        committed whatever is shown."""
        async with self._show_locks.hold(game_id):
            try:
                await self._show(game_id, reconcile, refresh)
            except Exception:
                log.exception("could not show game %s", game_id)

    async def _show(self, game_id: int, reconcile: bool, refresh: bool = False) -> None:
        # A refused edit owes a new post, which is then made at once; a first post whose clocks moved
        # is edited once more.
        for _ in range(3):
            record = await self.table.records.game(game_id)
            if record is None or record.thread_id is None or record.status == "lobby":
                return
            board = record.board
            owed = board.owed
            if owed is None and board.message_id is None:
                # A game that never had a post (or one from before posts were recorded): owe its first.
                owed = PostIntent(record.version, 0, frozenset())
            if owed is not None:
                found = await self.publisher.find_turn_post(record, owed.key) if reconcile else None
                if found is not None:
                    message_id, shown = found
                    await self.table.store.record_turn_post(game_id, owed.key, message_id, owed.start, shown)
                    continue  # it may show an older version: the edit below brings it up to date
                message_id = await self.publisher.send_turn_post(record, owed)
                if message_id is None:
                    return
                # The game's first post starts the clocks of the decisions it shows (see
                # ``record_turn_post``); the post was drawn with the deal's deadlines, so when they
                # moved by a second or more it is edited to show the moved ones.
                moved = await self.table.store.record_turn_post(
                    game_id, owed.key, message_id, owed.start, record.version, posted=True
                )
                if moved < 1.0:
                    return
                refresh = True
                continue
            if board.shown is not None and board.shown >= record.version and not refresh:
                return
            assert board.message_id is not None
            if await self.publisher.edit_turn_post(record, board.message_id, board.start):
                await self.table.store.mark_board_shown(game_id, board.message_id, record.version)
                return
            log.warning("the turn post of game %s could not be edited; posting a new one", game_id)
            await self.table.store.owe_turn_post(game_id, PostIntent(record.version, board.start, frozenset()))

    # ------------------------------------------------------------------ resume
    async def resume(self) -> tuple[int, int]:
        """After a start: every game in play on this process's shards goes on as if nothing happened.
        An owed post is reconciled with the thread, a board behind the game is brought up to date, a
        game stopped before its thread opened gets it, and AI seats play on. Nothing is announced: the
        next human turn's own post pings its player, as without a restart. Returns (games resumed here,
        games in play on other processes' shards)."""
        in_play = await self.table.records.games_in_play()
        games = [record for record in in_play if self.owns(record.guild_id)]
        for record in games:
            try:
                if record.thread_id is None:
                    await self.begin(record)
                    continue
                await self.show(record.id, reconcile=True)
                self.ai_seats.kick_ai(record.id)
            except Exception:
                log.exception("could not resume game %s", record.id)
        return len(games), len(in_play) - len(games)

    # ------------------------------------------------------------------ the work nobody asks for
    def start_background(self) -> None:
        """Start the timer loop (it also runs the heal, the clocks' safety net)."""
        self.timers.start_background()

    async def stop(self) -> None:
        """Stop the timer loop, the timers being fired and the AI runners (their leases expire)."""
        tasks = [*self.timers.tasks(), *self.ai_seats.tasks()]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=3.0)
