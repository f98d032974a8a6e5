"""Imports go one way: rules <- render, lang <- store <- services <- cogs <- bot.

Each package may import only its own modules and the layers below it (``data`` and ``config`` are
read by the layers that own them: ``data`` by rules and render, ``config`` by bot and ops only). The
test reads every module's imports from its syntax tree, so an arrow that runs back up the layers
fails here with its file and line. Import circles fail too, each listed module by module: for
them a package's ``__init__`` is a module like any other (``from pkg import mod`` imports
``pkg.mod`` and runs ``pkg/__init__.py``), and a circle through a package is a circle. In
tests/, no test file imports another (shared code lives in the helper modules).
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


def module_names(root: Path, paths: list[Path]) -> dict[str, Path]:
    """Dotted module name -> file; a package is named by its ``__init__.py``."""
    names = {}
    for path in paths:
        relative = path.relative_to(root).with_suffix("")
        parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
        names[".".join(parts)] = path
    return names


def _ancestors(name: str) -> list[str]:
    """The packages above a dotted name, outermost first: ``a.b.c`` -> ``a``, ``a.b``."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def imported_project_modules(name: str, path: Path, names: dict[str, Path]) -> set[str]:
    """The project modules that importing ``name`` runs, as Python runs them.

    ``import a.b.c`` and ``from a.b.c import x`` run ``a.b.c`` and every package above it;
    ``from a.b import c`` runs ``a.b.c`` when that is a module (and ``a.b``'s ``__init__`` with it),
    else it reads the name ``c`` from ``a.b``'s ``__init__``. A module's own enclosing packages are
    left out of what it runs only where it merely passes through them on the way to a sibling:
    Python starts a package's ``__init__`` before any module inside it, so that ``__init__`` is
    already under way. Reading a name from one's own package's ``__init__`` does count.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = set(_ancestors(name)) | ({name} if path.name == "__init__.py" else set())
    targets: set[str] = set()

    def runs(module: str) -> None:
        for started in [*_ancestors(module), module]:
            if started in names and started not in own:
                targets.add(started)

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                runs(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from the importer's package, one level up per extra dot
                package = name if path.name == "__init__.py" else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{node.module}" if node.module else package
            else:
                base = node.module or ""
            runs(base)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                if submodule in names:
                    runs(submodule)
                elif base in names:
                    targets.add(base)  # a name defined by the package's __init__ (even one's own)
    targets.discard(name)
    return targets


def import_graph(root: Path, paths: list[Path]) -> dict[str, set[str]]:
    names = module_names(root, paths)
    return {name: imported_project_modules(name, path, names) for name, path in names.items()}


def import_circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle, as module -> ... -> the same module: for each module on a circle, the
    shortest circle through it (duplicates, the same circle from another start, left out). None is
    excused, whether it runs through a package's ``__init__`` or not."""
    circles: list[list[str]] = []
    seen: set[tuple[str, ...]] = set()
    for start in sorted(edges):
        # Breadth-first from start's imports back to start: the shortest circle through it.
        previous: dict[str, str] = {}
        frontier = [start]
        found = False
        while frontier and not found:
            following = []
            for node in frontier:
                for target in sorted(edges.get(node, ())):
                    if target == start:
                        previous[start] = node
                        found = True
                        break
                    if target not in previous:
                        previous[target] = node
                        following.append(target)
                if found:
                    break
            frontier = following
        if not found:
            continue
        path = [start]
        node = previous[start]
        while node != start:
            path.append(node)
            node = previous[node]
        path.reverse()
        circle = [start, *path]  # start -> ... -> start
        members = circle[:-1]
        turn = members.index(min(members))
        key = tuple(members[turn:] + members[:turn])
        if key not in seen:
            seen.add(key)
            circles.append(circle)
    return circles


def test_no_import_circle_between_modules():
    circles = import_circles(import_graph(ROOT, modules()))
    assert not circles, f"{len(circles)} import circle(s):\n" + "\n".join(" -> ".join(c) for c in circles)


