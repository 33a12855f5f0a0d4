/**
 * The overview reports' JSON answers over several periods, written to one file, so two versions of the server can be
 * compared byte for byte on the same database: the general report and the company report of three companies for the
 * current month, a quarter, a year, a past year and the longest range; each asked twice (the second answer may come
 * from what the first stored). Prints the time of each first request; with --fresh the stored months are cleared
 * before each first request, so it is the cost of months never asked for before.
 *
 *   BENCH_SCRIPT=reports-overview-answers bench/tickets/postgres.sh --tickets 500000 --out /tmp/answers.json
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    tickets: { type: 'string', default: '500000' },
    out: { type: 'string', default: 'answers.json' },
    fresh: { type: 'boolean', default: false },
  },
});
const { database, db, app } = await openSeededApp(Number(values.tickets));
const call = await signedInCaller(app, 'admin@demo.test');

const now = new Date();
const month = (offset: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const periods = {
  month: `from=${month(0)}&to=${month(0)}`,
  'past month': `from=${month(-5)}&to=${month(-5)}`,
  quarter: `from=${month(-2)}&to=${month(0)}`,
  year: `from=${month(-11)}&to=${month(0)}`,
  'past year': `from=${month(-23)}&to=${month(-12)}`,
  longest: `from=${month(-35)}&to=${month(0)}`,
};
const urls: string[] = [];
for (const p of Object.values(periods)) urls.push(`/api/admin/general-report?${p}`);
for (const company of [1, 2, 3]) for (const p of Object.values(periods)) urls.push(`/api/admin/company-report/${company}?${p}`);

const out: Record<string, string> = {};
for (const url of urls) {
  // --fresh: nothing stored before each first request (the cost of months never asked for before).
  if (values.fresh) await db.execute('delete from report_month_totals');
  const t0 = performance.now();
  const first = (await call('GET', url)).body;
  const ms = performance.now() - t0;
  const second = (await call('GET', url)).body;
  if (first !== second) console.log(`DIFFERENT on the second request: ${url}`);
  console.log(`${ms.toFixed(0).padStart(6)} ms  ${url}`);
  out[url] = first;
}
writeFileSync(values.out!, JSON.stringify(out, null, 1));
console.log(`${urls.length} answers written to ${values.out}`);
await app.close();
await database.close();
