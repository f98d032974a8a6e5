"""What to tell a person when the bot cannot start: one short paragraph each, never a traceback.

Each message says what went wrong and what to do about it. None of them includes the token.
"""

from __future__ import annotations

import logging
import os
import socket
from pathlib import Path

import aiohttp
import discord

from lang.catalogue import LOCALES_DIR, SOURCE, MissingMessages, locale_folders
from services import paces
from store import SchemaTooNew
from store.backend import DatabaseUnavailable, describe_database, is_postgres_url

log = logging.getLogger("tabletop")

NO_TOKEN = """DISCORD_TOKEN is not set, so the bot cannot log in.
Create an application at https://discord.com/developers/applications, open "Bot", press
"Reset Token" and copy it; then start the bot with  DISCORD_TOKEN=your-token make run
(or put DISCORD_TOKEN=your-token in a .env file for docker compose). The README's
"Put it in your server" section has every step, including the invite link."""

TOKEN_REFUSED = """Discord refused the token in DISCORD_TOKEN (it is wrong, or it was reset).
Open https://discord.com/developers/applications, pick your application, "Bot" > "Reset Token",
and start the bot again with the new token. Copy the bot token, not the client secret or the
application id."""

NO_NETWORK = """Cannot reach Discord ({detail}).
Check that this machine is online and can resolve and reach discord.com (a proxy or firewall
may block it), then start the bot again. Games are safe in the database meanwhile."""

PRIVILEGED_INTENTS = """Discord refused the connection because it asked for a privileged intent.
This bot needs none: make sure you run the unmodified bot.py."""

SCHEMA_TOO_NEW = """The database {database} was written by a newer version of this bot (schema
version {found}; this code knows up to {known}). Run the newer version again, or restore a backup
made with this version (see "Backups" in docs/operating.md). Nothing was changed."""

SHARDS_REFUSED = """Discord refused the shard settings ({detail}).
{advice} Every process of the bot must use the same SHARD_COUNT, and together their SHARD_IDS
must cover every shard from 0 to SHARD_COUNT - 1 (see "Running on several processes" in docs/operating.md)."""

# Gateway close codes about sharding, with what to do about each.
SHARD_CLOSE_CODES = {
    4010: ("close code 4010, invalid shard", "A shard id is not below SHARD_COUNT, or SHARD_COUNT is wrong."),
    4011: (
        "close code 4011, sharding required",
        "The bot is in too many servers for so few shards: raise SHARD_COUNT, or leave it unset so the\n"
        "bot uses the number Discord recommends.",
    ),
}

DATABASE_UNAVAILABLE = """{detail}.
Check DATABASE_URL (host, port, user, password, database name) and that the PostgreSQL server is
running and lets this machine in, then start the bot again. Games are safe on the server meanwhile."""

CONFIG = """The configuration is not valid: {detail}
docs/configuration.md lists every variable, what it allows and its default."""

NO_SOURCE_LANGUAGE = """The message catalogue has no English source: {folder} is missing or has no
.ftl files, so the bot has no words to show (its commands would be registered under message ids
such as /cmd-play-name). Restore lang/locales/en-US from this version of the bot (for example
git checkout -- lang/locales/en-US), then start the bot again. Nothing was changed."""

MESSAGES_MISSING = """The English message catalogue ({folder}) lacks {count} message(s) this version
of the bot uses ({examples}), so commands would show message ids instead of words. Restore
lang/locales/en-US from this version of the bot, then start the bot again. Nothing was changed."""

PACES_INVALID = """The paces file cannot be used: {detail}.
Every time in it is a finite number of seconds from 0 to a year (a decision more than 0); its
"_about" says what each field means. Correct it, or restore data/paces.json from this version of
the bot, then start the bot again. Nothing was changed."""

PACES_NOT_KNOWN = """{detail}.
Those games would quietly play at another pace. Put the pace back in the file, or keep its name
readable as another pace under "aliases" (for example "aliases": {{"{example}": "daily"}}), then
start the bot again. Nothing was changed."""

LOCALE_FOLDER_IGNORED = (
    "the folder %s is not a language and is ignored: %s (move it out of %s, or name it by a Discord locale)"
)


