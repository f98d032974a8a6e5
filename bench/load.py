"""Many games at once: the real bot under load, measured from the outside.

The unmodified bot.py (real discord.py) runs against the local fake Discord over loopback, as in
the e2e tests. ``--games`` tables of two scripted members each are opened, then started together;
each member moves as soon as it can (autocomplete for the legal moves, a random one through
``/move``), and every game is played to its end, so they all end (and draw their replays) together.

Reported:
- move -> board posted: from sending the /move interaction to the fake receiving the game's next
  board, i.e. a new message with an image in the thread, or an edit of the current board post that
  changed its attachments (a turn's later decisions may edit the turn's post), whichever is first;
- acknowledgement: from INTERACTION_CREATE to the bot's first answer (defer or reply);
- the bot process: peak resident memory (VmHWM, and the largest VmRSS sampled), resident memory
  once the games and their replays are done, CPU seconds per move (utime + stime over the play);
  and the same for its child processes (render workers), reported apart.

    python -m bench.load --games 1 10 50 [--game solstis|all|KEY...] [--rounds R] [--think S|MIN:MAX]
        [--picker] [--render-processes N] [--profile DIR]

The bot's CPU per move (``cpu_seconds``: the process's user + system time, every thread, not its
render workers) is taken over each round of whole games; with ``--rounds R`` the report gives the
median over the rounds. Every title is played by two members (the least every title seats).

With no think time every game is a closed loop (a member moves the moment the last board is
up), so the bot is saturated and latency is about games / throughput (Little's law); ``--think``
gives each member a pause before moving, as people have. ``--picker`` has the members play as
people do: they read off the turn post that they are to act and pick their move on the Take turn
picker (its image, the player's own view, is drawn as for a person), with no autocomplete.

``--profile DIR`` runs the bot under bench/profiled_bot.py (cProfile per thread, CPU time) and
writes DIR/bot.prof (the whole run) and DIR/bot.prof.play (the rounds' play only) when it stops;
``python -m bench.profile_report DIR/bot.prof.play --moves N`` sums it by layer.
The machine's load average is printed: the bench shares the machine with whatever else runs, so
read the figures with it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import signal
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.stats import percentile
from rules import available_keys
from tests.e2e_helpers import legal_choices, picker_moves
from tests.fake_discord import FakeDiscord, Interaction, Message
from tests.fake_discord.harness import running_bot

GAME_OVER = "**Game over.**"
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
PAGE_KB = os.sysconf("SC_PAGE_SIZE") // 1024
MOVE_TIMEOUT = 60.0  # seconds a board may take under load before the bench gives up on that game
PROFILED_BOT = Path(__file__).resolve().parent / "profiled_bot.py"


# ---------------------------------------------------------------------- the bot process, from /proc
def status_kb(pid: int, field_name: str) -> int:
    """A field of /proc/<pid>/status in kB (0 once the process is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field_name + ":"):
                return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds the process has used (its own threads, not its children)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime, stime


def cpu_with_reaped(pid: int) -> float:
    """User plus system CPU seconds of the process and of every child it has reaped (``waitpid``):
    the kernel adds a child's whole time to its parent when the parent reaps it."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    return sum(int(fields[i]) for i in (11, 12, 13, 14)) / CLOCK_TICKS  # utime, stime, cutime, cstime


def tree_cpu_seconds(pid: int) -> float:
    """The CPU seconds of ``pid`` and all its descendants, with every process that has ended among
    them: each live process with the children it reaped (the fork server reaps the workers it forked,
    a replay worker the GIF children it forks). A process that ends between two readings moves its
    time into its parent's, so the difference of two readings is exact, however short-lived the
    processes in between (sampling them would miss their last moments)."""
    return sum(cpu_with_reaped(each) for each in [pid, *children(pid)])


def direct_children(pid: int) -> list[int]:
    """The live children of ``pid``, from /proc (none when it is gone)."""
    found: list[int] = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            found.extend(int(child) for child in (task / "children").read_text().split())
    except (FileNotFoundError, ProcessLookupError):
        pass
    return found


def children(pid: int) -> list[int]:
    """Every live descendant of ``pid`` (the fork server, its render and replay workers, AI workers)."""
    found = direct_children(pid)
    return found + [grandchild for child in found for grandchild in children(child)]


def rss_kb(pid: int) -> int:
    """Resident memory from /proc/<pid>/statm (cheaper than parsing status)."""
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE_KB
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return 0


def pss_kb(pid: int) -> int:
    """Proportional set size: resident memory with pages shared by N processes counted 1/N each."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        pass
    return 0


