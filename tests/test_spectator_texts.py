"""Everything a game's thread shows a spectator comes from what a spectator may see.

Seeded random games of every title, at its smallest, a middle and its largest table, with every
option that hides something (Mountain Miners' Dark Tunnels and secret quick-start tile, Solstis'
pile in each variant, Sheherazade's stacks and face-down tile, Paper World's piles and hands). At
positions of each game the hidden parts are resampled (``Game.determinize`` for a spectator: the
same public view, other hands, piles, face-down and secret tiles) and everything the thread would
show is built for the real state and for each resampled one: the turn post (its intro, whose turn,
the standings, its colour, whom it pings, its buttons, the whole layout), the board's alt text and,
at some positions, its images; and, as if the game ended here by resignations, the final post and
its score sheet. A spectator who could tell two of these apart would have learnt a hidden part.
At the end of a game everything is revealed, and the final post may count it all: it is checked
in the same way, since what is still hidden then (a pile's order) must not show either.
"""

from __future__ import annotations

import io
import json
import random
from typing import Any

import discord
import pytest

from cogs.layout import PostTexts, turn_post_view
from cogs.publisher import accent_of, final_text, intro_line, standings_text, to_ping, turn_text
from cogs.turns import board_buttons
from cogs.ui import table_speaker
from lang.catalogue import available
from render.alt_text import describe_result
from render.score_sheet import render_score_sheet
from rules import available_keys, get_game
from rules.base import Game
from services.ending import early_result
from services.images import ImageService, describe_board, draw_described
from services.naming import speaker_title
from store import ACTIVE, FINISHED, GameRecord, SeatRecord
from tests.determinize_checks import Config, hidden_signature, positions

# Every option of every title, by whether it hides something from spectators.
HIDES = {
    ("mountain-miners", "dark_tunnels"): True,  # face-down tiles on the board
    ("mountain-miners", "quick_secret"): True,  # each player's quick-start tile kept in hand
    ("mountain-miners", "quick_start"): False,  # the tile is face up unless quick_secret
    ("mountain-miners", "gemshards"): False,
    ("mountain-miners", "golden_actions"): False,
    ("mountain-miners", "harder"): False,
    ("mountain-miners", "quick_arrow"): False,
    ("mountain-miners", "map_size"): False,
    ("solstis", "variant"): False,  # every variant hides the pile, the display's backs and the hands
    ("paper-world", "objectives"): False,  # piles, hands and discards are hidden whatever the objectives
    ("nanga-parbat", "area_scoring"): False,  # played in the open
}

EVERYTHING = {
    "dark_tunnels": True,
    "gemshards": True,
    "golden_actions": True,
    "harder": True,
    "quick_start": "any",
    "quick_secret": True,
}
# The option sets played: each title's hidden parts under every option that changes them.
OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "mountain-miners": [
        {"dark_tunnels": True},
        {"quick_start": "actions", "quick_secret": True},
        {"quick_start": "any", "quick_secret": True},
        EVERYTHING,
    ],
    "solstis": [{"variant": "base"}, {"variant": "firefly"}, {"variant": "discovery"}],
    "sheherazade": [{}],
    "paper-world": [{"objectives": "random"}, {"objectives": "starred"}],
    "nanga-parbat": [{}, {"area_scoring": True}],
}
# Where a hidden part is worth points before the game ends (a secret tile of any kind): the test
# must meet resampled states whose full scores differ, or it would not test the standings.
HIDDEN_POINTS = [("mountain-miners", {"quick_start": "any", "quick_secret": True}), ("mountain-miners", EVERYTHING)]

GAMES = 2  # seeded games per case
EVERY = 3  # a position every third decision
RESAMPLES = 2  # hidden parts resampled twice at each position
IMAGES_EVERY = 12  # the images (slow to draw) at every twelfth checked position
LANGUAGES = available()


def table_sizes(game: Game) -> list[int]:
    return sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players})


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    return [
        (key, players, options)
        for key in available_keys()
        for options in OPTION_SETS[key]
        for players in table_sizes(get_game(key))
    ]


def case_id(part: Any) -> str:
    if isinstance(part, dict):
        return "+".join(f"{k}={v}" for k, v in sorted(part.items())) or "default"
    return str(part)


def table(key: str, state: dict[str, Any], language: str, *, ended: bool = False) -> GameRecord:
    """People playing ``state`` at a table in ``language``; ``ended``: the game ended here by
    resignations (the last seat resigned, and only AI players were left, ranked by their points)."""
    players = state["players"]
    seats = tuple(
        SeatRecord(
            seat,
            None if ended and seat < players - 1 else 2000 + seat,
            "normal" if ended and seat < players - 1 else None,
            f"Player {seat + 1}",
            timeouts=-1 if ended and seat == players - 1 else 0,
        )
        for seat in range(players)
    )
    status = FINISHED if ended or get_game(key).is_over(state) else ACTIVE
    return GameRecord(7, key, 1, 2, 3, None, 2000, status, "live", {}, 5, state, None, 9, seats, language=language)


