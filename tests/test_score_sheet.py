"""The score sheet and its alt text: readable labels, one total, no all-zero columns, chat-column limits."""

from __future__ import annotations

import random

import pytest
from PIL import ImageChops

from lang import CATALOGUE, SOURCE, Speaker
from render import theme, words
from render.alt_text import describe_result, describe_view
from render.score_sheet import column_label, column_slug, draw_score_sheet, shown_columns
from rules import available_keys, get_game
from rules.base import Result
from rules.nanga_parbat import GAME as NANGA
from rules.solstis import GAME as SOLSTIS

SOLSTIS_RESULT = Result(
    scores=[27, 13],
    breakdown=[
        {"largest": 18, "fires": 3, "spirits": 3, "bonus": 3, "fireflies": 0, "total": 27},
        {"largest": 8, "fires": 0, "spirits": 3, "bonus": 2, "fireflies": 0, "total": 13},
    ],
    ranking=[0, 1],
    winners=[0],
    places=[1, 2],
)


def expected_label(key: str, game: str) -> str:
    """A column as the game's catalogue names it (``score-<game>-<slug>``), or the key as written."""
    message_id = f"score-{game}-{column_slug(key)}"
    if CATALOGUE.has(SOURCE, message_id):
        return Speaker(SOURCE).t(message_id)
    return key.replace("_", " ").capitalize()


def test_columns_drop_totals_and_all_zero_sources():
    assert shown_columns(SOLSTIS_RESULT) == ["largest", "fires", "spirits", "bonus"]
    assert [column_label(c, "solstis") for c in shown_columns(SOLSTIS_RESULT)] == [
        expected_label(c, "solstis") for c in ("largest", "fires", "spirits", "bonus")
    ]
    # A source that only one player scored is kept.
    mixed = Result([1, 0], [{"panda": 1, "area": 0}, {"panda": 0, "area": 0}], [0, 1], [0], [1, 2])
    assert shown_columns(mixed) == ["panda"]
    assert column_label("panda", "nanga-parbat") == expected_label("panda", "nanga-parbat")
    assert column_label("some_key") == "Some key"


def test_a_column_is_a_message_of_its_games_catalogue():
    assert column_slug("Roc+Egg") == "roc-egg" and column_slug("firefly_win") == "firefly-win"
    assert column_slug("  Total  ") == "total" and column_slug("diamond") == "diamond"


def test_sheet_fits_the_chat_column_and_uses_readable_text():
    names = ["Alice", "太郎", "محمد", "Ελένη", "Саша", "דוד"]
    result = Result(
        scores=[10, 9, 8, 7, 6, 5],
        breakdown=[{k: s for k in ("diamond", "emerald", "onyx", "ruby")} for s in (10, 9, 8, 7, 6, 5)],
        ranking=[0, 1, 2, 3, 4, 5],
        winners=[0],
        places=[1, 2, 3, 4, 5, 6],
    )
    with theme.text_size_probe() as probe:
        image = draw_score_sheet("Mountain Miners", names, result)
    assert image.width <= theme.MAX_WIDTH
    assert min(probe.sizes) >= theme.MIN_TEXT_PX
    # A different winner's name changes the image (names are drawn, in any script).
    other = draw_score_sheet("Mountain Miners", ["Bob", *names[1:]], result)
    assert ImageChops.difference(image, other).getbbox() is not None


def test_alt_text_uses_the_same_labels_and_points():
    text = describe_result("solstis", ["Alice", "Bob"], SOLSTIS_RESULT)
    parts = ", ".join(
        f"{expected_label(key, 'solstis')} {points}"
        for key, points in (("largest", 18), ("fires", 3), ("spirits", 3), ("bonus", 3))
    )
    assert f"Place 1: Alice 27 points ({parts})." in text
    assert "fireflies" not in text.lower() and "total" not in text.lower()


def test_board_alt_text_names_the_last_turn():
    state = SOLSTIS.setup(2, 5, {"variant": "base"})
    first = state["turn"]["seat"]
    while state["turn"]["seat"] == first:
        seat = next(iter(SOLSTIS.to_act(state)))
        state = SOLSTIS.apply(state, seat, SOLSTIS.legal_actions(state, seat)[0].id).state
    text = describe_view("solstis", SOLSTIS.view(state, None), ["Alice", "Bob"])
    assert "Last turn (" in text and "outlined" in text
    nanga = NANGA.setup(2, 1, {})
    for _ in range(3):
        seat = next(iter(NANGA.to_act(nanga)))
        nanga = NANGA.apply(nanga, seat, NANGA.legal_actions(nanga, seat)[0].id).state
    assert "last turn changed sections" in describe_view("nanga-parbat", NANGA.view(nanga, None), ["Alice", "Bob"])


