"""The searching AI (rules/search.py): deterministic for a seed and an iteration budget, blind to
hidden information, correct on turns where several seats act or one seat decides several times,
and stronger than random play. Budgets are iterations, never seconds."""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from dataclasses import replace

import pytest

from rules import get_game
from rules.ai import random_action
from rules.base import Action, Game, State, Transition, rank_by_score
from rules.levels import level_action, level_of
from rules.search import SearchConfig, _Search, game_search_config, search_action
from tests.determinize_checks import Config, hidden_signature, positions
from tests.game_checks import paper_world_signature

# a tiny budget with the production settings otherwise (leaves scored by the evaluation at once)
SMALL = SearchConfig(iterations=12)


# ---------------------------------------------------------------------- a toy game with simultaneous turns
class PickTwice(Game):
    """Both seats act at once; each decides twice in a row (a number 0-2, then keep or double it).

    A seat scores its number, doubled if it chose to double; doubling a 0 costs 3 points. The best
    play is 2 then double (4 points), which a one-step look-ahead also finds, so the test checks
    that the search returns it from either seat while the other seat is also to act.
    """

    key = "pick-twice"
    title = "Pick twice"
    min_players = 2
    max_players = 2

    def _setup(self, player_count: int, seed, options) -> State:
        return {"picks": [[] for _ in range(player_count)], "over": False}

    def _to_act(self, state: State) -> Iterable[int]:
        return [seat for seat, picks in enumerate(state["picks"]) if len(picks) < 2]

    def _legal_actions(self, state: State, seat: int) -> Iterable[Action]:
        if not state["picks"][seat]:
            return [Action(str(n), f"Pick {n}") for n in range(3)]
        return [Action("keep", "Keep"), Action("double", "Double")]

    def _apply(self, state: State, seat: int, action_id: str) -> Transition:
        state["picks"][seat].append(action_id)
        state["over"] = all(len(picks) == 2 for picks in state["picks"])
        return Transition(state, [])

    def _score(self, picks: list[str]) -> int:
        if not picks:
            return 0
        number = int(picks[0])
        if len(picks) == 2 and picks[1] == "double":
            return 2 * number if number else -3
        return number

    def _view(self, state: State, seat):
        return state

    def _result(self, state: State):
        return rank_by_score([self._score(picks) for picks in state["picks"]])


def test_search_handles_several_seats_to_act_and_several_decisions_in_a_row() -> None:
    game = PickTwice()
    state = game.setup(2, 1)
    assert game.to_act(state) == frozenset({0, 1})
    for seat in (0, 1):
        assert search_action(game, state, seat, SearchConfig(iterations=300, playout_depth=None), seed=5) == "2"
    state = game.apply(state, 1, "0").state
    state = game.apply(state, 1, "keep").state  # seat 1 is done with 0 points; seat 0 decides twice alone
    assert game.to_act(state) == frozenset({0})
    state = game.apply(state, 0, "0").state
    # keeping the 0 ties (half a win), doubling it loses
    assert search_action(game, state, 0, SearchConfig(iterations=100, playout_depth=None), seed=5) == "keep"
    state = game.apply(state, 0, "keep").state
    assert game.is_over(state)


# ---------------------------------------------------------------------- a toy game that needs look-ahead
class TakeAway(Game):
    """Seats take turns removing 1 or 2 counters; whoever takes the last counter wins.

    The evaluation is flat (0 until the game ends), so a one-step look-ahead sees nothing but an
    immediate win: from 4 counters only taking 1 (leaving 3, a lost position for the mover) wins,
    and from 5 only taking 2. Finding that needs the search to look several moves ahead.
    """

    key = "take-away"
    title = "Take away"
    min_players = 2
    max_players = 2

    def _setup(self, player_count: int, seed, options) -> State:
        return {"left": int(options.get("left", 4)) if options else 4, "turn": 0, "over": False, "winner": None}

    def resolve_options(self, options, player_count):  # any starting count, for the test
        return dict(options)

    def _to_act(self, state: State) -> Iterable[int]:
        return [state["turn"]]

    def _legal_actions(self, state: State, seat: int) -> Iterable[Action]:
        return [Action(str(n), f"Take {n}") for n in (1, 2) if n <= state["left"]]

    def _apply(self, state: State, seat: int, action_id: str) -> Transition:
        state["left"] -= int(action_id)
        if state["left"] == 0:
            state["over"], state["winner"] = True, seat
        state["turn"] = 1 - seat
        return Transition(state, [])

    def _view(self, state: State, seat):
        return state

    def has_private_view(self, state: State) -> bool:
        return False

    def _result(self, state: State):
        return rank_by_score([int(state["winner"] == seat) for seat in range(2)])


