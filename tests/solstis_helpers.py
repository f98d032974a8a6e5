"""Shared helpers for the Solstis tests: build a hand-made mid-game position."""

from __future__ import annotations

from typing import Any

from rules.solstis import GAME
from rules.solstis.board import CELLS, EVIL, RAINBOWS, spirits_for
from rules.solstis.engine import _new_turn
from tests.game_checks import solstis_conservation


def pan(land=(), rainbows=(), spirits=(), fireflies=(), evil=None) -> dict[str, Any]:
    cells = {c: "L" for c in land}
    cells.update({c: "R" for c in rainbows})
    return {"cells": cells, "spirits": [list(s) for s in spirits], "fireflies": list(fireflies), "evil": evil}


def arrange(
    variant: str = "base",
    seat: int = 0,
    pans: tuple = (None, None),
    hands: tuple = ((), ()),
    display: tuple = (),
    top: tuple = (),
    line: tuple = (),
    deck_top: tuple = (),
    pile_empty: bool = False,
) -> dict[str, Any]:
    """A consistent mid-game state: ``top`` are the pile's next tiles (last drawn first)."""
    state = GAME.setup(2, 1, {"variant": variant})
    state["pan"] = [p or pan() for p in pans]
    state["hands"] = [sorted(h) for h in hands]
    state["display"] = [{"up": u, "down": d} for u, d in display]
    used = {c for p in state["pan"] for c, k in p["cells"].items() if k == "L"}
    used |= set(state["hands"][0]) | set(state["hands"][1]) | {t for e in display for t in e if t} | set(top)
    rest = [c for c in CELLS if c not in used]
    if pile_empty:
        state["removed"] = rest  # out of the game, so that conservation still holds
        rest = []
    state["pile"] = rest + list(top)
    state["rainbows"] = RAINBOWS - sum(1 for p in state["pan"] for k in p["cells"].values() if k == "R")
    spirits = spirits_for(variant)
    on_board = {s for p in state["pan"] for s, _ in p["spirits"]}
    if any(p["evil"] for p in state["pan"]):
        on_board.add(EVIL)
    state["line"] = list(line)
    state["deck"] = [s for s in spirits if s not in on_board and s not in line and s not in deck_top] + list(deck_top)
    if variant == "firefly":
        state["fireflies"] = 7 - sum(len(p["fireflies"]) for p in state["pan"])
    state["turn"] = _new_turn(seat)
    state["actor"] = seat
    state["phase"] = "play"
    solstis_conservation(state)
    return state
