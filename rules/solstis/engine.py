"""Solstis for two players, with the Firefly and Discovery variants (spec section 1).

Decisions (``state["phase"]``, always one seat ``state["actor"]``):

* ``play``    ``play:T`` (no capture: second chance) or ``play:T+U`` (play T, capture U)
* ``take``    ``take:U``      which tile the second-chance tile captures
* ``rainbow`` ``rainbow:C``   where a won or lifted rainbow goes
* ``square``  ``square:A``    which new square (anchor) meets the spirit
* ``spirit``  ``spirit:S`` / ``draw``   a face-up spirit or two face-down ones
* ``keep``    ``keep:S``      which of the two drawn spirits to keep (the other goes face up)
* ``deer`` / ``beetle`` / ``viper`` / ``fox``   the target of an immediate effect
* ``evil``    ``evil:C``      (Firefly) where the Evil Spirit goes in the rival's panorama
* ``cover``   ``cover:S``     (base, end) which of the holder's spirits the Evil covers

A sub-decision with a single option resolves by itself; a turn with nothing playable is a pass.
The turn machine lives in ``turn["step"]``; :meth:`Solstis._advance` runs it until a decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from functools import cache
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
from rules.solstis.board import (
    BEAR_HAND_SIZE,
    CELLS,
    COVERED_SQUIRREL_ACTS,
    DISPLAY_SLOTS,
    DISTANCE,
    EVIL,
    FIREFLIES,
    FIREFLIES_WHEN_NO_SPIRIT,
    FIREFLY_WIN,
    FIRST_PLAYER,
    FORCED_TILE_GONE,
    HAND_SIZE,
    LINE_SPIRIT_CHOICE,
    OVERLAPPING_SQUARES,
    RAINBOW_WITHOUT_CELL,
    RAINBOWS,
    RC,
    SPIRIT_DRAW,
    SQUARES,
    SQUARES_OF,
    TILE_MSG,
    areas,
    covered_cells,
    is_blocked,
    isolated_tiles,
    matches,
    new_panorama,
    rainbow_cells,
    score_panorama,
    spirit_msg,
    spirit_text_msg,
    spirits_for,
    tile_msg,
)
from rules.solstis.fitted import fitted_value, load_weights, position_features
from rules.solstis.state import DisplaySlot, SolstisState, Turn
from rules.solstis.view import SolstisPrivate, SolstisView
from rules.text import Msg, msg
from rules.text import seat as player

VARIANT_KEYS = ("base", "firefly", "discovery")
# The lobby's names of the variants (messages solstis-variant-<key>).
VARIANTS: dict[str, Msg] = {key: msg(f"solstis-variant-{key}") for key in VARIANT_KEYS}


def _cell_key(cell: str) -> tuple[int, int]:
    return RC[cell]


def _public_pieces(state: SolstisState) -> dict[str, Any]:
    """Everything on the table that both players see: panorama contents and face-up display tiles."""
    return {
        "cells": [dict(p["cells"]) for p in state["pan"]],
        "spirits": [[s for s, _ in p["spirits"]] for p in state["pan"]],
        "evil": [p["evil"] for p in state["pan"]],
        "fireflies": [list(p["fireflies"]) for p in state["pan"]],
        "display": [e["up"] for e in state["display"]],
    }


def _record_last_turn(state: SolstisState, seat: int, before: dict[str, Any], starts_turn: bool) -> None:
    """Add what this decision changed on the table to ``state["last_turn"]`` (public facts only:
    cells filled or emptied, spirits met, Evil Spirit and Fireflies placed, display slots changed).
    The record restarts with the first decision of each turn."""
    after = _public_pieces(state)
    record = state.get("last_turn")
    if starts_turn or not record:
        record = {"seat": seat, "placed": [], "removed": [], "spirits": [], "evil": [], "fireflies": [], "display": []}
    for owner in range(2):
        old, new = before["cells"][owner], after["cells"][owner]
        # most decisions leave a panorama as it was: skip the cell-by-cell walk (search hot path)
        for cell in sorted(set(old) | set(new)) if old != new else ():
            if new.get(cell) and new.get(cell) != old.get(cell) and [owner, cell] not in record["placed"]:
                record["placed"].append([owner, cell])
            if old.get(cell) and not new.get(cell) and [owner, cell] not in record["removed"]:
                record["removed"].append([owner, cell])
        for spirit in after["spirits"][owner]:
            if spirit not in before["spirits"][owner] and [owner, spirit] not in record["spirits"]:
                record["spirits"].append([owner, spirit])
        if after["evil"][owner] and after["evil"][owner] != before["evil"][owner]:
            record["evil"].append([owner, after["evil"][owner]])
        for anchor in after["fireflies"][owner]:
            if anchor not in before["fireflies"][owner]:
                record["fireflies"].append([owner, anchor])
    for index, up in enumerate(after["display"]):
        was = before["display"][index] if index < len(before["display"]) else None
        if up != was and index not in record["display"]:
            record["display"].append(index)
    state["last_turn"] = record


# The areas of the panorama layouts the evaluation has met, by occupied cells in the order the
# panorama lists them (areas ignore what lies on a cell, but their order follows the cells' order,
# and ties between equal areas are broken by it): a search values thousands of positions in which
# most panoramas are unchanged.
_AREAS_SEEN: dict[tuple[str, ...], list[list[str]]] = {}
_AREAS_SEEN_MAX = 20_000


def _areas_of_layout(cells: dict[str, str]) -> list[list[str]]:
    """``areas(cells)``, remembered per layout; callers must not change the lists returned."""
    key = tuple(cells)
    found = _AREAS_SEEN.get(key)
    if found is None:
        if len(_AREAS_SEEN) >= _AREAS_SEEN_MAX:
            _AREAS_SEEN.clear()
        found = _AREAS_SEEN[key] = areas(cells)
    return found


@cache
def _fitted_weights() -> dict[str, Any]:
    """The searching AI's fitted weights (``rules/solstis/fitted_weights.py``), checked once."""
    return load_weights()


