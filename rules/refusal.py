"""The one kind of "no" a player can meet.

Every refusal the bot gives a player (an illegal move, a stale button, a full lobby, a cap, a
vote that cannot be cast) derives from :class:`Refusal`. Its ``reason`` is a short sentence meant
for the player; the Discord side answers every refusal the same way, privately, in one place.
A refusal always means nothing was changed.
"""

from __future__ import annotations


class Refusal(Exception):
    """Something a player asked for was refused, and nothing changed. ``reason`` is for the player."""

    def __init__(self, reason: str = "") -> None:
        super().__init__(reason)
        self.reason = reason or self.default_reason

    default_reason = "That cannot be done now."

    def __str__(self) -> str:
        return self.reason
