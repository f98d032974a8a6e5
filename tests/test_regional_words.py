"""Words that read right for every reader of a catalogue: the Spanish one is read in Spain and,
through Discord's es-419, across Latin America, so it says *tomar*, never *coger* (vulgar in much
of Latin America), and *tú*/*ustedes* forms, never *vosotros*; the Brazilian Portuguese one says
*gema* (a *joia* is a jewel) and names a secret tile once. Every message and rules page is read."""

from __future__ import annotations

import re
from pathlib import Path

from lang.catalogue import chain

LOCALES = Path(__file__).resolve().parent.parent / "lang" / "locales"
REGIONAL = re.compile(
    r"\b(cog(er|erla|erlo|e|es|en|ió|ida|ido|idas|idos|í|iste)|coj[oa]|vosotros|vuestr[oa]s?|\w+[áé]is)\b", re.I
)


def texts_of(locale: str) -> list[tuple[Path, str]]:
    """Every line of ``locale``'s messages and rules pages but the comments, with its file."""
    return [
        (path, line)
        for path in sorted((LOCALES / locale).rglob("*"))
        if path.suffix in (".ftl", ".md")
        for line in path.read_text().splitlines()
        if not line.lstrip().startswith("#")
    ]


def test_latin_american_members_read_the_spanish_catalogue():
    assert chain("es-419")[0] == "es-ES"


def test_spanish_says_tomar_and_never_vosotros():
    texts = texts_of("es-ES")
    assert len(texts) > 500
    faults = [f"{path.name}: {line[:100]}" for path, line in texts if REGIONAL.search(line)]
    assert not faults, "\n".join(faults[:20])


def test_brazilian_portuguese_says_gema_and_names_a_secret_tile_once():
    from lang import Speaker
    from rules.text import msg

    texts = [line for path, line in texts_of("pt-BR")]
    assert not [line for line in texts if re.search(r"\bjoias?\b", line, re.I)]
    speaker = Speaker("pt-BR", ["Ana", "Bia"])
    said = speaker.t("mm-action-steal-tile", tile=msg("mm-tile-secret"))
    assert said.count("peça") == 1, said


def test_german_counts_moves_in_schritte_and_keeps_aktion_for_action_tiles():
    """German's move counter is "Schritt 14" and a legal move a "Zug": "Aktion" would read as one
    of Mountain Miners' action tiles (Aktionsplättchen) beside them on the same board."""
    from lang import Speaker

    speaker = Speaker("de", ["Ana", "Bo"])
    assert speaker.t("turn-move-line", number=14, said="…").startswith("Schritt 14")
    faults = [
        f"{path.name}: {line[:90]}"
        for path in sorted((LOCALES / "de").rglob("*"))
        if path.suffix in (".ftl", ".md") and path.stem != "mountain-miners"
        for line in path.read_text().splitlines()
        if "Aktion" in line and "mountain-miners" not in line and not line.lstrip().startswith("#")
    ]
    assert not faults, "\n".join(faults)
