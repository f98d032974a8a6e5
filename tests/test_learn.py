"""Practice games (``/learn``): lessons, why a bot's move matters, and what makes a
game practice (unrated, never in /stats, one at a time, inside the caps on games in play, at most
so many starts an hour).

Lessons come from the rules: random games of every title (with every option) are walked and every
decision a player meets must have its lesson, in every language, within Discord's limits. The line
logged after a bot's move reads public facts only: the same for any hidden parts a spectator
cannot tell apart. Service and store tests run on both databases.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from functools import cache

import pytest

from lang import PSEUDO, Speaker
from lang.catalogue import CATALOGUE, SOURCE, available
from rules import available_keys, get_game
from rules.base import Action, Event
from rules.text import Msg, msg
from rules.text import seat as seat_arg
from services.ending import early_result
from services.lessons import (
    DEEDS,
    LESSON_KINDS,
    TAKING_EVENTS,
    action_kind,
    kinds_of,
    lesson_for,
    lesson_id,
    why_it_matters,
)
from services.lobbies import GamesInPlayLimit
from services.practice import (
    PRACTICE_LEVEL,
    PRACTICE_PACE,
    PRACTICE_STARTS_PER_HOUR,
    PracticeService,
    practice_bots,
)
from services.rematch import RematchService
from services.wiring import Table
from store import ACTIVE, FINISHED, PracticeInPlay, PracticeTooOften, SeatError, Store
from store.ratings import is_rated
from tests.speech import english, raises_saying

GUILD, CHANNEL = 1, 10
ANN, BEN, CAT = 100, 101, 102
LANGUAGES = [*available(), PSEUDO]
GAMES_PER_SETTING = 3  # random games per title, player count and option value
LONG_NAME = "\\*" * 32  # a display name as the bot posts it, at its longest


def option_sets(key: str) -> list[dict]:
    """The default options, then each other value of each option on its own."""
    sets: list[dict] = [{}]
    for spec in get_game(key).OPTIONS:
        sets += [{spec.key: value} for value in spec.choices if value != spec.default]
    return sets


@cache
def decisions(key: str) -> tuple[tuple[tuple[Action, ...], int], ...]:
    """Every decision met in random games of ``key`` (its legal actions, and how often it came),
    distinct by the kinds of move it offers."""
    game = get_game(key)
    found: dict[tuple[str, ...], list] = {}
    for options in option_sets(key):
        for players in range(game.min_players, min(game.max_players, 4) + 1):
            for seed in range(GAMES_PER_SETTING):
                try:
                    state = game.setup(players, seed, options)
                except Exception:
                    continue  # an option that does not suit this many players
                rng = random.Random(seed)
                for _ in range(3000):
                    to_act = sorted(game.to_act(state))
                    if not to_act:
                        break
                    seat = to_act[0]
                    actions = game.legal_actions(state, seat)
                    entry = found.setdefault(tuple(kinds_of(actions)), [tuple(actions), 0])
                    entry[1] += 1
                    state = game.apply(state, seat, rng.choice(actions).id).state
    return tuple((actions, count) for actions, count in found.values())


# ---------------------------------------------------------------------- lessons
@pytest.mark.parametrize("key", available_keys())
def test_every_decision_met_in_random_games_has_its_lesson_in_every_language(key):
    met = decisions(key)
    assert len(met) >= 3
    for actions, _ in met:
        for kind in kinds_of(actions):
            assert re.fullmatch(r"[a-z][a-z0-9]*", kind), kind  # a catalogue id's part
            for code in available():
                assert CATALOGUE.has(code, lesson_id(key, kind)), (code, key, kind)
        for locale in LANGUAGES:
            lesson = lesson_for(key, actions, Speaker(locale))
            assert lesson.startswith("🎓") and lesson.count("\n") == min(len(kinds_of(actions)), LESSON_KINDS)
            assert lesson_id(key, "") not in lesson  # every kind's own words, never an id


@pytest.mark.parametrize("key", available_keys())
def test_every_lesson_of_the_catalogue_is_for_a_kind_the_engine_can_offer(key):
    """No lesson is written for nothing: each ``learn-kind-<game>-<kind>`` names a kind the
    engine's source builds actions of (kinds not met by random play included, e.g. rare spirits)."""
    import inspect

    source = "".join(inspect.getsource(module) for module in engine_modules(key))
    prefix = lesson_id(key, "")
    kinds = [message_id[len(prefix) :] for message_id in CATALOGUE.ids() if message_id.startswith(prefix)]
    assert kinds
    for kind in kinds:
        assert f'"{kind}:' in source or f'"{kind}"' in source, (key, kind)  # an id "kind:…", or a head


