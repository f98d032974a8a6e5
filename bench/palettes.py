"""Learn the fixed 256-colour palettes of the renderers that leave their boards in full colour, and
of those that draw onto a palette of their own (Mountain Miners, Sheherazade), and write them to
``data/palettes.json`` (read by ``render.palettes``; the drawing never learns one).

Each palette is learnt from the boards of a seeded random game at the fewest and the most players
(the deal, two boards in play, the final board, and a private view), stacked into one sheet and
reduced to 256 colours by Pillow's fast octree. The palette depends only on the colours a renderer
uses (not on words or names), so there is one per game, not per language. Run this after changing
a renderer's colours; ``tests/test_palettes.py`` fails while the file differs from what it learns.

    python -m bench.palettes            # rewrite data/palettes.json
    python -m bench.palettes --check    # exit 1 when data/palettes.json is not what it learns
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from PIL import Image

from render import draw_views
from render.palettes import DATA_PATH
from render.theme import learn_palette
from rules import GAME_MODULES, get_game

SAMPLE_SEED = 7
COLOURS_PER_LINE = 8  # how many colours the file holds on one line, for a readable diff


def sample_boards(game_key: str) -> list[Image.Image]:
    """Full-colour boards of a seeded random game at the fewest and the most players."""
    game = get_game(game_key)
    samples: list[Image.Image] = []
    for players in sorted({game.min_players, game.max_players}):
        rng = random.Random(SAMPLE_SEED)
        state = game.setup(players, SAMPLE_SEED, {})
        states = [state]
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
            states.append(state)
        names = [f"#{seat + 1}" for seat in range(players)]
        picked = [states[0], states[len(states) // 3], states[2 * len(states) // 3], states[-1]]
        views = [game.view(state, None) for state in picked]
        middle = states[len(states) // 2]
        if game.has_private_view(middle):
            views.append(game.view(middle, 0))
        for view in views:
            samples += [image for image in draw_views(game_key, view, names) if image.mode == "RGB"]
    return samples


def own_palettes() -> dict[str, Image.Image]:
    """The palettes of the renderers that map each board onto a palette of their own while drawing,
    learnt as each renderer learns it (from its own sample boards and pieces). Paper World's is not
    learnt but worked out from its colours in a few milliseconds, so it stays in its renderer."""
    from render.mountain_miners import board as mountain_miners
    from render.sheherazade import images as sheherazade

    return {"mountain-miners": mountain_miners.learnt_palette(), "sheherazade": sheherazade.learnt_palette()}


def colours_of(palette: Image.Image) -> list[str]:
    values = palette.getpalette() or []
    return [bytes(values[i : i + 3]).hex() for i in range(0, len(values), 3)]


def learned_palettes() -> dict[str, list[str]]:
    """game key -> its palette as "rrggbb" colours: for every game whose renderer leaves boards in
    full colour, learnt here from sample boards; for Mountain Miners and Sheherazade, as their
    renderers learn the palette they draw onto (:func:`own_palettes`)."""
    learned = {key: colours_of(palette) for key, palette in own_palettes().items()}
    for key in sorted(GAME_MODULES):
        if key in learned:
            continue
        samples = sample_boards(key)
        if samples:
            learned[key] = colours_of(learn_palette(samples))
    return dict(sorted(learned.items()))


def file_text(palettes: dict[str, list[str]]) -> str:
    """The text of ``data/palettes.json`` holding ``palettes``."""
    parts = ['{\n  "_comment": "Written by python -m bench.palettes: each game\'s fixed board palette (rrggbb)."']
    for key, colours in palettes.items():
        lines = [
            ", ".join(f'"{colour}"' for colour in colours[i : i + COLOURS_PER_LINE])
            for i in range(0, len(colours), COLOURS_PER_LINE)
        ]
        parts.append(f'  "{key}": [\n    ' + ",\n    ".join(lines) + "\n  ]")
    return ",\n".join(parts) + "\n}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with data/palettes.json")
    args = parser.parse_args(argv)
    text = file_text(learned_palettes())
    assert json.loads(text)  # the file stays valid JSON
    if args.check:
        same = DATA_PATH.exists() and DATA_PATH.read_text(encoding="utf-8") == text
        print("data/palettes.json is up to date" if same else "data/palettes.json differs: run bench.palettes")
        return 0 if same else 1
    DATA_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {DATA_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
