"""Alt text for every image the bot posts: what the picture shows, in words.

Built from the same view the image is drawn from, so it can say no more than the image. A game's
renderer may add detail with an optional ``describe(view, names) -> str``.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from render import RENDER_MODULES
from rules import get_game
from rules.base import Result

MAX_ALT_TEXT = 1000  # Discord allows 1,024 characters of attachment description


def _scores(names: Sequence[str], scores: Sequence[Any]) -> str:
    return ", ".join(f"{name} {score}" for name, score in zip(names, scores))


def describe_view(game_key: str, view: dict[str, Any], names: Sequence[str]) -> str:
    title = get_game(game_key).title
    seat = view.get("seat")
    whose = "the public board" if seat is None else f"{names[seat]}'s private view"
    parts = [f"{title}, {whose} at move {view.get('move', 0)}."]
    if view.get("scores"):
        parts.append(f"Scores so far: {_scores(names, view['scores'])}.")
    if view.get("over") and view.get("result"):
        winners = " and ".join(names[s] for s in view["result"]["winners"])
        parts.append(f"Game over; {winners} {'wins' if len(view['result']['winners']) == 1 else 'share the win'}.")
    elif view.get("to_act"):
        parts.append("To act: " + ", ".join(names[s] for s in view["to_act"]) + ".")
    module = importlib.import_module(RENDER_MODULES[game_key])
    extra = getattr(module, "describe", None)
    if extra is not None:
        parts.append(extra(view, list(names)))
    return _clip(" ".join(parts))


def describe_result(title: str, names: Sequence[str], result: Result) -> str:
    from render.score_sheet import column_label, shown_columns

    lines = [f"{title} final score sheet."]
    columns = shown_columns(result)
    for seat in result.ranking:
        details = ", ".join(f"{column_label(key)} {result.breakdown[seat].get(key, 0)}" for key in columns)
        place = result.places[seat] if result.places else result.ranking.index(seat) + 1
        lines.append(
            f"Place {place}: {names[seat]} {result.scores[seat]} points" + (f" ({details})." if details else ".")
        )
    return _clip(" ".join(lines))


def _clip(text: str) -> str:
    return text if len(text) <= MAX_ALT_TEXT else text[: MAX_ALT_TEXT - 1] + "…"
