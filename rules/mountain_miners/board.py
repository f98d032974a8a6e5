"""What a Mountain Miners state says, asked without changing it: the board and its top layer,
which sections a tile offers, the collections' piles, what a seat may grab or play now, and the
cells, tiles and lines each action may choose from.

These are the queries the rules ask everywhere: the turn's flow (:mod:`.flow`), the choices
inside an action (:mod:`.subactions`), the list of decisions (:mod:`.decisions`), the views,
the greedy evaluation. Pure functions of the state; none imports the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.mountain_miners import geometry as geo
from rules.mountain_miners.data import (
    ACTIONS,
    GEMSTONES,
    GRABBED_ACTION_SAME_TURN,
    LONE_MULTIPLIER_KEEPS_GAME_GOING,
    MULTIPLIER_JOIN_PHASES,
    STEAL_MULTIPLIERS,
    active_kind,
    facing_quadrants,
    gem_piles,
    is_action,
    pile_kind,
    shown_icon,
)
from rules.mountain_miners.state import MinersState, Tile, tile_at


def to_act(state: MinersState) -> list[int]:
    """The seats to decide now (as ``Game.to_act``): the turn's seat, nobody once the game is over."""
    return [] if state["over"] else [state["turn"]["seat"]]


def occupied(state: MinersState) -> list[int]:
    """The cells that hold a tile."""
    return [i for i, t in enumerate(state["board"]) if t is not None]


def arrow_positions(state: MinersState) -> list[int]:
    """Where the arrows stand (0..7, N clockwise)."""
    return [a["pos"] for a in state["arrows"]]


def top(state: MinersState) -> list[int]:
    """The cells of the top layer: the tiles nearest an arrow, which may be grabbed."""
    return geo.top_layer(occupied(state), state["n"], arrow_positions(state))


def piles(coll: list[Tile]) -> dict[str, int]:
    """How many tiles each gem pile of a collection holds (Wildcards by assignment)."""
    counts: dict[str, int] = {}
    for ct in coll:
        gem = pile_kind(ct)
        if gem:
            counts[gem] = counts.get(gem, 0) + 1
    return counts


def multiplied(coll: list[Tile]) -> dict[str, int]:
    """How many Multipliers sit on each gem pile of a collection."""
    mult: dict[str, int] = {}
    for ct in coll:
        if active_kind(ct) == "multiplier" and ct.get("as"):
            mult[ct["as"]] = mult.get(ct["as"], 0) + 1
    return mult


def waiting_multipliers(coll: list[Tile]) -> list[Tile]:
    """A collection's Multipliers not joined to a pile yet: open ones first, then secret ones (so
    that joining one reveals nothing while an open one waits)."""
    waiting = [ct for ct in coll if active_kind(ct) == "multiplier" and not ct.get("as")]
    return sorted(waiting, key=lambda ct: bool(ct.get("secret")))


def join_piles(state: MinersState, seat: int) -> list[str]:
    """The gem piles ``seat`` may join a waiting Multiplier to now: its piles, in one of the
    decisions of its own turn the data names (MULTIPLIER_JOIN_PHASES), while it holds one."""
    if state["turn"]["phase"] not in MULTIPLIER_JOIN_PHASES:
        return []
    coll = state["coll"][seat]
    return gem_piles(coll) if waiting_multipliers(coll) else []


def barred(state: MinersState, seat: int) -> set[str]:
    """Kinds ``seat`` may not grab: multiplied gem types, and Wildcards without a gem pile."""
    coll = state["coll"][seat]
    bar = set(multiplied(coll))
    if not piles(coll):
        bar.add("wildcard")
    return bar


def grab_choices(state: MinersState, seat: int, cells: Iterable[int] | None = None) -> list[tuple[int, int | None]]:
    """(cell, icon index or None when the choice is unique/blind) for every grab ``seat`` may make."""
    n = state["n"]
    bar = barred(state, seat)
    out: list[tuple[int, int | None]] = []
    for index in top(state) if cells is None else cells:
        tile = tile_at(state, index)
        if tile.get("down"):
            out.append((index, None))
            continue
        icons = facing_icons(tile, index, n, facing_positions(state, index))
        allowed = [i for i in icons if tile["icons"][i] not in bar]
        if len(allowed) == 1:
            out.append((index, None if len(icons) == 1 else allowed[0]))
        else:
            out.extend((index, i) for i in allowed)
    return out