@pytest.mark.parametrize("locale", [SOURCE, "en-XA"])
def test_six_players_with_every_column_keep_all_columns_and_the_total_beside_the_name(locale):
    """Mountain Miners' sheet was cut at the image edge (Amethyst halved, Trash and
    Points missing). Every column and every total now lies inside the image, the total right
    after the name, every player listed."""
    from tests.render_checks import layout_faults

    keys = ["diamond", "emerald", "onyx", "ruby", "sapphire", "lapis", "pearl", "amethyst", "trash", "multiplier"]
    names = [
        "Maximilian Wolfeschlegel Maximil",
        "山田太郎山田太郎山田太郎山田太郎",
        "محمد بن عبد الله محمد بن عبد الل",
        "Αλεξάνδρα Παπαδοπούλου Αλεξάνδρ",
        "Александра Вознесенская Александ",
        "דוד בן ישי דוד בן ישי דוד בן ישי",
    ]
    breakdown = [{k: 100 + seat + i for i, k in enumerate(keys)} for seat in range(6)]
    scores = [sum(b.values()) for b in breakdown]
    result = Result(scores, breakdown, [5, 4, 3, 2, 1, 0], [5], [6, 5, 4, 3, 2, 1])
    with theme.recording(), words.speaking(locale, names):
        image = draw_score_sheet(words.t("game-title-mountain-miners"), names, result, "mountain-miners")
        wanted = [column_label(key, "mountain-miners") for key in keys]
    assert layout_faults(image) == []
    texts = [b for b in theme.drawn(image) if b.kind == "text"]
    labels = [b.label for b in texts]
    for key, label in zip(keys, wanted):
        assert label in labels, key
    for seat in range(6):
        total = next(b for b in texts if b.label == str(scores[seat]))
        name = next(
            b
            for b in texts
            if b.label.startswith(names[seat][:4]) and b.box[1] <= total.box[3] and b.box[3] >= total.box[1]
        )
        assert 0 < total.box[0] - name.box[2] < 330  # the total right after the name, on its row


def test_the_sheet_and_its_alt_text_speak_the_table_language():
    with theme.recording(), words.speaking("en-XA", ["Alice", "Bob"]):
        image = draw_score_sheet("Solstis", ["Alice", "Bob"], SOLSTIS_RESULT, "solstis")
    drawn = " ".join(b.label for b in theme.drawn(image) if b.kind == "text")
    for english in ("Final scores", "Place", "Player", "Points", "wins"):
        assert english not in drawn
    text = describe_result("solstis", ["Alice", "Bob"], SOLSTIS_RESULT, "en-XA")
    assert "Alice" in text and "Place" not in text and "points" not in text


@pytest.mark.parametrize("game_key", sorted(available_keys()))
def test_every_breakdown_key_has_its_column_message(game_key):
    """The columns are the family ``score-<game>-<slug>``: every key a game's result can hold (from a
    whole seeded game) has its message in the game's catalogue."""
    game = get_game(game_key)
    state = game.setup(game.min_players, 3, {})
    rng = random.Random(3)
    while not game.is_over(state):
        seat = sorted(game.to_act(state))[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
    keys = {key for breakdown in game.result(state).breakdown for key in breakdown if key not in ("total", "Total")}
    missing = sorted(f"score-{game_key}-{column_slug(key)}" for key in keys)
    missing = [message_id for message_id in missing if not CATALOGUE.has(SOURCE, message_id)]
    assert not missing, f"columns without a message: {missing}"


def test_names_show_whole_beside_the_total_where_the_sheet_has_room():
    """A 32-character name (Discord's longest) is not shortened beside its total when the sheet is
    wide enough to hold it: only the tables of further sources below shorten it."""
    names = ["Maximilian Wolfeschlegel Maximil", "محمد بن عبد الله محمد بن عبد الل"]
    keys = ["stars", "objectives", "scissors", "hand", "discard"]
    breakdown = [{k: 100 + seat + i for i, k in enumerate(keys)} for seat in range(2)]
    result = Result([sum(b.values()) for b in breakdown], breakdown, [0, 1], [0], [1, 2])
    with theme.recording(), words.speaking(SOURCE, names):
        image = draw_score_sheet(words.t("game-title-paper-world"), names, result, "paper-world")
    shown = [theme.visible(b.content) for b in theme.drawn(image) if b.kind == "text" and not b.cut]
    for name in names:
        assert name in shown, name
