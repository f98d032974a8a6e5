"""The final scores in words: readable labels, one total, no parts nobody scored in, points."""

from __future__ import annotations

from cogs.publisher import final_text, score_label
from lang import Speaker
from rules.base import Result
from store import FINISHED, GameRecord, SeatRecord
from tests.speech import named

ENGLISH = Speaker("en-US")


def label(key: str, game: str = "solstis") -> str:
    """A breakdown key's column as the catalogue of its game names it (``score-<game>-<slug>``)."""
    return score_label(key, game, ENGLISH)


def record(names: list[str]) -> GameRecord:
    seats = tuple(SeatRecord(i, 100 + i, None, name) for i, name in enumerate(names))
    return GameRecord(1, "solstis", 1, 2, 3, None, 100, FINISHED, "live", {}, 7, None, None, 9, seats)


def test_solstis_scores_read_as_words():
    result = Result(
        scores=[7, 11],
        breakdown=[
            {"largest": 7, "fires": 0, "spirits": 0, "bonus": 0, "fireflies": 0, "total": 7},
            {"largest": 10, "fires": 0, "spirits": 1, "bonus": 0, "fireflies": 0, "total": 11},
        ],
        ranking=[1, 0],
        winners=[1],
        places=[2, 1],
    )
    text = final_text(record(["Alice", "Bob"]), result)
    assert text.splitlines() == [
        "**Game over.**",
        f"Winner: **{named('Bob')}**",
        f"1st {named('Bob')}: **11 points** ({label('largest')} 10, {label('spirits')} 1)",
        f"2nd {named('Alice')}: **7 points** ({label('largest')} 7, {label('spirits')} 0)",
    ]


def test_negative_and_single_points_and_capitalised_keys():
    result = Result(
        scores=[-5, 1],
        breakdown=[{"Dreams": 1, "Bandits": -6, "Total": -5}, {"Dreams": 1, "Bandits": 0, "Total": 1}],
        ranking=[1, 0],
        winners=[1],
        places=[2, 1],
    )
    text = final_text(record(["Ann", "Ben"]), result)
    assert f"1st {named('Ben')}: **1 point** ({label('Dreams')} 1, {label('Bandits')} 0)" in text
    assert f"2nd {named('Ann')}: **-5 points** ({label('Dreams')} 1, {label('Bandits')} -6)" in text
    assert "Total" not in text and "total" not in text


def test_the_final_text_speaks_the_table_language():
    result = Result(
        scores=[3, 1], breakdown=[{"largest": 3}, {"largest": 1}], ranking=[0, 1], winners=[0], places=[1, 2]
    )
    table = record(["Alice", "Bob"])
    text = final_text(table, result, Speaker("en-XA", table.names))
    assert "Game over" not in text and "Winner" not in text and "points" not in text
    assert "Alice" in text and "Bob" in text


def _tied(game: str, places: list[int], winners: list[int]) -> tuple[GameRecord, Result]:
    from dataclasses import replace

    result = Result(scores=[11, 11, 4], breakdown=[{}, {}, {}], ranking=[1, 0, 2], winners=winners, places=places)
    return replace(record(["Ada", "Bob", "Cy"]), game_key=game), result


def test_a_tie_says_how_it_was_broken_or_that_the_place_is_shared():
    game, result = _tied("paper-world", [2, 1, 3], [1])
    lines = final_text(game, result).splitlines()
    assert lines[1] == f"Winner: **{named('Bob')}**"
    assert lines[2] == f"Tied on 11 points: {named('Bob')} and {named('Ada')}; fewer discarded cards decides the order."
    game, result = _tied("solstis", [1, 1, 3], [1, 0])  # Solstis breaks no tie
    lines = final_text(game, result).splitlines()
    assert (
        lines[2] == f"Tied on 11 points: {named('Bob')} and {named('Ada')} share their place (the rules break no tie)."
    )
    # No line where nobody is tied.
    alone = Result(scores=[9, 4], breakdown=[{}, {}], ranking=[0, 1], winners=[0], places=[1, 2])
    assert not any("Tied" in line for line in final_text(record(["Ada", "Bob"]), alone).splitlines())


def test_a_tie_settled_by_a_resignation_says_so():
    from dataclasses import replace

    game, result = _tied("solstis", [2, 1, 3], [1])
    seats = (replace(game.seats[0], timeouts=-1), *game.seats[1:])  # Ada resigned
    lines = final_text(replace(game, seats=seats), result).splitlines()
    tied = f"Tied on 11 points: {named('Bob')} and {named('Ada')}"
    assert lines[2] == f"{tied}; a resignation, which ranks last, decides the order."


def test_every_game_with_a_tie_break_names_it_in_every_language():
    from lang.catalogue import SHIPPED
    from rules import available_keys, get_game

    for key in available_keys():
        rule = get_game(key).TIEBREAK
        for code in SHIPPED:
            if rule is not None:
                assert Speaker(code).say(rule), (key, code)
    assert get_game("paper-world").TIEBREAK is not None and get_game("sheherazade").TIEBREAK is not None


def test_the_final_post_says_the_standing_between_its_members():
    from cogs.publisher import final_post, standing_lines
    from services.standings import PairStanding

    result = Result(scores=[3, 9], breakdown=[{}, {}], ranking=[1, 0], winners=[1], places=[2, 1])
    table = record(["Alice", "Bob"])
    text, _ = final_post(table, result, None, [PairStanding(1, 0, wins=5, losses=3, ties=0)])
    assert text.splitlines()[-1] == f"{named('Bob')} leads {named('Alice')} 5–3 at Solstis"
    text, _ = final_post(table, result, None, [PairStanding(0, 1, wins=2, losses=2, ties=1)])
    assert text.splitlines()[-1] == f"{named('Alice')} and {named('Bob')} are level 2–2 at Solstis (1 tie)"
    assert final_post(table, result, None, [])[0] == final_text(table, result)
    # Five members: ten pairs, more than the post lists; only the winner's four are said.
    five = record(["A", "B", "C", "D", "E"])
    pairs = [PairStanding(a, b, 1, 0, 0) for a in range(5) for b in range(a + 1, 5)]
    lines = standing_lines(five, pairs, Speaker("en-US", five.names), top=2)
    assert lines == [
        f"{named('A')} leads {named('C')} 1–0 at Solstis",
        f"{named('B')} leads {named('C')} 1–0 at Solstis",
        f"{named('C')} leads {named('D')} 1–0 at Solstis",
        f"{named('C')} leads {named('E')} 1–0 at Solstis",
    ]
    assert len(standing_lines(five, pairs[:6], Speaker("en-US", five.names), top=2)) == 6  # six pairs: all of them
    # A rematch seats them elsewhere: the lines name the same members in the rematch's seats.
    swapped = [SeatRecord(0, 101, None, "Bob"), SeatRecord(1, 100, None, "Alice")]
    rematch = GameRecord(2, "solstis", 1, 2, 4, None, 101, FINISHED, "live", {}, 7, None, None, 1, tuple(swapped))
    line = standing_lines(table, [PairStanding(1, 0, 5, 3, 0)], Speaker("en-US", rematch.names), seats_in=rematch)
    assert line == [f"{named('Bob')} leads {named('Alice')} 5–3 at Solstis"]
