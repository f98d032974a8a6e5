"""Mixed-direction text in what the bot sends: a Hebrew or Arabic name never
reorders the sentence around it.

Every seat's name a :class:`lang.Speaker` fills in is isolated (U+2068 FIRST STRONG ISOLATE ...
U+2069 POP DIRECTIONAL ISOLATE, ``lang.isolate``), and so is a name a cog passes as text
(``cogs.ui.plain_name``). Checked on every message that holds a name, in every language, with
names in both scripts; mentions (``<@id>``) stay bare, as Discord parses them; markdown escaping of
names still holds. (Images: ``tests/test_layout_names.py``; end to end: ``tests/test_e2e_names.py``.)
"""

from __future__ import annotations

import ast as ast_module
import re

import pytest

from cogs.ui import clip, plain, plain_name, speaker_for
from lang import PSEUDO, SHIPPED, isolate
from rules.text import Seat, msg, seat
from tests.catalogue_checks import SOURCE_MESSAGES, called_name, code_files, variables
from tests.render_checks import reads_in_order
from tests.speech import FSI, PDI

HEBREW, ARABIC = "דוד כהן", "محمد علي"
NAMES = [HEBREW, ARABIC, "Ann"]
# The catalogue's variables that take a seat's name (a Seat, or a name a cog made inert); a new one
# the code passes a seat to fails test_the_code_passes_seats_only_as_name_variables until listed.
NAME_VARIABLES = frozenset({"player", "players", "rival", "victim", "named", "owner", "winners", "member", "learner"})
LISTS = frozenset({"players", "winners"})  # lists of names, joined as the language writes lists
# Variables that take a member's mention (``<@id>``), which Discord draws as a pill of its own.
MENTION_VARIABLES = frozenset({"member", "members", "host", "granter", "ready", "waiting", "players"})
LANGUAGES = (*SHIPPED, PSEUDO)


def name_messages() -> dict[str, set[str]]:
    """Every source message that holds a name: its id and its name variables."""
    found = {}
    for message_id, message in SOURCE_MESSAGES.items():
        held = variables(message).names & NAME_VARIABLES
        if held:
            found[message_id] = held
    return found


def arguments(message_id: str, held: set[str]) -> dict[str, object]:
    """A Hebrew name and an Arabic one (lists: both) for the name variables, 2 for the others."""
    args: dict[str, object] = dict.fromkeys(variables(SOURCE_MESSAGES[message_id]).names, 2)
    for index, name in enumerate(sorted(held)):
        args[name] = [seat(0), seat(1)] if name in LISTS else seat(index % 2)
    return args


def isolated_everywhere(text: str, name: str) -> bool:
    """``name`` occurs in ``text``, and every time between the isolate marks."""
    return name in text and text.count(name) == text.count(FSI + name + PDI)


def test_every_message_with_a_name_is_found():
    held = name_messages()
    assert len(held) > 200, len(held)  # the games' events and labels, the turn post, the lobby...
    for message_id in ("layout-standing", "turn-final-winners", "turn-intro-seat", "lobby-seat", "stats-title"):
        assert message_id in held, message_id


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("in_markdown", [True, False], ids=["text", "labels"])
def test_every_name_in_every_message_is_isolated_in_every_language(code, in_markdown):
    speaker = speaker_for(code, NAMES, in_markdown=in_markdown)
    for message_id, held in name_messages().items():
        args = arguments(message_id, held)
        text = speaker.t(message_id, **args)
        given = [v for value in args.values() for v in (value if isinstance(value, list) else [value])]
        named = {NAMES[v.seat] for v in given if isinstance(v, Seat)}
        for name in named & {HEBREW, ARABIC}:
            assert isolated_everywhere(text, name), (code, message_id, text)
        assert text.count(FSI) == text.count(PDI), (code, message_id, text)
        for line in text.splitlines():  # the words keep their order around the names
            assert reads_in_order(line), (code, message_id, line)


def test_the_issues_faults_are_gone_in_discord_text():
    speaker = speaker_for("en-US", NAMES)
    standing = speaker.t("layout-standing", place=1, mark="■", player=seat(1), points=24)
    assert standing == f"1st ■ {FSI}{ARABIC}{PDI} **24**" and reads_in_order(standing)
    assert not reads_in_order(standing.replace(FSI, "").replace(PDI, ""))  # "24 محمد علي" without it
    first = speaker.t("turn-decided", player=seat(0))
    assert first.startswith(FSI + HEBREW + PDI) and reads_in_order(first)


