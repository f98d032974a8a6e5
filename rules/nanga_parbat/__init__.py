"""Nanga Parbat (Steve Finn, 2021) for two players, with the area-scoring variant as an option."""

from rules.nanga_parbat.engine import NangaParbat

GAME = NangaParbat()

__all__ = ["GAME", "NangaParbat"]
