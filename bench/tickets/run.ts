/**
 * Ticket list API at scale (ARCHITECTURE §7): seeds 500 000 tickets once, then prints p50/p95 server
 * time (fastify inject: no network) of each staff filter's first page with its exact total, a deep page,
 * full-text searches and the menu badges — on the embedded PGlite (data kept in var/bench-tickets-N) and then,
 * when DATABASE_URL is set, on PostgreSQL (its database must be empty or seeded by this script); one table each.
 *
 *   pnpm --filter @helpdesk/bench tickets [-- --tickets 500000 --runs 30]
 */
import { parseArgs } from 'node:util';
import { ADMIN_TICKET_FILTERS } from '../../server/src/modules/tickets/filters';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { tickets: { type: 'string', default: '500000' }, runs: { type: 'string', default: '30' } },
});
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);

async function benchmark(databaseUrl: string | undefined) {
  const started = Date.now();
  // A live PostgreSQL has autovacuum; PGlite has none. Either way measure a database in steady state:
  // statistics for the planner and a visibility map for index-only counts.
  const { config, database, app } = await openSeededApp(TICKETS, { databaseUrl: databaseUrl ?? '', analyze: true });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${where}\n`);

  // A manager (every company's tickets) through the real Sanctum flow and SMS code, kept as cookies.
  const call = await signedInCaller(app, 'manager@demo.test');

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const rows: { name: string; p50: number; p95: number; total: string }[] = [];
  async function measure(name: string, url: string) {
    let total = '';
    for (let i = 0; i < 3; i++) await call('GET', url);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await call('GET', url);
      times.push(performance.now() - t0);
      const body = res.json() as { meta?: { total: number }; data: Record<string, number> };
      total = body.meta
        ? String(body.meta.total)
        : Object.entries(body.data)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ');
    }
    times.sort((a, b) => a - b);
    rows.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), total });
    console.log(
      `${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   total ${total}`,
    );
  }

  console.log(`${database.kind}, ${TICKETS} tickets, ${RUNS} runs each (after 3 warm-ups), per_page 20, sort -created_at\n`);
  for (const filter of ADMIN_TICKET_FILTERS) await measure(`first page: ${filter}`, `/api/admin/ticket?filter=${filter}`);
  await measure('first page: all, one company', `/api/admin/ticket?filter=all&company_id=1`);
  await measure('deep page: all, page 5000', `/api/admin/ticket?filter=all&page=5000`);
  await measure('deep page: resolved, page 2000', `/api/admin/ticket?filter=resolved&page=2000`);
  await measure('search: "drukarka" (common)', `/api/admin/ticket?filter=all&search=drukarka`);
  await measure('search: "serwer plików" (2 words)', `/api/admin/ticket?filter=all&search=${encodeURIComponent('serwer plików')}`);
  await measure('search: "ACME-1234" (fullid)', `/api/admin/ticket?filter=all&search=ACME-1234`);
  await measure('menu badges', `/api/admin/ticket/menu-badges`);
  await measure('counters (12 filters)', `/api/admin/ticket/counters`);

  await app.close();
  await database.close();
}

const urls = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
for (const url of urls) {
  await benchmark(url);
  console.log('');
}
