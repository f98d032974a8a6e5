"""Sample boards with the widest content a table shows, for the layout and drawing tests.

``long_name`` is a name of Discord's longest (32 characters) in one of six scripts, ``names_for``
the names of a table of that many players (right-to-left names first); ``played`` is a seeded
random game of every option; ``widest`` and ``widest_result`` give every score three digits; and
``boards_of`` draws one game's opening, mid-game and final boards, each seat's private view at
mid-game and the score sheet, at 2 and at its most players, recording every box drawn.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from bench.gallery import all_options
from lang import SOURCE
from render import theme, words
from render.score_sheet import draw_score_sheet
from rules import get_game
from rules.base import Result
from tests.render_checks import draw_recorded

NAME_LENGTH = 32  # Discord's longest display name
SAMPLES = {
    "hebrew": "דוד בן ישי ",
    "arabic": "محمد بن عبد الله ",
    "cjk": "山田太郎",
    "latin": "Maximilian Wolfeschlegel ",
    "greek": "Αλεξάνδρα Παπαδοπούλου ",
    "cyrillic": "Александра Вознесенская ",
}


def long_name(script: str) -> str:
    sample = SAMPLES[script]
    return (sample * (NAME_LENGTH // len(sample) + 1))[:NAME_LENGTH].strip()


# Right-to-left names first, so every table, even of two, has them.
ORDER_MANY = ("hebrew", "cjk", "arabic", "latin", "greek", "cyrillic")
ORDER_TWO = ("arabic", "hebrew")
GAMES = ("mountain-miners", "sheherazade", "paper-world", "solstis", "nanga-parbat")


def names_for(players: int) -> list[str]:
    order = ORDER_TWO if players == 2 else ORDER_MANY
    return [long_name(script) for script in order[:players]]


def widest(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` with three-digit scores (the widest a table shows), everything else as dealt."""
    wide = copy.deepcopy(view)
    if isinstance(wide.get("scores"), list):
        wide["scores"] = [188 - 11 * seat for seat in range(len(wide["scores"]))]
    return wide


def widest_result(result: Result) -> Result:
    """``result`` with every source of points three digits wide."""
    breakdown = [
        {k: (100 + 7 * seat + len(k) if isinstance(v, int) else v) for k, v in b.items()}
        for seat, b in enumerate(result.breakdown)
    ]
    scores = [sum(v for k, v in b.items() if isinstance(v, int) and k not in ("total", "Total")) for b in breakdown]
    return Result(scores, breakdown, result.ranking, result.winners, result.places)


def played(key: str, players: int, seed: int = 11) -> list[dict[str, Any]]:
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(players, seed, all_options(game))
    states = [state]
    while not game.is_over(state) and len(states) < 3000:
        seat = min(game.to_act(state))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
        states.append(state)
    return states


@dataclass
class Board:
    game: str
    players: int
    moment: str
    images: list[Image.Image] = field(default_factory=list)
    locale: str = SOURCE

    def __str__(self) -> str:
        return f"{self.game} {self.players}p {self.moment}"


def boards_of(key: str, locale: str = SOURCE) -> list[Board]:
    game = get_game(key)
    out = []
    for players in sorted({game.min_players, game.max_players}):
        names = names_for(players)
        states = played(key, players)
        mid = states[len(states) // 2]
        moments = {"opening": states[min(1, len(states) - 1)], "mid-game": mid, "final": states[-1]}
        for label, state in moments.items():
            out.append(
                Board(key, players, label, draw_recorded(key, widest(game.view(state, None)), names, locale), locale)
            )
        for seat in range(players):
            out.append(
                Board(
                    key,
                    players,
                    f"mid-game seat {seat + 1}",
                    draw_recorded(key, widest(game.view(mid, seat)), names, locale),
                    locale,
                )
            )
        with theme.recording(), words.speaking(locale, names):
            sheet = draw_score_sheet(game.title, names, widest_result(game.result(states[-1])))
        out.append(Board(key, players, "score sheet", [sheet], locale))
    return out
