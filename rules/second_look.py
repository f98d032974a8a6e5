"""A second look before a move that cannot be taken back (the ``/settings`` switch
"Confirm moves that cannot be taken back").

The engines do not say before a move whether it can be undone: that is known from its
:class:`~rules.base.Transition` (randomness drawn, a private view changed, the turn passed on). So the
move is played here on a copy of the state (``Game.apply`` never touches the state it is given) and
nothing of its outcome is kept or shown: only why it would be final, in words. The table service
decides undo with the very same rule (:func:`rules.base.can_take_back`), so a move this finds
reversible is one the picker's Undo can take back.
"""

from __future__ import annotations

from typing import Any

from rules.base import AnyState, Game, can_take_back
from rules.text import Msg, msg


def why_final(game: Game[Any], state: AnyState, seat: int, action_id: str) -> Msg | None:
    """Why ``seat`` could not take ``action_id`` back once played (a message for the player), or None
    when they could (the picker's Undo would). Raises ``IllegalAction`` for a move that is not legal.

    The reasons, most telling first: it draws at random; it shows the mover something hidden or changes
    another seat's private view; it ends the game; it ends the player's turn (undoing it
    would change who is to act)."""
    transition = game.apply(state, seat, action_id)
    if can_take_back(game, state, seat, transition):
        return None
    if transition.state.get("rng_counter") != state.get("rng_counter"):
        return msg("confirm-reason-chance")
    if transition.irreversible or transition.hidden_change - {seat}:
        return msg("confirm-reason-hidden")
    if game.is_over(transition.state):
        return msg("confirm-reason-game-ends")
    return msg("confirm-reason-turn-ends")
