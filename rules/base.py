"""The engine protocol every game implements.

A game is a pure state machine over plain JSON data:

* ``setup(player_count, seed, options)`` gives the first state;
* ``to_act(state)`` is the set of seats that must decide now;
* ``legal_actions(state, seat)`` lists that seat's choices at the current decision,
  each an :class:`Action` with a stable id (<= 100 chars) and a label (<= 80 chars);
* ``apply(state, seat, action_id)`` returns a :class:`Transition` (new state + public
  events) or raises :class:`IllegalAction`, never touching the state it was given;
* ``view(state, seat)`` is exactly what ``seat`` may see (``None``: a spectator);
* ``result(state)`` is the final :class:`Result` once the game is over.

States are dicts of JSON values only. All randomness comes from :func:`draw_rng`, which
derives a generator from the seed kept in the state and a counter, so the same seed and
the same actions always replay to the same state.
"""

from __future__ import annotations

import hashlib
import json
import pickle
import random
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, NotRequired, TypedDict, TypeVar, cast

from rules.refusal import Refusal
from rules.text import Msg, msg

State = dict[str, Any]
View = dict[str, Any]


class BaseState(TypedDict):
    """The part of every game's state that :meth:`Game.setup` and :func:`draw_rng` keep.

    A game that types its state derives a ``TypedDict`` from this one (``class
    SolstisState(BaseState)``) and subclasses ``Game[SolstisState, SolstisView]``: mypy then checks
    every key the engine reads or writes. A game that does not subclasses ``Game[State, View]``.
    """

    seed: int | str
    rng_counter: int
    options: dict[str, Any]
    players: int
    over: bool


class BaseView(TypedDict):
    """The part of every game's view (what one seat, or a spectator, may see) that the protocol reads.

    A game types its view as a ``TypedDict`` derived from this one in ``rules/<game>/view.py``
    (``class SolstisView(BaseView)``) and subclasses ``Game[SolstisState, SolstisView]``: mypy then
    checks every key the engine puts in a view. At run time a view stays a plain JSON dict.
    """

    game: str  # the game's key
    seat: int | None  # whose view it is; None: a spectator's
    to_act: list[int]  # the seats to decide now, in order
    move: int  # how many decisions were applied
    over: bool
    scores: list[int]  # as far as this viewer can count them (see Game.public_scores)
    result: NotRequired[dict[str, Any]]  # Result.to_json, once the game is over


# A game's state: untyped JSON, or a game's own TypedDict (a BaseState); likewise its view.
AnyState = State | BaseState
S = TypeVar("S", bound=AnyState)
V = TypeVar("V", bound=Mapping[str, Any])
J = TypeVar("J")  # any JSON value

MAX_ACTION_ID = 100
MAX_ACTION_LABEL = 80


class IllegalAction(Refusal):
    """An action the rules refuse. ``reason`` is a message (id and arguments) fit to show a player."""

    def __init__(self, reason: Msg | str) -> None:
        super().__init__(reason)


@dataclass(frozen=True)
class Action:
    """One choice at a decision: ``id`` is what gets stored and replayed, ``label`` what a player reads
    (a :class:`~rules.text.Msg`, shown in the reader's language and cut to Discord's length there).

    A label that is still a plain string may name players with ``{pN}`` placeholders.
    """

    id: str
    label: Msg | str

    def __post_init__(self) -> None:
        if not 1 <= len(self.id) <= MAX_ACTION_ID:
            raise ValueError(f"action id must be 1..{MAX_ACTION_ID} characters: {self.id!r}")
        if isinstance(self.label, str) and not 1 <= len(self.label) <= MAX_ACTION_LABEL:
            raise ValueError(f"action label must be 1..{MAX_ACTION_LABEL} characters: {self.label!r}")


@dataclass(frozen=True)
class Event:
    """A public log line. ``seat`` is who caused it (None for the game itself).

    ``text`` is a :class:`~rules.text.Msg`: an id and arguments, seats named by
    :func:`rules.text.seat`, shown in each reader's language with the seats' display names: rules
    never know who sits where. (A plain string, as the log stored before, names seats ``{pN}``.)
    """

    text: Msg | str
    seat: int | None = None

    def to_json(self) -> dict[str, Any]:
        if isinstance(self.text, Msg):
            return {"msg": self.text.to_json(), "seat": self.seat}
        return {"text": self.text, "seat": self.seat}


@dataclass(frozen=True)
class Transition(Generic[S]):
    """What ``apply`` returns: the next state and the public events it produced.

    ``hidden_change`` lists the seats whose private view changed beyond the public one (a card
    drawn, a peek): the bot refreshes exactly those seats' private images. ``irreversible`` is
    true when the move showed its mover something hidden from them (a card drawn, a face-down tile
    looked at), so it can never be undone; randomness drawn is read off the state's ``rng_counter``.
    """

    state: S
    events: list[Event]
    hidden_change: frozenset[int] = frozenset()
    irreversible: bool = False