def _parent(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (FileNotFoundError, ProcessLookupError):
        return 0


def process_table(pid: int) -> list[str]:
    """One line per process (the bot, then its descendants): what it is, RSS and PSS in MB."""
    lines = []
    for each in [pid, *children(pid)]:
        try:
            command = Path(f"/proc/{each}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (FileNotFoundError, ProcessLookupError):
            continue
        parent = _parent(each)
        what = (
            "bot"
            if each == pid
            else "resource tracker"
            if "resource_tracker" in command
            else "fork server"
            if "forkserver" in command and parent == pid
            else "worker"
        )
        lines.append(
            f"  {what:17s} pid {each:7d}  RSS {rss_kb(each) / 1024:6.1f} MB  PSS {pss_kb(each) / 1024:6.1f} MB"
            f"  CPU {cpu_seconds(each):6.2f} s"
        )
    return lines


@dataclass
class ProcessWatch:
    """Samples the bot's memory (and its workers') every ``period`` seconds while the games run."""

    pid: int
    period: float = 0.1
    peak_rss_kb: int = 0
    peak_children_kb: int = 0  # the largest sum of the workers' resident memory at one moment
    peak_total_kb: int = 0  # bot + workers at one moment
    max_workers: int = 0

    def sample(self) -> None:
        own = rss_kb(self.pid)
        kids = children(self.pid)
        kids_kb = sum(rss_kb(kid) for kid in kids)
        self.peak_rss_kb = max(self.peak_rss_kb, own)
        self.peak_children_kb = max(self.peak_children_kb, kids_kb)
        self.peak_total_kb = max(self.peak_total_kb, own + kids_kb)
        self.max_workers = max(self.max_workers, len(kids))

    async def run(self) -> None:
        while True:
            self.sample()
            await asyncio.sleep(self.period)


# ---------------------------------------------------------------------- one game's board, seen by the fake
def board_stamp(fake: FakeDiscord, thread: int) -> tuple[int, int | None, tuple[int, ...]]:
    """Where the thread's board stands: its message count, the last image post and that post's attachment ids."""
    ids = fake.channels[thread].message_ids
    for mid in reversed(ids):
        message = fake._messages[mid]
        if (
            message.author_id == fake.bot_user_id
            and message.attachments
            and not message.ephemeral
            and not message.deleted
        ):
            return len(ids), mid, tuple(a.id for a in message.attachments)
    return len(ids), None, ()


def board_update_time(fake: FakeDiscord, thread: int, before: tuple[int, int | None, tuple[int, ...]]) -> float | None:
    """The wall time the board changed after ``before`` (a new image post or a re-attached edit), or None yet."""
    count, board_id, attachments = before
    ids = fake.channels[thread].message_ids
    times: list[float] = []
    for mid in ids[count:]:
        message = fake._messages[mid]
        if message.author_id == fake.bot_user_id and message.attachments and not message.ephemeral:
            times.append(message.created_at)
            break
    if board_id is not None:
        board = fake._messages[board_id]
        if tuple(a.id for a in board.attachments) != attachments and board.edited_at is not None:
            times.append(board.edited_at)
    return min(times) if times else None


def game_over(fake: FakeDiscord, thread: int) -> bool:
    """Whether the final post is in the thread (a layout: its words are in its text displays). Only the
    last few posts are read: the final post is the newest but for the replay and a rematch line."""
    return any(fake._messages[mid].text.startswith(GAME_OVER) for mid in fake.channels[thread].message_ids[-4:])


def to_act(fake: FakeDiscord, thread: int, members: tuple[int, int]) -> list[int]:
    """The members the thread's current turn post names as to act (its text mentions them), as a
    person reads it off the post; none while the post is not up yet or the game is over."""
    _, board_id, _ = board_stamp(fake, thread)
    if board_id is None:
        return []
    text = fake._messages[board_id].text
    return [member for member in members if f"<@{member}>" in text]


def picker_actions(picker: Message | None) -> list[tuple[str, str]]:
    """The picker's moves (see ``tests.e2e_helpers.picker_moves``); none without a picker."""
    return [] if picker is None else picker_moves(picker)


# ---------------------------------------------------------------------- driving
@dataclass
class Samples:
    board: list[float] = field(default_factory=list)  # seconds from /move to the new board
    ack: list[float] = field(default_factory=list)  # seconds from an interaction to its first answer
    refused: int = 0  # moves the bot refused (should stay 0)
    lost: int = 0  # moves whose board never came
    late_autocomplete: int = 0  # autocompletes answered too late for the fake (asked again)


async def open_game(fake: FakeDiscord, channel: int, host: int, guest: int, game: str) -> int:
    """/play in ``channel``, the guest joins, the host starts; returns the thread id."""
    ix = await fake.slash(host, channel, "play", {"game": game})
    await ix.wait_done(30)
    lobby: Message = ix.message
    ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
    await (await fake.click(guest, lobby, ids["Join"])).wait_done(30)
    await (await fake.click(host, lobby, ids["Start"])).wait_done(30)
    thread = await fake.wait_for(lambda: next(iter(fake.threads(channel)), None), 30, "the game thread")
    await fake.wait_for(lambda: board_stamp(fake, thread.id)[1] is not None, 30, "the first board")
    return thread.id


async def play(
    fake: FakeDiscord,
    thread: int,
    members: tuple[int, int],
    rng: random.Random,
    samples: Samples,
    think: tuple[float, float],
    max_moves: int | None = None,
) -> int:
    """Both members move as soon as they can (after a pause drawn from ``think``, in seconds) until the
    game is over, or until they have made ``max_moves`` moves; returns the moves made."""
    moves = 0
    while not game_over(fake, thread) and (max_moves is None or moves < max_moves):
        if think[1]:
            await asyncio.sleep(rng.uniform(*think))  # reading the board, like a person
        mover, choices = None, []
        for member in members:
            try:
                choices = await legal_choices(fake, member, thread)
            except AssertionError:  # the bot answered too late (a loaded machine): ask again
                samples.late_autocomplete += 1
                choices = []
                break
            if choices:
                mover = member
                break
        if mover is None:
            await asyncio.sleep(0.05)  # the final post is on its way
            continue
        before = board_stamp(fake, thread)
        sent = time.time()
        ix = await fake.slash(mover, thread, "move", {"action": rng.choice(choices)["value"]})
        # refused: /move answers with its reason instead of "Played:"
        if await move_shown(
            fake, thread, before, sent, ix, samples, refusal=lambda done: not (done.content or "").startswith("Played:")
        ):
            moves += 1
    return moves


async def move_shown(
    fake: FakeDiscord,
    thread: int,
    before: tuple[int, int | None, tuple[int, ...]],
    sent: float,
    ix: Interaction,
    samples: Samples,
    refusal: Callable[[Interaction], bool],
) -> bool:
    """Wait until the move sent at ``sent`` (the interaction ``ix``) shows on the thread's board, or
    until the bot has answered it and ``refusal(ix)`` is true; counts the board's time, the answer's, or
    the move as refused or lost in ``samples``. Whether the move was shown."""
    try:
        await fake.wait_for(
            lambda: board_update_time(fake, thread, before) or (ix._is_done() and refusal(ix)),
            MOVE_TIMEOUT,
            "the board",
        )
    except AssertionError:
        samples.lost += 1
        return False
    when = board_update_time(fake, thread, before)
    if when is None:
        samples.refused += 1
        return False
    await ix.wait_done(MOVE_TIMEOUT)
    samples.board.append(when - sent)
    if ix.ack_seconds is not None:
        samples.ack.append(ix.ack_seconds)
    return True


async def play_by_picker(
    fake: FakeDiscord,
    thread: int,
    members: tuple[int, int],
    rng: random.Random,
    samples: Samples,
    think: tuple[float, float],
    max_moves: int | None = None,
) -> int:
    """As a person plays: a member reads off the turn post that they are to act, pauses (``think``),
    opens the Take turn picker and picks a random move on it; when the picker refreshed after their
    move offers their next decision, and nobody else moved since, they pick on it again without
    reopening it. No autocomplete and no ``/move``. Returns the moves made."""
    moves = 0
    pickers: dict[int, Message] = {}  # each member's picker as refreshed after their last move
    last_mover: int | None = None
    while not game_over(fake, thread) and (max_moves is None or moves < max_moves):
        movers = to_act(fake, thread, members)
        if not movers:
            await asyncio.sleep(0.05)  # the next post, or the final post, is on its way
            continue
        if think[1]:
            await asyncio.sleep(rng.uniform(*think))
        mover = rng.choice(movers)
        picker = pickers.get(mover) if mover == last_mover else None
        if not picker_actions(picker):
            _, board_id, _ = board_stamp(fake, thread)
            assert board_id is not None
            take = next((cid for label, cid, _ in fake._messages[board_id].buttons() if label == "Take turn"), None)
            if take is None:
                await asyncio.sleep(0.05)
                continue
            opened = await fake.click(mover, fake._messages[board_id], take)
            await opened.wait_done(MOVE_TIMEOUT)
            if opened.ack_seconds is not None:
                samples.ack.append(opened.ack_seconds)
            picker = opened.message
        actions = picker_actions(picker)
        if picker is None or not actions:
            await asyncio.sleep(0.05)  # the post moved on while the member read it
            continue
        kind, custom_id = rng.choice(actions)
        before = board_stamp(fake, thread)
        sent = time.time()
        if kind == "button":
            ix = await fake.click(mover, picker, custom_id)
        else:
            options = (picker.component(custom_id) or {})["options"]
            ix = await fake.select(mover, picker, custom_id, [rng.choice(options)["value"]])
        # refused: a stale or refused pick is told in a follow-up and plays nothing
        if not await move_shown(fake, thread, before, sent, ix, samples, refusal=lambda done: bool(done.followups)):
            pickers.pop(mover, None)
            continue
        pickers[mover] = fake.message(picker.id)
        last_mover = mover
        moves += 1
    return moves


def make_world(games: int) -> Callable[[FakeDiscord], dict[str, Any]]:
    def setup(fake: FakeDiscord) -> dict[str, Any]:
        guild = fake.add_guild("Load Guild")
        tables = []
        for number in range(games):
            channel = fake.add_text_channel(guild, f"table-{number}")
            tables.append((channel, fake.add_user(f"host{number}"), fake.add_user(f"guest{number}")))
        return {"guild": guild, "tables": tables}

    return setup


async def replays_posted(fake: FakeDiscord, threads: list[int], timeout: float) -> float:
    """Wait until every thread has its replay GIF; returns the seconds it took (or the timeout)."""
    started = time.monotonic()

    def done() -> bool:
        return all(
            any(
                a.filename.endswith(".gif")
                for mid in fake.channels[t].message_ids
                for a in fake._messages[mid].attachments
            )
            for t in threads
        )

    with contextlib.suppress(AssertionError):
        await fake.wait_for(done, timeout, "every replay")
    return time.monotonic() - started


async def measure(
    games: int,
    game: str,
    seed: int,
    profile: Path | None,
    settle: float,
    render_processes: str | None,
    think: tuple[float, float] = (0.0, 0.0),
    extra_env: dict[str, str] | None = None,
    rounds: int = 1,
    picker: bool = False,
) -> dict[str, Any]:
    """``rounds`` rounds, one after another in one bot process, of ``games`` whole games at once; the
    bot's CPU per move is taken over each round's play (each round's replays are posted before the
    next round opens its games), so each round is one sample of whole games."""
    # The caps on games in play would refuse a load of many games in one server: off for the bench.
    env = {
        "TABLETOP_AI_DELAY": "0",
        "TABLETOP_LOG_LEVEL": "WARNING",
        "TABLETOP_MAX_GAMES_PER_MEMBER": "0",
        "TABLETOP_MAX_GAMES_PER_SERVER": "0",
    }
    if render_processes is not None:
        env["TABLETOP_RENDER_PROCESSES"] = render_processes
    env.update(extra_env or {})
    script = None
    if profile is not None:
        env["TABLETOP_PROFILE_OUT"] = str(profile.resolve() / "bot.prof")
        profile.mkdir(parents=True, exist_ok=True)
        script = PROFILED_BOT
    samples = Samples()
    round_cpu_ms: list[float] = []  # the bot's CPU per move over each round's play
    # The bot's and every worker's CPU per move over each round, from its first move until its games'
    # replays are posted (turn posts, private views, pickers, final posts and replays all counted).
    round_whole_ms: list[float] = []
    total_moves = 0
    played = cpu_play = cpu_total = driver_cpu = replay_wait = workers_cpu = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        # A loaded machine may answer an interaction after Discord's 3 s: the fake records it as a
        # violation, which the bench counts and reports instead of failing the run.
        async with running_bot(
            Path(tmp), setup=make_world(games * rounds), env=env, script=script, ready_timeout=60, check_clean=False
        ) as (fake, bot, world):
            pid = bot.proc.pid
            watch = ProcessWatch(pid)
            rss_idle_kb = rss_kb(pid)
            opening = asyncio.Semaphore(8)  # below the server's open-lobby cap

            async def opened(table: tuple[int, int, int]) -> int:
                async with opening:
                    return await open_game(fake, table[0], table[1], table[2], game)

            watcher = asyncio.create_task(watch.run())
            rss_start_kb = rss_kb(pid)
            for number in range(rounds):
                tables = world["tables"][number * games : (number + 1) * games]
                threads = await asyncio.gather(*(opened(t) for t in tables))
                if profile is not None:
                    os.kill(pid, signal.SIGUSR1)  # the profile's window opens (bench/profiled_bot.py)
                watch.sample()
                tree_before = tree_cpu_seconds(pid)
                cpu_before = cpu_seconds(pid)
                driver_before = time.process_time()
                started = time.monotonic()
                rngs = [random.Random(seed * 1000 + number * games + n) for n in range(games)]
                player = play_by_picker if picker else play
                moves = sum(
                    await asyncio.gather(
                        *(
                            player(fake, thread, (t[1], t[2]), rng, samples, think)
                            for thread, t, rng in zip(threads, tables, rngs)
                        )
                    )
                )
                played += time.monotonic() - started
                round_cpu = cpu_seconds(pid) - cpu_before
                if profile is not None:
                    os.kill(pid, signal.SIGUSR2)  # ...and closes: the play alone is in bot.prof.play
                cpu_play += round_cpu
                driver_cpu += time.process_time() - driver_before
                watch.sample()
                workers_played = tree_cpu_seconds(pid) - tree_before - round_cpu
                replay_wait += await replays_posted(fake, list(threads), 600)
                cpu_round = cpu_seconds(pid) - cpu_before
                cpu_total += cpu_round
                total_moves += moves
                round_cpu_ms.append(round_cpu / max(1, moves) * 1000)
                watch.sample()
                workers_round = tree_cpu_seconds(pid) - tree_before - cpu_round
                workers_cpu += workers_round
                round_whole_ms.append((cpu_round + workers_round) / max(1, moves) * 1000)
                print(
                    f"  {game} round {number + 1}/{rounds}: {games} games, {moves} moves,"
                    f" bot CPU {round_cpu_ms[-1]:.1f} ms per move during play,"
                    f" bot and workers {round_whole_ms[-1]:.1f} ms per move with the replays"
                    f" ({(round_cpu + workers_played) / max(1, moves) * 1000:.1f} during play)",
                    flush=True,
                )
            rss_end_kb = rss_kb(pid)
            await asyncio.sleep(settle)
            watch.sample()
            watcher.cancel()
            rss_settled_kb = rss_kb(pid)
            kids_settled_kb = sum(rss_kb(kid) for kid in children(pid))
            processes = process_table(pid)
            hwm_kb = status_kb(pid, "VmHWM")
            violations = len(fake.violations)
    return {
        "game": game,
        "games": games,
        "rounds": rounds,
        "moves": total_moves,
        "samples": samples,
        "violations": violations,
        "round_cpu_ms": round_cpu_ms,
        "round_whole_ms": round_whole_ms,
        "played_s": played,
        "replays_s": replay_wait,
        "cpu_play_s": cpu_play,
        "cpu_total_s": cpu_total,
        "driver_cpu_s": driver_cpu,
        "workers_cpu_s": workers_cpu,
        "rss_idle_mb": rss_idle_kb / 1024,
        "rss_start_mb": rss_start_kb / 1024,
        "rss_end_mb": rss_end_kb / 1024,
        "rss_settled_mb": rss_settled_kb / 1024,
        "rss_peak_mb": watch.peak_rss_kb / 1024,
        "hwm_mb": hwm_kb / 1024,
        "workers": watch.max_workers,
        "workers_peak_mb": watch.peak_children_kb / 1024,
        "workers_settled_mb": kids_settled_kb / 1024,
        "total_peak_mb": watch.peak_total_kb / 1024,
        "processes": processes,
    }


def median_text(values: list[float]) -> str:
    """The median of per-round figures (ms), with each round's in brackets."""
    if not values:
        return "-"
    rounds = ", ".join(f"{v:.1f}" for v in values)
    return f"{statistics.median(values):.1f} ms ({rounds})"


def ms(samples: list[float], fraction: float) -> str:
    return f"{percentile(samples, fraction) * 1000:.0f}" if samples else "-"


def report(r: dict[str, Any]) -> str:
    s: Samples = r["samples"]
    moves = max(1, r["moves"])
    lines = [
        f"load average (1, 5, 15 min) at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())};"
        f" cores: {os.cpu_count()}",
        f"{r['rounds']} round(s) of {r['games']} games, {r['moves']} moves in {r['played_s']:.1f} s"
        f" ({r['moves'] / r['played_s']:.1f} moves/s); replays all posted {r['replays_s']:.1f} s after the last move;"
        f" refused {s.refused}, lost {s.lost}, late autocompletes {s.late_autocomplete},"
        f" Discord rule violations {r['violations']}",
        f"bot CPU per move, median over the rounds of whole games: {median_text(r['round_cpu_ms'])}",
        f"bot and workers CPU per move, replays included, median over the rounds: {median_text(r['round_whole_ms'])}",
        f"move -> board  p50 {ms(s.board, 0.5)} ms  p95 {ms(s.board, 0.95)} ms  p99 {ms(s.board, 0.99)} ms"
        f"  max {ms(s.board, 1)} ms  (n={len(s.board)})",
        f"ack            p50 {ms(s.ack, 0.5)} ms  p99 {ms(s.ack, 0.99)} ms  max {ms(s.ack, 1)} ms  (n={len(s.ack)})",
        f"bot process    RSS idle {r['rss_idle_mb']:.0f} MB, at start of play {r['rss_start_mb']:.0f} MB,"
        f" peak {r['rss_peak_mb']:.0f} MB (VmHWM {r['hwm_mb']:.0f} MB), after the replays {r['rss_end_mb']:.0f} MB,"
        f" settled {r['rss_settled_mb']:.0f} MB",
        f"bot CPU        {r['cpu_play_s'] / moves * 1000:.1f} ms per move during play"
        f" ({r['cpu_play_s']:.1f} s), {r['cpu_total_s'] / moves * 1000:.1f} ms per move with replays",
        f"workers        up to {r['workers']} processes, peak RSS sum {r['workers_peak_mb']:.0f} MB,"
        f" settled {r['workers_settled_mb']:.0f} MB, CPU {r['workers_cpu_s']:.1f} s"
        f" ({r['workers_cpu_s'] / moves * 1000:.1f} ms per move); bot + workers peak {r['total_peak_mb']:.0f} MB",
        f"bench driver   the fake Discord and the members (this process, same machine)"
        f" used {r['driver_cpu_s']:.1f} s of CPU during play ({r['driver_cpu_s'] / moves * 1000:.1f} ms per move)",
        "processes once settled (RSS counts shared pages in every process; PSS shares them out;"
        " CPU since each started):",
        *r["processes"],
    ]
    return "\n".join(lines)


def think_range(text: str) -> tuple[float, float]:
    """``S`` (a pause of 0.5 S to 1.5 S) or ``MIN:MAX`` seconds, as the bounds of a uniform pause."""
    if ":" in text:
        low, high = (float(part) for part in text.split(":", 1))
    else:
        low, high = 0.5 * float(text), 1.5 * float(text)
    if not 0 <= low <= high:
        raise argparse.ArgumentTypeError(f"not a range of seconds: {text!r}")
    return low, high


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, nargs="+", default=[1, 10, 50])
    parser.add_argument(
        "--game", nargs="+", default=["solstis"], help="the titles to play, one run each ('all': every title)"
    )
    parser.add_argument(
        "--rounds", type=int, default=1, help="rounds of --games whole games, one after another (median over them)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--settle", type=float, default=5.0, help="seconds to wait after the replays before the last memory sample"
    )
    parser.add_argument(
        "--think",
        type=think_range,
        default=(0.0, 0.0),
        help="seconds a member waits before each move: S (0.5 S to 1.5 S) or MIN:MAX (0: none)",
    )
    parser.add_argument(
        "--picker",
        action="store_true",
        help="members play as people do: read the turn post, open the Take turn picker, pick on it",
    )
    parser.add_argument(
        "--bot-env", action="append", default=[], metavar="KEY=VALUE", help="extra environment for the bot"
    )
    parser.add_argument("--render-processes", default=None, help="TABLETOP_RENDER_PROCESSES for the bot (0: threads)")
    parser.add_argument(
        "--profile",
        type=Path,
        default=None,
        help="directory for the bot's cProfile stats (DIR/bot.prof; DIR/<game>/bot.prof for several titles)",
    )
    args = parser.parse_args(argv)
    titles = available_keys() if args.game == ["all"] else args.game
    summary: list[str] = []
    for title in titles:
        profile = args.profile / title if args.profile is not None and len(titles) > 1 else args.profile
        for games in args.games:
            result = asyncio.run(
                measure(
                    games,
                    title,
                    args.seed,
                    profile,
                    args.settle,
                    args.render_processes,
                    args.think,
                    dict(pair.split("=", 1) for pair in args.bot_env),
                    args.rounds,
                    args.picker,
                )
            )
            pool = "default" if args.render_processes is None else args.render_processes
            how = "the Take turn picker" if args.picker else "autocomplete and /move"
            print(
                f"===== {title}, {games} concurrent game(s), render processes: {pool},"
                f" think {args.think[0]:g} to {args.think[1]:g} s, {how} ====="
            )
            print(report(result), flush=True)
            summary.append(
                f"{title:16s} {games:3d} games x {args.rounds} round(s), {result['moves']:5d} moves:"
                f" bot CPU per move {median_text(result['round_cpu_ms'])}"
            )
    if len(summary) > 1:
        print("===== summary (median over rounds of whole games) =====")
        print("\n".join(summary), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
