"""The animated replay: frame choice, a real GIF that Pillow opens, and the 8 MB limit."""

from __future__ import annotations

import importlib
import io
import random

import pytest
from PIL import Image

from render import RENDER_MODULES, draw_view
from render.palettes import on_palette
from render.replay import (
    FINAL_MS,
    FIRST_MS,
    FRAME_MS,
    MAX_BYTES,
    MAX_FRAMES,
    animate,
    animate_lazily,
    pick_frames,
    render_replay,
)
from rules import available_keys, get_game
from tests.render_checks import counted_draws


def random_game_views(key: str, seed: int, players: int = 2) -> list[dict]:
    """The spectator views of a whole game played at random."""
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(players, seed, {})
    views = [game.view(state, None)]
    while game.result(state) is None:
        seat = sorted(game.to_act(state))[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
        views.append(game.view(state, None))
    return views


def drawable(key: str) -> bool:
    try:
        importlib.import_module(RENDER_MODULES[key])
    except ImportError:
        return False
    return True


def opened(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF" and getattr(image, "is_animated", False)
    return image


def durations(image: Image.Image) -> list[int]:
    found = []
    for index in range(image.n_frames):
        image.seek(index)
        found.append(image.info["duration"])
    return found


def test_pick_frames():
    assert pick_frames(0) == []
    assert pick_frames(5, cap=10) == [0, 1, 2, 3, 4]
    picked = pick_frames(1000, cap=80)
    assert len(picked) == 80 and picked[0] == 0 and picked[-1] == 999
    assert picked == sorted(set(picked))
    assert pick_frames(81, cap=80)[-1] == 80


def test_a_short_game_has_a_frame_per_move_and_holds_the_final_board():
    key = "solstis"
    views = random_game_views(key, seed=4)
    assert len(views) <= MAX_FRAMES
    data = render_replay(key, views, ["alice", "bob"])
    image = opened(data)
    assert image.n_frames == len(views)  # the deal and one frame per move
    assert image.width <= 800
    found = durations(image)
    assert found[0] == FIRST_MS and found[-1] == FINAL_MS and set(found[1:-1]) == {FRAME_MS}
    assert len(data) < MAX_BYTES


def test_the_longest_game_fits_under_8_mb():
    keys = [k for k in available_keys() if drawable(k)]
    games = [(key, random_game_views(key, seed)) for key in keys for seed in range(3)]
    key, views = max(games, key=lambda game: len(game[1]))
    assert len(views) > MAX_FRAMES, f"the longest game ({key}) has only {len(views)} states"
    data = render_replay(key, views, ["alice", "bob"])
    assert len(data) < MAX_BYTES
    image = opened(data)
    assert image.n_frames == MAX_FRAMES  # sampled evenly, deal and final board included
    assert durations(image)[-1] == FINAL_MS


def test_frames_of_different_sizes_share_one_canvas():
    frames = []
    for i in range(5):
        frame = Image.new("RGB", (300 + 20 * i, 200 + 10 * i), (20, 80, 120))
        frame.paste((250, 200, 40), (30 * i, 10, 30 * i + 25, 35))  # a piece that moves
        frames.append(frame)
    image = opened(animate(frames))
    assert image.size == (380, 240) and image.n_frames == 5


def test_noise_is_shrunk_then_thinned_until_it_fits():
    rng = random.Random(1)
    frames = [Image.frombytes("RGB", (400, 300), rng.randbytes(400 * 300 * 3)) for _ in range(30)]
    limit = 400_000
    data = animate(frames, max_bytes=limit)
    assert len(data) <= limit
    image = opened(data)
    assert 2 <= image.n_frames <= 30
    assert durations(image)[-1] == FINAL_MS


def test_no_frames_is_an_error():
    with pytest.raises(ValueError):
        animate([])


def test_each_frame_is_drawn_once_even_when_a_later_one_is_taller():
    asked: list[int] = []
    # the palette comes from the deal, the middle and the final board: the other frames use their colours
    colours = [(20, 80, 120), (20, 80, 120), (40, 160, 60), (120, 40, 160), (120, 40, 160)]

    def frame_at(index: int) -> Image.Image:
        asked.append(index)
        frame = Image.new("RGB", (300, 200 + 40 * (index == 3)), (250, 250, 250))
        frame.paste(colours[index], (20 * index, 10, 20 * index + 40, 50))
        return frame

    image = opened(animate_lazily(frame_at, 5))
    assert sorted(asked) == [0, 1, 2, 3, 4]  # the deal, middle and final board are drawn first, then reused
    assert image.size == (300, 240) and image.n_frames == 5
    first = image.convert("RGB")  # the deal, on the taller canvas: padded below with its corner's colour
    assert first.getpixel((150, 230)) == (250, 250, 250)
    assert first.getpixel((5, 20)) == colours[0]
    image.seek(3)
    assert image.convert("RGB").getpixel((65, 20)) == colours[3]


def test_a_board_that_did_not_change_is_not_drawn_again(monkeypatch):
    key = "solstis"
    views = random_game_views(key, seed=4)[:6]
    repeated = [views[0], views[1], views[1], views[2], views[2], views[2], views[3]]
    drawn = counted_draws(monkeypatch)
    image = opened(render_replay(key, repeated, ["alice", "bob"]))
    assert len(drawn) == 4  # one drawing per board that changed
    found = durations(image)  # the unchanged boards hold the one before longer
    assert image.n_frames == 4 and found == [FIRST_MS, 2 * FRAME_MS, 3 * FRAME_MS, FINAL_MS]


def test_a_replay_has_the_colours_of_the_posted_boards():
    for key in ("solstis", "paper-world"):
        views = random_game_views(key, seed=2)[:4]
        image = opened(render_replay(key, views, ["alice", "bob"]))
        posted = on_palette(key, draw_view(key, views[0], ["alice", "bob"]))
        assert image.convert("RGB").tobytes() == _on_canvas(posted.convert("RGB"), image.size).tobytes()


def _on_canvas(frame: Image.Image, size: tuple[int, int]) -> Image.Image:
    canvas = Image.new("RGB", size, frame.getpixel((0, 0)))
    canvas.paste(frame, (0, 0))
    return canvas
