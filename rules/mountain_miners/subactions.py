"""The choices inside an action (the turn's "sub" phase): what a player may choose at each step of
an action, and what each choice does.

:data:`CHOICES` maps each kind of action being resolved to the function that lists its choices now.
A choice's id is ``head:arg``; :data:`HANDLERS` maps each head to the function that carries it out.
A handler changes the state, says what happened in public, and tells :func:`resolve` how the
action goes on (:class:`Outcome`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum

from rules.base import Action, IllegalAction
from rules.mountain_miners import geometry as geo
from rules.mountain_miners.board import (
    chameleon_kinds,
    grab_choices,
    lines,
    new_faces,
    occupied,
    own_tile,
    piles,
    ransack_sources,
    rotatable_board,
    rotatable_grabbed,
    show_lines,
    steal_targets,
    steal_victims,
    study_lines,
    swap_firsts,
    swap_partners,
)
from rules.mountain_miners.data import (
    BOMBED_TILES_LEAVE,
    GEM_ORDER,
    LIGHTBULB_REVEAL_LINES,
    ROTATION_CHANGES_ALL_ARROWS,
    STEP_NAMES,
    active_kind,
    gem_piles,
    kind_label,
    kind_name,
    pile_kind,
    position_name,
    step_name,
)
from rules.mountain_miners.flow import (
    advance,
    after_receive,
    assign,
    attach_waiting,
    perform,
    take_from_board,
)
from rules.mountain_miners.labels import (
    cell_label,
    coll_label,
    grab_action,
    line_name,
)
from rules.mountain_miners.state import Ctx, MinersState, current_sub
from rules.text import Msg, msg
from rules.text import seat as at_seat

# ---------------------------------------------------------------------- what may be chosen
ChoiceLister = Callable[[MinersState, int], list[Action]]


def arrow_move_choices(state: MinersState, seat: int) -> list[Action]:
    """Arrow Move: any arrow to any of the eight positions (its current one included)."""
    many = len(state["arrows"]) > 1
    out = []
    for a, arrow in enumerate(state["arrows"]):
        for p in range(8):
            where = position_name(p)
            label: Msg
            if many:
                now = arrow["pos"] == p
                label = (
                    msg("mm-action-arrow-n-stays", arrow=a + 1, position=where)
                    if now
                    else msg("mm-action-arrow-n-to", arrow=a + 1, position=where)
                )
                out.append(Action(f"arrow:{a}:{p}", label))
            else:
                label = (
                    msg("mm-action-arrow-stays", position=where)
                    if arrow["pos"] == p
                    else msg("mm-action-arrow-to", position=where)
                )
                out.append(Action(f"arrow:{p}", label))
    return out


def second_arrow_choices(state: MinersState, seat: int) -> list[Action]:
    """Second Arrow: where the second arrow goes."""
    return [Action(f"arrow2:{p}", msg("mm-action-second-arrow", position=position_name(p))) for p in range(8)]


def swap_choices(state: MinersState, seat: int) -> list[Action]:
    """Swap: the first cell, then a cell it may be exchanged with."""
    n = state["n"]
    sub = current_sub(state)
    if sub.get("a") is None:
        return [
            Action(f"swap:{geo.cell_id(i, n)}", msg("mm-action-swap-first", cell=cell_label(state, i)))
            for i in swap_firsts(state)
        ]
    a = sub["a"]
    return [
        Action(
            f"swap2:{geo.cell_id(b, n)}",
            msg("mm-action-swap-with", first=geo.cell_name(a, n), cell=cell_label(state, b)),
        )
        for b in swap_partners(state, a)
    ]


def steal_choices(state: MinersState, seat: int) -> list[Action]:
    """Steal: the player to steal from (skipped when only one has a tile to take), then the tile."""
    sub = current_sub(state)
    if sub.get("victim") is None:
        return [
            Action(f"steal:{v}", msg("mm-action-steal-from", victim=at_seat(v))) for v in steal_victims(state, seat)
        ]
    victim = sub["victim"]
    return [
        Action(f"take:{ct['id']}", msg("mm-action-steal-tile", tile=coll_label(ct)))
        for ct in steal_targets(state, seat, victim)
    ]


def assign_choices(state: MinersState, seat: int) -> list[Action]:
    """A Wildcard or Multiplier just received: which of the player's gem piles it joins."""
    sub = current_sub(state)
    ct = own_tile(state, seat, sub["tile"])
    what = kind_name(sub["what"])
    return [
        Action(f"assign:{g}", msg("mm-action-assign", tile=what, gem=kind_name(g)))
        for g in gem_piles(state["coll"][seat], besides=ct)
    ]


