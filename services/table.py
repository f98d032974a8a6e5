"""The table: the one path by which a game changes.

Cogs call this service; it loads the game from the store, asks the rules, and commits. It
knows nothing of Discord: it returns plain outcomes that the cogs turn into messages.
Moves of one game are serialised by a per-game lock; the store's version check refuses
anything computed from a stale state even across processes.

Every change of a game in play is one operation here, committed as one guarded store transaction
that bumps the version: ``play``, ``time_out`` (the clock's move, counting the run of time-outs and
switching to autopilot in the same transaction), ``undo`` (O(1): the state before a reversible move
is kept on its log row), ``resign``, ``hand_over``, ``take_back``, ``abandon`` (votes are rows).
The seat and rating policy (who may hand a seat over, who may end a rated game) lives here too;
see ``services.ending`` for how resignations rank. So do the table's caps and lapses: games in play
per member and per server, open lobbies (which lapse when idle), abandon votes (which lapse when the
game changes). docs/table-policies.md states every policy for players and server admins.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, replace
from typing import Any

from lang import SOURCE, Speaker, chain
from lang.catalogue import available
from render.alt_text import describe_result, describe_view
from render.score_sheet import render_score_sheet
from rules import get_game
from rules.ai import choose_action
from rules.base import Event, Game, IllegalAction, Result, can_take_back, is_irreversible
from rules.levels import DEFAULT_LEVEL, LEVELS
from rules.refusal import Refusal
from rules.text import Msg, msg
from rules.text import seat as seat_arg
from services.ai_pool import AIPool
from services.ending import abandon_voters, early_result, ends_now, rank_resigned_last, resigned, votes_needed
from services.images import ImageService
from services.keyed_locks import KeyedLocks
from services.lessons import why_it_matters
from services.members import MemberLocales
from services.paces import ALIASES, DEFAULT_PACE, PACES, SeatClock, pace_of, summarize
from services.standings import Standings
from services.turn_posts import humans_to_act, starts_new_post
from store import (
    ABANDONED,
    ACTIVE,
    FINISHED,
    LOBBY,
    UNDO,
    ClockUpdate,
    GameRecord,
    MoreTimeRefused,
    PostIntent,
    SeatError,
    StaleVersion,
    Store,
    decision_token,
)
from store.clock import timed_seats
from store.ratings import is_rated
from store.timer_plan import Allowance

log = logging.getLogger("tabletop.table")

AI_NAMES = ("Ada", "Blaise", "Cleo", "Dot", "Euler", "Fermi")


TIMEOUTS_TO_AUTOPILOT = 3  # consecutive time-outs after which the AI plays the seat (until taken back)
# Requests for more time a seat may make in one game (one a decision; a request lapses when the
# player decides, and only the first of a game pings who may grant it).
MORE_TIME_ASKS_PER_GAME = 3
DEFAULT_AI_THINK = 1.0  # seconds a hard AI searches per decision unless the settings say otherwise


def pace_seconds(pace: str, scale: float = 1.0) -> float:
    """The base time of a decision at ``pace`` (``scale``: the clock-scale setting, for tests); the
    paces and their time banks are data (``services.paces``)."""
    return pace_of(pace).decision * scale


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

    def caption(self, speaker: Speaker | None = None) -> str:
        """One line naming who did what, built from the public events only, in ``speaker``'s
        language with its names (the cogs pass the thread's, names made inert for Discord)."""
        speaker = speaker or Speaker(SOURCE, self.game.names)
        lines = [speaker.say(event.text) for event in self.events] or [
            speaker.t("turn-decided", player=seat_arg(self.seat))
        ]
        return " · ".join(lines)


MAX_OPEN_LOBBIES_PER_SERVER = 10  # open lobbies a server may have at once (lobbies are cheap to open, costly to show)
MAX_OPEN_LOBBIES_PER_MEMBER_CHANNEL = 1  # a member hosts at most this many open lobbies in one channel
MAX_OPEN_LOBBIES_PER_MEMBER = 3  # ...and this many in a server, so one member cannot fill the server's cap
# A lobby nobody opened, joined, left, re-optioned or started for this long has lapsed: it no longer
# counts towards the lobby caps and is cancelled when next looked at (so idle lobbies cannot block /play).
LOBBY_IDLE_SECONDS = 24 * 60 * 60

# Games in play (every game dealt and not yet over, games of AI players only included). Each AI turn
# and board costs the bot work however few people watch, so these are caps on load. The defaults of
# the settings TABLETOP_MAX_GAMES_PER_MEMBER and TABLETOP_MAX_GAMES_PER_SERVER (see TableService).
MAX_GAMES_PER_MEMBER = 5  # games that count for one member, in every server: those they host or sit in
MAX_GAMES_PER_SERVER = 25  # games in play in one server

# An abandon vote counts only while the board is the one it was cast on (the next move, undo or
# seat change lapses it) and for at most this long.
ABANDON_VOTE_SECONDS = 24 * 60 * 60


class LobbyLimit(SeatError):
    """A new lobby (or a start, or a join) is refused by a cap. ``open``: the member's own open lobby
    that is in the way, if any; ``where``: the channel of each open lobby that counts towards a
    server's cap (the caller may not see them all, so the cog names the channels)."""

    def __init__(self, reason: Msg, open: GameRecord | None = None, where: tuple[int, ...] = ()) -> None:
        super().__init__(reason)
        self.open = open
        self.where = where


class GamesInPlayLimit(LobbyLimit):
    """Refused by a cap on games in play: the member's (``members`` are those at their cap) or the
    server's (``members`` empty)."""

    def __init__(self, reason: Msg, members: tuple[int, ...] = ()) -> None:
        super().__init__(reason)
        self.members = members


class LobbyLapsed(SeatError):
    """The lobby had been idle for longer than the lobbies' idle time; it is now cancelled (``lobby``)."""

    def __init__(self, reason: Msg, lobby: GameRecord) -> None:
        super().__init__(reason)
        self.lobby = lobby


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


def more_time_grantors(record: GameRecord, seat: int) -> tuple[tuple[int, ...], bool]:
    """Who may grant ``seat``'s request for more time: every other person still playing (not
    resigned); when nobody else plays, the host, unless the host is the asker. Nobody grants their
    own request, so alone with bots a player has nobody to ask (empty). Returns (user ids, by host)."""
    asker = record.seats[seat].user_id
    others = tuple(
        info.user_id
        for info in record.seats
        if info.seat != seat and info.user_id is not None and info.timeouts >= 0 and info.user_id != asker
    )
    if others:
        return tuple(dict.fromkeys(others)), False
    if record.host_id != asker:
        return (record.host_id,), True
    return (), False


class TableService:
    def __init__(
        self,
        store: Store,
        images: ImageService | None = None,
        ai_think: float = DEFAULT_AI_THINK,
        ai_pool: AIPool | None = None,
        clock_scale: float = 1.0,
        *,
        max_games_per_member: int | None = MAX_GAMES_PER_MEMBER,
        max_games_per_server: int | None = MAX_GAMES_PER_SERVER,
        lobby_idle_seconds: float = LOBBY_IDLE_SECONDS,
        abandon_vote_seconds: float = ABANDON_VOTE_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        """``max_games_per_member`` / ``max_games_per_server``: caps on games in play (None: no cap;
        the settings TABLETOP_MAX_GAMES_PER_MEMBER / _SERVER). ``lobby_idle_seconds``: when an untouched
        lobby lapses. ``abandon_vote_seconds``: the longest an abandon vote counts. ``clock``: the time
        now, in the store's seconds (tests move it)."""
        self.store = store
        self.max_games_per_member = max_games_per_member
        self.max_games_per_server = max_games_per_server
        self.lobby_idle_seconds = lobby_idle_seconds
        self.abandon_vote_seconds = abandon_vote_seconds
        self._clock = clock
        self.images = images or ImageService()  # every board image is drawn through its cache and pool
        self.ai_think = ai_think  # seconds a hard AI thinks per decision (the TABLETOP_AI_THINK setting)
        self.clock_scale = clock_scale  # factor on every pace's decision time (TABLETOP_CLOCK_SCALE)
        self.standings = Standings(store)  # results and ratings of finished games
        self.members = MemberLocales(store)  # each member's last known Discord locale (for DMs)
        self.ai_pool = ai_pool or AIPool()
        # Per game and per server; each lock lives only while in use (a long-running bot sees many games).
        self._locks: KeyedLocks[int] = KeyedLocks()
        self._lobby_opening: KeyedLocks[int | None] = KeyedLocks()
        # Starts are counted against the caps on games in play and dealt one at a time in this process
        # (two starts at once must not both pass a cap with one place left).
        self._starting: KeyedLocks[str] = KeyedLocks()

    def decision_seconds(self, record: GameRecord) -> float:
        """The base time of one decision in this game (its pace, scaled by the settings)."""
        return self.allowance(record).base

    def allowance(self, record: GameRecord) -> Allowance:
        """The game's pace as the clocks run it: base time, bank, increment, cap (scaled by the settings)."""
        return pace_of(record.pace).allowance(self.clock_scale)

    def clock_after(
        self,
        record: GameRecord,
        state: dict[str, Any] | None,
        moved: frozenset[int] = frozenset(),
        earned: frozenset[int] = frozenset(),
    ) -> ClockUpdate:
        """The clocks of ``record`` once its state is ``state`` (``moved``: seats whose decision was
        made; ``earned``: those whose own move it was, whose bank earns the pace's increment)."""
        to_act = frozenset(get_game(record.game_key).to_act(state)) if state is not None else frozenset()
        allowance = self.allowance(record)
        return ClockUpdate(to_act=to_act, seconds=allowance.base, moved=moved, allowance=allowance, earned=earned)

    async def clock_summary(self, record: GameRecord, now: float | None = None) -> list[SeatClock]:
        """Each human's remaining time (the current decision's base time left, and their bank), for
        the board's standings; empty when the game is not in play."""
        if record.status != ACTIVE:
            return []
        return summarize(record, await self.store.seat_clocks(record.id), self.allowance(record), now)

    def lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """``async with table.lock(game_id):`` changes of one game in this process, one at a time."""
        return self._locks.hold(game_id)

    def counting_starts(self) -> AbstractAsyncContextManager[None]:
        """Held while a start is counted against the caps on games in play and dealt (a lobby's, a
        rematch's): two starts at once in this process must not both pass a cap with one place left."""
        capped = self.max_games_per_member is not None or self.max_games_per_server is not None
        return self._starting.hold("games in play") if capped else contextlib.nullcontext()

    # ------------------------------------------------------------------ lobby
    async def open_lobby(
        self,
        game_key: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        bots: int = 0,
        pace: str = DEFAULT_PACE,
        bot_level: str = DEFAULT_LEVEL,
        language: str | None = None,
    ) -> GameRecord:
        """A new lobby; ``language``: the server's Discord locale, which the table's language
        defaults to (the host may change it before the start, see ``set_language``)."""
        get_game(game_key)  # KeyError for an unknown game, before anything is stored
        pace = ALIASES.get(pace, pace)
        if pace not in PACES:
            raise SeatError(msg("lobby-refusal-pace", paces=list(PACES)))
        problem = bots_problem(game_key, bots)
        if problem:
            raise SeatError(problem)
        if bot_level not in LEVELS:
            raise SeatError(msg("lobby-refusal-level", levels=list(LEVELS)))
        seed = random.SystemRandom().randrange(1, 2**31)
        async with self._lobby_opening.hold(guild_id):  # the caps are checked and the lobby created as one step
            refusal = await self.lobby_refusal(guild_id, channel_id, host_id)
            if refusal is not None:
                raise refusal
            game_id = await self.store.create_lobby(game_key, guild_id, channel_id, host_id, host_name, seed, {}, pace)
            await self.store.set_language(game_id, table_language(language), touch=False)
        for _ in range(bots):
            await self.add_bot(game_id, bot_level)
        record = await self.store.get_game(game_id)
        assert record is not None
        return record

    async def lobby_refusal(self, guild_id: int | None, channel_id: int, host_id: int) -> LobbyLimit | None:
        """Why ``host_id`` may not open another lobby in this channel now (a LobbyLimit to raise or
        show), or None. ``open_lobby`` checks it again under the server's lock. Lapsed lobbies (idle
        for longer than the lobbies' idle time) do not count; neither cap on games in play may be full."""
        lobbies = await self.store.games_with_status(LOBBY, guild_id=guild_id, updated_since=self._lobby_cutoff())
        lobbies = [r for r in lobbies if r.rematch_of is None]  # a rematch waits on a final post, not a lobby
        own = [r for r in lobbies if r.host_id == host_id and r.channel_id == channel_id]
        if len(own) >= MAX_OPEN_LOBBIES_PER_MEMBER_CHANNEL:
            return LobbyLimit(msg("lobby-refusal-own-lobby-here", game=own[0].id), own[0])
        hosted = [r for r in lobbies if r.host_id == host_id]
        if guild_id is not None and len(hosted) >= MAX_OPEN_LOBBIES_PER_MEMBER:
            return LobbyLimit(msg("lobby-refusal-member-lobbies", count=len(hosted), game=hosted[0].id), hosted[0])
        if guild_id is not None and len(lobbies) >= MAX_OPEN_LOBBIES_PER_SERVER:
            return LobbyLimit(
                msg("lobby-refusal-server-lobbies", count=len(lobbies), idle=duration_text(self.lobby_idle_seconds)),
                where=tuple(r.channel_id for r in lobbies),
            )
        return await self.games_refusal(guild_id, (host_id,), actor_id=host_id)

    async def games_refusal(
        self, guild_id: int | None, user_ids: tuple[int, ...], *, actor_id: int | None = None
    ) -> GamesInPlayLimit | None:
        """Why a new game for ``user_ids`` (its host and human players) would break a cap on games in
        play, or None. A game counts for its host and for every human seated in it who has not
        resigned, in every server, until it ends; the server's cap counts every game in play there."""
        if guild_id is not None and self.max_games_per_server is not None:
            in_play = await self.store.count_games_in_play(guild_id)
            if in_play >= self.max_games_per_server:
                return GamesInPlayLimit(msg("lobby-refusal-server-games", count=in_play, cap=self.max_games_per_server))
        if self.max_games_per_member is None:
            return None
        full: dict[int, list[int]] = {}
        for user_id in dict.fromkeys(user_ids):
            games = await self.store.games_in_play_of(user_id)
            if len(games) >= self.max_games_per_member:
                full[user_id] = games
        if not full:
            return None
        cap = self.max_games_per_member
        if list(full) == [actor_id]:
            listed = [f"#{game}" for game in full[actor_id][:10]]
            return GamesInPlayLimit(
                msg("lobby-refusal-member-games", count=len(full[actor_id]), games=listed, cap=cap), (actor_id,)
            )
        return GamesInPlayLimit(msg("lobby-refusal-players-games", count=len(full), cap=cap), tuple(full))

    async def close_lapsed_lobbies(self, guild_id: int | None) -> list[GameRecord]:
        """Cancel the server's lobbies idle for longer than the lobbies' idle time; returns them (closed)."""
        if guild_id is None:
            return []
        closed = await self.store.close_idle_lobbies(self._lobby_cutoff(), guild_id=guild_id)
        return [await self._reload(game_id) for game_id in closed]

    def _lobby_cutoff(self) -> float:
        """Lobbies untouched since this moment have lapsed."""
        return self._clock() - self.lobby_idle_seconds

    async def join(self, game_id: int, user_id: int, name: str) -> GameRecord:
        record = await self._lobby(game_id)
        if record.seat_of(user_id) is None:  # a member at their cap would only hold the start up
            refusal = await self.games_refusal(None, (user_id,), actor_id=user_id)
            if refusal is not None:
                raise refusal
        await self.store.add_seat(game_id, name, get_game(record.game_key).max_players, user_id=user_id)
        return await self._reload(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        record = await self._lobby(game_id)
        seat = record.seat_of(user_id)
        if seat is None:
            raise SeatError(msg("store-refusal-not-seated"))
        if user_id == record.host_id:
            raise SeatError(msg("lobby-refusal-host-leaves"))
        await self.store.remove_user(game_id, user_id)
        return await self._reload(game_id)

    async def add_bot(
        self, game_id: int, level: str = DEFAULT_LEVEL, *, by: int | None = None, admin: bool = False
    ) -> GameRecord:
        """Seat an AI player of ``level`` (easy, normal or hard); its name says the level.

        ``by``: the member asking; only the host (or a server admin) adds bots, since a bot makes the
        game unrated and takes a seat that no one else can free (the host sets the table, as with options).
        """
        if level not in LEVELS:
            raise SeatError(msg("lobby-refusal-level", levels=list(LEVELS)))
        record = await self._lobby(game_id)
        if by is not None and by != record.host_id and not admin:
            raise SeatError(msg("lobby-refusal-host-adds-bots"))
        used = {seat.name for seat in record.seats}
        name = ai_name(used, level, len(record.seats), table_language(record.language))
        await self.store.add_seat(game_id, name, get_game(record.game_key).max_players, ai_kind=level)
        return await self._reload(game_id)

    async def set_option(self, game_id: int, user_id: int, key: str, value: Any) -> GameRecord:
        record = await self._lobby(game_id)
        if user_id != record.host_id:
            raise SeatError(msg("lobby-refusal-host-options"))
        game = get_game(record.game_key)
        options = dict(record.options)
        options[key] = value
        try:
            game.resolve_options(options, max(len(record.seats), game.min_players))
        except IllegalAction as refusal:
            raise SeatError(refusal.reason) from None
        await self.store.set_options(game_id, options)
        return await self._reload(game_id)

    async def set_language(self, game_id: int, user_id: int, language: str) -> GameRecord:
        """The host chooses the table's language (the thread, its boards and the score sheet) before
        the start; the AI players' names, which say their level, follow it."""
        record = await self._lobby(game_id)
        if user_id != record.host_id:
            raise SeatError(msg("lobby-refusal-host-options"))
        if chain(language)[0] != language:  # a language of the catalogue (or the test pseudo-locale)
            raise SeatError(msg("lobby-refusal-language"))
        await self.store.set_language(game_id, language)
        used = {seat.name for seat in record.seats if not seat.ai_kind}
        renamed: dict[int, str] = {}
        for info in record.seats:
            if info.ai_kind:
                renamed[info.seat] = ai_name(used, info.ai_kind, info.seat, language)
                used.add(renamed[info.seat])
        if renamed:
            await self.store.rename_ai_seats(game_id, renamed)
        return await self._reload(game_id)

    async def set_pace(self, game_id: int, user_id: int, pace: str) -> GameRecord:
        """The host chooses the game's pace (``services.paces``) before the start."""
        record = await self._lobby(game_id)
        if user_id != record.host_id:
            raise SeatError(msg("lobby-refusal-host-options"))
        if pace not in PACES:
            raise SeatError(msg("lobby-refusal-pace", paces=list(PACES)))
        await self.store.set_pace(game_id, pace)
        return await self._reload(game_id)

    async def cancel(self, game_id: int, user_id: int, admin: bool = False) -> GameRecord:
        """Close a lobby: the host, or a server admin (``admin``)."""
        record = await self._lobby(game_id)
        if user_id != record.host_id and not admin:
            raise SeatError(msg("lobby-refusal-host-cancels"))
        try:
            await self.store.cancel_lobby(game_id)
        except StaleVersion:
            raise SeatError(msg("lobby-refusal-started-or-closed")) from None
        return await self._reload(game_id)

    async def start(self, game_id: int, user_id: int, admin: bool = False) -> GameRecord:
        """Deal the game: the host, or a server admin (``admin``). The thread is attached afterwards
        (see ``attach_thread``)."""
        record = await self._lobby(game_id)
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
        members = (record.host_id,) + tuple(seat.user_id for seat in record.seats if seat.user_id is not None)
        capped = self.max_games_per_member is not None or self.max_games_per_server is not None
        async with self._starting.hold("games in play") if capped else contextlib.nullcontext():
            refusal = await self.games_refusal(record.guild_id, members, actor_id=user_id) if capped else None
            if refusal is not None:
                raise refusal
            try:
                # Deals only if it is still this lobby: same seats, same options, not started or cancelled.
                clock = self.clock_after(record, state)
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
        if record.version != expected_version or seat not in timed_seats(record, game.to_act(record.state or {})):
            raise StaleVersion(msg("table-refusal-decided-in-time"))
        # Computed outside the lock (it may take a while); the commit re-checks the version.
        action = await asyncio.to_thread(choose_action, "greedy", game, record.state, seat)
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
        """Under the game's lock: ask the rules, then commit the move in one guarded transaction."""
        game = get_game(record.game_key)
        assert record.state is not None
        transition = game.apply(record.state, seat, action_id)
        events = list(transition.events)
        if record.practice and 0 <= seat < len(record.seats) and record.seats[seat].ai_kind is not None:
            events.append(practice_note(game, record, transition.state, seat, events))  # why a bot's move matters
        result = game.result(transition.state)
        if result is not None:
            result = rank_resigned_last(record, result)  # resigned players end last
        # Randomness drawn or secrets revealed can never be taken back, whatever the engine says.
        irreversible = is_irreversible(record.state, transition, seat)
        # Only a player's own decision that can be taken back keeps the state before it.
        undoable = not by_ai and can_take_back(game, record.state, seat, transition)
        earned = frozenset([seat]) if not by_ai and not timed_out else frozenset()
        clock = self.clock_after(record, transition.state, moved=frozenset([seat]), earned=earned)
        if not timed_out:  # nobody's seat changes hands in a move, so who runs on a clock is known
            clock = replace(clock, timed=frozenset(timed_seats(record, clock.to_act)))
        before = frozenset(game.to_act(record.state))
        post = owed_post(record, before, clock.to_act) if result is None else None
        await self.store.commit_move(
            record.id,
            record.version,
            seat,
            action_id,
            [event.to_json() for event in events],
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
        )
        # The game as committed: read back after a time-out (its seat's run and autopilot changed in
        # the transaction), otherwise known without a read, since a move changes only these fields.
        after = (
            await self._reload(record.id)
            if timed_out
            else _after_move(record, seat, by_ai, transition.state, result, clock, post)
        )
        return MoveOutcome(
            game=after,
            seat=seat,
            action_id=action_id,
            events=events,
            hidden_change=transition.hidden_change,
            result=result,
            by_ai=by_ai,
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
                game_id, record.version, last.version, seat, clock=self.clock_after(record, previous)
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
            record, seat, asked.token, self.allowance(record).more_time, grantors, by_host, ping=asked.asks == 1
        )

    async def grant_more_time(self, game_id: int, user_id: int, seat: int, token: int) -> MoreTimeGranted:
        """``user_id`` grants ``seat``'s request ``token``: the pace's more time is added to that
        seat's current decision, in one guarded transaction (refused when the request no longer
        stands: the player decided, or someone granted it first)."""
        record = await self._active(game_id)
        if not 0 <= seat < len(record.seats):
            raise MoreTimeRefused(msg("paces-refusal-request-gone"))
        grantors, by_host = more_time_grantors(record, seat)
        if user_id not in grantors:
            if user_id == record.seats[seat].user_id:
                raise MoreTimeRefused(msg("paces-refusal-grant-own"))
            raise MoreTimeRefused(msg("paces-refusal-grant-who"))
        allowance = self.allowance(record)
        deadline = await self.store.grant_more_time(
            game_id, seat, token, allowance.more_time, base=allowance.base, last_call=allowance.last_call
        )
        return MoreTimeGranted(await self._reload(game_id), seat, user_id, allowance.more_time, deadline)

    async def can_ask_more_time(self, record: GameRecord, seat: int) -> bool:
        """Whether ``seat`` may ask for more time now (the picker offers the button then): deciding on
        a clock, someone else to grant it, no more time had in this game, requests left, and no
        request pending for this decision."""
        if record.status != ACTIVE or not 0 <= seat < len(record.seats) or record.seats[seat].is_ai:
            return False
        if not more_time_grantors(record, seat)[0]:
            return False
        row = (await self.store.seat_clocks(record.id)).get(seat)
        if row is None or row.started is None or row.deadline is None or row.granted:
            return False
        return row.asked != decision_token(row.started) and row.asks < MORE_TIME_ASKS_PER_GAME

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
                clock=self.clock_after(record, record.state),
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
            game_id, record.version, seat, by_someone_else=not own, clock=self.clock_after(record, record.state)
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
            await self.store.take_back_seat(game_id, record.version, seat, clock=self.clock_after(record, record.state))
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
        if seat is None:
            return None
        kind = record.seats[seat].ai_kind  # None: a human seat on autopilot, which plays normal
        return seat, await self.ai_pool.decide(record.game_key, record.state, seat, kind, self.ai_think)

    # ------------------------------------------------------------------ images
    async def public_images(self, record: GameRecord, locale: str | None = None) -> list[bytes]:
        """The spectators' board at this version (1 to 4 PNGs), drawn once per language and then
        shared; in the table's language unless ``locale`` says otherwise (a private look at it)."""
        return await self._images(record, None, locale)

    async def seat_images(self, record: GameRecord, seat: int, locale: str | None = None) -> list[bytes]:
        """What ``seat`` sees at this version (1 to 4 PNGs), drawn once per language and then shared;
        ``locale``: the reader's (the table's language when not given)."""
        return await self._images(record, seat, locale)

    async def public_image(self, record: GameRecord) -> bytes:
        return (await self.public_images(record))[0]

    async def seat_image(self, record: GameRecord, seat: int, locale: str | None = None) -> bytes:
        return (await self.seat_images(record, seat, locale))[0]

    def _drawing(self, record: GameRecord, seat: int | None, locale: str | None) -> tuple[Any, ...]:
        """What the drawing pool needs for what ``seat`` (None: spectators) sees at this version: the
        cache key, the game, the view (plain data, not a closure, so it is computed with the drawing,
        in a worker process), the names and the drawing's language."""
        language = chain(locale)[0] if locale else table_language(record.language)
        key = (record.id, record.version, seat, language)
        return key, record.game_key, self.images.view_of(record, seat), record.names, language

    async def _images(self, record: GameRecord, seat: int | None, locale: str | None) -> list[bytes]:
        return await self.images.images(*self._drawing(record, seat, locale))

    async def described(
        self, record: GameRecord, seat: int | None, locale: str | None = None
    ) -> tuple[list[bytes], str]:
        """What ``seat`` (None: spectators) sees at this version, as :meth:`seat_images` (or
        :meth:`public_images`) draws it, with the alt text :meth:`seat_alt` (or :meth:`public_alt`)
        says of it: drawn and described together in the drawing pool (one view, one job), off the
        event loop."""
        alt_locale = locale or table_language(record.language)
        return await self.images.described(*self._drawing(record, seat, locale), alt_locale)

    def public_alt(self, record: GameRecord, locale: str | None = None) -> str:
        """Alt text of the public board image: what it shows, from the same view (in the table's
        language unless ``locale`` is given)."""
        view = get_game(record.game_key).view(record.state, None)
        return describe_view(record.game_key, view, record.names, locale or table_language(record.language))

    def seat_alt(self, record: GameRecord, seat: int, locale: str | None = None) -> str:
        view = get_game(record.game_key).view(record.state, seat)
        return describe_view(record.game_key, view, record.names, locale or table_language(record.language))

    def score_sheet_alt(self, record: GameRecord) -> str:
        game = get_game(record.game_key)
        result = Result.from_json(record.result) if record.result else game.result(record.state)
        assert result is not None
        return describe_result(record.game_key, record.names, result, table_language(record.language))

    async def replay_gif(self, record: GameRecord) -> tuple[bytes, int]:
        """The replay GIF of a finished game and its number of moves, drawn in the replay process from
        a bounded read of the log (one at a time, so the frames of a whole game never weigh on the bot's
        memory; see ``ImageService.replay``), in the table's language."""
        return await self.images.replay(self.store, record, locale=table_language(record.language))

    async def score_sheet(self, record: GameRecord) -> bytes:
        """The score sheet, in the table's language."""
        game = get_game(record.game_key)
        result = Result.from_json(record.result) if record.result else game.result(record.state)
        assert result is not None
        language = table_language(record.language)
        return await self.images.run(
            render_score_sheet,
            speaker_title(record.game_key, language),
            record.names,
            result,
            record.game_key,
            language,
        )

    async def ping(self) -> None:
        """Whether the database answers (raises when it does not)."""
        await self.store.ping()

    async def start_workers(self) -> None:
        """Start every worker process (drawing, replay, hard AI), in threads, and wait until each
        runs: done before the bot answers its first interaction, so no answer waits for a start."""
        await asyncio.gather(self.images.start(), self.ai_pool.start())

    async def close(self) -> None:
        """Stop the worker processes (drawing, hard AI) and close the database."""
        self.images.close()
        self.ai_pool.close()
        await self.store.close()

    # ------------------------------------------------------------------ reads
    async def game(self, game_id: int) -> GameRecord | None:
        """The game as last committed, or None."""
        return await self.store.get_game(game_id)

    async def record_final_post(self, game_id: int, message_id: int) -> None:
        """Remember which message is the final post of ``game_id`` (its rematch edits it)."""
        await self.store.set_final_message(game_id, message_id)

    async def game_in_thread(self, thread_id: int) -> GameRecord | None:
        """The game played in the thread ``thread_id``, or None."""
        return await self.store.game_by_thread(thread_id)

    async def games_in_play(self) -> list[GameRecord]:
        return await self.store.games_with_status(ACTIVE)

    async def games_listed(self, guild_id: int | None, reader_id: int) -> list[GameRecord]:
        """Lobbies and games in play of a server that ``/game list`` shows the member ``reader_id``:
        every game in play except other members' practice games (one member's own, in a private
        thread), and the lobbies the reader can join or sits in: not a full one, and never a
        rematch waiting for its players' yes (nobody joins it; its players answer on the final post)."""
        listed = []
        for record in await self.store.games_with_status(ACTIVE, LOBBY, guild_id=guild_id):
            if record.practice and record.host_id != reader_id:
                continue
            if record.status == LOBBY:
                seated = record.seat_of(reader_id) is not None
                full = len(record.seats) >= get_game(record.game_key).max_players
                if record.rematch_of is not None or (full and not seated):
                    continue
            listed.append(record)
        return listed

    async def moves(self, game_id: int, after_version: int = 0, through_version: int | None = None) -> list:
        """The logged moves after ``after_version`` (through ``through_version``), oldest first."""
        return await self.store.moves(game_id, after_version=after_version, through_version=through_version)

    async def last_live_move(self, game_id: int):
        """The newest move still in effect (what an undo would take back), or None."""
        return await self.store.last_live_move(game_id)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.store.set_lobby_message(game_id, message_id)

    async def mark_dm_closed(self, game_id: int, seat: int) -> None:
        await self.store.mark_dm_closed(game_id, seat)

    # ------------------------------------------------------------------ helpers
    async def _lobby(self, game_id: int) -> GameRecord:
        """The open lobby ``game_id``; refused when it is gone, started, closed or lapsed (then closed here)."""
        record = await self.store.get_game(game_id)
        if record is None:
            raise SeatError(msg("lobby-refusal-gone"))
        if record.status != LOBBY:
            raise SeatError(msg("lobby-refusal-started-or-closed"))
        if record.rematch_of is not None:  # its seats and options are the finished game's (services.rematch)
            raise SeatError(msg("rematch-refusal-not-a-lobby"))
        if await self.store.close_idle_lobbies(self._lobby_cutoff(), game_id=game_id):
            raise LobbyLapsed(
                msg("lobby-refusal-lapsed", idle=duration_text(self.lobby_idle_seconds)), await self._reload(game_id)
            )
        return record

    async def _active(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        if record is None or record.status != ACTIVE or record.state is None:
            raise IllegalAction(msg("table-refusal-not-in-play"))
        return record

    async def _reload(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        assert record is not None
        return record


def duration_text(seconds: float) -> Msg:
    """A stated time as players read it ("24 hours", "30 minutes"), as a message to show or to pass
    as an argument."""
    if seconds >= 3600 and seconds % 3600 == 0:
        return msg("duration-hours", count=int(seconds // 3600))
    return msg("duration-minutes", count=max(1, round(seconds / 60)))


def table_languages() -> tuple[str, ...]:
    """The languages a table may be played in (the host's choice in the lobby), the source first."""
    return available()


def table_language(locale: str | None) -> str:
    """The language a table plays in for a server's Discord locale (or a stored choice): the first
    language of the catalogue the locale reads (``es-419`` plays in Spanish; an unknown one in English)."""
    return chain(locale)[0]


def game_title(game_key: str) -> Msg:
    """A game's name, as a message (publishers may call their games differently in each language)."""
    return msg(f"game-title-{game_key}")


def speaker_title(game_key: str, locale: str | None) -> str:
    """A game's name in ``locale``."""
    return Speaker(locale).say(game_title(game_key))


def _after_move(
    record: GameRecord,
    seat: int,
    by_ai: bool,
    state: dict[str, Any],
    result: Result | None,
    clock: ClockUpdate,
    post: PostIntent | None,
) -> GameRecord:
    """``record`` as a move (not a time-out) leaves it, field for field as ``Store.commit_move`` writes
    it: the new state, version and status, one more logged move, the mover's run of time-outs ended,
    and the turn post's record (who is to act; a post owed by this move, merged with one still owed)."""
    version = record.version + 1
    owed = record.board.owed
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
        board=replace(record.board, to_act=clock.to_act, owed=owed),
    )


def bot_name(name: str, level: str, language: str | None = SOURCE) -> str:
    """An AI player's display name, which says its level in the table's language: "Ada (hard bot)".
    Stored as the seat's name: it is a name from then on, never read again."""
    return Speaker(language).t("lobby-bot-name", name=name, level=msg(f"level-{level}-short"))


def ai_name(used: set[str], level: str, seats: int, language: str | None) -> str:
    """The name of a new AI player of ``level``: the first of ``AI_NAMES`` not taken at the table
    (``used``), else a numbered one."""
    return next(
        (bot_name(n, level, language) for n in AI_NAMES if bot_name(n, level, language) not in used),
        Speaker(language).t("lobby-bot-name-numbered", number=seats + 1, level=msg(f"level-{level}-short")),
    )


@contextlib.contextmanager
def naming(record: GameRecord) -> Iterator[None]:
    """A refusal raised in the block names its game's seats (``refusal.names``), so the player reads
    their names in it (a reason names seats as arguments, see ``cogs.ui.refuse``)."""
    try:
        yield
    except Refusal as refusal:
        refusal.names = list(record.names)  # type: ignore[attr-defined]  # read with getattr by the cogs
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


def practice_note(game: Game, record: GameRecord, after: dict[str, Any], seat: int, events: list[Event]) -> Event:
    """In a practice game, the line logged with a bot's move that says why it matters to the member
    (``services.lessons``: from the public scores and events only)."""
    learner = next((info.seat for info in record.seats if info.user_id is not None), 0)
    return why_it_matters(game, record.state, after, seat, learner, events)


def bots_problem(game_key: str, bots: int) -> Msg | None:
    """Why ``bots`` AI players cannot be seated at once at a new table of this game, or None."""
    game = get_game(game_key)
    most = game.max_players - 1
    if not 0 <= bots <= most:
        return msg("lobby-refusal-too-many-bots", game=game_title(game_key), players=game.max_players, count=most)
    return None


def _with_resignation(record: GameRecord, seat: int) -> GameRecord:
    """``record`` as it will be once ``seat`` has resigned (next in order, on autopilot)."""
    order = len(resigned(record)) + 1
    seats = tuple(replace(s, timeouts=-order, autopilot=True) if s.seat == seat else s for s in record.seats)
    return replace(record, seats=seats)


def legal_actions_for(record: GameRecord, user_id: int) -> tuple[Game, int | None, list]:
    """The engine, the user's seat, and that seat's legal actions now (empty when none)."""
    game = get_game(record.game_key)
    seat = record.seat_of(user_id)
    if seat is None or record.state is None or record.status != ACTIVE:
        return game, seat, []
    return game, seat, game.legal_actions(record.state, seat)
