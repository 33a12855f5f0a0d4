#!/usr/bin/env bash
# Runs the tickets bench on the embedded database and on a local PostgreSQL from Debian's packages: a cluster kept in
# ${BENCH_PG_DIR:-/tmp/helpdesk-bench-pg} (so the 500 000 tickets are seeded once), started on a loopback port
# for the run and stopped afterwards. Usage: bench/tickets/postgres.sh [--tickets N] [--runs N]
# Other benches on the same cluster call this script with BENCH_SCRIPT set to their package script, and BENCH_PG_DB
# (default helpdesk_bench, the seeded tickets) when they need a database of their own.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)." >&2
  exit 1
fi
PORT=${BENCH_PG_PORT:-55433}
DIR=${BENCH_PG_DIR:-/tmp/helpdesk-bench-pg}
DB=${BENCH_PG_DB:-helpdesk_bench}
RUN_AS=()
if [ "$(id -u)" = "0" ]; then RUN_AS=(runuser -u postgres --); fi

if [ ! -d "$DIR/data" ]; then
  mkdir -p "$DIR"
  [ "$(id -u)" = "0" ] && chown postgres "$DIR"
  "${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U helpdesk --auth=trust -E UTF8 --no-locale >/dev/null
fi
stop() { "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; }
trap stop EXIT
# Default durability settings; only shared_buffers is raised from the tiny packaged default.
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c shared_buffers=1GB -c work_mem=32MB" start >/dev/null
"${RUN_AS[@]}" "$BIN/psql" -h "$DIR" -p "$PORT" -U helpdesk -d postgres -tc "select 1 from pg_database where datname = '$DB'" | grep -q 1 ||
  "${RUN_AS[@]}" "$BIN/psql" -h "$DIR" -p "$PORT" -U helpdesk -d postgres -c "create database $DB" >/dev/null

DATABASE_URL="postgres://helpdesk@127.0.0.1:$PORT/$DB" pnpm "${BENCH_SCRIPT:-tickets}" -- "$@"
