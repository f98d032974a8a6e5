"""Build Paper World states from readable card codes ("Y3", "K2s"): for tests and demos.

Card ids are taken from the real deck of the player count, each at most once, so a built state
holds real components (cards not mentioned are simply absent).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rules.paper_world.engine import CODE, GAME, OBJECTIVE_TOKENS, cell_key, deck_for
from rules.paper_world.state import Objective, PaperWorldState


class _Allocator:
    def __init__(self, players: int) -> None:
        self.free = deck_for(players)

    def take(self, code: str) -> int:
        for card in self.free:
            if CODE[card] == code:
                self.free.remove(card)
                return card
        raise ValueError(f"no card {code} left in the deck")

    def many(self, codes: Iterable[str]) -> list[int]:
        return [self.take(code) for code in codes]


def build_state(
    players: int = 2,
    grids: list[Mapping[tuple[int, int], list[str]]] | None = None,
    hands: list[list[str]] | None = None,
    discards: list[list[str]] | None = None,
    piles: list[list[str]] | None = None,
    scissors: tuple[int, tuple[int, int]] | None = None,
    objectives: list[Any] | None = None,
    current: int = 0,
    final_left: int | None = None,
    seed: int = 0,
) -> PaperWorldState:
    """A state at the start of ``current``'s turn. ``grids`` map (x, y) to a stack bottom first;
    ``objectives`` are ids or dicts with "id", "tokens", "taken"."""
    alloc = _Allocator(players)
    state = GAME.setup(players, seed)
    first_cards: list[Mapping[tuple[int, int], list[str]]] = [
        {(0, 0): ["Y1"]},
        {(0, 0): ["B1"]},
        {(0, 0): ["G1"]},
        {(0, 0): ["K1"]},
    ]
    grids = grids or first_cards[:players]
    state["grids"] = [{cell_key(*cell): alloc.many(stack) for cell, stack in grid.items()} for grid in grids]
    state["hands"] = [sorted(alloc.many(h)) for h in (hands or [[] for _ in range(players)])]
    state["discards"] = [alloc.many(d) for d in (discards or [[] for _ in range(players)])]
    state["piles"] = [alloc.many(p) for p in (piles or [["Y2"], ["B2"], ["G2"], ["K2"], ["Y3"]])]
    state["scissors"] = None if scissors is None else [scissors[0], cell_key(*scissors[1])]
    chosen: list[Objective] = []
    for entry in objectives if objectives is not None else [5, 8, 9]:
        if isinstance(entry, int):
            entry = {"id": entry, "tokens": list(OBJECTIVE_TOKENS), "taken": []}
        chosen.append({"id": entry["id"], "tokens": list(entry["tokens"]), "taken": [list(t) for t in entry["taken"]]})
    state["objectives"] = chosen
    state["current"] = state["first"] = current
    state["final_left"] = final_left
    state["triggered_by"] = None if final_left is None else current
    return state