@pytest.mark.parametrize("left,winning", [(4, "1"), (5, "2"), (7, "1"), (8, "2")])
@pytest.mark.parametrize("expand_to_own_turn", [False, True])
def test_search_finds_the_forced_win_that_a_flat_evaluation_cannot_see(
    left: int, winning: str, expand_to_own_turn: bool
) -> None:
    game = TakeAway()
    state = game.setup(2, 1, {"left": left})
    config = SearchConfig(iterations=400, expand_to_own_turn=expand_to_own_turn)
    for seed in range(3):
        assert search_action(game, state, 0, config, seed=seed) == winning


def test_search_takes_an_immediate_win_and_avoids_handing_one_over() -> None:
    game = TakeAway()
    assert search_action(game, game.setup(2, 1, {"left": 2}), 0, SearchConfig(iterations=30), seed=1) == "2"
    # from 4, taking 2 hands the opponent an immediate win: the search must learn that it loses
    state = game.setup(2, 1, {"left": 4})
    root = _Search(game, 0, SearchConfig(iterations=200), random.Random(1)).run(lambda: dict(state))
    take_one, take_two = root.children[(0, "1")], root.children[(0, "2")]
    # its first visit scores the unfinished leaf (a level evaluation: 1/2); every later one is a loss
    assert take_two.visits >= 2 and take_two.total == 0.5
    assert take_one.visits > 10 * take_two.visits
    assert take_one.total / take_one.visits > 0.75


@pytest.mark.parametrize("iterations", [1, 17, 250])
def test_an_iteration_budget_is_exactly_the_number_of_iterations(iterations: int) -> None:
    game = get_game("sheherazade")
    state = game.setup(2, 11)
    seat = min(game.to_act(state))
    search = _Search(game, seat, SearchConfig(iterations=iterations, stop_when_settled=False), random.Random(3))
    root = search.run(lambda: game.determinize(state, seat, search.rng))
    assert root.visits == iterations
    assert sum(child.visits for child in root.children.values()) == iterations


def test_a_cpu_time_budget_does_not_count_time_spent_waiting() -> None:
    """Under ``clock="cpu"`` only this process's own work uses up the budget, so other programs
    sharing the machine do not shorten the search (here each world costs a 20 ms sleep)."""
    game = TakeAway()
    state = game.setup(2, 1, {"left": 9})

    def slow_world() -> State:
        time.sleep(0.02)
        return dict(state)

    def iterations(clock: str) -> int:
        config = SearchConfig(seconds=0.1, iterations=30, stop_when_settled=False, clock=clock)
        return _Search(game, 0, config, random.Random(1)).run(slow_world).visits

    assert iterations("wall") <= 6
    assert iterations("cpu") == 30
    with pytest.raises(ValueError):
        SearchConfig(seconds=1.0, clock="sundial")


