"""The rules pages as a reader gets them, for the tests of /rules: the data files, a component's
name in a language (the game's own message for it), and the languages that have rules texts of
their own."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from cogs.rules_pages import option_lines, rules_language, rules_path
from lang import PSEUDO, SOURCE, Speaker
from lang.catalogue import available, pseudo_word
from rules import available_keys, get_game
from tests.catalogue_checks import SOURCE_MESSAGES, variables

DATA = Path(__file__).resolve().parent.parent / "data"


def load(name: str) -> Any:
    """The data file ``data/<name>.json``, read."""
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


# Each game's messages (its catalogue), where its components' names are.
PREFIXES = {
    "mountain-miners": "mm-",
    "solstis": "solstis-",
    "nanga-parbat": "np-",
    "sheherazade": "sh-",
    "paper-world": "pw-",
}
# Messages that are not a component's own name even when their English is (short forms, codes, texts).
NOT_A_NAME = ("short", "code", "-text", "board", "action", "event", "refusal", "alt", "option", "variant")


def name_in(language: str, key: str, english: str) -> str:
    """A component's name as ``language`` writes it: the game's message whose English is the data's
    name (a message of its own, without arguments), or the data's name while the catalogue has none."""
    source = Speaker(SOURCE)
    found = sorted(
        (any(word in message_id for word in NOT_A_NAME), message_id)
        for message_id, message in SOURCE_MESSAGES.items()
        if message_id.startswith(PREFIXES[key]) and not variables(message).names and source.t(message_id) == english
    )
    if found:
        return Speaker(language).t(found[0][1]).replace("~", "")
    return pseudo_word(english).replace("~", "") if language == PSEUDO else english


def rules_languages() -> list[str]:
    """The languages with rules texts of their own, and the pseudo-locale (the source's, accented)."""
    return [code for code in available() if all(rules_language(k, code) == code for k in available_keys())] + [PSEUDO]


def statements(key: str, language: str) -> dict[str, str]:
    """Every statement of the game's page in ``language``, by id: the lines of its sections (split
    as ``cogs.rules_pages.sections`` splits them), then one line per lobby option."""
    found: dict[str, str] = {}
    text = rules_path(key, language).read_text(encoding="utf-8")
    blocks = [block for block in re.split(r"^## ", text, flags=re.M) if block.strip()]
    for number, block in enumerate(blocks, 1):
        _, _, body = block.partition("\n")
        for line_number, line in enumerate((line for line in body.splitlines() if line.strip()), 1):
            found[f"{number}.{line_number}"] = line
    for spec, line in zip(get_game(key).OPTIONS, option_lines(key, Speaker(language)), strict=True):
        found[f"options.{spec.key}"] = line
    return found
