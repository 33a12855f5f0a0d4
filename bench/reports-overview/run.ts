/**
 * Overview reports at scale: on the database of bench/tickets (bench/lib/seeded-app.ts: seeded once, PostgreSQL when
 * DATABASE_URL is set, else PGlite in var/bench-tickets-N), prints p50/p95 server time (fastify inject, no network) of the company
 * report for a year, the general report for a year (also right after a ticket of the month changed, so that month is
 * computed again) and the agent statistics (list and one agent) for a quarter.
 *
 *   bench/reports-overview/postgres.sh [--tickets 500000 --runs 30]
 *   DATABASE_URL=postgres://… pnpm --filter @helpdesk/bench reports-overview
 */
import { parseArgs } from 'node:util';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { tickets: { type: 'string', default: '500000' }, runs: { type: 'string', default: '30' } },
});
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);

const { database, db, app } = await openSeededApp(TICKETS);
const call = await signedInCaller(app, 'admin@demo.test');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function measure(name: string, url: string, summary: (data: never) => string, before?: () => Promise<unknown>) {
  let last = '';
  for (let i = 0; i < 3; i++) await call('GET', url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    const t0 = performance.now();
    const res = await call('GET', url);
    times.push(performance.now() - t0);
    last = summary((res.json() as { data: never }).data);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   ${last}`,
  );
}

const now = new Date();
const month = (offset: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const year = `from=${month(-11)}&to=${month(0)}`;
const quarter = `from=${month(-2)}&to=${month(0)}`;
// The agent with the most tickets assigned in the quarter (the detail reads its months).
const stats = (await call('GET', `/api/admin/agent-stats?${quarter}`)).json() as {
  data: { agents: { agent: { id: number }; figures: { assigned: number } }[] };
};
const agentId = [...stats.data.agents].sort((a, b) => b.figures.assigned - a.figures.assigned)[0]!.agent.id;
console.log(`${database.kind}, ${TICKETS} tickets, ${RUNS} runs each (after 3 warm-ups); year ${year}, quarter ${quarter}\n`);
type Months = { months: { tickets: { opened: number } }[] };
await measure(
  'company report, one company, a year',
  `/api/admin/company-report/1?${year}`,
  (d: Months) => `opened ${d.months.reduce((s, m) => s + m.tickets.opened, 0)}`,
);
await measure(
  'general report, a year',
  `/api/admin/general-report?${year}`,
  (d: { totals: { opened: number; resolved: number } }) => `opened ${d.totals.opened}, resolved ${d.totals.resolved}`,
);
// A ticket of company 1 opened this month changes before each request: the month's stored figures are out of date.
// 2 × RUNS changes: its priority ends as it was.
const [changing] = (
  (await db.execute(
    `select id from tickets where company_id = 1 and deleted_at is null and created_at >= date_trunc('month', now()) order by id desc limit 1`,
  )) as unknown as { rows: { id: number }[] }
).rows;
const touch = () =>
  db.execute(`update tickets set priority = case when priority = 'high' then 'normal' else 'high' end where id = ${changing!.id}`);
await measure(
  'company report, a year, after a ticket changed',
  `/api/admin/company-report/1?${year}`,
  (d: Months) => `opened ${d.months.reduce((s, m) => s + m.tickets.opened, 0)}`,
  touch,
);
await measure(
  'general report, a year, after a ticket changed',
  `/api/admin/general-report?${year}`,
  (d: { totals: { opened: number; resolved: number } }) => `opened ${d.totals.opened}, resolved ${d.totals.resolved}`,
  touch,
);
await measure(
  'agent statistics, all agents, a quarter',
  `/api/admin/agent-stats?${quarter}`,
  (d: { agents: unknown[] }) => `${d.agents.length} agents`,
);
await measure(
  'agent statistics, one agent, a quarter',
  `/api/admin/agent-stats/${agentId}?${quarter}`,
  (d: { figures: { assigned: number } }) => `assigned ${d.figures.assigned}`,
);

await app.close();
await database.close();
