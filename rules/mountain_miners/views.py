"""What each seat sees of a Mountain Miners state, and the prompt of the decision it faces."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.base import View
from rules.mountain_miners import geometry as geo
from rules.mountain_miners.data import active_kind, gem_types, kind_name
from rules.mountain_miners.last_turn import last_turn_view
from rules.mountain_miners.scoring import Tally, final_result, score_tallies, tally
from rules.mountain_miners.state import MinersState, as_plain, current_sub

if TYPE_CHECKING:
    from rules.mountain_miners.engine import MountainMiners


def view(game: MountainMiners, state: MinersState, seat: int | None) -> View:
    """What ``seat`` (None: a spectator) may see: face-down tiles as backs unless it looked at them,
    others' secret tiles as backs while the game runs, and the prompt of its own decision."""
    n = state["n"]
    known = set(state["known"][seat]) if seat is not None else set()
    board: list[dict[str, Any] | None] = []
    for tile in state["board"]:
        if tile is None:
            board.append(None)
        elif tile.get("down"):
            cell: dict[str, Any] = {"down": True}
            if tile["id"] in known:
                cell["seen"] = {"icons": tile["icons"], "rot": tile.get("rot", 0)}
            board.append(cell)
        else:
            board.append({"icons": tile["icons"], "rot": tile.get("rot", 0)})
    players: list[dict[str, Any]] = []
    tallies: list[Tally] = []
    for s, coll in enumerate(state["coll"]):
        hide = s != seat and not state["over"]
        tiles: list[dict[str, Any]] = []
        for ct in coll:
            if ct.get("secret") and hide:
                tiles.append({"secret": True})
            else:
                entry: dict[str, Any] = {"icons": ct["icons"], "act": ct.get("act", 0), "as": ct.get("as")}
                if ct.get("secret"):
                    entry["secret"] = True
                tiles.append(entry)
        t = tally(coll, hide_secret=hide)
        tallies.append(t)
        players.append({"seat": s, "tiles": tiles, **t})
    gems = gem_types(state["options"])
    standing: dict[str, dict[str, list[int]]] = {}
    for g in gems:
        row = [p["piles"].get(g, 0) for p in players]
        hi, lo = max(row), min(row)
        standing[g] = {
            "counts": row,
            "hi": [s for s, c in enumerate(row) if c == hi and c > 0],
            "lo": [s for s, c in enumerate(row) if c == lo and hi > lo],
        }
    turn = state["turn"]
    view: View = {
        "game": game.key,
        "seat": seat,
        "to_act": sorted(game.to_act(as_plain(state))),
        "move": state["move"],
        "over": state["over"],
        "scores": score_tallies(state, tallies)[0],  # as far as this viewer can see
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
        "turn": {
            "grabs": turn["grabs"],
            "grabbed": turn["grabbed"],
            "pre": turn["pre"],
            "post": turn["post"],
            "used": turn["used"],
        },
        "sub": turn["sub"]["kind"] if turn["sub"] else None,
        "refill": len(state["refill"]),
        "last_turn": last_turn_view(state),
        "options": dict(state["options"]),
        "targets": [],
        "prompt": "",
    }
    if seat is not None and seat in view["to_act"]:
        view["targets"], view["prompt"] = targets(game, state, seat)
    if state["over"]:
        view["result"] = final_result(state).to_json()
    return view


def targets(game: MountainMiners, state: MinersState, seat: int) -> tuple[list[int], str]:
    """Cells to highlight for the acting seat's current decision, and a prompt."""
    turn = state["turn"]
    phase = turn["phase"]
    board = state["board"]
    n = state["n"]
    if phase in ("pre", "grab"):
        cells = sorted({i for i, _ in game.grab_choices(state, seat)})
        extra = " or play an action" if phase == "pre" and game.playable(state, seat) else ""
        return cells, "Grab a tile from the top of the mountain" + extra
    if phase == "post":
        return [], "Play an action tile or end your turn"
    if phase == "arrow_start":
        return [], "Choose where the arrow starts"
    if phase == "info":
        if turn["info"] == "peek":
            return game.peek_cells(state, seat), "Secretly look at one face-down tile"
        return game.face_down(state), "Turn one face-down tile face up for everyone"
    if phase != "sub":
        return [], ""
    sub = current_sub(state)
    kind = sub["kind"]
    if kind == "swap":
        if sub.get("a") is None:
            return game.swap_firsts(state), "Swap: choose the first cell"
        return [sub["a"]] + game.swap_partners(state, sub["a"]), "Swap: choose the second cell"
    if kind in ("arrow_move", "second_arrow"):
        return [], "Choose the arrow's new position"
    if kind == "steal":
        return [], "Steal: choose a player" if sub.get("victim") is None else "Steal: choose a tile"
    if kind == "assign":
        return [], f"Choose the pile for your {kind_name(sub['what'])}"
    if kind == "section":
        return [], "Choose which section of the tile you keep"
    if kind == "lightbulb":
        if sub.get("mode") is None:
            return [], "Lightbulb: study one line secretly, or reveal two lines"
        return game.face_down(state), "Lightbulb: choose a line"
    if kind == "bomb":
        return [i for i, t in enumerate(board) if t is not None], "Bomb: choose a 2x2 block (named by its corners)"
    if kind == "ransack":
        src = sub.get("src")
        if src is None:
            return game.ransack_sources(state, seat), "Ransack: flip a face-up tile face down"
        return [j for j in geo.neighbours(src, n) if board[j] is not None], "Ransack: collect a tile next to it"
    if kind == "rotate_grabbed":
        return [], "Rotate Grabbed: choose your tile and its new section"
    if kind == "rotate_board":
        if sub.get("cell") is None:
            return game.rotatable_board(state), "Rotate Board: choose a tile"
        return [sub["cell"]], "Rotate Board: how far"
    if kind == "chameleon":
        return [], "Chameleon: choose an action visible on the board"
    if kind == "artefact":
        return [], "Artefact: choose a gem pile to discard"
    if kind == "flashlight":
        return game.occupied(state), "Flashlight: grab any tile"
    if kind == "rumble":
        if sub.get("src") is None:
            return game.occupied(state), "Rumble: choose a tile to move"
        return [i for i, t in enumerate(board) if t is None], "Rumble: choose an empty cell"
    if kind == "wildcard_arrow":
        return [], "Wildcard Arrow: choose the rotation step"
    return [], ""
