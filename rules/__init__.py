"""Game engines, registered by key: the one registry of the games.

Each game lives in its own module or package; this registry imports it on first use so a
game with a broken import fails loudly instead of silently vanishing from the bot. The renderer
of a game is found by the same key (``render.renderer``), so a game is registered here only.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, TypeGuard, get_args, overload

from rules.base import Action, Event, Game, IllegalAction, OptionSpec, Result, State, Transition, View

if TYPE_CHECKING:  # each game's own types, for get_game's overloads (the engines load on first use)
    from rules.mountain_miners.state import MinersState
    from rules.mountain_miners.view import MinersView
    from rules.nanga_parbat.state import NangaParbatState
    from rules.nanga_parbat.view import NangaParbatView
    from rules.paper_world.state import PaperWorldState
    from rules.paper_world.view import PaperWorldView
    from rules.sheherazade.state import SheherazadeState
    from rules.sheherazade.view import SheherazadeView
    from rules.solstis.state import SolstisState
    from rules.solstis.view import SolstisView

# key -> module that defines a module-level ``GAME`` (a rules.base.Game instance); the module's last
# name is also the name of the game's renderer under render/
GAME_MODULES: dict[str, str] = {
    "mountain-miners": "rules.mountain_miners",
    "solstis": "rules.solstis",
    "nanga-parbat": "rules.nanga_parbat",
    "paper-world": "rules.paper_world",
    "sheherazade": "rules.sheherazade",
}


# The keys of GAME_MODULES as a type: a key written out in the code (``get_game("solstis")``) gives
# that game's engine with its own state and view types. tests/test_game_registry.py checks that it
# names exactly the registered games.
GameKey = Literal["mountain-miners", "solstis", "nanga-parbat", "paper-world", "sheherazade"]
GAME_KEYS: tuple[GameKey, ...] = get_args(GameKey)


def is_game_key(key: str) -> TypeGuard[GameKey]:
    """Whether ``key`` (read from a record, typed by a member) is a registered game's key."""
    return key in GAME_KEYS


def available_keys() -> list[str]:
    """Keys of the games whose module exists in this checkout, in menu order."""
    return [key for key, module in GAME_MODULES.items() if importlib.util.find_spec(module) is not None]


@cache
def _engine(key: str) -> Game[Any, Any]:
    """The engine registered under ``key``, imported on first use; KeyError for an unknown key."""
    if key not in GAME_MODULES or importlib.util.find_spec(GAME_MODULES[key]) is None:
        raise KeyError(key)
    game: Game[Any, Any] = importlib.import_module(GAME_MODULES[key]).GAME
    if game.key != key:
        raise RuntimeError(f"{GAME_MODULES[key]} registers {game.key!r}, expected {key!r}")
    return game


# A literal key gives its game's own types; any other str the same engine seen through plain dicts.
# mypy reports each literal overload as overlapping the str one "with incompatible return types":
# Game is invariant, so Game[SolstisState, SolstisView] is not a Game[State, View], although at run
# time they are one object whose states and views are dicts. A call picks the first overload that
# fits, so a literal key always gets its own types: the ignores below are for that report only.
@overload
def get_game(key: Literal["mountain-miners"]) -> Game[MinersState, MinersView]: ...  # type: ignore[overload-overlap]
@overload
def get_game(key: Literal["solstis"]) -> Game[SolstisState, SolstisView]: ...  # type: ignore[overload-overlap]
@overload
def get_game(key: Literal["nanga-parbat"]) -> Game[NangaParbatState, NangaParbatView]: ...  # type: ignore[overload-overlap]
@overload
def get_game(key: Literal["paper-world"]) -> Game[PaperWorldState, PaperWorldView]: ...  # type: ignore[overload-overlap]
@overload
def get_game(key: Literal["sheherazade"]) -> Game[SheherazadeState, SheherazadeView]: ...  # type: ignore[overload-overlap]
@overload
def get_game(key: str) -> Game[State, View]: ...
def get_game(key: str) -> Game[Any, Any]:
    """The engine registered under ``key``; KeyError for an unknown key.

    A key known only at run time (a game's record, a member's choice) gives the engine seen through
    plain JSON dicts, which every state and view is at run time; a literal key gives it with that
    game's own ``TypedDict`` state and view (``rules/<game>/state.py``, ``view.py``).
    """
    return _engine(key)


def all_games() -> list[Game[State, View]]:
    return [get_game(key) for key in available_keys()]


__all__ = [
    "GAME_KEYS",
    "Action",
    "Event",
    "Game",
    "GameKey",
    "IllegalAction",
    "OptionSpec",
    "Result",
    "Transition",
    "all_games",
    "available_keys",
    "get_game",
    "is_game_key",
]
