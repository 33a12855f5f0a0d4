/**
 * The global search at scale (issue 36 targets): on the 500 000-ticket database of bench/tickets (seeded once, with its
 * companies, devices and people), p50/p95 server time (fastify inject) of `GET /api/admin/search?q=` — every group's
 * first hits and totals — for 3-letter prefixes and for exact fullids, signed in as the admin (every company) and as
 * the demo agent (three companies). Target: p95 ≤ 50 ms for both on PostgreSQL.
 *
 *   pnpm --filter @helpdesk/bench global-search [-- --tickets 500000 --runs 40]   # DATABASE_URL: PostgreSQL, else PGlite
 *   bench/search/postgres.sh [--tickets 500000 --runs 40]
 */
import { parseArgs } from 'node:util';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';
import { sql } from '../../server/node_modules/drizzle-orm/index.js';
import { tickets } from '../../server/src/platform/db/schema';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { tickets: { type: 'string', default: '500000' }, runs: { type: 'string', default: '40' } },
});
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);
// The bench's caller sends far more than a person types.
process.env.RATE_LIMIT_SEARCH_PER_USER = '1000000';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** Prefixes an agent types: common words of the seeded subjects, names, vendors, and a rare one. */
const PREFIXES = ['dru', 'lap', 'kon', 'ser', 'sie', 'pro', 'ema', 'now', 'kow', 'del', 'acm', 'lod', 'zzq'];

async function main() {
  const { db, database, app } = await openSeededApp(TICKETS);
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(tickets);
  // Fullids spread over the table (every 997th ticket), as an agent pastes them from an e-mail.
  const fullids = (
    (await db.execute(sql`select fullid from ${tickets} where id % 997 = 0 order by id limit ${RUNS}`)) as unknown as {
      rows: { fullid: string }[];
    }
  ).rows.map((r) => r.fullid);
  console.log(`${database.kind}: ${count!.n} tickets; ${RUNS} runs per case\n`);

  for (const email of ['admin@demo.test', 'agent@demo.test']) {
    const call = await signedInCaller(app, email);
    const measure = async (name: string, queries: string[]) => {
      for (const q of queries.slice(0, 3)) await call('GET', `/api/admin/search?q=${encodeURIComponent(q)}`); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const q = queries[i % queries.length]!;
        const t0 = performance.now();
        await call('GET', `/api/admin/search?q=${encodeURIComponent(q)}`);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${`${email.split('@')[0]}: ${name}`.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
      );
    };
    await measure('3-letter prefix', PREFIXES);
    await measure('fullid', fullids.length ? fullids : ['ACME-1']);
    await measure(
      'fullid, lower case',
      (fullids.length ? fullids : ['ACME-1']).map((f) => f.toLowerCase()),
    );
  }
  const sample = await (await signedInCaller(app, 'admin@demo.test'))('GET', '/api/admin/search?q=dru');
  const groups = (JSON.parse(sample.body) as { data: { groups: { type: string; total: number }[] } }).data.groups;
  console.log(`\n"dru" totals (capped): ${groups.map((g) => `${g.type} ${g.total}`).join(', ')}`);
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
