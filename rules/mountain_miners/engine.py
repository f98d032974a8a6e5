"""Mountain Miners: grab tiles from the top of a diamond mountain, win the gem majorities.

State layout (JSON only):

* ``n``: the grid size; ``board``: ``n*n`` cells (index ``y*n + x``), each a tile or ``None``;
* a tile is ``{"id", "icons": [kind, ...]}`` (one icon in the base game; 1 to 4 with
  Gemshards, which adds ``"rot": 0..3``) plus ``"down": true`` while face down (Dark Tunnels);
* ``deck``: the face-down remainder of the pool (only Bomb refills draw from it);
* ``arrows``: ``[{"pos": 0..7, "dir": +1/-1, "step": 1/2/4}]`` and one shared ``locked`` flag;
* ``coll``: per seat, collected tiles: a tile plus ``"act"`` (index of its active icon, absent
  means 0) and ``"as"`` (the gem pile a Wildcard or Multiplier was assigned to, absent until
  then), ``"secret"`` for a quick-start tile kept in hand;
* ``discard``: used action tiles; ``removed``: tiles out of the game (bombed, discarded piles);
* ``known``: per seat, ids of face-down tiles that seat has looked at (Dark Tunnels);
* ``turn``: whose turn and which decision of it: ``phase`` is ``"pre"`` (play an action or
  grab), ``"grab"``, ``"post"`` (play an action or end the turn), ``"sub"`` (a choice inside an
  action, described by ``sub``), ``"info"`` (Dark Tunnels end-of-turn look) or ``"arrow_start"``
  (quick-start twist: the start player places the arrow); ``grabs`` left, ``pre``/``post``
  windows used, ``used`` = actions played this turn;
* ``move``: actions applied so far; ``over``; ``stall``: turns in a row without a grab.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from rules.base import (
    Action,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    Result,
    State,
    Transition,
    View,
    draw_rng,
    rank_by_score,
)
from rules.mountain_miners import geometry as geo
from rules.mountain_miners.scoring import score_piles

DATA_PATH = Path(__file__).resolve().parents[2] / "data" / "mountain_miners.json"
DATA: dict[str, Any] = json.loads(DATA_PATH.read_text())

GEMS: dict[str, dict[str, Any]] = DATA["gems"]
GEM_ORDER: list[str] = list(GEMS)
GEM_VALUES: dict[str, int] = {g: spec["value"] for g, spec in GEMS.items()}
SPECIALS: dict[str, dict[str, Any]] = DATA["specials"]
ACTIONS: dict[str, dict[str, Any]] = DATA["actions"]
SETS: dict[str, dict[str, int]] = DATA["sets"]
POSITIONS: list[str] = DATA["geometry"]["positions"]
DEFAULT_SIZE: int = DATA["geometry"]["default_size"]
SMALL_SIZE: int = DATA["geometry"]["small_size"]
LARGE_SIZE: int = DATA["geometry"]["large_size"]
DEFAULT_STEP: int = DATA["geometry"]["default_step"]
DEFAULT_DIR: int = DATA["geometry"]["default_dir"]
STEP_NAMES: dict[int, str] = {int(k): v for k, v in DATA["geometry"]["rotation_steps"].items()}
SHARD_LAYOUTS: dict[int, list[int]] = {int(k): v for k, v in DATA["shards"]["layouts"].items()}
SHARD_MIN: int = DATA["shards"]["min_icons"]
SHARD_MAX: int = DATA["shards"]["max_icons"]
QUADRANTS: list[str] = DATA["shards"]["quadrants"]
TRASH_VALUE: int = SPECIALS["trash"]["value"]
MULTIPLIER_FACTOR: int = SPECIALS["multiplier"]["factor"]

_ASSUME = DATA["assumptions"]
START_POSITIONS: list[int] = _ASSUME["start_positions"]  # random corner (M10)
QUICK_ARROW_POSITIONS: list[int] = _ASSUME["quick_arrow_positions"]
SCORE_COMPARE_ALL: bool = _ASSUME["score_compare_all_players"]  # M2
GRABBED_ACTION_SAME_TURN: bool = _ASSUME["grabbed_action_usable_same_turn"]  # M6
BOMB_REFILL_ROTATES: bool = _ASSUME["bomb_refill_turn_rotates_arrows"]
STEAL_MULTIPLIERS: bool = _ASSUME["steal_multiplier_tiles"]
ROTATION_CHANGES_ALL_ARROWS: bool = _ASSUME["ring_and_step_affect_all_arrows"]
BLIND_FORBIDDEN_GRAB_LOST: bool = _ASSUME["blind_grab_of_forbidden_tile_is_lost"]
STALL_TURNS_PER_PLAYER: int = _ASSUME["stall_turns_per_player"]
LIGHTBULB_REVEAL_LINES: int = _ASSUME["lightbulb_reveal_lines"]

EXPANSIONS = ("dark_tunnels", "gemshards", "golden_actions")
SCORING_KINDS = set(GEMS) | {"wildcard"}  # tiles that keep the game going (M4)


def kind_name(kind: str) -> str:
    if kind in GEMS:
        return GEMS[kind]["name"]
    if kind in SPECIALS:
        return SPECIALS[kind]["name"]
    return ACTIONS[kind]["name"]


def kind_label(kind: str) -> str:
    """'Onyx (4)', 'Trash (-2)', 'Swap'."""
    if kind in GEMS:
        return f"{GEMS[kind]['name']} ({GEMS[kind]['value']})"
    if kind == "trash":
        return f"Trash ({TRASH_VALUE})"
    return kind_name(kind)


def is_action(kind: str) -> bool:
    return kind in ACTIONS


def shown_icon(tile: dict[str, Any], quadrant: int) -> int:
    """Index into ``tile['icons']`` of the icon in ``quadrant`` (0 N, 1 E, 2 S, 3 W), spec 2.7."""
    layout = SHARD_LAYOUTS[len(tile["icons"])]
    return layout[(quadrant - tile.get("rot", 0)) % 4]


def facing_quadrants(p: int) -> list[int]:
    """Quadrants of a tile that face an arrow at position ``p`` (two for a side position)."""
    if p % 2 == 0:
        return [p // 2]
    return [(p - 1) // 2, ((p + 1) // 2) % 4]


def active_kind(ct: dict[str, Any]) -> str:
    return ct["icons"][ct.get("act", 0)]


def pile_kind(ct: dict[str, Any]) -> str | None:
    """The regular gem pile a collected tile belongs to (Wildcards by assignment), else None."""
    kind = active_kind(ct)
    if kind in GEMS:
        return kind
    if kind == "wildcard":
        return ct.get("as")
    return None


@lru_cache(maxsize=16)
def _gem_types(sets: tuple[str, ...]) -> list[str]:
    return [g for g in GEM_ORDER if any(g in SETS[name] for name in sets)]


class MountainMiners(Game):
    key = "mountain-miners"
    title = "Mountain Miners"
    min_players = 2
    max_players = 6
    OPTIONS = (
        OptionSpec("harder", "Harder", {False: "Off", True: "On: one action per turn"}, False,
                   "At most one action per turn, before or after the grab."),
        OptionSpec("quick_start", "Quick start", {"off": "Off", "actions": "1 action tile each", "any": "1 random tile each"},
                   "off", "Every player begins with one random tile."),
        OptionSpec("quick_secret", "Quick-start tile secret", {False: "No", True: "Yes: kept in hand"}, False,
                   "Keep the quick-start tile hidden in hand."),
        OptionSpec("quick_arrow", "Start player sets the arrow", {False: "No", True: "Yes, without a start tile"}, False,
                   "Quick start twist: the start player places the arrow and gets no start tile."),
        OptionSpec("map_size", "Map size", {"auto": "Auto", 5: "5 x 5", 6: "6 x 6", 7: "7 x 7"}, "auto",
                   "Reduced automatically when the tile pool is too small."),
    )
    summary = (
        "Goal: win the gem majorities. Most of a gem type: + its value per tile; fewest: - its value per tile.\n"
        "Your turn: maybe play an action tile, grab a tile from the top of the mountain (the layer nearest\n"
        "the arrow), maybe play another action tile; then the arrow turns a quarter clockwise (unless locked).\n"
        "Actions: Arrow Move, Arrow Lock, Swap two cells, Double (grab one more), Steal a collected tile.\n"
        "The game ends when no gem is left on the board. Ruby 1, Emerald 2, Diamond 3, Onyx 4; ties share."
    )

    # ------------------------------------------------------------------ setup
    def _check_options(self, options: dict[str, Any], player_count: int) -> None:
        if options.get("quick_start") == "off" and (options.get("quick_secret") or options.get("quick_arrow")):
            raise IllegalAction("The quick-start sub-options need Quick start on.")

    def enabled_sets(self, options: dict[str, Any]) -> list[str]:
        return ["base"] + [name for name in EXPANSIONS if options.get(name)]

    def gem_types(self, options: dict[str, Any]) -> list[str]:
        """The regular gem types in play, in display order."""
        return _gem_types(tuple(self.enabled_sets(options)))

    def _build_pool(self, state: State, options: dict[str, Any]) -> list[dict[str, Any]]:
        icons: list[str] = []
        for name in self.enabled_sets(options):
            for kind, copies in SETS[name].items():
                icons.extend([kind] * copies)
        rng = draw_rng(state)
        rng.shuffle(icons)
        groups: list[list[str]] = []
        if options.get("gemshards"):
            at = 0
            while at < len(icons):
                size = rng.randint(SHARD_MIN, SHARD_MAX)
                groups.append(icons[at:at + size])
                at += size
        else:
            groups = [[icon] for icon in icons]
        if options.get("gemshards"):
            return [{"id": i, "icons": g, "rot": 0} for i, g in enumerate(groups)]
        return [{"id": i, "icons": g} for i, g in enumerate(groups)]

    @staticmethod
    def choose_size(option: Any, pool: int) -> int:
        """The grid size: the chosen one, shrunk while the pool cannot fill it (spec 2.4, M8)."""
        size = DEFAULT_SIZE if option == "auto" else int(option)
        while size > SMALL_SIZE and size * size > pool:
            size -= 1
        return size

    def _setup(self, player_count: int, seed: int | str, options: dict[str, Any]) -> State:
        state: State = {"seed": seed, "rng_counter": 0, "options": options, "players": player_count}
        pool = self._build_pool(state, options)
        rng = draw_rng(state)
        start = rng.randrange(player_count)
        coll: list[list[dict[str, Any]]] = [[] for _ in range(player_count)]
        quick = options.get("quick_start", "off")
        if quick != "off":
            for seat in range(player_count):
                if options.get("quick_arrow") and seat == start:
                    continue
                pick = next((t for t in pool if quick == "any" or all(is_action(k) for k in t["icons"])), None)
                if pick is None:
                    pick = next((t for t in pool if any(is_action(k) for k in t["icons"])), None)
                if pick is None:
                    continue
                pool.remove(pick)
                ct = dict(pick)
                act = next((i for i, k in enumerate(pick["icons"]) if is_action(k)), 0)
                if act:
                    ct["act"] = act
                if options.get("quick_secret"):
                    ct["secret"] = True
                coll[seat].append(ct)
        n = self.choose_size(options.get("map_size", "auto"), len(pool))
        board: list[dict[str, Any] | None] = pool[: n * n]
        if options.get("dark_tunnels"):
            for tile in board:
                tile["down"] = True
        state.update(
            n=n,
            board=board,
            deck=pool[n * n:],
            arrows=[{"pos": rng.choice(START_POSITIONS), "dir": DEFAULT_DIR, "step": DEFAULT_STEP}],
            locked=False,
            coll=coll,
            discard=[],
            removed=[],
            known=[[] for _ in range(player_count)],
            refill=[],
            stall=0,
            start_seat=start,
            move=0,
            over=False,
        )
        state["pool_size"] = len(pool) + sum(len(c) for c in coll)
        self._start_turn(state, start, [])
        if options.get("quick_start", "off") != "off" and options.get("quick_arrow"):
            state["turn"]["phase"] = "arrow_start"
        return state

    # ------------------------------------------------------------------ queries
    def occupied(self, state: State) -> list[int]:
        return [i for i, t in enumerate(state["board"]) if t is not None]

    def arrow_positions(self, state: State) -> list[int]:
        return [a["pos"] for a in state["arrows"]]

    def top(self, state: State) -> list[int]:
        return geo.top_layer(self.occupied(state), state["n"], self.arrow_positions(state))

    def piles(self, coll: list[dict[str, Any]]) -> dict[str, int]:
        counts: dict[str, int] = {}
        for ct in coll:
            gem = pile_kind(ct)
            if gem:
                counts[gem] = counts.get(gem, 0) + 1
        return counts

    def multiplied(self, coll: list[dict[str, Any]]) -> dict[str, int]:
        mult: dict[str, int] = {}
        for ct in coll:
            if active_kind(ct) == "multiplier" and ct.get("as"):
                mult[ct["as"]] = mult.get(ct["as"], 0) + 1
        return mult

    def barred(self, state: State, seat: int) -> set[str]:
        """Kinds ``seat`` may not grab: multiplied gem types, and Wildcards without a gem pile."""
        coll = state["coll"][seat]
        bar = set(self.multiplied(coll))
        if not self.piles(coll):
            bar.add("wildcard")
        return bar

    def grab_choices(self, state: State, seat: int, cells: Iterable[int] | None = None) -> list[tuple[int, int | None]]:
        """(cell, icon index or None when the choice is unique/blind) for every grab ``seat`` may make."""
        n = state["n"]
        positions = self.arrow_positions(state)
        bar = self.barred(state, seat)
        out: list[tuple[int, int | None]] = []
        for index in (self.top(state) if cells is None else cells):
            tile = state["board"][index]
            if tile.get("down"):
                out.append((index, None))
                continue
            icons = self.facing_icons(tile, index, n, positions)
            allowed = [i for i in icons if tile["icons"][i] not in bar]
            if len(allowed) == 1:
                out.append((index, None if len(icons) == 1 else allowed[0]))
            else:
                out.extend((index, i) for i in allowed)
        return out

    def facing_icons(self, tile: dict[str, Any], index: int, n: int, positions: list[int]) -> list[int]:
        """Distinct icon indexes of ``tile`` facing the arrow(s) whose top layer holds it."""
        if len(tile["icons"]) == 1:
            return [0]
        icons: list[int] = []
        for p in positions:
            for q in facing_quadrants(p):
                i = shown_icon(tile, q)
                if i not in icons:
                    icons.append(i)
        return sorted(icons)

    def board_has_gems(self, state: State) -> bool:
        return any(t is not None and any(k in SCORING_KINDS for k in t["icons"]) for t in state["board"])

    def action_tiles(self, state: State, seat: int) -> dict[str, dict[str, Any]]:
        """The first collected tile per playable action kind of ``seat``."""
        out: dict[str, dict[str, Any]] = {}
        for ct in state["coll"][seat]:
            kind = active_kind(ct)
            if is_action(kind) and kind not in out:
                out[kind] = ct
        return out

    def playable(self, state: State, seat: int) -> list[str]:
        """Action kinds ``seat`` may play now (pre or post window)."""
        turn = state["turn"]
        phase = turn["phase"]
        if phase not in ("pre", "post"):
            return []
        if state["options"].get("harder") and turn["used"] >= 1:
            return []
        if phase == "pre" and turn["pre"] or phase == "post" and turn["post"]:
            return []
        return [kind for kind in self.action_tiles(state, seat) if self.can_play(state, seat, kind, phase)]

    def can_play(self, state: State, seat: int, kind: str, phase: str) -> bool:
        if kind in ("arrow_move", "arrow_lock"):
            return True
        if kind == "swap":  # two tiles can always trade places; a lone tile can always move
            return any(t is not None for t in state["board"]) and len(state["board"]) > 1
        if kind == "double":
            return phase == "pre" or bool(self.grab_choices(state, seat))
        if kind == "steal":
            return any(self.steal_targets(state, seat, other) for other in range(state["players"]) if other != seat)
        return False

    # --- Swap
    def swap_moves(self, state: State) -> dict[int, list[int]]:
        return geo.moves_keeping_components(set(self.occupied(state)), state["n"])

    def swap_partners(self, state: State, a: int) -> list[int]:
        """Cells ``a`` may be exchanged with: any other tile, or an empty cell the tile may move to
        (or, for an empty ``a``, any tile that may move into it) without splitting the board further."""
        board = state["board"]
        moves = self.swap_moves(state)
        if board[a] is not None:
            return sorted([b for b in moves if b != a] + moves[a])
        return sorted(src for src, targets in moves.items() if a in targets)

    def swap_firsts(self, state: State) -> list[int]:
        moves = self.swap_moves(state)
        cells = {a for a, targets in moves.items() if targets or len(moves) > 1}
        for targets in moves.values():
            cells.update(targets)
        return sorted(cells)

    # --- Steal
    def steal_targets(self, state: State, thief: int, victim: int) -> list[dict[str, Any]]:
        """Tiles of ``victim`` that ``thief`` may steal, one per distinct kind (M7)."""
        coll = state["coll"][victim]
        mult = self.multiplied(coll)
        thief_piles = self.piles(state["coll"][thief])
        seen: set[str] = set()
        out = []
        for ct in coll:
            kind = active_kind(ct)
            if kind == "trash" or (kind == "multiplier" and not STEAL_MULTIPLIERS):
                continue
            gem = pile_kind(ct)
            if gem and gem in mult:
                continue
            if kind == "wildcard" and not thief_piles:
                continue
            signature = "secret" if ct.get("secret") else (tuple(ct["icons"]), ct.get("act", 0), ct.get("as"))
            if signature in seen and not ct.get("secret"):
                continue
            seen.add(signature)
            out.append(ct)
        return out

    # ------------------------------------------------------------------ protocol hooks
    def _to_act(self, state: State) -> Iterable[int]:
        return [state["turn"]["seat"]]

    def _legal_actions(self, state: State, seat: int) -> Iterable[Action]:
        turn = state["turn"]
        phase = turn["phase"]
        n = state["n"]
        if phase == "arrow_start":
            return [Action(f"start:{p}", f"Start the arrow at {POSITIONS[p]}") for p in QUICK_ARROW_POSITIONS]
        if phase in ("pre", "grab", "post"):
            actions = [Action(f"play:{kind}", f"Play {kind_name(kind)}") for kind in self.playable(state, seat)]
            if phase in ("pre", "grab"):
                actions += [self._grab_action(state, index, icon) for index, icon in self.grab_choices(state, seat)]
                if phase == "pre" and not any(a.id.startswith("grab:") for a in actions):
                    actions.append(Action("nograb", "Grab nothing (no tile you may take)"))
            if phase == "post":
                actions.append(Action("end", "End turn"))
            return actions
        if phase == "sub":
            return self._sub_actions(state, seat)
        return []

    def _grab_action(self, state: State, index: int, icon: int | None) -> Action:
        n = state["n"]
        tile = state["board"][index]
        where = geo.cell_name(index, n)
        if tile.get("down"):
            return Action(f"grab:{geo.cell_id(index, n)}", f"Grab the face-down tile at {where}")
        if icon is None:
            kinds = sorted({tile["icons"][i] for i in self.facing_icons(tile, index, n, self.arrow_positions(state))})
            what = kind_label(kinds[0]) if len(kinds) == 1 else "/".join(kind_label(k) for k in kinds)
            return Action(f"grab:{geo.cell_id(index, n)}", f"Grab {what} at {where}")
        return Action(f"grab:{geo.cell_id(index, n)}:{icon}", f"Grab {kind_label(tile['icons'][icon])} at {where}")

    def _sub_actions(self, state: State, seat: int) -> list[Action]:
        sub = state["turn"]["sub"]
        n = state["n"]
        kind = sub["kind"]
        if kind == "arrow_move":
            many = len(state["arrows"]) > 1
            out = []
            for a, arrow in enumerate(state["arrows"]):
                for p in range(8):
                    now = " (now)" if arrow["pos"] == p else ""
                    label = f"Arrow {a + 1} to {POSITIONS[p]}{now}" if many else f"Arrow to {POSITIONS[p]}{now}"
                    out.append(Action(f"arrow:{a}:{p}" if many else f"arrow:{p}", label))
            return out
        if kind == "swap":
            if sub.get("a") is None:
                return [Action(f"swap:{geo.cell_id(i, n)}", f"Swap: first {self._cell_label(state, i)}")
                        for i in self.swap_firsts(state)]
            a = sub["a"]
            return [Action(f"swap2:{geo.cell_id(b, n)}",
                           f"Swap {geo.cell_name(a, n)} with {self._cell_label(state, b)}")
                    for b in self.swap_partners(state, a)]
        if kind == "steal":
            if sub.get("victim") is None:
                return [Action(f"steal:{v}", f"Steal from player {v + 1}")
                        for v in range(state["players"]) if v != seat and self.steal_targets(state, seat, v)]
            victim = sub["victim"]
            return [Action(f"take:{ct['id']}", f"Steal {self._coll_label(ct)} from player {victim + 1}")
                    for ct in self.steal_targets(state, seat, victim)]
        if kind == "assign":
            piles = sorted(self.piles(state["coll"][seat]), key=GEM_ORDER.index)
            what = kind_name(sub["what"])
            return [Action(f"assign:{g}", f"{what} joins your {GEMS[g]['name']} pile") for g in piles]
        raise AssertionError(kind)

    def _cell_label(self, state: State, index: int) -> str:
        tile = state["board"][index]
        name = geo.cell_name(index, state["n"])
        if tile is None:
            return f"{name} (empty)"
        if tile.get("down"):
            return f"{name} (face down)"
        return f"{name} ({'/'.join(kind_name(k) for k in tile['icons'])})"

    def _coll_label(self, ct: dict[str, Any]) -> str:
        if ct.get("secret"):
            return "their secret tile"
        kind = active_kind(ct)
        if kind == "wildcard":
            return f"Wildcard (as {GEMS[ct['as']]['name']})" if ct.get("as") else "Wildcard"
        return kind_label(kind)

    # ------------------------------------------------------------------ apply
    def _apply(self, state: State, seat: int, action_id: str) -> Transition:
        events: list[Event] = []
        hidden: set[int] = set()
        self._irreversible = False
        head, _, arg = action_id.partition(":")
        turn = state["turn"]
        if head == "start":
            state["arrows"][0]["pos"] = int(arg)
            events.append(Event(f"{{p{seat}}} starts the arrow at {POSITIONS[int(arg)]}.", seat))
            turn["phase"] = "pre"
            self._advance(state, events, hidden)
        elif head == "grab":
            self._do_grab(state, seat, arg, events, hidden)
        elif head == "nograb":
            events.append(Event(f"{{p{seat}}} cannot grab a tile.", seat))
            turn["grabs"] = 0
            turn["phase"] = "post"
            self._advance(state, events, hidden)
        elif head == "end":
            self._end_turn(state, events, hidden)
        elif head == "play":
            self._play(state, seat, arg, events, hidden)
        else:
            self._resolve_sub(state, seat, head, arg, events, hidden)
        state["move"] += 1
        return Transition(state, events, frozenset(hidden), self._irreversible)

    def _collect(self, state: State, seat: int, tile: dict[str, Any], icon: int) -> dict[str, Any]:
        ct = dict(tile)
        ct.pop("down", None)
        if icon:
            ct["act"] = icon
        state["coll"][seat].append(ct)
        return ct

    def _do_grab(self, state: State, seat: int, arg: str, events: list[Event], hidden: set[int]) -> None:
        n = state["n"]
        turn = state["turn"]
        parts = arg.split(":")
        index = geo.parse_cell(parts[0], n)
        tile = state["board"][index]
        if tile.get("down"):
            self._irreversible = True
        if len(parts) > 1:
            icon = int(parts[1])
        else:
            icons = self.facing_icons(tile, index, n, self.arrow_positions(state))
            bar = self.barred(state, seat)
            allowed = [i for i in icons if tile["icons"][i] not in bar]
            icon = (allowed or icons)[0]
        state["board"][index] = None
        turn["grabs"] -= 1
        turn["grabbed"] += 1
        ct = self._collect(state, seat, tile, icon)
        state["stall"] = 0
        events.append(Event(f"{{p{seat}}} grabbed {kind_label(active_kind(ct))} at {geo.cell_name(index, n)}.", seat))
        if turn["phase"] == "pre":
            turn["phase"] = "grab"
        if turn["grabs"] <= 0:
            turn["phase"] = "post"
        self._after_receive(state, seat, ct, events, hidden, then=turn["phase"])

    def _after_receive(self, state: State, seat: int, ct: dict[str, Any], events: list[Event], hidden: set[int],
                       then: str) -> None:
        """Wildcards and Multipliers are assigned to a pile when received (a choice if several)."""
        kind = active_kind(ct)
        if kind in ("wildcard", "multiplier"):
            piles = sorted(self.piles(state["coll"][seat]), key=GEM_ORDER.index)
            if len(piles) == 1:
                ct["as"] = piles[0]
                events.append(Event(f"{{p{seat}}}'s {kind_name(kind)} joins their {GEMS[piles[0]]['name']} pile.", seat))
            elif len(piles) > 1:
                state["turn"]["sub"] = {"kind": "assign", "what": kind, "tile": ct["id"], "then": then}
                state["turn"]["phase"] = "sub"
                return
        self._advance(state, events, hidden)

    def _play(self, state: State, seat: int, kind: str, events: list[Event], hidden: set[int]) -> None:
        turn = state["turn"]
        window = turn["phase"]
        ct = self.action_tiles(state, seat)[kind]
        state["coll"][seat].remove(ct)
        ct.pop("secret", None)
        state["discard"].append(ct)
        turn["used"] += 1
        turn["pre" if window == "pre" else "post"] = True
        after = "grab" if window == "pre" else "post"
        events.append(Event(f"{{p{seat}}} played {kind_name(kind)}.", seat))
        if kind == "arrow_lock":
            state["locked"] = not state["locked"]
            events.append(Event("The arrow is now locked." if state["locked"] else "The arrow is unlocked.", None))
            turn["phase"] = after
        elif kind == "double":
            turn["grabs"] += 1
            if window == "post":
                turn["grabs"] = 1
            turn["phase"] = "grab"
        elif kind in ("arrow_move", "swap", "steal"):
            turn["sub"] = {"kind": kind, "then": after}
            turn["phase"] = "sub"
            if kind == "steal":
                victims = [v for v in range(state["players"]) if v != seat and self.steal_targets(state, seat, v)]
                if len(victims) == 1:
                    turn["sub"]["victim"] = victims[0]
            return
        self._advance(state, events, hidden)

    def _resolve_sub(self, state: State, seat: int, head: str, arg: str, events: list[Event], hidden: set[int]) -> None:
        turn = state["turn"]
        sub = turn["sub"]
        n = state["n"]
        done = True
        if head == "arrow":
            parts = arg.split(":")
            a, p = (0, int(parts[0])) if len(parts) == 1 else (int(parts[0]), int(parts[1]))
            state["arrows"][a]["pos"] = p
            events.append(Event(f"{{p{seat}}} moved the arrow to {POSITIONS[p]}.", seat))
        elif head == "swap":
            sub["a"] = geo.parse_cell(arg, n)
            done = False
        elif head == "swap2":
            a, b = sub["a"], geo.parse_cell(arg, n)
            board = state["board"]
            board[a], board[b] = board[b], board[a]
            events.append(Event(f"{{p{seat}}} swapped {geo.cell_name(a, n)} and {geo.cell_name(b, n)}.", seat))
        elif head == "steal":
            sub["victim"] = int(arg)
            done = False
        elif head == "take":
            victim = sub["victim"]
            ct = next(c for c in state["coll"][victim] if c["id"] == int(arg))
            state["coll"][victim].remove(ct)
            was_secret = ct.pop("secret", False)
            if was_secret:
                self._irreversible = True
            if active_kind(ct) == "wildcard":
                ct.pop("as", None)
            state["coll"][seat].append(ct)
            events.append(Event(f"{{p{seat}}} stole {self._coll_label(ct)} from {{p{victim}}}.", seat))
            then = sub["then"]
            turn["sub"] = None
            turn["phase"] = then
            self._after_receive(state, seat, ct, events, hidden, then=then)
            return
        elif head == "assign":
            ct = next(c for c in state["coll"][seat] if c["id"] == sub["tile"])
            ct["as"] = arg
            events.append(Event(f"{{p{seat}}}'s {kind_name(sub['what'])} joins their {GEMS[arg]['name']} pile.", seat))
        else:
            raise IllegalAction(f"Unknown action {head!r}.")
        if done:
            turn["phase"] = sub["then"]
            turn["sub"] = None
            self._advance(state, events, hidden)

    # ------------------------------------------------------------------ turn flow
    def _start_turn(self, state: State, seat: int, events: list[Event]) -> None:
        state["turn"] = {"seat": seat, "phase": "pre", "grabs": 1, "grabbed": 0, "pre": False, "post": False,
                         "used": 0, "sub": None}
        self._advance(state, events, set())

    def _advance(self, state: State, events: list[Event], hidden: set[int]) -> None:
        """Skip decisions that offer no choice, ending the turn when nothing is left to decide."""
        turn = state["turn"]
        seat = turn["seat"]
        if turn["phase"] == "pre":
            if not self.playable(state, seat):
                turn["phase"] = "grab"
        if turn["phase"] == "grab":
            if turn["grabs"] <= 0 or not self.grab_choices(state, seat):
                turn["grabs"] = 0
                turn["phase"] = "post"
        if turn["phase"] == "post":
            if not self.playable(state, seat):
                self._end_turn(state, events, hidden)

    def _end_turn(self, state: State, events: list[Event], hidden: set[int]) -> None:
        turn = state["turn"]
        seat = turn["seat"]
        if turn["grabbed"] == 0:
            state["stall"] += 1
        if not self.board_has_gems(state) or state["stall"] >= STALL_TURNS_PER_PLAYER * state["players"]:
            state["over"] = True
            turn["phase"] = "over"
            result = self._result(state)
            events.append(Event("No gems are left on the mountain: the game is over. "
                                + ", ".join(f"{{p{s}}} {result.scores[s]}" for s in range(state["players"])) + ".", None))
            return
        self._rotate(state, events)
        self._start_turn(state, (seat + 1) % state["players"], events)

    def _rotate(self, state: State, events: list[Event]) -> None:
        if state["locked"]:
            return
        for arrow in state["arrows"]:
            arrow["pos"] = geo.rotate(arrow["pos"], arrow["dir"], arrow["step"])
        events.append(Event("The arrow turns to " + " and ".join(POSITIONS[a["pos"]] for a in state["arrows"]) + ".", None))

    # ------------------------------------------------------------------ scoring
    def score_state(self, state: State) -> tuple[list[int], list[dict[str, int]]]:
        colls = state["coll"]
        values = {g: GEM_VALUES[g] for g in self.gem_types(state["options"])}
        return score_piles(
            [self.piles(c) for c in colls],
            values,
            multipliers=[self.multiplied(c) for c in colls],
            trash=[sum(1 for ct in c if active_kind(ct) == "trash") for c in colls]
            if state["options"].get("dark_tunnels") else None,
            trash_value=TRASH_VALUE,
            multiplier_factor=MULTIPLIER_FACTOR,
            compare_all=SCORE_COMPARE_ALL,
        )

    def _result(self, state: State) -> Result:
        scores, breakdown = self.score_state(state)
        result = rank_by_score(scores)
        return Result(scores=result.scores, breakdown=breakdown, ranking=result.ranking, winners=result.winners,
                      places=result.places)

    def current_scores(self, state: State) -> list[int]:
        return self.score_state(state)[0]

    def evaluate(self, state: State, seat: int) -> float:
        """Score lead over the best opponent, plus a little for action tiles still in hand."""
        scores = self.score_state(state)[0]
        others = max(s for i, s in enumerate(scores) if i != seat)
        held = sum(1 for ct in state["coll"][seat] if is_action(active_kind(ct)))
        return scores[seat] - others + 0.5 * held

    # ------------------------------------------------------------------ views
    def _view(self, state: State, seat: int | None) -> View:
        n = state["n"]
        known = set(state["known"][seat]) if seat is not None else set()
        board = []
        for index, tile in enumerate(state["board"]):
            if tile is None:
                board.append(None)
            elif tile.get("down"):
                cell: dict[str, Any] = {"down": True}
                if tile["id"] in known:
                    cell["seen"] = {"icons": tile["icons"], "rot": tile.get("rot", 0)}
                board.append(cell)
            else:
                board.append({"icons": tile["icons"], "rot": tile.get("rot", 0)})
        players = []
        for s, coll in enumerate(state["coll"]):
            tiles = []
            for ct in coll:
                if ct.get("secret") and s != seat:
                    tiles.append({"secret": True})
                else:
                    tiles.append({"icons": ct["icons"], "act": ct.get("act", 0), "as": ct.get("as"),
                                  **({"secret": True} if ct.get("secret") else {})})
            players.append({
                "seat": s,
                "tiles": tiles,
                "piles": self.piles(coll),
                "multipliers": self.multiplied(coll),
                "trash": sum(1 for ct in coll if active_kind(ct) == "trash"),
                "actions": self._action_counts(coll, s == seat),
                "secret": sum(1 for ct in coll if ct.get("secret")),
            })
        gems = self.gem_types(state["options"])
        standing = {}
        for g in gems:
            row = [p["piles"].get(g, 0) for p in players]
            hi, lo = max(row), min(row)
            standing[g] = {"counts": row, "hi": [s for s, c in enumerate(row) if c == hi and c > 0],
                           "lo": [s for s, c in enumerate(row) if c == lo and hi > lo]}
        turn = state["turn"]
        view: View = {
            "game": self.key,
            "seat": seat,
            "to_act": sorted(self.to_act(state)),
            "move": state["move"],
            "over": state["over"],
            "scores": self.current_scores(state),
            "n": n,
            "board": board,
            "arrows": [dict(a) for a in state["arrows"]],
            "locked": state["locked"],
            "players": players,
            "gems": gems,
            "standing": standing,
            "deck": len(state["deck"]),
            "discard": [active_kind(ct) for ct in state["discard"]],
            "removed": len(state["removed"]),
            "current": turn["seat"],
            "phase": turn["phase"],
            "turn": {k: turn[k] for k in ("grabs", "grabbed", "pre", "post", "used")},
            "options": dict(state["options"]),
            "targets": [],
            "prompt": "",
        }
        if seat is not None and seat in view["to_act"]:
            view["targets"], view["prompt"] = self._targets(state, seat)
        if state["over"]:
            view["result"] = self._result(state).to_json()
        return view

    def _action_counts(self, coll: list[dict[str, Any]], own: bool) -> dict[str, int]:
        counts: dict[str, int] = {}
        for ct in coll:
            if ct.get("secret") and not own:
                continue
            kind = active_kind(ct)
            if is_action(kind):
                counts[kind] = counts.get(kind, 0) + 1
        return counts

    def _targets(self, state: State, seat: int) -> tuple[list[int], str]:
        """Cells to highlight for the acting seat's current decision, and a prompt."""
        turn = state["turn"]
        phase = turn["phase"]
        if phase in ("pre", "grab"):
            cells = sorted({i for i, _ in self.grab_choices(state, seat)})
            return cells, "Grab a tile from the top of the mountain" + (" or play an action" if phase == "pre" and self.playable(state, seat) else "")
        if phase == "post":
            return [], "Play an action tile or end your turn"
        if phase == "arrow_start":
            return [], "Choose where the arrow starts"
        if phase == "sub":
            sub = turn["sub"]
            if sub["kind"] == "swap":
                if sub.get("a") is None:
                    return self.swap_firsts(state), "Swap: choose the first cell"
                return [sub["a"]] + self.swap_partners(state, sub["a"]), "Swap: choose the second cell"
            if sub["kind"] == "arrow_move":
                return [], "Choose the arrow's new position"
            if sub["kind"] == "steal":
                return [], "Steal: choose a player" if sub.get("victim") is None else "Steal: choose a tile"
            if sub["kind"] == "assign":
                return [], f"Choose the pile for your {kind_name(sub['what'])}"
        return [], ""


GAME = MountainMiners()
