"""The TypedDicts that describe each game's state match the states the engines really build.

mypy trusts the declared shape of a state (engines cast a fresh dict to it once, in setup), so a
declaration that drifts from the engine would check the code against a fiction. These tests walk
every state of seeded random games, and each seat's determinised copy, and check each value
against its declared type: every required key present, no undeclared key, every Literal a listed
value, every int an int (not a bool).
"""

from __future__ import annotations

import random
import types
from typing import Any, Literal, NotRequired, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from rules import get_game
from rules.mountain_miners.state import MinersState
from rules.mountain_miners.view import MinersView
from rules.nanga_parbat.state import NangaParbatState
from rules.nanga_parbat.view import NangaParbatView, Targets
from rules.paper_world.state import PaperWorldState
from rules.paper_world.view import PaperWorldView
from rules.sheherazade.scoring import BoardScore, board_score
from rules.sheherazade.state import SheherazadeState
from rules.sheherazade.view import SheherazadeView
from rules.solstis.state import SolstisState
from rules.solstis.view import SolstisView


def conforms(value: Any, declared: Any, where: str = "state") -> None:
    """Raise AssertionError, naming the path, unless ``value`` is of the ``declared`` type."""
    origin, args = get_origin(declared), get_args(declared)
    if declared is Any:
        return
    if is_typeddict(declared):
        assert isinstance(value, dict), f"{where}: {value!r} is not a dict"
        hints = get_type_hints(declared, include_extras=True)
        required = {key for key, hint in hints.items() if get_origin(hint) is not NotRequired}
        assert not required - value.keys(), f"{where}: missing {sorted(required - value.keys())}"
        assert not value.keys() - hints.keys(), f"{where}: undeclared {sorted(value.keys() - hints.keys())}"
        for key, item in value.items():
            hint = hints[key]
            conforms(item, get_args(hint)[0] if get_origin(hint) is NotRequired else hint, f"{where}[{key!r}]")
    elif origin in (Union, types.UnionType):
        failures = []
        for arm in args:
            try:
                conforms(value, arm, where)
                return
            except AssertionError as failure:
                failures.append(str(failure))
        raise AssertionError(" / ".join(failures))
    elif origin is Literal:
        assert value in args, f"{where}: {value!r} is not one of {args}"
    elif origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        for index, item in enumerate(value):
            conforms(item, args[0], f"{where}[{index}]")
    elif origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not a dict"
        for key, item in value.items():
            conforms(key, args[0], f"{where} key {key!r}")
            conforms(item, args[1], f"{where}[{key!r}]")
    elif origin is tuple:
        assert isinstance(value, tuple) and len(value) == len(args), f"{where}: {value!r} is not {declared}"
        for index, (item, arm) in enumerate(zip(value, args)):
            conforms(item, arm, f"{where}[{index}]")
    elif declared is type(None) or declared is None:
        assert value is None, f"{where}: {value!r} is not None"
    elif declared in (int, bool, str):
        # exact types: a bool where an int is declared (or the reverse) is a mistake worth a failure
        assert type(value) is declared, f"{where}: {value!r} is not {declared.__name__}"
    else:  # pragma: no cover - a declaration this checker does not know yet
        raise AssertionError(f"{where}: cannot check {declared!r}")


def test_the_checker_refuses_what_it_should() -> None:
    """The checker itself: each kind of mismatch fails, naming where."""
    good = get_game("sheherazade").setup(3, 1)
    conforms(good, SheherazadeState)
    for change, message in (
        (lambda s: s.pop("boards"), "missing ['boards']"),
        (lambda s: s.update(surplus=1), "undeclared ['surplus']"),
        (lambda s: s.update(phase="stak"), "'stak' is not one of"),
        (lambda s: s.update(round=True), "True is not int"),
        (lambda s: s["boards"][0]["grid"][0].__setitem__(0, 7), "state['boards'][0]['grid'][0][0]"),
    ):
        bad = get_game("sheherazade").setup(3, 1)
        change(bad)
        with pytest.raises(AssertionError, match=message.replace("[", r"\[").replace("(", r"\(")):
            conforms(bad, SheherazadeState)