def facing_positions(state: MinersState, index: int) -> list[int]:
    """The positions of the arrows whose top layer holds the tile at ``index``.

    With two arrows a tile offers only the sections facing an arrow it is nearest to. A tile
    on no arrow's top layer (taken from anywhere, as with the Flashlight) faces every arrow.
    """
    positions = arrow_positions(state)
    if len(positions) == 1:
        return positions
    filled = occupied(state)
    near = [p for p in positions if index in geo.top_layer(filled, state["n"], [p])]
    return near or positions


def facing_icons(tile: Tile, index: int, n: int, positions: list[int]) -> list[int]:
    """Distinct icon indexes of ``tile`` facing the arrows at ``positions`` (pass the arrows whose
    top layer holds it: :func:`facing_positions`)."""
    if len(tile["icons"]) == 1:
        return [0]
    icons: list[int] = []
    for p in positions:
        for q in facing_quadrants(p):
            i = shown_icon(tile, q)
            if i not in icons:
                icons.append(i)
    return sorted(icons)


def keeps_game_going(tile: Tile | None) -> bool:
    """Whether ``tile`` holds a gemstone (spec M4): a regular gem, a Wildcard or Trash section; or a
    Multiplier, where the data says a lone one keeps the game going."""
    if tile is None:
        return False
    kinds = set(tile["icons"]) & GEMSTONES
    return bool(kinds - {"multiplier"}) or ("multiplier" in kinds and LONE_MULTIPLIER_KEEPS_GAME_GOING)


def board_has_gems(state: MinersState) -> bool:
    """Whether a tile that keeps the game going (see :func:`keeps_game_going`) is still on the board (M4)."""
    return any(keeps_game_going(t) for t in state["board"])


def action_tiles(state: MinersState, seat: int, secret: bool = True) -> dict[str, Tile]:
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


def playable(state: MinersState, seat: int, secret: bool = True) -> list[str]:
    """Action kinds ``seat`` may play now (pre or post window); ``secret=False``: with open tiles only."""
    turn = state["turn"]
    phase = turn["phase"]
    if phase not in ("pre", "post"):
        return []
    if state["options"].get("harder") and turn["used"] >= 1:
        return []
    if (phase == "pre" and turn["pre"]) or (phase == "post" and turn["post"]):
        return []
    tiles = action_tiles(state, seat, secret)
    return [kind for kind, ct in tiles.items() if can_play(state, seat, kind, phase, ct["id"])]


def window_hangs_on_secret(state: MinersState, seat: int) -> bool:
    """Whether opening or skipping the action window now tells the table something about the
    seat's secret tiles: it has one, and its open tiles alone could not be played."""
    return any(ct.get("secret") for ct in state["coll"][seat]) and not playable(state, seat, secret=False)


def can_play(state: MinersState, seat: int, kind: str, phase: str, tile_id: int | None = None) -> bool:
    """Whether playing ``kind`` now would have at least one way to resolve."""
    board = state["board"]
    if kind in ("arrow_move", "arrow_lock", "second_arrow", "ring", "wildcard_arrow"):
        return True
    if kind in ("swap", "bomb"):  # two tiles can always trade places; a lone tile can always move
        return any(t is not None for t in board) and len(board) > 1
    if kind == "double":
        return phase == "pre" or bool(grab_choices(state, seat))
    if kind == "steal":
        return bool(steal_victims(state, seat))
    if kind == "lightbulb":
        return any(t is not None and t.get("down") for t in board)
    if kind == "ransack":
        return bool(ransack_sources(state, seat))
    if kind == "rotate_grabbed":
        return bool(rotatable_grabbed(state, seat, exclude=tile_id))
    if kind == "rotate_board":
        return bool(rotatable_board(state))
    if kind == "chameleon":
        return bool(chameleon_kinds(state, seat, phase))
    if kind == "artefact":
        return bool(piles(state["coll"][seat]))
    if kind == "flashlight":
        return bool(grab_choices(state, seat, occupied(state)))
    if kind == "rumble":
        filled = sum(1 for t in board if t is not None)
        return 0 < filled < len(board)
    return False


def swap_moves(state: MinersState) -> dict[int, list[int]]:
    """For each tile, the empty cells it may move to without splitting the board further."""
    return geo.moves_keeping_components(set(occupied(state)), state["n"])


