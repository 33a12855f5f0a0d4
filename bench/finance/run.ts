/**
 * Finance at scale (issue 17 "Done when"): on the 500 000-ticket database of bench/tickets (seeded once, ~790 000
 * time reports), p50/p95 server time (fastify inject, signed in as the admin) of invoicing all companies for a month
 * (the busiest month of the seed), company profitability and agent profitability over a year (the busiest year), and
 * the live contract balance of one company (the one with the most time reports this month, else the busiest).
 * Issue 34's targets: the consumption module's answer for that company's month (≤ 50 ms p95), approving the busiest
 * ended month for every company in one call (≤ 5 s; what waits for acceptance is accepted first), and the PDFs and
 * FA(3) XMLs of 50 of the invoices it issued (≤ 20 s); the month is put back as a draft afterwards.
 *
 *   pnpm --filter @helpdesk/bench finance [-- --tickets 500000 --runs 20]   # DATABASE_URL: PostgreSQL, else PGlite
 *   bench/finance/postgres.sh [--tickets 500000 --runs 20]
 */
import { parseArgs } from 'node:util';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';
import { desc, eq, sql } from '../../server/node_modules/drizzle-orm/index.js';
import { companies, invoiceDocuments, tickets, timeReports } from '../../server/src/platform/db/schema';
import { companyConsumption } from '../../server/src/modules/finance';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { tickets: { type: 'string', default: '500000' }, runs: { type: 'string', default: '20' } },
});
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function main() {
  const { db, database, app } = await openSeededApp(TICKETS);
  const call = await signedInCaller(app, 'admin@demo.test');

  const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(timeReports);
  const [year] = await db
    .select({ y: sql<string>`to_char(${timeReports.day}, 'YYYY')`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(timeReports)
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .limit(1);
  const [month] = await db
    .select({ m: sql<string>`to_char(${timeReports.day}, 'YYYY-MM')`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(timeReports)
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .limit(1);
  const thisMonth = new Date().toISOString().slice(0, 7);
  const busiestCompany = async (where?: ReturnType<typeof sql>) =>
    (
      await db
        .select({ id: tickets.companyId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(timeReports)
        .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
        .where(where)
        .groupBy(tickets.companyId)
        .orderBy(desc(sql`2`))
        .limit(1)
    )[0];
  const company = (await busiestCompany(sql`to_char(${timeReports.day}, 'YYYY-MM') = ${thisMonth}`)) ?? (await busiestCompany());
  const [named] = await db.select({ tag: companies.tag }).from(companies).where(eq(companies.id, company!.id));
  const [companyCount] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies);
  console.log(
    `${database.kind}: ${TICKETS} tickets, ${total!.n} time reports, ${companyCount!.n} companies; busiest year ${year!.y} (${year!.n}), month ${month!.m} (${month!.n}); balance of ${named!.tag} (${company!.n} reports)\n`,
  );

  async function measure(name: string, url: string, runs = RUNS, prepare?: () => Promise<unknown>) {
    for (let i = 0; i < 2; i++) {
      await prepare?.();
      await call('GET', url);
    }
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < runs; i++) {
      await prepare?.();
      const t0 = performance.now();
      const res = await call('GET', url);
      times.push(performance.now() - t0);
      size = res.body.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(8)} ms   ${(size / 1024).toFixed(0)} KiB`,
    );
  }

  await measure(`invoicing, all companies, ${month!.m}`, `/api/admin/invoicing?month=${month!.m}`);
  await measure(`company profitability, ${year!.y}`, `/api/admin/profitability?from=${year!.y}-01&to=${year!.y}-12`);
  await measure(`agent profitability, ${year!.y}`, `/api/admin/agent-profitability?from=${year!.y}-01&to=${year!.y}-12`);
  // The lists keep each company's month's summed time (finance_month_totals) until the month's time changes: after a
  // change of one report only that company's month is computed again; with nothing kept, every month of the year.
  const [oneReport] = await db
    .select({ id: timeReports.id })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .where(sql`${tickets.companyId} = ${company!.id} and to_char(${timeReports.day}, 'YYYY-MM') = ${month!.m}`)
    .limit(1);
  await measure(
    `company profitability, ${year!.y}, a report changed`,
    `/api/admin/profitability?from=${year!.y}-01&to=${year!.y}-12`,
    RUNS,
    () => db.execute(sql`update time_reports set minutes = minutes where id = ${oneReport?.id ?? 0}`),
  );
  await measure(
    `company profitability, ${year!.y}, nothing kept`,
    `/api/admin/profitability?from=${year!.y}-01&to=${year!.y}-12`,
    Math.min(RUNS, 3),
    () => db.execute(sql`delete from finance_month_totals`),
  );
  await measure(`contract balance, ${named!.tag}, this month`, `/api/admin/companies/${company!.id}/balance`);

  // Issue 34 targets. The consumption module's answer for one company-month (target ≤ 50 ms p95), called directly.
  const [companyRow] = await db.select().from(companies).where(eq(companies.id, company!.id));
  const consumption: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now();
    await companyConsumption(db, companyRow!, thisMonth);
    if (i >= 2) consumption.push(performance.now() - t0);
  }
  consumption.sort((a, b) => a - b);
  console.log(
    `${`consumption, ${named!.tag}, this month`.padEnd(48)} p50 ${percentile(consumption, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(consumption, 95).toFixed(1).padStart(8)} ms`,
  );

  // Approving the busiest ended month for every company at once (target ≤ 5 s): what still waits for acceptance is
  // accepted first (approval refuses otherwise), then one POST approves, locks and issues every invoice.
  const [ended] = await db
    .select({ m: sql<string>`to_char(${timeReports.day}, 'YYYY-MM')`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(timeReports)
    .where(sql`${timeReports.day} < date_trunc('month', now())::date`)
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .limit(1);
  const closing = ended!.m;
  await db.execute(
    sql`update time_reports set accepted_at = now() where needs_accept and accepted_at is null and rejected_at is null and to_char(day, 'YYYY-MM') = ${closing}`,
  );
  let t0 = performance.now();
  await call('POST', '/api/admin/invoicing/approve', { month: closing });
  const approveMs = performance.now() - t0;
  const issued = await db
    .select({ id: invoiceDocuments.id })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.month, closing))
    .orderBy(invoiceDocuments.id);
  console.log(
    `${`approve ${closing}, all companies`.padEnd(48)} ${approveMs.toFixed(0).padStart(8)} ms   ${issued.length} invoices issued`,
  );

  // A month's PDFs and FA(3) XMLs for 50 companies (target ≤ 20 s), one after another as an accountant's download. The
  // seed has fewer companies: its invoices are downloaded in turn until 50 (each download builds its files anew).
  const fifty = issued.length ? Array.from({ length: 50 }, (_, i) => issued[i % issued.length]!) : [];
  t0 = performance.now();
  for (const d of fifty) {
    await call('GET', `/api/admin/invoice-documents/${d.id}/pdf`);
    await call('GET', `/api/admin/invoice-documents/${d.id}/xml`);
  }
  console.log(
    `${`PDF + FA(3) XML, 50 downloads of ${issued.length} invoices`.padEnd(48)} ${(performance.now() - t0).toFixed(0).padStart(8)} ms`,
  );
  t0 = performance.now();
  await call('GET', `/api/admin/invoicing/ksef.zip?month=${closing}`);
  console.log(`${`FA(3) ZIP of ${closing} (${issued.length} invoices)`.padEnd(48)} ${(performance.now() - t0).toFixed(0).padStart(8)} ms`);

  // The seeded database is shared by the benches and runs: the month is put back as it was (drafts, no lock, no
  // documents, the series' counters unused) so the next run approves it again.
  await db.execute(sql`delete from invoice_documents where month = ${closing}`);
  await db.execute(sql`delete from invoice_number_counters`);
  await db.execute(sql`delete from period_locks where month = ${closing}`);
  await db.execute(sql`delete from invoices where month = ${closing}`);

  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
