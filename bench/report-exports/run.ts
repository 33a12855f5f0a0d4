/**
 * The agent and daily reports and their exports at scale: on the 500 000-ticket database of
 * bench/tickets (seeded once, ~790 000 time reports), p50/p95 server time (fastify inject) of the agent report for a
 * month (one consultant, and the whole desk) and of the daily report; then a full year of the whole desk exported
 * as XLSX and as CSV by the background job: its time, rows, file size and the process's peak RSS, while another
 * request (the first ticket page) is sent every 50 ms — its latency during the export against before it. Last, for
 * the writer choice, SheetJS building the same number of rows in memory.
 *
 *   pnpm --filter @helpdesk/bench report-exports [-- --tickets 500000 --runs 20]   # DATABASE_URL: PostgreSQL, else PGlite
 *   bench/report-exports/postgres.sh [--tickets 500000 --runs 20] [--skip-exports]   # --skip-exports: the reports only
 */
import { parseArgs } from 'node:util';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';
import * as XLSX from '@e965/xlsx';
import { desc, eq, sql } from '../../server/node_modules/drizzle-orm/index.js';
import { exportJobs, timeReports, users } from '../../server/src/platform/db/schema';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    tickets: { type: 'string', default: '500000' },
    runs: { type: 'string', default: '20' },
    'sheetjs-rows': { type: 'string', default: '200000' },
    'skip-exports': { type: 'boolean', default: false },
  },
});
const TICKETS = Number(values.tickets);
const RUNS = Number(values.runs);
const SHEETJS_ROWS = Number(values['sheetjs-rows']);
const SKIP_EXPORTS = values['skip-exports'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const { db, database, app } = await openSeededApp(TICKETS);
  const call = await signedInCaller(app, 'manager@demo.test');

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
  const [busiest] = await db
    .select({ id: timeReports.agentId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(timeReports)
    .where(sql`to_char(${timeReports.day}, 'YYYY-MM') = ${month!.m}`)
    .groupBy(timeReports.agentId)
    .orderBy(desc(sql`2`))
    .limit(1);
  const [agent] = await db
    .select({ name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
    .from(users)
    .where(eq(users.id, busiest!.id));
  const monthEnd = new Date(Date.UTC(Number(month!.m.slice(0, 4)), Number(month!.m.slice(5, 7)), 0)).toISOString().slice(0, 10);
  console.log(
    `${database.kind}: ${TICKETS} tickets, ${total!.n} time reports; busiest year ${year!.y} (${year!.n}), month ${month!.m} (${month!.n}), its busiest agent ${agent!.name} (${busiest!.n})\n`,
  );

  async function measure(name: string, url: string, runs = RUNS) {
    for (let i = 0; i < 2; i++) await call('GET', url);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await call('GET', url);
      times.push(performance.now() - t0);
      size = res.body.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(8)} ms   ${(size / 1024).toFixed(0)} KiB`,
    );
  }
  const from = `${month!.m}-01`;
  await measure(`agent report, one agent, ${month!.m}`, `/api/admin/reports/agent?agent_id=${busiest!.id}&from=${from}&to=${monthEnd}`);
  await measure(
    `agent report per ticket, one agent, ${month!.m}`,
    `/api/admin/reports/agent?agent_id=${busiest!.id}&from=${from}&to=${monthEnd}&view=tickets`,
  );
  await measure(
    `agent report, whole desk, ${month!.m}`,
    `/api/admin/reports/agent?from=${from}&to=${monthEnd}`,
    Math.max(3, Math.round(RUNS / 4)),
  );
  const [busyDay] = await db
    .select({ d: timeReports.day, n: sql<number>`count(*)`.mapWith(Number) })
    .from(timeReports)
    .groupBy(timeReports.day)
    .orderBy(desc(sql`2`))
    .limit(1);
  await measure(`daily report, ${busyDay!.d} (${busyDay!.n} reports)`, `/api/admin/reports/daily?day=${busyDay!.d}`);

  if (SKIP_EXPORTS) {
    await app.close();
    await database.close();
    return;
  }

  const probe = '/api/admin/ticket?filter=all';
  const before: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await call('GET', probe);
    before.push(performance.now() - t0);
  }
  before.sort((a, b) => a - b);
  console.log(
    `\nprobe (first ticket page) alone: p50 ${percentile(before, 50).toFixed(1)} ms, p95 ${percentile(before, 95).toFixed(1)} ms\n`,
  );

  for (const format of ['xlsx', 'csv'] as const) {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    const started = (
      await call('POST', '/api/admin/reports/exports', {
        report: 'agent',
        format,
        query: { from: `${year!.y}-01-01`, to: `${year!.y}-12-31` },
      })
    ).json() as { data: { id: string } };
    const latencies: number[] = [];
    let job = started.data as { id: string; status: string; rows: number; progress: number };
    let nextPoll = 0;
    while (job.status === 'running') {
      const p0 = performance.now();
      await call('GET', probe);
      latencies.push(performance.now() - p0);
      await new Promise((r) => setTimeout(r, 50));
      if (performance.now() > nextPoll) {
        job = ((await call('GET', `/api/admin/exports/${job.id}`)).json() as { data: typeof job }).data;
        nextPoll = performance.now() + 500;
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    if (job.status !== 'done') throw new Error(`export ${format} ${job.status}`);
    // The finished file is in the attachment store (export_jobs.file_size has its size).
    const [stored] = await db.select({ size: exportJobs.fileSize }).from(exportJobs).where(eq(exportJobs.id, job.id));
    latencies.sort((a, b) => a - b);
    console.log(
      `export ${format.toUpperCase()}, whole desk ${year!.y}: ${job.rows} rows in ${seconds.toFixed(1)} s, file ${mb(stored?.size ?? 0)}, RSS ${mb(rssBefore)} → peak ${mb(peak)}; ` +
        `probe during it (${latencies.length}): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
  }

  // The writer choice: SheetJS holds the whole workbook in memory before writing.
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const lines: (string | number)[][] = [];
  for (let i = 0; i < SHEETJS_ROWS; i++)
    lines.push([
      '2026-03-02',
      `ACME-${i}`,
      'Rozwiązane',
      '09:00',
      'Artur Agent',
      'IT',
      '01:15',
      '01:15',
      '00:00',
      '00:00',
      i % 3 ? '' : '02:00',
    ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), 'Raport');
  const out = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `SheetJS, ${SHEETJS_ROWS} rows in memory: ${((performance.now() - t0) / 1000).toFixed(1)} s (event loop blocked throughout), file ${mb(out.length)}, RSS ${mb(rss0)} → peak ${mb(peak)}`,
  );

  await app.close();
  await database.close();
}

await main();
