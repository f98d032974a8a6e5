"""Worker processes (board drawing, hard AI) end with the bot, even when it is killed outright."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# A bot stand-in: starts both pools the way the bot does, reports the pids, then waits to be killed.
SCRIPT = textwrap.dedent(
    """
    import asyncio, os, sys
    from services.ai_pool import AIPool
    from services.images import ImageService

    async def main():
        images = ImageService(processes=2)
        ai = AIPool(workers=1)
        render_pids = {await images.run(os.getpid) for _ in range(8)}
        ai_pid = await ai.processes.run(os.getpid)
        replay_pid = await images.in_replay_process(os.getpid)
        print(" ".join(str(pid) for pid in sorted(render_pids | {ai_pid})), flush=True)
        print(replay_pid, flush=True)
        await asyncio.sleep(600)

    if __name__ == "__main__":
        asyncio.run(main())
    """
)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _children_of(pid: int) -> set[int]:
    """Every process whose parent is ``pid`` (the fork server and the resource tracker included)."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    if int(stat.read().split(")")[-1].split()[1]) == pid:
                        found.add(int(entry))
            except (FileNotFoundError, ProcessLookupError):
                pass
    return found


def test_workers_and_fork_server_exit_when_the_bot_is_killed(tmp_path):
    script = tmp_path / "bot_stand_in.py"
    script.write_text(SCRIPT)
    bot = subprocess.Popen(
        [sys.executable, str(script)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        workers = {int(pid) for pid in bot.stdout.readline().split()}
        bot.stdout.readline()
        helpers = _children_of(bot.pid)  # fork server, resource tracker, AI worker
        grandchildren = set().union(*(_children_of(pid) for pid in helpers))  # render workers
        started = workers | helpers | grandchildren
        assert len(workers) >= 2 and workers <= started
        assert all(_alive(pid) for pid in workers)
        # A helper that came and went by itself (a short-lived process of a pool) is not one the kill
        # must take down: the check below is about the processes alive when the bot dies.
        started = {pid for pid in started if _alive(pid)}
    finally:
        bot.send_signal(signal.SIGKILL)
        bot.wait()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and any(_alive(pid) for pid in started):
        time.sleep(0.2)
    left = sorted(pid for pid in started if _alive(pid))
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert left == [], f"processes left behind by a killed bot: {left}"


# A script that notes each time it is loaded (its module code, outside the ``__main__`` guard), then
# has work done in the drawing workers, the replay process and the AI worker, and tells whether a
# worker holds a module that only the script imports.
LOADS_SCRIPT = textwrap.dedent(
    """
    import asyncio, os
    import xml.dom.minidom  # imported by this script alone, never by the project's packages

    with open(os.environ["LOADS_FILE"], "a") as loads:
        loads.write(f"{os.getpid()}\\n")

    async def main():
        from services.ai_pool import AIPool
        from services.images import ImageService
        from services.worker_processes import _hold

        images = ImageService(processes=2)
        ai = AIPool(workers=1)
        pids = {await images.run(_hold, 0.2) for _ in range(4)}
        pids.add(await images.in_replay_process(os.getpid))
        pids.add(await ai.processes.run(os.getpid))
        holding = await images.run(__import__("tests.worker_probe", fromlist=["x"]).holds_minidom)
        print(os.getpid(), len(pids), holding, flush=True)
        images.close()

    if __name__ == "__main__":
        asyncio.run(main())
    """
)


def test_workers_do_not_load_the_bots_script_again(tmp_path):
    """multiprocessing loads the parent's main script into each forked worker unless the fork server
    says it is loaded (services.fork_main): the script runs once, in the bot, whatever the workers do."""
    script = tmp_path / "bot_stand_in.py"
    script.write_text(LOADS_SCRIPT)
    loads = tmp_path / "loads.txt"
    done = subprocess.run(
        [sys.executable, str(script)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT), "LOADS_FILE": str(loads)},
    )
    assert done.returncode == 0, done.stderr
    bot, workers, holding = done.stdout.split()
    assert int(workers) >= 3, "drawing, replay and AI workers did the work"
    assert loads.read_text().split() == [bot], "the script ran in the bot only"
    assert holding == "False", "a worker holds a module only the script imports"