def engine_modules(key: str) -> list:
    import importlib
    import pkgutil

    package = importlib.import_module(type(get_game(key)).__module__.rsplit(".", 1)[0])
    names = [info.name for info in pkgutil.iter_modules(package.__path__)]
    return [importlib.import_module(f"{package.__name__}.{name}") for name in names]


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_picker_with_its_longest_lesson_keeps_it_whole(locale):
    """The picker (a layout: the lesson, the line an older board adds, the prompt, the moves) holds
    the longest lesson of each game whole with huge counts, within the layout's text limit."""
    from cogs.layout import MAX_TEXT, text_of
    from cogs.turns import picker_view
    from cogs.ui import speaker_for
    from tests.table_samples import picker_table

    speaker = Speaker(locale, [LONG_NAME] * 6)
    for key in available_keys():
        prefix = lesson_id(key, "")
        kinds = sorted(
            (m[len(prefix) :] for m in CATALOGUE.ids() if m.startswith(prefix)),
            key=lambda kind: -len(speaker.t(lesson_id(key, kind))),
        )
        actions = [Action(f"{kind}:{n}", "x") for kind in kinds for n in range(40)]
        start = get_game(key).setup(2, 1, {})  # nobody has scored: the lesson says how the game scores
        lesson = lesson_for(key, actions, speaker, start, 0)
        if locale != PSEUDO:  # the pseudo-language's longer words may leave the paragraph out, never cut it
            assert speaker.t("learn-lesson-scoring", text=msg(f"learn-scoring-{key}")) in lesson, (locale, key)
        assert not lesson.endswith("…"), (locale, key, len(lesson))  # never cut, even in en-XA
        prompt = speaker.t("turn-picker-prompt", move=99_999, count=len(actions))
        older = speaker.t("turn-picker-older-board", move=99_999)
        table = replace(picker_table(locale), game_key=key, practice=True)
        labels = speaker_for(locale, table.names, in_markdown=False)
        view = picker_view(table, 0, actions, 0, False, labels, False, text=f"{older}\n{prompt}", lesson=lesson)
        shown = text_of(view)
        assert shown[0] == lesson and f"{older}\n{prompt}" in shown, (locale, key)
        assert sum(len(text) for text in shown) <= MAX_TEXT


def test_a_decision_is_told_by_its_kinds_of_move_in_the_engines_order():
    actions = [Action("play:R3", "a"), Action("play:B2", "b"), Action("end", "c"), Action("play:G1", "d")]
    assert action_kind("take:c:red") == "take" and action_kind("end") == "end"
    assert kinds_of(actions) == {"play": 3, "end": 1}
    text = lesson_for("mountain-miners", actions, Speaker(SOURCE))
    lines = text.splitlines()
    assert "3 moves" not in lines[0] and "4 moves" in lines[0]
    assert lines[1] == Speaker(SOURCE).t("learn-lesson-line", text=msg(lesson_id("mountain-miners", "play")), count=3)
    assert lines[2].startswith("• ") and "(1 choice)" in lines[2]
    assert lesson_for("solstis", [], Speaker(SOURCE)) == ""


# ---------------------------------------------------------------------- why a bot's move matters
class Scores:
    """A stand-in engine whose public view is just its scores (a move's only public facts)."""

    def view(self, state, seat):
        return {"scores": list(state["scores"])}

    def public_scores(self, state):
        return list(state["scores"])


def why(before, after, events=()):
    """The line after a bot's move: its effect's id and arguments, and the deed it names (if any)."""
    event = why_it_matters(Scores(), {"scores": before}, {"scores": after}, 1, 0, list(events))
    assert event.seat == 1
    effect = event.text.args["effect"]
    deed = event.text.args["deed"].id if event.text.id == "learn-why-deed" else None
    return effect.id, dict(effect.args), deed


