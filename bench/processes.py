"""Several bot processes on one database: sustained moves per second and latency for 1, 2 and 4 processes.

For each process count P the unmodified bot.py runs P times against one local fake Discord, as
``SHARD_COUNT=P`` with ``SHARD_IDS=0`` ... ``P-1`` (one shard each), all on one fresh PostgreSQL
database. Every game is in a server of its own, and the servers are dealt round the shards, so each
process serves its share of the games. Two scripted members per game move as soon as they can
(bench/load.py's driver: autocomplete for the legal moves, a random one through ``/move``). Each game
first makes ``--warmup`` moves that are not measured (the first drawings of a game cost more), then
``--moves`` measured moves; Solstis lasts 28 to 37 moves, so with the defaults no game ends during
the measurement and the figures are of steady play (no end-of-game replays).

Reported per process count:
- sustained moves per second over the measured moves (all processes together);
- move -> board posted p50 / p95 / p99 and acknowledgement p50 / p99 (as bench/load.py measures them);
- CPU per move: the bot processes, their drawing workers, the PostgreSQL server processes serving
  this database, and this bench (the fake Discord and the members, which share the machine);
- the machine's load average before and after, since other jobs share the cores.

    python -m bench.processes --processes 1 2 4 [--database postgresql://user@host/db] [--sqlite]
                              [--games 20] [--moves 20] [--warmup 2] [--game solstis]

``--database`` names a PostgreSQL server (default ``$TABLETOP_TEST_DATABASE_URL``); a fresh database
is created on it for each run and dropped afterwards. ``--sqlite`` adds a run of one process on a
SQLite file, for comparison. The bots run in this bench's session, so that on a machine shared with
other jobs every process count gets the same share of the CPU (see BenchBot; ``--own-sessions`` gives
each bot a session of its own, as the tests do).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.load import ProcessWatch, Samples, cpu_seconds, ms, open_game, play, tree_cpu_seconds
from store.scratch_databases import scratch_database
from tests.fake_discord import FakeDiscord
from tests.fake_discord.harness import LAUNCHER, REPO_ROOT, BotProcess


def workers_cpu(pid: int) -> float:
    """The CPU seconds of a bot's worker processes so far (read exactly, see ``bench.load.tree_cpu_seconds``)."""
    return tree_cpu_seconds(pid) - cpu_seconds(pid)


SQLITE = "sqlite"
READY_TIMEOUT = 90.0  # seconds for every process to connect its shard (several start at once on 2 cores)


# ---------------------------------------------------------------------- the database of one run
def fresh_database(server: str) -> contextlib.AbstractAsyncContextManager[str]:
    """A new, empty database on the PostgreSQL ``server`` (its URL), dropped when the run is over."""
    return scratch_database(server, prefix="bench_")


@dataclass
class ServerWatch:
    """CPU of the PostgreSQL server processes that serve one database (same machine), from /proc."""

    url: str
    first: dict[int, float] = field(default_factory=dict)  # pid -> CPU seconds when first seen
    last: dict[int, float] = field(default_factory=dict)  # pid -> CPU seconds when last seen
    commits: list[int] = field(default_factory=list)  # the database's committed transactions, per sample
    period: float = 1.0

    async def sample(self) -> None:
        import asyncpg

        connection = await asyncpg.connect(self.url)
        try:
            rows = await connection.fetch(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
            # Every statement outside a transaction is a transaction of its own: this counts round trips' worth of work.
            self.commits.append(
                await connection.fetchval("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")
            )
        finally:
            await connection.close()
        for row in rows:
            seconds = cpu_seconds(row["pid"])
            if seconds:
                # A connection opened during the measurement counts from its start.
                self.first.setdefault(row["pid"], seconds if not self.last else 0.0)
                self.last[row["pid"]] = seconds

    async def run(self) -> None:
        while True:
            await self.sample()
            await asyncio.sleep(self.period)

    def used(self) -> float:
        return sum(self.last[pid] - self.first[pid] for pid in self.last)

    def transactions(self) -> int:
        """Transactions committed between the first and the last sample (the samples' own included, one each)."""
        return self.commits[-1] - self.commits[0] - (len(self.commits) - 1)


# ---------------------------------------------------------------------- the bot processes
class BenchBot(BotProcess):
    """A bot process of the bench, started in the bench's own session (unless ``own_session``).

    Linux's autogroup scheduling (``/proc/sys/kernel/sched_autogroup_enabled``) shares the CPU
    equally between sessions. The test harness starts each bot in a session of its own, so on a
    machine shared with other jobs 4 processes would get 4 shares and 1 process one: the process
    count would buy CPU rather than measure the bot. In one session every process count competes
    for the same share.
    """

    own_session = False

    def start(self) -> BenchBot:
        if self.running:
            raise RuntimeError("bot process already running")
        self.starts += 1
        self.identifies_at_start = self.fake.identify_count
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, str(LAUNCHER)],
                cwd=str(REPO_ROOT),
                env=self.build_env(),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=self.own_session,
            )
        return self


