"""``/game mine`` for a member in 25 games, in every language (the pseudo-locale, whose words are the
longest, included): every game shown whole, every message within Discord's limits for embeds.

The lines are as long as they get: the longest game title, 19-digit snowflakes in every jump link,
a server named with Discord's longest name (100 characters) and a deadline on every waiting line."""

from __future__ import annotations

import re

import pytest

from cogs.mine import NEXT_ID, jump, mine_embeds, next_view
from lang import PSEUDO, Speaker
from lang.catalogue import available
from rules import available_keys
from services.naming import game_title
from services.records import MemberGames
from store import ACTIVE, LOBBY, BoardPost, GameRecord, SeatedGame, SeatRecord
from tests.fake_discord.server import FakeDiscord

LANGUAGES = [*available(), PSEUDO]
SNOWFLAKE = 1_234_567_890_123_456_789
LONGEST = max(available_keys(), key=lambda key: len(Speaker(PSEUDO).say(game_title(key))))
SERVER = "S" * 100


def seated(number: int, status: str, *, deadline: float | None = None, rematch: bool = False) -> SeatedGame:
    record = GameRecord(
        id=number,
        game_key=LONGEST,
        guild_id=SNOWFLAKE,
        channel_id=SNOWFLAKE + 1,
        thread_id=SNOWFLAKE + 100 + number if status == ACTIVE else None,
        lobby_message_id=SNOWFLAKE + 200 + number,
        host_id=1,
        status=status,
        pace="live",
        options={},
        seed=1,
        state=None,
        result=None,
        version=1,
        seats=tuple(SeatRecord(seat, 1 + seat, None, f"P{seat}") for seat in range(6)),
        board=BoardPost(message_id=SNOWFLAKE + 300 + number),
        rematch_of=number - 1 if rematch else None,
    )
    return SeatedGame(record, 0, deadline, None, False, SNOWFLAKE + 400, SNOWFLAKE + 500)


def twenty_five() -> MemberGames:
    """25 games numbered from 100,000: 15 waiting with deadlines, 5 lobbies and rematches, 5 others."""
    numbers = iter(range(100_000, 100_025))
    waiting = tuple(seated(next(numbers), ACTIVE, deadline=4_000_000_000.0) for _ in range(15))
    lobbies = tuple(seated(next(numbers), LOBBY, rematch=index % 2 == 0) for index in range(5))
    others = tuple(seated(next(numbers), ACTIVE) for _ in range(5))
    return MemberGames(waiting, lobbies, others)


@pytest.mark.parametrize("locale", LANGUAGES)
def test_25_games_are_listed_whole_within_discords_limits(locale):
    speaker = Speaker(locale)
    games = twenty_five()
    embeds = mine_embeds(games, speaker, lambda guild_id: SERVER)
    for embed in embeds:  # each embed is a message of its own (the first with Next)
        assert FakeDiscord._check_embeds([embed.to_dict()]) == [], locale
    text = "\n".join(field.value or "" for embed in embeds for field in embed.fields)
    shown = [int(n) for n in re.findall(r"#(\d{6})\b", text)]
    assert sorted(shown) == list(range(100_000, 100_025)), locale  # each game once, none cut off
    assert "…" not in text
    for item in games.waiting + games.others:
        record = item.game
        assert jump(record.guild_id, record.thread_id or 0, record.board.message_id) in text
    assert len(embeds) <= 3  # the first message and at most two follow-ups


@pytest.mark.parametrize("locale", LANGUAGES)
def test_next_is_one_persistent_button_within_its_limits(locale):
    view = next_view(Speaker(locale))
    (item,) = view.children
    button = item.item  # the dynamic item's button
    assert button.custom_id == NEXT_ID and len(NEXT_ID) <= 100
    assert button.label == Speaker(locale).t("mine-button-next") and 1 <= len(button.label) <= 80
    assert view.is_persistent()
