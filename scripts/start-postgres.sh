#!/usr/bin/env bash
# Start (or reuse) a throwaway PostgreSQL server for the storage tests and print its
# SQLAlchemy URL. Needs Debian's `postgresql` package; as root it runs the server as the
# `postgres` user. Usage: export TRADEWINDS_TEST_POSTGRES=$(scripts/start-postgres.sh)
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$BIN" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
DIR=${TRADEWINDS_PG_DIR:-/tmp/tradewinds-pg}
PORT=${TRADEWINDS_PG_PORT:-54329}
as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ ! -f "$DIR/data/PG_VERSION" ]; then
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_owner "$BIN/initdb" -D "$DIR/data" -U tradewinds --auth=trust >"$DIR/initdb.log"
fi
if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
        -o "-p $PORT -k $DIR -c listen_addresses=''" start >/dev/null
fi
echo "postgresql+psycopg://tradewinds@/postgres?host=$DIR&port=$PORT"
