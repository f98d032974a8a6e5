"""Paper World: collect paper cards from five face-up piles and stack them into a 3 x 3 landscape.

State layout (JSON only; card ids index :data:`CARDS`):

* ``piles``: five lists of card ids, bottom first (only the last card of each is visible);
* ``hands`` / ``discards``: per seat, card ids (private; sizes are public);
* ``grids``: per seat ``{"x,y": [card ids, bottom first]}``, first stack at "0,0", y grows downwards;
* ``scissors``: ``None`` (in the supply) or ``[seat, "x,y"]``, the stack the token sits on;
* ``objectives``: ``[{"id", "tokens": remaining values high first, "taken": [[seat, value]]}]``;
* ``current`` / ``phase``: whose turn and which decision of it ("turn", "placing",
  "skip_discard", "scissors", "limit", "over"); ``placed`` / ``skipped`` track this turn's
  placements; ``final_left`` counts the turns left once the end is triggered.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, ClassVar, cast

from rules.base import (
    Action,
    Event,
    Game,
    OptionSpec,
    Result,
    Transition,
    clone_state,
    draw_rng,
    rank_by_score,
    reseed,
)
from rules.paper_world import objectives as obj
from rules.paper_world.state import Objective, PaperWorldState, PendingCell
from rules.paper_world.view import Landscape, LastTurnView, PaperWorldView, Stack
from rules.text import Msg, Seat, msg

DATA_PATH = Path(__file__).resolve().parents[2] / "data" / "paper_world.json"
DATA: dict[str, Any] = json.loads(DATA_PATH.read_text())

COLOURS: list[str] = DATA["colours"]
COLOUR_NAMES: dict[str, str] = DATA["colour_names"]  # as reference: players read the catalogue's names
# How a colour is named in message ids: "Y" -> "yellow" (pw-colour-yellow, pw-card-yellow).
COLOUR_KEYS: dict[str, str] = {colour: name.lower() for colour, name in COLOUR_NAMES.items()}
STARS: dict[int, int] = {int(k): v for k, v in DATA["stars"].items()}
PILES: int = DATA["piles"]
FRAME: int = DATA["frame"]
HAND_LIMIT: int = DATA["hand_limit"]
END_TRIGGER_PILES: int = DATA["end_trigger_piles"]
OBJECTIVES_PER_GAME: int = DATA["objectives_per_game"]
OBJECTIVE_TOKENS: list[int] = sorted(DATA["objective_tokens"], reverse=True)
SCISSORS_TOKEN_STARS: int = DATA["scissors_token_stars"]
STARRED_OBJECTIVES: list[int] = DATA["starred_objectives"]
# The objective cards by id; the names are reference only: players read pw-objective-<id>.
OBJECTIVE_NAMES: dict[int, str] = {o["id"]: o["name"] for o in DATA["objectives"]}

_ASSUME = DATA["assumptions"]
RANDOM_DISTINCT_COLOURS: bool = _ASSUME["random_distinct_colours"]
RANDOM_FIRST_PLAYER: bool = _ASSUME["random_first_player"]
TAKE_EXPOSED_CARDS: bool = _ASSUME["take_exposed_cards"]
SKIP_SIZE: int = _ASSUME["skip_size"]
SKIPS_PER_TURN: int = _ASSUME["skips_per_turn"]
SCISSORS_MOVE_BETWEEN_OWN_CARDS: bool = _ASSUME["scissors_move_between_own_cards"]
SCORE_ALL_OBJECTIVES_MET: bool = _ASSUME["score_all_objectives_met"]
CROSS_COLOURS_NEEDS_CENTRE: bool = _ASSUME["cross_colours_needs_centre"]
CARD_UNDER_SCISSORS_SCORES: bool = _ASSUME["card_under_scissors_scores"]
PASS_WHEN_NO_LEGAL_ACTION: bool = _ASSUME["pass_when_no_legal_action"]
SHARE_TIE_AFTER_DISCARD_TIEBREAK: bool = _ASSUME["share_tie_after_discard_tiebreak"]

NORMAL_STEP = 1
SKIP_STEP = 1 + SKIP_SIZE  # a skip leaves out SKIP_SIZE values


def _build_catalogue() -> tuple[list[tuple[str, int, bool]], dict[str, list[int]]]:
    """Every card of every deck (ids 0..), and the ids of each back's set."""
    cards: list[tuple[str, int, bool]] = []
    sets: dict[str, list[int]] = {}
    for back, per_colour in DATA["decks"].items():
        ids = []
        for colour in COLOURS:
            spec = per_colour[colour]
            for value, count in zip(DATA["values"], spec["plain"]):
                for _ in range(count):
                    ids.append(len(cards))
                    cards.append((colour, value, False))
            for value in spec["scissors"]:
                ids.append(len(cards))
                cards.append((colour, value, True))
        sets[back] = ids
    return cards, sets


CARDS, DECK_SETS = _build_catalogue()
COL = [c[0] for c in CARDS]
VAL = [c[1] for c in CARDS]
SCI = [c[2] for c in CARDS]
CODE = [f"{c[0]}{c[1]}{'s' if c[2] else ''}" for c in CARDS]
CODE_INFO: dict[str, tuple[str, int, bool]] = {CODE[i]: CARDS[i] for i in range(len(CARDS))}


