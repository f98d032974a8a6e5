"""Games are registered once (``rules.GAME_MODULES``): every registered game has an engine (typed by
its key) and a renderer (a ``render.protocol.Renderer``) found by its key, every renderer under
render/ belongs to a registered game, and the registry keeps the layers' direction (rules never
imports render)."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import typing
from pathlib import Path

from PIL import Image

import render
import rules
from render import RENDER_MODULES, renderer, renderer_module_name
from render.protocol import Renderer
from rules import GAME_KEYS, GAME_MODULES, get_game, is_game_key

ROOT = Path(__file__).resolve().parents[1]


def test_every_registered_game_has_an_engine_and_a_renderer():
    assert GAME_MODULES, "no game is registered"
    for key in GAME_MODULES:
        assert get_game(key).key == key
        module = renderer(key)
        assert module.__name__ == renderer_module_name(key) == RENDER_MODULES[key]
    assert set(RENDER_MODULES) == set(GAME_MODULES)


def test_every_registered_game_s_renderer_satisfies_the_renderer_protocol():
    """mypy checks each renderer against ``render.protocol.Renderer`` where ``render.renderer``
    registers it; here each one has every member, with the protocol's parameters, and draws and
    describes a real view (a spectator's and the first seat's) as the protocol says."""
    members = [name for name in vars(Renderer) if not name.startswith("_")]
    assert set(members) == {"MEANINGFUL_COLOUR_PAIRS", "draw", "draw_all", "describe", "own_part"}
    for key in GAME_MODULES:
        module = renderer(key)
        for name in members:
            assert hasattr(module, name), f"{module.__name__} has no {name}"
            wanted = getattr(Renderer, name)
            if inspect.isfunction(wanted):
                got = list(inspect.signature(getattr(module, name)).parameters)
                assert got == list(inspect.signature(wanted).parameters)[1:], (module.__name__, name, got)
        for pair in module.MEANINGFUL_COLOUR_PAIRS:
            label, first, second = pair
            assert isinstance(label, str) and len(first) == len(second) == 3, (module.__name__, pair)
        game = get_game(key)
        state = game.setup(game.min_players, 7)
        names = [f"Player {seat + 1}" for seat in range(game.min_players)]
        for seat in (None, 0):
            view = game.view(state, seat)
            images = module.draw_all(view, names)
            assert 1 <= len(images) <= render.MAX_IMAGES_PER_POST
            assert all(isinstance(image, Image.Image) for image in images)
            first = module.draw(view, names)
            assert isinstance(first, Image.Image) and first.size == images[0].size, key
            assert isinstance(module.describe(view, names), str)
            part = module.own_part(view, names)
            assert part is None if seat is None else (part is None or all(isinstance(i, Image.Image) for i in part))


def test_the_game_key_type_names_exactly_the_registered_games():
    assert set(GAME_KEYS) == set(GAME_MODULES)
    assert all(is_game_key(key) for key in GAME_MODULES)
    assert not is_game_key("no-such-game")


def test_get_game_of_a_literal_key_is_typed_as_that_game_s_engine():
    """Each literal-key overload of ``get_game`` names the state and view types its engine's class
    derives ``Game`` with (``class Solstis(Game[SolstisState, SolstisView])``), one per game, and a
    str fallback for keys known only at run time."""
    typed: dict[str, str] = {}
    for signature in typing.get_overloads(get_game):
        annotations = signature.__annotations__  # strings: the module postpones its annotations
        key = annotations["key"]
        if key == "str":
            assert annotations["return"] == "Game[State, View]"
            continue
        literal = ast.literal_eval(key.removeprefix("Literal[").removesuffix("]"))
        typed[literal] = annotations["return"]
    assert set(typed) == set(GAME_MODULES)
    for key, annotation in typed.items():
        (base,) = [b for b in type(get_game(key)).__orig_bases__ if typing.get_origin(b) is rules.Game]
        state, view = typing.get_args(base)
        assert annotation == f"Game[{state.__name__}, {view.__name__}]", key


def test_every_renderer_belongs_to_a_registered_game():
    """A module of render/ with a ``draw`` function is a game's renderer: a game drawn but not
    registered (or registered under another name) would never be shown."""
    drawers = set()
    for info in pkgutil.iter_modules(render.__path__, "render."):
        module = importlib.import_module(info.name)
        if callable(getattr(module, "draw", None)):
            drawers.add(info.name)
    assert drawers == set(RENDER_MODULES.values())


def test_an_unknown_key_has_neither_engine_nor_renderer():
    for lookup in (get_game, renderer, renderer_module_name):
        try:
            lookup("no-such-game")
        except KeyError:
            continue
        raise AssertionError(f"{lookup.__name__} accepted an unknown key")


def test_rules_never_import_render():
    """The registry lives in rules/ so that render can look games up and rules stay below render."""
    offenders = []
    for path in sorted(Path(rules.__file__).parent.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                if name == "render" or name.startswith("render."):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {name}")
    assert offenders == []
