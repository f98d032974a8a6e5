"""One fixed 256-colour palette per game, for the boards whose renderer draws in full colour.

A posted board is a 256-colour PNG. Finding a palette for every image (Pillow's fast octree) is the
largest single cost of encoding a board (8 to 11 ms of CPU for a Solstis or Nanga Parbat board, on
top of 3 to 4 ms of zlib), while mapping an image onto a palette known beforehand costs 1.5 to 2 ms.
Mountain Miners, Paper World and Sheherazade map onto palettes of their own (see their
``_palette``); for the others, :func:`learned_palette` learns one the same way, once per process,
from the boards of a seeded game at the fewest and most players (the deal, two boards in play, the
final board, and a private view), and :func:`on_palette` maps each board onto it.

Measured on boards of other seeds (names in Latin, Arabic, Hebrew, CJK and Greek, en-US and en-XA),
the learned palette is as close to the drawing as a palette found per image: mean error under 1 of
255 per pixel, 99.9% of pixels within 9 for both; the few pixels further off are anti-aliased
edges. The palette depends only on the colours a renderer uses (not on words or names), so one is
kept per game, not per language; it is learnt again if the process draws with a new renderer.
"""

from __future__ import annotations

import random
from functools import cache

from PIL import Image

from render.theme.encoding import learn_palette, quantized

SAMPLE_SEED = 7


def sample_boards(game_key: str) -> list[Image.Image]:
    """Full-colour boards of a seeded random game at the fewest and the most players."""
    import render  # the package imports this module
    from rules import get_game

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
            samples += [image for image in render.draw_views(game_key, view, names) if image.mode == "RGB"]
    return samples


@cache
def learned_palette(game_key: str) -> Image.Image | None:
    """The palette of ``game_key``'s full-colour boards (None: its renderer draws none)."""
    samples = sample_boards(game_key)
    return learn_palette(samples) if samples else None


def on_palette(game_key: str, image: Image.Image) -> Image.Image:
    """``image`` in 256 colours: as drawn when its renderer already mapped it onto a palette, else
    mapped onto the game's learned palette (no dithering)."""
    if image.mode == "P":
        return image
    palette = learned_palette(game_key)
    if palette is None:  # pragma: no cover - a renderer that never draws in full colour drew one
        return image
    return quantized(image.convert("RGB") if image.mode != "RGB" else image, palette)
