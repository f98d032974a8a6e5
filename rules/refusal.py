"""The one kind of "no" a player can meet.

Every refusal the bot gives a player (an illegal move, a stale button, a full lobby, a cap, a
vote that cannot be cast) derives from :class:`Refusal`. Its ``reason`` is a message (an id of the
catalogue and its arguments, :class:`rules.text.Msg`) shown to the player in their own language;
the Discord side answers every refusal the same way, privately, in one place. A refusal always
means nothing was changed.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.text import Msg


class Refusal(Exception):
    """Something a player asked for was refused, and nothing changed. ``reason`` is for the player."""

    default_reason: Msg | str = Msg("refusal-default")
    # The players' names the reason's seat arguments stand for, when the service that refused knows
    # the table (a reason names seats as arguments, see ``cogs.ui.refuse``); none by default.
    names: Sequence[str] = ()

    def __init__(self, reason: Msg | str = "") -> None:
        self.reason: Msg | str = reason or self.default_reason
        super().__init__(self.reason.id if isinstance(self.reason, Msg) else self.reason)

    def __str__(self) -> str:
        return self.reason.id if isinstance(self.reason, Msg) else self.reason
