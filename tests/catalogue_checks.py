"""Reading the message catalogues and the code that names their messages, for the tests of both.

``SOURCE_MESSAGES`` is the source language's catalogue parsed (a parse error or an id defined
twice fails on import, naming the file); ``variables`` lists a message's arguments and plural
selectors; ``code_files`` and ``called_name`` find the calls that name a message in the code.
"""

from __future__ import annotations

import ast as ast_module
from pathlib import Path

from fluent.syntax import FluentParser, ast, visitor

from lang.catalogue import CATALOGUE, SOURCE

ROOT = Path(__file__).resolve().parents[1]
CODE_DIRS = ("rules", "render", "lang", "store", "services", "cogs", "ops")


def called_name(node: ast_module.Call) -> str:
    """The name a call is made by: ``f`` of ``f(...)`` and of ``x.f(...)``, else empty."""
    func = node.func
    if isinstance(func, ast_module.Name):
        return func.id
    return func.attr if isinstance(func, ast_module.Attribute) else ""


def code_files() -> list[Path]:
    files = [ROOT / "bot.py"]
    for folder in CODE_DIRS:
        files.extend(sorted((ROOT / folder).rglob("*.py")))
    return files


def messages(code: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for path, text in CATALOGUE.resources(code):
        resource = FluentParser().parse(text)
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{path}: cannot parse {junk[0].content[:120]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{path}: {entry.id.name} defined twice"
                found[entry.id.name] = entry
    return found


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.plural_selectors: list[ast.SelectExpression] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {v.key.name if isinstance(v.key, ast.Identifier) else None for v in node.variants}
        if keys & {"zero", "one", "two", "few", "many", "other"}:
            self.plural_selectors.append(node)
        self.generic_visit(node)


def variables(message: ast.Message) -> _Variables:
    found = _Variables()
    found.visit(message)
    return found


SOURCE_MESSAGES = messages(SOURCE)