# ---------------------------------------------------------------------- one run
def deal_tables(fake: FakeDiscord, games: int, shard_count: int) -> list[tuple[int, int, int, int]]:
    """One server per game, dealt round the shards, with two members: (shard, channel, host, guest) each."""
    tables = []
    for number in range(games):
        shard = number % shard_count
        guild = fake.add_guild(f"Server {number}", shard=(shard, shard_count))
        channel = fake.add_text_channel(guild, "games")
        tables.append((shard, channel, fake.add_user(f"host{number}"), fake.add_user(f"guest{number}")))
    return tables


def bot_env(database: str, workdir: Path, shard: int, shard_count: int, render_processes: str | None) -> dict[str, str]:
    env = {
        "TABLETOP_AI_DELAY": "0",
        "TABLETOP_LOG_LEVEL": "WARNING",
        "SHARD_COUNT": str(shard_count),
        "SHARD_IDS": str(shard),
        # The commands are registered once (by the first process), as `make sync` does once per deploy.
        "TABLETOP_SYNC_COMMANDS": "1" if shard == 0 else "0",
        # Not var/ under the repository: each process keeps its heartbeat in its own folder.
        "TABLETOP_HEALTH_FILE": str(workdir / "health.json"),
    }
    if database != SQLITE:
        env["DATABASE_URL"] = database
    if render_processes is not None:
        env["TABLETOP_RENDER_PROCESSES"] = render_processes
    return env


async def run_processes(
    processes: int,
    database: str,
    tmp: Path,
    games: int,
    moves: int,
    warmup: int,
    game: str,
    seed: int,
    render_processes: str | None,
    own_sessions: bool,
) -> dict[str, Any]:
    """Play ``games`` games on ``processes`` bot processes (one shard each) sharing ``database``."""
    fake = FakeDiscord(shard_count=processes)
    await fake.start()
    bots: list[BotProcess] = []
    ok = False
    try:
        tables = deal_tables(fake, games, processes)
        for shard in range(processes):
            workdir = tmp / f"bot-{shard}"
            bot = BenchBot(
                fake,
                workdir,
                db_path=tmp / "bench.sqlite3",
                env=bot_env(database, workdir, shard, processes, render_processes),
            )
            bot.own_session = own_sessions
            bots.append(bot)
        # The first process creates the tables before the others start: two processes creating
        # them at once on a new PostgreSQL database can collide (CREATE TABLE IF NOT EXISTS is
        # not safe against a concurrent create; the loser exits and a supervisor restarts it).
        await bots[0].start().wait_ready(timeout=READY_TIMEOUT)
        for bot in bots[1:]:
            bot.start()
        for bot in bots[1:]:
            await bot.wait_ready(timeout=READY_TIMEOUT)
        result = await drive(fake, bots, tables, database, games, moves, warmup, game, seed)
        assert not fake.violations, f"Discord rule violations: {fake.violations}"
        ok = True
        return result
    finally:
        for bot in bots:
            bot.terminate()
        if not ok:
            for shard, bot in enumerate(bots):
                print(f"===== bot process {shard} (log tail) =====\n{bot.tail(60)}", file=sys.stderr)
        await fake.stop()


async def drive(
    fake: FakeDiscord,
    bots: list[BotProcess],
    tables: list[tuple[int, int, int, int]],
    database: str,
    games: int,
    moves: int,
    warmup: int,
    game: str,
    seed: int,
) -> dict[str, Any]:
    opening = asyncio.Semaphore(8)

    async def opened(table: tuple[int, int, int, int]) -> int:
        async with opening:
            return await open_game(fake, table[1], table[2], table[3], game)

    threads = await asyncio.gather(*(opened(t) for t in tables))
    rngs = [random.Random(seed * 1000 + n) for n in range(games)]

    def everyone(samples: Samples, limit: int) -> Awaitable[list[Any]]:
        return asyncio.gather(
            *(
                play(fake, thread, (t[2], t[3]), rng, samples, (0.0, 0.0), limit)
                for thread, t, rng in zip(threads, tables, rngs)
            )
        )

    await everyone(Samples(), warmup)

    watches = [ProcessWatch(bot.proc.pid, period=0.5) for bot in bots]
    server = ServerWatch(database) if database != SQLITE else None
    workers_before = sum(workers_cpu(bot.proc.pid) for bot in bots)  # so far, subtracted below
    watchers = [asyncio.create_task(w.run()) for w in watches]
    if server is not None:
        await server.sample()
        watchers.append(asyncio.create_task(server.run()))
    bots_before = [cpu_seconds(bot.proc.pid) for bot in bots]
    driver_before = time.process_time()
    load_before = os.getloadavg()
    samples = Samples()
    started = time.monotonic()
    made = await everyone(samples, moves)
    played = time.monotonic() - started
    bots_cpu = sum(cpu_seconds(bot.proc.pid) - before for bot, before in zip(bots, bots_before))
    driver_cpu = time.process_time() - driver_before
    workers_after = sum(workers_cpu(bot.proc.pid) for bot in bots)
    for watch in watches:
        watch.sample()
    if server is not None:
        await server.sample()
    for task in watchers:
        task.cancel()
    await asyncio.gather(*watchers, return_exceptions=True)
    for bot in bots:
        if not bot.running:
            raise RuntimeError(f"a bot process died during the run; log:\n{bot.tail(60)}")
    return {
        "processes": len(bots),
        "games": games,
        "games_per_shard": [sum(1 for t in tables if t[0] == shard) for shard in range(len(bots))],
        "moves": sum(made),
        "samples": samples,
        "played_s": played,
        "bots_cpu_s": bots_cpu,
        "workers_cpu_s": workers_after - workers_before,
        "server_cpu_s": server.used() if server is not None else None,
        "transactions": server.transactions() if server is not None else None,
        "driver_cpu_s": driver_cpu,
        "bot_peak_rss_mb": max(w.peak_rss_kb for w in watches) / 1024,
        "load_before": load_before,
        "load_after": os.getloadavg(),
    }


