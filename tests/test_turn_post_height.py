"""A turn post fits one screen: laid out as Discord draws it (``bench.turn_post_mockup``: the
author line, the container, its text, the board's images at the width the container gives them,
the buttons), every title's post is at most 800 px tall in a 480 px chat column at 2 and at its
most players, with every option, in every shipped language, early, midway and late in a seeded
game (``tests.post_samples``: whose turn it is, the move lines, the standings and every human's
clock as the publisher writes them). The 400 px phone column's height is reported beside it."""

from __future__ import annotations

import pytest

from bench.turn_post_mockup import Payload, payload_of, post_height
from lang.catalogue import available
from rules import get_game
from tests.board_samples import GAMES
from tests.post_samples import turn_post

SCREEN = 800  # CSS px: what a laptop's or a phone's screen shows of a chat at once
TABLES = [(key, players) for key in GAMES for players in sorted({2, get_game(key).max_players})]


def heights(key: str, players: int, at: float, language: str) -> tuple[float, float]:
    payload = payload_of(*turn_post(key, players, at, language))
    return post_height(payload, 480), post_height(payload, 400)


@pytest.mark.parametrize("language", available())
@pytest.mark.parametrize(("key", "players"), TABLES, ids=[f"{key}-{players}p" for key, players in TABLES])
def test_the_turn_post_fits_one_screen(key, players, language):
    moments = (0.2, 0.5, 0.8) if language == "en-US" else (0.5,)
    tall = []
    for at in moments:
        column, phone = heights(key, players, at, language)
        if column > SCREEN:
            tall.append(f"{at:.0%} of the game: {column:.0f} px in a 480 px column ({phone:.0f} px at 400)")
    assert not tall, "\n".join(tall)


def one_text(content: str) -> Payload:
    return Payload([{"type": 17, "components": [{"type": 10, "content": content}]}], [], 0.0)


@pytest.mark.parametrize("language", available())
def test_the_board_comes_right_under_one_short_line_of_whose_turn_it_is(language):
    for key, players in TABLES:
        view, files = turn_post(key, players, 0.5, language)
        (container,) = payload_of(view, files).components
        kinds = [child["type"] for child in container["components"]]
        assert kinds[:2] == [10, 12], kinds  # one text display (whose turn), then the board's gallery
        top = container["components"][0]["content"]
        # One line in a 480 px column, the deciding player's clock included, as tall as a word.
        assert post_height(one_text(top)) == post_height(one_text("x")), (key, players, top)
