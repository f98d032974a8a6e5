"""Mountain Miners: grab tiles from the top of a diamond mountain, win the gem majorities.

The engine is split by concern:

* :mod:`.engine` (here): the :class:`MountainMiners` protocol hooks, set-up, the queries the rules
  ask (what may be grabbed or played now), the turn's flow and the decisions of the turn itself
  (start, grab, play an action, end, the Dark Tunnels look);
* :mod:`.subactions`: the choices inside an action, one listing and one handler per kind;
* :mod:`.state`: the layout of a state (as TypedDicts) and what one ``apply`` produces;
* :mod:`.data`: components and rule constants from ``data/mountain_miners.json``, tile vocabulary;
* :mod:`.scoring`, :mod:`.evaluation` (greedy AI), :mod:`.views`, :mod:`.determinization`,
  :mod:`.last_turn` (the board's marks of the last turn), :mod:`.geometry` (the diamond grid).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from rules.base import Action, Game, OptionSpec, Result, State, Transition, View, draw_rng
from rules.mountain_miners import data, determinization, evaluation, scoring, subactions, views
from rules.mountain_miners import geometry as geo
from rules.mountain_miners.data import (
    ACTIONS,
    BLIND_FORBIDDEN_GRAB_LOST,
    BOMB_REFILL_ROTATES,
    DEFAULT_DIR,
    DEFAULT_SIZE,
    DEFAULT_STEP,
    GEMS,
    GRABBED_ACTION_SAME_TURN,
    LIGHTBULB_REVEAL_LINES,
    POSITIONS,
    QUICK_ARROW_POSITIONS,
    ROTATION_CHANGES_ALL_ARROWS,
    SCORING_KINDS,
    SECRET_TILE_JOINS_BEST_PILE,
    SETS,
    SHARD_LAYOUTS,
    SHARD_MAX,
    SHARD_MIN,
    SMALL_SIZE,
    STALL_TURNS_PER_PLAYER,
    START_POSITIONS,
    STEAL_MULTIPLIERS,
    STEP_NAMES,
    TRASH_VALUE,
    WAITING_KINDS,
    active_kind,
    facing_quadrants,
    gem_piles,
    is_action,
    kind_label,
    kind_name,
    pile_kind,
    position_name,
    sections,
    shown_icon,
)
from rules.mountain_miners.last_turn import public_snapshot, record_last_turn
from rules.mountain_miners.scoring import Tally
from rules.mountain_miners.state import Ctx, MinersState, Sub, Tile, as_miners, as_plain, current_sub, tile_at
from rules.text import Msg, msg
from rules.text import seat as at_seat


class MountainMiners(Game[State]):  # the protocol's plain dict; each hook views it as MinersState
    key = "mountain-miners"
    title = "Mountain Miners"
    min_players = 2
    max_players = 6
    OPTIONS = (
        OptionSpec(
            "dark_tunnels",
            msg("mm-option-dark-tunnels"),
            {False: msg("mm-option-off"), True: msg("mm-option-on")},
            False,
            msg("mm-option-dark-tunnels-about"),
        ),
        OptionSpec(
            "gemshards",
            msg("mm-option-gemshards"),
            {False: msg("mm-option-off"), True: msg("mm-option-on")},
            False,
            msg("mm-option-gemshards-about"),
        ),
        OptionSpec(
            "golden_actions",
            msg("mm-option-golden-actions"),
            {False: msg("mm-option-off"), True: msg("mm-option-on")},
            False,
            msg("mm-option-golden-actions-about"),
        ),
        OptionSpec(
            "harder",
            msg("mm-option-harder"),
            {False: msg("mm-option-off"), True: msg("mm-option-harder-on")},
            False,
            msg("mm-option-harder-about"),
        ),
        OptionSpec(
            "quick_start",
            msg("mm-option-quick-start"),
            {
                "off": msg("mm-option-off"),
                "actions": msg("mm-option-quick-start-actions"),
                "any": msg("mm-option-quick-start-any"),
            },
            "off",
            msg("mm-option-quick-start-about"),
        ),
        OptionSpec(
            "quick_secret",
            msg("mm-option-quick-secret"),
            {False: msg("mm-option-no"), True: msg("mm-option-quick-secret-yes")},
            False,
            msg("mm-option-quick-secret-about"),
        ),
        OptionSpec(
            "quick_arrow",
            msg("mm-option-quick-arrow"),
            {False: msg("mm-option-no"), True: msg("mm-option-quick-arrow-yes")},
            False,
            msg("mm-option-quick-arrow-about"),
        ),
        OptionSpec(
            "map_size",
            msg("mm-option-map-size"),
            {
                "auto": msg("mm-option-map-size-auto"),
                5: msg("mm-option-map-size-n", size=5),
                6: msg("mm-option-map-size-n", size=6),
                7: msg("mm-option-map-size-n", size=7),
            },
            "auto",
            msg("mm-option-map-size-about"),
        ),
    )

    # ------------------------------------------------------------------ setup
    def enabled_sets(self, options: dict[str, Any]) -> list[str]:
        """The component sets in play: the base game and the expansions the options switch on."""
        return data.enabled_sets(options)

    def gem_types(self, options: dict[str, Any]) -> list[str]:
        """The regular gem types in play, in display order."""
        return data.gem_types(options)

    def _build_pool(self, state: State, options: dict[str, Any]) -> list[Tile]:
        """The shuffled tiles of the sets in play (with Gemshards, icons grouped into shards of 1 to 4 sections)."""
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
                groups.append(icons[at : at + size])
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
        coll: list[list[Tile]] = [[] for _ in range(player_count)]
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
                ct = pick.copy()
                act = next((i for i, k in enumerate(pick["icons"]) if is_action(k)), 0)
                if act:
                    ct["act"] = act
                if options.get("quick_secret"):
                    ct["secret"] = True
                coll[seat].append(ct)
        n = self.choose_size(options.get("map_size", "auto"), len(pool))
        board: list[Tile | None] = list(pool[: n * n])
        board += [None] * (n * n - len(board))  # a pool too small even for 5 x 5 leaves holes at the end
        if options.get("dark_tunnels"):
            for tile in board:
                if tile is not None:
                    tile["down"] = True
        state.update(
            n=n,
            board=board,
            deck=pool[n * n :],
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
        self._start_turn(as_miners(state), start)
        if options.get("quick_start", "off") != "off" and options.get("quick_arrow"):
            state["turn"]["phase"] = "arrow_start"
        return state

    # ------------------------------------------------------------------ queries
    def occupied(self, state: MinersState) -> list[int]:
        """The cells that hold a tile."""
        return [i for i, t in enumerate(state["board"]) if t is not None]

    def arrow_positions(self, state: MinersState) -> list[int]:
        """Where the arrows stand (0..7, N clockwise)."""
        return [a["pos"] for a in state["arrows"]]

    def top(self, state: MinersState) -> list[int]:
        """The cells of the top layer: the tiles nearest an arrow, which may be grabbed."""
        return geo.top_layer(self.occupied(state), state["n"], self.arrow_positions(state))

    def piles(self, coll: list[Tile]) -> dict[str, int]:
        """How many tiles each gem pile of a collection holds (Wildcards by assignment)."""
        counts: dict[str, int] = {}
        for ct in coll:
            gem = pile_kind(ct)
            if gem:
                counts[gem] = counts.get(gem, 0) + 1
        return counts

    def multiplied(self, coll: list[Tile]) -> dict[str, int]:
        """How many Multipliers sit on each gem pile of a collection."""
        mult: dict[str, int] = {}
        for ct in coll:
            if active_kind(ct) == "multiplier" and ct.get("as"):
                mult[ct["as"]] = mult.get(ct["as"], 0) + 1
        return mult

    def barred(self, state: MinersState, seat: int) -> set[str]:
        """Kinds ``seat`` may not grab: multiplied gem types, and Wildcards without a gem pile."""
        coll = state["coll"][seat]
        bar = set(self.multiplied(coll))
        if not self.piles(coll):
            bar.add("wildcard")
        return bar

    def grab_choices(
        self, state: MinersState, seat: int, cells: Iterable[int] | None = None
    ) -> list[tuple[int, int | None]]:
        """(cell, icon index or None when the choice is unique/blind) for every grab ``seat`` may make."""
        n = state["n"]
        bar = self.barred(state, seat)
        out: list[tuple[int, int | None]] = []
        for index in self.top(state) if cells is None else cells:
            tile = tile_at(state, index)
            if tile.get("down"):
                out.append((index, None))
                continue
            icons = self.facing_icons(tile, index, n, self.facing_positions(state, index))
            allowed = [i for i in icons if tile["icons"][i] not in bar]
            if len(allowed) == 1:
                out.append((index, None if len(icons) == 1 else allowed[0]))
            else:
                out.extend((index, i) for i in allowed)
        return out

    def facing_positions(self, state: MinersState, index: int) -> list[int]:
        """The positions of the arrows whose top layer holds the tile at ``index``.

        With two arrows a tile offers only the sections facing an arrow it is nearest to. A tile
        on no arrow's top layer (taken from anywhere, as with the Flashlight) faces every arrow.
        """
        positions = self.arrow_positions(state)
        if len(positions) == 1:
            return positions
        occupied = self.occupied(state)
        near = [p for p in positions if index in geo.top_layer(occupied, state["n"], [p])]
        return near or positions

    def facing_icons(self, tile: Tile, index: int, n: int, positions: list[int]) -> list[int]:
        """Distinct icon indexes of ``tile`` facing the arrows at ``positions`` (pass the arrows whose
        top layer holds it: :meth:`facing_positions`)."""
        if len(tile["icons"]) == 1:
            return [0]
        icons: list[int] = []
        for p in positions:
            for q in facing_quadrants(p):
                i = shown_icon(tile, q)
                if i not in icons:
                    icons.append(i)
        return sorted(icons)

    def board_has_gems(self, state: MinersState) -> bool:
        """Whether a tile that keeps the game going (a gem or Wildcard section) is still on the board (M4)."""
        return any(t is not None and any(k in SCORING_KINDS for k in t["icons"]) for t in state["board"])

    def action_tiles(self, state: MinersState, seat: int, secret: bool = True) -> dict[str, Tile]:
        """The first collected tile per playable action kind of ``seat``: an open tile before a secret
        one of the same kind, so that playing it reveals nothing. ``secret=False`` leaves secret
        tiles out."""
        out: dict[str, Tile] = {}
        fresh = () if GRABBED_ACTION_SAME_TURN else state["turn"].get("got", ())
        for ct in sorted(state["coll"][seat], key=lambda c: bool(c.get("secret"))):
            if ct.get("secret") and not secret:
                continue
            kind = active_kind(ct)
            if is_action(kind) and kind not in out and ct["id"] not in fresh:
                out[kind] = ct
        return out

    def playable(self, state: MinersState, seat: int, secret: bool = True) -> list[str]:
        """Action kinds ``seat`` may play now (pre or post window); ``secret=False``: with open tiles only."""
        turn = state["turn"]
        phase = turn["phase"]
        if phase not in ("pre", "post"):
            return []
        if state["options"].get("harder") and turn["used"] >= 1:
            return []
        if phase == "pre" and turn["pre"] or phase == "post" and turn["post"]:
            return []
        tiles = self.action_tiles(state, seat, secret)
        return [kind for kind, ct in tiles.items() if self.can_play(state, seat, kind, phase, ct["id"])]

    def _window_hangs_on_secret(self, state: MinersState, seat: int) -> bool:
        """Whether opening or skipping the action window now tells the table something about the
        seat's secret tiles: it has one, and its open tiles alone could not be played."""
        return any(ct.get("secret") for ct in state["coll"][seat]) and not self.playable(state, seat, secret=False)

    def can_play(self, state: MinersState, seat: int, kind: str, phase: str, tile_id: int | None = None) -> bool:
        """Whether playing ``kind`` now would have at least one way to resolve."""
        board = state["board"]
        if kind in ("arrow_move", "arrow_lock", "second_arrow", "ring", "wildcard_arrow"):
            return True
        if kind in ("swap", "bomb"):  # two tiles can always trade places; a lone tile can always move
            return any(t is not None for t in board) and len(board) > 1
        if kind == "double":
            return phase == "pre" or bool(self.grab_choices(state, seat))
        if kind == "steal":
            return bool(self.steal_victims(state, seat))
        if kind == "lightbulb":
            return any(t is not None and t.get("down") for t in board)
        if kind == "ransack":
            return bool(self.ransack_sources(state, seat))
        if kind == "rotate_grabbed":
            return bool(self.rotatable_grabbed(state, seat, exclude=tile_id))
        if kind == "rotate_board":
            return bool(self.rotatable_board(state))
        if kind == "chameleon":
            return bool(self.chameleon_kinds(state, seat, phase))
        if kind == "artefact":
            return bool(self.piles(state["coll"][seat]))
        if kind == "flashlight":
            return bool(self.grab_choices(state, seat, self.occupied(state)))
        if kind == "rumble":
            occupied = sum(1 for t in board if t is not None)
            return 0 < occupied < len(board)
        return False

    # --- Swap
    def swap_moves(self, state: MinersState) -> dict[int, list[int]]:
        """For each tile, the empty cells it may move to without splitting the board further."""
        return geo.moves_keeping_components(set(self.occupied(state)), state["n"])

    def swap_partners(self, state: MinersState, a: int) -> list[int]:
        """Cells ``a`` may be exchanged with: any other tile, or an empty cell the tile may move to
        (or, for an empty ``a``, any tile that may move into it) without splitting the board further."""
        board = state["board"]
        moves = self.swap_moves(state)
        if board[a] is not None:
            return sorted([b for b in moves if b != a] + moves[a])
        return sorted(src for src, targets in moves.items() if a in targets)

    def swap_firsts(self, state: MinersState) -> list[int]:
        """Cells a Swap may start from: a tile with a partner, or an empty cell a tile may move into."""
        moves = self.swap_moves(state)
        cells = {a for a, targets in moves.items() if targets or len(moves) > 1}
        for targets in moves.values():
            cells.update(targets)
        return sorted(cells)

    # --- Steal
    def steal_victims(self, state: MinersState, thief: int) -> list[int]:
        """The players ``thief`` could steal a tile from."""
        return [v for v in range(state["players"]) if v != thief and self.steal_targets(state, thief, v)]

    def steal_targets(self, state: MinersState, thief: int, victim: int) -> list[Tile]:
        """Tiles of ``victim`` that ``thief`` may steal, one per distinct kind (M7)."""
        coll = state["coll"][victim]
        mult = self.multiplied(coll)
        thief_has_pile = bool(self.piles(state["coll"][thief]))
        seen: set[Any] = set()
        out = []
        for ct in coll:
            kind = active_kind(ct)
            if kind == "trash" or (kind == "multiplier" and not STEAL_MULTIPLIERS):
                continue
            gem = pile_kind(ct)
            if gem and gem in mult:
                continue
            if kind == "wildcard" and not thief_has_pile:
                continue
            if ct.get("secret"):
                out.append(ct)
                continue
            signature = (tuple(ct["icons"]), ct.get("act", 0), ct.get("as"))
            if signature in seen:
                continue
            seen.add(signature)
            out.append(ct)
        return out

    # --- Dark Tunnels helpers
    def face_down(self, state: MinersState) -> list[int]:
        """The cells holding a face-down tile."""
        return [i for i, t in enumerate(state["board"]) if t is not None and t.get("down")]

    def lines(self, state: MinersState) -> list[tuple[str, list[int]]]:
        """Every full grid line (rows y = const, columns x = const) as (id, cells)."""
        n = state["n"]
        out = [(f"y{y}", [y * n + x for x in range(n)]) for y in range(n)]
        out += [(f"x{x}", [y * n + x for y in range(n)]) for x in range(n)]
        return out

    def line_name(self, line: str) -> Msg:
        """A line id (``y2``, ``x0``) as players read it: "row 3", "column A"."""
        if line[0] == "y":
            return msg("mm-line-row", row=int(line[1:]) + 1)
        return msg("mm-line-column", column=geo.COLUMN_LETTERS[int(line[1:])])

    def ransack_sources(self, state: MinersState, seat: int) -> list[int]:
        """Face-up tiles a Ransack may flip: those next to a tile ``seat`` could collect."""
        board = state["board"]
        n = state["n"]
        out = []
        for i, tile in enumerate(board):
            if tile is None or tile.get("down"):
                continue
            if any(self.grab_choices(state, seat, [j]) for j in geo.neighbours(i, n) if board[j] is not None):
                out.append(i)
        return out

    # --- Gemshards helpers
    def rotatable_grabbed(self, state: MinersState, seat: int, exclude: int | None = None) -> list[Tile]:
        """Collected tiles of ``seat`` that could show another section (``exclude``: the tile being played)."""
        return [ct for ct in state["coll"][seat] if ct["id"] != exclude and self.new_faces(state, seat, ct)]

    def new_faces(self, state: MinersState, seat: int, ct: Tile) -> list[int]:
        """Icon indexes a collected tile may turn to (one per kind other than the active one).

        A tile showing Trash turns to nothing: Trash can't be discarded or removed in any way.
        """
        current = active_kind(ct)
        if current == "trash":
            return []
        has_pile = any(pile_kind(c) for c in state["coll"][seat] if c is not ct)
        out: list[int] = []
        kinds = {current}
        for i, kind in enumerate(ct["icons"]):
            if kind in kinds or (kind == "wildcard" and not has_pile):
                continue
            kinds.add(kind)
            out.append(i)
        return out

    def rotatable_board(self, state: MinersState) -> list[int]:
        """Face-up board tiles whose sections differ, so that turning them changes something."""
        return [
            i for i, t in enumerate(state["board"]) if t is not None and not t.get("down") and len(set(t["icons"])) > 1
        ]

    def chameleon_kinds(self, state: MinersState, seat: int, phase: str) -> list[str]:
        """Actions visible face up on the board that a Chameleon could carry out now."""
        visible: set[str] = set()
        for tile in state["board"]:
            if tile is not None and not tile.get("down"):
                visible.update(k for k in tile["icons"] if is_action(k))
        visible.discard("chameleon")
        return [k for k in ACTIONS if k in visible and self.can_play(state, seat, k, phase)]

    # ------------------------------------------------------------------ protocol hooks
    def _to_act(self, state: State) -> Iterable[int]:
        return [state["turn"]["seat"]]

    def _legal_actions(self, plain: State, seat: int) -> Iterable[Action]:
        state = as_miners(plain)
        turn = state["turn"]
        phase = turn["phase"]
        if phase == "arrow_start":
            return [
                Action(f"start:{p}", msg("mm-action-start-arrow", position=position_name(p)))
                for p in QUICK_ARROW_POSITIONS
            ]
        if phase in ("pre", "grab", "post"):
            actions = [
                Action(f"play:{kind}", msg("mm-action-play", tile=kind_name(kind)))
                for kind in self.playable(state, seat)
            ]
            if phase in ("pre", "grab"):
                grabs = [self.grab_action(state, "grab", index, icon) for index, icon in self.grab_choices(state, seat)]
                actions += grabs
                if phase == "pre" and not grabs:
                    actions.append(Action("nograb", msg("mm-action-no-grab")))
            if phase == "post":
                actions.append(Action("end", msg("mm-action-end-turn")))
            return actions
        if phase == "sub":
            return subactions.choices(self, state, seat)
        if phase == "info":
            return self._info_actions(state, seat)
        return []

    def grab_action(self, state: MinersState, head: str, index: int, icon: int | None, collect: bool = False) -> Action:
        """The action that takes the tile at ``index`` (section ``icon``, None when unique or blind);
        ``collect``: a Ransack's loot ("Collect …") rather than a grab."""
        n = state["n"]
        tile = tile_at(state, index)
        where = geo.cell_name(index, n)
        if tile.get("down"):
            blind = (
                msg("mm-action-collect-face-down", cell=where)
                if collect
                else msg("mm-action-grab-face-down", cell=where)
            )
            return Action(f"{head}:{geo.cell_id(index, n)}", blind)
        if icon is None:
            kinds = sorted(
                {tile["icons"][i] for i in self.facing_icons(tile, index, n, self.facing_positions(state, index))}
            )
            what = sections([kind_label(k) for k in kinds])
            action_id = f"{head}:{geo.cell_id(index, n)}"
        else:
            what = kind_label(tile["icons"][icon])
            action_id = f"{head}:{geo.cell_id(index, n)}:{icon}"
        if collect:
            return Action(action_id, msg("mm-action-collect", tile=what, cell=where))
        return Action(action_id, msg("mm-action-grab", tile=what, cell=where))

    def _info_actions(self, state: MinersState, seat: int) -> list[Action]:
        n = state["n"]
        if state["turn"]["info"] == "peek":
            return [
                Action(f"peek:{geo.cell_id(i, n)}", msg("mm-action-peek", cell=geo.cell_name(i, n)))
                for i in self.peek_cells(state, seat)
            ]
        return [
            Action(f"reveal:{geo.cell_id(i, n)}", msg("mm-action-reveal", cell=geo.cell_name(i, n)))
            for i in self.face_down(state)
        ]

    def peek_cells(self, state: MinersState, seat: int) -> list[int]:
        """Face-down tiles ``seat`` has not looked at yet."""
        known = set(state["known"][seat])
        return [i for i in self.face_down(state) if tile_at(state, i)["id"] not in known]

    def study_lines(self, state: MinersState, seat: int) -> list[str]:
        """Lines with a face-down tile ``seat`` has not looked at (what a Lightbulb may study)."""
        unknown = set(self.peek_cells(state, seat))
        return [line for line, cells in self.lines(state) if unknown.intersection(cells)]

    def show_lines(self, state: MinersState) -> list[str]:
        """Lines with a face-down tile (what a Lightbulb may reveal)."""
        down = set(self.face_down(state))
        return [line for line, cells in self.lines(state) if down.intersection(cells)]

    def own_tile(self, state: MinersState, seat: int, tile_id: int) -> Tile:
        """The tile with id ``tile_id`` in ``seat``'s collection."""
        return next(c for c in state["coll"][seat] if c["id"] == tile_id)

    def cell_label(self, state: MinersState, index: int) -> Msg:
        """A board cell as an action label names it: "C4 (Onyx)", "C4 (face down)", "C4 (empty)",
        "C4 (split tile)" (the names of several sections would not fit a label in every language;
        the board image shows them)."""
        tile = state["board"][index]
        name = geo.cell_name(index, state["n"])
        if tile is None:
            return msg("mm-cell-empty", cell=name)
        if tile.get("down"):
            return msg("mm-cell-face-down", cell=name)
        if len(set(tile["icons"])) > 1:
            return msg("mm-cell-split", cell=name)
        return msg("mm-cell-tile", cell=name, tile=kind_name(tile["icons"][0]))

    def coll_label(self, ct: Tile) -> Msg:
        """A collected tile as a label names it (a secret one stays "secret tile")."""
        if ct.get("secret"):
            return msg("mm-tile-secret")
        kind = active_kind(ct)
        if kind == "wildcard":
            return msg("mm-tile-wildcard-as", gem=kind_name(ct["as"])) if ct.get("as") else kind_name(kind)
        if kind == "multiplier" and ct.get("as"):
            return msg("mm-tile-multiplier-on", gem=kind_name(ct["as"]))
        if len(set(ct["icons"])) > 1:
            return msg("mm-tile-shard", tile=kind_label(kind))
        return kind_label(kind)

    # ------------------------------------------------------------------ apply
    def _apply(self, plain: State, seat: int, action_id: str) -> Transition[State]:
        state = as_miners(plain)
        before = public_snapshot(state)
        seen_before = _seen_face_down(state)
        turn_before = state["turn"]
        transition = self._apply_decision(state, seat, action_id)
        record_last_turn(state, before, turn_before)
        # A face-down tile a seat knows that is new where it lies (peeked, turned face down in front of
        # everyone by Ransack, moved or turned by a swap or a rotation) changes its view beyond the
        # public one: the seat gets a DM. A known tile that turns up or leaves the board is public news.
        seen_after = _seen_face_down(state)
        moved = {s for s, cells in enumerate(seen_after) if cells - seen_before[s]}
        if moved - transition.hidden_change:
            transition = replace(transition, hidden_change=transition.hidden_change | moved)
        return transition

    def _apply_decision(self, state: MinersState, seat: int, action_id: str) -> Transition[State]:
        """Carry out one decision of the turn (or of an action being resolved) and tell what happened."""
        cx = Ctx()
        state["fresh"] = []  # tiles that were hidden until this move (kept out of the greedy evaluation)
        head, _, arg = action_id.partition(":")
        turn = state["turn"]
        if head == "start":
            state["arrows"][0]["pos"] = int(arg)
            cx.say(msg("mm-event-start-arrow", player=at_seat(seat), position=position_name(int(arg))), seat)
            turn["phase"] = "pre"
            self.advance(state, cx)
        elif head == "grab":
            self.take_from_board(state, seat, arg, cx, "grab")
        elif head == "nograb":
            cx.say(msg("mm-event-no-grab", player=at_seat(seat)), seat)
            turn["grabs"] = 0
            turn["phase"] = "post"
            self.advance(state, cx)
        elif head == "end":
            self._end_turn(state, cx)
        elif head == "play":
            self._play(state, seat, arg, cx)
        elif head in ("peek", "reveal"):
            self._info(state, seat, head, geo.parse_cell(arg, state["n"]), cx)
            self._next_turn(state, cx)
        else:
            subactions.resolve(self, state, seat, head, arg, cx)
        if not cx.events:  # a step of a longer decision: say what was chosen, never what is hidden
            cx.say(self._choice_words(state, seat, head, arg), seat)
        state["move"] += 1
        return Transition(as_plain(state), cx.events, frozenset(cx.hidden), cx.irreversible)

    def _choice_words(self, state: MinersState, seat: int, head: str, arg: str) -> Msg:
        """A public line for a decision that changed nothing visible yet (the first half of a
        two-step action, or a turn ending quietly): which public cell or player was chosen."""
        who = at_seat(seat)

        def cell() -> str:
            return geo.cell_name(geo.parse_cell(arg, state["n"]), state["n"])

        if head == "end":
            return msg("mm-event-ended-turn", player=who)
        if head == "swap":
            return msg("mm-event-chose-swap", player=who, cell=cell())
        if head == "steal":
            return msg("mm-event-chose-victim", player=who, victim=at_seat(int(arg)))
        if head == "light":
            if arg == "study":
                return msg("mm-event-chose-study", player=who)
            return msg("mm-event-chose-reveal", player=who, count=LIGHTBULB_REVEAL_LINES)
        if head == "rotb":
            return msg("mm-event-chose-rotate-tile", player=who, cell=cell())
        if head == "rotg":
            return msg("mm-event-chose-rotate-own", player=who)
        if head == "rum":
            return msg("mm-event-chose-rumble", player=who, cell=cell())
        if head == "flip":
            return msg("mm-event-chose-flip", player=who, cell=cell())
        return msg("mm-event-chose", player=who)

    def take_from_board(self, state: MinersState, seat: int, arg: str, cx: Ctx, how: str) -> None:
        """Move a board tile to ``seat``'s collection: a grab, a Flashlight grab or a Ransack loot.

        A face-down tile is taken blind: if none of its facing sections may be taken, it is turned
        face up and stays (BLIND_FORBIDDEN_GRAB_LOST); with two allowed sections the seat chooses.
        """
        n = state["n"]
        turn = state["turn"]
        parts = arg.split(":")
        index = geo.parse_cell(parts[0], n)
        tile = tile_at(state, index)
        blind = bool(tile.get("down"))
        where = geo.cell_name(index, n)
        if how == "grab":
            turn["grabs"] -= 1
            turn["grabbed"] += 1
            then = "grab" if turn["grabs"] > 0 else "post"
        elif how == "flash":
            then = current_sub(state)["then"]
        else:  # Ransack ends the turn
            turn["grabs"] = 0
            then = "end"
        turn["sub"] = None
        state["stall"] = 0
        icons = self.facing_icons(tile, index, n, self.facing_positions(state, index))
        if len(parts) > 1:
            choices = [int(parts[1])]
        else:
            bar = self.barred(state, seat)
            choices = [i for i in icons if tile["icons"][i] not in bar]
        if blind:
            cx.irreversible = True
            if not choices and not BLIND_FORBIDDEN_GRAB_LOST:
                choices = icons
            if not choices:
                tile.pop("down")
                cx.say(
                    msg("mm-event-uncovered-forbidden", player=at_seat(seat), tile=self.tile_words(tile), cell=where),
                    seat,
                )
                turn["phase"] = then
                self.advance(state, cx)
                return
        state["board"][index] = None
        ct = tile.copy()
        ct.pop("down", None)
        if choices[0]:
            ct["act"] = choices[0]
        state["coll"][seat].append(ct)
        if not GRABBED_ACTION_SAME_TURN:
            turn.setdefault("got", []).append(ct["id"])
        if blind:
            state["fresh"].append(ct["id"])
        if len(set(tile["icons"][i] for i in choices)) > 1:
            cx.say(self._taken_words(how, seat, self.tile_words(ct), where), seat)
            turn["sub"] = {"kind": "section", "tile": ct["id"], "choices": choices, "then": then}
            turn["phase"] = "sub"
            return
        cx.say(self._taken_words(how, seat, kind_label(active_kind(ct)), where), seat)
        self.after_receive(state, seat, ct, cx, then)

    @staticmethod
    def _taken_words(how: str, seat: int, what: Msg, where: str) -> Msg:
        """The log line of a tile taken from the board: grabbed, by Flashlight, or looted (Ransack)."""
        if how == "grab":
            return msg("mm-event-grabbed", player=at_seat(seat), tile=what, cell=where)
        if how == "flash":
            return msg("mm-event-flashlight", player=at_seat(seat), tile=what, cell=where)
        return msg("mm-event-collected", player=at_seat(seat), tile=what, cell=where)

    def tile_words(self, tile: Tile) -> Msg:
        """Every section of a tile, for a log line: "Onyx (4) / Swap"."""
        return sections([kind_label(k) for k in tile["icons"]])

    def after_receive(self, state: MinersState, seat: int, ct: Tile, cx: Ctx, then: str) -> None:
        """Wildcards and Multipliers are assigned to a pile when received (a choice if several);
        a Multiplier without any pile waits and joins the first pile the seat gets."""
        turn = state["turn"]
        kind = active_kind(ct)
        coll = state["coll"][seat]
        if kind in ("wildcard", "multiplier") and not ct.get("as"):
            piles = gem_piles(coll, besides=ct)
            if len(piles) == 1:
                self.assign(state, seat, ct, piles[0], cx)
            elif len(piles) > 1:
                turn["sub"] = {"kind": "assign", "what": kind, "tile": ct["id"], "then": then}
                turn["phase"] = "sub"
                return
        self.attach_waiting(state, seat, cx)
        turn["phase"] = then
        self.advance(state, cx)

    def assign(self, state: MinersState, seat: int, ct: Tile, gem: str, cx: Ctx) -> None:
        """A Wildcard or Multiplier joins the gem pile ``gem``."""
        ct["as"] = gem
        cx.say(
            msg("mm-event-joins-pile", player=at_seat(seat), tile=kind_name(active_kind(ct)), gem=kind_name(gem)), seat
        )

    def attach_waiting(self, state: MinersState, seat: int, cx: Ctx) -> None:
        """A Multiplier or Wildcard still waiting for a pile (one had none when it arrived, as a
        quick-start tile can) joins the seat's first pile. Secret tiles wait in hand until revealed."""
        coll = state["coll"][seat]
        piles = gem_piles(coll)
        if not piles:
            return
        for ct in coll:
            if active_kind(ct) in WAITING_KINDS and not ct.get("as") and not ct.get("secret"):
                self.assign(state, seat, ct, piles[0], cx)

    def _settle_revealed(self, state: MinersState, seat: int, cx: Ctx) -> None:
        """At the end, a revealed secret Multiplier or Wildcard joins the pile where it scores most
        for its owner (SECRET_TILE_JOINS_BEST_PILE), or the first pile; without a pile it stays idle."""
        coll = state["coll"][seat]
        for ct in coll:
            if active_kind(ct) not in WAITING_KINDS or ct.get("as"):
                continue
            piles = gem_piles(coll, besides=ct)
            if not piles:
                continue
            best = self._best_pile(state, seat, ct, piles) if SECRET_TILE_JOINS_BEST_PILE else piles[0]
            self.assign(state, seat, ct, best, cx)

    def _best_pile(self, state: MinersState, seat: int, ct: Tile, piles: list[str]) -> str:
        """The pile (first of equals) where ``ct`` would give ``seat`` the highest final score."""
        scores = []
        for gem in piles:
            ct["as"] = gem
            scores.append(self.score_state(state)[0][seat])
        del ct["as"]
        return piles[scores.index(max(scores))]

    def _play(self, state: MinersState, seat: int, kind: str, cx: Ctx) -> None:
        """``seat`` plays its action tile of ``kind`` (an open one before a secret one) and carries it out."""
        turn = state["turn"]
        window = turn["phase"]
        ct = self.action_tiles(state, seat)[kind]
        state["coll"][seat].remove(ct)
        if ct.pop("secret", False):
            cx.irreversible = True
        ct.pop("as", None)
        state["discard"].append(ct)
        turn["used"] += 1
        turn["pre" if window == "pre" else "post"] = True
        cx.say(msg("mm-event-played", player=at_seat(seat), tile=kind_name(kind)), seat)
        self.perform(state, seat, kind, window, cx)

    def perform(self, state: MinersState, seat: int, kind: str, window: str, cx: Ctx) -> None:
        """Carry out an action (played, or copied by Chameleon) in the pre or post window."""
        turn = state["turn"]
        after = "grab" if window == "pre" else "post"
        if kind == "arrow_lock":
            state["locked"] = not state["locked"]
            cx.say(msg("mm-event-arrows-locked") if state["locked"] else msg("mm-event-arrows-unlocked"))
        elif kind == "double":
            turn["grabs"] += 1
            after = "grab"
        elif kind == "ring":
            for arrow in state["arrows"] if ROTATION_CHANGES_ALL_ARROWS else state["arrows"][:1]:
                arrow["dir"] = -arrow["dir"]
            if state["arrows"][0]["dir"] > 0:
                cx.say(msg("mm-event-rotation-clockwise"))
            else:
                cx.say(msg("mm-event-rotation-anticlockwise"))
        elif kind == "second_arrow" and len(state["arrows"]) > 1:
            state["arrows"].pop()
            cx.say(msg("mm-event-second-arrow-removed"))
        else:
            sub: Sub = {"kind": kind, "then": after, "window": window}
            turn["sub"] = sub
            turn["phase"] = "sub"
            if kind == "steal":
                victims = self.steal_victims(state, seat)
                if len(victims) == 1:
                    sub["victim"] = victims[0]
            return
        turn["phase"] = after
        self.advance(state, cx)

    # ------------------------------------------------------------------ turn flow
    def _start_turn(self, state: MinersState, seat: int, cx: Ctx | None = None) -> None:
        """``seat``'s turn begins: one grab, both action windows open."""
        cx = cx or Ctx()
        state["turn"] = {
            "seat": seat,
            "phase": "pre",
            "grabs": 1,
            "grabbed": 0,
            "pre": False,
            "post": False,
            "used": 0,
            "sub": None,
        }
        self.advance(state, cx)

    def advance(self, state: MinersState, cx: Ctx) -> None:
        """Skip decisions that offer no choice, ending the turn when nothing is left to decide."""
        turn = state["turn"]
        seat = turn["seat"]
        if turn["phase"] == "pre":
            if self._window_hangs_on_secret(state, seat):
                cx.irreversible = True
            if not self.playable(state, seat):
                turn["phase"] = "grab"
        if turn["phase"] == "grab" and (turn["grabs"] <= 0 or not self.grab_choices(state, seat)):
            turn["grabs"] = 0
            turn["phase"] = "post"
        if turn["phase"] == "post":
            if self._window_hangs_on_secret(state, seat):
                cx.irreversible = True
            if not self.playable(state, seat):
                turn["phase"] = "end"
        if turn["phase"] == "end":
            self._end_turn(state, cx)

    def _end_turn(self, state: MinersState, cx: Ctx) -> None:
        """The turn ends: the game may be over; else the arrows turn and, with Dark Tunnels, comes the look."""
        turn = state["turn"]
        if turn["grabbed"] == 0:
            state["stall"] += 1
        if self._check_over(state, cx):
            return
        self._rotate(state, cx)
        if state["options"].get("dark_tunnels"):
            mode = "peek" if turn["used"] == 0 else "reveal"
            cells = self.peek_cells(state, turn["seat"]) if mode == "peek" else self.face_down(state)
            if len(cells) > 1:
                turn["phase"] = "info"
                turn["info"] = mode
                return
            if cells:
                self._info(state, turn["seat"], mode, cells[0], cx)
        self._next_turn(state, cx)

    def _check_over(self, state: MinersState, cx: Ctx) -> bool:
        """End the game when no gem is left on the board or nobody grabbed for too long; True if it ended."""
        stalled = state["stall"] >= STALL_TURNS_PER_PLAYER * state["players"]
        if self.board_has_gems(state) and not stalled:
            if not any(
                t is not None and not t.get("down") and any(k in SCORING_KINDS for k in t["icons"])
                for t in state["board"]
            ):
                # only a face-down tile keeps the game going: going on tells that one of them holds a gem
                cx.irreversible = True
            return False
        state["over"] = True
        state["turn"]["phase"] = "over"
        state["turn"]["sub"] = None
        for seat, coll in enumerate(state["coll"]):
            revealed = [ct for ct in coll if ct.pop("secret", None)]
            if revealed:
                self._settle_revealed(state, seat, cx)
        result = scoring.final_result(state)
        scores = [msg("mm-player-points", player=at_seat(s), points=result.scores[s]) for s in range(state["players"])]
        cx.say(msg("mm-event-over-stalled", scores=scores) if stalled else msg("mm-event-over-no-gems", scores=scores))
        cx.irreversible = True
        return True

    def _info(self, state: MinersState, seat: int, mode: str, index: int, cx: Ctx) -> None:
        """The Dark Tunnels end-of-turn information step (a private look or a public reveal)."""
        tile = tile_at(state, index)
        where = geo.cell_name(index, state["n"])
        cx.irreversible = True
        if mode == "peek":
            state["known"][seat].append(tile["id"])
            cx.hidden.add(seat)
            cx.say(msg("mm-event-peeked", player=at_seat(seat), cell=where), seat)
        else:
            tile.pop("down")
            cx.say(msg("mm-event-revealed", player=at_seat(seat), cell=where, tile=self.tile_words(tile)), seat)

    def _next_turn(self, state: MinersState, cx: Ctx) -> None:
        """The next player's turn (after a Bomb, that player first refills the hole and is skipped)."""
        seat = (state["turn"]["seat"] + 1) % state["players"]
        if state["refill"]:
            filled = 0
            for index in sorted(state["refill"]):
                if not state["deck"]:
                    break
                if state["board"][index] is None:
                    tile = state["deck"].pop(0)
                    if state["options"].get("dark_tunnels"):
                        tile["down"] = True
                    state["board"][index] = tile
                    filled += 1
            state["refill"] = []
            cx.irreversible = True
            cx.say(msg("mm-event-refill", player=at_seat(seat), count=filled), seat)
            if BOMB_REFILL_ROTATES:
                self._rotate(state, cx)
            seat = (seat + 1) % state["players"]
        self._start_turn(state, seat, cx)

    def _rotate(self, state: MinersState, cx: Ctx) -> None:
        """The arrows turn by their step in their direction, unless locked."""
        if state["locked"]:
            return
        for arrow in state["arrows"]:
            arrow["pos"] = geo.rotate(arrow["pos"], arrow["dir"], arrow["step"])
        if len(state["arrows"]) > 1:
            cx.say(msg("mm-event-arrows-turn", positions=[position_name(a["pos"]) for a in state["arrows"]]))
        else:
            cx.say(msg("mm-event-arrow-turns", position=position_name(state["arrows"][0]["pos"])))

    # ------------------------------------------------------------------ scoring
    def tally(self, coll: list[Tile], hide_secret: bool = False) -> Tally:
        """One pass over a collection: gem piles, Multipliers per pile, Trash, action tiles."""
        return scoring.tally(coll, hide_secret)

    def score_tallies(self, state: MinersState, tallies: list[Tally]) -> tuple[list[int], list[dict[str, int]]]:
        """Scores and breakdowns of counted collections."""
        return scoring.score_tallies(state, tallies)

    def score_state(self, state: MinersState) -> tuple[list[int], list[dict[str, int]]]:
        """Scores and breakdowns as if the game ended now."""
        return scoring.score_state(state)

    def _result(self, state: State) -> Result:
        return scoring.final_result(as_miners(state))

    def current_scores(self, state: State) -> list[int]:
        return scoring.score_state(as_miners(state))[0]

    def evaluate(self, state: State, seat: int) -> float:
        """Greedy AI value (see :func:`rules.mountain_miners.evaluation.evaluate`)."""
        return evaluation.evaluate(self, as_miners(state), seat)

    # ------------------------------------------------------------------ determinisation
    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        """Resample what ``seat`` cannot see (see :func:`rules.mountain_miners.determinization.determinize`)."""
        return as_plain(determinization.determinize(self, as_miners(state), seat, rng))

    # ------------------------------------------------------------------ views
    def has_private_view(self, state: State) -> bool:
        """Only Dark Tunnels (face-down tiles, peeks) and a secret quick-start tile hide anything."""
        options = state["options"]
        return bool(options.get("dark_tunnels")) or (
            options.get("quick_start") != "off" and bool(options.get("quick_secret"))
        )

    def _view(self, state: State, seat: int | None) -> View:
        return views.view(self, as_miners(state), seat)


GAME = MountainMiners()

# Names other layers read from here (the renderer draws tiles and arrows with them).
__all__ = [
    "ACTIONS",
    "GAME",
    "GEMS",
    "POSITIONS",
    "SETS",
    "SHARD_LAYOUTS",
    "STEP_NAMES",
    "TRASH_VALUE",
    "MountainMiners",
    "facing_quadrants",
    "is_action",
]


def _seen_face_down(state: MinersState) -> list[set[tuple[int, int, int]]]:
    """For each seat, the face-down tiles it knows, as (cell, tile id, rotation): what its view
    shows of them that the spectators' view does not."""
    if not any(state["known"]):  # no Dark Tunnels, or nobody has looked yet: the usual case, kept cheap
        return [set() for _ in state["known"]]
    down = [
        (index, tile["id"], tile.get("rot", 0))
        for index, tile in enumerate(state["board"])
        if tile is not None and tile.get("down")
    ]
    return [{cell for cell in down if cell[1] in ids} for ids in map(set, state["known"])]