async def measure(processes: int, database: str, **options: Any) -> dict[str, Any]:
    """One run on a fresh database: ``database`` is a PostgreSQL server URL, or SQLITE."""
    with tempfile.TemporaryDirectory(prefix="bench-processes-") as tmp:
        if database == SQLITE:
            return await run_processes(processes, SQLITE, Path(tmp), **options)
        async with fresh_database(database) as url:
            result = await run_processes(processes, url, Path(tmp), **options)
    return result


# ---------------------------------------------------------------------- the table
HEADER = (
    "| processes | database | games (per process) | moves | moves/s | move → board p50 / p95 / p99 | "
    "ack p50 / p99 | CPU per move: bots / drawing / PostgreSQL / bench | PostgreSQL transactions per move | "
    "bot peak RSS | load avg before → after |"
)


def row(r: dict[str, Any], database: str) -> str:
    s: Samples = r["samples"]
    moves = max(1, r["moves"])

    def per_move(seconds: float | None) -> str:
        return "-" if seconds is None else f"{seconds / moves * 1000:.1f}"

    cpu = " / ".join(per_move(r[key]) for key in ("bots_cpu_s", "workers_cpu_s", "server_cpu_s", "driver_cpu_s"))
    spread = "+".join(map(str, r["games_per_shard"]))
    problems = f" (refused {s.refused}, lost {s.lost})" if s.refused or s.lost else ""
    transactions = "-" if r["transactions"] is None else f"{r['transactions'] / moves:.1f}"
    return (
        f"| {r['processes']} | {database} | {r['games']} ({spread}) | {r['moves']}{problems}"
        f" | {r['moves'] / r['played_s']:.1f} | "
        f"{ms(s.board, 0.5)} / {ms(s.board, 0.95)} / {ms(s.board, 0.99)} ms"
        f" | {ms(s.ack, 0.5)} / {ms(s.ack, 0.99)} ms | "
        f"{cpu} ms | {transactions} | {r['bot_peak_rss_mb']:.0f} MB"
        f" | {r['load_before'][0]:.1f} → {r['load_after'][0]:.1f} |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4], help="bot process counts to measure")
    parser.add_argument(
        "--database",
        default=os.environ.get("TABLETOP_TEST_DATABASE_URL", "").strip(),
        help="a PostgreSQL server URL (default $TABLETOP_TEST_DATABASE_URL); a fresh database per run",
    )
    parser.add_argument("--sqlite", action="store_true", help="also run one process on a SQLite file, for comparison")
    parser.add_argument("--games", type=int, default=20, help="concurrent games (two members each)")
    parser.add_argument("--moves", type=int, default=20, help="measured moves per game")
    parser.add_argument("--warmup", type=int, default=2, help="moves per game before the measurement")
    parser.add_argument("--game", default="solstis")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--render-processes", default=None, help="TABLETOP_RENDER_PROCESSES for each bot (default: the bot's)"
    )
    parser.add_argument(
        "--own-sessions",
        action="store_true",
        help="start each bot in a session of its own (as the tests do):"
        " on a shared machine more processes then get more CPU",
    )
    args = parser.parse_args(argv)
    if not args.database and not args.sqlite:
        parser.error("name a PostgreSQL server with --database (or TABLETOP_TEST_DATABASE_URL), or use --sqlite")
    if any(p < 1 for p in args.processes) or args.games < 1 or args.moves < 1:
        parser.error("--processes, --games and --moves must be at least 1")
    options = dict(
        games=args.games,
        moves=args.moves,
        warmup=args.warmup,
        game=args.game,
        seed=args.seed,
        render_processes=args.render_processes,
        own_sessions=args.own_sessions,
    )
    runs = [(1, SQLITE)] if args.sqlite else []
    if args.database:
        runs += [(processes, args.database) for processes in args.processes]
    print(
        f"{args.game}, {args.games} games, {args.warmup} + {args.moves} moves each, {os.cpu_count()} cores; "
        f"render processes per bot: {args.render_processes or 'default'}; "
        f"bots in {'a session each' if args.own_sessions else 'the bench’s session'}",
        flush=True,
    )
    print(HEADER)
    print("|" + "---|" * (HEADER.count("|") - 1), flush=True)
    for processes, database in runs:
        result = asyncio.run(measure(processes, database, **options))
        print(row(result, "SQLite" if database == SQLITE else "PostgreSQL"), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
