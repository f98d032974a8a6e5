"""What each seat sees of a Mountain Miners state, and the prompt of the decision it faces."""

from __future__ import annotations

from rules.mountain_miners import geometry as geo
from rules.mountain_miners.board import (
    face_down,
    grab_choices,
    occupied,
    peek_cells,
    playable,
    ransack_sources,
    rotatable_board,
    swap_firsts,
    swap_partners,
    to_act,
)
from rules.mountain_miners.data import KEY, LIGHTBULB_REVEAL_LINES, active_kind, gem_types, kind_name
from rules.mountain_miners.last_turn import last_turn_view
from rules.mountain_miners.scoring import Tally, final_result, score_tallies, tally
from rules.mountain_miners.state import MinersState, current_sub
from rules.mountain_miners.view import CollectedTile, Face, FaceDown, HiddenTile, MinersView, PlayerView, Standing
from rules.text import Msg, msg
from rules.text import seat as at_seat


def view(state: MinersState, seat: int | None) -> MinersView:
    """What ``seat`` (None: a spectator) may see: face-down tiles as backs unless it looked at them,
    others' secret tiles as backs while the game runs, and the prompt of its own decision."""
    n = state["n"]
    known = set(state["known"][seat]) if seat is not None else set()
    board: list[Face | FaceDown | None] = []
    for tile in state["board"]:
        if tile is None:
            board.append(None)
        elif tile.get("down"):
            cell: FaceDown = {"down": True}
            if tile["id"] in known:
                cell["seen"] = {"icons": tile["icons"], "rot": tile.get("rot", 0)}
            board.append(cell)
        else:
            board.append({"icons": tile["icons"], "rot": tile.get("rot", 0)})
    players: list[PlayerView] = []
    tallies: list[Tally] = []
    for s, coll in enumerate(state["coll"]):
        hide = s != seat and not state["over"]
        tiles: list[HiddenTile | CollectedTile] = []
        for ct in coll:
            if ct.get("secret") and hide:
                tiles.append({"secret": True})
            else:
                entry: CollectedTile = {"icons": ct["icons"], "act": ct.get("act", 0), "as": ct.get("as")}
                if ct.get("secret"):
                    entry["secret"] = True
                tiles.append(entry)
        t = tally(coll, hide_secret=hide)
        tallies.append(t)
        players.append({"seat": s, "tiles": tiles, **t})
    gems = gem_types(state["options"])
    standing: dict[str, Standing] = {}
    for g in gems:
        row = [p["piles"].get(g, 0) for p in players]
        hi, lo = max(row), min(row)
        standing[g] = {
            "counts": row,
            "hi": [s for s, c in enumerate(row) if c == hi and c > 0],
            "lo": [s for s, c in enumerate(row) if c == lo and hi > lo],
        }
    turn = state["turn"]
    view: MinersView = {
        "game": KEY,
        "seat": seat,
        "to_act": to_act(state),
        "move": state["move"],
        "over": state["over"],
        "scores": score_tallies(state, tallies)[0],  # as far as this viewer can see
        "n": n,
        "board": board,
        "arrows": [a.copy() for a in state["arrows"]],
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
        "prompt": None,  # the acting seat's decision, as a message (JSON: id and arguments)
    }
    if seat is not None and seat in view["to_act"]:
        cells, prompt = targets(state, seat)
        view["targets"], view["prompt"] = cells, prompt.to_json() if prompt is not None else None
    if state["over"]:
        view["result"] = final_result(state).to_json()
    return view


def targets(state: MinersState, seat: int) -> tuple[list[int], Msg | None]:
    """Cells to highlight for the acting seat's current decision, and a prompt."""
    turn = state["turn"]
    phase = turn["phase"]
    board = state["board"]
    n = state["n"]
    if phase in ("pre", "grab"):
        cells = sorted({i for i, _ in grab_choices(state, seat)})
        if phase == "pre" and playable(state, seat):
            return cells, msg("mm-prompt-grab-or-play")
        return cells, msg("mm-prompt-grab")
    if phase == "post":
        return [], msg("mm-prompt-play-or-end")
    if phase == "arrow_start":
        return [], msg("mm-prompt-arrow-start")
    if phase == "info":
        if turn["info"] == "peek":
            return peek_cells(state, seat), msg("mm-prompt-peek")
        return face_down(state), msg("mm-prompt-reveal")
    if phase != "sub":
        return [], None
    sub = current_sub(state)
    kind = sub["kind"]
    if kind == "swap":
        if sub.get("a") is None:
            return swap_firsts(state), msg("mm-prompt-swap-first")
        return [sub["a"], *swap_partners(state, sub["a"])], msg("mm-prompt-swap-second")
    if kind in ("arrow_move", "second_arrow"):
        return [], msg("mm-prompt-arrow")
    if kind == "steal":
        victim = sub.get("victim")
        if victim is None:
            return [], msg("mm-prompt-steal-victim")
        return [], msg("mm-prompt-steal-tile", victim=at_seat(victim))
    if kind == "assign":
        return [], msg("mm-prompt-assign", tile=kind_name(sub["what"]))
    if kind == "section":
        return [], msg("mm-prompt-section")
    if kind == "lightbulb":
        if sub.get("mode") is None:
            return [], msg("mm-prompt-lightbulb", count=LIGHTBULB_REVEAL_LINES)
        return face_down(state), msg("mm-prompt-lightbulb-line")
    if kind == "bomb":
        return [i for i, t in enumerate(board) if t is not None], msg("mm-prompt-bomb")
    if kind == "ransack":
        src = sub.get("src")
        if src is None:
            return ransack_sources(state, seat), msg("mm-prompt-ransack-flip")
        return [j for j in geo.neighbours(src, n) if board[j] is not None], msg("mm-prompt-ransack-collect")
    if kind == "rotate_grabbed":
        return [], msg("mm-prompt-rotate-own")
    if kind == "rotate_board":
        if sub.get("cell") is None:
            return rotatable_board(state), msg("mm-prompt-rotate-tile")
        return [sub["cell"]], msg("mm-prompt-rotate-how-far")
    if kind == "chameleon":
        return [], msg("mm-prompt-chameleon")
    if kind == "artefact":
        return [], msg("mm-prompt-artefact")
    if kind == "flashlight":
        return occupied(state), msg("mm-prompt-flashlight")
    if kind == "rumble":
        if sub.get("src") is None:
            return occupied(state), msg("mm-prompt-rumble-tile")
        return [i for i, t in enumerate(board) if t is None], msg("mm-prompt-rumble-cell")
    if kind == "wildcard_arrow":
        return [], msg("mm-prompt-step")
    return [], None
