"""A second look before a move that cannot be taken back (the ``/settings`` switch
"Confirm moves that cannot be taken back").

The engines do not say before a move whether it can be undone: that is known from its
:class:`~rules.base.Transition` (randomness drawn, a private view changed, the turn passed on). So the
move is played here on a copy of the state (``Game.apply`` never touches the state it is given) and
nothing of its outcome is kept or shown: only why it would be final, in words. The table service
decides undo with the very same rule (:func:`rules.base.can_take_back`), so a move this finds
reversible is one the picker's Undo can take back.

Asked once a turn, as on Board Game Arena: a player's reversible decisions play at once (Undo takes
them back), and the second look comes on the first decision of their turn that cannot be taken back
(it draws at random, shows someone's hidden information, ends the game, or ends the turn). Once a
turn has passed such a point, the rest of it is not asked about again: the seats for which that
holds are kept with the game (:func:`past_return_after`), and a turn is over when its mover is no
longer to act.
"""

from __future__ import annotations

from typing import Any

from rules.base import AnyState, Game, Transition, can_take_back
from rules.text import Msg, msg


def why_final(
    game: Game[Any, Any], state: AnyState, seat: int, action_id: str, past_return: frozenset[int] = frozenset()
) -> Msg | None:
    """Why ``seat`` could not take ``action_id`` back once played (a message for the player), or None
    when they could (the picker's Undo would) or when their turn has already passed a point of no
    return (``seat`` in ``past_return``: asked once a turn). Raises ``IllegalAction`` for a move that
    is not legal.

    The reasons, most telling first: it draws at random; it shows the mover something hidden or changes
    another seat's private view; it ends the game; it ends the player's turn (undoing it
    would change who is to act)."""
    transition = game.apply(state, seat, action_id)
    if seat in past_return or can_take_back(game, state, seat, transition):
        return None
    if transition.state.get("rng_counter") != state.get("rng_counter"):
        return msg("confirm-reason-chance")
    if transition.irreversible or transition.hidden_change - {seat}:
        return msg("confirm-reason-hidden")
    if game.is_over(transition.state):
        return msg("confirm-reason-game-ends")
    return msg("confirm-reason-turn-ends")


def past_return_after(
    game: Game[Any, Any], before: AnyState, seat: int, transition: Transition[Any], past_return: frozenset[int]
) -> frozenset[int]:
    """The seats whose turn in progress has passed a point of no return, once ``seat`` made the move
    ``transition`` from ``before``: ``seat`` joins when the move cannot be taken back and leaves them
    to act; a seat no longer to act afterwards has finished its turn and leaves.

    >>> from rules.base import Transition
    >>> class Turns:  # seat 0 acts while "turn" is 0
    ...     def to_act(self, state): return {state["turn"]} if state["turn"] < 2 else set()
    >>> drew = Transition(state={"turn": 0, "rng_counter": 1}, events=[])
    >>> sorted(past_return_after(Turns(), {"turn": 0}, 0, drew, frozenset()))
    [0]
    >>> ended = Transition(state={"turn": 1, "rng_counter": 1}, events=[])
    >>> sorted(past_return_after(Turns(), {"turn": 0, "rng_counter": 1}, 0, ended, frozenset({0})))
    []
    """
    to_act = game.to_act(transition.state)
    past = set(past_return)
    if seat in to_act and not can_take_back(game, before, seat, transition):
        past.add(seat)
    return frozenset(s for s in past if s in to_act)
