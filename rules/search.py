"""The searching AI: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

The searching seat never looks at the real state. Every iteration draws one determinisation
from the seat's information set (``game.determinize``: everything the seat cannot see resampled,
and a fresh random seed so that future draws are unknown too), walks one shared tree with UCB1,
grows it by one node (the best-evaluated untried action first), scores the new leaf (by default
with the game's evaluation at once; optionally after a short playout), and backs up a reward for
every seat.

Before each opponent decision in the tree the world is determinised again from that opponent's
view, so the opponents in the tree do not know what only the searching seat knows (the tile it
hid, its hand): without that the search models them as mind-readers and cannot profit from what
they cannot see.

The tree is keyed by (seat, action id), so the same node gathers statistics across
determinisations; a child is only a candidate when its action is legal in the current
determinisation, and UCB1 counts how often it was available rather than how often its parent was
visited (Cowling, Powley and Whitehouse 2012). Turns of several decisions and several seats to act
need no special case: the next node's mover is always read from ``to_act`` of the state reached.

Rewards lie in [0, 1]: at the end of the game a winner gets 1 (shared first places split it);
when a playout is cut off (by default at once, at the new leaf), ``game.search_evaluate`` (by
default ``game.evaluate``, the seat's lead over its best opponent) goes through a logistic curve
whose scale adapts to the leads seen so far in this search, so the same code suits games that
score in units and in hundreds.

With ``iterations`` the search is deterministic for a given seed (tests); with ``seconds`` it runs
to a wall-clock budget (production) or, with ``clock="cpu"``, to a CPU-time budget (benchmarks on
a shared machine). Both may be given: whichever ends first.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.ai import view_rng
from rules.base import Game, S, State, clone_state

# UCB1 exploration constant for rewards in [0, 1]: well below sqrt(2), since rewards from
# evaluated leaves are far less noisy than win/loss outcomes (0.4 beat 0.8 in small bench runs).
EXPLORATION = 0.4
# Decisions played after the tree before the playout is cut and evaluated. In small runs of
# bench/ai_strength.py (Sheherazade, 0.2 s) evaluating the new leaf at once (0) won more than
# random or greedy-ish playouts of 3 to 8 decisions: the evaluation knows the game better than
# a few hundred noisy playouts do.
PLAYOUT_DEPTH = 0
# Chance per playout decision of a random action instead of the best of a small sample.
PLAYOUT_EPSILON = 0.5
# How many random candidate actions the playout policy compares with ``evaluate``.
PLAYOUT_SAMPLE = 2
# Whether a node's untried actions are expanded best first by ``evaluate`` (rather than at random):
# with a few hundred iterations a second, trying the promising moves first matters.
GREEDY_EXPANSION = True
# Whether one iteration keeps growing the tree through the other seats' decisions (each node's
# best-evaluated untried action first, i.e. their greedy reply) until the searching seat is to act
# again, and only then evaluates. Evaluating right after one's own move flatters it (the opponent
# has not answered yet), and flatters less-explored moves most, since their values stay one ply deep.
EXPAND_TO_OWN_TURN = False
# Whether the world is determinised again from an opponent's point of view before each of its
# decisions in the tree. One determinisation drawn from the searching seat's view fixes what that
# seat knows (its hand, the tile it hid), and without this the opponents in the tree would play as
# if they knew it too (their statistics are backed up in worlds where it is always the same), so
# the search could never profit from what they cannot see. Redrawing from the opponent's view
# makes its choices rest on what it can know. Measured with bench/ai_strength.py on the same 20
# seeds against normal: in 2-player Sheherazade 65% with it against 37.5% without (first 8 seeds),
# at 130 iterations (about a fifth of the 1 s budget); in Solstis no loss (62.5% on 16 seeds).
REDETERMINIZE_OPPONENTS = True
# Whether a leaf is valued for each opponent on the world determinised again from that opponent's
# view, while the searching seat's own value comes from the world searched. The other way to keep
# the opponents in the tree from reading the searching seat's secrets, for games that turn
# REDETERMINIZE_OPPONENTS off (SEARCH_SETTINGS). Redrawing the world before an opponent's decision
# also redraws the searching seat's own hand for the rest of the iteration, so its later leaves are
# valued on a hand it does not hold: where the evaluation prizes the hand (Paper World) that
# drowns its own plans in noise, the more so the more opponents play between its turns (in Solstis
# it made no difference).
# Valuing only the leaves from the opponent's view keeps the hand. It does not cover a secret that
# an opponent's own move reveals to it in the tree (Sheherazade's hidden tile, once taken), which
# is why it is not the default. Measured in bench/ai_strength.py (docs/ai-strength.md).
OPPONENT_LEAVES_ON_OWN_SAMPLE = False
# An iteration cap even under a time budget, so a trivial game cannot spin for the whole second.
MAX_ITERATIONS = 200_000
# Iterations between two checks of whether the root's most visited action can still be overtaken
# in the budget left (a check costs a pass over the root's children).
SETTLED_CHECK_EVERY = 16
# The clocks a time budget may count.
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


@dataclass(frozen=True)
class SearchConfig:
    """How hard the search thinks: a budget (iterations and/or seconds) and its playout policy."""

    iterations: int | None = None
    seconds: float | None = None
    exploration: float = EXPLORATION
    playout_depth: int | None = PLAYOUT_DEPTH  # None: play out to the end of the game
    playout_epsilon: float = PLAYOUT_EPSILON
    playout_sample: int = PLAYOUT_SAMPLE
    greedy_expansion: bool = GREEDY_EXPANSION  # expand the best-evaluated untried action first
    expand_to_own_turn: bool = EXPAND_TO_OWN_TURN  # leaves only where the searching seat is to act
    max_tree_depth: int | None = None  # decisions below the root the tree may grow (1: flat UCB)
    redeterminize_opponents: bool = REDETERMINIZE_OPPONENTS  # opponents decide on their own samples
    opponent_leaves_on_own_sample: bool = OPPONENT_LEAVES_ON_OWN_SAMPLE  # opponents' leaf values from their view
    stop_when_settled: bool = True  # stop once no other root action can overtake the most visited
    # What ``seconds`` counts: "wall" (the bot: a player waits that long) or "cpu" (this process's
    # CPU time: what an idle core would give, whatever else shares the machine; benchmarks).
    clock: str = "wall"

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs an iteration or a time budget")
        if self.clock not in CLOCKS:
            raise ValueError(f"unknown clock {self.clock!r}; one of {sorted(CLOCKS)}")


def game_search_config(game: Game[Any, Any], **fields: Any) -> SearchConfig:
    """The search settings for ``game``: the defaults above, overridden by the game's own
    ``SEARCH_SETTINGS``, overridden in turn by ``fields`` (the budget, experiments)."""
    return SearchConfig(**{**game.SEARCH_SETTINGS, **fields})


class Node:
    """One decision in the shared tree: statistics of the action that led here, and its children.

    ``total`` sums the rewards of ``mover`` (the seat that chose the action leading here);
    ``available`` counts the iterations in which that action was legal when its parent was reached.
    """

    __slots__ = ("available", "children", "mover", "order", "total", "visits")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.children: dict[tuple[int, str], Node] = {}
        self.order: list[str] | None = None  # the next mover's actions, best evaluated first


def search_action(game: Game[Any, Any], state: State, seat: int, config: SearchConfig, seed: int | None = None) -> str:
    """The action id the search picks for ``seat`` in ``state``.

    ``state`` is only ever handed to ``game.determinize`` (and ``view`` for the seed): the search
    itself plays on determinisations. Without ``seed`` its randomness is seeded by the seat's view.
    """
    actions = game.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no legal action")
    if len(actions) == 1:
        return actions[0].id
    rng = view_rng(game, state, seat, "search") if seed is None else random.Random(seed)
    search = _Search(game, seat, config, rng)
    root = search.run(lambda: game.determinize(state, seat, rng))
    return _most_visited(root, seat, [action.id for action in actions], rng)


def _root_lead(root: Node, seat: int) -> int:
    """How many more visits the root's most visited action has than the runner-up.

    Every root child is one of ``seat``'s own actions, legal in every determinisation (the seat's
    legal list is part of its view), so a root action never expanded yet counts as 0 visits.
    """
    first = second = 0
    for (mover, _), child in root.children.items():
        if mover != seat:
            continue
        if child.visits > first:
            first, second = child.visits, first
        elif child.visits > second:
            second = child.visits
    return first - second


def _most_visited(root: Node, seat: int, legal: list[str], rng: random.Random) -> str:
    """The root action tried most often (the robust choice); ties broken by mean reward, then seed."""
    best: list[str] = []
    best_key: tuple[int, float] | None = None
    for action_id in legal:
        child = root.children.get((seat, action_id))
        key = (child.visits, child.total / child.visits) if child and child.visits else (0, 0.0)
        if best_key is None or key > best_key:
            best_key, best = key, [action_id]
        elif key == best_key:
            best.append(action_id)
    return rng.choice(best)


class _Search:
    """One search: the tree, the budget and the adaptive evaluation scale."""

    def __init__(self, game: Game[Any, Any], seat: int, config: SearchConfig, rng: random.Random) -> None:
        self.game = game
        self.seat = seat
        self.config = config
        self.rng = rng
        self.lead_sum = 0.0  # of |evaluate| at cut-offs, for the logistic scale
        self.lead_count = 0

    # ------------------------------------------------------------------ main loop
    def run(self, determinize: Callable[[], State]) -> Node:
        """Iterate within the budget, each time on a fresh ``determinize()``; return the root.

        With ``stop_when_settled`` the search ends early once the root's most visited action leads
        every other by more visits than the budget has iterations left: spending them could not
        change the choice, so a clear decision takes less than the whole budget.
        """
        root = Node(None)
        clock = CLOCKS[self.config.clock]
        started = clock()
        deadline = started + self.config.seconds if self.config.seconds is not None else None
        limit = self.config.iterations if self.config.iterations is not None else MAX_ITERATIONS
        done = 0
        while done < limit:
            if deadline is not None and done and clock() >= deadline:
                break
            # determinize also redraws the random seed: future draws are as unknown as the hidden parts
            self._iterate(root, determinize())
            done += 1
            if (
                self.config.stop_when_settled
                and done % SETTLED_CHECK_EVERY == 0
                and _root_lead(root, self.seat) > self._iterations_left(done, limit, clock, started, deadline)
            ):
                break
        return root

    @staticmethod
    def _iterations_left(
        done: int, limit: int, clock: Callable[[], float], started: float, deadline: float | None
    ) -> float:
        """At most how many iterations the budget still allows (under a clock: at the rate so far)."""
        left = float(limit - done)
        if deadline is not None:
            now = clock()
            rate = done / max(now - started, 1e-9)
            left = min(left, max(deadline - now, 0.0) * rate)
        return left

    def _iterate(self, root: Node, world: State) -> None:
        game = self.game
        path = [root]
        node = root
        first = True
        while not game.is_over(world):
            if self.config.max_tree_depth is not None and len(path) > self.config.max_tree_depth:
                break  # the tree stops here; the playout takes over
            mover = self._mover(world, first)
            first = False
            if mover != self.seat and self.config.redeterminize_opponents:
                world = game.determinize(world, mover, self.rng)
            legal = [action.id for action in game.legal_actions(world, mover)]
            untried = [a for a in legal if (mover, a) not in node.children]
            for action_id in legal:
                child = node.children.get((mover, action_id))
                if child is not None:
                    child.available += 1
            if untried:
                action_id = self._expansion(node, world, mover, untried)
                child = Node(mover)
                child.available = 1
                node.children[(mover, action_id)] = child
                world = _step(game, world, mover, action_id)
                path.append(child)
                if self._leaf_here(world):
                    break
                node = child
                continue
            action_id = self._select(node, mover, legal)
            node = node.children[(mover, action_id)]
            world = _step(game, world, mover, action_id)
            path.append(node)
        rewards = self._playout(world)
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.total += rewards[visited.mover]

    def _leaf_here(self, world: State) -> bool:
        """Whether an iteration that has just grown the tree stops here to score ``world``."""
        if not self.config.expand_to_own_turn or self.game.is_over(world):
            return True
        return self.seat in self.game.to_act(world)

    def _mover(self, world: State, at_root: bool) -> int:
        """Who decides next: the searching seat first at the root, otherwise the lowest seat to act
        (several seats to act decide one after another in the tree, in seat order)."""
        to_act = self.game.to_act(world)
        if at_root and self.seat in to_act:
            return self.seat
        return min(to_act)

    def _expansion(self, node: Node, world: State, mover: int, untried: list[str]) -> str:
        """Which untried action to add to the tree: the best by ``search_evaluate`` or a random one.

        The order is evaluated once per node, on the determinisation that first expands it, so a
        node with b actions costs b evaluations in all rather than b for each of its children.
        """
        if not self.config.greedy_expansion or len(untried) == 1:
            return self.rng.choice(untried)
        if node.order is None:
            node.order = self._ranked(world, mover, self.rng.sample(untried, len(untried)))
        candidates = set(untried)
        # An action missing from the order (legal only in other determinisations) comes last.
        return next((a for a in node.order if a in candidates), self.rng.choice(untried))

    def _ranked(self, world: State, mover: int, actions: list[str]) -> list[str]:
        """``actions`` best first by ``search_evaluate`` for ``mover`` (a stable sort keeps the shuffle on ties)."""
        values = {a: self.game.search_evaluate(_step(self.game, clone_state(world), mover, a), mover) for a in actions}
        return sorted(actions, key=lambda a: -values[a])

    def _best_by_evaluation(self, world: State, mover: int, candidates: list[str]) -> str:
        """The candidate whose result ``search_evaluate`` rates best for ``mover`` (first listed on ties)."""
        best_value = -math.inf
        best = candidates[0]
        for action_id in candidates:
            value = self.game.search_evaluate(_step(self.game, clone_state(world), mover, action_id), mover)
            if value > best_value:
                best_value, best = value, action_id
        return best

    def _select(self, node: Node, mover: int, legal: list[str]) -> str:
        """UCB1 over the children legal in this determinisation, counted by availability."""
        best_value = -math.inf
        best = legal[0]
        c = self.config.exploration
        for action_id in legal:
            child = node.children[(mover, action_id)]
            value = child.total / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if value > best_value:
                best_value, best = value, action_id
        return best

    # ------------------------------------------------------------------ playouts and rewards
    def _playout(self, world: State) -> list[float]:
        game = self.game
        depth = self.config.playout_depth
        steps = 0
        while not game.is_over(world):
            if depth is not None and steps >= depth:
                return self._evaluated(world)
            mover = min(game.to_act(world))
            world = _step(game, world, mover, self._playout_action(world, mover))
            steps += 1
        return self._final(world)

    def _playout_action(self, world: State, mover: int) -> str:
        """Mostly the best of a few random candidates by ``search_evaluate``, sometimes a random one."""
        legal = self.game.legal_actions(world, mover)
        if len(legal) == 1 or self.rng.random() < self.config.playout_epsilon or self.config.playout_sample <= 1:
            return self.rng.choice(legal).id
        candidates = self.rng.sample(legal, min(self.config.playout_sample, len(legal)))
        return self._best_by_evaluation(world, mover, [action.id for action in candidates])

    def _final(self, world: State) -> list[float]:
        """1 for a sole winner, shared equally among tied winners, 0 for everyone else."""
        result = self.game.result(world)
        assert result is not None
        share = 1.0 / len(result.winners) if result.winners else 0.0
        return [share if seat in result.winners else 0.0 for seat in range(len(result.scores))]

    def _evaluated(self, world: State) -> list[float]:
        """Each seat's lead, squashed to (0, 1) on the scale of the leads seen so far."""
        players = int(world.get("players") or len(self.game.current_scores(world)))
        if self.config.opponent_leaves_on_own_sample:
            leads = [
                self.game.search_evaluate(
                    world if seat == self.seat else self.game.determinize(world, seat, self.rng), seat
                )
                for seat in range(players)
            ]
        else:
            leads = [self.game.search_evaluate(world, seat) for seat in range(players)]
        for lead in leads:
            self.lead_sum += abs(lead)
            self.lead_count += 1
        scale = max(self.lead_sum / self.lead_count, 1e-6)
        return [1.0 / (1.0 + math.exp(-max(min(lead / scale, 30.0), -30.0))) for lead in leads]


def _step(game: Game[S, Any], world: S, seat: int, action_id: str) -> S:
    """Apply an action the search already knows is legal to its own determinisation.

    The search owns ``world`` outright, so it skips the public ``apply``'s defensive copy and
    re-validation (about half the cost of a playout) and calls the engine hook directly.
    """
    return game._apply(world, seat, action_id).state
