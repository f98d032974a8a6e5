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
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from rules import get_game
from rules.base import Action, Result
from services.ai_seats import AISeats
from services.changes import (
    AbandonOutcome,
    HandoverOutcome,
    MoreTimeAsked,
    MoreTimeGranted,
    PauseVoted,
    ResignOutcome,
    Unpicked,
)
from services.keyed_locks import KeyedLocks
from services.notices import PostFacts, Publisher
from services.outcomes import Click, Decision, MoveOutcome
from services.practice import PRACTICE_LEVEL, PracticeService
from services.rematch import RematchChain, RematchOutcome, RematchService
from services.timers import Timers
from services.wiring import Table
from store import ACTIVE, GameRecord, MoveRecord, PostIntent, PostNews, SeatClockRow
from store.leases import Leases
from store.members import MemberSettings

log = logging.getLogger("tabletop.flow")


@dataclass(frozen=True)
class _Shown:
    """What bringing a thread up to date did: ``post`` (``"edited"``, ``"started"`` or None) and the
    seats' clocks it read for the post (None: not read), which the picker shown next reuses."""

    post: str | None = None
    clocks: dict[int, SeatClockRow] | None = None


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
        # The newest version this process has shown in each game's turn post (while it is in play),
        # and the moves that post captions: (its start, the version they run through, the moves).
        self._shown: dict[int, int] = {}
        self._captions: dict[int, tuple[int, int, tuple[MoveRecord, ...]]] = {}

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

    async def pick(
        self,
        game_id: int,
        user_id: int,
        seat: int,
        version: int,
        index: int,
        *,
        second_look: bool = False,
        settings: MemberSettings | None = None,
    ) -> Click:
        """A member's click on the move ``index`` of ``seat``'s decision at ``version``, as one
        operation: the click's checks and the move on one read of the game and one transaction
        (``Changes.pick``), the thread brought up to date from what that transaction knew, and the
        picker to show next. ``second_look``: ask first about a move that cannot be taken back (the
        member's /settings; False for the second look's own Confirm); ``settings``: the member's
        settings as already read (for their private view by DM). Raises a Refusal, changing nothing,
        when the rules or the store refuse the move."""
        picked = await self.changes.pick(game_id, user_id, seat, version, index, second_look=second_look)
        if isinstance(picked, Unpicked):
            return await self._unpicked(picked, seat)
        outcome = picked
        known = {user_id: settings} if settings is not None else {}
        # The picker the member clicked is refreshed with their view when the move changed it: that
        # view is not sent to them by DM as well (they are looking at the picker).
        done = await self._after_move(outcome, fresh_timers=True, known=known, committed=True, shown_to=seat)
        decision = await self._decision_after(outcome, seat, done.clocks)
        return Click(move=outcome, decision=decision, post=done.post)

    async def _unpicked(self, picked: Unpicked, seat: int) -> Click:
        record = picked.game
        if picked.second_look is not None:
            assert record is not None
            second_look = Decision(record, seat, picked.actions)
            return Click(second_look=picked.second_look, chosen=picked.chosen, decision=second_look)
        decision = await self.decision(record, seat) if picked.stale and record is not None else None
        return Click(refusal=picked.reason, decision=decision)

    async def decision(self, record: GameRecord, seat: int) -> Decision:
        """What the picker shows ``seat`` in ``record`` now (its reads: the last live move, the seats'
        clocks, the moves since the player last decided)."""
        actions = self._actions(record, seat)
        if not actions:
            return Decision(record, seat, ())
        records = self.table.records
        last = await records.last_live_move(record.id)
        can_undo = last is not None and last.seat == seat and not last.by_ai and last.state_before is not None
        can_ask_more = await self.table.clocks.can_ask_more_time(record, seat)
        missed = await records.since_own_move(record.id, seat, record.version)
        return Decision(record, seat, actions, can_undo, can_ask_more, tuple(missed), record.practice)

    async def _decision_after(
        self, outcome: MoveOutcome, seat: int, clocks: dict[int, SeatClockRow] | None
    ) -> Decision:
        """The picker after ``seat``'s own move ``outcome``, from what the move's transaction knew:
        its last live move is that move (undone if the state before it was kept), nothing happened
        since the player decided, and the clocks are the ones read for the turn post (read here when
        the post was not shown)."""
        record = outcome.game
        actions = self._actions(record, seat)
        if not actions:
            # Waiting for others: the player's view is shown again only when the move changed it
            # beyond the board the turn post shows.
            return Decision(record, seat, (), with_view=seat in self._hidden(outcome))
        rows = clocks if clocks is not None else await self.table.clocks.seat_clocks(record)
        can_ask_more = self.table.clocks.may_ask_more_time(record, seat, rows)
        return Decision(record, seat, actions, outcome.undoable, can_ask_more, (), record.practice)

    @staticmethod
    def _actions(record: GameRecord, seat: int) -> tuple[Action, ...]:
        """The legal actions of ``seat`` (a person's) now; none when the game is over, the AI plays
        the seat or others are to act."""
        if record.status != ACTIVE or record.state is None or not 0 <= seat < len(record.seats):
            return ()
        if record.seats[seat].is_ai:
            return ()
        return tuple(get_game(record.game_key).legal_actions(record.state, seat))

    async def undo(self, game_id: int, user_id: int) -> MoveOutcome:
        await self._settle(game_id)
        outcome = await self.changes.undo(game_id, user_id)
        await self._after_move(outcome)
        return outcome

    async def resign(self, game_id: int, user_id: int) -> ResignOutcome:
        await self._settle(game_id)
        outcome = await self.changes.resign(game_id, user_id)
        await self._after(outcome.game, outcome.result)
        return outcome

    async def hand_over(self, game_id: int, actor_id: int, player_id: int, *, admin: bool = False) -> HandoverOutcome:
        await self._settle(game_id)
        outcome = await self.changes.hand_over(game_id, actor_id, player_id, admin=admin)
        await self._after(outcome.game, None)
        return outcome

    async def take_back(self, game_id: int, user_id: int) -> GameRecord:
        await self._settle(game_id)
        record = await self.changes.take_back(game_id, user_id)
        await self._after(record, None)
        return record

    async def abandon(self, game_id: int, user_id: int, *, admin: bool = False) -> AbandonOutcome:
        await self._settle(game_id)
        outcome = await self.changes.abandon(game_id, user_id, admin=admin)
        if outcome.ended:
            self._shown.pop(game_id, None)  # its turn post is shown no more
            self._captions.pop(game_id, None)
            await self.publisher.game_changed(outcome.game)
        return outcome

    async def vote_pause(self, game_id: int, user_id: int) -> PauseVoted:
        """A vote to pause the game (or to resume it, while it is paused); the timer loop looks
        again and the turn post is edited to show the votes, the pause or its end."""
        await self._settle(game_id)
        outcome = await self.changes.vote_pause(game_id, user_id)
        self.timers.wake()
        await self.show(game_id, refresh=True)
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

    async def _after_move(
        self,
        outcome: MoveOutcome,
        *,
        fresh_timers: bool = False,
        known: Mapping[int, MemberSettings] | None = None,
        committed: bool = False,
        shown_to: int | None = None,
    ) -> _Shown:
        """What follows a committed move (a person's, an AI's, a clock's, an undo): as after any
        change (:meth:`_after`), with the private views the move changed sent by DM, but to
        ``shown_to`` (the seat whose picker shows its view instead). ``fresh_timers``: a move
        played (not an undo), whose timers are the ones kept or fresh decisions' (see ``Timers.wake_for``).
        ``known``, ``committed``: see :meth:`_after`."""
        return await self._after(
            outcome.game,
            outcome.result,
            self._hidden(outcome) - ({shown_to} if shown_to is not None else set()),
            fresh_timers=fresh_timers,
            known=known,
            committed=committed,
            latest=outcome.logged,
        )

    @staticmethod
    def _hidden(outcome: MoveOutcome) -> frozenset[int]:
        """The seats whose private view ``outcome`` changed beyond what the turn post shows (none
        once the game is over: the final post shows everything)."""
        return outcome.hidden_change if outcome.result is None else frozenset()

    async def _after(
        self,
        record: GameRecord,
        result: Result | None,
        hidden: frozenset[int] = frozenset(),
        *,
        fresh_timers: bool = False,
        known: Mapping[int, MemberSettings] | None = None,
        committed: bool = False,
        latest: MoveRecord | None = None,
    ) -> _Shown:
        """What follows every committed change: the thread is brought up to date, the private views in
        ``hidden`` sent, the game's end shown, the timer loop woken (a new timer may be due soon), and
        the AI seats let play (no runner is started when none is to act in ``record``, as committed).

        ``committed``: ``record`` is the game as the change committed it, shown without reading it again
        (a click's move, see :meth:`pick`); ``known``: members' settings already read, by user id (the
        others whose private view changed are read together, once); ``latest``: the change's own row
        of the move log, which the turn post then captions without reading it."""
        shown = await self.show(record.id, known=record if committed else None, latest=latest)
        if hidden:
            try:
                settings = await self._settings_for(record, hidden, known or {})
                await self.publisher.private_views_changed(record, sorted(hidden), settings)
            except Exception:
                log.exception("could not send the private views of game %s", record.id)
        if result is not None:
            await self._show_result(record, result)
        self.timers.wake_for(record, fresh_timers)
        self.ai_seats.kick_ai(record.id, record)
        return shown

    async def _settings_for(
        self, record: GameRecord, seats: frozenset[int], known: Mapping[int, MemberSettings]
    ) -> dict[int, MemberSettings]:
        """The settings of the members of ``seats`` (by user id): ``known`` ones as given, the others
        read in one statement. A failed read leaves them out (the publisher then uses the defaults)."""
        # (A seat whose DMs are closed gets none: its member's settings are not needed.)
        users = {record.seats[s].user_id for s in seats if 0 <= s < len(record.seats) and not record.seats[s].dm_closed}
        wanted = sorted(u for u in users if u is not None and u not in known)
        found = dict(known)
        if wanted:
            try:
                found.update(await self.table.store.members_settings(wanted))
            except Exception:
                log.warning("could not read the settings of the members of game %s", record.id, exc_info=True)
        return found

    async def _show_result(self, record: GameRecord, result: Result) -> None:
        try:
            latest = await self.table.records.game(record.id) or record
            await self.publisher.show_result(latest, result)
            await self.publisher.game_changed(latest)
        except Exception:
            log.exception("could not show the result of game %s", record.id)

    # ------------------------------------------------------------------ the turn post
    async def show(
        self,
        game_id: int,
        *,
        reconcile: bool = False,
        refresh: bool = False,
        known: GameRecord | None = None,
        latest: MoveRecord | None = None,
    ) -> _Shown:
        """Bring the game's thread up to date with the latest committed version: settle an owed turn
        post (``reconcile``: first look whether Discord already has it, after a restart) or edit the
        turn's post (``refresh``: even when it shows the latest version, since a change that makes no
        version, more time, moved what it says). ``known``: the game as a click's move just committed
        it, shown without reading it again (unless this process already showed a newer version); the
        edit it makes is then recorded with the game's next move; ``latest``: the newest move's row of
        the log, when the caller knows it. A failure is logged, never raised: the change is committed
        whatever is shown."""
        async with self._show_locks.hold(game_id):
            try:
                if known is None:
                    await self._record_news(game_id)  # the store knows the post before it is read
                return await self._show(game_id, reconcile, refresh, known, latest)
            except Exception:
                log.exception("could not show game %s", game_id)
                return _Shown()

    async def _show(
        self,
        game_id: int,
        reconcile: bool,
        refresh: bool = False,
        known: GameRecord | None = None,
        latest: MoveRecord | None = None,
    ) -> _Shown:
        # A refused edit owes a new post, which is then made at once; a first post whose clocks moved
        # is edited once more.
        post: str | None = None
        clocks: dict[int, SeatClockRow] | None = None
        for _ in range(3):
            if known is not None and known.version > self._shown.get(game_id, -1):
                record: GameRecord | None = known
            else:
                record = await self.table.records.game(game_id)
            from_click, known = known is not None and record is known, None
            if record is None or record.thread_id is None or record.status == "lobby":
                return _Shown(post, clocks)
            if record.status != ACTIVE:
                self._shown.pop(game_id, None)  # nothing of a game over is kept in memory
                self._captions.pop(game_id, None)
            board = record.board
            owed = board.owed
            if owed is None and board.message_id is None:
                # A game that never had a post (or one from before posts were recorded): owe its first.
                owed = PostIntent(record.version, 0, frozenset())
            if owed is not None:
                found = await self.publisher.find_turn_post(record, owed.key) if reconcile else None
                if found is not None:
                    found_id, shown = found
                    await self.table.store.record_turn_post(game_id, owed.key, found_id, owed.start, shown)
                    continue  # it may show an older version: the edit below brings it up to date
                facts, clocks = await self._facts(record, owed.start, latest)
                message_id = await self.publisher.send_turn_post(record, owed, facts)
                if message_id is None:
                    return _Shown(post, clocks)
                post = "started"
                self._note_shown(record)
                first = owed.start == 0 and board.message_id is None
                if from_click and record.status == ACTIVE and not first:
                    # Recorded with the game's next move (a process that stops first leaves it owed,
                    # and its resume finds the post by its key, as after any stop).
                    self.changes.news[game_id] = PostNews(message_id, record.version, owed.key, owed.start)
                    return _Shown(post, clocks)
                # The game's first post starts the clocks of the decisions it shows (see
                # ``record_turn_post``); the post was drawn with the deal's deadlines, so when they
                # moved by a second or more it is edited to show the moved ones.
                moved = await self.table.store.record_turn_post(
                    game_id,
                    owed.key,
                    message_id,
                    owed.start,
                    record.version,
                    posted=True,
                    pace=self.table.clocks.allowance(record),
                )
                if moved < 1.0:
                    return _Shown(post, clocks)
                refresh = True
                continue
            # What the post shows: as recorded, or newer when this process's last edit is not yet.
            shown_here = self._shown.get(game_id, -1)
            if board.shown is not None and not refresh and max(board.shown, shown_here) >= record.version:
                return _Shown(post, clocks)
            assert board.message_id is not None
            facts, clocks = await self._facts(record, board.start, latest)
            if await self.publisher.edit_turn_post(record, board.message_id, board.start, facts):
                post = post or "edited"
                self._note_shown(record)
                if from_click and record.status == ACTIVE:
                    # Recorded with the game's next move; a process that stops first leaves the store
                    # one edit behind, and its resume edits the post again (to the same board).
                    self.changes.news[game_id] = PostNews(board.message_id, record.version)
                else:
                    await self.table.store.mark_board_shown(game_id, board.message_id, record.version)
                return _Shown(post, clocks)
            log.warning("the turn post of game %s could not be edited; posting a new one", game_id)
            await self.table.store.owe_turn_post(game_id, PostIntent(record.version, board.start, frozenset()))
        return _Shown(post, clocks)

    def _note_shown(self, record: GameRecord) -> None:
        """This process showed ``record``'s version in the game's turn post (kept while it is in play)."""
        if record.status == ACTIVE:
            self._shown[record.id] = max(record.version, self._shown.get(record.id, -1))

    async def _facts(
        self, record: GameRecord, start: int, latest: MoveRecord | None = None
    ) -> tuple[PostFacts, dict[int, SeatClockRow]]:
        """What the turn post of ``record`` shows beyond the game itself, read here so the publisher
        reads nothing: each human's time left, and the moves after ``start`` through the version
        shown. Also the seats' clocks read, for the picker shown next."""
        rows = await self.table.clocks.seat_clocks(record)
        moves = await self._captioned(record, start, latest)
        away = await self.table.clocks.days_away(record, rows)
        return PostFacts(clocks=self.table.clocks.summary_of(record, rows), moves=moves, away=away), rows

    async def _captioned(self, record: GameRecord, start: int, latest: MoveRecord | None) -> tuple[MoveRecord, ...]:
        """The moves the turn post of ``record`` captions (after ``start``, through its version). The
        log is read unless this process knows them: none when the post starts at this version, or the
        moves it captioned through the version before plus ``latest`` (the move that made this one).
        An undo, or any change that is not one move on from what was captioned, reads them again."""
        version = record.version
        known = self._captions.get(record.id)
        # latest when it is the move one on from the version before (None otherwise)
        one_on = latest if latest is not None and latest.version == version else None
        if start >= version:
            moves: tuple[MoveRecord, ...] = ()
        elif one_on is not None and start == version - 1:
            moves = (one_on,)
        elif one_on is not None and known is not None and known[:2] == (start, version - 1):
            moves = (*known[2], one_on)
        else:
            moves = tuple(await self.table.records.moves(record.id, after_version=start, through_version=version))
        if record.status == ACTIVE:
            self._captions[record.id] = (start, version, moves)
        else:
            self._captions.pop(record.id, None)
        return moves

    async def _settle(self, game_id: int) -> None:
        """Before a change other than a move (which records it itself): the turn post's news recorded."""
        async with self._show_locks.hold(game_id):
            await self._record_news(game_id)

    async def _record_news(self, game_id: int) -> None:
        """Record what Discord answered about the game's turn post after a click, when no move of the
        game recorded it yet: before anything else reads or changes the turn post's record."""
        news = self.changes.news.pop(game_id, None)
        if news is None:
            return
        store = self.table.store
        if news.key is None:
            await store.mark_board_shown(game_id, news.message_id, news.shown)
        else:
            await store.record_turn_post(game_id, news.key, news.message_id, news.start, news.shown)

    async def _record_all_news(self) -> None:
        """Record every game's news of its turn post (when the flow stops)."""
        for game_id in list(self.changes.news):
            try:
                await self._record_news(game_id)
            except Exception:
                log.warning("could not record the turn post of game %s", game_id, exc_info=True)

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
        await self._record_all_news()