def section_choices(state: MinersState, seat: int) -> list[Action]:
    """A shard tile just taken with several allowed sections facing the arrow: the one to keep."""
    sub = current_sub(state)
    ct = own_tile(state, seat, sub["tile"])
    return [Action(f"sect:{i}", msg("mm-action-keep-section", tile=kind_label(ct["icons"][i]))) for i in sub["choices"]]


def lightbulb_choices(state: MinersState, seat: int) -> list[Action]:
    """Lightbulb: study one line secretly or reveal lines to everyone, then the lines."""
    sub = current_sub(state)
    if sub.get("mode") is None:
        out = []
        if study_lines(state, seat):
            out.append(Action("light:study", msg("mm-action-lightbulb-study")))
        out.append(Action("light:show", msg("mm-action-lightbulb-show", count=LIGHTBULB_REVEAL_LINES)))
        return out
    if sub["mode"] == "study":
        return [
            Action(f"line:{line}", msg("mm-action-study-line", line=line_name(line)))
            for line in study_lines(state, seat)
        ]
    return [Action(f"line:{line}", msg("mm-action-reveal-line", line=line_name(line))) for line in show_lines(state)]


def bomb_choices(state: MinersState, seat: int) -> list[Action]:
    """Bomb: every 2x2 block with at least one tile, named by its corners."""
    n = state["n"]
    board = state["board"]
    out = []
    for y in range(n - 1):
        for x in range(n - 1):
            block = [y * n + x, y * n + x + 1, (y + 1) * n + x, (y + 1) * n + x + 1]
            if any(board[i] is not None for i in block):
                corners = {"first": geo.cell_name(block[0], n), "last": geo.cell_name(block[3], n)}
                out.append(Action(f"bomb:{x},{y}", msg("mm-action-bomb", **corners)))
    return out


def ransack_choices(state: MinersState, seat: int) -> list[Action]:
    """Ransack: a face-up tile to flip down, then a tile next to it the player may collect."""
    n = state["n"]
    sub = current_sub(state)
    src = sub.get("src")
    if src is None:
        return [
            Action(f"flip:{geo.cell_id(i, n)}", msg("mm-action-ransack-flip", cell=cell_label(state, i)))
            for i in ransack_sources(state, seat)
        ]
    cells = [j for j in geo.neighbours(src, n) if state["board"][j] is not None]
    return [grab_action(state, "loot", i, icon, collect=True) for i, icon in grab_choices(state, seat, cells)]


def rotate_grabbed_choices(state: MinersState, seat: int) -> list[Action]:
    """Rotate Grabbed: one of the player's tiles with another section to show, then that section."""
    sub = current_sub(state)
    if sub.get("tile") is None:
        return [
            Action(f"rotg:{ct['id']}", msg("mm-action-rotate-own", tile=coll_label(ct)))
            for ct in rotatable_grabbed(state, seat)
        ]
    ct = own_tile(state, seat, sub["tile"])
    return [
        Action(f"face:{i}", msg("mm-action-active-section", tile=kind_label(ct["icons"][i])))
        for i in new_faces(state, seat, ct)
    ]


QUARTER_TURNS = (1, 2, 3)  # how far Rotate Board may turn a tile, in quarter turns clockwise


def rotate_board_choices(state: MinersState, seat: int) -> list[Action]:
    """Rotate Board: a face-up tile with different sections, then how far it turns."""
    n = state["n"]
    sub = current_sub(state)
    if sub.get("cell") is None:
        return [
            Action(f"rotb:{geo.cell_id(i, n)}", msg("mm-action-rotate-tile", cell=cell_label(state, i)))
            for i in rotatable_board(state)
        ]
    where = geo.cell_name(sub["cell"], n)
    return [
        Action(f"turn:{k}", msg("mm-action-rotate-by", cell=where, turn=msg(f"mm-quarters-{k}"))) for k in QUARTER_TURNS
    ]


