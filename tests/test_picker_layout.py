"""The picker's components stay inside Discord's limits for any number of actions."""

from __future__ import annotations

import pytest

from cogs.turns import BUTTONS_MAX, PAGE_SIZE, picker_view
from rules.base import Action
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


def rows_of(view) -> dict[int, list]:
    rows: dict[int, list] = {}
    for item in view.children:
        rows.setdefault(item._rendered_row if item._rendered_row is not None else item.row, []).append(item)
    return rows


@pytest.mark.parametrize("count", [1, 5, BUTTONS_MAX, BUTTONS_MAX + 1, 25, 26, 60, 130])
@pytest.mark.parametrize("undo", [False, True])
async def test_limits(count, undo):
    actions = [Action(f"act:{n}", f"{{p1}} does a long named thing number {n} " + "x" * 30) for n in range(count)]
    pages = max(1, -(-count // PAGE_SIZE))
    seen_indices = set()
    for page in range(pages):
        view = picker_view(record(), 0, actions, page, undo)
        payload = view.to_components()
        assert len(payload) <= 5
        ids = []
        for row in payload:
            kinds = [c["type"] for c in row["components"]]
            assert (kinds.count(2) <= 5 and 3 not in kinds) or kinds == [3]
            for component in row["components"]:
                ids.append(component["custom_id"])
                assert 1 <= len(component["custom_id"]) <= 100
                if component["type"] == 2:
                    assert len(component["label"]) <= 80 and "{p1}" not in component["label"]
                    if component["custom_id"].split(":")[-1].isdigit():
                        seen_indices.add(int(component["custom_id"].split(":")[-1]))
                else:
                    assert len(component["options"]) <= 25
                    for option in component["options"]:
                        assert len(option["label"]) <= 100 and "Bob" in option["label"]
                        seen_indices.add(int(option["value"]))
        assert len(ids) == len(set(ids))
        assert any(i.endswith(":undo") for i in ids) == undo
    # Every action is reachable on some page, by its index.
    assert seen_indices == set(range(count))
