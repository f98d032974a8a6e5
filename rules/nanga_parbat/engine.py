"""Nanga Parbat: the rules engine (spec section 2), two players, open information.

A turn is a chain of single decisions, each a ``phase`` of the state:

* ``trap`` (window W0): trap an animal in the guide's region (or first relocate the guide when
  that region is empty), or activate an animal;
* ``claim`` (window W1): claim one free spot of the points chart, activate, or go on;
* ``after`` (window W2): activate, or end the turn;
* ``activate``: the targets of the activation just started (one or two picks);
* ``pick``: the hikers or animals paying for the chart spot just chosen (one per decision; a pick
  with a single option is taken automatically, as is the second pick of a forced swap). A
  started claim or activation cannot be cancelled: every partial choice offered can be completed,
  and without a way back no look-ahead player can loop between starting and cancelling.

Windows with nothing to decide but "go on" are passed automatically. Mountain cells hold an
animal key, ``h<seat>`` (a hiker) or ``c<seat>`` (a camp).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any, cast

from rules.base import (
    Action,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    Result,
    Transition,
    clone_state,
    draw_rng,
    rank_by_score,
)
from rules.nanga_parbat import board as B
from rules.nanga_parbat.state import ActivationPending, ClaimPending, NangaParbatState
from rules.nanga_parbat.view import NangaParbatView, Targets
from rules.text import Msg, msg
from rules.text import seat as seat_arg

HIKER, CAMP = B.HIKER, B.CAMP
BREAKDOWN_KEYS = ("camps", "different", "same", "panda", "area", "path")
AREA_OPTION = "area_scoring"


def _is_animal(content: str) -> bool:
    return content in B.KIND_COUNT


def _table(state: NangaParbatState) -> dict[str, Any]:
    """The pieces on the table (all public) that a turn can change."""
    return {
        "turns": state["turns"],
        "mountain": list(state["mountain"]),
        "guide": state["guide"],
        "chart": [list(row) for row in state["chart"]],
        "boards": [{k: list(v) for k, v in b.items()} for b in state["boards"]],
    }


def _record_last_turn(state: NangaParbatState, seat: int, before: dict[str, Any]) -> None:
    """Add what this decision changed to ``state["last_turn"]``: the sections whose piece changed,
    the guide's old region, chart spots claimed, animals taken or activated. The record restarts
    when a new turn begins (the turn counter moved on since it was started) or another player
    decides (the guide's placement before the first turn is its own record)."""
    record = state.get("last_turn")
    if not record or record["turns"] != before["turns"] or record["seat"] != seat:
        record = {
            "seat": seat,
            "turns": before["turns"],
            "cells": [],
            "guide_from": None,
            "chart": [],
            "taken": [],
            "activated": [],
        }
    for index, (old, new) in enumerate(zip(before["mountain"], state["mountain"])):
        if old != new and index not in record["cells"]:
            record["cells"].append(index)
    if state["guide"] != before["guide"] and record["guide_from"] is None:
        record["guide_from"] = before["guide"] if before["guide"] is not None else 0
    for row, owners in enumerate(state["chart"]):
        for col, owner in enumerate(owners):
            if owner is not None and before["chart"][row][col] is None:
                record["chart"].append([row, col])
    for kind, (ready, used) in state["boards"][seat].items():
        old_ready, old_used = before["boards"][seat][kind]
        if used > old_used:
            record["activated"].append(kind)
        elif ready > old_ready:
            record["taken"].append(kind)
    state["last_turn"] = record


# Names of animals and pieces are the same few messages again and again (every label of every
# look-ahead names one): each is built once. A Msg is never changed after it is made.
@cache
def animal(kind: str) -> Msg:
    """An animal's name (``np-animal-leopard``...)."""
    return msg(f"np-animal-{kind}")


@cache
def power(kind: str) -> Msg:
    """What activating an animal does (``np-power-yak``...)."""
    return msg(f"np-power-{kind}")


def spot(row: int, col: int) -> str:
    """A spot of the points chart as printed on the board: column letter, row number ("D2")."""
    return f"{B.COLUMN_LETTERS[col]}{row + 1}"


@cache
def piece(content: str) -> Msg:
    """A piece named in a swap: a player's hiker or an animal."""
    if content in HIKER:
        return msg("np-piece-hiker", owner=seat_arg(HIKER.index(content)))
    return msg("np-piece-animal", animal=animal(content))


@cache
def _piece_for(content: str, viewer: int) -> Msg:
    """A piece as the player choosing sees it: their hiker, their opponent's, or an animal."""
    if content in HIKER:
        if HIKER.index(content) == viewer:
            return msg("np-piece-your-hiker")
        return msg("np-piece-opponent-hiker")
    return msg("np-piece-animal", animal=animal(content))


# Labels are built for every legal action of every look-ahead: the fixed ones are built once.
@cache
def _activate_label(kind: str) -> Msg:
    return msg("np-action-activate", animal=animal(kind), power=power(kind))


@cache
def _spot_label(row: int, col: int) -> Msg:
    args = {"spot": spot(row, col), "count": B.CHART_REQ[col], "points": B.CHART_VP[row][col]}
    row_key = B.CHART_ROW_KEYS[row]
    if row_key == "camps":
        return msg("np-action-claim-camps", **args)
    if row_key == "different":
        return msg("np-action-claim-different", **args)
    return msg("np-action-claim-same", **args)


@cache
def _trap_label(kind: str, index: int) -> Msg:
    return msg("np-action-trap", animal=animal(kind), cell=B.name_of(index), region=B.section_of(index))


@cache
def _swap_label(kind: str, content: str, viewer: int, index: int, first: bool) -> Msg:
    """The label of a swap's first or second pick: ``kind`` activated, ``content`` at ``index``."""
    args = {"animal": animal(kind), "piece": _piece_for(content, viewer), "cell": B.name_of(index)}
    return msg("np-action-swap-first", **args) if first else msg("np-action-swap-second", **args)


class NangaParbat(Game[NangaParbatState, NangaParbatView]):
    key = "nanga-parbat"
    title = "Nanga Parbat"
    min_players = 2
    max_players = 2
    TIEBREAK = None if B.TIE_AT_ZERO_SHARED else msg("np-tiebreak")
    first_seat_free = True  # spec: a random first player (the other places the guide)
    OPTIONS = (
        OptionSpec(
            AREA_OPTION,
            msg("np-option-area-scoring"),
            {False: msg("np-option-area-scoring-off"), True: msg("np-option-area-scoring-on")},
            False,
            msg("np-option-area-scoring-about"),
        ),
    )

    # ------------------------------------------------------------------ setup
    def first_seat(self, state: NangaParbatState) -> int:
        return int(state["first"])

    def _setup(
        self, player_count: int, seed: int | str, options: dict[str, Any], first: int | None = None
    ) -> NangaParbatState:
        # The rest of the keys follow in update() below, once the animals are shuffled.
        state = cast(NangaParbatState, {"seed": seed, "rng_counter": 0, "options": options, "players": player_count})
        rng = draw_rng(state)
        animals = [kind for kind in B.KINDS for _ in range(B.KIND_COUNT[kind])]
        rng.shuffle(animals)
        drawn = rng.randrange(2)  # drawn even when the caller names the first seat: the same deal
        first = drawn if first is None else first
        state.update(
            {
                "move": 0,
                "over": False,
                "first": first,
                "turn": first,
                "phase": "guide_setup",
                "mountain": animals,
                "guide": None,
                "stock": [B.HIKERS, B.HIKERS],
                "camps": [B.CAMPS, B.CAMPS],
                "cubes": [B.CUBES, B.CUBES],
                "removed": [0, 0],
                "boards": [{kind: [0, 0] for kind in B.KINDS} for _ in range(2)],
                "discard": {kind: 0 for kind in B.KINDS},
                "chart": [[None] * len(B.CHART_REQ) for _ in B.CHART_ROWS],
                "score": [0, 0],
                "breakdown": [{key: 0 for key in BREAKDOWN_KEYS} for _ in range(2)],
                "pending": None,
                "turns": 0,
                "end_reason": None,
            }
        )
        return state

    # ------------------------------------------------------------------ who acts
    def _to_act(self, state: NangaParbatState) -> Iterable[int]:
        phase = state["phase"]
        if phase == "guide_setup":
            return [1 - state["first"]]
        if phase == "trap" and B.EMPTY_REGION_RELOCATED_BY == "opponent" and self._guide_region_empty(state):
            return [1 - state["turn"]]
        return [state["turn"]]

    # ------------------------------------------------------------------ helpers on the mountain
    @staticmethod
    def _guide_region_empty(state: NangaParbatState) -> bool:
        mountain = state["mountain"]
        guide = cast(int, state["guide"])  # placed before the first trap
        return not any(_is_animal(mountain[i]) for i in B.REGION_CELLS[guide - 1])

    @staticmethod
    def _leopard_partners(mountain: list[str], index: int) -> list[int]:
        me = mountain[index]
        if me not in HIKER:
            return []
        return [n for n in B.NEIGHBOURS[index] if mountain[n] in HIKER and (B.LEOPARD_SAME_OWNER or mountain[n] != me)]

    @staticmethod
    def _tahr_partners(mountain: list[str], index: int, seat: int) -> list[int]:
        me = mountain[index]
        if me not in HIKER or (not B.TAHR_ANY_HIKER and me != HIKER[seat]):
            return []
        return [n for n in B.NEIGHBOURS[index] if _is_animal(mountain[n])]

    @staticmethod
    def _deer_partners(mountain: list[str], index: int) -> list[int]:
        me = mountain[index]
        if not _is_animal(me):
            return []
        return [
            i
            for i, other in enumerate(mountain)
            if i != index and _is_animal(other) and (B.DEER_SAME_KIND or other != me)
        ]

    def _partners(self, state: NangaParbatState, kind: str, index: int, seat: int) -> list[int]:
        mountain = state["mountain"]
        if kind == "leopard":
            return self._leopard_partners(mountain, index)
        if kind == "tahr":
            return self._tahr_partners(mountain, index, seat)
        if kind == "deer":
            return self._deer_partners(mountain, index)
        return []

    def _first_picks(self, state: NangaParbatState, kind: str, seat: int) -> list[int]:
        mountain = state["mountain"]
        if kind == "deer":
            present = {c for c in mountain if _is_animal(c)}
            if B.DEER_SAME_KIND:
                many = sum(1 for c in mountain if _is_animal(c)) >= 2
                return [i for i, c in enumerate(mountain) if _is_animal(c)] if many else []
            if len(present) < 2:
                return []
            return [i for i, c in enumerate(mountain) if _is_animal(c)]
        return [i for i in range(B.CELLS) if self._partners(state, kind, i, seat)]

    def _yak_regions(self, state: NangaParbatState) -> list[int]:
        mountain = state["mountain"]
        return [
            r
            for r in range(1, B.REGIONS + 1)
            if r != state["guide"]
            and (B.YAK_TO_EMPTY_REGION or any(_is_animal(mountain[i]) for i in B.REGION_CELLS[r - 1]))
        ]

    def _can_activate(self, state: NangaParbatState, kind: str, seat: int) -> bool:
        if kind == "yak":
            return bool(self._yak_regions(state))
        if kind == "deer":
            return bool(self._first_picks(state, kind, seat))
        mountain = state["mountain"]
        return any(mountain[i] in HIKER and self._partners(state, kind, i, seat) for i in range(B.CELLS))

    def _activations(self, state: NangaParbatState, seat: int) -> list[Action]:
        board = state["boards"][seat]
        return [
            Action(f"act:{kind}", _activate_label(kind))
            for kind in B.ACTIVATED
            if board[kind][0] > 0 and self._can_activate(state, kind, seat)
        ]

    # ------------------------------------------------------------------ helpers on the chart
    @staticmethod
    def _trade_possible(row_key: str, counts: dict[str, int], picked: list[str], need: int) -> bool:
        """Whether ``need`` more animals from ``counts`` complete the trade begun with ``picked``."""
        wild = counts.get(B.WILD, 0)
        kinds = [k for k in picked if k != B.WILD]
        if row_key == "different":
            if len(set(kinds)) != len(kinds):
                return False
            used = set(kinds)
            spare = sum(1 for k in B.KINDS if k != B.WILD and k not in used and counts[k] > 0)
            return spare + wild >= need
        if len(set(kinds)) > 1:
            return False
        if kinds:
            return counts[kinds[0]] + wild >= need
        return max([counts[k] for k in B.KINDS if k != B.WILD] + [0]) + wild >= need

    def _claims(self, state: NangaParbatState, seat: int) -> list[Action]:
        if state["cubes"][seat] <= 0:
            return []
        capacity = B.claim_capacity(state, seat)
        actions = []
        for row, owners in enumerate(state["chart"]):
            for col, owner in enumerate(owners):
                if owner is None and capacity[row] >= B.CHART_REQ[col]:
                    actions.append(Action(f"claim:{row + 1}.{col + 1}", self._spot_label(row, col)))
        return actions

    @staticmethod
    def _spot_label(row: int, col: int) -> Msg:
        return _spot_label(row, col)

    def _pick_actions(self, state: NangaParbatState, seat: int) -> list[Action]:
        pending = cast(ClaimPending, state["pending"])  # the pick phase pays for a claim
        row_key = B.CHART_ROW_KEYS[pending["row"]]
        need = pending["need"]
        picked = pending["picked"]
        left = need - len(picked)
        actions: list[Action] = []
        if row_key == "camps":
            chosen = set(picked)
            groups = [g for g in B.hiker_groups(state["mountain"], seat) if len(g) >= need]
            if chosen:
                groups = [next(g for g in groups if chosen <= g)]
                if B.CAMP_GROUPS_THROUGH_CAMPS:
                    options = sorted(groups[0] - chosen)
                else:
                    options = sorted(i for i in groups[0] - chosen if any(n in chosen for n in B.NEIGHBOURS[i]))
            else:
                options = sorted(i for g in groups for i in g)
            if len(groups) == 1 and len(groups[0]) == need:
                options = options[:1]  # the whole group becomes camps: the order is no choice
            for i in options:
                actions.append(
                    Action(f"hiker:{B.name_of(i)}", msg("np-action-camp-hiker", cell=B.name_of(i), left=left))
                )
            return actions
        board = state["boards"][seat]
        counts = B.board_counts(board)
        kinds_picked = [p.split(".")[0] for p in picked]
        for kind in B.KINDS:
            if counts[kind] <= 0:
                continue
            after = dict(counts)
            after[kind] -= 1
            if not self._trade_possible(row_key, after, [*kinds_picked, kind], left - 1):
                continue
            ready, used = board[kind]
            name = animal(kind)
            if kind not in B.ACTIVATED:
                actions.append(Action(f"give:{kind}", msg("np-action-trade", animal=name, left=left)))
                continue
            if ready:
                actions.append(Action(f"give:{kind}", msg("np-action-trade-ready", animal=name, left=left)))
            if used:
                actions.append(Action(f"give:{kind}.used", msg("np-action-trade-used", animal=name, left=left)))
        if sum(counts.values()) == left:
            return actions[:1]  # every animal left goes: the order is no choice
        return actions

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self, state: NangaParbatState, seat: int) -> list[Action]:
        phase = state["phase"]
        mountain = state["mountain"]
        if phase == "guide_setup":
            return [Action(f"guide:{r}", msg("np-action-place-guide", region=r)) for r in range(1, B.REGIONS + 1)]
        if phase == "trap":
            if self._guide_region_empty(state):
                relocate = [
                    Action(f"guide:{r}", msg("np-action-relocate-guide", **{"from": state["guide"], "to": r}))
                    for r in range(1, B.REGIONS + 1)
                    if any(_is_animal(mountain[i]) for i in B.REGION_CELLS[r - 1])
                ]
                if seat != state["turn"]:
                    return relocate
                return self._activations(state, seat) + relocate
            traps = [
                Action(
                    f"trap:{B.name_of(i)}",
                    _trap_label(mountain[i], i),
                )
                for i in B.REGION_CELLS[cast(int, state["guide"]) - 1]  # placed before the first trap
                if _is_animal(mountain[i])
            ]
            return traps + self._activations(state, seat)
        if phase == "claim":
            claims = self._claims(state, seat)
            go_on = (
                Action("skip", msg("np-action-claim-nothing")) if claims else Action("end", msg("np-action-end-turn"))
            )
            return claims + self._activations(state, seat) + [go_on]
        if phase == "after":
            return [*self._activations(state, seat), Action("end", msg("np-action-end-turn"))]
        if phase == "activate":
            return self._activation_picks(state, seat)
        if phase == "pick":
            return self._pick_actions(state, seat)
        return []

    def _activation_picks(self, state: NangaParbatState, seat: int) -> list[Action]:
        pending = cast(ActivationPending, state["pending"])  # the activate phase is for an activation
        kind = pending["kind"]
        mountain = state["mountain"]
        if kind == "yak":
            return [
                Action(f"guide:{r}", msg("np-action-yak-guide", animal=animal(kind), region=r))
                for r in self._yak_regions(state)
            ]
        first = pending["first"]
        options = self._first_picks(state, kind, seat) if first is None else self._partners(state, kind, first, seat)
        actions = []
        for i in options:
            actions.append(Action(f"pick:{B.name_of(i)}", _swap_label(kind, mountain[i], seat, i, first is None)))
        return actions

    # ------------------------------------------------------------------ scoring
    @staticmethod
    def _gain(state: NangaParbatState, seat: int, points: int, source: str) -> int:
        """Move ``seat``'s marker ``points`` forward by the path rule; returns the spaces moved."""
        if points <= 0:
            return 0
        score: list[int] = state["score"]
        new = score[seat] + points
        state["breakdown"][seat][source] += points
        if new == score[1 - seat] and new != 0:
            new += 1
            state["breakdown"][seat]["path"] += 1
        moved = new - score[seat]
        score[seat] = new
        return moved

    # ------------------------------------------------------------------ apply
    def _apply(self, state: NangaParbatState, seat: int, action_id: str) -> Transition[NangaParbatState]:
        events: list[Event] = []
        before = _table(state)
        state["move"] += 1
        self._do(state, seat, action_id, events)
        # Inside a claim or an activation, a pick with a single option is no decision: take it.
        while state["phase"] in ("pick", "activate"):
            forced = self._legal_actions(state, seat)
            if len(forced) != 1:
                break
            self._do(state, seat, forced[0].id, events)
        _record_last_turn(state, seat, before)
        return Transition(state=state, events=events)

    def _do(self, state: NangaParbatState, seat: int, action_id: str, events: list[Event]) -> None:
        verb, _, arg = action_id.partition(":")
        phase = state["phase"]
        who = seat_arg(seat)
        if verb == "guide":
            region = int(arg)
            if phase == "guide_setup":
                state["guide"] = region
                state["phase"] = "trap"
                events.append(Event(msg("np-event-guide-placed", player=who, region=region), seat))
            elif phase == "trap":
                moved = {"from": cast(int, state["guide"]), "to": region}  # placed before the first trap
                events.append(Event(msg("np-event-guide-relocated", player=who, **moved), seat))
                state["guide"] = region
            else:  # the yak's target
                moved = {"from": cast(int, state["guide"]), "to": region}
                events.append(Event(msg("np-event-yak-moved-guide", player=who, animal=animal("yak"), **moved), seat))
                state["guide"] = region
                self._finish_activation(state, events)
        elif verb == "trap":
            self._trap(state, seat, B.parse_cell(arg), events)
        elif verb == "act":
            events.append(Event(msg("np-event-activates", player=who, animal=animal(arg)), seat))
            state["boards"][seat][arg][0] -= 1
            state["boards"][seat][arg][1] += 1
            state["pending"] = {"kind": arg, "first": None, "back": phase}
            state["phase"] = "activate"
        elif verb == "pick":
            self._activation_pick(state, seat, B.parse_cell(arg), events)
        elif verb == "claim":
            row, col = (int(x) - 1 for x in arg.split("."))
            events.append(
                Event(msg("np-event-goes-for", player=who, spot=spot(row, col), points=B.CHART_VP[row][col]), seat)
            )
            state["pending"] = {"row": row, "col": col, "need": B.CHART_REQ[col], "picked": []}
            state["phase"] = "pick"
        elif verb == "hiker":
            events.append(Event(msg("np-event-hiker-marked", player=who, cell=arg), seat))
            cast(ClaimPending, state["pending"])["picked"].append(B.parse_cell(arg))  # a claim's payment
            self._maybe_complete_claim(state, seat, events)
        elif verb == "give":
            kind, _, used = arg.partition(".")
            events.append(Event(msg("np-event-gives", player=who, animal=animal(kind)), seat))
            state["boards"][seat][kind][1 if used else 0] -= 1
            cast(ClaimPending, state["pending"])["picked"].append(arg)  # a claim's payment
            self._maybe_complete_claim(state, seat, events)
        elif verb == "skip":
            events.append(Event(msg("np-event-claims-nothing", player=who), seat))
            state["phase"] = "after"
            self._settle(state, events)
        elif verb == "end":
            events.append(Event(msg("np-event-ends-turn", player=who), seat))
            self._end_turn(state, events)
        else:  # pragma: no cover - legal_actions never offers anything else
            raise IllegalAction(msg("rules-refusal-not-an-action"))

    def _trap(self, state: NangaParbatState, seat: int, index: int, events: list[Event]) -> None:
        mountain = state["mountain"]
        kind = mountain[index]
        state["boards"][seat][kind][0] += 1
        mountain[index] = HIKER[seat]
        state["stock"][seat] -= 1
        section = B.section_of(index)
        trapped = {"player": seat_arg(seat), "animal": animal(kind), "cell": B.name_of(index), "region": section}
        if kind == B.PANDA and state["score"][seat] <= state["score"][1 - seat]:
            moved = self._gain(state, seat, B.PANDA_POINTS, "panda")
            text = msg("np-event-trapped-scoring", points=moved, score=state["score"][seat], **trapped)
        else:
            text = msg("np-event-trapped", **trapped)
        events.append(Event(text, seat))
        state["guide"] = section
        state["phase"] = "claim"
        if B.END_CHECK == "immediate" and self._end_reason(state):
            self._finish(state, events)
            return
        self._settle(state, events)

    def _activation_pick(self, state: NangaParbatState, seat: int, index: int, events: list[Event]) -> None:
        pending = cast(ActivationPending, state["pending"])  # a pick of the activation under way
        if pending["first"] is None:
            pending["first"] = index
            picked = {"piece": piece(state["mountain"][index]), "cell": B.name_of(index)}
            events.append(Event(msg("np-event-picks", player=seat_arg(seat), **picked), seat))
            return
        first = pending["first"]
        mountain = state["mountain"]
        a, b = mountain[first], mountain[index]
        mountain[first], mountain[index] = b, a

        swapped = {"first": piece(a), "from": B.name_of(first), "second": piece(b), "to": B.name_of(index)}
        events.append(
            Event(msg("np-event-swapped", player=seat_arg(seat), animal=animal(pending["kind"]), **swapped), seat)
        )
        self._finish_activation(state, events)

    def _finish_activation(self, state: NangaParbatState, events: list[Event]) -> None:
        state["phase"] = cast(ActivationPending, state["pending"])["back"]  # an activation just ended
        state["pending"] = None
        self._settle(state, events)

    def _maybe_complete_claim(self, state: NangaParbatState, seat: int, events: list[Event]) -> None:
        pending = cast(ClaimPending, state["pending"])  # a payment for the claim under way
        if len(pending["picked"]) < pending["need"]:
            return
        row, col, need = pending["row"], pending["col"], pending["need"]
        row_key = B.CHART_ROW_KEYS[row]
        if row_key == "camps":
            for index in pending["picked"]:
                state["mountain"][index] = CAMP[seat]
            state["camps"][seat] -= need
            state["removed"][seat] += need
            cells = [B.name_of(i) for i in sorted(pending["picked"])]
        else:
            kinds = [item.split(".")[0] for item in pending["picked"]]
            for kind in kinds:
                state["discard"][kind] += 1
            traded = [animal(k) for k in sorted(kinds, key=B.KINDS.index)]
        state["chart"][row][col] = seat
        state["cubes"][seat] -= 1
        vp = B.CHART_VP[row][col]
        moved = self._gain(state, seat, vp, row_key)
        claimed = {"player": seat_arg(seat), "spot": spot(row, col), "points": vp, "score": state["score"][seat]}
        if row_key == "camps":
            camps = {"count": need, "cells": cells}
            if moved > vp:
                text = msg("np-event-claimed-camps-path", **claimed, **camps)
            else:
                text = msg("np-event-claimed-camps", **claimed, **camps)
        elif moved > vp:
            text = msg("np-event-claimed-trade-path", **claimed, animals=traded)
        else:
            text = msg("np-event-claimed-trade", **claimed, animals=traded)
        events.append(Event(text, seat))
        state["pending"] = None
        state["phase"] = "after"
        if B.END_CHECK == "immediate" and self._end_reason(state):
            self._finish(state, events)
            return
        self._settle(state, events)

    def _settle(self, state: NangaParbatState, events: list[Event]) -> None:
        """Pass the windows of the turn where the only choice would be to go on."""
        seat = state["turn"]
        if state["phase"] == "claim" and not self._claims(state, seat) and not self._activations(state, seat):
            state["phase"] = "after"
        if state["phase"] == "after" and not self._activations(state, seat):
            self._end_turn(state, events)

    def _end_reason(self, state: NangaParbatState) -> str | None:
        if state["stock"][0] == 0 and state["stock"][1] == 0:
            return "hikers"
        if not state["options"].get(AREA_OPTION) and state["cubes"][0] == 0 and state["cubes"][1] == 0:
            return "cubes"
        return None

    def _end_turn(self, state: NangaParbatState, events: list[Event]) -> None:
        state["turns"] += 1
        state["pending"] = None
        if self._end_reason(state):
            self._finish(state, events)
            return
        state["turn"] = 1 - state["turn"]
        state["phase"] = "trap"

    def _finish(self, state: NangaParbatState, events: list[Event]) -> None:
        reason = self._end_reason(state)
        state["end_reason"] = reason
        if state["options"].get(AREA_OPTION) and reason == "hikers":
            mountain = state["mountain"]
            for region in range(1, B.REGIONS + 1):
                cells = [mountain[i] for i in B.REGION_CELLS[region - 1]]
                for seat in range(2):
                    pieces = cells.count(HIKER[seat]) + cells.count(CAMP[seat])
                    points = B.AREA_POINTS.get(pieces, 0)
                    if points:
                        moved = self._gain(state, seat, points, "area")
                        scored = {"player": seat_arg(seat), "pieces": pieces, "region": region, "points": points}
                        if moved > points:
                            events.append(Event(msg("np-event-area-scored-path", **scored), None))
                        else:
                            events.append(Event(msg("np-event-area-scored", **scored), None))
        state["phase"] = "over"
        state["over"] = True
        state["pending"] = None
        final = {"first": state["score"][0], "second": state["score"][1]}
        if reason == "hikers":
            events.append(Event(msg("np-event-over-hikers", **final), None))
        else:
            events.append(Event(msg("np-event-over-cubes", **final), None))

    # ------------------------------------------------------------------ view, result, evaluation
    def _decision(self, state: NangaParbatState) -> Msg:
        phase = state["phase"]
        if phase == "over":
            return msg("np-decision-over")
        if phase == "guide_setup":
            return msg("np-decision-place-guide")
        if phase == "trap":
            if self._guide_region_empty(state):
                return msg("np-decision-relocate-guide", region=cast(int, state["guide"]))
            return msg("np-decision-trap", region=cast(int, state["guide"]))
        if phase == "claim":
            return msg("np-decision-claim")
        if phase == "after":
            return msg("np-decision-after")
        if phase == "activate":
            activation = cast(ActivationPending, state["pending"])
            name = animal(activation["kind"])
            if activation["kind"] == "yak":
                return msg("np-decision-yak", animal=name)
            if activation["first"] is None:
                return msg("np-decision-swap-first", animal=name)
            return msg("np-decision-swap-second", animal=name)
        pending = cast(ClaimPending, state["pending"])  # the only phase left is pick
        row, col = pending["row"], pending["col"]
        left = pending["need"] - len(pending["picked"])
        if B.CHART_ROW_KEYS[row] == "camps":
            return msg("np-decision-camps", spot=spot(row, col), left=left)
        given = [animal(item.split(".")[0]) for item in pending["picked"]]
        if given:
            return msg("np-decision-trade-given", spot=spot(row, col), left=left, given=given)
        return msg("np-decision-trade", spot=spot(row, col), left=left)

    def _targets(self, state: NangaParbatState, seat: int) -> Targets:
        cells: list[int] = []
        regions: list[int] = []
        spots: list[list[int]] = []
        animals: list[str] = []
        for action in self._legal_actions(state, seat):
            verb, _, arg = action.id.partition(":")
            if verb in ("trap", "pick", "hiker"):
                cells.append(B.parse_cell(arg))
            elif verb == "guide":
                regions.append(int(arg))
            elif verb == "claim":
                spots.append([int(x) - 1 for x in arg.split(".")])
            elif verb in ("give", "act"):
                kind = arg.split(".")[0]
                if kind not in animals:
                    animals.append(kind)
        return {"cells": cells, "regions": regions, "spots": spots, "animals": animals}

    def has_private_view(self, state: NangaParbatState) -> bool:
        """Nanga Parbat is played in the open: no private views to send."""
        return False

    def _view(self, state: NangaParbatState, seat: int | None) -> NangaParbatView:
        to_act = sorted(self.to_act(state))
        view: NangaParbatView = {
            "game": self.key,
            "seat": seat,
            "to_act": to_act,
            "move": state["move"],
            "over": bool(state["over"]),
            "scores": list(state["score"]),
            "breakdown": [dict(b) for b in state["breakdown"]],
            "area_scoring": bool(state["options"].get(AREA_OPTION)),
            "first": state["first"],
            "turn": state["turn"],
            "turns": state["turns"],
            "phase": state["phase"],
            "decision": self._decision(state).to_json(),  # a message: id and arguments
            "mountain": list(state["mountain"]),
            "guide": state["guide"],
            "stock": list(state["stock"]),
            "camps": list(state["camps"]),
            "cubes": list(state["cubes"]),
            "removed": list(state["removed"]),
            "boards": [{k: list(v) for k, v in b.items()} for b in state["boards"]],
            "discard": dict(state["discard"]),
            "chart": [list(row) for row in state["chart"]],
            "pending": None if state["pending"] is None else state["pending"].copy(),
            "end_reason": state["end_reason"],
            # What the current (or just finished) turn changed: sections, guide, chart spots, animals.
            "last_turn": clone_state(state["last_turn"]) if state.get("last_turn") else None,
        }
        if state["over"]:
            view["result"] = self._result(state).to_json()
        if seat is not None and seat in to_act:
            view["targets"] = self._targets(state, seat)
        return view

    def _result(self, state: NangaParbatState) -> Result:
        scores = list(state["score"])
        result = rank_by_score(scores)
        if not B.TIE_AT_ZERO_SHARED and scores[0] == scores[1]:
            # No rule published a tie-break; the first player loses ties when sharing is switched off.
            result = rank_by_score(scores, tiebreak=[0 if s == state["first"] else 1 for s in range(2)])
        return Result(
            scores=scores,
            breakdown=[dict(b) for b in state["breakdown"]],
            ranking=result.ranking,
            winners=result.winners,
            places=result.places,
        )

    def current_scores(self, state: NangaParbatState) -> list[int]:
        return list(state["score"])

    def evaluate(self, state: NangaParbatState, seat: int) -> float:
        from rules.nanga_parbat.ai import evaluate

        return evaluate(state, seat)
