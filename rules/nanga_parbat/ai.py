"""A fast static evaluation of a Nanga Parbat state, used by the greedy AI's one-step look-ahead.

Score lead, plus what each player's pieces promise: for each chart row, the best free spot
weighted by how far the player is towards its requirement (largest hiker group, best "same"
set, best "different" set), unused activations, area majorities in the variant, and the red
panda waiting for whoever traps next. A claim in progress counts its points and its payment,
so the greedy player only starts claims worth more than the progress they use up.
"""

from __future__ import annotations

from typing import cast

from rules.nanga_parbat import board as B
from rules.nanga_parbat.state import ClaimPending, NangaParbatState

ROW_SHARE = 0.6  # how much of a spot's VP a fully met requirement is worth before claiming it
READY_VALUE = 0.3  # an activation still in hand
AREA_SHARE = 0.6
PANDA_THREAT = 0.8
CUBE_VALUE = 3.0  # a chart cube still in hand, while many hikers remain to be placed
HIKER, CAMP = B.HIKER, B.CAMP


def _progress(state: NangaParbatState, seat: int, pay: dict[str, int]) -> list[int]:
    """How far ``seat`` could go in each chart row, less what a claim in progress still costs."""
    capacity = B.claim_capacity(state, seat)
    return [max(have - pay.get(key, 0), 0) for have, key in zip(capacity, B.CHART_ROW_KEYS)]


def _potential(state: NangaParbatState, seat: int, pay: dict[str, int], cubes: int) -> float:
    value = 0.0
    board = state["boards"][seat]
    for kind in B.ACTIVATED:
        value += board[kind][0] * READY_VALUE
    if cubes > 0:
        rows = []
        for row, have in enumerate(_progress(state, seat, pay)):
            best = 0.0
            for col, owner in enumerate(state["chart"][row]):
                if owner is None:
                    need = B.CHART_REQ[col]
                    share = min(have, need) / need
                    best = max(best, B.CHART_VP[row][col] * share * share)
            rows.append(best)
        rows.sort(reverse=True)
        value += ROW_SHARE * sum(rows[:cubes])
        value += CUBE_VALUE * cubes * min(1.0, state["stock"][seat] / B.HIKERS * 2)
    if state["options"].get("area_scoring"):
        mountain = state["mountain"]
        for cells in B.REGION_CELLS:
            mine = sum(1 for i in cells if mountain[i] in (HIKER[seat], CAMP[seat]))
            free = sum(1 for i in cells if mountain[i] in B.KIND_COUNT)
            value += AREA_SHARE * B.AREA_POINTS.get(mine, 0)
            if mine == 3 and free:
                value += AREA_SHARE * 0.5
    return value


def evaluate(state: NangaParbatState, seat: int) -> float:
    score: list[int] = state["score"]
    opp = 1 - seat
    lead = score[seat] - score[opp]
    if state["over"]:
        return lead + (1000 if lead > 0 else -1000 if lead < 0 else 0)
    value = float(lead)
    turn = state["turn"]
    for who, sign in ((seat, 1), (opp, -1)):
        pay: dict[str, int] = {}
        cubes = state["cubes"][who]
        pending = cast(ClaimPending, state["pending"])  # read only in the pick phase, which pays for a claim
        if state["phase"] == "pick" and who == turn:
            row_key = B.CHART_ROW_KEYS[pending["row"]]
            pay[row_key] = pending["need"] - len(pending["picked"])
            cubes -= 1
            value += sign * B.CHART_VP[pending["row"]][pending["col"]]
        value += sign * _potential(state, who, pay, cubes)
    if state["phase"] == "trap" and state["guide"] is not None:
        mountain = state["mountain"]
        if score[turn] <= score[1 - turn] and any(mountain[i] == B.PANDA for i in B.REGION_CELLS[state["guide"] - 1]):
            value += PANDA_THREAT * (1 if turn == seat else -1)
    return value
