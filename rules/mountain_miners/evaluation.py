"""How good a Mountain Miners state is for a seat, to the greedy AI (and the search's default)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.mountain_miners.board import facing_icons, facing_positions, grab_choices, steal_targets, steal_victims
from rules.mountain_miners.data import ACTIONS, GEM_VALUES, GEMS, TRASH_VALUE, active_kind
from rules.mountain_miners.scoring import Tally, score_tallies, tally
from rules.mountain_miners.state import MinersState, current_sub, tile_at

ACTION_TILE_VALUE = 0.5  # greedy AI: worth of an unused action tile
BLIND_TILE_VALUE = 0.8  # greedy AI: expected worth of a tile grabbed blind


def evaluate(state: MinersState, seat: int) -> float:
    """Greedy AI value: score lead over the best opponent, a little for unused action tiles,
    plus a cheap look at the rest of the seat's own turn (the best grab still to come, the best
    arrow position or steal target while such an action is being resolved).

    Only what ``seat`` may know counts: others' secret tiles are left out, and a tile grabbed
    blind by this very move is valued at a flat BLIND_TILE_VALUE instead of its real content.
    """
    fresh = set(state.get("fresh", ()))
    own = [ct for ct in state["coll"][seat] if ct["id"] not in fresh]
    tallies = [tally(own if s == seat else coll, hide_secret=s != seat) for s, coll in enumerate(state["coll"])]
    lead = lead_of(state, tallies, seat)
    held = sum(tallies[seat]["actions"].values())
    value = lead + ACTION_TILE_VALUE * held + BLIND_TILE_VALUE * (len(state["coll"][seat]) - len(own))
    turn = state["turn"]
    if state["over"] or turn["seat"] != seat:
        return value
    phase = turn["phase"]
    if phase in ("pre", "grab") and turn["grabs"] > 0:
        value += min(turn["grabs"], 2) * max(0.0, best_grab_gain(state, seat, tallies, lead))
    elif phase == "sub":
        sub = current_sub(state)
        value += ACTION_TILE_VALUE  # an action being resolved is not a loss in itself
        if sub["kind"] == "arrow_move" and sub["then"] == "grab":
            best = 0.0
            for a in range(len(state["arrows"])):
                for p in range(8):
                    arrows = [x.copy() for x in state["arrows"]]
                    arrows[a]["pos"] = p
                    moved = state.copy()  # shallow: only the arrows differ
                    moved["arrows"] = arrows
                    best = max(best, best_grab_gain(moved, seat, tallies, lead))
            value += best
        elif sub["kind"] == "steal":
            best = 0.0
            for victim in steal_victims(state, seat):
                for ct in steal_targets(state, seat, victim):
                    if ct.get("secret"):
                        continue
                    best = max(best, gain(state, tallies, lead, seat, active_kind(ct), victim))
            value += best
    return value


def lead_of(state: MinersState, tallies: Sequence[Tally], seat: int) -> float:
    """``seat``'s score minus the best other score, by the counted collections."""
    scores = score_tallies(state, tallies)[0]
    return scores[seat] - max(v for i, v in enumerate(scores) if i != seat)


def gain(
    state: MinersState, tallies: Sequence[Tally], lead: float, seat: int, kind: str, victim: int | None = None
) -> float:
    """How much ``seat``'s lead grows by receiving one ``kind`` (taken from ``victim``, if any)."""
    if kind in ACTIONS:
        return ACTION_TILE_VALUE
    if kind == "trash":
        return float(TRASH_VALUE)
    changed: list[Tally] = [{**t, "piles": dict(t["piles"])} for t in tallies]
    mine = changed[seat]["piles"]
    if kind in GEMS:
        mine[kind] = mine.get(kind, 0) + 1
        if victim is not None:
            changed[victim]["piles"][kind] -= 1
    elif kind == "wildcard":
        return max((gain(state, tallies, lead, seat, g) for g in list(mine)), default=0.0)
    elif kind == "multiplier":
        return max([0.0] + [GEM_VALUES[g] * c * 0.5 for g, c in mine.items()])
    return lead_of(state, changed, seat) - lead


def best_grab_gain(state: MinersState, seat: int, tallies: Sequence[Tally], lead: float) -> float:
    """What the best grab ``seat`` may make now would add to its lead (a blind tile at a flat value)."""
    best = None
    seen: dict[str, float] = {}
    for index, icon in grab_choices(state, seat):
        tile = tile_at(state, index)
        if tile.get("down"):
            worth = BLIND_TILE_VALUE
        else:
            i = icon if icon is not None else facing_icons(tile, index, state["n"], facing_positions(state, index))[0]
            kind = tile["icons"][i]
            if kind not in seen:
                seen[kind] = gain(state, tallies, lead, seat, kind)
            worth = seen[kind]
        best = worth if best is None else max(best, worth)
    return best or 0.0
