"""The flow of a Mountain Miners turn, changing the state: a turn starts, decisions that offer no
choice are skipped (:func:`advance`), a tile taken from the board reaches a collection (and a
Wildcard or Multiplier its pile), a waiting Multiplier is joined to a pile of its owner's choice,
an action tile is played and carried out, the turn ends (the game may end, the arrows turn, the
Dark Tunnels look) and the next one starts.

The choices inside an action (:mod:`.subactions`) hand the turn back here when they are done.
"""

from __future__ import annotations

from rules.mountain_miners import geometry as geo
from rules.mountain_miners import scoring
from rules.mountain_miners.board import (
    action_tiles,
    barred,
    board_has_gems,
    face_down,
    facing_icons,
    facing_positions,
    grab_choices,
    keeps_game_going,
    peek_cells,
    playable,
    steal_victims,
    waiting_multipliers,
    window_hangs_on_secret,
)
from rules.mountain_miners.data import (
    BLIND_FORBIDDEN_GRAB_LOST,
    BOMB_REFILL_ROTATES,
    GRABBED_ACTION_SAME_TURN,
    ROTATION_CHANGES_ALL_ARROWS,
    SECRET_WILDCARD_JOINS_BEST_PILE,
    STALL_TURNS_PER_PLAYER,
    UNJOINED_MULTIPLIER_AT_END,
    active_kind,
    gem_piles,
    kind_label,
    kind_name,
    position_name,
)
from rules.mountain_miners.labels import taken_words, tile_words
from rules.mountain_miners.state import Ctx, MinersState, Sub, Tile, current_sub, tile_at
from rules.text import msg
from rules.text import seat as at_seat


def start_turn(state: MinersState, seat: int, cx: Ctx | None = None) -> None:
    """``seat``'s turn begins: one grab, both action windows open."""
    cx = cx or Ctx()
    state["turn"] = {
        "seat": seat,
        "phase": "pre",
        "grabs": 1,
        "grabbed": 0,
        "pre": False,
        "post": False,
        "used": 0,
        "sub": None,
    }
    advance(state, cx)


def advance(state: MinersState, cx: Ctx) -> None:
    """Skip decisions that offer no choice, ending the turn when nothing is left to decide."""
    turn = state["turn"]
    seat = turn["seat"]
    if turn["phase"] == "pre":
        if window_hangs_on_secret(state, seat):
            cx.irreversible = True
        if not playable(state, seat):
            turn["phase"] = "grab"
    if turn["phase"] == "grab" and (turn["grabs"] <= 0 or not grab_choices(state, seat)):
        turn["grabs"] = 0
        turn["phase"] = "post"
    if turn["phase"] == "post":
        if window_hangs_on_secret(state, seat):
            cx.irreversible = True
        if not playable(state, seat):
            turn["phase"] = "end"
    if turn["phase"] == "end":
        end_turn(state, cx)


def end_turn(state: MinersState, cx: Ctx) -> None:
    """The turn ends: the game may be over; else the arrows turn and, with Dark Tunnels, comes the look."""
    turn = state["turn"]
    if turn["grabbed"] == 0:
        state["stall"] += 1
    if _check_over(state, cx):
        return
    _rotate(state, cx)
    if state["options"].get("dark_tunnels"):
        mode = "peek" if turn["used"] == 0 else "reveal"
        cells = peek_cells(state, turn["seat"]) if mode == "peek" else face_down(state)
        if len(cells) > 1:
            turn["phase"] = "info"
            turn["info"] = mode
            return
        if cells:
            look(state, turn["seat"], mode, cells[0], cx)
    next_turn(state, cx)


