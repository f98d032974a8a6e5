"""The message catalogues stay complete: every id the code uses exists, none is left unused, and
every language has every message with exactly the source's arguments and its own plural forms.

How the code names a message (so this test can find it): the id is a string literal, the first
argument of ``msg("…")``, ``Msg("…")``, ``t("…")`` or ``.t("…")``. An id built at run time is an
f-string whose literal head names its family (``msg(f"solstis-spirit-{key}")``): every catalogue id
of that family counts as used, and the family must have at least one id (the tests of that code
check that every key it can build exists).
"""

from __future__ import annotations

import ast as ast_module

import discord
import pytest
from babel import Locale
from fluent.syntax import ast

from lang.catalogue import (
    DISCORD_LOCALES,
    LOCALES_DIR,
    PSEUDO,
    SHIPPED,
    SOURCE,
    Speaker,
    available,
    chain,
    locale_folders,
    pseudo_word,
)
from tests.catalogue_checks import ROOT, SOURCE_MESSAGES, called_name, code_files, messages, variables

ID_FUNCTIONS = {"msg", "Msg", "t", "plain"}


def used_ids() -> tuple[dict[str, str], set[str]]:
    """(literal id -> where, families of ids built at run time), read from the syntax trees."""
    literal: dict[str, str] = {}
    families: set[str] = set()
    for path in code_files():
        for node in ast_module.walk(ast_module.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast_module.Call) or not node.args:
                continue
            if called_name(node) not in ID_FUNCTIONS:
                continue
            first = node.args[0]
            if isinstance(first, ast_module.Constant) and isinstance(first.value, str):
                literal.setdefault(first.value, f"{path.relative_to(ROOT)}:{node.lineno}")
            elif isinstance(first, ast_module.JoinedStr) and first.values:
                head = first.values[0]
                if isinstance(head, ast_module.Constant) and isinstance(head.value, str) and head.value:
                    families.add(head.value)
    return literal, families


COUNTS = range(0, 1001)  # the counts a game shows (points, gems, tiles, moves): 0 to 1,000


def plural_forms(code: str) -> set[str]:
    """The plural categories a language uses for the counts the games show (French's "many", for
    a million, never comes up; Polish's "few" would)."""
    rule = Locale.parse(code.replace("-", "_")).plural_form
    return {rule(n) for n in COUNTS} | {"other"}


def test_the_source_catalogue_parses_and_has_messages():
    assert SOURCE_MESSAGES, "lang/locales/en-US has no messages"
    for message_id, message in SOURCE_MESSAGES.items():
        assert message.value is not None, f"{message_id} has no value"


def test_every_id_the_code_uses_exists_in_the_source():
    literal, families = used_ids()
    missing = {i: where for i, where in literal.items() if i not in SOURCE_MESSAGES}
    assert not missing, f"ids used but not in lang/locales/{SOURCE}: {missing}"
    empty = {f for f in families if not any(i.startswith(f) for i in SOURCE_MESSAGES)}
    assert not empty, f"families of ids with no message: {empty}"


def test_no_source_message_is_unused():
    literal, families = used_ids()
    unused = sorted(i for i in SOURCE_MESSAGES if i not in literal and not any(i.startswith(f) for f in families))
    assert not unused, f"messages no code uses: {unused}"


@pytest.mark.parametrize("code", [c for c in available() if c != SOURCE])
def test_a_language_has_every_message_with_the_source_arguments(code: str):
    theirs = messages(code)
    missing = sorted(set(SOURCE_MESSAGES) - set(theirs))
    extra = sorted(set(theirs) - set(SOURCE_MESSAGES))
    assert not missing, f"{code} misses {missing}"
    assert not extra, f"{code} has messages the source does not: {extra}"
    plural_tags = plural_forms(code)
    for message_id, source in SOURCE_MESSAGES.items():
        want, got = variables(source), variables(theirs[message_id])
        assert got.names == want.names, f"{code} {message_id}: arguments {sorted(got.names)} != {sorted(want.names)}"
        for selector in got.plural_selectors:
            keys = {v.key.name for v in selector.variants if isinstance(v.key, ast.Identifier)}
            assert plural_tags <= keys or any(v.default for v in selector.variants), (code, message_id)
            needed = plural_tags - keys - {"other"}
            assert not needed, f"{code} {message_id}: plural forms {sorted(needed)} missing"


def test_every_shipped_language_is_there():
    assert set(SHIPPED) <= set(available()), f"languages not shipped yet: {set(SHIPPED) - set(available())}"


def test_discord_locales_fall_back_along_the_chain():
    assert chain(None) == (SOURCE,)
    assert chain("ko")[-1] == SOURCE
    assert chain("es-419")[:2] == ("es-ES", SOURCE) or "es-ES" not in available()
    assert chain("en-GB") == (SOURCE,)
    assert chain("pt-BR")[0] == "pt-BR" or "pt-BR" not in available()


def test_the_pseudo_locale_is_accented_and_longer_and_keeps_arguments():
    assert pseudo_word("Take turn") == "Ţåķé ţûŕñ~~~~"
    assert len(pseudo_word("x" * 10)) == 14
    pseudo = Speaker(PSEUDO, ["{ $p }", "<@1>"])
    for message_id, source in SOURCE_MESSAGES.items():
        wanted = variables(source).names
        text = pseudo.t(message_id, **{name: 3 for name in wanted})
        assert text and text != message_id, message_id


def test_a_name_is_an_argument_never_read_again():
    from rules.text import msg, seat

    speaker = Speaker(SOURCE, ["{ $x }", "<@1> {p0}"])
    shown = speaker.say(msg("rules-refusal-option-value", option="x", value=seat(1)))
    assert "<@1> {p0}" in shown and "{ $x }" not in shown
    # Each name filled in is isolated for mixed directions (U+2068 ... U+2069), its text untouched.
    assert speaker.say("{p1} took from {p0}") == "\u2068<@1> {p0}\u2069 took from \u2068{ $x }\u2069"


def test_a_locale_folder_is_a_discord_locale():
    # Discord's locale codes (its "Locales" reference), the same list the start-up check reads.
    assert {p.name for p in LOCALES_DIR.iterdir() if p.is_dir()} <= DISCORD_LOCALES


def test_discords_locales_are_the_catalogues():
    assert {locale.value for locale in discord.Locale} == DISCORD_LOCALES


def test_only_folders_named_by_a_discord_locale_with_messages_are_languages(tmp_path):
    for folder in ("en-US", "fr", "fr-old", "it", ".git", "__pycache__"):
        (tmp_path / folder).mkdir()
    for folder in ("en-US", "fr", "fr-old"):
        (tmp_path / folder / "main.ftl").write_text("hello = Hello\n", encoding="utf-8")
    languages, ignored = locale_folders(tmp_path)
    assert languages == ("en-US", "fr")
    assert ignored == {"fr-old": "its name is not a Discord locale code", "it": "it has no .ftl files"}


def test_the_shipped_folders_are_all_languages():
    languages, ignored = locale_folders()
    assert ignored == {} and set(languages) == set(available())


def test_lists_are_joined_in_the_readers_language_the_pseudo_locale_included():
    assert Speaker(SOURCE).join(["a", "b", "c"]) == "a, b, and c"
    pseudo = Speaker(PSEUDO).join(["Ann", "Bob"])
    assert pseudo.startswith("Ann ") and pseudo.endswith(" Bob") and "and" not in pseudo
