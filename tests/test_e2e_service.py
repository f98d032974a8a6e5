"""End to end: the real bot.py as a service, against the fake Discord.

A SIGTERM stops it cleanly (moves acknowledged and in flight are kept, the store is closed, exit 0);
start-up problems are explained in a paragraph without a traceback; /admin backup is owner-only;
the heartbeat reports health; the token never appears in the output.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import signal
import socket
import sqlite3
import time
from pathlib import Path

import pytest

from ops.health import judge, read_heartbeat
from store import Store
from store.schema import MIGRATIONS
from tests.e2e_helpers import ENGLISH, OPTIONS, db_game, db_rows, legal_choices, open_table
from tests.fake_discord import FakeDiscord
from tests.fake_discord.harness import REPO_ROOT, BotProcess, default_world, running_bot

pytestmark = pytest.mark.e2e


def logged_versions(db_path: Path) -> list[int]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return [row[0] for row in con.execute("SELECT version FROM moves ORDER BY version")]
    finally:
        con.close()


async def exit_code(bot: BotProcess, timeout: float = 40) -> int:
    """Wait (without blocking the fake's event loop) for the bot process to exit."""
    await asyncio.to_thread(bot.proc.wait, timeout)
    return bot.proc.returncode


def assert_readable_output(output: str, token: str) -> None:
    assert token not in output, "the token appeared in the output"
    assert "Traceback" not in output
    assert "voice will NOT be supported" not in output


async def who_can_move(fake: FakeDiscord, thread: int, users: list[int]) -> tuple[int, list[dict]]:
    for _ in range(100):
        for user in users:
            choices = await legal_choices(fake, user, thread)
            if choices:
                return user, choices
        await asyncio.sleep(0.1)
    raise AssertionError("nobody can move")


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "Ctrl-C"])
async def test_stop_signal_keeps_acknowledged_and_in_flight_moves_and_exits_cleanly(tmp_path, stop):
    env = {"TABLETOP_HEALTH_INTERVAL": "1"}
    async with running_bot(tmp_path, env=env) as (fake, bot, world):
        _, thread = await open_table(fake, world.channel, world.alice, "solstis", [world.bob], bots=0)
        players = [world.alice, world.bob]
        # The heartbeat says healthy while the bot runs.
        health_file = bot.db_path.parent / "health.json"
        await fake.wait_for(lambda: read_heartbeat(health_file) is not None, 10, "the first heartbeat")
        # (a heartbeat written while the gateway is still connecting says so; the next one says healthy)
        await fake.wait_for(lambda: judge(read_heartbeat(health_file), time.time())[0], 10, "a healthy heartbeat")

        user, choices = await who_can_move(fake, thread, players)
        ix = await fake.slash(user, thread, "move", {"action": choices[0]["value"]})
        await ix.wait_done()
        assert ix.content.startswith("Played:")
        acknowledged = db_game(bot.db_path)["version"]

        # The next move is sent, and SIGTERM follows as soon as the bot has deferred it.
        user, choices = await who_can_move(fake, thread, players)
        in_flight = await fake.slash(user, thread, "move", {"action": choices[0]["value"]})
        await fake.wait_for(lambda: in_flight.responded, 5, "the bot to defer the move")
        bot.proc.send_signal(stop)
        assert await exit_code(bot) == 0, bot.tail()
        # The store was closed: SQLite folds the write-ahead log back and removes it on the last close.
        assert not Path(f"{bot.db_path}-wal").exists()

        output = bot.output()
        assert_readable_output(output, fake.token)
        assert (
            f"{stop.name} received: stopping" in output and "database closed" in output and "stopped cleanly" in output
        )
        assert "game 1 started: Solstis" in output, "the journal logs the start of a game"
        # The move in flight was finished and answered before the process ended.
        await in_flight.wait_done(timeout=1)
        assert in_flight.content.startswith("Played:"), in_flight.content
        versions = logged_versions(bot.db_path)
        assert acknowledged in versions and acknowledged + 1 in versions
        assert db_game(bot.db_path)["version"] == acknowledged + 1
        last = read_heartbeat(health_file)
        assert last is not None and last.stopped and not judge(last, time.time())[0]


