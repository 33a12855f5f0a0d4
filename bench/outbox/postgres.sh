#!/usr/bin/env bash
# Runs the outbox bench on the local PostgreSQL cluster of bench/tickets/postgres.sh, in a database of its own
# (helpdesk_bench_outbox: 200 tickets, its outbox emptied at each run). Usage: bench/outbox/postgres.sh [the bench's flags]
BENCH_PG_DB=helpdesk_bench_outbox BENCH_SCRIPT=outbox exec "$(dirname "$0")/../tickets/postgres.sh" "$@"
