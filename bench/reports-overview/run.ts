/**
 * Overview reports at scale: seeds the demo MSP with 500 000 tickets once (on PostgreSQL when DATABASE_URL is set,
 * else PGlite in var/bench-tickets-N), then prints p50/p95 server time (fastify inject, no network) of the company
 * report for a year, the general report for a year and the agent statistics (list and one agent) for a quarter.
 *
 *   bench/reports-overview/postgres.sh [--tickets 500000 --runs 30]
 *   DATABASE_URL=postgres://… pnpm --filter @helpdesk/bench reports-overview
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/src/app';
import { loadConfig, REPO_ROOT } from '../../server/src/config';
import { isSeeded, seed } from '../../server/src/modules/seed/seed';
import { openDatabase } from '../../server/src/platform/db/client';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { tickets: { type: 'string', default: '500000' }, runs: { type: 'string', default: '30' } },
});
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.DATA_DIR || path.join(REPO_ROOT, `var/bench-tickets-${TICKETS}`),
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  RATE_LIMIT_LOGIN_PER_IP: '1000',
});
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
if (!(await isSeeded(database.db))) {
  console.log(`Seeding ${TICKETS} tickets (once)…`);
  const t0 = Date.now();
  await seed(database.db, { tickets: TICKETS, log: (line) => console.log(`  ${line} (${((Date.now() - t0) / 1000).toFixed(0)} s)`) });
}
await database.db.execute('vacuum analyze');
const app = await buildApp({ config, database });
await app.ready();

const cookies = new Map<string, string>();
async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN')!) } : {}),
    },
  });
  for (const c of res.cookies as { name: string; value: string }[]) cookies.set(c.name, c.value);
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}
await call('GET', '/sanctum/csrf-cookie');
await call('POST', '/login', { email: 'admin@demo.test', password: 'Demo1234!' });
const sms = app.ctx.messenger.outbox().find((m) => m.channel === 'sms' && m.email === 'admin@demo.test');
await call('POST', '/api/two-factor/verify', { code: /(\d{6})/.exec(sms!.body)![1] });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function measure(name: string, url: string, summary: (data: never) => string) {
  let last = '';
  for (let i = 0; i < 3; i++) await call('GET', url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
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
const [{ id: agentId }] = ((await call('GET', '/api/admin/lookups/agents')).json() as { data: { id: number }[] }).data as [{ id: number }];
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