class Bluff(Game):
    """Seat 0 alone knows a secret number 0-2. It folds (a shared win) or bets; after a bet seat 1
    guesses the number and wins if right, else seat 0 wins.

    Against a seat 1 that cannot see the number a bet wins 2 times in 3, better than the half a
    fold is worth; against a mind-reader it always loses. So the search bets only if the opponents
    in its tree decide on what they can know.
    """

    key = "bluff"
    title = "Bluff"
    min_players = 2
    max_players = 2

    def _setup(self, player_count: int, seed, options) -> State:
        return {"secret": random.Random(seed).randrange(3), "stage": "bet", "over": False, "scores": [0, 0]}

    def _to_act(self, state: State) -> Iterable[int]:
        return [0] if state["stage"] == "bet" else [1]

    def _legal_actions(self, state: State, seat: int) -> Iterable[Action]:
        if state["stage"] == "bet":
            return [Action("fold", "Fold"), Action("bet", "Bet")]
        return [Action(f"guess:{n}", f"Guess {n}") for n in range(3)]

    def _apply(self, state: State, seat: int, action_id: str) -> Transition:
        if action_id == "bet":
            state["stage"] = "guess"
            return Transition(state, [])
        if action_id.startswith("guess:"):
            right = int(action_id.split(":")[1]) == state["secret"]
            state["scores"] = [0, 1] if right else [1, 0]
        state["over"] = True
        return Transition(state, [])

    def _view(self, state: State, seat):
        view = dict(state)
        if seat != 0:
            view["secret"] = None
        return view

    def determinize(self, state: State, seat, rng: random.Random) -> State:
        world = dict(state, scores=list(state["scores"]))
        if seat != 0:
            world["secret"] = rng.randrange(3)
        return world

    def _result(self, state: State):
        return rank_by_score(state["scores"])


@pytest.mark.parametrize("secret_seed", [1, 2, 3])
def test_opponents_in_the_tree_cannot_read_the_searching_seats_secret(secret_seed: int) -> None:
    game = Bluff()
    state = game.setup(2, secret_seed)
    fair = SearchConfig(iterations=600, redeterminize_opponents=True)
    mind_readers = SearchConfig(iterations=600, redeterminize_opponents=False)
    assert search_action(game, state, 0, fair, seed=4) == "bet"
    # the same search, with opponents that see what the searching seat sees, folds
    assert search_action(game, state, 0, mind_readers, seed=4) == "fold"


class Secrets(Game):
    """Each of two seats holds a secret number 0-9 that only it sees; four turns of taking 0 or 1
    point. Its evaluation records every (seat valued, secrets of the world it was valued on)."""

    key = "secrets"
    title = "Secrets"
    min_players = 2
    max_players = 2

    def __init__(self) -> None:
        self.valued: list[tuple[int, tuple[int, int]]] = []

    def _setup(self, player_count: int, seed, options) -> State:
        rng = random.Random(seed)
        return {"secrets": [rng.randrange(10), rng.randrange(10)], "turn": 0, "over": False, "scores": [0, 0]}

    def _to_act(self, state: State) -> Iterable[int]:
        return [state["turn"] % 2]

    def _legal_actions(self, state: State, seat: int) -> Iterable[Action]:
        return [Action("0", "Take 0"), Action("1", "Take 1")]

    def _apply(self, state: State, seat: int, action_id: str) -> Transition:
        state["scores"][seat] += int(action_id)
        state["turn"] += 1
        state["over"] = state["turn"] == 4
        return Transition(state, [])

    def _view(self, state: State, seat):
        return dict(state, secrets=[v if s == seat else None for s, v in enumerate(state["secrets"])])

    def determinize(self, state: State, seat, rng: random.Random) -> State:
        world = dict(state, scores=list(state["scores"]), secrets=list(state["secrets"]))
        world["secrets"] = [v if s == seat else rng.randrange(10) for s, v in enumerate(world["secrets"])]
        return world

    def evaluate(self, state: State, seat: int) -> float:
        self.valued.append((seat, tuple(state["secrets"])))
        return state["scores"][seat] - state["scores"][1 - seat] + state["secrets"][seat] / 10

    def _result(self, state: State):
        return rank_by_score(state["scores"])


