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
    # 2: the table experience: pace and clocks, autopilot seats, closed DMs, results and ratings
    """
    ALTER TABLE games ADD COLUMN pace TEXT NOT NULL DEFAULT 'live';
    ALTER TABLE seats ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN dm_closed INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE timers (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        kind     TEXT    NOT NULL CHECK (kind IN ('remind', 'timeout')),
        version  INTEGER NOT NULL,
        due_at   REAL    NOT NULL,
        PRIMARY KEY (game_id, seat, kind)
    );
    CREATE INDEX timers_due ON timers (due_at);

    CREATE TABLE results (
        game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        user_id   INTEGER,
        guild_id  INTEGER,
        game_key  TEXT    NOT NULL,
        place     INTEGER NOT NULL,
        score     INTEGER NOT NULL,
        won       INTEGER NOT NULL,
        rated     INTEGER NOT NULL,
        rating_before REAL,
        rating_after  REAL,
        finished_at REAL  NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_by_user ON results (user_id, game_key);

    CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        game_key TEXT    NOT NULL,
        user_id  INTEGER NOT NULL,
        rating   REAL    NOT NULL,
        played   INTEGER NOT NULL DEFAULT 0,
        wins     INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (guild_id, game_key, user_id)
    );
    """,
    # 3: the board post of the current turn, edited after every move until the next human turn
    """
    ALTER TABLE games ADD COLUMN board_message_id INTEGER;
    ALTER TABLE games ADD COLUMN board_version INTEGER;
    """,
]
