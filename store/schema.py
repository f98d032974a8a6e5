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
    # 3: table integrity (issue 13). Undo in O(1): a reversible move keeps the state before it and the
    # timers its seat had, and each move points at the live move under it (games.last_live is the top).
    # Versions now also count seat changes, so the log keeps its own count of rows (move numbers).
    # Seats count every time-out of the game and remember a handover decided by someone else (unrated).
    # Abandon votes are rows, so they survive a restart.
    """
    ALTER TABLE moves ADD COLUMN state_before TEXT;
    ALTER TABLE moves ADD COLUMN timers_before TEXT;
    ALTER TABLE moves ADD COLUMN live_before INTEGER;
    ALTER TABLE games ADD COLUMN last_live INTEGER;
    ALTER TABLE games ADD COLUMN moves_logged INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts_total INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN handed_over INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE abandon_votes (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id  INTEGER NOT NULL,
        voted_at REAL    NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );

    UPDATE games SET moves_logged = (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id);
    UPDATE games SET last_live = (
        SELECT MAX(version) FROM moves WHERE moves.game_id = games.id AND moves.action_id <> '__undo__'
    );
    """,
    # 4: the board post of the current turn, edited after every move until the next human turn
    """
    ALTER TABLE games ADD COLUMN board_message_id INTEGER;
    ALTER TABLE games ADD COLUMN board_version INTEGER;
    """,
    # 5: several processes on one database (issue 14). A lease names the process doing a game's
    # clock work or AI turn until ``expires_at`` (renewed while it works); another process may take
    # it over once it has expired (see store/leases.py). ``board_shown`` is the version the current
    # board post shows, so a restart reposts a board only where its post was missed.
    """
    CREATE TABLE leases (
        kind       TEXT    NOT NULL CHECK (kind IN ('clock', 'ai')),
        game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        holder     TEXT    NOT NULL,
        expires_at REAL    NOT NULL,
        PRIMARY KEY (kind, game_id)
    );
    ALTER TABLE games ADD COLUMN board_shown INTEGER;
    """,
    # 6: one flow for every change (issue 25/26). ``board_to_act``: who was to act on the newest board
    # the turn post shows or is owed (JSON list), so a restart knows exactly when the next turn begins.
    # ``board_intent``: a new turn post owed by a committed change (JSON: key, start, to_act), recorded
    # in the change's own transaction and cleared once Discord's message id is stored; a restart
    # reconciles it. ``timers.failures``: failed attempts at firing a timer, for its back-off.
    # ``abandon_votes.version``: a vote counts only at the game version it was cast at (the next move,
    # undo or seat change ends it) and for a stated time (``voted_at``); older votes no longer count.
    """
    ALTER TABLE games ADD COLUMN board_to_act TEXT;
    ALTER TABLE games ADD COLUMN board_intent TEXT;
    ALTER TABLE timers ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE abandon_votes ADD COLUMN version INTEGER;
    """,
]


