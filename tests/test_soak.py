"""The soak (bench/soak.py): a short run loses no acknowledged move and prints every line of its summary;
its loss check finds an acknowledged move the log does not hold."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench.soak import Ack, Findings, GameRun, match_acks, read_log, states_by_version
from rules import get_game

pytestmark = [pytest.mark.e2e]

REPO = Path(__file__).resolve().parents[1]

# Every figure the soak must print: a line starting with each label.
LABELS = (
    "games started",
    "games finished",
    "games abandoned",
    "moves played",
    "moves acknowledged",
    "moves lost",
    "practice games",
    "replay pages served",
    "replay answers",
    "rematches",
    "more time",
    "refusals by kind",
    "errors logged",
    "bot restarts",
    "longest event-loop stall",
    "worker kills",
    "peak RSS",
    "checks",
)


def played_log(key: str, seed: int, moves: int) -> tuple[dict, list[dict]]:
    """A game row and the log of ``moves`` decisions (each the first legal action of the first seat to act),
    as the soak reads them from the database: the deal is version 1, the first move version 2."""
    game = get_game(key)
    row = {"seed": seed, "options": "{}"}
    state = game.setup(2, seed, {})
    log = []
    for version in range(2, moves + 2):
        seat = min(game.to_act(state))
        action = game.legal_actions(state, seat)[0].id
        log.append({"version": version, "seat": seat, "action_id": action, "by_ai": 0})
        state = game.apply(state, seat, action).state
    return row, log


def test_an_acknowledged_move_missing_from_the_log_is_lost():
    row, log = played_log("solstis", 7, 6)
    run = GameRun(1, "solstis", 0, 0, {}, [], 0, "easy", False)
    states = states_by_version("solstis", row, 2, log)
    third = log[2]
    acks = [
        Ack("pick", 1, log[0]["seat"], 1.0, version=1, index=0),  # the first move, through the picker
        Ack("move", 1, third["seat"], 2.0, action_id=third["action_id"], floor=2),  # the third, by /move
        Ack("move", 1, third["seat"], 3.0, action_id=third["action_id"], floor=2),  # told twice, logged once
        Ack("pick", 1, log[1]["seat"], 4.0, version=2, index=1),  # another choice than the one logged
    ]
    found = Findings()
    match_acks(run, log, states, acks, found)
    assert len(found.lost) == 2, found.lost
    assert sorted(found.lost) == [
        f"game 1 seat {third['seat']}: /move {third['action_id']!r} acknowledged, not in the log",
        f"game 1 seat {log[1]['seat']}: picker at version 2, choice 1 acknowledged, not in the log",
    ]

    # An undo takes back the seat's latest acknowledged move, whose row the undo deleted: nothing is
    # lost. An undo with no acknowledged move of the seat before it to take back is lost.
    last = log[-1]
    acks = [
        Ack("move", 1, last["seat"], 5.0, action_id="played-then-taken-back", floor=7),
        Ack("undo", 1, last["seat"], 6.0, floor=8),
    ]
    found = Findings()
    match_acks(run, log, states, acks, found)
    assert not found.lost and not found.undos_lost and found.taken_back_and_compacted == 1
    found = Findings()
    match_acks(run, log, states, [Ack("undo", 1, last["seat"], 5.0, floor=7)], found)
    assert len(found.undos_lost) == 1 and not found.lost


def test_an_undo_whose_answer_never_came_may_have_taken_the_move_back():
    """A bot killed while answering an undo may have applied it: the seat's latest move missing from
    the log is then taken back, not lost (and counted so). Found in the log, it claims its entry; and
    it excuses only that seat's latest move, nothing before it or of another seat."""
    row, log = played_log("solstis", 7, 6)
    run = GameRun(1, "solstis", 0, 0, {}, [], 0, "easy", False)
    states = states_by_version("solstis", row, 2, log)
    last = log[-1]
    gone = Ack("move", 1, last["seat"], 5.0, action_id="played-then-taken-back", floor=7)
    found = Findings()
    match_acks(run, log, states, [gone, Ack("undo?", 1, last["seat"], 6.0, floor=8)], found)
    assert not found.lost and found.taken_back_unanswered == 1 and found.taken_back_and_compacted == 0

    first = Ack("pick", 1, log[0]["seat"], 1.0, version=1, index=0)  # in the log: the undo was not applied
    found = Findings()
    match_acks(run, log, states, [first, Ack("undo?", 1, log[0]["seat"], 2.0, floor=2)], found)
    assert not found.lost and found.taken_back_unanswered == 0

    other = 1 - last["seat"]  # an unanswered undo of another seat excuses nothing
    found = Findings()
    match_acks(run, log, states, [gone, Ack("undo?", 1, other, 6.0, floor=8)], found)
    assert len(found.lost) == 1 and found.taken_back_unanswered == 0


