"""What an AI seat may believe of a Mountain Miners state: the same state with every part it cannot
see (face-down faces, the deck, others' secret tiles) dealt again at random."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeGuard

from rules.base import clone_state, reseed
from rules.mountain_miners.board import to_act
from rules.mountain_miners.data import is_action
from rules.mountain_miners.decisions import legal_actions
from rules.mountain_miners.state import MinersState, Tile

DEAL_ATTEMPTS = 200  # deals tried until one keeps the deciding seat's legal list


def determinize(state: MinersState, seat: int | None, rng: random.Random) -> MinersState:
    """Resample what ``seat`` cannot see: the faces of the face-down tiles it has not looked
    at (on the board and among bombed tiles out of the game), the deck, and the other
    players' secret quick-start tiles (while the game runs).

    Only faces (``icons``) move between these slots: ids, rotations and face-down flags stay,
    so every seat's record of what it looked at still points at the same places. A secret
    quick-start tile is dealt a face the quick start could have given (an action tile when
    the option deals action tiles), and its active section is chosen as at set-up.
    """
    # The legal list shown to a deciding seat is part of what it knows: which secret tiles it
    # may steal depends on their faces (Trash and Multipliers may not be stolen), so deals
    # that would change that list are drawn again.
    deciding = seat if seat is not None and seat in to_act(state) else None
    shown = [a.id for a in legal_actions(state, deciding)] if deciding is not None else []
    for _ in range(DEAL_ATTEMPTS):
        out = deal_unseen(state, seat, rng)
        if deciding is None or [a.id for a in legal_actions(out, deciding)] == shown:
            break
    return out


def deal_unseen(state: MinersState, seat: int | None, rng: random.Random) -> MinersState:
    """One deal of the faces ``seat`` has not seen over the slots that hide them."""
    out = clone_state(state)
    reseed(out, rng)
    known = set(state["known"][seat]) if seat is not None else set()

    def unseen(tile: Tile | None) -> TypeGuard[Tile]:
        return tile is not None and bool(tile.get("down")) and tile["id"] not in known

    slots = [t for t in out["board"] if unseen(t)] + [t for t in out["removed"] if unseen(t)] + list(out["deck"])
    secrets = (
        []
        if out["over"]
        else [ct for s, coll in enumerate(out["coll"]) if s != seat for ct in coll if ct.get("secret")]
    )
    faces = sorted((list(t["icons"]) for t in slots + secrets), key=lambda icons: (len(icons), icons))
    rng.shuffle(faces)
    for ct in secrets:
        ct["icons"] = quick_start_face(faces, state["options"].get("quick_start"))
        ct.pop("act", None)
        act = next((i for i, k in enumerate(ct["icons"]) if is_action(k)), 0)
        if act:
            ct["act"] = act
    for tile in slots:
        tile["icons"] = faces.pop()
    return out


def quick_start_face(faces: list[list[str]], quick: str | None) -> list[str]:
    """Take from ``faces`` one the quick start could have dealt (set-up's preference order)."""
    tests: list[Callable[[list[str]], bool]] = (
        [lambda icons: True]
        if quick == "any"
        else [
            lambda icons: all(is_action(k) for k in icons),
            lambda icons: any(is_action(k) for k in icons),
            lambda icons: True,
        ]
    )
    for test in tests:
        for i in range(len(faces) - 1, -1, -1):
            if test(faces[i]):
                return faces.pop(i)
    raise AssertionError("no face left for a secret tile")  # pragma: no cover - sizes match