def is_irreversible(before: AnyState, transition: Transition[Any], seat: int) -> bool:
    """Whether ``seat``'s move can never be undone: the engine says so (it showed the mover something
    hidden), randomness was drawn, or another seat's private view changed (a card taken from a hand,
    given, peeked at). The mover's own private view changing is no reason: playing or showing one's
    own card tells the mover nothing new (Board Game Arena: undo within your turn until randomness or
    someone else's hidden information comes out).

    >>> moved = Transition(state={"rng_counter": 3}, events=[], hidden_change=frozenset({0}))
    >>> is_irreversible({"rng_counter": 3}, moved, 0), is_irreversible({"rng_counter": 3}, moved, 1)
    (False, True)
    """
    return (
        transition.irreversible
        or bool(transition.hidden_change - {seat})
        or transition.state.get("rng_counter") != before.get("rng_counter")
    )


def can_take_back(game: Game[Any, Any], before: AnyState, seat: int, transition: Transition[Any]) -> bool:
    """Whether ``seat`` may undo this move of theirs: it is reversible and leaves the turn with them,
    so that taking it back changes neither what anyone knows nor who is to act."""
    if is_irreversible(before, transition, seat):
        return False
    to_act = game.to_act(before)
    return seat in to_act and game.to_act(transition.state) == to_act


@dataclass(frozen=True)
class Result:
    """The end of a game: per-seat score and breakdown, places, and the winners."""

    scores: list[int]
    breakdown: list[dict[str, int]]
    ranking: list[int]  # seats, best first
    winners: list[int]
    places: list[int] = field(default_factory=list)  # place of each seat, 1 = first; ties share

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": self.scores,
            "breakdown": self.breakdown,
            "ranking": self.ranking,
            "winners": self.winners,
            "places": self.places,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Result:
        return cls(
            scores=list(data["scores"]),
            breakdown=[dict(b) for b in data["breakdown"]],
            ranking=list(data["ranking"]),
            winners=list(data["winners"]),
            places=list(data.get("places", [])),
        )


@dataclass(frozen=True)
class OptionSpec:
    """A lobby option: ``choices`` maps each allowed value to its label; ``default`` is one of them."""

    key: str
    label: Msg | str
    choices: Mapping[Any, Msg | str]
    default: Any
    description: Msg | str = ""


def rank_by_score(scores: list[int], tiebreak: list[Any] | None = None) -> Result:
    """Build a :class:`Result` ranking seats by score (then ``tiebreak``, larger is better).

    Seats equal on score and tiebreak share a place; every seat sharing first place wins.
    The breakdown is filled in by the caller.
    """
    keys = [(scores[s], tiebreak[s] if tiebreak else 0) for s in range(len(scores))]
    ranking = sorted(range(len(scores)), key=lambda s: (keys[s][0], keys[s][1]), reverse=True)
    places = [0] * len(scores)
    for position, seat in enumerate(ranking):
        if position and keys[seat] == keys[ranking[position - 1]]:
            places[seat] = places[ranking[position - 1]]
        else:
            places[seat] = position + 1
    winners = [s for s in ranking if places[s] == 1]
    return Result(scores=list(scores), breakdown=[{} for _ in scores], ranking=ranking, winners=winners, places=places)


