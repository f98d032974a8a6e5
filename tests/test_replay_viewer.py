"""The replay to step through (services.replays, cogs.replay): each frame is the spectators' view of
the state at its move, never more; moves are clamped to the game; who may look is checked each time;
frames are drawn on demand through their own bounded cache; the viewer fits Discord in every language."""

from __future__ import annotations

import itertools
import random
import re

import discord
import pytest

import render
from cogs.replay import (
    ReplayButton,
    ReplayJump,
    button_id,
    frame_alt,
    head_line,
    jump_id,
    screen,
    viewer_content,
    viewer_view,
)
from lang import PSEUDO, Speaker
from lang.catalogue import available
from rules import get_game
from rules.refusal import Refusal
from rules.text import msg
from rules.text import seat as seat_arg
from services.cooldown import Cooldown
from services.images import ImageCache, ImageService, ReplayView, replayed_states
from services.replays import (
    JUMP_CHOICES,
    ReplayFrame,
    ReplayRefused,
    check_viewer,
    frame_cooldown,
    jump_choices,
    replay_frame,
    shown_move,
)
from services.wiring import Table
from store import ACTIVE, FINISHED, GameRecord, MoveRecord
from tests.speech import named, raises_saying

HIDDEN = "solstis"  # a game with hands and a deck that spectators never see
GUILD, CHANNEL = 1, 10
HOST, GUEST, STRANGER = 100, 101, 999
LANGUAGES = [*available(), PSEUDO]


class Recorder:
    """Stands in for ``render.render_images``: remembers every view it is asked to draw."""

    def __init__(self) -> None:
        self.views: list[dict] = []

    def __call__(self, game_key, view, names, locale="en-US"):
        self.views.append(view)
        return [f"frame {len(self.views)} of {game_key} in {locale}".encode()]


@pytest.fixture
def images():
    """Threads, so the stand-in renderer's calls are seen (worker processes would not share them)."""
    service = ImageService(processes=0)
    yield service
    service.close()


@pytest.fixture
def drawn(monkeypatch) -> Recorder:
    recorder = Recorder()
    monkeypatch.setattr(render, "render_images", recorder)
    return recorder


def everyone(record: GameRecord) -> bool:
    return True


async def two_player_game(table: Table, key: str = HIDDEN) -> GameRecord:
    record = await table.lobbies.open_lobby(key, GUILD, CHANNEL, host_id=HOST, host_name="Host")
    await table.lobbies.join(record.id, GUEST, "Bea")
    return await table.changes.start(record.id, HOST)


async def play(table: Table, record: GameRecord, moves: int | None, seed: int = 3) -> GameRecord:
    """``moves`` random legal moves (None: to the end), each through the service."""
    game = get_game(record.game_key)
    rng = random.Random(seed)
    played = 0
    while record.status == ACTIVE and (moves is None or played < moves):
        seat = sorted(game.to_act(record.state))[0]
        record = (await table.changes.play(record.id, seat, rng.choice(game.legal_actions(record.state, seat)).id)).game
        played += 1
    return record


def states_of(record: GameRecord, moves: list[MoveRecord]) -> list[dict]:
    """Every state of the game from the deal, replayed here independently of the service."""
    game = get_game(record.game_key)
    states = [game.setup(len(record.seats), record.seed, record.options)]
    for move in moves:
        states.append(game.apply(states[-1], move.seat, move.action_id).state)
    return states


async def frame(table: Table, record: GameRecord, move: int | None, user: int = HOST, **kw) -> ReplayFrame:
    kw.setdefault("guild_id", GUILD)
    kw.setdefault("sees", everyone)
    return await replay_frame(table.boards, record.id, user, move, kw.pop("locale", "en-US"), **kw)


