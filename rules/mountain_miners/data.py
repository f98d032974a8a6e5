"""Mountain Miners' components and rule constants (``data/mountain_miners.json``), and the vocabulary
of tiles every part of the engine shares: what a kind is called, which section of a tile shows.

Every entry under the data file's ``assumptions`` is a spec ASSUMPTION kept as data so that it can be
corrected without a code change.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, TypedDict, cast

from rules.mountain_miners.state import Tile
from rules.text import Msg, msg


class GemSpec(TypedDict):
    name: str
    value: int
    set: str


class ActionSpec(TypedDict):
    name: str
    short: str
    code: str
    set: str
    text: str


KEY = "mountain-miners"  # the game's key in the registry (rules.GAME_MODULES), named in every view

DATA_PATH = Path(__file__).resolve().parents[2] / "data" / "mountain_miners.json"
DATA: dict[str, Any] = json.loads(DATA_PATH.read_text())

GEMS = cast(dict[str, GemSpec], DATA["gems"])
GEM_ORDER: list[str] = list(GEMS)
GEM_VALUES: dict[str, int] = {g: spec["value"] for g, spec in GEMS.items()}
SPECIALS = cast(dict[str, dict[str, Any]], DATA["specials"])  # each special has its own fields
ACTIONS = cast(dict[str, ActionSpec], DATA["actions"])
SETS = cast(dict[str, dict[str, int]], DATA["sets"])
POSITIONS: list[str] = DATA["geometry"]["positions"]
DEFAULT_SIZE: int = DATA["geometry"]["default_size"]
SMALL_SIZE: int = DATA["geometry"]["small_size"]
LARGE_SIZE: int = DATA["geometry"]["large_size"]
DEFAULT_STEP: int = DATA["geometry"]["default_step"]
DEFAULT_DIR: int = DATA["geometry"]["default_dir"]
STEP_NAMES: dict[int, str] = {int(k): v for k, v in DATA["geometry"]["rotation_steps"].items()}
SHARD_LAYOUTS: dict[int, list[int]] = {int(k): v for k, v in DATA["shards"]["layouts"].items()}
SHARD_MIN: int = DATA["shards"]["min_icons"]
SHARD_MAX: int = DATA["shards"]["max_icons"]
QUADRANTS: list[str] = DATA["shards"]["quadrants"]
TRASH_VALUE: int = SPECIALS["trash"]["value"]
MULTIPLIER_FACTOR: int = SPECIALS["multiplier"]["factor"]

_ASSUME: dict[str, Any] = DATA["assumptions"]
START_POSITIONS: list[int] = _ASSUME["start_positions"]  # random corner (M10)
QUICK_ARROW_POSITIONS: list[int] = _ASSUME["quick_arrow_positions"]
SCORE_COMPARE_ALL: bool = _ASSUME["score_compare_all_players"]  # M2
GRABBED_ACTION_SAME_TURN: bool = _ASSUME["grabbed_action_usable_same_turn"]  # M6
BOMB_REFILL_ROTATES: bool = _ASSUME["bomb_refill_turn_rotates_arrows"]
STEAL_MULTIPLIERS: bool = _ASSUME["steal_multiplier_tiles"]
ROTATION_CHANGES_ALL_ARROWS: bool = _ASSUME["ring_and_step_affect_all_arrows"]
BLIND_FORBIDDEN_GRAB_LOST: bool = _ASSUME["blind_grab_of_forbidden_tile_is_lost"]
STALL_TURNS_PER_PLAYER: int = _ASSUME["stall_turns_per_player"]
LIGHTBULB_REVEAL_LINES: int = _ASSUME["lightbulb_reveal_lines"]
SHARED_WIN_ON_TIE: bool = _ASSUME["shared_win_on_tie"]  # M3; False: fewer collected tiles breaks a tie
BOMBED_TILES_LEAVE: bool = _ASSUME["bombed_tiles_leave_game"]  # False: they go under the deck
SECRET_WILDCARD_JOINS_BEST_PILE: bool = _ASSUME["secret_wildcard_joins_best_pile"]  # False: the first pile
# The decisions of its owner's turn in which a Multiplier without a pile may be joined to one.
MULTIPLIER_JOIN_PHASES: frozenset[str] = frozenset(_ASSUME["multiplier_join_phases"])
# What a Multiplier never joined does at the end: "nothing", "best_pile" or "first_pile".
UNJOINED_MULTIPLIER_AT_END: str = _ASSUME["unjoined_multiplier_at_end"]
if MULTIPLIER_JOIN_PHASES - {"pre", "grab", "post"}:
    raise ValueError(f"multiplier_join_phases: {sorted(MULTIPLIER_JOIN_PHASES)}")
if UNJOINED_MULTIPLIER_AT_END not in ("nothing", "best_pile", "first_pile"):
    raise ValueError(f"unjoined_multiplier_at_end: {UNJOINED_MULTIPLIER_AT_END!r}")

EXPANSIONS = ("dark_tunnels", "gemshards", "golden_actions")
# The gemstones: tiles whose sections keep the game going (spec M4). Regular gems, the Wildcard and
# the specials the data marks as gemstones (Trash, Multiplier).
GEMSTONES = frozenset(GEMS) | {"wildcard"} | {kind for kind, spec in SPECIALS.items() if spec.get("gemstone")}
# A board whose only gemstones are Multipliers ends, unless the data says otherwise (ASSUMPTION).
LONE_MULTIPLIER_KEEPS_GAME_GOING: bool = _ASSUME["lone_multiplier_keeps_game_going"]


def kind_name(kind: str) -> Msg:
    """The name of a tile kind ("Onyx", "Trash", "Arrow Move"), from the catalogue (``mm-kind-…``)."""
    return msg(f"mm-kind-{kind.replace('_', '-')}")


def kind_label(kind: str) -> Msg:
    """A kind with its points where it has some: "Onyx (4)", "Trash (-2)", "Swap"."""
    if kind in GEMS:
        return msg("mm-kind-with-value", kind=kind_name(kind), value=GEMS[kind]["value"])
    if kind == "trash":
        return msg("mm-kind-with-value", kind=kind_name(kind), value=TRASH_VALUE)
    return kind_name(kind)


def sections(parts: list[Msg]) -> Msg:
    """The sections of a split tile, in order: "Onyx (4) / Swap" (one section: its name alone)."""
    if len(parts) == 1:
        return parts[0]
    return msg("mm-sections", first=parts[0], rest=sections(parts[1:]))


def position_name(p: int) -> Msg:
    """An arrow position (0..7, N clockwise) as players read it: "N", "NE"."""
    return msg(f"mm-position-{POSITIONS[p].lower()}")


def step_name(step: int) -> Msg:
    """A rotation step (eighths of a turn): "an eighth turn", "a quarter turn", "a half turn"."""
    return msg(f"mm-step-{step}")


def is_action(kind: str) -> bool:
    return kind in ACTIONS


def shown_icon(tile: Tile, quadrant: int) -> int:
    """Index into ``tile['icons']`` of the icon in ``quadrant`` (0 N, 1 E, 2 S, 3 W), spec 2.7."""
    layout = SHARD_LAYOUTS[len(tile["icons"])]
    return layout[(quadrant - tile.get("rot", 0)) % 4]


def facing_quadrants(p: int) -> list[int]:
    """Quadrants of a tile that face an arrow at position ``p`` (two for a side position)."""
    if p % 2 == 0:
        return [p // 2]
    return [(p - 1) // 2, ((p + 1) // 2) % 4]


def active_kind(ct: Tile) -> str:
    """The kind a collected tile counts as: its active section."""
    return ct["icons"][ct.get("act", 0)]


def pile_kind(ct: Tile) -> str | None:
    """The regular gem pile a collected tile belongs to (Wildcards by assignment), else None.

    A secret quick-start tile is in its owner's hand, not in a pile, until it is revealed: it never
    shapes what the table can see (assignment choices, barred gems, Artefact targets).
    """
    if ct.get("secret"):
        return None
    kind = active_kind(ct)
    if kind in GEMS:
        return kind
    if kind == "wildcard":
        return ct.get("as")
    return None


def gem_piles(coll: Iterable[Tile], besides: Tile | None = None) -> list[str]:
    """The gem piles a collection has (leaving the tile ``besides`` out), in display order."""
    gems = {gem for ct in coll if ct is not besides and (gem := pile_kind(ct))}
    return sorted(gems, key=GEM_ORDER.index)


@lru_cache(maxsize=16)
def gem_types_of_sets(sets: tuple[str, ...]) -> list[str]:
    """The regular gem types of the given component sets, in display order."""
    return [g for g in GEM_ORDER if any(g in SETS[name] for name in sets)]


def enabled_sets(options: Mapping[str, Any]) -> list[str]:
    """The component sets in play: the base game and the expansions the options switch on."""
    return ["base"] + [name for name in EXPANSIONS if options.get(name)]


def gem_types(options: Mapping[str, Any]) -> list[str]:
    """The regular gem types in play, in display order."""
    return gem_types_of_sets(tuple(enabled_sets(options)))
