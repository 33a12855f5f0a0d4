/**
 * Where a warm full load's main thread spends its time until the data is on screen: one load under a Chromium
 * trace (DevTools timeline), its renderer main thread's outermost tasks from navigation start to the data frame,
 * summed by kind and script (compile, evaluation, calls, timers, layout/paint, GC) and the idle gaps between them,
 * plus the tasks longer than 4 ms in order.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const shortUrl = (url: unknown) => (typeof url === 'string' && url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '') : '');

/** What an outermost task did, by its first descendant that says (script URL or a rendering step). */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  // The commit task also fires the old document's pagehide first: name it for what takes its time.
  if (inside.some((event) => event.name === 'DocumentLoader::CommitNavigation')) return 'navigation commit (new document and window)';
  for (const event of inside) {
    const data = event.args?.data ?? {};
    if (event.name === 'EvaluateScript' || event.name === 'v8.compile' || event.name === 'v8.compileModule')
      return `${event.name === 'EvaluateScript' ? 'evaluate' : 'compile'} ${shortUrl(data.url)}`;
    if (event.name === 'FunctionCall') return `call ${shortUrl(data.url)}`;
    if (event.name === 'TimerFire') return 'timer';
    if (event.name === 'FireAnimationFrame') return 'animation frame';
    if (event.name === 'EventDispatch') return `event ${String(data.type ?? '')}`;
    if (event.name === 'ParseHTML') return 'parse HTML';
    if (event.name === 'ResourceReceiveResponse' || event.name === 'ResourceFinish') return `network ${shortUrl(data.url) || ''}`;
    if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize'].includes(event.name)) return 'style/layout/paint';
    if (event.name.includes('GC')) return 'GC';
  }
  return task.name === 'RunTask' ? 'other task' : task.name;
}

export interface BootTraceOptions {
  /** Playwright's tracing; without it (a profile on disk is its own browser) the page's DevTools session traces. */
  browser?: Browser;
  context: BrowserContext;
  /** A full load until the data is on screen; returns ms from navigation start. */
  load: (page: Page) => Promise<number>;
}

export async function traceBoot({ browser, context, load }: BootTraceOptions): Promise<void> {
  const page = await context.newPage();
  let dataAt: number;
  let trace: { traceEvents: TraceEvent[] };
  if (browser) {
    await browser.startTracing(page, { categories: CATEGORIES });
    dataAt = await load(page);
    trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  } else {
    const session = await context.newCDPSession(page);
    const traceEvents: TraceEvent[] = [];
    session.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...(value as unknown as TraceEvent[])));
    await session.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    dataAt = await load(page);
    const complete = new Promise<void>((done) => session.once('Tracing.tracingComplete', () => done()));
    await session.send('Tracing.end');
    await complete;
    trace = { traceEvents };
  }
  await page.close();
  const events = trace.traceEvents;
  if (process.env.BENCH_TRACE_FILE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify(trace));
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        /^https?:/.test(String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '')),
    )
    .pop();
  // The page's main thread: the one its navigation started on.
  const main = nav && { pid: nav.pid, tid: nav.tid };
  if (!nav || !main) {
    console.log('  (no navigation start or renderer main thread in the trace)');
    return;
  }
  const start = nav.ts;
  const end = start + dataAt * 1000;
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start && e.ts <= end)
    .sort((a, b) => a.ts - b.ts);
  const tasks: { task: TraceEvent; label: string }[] = [];
  let until = 0;
  for (let i = 0; i < onMain.length; i++) {
    const task = onMain[i]!;
    if (task.ts < until) continue;
    const taskEnd = task.ts + (task.dur ?? 0);
    until = taskEnd;
    const inside = onMain.slice(i + 1).filter((e) => e.ts < taskEnd);
    tasks.push({ task, label: describe(task, inside) });
  }
  const byLabel = new Map<string, number>();
  let busy = 0;
  for (const { task, label } of tasks) {
    busy += (task.dur ?? 0) / 1000;
    byLabel.set(label, (byLabel.get(label) ?? 0) + (task.dur ?? 0) / 1000);
  }
  console.log(
    `  main thread 0–${dataAt.toFixed(0)} ms: busy ${busy.toFixed(0)} ms, idle ${(dataAt - busy).toFixed(0)} ms; by what the task did (ms):`,
  );
  for (const [label, ms] of [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${label}`);
  }
  console.log('  tasks over 4 ms, in order (start–end ms from navigation start):');
  for (const { task, label } of tasks) {
    if ((task.dur ?? 0) < 4000) continue;
    console.log(
      `  ${((task.ts - start) / 1000).toFixed(0).padStart(5)}–${((task.ts + (task.dur ?? 0) - start) / 1000).toFixed(0).padEnd(5)} ${label}`,
    );
  }
}
