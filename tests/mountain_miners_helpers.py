"""Shared helpers for the Mountain Miners tests: build a hand-made position."""

from __future__ import annotations

from typing import Any

from lang import Speaker
from rules.mountain_miners import GAME
from rules.mountain_miners.engine import is_action
from rules.mountain_miners.flow import start_turn
from rules.text import Msg
from tests.speech import visible

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


def say(message: Msg | str, locale: str = "en-US") -> str:
    """A message of the engine as a player reads it (seats named ``NAMES``)."""
    return visible(Speaker(locale, NAMES).say(message))


def labels(state: dict[str, Any], seat: int = 0) -> dict[str, str]:
    """Each legal action's id and its label in English."""
    return {a.id: say(a.label) for a in GAME.legal_actions(state, seat)}


def build(
    players: int = 2,
    board: dict[tuple[int, int], Any] | None = None,
    coll: dict[int, list[Any]] | None = None,
    arrow: int = 0,
    seat: int = 0,
    n: int = 6,
    options: dict[str, Any] | None = None,
    full: str | None = None,
    down: set[tuple[int, int]] | str = frozenset(),
    deck: list[Any] | None = None,
) -> dict[str, Any]:
    """A state with the given board ({(x, y): kind or [icons]}), collections and arrow.

    ``full`` fills every cell not given in ``board`` with that kind; ``down`` lists face-down
    cells (or "all"); ``deck`` gives the deck's kinds, top first.
    """
    state = GAME.setup(players, 1, options or {})
    next_id = [1000]

    def tile(kind: Any) -> dict[str, Any]:
        next_id[0] += 1
        icons = kind if isinstance(kind, list) else [kind]
        return {"id": next_id[0], "icons": icons}

    cells: list[Any] = [None] * (n * n)
    for y in range(n):
        for x in range(n):
            kind = (board or {}).get((x, y), full)
            if kind is not None:
                cells[y * n + x] = tile(kind)
                if down == "all" or (x, y) in down:
                    cells[y * n + x]["down"] = True
    state["n"] = n
    state["board"] = cells
    state["deck"] = [tile(kind) for kind in (deck or [])]
    state["known"] = [[] for _ in range(players)]
    state["refill"] = []
    state["coll"] = [[] for _ in range(players)]
    for s, kinds in (coll or {}).items():
        for kind in kinds:
            if isinstance(kind, dict):  # {"icons": [...], "act": i, "as": gem}
                ct = tile(kind["icons"])
                ct.update({k: v for k, v in kind.items() if k != "icons"})
            else:
                ct = tile(kind)
            state["coll"][s].append(ct)
    state["arrows"] = [{"pos": arrow, "dir": 1, "step": 2}]
    state["locked"] = False
    state["discard"] = []
    state["removed"] = []
    state["stall"] = 0
    start_turn(state, seat)
    return state


def ids(state: dict[str, Any], seat: int | None = None) -> list[str]:
    if seat is None:
        seat = state["turn"]["seat"]
    return [a.id for a in GAME.legal_actions(state, seat)]


def play(state: dict[str, Any], *action_ids: str) -> dict[str, Any]:
    for action_id in action_ids:
        seat = next(iter(GAME.to_act(state)))
        state = GAME.apply(state, seat, action_id).state
    return state


def kinds(state: dict[str, Any], seat: int) -> list[str]:
    return sorted(ct["icons"][ct.get("act", 0)] for ct in state["coll"][seat])


def action_count(state: dict[str, Any], seat: int) -> int:
    return sum(1 for ct in state["coll"][seat] if is_action(ct["icons"][ct.get("act", 0)]))