def _write(root: Path, files: dict[str, str]) -> list[Path]:
    paths = []
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def test_the_circle_check_sees_circles_through_a_package(tmp_path: Path):
    """The checker itself, on a small tree: an engine whose helper imports it back (the helper
    named by ``from game import helper``, the engine imported only under TYPE_CHECKING) is a
    circle, and so is a package ``__init__`` importing a module that reads a name from it. The
    same tree with the helper importing a third module instead, and no such reader, has none."""
    circular = {
        "game/__init__.py": "from game.engine import GAME\nfrom game import words\n",
        "game/engine.py": "from game import helper\nGAME = 1\n",
        "game/helper.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.engine import GAME\n",
        "game/words.py": "from game import GAME\n",
        "other/__init__.py": "",
        "other/user.py": "from game import words\n",
    }
    edges = import_graph(tmp_path / "circular", _write(tmp_path / "circular", circular))
    assert edges["game.engine"] == {"game.helper"}  # a module, not the package it is named through
    assert edges["other.user"] == {"game", "game.words"}  # the package's __init__ runs too
    assert [" -> ".join(c) for c in import_circles(edges)] == [
        "game -> game.words -> game",
        "game.engine -> game.helper -> game.engine",
    ]

    clean = {
        "game/__init__.py": "from game.engine import GAME\n",
        "game/engine.py": "from game import helper\nGAME = 1\n",
        "game/helper.py": "from game.words import TEXT\n",
        "game/words.py": "TEXT = 1\n",
    }
    assert import_circles(import_graph(tmp_path / "clean", _write(tmp_path / "clean", clean))) == []


# ---------------------------------------------------------------- the tests' own modules
# A test file is run by pytest, never imported: what several test files share lives in a helper
# module of tests/ whose name does not start with ``test_`` (e2e_helpers, engine_checks,
# game_checks, ...). Importing a test file would run its module-level set-up a second time and tie
# one file's tests to another's internals.
def imports_of_test_files(root: Path) -> list[str]:
    """Where a module under ``root``'s tests/ imports a ``tests/test_*`` module (any form:
    ``import tests.test_x``, ``from tests.test_x import y``, ``from tests import test_x``, inside
    functions too)."""
    found = []
    for path in sorted((root / "tests").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                continue
            for name in names:
                parts = name.split(".")
                if len(parts) >= 2 and parts[0] == "tests" and parts[1].startswith("test_"):
                    found.append(f"{path.relative_to(root)}:{node.lineno} imports {'.'.join(parts[:2])}")
                    break
    return found


def test_no_test_file_imports_another():
    """Shared test code lives in the helper modules of tests/, never in a test file."""
    found = imports_of_test_files(ROOT)
    assert not found, f"{len(found)} import(s) of a test file:\n" + "\n".join(found)


def test_the_test_import_rule_finds_every_form(tmp_path: Path):
    """The rule above, run over a made-up tree: each way of importing a test file is found; helper
    modules, ``tests`` itself and a module merely named like a test elsewhere are not."""
    _write(
        tmp_path,
        {
            "tests/__init__.py": "",
            "tests/game_checks.py": "from tests.engine_checks import play_checked\n",
            "tests/test_fine.py": "import tests\nfrom tests import game_checks\nfrom rules import test_data\n",
            "tests/test_from.py": "from tests.test_fine import thing\n",
            "tests/test_plain.py": "import os\nimport tests.test_fine as fine\n",
            "tests/test_named.py": "def later():\n    from tests import test_fine\n",
            "tests/helper.py": "from tests.test_fine.sub import x\n",
        },
    )
    assert imports_of_test_files(tmp_path) == [
        "tests/helper.py:1 imports tests.test_fine",
        "tests/test_from.py:1 imports tests.test_fine",
        "tests/test_named.py:2 imports tests.test_fine",
        "tests/test_plain.py:2 imports tests.test_fine",
    ]


def test_every_test_file_holds_a_test():
    """A file named ``test_*.py`` is a test file: one without a test is a helper module misnamed."""
    empty = []
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if not any(
            isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_")
            for node in tree.body
        ):
            empty.append(path.name)
    assert not empty, empty
