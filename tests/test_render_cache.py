"""The drawing workers' caches never serve a stale image.

``render.words`` keeps the words it drew (``render.memo``), the theme keeps laid-out text, and the
full-colour boards map onto a palette learnt once (``render.palettes``). Whatever was drawn before,
a board drawn through the caches must equal the same board drawn with every memo bypassed, pixel
for pixel, and a change of the position, the language or a name must show.
"""

from __future__ import annotations

import copy
import io
import random
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageChops

from render import draw_views, memo, palettes, render_images, words
from rules import available_keys, get_game

NAMES = ["Alice", "Bob"]
OTHER_NAMES = ["Zoë Quartermain", "Bob"]
RTL_NAMES = ["محمد", "דוד"]


@cache
def _states(key: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Two positions one move apart whose public boards differ, in the middle of a seeded random
    game of two."""
    game = get_game(key)
    rng = random.Random(3)
    state = game.setup(2, 3, {})
    states = [state]
    while not game.is_over(state) and len(states) < 40:
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
        states.append(state)
    middle = len(states) // 2
    # A move that changes only what the text tells (a phase of the turn) leaves the public board as
    # it was: the next move then, so that the position's change shows.
    while middle + 2 < len(states) and _pixels(draw_views(key, game.view(states[middle], None), NAMES)) == _pixels(
        draw_views(key, game.view(states[middle + 1], None), NAMES)
    ):
        middle += 1
    return states[middle], states[middle + 1]


def _pixels(images: list[Image.Image]) -> list[tuple[str, tuple[int, int], bytes]]:
    return [(image.mode, image.size, image.convert("RGB").tobytes()) for image in images]


def _uncached(key: str, view: dict[str, Any], names: list[str], locale: str) -> list[Image.Image]:
    with memo.bypassed():
        return draw_views(key, view, names, locale)


@pytest.mark.parametrize("key", available_keys())
def test_a_cached_drawing_equals_an_uncached_one_whatever_came_before(key: str) -> None:
    game = get_game(key)
    before, after = _states(key)
    sequence = [
        (game.view(before, None), NAMES, "en-US"),
        (game.view(after, None), NAMES, "en-US"),  # a move: a tile placed, a score, whose turn
        (game.view(after, None), OTHER_NAMES, "en-US"),  # a name
        (game.view(after, None), OTHER_NAMES, "en-XA"),  # the language
        (game.view(after, None), RTL_NAMES, "en-XA"),
        (game.view(before, None), NAMES, "en-US"),  # back to the first board: nothing of the others stays
    ]
    if game.has_private_view(after):
        sequence.append((game.view(after, 0), NAMES, "en-US"))
    drawn = []
    for view, names, locale in sequence:
        cached = _pixels(draw_views(key, view, names, locale))
        assert cached == _pixels(_uncached(key, view, names, locale)), (key, names, locale)
        drawn.append(cached)
    for index in range(1, 5):  # each change shows
        assert drawn[index] != drawn[index - 1], (key, sequence[index][1:])
    assert drawn[5] == drawn[0]


# Boards that draw no points at all: the turn post's text has the standings.
NO_POINTS_DRAWN = {"sheherazade", "paper-world", "solstis", "nanga-parbat", "mountain-miners"}


@pytest.mark.parametrize("key", available_keys())
def test_a_changed_score_shows(key: str) -> None:
    game = get_game(key)
    view = game.view(_states(key)[1], None)
    changed = copy.deepcopy(view)
    changed["scores"] = [score + 37 for score in changed["scores"]]
    first = draw_views(key, view, NAMES)
    second = draw_views(key, changed, NAMES)
    assert _pixels(second) == _pixels(_uncached(key, changed, NAMES, "en-US"))
    if key in NO_POINTS_DRAWN:
        assert _pixels(first) == _pixels(second)
        return
    assert _pixels(first) != _pixels(second)
    # only part of the board changes: the score's place, not the whole image
    box = ImageChops.difference(first[0].convert("RGB"), second[0].convert("RGB")).getbbox()
    if box is not None:
        assert (box[2] - box[0]) * (box[3] - box[1]) < first[0].width * first[0].height


def test_words_are_kept_per_language_names_and_arguments() -> None:
    memo.clear()
    with words.speaking("en-US", NAMES):
        english = words.t("render-last-turn")
        again = words.t("render-last-turn")
    with words.speaking("en-XA", NAMES):
        pseudo = words.t("render-last-turn")
    assert english == again and pseudo != english
    assert words.WORDS.hits >= 1
    from rules.text import msg, seat

    said = msg("turn-decided", player=seat(0))
    with words.speaking("en-US", NAMES):
        alice = words.say(said)
    with words.speaking("en-US", OTHER_NAMES):
        zoe = words.say(said)
    assert "Alice" in alice and "Zoë" in zoe
    with words.speaking("en-US", NAMES):
        one, many = words.t("np-board-cubes-left", count=1), words.t("np-board-cubes-left", count=5)
        as_float = words.t("np-board-cubes-left", count=5.0)
    assert one != many
    assert as_float == words.current().t("np-board-cubes-left", count=5.0)


def test_a_memo_is_bounded_and_can_be_bypassed() -> None:
    kept = memo.Memo("test", 3)
    made: list[int] = []

    def make(value: int) -> int:
        made.append(value)
        return value * 10

    for value in (1, 2, 3, 4, 1):
        assert kept.get(value, lambda v=value: make(v)) == value * 10
    assert len(kept) == 3 and made == [1, 2, 3, 4, 1]  # 1 was pushed out by 4, made again
    assert kept.get(4, lambda: make(99)) == 40 and made[-1] == 1  # 4 still kept
    with memo.bypassed():
        assert kept.get(4, lambda: make(4)) == 40
    assert made[-1] == 4
    memo.clear()
    assert len(kept) == 0


@pytest.mark.parametrize("key", available_keys())
def test_posted_boards_are_on_256_colours_close_to_the_drawing(key: str) -> None:
    game = get_game(key)
    view = game.view(_states(key)[1], None)
    drawn = draw_views(key, view, RTL_NAMES, "en-XA")
    posted = [Image.open(io.BytesIO(png)) for png in render_images(key, view, RTL_NAMES, "en-XA")]
    assert len(posted) == len(drawn)
    for image, png in zip(drawn, posted):
        assert png.mode == "P" and png.size == image.size
        if image.mode == "P":  # the renderer's own palette: posted as drawn
            assert png.tobytes() == image.tobytes()
            continue
        difference = ImageChops.difference(image.convert("RGB"), png.convert("RGB")).convert("L")
        histogram = difference.histogram()
        pixels = sum(histogram)
        mean = sum(level * count for level, count in enumerate(histogram)) / pixels
        far = sum(histogram[24:]) / pixels
        assert mean < 2 and far < 0.001, (key, mean, far)
        assert palettes.fixed_palette(key) is not None