def world_with_owner(fake: FakeDiscord):
    world = default_world(fake)
    fake.add_member(world.guild, fake.owner_user_id)
    return world


async def test_admin_backup_is_owner_only_and_ephemeral(tmp_path):
    async with running_bot(tmp_path, setup=world_with_owner) as (fake, bot, world):
        await open_table(fake, world.channel, world.alice, "mountain-miners", [], bots=2)
        backups = bot.db_path.parent / "backups"
        refused = await fake.slash(world.alice, world.channel, "admin backup")
        await refused.wait_done()
        assert refused.ephemeral and refused.content.startswith("Only the bot's owner")
        assert not backups.exists()

        ix = await fake.slash(fake.owner_user_id, world.channel, "admin backup")
        await ix.wait_done()
        assert ix.ephemeral and ix.content.startswith("Backup written: `"), ix.content
        written = list(backups.glob("*.db"))
        assert len(written) == 1 and str(written[0]) in ix.content
        con = sqlite3.connect(written[0])
        try:
            assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            assert con.execute("SELECT game_key, status FROM games").fetchall() == [("mountain-miners", "active")]
        finally:
            con.close()
        assert_readable_output(bot.output(), fake.token)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def test_start_up_problems_are_explained_without_a_traceback(tmp_path):
    async with FakeDiscord() as fake:
        default_world(fake)

        async def run(name: str, env: dict[str, str], db_path: Path | None = None) -> tuple[int, str]:
            bot = BotProcess(fake, tmp_path / name, env=env, db_path=db_path)
            bot.start()
            code = await exit_code(bot)
            output = bot.output()
            assert_readable_output(output, fake.token)
            return code, output

        code, output = await run("no-token", {"DISCORD_TOKEN": ""})
        assert code == 2 and "DISCORD_TOKEN is not set" in output

        code, output = await run("refused", {"DISCORD_TOKEN": "MTIz.wrong.token-value"})
        assert code == 2 and "Discord refused the token" in output and "MTIz.wrong.token-value" not in output

        port = free_port()
        code, output = await run("offline", {"FAKE_DISCORD_API": f"http://127.0.0.1:{port}/api/v10"})
        assert code == 2 and f"Cannot reach Discord (could not connect to 127.0.0.1:{port}" in output

        blocker = tmp_path / "not-a-folder"
        blocker.write_text("")
        code, output = await run("folder", {}, db_path=blocker / "tabletop.db")
        assert code == 2 and f"Cannot create the database folder {blocker}" in output

        future = tmp_path / "future.db"
        con = sqlite3.connect(future)
        con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        con.execute("INSERT INTO schema_version VALUES (?)", (len(MIGRATIONS) + 5,))
        con.commit()
        con.close()
        code, output = await run("future", {}, db_path=future)
        assert code == 2 and "was written by a newer version of this bot" in output
        assert (
            sqlite3.connect(future).execute("SELECT version FROM schema_version").fetchone()[0] == len(MIGRATIONS) + 5
        )


# What a copy of the bot needs to run: its code and its data (no tests, no .venv).
BOT_PARTS = ("bot.py", "config.py", "rules", "render", "lang", "store", "services", "cogs", "ops", "data")


def bot_copy(where: Path) -> Path:
    """A copy of the bot's code and data at ``where``, to start with a data file or a catalogue
    folder changed as an operator might change it; returns its bot.py. The copy's modules are the
    ones imported (launch.py puts the script's folder first on the path)."""
    for part in BOT_PARTS:
        source = REPO_ROOT / part
        if source.is_dir():
            shutil.copytree(source, where / part, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            where.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, where / part)
    return where / "bot.py"


