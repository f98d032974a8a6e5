"""Sheherazade (2-5 players): the engine lives in :mod:`rules.sheherazade.engine`."""

from rules.sheherazade.engine import GAME, Sheherazade

__all__ = ["GAME", "Sheherazade"]
