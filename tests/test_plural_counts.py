"""Every message that writes a count says that count: formatted with 0, 2, 5, 21 and 1,000, in every
language, each message whose plural selection writes the number in its other form shows the number
(as the language writes it), 0 aside where a form of its own says it. French and Brazilian
Portuguese put 0 in the "one" category, so a "one" form written as a word ("uma peça", "un coup")
needs a form of its own for 0."""

from __future__ import annotations

import pytest
from fluent.syntax import ast

from lang import Speaker
from lang.catalogue import available
from tests.catalogue_checks import messages, variables

COUNTS = (0, 2, 5, 21, 1000)


def shows(variant: ast.Variant, name: str) -> bool:
    return any(
        isinstance(e, ast.Placeable)
        and isinstance(e.expression, ast.VariableReference)
        and e.expression.id.name == name
        for e in variant.value.elements
    )


def counted(message: ast.Message) -> list[tuple[str, bool]]:
    """The variables ``message`` selects a plural form by and writes as a number in its other form,
    each with whether the selection has a form of its own for 0 (which may say it in words, or
    say nothing)."""
    found = []
    for select in variables(message).plural_selectors:
        if isinstance(select.selector, ast.VariableReference):
            other = next(v for v in select.variants if v.default)
            zero = any(isinstance(v.key, ast.NumberLiteral) and v.key.value == "0" for v in select.variants)
            if shows(other, select.selector.id.name):
                found.append((select.selector.id.name, zero))
    return found


@pytest.mark.parametrize("code", available())
def test_every_count_is_said_with_its_number(code):
    speaker = Speaker(code, ["Ann", "Ben", "Cid", "Dan", "Eve", "Fay"])
    faults, checked = [], 0
    for message_id, message in messages(code).items():
        names = variables(message).names
        for name, zero in counted(message):
            for count in COUNTS[1:] if zero else COUNTS:
                args: dict[str, object] = dict.fromkeys(names, 2)
                args[name] = count
                text = speaker.t(message_id, **args)
                checked += 1
                if speaker.number(count) not in text and str(count) not in text:
                    faults.append(f"{message_id} with {name}={count}: {text[:120]!r}")
    assert checked > (2 if code == "ja" else 300), checked  # Japanese has no plural forms to choose
    assert not faults, "\n".join(faults[:20])