def test_a_mention_stays_bare_so_discord_still_parses_it():
    speaker = speaker_for("en-US", NAMES)
    mention = "<@123456789012345678>"
    for message_id, message in SOURCE_MESSAGES.items():
        held = variables(message).names & MENTION_VARIABLES
        if not held:
            continue
        args: dict[str, object] = dict.fromkeys(variables(message).names, 2)
        args.update(
            {name: [mention] if name in {"members", "ready", "waiting", "players"} else mention for name in held}
        )
        text = speaker.t(message_id, **args)
        assert mention in text and FSI + mention not in text, (message_id, text)


def test_a_name_stays_inert_for_markdown_inside_its_isolate():
    speaker = speaker_for("en-US", ["**bold** <@1> 1. x", HEBREW])
    text = speaker.t("turn-decided", player=seat(0))
    assert text.startswith(FSI + plain("**bold** <@1> 1. x") + PDI)
    assert "<@1>" not in text and "\\*\\*bold\\*\\*" in text
    assert plain_name("# big") == FSI + "\\# big" + PDI
    assert plain_name("a\u2069b\u202ec", in_markdown=False) == FSI + "abc" + PDI  # no early close


def test_isolating_twice_changes_nothing_and_a_name_cannot_close_its_isolate():
    once = isolate(HEBREW)
    assert isolate(once) == once == FSI + HEBREW + PDI
    assert isolate(f"x{PDI} y") == f"{FSI}x y{PDI}"  # a stray close mark in a raw name is dropped
    composed = f"{once} (AI)"  # a name inside a label: isolated as a whole, the inner one kept
    assert isolate(composed) == FSI + composed + PDI
    assert isolate(f"{FSI}a{PDI} {FSI}b{PDI}") == f"{FSI}{FSI}a{PDI} {FSI}b{PDI}{PDI}"


def test_a_text_cut_inside_a_name_closes_the_name():
    text = clip("Seats: " + FSI + HEBREW * 5 + PDI + " and more", 20)
    assert len(text) == 20 and text.endswith("…" + PDI) and text.count(FSI) == text.count(PDI)


def test_a_seat_filled_in_a_nested_message_is_isolated_too():
    speaker = speaker_for("fr", NAMES)
    scores = [msg("solstis-event-final-score", player=seat(s), points=10 + s) for s in (0, 1)]
    text = speaker.t("solstis-event-game-over", scores=scores)
    assert isolated_everywhere(text, HEBREW) and isolated_everywhere(text, ARABIC), text


SEAT_CALLS = frozenset({"seat", "Seat", "seat_arg", "at_seat", "seat_of", "player", "plain_name"})


def _is_seat(node: ast_module.AST) -> bool:
    if isinstance(node, (ast_module.List, ast_module.Tuple)):
        return any(_is_seat(item) for item in node.elts)
    if isinstance(node, ast_module.ListComp):
        return _is_seat(node.elt)
    if isinstance(node, ast_module.IfExp):
        return _is_seat(node.body) or _is_seat(node.orelse)
    if isinstance(node, ast_module.Call):
        return called_name(node) in SEAT_CALLS
    return False


def test_the_code_passes_seats_only_as_name_variables():
    """A seat (or a name made inert) given to a message goes in a variable this file checks in
    every language; Seat values are isolated whatever the variable, names as text are not."""
    strays = []
    for path in code_files():
        for node in ast_module.walk(ast_module.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast_module.Call) and any(
                isinstance(n, ast_module.Constant) and isinstance(n.value, str) and re.fullmatch(r"[a-z0-9-]+", n.value)
                for n in node.args[:1]
            ):
                for keyword in node.keywords:
                    if keyword.arg and _is_seat(keyword.value) and keyword.arg not in NAME_VARIABLES:
                        strays.append(f"{path}:{node.lineno} {keyword.arg}")
    assert not strays, strays


def test_a_seat_is_isolated_whatever_its_variable():
    speaker = speaker_for("en-US", NAMES)
    assert isinstance(seat(1), Seat)
    assert speaker.say(msg("rules-refusal-option-value", option="x", value=seat(1))).count(FSI + ARABIC + PDI) == 1
