"""Every word the bot shows, in the reader's language (see ``lang.catalogue``)."""

from lang.catalogue import CATALOGUE, PSEUDO, SHIPPED, SOURCE, Catalogue, Speaker, chain, isolate, speaker

__all__ = ["CATALOGUE", "PSEUDO", "SHIPPED", "SOURCE", "Catalogue", "Speaker", "chain", "isolate", "speaker"]
