"""The paces a lobby chooses from, and each player's remaining time.

The presets are data (``data/paces.json``), so they change without code: for each pace, the base
time of one decision, the time bank a player starts with, what each of their own moves adds to it
(up to a cap), and what a granted request for more time adds. A pace's name is the catalogue's
``paces-name-<key>``; everything else players read about it is built from its numbers
(:func:`describe`), so the lobby and ``/rules`` always say what the data says. Names of paces of
games stored before are aliases (``slow`` plays as ``daily``).

The file is checked as it is read (:func:`load`): every time a finite number of seconds in its
range, every pace named in the catalogue, the default and the aliases pointing at paces. At start
the bot also makes sure every pace a stored game names is still a pace or an alias
(:func:`unknown_paces`), so dropping or renaming a pace never quietly moves games to another one.

How a bank works (BGA-style; see ``store.timer_plan``): a decision times out only once its base
time and the player's whole bank are used up; a decision that runs past its base time spends the
bank by as much; each move a player makes themselves then adds the pace's increment.

:func:`clock_summary` gives each human's remaining time (base and bank) for the board's standings.
"""

from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass
from pathlib import Path

from lang import CATALOGUE, SOURCE, Catalogue
from rules.text import Msg, msg
from store import ACTIVE, GameRecord, SeatClockRow
from store.timer_plan import Allowance

DATA_PATH = Path(__file__).resolve().parents[1] / "data" / "paces.json"
LAST_CALL = 60.0  # the last reminder comes at least this long before a time-out (scaled like the paces)
# The paces played over days, whose decisions a member's quiet hours and days away stretch
# (``store.away``); blitz and live are played in one sitting and are never stretched.
STRETCHED = frozenset({"daily", "weekend"})


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
            stretch=self.key in STRETCHED,
        )


# The longest time the data may give any field: a year. A longer one is a slip of the keyboard (and
# timers that far away could not be told apart from none).
MAX_SECONDS = 366 * 86400
FIELDS = ("decision", "bank", "increment", "bank_cap", "more_time")
# A pace's key is part of message ids (paces-name-<key>) and of the lobby's menu values.
KEY = re.compile(r"[a-z][a-z0-9-]{0,31}")


class PaceDataError(ValueError):
    """The paces file cannot be used: the message names the file and what is wrong in it."""


class PacesNotKnown(PaceDataError):
    """Paces that stored games (or the bot itself) name, which the data file neither has nor maps
    by an alias: such games would quietly play at the default pace."""

    def __init__(self, path: Path, missing: dict[str, int], needed: tuple[str, ...] = ()) -> None:
        self.path = path
        self.missing = missing  # pace name -> how many stored games name it
        self.needed = needed  # pace names the code plays at (practice games)
        parts = [f'"{name}" ({count} stored game{"s" if count != 1 else ""})' for name, count in missing.items()]
        parts += [f'"{name}" (the pace of practice games, /learn)' for name in needed if name not in missing]
        them = "it" if len(parts) == 1 else "them"
        super().__init__(f"{path} has no pace {', '.join(parts)} and no alias for {them}")


