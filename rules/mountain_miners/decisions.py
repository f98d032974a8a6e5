"""What a Mountain Miners seat may decide now: the list of legal actions the engine offers."""

from __future__ import annotations

from rules.base import Action
from rules.mountain_miners import geometry as geo
from rules.mountain_miners import subactions
from rules.mountain_miners.board import (
    face_down,
    grab_choices,
    join_piles,
    peek_cells,
    playable,
    waiting_multipliers,
)
from rules.mountain_miners.data import QUICK_ARROW_POSITIONS, kind_name, position_name
from rules.mountain_miners.labels import grab_action
from rules.mountain_miners.state import MinersState
from rules.text import msg


def legal_actions(state: MinersState, seat: int) -> list[Action]:
    """The choices of ``seat``, the seat to act: the turn's own decisions (place the quick-start
    arrow; play an action tile, join a waiting Multiplier to a pile, grab, pass the grab or end
    the turn; the Dark Tunnels look), or the choices of the action being resolved
    (:func:`.subactions.choices`)."""
    turn = state["turn"]
    phase = turn["phase"]
    if phase == "arrow_start":
        return [
            Action(f"start:{p}", msg("mm-action-start-arrow", position=position_name(p))) for p in QUICK_ARROW_POSITIONS
        ]
    if phase in ("pre", "grab", "post"):
        actions = [
            Action(f"play:{kind}", msg("mm-action-play", tile=kind_name(kind))) for kind in playable(state, seat)
        ]
        actions += join_actions(state, seat)
        if phase in ("pre", "grab"):
            grabs = [grab_action(state, "grab", index, icon) for index, icon in grab_choices(state, seat)]
            actions += grabs
            if phase == "pre" and not grabs:
                actions.append(Action("nograb", msg("mm-action-no-grab")))
        if phase == "post":
            actions.append(Action("end", msg("mm-action-end-turn")))
        return actions
    if phase == "sub":
        return subactions.choices(state, seat)
    if phase == "info":
        return info_actions(state, seat)
    return []


def join_actions(state: MinersState, seat: int) -> list[Action]:
    """Join a waiting Multiplier to one of the seat's gem piles, one action per pile (the label
    says when it is the secret tile, which joining shows to everyone)."""
    gems = join_piles(state, seat)
    if not gems:
        return []
    secret = bool(waiting_multipliers(state["coll"][seat])[0].get("secret"))
    return [
        Action(
            f"join:{gem}",
            msg("mm-action-join-secret-multiplier", gem=kind_name(gem))
            if secret
            else msg("mm-action-join-multiplier", gem=kind_name(gem)),
        )
        for gem in gems
    ]


def info_actions(state: MinersState, seat: int) -> list[Action]:
    """The Dark Tunnels end-of-turn look: a face-down tile to peek at alone, or one to reveal."""
    n = state["n"]
    if state["turn"]["info"] == "peek":
        return [
            Action(f"peek:{geo.cell_id(i, n)}", msg("mm-action-peek", cell=geo.cell_name(i, n)))
            for i in peek_cells(state, seat)
        ]
    return [
        Action(f"reveal:{geo.cell_id(i, n)}", msg("mm-action-reveal", cell=geo.cell_name(i, n)))
        for i in face_down(state)
    ]
