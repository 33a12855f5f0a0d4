#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a loopback port, runs the server test suite against it
# (DATABASE_URL), then stops and removes the cluster. Usage: scripts/with-postgres.sh [test filters…]
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)." >&2
  exit 1
fi
PORT=${PGTEST_PORT:-55432}
DIR=$(mktemp -d /tmp/helpdesk-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root.
  chown postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U helpdesk --auth=trust -E UTF8 --no-locale >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c full_page_writes=off" start >/dev/null

export DATABASE_URL="postgres://helpdesk@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
node scripts/run-tests.mjs "$@"
