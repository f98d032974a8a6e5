"""Lobbies: a table being set before its game is dealt (seats, bots, options, language, pace), and
the table's caps and lapses: open lobbies per member and per server (a lobby lapses when idle), and
games in play per member and per server (counted again by every start: ``services.changes``, the
rematches', practice games').

A lobby is not yet a game in play: its changes are plain guarded store writes, and the start that
deals it is the game flow's (``GameFlow.start``). docs/table-policies.md states every policy for
players and server admins.
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from lang import chain
from rules import get_game
from rules.base import IllegalAction
from rules.levels import DEFAULT_LEVEL, LEVELS
from rules.text import Msg, msg
from services.keyed_locks import KeyedLocks
from services.naming import ai_name, bots_problem, duration_text, table_language
from services.paces import ALIASES, DEFAULT_PACE, PACES
from store import LOBBY, GameRecord, SeatError, StaleVersion, Store

MAX_OPEN_LOBBIES_PER_SERVER = 10  # open lobbies a server may have at once (lobbies are cheap to open, costly to show)


MAX_OPEN_LOBBIES_PER_MEMBER_CHANNEL = 1  # a member hosts at most this many open lobbies in one channel


MAX_OPEN_LOBBIES_PER_MEMBER = 3  # ...and this many in a server, so one member cannot fill the server's cap


# A lobby nobody opened, joined, left, re-optioned or started for this long has lapsed: it no longer
# counts towards the lobby caps and is cancelled when next looked at (so idle lobbies cannot block /play).
LOBBY_IDLE_SECONDS = 24 * 60 * 60


# Games in play (every game dealt and not yet over, games of AI players only included). Each AI turn
# and board costs the bot work however few people watch, so these are caps on load. The defaults of
# the settings TABLETOP_MAX_GAMES_PER_MEMBER and TABLETOP_MAX_GAMES_PER_SERVER (see Lobbies).
MAX_GAMES_PER_MEMBER = 5  # games that count for one member, in every server: those they host or sit in


MAX_GAMES_PER_SERVER = 25  # games in play in one server


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


class Lobbies:
    """The lobbies on ``store`` and the caps every new game is counted against.

    ``max_games_per_member`` / ``max_games_per_server``: caps on games in play (None: no cap; the
    settings TABLETOP_MAX_GAMES_PER_MEMBER / _SERVER). ``lobby_idle_seconds``: when an untouched lobby
    lapses. ``clock``: the time now, in the store's seconds (tests move it)."""

    def __init__(
        self,
        store: Store,
        *,
        max_games_per_member: int | None = MAX_GAMES_PER_MEMBER,
        max_games_per_server: int | None = MAX_GAMES_PER_SERVER,
        lobby_idle_seconds: float = LOBBY_IDLE_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.max_games_per_member = max_games_per_member
        self.max_games_per_server = max_games_per_server
        self.lobby_idle_seconds = lobby_idle_seconds
        self._clock = clock
        # Per server; each lock lives only while in use (a long-running bot sees many servers).
        self._lobby_opening: KeyedLocks[int | None] = KeyedLocks()
        # Starts are counted against the caps on games in play and dealt one at a time in this process
        # (two starts at once must not both pass a cap with one place left).
        self._starting: KeyedLocks[str] = KeyedLocks()

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
        lobbies = await self.store.games_with_status(LOBBY, guild_id=guild_id, updated_since=self.lobby_cutoff())
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
        if actor_id is not None and list(full) == [actor_id]:
            listed = [f"#{game}" for game in full[actor_id][:10]]
            return GamesInPlayLimit(
                msg("lobby-refusal-member-games", count=len(full[actor_id]), games=listed, cap=cap), (actor_id,)
            )
        return GamesInPlayLimit(msg("lobby-refusal-players-games", count=len(full), cap=cap), tuple(full))

    async def close_lapsed_lobbies(self, guild_id: int | None) -> list[GameRecord]:
        """Cancel the server's lobbies idle for longer than the lobbies' idle time; returns them (closed)."""
        if guild_id is None:
            return []
        closed = await self.store.close_idle_lobbies(self.lobby_cutoff(), guild_id=guild_id)
        return [await self._reload(game_id) for game_id in closed]

    def lobby_cutoff(self) -> float:
        """Lobbies untouched since this moment have lapsed."""
        return self._clock() - self.lobby_idle_seconds

    async def join(self, game_id: int, user_id: int, name: str) -> GameRecord:
        record = await self.lobby(game_id)
        if record.seat_of(user_id) is None:  # a member at their cap would only hold the start up
            refusal = await self.games_refusal(None, (user_id,), actor_id=user_id)
            if refusal is not None:
                raise refusal
        await self.store.add_seat(game_id, name, get_game(record.game_key).max_players, user_id=user_id)
        return await self._reload(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        record = await self.lobby(game_id)
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
        record = await self.lobby(game_id)
        if by is not None and by != record.host_id and not admin:
            raise SeatError(msg("lobby-refusal-host-adds-bots"))
        used = {seat.name for seat in record.seats}
        name = ai_name(used, level, len(record.seats), table_language(record.language))
        await self.store.add_seat(game_id, name, get_game(record.game_key).max_players, ai_kind=level)
        return await self._reload(game_id)

    async def set_option(self, game_id: int, user_id: int, key: str, value: object) -> GameRecord:
        record = await self.lobby(game_id)
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
        record = await self.lobby(game_id)
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
        record = await self.lobby(game_id)
        if user_id != record.host_id:
            raise SeatError(msg("lobby-refusal-host-options"))
        if pace not in PACES:
            raise SeatError(msg("lobby-refusal-pace", paces=list(PACES)))
        await self.store.set_pace(game_id, pace)
        return await self._reload(game_id)

    async def cancel(self, game_id: int, user_id: int, admin: bool = False) -> GameRecord:
        """Close a lobby: the host, or a server admin (``admin``)."""
        record = await self.lobby(game_id)
        if user_id != record.host_id and not admin:
            raise SeatError(msg("lobby-refusal-host-cancels"))
        try:
            await self.store.cancel_lobby(game_id)
        except StaleVersion:
            raise SeatError(msg("lobby-refusal-started-or-closed")) from None
        return await self._reload(game_id)

    # ------------------------------------------------------------------ helpers
    async def lobby(self, game_id: int) -> GameRecord:
        """The open lobby ``game_id``; refused when it is gone, started, closed or lapsed (then closed here)."""
        record = await self.store.get_game(game_id)
        if record is None:
            raise SeatError(msg("lobby-refusal-gone"))
        if record.status != LOBBY:
            raise SeatError(msg("lobby-refusal-started-or-closed"))
        if record.rematch_of is not None:  # its seats and options are the finished game's (services.rematch)
            raise SeatError(msg("rematch-refusal-not-a-lobby"))
        if await self.store.close_idle_lobbies(self.lobby_cutoff(), game_id=game_id):
            raise LobbyLapsed(
                msg("lobby-refusal-lapsed", idle=duration_text(self.lobby_idle_seconds)), await self._reload(game_id)
            )
        return record

    async def _reload(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        assert record is not None
        return record
