"""Where the games live: a PostgreSQL URL or a SQLite file, told apart and checked in one place.

``DATABASE_URL`` is written by people in several spellings: ``postgres://``, ``postgresql://``,
SQLAlchemy's ``postgresql+asyncpg://``, in any case. :func:`parse_database_url` accepts exactly
those and gives the one form the driver (asyncpg) takes; anything else that looks like a URL is
refused with a reason, so a typo never turns into a SQLite file named after the URL (and its
password). :func:`describe_database` is the only form of a database's address that may reach a log
line or a message: it never holds a password, wherever the URL put one.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

POSTGRES_SCHEMES = ("postgres", "postgresql", "postgresql+asyncpg")
DRIVER_SCHEME = "postgresql"  # the spelling asyncpg understands
MASK = "***"

# "scheme://": what makes a text a URL rather than a file path (a Windows path has one slash at most).
_URL_START = re.compile(r"^\s*([A-Za-z][A-Za-z0-9+.\-]*)://")
# Query keys that carry a secret (libpq and asyncpg take ``password``; ``sslpassword`` unlocks a key).
_SECRET_QUERY_VALUE = re.compile(r"([?&;][^=&;#?]*(?:pass|secret|token)[^=&;#?]*)=[^&;#]*", re.IGNORECASE)


class DatabaseUrlError(ValueError):
    """A database URL the bot cannot use; the message says why and never repeats a password."""


def url_scheme(text: str | Path) -> str | None:
    """The scheme of ``text`` in lower case when it is written as a URL (``x://...``), else None."""
    match = _URL_START.match(str(text))
    return match.group(1).lower() if match else None


def is_postgres_url(database: str | Path) -> bool:
    """Whether ``database`` names a PostgreSQL server (in any of the accepted spellings)."""
    return url_scheme(database) in POSTGRES_SCHEMES


def parse_database_url(raw: str, variable: str = "DATABASE_URL") -> str:
    """``raw`` as the URL the PostgreSQL driver takes (scheme ``postgresql://``, the rest as written).

    Raises :class:`DatabaseUrlError`, whose message names ``variable`` and says what is allowed,
    for a text that is not a PostgreSQL URL or that cannot be read as one.
    """
    text = raw.strip()
    scheme = url_scheme(text)
    allowed = ", ".join(f"{name}://" for name in POSTGRES_SCHEMES)
    if scheme is None:
        raise DatabaseUrlError(
            f"{variable} must be a PostgreSQL URL such as postgresql://user:password@host:5432/tabletop "
            f"(it does not start with a scheme such as postgresql://). To keep the games in a SQLite file, "
            f"leave {variable} unset and set TABLETOP_DB to the file's path instead."
        )
    if scheme not in POSTGRES_SCHEMES:
        advice = (
            "For a SQLite file, leave DATABASE_URL unset and set TABLETOP_DB to the file's path alone (e.g. "
            "var/tabletop.db)."
            if scheme.startswith("sqlite")
            else "This bot keeps its games in PostgreSQL or in a SQLite file only."
        )
        raise DatabaseUrlError(
            f"{variable} starts with {scheme}://, which is not a PostgreSQL URL; the accepted schemes are "
            f"{allowed} (in any case). {advice}"
        )
    parts = urlsplit(text)
    try:
        _ = parts.port  # a port that is not a number raises here rather than at the first connection
    except ValueError:
        raise DatabaseUrlError(
            f"{variable} has a port that is not a number ({describe_database(text)}); "
            "write it as postgresql://user:password@host:5432/tabletop."
        ) from None
    return DRIVER_SCHEME + text[len(scheme) :]


def describe_database(database: str | Path) -> str:
    """The database's address fit for a log line or a message: a file path as it is; a URL without
    any password (the one after ``user:``, and every ``?password=``-like query value).

    Read by hand rather than with urllib: a password holding an unencoded ``/``, ``?`` or ``@``
    would make urllib cut the URL elsewhere and show part of the password as the path.
    """
    text = str(database)
    match = _URL_START.match(text)
    if match is None:
        return text
    head, rest = text[: match.end()].strip(), text[match.end() :]
    at = rest.rfind("@")  # the last "@": a password may hold one; a user name or host never does
    if at >= 0:
        user, has_password, _ = rest[:at].partition(":")
        rest = (f"{user}:{MASK}@" if has_password else f"{user}@") + rest[at + 1 :]
    return head + _SECRET_QUERY_VALUE.sub(lambda m: f"{m.group(1)}={MASK}", rest)