def _seconds(value: object, where: str, *, positive: bool = False) -> float:
    """``value`` as a time in seconds: a finite number within the allowed range, else refused."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise PaceDataError(f"{where} is {json.dumps(value)}, not a number of seconds")
    seconds = float(value)
    if not math.isfinite(seconds):
        raise PaceDataError(f"{where} is {json.dumps(value)}, not a finite number of seconds")
    if positive and seconds <= 0:
        raise PaceDataError(f"{where} is {value}: it must be more than 0 seconds")
    if seconds < 0:
        raise PaceDataError(f"{where} is {value}: a time cannot be negative")
    if seconds > MAX_SECONDS:
        raise PaceDataError(f"{where} is {value} seconds, more than a year ({MAX_SECONDS})")
    return seconds


def _pace(key: object, spec: object) -> Pace:
    if not isinstance(key, str) or not KEY.fullmatch(key):
        raise PaceDataError(f"the pace name {json.dumps(key)} is not lowercase letters, digits and '-' (at most 32)")
    if not isinstance(spec, dict):
        raise PaceDataError(f'pace "{key}" is {json.dumps(spec)}, not an object of times')
    unknown = [name for name in spec if name not in FIELDS]
    if unknown:
        raise PaceDataError(f'pace "{key}" has the unknown field "{unknown[0]}" (the fields: {", ".join(FIELDS)})')
    if "decision" not in spec:
        raise PaceDataError(f'pace "{key}" has no "decision" time')
    decision = _seconds(spec["decision"], f'"decision" of pace "{key}"', positive=True)
    cap = spec.get("bank_cap")
    return Pace(
        key=key,
        decision=decision,
        bank=_seconds(spec.get("bank", 0), f'"bank" of pace "{key}"'),
        increment=_seconds(spec.get("increment", 0), f'"increment" of pace "{key}"'),
        bank_cap=None if cap is None else _seconds(cap, f'"bank_cap" of pace "{key}"'),
        more_time=_seconds(spec.get("more_time", decision), f'"more_time" of pace "{key}"'),
    )


def load(path: Path = DATA_PATH, catalogue: Catalogue = CATALOGUE) -> tuple[dict[str, Pace], dict[str, str], str]:
    """(paces by key, aliases, the default pace) from the data file, every value checked: a time is
    a finite number of seconds in its range, each pace has its name in the source catalogue, the
    default and every alias's pace exist. Anything else raises :class:`PaceDataError`, whose message
    names the file and what is wrong."""
    try:
        return _checked(path, catalogue)
    except PaceDataError as problem:
        raise PaceDataError(f"{path}: {problem}") from None


def _checked(path: Path, catalogue: Catalogue) -> tuple[dict[str, Pace], dict[str, str], str]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise PaceDataError(f"cannot be read ({getattr(error, 'strerror', None) or error})") from None
    try:
        data = json.loads(text)  # NaN and Infinity are read as numbers, then refused as times
    except json.JSONDecodeError as error:
        raise PaceDataError(f"is not valid JSON ({error.msg} at line {error.lineno}, column {error.colno})") from None
    if not isinstance(data, dict):
        raise PaceDataError("is not a JSON object")
    unknown = [name for name in data if not name.startswith("_") and name not in ("default", "paces", "aliases")]
    if unknown:
        raise PaceDataError(f'has the unknown field "{unknown[0]}" (the fields: default, paces, aliases)')
    specs = data.get("paces")
    if not isinstance(specs, dict) or not specs:
        raise PaceDataError('has no "paces" object with at least one pace')
    paces = {key: _pace(key, spec) for key, spec in specs.items()}
    unnamed = [key for key in paces if not catalogue.has(SOURCE, f"paces-name-{key}")]
    if unnamed:
        raise PaceDataError(f'pace "{unnamed[0]}" has no name: add paces-name-{unnamed[0]} to lang/locales/*/paces.ftl')
    raw_aliases = data.get("aliases", {})
    if not isinstance(raw_aliases, dict):
        raise PaceDataError('"aliases" is not an object of old name: pace')
    aliases: dict[str, str] = {}
    for old, new in raw_aliases.items():
        if not KEY.fullmatch(old):
            raise PaceDataError(f"the alias {json.dumps(old)} is not lowercase letters, digits and '-' (at most 32)")
        if old in paces:
            raise PaceDataError(f'the alias "{old}" is also a pace')
        if not isinstance(new, str) or new not in paces:
            raise PaceDataError(f'the alias "{old}" names {json.dumps(new)}, which is not a pace')
        aliases[old] = new
    default = data.get("default", next(iter(paces)))
    if not isinstance(default, str) or default not in paces:
        raise PaceDataError(f'"default" is {json.dumps(default)}, which is not a pace')
    return paces, aliases, default


# Read once when the module is imported. A file that cannot be used must not end the process in a
# traceback here (every cog imports this module): the problem is kept, and bot.py explains it in one
# paragraph before it starts (ops.failures).
try:
    PACES, ALIASES, DEFAULT_PACE = load()
    PROBLEM: PaceDataError | None = None
except PaceDataError as _problem:
    PACES, ALIASES, DEFAULT_PACE = {}, {}, ""
    PROBLEM = _problem


def unknown_paces(stored: dict[str, int]) -> dict[str, int]:
    """Of the paces games are stored with (name -> how many games), those the data file neither has
    nor maps by an alias."""
    return {name: count for name, count in sorted(stored.items()) if not is_known(name)}


def is_known(name: str) -> bool:
    """Whether ``name`` is a pace of the data file or an alias of one."""
    return name in PACES or name in ALIASES


def pace_of(key: str | None) -> Pace:
    """The pace a game plays at: its own, the one an old name stands for, or the default."""
    key = ALIASES.get(key or "", key or "")
    return PACES.get(key) or PACES[DEFAULT_PACE]


def span(seconds: float) -> Msg:
    """A stated time in the largest whole unit it is made of ("3 days", "24 hours", "10 seconds"; a
    single day reads as 24 hours)."""
    whole = round(seconds)
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
