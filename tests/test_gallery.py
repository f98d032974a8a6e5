"""make gallery: every image of a game at full size, at 480 px, and under colour-blindness simulation."""

from __future__ import annotations

from PIL import Image

from bench.gallery import INLINE_WIDTH, Gallery, game_gallery
from render import theme
from render.colour_vision import DEFICIENCIES


def test_gallery_writes_boards_private_view_and_scores_with_small_copies(tmp_path):
    gallery = Gallery(tmp_path)
    game_gallery(gallery, "solstis", 2, seed=3)
    assert not gallery.failures
    names = {path.name for path in tmp_path.glob("*.png")}
    stems = ["solstis-2p-1-early", "solstis-2p-2-mid", "solstis-2p-3-final", "solstis-2p-5-scores"]
    private = [n for n in names if n.startswith("solstis-2p-4-private-seat") and n.count("-") == 4]
    assert len(private) == 1
    for stem in [*stems, private[0][:-4]]:
        assert f"{stem}.png" in names and f"{stem}-480.png" in names
        assert Image.open(tmp_path / f"{stem}-480.png").width == INLINE_WIDTH
        assert Image.open(tmp_path / f"{stem}.png").width <= theme.MAX_WIDTH
    for stem in stems[:3]:  # each public board also as seen with each colour-vision deficiency
        for kind in DEFICIENCIES:
            assert f"{stem}-480-{kind}.png" in names
    assert all(smallest is None or smallest >= theme.MIN_TEXT_PX for *_, smallest in gallery.rows)
    sheets = gallery.contact_sheets()
    assert [path.name for path in sheets] == ["contact-solstis-2p.png"]
    assert Image.open(sheets[0]).width >= 5 * INLINE_WIDTH  # the five 480 px images side by side


def test_the_gallery_draws_in_the_pseudo_locale(tmp_path):
    """``make gallery`` for a table in the pseudo-locale (``--locale en-XA``) draws every image and
    the score sheet; the games' render tests check that no English word is left on them."""
    from lang import PSEUDO

    gallery = Gallery(tmp_path)
    game_gallery(gallery, "paper-world", 2, seed=3, locale=PSEUDO)
    assert not gallery.failures
    drawn = {p.name for p in tmp_path.glob("*.png")}
    # the public table is one image; a seat's own images add its hand
    assert {"paper-world-2p-3-final-480.png", "paper-world-2p-5-scores.png"} <= drawn
    assert [name for name in drawn if name.startswith("paper-world-2p-4-private-") and name.endswith("-2-480.png")]