def data_files_problem(locales: Path = LOCALES_DIR) -> str | None:
    """A paragraph saying why the bot's own data cannot be used (the message catalogue's source, the
    paces file), or None if it can. Checked before logging in; a folder of ``lang/locales`` that is
    not a language (a backup such as ``fr-old``) is left out with a warning naming it."""
    for name, why in locale_folders(locales)[1].items():
        log.warning(LOCALE_FOLDER_IGNORED, locales / name, why, locales)
    source = locales / SOURCE
    if not source.is_dir() or not any(source.glob("*.ftl")):
        return NO_SOURCE_LANGUAGE.format(folder=source)
    if paces.PROBLEM is not None:
        return explain_paces(paces.PROBLEM)
    return None


def explain_paces(problem: paces.PaceDataError) -> str:
    if isinstance(problem, paces.PacesNotKnown):
        names = [*problem.missing, *problem.needed]
        return PACES_NOT_KNOWN.format(detail=problem, example=names[0] if names else "old-name")
    return PACES_INVALID.format(detail=problem)


def data_folder_problem(database: str) -> str | None:
    """A paragraph saying why the bot cannot keep its database at ``database``, or None if it can.

    Checked before logging in, so a wrong volume or folder is reported at once and clearly.
    """
    if database == ":memory:" or is_postgres_url(database):
        return None  # no folder to check: the games live on a PostgreSQL server
    db = Path(database)
    folder = db.parent
    who = f"user id {os.getuid()}" if hasattr(os, "getuid") else "this user"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return (
            f"Cannot create the database folder {folder} ({error.strerror}).\n"
            f"Create it, or point TABLETOP_DB at a file in a folder that {who} can write."
        )
    probe = folder / f".write-test-{os.getpid()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError:
        return (
            f"The database folder {folder} is not writable by {who}, so games cannot be saved.\n"
            f"Give that user write access (e.g.  sudo chown -R {os.getuid() if hasattr(os, 'getuid') else 'UID'} "
            f"{folder}),\n"
            "or with Docker use the named volume from docker-compose.sqlite.yml instead of a bind mount\n"
            "of a root-owned folder; or set TABLETOP_DB to a file in a writable folder."
        )
    if db.exists() and not os.access(db, os.R_OK | os.W_OK):
        return (
            f"The database file {db} exists but {who} cannot read and write it.\n"
            "Fix its owner or permissions (the bot also needs to create files next to it)."
        )
    return None


def explain(error: BaseException, database: str) -> str | None:
    """The paragraph for a start-up failure a person can fix, or None for a real bug."""
    if isinstance(error, discord.LoginFailure):
        return TOKEN_REFUSED
    if isinstance(error, discord.PrivilegedIntentsRequired):
        return PRIVILEGED_INTENTS
    if isinstance(error, discord.ConnectionClosed) and error.code in SHARD_CLOSE_CODES:
        detail, advice = SHARD_CLOSE_CODES[error.code]
        return SHARDS_REFUSED.format(detail=detail, advice=advice)
    if isinstance(error, DatabaseUnavailable):
        return DATABASE_UNAVAILABLE.format(detail=error)
    if isinstance(error, paces.PaceDataError):
        return explain_paces(error)
    if isinstance(error, MissingMessages):
        examples = ", ".join(error.ids[:3]) + (", ..." if len(error.ids) > 3 else "")
        return MESSAGES_MISSING.format(folder=LOCALES_DIR / SOURCE, count=len(error.ids), examples=examples)
    if isinstance(error, SchemaTooNew):
        return SCHEMA_TOO_NEW.format(database=describe_database(database), found=error.found, known=error.known)
    if isinstance(
        error, (aiohttp.ClientConnectionError, ConnectionError, socket.gaierror, TimeoutError, discord.GatewayNotFound)
    ):
        return NO_NETWORK.format(detail=network_detail(error))
    return None


def network_detail(error: BaseException) -> str:
    """A short, token-free description of a connection failure."""
    if isinstance(error, aiohttp.ClientConnectorError):
        return f"could not connect to {error.host}:{error.port}: {error.os_error.strerror or error.os_error}"
    return type(error).__name__ + (f": {error}" if str(error) else "")
