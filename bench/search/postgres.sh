#!/usr/bin/env bash
# Runs the search bench on the local PostgreSQL cluster of bench/tickets/postgres.sh (kept in
# ${BENCH_PG_DIR:-/tmp/helpdesk-bench-pg}, so the tickets are seeded once). Usage: bench/search/postgres.sh [--tickets N] [--runs N]
BENCH_SCRIPT=global-search exec "$(dirname "$0")/../tickets/postgres.sh" "$@"
