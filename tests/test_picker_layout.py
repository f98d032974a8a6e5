"""The picker (one layout) stays inside Discord's limits for any number of actions."""

from __future__ import annotations

import discord
import pytest

from cogs.layout import MAX_COMPONENTS, components_of
from cogs.turns import BUTTONS_MAX, PAGE_SIZE, picker_view
from cogs.ui import speaker_for
from rules.base import Action
from store import GameRecord, SeatRecord
from tests.fake_discord.server import FakeDiscord
from tests.picker_samples import action_rows, record
from tests.speech import FSI


def discord_problems(view, files: list[discord.File] = ()) -> list[str]:
    """What the fake Discord (Discord's rules) refuses in an ephemeral layout message of ``view``."""
    components = view.to_components()
    data = {"components": components, "flags": (1 << 15) | (1 << 6)}
    uploads = [(i, file.filename, b"png", "image/png") for i, file in enumerate(files)]
    return FakeDiscord()._check_components(components, v2=True) + FakeDiscord._check_v2_message(data, uploads, None)


@pytest.mark.parametrize("count", [1, 5, BUTTONS_MAX, BUTTONS_MAX + 1, 25, 26, 60, 130])
@pytest.mark.parametrize("undo", [False, True])
@pytest.mark.parametrize("locale", ["en-US", "en-XA"])
async def test_limits(count, undo, locale):
    actions = [Action(f"act:{n}", f"{{p1}} does a long named thing number {n} " + "x" * 30) for n in range(count)]
    pages = max(1, -(-count // PAGE_SIZE))
    seen_indices = set()
    for page in range(pages):
        view = picker_view(record(), 0, actions, page, undo, speaker_for(locale, ["Ann", "Bob"], in_markdown=False))
        assert discord_problems(view) == [] and components_of(view) <= MAX_COMPONENTS
        payload = action_rows(view)
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


async def test_labels_are_formatted_for_the_reader_then_cut():
    """A label (a message) is formatted in the reader's language with the names as written, then cut
    to 80 characters on a button and 100 in a menu: never cut before formatting."""
    from rules.text import msg, seat

    long_name = "N" * 70
    rec = record()
    rec = GameRecord(**{**rec.__dict__, "seats": (SeatRecord(0, 1, None, "Ann"), SeatRecord(1, 2, None, long_name))})
    action = Action("a", msg("rules-refusal-not-legal-now", action="x"))
    named = Action("b", msg("turn-decided", player=seat(1)))
    for locale in ("en-US", "en-XA"):
        speaker = speaker_for(locale, rec.names, in_markdown=False)
        view = picker_view(rec, 0, [action, named], 0, False, speaker)
        labels = [c["label"] for row in action_rows(view) for c in row["components"]]
        assert labels[0] == speaker.say(action.label)[:80]
        assert labels[1].startswith(FSI + long_name) and len(labels[1]) <= 80  # isolated, then cut
