"""Practice games (``/learn``): one member against bots, to learn a game.

A practice game is dealt at once, without a lobby: the member in the first seat, then the bots
(easy by default, as many as the game needs at the least, or as asked), at the relaxed ``daily``
pace, in the member's language. It is made and dealt in one guarded store transaction
(``store.practice``); its thread (private, the member added: ``cogs.publisher``) is opened by the
flow like any game's, and everything after goes through the same in-play changes and flow as every
game.

What makes it practice (``games.practice``): the picker explains each decision and each bot's move
says why it matters (``services.lessons``); it is never rated and never counted in /stats or the
leaderboards (``store.ratings``); it has no rematch (``/learn`` again instead).

What bounds it: a practice game counts against both caps on games in play like any game (its bots
cost the bot the same work as any bot, and the server's cap is what bounds that work); a member has
at most one practice game in play, and starts at most ``PRACTICE_STARTS_PER_HOUR`` in an hour
(counted from the stored games, so a restart forgets none): each start opens a thread, and Discord
refuses new threads in a server that holds too many active ones. Its thread is archived when it
ends (``cogs.learn``). Only its member sees it in ``/game list`` and may replay it.
"""

from __future__ import annotations

import random

from rules import get_game
from rules.base import IllegalAction
from rules.levels import LEVELS
from rules.text import Msg, msg
from services.naming import ai_name, game_title, table_language
from services.paces import pace_of
from services.turn_posts import humans_to_act
from services.wiring import Table
from store import ClockUpdate, GameRecord, PostIntent, SeatError

PRACTICE_PACE = "daily"  # a learner takes their time: a day a decision, and a bank
PRACTICE_LEVEL = "easy"  # the bots of a practice game unless the member asks for others
PRACTICE_STARTS_PER_HOUR = 6  # practice games one member may start in an hour, ended ones included


def practice_bots(game_key: str, bots: int | None = None) -> int:
    """How many bots a practice game of ``game_key`` seats: ``bots`` when given, else the fewest
    that make a game of it (at least one)."""
    if bots is not None:
        return bots
    return max(1, get_game(game_key).min_players - 1)


def practice_problem(game_key: str, bots: int, level: str) -> Msg | None:
    """Why a practice game of ``game_key`` with ``bots`` bots of ``level`` cannot be dealt, or None."""
    game = get_game(game_key)
    if not game.min_players <= bots + 1 <= game.max_players:
        return msg(
            "learn-refusal-bots",
            game=game_title(game_key),
            low=max(1, game.min_players - 1),
            high=game.max_players - 1,
        )
    if level not in LEVELS:
        return msg("lobby-refusal-level", levels=list(LEVELS))
    return None


class PracticeService:
    """Starting practice games on a table (``PracticeService(table)``: it holds nothing); the game
    flow deals and begins them (``GameFlow.practice``)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.store = table.store

    async def start(
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
        """Deal a practice game of ``game_key`` for ``user_id`` (seated as ``name``) in one
        transaction; its thread is opened afterwards (``GameFlow.begin``). Refused (a SeatError,
        nothing written) for an unknown game, bots the game cannot seat, a practice game of the
        member's still in play, too many practice starts in the last hour, or a cap on games in play
        (the member's or the server's) that is full."""
        game = get_game(game_key)  # KeyError for an unknown game
        count = practice_bots(game_key, bots)
        problem = practice_problem(game_key, count, level)
        if problem is not None:
            raise SeatError(problem)
        language = table_language(language)
        seats: list[tuple[int | None, str | None, str]] = [(user_id, None, name)]
        used = {name}
        for number in range(count):
            bot = ai_name(used, level, number + 1, language)
            used.add(bot)
            seats.append((None, level, bot))
        seed = random.SystemRandom().randrange(1, 2**31)
        try:
            state = game.setup(len(seats), seed, {})
        except IllegalAction as refusal:
            raise SeatError(refusal.reason) from None
        allowance = pace_of(PRACTICE_PACE).allowance(self.table.clocks.clock_scale)
        to_act = frozenset(game.to_act(state))
        clock = ClockUpdate(to_act=to_act, seconds=allowance.base, allowance=allowance)
        first = PostIntent(key=0, start=0, ping=humans_to_act(to_act, {0}))
        # Counted against the caps and dealt as one step, like a lobby's start (Changes.start).
        async with self.table.lobbies.counting_starts():
            capped = await self.table.lobbies.games_refusal(guild_id, (user_id,), actor_id=user_id)
            if capped is not None:
                raise capped
            game_id = await self.store.create_practice(
                game_key,
                guild_id,
                channel_id,
                user_id,
                seats,
                seed,
                state,
                pace=PRACTICE_PACE,
                language=language,
                clock=clock,
                first_post=first,
                per_hour=PRACTICE_STARTS_PER_HOUR,
            )
        record = await self.store.get_game(game_id)
        assert record is not None
        return record
