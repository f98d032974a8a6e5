"""The marks of the last turn on the board (what it took, placed or changed), from public facts only."""

from __future__ import annotations

from typing import TypedDict

from rules.mountain_miners.state import LastTurn, MinersState, Tile, Turn
from rules.mountain_miners.view import LastTurnView

PublicCell = tuple[int, int] | str | None  # a face-up tile (id, rotation), "down", or empty


class Snapshot(TypedDict):
    cells: list[PublicCell]
    arrows: list[tuple[int, int, int]]  # position, step, direction
    locked: bool
    held: list[int]  # tiles each player holds


def public_cell(tile: Tile | None) -> PublicCell:
    """What everyone can see of a board cell: empty, a face-down back, or the face-up tile."""
    if tile is None:
        return None
    if tile.get("down"):
        return "down"
    return (tile["id"], tile.get("rot", 0))  # a face-up tile's id stands for its (public) face


def public_snapshot(state: MinersState) -> Snapshot:
    """The public facts a decision may change: cells, arrows and how many tiles each player holds."""
    return {
        "cells": [public_cell(t) for t in state["board"]],
        "arrows": [(a["pos"], a["step"], a["dir"]) for a in state["arrows"]],
        "locked": state["locked"],
        "held": [len(c) for c in state["coll"]],
    }


def record_last_turn(state: MinersState, before: Snapshot, turn_before: Turn) -> None:
    """Add what this decision changed in public to ``state["last_turn"]``: the turn being played
    (the marks of the finished turn stay until the next player's first decision replaces them).

    A cell is "taken" when it was emptied, "placed" when a tile came onto an empty cell, and
    "changed" when it shows something else (flipped, turned face up or down, rotated, swapped)."""
    seat = turn_before["seat"]
    record: LastTurn | None = state.get("last_turn")
    if not record or record["seat"] != seat or record["closed"]:
        record = {
            "seat": seat,
            "cells": {},
            "arrows": False,
            "gained": [0] * len(state["coll"]),
            "lost": [0] * len(state["coll"]),
            "closed": False,
        }
    after = public_snapshot(state)
    for index, (old, new) in enumerate(zip(before["cells"], after["cells"])):
        if old == new:
            continue
        key = str(index)
        if new is None:
            record["cells"][key] = "taken"
        elif old is None:
            record["cells"][key] = "placed" if record["cells"].get(key) != "taken" else "changed"
        else:
            record["cells"][key] = record["cells"].get(key, "changed")
    if before["arrows"] != after["arrows"] or before["locked"] != after["locked"]:
        record["arrows"] = True
    for s, (had, has) in enumerate(zip(before["held"], after["held"])):
        if has > had:
            record["gained"][s] += has - had
        elif has < had:
            record["lost"][s] += had - has
    record["closed"] = state["turn"] is not turn_before or state["over"]
    state["last_turn"] = record


def last_turn_view(state: MinersState) -> LastTurnView | None:
    """The marks of the last (or current) turn, as the renderer draws them: cell indices by kind."""
    record = state.get("last_turn")
    if not record:
        return None
    return {
        "seat": record["seat"],
        "cells": sorted([int(k), v] for k, v in record["cells"].items()),
        "arrows": record["arrows"],
        "gained": list(record["gained"]),
        "lost": list(record["lost"]),
    }
