"""The decision clocks of a game as its pace runs them: the time of one decision, the clocks a
change sets, each human's time left, and whether a seat may ask for more time.

Reads and plain values only: the clocks are written by the change that sets them, in its
transaction (``services.changes``), and fired by the timer dispatcher (``services.timers``).
"""

from __future__ import annotations

from typing import Any

from rules import get_game
from services.paces import SeatClock, pace_of, summarize
from store import ACTIVE, ClockUpdate, GameRecord, SeatClockRow, Store, decision_token
from store.away import day_starts as day_spans
from store.timer_plan import Allowance


def pace_seconds(pace: str, scale: float = 1.0) -> float:
    """The base time of a decision at ``pace`` (``scale``: the clock-scale setting, for tests); the
    paces and their time banks are data (``services.paces``)."""
    return pace_of(pace).decision * scale


# Requests for more time a seat may make in one game (one a decision; a request lapses when the
# player decides, and only the first of a game pings who may grant it).
MORE_TIME_ASKS_PER_GAME = 3


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


class Clocks:
    """The clocks of every game on ``store``; ``clock_scale``: the factor on every pace's decision
    time (the TABLETOP_CLOCK_SCALE setting, for tests)."""

    def __init__(self, store: Store, clock_scale: float = 1.0) -> None:
        self.store = store
        self.clock_scale = clock_scale

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
        return self.summary_of(record, await self.seat_clocks(record), now)

    async def seat_clocks(self, record: GameRecord) -> dict[int, SeatClockRow]:
        """Every seat's clock as stored, by seat (one read; none when the game is not in play): what
        :meth:`summary_of` and :meth:`may_ask_more_time` tell from, for a caller that needs both."""
        if record.status != ACTIVE:
            return {}
        return await self.store.seat_clocks(record.id)

    def summary_of(
        self, record: GameRecord, rows: dict[int, SeatClockRow], now: float | None = None
    ) -> list[SeatClock]:
        """:meth:`clock_summary` from the seats' clocks ``rows`` already read (:meth:`seat_clocks`)."""
        if record.status != ACTIVE:
            return []
        return summarize(record, rows, self.allowance(record), now)

    async def days_away(
        self, record: GameRecord, rows: dict[int, SeatClockRow]
    ) -> tuple[tuple[int, tuple[float, ...]], ...]:
        """For the turn post: each deciding person whose decision spans days they declared away,
        with the start of each such day (the decision is stretched by them); nothing at a pace that
        is not stretched (blitz, live), and nothing read then."""
        if record.status != ACTIVE or not self.allowance(record).stretch:
            return ()
        found = []
        for seat, row in sorted(rows.items()):
            info = record.seats[seat] if 0 <= seat < len(record.seats) else None
            if info is None or info.user_id is None or info.is_ai or row.started is None or row.deadline is None:
                continue
            away = await self.store.member_away(info.user_id, row.started)
            spanned = tuple(begins for begins, ends in day_spans(away) if ends > row.started and begins < row.deadline)
            if spanned:
                found.append((seat, spanned))
        return tuple(found)

    async def can_ask_more_time(self, record: GameRecord, seat: int) -> bool:
        """Whether ``seat`` may ask for more time now (the picker offers the button then): deciding on
        a clock, someone else to grant it, no more time had in this game, requests left, and no
        request pending for this decision."""
        if not self._may_ask(record, seat):
            return False
        return self.may_ask_more_time(record, seat, await self.seat_clocks(record))

    def may_ask_more_time(self, record: GameRecord, seat: int, rows: dict[int, SeatClockRow]) -> bool:
        """:meth:`can_ask_more_time` from the seats' clocks ``rows`` already read."""
        if not self._may_ask(record, seat):
            return False
        row = rows.get(seat)
        if row is None or row.started is None or row.deadline is None or row.granted:
            return False
        return row.asked != decision_token(row.started) and row.asks < MORE_TIME_ASKS_PER_GAME

    @staticmethod
    def _may_ask(record: GameRecord, seat: int) -> bool:
        """The part of the rule that needs no clock: a person's seat in play, and someone to grant it."""
        if record.status != ACTIVE or not 0 <= seat < len(record.seats) or record.seats[seat].is_ai:
            return False
        return bool(more_time_grantors(record, seat)[0])
