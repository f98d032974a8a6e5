"""Parts of a board kept as drawn (``render.paper_world.board.PARTS``): what most moves leave as it
was is pasted from the memo, never drawn again, and the boards are the same as drawn afresh.

Seeded random Paper World games at 2 and at most players, in two languages: after each move the
spectators' board and every seat's view are drawn through the memo (warm from the moves before)
and with every memo bypassed, and the PNG bytes must be equal; the memo must have served parts.
"""

from __future__ import annotations

import random

import pytest

from render import memo, render_images
from render.paper_world.board import PARTS
from rules import get_game


@pytest.mark.parametrize(("players", "locale"), [(2, "en-US"), (4, "de")])
def test_kept_parts_draw_the_same_boards_as_drawn_afresh(players, locale):
    game = get_game("paper-world")
    assert game.max_players == 4
    rng = random.Random(players)
    state = game.setup(players, players)
    names = [f"Player {n + 1}" for n in range(players)]
    PARTS.clear()
    for step in range(60):
        if game.is_over(state):
            break
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
        if step % 4:
            continue
        for viewer in [None, *range(players)]:
            view = game.view(state, viewer)
            kept = render_images("paper-world", view, names, locale)
            with memo.bypassed():
                afresh = render_images("paper-world", view, names, locale)
            assert kept == afresh, (step, viewer)
    assert PARTS.hits > 0 and PARTS.misses > 0, (PARTS.hits, PARTS.misses)
