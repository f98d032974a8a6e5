"""End to end: everything posted in a game's thread comes from the spectators' view only.

The real bot plays a game with hidden information; afterwards every board image it posted is
compared byte for byte with the public view of the same moment redrawn after the hidden
information (hands, deck order, face-down tiles) was shuffled among itself.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3

import pytest

from cogs.layout import not_a_list, seat_mark
from lang import SOURCE, Speaker
from render import render_images
from rules import get_game
from rules.text import seat as seat_arg
from services.turn_posts import caption_events
from services.turn_posts import standings as standing_rows
from store import UNDO
from tests.e2e_helpers import board_snapshots, db_game, open_table, play_to_the_end
from tests.fake_discord.harness import running_bot
from tests.game_checks import paper_world_shuffle_hidden, sheherazade_shuffle_hidden, solstis_shuffle_hidden

pytestmark = pytest.mark.e2e


def shuffle_dark_tunnels(state, rng):
    """Face-down board tiles exchanged among their cells; the deck and removed tiles reordered."""
    out = json.loads(json.dumps(state))
    down = [i for i, tile in enumerate(out["board"]) if tile and tile.get("down")]
    contents = [out["board"][i] for i in down]
    rng.shuffle(contents)
    for i, tile in zip(down, contents):
        out["board"][i] = tile
    rng.shuffle(out["deck"])
    return out


def shuffle_for_a_spectator(key):
    """The engine's own resampling of everything a spectator cannot see."""

    def shuffle(state, rng):
        return get_game(key).determinize(state, None, rng)

    return shuffle


# Each case: the game, the lobby's options, and how its hidden parts are shuffled.
CASES = {
    "solstis": ("solstis", None, solstis_shuffle_hidden),
    "paper-world": ("paper-world", None, paper_world_shuffle_hidden),
    "sheherazade": ("sheherazade", None, sheherazade_shuffle_hidden),
    "mountain-miners": ("mountain-miners", {"Dark Tunnels": "On"}, shuffle_dark_tunnels),
    # Every player's quick-start tile, of any kind, kept in hand: its points are hidden too.
    "mountain-miners-secret-start": (
        "mountain-miners",
        {"Quick start": "1 random tile each", "Quick-start tile secret": "Yes: kept in hand"},
        shuffle_for_a_spectator("mountain-miners"),
    ),
}


def states_by_version(db_path, key: str) -> tuple[dict[int, dict], list[str]]:
    row = db_game(db_path)
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        moves = con.execute(
            "SELECT version, seat, action_id FROM moves WHERE game_id = ? ORDER BY version", (row["id"],)
        ).fetchall()
        names = [r[0] for r in con.execute("SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (row["id"],))]
    finally:
        con.close()
    game = get_game(key)
    state = game.setup(len(names), row["seed"], json.loads(row["options"]))
    states, stack = {1: state}, [state]
    for version, seat, action_id in moves:
        if action_id == UNDO:
            stack.pop()
        else:
            stack.append(game.apply(stack[-1], seat, action_id).state)
        states[version] = stack[-1]
    return states, names


def logged_events(db_path) -> dict[int, tuple[int, list[dict]]]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return {
            version: (seat, json.loads(text))
            for version, seat, text in con.execute("SELECT version, seat, events FROM moves")
        }
    finally:
        con.close()


@pytest.mark.parametrize("case", sorted(CASES))
async def test_public_posts_do_not_depend_on_hidden_information(tmp_path, case):
    key, options, shuffle_hidden = CASES[case]
    rng = random.Random(9)
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "0"}) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, key, [world.bob], bots=0, options=options)
        await play_to_the_end(fake, thread, [world.alice, world.bob], seed=1)
        states, names = states_by_version(bot.db_path, key)
        game = get_game(key)
        checked = 0
        # Every board the thread ever showed (each post's creation and each edit of it).
        for _, snapshot, version in board_snapshots(fake, thread):
            state = states[version]
            images = [attachment.data for attachment in snapshot.attachments]
            for _ in range(2):
                shuffled = shuffle_hidden(state, rng)
                assert game.view(shuffled, None) == game.view(state, None)
                assert render_images(key, game.view(shuffled, None), names) == images
            checked += 1
        assert checked >= 10
        # The text of every board is made of the public event log and the spectators' view only:
        # rebuild each caption line and the closing line from those and compare them exactly.
        events = logged_events(bot.db_path)
        users = {0: world.alice, 1: world.bob}
        rebuilt = 0
        for _, snapshot, version in board_snapshots(fake, thread):
            lines = snapshot.text.splitlines()
            # (the newest move's line may start with the count of the post's earlier moves)
            moves = [
                found[1]
                for line in lines
                if (found := re.match(r"(?:\(\d+ earlier moves?: `/game log`\) )?(Move \d+: .*)", line))
            ]
            for line in moves:
                number = int(re.match(r"Move (\d+): ", line).group(1))
                _seat, logged = events[number + 1]
                caption = " · ".join(Speaker(SOURCE, names).stored(e) for e in caption_events(key, logged))
                assert caption and line == f"Move {number}: {caption}"
            if version > 1:
                assert moves and moves[-1].startswith(f"Move {version - 1}: ")  # this board's own move
            view = game.view(states[version], None)
            english = Speaker(SOURCE, names)
            if not view["over"]:
                mentions = [f"{seat_mark(seat)} <@{users[seat]}>" for seat in view["to_act"]]
                turn = [english.t("layout-to-act", players=mentions)]
                if lines[0] != turn[0]:  # the game's first post: under its intro, it says how to act too
                    turn = [lines[0], *turn, english.t("layout-to-act-hint")]
                assert lines[: len(turn)] == turn, lines
            # The standings are the public view's scores: rebuilt from them alone, they read the same.
            rows = [
                english.t(
                    "layout-standing",
                    place=row.place,
                    mark=seat_mark(row.seat),
                    player=seat_arg(row.seat),
                    points=row.points,
                )
                for row in standing_rows(view["scores"])
            ]
            standings = not_a_list(english.t("layout-standings", standings=" · ".join(rows)))
            # (under them, a timed pace shows each human's time left: public, and read from the clock)
            clocks = english.t("paces-clocks", clocks="").strip()
            shown = [line for line in lines if not line.startswith(clocks)]
            assert shown[-1] == standings, lines
            rebuilt += 1
        assert rebuilt == checked
        # Nothing private was ever posted publicly in the thread.
        for message in fake.messages(thread, include_ephemeral=False):
            assert "Your view" not in message.text and "private view" not in message.text