# The same schema on PostgreSQL, migration for migration (``MIGRATIONS[i]`` and ``PG_MIGRATIONS[i]``
# bring a database to the same version). Discord snowflakes and every id are BIGINT; moments are
# DOUBLE PRECISION seconds like SQLite's REAL (a timer is taken by its exact due time, so it must
# round-trip unchanged); flags stay 0/1 integers so the store's statements are the same on both.
# Small JSON documents the server may look into (options, result, events, saved timers) are JSONB;
# game states stay JSON text exactly as the engines wrote them (JSONB would reorder their keys).
PG_MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id            BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game_key      TEXT    NOT NULL,
        guild_id      BIGINT,
        channel_id    BIGINT  NOT NULL,
        thread_id     BIGINT  UNIQUE,
        lobby_message_id BIGINT,
        host_id       BIGINT  NOT NULL,
        status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'cancelled')),
        options       JSONB   NOT NULL DEFAULT '{}',
        seed          BIGINT  NOT NULL,
        state         JSON,
        result        JSONB,
        version       INTEGER NOT NULL DEFAULT 0,
        created_at    DOUBLE PRECISION NOT NULL,
        updated_at    DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX games_by_status ON games (status);
    CREATE INDEX games_by_channel ON games (channel_id, status);

    CREATE TABLE seats (
        game_id  BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        user_id  BIGINT,
        ai_kind  TEXT,
        name     TEXT    NOT NULL,
        PRIMARY KEY (game_id, seat),
        CHECK ((user_id IS NULL) <> (ai_kind IS NULL))
    );
    CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

    CREATE TABLE moves (
        game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        version    INTEGER NOT NULL,
        seat       INTEGER NOT NULL,
        action_id  TEXT    NOT NULL,
        events     JSONB   NOT NULL,
        by_ai      INTEGER NOT NULL DEFAULT 0,
        irreversible INTEGER NOT NULL DEFAULT 0,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    """,
    """
    ALTER TABLE games ADD COLUMN pace TEXT NOT NULL DEFAULT 'live';
    ALTER TABLE seats ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN dm_closed INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE timers (
        game_id  BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        kind     TEXT    NOT NULL CHECK (kind IN ('remind', 'timeout')),
        version  INTEGER NOT NULL,
        due_at   DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, seat, kind)
    );
    CREATE INDEX timers_due ON timers (due_at);

    CREATE TABLE results (
        game_id   BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        user_id   BIGINT,
        guild_id  BIGINT,
        game_key  TEXT    NOT NULL,
        place     INTEGER NOT NULL,
        score     BIGINT  NOT NULL,
        won       INTEGER NOT NULL,
        rated     INTEGER NOT NULL,
        rating_before DOUBLE PRECISION,
        rating_after  DOUBLE PRECISION,
        finished_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_by_user ON results (user_id, game_key);

    CREATE TABLE ratings (
        guild_id BIGINT  NOT NULL,
        game_key TEXT    NOT NULL,
        user_id  BIGINT  NOT NULL,
        rating   DOUBLE PRECISION NOT NULL,
        played   INTEGER NOT NULL DEFAULT 0,
        wins     INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (guild_id, game_key, user_id)
    );
    """,
    """
    ALTER TABLE moves ADD COLUMN state_before JSON;
    ALTER TABLE moves ADD COLUMN timers_before JSONB;
    ALTER TABLE moves ADD COLUMN live_before INTEGER;
    ALTER TABLE games ADD COLUMN last_live INTEGER;
    ALTER TABLE games ADD COLUMN moves_logged INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts_total INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN handed_over INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE abandon_votes (
        game_id  BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id  BIGINT  NOT NULL,
        voted_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );

    UPDATE games SET moves_logged = (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id);
    UPDATE games SET last_live = (
        SELECT MAX(version) FROM moves WHERE moves.game_id = games.id AND moves.action_id <> '__undo__'
    );
    """,
    """
    ALTER TABLE games ADD COLUMN board_message_id BIGINT;
    ALTER TABLE games ADD COLUMN board_version INTEGER;
    """,
    """
    CREATE TABLE leases (
        kind       TEXT    NOT NULL CHECK (kind IN ('clock', 'ai')),
        game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        holder     TEXT    NOT NULL,
        expires_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (kind, game_id)
    );
    ALTER TABLE games ADD COLUMN board_shown INTEGER;
    """,
    """
    ALTER TABLE games ADD COLUMN board_to_act TEXT;
    ALTER TABLE games ADD COLUMN board_intent TEXT;
    ALTER TABLE timers ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE abandon_votes ADD COLUMN version INTEGER;
    """,
]

assert len(PG_MIGRATIONS) == len(MIGRATIONS), "each migration needs its PostgreSQL twin"

# Every table of the schema, parents before children (the order a copy must fill them in). Leases
# are left out: they name processes of the database they were taken in, and expire within seconds.
TABLES: tuple[str, ...] = ("games", "seats", "moves", "timers", "results", "ratings", "abandon_votes")