def test_a_short_soak_loses_nothing_and_prints_every_line(tmp_path):
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.soak",
            "--minutes",
            str(20 / 60),
            "--games",
            "3",
            "--seed",
            "5",
            "--keep",
            str(tmp_path),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    printed = done.stdout.splitlines()
    report = done.stdout + done.stderr[-3000:]
    for label in LABELS:
        assert any(line.startswith(label + ":") for line in printed), f"no '{label}' line:\n{report}"
    assert "moves lost: 0" in printed, report
    assert "bot restarts: 1" in printed, report
    # The bot's loop-stall probe reported: its longest stall is a figure in milliseconds.
    stall = next(line for line in printed if line.startswith("longest event-loop stall:"))
    assert re.match(r"longest event-loop stall: \d+ ms ", stall), report
    # A drawing worker was killed during the first game, right after its start.
    kills = next(line for line in printed if line.startswith("worker kills:"))
    assert "draw at the first game 1" in kills, report
    acknowledged = next(line for line in printed if line.startswith("moves acknowledged:"))
    assert int(acknowledged.split(":")[1].split()[0]) > 0, report  # the members did play
    # The exit status says what the last line says.
    assert (done.returncode == 0) == ("checks: all held" in printed), report


def test_the_log_check_excuses_only_the_first_failure_right_after_a_worker_kill():
    broken = [
        "Traceback (most recent call last):",
        '  File "process.py", line 791, in submit',
        "concurrent.futures.process.BrokenProcessPool: A child process terminated abruptly",
    ]
    log = "\n".join(
        [
            "2026-01-02 03:04:05 INFO    tabletop: started",
            "2026-01-02 03:04:06 ERROR   tabletop.flow: the AI of game 3 failed (attempt 1)",  # just after the kill
            *broken,
            "2026-01-02 03:04:07 ERROR   tabletop.flow: the AI of game 3 failed (attempt 2)",  # the retry failed too
            *broken,
            "2026-01-02 03:05:00 ERROR   tabletop.flow: the AI of game 4 failed (attempt 1)",  # long after the kill
            *broken,
            "2026-01-02 03:05:01 ERROR   tabletop.flow: could not show game 4",  # not about a pool
            "Traceback (most recent call last):",
            "KeyError: 'x'",
            "2026-01-02 03:05:02 WARNING tabletop.images: a render worker process died; starting new ones",
            "Process ForkServerProcess-2:",  # a worker process printing outside the log
            "Traceback (most recent call last):",
            "ValueError: nope",
        ]
    )
    killed_at = time.mktime(time.strptime("2026-01-02 03:04:05", "%Y-%m-%d %H:%M:%S"))
    found = read_log(log, [(killed_at, "ai")])
    assert dict(found.expected) == {
        "tabletop.flow: the AI of game N failed (attempt N) [concurrent.futures.process.BrokenProcessPool]": 1
    }
    assert dict(found.unexpected) == {
        "tabletop.flow: the AI of game N failed (attempt N) [concurrent.futures.process.BrokenProcessPool]": 2,
        "tabletop.flow: could not show game N [KeyError]": 1,
        "traceback outside the log: ValueError: nope": 1,
    }
    assert sum(found.warnings.values()) == 1