def chameleon_choices(state: MinersState, seat: int) -> list[Action]:
    """Chameleon: an action visible on the board that could be carried out now."""
    kinds = chameleon_kinds(state, seat, current_sub(state)["window"])
    # Playing the Chameleon can itself make the copied action impossible (its own tile was the
    # only target): then it fizzles rather than leave the player without a legal move.
    return [Action(f"cham:{k}", msg("mm-action-chameleon", tile=kind_name(k))) for k in kinds] or [
        Action("cham:none", msg("mm-action-chameleon-fizzles"))
    ]


def artefact_choices(state: MinersState, seat: int) -> list[Action]:
    """Artefact: one of the player's gem piles to discard."""
    gems = sorted(piles(state["coll"][seat]), key=GEM_ORDER.index)
    return [Action(f"art:{g}", msg("mm-action-discard-pile", gem=kind_name(g))) for g in gems]


def flashlight_choices(state: MinersState, seat: int) -> list[Action]:
    """Flashlight: any tile on the map the player may grab."""
    return [grab_action(state, "flash", i, icon) for i, icon in grab_choices(state, seat, occupied(state))]


def rumble_choices(state: MinersState, seat: int) -> list[Action]:
    """Rumble: a tile not moved yet, then an empty cell for it."""
    n = state["n"]
    board = state["board"]
    sub = current_sub(state)
    src = sub.get("src")
    if src is None:
        moved = set(sub.get("moved", []))
        return [
            Action(f"rum:{geo.cell_id(i, n)}", msg("mm-action-rumble-pick", cell=cell_label(state, i)))
            for i, t in enumerate(board)
            if t is not None and t["id"] not in moved
        ]
    return [
        Action(
            f"rumto:{geo.cell_id(i, n)}",
            msg("mm-action-rumble-to", origin=geo.cell_name(src, n), cell=geo.cell_name(i, n)),
        )
        for i, t in enumerate(board)
        if t is None
    ]


def wildcard_arrow_choices(state: MinersState, seat: int) -> list[Action]:
    """Wildcard Arrow: the rotation step from now on."""
    return [Action(f"step:{k}", msg("mm-action-set-step", step=step_name(k))) for k in sorted(STEP_NAMES)]


CHOICES: Mapping[str, ChoiceLister] = {
    "arrow_move": arrow_move_choices,
    "second_arrow": second_arrow_choices,
    "swap": swap_choices,
    "steal": steal_choices,
    "assign": assign_choices,
    "section": section_choices,
    "lightbulb": lightbulb_choices,
    "bomb": bomb_choices,
    "ransack": ransack_choices,
    "rotate_grabbed": rotate_grabbed_choices,
    "rotate_board": rotate_board_choices,
    "chameleon": chameleon_choices,
    "artefact": artefact_choices,
    "flashlight": flashlight_choices,
    "rumble": rumble_choices,
    "wildcard_arrow": wildcard_arrow_choices,
}


def choices(state: MinersState, seat: int) -> list[Action]:
    """The choices ``seat`` has at the current step of the action being resolved."""
    kind = current_sub(state)["kind"]
    if kind not in CHOICES:
        raise AssertionError(kind)
    return CHOICES[kind](state, seat)


# ---------------------------------------------------------------------- what a choice does
class Outcome(Enum):
    """How an action goes on after one of its choices."""

    FINISHED = "finished"  # the action is over: the turn goes on to the phase the action named
    WAITING = "waiting"  # the action needs another choice from the same player
    HANDED_ON = "handed on"  # the handler already moved the turn on (a tile received, a copied action)


Handler = Callable[[MinersState, int, str, Ctx], Outcome]


