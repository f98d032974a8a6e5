"""The fork server's first import: its workers do not load the bot's script again.

Before a worker forked from the fork server does its first piece of work, multiprocessing loads the
parent's main script into it (as ``__mp_main__``, ``multiprocessing.spawn.prepare``). For the bot
that is ``bot.py``: discord.py, aiohttp and every cog, about half a second of CPU and tens of MB in
each worker, and again in each fresh replay process, for nothing, since the work sent to a worker
is always a function of the project's packages (``services``, ``render``, ``rules``), never one of
the script. Imported first by the fork server (``services.worker_processes.PRELOAD``), this module
makes that step do nothing there and in every worker forked from it; the bot's own process, which
never runs that step, is not changed by it.

(``set_forkserver_preload(["__main__"])`` is meant to load the script once in the fork server
instead, but in Python 3.11 the fork server is never told the script's path, so it does nothing.)
"""

from __future__ import annotations

from multiprocessing import spawn


def _script_not_loaded(_main: str) -> None:
    """In place of multiprocessing's loading of the parent's main script (by path or by module name)."""


spawn._fixup_main_from_path = _script_not_loaded  # type: ignore[attr-defined]
spawn._fixup_main_from_name = _script_not_loaded  # type: ignore[attr-defined]
