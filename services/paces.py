"""The paces a lobby chooses from, and each player's remaining time.

The presets are data (``data/paces.json``), so they change without code: for each pace, the base
time of one decision, the time bank a player starts with, what each of their own moves adds to it
(up to a cap), and what a granted request for more time adds. A pace's name is the catalogue's
``paces-name-<key>``; everything else players read about it is built from its numbers
(:func:`describe`), so the lobby and ``/rules`` always say what the data says. Names of paces of
games stored before are aliases (``slow`` plays as ``daily``).

How a bank works (BGA-style; see ``store.timer_plan``): a decision times out only once its base
time and the player's whole bank are used up; a decision that runs past its base time spends the
bank by as much; each move a player makes themselves then adds the pace's increment.

:func:`clock_summary` gives each human's remaining time (base and bank) for the board's standings.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.text import Msg, msg
from store import ACTIVE, GameRecord, SeatClockRow
from store.timer_plan import Allowance

DATA_PATH = Path(__file__).resolve().parents[1] / "data" / "paces.json"
LAST_CALL = 60.0  # the last reminder comes at least this long before a time-out (scaled like the paces)


@dataclass(frozen=True)
class Pace:
    """One preset, in seconds as written in the data (unscaled)."""

    key: str
    decision: float  # the base time of one decision
    bank: float  # the time bank a player starts the game with
    increment: float  # what each of a player's own moves adds to their bank
    bank_cap: float | None  # the most a bank may hold (None: no cap)
    more_time: float  # what a granted request for more time adds to the asker's decision

    @property
    def name(self) -> Msg:
        return msg(f"paces-name-{self.key}")

    def allowance(self, scale: float = 1.0) -> Allowance:
        """The pace's clock for the store, scaled by the clock-scale setting (tests shrink it)."""
        return Allowance(
            base=self.decision * scale,
            bank=self.bank * scale,
            increment=self.increment * scale,
            cap=None if self.bank_cap is None else self.bank_cap * scale,
            last_call=LAST_CALL * scale,
            more_time=self.more_time * scale,
        )


def _load(path: Path = DATA_PATH) -> tuple[dict[str, Pace], dict[str, str], str]:
    """(paces by key, aliases, the default pace) from the data file, checked."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    paces: dict[str, Pace] = {}
    for key, spec in data["paces"].items():
        cap = spec.get("bank_cap")
        pace = Pace(
            key=key,
            decision=float(spec["decision"]),
            bank=float(spec.get("bank", 0)),
            increment=float(spec.get("increment", 0)),
            bank_cap=None if cap is None else float(cap),
            more_time=float(spec.get("more_time", spec["decision"])),
        )
        if pace.decision <= 0 or min(pace.bank, pace.increment, pace.more_time) < 0:
            raise ValueError(f"{path.name}: pace {key!r} needs a positive decision time and no negative time")
        paces[key] = pace
    aliases = {str(old): str(new) for old, new in data.get("aliases", {}).items()}
    default = str(data.get("default", next(iter(paces))))
    unknown = [name for name in [default, *aliases.values()] if name not in paces]
    if unknown:
        raise ValueError(f"{path.name}: {unknown} are not paces")
    return paces, aliases, default


PACES, ALIASES, DEFAULT_PACE = _load()


def pace_of(key: str | None) -> Pace:
    """The pace a game plays at: its own, the one an old name stands for, or the default."""
    key = ALIASES.get(key or "", key or "")
    return PACES.get(key) or PACES[DEFAULT_PACE]


def span(seconds: float) -> Msg:
    """A stated time in the largest whole unit it is made of ("3 days", "24 hours", "10 seconds"; a
    single day reads as 24 hours)."""
    whole = int(round(seconds))
    for size, unit in ((86400, "days"), (3600, "hours"), (60, "minutes")):
        if whole >= max(size, 2 * 86400 if unit == "days" else size) and whole % size == 0:
            return msg(f"paces-span-{unit}", count=whole // size)
    return msg("paces-span-seconds", count=whole)


def describe(pace: Pace) -> Msg:
    """What a pace gives a player, in one line, from its numbers."""
    if pace.increment > 0 and pace.bank_cap is not None:
        if pace.bank > 0:
            return msg(
                "paces-line-bank-increment",
                name=pace.name,
                decision=span(pace.decision),
                bank=span(pace.bank),
                increment=span(pace.increment),
                cap=span(pace.bank_cap),
            )
        return msg(
            "paces-line-increment",
            name=pace.name,
            decision=span(pace.decision),
            increment=span(pace.increment),
            cap=span(pace.bank_cap),
        )
    if pace.increment > 0:
        return msg(
            "paces-line-increment-uncapped",
            name=pace.name,
            decision=span(pace.decision),
            bank=span(pace.bank),
            increment=span(pace.increment),
        )
    if pace.bank > 0:
        return msg("paces-line-bank", name=pace.name, decision=span(pace.decision), bank=span(pace.bank))
    return msg("paces-line-plain", name=pace.name, decision=span(pace.decision))


# ---------------------------------------------------------------------- remaining time
@dataclass(frozen=True)
class SeatClock:
    """A human's remaining time: ``base_left`` of the current decision (a waiting player: a whole
    decision's base time) and ``bank_left``; ``deadline``: when the current decision times out
    (None while the player waits)."""

    seat: int
    user_id: int
    deciding: bool
    base_left: float
    bank_left: float
    deadline: float | None

    @property
    def left(self) -> float:
        return self.base_left + self.bank_left


def summarize(
    record: GameRecord, rows: dict[int, SeatClockRow], allowance: Allowance, now: float | None = None
) -> list[SeatClock]:
    """Each human's remaining time in ``record`` (people playing their own seat), from their seats'
    clocks as stored (``Store.seat_clocks``); empty when the game is not in play."""
    if record.status != ACTIVE:
        return []
    now = time.time() if now is None else now
    found = []
    for info in record.seats:
        if info.user_id is None or info.is_ai:
            continue
        row = rows.get(info.seat)
        bank = allowance.bank if row is None or row.bank is None else row.bank
        if row is not None and row.deadline is not None and row.base_ends is not None:
            over = max(0.0, now - row.base_ends)
            base_left = max(0.0, row.base_ends - now)
            bank_left = max(0.0, min(bank - over, row.deadline - now - base_left))
            found.append(SeatClock(info.seat, info.user_id, True, base_left, bank_left, row.deadline))
        elif row is not None and row.deadline is not None:  # a decision timed before banks were kept
            found.append(SeatClock(info.seat, info.user_id, True, max(0.0, row.deadline - now), 0.0, row.deadline))
        else:
            found.append(SeatClock(info.seat, info.user_id, False, allowance.base, bank, None))
    return found


def clock_text(seconds: float) -> Msg:
    """A remaining time, compact: "4:05" under an hour, "3 h 20 min" under a day, "2 d 5 h" beyond."""
    whole = max(0, int(seconds))
    days, rest = divmod(whole, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    if days:
        return msg("paces-left-days", days=days, hours=hours)
    if hours:
        return msg("paces-left-hours", hours=hours, minutes=minutes)
    return msg("paces-left-minutes", minutes=minutes, seconds=secs)