def _check_over(state: MinersState, cx: Ctx) -> bool:
    """End the game when no gem is left on the board or nobody grabbed for too long; True if it ended."""
    stalled = state["stall"] >= STALL_TURNS_PER_PLAYER * state["players"]
    if board_has_gems(state) and not stalled:
        if not any(t is not None and not t.get("down") and keeps_game_going(t) for t in state["board"]):
            # only a face-down tile keeps the game going: going on tells that one of them holds a gem
            cx.irreversible = True
        return False
    state["over"] = True
    state["turn"]["phase"] = "over"
    state["turn"]["sub"] = None
    _settle_at_end(state, cx)
    result = scoring.final_result(state)
    scores = [msg("mm-player-points", player=at_seat(s), points=result.scores[s]) for s in range(state["players"])]
    cx.say(msg("mm-event-over-stalled", scores=scores) if stalled else msg("mm-event-over-no-gems", scores=scores))
    cx.irreversible = True
    return True


def look(state: MinersState, seat: int, mode: str, index: int, cx: Ctx) -> None:
    """The Dark Tunnels end-of-turn information step (a private look or a public reveal)."""
    tile = tile_at(state, index)
    where = geo.cell_name(index, state["n"])
    cx.irreversible = True
    if mode == "peek":
        state["known"][seat].append(tile["id"])
        cx.hidden.add(seat)
        cx.say(msg("mm-event-peeked", player=at_seat(seat), cell=where), seat)
    else:
        tile.pop("down")
        cx.say(msg("mm-event-revealed", player=at_seat(seat), cell=where, tile=tile_words(tile)), seat)


def next_turn(state: MinersState, cx: Ctx) -> None:
    """The next player's turn (after a Bomb, that player first refills the hole and is skipped)."""
    seat = (state["turn"]["seat"] + 1) % state["players"]
    if state["refill"]:
        filled = 0
        for index in sorted(state["refill"]):
            if not state["deck"]:
                break
            if state["board"][index] is None:
                tile = state["deck"].pop(0)
                if state["options"].get("dark_tunnels"):
                    tile["down"] = True
                state["board"][index] = tile
                filled += 1
        state["refill"] = []
        cx.irreversible = True
        cx.say(msg("mm-event-refill", player=at_seat(seat), count=filled), seat)
        if BOMB_REFILL_ROTATES:
            _rotate(state, cx)
        seat = (seat + 1) % state["players"]
    start_turn(state, seat, cx)


def _rotate(state: MinersState, cx: Ctx) -> None:
    """The arrows turn by their step in their direction, unless locked."""
    if state["locked"]:
        return
    for arrow in state["arrows"]:
        arrow["pos"] = geo.rotate(arrow["pos"], arrow["dir"], arrow["step"])
    if len(state["arrows"]) > 1:
        cx.say(msg("mm-event-arrows-turn", positions=[position_name(a["pos"]) for a in state["arrows"]]))
    else:
        cx.say(msg("mm-event-arrow-turns", position=position_name(state["arrows"][0]["pos"])))


def take_from_board(state: MinersState, seat: int, arg: str, cx: Ctx, how: str) -> None:
    """Move a board tile to ``seat``'s collection: a grab, a Flashlight grab or a Ransack loot.

    A face-down tile is taken blind: if none of its facing sections may be taken, it is turned
    face up and stays (BLIND_FORBIDDEN_GRAB_LOST); with two allowed sections the seat chooses.
    """
    n = state["n"]
    turn = state["turn"]
    parts = arg.split(":")
    index = geo.parse_cell(parts[0], n)
    tile = tile_at(state, index)
    blind = bool(tile.get("down"))
    where = geo.cell_name(index, n)
    if how == "grab":
        turn["grabs"] -= 1
        turn["grabbed"] += 1
        then = "grab" if turn["grabs"] > 0 else "post"
    elif how == "flash":
        then = current_sub(state)["then"]
    else:  # Ransack ends the turn
        turn["grabs"] = 0
        then = "end"
    turn["sub"] = None
    state["stall"] = 0
    icons = facing_icons(tile, index, n, facing_positions(state, index))
    if len(parts) > 1:
        choices = [int(parts[1])]
    else:
        bar = barred(state, seat)
        choices = [i for i in icons if tile["icons"][i] not in bar]
    if blind:
        cx.irreversible = True
        if not choices and not BLIND_FORBIDDEN_GRAB_LOST:
            choices = icons
        if not choices:
            tile.pop("down")
            cx.say(
                msg("mm-event-uncovered-forbidden", player=at_seat(seat), tile=tile_words(tile), cell=where),
                seat,
            )
            turn["phase"] = then
            advance(state, cx)
            return
    state["board"][index] = None
    ct = tile.copy()
    ct.pop("down", None)
    if choices[0]:
        ct["act"] = choices[0]
    state["coll"][seat].append(ct)
    if not GRABBED_ACTION_SAME_TURN:
        turn.setdefault("got", []).append(ct["id"])
    if blind:
        state["fresh"].append(ct["id"])
    if len(set(tile["icons"][i] for i in choices)) > 1:
        cx.say(taken_words(how, seat, tile_words(ct), where), seat)
        turn["sub"] = {"kind": "section", "tile": ct["id"], "choices": choices, "then": then}
        turn["phase"] = "sub"
        return
    cx.say(taken_words(how, seat, kind_label(active_kind(ct)), where), seat)
    after_receive(state, seat, ct, cx, then)


