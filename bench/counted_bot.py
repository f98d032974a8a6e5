"""bot.py with what each picker click costs counted, for bench/move_statements.py: never used by the
bot itself.

Every component interaction of the picker (a move's button or menu, the second look's Confirm) is
measured from the moment discord.py hands it to the bot's component (the gate, then the callback,
then everything the callback awaits: the flow, the publisher, the picker's refresh) until it is
done. Counted inside that span: the games read (``_one_game``, a game with its seats), the member
settings read, the SQL statements sent, the transactions (each explicit one, and each write sent
outside one, which commits on its own), the moves committed (``commit_move``) and the requests to
Discord (the bot's own and the interaction's answers). One JSON line per click is appended to
``$TABLETOP_CLICK_COUNTS``.

    TABLETOP_CLICK_COUNTS=/tmp/clicks.jsonl python tests/fake_discord/launch.py bench/counted_bot.py
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import os
import runpy
import sys
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]

# The click being measured (its counter), in the interaction's task and whatever it awaits.
_click: contextvars.ContextVar[Counter[str] | None] = contextvars.ContextVar("click", default=None)
# Inside one of the backend's transactions (SQLite and PostgreSQL alike).
_in_transaction: contextvars.ContextVar[bool] = contextvars.ContextVar("in_counted_transaction", default=False)
_in_statement: contextvars.ContextVar[bool] = contextvars.ContextVar("in_counted_statement", default=False)

SHOW_SQL = bool(os.environ.get("TABLETOP_CLICK_SQL"))  # each click's statements too (to see where they go)
_sql: contextvars.ContextVar[list[str]] = contextvars.ContextVar("click_sql")
MEASURED = ("pick:", "picks:", "sure:")  # a move's button, its menu, the second look (Confirm and Back)


def count(name: str, by: int = 1) -> None:
    counter = _click.get()
    if counter is not None:
        counter[name] += by


def measured(custom_id: str) -> bool:
    """A click that may play a move: a move's button (not a page, undo or more time), a menu."""
    if custom_id.startswith("pick:"):
        return custom_id.rsplit(":", 1)[-1].isdigit()
    return custom_id.startswith(MEASURED)


def install(out: Path) -> None:
    import discord.http
    import discord.ui.view
    import discord.webhook.async_

    import store.backend
    import store.base
    import store.members
    import store.moves

    statements = ("execute", "run_later", "fetchall", "fetchone", "insert_id", "executemany")
    writes = ("execute", "run_later", "insert_id", "executemany")
    for backend in (store.backend.SqliteBackend, store.backend.PostgresBackend):
        for name in statements:
            original = getattr(backend, name, None)
            if original is None:
                continue

            async def counted(self: Any, *args: Any, _original: Any = original, _name: str = name, **kw: Any) -> Any:
                if _in_statement.get():  # one method running another (run_later's execute): one statement
                    return await _original(self, *args, **kw)
                count("statements")
                if SHOW_SQL and _click.get() is not None:
                    _sql.get().append(" ".join(str(args[0]).split())[:110])
                if _name in writes and not _in_transaction.get():
                    count("transactions")  # a write outside a transaction commits on its own
                token = _in_statement.set(True)
                try:
                    return await _original(self, *args, **kw)
                finally:
                    _in_statement.reset(token)

            setattr(backend, name, counted)
        begin = backend.transaction

        @contextlib.asynccontextmanager
        async def transaction(self: Any, _begin: Any = begin) -> AsyncIterator[None]:
            outer = not _in_transaction.get()
            if outer:
                count("transactions")
            token = _in_transaction.set(True)
            try:
                async with _begin(self):
                    yield
            finally:
                _in_transaction.reset(token)

        backend.transaction = transaction  # type: ignore[method-assign]

    one_game = store.base.StoreRows._one_game

    async def game_read(self: Any, *args: Any, **kw: Any) -> Any:
        count("game_reads")
        return await one_game(self, *args, **kw)

    store.base.StoreRows._one_game = game_read  # type: ignore[method-assign]
    for name in ("member_settings", "member_locale", "member_locales"):
        original = getattr(store.members.Members, name)

        async def settings_read(self: Any, *args: Any, _original: Any = original, **kw: Any) -> Any:
            count("settings_reads")
            return await _original(self, *args, **kw)

        setattr(store.members.Members, name, settings_read)

    commit_move = store.moves.MoveLog.commit_move

    async def counted_move(self: Any, *args: Any, **kw: Any) -> Any:
        done = await commit_move(self, *args, **kw)
        count("moves")  # (counted once committed: a refused move plays nothing)
        return done

    store.moves.MoveLog.commit_move = counted_move  # type: ignore[method-assign]

    request = discord.http.HTTPClient.request

    async def counted_request(self: Any, route: Any, *args: Any, **kw: Any) -> Any:
        count("discord_requests")
        return await request(self, route, *args, **kw)

    discord.http.HTTPClient.request = counted_request  # type: ignore[method-assign]

    answer = discord.webhook.async_.AsyncWebhookAdapter.request  # the interaction's own answers

    async def counted_answer(self: Any, *args: Any, **kw: Any) -> Any:
        count("discord_requests")
        return await answer(self, *args, **kw)

    discord.webhook.async_.AsyncWebhookAdapter.request = counted_answer  # type: ignore[method-assign]

    dispatch = discord.ui.view.ViewStore.schedule_dynamic_item_call

    async def counted_dispatch(
        self: Any, component_type: int, factory: Any, interaction: Any, custom_id: str, match: Any
    ) -> Any:
        if not measured(custom_id):
            return await dispatch(self, component_type, factory, interaction, custom_id, match)
        counter: Counter[str] = Counter()
        statements: list[str] = []
        _sql.set(statements)
        token = _click.set(counter)
        try:
            return await dispatch(self, component_type, factory, interaction, custom_id, match)
        finally:
            _click.reset(token)
            with out.open("a", encoding="utf-8") as file:
                file.write(
                    json.dumps({"custom_id": custom_id, **counter, **({"sql": statements} if SHOW_SQL else {})}) + "\n"
                )

    discord.ui.view.ViewStore.schedule_dynamic_item_call = counted_dispatch  # type: ignore[method-assign]


def main() -> None:
    install(Path(os.environ["TABLETOP_CLICK_COUNTS"]))
    sys.argv = [str(REPO_ROOT / "bot.py"), *sys.argv[1:]]
    runpy.run_path(str(REPO_ROOT / "bot.py"), run_name="__main__")


if __name__ == "__main__":
    main()