def edit_paces(bot_py: Path, change) -> None:
    path = bot_py.parent / "data" / "paces.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


async def test_broken_data_files_are_explained_without_a_traceback(tmp_path):
    async with FakeDiscord() as fake:
        default_world(fake)

        async def run(name: str, bot_py: Path, db_path: Path | None = None) -> tuple[int, str]:
            bot = BotProcess(fake, tmp_path / name, script=bot_py, db_path=db_path)
            bot.start()
            code = await exit_code(bot)
            output = bot.output()
            assert_readable_output(output, fake.token)
            return code, output

        # No English source: the bot would register its commands under message ids.
        bot_py = bot_copy(tmp_path / "no-en-US")
        shutil.rmtree(bot_py.parent / "lang" / "locales" / "en-US")
        code, output = await run("no-en-US-run", bot_py)
        assert code == 2 and "The message catalogue has no English source" in output
        assert fake.command_syncs == 0  # it never logged in, so nothing was registered

        # A time that is not a finite number: NaN, and a number too large for a float (Infinity).
        for name, value in (("nan", "NaN"), ("infinity", "Infinity"), ("huge", "1e400")):
            bot_py = bot_copy(tmp_path / name)
            path = bot_py.parent / "data" / "paces.json"
            path.write_text(path.read_text().replace('"decision": 60,', f'"decision": {value},', 1))
            code, output = await run(f"{name}-run", bot_py)
            assert code == 2 and "The paces file cannot be used" in output, output
            assert f'{path}: "decision" of pace "blitz" is' in output and "not a finite number" in output

        # A file that is not JSON at all.
        bot_py = bot_copy(tmp_path / "broken")
        path = bot_py.parent / "data" / "paces.json"
        path.write_text(path.read_text()[:-20])
        code, output = await run("broken-run", bot_py)
        assert code == 2 and f"The paces file cannot be used: {path}: is not valid JSON" in output

        # A pace dropped from the file while a stored game still names it, with no alias for it.
        database = tmp_path / "weekend.sqlite3"
        store = await Store.open(database)
        await store.create_lobby("mountain-miners", 1, 10, 100, "Host", seed=7, pace="weekend")
        await store.close()
        bot_py = bot_copy(tmp_path / "dropped")
        edit_paces(bot_py, lambda data: data["paces"].pop("weekend"))
        code, output = await run("dropped-run", bot_py, db_path=database)
        assert code == 2 and 'has no pace "weekend" (1 stored game) and no alias for it' in output
        assert db_rows(database, "SELECT pace FROM games") == [{"pace": "weekend"}]  # nothing was changed


async def test_a_stray_locale_folder_is_ignored_with_a_warning(tmp_path):
    bot_py = bot_copy(tmp_path / "copy")
    locales = bot_py.parent / "lang" / "locales"
    shutil.copytree(locales / "fr", locales / "fr-old")  # a backup left beside the languages
    async with running_bot(tmp_path, script=bot_py) as (fake, bot, world):
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "mountain-miners"})
        await ix.wait_done()
        lobby = ix.message
        ids = {label: custom_id for label, custom_id, _ in lobby.buttons()}
        ix = await fake.click(world.alice, lobby, ids[OPTIONS])
        await ix.wait_done()
        assert ix.ephemeral and ix.content != ENGLISH.t("bot-sorry"), ix.content
        panel = ix.message
        pages = [custom_id for _, custom_id, _ in panel.buttons() if custom_id.startswith("lobby:")]
        languages = None
        for page in pages:  # the table's language is on one of the panel's pages
            turned = await fake.click(world.alice, fake.message(panel.id), page)
            await turned.wait_done()
            found = [s for s in fake.message(panel.id).selects() if s["custom_id"].startswith("llang:")]
            if found:
                languages = [o["value"] for o in found[0]["options"]]
        assert languages is not None and "fr" in languages and "fr-old" not in languages
        assert f"the folder {locales / 'fr-old'} is not a language and is ignored" in bot.output()
