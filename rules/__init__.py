"""Game engines, registered by key: the one registry of the games.

Each game lives in its own module or package; this registry imports it on first use so a
game with a broken import fails loudly instead of silently vanishing from the bot. The renderer
of a game is found by the same key (``render.renderer``), so a game is registered here only.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from typing import Any

from rules.base import Action, Event, Game, IllegalAction, OptionSpec, Result, Transition

# key -> module that defines a module-level ``GAME`` (a rules.base.Game instance); the module's last
# name is also the name of the game's renderer under render/
GAME_MODULES: dict[str, str] = {
    "mountain-miners": "rules.mountain_miners",
    "solstis": "rules.solstis",
    "nanga-parbat": "rules.nanga_parbat",
    "paper-world": "rules.paper_world",
    "sheherazade": "rules.sheherazade",
}


def available_keys() -> list[str]:
    """Keys of the games whose module exists in this checkout, in menu order."""
    return [key for key, module in GAME_MODULES.items() if importlib.util.find_spec(module) is not None]


@cache
def get_game(key: str) -> Game[Any, Any]:
    """The engine registered under ``key``; KeyError for an unknown key."""
    if key not in GAME_MODULES or importlib.util.find_spec(GAME_MODULES[key]) is None:
        raise KeyError(key)
    game: Game[Any, Any] = importlib.import_module(GAME_MODULES[key]).GAME
    if game.key != key:
        raise RuntimeError(f"{GAME_MODULES[key]} registers {game.key!r}, expected {key!r}")
    return game


def all_games() -> list[Game[Any, Any]]:
    return [get_game(key) for key in available_keys()]


__all__ = [
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "OptionSpec",
    "Result",
    "Transition",
    "all_games",
    "available_keys",
    "get_game",
]
