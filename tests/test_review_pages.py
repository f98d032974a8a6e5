"""A review's private pages (cogs/review.py): what each says, the one line why, and Discord's limits
in every language (a page within 2,000 characters, labels within 80, custom ids within 100, one row)."""

from __future__ import annotations

import pytest

from cogs.review import NEXT, PREV, REPLAY, ReviewButton, page_content, page_view, why_line
from lang import Speaker
from lang.catalogue import available
from rules.review import Finding
from rules.text import msg
from services.reviews import GameReview
from store import FINISHED, GameRecord, SeatRecord

GAME_ID = 123456789  # a long number: the custom ids stay short anyway


def record(names: list[str]) -> GameRecord:
    seats = tuple(SeatRecord(i, 100 + i, None, name) for i, name in enumerate(names))
    return GameRecord(GAME_ID, "solstis", 1, 2, 3, None, 100, FINISHED, "live", {}, 7, {}, None, 9, seats)


def finding(number: int, chosen_points: int, preferred_points: int, label: str = "play 3-2 + 3-10") -> Finding:
    return Finding(number, "a", label, "b", msg("replay-jump-deal"), chosen_points, preferred_points, 0.5)


def test_the_line_why_follows_the_points_expected():
    english = Speaker("en-US")
    assert why_line(finding(4, 3, 8), english) == english.t("review-why-more", gain=5)
    assert "5 more points" in why_line(finding(4, 3, 8), english)
    assert "1 more point " in why_line(finding(4, 3, 4), english)
    assert why_line(finding(4, 8, 8), english) == english.t("review-why-same")
    assert why_line(finding(4, 9, 8), english) == english.t("review-why-fewer")


def test_a_page_says_the_move_both_choices_the_points_and_why():
    english = Speaker("en-US")
    found = GameReview(record(["Ann", "Bob"]), 0, (finding(7, 2, 6), finding(12, 5, 5), finding(3, 4, 1)))
    text = page_content(found, 1, english)
    assert english.t("review-head", game="Solstis", number=GAME_ID, page=2, pages=3) in text
    assert english.t("review-move", move=12) in text
    assert english.t("review-played", chosen="play 3-2 + 3-10") in text
    assert english.t("review-points", mine=5, theirs=5) in text
    assert english.t("review-why-same") in text
    view = page_view(found, 1, english)
    assert view is not None
    ids = [item.custom_id for item in view.children]  # type: ignore[attr-defined]
    assert ids == [f"review:{GAME_ID}:0:{PREV}", f"review:{GAME_ID}:2:{NEXT}", f"review:{GAME_ID}:12:{REPLAY}"]
    first, last = page_view(found, 0, english), page_view(found, 2, english)
    assert first is not None and first.children[0].item.disabled  # type: ignore[attr-defined]
    assert last is not None and last.children[1].item.disabled  # type: ignore[attr-defined]


def test_a_review_that_found_nothing_says_so_without_buttons():
    english = Speaker("en-US")
    found = GameReview(record(["Ann", "Bob"]), 1, ())
    assert english.t("review-none", game="Solstis", number=GAME_ID) in page_content(found, 0, english)
    assert page_view(found, 0, english) is None


@pytest.mark.parametrize("locale", available())
def test_pages_and_buttons_fit_discord_in_every_language(locale):
    speaker = Speaker(locale, ["N" * 32, "M" * 32])
    long_label = "x" * 2000  # a runaway label is cut, the page still fits
    found = GameReview(
        record(["N" * 32, "M" * 32]), 0, (finding(999, -12, 10_000, long_label), finding(1000, 10_000, -5))
    )
    for page in (0, 1):
        text = page_content(found, page, speaker)
        assert 0 < len(text) <= 2000
        view = page_view(found, page, speaker)
        assert view is not None and len(view.children) <= 5
        for item in view.children:
            assert len(item.custom_id) <= 100 and 0 < len(item.item.label or "") <= 80  # type: ignore[attr-defined]
    review = ReviewButton.for_game(record(["Ann", "Bob"]))
    assert review.item.custom_id == f"review:{GAME_ID}:x:open" and 0 < len(review.item.label or "") <= 80
