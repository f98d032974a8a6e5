"""Write a review gallery of every game's images into one folder (``make gallery``).

For each game at 2 players and at its maximum, with every option on: an early, a mid-game and
the final public board, one player's private view, and the score sheet; each also downscaled to
480 px wide (how Discord shows it inline), and each public board as seen with deuteranopia,
protanopia and tritanopia (Machado et al. 2009), and one contact sheet per game and table size of
all its 480 px images side by side (``contact-<game>-<n>p.png``). Prints every image's width and
the smallest text size drawn, so the 1100 px / 22 px limits can be checked at a glance.

    python -m bench.gallery [--out gallery] [--games solstis,nanga-parbat] [--seed 3] [--locale fr]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from PIL import Image

from lang import PSEUDO, SHIPPED, SOURCE
from render import draw_views, theme, words
from render.colour_vision import DEFICIENCIES, simulate_image
from render.score_sheet import draw_score_sheet
from rules import available_keys, get_game
from rules.ai import choose_action
from rules.base import Game

INLINE_WIDTH = 480  # about what a phone or the desktop chat column shows inline
# Names in several scripts, so the gallery shows every bundled face at work.
NAMES = ("Alice", "Саша", "太郎", "محمد", "Ελένη", "דוד")
# "All options": every on/off option on; for a choice, the richest one.
RICHEST_CHOICE = {"variant": "firefly", "quick_start": "any", "objectives": "starred"}
AI_KINDS = ("greedy", "random")
MAX_MOVES = 3000


def all_options(game: Game) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for spec in game.OPTIONS:
        choices = list(spec.choices)
        if set(choices) == {False, True}:
            options[spec.key] = True
        else:
            options[spec.key] = RICHEST_CHOICE.get(spec.key, choices[-1])
    return options


def play(game: Game, players: int, seed: int, options: dict[str, Any]) -> list[dict[str, Any]]:
    """Every state of one AI game, first to last."""
    state = game.setup(players, seed, options)
    states = [state]
    while not game.is_over(state) and len(states) < MAX_MOVES:
        seat = min(game.to_act(state))
        state = game.apply(state, seat, choose_action(AI_KINDS[seat % 2], game, state, seat)).state
        states.append(state)
    return states


def downscaled(image: Image.Image, width: int = INLINE_WIDTH) -> Image.Image:
    height = max(1, round(image.height * width / image.width))
    return image.convert("RGB").resize((width, height), Image.Resampling.LANCZOS)


class Gallery:
    """Writes images and keeps the figures printed at the end."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.rows: list[tuple[str, int, int, int | None]] = []
        self.inline: dict[str, list[Image.Image]] = {}  # contact-sheet stem -> its 480 px images
        self.failures: list[str] = []
        out.mkdir(parents=True, exist_ok=True)
        for old in out.glob("*.png"):
            old.unlink()

    def save(self, stem: str, images: list[Image.Image], smallest: int | None, simulate: bool = False) -> None:
        for index, image in enumerate(images):
            name = stem if len(images) == 1 else f"{stem}-{index + 1}"
            image.convert("RGB").save(self.out / f"{name}.png")
            small = downscaled(image)
            small.save(self.out / f"{name}-480.png")
            table = re.match(r"(.*?-\d+p)-", stem)
            self.inline.setdefault(table.group(1) if table else stem, []).append(small)
            if simulate:
                for kind in DEFICIENCIES:
                    simulate_image(small, kind).save(self.out / f"{name}-480-{kind}.png")
            self.rows.append((name, image.width, image.height, smallest))

    def contact_sheets(self) -> list[Path]:
        """One image per game and table size: its 480 px images side by side, in gallery order."""
        written = []
        for stem, images in self.inline.items():
            gap = 8
            sheet = Image.new(
                "RGB",
                (sum(im.width for im in images) + gap * (len(images) - 1), max(im.height for im in images)),
                (0, 0, 0),
            )
            x = 0
            for image in images:
                sheet.paste(image, (x, 0))
                x += image.width + gap
            path = self.out / f"contact-{stem}.png"
            sheet.save(path)
            written.append(path)
        return written

    def report(self) -> None:
        print(f"{'image':48} {'width':>5} {'height':>6} {'smallest text':>13}")
        for name, width, height, smallest in self.rows:
            print(f"{name:48} {width:5d} {height:6d} {smallest if smallest is not None else '-':>13}")
        widths = [w for _, w, _, _ in self.rows] or [0]
        sizes = [s for *_, s in self.rows if s is not None]
        print(
            f"{len(self.rows)} images; widest {max(widths)} px (limit {theme.MAX_WIDTH}); "
            f"smallest text {min(sizes) if sizes else '-'} px (limit {theme.MIN_TEXT_PX}); folder {self.out}/"
        )


def views_of(
    gallery: Gallery, key: str, stem: str, view: dict[str, Any], names: list[str], simulate: bool, locale: str = SOURCE
) -> None:
    try:
        with theme.text_size_probe() as probe:
            images = draw_views(key, view, names, locale)
    except Exception as error:  # one broken image must not hide the others
        gallery.failures.append(f"{stem}: {type(error).__name__}: {error}")
        return
    gallery.save(stem, images, probe.smallest, simulate)


def game_gallery(gallery: Gallery, key: str, players: int, seed: int, locale: str = SOURCE) -> None:
    """One game's images at ``players`` in ``locale`` (the table's language: every word drawn)."""
    game = get_game(key)
    names = list(NAMES[:players]) + [f"Player {s + 1}" for s in range(len(NAMES), players)]
    states = play(game, players, seed, all_options(game))
    prefix = f"{key}-{players}p"
    moments = {"1-early": min(3, len(states) - 1), "2-mid": len(states) // 2, "3-final": len(states) - 1}
    for label, index in moments.items():
        views_of(gallery, key, f"{prefix}-{label}", game.view(states[index], None), names, True, locale)
    mid = states[len(states) // 2]
    seat = min(game.to_act(mid)) if game.to_act(mid) else 0
    views_of(gallery, key, f"{prefix}-4-private-seat{seat + 1}", game.view(mid, seat), names, False, locale)
    try:
        with theme.text_size_probe() as probe, words.speaking(locale, names):
            title = words.t(f"game-title-{key}")
            sheet = draw_score_sheet(title, names, game.result(states[-1]), key)
    except Exception as error:
        gallery.failures.append(f"{prefix}-5-scores: {type(error).__name__}: {error}")
        return
    gallery.save(f"{prefix}-5-scores", [sheet], probe.smallest)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="gallery")
    parser.add_argument("--games", default=",".join(available_keys()))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--locale", default=SOURCE, help=f"the table's language ({', '.join(SHIPPED)}, or {PSEUDO})")
    args = parser.parse_args(argv)
    gallery = Gallery(Path(args.out))
    for key in args.games.split(","):
        game = get_game(key)
        for players in sorted({game.min_players, game.max_players}):
            game_gallery(gallery, key, players, args.seed, args.locale)
    gallery.contact_sheets()
    gallery.report()
    for failure in gallery.failures:
        print("FAILED", failure)
    return 1 if gallery.failures else 0


if __name__ == "__main__":
    sys.exit(main())
