"""How Mountain Miners names things in action labels and log lines: cells, collected tiles, the
rows and columns a Lightbulb chooses, the action that takes a tile from the board, and the public
line of a decision that shows nothing yet. Every word is a catalogue message (``mm-*``).
"""

from __future__ import annotations

from rules.base import Action
from rules.mountain_miners import geometry as geo
from rules.mountain_miners.board import facing_icons, facing_positions
from rules.mountain_miners.data import LIGHTBULB_REVEAL_LINES, active_kind, kind_label, kind_name, sections
from rules.mountain_miners.state import MinersState, Tile, tile_at
from rules.text import Msg, msg
from rules.text import seat as at_seat


def line_name(line: str) -> Msg:
    """A line id (``y2``, ``x0``) as players read it: "row 3", "column A"."""
    if line[0] == "y":
        return msg("mm-line-row", row=int(line[1:]) + 1)
    return msg("mm-line-column", column=geo.COLUMN_LETTERS[int(line[1:])])


def tile_words(tile: Tile) -> Msg:
    """Every section of a tile, for a log line: "Onyx (4) / Swap"."""
    return sections([kind_label(k) for k in tile["icons"]])


def cell_label(state: MinersState, index: int) -> Msg:
    """A board cell as an action label names it: "C4 (Onyx)", "C4 (face down)", "C4 (empty)",
    "C4 (split tile)" (the names of several sections would not fit a label in every language;
    the board image shows them)."""
    tile = state["board"][index]
    name = geo.cell_name(index, state["n"])
    if tile is None:
        return msg("mm-cell-empty", cell=name)
    if tile.get("down"):
        return msg("mm-cell-face-down", cell=name)
    if len(set(tile["icons"])) > 1:
        return msg("mm-cell-split", cell=name)
    return msg("mm-cell-tile", cell=name, tile=kind_name(tile["icons"][0]))


def coll_label(ct: Tile) -> Msg:
    """A collected tile as a label names it (a secret one stays "secret tile")."""
    if ct.get("secret"):
        return msg("mm-tile-secret")
    kind = active_kind(ct)
    if kind == "wildcard":
        return msg("mm-tile-wildcard-as", gem=kind_name(ct["as"])) if ct.get("as") else kind_name(kind)
    if kind == "multiplier" and ct.get("as"):
        return msg("mm-tile-multiplier-on", gem=kind_name(ct["as"]))
    if len(set(ct["icons"])) > 1:
        return msg("mm-tile-shard", tile=kind_label(kind))
    return kind_label(kind)


def grab_action(state: MinersState, head: str, index: int, icon: int | None, collect: bool = False) -> Action:
    """The action that takes the tile at ``index`` (section ``icon``, None when unique or blind);
    ``collect``: a Ransack's loot ("Collect …") rather than a grab."""
    n = state["n"]
    tile = tile_at(state, index)
    where = geo.cell_name(index, n)
    if tile.get("down"):
        blind = (
            msg("mm-action-collect-face-down", cell=where) if collect else msg("mm-action-grab-face-down", cell=where)
        )
        return Action(f"{head}:{geo.cell_id(index, n)}", blind)
    if icon is None:
        kinds = sorted({tile["icons"][i] for i in facing_icons(tile, index, n, facing_positions(state, index))})
        what = sections([kind_label(k) for k in kinds])
        action_id = f"{head}:{geo.cell_id(index, n)}"
    else:
        what = kind_label(tile["icons"][icon])
        action_id = f"{head}:{geo.cell_id(index, n)}:{icon}"
    if collect:
        return Action(action_id, msg("mm-action-collect", tile=what, cell=where))
    return Action(action_id, msg("mm-action-grab", tile=what, cell=where))


def taken_words(how: str, seat: int, what: Msg, where: str) -> Msg:
    """The log line of a tile taken from the board: grabbed, by Flashlight, or looted (Ransack)."""
    if how == "grab":
        return msg("mm-event-grabbed", player=at_seat(seat), tile=what, cell=where)
    if how == "flash":
        return msg("mm-event-flashlight", player=at_seat(seat), tile=what, cell=where)
    return msg("mm-event-collected", player=at_seat(seat), tile=what, cell=where)


def choice_words(state: MinersState, seat: int, head: str, arg: str) -> Msg:
    """A public line for a decision that changed nothing visible yet (the first half of a
    two-step action, or a turn ending quietly): which public cell or player was chosen."""
    who = at_seat(seat)

    def cell() -> str:
        return geo.cell_name(geo.parse_cell(arg, state["n"]), state["n"])

    if head == "end":
        return msg("mm-event-ended-turn", player=who)
    if head == "swap":
        return msg("mm-event-chose-swap", player=who, cell=cell())
    if head == "steal":
        return msg("mm-event-chose-victim", player=who, victim=at_seat(int(arg)))
    if head == "light":
        if arg == "study":
            return msg("mm-event-chose-study", player=who)
        return msg("mm-event-chose-reveal", player=who, count=LIGHTBULB_REVEAL_LINES)
    if head == "rotb":
        return msg("mm-event-chose-rotate-tile", player=who, cell=cell())
    if head == "rotg":
        return msg("mm-event-chose-rotate-own", player=who)
    if head == "rum":
        return msg("mm-event-chose-rumble", player=who, cell=cell())
    if head == "flip":
        return msg("mm-event-chose-flip", player=who, cell=cell())
    return msg("mm-event-chose", player=who)
