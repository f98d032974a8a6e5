"""Game records of sample tables, built by hand for the tests of what is shown and decided about a
table without a database.

``record`` with ``human`` and ``bot`` seats is a small Mountain Miners table in play; ``six_seats``
is the widest table the panels show (six seats, people and bots in turn, the longest names in six
scripts, every option chosen, ids a snowflake wide), and ``picker_table`` the same table in play.
"""

from __future__ import annotations

from lang import Speaker
from rules.text import msg
from store import ACTIVE, LOBBY, GameRecord, SeatRecord
from tests.board_samples import names_for


def record(seats: list[SeatRecord], status: str = ACTIVE) -> GameRecord:
    """Game 1, a live Mountain Miners table of ``seats`` hosted by user 10, at version 5."""
    return GameRecord(
        id=1,
        game_key="mountain-miners",
        guild_id=1,
        channel_id=2,
        thread_id=3,
        lobby_message_id=None,
        host_id=10,
        status=status,
        pace="live",
        options={},
        seed=1,
        state={},
        result=None,
        version=5,
        seats=tuple(seats),
    )


def human(seat: int, **kw) -> SeatRecord:
    """A person in ``seat``: user ``10 + seat``, named ``H<seat>``."""
    return SeatRecord(seat, 10 + seat, None, f"H{seat}", **kw)


def bot(seat: int) -> SeatRecord:
    """The greedy AI in ``seat``, named ``B<seat>``."""
    return SeatRecord(seat, None, "greedy", f"B{seat}")


# Every option of Mountain Miners set away from its default: the longest option lines.
ALL_OPTIONS = {
    "dark_tunnels": True,
    "gemshards": True,
    "golden_actions": True,
    "harder": True,
    "quick_start": "any",
    "quick_secret": True,
    "quick_arrow": True,
    "map_size": 7,
}
BIG = 10**18  # a snowflake's width: the longest game id


def six_seats(language: str, *, status: str = LOBBY, thread: int | None = None, host_seat: int = 0) -> GameRecord:
    """A Mountain Miners table of six: people and bots in turn (a bot's name says its level), the
    longest names in six scripts, every option chosen."""
    names = names_for(6)
    seats = tuple(
        SeatRecord(
            i,
            None if i % 2 else BIG - i,
            "hard" if i % 2 else None,
            Speaker(language).t("lobby-bot-name", name=name, level=msg("level-normal-short")) if i % 2 else name,
        )
        for i, name in enumerate(names)
    )
    host = seats[host_seat].user_id or BIG
    return GameRecord(
        BIG, "mountain-miners", 1, 2, thread, BIG, host, status, "weekend", ALL_OPTIONS, 5, None, None, BIG, seats,
        language=language,
    )  # fmt: skip


def picker_table(language: str = "en-US") -> GameRecord:
    """``six_seats`` in play."""
    return GameRecord(**{**six_seats(language).__dict__, "status": ACTIVE})
