"""Sheherazade (2-5 players): the Lookout's draft of Island and Dream tiles over 16 rounds.

Decisions, one at a time (``state["phase"]``):

* ``stack``  the Lookout picks a stack (``stack:U``); N tiles are drawn face up (2 players: 3, private);
* ``hide``   2 players only: the Lookout lays one of the 3 drawn tiles face down (``hide:1``, an
             index into the Lookout's private draw, so the id says nothing to others);
* ``take``   the picker takes an offered tile (``take:U03``; 2 players also ``take:hidden``);
* ``place``  the picker puts it in a legal slot (``place:1,2`` = row, column); skipped when only one
             slot is legal, and Dream tiles go to the first free Dream slot (their order never matters);
* ``name``   3+ players: the picker names who picks next among those who have not picked.

The player who receives the last tile becomes the next Lookout (2 players: the Lookout alternates
and the last tile is discarded face up).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, cast

from rules.base import (
    Action,
    Event,
    Game,
    IllegalAction,
    Result,
    Transition,
    clone_state,
    draw_rng,
    rank_by_score,
    reseed,
)
from rules.sheherazade.data import (
    ADJACENCY_OTHER_ROWS,
    AUTO_PLACE_DREAM,
    AUTO_PLACE_SINGLE_SLOT,
    CHARACTERS,
    COLUMNS,
    DREAM_SLOTS,
    FIRST_LOOKOUT_RANDOM,
    ISLAND_STAND_IN,
    LAMP_COUNT,
    LAMP_LIMIT,
    ROUNDS,
    ROW_OF,
    ROW_STACK,
    ROWS,
    STACK_SIZE,
    STACKS,
    TWO_PLAYER_DRAW,
    stack_of,
    tile_msg,
    tiles_of_stack,
)
from rules.sheherazade.scoring import board_score, score_boards
from rules.sheherazade.state import Board, LastTurn, SheherazadeState
from rules.sheherazade.view import ChoiceTargets, NameTargets, PlaceTargets, Private, SheherazadeView
from rules.text import Msg, msg
from rules.text import seat as seat_of


def empty_board() -> Board:
    return {"grid": [[None] * COLUMNS for _ in range(ROWS)], "dream": [None] * DREAM_SLOTS, "flipped": [], "lamps": []}


def draw_count(players: int) -> int:
    return TWO_PLAYER_DRAW if players == 2 else players


def legal_slots(board: Board, tile: str) -> list[tuple[int, int]]:
    """Where ``tile`` may go: (-1, i) for Dream slot i, (row, column) for an Island tile.

    An Island tile goes in its own row, in an empty slot touching the character board (column 0)
    or orthogonally touching a placed tile (spec 1.3)."""
    if stack_of(tile) == "D":
        return [(-1, i) for i, t in enumerate(board["dream"]) if t is None]
    grid = board["grid"]
    r = ROW_OF[stack_of(tile)]
    slots = []
    for c in range(COLUMNS):
        if grid[r][c] is not None:
            continue
        touching = c == 0 or (c > 0 and grid[r][c - 1] is not None) or (c + 1 < COLUMNS and grid[r][c + 1] is not None)
        if not touching and ADJACENCY_OTHER_ROWS:
            touching = (r > 0 and grid[r - 1][c] is not None) or (r + 1 < ROWS and grid[r + 1][c] is not None)
        if touching:
            slots.append((r, c))
    return slots


def put_tile(board: Board, tile: str, slot: tuple[int, int]) -> list[str]:
    """Place ``tile`` and apply the Magic Lamp rule; returns the tiles flipped by it (spec 1.6)."""
    r, c = slot
    if r < 0:
        board["dream"][c] = tile
        return []
    board["grid"][r][c] = tile
    if not LAMP_COUNT.get(tile):
        return []
    board["lamps"].append(tile)
    if sum(LAMP_COUNT[t] for t in board["lamps"]) < LAMP_LIMIT:
        return []
    flipped = [t for t in board["lamps"] if t != tile]
    board["flipped"].extend(flipped)
    board["lamps"] = [tile]
    return flipped


def slot_msg(slot: tuple[int, int]) -> Msg:
    """Where a tile goes, as a player reads it: a row (by its stack letter) and column, or the Dream column."""
    r, c = slot
    if r < 0:
        return msg("sh-slot-dream")
    return msg("sh-slot-island", row=ROW_STACK[r], column=c + 1)


def _took_and_placed(took: Msg, slot: tuple[int, int]) -> Msg | None:
    """The event saying a tile was taken, with where it went added: one line instead of two.
    None when ``took`` says something else."""
    args = {**took.args, "slot": slot_msg(slot)}
    if took.id == "sh-event-take":
        return msg("sh-event-take-placed", **args)
    if took.id == "sh-event-take-face-down":
        return msg("sh-event-take-face-down-placed", **args)
    if took.id == "sh-event-last-tile":
        return msg("sh-event-last-tile-placed", **args)
    return None


class Sheherazade(Game[SheherazadeState, SheherazadeView]):
    key = "sheherazade"
    title = "Sheherazade"
    min_players = 2
    max_players = 5
    TIEBREAK = msg("sh-tiebreak")
    first_seat_free = FIRST_LOOKOUT_RANDOM  # [SRC] the first Lookout is random; otherwise seat 0
    OPTIONS = ()

    # ----------------------------------------------------------------- setup
    def first_seat(self, state: SheherazadeState) -> int:
        return int(state["lookout"])

    def _setup(
        self, player_count: int, seed: int | str, options: dict[str, Any], first: int | None = None
    ) -> SheherazadeState:
        # The rest of the keys follow in update() below, once the stacks are drawn.
        state = cast(SheherazadeState, {"seed": seed, "rng_counter": 0, "players": player_count, "options": options})
        keep = STACK_SIZE[player_count]
        stacks: dict[str, list[str]] = {}
        out: list[str] = []
        for stack in STACKS:
            tiles = tiles_of_stack(stack)
            draw_rng(state).shuffle(tiles)
            stacks[stack] = tiles[:keep]
            out.extend(tiles[keep:])
        lookout = draw_rng(state).randrange(player_count) if FIRST_LOOKOUT_RANDOM else 0  # drawn even when named
        if first is not None:
            lookout = first
        state.update(
            {
                "move": 0,
                "over": False,
                "round": 1,
                "lookout": lookout,
                "current": lookout,
                "phase": "stack",
                "stacks": stacks,
                "out": sorted(out),
                "offer": [],
                "drawn": [],
                "secret": None,
                "secret_stack": None,
                "holding": None,
                "picked": [],
                "discard": [],
                "boards": [empty_board() for _ in range(player_count)],
                "last": None,
            }
        )
        return state

    # ----------------------------------------------------------------- decisions
    def _to_act(self, state: SheherazadeState) -> Iterable[int]:
        return [state["current"]]

    def _legal_actions(self, state: SheherazadeState, seat: int) -> Iterable[Action]:
        phase = state["phase"]
        if phase == "stack":
            need = draw_count(state["players"])
            return [
                Action(f"stack:{s}", msg("sh-action-draw", stack=s, left=len(state["stacks"][s])))
                for s in STACKS
                if len(state["stacks"][s]) >= need
            ]
        if phase == "hide":
            return [Action(f"hide:{i}", msg("sh-action-hide", tile=tile_msg(t))) for i, t in enumerate(state["drawn"])]
        if phase == "take":
            actions = [Action(f"take:{t}", msg("sh-action-take", tile=tile_msg(t))) for t in state["offer"]]
            if state["secret"] is not None:
                if seat == state["lookout"]:
                    label = msg("sh-action-take-face-down-known", tile=tile_msg(state["secret"]))
                else:
                    stack = cast(str, state["secret_stack"])  # known whenever a tile lies face down
                    label = msg("sh-action-take-face-down-blind", stack=stack)
                actions.append(Action("take:hidden", label))
            return actions
        if phase == "place":
            # The place phase is for the tile held (the move that took it named it): each choice says where.
            tile = cast(str, state["holding"])
            return [
                Action(f"place:{r},{c}", msg("sh-action-place", slot=slot_msg((r, c))))
                for r, c in legal_slots(state["boards"][seat], tile)
            ]
        if phase == "name":
            return [
                Action(f"name:{s}", msg("sh-action-name", player=seat_of(s)))
                for s in range(state["players"])
                if s not in state["picked"]
            ]
        return []

    def _apply(self, state: SheherazadeState, seat: int, action_id: str) -> Transition[SheherazadeState]:
        before = _public_snapshot(state)
        transition = self._apply_decision(state, seat, action_id)
        _record_last_turn(state, seat, before)
        return transition

    def _apply_decision(self, state: SheherazadeState, seat: int, action_id: str) -> Transition[SheherazadeState]:
        verb, _, arg = action_id.partition(":")
        events: list[Event] = []
        hidden: set[int] = set()
        irreversible = False
        if verb == "stack":
            irreversible = True
            self._draw(state, seat, arg, events, hidden)
        elif verb == "hide":
            irreversible = True
            hidden.add(seat)
            index = int(arg)
            drawn = state["drawn"]
            state["secret"] = drawn[index]
            state["secret_stack"] = stack_of(drawn[index])
            state["offer"] = [t for i, t in enumerate(drawn) if i != index]
            state["drawn"] = []
            state["phase"] = "take"
            state["current"] = 1 - seat
            shown = [tile_msg(t) for t in state["offer"]]
            events.append(Event(msg("sh-event-reveal", player=seat_of(seat), tiles=shown), seat))
        elif verb == "take":
            if arg == "hidden":
                tile = state["secret"]
                state["secret"] = None
                state["secret_stack"] = None
                irreversible = True
                if seat == state["lookout"]:
                    hidden.add(seat)
                events.append(Event(msg("sh-event-take-face-down", player=seat_of(seat), tile=tile_msg(tile)), seat))
            else:
                tile = arg
                state["offer"].remove(tile)
                events.append(Event(msg("sh-event-take", player=seat_of(seat), tile=tile_msg(tile)), seat))
            state["picked"].append(seat)
            state["holding"] = tile
            irreversible |= self._after_take(state, seat, events)
        elif verb == "place":
            r, c = (int(x) for x in arg.split(","))
            self._place(state, seat, (r, c), events)
            irreversible |= self._continue(state, events)
        elif verb == "name":
            named = int(arg)
            state["current"] = named
            state["phase"] = "take"
            events.append(Event(msg("sh-event-name", player=seat_of(seat), named=seat_of(named)), seat))
        else:  # pragma: no cover - the base class only passes legal ids
            raise IllegalAction(msg("rules-refusal-not-an-action"))
        state["move"] += 1
        return Transition(state=state, events=events, hidden_change=frozenset(hidden), irreversible=irreversible)

    # ----------------------------------------------------------------- steps
    def _draw(self, state: SheherazadeState, seat: int, stack: str, events: list[Event], hidden: set[int]) -> None:
        players = state["players"]
        pile = state["stacks"][stack]
        n = draw_count(players)
        drawn, state["stacks"][stack] = pile[:n], pile[n:]
        state["picked"] = []
        if players == 2:
            state["drawn"] = drawn
            state["phase"] = "hide"
            hidden.add(seat)
            events.append(Event(msg("sh-event-draw-secret", player=seat_of(seat), count=n, stack=stack), seat))
        else:
            state["offer"] = drawn
            state["phase"] = "take"
            events.append(Event(msg("sh-event-draw", player=seat_of(seat), count=n, stack=stack), seat))

    def _after_take(self, state: SheherazadeState, seat: int, events: list[Event]) -> bool:
        """Place the held tile at once when there is nothing to decide, else ask where."""
        tile = cast(str, state["holding"])  # just taken
        slots = legal_slots(state["boards"][seat], tile)
        auto = (stack_of(tile) == "D" and AUTO_PLACE_DREAM) or (len(slots) == 1 and AUTO_PLACE_SINGLE_SLOT)
        if not auto:
            state["phase"] = "place"
            return False
        self._place(state, seat, slots[0], events)
        return self._continue(state, events)

    def _place(self, state: SheherazadeState, seat: int, slot: tuple[int, int], events: list[Event]) -> None:
        tile = cast(str, state["holding"])  # placing is always of the tile held
        board = state["boards"][seat]
        flipped = put_tile(board, tile, slot)
        state["holding"] = None
        state["last"] = {"seat": seat, "tile": tile}
        previous = events[-1] if events and events[-1].seat == seat else None
        combined = _took_and_placed(previous.text, slot) if previous and isinstance(previous.text, Msg) else None
        if combined is not None:
            events[-1] = Event(combined, seat)
        else:
            events.append(
                Event(msg("sh-event-place", player=seat_of(seat), tile=tile_msg(tile), slot=slot_msg(slot)), seat)
            )
        if flipped:
            events.append(
                Event(msg("sh-event-lamp-flip", player=seat_of(seat), tiles=[tile_msg(t) for t in flipped]), seat)
            )

    def _continue(self, state: SheherazadeState, events: list[Event]) -> bool:
        """After a placement: the next picker, the last tile, or the end of the round."""
        players = state["players"]
        seat = state["current"]
        if players == 2:
            if len(state["picked"]) == 1:
                state["current"] = state["lookout"]
                state["phase"] = "take"
                return False
            leftover = state["offer"] + ([state["secret"]] if state["secret"] is not None else [])
            state["discard"].extend(leftover)
            state["offer"] = []
            state["secret"] = None
            state["secret_stack"] = None
            for tile in leftover:
                events.append(Event(msg("sh-event-discard", tile=tile_msg(tile))))
            self._end_round(state, 1 - state["lookout"], events)
            return True
        if not state["offer"]:
            self._end_round(state, seat, events)
            return False
        if len(state["offer"]) == 1:
            last = next(s for s in range(players) if s not in state["picked"])
            tile = state["offer"].pop()
            state["picked"].append(last)
            state["current"] = last
            state["holding"] = tile
            events.append(Event(msg("sh-event-last-tile", player=seat_of(last), tile=tile_msg(tile)), last))
            return self._after_take(state, last, events)
        state["phase"] = "name"
        return False

    def _end_round(self, state: SheherazadeState, next_lookout: int, events: list[Event]) -> None:
        state["picked"] = []
        state["round"] += 1
        if state["round"] > ROUNDS:
            state["round"] = ROUNDS
            state["over"] = True
            state["phase"] = "over"
            result = self._result(state)
            line = [
                msg("sh-event-final-score", player=seat_of(s), points=result.scores[s]) for s in range(state["players"])
            ]
            events.append(Event(msg("sh-event-game-over", scores=line)))
            return
        state["lookout"] = next_lookout
        state["current"] = next_lookout
        state["phase"] = "stack"
        events.append(Event(msg("sh-event-round", round=state["round"], player=seat_of(next_lookout)), next_lookout))

    # ----------------------------------------------------------------- determinisation
    def determinize(self, state: SheherazadeState, seat: int | None, rng: random.Random) -> SheherazadeState:
        """Resample what ``seat`` cannot see, stack type by stack type: the order and contents of
        every stack, the tiles set aside at set-up, and (for anyone but the Lookout) the tiles the
        Lookout drew in secret and the face-down tile, whose stack everyone knows.
        """
        out = clone_state(state)
        reseed(out, rng)
        lookout_sees = seat is not None and seat == state["lookout"]
        drawn_hidden = bool(state["drawn"]) and not lookout_sees
        secret_hidden = state["secret"] is not None and not lookout_sees
        spare = sorted(state["out"])
        dealt_out: list[str] = []
        for stack in STACKS:
            pool = list(state["stacks"][stack]) + [t for t in spare if stack_of(t) == stack]
            if drawn_hidden and stack_of(state["drawn"][0]) == stack:
                pool += state["drawn"]
            if secret_hidden and state["secret_stack"] == stack:
                pool.append(cast(str, state["secret"]))  # secret_hidden: there is one
            pool.sort()  # canonical: the deal depends on what is unseen, not where it lies
            rng.shuffle(pool)
            if drawn_hidden and stack_of(state["drawn"][0]) == stack:
                out["drawn"] = [pool.pop() for _ in state["drawn"]]
            if secret_hidden and state["secret_stack"] == stack:
                out["secret"] = pool.pop()
            out["stacks"][stack] = [pool.pop() for _ in state["stacks"][stack]]
            dealt_out += pool
        out["out"] = sorted(dealt_out)
        return out

    # ----------------------------------------------------------------- views and scores
    def _view(self, state: SheherazadeState, seat: int | None) -> SheherazadeView:
        players = state["players"]
        parts = [board_score(b) for b in state["boards"]]
        scores, _, bandits = score_boards(state["boards"], parts)
        most = max(bandits)
        view: SheherazadeView = {
            "game": self.key,
            "seat": seat,
            "to_act": sorted(self.to_act(state)),
            "move": state["move"],
            "over": state["over"],
            "players": players,
            "round": state["round"],
            "rounds": ROUNDS,
            "phase": state["phase"],
            "lookout": state["lookout"],
            "current": state["current"],
            "stacks": {s: len(state["stacks"][s]) for s in STACKS},
            "offer": list(state["offer"]),
            "face_down": len(state["drawn"]) + (1 if state["secret"] is not None else 0),
            "face_down_stack": state["secret_stack"] or (stack_of(state["drawn"][0]) if state["drawn"] else None),
            "holding": state["holding"],
            "picked": list(state["picked"]),
            "discard": list(state["discard"]),
            "boards": [
                {
                    "grid": [list(r) for r in b["grid"]],
                    "dream": list(b["dream"]),
                    "flipped": list(b["flipped"]),
                    "lamps": list(b["lamps"]),
                }
                for b in state["boards"]
            ],
            "dream_points": [[[t, pts] for t, _, pts in p["dreams"]] for p in parts],
            "palms": [p["palms"] for p in parts],
            "roc_egg": [p["roc_egg"] for p in parts],
            "bandits": bandits,
            "most_bandits": most,
            "scores": scores,
            "characters": CHARACTERS[:players],
            "last": state["last"],
            "last_turn": _last_turn_view(state),
            "stand_in_tiles": ISLAND_STAND_IN,
        }
        if seat is not None:
            private: Private = {}
            if seat == state["lookout"]:
                if state["drawn"]:
                    private["drawn"] = list(state["drawn"])
                if state["secret"] is not None:
                    private["secret"] = state["secret"]
            view["private"] = private
            if seat in view["to_act"]:
                view["legal"] = self._legal_targets(state, seat)
        if state["over"]:
            view["result"] = self._result(state).to_json()
        return view

    def _legal_targets(self, state: SheherazadeState, seat: int) -> PlaceTargets | NameTargets | ChoiceTargets:
        phase = state["phase"]
        actions = [a.id.partition(":")[2] for a in self._legal_actions(state, seat)]
        if phase == "place":
            return {
                "kind": "place",
                "tile": state["holding"],
                "slots": [[int(x) for x in a.split(",")] for a in actions],
            }
        if phase == "name":
            return {"kind": "name", "seats": [int(a) for a in actions]}
        return {"kind": phase, "targets": actions}

    def _result(self, state: SheherazadeState) -> Result:
        scores, breakdowns, bandits = score_boards(state["boards"])
        result = rank_by_score(scores, tiebreak=[-b for b in bandits])  # fewer visible bandits wins a tie
        return Result(
            scores=result.scores,
            breakdown=breakdowns,
            ranking=result.ranking,
            winners=result.winners,
            places=result.places,
        )

    def current_scores(self, state: SheherazadeState) -> list[int]:
        return score_boards(state["boards"])[0]

    def evaluate(self, state: SheherazadeState, seat: int) -> float:
        from rules.sheherazade.ai import evaluate

        return evaluate(state, seat)


# ---------------------------------------------------------------------- the last turn, from public facts only
def _public_snapshot(state: SheherazadeState) -> dict[str, Any]:
    """What everyone sees that a decision may change: stack sizes, every island and the discard."""
    return {
        "stacks": {s: len(state["stacks"][s]) for s in STACKS},
        "boards": [
            {"grid": [list(r) for r in b["grid"]], "dream": list(b["dream"]), "flipped": list(b["flipped"])}
            for b in state["boards"]
        ],
        "discard": len(state["discard"]),
    }


def _record_last_turn(state: SheherazadeState, seat: int, before: dict[str, Any]) -> None:
    """Add this decision's public changes to ``state["last_turn"]``. A turn is one player's run of
    decisions (draw, take, place, name); the next player's first decision starts a new record.
    Recorded: the stack drawn from, tiles placed (on any island: the last tile of a round goes to
    another player by itself), tiles flipped Genie side up and tiles discarded face up."""
    record = state.get("last_turn")
    if not record or record.get("seat") != seat:
        record = {"seat": seat, "stack": None, "placed": [], "flipped": [], "discarded": []}
    for stack, count in before["stacks"].items():
        if len(state["stacks"][stack]) != count:
            record["stack"] = stack
    for s, (old, board) in enumerate(zip(before["boards"], state["boards"])):
        for r, row in enumerate(board["grid"]):
            for c, tile in enumerate(row):
                if tile is not None and old["grid"][r][c] is None:
                    record["placed"].append([s, tile])
        for tile in board["dream"]:
            if tile is not None and tile not in old["dream"]:
                record["placed"].append([s, tile])
        for tile in board["flipped"]:
            if tile not in old["flipped"]:
                record["flipped"].append([s, tile])
    record["discarded"] += state["discard"][before["discard"] :]
    state["last_turn"] = record


def _last_turn_view(state: SheherazadeState) -> LastTurn | None:
    record = state.get("last_turn")
    if not record:
        return None
    return {
        "seat": record["seat"],
        "stack": record["stack"],
        "placed": [list(p) for p in record["placed"]],
        "flipped": [list(p) for p in record["flipped"]],
        "discarded": list(record["discarded"]),
    }


GAME = Sheherazade()