def _new_turn(seat: int) -> Turn:
    return {
        "seat": seat,
        "step": "play",
        "touched": [],  # cells of the seat's panorama filled this turn (squares)
        "revealed": None,  # the second-chance tile awaiting its capture choice
        "square": None,  # anchor of the square that meets the spirit
        "met": None,  # spirit met this turn
        "evil_drawn": False,
        "extra": False,  # Marmot
        "forced": None,  # Fox-forced tile for this turn
    }


class _Ctx:
    __slots__ = ("events", "irreversible")

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.irreversible = False

    def say(self, text: Msg, by: int | None) -> None:
        self.events.append(Event(text, by))


class Solstis(Game[SolstisState, SolstisView]):
    key = "solstis"
    title = "Solstis"
    min_players = 2
    max_players = 2
    # The hard level grows its tree through the rival's reply before scoring a leaf: a tile left in
    # the display is worth what the rival can capture with it, which a leaf scored right after one's
    # own move cannot see. Chosen at equal iterations (72% against 68% on 30 seeds), where it took
    # about 1.7 times the CPU; at an equal 1 CPU second both won 63.5% of 200 games against normal
    # (docs/ai-strength.md). No loss, no proven gain. Its leaves are valued by the fitted evaluation
    # (search_evaluate) on the world searched, with the searching seat's own hand kept through the
    # rival's turns (the rival's leaves valued on its own sample instead): the fitted evaluation
    # values the hand, which a world redrawn from the rival's view would replace by a guess.
    SEARCH_SETTINGS: ClassVar[Mapping[str, Any]] = {
        "expand_to_own_turn": True,
        "redeterminize_opponents": False,
        "opponent_leaves_on_own_sample": True,
    }
    first_seat_free = FIRST_PLAYER == "random"  # ASSUMPTION random; otherwise a fixed seat
    OPTIONS = (
        OptionSpec(
            "variant",
            msg("solstis-option-variant"),
            VARIANTS,
            "base",
            msg("solstis-option-variant-about"),
        ),
    )

    # ================================================================ setup
    def first_seat(self, state: SolstisState) -> int:
        return int(state["actor"])

    def _setup(
        self, player_count: int, seed: int | str, options: dict[str, Any], first: int | None = None
    ) -> SolstisState:
        variant = options["variant"]
        # The rest of the keys follow in update() below, once the tiles are dealt.
        state = cast(
            SolstisState, {"seed": seed, "rng_counter": 0, "players": 2, "options": options, "move": 0, "over": False}
        )
        rng = draw_rng(state)
        pile = list(CELLS)
        rng.shuffle(pile)
        display: list[DisplaySlot] = []
        for _ in range(DISPLAY_SLOTS):
            down = pile.pop()
            display.append({"up": pile.pop(), "down": down})
        hands = []
        for _ in range(2):
            hands.append(sorted((pile.pop() for _ in range(HAND_SIZE)), key=_cell_key))
        deck = spirits_for(variant)
        rng.shuffle(deck)
        drawn = rng.randrange(2) if FIRST_PLAYER == "random" else int(FIRST_PLAYER)  # drawn even when named
        first = drawn if first is None else first
        state.update(
            {
                "variant": variant,
                "pile": pile,
                "display": display,
                "hands": hands,
                "bear": [False, False],
                "pan": [new_panorama(), new_panorama()],
                "rainbows": RAINBOWS,
                "fireflies": FIREFLIES if variant == "firefly" else 0,
                "deck": deck,
                "line": [],
                "drawn": [],
                "removed": [],
                "evil_holder": None,  # base: the seat keeping the Evil Spirit in front of them
                "evil_cover": None,  # base, end: the spirit it covers
                "evil_pending": False,  # firefly: drawn this turn, to be placed in the rival's panorama
                "evil_gone": False,  # firefly: EVIL_WITHOUT_CELL sent it out of the game
                "forced": [None, None],  # Fox: the tile each seat must play on its next turn
                "pending_rainbows": 0,
                "passes": 0,
                "phase": "play",
                "actor": first,
                "first": first,
                "winner": None,  # firefly instant win
                "turn": _new_turn(first),
            }
        )
        self._start_turn(state, first, _Ctx())
        return state

    # ================================================================ protocol hooks
    def _to_act(self, state: SolstisState) -> Iterable[int]:
        return [state["actor"]]

    def _legal_actions(self, state: SolstisState, seat: int) -> Iterable[Action]:
        phase = state["phase"]
        if phase == "play":
            out = []
            for t in self._selectable(state, seat):
                caps = self._captures(state, t)
                if caps:
                    for u in caps:
                        out.append(
                            Action(
                                f"play:{t}+{u}",
                                # Msg built directly: the search lists these labels in its hot path
                                Msg("solstis-action-play-capture", {"tile": TILE_MSG[t], "captured": TILE_MSG[u]}),
                            )
                        )
                else:
                    out.append(Action(f"play:{t}", Msg("solstis-action-play-second-chance", {"tile": TILE_MSG[t]})))
            return out
        if phase == "take":
            d = cast(str, state["turn"]["revealed"])  # the take phase is for the revealed tile
            return [
                Action(f"take:{u}", msg("solstis-action-take", tile=tile_msg(d), captured=tile_msg(u)))
                for u in self._captures(state, d)
            ]
        if phase == "rainbow":
            return [
                Action(f"rainbow:{c}", msg("solstis-action-rainbow", cell=tile_msg(c)))
                for c in rainbow_cells(state["pan"][seat])
            ]
        if phase == "square":
            return [
                Action(f"square:{a}", msg("solstis-action-square", square=tile_msg(a)))
                for a in self._new_squares(state)
            ]
        if phase == "spirit":
            out = [
                Action(f"spirit:{s}", msg("solstis-action-meet", spirit=spirit_msg(s), effect=spirit_text_msg(s)))
                for s in self._line_choices(state)
            ]
            if state["deck"]:
                out.append(Action("draw", msg("solstis-action-draw", count=min(SPIRIT_DRAW, len(state["deck"])))))
            return out
        if phase == "keep":
            return [
                Action(f"keep:{s}", msg("solstis-action-keep", spirit=spirit_msg(s), effect=spirit_text_msg(s)))
                for s in state["drawn"]
            ]
        if phase == "deer":
            return [Action(f"deer:{t}", msg("solstis-action-deer", tile=tile_msg(t))) for t in state["hands"][seat]]
        if phase == "beetle":
            return [Action(f"beetle:{u}", msg("solstis-action-beetle", tile=tile_msg(u))) for u in self._face_up(state)]
        if phase == "viper":
            return [
                Action(f"viper:{t}", msg("solstis-action-viper", tile=tile_msg(t)))
                for t in isolated_tiles(state["pan"][1 - seat])
            ]
        if phase == "fox":
            return [Action(f"fox:{t}", msg("solstis-action-fox", tile=tile_msg(t))) for t in state["hands"][1 - seat]]
        if phase == "evil":
            return [
                Action(f"evil:{c}", msg("solstis-action-evil", cell=tile_msg(c)))
                for c in rainbow_cells(state["pan"][1 - seat])
            ]
        if phase == "cover":
            return [
                Action(f"cover:{s}", msg("solstis-action-cover", spirit=spirit_msg(s))) for s in self._coverable(state)
            ]
        return []

    def _apply(self, state: SolstisState, seat: int, action_id: str) -> Transition[SolstisState]:
        before = [self._private(state, s) for s in range(2)]
        public_before = _public_pieces(state)
        starts_turn = state["phase"] == "play" and state["turn"]["step"] == "play"
        ctx = _Ctx()
        kind, _, arg = action_id.partition(":")
        turn = state["turn"]
        state["phase"] = "busy"  # a handler may open the next decision
        if kind == "play":
            t, _, u = arg.partition("+")
            state["hands"][seat].remove(t)
            state["passes"] = 0
            turn["forced"] = None
            if u:
                ctx.say(
                    msg("solstis-event-played-captured", player=player(seat), tile=tile_msg(t), captured=tile_msg(u)),
                    seat,
                )
                self._capture(state, t, u, ctx)
            else:
                ctx.say(msg("solstis-event-played-no-capture", player=player(seat), tile=tile_msg(t)), seat)
                self._to_display(state, t)
                self._second_chance(state, ctx)
            if state["phase"] == "busy":
                turn["step"] = "squares"
        elif kind == "take":
            d = cast(str, turn["revealed"])  # the take phase is for the revealed tile
            turn["revealed"] = None
            ctx.say(
                msg(
                    "solstis-event-second-chance-captured",
                    player=player(seat),
                    tile=tile_msg(d),
                    captured=tile_msg(arg),
                ),
                seat,
            )
            self._capture(state, d, arg, ctx)
            turn["step"] = "squares"
        elif kind == "rainbow":
            self._put_rainbow(state, seat, arg, ctx)
        elif kind == "square":
            turn["square"] = arg
            ctx.say(msg("solstis-event-square-chosen", player=player(seat), square=tile_msg(arg)), seat)
            turn["step"] = "choose_spirit"
        elif kind == "spirit":
            state["line"].remove(arg)
            self._meet(state, arg, ctx)
        elif kind == "draw":
            self._draw_spirits(state, ctx)
        elif kind == "keep":
            self._keep(state, arg, ctx)
        elif kind == "deer":
            self._deer(state, arg, ctx)
        elif kind == "beetle":
            self._beetle(state, arg, ctx)
        elif kind == "viper":
            self._viper(state, arg, ctx)
        elif kind == "fox":
            self._fox(state, arg, ctx)
        elif kind == "evil":
            self._place_evil(state, arg, ctx)
        elif kind == "cover":
            self._cover(state, arg, ctx)
        self._advance(state, ctx)
        _record_last_turn(state, seat, public_before, starts_turn)
        state["move"] += 1
        after = [self._private(state, s) for s in range(2)]
        hidden = frozenset(s for s in range(2) if before[s] != after[s])
        return Transition(state, ctx.events, hidden, ctx.irreversible)

    # ================================================================ the turn machine
    def _advance(self, state: SolstisState, ctx: _Ctx) -> None:
        """Run automatic steps until a decision is needed (phase set) or the game is over."""
        while not state["over"]:
            if state["phase"] != "busy":
                return
            if state["pending_rainbows"]:
                seat = state["actor"]
                cells = rainbow_cells(state["pan"][seat])
                if not cells:
                    state["pending_rainbows"] -= 1
                    if RAINBOW_WITHOUT_CELL == "supply":
                        state["rainbows"] += 1
                    ctx.say(msg("solstis-event-no-rainbow-cell", player=player(seat)), seat)
                    continue
                if len(cells) == 1:
                    self._put_rainbow(state, seat, cells[0], ctx)
                    continue
                state["phase"] = "rainbow"
                return
            turn = state["turn"]
            step = turn["step"]
            seat = turn["seat"]
            if step == "squares":
                squares = self._new_squares(state)
                if not squares:
                    turn["step"] = "refill"
                elif not (state["deck"] or state["line"]):
                    turn["step"] = "fireflies"  # EXHAUSTED_REWARD: no spirit to meet
                elif len(squares) == 1:
                    turn["square"] = squares[0]
                    turn["step"] = "choose_spirit"
                else:
                    state["phase"] = "square"
            elif step == "choose_spirit":
                if self._line_choices(state):
                    state["phase"] = "spirit"
                else:
                    self._draw_spirits(state, ctx)
            elif step == "effect":
                turn["step"] = "fireflies"
                self._effect(state, ctx)
            elif step == "fireflies":
                turn["step"] = "evil"
                if state["variant"] == "firefly":
                    self._fireflies(state, ctx)
            elif step == "evil":
                turn["step"] = "refill"
                if state["variant"] == "firefly":
                    pan = state["pan"][seat]
                    if pan["evil"] and turn["met"]:
                        pan["evil"] = None
                        state["evil_pending"] = True
                    if state["evil_pending"]:
                        cells = rainbow_cells(state["pan"][1 - seat])
                        if not cells:
                            state["evil_pending"] = False  # EVIL_WITHOUT_CELL
                            state["evil_gone"] = True
                            ctx.say(msg("solstis-event-evil-leaves"), None)
                        elif len(cells) == 1:
                            self._place_evil(state, cells[0], ctx)
                        else:
                            state["phase"] = "evil"
            elif step == "refill":
                self._refill(state, seat, ctx)
                nxt = seat if turn["extra"] else 1 - seat
                if turn["extra"]:
                    ctx.say(msg("solstis-event-plays-again", player=player(seat)), seat)
                self._start_turn(state, nxt, ctx)
            elif step == "end_cover":
                turn["step"] = "end_squirrel"
                choices = self._coverable(state)
                if len(choices) == 1:
                    self._cover(state, choices[0], ctx)
                elif choices:
                    state["actor"] = 1 - cast(int, state["evil_holder"])  # choices: someone holds it
                    state["phase"] = "cover"
            elif step == "end_squirrel":
                turn["step"] = "end_score"
                self._squirrel(state, ctx)
            elif step == "end_score":
                self._finish(state, ctx)
            else:  # pragma: no cover - defensive
                raise RuntimeError(f"unknown step {step}")

    def _start_turn(self, state: SolstisState, seat: int, ctx: _Ctx) -> None:
        """S0: give ``seat`` its turn, or pass for it; two passes in a row end the game."""
        while True:
            turn = _new_turn(seat)
            forced = state["forced"][seat]
            state["forced"][seat] = None
            if forced is not None and (forced in state["hands"][seat] or FORCED_TILE_GONE != "ignored"):
                turn["forced"] = forced
            state["turn"] = turn
            state["actor"] = seat
            if self._selectable(state, seat):
                state["phase"] = "play"
                return
            state["passes"] += 1
            ctx.say(msg("solstis-event-passes", player=player(seat)), seat)
            if state["passes"] >= 2:
                self._end_sequence(state, ctx)
                return
            seat = 1 - seat

    def _end_sequence(self, state: SolstisState, ctx: _Ctx) -> None:
        turn = _new_turn(state["actor"])
        turn["step"] = "end_cover"
        state["turn"] = turn
        state["phase"] = "busy"

    # ================================================================ pieces of a turn
    def _selectable(self, state: SolstisState, seat: int) -> list[str]:
        hand = state["hands"][seat]
        if state["pile"]:
            out = list(hand)
        else:
            ups = self._face_up(state)
            out = [t for t in hand if any(matches(t, u) for u in ups)]
        forced = state["turn"]["forced"] if state["turn"]["seat"] == seat else None
        if forced is not None:
            out = [t for t in out if t == forced]
        return out

    def _face_up(self, state: SolstisState) -> list[str]:
        return [e["up"] for e in state["display"] if e["up"]]

    def _captures(self, state: SolstisState, t: str) -> list[str]:
        return [u for u in self._face_up(state) if matches(t, u)]

    def _to_display(self, state: SolstisState, t: str) -> None:
        for entry in state["display"]:
            if entry["up"] is None and entry["down"] is None:
                entry["up"] = t
                return
        state["display"].append({"up": t, "down": None})

    def _take_from_display(self, state: SolstisState, u: str, ctx: _Ctx) -> None:
        """Take face-up ``u``; the tile beneath it, if any, turns face up: a reveal, never undone."""
        for entry in state["display"]:
            if entry["up"] == u:
                entry["up"], entry["down"] = entry["down"], None
                if entry["up"] is not None:
                    ctx.irreversible = True
                return
        raise AssertionError(f"{u} is not face up in the display")

    def _capture(self, state: SolstisState, t: str, u: str, ctx: _Ctx) -> None:
        self._take_from_display(state, u, ctx)
        seat = state["turn"]["seat"]
        self._place_tile(state, seat, u, ctx)
        self._place_tile(state, seat, t, ctx)

    def _second_chance(self, state: SolstisState, ctx: _Ctx) -> None:
        turn = state["turn"]
        seat = turn["seat"]
        if not state["pile"]:
            return
        d = state["pile"].pop()
        ctx.irreversible = True
        caps = self._captures(state, d)
        if not caps:
            self._to_display(state, d)
            if state["rainbows"]:
                state["rainbows"] -= 1
                state["pending_rainbows"] += 1
                ctx.say(msg("solstis-event-second-chance-rainbow", player=player(seat), tile=tile_msg(d)), seat)
            else:
                ctx.say(msg("solstis-event-second-chance-no-rainbow", player=player(seat), tile=tile_msg(d)), seat)
        elif len(caps) == 1:
            ctx.say(
                msg(
                    "solstis-event-second-chance-captured",
                    player=player(seat),
                    tile=tile_msg(d),
                    captured=tile_msg(caps[0]),
                ),
                seat,
            )
            self._capture(state, d, caps[0], ctx)
        else:
            turn["revealed"] = d
            state["phase"] = "take"
            ctx.say(msg("solstis-event-second-chance-drawn", player=player(seat), tile=tile_msg(d)), seat)

    def _place_tile(self, state: SolstisState, seat: int, tile: str, ctx: _Ctx, touch: bool = True) -> None:
        """PLACE_TILE: onto its own cell; a free rainbow there is lifted, a blocked cell loses the tile."""
        pan = state["pan"][seat]
        if is_blocked(pan, tile):
            state["removed"].append(tile)
            ctx.say(msg("solstis-event-tile-blocked", player=player(seat), tile=tile_msg(tile)), seat)
            return
        if pan["cells"].get(tile) == "R":
            state["pending_rainbows"] += 1
        pan["cells"][tile] = "L"
        if touch and state["turn"]["seat"] == seat:
            state["turn"]["touched"].append(tile)

    def _put_rainbow(self, state: SolstisState, seat: int, cell: str, ctx: _Ctx) -> None:
        state["pending_rainbows"] -= 1
        state["pan"][seat]["cells"][cell] = "R"
        if state["turn"]["seat"] == seat:
            state["turn"]["touched"].append(cell)
        ctx.say(msg("solstis-event-rainbow-placed", player=player(seat), cell=tile_msg(cell)), seat)

    def _new_squares(self, state: SolstisState) -> list[str]:
        turn = state["turn"]
        pan = state["pan"][turn["seat"]]
        cells = pan["cells"]
        hosted = {a for _, a in pan["spirits"]} | set(pan["fireflies"])
        covered = covered_cells(pan) if not OVERLAPPING_SQUARES else set()
        anchors = {a for c in turn["touched"] for a in SQUARES_OF[c]}
        out = [
            a
            for a in anchors
            if a not in hosted and all(x in cells for x in SQUARES[a]) and not (covered & set(SQUARES[a]))
        ]
        return sorted(out, key=_cell_key)

    def _line_choices(self, state: SolstisState) -> list[str]:
        line: list[str] = state["line"]
        if LINE_SPIRIT_CHOICE == "newest":
            return line[-1:]
        return list(dict.fromkeys(line))

    def _draw_spirits(self, state: SolstisState, ctx: _Ctx) -> None:
        seat = state["turn"]["seat"]
        deck = state["deck"]
        drawn = [deck.pop() for _ in range(min(SPIRIT_DRAW, len(deck)))]
        ctx.irreversible = True
        if EVIL in drawn:
            drawn.remove(EVIL)
            state["turn"]["evil_drawn"] = True
            if state["variant"] == "firefly":
                state["evil_pending"] = True
                ctx.say(msg("solstis-event-evil-drawn-haunts", player=player(seat), rival=player(1 - seat)), seat)
            else:
                state["evil_holder"] = seat
                ctx.say(msg("solstis-event-evil-drawn-kept", player=player(seat)), seat)
        if not drawn:
            state["turn"]["step"] = "fireflies"
            state["phase"] = "busy"
        elif len(drawn) == 1:
            state["phase"] = "busy"
            self._meet(state, drawn[0], ctx)
        else:
            state["drawn"] = drawn
            state["phase"] = "keep"
            ctx.say(msg("solstis-event-spirits-drawn", player=player(seat), count=len(drawn)), seat)

    def _keep(self, state: SolstisState, spirit: str, ctx: _Ctx) -> None:
        drawn = state["drawn"]
        state["drawn"] = []
        self._meet(state, spirit, ctx)
        for other in drawn:
            if other != spirit:
                state["line"].append(other)
                ctx.say(msg("solstis-event-spirit-to-line", spirit=spirit_msg(other)), None)

    def _meet(self, state: SolstisState, spirit: str, ctx: _Ctx) -> None:
        turn = state["turn"]
        seat = turn["seat"]
        anchor = cast(str, turn["square"])  # a spirit is met once a square is chosen
        state["pan"][seat]["spirits"].append([spirit, anchor])
        turn["met"] = spirit
        turn["step"] = "effect"
        ctx.say(msg("solstis-event-met", player=player(seat), spirit=spirit_msg(spirit), square=tile_msg(anchor)), seat)
        if state["variant"] == "base" and state["evil_holder"] == seat and not turn["evil_drawn"]:
            state["evil_holder"] = 1 - seat
            ctx.say(msg("solstis-event-evil-passes", player=player(1 - seat)), seat)

    # ---------------------------------------------------------------- spirit effects
    def _effect(self, state: SolstisState, ctx: _Ctx) -> None:
        turn = state["turn"]
        seat = turn["seat"]
        other = 1 - seat
        spirit = turn["met"]
        if spirit == "fish":
            if state["rainbows"]:
                state["rainbows"] -= 1
                state["pending_rainbows"] += 1
        elif spirit == "deer":
            hand = state["hands"][seat]
            if len(hand) == 1:
                self._deer(state, hand[0], ctx)
            elif hand:
                state["phase"] = "deer"
        elif spirit == "eagle":
            if state["pile"]:
                t = state["pile"].pop()
                ctx.irreversible = True
                ctx.say(msg("solstis-event-eagle", player=player(seat), tile=tile_msg(t)), seat)
                self._place_tile(state, seat, t, ctx)
        elif spirit == "bear":
            state["bear"][seat] = True
            if state["pile"]:
                state["hands"][seat].append(state["pile"].pop())
                state["hands"][seat].sort(key=_cell_key)
                ctx.irreversible = True
        elif spirit == "fly":
            hand = state["hands"][other]
            if hand:
                t = hand.pop(draw_rng(state).randrange(len(hand)))
                ctx.irreversible = True
                ctx.say(msg("solstis-event-fly", player=player(seat), rival=player(other), tile=tile_msg(t)), seat)
                self._place_tile(state, seat, t, ctx)
                if state["pile"]:
                    hand.append(state["pile"].pop())
                    hand.sort(key=_cell_key)
        elif spirit == "beetle":
            ups = self._face_up(state)
            if len(ups) == 1:
                self._beetle(state, ups[0], ctx)
            elif ups:
                state["phase"] = "beetle"
        elif spirit == "marmot":
            turn["extra"] = True
        elif spirit == "viper":
            targets = isolated_tiles(state["pan"][other])
            if len(targets) == 1:
                self._viper(state, targets[0], ctx)
            elif targets:
                state["phase"] = "viper"
        elif spirit == "fox":
            hand = state["hands"][other]
            ctx.irreversible = True
            if len(hand) == 1:
                self._fox(state, hand[0], ctx)
            elif hand:
                state["phase"] = "fox"

    def _deer(self, state: SolstisState, t: str, ctx: _Ctx) -> None:
        seat = state["turn"]["seat"]
        state["hands"][seat].remove(t)
        ctx.say(msg("solstis-event-deer", player=player(seat), tile=tile_msg(t)), seat)
        self._place_tile(state, seat, t, ctx)

    def _beetle(self, state: SolstisState, u: str, ctx: _Ctx) -> None:
        seat = state["turn"]["seat"]
        self._take_from_display(state, u, ctx)
        ctx.say(msg("solstis-event-beetle", player=player(seat), tile=tile_msg(u)), seat)
        self._place_tile(state, seat, u, ctx)

    def _viper(self, state: SolstisState, t: str, ctx: _Ctx) -> None:
        seat = state["turn"]["seat"]
        del state["pan"][1 - seat]["cells"][t]
        ctx.say(msg("solstis-event-viper", player=player(seat), rival=player(1 - seat), tile=tile_msg(t)), seat)
        self._place_tile(state, seat, t, ctx)

    def _fox(self, state: SolstisState, t: str, ctx: _Ctx) -> None:
        seat = state["turn"]["seat"]
        state["forced"][1 - seat] = t
        ctx.say(msg("solstis-event-fox", player=player(seat), rival=player(1 - seat)), seat)

    def _place_evil(self, state: SolstisState, cell: str, ctx: _Ctx) -> None:
        seat = state["turn"]["seat"]
        state["evil_pending"] = False
        state["pan"][1 - seat]["evil"] = cell
        ctx.say(
            msg("solstis-event-evil-placed", player=player(seat), rival=player(1 - seat), cell=tile_msg(cell)), seat
        )

    def _fireflies(self, state: SolstisState, ctx: _Ctx) -> None:
        turn = state["turn"]
        seat = turn["seat"]
        pan = state["pan"][seat]
        squares = self._new_squares(state)
        if turn["met"] is None and not FIREFLIES_WHEN_NO_SPIRIT:
            return
        for anchor in squares:
            if len(pan["fireflies"]) >= FIREFLY_WIN or not state["fireflies"]:
                break
            pan["fireflies"].append(anchor)
            state["fireflies"] -= 1
            ctx.say(msg("solstis-event-firefly", player=player(seat), square=tile_msg(anchor)), seat)
        if len(pan["fireflies"]) >= FIREFLY_WIN:
            state["winner"] = seat
            ctx.say(msg("solstis-event-firefly-win", player=player(seat), count=FIREFLY_WIN), seat)
            self._finish(state, ctx)

    def _refill(self, state: SolstisState, seat: int, ctx: _Ctx) -> None:
        hand = state["hands"][seat]
        size = BEAR_HAND_SIZE if state["bear"][seat] else HAND_SIZE
        drew = 0
        while len(hand) < size and state["pile"]:
            hand.append(state["pile"].pop())
            drew += 1
        if drew:
            hand.sort(key=_cell_key)
            ctx.irreversible = True

    # ---------------------------------------------------------------- the end
    def _coverable(self, state: SolstisState) -> list[str]:
        holder = state["evil_holder"]
        if state["variant"] != "base" or holder is None or state["evil_cover"] is not None:
            return []
        return [s for s, _ in state["pan"][holder]["spirits"]]

    def _cover(self, state: SolstisState, spirit: str, ctx: _Ctx) -> None:
        holder = cast(int, state["evil_holder"])  # only a held Evil Spirit covers (_coverable)
        state["evil_cover"] = spirit
        ctx.say(msg("solstis-event-evil-covers", player=player(holder), spirit=spirit_msg(spirit)), 1 - holder)

    def _squirrel(self, state: SolstisState, ctx: _Ctx) -> None:
        for seat in range(2):
            names = [s for s, _ in state["pan"][seat]["spirits"]]
            if "squirrel" not in names:
                continue
            if state["evil_cover"] == "squirrel" and state["evil_holder"] == seat and not COVERED_SQUIRREL_ACTS:
                continue
            hand = state["hands"][seat]
            state["hands"][seat] = []
            state["actor"] = seat
            if hand:
                ctx.say(msg("solstis-event-squirrel", player=player(seat), tiles=[tile_msg(t) for t in hand]), seat)
            for t in hand:
                self._place_tile(state, seat, t, ctx, touch=False)

    def _finish(self, state: SolstisState, ctx: _Ctx) -> None:
        state["over"] = True
        state["phase"] = "over"
        result = self._result(state)
        if state["winner"] is None:
            ctx.say(
                msg(
                    "solstis-event-game-over",
                    scores=[
                        msg("solstis-event-final-score", player=player(s), points=result.scores[s]) for s in range(2)
                    ],
                ),
                None,
            )

    # ================================================================ scores and result
    def _breakdowns(self, state: SolstisState, comps: list[list[list[str]]] | None = None) -> list[dict[str, int]]:
        """Both seats' score breakdowns (``comps``: each panorama's areas, if already found)."""
        out = []
        for seat in range(2):
            cover = state["evil_cover"] if state["evil_holder"] == seat else None
            out.append(score_panorama(state["pan"][seat], cover, comps[seat] if comps else None))
        return out

    def current_scores(self, state: SolstisState) -> list[int]:
        return [b["total"] for b in self._breakdowns(state)]

    def _result(self, state: SolstisState) -> Result:
        breakdown = self._breakdowns(state)
        scores = [b["total"] for b in breakdown]
        winner = state.get("winner")
        if winner is not None:
            for seat in range(2):
                breakdown[seat]["firefly_win"] = 1 if seat == winner else 0
            return Result(
                scores=scores,
                breakdown=breakdown,
                ranking=[winner, 1 - winner],
                winners=[winner],
                places=[1 if s == winner else 2 for s in range(2)],
            )
        result = rank_by_score(scores)  # TIE: equal scores share the victory
        return Result(
            scores=scores, breakdown=breakdown, ranking=result.ranking, winners=result.winners, places=result.places
        )

    # Sub-decisions of one's own turn that the greedy evaluation completes before judging a state
    # ("draw" is never looked through: it would peek at the face-down spirits).
    _LOOK_THROUGH = frozenset({"rainbow", "take", "square", "spirit", "deer", "beetle", "viper", "evil", "cover"})
    _LOOK_DEPTH = 2
    _KEEP_VALUE = 1.5  # a spirit about to be kept from the two drawn
    _NEAR_WEIGHT = 1.0  # a detached area's Land tiles, divided by its distance to the main area

    def evaluate(self, state: SolstisState, seat: int) -> float:
        """Score lead, after finishing one's own pending sub-decisions greedily (up to 2 deep)."""
        return self._looked_through(state, seat, self._static_value, 0)

    def search_evaluate(self, state: SolstisState, seat: int) -> float:
        """The fitted evaluation (``rules/solstis/fitted.py``), looked through as ``evaluate`` is;
        variants the fit did not cover keep ``evaluate``."""
        if state["variant"] not in _fitted_weights()["variants"]:
            return self.evaluate(state, seat)
        return self._looked_through(state, seat, self._fitted_value, 0)

    def _looked_through(
        self, state: SolstisState, seat: int, static: Callable[[SolstisState, int], float], depth: int
    ) -> float:
        """``static`` of ``state`` for ``seat``, after ``seat``'s own pending sub-decisions are
        finished greedily by it (up to ``_LOOK_DEPTH`` deep)."""
        if (
            not state["over"]
            and state["actor"] == seat
            and state["phase"] in self._LOOK_THROUGH
            and depth < self._LOOK_DEPTH
        ):
            best = None
            for action in self._legal_actions(state, seat):
                if action.id == "draw":
                    value = static(state, seat) + self._KEEP_VALUE
                else:
                    # the action was just listed as legal: skip apply's re-validation (search hot path)
                    value = self._looked_through(
                        self._apply(clone_state(state), seat, action.id).state, seat, static, depth + 1
                    )
                if best is None or value > best:
                    best = value
            if best is not None:
                return best
        return static(state, seat)

    def _fitted_value(self, state: SolstisState, seat: int) -> float:
        """The fitted evaluation of ``state`` for ``seat`` (of a finished game: ``_static_value``)."""
        if state["over"]:
            return self._static_value(state, seat)
        comps_of = [_areas_of_layout(state["pan"][s]["cells"]) for s in range(2)]
        features = position_features(state, seat, comps_of, self._breakdowns(state, comps_of))
        value = fitted_value(_fitted_weights(), features, len(state["pile"]), to_move=state["actor"] == seat)
        if state["phase"] == "keep" and state["actor"] == seat:
            value += self._KEEP_VALUE
        return value

    def _static_value(self, state: SolstisState, seat: int) -> float:
        comps_of = [_areas_of_layout(state["pan"][s]["cells"]) for s in range(2)]
        b = self._breakdowns(state, comps_of)
        value = float(b[seat]["total"] - b[1 - seat]["total"])
        if state["over"]:
            winner = state.get("winner")
            if winner is not None:
                return 1000.0 if winner == seat else -1000.0
            return value * 10
        for s, sign in ((seat, 1), (1 - seat, -1)):
            cells = state["pan"][s]["cells"]
            comps = comps_of[s]
            if len(comps) < 2:
                continue
            lands = [sum(1 for x in c if cells[x] == "L") for c in comps]
            main = comps[lands.index(max(lands))]
            for comp, land in zip(comps, lands):
                if land and comp is not main:
                    dist = min(min(map(DISTANCE[x].__getitem__, main)) for x in comp)
                    value += sign * land * self._NEAR_WEIGHT / dist
        if state["phase"] == "keep" and state["actor"] == seat:
            value += self._KEEP_VALUE
        value += 0.5 * (len(state["pan"][seat]["fireflies"]) - len(state["pan"][1 - seat]["fireflies"]))
        return value

    # ================================================================ determinisation
    def determinize(self, state: SolstisState, seat: int | None, rng: random.Random) -> SolstisState:
        """Resample what ``seat`` cannot see: the pile, the face-down display tiles, the rival's
        hand (both hands for a spectator), the spirit deck and two spirits drawn by the rival.

        Kept as they are: what the seat sees, a Fox-forced tile the seat knows (it stays in its
        holder's hand), the whole rival hand while the seat's Fox shows it, and the removed tiles
        (each was announced when it left the game). The Evil Spirit never lands among drawn
        spirits: drawing it takes it out of the pair at once.
        """
        out = clone_state(state)
        reseed(out, rng)
        self._resample_tiles(out, seat, rng)
        self._resample_spirits(out, seat, rng)
        return out

    def _hidden_hands(self, state: SolstisState, seat: int | None) -> tuple[list[int], list[str]]:
        """The seats whose hands are unseen by ``seat``, and the tiles ``seat`` knows stay in them."""
        if seat is None:
            # A spectator sees no forced tile's name; keeping it in place keeps the Fox's promise legal.
            known = [t for t in state["forced"] if t] + ([state["turn"]["forced"]] if state["turn"]["forced"] else [])
            return [0, 1], known
        rival = 1 - seat
        if state["phase"] == "fox" and state["turn"]["seat"] == seat:
            return [], []  # the Fox shows the rival's whole hand
        private = self._private(state, seat)
        known = [private["rival_must_play"]] if private["rival_must_play"] else []
        return [rival], known

    def _resample_tiles(self, state: SolstisState, seat: int | None, rng: random.Random) -> None:
        hands, known = self._hidden_hands(state, seat)
        fixed = {h: [t for t in state["hands"][h] if t in known] for h in hands}
        pool = list(state["pile"]) + [e["down"] for e in state["display"] if e["down"] is not None]
        for h in hands:
            pool += [t for t in state["hands"][h] if t not in fixed[h]]
        pool.sort(key=_cell_key)  # canonical: the deal depends on what is unseen, not where it was
        rng.shuffle(pool)
        for h in hands:
            free = len(state["hands"][h]) - len(fixed[h])
            state["hands"][h] = sorted(fixed[h] + [pool.pop() for _ in range(free)], key=_cell_key)
        for entry in state["display"]:
            if entry["down"] is not None:
                entry["down"] = pool.pop()
        state["pile"] = pool

    def _resample_spirits(self, state: SolstisState, seat: int | None, rng: random.Random) -> None:
        drawn_hidden = bool(state["drawn"]) and (seat is None or state["turn"]["seat"] != seat)
        pool = list(state["deck"]) + (list(state["drawn"]) if drawn_hidden else [])
        evil = [s for s in pool if s == EVIL]
        pool = sorted(s for s in pool if s != EVIL)
        rng.shuffle(pool)
        if drawn_hidden:
            state["drawn"] = [pool.pop() for _ in state["drawn"]]
        pool += evil
        rng.shuffle(pool)
        state["deck"] = pool

    # ================================================================ views
    def _private(self, state: SolstisState, seat: int) -> SolstisPrivate:
        """What ``seat`` knows beyond the public view."""
        turn = state["turn"]

        def forced(who: int) -> str | None:
            # A Fox-forced tile is known to both players (not to spectators).
            return turn["forced"] if turn["seat"] == who and turn["forced"] else state["forced"][who]

        out: SolstisPrivate = {
            "hand": list(state["hands"][seat]),
            "must_play": forced(seat),
            "rival_must_play": forced(1 - seat),
        }
        if state["drawn"] and turn["seat"] == seat:
            out["drawn"] = list(state["drawn"])
        if state["phase"] == "fox" and turn["seat"] == seat:
            out["rival_hand"] = list(state["hands"][1 - seat])
        return out

    def _view(self, state: SolstisState, seat: int | None) -> SolstisView:
        breakdown = self._breakdowns(state)
        turn = state["turn"]
        view: SolstisView = {
            "game": self.key,
            "seat": seat,
            "to_act": sorted(self.to_act(state)),
            "move": state["move"],
            "over": state["over"],
            "scores": [b["total"] for b in breakdown],
            "breakdown": breakdown,
            "variant": state["variant"],
            "phase": state["phase"],
            "actor": None if state["over"] else state["actor"],
            "current": turn["seat"],
            "pile": len(state["pile"]),
            "rainbows": state["rainbows"],
            "fireflies": state["fireflies"],
            "display": [{"up": e["up"], "down": e["down"] is not None} for e in state["display"]],
            "line": list(state["line"]),
            "deck": len(state["deck"]),
            "drawn_count": len(state["drawn"]),
            "hand_counts": [len(h) for h in state["hands"]],
            "hand_sizes": [BEAR_HAND_SIZE if b else HAND_SIZE for b in state["bear"]],
            "panoramas": [
                {
                    "cells": dict(p["cells"]),
                    "spirits": [list(x) for x in p["spirits"]],
                    "fireflies": list(p["fireflies"]),
                    "evil": p["evil"],
                }
                for p in state["pan"]
            ],
            "evil_holder": state["evil_holder"],
            "evil_cover": state["evil_cover"],
            "evil_pending": state["evil_pending"],
            "revealed": turn["revealed"],
            "square": turn["square"],
            "removed": len(state["removed"]),
            "forced": [
                state["forced"][s] is not None or (turn["seat"] == s and turn["forced"] is not None) for s in range(2)
            ],
            "pending_rainbows": state["pending_rainbows"],
            # What the current (or just finished) turn changed on the table: public facts only.
            "last_turn": clone_state(state["last_turn"]) if state.get("last_turn") else None,
        }
        if state["over"]:
            view["result"] = self._result(state).to_json()
        if seat is not None:
            # What the seat knows besides, key by key in the order the private part lists them.
            private = self._private(state, seat)
            view["hand"] = private["hand"]
            if "drawn" in private:
                view["drawn"] = private["drawn"]
            if "rival_hand" in private:
                view["rival_hand"] = private["rival_hand"]
            view["must_play"] = private["must_play"]
            view["rival_must_play"] = private["rival_must_play"]
            view["captures"] = {t: self._captures(state, t) for t in state["hands"][seat]}
            legal = self.legal_actions(state, seat)
            view["legal"] = [a.id for a in legal]
            view["targets"] = sorted({a.id.split(":", 1)[1].split("+")[-1] for a in legal if ":" in a.id})
        return view


GAME = Solstis()
