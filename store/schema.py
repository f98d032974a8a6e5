"""The database schema as an ordered list of migrations.

Each entry upgrades the schema by one version; ``schema_version`` records how far a
database has come, so an old file is brought up to date on open and never rebuilt.
"""

MIGRATIONS: list[str] = [
    # 1: games, seats, the append-only move log
    """
    CREATE TABLE games (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        game_key      TEXT    NOT NULL,
        guild_id      INTEGER,
        channel_id    INTEGER NOT NULL,
        thread_id     INTEGER UNIQUE,
        lobby_message_id INTEGER,
        host_id       INTEGER NOT NULL,
        status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'cancelled')),
        options       TEXT    NOT NULL DEFAULT '{}',
        seed          INTEGER NOT NULL,
        state         TEXT,
        result        TEXT,
        version       INTEGER NOT NULL DEFAULT 0,
        created_at    REAL    NOT NULL,
        updated_at    REAL    NOT NULL
    );
    CREATE INDEX games_by_status ON games (status);
    CREATE INDEX games_by_channel ON games (channel_id, status);

    CREATE TABLE seats (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        user_id  INTEGER,
        ai_kind  TEXT,
        name     TEXT    NOT NULL,
        PRIMARY KEY (game_id, seat),
        CHECK ((user_id IS NULL) <> (ai_kind IS NULL))
    );
    CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

    CREATE TABLE moves (
        game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        version    INTEGER NOT NULL,
        seat       INTEGER NOT NULL,
        action_id  TEXT    NOT NULL,
        events     TEXT    NOT NULL,
        by_ai      INTEGER NOT NULL DEFAULT 0,
        irreversible INTEGER NOT NULL DEFAULT 0,
        created_at REAL    NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    """,
]