def move_arrow(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Arrow Move: put an arrow (``arg`` is ``pos``, or ``arrow:pos`` with two arrows) on any of the
    eight positions around the mountain."""
    parts = arg.split(":")
    a, p = (0, int(parts[0])) if len(parts) == 1 else (int(parts[0]), int(parts[1]))
    state["arrows"][a]["pos"] = p
    if len(state["arrows"]) > 1:
        cx.say(msg("mm-event-arrow-n-moved", player=at_seat(seat), arrow=a + 1, position=position_name(p)), seat)
    else:
        cx.say(msg("mm-event-arrow-moved", player=at_seat(seat), position=position_name(p)), seat)
    return Outcome.FINISHED


def place_second_arrow(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Second Arrow (Dark Tunnels): add the second arrow at position ``arg``; it turns the same way
    and by the same step as the first."""
    first = state["arrows"][0]
    state["arrows"].append({"pos": int(arg), "dir": first["dir"], "step": first["step"]})
    cx.say(msg("mm-event-second-arrow-placed", player=at_seat(seat), position=position_name(int(arg))), seat)
    return Outcome.FINISHED


def choose_swap_first(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Swap, first step: the first of the two cells to exchange (it may be empty)."""
    current_sub(state)["a"] = geo.parse_cell(arg, state["n"])
    return Outcome.WAITING


def swap_cells(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Swap, second step: exchange the first cell with cell ``arg`` (a tile may move into an empty
    cell as long as the board does not split further)."""
    n = state["n"]
    board = state["board"]
    a, b = current_sub(state)["a"], geo.parse_cell(arg, n)
    board[a], board[b] = board[b], board[a]
    cx.say(msg("mm-event-swapped", player=at_seat(seat), first=geo.cell_name(a, n), second=geo.cell_name(b, n)), seat)
    return Outcome.FINISHED


def choose_steal_victim(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Steal, first step: the player (seat ``arg``) to take a collected tile from."""
    current_sub(state)["victim"] = int(arg)
    return Outcome.WAITING


def steal_tile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Steal, second step: take the victim's collected tile with id ``arg``. A stolen Wildcard
    leaves its pile and is assigned anew; a secret tile is revealed to the thief."""
    turn = state["turn"]
    sub = current_sub(state)
    victim = sub["victim"]
    ct = own_tile(state, victim, int(arg))
    state["coll"][victim].remove(ct)
    if ct.pop("secret", False):
        cx.irreversible = True
        state["fresh"].append(ct["id"])
    if active_kind(ct) == "wildcard":
        ct.pop("as", None)
    state["coll"][seat].append(ct)
    cx.say(msg("mm-event-stole", player=at_seat(seat), tile=coll_label(ct), victim=at_seat(victim)), seat)
    turn["sub"] = None
    after_receive(state, seat, ct, cx, sub["then"])
    return Outcome.HANDED_ON


def assign_to_pile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """A Wildcard or Multiplier just received joins the gem pile ``arg`` (asked when the player
    has several piles); any tile still waiting for a pile then joins one too."""
    assign(state, seat, own_tile(state, seat, current_sub(state)["tile"]), arg, cx)
    attach_waiting(state, seat, cx)
    return Outcome.FINISHED


def keep_section(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Gemshards: of a tile just taken with two allowed sections facing the arrow, the player keeps
    section ``arg`` as the active one."""
    turn = state["turn"]
    sub = current_sub(state)
    ct = own_tile(state, seat, sub["tile"])
    ct.pop("act", None)
    if int(arg):
        ct["act"] = int(arg)
    cx.say(msg("mm-event-kept-section", player=at_seat(seat), tile=kind_label(active_kind(ct))), seat)
    turn["sub"] = None
    after_receive(state, seat, ct, cx, sub["then"])
    return Outcome.HANDED_ON


def choose_lightbulb_mode(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Lightbulb (Dark Tunnels), first step: ``study`` one line secretly, or ``show`` (reveal to
    everyone) as many lines as the rules allow."""
    sub = current_sub(state)
    sub["mode"] = arg
    sub["left"] = 1 if arg == "study" else LIGHTBULB_REVEAL_LINES
    return Outcome.WAITING


def light_line(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Lightbulb, next steps: the row or column ``arg`` (``y3``, ``x0``): studied, its face-down
    tiles become known to the player alone; shown, they are turned face up for everyone."""
    board = state["board"]
    sub = current_sub(state)
    cells = dict(lines(state))[arg]
    cx.irreversible = True
    if sub["mode"] == "study":
        known = state["known"][seat]
        for i in cells:
            tile = board[i]
            if tile is not None and tile.get("down") and tile["id"] not in known:
                known.append(tile["id"])
        cx.hidden.add(seat)
        cx.say(msg("mm-event-studied", player=at_seat(seat), line=line_name(arg)), seat)
    else:
        for i in cells:
            tile = board[i]
            if tile is not None and tile.get("down"):
                tile.pop("down")
        # The line only: the board shows the tiles turned up (a list of them took several lines).
        cx.say(msg("mm-event-revealed-line", player=at_seat(seat), line=line_name(arg)), seat)
    sub["left"] -= 1
    return Outcome.FINISHED if sub["left"] <= 0 or not show_lines(state) else Outcome.WAITING


def bomb_block(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Bomb (Dark Tunnels): remove the 2x2 block whose top-left corner is ``x,y``; its tiles leave
    the game (or go under the deck, by assumption) and the next player skips their turn to refill
    the hole."""
    n = state["n"]
    board = state["board"]
    x, y = (int(v) for v in arg.split(","))
    block = [y * n + x, y * n + x + 1, (y + 1) * n + x, (y + 1) * n + x + 1]
    hit = [i for i in block if board[i] is not None]
    for i in hit:
        tile = board[i]
        assert tile is not None
        (state["removed"] if BOMBED_TILES_LEAVE else state["deck"]).append(tile)
        board[i] = None
    state["refill"].extend(hit)
    corners = {"first": geo.cell_name(block[0], n), "last": geo.cell_name(block[3], n)}
    cx.say(msg("mm-event-bombed", player=at_seat(seat), count=len(hit), **corners), seat)
    return Outcome.FINISHED


def ransack_flip(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Ransack (Dark Tunnels), first step: flip the face-up tile at ``arg`` face down (everyone saw
    it, so everyone still knows it)."""
    n = state["n"]
    src = geo.parse_cell(arg, n)
    current_sub(state)["src"] = src
    tile = state["board"][src]
    assert tile is not None
    tile["down"] = True
    for known in state["known"]:
        if tile["id"] not in known:
            known.append(tile["id"])
    cx.say(msg("mm-event-ransack-flipped", player=at_seat(seat), cell=geo.cell_name(src, n)), seat)
    return Outcome.WAITING


def ransack_loot(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Ransack, second step: collect the tile at ``arg`` next to the flipped one; the turn ends."""
    take_from_board(state, seat, arg, cx, "loot")
    return Outcome.HANDED_ON


def choose_grabbed_tile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Rotate Grabbed (Gemshards), first step: which of the player's collected tiles (id ``arg``) to turn."""
    current_sub(state)["tile"] = int(arg)
    return Outcome.WAITING


def turn_grabbed_tile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Rotate Grabbed, second step: section ``arg`` becomes the tile's active one; it leaves its
    pile and is received anew (a Wildcard or Multiplier joins a pile again)."""
    turn = state["turn"]
    sub = current_sub(state)
    ct = own_tile(state, seat, sub["tile"])
    ct.pop("act", None)
    ct.pop("as", None)
    if int(arg):
        ct["act"] = int(arg)
    cx.say(msg("mm-event-rotated-own", player=at_seat(seat), tile=kind_label(active_kind(ct))), seat)
    turn["sub"] = None
    after_receive(state, seat, ct, cx, sub["then"])
    return Outcome.HANDED_ON


def choose_board_tile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Rotate Board (Gemshards), first step: the face-up shard tile at ``arg`` to turn."""
    current_sub(state)["cell"] = geo.parse_cell(arg, state["n"])
    return Outcome.WAITING


def turn_board_tile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Rotate Board, second step: turn the chosen tile ``arg`` quarter turns clockwise, so other
    sections face the arrows."""
    cell = current_sub(state)["cell"]
    tile = state["board"][cell]
    assert tile is not None
    tile["rot"] = (tile.get("rot", 0) + int(arg)) % 4
    cx.say(msg("mm-event-rotated-tile", player=at_seat(seat), cell=geo.cell_name(cell, state["n"])), seat)
    return Outcome.FINISHED


def copy_with_chameleon(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Chameleon (Gemshards): perform action ``arg``, one still visible on the board, as if it had
    been played; ``none`` when nothing is left to copy (the Chameleon fizzles)."""
    if arg == "none":
        cx.say(msg("mm-event-chameleon-fizzled", player=at_seat(seat)), seat)
        return Outcome.FINISHED
    turn = state["turn"]
    sub = current_sub(state)
    cx.say(msg("mm-event-chameleon-copies", player=at_seat(seat), tile=kind_name(arg)), seat)
    turn["sub"] = None
    perform(state, seat, arg, sub["window"], cx)
    return Outcome.HANDED_ON


def discard_pile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Artefact (Gemshards): the player's whole pile of gem ``arg`` (with its Wildcards and
    Multipliers) leaves the game, to lose a majority's minus."""
    coll = state["coll"][seat]
    gone = [c for c in coll if pile_kind(c) == arg or (active_kind(c) == "multiplier" and c.get("as") == arg)]
    for c in gone:
        coll.remove(c)
        state["removed"].append(c)
    cx.say(msg("mm-event-artefact", player=at_seat(seat), gem=kind_name(arg), count=len(gone)), seat)
    return Outcome.FINISHED


def flashlight_grab(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Flashlight (Golden Actions): grab the tile at ``arg`` from anywhere on the map, not only
    from the top layer."""
    take_from_board(state, seat, arg, cx, "flash")
    return Outcome.HANDED_ON


def choose_rumble_tile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Rumble (Golden Actions), odd steps: the tile at ``arg`` to move (one not moved yet)."""
    current_sub(state)["src"] = geo.parse_cell(arg, state["n"])
    return Outcome.WAITING


def rumble_tile(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Rumble, even steps: move the chosen tile into the empty cell ``arg``; the action ends after
    two tiles (or when no other tile is left to move)."""
    n = state["n"]
    board = state["board"]
    sub = current_sub(state)
    src, dst = sub["src"], geo.parse_cell(arg, n)
    assert src is not None
    tile = board[src]
    assert tile is not None
    board[dst], board[src] = tile, None
    sub.setdefault("moved", []).append(tile["id"])
    sub["src"] = None
    cx.say(
        msg("mm-event-rumbled", player=at_seat(seat), origin=geo.cell_name(src, n), cell=geo.cell_name(dst, n)), seat
    )
    others = [t for t in board if t is not None and t["id"] not in sub["moved"]]
    return Outcome.FINISHED if len(sub["moved"]) >= 2 or not others else Outcome.WAITING


def set_rotation_step(state: MinersState, seat: int, arg: str, cx: Ctx) -> Outcome:
    """Wildcard Arrow (Golden Actions): from now on the arrows turn by ``arg`` eighths of a turn
    (an eighth, a quarter or a half turn) at the end of each turn."""
    for arrow in state["arrows"] if ROTATION_CHANGES_ALL_ARROWS else state["arrows"][:1]:
        arrow["step"] = int(arg)
    cx.say(msg("mm-event-step-set", player=at_seat(seat), step=step_name(int(arg))), seat)
    return Outcome.FINISHED


HANDLERS: Mapping[str, Handler] = {
    "arrow": move_arrow,
    "arrow2": place_second_arrow,
    "swap": choose_swap_first,
    "swap2": swap_cells,
    "steal": choose_steal_victim,
    "take": steal_tile,
    "assign": assign_to_pile,
    "sect": keep_section,
    "light": choose_lightbulb_mode,
    "line": light_line,
    "bomb": bomb_block,
    "flip": ransack_flip,
    "loot": ransack_loot,
    "rotg": choose_grabbed_tile,
    "face": turn_grabbed_tile,
    "rotb": choose_board_tile,
    "turn": turn_board_tile,
    "cham": copy_with_chameleon,
    "art": discard_pile,
    "flash": flashlight_grab,
    "rum": choose_rumble_tile,
    "rumto": rumble_tile,
    "step": set_rotation_step,
}


def resolve(state: MinersState, seat: int, head: str, arg: str, cx: Ctx) -> None:
    """Carry out the choice ``head:arg`` of the action being resolved; when that finishes the
    action, the turn goes on to the phase the action named."""
    handler = HANDLERS.get(head)
    if handler is None:
        raise IllegalAction(msg("mm-refusal-unknown-choice", choice=head))
    turn = state["turn"]
    sub = current_sub(state)
    if handler(state, seat, arg, cx) is Outcome.FINISHED:
        turn["phase"] = sub["then"]
        turn["sub"] = None
        advance(state, cx)