def swap_partners(state: MinersState, a: int) -> list[int]:
    """Cells ``a`` may be exchanged with: any other tile, or an empty cell the tile may move to
    (or, for an empty ``a``, any tile that may move into it) without splitting the board further."""
    board = state["board"]
    moves = swap_moves(state)
    if board[a] is not None:
        return sorted([b for b in moves if b != a] + moves[a])
    return sorted(src for src, targets in moves.items() if a in targets)


def swap_firsts(state: MinersState) -> list[int]:
    """Cells a Swap may start from: a tile with a partner, or an empty cell a tile may move into."""
    moves = swap_moves(state)
    cells = {a for a, targets in moves.items() if targets or len(moves) > 1}
    for targets in moves.values():
        cells.update(targets)
    return sorted(cells)


def steal_victims(state: MinersState, thief: int) -> list[int]:
    """The players ``thief`` could steal a tile from."""
    return [v for v in range(state["players"]) if v != thief and steal_targets(state, thief, v)]


def steal_targets(state: MinersState, thief: int, victim: int) -> list[Tile]:
    """Tiles of ``victim`` that ``thief`` may steal, one per distinct kind (M7)."""
    coll = state["coll"][victim]
    mult = multiplied(coll)
    thief_has_pile = bool(piles(state["coll"][thief]))
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


def face_down(state: MinersState) -> list[int]:
    """The cells holding a face-down tile."""
    return [i for i, t in enumerate(state["board"]) if t is not None and t.get("down")]


def lines(state: MinersState) -> list[tuple[str, list[int]]]:
    """Every full grid line (rows y = const, columns x = const) as (id, cells)."""
    n = state["n"]
    out = [(f"y{y}", [y * n + x for x in range(n)]) for y in range(n)]
    out += [(f"x{x}", [y * n + x for y in range(n)]) for x in range(n)]
    return out


def ransack_sources(state: MinersState, seat: int) -> list[int]:
    """Face-up tiles a Ransack may flip: those next to a tile ``seat`` could collect."""
    board = state["board"]
    n = state["n"]
    out = []
    for i, tile in enumerate(board):
        if tile is None or tile.get("down"):
            continue
        if any(grab_choices(state, seat, [j]) for j in geo.neighbours(i, n) if board[j] is not None):
            out.append(i)
    return out


def rotatable_grabbed(state: MinersState, seat: int, exclude: int | None = None) -> list[Tile]:
    """Collected tiles of ``seat`` that could show another section (``exclude``: the tile being played)."""
    return [ct for ct in state["coll"][seat] if ct["id"] != exclude and new_faces(state, seat, ct)]


def new_faces(state: MinersState, seat: int, ct: Tile) -> list[int]:
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


def rotatable_board(state: MinersState) -> list[int]:
    """Face-up board tiles whose sections differ, so that turning them changes something."""
    return [i for i, t in enumerate(state["board"]) if t is not None and not t.get("down") and len(set(t["icons"])) > 1]


def chameleon_kinds(state: MinersState, seat: int, phase: str) -> list[str]:
    """Actions visible face up on the board that a Chameleon could carry out now."""
    visible: set[str] = set()
    for tile in state["board"]:
        if tile is not None and not tile.get("down"):
            visible.update(k for k in tile["icons"] if is_action(k))
    visible.discard("chameleon")
    return [k for k in ACTIONS if k in visible and can_play(state, seat, k, phase)]


def peek_cells(state: MinersState, seat: int) -> list[int]:
    """Face-down tiles ``seat`` has not looked at yet."""
    known = set(state["known"][seat])
    return [i for i in face_down(state) if tile_at(state, i)["id"] not in known]


def study_lines(state: MinersState, seat: int) -> list[str]:
    """Lines with a face-down tile ``seat`` has not looked at (what a Lightbulb may study)."""
    unknown = set(peek_cells(state, seat))
    return [line for line, cells in lines(state) if unknown.intersection(cells)]


def show_lines(state: MinersState) -> list[str]:
    """Lines with a face-down tile (what a Lightbulb may reveal)."""
    down = set(face_down(state))
    return [line for line, cells in lines(state) if down.intersection(cells)]


def own_tile(state: MinersState, seat: int, tile_id: int) -> Tile:
    """The tile with id ``tile_id`` in ``seat``'s collection."""
    return next(c for c in state["coll"][seat] if c["id"] == tile_id)


def seen_face_down(state: MinersState) -> list[set[tuple[int, int, int]]]:
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