def deck_for(players: int) -> list[int]:
    ids: list[int] = []
    for back in DATA["decks_by_players"][str(players)]:
        ids.extend(DECK_SETS[back])
    return ids


@cache  # a Msg never changes: one per component, built once
def colour_msg(colour: str) -> Msg:
    """A colour's name ("Yellow")."""
    return msg(f"pw-colour-{COLOUR_KEYS[colour]}")


def scissors_mark(name: Msg) -> Msg:
    """``name`` marked as carrying the scissors logo ("Yellow 2✂")."""
    return msg("pw-scissors-mark", name=name)


@cache  # a Msg never changes: one per component, built once
def card_msg(code: str) -> Msg:
    """A card's name: its colour and value, marked when it carries the scissors logo."""
    colour, value, scissors = CODE_INFO[code]
    name = msg(f"pw-card-{COLOUR_KEYS[colour]}", value=value)
    return scissors_mark(name) if scissors else name


@cache  # a Msg never changes: one per component, built once
def _value_msg(card: int) -> Msg:
    """A card named by its value alone, in a list that already says its colour ("2", "4✂")."""
    name = msg("pw-value", value=VAL[card])
    return scissors_mark(name) if SCI[card] else name


@cache  # a Msg never changes: one per component, built once
def _colour_of_msg(card: int) -> Msg:
    """A card named by its colour alone, in a list that already says its value ("Blue", "Green✂")."""
    name = colour_msg(COL[card])
    return scissors_mark(name) if SCI[card] else name


@cache
def _position_msg(row: int, col: int) -> Msg:
    """A place in the 3 x 3 frame ("top-left")."""
    return msg(f"pw-position-{_POSITION_KEYS[row][col]}")


@cache  # a Msg never changes: one per component, built once
def objective_msg(objective: int) -> Msg:
    """An objective card's name ("L of the same colour")."""
    return msg(f"pw-objective-{objective}")


def _code_sort_key(code: str) -> tuple[int, int, bool]:
    colour, value, scissors = CODE_INFO[code]
    return (COLOURS.index(colour), value, scissors)


_KEYS: dict[str, tuple[int, int]] = {}


def cell_key(x: int, y: int) -> str:
    return f"{x},{y}"


def parse_cell(key: str) -> tuple[int, int]:
    cell = _KEYS.get(key)
    if cell is None:
        x, y = key.split(",")
        cell = _KEYS[key] = (int(x), int(y))
    return cell


def display_origin(cells: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """Top-left of the 3 x 3 frame shown for a landscape: the stacks' bounding box, centred
    when it is one cell wide, leaning left/top when two."""
    cells = list(cells)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    out = []
    for lo, hi in ((min(xs), max(xs)), (min(ys), max(ys))):
        span = hi - lo + 1
        out.append(lo - 1 if span == 1 else lo)
    return out[0], out[1]


# A place in the 3 x 3 frame, as its message id ends (pw-position-top-left ...).
_POSITION_KEYS = [
    ["top-left", "top", "top-right"],
    ["left", "centre", "right"],
    ["bottom-left", "bottom", "bottom-right"],
]
_ROW_KEYS = ["top", "middle", "bottom"]  # pw-row-<key>
_COLUMN_KEYS = ["left", "middle", "right"]  # pw-column-<key>


def empty_cells(grid: dict[str, list[int]]) -> list[tuple[int, int]]:
    """Empty cells orthogonally next to a stack that keep every stack inside a 3 x 3 frame."""
    return [parse_cell(k) for k in _empty_cells(tuple(sorted(grid)))]


@lru_cache(maxsize=8192)
def _empty_cells(keys: tuple[str, ...]) -> tuple[str, ...]:
    """Keys of the empty cells next to the stacks at ``keys`` (sorted) that keep the frame."""
    cells = [parse_cell(k) for k in keys]
    occupied = set(cells)
    minx = min(c[0] for c in cells)
    maxx = max(c[0] for c in cells)
    miny = min(c[1] for c in cells)
    maxy = max(c[1] for c in cells)
    out = []
    seen = set()
    for x, y in cells:
        for cell in ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)):
            if cell in occupied or cell in seen:
                continue
            seen.add(cell)
            cx, cy = cell
            if max(maxx, cx) - min(minx, cx) < FRAME and max(maxy, cy) - min(miny, cy) < FRAME:
                out.append(cell)
    out.sort(key=lambda c: (c[1], c[0]))
    return tuple(cell_key(x, y) for x, y in out)


def landscape_tops(grid: dict[str, list[int]]) -> obj.Tops:
    return {parse_cell(k): CARDS[stack[-1]] for k, stack in grid.items()}