# ---------------------------------------------------------------------- frames: the public view, nothing more
async def test_each_frame_is_the_spectators_view_of_the_state_at_its_move(table, drawn):
    record = await play(table, await two_player_game(table), None)
    assert record.status == FINISHED
    moves = await table.records.moves(record.id)
    states = states_of(record, moves)
    assert states[-1] == record.state  # the log replays to the stored game
    game = get_game(HIDDEN)
    total = len(moves)
    for number in sorted({0, 1, 2, total // 2, total - 1, total}):
        shown = await frame(table, record, number)
        assert (shown.number, shown.total) == (number, total)
        public = game.view(states[number], None)
        assert drawn.views[-1] == public
        # the players' own views show more (their hands): none of that is ever drawn
        for seat in range(len(record.seats)):
            assert drawn.views[-1] != game.view(states[number], seat)
        assert shown.move == (moves[number - 1] if number else None)


async def test_a_frame_drawn_for_real_is_the_public_board_image(table):
    """With the real renderer: the frame's PNGs are byte for byte the spectators' board of that move."""
    record = await play(table, await two_player_game(table), 6)
    moves = await table.records.moves(record.id)
    states = states_of(record, moves)
    game = get_game(HIDDEN)
    for number in (0, 3, 6):
        shown = await frame(table, record, number)
        expected = render.render_images(HIDDEN, game.view(states[number], None), record.names, "en-US")
        assert shown.images == expected


def test_a_replay_view_rebuilds_the_state_from_the_deal():
    game = get_game(HIDDEN)
    rng = random.Random(5)
    state = game.setup(2, 42, {})
    played = []
    for _ in range(8):
        seat = sorted(game.to_act(state))[0]
        action = rng.choice(game.legal_actions(state, seat)).id
        played.append((seat, action))
        state = game.apply(state, seat, action).state
    view = ReplayView(HIDDEN, 2, 42, {}, tuple(played))
    assert view() == game.view(state, None)
    assert list(replayed_states(game, 2, 42, {}, played))[-1] == state


async def test_the_caption_is_the_moves_logged_events(table, drawn):
    record = await play(table, await two_player_game(table), 5)
    moves = await table.records.moves(record.id)
    speaker = Speaker("en-US", record.names)
    shown = await frame(table, record, 3)
    content = viewer_content(shown, speaker)
    for event in moves[2].events:
        assert speaker.stored(event) in content
    assert "Replay of" in content and "move 3 of 5" in content
    deal = viewer_content(await frame(table, record, 0), speaker)
    assert deal == "🎞️ " + head_line(await frame(table, record, 0), speaker) and "the deal" in deal


# ---------------------------------------------------------------------- bounds
def test_a_move_asked_for_is_kept_within_the_game():
    assert shown_move(None, 12) == 12
    assert shown_move(-3, 12) == 0
    assert shown_move(5, 12) == 5
    assert shown_move(40, 12) == 12
    assert shown_move(None, 0) == 0


async def test_a_move_past_the_end_shows_the_last_and_says_so(table, drawn):
    record = await play(table, await two_player_game(table), 4)
    shown = await frame(table, record, 99)
    assert (shown.number, shown.beyond) == (4, 99)
    assert "has no move 99" in viewer_content(shown, Speaker("en-US", record.names))
    assert (await frame(table, record, None)).beyond is None


def test_a_jump_offers_the_ends_nearby_moves_and_landmarks():
    assert jump_choices(0, 0) == []
    assert jump_choices(3, 10) == [0, 1, 2, 4, 5, 6, 7, 8, 9, 10]
    for total in (24, 25, 26, 31, 160, 999):
        for number in (0, 1, total // 3, total - 1, total):
            choices = jump_choices(number, total)
            assert len(choices) == min(JUMP_CHOICES, total)
            assert choices == sorted(set(choices)) and number not in choices
            assert all(0 <= n <= total for n in choices)
            assert (0 in choices or number == 0) and (total in choices or number == total)
            near = [n for n in range(number - 5, number + 6) if 0 <= n <= total and n != number]
            assert set(near) <= set(choices)
    spread = jump_choices(0, 160)
    assert max(b - a for a, b in itertools.pairwise(spread)) <= 160 // 10  # landmarks all over the game


# ---------------------------------------------------------------------- who may look
def record_of(status: str, guild: int | None = GUILD, seated: tuple[int, ...] = (HOST, GUEST)) -> GameRecord:
    from store import SeatRecord

    seats = tuple(SeatRecord(seat=i, user_id=user, ai_kind=None, name=f"P{i}") for i, user in enumerate(seated))
    return GameRecord(
        id=7,
        game_key=HIDDEN,
        guild_id=guild,
        channel_id=CHANNEL,
        thread_id=70,
        lobby_message_id=None,
        host_id=HOST,
        status=status,
        pace="live",
        options={},
        seed=1,
        state=None if status in ("lobby", "cancelled") else {"any": 1},
        result=None,
        version=3,
        seats=seats,
    )


def test_who_may_step_through_a_game():
    unknown, in_play = "no game #7", "still being played"
    nobody = lambda record: False  # noqa: E731  # cannot see the game's channel
    with raises_saying(ReplayRefused, unknown):
        check_viewer(None, 7, HOST, GUILD, everyone)
    with raises_saying(ReplayRefused, unknown):
        check_viewer(record_of("finished", guild=2), 7, HOST, GUILD, everyone)  # another server's game
    for status in ("lobby", "cancelled"):
        with raises_saying(ReplayRefused, unknown):
            check_viewer(record_of(status), 7, HOST, GUILD, everyone)
    for status in ("finished", "abandoned"):  # an ended game: anyone who can see its channel
        assert check_viewer(record_of(status), 7, STRANGER, GUILD, everyone).status == status
        with raises_saying(ReplayRefused, unknown):
            check_viewer(record_of(status), 7, STRANGER, GUILD, nobody)
    # a game in play: its players only, up to the present
    assert check_viewer(record_of("active"), 7, GUEST, GUILD, nobody).status == "active"
    with raises_saying(ReplayRefused, in_play):
        check_viewer(record_of("active"), 7, STRANGER, GUILD, everyone)
    with raises_saying(ReplayRefused, unknown):
        check_viewer(record_of("active"), 7, STRANGER, GUILD, nobody)


async def test_a_running_game_is_its_players_up_to_the_present(table, drawn):
    record = await play(table, await two_player_game(table), 7)
    assert record.status == ACTIVE
    shown = await frame(table, record, None, user=GUEST)
    assert (shown.number, shown.total, shown.in_play) == (7, 7, True)
    assert drawn.views[-1] == get_game(HIDDEN).view(record.state, None)  # the present, as spectators see it
    assert "still being played" in head_line(shown, Speaker("en-US", record.names))
    views = len(drawn.views)
    with raises_saying(ReplayRefused, "still being played"):
        await frame(table, record, 0, user=STRANGER)
    with raises_saying(ReplayRefused, f"no game #{record.id + 50}"):
        await replay_frame(table.boards, record.id + 50, HOST, 0, "en-US", guild_id=GUILD, sees=everyone)
    assert len(drawn.views) == views  # a refusal draws nothing
    after = await play(table, record, 2, seed=9)  # the game moves on: the present with it
    assert (await frame(table, after, None, user=GUEST)).total == 9


# ---------------------------------------------------------------------- drawing: on demand, cached, bounded
async def test_frames_are_drawn_once_and_never_disturb_the_live_boards(table, drawn):
    record = await play(table, await two_player_game(table), 4)
    live = await table.boards.public_images(record)
    calls = len(drawn.views)
    first = await frame(table, record, 2)
    again = await frame(table, record, 2)
    assert first.images == again.images and len(drawn.views) == calls + 1  # one drawing, then the cache
    await frame(table, record, 2, locale="fr")  # another language is another drawing
    assert len(drawn.views) == calls + 2
    for number in (0, 1, 3, 4):
        await frame(table, record, number)
    assert await table.boards.public_images(record) == live and len(drawn.views) == calls + 6  # live board still cached
    assert len(table.boards.images.frames) == 6


def test_the_frames_cache_keeps_old_moves_and_stays_bounded():
    cache = ImageCache(1000, newest_only=False)
    for version in (5, 3, 9, 1):
        cache.put((1, version, None, "en-US"), [b"x" * 200])
    assert all(cache.get((1, v, None, "en-US")) for v in (5, 3, 9, 1))  # an older move is kept too
    cache.put((2, 1, None, "en-US"), [b"y" * 300])
    assert cache.size_bytes <= 1000 and cache.get((1, 5, None, "en-US")) is None  # least recently used out
    live = ImageCache(1000)
    live.put((1, 5, None, "en-US"), [b"x"])
    live.put((1, 3, None, "en-US"), [b"x"])
    assert live.get((1, 3, None, "en-US")) is None  # the live cache still holds only the newest version


async def test_a_taken_back_move_is_never_shown_from_the_cache(table, drawn):
    """A frame's key names the version of its move: after an undo, the move of that number is new."""
    key = "mountain-miners"  # turns of several decisions, which can be taken back
    record = await two_player_game(table, key)
    game = get_game(key)
    rng = random.Random(2)
    for _ in range(60):
        seat = sorted(game.to_act(record.state))[0]
        actions = game.legal_actions(record.state, seat)
        record = (await table.changes.play(record.id, seat, rng.choice(actions).id)).game
        last = await table.records.last_live_move(record.id)
        if last.state_before is None or len(game.legal_actions(last.state_before, seat)) < 2:
            continue
        before = await frame(table, record, None)
        try:
            undone = (await table.changes.undo(record.id, record.seats[seat].user_id)).game
        except Refusal:
            continue
        others = [a.id for a in game.legal_actions(undone.state, seat) if a.id != last.action_id]
        other = (await table.changes.play(undone.id, seat, others[0])).game
        after = await frame(table, other, None)
        assert after.number == before.number and after.move.version != before.move.version
        assert drawn.views[-1] == game.view(other.state, None)
        return
    pytest.skip("no move that could be taken back came up")


def test_paging_quickly_meets_the_frame_cooldown():
    frames = frame_cooldown(Cooldown(25, 5))
    assert (frames.limit, frames.window) == (6, 5)
    assert all(frames.hit(HOST, now=0.1 * i) == 0 for i in range(6))
    assert frames.hit(HOST, now=0.7) > 0  # the seventh frame in five seconds waits
    assert frames.hit(GUEST, now=0.7) == 0  # one member's paging never slows another's
    assert frames.hit(HOST, now=6.0) == 0
    assert frame_cooldown(Cooldown(2, 5)).limit == 1


# ---------------------------------------------------------------------- the viewer's components
def fake_frame(number: int, total: int, status: str = FINISHED, names: int = 2) -> ReplayFrame:
    record = record_of(status)
    long_names = tuple(
        type(s)(seat=s.seat, user_id=s.user_id, ai_kind=None, name="\\*" * 32) for s in record.seats[:names]
    )  # the longest a name can be once made inert
    record = GameRecord(**{**record.__dict__, "seats": long_names})
    said = {"msg": msg("turn-decided", player=seat_arg(0)).to_json(), "seat": 0}
    moves = tuple(
        MoveRecord(
            version=10 + n, seat=n % 2, action_id="a", events=[said], by_ai=False, irreversible=False, created_at=0
        )
        for n in range(total)
    )
    return ReplayFrame(record=record, number=number, moves=moves, images=[b"png"], beyond=None)


def components(view: discord.ui.View) -> tuple[list[discord.ui.Button], list[discord.ui.Select]]:
    items = [getattr(child, "item", child) for child in view.children]  # a dynamic item wraps its component
    buttons = [item for item in items if isinstance(item, discord.ui.Button)]
    selects = [item for item in items if isinstance(item, discord.ui.Select)]
    return buttons, selects


def test_the_viewers_buttons_go_where_they_say_and_stop_at_the_ends():
    speaker = Speaker("en-US")
    buttons, selects = components(viewer_view(fake_frame(0, 30), speaker))
    assert [b.custom_id for b in buttons] == [
        "replay:7:0:first",
        "replay:7:0:back",
        "replay:7:1:next",
        "replay:7:end:last",
    ]
    assert [b.disabled for b in buttons] == [True, True, False, False]
    assert [o.value for o in selects[0].options][:2] == ["1", "2"]  # the move shown is not offered
    middle = fake_frame(12, 30)
    buttons, selects = components(viewer_view(middle, Speaker("en-US", middle.record.names)))
    assert [b.custom_id for b in buttons][1:3] == ["replay:7:11:back", "replay:7:13:next"]
    assert not any(b.disabled for b in buttons)
    (select,) = selects
    assert select.custom_id == "replay:7:jump" and len(select.options) == JUMP_CHOICES
    assert select.options[0].label == "The deal" and select.options[-1].value == "30"
    assert select.options[1].label == "Move 1" and select.options[1].description == named("\\*" * 32) + " decided."
    buttons, _ = components(viewer_view(fake_frame(30, 30), speaker))
    assert [b.disabled for b in buttons] == [False, False, True, True]
    buttons, _ = components(viewer_view(fake_frame(30, 30, status=ACTIVE), speaker))
    assert buttons[3].label == "Now" and not buttons[3].disabled  # a game in play may have moved on
    _, none = components(viewer_view(fake_frame(0, 0), speaker))
    assert none == []  # nothing to jump to


def test_custom_ids_fit_and_come_back_after_a_restart():
    button = re.compile(ReplayButton.__discord_ui_compiled_template__.pattern)
    jump = re.compile(ReplayJump.__discord_ui_compiled_template__.pattern)
    biggest = 2**63 - 1
    for custom_id in (button_id(biggest, 10**6, "first"), button_id(biggest, None, "last")):
        assert len(custom_id) <= 100 and button.fullmatch(custom_id)
        assert not jump.fullmatch(custom_id)
    assert len(jump_id(biggest)) <= 100 and jump.fullmatch(jump_id(biggest)) and not button.fullmatch(jump_id(biggest))
    assert button.fullmatch(button_id(5, 0, "open"))


def test_the_replay_button_for_the_final_post_speaks_the_tables_language():
    record = record_of(FINISHED)
    english = ReplayButton.for_game(record)
    assert english.item.custom_id == "replay:7:0:open" and english.item.label == "Replay"
    french = ReplayButton.for_game(GameRecord(**{**record.__dict__, "language": "fr"}))
    assert french.item.label == Speaker("fr").t("replay-button-open") != "Replay"


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_viewer_fits_discord_in_every_language(locale):
    for frame_ in (fake_frame(0, 999), fake_frame(500, 999, status=ACTIVE), fake_frame(999, 999)):
        frame_ = ReplayFrame(**{**frame_.__dict__, "cut": True, "beyond": 99_999})
        content, files, view = screen(frame_, locale)
        assert len(content) <= 2000
        buttons, selects = components(view)
        for button in buttons:
            assert 1 <= len(button.label) <= 80 and len(button.custom_id) <= 100
        for select in selects:
            assert len(select.placeholder) <= 150 and len(select.options) <= 25
            for option in select.options:
                assert 1 <= len(option.label) <= 100 and len(option.description or "") <= 100
        assert all(len(file.description or "") <= 1024 for file in files)
        assert frame_alt(frame_, Speaker(locale, frame_.record.names))
    assert len(Speaker(locale).t("replay-button-open")) <= 80
    for message_id in ("replay-refusal-unknown", "replay-refusal-in-play", "replay-refusal-where"):
        assert len(Speaker(locale).t(message_id, number=2**63 - 1)) <= 2000