def leaves_valued(config: SearchConfig) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Search once for seat 0; for every leaf, the secrets of the world seat 0 was valued on and of
    the world seat 1 was valued on (only leaves are valued: expansion is not by evaluation)."""
    game = Secrets()
    state = game.setup(2, 5)
    search_action(game, state, 0, replace(config, greedy_expansion=False), seed=3)
    assert [seat for seat, _ in game.valued] == [0, 1] * (len(game.valued) // 2)
    return [(game.valued[i][1], game.valued[i + 1][1]) for i in range(0, len(game.valued), 2)]


def test_opponent_leaves_on_their_own_sample_keep_the_searching_seats_secret_for_itself() -> None:
    real = Secrets().setup(2, 5)["secrets"]
    leaves = leaves_valued(
        SearchConfig(iterations=300, redeterminize_opponents=False, opponent_leaves_on_own_sample=True)
    )
    # the searching seat always values its positions knowing its own secret...
    assert {own[0] for own, _ in leaves} == {real[0]}
    # ...the opponent values the same leaf knowing its own secret (as sampled in the world searched)
    assert all(theirs[1] == own[1] for own, theirs in leaves)
    # ...but blind to the searching seat's
    assert len({theirs[0] for _, theirs in leaves}) >= 5


def test_redeterminising_before_each_opponent_decision_loses_the_searching_seats_own_secret() -> None:
    """Why opponent_leaves_on_own_sample exists: the default redraws the whole world from the
    opponent's view, and the searching seat's later leaves are valued on that world."""
    real = Secrets().setup(2, 5)["secrets"]
    leaves = leaves_valued(SearchConfig(iterations=300, redeterminize_opponents=True))
    own_secrets = {own[0] for own, _ in leaves}
    assert real[0] in own_secrets and len(own_secrets) >= 5


# ---------------------------------------------------------------------- determinism and legality
@pytest.mark.parametrize(
    "key,players", [("solstis", 2), ("sheherazade", 4), ("nanga-parbat", 2), ("paper-world", 3), ("mountain-miners", 2)]
)
def test_same_seed_and_budget_give_the_same_legal_choice(key: str, players: int) -> None:
    game = get_game(key)
    config = Config(key, game, players)
    checked = 0
    for seed, _step, state in positions(config, 2, 7):
        seat = min(game.to_act(state))
        first = search_action(game, state, seat, SMALL, seed=seed)
        assert first == search_action(game, state, seat, SMALL, seed=seed)
        assert first in {action.id for action in game.legal_actions(state, seat)}
        checked += 1
    assert checked >= 8


@pytest.mark.slow  # seconds on its own
@pytest.mark.parametrize(
    "key,players", [("solstis", 2), ("sheherazade", 2), ("nanga-parbat", 2), ("paper-world", 2), ("mountain-miners", 2)]
)
def test_stopping_once_settled_changes_no_decision_and_saves_iterations(key: str, players: int) -> None:
    """The early stop only skips iterations that could not change the most visited root action:
    with the same seed and iteration budget the choice equals the full search's, and clear
    decisions end before the budget is spent."""
    game = get_game(key)
    config = Config(key, game, players)
    full = SearchConfig(iterations=96, stop_when_settled=False)
    settled = SearchConfig(iterations=96, stop_when_settled=True)
    compared = shortened = 0
    for seed, _step, state in positions(config, 2, 8):
        seat = min(game.to_act(state))
        if len(game.legal_actions(state, seat)) < 2:
            continue
        assert search_action(game, state, seat, settled, seed=seed) == search_action(game, state, seat, full, seed=seed)
        search = _Search(game, seat, settled, random.Random(seed))
        root = search.run(lambda: game.determinize(state, seat, search.rng))
        assert root.visits <= 96
        shortened += root.visits < 96
        compared += 1
    assert compared >= 6
    assert shortened >= 1, "no decision was ever settled before the budget ran out"


# ---------------------------------------------------------------------- blind to hidden information
HIDDEN_INFO = [
    (Config("solstis", get_game("solstis"), 2), 5, 3),
    (Config("sheherazade-2", get_game("sheherazade"), 2), 6, 6),
    (Config("sheherazade-3", get_game("sheherazade"), 3), 5, 8),
    (Config("paper-world", get_game("paper-world"), 2, signature=paper_world_signature), 5, 8),
    (
        Config("miners-dark", get_game("mountain-miners"), 2, {"dark_tunnels": True}),
        5,
        7,
    ),
]


@pytest.mark.parametrize("config,games,every", HIDDEN_INFO, ids=[c.name for c, _, _ in HIDDEN_INFO])
def test_decision_is_the_same_when_the_hidden_parts_are_resampled(config: Config, games: int, every: int) -> None:
    """The real state and another one consistent with the seat's view (its hidden parts resampled by
    determinize) get the same decision: the search (its seed drawn from the view) reads nothing hidden."""
    game = config.game
    positions_checked = changed = 0
    for seed, step, state in positions(config, games, every):
        seat = min(game.to_act(state))
        if len(game.legal_actions(state, seat)) < 2:
            continue
        other = game.determinize(state, seat, random.Random(f"resample:{seed}:{step}"))
        assert game.view(other, seat) == game.view(state, seat)
        changed += hidden_signature(config, other) != hidden_signature(config, state)
        assert search_action(game, state, seat, SMALL) == search_action(game, other, seat, SMALL), (
            f"{config.name} seed {seed} step {step}: the decision follows hidden information"
        )
        positions_checked += 1
    assert positions_checked >= 30
    assert changed >= positions_checked // 2, "the resampling must actually change hidden parts"


OWN_SETTINGS = [
    (Config("paper-world", get_game("paper-world"), 4, signature=paper_world_signature), 3, 10),
    (Config("solstis", get_game("solstis"), 2), 4, 4),
]


@pytest.mark.parametrize("config,games,every", OWN_SETTINGS, ids=[c.name for c, _, _ in OWN_SETTINGS])
def test_games_own_search_settings_read_nothing_hidden_either(config: Config, games: int, every: int) -> None:
    """Paper World and Solstis value opponents' leaves on worlds drawn from their own views (and
    Solstis values leaves with its fitted evaluation, which reads hands): those draws come from the
    search's seed, drawn from the seat's view, and the hands it reads are the seat's own and sampled
    ones, so the decision still follows only the view."""
    game = config.game
    search = game_search_config(game, iterations=12)
    assert search.opponent_leaves_on_own_sample and not search.redeterminize_opponents
    positions_checked = 0
    for seed, step, state in positions(config, games, every):
        seat = min(game.to_act(state))
        if len(game.legal_actions(state, seat)) < 2:
            continue
        other = game.determinize(state, seat, random.Random(f"resample:{seed}:{step}"))
        assert search_action(game, state, seat, search) == search_action(game, other, seat, search), (
            f"{config.name} seed {seed} step {step}: the decision follows hidden information"
        )
        positions_checked += 1
    assert positions_checked >= 15


# ---------------------------------------------------------------------- strength and levels
def test_search_beats_random_play_in_sheherazade() -> None:
    game = get_game("sheherazade")
    wins = 0
    for seed in range(6):
        searcher = seed % 2
        state = game.setup(2, 1000 + seed)
        while not game.is_over(state):
            seat = min(game.to_act(state))
            if seat == searcher:
                action = search_action(game, state, seat, SMALL, seed=seed)
            else:
                action = random_action(game, state, seat)
            state = game.apply(state, seat, action).state
        wins += game.result(state).winners == [searcher]
    assert wins >= 5, f"the search won only {wins} of 6 against random play"


def test_stored_kinds_map_to_levels() -> None:
    assert level_of("greedy") == "normal" and level_of(None) == "normal"
    assert level_of("hard") == "hard" and level_of("random") == "random"
    game = get_game("solstis")
    state = game.setup(2, 3)
    seat = min(game.to_act(state))
    legal = {action.id for action in game.legal_actions(state, seat)}
    for kind in ("greedy", "random", "easy", "normal"):
        assert level_action(kind, game, state, seat) in legal
    with pytest.raises(ValueError):
        level_action("grandmaster", game, state, seat)
