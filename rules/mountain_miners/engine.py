"""Mountain Miners: grab tiles from the top of a diamond mountain, win the gem majorities.

The game is split by concern; no module imports the engine back:

* :mod:`.engine` (here): the :class:`MountainMiners` protocol hooks, its options and set-up, and
  one decision applied (which decision it is, then what it changed for whom);
* :mod:`.state`: the layout of a state (as TypedDicts) and what one ``apply`` produces;
* :mod:`.board`: the queries the rules ask of a state (the top layer, what may be grabbed or
  played now, what each action may choose from), changing nothing;
* :mod:`.flow`: the turn's flow (start, grab, play an action, end, the Dark Tunnels look);
* :mod:`.decisions`: the legal actions of the seat to act;
* :mod:`.subactions`: the choices inside an action, one listing and one handler per kind;
* :mod:`.labels`: how cells, tiles and lines are named in labels and log lines;
* :mod:`.data`: components and rule constants from ``data/mountain_miners.json``, tile vocabulary;
* :mod:`.scoring`, :mod:`.evaluation` (greedy AI), :mod:`.views`, :mod:`.determinization`,
  :mod:`.last_turn` (the board's marks of the last turn), :mod:`.geometry` (the diamond grid).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from typing import Any, cast

from rules.base import Action, Game, OptionSpec, Result, Transition, draw_rng
from rules.mountain_miners import data, determinization, evaluation, scoring, subactions, views
from rules.mountain_miners import geometry as geo
from rules.mountain_miners.board import seen_face_down
from rules.mountain_miners.data import (
    ACTIONS,
    DEFAULT_DIR,
    DEFAULT_SIZE,
    DEFAULT_STEP,
    GEMS,
    POSITIONS,
    SETS,
    SHARD_LAYOUTS,
    SHARD_MAX,
    SHARD_MIN,
    SHARED_WIN_ON_TIE,
    SMALL_SIZE,
    START_POSITIONS,
    STEP_NAMES,
    TRASH_VALUE,
    facing_quadrants,
    is_action,
    position_name,
)
from rules.mountain_miners.decisions import legal_actions
from rules.mountain_miners.flow import (
    advance,
    end_turn,
    join_multiplier,
    look,
    next_turn,
    play,
    start_turn,
    take_from_board,
)
from rules.mountain_miners.labels import choice_words
from rules.mountain_miners.last_turn import public_snapshot, record_last_turn
from rules.mountain_miners.state import Ctx, MinersState, Tile
from rules.mountain_miners.view import MinersView
from rules.text import msg
from rules.text import seat as at_seat


class MountainMiners(Game[MinersState, MinersView]):
    key = data.KEY
    title = "Mountain Miners"
    min_players = 2
    max_players = 6
    TIEBREAK = None if SHARED_WIN_ON_TIE else msg("mm-tiebreak")  # M3
    BOARD_SHOWS = frozenset({"mm-event-arrow-turns"})  # the arrow is drawn where it points
    first_seat_free = True  # spec: the start player is picked at random
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
    def _build_pool(self, state: MinersState, options: dict[str, Any]) -> list[Tile]:
        """The shuffled tiles of the sets in play (with Gemshards, icons grouped into shards of 1 to 4 sections)."""
        icons: list[str] = []
        for name in data.enabled_sets(options):
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
    def choose_size(option: str | int, pool: int) -> int:
        """The grid size: the chosen one, shrunk while the pool cannot fill it (spec 2.4, M8)."""
        size = DEFAULT_SIZE if option == "auto" else int(option)
        while size > SMALL_SIZE and size * size > pool:
            size -= 1
        return size

    def first_seat(self, state: MinersState) -> int:
        return int(state["start_seat"])

    def _setup(
        self, player_count: int, seed: int | str, options: dict[str, Any], first: int | None = None
    ) -> MinersState:
        # The rest of the keys follow in update() below, once the tiles are dealt.
        state = cast(MinersState, {"seed": seed, "rng_counter": 0, "options": options, "players": player_count})
        pool = self._build_pool(state, options)
        rng = draw_rng(state)
        start = rng.randrange(player_count)  # drawn even when the caller names the first seat: the same deal
        if first is not None:
            start = first
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
            {
                "n": n,
                "board": board,
                "deck": pool[n * n :],
                "arrows": [{"pos": rng.choice(START_POSITIONS), "dir": DEFAULT_DIR, "step": DEFAULT_STEP}],
                "locked": False,
                "coll": coll,
                "discard": [],
                "removed": [],
                "known": [[] for _ in range(player_count)],
                "refill": [],
                "stall": 0,
                "start_seat": start,
                "move": 0,
                "over": False,
            }
        )
        state["pool_size"] = len(pool) + sum(len(c) for c in coll)
        start_turn(state, start)
        if options.get("quick_start", "off") != "off" and options.get("quick_arrow"):
            state["turn"]["phase"] = "arrow_start"
        return state

    # ------------------------------------------------------------------ protocol hooks
    def _to_act(self, state: MinersState) -> Iterable[int]:
        return [state["turn"]["seat"]]

    def _legal_actions(self, state: MinersState, seat: int) -> Iterable[Action]:
        return legal_actions(state, seat)

    # ------------------------------------------------------------------ apply
    def _apply(self, state: MinersState, seat: int, action_id: str) -> Transition[MinersState]:
        before = public_snapshot(state)
        seen_before = seen_face_down(state)
        turn_before = state["turn"]
        transition = self._apply_decision(state, seat, action_id)
        record_last_turn(state, before, turn_before)
        # A face-down tile a seat knows that is new where it lies (peeked, turned face down in front of
        # everyone by Ransack, moved or turned by a swap or a rotation) changes its view beyond the
        # public one: the seat gets a DM. A known tile that turns up or leaves the board is public news.
        seen_after = seen_face_down(state)
        moved = {s for s, cells in enumerate(seen_after) if cells - seen_before[s]}
        if moved - transition.hidden_change:
            transition = replace(transition, hidden_change=transition.hidden_change | moved)
        return transition

    def _apply_decision(self, state: MinersState, seat: int, action_id: str) -> Transition[MinersState]:
        """Carry out one decision of the turn (or of an action being resolved) and tell what happened."""
        cx = Ctx()
        state["fresh"] = []  # tiles that were hidden until this move (kept out of the greedy evaluation)
        head, _, arg = action_id.partition(":")
        turn = state["turn"]
        if head == "start":
            state["arrows"][0]["pos"] = int(arg)
            cx.say(msg("mm-event-start-arrow", player=at_seat(seat), position=position_name(int(arg))), seat)
            turn["phase"] = "pre"
            advance(state, cx)
        elif head == "grab":
            take_from_board(state, seat, arg, cx, "grab")
        elif head == "nograb":
            cx.say(msg("mm-event-no-grab", player=at_seat(seat)), seat)
            turn["grabs"] = 0
            turn["phase"] = "post"
            advance(state, cx)
        elif head == "end":
            end_turn(state, cx)
        elif head == "play":
            play(state, seat, arg, cx)
        elif head == "join":
            join_multiplier(state, seat, arg, cx)
        elif head in ("peek", "reveal"):
            look(state, seat, head, geo.parse_cell(arg, state["n"]), cx)
            next_turn(state, cx)
        else:
            subactions.resolve(state, seat, head, arg, cx)
        if not cx.events:  # a step of a longer decision: say what was chosen, never what is hidden
            cx.say(choice_words(state, seat, head, arg), seat)
        state["move"] += 1
        return Transition(state, cx.events, frozenset(cx.hidden), cx.irreversible)

    # ------------------------------------------------------------------ scoring
    def _result(self, state: MinersState) -> Result:
        return scoring.final_result(state)

    def current_scores(self, state: MinersState) -> list[int]:
        return scoring.score_state(state)[0]

    def evaluate(self, state: MinersState, seat: int) -> float:
        """Greedy AI value (see :func:`rules.mountain_miners.evaluation.evaluate`)."""
        return evaluation.evaluate(state, seat)

    # ------------------------------------------------------------------ determinisation
    def determinize(self, state: MinersState, seat: int | None, rng: random.Random) -> MinersState:
        """Resample what ``seat`` cannot see (see :func:`rules.mountain_miners.determinization.determinize`)."""
        return determinization.determinize(state, seat, rng)

    # ------------------------------------------------------------------ views
    def has_private_view(self, state: MinersState) -> bool:
        """Only Dark Tunnels (face-down tiles, peeks) and a secret quick-start tile hide anything."""
        options = state["options"]
        return bool(options.get("dark_tunnels")) or (
            options.get("quick_start") != "off" and bool(options.get("quick_secret"))
        )

    def _view(self, state: MinersState, seat: int | None) -> MinersView:
        return views.view(state, seat)


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