def draw_rng(state: AnyState) -> random.Random:
    """A generator for the next random draw of this state, then advance the draw counter.

    Deriving each generator from (seed, counter) keeps the state small and JSON-only while
    making every replay of the same actions draw the same numbers.
    """
    counter = state.get("rng_counter", 0)
    state["rng_counter"] = counter + 1
    digest = hashlib.sha256(f"{state['seed']}:{counter}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def reseed(state: AnyState, rng: random.Random) -> None:
    """Give ``state`` a fresh random stream drawn from ``rng`` (for a determinised copy).

    A determinised state keeps the real seed's future draws otherwise: the AI would know the next
    card of the pile even after its order was resampled. ``draw_rng`` keeps working as before.
    """
    state["seed"] = f"det-{rng.getrandbits(64):016x}"
    state["rng_counter"] = 0


def clone_state(state: J) -> J:
    """A deep copy of a JSON state.

    pickle copies plain dicts and lists about three times faster than a JSON round trip and far
    faster than copy.deepcopy; states stay JSON-only (the tests round-trip every state).
    """
    copy: J = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
    return copy


# The options key by which a caller names the seat that starts (a rematch does, so that the player
# after the last game's first player starts). It is not a lobby option: ``setup`` takes it out
# before the options are checked, and a deal without it draws its first player as the rules say.
FIRST_SEAT = "first_seat"


class Game(Generic[S, V]):
    """Base class of a game engine. Subclasses implement the ``_``-prefixed hooks.

    ``S`` is the type of its states, ``V`` that of its views (``rules/<game>/view.py``).

    The public methods enforce the protocol's guarantees once for every game: the input state
    is never mutated, unknown or malformed ids are refused with a reason, and options are
    validated against ``OPTIONS``.
    """

    key: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = ()
    # The hard level's search settings for this game (``rules.search.SearchConfig`` fields), kept
    # as data so that one game's tuning changes no other game's play.
    SEARCH_SETTINGS: ClassVar[Mapping[str, Any]] = {}
    # The rule that orders seats tied on points, as the final post names it ("fewer discarded
    # cards"); None where the rules break no tie (tied seats share their place).
    TIEBREAK: ClassVar[Msg | None] = None
    # Whether the rules leave the first player open (drawn at random at a table), so that a caller
    # may name the seat that starts (``FIRST_SEAT``); False when the rules fix who starts.
    first_seat_free: ClassVar[bool] = False
    # Events the board itself shows plainly (an arrow turning by itself after every turn): a turn
    # post's caption of a move leaves them to the board when the move says anything else; the log
    # (``/game log``, replays) keeps them.
    BOARD_SHOWS: ClassVar[frozenset[str]] = frozenset()

    # ----------------------------------------------------------------- public protocol
    def setup(self, player_count: int, seed: int | str, options: Mapping[str, Any] | None = None) -> S:
        if not self.min_players <= player_count <= self.max_players:
            raise IllegalAction(
                msg(
                    "rules-refusal-player-count",
                    game=msg(f"game-title-{self.key}"),
                    low=self.min_players,
                    high=self.max_players,
                )
            )
        given = dict(options or {})
        first = given.pop(FIRST_SEAT, None)
        if first is not None:
            # A caller's mistake, never a player's: no player names the first seat.
            if not self.first_seat_free:
                raise ValueError(f"{self.key}: the rules fix who starts")
            if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < player_count:
                raise ValueError(f"{self.key}: no seat {first!r} among {player_count}")
        resolved = self.resolve_options(given, player_count)
        # Without a first seat the engine draws its first player exactly as before, so seeded deals
        # replay unchanged; with one, it still makes the same draws and only the starter differs.
        state = (
            self._setup(player_count, seed, resolved)
            if first is None
            else self._setup(player_count, seed, resolved, first)
        )
        # The keys of BaseState that a game's _setup may leave to this method.
        common = cast(State, state)
        common.setdefault("seed", seed)
        common.setdefault("rng_counter", 0)
        common.setdefault("options", resolved)
        common.setdefault("players", player_count)
        return state

    def resolve_options(self, options: Mapping[str, Any], player_count: int) -> dict[str, Any]:
        """Fill defaults and refuse unknown keys or values."""
        specs = {spec.key: spec for spec in self.OPTIONS}
        for key, value in options.items():
            if key not in specs:
                raise IllegalAction(msg("rules-refusal-unknown-option", option=key, game=msg(f"game-title-{self.key}")))
            if value not in specs[key].choices:
                raise IllegalAction(msg("rules-refusal-option-value", option=key, value=str(value)))
        resolved = {key: options.get(key, spec.default) for key, spec in specs.items()}
        self._check_options(resolved, player_count)
        return resolved

    def to_act(self, state: S) -> frozenset[int]:
        if self.is_over(state):
            return frozenset()
        return frozenset(self._to_act(state))

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return list(self._legal_actions(state, seat))

    def apply(self, state: S, seat: int, action_id: str) -> Transition[S]:
        if not isinstance(action_id, str) or not action_id or len(action_id) > MAX_ACTION_ID:
            raise IllegalAction(msg("rules-refusal-not-an-action"))
        if self.is_over(state):
            raise IllegalAction(msg("rules-refusal-game-over"))
        if not isinstance(seat, int) or seat not in self.to_act(state):
            raise IllegalAction(msg("rules-refusal-not-your-turn"))
        legal = {action.id for action in self._legal_actions(state, seat)}
        if action_id not in legal:
            raise IllegalAction(msg("rules-refusal-not-legal-now", action=action_id))
        work = clone_state(state)
        return self._apply(work, seat, action_id)

    def view(self, state: S, seat: int | None) -> V:
        return self._view(state, seat)

    def is_over(self, state: S) -> bool:
        return bool(state.get("over"))

    def result(self, state: S) -> Result | None:
        if not self.is_over(state):
            return None
        return self._result(state)

    def evaluate(self, state: S, seat: int) -> float:
        """How good ``state`` is for ``seat`` (higher is better): used by the greedy AI.

        The default is the seat's score lead over its best opponent by the current scoring.
        """
        scores = self.current_scores(state)
        others = [s for i, s in enumerate(scores) if i != seat]
        return scores[seat] - (max(others) if others else 0)

    def search_evaluate(self, state: S, seat: int) -> float:
        """How good ``state`` is for ``seat`` to the searching AI (leaves, and the order it tries
        moves in). The default is ``evaluate``; a game overrides it when a value that is better at
        the leaves of a search would make a poor one-step choice for the greedy AI.
        """
        return self.evaluate(state, seat)

    def determinize(self, state: S, seat: int | None, rng: random.Random) -> S:
        """A full state that ``seat`` cannot tell from ``state``: ``view(result, seat)`` equals
        ``view(state, seat)`` (and, when the seat is to act, so does its list of legal action
        ids, which it is shown), and every part the seat cannot see (piles, other hands,
        face-down tiles, the order of a deck) is resampled with ``rng`` from what it could be.
        ``seat`` None is a spectator, who sees no private part at all.

        AI players decide on such states, never on the real one, so they cannot read hidden
        information. The result depends only on ``view(state, seat)`` and ``rng`` (the unseen
        components are pooled in a canonical order before being dealt), and its random seed is
        redrawn from ``rng`` so that future draws do not repeat the real game's. Components are
        conserved. Open-information games keep this default: a copy with only the seed redrawn.
        """
        copy = clone_state(state)
        reseed(copy, rng)
        return copy

    def has_private_view(self, state: S) -> bool:
        """Whether seats can know things spectators cannot (hands, peeks): if so, the bot sends each
        player their private view by DM. Open-information games override this to return False."""
        return True

    def current_scores(self, state: S) -> list[int]:
        """Scores as if the game ended now, every hidden part counted (for the AI and for a seat
        that sees everything; never for what spectators are shown: see :meth:`public_scores`)."""
        return list(self._result(state).scores)

    def public_scores(self, state: S) -> list[int]:
        """The scores a spectator can count now: those of the spectators' view, which the board's
        panels show. While the game runs they leave out what is hidden (a secret tile's points);
        once it is over everything is revealed and they are the final scores. This is what the
        thread's standings, an early ending's ranking and the lessons may show."""
        scores = self.view(state, None).get("scores")
        if not isinstance(scores, list) or not all(type(points) is int for points in scores):
            raise ValueError(f"{self.key}: the spectators' view has no scores")
        return list(scores)

    def describe_options(self, options: Mapping[str, Any]) -> list[Msg]:
        """The chosen options, one message each ("Variant: Marmot"), for a summary line."""
        return [
            msg("rules-option-chosen", option=spec.label, choice=spec.choices.get(value, str(value)))
            for spec in self.OPTIONS
            for value in [options.get(spec.key, spec.default)]
        ]

    # ----------------------------------------------------------------- hooks to implement
    def _setup(self, player_count: int, seed: int | str, options: dict[str, Any], first: int | None = None) -> S:
        """The dealt state; ``first``: the seat that starts, named by the caller (``FIRST_SEAT``),
        or None to draw it as the rules say."""
        raise NotImplementedError

    def first_seat(self, state: S) -> int:
        """The seat that started the game whose dealt state is ``state``."""
        raise NotImplementedError

    def _check_options(self, options: dict[str, Any], player_count: int) -> None:
        """Refuse option combinations the rules forbid (raise IllegalAction)."""

    def _to_act(self, state: S) -> Iterable[int]:
        raise NotImplementedError

    def _legal_actions(self, state: S, seat: int) -> Iterable[Action]:
        raise NotImplementedError

    def _apply(self, state: S, seat: int, action_id: str) -> Transition[S]:
        """Apply a legal action to ``state`` (a private copy that may be mutated) and return it."""
        raise NotImplementedError

    def _view(self, state: S, seat: int | None) -> V:
        raise NotImplementedError

    def _result(self, state: S) -> Result:
        raise NotImplementedError


SEAT_PLACEHOLDER = re.compile(r"\{p(\d+)\}")


def format_event(text: str, names: list[str]) -> str:
    """Fill a log line's ``{pN}`` placeholders with player names.

    One pass over the rules' text only: a name is inserted as it is and never read again, so a
    player called ``{p1}`` stays ``{p1}`` instead of turning into seat 1's name. A placeholder for a
    seat that does not exist is left as written.
    """

    def name_of(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)

    return SEAT_PLACEHOLDER.sub(name_of, text)


def state_digest(state: AnyState) -> str:
    """A short stable fingerprint of a state (used by tests and the store)."""
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16]


__all__ = [
    "Action",
    "AnyState",
    "BaseState",
    "BaseView",
    "Event",
    "Game",
    "IllegalAction",
    "OptionSpec",
    "Result",
    "State",
    "Transition",
    "View",
    "can_take_back",
    "clone_state",
    "draw_rng",
    "format_event",
    "is_irreversible",
    "rank_by_score",
    "reseed",
    "state_digest",
]
