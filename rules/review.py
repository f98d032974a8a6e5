"""A finished game's review for one player: the decisions where their position fell most.

For each decision the player made themselves (not the AI playing their seat at a time-out or
after a handover) and that offered a real choice, the review asks two things, both from the
player's own view at that moment and never from the real state:

* which action the hard AI prefers there: :func:`rules.search.search_action` with a fixed number
  of iterations (so the answer is the same on every run), which only ever looks at
  determinisations of the player's view;
* what the player's choice and the AI's choice were each worth: on ``samples`` worlds drawn with
  ``game.determinize`` from the player's view (the hidden parts resampled, a fresh random seed),
  each action is applied, then the game is played on for ``horizon`` decisions by the normal
  (greedy) AI for every seat, and the world reached is measured: the hard AI's evaluation of it
  for the player (``game.search_evaluate``, what the search steers by) and the player's points in
  it (``game.current_scores``, what the review says in words).

The fall of a decision is the evaluation of the AI's choice less that of the player's, averaged
over the same worlds; the review keeps the ``KEPT`` largest positive falls, largest first.

Every random choice here is seeded by the player's view (``rules.ai.view_rng``), and the state is
only ever handed to ``determinize`` and ``view``: two games the player could not tell apart at
every decision (the same public history, the same hand, whatever lay face down) get the same
review. ``tests/test_review.py`` checks exactly that by resampling the hidden parts.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rules.ai import greedy_action, view_rng
from rules.base import Game, State
from rules.search import game_search_config, search_action
from rules.text import Msg

KEPT = 3  # the decisions a review shows


@dataclass(frozen=True)
class ReviewBudget:
    """How much work one review may do: every figure fixed, so a review is the same on every run.

    ``iterations``: the hard AI's search at each decision; ``samples``: the worlds each choice is
    measured on; ``horizon``: decisions played on (greedy, one world) after a choice before the
    world is measured; ``decisions``: at most this many of the player's decisions examined, the
    first ones (a very long game's later decisions go unreviewed rather than the budget stretched).
    """

    iterations: int = 80
    samples: int = 3
    horizon: int = 4
    decisions: int = 60


DEFAULT_BUDGET = ReviewBudget()


@dataclass(frozen=True)
class Decision:
    """One decision of the seat under review: move ``number`` of the game (1: the first move in
    effect), the state before it (only ever determinised), and the action the player took."""

    number: int
    state: State
    action_id: str


@dataclass(frozen=True)
class Finding:
    """A decision where the player's position fell: what they chose and what the hard AI prefers,
    with the points each was expected to bring (rounded) and the fall by the AI's evaluation."""

    number: int
    chosen: str
    chosen_label: Msg | str
    preferred: str
    preferred_label: Msg | str
    chosen_points: int
    preferred_points: int
    fall: float

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "chosen": self.chosen,
            "chosen_label": _label_json(self.chosen_label),
            "preferred": self.preferred,
            "preferred_label": _label_json(self.preferred_label),
            "chosen_points": self.chosen_points,
            "preferred_points": self.preferred_points,
            "fall": round(self.fall, 6),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Finding:
        return cls(
            number=int(data["number"]),
            chosen=str(data["chosen"]),
            chosen_label=_label_from(data["chosen_label"]),
            preferred=str(data["preferred"]),
            preferred_label=_label_from(data["preferred_label"]),
            chosen_points=int(data["chosen_points"]),
            preferred_points=int(data["preferred_points"]),
            fall=float(data["fall"]),
        )


def _label_json(label: Msg | str) -> dict[str, Any]:
    return {"msg": label.to_json()} if isinstance(label, Msg) else {"text": label}


def _label_from(data: dict[str, Any]) -> Msg | str:
    return Msg.from_json(data["msg"]) if "msg" in data else str(data["text"])


def decisions_of(
    game: Game[Any, Any],
    players: int,
    seed: int,
    options: dict[str, Any],
    played: Sequence[tuple[int, str, bool]],
    seat: int,
) -> Iterator[Decision]:
    """The seat's own decisions in a game replayed from its deal: ``played`` is the moves in
    effect, each (seat, action id, made by the AI). Moves the AI made for the seat are left out,
    and so are decisions with a single legal action (nothing to review)."""
    state = game.setup(players, seed, options)
    for number, (mover, action_id, by_ai) in enumerate(played, start=1):
        if mover == seat and not by_ai and len(game.legal_actions(state, seat)) > 1:
            yield Decision(number, state, action_id)
        state = game.apply(state, mover, action_id).state


def review(
    game: Game[Any, Any], seat: int, decisions: Iterable[Decision], budget: ReviewBudget = DEFAULT_BUDGET
) -> list[Finding]:
    """The ``KEPT`` decisions of ``decisions`` where the seat's position fell most, largest fall
    first (ties: the earlier move first). Fewer when fewer decisions lost anything."""
    findings = []
    for index, decision in enumerate(decisions):
        if index >= budget.decisions:
            break
        found = examine(game, seat, decision, budget)
        if found is not None:
            findings.append(found)
    findings.sort(key=lambda f: (-f.fall, f.number))
    return findings[:KEPT]


def examine(game: Game[Any, Any], seat: int, decision: Decision, budget: ReviewBudget) -> Finding | None:
    """The finding at one decision, or None when the hard AI agrees with the player or its choice
    is worth no more on the worlds measured."""
    state = decision.state
    config = game_search_config(game, iterations=budget.iterations, seconds=None)
    preferred = search_action(game, state, seat, config)
    if preferred == decision.action_id:
        return None
    rng = view_rng(game, state, seat, "review")
    worlds = [game.determinize(state, seat, rng) for _ in range(max(1, budget.samples))]
    labels = {action.id: action.label for action in game.legal_actions(worlds[0], seat)}
    if preferred not in labels or decision.action_id not in labels:
        return None  # a determinisation always keeps the seat's legal list; never trust it blindly
    mine = _measure(game, worlds, seat, decision.action_id, budget.horizon)
    theirs = _measure(game, worlds, seat, preferred, budget.horizon)
    fall = theirs[0] - mine[0]
    if fall <= 1e-9:
        return None
    return Finding(
        number=decision.number,
        chosen=decision.action_id,
        chosen_label=labels[decision.action_id],
        preferred=preferred,
        preferred_label=labels[preferred],
        chosen_points=round(mine[1]),
        preferred_points=round(theirs[1]),
        fall=round(fall, 6),  # as stored, so a review read back equals the one computed
    )


def _measure(game: Game[Any, Any], worlds: list[State], seat: int, action_id: str, horizon: int) -> tuple[float, float]:
    """The mean (evaluation, points) for ``seat`` of taking ``action_id`` in each world, then
    playing ``horizon`` decisions on with the greedy AI (one world each: a cheap, fixed look)."""
    values, points = [], []
    for world in worlds:
        reached = game.apply(world, seat, action_id).state
        for _ in range(horizon):
            to_act = game.to_act(reached)
            if not to_act:
                break
            mover = min(to_act)
            reached = game.apply(reached, mover, greedy_action(game, reached, mover, "review", worlds=1)).state
        values.append(game.search_evaluate(reached, seat))
        points.append(game.current_scores(reached)[seat])
    return sum(values) / len(values), sum(points) / len(points)