class PaperWorld(Game[PaperWorldState, PaperWorldView]):
    key = "paper-world"
    title = "Paper World"
    # The hard level's search keeps its own hand in every world it plays down the tree and values
    # each opponent's leaves on a world drawn from that opponent's view (rules/search.py), instead
    # of drawing the whole world again before each opponent's decision: that redraw also replaced
    # the searching seat's hand, which this game's evaluation prizes, and at 4 players hard then
    # lost to normal (38.7% of 31 games, 50% even); with this setting it won 74.4% of 160.
    # 1 CPU second per decision: see docs/ai-strength.md.
    TIEBREAK = msg("pw-tiebreak")
    SEARCH_SETTINGS: ClassVar[Mapping[str, Any]] = {
        "redeterminize_opponents": False,
        "opponent_leaves_on_own_sample": True,
    }
    min_players = 2
    max_players = 4
    first_seat_free = RANDOM_FIRST_PLAYER  # ASSUMPTION random; otherwise seat 0 starts
    OPTIONS = (
        OptionSpec(
            key="objectives",
            label=msg("pw-option-objectives"),
            choices={"random": msg("pw-option-objectives-random"), "starred": msg("pw-option-objectives-starred")},
            default="random",
            description=msg("pw-option-objectives-about"),
        ),
    )

    # ------------------------------------------------------------------ setup
    def first_seat(self, state: PaperWorldState) -> int:
        return int(state["first"])

    def _setup(
        self, player_count: int, seed: int | str, options: dict[str, Any], first: int | None = None
    ) -> PaperWorldState:
        # The rest of the keys follow in update() below, once the cards are dealt.
        state = cast(PaperWorldState, {"seed": seed, "rng_counter": 0, "players": player_count, "options": options})
        rng = draw_rng(state)
        colours = list(COLOURS)
        if RANDOM_DISTINCT_COLOURS:
            rng.shuffle(colours)
        colours = colours[:player_count]
        deck = deck_for(player_count)
        grids = []
        for colour in colours:
            start = next(i for i in deck if COL[i] == colour and VAL[i] == 1 and not SCI[i])
            deck.remove(start)
            grids.append({cell_key(0, 0): [start]})
        rng.shuffle(deck)
        piles: list[list[int]] = [[] for _ in range(PILES)]
        for index, card in enumerate(deck):
            piles[index % PILES].append(card)
        if options.get("objectives") == "starred":
            chosen = list(STARRED_OBJECTIVES)
        else:
            chosen = sorted(rng.sample(sorted(OBJECTIVE_NAMES), OBJECTIVES_PER_GAME))
        drawn = rng.randrange(player_count) if RANDOM_FIRST_PLAYER else 0  # drawn even when the caller names it
        first = drawn if first is None else first
        state.update(
            {
                "move": 0,
                "over": False,
                "colours": colours,
                "piles": piles,
                "hands": [[] for _ in range(player_count)],
                "discards": [[] for _ in range(player_count)],
                "grids": grids,
                "scissors": None,
                "objectives": [{"id": k, "tokens": list(OBJECTIVE_TOKENS), "taken": []} for k in chosen],
                "first": first,
                "current": first,
                "turn": 1,
                "phase": "turn",
                "placed": [],
                "skipped": 0,
                "pending": None,
                "final_left": None,
                "triggered_by": None,
            }
        )
        return state

    # ------------------------------------------------------------------ decisions
    def _to_act(self, state: PaperWorldState) -> Iterable[int]:
        return (state["current"],)

    def take_options(self, state: PaperWorldState) -> list[tuple[str, Msg, list[int]]]:
        """(id, label, pile indexes) for every distinct TAKE."""
        tops = [(i, pile[-1]) for i, pile in enumerate(state["piles"]) if pile]
        by_colour: dict[str, list[int]] = {}
        by_value: dict[int, list[int]] = {}
        for i, card in tops:
            by_colour.setdefault(COL[card], []).append(i)
            by_value.setdefault(VAL[card], []).append(i)
        piles = state["piles"]
        out = []
        for colour in COLOURS:
            if colour in by_colour:
                found = by_colour[colour]
                values = [_value_msg(piles[i][-1]) for i in found]
                label = msg("pw-action-take-colour", colour=colour_msg(colour), values=values)
                out.append((f"take:c:{colour}", label, found))
        for value in sorted(by_value):
            found = by_value[value]
            colours = [_colour_of_msg(piles[i][-1]) for i in found]
            out.append((f"take:v:{value}", msg("pw-action-take-value", value=value, colours=colours), found))
        return out

    def placements(self, state: PaperWorldState, seat: int, fresh: bool = False) -> list[tuple[str, str, bool]]:
        """(card code, target cell key, is a skip) for every legal single placement.

        ``fresh`` ignores this turn's placements (the view's "placeable at the start of a turn")."""
        hand = state["hands"][seat]
        if not hand:
            return []
        grid = state["grids"][seat]
        scissors = state["scissors"]
        holding = scissors is not None and scissors[0] == seat
        blocked = cast("list[Any]", scissors)[1] if holding else None  # holding: the token is on a card
        placed = [] if fresh else state["placed"]
        skipped = 0 if fresh else state["skipped"]
        skip_ok = skipped < SKIPS_PER_TURN and (holding or len(hand) >= 2)
        if placed:
            colours = {COL[p] for p in placed}
            values = {VAL[p] for p in placed}
            colour = next(iter(colours)) if len(colours) == 1 else None
            value = next(iter(values)) if len(values) == 1 else None
        codes = sorted({CODE[c] for c in hand}, key=_code_sort_key)
        tops = [(k, stack[-1]) for k, stack in grid.items() if k != blocked]
        empties = _empty_cells(tuple(sorted(grid)))
        out = []
        for code in codes:
            c_colour, c_value, _ = CODE_INFO[code]
            if placed and c_colour != colour and c_value != value:
                continue
            for key, top in tops:
                if COL[top] == c_colour:
                    step = c_value - VAL[top]
                    if step == NORMAL_STEP:
                        out.append((code, key, False))
                    elif step == SKIP_STEP and skip_ok:
                        out.append((code, key, True))
            if c_value == 1 or (c_value == SKIP_STEP and skip_ok):
                skip = c_value != 1
                for key in empties:
                    out.append((code, key, skip))
        return out

    @staticmethod
    def _target_names(grid: dict[str, list[int]]) -> dict[str, Msg]:
        """How action labels name each stack: its visible card, plus its place in the frame
        when another stack shows the same card."""
        tops = {k: CODE[stack[-1]] for k, stack in grid.items()}
        counts: dict[str, int] = {}
        for top in tops.values():
            counts[top] = counts.get(top, 0) + 1
        names = {}
        origin = None
        for k, top in tops.items():
            name = card_msg(top)
            if counts[top] > 1:
                if origin is None:
                    origin = display_origin(parse_cell(c) for c in grid)
                x, y = parse_cell(k)
                name = msg("pw-stack-at", card=name, position=_position_msg(y - origin[1], x - origin[0]))
            names[k] = name
        return names

    @staticmethod
    def _new_stack_phrase(grid: dict[str, list[int]], key: str) -> Msg:
        """Where a new stack goes: its space in the 3 x 3 frame drawn now ("in the top-left space").
        A landscape two stacks wide (or high) is drawn leaning left (or up), so a new stack may go
        just beyond the frame's left (or top) edge: named by the row (or column) it extends."""
        x, y = parse_cell(key)
        ox, oy = display_origin(parse_cell(c) for c in grid)
        col, row = x - ox, y - oy
        if col < 0:
            return msg("pw-where-left-of-row", row=msg(f"pw-row-{_ROW_KEYS[row]}"))
        if row < 0:
            return msg("pw-where-above-column", column=msg(f"pw-column-{_COLUMN_KEYS[col]}"))
        return msg("pw-where-space", position=_position_msg(row, col))

    def _placement_actions(self, state: PaperWorldState, seat: int) -> list[Action]:
        grid = state["grids"][seat]
        moves = self.placements(state, seat)
        if not moves:
            return []
        # How a skip is paid for: free while holding the scissors token, else a card discarded.
        skip_kind = "-skip-free" if self._holding(state, seat) else "-skip-discard"
        names = self._target_names(grid)
        phrases: dict[str, Msg] = {}
        out = []
        for code, key, skip in moves:
            kind = skip_kind if skip else ""
            card = card_msg(code)
            if key in grid:
                # Msg(...) as it is (no argument to convert): this runs for every move the AI weighs.
                label = Msg(f"pw-action-place-on{kind}", {"card": card, "target": names[key]})
            else:
                phrase = phrases.get(key)
                if phrase is None:
                    phrase = phrases[key] = self._new_stack_phrase(grid, key)
                label = Msg(f"pw-action-place-new{kind}", {"card": card, "where": phrase})
            out.append(Action(f"place:{code}:{key}", label))
        return out

    _memo: tuple[Any, ...] = (None,)

    def _legal_actions(self, state: PaperWorldState, seat: int) -> Iterable[Action]:
        # The same state object is asked again and again (listing, then validating each apply,
        # the AI's look-ahead): remember the last answer. Holding the state object keeps its id
        # from being reused; move and phase guard against a caller editing it in place.
        memo = self._memo
        if memo[0] is state and memo[1:4] == (seat, state["move"], state["phase"]):
            remembered: list[Action] = memo[4]
            return remembered
        actions = self._compute_legal_actions(state, seat)
        self._memo = (state, seat, state["move"], state["phase"], actions)
        return actions

    def _compute_legal_actions(self, state: PaperWorldState, seat: int) -> list[Action]:
        phase = state["phase"]
        if phase in ("turn", "placing"):
            actions = []
            if phase == "turn":
                actions = [Action(i, label) for i, label, _ in self.take_options(state)]
            actions.extend(self._placement_actions(state, seat))
            if phase == "placing":
                actions.append(Action("done", msg("pw-action-done")))
            elif not actions and PASS_WHEN_NO_LEGAL_ACTION:
                actions.append(Action("pass", msg("pw-action-pass")))
            return actions
        if phase == "skip_discard":
            codes = sorted({CODE[c] for c in state["hands"][seat]}, key=_code_sort_key)
            return [Action(f"discard:{code}", msg("pw-action-discard-skip", card=card_msg(code))) for code in codes]
        if phase == "limit":
            codes = sorted({CODE[c] for c in state["hands"][seat]}, key=_code_sort_key)
            return [
                Action(f"discard:{code}", msg("pw-action-discard-limit", card=card_msg(code), limit=HAND_LIMIT))
                for code in codes
            ]
        if phase == "scissors":
            cell = cast(PendingCell, state["pending"])["cell"]  # the scissors card just placed
            card = card_msg(CODE[state["grids"][seat][cell][-1]])
            return [
                Action("scissors:move", msg("pw-action-scissors-move", card=card)),
                Action("scissors:leave", msg("pw-action-scissors-leave")),
            ]
        return []

    # ------------------------------------------------------------------ applying
    def _apply(self, state: PaperWorldState, seat: int, action_id: str) -> Transition[PaperWorldState]:
        before = _public_snapshot(state)
        secrets = _secrets(state)
        turn = state["turn"]
        transition = self._apply_decision(state, seat, action_id)
        _record_last_turn(state, seat, turn, before)
        # A seat's private view changed beyond the public one only where its hand or its face-down
        # discards did: the bot sends exactly those seats a DM (a turn that starts or a card placed
        # from another hand changes nothing only one seat sees).
        # A decision may tell the others something of the mover's own hand (a card placed from it, a
        # turn that ends by itself because nothing in it could be placed): that is the mover showing
        # their own cards, which undo may take back. Taking from the piles shows what lay beneath
        # (``_apply_decision`` marks it irreversible).
        after = _secrets(state)
        hidden = frozenset(s for s in range(state["players"]) if after[s] != secrets[s])
        return replace(transition, hidden_change=hidden)

    def _apply_decision(self, state: PaperWorldState, seat: int, action_id: str) -> Transition[PaperWorldState]:
        state["move"] += 1
        events: list[Event] = []
        hidden = {seat}
        irreversible = False
        kind, _, rest = action_id.partition(":")
        hand = state["hands"][seat]
        if kind == "take":
            mode, _, what = rest.partition(":")
            taken = []
            for pile in state["piles"]:
                while pile and (
                    (mode == "c" and COL[pile[-1]] == what) or (mode == "v" and str(VAL[pile[-1]]) == what)
                ):
                    taken.append(pile.pop())
                    if not TAKE_EXPOSED_CARDS:  # a card revealed underneath stays
                        break
            hand.extend(taken)
            hand.sort()
            cards = [card_msg(CODE[c]) for c in taken]
            if mode == "c":
                took = msg("pw-event-took-colour", player=Seat(seat), colour=colour_msg(what), cards=cards)
            else:
                took = msg("pw-event-took-value", player=Seat(seat), value=int(what), cards=cards)
            events.append(Event(took, seat))
            irreversible = True
            self._end_turn(state, seat, events, hidden)
        elif kind == "place":
            code, _, key = rest.partition(":")
            skip = self._place(state, seat, code, key, events)
            if skip and not self._holding(state, seat):
                state["phase"] = "skip_discard"
                state["pending"] = {"cell": key}
            else:
                self._after_card(state, seat, key, events, hidden)
        elif kind == "discard":
            card = next(c for c in hand if CODE[c] == rest)
            hand.remove(card)
            state["discards"][seat].append(card)
            if state["phase"] == "skip_discard":
                events.append(Event(msg("pw-event-discarded-skip", player=Seat(seat)), seat))
                paid_for = cast(PendingCell, state["pending"])["cell"]  # the skip just paid for
                self._after_card(state, seat, paid_for, events, hidden)
            else:
                events.append(Event(msg("pw-event-discarded-limit", player=Seat(seat), limit=HAND_LIMIT), seat))
                if len(hand) <= HAND_LIMIT:
                    self._finish_turn(state, seat, events, hidden)
        elif kind == "scissors":
            key = cast(PendingCell, state["pending"])["cell"]  # the scissors card just placed
            if rest == "move":
                old = state["scissors"]
                state["scissors"] = [seat, key]
                under = card_msg(CODE[state["grids"][seat][key][-1]])
                if old is None:
                    moved = msg("pw-event-scissors-from-supply", player=Seat(seat), card=under)
                elif old[0] == seat:
                    moved = msg("pw-event-scissors-moved", player=Seat(seat), card=under)
                else:
                    moved = msg("pw-event-scissors-taken", player=Seat(seat), owner=Seat(old[0]), card=under)
                events.append(Event(moved, seat))
                if old is not None:
                    hidden.add(old[0])
            else:
                events.append(Event(msg("pw-event-scissors-left", player=Seat(seat)), seat))
            self._continue_placing(state, seat, events, hidden)
        elif kind == "done":
            placed = len(state["placed"])
            events.append(Event(msg("pw-event-done", player=Seat(seat), count=placed), seat))
            self._end_turn(state, seat, events, hidden)
        elif kind == "pass":
            events.append(Event(msg("pw-event-passed", player=Seat(seat)), seat))
            self._end_turn(state, seat, events, hidden)
        else:  # pragma: no cover - ids are validated against the legal list first
            raise AssertionError(action_id)
        return Transition(state=state, events=events, hidden_change=frozenset(hidden), irreversible=irreversible)

    @staticmethod
    def _holding(state: PaperWorldState, seat: int) -> bool:
        return state["scissors"] is not None and state["scissors"][0] == seat

    def _place(self, state: PaperWorldState, seat: int, code: str, key: str, events: list[Event]) -> bool:
        """Move one card of ``code`` from the hand onto ``key``; returns whether it was a skip."""
        hand = state["hands"][seat]
        card = next(c for c in hand if CODE[c] == code)
        hand.remove(card)
        grid = state["grids"][seat]
        skip: bool
        if key in grid:
            below = grid[key][-1]
            skip = VAL[card] - VAL[below] == SKIP_STEP
            grid[key].append(card)
            tail = "-skip" if skip else ""
            placed = msg(
                f"pw-event-placed-on{tail}", player=Seat(seat), card=card_msg(code), below=card_msg(CODE[below])
            )
        else:
            skip = VAL[card] != 1
            grid[key] = [card]
            tail = "-skip" if skip else ""
            placed = msg(f"pw-event-placed-new{tail}", player=Seat(seat), card=card_msg(code))
        state["placed"].append(card)
        if skip:
            state["skipped"] += 1
        events.append(Event(placed, seat))
        return skip

    def _after_card(self, state: PaperWorldState, seat: int, key: str, events: list[Event], hidden: set[int]) -> None:
        """After a placed card (and any skip payment): the optional scissors move, then more placing."""
        card = state["grids"][seat][key][-1]
        if SCI[card] and (SCISSORS_MOVE_BETWEEN_OWN_CARDS or not self._holding(state, seat)):
            state["phase"] = "scissors"
            state["pending"] = {"cell": key}
            return
        self._continue_placing(state, seat, events, hidden)

    def _continue_placing(self, state: PaperWorldState, seat: int, events: list[Event], hidden: set[int]) -> None:
        state["pending"] = None
        state["phase"] = "placing"
        if not self.placements(state, seat):
            self._end_turn(state, seat, events, hidden)

    def _end_turn(self, state: PaperWorldState, seat: int, events: list[Event], hidden: set[int]) -> None:
        if len(state["hands"][seat]) > HAND_LIMIT:
            state["phase"] = "limit"
            state["pending"] = None
            return
        self._finish_turn(state, seat, events, hidden)

    def met_objectives(self, state: PaperWorldState, seat: int) -> list[Objective]:
        """The objectives ``seat`` meets now, has not scored yet, and that still have a token."""
        tops = landscape_tops(state["grids"][seat])
        out = []
        for objective in state["objectives"]:
            if not objective["tokens"] or any(s == seat for s, _ in objective["taken"]):
                continue
            if obj.met(objective["id"], tops, CROSS_COLOURS_NEEDS_CENTRE):
                out.append(objective)
        return out

    def _finish_turn(self, state: PaperWorldState, seat: int, events: list[Event], hidden: set[int]) -> None:
        met = self.met_objectives(state, seat)
        if not SCORE_ALL_OBJECTIVES_MET:
            met = met[:1]
        for objective in met:
            token = objective["tokens"].pop(0)
            objective["taken"].append([seat, token])
            completed = msg(
                "pw-event-objective", player=Seat(seat), objective=objective_msg(objective["id"]), points=token
            )
            events.append(Event(completed, seat))
        piles_left = sum(1 for pile in state["piles"] if pile)
        if state["final_left"] is None:
            if piles_left <= END_TRIGGER_PILES:
                state["final_left"] = state["players"]
                state["triggered_by"] = seat
                events.append(Event(msg("pw-event-final-round", piles=piles_left), None))
        else:
            state["final_left"] -= 1
        state["placed"] = []
        state["skipped"] = 0
        state["pending"] = None
        if state["final_left"] == 0:
            state["over"] = True
            state["phase"] = "over"
            result = self._result(state)
            best = result.scores[result.winners[0]]
            winners = [Seat(w) for w in result.winners]
            over = msg("pw-event-game-over", winners=winners, count=len(winners), stars=best)
            events.append(Event(over, None))
            return
        state["current"] = (seat + 1) % state["players"]
        state["turn"] += 1
        state["phase"] = "turn"
        hidden.add(state["current"])

    # ------------------------------------------------------------------ scoring
    def breakdown(self, state: PaperWorldState, seat: int) -> dict[str, int]:
        scissors = state["scissors"]
        stars = 0
        for key, stack in state["grids"][seat].items():
            if not CARD_UNDER_SCISSORS_SCORES and scissors == [seat, key]:
                continue
            stars += STARS[VAL[stack[-1]]]
        tokens = sum(v for o in state["objectives"] for s, v in o["taken"] if s == seat)
        token = SCISSORS_TOKEN_STARS if scissors is not None and scissors[0] == seat else 0
        hand = len(state["hands"][seat])
        discard = len(state["discards"][seat])
        total = stars + tokens + token - hand - discard
        return {
            "stars": stars,
            "objectives": tokens,
            "scissors": token,
            "hand": -hand,
            "discard": -discard,
            "total": total,
        }

    def _result(self, state: PaperWorldState) -> Result:
        parts = [self.breakdown(state, s) for s in range(state["players"])]
        scores = [p["total"] for p in parts]
        tiebreak: list[Any] = [-len(d) for d in state["discards"]]
        if not SHARE_TIE_AFTER_DISCARD_TIEBREAK:  # pragma: no cover - alternative reading
            tiebreak = [(t, -s) for s, t in enumerate(tiebreak)]
        result = rank_by_score(scores, tiebreak)
        return Result(
            scores=scores, breakdown=parts, ranking=result.ranking, winners=result.winners, places=result.places
        )

    def current_scores(self, state: PaperWorldState) -> list[int]:
        return [self.breakdown(state, s)["total"] for s in range(state["players"])]

    # ------------------------------------------------------------------ views
    def _landscape_view(self, state: PaperWorldState, seat: int) -> Landscape:
        grid = state["grids"][seat]
        cells = sorted((parse_cell(k)[::-1], k) for k in grid)
        ox, oy = display_origin([(x, y) for (y, x), _ in cells])
        stacks: list[Stack] = []
        for (y, x), key in cells:
            stack = grid[key]
            stacks.append({"x": x, "y": y, "col": x - ox, "row": y - oy, "top": CODE[stack[-1]], "height": len(stack)})
        return {"origin": [ox, oy], "stacks": stacks}

    def _view(self, state: PaperWorldState, seat: int | None) -> PaperWorldView:
        players = state["players"]
        scissors = state["scissors"]
        breakdown = [self.breakdown(state, s) for s in range(players)]
        view: PaperWorldView = {
            "game": self.key,
            "seat": seat,
            "players": players,
            "to_act": sorted(self.to_act(state)),
            "move": state["move"],
            "over": bool(state["over"]),
            "turn": state["turn"],
            "current": state["current"],
            "phase": state["phase"],
            "first": state["first"],
            "colours": list(state["colours"]),
            "piles": [{"top": CODE[p[-1]] if p else None, "size": len(p)} for p in state["piles"]],
            "hand_sizes": [len(h) for h in state["hands"]],
            "discard_sizes": [len(d) for d in state["discards"]],
            "landscapes": [self._landscape_view(state, s) for s in range(players)],
            "scissors": None
            if scissors is None
            else {"seat": scissors[0], "x": parse_cell(scissors[1])[0], "y": parse_cell(scissors[1])[1]},
            "objectives": [
                {
                    "id": o["id"],
                    "tokens": list(o["tokens"]),
                    "taken": [list(t) for t in o["taken"]],
                }
                for o in state["objectives"]
            ],
            "placed_this_turn": [CODE[c] for c in state["placed"]],
            "skip_used": state["skipped"] >= SKIPS_PER_TURN,
            "final_round": state["final_left"] is not None,
            "final_turns_left": state["final_left"],
            "triggered_by": state["triggered_by"],
            "hand_limit": HAND_LIMIT,
            "breakdown": breakdown,
            "last_turn": _last_turn_view(state),
            "scores": [part["total"] for part in breakdown],
        }
        if state["over"]:
            view["result"] = self._result(state).to_json()
        if seat is not None:
            hand = sorted((CODE[c] for c in state["hands"][seat]), key=_code_sort_key)
            view["hand"] = hand
            view["discard"] = sorted((CODE[c] for c in state["discards"][seat]), key=_code_sort_key)
            now = seat in view["to_act"] and state["phase"] in ("turn", "placing")
            moves = self.placements(state, seat, fresh=not now) if not state["over"] else []
            view["placeable"] = sorted({code for code, _, _ in moves}, key=_code_sort_key)
            view["targets"] = (
                [{"card": code, "x": parse_cell(k)[0], "y": parse_cell(k)[1], "skip": skip} for code, k, skip in moves]
                if now
                else []
            )
            view["decision"] = state["phase"] if seat in view["to_act"] else None
        return view

    # ------------------------------------------------------------------ determinisation
    def determinize(self, state: PaperWorldState, seat: int | None, rng: random.Random) -> PaperWorldState:
        """Resample what ``seat`` cannot see: the cards under every pile top, the other players'
        hands and face-down discard piles (every hand and discard for a spectator); every size
        and every pile top stay as they are.

        The pool is ordered by card code first, so two states that look the same to ``seat``
        (even if they hold different copies of identical cards) are dealt the same codes.
        What a seat could remember from the public log (who took which cards) is not used.
        """
        out = clone_state(state)
        reseed(out, rng)
        others = [s for s in range(state["players"]) if s != seat]
        pool: list[int] = []
        for pile in out["piles"]:
            pool += pile[:-1]
        for other in others:
            pool += out["hands"][other] + out["discards"][other]
        pool.sort(key=lambda card: (_code_sort_key(CODE[card]), card))
        rng.shuffle(pool)
        for pile in out["piles"]:
            if pile:
                pile[:-1] = [pool.pop() for _ in range(len(pile) - 1)]
        for other in others:
            out["hands"][other] = sorted(pool.pop() for _ in out["hands"][other])
            out["discards"][other] = [pool.pop() for _ in out["discards"][other]]
        return out

    # ------------------------------------------------------------------ AI
    def evaluate(self, state: PaperWorldState, seat: int) -> float:
        values = [self._worth(state, s) for s in range(state["players"])]
        others = [v for s, v in enumerate(values) if s != seat]
        return values[seat] - max(others)

    def _worth(self, state: PaperWorldState, seat: int) -> float:
        """Score now, plus objectives met but not yet scored, plus the hand's prospects: each card
        counts the chance it is placed later times what placing it would bring (its star step
        and the hand penalty it stops costing)."""
        worth = float(self.breakdown(state, seat)["total"])
        if state["over"]:
            return worth
        for objective in self.met_objectives(state, seat):
            worth += objective["tokens"][0]
        if state["final_left"] is not None:
            factor = 0.15
        else:
            left = sum(len(p) for p in state["piles"])
            factor = 1.0 if left >= 15 else 0.4 + 0.04 * left
        grid = state["grids"][seat]
        best_top: dict[str, int] = {}
        for stack in grid.values():
            c, v = COL[stack[-1]], VAL[stack[-1]]
            if v > best_top.get(c, 0):
                best_top[c] = v
        room = len(grid) < FRAME * FRAME
        seen: set[str] = set()  # colour and value of the cards counted
        hand = state["hands"][seat]
        crowd = 1.0 if len(hand) <= 7 else 0.7
        for card in hand:
            c, v = COL[card], VAL[card]
            top = best_top.get(c, 0)
            if top and v > top:
                chance = _CHANCE_BY_GAP[v - top]
                gain = 1 + STARS[v] - STARS[v - 1]
            elif room:
                chance = _CHANCE_NEW_STACK[v]
                gain = 1 + (STARS[v] - STARS[v - 1] if v > 1 else 0)
            else:
                continue
            kind = c + str(v)
            if kind in seen:
                chance *= 0.3
            seen.add(kind)
            worth += factor * crowd * chance * gain
        return worth


