"""The statistics of a finished game's final post: each game's own numbers counted over its replayed
log (a worked example per game, from a seeded game), time used, undos and the two light awards, and
the block within the layout's limits at each game's most players, in every language and the
pseudo-locale. Nothing of them is counted before a game ends."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cogs.end_stats import MAX_STATS, stats_rows, stats_text, time_text
from cogs.layout import MAX_TEXT, seat_mark
from cogs.publisher import final_post
from cogs.ui import table_speaker
from lang import PSEUDO, Speaker
from lang.catalogue import available
from rules import GAME_MODULES, get_game
from rules.base import Result
from rules.stats import Award, Played, awards, comeback, compute, fastest, replay, running_scores, statistics_of
from services.end_stats import EndStats, decision_seconds, effective_moves, end_stats, read_end_stats
from services.standings import PairStanding
from store import ACTIVE, FINISHED, UNDO, GameRecord, MoveRecord, SeatRecord, Store

SEED = 11
LANGUAGES = [*available(), PSEUDO]


def seeded_game(key: str, players: int, seed: int = SEED) -> tuple[list[tuple[int, str]], dict[str, Any]]:
    """A whole game of ``key`` played by a seeded random policy: its moves and its final state."""
    game = get_game(key)
    state = game.setup(players, seed, {})
    rng = random.Random(seed)
    moves: list[tuple[int, str]] = []
    while not game.is_over(state):
        seat = min(game.to_act(state))
        action = rng.choice(game.legal_actions(state, seat)).id
        moves.append((seat, action))
        state = game.apply(state, seat, action).state
    return moves, state


def counted(key: str, players: int = 2) -> tuple[dict[str, tuple[int, ...]], Played, Result]:
    moves, final = seeded_game(key, players)
    game = get_game(key)
    played = replay(game, players, SEED, {}, moves)
    assert played.final == final, "the log replays to the game's final state"
    result = game.result(final)
    assert result is not None
    return {c.key: c.values for c in compute(key, played)}, played, result


# ---------------------------------------------------------------------- each game's own statistics


def test_every_game_defines_its_statistics_with_named_labels() -> None:
    speaker = Speaker("en-US")
    for key in GAME_MODULES:
        defined = statistics_of(key)
        assert len(defined) >= 3, key
        assert len({stat.key for stat in defined}) == len(defined), key
        for stat in defined:
            assert speaker.catalogue.has("en-US", stat.label.id), (key, stat.label.id)
    assert statistics_of("no-such-game") == ()


def test_solstis_worked_example() -> None:
    values, _, result = counted("solstis")
    assert values == {"largest": (15, 7), "fires": (1, 1), "spirits": (2, 1), "taken": (0, 1)}
    # The largest area and the fires lit are the scoring's own numbers.
    assert [b["largest"] for b in result.breakdown] == [15, 7]
    assert [b["fires"] for b in result.breakdown] == [1, 1]


def test_paper_world_worked_example() -> None:
    values, played, _ = counted("paper-world")
    assert values == {"discarded": (4, 3), "objectives": (1, 1), "scissors": (4, 2)}
    assert values["scissors"][0] == played.actions_of(0).count("scissors:move")


def test_nanga_parbat_worked_example() -> None:
    values, _, _ = counted("nanga-parbat")
    assert values == {
        "camps": (7, 8),
        "animal-leopard": (1, 0),
        "animal-tahr": (1, 2),
        "animal-deer": (0, 1),
        "animal-yak": (1, 1),
        "animal-bharal": (0, 0),
        "animal-panda": (2, 1),
    }


def test_sheherazade_worked_example() -> None:
    values, _, _ = counted("sheherazade")
    assert values["dreams"] == (1, 4)
    elements = {key.removeprefix("element-"): v for key, v in values.items() if key.startswith("element-")}
    assert elements == {
        "palm": (9, 5),
        "roc": (3, 1),
        "egg": (1, 3),
        "monkey": (2, 1),
        "fennec": (0, 3),
        "camel": (1, 1),
        "elephant": (0, 2),
        "snake": (1, 1),
        "emerald": (1, 1),
        "ruby": (1, 0),
        "diamond": (2, 1),
        "lamp": (0, 0),
        "bandit": (4, 4),
    }


def test_mountain_miners_worked_example() -> None:
    values, played, _ = counted("mountain-miners")
    shown = {key: v for key, v in values.items() if any(v)}
    assert shown == {
        "actions": (9, 6),
        "steals": (1, 1),
        "gem-ruby": (2, 6),
        "gem-emerald": (4, 2),
        "gem-diamond": (3, 1),
        "gem-onyx": (1, 1),
    }
    assert values["actions"][0] == sum(1 for a in played.actions_of(0) if a.startswith("play:"))


@pytest.mark.parametrize("key", list(GAME_MODULES))
def test_statistics_at_the_most_players(key: str) -> None:
    players = get_game(key).max_players
    values, _, _ = counted(key, players)
    assert values and all(len(v) == players for v in values.values())
    assert all(n >= 0 for v in values.values() for n in v)


# ---------------------------------------------------------------------- awards


def test_comeback_is_the_winners_largest_deficit() -> None:
    scores = [[0, 0], [0, 5], [3, 7], [12, 8]]
    assert comeback(scores, [0], [0, 1]) == Award("comeback", 0, 5)
    assert comeback(scores[:3], [1], [0, 1]) is None  # never behind
    assert comeback(scores, [0, 1], [0, 1]) is None  # a shared win
    assert comeback(scores, [0], [0]) is None  # one human: nobody to come back against


def test_fastest_mover_is_the_least_median() -> None:
    seconds = {0: [5.0, 100.0, 7.0], 1: [20.0, 21.0], 2: [1.0]}
    assert fastest(seconds, [0, 1]) == Award("fastest", 0, 7)
    assert fastest(seconds, [0]) is None  # one human
    assert fastest({0: [10.0], 1: [10.2]}, [0, 1]) is None  # equal to the second
    assert awards([[0, 0], [0, 5], [9, 5]], [0], [0, 1], seconds) == [
        Award("comeback", 0, 5),
        Award("fastest", 0, 7),
    ]


def test_running_scores_follow_the_log() -> None:
    _, played, result = counted("solstis")
    scores = running_scores(get_game("solstis"), played)
    assert len(scores) == len(played.states) and scores[0] == [0, 0]
    assert scores[-1] == result.scores


# ---------------------------------------------------------------------- the service: time used, undos


def record_of(
    key: str,
    final: dict[str, Any],
    result: Result | None,
    *,
    humans: int,
    players: int,
    undos: tuple[int, ...] = (),
    names: list[str] | None = None,
    language: str | None = "en-US",
    status: str = FINISHED,
) -> GameRecord:
    seats = tuple(
        SeatRecord(
            seat,
            100 + seat if seat < humans else None,
            None if seat < humans else "greedy",
            (names or [f"P{n}" for n in range(players)])[seat],
            undos=undos[seat] if seat < len(undos) else 0,
        )
        for seat in range(players)
    )
    return GameRecord(
        id=1,
        game_key=key,
        guild_id=1,
        channel_id=1,
        thread_id=2,
        lobby_message_id=None,
        host_id=100,
        status=status,
        pace="normal",
        options={},
        seed=SEED,
        state=final,
        result=result.to_json() if result is not None else None,
        version=len(final) + 1,
        seats=seats,
        language=language,
    )


def logged(moves: list[tuple[int, str]], think: dict[int, float], ai: frozenset[int] = frozenset()) -> list[MoveRecord]:
    """``moves`` as log rows, each decision of seat s taking ``think[s]`` seconds."""
    rows: list[MoveRecord] = []
    at = 1_000_000.0
    for number, (seat, action) in enumerate(moves, start=1):
        at += think.get(seat, 1.0)
        rows.append(MoveRecord(number + 1, seat, action, [], seat in ai, False, at, number))
    return rows


def test_time_used_undos_and_awards_from_the_log() -> None:
    moves, final = seeded_game("solstis", 2)
    result = get_game("solstis").result(final)
    assert result is not None and result.winners == [0]
    record = record_of("solstis", final, result, humans=2, players=2, undos=(2, 0))
    rows = logged(moves, {0: 10.0, 1: 30.0})
    stats = end_stats(record, rows)
    assert stats is not None
    first_counts = 1 if moves[0][0] == 0 else 0  # the first move has no move before it
    zero, one = (sum(1 for seat, _ in moves if seat == s) for s in (0, 1))
    assert stats.seconds == (10 * (zero - first_counts), 30 * (one - (1 - first_counts)))
    assert stats.undos == (2, 0)
    assert [c.key for c in stats.counted] == ["largest", "fires", "spirits", "taken"]
    assert stats.awards == (Award("comeback", 0, 2), Award("fastest", 0, 10))


def test_an_ai_seat_has_no_time_and_one_human_gets_no_award() -> None:
    moves, final = seeded_game("paper-world", 3)
    result = get_game("paper-world").result(final)
    assert result is not None
    record = record_of("paper-world", final, result, humans=1, players=3)
    stats = end_stats(record, logged(moves, {0: 4.0}, ai=frozenset({1, 2})))
    assert stats is not None
    assert stats.seconds[1] is None and stats.seconds[2] is None and stats.seconds[0] is not None
    assert stats.undos == (0, None, None)
    assert stats.awards == ()


def test_undo_rows_of_an_older_log_take_their_move_back() -> None:
    moves, final = seeded_game("solstis", 2)
    rows = logged(moves, {})
    extra = MoveRecord(99, moves[3][0], moves[3][1], [], False, False, rows[2].created_at + 1, 0)
    undo = MoveRecord(100, moves[3][0], UNDO, [], False, False, rows[2].created_at + 2, 0)
    older = [*rows[:3], extra, undo, *rows[3:]]
    assert [(m.seat, m.action_id) for m in effective_moves(older)] == moves
    result = get_game("solstis").result(final)
    assert result is not None
    assert end_stats(record_of("solstis", final, result, humans=2, players=2), older) is not None


def test_decision_seconds_skip_ai_moves() -> None:
    rows = logged([(0, "a"), (1, "b"), (0, "c"), (1, "d")], {0: 5.0, 1: 9.0}, ai=frozenset({1}))
    assert decision_seconds(rows, 2) == {0: [5.0], 1: []}


def test_nothing_is_counted_before_the_end() -> None:
    moves, final = seeded_game("solstis", 2)
    record = record_of("solstis", final, None, humans=2, players=2, status=ACTIVE)
    assert end_stats(record, logged(moves, {})) is None


async def test_an_undo_is_counted_on_its_seat(store: Store, start_game: Any) -> None:
    game_id, version = await start_game(store, humans=2, game="solstis")
    version = await store.commit_move(game_id, version, 0, "x", [], {"move": 1}, state_before={"move": 0})
    version = await store.undo_move(game_id, version, version, 0)
    record = await store.get_game(game_id)
    assert record is not None and [seat.undos for seat in record.seats] == [1, 0]
    assert await read_end_stats(store, record) is None  # still in play: nothing shown


# ---------------------------------------------------------------------- the text, within the limits


def test_the_block_reads_as_a_table() -> None:
    moves, final = seeded_game("solstis", 2)
    result = get_game("solstis").result(final)
    assert result is not None
    record = record_of("solstis", final, result, humans=2, players=2, names=["alice", "bob"], undos=(1, 0))
    stats = end_stats(record, logged(moves, {0: 10.0, 1: 30.0}))
    assert stats is not None
    text = stats_text(record, result, stats, table_speaker(record))
    lines = text.split("\n")
    assert lines[0].startswith("**Statistics**") and "alice" in lines[0] and "bob" in lines[0]
    assert f"Largest area: {seat_mark(0)} 15 · {seat_mark(1)} 7" in lines
    assert f"Undos: {seat_mark(0)} 1 · {seat_mark(1)} 0" in lines
    assert any(line.startswith("Biggest comeback: ") and "2 points behind" in line for line in lines)
    assert any(line.startswith("Fastest mover: ") and "10 seconds a decision" in line for line in lines)
    post, _ = final_post(record, result, None, [], stats)
    assert text in post and post.index("Statistics") > post.index("alice")


def test_time_reads_short() -> None:
    speaker = Speaker("en-US")
    assert [time_text(s, speaker) for s in (45, 720, 3900)] == ["45 s", "12 min", "1 h 05 min"]


WORST_NAME = "*" * 32  # Discord display names are at most 32 characters; escaped in markdown, 64


def worst_stats(key: str, players: int) -> tuple[GameRecord, Result, EndStats]:
    """A seeded game of ``key`` at ``players`` with the longest names, times and undo counts."""
    moves, final = seeded_game(key, players)
    game = get_game(key)
    result = game.result(final)
    assert result is not None
    played = replay(game, players, SEED, {}, moves)
    stats = EndStats(
        counted=tuple(compute(key, played)),
        seconds=tuple([99 * 3600 + 59 * 60] * players),
        undos=tuple([9_999] * players),
        awards=(Award("comeback", result.ranking[0], 99_999), Award("fastest", result.ranking[-1], 99_999)),
    )
    record = record_of(key, final, result, humans=players, players=players, names=[WORST_NAME] * players)
    return record, result, stats


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(GAME_MODULES))
def test_within_the_layout_at_the_most_players(key: str, language: str) -> None:
    players = get_game(key).max_players
    record, result, stats = worst_stats(key, players)
    record = GameRecord(**{**record.__dict__, "language": language})
    speaker = table_speaker(record)
    rows = stats_rows(record, result, stats, speaker)
    text = stats_text(record, result, stats, speaker)
    assert len(text) <= MAX_STATS
    assert text.split("\n")[: len(rows)] == rows, "every row is shown whole"
    assert text.count("\n") == len(rows) + 1, "with both awards"
    # The whole final post, with every standing line it may carry, keeps within a layout's text.
    pairs = [PairStanding(a, b, 99, 98, 97) for a in range(players) for b in range(a + 1, players)]
    post, _ = final_post(record, result, None, pairs, stats)
    assert len(post) <= MAX_TEXT
    assert all(line in post for line in rows[:3]), "the statistics survive beside the standings"


def test_six_players_fit_in_every_language() -> None:
    """Mountain Miners seats six: its table at six, with every gem kind scored, fits a field."""
    for language in LANGUAGES:
        record, result, stats = worst_stats("mountain-miners", 6)
        full = tuple(type(c)(c.key, c.label, tuple([99] * 6)) for c in stats.counted)
        stats = EndStats(full, stats.seconds, stats.undos, stats.awards)
        record = GameRecord(**{**record.__dict__, "language": language})
        text = stats_text(record, result, stats, table_speaker(record))
        rows = stats_rows(record, result, stats, table_speaker(record))
        assert len(text) <= MAX_STATS and text.startswith("\n".join(rows)), language


def test_a_game_ended_early_keeps_its_secrets() -> None:
    """Resignations end a game without revealing what is hidden: a secret tile stays out of the
    counts, as the final post of such a game says only what its last board shows."""
    final = {"coll": [[{"id": 1, "icons": ["ruby"], "secret": True}, {"id": 2, "icons": ["ruby"]}], []]}
    for revealed, rubies in ((True, (2, 0)), (False, (1, 0))):
        played = Played(2, [final], [], revealed=revealed)
        values = {c.key: c.values for c in compute("mountain-miners", played)}
        assert values["gem-ruby"] == rubies
    moves, _ = seeded_game("mountain-miners", 2)
    assert replay(get_game("mountain-miners"), 2, SEED, {}, moves).revealed
    assert not replay(get_game("mountain-miners"), 2, SEED, {}, moves[:10]).revealed
