"""Legibility where Discord draws a board, on the boards of tests/board_samples.py: inside a turn
post an image shows about 360 px wide in a 480 px chat column (``render_checks.SHOWN``); there no
text is under 12 px, no symbol that carries meaning under 16 px (seat badges, the to-act marker and
legend keys included), no dead band (rows of one flat colour) over 10% of the height; and the first
image of a post stands alone: it shows the board with its last-turn marks and its own legend. An
image W px wide draws no text under 12 W / 360 px and no meaningful mark under 16 W / 360 px. The
phone's figure (about 280 px wide) is printed beside a failure."""

from __future__ import annotations

import pytest

from render import theme
from tests.board_samples import GAMES, boards_of
from tests.render_checks import PHONE, dead_band_share, legend_faults, small_symbols, smallest_text_shown


@pytest.fixture(scope="module", params=GAMES)
def boards(request):
    return boards_of(request.param)


def test_no_text_under_12_px_where_the_post_shows_it(boards):
    faults = [
        f"{board} image {n + 1}: {smallest_text_shown(image):.1f} px"
        f" ({smallest_text_shown(image, PHONE):.1f} on a phone)"
        for board in boards
        for n, image in enumerate(board.images)
        if smallest_text_shown(image) < 12
    ]
    assert not faults, "\n".join(faults[:20])


def test_score_sheets_read_at_12_px_in_every_game(boards):
    sheets = [board for board in boards if board.moment == "score sheet"]
    assert sheets
    for board in sheets:
        assert smallest_text_shown(board.images[0]) >= 12, board


def test_no_meaningful_symbol_under_16_px_where_the_post_shows_it(boards):
    faults = [
        f"{board} image {n + 1}: {symbol}"
        for board in boards
        for n, image in enumerate(board.images)
        for symbol in small_symbols(image)
    ]
    assert not faults, "\n".join(faults[:20])


def test_no_dead_band_over_a_tenth_of_the_height(boards):
    faults = [
        f"{board} image {n + 1}: {dead_band_share(image):.0%}"
        for board in boards
        for n, image in enumerate(board.images)
        if dead_band_share(image) > 0.10
    ]
    assert not faults, "\n".join(faults[:20])


def test_the_first_image_stands_alone(boards):
    """Discord shows images 2 to 4 of a post at half width until clicked: the first one carries
    the board, every last-turn mark it draws with its legend entry, and whose turn it is."""
    for board in boards:
        if board.moment == "score sheet":
            continue
        first = board.images[0]
        assert legend_faults(first) == [], board
        texts = [b.label for b in theme.drawn(first) if b.kind == "text"]
        assert len(texts) > 10, board
        assert first.height <= 2.2 * first.width, board  # not a tall strip that Discord shrinks to nothing
