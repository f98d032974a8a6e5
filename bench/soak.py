"""The soak: many games at once for a set time, hostile members, killed workers and a killed bot.

The unmodified bot.py runs as a subprocess against the local fake Discord (tests/fake_discord), on
a fast clock (a live decision lasts seconds) and short leases. ``--games`` tables are kept going at
once over the five games, each with one or two simulated members and zero to three bots of mixed
levels; when a game ends its table opens another. Besides playing legal moves (by ``/move`` or the
Take turn picker), members do hostile things at random, each bounded in rate: bursts of clicks over
the cooldown, double clicks, clicks on stale pickers and old boards, move-and-undo cycles, abandon
votes (withdrawn again when the bot has a command for that), handovers of their own and others'
seats, ``/move`` with made-up actions, idling until the clock decides for them, ``/game moretime``
and the Grant button (pressed by an opponent, a stranger or the asker), paging the replay of their
game in play, and lobbies opened, joined, left and cancelled. Some of a table's games are practice
games (``/learn``); after each game a few members page through its replay, and the players of a
finished game between two members may ask for its rematch (which the table then plays) or leave
it. A drawing worker is SIGKILLed as soon as the first game has started; at set moments a drawing
worker and a hard-AI worker are SIGKILLed, and so is the bot itself (then started again on the same
database). The bot logs its event loop's longest stall every few seconds (TABLETOP_LOOP_STALL_REPORT),
and the summary reports the longest of all.

The soak counts every change the fake Discord saw acknowledged ("Played: ..." answers, picker
refreshes after a pick, undo answers) and at the end checks them against the database's move log:
an acknowledged move missing from the log is a lost move, and there must be none. It also checks
that every game's log replays to its stored state (services.move_log.replay), that no board version
is shown by two turn posts, that every finished game posted its result, that no game stalled, and
it reads the bot's log for error-level lines, classifying those the killed processes explain.

    python -m bench.soak --minutes 30 --games 12 [--database sqlite|postgres] [--seed N]

Exits 0 when everything held, 1 when a move was lost or a check failed (the summary says which and
keeps the bot's log and database for a look). docs/soak.md explains how to read the summary.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import resource
import shutil
import signal
import tempfile
import time
from collections import Counter, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bench.load import direct_children, rss_kb
from rules import available_keys, get_game
from rules.base import Game
from services.move_log import replay
from store import UNDO
from store.scratch_databases import on_database, run_on_server
from tests.e2e_helpers import board_messages, close_db_reader, db_rows, latest_board, newest_shown, turn_posts
from tests.fake_discord import FakeDiscord, Message
from tests.fake_discord.harness import BotProcess
from tests.fake_discord.server import Interaction

# ---------------------------------------------------------------------- the bot's settings
LIVE_DECISION = 300.0  # seconds of a live decision (services.paces.PACES)
DECISION_SECONDS = 9.0  # what the soak shrinks it to: a member who idles is timed out in seconds
BOT_ENV = {
    "TABLETOP_CLOCK_SCALE": f"{DECISION_SECONDS / LIVE_DECISION:.4f}",
    "TABLETOP_LEASE_SECONDS": "2",  # a killed bot's AI turns and clocks are taken over within seconds
    "TABLETOP_HEAL_SECONDS": "5",
    "TABLETOP_AI_DELAY": "0",
    "TABLETOP_AI_THINK": "0.05",  # a hard bot searches 50 ms a decision: enough to need its worker process
    "TABLETOP_COOLDOWN": "12/4",  # members act about once a second; a burst goes over
    "TABLETOP_RENDER_PROCESSES": "2",
    "TABLETOP_LOG_LEVEL": "INFO",
    "TABLETOP_LOOP_STALL_REPORT": "10",  # the bot logs its event loop's longest stall every 10 s (and at exit)
}

# ---------------------------------------------------------------------- the members' pace and limits
THINK = (0.5, 1.8)  # seconds a member waits between two things they do
HOSTILE_SHARE = 0.3  # of the things a member does, this share is hostile
HOSTILE_GAP = 2.0  # seconds at least between two hostile things of one member
BURST_SIZE = 14  # interactions sent at once in a burst (the cooldown allows 12 in 4 s)
BURST_GAP = 30.0  # seconds at least between two bursts of one member
IDLE_CHANCE = 0.04  # a member stops answering until the clock decides for them
IDLE_GAP = 60.0  # seconds at least between two idle spells of one member
UNDO_AFTER_MOVE = 0.15  # a member takes back the move they just made
PICKER_SHARE = 0.45  # legal moves made through the Take turn picker rather than /move
ABANDONING_GAMES = 0.2  # games whose host is willing to end them early
TAKEBACK_CHANCE = 0.4  # a member whose seat the AI plays takes it back at their next turn to act
HANDOVERS_PER_GAME = 2  # handover attempts one member makes in one game at most
OLD_PICKERS = 4  # pickers a member keeps to click later (stale)
PRACTICE_SHARE = 0.4  # of a table's games with one member, this share is a practice game (/learn)
REMATCH_CHANCE = 0.6  # the members of a finished game between two of them ask for its rematch
REMATCH_LEAVE = 0.25  # ... and the second one leaves it instead of saying yes
STRANGER_CLICKS = 0.3  # a member who did not play presses the final post's Rematch, or grants more time
OWN_GRANT = 0.3  # the asker presses Grant under their own request for more time
REPLAY_VIEWERS = 3  # members paging through a game's replay after it ends (its players first)
REPLAY_PAGES = (2, 6)  # pages one of them turns

# ---------------------------------------------------------------------- bounds of the soak itself
ANSWER_TIMEOUT = 20.0  # seconds an interaction may take before the soak stops waiting (counted unanswered)
READY_TIMEOUT = 90.0  # seconds the bot may take to connect after a (re)start
OPEN_TIMEOUT = 30.0  # seconds a table may take from /play to its first board
STALL_SECONDS = 90.0  # a game in which nothing happened this long, with no member to act, has stalled
NEW_GAME_MARGIN = 0.12  # no table opens a new game in this last share of the run
DRAIN_SECONDS = ANSWER_TIMEOUT + 10.0  # after the run, how long the members may take to finish what they sent
KILL_WINDOW = 10.0  # seconds after a worker kill in which its errors are expected
SAMPLE_SECONDS = 1.0  # how often memory is sampled
TRIM_SECONDS = 30.0  # how often the fake drops the bytes of images already seen (the soak only reads names)
STALL_LINE = re.compile(r"event loop: longest stall (\d+) ms")  # the bot's probe (TABLETOP_LOOP_STALL_REPORT)
STOP_GRACE = 30.0  # seconds the bot may take to stop on SIGTERM at the end (it waits up to 20 s for work in flight)
TOKEN_LIFETIME = 16 * 60.0  # seconds after which the fake may forget an interaction (Discord's tokens last 15 min)
OPENING_AT_ONCE = 4  # tables opening lobbies at the same moment (the server allows 10 open lobbies)

GAME_OVER = "**Game over.**"
ABANDONED_LINE = "It ends here without a result."
POST_FILE = re.compile(r"^game-(\d+)-post-(\d+)-move-(\d+)(?:-\d+)?\.png$")
LOG_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) (DEBUG|INFO|WARNING|ERROR|CRITICAL)\s+(\S+): (.*)$")
KILLED_WORKER = re.compile(r"BrokenProcessPool|terminated abruptly|process pool", re.IGNORECASE)
# A retry that fails again: a killed worker explains the first failure of the work it was doing, but
# the retry runs on a rebuilt pool and must not fail for the same reason.
FAILED_RETRY = re.compile(r"\battempt ([2-9]|\d\d+)\b")
# What the bot says in a game's thread besides boards, by kind (counted at the end).
NOTICES: tuple[tuple[str, str], ...] = (
    ("reminders", "⏰"),
    ("time-outs", "ran out of time"),
    ("seats to autopilot", "decisions in a row time out"),
    ("handovers", "to the AI."),
    ("take-backs", "back from the AI"),
    ("abandon votes", "votes to abandon"),
    ("abandoned", ABANDONED_LINE),
    ("AI paused", "The AI could not decide"),
    ("clock trouble", "The clock of this game failed"),
)
WITHDRAW_NAMES = ("withdraw", "unvote", "unabandon", "keep")  # a /game subcommand that takes a vote back

AI_PLAYS_THE_SEAT = r"AI plays (your|this) seat|AI already plays|AI is playing your seat"
# Refusals by kind: the first pattern that matches an answer names it.
REFUSALS: tuple[tuple[str, str], ...] = (
    ("cooldown", r"Slow down"),
    ("more time refused", r"more time|request no longer stands|grant your own"),
    ("rematch refused", r"[Rr]ematch|said yes already"),
    ("practice refused", r"practice game"),
    ("replay refused", r"replay|has no move"),
    ("stale board or picker", r"older board|no longer the last|no longer exists"),
    ("made-up or illegal move", r"not one of your (legal moves|choices)"),
    ("not their turn", r"not your turn|Not your turn"),
    ("undo refused", r"nothing to undo|only undo your own|cannot be undone|change who is to act"),
    ("seat played by the AI", AI_PLAYS_THE_SEAT),
    ("handover refused", r"hand (another player's|over their) seat|has not let a decision time out|absent"),
    ("vote refused", r"majority of its players' votes|Only the host or the players|cannot vote"),
    ("vote repeated", r"already voted"),
    ("takeback refused", r"already play your own seat|resigned from this game"),
    ("not in the game", r"not playing in this game"),
    ("game over", r"This game is over|not being played|has not started"),
    ("lobby closed", r"already started or was closed|lobby is closed"),
    ("lobby cap", r"open lobb"),
    ("games-in-play cap", r"in play|games at once|cap"),
    (
        "lobby refused",
        r"not seated|host cannot leave|Only the host|Only players at this table|needs at least|seats at most|"
        r"already (seated|at this table)|table is full",
    ),
    ("bot error (sorry)", r"Something went wrong"),
)


def refusal_kind(text: str) -> str:
    """The kind of a refusal from its text ("other: ..." with its first words when unknown)."""
    for kind, pattern in REFUSALS:
        if re.search(pattern, text):
            return kind
    return "other: " + " ".join(text.split()[:8])


# ---------------------------------------------------------------------- the bot's processes, from /proc
def descendants(pid: int) -> list[int]:
    kids = direct_children(pid)
    return kids + [grandchild for kid in kids for grandchild in descendants(kid)]


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except (FileNotFoundError, ProcessLookupError):
        return ""


def process_name(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except (FileNotFoundError, ProcessLookupError):
        return ""


# A worker's kind by the name its pool gives it (services.images, services.ai_pool).
KINDS = {"tabletop-draw": "draw", "tabletop-replay": "replay", "tabletop-frames": "replay", "tabletop-ai": "ai"}


def workers_of(bot_pid: int) -> dict[str, list[int]]:
    """The bot's worker processes by kind: "draw" (the image pool), "replay" (the niced processes of
    the replay GIFs and of the replay frames) and "ai" (hard-AI workers), all forked from the fork
    server and named by their pool."""
    found: dict[str, list[int]] = {"draw": [], "replay": [], "ai": []}
    for child in direct_children(bot_pid):
        if "forkserver" in command_line(child):
            for worker in direct_children(child):
                kind = KINDS.get(process_name(worker))
                if kind is not None:
                    found[kind].append(worker)
    return found


# ---------------------------------------------------------------------- what the soak records
@dataclass
class Ack:
    """A change the fake saw acknowledged to a member."""

    kind: str  # "move" (/move), "pick" (picker), "undo" (/game undo or the picker's Undo)
    game_id: int
    seat: int
    when: float
    action_id: str = ""  # /move: the action sent
    floor: int = 0  # /move and undo: the newest board shown when it was sent (the change comes later)
    version: int = 0  # pick: the version the picker showed (the move is logged as version + 1)
    index: int = 0  # pick: which of the decision's legal actions


@dataclass
class Member:
    id: int
    name: str
    rng: random.Random
    busy: bool = False
    pickers: deque[int] = field(default_factory=lambda: deque(maxlen=OLD_PICKERS))
    last_hostile: float = 0.0
    last_burst: float = -BURST_GAP
    last_idle: float = -IDLE_GAP
    autopilot: bool = False  # the AI plays their seat (a handover or time-outs) as far as they know
    handovers: int = 0
    voted: bool = False


@dataclass
class GameRun:
    """One game a table is playing."""

    game_id: int
    key: str
    thread: int
    host: int
    seats: dict[int, int]  # member id -> seat
    humans: list[Member]
    bots: int
    level: str
    may_abandon: bool
    practice: bool = False  # a /learn game
    rematch_of: int | None = None  # the game this one is the rematch of
    over: bool = False
    version: int = 0
    changed_at: float = field(default_factory=time.monotonic)


@dataclass
class Tally:
    started: int = 0
    open_failures: Counter[str] = field(default_factory=Counter)
    interactions: int = 0
    unanswered: Counter[str] = field(default_factory=Counter)
    # seconds from sending a replay interaction to its answer (the viewer's board), by kind
    replay_answers: dict[str, list[float]] = field(default_factory=dict)
    bot_down: int = 0  # interactions not sent because the bot was not connected
    gone: Counter[str] = field(default_factory=Counter)  # clicks not sent: the component had left its message
    refusals: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)  # accepted hostile things: votes, handovers, ...
    hostile: Counter[str] = field(default_factory=Counter)  # hostile things tried, by kind
    acks: list[Ack] = field(default_factory=list)
    abandons_acknowledged: set[int] = field(default_factory=set)
    restarts: int = 0
    kills: Counter[str] = field(default_factory=Counter)
    kills_skipped: Counter[str] = field(default_factory=Counter)
    kill_times: list[tuple[float, str]] = field(default_factory=list)  # (wall time, what)
    peak_bot_kb: int = 0
    peak_workers_kb: int = 0
    peak_total_kb: int = 0
    most_workers: int = 0
    stalled: set[int] = field(default_factory=set)
    practice_started: int = 0
    replay_viewers: int = 0  # viewers opened (/game replay answered with a board)
    replay_pages: int = 0  # viewer pages turned (a click answered by the viewer's edit)
    replay_members: set[int] = field(default_factory=set)  # who opened them
    rematches: Counter[str] = field(default_factory=Counter)  # asked, started, left, lapsed
    more_time: Counter[str] = field(default_factory=Counter)  # asked, granted, asks refused, grants refused
    problems: list[str] = field(default_factory=list)  # failed checks, one line each


def answer_times(times: dict[str, list[float]]) -> str:
    """Each kind's answers: how many, the median, the 95th percentile and the slowest, in seconds."""
    parts = []
    for what, seconds in sorted(times.items()):
        ordered = sorted(seconds)
        median, p95 = ordered[len(ordered) // 2], ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        parts.append(f"{what} {len(ordered)}: median {median:.1f} s, 95% {p95:.1f} s, slowest {ordered[-1]:.1f} s")
    return ", ".join(parts) or "none"


# ---------------------------------------------------------------------- the soak
class Soak:
    def __init__(
        self,
        fake: FakeDiscord,
        bot: BotProcess,
        database: str,
        world: dict[str, Any],
        *,
        seconds: float,
        games: int,
        seed: int,
    ) -> None:
        self.fake = fake
        self.bot = bot
        self.database = database
        self.world = world
        self.seconds = seconds
        self.games = games
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.members = [
            Member(uid, name, random.Random(seed * 7919 + n)) for n, (uid, name) in enumerate(world["members"])
        ]
        self.runs: dict[int, GameRun] = {}
        self.started_at = time.monotonic()
        self.stop_at = self.started_at + seconds
        self.down = asyncio.Event()  # set while the bot is being restarted
        self.opening = asyncio.Semaphore(OPENING_AT_ONCE)
        self.withdraw_command: str | None = None
        self.stop_seconds: float | None = None  # how long the bot took to stop on SIGTERM at the end

    # ------------------------------------------------------------------ time
    def running(self) -> bool:
        return time.monotonic() < self.stop_at

    def elapsed_share(self) -> float:
        return (time.monotonic() - self.started_at) / self.seconds

    async def pause(self, seconds: float) -> None:
        """Sleep, but never past the end of the run."""
        await asyncio.sleep(max(0.0, min(seconds, self.stop_at - time.monotonic())))

    # ------------------------------------------------------------------ talking to the bot
    async def send(
        self, what: str, start: Callable[[], Awaitable[Interaction]], *, own_answer: bool = True
    ) -> Interaction | None:
        """Send one interaction (``start()`` sends it) and wait for its answer; None when the bot was
        not connected, the component was gone, or no answer came in time (each counted). A deferred
        click whose outcome shows elsewhere (``own_answer`` False: Rematch edits the final post) is
        done once deferred."""
        if self.down.is_set():
            self.tally.bot_down += 1
            await self.pause(1.0)
            return None
        sent = time.monotonic()
        try:
            ix = await start()
        except AssertionError as problem:
            if "not connected" in str(problem):
                self.tally.bot_down += 1
                await self.pause(1.0)
            else:
                self.tally.gone[what] += 1
            return None
        self.tally.interactions += 1
        try:
            await ix.wait_done(ANSWER_TIMEOUT)
            if ix.response_type == 6 and own_answer:
                # A deferred click counts as done once its message changes, which may be another
                # click's edit of the same picker: wait for this one's own follow-up or edit.
                await self.fake.wait_for(lambda: ix.followups or ix.original_edits, ANSWER_TIMEOUT, f"{what}'s answer")
        except AssertionError:
            self.tally.unanswered[what] += 1
            return None
        if "replay" in what:
            self.tally.replay_answers.setdefault(what, []).append(time.monotonic() - sent)
        return ix

    def refused(self, ix: Interaction | None) -> None:
        if ix is None:
            return
        text = ix.followups[0].content if ix.followups else (ix.content or "")
        self.tally.refusals[refusal_kind(text)] += 1

    async def choices(self, member: Member, run: GameRun) -> list[dict] | None:
        """The member's legal moves now (autocomplete of /move), None when the bot did not answer."""
        if self.down.is_set():
            return None
        try:
            return await self.fake.autocomplete(
                member.id, run.thread, "move", {"action": ""}, focused="action", timeout=10
            )
        except AssertionError:
            return None

    # ------------------------------------------------------------------ legal play
    async def move_by_command(self, run: GameRun, member: Member, choice: dict) -> bool:
        floor = newest_shown(self.fake, run.thread)
        ix = await self.send(
            "/move", lambda: self.fake.slash(member.id, run.thread, "move", {"action": choice["value"]})
        )
        if ix is None:
            return False
        if (ix.content or "").startswith("Played:"):
            self.tally.acks.append(
                Ack("move", run.game_id, run.seats[member.id], time.time(), action_id=choice["value"], floor=floor)
            )
            return True
        self.note_refusal(member, ix)
        return False

    def note_refusal(self, member: Member, ix: Interaction) -> None:
        text = ix.followups[0].content if ix.followups else (ix.content or "")
        if re.search(AI_PLAYS_THE_SEAT, text):
            member.autopilot = True
        self.tally.refusals[refusal_kind(text)] += 1

    def note_unanswered_undo(self, run: GameRun, member: Member, what: str, asked: int, floor: int) -> None:
        """An undo whose answer never came (the bot killed while answering, say) may have been
        applied: it is recorded as one that may have taken the seat's latest move back."""
        if self.tally.unanswered[what] > asked:
            self.tally.acks.append(Ack("undo?", run.game_id, run.seats[member.id], time.time(), floor=floor))

    async def undo_by_command(self, run: GameRun, member: Member) -> None:
        floor = newest_shown(self.fake, run.thread)
        asked = self.tally.unanswered["/game undo"]
        ix = await self.send("/game undo", lambda: self.fake.slash(member.id, run.thread, "game undo", {}))
        if ix is None:
            self.note_unanswered_undo(run, member, "/game undo", asked, floor)
            return
        if (ix.content or "").startswith("Your last decision was taken back"):
            self.tally.acks.append(Ack("undo", run.game_id, run.seats[member.id], time.time(), floor=floor))
        else:
            self.note_refusal(member, ix)

    async def open_picker(self, run: GameRun, member: Member, board: Message | None = None) -> Message | None:
        """Take turn under ``board`` (the latest by default); the picker it opened, or None."""
        try:
            board = board or latest_board(self.fake, run.thread)
        except ValueError:
            return None
        take = next((cid for label, cid, _ in board.buttons() if label == "Take turn"), None)
        if take is None:
            return None
        ix = await self.send("Take turn", lambda: self.fake.click(member.id, board, take))
        if ix is None or ix.message is None:
            return None
        picker = ix.message
        if not action_components(picker):
            if picker.content and not picker.content.startswith(("**Your decision**", "That board is older")):
                self.note_refusal(member, ix)  # "Not your turn", "The AI is playing your seat", ...
            return None
        member.pickers.append(picker.id)
        return picker

    async def pick(self, run: GameRun, member: Member, picker: Message, component: tuple[str, str]) -> bool:
        """Choose one action on a picker; an acknowledged pick (the picker refreshed, nothing said) is recorded."""
        kind, custom_id = component
        _, gid, version, seat, what = custom_id.split(":")
        if kind == "button":
            index = int(what)
            ix = await self.send("pick", lambda: self.fake.click(member.id, picker, custom_id))
        else:
            options = (picker.component(custom_id) or {}).get("options") or []
            if not options:
                return False
            value = member.rng.choice(options)["value"]
            index = int(value)
            ix = await self.send("pick", lambda: self.fake.select(member.id, picker, custom_id, [value]))
        if ix is None:
            return False
        if ix.response_type == 6 and not ix.followups and ix.original_edits > 0:
            self.tally.acks.append(Ack("pick", int(gid), int(seat), time.time(), version=int(version), index=index))
            return True
        self.note_refusal(member, ix)
        return False

    async def undo_on_picker(self, run: GameRun, member: Member, picker: Message) -> None:
        picker = self.fake.message(picker.id)
        undo = next((cid for _, cid, _ in picker.buttons() if cid and cid.endswith(":undo")), None)
        if undo is None:
            return
        floor = newest_shown(self.fake, run.thread)
        asked = self.tally.unanswered["picker undo"]
        ix = await self.send("picker undo", lambda: self.fake.click(member.id, picker, undo))
        if ix is None:
            self.note_unanswered_undo(run, member, "picker undo", asked, floor)
            return
        if ix.response_type == 6 and not ix.followups and ix.original_edits > 0:
            self.tally.acks.append(Ack("undo", run.game_id, run.seats[member.id], time.time(), floor=floor))
        else:
            self.note_refusal(member, ix)

    async def play_legal(self, run: GameRun, member: Member) -> None:
        rng = member.rng
        choices = await self.choices(member, run)
        if not choices:
            return
        if time.monotonic() - member.last_idle > IDLE_GAP and rng.random() < IDLE_CHANCE:
            member.last_idle = time.monotonic()
            self.tally.hostile["idle until timed out"] += 1
            await self.pause(DECISION_SECONDS * 1.3)
            return
        if rng.random() < PICKER_SHARE:
            picker = await self.open_picker(run, member)
            if picker is None:
                return
            if (
                await self.pick(run, member, picker, rng.choice(action_components(picker)))
                and rng.random() < UNDO_AFTER_MOVE
            ):
                self.tally.hostile["move and undo"] += 1
                await self.undo_on_picker(run, member, picker)
            return
        if await self.move_by_command(run, member, rng.choice(choices)) and rng.random() < UNDO_AFTER_MOVE:
            self.tally.hostile["move and undo"] += 1
            await self.undo_by_command(run, member)

    # ------------------------------------------------------------------ hostile things
    async def hostile(self, run: GameRun, member: Member) -> None:
        rng = member.rng
        member.last_hostile = time.monotonic()
        things = [
            (self.burst, 1.0 if time.monotonic() - member.last_burst > BURST_GAP else 0.0),
            (self.double_click, 1.0),
            (self.stale_picker, 2.0),
            (self.old_board, 1.0),
            (self.undo_cycle, 2.0),
            (self.made_up_move, 1.5),
            (self.vote, 0.0 if member.voted else 0.6),
            (self.handover, 0.8 if member.handovers < HANDOVERS_PER_GAME else 0.0),
            (self.more_time, 0.8),
            (self.replay_in_play, 0.5),
        ]
        thing = rng.choices([t for t, _ in things], weights=[w for _, w in things])[0]
        await thing(run, member)

    async def burst(self, run: GameRun, member: Member) -> None:
        """Many interactions at once: the cooldown answers the ones over its limit."""
        member.last_burst = time.monotonic()
        self.tally.hostile["burst"] += 1
        try:
            board = latest_board(self.fake, run.thread)
        except ValueError:
            return
        hand = next((cid for label, cid, _ in board.buttons() if label == "My hand"), None)

        async def one(n: int) -> None:
            if hand is not None and n % 2:
                ix = await self.send("burst: My hand", lambda: self.fake.click(member.id, board, hand))
            else:
                ix = await self.send("burst: /board", lambda: self.fake.slash(member.id, run.thread, "board", {}))
            if ix is not None and ix.response_type == 4:  # answered at once, without deferring: the cooldown
                self.refused(ix)

        await asyncio.gather(*(one(n) for n in range(BURST_SIZE)))

    async def double_click(self, run: GameRun, member: Member) -> None:
        """The same pick twice at the same moment: at most one may be played."""
        self.tally.hostile["double click"] += 1
        picker = await self.open_picker(run, member)
        if picker is None:
            return
        component = member.rng.choice(action_components(picker))
        await asyncio.gather(self.pick(run, member, picker, component), self.pick(run, member, picker, component))

    async def stale_picker(self, run: GameRun, member: Member) -> None:
        """A pick on an older picker of the member's (a version the game has left, or a refreshed one)."""
        self.tally.hostile["stale picker"] += 1
        if len(member.pickers) < 2:
            await self.open_picker(run, member)
            return
        try:
            picker = self.fake.message(member.pickers[0])
        except (KeyError, AssertionError):
            return
        components = action_components(picker)
        if components and picker.channel_id == run.thread:
            await self.pick(run, member, picker, member.rng.choice(components))

    async def old_board(self, run: GameRun, member: Member) -> None:
        """Take turn under an older turn post: the bot opens the current decision instead."""
        posts = turn_posts(self.fake, run.thread)
        if len(posts) < 2:
            return
        self.tally.hostile["old board button"] += 1
        await self.open_picker(run, member, member.rng.choice(posts[:-1]))

    async def undo_cycle(self, run: GameRun, member: Member) -> None:
        """A legal move and its undo at once, or an undo with nothing to undo."""
        self.tally.hostile["undo cycle"] += 1
        choices = await self.choices(member, run)
        if choices:
            await self.move_by_command(run, member, member.rng.choice(choices))
        await self.undo_by_command(run, member)  # refused when the move was not made (or not undoable)

    async def made_up_move(self, run: GameRun, member: Member) -> None:
        self.tally.hostile["made-up /move"] += 1
        action = member.rng.choice(
            ["pass", "win", f"soak-made-up-{member.rng.randrange(1000)}", "' OR 1=1 --", "x" * 90]
        )
        ix = await self.send(
            "/move made up", lambda: self.fake.slash(member.id, run.thread, "move", {"action": action})
        )
        if ix is None:
            return
        if (ix.content or "").startswith("Played:"):
            self.tally.problems.append(f"a made-up action {action!r} was played in game {run.game_id}")
        else:
            self.note_refusal(member, ix)

    async def vote(self, run: GameRun, member: Member) -> None:
        """An abandon vote (the host of a game that may be abandoned ends unrated games alone), then withdrawn
        again when the bot has a command for that."""
        if member.id == run.host and not run.may_abandon:
            return
        member.voted = True
        self.tally.hostile["abandon vote"] += 1
        ix = await self.send("/game abandon", lambda: self.fake.slash(member.id, run.thread, "game abandon", {}))
        if ix is None:
            return
        text = ix.content or ""
        if text.startswith("The game is abandoned"):
            self.tally.outcomes["abandoned by vote or host"] += 1
            self.tally.abandons_acknowledged.add(run.game_id)
            return
        if not text.startswith("Your vote to abandon counts"):
            self.note_refusal(member, ix)
            return
        self.tally.outcomes["abandon vote counted"] += 1
        if self.withdraw_command and not run.may_abandon:
            await self.pause(member.rng.uniform(1, 4))
            command = self.withdraw_command
            ix = await self.send(f"/{command}", lambda: self.fake.slash(member.id, run.thread, command, {}))
            if ix is not None:
                self.tally.outcomes[f"/{command}: " + " ".join((ix.content or "").split()[:5])] += 1

    async def handover(self, run: GameRun, member: Member) -> None:
        """Hand a seat to the AI: one's own, or (hostile) someone else's, present or not."""
        member.handovers += 1
        others = [m for m in run.humans if m is not member]
        own = not others or member.rng.random() < 0.4
        target = member if own else member.rng.choice(others)
        self.tally.hostile["handover of own seat" if own else "handover of another's seat"] += 1
        ix = await self.send(
            "/game handover", lambda: self.fake.slash(member.id, run.thread, "game handover", {"player": target.id})
        )
        if ix is None:
            return
        if (ix.content or "").startswith("The AI now plays"):
            self.tally.outcomes["handover of own seat" if own else "handover of another's seat"] += 1
            target.autopilot = True
        else:
            self.note_refusal(member, ix)

    async def more_time(self, run: GameRun, member: Member) -> None:
        """``/game moretime`` (on their turn or not), and the request's Grant button pressed by another
        player, a member who does not play, or (refused) the asker; sometimes only after a wait, when
        the asker may have decided already and the request no longer stands."""
        self.tally.hostile["more time"] += 1
        rng = member.rng
        ix = await self.send("/game moretime", lambda: self.fake.slash(member.id, run.thread, "game moretime", {}))
        if ix is None:
            return
        if not (ix.content or "").startswith("You asked for"):
            self.tally.more_time["asks refused"] += 1
            self.note_refusal(member, ix)
            return
        self.tally.more_time["asked"] += 1
        mention = f"<@{member.id}> asks for"

        def request() -> tuple[Message, str] | None:
            for message in reversed(self.fake.messages(run.thread, include_ephemeral=False)):
                if message.author_id == self.fake.bot_user_id and mention in (message.content or ""):
                    grant = next((cid for _, cid, _ in message.buttons() if cid and cid.startswith("moretime:")), None)
                    return (message, grant) if grant else None
            return None

        try:
            post, grant = await self.fake.wait_for(request, 10, "the request for more time")
        except AssertionError:
            return
        others = [m for m in run.humans if m is not member]
        if others and rng.random() > OWN_GRANT:
            granter = rng.choice(others)
        elif rng.random() < STRANGER_CLICKS:
            granter = rng.choice([m for m in self.members if m.id not in run.seats])
        else:
            granter = member
        await self.pause(rng.uniform(0, 4))
        ix = await self.send("Grant", lambda: self.fake.click(granter.id, post, grant))
        if ix is None:
            return
        # A grant edits the request first and then answers the granter privately; a refusal only answers.
        with contextlib.suppress(AssertionError):
            await self.fake.wait_for(lambda: ix.followups, 10, "the answer to Grant")
        if any((f.content or "").startswith("You gave") for f in ix.followups):
            self.tally.more_time["granted"] += 1
        else:
            self.tally.more_time["grants refused"] += 1
            self.note_refusal(granter, ix)

    async def replay_in_play(self, run: GameRun, member: Member) -> None:
        """A player pages through the replay of their own game while it is being played."""
        self.tally.hostile["replay of the game in play"] += 1
        await self.page_replay(run, member, run.thread)

    async def page_replay(self, run: GameRun, member: Member, where: int) -> None:
        """``/game replay`` (in the game's thread, or elsewhere with its number), then a few pages:
        the viewer's buttons and its jump menu, each page a new drawing of the board at that move."""
        rng = member.rng
        options = {} if where == run.thread else {"number": run.game_id}
        ix = await self.send("/game replay", lambda: self.fake.slash(member.id, where, "game replay", options))
        if ix is None:
            return
        viewer = ix.message
        if viewer is None or not any(cid and cid.startswith("replay:") for _, cid, _ in viewer.buttons()):
            self.note_refusal(member, ix)
            return
        self.tally.replay_viewers += 1
        self.tally.replay_members.add(member.id)
        for _ in range(rng.randint(*REPLAY_PAGES)):
            if not self.running():
                return
            await self.pause(rng.uniform(*THINK))
            shown = self.fake.message(viewer.id)
            turns = [cid for _, cid, disabled in shown.buttons() if cid and cid.startswith("replay:") and not disabled]
            jumps = [s for s in shown.selects() if s["custom_id"].startswith("replay:")]
            if jumps and (not turns or rng.random() < 0.25):
                menu = jumps[0]
                values = [o["value"] for o in menu.get("options") or []]
                if not values:
                    return
                value = rng.choice(values)
                ix = await self.send(
                    "replay jump",
                    lambda shown=shown, menu=menu, value=value: self.fake.select(
                        member.id, shown, menu["custom_id"], [value]
                    ),
                )
            elif turns:
                cid = rng.choice(turns)
                ix = await self.send("replay page", lambda shown=shown, cid=cid: self.fake.click(member.id, shown, cid))
            else:
                return
            if ix is None:
                continue
            if ix.response_type == 6 and not ix.followups and ix.original_edits > 0:
                self.tally.replay_pages += 1
            else:
                self.refused(ix)

    async def take_back(self, run: GameRun, member: Member) -> None:
        ix = await self.send("/game takeback", lambda: self.fake.slash(member.id, run.thread, "game takeback", {}))
        if ix is None:
            return
        if (ix.content or "").startswith("You play your seat again"):
            self.tally.outcomes["seat taken back"] += 1
            member.autopilot = False
        else:
            if "already play your own seat" in (ix.content or ""):
                member.autopilot = False
            self.note_refusal(member, ix)

    # ------------------------------------------------------------------ a member in a game
    async def member_plays(self, run: GameRun, member: Member) -> None:
        rng = member.rng
        while self.running() and not run.over:
            await self.pause(rng.uniform(*THINK))
            if not self.running() or run.over:
                return
            if self.down.is_set():
                continue
            if member.autopilot:
                if rng.random() < TAKEBACK_CHANCE:
                    await self.take_back(run, member)
                continue
            if time.monotonic() - member.last_hostile > HOSTILE_GAP and rng.random() < HOSTILE_SHARE:
                await self.hostile(run, member)
            else:
                await self.play_legal(run, member)

    # ------------------------------------------------------------------ tables
    def free_members(self, count: int) -> list[Member] | None:
        free = [m for m in self.members if not m.busy]
        if len(free) < count:
            return None
        chosen = self.rng.sample(free, count)
        for member in chosen:
            member.busy = True
        return chosen

    def table_plan(self, table: int, number: int) -> tuple[str, int, int, str]:
        """(game, humans, bots, bot level) of a table's next game: the games in turn, mixed seats."""
        keys = sorted(available_keys())
        key = keys[(table + number) % len(keys)]
        game = get_game(key)
        humans = min(game.max_players, self.rng.choice([1, 2, 2]))
        least = max(0, game.min_players - humans)
        bots = self.rng.randint(least, max(least, min(game.max_players - humans, 2)))
        level = "hard" if table % 3 == 0 else self.rng.choice(["easy", "normal", "hard"])
        return key, humans, bots, level

    async def run_table(self, table: int) -> None:
        channel = self.world["channels"][table]
        number = 0
        while self.running() and self.elapsed_share() < 1 - NEW_GAME_MARGIN:
            key, humans, bots, level = self.table_plan(table, number)
            number += 1
            players = self.free_members(humans)
            if players is None:
                await self.pause(2.0)
                continue
            try:
                if humans == 1 and self.rng.random() < PRACTICE_SHARE:
                    run = await self.open_practice(channel, key, players[0])
                else:
                    run = await self.open_game(channel, key, players, bots, level)
                while run is not None:
                    await self.follow(run)
                    for member in players:
                        fresh_for_a_game(member)
                    run = await self.after_game(run, channel)
            finally:
                for member in players:
                    member.busy = False
                    fresh_for_a_game(member)

    async def open_practice(self, channel: int, key: str, member: Member) -> GameRun | None:
        """/learn: a practice game against easy bots in a private thread; the game, or None."""
        async with self.opening:
            before = {thread.id for thread in self.fake.threads(channel)}
            ix = await self.send("/learn", lambda: self.fake.slash(member.id, channel, "learn", {"game": key}))
            if ix is None:
                return None
            if not (ix.content or "").startswith("Your practice game"):
                self.tally.open_failures[refusal_kind(ix.content or "")] += 1
                self.refused(ix)
                await self.pause(3.0)
                return None
            run = await self.game_in_new_thread(channel, before, [member], member.id, practice=True)
        if run is not None:
            self.tally.practice_started += 1
        return run

    async def game_in_new_thread(
        self,
        channel: int,
        before: set[int],
        players: list[Member],
        host: int,
        *,
        practice: bool = False,
        rematch_of: int | None = None,
    ) -> GameRun | None:
        """The game of the thread opened in ``channel`` (not one of ``before``) once its first board is
        shown, recorded as one of the soak's games; None (counted) when it did not come in time."""
        try:
            thread = await self.fake.wait_for(
                lambda: next((t for t in self.fake.threads(channel) if t.id not in before), None),
                OPEN_TIMEOUT,
                "the thread",
            )
            await self.fake.wait_for(lambda: board_messages(self.fake, thread.id), OPEN_TIMEOUT, "the first board")
        except AssertionError:
            self.tally.open_failures["no thread or first board in time"] += 1
            return None
        rows = db_rows(self.database, "SELECT id, seed FROM games WHERE thread_id = ?", (thread.id,))
        if not rows:
            self.tally.open_failures["thread without a game"] += 1
            return None
        game_id = int(rows[0]["id"])
        seated = db_rows(self.database, "SELECT seat, user_id, ai_kind FROM seats WHERE game_id = ?", (game_id,))
        seats = {int(row["user_id"]): int(row["seat"]) for row in seated if row["user_id"] is not None}
        key = db_rows(self.database, "SELECT game_key FROM games WHERE id = ?", (game_id,))[0]["game_key"]
        bots = sum(1 for row in seated if row["user_id"] is None)
        level = next((str(row["ai_kind"]) for row in seated if row["ai_kind"]), "none")
        run = GameRun(
            game_id,
            key,
            thread.id,
            host,
            seats,
            [m for m in players if m.id in seats],
            bots,
            level,
            self.rng.random() < ABANDONING_GAMES,
            practice=practice,
            rematch_of=rematch_of,
        )
        self.runs[game_id] = run
        self.tally.started += 1
        return run

    async def after_game(self, run: GameRun, channel: int) -> GameRun | None:
        """After a game: a few members page through its replay (its players and others, from the
        table's channel), and the players of a finished game between two members may ask for its
        rematch; the rematch that started is the table's next game (None: the table opens another)."""
        players = [m for m in run.humans]
        strangers = [m for m in self.members if m.id not in run.seats]
        viewers = (players + self.rng.sample(strangers, min(len(strangers), REPLAY_VIEWERS)))[:REPLAY_VIEWERS]
        paging = [self.page_replay(run, viewer, run.thread if viewer in players else channel) for viewer in viewers]
        finished = db_rows(self.database, "SELECT status FROM games WHERE id = ?", (run.game_id,))
        rematch: GameRun | None = None

        async def ask() -> None:
            nonlocal rematch
            rematch = await self.rematch(run, channel)

        wants = (
            not run.practice
            and len(players) == 2
            and bool(finished)
            and finished[0]["status"] == "finished"
            and self.running()
            and self.elapsed_share() < 1 - NEW_GAME_MARGIN
            and self.rng.random() < REMATCH_CHANCE
        )
        await asyncio.gather(*paging, *([ask()] if wants else []))
        return rematch

    async def rematch(self, run: GameRun, channel: int) -> GameRun | None:
        """Rematch on the final post: sometimes a member who did not play first (refused), then one
        player asks and the other says yes (the new game opens in a thread of its own) or leaves."""
        rng = self.rng

        def final_post() -> Message | None:
            for message in self.fake.messages(run.thread, include_ephemeral=False):
                if (
                    message.author_id == self.fake.bot_user_id
                    and message.text.startswith(GAME_OVER)
                    and any(cid and cid.startswith("rematch:") for _, cid, _ in message.buttons())
                ):
                    return message
            return None

        async def pressed(member: Member, verb: str, post: Message, cid: str) -> Interaction | None:
            edits = len(post.history)
            ix = await self.send(f"rematch {verb}", lambda: self.fake.click(member.id, post, cid), own_answer=False)
            if ix is not None:  # a refusal follows the deferral; an outcome edits the final post
                with contextlib.suppress(AssertionError):
                    await self.fake.wait_for(
                        lambda: ix.followups or len(self.fake.message(final.id).history) > edits, 10, "the rematch"
                    )
            return ix

        def press(member: Member, verb: str) -> Awaitable[Interaction | None] | None:
            post = self.fake.message(final.id)
            cid = next((c for _, c, _ in post.buttons() if c and c.startswith("rematch:") and c.endswith(verb)), None)
            if cid is None:
                return None
            return pressed(member, verb.strip(":"), post, cid)

        try:
            final = await self.fake.wait_for(final_post, 15, "the final post's Rematch button")
        except AssertionError:
            return None
        first, second = rng.sample(run.humans, 2)
        if rng.random() < STRANGER_CLICKS:
            stranger = rng.choice([m for m in self.members if m.id not in run.seats])
            clicked = press(stranger, ":go")
            if clicked is not None:
                self.refused(await clicked)
        clicked = press(first, ":go")
        if clicked is None:
            return None
        ix = await clicked
        if ix is None or ix.followups:
            self.refused(ix)
            return None
        self.tally.rematches["asked"] += 1
        await self.pause(rng.uniform(*THINK))
        if rng.random() < REMATCH_LEAVE:
            clicked = press(second, ":leave")
            if clicked is not None:
                ix = await clicked
                if ix is not None and not ix.followups:
                    self.tally.rematches["left"] += 1
                else:
                    self.refused(ix)
            return None
        before = {thread.id for thread in self.fake.threads(channel)}
        clicked = press(second, ":go")
        if clicked is None:
            return None
        ix = await clicked
        if ix is None or ix.followups:
            self.refused(ix)
            return None
        rows = db_rows(self.database, "SELECT id, host_id FROM games WHERE rematch_of = ?", (run.game_id,))
        host = int(rows[0]["host_id"]) if rows else first.id
        new = await self.game_in_new_thread(channel, before, run.humans, host, rematch_of=run.game_id)
        if new is not None:
            self.tally.rematches["started"] += 1
        return new

    async def open_game(self, channel: int, key: str, players: list[Member], bots: int, level: str) -> GameRun | None:
        """/play, the others join (one of them leaves and joins again), Start; the game, or None."""
        host, guests = players[0], players[1:]
        async with self.opening:
            before = {thread.id for thread in self.fake.threads(channel)}
            options = {"game": key, "bots": bots, "level": level}
            ix = await self.send("/play", lambda: self.fake.slash(host.id, channel, "play", options))
            if ix is None or ix.message is None or not ix.message.buttons():
                if ix is not None:
                    self.tally.open_failures[refusal_kind(ix.content or "")] += 1
                    self.refused(ix)
                await self.pause(3.0)
                return None
            lobby = ix.message

            def button(label: str) -> str | None:
                return next((cid for text, cid, _ in self.fake.message(lobby.id).buttons() if text == label), None)

            for guest in guests:
                for verb in ("Join", "Leave", "Join") if self.rng.random() < 0.5 else ("Join",):
                    cid = button(verb)
                    if cid is not None:
                        answer = await self.send(
                            f"lobby {verb}", lambda cid=cid, guest=guest: self.fake.click(guest.id, lobby, cid)
                        )
                        if answer is not None and answer.followups:
                            self.refused(answer)
            start = button("Start")
            if start is None:
                return None
            ix = await self.send("lobby Start", lambda: self.fake.click(host.id, lobby, start))
            if ix is None or ix.followups:
                self.refused(ix)
                cancel = button("Cancel")
                if cancel is not None:
                    await self.send("lobby Cancel", lambda: self.fake.click(host.id, lobby, cancel))
                return None
            try:
                thread = await self.fake.wait_for(
                    lambda: next((t for t in self.fake.threads(channel) if t.id not in before), None),
                    OPEN_TIMEOUT,
                    "the thread",
                )
                await self.fake.wait_for(lambda: board_messages(self.fake, thread.id), OPEN_TIMEOUT, "the first board")
            except AssertionError:
                self.tally.open_failures["no thread or first board in time"] += 1
                return None
        rows = db_rows(self.database, "SELECT id FROM games WHERE thread_id = ?", (thread.id,))
        if not rows:
            self.tally.open_failures["thread without a game"] += 1
            return None
        game_id = int(rows[0]["id"])
        seats = {
            int(row["user_id"]): int(row["seat"])
            for row in db_rows(self.database, "SELECT seat, user_id FROM seats WHERE game_id = ?", (game_id,))
            if row["user_id"] is not None
        }
        seated = [m for m in players if m.id in seats]
        run = GameRun(
            game_id, key, thread.id, host.id, seats, seated, bots, level, self.rng.random() < ABANDONING_GAMES
        )
        self.runs[game_id] = run
        self.tally.started += 1
        return run

    async def follow(self, run: GameRun) -> None:
        """The members play the game until it ends or the run does; a game where nothing happens stalls."""
        tasks = [asyncio.create_task(self.member_plays(run, member)) for member in run.humans]
        try:
            while self.running() and not run.over:
                await self.pause(2.0)
                rows = db_rows(self.database, "SELECT status, version FROM games WHERE id = ?", (run.game_id,))
                if not rows or rows[0]["status"] != "active":
                    run.over = True
                    break
                if rows[0]["version"] != run.version:
                    run.version, run.changed_at = rows[0]["version"], time.monotonic()
                elif time.monotonic() - run.changed_at > STALL_SECONDS and not self.down.is_set():
                    self.tally.stalled.add(run.game_id)
                    self.tally.problems.append(
                        f"game {run.game_id} ({run.key}, {run.bots} {run.level} bot(s))"
                        f" stalled at version {run.version}"
                        f" for {STALL_SECONDS:.0f} s"
                    )
                    break
        finally:
            run.over = True
            await asyncio.wait(tasks, timeout=DRAIN_SECONDS)
            for task in tasks:
                task.cancel()

    # ------------------------------------------------------------------ lobbies opened and left
    async def churn_lobbies(self) -> None:
        """Every few seconds free members open a lobby, join, leave, add a bot, press what is not theirs, cancel."""
        channel = self.world["churn"]
        while self.running():
            await self.pause(self.rng.uniform(8, 16))
            people = self.free_members(3)
            if people is None or not self.running():
                if people:
                    for member in people:
                        member.busy = False
                continue
            try:
                await self.churn_once(channel, *people)
            finally:
                for member in people:
                    member.busy = False

    async def churn_once(self, channel: int, host: Member, guest: Member, other: Member) -> None:
        self.tally.hostile["lobby churn"] += 1
        key = self.rng.choice(sorted(available_keys()))
        ix = await self.send("/play", lambda: self.fake.slash(host.id, channel, "play", {"game": key}))
        if ix is None or ix.message is None or not ix.message.buttons():
            self.refused(ix)
            return
        lobby = ix.message

        async def press(member: Member, label: str) -> None:
            cid = next((c for text, c, _ in self.fake.message(lobby.id).buttons() if text == label), None)
            if cid is None:
                return
            answer = await self.send(f"lobby {label}", lambda: self.fake.click(member.id, lobby, cid))
            if answer is None:
                return
            if answer.followups or answer.response_type == 4:
                text = (answer.followups[0].content if answer.followups else answer.content) or ""
                if not text.startswith(("Choose", "Pick")):  # the Add bot panel is an answer, not a refusal
                    self.refused(answer)

        for member, label in (
            (guest, "Join"),
            (guest, "Join"),
            (other, "Start"),
            (guest, "Leave"),
            (guest, "Leave"),
            (other, "Join"),
            (host, "Leave"),
            (other, "Cancel"),
            (host, "Cancel"),
            (guest, "Join"),
        ):
            await press(member, label)
            if not self.running():
                break
        await press(host, "Cancel")

    # ------------------------------------------------------------------ kills, restarts, memory
    def schedule(self) -> list[tuple[float, str]]:
        """When to kill what (seconds into the run): a drawing worker, a hard-AI worker, then the bot,
        once per ten minutes of run (at least once)."""
        rounds = max(1, min(6, int(self.seconds // 600)))
        plan = []
        for number in range(rounds):
            window = self.seconds / rounds
            base = number * window
            plan += [(base + 0.2 * window, "draw"), (base + 0.35 * window, "ai"), (base + 0.55 * window, "bot")]
        return plan

    async def chaos(self) -> None:
        # A drawing worker dies as soon as the first game has started: its first boards are being drawn.
        while self.running() and not self.tally.started:
            await asyncio.sleep(0.2)
        if self.running():
            await self.kill_worker("draw", "draw at the first game")
        for at, what in self.schedule():
            await self.pause(self.started_at + at - time.monotonic())
            if not self.running():
                return
            if what == "bot":
                await self.restart_bot()
            else:
                await self.kill_worker(what)

    async def kill_worker(self, kind: str, label: str = "") -> None:
        """SIGKILL one worker of ``kind``, waiting (bounded) for one to exist (counted as ``label``)."""
        label = label or kind
        give_up = time.monotonic() + 30.0
        while self.running() and time.monotonic() < give_up:
            pid = self.bot.proc.pid if self.bot.running else None
            found = workers_of(pid)[kind] if pid else []
            if found:
                victim = self.rng.choice(found)
                with contextlib.suppress(ProcessLookupError):
                    os.kill(victim, signal.SIGKILL)
                    self.tally.kills[label] += 1
                    self.tally.kill_times.append((time.time(), kind))
                    return
            await asyncio.sleep(0.5)
        self.tally.kills_skipped[label] += 1

    async def restart_bot(self) -> None:
        self.down.set()
        self.tally.kill_times.append((time.time(), "bot"))
        self.bot.restart()  # SIGKILL, then the same command on the same database
        try:
            await self.bot.wait_ready(timeout=READY_TIMEOUT)
            self.tally.restarts += 1
        except AssertionError as problem:
            self.tally.problems.append(f"the bot did not come back after its SIGKILL: {str(problem).splitlines()[0]}")
            self.stop_at = time.monotonic()
        finally:
            self.down.clear()

    async def sample(self) -> None:
        last_trim = time.monotonic()
        while True:
            if self.bot.running:
                pid = self.bot.proc.pid
                own = rss_kb(pid)
                kids = descendants(pid)
                workers = sum(rss_kb(kid) for kid in kids)
                tally = self.tally
                tally.peak_bot_kb = max(tally.peak_bot_kb, own)
                tally.peak_workers_kb = max(tally.peak_workers_kb, workers)
                tally.peak_total_kb = max(tally.peak_total_kb, own + workers)
                tally.most_workers = max(tally.most_workers, len(kids))
            if time.monotonic() - last_trim > TRIM_SECONDS:
                trim_images(self.fake)
                last_trim = time.monotonic()
            await asyncio.sleep(SAMPLE_SECONDS)

    # ------------------------------------------------------------------ the whole run
    async def run(self) -> None:
        game_group = next((c for c in self.fake.commands.values() if c["name"] == "game"), None)
        subcommands = {o["name"]: o.get("description", "") for o in (game_group or {}).get("options", [])}
        found = next(
            (
                name
                for name, description in subcommands.items()
                if name in WITHDRAW_NAMES or "withdraw" in f"{name} {description}".lower()
            ),
            None,
        )
        self.withdraw_command = f"game {found}" if found else None
        sampler = asyncio.create_task(self.sample())
        chaos = asyncio.create_task(self.chaos())
        tables = [asyncio.create_task(self.run_table(n)) for n in range(self.games)]
        churn = asyncio.create_task(self.churn_lobbies())
        await asyncio.wait([*tables, churn], timeout=self.seconds + DRAIN_SECONDS + OPEN_TIMEOUT)
        for task in [*tables, churn, chaos, sampler]:
            task.cancel()
        await asyncio.gather(*tables, churn, chaos, sampler, return_exceptions=True)


def fresh_for_a_game(member: Member) -> None:
    """What a member knows of one game, forgotten before the next."""
    member.autopilot = False
    member.handovers = 0
    member.voted = False
    member.pickers.clear()


def action_components(message: Message) -> list[tuple[str, str]]:
    """(kind, custom id) of a picker's action components: buttons "pick:...:<n>" and select menus."""
    found = [
        ("button", cid)
        for _, cid, disabled in message.buttons()
        if cid and cid.startswith("pick:") and cid.split(":")[-1].isdigit() and not disabled
    ]
    found += [("select", s["custom_id"]) for s in message.selects() if s["custom_id"].startswith("picks:")]
    return found


def trim_images(fake: FakeDiscord) -> None:
    """Drop the bytes of every image the fake holds (the soak reads only their names), the earlier
    looks of private messages and the interactions whose tokens have expired, so a long run does not
    keep all it ever saw in memory."""
    expired = time.monotonic() - TOKEN_LIFETIME
    for ix_id, ix in list(fake.interactions.items()):
        if ix.created_mono < expired:
            del fake.interactions[ix_id]
            fake._ix_by_token.pop(ix.token, None)
    direct = set(fake._dm_by_user.values())
    for message in list(fake._messages.values()):
        if message.ephemeral or message.channel_id in direct:
            del message.history[:-1]  # pickers and private views: only turn posts' edits are checked
        for attachment in message.attachments:
            attachment.data = b""
        for snapshot in message.history:
            for attachment in snapshot.attachments:
                attachment.data = b""
    fake.requests.clear()


# ---------------------------------------------------------------------- the checks at the end
def as_json(value: object) -> Any:  # noqa: ANN401 - a JSON column's value, decoded: any JSON value
    return json.loads(value) if isinstance(value, str) else value


def game_log(database: str, game_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    game = db_rows(database, "SELECT * FROM games WHERE id = ?", (game_id,))[0]
    moves = db_rows(
        database, "SELECT version, seat, action_id, by_ai FROM moves WHERE game_id = ? ORDER BY version", (game_id,)
    )
    return game, moves


def states_by_version(key: str, game: dict[str, Any], seats: int, moves: list[dict[str, Any]]) -> dict[int, Any]:
    """The state at every version of a game, from its deal (version 1) through its last logged move.

    Not every version is a move: a handover, a take-back, a resignation or an abandon vote also
    counts one up and leaves the state as it was, so such a version has the state of the move before."""
    engine = get_game(key)
    stack = [engine.setup(seats, game["seed"], as_json(game["options"]))]
    logged = {1: stack[0]}
    for move in moves:
        if move["action_id"] == UNDO:
            stack.pop()
        else:
            stack.append(engine.apply(stack[-1], move["seat"], move["action_id"]).state)
        logged[move["version"]] = stack[-1]
    states, current = {}, logged[1]
    for version in range(1, max(logged) + 1):
        current = logged.get(version, current)
        states[version] = current
    return states


@dataclass
class Findings:
    moves_played: int = 0  # moves (not undos) in the logs of the soak's games
    moves_by_members: int = 0
    undos_logged: int = 0
    acknowledged: Counter[str] = field(default_factory=Counter)
    lost: list[str] = field(default_factory=list)
    undos_lost: list[str] = field(default_factory=list)
    taken_back_and_compacted: int = 0
    taken_back_unanswered: int = 0  # of the moves not in the log: taken back by an undo whose answer never came
    replayed: int = 0
    replay_failures: list[str] = field(default_factory=list)
    double_posts: list[str] = field(default_factory=list)
    turn_posts: int = 0  # posts showing a board, over every game
    versions_shown: int = 0  # distinct versions those posts showed, over every game
    statuses: Counter[str] = field(default_factory=Counter)
    missing_results: list[str] = field(default_factory=list)
    notices: Counter[str] = field(default_factory=Counter)  # what the threads said besides boards
    practice: Counter[str] = field(default_factory=Counter)  # practice games by status at the end


def check_games(soak: Soak) -> Findings:
    """The acknowledged changes against the move logs, the replays, and the turn posts."""
    found = Findings()
    acks_by_game: dict[int, list[Ack]] = {}
    for ack in soak.tally.acks:
        acks_by_game.setdefault(ack.game_id, []).append(ack)
        found.acknowledged[ack.kind] += 1
    for game_id, run in sorted(soak.runs.items()):
        game, moves = game_log(soak.database, game_id)
        seats = db_rows(soak.database, "SELECT seat FROM seats WHERE game_id = ?", (game_id,))
        found.statuses[game["status"]] += 1
        if run.practice:
            found.practice[game["status"]] += 1
        found.moves_played += sum(1 for m in moves if m["action_id"] != UNDO)
        found.moves_by_members += sum(1 for m in moves if m["action_id"] != UNDO and not m["by_ai"])
        found.undos_logged += sum(1 for m in moves if m["action_id"] == UNDO)
        states = states_by_version(run.key, game, len(seats), moves)
        match_acks(run, moves, states, acks_by_game.get(game_id, []), found)
        check_replay(run, game, len(seats), moves, found)
        check_posts(soak.fake, run, found)
        count_notices(soak.fake, run, found)
        if game["status"] == "finished" and not any(
            m.text.startswith(GAME_OVER) for m in soak.fake.messages(run.thread, include_ephemeral=False)
        ):
            found.missing_results.append(f"game {game_id} finished but its thread has no result post")
        if game_id in soak.tally.abandons_acknowledged and game["status"] != "abandoned":
            found.lost.append(f"game {game_id}: an acknowledged abandon, but the game is {game['status']}")
    return found


def match_acks(
    run: GameRun, moves: list[dict[str, Any]], states: dict[int, Any], acks: list[Ack], found: Findings
) -> None:
    """Each acknowledged move must be in the log, unless an acknowledged undo took it back: an undo
    deletes the undone move's row and logs nothing, and takes back exactly the seat's own
    latest decision still in effect, so walking the acknowledgements in order, an undo cancels the
    seat's latest acknowledged move not yet cancelled. What is left must be in the log: a pick exactly
    at the version after the picker's (with the action at its index), a /move as a later entry of the
    member's seat. An entry serves one acknowledgement only; an undo with no move to cancel is lost.
    An undo whose answer never came (the bot killed while answering) may have been applied: the move
    it would cancel is taken back if the log lacks it, and claims its entry if not."""
    engine = get_game(run.key)
    by_version = {m["version"]: m for m in moves}
    claimed: set[int] = set()
    unmatched_moves: list[Ack] = []
    unmatched_undos: list[Ack] = []
    live: dict[int, list[Ack]] = {}
    kept: list[Ack] = []
    maybe_undone: list[Ack] = []  # the moves an unanswered undo may have taken back
    for ack in sorted(acks, key=lambda a: a.when):
        if ack.kind == "undo":
            if live.get(ack.seat):
                kept.remove(live[ack.seat].pop())
                found.taken_back_and_compacted += 1
            else:
                unmatched_undos.append(ack)
            continue
        if ack.kind == "undo?":
            if live.get(ack.seat):
                undone = live[ack.seat].pop()
                kept.remove(undone)
                maybe_undone.append(undone)
            continue
        live.setdefault(ack.seat, []).append(ack)
        kept.append(ack)
    for ack in sorted(kept, key=lambda a: a.kind != "pick"):  # picks first: each names its own version
        row = _log_entry(ack, moves, by_version, states, engine, claimed)
        if row is None:
            unmatched_moves.append(ack)
        else:
            claimed.add(row["version"])
    # A move an unanswered undo may have taken back: in the log, it claims its entry like any other
    # (the undo was not applied); not in the log, it was taken back, not lost.
    for ack in maybe_undone:
        row = _log_entry(ack, moves, by_version, states, engine, claimed)
        if row is None:
            found.taken_back_unanswered += 1
        else:
            claimed.add(row["version"])
    for ack in unmatched_moves:
        where = (
            f"picker at version {ack.version}, choice {ack.index}" if ack.kind == "pick" else f"/move {ack.action_id!r}"
        )
        found.lost.append(f"game {run.game_id} seat {ack.seat}: {where} acknowledged, not in the log")
    for ack in unmatched_undos:
        found.undos_lost.append(
            f"game {run.game_id} seat {ack.seat}: undo acknowledged after version {ack.floor}, not in the log"
        )


def _log_entry(
    ack: Ack,
    moves: list[dict[str, Any]],
    by_version: dict[int, dict[str, Any]],
    states: dict[int, Any],
    engine: Game[Any, Any],
    claimed: set[int],
) -> dict[str, Any] | None:
    """The unclaimed log entry of an acknowledged move, or None: a pick exactly at the version
    after the picker's with the action at its index; a /move a later entry of the seat's with its action."""
    if ack.kind == "pick":
        row = by_version.get(ack.version + 1)
        state = states.get(ack.version)
        expected = None
        if state is not None:
            legal = engine.legal_actions(state, ack.seat)
            expected = legal[ack.index].id if 0 <= ack.index < len(legal) else None
        mine = row is not None and row["seat"] == ack.seat and not row["by_ai"] and row["action_id"] == expected
        return row if mine and ack.version + 1 not in claimed else None
    return next(
        (
            m
            for m in moves
            if m["version"] > ack.floor
            and m["version"] not in claimed
            and m["seat"] == ack.seat
            and not m["by_ai"]
            and m["action_id"] == ack.action_id
        ),
        None,
    )


def check_replay(run: GameRun, game: dict[str, Any], seats: int, moves: list[dict[str, Any]], found: Findings) -> None:
    """The log replays (services.move_log.replay) to the state the database stores."""
    record = SimpleNamespace(seats=[None] * seats, seed=game["seed"], options=as_json(game["options"]))
    logged = [SimpleNamespace(seat=m["seat"], action_id=m["action_id"]) for m in moves]
    try:
        states = replay(get_game(run.key), record, logged)  # type: ignore[arg-type]  # the fields replay reads
    except Exception as problem:  # a log that does not even replay is a finding, not a crash of the soak
        found.replay_failures.append(f"game {run.game_id}: the log does not replay ({problem!r})")
        return
    found.replayed += 1
    if json.loads(json.dumps(states[-1])) != as_json(game["state"]):
        found.replay_failures.append(f"game {run.game_id}: the log replays to another state than the stored one")


def check_posts(fake: FakeDiscord, run: GameRun, found: Findings) -> None:
    """No board version is shown by two turn posts (across every edit of each post)."""
    shown_by: dict[int, int] = {}
    for message in fake.messages(run.thread, include_ephemeral=False):
        if message.author_id != fake.bot_user_id:
            continue
        versions = set()
        for snapshot in message.history:
            name = POST_FILE.match(snapshot.attachments[0].filename) if snapshot.attachments else None
            if name:
                versions.add(int(name.group(3)))
        for version in versions:
            if version in shown_by and shown_by[version] != message.id:
                found.double_posts.append(
                    f"game {run.game_id}: version {version} shown by posts {shown_by[version]} and {message.id}"
                )
            shown_by[version] = message.id
        found.turn_posts += bool(versions)
    found.versions_shown += len(shown_by)


def count_notices(fake: FakeDiscord, run: GameRun, found: Findings) -> None:
    for message in fake.messages(run.thread, include_ephemeral=False):
        if message.author_id == fake.bot_user_id and not message.attachments:
            kind = next((kind for kind, text in NOTICES if text in message.text), None)
            if kind is not None:
                found.notices[kind] += 1


# ---------------------------------------------------------------------- the bot's log
@dataclass
class LogErrors:
    expected: Counter[str] = field(default_factory=Counter)
    unexpected: Counter[str] = field(default_factory=Counter)
    warnings: Counter[str] = field(default_factory=Counter)
    examples: dict[tuple[bool, str], str] = field(
        default_factory=dict
    )  # (expected, kind) -> its first line and exception


def error_kind(logger: str, message: str, exception: str) -> str:
    text = re.sub(r"\d+", "N", message)[:90]
    return f"{logger}: {text}" + (f" [{exception.split(':')[0]}]" if exception else "")


def read_log(text: str, kills: list[tuple[float, str]]) -> LogErrors:
    """Error-level lines (and tracebacks no log line owns) by kind; those within KILL_WINDOW seconds of a
    worker kill that name a broken pool are expected (the killed process explains them)."""
    out = LogErrors()
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        head = LOG_LINE.match(line)
        index += 1
        trace: list[str] = []
        # A log line owns the traceback that starts right under it (exc_info); any other text up to the
        # next log line was printed by someone else (a worker process, say) and is read on its own.
        owned = head is None or (index < len(lines) and lines[index].startswith("Traceback"))
        while (
            owned and index < len(lines) and not LOG_LINE.match(lines[index]) and not lines[index].startswith("=====")
        ):
            trace.append(lines[index])
            index += 1
        while trace and not trace[-1].strip():
            trace.pop()
        exception = next((t.strip() for t in reversed(trace) if t.strip() and not t.startswith(" ")), "")
        level = head.group(2) if head else None
        if level in (None, "DEBUG", "INFO"):
            # A traceback after text outside the log (a worker process printing it, say) or after a
            # line that never carries one is nobody's: count it.
            if any(part.startswith("Traceback") for part in [line, *trace]):
                kind = f"traceback outside the log: {exception[:90]}"
                out.unexpected[kind] += 1
                out.examples.setdefault((False, kind), "\n".join([line, *trace[-3:]]))
            continue
        assert head is not None
        stamp, level, logger, message = head.groups()
        if level == "WARNING":  # a traceback right after a warning is the warning's (exc_info)
            out.warnings[error_kind(logger, message, exception)] += 1
            continue
        kind = error_kind(logger, message, exception)
        when = time.mktime(time.strptime(stamp, "%Y-%m-%d %H:%M:%S"))
        explained = (
            any(what in ("draw", "ai") and -1.0 <= when - at <= KILL_WINDOW for at, what in kills)
            and bool(KILLED_WORKER.search("\n".join(trace) + message))
            and not FAILED_RETRY.search(message)
        )
        (out.expected if explained else out.unexpected)[kind] += 1
        out.examples.setdefault((explained, kind), "\n".join([line, *trace[-4:]]))
    return out


def longest_stall(text: str) -> tuple[float | None, int]:
    """The longest event-loop stall the bot's probe reported in its log (seconds; None without a
    report), and how many reports there were."""
    stalls = [int(found.group(1)) / 1000 for found in STALL_LINE.finditer(text)]
    return (max(stalls) if stalls else None), len(stalls)


# ---------------------------------------------------------------------- the summary
def summary(
    soak: Soak,
    found: Findings,
    errors: LogErrors,
    violations: list[str],
    minutes: float,
    stall: tuple[float | None, int] = (None, 0),
) -> tuple[list[str], bool]:
    """The printed lines, and whether everything held."""
    tally = soak.tally
    problems = list(tally.problems)
    lost = len(found.lost)
    problems += found.lost + found.undos_lost + found.replay_failures + found.double_posts + found.missing_results
    for kind, count in errors.unexpected.items():
        problems.append(
            f"{count} unexpected error(s) in the bot's log: {kind}\n    "
            + errors.examples[False, kind].replace("\n", "\n    ")
        )
    late = [v for v in violations if "answered after" in v]
    # A bot killed in the middle of a request leaves the fake a body it cannot read to the end.
    cut = [v for v in violations if "internal error" in v and re.search(r"ConnectionReset|Connection lost", v)]
    other_violations = [v for v in violations if v not in late and v not in cut]
    problems += [f"Discord rule broken: {v}" for v in other_violations]
    if stall[0] is None:
        problems.append("the bot's loop-stall probe reported nothing (TABLETOP_LOOP_STALL_REPORT)")
    if tally.restarts < sum(1 for _, what in soak.schedule() if what == "bot"):
        problems.append("the bot was not restarted as planned")

    def counts(counter: Counter[str]) -> str:
        return ", ".join(f"{kind} {count}" for kind, count in counter.most_common()) or "none"

    mb = 1024
    acks = found.acknowledged
    lines = [
        f"soak: {minutes:g} minute(s), {soak.games} table(s),"
        f" database {'PostgreSQL' if '://' in soak.database else 'SQLite'}",
        f"games started: {tally.started}",
        f"games finished: {found.statuses['finished']}",
        f"games abandoned: {found.statuses['abandoned']}",
        f"games still in play at the end: {found.statuses['active']}",
        f"games stalled: {len(tally.stalled)}",
        f"moves played: {found.moves_played} ({found.moves_by_members} by members, "
        f"{found.moves_played - found.moves_by_members} by bots and clocks); undos logged: {found.undos_logged}",
        f"moves acknowledged: {acks['move'] + acks['pick']} ({acks['move']} by /move, {acks['pick']} by the picker);"
        f" undos acknowledged: {acks['undo']}",
        f"moves lost: {lost}",
        f"undos lost: {len(found.undos_lost)}; moves taken back and compacted away: {found.taken_back_and_compacted}"
        f" (and {found.taken_back_unanswered} by an undo whose answer never came)",
        f"logs replayed to their stored state: {found.replayed - len(found.replay_failures)} of {len(soak.runs)}",
        f"versions shown by two turn posts: {len(found.double_posts)}"
        f" (of {found.versions_shown} versions shown by {found.turn_posts} turn posts)",
        f"finished games without their result post: {len(found.missing_results)}",
        f"practice games: {tally.practice_started} started, "
        f"{found.practice['finished'] + found.practice['abandoned']} ended ({found.practice['finished']} finished,"
        f" {found.practice['abandoned']} abandoned), {found.practice['active']} still in play",
        f"replay pages served: {tally.replay_pages} (in {tally.replay_viewers} viewers opened by"
        f" {len(tally.replay_members)} members)",
        f"rematches: {tally.rematches['asked']} asked, {tally.rematches['started']} started,"
        f" {tally.rematches['left']} left",
        f"more time: {tally.more_time['asked']} asked, {tally.more_time['granted']} granted,"
        f" {tally.more_time['asks refused'] + tally.more_time['grants refused']} refused"
        f" ({tally.more_time['asks refused']} asks, {tally.more_time['grants refused']} grants)",
        f"interactions sent: {tally.interactions}; unanswered in {ANSWER_TIMEOUT:g} s: {sum(tally.unanswered.values())}"
        f" ({counts(tally.unanswered)}); not sent while the bot was down: {tally.bot_down};"
        f" clicks on components gone meanwhile: {sum(tally.gone.values())}",
        f"replay answers: {answer_times(tally.replay_answers)}"
        f" (from sending to the board shown; the unanswered in {ANSWER_TIMEOUT:g} s apart)",
        f"refusals by kind: {counts(tally.refusals)}",
        f"hostile things tried: {counts(tally.hostile)}",
        f"hostile things accepted: {counts(tally.outcomes)}"
        + ("" if soak.withdraw_command else " (no command to withdraw a vote)"),
        f"notices in the game threads: {counts(found.notices)}",
        f"tables that could not open a game: {counts(tally.open_failures)}",
        f"errors logged: {sum(errors.unexpected.values())} unexpected ({counts(errors.unexpected)});"
        f" {sum(errors.expected.values())} expected from the killed workers ({counts(errors.expected)})",
        f"warnings logged: {sum(errors.warnings.values())}"
        f" (most: {counts(Counter(dict(errors.warnings.most_common(4))))})",
        f"Discord rules broken: {len(other_violations)}; answers later than 3 s: {len(late)};"
        f" requests cut off by a kill: {len(cut)}",
        "bot stopped at the end: "
        + (
            f"on SIGTERM in {soak.stop_seconds:.1f} s"
            if soak.stop_seconds is not None
            else "killed, SIGTERM not enough"
        ),
        f"bot restarts: {tally.restarts}",
        "longest event-loop stall: "
        + (
            f"{stall[0] * 1000:.0f} ms (the bot's probe: {stall[1]} reports, one every"
            f" {BOT_ENV['TABLETOP_LOOP_STALL_REPORT']} s and one at each clean stop)"
            if stall[0] is not None
            else "not reported"
        ),
        f"worker kills: {counts(tally.kills)}"
        + (f" (skipped, none running: {counts(tally.kills_skipped)})" if tally.kills_skipped else ""),
        f"peak RSS: bot {tally.peak_bot_kb / mb:.0f} MB, its workers {tally.peak_workers_kb / mb:.0f} MB"
        f" (up to {tally.most_workers} processes), together {tally.peak_total_kb / mb:.0f} MB;"
        f" the soak itself (fake Discord and members) {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / mb:.0f} MB",
        f"checks: {'all held' if not problems else f'{len(problems)} failed'}",
    ]
    lines += [f"  FAILED: {problem}" for problem in problems]
    return lines, not problems


# ---------------------------------------------------------------------- set-up
def make_world(games: int, members: int) -> Callable[[FakeDiscord], dict[str, Any]]:
    def setup(fake: FakeDiscord) -> dict[str, Any]:
        guild = fake.add_guild("Soak Guild")
        channels = [fake.add_text_channel(guild, f"table-{n}") for n in range(games)]
        churn = fake.add_text_channel(guild, "lobbies")
        people = []
        for n in range(members):
            name = f"member{n}"
            uid = fake.add_user(name)
            fake.add_member(guild, uid)
            if n % 5 == 4:
                fake.close_dms(uid)  # some members never get private views by DM
            people.append((uid, name))
        return {"guild": guild, "channels": channels, "churn": churn, "members": people}

    return setup


async def stop(bot: BotProcess, grace: float = STOP_GRACE) -> float | None:
    """SIGTERM, and the seconds the bot took to stop; None when it had to be SIGKILLed after ``grace``.
    Waits without blocking: the bot finishing its work needs the fake Discord to answer meanwhile."""
    if not bot.running:
        return 0.0
    started = time.monotonic()
    bot.proc.terminate()
    while bot.running and time.monotonic() - started < grace:
        await asyncio.sleep(0.1)
    if bot.running:
        bot.kill()
        return None
    return time.monotonic() - started


@dataclass
class Database:
    url: str  # a SQLite file, or a PostgreSQL URL
    keep: bool = False  # a PostgreSQL database is dropped afterwards unless kept


@contextlib.asynccontextmanager
async def database_for(kind: str, workdir: Path, server: str | None) -> AsyncIterator[Database]:
    """The soak's database: a file in ``workdir``, or a new database on the PostgreSQL ``server``."""
    if kind == "sqlite":
        yield Database(str(workdir / "tabletop.sqlite3"))
        return
    if not server:
        raise SystemExit(
            "--database postgres needs a server: --database-url, or TABLETOP_TEST_DATABASE_URL"
            " (.ci/postgres.sh sets it)"
        )
    name = f"soak_{int(time.time())}_{os.getpid()}"
    await run_on_server(server, f'CREATE DATABASE "{name}"')
    database = Database(on_database(server, name))
    try:
        yield database
    finally:
        close_db_reader(database.url)
        if not database.keep:
            await run_on_server(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def soak(
    minutes: float, games: int, kind: str, seed: int, server: str | None, workdir: Path, keep: bool
) -> tuple[list[str], bool]:
    """Run the soak; the summary's lines and whether everything held. The bot's log and database are
    kept when ``keep`` is set or a check failed (the last line says where)."""
    seconds = minutes * 60
    fake = FakeDiscord()
    await fake.start()
    bot: BotProcess | None = None
    try:
        async with database_for(kind, workdir, server) as database:
            url = database.url
            world = make_world(games, 2 * games + 4)(fake)
            env = dict(BOT_ENV, TABLETOP_HEALTH_FILE=str(workdir / "health.json"))
            if "://" in url:
                env["DATABASE_URL"] = url
            bot = BotProcess(fake, workdir / "bot", env=env, db_path=None if "://" in url else Path(url))
            bot.start()
            await bot.wait_ready(timeout=READY_TIMEOUT)
            run = Soak(fake, bot, url, world, seconds=seconds, games=games, seed=seed)
            await run.run()
            await asyncio.sleep(2.0)  # the last answers' follow-ups (posts, edits) land
            run.stop_seconds = await stop(bot)
            found = check_games(run)
            errors = read_log(bot.output(), run.tally.kill_times)
            violations = list(fake.violations) + [f"unknown route {r}" for r in fake.unknown_routes]
            lines, held = summary(run, found, errors, violations, minutes, longest_stall(bot.output()))
            database.keep = keep or not held
            if database.keep:
                lines.append(f"the bot's log: {bot.log_path}; its database: {url}")
            return lines, held
    finally:
        if bot is not None:
            bot.terminate()
        await fake.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=30.0, help="how long the games go on (fractions allowed)")
    parser.add_argument("--games", type=int, default=12, help="tables playing at once")
    parser.add_argument("--database", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument(
        "--database-url",
        default=os.environ.get("TABLETOP_TEST_DATABASE_URL"),
        help="a PostgreSQL server to make a throw-away database on (default: TABLETOP_TEST_DATABASE_URL)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, default=None, help="keep the bot's log and database in this folder")
    args = parser.parse_args(argv)
    if args.minutes <= 0 or args.games < 1:
        parser.error("--minutes must be above 0 and --games at least 1")
    workdir = args.keep or Path(tempfile.mkdtemp(prefix="tabletop-soak-"))
    workdir.mkdir(parents=True, exist_ok=True)
    lines, held = asyncio.run(
        soak(args.minutes, args.games, args.database, args.seed, args.database_url, workdir, args.keep is not None)
    )
    print("\n".join(lines), flush=True)
    if held and args.keep is None:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0 if held else 1


if __name__ == "__main__":
    raise SystemExit(main())
