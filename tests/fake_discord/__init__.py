"""A Discord-compatible fake server for end-to-end tests of the real bot.

See ``server.FakeDiscord`` (the fake and its test-driver API), ``launch.py``
(runs the unmodified ``bot.py`` against the fake) and ``harness.BotProcess``.
"""

from .server import (
    Attachment,
    Channel,
    FakeDiscord,
    Interaction,
    Message,
)

__all__ = ["Attachment", "Channel", "FakeDiscord", "Interaction", "Message"]
