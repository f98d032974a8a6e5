"""The smallest text and the smallest meaningful mark of every board, as Discord draws it in a turn
post: 360 px wide in a 480 px chat column, 280 px on a phone (the sample boards of the layout tests:
opening, mid-game and final boards, each seat's private view and the score sheet, at 2 and at most
players, every option on, names in six scripts).

    python -m bench.legibility [--locale en-US]
"""

from __future__ import annotations

import argparse

from PIL import Image

from lang import SOURCE
from render import theme
from tests.board_samples import GAMES, boards_of
from tests.render_checks import PHONE, SHOWN, meaningful, smallest_text_shown


def smallest_mark(image: Image.Image, width: int) -> float | None:
    boxes = theme.drawn(image)
    sizes = [max(b.box[2] - b.box[0], b.box[3] - b.box[1]) for i, b in enumerate(boxes) if meaningful(boxes, i)]
    return min(sizes) * width / image.width if sizes else None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--locale", default=SOURCE)
    args = parser.parse_args(argv)
    print(f"{'game':16} {'players':>7}  text at {SHOWN} / {PHONE} px   marks at {SHOWN} / {PHONE} px")
    for key in GAMES:
        for players in sorted({board.players for board in boards_of(key, args.locale)}):
            images = [
                image for board in boards_of(key, args.locale) if board.players == players for image in board.images
            ]
            text = min(t for image in images if (t := smallest_text_shown(image, SHOWN)) is not None)
            phone = min(t for image in images if (t := smallest_text_shown(image, PHONE)) is not None)
            mark = min(m for image in images if (m := smallest_mark(image, SHOWN)) is not None)
            mark_phone = min(m for image in images if (m := smallest_mark(image, PHONE)) is not None)
            print(f"{key:16} {players:>7}  {text:6.1f} / {phone:4.1f}            {mark:6.1f} / {mark_phone:4.1f}")


if __name__ == "__main__":
    main()
