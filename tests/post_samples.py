"""Turn posts built as the bot builds them, without the bot: for the tests that measure what a
post takes on a screen.

``turn_post`` plays a seeded random game of ``key`` at ``players`` with every option (people in
every seat with long names in six scripts, :data:`NAME_LENGTH` characters, each on a timed pace),
stops ``at`` a share of the game, and returns the post's layout view and its files: whose turn it
is, the board's images as the spectators' view draws them in the table's language, the move lines
of the last turns as the publisher writes them, the standings and the clock of whoever decides.
"""

from __future__ import annotations

import io
import random
import time

import discord

from bench.gallery import all_options
from cogs.layout import PostTexts, turn_post_view
from cogs.publisher import accent_of, clocks_line, standings_text, turn_text
from cogs.turns import board_buttons
from cogs.ui import table_speaker
from render import render_images
from rules import get_game
from services.paces import SeatClock
from services.turn_posts import caption_events, move_line
from store import ACTIVE, GameRecord, SeatRecord
from tests.board_samples import ORDER_MANY, ORDER_TWO, long_name

SEED = 11
NAME_LENGTH = 16  # a long display name (Discord allows 32; the layout tests hold those too)
MOVE_LINES = 5  # more than a post shows: the post folds the earlier ones into a count


def sample_record(key: str, players: int, at: float, language: str) -> tuple[GameRecord, list[list[dict]]]:
    """The table ``at`` (0 to 1) of the way through its seeded game, and the public events of each
    move that led there (oldest first)."""
    game = get_game(key)
    rng = random.Random(SEED)
    state = game.setup(players, SEED, all_options(game))
    history = []
    moves: list[tuple[int, list[dict]]] = []
    while not game.is_over(state) and len(history) < 3000:
        seat = min(game.to_act(state))
        transition = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id)
        history.append(state)
        moves.append((seat, [event.to_json() for event in transition.events]))
        state = transition.state
    stop = max(1, min(len(history) - 1, round(at * len(history))))
    scripts = ORDER_TWO if players == 2 else ORDER_MANY
    names = [long_name(script)[:NAME_LENGTH].strip() for script in scripts[:players]]
    seats = tuple(SeatRecord(i, 1000 + i, None, name) for i, name in enumerate(names))
    record = GameRecord(
        7, key, 1, 2, 3, None, 1000, ACTIVE, "live", {}, SEED, history[stop], None, stop, seats, language=language
    )
    return record, [events for _, events in moves[:stop]]


def turn_post(key: str, players: int, at: float, language: str) -> tuple[discord.ui.LayoutView, list[discord.File]]:
    """The turn post of :func:`sample_record`'s table, with its images drawn."""
    record, moves = sample_record(key, players, at, language)
    game = get_game(key)
    speaker = table_speaker(record)
    first = len(moves) - MOVE_LINES
    lines = [
        move_line(speaker, first + n + 1, [speaker.stored(event) for event in caption_events(key, events)], 0)
        for n, events in enumerate(moves[first:])
    ]
    to_act = game.to_act(record.state)
    now = time.time()
    deciding = [
        SeatClock(
            seat.seat, seat.user_id or 0, seat.seat in to_act, 299.0, 90.0, now + 390 if seat.seat in to_act else None
        )
        for seat in record.seats
        if seat.seat in to_act
    ]
    view = game.view(record.state, None)
    pictures = render_images(key, view, record.names, language)
    files = [
        discord.File(io.BytesIO(data), filename=f"game-7-post-3-move-{record.version:04d}-{n}.png", description="board")
        for n, data in enumerate(pictures)
    ]
    texts = PostTexts(
        turn=turn_text(record, speaker),
        moves=lines,
        standings="\n".join(
            part
            for part in (standings_text(record, speaker), clocks_line(deciding, speaker, named=len(deciding) > 1))
            if part
        ),
    )
    return turn_post_view(texts, speaker, files, accent_of(record), board_buttons(record)), files
