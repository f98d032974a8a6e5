"""French typography in every French message: a no-break space before ":" and a narrow no-break
space before ";", "!" and "?", no-break spaces inside « », never an ordinary space there (where a
line could break and start with the sign); and the drawn text never breaks a line at them."""

from __future__ import annotations

import re

from fluent.syntax import ast, visitor

from render import theme
from tests.catalogue_checks import messages

ORDINARY_BEFORE = re.compile(r" [:;!?]|« | »")


class _Texts(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802
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