def components(view: discord.ui.LayoutView) -> str:
    return json.dumps(view.to_components(), sort_keys=True, default=str)  # type: ignore[no-untyped-call]


def shown(key: str, state: dict[str, Any], language: str, images: bool) -> dict[str, Any]:
    """Everything the thread shows a spectator of a game in ``state``, built by the bot's own code."""
    game = get_game(key)
    record = table(key, state, language)
    speaker = table_speaker(record)
    alt = describe_board(key, state, None, record.names, language)
    out: dict[str, Any] = {"alt": alt}
    if images:
        drawn, described = draw_described(key, ImageService.view_of(record, None), record.names, language, language)
        out["images"], out["described"] = drawn, described
    if not game.is_over(state):
        texts = PostTexts(
            head=intro_line(record, speaker),
            turn=turn_text(record, speaker),
            moves=[],  # the moves' lines are the logged public events, not read from the state
            standings=standings_text(record, speaker),
        )
        files = [discord.File(io.BytesIO(b"png"), filename="game-7-post-1-move-0009.png", description=alt)]
        post = turn_post_view(texts, speaker, files, accent_of(record), board_buttons(record))
        out.update(texts=texts, post=components(post), ping=to_ping(record))
        ended = table(key, state, language, ended=True)  # as if it ended here by resignations
        result = early_result(game, ended)
    else:
        ended = record
        result = game.result(state)
        assert result is not None
    out["final"] = final_text(ended, result)
    out["sheet_alt"] = describe_result(key, ended.names, result, language)
    if images:
        out["sheet"] = render_score_sheet(speaker_title(key, language), ended.names, result, key, language)
    return out


def end_of(config: Config, seed: int) -> dict[str, Any]:
    """The last state of the seeded game ``seed`` (as :func:`positions` plays it)."""
    game = config.game
    rng = random.Random(f"positions:{config.name}:{seed}")
    state = game.setup(config.players, seed, config.options)
    while not game.is_over(state):
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
    return state


def test_every_option_is_known_to_hide_something_or_not():
    """An option added to a title must be placed in :data:`HIDES`, and every option that hides
    something played by :data:`OPTION_SETS`; a hiding option switches the private views on."""
    for key in available_keys():
        game = get_game(key)
        assert {spec.key for spec in game.OPTIONS} == {option for (title, option) in HIDES if title == key}, key
        for spec in game.OPTIONS:
            if HIDES[(key, spec.key)]:
                played = [options for options in OPTION_SETS[key] if spec.key in options]
                assert played, (key, spec.key)
                for options in played:
                    state = game.setup(game.min_players, 1, dict(options))
                    assert game.has_private_view(state), (key, options)


@pytest.mark.parametrize(("key", "players", "options"), cases(), ids=case_id)
def test_the_thread_shows_a_spectator_nothing_hidden(key: str, players: int, options: dict[str, Any]) -> None:
    game = get_game(key)
    config = Config(f"{key}-{players}-{case_id(options)}", game, players, dict(options))
    language = LANGUAGES[sum(map(ord, config.name)) % len(LANGUAGES)]  # each case in one of the languages
    rng = random.Random(f"spectator-texts:{config.name}")
    checked = resampled = scores_differ = 0
    seeds = range(GAMES)
    states = [(seed, state) for seed, _, state in positions(config, GAMES, EVERY)]
    states += [(seed, end_of(config, seed)) for seed in seeds]
    for seed, state in states:
        images = checked % IMAGES_EVERY == 0 or game.is_over(state)
        real = shown(key, state, language, images)
        for _ in range(RESAMPLES):
            other = game.determinize(state, None, rng)
            assert game.view(other, None) == game.view(state, None), "a resampled state looks the same"
            if hidden_signature(config, other) != hidden_signature(config, state):
                resampled += 1
            if game.current_scores(other) != game.current_scores(state):
                scores_differ += 1
            seen = shown(key, other, language, images)
            for part, value in real.items():
                assert seen[part] == value, (
                    f"seed {seed}, move {state['move']}: the {part} shows a hidden part"
                    f" ({game.current_scores(state)} against {game.current_scores(other)} in full)"
                )
        checked += 1
    assert checked > 10
    if game.has_private_view(game.setup(players, 0, dict(options))):
        assert resampled > checked // 2, "the hidden parts were hardly ever resampled"
    if (key, options) in HIDDEN_POINTS:
        assert scores_differ, "no resampled state was worth other points in full: the standings went untested"
