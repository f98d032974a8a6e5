"""A picker's sample game and the reading of its action rows, shared by the picker tests."""

from __future__ import annotations

from store import GameRecord, SeatRecord


def record(version: int = 12345) -> GameRecord:
    seats = (SeatRecord(0, 1, None, "Ann"), SeatRecord(1, 2, None, "Bob"))
    return GameRecord(
        id=987654,
        game_key="mountain-miners",
        guild_id=1,
        channel_id=2,
        thread_id=3,
        lobby_message_id=4,
        host_id=1,
        status="active",
        pace="live",
        options={},
        seed=1,
        state={},
        result=None,
        version=version,
        seats=seats,
    )


def action_rows(view) -> list[dict]:
    """The action rows of a picker (a layout: one container holding text, images and rows)."""
    (container,) = view.to_components()
    assert container["type"] == 17
    return [c for c in container["components"] if c["type"] == 1]
