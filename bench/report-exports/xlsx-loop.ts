/**
 * Measures how long the streamed XLSX writer (platform/sheets) holds the event loop: 100 000 rows of an agent report's
 * shape written in the report's batches, the loop's delay sampled every 10 ms. Run: `pnpm --filter @helpdesk/bench xlsx-loop [-- <rows>]`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as yieldLoop } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rm, stat } from 'node:fs/promises';
import { xlsxWriter, type SheetColumn } from '../../server/src/platform/sheets/writers';

const ROWS = Number(process.argv[2] ?? 100_000);
const BATCH = 5_000;
const columns: SheetColumn[] = [
  { header: 'Data', kind: 'date' },
  { header: 'Zgłoszenie', kind: 'text' },
  { header: 'Czas', kind: 'duration' },
  { header: 'Stawka', kind: 'percent' },
  { header: 'Opis', kind: 'text' },
];
const path = join(tmpdir(), `xlsx-loop-probe-${process.pid}.xlsx`);
const loop = monitorEventLoopDelay({ resolution: 10 });
let longest = 0;
const started = performance.now();
loop.enable();
const w = await xlsxWriter(path);
await w.table('Raport', columns);
for (let start = 0; start < ROWS; start += BATCH) {
  await yieldLoop();
  const t0 = performance.now();
  for (let i = start; i < Math.min(ROWS, start + BATCH); i++)
    await w.row([
      `2026-0${(i % 9) + 1}-1${i % 9}`,
      `ACME-${i}`,
      30 + (i % 90),
      0.5,
      `Praca ${i} ${(i * 7919) % 100_003} ${'serwer '.repeat(1 + (i % 4))}`,
    ]);
  longest = Math.max(longest, performance.now() - t0);
}
await w.close();
loop.disable();
const ms = (ns: number) => (ns / 1e6).toFixed(1);
console.log(
  `${ROWS} rows, ${((await stat(path)).size / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `event-loop delay p50 ${ms(loop.percentile(50))} p99 ${ms(loop.percentile(99))} max ${ms(loop.max)} ms; longest batch wall ${longest.toFixed(1)} ms`,
);
await rm(path, { force: true });
