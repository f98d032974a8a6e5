"""Sheherazade components and constants, loaded from ``data/`` (no game logic here).

Every ASSUMPTION of the spec is a named constant below, read from ``data/sheherazade.json``
(``assumptions``) or from the stand-in Island tile table ``data/sheherazade_island_tiles.json``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from rules.text import Msg, msg

DATA_DIR = Path(__file__).resolve().parents[2] / "data"
DATA: dict[str, Any] = json.loads((DATA_DIR / "sheherazade.json").read_text())
ISLAND_DATA: dict[str, Any] = json.loads((DATA_DIR / "sheherazade_island_tiles.json").read_text())

ROUNDS: int = DATA["rounds"]
STACK_SIZE: dict[int, int] = {int(k): v for k, v in DATA["stack_size"].items()}
STACKS: list[str] = DATA["stacks"]  # "U", "M", "L" (Island rows) and "D" (Dream)
STACK_NAMES: dict[str, str] = DATA["stack_names"]
ROW_OF: dict[str, int] = DATA["rows"]  # Island stack letter -> grid row
ROW_STACK: list[str] = sorted(ROW_OF, key=ROW_OF.__getitem__)  # grid row -> stack letter
ROWS: int = len(ROW_OF)
COLUMNS: int = DATA["columns"]
DREAM_SLOTS: int = DATA["dream_slots"]
TWO_PLAYER_DRAW: int = DATA["two_player_draw"]
CHARACTERS: list[str] = DATA["characters"]
GEMS: list[str] = DATA["gems"]
LAMP_LIMIT: int = DATA["lamp_limit"]
PALM_POINTS: int = DATA["palm_points"]
ROC_EGG_POINTS: int = DATA["roc_egg_points"]
DREAM_KINDS: dict[str, dict[str, Any]] = DATA["dream_kinds"]
DREAM_KIND_ORDER: list[str] = list(DREAM_KINDS)

ASSUMPTIONS: dict[str, Any] = DATA["assumptions"]
SNAKE_ZERO_POINTS: int = ASSUMPTIONS["snake_zero_points"]  # S4: the Snake Dream tile with no snake
FLIPPED_BANDITS_COUNT: bool = ASSUMPTIONS["flipped_bandits_count"]  # S3: bandits under a flipped tile
ROC_COUNTS_TWICE: bool = ASSUMPTIONS["roc_counts_for_dream_and_combo"]  # a Roc scores its Dream tile and a combo
ADJACENCY_OTHER_ROWS: bool = ASSUMPTIONS["adjacency_counts_other_rows"]  # S2: a tile above/below counts as adjacent
FIRST_LOOKOUT_RANDOM: bool = ASSUMPTIONS["first_lookout_random"]  # [SRC] random; False: seat 0 starts
AUTO_PLACE_DREAM: bool = ASSUMPTIONS["auto_place_dream"]  # bot UX: Dream slot order never matters
AUTO_PLACE_SINGLE_SLOT: bool = ASSUMPTIONS["auto_place_single_slot"]  # no decision when one slot is legal

ISLAND_STAND_IN: bool = bool(ISLAND_DATA.get("stand_in"))
ELEMENTS: list[str] = ISLAND_DATA["elements"]
ISLAND_TILES: dict[str, list[str]] = ISLAND_DATA["tiles"]
DREAM_TILES: dict[str, str] = DATA["dream_tiles"]  # id -> kind


def stack_of(tile: str) -> str:
    """The stack (and for Island tiles the row type) a tile belongs to: its id's first letter."""
    return tile[0]


def tiles_of_stack(stack: str) -> list[str]:
    source = DREAM_TILES if stack == "D" else ISLAND_TILES
    return sorted(t for t in source if stack_of(t) == stack)


ALL_TILES: list[str] = sorted(ISLAND_TILES) + sorted(DREAM_TILES)
LAMP_COUNT: dict[str, int] = {t: els.count("lamp") for t, els in ISLAND_TILES.items()}


def key_slug(key: str) -> str:
    """A data key as it appears in a message id: ``gem_column`` -> ``gem-column``."""
    return key.lower().replace("_", "-")


def element_msg(element: str) -> Msg:
    """An element's name (Palm, Roc, ...), from the catalogue."""
    return msg(f"sh-element-{key_slug(element)}")


def dream_msg(kind: str) -> Msg:
    """A Dream tile kind's name (Camel, Column of Gems, ...), from the catalogue."""
    return msg(f"sh-dream-{key_slug(kind)}")


@cache
def tile_msg(tile: str) -> Msg:
    """A tile as a player sees it, by what is drawn on it ("Roc + Emerald"; its row shows in its
    colour and in where it goes), or "Camel (Dream)"; never by its code in the data (U03)."""
    if stack_of(tile) == "D":
        return msg("sh-tile-dream", kind=dream_msg(DREAM_TILES[tile]))
    elements = [element_msg(e) for e in ISLAND_TILES[tile]]
    return msg(f"sh-tile-island-{len(elements)}", **dict(zip(("first", "second", "third"), elements, strict=False)))
