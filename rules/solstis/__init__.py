"""Solstis (Bruno Cathala, Corentin Lebrat), two players, with the Firefly and Discovery variants."""

from rules.solstis.engine import GAME, Solstis

__all__ = ["GAME", "Solstis"]