def after_receive(state: MinersState, seat: int, ct: Tile, cx: Ctx, then: str) -> None:
    """Wildcards and Multipliers are assigned to a pile when received (a choice if several).
    Without any pile, a Wildcard waits for the seat's first pile; a Multiplier waits until its
    owner joins it to a pile of their choice (:func:`join_multiplier`)."""
    turn = state["turn"]
    kind = active_kind(ct)
    coll = state["coll"][seat]
    if kind in ("wildcard", "multiplier") and not ct.get("as"):
        piles = gem_piles(coll, besides=ct)
        if len(piles) == 1:
            assign(state, seat, ct, piles[0], cx)
        elif len(piles) > 1:
            turn["sub"] = {"kind": "assign", "what": kind, "tile": ct["id"], "then": then}
            turn["phase"] = "sub"
            return
    attach_waiting(state, seat, cx)
    turn["phase"] = then
    advance(state, cx)


def assign(state: MinersState, seat: int, ct: Tile, gem: str, cx: Ctx) -> None:
    """A Wildcard or Multiplier joins the gem pile ``gem``."""
    ct["as"] = gem
    cx.say(msg("mm-event-joins-pile", player=at_seat(seat), tile=kind_name(active_kind(ct)), gem=kind_name(gem)), seat)


def attach_waiting(state: MinersState, seat: int, cx: Ctx) -> None:
    """A Wildcard still waiting for a pile (a quick-start one had none when it arrived) joins the
    seat's first pile. Secret tiles wait in hand until revealed; a waiting Multiplier waits for
    its owner's choice."""
    coll = state["coll"][seat]
    piles = gem_piles(coll)
    if not piles:
        return
    for ct in coll:
        if active_kind(ct) == "wildcard" and not ct.get("as") and not ct.get("secret"):
            assign(state, seat, ct, piles[0], cx)


def join_multiplier(state: MinersState, seat: int, gem: str, cx: Ctx) -> None:
    """``seat`` joins a waiting Multiplier (an open one before a secret one) to its ``gem`` pile,
    in a decision of its turn the data allows: the pile scores double and, from then on, ``gem``
    is barred to the seat (:func:`.board.barred`). A secret one is shown to everyone as it joins."""
    ct = waiting_multipliers(state["coll"][seat])[0]
    ct["as"] = gem
    if ct.pop("secret", False):
        cx.irreversible = True
        cx.say(msg("mm-event-secret-multiplier-joined", player=at_seat(seat), gem=kind_name(gem)), seat)
    else:
        cx.say(msg("mm-event-multiplier-joined", player=at_seat(seat), gem=kind_name(gem)), seat)
    advance(state, cx)


