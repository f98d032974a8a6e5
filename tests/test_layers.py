"""Imports go one way: rules <- render, lang <- store <- services <- cogs <- bot.

Each package may import only its own modules and the layers below it (``data`` and ``config`` are
read by the layers that own them: ``data`` by rules and render, ``config`` by bot and ops only). The
test reads every module's imports from its syntax tree, so an arrow that runs back up the layers
fails here with its file and line, and so does an import circle between two modules of one layer.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Lowest first. A module may import from its own layer and any layer before it.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("rules", "data"),
    ("render", "lang"),
    ("store",),
    ("services",),
    ("cogs", "ops", "config"),
    ("bot",),
)
RANK = {package: rank for rank, packages in enumerate(LAYERS) for package in packages}


def modules() -> list[Path]:
    found = [ROOT / "bot.py", ROOT / "config.py"]
    for package in ("rules", "render", "lang", "store", "services", "cogs", "ops"):
        found.extend(sorted((ROOT / package).rglob("*.py")))
    return found


def top_package(path: Path) -> str:
    relative = path.relative_to(ROOT)
    return relative.parts[0].removesuffix(".py")


def imported_modules(path: Path) -> list[tuple[str, int]]:
    """(module name, line) of every import in the file, including those inside functions and
    TYPE_CHECKING blocks (a type-only import still draws the arrow)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, node.lineno))
    return found


def project_package(module: str) -> str | None:
    head = module.split(".")[0]
    return head if head in RANK else None


def test_every_project_module_is_in_a_layer():
    for path in modules():
        assert top_package(path) in RANK, path


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_run_down_the_layers_only(path: Path):
    own = top_package(path)
    upward = [
        f"{path.relative_to(ROOT)}:{line} imports {module} ({project_package(module)} is above {own})"
        for module, line in imported_modules(path)
        if (package := project_package(module)) is not None and RANK[package] > RANK[own]
    ]
    assert not upward, "\n".join(upward)


# The module that commits the changes of a game in play: only the game flow and its own helpers
# (inside services/) import it, so nothing in Discord's layer can change a game without the flow
# showing what was committed (GameFlow is the one entry point).
IN_PLAY_CHANGES = "services.changes"


def imports_of_changes(root: Path) -> list[str]:
    """Where a module under ``root``'s cogs/, or its bot.py, imports ``IN_PLAY_CHANGES`` (any form:
    ``import``, ``from ... import``, ``from services import changes``; type-only imports included)."""
    paths = [root / "bot.py", *sorted((root / "cogs").rglob("*.py"))]
    found = []
    for path in paths:
        if not path.exists():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                continue
            if any(name == IN_PLAY_CHANGES or name.startswith(IN_PLAY_CHANGES + ".") for name in names):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_no_cog_and_not_bot_py_imports_the_in_play_changes():
    """Every change of a game in play goes through the game flow: no module under cogs/ and not
    bot.py imports services.changes (type-only imports included)."""
    assert imports_of_changes(ROOT) == []


def test_the_changes_rule_finds_a_cog_that_imports_them(tmp_path: Path):
    """The rule above, run over a made-up tree: each way of importing the module is found, in a cog
    and in bot.py; the flow and the other services are not."""
    (tmp_path / "cogs").mkdir()
    (tmp_path / "cogs" / "fine.py").write_text(
        "from services.flow import GameFlow\nfrom services.lobbies import LobbyLimit\nimport services.changelog\n"
    )
    (tmp_path / "cogs" / "direct.py").write_text("from services.changes import Changes\n")
    (tmp_path / "cogs" / "plain.py").write_text("import os\nimport services.changes as c\n")
    (tmp_path / "cogs" / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from services import changes\n"
    )
    (tmp_path / "bot.py").write_text("def later():\n    from services.changes import TIMEOUTS_TO_AUTOPILOT\n")
    assert imports_of_changes(tmp_path) == ["bot.py:2", "cogs/direct.py:1", "cogs/plain.py:2", "cogs/typed.py:3"]


def test_services_read_no_settings_from_the_environment():
    """Services get their settings passed in (``config`` is above them, see LAYERS): no service, no
    rule and no drawing reads the environment. (The store's command-line tools, ``python -m
    store.backup`` and ``store.migrate_to_postgres``, read their own arguments and variables.)"""
    offenders = []
    for path in modules():
        if top_package(path) not in ("rules", "render", "services"):
            continue
        text = path.read_text(encoding="utf-8")
        if "os.environ" in text or "os.getenv" in text:
            offenders.append(str(path.relative_to(ROOT)))
    assert not offenders, offenders


def test_no_import_circle_between_modules():
    names = {}
    for path in modules():
        relative = path.relative_to(ROOT).with_suffix("")
        parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
        names[".".join(parts)] = path
    edges: dict[str, set[str]] = {}
    for name, path in names.items():
        targets = set()
        for module, _ in imported_modules(path):
            # "from a.b import c" may name the module a.b.c or a name in a.b
            for candidate in (module, module.rsplit(".", 1)[0]):
                if candidate in names and candidate != name:
                    targets.add(candidate)
                    break
        edges[name] = targets
    # Depth-first search for a back edge; a package's __init__ re-exporting its own modules is not a circle.
    state: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for target in sorted(edges[node]):
            if state.get(target) == 1:
                circle = stack[stack.index(target) :] + [target]
                if not _is_package_reexport(circle):
                    circles.append(circle)
            elif target not in state:
                visit(target)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    assert not circles, "\n".join(" -> ".join(circle) for circle in circles)


def _is_package_reexport(circle: list[str]) -> bool:
    """A package's ``__init__`` importing its own submodules, one of which imports the package back:
    a circle inside one package through its ``__init__`` (every member is the package or inside it)."""
    package = min(circle, key=len)
    return all(member == package or member.startswith(package + ".") for member in circle)