# (game key, state type, player counts, option sets): every variant, since variants fill keys differently
MINERS_ALL = {"dark_tunnels": True, "gemshards": True, "golden_actions": True}
TYPED_GAMES = [
    (
        "mountain-miners",
        MinersState,
        [2, 5],
        [
            {},
            {**MINERS_ALL, "quick_start": "actions", "quick_secret": True, "quick_arrow": True},
            {**MINERS_ALL, "quick_start": "any", "harder": True, "map_size": 5},
        ],
    ),
    ("solstis", SolstisState, [2], [{"variant": "base"}, {"variant": "firefly"}, {"variant": "discovery"}]),
    ("nanga-parbat", NangaParbatState, [2], [{"area_scoring": False}, {"area_scoring": True}]),
    ("paper-world", PaperWorldState, [2, 3, 4], [{"objectives": "random"}, {"objectives": "starred"}]),
    ("sheherazade", SheherazadeState, [2, 3, 5], [{}]),
]


@pytest.mark.parametrize(("key", "state_type", "counts", "option_sets"), TYPED_GAMES, ids=[g[0] for g in TYPED_GAMES])
def test_every_state_of_random_games_matches_its_declared_type(
    key: str, state_type: Any, counts: list[int], option_sets: list[dict[str, Any]]
) -> None:
    game = get_game(key)
    for players in counts:
        for options in option_sets:
            for seed in (1, 2):
                rng = random.Random(f"{key}:{players}:{seed}")
                state = game.setup(players, seed, options)
                steps = 0
                while True:
                    conforms(state, state_type, f"{key} {players}p {options} seed {seed} step {steps}")
                    if game.is_over(state):
                        break
                    if steps % 7 == 0:  # a sample of determinised copies, from every seat and a spectator
                        for seat in [*range(players), None]:
                            conforms(game.determinize(state, seat, rng), state_type, f"{key} determinised for {seat}")
                    seat = min(game.to_act(state))
                    state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
                    steps += 1


def test_nanga_parbat_view_targets_and_sheherazade_board_scores_match_their_types() -> None:
    nanga = get_game("nanga-parbat")
    rng = random.Random(3)
    state = nanga.setup(2, 3)
    targets_seen = 0
    while not nanga.is_over(state):
        seat = min(nanga.to_act(state))
        view = nanga.view(state, seat)
        conforms(view["targets"], Targets, "targets")
        targets_seen += 1
        state = nanga.apply(state, seat, rng.choice(nanga.legal_actions(state, seat)).id).state
    assert targets_seen > 20

    sheherazade = get_game("sheherazade")
    state = sheherazade.setup(3, 4)
    while not sheherazade.is_over(state):
        seat = min(sheherazade.to_act(state))
        state = sheherazade.apply(state, seat, rng.choice(sheherazade.legal_actions(state, seat)).id).state
    for board in state["boards"]:
        conforms(board_score(board), BoardScore, "board score")


VIEW_TYPES = {
    "mountain-miners": MinersView,
    "solstis": SolstisView,
    "nanga-parbat": NangaParbatView,
    "paper-world": PaperWorldView,
    "sheherazade": SheherazadeView,
}


@pytest.mark.parametrize(("key", "state_type", "counts", "option_sets"), TYPED_GAMES, ids=[g[0] for g in TYPED_GAMES])
def test_every_view_of_random_games_matches_its_declared_type(
    key: str, state_type: Any, counts: list[int], option_sets: list[dict[str, Any]]
) -> None:
    """Every seat's view and the spectators', at every step of a seeded game in each option set,
    holds exactly the keys of the game's view type (rules/<game>/view.py), each of its type."""
    game = get_game(key)
    view_type = VIEW_TYPES[key]
    for options in option_sets:
        players = counts[-1]
        rng = random.Random(f"{key}:view:{players}")
        state = game.setup(players, 1, options)
        steps = 0
        while True:
            for seat in [*range(players), None]:
                conforms(game.view(state, seat), view_type, f"{key} {options} step {steps} view of {seat}")
            if game.is_over(state):
                break
            seat = min(game.to_act(state))
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
            steps += 1