def _settle_at_end(state: MinersState, cx: Ctx) -> None:
    """The game is over: the secret tiles are shown; a secret Wildcard joins the pile where it
    scores most for its owner (SECRET_WILDCARD_JOINS_BEST_PILE), or the first pile; then a
    Multiplier never joined does what the data says (UNJOINED_MULTIPLIER_AT_END): it scores
    nothing, or joins the best or the first pile. Without a pile, a tile stays idle."""
    revealed = [{ct["id"] for ct in coll if ct.pop("secret", None)} for coll in state["coll"]]
    for seat, coll in enumerate(state["coll"]):
        for ct in coll:
            if active_kind(ct) != "wildcard" or ct.get("as") or ct["id"] not in revealed[seat]:
                continue
            piles = gem_piles(coll, besides=ct)
            if piles:
                best = SECRET_WILDCARD_JOINS_BEST_PILE
                assign(state, seat, ct, _best_pile(state, seat, ct, piles) if best else piles[0], cx)
    for seat, coll in enumerate(state["coll"]):
        for ct in waiting_multipliers(coll):
            piles = gem_piles(coll)
            if UNJOINED_MULTIPLIER_AT_END == "nothing" or not piles:
                cx.say(msg("mm-event-multiplier-unjoined", player=at_seat(seat)), seat)
            elif UNJOINED_MULTIPLIER_AT_END == "best_pile":
                assign(state, seat, ct, _best_pile(state, seat, ct, piles), cx)
            else:
                assign(state, seat, ct, piles[0], cx)


def _best_pile(state: MinersState, seat: int, ct: Tile, piles: list[str]) -> str:
    """The pile (first of equals) where ``ct`` would give ``seat`` the highest final score."""
    scores = []
    for gem in piles:
        ct["as"] = gem
        scores.append(scoring.score_state(state)[0][seat])
    del ct["as"]
    return piles[scores.index(max(scores))]


def play(state: MinersState, seat: int, kind: str, cx: Ctx) -> None:
    """``seat`` plays its action tile of ``kind`` (an open one before a secret one) and carries it out."""
    turn = state["turn"]
    window = turn["phase"]
    ct = action_tiles(state, seat)[kind]
    state["coll"][seat].remove(ct)
    if ct.pop("secret", False):
        cx.irreversible = True
    ct.pop("as", None)
    state["discard"].append(ct)
    turn["used"] += 1
    turn["pre" if window == "pre" else "post"] = True
    cx.say(msg("mm-event-played", player=at_seat(seat), tile=kind_name(kind)), seat)
    perform(state, seat, kind, window, cx)


def perform(state: MinersState, seat: int, kind: str, window: str, cx: Ctx) -> None:
    """Carry out an action (played, or copied by Chameleon) in the pre or post window."""
    turn = state["turn"]
    after = "grab" if window == "pre" else "post"
    if kind == "arrow_lock":
        state["locked"] = not state["locked"]
        cx.say(msg("mm-event-arrows-locked") if state["locked"] else msg("mm-event-arrows-unlocked"))
    elif kind == "double":
        turn["grabs"] += 1
        after = "grab"
    elif kind == "ring":
        for arrow in state["arrows"] if ROTATION_CHANGES_ALL_ARROWS else state["arrows"][:1]:
            arrow["dir"] = -arrow["dir"]
        if state["arrows"][0]["dir"] > 0:
            cx.say(msg("mm-event-rotation-clockwise"))
        else:
            cx.say(msg("mm-event-rotation-anticlockwise"))
    elif kind == "second_arrow" and len(state["arrows"]) > 1:
        state["arrows"].pop()
        cx.say(msg("mm-event-second-arrow-removed"))
    else:
        sub: Sub = {"kind": kind, "then": after, "window": window}
        turn["sub"] = sub
        turn["phase"] = "sub"
        if kind == "steal":
            victims = steal_victims(state, seat)
            if len(victims) == 1:
                sub["victim"] = victims[0]
        return
    turn["phase"] = after
    advance(state, cx)
