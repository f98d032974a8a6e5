"""Paper World (2-4 players): the engine lives in :mod:`rules.paper_world.engine`."""

from rules.paper_world.engine import GAME, PaperWorld

__all__ = ["GAME", "PaperWorld"]
