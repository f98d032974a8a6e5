"""Every command the bot writes is named as the reader's client shows it.

Catalogues name a command backticked as the source writes it (`/game takeback`); the catalogue turns
it into the reader's own names (lang.catalogue.COMMAND_IN_TEXT, register_command). A command written
any other way (``/partie``, a bare ``/game``, a backticked command the tree does not have) would show
one language's name to everyone, or a name no client has. These tests scan every message of every
catalogue, every rules page and the string literals of the code that draws boards and replies.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

from lang.catalogue import _COMMANDS, _OPTIONS, COMMAND_IN_TEXT, LOCALES_DIR, SHIPPED, Speaker

ROOT = Path(__file__).resolve().parent.parent
# A slash then a word, where a word starts (not inside a URL or a fraction such as "1/4").
SLASHED = re.compile(r"(?<![\w/:.])/([\w-]+)")
# Code whose string literals can reach a reader (replies, boards, alt text, lessons).
CODE_DIRS = ("cogs", "render", "services", "rules", "lang")


def english_paths() -> set[tuple[str, ...]]:
    assert _COMMANDS, "the command tree was not registered (tests/conftest.py command_words)"
    return set(_COMMANDS)


@functools.cache
def every_name() -> frozenset[str]:
    """Every word of a command path in every shipped language (English and localized); worked out
    once, as the command tree is registered once for the whole run."""
    names: set[str] = set()
    for path, ids in _COMMANDS.items():
        names.update(path)
        for locale in SHIPPED:
            names.update(Speaker(locale).t(message_id).lower() for message_id in ids)
    return frozenset(names)


def offences(text: str) -> list[str]:
    """What in ``text`` names a command outside the mechanism: a backticked command whose path or
    option the tree does not have, or a slash and a command name anywhere else."""
    paths, names = english_paths(), every_name()
    found: list[str] = []

    def check(match: re.Match[str]) -> str:
        words = match.group(1).split(" ")
        for length in range(min(3, len(words)), 0, -1):
            path = tuple(words[:length])
            if path in paths:
                rest = words[length:]
                if (
                    rest
                    and not rest[0].strip("[]").endswith(":")
                    and any(other[:length] == path and len(other) > length for other in paths)
                ):
                    break  # a group then a word that is none of its subcommands
                for word in rest:
                    option = word.strip("[]")
                    if option.endswith(":") and (path, option[:-1]) not in _OPTIONS:
                        found.append(f"{match.group(0)} (no option {option[:-1]!r})")
                return ""
        found.append(f"{match.group(0)} (no such English command)")
        return ""

    rest = COMMAND_IN_TEXT.sub(check, text)
    found.extend(f"/{word}" for word in SLASHED.findall(rest) if word.lower() in names)
    return found


# /help's entries (``help-play-command = /play game: [bots:] · …``): cogs.game.help_command shows
# each part that starts with a slash through Speaker.command, so such a part is the mechanism's
# form without the code marks; it is checked as if it had them.
HELP_ENTRY = re.compile(r"^(help-[\w-]+-command = )(.*)$")


def as_written(line: str) -> str:
    """A catalogue line as the scan reads it: a /help entry's command parts backticked."""
    entry = HELP_ENTRY.match(line)
    if not entry:
        return line
    parts = [f"`{part}`" if part.startswith("/") else part for part in entry.group(2).split(" · ")]
    return entry.group(1) + " · ".join(parts)


def catalogue_messages() -> list[tuple[str, str]]:
    """(where, text) of every message line of every catalogue file (values, variants, attributes);
    comments are for translators and are skipped."""
    lines = []
    for path in sorted(LOCALES_DIR.glob("*/*.ftl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("#"):
                continue
            lines.append((f"{path.relative_to(ROOT)}:{number}", as_written(line)))
    return lines


def rules_pages() -> list[tuple[str, str]]:
    return [
        (str(path.relative_to(ROOT)), path.read_text(encoding="utf-8"))
        for path in sorted(LOCALES_DIR.glob("*/rules/*.md"))
    ]


# String literals of the code that name a command but no reader sees: an operator's log line and
# error, and the mechanism's own pattern.
NOT_FOR_READERS = {
    ("cogs/admin.py", "backup written by /admin backup: %s"),
    ("services/paces.py", '" (the pace of practice games, /learn)'),
    ("lang/catalogue.py", "`/([^`\\n]+)`"),
}


def code_strings() -> list[tuple[str, str]]:
    """(where, text) of every string literal in the code a reader may see, docstrings left out."""
    found = []
    for folder in CODE_DIRS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = {
                id(node.body[0].value)
                for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and node.body
                and isinstance(node.body[0], ast.Expr)
                and isinstance(node.body[0].value, ast.Constant)
            }
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                    where = str(path.relative_to(ROOT))
                    if (where, node.value) not in NOT_FOR_READERS:
                        found.append((f"{where}:{node.lineno}", node.value))
    return found


def test_the_scan_finds_a_planted_offender() -> None:
    """The scan itself can fail: each way of writing a command outside the mechanism is caught."""
    assert offences("Tapez /partie pour commencer.") == ["/partie"]
    assert offences("Use /game to start.") == ["/game"]
    assert offences("Schreiben Sie `/spiel`.") == ["`/spiel` (no such English command)"]
    assert offences("`/game flyaway`") == ["`/game flyaway` (no such English command)"]
    assert offences("`/play colour:`") == ["`/play colour:` (no option 'colour')"]
    assert offences("`/stats [colour:]`") == ["`/stats [colour:]` (no option 'colour')"]
    assert offences(as_written("help-hand-command = Ma main · /main")) == ["`/main` (no such English command)"]
    assert offences(as_written("help-hand-command = Ma main · /hand")) == []
    assert offences("See https://discord.com/game and 1/4 of a turn.") == []
    assert offences("Use `/game takeback` or `/play game:`.") == []


def test_catalogue_names_commands_through_the_mechanism() -> None:
    bad = {where: found for where, text in catalogue_messages() if (found := offences(text))}
    assert bad == {}


def test_rules_pages_name_commands_through_the_mechanism() -> None:
    bad = {where: found for where, text in rules_pages() if (found := offences(text))}
    assert bad == {}


def test_code_writes_no_command_name_itself() -> None:
    bad = {where: found for where, text in code_strings() if (found := offences(text))}
    assert bad == {}


def test_a_reader_sees_their_own_command_names_where_no_markdown_shows() -> None:
    """An embed footer and a board image show the reader's command name, without code marks."""
    from render import words

    assert (
        Speaker("fr").plain("rules-footer")
        == "Lancez une partie avec /jouer\u202f; l’hôte règle les options à la table."
    )
    assert Speaker("en-US").plain("rules-footer") == "Start a game with /play; the host sets options in the lobby."
    assert Speaker("fr").t("help-play-text").endswith("(voir `/règles`).")
    with words.speaking("fr", ["Ana", "Bo"]):
        assert words.t("solstis-board-your-move", count=3).endswith("dans /coup")
    with words.speaking("en-US", ["Ana", "Bo"]):
        assert words.t("solstis-board-your-move", count=3) == "Your move: 3 choices in /move"
