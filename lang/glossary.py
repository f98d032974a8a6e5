"""Each language's glossary: for every game, every component's one name in that language.

``lang/locales/<locale>/glossary.json`` maps a game (its key, ``sheherazade``) to its components,
each by the data files' id (``elements.snake``, ``dream_kinds.lamp``) to an entry: the message that
names it (``message``), the name (``term``), where the name comes from (``source``: one of
:data:`SOURCES`, with a ``note`` saying where for any but ``project``) and, optionally, the words a
translator might reach for that the language must not use for it (``not``). ``GLOSSARY.md`` beside
it is the same table for reading, written by ``python -m lang.glossary``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LOCALES_DIR = Path(__file__).resolve().parent / "locales"

# Where a term comes from: the publisher's edition in that language, a published review of that
# edition quoting it, Board Game Arena's translation, or the project's own choice.
SOURCES = ("official edition", "edition review", "Board Game Arena", "project")


def glossary_path(locale: str) -> Path:
    return LOCALES_DIR / locale / "glossary.json"


def load(locale: str) -> dict[str, dict[str, dict[str, Any]]]:
    """A language's glossary: game key -> component id -> entry."""
    games: dict[str, dict[str, dict[str, Any]]] = json.loads(glossary_path(locale).read_text(encoding="utf-8"))["games"]
    return games


def markdown(locale: str) -> str:
    """The glossary as a page to read: one table per game."""
    lines = [
        f"# Glossary ({locale})",
        "",
        "Written from `glossary.json` by `python -m lang.glossary`; edit that file, not this one.",
        "Each component has one name in every message and rules page of its game; the words under",
        "*not* are never used for it (`tests/test_glossary.py`).",
    ]
    for game, entries in load(locale).items():
        lines += ["", f"## {game}", "", "| component | term | source | not |", "|---|---|---|---|"]
        for component, entry in entries.items():
            source = entry["source"] + (f" ({entry['note']})" if entry.get("note") else "")
            avoided = ", ".join(entry.get("not", []))
            lines.append(f"| `{component}` | {entry['term']} | {source} | {avoided} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    for folder in sorted(LOCALES_DIR.iterdir()):
        if glossary_path(folder.name).is_file():
            (folder / "GLOSSARY.md").write_text(markdown(folder.name), encoding="utf-8")


if __name__ == "__main__":
    main()