def test_the_line_after_a_bots_move_says_what_it_scored_cost_or_took():
    assert why([3, 4], [3, 9])[0] == "learn-effect-scored"
    assert why([3, 4], [3, 9])[1]["points"] == 5 and why([3, 4], [3, 9])[1]["total"] == 9
    swing, args, _ = why([6, 4], [2, 9])
    assert swing == "learn-effect-swing" and (args["points"], args["lost"], args["total"], args["yours"]) == (
        5,
        4,
        9,
        2,
    )
    assert why([6, 4], [2, 4])[0] == "learn-effect-hurt"
    assert why([6, 4], [6, 1])[0] == "learn-effect-lost"
    assert why([6, 4], [8, 4])[0] == "learn-effect-helped"
    took = Event(msg("sh-event-take", player=1, tile="x"), 1)
    assert why([1, 1], [1, 1], [took])[0::2] == ("learn-effect-took", "learn-deed-tile")
    assert why([1, 1], [1, 1], [Event(msg("np-event-ends-turn"), 1)])[0::2] == ("learn-effect-quiet", None)
    # What the move did comes first: a capture worth points says both.
    captured = Event(msg("solstis-event-played-captured", player=1, tile="x", captured="y"), 1)
    assert why([3, 4], [3, 6], [captured])[0::2] == ("learn-effect-scored", "learn-deed-capture")
    for code in LANGUAGES:  # every line reads in every language, names and numbers in place
        speaker = Speaker(code, ["Ann", "Ada"])
        for before, after in (([3, 4], [3, 9]), ([6, 4], [2, 9]), ([6, 4], [2, 4]), ([6, 4], [6, 1])):
            for events in ([], [captured]):
                event = why_it_matters(Scores(), {"scores": before}, {"scores": after}, 1, 0, events)
                text = speaker.say(event.text)
                assert "Ada" in text and "Ann" in text and str(after[1]) in text, (code, text)


def test_a_move_took_something_only_by_an_event_that_takes_not_by_a_word_inside_an_id():
    """``solstis-event-played-no-capture`` holds "captur" but says nothing was captured."""
    no_capture = Event(msg("solstis-event-played-no-capture", player=1, tile="x"), 1)
    assert why([1, 1], [1, 1], [no_capture])[0::2] == ("learn-effect-quiet", None)
    captured = Event(msg("solstis-event-played-captured", player=1, tile="x", captured="y"), 1)
    assert why([1, 1], [1, 1], [captured])[0::2] == ("learn-effect-took", "learn-deed-capture")
    # Every taking event and every event a deed is read from is a message of the catalogue (a
    # misspelt id would never match), and every deed has its words.
    assert CATALOGUE.ids(SOURCE) >= TAKING_EVENTS | set(DEEDS)
    for code in available():
        for deed in set(DEEDS.values()):
            assert CATALOGUE.has(code, f"learn-deed-{deed}"), (code, deed)


def test_a_line_stored_before_it_named_the_deed_still_reads_in_every_language():
    """Practice games logged before the line said what the move did stored one id per score change
    (``learn-why-scored`` and the like): their captions and replays read as today's line does."""
    from lang.catalogue import FORMER_WHY

    args = {"player": seat_arg(1), "points": 2, "lost": 1, "total": 7, "learner": seat_arg(0), "yours": 3}
    for code in LANGUAGES:
        speaker = Speaker(code, ["Ann", "Ada"])
        for old, effect in FORMER_WHY.items():
            stored = {"msg": Msg(old, {k: v for k, v in args.items()}).to_json(), "seat": 1}
            today = speaker.say(msg("learn-why", effect=msg(effect, **args)))
            assert speaker.stored(stored) == today and old not in today, (code, old)


@pytest.mark.parametrize("key", available_keys())
def test_the_line_after_a_bots_move_reads_nothing_a_spectator_cannot_see(key):
    """For real moves of games with hidden parts: the line is the same whatever the hidden parts
    are (each state swapped for one a spectator cannot tell from it)."""
    game = get_game(key)
    rng = random.Random(3)
    state = game.setup(2, 11, {})
    checked = 0
    for _ in range(200):
        to_act = sorted(game.to_act(state))
        if not to_act:
            break
        seat = to_act[0]
        move = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id)
        line = why_it_matters(game, state, move.state, seat, 1 - seat, move.events)
        for _ in range(2):
            before = game.determinize(state, None, rng)
            after = game.determinize(move.state, None, rng)
            assert game.view(after, None) == game.view(move.state, None)
            assert why_it_matters(game, before, after, seat, 1 - seat, move.events) == line
        checked += 1
        state = move.state
    assert checked >= 20


