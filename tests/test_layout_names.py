"""Mixed-direction text: a Hebrew or Arabic name is laid out as a run of its own,
so the words around it keep their order; checked on the strings of the issue and on every drawn
string that holds a name, in every game, with names in both scripts."""

from __future__ import annotations

import pytest

from render import fonts, theme
from render.theme import typeset
from tests.board_samples import GAMES, boards_of, long_name
from tests.render_checks import reads_in_order

HEBREW, ARABIC = "דוד", "محمد"


@pytest.mark.parametrize(
    "sentence,first_word",
    [
        ("{} to act", None),
        ("4. {}  24", "4."),
        ("{}'s last turn", None),
        ("Game over: {} wins", "Game"),
    ],
)
@pytest.mark.parametrize("name", [HEBREW, ARABIC])
def test_the_issues_sentences_keep_their_order_around_a_right_to_left_name(sentence, first_word, name):
    content = sentence.format(theme.isolate(name))
    assert reads_in_order(content)
    runs = fonts.directed_runs(content)
    name_runs = [run for run in runs if run.text.strip() == name]
    assert len(name_runs) == 1 and name_runs[0].rtl  # the name is one right-to-left run, shaped as such
    if first_word:
        assert runs[0].text.startswith(first_word)  # the sentence still starts at the left


def test_without_isolation_the_old_fault_comes_back():
    # Why names are isolated: left alone, a Hebrew name at the start turns the sentence around
    # (the issue saw "דודto act").  # noqa: RUF003 - a Hebrew name, quoted
    assert fonts.directed_runs("דוד to act")[0].text == "to act"


def test_a_name_is_laid_out_with_raqm_when_it_is_there():
    pieces, _ = typeset._layout(theme.isolate(HEBREW) + " to act", 26, False)
    assert pieces[0].text == HEBREW and pieces[0].rtl == fonts.RAQM


@pytest.fixture(scope="module", params=GAMES)
def boards(request):
    return boards_of(request.param)


def test_every_drawn_string_holding_a_name_reads_in_order(boards):
    """The boards are drawn with Hebrew and Arabic names (tests/board_samples.py): every text
    that holds (part of) a name has the name isolated and reads in sentence order."""
    fragments = [long_name(script)[:4] for script in ("hebrew", "arabic", "latin", "cjk", "greek", "cyrillic")]
    checked = 0
    for board in boards:
        for image in board.images:
            for item in theme.drawn(image):
                if item.kind != "text" or not any(f in item.label for f in fragments):
                    continue
                assert fonts.FSI in item.content, f"{board}: name not isolated in {item.label!r}"
                assert reads_in_order(item.content), f"{board}: {item.label!r} out of order"
                checked += 1
    assert checked > 0
