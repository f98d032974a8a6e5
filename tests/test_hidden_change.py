"""``Transition.hidden_change`` is what the bot DMs after a move: it must name every seat whose
private view changed beyond the public one (a missed DM leaves a player with a stale hand), and
no seat whose private part stayed as it was (a DM drawn for nothing costs a drawing worker two images).

Seeded random games of every title at every player count (Mountain Miners also with every
expansion, whose Dark Tunnels hide tiles): at every step, each seat's private part, what its view
holds beyond the spectators' view, is compared before and after the move.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules import available_keys, get_game

# What a seat's view adds to help it decide, worked out from its secret and the public board (the
# moves it may make, the cells they reach): the picker shows them as the game is now, and they change
# with every public move, so they are not part of what a DM must carry.
DECISION_AIDS = frozenset({"seat", "targets", "legal", "captures", "placeable", "decision", "prompt"})

EVERY_EXPANSION = {
    "dark_tunnels": True,
    "gemshards": True,
    "golden_actions": True,
    "quick_start": "on",
    "quick_secret": True,
}


def beyond(own: Any, public: Any) -> Any:
    """What ``own`` holds that ``public`` does not: the differing entries of two dicts, or of two
    lists of one length (a board whose cells a seat has peeked at), found in depth; else ``own``."""
    if isinstance(own, dict) and isinstance(public, dict):
        keys = set(own) | set(public)
        return {key: beyond(own.get(key), public.get(key)) for key in keys if own.get(key) != public.get(key)}
    if isinstance(own, list) and isinstance(public, list) and len(own) == len(public):
        return {index: beyond(a, b) for index, (a, b) in enumerate(zip(own, public, strict=True)) if a != b}
    return own


def private_part(game: Any, state: dict[str, Any], seat: int) -> dict[str, Any]:
    """What ``seat``'s view shows that the spectators' view does not (decision aids aside)."""
    public, own = game.view(state, None), game.view(state, seat)
    for aid in DECISION_AIDS:
        public.pop(aid, None)
        own.pop(aid, None)
    return beyond(own, public)  # type: ignore[no-any-return]  # two dicts give a dict


def news(after: Any, before: Any) -> bool:
    """Whether the private part ``after`` holds anything ``before`` did not: a new or changed entry.
    An entry only gone is no news: what the seat alone knew became public (a face-down tile turned
    up or discarded face up, a peeked tile taken), and the turn post shows it."""
    if isinstance(after, dict) and isinstance(before, dict):
        return any(key not in before or news(value, before[key]) for key, value in after.items())
    return bool(after != before)


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    out = []
    for key in available_keys():
        game = get_game(key)
        for players in range(game.min_players, game.max_players + 1):
            out.append((key, players, {}))
            if key == "mountain-miners":
                out.append((key, players, EVERY_EXPANSION))
    return out


def resolved(game: Any, options: dict[str, Any], players: int) -> dict[str, Any]:
    """The options the game accepts of ``options`` (a value it does not offer is left out)."""
    known = {spec.key: spec for spec in game.OPTIONS}
    return {k: v for k, v in options.items() if k in known and v in known[k].choices}


def case_id(part: Any) -> str:
    return ("all" if part else "base") if isinstance(part, dict) else str(part)


@pytest.mark.parametrize(("key", "players", "options"), cases(), ids=case_id)
def test_hidden_change_names_exactly_the_seats_whose_secret_changed(
    key: str, players: int, options: dict[str, Any]
) -> None:
    game = get_game(key)
    steps = missed = 0
    for number in range(2):
        rng = random.Random(100 + number)
        state = game.setup(players, 100 + number, resolved(game, options, players))
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            before = [private_part(game, state, s) for s in range(players)]
            action = rng.choice(game.legal_actions(state, seat)).id
            transition = game.apply(state, seat, action)
            state = transition.state
            after = [private_part(game, state, s) for s in range(players)]
            changed = {s for s in range(players) if news(after[s], before[s])}
            assert changed <= transition.hidden_change, (
                f"move {steps} ({seat}: {action}) changed the private view of {sorted(changed)}"
                f" but reports {sorted(transition.hidden_change)}"
            )
            extra = {s for s in transition.hidden_change if after[s] == before[s]}
            assert not extra, f"move {steps} ({seat}: {action}) reports {sorted(extra)}, whose secret did not change"
            missed += len(changed - transition.hidden_change)
            steps += 1
    assert steps > 10 and missed == 0