# ---------------------------------------------------------------------- the practice service and store
async def practice(table: Table, user: int = ANN, game: str = "solstis", **kwargs):
    return await PracticeService(table).start(game, GUILD, CHANNEL, user, f"Member {user}", **kwargs)


async def end(table: Table, game_id: int):
    record = await table.records.game(game_id)
    result = early_result(get_game(record.game_key), record)
    await table.store.end_game(game_id, record.version, FINISHED, result.to_json())
    return await table.records.game(game_id), result


async def test_a_practice_game_is_dealt_at_once_for_the_member_against_easy_bots(table):
    record = await practice(table, game="mountain-miners", language="fr")
    assert record.practice and record.status == ACTIVE and record.thread_id is None
    assert record.pace == PRACTICE_PACE and record.language == "fr" and record.host_id == ANN
    assert [(seat.user_id, seat.ai_kind) for seat in record.seats] == [(ANN, None), (None, PRACTICE_LEVEL)]
    assert practice_bots("mountain-miners") == 1 and practice_bots("sheherazade", 3) == 3
    assert record.board.owed is not None  # its first turn post is owed, as any game's
    three = await practice(table, user=BEN, game="sheherazade", bots=3, level="hard")
    assert [seat.ai_kind for seat in three.seats] == [None, "hard", "hard", "hard"]
    assert len({seat.name for seat in three.seats}) == 4
    with raises_saying(SeatError, "between 1 and 1 bots"):
        await practice(table, user=CAT, game="nanga-parbat", bots=2)
    with raises_saying(SeatError):
        await practice(table, user=CAT, level="genius")


async def test_one_practice_game_at_a_time_and_a_finished_one_makes_room(table):
    first = await practice(table)
    with raises_saying(PracticeInPlay, f"#{first.id}") as refused:
        await practice(table, game="paper-world")
    assert refused.value.game_id == first.id
    await table.store.set_thread(first.id, 555)
    with raises_saying(PracticeInPlay, "<#555>"):
        await practice(table)
    await end(table, first.id)
    second = await practice(table)
    assert second.id != first.id and second.practice


async def test_practice_games_count_against_the_caps_on_games_in_play(table):
    capped = Table.build(table.store, table.boards.images, max_games_per_member=1, max_games_per_server=2)
    first = await practice(capped)
    assert await capped.store.games_in_play_of(ANN) == [first.id] and await capped.store.count_games_in_play(GUILD) == 1
    # The member's practice game fills their cap of one: no table of theirs either.
    with raises_saying(GamesInPlayLimit, r"per member \(1\)"):
        await capped.lobbies.open_lobby("solstis", GUILD, CHANNEL, ANN, "Ann")
    await practice(capped, user=BEN)
    # Two practice games fill the server's cap of two: a third member's is refused, naming that cap.
    with raises_saying(GamesInPlayLimit, r"its cap of games in play \(2\)"):
        await practice(capped, user=CAT)
    assert await capped.store.practice_in_play_of(CAT) == []
    await end(capped, first.id)
    third = await practice(capped, user=CAT)
    assert third.practice and await capped.store.count_games_in_play(GUILD) == 2


async def test_practice_starts_are_bounded_per_member_per_hour_and_a_restart_forgets_none(table, database):
    started = []
    for number in range(PRACTICE_STARTS_PER_HOUR):  # start and abandon at once, again and again
        record = await practice(table, game="paper-world" if number % 2 else "solstis")
        await table.changes.abandon(record.id, ANN)
        started.append(record.id)
    with raises_saying(PracticeTooOften, f"{PRACTICE_STARTS_PER_HOUR} practice games in the last hour") as refused:
        await practice(table)
    # The next start is possible once the oldest of the hour's starts is an hour old.
    oldest = await table.store._scalar("SELECT created_at FROM games WHERE id = ?", (started[0],))
    assert refused.value.next_at == pytest.approx(float(oldest) + 3600)
    assert f"<t:{int(oldest + 3600) + 1}:R>" in english(refused.value)
    assert await practice(table, user=BEN)  # another member is not held up
    # A restart: a new store on the same database counts the same starts.
    reopened = await Store.open(database)
    try:
        with pytest.raises(PracticeTooOften):
            await practice(Table.build(reopened, table.boards.images))
        # Once the oldest start is an hour old, there is room for one more.
        await reopened._execute("UPDATE games SET created_at = created_at - 3601 WHERE id = ?", (started[0],))
        again = await practice(Table.build(reopened, table.boards.images))
        assert again.practice and again.status == ACTIVE
    finally:
        await reopened.close()


