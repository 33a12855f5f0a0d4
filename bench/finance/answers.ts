/**
 * Writes the finance JSON answers of the seeded database to a directory, to compare byte-for-byte before and after a
 * change of the finance code (`cmp`/`diff -r`): invoicing of two months (list and one company), both profitability lists
 * over a year and over a range across two years, and the company and agent details over the year.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @helpdesk/bench exec tsx finance/answers.ts -- --tickets 500000 --out DIR
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';
import { asc, eq } from '../../server/node_modules/drizzle-orm/index.js';
import { companies, users } from '../../server/src/platform/db/schema';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    tickets: { type: 'string', default: '500000' },
    out: { type: 'string' },
    year: { type: 'string', default: '2026' },
    month: { type: 'string', default: '2026-11' },
  },
});

async function main() {
  const out = path.resolve(values.out ?? 'finance-answers');
  mkdirSync(out, { recursive: true });
  const { db, database, app } = await openSeededApp(Number(values.tickets));
  const call = await signedInCaller(app, 'admin@demo.test');
  const y = values.year!;
  const prevMonth = (m: string) => {
    const [yy, mm] = m.split('-').map(Number) as [number, number];
    return mm === 1 ? `${yy - 1}-12` : `${yy}-${String(mm - 1).padStart(2, '0')}`;
  };
  const companyIds = (await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map((c) => c.id);
  const agentIds = (await db.select({ id: users.id }).from(users).where(eq(users.kind, 'agent')).orderBy(asc(users.id))).map((a) => a.id);
  const urls: Record<string, string> = {
    [`invoicing-${values.month}`]: `/api/admin/invoicing?month=${values.month}`,
    [`invoicing-${prevMonth(values.month!)}`]: `/api/admin/invoicing?month=${prevMonth(values.month!)}`,
    [`invoice-${companyIds[0]}-${values.month}`]: `/api/admin/invoicing/${companyIds[0]}?month=${values.month}`,
    [`profitability-${y}`]: `/api/admin/profitability?from=${y}-01&to=${y}-12`,
    [`profitability-across`]: `/api/admin/profitability?from=${Number(y) - 1}-07&to=${y}-06`,
    [`agent-profitability-${y}`]: `/api/admin/agent-profitability?from=${y}-01&to=${y}-12`,
    [`agent-profitability-across`]: `/api/admin/agent-profitability?from=${Number(y) - 1}-07&to=${y}-06`,
  };
  for (const id of companyIds) urls[`company-${id}-${y}`] = `/api/admin/profitability/${id}?from=${y}-01&to=${y}-12`;
  for (const id of agentIds) urls[`agent-${id}-${y}`] = `/api/admin/agent-profitability/${id}?from=${y}-01&to=${y}-12`;
  for (const [name, url] of Object.entries(urls)) {
    const res = await call('GET', url);
    writeFileSync(path.join(out, `${name}.json`), res.body);
    console.log(`${name}: ${res.body.length} bytes`);
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
