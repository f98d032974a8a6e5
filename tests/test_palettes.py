"""The fixed board palettes in ``data/palettes.json`` are what ``python -m bench.palettes`` learns.

The palettes are learnt offline (see ``render.palettes``); a renderer whose colours changed without
the file being written again would post its boards on a palette learnt from other colours, so the
file is compared with what the script learns now, colour by colour and as text.
"""

from __future__ import annotations

from bench import palettes as learning
from render import palettes


def test_the_data_file_holds_exactly_the_palettes_the_script_learns():
    learned = learning.learned_palettes()
    assert sorted(learned) == ["nanga-parbat", "solstis"]  # the renderers that leave boards in full colour
    assert palettes.palette_colours() == learned
    assert all(len(colours) == 256 for colours in learned.values())
    assert palettes.DATA_PATH.read_text(encoding="utf-8") == learning.file_text(learned)
    assert learning.main(["--check"]) == 0


def test_a_board_maps_onto_the_palette_of_the_file():
    palette = palettes.fixed_palette("solstis")
    assert palette is not None and palette.mode == "P"
    colours = palettes.palette_colours()["solstis"]
    assert palette.getpalette() == [channel for colour in colours for channel in bytes.fromhex(colour)]
    assert palettes.fixed_palette("mountain-miners") is None  # draws onto a palette of its own