async def test_a_practice_game_is_unrated_never_in_stats_and_has_no_rematch(table):
    record = await practice(table)
    assert not is_rated(record)
    finished, result = await end(table, record.id)
    results = await table.records.standings.record(finished, result)
    assert results is not None and not any(row.rated for row in results)
    assert await table.records.standings.player(GUILD, ANN) == []
    assert await table.records.standings.leaderboard(GUILD, "solstis", 10) == []
    with raises_saying(SeatError, "/learn"):
        await RematchService(table).ask(record.id, ANN)
    # A real game of the same member still counts as ever.
    lobby = await table.lobbies.open_lobby("solstis", GUILD, CHANNEL, ANN, "Ann")
    await table.lobbies.join(lobby.id, BEN, "Ben")
    real = await table.changes.start(lobby.id, ANN)
    finished, result = await end(table, real.id)
    assert await table.records.standings.record(finished, result)
    [stats] = await table.records.standings.player(GUILD, ANN)
    assert (stats.games, stats.rated_games) == (1, 1)


async def test_a_bots_move_in_practice_logs_why_it_matters_and_a_members_does_not(table):
    record = await practice(table, game="paper-world", bots=2)
    notes = 0
    for _ in range(40):
        record = await table.records.game(record.id)
        if record.status != ACTIVE:
            break
        decision = await table.changes.ai_decision(record)
        if decision is None:  # the member's turn: a first legal move, without a lesson line
            seat = 0
            action = get_game(record.game_key).legal_actions(record.state, seat)[0].id
            move = await table.changes.play(record.id, seat, action)
            assert not any(e.text.id.startswith("learn-why") for e in move.events if hasattr(e.text, "id"))
            continue
        seat, action = decision
        move = await table.changes.play(record.id, seat, action, by_ai=True)
        last = move.events[-1]
        assert last.text.id in {"learn-why", "learn-why-deed"} and last.seat == seat
        logged = (await table.records.moves(record.id))[-1]
        assert logged.events[-1]["msg"]["id"] == last.text.id  # logged with the move: every caption shows it
        notes += 1
    assert notes >= 5


async def test_a_real_game_with_bots_logs_no_lesson_line(table):
    lobby = await table.lobbies.open_lobby("paper-world", GUILD, CHANNEL, ANN, "Ann", bots=1)
    record = await table.changes.start(lobby.id, ANN)
    for _ in range(10):
        decision = await table.changes.ai_decision(await table.records.game(record.id))
        if decision is None:
            break
        move = await table.changes.play(record.id, *decision, by_ai=True)
        assert not any(getattr(e.text, "id", "").startswith("learn-") for e in move.events)


# ---------------------------------------------------------------------- the thread, private or saying why not
class Thread:
    def __init__(self, kind) -> None:
        self.id, self.type, self.members, self.said = 77, kind, [], []

    async def add_user(self, user) -> None:
        self.members.append(user.id)

    async def send(self, text, **_) -> None:
        self.said.append(text)


class Channel:
    def __init__(self, private_refused: bool) -> None:
        self.private_refused = private_refused
        self.made: list[Thread] = []

    async def create_thread(self, *, name, type, **_):
        import discord

        assert name.startswith("Practice: ")
        if type == discord.ChannelType.private_thread and self.private_refused:
            from types import SimpleNamespace

            raise discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"), "Missing Permissions")
        self.made.append(Thread(type))
        return self.made[-1]


@pytest.mark.parametrize("private_refused", [False, True])
async def test_the_practice_thread_is_private_with_the_member_or_public_saying_why(table, private_refused):
    import discord

    from cogs.publisher import DiscordPublisher

    channel = Channel(private_refused)

    class Bot:
        def get_channel(self, channel_id):
            return channel

    record = await practice(table)
    assert await DiscordPublisher(Bot()).open_thread(record) == 77
    [thread] = channel.made
    assert thread.members == [ANN] and len(thread.said) == 1
    english = Speaker(SOURCE, record.names)
    public = english.t("learn-public-thread", reason=msg("learn-public-no-permission"))
    if private_refused:
        assert thread.type == discord.ChannelType.public_thread and thread.said[0].endswith(public)
    else:
        assert thread.type == discord.ChannelType.private_thread and public not in thread.said[0]
    assert thread.said[0].startswith(f"<@{ANN}>")
