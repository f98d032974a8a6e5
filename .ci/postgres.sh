#!/usr/bin/env bash
# Run a command with a throw-away PostgreSQL server on loopback, then stop the server.
#
#   .ci/postgres.sh make test
#
# PostgreSQL comes from the distribution's packages (installed when initdb is missing). The server
# lives in a temporary directory, listens on 127.0.0.1 only (port PG_TEST_PORT, default 55439) and
# on a unix socket in that directory; TABLETOP_TEST_DATABASE_URL points the tests at it. The server
# and its files go when the command ends, whatever its outcome.
set -euo pipefail

PORT="${PG_TEST_PORT:-55439}"

find_bin() {
    # The newest PostgreSQL the distribution installed, else whatever is on PATH.
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
    if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
    echo ""
}

BIN=$(find_bin)
if [ -z "$BIN" ]; then
    echo "PostgreSQL is not installed: installing it from the distribution's packages" >&2
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
    BIN=$(find_bin)
fi
[ -n "$BIN" ] || { echo "could not find initdb after installing PostgreSQL" >&2; exit 1; }

# initdb and postgres refuse to run as root: run them as the postgres system user then.
if [ "$(id -u)" = 0 ]; then
    as_owner() { runuser -u postgres -- "$@"; }
else
    as_owner() { "$@"; }
fi

DATA=$(mktemp -d /tmp/tabletop-pg.XXXXXX)
chmod 755 "$DATA"
if [ "$(id -u)" = 0 ]; then chown postgres "$DATA"; fi

stop_server() {
    as_owner "$BIN/pg_ctl" -D "$DATA/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DATA"
}
trap stop_server EXIT
trap 'exit 130' INT  # interrupted: leave through the EXIT trap, which stops the server
trap 'exit 143' TERM

as_owner "$BIN/initdb" -D "$DATA/data" -U tabletop --auth=trust -E UTF8 --no-locale >"$DATA/initdb.log" 2>&1 \
    || { cat "$DATA/initdb.log" >&2; exit 1; }
# fsync off: a throw-away test server never has to survive a crash, and the tests create many databases.
as_owner "$BIN/pg_ctl" -D "$DATA/data" -l "$DATA/server.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DATA -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    >/dev/null || { cat "$DATA/server.log" >&2; exit 1; }
as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U tabletop tabletop_test

export TABLETOP_TEST_DATABASE_URL="postgresql://tabletop@127.0.0.1:$PORT/tabletop_test"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') for the tests at $TABLETOP_TEST_DATABASE_URL" >&2
"$@"
