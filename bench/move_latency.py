"""One move's time from the interaction to its posted board image, end to end.

The real bot (unmodified bot.py, real discord.py) runs against the local fake Discord over
loopback; two humans play Mountain Miners through /move and each move is timed from sending
the INTERACTION_CREATE to the fake receiving the new board image in the thread.

    python -m bench.move_latency [--moves 60] [--game mountain-miners]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.stats import summary_ms
from tests.e2e_helpers import board_messages, legal_choices, open_table
from tests.fake_discord.harness import running_bot


def resident_mb(pid: int) -> float:
    """The process's resident memory (Linux /proc), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def measure(game: str, moves: int, seed: int) -> tuple[list[float], float]:
    rng = random.Random(seed)
    samples: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        async with running_bot(Path(tmp), env={"TABLETOP_AI_DELAY": "0", "TABLETOP_LOG_LEVEL": "WARNING"}) as (
            fake,
            bot,
            world,
        ):
            _, thread = await open_table(fake, world.channel, world.alice, game, [world.bob], bots=0)
            while len(samples) < moves:
                mover = None
                for user in (world.alice, world.bob):
                    choices = await legal_choices(fake, user, thread)
                    if choices:
                        mover = user
                        break
                if mover is None:  # game over: start another table
                    _, thread = await open_table(fake, world.channel, world.alice, game, [world.bob], bots=0)
                    continue
                before = len(board_messages(fake, thread))
                started = time.perf_counter()
                await fake.slash(mover, thread, "move", {"action": rng.choice(choices)["value"]})
                await fake.wait_for(
                    lambda: len(board_messages(fake, thread)) > before,  # noqa: B023  awaited right here
                    15,
                    "the board",
                )
                samples.append(time.perf_counter() - started)
            memory = resident_mb(bot.proc.pid)
    return samples, memory


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--game", default="mountain-miners")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    samples, memory = asyncio.run(measure(args.game, args.moves, args.seed))
    print(f"{args.game:16s} move -> posted board (e2e, fake Discord): {summary_ms(samples)}")
    print(f"{'':16s} bot process resident memory after {len(samples)} moves: {memory:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