# ---------------------------------------------------------------------- the last turn, from public facts only
def _secrets(state: PaperWorldState) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """What each seat alone knows: its hand and its face-down discards."""
    return [(tuple(hand), tuple(discard)) for hand, discard in zip(state["hands"], state["discards"], strict=True)]


def _public_snapshot(state: PaperWorldState) -> dict[str, Any]:
    """What everyone sees that a decision may change: pile sizes, stack heights, the scissors,
    discard counts and the objective tokens taken."""
    return {
        "piles": [len(p) for p in state["piles"]],
        "stacks": [{k: len(v) for k, v in grid.items()} for grid in state["grids"]],
        "scissors": list(state["scissors"]) if state["scissors"] is not None else None,
        "discards": [len(d) for d in state["discards"]],
        "objectives": [len(o["taken"]) for o in state["objectives"]],
    }


def _record_last_turn(state: PaperWorldState, seat: int, turn: int, before: dict[str, Any]) -> None:
    """Add this decision's public changes to ``state["last_turn"]`` (reset when a new turn begins):
    the piles taken from, the cells placed on, the scissors' move, face-down discards (a count
    only) and the objectives scored."""
    record = state.get("last_turn")
    if not record or record.get("turn") != turn:
        record = {
            "seat": seat,
            "turn": turn,
            "piles": [],
            "cells": [],
            "scissors": False,
            "discarded": 0,
            "objectives": [],
        }
    after = _public_snapshot(state)
    record["piles"] = sorted(
        set(record["piles"]) | {i for i, (a, b) in enumerate(zip(before["piles"], after["piles"])) if a != b}
    )
    for key, height in after["stacks"][seat].items():
        if before["stacks"][seat].get(key) != height and key not in record["cells"]:
            record["cells"].append(key)
    record["scissors"] = record["scissors"] or before["scissors"] != after["scissors"]
    record["discarded"] += after["discards"][seat] - before["discards"][seat]
    record["objectives"] += [i for i, (a, b) in enumerate(zip(before["objectives"], after["objectives"])) if a != b]
    state["last_turn"] = record


def _last_turn_view(state: PaperWorldState) -> LastTurnView | None:
    """The last (or current) turn's marks in display terms: cells as x, y of the seat's landscape."""
    record = state.get("last_turn")
    if not record:
        return None
    cells = [list(parse_cell(k)) for k in record["cells"]]
    return {
        "seat": record["seat"],
        "turn": record["turn"],
        "piles": list(record["piles"]),
        "cells": cells,
        "scissors": record["scissors"],
        "discarded": record["discarded"],
        "objectives": list(record["objectives"]),
    }


# The greedy AI's guess of how likely a hand card is placed before the end, by the gap between
# it and the best stack of its colour, or when it would have to start a new stack.
_CHANCE_BY_GAP = {1: 0.9, 2: 0.7, 3: 0.35, 4: 0.2}
_CHANCE_NEW_STACK = {1: 0.8, 2: 0.55, 3: 0.25, 4: 0.15, 5: 0.1}


GAME = PaperWorld()
