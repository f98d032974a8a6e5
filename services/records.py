"""Reads of the games, and the Discord bookkeeping that changes no game: which message is a game's
lobby or final post, which seat's direct messages are closed; each member's settings and locale
(``services.members``) and the results and ratings of finished games (``services.standings``).

Nothing here changes a game: every change of one goes through the game flow (``services.flow``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules import get_game
from rules.base import Action, Game, State, View
from services.away import AWAY_DAYS_PER_YEAR, TimeAway
from services.end_stats import EndStats, read_end_stats
from services.members import MemberLocales
from services.seasons import SeasonService
from services.standings import Standings
from store import ACTIVE, LOBBY, GameRecord, LiveMove, MoveRecord, SeatedGame, Store


@dataclass(frozen=True)
class MemberGames:
    """Every game a member sits in, as ``/game mine`` lists them: ``waiting``, the games in play
    waiting for their decision, the soonest deadline first (untimed decisions after the timed ones,
    the oldest first); ``lobbies``, the lobbies and rematches they sit in, the rematches still waiting
    for their yes first; ``others``, their games in play waiting for someone else (or played by the
    AI for them), oldest first."""

    waiting: tuple[SeatedGame, ...] = ()
    lobbies: tuple[SeatedGame, ...] = ()
    others: tuple[SeatedGame, ...] = ()

    @property
    def count(self) -> int:
        return len(self.waiting) + len(self.lobbies) + len(self.others)


def waits_for(seated: SeatedGame) -> bool:
    """Whether a game in play waits for this member's decision now: their seat is to act, and the
    AI does not play it for them."""
    record = seated.game
    if record.status != ACTIVE or record.state is None or record.seats[seated.seat].is_ai:
        return False
    return seated.seat in get_game(record.game_key).to_act(record.state)


def _decision_order(seated: SeatedGame) -> tuple[float, float, int]:
    inf = float("inf")
    deadline = inf if seated.deadline is None else seated.deadline
    started = inf if seated.decision_started is None else seated.decision_started
    return deadline, started, seated.game.id


class Records:
    """The games on ``store`` as last committed, with the members' settings and the standings."""

    def __init__(self, store: Store, away_days_per_year: int = AWAY_DAYS_PER_YEAR) -> None:
        self.store = store
        self.standings = Standings(store)  # results and ratings of finished games
        self.members = MemberLocales(store)  # each member's last known Discord locale (for DMs)
        self.away = TimeAway(store, away_days_per_year)  # zones, quiet hours and days away (/settings)
        self.seasons = SeasonService(store)  # a server's seasons and their tables

    async def ping(self) -> None:
        """Whether the database answers (raises when it does not)."""
        await self.store.ping()

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

    async def member_games(self, user_id: int, shared: Callable[[int | None], bool] | None = None) -> MemberGames:
        """Every game in play and lobby ``user_id`` sits in (see :class:`MemberGames`), in every
        server for which ``shared(guild_id)`` holds (the servers the bot shares with them; None:
        every server). A practice game counts only for its own member; finished games are not listed."""
        waiting: list[SeatedGame] = []
        lobbies: list[SeatedGame] = []
        others: list[SeatedGame] = []
        for seated in await self.store.seated_games_of(user_id):
            record = seated.game
            if shared is not None and not shared(record.guild_id):
                continue
            if record.practice and record.host_id != user_id:
                continue
            if record.status == LOBBY:
                lobbies.append(seated)
            elif waits_for(seated):
                waiting.append(seated)
            else:
                others.append(seated)
        waiting.sort(key=_decision_order)
        # A rematch still waiting for this member's yes first, then the other lobbies; oldest first.
        lobbies.sort(key=lambda s: (not (s.game.rematch_of is not None and not s.said_yes), s.game.id))
        return MemberGames(tuple(waiting), tuple(lobbies), tuple(others))

    async def next_decision(
        self, user_id: int, shared: Callable[[int | None], bool] | None = None
    ) -> GameRecord | None:
        """The game of the oldest decision waiting for ``user_id`` (the first ``/game mine`` lists),
        in the servers ``shared`` admits; None when nothing waits for them."""
        waiting = (await self.member_games(user_id, shared)).waiting
        return waiting[0].game if waiting else None

    async def moves(self, game_id: int, after_version: int = 0, through_version: int | None = None) -> list[MoveRecord]:
        """The logged moves after ``after_version`` (through ``through_version``), oldest first."""
        return await self.store.moves(game_id, after_version=after_version, through_version=through_version)

    async def end_stats(self, record: GameRecord) -> EndStats | None:
        """The statistics of a finished game (``services.end_stats``); None while it is in play, so
        nothing of them shows before its end."""
        return await read_end_stats(self.store, record)

    async def since_own_move(self, game_id: int, seat: int, through_version: int) -> list[MoveRecord]:
        """The logged moves since ``seat``'s player last decided (every seat's, AI moves included), up
        to ``through_version``, oldest first: what happened while they were away."""
        after = await self.store.last_own_move(game_id, seat)
        return await self.store.moves(game_id, after_version=after or 0, through_version=through_version)

    async def last_live_move(self, game_id: int) -> LiveMove | None:
        """The newest move still in effect (what an undo would take back), or None."""
        return await self.store.last_live_move(game_id)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.store.set_lobby_message(game_id, message_id)

    async def mark_dm_closed(self, game_id: int, seat: int) -> None:
        await self.store.mark_dm_closed(game_id, seat)


def legal_actions_for(record: GameRecord, user_id: int) -> tuple[Game[State, View], int | None, list[Action]]:
    """The engine, the user's seat, and that seat's legal actions now (empty when none)."""
    game = get_game(record.game_key)
    seat = record.seat_of(user_id)
    if seat is None or record.state is None or record.status != ACTIVE:
        return game, seat, []
    return game, seat, game.legal_actions(record.state, seat)
