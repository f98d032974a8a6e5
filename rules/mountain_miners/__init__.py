"""Mountain Miners (2-6 players): the engine lives in :mod:`rules.mountain_miners.engine`."""

from rules.mountain_miners.engine import GAME, MountainMiners

__all__ = ["GAME", "MountainMiners"]
