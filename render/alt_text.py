"""Alt text for every image the bot posts: what the picture shows, in words.

Built from the same view the image is drawn from, so it can say no more than the image. A game's
renderer adds its own detail with ``describe(view, names) -> str`` (see ``render.protocol``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lang import SOURCE
from render import fonts, renderer, words
from rules.base import Result

MAX_ALT_TEXT = 1000  # Discord allows 1,024 characters of attachment description


def _scores(names: Sequence[str], scores: Sequence[Any]) -> list[str]:
    return [words.t("render-alt-score", player=name, score=score) for name, score in zip(names, scores)]


def describe_view(game_key: str, view: dict[str, Any], names: Sequence[str], locale: str = SOURCE) -> str:
    """What the image of ``view`` shows, in words of ``locale``."""
    with words.speaking(locale, names):
        shown = [words.current().name(seat) for seat in range(len(names))]
        title = words.t(f"game-title-{game_key}")
        seat = view.get("seat")
        whose = (
            words.t("render-alt-public", game=title, move=view.get("move", 0))
            if seat is None
            else words.t("render-alt-private", game=title, player=shown[seat], move=view.get("move", 0))
        )
        parts = [whose]
        if view.get("scores"):
            parts.append(words.t("render-alt-scores", scores=_scores(shown, view["scores"])))
        if view.get("over") and view.get("result"):
            winners = view["result"]["winners"]
            parts.append(words.t("render-alt-over", count=len(winners), winners=[shown[s] for s in winners]))
        elif view.get("to_act"):
            parts.append(words.t("render-alt-to-act", players=[shown[s] for s in view["to_act"]]))
        parts.append(renderer(game_key).describe(view, list(names)))
        return _clip(" ".join(part for part in parts if part))


def describe_result(game_key: str, names: Sequence[str], result: Result, locale: str = SOURCE) -> str:
    """The score sheet in words of ``locale``: the same columns, labels and points."""
    from render.score_sheet import column_label, shown_columns

    with words.speaking(locale, names):
        shown = [words.current().name(seat) for seat in range(len(names))]
        lines = [words.t("render-alt-sheet", game=words.t(f"game-title-{game_key}"))]
        columns = shown_columns(result)
        for seat in result.ranking:
            details = [
                words.t(
                    "render-alt-score", player=column_label(key, game_key), score=result.breakdown[seat].get(key, 0)
                )
                for key in columns
            ]
            place = result.places[seat] if result.places else result.ranking.index(seat) + 1
            lines.append(
                words.t(
                    "render-alt-place-details",
                    place=place,
                    player=shown[seat],
                    points=result.scores[seat],
                    details=", ".join(details),
                )
                if details
                else words.t("render-alt-place", place=place, player=shown[seat], points=result.scores[seat])
            )
        return _clip(" ".join(lines))


def _clip(text: str) -> str:
    """Within Discord's limit, without the isolates drawing puts around names (text is not drawn)."""
    text = text.replace(fonts.FSI, "").replace(fonts.PDI, "")
    return text if len(text) <= MAX_ALT_TEXT else text[: MAX_ALT_TEXT - 1] + "…"
