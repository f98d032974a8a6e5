"""The fixed board palettes in ``data/palettes.json`` are what ``python -m bench.palettes`` learns.

The palettes are learnt offline (see ``render.palettes``); a renderer whose colours changed without
the file being written again would post its boards on a palette learnt from other colours, so the
file is compared with what the script learns now, colour by colour and as text.
"""

from __future__ import annotations

import pytest

from bench import palettes as learning
from render import draw_views, palettes
from render.mountain_miners import board as mm_board
from render.sheherazade import images as sh_images
from rules import get_game


def test_the_data_file_holds_exactly_the_palettes_the_script_learns():
    learned = learning.learned_palettes()
    # the renderers that leave boards in full colour, and the two that learn a palette of their own
    assert sorted(learned) == ["mountain-miners", "nanga-parbat", "sheherazade", "solstis"]
    assert palettes.palette_colours() == learned
    assert all(len(colours) == 256 for colours in learned.values())
    assert palettes.DATA_PATH.read_text(encoding="utf-8") == learning.file_text(learned)
    assert learning.main(["--check"]) == 0


def test_a_board_maps_onto_the_palette_of_the_file():
    palette = palettes.fixed_palette("solstis")
    assert palette is not None and palette.mode == "P"
    colours = palettes.palette_colours()["solstis"]
    assert palette.getpalette() == [channel for colour in colours for channel in bytes.fromhex(colour)]
    assert palettes.fixed_palette("paper-world") is None  # works out a palette of its own


@pytest.mark.parametrize("key", ["mountain-miners", "sheherazade"])
def test_a_renderer_that_learns_its_own_palette_draws_onto_the_file_s_copy_of_it(key, monkeypatch):
    """Boards drawn onto the palette read from the file are the boards drawn onto the palette the
    renderer learns (the same colours, the same pixels), public and private."""
    module = {"mountain-miners": mm_board, "sheherazade": sh_images}[key]
    learnt = module.learnt_palette()
    assert module._palette().getpalette() == learnt.getpalette()
    game = get_game(key)
    state = game.setup(game.max_players, 3, {})
    for _ in range(12):
        seat = min(game.to_act(state))
        state = game.apply(state, seat, game.legal_actions(state, seat)[0].id).state
    names = [f"p{seat + 1}" for seat in range(game.max_players)]
    for seat in (None, min(game.to_act(state))):
        view = dict(game.view(state, seat))
        from_file = [image.convert("RGB").tobytes() for image in draw_views(key, view, names)]
        with monkeypatch.context() as patch:
            patch.setattr(module, "_palette", lambda: learnt)  # the learnt palette, as drawing used it before
            from_learning = [image.convert("RGB").tobytes() for image in draw_views(key, view, names)]
        assert from_file == from_learning
