"""French typography in every French message: a no-break space before ":" and a narrow no-break
space before ";", "!" and "?", no-break spaces inside « », never an ordinary space there (where a
line could break and start with the sign); and the drawn text never breaks a line at them."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import ast, visitor

from lang import Speaker
from lang.catalogue import isolate
from render import theme
from rules.text import Seat
from tests.catalogue_checks import messages

ORDINARY_BEFORE = re.compile(r" [:;!?]|« | »")


class _Texts(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.append(node.value)


def texts(message: ast.Message) -> list[str]:
    found = _Texts()
    found.visit(message)
    return found.found


def test_no_ordinary_space_before_french_double_signs_or_inside_guillemets():
    faults = [
        f"{message_id}: {text!r}"
        for message_id, message in messages("fr").items()
        for text in texts(message)
        if ORDINARY_BEFORE.search(text)
    ]
    assert not faults, "\n".join(faults[:20])


def test_the_signs_have_their_french_spaces():
    found = messages("fr")
    said = " ".join(text for message in found.values() for text in texts(message))
    assert said.count("\u00a0:") > 100 and said.count("\u202f?") >= 3  # the rule is in use, not vacuous
    assert said.count("«\u00a0") > 5 and said.count("\u00a0»") > 5


def test_a_line_never_breaks_at_a_no_break_space():
    question = "Voulez-vous vraiment abandonner la partie\u202f? Confirmez\u00a0: oui"
    for width in range(120, 900, 20):
        for line in theme.wrap_text(question, theme.TEXT_BODY, width):
            assert not line.startswith(("?", ":", "\u202f", "\u00a0")), (width, line)


def test_de_is_elided_before_a_name_that_starts_with_a_vowel_or_an_h():
    for name, said in (("Alice", "d’"), ("Émile", "d’"), ("Hugo", "d’"), ("Bob", "de "), ("山田", "de ")):
        speaker = Speaker("fr", [name, "Zoé"])
        text = speaker.t("mm-board-legend-last-turn", player=Seat(0))
        assert text == f"dernier tour {said}{isolate(name)}", text
    # A markdown-escaped name is judged by its first letter, not by the escape.
    speaker = Speaker("fr", ["_Ana"])
    assert "d’" in speaker.t("solstis-board-last-turn", player=Seat(0))


PEOPLE = {"player", "rival", "owner", "member", "learner", "host", "mover", "winner"}


class _DeBeforeName(visitor.Visitor):
    """Patterns where a text ending in "de " comes right before a person's name."""

    def __init__(self) -> None:
        super().__init__()
        self.found = 0

    def visit_Pattern(self, node: ast.Pattern) -> None:
        for before, after in zip(node.elements, node.elements[1:]):
            if (
                isinstance(before, ast.TextElement)
                and re.search(r"\bde $", before.value)
                and isinstance(after, ast.Placeable)
                and isinstance(after.expression, ast.VariableReference)
                and after.expression.id.name in PEOPLE
            ):
                self.found += 1
        self.generic_visit(node)


def test_french_never_writes_de_before_a_players_name_by_hand():
    faults = []
    for message_id, message in messages("fr").items():
        found = _DeBeforeName()
        found.visit(message)
        if found.found:
            faults.append(message_id)
    assert not faults, faults


def test_the_french_rules_pages_follow_the_same_typography():
    pages = sorted((Path(__file__).resolve().parent.parent / "lang" / "locales" / "fr" / "rules").glob("*.md"))
    assert len(pages) == 5
    faults = [
        f"{page.name}: {line[:80]}"
        for page in pages
        for line in page.read_text().splitlines()
        if ORDINARY_BEFORE.search(line)
    ]
    assert not faults, "\n".join(faults[:10])


# The French catalogue addresses the reader with "vous". Pronouns, possessives and imperatives that
# can only be "tu" count anywhere in a text; imperatives of -er verbs read like the third person
# ("{ $player } pose des cartes") or a noun ("Défausse"), so those count only where a clause starts
# with them and goes on, or where a hyphened pronoun follows ("pose-le"). A player's name is a
# placeable, never text, so it is never judged.
TU_WORDS = re.compile(
    r"(?<![\w’'-])(?:(?:tu|toi|ton|ta|tes|te)(?![\w’'])|t[’'](?=\w))"
    r"|(?<![\w’'-])(?:choisis|prends|lis|tiens)(?![\w’'-])",
    re.IGNORECASE,
)
TU_IMPERATIVES = "appuie|pose|garde|termine|essaie|lance|vole|retourne|ramasse|étudie|copie|défausse|laisse|retire"
TU_IMPERATIVE = re.compile(
    rf"(?:^|[.:;!?(…]\s*)(?:{TU_IMPERATIVES})(?=\s)"
    rf"|\b(?:{TU_IMPERATIVES})-(?:le|la|les|en|moi|toi)\b",
    re.IGNORECASE,
)


class _Patterns(visitor.Visitor):
    """Each pattern's text with every placeable as U+FFFC, so a text after a name does not look like
    the start of a clause (a select expression's variants are patterns of their own)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_Pattern(self, node: ast.Pattern) -> None:
        self.found.append("".join(e.value if isinstance(e, ast.TextElement) else "\ufffc" for e in node.elements))
        self.generic_visit(node)


def test_french_addresses_the_reader_with_vous_never_tu():
    faults = []
    for message_id, message in messages("fr").items():
        patterns = _Patterns()
        patterns.visit(message)
        for text in patterns.found:
            found = TU_WORDS.search(text) or TU_IMPERATIVE.search(text.strip())
            if found:
                faults.append(f"{message_id}: {found.group(0)!r} in {text!r}")
    assert not faults, "\n".join(faults)


def test_the_tu_check_sees_tu_and_passes_vous():
    said = {
        "Appuie sur **Lancer**.": True,
        "Prends ton temps.": True,
        "Termine-la avant d’en lancer une autre.": True,
        "\ufffc : pose une tuile.": True,
        "Elle t’attend.": True,
        "Appuyez sur **Lancer**.": False,
        "\ufffc pose des cartes": False,
        "Ce coup termine votre tour.": False,
        "L’hôte lance ou annule.": False,
        "Défausse": False,
    }
    for text, tu in said.items():
        assert bool(TU_WORDS.search(text) or TU_IMPERATIVE.search(text)) is tu, text
